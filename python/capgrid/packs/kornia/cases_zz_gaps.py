"""The public Kornia callables no other case module reaches (the census's last gaps).

* The deprecated top-level aliases bound on ``kornia`` itself (``kornia.create_meshgrid``,
  ``kornia.draw_line``, ``kornia.one_hot``...). They live in ``kornia._deprecated_aliases``: each is
  its own function that warns (outside graph capture) and forwards to the real one, so they are
  distinct objects from ``kornia.geometry.create_meshgrid`` / ``kornia.utils.create_meshgrid`` and
  are probed here under the group of the package they forward to, variant ``[kornia alias]``.
* The DexiNed building blocks that ``kornia.filters.dexined`` re-exports (kornia.models.dexined
  keeps them out of its ``__all__``), probed standalone in small configurations, random init.
* Enums, version/validation helpers and other non-graph callables, registered as skips.
"""

from __future__ import annotations

import kornia
import torch
from kornia.filters import dexined as FD

from capgrid import case

from ._misc_inputs import img, labels, randn, seeded

AL = "[kornia alias]"
NOTE_AL = "deprecated top-level alias: warns, then forwards to "


def _alias(name, group, target, inputs, kwargs=None, *, alias, to, note="", **kw):
    """A probed top-level alias; ``to`` is the public function it forwards to."""
    text = NOTE_AL + to + (f"; {note}" if note else "")
    return case(name + AL, group, target, inputs, kwargs, note=text, ref="kornia." + alias, **kw)


def _alias_skip(name, group, alias, reason):
    return case(name + AL, group, getattr(kornia, alias), [], skip=reason, ref="kornia." + alias)


X = img(seed=900)
CHW = img(3, 32, 40, seed=901)
CANVAS = torch.zeros(2, 3, 32, 40)
RECTS = torch.tensor([[[2.0, 3.0, 20.0, 25.0]], [[5.0, 5.0, 30.0, 15.0]]])
POLYS = torch.tensor([[[4.0, 4.0], [30.0, 6.0], [20.0, 28.0]],
                      [[10.0, 2.0], [36.0, 20.0], [8.0, 30.0]]])
CPU = torch.device("cpu")

# ---- probed aliases
CASES = [
    _alias("grid.create_meshgrid", "geometry.grid", lambda: kornia.create_meshgrid(32, 40), [],
           alias="create_meshgrid", to="kornia.geometry.create_meshgrid",
           note="H,W baked; constant graph"),
    _alias("grid.create_meshgrid[pixel]", "geometry.grid",
           lambda: kornia.create_meshgrid(32, 40, False), [], alias="create_meshgrid",
           to="kornia.geometry.create_meshgrid", note="unnormalized; constant graph"),
    _alias("grid.create_meshgrid[dynamic_from_input]", "geometry.grid",
           lambda x: kornia.create_meshgrid(x.shape[-2], x.shape[-1], device=x.device,
                                            dtype=x.dtype), [X],
           alias="create_meshgrid", to="kornia.geometry.create_meshgrid",
           note="H,W from the input's shape"),
    _alias("grid.create_meshgrid3d", "geometry.grid",
           lambda: kornia.create_meshgrid3d(4, 16, 16), [], alias="create_meshgrid3d",
           to="kornia.geometry.create_meshgrid3d", note="D,H,W baked; constant graph"),
    _alias("image.draw_line", "image", kornia.draw_line,
           [CHW * 0, torch.tensor([[2.0, 3.0]]), torch.tensor([[30.0, 20.0]]),
            torch.tensor([1.0, 0.5, 0.0])],
           alias="draw_line", to="kornia.image.draw_line", note="single image CxHxW"),
    _alias("image.draw_rectangle", "image", kornia.draw_rectangle, [CANVAS, RECTS],
           alias="draw_rectangle", to="kornia.image.draw_rectangle", note="default color"),
    _alias("image.draw_rectangle[fill]", "image", kornia.draw_rectangle,
           [CANVAS, RECTS, torch.tensor([[[0.0, 1.0, 0.0]], [[1.0, 0.0, 1.0]]])],
           {"fill": True}, alias="draw_rectangle", to="kornia.image.draw_rectangle"),
    _alias("image.draw_point2d", "image", kornia.draw_point2d,
           [CHW * 0, torch.tensor([[2, 3], [10, 20], [39, 31]]), torch.tensor([0.0, 1.0, 0.0])],
           alias="draw_point2d", to="kornia.image.draw_point2d", note="points int64 (x,y)"),
    _alias("image.draw_convex_polygon", "image", kornia.draw_convex_polygon,
           [CANVAS, POLYS, torch.tensor([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])],
           alias="draw_convex_polygon", to="kornia.image.draw_convex_polygon",
           note="polygons as BxNx2 tensor"),
    _alias("core.eye_like", "core", lambda x: kornia.eye_like(3, x), [X], alias="eye_like",
           to="kornia.core.ops.eye_like", note="n baked; batch from input"),
    _alias("core.eye_like[shared]", "core", lambda x: kornia.eye_like(3, x, True), [X],
           alias="eye_like", to="kornia.core.ops.eye_like", note="shared_memory=True (expand)"),
    _alias("core.vec_like", "core", lambda x: kornia.vec_like(3, x), [X], alias="vec_like",
           to="kornia.core.ops.vec_like"),
    _alias("core.vec_like[shared]", "core", lambda x: kornia.vec_like(3, x, True), [X],
           alias="vec_like", to="kornia.core.ops.vec_like"),
    _alias("losses.one_hot", "losses", lambda t: kornia.one_hot(t, 5, CPU, torch.float32),
           [labels(5, 2, 16, 20, seed=902)], alias="one_hot", to="kornia.losses.one_hot",
           note="num_classes/device/dtype baked"),
    _alias("losses.one_hot[eps]", "losses",
           lambda t: kornia.one_hot(t, 5, CPU, torch.float32, 1e-6),
           [labels(5, 2, 16, 20, seed=903)], alias="one_hot", to="kornia.losses.one_hot",
           note="eps=1e-6"),
]

