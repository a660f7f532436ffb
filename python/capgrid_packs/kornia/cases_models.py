"""kornia.models: every public model class with random initialisation (no downloads) in small
configurations, plus processors, structures and builders. Sections follow Kornia's snapshot
(rt_detr, sam, yunet, dexined, efficient_vit, tiny_vit, vit, vit_mobile, small_sr, processors,
segmentation, depth_estimation, base, vlm). Where a configuration is shrunk, the note says so.
"""

from __future__ import annotations

import torch
from kornia.models.dexined import DexiNed
from kornia.models.efficient_vit import EfficientViT
from kornia.models.efficient_vit import backbone as EVB
from kornia.models.kimi_vl import (
    KimiVLConfig,
    KimiVLModel,
    KimiVLProjector,
    KimiVLProjectorConfig,
    MoonViT,
    MoonViTConfig,
)
from kornia.models.paligemma import PaliGemma, PaliGemmaConfig
from kornia.models.processors import (
    NaFlex,
    OutputRangePostProcessor,
    ResizePostProcessor,
    ResizePreProcessor,
)
from kornia.models.qwen25 import Qwen25VisionConfig, Qwen25VisionTransformer
from kornia.models.rrdbnet import RRDBNet
from kornia.models.rt_detr import RTDETR, DETRPostProcessor, RTDETRConfig, RTDETRModelType
from kornia.models.sam import Sam, SamConfig
from kornia.models.segmentation import SegmentationModelsBuilder, SemanticSegmentation
from kornia.models.siglip2 import (
    SigLip2Config,
    SigLip2ImagePreprocessor,
    SigLip2Model,
)
from kornia.models.siglip2.config import SigLip2TextConfig, SigLip2VisionConfig
from kornia.models.small_sr import SmallSRNet, SmallSRNetWrapper
from kornia.models.smolvlm2 import SmolVLM2
from kornia.models.structures import SegmentationResults
from kornia.models.tiny_vit import TinyViT
from kornia.models.vit import VisionTransformer
from kornia.models.vit_mobile import MobileViT
from kornia.models.yunet import YuNet
from kornia.models.yunet.processors import PriorBox, decode

from capgrid import case

from ._kit import img, note_random_init, rand, randint, randn, seeded

RND = "random init"
R = "kornia.models."


def _m(name, section, target, inputs, kwargs=None, *, ref, **kw):
    return case(f"models.{name}", f"models.{section}", target, inputs, kwargs, ref=R + ref, **kw)


def _skip(name, section, reason, ref):
    return case(f"models.{name}", f"models.{section}", None, [], skip=reason, ref=R + ref)


def _eval(m):
    return m.eval()


# ---------------------------------------------------------------- rt_detr
with seeded(300):
    _RT = _eval(RTDETR.from_config(RTDETRConfig(RTDETRModelType.resnet18d, 80, input_size=64,
                                                head_num_queries=30)))
    _RT3 = _eval(RTDETR.from_config(RTDETRConfig("resnet18d", 3, input_size=64,
                                                 head_num_queries=20)))
    _RT_HG = _eval(RTDETR.from_config(RTDETRConfig(RTDETRModelType.hgnetv2_l, 3, input_size=64,
                                                   head_num_queries=20)))
