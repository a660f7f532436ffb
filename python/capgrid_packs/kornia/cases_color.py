"""kornia.color: every conversion in functional and module form, plus colormaps and CFA.

Names reuse Kornia's snapshot where it probed the same configuration (``color.<op>[variant]``).
"""

from __future__ import annotations

import kornia.color as KC
import torch

from capgrid import case

from ._kit import img, rand

G = "color"
RGB = img(seed=10)
GRAY = rand(2, 1, 32, 40, seed=11)
RGBA = rand(2, 4, 32, 40, seed=12)
RAW = rand(2, 1, 32, 40, seed=13)
HSV = torch.cat([rand(2, 1, 32, 40, seed=14, hi=6.283), rand(2, 2, 32, 40, seed=15)], 1)
HLS = HSV.clone()
LAB = torch.cat([rand(2, 1, 32, 40, seed=16, hi=100.0), rand(2, 2, 32, 40, seed=17, lo=-40, hi=40)],
                1)
LUV = torch.cat([rand(2, 1, 32, 40, seed=18, lo=1.0, hi=100.0),
                 rand(2, 2, 32, 40, seed=19, lo=-30, hi=30)], 1)
XYZ = rand(2, 3, 32, 40, seed=20, hi=0.9)
YCBCR = rand(2, 3, 32, 40, seed=21)
YUV = torch.cat([rand(2, 1, 32, 40, seed=22), rand(2, 1, 32, 40, seed=23, lo=-0.4, hi=0.4),
                 rand(2, 1, 32, 40, seed=24, lo=-0.6, hi=0.6)], 1)
Y = rand(2, 1, 32, 40, seed=25)
UV420 = rand(2, 2, 16, 20, seed=26, lo=-0.4, hi=0.4)
UV422 = rand(2, 2, 32, 20, seed=27, lo=-0.4, hi=0.4)
NORMALS = rand(2, 3, 32, 40, seed=28, lo=-1.0, hi=1.0)
RGB255 = rand(2, 3, 32, 40, seed=29, hi=255.0)
LINEAR = rand(2, 3, 32, 40, seed=30)

# (module class, function, input) for every one-input conversion
_PAIRS = [
    ("RgbToGrayscale", "rgb_to_grayscale", RGB),
    ("BgrToGrayscale", "bgr_to_grayscale", RGB),
    ("GrayscaleToRgb", "grayscale_to_rgb", GRAY),
    ("RgbToBgr", "rgb_to_bgr", RGB),
    ("BgrToRgb", "bgr_to_rgb", RGB),
    ("RgbaToRgb", "rgba_to_rgb", RGBA),
    ("RgbaToBgr", "rgba_to_bgr", RGBA),
    ("RgbToLinearRgb", "rgb_to_linear_rgb", RGB),
    ("LinearRgbToRgb", "linear_rgb_to_rgb", LINEAR),
    ("RgbToHsv", "rgb_to_hsv", RGB),
    ("HsvToRgb", "hsv_to_rgb", HSV),
    ("RgbToHls", "rgb_to_hls", RGB),
    ("HlsToRgb", "hls_to_rgb", HLS),
    ("RgbToLab", "rgb_to_lab", RGB),
    ("LabToRgb", "lab_to_rgb", LAB),
    ("RgbToLuv", "rgb_to_luv", RGB),
    ("LuvToRgb", "luv_to_rgb", LUV),
    ("RgbToXyz", "rgb_to_xyz", RGB),
    ("XyzToRgb", "xyz_to_rgb", XYZ),
    ("RgbToYcbcr", "rgb_to_ycbcr", RGB),
    ("YcbcrToRgb", "ycbcr_to_rgb", YCBCR),
    ("RgbToYuv", "rgb_to_yuv", RGB),
    ("YuvToRgb", "yuv_to_rgb", YUV),
    ("RgbToYuv420", "rgb_to_yuv420", RGB),
    ("RgbToYuv422", "rgb_to_yuv422", RGB),
    ("Sepia", "sepia", RGB),
    ("RgbToRgb255", "rgb_to_rgb255", RGB),
    ("Rgb255ToRgb", "rgb255_to_rgb", RGB255),
    ("NormalsToRgb255", "normals_to_rgb255", NORMALS),
    ("Rgb255ToNormals", "rgb255_to_normals", RGB255),
]

