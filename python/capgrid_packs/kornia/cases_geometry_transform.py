"""kornia.geometry.transform and kornia.geometry.grid cases.

Names follow Kornia's snapshot (``transform.<fn>[variant]`` in group ``geometry.transform``).
"""

from __future__ import annotations

import kornia
import torch
from kornia.geometry import grid as KG
from kornia.geometry import transform as T
from kornia.geometry.transform import image_registrator as IR

from ._kit import (
    Section,
    affine2x3,
    alias,
    homography,
    img,
    pixel_homography,
    rand,
    randn,
)

CASES: list = []
_t = Section(CASES, "geometry.transform", "transform.", "kornia.geometry.transform.")
_g = Section(CASES, "geometry.grid", "grid.", "kornia.geometry.grid.")

H, W = 32, 40
IMG = img(seed=1)
IMG1 = img(1, 3, H, W, seed=2)
GRAY = img(2, 1, H, W, seed=3)
VOL = rand(2, 1, 8, 16, 16, seed=4)
PH = pixel_homography(2, seed=5)
AFF = affine2x3(2, seed=6)
NH = homography(2, seed=7)
ANG = torch.tensor([15.0, -30.0])
CENTER = torch.tensor([[20.0, 16.0], [18.0, 14.0]])
FILL = torch.tensor([0.2, 0.5, 0.8])

# -- warps ------------------------------------------------------------------------------------
_t.add("warp_perspective", T.warp_perspective, [IMG, PH], {"dsize": (H, W)}, note="dsize baked")
_t.add(
    "warp_perspective[nearest,border]",
    T.warp_perspective,
    [IMG, PH],
    {"dsize": (H, W), "mode": "nearest", "padding_mode": "border"},
    note="dsize baked",
)
_t.add(
    "warp_perspective[fill]",
    lambda x, m, f: T.warp_perspective(x, m, (H, W), padding_mode="fill", fill_value=f),
    [IMG, PH, FILL],
    note="padding_mode=fill; fill_value live input; dsize baked",
)
_t.add(
    "warp_perspective[batch2,resize]",
    T.warp_perspective,
    [IMG, PH],
    {"dsize": (24, 30)},
    note="dsize != input size",
)
_t.add("warp_perspective[batch1]", T.warp_perspective, [IMG1, PH[:1]], {"dsize": (H, W)})
_t.add(
    "warp_perspective[reflection,align_corners=False]",
    T.warp_perspective,
    [IMG, PH],
    {"dsize": (H, W), "padding_mode": "reflection", "align_corners": False},
)
_t.add(
    "warp_perspective[identity]",
    T.warp_perspective,
    [IMG, torch.eye(3).repeat(2, 1, 1)],
    {"dsize": (H, W)},
    note="degenerate: identity homography",
)
_t.add("warp_affine", T.warp_affine, [IMG, AFF], {"dsize": (H, W)}, note="dsize baked")
_t.add(
    "warp_affine[align_corners=False,reflection]",
    T.warp_affine,
    [IMG, AFF],
    {"dsize": (H, W), "align_corners": False, "padding_mode": "reflection"},
)
_t.add(
    "warp_affine[fill]",
    lambda x, m, f: T.warp_affine(x, m, (H, W), padding_mode="fill", fill_value=f),
    [IMG, AFF, FILL],
    note="fill_value live input; dsize baked",
)
_t.add(
    "warp_affine[nearest,border]",
    T.warp_affine,
    [IMG, AFF],
    {"dsize": (H, W), "mode": "nearest", "padding_mode": "border"},
)
_t.add("warp_affine[batch1,resize]", T.warp_affine, [IMG1, AFF[:1]], {"dsize": (16, 20)})
_t.add(
    "warp_grid",
    T.warp_grid,
    [KG.create_meshgrid(H, W, False), PH],
    note="grid is a live input (1,H,W,2)",
)
_t.add(
    "warp_grid3d",
    T.warp_grid3d,
    [
        KG.create_meshgrid3d(8, 16, 16, False),
        torch.eye(4).repeat(2, 1, 1) + randn(2, 4, 4, seed=8, std=0.02),
    ],
)
_MAPX = (torch.arange(W).float()[None].repeat(H, 1) + 0.3)[None].repeat(2, 1, 1)
_MAPY = (torch.arange(H).float()[:, None].repeat(1, W) - 0.4)[None].repeat(2, 1, 1)
_t.add("remap", T.remap, [IMG, _MAPX, _MAPY], {"align_corners": True})
_t.add(
    "remap[normalized,nearest]",
    T.remap,
    [IMG, _MAPX / (W - 1) * 2 - 1, _MAPY / (H - 1) * 2 - 1],
    {"mode": "nearest", "normalized_coordinates": True, "align_corners": True},
)
_t.add(
    "remap[border]",
    T.remap,
    [IMG, _MAPX * 1.1, _MAPY * 1.1],
    {"padding_mode": "border", "align_corners": False},
)
_t.add(
    "homography_warp",
    T.homography_warp,
    [IMG, NH],
    {"dsize": (H, W)},
    note="normalized homography; dsize baked",
)
_t.add(
    "homography_warp[pixel_homography]",
    T.homography_warp,
    [IMG, PH],
    {"dsize": (H, W), "normalized_coordinates": False},
)
_t.add(
    "homography_warp[nearest,align_corners]",
    T.homography_warp,
    [IMG, NH],
    {"dsize": (H, W), "mode": "nearest", "align_corners": True},
)

