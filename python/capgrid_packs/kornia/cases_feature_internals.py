"""kornia.feature building blocks living in public submodules (adalam, aliked, dedode, defmo,
disk, lightglue, loftr, mkd, sold2, xfeat): the layers, helpers and configurations the census
finds beside the top-level API.

Small, self-contained layers are probed on tiny inputs with random init. Sub-modules of the big
models reuse the instances built in :mod:`cases_feature` (no second copy). What cannot be probed
as a graph (configuration dataclasses, downloaders, in-place stages of a data dict, builders of
multi-hundred-million-parameter networks) is registered as skipped with the reason.
"""

from __future__ import annotations

import copy

import torch
from kornia.feature import defmo as DF
from kornia.feature import lightglue as LG
from kornia.feature import mkd as MKD
from kornia.feature import xfeat as XF
from kornia.feature.adalam import AdalamFilter
from kornia.feature.adalam import ransac as ad_ransac
from kornia.feature.adalam import utils as ad_utils
from kornia.feature.aliked import aliked as AL
from kornia.feature.aliked import deform_conv2d
from kornia.feature.dedode import decoder as DDdec
from kornia.feature.dedode import utils as DDU
from kornia.feature.dedode import vgg as DDvgg
from kornia.feature.dedode.transformer import dinov2 as DINO
from kornia.feature.dedode.transformer import layers as DL
from kornia.feature.dedode.transformer.layers import block as DLblock
from kornia.feature.dedode.transformer.layers import drop_path as DLdrop
from kornia.feature.disk import detector as DISKdet
from kornia.feature.disk import structs as DISKs
from kornia.feature.laf import get_laf_orientation, get_laf_scale
from kornia.feature.lightglue_onnx import utils as LGO
from kornia.feature.loftr import backbone as LB
from kornia.feature.loftr.backbone import resnet_fpn as LRF
from kornia.feature.loftr.loftr import default_cfg as LOFTR_CFG
from kornia.feature.loftr.loftr_module import linear_attention as LLA
from kornia.feature.loftr.loftr_module import transformer as LTR
from kornia.feature.loftr.utils import coarse_matching as LCM
from kornia.feature.loftr.utils import geometry as LGEO
from kornia.feature.loftr.utils import position_encoding as LPE
from kornia.feature.loftr.utils import supervision as LSUP
from kornia.feature.sold2 import backbones as SB
from kornia.feature.sold2 import sold2 as S2
from kornia.feature.sold2 import sold2_detector as S2D
from kornia.feature.sold2.structures import LineDetectorCfg

from ._kit import Section, img, lafs, rand, randn, skipped
from .cases_feature import DEDODE, DEFMO, DISK, GRAY64, LOFTR, RGB64, SOLD2, SOLD2_DETECTOR

CASES: list = []
_mat = Section(CASES, "feature.matching", "feature.", "kornia.feature.")
_mod = Section(CASES, "feature.models", "feature.", "kornia.feature.")
_desc = Section(CASES, "feature.descriptors", "feature.", "kornia.feature.")
_det = Section(CASES, "feature.detectors", "feature.", "kornia.feature.")

RI = "random init"
CFG = "configuration container (no tensor operation)"


def _built(seed: int, build):
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return build().eval()


# -- adalam -----------------------------------------------------------------------------------
_K1 = lafs(1, 24, seed=301, h=64, w=64)
_K2 = lafs(1, 24, seed=302, h=64, w=64)
_D1 = torch.nn.functional.normalize(randn(24, 16, seed=303), dim=-1)
_D2 = torch.nn.functional.normalize(_D1 + randn(24, 16, seed=304, std=0.05), dim=-1)
_ADF = AdalamFilter()
_mat.add(
    "adalam.AdalamFilter.match_and_filter",
    lambda k1, k2, d1, d2, o1, o2, s1, s2: _ADF.match_and_filter(
        k1, k2, d1, d2, (64, 64), (64, 64), o1, o2, s1, s2
    ),
    [
        _K1[0, :, :, 2],
        _K2[0, :, :, 2],
        _D1,
        _D2,
        get_laf_orientation(_K1)[0, :, 0],
        get_laf_orientation(_K2)[0, :, 0],
        # in float64, then float32: a float32 sqrt's last bits depend on the CPU (MKL's
        # instruction set), and so would the fingerprint
        get_laf_scale(_K1.double())[0, :, 0, 0].float(),
        get_laf_scale(_K2.double())[0, :, 0, 0].float(),
    ],
    ref="kornia.feature.adalam.AdalamFilter.match_and_filter",
    note="keypoints, orientations and scales from LAFs; image sizes baked",
)
_mat.skip("adalam.get_adalam_default_config", "returns a configuration dict (" + CFG + ")")
_mat.skip("adalam.core.AdalamConfig", CFG)
_AD_STAGE = (
    "AdaLAM internal stage fed by intermediate tensors of adalam_core; exercised end to end "
    "by feature.match_adalam and adalam.AdalamFilter.match_and_filter"
)
for _n in ("adalam_core", "extract_local_patterns", "extract_neighborhood_sets", "select_seeds"):
    _mat.skip(f"adalam.core.{_n}", _AD_STAGE)
