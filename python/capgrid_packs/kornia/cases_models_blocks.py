"""kornia.models building blocks: every public sub-module class and tensor helper of the model
packages (RT-DETR backbones/encoder/decoder, SAM encoder/decoder parts, TinyViT, MobileViT,
EfficientViT ops, SigLIP2/MoonViT/Gemma layers, shared blocks).

Each block is probed on the inputs it really receives: the parent model (random init, built in
cases_models, which lists the parents in BLOCK_PARENTS) runs once at import with forward
pre-hooks on the first instance of every wanted class; the captured tensors become the case
inputs and any non-tensor argument is baked into a wrapper. So a block sees valid shapes and
value ranges without hand-written inputs. The DexiNed blocks (no parent model here) are probed
standalone in small configurations.
"""

from __future__ import annotations

import importlib

import torch
from kornia.filters import dexined as FD
from kornia.models import common as KMC
from kornia.models.efficient_vit import backbone as EVB
from kornia.models.kimi_vl import moonvit as MV
from kornia.models.paligemma import modeling_paligemma as PG
from kornia.models.rt_detr import post_processor as PP
from kornia.models.rt_detr.architecture import resnet_d as RD
from kornia.models.sam.architecture import image_encoder as SIE
from kornia.models.vit_mobile import conv_1x1_bn, conv_nxn_bn
from torch.utils import _pytree as pytree

from capgrid import case

from ._kit import img, rand, randn, seeded
from .cases_models import BLOCK_PARENTS

# (dotted class path under kornia.models, section) for every block captured from a parent
_WANTED = [
    ("common.ConvNormAct", "base"), ("common.LayerNorm2d", "base"), ("common.MLP", "base"),
    ("rt_detr.architecture.resnet_d.ResNetD", "rt_detr"),
    ("rt_detr.architecture.resnet_d.BasicBlockD", "rt_detr"),
    ("rt_detr.architecture.resnet_d.Block", "rt_detr"),
    ("rt_detr.architecture.hgnetv2.PPHGNetV2", "rt_detr"),
    ("rt_detr.architecture.hgnetv2.StemBlock", "rt_detr"),
    ("rt_detr.architecture.hgnetv2.HGStage", "rt_detr"),
    ("rt_detr.architecture.hgnetv2.HGBlock", "rt_detr"),
    ("rt_detr.architecture.hgnetv2.LightConvNormAct", "rt_detr"),
    ("rt_detr.architecture.hybrid_encoder.HybridEncoder", "rt_detr"),
    ("rt_detr.architecture.hybrid_encoder.AIFI", "rt_detr"),
    ("rt_detr.architecture.hybrid_encoder.TransformerEncoder", "rt_detr"),
    ("rt_detr.architecture.hybrid_encoder.CCFM", "rt_detr"),
    ("rt_detr.architecture.hybrid_encoder.CSPRepLayer", "rt_detr"),
    ("rt_detr.architecture.hybrid_encoder.RepVggBlock", "rt_detr"),
    ("rt_detr.architecture.rtdetr_head.RTDETRHead", "rt_detr"),
    ("rt_detr.architecture.rtdetr_head.TransformerDecoder", "rt_detr"),
    ("rt_detr.architecture.rtdetr_head.TransformerDecoderLayer", "rt_detr"),
    ("rt_detr.architecture.rtdetr_head.MultiScaleDeformableAttention", "rt_detr"),
    ("sam.architecture.image_encoder.ImageEncoderViT", "sam"),
    ("sam.architecture.image_encoder.Block", "sam"),
    ("sam.architecture.image_encoder.Attention", "sam"),
    ("sam.architecture.image_encoder.PatchEmbed", "sam"),
    ("sam.architecture.common.LayerNorm", "sam"),
    ("sam.architecture.common.MLPBlock", "sam"),
    ("sam.architecture.prompt_encoder.PositionEmbeddingRandom", "sam"),
    ("sam.architecture.transformer.TwoWayTransformer", "sam"),
    ("sam.architecture.transformer.TwoWayAttentionBlock", "sam"),
    ("sam.architecture.transformer.Attention", "sam"),
    ("tiny_vit.Attention", "tiny_vit"), ("tiny_vit.BasicLayer", "tiny_vit"),
    ("tiny_vit.ConvBN", "tiny_vit"), ("tiny_vit.ConvLayer", "tiny_vit"),
    ("tiny_vit.MBConv", "tiny_vit"), ("tiny_vit.MLP", "tiny_vit"),
    ("tiny_vit.PatchEmbed", "tiny_vit"), ("tiny_vit.PatchMerging", "tiny_vit"),
    ("tiny_vit.TinyViTBlock", "tiny_vit"),
    ("vit_mobile.Attention", "vit_mobile"), ("vit_mobile.FeedForward", "vit_mobile"),
    ("vit_mobile.MV2Block", "vit_mobile"), ("vit_mobile.MobileViTBlock", "vit_mobile"),
    ("vit_mobile.PreNorm", "vit_mobile"), ("vit_mobile.Transformer", "vit_mobile"),
    ("efficient_vit.nn.norm.LayerNorm2d", "efficient_vit"),
    ("efficient_vit.nn.ops.ConvLayer", "efficient_vit"),
    ("efficient_vit.nn.ops.DSConv", "efficient_vit"),
    ("efficient_vit.nn.ops.EfficientViTBlock", "efficient_vit"),
    ("efficient_vit.nn.ops.FusedMBConv", "efficient_vit"),
    ("efficient_vit.nn.ops.IdentityLayer", "efficient_vit"),
    ("efficient_vit.nn.ops.MBConv", "efficient_vit"),
    ("efficient_vit.nn.ops.OpSequential", "efficient_vit"),
    ("efficient_vit.nn.ops.ResBlock", "efficient_vit"),
    ("efficient_vit.nn.ops.ResidualBlock", "efficient_vit"),
    ("siglip2.attention.SigLip2Attention", "vlm"),
    ("siglip2.text_encoder.SigLip2TextEmbeddings", "vlm"),
    ("siglip2.text_encoder.SigLip2TextEncoder", "vlm"),
    ("siglip2.text_encoder.SigLip2TextLayer", "vlm"),
    ("siglip2.text_encoder.SigLip2TextModel", "vlm"),
    ("siglip2.vision_encoder.SigLip2MultiheadAttentionPoolingHead", "vlm"),
    ("siglip2.vision_encoder.SigLip2VisionEmbeddings", "vlm"),
    ("siglip2.vision_encoder.SigLip2VisionEncoder", "vlm"),
    ("siglip2.vision_encoder.SigLip2VisionLayer", "vlm"),
    ("siglip2.vision_encoder.SigLip2VisionModel", "vlm"),
    ("kimi_vl.moonvit.MoonViTAttention", "vlm"), ("kimi_vl.moonvit.MoonViTEncoder", "vlm"),
    ("kimi_vl.moonvit.MoonViTLayer", "vlm"), ("kimi_vl.moonvit.MoonViTMLP", "vlm"),
    ("kimi_vl.moonvit.MoonViTRotaryEmbedding", "vlm"),
    ("paligemma.modeling_paligemma.GemmaAttention", "vlm"),
    ("paligemma.modeling_paligemma.GemmaDecoderLayer", "vlm"),
    ("paligemma.modeling_paligemma.GemmaMLP", "vlm"),
    ("paligemma.modeling_paligemma.GemmaRMSNorm", "vlm"),
    ("paligemma.modeling_paligemma.GemmaRotaryEmbedding", "vlm"),
]


