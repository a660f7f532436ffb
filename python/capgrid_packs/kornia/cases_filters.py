"""kornia.filters: convolution front-ends, blurs, gradients, edges, kernel builders, pooling,
thresholds. Kernel builders without a tensor argument are probed as constant graphs (no inputs).
"""

from __future__ import annotations

import importlib

import kornia.filters as KF
import torch

from capgrid import case

from ._kit import gray, img, rand, skipped

G = "filters"
R = "kornia.filters."
X = img(seed=70)
X1 = img(1, 3, 32, 40, seed=71)
GR = gray(seed=72)
VOL = rand(2, 3, 4, 16, 16, seed=73)
K3 = rand(1, 3, 3, seed=74)
K3B = rand(2, 3, 3, seed=75)
K4 = rand(1, 4, 4, seed=76)
KV = rand(1, 3, 3, 3, seed=77)
KX = rand(1, 5, seed=78)
KY = rand(1, 3, seed=79)
SIG = torch.tensor([[1.0, 1.5]])
SIGB = torch.tensor([[1.0, 1.5], [0.8, 2.0]])
ANG = torch.tensor([30.0, -45.0])
DIR = torch.tensor([0.5, -0.3])
ANG3 = torch.tensor([[30.0, 10.0, -20.0], [5.0, -45.0, 60.0]])


def _c(name, target, inputs, kwargs=None, *, ref, **kw):
    return case(f"filters.{name}", G, target, inputs, kwargs, ref=R + ref, **kw)


