"""Cases for monai.networks.nets (every public network, one row per network, more where 2-D and
3-D or a mode change the graph), and for the rest of monai.networks outside blocks and layers:
monai.networks.utils, monai.networks.schedulers and monai.networks.trt_compiler (group
``nets.utils`` / ``nets.schedulers`` / ``nets.trt``, filed under their real package).

Every network is randomly initialised under a fixed seed (no weights downloaded) in a small
configuration: few channels, few blocks, 2-D inputs 1x1x32x32 and 3-D inputs 1x1x16x16x16 unless
a network's downsampling needs more (said in its note).
"""

from __future__ import annotations

import monai.networks as MN
import torch
from monai.networks import nets as N
from monai.networks import schedulers as S
from monai.networks import trt_compiler as T
from monai.networks import utils as U
from monai.networks.nets import cell_sam_wrapper, controlnet, daf3d, regunet, restormer, swin_unetr
from monai.networks.nets import unet as unet_mod
from monai.networks.schedulers import ddpm, pndm, rectified_flow

from ._kit import (
    DictInput,
    ImageGroups,
    ListInput,
    build,
    fn,
    net,
    rand,
    randint,
    randn,
    skipped,
)

G = "nets"
X2 = rand(1, 1, 32, 32, seed=0)
X3 = rand(1, 1, 16, 16, 16, seed=1)
X2C2 = rand(1, 2, 32, 32, seed=2)  # registration nets: moving and fixed image stacked
X3_32 = rand(1, 1, 32, 32, 32, seed=3)
F8_3 = rand(1, 8, 8, 8, 8, seed=46)
T_STEP = torch.tensor([7])  # a diffusion timestep
_OPT = "needs the optional package {} (not installed)"
SHRUNK = "shrunk: fewer blocks and channels than the published configuration"

CASES: list = []
add = CASES.append


def _dims(name: str, factory, inputs2, inputs3, note: str = "", **kw):
    """The same network in 2-D and 3-D (spatial_dims changes every convolution)."""
    add(net(f"nets.{name}[2d]", G, build(factory, 2), inputs2, note=note, **kw))
    add(net(f"nets.{name}[3d]", G, build(factory, 3), inputs3, note=note, **kw))


# --- U-Nets and encoder-decoders -----------------------------------------------------------------
_dims("UNet", lambda d: N.UNet(d, 1, 2, channels=(4, 8, 16), strides=(2, 2)), [X2], [X3])
add(net("nets.UNet[res_units]", G, build(N.UNet, 2, 1, 2, channels=(4, 8, 16), strides=(2, 2),
                                         num_res_units=1), [X2]))
add(net("nets.CheckpointUNet", G, build(unet_mod.CheckpointUNet, 2, 1, 2, channels=(4, 8, 16),
                                        strides=(2, 2)), [X2],
        note="every connection block runs through torch.utils.checkpoint (also in eval)"))
_dims("AttentionUnet", lambda d: N.AttentionUnet(d, 1, 2, channels=(4, 8, 16), strides=(2, 2)),
      [X2], [X3])
_dims("BasicUNet", lambda d: N.BasicUNet(d, 1, 2, features=(4, 4, 8, 8, 16, 4)), [X2], [X3_32],
      note="3-D: 32^3 input (four 2x downsamplings before an instance norm)")
add(net("nets.BasicUNet[upsample=pixelshuffle]", G,
        build(N.BasicUNet, 2, 1, 2, features=(4, 4, 8, 8, 16, 4), upsample="pixelshuffle"), [X2]))
add(net("nets.BasicUNetPlusPlus[2d]", G,
        build(N.BasicUNetPlusPlus, 2, 1, 2, features=(4, 4, 8, 8, 16, 4)), [X2]))
add(net("nets.BasicUNetPlusPlus[deep_supervision]", G,
        build(N.BasicUNetPlusPlus, 2, 1, 2, features=(4, 4, 8, 8, 16, 4), deep_supervision=True),
        [X2]))
_dims("DynUNet", lambda d: N.DynUNet(d, 1, 2, kernel_size=[3, 3, 3], strides=[1, 2, 2],
                                     upsample_kernel_size=[2, 2], filters=(4, 8, 16)), [X2], [X3])
add(net("nets.DynUNet[res_block]", G,
        build(N.DynUNet, 2, 1, 2, kernel_size=[3, 3, 3], strides=[1, 2, 2],
              upsample_kernel_size=[2, 2], filters=(4, 8, 16), res_block=True), [X2]))
add(net("nets.AutoEncoder", G, build(N.AutoEncoder, 2, 1, 1, channels=(4, 8), strides=(2, 2)),
        [X2]))
add(net("nets.VarAutoEncoder", G,
        build(N.VarAutoEncoder, 2, (1, 32, 32), 1, 4, channels=(4, 8), strides=(2, 2)), [X2],
        note="eval mode: the latent is mu + std, no sampling"))