def _cls(path: str):
    mod, name = path.rsplit(".", 1)
    return getattr(importlib.import_module("kornia.models." + mod), name)


def _clone(v):
    return v.detach().clone() if isinstance(v, torch.Tensor) else v


def _capture(parents):
    """Run each parent once with pre-hooks; {path: (module, args, kwargs, parent tag)}."""
    found: dict = {}
    for tag, model, call in parents:
        hooks = []
        for path, _ in _WANTED:
            if path in found:
                continue
            cls = _cls(path)
            inst = next((m for m in model.modules() if type(m) is cls), None)
            if inst is None:
                continue

            def hook(mod, args, kwargs, path=path, tag=tag):
                if path not in found:
                    found[path] = (mod, tuple(_clone(a) for a in args),
                                   {k: _clone(v) for k, v in kwargs.items()}, tag)

            hooks.append(inst.register_forward_pre_hook(hook, with_kwargs=True))
        with torch.no_grad():
            call()
        for h in hooks:
            h.remove()
    return found


def _has_tensor(v) -> bool:
    return any(isinstance(leaf, torch.Tensor) for leaf in pytree.tree_leaves(v))


def _bind(module, args, kwargs):
    """A function of the captured tensors only; other arguments are baked in."""
    nested = [a for a in args if not isinstance(a, torch.Tensor) and _has_tensor(a)]
    nested += [v for v in kwargs.values() if not isinstance(v, torch.Tensor) and _has_tensor(v)]
    if nested:
        return _bind_tree(module, args, kwargs)
    slots = [i for i, a in enumerate(args) if isinstance(a, torch.Tensor)]
    kslots = [k for k, v in kwargs.items() if isinstance(v, torch.Tensor)]

    def run(*tensors):
        a = list(args)
        for i, t in zip(slots, tensors[: len(slots)], strict=True):
            a[i] = t
        kw = dict(kwargs)
        for k, t in zip(kslots, tensors[len(slots) :], strict=True):
            kw[k] = t
        return module(*a, **kw)

    inputs = [args[i] for i in slots] + [kwargs[k] for k in kslots]
    baked = [f"{type(a).__name__}" for a in args if not isinstance(a, torch.Tensor)]
    baked += [k for k, v in kwargs.items() if not isinstance(v, torch.Tensor)]
    return run, inputs, baked


