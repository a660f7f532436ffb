"""Cases discovered by `capgrid discover monai.networks -o pack.py` (capgrid 0.1.0).

306 cases for 122 of 322 public callables. Each case's note says which docstring example or test
made the call; inputs the example drew at random are seeded draws of the same shape. Edit
and commit this file like any pack (docs/discovery.md); the callables left without a case
are listed at the end, each with why.
"""

from pathlib import Path

import monai.networks
import monai.networks.blocks
import monai.networks.blocks.fft_utils_t
import monai.networks.layers
import monai.networks.nets
import monai.networks.nets.regunet
import monai.networks.nets.restormer
import monai.networks.schedulers
import monai.networks.utils
import monai.utils.enums
import numpy
import torch
import torch.nn
import torch.nn.modules.normalization

from capgrid import case

LIBRARY = "monai"
PACKAGE_OF = {"networks": "monai.networks"}
DATA = Path(__file__).with_name("pack_data")


def rand(*shape, seed, dtype=torch.float32):
    """Uniform [0, 1) values from a generator of their own."""
    return torch.rand(shape, generator=torch.Generator().manual_seed(seed), dtype=dtype)


def randn(*shape, seed, dtype=torch.float32):
    """Standard normal values from a generator of their own."""
    return torch.randn(shape, generator=torch.Generator().manual_seed(seed), dtype=dtype)


def built(make, seed):
    """An object built under a seed of its own (random initialisation)."""
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        return make()


def load(digest):
    """A tensor the example computed, stored beside this pack."""
    return torch.load(DATA / f"{digest}.pt")