for _n in ("confidence_based_inlier_selection", "ransac", "sample_padded_inliers"):
    _mat.skip(f"adalam.ransac.{_n}", _AD_STAGE)
_RD = torch.tensor([3, 5, 4])
_mat.add(
    "adalam.ransac.group_sum_and_cumsum",
    ad_ransac.group_sum_and_cumsum,
    [rand(4, 12, seed=305), torch.tensor([2, 6, 11])],
)
_mat.add(
    "adalam.ransac.stable_sort_residuals",
    ad_ransac.stable_sort_residuals,
    [rand(4, 12, seed=306), torch.tensor([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2])],
)
_M22 = torch.eye(2).repeat(5, 1, 1) + randn(5, 2, 2, seed=307, std=0.2)
_mat.add("adalam.utils.arange_sequence", ad_utils.arange_sequence, [_RD])
_mat.add("adalam.utils.batch_2x2_Q", ad_utils.batch_2x2_Q, [_M22])
_mat.add("adalam.utils.batch_2x2_det", ad_utils.batch_2x2_det, [_M22])
_mat.add("adalam.utils.batch_2x2_ellipse", ad_utils.batch_2x2_ellipse, [_M22 @ _M22.mT])
_mat.add("adalam.utils.batch_2x2_inv", ad_utils.batch_2x2_inv, [_M22])
_mat.add("adalam.utils.batch_2x2_invQ", ad_utils.batch_2x2_invQ, [_M22])
_mat.add("adalam.utils.dist_matrix", ad_utils.dist_matrix, [_D1, _D2])
_mat.add(
    "adalam.utils.dist_matrix[normalized]",
    ad_utils.dist_matrix,
    [_D1, _D2],
    {"is_normalized": True},
)
_mat.add(
    "adalam.utils.draw_first_k_couples",
    lambda r: ad_utils.draw_first_k_couples(6, r, r.device),
    [_RD],
    ref="kornia.feature.adalam.utils.draw_first_k_couples",
)
_mat.add(
    "adalam.utils.orientation_diff",
    ad_utils.orientation_diff,
    [rand(8, seed=308, hi=360), rand(8, seed=309, hi=360)],
)
_mat.add(
    "adalam.utils.piecewise_arange", ad_utils.piecewise_arange, [torch.tensor([0, 0, 1, 1, 1, 2])]
)
_mat.add(
    "adalam.utils.random_samples_indices",
    lambda r: ad_utils.random_samples_indices(8, r, r.device),
    [_RD],
    ref="kornia.feature.adalam.utils.random_samples_indices",
    check=False,
    note="random sampling in graph",
)

# -- aliked -----------------------------------------------------------------------------------
_X16 = rand(1, 8, 16, 16, seed=310)
_mod.add(
    "aliked.deform_conv2d",
    deform_conv2d,
    [_X16, randn(1, 18, 16, 16, seed=311, std=0.5), randn(4, 8, 3, 3, seed=312, std=0.1)],
    {"padding": (1, 1)},
    note="torchvision-compatible deformable conv written in torch",
)
_mod.add("aliked.aliked.ConvBlock", _built(1, lambda: AL.ConvBlock(8, 8)), [_X16], note=RI)
_mod.add(
    "aliked.aliked.ConvBlock[dcn]",
    _built(2, lambda: AL.ConvBlock(8, 8, conv_type="dcn")),
    [_X16],
    note=RI,
)
_mod.add(
    "aliked.aliked.DeformableConv2d", _built(3, lambda: AL.DeformableConv2d(8, 4)), [_X16], note=RI
)
_mod.add("aliked.aliked.ResBlock", _built(4, lambda: AL.ResBlock(8, 8)), [_X16], note=RI)
_SCORES = rand(1, 1, 32, 32, seed=313)
_DKD = AL.DKD(radius=2, top_k=16)
_mod.add(
    "aliked.aliked.DKD",
    lambda s: [t for group in _DKD(s) for t in group],
    [_SCORES],
    ref="kornia.feature.aliked.aliked.DKD",
    note="top_k=16; returns lists of keypoints/scores",
)
_SDDH = _built(5, lambda: AL.SDDH(8, n_pos=4))
_mod.add(
    "aliked.aliked.SDDH",
    lambda x, k: [t for group in _SDDH(x, [k]) for t in group],
    [_X16, rand(10, 2, seed=314, lo=-0.9, hi=0.9)],
    ref="kornia.feature.aliked.aliked.SDDH",
    note=RI + "; keypoints normalised [-1,1]",
)
_PAD = AL.InputPadder(30, 30, 8)
_mod.add(
    "aliked.aliked.InputPadder",
    lambda x: _PAD.unpad(_PAD.pad(x)[0]),
    [rand(1, 3, 30, 30, seed=315)],
    ref="kornia.feature.aliked.aliked.InputPadder",
    note="pad to a multiple of 8 and back",
)
_mod.add(
    "aliked.aliked.get_conv",
    _built(6, lambda: AL.get_conv(8, 4)),
    [_X16],
    ref="kornia.feature.aliked.aliked.get_conv",
    note="the Conv2d the builder returns, " + RI,
)
_mod.add(
    "aliked.aliked.get_patches",
    AL.get_patches,
    [rand(8, 16, 16, seed=316), torch.tensor([[4, 5], [9, 2], [12, 12]]).long()],
    {"ps": 3},
)

