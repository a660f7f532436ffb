"""kornia.geometry containers and small-geometry cases: bbox, boxes, keypoints, line, plane,
vector, pose.

Container methods are probed through closures that build the container from live tensor inputs,
call the method and return plain tensors (``.data`` / ``to_tensor()``), so nothing depends on
how a worker flattens kornia objects. Each closure's ``ref`` names the method probed.
"""

from __future__ import annotations

import torch
from kornia.geometry import bbox as KB
from kornia.geometry.boxes import Boxes, Boxes3D, VideoBoxes
from kornia.geometry.keypoints import Keypoints, Keypoints3D
from kornia.geometry.liegroup import So2, So3
from kornia.geometry.line import ParametrizedLine, fit_line
from kornia.geometry.plane import Hyperplane, fit_plane
from kornia.geometry.pose import NamedPose
from kornia.geometry.vector import Scalar, Vector2, Vector3

from ._kit import (
    Section,
    boxes_xyxy,
    pixel_homography,
    pose4,
    quad_from_xyxy,
    rand,
    randn,
    rotmat,
    rotmat2,
)

CASES: list = []
_bb = Section(CASES, "geometry.bbox", "bbox.", "kornia.geometry.bbox.")
_bx = Section(CASES, "geometry.boxes", "boxes.", "kornia.geometry.boxes.")
_kp = Section(CASES, "geometry.keypoints", "keypoints.", "kornia.geometry.keypoints.")
_ln = Section(CASES, "geometry.line", "line.", "kornia.geometry.line.")
_pl = Section(CASES, "geometry.plane", "plane.", "kornia.geometry.plane.")
_vc = Section(CASES, "geometry.vector", "vector.", "kornia.geometry.vector.")
_ps = Section(CASES, "geometry.pose", "pose.", "kornia.geometry.pose.")

H, W = 32, 40
XYXY = boxes_xyxy(2, 3, seed=21)  # (2, 3, 4)
QUAD = quad_from_xyxy(XYXY)  # (2, 3, 4, 2)
M3 = pixel_homography(2, seed=22)

# -- bbox (functional) ------------------------------------------------------------------------
_XYWH = torch.cat([XYXY[..., :2], XYXY[..., 2:] - XYXY[..., :2]], -1)
_bb.add(
    "bbox_generator",
    KB.bbox_generator,
    [_XYWH[:, 0, 0], _XYWH[:, 0, 1], _XYWH[:, 0, 2], _XYWH[:, 0, 3]],
)
_bb.add(
    "bbox_generator3d",
    KB.bbox_generator3d,
    [
        torch.tensor([1.0, 2.0]),
        torch.tensor([2.0, 0.0]),
        torch.tensor([0.0, 1.0]),
        torch.tensor([5.0, 6.0]),
        torch.tensor([4.0, 7.0]),
        torch.tensor([3.0, 2.0]),
    ],
)
_bb.add(
    "bbox_to_mask",
    KB.bbox_to_mask,
    [QUAD[:, 0]],
    {"width": W, "height": H},
    note="H,W baked; input (N,4,2)",
)
_B3 = KB.bbox_generator3d(
    torch.tensor([1.0, 2.0]),
    torch.tensor([2.0, 0.0]),
    torch.tensor([0.0, 1.0]),
    torch.tensor([5.0, 6.0]),
    torch.tensor([4.0, 7.0]),
    torch.tensor([3.0, 2.0]),
)
_bb.add(
    "bbox_to_mask3d",
    KB.bbox_to_mask3d,
    [_B3],
    {"size": (8, 12, 12)},
    note="size baked; input (N,8,3)",
)
_bb.add("infer_bbox_shape", KB.infer_bbox_shape, [QUAD[:, 0]])
_bb.add("infer_bbox_shape3d", KB.infer_bbox_shape3d, [_B3])
_bb.add("transform_bbox", KB.transform_bbox, [M3, XYXY], note="mode=xyxy default (B,N,4)")
_bb.add("transform_bbox[xywh]", KB.transform_bbox, [M3, _XYWH], {"mode": "xywh"})
_bb.add("transform_bbox[polygon]", KB.transform_bbox, [M3, QUAD], note="(B,N,4,2) polygon input")
_bb.add(
    "transform_bbox[restore_coordinates]",
    KB.transform_bbox,
    [M3, XYXY],
    {"restore_coordinates": True},
)
_NMS_BOXES = torch.cat([XYXY[0], XYXY[0] + 1.0, XYXY[1]], 0)
_bb.add(
    "nms",
    KB.nms,
    [_NMS_BOXES, rand(9, seed=23)],
    {"iou_threshold": 0.5},
    note="data-dependent output size (keep indices); iou_threshold baked",
)
_bb.add(
    "nms[all_overlap]",
    KB.nms,
    [XYXY[0, :1].repeat(4, 1), torch.tensor([0.9, 0.8, 0.7, 0.6])],
    {"iou_threshold": 0.5},
    note="degenerate: identical boxes, only one kept",
)
_bb.add(
    "validate_bbox",
    KB.validate_bbox,
    [QUAD[:, 0]],
    note="returns a Python bool: no tensor output unless the wrapper keeps it",
)
_bb.add("validate_bbox3d", KB.validate_bbox3d, [_B3], note="returns a Python bool")