def _bind_tree(module, args, kwargs):
    """Like _bind, for arguments that hold tensors inside lists, tuples or dicts (RT-DETR's
    feature-map lists): those tensors are graph inputs too, not baked constants. The arguments
    are flattened with torch's pytree and rebuilt at each call.

    It would serve the flat cases too, but a wrapper's source is part of its case's fingerprint
    (collect.fingerprint), so _bind stays as it was for them and their stored results stay
    valid; only the cases with nested tensors moved to this one."""
    leaves, spec = pytree.tree_flatten((tuple(args), dict(kwargs)))
    slots = [i for i, leaf in enumerate(leaves) if isinstance(leaf, torch.Tensor)]

    def run(*tensors):
        filled = list(leaves)
        for i, t in zip(slots, tensors, strict=True):
            filled[i] = t
        a, kw = pytree.tree_unflatten(filled, spec)
        return module(*a, **kw)

    inputs = [leaves[i] for i in slots]
    baked = [f"{type(a).__name__}" for a in args if not _has_tensor(a)]
    baked += [k for k, v in kwargs.items() if not _has_tensor(v)]
    return run, inputs, baked


with seeded(409):
    _EV_LN = EVB.EfficientViTBackbone([8, 16, 16, 32, 32], [1, 1, 1, 1, 1], dim=8,
                                      norm="ln2d").eval()
_PARENTS = [
    ("efficientvit small ln2d", _EV_LN, lambda: _EV_LN(img(1, 3, 32, 32, seed=409))),
    *BLOCK_PARENTS,
]
_FOUND = _capture(_PARENTS)

CASES = []
for _path, _section in _WANTED:
    _ref = "kornia.models." + _path
    _rel = _path.split(".", 1)[1] if _path.startswith(_section + ".") else _path
    _name = f"models.{_section}.{_rel}"
    if _path not in _FOUND:
        CASES.append(case(_name, f"models.{_section}", None, [], ref=_ref,
                          skip="no instance reached by the probed parent models"))
        continue
    _mod, _args, _kwargs, _tag = _FOUND[_path]
    _run, _inputs, _baked = _bind(_mod, _args, _kwargs)
    _note = f"random init; first instance inside {_tag}, inputs captured from its forward"
    if _baked:
        _note += f"; baked: {', '.join(_baked)}"
    # the captured values follow the CPU's float kernels: identified by how they were made
    CASES.append(case(_name, f"models.{_section}", _run, _inputs, note=_note, ref=_ref,
                      inputs_from=f"the first {_path} inside {_tag}: the inputs its forward "
                                  "passes it (random init)"))

# ---- blocks no probed parent contains, and the functional helpers
with seeded(410):
    _BOTTLENECK = RD.BottleneckD(16, 8, 2, False).eval()
    _DROP = KMC.DropPath(0.2).eval()
    _C11 = conv_1x1_bn(3, 8).eval()
    _CNN = conv_nxn_bn(3, 8, 3, 2).eval()