LOGITS = randn(1, 30, 80, seed=301)
BOXES = rand(1, 30, 4, seed=302, lo=0.1, hi=0.9)
SIZES = torch.tensor([[32, 40]])
CASES = [
    _m("rt_detr.RTDETR[r18vd,random,64x64]", "rt_detr", _RT, [img(1, 3, 64, 64, seed=303)],
       note="random init via RTDETR.from_config(resnet18d, 80 classes); 30 queries (shrunk from "
            "300, so the 64x64 feature maps have enough tokens)", ref="rt_detr.RTDETR"),
    _m("rt_detr.RTDETR[r18vd,random,batch2]", "rt_detr", _RT, [img(2, 3, 64, 96, seed=304)],
       note=RND + "; batch 2, 64x96", ref="rt_detr.RTDETR"),
    _m("rt_detr.RTDETR.from_config[r18vd,num_classes=3]", "rt_detr", _RT3,
       [img(1, 3, 64, 64, seed=305)], note="RTDETRConfig('resnet18d', num_classes=3); " + RND,
       ref="rt_detr.RTDETR.from_config"),
    _m("rt_detr.RTDETR.from_config[hgnetv2_l,num_classes=3]", "rt_detr", _RT_HG,
       [img(1, 3, 64, 64, seed=306)], note="PPHGNetV2-L backbone; " + RND,
       ref="rt_detr.RTDETR.from_config"),
    _skip("rt_detr.RTDETR[r18vd,pretrained]", "rt_detr",
          "pretrained weights (download from the Hugging Face hub)", "rt_detr.RTDETR"),
    _skip("rt_detr.RTDETR.from_pretrained", "rt_detr",
          "downloads pretrained weights (network)", "rt_detr.RTDETR.from_pretrained"),
    _skip("rt_detr.RTDETR.from_name[r50vd]", "rt_detr",
          "full-size r50vd architecture at 640x640 (tens of GFLOPs); random-init r18vd and "
          "hgnetv2_l are probed at 64x64 instead", "rt_detr.RTDETR.from_name"),
    _skip("rt_detr.RTDETRConfig", "rt_detr", "configuration dataclass", "rt_detr.RTDETRConfig"),
    _skip("rt_detr.RTDETRModelType", "rt_detr", "Enum", "rt_detr.RTDETRModelType"),
    _m("rt_detr.DETRPostProcessor[confidence_filtering=False]", "rt_detr",
       DETRPostProcessor(None, 80, 30, confidence_filtering=False), [LOGITS, BOXES, SIZES],
       note="num_top_queries=30 baked; returns (1,30,6); topk + gather + mod",
       ref="rt_detr.DETRPostProcessor"),
    _m("rt_detr.DETRPostProcessor[threshold=0.3,filter_as_zero]", "rt_detr",
       DETRPostProcessor(0.3, 80, 30, filter_as_zero=True), [LOGITS, BOXES, SIZES],
       note="threshold baked; filtered rows zeroed -> fixed shape",
       ref="rt_detr.DETRPostProcessor"),
    _m("rt_detr.DETRPostProcessor[threshold=0.3,list output]", "rt_detr",
       DETRPostProcessor(0.3, 80, 30), [LOGITS, BOXES, SIZES],
       note="BoxFiltering returns a list of (Di,6) tensors, data-dependent shapes",
       ref="rt_detr.DETRPostProcessor"),
]

# ---------------------------------------------------------------- sam
_TINY_SAM_CFG = SamConfig(encoder_embed_dim=16, encoder_depth=1, encoder_num_heads=1,
                          encoder_global_attn_indexes=(0,))
with seeded(310):
    _SAM_TINY = _eval(Sam.from_config(_TINY_SAM_CFG))
    _SAM_MOBILE = _eval(Sam.from_config(SamConfig("mobile_sam")))
PT_COORDS = rand(1, 2, 2, seed=311, hi=1024.0)
PT_LABELS = torch.tensor([[1, 0]])
BOX = torch.tensor([[100.0, 200.0, 600.0, 700.0]])
MASK_IN = randn(1, 1, 256, 256, seed=312)
IMG_EMB = randn(1, 256, 64, 64, seed=313)
SPARSE = randn(1, 3, 256, seed=314)
DENSE = randn(1, 256, 64, 64, seed=315)
SAM_IMG = img(1, 3, 1024, 1024, seed=316)


def _sam_parts(sam, tag, decoder=True):
    pe, md = sam.prompt_encoder, sam.mask_decoder
    s = "sam"
    parts = [
        _m(f"sam.Sam.prompt_encoder[points,{tag}]", s,
           lambda c, lab: pe(points=(c, lab), boxes=None, masks=None), [PT_COORDS, PT_LABELS],
           note="points=(coords (1,2,2), labels (1,2) int64); pads with a -1 label point",
           ref="sam.architecture.prompt_encoder.PromptEncoder"),
        _m(f"sam.Sam.prompt_encoder[boxes,{tag}]", s,
           lambda b: pe(points=None, boxes=b, masks=None), [BOX],
           note="boxes (1,4) in 1024x1024 pixel coords",
           ref="sam.architecture.prompt_encoder.PromptEncoder"),
        _m(f"sam.Sam.prompt_encoder[masks,{tag}]", s,
           lambda mk: pe(points=None, boxes=None, masks=mk), [MASK_IN],
           note="mask prompt (1,1,256,256) -> dense (1,256,64,64) via conv downscale",
           ref="sam.architecture.prompt_encoder.PromptEncoder"),
        _m(f"sam.Sam.prompt_encoder.get_dense_pe[{tag}]", s, lambda: pe.get_dense_pe(), [],
           note="no tensor input: constant positional encoding (1,256,64,64)",
           ref="sam.architecture.prompt_encoder.PromptEncoder.get_dense_pe"),
    ]
    if not decoder:  # the MaskDecoder configuration is the same for every SAM variant
        return parts
    return parts + [
        _m(f"sam.Sam.mask_decoder[multimask,{tag}]", s,
           lambda e, p, sp, de: md(e, p, sp, de, multimask_output=True),
           [IMG_EMB, DENSE, SPARSE, DENSE], note="multimask_output=True baked",
           ref="sam.architecture.mask_decoder.MaskDecoder"),
        _m(f"sam.Sam.mask_decoder[single,{tag}]", s,
           lambda e, p, sp, de: md(e, p, sp, de, multimask_output=False),
           [IMG_EMB, DENSE, SPARSE, DENSE], note="multimask_output=False baked",
           ref="sam.architecture.mask_decoder.MaskDecoder"),
    ]


