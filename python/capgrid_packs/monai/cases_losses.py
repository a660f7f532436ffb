"""Cases for monai.losses: every loss module on logits and one-hot or label targets, the
tensor helpers of the loss modules, and skipped rows for what cannot be a graph here."""

from __future__ import annotations

import functools

import monai.losses as L
import torch
from monai.losses import (
    cldice,
    deform,
    focal_loss,
    image_dissimilarity,
    multi_scale,
    perceptual,
    sure_loss,
    unified_focal_loss,
    utils,
)
from monai.losses.adversarial_loss import AdversarialCriterions

from ._kit import ListFirst, binary, labels, onehot, probe, rand, randn, skipped

G = "losses"
P = "monai.losses"

# 2-D: batch 2, 3 classes, 32x32; 3-D: batch 1, 2 classes, 16^3
LOGITS = randn(2, 3, 32, 32, seed=0)
ONEHOT = onehot(3, 2, 32, 32, seed=1)
LABEL = labels(3, 2, 1, 32, 32, seed=2)
LOGITS3 = randn(1, 2, 16, 16, 16, seed=3)
ONEHOT3 = onehot(2, 1, 16, 16, 16, seed=4)
MASK = binary(2, 1, 32, 32, seed=5, p=0.7)
PROB = torch.softmax(LOGITS, 1)
BIN_LOGIT = randn(2, 1, 32, 32, seed=6)
BIN_TARGET = binary(2, 1, 32, 32, seed=7)
IMG = rand(2, 1, 32, 32, seed=8)
IMG2 = (IMG + 0.1 * rand(2, 1, 32, 32, seed=9)).clamp(0, 1)
IMG3 = rand(1, 1, 16, 16, 16, seed=10)
IMG3B = (IMG3 + 0.1 * rand(1, 1, 16, 16, 16, seed=11)).clamp(0, 1)
DDF2 = 0.1 * randn(1, 2, 32, 32, seed=12)  # a dense displacement field (2-D)
DDF3 = 0.1 * randn(1, 3, 16, 16, 16, seed=13)
EMB = randn(4, 16, seed=14)  # 4 embeddings of width 16 (contrastive, Barlow twins)
EMB2 = EMB + 0.1 * randn(4, 16, seed=15)
SCORE = torch.sigmoid(randn(8, 1, seed=16))  # AUCM: predicted probability, binary labels
SCORE_Y = torch.tensor([[0.0], [1.0], [0.0], [1.0], [1.0], [0.0], [0.0], [1.0]])
# boxes (x1, y1, x2, y2) of positive extent
BOX_A = torch.tensor([[0.0, 0.0, 4.0, 4.0], [1.0, 2.0, 6.0, 7.0], [2.0, 2.0, 3.0, 5.0]])
BOX_B = torch.tensor([[1.0, 1.0, 5.0, 5.0], [0.0, 2.0, 5.0, 8.0], [2.5, 1.0, 4.0, 4.0]])
DIST3 = torch.tensor([[0.0, 1.0, 1.0], [1.0, 0.0, 0.5], [1.0, 0.5, 0.0]])
DISC_OUT = randn(2, 1, 8, 8, seed=17)  # a patch discriminator's logits
AVG3 = functools.partial(torch.nn.functional.avg_pool2d, kernel_size=3, stride=1, padding=1)



def _seg(name, cls, variant, inputs, **kwargs):
    return probe(f"losses.{name}[{variant}]", f"{G}.segmentation", cls(**kwargs), inputs,
                 ref=f"{P}.{name}")


# its learnable a, b and alpha start at the constant 0.0: not random, nothing downloaded
AUCM_WEIGHTS = "weights at their constant initial values (a = b = alpha = 0)"

