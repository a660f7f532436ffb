"""kornia.image (Image container methods, drawing, grids), kornia.sensors.camera (camera
models: project/unproject through Vector2/Vector3 wrappers) and kornia.tracking (the
HomographyTracker with weight-free SIFT matchers)."""

from __future__ import annotations

import importlib

import kornia
import kornia.feature as KFe
import kornia.image as KI
import kornia.sensors.camera as KS
import torch
from kornia.geometry.ransac import RANSAC
from kornia.geometry.vector import Vector2, Vector3
from kornia.image import ChannelsOrder, ColorSpace, ImageLayout, ImageSize, PixelFormat

from capgrid import case

from ._kit import alias, alias_skip, gen, img, rand

GI, GS, GT = "image", "sensors.camera", "tracking"
RI, RS = "kornia.image.", "kornia.sensors.camera."

_LAYOUT = ImageLayout(ImageSize(32, 40), 3, ChannelsOrder.CHANNELS_FIRST)
_LAYOUT1 = ImageLayout(ImageSize(32, 40), 1, ChannelsOrder.CHANNELS_FIRST)
_RGB32 = PixelFormat(ColorSpace.RGB, 32)
_BGR32 = PixelFormat(ColorSpace.BGR, 32)
_GRAY32 = PixelFormat(ColorSpace.GRAY, 32)
_LAYOUT_HWC = ImageLayout(ImageSize(32, 40), 3, ChannelsOrder.CHANNELS_LAST)
CHW = img(3, 32, 40, seed=160)


def _image_op(method: str, fmt=_RGB32, layout=_LAYOUT):
    def run(data: torch.Tensor) -> torch.Tensor:
        return getattr(KI.Image(data, fmt, layout), method)().data

    return run