def _sam_forward(sam, multimask):
    def run(image, coords, lbls):
        out = sam(image, [{"points": (coords, lbls)}], multimask_output=multimask)
        return out[0].logits, out[0].scores

    return run


_SEGRES_LOGITS = randn(1, 3, 16, 20, seed=317)
CASES += _sam_parts(_SAM_TINY, "tiny,random")
CASES += _sam_parts(_SAM_MOBILE, "mobile_sam,random", decoder=False)
CASES += [
    _m("sam.Sam.image_encoder[tiny,random]", "sam", _SAM_TINY.image_encoder, [SAM_IMG],
       note="ImageEncoderViT shrunk to embed 16, depth 1, 1 head, random init; the 1024x1024 "
            "input is mandatory (absolute pos_embed)", ref="sam.architecture.image_encoder."
                                                            "ImageEncoderViT"),
    _m("sam.Sam.forward[tiny,random,points]", "sam", _sam_forward(_SAM_TINY, True),
       [SAM_IMG, PT_COORDS[None, 0], PT_LABELS],
       note="full SAM on one image with a point prompt; returns (logits, scores) of the "
            "SegmentationResults", ref="sam.Sam.forward"),
    _skip("sam.Sam.image_encoder[mobile_sam,random]", "sam",
          "TinyViT-5m at the mandatory 1024x1024 input takes ~7.5 s per forward on one CPU "
          "thread, over the pack's eager budget; TinyViT[5m,mobile_sam] is probed at 64x64",
          "tiny_vit.TinyViT"),
    _skip("sam.Sam.image_encoder[vit_b]", "sam",
          "ViT-B at the mandatory 1024x1024 input (~370 GFLOPs) is far over the eager budget; "
          "the same ImageEncoderViT code is probed in the tiny configuration",
          "sam.architecture.image_encoder.ImageEncoderViT"),
    _skip("sam.Sam.image_encoder[vit_l]", "sam", "ViT-L at 1024x1024: weights 1.25 GB and far "
          "over the eager budget", "sam.architecture.image_encoder.ImageEncoderViT"),
    _skip("sam.Sam.image_encoder[vit_h]", "sam", "ViT-H at 1024x1024: weights 2.6 GB and far "
          "over the eager budget", "sam.architecture.image_encoder.ImageEncoderViT"),
    _skip("sam.Sam.from_name[pretrained]", "sam", "downloads pretrained weights",
          "sam.Sam.from_name"),
    _skip("sam.SamConfig", "sam", "configuration dataclass", "sam.SamConfig"),
    _skip("sam.SamModelType", "sam", "Enum", "sam.SamModelType"),
    _skip("structures.Prompts", "sam", "dataclass container of optional prompt tensors",
          "structures.Prompts"),
    _m("structures.SegmentationResults", "sam",
       lambda lg, sc: SegmentationResults(lg, sc).binary_masks, [_SEGRES_LOGITS,
                                                                rand(1, 3, seed=318)],
       note="dataclass container; binary_masks = logits > mask_threshold",
       ref="structures.SegmentationResults"),
    _m("structures.SegmentationResults.binary_masks", "sam",
       lambda lg: SegmentationResults(lg, torch.ones(1, 3), mask_threshold=0.5).binary_masks,
       [_SEGRES_LOGITS], note="mask_threshold=0.5 baked",
       ref="structures.SegmentationResults.binary_masks"),
    _m("structures.SegmentationResults.squeeze", "sam",
       lambda lg, sc: SegmentationResults(lg, sc).squeeze(0).logits,
       [_SEGRES_LOGITS, rand(1, 3, seed=319)], ref="structures.SegmentationResults.squeeze"),
]

# ---------------------------------------------------------------- yunet
with seeded(320):
    _YUNET = _eval(YuNet("test", pretrained=False))
_PRIORS = PriorBox([[10, 16, 24], [32, 48], [64, 96], [128, 192, 256]], [8, 16, 32, 64], False,
                   (64, 96))()
