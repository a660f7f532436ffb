"""Cases for monai.networks.blocks: every public block (a module built with random, seeded
weights, in eval mode), the layer factories of its submodules (the module each returns, with the
factory as ref) and its tensor functions (fft_utils_t, attention_utils, pos_embed_utils).

2-D feature maps are 1x4x16x16 or 1x8x16x16 unless a block needs a given shape; 3-D ones
1x4x8x8x8.
"""

from __future__ import annotations

import torch
from monai.networks import blocks as B
from monai.networks.blocks import (
    activation,
    activation_checkpointing,
    attention_utils,
    dynunet_block,
    fft_utils_t,
    localnet_block,
    mednext_block,
    pos_embed_utils,
    regunet_block,
    rel_pos_embedding,
    segresnet_block,
    selfattention,
    text_embedding,
)

from ._kit import DictInput, ListInput, PyramidExtra, build, fn, net, rand, randn, skipped

G = "blocks"
BL = "monai.networks.blocks"
F4 = rand(1, 4, 16, 16, seed=100)
F8 = rand(1, 8, 16, 16, seed=101)
F4_3 = rand(1, 4, 8, 8, 8, seed=102)
F8_3 = rand(1, 8, 8, 8, 8, seed=108)
TOK = rand(1, 16, 32, seed=103)  # 16 tokens of width 32
_OPT = "needs the optional package {} (not installed)"
_EXT = ("needs MONAI's compiled C++ extension monai._C (the permutohedral lattice), which this "
        "install does not have")

CASES: list = []
add = CASES.append


def blk(name: str, module, inputs, kwargs=None, **kw):
    add(net(f"blocks.{name}", G, module, inputs, kwargs, **kw))


# --- convolutions, normalisation-activation-dropout, residual units ------------------------------
blk("ADN", build(B.ADN, "NDA", 4, act="PRELU", norm="BATCH", norm_dim=2, dropout=0.1), [F4],
    note="norm, dropout (off in eval), activation")
blk("Convolution[2d]", build(B.Convolution, 2, 4, 8, strides=2), [F4])
blk("Convolution[3d]", build(B.Convolution, 3, 4, 8), [F4_3])
blk("Convolution[transposed]", build(B.Convolution, 2, 4, 8, strides=2, is_transposed=True),
    [F4])
blk("ResidualUnit[2d]", build(B.ResidualUnit, 2, 4, 8, strides=2, subunits=2), [F4])
blk("ResidualUnit[3d]", build(B.ResidualUnit, 3, 4, 8, subunits=2), [F4_3])
blk("ConvDenseBlock", build(B.ConvDenseBlock, 2, 4, (4, 4), dilations=(1, 2)), [F4])
blk("DenseBlock", build(lambda: B.DenseBlock([torch.nn.Conv2d(4, 4, 3, padding=1),
                                              torch.nn.Conv2d(8, 4, 3, padding=1)])), [F4],
    note="two 3x3 convolutions, each fed the concatenation so far")
blk("ResBlock", build(B.ResBlock, 2, 8, ("GROUP", {"num_groups": 2})), [F8])
blk("MaxAvgPool", build(B.MaxAvgPool, 2, 2), [F4])
blk("ActiConvNormBlock", build(B.ActiConvNormBlock, 4, 8, spatial_dims=2), [F4])
blk("P3DActiConvNormBlock", build(B.P3DActiConvNormBlock, 4, 8, 3, 1), [F4_3])
blk("FactorizedIncreaseBlock", build(B.FactorizedIncreaseBlock, 8, 4, spatial_dims=2), [F8])
blk("FactorizedReduceBlock", build(B.FactorizedReduceBlock, 4, 8, spatial_dims=2), [F4])
blk("SimpleASPP", build(B.SimpleASPP, 2, 4, 2), [F4],
    note="four dilated branches of 2 channels each")
blk("GCN", build(B.GCN, 4, 4, ks=5), [F4], note="global convolutional network block (AHNet)")
blk("Refine", build(B.Refine, 4), [F4])

