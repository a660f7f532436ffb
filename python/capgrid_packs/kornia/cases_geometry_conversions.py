"""kornia.geometry.conversions, kornia.geometry.linalg and kornia.geometry.pointcloud cases."""

from __future__ import annotations

import torch
from kornia.geometry import conversions as C
from kornia.geometry import linalg as L
from kornia.geometry import pointcloud as PC

from ._kit import (
    Section,
    alias_skip,
    axis_angle,
    homography,
    pixel_homography,
    pixels,
    pose4,
    quat,
    rand,
    randn,
    rotmat,
    rt,
)

CASES: list = []
_c = Section(CASES, "geometry.conversions", "geometry.conversions.", "kornia.geometry.conversions.")
_l = Section(CASES, "geometry.linalg", "geometry.linalg.", "kornia.geometry.linalg.")
_p = Section(CASES, "geometry.pointcloud", "geometry.pointcloud.", "kornia.geometry.pointcloud.")

B = 4
H, W = 32, 40
ANG = rand(B, seed=131, lo=-3.0, hi=3.0)
Q = quat(B, seed=132)
AA = axis_angle(B, seed=133)
R3 = rotmat(B, seed=134)
R, T = rt(B, seed=135)
M44 = pose4(B, seed=136)
PTS2 = pixels(B, 6, seed=137)
K = torch.tensor([[30.0, 0.0, 20.0], [0.0, 31.0, 16.0], [0.0, 0.0, 1.0]]).repeat(B, 1, 1)

# -- angles / polar ---------------------------------------------------------------------------
_c.add("rad2deg", C.rad2deg, [ANG])
_c.add("deg2rad", C.deg2rad, [C.rad2deg(ANG)])
_c.add("pol2cart", C.pol2cart, [rand(B, seed=138, lo=0.5, hi=2.0), ANG])
_c.add("cart2pol", C.cart2pol, [randn(B, seed=139), randn(B, seed=140)])
_c.add(
    "cart2pol[origin]",
    C.cart2pol,
    [torch.zeros(B), torch.zeros(B)],
    note="degenerate: (0,0), eps keeps atan2/sqrt finite",
)
_c.add(
    "angle_to_rotation_matrix",
    C.angle_to_rotation_matrix,
    [C.rad2deg(ANG)],
    note="angle in degrees",
)

# -- homogeneous points / matrices ------------------------------------------------------------
_HP = torch.cat([PTS2, rand(B, 6, 1, seed=141, lo=0.5, hi=2.0)], -1)
_c.add("convert_points_from_homogeneous", C.convert_points_from_homogeneous, [_HP])
_c.add(
    "convert_points_from_homogeneous[w=0]",
    C.convert_points_from_homogeneous,
    [torch.cat([PTS2, torch.zeros(B, 6, 1)], -1)],
    note="degenerate: points at infinity",
)
_c.add("convert_points_to_homogeneous", C.convert_points_to_homogeneous, [PTS2])
_c.add(
    "convert_affinematrix_to_homography",
    C.convert_affinematrix_to_homography,
    [pixel_homography(B, seed=142)[:, :2]],
)
_c.add("convert_affinematrix_to_homography3d", C.convert_affinematrix_to_homography3d, [M44[:, :3]])