# -- Boxes ------------------------------------------------------------------------------------
_R = "kornia.geometry.boxes."


def _bx_from(mode: str, validate: bool = True):
    return lambda t: Boxes.from_tensor(t, mode=mode, validate_boxes=validate).data


_XYXYP = XYXY - torch.tensor([0.0, 0.0, 1.0, 1.0])
_bx.add("Boxes.from_tensor[xyxy]", _bx_from("xyxy"), [XYXY])
_bx.add("Boxes.from_tensor[xywh]", _bx_from("xywh"), [_XYWH])
_bx.add("Boxes.from_tensor[xyxy_plus]", _bx_from("xyxy_plus"), [_XYXYP])
_bx.add("Boxes.from_tensor[vertices]", _bx_from("vertices"), [QUAD])
_bx.add("Boxes.from_tensor[vertices_plus]", _bx_from("vertices_plus"), [QUAD])
_bx.add(
    "Boxes.from_tensor[no_validate]",
    _bx_from("xyxy", False),
    [XYXY],
    note="validate_boxes=False skips the data-dependent assertion",
)
_bx.add("Boxes.from_tensor[unbatched]", _bx_from("xyxy"), [XYXY[0]], note="(N,4) input")
_bx.add("Boxes.to_tensor[xyxy]", lambda t: Boxes.from_tensor(t).to_tensor("xyxy"), [XYXY])
_bx.add("Boxes.to_tensor[xywh]", lambda t: Boxes.from_tensor(t).to_tensor("xywh"), [XYXY])
_bx.add("Boxes.to_tensor[xyxy_plus]", lambda t: Boxes.from_tensor(t).to_tensor("xyxy_plus"), [XYXY])
_bx.add("Boxes.to_tensor[vertices]", lambda t: Boxes.from_tensor(t).to_tensor("vertices"), [XYXY])
_bx.add(
    "Boxes.to_tensor[list_input]",
    lambda a, b: torch.cat(Boxes.from_tensor([a, b]).to_tensor(), 0),
    [XYXY[0], XYXY[1, :2]],
    note="list of (N_i,4) tensors with different N_i",
)
_bx.add(
    "Boxes.to_tensor[as_padded_sequence]",
    lambda a, b: Boxes.from_tensor([a, b]).to_tensor(as_padded_sequence=True),
    [XYXY[0], XYXY[1, :2]],
    note="ragged list -> padded (B,Nmax,4)",
)
_bx.add("Boxes.get_boxes_shape", lambda t: Boxes.from_tensor(t).get_boxes_shape(), [XYXY])
_bx.add("Boxes.compute_area", lambda t: Boxes.from_tensor(t).compute_area(), [XYXY])
_bx.add("Boxes.to_mask", lambda t: Boxes.from_tensor(t).to_mask(H, W), [XYXY], note="H,W baked")
_bx.add(
    "Boxes.transform_boxes", lambda t, m: Boxes.from_tensor(t).transform_boxes(m).data, [XYXY, M3]
)
_bx.add(
    "Boxes.transform_boxes_", lambda t, m: Boxes.from_tensor(t).transform_boxes_(m).data, [XYXY, M3]
)
_bx.add(
    "Boxes.translate",
    lambda t, s: Boxes.from_tensor(t).translate(s).data,
    [XYXY, torch.tensor([[2.0, -1.0], [0.5, 3.0]])],
)
_bx.skip(
    "Boxes.translate[fast]",
    "kornia 0.9.0: translate(method='fast') raises NotImplementedError (only method='warp' exists)",
)
_bx.skip(
    "Boxes.clamp[tuple]",
    "kornia 0.9.0: clamp with tuple bounds raises NotImplementedError "
    "(only (B,2) tensor bounds); probed as Boxes.clamp[tensor]",
)
_bx.add(
    "Boxes.clamp[tensor]",
    lambda t, a, b: Boxes.from_tensor(t).clamp(a, b).data,
    [XYXY, torch.tensor([[0.0, 0.0], [2.0, 2.0]]), torch.tensor([[20.0, 15.0], [30.0, 25.0]])],
    note="bounds (B,2) tensors",
)
_bx.add(
    "Boxes.pad",
    lambda t, p: Boxes.from_tensor(t).pad(p).data,
    [XYXY, torch.tensor([[1, 2, 3, 4], [0, 1, 0, 1]])],
    note="padding_size (B,4) int",
)
_bx.add(
    "Boxes.unpad",
    lambda t, p: Boxes.from_tensor(t).unpad(p).data,
    [XYXY + 4, torch.tensor([[1, 2, 3, 4], [0, 1, 0, 1]])],
)
_bx.skip("Boxes.trim", "kornia 0.9.0: Boxes.trim raises NotImplementedError")
_bx.add(
    "Boxes.filter_boxes_by_area",
    lambda t: Boxes.from_tensor(t).filter_boxes_by_area(20.0, 200.0).data,
    [XYXY],
    note="zeros out boxes outside range",
)
_bx.add(
    "Boxes.merge",
    lambda a, b: Boxes.from_tensor(a).merge(Boxes.from_tensor(b)).data,
    [XYXY, XYXY + 1],
)
_bx.add(
    "Boxes.index_put",
    lambda t, v: Boxes.from_tensor(t).index_put((torch.tensor([0]),), v).data,
    [XYXY, quad_from_xyxy(XYXY[1:])],
    note="indices baked as constants",
)
_bx.add("Boxes.clone", lambda t: Boxes.from_tensor(t).clone().data, [XYXY])
_bx.add("Boxes.type", lambda t: Boxes.from_tensor(t).type(torch.float64).data, [XYXY])
_bx.add("Boxes.to", lambda t: Boxes.from_tensor(t).to(dtype=torch.float64).data, [XYXY])
_bx.add("Boxes.__getitem__", lambda t: Boxes.from_tensor(t)[1].data, [XYXY])
_bx.add(
    "Boxes.properties",
    lambda t: (lambda b: (b.data, torch.tensor(b.shape)))(Boxes.from_tensor(t)),
    [XYXY],
    ref=_R + "Boxes.shape",
    note="data and shape properties",
)
_XYZ = torch.tensor(
    [
        [[1.0, 2.0, 0.0, 6.0, 6.0, 3.0], [0.0, 0.0, 1.0, 4.0, 7.0, 5.0]],
        [[2.0, 1.0, 1.0, 8.0, 8.0, 4.0], [3.0, 3.0, 2.0, 9.0, 5.0, 7.0]],
    ]
)
_XYZWHD = torch.cat([_XYZ[..., :3], _XYZ[..., 3:] - _XYZ[..., :3]], -1)
_bx.add("Boxes3D.from_tensor[xyzxyz]", lambda t: Boxes3D.from_tensor(t).data, [_XYZ])
_bx.add(
    "Boxes3D.from_tensor[xyzwhd]", lambda t: Boxes3D.from_tensor(t, mode="xyzwhd").data, [_XYZWHD]
)
_bx.add(
    "Boxes3D.from_tensor[xyzxyz_plus]",
    lambda t: Boxes3D.from_tensor(t, mode="xyzxyz_plus").data,
    [_XYZ],
)
_bx.add("Boxes3D.to_tensor[xyzxyz]", lambda t: Boxes3D.from_tensor(t).to_tensor("xyzxyz"), [_XYZ])
_bx.add("Boxes3D.to_tensor[xyzwhd]", lambda t: Boxes3D.from_tensor(t).to_tensor("xyzwhd"), [_XYZ])
_bx.add(
    "Boxes3D.to_tensor[vertices]", lambda t: Boxes3D.from_tensor(t).to_tensor("vertices"), [_XYZ]
)
_bx.add("Boxes3D.get_boxes_shape", lambda t: Boxes3D.from_tensor(t).get_boxes_shape(), [_XYZ])
_bx.add(
    "Boxes3D.to_mask",
    lambda t: Boxes3D.from_tensor(t).to_mask(8, 12, 12),
    [_XYZ],
    note="D,H,W baked",
)
_M4 = torch.eye(4).repeat(2, 1, 1)
_M4[:, :3, 3] = torch.tensor([[1.0, -1.0, 0.5], [0.0, 2.0, -0.5]])
_bx.add(
    "Boxes3D.transform_boxes",
    lambda t, m: Boxes3D.from_tensor(t).transform_boxes(m).data,
    [_XYZ, _M4],
)
_bx.add(
    "Boxes3D.transform_boxes_",
    lambda t, m: Boxes3D.from_tensor(t).transform_boxes_(m).data,
    [_XYZ, _M4],
)
_bx.add("Boxes3D.to", lambda t: Boxes3D.from_tensor(t).to(dtype=torch.float64).data, [_XYZ])
_bx.add("Boxes3D.__getitem__", lambda t: Boxes3D.from_tensor(t)[0].data, [_XYZ])
_VQ = QUAD[:, None].repeat(1, 2, 1, 1, 1)  # (B=2, T=2, N=3, 4, 2)
_bx.add(
    "VideoBoxes.from_tensor",
    lambda t: VideoBoxes.from_tensor(t).data,
    [_VQ],
    note="(B,T,N,4,2) vertices",
)
_bx.add("VideoBoxes.to_tensor", lambda t: VideoBoxes.from_tensor(t).to_tensor(), [_VQ])
_bx.add("VideoBoxes.to_tensor[xywh]", lambda t: VideoBoxes.from_tensor(t).to_tensor("xywh"), [_VQ])
_bx.add(
    "VideoBoxes.transform_boxes",
    lambda t, m: VideoBoxes.from_tensor(t).transform_boxes(m).data,
    [_VQ, M3.repeat(2, 1, 1)],
    note="M must be (B*T,3,3): internal data is flattened",
)
_bx.add("VideoBoxes.clone", lambda t: VideoBoxes.from_tensor(t).clone().data, [_VQ])
_bx.add("VideoBoxes.__getitem__", lambda t: VideoBoxes.from_tensor(t)[0].data, [_VQ])