# -- thin plate spline / elastic --------------------------------------------------------------
_SRC_PTS = torch.tensor([[[-0.8, -0.8], [0.8, -0.8], [0.8, 0.8], [-0.8, 0.8], [0.0, 0.0]]]).repeat(
    2, 1, 1
)
_DST_PTS = _SRC_PTS + randn(2, 5, 2, seed=9, std=0.05)
# in float64, then float32: a float32 solve's last bits depend on the CPU (MKL's instruction
# set), and so would the fingerprint
_KW, _AW = (t.float() for t in T.get_tps_transform(_DST_PTS.double(), _SRC_PTS.double()))
_t.add("get_tps_transform", T.get_tps_transform, [_SRC_PTS, _DST_PTS])
_t.add(
    "warp_points_tps",
    T.warp_points_tps,
    [rand(2, 7, 2, seed=10, lo=-0.9, hi=0.9), _DST_PTS, _KW, _AW],
    note="query points distinct from kernel centers",
)
_t.add(
    "warp_points_tps[at_centers]",
    T.warp_points_tps,
    [_DST_PTS.clone(), _DST_PTS, _KW, _AW],
    note="query points == kernel centers (zero distance) -> exercises zero-distance branch",
)
_t.add("warp_image_tps", T.warp_image_tps, [IMG, _DST_PTS, _KW, _AW])
_t.add(
    "warp_image_tps[align_corners,border]",
    T.warp_image_tps,
    [IMG, _DST_PTS, _KW, _AW],
    {"align_corners": True, "padding_mode": "border"},
)
_NOISE = rand(2, 2, H, W, seed=11, lo=-1, hi=1)
_t.add(
    "elastic_transform2d",
    T.elastic_transform2d,
    [IMG, _NOISE],
    {"kernel_size": (7, 7), "sigma": (4.0, 4.0), "alpha": (1.0, 1.0)},
    note="noise is live input; kernel/sigma/alpha baked",
)
_t.add(
    "elastic_transform2d[tensor_sigma_alpha]",
    lambda im, nz, s, a: T.elastic_transform2d(im, nz, (7, 7), s, a),
    [IMG, _NOISE, torch.tensor([4.0, 3.0]), torch.tensor([1.0, 0.5])],
    note="sigma/alpha as live tensors; kernel_size baked",
)
_t.add(
    "elastic_transform2d[nearest,border]",
    T.elastic_transform2d,
    [IMG, _NOISE],
    {
        "kernel_size": (7, 7),
        "sigma": (4.0, 4.0),
        "alpha": (1.0, 1.0),
        "mode": "nearest",
        "padding_mode": "border",
        "align_corners": True,
    },
)