_dims("SegResNet", lambda d: N.SegResNet(d, init_filters=4, in_channels=1, out_channels=2,
                                         blocks_down=(1, 1, 1), blocks_up=(1, 1),
                                         norm=("GROUP", {"num_groups": 2})), [X2], [X3])
add(net("nets.SegResNetVAE", G,
        build(N.SegResNetVAE, (32, 32), vae_nz=8, spatial_dims=2, init_filters=4,
              blocks_down=(1, 1, 1), blocks_up=(1, 1), norm=("GROUP", {"num_groups": 2})),
        [X2], note="eval mode: the VAE branch (and its random draw) is not run"))
_dims("SegResNetDS", lambda d: N.SegResNetDS(d, init_filters=4, in_channels=1, out_channels=2,
                                             blocks_down=(1, 1, 1)), [X2], [X3])
add(net("nets.SegResNetDS2", G, build(N.SegResNetDS2, 3, init_filters=4, in_channels=1,
                                      out_channels=2, blocks_down=(1, 1, 1)), [X3],
        note="two decoders (label and point heads)"))
_dims("VNet", lambda d: N.VNet(d, 1, 2, dropout_prob_down=None, dropout_prob_up=(None, 0.0)),
      [rand(1, 1, 32, 32, seed=4)], [X3], note="published widths (16..256): VNet fixes them")
add(net("nets.HighResNet[2d]", G, build(N.HighResNet, 2, 1, 2), [X2],
        note="published layer_params (16..64 features)"))
add(net("nets.HighResNet[3d]", G, build(N.HighResNet, 3, 1, 2), [X3],
        note="published layer_params (16..64 features)"))
add(net("nets.HighResBlock", G, build(N.HighResBlock, 2, 4, 8), [rand(1, 4, 32, 32, seed=5)]))
add(net("nets.Quicknat", G, build(N.Quicknat, num_classes=2, num_channels=1, num_filters=8), [X2],
        ref="monai.networks.nets.Quicknat"))
_dims("MedNeXt", lambda d: N.MedNeXt(d, init_filters=4, in_channels=1, out_channels=2,
                                     kernel_size=3), [X2], [X3_32],
      note="4 filters, kernel 3; 3-D: 32^3 input (four 2x downsamplings)")
for _size in ("S", "B", "M", "L"):
    _factory = getattr(N, f"MedNeXt{_size}")
    add(net(f"nets.MedNeXt{_size}", G,
            build(_factory, spatial_dims=2, in_channels=1, out_channels=2, kernel_size=3), [X2],
            ref=f"monai.networks.nets.MedNeXt{_size}",
            note="published depth and widths; kernel_size 3"))
add(net("nets.Restormer", G,
        build(restormer.Restormer, 2, 1, 1, dim=8, num_blocks=(1, 1), heads=(1, 1),
              num_refinement_blocks=1), [X2], ref="monai.networks.nets.restormer.Restormer"))
add(net("nets.restormer.MDTATransformerBlock", G,
        build(restormer.MDTATransformerBlock, 2, 8, 2, 2.0, False), [rand(1, 8, 16, 16, seed=6)],
        ref="monai.networks.nets.restormer.MDTATransformerBlock"))
add(net("nets.restormer.OverlapPatchEmbed", G, build(restormer.OverlapPatchEmbed, 2, 1, 8), [X2],
        ref="monai.networks.nets.restormer.OverlapPatchEmbed"))

# --- transformers --------------------------------------------------------------------------------
_VIT = dict(hidden_size=32, mlp_dim=64, num_layers=1, num_heads=2)
add(net("nets.ViT[2d]", G, build(N.ViT, 1, 32, 8, spatial_dims=2, **_VIT), [X2]))
add(net("nets.ViT[3d]", G, build(N.ViT, 1, 16, 8, spatial_dims=3, **_VIT), [X3]))
add(net("nets.ViT[classification]", G,
        build(N.ViT, 1, 32, 8, spatial_dims=2, classification=True, num_classes=3, **_VIT), [X2]))
add(net("nets.ViTAutoEnc", G, build(N.ViTAutoEnc, 1, 32, 16, spatial_dims=2, deconv_chns=4,
                                    **_VIT), [X2]))
add(net("nets.MaskedAutoEncoderViT", G,
        build(N.MaskedAutoEncoderViT, 1, 32, 8, spatial_dims=2, decoder_hidden_size=16,
              decoder_mlp_dim=32, decoder_num_layers=1, decoder_num_heads=2, **_VIT), [X2],
        check=False, note="random patch masking (a draw inside forward): outputs checked for "
        "count, shape and finiteness only"))
add(net("nets.UNETR[2d]", G, build(N.UNETR, 1, 2, (32, 32), feature_size=4, spatial_dims=2,
                                   **{k: v for k, v in _VIT.items() if k != "num_layers"}), [X2],
        note="12 transformer layers (UNETR taps layers 3, 6, 9), hidden size 32"))
add(net("nets.UNETR[3d]", G, build(N.UNETR, 1, 2, (32, 32, 32), feature_size=4,
                                   **{k: v for k, v in _VIT.items() if k != "num_layers"}),
        [X3_32], note="32^3 input: the patch size is fixed at 16; 12 layers, hidden size 32"))
