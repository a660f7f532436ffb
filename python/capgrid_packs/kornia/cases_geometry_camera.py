"""kornia.geometry.camera, kornia.geometry.calibration and kornia.geometry.depth cases.

Cameras are built inside the closures from live tensors (intrinsics, extrinsics, image size)
unless the variant says ``[baked-cams]``, where the camera object is a constant of the graph.
Points are in front of the camera and depths are positive.
"""

from __future__ import annotations

import torch
from kornia.geometry import calibration as CAL
from kornia.geometry import camera as C
from kornia.geometry import depth as D
from kornia.geometry.camera import utils as CU
from kornia.geometry.camera.pinhole import PinholeCamerasList
from kornia.geometry.camera.stereo import reproject_disparity_to_3D

from ._kit import (
    Section,
    img,
    intrinsics,
    pixels,
    points3d_front,
    pose4,
    rand,
    randn,
)

CASES: list = []
_c = Section(CASES, "geometry.camera", "geometry.camera.", "kornia.geometry.camera.")
_cal = Section(
    CASES, "geometry.calibration", "geometry.calibration.", "kornia.geometry.calibration."
)
_d = Section(CASES, "geometry.depth", "geometry.depth.", "kornia.geometry.depth.")

H, W = 32, 40
B = 2
K = intrinsics(B, seed=101)
K4 = torch.eye(4).repeat(B, 1, 1)
K4[:, :3, :3] = K
E4 = pose4(B, seed=102)
E4[:, :3, 3] *= 0.2
HT = torch.full((B,), float(H))
WT = torch.full((B,), float(W))
P3 = points3d_front(B, 6, seed=103)  # (B, N, 3)
PX = pixels(B, 6, seed=104)
DEP = rand(B, 6, 1, seed=105, lo=1.0, hi=4.0)


def _pinhole(k4, e4, h, w):
    return C.PinholeCamera(k4, e4, h, w)


