"""kornia.contrib: patches, connected components, distance transform, diamond-square, histogram
matching, KMeans, Lambda, super-resolution, and the model wrappers (face, edge and object
detectors, box filtering, image stitching, visual prompter). Models are random init (no
downloads) and small; the notes say where a configuration was shrunk."""

from __future__ import annotations

import contextlib
import copy

import kornia.contrib as KCt
import kornia.feature as KFe
import torch
from kornia.contrib import face_detection as _fd
from kornia.contrib import object_detection as _od
from kornia.contrib.visual_prompter import VisualPrompter
from kornia.models.processors import ResizePreProcessor
from kornia.models.rt_detr import DETRPostProcessor, RTDETRConfig
from kornia.models.sam import SamConfig

from capgrid import case

from ._kit import binary, gen, img, note_random_init, rand, seeded

G, GP, GW = "contrib", "contrib.patches", "contrib.wrappers"
R = "kornia.contrib."
X = img(seed=200)
X1 = img(1, 3, 32, 40, seed=201)
BIN = binary(1, 1, 24, 24, seed=202, p=0.4)


def _c(name, group, target, inputs, kwargs=None, *, ref, **kw):
    return case(f"contrib.{name}", group, target, inputs, kwargs, ref=ref, **kw)


# ---- patches
PATCHES8 = KCt.extract_tensor_patches(X1, 8, 8)
PATCHES_OV = KCt.extract_tensor_patches(X1, (8, 10), (4, 5), padding=(2, 3))
CASES = [
    _c("extract_tensor_patches", GP, KCt.extract_tensor_patches, [X1],
       {"window_size": 8, "stride": 8}, note="window 8, stride 8 baked -> (1,20,3,8,8)",
       ref=R + "extract_tensor_patches"),
    _c("extract_tensor_patches[rect window,stride,padding]", GP, KCt.extract_tensor_patches,
       [X1], {"window_size": (8, 10), "stride": (4, 5), "padding": (2, 3)},
       note="non-square window/stride, padding (2,3)", ref=R + "extract_tensor_patches"),
    _c("extract_tensor_patches[allow_auto_padding]", GP, KCt.extract_tensor_patches, [X1],
       {"window_size": 7, "stride": 7, "allow_auto_padding": True},
       note="auto padding computed from static shape", ref=R + "extract_tensor_patches"),
    _c("extract_tensor_patches[batch2]", GP, KCt.extract_tensor_patches, [X],
       {"window_size": 8, "stride": 8}, ref=R + "extract_tensor_patches"),
    _c("ExtractTensorPatches", GP, KCt.ExtractTensorPatches(8, 8), [X1],
       ref=R + "ExtractTensorPatches"),
    _c("ExtractTensorPatches[overlap]", GP, KCt.ExtractTensorPatches(8, 4), [X1],
       ref=R + "ExtractTensorPatches"),
    _c("combine_tensor_patches", GP, KCt.combine_tensor_patches, [PATCHES8],
       {"original_size": (32, 40), "window_size": 8, "stride": 8},
       note="original_size/window/stride baked; fold + overlap norm",
       ref=R + "combine_tensor_patches"),
    _c("combine_tensor_patches[overlap,unpadding]", GP, KCt.combine_tensor_patches,
       [PATCHES_OV], {"original_size": (32, 40), "window_size": (8, 10), "stride": (4, 5),
                      "unpadding": (2, 3)},
       note="overlapping windows: divides by the ones-fold count",
       ref=R + "combine_tensor_patches"),
    _c("combine_tensor_patches[allow_auto_unpadding]", GP, KCt.combine_tensor_patches,
       [KCt.extract_tensor_patches(X1, 7, 7, allow_auto_padding=True)],
       {"original_size": (32, 40), "window_size": 7, "stride": 7,
        "allow_auto_unpadding": True}, ref=R + "combine_tensor_patches"),
    _c("CombineTensorPatches", GP, KCt.CombineTensorPatches((32, 40), 8, 8), [PATCHES8],
       ref=R + "CombineTensorPatches"),
    _c("extract_patches.create_padding_tuple", GP, None, [],
       skip="returns a tuple of Python ints (no tensor output)",
       ref=R + "extract_patches.create_padding_tuple"),
    _c("compute_padding", GP, KCt.compute_padding, [],
       skip="returns a tuple of Python ints (no tensor output)", ref=R + "compute_padding"),
]