CANVAS = torch.zeros(2, 3, 32, 40)
CASES = [
    case("image.Image.to_gray", GI, _image_op("to_gray"), [CHW],
         note="Image container (C,H,W) float32; RGB->gray", ref=RI + "Image.to_gray"),
    case("image.Image.to_bgr", GI, _image_op("to_bgr"), [CHW], ref=RI + "Image.to_bgr"),
    case("image.Image.to_rgb[from bgr]", GI, _image_op("to_rgb", _BGR32), [CHW],
         ref=RI + "Image.to_rgb"),
    case("image.Image.to_rgb[from gray]", GI, _image_op("to_rgb", _GRAY32, _LAYOUT1),
         [img(1, 32, 40, seed=161)], ref=RI + "Image.to_rgb"),
    case("image.Image.to_gray[channels_last]", GI, _image_op("to_gray", _RGB32, _LAYOUT_HWC),
         [img(32, 40, 3, seed=162)], note="(H,W,C) layout", ref=RI + "Image.to_gray"),
    case("image.Image.float", GI, _image_op("float"), [CHW], note="dtype no-op",
         ref=RI + "Image.float"),
    case("image.Image.clone", GI, _image_op("clone"), [CHW], ref=RI + "Image.clone"),
    case("image.Image.to", GI, lambda d: KI.Image(d, _RGB32, _LAYOUT).to(dtype=torch.float64).data,
         [CHW], note="dtype=float64", ref=RI + "Image.to"),
    case("image.Image.from_numpy/to_numpy", GI, KI.Image.from_numpy, [],
         skip="numpy input/output (no tensor graph)", ref=RI + "Image.from_numpy"),
    case("image.Image.from_dlpack/to_dlpack", GI, KI.Image.from_dlpack, [],
         skip="DLPack capsule exchange (no tensor graph)", ref=RI + "Image.from_dlpack"),
    case("image.Image.write/from_file", GI, KI.Image.from_file, [],
         skip="file I/O (reads/writes image files)", ref=RI + "Image.from_file"),
    case("image.Image.print", GI, KI.Image.print, [],
         skip="prints to the terminal (string output)", ref=RI + "Image.print"),
    case("image.ImageSize", GI, KI.ImageSize, [], skip="dataclass (image size record)",
         ref=RI + "ImageSize"),
    case("image.ImageLayout", GI, KI.ImageLayout, [], skip="dataclass (layout record)",
         ref=RI + "ImageLayout"),
    case("image.PixelFormat", GI, KI.PixelFormat, [], skip="dataclass (pixel format record)",
         ref=RI + "PixelFormat"),
    case("image.ChannelsOrder", GI, KI.ChannelsOrder, [], skip="Enum", ref=RI + "ChannelsOrder"),
    case("image.ColorSpace", GI, KI.ColorSpace, [], skip="Enum", ref=RI + "ColorSpace"),
    case("image.image_to_tensor", GI, KI.image_to_tensor, [],
         skip="numpy input (HxWxC array -> tensor)", ref=RI + "image_to_tensor"),
    case("image.ImageToTensor", GI, KI.ImageToTensor, [], skip="numpy input",
         ref=RI + "ImageToTensor"),
    case("image.image_list_to_tensor", GI, KI.image_list_to_tensor, [],
         skip="list of numpy arrays input", ref=RI + "image_list_to_tensor"),
    case("image.tensor_to_image", GI, KI.tensor_to_image, [], skip="numpy output",
         ref=RI + "tensor_to_image"),
    case("image.image_to_string", GI, KI.image_to_string, [], skip="string output",
         ref=RI + "image_to_string"),
    case("image.print_image", GI, KI.print_image, [], skip="prints to the terminal",
         ref=RI + "print_image"),
    case("image.perform_keep_shape_image", GI, KI.perform_keep_shape_image, [],
         skip="decorator (wraps another function)", ref=RI + "perform_keep_shape_image"),
    case("image.perform_keep_shape_video", GI, KI.perform_keep_shape_video, [],
         skip="decorator (wraps another function)", ref=RI + "perform_keep_shape_video"),
    case("image.perform_keep_shape_image[rgb_to_grayscale]", GI,
         KI.perform_keep_shape_image(lambda x: x.mean(1, keepdim=True)),
         [img(2, 2, 3, 16, 16, seed=163)], note="decorated channel-mean on a (2,2,3,H,W) input",
         ref=RI + "perform_keep_shape_image"),
    case("image.draw_line", GI, KI.draw_line,
         [torch.zeros(3, 32, 40), torch.tensor([[2.0, 3.0]]), torch.tensor([[30.0, 20.0]]),
          torch.tensor([1.0, 0.5, 0.0])], note="single image CxHxW",
         ref=RI + "draw_line"),
    case("image.draw_point2d", GI, KI.draw_point2d,
         [torch.zeros(3, 32, 40), torch.tensor([[2, 3], [10, 20], [39, 31]]),
          torch.tensor([1.0, 0.0, 0.0])], note="points int64 (x,y)", ref=RI + "draw_point2d"),
    case("image.draw_rectangle", GI, KI.draw_rectangle,
         [CANVAS, torch.tensor([[[2.0, 3.0, 20.0, 25.0]], [[5.0, 5.0, 30.0, 15.0]]])],
         note="default color", ref=RI + "draw_rectangle"),
    case("image.draw_rectangle[fill]", GI, KI.draw_rectangle,
         [CANVAS, torch.tensor([[[2.0, 3.0, 20.0, 25.0]], [[5.0, 5.0, 30.0, 15.0]]]),
          torch.tensor([[[0.0, 1.0, 0.0]], [[1.0, 0.0, 1.0]]])], {"fill": True},
         ref=RI + "draw_rectangle"),
    case("image.draw_convex_polygon", GI, KI.draw_convex_polygon,
         [CANVAS, torch.tensor([[[4.0, 4.0], [30.0, 6.0], [20.0, 28.0]],
                                [[10.0, 2.0], [36.0, 20.0], [8.0, 30.0]]]),
          torch.tensor([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])],
         note="polygons as BxNx2 tensor", ref=RI + "draw_convex_polygon"),
    case("image.make_grid", GI, KI.make_grid, [img(4, 3, 16, 16, seed=164)],
         {"n_row": 2, "padding": 2}, note="n_row, padding baked", ref=RI + "make_grid"),
]

# ---- sensors.camera: params are live tensors; the wrapper builds the model around them
_SIZE = ImageSize(32, 40)
PIN = torch.tensor([[30.0, 32.0, 20.0, 16.0]])
BC = torch.tensor([[30.0, 32.0, 20.0, 16.0, 0.01, -0.02, 0.001, 0.0005, 0.003, 0.0, 0.0, 0.0]])
KB = torch.tensor([[30.0, 32.0, 20.0, 16.0, 0.01, -0.005, 0.001, 0.0]])
PTS3 = torch.cat([rand(1, 8, 2, seed=165, lo=-0.5, hi=0.5), rand(1, 8, 1, seed=166, lo=1, hi=3)],
                 -1)[0]
PTS2 = rand(8, 2, seed=167, lo=0.0, hi=32.0)
DEPTH = rand(8, seed=168, lo=1.0, hi=3.0)