# -- perspective / pinhole --------------------------------------------------------------------
_c.add(
    "project_points",
    C.project_points,
    [P3, K[:, None]],
    ref="kornia.geometry.camera.perspective.project_points",
)
_c.add(
    "project_points[batch1,flat]",
    C.project_points,
    [P3[0], K[0]],
    ref="kornia.geometry.camera.perspective.project_points",
    note="(N,3) points, (3,3) K",
)
_c.add(
    "unproject_points",
    C.unproject_points,
    [PX, DEP, K[:, None]],
    ref="kornia.geometry.camera.perspective.unproject_points",
)
_c.add(
    "unproject_points[normalize]",
    C.unproject_points,
    [PX, DEP, K[:, None]],
    {"normalize": True},
    ref="kornia.geometry.camera.perspective.unproject_points",
)
_PROJ = K4 @ E4
_c.add(
    "cam2pixel",
    C.cam2pixel,
    [rand(B, H, W, 3, seed=106, lo=0.5, hi=2.0), _PROJ],
    ref="kornia.geometry.camera.pinhole.cam2pixel",
)
_c.add(
    "pixel2cam",
    C.pixel2cam,
    [
        rand(B, 1, H, W, seed=107, lo=1.0, hi=3.0),
        torch.inverse(K4),
        torch.cat([pixels(1, H * W, seed=108).view(1, H, W, 2), torch.ones(1, H, W, 1)], -1).repeat(
            B, 1, 1, 1
        ),
    ],
    ref="kornia.geometry.camera.pinhole.pixel2cam",
)
_RP = "kornia.geometry.camera.pinhole.PinholeCamera."
_c.add(
    "PinholeCamera.project",
    lambda k, e, h, w, p: _pinhole(k, e, h, w).project(p),
    [K4, E4, HT, WT, P3],
    ref=_RP + "project",
)
_c.add(
    "PinholeCamera.project[baked-cams]",
    lambda p: _CAM.project(p),
    [P3],
    ref=_RP + "project",
    note="diagnostic: camera object baked as a constant",
)
_c.add(
    "PinholeCamera.unproject",
    lambda k, e, h, w, p, d: _pinhole(k, e, h, w).unproject(p, d),
    [K4, E4, HT, WT, PX, DEP],
    ref=_RP + "unproject",
)
_c.add(
    "PinholeCamera.intrinsics_inverse",
    lambda k, e, h, w: _pinhole(k, e, h, w).intrinsics_inverse(),
    [K4, E4, HT, WT],
    ref=_RP + "intrinsics_inverse",
)
_c.add(
    "PinholeCamera.scale",
    lambda k, e, h, w, s: _pinhole(k, e, h, w).scale(s).intrinsics,
    [K4, E4, HT, WT, torch.tensor([0.5, 2.0])],
    ref=_RP + "scale",
)
_c.add(
    "PinholeCamera.scale_",
    lambda k, e, h, w: _pinhole(k, e, h, w).scale_(0.5).intrinsics,
    [K4, E4, HT, WT],
    ref=_RP + "scale_",
    note="in-place; factor baked",
)
_c.add(
    "PinholeCamera.properties",
    lambda k, e, h, w: (
        lambda c: (
            c.fx,
            c.fy,
            c.cx,
            c.cy,
            c.tx,
            c.ty,
            c.tz,
            c.rt_matrix,
            c.camera_matrix,
            c.rotation_matrix,
            c.translation_vector,
        )
    )(_pinhole(k, e, h, w)),
    [K4, E4, HT, WT],
    ref=_RP + "fx",
    note="fx..tz, rt_matrix, camera_matrix, rotation, translation",
)
_c.add(
    "PinholeCamera.from_parameters",
    lambda fx, fy, cx, cy, tx, ty, tz: (
        C.PinholeCamera.from_parameters(
            fx, fy, cx, cy, H, W, tx, ty, tz, B, fx.device, fx.dtype
        ).intrinsics
    ),
    [
        K[:, 0, 0],
        K[:, 1, 1],
        K[:, 0, 2],
        K[:, 1, 2],
        rand(B, seed=109),
        rand(B, seed=110),
        rand(B, seed=111, lo=1, hi=2),
    ],
    ref=_RP + "from_parameters",
    note="H,W,batch,device,dtype baked",
)
_c.add(
    "PinholeCamera.clone",
    lambda k, e, h, w: _pinhole(k, e, h, w).clone().extrinsics,
    [K4, E4, HT, WT],
    ref=_RP + "clone",
)
_c.add(
    "PinholeCamerasList.get_pinhole",
    lambda k, e, h, w: (
        PinholeCamerasList(
            [_pinhole(k[:1], e[:1], h[:1], w[:1]), _pinhole(k[1:], e[1:], h[1:], w[1:])]
        )
        .get_pinhole(1)
        .intrinsics
    ),
    [K4, E4, HT, WT],
    ref="kornia.geometry.camera.pinhole.PinholeCamerasList.get_pinhole",
)
_c.add(
    "PinholeCamerasList.scale",
    lambda k, e, h, w, s: (
        PinholeCamerasList(
            [_pinhole(k[:1], e[:1], h[:1], w[:1]), _pinhole(k[1:], e[1:], h[1:], w[1:])]
        )
        .scale(s)
        .intrinsics
    ),
    [K4, E4, HT, WT, torch.tensor([0.5])],
    ref="kornia.geometry.camera.pinhole.PinholeCamerasList.scale",
)

# -- stereo -----------------------------------------------------------------------------------
_LEFT = torch.cat([K, torch.zeros(B, 3, 1)], -1)
_RIGHT = _LEFT.clone()
_RIGHT[:, 0, 3] = -K[:, 0, 0] * 0.1  # baseline 0.1
_DISP = rand(B, H, W, 1, seed=112, lo=1.0, hi=8.0)
_RS = "kornia.geometry.camera.stereo.StereoCamera."
_c.add(
    "StereoCamera.reproject_disparity_to_3D",
    lambda lft, rgt, d: C.StereoCamera(lft, rgt).reproject_disparity_to_3D(d),
    [_LEFT, _RIGHT, _DISP],
    ref=_RS + "reproject_disparity_to_3D",
)
_c.add(
    "StereoCamera.reproject_disparity_to_3D[return_mask]",
    lambda lft, rgt, d: C.StereoCamera(lft, rgt).reproject_disparity_to_3D(d, return_mask=True),
    [_LEFT, _RIGHT, _DISP],
    ref=_RS + "reproject_disparity_to_3D",
)
_c.add(
    "StereoCamera.reproject_disparity_to_3D[baked-cams]",
    lambda d: _STEREO.reproject_disparity_to_3D(d),
    [_DISP],
    ref=_RS + "reproject_disparity_to_3D",
    note="diagnostic: cameras baked as constants",
)
_c.add(
    "StereoCamera.Q", lambda lft, rgt: C.StereoCamera(lft, rgt).Q, [_LEFT, _RIGHT], ref=_RS + "Q"
)
_c.add(
    "StereoCamera.properties",
    lambda lft, rgt: (lambda s: (s.fx, s.fy, s.cx_left, s.cx_right, s.cy, s.tx))(
        C.StereoCamera(lft, rgt)
    ),
    [_LEFT, _RIGHT],
    ref=_RS + "fx",
)
_c.add(
    "stereo.reproject_disparity_to_3D",
    reproject_disparity_to_3D,
    [_DISP, C.StereoCamera(_LEFT, _RIGHT).Q],
    ref="kornia.geometry.camera.stereo.reproject_disparity_to_3D",
)
_CAM = _pinhole(K4, E4, HT, WT)
_STEREO = C.StereoCamera(_LEFT, _RIGHT)