CASES = [
    # convolution front-ends
    _c("filter2d", KF.filter2d, [X, K3], ref="filter2d"),
    _c("filter2d[constant]", KF.filter2d, [X, K3], {"border_type": "constant"}, ref="filter2d"),
    _c("filter2d[replicate]", KF.filter2d, [X, K3], {"border_type": "replicate"},
       ref="filter2d"),
    _c("filter2d[circular]", KF.filter2d, [X, K3], {"border_type": "circular"}, ref="filter2d"),
    _c("filter2d[valid]", KF.filter2d, [X, K3], {"padding": "valid"}, ref="filter2d"),
    _c("filter2d[normalized]", KF.filter2d, [X, K3], {"normalized": True}, ref="filter2d"),
    _c("filter2d[batch_kernels]", KF.filter2d, [X, K3B], note="per-sample kernel B=2",
       ref="filter2d"),
    _c("filter2d[even_kernel]", KF.filter2d, [X, K4], note="even kernel size", ref="filter2d"),
    _c("filter2d[conv]", KF.filter2d, [X, K3], {"behaviour": "conv"}, ref="filter2d"),
    _c("filter2d_separable", KF.filter2d_separable, [X, KX, KY], ref="filter2d_separable"),
    _c("filter2d_separable[batch_kernels]", KF.filter2d_separable,
       [X, rand(2, 5, seed=80), rand(2, 3, seed=81)], ref="filter2d_separable"),
    _c("filter2d_separable[valid]", KF.filter2d_separable, [X, KX, KY], {"padding": "valid"},
       ref="filter2d_separable"),
    _c("filter3d", KF.filter3d, [VOL, KV], ref="filter3d"),
    _c("filter3d[reflect,conv]", KF.filter3d, [VOL, KV],
       {"border_type": "reflect", "behaviour": "conv"}, ref="filter3d"),
    _c("filter3d[constant,normalized]", KF.filter3d, [VOL, KV],
       {"border_type": "constant", "normalized": True}, ref="filter3d"),
    _c("filter3d[circular]", KF.filter3d, [VOL, KV], {"border_type": "circular"},
       ref="filter3d"),
    _c("filter3d[batch_kernels]", KF.filter3d, [VOL, rand(2, 3, 3, 3, seed=82)],
       note="per-sample kernel B=2", ref="filter3d"),
    _c("convolve3d", KF.convolve3d, [VOL, KV], ref="convolve3d"),
    _c("correlate3d", KF.correlate3d, [VOL, KV], ref="correlate3d"),
    _c("convolve2d", KF.convolve2d, [X, K3], ref="convolve2d"),
    _c("convolve2d[valid]", KF.convolve2d, [X, K3], {"padding": "valid"}, ref="convolve2d"),
    _c("correlate2d", KF.correlate2d, [X, K3], ref="correlate2d"),
    _c("fft_conv", KF.fft_conv, [X, K3], note="corr, reflect, same", ref="fft_conv"),
    _c("fft_conv[conv,valid]", KF.fft_conv, [X, K3], {"behaviour": "conv", "padding": "valid"},
       ref="fft_conv"),
    _c("fft_conv[normalized]", KF.fft_conv, [X, K3], {"normalized": True}, ref="fft_conv"),
    # gaussian family
    _c("gaussian_blur2d", KF.gaussian_blur2d, [X], {"kernel_size": 5, "sigma": (1.0, 1.5)},
       ref="gaussian_blur2d"),
    _c("gaussian_blur2d[tensor_sigma]", lambda x, s: KF.gaussian_blur2d(x, 5, s), [X1, SIG],
       note="sigma live tensor (B,2); kernel_size baked", ref="gaussian_blur2d"),
    _c("gaussian_blur2d[nonseparable]", KF.gaussian_blur2d, [X],
       {"kernel_size": (5, 3), "sigma": (1.0, 1.5), "separable": False}, ref="gaussian_blur2d"),
    _c("gaussian_blur2d[tensor_sigma,batch]", lambda x, s: KF.gaussian_blur2d(x, 5, s), [X, SIGB],
       ref="gaussian_blur2d"),
    _c("gaussian_blur2d[tensor_sigma,nonsep]",
       lambda x, s: KF.gaussian_blur2d(x, 5, s, separable=False), [X, SIGB], ref="gaussian_blur2d"),
    _c("GaussianBlur2d", KF.GaussianBlur2d(5, (1.0, 1.5)), [X], ref="GaussianBlur2d"),
    _c("GaussianBlur2d[tensor_sigma]", KF.GaussianBlur2d(5, SIGB), [X],
       note="tensor sigma fixed at construction -> constant", ref="GaussianBlur2d"),
    _c("GaussianBlur2d[nonsep]", KF.GaussianBlur2d(5, (1.0, 1.5), separable=False), [X],
       ref="GaussianBlur2d"),
    _c("gaussian", lambda s: KF.gaussian(7, s), [torch.tensor([[1.5]])],
       note="sigma live (1,1); window_size baked", ref="gaussian"),
    _c("gaussian[mean]", lambda s, m: KF.gaussian(7, s, mean=m),
       [torch.tensor([[1.5]]), torch.tensor([[0.5]])], note="sigma/mean live", ref="gaussian"),
    _c("get_gaussian_kernel1d", lambda s: KF.get_gaussian_kernel1d(7, s),
       [torch.tensor([[1.5], [2.0]])], note="sigma live", ref="get_gaussian_kernel1d"),
    _c("get_gaussian_kernel1d[even]", lambda s: KF.get_gaussian_kernel1d(6, s, True),
       [torch.tensor([[1.5]])], ref="get_gaussian_kernel1d"),
    _c("get_gaussian_kernel1d[float_sigma]", lambda: KF.get_gaussian_kernel1d(7, 1.5), [],
       note="all-constant graph", ref="get_gaussian_kernel1d"),
    _c("get_gaussian_discrete_kernel1d", lambda s: KF.get_gaussian_discrete_kernel1d(7, s),
       [torch.tensor([[1.5]])], note="sigma live",
       ref="get_gaussian_discrete_kernel1d"),
    _c("get_gaussian_erf_kernel1d", lambda s: KF.get_gaussian_erf_kernel1d(7, s),
       [torch.tensor([[1.5]])], note="sigma live", ref="get_gaussian_erf_kernel1d"),
    _c("get_gaussian_kernel2d", lambda s: KF.get_gaussian_kernel2d((5, 7), s),
       [torch.tensor([[1.0, 1.5]])], note="sigma live", ref="get_gaussian_kernel2d"),
    _c("get_gaussian_kernel2d[batch]", lambda s: KF.get_gaussian_kernel2d(5, s), [SIGB],
       ref="get_gaussian_kernel2d"),
    _c("get_gaussian_kernel3d", lambda s: KF.get_gaussian_kernel3d(5, s),
       [torch.tensor([[1.0, 1.5, 0.8]])], note="sigma live", ref="get_gaussian_kernel3d"),
    # constant kernel builders
    _c("get_hanning_kernel1d", lambda: KF.get_hanning_kernel1d(7), [], note="constant graph",
       ref="get_hanning_kernel1d"),
    _c("get_hanning_kernel2d", lambda: KF.get_hanning_kernel2d((5, 7)), [],
       note="constant graph", ref="get_hanning_kernel2d"),
    _c("get_laplacian_kernel1d", lambda: KF.get_laplacian_kernel1d(5), [],
       note="constant graph", ref="get_laplacian_kernel1d"),
    _c("get_laplacian_kernel2d", lambda: KF.get_laplacian_kernel2d(5), [],
       note="constant graph", ref="get_laplacian_kernel2d"),
    _c("laplacian_1d", lambda: KF.laplacian_1d(5), [], note="constant graph",
       ref="laplacian_1d"),
    _c("get_box_kernel1d", lambda: KF.get_box_kernel1d(5), [], note="constant graph",
       ref="get_box_kernel1d"),
    _c("get_box_kernel2d", lambda: KF.get_box_kernel2d((3, 5)), [], note="constant graph",
       ref="get_box_kernel2d"),
    _c("get_binary_kernel2d", lambda: KF.get_binary_kernel2d(3), [], note="constant graph",
       ref="get_binary_kernel2d"),
    _c("get_diff_kernel2d", lambda: KF.get_diff_kernel2d(), [], note="constant graph",
       ref="get_diff_kernel2d"),
    _c("get_sobel_kernel2d", lambda: KF.get_sobel_kernel2d(), [], note="constant graph",
       ref="get_sobel_kernel2d"),
    _c("get_spatial_gradient_kernel2d[sobel,2]",
       lambda: KF.get_spatial_gradient_kernel2d("sobel", 2), [], note="constant graph",
       ref="get_spatial_gradient_kernel2d"),
    _c("get_spatial_gradient_kernel2d[diff,1]",
       lambda: KF.get_spatial_gradient_kernel2d("diff", 1), [], note="constant graph",
       ref="get_spatial_gradient_kernel2d"),
    _c("get_spatial_gradient_kernel3d[diff,1]",
       lambda: KF.get_spatial_gradient_kernel3d("diff", 1), [], note="constant graph",
       ref="get_spatial_gradient_kernel3d"),
    _c("get_spatial_gradient_kernel3d[diff,2]",
       lambda: KF.get_spatial_gradient_kernel3d("diff", 2), [], note="constant graph",
       ref="get_spatial_gradient_kernel3d"),
    # motion blur
    _c("get_motion_kernel2d", lambda a, d: KF.get_motion_kernel2d(5, a, d), [ANG, DIR],
       note="angle/direction live; kernel_size baked", ref="get_motion_kernel2d"),
    _c("get_motion_kernel2d[bilinear]", lambda a, d: KF.get_motion_kernel2d(5, a, d, "bilinear"),
       [ANG, DIR], ref="get_motion_kernel2d"),
    _c("get_motion_kernel2d[float]", lambda: KF.get_motion_kernel2d(5, 30.0, 0.5), [],
       note="constant graph", ref="get_motion_kernel2d"),
    _c("get_motion_kernel3d", lambda a, d: KF.get_motion_kernel3d(3, a, d), [ANG3, DIR],
       note="angle/direction live", ref="get_motion_kernel3d"),
    _c("get_motion_kernel3d[float]",
       lambda: KF.get_motion_kernel3d(3, (30.0, 10.0, -20.0), 0.5), [],
       note="constant graph", ref="get_motion_kernel3d"),
    _c("motion_blur", KF.motion_blur, [X], {"kernel_size": 5, "angle": 30.0, "direction": 0.5},
       ref="motion_blur"),
    _c("motion_blur[live]", KF.motion_blur, [X], {"kernel_size": 5, "angle": ANG,
                                                  "direction": DIR},
       note="angle/direction tensors baked as constants", ref="motion_blur"),
    _c("motion_blur[live_inputs]", lambda x, a, d: KF.motion_blur(x, 5, a, d), [X, ANG, DIR],
       note="angle/direction live tensors", ref="motion_blur"),
    _c("MotionBlur", KF.MotionBlur(5, 30.0, 0.5), [X], ref="MotionBlur"),
    _c("motion_blur3d", KF.motion_blur3d, [VOL],
       {"kernel_size": 3, "angle": (30.0, 10.0, -20.0), "direction": 0.5}, ref="motion_blur3d"),
    _c("motion_blur3d[live]", lambda x, a, d: KF.motion_blur3d(x, 3, a, d), [VOL, ANG3, DIR],
       note="angle/direction live tensors", ref="motion_blur3d"),
    _c("motion_blur3d[bilinear,reflect]", KF.motion_blur3d, [VOL],
       {"kernel_size": 3, "angle": (30.0, 10.0, -20.0), "direction": 0.5, "mode": "bilinear",
        "border_type": "reflect"}, ref="motion_blur3d"),
    _c("MotionBlur3D", KF.MotionBlur3D(3, (30.0, 10.0, -20.0), 0.5), [VOL],
       ref="MotionBlur3D"),
    # gradients / edges
    _c("spatial_gradient", KF.spatial_gradient, [X], ref="spatial_gradient"),
    _c("spatial_gradient[order2]", KF.spatial_gradient, [X], {"order": 2},
       ref="spatial_gradient"),
    _c("spatial_gradient[diff]", KF.spatial_gradient, [X], {"mode": "diff"},
       ref="spatial_gradient"),
    _c("spatial_gradient[diff,order2]", KF.spatial_gradient, [X], {"mode": "diff", "order": 2},
       ref="spatial_gradient"),
    _c("spatial_gradient[unnormalized]", KF.spatial_gradient, [X], {"normalized": False},
       ref="spatial_gradient"),
    _c("SpatialGradient", KF.SpatialGradient(), [X], ref="SpatialGradient"),
    _c("SpatialGradient[diff,2]", KF.SpatialGradient("diff", 2), [X], ref="SpatialGradient"),
    _c("spatial_gradient3d", KF.spatial_gradient3d, [VOL], ref="spatial_gradient3d"),
    _c("spatial_gradient3d[order2]", KF.spatial_gradient3d, [VOL], {"order": 2},
       ref="spatial_gradient3d"),
    _c("SpatialGradient3d", KF.SpatialGradient3d(), [VOL], ref="SpatialGradient3d"),
    _c("sobel", KF.sobel, [X], ref="sobel"),
    _c("sobel[batch]", KF.sobel, [img(4, 1, 16, 16, seed=83)], ref="sobel"),
    _c("Sobel", KF.Sobel(), [X], ref="Sobel"),
    _c("Sobel[unnormalized]", KF.Sobel(normalized=False), [X], ref="Sobel"),
    _c("laplacian", KF.laplacian, [X], {"kernel_size": 5}, ref="laplacian"),
    _c("laplacian[batch,rect]", KF.laplacian, [img(4, 1, 16, 16, seed=84)],
       {"kernel_size": (3, 5)}, note="rectangular kernel (even sizes are rejected by kornia)",
       ref="laplacian"),
    _c("Laplacian", KF.Laplacian(5), [X], ref="Laplacian"),
    _c("Laplacian[unnormalized,replicate]", KF.Laplacian(3, "replicate", normalized=False), [X],
       ref="Laplacian"),
    _c("canny", KF.canny, [X], note="hysteresis loop on", ref="canny"),
    _c("canny[no_hysteresis]", KF.canny, [X], {"hysteresis": False}, ref="canny"),
    _c("canny[gray,no_hysteresis]", KF.canny, [GR], {"hysteresis": False}, ref="canny"),
    _c("Canny", KF.Canny(), [X], note="data-dependent hysteresis loop", ref="Canny"),
    _c("Canny[no_hysteresis]", KF.Canny(hysteresis=False), [X], ref="Canny"),
    # blurs
    _c("box_blur", KF.box_blur, [X], {"kernel_size": 3}, ref="box_blur"),
    _c("box_blur[separable]", KF.box_blur, [X], {"kernel_size": (3, 5), "separable": True},
       ref="box_blur"),
    _c("BoxBlur", KF.BoxBlur(3, separable=False), [X], ref="BoxBlur"),
    _c("BoxBlur[separable]", KF.BoxBlur((3, 5), separable=True), [X], ref="BoxBlur"),
    _c("median_blur", KF.median_blur, [X], {"kernel_size": 3}, ref="median_blur"),
    _c("median_blur[batch]", KF.median_blur, [img(4, 1, 16, 16, seed=85)], {"kernel_size": 5},
       ref="median_blur"),
    _c("MedianBlur", KF.MedianBlur(3), [X], ref="MedianBlur"),
    _c("MedianBlur[5x3]", KF.MedianBlur((5, 3)), [X], ref="MedianBlur"),
    _c("unsharp_mask", KF.unsharp_mask, [X], {"kernel_size": 5, "sigma": (1.0, 1.0)},
       ref="unsharp_mask"),
    _c("unsharp_mask[tensor_sigma]", lambda x, s: KF.unsharp_mask(x, 5, s), [X, SIGB],
       note="sigma live", ref="unsharp_mask"),
    _c("UnsharpMask", KF.UnsharpMask(5, (1.0, 1.0)), [X], ref="UnsharpMask"),
    _c("bilateral_blur", KF.bilateral_blur, [X],
       {"kernel_size": 5, "sigma_color": 0.1, "sigma_space": (1.5, 1.5)}, ref="bilateral_blur"),
    _c("bilateral_blur[live_sigma]", lambda x, c, s: KF.bilateral_blur(x, 5, c, s),
       [X, torch.tensor([0.1, 0.2]), torch.tensor([[1.5, 1.5], [1.0, 2.0]])],
       note="sigma_color/sigma_space live", ref="bilateral_blur"),
    _c("BilateralBlur", KF.BilateralBlur(5, 0.1, (1.5, 1.5)), [X], ref="BilateralBlur"),
    _c("BilateralBlur[l2]", KF.BilateralBlur(5, 0.1, (1.5, 1.5), color_distance_type="l2"), [X],
       ref="BilateralBlur"),
    _c("joint_bilateral_blur", KF.joint_bilateral_blur, [X, img(seed=86)],
       {"kernel_size": 5, "sigma_color": 0.1, "sigma_space": (1.5, 1.5)},
       ref="joint_bilateral_blur"),
    _c("JointBilateralBlur", KF.JointBilateralBlur(5, 0.1, (1.5, 1.5)), [X, img(seed=87)],
       ref="JointBilateralBlur"),
    _c("guided_blur", KF.guided_blur, [img(seed=88), X], {"kernel_size": 5, "eps": 0.01},
       ref="guided_blur"),
    _c("guided_blur[gray_guidance]", KF.guided_blur, [GR, X], {"kernel_size": 5, "eps": 0.01},
       note="single-channel guidance", ref="guided_blur"),
    _c("guided_blur[eps_tensor]", lambda g, x, e: KF.guided_blur(g, x, 5, e),
       [img(seed=89), X, torch.tensor([0.01, 0.1])], note="eps live", ref="guided_blur"),
    _c("GuidedBlur", KF.GuidedBlur(5, 0.01), [img(seed=90), X], ref="GuidedBlur"),
    _c("GuidedBlur[subsample2]", KF.GuidedBlur(5, 0.01, subsample=2), [img(seed=91), X],
       ref="GuidedBlur"),
    # pooling
    _c("blur_pool2d", KF.blur_pool2d, [X], {"kernel_size": 3}, ref="blur_pool2d"),
    _c("BlurPool2D", KF.BlurPool2D(3), [X], ref="BlurPool2D"),
    _c("BlurPool2D[stride1]", KF.BlurPool2D(3, stride=1), [X], ref="BlurPool2D"),
    _c("max_blur_pool2d", KF.max_blur_pool2d, [X], {"kernel_size": 3}, ref="max_blur_pool2d"),
    _c("MaxBlurPool2D", KF.MaxBlurPool2D(3), [X], ref="MaxBlurPool2D"),
    _c("MaxBlurPool2D[ceil]", KF.MaxBlurPool2D(3, ceil_mode=True), [X], ref="MaxBlurPool2D"),
    _c("EdgeAwareBlurPool2D", KF.EdgeAwareBlurPool2D(3), [X], ref="EdgeAwareBlurPool2D"),
    _c("edge_aware_blur_pool2d", KF.edge_aware_blur_pool2d, [X], {"kernel_size": 3},
       ref="edge_aware_blur_pool2d"),
    _c("edge_aware_blur_pool2d[k5]", KF.edge_aware_blur_pool2d, [X], {"kernel_size": 5},
       ref="edge_aware_blur_pool2d"),
    # ranges and thresholds
    _c("in_range", KF.in_range, [X], {"lower": (0.2, 0.2, 0.2), "upper": (0.8, 0.8, 0.8)},
       ref="in_range"),
    _c("in_range[live_bounds]", KF.in_range,
       [X, torch.tensor([0.2, 0.1, 0.3]), torch.tensor([0.8, 0.9, 0.7])],
       note="lower/upper live tensors", ref="in_range"),
    _c("in_range[return_mask]", KF.in_range, [X],
       {"lower": (0.2, 0.2, 0.2), "upper": (0.8, 0.8, 0.8), "return_mask": True},
       ref="in_range"),
    _c("InRange", KF.InRange((0.2, 0.2, 0.2), (0.8, 0.8, 0.8)), [X], ref="InRange"),
    _c("InRange[return_mask]", KF.InRange((0.2, 0.2, 0.2), (0.8, 0.8, 0.8), return_mask=True),
       [X], ref="InRange"),
    _c("otsu_threshold", KF.otsu_threshold, [X], note="returns (thresholded, threshold)",
       ref="otsu_threshold"),
    _c("otsu_threshold[differentiable]", KF.otsu_threshold, [X],
       {"slow_and_differentiable": True}, ref="otsu_threshold"),
    _c("otsu_threshold[return_mask]", KF.otsu_threshold, [X], {"return_mask": True},
       ref="otsu_threshold"),
    _c("OtsuThreshold", KF.OtsuThreshold(), [X], ref="OtsuThreshold"),
    _c("StableDiffusionDissolving", KF.StableDiffusionDissolving, [],
       skip="wraps a diffusers Stable Diffusion pipeline with pretrained weights (network "
            "download, GBs); no random-init path", ref="StableDiffusionDissolving"),
]

