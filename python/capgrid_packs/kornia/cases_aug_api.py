"""kornia.augmentation: the rest of the public API (parameter generators, container operation
helpers, utilities), and the base classes and records, which are registered as skipped.

Parameter generators are probed as the augmentations use them: the generator instance of a
configured augmentation, called on the batch shape of a live input tensor, sampling inside the
graph (``[random]``). The container operation helpers (``container.ops``) are probed on one
RandomAffine step with recorded parameters fed as graph inputs.
"""

from __future__ import annotations

import kornia.augmentation as K
import kornia.augmentation.random_generator as rg
import torch
from kornia.augmentation.container import ops as cops
from kornia.augmentation.container.params import ParamItem
from kornia.augmentation.random_generator.utils import randperm
from kornia.augmentation.utils.helpers import preprocess_classes, preprocess_keypoints
from kornia.constants import DataKey
from kornia.geometry.boxes import Boxes
from kornia.geometry.keypoints import Keypoints
from torch import nn
from torch.distributions import Normal

from capgrid import case

from ._kit import RANDOM_NOTE, fed_case, img, sample, skipped

GROUP = "augmentation"
AUG = "kornia.augmentation"
IMG = img(2, 3, 32, 40, seed=71)
VOL = img(2, 1, 8, 16, 16, seed=72)
MASK = (img(2, 1, 32, 40, seed=73) > 0.5).float()
KEYPOINTS = img(2, 5, 2, seed=74) * torch.tensor([39.0, 31.0])
BOXES_XYXY = torch.tensor(
    [
        [[2.0, 3.0, 20.0, 18.0], [10.0, 8.0, 36.0, 30.0]],
        [[0.0, 0.0, 12.0, 10.0], [15.0, 5.0, 39.0, 31.0]],
    ]
)
LABEL = torch.tensor([0, 2])


class _Sample(nn.Module):
    """``generator(x.shape)``: draws one parameter set for the batch shape of ``x``."""

    def __init__(self, generator, dims=None, same_on_batch=False):
        super().__init__()
        self.generator = generator
        self.same_on_batch = same_on_batch

    def forward(self, x):
        return self.generator(x.shape, self.same_on_batch)


# generator class -> (an augmentation configured with it, the input whose shape it samples for)
GENERATORS = {
    "AffineGenerator": (lambda: K.RandomAffine(30.0, (0.1, 0.1), (0.8, 1.2), 10.0), IMG),
    "AffineGenerator3D": (lambda: K.RandomAffine3D(15.0, (0.1, 0.1, 0.1), (0.9, 1.1)), VOL),
    "ChannelDropoutGenerator": (lambda: K.RandomChannelDropout(), IMG),
    "ChannelShuffleGenerator": (lambda: K.RandomChannelShuffle(), IMG),
    "ColorJiggleGenerator": (lambda: K.ColorJiggle(0.2, 0.2, 0.2, 0.1), IMG),
    "ColorJitterGenerator": (lambda: K.ColorJitter(0.2, 0.2, 0.2, 0.1), IMG),
    "CropGenerator": (lambda: K.RandomCrop((24, 30)), IMG),
    "CropGenerator3D": (lambda: K.RandomCrop3D((6, 12, 12)), VOL),
    "CutmixGenerator": (lambda: K.RandomCutMixV2(), IMG),
    "GaussianIlluminationGenerator": (lambda: K.RandomGaussianIllumination(), IMG),
    "GaussianNoiseGenerator": (lambda: K.RandomGaussianNoise(std=0.1), IMG),
    "JPEGGenerator": (lambda: K.RandomJPEG(), IMG),
    "JigsawGenerator": (lambda: K.RandomJigsaw((2, 2)), IMG),
    "LinearCornerIlluminationGenerator": (lambda: K.RandomLinearCornerIllumination(), IMG),
    "LinearIlluminationGenerator": (lambda: K.RandomLinearIllumination(), IMG),
    "MixupGenerator": (lambda: K.RandomMixUpV2(), IMG),
    "MosaicGenerator": (lambda: K.RandomMosaic((32, 40)), IMG),
    "MotionBlurGenerator": (lambda: K.RandomMotionBlur(3, 35.0, 0.5), IMG),
    "MotionBlurGenerator3D": (lambda: K.RandomMotionBlur3D(3, 35.0, 0.5), VOL),
    "PatchMixGenerator": (lambda: K.PatchMix(patch_size=8), IMG),
    "PerspectiveGenerator": (lambda: K.RandomPerspective(0.5), IMG),
    "PerspectiveGenerator3D": (lambda: K.RandomPerspective3D(0.5), VOL),
    "PlainUniformGenerator": (lambda: K.RandomBrightness((0.8, 1.2)), IMG),
    "PlanckianJitterGenerator": (lambda: K.RandomPlanckianJitter(), IMG),
    "PosterizeGenerator": (lambda: K.RandomPosterize(3), IMG),
    "RainGenerator": (lambda: K.RandomRain(), IMG),
    "RandomGaussianBlurGenerator": (lambda: K.RandomGaussianBlur((3, 3), (0.5, 1.5)), IMG),
    "RectangleEraseGenerator": (lambda: K.RandomErasing(), IMG),
    "ResizeGenerator": (lambda: K.Resize((24, 36)), IMG),
    "ResizedCropGenerator": (lambda: K.RandomResizedCrop((24, 30)), IMG),
    "RotationGenerator3D": (lambda: K.RandomRotation3D(15.0), VOL),
    "SaltAndPepperGenerator": (lambda: K.RandomSaltAndPepperNoise(), IMG),
    "ShearGenerator": (lambda: K.RandomShear((-10.0, 10.0)), IMG),
    "TranslateGenerator": (lambda: K.RandomTranslate(0.1, 0.1), IMG),
}

