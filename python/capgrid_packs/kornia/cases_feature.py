"""kornia.feature cases: responses, LAF utilities, orientation/affine shape, descriptors,
detectors, learned models and matchers.

Every learned model is built with random initialisation: no weight is ever downloaded (this
machine has no network, and a pretrained checkpoint is not what the export probe measures).
Classes whose constructors hard-wire ``pretrained=True`` for a sub-module (the integrated
pipelines, LightGlueMatcher) are built inside :func:`_random_init`, which swaps, for the duration
of the constructor only, those sub-module factories in ``kornia.feature.integrated`` for ones that
pass ``pretrained=False`` (LightGlue: ``features=None`` with the feature's dimensions). The
architecture is unchanged; the notes say "random init". Inputs are small (32-64 px) images.
"""

from __future__ import annotations

import contextlib
import types
from collections.abc import Iterator

import kornia.feature as F
import torch
from kornia.feature import integrated as _integrated
from kornia.feature import laf as LAF
from kornia.feature import siftdesc as _siftdesc
from kornia.feature.dedode import encoder as _dedode_encoder
from kornia.feature.dedode import vgg as _dedode_vgg
from kornia.feature.lightglue import LightGlue
from kornia.feature.matching import DescriptorMatcherWithSteerer
from kornia.feature.scale_space_detector import get_default_detector_config
from kornia.feature.sold2.structures import DetectorCfg, LineDetectorCfg
from kornia.feature.steerers import DiscreteSteerer

from ._kit import Section, img, lafs, pixel_homography, rand, randn

CASES: list = []
# Modules built outside _seeded below (e.g. SIFTFeature, ScaleSpaceDetector) may draw from the
# global RNG while initialising; seed it for reproducible weights and restore it at the end of
# this module, so importing the pack leaves the caller's RNG state untouched.
_RNG_STATE = torch.get_rng_state()
torch.manual_seed(20260)
_resp = Section(CASES, "feature.responses", "feature.", "kornia.feature.")
_laf = Section(CASES, "feature.laf", "feature.", "kornia.feature.")
_ori = Section(CASES, "feature.orientation_affine", "feature.", "kornia.feature.")
_desc = Section(CASES, "feature.descriptors", "feature.", "kornia.feature.")
_det = Section(CASES, "feature.detectors", "feature.", "kornia.feature.")
_mod = Section(CASES, "feature.models", "feature.", "kornia.feature.")
_mat = Section(CASES, "feature.matching", "feature.", "kornia.feature.")

RI = "random init"
H, W = 32, 40
IMG = img(2, 3, H, W, seed=201)
GRAY = img(2, 1, H, W, seed=202)
GRAY1 = img(1, 1, H, W, seed=203)
GRAY64 = img(1, 1, 64, 64, seed=204)
RGB64 = img(1, 3, 64, 64, seed=205)
LAFS = lafs(2, 6, seed=206)
LAFS1 = LAFS[:1]
PATCH32 = rand(6, 1, 32, 32, seed=207)
PATCH41 = rand(4, 1, 41, 41, seed=208)
PATCH19 = rand(6, 1, 19, 19, seed=209)


@contextlib.contextmanager
def _random_init() -> Iterator[None]:
    """Build integrated pipelines with random sub-module weights instead of downloading."""

    def no_weights(cls):
        def make(*args, **kwargs):
            if args:
                args = (False, *args[1:])  # first positional of these classes is `pretrained`
            else:
                kwargs["pretrained"] = False
            return cls(*args, **kwargs)

        return make

    def lightglue_random(features, **conf):
        dims = {k: v for k, v in LightGlue.features.get(features, {}).items() if k != "weights"}
        return LightGlue(None, **{**dims, "n_layers": 2, **conf})

    saved = {
        n: getattr(_integrated, n)
        for n in ("HardNet", "OriNet", "LAFAffNetShapeEstimator", "KeyNetDetector", "LightGlue")
    }
    try:
        for n in ("HardNet", "OriNet", "LAFAffNetShapeEstimator", "KeyNetDetector"):
            setattr(_integrated, n, no_weights(saved[n]))
        _integrated.LightGlue = lightglue_random
        yield
    finally:
        for n, v in saved.items():
            setattr(_integrated, n, v)


