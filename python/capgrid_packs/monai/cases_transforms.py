"""Cases for monai.transforms: the array transforms (tensor in, tensor out) on channel-first
images without a batch dimension (MONAI's convention: (C, H, W) and (C, H, W, D)), the tensor
helpers of the transform modules, and a skipped row with its reason for everything else:
dictionary wrappers, composition, file I/O, profiling marks, abstract bases and mixins, numpy
and pure-Python helpers, and the wrappers of optional packages that are not installed.

Every array transform runs through :class:`._kit.PlainTensors`, with MONAI's metadata
tracking off (plain tensors in and out; its docstring says why); ``transforms.Flip[meta]``
keeps one measurement with tracking on. Random transforms are built with ``prob=1.0`` (so that
they transform) and seeded (``set_random_state(seed=0)``); their parameters are drawn by numpy
when the graph is captured, so they run with ``check=False``.
"""

from __future__ import annotations

import functools

import monai.transforms as T
import torch
from monai.transforms import utils as tutils
from monai.transforms.regularization.array import Mixer
from monai.transforms.traits import InvertibleTrait

from ._kit import ListFirst, blob, labels, needs_reason, probe, rand, randn, skipped, transform

P = "monai.transforms"
RANDOM_NOTE = ("random: parameters drawn by numpy when the graph is captured; outputs checked "
               "for count, shape and finiteness only")

IMG = rand(1, 32, 32, seed=0)  # (C, H, W)
IMG2C = rand(2, 32, 32, seed=1)
IMG3 = rand(1, 16, 16, 16, seed=2)  # (C, H, W, D)
SEG = blob(1, 32, 32, seed=3)  # a 0/1 mask of a few square blobs
SEG3 = blob(1, 16, 16, 16, seed=4)
LAB = labels(4, 1, 32, 32, seed=5)  # labels 0..3
PROB = torch.softmax(randn(3, 32, 32, seed=6), 0)  # class probabilities (post-processing)
SIGNAL = torch.sin(torch.linspace(0, 12.0, 256)).unsqueeze(0) + 0.1 * randn(1, 256, seed=7)
BOXES = torch.tensor([[2.0, 3.0, 10.0, 12.0], [5.0, 1.0, 20.0, 9.0]])  # (x1, y1, x2, y2)
POINTS = torch.tensor([[[2.0, 3.0], [10.0, 12.0], [5.0, 20.0]]])  # (C, N, 2)
AFFINE = torch.tensor([[1.0, 0.0, 2.0], [0.0, 1.0, -1.0], [0.0, 0.0, 1.0]])


def _family(obj) -> str:
    """The transform's subpackage (monai.transforms.intensity.array -> intensity)."""
    parts = obj.__module__.split(".")
    return parts[2] if len(parts) > 3 else "utils"


def _random(cls) -> bool:
    return issubclass(cls, T.Randomizable)


def _t(cls, variant, inputs, call=None, *, note="", **kwargs):
    """An array transform ``cls(**kwargs)`` on ``inputs`` (random ones with prob=1.0)."""
    rnd = _random(cls)
    if rnd and "prob" in cls.__init__.__code__.co_varnames:
        kwargs.setdefault("prob", 1.0)
    name = f"transforms.{cls.__name__}" + (f"[{variant}]" if variant else "")
    if rnd:
        name += "[random]"
    return probe(name, f"transforms.{_family(cls)}", transform(cls, call, **kwargs), inputs,
                 ref=f"{P}.{cls.__name__}", check=not rnd,
                 note="; ".join(n for n in (RANDOM_NOTE if rnd else "", note) if n))


def _fn(qual, variant, inputs, kwargs=None, *, target=None, **kw):
    """A function of monai.transforms; ``qual`` is its path under the package."""
    obj = T
    for part in qual.split("."):
        obj = getattr(obj, part)
    name = f"transforms.{qual}" + (f"[{variant}]" if variant else "")
    return probe(name, "transforms.functional", target or obj, inputs, kwargs,
                 ref=f"{P}.{qual}", **kw)