# --- squeeze-and-excitation ----------------------------------------------------------------------
blk("ChannelSELayer", build(B.ChannelSELayer, 2, 8), [F8])
blk("ResidualSELayer", build(B.ResidualSELayer, 2, 8), [F8])
blk("SEBlock", build(B.SEBlock, 2, 8, 4, 4, 8), [F8])
blk("SEBottleneck", build(B.SEBottleneck, 2, 16, 4, groups=2, reduction=4), [rand(1, 16, 8, 8,
                                                                                   seed=104)])
blk("SEResNetBottleneck", build(B.SEResNetBottleneck, 2, 16, 4, groups=1, reduction=4),
    [rand(1, 16, 8, 8, seed=104)])
blk("SEResNeXtBottleneck", build(B.SEResNeXtBottleneck, 2, 64, 16, groups=2, reduction=4),
    [rand(1, 64, 8, 8, seed=129)], note="base width 4: 64 input channels give 2 per group")

# --- up and down sampling ------------------------------------------------------------------------
blk("UpSample[deconv]", build(B.UpSample, 2, 4, 4, mode="deconv"), [F4])
blk("UpSample[nontrainable]", build(B.UpSample, 2, 4, 4, mode="nontrainable"), [F4],
    note="conv then bilinear interpolation")
blk("UpSample[pixelshuffle]", build(B.UpSample, 2, 4, 4, mode="pixelshuffle"), [F4])
blk("UpSample[3d]", build(B.UpSample, 3, 4, 4, mode="deconv"), [F4_3])
blk("DownSample[conv]", build(B.DownSample, 2, 4, 8, mode="conv"), [F4])
blk("DownSample[maxpool]", build(B.DownSample, 2, 4, mode="maxpool"), [F4])
blk("DownSample[pixelunshuffle]", build(B.DownSample, 2, 4, 4, mode="pixelunshuffle"), [F4])
blk("SubpixelUpSample", build(B.SubpixelUpSample, 2, 4, 4), [F4])
blk("SubpixelDownSample", build(B.SubpixelDownSample, 2, 4, 4), [F4])

# --- U-Net blocks --------------------------------------------------------------------------------
_IN = ("instance", {"affine": True})
blk("UnetBasicBlock", build(B.UnetBasicBlock, 2, 4, 8, 3, 1, _IN), [F4])
blk("UnetResBlock", build(B.UnetResBlock, 2, 4, 8, 3, 2, _IN), [F4])
blk("UnetUpBlock", build(B.UnetUpBlock, 2, 8, 4, 3, 2, 2, _IN),
    [rand(1, 8, 8, 8, seed=105), F4], note="low-resolution features and the skip connection")
blk("UnetOutBlock", build(B.UnetOutBlock, 2, 4, 2), [F4])
blk("UnetrBasicBlock", build(B.UnetrBasicBlock, 2, 4, 8, 3, 1, _IN, res_block=True), [F4])
blk("UnetrUpBlock", build(B.UnetrUpBlock, 2, 8, 4, 3, 2, _IN),
    [rand(1, 8, 8, 8, seed=105), F4], note="low-resolution features and the skip connection")
blk("UnetrPrUpBlock", build(B.UnetrPrUpBlock, 2, 8, 4, 1, 3, 2, 2, _IN), [rand(1, 8, 8, 8,
                                                                            seed=105)])