# -- dedode -----------------------------------------------------------------------------------
_IMG64 = RGB64
# DeDoDe("L", "B") in cases_feature builds its parts through get_detector("L") ->
# dedode_detector_L() and get_descriptor("B") -> dedode_descriptor_B(): probe those instances
# (random init) rather than building four more VGG19 networks at import.
_DDET = DEDODE.detector
_DDESC = DEDODE.descriptor
_DDET_ENC = _DDET.encoder
_GDET, _GDESC, _VGG19 = _DDET, _DDESC, _DDET_ENC
_VGGNOTE = (
    RI + "; the instance feature.DeDoDe built through this builder; VGG19 feature layers "
    "(unused ImageNet classifier not built)"
)
_mod.add("dedode.dedode_models.dedode_detector_L", _DDET, [_IMG64], note=_VGGNOTE)
_mod.add("dedode.dedode_models.dedode_descriptor_B", _DDESC, [_IMG64], note=_VGGNOTE)
_mod.add("dedode.dedode_models.get_detector", _GDET, [_IMG64], note="kind=L; " + _VGGNOTE)
_mod.add("dedode.dedode_models.get_descriptor", _GDESC, [_IMG64], note="kind=B; " + _VGGNOTE)
_DINO_DL = "builds DINOv2 ViT-L/14 (300M parameters) and downloads its weights at construction"
_mod.skip("dedode.dedode_models.dedode_descriptor_G", _DINO_DL)
_mod.skip("dedode.encoder.FrozenDINOv2", _DINO_DL)
_mod.skip("dedode.encoder.VGG_DINOv2", _DINO_DL + " (DeDoDe-G encoder)")
_mod.add("dedode.encoder.VGG19", _VGG19, [_IMG64], note=_VGGNOTE)
_mod.add(
    "dedode.descriptor.DeDoDeDescriptor",
    _DDESC,
    [_IMG64],
    ref="kornia.feature.dedode.descriptor.DeDoDeDescriptor",
    note="class probed through its B instance",
)
_mod.add(
    "dedode.detector.DeDoDeDetector",
    _DDET,
    [_IMG64],
    ref="kornia.feature.dedode.detector.DeDoDeDetector",
    note="class probed through its L instance",
)
_mod.add(
    "dedode.decoder.ConvRefiner",
    _built(12, lambda: DDdec.ConvRefiner(6, 16, 2, amp=False)),
    [rand(1, 6, 16, 16, seed=317)],
    note=RI + "; hidden 16",
)
_mod.add(
    "dedode.decoder.Decoder",
    lambda f: _DDET.decoder(f, scale="8")[0],
    [rand(1, 512, 8, 8, seed=318)],
    ref="kornia.feature.dedode.decoder.Decoder",
    note="DeDoDe-L decoder at its coarsest scale (8), " + RI,
)
_mod.skip(
    "dedode.transformer.vit_large",
    "ViT-L/16 builder (300M parameters): too large for a "
    "random-init probe here; DinoVisionTransformer is probed with a tiny configuration",
)
_mod.skip(
    "dedode.transformer.dinov2.vit_giant2",
    "ViT-g builder (1.1B parameters): too large for "
    "a random-init probe here; DinoVisionTransformer is probed with a tiny configuration",
)
_mod.skip(
    "dedode.transformer.dinov2.vit_base",
    "ViT-B builder (86M parameters): same class as vit_small, which is probed",
)
_VITS = _built(13, lambda: DINO.vit_small(patch_size=14, img_size=56, block_chunks=0))
_mod.add(
    "dedode.transformer.dinov2.vit_small",
    lambda x: _VITS(x, is_training=True)["x_norm_patchtokens"],
    [rand(1, 3, 56, 56, seed=319)],
    ref="kornia.feature.dedode.transformer.dinov2.vit_small",
    note=RI + "; 56x56 input, patch 14",
)
_TINY = _built(
    14,
    lambda: DINO.DinoVisionTransformer(
        img_size=28, patch_size=14, embed_dim=32, depth=2, num_heads=2, block_chunks=2
    ),
)
_mod.add(
    "dedode.transformer.dinov2.DinoVisionTransformer",
    _TINY,
    [rand(1, 3, 28, 28, seed=320)],
    note=RI + "; tiny: dim 32, depth 2, 2 chunks",
)
_TOK = randn(1, 5, 32, seed=321)
_mod.add(
    "dedode.transformer.dinov2.BlockChunk",
    _built(15, lambda: DINO.BlockChunk([DLblock.Block(32, 2)])),
    [_TOK],
    note=RI,
)
_INIT = "weight-initialisation utility that mutates a module in place; not a tensor operator"
_mod.skip("dedode.transformer.dinov2.init_weights_vit_timm", _INIT)
_mod.skip("dedode.transformer.dinov2.named_apply", _INIT + " (applies a function to submodules)")
_mod.add(
    "dedode.transformer.layers.DINOHead",
    _built(16, lambda: DL.DINOHead(32, 16, hidden_dim=32, bottleneck_dim=16)),
    [randn(3, 32, seed=322)],
    note=RI,
)
_mod.add(
    "dedode.transformer.layers.MemEffAttention",
    _built(17, lambda: DL.MemEffAttention(32, 2)),
    [_TOK],
    note=RI,
)
_mod.add("dedode.transformer.layers.Mlp", _built(18, lambda: DL.Mlp(32, 64)), [_TOK], note=RI)
_mod.add(
    "dedode.transformer.layers.NestedTensorBlock",
    _built(19, lambda: DL.NestedTensorBlock(32, 2)),
    [_TOK],
    note=RI + "; plain tensor input",
)
_mod.add(
    "dedode.transformer.layers.PatchEmbed",
    _built(20, lambda: DL.PatchEmbed(28, 14, 3, 32)),
    [rand(1, 3, 28, 28, seed=323)],
    note=RI,
)
_mod.add(
    "dedode.transformer.layers.SwiGLUFFN", _built(21, lambda: DL.SwiGLUFFN(32, 64)), [_TOK], note=RI
)
_mod.add(
    "dedode.transformer.layers.SwiGLUFFNFused",
    _built(22, lambda: DL.SwiGLUFFNFused(32, 64)),
    [_TOK],
    note=RI,
)
_mod.add(
    "dedode.transformer.layers.attention.Attention",
    _built(23, lambda: DL.attention.Attention(32, 2)),
    [_TOK],
    note=RI,
)
_mod.add(
    "dedode.transformer.layers.block.Block",
    _built(24, lambda: DLblock.Block(32, 2)),
    [_TOK],
    note=RI,
)
_FFN = _built(25, lambda: DL.Mlp(32, 64))
_mod.add(
    "dedode.transformer.layers.block.drop_add_residual_stochastic_depth",
    lambda x: DLblock.drop_add_residual_stochastic_depth(x, _FFN, 0.5),
    [randn(4, 5, 32, seed=324)],
    ref="kornia.feature.dedode.transformer.layers.block.drop_add_residual_stochastic_depth",
    check=False,
    note="random subset of the batch in graph; ratio 0.5",
)
_mod.add(
    "dedode.transformer.layers.drop_path.DropPath",
    DLdrop.DropPath(0.2),
    [_TOK],
    note="eval: identity",
)
_mod.add(
    "dedode.transformer.layers.drop_path.drop_path",
    DLdrop.drop_path,
    [randn(4, 5, 32, seed=325)],
    {"drop_prob": 0.25, "training": True},
    check=False,
    note="training=True: random per-sample mask in graph",
)
_mod.add(
    "dedode.transformer.layers.layer_scale.LayerScale",
    DL.layer_scale.LayerScale(32, 0.1),
    [_TOK],
)
_mod.skip(
    "dedode.transformer.layers.patch_embed.make_2tuple",
    "pure-Python helper turning an int into an (int, int) tuple; no tensor",
)
_mod.add(
    "dedode.utils.dedode_denormalize_pixel_coordinates",
    DDU.dedode_denormalize_pixel_coordinates,
    [rand(1, 10, 2, seed=326, lo=-1, hi=1)],
    {"h": 64, "w": 64},
)
_mod.add(
    "dedode.utils.get_grid",
    lambda: DDU.get_grid(1, 8, 10, torch.device("cpu")),
    [],
    ref="kornia.feature.dedode.utils.get_grid",
    note="fully constant graph",
)
_mod.add(
    "dedode.utils.sample_keypoints",
    DDU.sample_keypoints,
    [rand(1, 32, 32, seed=327)],
    {"num_samples": 16},
    note="top-k of the score map (deterministic in kornia 0.9.0)",
)
_mod.add(
    "dedode.vgg.make_layers",
    _built(26, lambda: DDvgg.make_layers([8, "M", 16, "M"], batch_norm=True)),
    [rand(1, 3, 32, 32, seed=328)],
    ref="kornia.feature.dedode.vgg.make_layers",
    note="the Sequential the builder returns (tiny cfg), " + RI,
)
_VGG_BIG = (
    "builds a full VGG with its 120M-parameter ImageNet classifier (seconds of random init) that "
    "DeDoDe discards; the feature layers are probed via dedode.vgg.make_layers and "
    "dedode.encoder.VGG19"
)
for _n in (
    "VGG",
    "vgg11",
    "vgg11_bn",
    "vgg13",
    "vgg13_bn",
    "vgg16",
    "vgg16_bn",
    "vgg19",
    "vgg19_bn",
):
    _mod.skip(f"dedode.vgg.{_n}", _VGG_BIG)