# -- Keypoints --------------------------------------------------------------------------------
KP = rand(2, 5, 2, seed=24) * torch.tensor([W - 1.0, H - 1.0])
KP3 = rand(2, 5, 3, seed=25) * 10
_PAD = torch.tensor([[1, 2, 3, 4], [0, 1, 0, 1]])
_kp.add("Keypoints.from_tensor", lambda t: Keypoints.from_tensor(t).data, [KP])
_kp.add("Keypoints.to_tensor", lambda t: Keypoints.from_tensor(t).to_tensor(), [KP])
_kp.skip(
    "Keypoints.to_tensor[as_padded_sequence]",
    "kornia 0.9.0: building Keypoints from a "
    "ragged list raises NotImplementedError, so no padded sequence can be produced",
)
_kp.add(
    "Keypoints.transform_keypoints",
    lambda t, m: Keypoints.from_tensor(t).transform_keypoints(m).data,
    [KP, M3],
)
_kp.add(
    "Keypoints.transform_keypoints_",
    lambda t, m: Keypoints.from_tensor(t).transform_keypoints_(m).data,
    [KP, M3],
)
_kp.add("Keypoints.pad", lambda t, p: Keypoints.from_tensor(t).pad(p).data, [KP, _PAD])
_kp.add("Keypoints.unpad", lambda t, p: Keypoints.from_tensor(t).unpad(p).data, [KP + 4, _PAD])
_kp.add(
    "Keypoints.index_put",
    lambda t, v: Keypoints.from_tensor(t).index_put((torch.tensor([1]),), v).data,
    [KP, KP[:1] * 0.5],
    note="indices baked",
)
_kp.add("Keypoints.clone", lambda t: Keypoints.from_tensor(t).clone().data, [KP])
_kp.add("Keypoints.type", lambda t: Keypoints.from_tensor(t).type(torch.float64).data, [KP])
_kp.add("Keypoints.__getitem__", lambda t: Keypoints.from_tensor(t)[1].data, [KP])
_kp.add("Keypoints3D.from_tensor", lambda t: Keypoints3D.from_tensor(t).data, [KP3])
_kp.add("Keypoints3D.to_tensor", lambda t: Keypoints3D.from_tensor(t).to_tensor(), [KP3])
_NI = "kornia 0.9.0: the method body raises NotImplementedError"
_kp.skip("Keypoints3D.transform_keypoints", _NI)
_kp.skip("Keypoints3D.transform_keypoints_", _NI + " (delegates to transform_keypoints)")
_kp.skip("Keypoints3D.pad", _NI + " (kornia#5023)")
_kp.skip("Keypoints3D.unpad", _NI + " (kornia#5023)")
_kp.add("Keypoints3D.clone", lambda t: Keypoints3D.from_tensor(t).clone().data, [KP3])
_kp.add("Keypoints3D.__getitem__", lambda t: Keypoints3D.from_tensor(t)[0].data, [KP3])