CASES += [
    _m("yunet.YuNet[test,random]", "yunet", _YUNET, [img(1, 3, 64, 96, seed=321)],
       note=RND + "; dict outputs loc/conf/iou; H,W must be multiples of 32", ref="yunet.YuNet"),
    _m("yunet.YuNet[test,batch2]", "yunet", _YUNET, [img(2, 3, 64, 64, seed=322)],
       note=RND, ref="yunet.YuNet"),
    _skip("yunet.YuNet[test,pretrained]", "yunet", "pretrained weights (download)",
          "yunet.YuNet"),
    _m("yunet.processors.PriorBox", "yunet",
       lambda: PriorBox([[10, 16, 24], [32, 48], [64, 96], [128, 192, 256]], [8, 16, 32, 64],
                        False, (64, 96))(), [],
       note="no tensor input: fully constant graph (priors for 64x96)",
       ref="yunet.processors.PriorBox"),
    _m("yunet.processors.decode", "yunet", decode,
       [randn(_PRIORS.shape[0], 14, seed=323, std=0.1), _PRIORS], {"variances": [0.1, 0.2]},
       note="variances baked", ref="yunet.processors.decode"),
]

# ---------------------------------------------------------------- dexined, small_sr, rrdbnet
with seeded(330):
    _DEX = _eval(DexiNed(pretrained=False))
    _SSR = _eval(SmallSRNet(3, pretrained=False))
    _SSRW = _eval(SmallSRNetWrapper(3, pretrained=False))
    _RRDB = _eval(RRDBNet(3, 3, scale=2, num_feat=8, num_block=1, num_grow_ch=4))
CASES += [
    _m("dexined.DexiNed[random]", "dexined", _DEX, [img(1, 3, 32, 32, seed=331)],
       note=RND + "; output (1,1,H,W)", ref="dexined.DexiNed"),
    _m("dexined.DexiNed.get_features", "dexined", _DEX.get_features,
       [img(1, 3, 32, 32, seed=332)], note="returns list of 6 side outputs",
       ref="dexined.DexiNed.get_features"),
    _m("dexined.DexiNed[batch2,32x48]", "dexined", _DEX, [img(2, 3, 32, 48, seed=333)],
       note=RND, ref="dexined.DexiNed"),
    _skip("dexined.DexiNed[pretrained]", "dexined", "pretrained weights (download)",
          "dexined.DexiNed"),
    _m("small_sr.SmallSRNet[x3,random]", "small_sr", _SSR, [img(1, 1, 16, 20, seed=334)],
       note=RND + "; Y channel (1,1,H,W) -> (1,1,3H,3W) PixelShuffle", ref="small_sr.SmallSRNet"),
    _m("small_sr.SmallSRNetWrapper[x3,random]", "small_sr", _SSRW, [img(1, 3, 16, 20, seed=335)],
       note=RND + "; RGB->YCbCr, SR on Y, bicubic upsample CbCr, ->RGB",
       ref="small_sr.SmallSRNetWrapper"),
    _skip("small_sr.SmallSRNet[x3,pretrained]", "small_sr", "pretrained weights (download)",
          "small_sr.SmallSRNet"),
    _m("rrdbnet.RRDBNet[x2,small,random]", "small_sr", _RRDB, [img(1, 3, 16, 20, seed=336)],
       note=RND + "; shrunk to 8 features, 1 RRDB block, scale 2 (RealESRNet uses 64/23/4)",
       ref="rrdbnet.RRDBNet"),
]