@contextlib.contextmanager
def _vgg_features_only() -> Iterator[None]:
    """DeDoDe keeps only ``vgg19_bn().features[:40]`` and discards the classifier, whose random
    init (a 25088x4096 Linear, twice) costs seconds at import. Build the same feature layers with
    VGG's own init scheme for convolutions and batch norms, and no classifier."""

    def features_only(**_kwargs):
        feats = _dedode_vgg.make_layers(_dedode_vgg.cfgs["E"], batch_norm=True)
        for m in feats.modules():
            if isinstance(m, torch.nn.Conv2d):
                torch.nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
                torch.nn.init.zeros_(m.bias)
            elif isinstance(m, torch.nn.BatchNorm2d):
                torch.nn.init.ones_(m.weight)
                torch.nn.init.zeros_(m.bias)
        return types.SimpleNamespace(features=feats)

    saved = _dedode_encoder.vgg19_bn
    _dedode_encoder.vgg19_bn = features_only
    try:
        yield
    finally:
        _dedode_encoder.vgg19_bn = saved


def _seeded(seed: int, build):
    """Random init that does not depend on (or disturb) the global RNG state."""
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        with _random_init(), _vgg_features_only():
            m = build()
    return m.eval()


# -- responses --------------------------------------------------------------------------------
_SIG = torch.tensor([1.0, 1.6])
_resp.add("harris_response", F.harris_response, [IMG])
_resp.add(
    "harris_response[sigmas]",
    lambda x, sg: F.harris_response(x, 0.04, "sobel", sg),
    [IMG, _SIG],
    note="sigmas (B,) live",
)
_resp.add("harris_response[diff]", F.harris_response, [IMG], {"grads_mode": "diff"})
_resp.add(
    "harris_response[k_tensor]", lambda x, k: F.harris_response(x, k), [IMG, torch.tensor(0.05)]
)
_resp.add("gftt_response", F.gftt_response, [IMG])
_resp.add(
    "gftt_response[sigmas]",
    lambda x, sg: F.gftt_response(x, "sobel", sg),
    [IMG, _SIG],
    ref="kornia.feature.gftt_response",
    note="sigmas (B,) live",
)
_resp.add("hessian_response", F.hessian_response, [IMG])
_resp.add("hessian_response[diff]", F.hessian_response, [IMG], {"grads_mode": "diff"})
_LEVELS = rand(2, 1, 4, H, W, seed=210)
_resp.add("dog_response", F.dog_response, [_LEVELS], note="input is (B, C, L, H, W) scale levels")
_resp.add("dog_response_single", F.dog_response_single, [GRAY])
_resp.add(
    "dog_response_single[sigmas]", F.dog_response_single, [GRAY], {"sigma1": 1.2, "sigma2": 2.0}
)
_resp.add("CornerHarris", F.CornerHarris(0.04), [IMG])
_resp.add("CornerHarris[sigmas]", F.CornerHarris(0.04), [IMG, _SIG])
_resp.add("CornerGFTT", F.CornerGFTT(), [IMG])
_resp.add("BlobHessian", F.BlobHessian(), [GRAY])
_resp.add(
    "BlobDoG", F.BlobDoG(), [_LEVELS], note="docstring says (B,C,H,W) but dog_response requires 5-D"
)
_resp.add("BlobDoGSingle", F.BlobDoGSingle(), [GRAY])
_resp.add("BlobHessian[batch2,rgb]", F.BlobHessian(), [IMG])