# -- line -------------------------------------------------------------------------------------
_LP0 = rand(4, 3, seed=26, lo=-1, hi=1)
_LP1 = _LP0 + rand(4, 3, seed=27, lo=0.5, hi=1.5)
_QP = rand(4, 3, seed=28, lo=-2, hi=2)
_LINE_PTS = torch.linspace(0, 1, 12)[None, :, None] * torch.tensor([[[3.0, 1.0, 0.5]]])
_LINE_PTS = (_LINE_PTS + randn(2, 12, 3, seed=29, std=0.01)).expand(2, 12, 3).contiguous()
_ln.add("fit_line", fit_line, [_LINE_PTS])
_ln.add("fit_line[weights]", fit_line, [_LINE_PTS, rand(2, 12, seed=30, lo=0.5, hi=1.0)])
_ln.add("fit_line[2d]", fit_line, [_LINE_PTS[..., :2].contiguous()])


def _line(p0, p1):
    return ParametrizedLine.through(p0, p1)


_ln.add(
    "ParametrizedLine.through",
    lambda a, b: torch.stack([_line(a, b).origin, _line(a, b).direction]),
    [_LP0, _LP1],
)
_ln.add(
    "ParametrizedLine",
    lambda o, d: ParametrizedLine(o, d).direction,
    [_LP0, _LP1 - _LP0],
    ref="kornia.geometry.line.ParametrizedLine",
    note="constructor: origin + direction",
)
_ln.add(
    "ParametrizedLine.point_at",
    lambda a, b, t: _line(a, b).point_at(t),
    [_LP0, _LP1, rand(4, 1, seed=31)],
)
_ln.add("ParametrizedLine.point_at[float]", lambda a, b: _line(a, b).point_at(0.25), [_LP0, _LP1])
_ln.add("ParametrizedLine.projection", lambda a, b, p: _line(a, b).projection(p), [_LP0, _LP1, _QP])
_ln.add("ParametrizedLine.distance", lambda a, b, p: _line(a, b).distance(p), [_LP0, _LP1, _QP])
_ln.add(
    "ParametrizedLine.squared_distance",
    lambda a, b, p: _line(a, b).squared_distance(p),
    [_LP0, _LP1, _QP],
)
_PLN_N = torch.tensor([[0.0, 0.0, 1.0]]).repeat(4, 1)
_ln.add(
    "ParametrizedLine.intersect",
    lambda a, b, n, e: _line(a, b).intersect(Hyperplane.from_vector(Vector3(n), Vector3(e))),
    [_LP0, _LP1, _PLN_N, torch.zeros(4, 3)],
    note="returns (lambda, point)",
)
_ln.add(
    "ParametrizedLine.dim",
    lambda a, b: _line(a, b).dim(),
    [_LP0, _LP1],
    note="returns a Python int: no tensor output",
)
_ln.add("ParametrizedLine.__getitem__", lambda a, b: _line(a, b)[1], [_LP0, _LP1])
_ln.add(
    "ray.Ray",
    lambda a, b: _line(a, b).point_at(1.5),
    [_LP0, _LP1],
    ref="kornia.geometry.line.ParametrizedLine",
    raw_name=True,
    note="Ray is an alias of ParametrizedLine (name as in Kornia's snapshot)",
)