def _skip(qual, reason):
    obj = T
    for part in qual.split("."):
        obj = getattr(obj, part)
    family = _family(obj) if isinstance(obj, type) else "functional"
    return skipped(f"transforms.{qual}", f"transforms.{family}", obj, reason, ref=f"{P}.{qual}")


def _needs(cls, package, variant, inputs, call=None, **kwargs):
    """A transform that needs an optional package: probed when it is installed."""
    reason = needs_reason(package)
    if reason:
        return _skip(cls.__name__, reason)
    return _t(cls, variant, inputs, call, **kwargs)


# ------------------------------------------------------------------------ dictionary wrappers


def _dictionary_rows() -> list:
    """One skipped row per dictionary transform (each object once, under its own name)."""
    seen, rows = set(), []
    for attr in sorted(vars(T)):
        obj = getattr(T, attr)
        if not (isinstance(obj, type) and issubclass(obj, T.MapTransform)) or id(obj) in seen:
            continue
        seen.add(id(obj))
        name = obj.__name__
        array = name[:-1] if name.endswith("d") and hasattr(T, name[:-1]) else None
        if obj is T.MapTransform:
            reason = "abstract base of the dictionary transforms"
        elif array:
            reason = f"dictionary wrapper of {array}: see the array form"
        else:
            reason = "dictionary transform: works on the items of a dict (keys), not a tensor"
        rows.append(skipped(f"transforms.{name}", "transforms.dictionary", obj, reason,
                            ref=f"{P}.{name}"))
    return rows


# ------------------------------------------------------------------------ the array transforms