# kernel builders of kornia.filters.kernels not re-exported at the package level
KK = importlib.import_module("kornia.filters.kernels")


def _k(name, fn, note="constant graph"):
    return case(f"filters.kernels.{name}", G, fn, [], note=note,
                ref=f"kornia.filters.kernels.{name}")


CASES += [
    _c("gaussian[kernels]", lambda s: KK.gaussian(7, s), [torch.tensor([[0.8], [2.0]])],
       note="kornia.filters.kernels.gaussian (kornia.filters.gaussian is a submodule name)",
       ref="kernels.gaussian"),
    case("filters.kernels.gaussian_discrete", G, lambda s: KK.gaussian_discrete(7, s),
         [torch.tensor([[1.5]])], note="sigma live", ref="kornia.filters.kernels."
                                                         "gaussian_discrete"),
    case("filters.kernels.gaussian_discrete_erf", G, lambda s: KK.gaussian_discrete_erf(7, s),
         [torch.tensor([[1.5]])], note="sigma live",
         ref="kornia.filters.kernels.gaussian_discrete_erf"),
    _k("get_canny_nms_kernel", lambda: KK.get_canny_nms_kernel()),
    _k("get_diff_kernel2d_2nd_order", lambda: KK.get_diff_kernel2d_2nd_order()),
    _k("get_diff_kernel3d", lambda: KK.get_diff_kernel3d()),
    _k("get_diff_kernel3d_2nd_order", lambda: KK.get_diff_kernel3d_2nd_order()),
    _k("get_diff_kernel_3x3", lambda: KK.get_diff_kernel_3x3()),
    _k("get_hysteresis_kernel", lambda: KK.get_hysteresis_kernel()),
    _k("get_pascal_kernel_1d", lambda: KK.get_pascal_kernel_1d(5, True)),
    _k("get_pascal_kernel_2d", lambda: KK.get_pascal_kernel_2d((3, 5))),
    _k("get_sobel_kernel2d_2nd_order", lambda: KK.get_sobel_kernel2d_2nd_order()),
    _k("get_sobel_kernel_3x3", lambda: KK.get_sobel_kernel_3x3()),
    _k("get_sobel_kernel_5x5_2nd_order", lambda: KK.get_sobel_kernel_5x5_2nd_order()),
    case("filters.kernels.normalize_kernel2d", G, KK.normalize_kernel2d, [K3B],
         note="kernel live", ref="kornia.filters.kernels.normalize_kernel2d"),
]

CASES.append(
    skipped("filters.canny.KORNIA_CHECK_IS_COLOR_OR_GRAY", "filters",
            "kornia.filters.canny.KORNIA_CHECK_IS_COLOR_OR_GRAY",
            "check helper (kornia.core.check): returns a Python bool or raises; it runs inside "
            "the probed canny")
)