# -- plane ------------------------------------------------------------------------------------
_PP = rand(2, 20, 3, seed=32, lo=-1, hi=1)
_PP[..., 2] = 0.3 * _PP[..., 0] - 0.2 * _PP[..., 1] + 1.0 + randn(2, 20, seed=33, std=0.01)
_pl.add("fit_plane", lambda p: fit_plane(Vector3(p)).normal.data, [_PP], note="SVD")
_P0, _P1, _P2 = rand(4, 3, seed=34), rand(4, 3, seed=35) + 1, rand(4, 3, seed=36) - 1
_pl.add(
    "Hyperplane.through", lambda a, b, c: Hyperplane.through(a, b, c).normal.data, [_P0, _P1, _P2]
)
_pl.skip(
    "Hyperplane.through[2d]",
    "kornia 0.9.0: the two-point (2-D line) form raises "
    "'requires three points'; only the 3-point form exists (probed as Hyperplane.through)",
)
_NRM = torch.nn.functional.normalize(rand(4, 3, seed=37, lo=0.2, hi=1.0), dim=-1)


def _plane(n, e):
    return Hyperplane.from_vector(Vector3(n), Vector3(e))


_pl.add(
    "Hyperplane.from_vector",
    lambda n, e: (lambda p: (p.normal.data, p.offset.data))(_plane(n, e)),
    [_NRM, _P0],
)
_pl.add(
    "Hyperplane",
    lambda n, d: Hyperplane(Vector3(n), Scalar(d)).offset.data,
    [_NRM, rand(4, seed=38)],
    ref="kornia.geometry.plane.Hyperplane",
    note="constructor: normal + offset",
)
_pl.add(
    "Hyperplane.signed_distance",
    lambda n, e, p: _plane(n, e).signed_distance(p).data,
    [_NRM, _P0, _QP],
)
_pl.add(
    "Hyperplane.abs_distance", lambda n, e, p: _plane(n, e).abs_distance(p).data, [_NRM, _P0, _QP]
)
_pl.add("Hyperplane.projection", lambda n, e, p: _plane(n, e).projection(p).data, [_NRM, _P0, _QP])