# --- registration --------------------------------------------------------------------------------
DDF2 = rand(1, 2, 16, 16, seed=106, lo=-1.0, hi=1.0)
blk("Warp", build(B.Warp), [F4, DDF2], note="bilinear, border padding; displacements in [-1, 1) px")
blk("Warp[3d]", build(B.Warp), [F4_3, rand(1, 3, 8, 8, 8, seed=107, lo=-1.0, hi=1.0)])
blk("DVF2DDF", build(B.DVF2DDF, num_steps=3), [DDF2], note="3 scaling-and-squaring steps")
blk("RegistrationDownSampleBlock", build(B.RegistrationDownSampleBlock, 2, 4, True), [F4])
blk("RegistrationResidualConvBlock", build(B.RegistrationResidualConvBlock, 2, 4, 4), [F4])
blk("RegistrationExtractionBlock",
    ListInput(build(B.RegistrationExtractionBlock, 2, (0, 1), [4, 8], 2)),
    [rand(1, 8, 8, 8, seed=109), F4], {"image_size": [16, 16]},
    ref=f"{BL}.RegistrationExtractionBlock",
    note="features of two levels, image size baked")
blk("LocalNetDownSampleBlock", build(B.LocalNetDownSampleBlock, 2, 4, 8, 3), [F4])
blk("LocalNetUpSampleBlock", build(B.LocalNetUpSampleBlock, 2, 8, 4),
    [rand(1, 8, 8, 8, seed=105), F4])
blk("LocalNetFeatureExtractorBlock", build(B.LocalNetFeatureExtractorBlock, 2, 4, 2), [F4])
_LN = f"{BL}.localnet_block"
blk("localnet_block.LocalNetResidualBlock",
    build(localnet_block.LocalNetResidualBlock, 2, 4, 4), [F4, rand(1, 4, 16, 16, seed=110)],
    ref=f"{_LN}.LocalNetResidualBlock")
blk("localnet_block.ResidualBlock", build(localnet_block.ResidualBlock, 2, 4, 4, 3), [F4],
    ref=f"{_LN}.ResidualBlock")
blk("localnet_block.get_conv_block", build(localnet_block.get_conv_block, 2, 4, 8), [F4],
    ref=f"{_LN}.get_conv_block", note="the module the factory returns")
blk("localnet_block.get_conv_layer", build(localnet_block.get_conv_layer, 2, 4, 8), [F4],
    ref=f"{_LN}.get_conv_layer", note="the module the factory returns")
blk("localnet_block.get_deconv_block", build(localnet_block.get_deconv_block, 2, 4, 8), [F4],
    ref=f"{_LN}.get_deconv_block", note="the module the factory returns")
_RB = f"{BL}.regunet_block"
blk("regunet_block.get_conv_block", build(regunet_block.get_conv_block, 2, 4, 8), [F4],
    ref=f"{_RB}.get_conv_block", note="the module the factory returns")
blk("regunet_block.get_conv_layer", build(regunet_block.get_conv_layer, 2, 4, 8), [F4],
    ref=f"{_RB}.get_conv_layer", note="the module the factory returns")
blk("regunet_block.get_deconv_block", build(regunet_block.get_deconv_block, 2, 4, 8), [F4],
    ref=f"{_RB}.get_deconv_block", note="the module the factory returns")
blk("dynunet_block.get_conv_layer", build(dynunet_block.get_conv_layer, 2, 4, 8, stride=2), [F4],
    ref=f"{BL}.dynunet_block.get_conv_layer", note="the module the factory returns")
_SB = f"{BL}.segresnet_block"
blk("segresnet_block.get_conv_layer", build(segresnet_block.get_conv_layer, 2, 4, 8), [F4],
    ref=f"{_SB}.get_conv_layer", note="the module the factory returns")
blk("segresnet_block.get_upsample_layer", build(segresnet_block.get_upsample_layer, 2, 4), [F4],
    ref=f"{_SB}.get_upsample_layer", note="the module the factory returns (trilinear/bilinear)")
add(skipped("blocks.mednext_block.get_conv_layer", G, mednext_block.get_conv_layer,
            "returns a convolution class (nn.Conv2d/3d or a transposed one), not a module",
            ref=f"{BL}.mednext_block.get_conv_layer"))

# --- MedNeXt, Restormer, SPADE -------------------------------------------------------------------
blk("MedNeXtBlock", build(B.MedNeXtBlock, 8, 8, 2, 3, dim="2d"), [F8])
blk("MedNeXtBlock[3d]", build(B.MedNeXtBlock, 8, 8, 2, 3, dim="3d", global_resp_norm=True),
    [F8_3], note="with global response normalisation")