_WIN = randn(1, 10, 14, 8, seed=411)
_REL = randn(7, 4, seed=412)
CASES += [
    case("models.efficient_vit.EfficientViTBackbone[small,ln2d]", "models.efficient_vit", _EV_LN,
         [img(1, 3, 32, 32, seed=409)], note="random init; norm='ln2d' (LayerNorm2d) variant",
         ref="kornia.models.efficient_vit.backbone.EfficientViTBackbone"),
    case("models.rt_detr.architecture.resnet_d.BottleneckD", "models.rt_detr", _BOTTLENECK,
         [img(1, 16, 16, 16, seed=414)],
         note="random init; 16->8x4 channels, stride 2, projection shortcut (ResNet-50-D block)",
         ref="kornia.models.rt_detr.architecture.resnet_d.BottleneckD"),
    case("models.rt_detr.architecture.hgnetv2.StageConfig", "models.rt_detr", None, [],
         skip="configuration dataclass", ref="kornia.models.rt_detr.architecture.hgnetv2."
                                             "StageConfig"),
    case("models.rt_detr.post_processor.mod", "models.rt_detr", lambda a: PP.mod(a, 80),
         [torch.arange(0, 300)], note="integer modulo helper, b=80 baked",
         ref="kornia.models.rt_detr.post_processor.mod"),
    case("models.base.common.DropPath[eval]", "models.base", _DROP, [randn(2, 5, 8, seed=415)],
         note="stochastic depth: identity in eval mode", ref="kornia.models.common.DropPath"),
    case("models.base.common.window_partition", "models.base",
         lambda x: KMC.window_partition(x, 4)[0], [_WIN],
         note="window 4 baked; 10x14 padded to 12x16", ref="kornia.models.common.window_partition"),
    case("models.base.common.window_unpartition", "models.base",
         lambda w: KMC.window_unpartition(w, 4, (12, 16), (10, 14)),
         [KMC.window_partition(_WIN, 4)[0]], note="inverse of window_partition (sizes baked)",
         ref="kornia.models.common.window_unpartition"),
    case("models.sam.architecture.image_encoder.get_rel_pos", "models.sam",
         lambda r: SIE.get_rel_pos(4, 4, r), [_REL], note="q_size=k_size=4 baked",
         ref="kornia.models.sam.architecture.image_encoder.get_rel_pos"),
    case("models.sam.architecture.image_encoder.get_rel_pos[interpolated]", "models.sam",
         lambda r: SIE.get_rel_pos(6, 6, r), [_REL], note="rel_pos table resized 7 -> 11",
         ref="kornia.models.sam.architecture.image_encoder.get_rel_pos"),
    case("models.sam.architecture.image_encoder.add_decomposed_rel_pos", "models.sam",
         lambda a, q, rh, rw: SIE.add_decomposed_rel_pos(a, q, rh, rw, (4, 4), (4, 4)),
         [randn(2, 16, 16, seed=416), randn(2, 16, 8, seed=417), randn(7, 8, seed=418),
          randn(7, 8, seed=419)], note="q/k size 4x4 baked",
         ref="kornia.models.sam.architecture.image_encoder.add_decomposed_rel_pos"),
    case("models.vlm.kimi_vl.moonvit.apply_rotary_pos_emb", "models.vlm",
         MV.apply_rotary_pos_emb,
         [randn(1, 2, 6, 8, seed=413), torch.cos(rand(1, 1, 6, 4, seed=420)),
          torch.sin(rand(1, 1, 6, 4, seed=420))], note="x (B,heads,N,d), cos/sin (1,1,N,d/2)",
         ref="kornia.models.kimi_vl.moonvit.apply_rotary_pos_emb"),
    case("models.vlm.paligemma.modeling_paligemma.apply_rotary_pos_emb", "models.vlm",
         PG.apply_rotary_pos_emb,
         [randn(1, 2, 6, 8, seed=421), randn(1, 1, 6, 8, seed=422),
          torch.cos(rand(1, 6, 8, seed=423)), torch.sin(rand(1, 6, 8, seed=423))],
         ref="kornia.models.paligemma.modeling_paligemma.apply_rotary_pos_emb"),
    case("models.vit_mobile.conv_1x1_bn", "models.vit_mobile", _C11,
         [img(1, 3, 16, 16, seed=424)], note="returns Sequential(conv1x1, BN, SiLU)",
         ref="kornia.models.vit_mobile.conv_1x1_bn"),
    case("models.vit_mobile.conv_nxn_bn", "models.vit_mobile", _CNN,
         [img(1, 3, 16, 16, seed=425)], note="3x3 stride 2", ref="kornia.models.vit_mobile."
                                                                 "conv_nxn_bn"),
    case("models.efficient_vit.nn.act.build_act", "models.efficient_vit", None, [],
         skip="factory returning an activation module by name (probed inside the ops)",
         ref="kornia.models.efficient_vit.nn.act.build_act"),
    case("models.efficient_vit.nn.norm.build_norm", "models.efficient_vit", None, [],
         skip="factory returning a norm module by name (probed inside the ops)",
         ref="kornia.models.efficient_vit.nn.norm.build_norm"),
    case("models.efficient_vit.utils.val2list", "models.efficient_vit", None, [],
         skip="Python list helper", ref="kornia.models.efficient_vit.utils.list.val2list"),
    case("models.efficient_vit.utils.val2tuple", "models.efficient_vit", None, [],
         skip="Python tuple helper", ref="kornia.models.efficient_vit.utils.val2tuple"),
    case("models.efficient_vit.utils.get_same_padding", "models.efficient_vit", None, [],
         skip="integer padding arithmetic", ref="kornia.models.efficient_vit.utils."
                                                "get_same_padding"),
    case("models.efficient_vit.utils.build_kwargs_from_config", "models.efficient_vit", None,
         [], skip="dict filtering helper",
         ref="kornia.models.efficient_vit.utils.build_kwargs_from_config"),
    case("models.small_sr.weight_init", "models.small_sr", None, [],
         skip="in-place weight initialiser (returns None)", ref="kornia.models.small_sr."
                                                                "weight_init"),
    case("models.vlm.siglip2.SigLip2Result", "models.vlm", None, [], skip="result dataclass",
         ref="kornia.models.siglip2.SigLip2Result"),
    case("models.vlm.siglip2.config.SigLip2VisionConfig", "models.vlm", None, [],
         skip="configuration dataclass", ref="kornia.models.siglip2.config.SigLip2VisionConfig"),
    case("models.vlm.siglip2.config.SigLip2TextConfig", "models.vlm", None, [],
         skip="configuration dataclass", ref="kornia.models.siglip2.config.SigLip2TextConfig"),
    case("models.vlm.kimi_vl.MoonViTConfig", "models.vlm", None, [],
         skip="configuration dataclass", ref="kornia.models.kimi_vl.MoonViTConfig"),
    case("models.vlm.kimi_vl.KimiVLProjectorConfig", "models.vlm", None, [],
         skip="configuration dataclass", ref="kornia.models.kimi_vl.KimiVLProjectorConfig"),
]