_SWIN = dict(feature_size=12, depths=(1, 1, 1, 1), num_heads=(1, 1, 1, 1), window_size=4)
X2_64 = rand(1, 1, 64, 64, seed=44)
add(net("nets.SwinUNETR[2d]", G, build(N.SwinUNETR, 1, 2, spatial_dims=2, **_SWIN), [X2_64],
        note="64x64 input: five 2x downsamplings before an instance norm"))
add(net("nets.SwinUNETR[3d]", G, build(N.SwinUNETR, 1, 2, spatial_dims=3, norm_name="batch",
                                       **_SWIN), [X3_32],
        note="32^3 input (five 2x downsamplings), batch norm instead of instance norm so the "
        "1-voxel bottleneck is valid"))
add(net("nets.SwinUNETR[v2]", G, build(N.SwinUNETR, 1, 2, spatial_dims=2, use_v2=True, **_SWIN),
        [X2_64], note="64x64 input"))
_SW = "monai.networks.nets.swin_unetr"
add(net("nets.swin_unetr.SwinTransformer", G,
        build(swin_unetr.SwinTransformer, 1, 12, (4, 4), (2, 2), (1, 1, 1, 1), (1, 1, 1, 1),
              spatial_dims=2),
        [X2], ref=f"{_SW}.SwinTransformer"))
add(net("nets.swin_unetr.BasicLayer", G,
        build(swin_unetr.BasicLayer, 8, 2, 2, (4, 4), [0.0, 0.0]), [rand(1, 8, 8, 8, seed=7)],
        ref=f"{_SW}.BasicLayer", note="channels-first input (B, C, H, W), two blocks (shifted)"))
add(net("nets.swin_unetr.SwinTransformerBlock", G,
        build(swin_unetr.SwinTransformerBlock, 8, 2, (4, 4), (2, 2)),
        [rand(1, 8, 8, 8, seed=8), torch.zeros(4, 16, 16)], ref=f"{_SW}.SwinTransformerBlock",
        note="channels-last input (B, H, W, C), shifted window, a zero attention mask"))
add(net("nets.swin_unetr.WindowAttention", G, build(swin_unetr.WindowAttention, 8, 2, (4, 4)),
        [rand(4, 16, 8, seed=9)], {"mask": None}, ref=f"{_SW}.WindowAttention",
        note="4 windows of 4x4 tokens, no mask"))
add(fn("nets.swin_unetr.window_partition", G, swin_unetr.window_partition,
       [rand(1, 8, 8, 4, seed=10)], {"window_size": (4, 4)}, ref=f"{_SW}.window_partition"))
add(fn("nets.swin_unetr.window_reverse", G, swin_unetr.window_reverse,
       [rand(4, 4, 4, 4, seed=11)], {"window_size": (4, 4), "dims": [1, 8, 8]},
       ref=f"{_SW}.window_reverse"))
add(net("nets.PatchMerging[2d]", G, build(N.PatchMerging, 8, spatial_dims=2),
        [rand(1, 8, 8, 8, seed=12)], note="channels-last input"))
add(net("nets.PatchMerging[3d]", G, build(N.PatchMerging, 8, spatial_dims=3),
        [rand(1, 4, 4, 4, 8, seed=13)], note="channels-last input"))
add(net("nets.PatchMergingV2", G, build(N.PatchMergingV2, 8, spatial_dims=2),
        [rand(1, 8, 8, 8, seed=12)], note="channels-last input"))
add(net("nets.DecoderOnlyTransformer", G,
        build(N.DecoderOnlyTransformer, num_tokens=16, max_seq_len=8, attn_layers_dim=16,
              attn_layers_depth=1, attn_layers_heads=2), [randint(0, 16, 1, 8, seed=14)],
        note="8 integer tokens"))

# --- classifiers and encoders --------------------------------------------------------------------
_dims("DenseNet", lambda d: N.DenseNet(d, 1, 2, init_features=8, growth_rate=4,
                                       block_config=(1, 1)), [X2], [X3])
for _depth in (121, 169, 201, 264):
    add(net(f"nets.DenseNet{_depth}", G,
            build(getattr(N, f"DenseNet{_depth}"), 2, 1, 2, init_features=8, growth_rate=4,
                  block_config=(1, 2)), [X2], note=SHRUNK))
_RN = "monai.networks.nets"
_dims("ResNet", lambda d: N.ResNet("basic", [1, 1, 1, 1], [4, 8, 16, 32], spatial_dims=d,
                                   n_input_channels=1, num_classes=2), [X2], [X3])
add(net("nets.ResNet[bottleneck]", G,
        build(N.ResNet, "bottleneck", [1, 1, 1, 1], [4, 8, 16, 32], spatial_dims=2,
              n_input_channels=1, num_classes=2), [X2]))