# ---- plain contrib operators
with seeded(233):
    _SMALL_SR = KCt.SmallSRBuilder.build(pretrained=False)
    _TINYVIT = KCt.TinyViT.from_config("5m", img_size=64)
_KM = KCt.KMeans(3, torch.tensor([[0.0, 0.0], [1.0, 1.0], [0.0, 1.0]]), None, 5)
_KM_FITTED = KCt.KMeans(3, torch.tensor([[0.0, 0.0], [1.0, 1.0], [0.0, 1.0]]), None, 5)
with seeded(202):  # KMeans.fit draws its initial centres from the global RNG
    _KM_FITTED.fit(rand(60, 2, seed=203))
PTS = rand(40, 2, seed=204)


def _km_fit(x):
    km = KCt.KMeans(3, torch.tensor([[0.1, 0.1], [0.9, 0.9], [0.1, 0.9]]), None, 5)
    km.fit(x)
    return km.cluster_centers, km.cluster_assignments


def _diamond(roughness):
    return KCt.diamond_square((1, 1, 33, 33), roughness=roughness,
                              random_fn=lambda *s, **k: torch.rand(*s, **k))


CASES += [
    _c("connected_components", G, KCt.connected_components, [BIN], {"num_iterations": 50},
       note="num_iterations=50 baked (Python loop unrolled)", ref=R + "connected_components"),
    _c("connected_components[batch2,default 100 it]", G, KCt.connected_components,
       [binary(2, 1, 24, 24, seed=205, p=0.4)], ref=R + "connected_components"),
    _c("connected_components_union_find", G, KCt.connected_components_union_find, [BIN],
       note="union-find labelling", ref=R + "connected_components_union_find"),
    _c("distance_transform", G, KCt.distance_transform, [BIN],
       note="kernel_size=3, h=0.35; Python loop over max(H,W)//2 iterations unrolled",
       ref=R + "distance_transform"),
    _c("distance_transform[kernel_size=5]", G, KCt.distance_transform, [BIN],
       {"kernel_size": 5}, ref=R + "distance_transform"),
    _c("distance_transform[3ch]", G, KCt.distance_transform,
       [binary(1, 3, 16, 16, seed=206, p=0.3)], note="multi-channel input",
       ref=R + "distance_transform"),
    _c("DistanceTransform", G, KCt.DistanceTransform(), [BIN], ref=R + "DistanceTransform"),
    _c("diamond_square", G, lambda: KCt.diamond_square((1, 1, 33, 33)), [], check=False,
       note="no tensor input; torch.rand inside graph; output_size baked",
       ref=R + "diamond_square.diamond_square"),
    _c("diamond_square[normalize_range]", G,
       lambda: KCt.diamond_square((2, 1, 17, 17), normalize_range=(0.0, 1.0)), [],
       check=False, note="normalize_range applied", ref=R + "diamond_square.diamond_square"),
    _c("diamond_square[live_roughness]", G, _diamond, [torch.tensor(0.7)], check=False,
       note="roughness live tensor", ref=R + "diamond_square.diamond_square"),
    _c("histogram_matching", G, KCt.histogram_matching,
       [img(1, 1, 16, 16, seed=207), img(1, 1, 16, 16, seed=208)],
       note="unique(return_inverse, return_counts) + cumsum + interp",
       ref=R + "histogram_matching"),
    _c("interp", G, KCt.interp,
       [rand(20, seed=209), torch.linspace(0, 1, 8), rand(8, seed=210).cumsum(0)],
       note="1-D linear interp via searchsorted/bucketize", ref=R + "interp"),
    _c("KMeans.predict", G, _KM_FITTED.predict, [PTS],
       note="centres fitted eagerly; argmin of pairwise distances",
       ref=R + "KMeans.predict"),
    _c("KMeans.fit", G, _km_fit, [PTS],
       note="max_iterations=5, tolerance=None, fixed initial centres; returns (centres, "
            "assignments)", ref=R + "KMeans.fit"),
    _c("Lambda", G, KCt.Lambda(lambda x: x.mean(1, keepdim=True)), [X],
       note="wraps a channel mean", ref=R + "Lambda"),
    _c("SuperResolution", G,
       KCt.SuperResolution(torch.nn.PixelShuffle(2), torch.nn.Identity(),
                           torch.nn.Identity()),
       [rand(1, 12, 8, 8, seed=211)],
       note="container with PixelShuffle model and identity pre/post",
       ref=R + "SuperResolution"),
    _c("SmallSRBuilder.build", G, _SMALL_SR,
       [img(1, 3, 24, 24, seed=212)],
       note="random init; pre-processor resizes to 224x224, output 672x672",
       ref=R + "SmallSRBuilder.build"),
    _c("RRDBNetBuilder.build", G, None, [],
       skip="fixed RealESRNet_x4plus architecture (23 RRDB blocks, 64 features): random init "
            "alone takes seconds; the RRDBNet model is probed in a small configuration "
            "(models.rrdbnet.RRDBNet)", ref=R + "RRDBNetBuilder.build"),
    _c("SuperResolutionConfig", G, KCt.SuperResolutionConfig, [],
       skip="configuration dataclass", ref=R + "SuperResolutionConfig"),
    _c("TinyViT", G, _TINYVIT, [img(1, 3, 64, 64, seed=213)],
       note="alias of kornia.models.tiny_vit.TinyViT; 5m, random init, img_size=64",
       ref=R + "TinyViT"),
    _c("audit", G, None, [],
       skip="debugging report over an AugmentationSequential run (dataclass of Python "
            "values); the augmentations themselves are probed in the augmentation pack",
       ref=R + "audit"),
    _c("AugmentationAuditReport", G, None, [], skip="dataclass (audit report)",
       ref=R + "AugmentationAuditReport"),
    _c("AugmentationAuditStep", G, None, [], skip="dataclass (audit step)",
       ref=R + "AugmentationAuditStep"),
    _c("SpatialAudit", G, None, [], skip="dataclass (audit statistics)",
       ref=R + "SpatialAudit"),
]


