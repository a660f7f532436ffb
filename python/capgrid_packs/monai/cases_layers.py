"""Cases for monai.networks.layers: its modules (filters, spatial transforms, quantisers, shape
helpers) and its tensor functions; the layer factories (get_act_layer, ...) as the module each
returns. MONAI's compiled extension monai._C is not part of this install, so the layers built on
it are rows that say so.
"""

from __future__ import annotations

import torch
from monai.networks import layers as L

from ._kit import build, fn, net, rand, randn, skipped

G = "layers"
LA = "monai.networks.layers"
X2 = rand(1, 2, 16, 16, seed=200)
X3 = rand(1, 2, 8, 8, 8, seed=201)
SIG = rand(1, 2, 32, seed=202)  # 1-D signals: batch, channels, samples
_EXT = "needs MONAI's compiled C++ extension monai._C ({}), which this install does not have"

CASES: list = []
add = CASES.append


def lay(name: str, module, inputs, kwargs=None, **kw):
    add(net(f"layers.{name}", G, module, inputs, kwargs, **kw))


def func(name: str, target, inputs, kwargs=None, **kw):
    add(fn(f"layers.{name}", G, target, inputs, kwargs, **kw))


# --- filters -------------------------------------------------------------------------------------
lay("GaussianFilter[2d]", build(L.GaussianFilter, 2, 1.5), [X2])
lay("GaussianFilter[3d]", build(L.GaussianFilter, 3, 1.0), [X3])
lay("GaussianFilter[approx=sampled]", build(L.GaussianFilter, 2, 1.5, approx="sampled"), [X2])
lay("GaussianFilter[approx=scalespace]", build(L.GaussianFilter, 2, 1.5, approx="scalespace"),
    [X2])
lay("MeanFilter", build(L.MeanFilter, 2, 3), [X2])
lay("LaplaceFilter", build(L.LaplaceFilter, 2, 3), [X2])
lay("EllipticalFilter", build(L.EllipticalFilter, 2, 5), [X2])
lay("SharpenFilter", build(L.SharpenFilter, 2, 3), [X2])
lay("MedianFilter[2d]", build(L.MedianFilter, 1, spatial_dims=2), [X2])
lay("MedianFilter[3d]", build(L.MedianFilter, 1, spatial_dims=3), [X3])
lay("ApplyFilter", build(L.ApplyFilter, torch.tensor([[0.0, 1.0, 0.0], [1.0, -4.0, 1.0],
                                                      [0.0, 1.0, 0.0]])), [X2],
    note="a 3x3 Laplacian kernel")
lay("SavitzkyGolayFilter", build(L.SavitzkyGolayFilter, 5, 2), [SIG],
    note="window 5, order 2, along the last axis")
lay("HilbertTransform", build(L.HilbertTransform, axis=2), [SIG],
    note="an FFT along the samples; complex output")
func("median_filter", L.median_filter, [X2], {"kernel_size": (3, 3), "spatial_dims": 2})
func("apply_filter", L.apply_filter, [X2, torch.tensor([[1.0, 2.0, 1.0], [2.0, 4.0, 2.0],
                                                         [1.0, 2.0, 1.0]]) / 16.0],
     note="a live 3x3 kernel")
func("separable_filtering", L.separable_filtering,
     [X2], {"kernels": [torch.tensor([0.25, 0.5, 0.25]), torch.tensor([0.25, 0.5, 0.25])]},
     note="one 3-tap kernel per spatial axis (baked)")
func("gaussian_1d", L.gaussian_1d, [torch.tensor(1.5)], {"truncated": 3.0},
     note="a live sigma")
func("gaussian_1d[approx=sampled]", L.gaussian_1d, [torch.tensor(1.5)],
     {"truncated": 3.0, "approx": "sampled"})
func("polyval", L.polyval, [torch.tensor([1.0, -2.0, 0.5]), rand(8, seed=203)],
     note="coefficients and points both live")
for _name, _what in (("BilateralFilter", "permutohedral/brute-force bilateral filter"),
                     ("PHLFilter", "permutohedral lattice filter"),
                     ("TrainableBilateralFilter", "trainable bilateral filter"),
                     ("TrainableJointBilateralFilter", "trainable joint bilateral filter"),
                     ("LLTM", "the LLTM recurrent cell"),
                     ("grid_pull", "grid resampling"),
                     ("grid_push", "grid splatting"),
                     ("grid_count", "grid splatting counts"),
                     ("grid_grad", "grid resampling gradients")):
    add(skipped(f"layers.{_name}", G, getattr(L, _name), _EXT.format(_what)))
add(skipped("layers.GaussianMixtureModel", G, L.GaussianMixtureModel,
            "CUDA only (raises NotImplementedError on the CPU) and JIT-compiles a C++/CUDA "
            "extension"))