blk("MedNeXtDownBlock", build(B.MedNeXtDownBlock, 8, 16, 2, 3, dim="2d"), [F8])
blk("MedNeXtUpBlock", build(B.MedNeXtUpBlock, 8, 4, 2, 3, dim="2d"), [F8])
blk("MedNeXtOutBlock", build(B.MedNeXtOutBlock, 8, 2, "2d"), [F8])
blk("CABlock", build(B.CABlock, 2, 8, 2, False), [F8], note="channel attention of Restormer")
blk("FeedForward", build(B.FeedForward, 2, 8, 2.0, False), [F8])
SEG = torch.nn.functional.one_hot(torch.randint(0, 3, (1, 16, 16),
                                                generator=torch.Generator().manual_seed(111)),
                                  3).permute(0, 3, 1, 2).float()
blk("SPADE", build(B.SPADE, 3, 8, hidden_channels=8), [F8, SEG],
    note="a 3-class one-hot label map")

# --- attention and transformers ------------------------------------------------------------------
blk("MLPBlock", build(B.MLPBlock, 32, 64), [TOK])
blk("SABlock", build(B.SABlock, 32, 2), [TOK])
blk("SABlock[causal]", build(B.SABlock, 32, 2, causal=True, sequence_length=16), [TOK])
blk("SABlock[rel_pos]",
    build(B.SABlock, 32, 2, rel_pos_embedding="decomposed", input_size=(4, 4)), [TOK],
    note="decomposed relative positions over a 4x4 token grid")
blk("CrossAttentionBlock", build(B.CrossAttentionBlock, 32, 2, context_input_size=16),
    [TOK], {"context": rand(1, 5, 16, seed=112)}, note="5 context tokens of width 16 (baked)")
blk("TransformerBlock", build(B.TransformerBlock, 32, 64, 2), [TOK])
blk("TransformerBlock[cross_attention]",
    build(B.TransformerBlock, 32, 64, 2, with_cross_attention=True), [TOK],
    {"context": rand(1, 5, 32, seed=113)}, note="5 context tokens (baked)")
blk("SpatialAttentionBlock", build(B.SpatialAttentionBlock, 2, 8, norm_num_groups=4), [F8])
blk("PatchEmbeddingBlock", build(B.PatchEmbeddingBlock, 1, 32, 8, 32, 2, spatial_dims=2),
    [rand(1, 1, 32, 32, seed=114)])
blk("PatchEmbeddingBlock[sincos]",
    build(B.PatchEmbeddingBlock, 1, 32, 8, 32, 2, spatial_dims=2, pos_embed_type="sincos"),
    [rand(1, 1, 32, 32, seed=114)])
blk("PatchEmbeddingBlock[fourier]",
    build(B.PatchEmbeddingBlock, 1, 32, 8, 32, 2, spatial_dims=2, pos_embed_type="fourier"),
    [rand(1, 1, 32, 32, seed=114)], note="random Fourier position features (seeded)")
blk("PatchEmbed", build(B.PatchEmbed, 2, 1, 16, spatial_dims=2), [rand(1, 1, 32, 32, seed=114)])
blk("GEGLU", build(B.GEGLU), [rand(1, 16, 8, seed=115)])
_RP_IN = [rand(1, 16, 32, seed=116), rand(1, 2, 16, 16, seed=117), rand(1, 2, 16, 16, seed=118)]
_RP = f"{BL}.rel_pos_embedding.DecomposedRelativePosEmbedding"
blk("rel_pos_embedding.DecomposedRelativePosEmbedding",
    build(rel_pos_embedding.DecomposedRelativePosEmbedding, (4, 4), 16, 2),
    _RP_IN, ref=_RP,
    note="2 heads over a 4x4 token grid: tokens, attention matrix, queries; zero-initialised "
    "position tables")