class _TinyDetHead(torch.nn.Module):
    """Five queries from a pooled 1x1 conv: (logits (B,5,3), boxes (B,5,4) in [0,1])."""

    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 35, 1)

    def forward(self, x):
        y = torch.nn.functional.adaptive_avg_pool2d(self.conv(x), 1).flatten(1).view(-1, 5, 7)
        return y[..., :3], y[..., 3:].sigmoid()


# ---- wrappers
@contextlib.contextmanager
def _random_yunet():
    # FaceDetector.__init__ hard-codes YuNet("test", pretrained=True) (a download); build it
    # with random weights instead by swapping the constructor for the duration of __init__.
    real = _fd.YuNet
    _fd.YuNet = lambda phase, pretrained: real(phase, False)
    try:
        yield
    finally:
        _fd.YuNet = real


with _random_yunet(), seeded(229):
    _FACE = KCt.FaceDetector().eval()
# YuNet run in float64 on a copy, outputs cast to float32: a float32 convolution's last bits
# depend on the CPU (MKL's instruction set), and so would the fingerprint
with torch.no_grad():
    _FACE_RAW = {
        k: v.float()
        for k, v in copy.deepcopy(_FACE.model).double()(
            _FACE.preprocess(rand(1, 3, 64, 64, seed=214, hi=255.0)).double()
        ).items()
    }
FACE_IMG = rand(1, 3, 64, 64, seed=214, hi=255.0)
DET15 = torch.cat([rand(4, 4, seed=215, hi=30.0), rand(4, 10, seed=216, hi=30.0),
                   rand(4, 1, seed=217)], -1)