CASES = []
for _cls, _fn, _x in _PAIRS:
    CASES.append(case(f"color.{_cls}", G, getattr(KC, _cls)(), [_x], ref=f"kornia.color.{_cls}"))
for _cls, _fn, _x in _PAIRS:
    CASES.append(case(f"color.{_fn}", G, getattr(KC, _fn), [_x], ref=f"kornia.color.{_fn}"))

_CFA = KC.CFA
CASES += [
    # modules needing constructor arguments or two inputs
    case("color.RgbToRgba", G, KC.RgbToRgba(1.0), [RGB], note="alpha 1.0 baked",
         ref="kornia.color.RgbToRgba"),
    case("color.BgrToRgba", G, KC.BgrToRgba(0.5), [RGB], note="alpha 0.5 baked",
         ref="kornia.color.BgrToRgba"),
    case("color.RawToRgb", G, KC.RawToRgb(_CFA.BG), [RAW], note="CFA.BG baked",
         ref="kornia.color.RawToRgb"),
    case("color.RgbToRaw", G, KC.RgbToRaw(_CFA.BG), [RGB], note="CFA.BG baked",
         ref="kornia.color.RgbToRaw"),
    case("color.RawToRgb2x2Downscaled", G, KC.RawToRgb2x2Downscaled(_CFA.BG), [RAW],
         ref="kornia.color.RawToRgb2x2Downscaled"),
    case("color.RgbToGrayscale[weights]", G,
         KC.RgbToGrayscale(torch.tensor([0.2, 0.7, 0.1])), [RGB],
         note="rgb_weights given at construction -> constant", ref="kornia.color.RgbToGrayscale"),
    case("color.Yuv420ToRgb", G, KC.Yuv420ToRgb(), [Y, UV420], ref="kornia.color.Yuv420ToRgb"),
    case("color.Yuv422ToRgb", G, KC.Yuv422ToRgb(), [Y, UV422], ref="kornia.color.Yuv422ToRgb"),
    case("color.Sepia[no_rescale]", G, KC.Sepia(rescale=False), [RGB], ref="kornia.color.Sepia"),
    # functional forms with extra arguments
    case("color.rgb_to_y", G, KC.rgb_to_y, [RGB], ref="kornia.color.rgb_to_y"),
    case("color.rgb_to_grayscale[weights]", G, KC.rgb_to_grayscale,
         [RGB, torch.tensor([0.2, 0.7, 0.1])], note="rgb_weights live tensor",
         ref="kornia.color.rgb_to_grayscale"),
    case("color.rgb_to_rgba", G, KC.rgb_to_rgba, [RGB], {"alpha_val": 1.0}, note="alpha baked",
         ref="kornia.color.rgb_to_rgba"),
    case("color.rgb_to_rgba[tensor_alpha]", G, KC.rgb_to_rgba,
         [RGB, rand(2, 1, 32, 40, seed=31)], note="alpha as live tensor",
         ref="kornia.color.rgb_to_rgba"),
    case("color.bgr_to_rgba", G, KC.bgr_to_rgba, [RGB], {"alpha_val": 0.5}, note="alpha baked",
         ref="kornia.color.bgr_to_rgba"),
    case("color.bgr_to_rgba[tensor_alpha]", G, KC.bgr_to_rgba,
         [RGB, rand(2, 1, 32, 40, seed=32)], note="alpha as live tensor",
         ref="kornia.color.bgr_to_rgba"),
    case("color.rgba_to_rgb[bg]", G, KC.rgba_to_rgb, [RGBA, rand(1, 3, 1, 1, seed=33)],
         note="background color live tensor (1,3,1,1)", ref="kornia.color.rgba_to_rgb"),
    case("color.sepia_from_rgb", G, KC.sepia, [RGB], ref="kornia.color.sepia"),
    case("color.sepia_from_rgb[no_rescale]", G, KC.sepia, [RGB], {"rescale": False},
         ref="kornia.color.sepia"),
    case("color.yuv420_to_rgb", G, KC.yuv420_to_rgb, [Y, UV420], ref="kornia.color.yuv420_to_rgb"),
    case("color.yuv422_to_rgb", G, KC.yuv422_to_rgb, [Y, UV422], ref="kornia.color.yuv422_to_rgb"),
    case("color.rgb_to_raw", G, KC.rgb_to_raw, [RGB], {"cfa": _CFA.BG},
         ref="kornia.color.rgb_to_raw"),
    case("color.rgb_to_raw[GR]", G, KC.rgb_to_raw, [RGB], {"cfa": _CFA.GR},
         ref="kornia.color.rgb_to_raw"),
    case("color.raw_to_rgb[batch]", G, KC.raw_to_rgb, [rand(4, 1, 16, 24, seed=34)],
         {"cfa": _CFA.BG}, ref="kornia.color.raw_to_rgb"),
    case("color.raw_to_rgb_2x2_downscaled", G, KC.raw_to_rgb_2x2_downscaled, [RAW],
         {"cfa": _CFA.BG}, ref="kornia.color.raw_to_rgb_2x2_downscaled"),
    case("color.raw_to_rgb_2x2_downscaled[RG]", G, KC.raw_to_rgb_2x2_downscaled, [RAW],
         {"cfa": _CFA.RG}, ref="kornia.color.raw_to_rgb_2x2_downscaled"),
    case("color.rgb_to_lab[batch]", G, KC.rgb_to_lab, [img(4, 3, 16, 16, seed=35)],
         ref="kornia.color.rgb_to_lab"),
    case("color.rgb_to_hsv[eps]", G, KC.rgb_to_hsv, [RGB], {"eps": 1e-4},
         ref="kornia.color.rgb_to_hsv"),
    case("color.lab_to_rgb[noclip]", G, KC.lab_to_rgb, [LAB], {"clip": False},
         ref="kornia.color.lab_to_rgb"),
    case("color.rgb_to_hls[unbatched]", G, KC.rgb_to_hls, [img(3, 32, 40, seed=36)],
         note="(C,H,W) input", ref="kornia.color.rgb_to_hls"),
]
for _c in ("BG", "GB", "RG", "GR"):
    CASES.append(case(f"color.raw_to_rgb[{_c}]", G, KC.raw_to_rgb, [RAW], {"cfa": _CFA[_c]},
                      note="cfa baked", ref="kornia.color.raw_to_rgb"))