# -- projection models and distortion ---------------------------------------------------------
_PC = points3d_front(1, 8, seed=113)[0]  # (N, 3)
_Z1 = _PC[:, :2] / _PC[:, 2:]
_c.add("project_points_z1", C.project_points_z1, [_PC])
_c.add("unproject_points_z1", C.unproject_points_z1, [_Z1])
_c.add("unproject_points_z1[extension]", C.unproject_points_z1, [_Z1, _PC[:, 2:]])
_c.add("dx_project_points_z1", C.dx_project_points_z1, [_PC])
_c.add("project_points_orthographic", C.project_points_orthographic, [_PC])
_c.add("unproject_points_orthographic", C.unproject_points_orthographic, [_PC[:, :2], _PC[:, 2:]])
_c.add("dx_project_points_orthographic", C.dx_project_points_orthographic, [_PC])
_AFFP = torch.tensor([30.0, 32.0, 20.0, 16.0])
_c.add("distort_points_affine", C.distort_points_affine, [_Z1, _AFFP])
_c.add(
    "undistort_points_affine",
    C.undistort_points_affine,
    [C.distort_points_affine(_Z1, _AFFP), _AFFP],
)
_c.add("dx_distort_points_affine", C.dx_distort_points_affine, [_Z1, _AFFP])
_KBP = torch.tensor([30.0, 32.0, 20.0, 16.0, 0.05, -0.01, 0.002, -0.0005])
_c.add("distort_points_kannala_brandt", C.distort_points_kannala_brandt, [_Z1, _KBP])
_c.add(
    "undistort_points_kannala_brandt",
    C.undistort_points_kannala_brandt,
    [C.distort_points_kannala_brandt(_Z1, _KBP), _KBP],
    note="10 unrolled Gauss-Newton iters",
)
_c.add("dx_distort_points_kannala_brandt", C.dx_distort_points_kannala_brandt, [_Z1, _KBP])
_c.add(
    "distort_points_kannala_brandt[batched]",
    C.distort_points_kannala_brandt,
    [_Z1[None].repeat(2, 1, 1), _KBP[None, None].repeat(2, 8, 1)],
    note="(B,N,2) points",
)

