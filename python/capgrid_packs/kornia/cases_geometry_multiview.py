"""kornia.geometry.epipolar, homography, solvers and ransac cases.

One synthetic two-view scene feeds every case: intrinsics K, camera 1 at the origin, camera 2 a
small rigid motion away, 3-D points in front of both cameras, their exact projections, and the
ground-truth E and F built from them. A second, planar scene feeds the homography estimators.
"""

from __future__ import annotations

import torch
from kornia.core.utils import safe_inverse_with_mask, safe_solve_with_mask
from kornia.geometry import epipolar as E
from kornia.geometry import homography as HG
from kornia.geometry import solvers as SV
from kornia.geometry.conversions import normalize_points_with_intrinsics as _npi
from kornia.geometry.epipolar import fundamental as EF
from kornia.geometry.epipolar import numeric as EN
from kornia.geometry.ransac import RANSAC

from ._kit import (
    Section,
    img,
    intrinsics,
    pixel_homography,
    points3d_front,
    rand,
    randn,
    rt,
)

CASES: list = []
_e = Section(CASES, "geometry.epipolar", "geometry.epipolar.", "kornia.geometry.epipolar.")
_h = Section(CASES, "geometry.homography", "geometry.homography.", "kornia.geometry.homography.")
_s = Section(CASES, "geometry.solvers", "geometry.solvers.", "kornia.geometry.solvers.")
_r = Section(CASES, "geometry.ransac", "geometry.ransac.", "kornia.geometry.ransac.")

B, N = 2, 12
K = intrinsics(B, seed=171)
R1 = torch.eye(3).repeat(B, 1, 1)
T1 = torch.zeros(B, 3, 1)
R2, T2 = rt(B, seed=172)
# a gentler rotation: exp of a scaled skew-symmetric part stays orthonormal
R2 = torch.linalg.matrix_exp(0.25 * (R2 - R2.transpose(-1, -2)))
T2 = T2 + torch.tensor([[[0.5], [0.0], [0.0]]])
X = points3d_front(B, N, seed=173, zmin=3.0, zmax=6.0)
P1 = E.projection_from_KRt(K, R1, T1)
P2 = E.projection_from_KRt(K, R2, T2)


def _project(p, x):
    xh = torch.cat([x, torch.ones_like(x[..., :1])], -1)
    y = (p[:, None] @ xh[..., None]).squeeze(-1)
    return y[..., :2] / y[..., 2:]


X1 = _project(P1, X)
X2 = _project(P2, X)
EM = E.essential_from_Rt(R1, T1, R2, T2)
FM = E.fundamental_from_essential(EM, K, K)
WTS = rand(B, N, seed=174, lo=0.5, hi=1.0)