# -- LAF utilities ----------------------------------------------------------------------------
_XY = LAF.get_laf_center(LAFS)
# in float64, then float32: a float32 sqrt's last bits depend on the CPU (MKL's instruction
# set), and so would the fingerprint
_SC = LAF.get_laf_scale(LAFS.double()).float()
_OR = LAF.get_laf_orientation(LAFS)
_laf.add("laf_from_center_scale_ori", F.laf_from_center_scale_ori, [_XY, _SC, _OR])
_laf.add(
    "laf_from_center_scale_ori[xy-only]",
    F.laf_from_center_scale_ori,
    [_XY],
    note="scale/ori default",
)
_laf.add("get_laf_scale", F.get_laf_scale, [LAFS])
_laf.add("get_laf_center", F.get_laf_center, [LAFS])
_laf.add("get_laf_orientation", F.get_laf_orientation, [LAFS])
_laf.add("set_laf_orientation", F.set_laf_orientation, [LAFS, rand(2, 6, 1, seed=211, hi=180)])
_laf.add("rotate_laf", F.rotate_laf, [LAFS, rand(2, 6, 1, seed=212, hi=90)])
_laf.add("scale_laf", F.scale_laf, [LAFS], {"scale_coef": 2.0}, note="scale_coef float baked")
_laf.add(
    "scale_laf[tensor]",
    F.scale_laf,
    [LAFS, rand(2, 6, 1, 1, seed=213, lo=0.5, hi=2.0)],
    note="scale_coef (B,N,1,1) live",
)
_laf.add("make_upright", F.make_upright, [LAFS])
_ELL = torch.cat(
    [_XY, rand(2, 6, 3, seed=214, lo=0.02, hi=0.05) * torch.tensor([1.0, 0.1, 1.0])], -1
)
_laf.add("ellipse_to_laf", F.ellipse_to_laf, [_ELL])
_laf.add(
    "laf_to_boundary_points", F.laf_to_boundary_points, [LAFS], {"n_pts": 12}, note="n_pts baked"
)
_laf.add(
    "get_laf_pts_to_draw",
    F.laf.get_laf_pts_to_draw,
    [LAFS],
    ref="kornia.feature.laf.get_laf_pts_to_draw",
    note="returns two Python lists: no tensor output by design",
)
_laf.add("denormalize_laf", F.denormalize_laf, [F.normalize_laf(LAFS, IMG), IMG])
_laf.add("normalize_laf", F.normalize_laf, [LAFS, IMG])
_laf.add(
    "laf.generate_patch_grid_from_normalized_LAF",
    LAF.generate_patch_grid_from_normalized_LAF,
    [IMG, F.normalize_laf(LAFS, IMG)],
    {"PS": 16},
    ref="kornia.feature.laf.generate_patch_grid_from_normalized_LAF",
    note="PS baked",
)
_laf.add(
    "extract_patches_simple", F.extract_patches_simple, [GRAY, LAFS], {"PS": 16}, note="PS baked"
)
_laf.add("extract_patches_simple[rgb,batch2]", F.extract_patches_simple, [IMG, LAFS], {"PS": 16})
_laf.add(
    "extract_patches_from_pyramid",
    F.extract_patches_from_pyramid,
    [GRAY, LAFS],
    {"PS": 16},
    note="PS baked",
)
_laf.add(
    "extract_patches_from_pyramid[big_lafs]",
    F.extract_patches_from_pyramid,
    [GRAY, F.scale_laf(LAFS, 3.0)],
    {"PS": 8},
    note="LAFs much larger than PS: pyramid levels",
)
_laf.add("laf_is_valid", F.laf_is_valid, [LAFS], note="bool (B,N) output")
_laf.add(
    "laf_is_filled",
    F.laf_is_filled,
    [torch.cat([LAFS, torch.zeros(2, 2, 2, 3)], 1)],
    note="two all-zero padding LAFs",
)
_laf.add("laf_is_inside_image", F.laf_is_inside_image, [LAFS, IMG], note="bool output")
_laf.add("laf_to_three_points", F.laf_to_three_points, [LAFS])
_laf.add("laf_from_three_points", F.laf_from_three_points, [F.laf_to_three_points(LAFS)])
_laf.add(
    "perspective_transform_lafs",
    F.perspective_transform_lafs,
    [pixel_homography(2, seed=215), LAFS],
)
_laf.add(
    "KORNIA_CHECK_LAF",
    F.KORNIA_CHECK_LAF,
    [LAFS],
    ref="kornia.core.check.KORNIA_CHECK_LAF",
    note="validation helper; returns a Python bool, no tensor output",
)

# -- orientation / affine shape ---------------------------------------------------------------
_ori.add("PassLAF", F.PassLAF(), [LAFS, GRAY])
_ori.add("PatchDominantGradientOrientation", F.PatchDominantGradientOrientation(32), [PATCH32])
_ori.add("OriNet", _seeded(1, lambda: F.OriNet(False)), [PATCH32], note=RI)
_ori.add("LAFOrienter", F.LAFOrienter(19), [LAFS, GRAY], note="patch_size=19 (default PDGO)")
_ori.add(
    "LAFOrienter[OriNet]",
    _seeded(2, lambda: F.LAFOrienter(angle_detector=F.OriNet(False))),
    [LAFS, GRAY],
    note=RI,
)
_ori.add("PatchAffineShapeEstimator", F.PatchAffineShapeEstimator(19), [PATCH19])
_ori.add("LAFAffineShapeEstimator", F.LAFAffineShapeEstimator(19), [LAFS, GRAY])
_ori.add(
    "LAFAffineShapeEstimator[no_preserve_orientation]",
    F.LAFAffineShapeEstimator(19, preserve_orientation=False),
    [LAFS, GRAY],
)
_ori.add(
    "LAFAffNetShapeEstimator",
    _seeded(3, lambda: F.LAFAffNetShapeEstimator(False)),
    [LAFS, GRAY],
    note=RI,
)