def _project(cls):
    def run(params, points):
        return cls(_SIZE, params).project(Vector3(points)).data

    return run


def _unproject(cls):
    def run(params, points, depth):
        return cls(_SIZE, params).unproject(Vector2(points), depth).data

    return run


_FIXED_PIN = KS.PinholeModel(_SIZE, PIN)


def _pin_scale(params, s):
    m = KS.PinholeModel(_SIZE, params).scale(s)
    return m.params


def _generic(params, points):
    return KS.CameraModel(_SIZE, KS.CameraModelType.PINHOLE, params).project(Vector3(points)).data


CASES += [
    case("sensors.camera.PinholeModel.project", GS,
         lambda p: _FIXED_PIN.project(Vector3(p)).data, [PTS3],
         note="params (fx,fy,cx,cy) baked; Vector3 in -> Vector2 out (.data)",
         ref=RS + "PinholeModel.project"),
    case("sensors.camera.PinholeModel.project[live_params]", GS, _project(KS.PinholeModel),
         [PIN, PTS3], note="params live", ref=RS + "PinholeModel.project"),
    case("sensors.camera.PinholeModel.unproject", GS, _unproject(KS.PinholeModel),
         [PIN, PTS2, DEPTH], note="depth as live tensor", ref=RS + "PinholeModel.unproject"),
    case("sensors.camera.PinholeModel.matrix", GS, lambda: _FIXED_PIN.matrix(), [],
         note="no tensor input: constant 3x3 K", ref=RS + "PinholeModel.matrix"),
    case("sensors.camera.PinholeModel.matrix[live_params]", GS,
         lambda p: KS.PinholeModel(_SIZE, p).matrix(), [PIN], ref=RS + "PinholeModel.matrix"),
    case("sensors.camera.PinholeModel.scale", GS, _pin_scale, [PIN, torch.tensor(2.0)],
         note="scale factor live tensor; returns new model params",
         ref=RS + "PinholeModel.scale"),
    case("sensors.camera.CameraModel[pinhole].project", GS, _generic, [PIN, PTS3],
         note="generic wrapper delegating via __getattr__", ref=RS + "CameraModel"),
    case("sensors.camera.BrownConradyModel.project", GS, _project(KS.BrownConradyModel),
         [BC, PTS3], ref=RS + "BrownConradyModel"),
    case("sensors.camera.BrownConradyModel.unproject", GS, _unproject(KS.BrownConradyModel),
         [BC, PTS2, DEPTH], note="iterative undistortion", ref=RS + "BrownConradyModel"),
    case("sensors.camera.KannalaBrandtK3.project", GS, _project(KS.KannalaBrandtK3),
         [KB, PTS3], ref=RS + "KannalaBrandtK3"),
    case("sensors.camera.KannalaBrandtK3.unproject", GS, _unproject(KS.KannalaBrandtK3),
         [KB, PTS2, DEPTH], ref=RS + "KannalaBrandtK3"),
    case("sensors.camera.Orthographic.project", GS, _project(KS.Orthographic), [PIN, PTS3],
         ref=RS + "Orthographic"),
    case("sensors.camera.Orthographic.unproject", GS, _unproject(KS.Orthographic),
         [PIN, PTS2, DEPTH], ref=RS + "Orthographic"),
    case("sensors.camera.CameraModelBase", GS, KS.CameraModelBase, [],
         skip="base class taking distortion/projection strategy objects; probed through its "
              "four subclasses", ref=RS + "CameraModelBase"),
    case("sensors.camera.CameraModelType", GS, KS.CameraModelType, [], skip="Enum",
         ref=RS + "CameraModelType"),
]


# ---- tracking: HomographyTracker with weight-free SIFT matchers (the default matchers,
# GFTTAffNetHardNet and LoFTR, need pretrained weights)
def _sift_matcher():
    return KFe.LocalFeatureMatcher(KFe.SIFTFeature(num_features=32, upright=True),
                                   KFe.DescriptorMatcher("snn", 0.95))


def _tracker():
    from kornia.tracking import HomographyTracker

    t = HomographyTracker(_sift_matcher(), _sift_matcher(),
                          RANSAC("homography", inl_th=3.0, batch_size=64, max_iter=3,
                                 max_lo_iters=2),
                          minimum_inliers_num=4)
    t.eval()
    t.set_target(_TARGET)
    return t


_TARGET = torch.nn.functional.avg_pool2d(torch.rand(1, 1, 52, 52, generator=gen(169)), 5, 1)
_FRAME = torch.roll(_TARGET, shifts=(2, 3), dims=(2, 3))
_STATE: dict = {}