# colormaps: the ColorMap object is built eagerly and baked as a constant
_IDX = rand(2, 1, 32, 40, seed=37, hi=0.999)
CASES += [
    case("color.ApplyColorMap", G, KC.ApplyColorMap(KC.ColorMap("viridis", 64)), [_IDX],
         note="viridis/64", ref="kornia.color.ApplyColorMap"),
    case("color.ApplyColorMap[jet16,int]", G, KC.ApplyColorMap(KC.ColorMap("jet", 16)),
         [torch.randint(0, 256, (2, 1, 32, 40), generator=torch.Generator().manual_seed(38))],
         note="jet/16, int64 input 0..255", ref="kornia.color.ApplyColorMap"),
    case("color.apply_colormap[autumn]", G, KC.apply_colormap, [_IDX],
         {"colormap": KC.ColorMap(KC.ColorMapType.autumn, 32)}, note="colormap object baked",
         ref="kornia.color.apply_colormap"),
    case("color.apply_colormap[custom_rgb]", G, KC.apply_colormap, [_IDX],
         {"colormap": KC.ColorMap([[0.0, 0.0, 1.0], [1.0, 0.5, 0.0]], 8)},
         note="custom 2-stop map, 8 colors", ref="kornia.color.apply_colormap"),
    case("color.apply_colormap[batch]", G, KC.apply_colormap, [rand(4, 1, 16, 16, seed=39)],
         {"colormap": KC.ColorMap("turbo", 64)}, ref="kornia.color.apply_colormap"),
    case("color.ColorMap", G, KC.ColorMap, [], ref="kornia.color.ColorMap",
         skip="colormap specification object (builds a constant palette); probed through "
              "apply_colormap/ApplyColorMap"),
    case("color.ColorMapType", G, KC.ColorMapType, [], ref="kornia.color.ColorMapType",
         skip="Enum of colormap names"),
    case("color.CFA", G, KC.CFA, [], ref="kornia.color.CFA", skip="Enum of Bayer layouts"),
    case("color.RGBColor", G, None, [], ref="kornia.color.RGBColor",
         skip="typing alias (list of three floats), not a callable operator"),
]
