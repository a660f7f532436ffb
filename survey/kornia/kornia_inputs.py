"""capgrid cases with the inputs of Kornia's own registration, for the rows where they differ.

    PYTHONPATH=python capgrid run survey/kornia/kornia_inputs.py \
        --results survey/kornia/kornia_inputs -j 1
    PYTHONPATH=$KORNIA_RC1:python capgrid run survey/kornia/kornia_inputs.py \
        --results survey/kornia/kornia_inputs_rc1 -j 1     # the kornia 0.9.0rc1 wheel

Each case has the name and group of the capgrid case it mirrors (python/capgrid_packs/kornia),
and the target, shapes, constants and kwargs of the case Kornia registered for that operator
(its docs/export_support/cases_*.py, as read for this comparison): where capgrid on these inputs
gives Kornia's status, the difference is the inputs; where it gives its own status again, it is
not (comparison.md, "different inputs"). Kornia draws its random tensors from one seeded stream
per case file, so their values depend on everything drawn before them; here they are drawn
with their own seeds, at Kornia's shapes and scales. The constants are Kornia's. The file
imports nothing the kornia 0.9.0rc1 wheel lacks ($KORNIA_RC1: pip install --no-deps --target),
so the same cases also run on the published code nearest Kornia's checkout.
"""

from __future__ import annotations

import torch
from kornia.filters import otsu_threshold
from kornia.geometry import bbox, boxes, calibration, subpix, transform
from kornia.geometry.conversions import normalize_quaternion
from kornia.geometry.epipolar import intrinsics_like
from kornia.geometry.plane import fit_plane
from kornia.geometry.quaternion import Quaternion, average_quaternions
from kornia.geometry.solvers import solve_cubic, solve_quartic
from kornia.metrics import confusion_matrix, mean_absolute_disparity_error, mean_iou

from capgrid import case

LIBRARY = "kornia"


def rand(*shape: int, seed: int) -> torch.Tensor:
    return torch.rand(*shape, generator=torch.Generator().manual_seed(seed))


def randn(*shape: int, seed: int) -> torch.Tensor:
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed))


def randint(high: int, *shape: int, seed: int) -> torch.Tensor:
    return torch.randint(0, high, shape, generator=torch.Generator().manual_seed(seed))


# Kornia's shared inputs of its geometry cases: one 1x3x32x40 image, a quadrilateral in it,
# two boxes (x1, y1, x2, y2) as quadrilaterals.
IMG = rand(1, 3, 32, 40, seed=901)
H, W = 32, 40
QUAD = torch.tensor([[[2.0, 3.0], [36.0, 2.0], [37.0, 29.0], [3.0, 28.0]]])
BOXES_QUAD = boxes.Boxes.from_tensor(
    torch.tensor([[[2.0, 3.0, 20.0, 25.0], [10.0, 5.0, 35.0, 30.0]]]), mode="xyxy").data
# remap: a pixel grid shifted by (+1.5, -0.7), normalised to [-1, 1]
_GY, _GX = torch.meshgrid(torch.arange(H, dtype=torch.float32),
                          torch.arange(W, dtype=torch.float32), indexing="ij")
MAP_X = ((_GX + 1.5) / (W - 1) * 2 - 1)[None]
MAP_Y = ((_GY - 0.7) / (H - 1) * 2 - 1)[None]
# calibration: 12 pixels in a 40x32 image, intrinsics fx = fy = 50 at the image centre, and
# Kornia's 5- and 14-coefficient distortions
K50 = intrinsics_like(50.0, IMG)
PIXELS = rand(1, 12, 2, seed=902) * torch.tensor([40.0, 32.0])
DIST5 = torch.tensor([[0.1, -0.02, 0.001, 0.002, 0.005]])
DIST14 = torch.tensor([[0.1, -0.02, 0.001, 0.002, 0.005, 0.0, 0.0, 0.0, 0.001, 0.0, 0.0, 0.0,
                        0.01, 0.02]])
# metrics: 4 classes on 2x16x20 label maps (Kornia's labels are drawn like its predictions)
SEG_PRED, SEG_TRUE = randint(4, 2, 16, 20, seed=903), randint(4, 2, 16, 20, seed=904)
# otsu: an image in 0..255, not 0..1
IMG255 = rand(1, 3, 32, 40, seed=905) * 255