# --- spatial transforms, shapes, skips -----------------------------------------------------------
_THETA = torch.tensor([[[0.9, 0.1, 0.5], [-0.1, 0.9, -0.5]]])
lay("AffineTransform", build(L.AffineTransform, normalized=False), [X2, _THETA],
    note="a 2x3 pixel-space affine (live)")
lay("AffineTransform[normalized]",
    build(L.AffineTransform, (8, 8), normalized=True, align_corners=False), [X2, _THETA],
    note="normalised coordinates, 8x8 output")
lay("AffineTransform[3d]", build(L.AffineTransform, normalized=True),
    [X3, torch.tensor([[[1.0, 0.1, 0.0, 0.1], [0.0, 0.9, 0.1, 0.0], [0.1, 0.0, 1.0, -0.1]]])])
lay("ChannelPad[pad]", build(L.ChannelPad, 2, 2, 5), [X2])
lay("ChannelPad[project]", build(L.ChannelPad, 2, 2, 5, mode="project"), [X2])
lay("Flatten", build(L.Flatten), [X2])
lay("Reshape", build(L.Reshape, 4, 8, 16), [X2], note="batch kept, (2, 16, 16) -> (4, 8, 16)")
lay("SkipConnection[cat]", build(lambda: L.SkipConnection(torch.nn.Conv2d(2, 2, 3, padding=1))),
    [X2])
lay("SkipConnection[add]",
    build(lambda: L.SkipConnection(torch.nn.Conv2d(2, 2, 3, padding=1), mode="add")), [X2])
lay("DropPath", build(L.DropPath, 0.5), [X2], note="eval mode: identity")
_M = randn(4, 4, seed=206)
_SPD = _M @ _M.T + 4.0 * torch.eye(4)


def _spd_op(v: torch.Tensor) -> torch.Tensor:
    return _SPD @ v


lay("ConjugateGradient",
    build(lambda: L.ConjugateGradient(_spd_op, 8)), [torch.zeros(4), rand(4, seed=204)],
    note="solves A x = y for a fixed 4x4 SPD matrix A in 8 iterations")
_Q = build(L.EMAQuantizer, 2, 8, 4)
lay("EMAQuantizer", _Q, [rand(1, 4, 8, 8, seed=205)],
    note="eval mode: nearest-codebook look-up, no EMA update")
lay("VectorQuantizer", build(lambda: L.VectorQuantizer(L.EMAQuantizer(2, 8, 4))),
    [rand(1, 4, 8, 8, seed=205)], note="eval mode: nearest-codebook look-up, no EMA update")

# --- factories: the module each returns ----------------------------------------------------------
lay("get_act_layer[prelu]", build(L.get_act_layer, ("prelu", {"num_parameters": 2})), [X2],
    ref=f"{LA}.get_act_layer", note="the module the factory returns")
lay("get_act_layer[gelu]", build(L.get_act_layer, "gelu"), [X2], ref=f"{LA}.get_act_layer",
    note="the module the factory returns")
lay("get_norm_layer[instance]", build(L.get_norm_layer, "instance", 2, 2), [X2],
    ref=f"{LA}.get_norm_layer", note="the module the factory returns")
lay("get_norm_layer[group]", build(L.get_norm_layer, ("group", {"num_groups": 1}), 2, 2), [X2],
    ref=f"{LA}.get_norm_layer", note="the module the factory returns")
lay("get_norm_layer[localresponse]", build(L.get_norm_layer, ("localresponse", {"size": 2}), 2,
                                           2), [X2],
    ref=f"{LA}.get_norm_layer", note="the module the factory returns")
lay("get_pool_layer[max]", build(L.get_pool_layer, ("max", {"kernel_size": 2}), 2), [X2],
    ref=f"{LA}.get_pool_layer", note="the module the factory returns")
lay("get_pool_layer[adaptiveavg]",
    build(L.get_pool_layer, ("adaptiveavg", {"output_size": 3}), 3), [X3],
    ref=f"{LA}.get_pool_layer", note="the module the factory returns")
lay("get_dropout_layer", build(L.get_dropout_layer, ("dropout", {"p": 0.5}), 2), [X2],
    ref=f"{LA}.get_dropout_layer", note="the module the factory returns; eval mode: identity")
add(skipped("layers.LayerFactory", G, L.LayerFactory,
            "a registry of layer constructors (its get_*_layer wrappers are cases)"))
add(skipped("layers.split_args", G, L.split_args, "parses a (name, kwargs) argument (no tensors)"))
for _name in ("calculate_out_shape", "same_padding", "stride_minus_kernel_padding"):
    add(skipped(f"layers.{_name}", G, getattr(L, _name), "shape arithmetic on Python ints"))
add(skipped("layers.trunc_normal_", G, L.trunc_normal_,
            "weight initialisation helper (fills a tensor in place from the global RNG)"))