# -- estimators -------------------------------------------------------------------------------
_e.add("find_fundamental", E.find_fundamental, [X1, X2], note="8POINT")
_e.add("find_fundamental[weights]", E.find_fundamental, [X1, X2, WTS])
_e.add(
    "find_fundamental[7POINT]",
    E.find_fundamental,
    [X1[:, :7], X2[:, :7]],
    {"method": "7POINT"},
    note="returns up to 3 F (B,3*3,3)",
)
_e.add("find_fundamental[batch1]", E.find_fundamental, [X1[:1], X2[:1]])
_X1N, _X2N = _npi(X1, K), _npi(X2, K)
_e.add(
    "find_essential",
    E.find_essential,
    [_X1N[:, :5], _X2N[:, :5]],
    note="5pt Nister, returns (B,10,3,3); slots of complex roots are NaN by design",
)
_e.add(
    "find_essential[weights]",
    E.find_essential,
    [_X1N, _X2N, WTS],
    note="12 weighted points; slots of complex roots are NaN by design",
)
_e.add("project_to_essential", E.project_to_essential, [EM + randn(B, 3, 3, seed=175, std=0.01)])
_e.add("essential_from_fundamental", E.essential_from_fundamental, [FM, K, K])
_e.add("essential_from_Rt", E.essential_from_Rt, [R1, T1, R2, T2])
_e.add(
    "decompose_essential_matrix",
    E.decompose_essential_matrix,
    [EM],
    note="SVD-based; sign ambiguity",
)
_e.add("decompose_essential_matrix_no_svd", E.decompose_essential_matrix_no_svd, [EM])
_e.add("motion_from_essential", E.motion_from_essential, [EM])
_e.add(
    "motion_from_essential_choose_solution",
    E.motion_from_essential_choose_solution,
    [EM, K, K, X1, X2],
)
_e.add(
    "motion_from_essential_choose_solution[mask]",
    E.motion_from_essential_choose_solution,
    [EM, K, K, X1, X2, WTS > 0.6],
)
_e.add("relative_camera_motion", E.relative_camera_motion, [R1, T1, R2, T2])
_e.add("fundamental_from_essential", E.fundamental_from_essential, [EM, K, K])
_e.add("fundamental_from_projections", E.fundamental_from_projections, [P1, P2])
_e.add("compute_correspond_epilines", E.compute_correspond_epilines, [X1, FM])
_e.add(
    "compute_correspond_epilines[homogeneous]",
    E.compute_correspond_epilines,
    [torch.cat([X1, torch.ones(B, N, 1)], -1), FM],
)
_e.add("normalize_points", E.normalize_points, [X1])
_e.add(
    "normalize_points[weights]",
    lambda x, w: E.normalize_points(x, weights=w),
    [X1, WTS],
    ref="kornia.geometry.epipolar.normalize_points",
)
_e.add("normalize_transformation", E.normalize_transformation, [FM])
# in float64, then float32: a float32 matmul's last bits depend on the CPU (MKL's instruction
# set), and so would the fingerprint
_LINES = E.compute_correspond_epilines(X1.double(), FM.double()).float()
_e.add("get_perpendicular", E.get_perpendicular, [_LINES, X2])
_e.add(
    "get_closest_point_on_epipolar_line",
    E.get_closest_point_on_epipolar_line,
    [X1, X2 + randn(B, N, 2, seed=176, std=0.5), FM],
)
_NX2 = X2 + randn(B, N, 2, seed=177, std=0.5)
_e.add("sampson_epipolar_distance", E.sampson_epipolar_distance, [X1, _NX2, FM])
_e.add(
    "sampson_epipolar_distance[no-matmul]",
    E.sampson_epipolar_distance,
    [X1, _NX2, FM],
    {"use_matmul_at_less_than_points": 0},
    note="einsum path",
)
_e.add(
    "sampson_epipolar_distance[unsquared]",
    E.sampson_epipolar_distance,
    [X1, _NX2, FM],
    {"squared": False},
)
_e.add("symmetrical_epipolar_distance", E.symmetrical_epipolar_distance, [X1, _NX2, FM])
_e.add(
    "symmetrical_epipolar_distance[unsquared]",
    E.symmetrical_epipolar_distance,
    [X1, _NX2, FM],
    {"squared": False},
)
_e.add("left_to_right_epipolar_distance", E.left_to_right_epipolar_distance, [X1, _NX2, FM])
_e.add("right_to_left_epipolar_distance", E.right_to_left_epipolar_distance, [X1, _NX2, FM])
_e.add("projection_from_KRt", E.projection_from_KRt, [K, R2, T2])
_e.add("projections_from_fundamental", E.projections_from_fundamental, [FM])
_e.add("KRt_from_projection", E.KRt_from_projection, [P2])
_e.add("depth_from_point", E.depth_from_point, [R2, T2, X])
_e.add(
    "intrinsics_like",
    lambda x: E.intrinsics_like(30.0, x),
    [img(B, 3, 32, 40, seed=178)],
    note="focal baked; only shape of image used",
)
_e.add("scale_intrinsics", E.scale_intrinsics, [K, torch.tensor([0.5, 2.0])])
_e.add(
    "scale_intrinsics[float]", E.scale_intrinsics, [K], {"scale_factor": 0.5}, note="scale baked"
)
_e.add(
    "random_intrinsics",
    E.random_intrinsics,
    [],
    {"low": 0.5, "high": 2.0},
    check=False,
    note="uses torch.rand inside",
)
_e.add(
    "random_intrinsics[tensor_bounds]",
    E.random_intrinsics,
    [torch.tensor(0.5), torch.tensor(2.0)],
    check=False,
    note="bounds as live 0-d tensors",
)
_e.add("cross_product_matrix", E.cross_product_matrix, [T2[..., 0]])
_e.add("triangulate_points", E.triangulate_points, [P1, P2, X1, X2], note="solver=eigh (default)")
_e.add("triangulate_points[svd]", E.triangulate_points, [P1, P2, X1, X2], {"solver": "svd"})
_e.add(
    "generate_scene",
    E.generate_scene,
    [],
    {"num_views": 2, "num_points": 8},
    check=False,
    note="synthetic scene built with torch.rand inside; returns a dict of tensors",
)