_FR = KCt.FaceDetectorResult
_RT_CFG = RTDETRConfig("resnet18d", 3, input_size=64, head_num_queries=20)
with seeded(230):
    _EDGE = KCt.EdgeDetectorBuilder.build(pretrained=False, image_size=32)
    _DET0 = _od.RTDETRDetectorBuilder.build(config=_RT_CFG, pretrained=False, image_size=64,
                                            confidence_threshold=0.0, confidence_filtering=False)
    _DET_LIST = _od.RTDETRDetectorBuilder.build(config=_RT_CFG, pretrained=False, image_size=64,
                                                confidence_threshold=0.3)
    _TINY_HEAD = _TinyDetHead()
BOXES6 = torch.cat([torch.randint(0, 3, (2, 10, 1), generator=gen(218)).float(),
                    rand(2, 10, 1, seed=219), rand(2, 10, 4, seed=220, hi=30.0)], -1)
with seeded(217):  # SIFTFeature builds its sub-modules with random init
    _SIFT = KFe.LocalFeatureMatcher(KFe.SIFTFeature(num_features=128, upright=True),
                                    KFe.DescriptorMatcher("snn", 0.95))
_STITCH_A = torch.nn.functional.avg_pool2d(torch.rand(1, 3, 68, 100, generator=gen(221)), 5, 1)
_TINY_SAM = SamConfig(encoder_embed_dim=16, encoder_depth=1, encoder_num_heads=1,
                      encoder_global_attn_indexes=(0,))
_STATE: dict = {}



def _prompter():
    if "vp" not in _STATE:
        with seeded(231):
            vp = VisualPrompter(_TINY_SAM)
        vp.model.eval()
        vp.set_image(img(3, 64, 80, seed=222))
        _STATE["vp"] = vp
    return _STATE["vp"]


def _vp_predict(coords, lbls):
    return _prompter().predict(keypoints=coords, keypoints_labels=lbls).logits


def _vp_set_image(image):
    if "vp2" not in _STATE:
        with seeded(232):
            _STATE["vp2"] = VisualPrompter(_TINY_SAM)
        _STATE["vp2"].model.eval()
    vp = _STATE["vp2"]
    vp.set_image(image)
    return vp.image_embeddings