# -- descriptors ------------------------------------------------------------------------------
_desc.add("SIFTDescriptor", F.SIFTDescriptor(41), [PATCH41], note="patch_size=41 default; rootsift")
_desc.add("SIFTDescriptor[32,no-rootsift]", F.SIFTDescriptor(32, rootsift=False), [PATCH32])
_desc.add(
    "siftdesc.sift_describe",
    _siftdesc.sift_describe,
    [PATCH32],
    {"patch_size": 32},
    ref="kornia.feature.siftdesc.sift_describe",
)
_desc.add(
    "siftdesc.get_sift_pooling_kernel",
    _siftdesc.get_sift_pooling_kernel,
    [],
    {"ksize": 9},
    ref="kornia.feature.siftdesc.get_sift_pooling_kernel",
    note="ksize baked; fully constant graph",
)
_desc.add(
    "siftdesc.get_sift_bin_ksize_stride_pad",
    lambda: torch.tensor(_siftdesc.get_sift_bin_ksize_stride_pad(32, 4)),
    [],
    ref="kornia.feature.siftdesc.get_sift_bin_ksize_stride_pad",
    note="pure Python integer arithmetic: fully constant graph",
)
# in float64, then float32: a float32 SIFT descriptor's last bits (sqrt, convolutions) depend on
# the CPU (MKL's instruction set), and so would the fingerprint
_SIFTD = F.SIFTDescriptor(32).double()(PATCH32.double()).float()
_desc.add(
    "convert_sift_descriptor_layout",
    F.convert_sift_descriptor_layout,
    [_SIFTD],
    {"source": "kornia", "target": "opencv"},
)
_desc.add(
    "convert_sift_descriptor_layout[opencv->kornia]",
    F.convert_sift_descriptor_layout,
    [_SIFTD],
    {"source": "opencv", "target": "kornia"},
)
_desc.add("DenseSIFTDescriptor", F.DenseSIFTDescriptor(), [GRAY])
_desc.add("SIFTDescriptorFromPyramid", F.SIFTDescriptorFromPyramid(), [GRAY, LAFS])
_desc.add("MKDDescriptor[no-whitening]", F.MKDDescriptor(32, whitening=None), [PATCH32])
_desc.add(
    "MKDDescriptor[polar,no-whitening]",
    F.MKDDescriptor(32, kernel_type="polar", whitening=None),
    [PATCH32],
)
_desc.skip(
    "MKDDescriptor",
    "default whitening='pcawt' needs downloaded whitening weights "
    "(mkd-concat-64.pth); the no-whitening variants probe the same descriptor graph",
)
_desc.add("HardNet", _seeded(4, lambda: F.HardNet(False)), [PATCH32], note=RI)
_desc.add("HardNet8", _seeded(5, lambda: F.HardNet8(False)), [PATCH32], note=RI)
_desc.add("HyNet", _seeded(6, lambda: F.HyNet(False)), [PATCH32], note=RI)
_desc.add("TFeat", _seeded(7, lambda: F.TFeat(False)), [PATCH32], note=RI)
_desc.add("SOSNet", _seeded(8, lambda: F.SOSNet(False)), [PATCH32], note=RI)
_desc.add("FilterResponseNorm2d", F.FilterResponseNorm2d(8), [randn(2, 8, 6, 6, seed=216)])
_desc.add("TLU", F.TLU(8), [randn(2, 8, 6, 6, seed=217)])
_desc.add(
    "LAFDescriptor",
    _seeded(9, lambda: F.LAFDescriptor(F.HardNet(False))),
    [GRAY, LAFS],
    note="HardNet, " + RI,
)
_desc.add(
    "LAFDescriptor[SIFT,rgb]",
    F.LAFDescriptor(F.SIFTDescriptor(32), 32),
    [IMG, LAFS],
    note="grayscale_descriptor=True converts rgb",
)
_desc.add(
    "get_laf_descriptors",
    lambda im, lf: F.get_laf_descriptors(im, lf, _SIFT32, 32),
    [GRAY, LAFS],
    ref="kornia.feature.get_laf_descriptors",
    note="SIFTDescriptor(32)",
)
_SIFT32 = F.SIFTDescriptor(32)
_STEER = DiscreteSteerer(
    torch.linalg.matrix_exp(torch.tensor([[0.0, -1.0], [1.0, 0.0]]) * 0.5).kron(torch.eye(4))
)
_DESC8 = randn(2, 10, 8, seed=218)
_desc.add(
    "steerers.DiscreteSteerer", _STEER, [_DESC8], ref="kornia.feature.steerers.DiscreteSteerer"
)
_desc.add(
    "steerers.DiscreteSteerer.steer_descriptions",
    _STEER,
    [_DESC8],
    {"steerer_power": 3, "normalize": True},
    method="steer_descriptions",
    ref="kornia.feature.steerers.DiscreteSteerer.steer_descriptions",
)
_desc.add(
    "steerers.DiscreteSteerer.create_dedode_default",
    DiscreteSteerer.create_dedode_default("C4"),
    [randn(2, 10, 256, seed=219)],
    ref="kornia.feature.steerers.DiscreteSteerer.create_dedode_default",
    note="the steerer the classmethod builds (C4 generator)",
)