# -- defmo ------------------------------------------------------------------------------------
_mod.add(
    "defmo.Bottleneck",
    _built(27, lambda: DF.Bottleneck(32, 8)),
    [rand(1, 32, 8, 8, seed=329)],
    note=RI,
)
_DFX = rand(1, 6, 32, 32, seed=330)
_mod.add("defmo.EncoderDeFMO", DEFMO.encoder, [_DFX], note="DeFMO's encoder, " + RI)
with torch.no_grad():
    _LATENT = DEFMO.encoder(_DFX)
_mod.add("defmo.RenderingDeFMO", DEFMO.rendering, [_LATENT], note="DeFMO's renderer, " + RI,
         inputs_from="DeFMO's encoder (random init) on rand(1, 6, 32, 32, seed=330)")
_mod.add(
    "defmo.ResNet",
    _built(28, lambda: DF.ResNet(DF.Bottleneck, [1, 1, 1, 1], num_classes=10)),
    [rand(1, 3, 32, 32, seed=331)],
    note=RI + "; one bottleneck per stage",
)
_mod.add(
    "defmo.conv1x1",
    _built(29, lambda: DF.conv1x1(8, 4)),
    [_X16],
    ref="kornia.feature.defmo.conv1x1",
)
_mod.add(
    "defmo.conv3x3",
    _built(30, lambda: DF.conv3x3(8, 4)),
    [_X16],
    ref="kornia.feature.defmo.conv3x3",
)