for _depth in (10, 18, 34, 50, 101, 152, 200):
    add(net(f"nets.resnet{_depth}", G,
            build(getattr(N, f"resnet{_depth}"), spatial_dims=2, n_input_channels=1,
                  num_classes=2), [X2], ref=f"{_RN}.resnet{_depth}",
            note="published depth and widths, 2-D"))
add(net("nets.ResNetBlock", G, build(N.ResNetBlock, 8, 8, spatial_dims=2),
        [rand(1, 8, 16, 16, seed=15)]))
add(net("nets.ResNetBottleneck", G, build(N.ResNetBottleneck, 16, 4, spatial_dims=2),
        [rand(1, 16, 16, 16, seed=16)]))
add(net("nets.ResNetFeatures", G, build(N.ResNetFeatures, "resnet10", pretrained=False,
                                        spatial_dims=2, in_channels=1), [X2]))
add(net("nets.ResNetEncoder", G, build(N.ResNetEncoder, "resnet10", pretrained=False,
                                       spatial_dims=2, in_channels=1), [X2]))
add(net("nets.SENet", G, build(N.SENet, 2, 1, "se_resnet_bottleneck", (1, 1, 1, 1), groups=1,
                               reduction=4, inplanes=16, input_3x3=False,
                               downsample_kernel_size=1, num_classes=2), [X2]))
for _cls in ("SENet154", "SEResNet50", "SEResNet101", "SEResNet152", "SEResNeXt50",
             "SEResNeXt101"):
    add(net(f"nets.{_cls}", G, build(getattr(N, _cls), layers=(1, 1, 1, 1), spatial_dims=2,
                                     in_channels=1, num_classes=2), [X2],
            note="one block per stage (published widths)"))
add(net("nets.EfficientNet", G,
        build(N.EfficientNet, ["r1_k3_s11_e1_i32_o16_se0.25", "r1_k3_s22_e6_i16_o24_se0.25"],
              spatial_dims=2, in_channels=1, num_classes=2, image_size=32), [X2],
        note="two MBConv stages"))
for _cls in ("EfficientNetBN", "EfficientNetBNFeatures", "EfficientNetEncoder"):
    add(net(f"nets.{_cls}", G, build(getattr(N, _cls), "efficientnet-b0", pretrained=False,
                                     spatial_dims=2, in_channels=1, num_classes=2), [X2],
            note="efficientnet-b0"))
add(net("nets.FlexUNet", G, build(N.FlexUNet, 1, 2, "efficientnet-b0", pretrained=False,
                                  decoder_channels=(16, 8, 8, 4, 4), spatial_dims=2), [X2],
        note="efficientnet-b0 encoder"))
add(net("nets.Classifier", G, build(N.Classifier, (1, 32, 32), 3, (4, 8), (2, 2)), [X2]))
add(net("nets.Discriminator", G, build(N.Discriminator, (1, 32, 32), (4, 8), (2, 2)), [X2]))
add(net("nets.Critic", G, build(N.Critic, (1, 32, 32), (4, 8), (2, 2)), [X2]))
add(net("nets.Regressor", G, build(N.Regressor, (1, 32, 32), (2,), (4, 8), (2, 2)), [X2]))
add(net("nets.Generator", G, build(N.Generator, (8,), (4, 8, 8), (8, 1), (2, 2)),
        [rand(1, 8, seed=17)]))
add(net("nets.FullyConnectedNet", G, build(N.FullyConnectedNet, 4, 2, (8, 8)),
        [rand(2, 4, seed=18)]))
add(net("nets.VarFullyConnectedNet", G, build(N.VarFullyConnectedNet, 4, 2, 2, (8,), (8,)),
        [rand(2, 4, seed=18)], note="eval mode: the latent is mu + std, no sampling"))
add(net("nets.NetAdapter", G,
        build(lambda: N.NetAdapter(N.resnet10(spatial_dims=2, n_input_channels=1), num_classes=2,
                                   dim=2, pool=None)), [X2],
        note="wraps monai's resnet10 (2-D); global pooling replaced by the adapter's head"))
add(net("nets.AHNet", G, build(N.AHNet, layers=(1, 1, 1, 1), spatial_dims=2, in_channels=1,
                               out_channels=2, psp_block_num=2), [rand(1, 1, 64, 64, seed=19)],
        note="one block per stage; 64x64 input (five 2x downsamplings)"))
add(net("nets.HoVerNet", G, build(N.HoVerNet, "fast", in_channels=3, np_out_channels=2),
        [rand(1, 3, 256, 256, seed=20)],
        note="256x256 input: the fast mode requires it; published ResNet-50 widths"))
_DAF = "monai.networks.nets.daf3d"
add(skipped("nets.DAF3D", G, N.DAF3D, _OPT.format("torchvision")
            + ": its feature pyramid uses torchvision's IntermediateLayerGetter"))
add(skipped("nets.daf3d.Daf3dBackboneWithFPN", G, daf3d.Daf3dBackboneWithFPN,
            _OPT.format("torchvision") + " (IntermediateLayerGetter)",
            ref=f"{_DAF}.Daf3dBackboneWithFPN"))