ARRAY = [
    # ---- intensity
    _t(T.ScaleIntensity, "", [IMG]),
    _t(T.ScaleIntensity, "factor", [IMG], factor=0.5),
    _t(T.ScaleIntensityRange, "clip", [IMG], a_min=0.2, a_max=0.8, b_min=0.0, b_max=1.0,
       clip=True),
    _t(T.ScaleIntensityRangePercentiles, "", [IMG], lower=5, upper=95, b_min=0.0, b_max=1.0),
    _t(T.ScaleIntensityFixedMean, "", [IMG], factor=0.5),
    _t(T.NormalizeIntensity, "", [IMG]),
    _t(T.NormalizeIntensity, "nonzero,channel_wise", [IMG2C * SEG], nonzero=True,
       channel_wise=True),
    _t(T.ThresholdIntensity, "", [IMG], threshold=0.5, cval=0.0),
    _t(T.ShiftIntensity, "", [IMG], offset=0.25),
    _t(T.StdShiftIntensity, "", [IMG], factor=0.5),
    _t(T.AdjustContrast, "", [IMG], gamma=1.5),
    _t(T.AdjustContrast, "3d,retain_stats", [IMG3], gamma=0.7, retain_stats=True),
    _t(T.MaskIntensity, "", [IMG], mask_data=SEG),
    _t(T.ClipIntensityPercentiles, "", [IMG], lower=5, upper=95),
    _t(T.GaussianSmooth, "", [IMG], sigma=1.0),
    _t(T.GaussianSmooth, "3d", [IMG3], sigma=1.0),
    _t(T.GaussianSharpen, "", [IMG]),
    _t(T.MedianSmooth, "", [IMG], radius=1),
    _t(T.SavitzkyGolaySmooth, "", [IMG], window_length=5, order=2),
    _t(T.DetectEnvelope, "", [SIGNAL], axis=1),
    _t(T.GibbsNoise, "", [IMG], alpha=0.3),
    _t(T.KSpaceSpikeNoise, "", [IMG], loc=(0, 10, 10), k_intensity=5.0),
    _t(T.SobelGradients, "", [IMG]),
    _t(T.HistogramNormalize, "", [IMG], num_bins=64, min=0, max=1),
    _t(T.ImageFilter, "mean", [IMG], filter="mean", filter_size=3),
    _t(T.ImageFilter, "gauss", [IMG], filter="gauss", filter_size=3, sigma=1.0),
    _t(T.ImageFilter, "sobel", [IMG], filter="sobel", filter_size=3),
    _t(T.IntensityRemap, "", [IMG], kernel_size=5),
    _t(T.ForegroundMask, "threshold=0.5", [rand(3, 32, 32, seed=15)], threshold=0.5),
    _t(T.RandGaussianNoise, "", [IMG]),
    _t(T.RandRicianNoise, "", [IMG]),
    _t(T.RandShiftIntensity, "", [IMG], offsets=0.2),
    _t(T.RandStdShiftIntensity, "", [IMG], factors=0.5),
    _t(T.RandScaleIntensity, "", [IMG], factors=0.3),
    _t(T.RandScaleIntensityFixedMean, "", [IMG], factors=0.3),
    _t(T.RandBiasField, "", [IMG]),
    _t(T.RandBiasField, "3d", [IMG3]),
    _t(T.RandAdjustContrast, "", [IMG]),
    _t(T.RandGaussianSmooth, "", [IMG]),
    _t(T.RandGaussianSharpen, "", [IMG]),
    _t(T.RandHistogramShift, "", [IMG]),
    _t(T.RandGibbsNoise, "", [IMG]),
    _t(T.RandKSpaceSpikeNoise, "", [IMG], intensity_range=(5.0, 6.0)),
    _t(T.RandCoarseDropout, "", [IMG], holes=4, spatial_size=4),
    _t(T.RandCoarseShuffle, "", [IMG], holes=4, spatial_size=4),
    _t(T.RandImageFilter, "mean", [IMG], filter="mean", filter_size=3),
    _t(T.RandIntensityRemap, "", [IMG], kernel_size=5),
    # ---- spatial
    _t(T.Flip, "", [IMG], spatial_axis=0),
    _t(T.Flip, "3d", [IMG3], spatial_axis=(0, 2)),
    _t(T.Rotate90, "", [IMG]),
    _t(T.Rotate90, "3d,k=2", [IMG3], k=2, spatial_axes=(1, 2)),
    _t(T.Rotate, "", [IMG], angle=0.3),
    _t(T.Rotate, "3d", [IMG3], angle=(0.2, 0.0, 0.1)),
    _t(T.Zoom, "", [IMG], zoom=1.5),
    _t(T.Zoom, "bilinear", [IMG], zoom=0.8, mode="bilinear"),
    _t(T.Resize, "", [IMG], spatial_size=(48, 40)),
    _t(T.Resize, "3d,trilinear", [IMG3], spatial_size=(8, 12, 20), mode="trilinear"),
    _t(T.Resize, "anti_aliasing", [IMG], spatial_size=(16, 16), anti_aliasing=True),
    _t(T.Affine, "", [IMG], rotate_params=0.3, scale_params=(1.1, 0.9), translate_params=(2, -1),
       image_only=True),
    _t(T.Affine, "3d", [IMG3], rotate_params=(0.2, 0.1, 0.0), image_only=True),
    _t(T.AffineGrid, "", [], {"spatial_size": (32, 32)}, rotate_params=0.3),
    # the grid in float64, then float32: machine-independent bits (compute_frechet_distance)
    _t(T.Resample, "", [IMG, T.AffineGrid(rotate_params=0.3, dtype=torch.float64)(
        spatial_size=(32, 32))[0].float()]),
    _t(T.GridDistortion, "", [IMG], num_cells=3, distort_steps=[(0.9, 1.1, 1.0, 1.05)] * 2),
    _t(T.AsChannelLast, "", [IMG2C]),
    _t(T.Transpose, "", [IMG2C], indices=(0, 2, 1)),
    _t(T.RandFlip, "", [IMG], spatial_axis=1),
    _t(T.RandAxisFlip, "", [IMG]),
    _t(T.RandRotate90, "", [IMG]),
    _t(T.RandRotate, "", [IMG], range_x=0.5),
    _t(T.RandRotate, "3d", [IMG3], range_x=0.3, range_y=0.3, range_z=0.3),
    _t(T.RandZoom, "", [IMG], min_zoom=0.8, max_zoom=1.2),
    _t(T.RandAffine, "", [IMG], rotate_range=0.3, scale_range=0.1, translate_range=2),
    _t(T.RandAffine, "3d", [IMG3], rotate_range=(0.2, 0.2, 0.2), scale_range=0.1),
    _t(T.RandAffineGrid, "", [], {"spatial_size": (32, 32)}, rotate_range=0.3),
    _t(T.RandDeformGrid, "", [], {"spatial_size": (32, 32)}, spacing=8,
       magnitude_range=(1.0, 2.0)),
    _t(T.Rand2DElastic, "", [IMG], spacing=8, magnitude_range=(1.0, 2.0)),
    _t(T.Rand3DElastic, "", [IMG3], sigma_range=(2.0, 3.0), magnitude_range=(1.0, 2.0)),
    _t(T.RandGridDistortion, "", [IMG], num_cells=3),
    _t(T.RandSimulateLowResolution, "3d", [IMG3]),
    _t(T.RandSmoothDeform, "", [IMG], spatial_size=(32, 32), rand_size=(4, 4)),
    _t(T.RandSmoothFieldAdjustContrast, "", [IMG], spatial_size=(32, 32), rand_size=(4, 4)),
    _t(T.RandSmoothFieldAdjustIntensity, "", [IMG], spatial_size=(32, 32), rand_size=(4, 4)),
    _t(T.SmoothField, "", [], rand_size=(4, 4), spatial_size=(32, 32)),
    _t(T.RandGridPatch, "", [IMG], patch_size=(16, 16)),
    # ---- crop and pad
    _t(T.SpatialPad, "", [IMG], spatial_size=(40, 40)),
    _t(T.SpatialPad, "reflect", [IMG], spatial_size=(40, 36), mode="reflect"),
    _t(T.BorderPad, "", [IMG], spatial_border=2),
    _t(T.DivisiblePad, "", [rand(1, 30, 27, seed=8)], k=16),
    _t(T.Pad, "", [IMG], to_pad=[(0, 0), (1, 2), (3, 4)]),
    _t(T.SpatialCrop, "", [IMG], roi_start=(2, 4), roi_end=(20, 30)),
    _t(T.Crop, "", [IMG], {"slices": (slice(2, 20), slice(4, 30))}),
    _t(T.CenterSpatialCrop, "", [IMG], roi_size=(16, 20)),
    _t(T.CenterScaleCrop, "", [IMG], roi_scale=0.5),
    _t(T.CropForeground, "", [IMG * SEG], margin=1),
    _t(T.ResizeWithPadOrCrop, "", [IMG], spatial_size=(40, 24)),
    _t(T.GridPatch, "", [IMG], patch_size=(16, 16)),
    _t(T.GridSplit, "", [IMG], grid=(2, 2)),
    _t(T.RandSpatialCrop, "", [IMG], roi_size=(16, 16)),
    _t(T.RandSpatialCropSamples, "", [IMG], roi_size=(16, 16), num_samples=2),
    _t(T.RandScaleCrop, "", [IMG], roi_scale=0.5),
    _t(T.RandWeightedCrop, "", [IMG], spatial_size=(16, 16), num_samples=2,
       weight_map=rand(1, 32, 32, seed=9)),
    _t(T.RandCropByPosNegLabel, "", [IMG], spatial_size=(16, 16), label=SEG, num_samples=2),
    _t(T.RandCropByLabelClasses, "", [IMG], spatial_size=(16, 16), label=LAB, num_classes=4,
       num_samples=2),
    # ---- post-processing
    _t(T.Activations, "softmax", [PROB], softmax=True),
    _t(T.Activations, "sigmoid", [PROB], sigmoid=True),
    _t(T.AsDiscrete, "argmax,to_onehot", [PROB], argmax=True, to_onehot=3),
    _t(T.AsDiscrete, "threshold", [IMG], threshold=0.5),
    _t(T.LabelFilter, "", [LAB], applied_labels=(1, 3)),
    _t(T.LabelToContour, "", [SEG]),
    _t(T.LabelToContour, "3d", [SEG3]),
    _t(T.MeanEnsemble, "", [torch.stack([PROB, PROB.roll(1, 1)], 0)]),
    _t(T.VoteEnsemble, "", [torch.stack([LAB, LAB.roll(1, 1), LAB.roll(1, 2)], 0)],
       num_classes=4),
    _t(T.FillHoles, "", [SEG]),
    _t(T.DistanceTransformEDT, "", [SEG]),
    # ---- utility array transforms
    _t(T.Identity, "", [IMG]),
    _t(T.RandIdentity, "", [IMG]),
    _t(T.Lambda, "sigmoid", [IMG], func=torch.sigmoid),
    # its own track_meta=True (the default) fails on a plain tensor: its inverse bookkeeping
    # expects the MetaTensor it would have made
    _t(T.RandLambda, "sigmoid", [IMG], func=torch.sigmoid, track_meta=False),
    _t(T.EnsureChannelFirst, "channel_dim=0", [IMG], channel_dim=0),
    _t(T.EnsureType, "", [IMG]),
    _t(T.ToTensor, "", [IMG]),
    _t(T.ToDevice, "cpu", [IMG], device="cpu"),
    _t(T.CastToType, "float16", [IMG], dtype=torch.float16),
    _t(T.RepeatChannel, "", [IMG], repeats=3),
    _t(T.RemoveRepeatedChannel, "", [IMG.repeat(2, 1, 1)], repeats=2),
    _t(T.SplitDim, "", [IMG2C], dim=0),
    _t(T.SqueezeDim, "", [IMG], dim=0),
    _t(T.AddCoordinateChannels, "", [IMG], spatial_dims=(0, 1)),
    _t(T.LabelToMask, "", [LAB], select_labels=(1, 2)),
    _t(T.LabelToMask, "merge_channels", [LAB], select_labels=(1, 2), merge_channels=True),
    _t(T.ConvertToMultiChannelBasedOnBratsClasses, "", [LAB + (LAB == 3).float()]),
    _t(T.AddExtremePointsChannel, "", [IMG], {"label": SEG}),
    _t(T.ClassesToIndices, "", [LAB], num_classes=4),
    _t(T.FgBgToIndices, "", [SEG]),
    _t(T.MapLabelValue, "", [LAB], orig_labels=[0, 1, 2, 3], target_labels=[0, 3, 2, 1]),
    _t(T.IntensityStats, "", [IMG], {"meta_data": {}}, ops=["mean", "max"], key_prefix="orig"),
    _t(T.GenerateHeatmap, "", [torch.tensor([[4.0, 8.0], [20.0, 25.0]])], sigma=2.0,
       spatial_shape=(32, 32)),
    _needs(T.ComputeHoVerMaps, "skimage", "", [SEG.long()]),
    _t(T.ConvertBoxToPoints, "", [BOXES], mode="xyxy"),
    _t(T.ConvertPointsToBoxes, "", [T.ConvertBoxToPoints(mode="xyxy")(BOXES)]),
    _t(T.ApplyTransformToPoints, "", [POINTS], affine=AFFINE, invert_affine=False),
    _t(T.SignalFillEmpty, "", [torch.where(SIGNAL > 0.9, float("nan"), SIGNAL)]),
    _t(T.SpatialResample, "", [IMG], {"dst_affine": torch.diag(torch.tensor([1.0, 1.0, 1.0]))}),
    _t(T.UltrasoundConfidenceMapTransform, "", [rand(1, 16, 16, seed=10)]),
    # ---- regularization (batch transforms: the first dimension is the batch)
    _t(T.MixUp, "", [rand(4, 1, 16, 16, seed=11)], batch_size=4),
    _t(T.CutMix, "", [rand(4, 1, 16, 16, seed=12)], batch_size=4),
    _t(T.CutOut, "", [rand(4, 1, 16, 16, seed=13)], batch_size=4),
    # ---- signal (C, T)
    _t(T.SignalRandAddGaussianNoise, "", [SIGNAL]),
    _t(T.SignalRandAddSine, "", [SIGNAL]),
    _t(T.SignalRandAddSinePartial, "", [SIGNAL]),
    _t(T.SignalRandAddSquarePulse, "", [SIGNAL]),
    _t(T.SignalRandAddSquarePulsePartial, "", [SIGNAL]),
    _t(T.SignalRandDrop, "", [SIGNAL]),
    _t(T.SignalRandScale, "", [SIGNAL]),
    _t(T.SignalRandShift, "", [SIGNAL]),
    _needs(T.SignalRemoveFrequency, "torchaudio", "", [SIGNAL], frequency=50.0,
           quality_factor=30.0, sampling_freq=256.0),
    _needs(T.SignalContinuousWavelet, "pywt", "", [SIGNAL]),
    _needs(T.KeepLargestConnectedComponent, "skimage", "", [SEG]),
    _needs(T.RemoveSmallObjects, "skimage", "", [SEG], min_size=10),
]