# -- detectors --------------------------------------------------------------------------------
_det.add(
    "ScaleSpaceDetector",
    F.ScaleSpaceDetector(32),
    [GRAY64],
    note="num_features=32 baked; default ScalePyramid(3,1.6,15) + BlobHessian + ConvSoftArgmax3d",
)
_det.add(
    "ScaleSpaceDetector[mask]",
    F.ScaleSpaceDetector(32),
    [GRAY64, (rand(1, 1, 64, 64, seed=220) > 0.2).float()],
    note="mask live",
)
_det.add(
    "ScaleSpaceDetector[CornerGFTT,affine]",
    F.ScaleSpaceDetector(32, resp_module=F.CornerGFTT(), aff_module=F.LAFAffineShapeEstimator(19)),
    [GRAY64],
)
_det.add(
    "MultiResolutionDetector",
    F.MultiResolutionDetector(F.BlobHessian(), 32),
    [GRAY64],
    note="BlobHessian response; num_features=32",
)
_det.add(
    "MultiResolutionDetector.detect",
    F.MultiResolutionDetector(F.BlobHessian(), 32),
    [GRAY64],
    method="detect",
)
_det.add("KeyNet", _seeded(10, lambda: F.KeyNet(False)), [GRAY64], note=RI + "; dense response map")
_det.add(
    "KeyNetDetector",
    _seeded(11, lambda: F.KeyNetDetector(False, num_features=32)),
    [GRAY64],
    note=RI,
)
_det.add("SIFTFeature", F.SIFTFeature(32).eval(), [GRAY64], note="num_features=32")
_det.add(
    "SIFTFeature[upright]",
    F.SIFTFeature(32, upright=True).eval(),
    [GRAY64],
    note="RGB input is rejected eagerly, so gray",
)
_det.add(
    "SIFTFeature[pyramid_descriptor]",
    F.SIFTFeature(32, descriptor_backend="pyramid").eval(),
    [GRAY64],
)
_det.add("SIFTFeatureScaleSpace", F.SIFTFeatureScaleSpace(32).eval(), [GRAY64])
_det.add("GFTTAffNetHardNet", _seeded(12, lambda: F.GFTTAffNetHardNet(32)), [GRAY64], note=RI)
_det.add("HesAffNetHardNet", _seeded(13, lambda: F.HesAffNetHardNet(32)), [GRAY64], note=RI)
_det.add("DoGHardNet", _seeded(14, lambda: F.DoGHardNet(32)), [GRAY64], note=RI)
_det.add("DoGAffNetHardNet", _seeded(15, lambda: F.DoGAffNetHardNet(32)), [GRAY64], note=RI)
_det.add("KeyNetHardNet", _seeded(16, lambda: F.KeyNetHardNet(32)), [GRAY64], note=RI)
_det.add("KeyNetAffNetHardNet", _seeded(17, lambda: F.KeyNetAffNetHardNet(32)), [GRAY64], note=RI)
_det.add(
    "LocalFeature",
    F.LocalFeature(F.ScaleSpaceDetector(32), F.LAFDescriptor(_SIFT32, 32)),
    [GRAY64],
    note="ScaleSpaceDetector + SIFT",
)
_det.add(
    "scale_space_detector.get_default_detector_config",
    lambda: torch.tensor(float(get_default_detector_config()["nms_size"])),
    [],
    ref="kornia.feature.scale_space_detector.get_default_detector_config",
    note="returns a config dict of Python numbers: fully constant graph",
)

# -- learned models ---------------------------------------------------------------------------
# The models in capitals (DISK, DEDODE, SOLD2_DETECTOR, SOLD2, DEFMO, LOFTR) and the inputs
# RGB64 and GRAY64 are this module's public names: cases_feature_internals probes their
# sub-modules on these instances rather than building a second copy of each network.
DISK = _seeded(18, lambda: F.DISK())


def _disk_feats(m, n):
    def run(x):
        feats = m(x, n=n)
        return [t for f in feats for t in (f.keypoints, f.descriptors, f.detection_scores)]

    return run