# ---------------------------------------------------------------- efficient_vit
_EV_IN = img(1, 3, 32, 32, seed=340)
CASES += [
    _skip("efficient_vit.EfficientViT.from_config", "efficient_vit",
          "always loads the checkpoint named by EfficientViTConfig (file or download)",
          "efficient_vit.EfficientViT.from_config"),
    _skip("efficient_vit.EfficientViTConfig", "efficient_vit", "configuration dataclass",
          "efficient_vit.EfficientViTConfig"),
]
with seeded(341):
    CASES.append(_m("efficient_vit.EfficientViT[b0,random]", "efficient_vit",
                    _eval(EfficientViT(EVB.efficientvit_backbone_b0())), [_EV_IN],
                    note=RND + "; dict of stage features", ref="efficient_vit.EfficientViT"))
    for _v in ("b0", "b1", "b2", "l0"):
        _fn = f"efficientvit_backbone_{_v}"
        CASES.append(_m(f"efficient_vit.backbone.{_fn}", "efficient_vit",
                        _eval(getattr(EVB, _fn)()), [_EV_IN],
                        note=RND + "; 32x32 input; dict output",
                        ref=f"efficient_vit.backbone.{_fn}"))
    CASES += [
        _skip("efficient_vit.backbone.efficientvit_backbone_b3", "efficient_vit",
              "random init of 39M parameters costs seconds on the shared CPU; the "
              "EfficientViTBackbone code is probed through b0, b1, b2 and a small config",
              "efficient_vit.backbone.efficientvit_backbone_b3"),
        _skip("efficient_vit.backbone.efficientvit_backbone_l1", "efficient_vit",
              "random init of 38M parameters costs seconds on the shared CPU; the "
              "EfficientViTLargeBackbone code is probed through l0 and a small config",
              "efficient_vit.backbone.efficientvit_backbone_l1"),
        _skip("efficient_vit.backbone.efficientvit_backbone_l2", "efficient_vit",
              "random init of 49M parameters costs seconds on the shared CPU; the "
              "EfficientViTLargeBackbone code is probed through l0 and a small config",
              "efficient_vit.backbone.efficientvit_backbone_l2"),
        _skip("efficient_vit.backbone.efficientvit_backbone_l3", "efficient_vit",
              "194M parameters (0.78 GB float32) of random init; the EfficientViTLargeBackbone "
              "code is probed through l0 and a small config",
              "efficient_vit.backbone.efficientvit_backbone_l3"),
        _m("efficient_vit.EfficientViTBackbone[small]", "efficient_vit",
           _eval(EVB.EfficientViTBackbone([8, 16, 16, 32, 32], [1, 1, 1, 1, 1], dim=8)),
           [_EV_IN], note=RND + "; widths 8..32, depth 1 per stage",
           ref="efficient_vit.backbone.EfficientViTBackbone"),
        _m("efficient_vit.EfficientViTLargeBackbone[small]", "efficient_vit",
           _eval(EVB.EfficientViTLargeBackbone([8, 16, 16, 32, 32], [1, 1, 1, 1, 1],
                                               qkv_dim=8)),
           [_EV_IN], note=RND + "; widths 8..32, depth 1 per stage",
           ref="efficient_vit.backbone.EfficientViTLargeBackbone"),
    ]

# ---------------------------------------------------------------- tiny_vit, vit, vit_mobile
with seeded(350):
    _TV = _eval(TinyViT.from_config("5m", img_size=64))
    _TV_SAM = _eval(TinyViT.from_config("5m", img_size=64, mobile_sam=True))
    _TV_SMALL = _eval(TinyViT(img_size=32, embed_dims=(16, 32, 32, 64), depths=(1, 1, 1, 1),
                              num_heads=(1, 2, 2, 4), window_sizes=(2, 2, 2, 1),
                              num_classes=10))
    _VIT = _eval(VisionTransformer(image_size=32, patch_size=8, embed_dim=64, depth=2,
                                   num_heads=2))
    _MVIT = _eval(MobileViT("xxs"))
    _MVIT_XS = _eval(MobileViT("xs"))
CASES += [
    _m("tiny_vit.TinyViT[5m,random,img_size=64]", "tiny_vit", _TV, [img(1, 3, 64, 64, seed=351)],
       note=RND + "; img_size=64 baked (window attention); classifier head",
       ref="tiny_vit.TinyViT"),
    _m("tiny_vit.TinyViT[5m,mobile_sam,random,img_size=64]", "tiny_vit", _TV_SAM,
       [img(1, 3, 64, 64, seed=352)], note="mobile_sam=True head: unflatten + neck",
       ref="tiny_vit.TinyViT"),
    _m("tiny_vit.TinyViT[small,random,img_size=32]", "tiny_vit", _TV_SMALL,
       [img(2, 3, 32, 32, seed=353)], note=RND + "; custom dims (16..64), depth 1 per stage",
       ref="tiny_vit.TinyViT"),
    _skip("tiny_vit.TinyViT.from_config[pretrained]", "tiny_vit",
          "downloads pretrained weights", "tiny_vit.TinyViT.from_config"),
    _m("vit.VisionTransformer[small,random]", "vit", _VIT, [img(1, 3, 32, 32, seed=354)],
       note=RND + "; image_size=32 patch=8 embed 64 depth 2; output (1,17,64)",
       ref="vit.VisionTransformer"),
    _m("vit.VisionTransformer[small,random,batch2]", "vit", _VIT, [img(2, 3, 32, 32, seed=355)],
       note=RND, ref="vit.VisionTransformer"),
    _skip("vit.VisionTransformer.from_config[vit_b/16]", "vit",
          "ViT-B/16 at 224x224 is over the eager budget for a random-init probe; same code as "
          "the small configuration", "vit.VisionTransformer.from_config"),
    _m("vit_mobile.MobileViT[xxs,random,64x128]", "vit_mobile", _MVIT,
       [img(1, 3, 64, 128, seed=356)], note=RND + "; H,W must be multiples of 64",
       ref="vit_mobile.MobileViT"),
    _m("vit_mobile.MobileViT[xs,random,64]", "vit_mobile", _MVIT_XS,
       [img(1, 3, 64, 64, seed=357)], note=RND, ref="vit_mobile.MobileViT"),
]