add(net("nets.daf3d.AttentionModule", G,
        build(daf3d.AttentionModule, 3, 16, 8,
              norm=("group", {"num_groups": 4, "num_channels": 8})),
        [rand(1, 8, 8, 8, 8, seed=40), rand(1, 8, 8, 8, 8, seed=41)], ref=f"{_DAF}.AttentionModule",
        note="single- and multi-layer features, 8 channels each; 4 groups"))
add(net("nets.daf3d.Daf3dResNetBottleneck", G, build(daf3d.Daf3dResNetBottleneck, 64, 32),
        [rand(1, 64, 8, 8, 8, seed=42)], ref=f"{_DAF}.Daf3dResNetBottleneck"))
add(net("nets.daf3d.Daf3dResNetDilatedBottleneck", G,
        build(daf3d.Daf3dResNetDilatedBottleneck, 64, 32), [rand(1, 64, 8, 8, 8, seed=43)],
        ref=f"{_DAF}.Daf3dResNetDilatedBottleneck"))
add(net("nets.daf3d.Daf3dResNet", G,
        build(daf3d.Daf3dResNet, [1, 1, 1, 1], [64, 64, 64, 64], n_input_channels=1,
              feed_forward=False), [X3], ref=f"{_DAF}.Daf3dResNet",
        note="one block per stage, widths 64; no classifier head"))
add(net("nets.daf3d.Daf3dBackbone", G, build(daf3d.Daf3dBackbone, 1), [X3],
        ref=f"{_DAF}.Daf3dBackbone",
        note="published widths (a 3-D ResNeXt-50, 26M parameters): the class fixes them"))
add(net("nets.daf3d.Daf3dASPP", G,
        build(daf3d.Daf3dASPP, 3, 8, 4, out_channels=4,
              norm_type=("group", {"num_groups": 1, "num_channels": 4})), [F8_3],
        ref=f"{_DAF}.Daf3dASPP",
        note="four atrous branches of 4 channels; a group norm that names its channels (the "
        "class builds its norms without a channel count)"))
add(net("nets.daf3d.Daf3dFPN", G,
        DictInput(build(daf3d.Daf3dFPN, 3, [8, 16], 128), ("feat1", "feat2")),
        [F8_3, rand(1, 16, 4, 4, 4, seed=45)], ref=f"{_DAF}.Daf3dFPN",
        note="two levels; 128 output channels (its group norms are fixed at 128); the feature "
        "dict keys feat1, feat2 are the ones the class reads"))
add(net("nets.MultiScalePatchDiscriminator", G,
        build(N.MultiScalePatchDiscriminator, 2, 2, 2, 8, 1, minimum_size_im=32), [X2]))
add(net("nets.PatchDiscriminator", G, build(N.PatchDiscriminator, 2, 8, 1, num_layers_d=2),
        [X2]))

# --- registration --------------------------------------------------------------------------------
add(net("nets.GlobalNet", G, build(N.GlobalNet, [32, 32], 2, 2, 4, 2), [X2C2]))
add(net("nets.LocalNet", G, build(N.LocalNet, 2, 2, 4, (0, 1, 2)), [X2C2]))
add(net("nets.RegUNet", G, build(N.RegUNet, 2, 2, 4, 2), [X2C2]))
add(net("nets.regunet.AffineHead", G,
        ListInput(build(regunet.AffineHead, 2, [16, 16], [4, 4], 8)),
        [rand(1, 8, 4, 4, seed=53)], {"image_size": [16, 16]},
        ref="monai.networks.nets.regunet.AffineHead",
        note="the deepest 4x4 feature map to a dense displacement field of the 16x16 image"))
add(net("nets.VoxelMorphUNet", G,
        build(N.VoxelMorphUNet, 2, 2, 8, (8, 8, 8, 8), (8,)), [X2C2]))
add(net("nets.VoxelMorph", G,
        build(lambda: N.VoxelMorph(N.VoxelMorphUNet(2, 2, 8, (8, 8, 8, 8), (8,)),
                                   integration_steps=2, spatial_dims=2)),
        [X2[:, :1], rand(1, 1, 32, 32, seed=21)], note="moving and fixed image; 2 integration "
        "steps of the velocity field"))

# --- generative and diffusion --------------------------------------------------------------------
_KL = dict(num_res_blocks=1, channels=(8, 16), attention_levels=(False, True), latent_channels=2,
           norm_num_groups=4)
add(net("nets.AutoencoderKL[random]", G, build(N.AutoencoderKL, 2, 1, 1, **_KL), [X2],
        check=False, note="forward samples the latent: outputs checked for count, shape and "
        "finiteness only"))
add(net("nets.AutoencoderKL.reconstruct", G, build(N.AutoencoderKL, 2, 1, 1, **_KL), [X2],
        method="reconstruct", ref="monai.networks.nets.AutoencoderKL.reconstruct",
        note="decodes the latent mean, no sampling"))