_mod.add(
    "DISK",
    _disk_feats(DISK, 32),
    [RGB64],
    ref="kornia.feature.DISK",
    note=RI + "; n=32 top-k; H,W %16",
)
_mod.add(
    "DISK[n=None]",
    _disk_feats(DISK, None),
    [RGB64],
    ref="kornia.feature.DISK",
    note="all NMS maxima (data-dependent count)",
)
_mod.add(
    "DISK.heatmap_and_dense_descriptors",
    DISK,
    [RGB64],
    method="heatmap_and_dense_descriptors",
    note="dense head only",
)
_mod.add(
    "DISKFeatures",
    lambda k, d, s: (lambda f: (f.x, f.y, f.n))(F.DISKFeatures(k, d, s)),
    [rand(8, 2, seed=221) * 60, randn(8, 128, seed=222), rand(8, seed=223)],
    note="result dataclass: x, y and n accessors",
)
DEDODE = _seeded(19, lambda: F.DeDoDe("L", "B", amp_dtype=torch.float32))
_DD = "kornia.feature.DeDoDe"
_mod.add(
    "DeDoDe",
    DEDODE,
    [RGB64],
    {"n": 32},
    note=RI + "; detector L + descriptor B (VGG19 features; unused classifier not built), "
    "float32; n=32",
)
_mod.add(
    "DeDoDe[no-imagenet-norm]",
    DEDODE,
    [RGB64],
    {"n": 32, "apply_imagenet_normalization": False},
    note="bypasses kornia.enhance.Normalize ONNX guard",
)
_mod.add("DeDoDe.detect", DEDODE, [RGB64], {"n": 32}, method="detect", ref=_DD + ".detect")
_mod.add(
    "DeDoDe.detect[no-imagenet-norm]",
    DEDODE,
    [RGB64],
    {"n": 32, "apply_imagenet_normalization": False},
    method="detect",
    ref=_DD + ".detect",
)
_KPN = rand(1, 16, 2, seed=224, lo=-0.9, hi=0.9)
_mod.add(
    "DeDoDe.describe",
    DEDODE,
    [RGB64, _KPN],
    method="describe",
    ref=_DD + ".describe",
    note="keypoints normalised [-1,1]",
)
_mod.add(
    "DeDoDe.describe[no-imagenet-norm]",
    DEDODE,
    [RGB64, _KPN],
    {"apply_imagenet_normalization": False},
    method="describe",
    ref=_DD + ".describe",
)
_ALIKED = _seeded(20, lambda: F.ALIKED("aliked-t16", max_num_keypoints=32))
_mod.add(
    "ALIKED",
    lambda x: [t for f in _ALIKED(x) for t in (f.keypoints, f.descriptors, f.keypoint_scores)],
    [RGB64],
    ref="kornia.feature.ALIKED",
    note=RI + "; aliked-t16; max_num_keypoints=32",
)
_mod.add("ALIKED.forward_laf", _ALIKED, [RGB64], method="forward_laf")
_mod.add(
    "ALIKED.extract_dense_map",
    _ALIKED,
    [RGB64],
    method="extract_dense_map",
    note="dense backbone incl. deformable conv",
)
_mod.add(
    "ALIKEDFeatures",
    lambda k, d, s: F.ALIKEDFeatures(k, d, s).descriptors,
    [rand(8, 2, seed=225), randn(8, 128, seed=226), rand(8, seed=227)],
    note="result dataclass constructor",
)
_XFEAT = _seeded(21, lambda: F.XFeat(top_k=32))
_XF = "kornia.feature.XFeat"
_mod.add(
    "XFeatModel",
    _seeded(22, lambda: F.XFeatModel()),
    [RGB64],
    note=RI + "; dense backbone (feats, keypoints, heatmap); H,W %32",
)
_mod.add(
    "XFeat.detectAndCompute",
    lambda x: [t for d in _XFEAT.detectAndCompute(x) for t in d.values()],
    [RGB64],
    ref=_XF + ".detectAndCompute",
    note="top_k=32",
)
_mod.add(
    "XFeat.detectAndComputeDense",
    _XFEAT,
    [RGB64],
    {"multiscale": False},
    method="detectAndComputeDense",
    ref=_XF + ".detectAndComputeDense",
)
_RGB64B = img(1, 3, 64, 64, seed=228)
_mod.add(
    "XFeat.match_xfeat", _XFEAT, [RGB64, _RGB64B], method="match_xfeat", ref=_XF + ".match_xfeat"
)
_mod.add(
    "XFeat.match_xfeat_star",
    _XFEAT,
    [RGB64, _RGB64B],
    method="match_xfeat_star",
    ref=_XF + ".match_xfeat_star",
)
_mod.add(
    "InterpolateSparse2d",
    lambda x, p: F.InterpolateSparse2d()(x, p, 64, 64),
    [randn(1, 8, 16, 16, seed=229), rand(1, 10, 2, seed=230) * 63],
    ref="kornia.feature.InterpolateSparse2d",
    note="H,W baked",
)
# Small detector config: a random-init heatmap is "line" almost everywhere, and the default
# junction refinement then dominates (seconds per image); the network graph is unchanged.
_SOLD2_CFG = {
    "max_num_junctions": 16,
    "line_detector_cfg": LineDetectorCfg(use_junction_refinement=False),
}
SOLD2_DETECTOR = _seeded(23, lambda: F.SOLD2_detector(False, DetectorCfg(**_SOLD2_CFG)))
SOLD2 = _seeded(24, lambda: F.SOLD2(False, DetectorCfg(**_SOLD2_CFG)))
_SOLD2_NOTE = "; small config: max_num_junctions=16, no junction refinement"