# -- affine functional ------------------------------------------------------------------------
_t.add("affine", T.affine, [IMG, AFF])
_t.add(
    "affine[nearest,reflection]",
    T.affine,
    [IMG, AFF],
    {"mode": "nearest", "padding_mode": "reflection"},
)
_t.add("rotate", T.rotate, [IMG, ANG])
_t.add("rotate[center]", T.rotate, [IMG, ANG, CENTER])
_t.add(
    "rotate[nearest,border]", T.rotate, [IMG, ANG], {"mode": "nearest", "padding_mode": "border"}
)
_t.add("rotate[batch1]", T.rotate, [IMG1, ANG[:1]])
_t.add("translate", T.translate, [IMG, torch.tensor([[3.0, -2.0], [-1.5, 4.0]])])
_t.add(
    "translate[reflection]",
    T.translate,
    [IMG, torch.tensor([[3.0, -2.0], [-1.5, 4.0]])],
    {"padding_mode": "reflection"},
)
_t.add("scale", T.scale, [IMG, torch.tensor([[1.2, 0.8], [0.9, 1.1]])])
_t.add("scale[scalar]", T.scale, [IMG, torch.tensor([1.2, 0.8])])
_t.add("scale[center]", T.scale, [IMG, torch.tensor([[1.2, 0.8], [0.9, 1.1]]), CENTER])
_t.add("shear", T.shear, [IMG, torch.tensor([[0.1, -0.2], [0.0, 0.3]])])
_t.add(
    "shear[border,align_corners]",
    T.shear,
    [IMG, torch.tensor([[0.1, -0.2], [0.0, 0.3]])],
    {"padding_mode": "border", "align_corners": True},
)
_t.add("hflip", T.hflip, [IMG])
_t.add("vflip", T.vflip, [IMG])
_t.add("rot180", T.rot180, [IMG])
_t.add("hflip[3d-input]", T.hflip, [IMG[0]], note="(C,H,W) input, no batch")

# -- resize family ----------------------------------------------------------------------------
_t.add("resize", T.resize, [IMG], {"size": (24, 30)}, note="size baked")
_t.add("resize[int,side=short]", T.resize, [IMG], {"size": 16}, note="size=int baked")
_t.add("resize[int,side=long]", T.resize, [IMG], {"size": 20, "side": "long"})
_t.add("resize[nearest]", T.resize, [IMG], {"size": (20, 25), "interpolation": "nearest"})
_t.add(
    "resize[bicubic,align_corners]",
    T.resize,
    [IMG],
    {"size": (48, 60), "interpolation": "bicubic", "align_corners": True},
)
_t.add(
    "resize[antialias,area]",
    T.resize,
    [IMG],
    {"size": (16, 20), "interpolation": "area", "antialias": True},
)
_t.add("resize[antialias,bilinear]", T.resize, [IMG], {"size": (12, 15), "antialias": True})
_t.add("resize[same_size]", T.resize, [IMG], {"size": (H, W)}, note="degenerate: size == input")
_t.add(
    "resize_to_be_divisible",
    T.resize_to_be_divisible,
    [IMG],
    {"divisible_factor": 7},
    note="factor baked; output size fixed at trace",
)
_t.add("rescale", T.rescale, [IMG], {"factor": 0.5})
_t.add("rescale[tuple]", T.rescale, [IMG], {"factor": (0.5, 0.75)})
_t.add("rescale[antialias,upscale]", T.rescale, [IMG], {"factor": 1.5, "antialias": True})
_t.add("pyrdown", T.pyrdown, [IMG])
_t.add("pyrdown[factor=3]", T.pyrdown, [IMG], {"factor": 3.0})
_t.add(
    "pyrdown[align_corners,replicate]",
    T.pyrdown,
    [IMG],
    {"align_corners": True, "border_type": "replicate"},
)
_t.add("pyrup", T.pyrup, [IMG])
_t.add(
    "pyrup[align_corners,constant]",
    T.pyrup,
    [IMG],
    {"align_corners": True, "border_type": "constant"},
)
_t.add("build_pyramid", T.build_pyramid, [IMG], {"max_level": 3}, note="returns list of 3 tensors")
_t.add(
    "build_laplacian_pyramid",
    T.build_laplacian_pyramid,
    [IMG],
    {"max_level": 3},
    note="returns list of 3 tensors",
)
_t.add("PyrDown", T.PyrDown(), [IMG])
_t.add("PyrUp", T.PyrUp(), [IMG])
_t.add(
    "ScalePyramid",
    T.ScalePyramid(3, 1.6, 15),
    [GRAY],
    note="returns (pyramid list, sigmas list, pixel_dists list) flattened",
)
_t.add("ScalePyramid[double_image]", T.ScalePyramid(3, 1.6, 15, double_image=True), [GRAY])
_t.add("ScalePyramid[extra_levels=1,rgb]", T.ScalePyramid(2, 1.6, 8, extra_levels=1), [IMG])