# subpix: a 1x2x16x24 heat map
HEAT = rand(1, 2, 16, 24, seed=906)
# disparity maps 1x16x20 in 0..10, a second one 2-px noisier, a mask of 80 % valid pixels
DISP = rand(1, 16, 20, seed=907) * 10
DISP2 = DISP + randn(1, 16, 20, seed=908) * 2
VALID = rand(1, 16, 20, seed=909) > 0.2
# 20 points near the plane z = 0.3 x - 0.2 y + 1
PLANE = randn(20, 3, seed=910)
PLANE[:, 2] = 0.3 * PLANE[:, 0] - 0.2 * PLANE[:, 1] + 1.0 + 0.01 * randn(20, seed=911)
# three unit quaternions (w, x, y, z): Kornia's q[0], qb[0], q[1]
_Q = normalize_quaternion(torch.tensor([[0.9, 0.1, -0.2, 0.3], [0.2, 0.7, 0.1, -0.5]]))
_QB = normalize_quaternion(torch.tensor([[0.5, 0.5, 0.5, 0.5], [0.8, -0.1, 0.4, 0.2]]))
QUATS = torch.stack([_Q[0], _QB[0], _Q[1]])

_NOTE = "Kornia's registration (survey/kornia/kornia_inputs.py)"

CASES = [
    case("subpix.render_gaussian2d[pixel]", "geometry.subpix", subpix.render_gaussian2d,
         [torch.tensor([[5.0, 8.0], [12.0, 20.0]]), torch.tensor([[2.0, 3.0], [1.0, 1.0]])],
         {"size": (16, 24), "normalized_coordinates": False}, note=_NOTE),
    case("transform.crop_by_indices", "geometry.transform", transform.crop_by_indices,
         [IMG, QUAD], note=_NOTE),
    case("transform.crop_by_indices[size]", "geometry.transform", transform.crop_by_indices,
         [IMG, QUAD], {"size": (20, 24)}, note=_NOTE),
    case("transform.remap[normalized,nearest]", "geometry.transform", transform.remap,
         [IMG, MAP_X, MAP_Y],
         {"align_corners": True, "normalized_coordinates": True, "mode": "nearest"}, note=_NOTE),
    case("boxes.Boxes.clamp[tensor]", "geometry.boxes",
         lambda b, tl, br: boxes.Boxes(b, mode="vertices_plus").clamp(tl, br).data,
         [BOXES_QUAD, torch.tensor([[5.0, 5.0]]), torch.tensor([[30.0, 20.0]])], note=_NOTE,
         ref="kornia.geometry.boxes.Boxes.clamp"),
    case("bbox.nms", "geometry.bbox", bbox.nms,
         [torch.tensor([[10.0, 10.0, 20.0, 20.0], [15.0, 5.0, 15.0, 25.0],
                        [100.0, 100.0, 150.0, 150.0]]), torch.tensor([0.9, 0.8, 0.7])],
         {"iou_threshold": 0.5}, note=_NOTE),
    case("geometry.calibration.undistort_points", "geometry.calibration",
         calibration.undistort_points, [PIXELS, K50, DIST5], note=_NOTE),
    case("geometry.calibration.undistort_points[14]", "geometry.calibration",
         calibration.undistort_points, [PIXELS, K50, DIST14], note=_NOTE),
    case("geometry.solvers.solve_cubic", "geometry.solvers", solve_cubic,
         [torch.tensor([[1.0, -6.0, 11.0, -6.0], [1.0, 0.0, -1.0, 0.5]])], note=_NOTE),
    case("geometry.solvers.solve_quartic", "geometry.solvers", solve_quartic,
         [torch.tensor([[1.0, -10.0, 35.0, -50.0, 24.0], [1.0, 0.0, -5.0, 0.0, 4.0]])],
         note=_NOTE),
    case("metrics.confusion_matrix[normalized]", "metrics", confusion_matrix,
         [SEG_PRED, SEG_TRUE], {"num_classes": 4, "normalized": True}, note=_NOTE),
    case("filters.otsu_threshold", "filters", otsu_threshold, [IMG255], note=_NOTE),
    case("filters.otsu_threshold[differentiable]", "filters", otsu_threshold, [IMG255],
         {"slow_and_differentiable": True}, note=_NOTE),
    case("subpix.nms2d", "geometry.subpix", subpix.nms2d, [HEAT], {"kernel_size": (3, 3)},
         note=_NOTE),
    case("subpix.nms2d[mask_only,5x5]", "geometry.subpix", subpix.nms2d, [HEAT],
         {"kernel_size": (5, 5), "mask_only": True}, note=_NOTE),
    case("metrics.mean_iou", "metrics", mean_iou, [SEG_PRED, SEG_TRUE], {"num_classes": 4},
         note=_NOTE),
    case("metrics.mean_absolute_disparity_error[mask]", "metrics",
         mean_absolute_disparity_error, [DISP, DISP2, VALID], note=_NOTE),
    case("plane.fit_plane", "geometry.plane", fit_plane, [PLANE], note=_NOTE),
    case("geometry.quaternion.average_quaternions", "geometry.quaternion",
         lambda t: average_quaternions(Quaternion(t)).data, [QUATS], note=_NOTE,
         ref="kornia.geometry.quaternion.average_quaternions"),
]