# -- disk -------------------------------------------------------------------------------------
_mod.add(
    "disk.detector.heatmap_to_keypoints",
    lambda h: [t for k in DISKdet.heatmap_to_keypoints(h, n=16) for t in (k.xys, k.detection_logp)],
    [randn(1, 1, 32, 32, seed=332)],
    ref="kornia.feature.disk.detector.heatmap_to_keypoints",
    note="n=16 top-k",
)
_mod.add("disk.disk.Unet", DISK.unet, [RGB64], note="DISK's U-Net, " + RI)
_mod.add(
    "disk.structs.Keypoints",
    lambda xy, lp, d: DISKs.Keypoints(xy, lp).merge_with_descriptors(d).descriptors,
    [(rand(6, 2, seed=333) * 30).long(), randn(6, seed=334), randn(1, 128, 32, 32, seed=335)],
    ref="kornia.feature.disk.structs.Keypoints.merge_with_descriptors",
    note="dataclass + merge_with_descriptors (samples the dense map at the keypoints)",
)

# -- lightglue --------------------------------------------------------------------------------
_LGS = _built(
    31, lambda: LG.LightGlue(None, input_dim=32, descriptor_dim=32, num_heads=2, n_layers=2)
)
_KA = rand(1, 8, 2, seed=336, lo=-1, hi=1)
_KB = rand(1, 10, 2, seed=337, lo=-1, hi=1)
_DA = randn(1, 8, 32, seed=338)
_DB = randn(1, 10, 32, seed=339)
# in float64 (on a copy of the encoder), then float32: a float32 matmul's last bits depend on
# the CPU (MKL's instruction set), and so would the fingerprint
_POSENC64 = copy.deepcopy(_LGS.posenc).double()
with torch.no_grad():
    _ENCA = _POSENC64(_KA.double()).float()
    _ENCB = _POSENC64(_KB.double()).float()
_mat.add(
    "lightglue.Attention",
    LG.Attention(False),
    [randn(1, 2, 8, 16, seed=340), randn(1, 2, 10, 16, seed=341), randn(1, 2, 10, 16, seed=342)],
)
_mat.add(
    "lightglue.SelfBlock",
    _LGS.transformers[0].self_attn,
    [_DA, _ENCA],
    note=RI + "; dim 32, 2 heads",
)
_mat.add("lightglue.CrossBlock", _LGS.transformers[0].cross_attn, [_DA, _DB], note=RI)
_mat.add("lightglue.TransformerLayer", _LGS.transformers[0], [_DA, _DB, _ENCA, _ENCB], note=RI)
_mat.add("lightglue.LearnableFourierPositionalEncoding", _LGS.posenc, [_KA], note=RI)
_mat.add("lightglue.MatchAssignment", _LGS.log_assignment[0], [_DA, _DB], note=RI)
_mat.add("lightglue.TokenConfidence", _LGS.token_confidence[0], [_DA, _DB], note=RI)
_mat.add(
    "lightglue.apply_cached_rotary_emb",
    LG.apply_cached_rotary_emb,
    [_ENCA[:, :, None].squeeze(2), randn(1, 2, 8, 16, seed=343)],
)
_mat.add(
    "lightglue.filter_matches",
    LG.filter_matches,
    [torch.log_softmax(randn(1, 9, 11, seed=344), -1)],
    {"th": 0.05},
    inputs_from="log_softmax(randn(1, 9, 11, seed=344), -1)",
)
_mat.skip("lightglue.math_clamp", "pure-Python scalar clamp (min/max of Python numbers); no tensor")
_mat.add(
    "lightglue.normalize_keypoints",
    LG.normalize_keypoints,
    [rand(1, 8, 2, seed=345) * 60, torch.tensor([[64.0, 48.0]])],
)
_mat.add("lightglue.pad_to_length", LG.pad_to_length, [_DA], {"length": 12})
_mat.add("lightglue.rotate_half", LG.rotate_half, [randn(1, 2, 8, 16, seed=346)])
_mat.add(
    "lightglue.sigmoid_log_double_softmax",
    LG.sigmoid_log_double_softmax,
    [randn(1, 8, 10, seed=347), randn(1, 8, 1, seed=348), randn(1, 10, 1, seed=349)],
)
_mat.skip(
    "lightglue_onnx.utils.download_onnx_from_url",
    "downloads a file (network I/O); not a tensor operator",
)
_mat.add(
    "lightglue_onnx.utils.normalize_keypoints",
    LGO.normalize_keypoints,
    [rand(1, 8, 2, seed=350) * 60, torch.tensor([[64.0, 48.0]])],
)

