"""Cases discovered by `capgrid discover torch_geometric.nn.conv torch_geometric.nn.aggr torch_geometric.nn.norm torch_geometric.nn.pool -o pyg_pack.py` (capgrid 0.1.0).

191 cases for 84 of 183 public callables. Each case's note says which docstring example or test
made the call; inputs the example drew at random are seeded draws of the same shape. Edit
and commit this file like any pack (docs/discovery.md); the callables left without a case
are listed at the end, each with why.
"""

from pathlib import Path

import torch
import torch.nn
import torch_geometric.nn.aggr.utils
import torch_geometric.nn.conv
import torch_geometric.nn.norm
import torch_geometric.nn.pool
import torch_geometric.nn.pool.connect.filter_edges
import torch_geometric.nn.pool.consecutive
import torch_geometric.nn.pool.decimation
import torch_geometric.nn.pool.pool
import torch_geometric.nn.pool.select
import torch_geometric.nn.pool.select.topk

from capgrid import case

LIBRARY = "torch_geometric"
PACKAGE_OF = {"nn": "torch_geometric.nn"}
DATA = Path(__file__).with_name("pyg_pack_data")


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
    case("nn.aggr.utils.InducedSetAttentionBlock", "nn.aggr.utils", built(lambda: torch_geometric.nn.aggr.utils.InducedSetAttentionBlock(8, num_induced_points=2, heads=2), seed=839926088),
         [randn(2, 4, 8, seed=2091747155), torch.tensor([[1, 1, 1, 1], [1, 1, 0, 0]], dtype=torch.bool)],
         note="discovered: test nn/aggr/test_aggr_utils.py::test_induced_set_attention_block"),
    case("nn.aggr.utils.MultiheadAttentionBlock", "nn.aggr.utils", built(lambda: torch_geometric.nn.aggr.utils.MultiheadAttentionBlock(8, heads=2, device=torch.device('cpu')), seed=97914265),
         [randn(2, 4, 8, seed=1321898202), randn(2, 3, 8, seed=1338675821), torch.tensor([[1, 1, 1, 1], [1, 1, 0, 0]], dtype=torch.bool), torch.tensor([[1, 1, 0], [1, 1, 1]], dtype=torch.bool)],
         note="discovered: test nn/aggr/test_aggr_utils.py::test_multihead_attention_block[cpu]"),
    case("nn.aggr.utils.MultiheadAttentionBlock[2]", "nn.aggr.utils", built(lambda: torch_geometric.nn.aggr.utils.MultiheadAttentionBlock(8, dropout=0.5, device=torch.device('cpu')), seed=846482611),
         [randn(2, 4, 8, seed=1733278592), randn(2, 4, 8, seed=1750056211)],
         note="discovered: test nn/aggr/test_aggr_utils.py::test_multihead_attention_block_dropout[cpu]"),
    case("nn.aggr.utils.PoolingByMultiheadAttention", "nn.aggr.utils", built(lambda: torch_geometric.nn.aggr.utils.PoolingByMultiheadAttention(8, num_seed_points=2, heads=2), seed=738208825),
         [randn(2, 4, 8, seed=1162502522), torch.tensor([[1, 1, 1, 1], [1, 1, 0, 0]], dtype=torch.bool)],
         note="discovered: test nn/aggr/test_aggr_utils.py::test_pooling_by_multihead_attention"),
    case("nn.aggr.utils.SetAttentionBlock", "nn.aggr.utils", built(lambda: torch_geometric.nn.aggr.utils.SetAttentionBlock(8, heads=2), seed=657327406),
         [randn(2, 4, 8, seed=1214380229), torch.tensor([[1, 1, 1, 1], [1, 1, 0, 0]], dtype=torch.bool)],
         note="discovered: test nn/aggr/test_aggr_utils.py::test_set_attention_block"),
    case("nn.conv.AGNNConv", "nn.conv", built(lambda: torch_geometric.nn.conv.AGNNConv(requires_grad=False), seed=1173584777),
         [randn(4, 16, seed=2099303914), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_agnn_conv.py::test_agnn_conv[False]"),
    case("nn.conv.AGNNConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.AGNNConv(requires_grad=True), seed=834157283),
         [randn(4, 16, seed=1443882064), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_agnn_conv.py::test_agnn_conv[True]"),
    case("nn.conv.APPNP", "nn.conv", built(lambda: torch_geometric.nn.conv.APPNP(K=2, alpha=0.1, dropout=1.0), seed=1689027020),
         [randn(4, 16, seed=1317725559), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_appnp.py::test_appnp_dropout"),
    case("nn.conv.APPNP[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.APPNP(K=3, alpha=0.1, cached=True), seed=459214856),
         [randn(4, 16, seed=1510462483), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_appnp.py::test_appnp"),
    case("nn.conv.ARMAConv", "nn.conv", built(lambda: torch_geometric.nn.conv.ARMAConv(-1, 32, num_stacks=8, num_layers=4), seed=1819258168),
         [randn(4, 16, seed=1048783267), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_arma_conv.py::test_lazy_arma_conv"),
    case("nn.conv.ARMAConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.ARMAConv(16, 32, num_stacks=8, num_layers=4), seed=51524548),
         [randn(4, 16, seed=285296271), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_arma_conv.py::test_arma_conv"),
    case("nn.conv.AntiSymmetricConv", "nn.conv", built(lambda: torch_geometric.nn.conv.AntiSymmetricConv(8), seed=724139356),
         [randn(4, 8, seed=1053877735), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_antisymmetric_conv.py::test_antisymmetric_conv"),
    case("nn.conv.AntiSymmetricConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.AntiSymmetricConv(8), seed=1297727192),
         [randn(4, 8, seed=784914883), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]]), rand(6, seed=818470121)],
         note="discovered: test nn/conv/test_antisymmetric_conv.py::test_antisymmetric_conv"),
    case("nn.conv.CGConv", "nn.conv", built(lambda: torch_geometric.nn.conv.CGConv(8, batch_norm=False), seed=1026498219),
         [randn(4, 8, seed=166751992), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_cg_conv.py::test_cg_conv[False]"),
    case("nn.conv.CGConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.CGConv(8, batch_norm=True), seed=1279014913),
         [randn(4, 8, seed=599229826), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_cg_conv.py::test_cg_conv[True]"),
    case("nn.conv.CGConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.CGConv(8, dim=3), seed=1212051532),
         [randn(4, 8, seed=235845623), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), rand(4, 3, seed=269400861)],
         note="discovered: test nn/conv/test_cg_conv.py::test_cg_conv_with_edge_features"),
    case("nn.conv.ChebConv", "nn.conv", built(lambda: torch_geometric.nn.conv.ChebConv(8, 16, K=2), seed=1416750277),
         [randn(3, 8, seed=1738053510), torch.tensor([[0, 1, 1, 2], [1, 0, 2, 1]]), rand(4, seed=1704498272)],
         note="discovered: test nn/conv/test_cheb_conv.py::test_cheb_conv_batch"),
    case("nn.conv.ChebConv[4x8]", "nn.conv", built(lambda: torch_geometric.nn.conv.ChebConv(8, 16, K=2), seed=1660257589),
         [randn(4, 8, seed=1447819478), torch.tensor([[0, 1, 1, 2, 2, 3], [1, 0, 2, 1, 3, 2]]), rand(6, seed=1414264240)],
         note="discovered: test nn/conv/test_cheb_conv.py::test_cheb_conv_batch"),
    case("nn.conv.ChebConv[2x3x8]", "nn.conv", built(lambda: torch_geometric.nn.conv.ChebConv(8, 16, K=2), seed=1250570164),
         [torch.tensor([[[0.76253741979599, -1.554837942123413, -0.8117833733558655, 1.446585774421692, -1.098153829574585, -1.2170286178588867, -0.4803248643875122, 2.876903772354126], [0.5073133707046509, -1.4891753196716309, 0.3116462528705597, -0.8272433280944824, -1.1284648180007935, 1.1496566534042358, 1.9558557271957397, -0.7322765588760376], [0.7425915002822876, 0.1972300261259079, -1.066086769104004, -0.832137942314148, 0.7934117913246155, 0.3949268162250519, 0.5247312784194946, 0.10441768914461136]], [[-0.060977011919021606, 0.11794329434633255, 0.13604578375816345, 1.9339990615844727, -0.26201847195625305, 1.1712764501571655, 0.11197835952043533, -0.4909273087978363], [0.6649366617202759, 1.4998294115066528, 0.8075227737426758, -0.11437466740608215, -0.4002710282802582, 0.6211236715316772, -0.16790595650672913, 0.5939021110534668], [-1.869077205657959, 1.3977662324905396, -0.36318138241767883, 0.3767409920692444, -0.7575832009315491, 1.2447184324264526, 0.47913748025894165, 0.662254273891449]]]), torch.tensor([[0, 1, 1, 2], [1, 0, 2, 1]])],
         note="discovered: test nn/conv/test_static_graph.py::test_static_graph"),
    case("nn.conv.ClusterGCNConv", "nn.conv", built(lambda: torch_geometric.nn.conv.ClusterGCNConv(16, 32, diag_lambda=1.0), seed=1148666615),
         [randn(4, 16, seed=946546020), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_cluster_gcn_conv.py::test_cluster_gcn_conv"),
    case("nn.conv.DNAConv", "nn.conv", built(lambda: torch_geometric.nn.conv.DNAConv(32, heads=1, groups=1, dropout=0.0), seed=402518266),
         [randn(4, 3, 32, seed=60902449), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_dna_conv.py::test_dna_conv[3-32]"),
    case("nn.conv.DNAConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.DNAConv(32, heads=1, groups=1, dropout=0.0, cached=True), seed=332381450),
         [randn(4, 3, 32, seed=1621912417), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_dna_conv.py::test_dna_conv[3-32]"),
    case("nn.conv.DNAConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.DNAConv(32, heads=4, groups=8, dropout=0.0), seed=265123879),
         [randn(4, 3, 32, seed=511733044), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_dna_conv.py::test_dna_conv[3-32]"),
    case("nn.conv.DirGNNConv", "nn.conv", built(lambda: torch_geometric.nn.conv.DirGNNConv(torch_geometric.nn.conv.SAGEConv(16, 32)), seed=1686250085),
         [randn(4, 16, seed=910237478), torch.tensor([[0, 1, 2], [1, 2, 3]])],
         note="discovered: test nn/conv/test_dir_gnn_conv.py::test_dir_gnn_conv"),
    case("nn.conv.DirGNNConv[3x4x16]", "nn.conv", built(lambda: torch_geometric.nn.conv.DirGNNConv(torch_geometric.nn.conv.SAGEConv(16, 32)), seed=2104444289),
         [randn(3, 4, 16, seed=1092030210), torch.tensor([[0, 1, 2], [1, 2, 3]])],
         note="discovered: test nn/conv/test_dir_gnn_conv.py::test_static_dir_gnn_conv"),
    case("nn.conv.EGConv", "nn.conv", built(lambda: torch_geometric.nn.conv.EGConv(in_channels=16, out_channels=32, aggregators=['sum', 'symnorm', 'std'], add_self_loops=False), seed=1847592909),
         [randn(4, 16, seed=1120310126), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_eg_conv.py::test_eg_conv[False-aggregators1]"),
    case("nn.conv.EGConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.EGConv(in_channels=16, out_channels=32, aggregators=['sum', 'symnorm', 'std'], add_self_loops=True), seed=1581768599),
         [randn(4, 16, seed=1937678852), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_eg_conv.py::test_eg_conv[True-aggregators1]"),
    case("nn.conv.EGConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.EGConv(in_channels=16, out_channels=32, aggregators=['symnorm'], add_self_loops=False), seed=575258554),
         [randn(4, 16, seed=2059442417), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_eg_conv.py::test_eg_conv[False-aggregators0]"),
    case("nn.conv.EdgeConv", "nn.conv", built(lambda: torch_geometric.nn.conv.EdgeConv(torch.nn.Sequential(torch.nn.Linear(32, 16), torch.nn.ReLU(), torch.nn.Linear(16, 32))), seed=2047045688),
         [randn(4, 16, seed=1091314851), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_edge_conv.py::test_edge_conv_conv"),
    case("nn.conv.FAConv", "nn.conv", built(lambda: torch_geometric.nn.conv.FAConv(16, eps=1.0, cached=True), seed=1568669476),
         [randn(4, 16, seed=286735215), randn(4, 16, seed=269957596), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_fa_conv.py::test_fa_conv"),
    case("nn.conv.FAConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.FAConv(16, eps=1.0, cached=True), seed=1629314800),
         [randn(4, 16, seed=1407342939), randn(4, 16, seed=1390565320), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])], {'return_attention_weights': True},
         note="discovered: test nn/conv/test_fa_conv.py::test_fa_conv"),
    case("nn.conv.FastRGCNConv", "nn.conv", built(lambda: torch_geometric.nn.conv.FastRGCNConv(4, 32, 2, 2, None, aggr='sum'), seed=1643701553),
         [torch.arange(4), torch.tensor([[0, 1, 1, 2, 2, 3], [0, 0, 1, 0, 1, 1]]), torch.tensor([0, 1, 1, 0, 0, 1])],
         note="discovered: test nn/conv/test_rgcn_conv.py::test_rgcn_conv_basic[conf1-FastRGCNConv-cpu]"),
    case("nn.conv.FastRGCNConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.FastRGCNConv(4, 32, 2, None, None, aggr='sum'), seed=1857260443),
         [torch.arange(4), torch.tensor([[0, 1, 1, 2, 2, 3], [0, 0, 1, 0, 1, 1]]), torch.tensor([0, 1, 1, 0, 0, 1])],
         note="discovered: test nn/conv/test_rgcn_conv.py::test_rgcn_conv_basic[conf0-FastRGCNConv-cpu]"),
    case("nn.conv.FastRGCNConv[4x4]", "nn.conv", built(lambda: torch_geometric.nn.conv.FastRGCNConv(4, 32, 2, 2, None, aggr='sum'), seed=19583581),
         [randn(4, 4, seed=1272740574), torch.tensor([[0, 1, 1, 2, 2, 3], [0, 0, 1, 0, 1, 1]]), torch.tensor([0, 1, 1, 0, 0, 1])],
         note="discovered: test nn/conv/test_rgcn_conv.py::test_rgcn_conv_basic[conf1-FastRGCNConv-cpu]"),
    case("nn.conv.FeaStConv", "nn.conv", built(lambda: torch_geometric.nn.conv.FeaStConv(16, 32, heads=2), seed=1678045004),
         [randn(4, 16, seed=150916855), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_feast_conv.py::test_feast_conv"),
    case("nn.conv.FiLMConv", "nn.conv", built(lambda: torch_geometric.nn.conv.FiLMConv(4, 32), seed=1962654667),
         [randn(4, 4, seed=714888856), torch.tensor([[0, 1, 1, 2, 2, 3], [0, 0, 1, 0, 1, 1]])],
         note="discovered: test nn/conv/test_film_conv.py::test_film_conv"),
    case("nn.conv.FiLMConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.FiLMConv(4, 32, num_relations=2), seed=768879137),
         [randn(4, 4, seed=2014188962), torch.tensor([[0, 1, 1, 2, 2, 3], [0, 0, 1, 0, 1, 1]]), torch.tensor([0, 1, 1, 0, 0, 1])],
         note="discovered: test nn/conv/test_film_conv.py::test_film_conv"),
    case("nn.conv.FusedGATConv.to_graph_format", "nn.conv", torch_geometric.nn.conv.FusedGATConv.to_graph_format,
         [torch.tensor([[1, 0, 2, 3], [0, 0, 1, 1]])], {'size': (4, 4)},
         ref="torch_geometric.nn.conv.FusedGATConv.to_graph_format", note="discovered: test nn/conv/test_fused_gat_conv.py::test_to_graph_format"),
    case("nn.conv.GATConv", "nn.conv", built(lambda: torch_geometric.nn.conv.GATConv(8, 32, heads=2), seed=1747975831),
         [randn(0, 8, seed=1618565380), torch.tensor([[], []], dtype=torch.int64)],
         note="discovered: test nn/conv/test_gat_conv.py::test_gat_conv_empty_edge_index[cpu]"),
    case("nn.conv.GATConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.GATConv(8, 32, heads=2, residual=False), seed=828254829),
         [randn(4, 8, seed=946131342), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_gat_conv.py::test_gat_conv[False]"),
    case("nn.conv.GATConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.GATConv(8, 32, heads=2, residual=False), seed=761291448),
         [randn(4, 8, seed=45914915), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])], {'return_attention_weights': True},
         note="discovered: test nn/conv/test_gat_conv.py::test_gat_conv[False]"),
    case("nn.conv.GATv2Conv", "nn.conv", built(lambda: torch_geometric.nn.conv.GATv2Conv(8, 32, heads=2, residual=False), seed=662787931),
         [randn(4, 8, seed=1185675016), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_gatv2_conv.py::test_gatv2_conv[False]"),
    case("nn.conv.GATv2Conv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.GATv2Conv(8, 32, heads=2, residual=False), seed=1312143601),
         [randn(4, 8, seed=1539373906), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])], {'return_attention_weights': True},
         note="discovered: test nn/conv/test_gatv2_conv.py::test_gatv2_conv[False]"),
    case("nn.conv.GATv2Conv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.GATv2Conv(8, 32, heads=2, residual=True), seed=171412604),
         [randn(4, 8, seed=208413831), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_gatv2_conv.py::test_gatv2_conv[True]"),
    case("nn.conv.GCN2Conv", "nn.conv", built(lambda: torch_geometric.nn.conv.GCN2Conv(16, alpha=0.2), seed=797672919),
         [randn(4, 16, seed=1375228484), randn(4, 16, seed=1392006103), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_gcn2_conv.py::test_gcn2_conv"),
    case("nn.conv.GCN2Conv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.GCN2Conv(16, alpha=0.2), seed=686168877),
         [randn(4, 16, seed=1768034382), randn(4, 16, seed=1784812001), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]]), rand(6, seed=1751256763)],
         note="discovered: test nn/conv/test_gcn2_conv.py::test_gcn2_conv"),
    case("nn.conv.GCNConv", "nn.conv", built(lambda: torch_geometric.nn.conv.GCNConv(8, 16), seed=1874461671),
         [torch.tensor([[[0.76253741979599, -1.554837942123413, -0.8117833733558655, 1.446585774421692, -1.098153829574585, -1.2170286178588867, -0.4803248643875122, 2.876903772354126], [0.5073133707046509, -1.4891753196716309, 0.3116462528705597, -0.8272433280944824, -1.1284648180007935, 1.1496566534042358, 1.9558557271957397, -0.7322765588760376], [0.7425915002822876, 0.1972300261259079, -1.066086769104004, -0.832137942314148, 0.7934117913246155, 0.3949268162250519, 0.5247312784194946, 0.10441768914461136]], [[-0.060977011919021606, 0.11794329434633255, 0.13604578375816345, 1.9339990615844727, -0.26201847195625305, 1.1712764501571655, 0.11197835952043533, -0.4909273087978363], [0.6649366617202759, 1.4998294115066528, 0.8075227737426758, -0.11437466740608215, -0.4002710282802582, 0.6211236715316772, -0.16790595650672913, 0.5939021110534668], [-1.869077205657959, 1.3977662324905396, -0.36318138241767883, 0.3767409920692444, -0.7575832009315491, 1.2447184324264526, 0.47913748025894165, 0.662254273891449]]]), torch.tensor([[0, 1, 1, 2], [1, 0, 2, 1]])],
         note="discovered: test nn/conv/test_static_graph.py::test_static_graph"),
    case("nn.conv.GCNConv[6x8]", "nn.conv", built(lambda: torch_geometric.nn.conv.GCNConv(8, 16), seed=877460641),
         [torch.tensor([[0.76253741979599, -1.554837942123413, -0.8117833733558655, 1.446585774421692, -1.098153829574585, -1.2170286178588867, -0.4803248643875122, 2.876903772354126], [0.5073133707046509, -1.4891753196716309, 0.3116462528705597, -0.8272433280944824, -1.1284648180007935, 1.1496566534042358, 1.9558557271957397, -0.7322765588760376], [0.7425915002822876, 0.1972300261259079, -1.066086769104004, -0.832137942314148, 0.7934117913246155, 0.3949268162250519, 0.5247312784194946, 0.10441768914461136], [-0.060977011919021606, 0.11794329434633255, 0.13604578375816345, 1.9339990615844727, -0.26201847195625305, 1.1712764501571655, 0.11197835952043533, -0.4909273087978363], [0.6649366617202759, 1.4998294115066528, 0.8075227737426758, -0.11437466740608215, -0.4002710282802582, 0.6211236715316772, -0.16790595650672913, 0.5939021110534668], [-1.869077205657959, 1.3977662324905396, -0.36318138241767883, 0.3767409920692444, -0.7575832009315491, 1.2447184324264526, 0.47913748025894165, 0.662254273891449]]), torch.tensor([[0, 1, 1, 2, 3, 4, 4, 5], [1, 0, 2, 1, 4, 3, 5, 4]], dtype=torch.int64)],
         note="discovered: test nn/conv/test_static_graph.py::test_static_graph"),
    case("nn.conv.GCNConv[4x16]", "nn.conv", built(lambda: torch_geometric.nn.conv.GCNConv(16, 32, flow='source_to_target'), seed=1195369470),
         [randn(4, 16, seed=830844533), torch.tensor([[0, 0, 0], [1, 2, 3]])],
         note="discovered: test nn/conv/test_gcn_conv.py::test_gcn_conv_flow"),
    case("nn.conv.GENConv", "nn.conv", built(lambda: torch_geometric.nn.conv.GENConv(16, 32, 'powermean', edge_dim=16, msg_norm=True), seed=317180125),
         [randn(4, 16, seed=215389534), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_gen_conv.py::test_gen_conv[powermean]"),
    case("nn.conv.GENConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.GENConv(16, 32, 'powermean', edge_dim=16, msg_norm=True), seed=671437223),
         [randn(4, 16, seed=1578082996), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])], {'size': (4, 4)},
         note="discovered: test nn/conv/test_gen_conv.py::test_gen_conv[powermean]"),
    case("nn.conv.GENConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.GENConv(16, 32, 'softmax', edge_dim=16, msg_norm=True), seed=738694794),
         [randn(4, 16, seed=540778721), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_gen_conv.py::test_gen_conv[softmax]"),
    case("nn.conv.GINConv", "nn.conv", built(lambda: torch_geometric.nn.conv.GINConv(torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 32)), train_eps=True), seed=339931489),
         [randn(4, 16, seed=1425166050), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_gin_conv.py::test_gin_conv"),
    case("nn.conv.GINConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.GINConv(torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 32)), train_eps=True), seed=232164427),
         [randn(4, 16, seed=1152965400), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])], {'size': (4, 4)},
         note="discovered: test nn/conv/test_gin_conv.py::test_gin_conv"),
    case("nn.conv.GINConv[3x4x16]", "nn.conv", built(lambda: torch_geometric.nn.conv.GINConv(torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 32)), train_eps=True), seed=1467524533),
         [randn(3, 4, 16, seed=1586580822), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_gin_conv.py::test_static_gin_conv"),
    case("nn.conv.GINEConv", "nn.conv", built(lambda: torch_geometric.nn.conv.GINEConv(torch.nn.Linear(16, 32), train_eps=True, edge_dim=8), seed=1871028380),
         [randn(4, 16, seed=2011683623), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), randn(4, 8, seed=2045238861)],
         note="discovered: test nn/conv/test_gin_conv.py::test_gine_conv_edge_dim"),
    case("nn.conv.GINEConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.GINEConv(torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 32)), train_eps=True, edge_dim=8), seed=1607904920),
         [randn(4, 16, seed=768126851), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), randn(4, 8, seed=801682089)],
         note="discovered: test nn/conv/test_gin_conv.py::test_gine_conv_edge_dim"),
    case("nn.conv.GINEConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.GINEConv(torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 32)), train_eps=True), seed=1674868301),
         [randn(4, 16, seed=1668343278), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), randn(4, 16, seed=1634788040)],
         note="discovered: test nn/conv/test_gin_conv.py::test_gine_conv"),
    case("nn.conv.GMMConv", "nn.conv", built(lambda: torch_geometric.nn.conv.GMMConv(-1, 32, dim=3, kernel_size=25, separate_gaussians=False), seed=2002929788),
         [randn(4, 8, seed=680214663), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), rand(4, 3, seed=713769901)],
         note="discovered: test nn/conv/test_gmm_conv.py::test_lazy_gmm_conv[False]"),
    case("nn.conv.GMMConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.GMMConv(-1, 32, dim=3, kernel_size=25, separate_gaussians=True), seed=371539320),
         [randn(4, 8, seed=20567011), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), rand(4, 3, seed=54122249)],
         note="discovered: test nn/conv/test_gmm_conv.py::test_lazy_gmm_conv[True]"),
    case("nn.conv.GMMConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.GMMConv(8, 32, dim=3, kernel_size=25, separate_gaussians=False), seed=438502701),
         [randn(4, 8, seed=920783438), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), rand(4, 3, seed=887228200)],
         note="discovered: test nn/conv/test_gmm_conv.py::test_gmm_conv[False]"),
    case("nn.conv.GPSConv", "nn.conv", built(lambda: torch_geometric.nn.conv.GPSConv(16, conv=torch_geometric.nn.conv.SAGEConv(16, 16), heads=4, norm='batch_norm', attn_type='multihead'), seed=1329655731),
         [randn(4, 16, seed=49059456), torch.tensor([[0, 1, 2, 3], [1, 0, 3, 2]])],
         note="discovered: test nn/conv/test_gps_conv.py::test_gps_conv[batch_norm-multihead]"),
    case("nn.conv.GPSConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.GPSConv(16, conv=torch_geometric.nn.conv.SAGEConv(16, 16), heads=4, norm='batch_norm', attn_type='performer'), seed=717470809),
         [randn(4, 16, seed=386842010), torch.tensor([[0, 1, 2, 3], [1, 0, 3, 2]])],
         note="discovered: test nn/conv/test_gps_conv.py::test_gps_conv[batch_norm-performer]"),
    case("nn.conv.GPSConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.GPSConv(16, conv=torch_geometric.nn.conv.SAGEConv(16, 16), heads=4, norm='layer_norm', attn_type='multihead'), seed=1724223460),
         [randn(4, 16, seed=656087599), torch.tensor([[0, 1, 2, 3], [1, 0, 3, 2]])],
         note="discovered: test nn/conv/test_gps_conv.py::test_gps_conv[layer_norm-multihead]"),
    case("nn.conv.GatedGraphConv", "nn.conv", built(lambda: torch_geometric.nn.conv.GatedGraphConv(32, num_layers=3), seed=911170566),
         [randn(4, 16, seed=515907997), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_gated_graph_conv.py::test_gated_graph_conv"),
    case("nn.conv.GatedGraphConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.GatedGraphConv(32, num_layers=3), seed=2134252246),
         [randn(4, 16, seed=2046015309), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]]), rand(6, seed=2012460071)],
         note="discovered: test nn/conv/test_gated_graph_conv.py::test_gated_graph_conv"),
    case("nn.conv.GeneralConv", "nn.conv", built(lambda: torch_geometric.nn.conv.GeneralConv(8, 32), seed=1584664447),
         [randn(4, 8, seed=1671708140), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_general_conv.py::test_general_conv[kwargs0]"),
    case("nn.conv.GeneralConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.GeneralConv(8, 32, attention=True), seed=1036791973),
         [randn(4, 8, seed=1022064486), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_general_conv.py::test_general_conv[kwargs4]"),
    case("nn.conv.GeneralConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.GeneralConv(8, 32, directed_msg=False), seed=2043544624),
         [randn(4, 8, seed=1838588059), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_general_conv.py::test_general_conv[kwargs2]"),
    case("nn.conv.GraphConv", "nn.conv", built(lambda: torch_geometric.nn.conv.GraphConv(8, 32), seed=257385831),
         [randn(4, 8, seed=61029492), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_graph_conv.py::test_graph_conv"),
    case("nn.conv.GraphConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.GraphConv(8, 32), seed=2128215485),
         [randn(4, 8, seed=696387134), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])], {'size': (4, 4)},
         note="discovered: test nn/conv/test_graph_conv.py::test_graph_conv"),
    case("nn.conv.GraphConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.GraphConv(8, 16), seed=987484488),
         [randn(4, 8, seed=986421075), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), rand(4, seed=1019976313)],
         note="discovered: test nn/conv/test_graph_conv.py::test_inheritance"),
    case("nn.conv.HEATConv", "nn.conv", built(lambda: torch_geometric.nn.conv.HEATConv(in_channels=8, out_channels=16, num_node_types=3, num_edge_types=3, edge_type_emb_dim=5, edge_dim=2, edge_attr_emb_dim=6, heads=2, concat=False), seed=1379507359),
         [randn(4, 8, seed=533370252), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), torch.tensor([0, 0, 1, 2]), torch.tensor([0, 2, 1, 2]), randn(4, 2, seed=466259776)],
         note="discovered: test nn/conv/test_heat_conv.py::test_heat_conv[False]"),
    case("nn.conv.HEATConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.HEATConv(in_channels=8, out_channels=16, num_node_types=3, num_edge_types=3, edge_type_emb_dim=5, edge_dim=2, edge_attr_emb_dim=6, heads=2, concat=True), seed=1225926853),
         [randn(4, 8, seed=633109382), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), torch.tensor([0, 0, 1, 2]), torch.tensor([0, 2, 1, 2]), randn(4, 2, seed=700219858)],
         note="discovered: test nn/conv/test_heat_conv.py::test_heat_conv[True]"),
    case("nn.conv.HypergraphConv", "nn.conv", built(lambda: torch_geometric.nn.conv.HypergraphConv(16, 32), seed=1028244299),
         [randn(4, 16, seed=288385560), torch.tensor([[0, 0, 1, 1, 2, 3], [0, 1, 0, 1, 0, 1]])],
         note="discovered: test nn/conv/test_hypergraph_conv.py::test_hypergraph_conv_with_more_nodes_than_edges"),
    case("nn.conv.HypergraphConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.HypergraphConv(16, 32), seed=686742689),
         [randn(4, 16, seed=336743458), torch.tensor([[0, 0, 1, 1, 2, 3], [0, 1, 0, 1, 0, 1]]), torch.tensor([1.0, 0.5])],
         note="discovered: test nn/conv/test_hypergraph_conv.py::test_hypergraph_conv_with_more_nodes_than_edges"),
    case("nn.conv.HypergraphConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.HypergraphConv(16, 32), seed=619779308),
         [randn(4, 16, seed=2120894487), torch.tensor([[0, 0, 1, 1, 2, 3, 3, 3, 2, 1, 2], [0, 1, 2, 1, 2, 1, 0, 3, 3, 4, 4]])],
         note="discovered: test nn/conv/test_hypergraph_conv.py::test_hypergraph_conv_with_more_edges_than_nodes"),
    case("nn.conv.LEConv", "nn.conv", built(lambda: torch_geometric.nn.conv.LEConv(16, 32), seed=296722330),
         [randn(4, 16, seed=2023252305), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_le_conv.py::test_le_conv"),
    case("nn.conv.LGConv", "nn.conv", built(lambda: torch_geometric.nn.conv.LGConv(), seed=1005377048),
         [randn(4, 8, seed=1353835267), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_lg_conv.py::test_lg_conv"),
    case("nn.conv.LGConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.LGConv(), seed=1223949476),
         [randn(4, 8, seed=1702442223), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), rand(4, seed=1735997461)],
         note="discovered: test nn/conv/test_lg_conv.py::test_lg_conv"),
    case("nn.conv.MFConv", "nn.conv", built(lambda: torch_geometric.nn.conv.MFConv(8, 32), seed=934979374),
         [randn(4, 8, seed=1531210437), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_mf_conv.py::test_mf_conv"),
    case("nn.conv.MFConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.MFConv(8, 32), seed=1186448782),
         [randn(4, 8, seed=1592696613), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])], {'size': (4, 4)},
         note="discovered: test nn/conv/test_mf_conv.py::test_mf_conv"),
    case("nn.conv.MeshCNNConv", "nn.conv", built(lambda: torch_geometric.nn.conv.MeshCNNConv(1, 1), seed=2077048397),
         [randn(6, 1, seed=1472916974), torch.tensor([[0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5], [1, 2, 3, 4, 2, 0, 4, 5, 5, 3, 0, 1, 2, 5, 4, 0, 0, 3, 5, 1, 1, 4, 3, 2]], dtype=torch.int64)],
         note="discovered: test nn/conv/test_meshcnn_conv.py::test_meshcnn_conv[1-1]"),
    case("nn.conv.MeshCNNConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.MeshCNNConv(1, 1, torch.nn.ModuleList([torch.nn.Sequential(torch.nn.Linear(1, 1), torch.nn.Sigmoid()), torch.nn.Sequential(torch.nn.Linear(1, 1), torch.nn.Sigmoid()), torch.nn.Sequential(torch.nn.Linear(1, 1), torch.nn.Sigmoid()), torch.nn.Sequential(torch.nn.Linear(1, 1), torch.nn.Sigmoid()), torch.nn.Sequential(torch.nn.Linear(1, 1), torch.nn.Sigmoid())])), seed=1948407575),
         [randn(6, 1, seed=1980540292), torch.tensor([[0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5], [1, 2, 3, 4, 2, 0, 4, 5, 5, 3, 0, 1, 2, 5, 4, 0, 0, 3, 5, 1, 1, 4, 3, 2]], dtype=torch.int64)],
         note="discovered: test nn/conv/test_meshcnn_conv.py::test_meshcnn_conv[1-1]"),
    case("nn.conv.MeshCNNConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.MeshCNNConv(1, 2), seed=941897530),
         [randn(6, 1, seed=2102303857), torch.tensor([[0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5], [1, 2, 3, 4, 2, 0, 4, 5, 5, 3, 0, 1, 2, 5, 4, 0, 0, 3, 5, 1, 1, 4, 3, 2]], dtype=torch.int64)],
         note="discovered: test nn/conv/test_meshcnn_conv.py::test_meshcnn_conv[1-2]"),
    case("nn.conv.MessagePassing.update", "nn.conv", built(lambda: torch_geometric.nn.conv.MessagePassing(aggr='mean'), seed=1129723036),
         [torch.tensor([[0.0], [0.0], [0.0], [0.0]])],
         method="update", ref="torch_geometric.nn.conv.MessagePassing.update", note="discovered: test nn/conv/test_message_passing.py::test_my_default_arg_conv"),
    case("nn.conv.MessagePassing.update[2x8]", "nn.conv", built(lambda: torch_geometric.nn.conv.MessagePassing(aggr='add'), seed=317874976),
         [torch.tensor([[-1.6935231685638428, 0.5417332053184509, -0.593456506729126, -2.3112432956695557, 0.10045621544122696, 0.28526943922042847, -0.2529599666595459, 0.1910942792892456], [-0.8016640543937683, 0.6236278414726257, 0.2549314796924591, 0.21544605493545532, 0.42621856927871704, -0.526519238948822, -0.5149030089378357, -0.660394549369812]])],
         method="update", ref="torch_geometric.nn.conv.MessagePassing.update", note="discovered: test nn/conv/test_message_passing.py::test_my_conv_basic"),
    case("nn.conv.MessagePassing.update[4x8]", "nn.conv", built(lambda: torch_geometric.nn.conv.MessagePassing(), seed=492951826),
         [torch.tensor([[0.5290482044219971, -0.05390450358390808, -0.764419436454773, 0.6859871745109558, -0.7105998992919922, -1.1507089138031006, -1.131744384765625, -2.7934494018554688], [-1.370425820350647, 1.117913842201233, -0.2900317907333374, 3.314408779144287, 1.5033330917358398, -0.24831447005271912, -3.178840160369873, -1.287390947341919], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]])],
         method="update", ref="torch_geometric.nn.conv.MessagePassing.update", note="discovered: test nn/conv/test_message_passing.py::test_my_commented_conv"),
    case("nn.conv.MixHopConv", "nn.conv", built(lambda: torch_geometric.nn.conv.MixHopConv(16, 32, powers=[0, 1, 2, 4]), seed=1876941144),
         [randn(4, 16, seed=1969928259), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_mixhop_conv.py::test_mixhop_conv"),
    case("nn.conv.MixHopConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.MixHopConv(16, 32, powers=[0, 1, 2, 4]), seed=1687241060),
         [randn(4, 16, seed=893249455), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]]), rand(6, seed=926804693)],
         note="discovered: test nn/conv/test_mixhop_conv.py::test_mixhop_conv"),
    case("nn.conv.NNConv", "nn.conv", built(lambda: torch_geometric.nn.conv.NNConv(8, 32, nn=torch.nn.Sequential(torch.nn.Linear(3, 32), torch.nn.ReLU(), torch.nn.Linear(32, 256))), seed=1336632129),
         [randn(4, 8, seed=1567408834), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), rand(4, 3, seed=1533853596)],
         note="discovered: test nn/conv/test_nn_conv.py::test_nn_conv[cpu]"),
    case("nn.conv.NNConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.NNConv(8, 32, nn=torch.nn.Sequential(torch.nn.Linear(3, 32), torch.nn.ReLU(), torch.nn.Linear(32, 256))), seed=196093227),
         [randn(4, 8, seed=1190467960), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), rand(4, 3, seed=1224023198)], {'size': (4, 4)},
         note="discovered: test nn/conv/test_nn_conv.py::test_nn_conv[cpu]"),
    case("nn.conv.PDNConv", "nn.conv", built(lambda: torch_geometric.nn.conv.PDNConv(16, 32, edge_dim=8, hidden_channels=128), seed=1492815097),
         [randn(4, 16, seed=1268224058), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]]), randn(6, 8, seed=1234668820)],
         note="discovered: test nn/conv/test_pdn_conv.py::test_pdn_conv"),
    case("nn.conv.PNAConv", "nn.conv", built(lambda: torch_geometric.nn.conv.PNAConv(16, 32, ['sum', 'mean', 'min', 'max', 'var', 'std'], ['identity', 'amplification', 'attenuation', 'linear', 'inverse_linear'], deg=torch.tensor([0, 3, 0, 1]), edge_dim=3, towers=4, pre_layers=2, post_layers=2, divide_input=False), seed=1270471398),
         [randn(4, 16, seed=621196797), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]]), rand(6, 3, seed=587641559)],
         note="discovered: test nn/conv/test_pna_conv.py::test_pna_conv[False]"),
    case("nn.conv.PNAConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.PNAConv(16, 32, ['sum', 'mean', 'min', 'max', 'var', 'std'], ['identity', 'amplification', 'attenuation', 'linear', 'inverse_linear'], deg=torch.tensor([0, 3, 0, 1]), edge_dim=3, towers=4, pre_layers=2, post_layers=2, divide_input=True), seed=111467318),
         [randn(4, 16, seed=1311779117), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]]), rand(6, 3, seed=1278223879)],
         note="discovered: test nn/conv/test_pna_conv.py::test_pna_conv[True]"),
    case("nn.conv.PPFConv", "nn.conv", built(lambda: torch_geometric.nn.conv.PPFConv(torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, 32)), torch.nn.Sequential(torch.nn.Linear(32, 32))), seed=1114261269),
         [randn(4, 16, seed=636697782), randn(4, 3, seed=653475401), torch.tensor([[0.0011528173927217722, 0.8360543251037598, 0.5486454963684082], [0.26973268389701843, 0.4465275704860687, 0.8531455993652344], [0.31540852785110474, 0.9214550256729126, 0.22679948806762695], [0.5253582000732422, 0.6057159304618835, 0.5975843071937561]]), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_ppf_conv.py::test_ppf_conv"),
    case("nn.conv.PointNetConv", "nn.conv", built(lambda: torch_geometric.nn.conv.PointNetConv(torch.nn.Sequential(torch.nn.Linear(19, 32), torch.nn.ReLU(), torch.nn.Linear(32, 32)), torch.nn.Sequential(torch.nn.Linear(32, 32))), seed=1294139144),
         [randn(4, 16, seed=21682963), randn(4, 3, seed=4905344), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_point_conv.py::test_point_net_conv"),
    case("nn.conv.PointTransformerConv", "nn.conv", built(lambda: torch_geometric.nn.conv.PointTransformerConv(16, 32, torch.nn.Sequential(torch.nn.Linear(3, 16), torch.nn.ReLU(), torch.nn.Linear(16, 32)), torch.nn.Sequential(torch.nn.Linear(32, 32), torch.nn.ReLU(), torch.nn.Linear(32, 32))), seed=1420948592),
         [rand(4, 16, seed=907193051), rand(4, 3, seed=890415432), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_point_transformer_conv.py::test_point_transformer_conv"),
    case("nn.conv.PointTransformerConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.PointTransformerConv(in_channels=16, out_channels=32), seed=1561124460),
         [rand(4, 16, seed=1389817239), rand(4, 3, seed=1373039620), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_point_transformer_conv.py::test_point_transformer_conv"),
    case("nn.conv.RGATConv", "nn.conv", built(lambda: torch_geometric.nn.conv.RGATConv(in_channels=8, out_channels=16, num_relations=4, mod='additive', attention_mechanism='across-relation', attention_mode='additive-self-attention', heads=2, dim=1, concat=False, edge_dim=None), seed=15285391),
         [randn(4, 8, seed=938223132), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), torch.tensor([0, 2, 1, 2])], {'edge_attr': None, 'return_attention_weights': True},
         note="discovered: test nn/conv/test_rgat_conv.py::test_rgat_conv[None-False-additive-self-attention-across-relation-additive]"),
    case("nn.conv.RGATConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.RGATConv(in_channels=8, out_channels=16, num_relations=4, mod='additive', attention_mechanism='across-relation', attention_mode='additive-self-attention', heads=2, dim=1, concat=False, edge_dim=None), seed=1357088885),
         [randn(4, 8, seed=1626852886), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), torch.tensor([0, 2, 1, 2])], {'edge_attr': None},
         note="discovered: test nn/conv/test_rgat_conv.py::test_rgat_conv[None-False-additive-self-attention-across-relation-additive]"),
    case("nn.conv.RGATConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.RGATConv(in_channels=8, out_channels=16, num_relations=4, mod='additive', attention_mechanism='across-relation', attention_mode='additive-self-attention', heads=2, dim=1, concat=True, edge_dim=None), seed=1290125504),
         [randn(4, 8, seed=1273914443), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), torch.tensor([0, 2, 1, 2])], {'edge_attr': None, 'return_attention_weights': True},
         note="discovered: test nn/conv/test_rgat_conv.py::test_rgat_conv[None-True-additive-self-attention-across-relation-additive]"),
    case("nn.conv.RGCNConv", "nn.conv", built(lambda: torch_geometric.nn.conv.RGCNConv(4, 32, 2, 2, None, aggr='sum'), seed=721625263),
         [torch.arange(4), torch.tensor([[0, 1, 1, 2, 2, 3], [0, 0, 1, 0, 1, 1]]), torch.tensor([0, 1, 1, 0, 0, 1])],
         note="discovered: test nn/conv/test_rgcn_conv.py::test_rgcn_conv_basic[conf1-RGCNConv-cpu]"),
    case("nn.conv.RGCNConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.RGCNConv(4, 32, 2, None, None, aggr='sum'), seed=1985580693),
         [torch.arange(4), torch.tensor([[0, 1, 1, 2, 2, 3], [0, 0, 1, 0, 1, 1]]), torch.tensor([0, 1, 1, 0, 0, 1])],
         note="discovered: test nn/conv/test_rgcn_conv.py::test_rgcn_conv_basic[conf0-RGCNConv-cpu]"),
    case("nn.conv.RGCNConv[4x4]", "nn.conv", built(lambda: torch_geometric.nn.conv.RGCNConv(4, 32, 2, 2, None, aggr='sum'), seed=2082536851),
         [randn(4, 4, seed=1305347680), torch.tensor([[0, 1, 1, 2, 2, 3], [0, 0, 1, 0, 1, 1]]), torch.tensor([0, 1, 1, 0, 0, 1])],
         note="discovered: test nn/conv/test_rgcn_conv.py::test_rgcn_conv_basic[conf1-RGCNConv-cpu]"),
    case("nn.conv.ResGatedGraphConv", "nn.conv", built(lambda: torch_geometric.nn.conv.ResGatedGraphConv(8, 32, edge_dim=None), seed=756161590),
         [randn(4, 8, seed=603574829), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])], {'edge_attr': None},
         note="discovered: test nn/conv/test_res_gated_graph_conv.py::test_res_gated_graph_conv[None]"),
    case("nn.conv.ResGatedGraphConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.ResGatedGraphConv(8, 32, edge_dim=4), seed=88044486),
         [randn(4, 8, seed=436952925), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), randn(4, 4, seed=403397687)],
         note="discovered: test nn/conv/test_res_gated_graph_conv.py::test_res_gated_graph_conv[4]"),
    case("nn.conv.SAGEConv", "nn.conv", built(lambda: torch_geometric.nn.conv.SAGEConv(-1, 32, project=False), seed=370841985),
         [randn(4, 8, seed=761561858), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_sage_conv.py::test_lazy_sage_conv[False]"),
    case("nn.conv.SAGEConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.SAGEConv(8, 32, aggr=['mean', 'max', 'sum', 'softmax'], aggr_kwargs={'mode': 'attn', 'mode_kwargs': {'in_channels': 8, 'out_channels': 16, 'num_heads': 4}, 'aggrs_kwargs': [{}, {}, {}, {'learn': True, 't': 1}]}), seed=571357419),
         [randn(4, 8, seed=1886696248), torch.tensor([[3, 1, 2, 0], [1, 0, 1, 0]], dtype=torch.int64)],
         note="discovered: test nn/conv/test_sage_conv.py::test_multi_aggr_sage_conv[aggr_kwargs2]"),
    case("nn.conv.SAGEConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.SAGEConv(8, 32, aggr=['mean', 'max', 'sum', 'softmax'], aggr_kwargs={'mode': 'cat', 'aggrs_kwargs': [{}, {}, {}, {'learn': True, 't': 1}]}), seed=1712382606),
         [randn(4, 8, seed=1817019429), torch.tensor([[2, 1, 3, 0], [1, 0, 1, 0]], dtype=torch.int64)],
         note="discovered: test nn/conv/test_sage_conv.py::test_multi_aggr_sage_conv[aggr_kwargs0]"),
    case("nn.conv.SGConv", "nn.conv", built(lambda: torch_geometric.nn.conv.SGConv(16, 32, K=10), seed=1229903483),
         [randn(4, 16, seed=271328680), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_sg_conv.py::test_sg_conv"),
    case("nn.conv.SGConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.SGConv(16, 32, K=10), seed=1533984017),
         [randn(4, 16, seed=2096701938), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]]), rand(6, seed=2063146700)],
         note="discovered: test nn/conv/test_sg_conv.py::test_sg_conv"),
    case("nn.conv.SSGConv", "nn.conv", built(lambda: torch_geometric.nn.conv.SSGConv(16, 32, alpha=0.1, K=10), seed=1886784124),
         [randn(4, 16, seed=1075434119), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_ssg_conv.py::test_ssg_conv"),
    case("nn.conv.SSGConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.SSGConv(16, 32, alpha=0.1, K=10), seed=731190136),
         [randn(4, 16, seed=1142200803), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]]), rand(6, seed=1175756041)],
         note="discovered: test nn/conv/test_ssg_conv.py::test_ssg_conv"),
    case("nn.conv.SignedConv", "nn.conv", built(lambda: torch_geometric.nn.conv.SignedConv(16, 32, first_aggr=True), seed=1670952429),
         [randn(4, 16, seed=1340279054), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_signed_conv.py::test_signed_conv"),
    case("nn.conv.SignedConv[4x64]", "nn.conv", built(lambda: torch_geometric.nn.conv.SignedConv(32, 48, first_aggr=False), seed=1639808107),
         [torch.tensor([[-0.4644632339477539, 1.1859238147735596, 0.16310244798660278, 1.159347414970398, -0.6757846474647522, 0.26928848028182983, -0.21569590270519257, -0.17208433151245117, -0.21372099220752716, 0.622756838798523, 0.673875093460083, 0.6926547884941101, 0.13748487830162048, 0.243723064661026, 0.3632684051990509, 1.0729384422302246, -0.8286669254302979, 0.10345284640789032, -0.27049052715301514, 0.8768684267997742, 0.09831660240888596, -0.15439268946647644, 0.44547438621520996, -1.1859689950942993, 0.5795900225639343, 0.4449865221977234, 0.03703784570097923, -0.07214906811714172, 0.137759268283844, 0.24201983213424683, -1.2010616064071655, -0.7451030611991882, 0.2957937717437744, -0.5384256839752197, 0.012361496686935425, -1.2288463115692139, -0.1442435085773468, -0.2441619634628296, -0.7381725311279297, -1.1248735189437866, -0.280350923538208, -0.24272266030311584, 0.40911540389060974, -0.7797238826751709, -0.03605520725250244, 0.4313746392726898, 0.46687978506088257, 0.39643436670303345, -0.06924308836460114, 0.15330806374549866, -0.013034246861934662, -0.859958827495575, 0.4135061502456665, -0.787619948387146, -0.1829395443201065, 0.1347867250442505, -0.5004911422729492, 0.4292287230491638, -1.043517827987671, 0.4515022933483124, 0.6567662358283997, -0.573254406452179, 0.007753677666187286, 0.6677744388580322], [-0.270346999168396, -0.13584578037261963, -0.1177549958229065, -1.593965768814087, -0.2985413074493408, 0.8962830305099487, 1.1932839155197144, -0.4414721429347992, 2.049612522125244, 0.431198388338089, 0.2161303609609604, 0.8484283685684204, 0.6911260485649109, -0.34367766976356506, -0.47675520181655884, 1.09587562084198, 0.49812763929367065, -0.2496870756149292, 0.9982879757881165, 0.8631007075309753, 0.20658907294273376, 1.0598211288452148, -0.4991110861301422, -0.49406376481056213, -0.7332148551940918, -0.10067842155694962, 0.032056957483291626, -0.8253759145736694, 0.09246161580085754, -1.1263970136642456, 0.25800350308418274, -0.31820952892303467, -0.1997879594564438, 0.9435340166091919, 0.9179724454879761, 0.8479700684547424, 0.4232821762561798, -0.38219374418258667, -0.341795951128006, 0.027053505182266235, -1.5175762176513672, 0.3830631375312805, -0.33202850818634033, -1.2234467267990112, 1.443134069442749, -0.6575870513916016, -0.29085463285446167, -0.12024900317192078, -0.17802779376506805, 0.015873193740844727, 0.6721681356430054, -0.1901390552520752, -0.29973918199539185, 0.8351814150810242, -0.7393445372581482, -1.071879506111145, 0.765313446521759, 0.864193320274353, -0.37711960077285767, 0.8399083018302917, -0.48236340284347534, 0.7177413702011108, -0.03973241150379181, -0.4401620030403137], [0.0007672011852264404, -0.4488779306411743, -0.40561988949775696, -0.3173121213912964, 0.6525415182113647, 0.011562034487724304, -0.39277398586273193, -0.1335514783859253, -0.1177588403224945, -0.5371538400650024, 0.08767357468605042, 0.13658669590950012, 0.2509974539279938, -0.14654666185379028, -0.6296877861022949, -0.5638852715492249, -0.6807568669319153, 0.049582213163375854, -0.9722142815589905, -0.5442777872085571, 0.21866312623023987, -0.11092838644981384, 0.5398327112197876, -0.16822785139083862, 0.29626405239105225, -0.9188883304595947, 0.178244948387146, -0.5715309381484985, -1.1878641843795776, 1.3301314115524292, 1.0562403202056885, 0.9135643839836121, 0.34328681230545044, 0.24657438695430756, -0.13704025745391846, -0.34252360463142395, 0.0492110401391983, -0.27547821402549744, -0.14102092385292053, -0.050873979926109314, 0.47763437032699585, -0.2522600293159485, -0.7343214154243469, -0.15475887060165405, -0.9780871868133545, -0.8094302415847778, -0.3313215374946594, 0.10135818272829056, -0.20475885272026062, -0.7847754955291748, 0.22892366349697113, -0.5980812311172485, -0.89613276720047, 0.17611432075500488, -0.18804138898849487, 1.0663223266601562, 0.19832372665405273, 0.4379630982875824, 0.12599629163742065, -0.5917675495147705, -0.7245715856552124, -0.36647728085517883, -0.38340964913368225, -1.0839359760284424], [0.5009521245956421, -0.22117090225219727, -0.16179364919662476, -0.7746936082839966, -0.37903785705566406, 0.042934224009513855, -0.5055389404296875, 0.38094362616539, -0.3228016793727875, -0.6868127584457397, -0.12215195596218109, 0.4336634874343872, -0.4868822991847992, 0.023759810253977776, -0.05008585751056671, 1.147463083267212, 0.9851324558258057, -0.3238517642021179, -0.06995366513729095, -0.5597003698348999, 0.2842070460319519, 0.03547269105911255, 0.5214012861251831, 0.003547772765159607, -0.17599494755268097, 0.017216011881828308, 0.33422404527664185, -0.9656646251678467, 1.0395232439041138, -0.9354046583175659, -0.24294567108154297, -0.4628260135650635, -0.21793055534362793, 0.24044053256511688, -0.3044722378253937, 0.9524581432342529, 0.3585039973258972, 0.44031479954719543, -0.10593365877866745, 0.07941028475761414, -0.30080652236938477, -0.012795224785804749, 0.6847403645515442, 0.6876558065414429, -0.5746343731880188, -0.8310128450393677, 1.0064195394515991, -0.35994699597358704, 0.035032570362091064, -1.2408268451690674, -0.13029628992080688, 1.1320233345031738, 0.009239599108695984, -1.3329217433929443, 0.8008632659912109, -0.4340294897556305, 0.5723488330841064, -0.7989420890808105, 0.40385720133781433, 0.2576836943626404, -1.1354846954345703, 0.8446969985961914, -0.2571004033088684, -0.03910105675458908]]), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]]), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])],
         note="discovered: test nn/conv/test_signed_conv.py::test_signed_conv"),
    case("nn.conv.SimpleConv", "nn.conv", built(lambda: torch_geometric.nn.conv.SimpleConv('mean', 'self_loop'), seed=843326543),
         [randn(4, 8, seed=405189596), torch.tensor([[0, 1, 2, 3], [1, 0, 1, 1]])],
         note="discovered: test nn/conv/test_simple_conv.py::test_simple_conv[mean-self_loop]"),
    case("nn.conv.SimpleConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.SimpleConv('mean', 'self_loop'), seed=431374005),
         [randn(4, 8, seed=381619798), torch.tensor([[0, 1, 2, 3], [1, 0, 1, 1]])], {'size': (4, 4)},
         note="discovered: test nn/conv/test_simple_conv.py::test_simple_conv[mean-self_loop]"),
    case("nn.conv.SimpleConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.SimpleConv('mean', None), seed=364410624),
         [randn(4, 8, seed=28681355), torch.tensor([[0, 1, 2, 3], [1, 0, 1, 1]])],
         note="discovered: test nn/conv/test_simple_conv.py::test_simple_conv[mean-None]"),
    case("nn.conv.SuperGATConv.get_attention_loss", "nn.conv", built(lambda: torch_geometric.nn.conv.SuperGATConv(8, 32, heads=2, attention_type='MX', neg_sample_ratio=1.0, edge_sample_ratio=1.0), seed=1398405255),
         [],
         method="get_attention_loss", ref="torch_geometric.nn.conv.SuperGATConv.get_attention_loss", note="discovered: test nn/conv/test_supergat_conv.py::test_supergat_conv[MX]"),
    case("nn.conv.SuperGATConv.get_attention_loss[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.SuperGATConv(8, 32, heads=2, attention_type='SD', neg_sample_ratio=1.0, edge_sample_ratio=1.0), seed=456308701),
         [],
         method="get_attention_loss", ref="torch_geometric.nn.conv.SuperGATConv.get_attention_loss", note="discovered: test nn/conv/test_supergat_conv.py::test_supergat_conv[SD]"),
    case("nn.conv.SuperGATConv.negative_sampling[random]", "nn.conv", built(lambda: torch_geometric.nn.conv.SuperGATConv(8, 32, heads=2, attention_type='MX', neg_sample_ratio=1.0, edge_sample_ratio=1.0), seed=873601658),
         [torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])], {'num_nodes': 4},
         method="negative_sampling", ref="torch_geometric.nn.conv.SuperGATConv.negative_sampling", check=False, note="discovered: test nn/conv/test_supergat_conv.py::test_supergat_conv[MX]"),
    case("nn.conv.TAGConv", "nn.conv", built(lambda: torch_geometric.nn.conv.TAGConv(16, 32), seed=1028806399),
         [randn(4, 16, seed=1239585132), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_tag_conv.py::test_tag_conv"),
    case("nn.conv.TAGConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.TAGConv(16, 32), seed=837395237),
         [randn(4, 16, seed=1250979302), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]]), rand(6, seed=1217424064)],
         note="discovered: test nn/conv/test_tag_conv.py::test_tag_conv"),
    case("nn.conv.TAGConv[3x4x16]", "nn.conv", built(lambda: torch_geometric.nn.conv.TAGConv(16, 32), seed=627154591),
         [randn(3, 4, 16, seed=1344759692), torch.tensor([[0, 0, 0, 1, 2, 3], [1, 2, 3, 0, 0, 0]])],
         note="discovered: test nn/conv/test_tag_conv.py::test_static_tag_conv"),
    case("nn.conv.TransformerConv", "nn.conv", built(lambda: torch_geometric.nn.conv.TransformerConv(8, 32, 2, beta=True, edge_dim=None, concat=False), seed=1240664376),
         [randn(4, 8, seed=1799087523), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])], {'edge_attr': None, 'return_attention_weights': True},
         note="discovered: test nn/conv/test_transformer_conv.py::test_transformer_conv[False-None]"),
    case("nn.conv.TransformerConv[2]", "nn.conv", built(lambda: torch_geometric.nn.conv.TransformerConv(8, 32, 2, beta=True, edge_dim=None, concat=False), seed=1776428996),
         [randn(4, 8, seed=1049909903), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])], {'edge_attr': None},
         note="discovered: test nn/conv/test_transformer_conv.py::test_transformer_conv[False-None]"),
    case("nn.conv.TransformerConv[3]", "nn.conv", built(lambda: torch_geometric.nn.conv.TransformerConv(8, 32, 2, beta=True, edge_dim=None, concat=True), seed=769624761),
         [randn(4, 8, seed=972104698), torch.tensor([[0, 1, 2, 3], [0, 0, 1, 1]])], {'edge_attr': None, 'return_attention_weights': True},
         note="discovered: test nn/conv/test_transformer_conv.py::test_transformer_conv[True-None]"),
    case("nn.conv.WLConv", "nn.conv", built(lambda: torch_geometric.nn.conv.WLConv(), seed=1928966514),
         [torch.tensor([1, 0, 0, 1]), torch.tensor([[0, 1, 1, 2, 2, 3], [1, 0, 2, 1, 3, 2]])],
         note="discovered: test nn/conv/test_wl_conv.py::test_wl_conv"),
    case("nn.conv.WLConv[4x2]", "nn.conv", built(lambda: torch_geometric.nn.conv.WLConv(), seed=1619909742),
         [torch.tensor([[0.0, 1.0], [1.0, 0.0], [1.0, 0.0], [0.0, 1.0]]), torch.tensor([[0, 1, 1, 2, 2, 3], [1, 0, 2, 1, 3, 2]])],
         note="discovered: test nn/conv/test_wl_conv.py::test_wl_conv"),
    case("nn.conv.WLConvContinuous", "nn.conv", built(lambda: torch_geometric.nn.conv.WLConvContinuous(), seed=1952477253),
         [torch.tensor([[-1], [0], [1]], dtype=torch.float32), torch.tensor([[0, 1, 1, 2], [1, 0, 2, 1]], dtype=torch.int64)],
         note="discovered: test nn/conv/test_wl_conv_continuous.py::test_wl_conv"),
    case("nn.norm.BatchNorm", "nn.norm", built(lambda: torch_geometric.nn.norm.BatchNorm(16, track_running_stats=True, allow_single_element=True), seed=382749043),
         [randn(1, 16, seed=1627252288)],
         note="discovered: test nn/norm/test_batch_norm.py::test_batch_norm_single_element"),
    case("nn.norm.BatchNorm[2]", "nn.norm", built(lambda: torch_geometric.nn.norm.BatchNorm(16, affine=False, track_running_stats=False, device=torch.device('cpu')), seed=212457625),
         [randn(100, 16, seed=543609818)],
         note="discovered: test nn/norm/test_batch_norm.py::test_batch_norm[False-cpu]"),
    case("nn.norm.BatchNorm[3]", "nn.norm", built(lambda: torch_geometric.nn.norm.BatchNorm(16, affine=True, track_running_stats=True, device=torch.device('cpu')), seed=1219313444),
         [randn(100, 16, seed=388397935)],
         note="discovered: test nn/norm/test_batch_norm.py::test_batch_norm[True-cpu]"),
    case("nn.norm.DiffGroupNorm", "nn.norm", built(lambda: torch_geometric.nn.norm.DiffGroupNorm(16, groups=4, lamda=0, device=torch.device('cpu')), seed=13139589),
         [randn(6, 16, seed=266544966)],
         note="discovered: test nn/norm/test_diff_group_norm.py::test_diff_group_norm[cpu]"),
    case("nn.norm.DiffGroupNorm[2]", "nn.norm", built(lambda: torch_geometric.nn.norm.DiffGroupNorm(16, groups=4, lamda=0.01, device=torch.device('cpu')), seed=1802107359),
         [randn(6, 16, seed=999380172)],
         note="discovered: test nn/norm/test_diff_group_norm.py::test_diff_group_norm[cpu]"),
    case("nn.norm.DiffGroupNorm.group_distance_ratio", "nn.norm", torch_geometric.nn.norm.DiffGroupNorm.group_distance_ratio,
         [randn(6, 16, seed=1639614873), torch.tensor([0, 1, 0, 1, 1, 1])],
         ref="torch_geometric.nn.norm.DiffGroupNorm.group_distance_ratio", note="discovered: test nn/norm/test_diff_group_norm.py::test_group_distance_ratio"),
    case("nn.norm.GraphNorm", "nn.norm", built(lambda: torch_geometric.nn.norm.GraphNorm(16, device=torch.device('cpu')), seed=100974775),
         [randn(200, 16, seed=81869092)],
         note="discovered: test nn/norm/test_graph_norm.py::test_graph_norm[cpu]"),
    case("nn.norm.GraphNorm[2]", "nn.norm", built(lambda: torch_geometric.nn.norm.GraphNorm(16, device=torch.device('cpu')), seed=1540228109),
         [randn(200, 16, seed=567904686), torch.tensor([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3], dtype=torch.int64)],
         note="discovered: test nn/norm/test_graph_norm.py::test_graph_norm[cpu]"),
    case("nn.norm.GraphSizeNorm", "nn.norm", built(lambda: torch_geometric.nn.norm.GraphSizeNorm(), seed=12881274),
         [randn(100, 16, seed=1554807985), torch.tensor([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9], dtype=torch.int64)],
         note="discovered: test nn/norm/test_graph_size_norm.py::test_graph_size_norm"),
    case("nn.norm.HeteroBatchNorm", "nn.norm", built(lambda: torch_geometric.nn.norm.HeteroBatchNorm(16, num_types=1, affine=False, track_running_stats=False, device=torch.device('cpu')), seed=641021498),
         [randn(100, 16, seed=969749361), torch.zeros(100, dtype=torch.int64)],
         note="discovered: test nn/norm/test_batch_norm.py::test_hetero_batch_norm[False-cpu]"),
    case("nn.norm.HeteroBatchNorm[2]", "nn.norm", built(lambda: torch_geometric.nn.norm.HeteroBatchNorm(16, num_types=1, affine=True, track_running_stats=True, device=torch.device('cpu')), seed=239547850),
         [randn(100, 16, seed=2092462625), torch.zeros(100, dtype=torch.int64)],
         note="discovered: test nn/norm/test_batch_norm.py::test_hetero_batch_norm[True-cpu]"),
    case("nn.norm.HeteroBatchNorm[3]", "nn.norm", built(lambda: torch_geometric.nn.norm.HeteroBatchNorm(16, num_types=5, affine=False, track_running_stats=False, device=torch.device('cpu')), seed=172290279),
         [randn(100, 16, seed=982283252), torch.tensor([0, 0, 3, 0, 1, 2, 1, 1, 0, 3, 2, 2, 1, 3, 4, 4, 1, 4, 4, 0, 1, 1, 0, 0, 2, 1, 0, 0, 4, 1, 0, 2, 0, 3, 3, 0, 0, 3, 1, 1, 4, 1, 0, 2, 3, 2, 0, 0, 2, 2, 1, 0, 0, 3, 2, 2, 1, 3, 3, 0, 2, 0, 1, 4, 2, 2, 1, 2, 1, 2, 2, 3, 3, 2, 3, 3, 0, 3, 0, 1, 1, 1, 0, 3, 3, 4, 3, 0, 1, 1, 2, 1, 2, 0, 4, 1, 1, 4, 4, 3], dtype=torch.int64)],
         note="discovered: test nn/norm/test_batch_norm.py::test_hetero_batch_norm[False-cpu]"),
    case("nn.norm.HeteroLayerNorm", "nn.norm", built(lambda: torch_geometric.nn.norm.HeteroLayerNorm(16, num_types=1, affine=False, device=torch.device('cpu')), seed=852625483),
         [load('677e7c6763e99cc1')], {'type_ptr': [0, 100]},
         note="discovered: test nn/norm/test_layer_norm.py::test_hetero_layer_norm[False-cpu]"),
    case("nn.norm.HeteroLayerNorm[2]", "nn.norm", built(lambda: torch_geometric.nn.norm.HeteroLayerNorm(16, num_types=1, affine=True, device=torch.device('cpu')), seed=1578767265),
         [load('c5c7c9352afc5480')], {'type_ptr': [0, 100]},
         note="discovered: test nn/norm/test_layer_norm.py::test_hetero_layer_norm[True-cpu]"),
    case("nn.norm.HeteroLayerNorm[3]", "nn.norm", built(lambda: torch_geometric.nn.norm.HeteroLayerNorm(16, num_types=5, affine=False, device=torch.device('cpu')), seed=1511803884),
         [load('677e7c6763e99cc1')], {'type_ptr': [0, 20, 40, 60, 80, 100]},
         note="discovered: test nn/norm/test_layer_norm.py::test_hetero_layer_norm[False-cpu]"),
    case("nn.norm.InstanceNorm", "nn.norm", built(lambda: torch_geometric.nn.norm.InstanceNorm(16, affine=False, track_running_stats=False, device=torch.device('cpu')), seed=1788278338),
         [randn(100, 16, seed=1276574777)],
         note="discovered: test nn/norm/test_instance_norm.py::test_instance_norm[False-cpu]"),
    case("nn.norm.InstanceNorm[2]", "nn.norm", built(lambda: torch_geometric.nn.norm.InstanceNorm(16, affine=True, track_running_stats=True, device=torch.device('cpu')), seed=1340469922),
         [randn(100, 16, seed=1977879065)],
         note="discovered: test nn/norm/test_instance_norm.py::test_instance_norm[True-cpu]"),
    case("nn.norm.InstanceNorm[3]", "nn.norm", built(lambda: torch_geometric.nn.norm.InstanceNorm(16, affine=False, track_running_stats=False, device=torch.device('cpu')), seed=199496319),
         [randn(100, 16, seed=1845721324), torch.zeros(100, dtype=torch.int64)],
         note="discovered: test nn/norm/test_instance_norm.py::test_instance_norm[False-cpu]"),
    case("nn.norm.LayerNorm", "nn.norm", built(lambda: torch_geometric.nn.norm.LayerNorm(16, affine=False, mode='graph', device=torch.device('cpu')), seed=1121553934),
         [randn(100, 16, seed=1935072165)],
         note="discovered: test nn/norm/test_layer_norm.py::test_layer_norm[graph-False-cpu]"),
    case("nn.norm.LayerNorm[2]", "nn.norm", built(lambda: torch_geometric.nn.norm.LayerNorm(16, affine=False, mode='node', device=torch.device('cpu')), seed=1376901614),
         [randn(100, 16, seed=481803141)],
         note="discovered: test nn/norm/test_layer_norm.py::test_layer_norm[node-False-cpu]"),
    case("nn.norm.LayerNorm[3]", "nn.norm", built(lambda: torch_geometric.nn.norm.LayerNorm(16, affine=True, mode='graph', device=torch.device('cpu')), seed=235928011),
         [randn(100, 16, seed=360039576)],
         note="discovered: test nn/norm/test_layer_norm.py::test_layer_norm[graph-True-cpu]"),
    case("nn.norm.MeanSubtractionNorm", "nn.norm", built(lambda: torch_geometric.nn.norm.MeanSubtractionNorm(), seed=133672950),
         [randn(6, 16, seed=2081221613)],
         note="discovered: test nn/norm/test_mean_subtraction_norm.py::test_mean_subtraction_norm"),
    case("nn.norm.MeanSubtractionNorm[2]", "nn.norm", built(lambda: torch_geometric.nn.norm.MeanSubtractionNorm(), seed=2012646918),
         [randn(6, 16, seed=505914269), torch.tensor([0, 0, 1, 1, 1, 2])],
         note="discovered: test nn/norm/test_mean_subtraction_norm.py::test_mean_subtraction_norm"),
    case("nn.norm.MessageNorm", "nn.norm", built(lambda: torch_geometric.nn.norm.MessageNorm(learn_scale=False, device=torch.device('cpu')), seed=1096917360),
         [randn(100, 16, seed=1553113051), randn(100, 16, seed=1536335432)],
         note="discovered: test nn/norm/test_msg_norm.py::test_message_norm[cpu]"),
    case("nn.norm.MessageNorm[2]", "nn.norm", built(lambda: torch_geometric.nn.norm.MessageNorm(learn_scale=True, device=torch.device('cpu')), seed=2021363052),
         [randn(100, 16, seed=815969431), randn(100, 16, seed=799191812)],
         note="discovered: test nn/norm/test_msg_norm.py::test_message_norm[cpu]"),
    case("nn.norm.PairNorm", "nn.norm", built(lambda: torch_geometric.nn.norm.PairNorm(scale_individually=False), seed=1136696381),
         [randn(100, 16, seed=279054526)],
         note="discovered: test nn/norm/test_pair_norm.py::test_pair_norm[False]"),
    case("nn.norm.PairNorm[2]", "nn.norm", built(lambda: torch_geometric.nn.norm.PairNorm(scale_individually=True), seed=797941383),
         [randn(100, 16, seed=2026512404)],
         note="discovered: test nn/norm/test_pair_norm.py::test_pair_norm[True]"),
    case("nn.norm.PairNorm[200x16]", "nn.norm", built(lambda: torch_geometric.nn.norm.PairNorm(scale_individually=False), seed=213423742),
         [load('396f9fa8f802d003'), torch.tensor([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], dtype=torch.int64)],
         note="discovered: test nn/norm/test_pair_norm.py::test_pair_norm[False]"),
    case("nn.pool.ASAPooling", "nn.pool", built(lambda: torch_geometric.nn.pool.ASAPooling(16, ratio=0.5, GNN=torch_geometric.nn.conv.GCNConv, add_self_loops=False), seed=1796833424),
         [randn(4, 16, seed=1479631611), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2]])],
         note="discovered: test nn/pool/test_asap.py::test_asap"),
    case("nn.pool.ASAPooling[2]", "nn.pool", built(lambda: torch_geometric.nn.pool.ASAPooling(16, ratio=0.5, GNN=torch_geometric.nn.conv.GCNConv, add_self_loops=True), seed=1830128524),
         [randn(4, 16, seed=1673880887), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2]])],
         note="discovered: test nn/pool/test_asap.py::test_asap"),
    case("nn.pool.ASAPooling[3]", "nn.pool", built(lambda: torch_geometric.nn.pool.ASAPooling(16, ratio=0.5, GNN=torch_geometric.nn.conv.GraphConv, add_self_loops=False), seed=1897091905),
         [randn(4, 16, seed=2037265090), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2]])],
         note="discovered: test nn/pool/test_asap.py::test_asap"),
    case("nn.pool.ClusterPooling", "nn.pool", built(lambda: torch_geometric.nn.pool.ClusterPooling(in_channels=1, edge_score_method='log_softmax'), seed=1210603927),
         [torch.tensor([[0.0], [1.0], [2.0], [3.0], [4.0], [5.0], [-1.0]]), torch.tensor([[0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 5, 6], [1, 2, 3, 6, 0, 2, 3, 0, 1, 3, 0, 1, 2, 5, 4, 0]]), torch.tensor([0, 0, 0, 0, 1, 1, 0])],
         note="discovered: test nn/pool/test_cluster_pool.py::test_cluster_pooling[log_softmax]"),
    case("nn.pool.ClusterPooling[2]", "nn.pool", built(lambda: torch_geometric.nn.pool.ClusterPooling(in_channels=1, edge_score_method='sigmoid'), seed=952226669),
         [torch.tensor([[0.0], [1.0], [2.0], [3.0], [4.0], [5.0], [-1.0]]), torch.tensor([[0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 5, 6], [1, 2, 3, 6, 0, 2, 3, 0, 1, 3, 0, 1, 2, 5, 4, 0]]), torch.tensor([0, 0, 0, 0, 1, 1, 0])],
         note="discovered: test nn/pool/test_cluster_pool.py::test_cluster_pooling[sigmoid]"),
    case("nn.pool.ClusterPooling[3]", "nn.pool", built(lambda: torch_geometric.nn.pool.ClusterPooling(in_channels=1, edge_score_method='tanh'), seed=885263288),
         [torch.tensor([[0.0], [1.0], [2.0], [3.0], [4.0], [5.0], [-1.0]]), torch.tensor([[0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 5, 6], [1, 2, 3, 6, 0, 2, 3, 0, 1, 3, 0, 1, 2, 5, 4, 0]]), torch.tensor([0, 0, 0, 0, 1, 1, 0])],
         note="discovered: test nn/pool/test_cluster_pool.py::test_cluster_pooling[tanh]"),
    case("nn.pool.EdgePooling", "nn.pool", built(lambda: torch_geometric.nn.pool.EdgePooling(in_channels=1), seed=342364836),
         [torch.tensor([[0.0], [1.0], [2.0], [3.0], [4.0], [5.0]]), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 5], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 5, 4]]), torch.tensor([0, 0, 0, 0, 1, 1])],
         note="discovered: test nn/pool/test_edge_pool.py::test_edge_pooling"),
    case("nn.pool.EdgePooling.compute_edge_score_sigmoid", "nn.pool", torch_geometric.nn.pool.EdgePooling.compute_edge_score_sigmoid,
         [randn(14, seed=76499992), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 5], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 5, 4]])], {'num_nodes': 6},
         ref="torch_geometric.nn.pool.EdgePooling.compute_edge_score_sigmoid", note="discovered: test nn/pool/test_edge_pool.py::test_compute_edge_score_sigmoid"),
    case("nn.pool.EdgePooling.compute_edge_score_softmax", "nn.pool", torch_geometric.nn.pool.EdgePooling.compute_edge_score_softmax,
         [randn(14, seed=1664175274), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 5], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 5, 4]])], {'num_nodes': 6},
         ref="torch_geometric.nn.pool.EdgePooling.compute_edge_score_softmax", note="discovered: test nn/pool/test_edge_pool.py::test_compute_edge_score_softmax"),
    case("nn.pool.MemPooling.kl_loss", "nn.pool", torch_geometric.nn.pool.MemPooling.kl_loss,
         [torch.tensor([[[0.5157812833786011, 0.4842187464237213], [0.47291335463523865, 0.527086615562439], [0.5378183126449585, 0.4621816575527191], [0.0, 0.0]], [[0.48555245995521545, 0.5144475102424622], [0.4893515706062317, 0.5106483697891235], [0.46540820598602295, 0.534591794013977], [0.5342994332313538, 0.46570059657096863]], [[0.5078461170196533, 0.4921538829803467], [0.48956653475761414, 0.5104334354400635], [0.5298963189125061, 0.4701036810874939], [0.4586518704891205, 0.5413480997085571]], [[0.4750499129295349, 0.5249500870704651], [0.49001243710517883, 0.5099876523017883], [0.4801788032054901, 0.5198211669921875], [0.0, 0.0]], [[0.49668991565704346, 0.5033100843429565], [0.504781186580658, 0.49521884322166443], [0.4894567131996155, 0.5105432868003845], [0.0, 0.0]]])],
         ref="torch_geometric.nn.pool.MemPooling.kl_loss", note="discovered: test nn/pool/test_mem_pool.py::test_mem_pool"),
    case("nn.pool.MemPooling", "nn.pool", built(lambda: torch_geometric.nn.pool.MemPooling(8, 4, heads=2, num_clusters=1), seed=773065138),
         [torch.tensor([[[-0.04141085594892502, 0.327095627784729, -0.23818854987621307, -0.10073868930339813, 0.09436332434415817, -0.41548413038253784, 0.5933470726013184, 0.19020605087280273], [0.012392155826091766, 0.28785836696624756, -0.22688378393650055, -0.0695355087518692, 0.07081419229507446, -0.397697389125824, 0.49283111095428467, 0.1279560923576355]], [[0.2665373384952545, -0.5107854008674622, -0.6234457492828369, 0.3292264938354492, -0.04505231976509094, -0.1934511959552765, 0.07686591148376465, 0.03023870289325714], [0.27111750841140747, -0.5385560393333435, -0.647405743598938, 0.3823006749153137, 0.019412517547607422, -0.13118484616279602, 0.05993252247571945, -0.054612889885902405]], [[-0.5826511383056641, -0.6394315361976624, 0.2460661232471466, -0.36250603199005127, -0.5127918124198914, 0.3654070794582367, -0.04105076193809509, 1.1972159147262573], [-0.6214329600334167, -0.7260992527008057, 0.18591931462287903, -0.28850850462913513, -0.41521620750427246, 0.4812670350074768, -0.02243301272392273, 1.140987515449524]], [[-0.32930877804756165, -1.155809760093689, -0.46833059191703796, 0.4677295982837677, 0.2766493558883667, 0.8757082223892212, -0.08404850214719772, 0.15350812673568726], [-0.3640974760055542, -1.2238805294036865, -0.4891151785850525, 0.5044296979904175, 0.32184138894081116, 0.9620907306671143, -0.08882017433643341, 0.1391206979751587]], [[-0.0017083287239074707, 0.4238477647304535, 0.6446738243103027, -0.25088798999786377, -0.12244120985269547, 0.1074407696723938, -0.4242422580718994, -0.21235084533691406], [0.006035454571247101, 0.4237193167209625, 0.6395390629768372, -0.2492602914571762, -0.12678538262844086, 0.09800666570663452, -0.42526182532310486, -0.21346811950206757]]])],
         note="discovered: test nn/pool/test_mem_pool.py::test_mem_pool"),
    case("nn.pool.MemPooling[17x4]", "nn.pool", built(lambda: torch_geometric.nn.pool.MemPooling(4, 8, heads=3, num_clusters=2), seed=1599608798),
         [randn(17, 4, seed=76198997), torch.tensor([0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4])],
         note="discovered: test nn/pool/test_mem_pool.py::test_mem_pool"),
    case("nn.pool.SAGPooling", "nn.pool", built(lambda: torch_geometric.nn.pool.SAGPooling(16, ratio=0.5, GNN=torch_geometric.nn.conv.GATConv), seed=523427038),
         [randn(4, 16, seed=19366229), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2]])],
         note="discovered: test nn/pool/test_sag_pool.py::test_sag_pooling"),
    case("nn.pool.SAGPooling[2]", "nn.pool", built(lambda: torch_geometric.nn.pool.SAGPooling(16, ratio=0.5, GNN=torch_geometric.nn.conv.GCNConv), seed=1354275838),
         [randn(4, 16, seed=196683381), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2]])],
         note="discovered: test nn/pool/test_sag_pool.py::test_sag_pooling"),
    case("nn.pool.SAGPooling[3]", "nn.pool", built(lambda: torch_geometric.nn.pool.SAGPooling(16, ratio=0.5, GNN=torch_geometric.nn.conv.GraphConv), seed=1287018267),
         [randn(4, 16, seed=1254776008), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2]])],
         note="discovered: test nn/pool/test_sag_pool.py::test_sag_pooling"),
    case("nn.pool.TopKPooling", "nn.pool", built(lambda: torch_geometric.nn.pool.TopKPooling(16, ratio=0.5), seed=1582748959),
         [randn(4, 16, seed=1974714892), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2]])],
         note="discovered: test nn/pool/test_topk_pool.py::test_topk_pooling"),
    case("nn.pool.TopKPooling[2]", "nn.pool", built(lambda: torch_geometric.nn.pool.TopKPooling(16, ratio=2), seed=119748165),
         [randn(4, 16, seed=1445594374), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2]])],
         note="discovered: test nn/pool/test_topk_pool.py::test_topk_pooling"),
    case("nn.pool.TopKPooling[3]", "nn.pool", built(lambda: torch_geometric.nn.pool.TopKPooling(16, ratio=None, min_score=0.1), seed=1126552400),
         [randn(4, 16, seed=2049889211), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2]])],
         note="discovered: test nn/pool/test_topk_pool.py::test_topk_pooling"),
    case("nn.pool.connect.filter_edges.filter_adj", "nn.pool.connect.filter_edges", torch_geometric.nn.pool.connect.filter_edges.filter_adj,
         [torch.tensor([[0, 0, 1, 1, 2, 2, 3, 3], [1, 3, 0, 2, 1, 3, 0, 2]]), torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]), torch.tensor([2, 3])],
         note="discovered: test nn/pool/test_topk_pool.py::test_filter_adj"),
    case("nn.pool.consecutive.consecutive_cluster", "nn.pool.consecutive", torch_geometric.nn.pool.consecutive.consecutive_cluster,
         [torch.tensor([0, 1, 0, 1, 2, 2])],
         note="discovered: test nn/pool/test_avg_pool.py::test_avg_pool_x"),
    case("nn.pool.consecutive.consecutive_cluster[7]", "nn.pool.consecutive", torch_geometric.nn.pool.consecutive.consecutive_cluster,
         [torch.tensor([8, 2, 10, 15, 100, 1, 100])],
         note="discovered: test nn/pool/test_consecutive.py::test_consecutive_cluster"),
    case("nn.pool.decimation.decimation_indices[random]", "nn.pool.decimation", torch_geometric.nn.pool.decimation.decimation_indices,
         [torch.tensor([0, 4])], {'decimation_factor': 2},
         check=False, note="discovered: test nn/pool/test_decimation.py::test_decimation_single_cloud"),
    case("nn.pool.decimation.decimation_indices[2][random]", "nn.pool.decimation", torch_geometric.nn.pool.decimation.decimation_indices,
         [torch.tensor([0, 4])], {'decimation_factor': 666},
         check=False, note="discovered: test nn/pool/test_decimation.py::test_decimation_almost_empty"),
    case("nn.pool.decimation.decimation_indices[3][random]", "nn.pool.decimation", torch_geometric.nn.pool.decimation.decimation_indices,
         [torch.tensor([0, 4, 10])], {'decimation_factor': 2},
         check=False, note="discovered: test nn/pool/test_decimation.py::test_decimation_basic"),
    case("nn.pool.pool.pool_batch", "nn.pool.pool", torch_geometric.nn.pool.pool.pool_batch,
         [torch.tensor([2, 3, 5], dtype=torch.int64), torch.tensor([0, 0, 0, 0, 1, 1])],
         note="discovered: test nn/pool/test_avg_pool.py::test_avg_pool_x"),
    case("nn.pool.pool.pool_edge", "nn.pool.pool", torch_geometric.nn.pool.pool.pool_edge,
         [torch.tensor([0, 1, 0, 1, 2, 2], dtype=torch.int64), torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 5], [1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 5, 4]]), torch.ones(14)],
         note="discovered: test nn/pool/test_avg_pool.py::test_avg_pool"),
    case("nn.pool.pool.pool_pos", "nn.pool.pool", torch_geometric.nn.pool.pool.pool_pos,
         [torch.tensor([0, 1, 0, 1, 2, 2], dtype=torch.int64), torch.tensor([[0.0, 0.0], [1.0, 1.0], [2.0, 2.0], [3.0, 3.0], [4.0, 4.0], [5.0, 5.0]])],
         note="discovered: test nn/pool/test_avg_pool.py::test_avg_pool"),
    case("nn.pool.select.SelectTopK", "nn.pool.select", built(lambda: torch_geometric.nn.pool.select.SelectTopK(16, min_score=2.0), seed=749401863),
         [randn(6, 16, seed=36596884), torch.tensor([0, 0, 1, 1, 1, 1])],
         note="discovered: test nn/pool/select/test_select_topk.py::test_select_topk[2.0]"),
    case("nn.pool.select.SelectTopK[2]", "nn.pool.select", built(lambda: torch_geometric.nn.pool.select.SelectTopK(16, min_score=None), seed=249612125),
         [randn(6, 16, seed=205518814), torch.tensor([0, 0, 1, 1, 1, 1])],
         note="discovered: test nn/pool/select/test_select_topk.py::test_select_topk[None]"),
    case("nn.pool.select.topk.topk", "nn.pool.select.topk", lambda x0, x1: torch_geometric.nn.pool.select.topk.topk(x0, 0.5, x1),
         [torch.tensor([2.0, 4.0, 5.0, 6.0, 2.0, 9.0]), torch.tensor([0, 0, 1, 1, 1, 1])],
         ref="torch_geometric.nn.pool.select.topk.topk", note="discovered: test nn/pool/select/test_select_topk.py::test_topk_ratio"),
    case("nn.pool.select.topk.topk[2]", "nn.pool.select.topk", lambda x0, x1: torch_geometric.nn.pool.select.topk.topk(x0, 2, x1),
         [torch.tensor([2.0, 4.0, 5.0, 6.0, 2.0, 9.0]), torch.tensor([0, 0, 1, 1, 1, 1])],
         ref="torch_geometric.nn.pool.select.topk.topk", note="discovered: test nn/pool/select/test_select_topk.py::test_topk_ratio"),
    case("nn.pool.select.topk.topk[3]", "nn.pool.select.topk", lambda x0, x1: torch_geometric.nn.pool.select.topk.topk(x0, 3, x1),
         [torch.tensor([2.0, 4.0, 5.0, 6.0, 2.0, 9.0]), torch.tensor([0, 0, 1, 1, 1, 1])],
         ref="torch_geometric.nn.pool.select.topk.topk", note="discovered: test nn/pool/select/test_select_topk.py::test_topk_ratio"),
]