CASES: list = []
RG_GROUP = "augmentation.random_generator"
for _name, (_aug, _x) in GENERATORS.items():
    _gen = _aug()._param_generator
    assert type(_gen).__name__ == _name, (_name, type(_gen).__name__)
    CASES.append(
        case(
            f"{_name}[random]",
            RG_GROUP,
            _Sample(_gen),
            [_x],
            check=False,
            ref=f"{AUG}.random_generator.{_name}",
            note=f"the generator of {type(_aug()).__name__}, called on x.shape; "
            "parameters sampled inside the graph",
        )
    )
CASES.append(
    case(
        "AffineGenerator[same_on_batch][random]",
        RG_GROUP,
        _Sample(K.RandomAffine(30.0)._param_generator, same_on_batch=True),
        [IMG],
        check=False,
        ref=f"{AUG}.random_generator.AffineGenerator",
        note="same_on_batch=True; parameters sampled inside the graph",
    )
)
CASES.append(
    case(
        "ProbabilityGenerator[random]",
        RG_GROUP,
        _Sample(rg.ProbabilityGenerator(0.5)),
        [IMG],
        check=False,
        ref=f"{AUG}.random_generator.ProbabilityGenerator",
        note="p=0.5 per-sample gates; sampled inside the graph",
    )
)


class _Draw(nn.Module):
    """``distribution.rsample((x.shape[0],))``."""

    def __init__(self, dist):
        super().__init__()
        self.dist = dist

    def forward(self, x):
        return self.dist.rsample((x.shape[0],))


class _ShapeCall(nn.Module):
    """``fn(*x.shape[:k], *extra)``: a shape-driven function called on a live tensor's shape."""

    def __init__(self, fn, dims, extra=()):
        super().__init__()
        self.fn, self.dims, self.extra = fn, tuple(dims), tuple(extra)

    def forward(self, x):
        return self.fn(*[x.shape[d] for d in self.dims], *self.extra)