# ---------------------------------------------------------------- processors
with seeded(360):
    _PATCH = torch.nn.Conv2d(3, 8, 8, 8)
    _NAF_I = _eval(NaFlex(_PATCH, randn(16, 8, seed=361), 8))
    _NAF_M = _eval(NaFlex(_PATCH, randn(16, 8, seed=362), 8))
CASES += [
    _m("processors.ResizePreProcessor", "processors", ResizePreProcessor(32, 40),
       [img(1, 3, 48, 64, seed=363)], note="size (32,40) baked; returns (resized, sizes)",
       ref="processors.ResizePreProcessor"),
    _m("processors.ResizePreProcessor[batch2]", "processors", ResizePreProcessor(32, 40),
       [img(2, 3, 48, 64, seed=364)], ref="processors.ResizePreProcessor"),
    _m("processors.ResizePostProcessor", "processors", ResizePostProcessor(),
       [img(1, 1, 32, 40, seed=365), torch.tensor([[64, 96]])],
       note="original_sizes read back into Python; kornia returns the input unchanged under "
            "ONNX export", ref="processors.ResizePostProcessor"),
    _m("processors.OutputRangePostProcessor", "processors", OutputRangePostProcessor(),
       [randn(2, 3, 16, 20, seed=366)], note="clamp(0,1) baked",
       ref="processors.OutputRangePostProcessor"),
    _m("processors.NaFlex[interpolated pos]", "processors", _NAF_I, [img(1, 3, 32, 48, seed=367)],
       note="pos-embed 4x4 grid interpolated to 4x6 (bilinear); patch fn is a Conv2d",
       ref="processors.NaFlex"),
    _m("processors.NaFlex[matching pos]", "processors", _NAF_M, [img(1, 3, 32, 32, seed=368)],
       note="num_patches == pos rows -> plain add", ref="processors.NaFlex"),
]

# ---------------------------------------------------------------- segmentation, depth, base
with seeded(370):
    _SEG_NET = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 1), torch.nn.Softmax(1))
    _SEG = SegmentationModelsBuilder.build(_SEG_NET)
    _SEG.eval()
CASES += [
    _m("segmentation.SegmentationModelsBuilder.build", "segmentation", _SEG,
       [img(1, 3, 32, 40, seed=371)],
       note="builder wraps a user network (1x1 conv + softmax stand-in, random init)",
       ref="segmentation.SegmentationModelsBuilder.build"),
    _m("segmentation.SemanticSegmentation", "segmentation",
       _eval(SemanticSegmentation(_SEG_NET, torch.nn.Identity(), torch.nn.Identity())),
       [img(1, 3, 32, 40, seed=372)], note="container with identity pre/post",
       ref="segmentation.SemanticSegmentation"),
    _m("segmentation.SemanticSegmentation.get_colormap", "segmentation",
       lambda: _SEG.get_colormap(4, manual_seed=7), [], note="constant graph (seeded colors)",
       ref="segmentation.SemanticSegmentation.get_colormap"),
    _m("segmentation.SemanticSegmentation.visualize_output", "segmentation",
       _SEG.visualize_output,
       [torch.softmax(randn(1, 4, 32, 40, seed=373), 1), rand(4, 3, seed=374)],
       note="softmax mask (B,C,H,W) -> colour image",
       ref="segmentation.SemanticSegmentation.visualize_output"),
    _skip("segmentation.SegmentationModelsBuilder.get_preprocessing_pipeline", "segmentation",
          "returns an ImageSequential of normalisation augmentations (probed in the "
          "augmentation pack)", "segmentation.SegmentationModelsBuilder."
                                "get_preprocessing_pipeline"),
    _skip("depth_estimation.DepthEstimation", "depth_estimation",
          "runs ONNX model protos in onnxruntime (another runtime, not a torch graph)",
          "depth_estimation.DepthEstimation"),
    _skip("depth_estimation.DepthAnythingONNXBuilder", "depth_estimation",
          "downloads a Depth-Anything ONNX model for onnxruntime",
          "depth_estimation.DepthAnythingONNXBuilder"),
    _skip("base.ModelBase", "base", "abstract base class (from_config not implemented)",
          "base.ModelBase"),
    _skip("base.ModelBase.save/load_checkpoint", "base", "file I/O (checkpoint read/write)",
          "base.ModelBase.load_checkpoint"),
    _skip("base.ModelBase.compile", "base",
          "wraps torch.compile itself (the compile probe does this)", "base.ModelBase.compile"),
    _skip("base.ModelBaseMixin", "base", "mixin with visualise/save helpers (file I/O)",
          "base.ModelBaseMixin"),
    _skip("_hf_models.HFONNXComunnityModel", "base",
          "downloads ONNX community models from the Hugging Face hub for onnxruntime",
          "_hf_models.HFONNXComunnityModel"),
]