def _get_tracker():
    # built on first use: set_target runs SIFT on the target, too slow for import time
    if "t" not in _STATE:
        _STATE["t"] = _tracker()
    return _STATE["t"]


def _track_initial(frame):
    t = _get_tracker()
    t.reset_tracking()
    return t(frame)


def _match_initial(frame):
    return _get_tracker().match_initial(frame)


def _track_next(frame):
    t = _get_tracker()
    t.previous_homography = torch.eye(3)
    t._prior_source = (t.previous_homography, t.target)
    return t.track_next_frame(frame)


CASES += [
    case("tracking.HomographyTracker[sift]", GT, _track_initial, [_FRAME], check=False,
         note="SIFT + SNN matcher (weight-free), RANSAC sampling inside (random); "
              "returns (H, bool); target set eagerly", ref="kornia.tracking.HomographyTracker"),
    case("tracking.HomographyTracker.match_initial[sift]", GT,
         _match_initial, [_FRAME], check=False,
         ref="kornia.tracking.HomographyTracker.match_initial"),
    case("tracking.HomographyTracker.track_next_frame[sift]", GT, _track_next, [_FRAME],
         check=False, note="previous homography = identity, warps the frame then matches",
         ref="kornia.tracking.HomographyTracker.track_next_frame"),
    case("tracking.HomographyTracker[default]", GT, None, [],
         skip="default matchers (GFTTAffNetHardNet, LoFTR outdoor) need pretrained weights "
              "(download)", ref="kornia.tracking.HomographyTracker"),
    case("tracking.HomographyTracker.set_target", GT, None, [],
         skip="stateful setter returning None (feature extraction cached on the module)",
         ref="kornia.tracking.HomographyTracker.set_target"),
    case("tracking.HomographyTracker.no_match", GT, None, [],
         skip="returns torch.empty(3, 3) (uninitialised) and False: nothing to compare",
         ref="kornia.tracking.HomographyTracker.no_match"),
    case("tracking.HomographyTracker.reset_tracking", GT, None, [],
         skip="clears Python state, returns None",
         ref="kornia.tracking.HomographyTracker.reset_tracking"),
]

# helpers of kornia.image submodules
CASES += [
    case("image.base.KORNIA_CHECK_IMAGE_LAYOUT", GI, None, [],
         skip="validation helper: returns a Python bool or raises",
         ref="kornia.image.base.KORNIA_CHECK_IMAGE_LAYOUT"),
    case("image.image_print.rgb2short", GI, None, [],
         skip="terminal colour-code helper (hex string -> xterm code)",
         ref="kornia.image.image_print.rgb2short"),
    case("image.image_print.short2rgb", GI, None, [],
         skip="terminal colour-code helper (xterm code -> hex string)",
         ref="kornia.image.image_print.short2rgb"),
]

# the strategy objects the camera models are made of (kornia.sensors.camera submodules)
_DM = importlib.import_module("kornia.sensors.camera.distortion_model")
_PM = importlib.import_module("kornia.sensors.camera.projection_model")
_CM = importlib.import_module("kornia.sensors.camera.camera_model")
_PTS2N = rand(8, 2, seed=170, lo=-0.4, hi=0.4)


def _distort(cls, params):
    return lambda p, x: cls().distort(p, Vector2(x)).data


def _undistort(cls):
    return lambda p, x: cls().undistort(p, Vector2(x)).data