CASES += [
    case(
        "UniformDistribution[random]",
        RG_GROUP,
        _Draw(rg.UniformDistribution(torch.tensor(0.2), torch.tensor(0.8))),
        [IMG],
        check=False,
        ref=f"{AUG}.random_generator.UniformDistribution",
        note="U(0.2, 0.8).rsample((B,)); sampled inside the graph",
    ),
    case(
        "DistributionWithMapper[random]",
        RG_GROUP,
        _Draw(
            rg.DistributionWithMapper(
                Normal(torch.tensor(0.0), torch.tensor(1.0)), map_fn=torch.sigmoid
            )
        ),
        [IMG],
        check=False,
        ref=f"{AUG}.random_generator.DistributionWithMapper",
        note="sigmoid(N(0, 1)).rsample((B,)); sampled inside the graph",
    ),
    case(
        "center_crop_generator",
        RG_GROUP,
        _ShapeCall(rg.center_crop_generator, (0, 2, 3), ((16, 20),)),
        [IMG],
        ref=f"{AUG}.random_generator.center_crop_generator",
        note="center_crop_generator(B, H, W, (16, 20)) on x.shape (deterministic)",
    ),
    case(
        "center_crop_generator3d",
        RG_GROUP,
        _ShapeCall(rg.center_crop_generator3d, (0, 2, 3, 4), ((6, 12, 12),)),
        [VOL],
        ref=f"{AUG}.random_generator.center_crop_generator3d",
        note="center_crop_generator3d(B, D, H, W, (6, 12, 12)) on x.shape (deterministic)",
    ),
    case(
        "utils.randperm[random]",
        RG_GROUP,
        _ShapeCall(randperm, (0,)),
        [IMG],
        check=False,
        ref=f"{AUG}.random_generator.utils.randperm",
        note="randperm(B) on x.shape (ensure_perm=True); sampled inside the graph",
    ),
]


# --- container.ops: one RandomAffine step through each data-type helper, params fed as inputs.
class _OpStep(nn.Module):
    """``<Ops>.<method>(wrap(x), module=aug, param=ParamItem(name, params))`` unwrapped."""

    def __init__(self, ops, method, aug, kind="tensor"):
        super().__init__()
        self.ops, self.method, self.aug, self.kind = ops, method, aug, kind

    def forward(self, x, params):
        if self.kind == "boxes":
            x = Boxes.from_tensor(x, mode="xyxy", validate_boxes=False)
        elif self.kind == "keypoints":
            x = Keypoints(x, False)
        out = getattr(self.ops, self.method)(x, module=self.aug, param=ParamItem("affine", params))
        if self.kind == "boxes":
            return out.to_tensor(mode="xyxy")
        if self.kind == "keypoints":
            return out.to_tensor()
        return out


def _affine():
    return K.RandomAffine(20.0, (0.1, 0.1), (0.9, 1.1), p=1.0)


_AFF = _affine()
_AFF_PARAMS = sample(lambda: _AFF.forward_parameters(IMG.shape))
OPS = "kornia.augmentation.container.ops"
for _ops, _method, _x, _kind in [
    ("InputSequentialOps", "transform", IMG, "tensor"),
    ("InputSequentialOps", "inverse", IMG, "tensor"),
    ("MaskSequentialOps", "transform", MASK, "tensor"),
    ("MaskSequentialOps", "inverse", MASK, "tensor"),
    ("BoxSequentialOps", "transform", BOXES_XYXY, "boxes"),
    ("BoxSequentialOps", "inverse", BOXES_XYXY, "boxes"),
    ("KeypointSequentialOps", "transform", KEYPOINTS, "keypoints"),
    ("KeypointSequentialOps", "inverse", KEYPOINTS, "keypoints"),
    ("ClassSequentialOps", "transform", LABEL, "tensor"),
]:
    CASES.append(
        fed_case(
            f"ops.{_ops}.{_method}",
            "augmentation.container",
            _OpStep(getattr(cops, _ops), _method, _AFF, _kind),
            [_x],
            ref=f"{OPS}.{_ops}.{_method}",
            params=_AFF_PARAMS,
            note=f"one RandomAffine step through {_ops}.{_method}",
        )
    )