# metadata tracking on (MONAI's default): the MetaTensor path, for comparison with Flip's rows
ARRAY.append(probe("transforms.Flip[meta]", "transforms.spatial",
                   transform(T.Flip, meta=True, spatial_axis=0), [IMG], ref=f"{P}.Flip",
                   note="MONAI's metadata tracking on: the result is a MetaTensor"))

U = "utils_pytorch_numpy_unification"
BOOL = IMG > 0.5
IDX = torch.tensor([3, 40, 1000])

FUNCTIONS = [
    # ---- torch/numpy unification helpers, on tensors
    _fn("any_np_pt", "", [BOOL], {"axis": 1}),
    _fn("ascontiguousarray", "", [IMG.transpose(1, 2)]),
    _fn("clip", "", [IMG], {"a_min": 0.2, "a_max": 0.8}),
    _fn("concatenate", "", [IMG, IMG2C], target=ListFirst(T.concatenate, 2)),
    _fn("stack", "", [IMG, IMG], {"dim": 0}, target=ListFirst(T.stack, 2)),
    _fn("cumsum", "", [IMG], {"axis": 1}),
    _fn("floor_divide", "", [IMG * 10], {"b": 3}),
    _fn("in1d", "", [LAB, torch.tensor([1.0, 3.0])]),
    _fn("isfinite", "", [torch.where(IMG > 0.9, float("inf"), IMG)]),
    _fn("isnan", "", [torch.where(IMG > 0.9, float("nan"), IMG)]),
    _fn("maximum", "", [IMG, IMG.flip(1)]),
    _fn("mode", "", [LAB.flatten(1)], {"dim": -1}),
    _fn("moveaxis", "", [IMG2C], {"src": 0, "dst": -1}),
    _fn("nonzero", "", [SEG.flatten()]),
    _fn("percentile", "", [IMG], {"q": 90.0}),
    _fn("ravel", "", [IMG]),
    _fn("repeat", "", [IMG], {"repeats": 2, "axis": 0}),
    _fn("unravel_index", "", [IDX], {"shape": (32, 32, 4)}),
    _fn("where", "", [BOOL, IMG, -IMG]),
    _fn(f"{U}.argsort", "", [IMG[0, 0]]),
    _fn(f"{U}.argwhere", "", [SEG[0]]),
    _fn(f"{U}.max", "dim", [IMG], {"dim": 1}),
    _fn(f"{U}.mean", "dim", [IMG], {"dim": 1}),
    _fn(f"{U}.median", "dim", [IMG], {"dim": 1}),
    _fn(f"{U}.min", "dim", [IMG], {"dim": 1}),
    _fn(f"{U}.searchsorted", "", [torch.linspace(0, 1, 11), IMG.flatten()]),
    _fn(f"{U}.softplus", "", [randn(1, 32, 32, seed=14)]),
    _fn(f"{U}.std", "dim", [IMG], {"dim": 1}),
    _fn(f"{U}.unique", "", [LAB]),
    _fn(f"{U}.unravel_indices", "", [IDX], {"shape": (32, 32, 4)}),
    # ---- transform helpers on tensors
    _fn("rescale_array", "", [IMG * 5 - 2]),
    _fn("is_positive", "", [IMG - 0.5]),
    _fn("convert_to_contiguous", "", [IMG.transpose(1, 2)]),
    _fn("combine_transforms", "", [AFFINE, AFFINE.inverse()]),
    _fn("dilate", "", [SEG[None]]),
    _fn("erode", "", [SEG[None]]),
    _fn("distance_transform_edt", "", [SEG]),
    # the points come first, before the label image: bound with functools.partial
    _fn("extreme_points_to_image", "", [SEG], {"sigma": 2.0},
        target=functools.partial(T.extreme_points_to_image, [(4, 4), (20, 25)])),
    _fn("map_binary_to_indices", "", [SEG]),
    _fn("map_classes_to_indices", "", [LAB], {"num_classes": 4}),
    _fn("pad_nd", "", [IMG], {"to_pad": [(0, 0), (2, 2), (1, 3)]}),
    _fn("utils.soft_clip", "", [IMG * 3 - 1], {"minv": 0.0, "maxv": 1.0, "sharpness_factor": 5.0}),
    _fn("utils.convert_points_to_disc", "", [torch.tensor([[[4.0, 5.0, 6.0], [12.0, 2.0, 9.0]]]),
                                             torch.tensor([[1.0, 0.0]])],
        target=functools.partial(tutils.convert_points_to_disc, (16, 16, 16))),
]