_DIFF = dict(num_res_blocks=1, channels=(8, 16), attention_levels=(False, True), norm_num_groups=4,
             num_head_channels=8)
add(net("nets.DiffusionModelUNet[2d]", G, build(N.DiffusionModelUNet, 2, 1, 1, **_DIFF),
        [X2, T_STEP]))
add(net("nets.DiffusionModelUNet[3d]", G, build(N.DiffusionModelUNet, 3, 1, 1, **_DIFF),
        [X3, T_STEP]))
add(net("nets.ControlNet", G,
        build(N.ControlNet, 2, 1, conditioning_embedding_in_channels=1,
              conditioning_embedding_num_channels=(8,), **_DIFF),
        [X2, T_STEP, rand(1, 1, 32, 32, seed=22)]))
add(net("nets.controlnet.ControlNetConditioningEmbedding", G,
        build(controlnet.ControlNetConditioningEmbedding, 2, 1, 8, (4, 8)), [X2],
        ref="monai.networks.nets.controlnet.ControlNetConditioningEmbedding"))
add(fn("nets.controlnet.get_timestep_embedding", G, controlnet.get_timestep_embedding,
       [torch.tensor([1, 7, 30])], {"embedding_dim": 16},
       ref="monai.networks.nets.controlnet.get_timestep_embedding"))
add(net("nets.controlnet.get_down_block", G,
        build(controlnet.get_down_block, 2, 8, 16, 32, 1, 4, 1e-6, True, False, False, False, 8,
              1, None), [rand(1, 8, 16, 16, seed=50), rand(1, 32, seed=51)],
        ref="monai.networks.nets.controlnet.get_down_block",
        note="the module the factory returns: a residual down block without attention; "
        "features and a time embedding"))
add(net("nets.controlnet.get_mid_block", G,
        build(controlnet.get_mid_block, 2, 16, 32, 4, 1e-6, False, 8, 1, None),
        [rand(1, 16, 8, 8, seed=52), rand(1, 32, seed=51)],
        ref="monai.networks.nets.controlnet.get_mid_block",
        note="the module the factory returns: residual, attention, residual"))
add(skipped("nets.controlnet.zero_module", G, controlnet.zero_module,
            "weight initialisation helper (zeroes a module's parameters in place)",
            ref="monai.networks.nets.controlnet.zero_module"))
SEG2 = torch.nn.functional.one_hot(randint(0, 3, 1, 32, 32, seed=23), 3).permute(0, 3, 1, 2).float()
add(net("nets.SPADEAutoencoderKL", G, build(N.SPADEAutoencoderKL, 2, 3, 1, 1, **_KL),
        [X2, SEG2], check=False, note="forward samples the latent: outputs checked for count, "
        "shape and finiteness only; a 3-class one-hot label map"))
add(net("nets.SPADEDiffusionModelUNet", G,
        build(N.SPADEDiffusionModelUNet, 2, 1, 1, 3, **_DIFF), [X2, T_STEP, SEG2],
        note="a 3-class one-hot label map"))
add(net("nets.SPADENet", G,
        build(N.SPADENet, 2, 1, 1, 3, (32, 32), [8, 16], z_dim=8, is_vae=False,
              spade_intermediate_channels=8), [SEG2],
        note="is_vae=False: the decoder starts from the resized label map (no latent)"))
add(net("nets.SPADENet[vae]", G,
        build(N.SPADENet, 2, 1, 1, 3, (32, 32), [8, 16], z_dim=8, is_vae=True,
              spade_intermediate_channels=8), [SEG2, X2], check=False,
        note="encodes the image and samples the latent: outputs checked for count, shape and "
        "finiteness only"))
add(net("nets.VQVAE", G,
        build(N.VQVAE, 2, 1, 1, channels=(8, 16), num_res_layers=1, num_res_channels=(8, 16),
              downsample_parameters=((2, 4, 1, 1), (2, 4, 1, 1)),
              upsample_parameters=((2, 4, 1, 1, 0), (2, 4, 1, 1, 0)), num_embeddings=16,
              embedding_dim=8), [X2], note="eval mode: nearest-codebook quantisation, no EMA"))

# --- searched and composite networks -------------------------------------------------------------
_TOPO = dict(channel_mul=0.25, num_blocks=2, num_depths=2, spatial_dims=2)
add(net("nets.DiNTS", G,
        build(lambda: N.DiNTS(N.TopologyInstance(**_TOPO), 1, 2, spatial_dims=2)), [X2],
        note="a 2-block, 2-depth search space, channel_mul 0.25"))
add(net("nets.TopologyInstance", G, ListInput(build(N.TopologyInstance, **_TOPO)),
        [rand(1, 16, 32, 32, seed=24), rand(1, 32, 16, 16, seed=25)],
        ref="monai.networks.nets.TopologyInstance",
        note="the cell graph alone, one feature map per depth"))
add(net("nets.TopologySearch", G, ListInput(build(N.TopologySearch, **_TOPO)),
        [rand(1, 16, 32, 32, seed=24), rand(1, 32, 16, 16, seed=25)],
        ref="monai.networks.nets.TopologySearch",
        note="the search supernet, one feature map per depth"))