# -- 3d warps ---------------------------------------------------------------------------------
_A3 = torch.eye(4)[:3].repeat(2, 1, 1) + randn(2, 3, 4, seed=12, std=0.03)
_t.add("warp_affine3d", T.warp_affine3d, [VOL, _A3], {"dsize": (8, 16, 16)})
_t.add(
    "warp_affine3d[nearest]",
    T.warp_affine3d,
    [VOL, _A3],
    {"dsize": (8, 16, 16), "flags": "nearest"},
)
_P3 = torch.eye(4).repeat(2, 1, 1) + randn(2, 4, 4, seed=13, std=0.01)
_P3[:, 3, 3] = 1.0
_t.add("warp_perspective3d", T.warp_perspective3d, [VOL, _P3], {"dsize": (8, 16, 16)})
_t.add(
    "warp_perspective3d[border,align_corners]",
    T.warp_perspective3d,
    [VOL, _P3],
    {"dsize": (8, 16, 16), "border_mode": "border", "align_corners": True},
)
_t.add("homography_warp3d", T.homography_warp3d, [VOL, _P3], {"dsize": (8, 16, 16)})
_t.add("affine3d", T.affine3d, [VOL, _A3])
_YPR = [torch.tensor([10.0, -20.0]), torch.tensor([5.0, 15.0]), torch.tensor([-8.0, 3.0])]
_t.add("rotate3d", T.rotate3d, [VOL, *_YPR])
_t.add(
    "rotate3d[center]", T.rotate3d, [VOL, *_YPR, torch.tensor([[8.0, 8.0, 4.0], [7.0, 7.0, 3.0]])]
)

# -- transform matrices -----------------------------------------------------------------------
_SQ = torch.tensor([[[0.0, 0.0], [W - 1.0, 0.0], [W - 1.0, H - 1.0], [0.0, H - 1.0]]]).repeat(
    2, 1, 1
)
_SQ2 = _SQ + randn(2, 4, 2, seed=14, std=1.5)
_t.add("get_perspective_transform", T.get_perspective_transform, [_SQ, _SQ2])
_t.add(
    "get_perspective_transform[identity]",
    T.get_perspective_transform,
    [_SQ, _SQ.clone()],
    note="degenerate: identical corner sets",
)
# Kornia reads the corners face by face, each top-left, top-right, bottom-right, bottom-left (its
# documented order); listed x fastest, four of the five it reads are coplanar and the system
# singular (survey/kornia/README.md).
_CUBE = torch.tensor([[x, y, z] for z in (0.0, 7.0)
                      for x, y in ((0.0, 0.0), (15.0, 0.0), (15.0, 15.0), (0.0, 15.0))])