def _dict_tensors(out):
    return [v for v in out.values() if isinstance(v, torch.Tensor)] + [
        t
        for v in out.values()
        if isinstance(v, (list, tuple))
        for t in v
        if isinstance(t, torch.Tensor)
    ]


_mod.add(
    "SOLD2_detector",
    lambda x: _dict_tensors(SOLD2_DETECTOR(x)),
    [GRAY64],
    ref="kornia.feature.SOLD2_detector",
    note=RI + _SOLD2_NOTE + "; returns line segments + heatmaps",
)
_mod.add(
    "SOLD2",
    lambda x: _dict_tensors(SOLD2(x)),
    [GRAY64],
    ref="kornia.feature.SOLD2",
    note=RI + _SOLD2_NOTE,
)
_mod.add(
    "SOLD2.match",
    lambda a, b, da, db: SOLD2.match(a, b, da, db),
    [
        torch.tensor([[[10.0, 10.0], [40.0, 40.0]], [[5.0, 50.0], [50.0, 5.0]]]),
        torch.tensor([[[12.0, 11.0], [41.0, 42.0]]]),
        randn(1, 128, 16, 16, seed=231),
        randn(1, 128, 16, 16, seed=232),
    ],
    ref="kornia.feature.SOLD2.match",
    note="line matcher on random dense descriptors",
)
DEFMO = _seeded(25, lambda: F.DeFMO(False))
_mod.add(
    "DeFMO",
    DEFMO,
    [rand(1, 6, 32, 32, seed=233)],
    note=RI + "; image + background stacked (B,6,H,W); 32x32 (43M-parameter model)",
)

# -- matching ---------------------------------------------------------------------------------
D1 = torch.nn.functional.normalize(randn(10, 16, seed=234), dim=-1)
D2 = torch.nn.functional.normalize(
    torch.cat([D1[:7] + randn(7, 16, seed=235, std=0.05), randn(5, 16, seed=236)], 0), dim=-1
)
DM = torch.cdist(D1, D2)
L1 = lafs(1, 10, seed=237, h=64, w=64)
L2 = lafs(1, 12, seed=238, h=64, w=64)
_mat.add("match_nn", F.match_nn, [D1, D2])
_mat.add("match_nn[dm]", F.match_nn, [D1, D2, DM], note="dm passed live (bypasses torch.cdist)")
_mat.add("match_mnn", F.match_mnn, [D1, D2])
_mat.add("match_mnn[dm]", F.match_mnn, [D1, D2, DM], note="dm passed live")
_mat.add("match_snn", F.match_snn, [D1, D2], {"th": 0.9})
_mat.add(
    "match_snn[dm]",
    lambda a, b, d: F.match_snn(a, b, 0.9, d),
    [D1, D2, DM],
    ref="kornia.feature.match_snn",
    note="dm passed live",
)
_mat.add("match_smnn", F.match_smnn, [D1, D2], {"th": 0.95})
_mat.add(
    "match_smnn_batched",
    F.match_smnn_batched,
    [D1[None].repeat(2, 1, 1), D2[None].repeat(2, 1, 1)],
    {"th": 0.95},
)
_mat.add("match_fginn", F.match_fginn, [D1, D2, L1, L2], {"th": 0.9})
_mat.add("match_fginn[mutual]", F.match_fginn, [D1, D2, L1, L2], {"th": 0.9, "mutual": True})
_mat.add(
    "match_adalam",
    lambda a, b, la, lb: F.match_adalam(a, b, la, lb, hw1=(64, 64), hw2=(64, 64)),
    [D1, D2, L1, L2],
    ref="kornia.feature.match_adalam",
    note="hw baked",
)
_mat.add("DescriptorMatcher[nn]", F.DescriptorMatcher("nn"), [D1, D2])
_mat.add("DescriptorMatcher[mnn]", F.DescriptorMatcher("mnn"), [D1, D2])
_mat.add("DescriptorMatcher[snn]", F.DescriptorMatcher("snn", 0.9), [D1, D2])
_mat.add("DescriptorMatcher[smnn]", F.DescriptorMatcher("smnn", 0.95), [D1, D2])
_mat.add(
    "GeometryAwareDescriptorMatcher[fginn]",
    F.GeometryAwareDescriptorMatcher("fginn"),
    [D1, D2, L1, L2],
)
_mat.add(
    "GeometryAwareDescriptorMatcher[adalam]",
    F.GeometryAwareDescriptorMatcher("adalam"),
    [D1, D2, L1, L2],
)
_STEER16 = DiscreteSteerer(
    torch.linalg.matrix_exp(torch.tensor([[0.0, -1.0], [1.0, 0.0]]) * 0.3).kron(torch.eye(8))
)
_mat.add(
    "matching.DescriptorMatcherWithSteerer[global]",
    DescriptorMatcherWithSteerer(_STEER16, 4, "global", "mnn"),
    [D1, D2],
    ref="kornia.feature.matching.DescriptorMatcherWithSteerer",
)
_mat.add(
    "matching.DescriptorMatcherWithSteerer[local]",
    DescriptorMatcherWithSteerer(_STEER16, 4, "local", "mnn"),
    [D1, D2],
    ref="kornia.feature.matching.DescriptorMatcherWithSteerer",
)
LOFTR = _seeded(26, lambda: F.LoFTR(None))


