"""kornia.utils, kornia.core (public tensor operations: eye_like, vec_like, TensorWrapper,
ImageSequential), and the non-graph packages kornia.io, kornia.onnx and kornia.transpiler, whose
callables are registered as skips with the reason they cannot be probed."""

from __future__ import annotations

import importlib

import kornia
import kornia.color as KC
import kornia.core as KCo
import kornia.enhance as KE
import kornia.utils as KU
import torch

from capgrid import case

from ._kit import alias, alias_skip, img, labels, randn

GU, GC = "utils", "core"
RU, RC = "kornia.utils.", "kornia.core."
X = img(seed=180)
SPD = randn(2, 3, 3, seed=181)
SPD = SPD @ SPD.transpose(-1, -2) + 3 * torch.eye(3)
SING = torch.stack([SPD[0], torch.zeros(3, 3)])  # one invertible, one singular


def _u(name, target, inputs, kwargs=None, *, ref, **kw):
    return case(f"utils.{name}", GU, target, inputs, kwargs, ref=RU + ref, **kw)


def _us(name, reason, ref=None):
    return case(f"utils.{name}", GU, getattr(KU, ref or name, None), [], skip=reason,
                ref=RU + (ref or name))


CANVAS = torch.zeros(2, 3, 32, 40)
CASES = [
    _u("create_meshgrid", lambda: KU.create_meshgrid(32, 40), [],
       note="H,W baked; graph is fully constant", ref="create_meshgrid"),
    _u("create_meshgrid[unnormalized]", lambda: KU.create_meshgrid(32, 40, False), [],
       note="constant graph", ref="create_meshgrid"),
    _u("create_meshgrid[align_corners=False]",
       lambda: KU.create_meshgrid(32, 40, align_corners=False), [], note="constant graph",
       ref="create_meshgrid"),
    _u("create_meshgrid3d", lambda: KU.create_meshgrid3d(4, 16, 16), [], note="constant graph",
       ref="create_meshgrid3d"),
    _u("create_meshgrid3d[unnormalized]", lambda: KU.create_meshgrid3d(4, 16, 16, False), [],
       note="constant graph", ref="create_meshgrid3d"),
    _u("eye_like", lambda x: KU.eye_like(3, x), [X], note="n baked; batch from input",
       ref="eye_like"),
    _u("eye_like[shared]", lambda x: KU.eye_like(3, x, True), [X], ref="eye_like"),
    _u("vec_like", lambda x: KU.vec_like(3, x), [X], ref="vec_like"),
    _u("vec_like[shared]", lambda x: KU.vec_like(3, x, True), [X], ref="vec_like"),
    _u("one_hot", lambda t: KU.one_hot(t, 5, torch.device("cpu"), torch.float32),
       [labels(5, 2, 16, 20, seed=182)], note="num_classes/device/dtype baked", ref="one_hot"),
    _u("one_hot[eps]", lambda t: KU.one_hot(t, 5, torch.device("cpu"), torch.float32, 1e-6),
       [labels(5, 2, 16, 20, seed=183)], ref="one_hot"),
    _u("draw_line", KU.draw_line,
       [torch.zeros(3, 32, 40), torch.tensor([[2.0, 3.0]]), torch.tensor([[30.0, 20.0]]),
        torch.tensor([1.0, 0.5, 0.0])], note="kornia.image.draw_line; single image CxHxW",
       ref="draw_line"),
    _u("draw_rectangle", KU.draw_rectangle,
       [CANVAS, torch.tensor([[[2.0, 3.0, 20.0, 25.0]], [[5.0, 5.0, 30.0, 15.0]]])],
       note="kornia.image.draw_rectangle, default color", ref="draw_rectangle"),
    _u("draw_rectangle[fill,color]", KU.draw_rectangle,
       [CANVAS, torch.tensor([[[2.0, 3.0, 20.0, 25.0]], [[5.0, 5.0, 30.0, 15.0]]]),
        torch.tensor([[[0.0, 1.0, 0.0]], [[1.0, 0.0, 1.0]]])], {"fill": True},
       ref="draw_rectangle"),
    _u("draw_rectangle[line_width=2]", KU.draw_rectangle,
       [CANVAS, torch.tensor([[[2.0, 3.0, 20.0, 25.0]], [[5.0, 5.0, 30.0, 15.0]]])],
       {"line_width": 2}, ref="draw_rectangle"),
    _u("draw_point2d", KU.draw_point2d,
       [torch.zeros(3, 32, 40), torch.tensor([[2, 3], [10, 20], [39, 31]]),
        torch.tensor([1.0, 0.0, 0.0])], note="kornia.image.draw_point2d; points int64 (x,y)",
       ref="draw_point2d"),
    _u("draw_convex_polygon", KU.draw_convex_polygon,
       [CANVAS, torch.tensor([[[4.0, 4.0], [30.0, 6.0], [20.0, 28.0]],
                              [[10.0, 2.0], [36.0, 20.0], [8.0, 30.0]]]),
        torch.tensor([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])],
       note="kornia.image.draw_convex_polygon; polygons as BxNx2 tensor",
       ref="draw_convex_polygon"),
    _u("safe_inverse_with_mask", KU.safe_inverse_with_mask, [SING], note="returns (inv, mask)",
       ref="safe_inverse_with_mask"),
    _u("safe_solve_with_mask", KU.safe_solve_with_mask, [randn(2, 3, 1, seed=184), SING],
       note="returns (X, LU, mask)", ref="safe_solve_with_mask"),
    _u("batched_forward", lambda x: KU.batched_forward(torch.nn.Identity(), x,
                                                       torch.device("cpu"), batch_size=1),
       [X], note="micro-batch loop over Identity; batch_size baked", ref="batched_forward"),
    _u("batched_forward[gray]", lambda x: KU.batched_forward(KC.RgbToGrayscale(), x,
                                                             torch.device("cpu"), batch_size=1),
       [X], note="micro-batches of RgbToGrayscale", ref="batched_forward"),
    _u("torch_meshgrid", lambda a, b: KU.torch_meshgrid([a, b], "ij"),
       [torch.linspace(0, 1, 5), torch.linspace(0, 1, 7)],
       note="thin wrapper over torch.meshgrid", ref="torch_meshgrid"),
    _u("torch_meshgrid[xy]", lambda a, b: KU.torch_meshgrid([a, b], "xy"),
       [torch.linspace(0, 1, 5), torch.linspace(0, 1, 7)], ref="torch_meshgrid"),
    _us("ImageToTensor", "numpy input (HxWxC array -> tensor)"),
    _us("image_to_tensor", "numpy input (HxWxC array -> tensor)"),
    _us("image_list_to_tensor", "list of numpy arrays input"),
    _us("tensor_to_image", "numpy output"),
    _us("image_to_string", "string output"),
    _us("print_image", "prints to the terminal"),
    _us("get_cuda_device_if_available", "returns torch.device"),
    _us("get_mps_device_if_available", "returns torch.device"),
    _us("get_cuda_or_mps_device_if_available", "returns torch.device"),
    _us("is_autocast_enabled", "returns Python bool"),
    _us("is_mps_tensor_safe", "returns Python bool"),
    _us("xla_is_available", "returns Python bool"),
    _us("dataclass_to_dict", "Python container helper"),
    _us("dict_to_dataclass", "Python container helper"),
    _us("map_location_to_cpu", "torch.load map_location callback (storage passthrough)"),
    _us("get_sample_images", "network download of sample images"),
    _us("load_pointcloud_ply", "file I/O (reads PLY from disk)"),
    _us("save_pointcloud_ply", "file I/O (writes PLY to disk)"),
    _us("CachedDownloader", "file download cache (network, disk)"),
]