# ---- the DexiNed building blocks, which kornia.filters.dexined re-exports (kornia.models.dexined
# keeps them out of its __all__): no parent to capture from, so standalone small configurations
RFD = "kornia.filters.dexined."
RND = "random init (weight_init, seeded); standalone small configuration"
with seeded(910):
    _COF = FD.CoFusion(6, 6).apply(FD.weight_init).eval()
    _UP2 = FD.UpConvBlock(16, 2).apply(FD.weight_init).eval()
    _UP1 = FD.UpConvBlock(8, 1).apply(FD.weight_init).eval()
    _SCB = FD.SingleConvBlock(16, 32, 2).apply(FD.weight_init).eval()
    _SCB_NOBN = FD.SingleConvBlock(6, 1, 1, use_bs=False).apply(FD.weight_init).eval()
    _DCB = FD.DoubleConvBlock(3, 16, 32, stride=2).apply(FD.weight_init).eval()
    _DCB_NOACT = FD.DoubleConvBlock(16, 32, use_act=False).apply(FD.weight_init).eval()


def _dex(name, target, inputs, *, note, **kw):
    return case(f"models.dexined.{name}", "models.dexined", target, inputs, note=note,
                ref=RFD + name.split("[", 1)[0], **kw)


CASES += [
    _dex("CoFusion", _COF, [randn(1, 6, 16, 16, seed=911)],
         note=RND + " (6 side maps -> 1); softmax attention over channels"),
    _dex("UpConvBlock", lambda x: _UP2(x, [32, 32]), [randn(1, 16, 8, 8, seed=912)],
         note=RND + "; up_scale=2 (two stride-2 deconvs), out_shape [32, 32] baked"),
    _dex("UpConvBlock[up_scale=1]", lambda x: _UP1(x, [20, 24]), [randn(1, 8, 8, 10, seed=913)],
         note=RND + "; one deconv, then bilinear resize to a non-multiple out_shape [20, 24]"),
    _dex("SingleConvBlock", _SCB, [randn(1, 16, 16, 16, seed=914)],
         note=RND + "; 1x1 conv stride 2 + BatchNorm"),
    _dex("SingleConvBlock[no_bn]", _SCB_NOBN, [randn(1, 6, 16, 16, seed=915)],
         note=RND + "; the fusion head: 1x1 conv without BatchNorm"),
    _dex("DoubleConvBlock", _DCB, [img(1, 3, 32, 32, seed=916)],
         note=RND + "; the stem: two 3x3 conv+BN+ReLU, stride 2"),
    _dex("DoubleConvBlock[no_act]", _DCB_NOACT, [randn(1, 16, 16, 16, seed=917)],
         note=RND + "; use_act=False (no final ReLU)"),
    case("models.dexined.weight_init", "models.dexined", FD.weight_init, [],
         skip="in-place random weight initialiser for nn.Module.apply (returns None; builds no "
              "graph); used to initialise the DexiNed cases", ref=RFD + "weight_init"),
]