blk("selfattention.get_rel_pos_embedding_layer",
    build(selfattention.get_rel_pos_embedding_layer, "decomposed", (4, 4), 16, 2),
    _RP_IN, ref=f"{BL}.selfattention.get_rel_pos_embedding_layer",
    note="the module the factory returns")
_AU = f"{BL}.attention_utils"
add(fn("blocks.attention_utils.get_rel_pos", G,
       lambda rel_pos: attention_utils.get_rel_pos(4, 4, rel_pos), [randn(7, 8, seed=119)],
       ref=f"{_AU}.get_rel_pos", note="query and key sizes 4 (baked)"))
add(skipped("blocks.attention_utils.add_decomposed_rel_pos", G,
            attention_utils.add_decomposed_rel_pos,
            "takes an nn.ParameterList and Python sizes; measured through "
            "blocks.rel_pos_embedding.DecomposedRelativePosEmbedding, which calls it",
            ref=f"{_AU}.add_decomposed_rel_pos"))
_PE = f"{BL}.pos_embed_utils"
for _name, _kind in (("build_sincos_position_embedding", "sincos"),
                     ("build_fourier_position_embedding", "fourier")):
    add(skipped(f"blocks.pos_embed_utils.{_name}", G, getattr(pos_embed_utils, _name),
                "builds a constant parameter from Python sizes (no tensor input); used by "
                f"blocks.PatchEmbeddingBlock[{_kind}]", ref=f"{_PE}.{_name}"))

# --- activations ---------------------------------------------------------------------------------
blk("Swish", build(B.Swish), [F4])
blk("MemoryEfficientSwish", build(B.MemoryEfficientSwish), [F4],
    note="a custom autograd.Function")
blk("Mish", build(B.Mish), [F4])
_ACT = f"{BL}.activation"
add(fn("blocks.activation.monai_swish", G, activation.monai_swish, [F4], ref=f"{_ACT}.monai_swish"))
add(fn("blocks.activation.monai_mish", G, activation.monai_mish, [F4], ref=f"{_ACT}.monai_mish"))
add(fn("blocks.activation.SwishImplementation", G, activation.SwishImplementation.apply, [F4],
       ref=f"{_ACT}.SwishImplementation", note="the autograd.Function's apply"))
blk("activation_checkpointing.ActivationCheckpointWrapper",
    build(lambda: activation_checkpointing.ActivationCheckpointWrapper(
        torch.nn.Conv2d(4, 4, 3, padding=1))), [F4],
    ref=f"{BL}.activation_checkpointing.ActivationCheckpointWrapper",
    note="torch.utils.checkpoint around a 3x3 convolution (applied in eval too)")

# --- FFT utilities -------------------------------------------------------------------------------
_FF = f"{BL}.fft_utils_t"
KSP = randn(1, 1, 16, 16, 2, seed=120)  # complex values as a trailing (real, imag) pair
add(fn("blocks.fft_utils_t.fftn_centered_t", G, fft_utils_t.fftn_centered_t, [KSP],
       {"spatial_dims": 2}, ref=f"{_FF}.fftn_centered_t", note="complex as a trailing pair"))
add(fn("blocks.fft_utils_t.ifftn_centered_t", G, fft_utils_t.ifftn_centered_t, [KSP],
       {"spatial_dims": 2}, ref=f"{_FF}.ifftn_centered_t", note="complex as a trailing pair"))
add(fn("blocks.fft_utils_t.fftshift", G, fft_utils_t.fftshift, [F4], {"shift_dims": [-2, -1]},
       ref=f"{_FF}.fftshift"))
add(fn("blocks.fft_utils_t.ifftshift", G, fft_utils_t.ifftshift, [F4], {"shift_dims": [-2, -1]},
       ref=f"{_FF}.ifftshift"))
add(fn("blocks.fft_utils_t.roll", G, fft_utils_t.roll, [F4],
       {"shift": [3, -2], "shift_dims": [-2, -1]}, ref=f"{_FF}.roll"))