# -- calibration ------------------------------------------------------------------------------
_PXC = pixels(B, 10, seed=114)
_DIST4 = torch.tensor([[0.05, -0.02, 0.001, 0.0005], [-0.03, 0.01, 0.0, -0.001]])
_DIST14 = torch.cat([_DIST4, randn(B, 10, seed=115, std=0.002)], -1)
_cal.add("distort_points", CAL.distort_points, [_PXC, K, _DIST4])
_cal.add(
    "distort_points[14]", CAL.distort_points, [_PXC, K, _DIST14], note="14-coeff model incl. tilt"
)
_cal.add("distort_points[new_K]", CAL.distort_points, [_PXC, K, _DIST4, K * 1.1])
_cal.add("distort_points[8]", CAL.distort_points, [_PXC, K, _DIST14[:, :8]], note="8-coeff model")
_cal.add("undistort_points", CAL.undistort_points, [_PXC, K, _DIST4], note="num_iters=5 default")
_cal.add("undistort_points[14]", CAL.undistort_points, [_PXC, K, _DIST14])
_cal.add(
    "undistort_points[new_K,num_iters=1]",
    CAL.undistort_points,
    [_PXC, K, _DIST4, K * 1.1],
    {"num_iters": 1},
)
_cal.add("undistort_image", CAL.undistort_image, [img(1, 3, H, W, seed=116), K[:1], _DIST4[:1]])
_cal.add("undistort_image[batch>1]", CAL.undistort_image, [img(B, 3, H, W, seed=117), K, _DIST4])
_cal.add(
    "tilt_projection",
    CAL.tilt_projection,
    [torch.tensor([0.01, -0.02]), torch.tensor([0.02, 0.01])],
)
_cal.add(
    "tilt_projection[inverse]",
    CAL.tilt_projection,
    [torch.tensor([0.01, -0.02]), torch.tensor([0.02, 0.01])],
    {"return_inverse": True},
)
_WP = points3d_front(B, 8, seed=118)
_E34 = E4[:, :3]
_IMGP = C.project_points(
    (_E34[:, None, :, :3] @ _WP[..., None]).squeeze(-1) + _E34[:, None, :, 3], K[:, None]
)
_cal.add("solve_pnp_dlt", CAL.solve_pnp_dlt, [_WP, _IMGP, K])
_cal.add(
    "solve_pnp_dlt[weights]",
    CAL.solve_pnp_dlt,
    [_WP, _IMGP, K, rand(B, 8, seed=119, lo=0.5, hi=1.0)],
)

# -- depth ------------------------------------------------------------------------------------
DEPTH = rand(B, 1, H, W, seed=120, lo=1.0, hi=3.0)
_d.add("depth_to_3d", D.depth_to_3d, [DEPTH, K])
_d.add("depth_to_3d[normalize]", D.depth_to_3d, [DEPTH, K], {"normalize_points": True})
_d.add("depth_to_3d_v2", D.depth_to_3d_v2, [DEPTH[:, 0], K])
_d.add(
    "depth_to_3d_v2[xyz_grid]",
    lambda d, k, g: D.depth_to_3d_v2(d, k, xyz_grid=g),
    [DEPTH[:, 0], K, D.unproject_meshgrid(H, W, K)],
    note="precomputed grid as live input",
)
_d.add("unproject_meshgrid", lambda k: D.unproject_meshgrid(H, W, k), [K], note="H,W baked")
_d.add("unproject_meshgrid[normalize]", lambda k: D.unproject_meshgrid(H, W, k, True), [K])
_d.add("depth_to_normals", D.depth_to_normals, [DEPTH, K])
_d.add("depth_to_normals[normalize]", D.depth_to_normals, [DEPTH, K], {"normalize_points": True})
_d.add(
    "depth_from_disparity",
    D.depth_from_disparity,
    [_DISP.permute(0, 3, 1, 2), torch.tensor([0.1, 0.12]), K[:, 0, 0]],
)
_d.add(
    "depth_from_disparity[float]",
    D.depth_from_disparity,
    [_DISP.permute(0, 3, 1, 2)],
    {"baseline": 0.1, "focal": 32.0},
    note="baseline/focal baked",
)
_NRM = torch.nn.functional.normalize(torch.tensor([[0.1, -0.2, 1.0], [0.0, 0.1, 1.0]]), dim=-1)
_d.add(
    "depth_from_plane_equation",
    D.depth_from_plane_equation,
    [_NRM, torch.tensor([[2.0], [3.0]]), PX, K],
)
_d.add("warp_frame_depth", D.warp_frame_depth, [img(B, 3, H, W, seed=121), DEPTH, E4, K])
_d.add(
    "warp_frame_depth[normalize]",
    D.warp_frame_depth,
    [img(B, 3, H, W, seed=121), DEPTH, E4, K],
    {"normalize_points": True},
)
_E_SRC = pose4(B, seed=122)
_E_SRC[:, :3, 3] *= 0.1
_CAM_SRC = _pinhole(K4, _E_SRC, HT, WT)
_DW = D.DepthWarper(_CAM, H, W)
_DW.compute_projection_matrix(_CAM_SRC)
_RD = "kornia.geometry.depth.DepthWarper"
_d.add(
    "DepthWarper",
    _DW,
    [DEPTH, img(B, 3, H, W, seed=123)],
    ref=_RD,
    note="cameras baked in module; H,W baked",
)
_d.add(
    "DepthWarper.warp_grid",
    _DW,
    [DEPTH],
    method="warp_grid",
    ref=_RD + ".warp_grid",
    note="cameras baked",
)
_d.add(
    "DepthWarper.compute_subpixel_step",
    _DW,
    [],
    method="compute_subpixel_step",
    ref=_RD + ".compute_subpixel_step",
    note="fully constant graph",
)