# ---- aliases that build no graph
DEV = "device query: returns a torch.device, no tensor operation"
CASES += [
    _alias_skip("core.utils.get_cuda_device_if_available", "core",
                "get_cuda_device_if_available", DEV),
    _alias_skip("core.utils.get_mps_device_if_available", "core",
                "get_mps_device_if_available", DEV),
    _alias_skip("core.utils.get_cuda_or_mps_device_if_available", "core",
                "get_cuda_or_mps_device_if_available", DEV),
    _alias_skip("core.utils.is_autocast_enabled", "core", "is_autocast_enabled",
                "state query: returns a Python bool"),
    _alias_skip("core.utils.xla_is_available", "core", "xla_is_available",
                "availability query: returns a Python bool"),
    _alias_skip("image.image_to_tensor", "image", "image_to_tensor",
                "conversion from numpy (HxWxC array -> tensor): the input is not a tensor"),
    _alias_skip("image.tensor_to_image", "image", "tensor_to_image",
                "conversion to numpy: the output is not a tensor"),
    _alias_skip("image.image_to_string", "image", "image_to_string",
                "string printer: renders the image as terminal text (returns str)"),
    _alias_skip("image.print_image", "image", "print_image",
                "string printer: prints the image to the terminal (returns None)"),
    _alias_skip("geometry.pointcloud.load_pointcloud_ply", "geometry.pointcloud",
                "load_pointcloud_ply", "file I/O (reads a PLY file)"),
    _alias_skip("geometry.pointcloud.save_pointcloud_ply", "geometry.pointcloud",
                "save_pointcloud_ply", "file I/O (writes a PLY file)"),
]
for _n in ("to_jax", "to_numpy", "to_tensorflow"):
    CASES.append(_alias_skip(f"transpiler.{_n}", "transpiler", _n,
                             "conversion to another framework, removed in kornia 0.9.0: the "
                             "entry point only raises RuntimeError (the Ivy transpiler is gone)"))
CASES.append(case("core.deprecated" + AL, "core", kornia.deprecated, [],
                  skip="decorator (marks a callable deprecated; builds no tensor graph)",
                  ref="kornia.deprecated"))