class _SeqOps(nn.Module):
    """``AugmentationSequentialOps(keys).transform(img, mask, module=aug, param=...)``."""

    def __init__(self, aug):
        super().__init__()
        self.aug = aug
        self.ops = cops.AugmentationSequentialOps([DataKey.INPUT, DataKey.MASK])

    def forward(self, x, m, params):
        return self.ops.transform(
            x, m, module=self.aug, param=ParamItem("affine", params), extra_args={}
        )


CASES.append(
    fed_case(
        "ops.AugmentationSequentialOps.transform",
        "augmentation.container",
        _SeqOps(_AFF),
        [IMG, MASK],
        ref=f"{OPS}.AugmentationSequentialOps.transform",
        params=_AFF_PARAMS,
        note="(image, mask) through one RandomAffine step, data_keys=[input, mask]",
    )
)
_SEQ = K.ImageSequential(K.RandomBrightness((0.8, 1.2), p=1.0), K.RandomAffine(20.0, p=1.0))
CASES.append(
    case(
        "ops.make_input_only_sequential[random]",
        "augmentation.container",
        cops.make_input_only_sequential(_SEQ),
        [IMG],
        check=False,
        ref=f"{OPS}.make_input_only_sequential",
        note="the input-only callable of ImageSequential(RandomBrightness, "
        "RandomAffine); " + RANDOM_NOTE,
    )
)

# --- utils
CASES += [
    case(
        "utils.preprocess_classes",
        GROUP,
        preprocess_classes,
        [LABEL],
        ref=f"{AUG}.utils.helpers.preprocess_classes",
        note="class labels (B,), identity",
    ),
    case(
        "utils.preprocess_keypoints",
        GROUP,
        preprocess_keypoints,
        [KEYPOINTS],
        ref=f"{AUG}.utils.helpers.preprocess_keypoints",
        tags=("eager-fail",),
        note="(B, N, 2) keypoints; kornia 0.9.0 rejects every tensor here (its shape check "
        "compares shape[1:] with (2,)), so eager fails: kept as a finding",
    ),
]

# --- not probeable: base classes, records and plain-Python helpers
_BASE = (
    "abstract base class: not instantiable as an augmentation by itself; every concrete "
    "subclass in kornia.augmentation has its own cases"
)
SKIPS = {
    "AugmentationBase2D": _BASE,
    "AugmentationBase3D": _BASE,
    "GeometricAugmentationBase2D": _BASE,
    "GeometricAugmentationBase3D": _BASE,
    "IntensityAugmentationBase2D": _BASE,
    "IntensityAugmentationBase3D": _BASE,
    "MixAugmentationBaseV2": _BASE,
    "RigidAffineAugmentationBase2D": _BASE,
    "RigidAffineAugmentationBase3D": _BASE,
    "base.RandomGeneratorBase": _BASE,
    "auto.PolicyAugmentBase": _BASE,
    "auto.base.OperationBase": _BASE,
    "container.ImageSequentialBase": _BASE,
    "container.base.BasicSequentialBase": _BASE,
    "container.base.SequentialBase": _BASE,
    "container.ops.SequentialOpsInterface": "abstract interface of the container.ops helpers "
    "(each concrete helper has cases)",
    "auto.base.TransformMatrixMinIn": "mixin that stores transformation matrices; no forward",
    "auto.base.ParamItem": "parameter record (NamedTuple), no computation",
    "container.params.PatchParamItem": "parameter record (NamedTuple), no computation",
    "base.override_parameters": "merges keyword overrides into a params dict; plain Python, "
    "no tensor computation",
    "container.ops.get_geometric_only_param": "filters a list of ParamItem by module type; "
    "plain Python, no tensor computation",
    "utils.deepcopy_dict": "copies a params dict; plain Python, no tensor computation",
    "utils.helpers.MultiprocessWrapper": "mixin making a class picklable for 'spawn' "
    "multiprocessing; no computation of its own",
}
for _path, _why in SKIPS.items():
    CASES.append(skipped(_path, GROUP, f"{AUG}.{_path}", _why))