# ---------------------------------------------------------------- vlm
_SV = SigLip2VisionConfig(image_size=32, patch_size=8, hidden_size=32, num_hidden_layers=1,
                          num_attention_heads=2, intermediate_size=64)
_ST = SigLip2TextConfig(vocab_size=100, hidden_size=32, num_hidden_layers=1,
                        num_attention_heads=2, intermediate_size=64, max_position_embeddings=16)
_MC = MoonViTConfig(image_size=28, patch_size=14, init_pos_emb_height=2, init_pos_emb_width=2,
                    hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                    intermediate_size=64)
_PC = KimiVLProjectorConfig(input_dim=32, hidden_dim=64, output_dim=48)
_PG = PaliGemmaConfig(vision_config=_SV, vocab_size=120, hidden_size=32, intermediate_size=64,
                      num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=1,
                      head_dim=16, max_position_embeddings=64, image_token_index=110,
                      pad_token_id=0)
with seeded(380):
    _SIG = _eval(SigLip2Model(SigLip2Config(_SV, _ST, projection_dim=32)))
    _MOON = _eval(MoonViT(_MC))
    _KIMI = _eval(KimiVLModel(KimiVLConfig(_MC, _PC)))
    _KPROJ = _eval(KimiVLProjector(_PC))
    _PALI = _eval(PaliGemma(_PG))
    _QWEN = _eval(Qwen25VisionTransformer(Qwen25VisionConfig(
        depth=2, hidden_size=32, intermediate_size=64, num_heads=2, window_size=56,
        fullatt_block_indexes=(1,), out_hidden_size=32)))
    _SMOL = _eval(SmolVLM2(32, 32))
IDS = randint(1, 100, 2, 8, seed=381)
# 16 image tokens (32x32 / 8x8 patches) followed by 4 text tokens
PG_IDS = torch.cat([torch.full((1, 16), 110), randint(1, 100, 1, 4, seed=382)], 1)


def _sig_image(px):
    r = _SIG(pixel_values=px)
    return r.image_embeds


def _sig_both(px, ids):
    r = _SIG(pixel_values=px, input_ids=ids)
    return r.image_embeds, r.text_embeds, r.logits_per_image, r.logits_per_text


CASES += [
    _m("siglip2.SigLip2Model[image only,tiny,random]", "vlm", _sig_image,
       [img(1, 3, 32, 32, seed=383)],
       note="pure-PyTorch SigLIP2, tiny random config (hidden 32, 1 layer); returns "
            "SigLip2Result.image_embeds", ref="siglip2.SigLip2Model"),
    _m("siglip2.SigLip2Model[image+text,tiny,random]", "vlm", _sig_both,
       [img(1, 3, 32, 32, seed=384), IDS],
       note="image+text -> embeds + logits_per_image/text", ref="siglip2.SigLip2Model"),
    _m("siglip2.SigLip2Model.get_image_features[tiny,random]", "vlm", _SIG.get_image_features,
       [img(2, 3, 32, 32, seed=385)], ref="siglip2.SigLip2Model.get_image_features"),
    _m("siglip2.SigLip2Model.get_text_features[tiny,random]", "vlm", _SIG.get_text_features,
       [IDS], ref="siglip2.SigLip2Model.get_text_features"),
    _m("siglip2.SigLip2ImagePreprocessor", "vlm", SigLip2ImagePreprocessor((32, 32)),
       [rand(1, 3, 40, 48, seed=386, hi=255.0)],
       note="Rescale(1/255) + Resize + Normalize; size baked",
       ref="siglip2.SigLip2ImagePreprocessor"),
    _skip("siglip2.SigLip2Builder.from_pretrained_hf", "vlm",
          "downloads Hugging Face weights", "siglip2.SigLip2Builder.from_pretrained_hf"),
    _skip("siglip2.SigLip2Builder.from_name", "vlm",
          "full-size base/large configurations (hundreds of MB of random parameters); the "
          "tiny configuration is probed", "siglip2.SigLip2Builder.from_name"),
    _skip("siglip2.SigLip2Config/SigLip2Result", "vlm", "configuration and result dataclasses",
          "siglip2.SigLip2Config"),
    _m("kimi_vl.MoonViT[tiny,random]", "vlm", _MOON, [img(1, 3, 28, 42, seed=387)],
       note="pure-PyTorch MoonViT; 2x3 patches vs 2x2 pos-embed -> interpolation; 2D RoPE",
       ref="kimi_vl.MoonViT"),
    _m("kimi_vl.KimiVLModel[tiny,random]", "vlm", _KIMI, [img(1, 3, 56, 56, seed=388)],
       note="MoonViT + pixel-unshuffle projector; patch grid from input shape",
       ref="kimi_vl.KimiVLModel"),
    _m("kimi_vl.KimiVLProjector[tiny,random]", "vlm", lambda x: _KPROJ(x, 4, 4),
       [randn(1, 16, 32, seed=389)], note="h=w=4 baked", ref="kimi_vl.KimiVLProjector"),
    _skip("kimi_vl.KimiVLBuilder", "vlm",
          "from_pretrained_hf downloads weights; from_config builds the full-size model",
          "kimi_vl.KimiVLBuilder"),
    _skip("kimi_vl.KimiVLConfig/MoonViTConfig/KimiVLProjectorConfig", "vlm",
          "configuration dataclasses", "kimi_vl.KimiVLConfig"),
    _m("qwen25.Qwen25VisionTransformer[tiny,random]", "vlm", _QWEN,
       [img(1, 3, 56, 56, seed=390)],
       note="pure-PyTorch skeleton; patch 14, window attention + rotary, depth 2",
       ref="qwen25.Qwen25VisionTransformer"),
    _skip("qwen25.Qwen25VisionConfig", "vlm", "configuration dataclass",
          "qwen25.Qwen25VisionConfig"),
    _m("paligemma.PaliGemma[tiny,random]", "vlm", _PALI,
       [PG_IDS, img(1, 3, 32, 32, seed=391)],
       note="SigLIP2 tower + Gemma decoder (RMSNorm, RoPE, GQA), tiny random config; inputs "
            "(input_ids with 16 image tokens, pixel_values)", ref="paligemma.PaliGemma"),
    _skip("paligemma.PaliGemmaConfig", "vlm", "configuration dataclass",
          "paligemma.PaliGemmaConfig"),
    _m("smolvlm2.SmolVLM2", "vlm", _SMOL,
       [randn(1, 4, 32, seed=392), randn(1, 4, 32, seed=393)],
       note="scaffold: sum of two Linear projections (dims 32)", ref="smolvlm2.SmolVLM2"),
]