# ---- DexiNed building blocks (kornia.filters.dexined re-exports them from kornia.models.dexined)
RFD = "kornia.filters.dexined."
RND = "random init (weight_init, seeded); standalone small configuration"
with seeded(910):
    _COF = FD.CoFusion(6, 6).apply(FD.weight_init).eval()
    _UP2 = FD.UpConvBlock(16, 2).apply(FD.weight_init).eval()
    _UP1 = FD.UpConvBlock(8, 1).apply(FD.weight_init).eval()
    _SCB = FD.SingleConvBlock(16, 32, 2).apply(FD.weight_init).eval()
    _SCB_NOBN = FD.SingleConvBlock(6, 1, 1, use_bs=False).apply(FD.weight_init).eval()
    _DCB = FD.DoubleConvBlock(3, 16, 32, stride=2).apply(FD.weight_init).eval()
    _DCB_NOACT = FD.DoubleConvBlock(16, 32, use_act=False).apply(FD.weight_init).eval()


def _dex(name, target, inputs, *, note, **kw):
    return case(f"models.dexined.{name}", "models.dexined", target, inputs, note=note,
                ref=RFD + name.split("[", 1)[0], **kw)


CASES += [
    _dex("CoFusion", _COF, [randn(1, 6, 16, 16, seed=911)],
         note=RND + " (6 side maps -> 1); softmax attention over channels"),
    _dex("UpConvBlock", lambda x: _UP2(x, [32, 32]), [randn(1, 16, 8, 8, seed=912)],
         note=RND + "; up_scale=2 (two stride-2 deconvs), out_shape [32, 32] baked"),
    _dex("UpConvBlock[up_scale=1]", lambda x: _UP1(x, [20, 24]), [randn(1, 8, 8, 10, seed=913)],
         note=RND + "; one deconv, then bilinear resize to a non-multiple out_shape [20, 24]"),
    _dex("SingleConvBlock", _SCB, [randn(1, 16, 16, 16, seed=914)],
         note=RND + "; 1x1 conv stride 2 + BatchNorm"),
    _dex("SingleConvBlock[no_bn]", _SCB_NOBN, [randn(1, 6, 16, 16, seed=915)],
         note=RND + "; the fusion head: 1x1 conv without BatchNorm"),
    _dex("DoubleConvBlock", _DCB, [img(1, 3, 32, 32, seed=916)],
         note=RND + "; the stem: two 3x3 conv+BN+ReLU, stride 2"),
    _dex("DoubleConvBlock[no_act]", _DCB_NOACT, [randn(1, 16, 16, 16, seed=917)],
         note=RND + "; use_act=False (no final ReLU)"),
    case("models.dexined.weight_init", "models.dexined", FD.weight_init, [],
         skip="in-place random weight initialiser for nn.Module.apply (returns None; builds no "
              "graph); used to initialise the DexiNed cases", ref=RFD + "weight_init"),
]

# ---- enums, validation and version helpers reached through public submodules
ENUM = "Enum (a set of named constants; probed as argument values of the operators using it)"
CASES += [
    case(f"constants.{_n}", "constants", getattr(kornia.constants, _n), [], skip=ENUM,
         ref=f"kornia.constants.{_n}")
    for _n in ("BorderType", "DType", "Resample", "SamplePadding")
]
CASES += [
    case("constants.DataKey", "constants", kornia.constants.DataKey, [],
         skip="Enum of augmentation data keys (input, mask, bbox...), reached through "
              "kornia.augmentation.presets.ada", ref="kornia.augmentation.presets.ada.DataKey"),
    case("config.InstallationMode", "config", kornia.config.InstallationMode, [],
         skip="Enum of installation modes (configuration, no tensor operation)",
         ref="kornia.config.InstallationMode"),
    case("feature.lightglue.torch_version_lt", "feature.matching", None, [],
         skip="torch version comparison (returns a Python bool)",
         ref="kornia.feature.lightglue.torch_version_lt"),
    case("filters.canny.KORNIA_CHECK_IS_COLOR_OR_GRAY", "filters", None, [],
         skip="check helper (kornia.core.check): returns a Python bool or raises; it runs "
              "inside the probed canny", ref="kornia.filters.canny.KORNIA_CHECK_IS_COLOR_OR_GRAY"),
    case("metrics.pose.KORNIA_CHECK_SAME_SHAPE", "metrics", None, [],
         skip="check helper (kornia.core.check): returns a Python bool or raises; it runs "
              "inside the probed pose metrics", ref="kornia.metrics.pose.KORNIA_CHECK_SAME_SHAPE"),
]