add(fn("blocks.fft_utils_t.roll_1d", G, fft_utils_t.roll_1d, [F4],
       {"shift": 5, "shift_dim": -1}, ref=f"{_FF}.roll_1d"))
blk("DepthwiseFFTConv2d", build(B.DepthwiseFFTConv2d, 4, 4, 3, 4, 1), [F4],
    note="depthwise 3x3 convolution through the FFT")
blk("DepthwiseFFTConv3d", build(B.DepthwiseFFTConv3d, 4, 4, 3, 4, 1), [F4_3],
    note="depthwise 3x3x3 convolution through the FFT")

# --- feature pyramids ----------------------------------------------------------------------------
_FPN_IN = [rand(1, 4, 16, 16, seed=121), rand(1, 8, 8, 8, seed=122)]
blk("FeaturePyramidNetwork", DictInput(build(B.FeaturePyramidNetwork, 2, [4, 8], 8), ("a", "b")),
    _FPN_IN, ref=f"{BL}.FeaturePyramidNetwork",
    note="two levels (4 and 8 channels) to 8 channels; the feature dict built from the inputs")
blk("FeaturePyramidNetwork[extra=maxpool]",
    DictInput(build(lambda: B.FeaturePyramidNetwork(2, [4, 8], 8, B.LastLevelMaxPool(2))),
              ("a", "b")), _FPN_IN, ref=f"{BL}.FeaturePyramidNetwork",
    note="with a LastLevelMaxPool level")
_P = [rand(1, 8, 16, 16, seed=123), rand(1, 8, 8, 8, seed=124)]
blk("LastLevelMaxPool", PyramidExtra(build(B.LastLevelMaxPool, 2)), _P + _FPN_IN,
    ref=f"{BL}.LastLevelMaxPool", note="two pyramid levels and the two backbone features")
blk("LastLevelP6P7", PyramidExtra(build(B.LastLevelP6P7, 2, 8, 8)),
    _P + [rand(1, 8, 16, 16, seed=125), rand(1, 8, 8, 8, seed=126)], ref=f"{BL}.LastLevelP6P7",
    note="two pyramid levels and two backbone features of 8 channels")
add(skipped("blocks.ExtraFPNBlock", G, B.ExtraFPNBlock,
            "abstract base of the extra pyramid levels (LastLevelMaxPool, LastLevelP6P7)"))
add(skipped("blocks.BaseEncoder", G, B.BaseEncoder,
            "abstract interface of FlexUNet encoders (class methods, no forward)"))
add(skipped("blocks.BackboneWithFPN", G, B.BackboneWithFPN,
            _OPT.format("torchvision") + " (IntermediateLayerGetter)"))
add(skipped("blocks.FCN", G, B.FCN, _OPT.format("torchvision") + " (its resnet50 encoder)"))
add(skipped("blocks.MCFCN", G, B.MCFCN, _OPT.format("torchvision") + " (its resnet50 encoder)"))
for _name in ("HyenaMixer", "HyenaTransformerBlock"):
    add(skipped(f"blocks.{_name}", G, getattr(B, _name), _OPT.format("nvsubquadratic")))
add(skipped("blocks.is_nvsubquadratic_available", G, B.is_nvsubquadratic_available,
            "environment probe (returns a bool)"))
add(skipped("blocks.get_padding", G, B.get_padding, "padding arithmetic on Python ints"))
add(skipped("blocks.get_output_padding", G, B.get_output_padding,
            "padding arithmetic on Python ints"))

# --- CRF (permutohedral lattice) -----------------------------------------------------------------
add(skipped("blocks.CRF", G, B.CRF, _EXT))

# --- text embedding ------------------------------------------------------------------------------
blk("text_embedding.TextEncoder",
    build(text_embedding.TextEncoder, 2, encoding="rand_embedding", pretrained=False), [],
    ref=f"{BL}.text_embedding.TextEncoder",
    note="a learned embedding (no download): forward takes no input")