# -- vector -----------------------------------------------------------------------------------
_V3A, _V3B = randn(4, 3, seed=39), randn(4, 3, seed=40)
_V2A, _V2B = randn(4, 2, seed=41), randn(4, 2, seed=42)
_vc.add("Vector3.normalized", lambda v: Vector3(v).normalized().data, [_V3A])
_vc.add("Vector3.dot", lambda a, b: Vector3(a).dot(Vector3(b)).data, [_V3A, _V3B])
_vc.add("Vector3.squared_norm", lambda v: Vector3(v).squared_norm().data, [_V3A])
_vc.add(
    "Vector3.from_coords",
    lambda x, y, z: Vector3.from_coords(x, y, z).data,
    [_V3A[:, 0], _V3A[:, 1], _V3A[:, 2]],
)
_vc.add(
    "Vector3.xyz",
    lambda v: (lambda u: (u.x, u.y, u.z))(Vector3(v)),
    [_V3A],
    ref="kornia.geometry.vector.Vector3.x",
)
_vc.add(
    "Vector3.arith",
    lambda a, b: ((Vector3(a) + Vector3(b)) * Vector3(a) - Vector3(b)).data,
    [_V3A, _V3B],
    ref="kornia.geometry.vector.Vector3",
    note="TensorWrapper __add__/__sub__/__mul__",
)
_vc.add(
    "Vector3.random",
    lambda: Vector3.random((4,)).data,
    [],
    check=False,
    note="random sampling in graph",
)
_vc.add("Vector2.normalized", lambda v: Vector2(v).normalized().data, [_V2A])
_vc.add("Vector2.dot", lambda a, b: Vector2(a).dot(Vector2(b)).data, [_V2A, _V2B])
_vc.add("Vector2.squared_norm", lambda v: Vector2(v).squared_norm().data, [_V2A])
_vc.add(
    "Vector2.from_coords", lambda x, y: Vector2.from_coords(x, y).data, [_V2A[:, 0], _V2A[:, 1]]
)
_vc.add(
    "Vector2.xy",
    lambda v: (lambda u: (u.x, u.y))(Vector2(v)),
    [_V2A],
    ref="kornia.geometry.vector.Vector2.x",
)
_vc.add(
    "Vector2.random",
    lambda: Vector2.random((4,)).data,
    [],
    check=False,
    note="random sampling in graph",
)
_vc.add("Scalar", lambda a, b: (Scalar(a) * Scalar(b) + Scalar(a)).data, [_V3A[:, 0], _V3B[:, 0]])