# Not discovered: 99 of 183 public callables.
#   torch_geometric.nn.aggr.Aggregation: no example in its docstring
#   torch_geometric.nn.aggr.AttentionalAggregation: no example in its docstring
#   torch_geometric.nn.aggr.DeepSetsAggregation: no example in its docstring
#   torch_geometric.nn.aggr.DegreeScalerAggregation: no example in its docstring
#   torch_geometric.nn.aggr.EquilibriumAggregation: no example in its docstring
#   torch_geometric.nn.aggr.GRUAggregation: no example in its docstring
#   torch_geometric.nn.aggr.GraphMultisetTransformer: no example in its docstring
#   torch_geometric.nn.aggr.LCMAggregation: no example in its docstring
#   torch_geometric.nn.aggr.LSTMAggregation: no example in its docstring
#   torch_geometric.nn.aggr.MLPAggregation: no example in its docstring
#   torch_geometric.nn.aggr.MaxAggregation: no example in its docstring
#   torch_geometric.nn.aggr.MeanAggregation: no example in its docstring
#   torch_geometric.nn.aggr.MedianAggregation: no example in its docstring
#   torch_geometric.nn.aggr.MinAggregation: no example in its docstring
#   torch_geometric.nn.aggr.MulAggregation: no example in its docstring
#   torch_geometric.nn.aggr.MultiAggregation: no example in its docstring
#   torch_geometric.nn.aggr.PatchTransformerAggregation: no example in its docstring
#   torch_geometric.nn.aggr.PowerMeanAggregation: no example in its docstring
#   torch_geometric.nn.aggr.QuantileAggregation: no example in its docstring
#   torch_geometric.nn.aggr.Set2Set: no example in its docstring
#   torch_geometric.nn.aggr.SetTransformerAggregation: no example in its docstring
#   torch_geometric.nn.aggr.SoftmaxAggregation: no example in its docstring
#   torch_geometric.nn.aggr.SortAggregation: no example in its docstring
#   torch_geometric.nn.aggr.StdAggregation: no example in its docstring
#   torch_geometric.nn.aggr.SumAggregation: no example in its docstring
#   torch_geometric.nn.aggr.VarAggregation: no example in its docstring
#   torch_geometric.nn.aggr.VariancePreservingAggregation: no example in its docstring
#   torch_geometric.nn.aggr.base.expand_left: no example in its docstring
#   torch_geometric.nn.aggr.equilibrium.MomentumOptimizer: no example in its docstring
#   torch_geometric.nn.aggr.equilibrium.ResNetPotential: no example in its docstring
#   torch_geometric.nn.aggr.fused.FusedAggregation: no example in its docstring
#   torch_geometric.nn.conv.CuGraphGATConv: no example in its docstring
#   torch_geometric.nn.conv.CuGraphRGCNConv: no example in its docstring
#   torch_geometric.nn.conv.CuGraphSAGEConv: no example in its docstring
#   torch_geometric.nn.conv.DynamicEdgeConv: no example in its docstring
#   torch_geometric.nn.conv.GravNetConv: no example in its docstring
#   torch_geometric.nn.conv.HANConv: no example in its docstring
#   torch_geometric.nn.conv.HGTConv: no example in its docstring
#   torch_geometric.nn.conv.HeteroConv: its calls could not be written: an argument of type builtins.dict cannot be written as source
#   torch_geometric.nn.conv.PANConv: no example in its docstring
#   torch_geometric.nn.conv.PointGNNConv: no example in its docstring
#   torch_geometric.nn.conv.SplineConv: no example in its docstring
#   torch_geometric.nn.conv.XConv: no example in its docstring
#   torch_geometric.nn.conv.cugraph.CuGraphModule: no example in its docstring
#   torch_geometric.nn.conv.dna_conv.Attention: no example in its docstring
#   torch_geometric.nn.conv.dna_conv.Linear: no example in its docstring
#   torch_geometric.nn.conv.dna_conv.MultiHead: no example in its docstring
#   torch_geometric.nn.conv.dna_conv.restricted_softmax: no example in its docstring
#   torch_geometric.nn.conv.gcn_conv.gcn_norm: no example in its docstring
#   torch_geometric.nn.conv.gen_conv.MLP: no example in its docstring
#   torch_geometric.nn.conv.han_conv.group: no example in its docstring
#   torch_geometric.nn.conv.hetero_conv.group: no example in its docstring
#   torch_geometric.nn.conv.ppf_conv.get_angle: no example in its docstring
#   torch_geometric.nn.conv.ppf_conv.point_pair_features: no example in its docstring
#   torch_geometric.nn.conv.rgcn_conv.masked_edge_index: no example in its docstring
#   torch_geometric.nn.conv.utils.paper_link: no example in its docstring
#   torch_geometric.nn.conv.utils.paper_title: no example in its docstring
#   torch_geometric.nn.conv.utils.processes_heterogeneous_graphs: no example in its docstring
#   torch_geometric.nn.conv.utils.processes_hypergraphs: no example in its docstring
#   torch_geometric.nn.conv.utils.processes_point_clouds: no example in its docstring
#   torch_geometric.nn.conv.utils.supports_bipartite_graphs: no example in its docstring
#   torch_geometric.nn.conv.utils.supports_edge_features: no example in its docstring
#   torch_geometric.nn.conv.utils.supports_edge_weights: no example in its docstring
#   torch_geometric.nn.conv.utils.supports_lazy_initialization: no example in its docstring
#   torch_geometric.nn.conv.utils.supports_sparse_tensor: no example in its docstring
#   torch_geometric.nn.conv.utils.supports_static_graphs: no example in its docstring
#   torch_geometric.nn.pool.ApproxL2KNNIndex: no example in its docstring
#   torch_geometric.nn.pool.ApproxMIPSKNNIndex: no example in its docstring
#   torch_geometric.nn.pool.KNNIndex: no example in its docstring
#   torch_geometric.nn.pool.L2KNNIndex: no example in its docstring
#   torch_geometric.nn.pool.MIPSKNNIndex: no example in its docstring
#   torch_geometric.nn.pool.PANPooling: no example in its docstring
#   torch_geometric.nn.pool.approx_knn: no example in its docstring
#   torch_geometric.nn.pool.approx_knn_graph: no example in its docstring
#   torch_geometric.nn.pool.avg_pool: no example in its docstring
#   torch_geometric.nn.pool.avg_pool_neighbor_x: no example in its docstring
#   torch_geometric.nn.pool.avg_pool_x: no example in its docstring
#   torch_geometric.nn.pool.cluster_pool.UnpoolInfo: no example in its docstring
#   torch_geometric.nn.pool.connect.Connect: no example in its docstring
#   torch_geometric.nn.pool.connect.ConnectOutput: no example in its docstring
#   torch_geometric.nn.pool.connect.FilterEdges: no example in its docstring
#   torch_geometric.nn.pool.edge_pool.UnpoolInfo: no example in its docstring
#   torch_geometric.nn.pool.fps: no example in its docstring
#   torch_geometric.nn.pool.global_add_pool: no example in its docstring
#   torch_geometric.nn.pool.global_max_pool: no example in its docstring
#   torch_geometric.nn.pool.global_mean_pool: no example in its docstring
#   torch_geometric.nn.pool.graclus: no example in its docstring
#   torch_geometric.nn.pool.knn: no example in its docstring
#   torch_geometric.nn.pool.knn.KNNOutput: no example in its docstring
#   torch_geometric.nn.pool.knn_graph: no example in its docstring
#   torch_geometric.nn.pool.max_pool: no example in its docstring
#   torch_geometric.nn.pool.max_pool_neighbor_x: no example in its docstring
#   torch_geometric.nn.pool.max_pool_x: no example in its docstring
#   torch_geometric.nn.pool.nearest: no example in its docstring
#   torch_geometric.nn.pool.radius: no example in its docstring
#   torch_geometric.nn.pool.radius_graph: no example in its docstring
#   torch_geometric.nn.pool.select.Select: no example in its docstring
#   torch_geometric.nn.pool.select.SelectOutput: no example in its docstring
#   torch_geometric.nn.pool.voxel_grid: no example in its docstring