# -- homography -------------------------------------------------------------------------------
_HGT = pixel_homography(B, seed=179)
_PA = rand(B, N, 2, seed=180) * torch.tensor([39.0, 31.0])
_PB = (
    lambda h, p: (lambda y: y[..., :2] / y[..., 2:])(
        (h[:, None] @ torch.cat([p, torch.ones_like(p[..., :1])], -1)[..., None]).squeeze(-1)
    )
)(_HGT, _PA)
_h.add("find_homography_dlt", HG.find_homography_dlt, [_PA, _PB], note="solver=lu (default)")
_h.add("find_homography_dlt[svd]", HG.find_homography_dlt, [_PA, _PB], {"solver": "svd"})
_h.add("find_homography_dlt[weights]", HG.find_homography_dlt, [_PA, _PB, WTS])
_h.add(
    "find_homography_dlt[4pt]",
    HG.find_homography_dlt,
    [_PA[:, :4], _PB[:, :4]],
    note="minimal sample",
)
_h.add(
    "find_homography_dlt_iterated",
    HG.find_homography_dlt_iterated,
    [_PA, _PB, WTS],
    {"n_iter": 3},
    note="n_iter baked",
)
_LS1 = torch.stack([_PA[:, :6], _PA[:, 6:]], -2)  # (B, 6, 2, 2) segments
_LS2 = torch.stack([_PB[:, :6], _PB[:, 6:]], -2)
_h.add("find_homography_lines_dlt", HG.find_homography_lines_dlt, [_LS1, _LS2])
_h.add("find_homography_lines_dlt[weights]", HG.find_homography_lines_dlt, [_LS1, _LS2, WTS[:, :6]])
_h.add(
    "find_homography_lines_dlt_iterated",
    HG.find_homography_lines_dlt_iterated,
    [_LS1, _LS2, WTS[:, :6]],
    {"n_iter": 3},
    note="n_iter baked",
)
_h.add(
    "line_segment_transfer_error_one_way",
    HG.line_segment_transfer_error_one_way,
    [_LS1, _LS2, _HGT],
)
_NPB = _PB + randn(B, N, 2, seed=181, std=0.3)
_h.add("oneway_transfer_error", HG.oneway_transfer_error, [_PA, _NPB, _HGT])
_h.add("symmetric_transfer_error", HG.symmetric_transfer_error, [_PA, _NPB, _HGT])
_h.add(
    "symmetric_transfer_error[unsquared]",
    HG.symmetric_transfer_error,
    [_PA, _NPB, _HGT],
    {"squared": False},
)
_h.add("sampson_homography_distance", HG.sampson_homography_distance, [_PA, _NPB, _HGT])
_h.add(
    "sample_is_valid_for_homography",
    HG.sample_is_valid_for_homography,
    [_PA[:, :4], _PB[:, :4]],
    note="returns bool (B,)",
)
_h.add(
    "normalize_points",
    E.normalize_points,
    [_PA],
    ref="kornia.geometry.epipolar.normalize_points",
    note="homography module re-uses the epipolar normaliser",
)