# -- loftr ------------------------------------------------------------------------------------
_LO = LOFTR
_GRAY = img(1, 1, 64, 80, seed=351)
_mat.add("loftr.backbone.ResNetFPN_8_2", _LO.backbone, [_GRAY], note="LoFTR's backbone, " + RI)
_FPN16 = {"initial_dim": 16, "block_dims": [16, 24, 32, 48]}
_mat.add(
    "loftr.backbone.ResNetFPN_16_4",
    _built(32, lambda: LB.ResNetFPN_16_4(_FPN16)),
    [_GRAY],
    note=RI + "; small dims 16/24/32/48",
)
_mat.add(
    "loftr.backbone.build_backbone",
    _built(
        33, lambda: LB.build_backbone({**LOFTR_CFG, "resolution": (16, 4), "resnetfpn": _FPN16})
    ),
    [_GRAY],
    ref="kornia.feature.loftr.backbone.build_backbone",
    note="resolution (16,4) branch, small dims, " + RI,
)
_mat.add(
    "loftr.backbone.resnet_fpn.BasicBlock",
    _built(34, lambda: LRF.BasicBlock(8, 8)),
    [_X16],
    note=RI,
)
_mat.add(
    "loftr.backbone.resnet_fpn.conv1x1",
    _built(35, lambda: LRF.conv1x1(8, 4)),
    [_X16],
    ref="kornia.feature.loftr.backbone.resnet_fpn.conv1x1",
)
_mat.add(
    "loftr.backbone.resnet_fpn.conv3x3",
    _built(36, lambda: LRF.conv3x3(8, 4)),
    [_X16],
    ref="kornia.feature.loftr.backbone.resnet_fpn.conv3x3",
)
_LOFTR_STAGE = (
    "LoFTR stage that reads and writes the matcher's data dict in place (returns None); "
    "exercised inside feature.LoFTR"
)
_mat.skip("loftr.loftr_module.FinePreprocess", _LOFTR_STAGE)
_mat.skip("loftr.utils.coarse_matching.CoarseMatching", _LOFTR_STAGE)
_mat.skip("loftr.utils.fine_matching.FineMatching", _LOFTR_STAGE)
_SUP = "training-time ground-truth builder over a LoFTR data dict (depths, poses, K), in place"
for _n in ("compute_supervision_coarse", "compute_supervision_fine", "spvs_coarse", "spvs_fine"):
    _mat.skip(f"loftr.utils.supervision.{_n}", _SUP)
_mat.add(
    "loftr.loftr_module.LocalFeatureTransformer",
    _LO.loftr_coarse,
    [randn(1, 40, 256, seed=352), randn(1, 48, 256, seed=353)],
    note="LoFTR's coarse transformer, " + RI,
)
_QKV = [randn(1, 20, 2, 16, seed=354), randn(1, 24, 2, 16, seed=355), randn(1, 24, 2, 16, seed=356)]
_mat.add("loftr.loftr_module.linear_attention.FullAttention", LLA.FullAttention(), _QKV)
_mat.add("loftr.loftr_module.linear_attention.LinearAttention", LLA.LinearAttention(), _QKV)
_mat.add(
    "loftr.loftr_module.linear_attention.elu_feature_map",
    LLA.elu_feature_map,
    [randn(1, 20, 2, 16, seed=357)],
)
_mat.add(
    "loftr.loftr_module.transformer.LoFTREncoderLayer",
    _built(37, lambda: LTR.LoFTREncoderLayer(32, 2)),
    [randn(1, 20, 32, seed=358), randn(1, 24, 32, seed=359)],
    note=RI,
)
_PM0 = torch.ones(1, 8, 10, dtype=torch.bool)
_PM0[:, 6:] = False
_PM1 = torch.ones(1, 8, 10, dtype=torch.bool)
_PM1[:, :, 8:] = False
_mat.add(
    "loftr.utils.coarse_matching.compute_max_candidates", LCM.compute_max_candidates, [_PM0, _PM1]
)


def _mask_border(m):
    m = m.clone()
    LCM.mask_border(m, 2, False)
    return m


def _mask_border_pad(m, p0, p1):
    m = m.clone()
    LCM.mask_border_with_padding(m, 2, False, p0, p1)
    return m