# -- pixel coordinates ------------------------------------------------------------------------
_c.add(
    "normalize_pixel_coordinates",
    C.normalize_pixel_coordinates,
    [PTS2],
    {"height": H, "width": W},
    note="H,W baked",
)
_c.add(
    "denormalize_pixel_coordinates",
    C.denormalize_pixel_coordinates,
    [rand(B, 6, 2, seed=143, lo=-1, hi=1)],
    {"height": H, "width": W},
    note="H,W baked",
)
_P3D = rand(B, 6, 3, seed=144) * torch.tensor([W - 1.0, H - 1.0, 7.0])
_c.add(
    "normalize_pixel_coordinates3d",
    C.normalize_pixel_coordinates3d,
    [_P3D],
    {"depth": 8, "height": H, "width": W},
    note="D,H,W baked",
)
_c.add(
    "denormalize_pixel_coordinates3d",
    C.denormalize_pixel_coordinates3d,
    [rand(B, 6, 3, seed=145, lo=-1, hi=1)],
    {"depth": 8, "height": H, "width": W},
    note="D,H,W baked",
)
_c.add("normalize_points_with_intrinsics", C.normalize_points_with_intrinsics, [PTS2, K])
_c.add(
    "denormalize_points_with_intrinsics",
    C.denormalize_points_with_intrinsics,
    [rand(B, 6, 2, seed=146, lo=-0.6, hi=0.6), K],
)
_PH = pixel_homography(B, seed=147)
_c.add(
    "normalize_homography",
    C.normalize_homography,
    [_PH],
    {"dsize_src": (H, W), "dsize_dst": (H, W)},
    note="dsize baked",
)
_c.add(
    "normalize_homography[align_corners=False,resize]",
    C.normalize_homography,
    [_PH],
    {"dsize_src": (H, W), "dsize_dst": (16, 20), "align_corners": False},
)
_c.add(
    "denormalize_homography",
    C.denormalize_homography,
    [homography(B, seed=148)],
    {"dsize_src": (H, W), "dsize_dst": (H, W)},
    note="dsize baked",
)
_c.add(
    "denormalize_homography[align_corners=False]",
    C.denormalize_homography,
    [homography(B, seed=148)],
    {"dsize_src": (H, W), "dsize_dst": (H, W), "align_corners": False},
)
_H3 = torch.eye(4).repeat(B, 1, 1) + randn(B, 4, 4, seed=149, std=0.02)
_c.add(
    "normalize_homography3d",
    C.normalize_homography3d,
    [_H3],
    {"dsize_src": (8, 16, 16), "dsize_dst": (8, 16, 16)},
    note="dsize baked",
)
_c.add(
    "denormalize_homography3d",
    C.denormalize_homography3d,
    [_H3],
    {"dsize_src": (8, 16, 16), "dsize_dst": (8, 16, 16)},
    note="dsize baked",
)
_c.add(
    "normal_transform_pixel",
    C.normal_transform_pixel,
    [],
    {"height": H, "width": W},
    note="H,W baked; graph fully constant",
)
_c.add(
    "normal_transform_pixel[align_corners=False]",
    C.normal_transform_pixel,
    [],
    {"height": H, "width": W, "align_corners": False},
)
_c.add(
    "normal_transform_pixel3d",
    C.normal_transform_pixel3d,
    [],
    {"depth": 8, "height": H, "width": W},
    note="D,H,W baked; graph fully constant",
)

# -- rotations --------------------------------------------------------------------------------
_c.add("quaternion_to_axis_angle", C.quaternion_to_axis_angle, [Q])
_c.add(
    "quaternion_to_axis_angle[identity]",
    C.quaternion_to_axis_angle,
    [torch.tensor([[1.0, 0.0, 0.0, 0.0]]).repeat(B, 1)],
    note="degenerate: zero rotation",
)
_c.add("quaternion_to_angle_axis", C.quaternion_to_angle_axis, [Q], note="deprecated alias")
_c.add("quaternion_to_rotation_matrix", C.quaternion_to_rotation_matrix, [Q])
_QL = AA * 0.5
_c.add("quaternion_log_to_exp", C.quaternion_log_to_exp, [_QL])
_c.add("quaternion_exp_to_log", C.quaternion_exp_to_log, [Q])
_c.add("normalize_quaternion", C.normalize_quaternion, [Q * 2.5])
_c.add("vector_to_skew_symmetric_matrix", C.vector_to_skew_symmetric_matrix, [AA])
_c.add("rotation_matrix_to_axis_angle", C.rotation_matrix_to_axis_angle, [R3])
_c.add(
    "rotation_matrix_to_axis_angle[check_rotation]",
    C.rotation_matrix_to_axis_angle,
    [R3],
    {"check_rotation": True},
)
_c.add(
    "rotation_matrix_to_axis_angle[identity]",
    C.rotation_matrix_to_axis_angle,
    [torch.eye(3).repeat(B, 1, 1)],
    note="degenerate: identity",
)
_c.add(
    "rotation_matrix_to_angle_axis", C.rotation_matrix_to_angle_axis, [R3], note="deprecated alias"
)
_c.add("rotation_matrix_to_quaternion", C.rotation_matrix_to_quaternion, [R3])
_c.add(
    "rotation_matrix_to_quaternion[check_rotation]",
    C.rotation_matrix_to_quaternion,
    [R3],
    {"check_rotation": True},
)
_c.add("axis_angle_to_quaternion", C.axis_angle_to_quaternion, [AA])
_c.add("angle_axis_to_quaternion", C.angle_axis_to_quaternion, [AA], note="deprecated alias")
_c.add("axis_angle_to_rotation_matrix", C.axis_angle_to_rotation_matrix, [AA])
_c.add(
    "axis_angle_to_rotation_matrix[zero]",
    C.axis_angle_to_rotation_matrix,
    [torch.zeros(B, 3)],
    note="degenerate: zero rotation (Taylor branch)",
)
_c.add(
    "angle_axis_to_rotation_matrix", C.angle_axis_to_rotation_matrix, [AA], note="deprecated alias"
)
_EUL = [rand(B, seed=150, lo=-1, hi=1), rand(B, seed=151, lo=-1, hi=1),
        rand(B, seed=152, lo=-1, hi=1)]