CASES += [
    case("sensors.camera.camera_model.get_model_from_type", GS,
         lambda p, x: _CM.get_model_from_type(KS.CameraModelType.KANNALA_BRANDT_K3, _SIZE,
                                              p).project(Vector3(x)).data, [KB, PTS3],
         note="model type baked (KANNALA_BRANDT_K3), then project",
         ref="kornia.sensors.camera.camera_model.get_model_from_type"),
    case("sensors.camera.distortion_model.AffineTransform.distort", GS,
         _distort(_DM.AffineTransform, PIN), [PIN, _PTS2N],
         ref="kornia.sensors.camera.distortion_model.AffineTransform"),
    case("sensors.camera.distortion_model.AffineTransform.undistort", GS,
         _undistort(_DM.AffineTransform), [PIN, PTS2],
         ref="kornia.sensors.camera.distortion_model.AffineTransform"),
    case("sensors.camera.distortion_model.BrownConradyTransform.distort", GS,
         _distort(_DM.BrownConradyTransform, BC), [BC, _PTS2N],
         ref="kornia.sensors.camera.distortion_model.BrownConradyTransform"),
    case("sensors.camera.distortion_model.BrownConradyTransform.undistort", GS,
         _undistort(_DM.BrownConradyTransform), [BC, PTS2], note="iterative",
         ref="kornia.sensors.camera.distortion_model.BrownConradyTransform"),
    case("sensors.camera.distortion_model.KannalaBrandtK3Transform.distort", GS,
         _distort(_DM.KannalaBrandtK3Transform, KB), [KB, _PTS2N],
         ref="kornia.sensors.camera.distortion_model.KannalaBrandtK3Transform"),
    case("sensors.camera.distortion_model.KannalaBrandtK3Transform.undistort", GS,
         _undistort(_DM.KannalaBrandtK3Transform), [KB, PTS2], note="iterative (Newton)",
         ref="kornia.sensors.camera.distortion_model.KannalaBrandtK3Transform"),
    case("sensors.camera.projection_model.Z1Projection.project", GS,
         lambda x: _PM.Z1Projection().project(Vector3(x)).data, [PTS3],
         ref="kornia.sensors.camera.projection_model.Z1Projection"),
    case("sensors.camera.projection_model.Z1Projection.unproject", GS,
         lambda x, d: _PM.Z1Projection().unproject(Vector2(x), d).data, [_PTS2N, DEPTH],
         ref="kornia.sensors.camera.projection_model.Z1Projection"),
    case("sensors.camera.projection_model.OrthographicProjection.project", GS,
         lambda x: _PM.OrthographicProjection().project(Vector3(x)).data, [PTS3],
         ref="kornia.sensors.camera.projection_model.OrthographicProjection"),
    case("sensors.camera.projection_model.OrthographicProjection.unproject", GS,
         lambda x, d: _PM.OrthographicProjection().unproject(Vector2(x), d).data,
         [_PTS2N, DEPTH], ref="kornia.sensors.camera.projection_model.OrthographicProjection"),
]

# ---- the deprecated top-level aliases (kornia.draw_line, kornia.image_to_tensor, ...)
_CHW = img(3, 32, 40, seed=901)
_CANVAS = torch.zeros(2, 3, 32, 40)
_RECTS = torch.tensor([[[2.0, 3.0, 20.0, 25.0]], [[5.0, 5.0, 30.0, 15.0]]])
_POLYS = torch.tensor([[[4.0, 4.0], [30.0, 6.0], [20.0, 28.0]],
                       [[10.0, 2.0], [36.0, 20.0], [8.0, 30.0]]])
CASES += [
    alias("image.draw_line", "image", kornia.draw_line,
          [_CHW * 0, torch.tensor([[2.0, 3.0]]), torch.tensor([[30.0, 20.0]]),
           torch.tensor([1.0, 0.5, 0.0])],
          alias="draw_line", to="kornia.image.draw_line", note="single image CxHxW"),
    alias("image.draw_rectangle", "image", kornia.draw_rectangle, [_CANVAS, _RECTS],
          alias="draw_rectangle", to="kornia.image.draw_rectangle", note="default color"),
    alias("image.draw_rectangle[fill]", "image", kornia.draw_rectangle,
          [_CANVAS, _RECTS, torch.tensor([[[0.0, 1.0, 0.0]], [[1.0, 0.0, 1.0]]])],
          {"fill": True}, alias="draw_rectangle", to="kornia.image.draw_rectangle"),
    alias("image.draw_point2d", "image", kornia.draw_point2d,
          [_CHW * 0, torch.tensor([[2, 3], [10, 20], [39, 31]]), torch.tensor([0.0, 1.0, 0.0])],
          alias="draw_point2d", to="kornia.image.draw_point2d", note="points int64 (x,y)"),
    alias("image.draw_convex_polygon", "image", kornia.draw_convex_polygon,
          [_CANVAS, _POLYS, torch.tensor([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])],
          alias="draw_convex_polygon", to="kornia.image.draw_convex_polygon",
          note="polygons as BxNx2 tensor"),
    alias_skip("image.image_to_tensor", "image", "image_to_tensor",
               "conversion from numpy (HxWxC array -> tensor): the input is not a tensor"),
    alias_skip("image.tensor_to_image", "image", "tensor_to_image",
               "conversion to numpy: the output is not a tensor"),
    alias_skip("image.image_to_string", "image", "image_to_string",
               "string printer: renders the image as terminal text (returns str)"),
    alias_skip("image.print_image", "image", "print_image",
               "string printer: prints the image to the terminal (returns None)"),
]