_CONF = rand(1, 8, 10, 8, 10, seed=360) > 0.5
_mat.add(
    "loftr.utils.coarse_matching.mask_border",
    _mask_border,
    [_CONF],
    ref="kornia.feature.loftr.utils.coarse_matching.mask_border",
    note="in-place on a clone; border 2",
)
_mat.add(
    "loftr.utils.coarse_matching.mask_border_with_padding",
    _mask_border_pad,
    [_CONF, _PM0, _PM1],
    ref="kornia.feature.loftr.utils.coarse_matching.mask_border_with_padding",
    note="in-place on a clone; border 2",
)
_K = torch.tensor([[[30.0, 0.0, 20.0], [0.0, 30.0, 16.0], [0.0, 0.0, 1.0]]])
_T01 = torch.cat([torch.eye(3), torch.tensor([[0.1], [0.0], [0.0]])], -1)[None]
_mat.add(
    "loftr.utils.geometry.warp_kpts",
    LGEO.warp_kpts,
    [
        (rand(1, 10, 2, seed=361) * torch.tensor([39.0, 31.0])).round(),
        rand(1, 32, 40, seed=362, lo=2.0, hi=3.0),
        rand(1, 32, 40, seed=363, lo=2.0, hi=3.0),
        _T01,
        _K,
        _K,
    ],
    note="depths positive; integer keypoints",
)
_mat.add(
    "loftr.utils.position_encoding.PositionEncodingSine",
    LPE.PositionEncodingSine(32, (16, 16)),
    [randn(1, 32, 8, 10, seed=364)],
)
_mat.add(
    "loftr.utils.supervision.mask_pts_at_padded_regions",
    LSUP.mask_pts_at_padded_regions,
    [rand(1, 80, 2, seed=365) * 8, _PM0],
)

# -- mkd --------------------------------------------------------------------------------------
_P32 = rand(2, 1, 32, 32, seed=366)
_desc.add("mkd.MKDGradients", MKD.MKDGradients(), [_P32])
# in float64, then float32: a float32 sqrt's last bits (and so the embedding's) depend on the
# CPU (MKL's instruction set), and so would the fingerprint
_GR64 = MKD.MKDGradients()(_P32.double())
_GR = _GR64.float()
_desc.add("mkd.EmbedGradients", MKD.EmbedGradients(32, relative=True), [_GR])
_desc.add("mkd.EmbedGradients[cart]", MKD.EmbedGradients(32, relative=False), [_GR])
_EMB = MKD.EmbedGradients(32, relative=True).double()(_GR64).float()
# even in float64 the embedding's last float32 bits differ between CPUs (an AVX2-only machine
# found this case stale in stores made on AVX-512 ones): fingerprinted by how it was made
_desc.add(
    "mkd.ExplicitSpacialEncoding", MKD.ExplicitSpacialEncoding("polar", 32, _EMB.shape[1]), [_EMB],
    inputs_from="EmbedGradients(32, relative=True) in float64 on MKDGradients of "
                "rand(2, 1, 32, 32, seed=366) in float64, then float32",
)
_desc.add(
    "mkd.VonMisesKernel",
    MKD.VonMisesKernel(32, [0.14343168, 0.268285, 0.21979234]),
    [rand(2, 1, 32, 32, seed=367, lo=-3.1, hi=3.1)],
)
_desc.add(
    "mkd.Whitening",
    MKD.Whitening("pcawt", None, in_dims=64, output_dims=32),
    [randn(4, 64, seed=368)],
    note="identity-initialised (no whitening model loaded)",
)
_desc.skip("mkd.SimpleKD", "always loads whitening weights by download (load_whitening_model)")
_desc.skip("mkd.load_whitening_model", "downloads whitening weights (network I/O)")
_desc.add(
    "mkd.get_grid_dict",
    lambda: list(MKD.get_grid_dict(32).values()),
    [],
    ref="kornia.feature.mkd.get_grid_dict",
    note="fully constant graph",
)
_desc.add(
    "mkd.get_kron_order",
    lambda: MKD.get_kron_order(3, 4),
    [],
    ref="kornia.feature.mkd.get_kron_order",
    note="fully constant graph",
)
_desc.add(
    "mkd.spatial_kernel_embedding",
    lambda: MKD.spatial_kernel_embedding("polar", MKD.get_grid_dict(32)),
    [],
    ref="kornia.feature.mkd.spatial_kernel_embedding",
    note="fully constant graph",
)

# -- configs ----------------------------------------------------------------------------------
_det.skip("scale_space_detector.Detector_config", CFG + " (TypedDict)")
_det.skip("keynet.KeyNet_conf", CFG + " (TypedDict)")
for _n in (
    "BackboneCfg",
    "DetectorCfg",
    "HeatMapRefineCfg",
    "JunctionRefineCfg",
    "LineDetectorCfg",
    "LineMatcherCfg",
):
    _mod.skip(f"sold2.structures.{_n}", CFG + " (dataclass)")
_mod.skip("sold2.backbones.HourglassConfig", CFG + " (NamedTuple); used by sold2.backbones.hg")

