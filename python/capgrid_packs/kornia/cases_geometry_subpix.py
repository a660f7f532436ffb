"""kornia.geometry.subpix cases: soft-argmax, quadratic interpolation, NMS, Gaussian rendering.

Inputs are small response maps with a few clear peaks, so NMS and the sub-pixel refinement have
real maxima to work on.
"""

from __future__ import annotations

import torch
from kornia.geometry import subpix as S

from ._kit import Section, rand

CASES: list = []
_s = Section(CASES, "geometry.subpix", "subpix.", "kornia.geometry.subpix.")


def _peaky2d(b, c, h, w, seed):
    x = rand(b, c, h, w, seed=seed) * 0.2
    x[..., h // 3, w // 4] += 2.0
    x[..., 2 * h // 3, 3 * w // 4] += 1.5
    return x


def _peaky3d(b, c, d, h, w, seed):
    x = rand(b, c, d, h, w, seed=seed) * 0.2
    x[..., d // 2, h // 3, w // 4] += 2.0
    x[..., d // 2 - 1, 2 * h // 3, 3 * w // 4] += 1.5
    return x


HM = _peaky2d(2, 3, 16, 20, seed=91)
HM3 = _peaky3d(2, 1, 5, 16, 20, seed=92)

_s.add("conv_soft_argmax2d", S.conv_soft_argmax2d, [HM])
_s.add(
    "conv_soft_argmax2d[output_value,pixel,stride2]",
    S.conv_soft_argmax2d,
    [HM],
    {
        "kernel_size": (3, 3),
        "stride": (2, 2),
        "padding": (1, 1),
        "output_value": True,
        "normalized_coordinates": False,
    },
)
_s.add(
    "conv_soft_argmax2d[tensor_temperature]",
    lambda x, t: S.conv_soft_argmax2d(x, temperature=t),
    [HM, torch.tensor(0.5)],
    note="temperature as live 0-d tensor; `if temperature <= 0` is a data-dependent check",
)
_s.add("conv_soft_argmax3d", S.conv_soft_argmax3d, [HM3])
_s.add(
    "conv_soft_argmax3d[normalized]",
    S.conv_soft_argmax3d,
    [HM3],
    {"normalized_coordinates": True, "output_value": True},
)
_s.add(
    "conv_soft_argmax3d[pixel,stride2]",
    S.conv_soft_argmax3d,
    [HM3],
    {"stride": (1, 2, 2), "normalized_coordinates": False},
)
_s.add("conv_quad_interp3d", S.conv_quad_interp3d, [HM3])
_s.add(
    "conv_quad_interp3d[no_scale_steps]", S.conv_quad_interp3d, [HM3], {"allow_scale_steps": False}
)
_s.add(
    "conv_quad_interp3d[precomputed_mask]",
    lambda x: S.conv_quad_interp3d(x, precomputed_nms_mask=S.nms3d(x, (3, 3, 3), True)),
    [HM3],
)
_s.add("conv_quad_interp3d[batch1,rgb]", S.conv_quad_interp3d, [_peaky3d(1, 3, 5, 16, 20, seed=93)])
_s.add(
    "iterative_quad_interp3d", S.iterative_quad_interp3d, [HM3], note="data-dependent candidate set"
)
_s.add(
    "iterative_quad_interp3d[max_candidates]",
    S.iterative_quad_interp3d,
    [HM3],
    {"max_candidates": 8},
)
_s.add(
    "iterative_quad_interp3d[no_scale_steps]",
    S.iterative_quad_interp3d,
    [HM3],
    {"allow_scale_steps": False},
)
_s.add(
    "iterative_quad_interp3d[flat]",
    S.iterative_quad_interp3d,
    [torch.zeros(1, 1, 3, 8, 8)],
    note="degenerate: constant input, no maxima",
)
_s.add("spatial_softmax2d", S.spatial_softmax2d, [HM])
_s.add("spatial_softmax2d[temperature]", S.spatial_softmax2d, [HM], {"temperature": 0.3})
_s.add("spatial_softmax2d[tensor_temperature]", S.spatial_softmax2d, [HM, torch.tensor(0.3)])
_SM = S.spatial_softmax2d(HM)
_SM_FROM = "spatial_softmax2d of the heat map HM"  # exp's last bits follow the CPU
_s.add("spatial_expectation2d", S.spatial_expectation2d, [_SM], inputs_from=_SM_FROM)
_s.add(
    "spatial_expectation2d[pixel]",
    S.spatial_expectation2d,
    [_SM],
    {"normalized_coordinates": False},
    inputs_from=_SM_FROM,
)
_s.add("spatial_soft_argmax2d", S.spatial_soft_argmax2d, [HM])
_s.add("spatial_soft_argmax2d[temperature]", S.spatial_soft_argmax2d, [HM], {"temperature": 0.3})
_s.add(
    "spatial_soft_argmax2d[pixel]", S.spatial_soft_argmax2d, [HM], {"normalized_coordinates": False}
)
_MEAN = torch.tensor([[0.1, -0.2], [-0.5, 0.4]])
_STD = torch.tensor([[0.2, 0.3], [0.25, 0.15]])
_s.add(
    "render_gaussian2d",
    S.render_gaussian2d,
    [_MEAN, _STD],
    {"size": (16, 20)},
    note="size baked; mean/std (N,2) normalized",
)
_s.add(
    "render_gaussian2d[pixel]",
    S.render_gaussian2d,
    [torch.tensor([[5.0, 7.0], [12.0, 4.0]]), torch.tensor([[2.0, 3.0], [1.5, 2.5]])],
    {"size": (16, 20), "normalized_coordinates": False},
)
_s.add("nms2d", S.nms2d, [HM], {"kernel_size": (3, 3)})
_s.add("nms2d[mask_only,5x5]", S.nms2d, [HM], {"kernel_size": (5, 5), "mask_only": True})
_s.add("nms2d[batch1,gray]", S.nms2d, [HM[:1, :1]], {"kernel_size": (3, 3)})
_s.add("nms3d", S.nms3d, [HM3], {"kernel_size": (3, 3, 3)})
_s.add("nms3d[mask_only]", S.nms3d, [HM3], {"kernel_size": (3, 3, 3), "mask_only": True})
_s.add("nms3d_minmax", S.nms3d_minmax, [HM3])
_s.add("SpatialSoftArgmax2d", S.SpatialSoftArgmax2d(), [HM])
_s.add(
    "SpatialSoftArgmax2d[temperature,pixel]",
    S.SpatialSoftArgmax2d(0.5, normalized_coordinates=False),
    [HM],
)
_s.add("ConvSoftArgmax2d", S.ConvSoftArgmax2d(), [HM])
_s.add("ConvSoftArgmax2d[output_value]", S.ConvSoftArgmax2d(output_value=True), [HM])
_s.add("ConvSoftArgmax3d", S.ConvSoftArgmax3d(), [HM3])
_s.add("ConvSoftArgmax3d[output_value]", S.ConvSoftArgmax3d(output_value=True), [HM3])
_s.add("ConvQuadInterp3d", S.ConvQuadInterp3d(), [HM3])
_s.add("IterativeQuadInterp3d", S.IterativeQuadInterp3d(), [HM3])
_s.add("IterativeQuadInterp3d[max_candidates]", S.IterativeQuadInterp3d(max_candidates=8), [HM3])
_s.add("AdaptiveQuadInterp3d", S.AdaptiveQuadInterp3d(), [HM3], note="mode=auto")
_s.add("AdaptiveQuadInterp3d[conv]", S.AdaptiveQuadInterp3d(mode="conv"), [HM3])
_s.add("AdaptiveQuadInterp3d[patch]", S.AdaptiveQuadInterp3d(mode="patch"), [HM3])
_s.add("NonMaximaSuppression2d", S.NonMaximaSuppression2d((3, 3)), [HM])
_s.add("NonMaximaSuppression3d", S.NonMaximaSuppression3d((3, 3, 3)), [HM3])