CASES = [
    case("networks.blocks.CABlock", "networks.blocks", built(lambda: monai.networks.blocks.CABlock(spatial_dims=2, dim=2, num_heads=1, bias=False), seed=169590381),
         [torch.tensor([[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]], dtype=torch.float32)],
         note="discovered: test blocks/test_CABlock.py::TestCABlock::test_deterministic_small_input"),
    case("networks.blocks.CABlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.CABlock(spatial_dims=2, dim=32, num_heads=2, bias=False, flash_attention=False), seed=1712773815),
         [randn(2, 32, 16, 16, seed=1085399844)],
         note="discovered: test blocks/test_CABlock.py::TestCABlock::test_shape_01"),
    case("networks.blocks.CABlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.CABlock(spatial_dims=2, dim=32, num_heads=2, bias=True, flash_attention=False), seed=706315354),
         [randn(2, 32, 16, 16, seed=1015723025)],
         note="discovered: test blocks/test_CABlock.py::TestCABlock::test_shape_00"),
    case("networks.blocks.ChannelSELayer", "networks.blocks", built(lambda: monai.networks.blocks.ChannelSELayer(spatial_dims=1, in_channels=4, r=3, acti_type_1='relu'), seed=1262994924),
         [randn(16, 4, 63, seed=1783816471)],
         note="discovered: test blocks/test_se_blocks.py::TestChannelSELayer::test_shape_01"),
    case("networks.blocks.ChannelSELayer[7x4x64x48]", "networks.blocks", built(lambda: monai.networks.blocks.ChannelSELayer(spatial_dims=2, in_channels=4, r=3), seed=1294298903),
         [randn(7, 4, 64, 48, seed=566328708)],
         note="discovered: test blocks/test_se_blocks.py::TestChannelSELayer::test_shape_00"),
    case("networks.blocks.ChannelSELayer[16x10x32x24x48]", "networks.blocks", built(lambda: monai.networks.blocks.ChannelSELayer(spatial_dims=3, in_channels=10, r=3, acti_type_1='leakyrelu', acti_type_2='prelu'), seed=206252477),
         [randn(16, 10, 32, 24, 48, seed=1944392254)],
         note="discovered: test blocks/test_se_blocks.py::TestChannelSELayer::test_shape_10"),
    case("networks.blocks.ConvDenseBlock", "networks.blocks", built(lambda: monai.networks.blocks.ConvDenseBlock(spatial_dims=2, in_channels=1, channels=[2, 4]), seed=631660086),
         [load('f5d993dc197eae80')],
         note="discovered: test blocks/test_denseblock.py::TestConvDenseBlock2D::test_block1"),
    case("networks.blocks.ConvDenseBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.ConvDenseBlock(spatial_dims=2, in_channels=1, channels=[2, 4], dilations=[1, 2]), seed=1322568134),
         [load('1da7d7d8bdbac118')],
         note="discovered: test blocks/test_denseblock.py::TestConvDenseBlock2D::test_block2"),
    case("networks.blocks.ConvDenseBlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.ConvDenseBlock(spatial_dims=2, in_channels=1, channels=[]), seed=1255310563),
         [load('429aea3a6b889715')],
         note="discovered: test blocks/test_denseblock.py::TestConvDenseBlock2D::test_block_empty"),
    case("networks.blocks.CrossAttentionBlock", "networks.blocks", built(lambda: monai.networks.blocks.CrossAttentionBlock(hidden_size=128, num_heads=1, causal=False, sequence_length=None, use_flash_attention=False), seed=2057784079),
         [randn(1, 16, 128, seed=1456019612)],
         note="discovered: test blocks/test_crossattention.py::TestResBlock::test_flash_attention_1"),
    case("networks.blocks.CrossAttentionBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.CrossAttentionBlock(hidden_size=128, num_heads=1, causal=False, sequence_length=None, use_flash_attention=True), seed=1723156469),
         [randn(1, 16, 128, seed=1212307862)],
         note="discovered: test blocks/test_crossattention.py::TestResBlock::test_flash_attention_1"),
    case("networks.blocks.CrossAttentionBlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.CrossAttentionBlock(hidden_size=128, num_heads=1, causal=True, sequence_length=16, use_flash_attention=False), seed=1656193088),
         [randn(1, 16, 128, seed=859369419)],
         note="discovered: test blocks/test_crossattention.py::TestResBlock::test_flash_attention_0"),
    case("networks.blocks.DVF2DDF", "networks.blocks", built(lambda: monai.networks.blocks.DVF2DDF(num_steps=1), seed=616329004),
         [torch.zeros(1, 2, 2, 2)],
         note="discovered: test blocks/warp/test_dvf2ddf.py::TestDVF2DDF::test_value_0"),
    case("networks.blocks.DVF2DDF[2]", "networks.blocks", built(lambda: monai.networks.blocks.DVF2DDF(num_steps=1), seed=2067528424),
         [torch.ones(1, 3, 2, 2, 2)],
         note="discovered: test blocks/warp/test_dvf2ddf.py::TestDVF2DDF::test_value_1"),
    case("networks.blocks.DVF2DDF[3]", "networks.blocks", built(lambda: monai.networks.blocks.DVF2DDF(num_steps=2), seed=1060724189),
         [torch.ones(1, 3, 2, 2, 2)],
         note="discovered: test blocks/warp/test_dvf2ddf.py::TestDVF2DDF::test_value_2"),
    case("networks.blocks.DenseBlock", "networks.blocks", built(lambda: monai.networks.blocks.DenseBlock([]), seed=1967236520),
         [load('fb6fed25ebac1aa4')],
         note="discovered: test blocks/test_denseblock.py::TestDenseBlock2D::test_block_empty"),
    case("networks.blocks.DenseBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.DenseBlock([torch.nn.Conv2d(1, 4, 3, padding=1), torch.nn.Conv2d(5, 1, 3, padding=1)]), seed=2064790900),
         [load('ef8a0d46ed983cef')],
         note="discovered: test blocks/test_denseblock.py::TestDenseBlock2D::test_block_conv"),
    case("networks.blocks.DenseBlock[1x1x64x48x80]", "networks.blocks", built(lambda: monai.networks.blocks.DenseBlock([torch.nn.Conv3d(1, 4, 3, padding=1), torch.nn.Conv3d(5, 1, 3, padding=1)]), seed=202075198),
         [rand(1, 1, 64, 48, 80, seed=2020544693)],
         note="discovered: test blocks/test_denseblock.py::TestDenseBlock3D::test_block_conv; input 0: seeded draws of the shape of the values it computed"),
    case("networks.blocks.FactorizedReduceBlock", "networks.blocks", built(lambda: monai.networks.blocks.FactorizedReduceBlock(8, 7, 2, 'PRELU', ('BATCH', {'affine': False})), seed=190280220),
         [randn(2, 8, 16, 8, seed=30263463)],
         note="discovered: test nets/dints/test_dints_cell.py::TestCell::test_cell_3d_0"),
    case("networks.blocks.FactorizedReduceBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.FactorizedReduceBlock(8, 8, 2, 'SELU', 'INSTANCE'), seed=1959497496),
         [randn(2, 8, 16, 8, seed=976602115)],
         note="discovered: test nets/dints/test_dints_cell.py::TestCell::test_cell_3d_1"),
    case("networks.blocks.FactorizedReduceBlock[2x8x32x16x8]", "networks.blocks", built(lambda: monai.networks.blocks.FactorizedReduceBlock(8, 8, 3, 'PRELU', ('BATCH', {'affine': False})), seed=1400152940),
         [randn(2, 8, 32, 16, 8, seed=1632156311)],
         note="discovered: test nets/dints/test_dints_cell.py::TestCell::test_cell_3d_5"),
    case("networks.blocks.FeedForward", "networks.blocks", built(lambda: monai.networks.blocks.FeedForward(spatial_dims=2, dim=32, ffn_expansion_factor=2.0, bias=True), seed=1680705765),
         [torch.ones(1, 32, 16, 16)],
         note="discovered: test blocks/test_CABlock.py::TestFeedForward::test_gating_mechanism"),
    case("networks.blocks.FeedForward[2x64x32x32]", "networks.blocks", built(lambda: monai.networks.blocks.FeedForward(spatial_dims=2, dim=64, ffn_expansion_factor=2.0, bias=True), seed=2020377255),
         [randn(2, 64, 32, 32, seed=1740422068)],
         note="discovered: test blocks/test_CABlock.py::TestFeedForward::test_shape_0"),
    case("networks.blocks.FeedForward[1x256x64x64]", "networks.blocks", built(lambda: monai.networks.blocks.FeedForward(spatial_dims=2, dim=256, ffn_expansion_factor=1.0, bias=True), seed=728338903),
         [randn(1, 256, 64, 64, seed=163790404)],
         note="discovered: test blocks/test_CABlock.py::TestFeedForward::test_shape_2"),
    case("networks.blocks.GEGLU", "networks.blocks", built(lambda: monai.networks.blocks.GEGLU(), seed=2086949094),
         [randn(2, 8, seed=1127029757)],
         note="discovered: docstring example of monai.networks.blocks.GEGLU"),
    case("networks.blocks.LocalNetDownSampleBlock", "networks.blocks", built(lambda: monai.networks.blocks.LocalNetDownSampleBlock(spatial_dims=2, in_channels=2, out_channels=4, kernel_size=3), seed=1728011241),
         [randn(1, 2, 4, 4, seed=1947115082)],
         note="discovered: test blocks/test_localnet_block.py::TestLocalNetDownSampleBlock::test_shape_0"),
    case("networks.blocks.LocalNetDownSampleBlock[1x2x4x4x4]", "networks.blocks", built(lambda: monai.networks.blocks.LocalNetDownSampleBlock(spatial_dims=3, in_channels=2, out_channels=4, kernel_size=3), seed=57426554),
         [randn(1, 2, 4, 4, 4, seed=1236777393)],
         note="discovered: test blocks/test_localnet_block.py::TestLocalNetDownSampleBlock::test_shape_1"),
    case("networks.blocks.LocalNetFeatureExtractorBlock", "networks.blocks", built(lambda: monai.networks.blocks.LocalNetFeatureExtractorBlock(spatial_dims=2, in_channels=2, out_channels=3, act='sigmoid', initializer='kaiming_uniform'), seed=285889141),
         [randn(1, 2, 4, 4, seed=1092921366)],
         note="discovered: test blocks/test_localnet_block.py::TestExtractBlock::test_shape_0"),
    case("networks.blocks.LocalNetFeatureExtractorBlock[1x2x4x4x4]", "networks.blocks", built(lambda: monai.networks.blocks.LocalNetFeatureExtractorBlock(spatial_dims=3, in_channels=2, out_channels=3, act=None, initializer='zeros'), seed=753778270),
         [randn(1, 2, 4, 4, 4, seed=1967455957)],
         note="discovered: test blocks/test_localnet_block.py::TestExtractBlock::test_shape_1"),
    case("networks.blocks.LocalNetUpSampleBlock", "networks.blocks", built(lambda: monai.networks.blocks.LocalNetUpSampleBlock(spatial_dims=2, in_channels=4, out_channels=2, mode='bilinear'), seed=1721018706),
         [randn(1, 4, 4, 4, seed=1956331561), randn(1, 2, 8, 8, seed=1939553942)],
         note="discovered: test blocks/test_localnet_block.py::TestLocalNetUpSampleBlock::test_shape_0"),
    case("networks.blocks.LocalNetUpSampleBlock[1x4x4x4x4]", "networks.blocks", built(lambda: monai.networks.blocks.LocalNetUpSampleBlock(spatial_dims=3, in_channels=4, out_channels=2, mode='trilinear'), seed=1370395849),
         [randn(1, 4, 4, 4, 4, seed=694595882), randn(1, 2, 8, 8, 8, seed=711373501)],
         note="discovered: test blocks/test_localnet_block.py::TestLocalNetUpSampleBlock::test_shape_1"),
    case("networks.blocks.MLPBlock", "networks.blocks", built(lambda: monai.networks.blocks.MLPBlock(hidden_size=128, mlp_dim=0, act='GEGLU'), seed=426708600),
         [randn(2, 512, 128, seed=706383075)],
         note="discovered: test blocks/test_mlp.py::TestMLPBlock::test_act_1"),
    case("networks.blocks.MLPBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.MLPBlock(hidden_size=128, mlp_dim=0, act='GELU'), seed=789222788),
         [randn(2, 512, 128, seed=1006034511)],
         note="discovered: test blocks/test_mlp.py::TestMLPBlock::test_act_0"),
    case("networks.blocks.MLPBlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.MLPBlock(hidden_size=128, mlp_dim=0, act=('GEGLU', {})), seed=1929902201),
         [randn(2, 512, 128, seed=928229306)],
         note="discovered: test blocks/test_mlp.py::TestMLPBlock::test_act_2"),
    case("networks.blocks.MaxAvgPool", "networks.blocks", built(lambda: monai.networks.blocks.MaxAvgPool(spatial_dims=1, kernel_size=4), seed=1851384332),
         [randn(16, 4, 63, seed=654696375)],
         note="discovered: test blocks/test_downsample_block.py::TestMaxAvgPool::test_shape_1"),
    case("networks.blocks.MaxAvgPool[2]", "networks.blocks", built(lambda: monai.networks.blocks.MaxAvgPool(spatial_dims=1, kernel_size=4, padding=1), seed=407887560),
         [randn(16, 4, 63, seed=2027167955)],
         note="discovered: test blocks/test_downsample_block.py::TestMaxAvgPool::test_shape_2"),
    case("networks.blocks.MaxAvgPool[7x4x64x48]", "networks.blocks", built(lambda: monai.networks.blocks.MaxAvgPool(spatial_dims=2, kernel_size=2), seed=1074121271),
         [randn(7, 4, 64, 48, seed=1624579748)],
         note="discovered: test blocks/test_downsample_block.py::TestMaxAvgPool::test_shape_0"),
    case("networks.blocks.MemoryEfficientSwish", "networks.blocks", built(lambda: monai.networks.blocks.MemoryEfficientSwish(), seed=607145500),
         [randn(2, seed=1134036135)],
         note="discovered: docstring example of monai.networks.blocks.MemoryEfficientSwish"),
    case("networks.blocks.Mish", "networks.blocks", built(lambda: monai.networks.blocks.Mish(), seed=1593383101),
         [randn(2, seed=522328382)],
         note="discovered: docstring example of monai.networks.blocks.Mish"),
    case("networks.blocks.PatchEmbed", "networks.blocks", built(lambda: monai.networks.blocks.PatchEmbed(patch_size=(2, 2), in_chans=1, embed_dim=12, norm_layer=torch.nn.modules.normalization.LayerNorm, spatial_dims=2), seed=600493847),
         [randn(2, 1, 96, 96, seed=995483012)],
         note="discovered: test blocks/test_patchembedding.py::TestPatchEmbed::test_shape_2"),
    case("networks.blocks.PatchEmbed[2]", "networks.blocks", built(lambda: monai.networks.blocks.PatchEmbed(patch_size=(2, 2), in_chans=1, embed_dim=6, norm_layer=torch.nn.modules.normalization.LayerNorm, spatial_dims=2), seed=981647341),
         [randn(2, 1, 96, 96, seed=312812302)],
         note="discovered: test blocks/test_patchembedding.py::TestPatchEmbed::test_shape_0"),
    case("networks.blocks.PatchEmbed[2x4x96x96]", "networks.blocks", built(lambda: monai.networks.blocks.PatchEmbed(patch_size=(2, 2), in_chans=4, embed_dim=12, norm_layer=torch.nn.modules.normalization.LayerNorm, spatial_dims=2), seed=556098987),
         [randn(2, 4, 96, 96, seed=1976143352)],
         note="discovered: test blocks/test_patchembedding.py::TestPatchEmbed::test_shape_6"),
    case("networks.blocks.PatchEmbeddingBlock", "networks.blocks", built(lambda: monai.networks.blocks.PatchEmbeddingBlock(in_channels=1, img_size=(32, 32), patch_size=(16, 16), hidden_size=288, num_heads=12, proj_type='conv', pos_embed_type='learnable', dropout_rate=0.5, spatial_dims=2), seed=199717256),
         [randn(2, 1, 32, 32, seed=1131336083)],
         note="discovered: test blocks/test_patchembedding.py::TestPatchEmbeddingBlock::test_shape_134"),
    case("networks.blocks.PatchEmbeddingBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.PatchEmbeddingBlock(in_channels=1, img_size=(32, 32), patch_size=(16, 16), hidden_size=288, num_heads=12, proj_type='conv', pos_embed_type='none', dropout_rate=0.5, spatial_dims=2), seed=1976876884),
         [randn(2, 1, 32, 32, seed=1886344959)],
         note="discovered: test blocks/test_patchembedding.py::TestPatchEmbeddingBlock::test_shape_132"),
    case("networks.blocks.PatchEmbeddingBlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.PatchEmbeddingBlock(in_channels=1, img_size=(32, 32), patch_size=(16, 16), hidden_size=288, num_heads=12, proj_type='conv', pos_embed_type='sincos', dropout_rate=0.5, spatial_dims=2), seed=970021065),
         [randn(2, 1, 32, 32, seed=2031162666)],
         note="discovered: test blocks/test_patchembedding.py::TestPatchEmbeddingBlock::test_shape_136"),
    case("networks.blocks.RegistrationDownSampleBlock", "networks.blocks", built(lambda: monai.networks.blocks.RegistrationDownSampleBlock(spatial_dims=2, channels=1, pooling=False), seed=1739868976),
         [rand(1, 1, 4, 4, seed=1289731995)],
         note="discovered: test blocks/test_regunet_block.py::TestRegistrationDownSampleBlock::test_shape_0"),
    case("networks.blocks.RegistrationDownSampleBlock[1x2x4x4x4]", "networks.blocks", built(lambda: monai.networks.blocks.RegistrationDownSampleBlock(spatial_dims=3, channels=2, pooling=True), seed=969001709),
         [rand(1, 2, 4, 4, 4, seed=1690215950)],
         note="discovered: test blocks/test_regunet_block.py::TestRegistrationDownSampleBlock::test_shape_1"),
    case("networks.blocks.RegistrationResidualConvBlock", "networks.blocks", built(lambda: monai.networks.blocks.RegistrationResidualConvBlock(spatial_dims=2, in_channels=1, out_channels=2, num_layers=1), seed=532751637),
         [randn(1, 1, 5, 5, seed=274746038)],
         note="discovered: test blocks/test_regunet_block.py::TestRegistrationResidualConvBlock::test_shape_0"),
    case("networks.blocks.RegistrationResidualConvBlock[1x2x5x5x5]", "networks.blocks", built(lambda: monai.networks.blocks.RegistrationResidualConvBlock(spatial_dims=3, in_channels=2, out_channels=2, num_layers=2), seed=747558387),
         [randn(1, 2, 5, 5, 5, seed=874153664)],
         note="discovered: test blocks/test_regunet_block.py::TestRegistrationResidualConvBlock::test_shape_1"),
    case("networks.blocks.ResBlock", "networks.blocks", built(lambda: monai.networks.blocks.ResBlock(spatial_dims=2, in_channels=1, kernel_size=1, norm='batch'), seed=1677077407),
         [randn(2, 1, 16, 16, seed=1615281292)],
         note="discovered: test blocks/test_segresnet_block.py::TestResBlock::test_shape_01"),
    case("networks.blocks.ResBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.ResBlock(spatial_dims=2, in_channels=1, kernel_size=1, norm='instance'), seed=1296895429),
         [randn(2, 1, 16, 16, seed=1023830150)],
         note="discovered: test blocks/test_segresnet_block.py::TestResBlock::test_shape_02"),
    case("networks.blocks.ResBlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.ResBlock(spatial_dims=2, in_channels=1, kernel_size=1, norm=('group', {'num_groups': 1})), seed=156216016),
         [randn(2, 1, 16, 16, seed=1628124987)],
         note="discovered: test blocks/test_segresnet_block.py::TestResBlock::test_shape_00"),
    case("networks.blocks.ResidualSELayer", "networks.blocks", built(lambda: monai.networks.blocks.ResidualSELayer(spatial_dims=2, in_channels=4, r=3), seed=186033528),
         [randn(7, 4, 64, 48, seed=1405975523)],
         note="discovered: test blocks/test_se_blocks.py::TestResidualSELayer::test_shape_0"),
    case("networks.blocks.ResidualUnit", "networks.blocks", built(lambda: monai.networks.blocks.ResidualUnit(2, 1, 4), seed=1480272385),
         [load('2ac3d1b707cc0e26')],
         note="discovered: test blocks/test_convolutions.py::TestResidualUnit2D::test_conv_only1"),
    case("networks.blocks.ResidualUnit[2]", "networks.blocks", built(lambda: monai.networks.blocks.ResidualUnit(2, 1, 4, dilation=3), seed=430050923),
         [load('77b330894f89f772')],
         note="discovered: test blocks/test_convolutions.py::TestResidualUnit2D::test_dilation1"),
    case("networks.blocks.ResidualUnit[3]", "networks.blocks", built(lambda: monai.networks.blocks.ResidualUnit(2, 1, 4, dropout=0.15), seed=1571076110),
         [load('5876456919e57cbb')],
         note="discovered: test blocks/test_convolutions.py::TestResidualUnit2D::test_dropout1"),
    case("networks.blocks.SABlock[random]", "networks.blocks", built(lambda: monai.networks.blocks.SABlock(hidden_size=128, num_heads=1, dropout_rate=0.1, causal=True, sequence_length=16, save_attn=False, use_flash_attention=True), seed=554527616),
         [randn(1, 16, 128, seed=219344139)],
         check=False, note="discovered: test blocks/test_selfattention.py::TestResBlock::test_causal_flash_attention"),
    case("networks.blocks.SABlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.SABlock(hidden_size=128, num_heads=1, dropout_rate=0.1, causal=True, sequence_length=16, save_attn=True), seed=2086876903),
         [randn(1, 16, 128, seed=39004660)],
         note="discovered: test blocks/test_selfattention.py::TestResBlock::test_causal"),
    case("networks.blocks.SABlock[1x64x128]", "networks.blocks", built(lambda: monai.networks.blocks.SABlock(hidden_size=128, num_heads=1, dropout_rate=0.1, sequence_length=16, save_attn=True), seed=1182174331),
         [randn(1, 64, 128, seed=1043450792), torch.tensor([[True, True, True, True, True, False, True, True, False, True, False, False, True, True, False, True, False, True, False, False, False, True, False, True, False, False, True, True, True, True, False, False, True, False, True, False, False, True, True, False, False, True, True, False, True, False, True, True, True, True, False, True, False, True, True, False, True, False, False, True, False, False, True, True]], dtype=torch.bool)],
         note="discovered: test blocks/test_selfattention.py::TestResBlock::test_masked_selfattention"),
    case("networks.blocks.SEBlock", "networks.blocks", built(lambda: monai.networks.blocks.SEBlock(spatial_dims=1, in_channels=3, n_chns_1=20, n_chns_2=30, n_chns_3=40, r=5), seed=1590988297),
         [randn(16, 3, 63, seed=423783530)],
         note="discovered: test blocks/test_se_block.py::TestSEBlockLayer::test_shape_1"),
    case("networks.blocks.SEBlock[7x4x64x48]", "networks.blocks", built(lambda: monai.networks.blocks.SEBlock(spatial_dims=2, in_channels=4, n_chns_1=20, n_chns_2=30, n_chns_3=4, r=2), seed=592272972),
         [randn(7, 4, 64, 48, seed=1620727287)],
         note="discovered: test blocks/test_se_block.py::TestSEBlockLayer::test_shape_0"),
    case("networks.blocks.SEBlock[16x10x32x24x48]", "networks.blocks", built(lambda: monai.networks.blocks.SEBlock(spatial_dims=3, in_channels=10, r=3, n_chns_1=3, n_chns_2=5, n_chns_3=11, conv_param_1={'kernel_size': 1, 'act': None, 'norm': 'INSTANCE'}, conv_param_3={'kernel_size': 1, 'act': None, 'norm': 'INSTANCE'}), seed=1030338728),
         [randn(16, 10, 32, 24, 48, seed=895813683)],
         note="discovered: test blocks/test_se_block.py::TestSEBlockLayer::test_shape_5"),
    case("networks.blocks.SimpleASPP", "networks.blocks", built(lambda: monai.networks.blocks.SimpleASPP(spatial_dims=1, in_channels=4, conv_out_channels=8, acti_type=('PRELU', {'num_parameters': 32})), seed=1890213738),
         [randn(16, 4, 17, seed=1809565121)],
         note="discovered: test blocks/test_simple_aspp.py::TestChannelSELayer::test_shape_1"),
    case("networks.blocks.SimpleASPP[7x32x18x20]", "networks.blocks", built(lambda: monai.networks.blocks.SimpleASPP(spatial_dims=2, in_channels=32, conv_out_channels=3, norm_type=('batch', {'affine': False})), seed=1751170047),
         [randn(7, 32, 18, 20, seed=418119276)],
         note="discovered: test blocks/test_simple_aspp.py::TestChannelSELayer::test_shape_0"),
    case("networks.blocks.SimpleASPP[16x3x17x18x19]", "networks.blocks", built(lambda: monai.networks.blocks.SimpleASPP(spatial_dims=3, in_channels=3, conv_out_channels=2), seed=1410785393),
         [randn(16, 3, 17, 18, 19, seed=1626156754)],
         note="discovered: test blocks/test_simple_aspp.py::TestChannelSELayer::test_shape_2"),
    case("networks.blocks.SpatialAttentionBlock", "networks.blocks", built(lambda: monai.networks.blocks.SpatialAttentionBlock(spatial_dims=3, num_channels=16, num_head_channels=8, norm_num_groups=8, norm_eps=1e-06), seed=932241391),
         [randn(1, 16, 8, 8, 8, seed=1286269308)],
         note="discovered: test blocks/test_spatialattention.py::TestBlock::test_shape_1"),
    case("networks.blocks.SpatialAttentionBlock[1x128x32x32]", "networks.blocks", built(lambda: monai.networks.blocks.SpatialAttentionBlock(spatial_dims=2, num_channels=128, num_head_channels=32, norm_num_groups=32, norm_eps=1e-06), seed=1279268611),
         [randn(1, 128, 32, 32, seed=797876976)],
         note="discovered: test blocks/test_spatialattention.py::TestBlock::test_shape_0"),
    case("networks.blocks.SubpixelDownsample", "networks.blocks", built(lambda: monai.networks.blocks.SubpixelDownsample(spatial_dims=2, in_channels=1, scale_factor=2, conv_block=None), seed=423837496),
         [randn(1, 1, 4, 4, seed=417205155)],
         note="discovered: test blocks/test_downsample_block.py::TestSubpixelDownsample::test_reconstruction_2d"),
    case("networks.blocks.SubpixelDownsample[2]", "networks.blocks", built(lambda: monai.networks.blocks.SubpixelDownsample(spatial_dims=2, in_channels=1, scale_factor=2, conv_block=torch.nn.Conv2d(1, 2, kernel_size=3, padding=1)), seed=1076099524),
         [randn(1, 1, 4, 4, seed=564624527)],
         note="discovered: test blocks/test_downsample_block.py::TestSubpixelDownsample::test_custom_conv_block"),
    case("networks.blocks.SubpixelDownsample[1x3x8]", "networks.blocks", built(lambda: monai.networks.blocks.SubpixelDownsample(spatial_dims=1, in_channels=3, scale_factor=2), seed=1196349716),
         [randn(1, 3, 8, seed=1061775039)],
         note="discovered: test blocks/test_downsample_block.py::TestSubpixelDownsample::test_shape_2"),
    case("networks.blocks.SubpixelUpsample", "networks.blocks", built(lambda: monai.networks.blocks.SubpixelUpsample(spatial_dims=1, in_channels=1, scale_factor=1), seed=785170357),
         [randn(2, 1, 8, seed=2020865878)],
         note="discovered: test blocks/test_subpixel_upsample.py::TestSUBPIXEL::test_subpixel_shape_00"),
    case("networks.blocks.SubpixelUpsample[2]", "networks.blocks", built(lambda: monai.networks.blocks.SubpixelUpsample(spatial_dims=1, in_channels=1, scale_factor=1, apply_pad_pool=False), seed=349616399),
         [randn(2, 1, 8, seed=178861724)],
         note="discovered: test blocks/test_subpixel_upsample.py::TestSUBPIXEL::test_subpixel_shape_27"),
    case("networks.blocks.SubpixelUpsample[3]", "networks.blocks", built(lambda: monai.networks.blocks.SubpixelUpsample(spatial_dims=1, in_channels=1, scale_factor=2), seed=416873970),
         [randn(2, 1, 8, seed=1268252745)],
         note="discovered: test blocks/test_subpixel_upsample.py::TestSUBPIXEL::test_subpixel_shape_01"),
    case("networks.blocks.Swish", "networks.blocks", built(lambda: monai.networks.blocks.Swish(), seed=115524414),
         [randn(2, seed=674742197)],
         note="discovered: docstring example of monai.networks.blocks.Swish"),
    case("networks.blocks.TransformerBlock", "networks.blocks", built(lambda: monai.networks.blocks.TransformerBlock(hidden_size=128, mlp_dim=12, num_heads=2, dropout_rate=0), seed=874256288),
         [randn(2, 256, 128, seed=868206379)],
         note="discovered: test blocks/test_transformerblock.py::TestTransformerBlock::test_access_attn_matrix"),
    case("networks.blocks.TransformerBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.TransformerBlock(hidden_size=128, mlp_dim=12, num_heads=2, dropout_rate=0, save_attn=True), seed=1969128028),
         [randn(2, 256, 128, seed=2096231143)],
         note="discovered: test blocks/test_transformerblock.py::TestTransformerBlock::test_access_attn_matrix"),
    case("networks.blocks.UnetBasicBlock", "networks.blocks", built(lambda: monai.networks.blocks.UnetBasicBlock(spatial_dims=2, in_channels=16, out_channels=16, kernel_size=1, norm_name='instance', act_name=('leakyrelu', {'inplace': True, 'negative_slope': 0.1}), stride=1), seed=673103493),
         [randn(1, 16, 15, 15, seed=1287874374)],
         note="discovered: test blocks/test_dynunet_block.py::TestResBasicBlock::test_shape_04"),
    case("networks.blocks.UnetBasicBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.UnetBasicBlock(spatial_dims=2, in_channels=16, out_channels=16, kernel_size=1, norm_name='instance', act_name=('leakyrelu', {'inplace': True, 'negative_slope': 0.1}), stride=2), seed=1080998367),
         [randn(1, 16, 15, 15, seed=1577325772)],
         note="discovered: test blocks/test_dynunet_block.py::TestResBasicBlock::test_shape_10"),
    case("networks.blocks.UnetBasicBlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.UnetBasicBlock(spatial_dims=2, in_channels=16, out_channels=16, kernel_size=1, norm_name=('GROUP', {'num_groups': 16}), act_name=('leakyrelu', {'inplace': True, 'negative_slope': 0.1}), stride=1), seed=74539906),
         [randn(1, 16, 15, 15, seed=1497254777)],
         note="discovered: test blocks/test_dynunet_block.py::TestResBasicBlock::test_shape_00"),
    case("networks.blocks.UnetResBlock", "networks.blocks", built(lambda: monai.networks.blocks.UnetResBlock(spatial_dims=2, in_channels=16, out_channels=16, kernel_size=1, norm_name='instance', act_name=('leakyrelu', {'inplace': True, 'negative_slope': 0.1}), stride=1), seed=1063301457),
         [randn(1, 16, 15, 15, seed=840749106)],
         note="discovered: test blocks/test_dynunet_block.py::TestResBasicBlock::test_shape_04"),
    case("networks.blocks.UnetResBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.UnetResBlock(spatial_dims=2, in_channels=16, out_channels=16, kernel_size=1, norm_name='instance', act_name=('leakyrelu', {'inplace': True, 'negative_slope': 0.1}), stride=2), seed=278769595),
         [randn(1, 16, 15, 15, seed=361480424)],
         note="discovered: test blocks/test_dynunet_block.py::TestResBasicBlock::test_shape_10"),
    case("networks.blocks.UnetResBlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.UnetResBlock(spatial_dims=2, in_channels=16, out_channels=16, kernel_size=1, norm_name=('GROUP', {'num_groups': 16}), act_name=('leakyrelu', {'inplace': True, 'negative_slope': 0.1}), stride=1), seed=346027166),
         [randn(1, 16, 15, 15, seed=1471659797)],
         note="discovered: test blocks/test_dynunet_block.py::TestResBasicBlock::test_shape_00"),
    case("networks.blocks.UnetUpBlock", "networks.blocks", built(lambda: monai.networks.blocks.UnetUpBlock(spatial_dims=2, in_channels=4, out_channels=2, kernel_size=1, norm_name='batch', stride=1, upsample_kernel_size=1, trans_bias=False), seed=833614092),
         [randn(1, 4, 15, 15, seed=1719142071), randn(1, 2, 15, 15, seed=1702364452)],
         note="discovered: test blocks/test_dynunet_block.py::TestUpBlock::test_shape_01"),
    case("networks.blocks.UnetUpBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.UnetUpBlock(spatial_dims=2, in_channels=4, out_channels=2, kernel_size=1, norm_name='batch', stride=1, upsample_kernel_size=1, trans_bias=True), seed=2030257096),
         [randn(1, 4, 15, 15, seed=1787465171), randn(1, 2, 15, 15, seed=1770687552)],
         note="discovered: test blocks/test_dynunet_block.py::TestUpBlock::test_shape_00"),
    case("networks.blocks.UnetUpBlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.UnetUpBlock(spatial_dims=2, in_channels=4, out_channels=2, kernel_size=1, norm_name='instance', stride=1, upsample_kernel_size=1, trans_bias=False), seed=1023504445),
         [randn(1, 4, 15, 15, seed=1497431230), randn(1, 2, 15, 15, seed=1514208849)],
         note="discovered: test blocks/test_dynunet_block.py::TestUpBlock::test_shape_05"),
    case("networks.blocks.UnetrBasicBlock", "networks.blocks", built(lambda: monai.networks.blocks.UnetrBasicBlock(spatial_dims=1, in_channels=16, out_channels=16, kernel_size=1, norm_name='instance', stride=2), seed=214664407),
         [randn(1, 16, 15, seed=247327044)],
         note="discovered: test blocks/test_unetr_block.py::TestResBasicBlock::test_shape_04"),
    case("networks.blocks.UnetrBasicBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.UnetrBasicBlock(spatial_dims=1, in_channels=16, out_channels=16, kernel_size=1, norm_name=('GROUP', {'num_groups': 16}), stride=2), seed=1408421933),
         [randn(1, 16, 15, seed=165301582)],
         note="discovered: test blocks/test_unetr_block.py::TestResBasicBlock::test_shape_00"),
    case("networks.blocks.UnetrBasicBlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.UnetrBasicBlock(spatial_dims=1, in_channels=16, out_channels=16, kernel_size=1, norm_name=('batch', {'track_running_stats': False}), stride=2), seed=1341458552),
         [randn(1, 16, 15, seed=1412568803)],
         note="discovered: test blocks/test_unetr_block.py::TestResBasicBlock::test_shape_02"),
    case("networks.blocks.UnetrPrUpBlock", "networks.blocks", built(lambda: monai.networks.blocks.UnetrPrUpBlock(spatial_dims=1, in_channels=4, out_channels=2, num_layer=2, kernel_size=1, norm_name='instance', stride=1, res_block=False, upsample_kernel_size=2), seed=2113993464),
         [randn(1, 4, 15, seed=1302957411)],
         note="discovered: test blocks/test_unetr_block.py::TestPrUpBlock::test_shape_00"),
    case("networks.blocks.UnetrPrUpBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.UnetrPrUpBlock(spatial_dims=1, in_channels=4, out_channels=2, num_layer=2, kernel_size=1, norm_name='instance', stride=1, res_block=False, upsample_kernel_size=3), seed=690511620),
         [randn(1, 4, 15, seed=389383119)],
         note="discovered: test blocks/test_unetr_block.py::TestPrUpBlock::test_shape_08"),
    case("networks.blocks.UnetrPrUpBlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.UnetrPrUpBlock(spatial_dims=1, in_channels=4, out_channels=2, num_layer=2, kernel_size=1, norm_name='instance', stride=1, res_block=True, upsample_kernel_size=2), seed=1831191033),
         [randn(1, 4, 15, seed=311577914)],
         note="discovered: test blocks/test_unetr_block.py::TestPrUpBlock::test_shape_02"),
    case("networks.blocks.UnetrUpBlock", "networks.blocks", built(lambda: monai.networks.blocks.UnetrUpBlock(spatial_dims=1, in_channels=4, out_channels=2, kernel_size=1, norm_name='instance', res_block=False, upsample_kernel_size=2), seed=2012252158),
         [randn(1, 4, 15, seed=539030133), randn(1, 2, 30, seed=522252514)],
         note="discovered: test blocks/test_unetr_block.py::TestUpBlock::test_shape_00"),
    case("networks.blocks.UnetrUpBlock[2]", "networks.blocks", built(lambda: monai.networks.blocks.UnetrUpBlock(spatial_dims=1, in_channels=4, out_channels=2, kernel_size=1, norm_name='instance', res_block=True, upsample_kernel_size=2), seed=1829878430),
         [randn(1, 4, 15, seed=1656616213), randn(1, 2, 30, seed=1639838594)],
         note="discovered: test blocks/test_unetr_block.py::TestUpBlock::test_shape_02"),
    case("networks.blocks.UnetrUpBlock[3]", "networks.blocks", built(lambda: monai.networks.blocks.UnetrUpBlock(spatial_dims=1, in_channels=4, out_channels=2, kernel_size=3, norm_name='instance', res_block=False, upsample_kernel_size=2), seed=1762620859),
         [randn(1, 4, 15, seed=546436840), randn(1, 2, 30, seed=563214459)],
         note="discovered: test blocks/test_unetr_block.py::TestUpBlock::test_shape_04"),
    case("networks.blocks.Warp", "networks.blocks", built(lambda: monai.networks.blocks.Warp(), seed=1705626578),
         [randn(1, 1, 16, 16, seed=1807181481), load('c8a1c2c2c23fc001')],
         note="discovered: test nets/test_globalnet.py::TestGlobalNet::test_shape_0"),
    case("networks.blocks.fft_utils_t.fftshift", "networks.blocks.fft_utils_t", monai.networks.blocks.fft_utils_t.fftshift,
         [load('8ed4ba1984a4a9ae')], {'shift_dims': [-3, -2]},
         note="discovered: test test_varnet.py::TestVarNet::test_shape_0"),
    case("networks.blocks.fft_utils_t.fftshift[2x3x50x50x2]", "networks.blocks.fft_utils_t", monai.networks.blocks.fft_utils_t.fftshift,
         [load('39a8a17b2824f9a3')], {'shift_dims': [-3, -2]},
         note="discovered: test test_varnet.py::TestVarNet::test_shape_1"),
    case("networks.blocks.fft_utils_t.ifftshift", "networks.blocks.fft_utils_t", monai.networks.blocks.fft_utils_t.ifftshift,
         [load('6f6e9b5531727d70')], {'shift_dims': [-3, -2]},
         note="discovered: test test_varnet.py::TestVarNet::test_shape_0"),
    case("networks.blocks.fft_utils_t.ifftshift[2x3x50x50x2]", "networks.blocks.fft_utils_t", monai.networks.blocks.fft_utils_t.ifftshift,
         [load('4507b3e1e5271081')], {'shift_dims': [-3, -2]},
         note="discovered: test test_varnet.py::TestVarNet::test_shape_1"),
    case("networks.layers.AffineTransform", "networks.layers", built(lambda: monai.networks.layers.AffineTransform((1, 2)), seed=701020641),
         [torch.tensor([[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]]]), torch.tensor([[2.0, 0.0, 0.0], [0.0, 2.0, 0.0]])],
         note="discovered: test layers/test_affine_transform.py::TestAffineTransform::test_zoom_2"),
    case("networks.layers.AffineTransform[2]", "networks.layers", built(lambda: monai.networks.layers.AffineTransform((1, 2), zero_centered=True), seed=171559371),
         [torch.tensor([[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]]]), torch.tensor([[2.0, 0.0, 0.0], [0.0, 2.0, 0.0]])],
         note="discovered: test layers/test_affine_transform.py::TestAffineTransform::test_zoom_zero_center"),
    case("networks.layers.AffineTransform[3]", "networks.layers", built(lambda: monai.networks.layers.AffineTransform((3, 2), align_corners=False), seed=1312532974),
         [torch.tensor([[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]]]), torch.tensor([[1.0, 0.0, 0.0], [0.0, 2.0, 0.0]])],
         note="discovered: test layers/test_affine_transform.py::TestAffineTransform::test_zoom"),
    case("networks.layers.ApplyFilter", "networks.layers", built(lambda: monai.networks.layers.ApplyFilter(torch.ones(3, 3)), seed=1962874814),
         [torch.ones(1, 3, 3)],
         note="discovered: test layers/test_preset_filters.py::TestApplyFilter::test_init_and_forward_2d"),
    case("networks.layers.ApplyFilter[1x3x3x3]", "networks.layers", built(lambda: monai.networks.layers.ApplyFilter(torch.ones(3, 3, 3)), seed=2116211022),
         [torch.ones(1, 3, 3, 3)],
         note="discovered: test layers/test_preset_filters.py::TestApplyFilter::test_init_and_forward_3d"),
    case("networks.layers.ChannelPad", "networks.layers", built(lambda: monai.networks.layers.ChannelPad(spatial_dims=3, in_channels=10, out_channels=13, mode='pad'), seed=353589188),
         [randn(16, 10, 32, 24, 48, seed=1184959119)],
         note="discovered: test layers/test_channel_pad.py::TestChannelPad::test_shape_0"),
    case("networks.layers.ChannelPad[2]", "networks.layers", built(lambda: monai.networks.layers.ChannelPad(spatial_dims=3, in_channels=10, out_channels=13, mode='project'), seed=491020560),
         [randn(16, 10, 32, 24, 48, seed=465860475)],
         note="discovered: test layers/test_channel_pad.py::TestChannelPad::test_shape_1"),
    case("networks.layers.DropPath", "networks.layers", built(lambda: monai.networks.layers.DropPath(drop_prob=0.0, scale_by_keep=True), seed=1708505382),
         [rand(1, 8, 8, seed=1591696957)],
         note="discovered: test layers/test_drop_path.py::TestDropPath::test_shape_0"),
    case("networks.layers.DropPath[6x16x12]", "networks.layers", built(lambda: monai.networks.layers.DropPath(drop_prob=0.3, scale_by_keep=True), seed=842691584),
         [rand(6, 16, 12, seed=530082187)],
         note="discovered: test layers/test_drop_path.py::TestDropPath::test_shape_2"),
    case("networks.layers.DropPath[2x16x16x16]", "networks.layers", built(lambda: monai.networks.layers.DropPath(drop_prob=0.7, scale_by_keep=False), seed=1913455451),
         [rand(2, 16, 16, 16, seed=1106084616)],
         note="discovered: test layers/test_drop_path.py::TestDropPath::test_shape_1"),
    case("networks.layers.EMAQuantizer", "networks.layers", built(lambda: monai.networks.layers.EMAQuantizer(spatial_dims=2, num_embeddings=2, embedding_dim=2, epsilon=0, decay=0), seed=1470281692),
         [torch.tensor([[[[-0.0516333170235157, -0.0516333170235157]], [[-0.9741227030754089, -0.9741227030754089]]], [[[-0.5939841866493225, -0.5939841866493225]], [[-1.4434099197387695, -1.4434099197387695]]]])],
         note="discovered: test layers/test_vector_quantizer.py::TestEMA::test_ema"),
    case("networks.layers.EMAQuantizer.quantize", "networks.layers", built(lambda: monai.networks.layers.EMAQuantizer(spatial_dims=2, num_embeddings=16, embedding_dim=8), seed=28030209),
         [randn(1, 8, 4, 4, seed=704891522)],
         method="quantize", ref="monai.networks.layers.EMAQuantizer.quantize", note="discovered: test layers/test_vector_quantizer.py::TestEMA::test_ema_quantize_0"),
    case("networks.layers.EMAQuantizer[2]", "networks.layers", built(lambda: monai.networks.layers.EMAQuantizer(spatial_dims=2, num_embeddings=16, embedding_dim=8), seed=667247192),
         [randn(1, 8, 4, 4, seed=1473898819)],
         note="discovered: test layers/test_vector_quantizer.py::TestEMA::test_ema_shape_0"),
    case("networks.layers.EllipticalFilter", "networks.layers", built(lambda: monai.networks.layers.EllipticalFilter(spatial_dims=2, size=3), seed=1593901369),
         [torch.ones(1, 1, 5, 5)],
         note="discovered: test layers/test_preset_filters.py::EllipticalTestCase::test_forward"),
    case("networks.layers.HilbertTransform", "networks.layers", built(lambda: monai.networks.layers.HilbertTransform(), seed=1567125486),
         [load('28e43862fa6ca68f')],
         note="discovered: test layers/test_hilbert_transform.py::TestHilbertTransformCPU::test_value_0"),
    case("networks.layers.HilbertTransform[1x1x500x10]", "networks.layers", built(lambda: monai.networks.layers.HilbertTransform(), seed=333247386),
         [load('6cfa9a458f8f06a4')],
         note="discovered: test layers/test_hilbert_transform.py::TestHilbertTransformCPU::test_value_1"),
    case("networks.layers.HilbertTransform[1x500x10]", "networks.layers", built(lambda: monai.networks.layers.HilbertTransform(), seed=187788837),
         [load('e9f051ecb5e779b1')],
         note="discovered: test layers/test_hilbert_transform.py::TestHilbertTransformCPU::test_value_3"),
    case("networks.layers.LaplaceFilter", "networks.layers", built(lambda: monai.networks.layers.LaplaceFilter(spatial_dims=2, size=3), seed=73407632),
         [torch.ones(1, 1, 5, 5)],
         note="discovered: test layers/test_preset_filters.py::LaplaceFilterTestCase::test_forward"),
    case("networks.layers.MeanFilter", "networks.layers", built(lambda: monai.networks.layers.MeanFilter(spatial_dims=2, size=3), seed=261123019),
         [torch.ones(1, 1, 5, 5)],
         note="discovered: test layers/test_preset_filters.py::MeanFilterTestCase::test_forward"),
    case("networks.layers.MedianFilter", "networks.layers", built(lambda: monai.networks.layers.MedianFilter([3, 2, 1]), seed=271218976),
         [torch.ones(1, 1, 4, 3, 2)],
         note="discovered: test layers/test_median_filter.py::MedianFilterTestCase::test_3d_radii"),
    case("networks.layers.MedianFilter[1x1x2x3x5]", "networks.layers", built(lambda: monai.networks.layers.MedianFilter([1, 2, 4]), seed=1301363510),
         [torch.ones(1, 1, 2, 3, 5)],
         note="discovered: test layers/test_median_filter.py::MedianFilterTestCase::test_3d_0"),
    case("networks.layers.MedianFilter[1x1x4x3x4]", "networks.layers", built(lambda: monai.networks.layers.MedianFilter(1), seed=1715062161),
         [torch.ones(1, 1, 4, 3, 4)],
         note="discovered: test layers/test_median_filter.py::MedianFilterTestCase::test_3d_1"),
    case("networks.layers.SavitzkyGolayFilter", "networks.layers", built(lambda: monai.networks.layers.SavitzkyGolayFilter(window_length=3, order=1), seed=224278183),
         [torch.tensor([[[1.0]]])],
         note="discovered: test layers/test_savitzky_golay_filter.py::TestSavitzkyGolayCPU::test_value_0"),
    case("networks.layers.SavitzkyGolayFilter[2]", "networks.layers", built(lambda: monai.networks.layers.SavitzkyGolayFilter(window_length=3, order=1, mode='replicate'), seed=570550141),
         [torch.tensor([[[1.0]]])],
         note="discovered: test layers/test_savitzky_golay_filter.py::TestSavitzkyGolayCPUREP::test_value_0"),
    case("networks.layers.SavitzkyGolayFilter[1x1x3]", "networks.layers", built(lambda: monai.networks.layers.SavitzkyGolayFilter(window_length=3, order=1), seed=439514704),
         [torch.tensor([[[1.0, 1.0, 1.0]]])],
         note="discovered: test layers/test_savitzky_golay_filter.py::TestSavitzkyGolayCPU::test_value_1"),
    case("networks.layers.SharpenFilter", "networks.layers", built(lambda: monai.networks.layers.SharpenFilter(spatial_dims=2, size=3), seed=919707993),
         [torch.ones(1, 1, 5, 5)],
         note="discovered: test layers/test_preset_filters.py::SharpenTestCase::test_forward"),
    case("networks.layers.SkipConnection", "networks.layers", built(lambda: monai.networks.layers.SkipConnection(submodule=torch.nn.Softmax(dim=1), dim=0, mode='add'), seed=1926783111),
         [randn(16, 10, 32, 24, 48, seed=1108718100)],
         note="discovered: test layers/test_skip_connection.py::TestSkipConnection::test_shape_1"),
    case("networks.layers.SkipConnection[2]", "networks.layers", built(lambda: monai.networks.layers.SkipConnection(submodule=torch.nn.Softmax(dim=1), dim=0, mode='cat'), seed=670248925),
         [randn(16, 10, 32, 24, 48, seed=1805243486)],
         note="discovered: test layers/test_skip_connection.py::TestSkipConnection::test_shape_0"),
    case("networks.layers.SkipConnection[3]", "networks.layers", built(lambda: monai.networks.layers.SkipConnection(submodule=torch.nn.Softmax(dim=1), dim=0, mode='mul'), seed=1677053160),
         [randn(16, 10, 32, 24, 48, seed=1862260339)],
         note="discovered: test layers/test_skip_connection.py::TestSkipConnection::test_shape_2"),
    case("networks.layers.VectorQuantizer.quantize", "networks.layers", built(lambda: monai.networks.layers.VectorQuantizer(monai.networks.layers.EMAQuantizer(spatial_dims=2, num_embeddings=16, embedding_dim=8)), seed=1181547043),
         [randn(1, 8, 4, 4, seed=1977013648)],
         method="quantize", ref="monai.networks.layers.VectorQuantizer.quantize", note="discovered: test layers/test_vector_quantizer.py::TestVectorQuantizer::test_vector_quantizer_quantize_0"),
    case("networks.layers.VectorQuantizer", "networks.layers", built(lambda: monai.networks.layers.VectorQuantizer(monai.networks.layers.EMAQuantizer(spatial_dims=2, num_embeddings=16, embedding_dim=8)), seed=1710763270),
         [randn(1, 8, 4, 4, seed=1083693725)],
         note="discovered: test layers/test_vector_quantizer.py::TestVectorQuantizer::test_vector_quantizer_shape_0"),
    case("networks.layers.VectorQuantizer.quantize[1x8x4x4x4]", "networks.layers", built(lambda: monai.networks.layers.VectorQuantizer(monai.networks.layers.EMAQuantizer(spatial_dims=3, num_embeddings=16, embedding_dim=8)), seed=583964086),
         [randn(1, 8, 4, 4, 4, seed=858695597)],
         method="quantize", ref="monai.networks.layers.VectorQuantizer.quantize", note="discovered: test layers/test_vector_quantizer.py::TestVectorQuantizer::test_vector_quantizer_quantize_1"),
    case("networks.layers.apply_filter", "networks.layers", monai.networks.layers.apply_filter,
         [torch.tensor([[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]], dtype=torch.float32), torch.tensor([-1, 0, 1])], {'stride': 1},
         note="discovered: test layers/test_apply_filter.py::ApplyFilterTestCase::test_1d"),
    case("networks.layers.apply_filter[1x1x3x7]", "networks.layers", monai.networks.layers.apply_filter,
         [torch.tensor([[[[0, 1, 2, 3, 4, 5, 6], [7, 6, 5, 4, 3, 2, 1], [0, 1, 2, 3, 4, 5, 6]]]], dtype=torch.float32), torch.tensor([[1, 1, 1], [1, 1, 1], [1, 1, 1]])],
         note="discovered: test layers/test_apply_filter.py::ApplyFilterTestCase::test_2d"),
    case("networks.layers.apply_filter[2x3x2x3x7]", "networks.layers", monai.networks.layers.apply_filter,
         [torch.tensor([[[[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]], [[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]], [[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]]], [[[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]], [[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]], [[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]]]]), torch.tensor([[[[[1, 1, 1], [1, 1, 1], [1, 1, 1]]]]], dtype=torch.int64)],
         note="discovered: test layers/test_apply_filter.py::ApplyFilterTestCase::test_3d"),
    case("networks.layers.gaussian_1d", "networks.layers", monai.networks.layers.gaussian_1d,
         [], {'sigma': 0.5, 'truncated': 8, 'approx': 'scalespace'},
         note="discovered: test layers/test_gaussian.py::TestGaussian1d::test_scalespace_gaussian"),
    case("networks.layers.gaussian_1d[2]", "networks.layers", monai.networks.layers.gaussian_1d,
         [], {'sigma': 0.5, 'truncated': 8},
         note="discovered: test layers/test_gaussian.py::TestGaussian1d::test_gaussian"),
    case("networks.layers.gaussian_1d[3]", "networks.layers", monai.networks.layers.gaussian_1d,
         [], {'sigma': 1, 'truncated': 1, 'approx': 'scalespace', 'normalize': True},
         note="discovered: test layers/test_gaussian.py::TestGaussian1d::test_scalespace_gaussian"),
    case("networks.layers.median_filter", "networks.layers", monai.networks.layers.median_filter,
         [rand(4, 5, 7, 6, seed=604456230)], {'kernel_size': (3, 3, 3)},
         note="discovered: docstring example of monai.networks.layers.median_filter"),
    case("networks.layers.polyval", "networks.layers", monai.networks.layers.polyval,
         [], {'coef': [1.0, 2.5, -4.2], 'x': 5.0},
         note="discovered: test layers/test_polyval.py::TestPolyval::test_floats_0"),
    case("networks.layers.polyval[2]", "networks.layers", monai.networks.layers.polyval,
         [], {'coef': [2, 1, 0], 'x': 3.0},
         note="discovered: test layers/test_polyval.py::TestPolyval::test_floats_1"),
    case("networks.layers.polyval[3]", "networks.layers", monai.networks.layers.polyval,
         [], {'coef': [2, 1, 0], 'x': [3.0, 3.0]},
         note="discovered: test layers/test_polyval.py::TestPolyval::test_floats_2"),
    case("networks.layers.separable_filtering", "networks.layers", monai.networks.layers.separable_filtering,
         [torch.tensor([[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]], dtype=torch.float32), torch.tensor([-1, 0, 1])],
         note="discovered: test layers/test_separable_filter.py::SeparableFilterTestCase::test_1d"),
    case("networks.layers.separable_filtering[2x3x2x3x7]", "networks.layers", monai.networks.layers.separable_filtering,
         [torch.tensor([[[[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]], [[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]], [[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]]], [[[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]], [[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]], [[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]]]]), torch.tensor([1, 1, 1])],
         note="discovered: test layers/test_separable_filter.py::SeparableFilterTestCase::test_3d"),
    case("networks.layers.separable_filtering[2x4x32x32]", "networks.layers", monai.networks.layers.separable_filtering,
         [randn(2, 4, 32, 32, seed=116166695), torch.tensor((-1.0, 0.0, 1.0))],
         note="discovered: docstring example of monai.networks.layers.separable_filtering"),
    case("networks.layers.trunc_normal_[random]", "networks.layers", monai.networks.layers.trunc_normal_,
         [rand(1, 4, 4, 4, seed=2126576183)], {'mean': 0.3, 'std': 0.6, 'a': -1.0, 'b': 1.3},
         check=False, note="discovered: test layers/test_weight_init.py::TestWeightInit::test_shape_1"),
    case("networks.layers.trunc_normal_[6x12x3x1x7][random]", "networks.layers", monai.networks.layers.trunc_normal_,
         [rand(6, 12, 3, 1, 7, seed=365620181)], {'mean': 0.0, 'std': 1.0, 'a': 2, 'b': 4},
         check=False, note="discovered: test layers/test_weight_init.py::TestWeightInit::test_shape_0"),
    case("networks.layers.trunc_normal_[5x7x7x8x9][random]", "networks.layers", monai.networks.layers.trunc_normal_,
         [rand(5, 7, 7, 8, 9, seed=1980648807)], {'mean': 0.1, 'std': 0.4, 'a': 1.3, 'b': 1.8},
         check=False, note="discovered: test layers/test_weight_init.py::TestWeightInit::test_shape_2"),
    case("networks.nets.AHNet", "networks.nets", built(lambda: monai.networks.nets.AHNet(spatial_dims=2, upsample_mode='bilinear', out_channels=2, psp_block_num=2), seed=806901666),
         [randn(1, 1, 64, 32, seed=951154457)],
         note="discovered: test nets/test_ahnet.py::TestAHNET::test_ahnet_shape_2d_2"),
    case("networks.nets.AHNet[1x1x32x64]", "networks.nets", built(lambda: monai.networks.nets.AHNet(spatial_dims=2, upsample_mode='bilinear', psp_block_num=0), seed=976700935),
         [randn(1, 1, 32, 64, seed=207672212)],
         note="discovered: test nets/test_ahnet.py::TestAHNET::test_ahnet_shape_2d_0"),
    case("networks.nets.AHNet[3]", "networks.nets", built(lambda: monai.networks.nets.AHNet(spatial_dims=2, upsample_mode='transpose', out_channels=2, psp_block_num=1), seed=249297759),
         [randn(1, 1, 64, 32, seed=487256652)],
         note="discovered: test nets/test_ahnet.py::TestAHNET::test_ahnet_shape_2d_1"),
    case("networks.nets.AttentionUnet", "networks.nets", built(lambda: monai.networks.nets.AttentionUnet(spatial_dims=2, in_channels=1, out_channels=2, channels=(3, 4, 5), up_kernel_size=5, strides=(1, 2)), seed=1628726734),
         [rand(3, 1, 92, 92, seed=332061029)],
         note="discovered: test nets/test_attentionunet.py::TestAttentionUnet::test_attentionunet"),
    case("networks.nets.AttentionUnet[3x1x92x92x92]", "networks.nets", built(lambda: monai.networks.nets.AttentionUnet(spatial_dims=3, in_channels=1, out_channels=2, channels=(3, 4, 5), up_kernel_size=5, strides=(1, 2)), seed=1278443231),
         [rand(3, 1, 92, 92, 92, seed=26927564)],
         note="discovered: test nets/test_attentionunet.py::TestAttentionUnet::test_attentionunet"),
    case("networks.nets.AutoEncoder", "networks.nets", built(lambda: monai.networks.nets.AutoEncoder(spatial_dims=2, in_channels=1, out_channels=1, channels=(4, 8, 16), strides=(2, 2, 2)), seed=1478785851),
         [randn(1, 1, 128, 128, seed=1070610536)],
         note="discovered: test nets/test_autoencoder.py::TestAutoEncoder::test_shape_1"),
    case("networks.nets.AutoEncoder[2]", "networks.nets", built(lambda: monai.networks.nets.AutoEncoder(spatial_dims=2, in_channels=1, out_channels=1, channels=(4, 8, 16), strides=(2, 2, 2), num_res_units=0), seed=236002641),
         [randn(1, 1, 128, 128, seed=1676745778)],
         note="discovered: test nets/test_autoencoder.py::TestAutoEncoder::test_shape_0"),
    case("networks.nets.AutoEncoder[1x3x128x128]", "networks.nets", built(lambda: monai.networks.nets.AutoEncoder(spatial_dims=2, in_channels=3, out_channels=3, channels=(4, 8, 16), strides=(2, 2, 2), act=('LEAKYRELU', {'negative_slope': 0.2})), seed=1185950405),
         [randn(1, 3, 128, 128, seed=2088717702)],
         note="discovered: test nets/test_autoencoder.py::TestAutoEncoder::test_shape_2"),
    case("networks.nets.AutoencoderKL.decode", "networks.nets", built(lambda: monai.networks.nets.AutoencoderKL(spatial_dims=2, in_channels=1, out_channels=1, channels=(4, 4, 4), latent_channels=4, attention_levels=(False, False, False), num_res_blocks=1, norm_num_groups=4, with_encoder_nonlocal_attn=False, with_decoder_nonlocal_attn=False), seed=535037000),
         [randn(1, 4, 4, 4, seed=2037809747)],
         method="decode", ref="monai.networks.nets.AutoencoderKL.decode", note="discovered: test nets/test_autoencoderkl.py::TestAutoEncoderKL::test_shape_decode"),
    case("networks.nets.AutoencoderKL.decode[2]", "networks.nets", built(lambda: monai.networks.nets.AutoencoderKL(spatial_dims=2, in_channels=1, out_channels=1, channels=(4, 4, 4), latent_channels=4, attention_levels=(False, False, False), num_res_blocks=1, norm_num_groups=4, with_encoder_nonlocal_attn=False, with_decoder_nonlocal_attn=False, use_checkpoint=True, use_convtranspose=True), seed=1351978644),
         [randn(1, 4, 4, 4, seed=717805631)],
         method="decode", ref="monai.networks.nets.AutoencoderKL.decode", note="discovered: test nets/test_autoencoderkl.py::TestAutoEncoderKL::test_shape_decode_convtranspose_and_checkpointing"),
    case("networks.nets.AutoencoderKL.sampling[random]", "networks.nets", built(lambda: monai.networks.nets.AutoencoderKL(spatial_dims=2, in_channels=1, out_channels=1, channels=(4, 4, 4), latent_channels=4, attention_levels=(False, False, False), num_res_blocks=1, norm_num_groups=4, with_encoder_nonlocal_attn=False, with_decoder_nonlocal_attn=False), seed=1960405674),
         [randn(1, 4, 4, 4, seed=621011713), randn(1, 4, 4, 4, seed=604234094)],
         method="sampling", ref="monai.networks.nets.AutoencoderKL.sampling", check=False, note="discovered: test nets/test_autoencoderkl.py::TestAutoEncoderKL::test_shape_sampling"),
    case("networks.nets.BasicUNet", "networks.nets", built(lambda: monai.networks.nets.BasicUNet(spatial_dims=1, in_channels=5, out_channels=8), seed=1267627534),
         [randn(10, 5, 33, seed=203031461)],
         note="discovered: test nets/test_basic_unet.py::TestBasicUNET::test_shape_03"),
    case("networks.nets.BasicUNet[2]", "networks.nets", built(lambda: monai.networks.nets.BasicUNet(spatial_dims=1, in_channels=5, out_channels=8, upsample='deconv'), seed=1296683502),
         [randn(10, 5, 33, seed=1121743749)],
         note="discovered: test nets/test_basic_unet.py::TestBasicUNET::test_shape_02"),
    case("networks.nets.BasicUNet[3]", "networks.nets", built(lambda: monai.networks.nets.BasicUNet(spatial_dims=1, in_channels=5, out_channels=8, upsample='nontrainable'), seed=155709899),
         [randn(10, 5, 33, seed=999980184)],
         note="discovered: test nets/test_basic_unet.py::TestBasicUNET::test_shape_01"),
    case("networks.nets.BasicUNetPlusPlus", "networks.nets", built(lambda: monai.networks.nets.BasicUNetPlusPlus(spatial_dims=1, in_channels=5, out_channels=8), seed=1201673958),
         [randn(10, 5, 33, seed=655184381)],
         note="discovered: test nets/test_basic_unetplusplus.py::TestBasicUNETPlusPlus::test_shape_03"),
    case("networks.nets.BasicUNetPlusPlus[2]", "networks.nets", built(lambda: monai.networks.nets.BasicUNetPlusPlus(spatial_dims=1, in_channels=5, out_channels=8, upsample='deconv'), seed=923561782),
         [randn(10, 5, 33, seed=758373677)],
         note="discovered: test nets/test_basic_unetplusplus.py::TestBasicUNETPlusPlus::test_shape_02"),
    case("networks.nets.BasicUNetPlusPlus[3]", "networks.nets", built(lambda: monai.networks.nets.BasicUNetPlusPlus(spatial_dims=1, in_channels=5, out_channels=8, upsample='nontrainable'), seed=1930020243),
         [randn(10, 5, 33, seed=311955040)],
         note="discovered: test nets/test_basic_unetplusplus.py::TestBasicUNETPlusPlus::test_shape_01"),
    case("networks.nets.ControlNet", "networks.nets", built(lambda: monai.networks.nets.ControlNet(spatial_dims=2, in_channels=1, num_res_blocks=1, channels=(4, 4, 4), attention_levels=(False, False, True), num_head_channels=4, norm_num_groups=4, conditioning_embedding_in_channels=1, conditioning_embedding_num_channels=(4,)), seed=860985670),
         [rand(1, 1, 16, 16, seed=1885061341), torch.tensor([941], dtype=torch.int64), rand(1, 1, 16, 16, seed=1851506103)],
         note="discovered: test nets/test_controlnet.py::TestControlNet::test_shape_unconditioned_models_2"),
    case("networks.nets.ControlNet[2]", "networks.nets", built(lambda: monai.networks.nets.ControlNet(spatial_dims=2, in_channels=1, num_res_blocks=1, channels=(8, 8, 8), attention_levels=(False, False, False), norm_num_groups=8, conditioning_embedding_in_channels=1, conditioning_embedding_num_channels=(8,)), seed=1138290838),
         [rand(1, 1, 16, 16, seed=1713038093), torch.tensor([95], dtype=torch.int64), rand(1, 1, 16, 16, seed=1679482855)],
         note="discovered: test nets/test_controlnet.py::TestControlNet::test_shape_unconditioned_models_0"),
    case("networks.nets.ControlNet[3]", "networks.nets", built(lambda: monai.networks.nets.ControlNet(spatial_dims=2, in_channels=1, num_res_blocks=1, channels=(8, 8, 8), attention_levels=(False, False, False), norm_num_groups=8, resblock_updown=True, conditioning_embedding_in_channels=1, conditioning_embedding_num_channels=(8,)), seed=2144697715),
         [rand(1, 1, 16, 16, seed=1458059840), torch.tensor([751], dtype=torch.int64), rand(1, 1, 16, 16, seed=1491615078)],
         note="discovered: test nets/test_controlnet.py::TestControlNet::test_shape_unconditioned_models_1"),
    case("networks.nets.DecoderOnlyTransformer", "networks.nets", built(lambda: monai.networks.nets.DecoderOnlyTransformer(num_tokens=17, max_seq_len=2, attn_layers_dim=4, attn_layers_depth=2, attn_layers_heads=1, with_cross_attention=False), seed=573899571),
         [torch.tensor([[16], [16]], dtype=torch.int64)], {'context': None},
         note="discovered: test nets/test_vqvaetransformer_inferer.py::TestVQVAETransformerInferer::test_sample_shorter_sequence"),
    case("networks.nets.DecoderOnlyTransformer[2]", "networks.nets", built(lambda: monai.networks.nets.DecoderOnlyTransformer(num_tokens=17, max_seq_len=4, attn_layers_dim=4, attn_layers_depth=2, attn_layers_heads=1, with_cross_attention=False), seed=652735193),
         [torch.tensor([[16], [16]], dtype=torch.int64)], {'context': None},
         note="discovered: test nets/test_vqvaetransformer_inferer.py::TestVQVAETransformerInferer::test_sample"),
    case("networks.nets.DecoderOnlyTransformer[2x2]", "networks.nets", built(lambda: monai.networks.nets.DecoderOnlyTransformer(num_tokens=17, max_seq_len=2, attn_layers_dim=4, attn_layers_depth=2, attn_layers_heads=1, with_cross_attention=False), seed=1794269031),
         [torch.tensor([[16, 10], [16, 4]], dtype=torch.int64)], {'context': None},
         note="discovered: test nets/test_vqvaetransformer_inferer.py::TestVQVAETransformerInferer::test_sample_shorter_sequence"),
    case("networks.nets.DenseNet121", "networks.nets", built(lambda: monai.networks.nets.DenseNet121(pretrained=False, spatial_dims=1, in_channels=2, out_channels=3), seed=2140980582),
         [randn(1, 2, 32, seed=1708778621)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_08"),
    case("networks.nets.DenseNet121[2x2x32x64]", "networks.nets", built(lambda: monai.networks.nets.DenseNet121(pretrained=False, spatial_dims=2, in_channels=2, out_channels=3, act='PRELU'), seed=147537139),
         [randn(2, 2, 32, 64, seed=536266176)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_04"),
    case("networks.nets.DenseNet121[2x2x32x64x48]", "networks.nets", built(lambda: monai.networks.nets.DenseNet121(pretrained=False, spatial_dims=3, in_channels=2, out_channels=3, norm=('instance', {'eps': 1e-05})), seed=853707991),
         [randn(2, 2, 32, 64, 48, seed=939536708)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_00"),
    case("networks.nets.DenseNet169", "networks.nets", built(lambda: monai.networks.nets.DenseNet169(pretrained=False, spatial_dims=1, in_channels=2, out_channels=3), seed=262578802),
         [randn(1, 2, 32, seed=1331001545)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_09"),
    case("networks.nets.DenseNet169[2x2x32x64]", "networks.nets", built(lambda: monai.networks.nets.DenseNet169(pretrained=False, spatial_dims=2, in_channels=2, out_channels=3, act='PRELU'), seed=1449930015),
         [randn(2, 2, 32, 64, seed=308599308)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_05"),
    case("networks.nets.DenseNet169[2x2x32x64x48]", "networks.nets", built(lambda: monai.networks.nets.DenseNet169(pretrained=False, spatial_dims=3, in_channels=2, out_channels=3, norm=('instance', {'eps': 1e-05})), seed=2003290627),
         [randn(2, 2, 32, 64, 48, seed=874843632)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_01"),
    case("networks.nets.DenseNet201", "networks.nets", built(lambda: monai.networks.nets.DenseNet201(pretrained=False, spatial_dims=1, in_channels=2, out_channels=3), seed=1815696873),
         [randn(1, 2, 32, seed=771369034)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_10"),
    case("networks.nets.DenseNet201[2x2x32x64]", "networks.nets", built(lambda: monai.networks.nets.DenseNet201(pretrained=False, spatial_dims=2, in_channels=2, out_channels=3, act='PRELU'), seed=1690751014),
         [randn(2, 2, 32, 64, seed=45600061)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_06"),
    case("networks.nets.DenseNet201[2x2x32x64x48]", "networks.nets", built(lambda: monai.networks.nets.DenseNet201(pretrained=False, spatial_dims=3, in_channels=2, out_channels=3, norm=('instance', {'eps': 1e-05})), seed=399979892),
         [randn(2, 2, 32, 64, 48, seed=2069760799)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_02"),
    case("networks.nets.DenseNet264", "networks.nets", built(lambda: monai.networks.nets.DenseNet264(pretrained=False, spatial_dims=1, in_channels=2, out_channels=3), seed=1797933516),
         [randn(1, 2, 32, seed=2037509495)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_11"),
    case("networks.nets.DenseNet264[2x2x32x64]", "networks.nets", built(lambda: monai.networks.nets.DenseNet264(pretrained=False, spatial_dims=2, in_channels=2, out_channels=3, act='PRELU'), seed=280677685),
         [randn(2, 2, 32, 64, seed=814121174)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_07"),
    case("networks.nets.DenseNet264[2x2x32x64x48]", "networks.nets", built(lambda: monai.networks.nets.DenseNet264(pretrained=False, spatial_dims=3, in_channels=2, out_channels=3, norm=('instance', {'eps': 1e-05})), seed=1653529765),
         [randn(2, 2, 32, 64, 48, seed=1857815398)],
         note="discovered: test nets/test_densenet.py::TestDENSENET::test_densenet_shape_03"),
    case("networks.nets.DiNTS.weight_parameters", "networks.nets", built(lambda: monai.networks.nets.DiNTS(in_channels=1, num_classes=3, act_name='RELU', norm_name=('INSTANCE', {'affine': True}), use_downsample=False, spatial_dims=3, dints_space=monai.networks.nets.TopologyInstance(channel_mul=0.2, num_blocks=6, num_depths=3, device='cpu', use_downsample=False, spatial_dims=3, arch_code=[numpy.array([[1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], dtype='float64'), numpy.array([[1, 1, 1, 3, 4, 3, 0], [3, 3, 2, 2, 4, 4, 2], [1, 1, 3, 3, 3, 1, 3], [4, 3, 0, 1, 4, 3, 4], [0, 0, 4, 3, 2, 3, 0], [2, 4, 1, 0, 1, 3, 2]], dtype='int64')]), node_a=torch.ones((7, 3))), seed=453679571),
         [],
         method="weight_parameters", ref="monai.networks.nets.DiNTS.weight_parameters", note="discovered: test nets/test_dints_network.py::TestDints::test_dints_search_0"),
    case("networks.nets.DiNTS.weight_parameters[2]", "networks.nets", built(lambda: monai.networks.nets.DiNTS(in_channels=2, num_classes=2, act_name='PRELU', norm_name='BATCH', use_downsample=True, spatial_dims=2, dints_space=monai.networks.nets.TopologyInstance(channel_mul=1, num_blocks=7, num_depths=4, device='cpu', use_downsample=True, spatial_dims=2, arch_code=[numpy.array([[1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], dtype='float64'), numpy.array([[1, 1, 0, 0, 0, 0, 0, 1, 1, 1], [0, 1, 0, 0, 1, 0, 1, 0, 1, 0], [1, 0, 1, 1, 1, 1, 1, 0, 0, 1], [1, 1, 1, 1, 0, 0, 0, 1, 0, 0], [0, 1, 1, 1, 0, 0, 1, 1, 0, 0], [0, 0, 0, 1, 0, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 0, 1, 0]], dtype='int64')]), node_a=torch.ones((8, 4))), seed=114419833),
         [],
         method="weight_parameters", ref="monai.networks.nets.DiNTS.weight_parameters", note="discovered: test nets/test_dints_network.py::TestDints::test_dints_search_1"),
    case("networks.nets.DiNTS", "networks.nets", built(lambda: monai.networks.nets.DiNTS(in_channels=2, num_classes=2, act_name='PRELU', norm_name='BATCH', use_downsample=True, spatial_dims=2, dints_space=monai.networks.nets.TopologyInstance(channel_mul=1, num_blocks=7, num_depths=4, device='cpu', use_downsample=True, spatial_dims=2, arch_code=[numpy.array([[1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], dtype='float64'), numpy.array([[1, 1, 0, 0, 0, 0, 0, 1, 1, 1], [0, 1, 0, 0, 1, 0, 1, 0, 1, 0], [1, 0, 1, 1, 1, 1, 1, 0, 0, 1], [1, 1, 1, 1, 0, 0, 0, 1, 0, 0], [0, 1, 1, 1, 0, 0, 1, 1, 0, 0], [0, 0, 0, 1, 0, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 0, 1, 0]], dtype='int64')]), node_a=torch.ones((8, 4))), seed=1454093780),
         [randn(2, 2, 32, 16, seed=118714751)],
         note="discovered: test nets/test_dints_network.py::TestDints::test_dints_search_1"),
    case("networks.nets.DiffusionModelUNet", "networks.nets", built(lambda: monai.networks.nets.DiffusionModelUNet(spatial_dims=2, in_channels=1, out_channels=1, num_res_blocks=(1, 1, 2), channels=(8, 8, 8), attention_levels=(False, False, False), norm_num_groups=8), seed=972695900),
         [rand(1, 1, 16, 16, seed=476017127), torch.tensor([464], dtype=torch.int64)],
         note="discovered: test nets/test_diffusion_model_unet.py::TestDiffusionModelUNet2D::test_shape_unconditioned_models_1"),
    case("networks.nets.DiffusionModelUNet[2]", "networks.nets", built(lambda: monai.networks.nets.DiffusionModelUNet(spatial_dims=2, in_channels=1, out_channels=1, num_res_blocks=1, channels=(8, 8, 8), attention_levels=(False, False, False), norm_num_groups=8), seed=348136152),
         [rand(1, 1, 16, 16, seed=191880643), torch.tensor([193], dtype=torch.int64)],
         note="discovered: test nets/test_diffusion_model_unet.py::TestDiffusionModelUNet2D::test_shape_unconditioned_models_0"),
    case("networks.nets.DiffusionModelUNet[3]", "networks.nets", built(lambda: monai.networks.nets.DiffusionModelUNet(spatial_dims=2, in_channels=1, out_channels=1, num_res_blocks=1, channels=(8, 8, 8), attention_levels=(False, False, False), norm_num_groups=8, resblock_updown=True), seed=415099533),
         [rand(1, 1, 16, 16, seed=1092097070), torch.tensor([417], dtype=torch.int64)],
         note="discovered: test nets/test_diffusion_model_unet.py::TestDiffusionModelUNet2D::test_shape_unconditioned_models_2"),
    case("networks.nets.Discriminator", "networks.nets", built(lambda: monai.networks.nets.Discriminator(in_shape=(1, 64, 64), channels=(2, 4), strides=(2, 2), num_res_units=0), seed=1604169094),
         [rand(16, 1, 64, 64, seed=95850269)],
         note="discovered: test nets/test_discriminator.py::TestDiscriminator::test_shape_2"),
    case("networks.nets.Discriminator[2]", "networks.nets", built(lambda: monai.networks.nets.Discriminator(in_shape=(1, 64, 64), channels=(2, 4, 8), strides=(2, 2, 2), num_res_units=0), seed=354712406),
         [rand(16, 1, 64, 64, seed=1404455885)],
         note="discovered: test nets/test_discriminator.py::TestDiscriminator::test_shape_0"),
    case("networks.nets.Discriminator[3]", "networks.nets", built(lambda: monai.networks.nets.Discriminator(in_shape=(1, 64, 64), channels=(2, 4, 8), strides=(2, 2, 2), num_res_units=2), seed=1361222451),
         [rand(16, 1, 64, 64, seed=725020160)],
         note="discovered: test nets/test_discriminator.py::TestDiscriminator::test_shape_1"),
    case("networks.nets.DynUNet", "networks.nets", built(lambda: monai.networks.nets.DynUNet(spatial_dims=2, in_channels=1, out_channels=2, kernel_size=[3, 3, 3, 3, 3], strides=(1, 2, 1, 2, 1), upsample_kernel_size=(2, 1, 2, 1), norm_name=('group', {'num_groups': 16}), deep_supervision=True, deep_supr_num=1, res_block=False), seed=1229951991),
         [randn(1, 1, 64, 64, seed=1841192548)],
         note="discovered: test nets/test_dynunet.py::TestDynUNetDeepSupervision::test_shape_06"),
    case("networks.nets.DynUNet[2]", "networks.nets", built(lambda: monai.networks.nets.DynUNet(spatial_dims=2, in_channels=1, out_channels=2, kernel_size=[3, 3, 3, 3, 3], strides=(1, 2, 1, 2, 1), upsample_kernel_size=(2, 1, 2, 1), norm_name=('group', {'num_groups': 16}), deep_supervision=True, deep_supr_num=1, res_block=True), seed=1016412365),
         [randn(1, 1, 64, 64, seed=741452910)],
         note="discovered: test nets/test_dynunet.py::TestDynUNetDeepSupervision::test_shape_00"),
    case("networks.nets.DynUNet[3]", "networks.nets", built(lambda: monai.networks.nets.DynUNet(spatial_dims=2, in_channels=1, out_channels=2, kernel_size=[3, 3, 3, 3, 3], strides=(1, 2, 1, 2, 1), upsample_kernel_size=(2, 1, 2, 1), norm_name=('group', {'num_groups': 16}), deep_supervision=True, deep_supr_num=2, res_block=False), seed=949448984),
         [randn(1, 1, 64, 64, seed=1988720131)],
         note="discovered: test nets/test_dynunet.py::TestDynUNetDeepSupervision::test_shape_09"),
    case("networks.nets.Generator", "networks.nets", built(lambda: monai.networks.nets.Generator(latent_shape=(64,), start_shape=(8, 8, 8), channels=(8, 1), strides=(2, 2), num_res_units=2), seed=1943164595),
         [rand(16, 64, seed=463852928)],
         note="discovered: test nets/test_generator.py::TestGenerator::test_shape_2"),
    case("networks.nets.Generator[2]", "networks.nets", built(lambda: monai.networks.nets.Generator(latent_shape=(64,), start_shape=(8, 8, 8), channels=(8, 4, 1), strides=(2, 2, 2), num_res_units=0), seed=375515481),
         [rand(16, 64, seed=1986081434)],
         note="discovered: test nets/test_generator.py::TestGenerator::test_shape_0"),
    case("networks.nets.Generator[3]", "networks.nets", built(lambda: monai.networks.nets.Generator(latent_shape=(64,), start_shape=(8, 8, 8), channels=(8, 4, 1), strides=(2, 2, 2), num_res_units=2), seed=1382268132),
         [rand(16, 64, seed=107843375)],
         note="discovered: test nets/test_generator.py::TestGenerator::test_shape_1"),
    case("networks.nets.GlobalNet", "networks.nets", built(lambda: monai.networks.nets.GlobalNet(image_size=(16, 16), spatial_dims=2, in_channels=1, num_channel_initial=16, depth=1, out_kernel_initializer='kaiming_uniform', out_activation=None, pooling=True, concat_skip=True, encode_kernel_sizes=3, save_theta=False), seed=1910713708),
         [randn(1, 1, 16, 16, seed=509826199)],
         note="discovered: test nets/test_globalnet.py::TestGlobalNet::test_shape_0"),
    case("networks.nets.GlobalNet[2]", "networks.nets", built(lambda: monai.networks.nets.GlobalNet(image_size=(16, 16), spatial_dims=2, in_channels=1, num_channel_initial=16, depth=1, out_kernel_initializer='kaiming_uniform', out_activation=None, pooling=True, concat_skip=True, encode_kernel_sizes=3, save_theta=True), seed=650250408),
         [randn(1, 1, 16, 16, seed=549312563)],
         note="discovered: test nets/test_globalnet.py::TestGlobalNet::test_shape_1"),
    case("networks.nets.HighResNet", "networks.nets", built(lambda: monai.networks.nets.HighResNet(spatial_dims=1, in_channels=4, out_channels=3, dropout_prob=0.1), seed=1949656059),
         [randn(16, 4, 63, seed=590032680)],
         note="discovered: test nets/test_highresnet.py::TestHighResNet::test_shape_3"),
    case("networks.nets.HighResNet[7x4x64x48]", "networks.nets", built(lambda: monai.networks.nets.HighResNet(spatial_dims=2, in_channels=4, out_channels=3), seed=1427933718),
         [randn(7, 4, 64, 48, seed=1694226573)],
         note="discovered: test nets/test_highresnet.py::TestHighResNet::test_shape_2"),
    case("networks.nets.HighResNet[1x4x17x64x48]", "networks.nets", built(lambda: monai.networks.nets.HighResNet(spatial_dims=3, in_channels=4, out_channels=3, acti_type='relu6'), seed=789396174),
         [randn(1, 4, 17, 64, 48, seed=1314666085)],
         note="discovered: test nets/test_highresnet.py::TestHighResNet::test_shape_1"),
    case("networks.nets.LocalNet", "networks.nets", built(lambda: monai.networks.nets.LocalNet(spatial_dims=2, in_channels=2, num_channel_initial=16, out_kernel_initializer='kaiming_uniform', out_activation=None, out_channels=2, extract_levels=(0, 1), pooling=False, concat_skip=True, mode='bilinear', align_corners=True), seed=109440072),
         [randn(1, 2, 16, 16, seed=175024723)],
         note="discovered: test nets/regunet/test_localnet.py::TestLocalNet::test_shape_0"),
    case("networks.nets.LocalNet[1x2x16x16x16]", "networks.nets", built(lambda: monai.networks.nets.LocalNet(spatial_dims=3, in_channels=2, num_channel_initial=16, out_kernel_initializer='zeros', out_activation='sigmoid', out_channels=2, extract_levels=(0, 1, 2, 3), pooling=True, concat_skip=False), seed=557371642),
         [randn(1, 2, 16, 16, 16, seed=461843505)],
         note="discovered: test nets/regunet/test_localnet.py::TestLocalNet::test_shape_1"),
    case("networks.nets.MedNeXt", "networks.nets", built(lambda: monai.networks.nets.MedNeXt(spatial_dims=2, init_filters=16, deep_supervision=False, use_residual_connection=False), seed=1253901249),
         [randn(2, 1, 16, 16, seed=2133104450)],
         note="discovered: test nets/test_mednext.py::TestMedNeXt::test_shape_04"),
    case("networks.nets.MedNeXt[2]", "networks.nets", built(lambda: monai.networks.nets.MedNeXt(spatial_dims=2, init_filters=16, deep_supervision=False, use_residual_connection=True), seed=538159787),
         [randn(2, 1, 16, 16, seed=476437240)],
         note="discovered: test nets/test_mednext.py::TestMedNeXt::test_shape_05"),
    case("networks.nets.MedNeXt[3]", "networks.nets", built(lambda: monai.networks.nets.MedNeXt(spatial_dims=2, init_filters=16, deep_supervision=True, use_residual_connection=False), seed=1679184974),
         [randn(2, 1, 16, 16, seed=406760421)],
         note="discovered: test nets/test_mednext.py::TestMedNeXt::test_shape_06"),
    case("networks.nets.MultiScalePatchDiscriminator", "networks.nets", built(lambda: monai.networks.nets.MultiScalePatchDiscriminator(num_d=2, num_layers_d=3, spatial_dims=2, channels=8, in_channels=3, out_channels=1, kernel_size=3, activation='LEAKYRELU', norm='instance', bias=False, dropout=0.1, minimum_size_im=256), seed=1640562165),
         [rand(1, 3, 256, 512, seed=336854934)],
         note="discovered: test nets/test_patch_gan_dicriminator.py::TestMultiscalePatchGAN::test_shape_0"),
    case("networks.nets.MultiScalePatchDiscriminator[1x3x256x512x256]", "networks.nets", built(lambda: monai.networks.nets.MultiScalePatchDiscriminator(num_d=2, num_layers_d=3, spatial_dims=3, channels=8, in_channels=3, out_channels=1, kernel_size=3, activation='LEAKYRELU', norm='instance', bias=False, dropout=0.1, minimum_size_im=256), seed=1955421015),
         [rand(1, 3, 256, 512, 256, seed=712500164)],
         note="discovered: test nets/test_patch_gan_dicriminator.py::TestMultiscalePatchGAN::test_shape_1"),
    case("networks.nets.PatchDiscriminator", "networks.nets", built(lambda: monai.networks.nets.PatchDiscriminator(num_layers_d=3, spatial_dims=2, channels=8, in_channels=3, out_channels=1, kernel_size=3, activation='LEAKYRELU', norm='instance', bias=False, dropout=0.1), seed=2009470032),
         [rand(1, 3, 256, 512, seed=1893956795)],
         note="discovered: test nets/test_patch_gan_dicriminator.py::TestPatchGAN::test_shape_0"),
    case("networks.nets.PatchDiscriminator[1x3x256x512x256]", "networks.nets", built(lambda: monai.networks.nets.PatchDiscriminator(num_layers_d=3, spatial_dims=3, channels=8, in_channels=3, out_channels=1, kernel_size=3, activation='LEAKYRELU', norm='instance', bias=False, dropout=0.1), seed=1521448708),
         [rand(1, 3, 256, 512, 256, seed=2030984143)],
         note="discovered: test nets/test_patch_gan_dicriminator.py::TestPatchGAN::test_shape_1"),
    case("networks.nets.PatchMerging", "networks.nets", built(lambda: monai.networks.nets.PatchMerging(10), seed=870496835),
         [torch.zeros((1, 21, 20, 20, 10))],
         note="discovered: test nets/test_swin_unetr.py::TestSWINUNETR::test_patch_merging"),
    case("networks.nets.RegUNet", "networks.nets", built(lambda: monai.networks.nets.RegUNet(spatial_dims=2, in_channels=2, num_channel_initial=16, depth=3, out_kernel_initializer='kaiming_uniform', out_activation=None, out_channels=2, pooling=False, concat_skip=True, encode_kernel_sizes=3), seed=522502078),
         [randn(1, 2, 16, 16, seed=110972981)],
         note="discovered: test nets/regunet/test_regunet.py::TestREGUNET::test_shape_0"),
    case("networks.nets.RegUNet[1x2x16x16x16]", "networks.nets", built(lambda: monai.networks.nets.RegUNet(spatial_dims=3, in_channels=2, num_channel_initial=16, depth=3, out_kernel_initializer='kaiming_uniform', out_activation='sigmoid', out_channels=2, extract_levels=(0, 1, 2, 3), pooling=True, concat_skip=False, encode_kernel_sizes=(3, 3, 3, 7)), seed=1654095540),
         [randn(1, 2, 16, 16, 16, seed=1503958623)],
         note="discovered: test nets/regunet/test_regunet.py::TestREGUNET::test_shape_1"),
    case("networks.nets.ResNet", "networks.nets", built(lambda: monai.networks.nets.ResNet(block='basic', layers=[1, 1, 1, 1], block_inplanes=[64, 128, 256, 512], spatial_dims=1, n_input_channels=2, num_classes=3, conv1_t_size=[3], conv1_t_stride=1), seed=2143071611),
         [randn(1, 2, 32, seed=1773098152)],
         note="discovered: test nets/test_resnet.py::TestResNet::test_resnet_shape_35"),
    case("networks.nets.ResNet[2]", "networks.nets", built(lambda: monai.networks.nets.ResNet(block='bottleneck', layers=[3, 4, 6, 3], block_inplanes=[64, 128, 256, 512], spatial_dims=1, n_input_channels=2, num_classes=3, conv1_t_size=[3], conv1_t_stride=1), seed=1156692497),
         [randn(1, 2, 32, seed=709158642)],
         note="discovered: test nets/test_resnet.py::TestResNet::test_resnet_shape_37"),
    case("networks.nets.ResNet[3]", "networks.nets", built(lambda: monai.networks.nets.ResNet(block='bottleneck', layers=[3, 4, 6, 3], block_inplanes=[64, 128, 256, 512], spatial_dims=1, n_input_channels=2, num_classes=3, conv1_t_size=[3], conv1_t_stride=1, act=('relu', {'inplace': False})), seed=16013084),
         [randn(1, 2, 32, seed=1313453479)],
         note="discovered: test nets/test_resnet.py::TestResNet::test_resnet_shape_39"),
    case("networks.nets.SENet", "networks.nets", built(lambda: monai.networks.nets.SENet(spatial_dims=3, in_channels=2, num_classes=2, block='se_bottleneck', layers=(3, 8, 36, 3), groups=64, reduction=16), seed=437491177),
         [randn(2, 2, 64, 64, 64, seed=2130602058)],
         note="discovered: test nets/test_senet.py::TestSENET::test_senet_shape_6"),
    case("networks.nets.SENet154", "networks.nets", built(lambda: monai.networks.nets.SENet154(spatial_dims=3, in_channels=2, num_classes=2), seed=1343654729),
         [randn(2, 2, 64, 64, 64, seed=2055457706)],
         note="discovered: test nets/test_senet.py::TestSENET::test_senet_shape_0"),
    case("networks.nets.SEResNet101", "networks.nets", built(lambda: monai.networks.nets.SEResNet101(spatial_dims=3, in_channels=2, num_classes=2), seed=558446425),
         [randn(2, 2, 64, 64, 64, seed=1181495450)],
         note="discovered: test nets/test_senet.py::TestSENET::test_senet_shape_2"),
    case("networks.nets.SEResNet152", "networks.nets", built(lambda: monai.networks.nets.SEResNet152(spatial_dims=3, in_channels=2, num_classes=2), seed=809617841),
         [randn(2, 2, 64, 64, 64, seed=1949260306)],
         note="discovered: test nets/test_senet.py::TestSENET::test_senet_shape_3"),
    case("networks.nets.SEResNet50", "networks.nets", built(lambda: monai.networks.nets.SEResNet50(spatial_dims=3, in_channels=2, num_classes=2), seed=961404438),
         [randn(2, 2, 64, 64, 64, seed=658459789)],
         note="discovered: test nets/test_senet.py::TestSENET::test_senet_shape_1"),
    case("networks.nets.SEResNext101", "networks.nets", built(lambda: monai.networks.nets.SEResNext101(spatial_dims=3, in_channels=2, num_classes=2), seed=120782011),
         [randn(2, 2, 64, 64, 64, seed=2038060520)],
         note="discovered: test nets/test_senet.py::TestSENET::test_senet_shape_5"),
    case("networks.nets.SEResNext50", "networks.nets", built(lambda: monai.networks.nets.SEResNext50(spatial_dims=3, in_channels=2, num_classes=2), seed=402548812),
         [randn(2, 2, 64, 64, 64, seed=805007351)],
         note="discovered: test nets/test_senet.py::TestSENET::test_senet_shape_4"),
    case("networks.nets.SPADEAutoencoderKL.sampling[random]", "networks.nets", built(lambda: monai.networks.nets.SPADEAutoencoderKL(spatial_dims=2, label_nc=3, in_channels=1, out_channels=1, channels=(4, 4, 4), latent_channels=4, attention_levels=(False, False, False), num_res_blocks=1, norm_num_groups=4), seed=1719654799),
         [randn(1, 4, 4, 4, seed=1669630748), randn(1, 4, 4, 4, seed=1686408367)],
         method="sampling", ref="monai.networks.nets.SPADEAutoencoderKL.sampling", check=False, note="discovered: test nets/test_spade_autoencoderkl.py::TestSPADEAutoEncoderKL::test_shape_sampling"),
    case("networks.nets.SPADEAutoencoderKL.encode", "networks.nets", built(lambda: monai.networks.nets.SPADEAutoencoderKL(spatial_dims=2, label_nc=3, in_channels=1, out_channels=1, channels=(4, 4, 4), latent_channels=4, attention_levels=(False, False, False), num_res_blocks=1, norm_num_groups=4), seed=2005416981),
         [randn(1, 1, 16, 16, seed=536787382)],
         method="encode", ref="monai.networks.nets.SPADEAutoencoderKL.encode", note="discovered: test nets/test_spade_autoencoderkl.py::TestSPADEAutoEncoderKL::test_shape_encode"),
    case("networks.nets.SPADEAutoencoderKL.decode", "networks.nets", built(lambda: monai.networks.nets.SPADEAutoencoderKL(spatial_dims=2, label_nc=3, in_channels=1, out_channels=1, channels=(4, 4, 4), latent_channels=4, attention_levels=(False, False, False), num_res_blocks=1, norm_num_groups=4), seed=1681133449),
         [randn(1, 4, 4, 4, seed=1411746282), randn(1, 3, 16, 16, seed=1428523901)],
         method="decode", ref="monai.networks.nets.SPADEAutoencoderKL.decode", note="discovered: test nets/test_spade_autoencoderkl.py::TestSPADEAutoEncoderKL::test_shape_decode"),
    case("networks.nets.SPADEDiffusionModelUNet", "networks.nets", built(lambda: monai.networks.nets.SPADEDiffusionModelUNet(spatial_dims=2, in_channels=1, out_channels=1, num_res_blocks=(1, 1, 2), channels=(8, 8, 8), attention_levels=(False, False, False), norm_num_groups=8, label_nc=3), seed=581999149),
         [rand(1, 1, 16, 16, seed=1542858574), torch.tensor([936], dtype=torch.int64), rand(1, 3, 16, 16, seed=1509303336)],
         note="discovered: test nets/test_spade_diffusion_model_unet.py::TestSPADEDiffusionModelUNet2D::test_shape_unconditioned_models_1"),
    case("networks.nets.SPADEDiffusionModelUNet[2]", "networks.nets", built(lambda: monai.networks.nets.SPADEDiffusionModelUNet(spatial_dims=2, in_channels=1, out_channels=1, num_res_blocks=1, channels=(8, 8, 8), attention_levels=(False, False, False), norm_num_groups=8, label_nc=3), seed=288577527),
         [rand(1, 1, 16, 16, seed=2106704484), torch.tensor([850], dtype=torch.int64), rand(1, 3, 16, 16, seed=2140259722)],
         note="discovered: test nets/test_spade_diffusion_model_unet.py::TestSPADEDiffusionModelUNet2D::test_shape_unconditioned_models_0"),
    case("networks.nets.SPADEDiffusionModelUNet[3]", "networks.nets", built(lambda: monai.networks.nets.SPADEDiffusionModelUNet(spatial_dims=2, in_channels=1, out_channels=1, num_res_blocks=1, channels=(8, 8, 8), attention_levels=(False, False, False), norm_num_groups=8, resblock_updown=True, label_nc=3), seed=1429602714),
         [rand(1, 1, 16, 16, seed=2037027665), torch.tensor([426], dtype=torch.int64), rand(1, 3, 16, 16, seed=2003472427)],
         note="discovered: test nets/test_spade_diffusion_model_unet.py::TestSPADEDiffusionModelUNet2D::test_shape_unconditioned_models_2"),
    case("networks.nets.SPADENet.encode[random]", "networks.nets", built(lambda: monai.networks.nets.SPADENet(2, 1, 1, 3, [64, 64], [16, 32, 64, 128], 16, True), seed=695637799),
         [load('7ea0a0cfa70b29a4')],
         method="encode", ref="monai.networks.nets.SPADENet.encode", check=False, note="discovered: test nets/test_spade_vaegan.py::TestSpadeNet::test_encoder_decoder_0"),
    case("networks.nets.SPADENet.encode[2]", "networks.nets", built(lambda: monai.networks.nets.SPADENet(2, 1, 1, 3, [64, 64], [16, 32, 64, 128], None, False), seed=1407852686),
         [load('391ebb66b8331c03')],
         method="encode", ref="monai.networks.nets.SPADENet.encode", note="discovered: test nets/test_spade_vaegan.py::TestSpadeNet::test_encoder_decoder_1"),
    case("networks.nets.SPADENet.decode", "networks.nets", built(lambda: monai.networks.nets.SPADENet(2, 1, 1, 3, [64, 64], [16, 32, 64, 128], None, False), seed=1782615782),
         [load('189054b2d9fd6fc8')], {'z': None},
         method="decode", ref="monai.networks.nets.SPADENet.decode", note="discovered: test nets/test_spade_vaegan.py::TestSpadeNet::test_encoder_decoder_1"),
    case("networks.nets.SegResNet", "networks.nets", built(lambda: monai.networks.nets.SegResNet(spatial_dims=2, init_filters=16, dropout_prob=0.2, norm='instance', upsample_mode=monai.utils.enums.UpsampleMode.DECONV, use_conv_final=False), seed=1256387590),
         [randn(2, 1, 16, 16, seed=364476829)],
         note="discovered: test nets/test_segresnet.py::TestResNet::test_shape_044"),
    case("networks.nets.SegResNet[2]", "networks.nets", built(lambda: monai.networks.nets.SegResNet(spatial_dims=2, init_filters=16, dropout_prob=0.2, norm='instance', upsample_mode=monai.utils.enums.UpsampleMode.DECONVGROUP, use_conv_final=False), seed=1237033686),
         [randn(2, 1, 16, 16, seed=1032355661)],
         note="discovered: test nets/test_segresnet.py::TestResNet::test_shape_045"),
    case("networks.nets.SegResNet[3]", "networks.nets", built(lambda: monai.networks.nets.SegResNet(spatial_dims=2, init_filters=16, dropout_prob=0.2, norm='instance', upsample_mode=monai.utils.enums.UpsampleMode.NONTRAINABLE, use_conv_final=False), seed=96060083),
         [randn(2, 1, 16, 16, seed=352919936)],
         note="discovered: test nets/test_segresnet.py::TestResNet::test_shape_046"),
    case("networks.nets.SegResNetDS", "networks.nets", built(lambda: monai.networks.nets.SegResNetDS(spatial_dims=2, init_filters=16, act='leakyrelu', norm='BATCH', upsample_mode='deconv'), seed=1661031919),
         [randn(2, 1, 16, 16, seed=570904444)],
         note="discovered: test nets/test_segresnet_ds.py::TestSegResNetDS::test_shape_12"),
    case("networks.nets.SegResNetDS[2]", "networks.nets", built(lambda: monai.networks.nets.SegResNetDS(spatial_dims=2, init_filters=16, act='leakyrelu', norm='BATCH', upsample_mode='nontrainable'), seed=20319317),
         [randn(2, 1, 16, 16, seed=235381750)],
         note="discovered: test nets/test_segresnet_ds.py::TestSegResNetDS::test_shape_13"),
    case("networks.nets.SegResNetDS[3]", "networks.nets", built(lambda: monai.networks.nets.SegResNetDS(spatial_dims=2, init_filters=16, act='leakyrelu', norm=('instance', {'affine': True}), upsample_mode='deconv'), seed=2100839584),
         [randn(2, 1, 16, 16, seed=2009087019)],
         note="discovered: test nets/test_segresnet_ds.py::TestSegResNetDS::test_shape_14"),
    case("networks.nets.SegResNetDS2", "networks.nets", built(lambda: monai.networks.nets.SegResNetDS2(spatial_dims=2, init_filters=16, act='leakyrelu', norm='BATCH', upsample_mode='deconv'), seed=941239015),
         [randn(2, 1, 16, 16, seed=413482484)], {'with_label': False},
         note="discovered: test nets/test_segresnet_ds.py::TestSegResNetDS::test_shape_ds2_12"),
    case("networks.nets.SegResNetDS2[2]", "networks.nets", built(lambda: monai.networks.nets.SegResNetDS2(spatial_dims=2, init_filters=16, act='leakyrelu', norm='BATCH', upsample_mode='deconv'), seed=285366845),
         [randn(2, 1, 16, 16, seed=287635134)], {'with_point': False},
         note="discovered: test nets/test_segresnet_ds.py::TestSegResNetDS::test_shape_ds2_12"),
    case("networks.nets.SegResNetDS2[3]", "networks.nets", built(lambda: monai.networks.nets.SegResNetDS2(spatial_dims=2, init_filters=16, act='leakyrelu', norm='BATCH', upsample_mode='nontrainable'), seed=1292119496),
         [randn(2, 1, 16, 16, seed=577669075)], {'with_label': False},
         note="discovered: test nets/test_segresnet_ds.py::TestSegResNetDS::test_shape_ds2_13"),
    case("networks.nets.SegResNetVAE", "networks.nets", built(lambda: monai.networks.nets.SegResNetVAE(spatial_dims=2, init_filters=16, out_channels=1, upsample_mode=monai.utils.enums.UpsampleMode.DECONV, act=('leakyrelu', {'inplace': True, 'negative_slope': 0.01}), input_image_size=[16, 16], vae_estimate_std=False), seed=1771425042),
         [randn(2, 1, 16, 16, seed=43805161)],
         note="discovered: test nets/test_segresnet.py::TestResNetVAE::test_vae_shape_08"),
    case("networks.nets.SegResNetVAE[2]", "networks.nets", built(lambda: monai.networks.nets.SegResNetVAE(spatial_dims=2, init_filters=16, out_channels=1, upsample_mode=monai.utils.enums.UpsampleMode.DECONVGROUP, act=('leakyrelu', {'inplace': True, 'negative_slope': 0.01}), input_image_size=[16, 16], vae_estimate_std=False), seed=1238816690),
         [randn(2, 1, 16, 16, seed=284938249)],
         note="discovered: test nets/test_segresnet.py::TestResNetVAE::test_vae_shape_09"),
    case("networks.nets.SegResNetVAE[3]", "networks.nets", built(lambda: monai.networks.nets.SegResNetVAE(spatial_dims=2, init_filters=16, out_channels=1, upsample_mode=monai.utils.enums.UpsampleMode.NONTRAINABLE, act=('leakyrelu', {'inplace': True, 'negative_slope': 0.01}), input_image_size=[16, 16], vae_estimate_std=False), seed=1171559119),
         [randn(2, 1, 16, 16, seed=1343030876)],
         note="discovered: test nets/test_segresnet.py::TestResNetVAE::test_vae_shape_10"),
    case("networks.nets.SwinUNETR", "networks.nets", built(lambda: monai.networks.nets.SwinUNETR(spatial_dims=2, in_channels=1, out_channels=2, feature_size=12, depths=[1, 2, 1, 1], norm_name='instance', attn_drop_rate=0.4, downsample=monai.networks.nets.PatchMerging, use_checkpoint=True), seed=385369177),
         [randn(2, 1, 96, 32, seed=292193690)],
         note="discovered: test nets/test_swin_unetr.py::TestSWINUNETR::test_shape_6"),
    case("networks.nets.SwinUNETR[2]", "networks.nets", built(lambda: monai.networks.nets.SwinUNETR(spatial_dims=2, in_channels=1, out_channels=2, feature_size=12, depths=[1, 2, 1, 1], norm_name='instance', attn_drop_rate=0.4, downsample=monai.networks.nets.PatchMergingV2, use_checkpoint=False), seed=1625827315),
         [randn(2, 1, 96, 32, seed=1641097408)],
         note="discovered: test nets/test_swin_unetr.py::TestSWINUNETR::test_shape_7"),
    case("networks.nets.SwinUNETR[3]", "networks.nets", built(lambda: monai.networks.nets.SwinUNETR(spatial_dims=2, in_channels=1, out_channels=2, feature_size=12, depths=[2, 1, 1, 1], norm_name='instance', attn_drop_rate=0.4, downsample=monai.networks.nets.PatchMerging, use_checkpoint=True), seed=619420438),
         [randn(2, 1, 96, 32, seed=1896075661)],
         note="discovered: test nets/test_swin_unetr.py::TestSWINUNETR::test_shape_2"),
    case("networks.nets.TopologySearch.get_prob_a", "networks.nets", built(lambda: monai.networks.nets.TopologySearch(channel_mul=0.2, num_blocks=6, num_depths=3, device='cpu', use_downsample=False, spatial_dims=3), seed=1666439073),
         [], {'child': True},
         method="get_prob_a", ref="monai.networks.nets.TopologySearch.get_prob_a", note="discovered: test nets/test_dints_network.py::TestDints::test_dints_inference_0"),
    case("networks.nets.TopologySearch.get_prob_a[2]", "networks.nets", built(lambda: monai.networks.nets.TopologySearch(channel_mul=1, num_blocks=7, num_depths=4, device='cpu', use_downsample=True, spatial_dims=2), seed=1503763723),
         [], {'child': True},
         method="get_prob_a", ref="monai.networks.nets.TopologySearch.get_prob_a", note="discovered: test nets/test_dints_network.py::TestDints::test_dints_inference_1"),
    case("networks.nets.TopologySearch.get_ram_cost_usage", "networks.nets", built(lambda: monai.networks.nets.TopologySearch(channel_mul=0.2, num_blocks=6, num_depths=3, device='cpu', use_downsample=False, spatial_dims=3), seed=964851354),
         [], {'in_size': (3, 1, 32, 32, 16), 'full': False},
         method="get_ram_cost_usage", ref="monai.networks.nets.TopologySearch.get_ram_cost_usage", note="discovered: test nets/test_dints_network.py::TestDints::test_dints_inference_0"),
    case("networks.nets.UNet", "networks.nets", built(lambda: monai.networks.nets.UNet(spatial_dims=2, in_channels=1, out_channels=3, channels=(16, 32, 64), strides=(2, 2), num_res_units=0), seed=392819892),
         [randn(16, 1, 32, 32, seed=1009974367)],
         note="discovered: test nets/test_unet.py::TestUNET::test_shape_0"),
    case("networks.nets.UNet[2]", "networks.nets", built(lambda: monai.networks.nets.UNet(spatial_dims=2, in_channels=1, out_channels=3, channels=(16, 32, 64), strides=(2, 2), num_res_units=1), seed=831919936),
         [randn(16, 1, 32, 32, seed=1316675275)],
         note="discovered: test nets/test_unet.py::TestUNET::test_shape_1"),
    case("networks.nets.UNet[16x1x32x24x48]", "networks.nets", built(lambda: monai.networks.nets.UNet(spatial_dims=3, in_channels=1, out_channels=3, channels=(16, 32, 64), strides=(2, 2), num_res_units=1), seed=1124663767),
         [randn(16, 1, 32, 24, 48, seed=361246276)],
         note="discovered: test nets/test_unet.py::TestUNET::test_shape_2"),
    case("networks.nets.VNet", "networks.nets", built(lambda: monai.networks.nets.VNet(spatial_dims=2, in_channels=1, out_channels=3, dropout_dim=3), seed=412765235),
         [randn(1, 1, 32, 32, seed=1739097856)],
         note="discovered: test nets/test_vnet.py::TestVNet::test_vnet_shape_2"),
    case("networks.nets.VNet[1x2x32x32]", "networks.nets", built(lambda: monai.networks.nets.VNet(spatial_dims=2, in_channels=2, out_channels=2, act='prelu', dropout_dim=2), seed=782191946),
         [randn(1, 2, 32, 32, seed=1796019617)],
         note="discovered: test nets/test_vnet.py::TestVNet::test_vnet_shape_1"),
    case("networks.nets.VNet[1x4x32x32]", "networks.nets", built(lambda: monai.networks.nets.VNet(spatial_dims=2, in_channels=4, out_channels=1, act='elu', dropout_dim=1), seed=291242164),
         [randn(1, 4, 32, 32, seed=842131551)],
         note="discovered: test nets/test_vnet.py::TestVNet::test_vnet_shape_0"),
    case("networks.nets.VQVAE.decode_samples", "networks.nets", built(lambda: monai.networks.nets.VQVAE(spatial_dims=2, in_channels=1, out_channels=1, channels=(8, 8), num_res_channels=(8, 8), downsample_parameters=((2, 4, 1, 1), (2, 4, 1, 1)), upsample_parameters=((2, 4, 1, 1, 0), (2, 4, 1, 1, 0)), num_res_layers=1, num_embeddings=16, embedding_dim=8), seed=1336266839),
         [torch.tensor([[[0, 13], [12, 10]], [[5, 13], [14, 8]]], dtype=torch.int64)],
         method="decode_samples", ref="monai.networks.nets.VQVAE.decode_samples", note="discovered: test nets/test_vqvaetransformer_inferer.py::TestVQVAETransformerInferer::test_sample"),
    case("networks.nets.VQVAE.decode_samples[1x8x8]", "networks.nets", built(lambda: monai.networks.nets.VQVAE(spatial_dims=2, in_channels=1, out_channels=1, downsample_parameters=((2, 4, 1, 1), (2, 4, 1, 1)), upsample_parameters=((2, 4, 1, 1, 0), (2, 4, 1, 1, 0)), num_res_layers=1, channels=(8, 8), num_res_channels=(8, 8), num_embeddings=16, embedding_dim=8), seed=1277845478),
         [torch.tensor([[[2, 12, 4, 10, 13, 13, 8, 0], [6, 4, 14, 4, 8, 6, 10, 8], [12, 6, 4, 0, 3, 5, 3, 1], [3, 3, 12, 8, 5, 0, 3, 13], [8, 3, 6, 8, 6, 0, 15, 10], [3, 2, 8, 13, 15, 5, 14, 11], [11, 14, 10, 15, 4, 10, 9, 11], [0, 0, 7, 4, 4, 7, 15, 2]]], dtype=torch.int64)],
         method="decode_samples", ref="monai.networks.nets.VQVAE.decode_samples", note="discovered: test nets/test_vqvae.py::TestVQVAE::test_decode_samples_shape"),
    case("networks.nets.VQVAE", "networks.nets", built(lambda: monai.networks.nets.VQVAE(spatial_dims=2, in_channels=1, out_channels=1, channels=(4, 4), num_res_layers=1, num_res_channels=(4, 4), downsample_parameters=((2, 4, 1, 1), (2, 4, 1, 1)), upsample_parameters=((2, 4, 1, 1, 0), (2, 4, 1, 1, 0)), num_embeddings=8, embedding_dim=8), seed=594672613),
         [randn(1, 1, 8, 8, seed=122180774)],
         note="discovered: test nets/test_vqvae.py::TestVQVAE::test_shape_0"),
    case("networks.nets.VarAutoEncoder", "networks.nets", built(lambda: monai.networks.nets.VarAutoEncoder(spatial_dims=1, in_shape=(4, 128), out_channels=3, latent_size=2, channels=(4, 8, 16), strides=(2, 2, 2)), seed=154499448),
         [randn(1, 4, 128, seed=1736077283)],
         note="discovered: test nets/test_varautoencoder.py::TestVarAutoEncoder::test_shape_4"),
    case("networks.nets.VarAutoEncoder[2]", "networks.nets", built(lambda: monai.networks.nets.VarAutoEncoder(spatial_dims=1, in_shape=(4, 128), out_channels=3, latent_size=2, channels=(4, 8, 16), strides=(2, 2, 2), use_sigmoid=False), seed=1291644548),
         [randn(1, 4, 128, seed=885481295)],
         note="discovered: test nets/test_varautoencoder.py::TestVarAutoEncoder::test_shape_5"),
    case("networks.nets.VarAutoEncoder[1x1x128x128]", "networks.nets", built(lambda: monai.networks.nets.VarAutoEncoder(spatial_dims=2, in_shape=(1, 128, 128), out_channels=1, latent_size=2, channels=(4, 8, 16), strides=(2, 2, 2)), seed=2117672654),
         [randn(1, 1, 128, 128, seed=2047130213)],
         note="discovered: test nets/test_varautoencoder.py::TestVarAutoEncoder::test_shape_1"),
    case("networks.nets.VarFullyConnectedNet", "networks.nets", built(lambda: monai.networks.nets.VarFullyConnectedNet(in_channels=10, out_channels=10, latent_size=30, encode_channels=(15, 20, 25), decode_channels=(15, 20, 25)), seed=2090814627),
         [randn(3, 10, seed=1355525136)],
         note="discovered: test nets/test_fullyconnectednet.py::TestFullyConnectedNet::test_vfc_shape_0"),
    case("networks.nets.ViT", "networks.nets", built(lambda: monai.networks.nets.ViT(in_channels=4, img_size=(96, 96), patch_size=(16, 16), hidden_size=768, mlp_dim=3072, num_layers=4, num_heads=12, proj_type='conv', classification=False, num_classes=8, dropout_rate=0.6, spatial_dims=2), seed=811760069),
         [randn(2, 4, 96, 96, seed=1850193030)],
         note="discovered: test nets/test_vit.py::TestViT::test_shape_00"),
    case("networks.nets.ViT[2]", "networks.nets", built(lambda: monai.networks.nets.ViT(in_channels=4, img_size=(96, 96), patch_size=(16, 16), hidden_size=768, mlp_dim=3072, num_layers=4, num_heads=12, proj_type='conv', classification=True, num_classes=8, dropout_rate=0.6, spatial_dims=2, post_activation=False), seed=1348172191),
         [randn(2, 4, 96, 96, seed=956316300)],
         note="discovered: test nets/test_vit.py::TestViT::test_shape_02"),
    case("networks.nets.ViT[3]", "networks.nets", built(lambda: monai.networks.nets.ViT(in_channels=4, img_size=(96, 96), patch_size=(16, 16), hidden_size=768, mlp_dim=3072, num_layers=4, num_heads=12, proj_type='perceptron', classification=False, num_classes=8, dropout_rate=0.6, spatial_dims=2), seed=341713730),
         [randn(2, 4, 96, 96, seed=876245305)],
         note="discovered: test nets/test_vit.py::TestViT::test_shape_04"),
    case("networks.nets.ViTAutoEnc", "networks.nets", built(lambda: monai.networks.nets.ViTAutoEnc(in_channels=1, img_size=(64, 64), patch_size=(16, 16), hidden_size=768, mlp_dim=3072, num_layers=4, num_heads=12, proj_type='conv', dropout_rate=0.6, spatial_dims=2), seed=1664094130),
         [randn(2, 1, 64, 64, seed=1799604233)],
         note="discovered: test nets/test_vitautoenc.py::TestVitAutoenc::test_shape_00"),
    case("networks.nets.ViTAutoEnc[2]", "networks.nets", built(lambda: monai.networks.nets.ViTAutoEnc(in_channels=1, img_size=(64, 64), patch_size=(16, 16), hidden_size=768, mlp_dim=3072, num_layers=4, num_heads=12, proj_type='perceptron', dropout_rate=0.6, spatial_dims=2), seed=1660685650),
         [randn(2, 1, 64, 64, seed=145441833)],
         note="discovered: test nets/test_vitautoenc.py::TestVitAutoenc::test_shape_02"),
    case("networks.nets.ViTAutoEnc[2x1x96x96]", "networks.nets", built(lambda: monai.networks.nets.ViTAutoEnc(in_channels=1, img_size=(96, 96), patch_size=(16, 16), hidden_size=768, mlp_dim=3072, num_layers=4, num_heads=12, proj_type='conv', dropout_rate=0.6, spatial_dims=2), seed=631318313),
         [randn(2, 1, 96, 96, seed=1439136650)],
         note="discovered: test nets/test_vitautoenc.py::TestVitAutoenc::test_shape_04"),
    case("networks.nets.VoxelMorphUNet", "networks.nets", built(lambda: monai.networks.nets.VoxelMorphUNet(spatial_dims=2, in_channels=2, unet_out_channels=32, channels=(16, 32, 32, 32, 32, 32), final_conv_channels=(16, 16)), seed=422641434),
         [randn(2, 2, 96, 96, seed=1932233937)],
         note="discovered: test nets/test_voxelmorph.py::TestVOXELMORPH::test_shape_6"),
    case("networks.nets.VoxelMorphUNet[2]", "networks.nets", built(lambda: monai.networks.nets.VoxelMorphUNet(spatial_dims=3, in_channels=2, unet_out_channels=32, channels=(16, 32), final_conv_channels=(16, 16)), seed=90065322),
         [randn(1, 2, 96, 96, 48, seed=2076793345)],
         note="discovered: test nets/test_voxelmorph.py::TestVOXELMORPH::test_shape_9"),
    case("networks.nets.VoxelMorphUNet[3]", "networks.nets", built(lambda: monai.networks.nets.VoxelMorphUNet(spatial_dims=3, in_channels=2, unet_out_channels=32, channels=(16, 32, 32, 32, 32, 32), final_conv_channels=(16, 16)), seed=22807751),
         [randn(1, 2, 96, 96, 48, seed=987402324)],
         note="discovered: test nets/test_voxelmorph.py::TestVOXELMORPH::test_shape_0"),
    case("networks.nets.regunet.AffineHead.affine_transform", "networks.nets.regunet", built(lambda: monai.networks.nets.regunet.AffineHead(spatial_dims=3, image_size=(2, 2, 2), decode_size=(2, 2, 2), in_channels=1), seed=1486340577),
         [torch.tensor([[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0]])],
         method="affine_transform", ref="monai.networks.nets.regunet.AffineHead.affine_transform", note="discovered: test nets/test_globalnet.py::TestAffineHead::test_shape_1"),
    case("networks.nets.regunet.AffineHead.affine_transform[2x12]", "networks.nets.regunet", built(lambda: monai.networks.nets.regunet.AffineHead(spatial_dims=3, image_size=(2, 2, 2), decode_size=(2, 2, 2), in_channels=1, save_theta=True), seed=812298926),
         [torch.ones(2, 12)],
         method="affine_transform", ref="monai.networks.nets.regunet.AffineHead.affine_transform", note="discovered: test nets/test_globalnet.py::TestAffineHead::test_shape_0"),
    case("networks.nets.restormer.MDTATransformerBlock", "networks.nets.restormer", built(lambda: monai.networks.nets.restormer.MDTATransformerBlock(spatial_dims=2, dim=96, num_heads=8, ffn_expansion_factor=2.66, bias=False, layer_norm_use_bias=False, flash_attention=False), seed=961520465),
         [randn(2, 96, 32, 32, seed=2020741682)],
         note="discovered: test nets/test_restormer.py::TestMDTATransformerBlock::test_shape_1"),
    case("networks.nets.restormer.MDTATransformerBlock[2x48x64x64]", "networks.nets.restormer", built(lambda: monai.networks.nets.restormer.MDTATransformerBlock(spatial_dims=2, dim=48, num_heads=8, ffn_expansion_factor=2.66, bias=True, layer_norm_use_bias=True, flash_attention=False), seed=410726395),
         [randn(2, 48, 64, 64, seed=1594088232)],
         note="discovered: test nets/test_restormer.py::TestMDTATransformerBlock::test_shape_0"),
    case("networks.nets.restormer.MDTATransformerBlock[2x48x32x32x32]", "networks.nets.restormer", built(lambda: monai.networks.nets.restormer.MDTATransformerBlock(spatial_dims=3, dim=48, num_heads=4, ffn_expansion_factor=2.66, bias=True, layer_norm_use_bias=True, flash_attention=False), seed=173547258),
         [randn(2, 48, 32, 32, 32, seed=1082796593)],
         note="discovered: test nets/test_restormer.py::TestMDTATransformerBlock::test_shape_2"),
    case("networks.nets.restormer.OverlapPatchEmbed", "networks.nets.restormer", built(lambda: monai.networks.nets.restormer.OverlapPatchEmbed(spatial_dims=2, in_channels=3, embed_dim=96), seed=892612389),
         [randn(2, 3, 32, 32, seed=1121704422)],
         note="discovered: test nets/test_restormer.py::TestOverlapPatchEmbed::test_shape_1"),
    case("networks.nets.restormer.OverlapPatchEmbed[2x1x64x64]", "networks.nets.restormer", built(lambda: monai.networks.nets.restormer.OverlapPatchEmbed(spatial_dims=2, in_channels=1, embed_dim=48), seed=1361478586),
         [randn(2, 1, 64, 64, seed=1890909425)],
         note="discovered: test nets/test_restormer.py::TestOverlapPatchEmbed::test_shape_0"),
    case("networks.nets.restormer.OverlapPatchEmbed[2x4x16x16x16]", "networks.nets.restormer", built(lambda: monai.networks.nets.restormer.OverlapPatchEmbed(spatial_dims=3, in_channels=4, embed_dim=64), seed=1221529604),
         [randn(2, 4, 16, 16, 16, seed=1693326543)],
         note="discovered: test nets/test_restormer.py::TestOverlapPatchEmbed::test_shape_3"),
    case("networks.nets.restormer.Restormer", "networks.nets.restormer", built(lambda: monai.networks.nets.restormer.Restormer(spatial_dims=2, in_channels=1, out_channels=1, dim=48, num_blocks=[1, 1, 1], heads=[1, 1, 1], num_refinement_blocks=2, ffn_expansion_factor=1.5), seed=687778732),
         [randn(2, 1, 64, 64, seed=1330945239)],
         note="discovered: test nets/test_restormer.py::TestRestormer::test_shape_4"),
    case("networks.nets.restormer.Restormer[2]", "networks.nets.restormer", built(lambda: monai.networks.nets.restormer.Restormer(spatial_dims=2, in_channels=1, out_channels=1, dim=48, num_blocks=[1, 1], heads=[1, 1], num_refinement_blocks=2, ffn_expansion_factor=1.5), seed=1710306408),
         [randn(2, 1, 64, 64, seed=1567640051)],
         note="discovered: test nets/test_restormer.py::TestRestormer::test_shape_0"),
    case("networks.nets.restormer.Restormer[3]", "networks.nets.restormer", built(lambda: monai.networks.nets.restormer.Restormer(spatial_dims=2, in_channels=1, out_channels=1, dim=48, num_blocks=[2, 1, 1], heads=[2, 1, 1], num_refinement_blocks=2, ffn_expansion_factor=1.5), seed=703502173),
         [randn(2, 1, 64, 64, seed=1510623198)],
         note="discovered: test nets/test_restormer.py::TestRestormer::test_shape_6"),
    case("networks.normalize_transform", "networks", monai.networks.normalize_transform,
         [], {'shape': (2, 4, 5), 'device': torch.device('cpu:0'), 'dtype': torch.float32, 'align_corners': False, 'zero_centered': False},
         note="discovered: test layers/test_affine_transform.py::TestNormTransform::test_norm_xform_5"),
    case("networks.normalize_transform[2]", "networks", monai.networks.normalize_transform,
         [], {'shape': (2, 4, 5), 'device': torch.device('cpu:0'), 'dtype': torch.float32, 'align_corners': True, 'zero_centered': False},
         note="discovered: test layers/test_affine_transform.py::TestNormTransform::test_norm_xform_2"),
    case("networks.normalize_transform[3]", "networks", monai.networks.normalize_transform,
         [], {'shape': (4, 5), 'device': torch.device('cpu:0'), 'dtype': torch.float32, 'align_corners': False, 'zero_centered': False},
         note="discovered: test layers/test_affine_transform.py::TestNormTransform::test_norm_xform_3"),
    case("networks.one_hot", "networks", monai.networks.one_hot,
         [torch.tensor([[1.0], [2.0]])], {'num_classes': 3},
         note="discovered: test test_to_onehot.py::TestToOneHot::test_shape_2"),
    case("networks.one_hot[3]", "networks", monai.networks.one_hot,
         [torch.tensor([1, 2, 0])], {'num_classes': 3, 'dtype': torch.int64},
         note="discovered: test test_to_onehot.py::TestToOneHot::test_shape_3"),
    case("networks.one_hot[2x1x2x2]", "networks", monai.networks.one_hot,
         [torch.tensor([[[[0, 1], [1, 2]]], [[[2, 1], [1, 0]]]])], {'num_classes': 3},
         note="discovered: test test_to_onehot.py::TestToOneHot::test_shape_0"),
    case("networks.pixelshuffle", "networks", monai.networks.pixelshuffle,
         [load('2d93a87deb743dd4')], {'spatial_dims': 3, 'scale_factor': 2},
         note="discovered: test utils/test_pixelunshuffle.py::TestPixelUnshuffle::test_inverse_operation"),
    case("networks.schedulers.DDIMScheduler.add_noise", "networks.schedulers", built(lambda: monai.networks.schedulers.DDIMScheduler(schedule='linear_beta'), seed=968918903),
         [torch.zeros((2, 6, 16, 16)), load('d81d148ee3aa6e8c'), torch.tensor([463, 62], dtype=torch.int64)],
         method="add_noise", ref="monai.networks.schedulers.DDIMScheduler.add_noise", note="discovered: test schedulers/test_scheduler_ddim.py::TestDDPMScheduler::test_add_noise_0"),
    case("networks.schedulers.DDIMScheduler.add_noise[2]", "networks.schedulers", built(lambda: monai.networks.schedulers.DDIMScheduler(schedule='scaled_linear_beta'), seed=1827606349),
         [torch.zeros((2, 6, 16, 16)), load('03e13f608a16bc31'), torch.tensor([227, 589], dtype=torch.int64)],
         method="add_noise", ref="monai.networks.schedulers.DDIMScheduler.add_noise", note="discovered: test schedulers/test_scheduler_ddim.py::TestDDPMScheduler::test_add_noise_1"),
    case("networks.schedulers.DDIMScheduler.add_noise[2x6x16x16x16]", "networks.schedulers", built(lambda: monai.networks.schedulers.DDIMScheduler(schedule='linear_beta'), seed=658827232),
         [torch.zeros((2, 6, 16, 16, 16)), load('9ed8262d709757a3'), torch.tensor([829, 251], dtype=torch.int64)],
         method="add_noise", ref="monai.networks.schedulers.DDIMScheduler.add_noise", note="discovered: test schedulers/test_scheduler_ddim.py::TestDDPMScheduler::test_add_noise_2"),
    case("networks.schedulers.DDPMScheduler.add_noise", "networks.schedulers", built(lambda: monai.networks.schedulers.DDPMScheduler(schedule='linear_beta', variance_type='fixed_large'), seed=1469884392),
         [torch.zeros((2, 6, 16, 16)), load('f0904ee8d9882448'), torch.tensor([970, 354], dtype=torch.int64)],
         method="add_noise", ref="monai.networks.schedulers.DDPMScheduler.add_noise", note="discovered: test schedulers/test_scheduler_ddpm.py::TestDDPMScheduler::test_add_noise_1"),
    case("networks.schedulers.DDPMScheduler.add_noise[2]", "networks.schedulers", built(lambda: monai.networks.schedulers.DDPMScheduler(schedule='linear_beta', variance_type='fixed_small'), seed=7717428),
         [torch.zeros((2, 6, 16, 16)), load('c494b88e8b874058'), torch.tensor([85, 69], dtype=torch.int64)],
         method="add_noise", ref="monai.networks.schedulers.DDPMScheduler.add_noise", note="discovered: test schedulers/test_scheduler_ddpm.py::TestDDPMScheduler::test_add_noise_0"),
    case("networks.schedulers.DDPMScheduler.add_noise[3]", "networks.schedulers", built(lambda: monai.networks.schedulers.DDPMScheduler(schedule='scaled_linear_beta', variance_type='fixed_large'), seed=1148396841),
         [torch.zeros((2, 6, 16, 16)), load('a6fc36ebf4419c08'), torch.tensor([732, 684], dtype=torch.int64)],
         method="add_noise", ref="monai.networks.schedulers.DDPMScheduler.add_noise", note="discovered: test schedulers/test_scheduler_ddpm.py::TestDDPMScheduler::test_add_noise_3"),
    case("networks.schedulers.PNDMScheduler.add_noise", "networks.schedulers", built(lambda: monai.networks.schedulers.PNDMScheduler(schedule='linear_beta'), seed=1129567058),
         [torch.zeros((2, 6, 16, 16)), load('3686af071fd53f18'), torch.tensor([15, 154], dtype=torch.int64)],
         method="add_noise", ref="monai.networks.schedulers.PNDMScheduler.add_noise", note="discovered: test schedulers/test_scheduler_pndm.py::TestDDPMScheduler::test_add_noise_0"),
    case("networks.schedulers.PNDMScheduler.add_noise[2]", "networks.schedulers", built(lambda: monai.networks.schedulers.PNDMScheduler(schedule='scaled_linear_beta'), seed=486997362),
         [torch.zeros((2, 6, 16, 16)), load('acc6b7ca7355dd16'), torch.tensor([640, 840], dtype=torch.int64)],
         method="add_noise", ref="monai.networks.schedulers.PNDMScheduler.add_noise", note="discovered: test schedulers/test_scheduler_pndm.py::TestDDPMScheduler::test_add_noise_1"),
    case("networks.schedulers.PNDMScheduler.add_noise[2x6x16x16x16]", "networks.schedulers", built(lambda: monai.networks.schedulers.PNDMScheduler(schedule='linear_beta'), seed=1225442805),
         [torch.zeros((2, 6, 16, 16, 16)), load('869ca2fa4c5550d3'), torch.tensor([967, 259], dtype=torch.int64)],
         method="add_noise", ref="monai.networks.schedulers.PNDMScheduler.add_noise", note="discovered: test schedulers/test_scheduler_pndm.py::TestDDPMScheduler::test_add_noise_2"),
    case("networks.to_norm_affine", "networks", monai.networks.to_norm_affine,
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])], {'src_size': (4, 6), 'dst_size': (5, 3), 'align_corners': False, 'zero_centered': False},
         note="discovered: test layers/test_affine_transform.py::TestToNormAffine::test_to_norm_affine_1"),
    case("networks.to_norm_affine[2]", "networks", monai.networks.to_norm_affine,
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])], {'src_size': (4, 6), 'dst_size': (5, 3), 'align_corners': True, 'zero_centered': False},
         note="discovered: test layers/test_affine_transform.py::TestToNormAffine::test_to_norm_affine_0"),
    case("networks.to_norm_affine[1x4x4]", "networks", monai.networks.to_norm_affine,
         [torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]])], {'src_size': (2, 4, 6), 'dst_size': (3, 5, 3), 'align_corners': False, 'zero_centered': False},
         note="discovered: test layers/test_affine_transform.py::TestToNormAffine::test_to_norm_affine_3"),
    case("networks.utils.pixelunshuffle", "networks.utils", monai.networks.utils.pixelunshuffle,
         [torch.tensor([[[[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14, 15], [16, 17, 18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29, 30, 31], [32, 33, 34, 35, 36, 37, 38, 39], [40, 41, 42, 43, 44, 45, 46, 47], [48, 49, 50, 51, 52, 53, 54, 55], [56, 57, 58, 59, 60, 61, 62, 63], [64, 65, 66, 67, 68, 69, 70, 71], [72, 73, 74, 75, 76, 77, 78, 79], [80, 81, 82, 83, 84, 85, 86, 87], [88, 89, 90, 91, 92, 93, 94, 95]], [[96, 97, 98, 99, 100, 101, 102, 103], [104, 105, 106, 107, 108, 109, 110, 111], [112, 113, 114, 115, 116, 117, 118, 119], [120, 121, 122, 123, 124, 125, 126, 127], [128, 129, 130, 131, 132, 133, 134, 135], [136, 137, 138, 139, 140, 141, 142, 143], [144, 145, 146, 147, 148, 149, 150, 151], [152, 153, 154, 155, 156, 157, 158, 159], [160, 161, 162, 163, 164, 165, 166, 167], [168, 169, 170, 171, 172, 173, 174, 175], [176, 177, 178, 179, 180, 181, 182, 183], [184, 185, 186, 187, 188, 189, 190, 191]]]], dtype=torch.int64)], {'spatial_dims': 2, 'scale_factor': 2},
         note="discovered: test utils/test_pixelunshuffle.py::TestPixelUnshuffle::test_non_square_input"),
    case("networks.utils.pixelunshuffle[1x2x12x15]", "networks.utils", monai.networks.utils.pixelunshuffle,
         [load('0641643db62948b7')], {'spatial_dims': 2, 'scale_factor': 3},
         note="discovered: test utils/test_pixelunshuffle.py::TestPixelUnshuffle::test_different_scale_factor"),
    case("networks.utils.pixelunshuffle[2x4x16x16]", "networks.utils", monai.networks.utils.pixelunshuffle,
         [randn(2, 4, 16, 16, seed=83772026)], {'spatial_dims': 2, 'scale_factor': 2},
         note="discovered: test utils/test_pixelunshuffle.py::TestPixelUnshuffle::test_2d_basic"),
]

# Not discovered: 200 of 322 public callables.
#   monai.networks.add_casts_around_norms: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.ADN: its example makes no call to it with a tensor argument or result
#   monai.networks.blocks.ActiConvNormBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.BackboneWithFPN: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.BaseEncoder: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.CRF: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.Convolution: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.DepthwiseFFTConv2d: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.DepthwiseFFTConv3d: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.DownSample: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.ExtraFPNBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.FCN: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.FactorizedIncreaseBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.FeaturePyramidNetwork: its calls could not be written: a tensor inside a list, tuple or dict argument
#   monai.networks.blocks.GCN: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.HyenaMixer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.HyenaTransformerBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.LastLevelMaxPool: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.LastLevelP6P7: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.MCFCN: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.MedNeXtBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.MedNeXtDownBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.MedNeXtOutBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.MedNeXtUpBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.P3DActiConvNormBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.Refine: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.RegistrationExtractionBlock: its calls could not be written: a tensor inside a list, tuple or dict argument
#   monai.networks.blocks.SEBottleneck: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.SEResNeXtBottleneck: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.SEResNetBottleneck: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.SPADE: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.UnetOutBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.UpSample: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.activation.SwishImplementation: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.activation.monai_mish: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.activation.monai_swish: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.activation_checkpointing.ActivationCheckpointWrapper: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.attention_utils.add_decomposed_rel_pos: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.attention_utils.get_rel_pos: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.dynunet_block.get_conv_layer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.fft_utils_t.fftn_centered_t: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.fft_utils_t.ifftn_centered_t: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.fft_utils_t.roll: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.fft_utils_t.roll_1d: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.get_output_padding: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.get_padding: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.is_nvsubquadratic_available: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.localnet_block.LocalNetResidualBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.localnet_block.ResidualBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.localnet_block.get_conv_block: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.localnet_block.get_conv_layer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.localnet_block.get_deconv_block: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.mednext_block.get_conv_layer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.pos_embed_utils.build_fourier_position_embedding: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.pos_embed_utils.build_sincos_position_embedding: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.regunet_block.get_conv_block: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.regunet_block.get_conv_layer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.regunet_block.get_deconv_block: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.rel_pos_embedding.DecomposedRelativePosEmbedding: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.segresnet_block.get_conv_layer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.segresnet_block.get_upsample_layer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.selfattention.get_rel_pos_embedding_layer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.blocks.text_embedding.TextEncoder: no example in its docstring, and no test calls it with a tensor
#   monai.networks.convert_to_onnx: its calls could not be written: a tensor inside a list, tuple or dict argument
#   monai.networks.convert_to_torchscript: its calls could not be written: a tensor inside a list, tuple or dict argument
#   monai.networks.convert_to_trt: no example in its docstring, and no test calls it with a tensor
#   monai.networks.copy_model_state: its calls could not be written: an argument of type tests.networks.utils.test_copy_model_state._TestModelOne cannot be written as source
#   monai.networks.eval_mode: no example in its docstring, and no test calls it with a tensor
#   monai.networks.get_state_dict: its calls could not be written: an argument of type tests.networks.utils.test_copy_model_state._TestModelTwo cannot be written as source
#   monai.networks.icnr_init: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.BilateralFilter: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.ConjugateGradient: its calls could not be written: function a_op has no importable name
#   monai.networks.layers.Flatten: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.GaussianFilter: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.GaussianMixtureModel: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.LLTM: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.LayerFactory: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.PHLFilter: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.Reshape: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.TrainableBilateralFilter: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.TrainableJointBilateralFilter: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.calculate_out_shape: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.get_act_layer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.get_dropout_layer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.get_norm_layer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.get_pool_layer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.grid_count: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.grid_grad: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.grid_pull: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.grid_push: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.same_padding: no example in its docstring, and no test calls it with a tensor
#   monai.networks.layers.split_args: its example makes no call to it with a tensor argument or result
#   monai.networks.layers.stride_minus_kernel_padding: no example in its docstring, and no test calls it with a tensor
#   monai.networks.look_up_named_module: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.BertAttention: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.BertMixedLayer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.BertOutput: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.BertPreTrainedModel: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.BlockArgs: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.Classifier: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.Critic: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.DAF3D: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.DenseNet: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.EfficientNet: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.EfficientNetBN: its example failed: URLError: <urlopen error [Errno -2] Name or service not known>
#   monai.networks.nets.EfficientNetBNFeatures: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.EfficientNetEncoder: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.FlexUNetEncoderRegister: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.FlexibleUNet: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.FullyConnectedNet: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.HighResBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.HoVerNet: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.HyenaNDUNETR: its example failed: ImportError: HyenaND operators require the optional 'nvsubquadratic' package (Python >= 3.10). Install it with:  pip install 'monai[hyena]'  (equivalently: pip install 'nvsubquadratic>=0.1.1'). See https://docs.monai.io/en/latest/installation.html#installing-the-recommended-dependencies
#   monai.networks.nets.MILModel: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.MaskedAutoEncoderViT: its example failed: SyntaxError: '(' was never closed (<doctest monai.networks.nets.MaskedAutoEncoderViT.__init__[0]>, line 1)
#   monai.networks.nets.MedNeXtB: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.MedNeXtL: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.MedNeXtM: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.MedNeXtS: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.MultiModal: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.NaViT: its calls could not be written: a tensor inside a list, tuple or dict argument
#   monai.networks.nets.NetAdapter: its calls could not be written: an argument of type monai.networks.nets.resnet.ResNet cannot be written as source
#   monai.networks.nets.PatchMergingV2: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.Pooler: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.Quicknat: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.Regressor: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.ResNetBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.ResNetBottleneck: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.ResNetEncoder: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.ResNetFeatures: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.TopologyConstruction: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.TopologyInstance: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.TorchVisionFCModel: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.Transchex: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.UNETR: its example makes no call to it with a tensor argument or result
#   monai.networks.nets.VISTA3D: its calls could not be written: an argument of type monai.networks.nets.vista3d.ClassMappingClassify cannot be written as source
#   monai.networks.nets.VoxelMorph: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.cell_sam_wrapper.CellSamWrapper: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.controlnet.ControlNetConditioningEmbedding: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.controlnet.get_down_block: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.controlnet.get_mid_block: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.controlnet.get_timestep_embedding: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.controlnet.zero_module: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.daf3d.AttentionModule: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.daf3d.Daf3dASPP: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.daf3d.Daf3dBackbone: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.daf3d.Daf3dBackboneWithFPN: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.daf3d.Daf3dFPN: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.daf3d.Daf3dResNet: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.daf3d.Daf3dResNetBottleneck: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.daf3d.Daf3dResNetDilatedBottleneck: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.drop_connect: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.get_efficientnet_image_size: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.get_medicalnet_pretrained_resnet_args: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.get_pretrained_resnet_medicalnet: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.resnet10: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.resnet101: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.resnet152: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.resnet18: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.resnet200: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.resnet34: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.resnet50: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.swin_unetr.BasicLayer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.swin_unetr.SwinTransformer: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.swin_unetr.SwinTransformerBlock: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.swin_unetr.WindowAttention: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.swin_unetr.window_partition: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.swin_unetr.window_reverse: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.unet.CheckpointUNet: no example in its docstring, and no test calls it with a tensor
#   monai.networks.nets.vista3d132: no example in its docstring, and no test calls it with a tensor
#   monai.networks.normal_init: no example in its docstring, and no test calls it with a tensor
#   monai.networks.predict_segmentation: no example in its docstring, and no test calls it with a tensor
#   monai.networks.replace_modules: no example in its docstring, and no test calls it with a tensor
#   monai.networks.replace_modules_temp: no example in its docstring, and no test calls it with a tensor
#   monai.networks.save_state: its calls could not be written: a tensor inside a list, tuple or dict argument
#   monai.networks.schedulers.RFlowScheduler: its calls could not be written: does not replay from the written source: AttributeError: 'RFlowScheduler' object has no attribute '_modules'
#   monai.networks.schedulers.Scheduler: no example in its docstring, and no test calls it with a tensor
#   monai.networks.schedulers.ddpm.DDPMPredictionType: no example in its docstring, and no test calls it with a tensor
#   monai.networks.schedulers.ddpm.DDPMVarianceType: no example in its docstring, and no test calls it with a tensor
#   monai.networks.schedulers.pndm.PNDMPredictionType: no example in its docstring, and no test calls it with a tensor
#   monai.networks.schedulers.rectified_flow.RFlowPredictionType: no example in its docstring, and no test calls it with a tensor
#   monai.networks.schedulers.rectified_flow.timestep_transform: no example in its docstring, and no test calls it with a tensor
#   monai.networks.set_named_module: no example in its docstring, and no test calls it with a tensor
#   monai.networks.train_mode: no example in its docstring, and no test calls it with a tensor
#   monai.networks.trt_compile: no example in its docstring, and no test calls it with a tensor
#   monai.networks.trt_compiler.ShapeError: no example in its docstring, and no test calls it with a tensor
#   monai.networks.trt_compiler.TRTEngine: no example in its docstring, and no test calls it with a tensor
#   monai.networks.trt_compiler.TrtCompiler: no example in its docstring, and no test calls it with a tensor
#   monai.networks.trt_compiler.cuassert: no example in its docstring, and no test calls it with a tensor
#   monai.networks.trt_compiler.get_dynamic_axes: no example in its docstring, and no test calls it with a tensor
#   monai.networks.trt_compiler.make_tensor: no example in its docstring, and no test calls it with a tensor
#   monai.networks.trt_compiler.parse_groups: no example in its docstring, and no test calls it with a tensor
#   monai.networks.trt_compiler.trt_forward: no example in its docstring, and no test calls it with a tensor
#   monai.networks.trt_compiler.trt_to_torch_dtype_dict: no example in its docstring, and no test calls it with a tensor
#   monai.networks.trt_compiler.unroll_input: no example in its docstring, and no test calls it with a tensor
#   monai.networks.utils.CastTempType: no example in its docstring, and no test calls it with a tensor
#   monai.networks.utils.get_profile_shapes: no example in its docstring, and no test calls it with a tensor
#   monai.networks.utils.has_nvfuser_instance_norm: no example in its docstring, and no test calls it with a tensor
#   monai.networks.utils.meshgrid_ij: no example in its docstring, and no test calls it with a tensor
#   monai.networks.utils.meshgrid_xy: no example in its docstring, and no test calls it with a tensor
