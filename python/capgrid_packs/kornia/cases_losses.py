"""kornia.losses and kornia.metrics: image-quality, segmentation, robust, divergence and
mutual-information losses; accuracy, IoU, SSIM/PSNR, disparity, pose and flow metrics."""

from __future__ import annotations

import importlib

import kornia
import kornia.losses as KL
import kornia.metrics as KM
import torch

from capgrid import case

from ._kit import alias, binary, boxes_in_square, img, labels, rand, randn, rotmat_qr, skipped

G, GM = "losses", "metrics"
R, RM = "kornia.losses.", "kornia.metrics."
A, B = img(seed=100), img(seed=101)
VA, VB = rand(2, 1, 4, 16, 16, seed=102), rand(2, 1, 4, 16, 16, seed=103)
LOGITS = randn(2, 4, 16, 20, seed=104)
LAB = labels(4, 2, 16, 20, seed=105)
LAB_IGN = LAB.clone()
LAB_IGN[:, :2] = -100
BLOG = randn(2, 1, 16, 20, seed=106)
BLAB = binary(2, 1, 16, 20, seed=107)
BLAB_I = BLAB[:, 0].long()
PROB_P = torch.softmax(randn(2, 3, 16, 20, seed=108), 1)
PROB_T = torch.softmax(randn(2, 3, 16, 20, seed=109), 1)
S1, S2 = rand(2, 256, seed=110), rand(2, 256, seed=111)
I2A, I2B = rand(2, 16, 20, seed=112), rand(2, 16, 20, seed=113)
I3A, I3B = rand(2, 4, 8, 8, seed=114), rand(2, 4, 8, 8, seed=115)
MASKN = rand(256, seed=116) > 0.3
W4 = torch.tensor([0.1, 0.2, 0.3, 0.4])
MK = KL.MIKernel


def _l(name, target, inputs, kwargs=None, *, ref, **kw):
    return case(f"losses.{name}", G, target, inputs, kwargs, ref=R + ref, **kw)


def _m(name, target, inputs, kwargs=None, *, ref, **kw):
    return case(f"metrics.{name}", GM, target, inputs, kwargs, ref=RM + ref, **kw)