add(skipped("nets.TopologyConstruction", G, N.TopologyConstruction,
            "base class of TopologyInstance and TopologySearch (no forward of its own)"))
add(net("nets.VISTA3D", G, build(N.vista3d132, encoder_embed_dim=8), [X3_32],
        {"class_vector": torch.tensor([[1], [2]])}, ref="monai.networks.nets.VISTA3D",
        note="vista3d132 with embedding width 8; 32^3 input; two class prompts, no points"))
add(net("nets.vista3d132", G, build(N.vista3d132, encoder_embed_dim=8), [X3_32],
        {"class_vector": torch.tensor([[3]])}, ref="monai.networks.nets.vista3d132",
        note="embedding width 8 (published 48); 32^3 input; one class prompt"))
for _name in ("BertAttention", "BertMixedLayer", "BertOutput", "BertPreTrainedModel",
              "MultiModal", "Pooler", "Transchex"):
    add(skipped(f"nets.{_name}", G, getattr(N, _name), _OPT.format("transformers")))
add(skipped("nets.MILModel", G, N.MILModel, _OPT.format("torchvision")
            + ": its default backbone is torchvision's resnet50"))
add(skipped("nets.TorchVisionFCModel", G, N.TorchVisionFCModel, _OPT.format("torchvision")))
add(skipped("nets.cell_sam_wrapper.CellSamWrapper", G, cell_sam_wrapper.CellSamWrapper,
            _OPT.format("segment_anything"),
            ref="monai.networks.nets.cell_sam_wrapper.CellSamWrapper"))
add(skipped("nets.HyenaNDUNETR", G, N.HyenaNDUNETR, _OPT.format("nvsubquadratic")))
add(net("nets.NaViT", G,
        ImageGroups(build(N.NaViT, 32, 8, 2, 32, 64, 1, 2, spatial_dims=2), (2, 1)),
        [rand(1, 32, 32, seed=47), rand(1, 16, 32, seed=48), rand(1, 32, 16, seed=49)],
        ref="monai.networks.nets.NaViT",
        note="native-resolution ViT: two packed sequences, of a 32x32 and a 16x32 image and of a "
        "32x16 one (the nested image lists built from the inputs)"))
add(skipped("nets.BlockArgs", G, N.BlockArgs,
            "a configuration record (NamedTuple) of EfficientNet"))
add(skipped("nets.FlexUNetEncoderRegister", G, N.FlexUNetEncoderRegister,
            "a registry of FlexUNet encoders (no tensors)"))
add(skipped("nets.get_efficientnet_image_size", G, N.get_efficientnet_image_size,
            "configuration look-up (returns an int)"))
add(skipped("nets.get_medicalnet_pretrained_resnet_args", G,
            N.get_medicalnet_pretrained_resnet_args, "configuration look-up (returns ints)"))
add(skipped("nets.get_pretrained_resnet_medicalnet", G, N.get_pretrained_resnet_medicalnet,
            "downloads pretrained weights"))
add(fn("nets.drop_connect[random]", G, N.drop_connect, [rand(8, 4, 8, 8, seed=26)],
       {"p": 0.5, "training": True}, check=False,
       note="training=True draws a random mask: outputs checked for count, shape and finiteness "
       "only"))

# --- monai.networks.schedulers -------------------------------------------------------------------
GS = "nets.schedulers"
SCHED = "monai.networks.schedulers"
NOISY = [rand(2, 1, 16, 16, seed=27), randn(2, 1, 16, 16, seed=28), torch.tensor([3, 40])]
# Schedulers hold no weights: the cases call their methods through a plain function. A bound
# method of a module would make capgrid's wrapper register the scheduler as a submodule, and
# RFlowScheduler subclasses nn.Module without initialising it, so it cannot be one.


def _calling(method):
    def call(*args, **kwargs):
        return method(*args, **kwargs)

    return call


for _cls in ("Scheduler", "DDPMScheduler", "DDIMScheduler", "PNDMScheduler", "RFlowScheduler"):
    add(fn(f"nets.schedulers.{_cls}.add_noise", GS, _calling(getattr(S, _cls)(100).add_noise),
           NOISY, ref=f"{SCHED}.{_cls}.add_noise", package=SCHED, note="100 training timesteps"))

_DDIM = S.DDIMScheduler(100)
_DDIM.set_timesteps(10)
add(fn("nets.schedulers.DDIMScheduler.step", GS, _DDIM.step, [randn(1, 1, 16, 16, seed=29)],
       {"timestep": 50, "sample": rand(1, 1, 16, 16, seed=30)}, ref=f"{SCHED}.DDIMScheduler.step",
       package=SCHED,
       note="eta=0 (deterministic); 10 inference steps of 100; timestep and sample baked"))