# ---- kornia.core
TW = KCo.TensorWrapper
A, B = randn(4, 3, seed=185), randn(4, 3, seed=186)
M33 = randn(3, 3, seed=187)


def _tw(name, fn, inputs, note=""):
    return case(f"core.TensorWrapper.{name}", GC, fn, inputs, note=note,
                ref=RC + f"TensorWrapper.{name}")


def _iadd(a, b):
    w = TW(a.clone())
    w += b
    return w.data


CASES += [
    case("core.eye_like", GC, lambda x: KCo.eye_like(4, x), [X], ref=RC + "eye_like"),
    case("core.eye_like[shared]", GC, lambda x: KCo.eye_like(4, x, True), [X],
         ref=RC + "eye_like"),
    case("core.vec_like", GC, lambda x: KCo.vec_like(4, x), [X], ref=RC + "vec_like"),
    case("core.vec_like[shared]", GC, lambda x: KCo.vec_like(4, x, True), [X],
         ref=RC + "vec_like"),
    _tw("__init__", lambda a: TW(a).data, [A], "wrap then unwrap (.data)"),
    _tw("unwrap", lambda a: TW(a).unwrap(), [A]),
    _tw("__add__", lambda a, b: (TW(a) + b).data, [A, B]),
    _tw("__radd__", lambda a, b: (a + TW(b)).data, [A, B]),
    _tw("__sub__", lambda a, b: (TW(a) - TW(b)).data, [A, B], "wrapper - wrapper"),
    _tw("__mul__", lambda a, b: (TW(a) * b).data, [A, B]),
    _tw("__truediv__", lambda a, b: (TW(a) / (b.abs() + 1)).data, [A, B]),
    _tw("__rtruediv__", lambda a: (2.0 / TW(a.abs() + 1)).data, [A]),
    _tw("__floordiv__", lambda a: (TW(a * 4) // 1.5).data, [A]),
    _tw("__mod__", lambda a: (TW(a * 4) % 1.5).data, [A]),
    _tw("__pow__", lambda a: (TW(a) ** 2).data, [A]),
    _tw("__matmul__", lambda a, m: (TW(a) @ m).data, [A, M33]),
    _tw("__neg__", lambda a: (-TW(a)).data, [A]),
    _tw("__abs__", lambda a: abs(TW(a)).data, [A]),
    _tw("__lt__", lambda a, b: (TW(a) < b).data, [A, B], "comparison -> bool tensor"),
    _tw("__eq__", lambda a, b: (TW(a) == TW(b)).data, [A, B]),
    _tw("__and__", lambda a, b: (TW(a > 0) & (b > 0)).data, [A, B]),
    _tw("__iadd__", _iadd, [A, B], "in-place on a clone"),
    _tw("__getitem__", lambda a: TW(a)[1:3].data, [A], "slice"),
    _tw("__getattr__", lambda a: TW(a).sum(-1).data, [A], "tensor method forwarded"),
    _tw("__torch_function__", lambda a, b: torch.cat([TW(a), TW(b)], 0).data, [A, B],
        "torch.cat on wrappers"),
    case("core.TensorWrapper.__getattr__[T]", GC, lambda a: TW(a).T.data, [A],
         note="tensor attribute forwarded", ref=RC + "TensorWrapper.__getattr__"),
    case("core.ImageSequential", GC,
         KCo.ImageSequential(KC.RgbToGrayscale(), KE.AdjustGamma(1.5)), [X],
         note="RgbToGrayscale -> AdjustGamma", ref=RC + "ImageSequential"),
    case("core.ImageSequential[disable_features]", GC,
         (lambda s: (setattr(s, "disable_features", True), s)[1])(
             KCo.ImageSequential(KC.RgbToHsv(), KC.HsvToRgb())), [X],
         note="convenience I/O features off", ref=RC + "ImageSequential"),
    case("core.ImageModule", GC, KC.Sepia(), [X],
         note="probed through Sepia, an ImageModule subclass (the base has no forward)",
         ref=RC + "ImageModule"),
    case("core.ImageModuleMixIn", GC, KCo.ImageModuleMixIn, [],
         skip="mixin: input/output conversion (PIL/numpy), show/save helpers",
         ref=RC + "ImageModuleMixIn"),
    case("core.ONNXExportMixin", GC, KCo.ONNXExportMixin, [],
         skip="mixin whose to_onnx() calls torch.onnx.export itself and writes a file",
         ref=RC + "ONNXExportMixin"),
    case("core.ONNXMixin", GC, KCo.ONNXMixin, [],
         skip="mixin loading/saving ONNX model files", ref=RC + "ONNXMixin"),
    case("core.ONNXRuntimeMixin", GC, KCo.ONNXRuntimeMixin, [],
         skip="wraps an onnxruntime InferenceSession (another runtime)",
         ref=RC + "ONNXRuntimeMixin"),
    case("core.check_safetensors", GC, KCo.check_safetensors, [],
         skip="file I/O (validates a safetensors file)", ref=RC + "check_safetensors"),
    case("core.load_safetensors", GC, KCo.load_safetensors, [],
         skip="file I/O (reads a safetensors file)", ref=RC + "load_safetensors"),
    case("core.download_file_from_url", GC, KCo.download_file_from_url, [],
         skip="network download", ref=RC + "download_file_from_url"),
    case("core.download_hf_file", GC, KCo.download_hf_file, [],
         skip="network download (Hugging Face hub)", ref=RC + "download_hf_file"),
    case("core.load_state_dict_from_url", GC, KCo.load_state_dict_from_url, [],
         skip="network download of a checkpoint", ref=RC + "load_state_dict_from_url"),
    case("core.hf_url", GC, KCo.hf_url, [], skip="string formatting (returns a URL)",
         ref=RC + "hf_url"),
]

# ---- kornia.io, kornia.onnx, kornia.transpiler: nothing here builds a tensor graph
CASES += [
    case("io.load_image", "io", None, [], skip="file I/O (decodes an image file via kornia_rs)",
         ref="kornia.io.load_image"),
    case("io.write_image", "io", None, [], skip="file I/O (encodes an image file via kornia_rs)",
         ref="kornia.io.write_image"),
    case("io.ImageLoadType", "io", None, [], skip="Enum", ref="kornia.io.ImageLoadType"),
    case("io.get_sample_images", "io", None, [], skip="network download of sample images",
         ref="kornia.io.get_sample_images"),
    case("onnx.ONNXModule", "onnx", None, [],
         skip="runs an ONNX model in onnxruntime (another runtime, not a torch graph)",
         ref="kornia.onnx.ONNXModule"),
    case("onnx.ONNXSequential", "onnx", None, [],
         skip="chains ONNX models and runs them in onnxruntime (another runtime)",
         ref="kornia.onnx.ONNXSequential"),
    case("onnx.load", "onnx", None, [],
         skip="downloads/loads an ONNX model file into an ONNXModule",
         ref="kornia.onnx.load"),
    case("onnx.ONNXLoader", "onnx", None, [], skip="ONNX model file download/cache",
         ref="kornia.onnx.ONNXLoader"),
    case("onnx.add_metadata", "onnx", None, [],
         skip="edits an onnx.ModelProto (no tensors)", ref="kornia.onnx.add_metadata"),
    case("onnx.io_name_conversion", "onnx", None, [],
         skip="renames inputs/outputs of an onnx.ModelProto (no tensors)",
         ref="kornia.onnx.io_name_conversion"),
    case("transpiler.to_jax", "transpiler", None, [],
         skip="removed in kornia 0.9.0: raises RuntimeError (the Ivy transpiler is gone)",
         ref="kornia.transpiler.to_jax"),
    case("transpiler.to_numpy", "transpiler", None, [],
         skip="removed in kornia 0.9.0: raises RuntimeError (the Ivy transpiler is gone)",
         ref="kornia.transpiler.to_numpy"),
    case("transpiler.to_tensorflow", "transpiler", None, [],
         skip="removed in kornia 0.9.0: raises RuntimeError (the Ivy transpiler is gone)",
         ref="kornia.transpiler.to_tensorflow"),
]

# kornia.core submodules: tensor helpers of core.utils (the kornia.utils names are deprecated
# shims around them), and the validation helpers / exceptions, which build no graph
_CU = importlib.import_module("kornia.core.utils")
CASES += [
    case("core.utils.safe_inverse_with_mask", GC, _CU.safe_inverse_with_mask, [SING],
         note="returns (inv, mask)", ref=RC + "utils.safe_inverse_with_mask"),
    case("core.utils.safe_solve_with_mask", GC, _CU.safe_solve_with_mask,
         [randn(2, 3, 1, seed=188), SING], note="returns (X, LU, mask)",
         ref=RC + "utils.safe_solve_with_mask"),
    case("core.utils.batched_forward", GC,
         lambda x: _CU.batched_forward(KC.RgbToGrayscale(), x, torch.device("cpu"), 1), [X],
         note="micro-batches of RgbToGrayscale", ref=RC + "utils.batched_forward"),
]
for _n, _why in [
    ("get_cuda_device_if_available", "returns torch.device"),
    ("get_mps_device_if_available", "returns torch.device"),
    ("get_cuda_or_mps_device_if_available", "returns torch.device"),
    ("is_autocast_enabled", "returns Python bool"),
    ("is_compiling", "returns Python bool"),
    ("is_exporting", "returns Python bool"),
    ("is_mps_tensor_safe", "returns Python bool"),
    ("xla_is_available", "returns Python bool"),
    ("dataclass_to_dict", "Python container helper"),
    ("dict_to_dataclass", "Python container helper"),
    ("register_module_state", "registers a tensor on a module (returns None)"),
]:
    CASES.append(case(f"core.utils.{_n}", GC, None, [], skip=_why, ref=RC + f"utils.{_n}"))
for _n in ("KORNIA_CHECK", "KORNIA_CHECK_DM_DESC", "KORNIA_CHECK_IS_COLOR",
           "KORNIA_CHECK_IS_GRAY", "KORNIA_CHECK_IS_IMAGE", "KORNIA_CHECK_IS_LIST_OF_TENSOR",
           "KORNIA_CHECK_IS_TENSOR", "KORNIA_CHECK_LAF", "KORNIA_CHECK_SAME_DEVICE",
           "KORNIA_CHECK_SAME_DEVICES", "KORNIA_CHECK_SAME_SIZE", "KORNIA_CHECK_SHAPE",
           "KORNIA_CHECK_SIZES", "KORNIA_CHECK_TYPE", "KORNIA_UNWRAP"):
    CASES.append(case(f"core.check.{_n}", GC, None, [], ref=RC + f"check.{_n}",
                      skip="validation helper: returns a Python bool or raises (it runs inside "
                           "the probed operators)"))
for _n in ("are_checks_enabled", "disable_checks", "enable_checks"):
    CASES.append(case(f"core.check.{_n}", GC, None, [], ref=RC + f"check.{_n}",
                      skip="global switch for the validation helpers (Python state)"))
for _n in ("BaseError", "DeviceError", "ImageError", "ShapeError", "TypeCheckError",
           "ValueCheckError"):
    CASES.append(case(f"core.exceptions.{_n}", GC, None, [], ref=RC + f"exceptions.{_n}",
                      skip="exception class"))
CASES += [
    case("core.external.LazyLoader", GC, None, [], skip="lazy import helper for optional "
         "dependencies", ref=RC + "external.LazyLoader"),
    case("core.mixin.onnx.torch_version_ge", GC, None, [], skip="torch version comparison",
         ref=RC + "mixin.onnx.torch_version_ge"),
]

# ---- the deprecated top-level aliases of kornia.core (kornia.eye_like, ...) and kornia.transpiler
_X = img(seed=900)
CASES += [
    alias("core.eye_like", "core", lambda x: kornia.eye_like(3, x), [_X], alias="eye_like",
          to="kornia.core.ops.eye_like", note="n baked; batch from input"),
    alias("core.eye_like[shared]", "core", lambda x: kornia.eye_like(3, x, True), [_X],
          alias="eye_like", to="kornia.core.ops.eye_like", note="shared_memory=True (expand)"),
    alias("core.vec_like", "core", lambda x: kornia.vec_like(3, x), [_X], alias="vec_like",
          to="kornia.core.ops.vec_like"),
    alias("core.vec_like[shared]", "core", lambda x: kornia.vec_like(3, x, True), [_X],
          alias="vec_like", to="kornia.core.ops.vec_like"),
]
_DEV = "device query: returns a torch.device, no tensor operation"
CASES += [
    alias_skip("core.utils.get_cuda_device_if_available", "core",
               "get_cuda_device_if_available", _DEV),
    alias_skip("core.utils.get_mps_device_if_available", "core",
               "get_mps_device_if_available", _DEV),
    alias_skip("core.utils.get_cuda_or_mps_device_if_available", "core",
               "get_cuda_or_mps_device_if_available", _DEV),
    alias_skip("core.utils.is_autocast_enabled", "core", "is_autocast_enabled",
               "state query: returns a Python bool"),
    alias_skip("core.utils.xla_is_available", "core", "xla_is_available",
               "availability query: returns a Python bool"),
]
CASES += [
    alias_skip(f"transpiler.{_n}", "transpiler", _n,
               "conversion to another framework, removed in kornia 0.9.0: the entry point only "
               "raises RuntimeError (the Ivy transpiler is gone)")
    for _n in ("to_jax", "to_numpy", "to_tensorflow")
]
CASES.append(alias_skip("core.deprecated", "core", "deprecated",
                        "decorator (marks a callable deprecated; builds no tensor graph)"))

# ---- kornia.constants and kornia.config: enums, no tensor operation
_ENUM = "Enum (a set of named constants; probed as argument values of the operators using it)"
CASES += [
    case(f"constants.{_n}", "constants", getattr(kornia.constants, _n), [], skip=_ENUM,
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
]