# ------------------------------------------------------------------------ not a tensor graph

COMPOSITION = "composition of transforms (a container: its members have their own rows)"
BASE = "abstract base class or mixin of the transforms (no computation of its own)"
PROFILING = "profiling annotation (an NVTX range or mark around other transforms): no computation"
LAZY = ("applies the pending operations of MONAI's lazy resampling, kept in a MetaTensor's "
        "metadata (not a tensor graph of its own)")
FUNCTIONAL = ("functional back end of the array transform {} (takes MONAI's lazy flag and "
              "transform_info bookkeeping): measured through that transform's rows")
CONSTANT = "builds a constant from Python numbers (no tensor input)"
PYTHON = "pure-Python helper (no tensor in, no tensor out)"
NUMPY = "numpy in, numpy out (no tensor)"
NO_TENSOR_OUT = "returns Python values (ints, slices, lists or a bool), not a tensor"
DOC_IMAGES = ("documentation helper: draws the transforms' example images with matplotlib and "
              "writes files")
META_NEEDED = "needs the image's affine from MONAI's MetaTensor metadata (an image read from file)"


def _skips() -> list:
    rows = []
    table = {
        COMPOSITION: ["Compose", "OneOf", "RandomOrder", "SomeOf", "apply_transform",
                      "compose.execute_compose"],
        BASE: ["Transform", "InvertibleTransform", "LazyTransform", "Randomizable",
               "RandomizableTransform", "ThreadUnsafe", "TraceableTransform", "LazyTrait",
               "MultiSampleTrait", "RandomizableTrait", "ReduceTrait", "Fourier",
               "RandCoarseTransform"],
        PROFILING: ["Mark", "RandMark", "RangePush", "RangePop", "RandRangePush",
                    "RandRangePop"],
        LAZY: ["ApplyPending", "apply_pending", "lazy.functional.apply_pending_transforms",
               "lazy.functional.apply_pending_transforms_in_order", "resample",
               "check_non_lazy_pending_ops", "utils.has_status_keys"],
        CONSTANT: ["create_control_grid", "create_grid", "create_rotate", "create_scale",
                   "create_shear", "create_translate", "utils.scale_affine"],
        PYTHON: ["adaptor", "apply_alias", "attach_hook", "to_kwargs", "allow_missing_keys_mode",
                 "sync_meta_info", "reset_ops_id", "get_transform_backends",
                 "print_transform_backends", "get_number_image_type_conversions",
                 "convert_applied_interp_mode", "resolves_modes", "utils.check_boundaries",
                 "map_spatial_axes", "compute_divisible_spatial_size", "copypaste_arrays",
                 "in_bounds", "rand_choice", "convert_pad_mode"],
        NUMPY: ["img_bounds", "zero_margins", "resize_center", "rescale_array_int_max",
                "rescale_instance_array", "equalize_hist", "utils.fill_holes"],
        NO_TENSOR_OUT: ["allclose", "is_empty", "utils.get_unique_labels", "get_extreme_points",
                        "generate_spatial_bounding_box", "generate_label_classes_crop_centers",
                        "generate_pos_neg_label_crop_centers",
                        "map_and_generate_sampling_centers", "weighted_patch_samples"],
        DOC_IMAGES: [f"utils_create_transform_ims.{n}" for n in (
            "create_transform_im", "get_2d_slice", "get_data", "get_images",
            "get_stacked_2d_ims", "get_stacked_before_after", "pre_process_data", "save_image",
            "update_docstring")],
        META_NEEDED: ["Orientation", "Spacing", "ResampleToMatch"],
        "file I/O (reads images from files)": ["LoadImage"],
        "file I/O (writes images to files)": ["SaveImage"],
        "file I/O (writes a JSON mapping of saved files)": ["WriteFileMapping"],
        "file I/O configuration: the order of MONAI's image readers": [
            "io.array.get_default_reader_registration_order"],
        "logs statistics of its input and returns it unchanged (logging)": ["DataStats"],
        "sleeps for a while and returns its input (a timing aid)": ["SimulateDelay"],
        "converts to a numpy array (no tensor output)": ["ToNumpy"],
        "inverts a batch through a DataLoader (data loading)": ["BatchInverseTransform"],
        "inverts the transforms recorded in a MetaTensor's metadata (a dict of items)": [
            "Invert"],
        "collate function of a DataLoader (a list of dict items)": ["PadListDataCollate"],
        "introspection helper (a function's signature)": ["FunctionSignature"],
        "flattens nested Python lists of items (no tensor computation)": ["FlattenSequence"],
        "returns a Python list of (probability, coordinates) peaks (no tensor output)": [
            "ProbNMS"],
        "returns the bounding boxes as a numpy array (no tensor output)": ["BoundingRect"],
    }
    for reason, names in table.items():
        rows += [_skip(n, reason) for n in names]
    for fn, array in (("affine_func", "Affine"), ("flip", "Flip"), ("orientation", "Orientation"),
                      ("resize", "Resize"), ("rotate", "Rotate"), ("rotate90", "Rotate90"),
                      ("zoom", "Zoom")):
        rows.append(_skip(f"spatial.functional.{fn}", FUNCTIONAL.format(array)))
    for fn, array in (("spatial_resample", "SpatialResample"), ("crop_func", "Crop"),
                      ("pad_func", "Pad"), ("crop_or_pad_nd", "SpatialResample")):
        rows.append(_skip(fn, FUNCTIONAL.format(array)))
    rows.append(skipped("transforms.traits.InvertibleTrait", "transforms.traits",
                        InvertibleTrait, BASE, ref=f"{P}.traits.InvertibleTrait"))
    rows.append(skipped("transforms.regularization.array.Mixer", "transforms.regularization",
                        Mixer, BASE, ref=f"{P}.regularization.array.Mixer"))
    for names, package in ((("ToCupy",), "cupy"), (("ToPIL",), "PIL"),
                           (("CuCIM", "RandCuCIM"), "cucim"),
                           (("TorchIO", "RandTorchIO"), "torchio"),
                           (("TorchVision", "RandTorchVision"), "torchvision")):
        reason = needs_reason(package) or f"wraps the optional package {package}'s transforms"
        rows += [_skip(n, reason) for n in names]
    for fn, package in (("get_largest_connected_component_mask", "skimage"),
                        ("remove_small_objects", "skimage"),
                        ("utils.keep_components_with_positive_points", "skimage"),
                        ("utils.keep_merge_components_with_points", "skimage")):
        reason = needs_reason(package)
        rows.append(_skip(fn, reason) if reason else _fn(fn, "", [SEG]))
    return rows


CASES = [c for c in ARRAY + FUNCTIONS if c is not None] + _skips() + _dictionary_rows()