# ---------------------------------------------------------------- sam3
# Kornia's snapshot (measured on 0.9.0rc1) has two kornia.models.sam3 rows; the module is not
# in the released kornia 0.9.0, so the rows exist here to say so.
CASES += [
    case("models.sam3.ImageEncoderHiera[tiny,random]", "models.sam3", None, [],
         skip="kornia.models.sam3 is not part of kornia 0.9.0 (it was in 0.9.0rc1, which "
              "Kornia's snapshot measured)"),
    case("models.sam3.ImageEncoderHiera[default 1024]", "models.sam3", None, [],
         skip="kornia.models.sam3 is not part of kornia 0.9.0 (it was in 0.9.0rc1, which "
              "Kornia's snapshot measured)"),
]

CASES = note_random_init(CASES)


# ---------------------------------------------------------------- parents of the building blocks
# cases_models_blocks probes the sub-modules of these models on the tensors they receive in one
# forward call: (label, model, call), in the order the blocks are looked for (the first model
# holding an instance of a block class supplies its inputs).
def _target(name):
    return next(c.target for c in CASES if c.name == name)


_EV_SMALL = _target("models.efficient_vit.EfficientViTBackbone[small]")
_EVL_SMALL = _target("models.efficient_vit.EfficientViTLargeBackbone[small]")
BLOCK_PARENTS = [
    ("rtdetr r18vd", _RT, lambda: _RT(img(1, 3, 64, 64, seed=400))),
    ("rtdetr hgnetv2_l", _RT_HG, lambda: _RT_HG(img(1, 3, 64, 64, seed=401))),
    ("sam tiny", _SAM_TINY, lambda: _sam_forward(_SAM_TINY, True)(
        SAM_IMG, PT_COORDS[None, 0], PT_LABELS)),
    ("tiny_vit small", _TV_SMALL, lambda: _TV_SMALL(img(1, 3, 32, 32, seed=402))),
    ("mobilevit xxs", _MVIT, lambda: _MVIT(img(1, 3, 64, 64, seed=403))),
    ("efficientvit small", _EV_SMALL, lambda: _EV_SMALL(img(1, 3, 32, 32, seed=404))),
    ("efficientvit-l small", _EVL_SMALL, lambda: _EVL_SMALL(img(1, 3, 32, 32, seed=405))),
    ("siglip2 tiny", _SIG, lambda: _sig_both(img(1, 3, 32, 32, seed=406), IDS)),
    ("moonvit tiny", _MOON, lambda: _MOON(img(1, 3, 28, 42, seed=407))),
    ("paligemma tiny", _PALI, lambda: _PALI(PG_IDS, img(1, 3, 32, 32, seed=408))),
]