_CUBE = _CUBE[None].repeat(2, 1, 1)
_t.add(
    "get_perspective_transform3d",
    T.get_perspective_transform3d,
    [_CUBE, _CUBE + randn(2, 8, 3, seed=15, std=0.5)],
)
_t.add(
    "get_projective_transform",
    T.get_projective_transform,
    [
        torch.tensor([[8.0, 8.0, 4.0], [7.0, 7.0, 3.0]]),
        torch.tensor([[10.0, 5.0, -3.0], [0.0, 20.0, 4.0]]),
        torch.tensor([[1.0, 1.1, 0.9], [0.8, 1.0, 1.2]]),
    ],
)
_t.add(
    "get_rotation_matrix2d",
    T.get_rotation_matrix2d,
    [CENTER, ANG, torch.tensor([[1.0, 1.0], [1.2, 0.8]])],
)
_t.add(
    "get_translation_matrix2d",
    T.get_translation_matrix2d,
    [torch.tensor([[3.0, -2.0], [1.0, 4.0]])],
)
_t.add(
    "get_shear_matrix2d",
    T.get_shear_matrix2d,
    [CENTER, torch.tensor([0.1, -0.2]), torch.tensor([0.3, 0.0])],
)
_t.add(
    "get_shear_matrix2d[sx_only]",
    lambda c, sx: T.get_shear_matrix2d(c, sx=sx),
    [CENTER, torch.tensor([0.1, -0.2])],
)
_C3 = torch.tensor([[8.0, 8.0, 4.0], [7.0, 7.0, 3.0]])
_SH = [
    torch.tensor([0.1, 0.0]),
    torch.tensor([0.0, 0.2]),
    torch.tensor([-0.1, 0.1]),
    torch.tensor([0.05, 0.0]),
    torch.tensor([0.0, -0.05]),
    torch.tensor([0.1, 0.1]),
]
_t.add("get_shear_matrix3d", T.get_shear_matrix3d, [_C3, *_SH])
_TR2 = torch.tensor([[3.0, -2.0], [1.0, 4.0]])
_SC2 = torch.tensor([[1.0, 1.0], [1.2, 0.8]])
_t.add("get_affine_matrix2d", T.get_affine_matrix2d, [_TR2, CENTER, _SC2, ANG])
_t.add(
    "get_affine_matrix2d[shear]",
    T.get_affine_matrix2d,
    [_TR2, CENTER, _SC2, ANG, torch.tensor([0.1, -0.2]), torch.tensor([0.0, 0.3])],
)
_ANG3 = torch.tensor([[10.0, 5.0, -3.0], [0.0, 20.0, 4.0]])
_SC3 = torch.tensor([[1.0, 1.1, 0.9], [0.8, 1.0, 1.2]])
_t.add("get_affine_matrix3d", T.get_affine_matrix3d, [_C3 * 0.1, _C3, _SC3, _ANG3])
_t.add("get_affine_matrix3d[shear]", T.get_affine_matrix3d, [_C3 * 0.1, _C3, _SC3, _ANG3, *_SH])
_t.add("invert_affine_transform", T.invert_affine_transform, [AFF])
_t.add(
    "projection_from_Rt",
    T.projection_from_Rt,
    [torch.eye(3).repeat(2, 1, 1), rand(2, 3, 1, seed=16)],
)