_SING = torch.stack([_HGT[0], torch.tensor([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [0.0, 1.0, 1.0]])])
_h.add(
    "safe_inverse_with_mask",
    safe_inverse_with_mask,
    [_SING],
    ref="kornia.core.utils.safe_inverse_with_mask",
    note="second matrix singular: mask marks it invalid",
)
_h.add(
    "safe_solve_with_mask",
    safe_solve_with_mask,
    [randn(B, 3, 1, seed=194), _SING],
    ref="kornia.core.utils.safe_solve_with_mask",
    note="second system singular",
)

# -- solvers ----------------------------------------------------------------------------------
_s.add(
    "solve_quadratic",
    SV.solve_quadratic,
    [torch.tensor([[1.0, -3.0, 2.0], [1.0, 2.0, 5.0], [2.0, 4.0, 2.0]])],
    note="two real, complex, double root",
)
_s.add(
    "solve_cubic",
    SV.solve_cubic,
    [torch.tensor([[1.0, -6.0, 11.0, -6.0], [1.0, 0.0, 1.0, 1.0], [0.0, 1.0, -3.0, 2.0]])],
    note="three real, one real, degenerate (leading 0)",
)
_s.add(
    "solve_quartic",
    SV.solve_quartic,
    [torch.tensor([[1.0, -10.0, 35.0, -50.0, 24.0], [1.0, 0.0, 2.0, 0.0, 1.0]])],
)
_s.add(
    "multiply_deg_one_poly",
    SV.multiply_deg_one_poly,
    [randn(3, 4, seed=182), randn(3, 4, seed=183)],
)
_s.add(
    "multiply_deg_two_one_poly",
    SV.multiply_deg_two_one_poly,
    [randn(3, 10, seed=184), randn(3, 4, seed=185)],
)
_s.add("determinant_to_polynomial", SV.determinant_to_polynomial, [randn(3, 3, 13, seed=186)])
_s.add("null_vector_3x4", SV.null_vector_3x4, [randn(3, 3, 4, seed=187)])
_AFFGT = pixel_homography(B, seed=188)[:, :2]
_PAF = _PA @ _AFFGT[:, :, :2].transpose(-1, -2) + _AFFGT[:, None, :, 2]
_s.add("find_affine", SV.find_affine, [_PA, _PAF])
_s.add("find_affine[weights]", SV.find_affine, [_PA, _PAF, WTS])