CASES = [
    _l("ssim_loss", KL.ssim_loss, [A, B], {"window_size": 5}, ref="ssim_loss"),
    _l("ssim_loss[valid,none]", KL.ssim_loss, [A, B],
       {"window_size": 5, "padding": "valid", "reduction": "none"}, ref="ssim_loss"),
    _l("SSIMLoss", KL.SSIMLoss(5), [A, B], ref="SSIMLoss"),
    _l("ssim3d_loss", KL.ssim3d_loss, [VA, VB], {"window_size": 3}, ref="ssim3d_loss"),
    _l("SSIM3DLoss", KL.SSIM3DLoss(3), [VA, VB], ref="SSIM3DLoss"),
    _l("MS_SSIMLoss", KL.MS_SSIMLoss(), [A, B], note="default sigmas up to 8",
       ref="MS_SSIMLoss"),
    _l("MS_SSIMLoss[small_sigmas]", KL.MS_SSIMLoss(sigmas=(0.5, 1.0, 2.0)), [A, B],
       ref="MS_SSIMLoss"),
    _l("psnr_loss", KL.psnr_loss, [A, B], {"max_val": 1.0}, ref="psnr_loss"),
    _l("PSNRLoss", KL.PSNRLoss(1.0), [A, B], ref="PSNRLoss"),
    _l("total_variation", KL.total_variation, [A], ref="total_variation"),
    _l("total_variation[mean]", KL.total_variation, [A], {"reduction": "mean"},
       ref="total_variation"),
    _l("TotalVariation", KL.TotalVariation(), [A], ref="TotalVariation"),
    _l("inverse_depth_smoothness_loss", KL.inverse_depth_smoothness_loss,
       [rand(2, 1, 32, 40, seed=117, lo=0.1), A], ref="inverse_depth_smoothness_loss"),
    _l("InverseDepthSmoothnessLoss", KL.InverseDepthSmoothnessLoss(),
       [rand(2, 1, 32, 40, seed=118, lo=0.1), A], ref="InverseDepthSmoothnessLoss"),
    _l("dice_loss", KL.dice_loss, [LOGITS, LAB], ref="dice_loss"),
    _l("dice_loss[macro,weight]", KL.dice_loss, [LOGITS, LAB],
       {"average": "macro", "weight": W4}, ref="dice_loss"),
    _l("dice_loss[ignore_index]", KL.dice_loss, [LOGITS, LAB_IGN],
       note="labels contain -100", ref="dice_loss"),
    _l("DiceLoss", KL.DiceLoss(), [LOGITS, LAB], ref="DiceLoss"),
    _l("tversky_loss", KL.tversky_loss, [LOGITS, LAB], {"alpha": 0.3, "beta": 0.7},
       ref="tversky_loss"),
    _l("tversky_loss[ignore_index]", KL.tversky_loss, [LOGITS, LAB_IGN],
       {"alpha": 0.3, "beta": 0.7}, ref="tversky_loss"),
    _l("TverskyLoss", KL.TverskyLoss(0.5, 0.5), [LOGITS, LAB], ref="TverskyLoss"),
    _l("focal_loss", KL.focal_loss, [LOGITS, LAB], {"alpha": 0.25}, ref="focal_loss"),
    _l("focal_loss[mean,weight]", KL.focal_loss, [LOGITS, LAB],
       {"alpha": 0.25, "reduction": "mean", "weight": W4}, ref="focal_loss"),
    _l("focal_loss[ignore_index]", KL.focal_loss, [LOGITS, LAB_IGN], {"alpha": 0.25},
       ref="focal_loss"),
    _l("FocalLoss", KL.FocalLoss(0.25, reduction="mean"), [LOGITS, LAB], ref="FocalLoss"),
    _l("binary_focal_loss_with_logits", KL.binary_focal_loss_with_logits, [BLOG, BLAB],
       ref="binary_focal_loss_with_logits"),
    _l("binary_focal_loss_with_logits[pos_weight,mean]", KL.binary_focal_loss_with_logits,
       [BLOG, BLAB], {"pos_weight": torch.tensor([2.0]), "reduction": "mean"},
       ref="binary_focal_loss_with_logits"),
    _l("BinaryFocalLossWithLogits", KL.BinaryFocalLossWithLogits(0.25, reduction="mean"),
       [BLOG, BLAB], ref="BinaryFocalLossWithLogits"),
    _l("lovasz_hinge_loss", KL.lovasz_hinge_loss, [BLOG, BLAB_I], ref="lovasz_hinge_loss"),
    _l("LovaszHingeLoss", KL.LovaszHingeLoss(), [BLOG, BLAB_I], ref="LovaszHingeLoss"),
    _l("lovasz_softmax_loss", KL.lovasz_softmax_loss, [LOGITS, LAB], ref="lovasz_softmax_loss"),
    _l("lovasz_softmax_loss[weight]", KL.lovasz_softmax_loss, [LOGITS, LAB], {"weight": W4},
       ref="lovasz_softmax_loss"),
    _l("LovaszSoftmaxLoss", KL.LovaszSoftmaxLoss(), [LOGITS, LAB], ref="LovaszSoftmaxLoss"),
    _l("hausdorff_er_loss", KL.HausdorffERLoss(), [torch.sigmoid(LOGITS), LAB[:, None]],
       note="k=10 erosions", ref="HausdorffERLoss"),
    _l("HausdorffERLoss[k3,sum]", KL.HausdorffERLoss(k=3, reduction="sum"),
       [torch.sigmoid(LOGITS), LAB[:, None]], ref="HausdorffERLoss"),
    _l("HausdorffERLoss3D", KL.HausdorffERLoss3D(k=3),
       [rand(2, 3, 4, 8, 8, seed=119), labels(3, 2, 1, 4, 8, 8, seed=120)],
       ref="HausdorffERLoss3D"),
]
for _n in ("charbonnier", "cauchy", "geman_mcclure", "welsch"):
    _cls = {"charbonnier": "CharbonnierLoss", "cauchy": "CauchyLoss",
            "geman_mcclure": "GemanMcclureLoss", "welsch": "WelschLoss"}[_n]
    CASES += [
        _l(f"{_n}_loss", getattr(KL, f"{_n}_loss"), [A, B], ref=f"{_n}_loss"),
        _l(f"{_n}_loss[mean]", getattr(KL, f"{_n}_loss"), [A, B], {"reduction": "mean"},
           ref=f"{_n}_loss"),
        _l(_cls, getattr(KL, _cls)(), [A, B], ref=_cls),
    ]