CASES = [
    # ---- segmentation losses: softmax over classes vs one-hot, sigmoid, labels to one-hot, 3-D
    _seg("DiceLoss", L.DiceLoss, "softmax", [LOGITS, ONEHOT], softmax=True),
    _seg("DiceLoss", L.DiceLoss, "sigmoid", [LOGITS, ONEHOT], sigmoid=True),
    _seg("DiceLoss", L.DiceLoss, "to_onehot_y", [LOGITS, LABEL], softmax=True,
         to_onehot_y=True),
    _seg("DiceLoss", L.DiceLoss, "3d", [LOGITS3, ONEHOT3], softmax=True),
    _seg("DiceLoss", L.DiceLoss, "jaccard,squared", [LOGITS, ONEHOT], softmax=True,
         jaccard=True, squared_pred=True),
    probe("losses.MaskedDiceLoss", f"{G}.segmentation", L.MaskedDiceLoss(sigmoid=True),
          [BIN_LOGIT, BIN_TARGET, MASK], ref=f"{P}.MaskedDiceLoss"),
    _seg("GeneralizedDiceLoss", L.GeneralizedDiceLoss, "softmax", [LOGITS, ONEHOT],
         softmax=True),
    _seg("GeneralizedDiceLoss", L.GeneralizedDiceLoss, "3d", [LOGITS3, ONEHOT3], softmax=True),
    _seg("GeneralizedWassersteinDiceLoss", L.GeneralizedWassersteinDiceLoss, "default",
         [LOGITS, LABEL[:, 0].long()], dist_matrix=DIST3),
    _seg("GeneralizedWassersteinDiceLoss", L.GeneralizedWassersteinDiceLoss, "GDL",
         [LOGITS, LABEL[:, 0].long()], dist_matrix=DIST3, weighting_mode="GDL"),
    _seg("DiceCELoss", L.DiceCELoss, "softmax", [LOGITS, ONEHOT], softmax=True),
    _seg("DiceCELoss", L.DiceCELoss, "to_onehot_y", [LOGITS, LABEL], softmax=True,
         to_onehot_y=True),
    _seg("DiceCELoss", L.DiceCELoss, "sigmoid", [BIN_LOGIT, BIN_TARGET], sigmoid=True),
    _seg("DiceFocalLoss", L.DiceFocalLoss, "softmax", [LOGITS, ONEHOT], softmax=True),
    _seg("DiceFocalLoss", L.DiceFocalLoss, "sigmoid", [LOGITS, ONEHOT], sigmoid=True),
    _seg("GeneralizedDiceFocalLoss", L.GeneralizedDiceFocalLoss, "softmax", [LOGITS, ONEHOT],
         softmax=True),
    _seg("FocalLoss", L.FocalLoss, "sigmoid", [LOGITS, ONEHOT]),
    _seg("FocalLoss", L.FocalLoss, "softmax", [LOGITS, ONEHOT], use_softmax=True),
    _seg("FocalLoss", L.FocalLoss, "alpha", [LOGITS, ONEHOT], alpha=0.25),
    _seg("TverskyLoss", L.TverskyLoss, "softmax", [LOGITS, ONEHOT], softmax=True, alpha=0.3,
         beta=0.7),
    _seg("MCCLoss", L.MCCLoss, "sigmoid", [BIN_LOGIT, BIN_TARGET], sigmoid=True),
    _seg("HausdorffDTLoss", L.HausdorffDTLoss, "softmax", [LOGITS, ONEHOT], softmax=True),
    _seg("LogHausdorffDTLoss", L.LogHausdorffDTLoss, "softmax", [LOGITS, ONEHOT],
         softmax=True),
    _seg("BoundaryLoss", L.BoundaryLoss, "softmax", [LOGITS, ONEHOT], softmax=True),
    _seg("SoftclDiceLoss", L.SoftclDiceLoss, "softmax", [LOGITS, ONEHOT], softmax=True),
    _seg("SoftDiceclDiceLoss", L.SoftDiceclDiceLoss, "softmax", [LOGITS, ONEHOT],
         softmax=True),
    _seg("NACLLoss", L.NACLLoss, "2d", [LOGITS, LABEL[:, 0].long()], classes=3, dim=2),
    _seg("AsymmetricUnifiedFocalLoss", L.AsymmetricUnifiedFocalLoss, "binary",
         [torch.sigmoid(BIN_LOGIT).expand(2, 2, 32, 32).contiguous(),
          torch.cat([1 - BIN_TARGET, BIN_TARGET], 1)]),
    probe("losses.unified_focal_loss.AsymmetricFocalLoss", f"{G}.segmentation",
          unified_focal_loss.AsymmetricFocalLoss(),
          [torch.cat([1 - IMG, IMG], 1), torch.cat([1 - BIN_TARGET, BIN_TARGET], 1)],
          ref=f"{P}.unified_focal_loss.AsymmetricFocalLoss"),
    probe("losses.unified_focal_loss.AsymmetricFocalTverskyLoss", f"{G}.segmentation",
          unified_focal_loss.AsymmetricFocalTverskyLoss(),
          [torch.cat([1 - IMG, IMG], 1), torch.cat([1 - BIN_TARGET, BIN_TARGET], 1)],
          ref=f"{P}.unified_focal_loss.AsymmetricFocalTverskyLoss"),
    probe("losses.MaskedLoss[DiceLoss]", f"{G}.segmentation",
          L.MaskedLoss(L.DiceLoss, sigmoid=True), [BIN_LOGIT, BIN_TARGET, MASK],
          ref=f"{P}.MaskedLoss"),
    probe("losses.DeepSupervisionLoss[exp]", f"{G}.segmentation",
          ListFirst(L.DeepSupervisionLoss(L.DiceLoss(softmax=True)), 2),
          [LOGITS, LOGITS[:, :, ::2, ::2].contiguous(), ONEHOT],
          ref=f"{P}.DeepSupervisionLoss"),
    # ---- registration and image similarity
    probe("losses.BendingEnergyLoss[2d]", f"{G}.registration", L.BendingEnergyLoss(), [DDF2],
          ref=f"{P}.BendingEnergyLoss"),
    probe("losses.BendingEnergyLoss[3d]", f"{G}.registration", L.BendingEnergyLoss(), [DDF3],
          ref=f"{P}.BendingEnergyLoss"),
    probe("losses.DiffusionLoss[2d]", f"{G}.registration", L.DiffusionLoss(), [DDF2],
          ref=f"{P}.DiffusionLoss"),
    probe("losses.DiffusionLoss[3d]", f"{G}.registration", L.DiffusionLoss(), [DDF3],
          ref=f"{P}.DiffusionLoss"),
    probe("losses.LocalNormalizedCrossCorrelationLoss[2d]", f"{G}.registration",
          L.LocalNormalizedCrossCorrelationLoss(spatial_dims=2, kernel_size=5), [IMG, IMG2],
          ref=f"{P}.LocalNormalizedCrossCorrelationLoss"),
    probe("losses.LocalNormalizedCrossCorrelationLoss[3d,gaussian]", f"{G}.registration",
          L.LocalNormalizedCrossCorrelationLoss(spatial_dims=3, kernel_size=3,
                                                kernel_type="gaussian"), [IMG3, IMG3B],
          ref=f"{P}.LocalNormalizedCrossCorrelationLoss"),
    probe("losses.GlobalMutualInformationLoss[gaussian]", f"{G}.registration",
          L.GlobalMutualInformationLoss(), [IMG, IMG2],
          ref=f"{P}.GlobalMutualInformationLoss"),
    probe("losses.GlobalMutualInformationLoss[b-spline]", f"{G}.registration",
          L.GlobalMutualInformationLoss(kernel_type="b-spline"), [IMG, IMG2],
          ref=f"{P}.GlobalMutualInformationLoss"),
    probe("losses.MultiScaleLoss[gaussian]", f"{G}.registration",
          L.MultiScaleLoss(L.DiceLoss(), scales=[0, 1, 2]), [BIN_TARGET, torch.sigmoid(BIN_LOGIT)],
          ref=f"{P}.MultiScaleLoss"),
    probe("losses.SSIMLoss[2d]", f"{G}.image", L.SSIMLoss(spatial_dims=2, win_size=7),
          [IMG, IMG2], ref=f"{P}.SSIMLoss"),
    probe("losses.SSIMLoss[3d]", f"{G}.image", L.SSIMLoss(spatial_dims=3, win_size=5),
          [IMG3, IMG3B], ref=f"{P}.SSIMLoss"),
    probe("losses.JukeboxLoss[2d]", f"{G}.image", L.JukeboxLoss(spatial_dims=2), [IMG, IMG2],
          ref=f"{P}.JukeboxLoss"),
    probe("losses.PatchAdversarialLoss[least_squares,real]", f"{G}.image",
          L.PatchAdversarialLoss(), [DISC_OUT],
          {"target_is_real": True, "for_discriminator": True},
          ref=f"{P}.PatchAdversarialLoss"),
    probe("losses.PatchAdversarialLoss[bce,fake]", f"{G}.image",
          L.PatchAdversarialLoss(criterion="bce"), [DISC_OUT],
          {"target_is_real": False, "for_discriminator": True},
          ref=f"{P}.PatchAdversarialLoss"),
    probe("losses.PatchAdversarialLoss[hinge,generator]", f"{G}.image",
          L.PatchAdversarialLoss(criterion="hinge"), [DISC_OUT],
          {"target_is_real": True, "for_discriminator": False},
          ref=f"{P}.PatchAdversarialLoss"),
    # ---- embeddings, boxes, ranking
    probe("losses.ContrastiveLoss", f"{G}.embedding", L.ContrastiveLoss(), [EMB, EMB2],
          ref=f"{P}.ContrastiveLoss"),
    probe("losses.BarlowTwinsLoss", f"{G}.embedding", L.BarlowTwinsLoss(), [EMB, EMB2],
          ref=f"{P}.BarlowTwinsLoss"),
    probe("losses.BoxGIoULoss", f"{G}.detection", L.BoxGIoULoss(), [BOX_A, BOX_B],
          ref=f"{P}.BoxGIoULoss"),
    probe("losses.AUCMLoss[v1]", f"{G}.classification", L.AUCMLoss(), [SCORE, SCORE_Y],
          ref=f"{P}.AUCMLoss", note=AUCM_WEIGHTS),
    probe("losses.AUCMLoss[v2]", f"{G}.classification", L.AUCMLoss(version="v2"),
          [SCORE, SCORE_Y], ref=f"{P}.AUCMLoss", note=AUCM_WEIGHTS),
    # ---- SURE: the operator is a baked callable (a blur of the image)
    probe("losses.SURELoss", f"{G}.image",
          functools.partial(L.SURELoss(perturb_noise=0.01 * IMG2, eps=0.01), AVG3), [IMG, IMG2],
          ref=f"{P}.SURELoss", note="operator: a 3x3 average pool (baked)"),
    probe("losses.sure_loss.sure_loss_function", f"{G}.functional",
          functools.partial(sure_loss.sure_loss_function, AVG3), [IMG, IMG2],
          {"eps": 0.01, "perturb_noise": 0.01 * IMG2},
          ref=f"{P}.sure_loss.sure_loss_function", note="operator: a 3x3 average pool (baked)"),
    probe("losses.sure_loss.complex_diff_abs_loss", f"{G}.functional",
          sure_loss.complex_diff_abs_loss, [randn(1, 2, 16, 16, seed=18),
                                            randn(1, 2, 16, 16, seed=19)],
          ref=f"{P}.sure_loss.complex_diff_abs_loss"),
    # ---- the loss modules' tensor helpers
    probe("losses.cldice.soft_erode[2d]", f"{G}.functional", cldice.soft_erode, [PROB],
          ref=f"{P}.cldice.soft_erode"),
    probe("losses.cldice.soft_dilate[2d]", f"{G}.functional", cldice.soft_dilate, [PROB],
          ref=f"{P}.cldice.soft_dilate"),
    probe("losses.cldice.soft_open[2d]", f"{G}.functional", cldice.soft_open, [PROB],
          ref=f"{P}.cldice.soft_open"),
    probe("losses.cldice.soft_skel[2d]", f"{G}.functional", cldice.soft_skel, [PROB],
          {"iter_": 3}, ref=f"{P}.cldice.soft_skel"),
    probe("losses.cldice.soft_skel[3d]", f"{G}.functional", cldice.soft_skel,
          [torch.softmax(LOGITS3, 1)], {"iter_": 2}, ref=f"{P}.cldice.soft_skel"),
    probe("losses.deform.spatial_gradient", f"{G}.functional", deform.spatial_gradient, [DDF2],
          {"dim": 2}, ref=f"{P}.deform.spatial_gradient"),
    probe("losses.deform.spatial_gradient_squared", f"{G}.functional",
          deform.spatial_gradient_squared, [DDF2], {"dim_1": 2, "dim_2": 3},
          ref=f"{P}.deform.spatial_gradient_squared"),
    probe("losses.focal_loss.sigmoid_focal_loss", f"{G}.functional",
          focal_loss.sigmoid_focal_loss, [LOGITS, ONEHOT],
          ref=f"{P}.focal_loss.sigmoid_focal_loss"),
    probe("losses.focal_loss.softmax_focal_loss", f"{G}.functional",
          focal_loss.softmax_focal_loss, [LOGITS, ONEHOT], {"alpha": 0.25},
          ref=f"{P}.focal_loss.softmax_focal_loss"),
    probe("losses.utils.compute_tp_fp_fn", f"{G}.functional", utils.compute_tp_fp_fn,
          [PROB, ONEHOT], {"reduce_axis": [2, 3], "ord": 1, "soft_label": True},
          ref=f"{P}.utils.compute_tp_fp_fn"),
    probe("losses.utils.mask_loss_inputs[ignore_index]", f"{G}.functional",
          utils.mask_loss_inputs, [PROB, LABEL], {"ignore_index": 2},
          ref=f"{P}.utils.mask_loss_inputs"),
    probe("losses.perceptual.normalize_tensor", f"{G}.functional", perceptual.normalize_tensor,
          [LOGITS], ref=f"{P}.perceptual.normalize_tensor"),
    probe("losses.perceptual.spatial_average", f"{G}.functional", perceptual.spatial_average,
          [LOGITS], ref=f"{P}.perceptual.spatial_average"),
    probe("losses.perceptual.spatial_average_3d", f"{G}.functional",
          perceptual.spatial_average_3d, [LOGITS3], ref=f"{P}.perceptual.spatial_average_3d"),
    probe("losses.perceptual.subtract_mean", f"{G}.functional", perceptual.subtract_mean,
          [rand(2, 3, 32, 32, seed=20)], ref=f"{P}.perceptual.subtract_mean"),
    probe("losses.perceptual.torchvision_zscore_norm", f"{G}.functional",
          perceptual.torchvision_zscore_norm, [rand(2, 3, 32, 32, seed=21)],
          ref=f"{P}.perceptual.torchvision_zscore_norm"),
    probe("losses.perceptual.medicalnet_intensity_normalisation", f"{G}.functional",
          perceptual.medicalnet_intensity_normalisation, [IMG3],
          ref=f"{P}.perceptual.medicalnet_intensity_normalisation"),
    # ---- kernel builders: a size in, a constant tensor out (no tensor input to trace)
    *[skipped(f"losses.{mod.__name__.rsplit('.', 1)[1]}.{fn}", f"{G}.functional",
              getattr(mod, fn), "builds a constant kernel from an int (no tensor input)",
              ref=f"{mod.__name__}.{fn}")
      for mod, fns in ((image_dissimilarity, ("make_gaussian_kernel", "make_rectangular_kernel",
                                              "make_triangular_kernel")),
                       (multi_scale, ("make_cauchy_kernel", "make_gaussian_kernel")))
      for fn in fns],
    # ---- not a graph here
    skipped("losses.PerceptualLoss", f"{G}.image", L.PerceptualLoss,
            "needs pretrained weights (torch.hub download; no weights can be downloaded) and "
            "the optional packages lpips or torchvision (not installed)"),
    skipped("losses.perceptual.MedicalNetPerceptualSimilarity", f"{G}.image",
            perceptual.MedicalNetPerceptualSimilarity,
            "loads its network with torch.hub (download; no weights can be downloaded)"),
    skipped("losses.perceptual.RadImageNetPerceptualSimilarity", f"{G}.image",
            perceptual.RadImageNetPerceptualSimilarity,
            "loads its network with torch.hub (download; no weights can be downloaded)"),
    skipped("losses.perceptual.TorchvisionModelPerceptualSimilarity", f"{G}.image",
            perceptual.TorchvisionModelPerceptualSimilarity,
            "needs the optional package torchvision (not installed)"),
    skipped("losses.perceptual.PerceptualNetworkType", f"{G}.image",
            perceptual.PerceptualNetworkType, "an enum (configuration value)"),
    skipped("losses.adversarial_loss.AdversarialCriterions", f"{G}.image",
            AdversarialCriterions, "an enum (configuration value)"),
]