# -- pose -------------------------------------------------------------------------------------
_R = "kornia.geometry.pose.NamedPose."
_T44 = pose4(1, seed=43)
_T44B = pose4(1, seed=44)
_ps.add(
    "NamedPose.from_matrix.transform_points",
    lambda m, p: NamedPose.from_matrix(m, "a", "b").transform_points(p),
    [_T44, rand(6, 3, seed=45)],
    ref=_R + "transform_points",
    note="points (N,3) with a batch-1 pose; (B,N,3) is rejected by So3.__mul__",
)
_ps.add(
    "NamedPose.from_matrix.pose",
    lambda m: NamedPose.from_matrix(m, "a", "b").pose.matrix(),
    [_T44],
    ref=_R + "from_matrix",
)
_ps.add(
    "NamedPose.from_rt",
    lambda r, t: NamedPose.from_rt(r, t, "a", "b").pose.matrix(),
    [rotmat(1, seed=46), rand(1, 3, seed=47)],
    ref=_R + "from_rt",
    note="rotation as (B,3,3) matrix",
)
_ps.add(
    "NamedPose.from_rt[So3]",
    lambda r, t: NamedPose.from_rt(So3.from_matrix(r), t, "a", "b").pose.matrix(),
    [rotmat(1, seed=46), rand(1, 3, seed=47)],
    ref=_R + "from_rt",
)
_ps.add(
    "NamedPose.from_rt[So2]",
    lambda r, t: NamedPose.from_rt(So2.from_matrix(r), t, "a", "b").pose.matrix(),
    [rotmat2(1, seed=48), rand(1, 2, seed=49)],
    ref=_R + "from_rt",
)
_ps.add(
    "NamedPose.inverse",
    lambda m: NamedPose.from_matrix(m, "a", "b").inverse().pose.matrix(),
    [_T44],
    ref=_R + "inverse",
)
_ps.add(
    "NamedPose.mul",
    lambda m1, m2: (
        NamedPose.from_matrix(m1, "b", "c") * NamedPose.from_matrix(m2, "a", "b")
    ).pose.matrix(),
    [_T44, _T44B],
    ref=_R + "__mul__",
)
_ps.add(
    "NamedPose.rotation_translation",
    lambda m: (lambda p: (p.rotation.matrix(), p.translation))(NamedPose.from_matrix(m, "a", "b")),
    [_T44],
    ref=_R + "rotation",
)
_SE2M = torch.eye(3)[None].clone()
_SE2M[0, :2, :2] = rotmat2(1, seed=50)[0]
_SE2M[0, :2, 2] = torch.tensor([0.5, -1.0])
_ps.add(
    "NamedPose.from_matrix[se2]",
    lambda m, p: NamedPose.from_matrix(m, "a", "b").transform_points(p),
    [_SE2M, rand(6, 2, seed=51)],
    ref=_R + "from_matrix",
    note="3x3 -> Se2 path; points (N,2)",
)
_ps.add(
    "NamedPose.frames",
    lambda m: NamedPose.from_matrix(m, "a", "b").frame_src,
    [_T44],
    ref=_R + "frame_src",
    note="returns a Python str: no tensor output",
)
_ps.skip(
    "_check_matrix_shape",
    "private validation helper (raises on a bad shape, returns None); not an operator",
)
_ps.skip(
    "Quaternion/Se2/Se3/So2/So3",
    "re-exports of kornia.geometry.quaternion / liegroup classes in kornia.geometry.pose; "
    "probed in the quaternion and liegroup sections",
    ref="kornia.geometry.pose.So3",
)