_c.add("quaternion_from_euler", C.quaternion_from_euler, _EUL)
_c.add("euler_from_quaternion", C.euler_from_quaternion, list(Q.unbind(-1)))

# -- extrinsics -------------------------------------------------------------------------------
_c.add("Rt_to_matrix4x4", C.Rt_to_matrix4x4, [R, T])
_c.add("matrix4x4_to_Rt", C.matrix4x4_to_Rt, [M44])
_c.add("worldtocam_to_camtoworld_Rt", C.worldtocam_to_camtoworld_Rt, [R, T])
_c.add(
    "worldtocam_to_camtoworld_Rt[check_rotation]",
    C.worldtocam_to_camtoworld_Rt,
    [R, T],
    {"check_rotation": True},
)
_c.add("camtoworld_to_worldtocam_Rt", C.camtoworld_to_worldtocam_Rt, [R, T])
_c.add("camtoworld_graphics_to_vision_4x4", C.camtoworld_graphics_to_vision_4x4, [M44])
_c.add("camtoworld_vision_to_graphics_4x4", C.camtoworld_vision_to_graphics_4x4, [M44])
_c.add("camtoworld_graphics_to_vision_Rt", C.camtoworld_graphics_to_vision_Rt, [R, T])
_c.add("camtoworld_vision_to_graphics_Rt", C.camtoworld_vision_to_graphics_Rt, [R, T])
_c.add("ARKitQTVecs_to_ColmapQTVecs", C.ARKitQTVecs_to_ColmapQTVecs, [Q, T])
_c.add("ColmapQTVecs_to_ARKitQTVecs", C.ColmapQTVecs_to_ARKitQTVecs, [Q, T])

# -- linalg -----------------------------------------------------------------------------------
_M44B = pose4(B, seed=153)
_l.add("relative_transformation", L.relative_transformation, [M44, _M44B])
_l.add("compose_transformations", L.compose_transformations, [M44, _M44B])
_l.add("compose_transformations[unbatched]", L.compose_transformations, [M44[0], _M44B[0]])
_l.add("inverse_transformation", L.inverse_transformation, [M44])
_l.add("transform_points", L.transform_points, [M44, randn(B, 6, 3, seed=154)])
_l.add("transform_points[2d-homography]", L.transform_points, [_PH, PTS2])
_l.add(
    "transform_points[broadcast]",
    L.transform_points,
    [M44[:1], randn(B, 6, 3, seed=155)],
    note="(1,4,4) transform broadcast over the batch",
)
_LINE = torch.nn.functional.normalize(randn(B, 3, seed=156), dim=-1)
_l.add("point_line_distance", L.point_line_distance, [PTS2[:, 0], _LINE])
_l.add("squared_norm", L.squared_norm, [randn(B, 3, seed=157)])
_l.add("batched_dot_product", L.batched_dot_product, [randn(B, 3, seed=158), randn(B, 3, seed=159)])
_l.add(
    "batched_dot_product[keepdim]",
    L.batched_dot_product,
    [randn(B, 3, seed=158), randn(B, 3, seed=159)],
    {"keepdim": True},
)
_l.add("batched_squared_norm", L.batched_squared_norm, [randn(B, 3, seed=160)])
_l.add("euclidean_distance", L.euclidean_distance, [randn(B, 3, seed=161), randn(B, 3, seed=162)])
_l.add(
    "euclidean_distance[same]",
    L.euclidean_distance,
    [randn(B, 3, seed=161)] * 2,
    note="degenerate: zero distance (eps keeps sqrt differentiable)",
)

# -- pointcloud (file I/O) --------------------------------------------------------------------
_IO = "file I/O (reads or writes a .ply file on disk), not a tensor operator"
for _n in (
    "save_pointcloud_ply",
    "load_pointcloud_ply",
    "save_pointcloud_ply_binary",
    "load_pointcloud_ply_binary",
):
    _p.skip(_n, _IO, target=getattr(PC, _n))

# the deprecated top-level aliases kornia.load_pointcloud_ply / kornia.save_pointcloud_ply
CASES += [
    alias_skip("geometry.pointcloud.load_pointcloud_ply", "geometry.pointcloud",
               "load_pointcloud_ply", "file I/O (reads a PLY file)"),
    alias_skip("geometry.pointcloud.save_pointcloud_ply", "geometry.pointcloud",
               "save_pointcloud_ply", "file I/O (writes a PLY file)"),
]