# -- crops ------------------------------------------------------------------------------------
_BOX = torch.tensor(
    [
        [[4.0, 2.0], [19.0, 2.0], [19.0, 13.0], [4.0, 13.0]],
        [[10.0, 8.0], [25.0, 8.0], [25.0, 19.0], [10.0, 19.0]],
    ]
)
_DSTBOX = torch.tensor([[[0.0, 0.0], [15.0, 0.0], [15.0, 11.0], [0.0, 11.0]]]).repeat(2, 1, 1)
_t.add(
    "crop_by_indices",
    T.crop_by_indices,
    [IMG, _BOX],
    note="size inferred from box (data-dependent)",
)
_t.add(
    "crop_by_indices[size]", T.crop_by_indices, [IMG, _BOX], {"size": (12, 16)}, note="size baked"
)
_t.add("crop_by_boxes", T.crop_by_boxes, [IMG, _BOX, _DSTBOX])
_t.add(
    "crop_by_boxes[no_validate]",
    T.crop_by_boxes,
    [IMG, _BOX, _DSTBOX],
    {"validate_boxes": False},
    note="validate_boxes=False skips the data-dependent check",
)
_CM = torch.eye(3).repeat(2, 1, 1)
_CM[:, 0, 2] = -_BOX[:, 0, 0]
_CM[:, 1, 2] = -_BOX[:, 0, 1]
_t.add("crop_by_transform_mat", T.crop_by_transform_mat, [IMG, _CM], {"out_size": (12, 16)})
_t.add(
    "crop_by_transform_mat[nearest,border]",
    T.crop_by_transform_mat,
    [IMG, _CM],
    {"out_size": (12, 16), "mode": "nearest", "padding_mode": "border"},
)
_t.add("center_crop", T.center_crop, [IMG], {"size": (16, 20)})
_t.add(
    "center_crop[nearest,align_corners=False]",
    T.center_crop,
    [IMG],
    {"size": (16, 20), "mode": "nearest", "align_corners": False},
)
_t.add("crop_and_resize", T.crop_and_resize, [IMG, _BOX], {"size": (16, 16)})
_t.add("crop_and_resize[batch1]", T.crop_and_resize, [IMG1, _BOX[:1]], {"size": (8, 12)})
_t.add("CenterCrop2D", T.CenterCrop2D((16, 20)), [IMG])
_t.add("CenterCrop2D[resample]", T.CenterCrop2D((16, 20), cropping_mode="resample"), [IMG])
_BOX3 = torch.tensor(
    [
        [x, y, z]
        for z in (1.0, 5.0)
        for (x, y) in ((2.0, 3.0), (11.0, 3.0), (11.0, 12.0), (2.0, 12.0))
    ]
)[None].repeat(2, 1, 1)
_DST3 = torch.tensor(
    [[x, y, z] for z in (0.0, 4.0) for (x, y) in ((0.0, 0.0), (9.0, 0.0), (9.0, 9.0), (0.0, 9.0))]
)[None].repeat(2, 1, 1)
_t.add("crop_by_boxes3d", T.crop_by_boxes3d, [VOL, _BOX3, _DST3])
_M3 = torch.eye(4).repeat(2, 1, 1)
_M3[:, :3, 3] = -_BOX3[:, 0]
_t.add("crop_by_transform_mat3d", T.crop_by_transform_mat3d, [VOL, _M3], {"out_size": (5, 10, 10)})
_t.add("center_crop3d", T.center_crop3d, [VOL], {"size": (4, 8, 8)})
_t.add("crop_and_resize3d", T.crop_and_resize3d, [VOL, _BOX3], {"size": (4, 8, 8)})

# -- module forms -----------------------------------------------------------------------------
_t.add("Rotate", T.Rotate(ANG), [IMG], note="angle is a module constant")
_t.add("Rotate[center,nearest]", T.Rotate(ANG, CENTER, mode="nearest"), [IMG])
_t.add("Translate", T.Translate(_TR2), [IMG])
_t.add("Scale", T.Scale(_SC2), [IMG])
_t.add("Shear", T.Shear(torch.tensor([[0.1, -0.2], [0.0, 0.3]])), [IMG])
_t.add("Affine", T.Affine(ANG, _TR2, _SC2, torch.tensor([[0.1, 0.0], [0.0, 0.1]]), CENTER), [IMG])
_t.add("Affine[angle_only]", T.Affine(angle=ANG), [IMG])
_t.add("Hflip", T.Hflip(), [IMG])
_t.add("Vflip", T.Vflip(), [IMG])
_t.add("Rot180", T.Rot180(), [IMG])
_t.add("Resize", T.Resize((24, 30)), [IMG])
_t.add("Resize[int]", T.Resize(16), [IMG])
_t.add("Resize[antialias,long]", T.Resize(20, side="long", antialias=True), [IMG])
_t.add("Rescale", T.Rescale(0.5), [IMG])
_t.add("Rescale[tuple,nearest]", T.Rescale((0.5, 0.75), interpolation="nearest"), [IMG])


_t.add("HomographyWarper", T.HomographyWarper(H, W), [IMG, NH], note="normalized homography")
_t.add("HomographyWarper[pixel]", T.HomographyWarper(H, W, normalized_coordinates=False), [IMG, PH])
_t.add(
    "HomographyWarper[nearest,border]",
    T.HomographyWarper(H, W, mode="nearest", padding_mode="border"),
    [IMG, NH],
)


def _hw_precomputed(src, h):
    w = T.HomographyWarper(H, W)
    w.precompute_warp_grid(h)
    return w(src)