def _loftr(a, b):
    out = LOFTR({"image0": a, "image1": b})
    return out["keypoints0"], out["keypoints1"], out["confidence"], out["batch_indexes"]


_mat.add(
    "LoFTR",
    _loftr,
    [img(1, 1, 64, 80, seed=239), img(1, 1, 64, 80, seed=240)],
    ref="kornia.feature.LoFTR",
    note=RI + "; gray 1x1x64x80 pair",
)
_LG_CONF = {"input_dim": 128, "n_layers": 2}
_LG = _seeded(27, lambda: LightGlue(None, **_LG_CONF))
_LG_NP = _seeded(
    27, lambda: LightGlue(None, depth_confidence=-1, width_confidence=-1, flash=False, **_LG_CONF)
)
_KP0 = rand(1, 16, 2, seed=241) * 63
_KP1 = rand(1, 20, 2, seed=242) * 63
_DS0 = randn(1, 16, 128, seed=243)
_DS1 = randn(1, 20, 128, seed=244)
_SIZE = torch.tensor([[64.0, 64.0]])


def _lightglue(m):
    def run(k0, d0, k1, d1, s):
        out = m(
            {
                "image0": {"keypoints": k0, "descriptors": d0, "image_size": s},
                "image1": {"keypoints": k1, "descriptors": d1, "image_size": s},
            }
        )
        return out["matches0"], out["matching_scores0"]

    return run


_mat.add(
    "LightGlue",
    _lightglue(_LG),
    [_KP0, _DS0, _KP1, _DS1, _SIZE],
    ref="kornia.feature.LightGlue",
    note=RI + "; disk dims, 2 layers (small config); default early-exit/pruning",
)
_mat.add(
    "LightGlue[no-prune]",
    _lightglue(_LG_NP),
    [_KP0, _DS0, _KP1, _DS1, _SIZE],
    ref="kornia.feature.LightGlue",
    note="depth_confidence=-1, width_confidence=-1, flash=False; " + RI,
)
_LGM = _seeded(28, lambda: F.LightGlueMatcher("disk"))
_mat.add(
    "LightGlueMatcher",
    lambda a, b, la, lb: _LGM(a, b, la, lb, (64, 64), (64, 64)),
    [_DS0[0], _DS1[0], lafs(1, 16, seed=245, h=64, w=64), lafs(1, 20, seed=246, h=64, w=64)],
    ref="kornia.feature.LightGlueMatcher",
    note="hw baked; " + RI + " (2 layers)",
)
_LFM = F.LocalFeatureMatcher(F.SIFTFeature(32), F.DescriptorMatcher("snn", 0.9)).eval()


def _lfm(a, b):
    out = _LFM({"image0": a, "image1": b})
    return out["keypoints0"], out["keypoints1"], out["batch_indexes"]


_mat.add(
    "LocalFeatureMatcher",
    _lfm,
    [GRAY64, img(1, 1, 64, 64, seed=247)],
    ref="kornia.feature.LocalFeatureMatcher",
    note="SIFTFeature(32) + snn matcher; dict in/out",
)
_mat.skip(
    "OnnxLightGlue",
    "wraps an onnxruntime session around a downloaded .onnx file; not a "
    "torch graph (another runtime)",
)

torch.set_rng_state(_RNG_STATE)