CASES += [
    _c("FaceDetector", GW, _FACE, [FACE_IMG],
       note="YuNet random init + PriorBox + decode + confidence mask + NMS; returns list of "
            "(N,15); data-dependent", ref=R + "FaceDetector"),
    _c("FaceDetector.model", GW, _FACE.model, [FACE_IMG],
       note="the underlying YuNet only (random init)", ref="kornia.models.yunet.YuNet"),
    _c("FaceDetector.preprocess", GW, _FACE.preprocess, [FACE_IMG],
       ref=R + "FaceDetector.preprocess"),
    _c("FaceDetector.postprocess", GW,
       lambda loc, conf, iou: _FACE.postprocess({"loc": loc, "conf": conf, "iou": iou}, 64, 64),
       [_FACE_RAW["loc"], _FACE_RAW["conf"], _FACE_RAW["iou"]],
       note="decode + score + NMS on YuNet outputs", ref=R + "FaceDetector.postprocess"),
    _c("FaceDetectorResult", GW,
       lambda d: torch.stack([_FR(d).xmin, _FR(d).ymin, _FR(d).xmax, _FR(d).ymax, _FR(d).score,
                              _FR(d).width, _FR(d).height], -1), [DET15],
       note="property accessors on (N,15) detections", ref=R + "FaceDetectorResult"),
    _c("FaceDetectorResult.get_keypoint", GW,
       lambda d: _FR(d).get_keypoint(_fd.FaceKeypoint.NOSE), [DET15],
       ref=R + "FaceDetectorResult.get_keypoint"),
    _c("FaceDetectorResult.top_left/bottom_right", GW,
       lambda d: torch.cat([_FR(d).top_left, _FR(d).top_right, _FR(d).bottom_right,
                            _FR(d).bottom_left], -1), [DET15],
       ref=R + "FaceDetectorResult.top_left"),
    _c("FaceKeypoint", GW, None, [], skip="Enum", ref=R + "face_detection.FaceKeypoint"),
    _c("EdgeDetectorBuilder.build[dexined,image_size=32]", GW, _EDGE,
       [img(1, 3, 24, 40, seed=223)],
       note="random init; ResizePreProcessor(32,32) -> DexiNed -> ResizePostProcessor",
       ref=R + "EdgeDetectorBuilder.build"),
    _c("EdgeDetector.model", GW, _EDGE.model, [img(1, 3, 32, 32, seed=224)],
       note="core nn.Sequential without pre/post processors", ref=R + "EdgeDetector"),
    _c("RTDETRDetectorBuilder.build[r18vd,image_size=64,threshold=0]", GW, _DET0,
       [img(1, 3, 48, 56, seed=225)],
       note="random init, 20 queries; ResizePreProcessor(64,64) + RTDETR + DETRPostProcessor; "
            "fixed-shape output", ref=R + "RTDETRDetectorBuilder.build"),
    _c("RTDETRDetectorBuilder.build[r18vd,threshold=0.3,list output]", GW, _DET_LIST,
       [img(1, 3, 48, 56, seed=226)],
       note="confidence filtering: list of variable-size tensors",
       ref=R + "RTDETRDetectorBuilder.build"),
    _c("ObjectDetector", GW, _od.ObjectDetector(_TINY_HEAD, ResizePreProcessor(32, 32),
                                                DETRPostProcessor(None, 3, 5, False)), [X],
       note="ResizePreProcessor + a tiny conv head (logits, boxes) + DETRPostProcessor",
       ref=R + "ObjectDetector"),
    _c("object_detection.results_from_detections", GW, None, [],
       skip="converts detections to ObjectDetectorResult dataclasses (Python objects)",
       ref=R + "object_detection.results_from_detections"),
    _c("object_detection.ObjectDetectorResult", GW, None, [], skip="result dataclass",
       ref=R + "object_detection.ObjectDetectorResult"),
    _c("object_detection.BoundingBox", GW, None, [], skip="box dataclass",
       ref=R + "object_detection.BoundingBox"),
    _c("object_detection.BoundingBoxDataFormat", GW, None, [], skip="Enum",
       ref=R + "object_detection.BoundingBoxDataFormat"),
    _c("object_detection.BoxFiltering[filter_as_zero]", GW,
       _od.BoxFiltering(filter_as_zero=True), [BOXES6, torch.tensor(0.4)],
       note="threshold passed as 0-d tensor input", ref=R + "object_detection.BoxFiltering"),
    _c("object_detection.BoxFiltering[filter_as_zero,classes_to_keep]", GW,
       _od.BoxFiltering(0.4, [0, 2], filter_as_zero=True), [BOXES6],
       note="threshold + classes baked as buffers", ref=R + "object_detection.BoxFiltering"),
    _c("object_detection.BoxFiltering[list output]", GW, _od.BoxFiltering(0.4), [BOXES6],
       note="returns list of variable-size tensors", ref=R + "object_detection.BoxFiltering"),
    _c("ImageStitcher", GW, KCt.ImageStitcher(_SIFT, "ransac"),
       [_STITCH_A[..., :72], _STITCH_A[..., 24:]], check=False,
       note="weight-free SIFT + SNN matcher, RANSAC (random sampling inside)",
       ref=R + "ImageStitcher"),
    _c("VisualPrompter.predict[tiny,random]", GW, _vp_predict,
       [torch.tensor([[[20.0, 30.0]]]), torch.tensor([[1]])],
       note="SAM with a tiny random ViT encoder (embed 16, depth 1) at the fixed 1024 "
            "input; image set eagerly; point prompt", ref=R + "visual_prompter.VisualPrompter"),
    _c("VisualPrompter.set_image[tiny,random]", GW, _vp_set_image, [img(3, 64, 80, seed=227)],
       note="resize longest side to 1024, normalise, pad, encode",
       ref=R + "visual_prompter.VisualPrompter.set_image"),
]

CASES = note_random_init(CASES)