add(fn("nets.schedulers.timestep_transform", GS, rectified_flow.timestep_transform,
       [torch.tensor([10.0, 500.0])], {"input_img_size_numel": torch.tensor(4096)},
       ref=f"{SCHED}.rectified_flow.timestep_transform", package=f"{SCHED}.rectified_flow"))
for _mod, _names in ((ddpm, ("DDPMPredictionType", "DDPMVarianceType")),
                     (pndm, ("PNDMPredictionType",)),
                     (rectified_flow, ("RFlowPredictionType",))):
    for _name in _names:
        add(skipped(f"nets.schedulers.{_name}", GS, getattr(_mod, _name), "an enum of options",
                    ref=f"{_mod.__name__}.{_name}", package=_mod.__name__))

# --- monai.networks.utils ------------------------------------------------------------------------
GU = "nets.utils"
UT = "monai.networks.utils"


def _u(name: str, inputs, kwargs=None, variant: str = "", **kw):
    add(fn(f"nets.utils.{name}{variant}", GU, getattr(U, name), inputs, kwargs,
           ref=f"{UT}.{name}", package=UT, **kw))


def _uskip(name: str, reason: str):
    # these are re-exported by monai.networks itself (trt_compile comes from trt_compiler)
    target = getattr(U, name, None) or getattr(MN, name)
    add(skipped(f"nets.utils.{name}", GU, target, reason, ref=f"{target.__module__}.{name}",
                package=target.__module__))


LABELS = randint(0, 3, 2, 1, 8, 8, seed=31)
_u("one_hot", [LABELS], {"num_classes": 3})
_u("predict_segmentation", [randn(2, 3, 8, 8, seed=32)])
_u("predict_segmentation", [randn(2, 3, 8, 8, seed=32)], {"mutually_exclusive": True},
   variant="[mutually_exclusive]")
_u("pixelshuffle", [rand(1, 8, 4, 4, seed=33)], {"spatial_dims": 2, "scale_factor": 2})
_u("pixelunshuffle", [rand(1, 2, 8, 8, seed=34)], {"spatial_dims": 2, "scale_factor": 2})
_u("meshgrid_ij", [torch.arange(4.0), torch.arange(3.0)])
_u("meshgrid_xy", [torch.arange(4.0), torch.arange(3.0)])
_AFF = torch.tensor([[1.0, 0.1, 2.0], [0.0, 0.9, -1.0], [0.0, 0.0, 1.0]])
_u("to_norm_affine", [_AFF.unsqueeze(0)], {"src_size": (32, 32), "dst_size": (16, 16)})
CAST = build(lambda: U.CastTempType(torch.float64, torch.float32, torch.nn.Linear(4, 4)))
add(net("nets.utils.CastTempType", GU, CAST, [rand(2, 4, seed=35).double()],
        ref=f"{UT}.CastTempType", package=UT,
        note="a float64 input through a float32 linear layer"))
_uskip("normalize_transform", "builds a constant matrix from Python sizes (no tensor input)")
for _name, _why in (
    ("add_casts_around_norms", "rewrites a module in place (module surgery)"),
    ("convert_to_onnx", "an exporter (writes ONNX), not a tensor graph"),
    ("convert_to_torchscript", "an exporter (TorchScript), not a tensor graph"),
    ("convert_to_trt", "an exporter to TensorRT; needs the optional package tensorrt (not "
     "installed)"),
    ("trt_compile", "a TensorRT compile wrapper; needs the optional package tensorrt (not "
     "installed)"),
    ("copy_model_state", "copies state dicts between modules (no tensor graph)"),
    ("get_state_dict", "returns a module's state dict (no tensor graph)"),
    ("save_state", "file I/O (torch.save of a state dict)"),
    ("eval_mode", "a context manager that switches modules to eval"),
    ("train_mode", "a context manager that switches modules to train"),
    ("icnr_init", "weight initialisation helper (in place)"),
    ("normal_init", "weight initialisation helper (in place)"),
    ("look_up_named_module", "module tree look-up by name (no tensors)"),
    ("set_named_module", "module tree surgery by name (no tensors)"),
    ("replace_modules", "module tree surgery (no tensors)"),
    ("replace_modules_temp", "a context manager for temporary module surgery (no tensors)"),
    ("get_profile_shapes", "TensorRT profile shapes from Python sizes (no tensors)"),
    ("has_nvfuser_instance_norm", "environment probe (returns a bool)"),
):
    _uskip(_name, _why)

# --- monai.networks.trt_compiler -----------------------------------------------------------------
_TRT = ("part of the TensorRT compile and engine path: needs the optional packages tensorrt and "
        "polygraphy (not installed) and a GPU; not a tensor graph")
for _name in ("ShapeError", "TRTEngine", "TrtCompiler", "cuassert", "get_dynamic_axes",
              "make_tensor", "parse_groups", "trt_forward", "trt_to_torch_dtype_dict",
              "unroll_input"):
    add(skipped(f"nets.trt.{_name}", "nets.trt", getattr(T, _name), _TRT,
                ref=f"monai.networks.trt_compiler.{_name}",
                package="monai.networks.trt_compiler"))