def _dw_live(k4, e_dst, e_src, h, w, depth, patch):
    warper = D.DepthWarper(_pinhole(k4, e_dst, h, w), H, W)
    warper.compute_projection_matrix(_pinhole(k4, e_src, h, w))
    return warper(depth, patch)


_d.add(
    "DepthWarper.compute_projection_matrix[live-cams]",
    _dw_live,
    [K4, E4, _E_SRC, HT, WT, DEPTH, img(B, 3, H, W, seed=123)],
    ref=_RD + ".compute_projection_matrix",
    note="cameras built from live tensors in the graph",
)
_d.add(
    "depth_warp",
    lambda d, p: D.depth_warp(_CAM, _CAM_SRC, d, p, H, W),
    [DEPTH, img(B, 3, H, W, seed=124)],
    note="cameras + H,W baked",
)

# -- camera.utils: synthetic-camera builders (Python lists in, constant graphs) --------------
_U = "kornia.geometry.camera.utils."
_CPU, _F32 = torch.device("cpu"), torch.float32
_c.add(
    "utils.create_camera_dimensions",
    lambda: CU.create_camera_dimensions(_CPU, _F32, 3, 2),
    [],
    ref=_U + "create_camera_dimensions",
    note="fully constant graph",
)
_c.add(
    "utils.create_intrinsics",
    lambda: CU.create_intrinsics(
        [30.0, 32.0], [31.0, 33.0], [20.0, 19.0], [16.0, 15.0], _CPU, _F32
    ),
    [],
    ref=_U + "create_intrinsics",
    note="fully constant graph",
)
_c.add(
    "utils.create_intrinsics[tensor_centre]",
    lambda cx, cy: CU.create_intrinsics([30.0, 32.0], [31.0, 33.0], cx, cy, _CPU, _F32),
    [torch.tensor([20.0, 19.0]), torch.tensor([16.0, 15.0])],
    ref=_U + "create_intrinsics",
    note="principal point as live tensors",
)
_c.add(
    "utils.create_extrinsics_with_rotation",
    lambda a, b, g, x, y, z: CU.create_extrinsics_with_rotation(
        list(a), list(b), list(g), list(x), list(y), list(z), _CPU, _F32
    ),
    [
        torch.tensor([0.1, 0.2]),
        torch.tensor([0.0, -0.1]),
        torch.tensor([0.05, 0.0]),
        torch.tensor([0.1, 0.0]),
        torch.tensor([0.0, 0.2]),
        torch.tensor([1.0, 2.0]),
    ],
    ref=_U + "create_extrinsics_with_rotation",
    note="angles/translations as live tensors (elements must be tensors despite list[float] hint)",
)
_BROKEN = "KORNIA 0.9.0 bug: passes Python floats to create_extrinsics_with_rotation (torch.cos)"
_c.add(
    "utils.create_pinhole_camera",
    lambda: CU.create_pinhole_camera(float(H), float(W), _CPU, _F32).intrinsics,
    [],
    ref=_U + "create_pinhole_camera",
    note=_BROKEN,
    tags=("eager-fail",),
)
_c.add(
    "utils.create_four_cameras",
    lambda: CU.create_four_cameras(_CPU, _F32).extrinsics,
    [],
    ref=_U + "create_four_cameras",
    note=_BROKEN,
    tags=("eager-fail",),
)
_c.add(
    "utils.create_random_images_for_cameras",
    lambda: CU.create_random_images_for_cameras(_CAM),
    [],
    ref=_U + "create_random_images_for_cameras",
    check=False,
    note=(
        "randint inside the graph; the function itself calls torch.manual_seed(112) "
        "(a global side effect); cameras constant"
    ),
)
_c.add(
    "utils.create_red_images_for_cameras",
    lambda: CU.create_red_images_for_cameras(_CAM, _CPU),
    [],
    ref=_U + "create_red_images_for_cameras",
    note="fully constant graph; cameras constant",
)
_c.skip(
    "stereo.StereoException",
    "exception class raised on invalid stereo inputs; not an operator",
    ref="kornia.geometry.camera.stereo.StereoException",
)