# -- RANSAC -----------------------------------------------------------------------------------
_RR = "kornia.geometry.ransac.RANSAC"
_N_IN, _N_OUT = 24, 8
_KP1 = torch.cat([_PA[0], rand(_N_IN - N, 2, seed=189) * 30 + 5, rand(_N_OUT, 2, seed=190) * 35], 0)
# in float64, then float32: a float32 matmul's last bits depend on the CPU (MKL's instruction
# set), and so would the fingerprint
_KP2_IN = (
    lambda h, p: (lambda y: y[..., :2] / y[..., 2:])(
        (h @ torch.cat([p, torch.ones_like(p[..., :1])], -1).T).T
    )
)(_HGT[0].double(), _KP1[:_N_IN].double()).float()
_KP2 = torch.cat([_KP2_IN, rand(_N_OUT, 2, seed=191) * 35], 0)
_SMALL = {"batch_size": 64, "max_iter": 2, "seed": 0}
_XF1 = _project(P1[:1], points3d_front(1, 24, seed=192, zmin=3, zmax=6))[0]
_XF2 = _project(P2[:1], points3d_front(1, 24, seed=192, zmin=3, zmax=6))[0]
_r.add(
    "RANSAC[homography]",
    RANSAC("homography", **_SMALL),
    [_KP1, _KP2],
    ref=_RR,
    note="sampling inside; 24 inliers + 8 outliers; batch 64 x 2 iters",
)
_r.add(
    "RANSAC[homography,no-seed]",
    RANSAC("homography", batch_size=64, max_iter=2),
    [_KP1, _KP2],
    ref=_RR,
    check=False,
    note="diagnostic: seed=None avoids torch.Generator",
)
_r.add(
    "RANSAC[homography,dlt]",
    RANSAC("homography", local_optimization="dlt", **_SMALL),
    [_KP1, _KP2],
    ref=_RR,
    note="local_optimization=dlt instead of lm",
)
_r.add(
    "RANSAC[affine]", RANSAC("affine", **_SMALL), [_PA[0], _PAF[0]], ref=_RR, note="affine model"
)
_r.add(
    "RANSAC[fundamental]",
    RANSAC("fundamental", inl_th=1.0, **_SMALL),
    [_XF1, _XF2],
    ref=_RR,
    note="sampling inside; 8pt inside",
)
_r.add(
    "RANSAC[fundamental_7pt]",
    RANSAC("fundamental_7pt", inl_th=1.0, **_SMALL),
    [_XF1, _XF2],
    ref=_RR,
    note="sampling inside; 7pt inside",
)
_r.add(
    "RANSAC[essential]",
    RANSAC("essential", inl_th=1e-3, **_SMALL),
    [_npi(_XF1[None], K[:1])[0], _npi(_XF2[None], K[:1])[0]],
    ref=_RR,
    note="normalised coordinates; 5pt inside",
)
_LSK1 = torch.stack([_KP1[:12], _KP1[12:24]], -2)
_LSK2 = torch.stack([_KP2[:12], _KP2[12:24]], -2)
_r.add(
    "RANSAC[homography_from_linesegments]",
    RANSAC("homography_from_linesegments", **_SMALL),
    [_LSK1, _LSK2],
    ref=_RR,
    note="sampling inside",
)
_R_H = RANSAC("homography", **_SMALL)
_r.add(
    "RANSAC.estimate_model_from_minsample",
    _R_H,
    [_KP1[:8].view(2, 4, 2), _KP2[:8].view(2, 4, 2)],
    method="estimate_model_from_minsample",
    ref=_RR + ".estimate_model_from_minsample",
    note="2 minimal samples of 4",
)
_r.add(
    "RANSAC.verify",
    lambda a, b, m: _R_H.verify(a, b, m, 2.0),
    [_KP1, _KP2, _HGT],
    ref=_RR + ".verify",
    note="inl_th baked; returns (inliers, models, score float, ...) -> only tensors kept",
)
_r.add(
    "RANSAC.sample",
    lambda: _R_H.sample(4, 32, 8, 0),
    [],
    ref=_RR + ".sample",
    note="torch.Generator seeded with seed + iteration inside: deterministic; sizes baked",
)
_r.add(
    "RANSAC.remove_bad_samples",
    _R_H,
    [_KP1[:8].view(2, 4, 2), _KP2[:8].view(2, 4, 2)],
    method="remove_bad_samples",
    ref=_RR + ".remove_bad_samples",
)
_r.add(
    "RANSAC.remove_bad_models",
    _R_H,
    [_HGT],
    method="remove_bad_models",
    ref=_RR + ".remove_bad_models",
)
_r.add(
    "RANSAC.polish_model",
    _R_H,
    [_KP1, _KP2, torch.arange(32) < _N_IN],
    method="polish_model",
    ref=_RR + ".polish_model",
)
_r.add(
    "RANSAC.max_samples_by_conf",
    lambda: torch.tensor(RANSAC.max_samples_by_conf(20, 32, 4, 0.99)),
    [],
    ref=_RR + ".max_samples_by_conf",
    note="pure Python arithmetic: fully constant graph",
)

# -- solver internals of the epipolar module -------------------------------------------------
_e.add(
    "fundamental.run_8point",
    EF.run_8point,
    [X1, X2],
    ref="kornia.geometry.epipolar.fundamental.run_8point",
)
_e.add(
    "fundamental.run_8point[weights,einsum]",
    EF.run_8point,
    [X1, X2, WTS],
    {"use_einsum_at_more_than_points": 0},
    ref="kornia.geometry.epipolar.fundamental.run_8point",
)
_e.add(
    "fundamental.run_7point",
    EF.run_7point,
    [X1[:, :7], X2[:, :7]],
    ref="kornia.geometry.epipolar.fundamental.run_7point",
)
_e.add(
    "numeric.matrix_cofactor_tensor",
    EN.matrix_cofactor_tensor,
    [FM + randn(B, 3, 3, seed=193, std=0.1)],
    ref="kornia.geometry.epipolar.numeric.matrix_cofactor_tensor",
)