CASES += [
    _l("js_div_loss_2d", KL.js_div_loss_2d, [PROB_P, PROB_T], ref="js_div_loss_2d"),
    _l("js_div_loss_2d[none]", KL.js_div_loss_2d, [PROB_P, PROB_T], {"reduction": "none"},
       ref="js_div_loss_2d"),
    _l("kl_div_loss_2d", KL.kl_div_loss_2d, [PROB_P, PROB_T], ref="kl_div_loss_2d"),
    _l("kl_div_loss_2d[sum]", KL.kl_div_loss_2d, [PROB_P, PROB_T], {"reduction": "sum"},
       ref="kl_div_loss_2d"),
    _l("mutual_information_loss", KL.mutual_information_loss, [S1, S2], {"num_bins": 32},
       ref="mutual_information_loss"),
    _l("mutual_information_loss[rect]", KL.mutual_information_loss, [S1, S2],
       {"num_bins": 32, "kernel_function": MK.rectangular}, ref="mutual_information_loss"),
    _l("mutual_information_loss[tgauss,bins16]", KL.mutual_information_loss, [S1, S2],
       {"num_bins": 16, "kernel_function": MK.truncated_gaussian},
       ref="mutual_information_loss"),
    _l("mutual_information_loss[mask]", KL.mutual_information_loss, [S1, S2, MASKN, MASKN],
       {"num_bins": 32}, note="bool masks live (common mask, shape N)",
       ref="mutual_information_loss"),
    _l("mutual_information_loss_2d", KL.mutual_information_loss_2d, [I2A, I2B],
       {"num_bins": 32}, ref="mutual_information_loss_2d"),
    _l("mutual_information_loss_3d", KL.mutual_information_loss_3d, [I3A, I3B],
       {"num_bins": 32}, ref="mutual_information_loss_3d"),
    _l("normalized_mutual_information_loss", KL.normalized_mutual_information_loss, [S1, S2],
       {"num_bins": 32}, ref="normalized_mutual_information_loss"),
    _l("normalized_mutual_information_loss_2d", KL.normalized_mutual_information_loss_2d,
       [I2A, I2B], {"num_bins": 32}, ref="normalized_mutual_information_loss_2d"),
    _l("normalized_mutual_information_loss_3d", KL.normalized_mutual_information_loss_3d,
       [I3A, I3B], {"num_bins": 32}, ref="normalized_mutual_information_loss_3d"),
    _l("MILossFromRef", KL.MILossFromRef(S1, num_bins=32), [S2],
       note="reference signal fixed at construction", ref="MILossFromRef"),
    _l("MILossFromRef[mask]", KL.MILossFromRef(S1, mask=MASKN, num_bins=32), [S2, MASKN],
       note="reference mask baked, other mask live", ref="MILossFromRef"),
    _l("MILossFromRef2D", KL.MILossFromRef2D(I2A, num_bins=32), [I2B], ref="MILossFromRef2D"),
    _l("MILossFromRef3D", KL.MILossFromRef3D(I3A, num_bins=32), [I3B], ref="MILossFromRef3D"),
    _l("NMILossFromRef", KL.NMILossFromRef(S1, num_bins=32), [S2], ref="NMILossFromRef"),
    _l("NMILossFromRef2D", KL.NMILossFromRef2D(I2A, num_bins=32), [I2B],
       ref="NMILossFromRef2D"),
    _l("NMILossFromRef3D", KL.NMILossFromRef3D(I3A, num_bins=32), [I3B],
       ref="NMILossFromRef3D"),
    _l("MIKernel", MK, [], skip="Enum of density kernels (probed as kernel_function values)",
       ref="MIKernel"),
    _l("one_hot", lambda t: KL.one_hot(t, 4, torch.device("cpu"), torch.float32), [LAB],
       note="num_classes baked", ref="one_hot"),
]

# ---- metrics
P2 = randn(8, 5, seed=121)
T2 = labels(5, 8, seed=122)
SEG_P, SEG_T = labels(3, 2, 16, 20, seed=123), labels(3, 2, 16, 20, seed=124)
FLOW_A, FLOW_B = randn(2, 16, 20, 2, seed=125), randn(2, 16, 20, 2, seed=126)
DISP_A = rand(2, 16, 20, seed=127, lo=1.0, hi=30.0)
DISP_B = rand(2, 16, 20, seed=128, lo=1.0, hi=30.0)
DMASK = rand(2, 16, 20, seed=129) > 0.2
BX1 = boxes_in_square(5, seed=130)[None]
BX2 = boxes_in_square(5, seed=132)[None]
ROT1, ROT2 = rotmat_qr(4, seed=134), rotmat_qr(4, seed=135)
POSE1 = torch.cat([torch.cat([ROT1, randn(4, 3, 1, seed=136)], 2),
                   torch.tensor([0.0, 0, 0, 1]).expand(4, 1, 4)], 1)