_t.add(
    "HomographyWarper[precomputed]",
    _hw_precomputed,
    [IMG, NH],
    ref="kornia.geometry.transform.HomographyWarper",
    note="precompute_warp_grid(h) then forward(src) inside the graph",
)
_t.skip("BaseWarper", "abstract base class (forward/precompute raise NotImplementedError)")
_t.skip(
    "ImageRegistrator",
    "optimisation loop (Adam over many iterations, .item() early stop); not a graph operator",
    ref="kornia.geometry.transform.ImageRegistrator",
)
_t.skip(
    "image_registrator.BaseModel",
    "abstract base of the registrator's parametric models",
    ref="kornia.geometry.transform.image_registrator.BaseModel",
)
_HOM = IR.Homography()
with torch.no_grad():
    _HOM.model.add_(randn(3, 3, seed=17, std=0.05))
_t.add(
    "image_registrator.Homography",
    _HOM,
    [],
    ref="kornia.geometry.transform.image_registrator.Homography",
    note="parametric model; forward() takes no input, graph is fully constant",
)
_t.add(
    "image_registrator.Homography.forward_inverse",
    _HOM,
    [],
    method="forward_inverse",
    ref="kornia.geometry.transform.image_registrator.Homography.forward_inverse",
    note="torch.inverse on 3x3 parameter",
)
_SIM = IR.Similarity()
with torch.no_grad():
    for _i, _p in enumerate(_SIM.parameters()):
        _p.add_(randn(*_p.shape, seed=18 + _i, std=0.05))
_t.add(
    "image_registrator.Similarity",
    _SIM,
    [],
    ref="kornia.geometry.transform.image_registrator.Similarity",
    note="parametric model; forward() takes no input, graph is fully constant",
)
_t.add(
    "image_registrator.Similarity.forward_inverse",
    _SIM,
    [],
    method="forward_inverse",
    ref="kornia.geometry.transform.image_registrator.Similarity.forward_inverse",
)
_t.add(
    "image_registrator.Similarity[rotation_only]",
    IR.Similarity(scale=False, shift=False),
    [],
    ref="kornia.geometry.transform.image_registrator.Similarity",
)

# -- grid -------------------------------------------------------------------------------------
_g.add(
    "create_meshgrid",
    KG.create_meshgrid,
    [],
    {"height": H, "width": W},
    note="H,W baked; graph is fully constant",
)
_g.add(
    "create_meshgrid[pixel]",
    KG.create_meshgrid,
    [],
    {"height": H, "width": W, "normalized_coordinates": False},
    note="H,W baked",
)
_g.add(
    "create_meshgrid3d",
    KG.create_meshgrid3d,
    [],
    {"depth": 8, "height": 16, "width": 16},
    note="D,H,W baked",
)
_g.add(
    "create_meshgrid3d[pixel]",
    KG.create_meshgrid3d,
    [],
    {"depth": 8, "height": 16, "width": 16, "normalized_coordinates": False},
)
_g.add(
    "create_meshgrid[dynamic_from_input]",
    lambda x: KG.create_meshgrid(x.shape[-2], x.shape[-1], device=x.device, dtype=x.dtype),
    [IMG],
    note="H,W taken from input shape; still static under export",
)

# -- the deprecated top-level aliases kornia.create_meshgrid(3d) ------------------------------
_X = img(seed=900)
CASES += [
    alias("grid.create_meshgrid", "geometry.grid", lambda: kornia.create_meshgrid(32, 40), [],
          alias="create_meshgrid", to="kornia.geometry.create_meshgrid",
          note="H,W baked; constant graph"),
    alias("grid.create_meshgrid[pixel]", "geometry.grid",
          lambda: kornia.create_meshgrid(32, 40, False), [], alias="create_meshgrid",
          to="kornia.geometry.create_meshgrid", note="unnormalized; constant graph"),
    alias("grid.create_meshgrid[dynamic_from_input]", "geometry.grid",
          lambda x: kornia.create_meshgrid(x.shape[-2], x.shape[-1], device=x.device,
                                           dtype=x.dtype), [_X],
          alias="create_meshgrid", to="kornia.geometry.create_meshgrid",
          note="H,W from the input's shape"),
    alias("grid.create_meshgrid3d", "geometry.grid",
          lambda: kornia.create_meshgrid3d(4, 16, 16), [], alias="create_meshgrid3d",
          to="kornia.geometry.create_meshgrid3d", note="D,H,W baked; constant graph"),
]