# -- sold2 ------------------------------------------------------------------------------------
_X8 = rand(1, 8, 16, 16, seed=369)
_mod.add("sold2.backbones.Bottleneck2D", _built(38, lambda: SB.Bottleneck2D(8, 4)), [_X8], note=RI)
_mod.add(
    "sold2.backbones.Hourglass",
    _built(39, lambda: SB.Hourglass(SB.Bottleneck2D, 1, 4, 2)),
    [_X8],
    note=RI + "; depth 2",
)
_mod.add(
    "sold2.backbones.HourglassBackbone",
    _built(40, lambda: SB.HourglassBackbone(1, depth=2, num_stacks=1)),
    [rand(1, 1, 32, 32, seed=370)],
    note=RI + "; depth 2, 1 stack",
)
_HGCFG = SB.HourglassConfig(2, 1, 1, 5, 1, SB.MultitaskHead)
_mod.add(
    "sold2.backbones.hg",
    _built(41, lambda: SB.hg(_HGCFG)),
    [rand(1, 1, 32, 32, seed=371)],
    ref="kornia.feature.sold2.backbones.hg",
    note="the HourglassNet it builds (depth 2, 1 stack), " + RI,
)
_mod.add(
    "sold2.backbones.HourglassNet",
    _built(
        42,
        lambda: SB.HourglassNet(SB.Bottleneck2D, SB.MultitaskHead, 2, 1, 1, 5, 1),
    ),
    [rand(1, 1, 32, 32, seed=372)],
    note=RI,
)
_mod.add("sold2.backbones.MultitaskHead", _built(43, lambda: SB.MultitaskHead(8)), [_X8], note=RI)
_mod.add(
    "sold2.backbones.PixelShuffleDecoder",
    _built(44, lambda: SB.PixelShuffleDecoder(8, 2, 2)),
    [_X8],
    note=RI,
)
_mod.add(
    "sold2.backbones.SuperpointDecoder", _built(45, lambda: SB.SuperpointDecoder(8)), [_X8], note=RI
)
_mod.add(
    "sold2.backbones.SuperpointDescriptor",
    _built(46, lambda: SB.SuperpointDescriptor(8)),
    [_X8],
    note=RI,
)
_mod.add(
    "sold2.backbones.SOLD2Net",
    lambda x: list(SOLD2_DETECTOR.model(x).values()),
    [GRAY64],
    ref="kornia.feature.sold2.backbones.SOLD2Net",
    note="SOLD2's network (dict of heatmaps), " + RI,
)
_SEG1 = torch.tensor([[[10.0, 10.0], [40.0, 40.0]], [[5.0, 50.0], [50.0, 5.0]]])
_SEG2 = torch.tensor([[[12.0, 11.0], [41.0, 42.0]]])
_mod.add(
    "sold2.sold2.WunschLineMatcher",
    SOLD2.line_matcher,
    [_SEG1, _SEG2, randn(1, 128, 16, 16, seed=373), randn(1, 128, 16, 16, seed=374)],
    note="SOLD2's line matcher on random dense descriptors",
)
_mod.add(
    "sold2.sold2.batched_linspace",
    S2.batched_linspace,
    [_SEG1[:, 0], _SEG1[:, 1]],
    {"step": 5, "dim": 1},
)
_mod.add(
    "sold2.sold2.keypoints_to_grid",
    S2.keypoints_to_grid,
    [rand(10, 2, seed=375) * 63],
    {"img_size": (64, 64)},
)
_LSD = S2D.LineSegmentDetectionModule(LineDetectorCfg(use_junction_refinement=False))
_JUNC = torch.tensor([[10.0, 10.0], [10.0, 50.0], [50.0, 50.0], [50.0, 10.0]])
_HEAT = torch.zeros(64, 64)
_HEAT[10, 10:51] = 1.0
_HEAT[10:51, 50] = 1.0
_mod.add(
    "sold2.sold2_detector.LineSegmentDetectionModule.detect",
    _LSD.detect,
    [_JUNC, _HEAT],
    ref="kornia.feature.sold2.sold2_detector.LineSegmentDetectionModule.detect",
    note="synthetic L-shaped heatmap through 3 of 4 junctions; no junction refinement",
)
_LMAP = torch.zeros(4, 4)
_LMAP[0, 1] = _LMAP[1, 0] = _LMAP[1, 2] = _LMAP[2, 1] = 1.0
_mod.add("sold2.sold2_detector.line_map_to_segments", S2D.line_map_to_segments, [_JUNC, _LMAP])
_PROB = rand(64, 64, seed=376) * 0.005
_PROB[10, 10] = _PROB[40, 30] = 0.9
_mod.add(
    "sold2.sold2_detector.prob_to_junctions",
    S2D.prob_to_junctions,
    [_PROB],
    {"dist": 2.0, "prob_thresh": 0.01, "top_k": 8},
)

# -- xfeat ------------------------------------------------------------------------------------
_mod.add("xfeat.BasicLayer", _built(47, lambda: XF.BasicLayer(3, 8)), [RGB64], note=RI)

# -- lightglue helpers --------------------------------------------------------------------------
CASES.append(skipped("feature.lightglue.torch_version_lt", "feature.matching",
                     "kornia.feature.lightglue.torch_version_lt",
                     "torch version comparison (returns a Python bool)"))