POSE2 = torch.cat([torch.cat([ROT2, randn(4, 3, 1, seed=137)], 2),
                   torch.tensor([0.0, 0, 0, 1]).expand(4, 1, 4)], 1)


def _map(pb, pl, ps, gb, gl):
    return KM.mean_average_precision([pb], [pl], [ps], [gb], [gl], n_classes=3)[0]


CASES += [
    _m("accuracy", KM.accuracy, [P2, T2], note="returns list of 0-d tensors", ref="accuracy"),
    _m("accuracy[top1,top3]", KM.accuracy, [P2, T2], {"topk": (1, 3)}, ref="accuracy"),
    _m("confusion_matrix", KM.confusion_matrix, [SEG_P, SEG_T], {"num_classes": 3},
       ref="confusion_matrix"),
    _m("confusion_matrix[normalized]", KM.confusion_matrix, [SEG_P, SEG_T],
       {"num_classes": 3, "normalized": True}, ref="confusion_matrix"),
    _m("mean_iou", KM.mean_iou, [SEG_P, SEG_T], {"num_classes": 3}, ref="mean_iou"),
    _m("mean_iou_bbox", KM.mean_iou_bbox, [BX1[0], BX2[0]], ref="mean_iou_bbox"),
    _m("mean_iou_bbox[xywh]", KM.mean_iou_bbox,
       [torch.cat([BX1[0, :, :2], BX1[0, :, 2:] - BX1[0, :, :2]], -1),
        torch.cat([BX2[0, :, :2], BX2[0, :, 2:] - BX2[0, :, :2]], -1)],
       {"box_format": "xywh"}, ref="mean_iou_bbox"),
    _m("mean_iou_bbox[cxcywh]", KM.mean_iou_bbox,
       [torch.cat([(BX1[0, :, :2] + BX1[0, :, 2:]) / 2, BX1[0, :, 2:] - BX1[0, :, :2]], -1),
        torch.cat([(BX2[0, :, :2] + BX2[0, :, 2:]) / 2, BX2[0, :, 2:] - BX2[0, :, :2]], -1)],
       {"box_format": "cxcywh"}, ref="mean_iou_bbox"),
    _m("mean_average_precision", _map,
       [BX1[0], labels(3, 5, seed=138), rand(5, seed=139), BX2[0, :3], labels(3, 3, seed=140)],
       note="Python-heavy (per-class loops, dict return); single-image lists wrapped",
       ref="mean_average_precision.mean_average_precision"),
    _m("psnr", KM.psnr, [A, B], {"max_val": 1.0}, ref="psnr"),
    _m("ssim", KM.ssim, [A, B], {"window_size": 5}, ref="ssim"),
    _m("ssim[valid]", KM.ssim, [A, B], {"window_size": 5, "padding": "valid"}, ref="ssim"),
    _m("SSIM", KM.SSIM(5), [A, B], ref="SSIM"),
    _m("ssim3d", KM.ssim3d, [VA, VB], {"window_size": 3}, ref="ssim3d"),
    _m("SSIM3D", KM.SSIM3D(3), [VA, VB], ref="SSIM3D"),
    _m("aepe", KM.aepe, [FLOW_A, FLOW_B], ref="aepe"),
    _m("aepe[none]", KM.aepe, [FLOW_A, FLOW_B], {"reduction": "none"}, ref="aepe"),
    _m("average_endpoint_error", KM.average_endpoint_error, [FLOW_A, FLOW_B],
       ref="average_endpoint_error"),
    _m("AEPE", KM.AEPE(), [FLOW_A, FLOW_B], ref="AEPE"),
    _m("mean_absolute_disparity_error", KM.mean_absolute_disparity_error, [DISP_A, DISP_B],
       ref="mean_absolute_disparity_error"),
    _m("mean_absolute_disparity_error[mask]", KM.mean_absolute_disparity_error,
       [DISP_A, DISP_B, DMASK], note="bool mask live", ref="mean_absolute_disparity_error"),
    _m("root_mean_squared_disparity_error", KM.root_mean_squared_disparity_error,
       [DISP_A, DISP_B], ref="root_mean_squared_disparity_error"),
    _m("root_mean_squared_disparity_error[mask,none]", KM.root_mean_squared_disparity_error,
       [DISP_A, DISP_B, DMASK], {"reduction": "none"}, ref="root_mean_squared_disparity_error"),
    _m("mean_bad_pixel_error", KM.mean_bad_pixel_error, [DISP_A, DISP_B],
       ref="mean_bad_pixel_error"),
    _m("mean_bad_pixel_error[mask]", lambda a, b, m: KM.mean_bad_pixel_error(a, b, 3.0, m),
       [DISP_A, DISP_B, DMASK], note="bool mask live", ref="mean_bad_pixel_error"),
    _m("kitti_d1_error", KM.kitti_d1_error, [DISP_A, DISP_B], ref="kitti_d1_error"),
    _m("kitti_d1_error[mask,none]", KM.kitti_d1_error, [DISP_A, DISP_B],
       {"valid_mask": DMASK, "reduction": "none"}, note="mask baked", ref="kitti_d1_error"),
    _m("angle_error_mat", KM.angle_error_mat, [ROT1[0], ROT2[0]], ref="angle_error_mat"),
    _m("angle_error_mat[batch]", KM.angle_error_mat, [ROT1, ROT2], ref="angle_error_mat"),
    _m("angle_error_vec", KM.angle_error_vec, [randn(3, seed=141), randn(3, seed=142)],
       ref="angle_error_vec"),
    _m("angle_error_vec[batch]", KM.angle_error_vec,
       [randn(4, 3, seed=143), randn(4, 3, seed=144)], ref="angle_error_vec"),
    _m("translation_ate", KM.translation_ate, [randn(3, seed=145), randn(3, seed=146)],
       ref="translation_ate"),
    _m("translation_ate[batch]", KM.translation_ate,
       [randn(4, 3, seed=147), randn(4, 3, seed=148)], ref="translation_ate"),
    _m("pose_errors", KM.pose_errors, [POSE1[0], POSE2[0]], note="returns dict of tensors",
       ref="pose_errors"),
    _m("pose_errors[batch,no_fold]", KM.pose_errors, [POSE1, POSE2],
       {"fold_translation": False}, ref="pose_errors"),
    _m("auc_from_errors", KM.auc_from_errors, [rand(20, seed=149, hi=12.0)],
       skip="returns dict[float, float] of Python floats (no tensor output)",
       ref="auc_from_errors"),
    _m("AverageMeter", KM.AverageMeter, [],
       skip="running-average bookkeeping object over Python floats (no tensor operator)",
       ref="AverageMeter"),
]

# helpers inside the loss modules
_MI = importlib.import_module("kornia.losses.mutual_information")
_DICE = importlib.import_module("kornia.losses.dice")
_D = rand(64, seed=150, lo=-1.5, hi=1.5)
CASES += [
    _l("mutual_information.xu_kernel", _MI.xu_kernel, [_D], ref="mutual_information.xu_kernel"),
    _l("mutual_information.rectangular_kernel", _MI.rectangular_kernel, [_D],
       ref="mutual_information.rectangular_kernel"),
    _l("mutual_information.truncated_gaussian_kernel", _MI.truncated_gaussian_kernel, [_D],
       {"window_radius": 0.8}, ref="mutual_information.truncated_gaussian_kernel"),
    _l("mutual_information.EntropyBasedLossBase", _MI.EntropyBasedLossBase, [],
       skip="abstract base class of the MI/NMI reference losses (probed through them)",
       ref="mutual_information.EntropyBasedLossBase"),
    _l("dice.mask_ignore_pixels", lambda t: _DICE.mask_ignore_pixels(t, -100), [LAB_IGN],
       note="ignore_index=-100 baked; returns (target, mask)", ref="dice.mask_ignore_pixels"),
    _l("one_hot.one_hot", lambda t: KL.one_hot(t, 4, torch.device("cpu"), torch.float32, 1e-6),
       [LAB], note="eps=1e-6", ref="one_hot.one_hot"),
]

# ---- the deprecated top-level alias kornia.one_hot, and a check helper of kornia.metrics
_CPU = torch.device("cpu")
CASES += [
    alias("losses.one_hot", "losses", lambda t: kornia.one_hot(t, 5, _CPU, torch.float32),
          [labels(5, 2, 16, 20, seed=902)], alias="one_hot", to="kornia.losses.one_hot",
          note="num_classes/device/dtype baked"),
    alias("losses.one_hot[eps]", "losses",
          lambda t: kornia.one_hot(t, 5, _CPU, torch.float32, 1e-6),
          [labels(5, 2, 16, 20, seed=903)], alias="one_hot", to="kornia.losses.one_hot",
          note="eps=1e-6"),
    skipped("metrics.pose.KORNIA_CHECK_SAME_SHAPE", "metrics",
            "kornia.metrics.pose.KORNIA_CHECK_SAME_SHAPE",
            "check helper (kornia.core.check): returns a Python bool or raises; it runs inside "
            "the probed pose metrics"),
]
