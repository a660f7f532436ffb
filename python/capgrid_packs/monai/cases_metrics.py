"""Cases for monai.metrics: the functions that take tensors, and each metric class in one whole
use (one iteration, then ``aggregate()``), on one-hot segmentations, class scores, images and
features; skipped rows for the abstract bases, Python buffers, enums and numpy-only helpers."""

from __future__ import annotations

import functools

import monai.metrics as M
import torch
from monai.losses import DiceLoss
from monai.metrics import confusion_matrix, regression
from monai.metrics import utils as mutils

from ._kit import Aggregated, Called, built, needs_reason, onehot, probe, rand, randn, skipped

G = "metrics"
P = "monai.metrics"

# one-hot segmentations: 2-D batch 2, 3 classes, 32x32 (every class present); 3-D batch 1,
# 2 classes, 16^3. The prediction is the ground truth with a tenth of the pixels relabelled.
Y = onehot(3, 2, 32, 32, seed=0)
_flip = rand(2, 1, 32, 32, seed=1) < 0.1
PRED = torch.where(_flip, onehot(3, 2, 32, 32, seed=2), Y)
Y3 = onehot(2, 1, 16, 16, 16, seed=3)
PRED3 = torch.where(rand(1, 1, 16, 16, 16, seed=4) < 0.1, onehot(2, 1, 16, 16, 16, seed=5), Y3)
PROB = torch.softmax(randn(2, 3, 32, 32, seed=6), 1)  # soft predictions (calibration)
# images (regression metrics, SSIM, PSNR)
IMG = rand(2, 1, 32, 32, seed=8)
IMG2 = (IMG + 0.1 * rand(2, 1, 32, 32, seed=9)).clamp(0, 1)
IMG3 = rand(1, 1, 16, 16, 16, seed=10)
IMG3B = (IMG3 + 0.1 * rand(1, 1, 16, 16, 16, seed=11)).clamp(0, 1)
# features (FID, MMD, embedding collapse)
FEAT = randn(16, 8, seed=12)
FEAT2 = randn(16, 8, seed=13) + 0.5
EMB_LABELS = torch.tensor([0, 1, 2, 3] * 4)
# a confusion matrix per sample and class: (B, C, 4) counts of tp, fp, tn, fn
CM = M.get_confusion_matrix(PRED, Y)
# panoptic: (B, 2, H, W) = instance ids, class ids
_inst = torch.zeros(1, 32, 32)
_inst[:, 2:10, 2:10], _inst[:, 14:24, 6:16], _inst[:, 20:30, 20:30] = 1, 2, 3
_cls = (_inst > 0).float() + (_inst == 3).float()
PANO_Y = torch.stack([_inst, _cls], 1)
PANO_PRED = torch.roll(PANO_Y, shifts=(1, 1), dims=(2, 3))
SCIPY = needs_reason("scipy")  # surface distances use scipy.ndimage's distance transforms
METRICS_RELOADED = needs_reason("MetricsReloaded")


def _agg(name, variant, inputs, **kwargs):
    """A cumulative metric class in one whole use."""
    cls = getattr(M, name)
    return probe(f"metrics.{name}" + (f"[{variant}]" if variant else ""), f"{G}.classes",
                 built(Aggregated, cls, **kwargs), inputs, ref=f"{P}.{name}")


def _call(name, variant, inputs, **kwargs):
    """A metric class that computes its result in one call."""
    cls = getattr(M, name)
    return probe(f"metrics.{name}" + (f"[{variant}]" if variant else ""), f"{G}.classes",
                 built(Called, cls, **kwargs), inputs, ref=f"{P}.{name}")


def _fn(qual, variant, inputs, kwargs=None, **kw):
    """A function; ``qual`` is its path under monai.metrics (``compute_dice``)."""
    obj = M
    for part in qual.split("."):
        obj = getattr(obj, part)
    return probe(f"metrics.{qual}" + (f"[{variant}]" if variant else ""), f"{G}.functional",
                 obj, inputs, kwargs, ref=f"{P}.{qual}", **kw)


def _surface(case):
    """A surface-distance case: skipped with the reason when scipy is missing."""
    if SCIPY is None:
        return case
    return skipped(case.name, case.group, case.target, SCIPY, ref=case.ref)


CASES = [
    # ---- metric classes, one whole use each
    _agg("DiceMetric", "", [PRED, Y]),
    _agg("DiceMetric", "3d", [PRED3, Y3]),
    _agg("DiceMetric", "mean_batch,no_background", [PRED, Y], reduction="mean_batch",
         include_background=False),
    _agg("MeanIoU", "", [PRED, Y]),
    _agg("GeneralizedDiceScore", "", [PRED, Y]),
    _agg("ConfusionMatrixMetric", "f1", [PRED, Y], metric_name="f1 score"),
    _agg("ConfusionMatrixMetric", "sensitivity,precision", [PRED, Y],
         metric_name=["sensitivity", "precision"], compute_sample=True),
    _agg("FBetaScore", "beta=2", [PRED, Y], beta=2.0),
    _agg("AbsoluteVolumeDifferenceMetric", "", [PRED, Y]),
    _agg("CalibrationErrorMetric", "expected", [PROB, Y]),
    _agg("CalibrationErrorMetric", "maximum", [PROB, Y], calibration_reduction="maximum"),
    _surface(_agg("HausdorffDistanceMetric", "", [PRED, Y])),
    _surface(_agg("HausdorffDistanceMetric", "percentile=95,3d", [PRED3, Y3], percentile=95.0)),
    _surface(_agg("SurfaceDistanceMetric", "symmetric", [PRED, Y], symmetric=True)),
    _surface(_agg("SurfaceDiceMetric", "", [PRED, Y], class_thresholds=[1.0, 1.0])),
    _agg("MSEMetric", "", [IMG, IMG2]),
    _agg("MAEMetric", "", [IMG, IMG2]),
    _agg("RMSEMetric", "", [IMG, IMG2]),
    _agg("MAPEMetric", "", [IMG + 0.5, IMG2 + 0.5]),
    _agg("PSNRMetric", "", [IMG, IMG2], max_val=1.0),
    _agg("SSIMMetric", "2d", [IMG, IMG2], spatial_dims=2, win_size=7),
    _agg("SSIMMetric", "3d", [IMG3, IMG3B], spatial_dims=3, win_size=5),
    _agg("MultiScaleSSIMMetric", "2d,2_scales", [IMG, IMG2], spatial_dims=2, kernel_size=5,
         weights=(0.5, 0.5)),
    _agg("PanopticQualityMetric", "pq", [PANO_PRED, PANO_Y], num_classes=2),
    _agg("LossMetric", "DiceLoss", [PROB, Y], loss_fn=DiceLoss()),
    _call("FIDMetric", "", [FEAT, FEAT2]),
    _call("MMDMetric", "", [FEAT, FEAT2]),
    _call("LabelQualityScore", "", [PROB, Y]),
    _call("VarianceMetric", "", [torch.stack([PROB, PROB.roll(1, 2), PROB.roll(1, 3)], 0)]),
    _call("EmbeddingCollapseMetric", "", [FEAT, EMB_LABELS]),
    probe("metrics.DiceHelper[argmax]", f"{G}.classes",
          built(Called, M.DiceHelper, apply_argmax=True), [randn(2, 3, 32, 32, seed=14),
                                                      Y.argmax(1, keepdim=True).float()],
          ref=f"{P}.DiceHelper"),
    *[skipped(f"metrics.{n}", f"{G}.classes", getattr(M, n), METRICS_RELOADED or
              "needs the optional package MetricsReloaded")
      for n in ("MetricsReloadedBinary", "MetricsReloadedCategorical")],
    *[skipped(f"metrics.{n}", f"{G}.classes", getattr(M, n),
              "abstract base class of the metrics (no computation of its own)")
      for n in ("Metric", "IterationMetric", "CumulativeIterationMetric")],
    skipped("metrics.regression.RegressionMetric", f"{G}.classes", regression.RegressionMetric,
            "abstract base class of the regression metrics (no computation of its own)"),
    *[skipped(f"metrics.{n}", f"{G}.classes", getattr(M, n),
              "a Python buffer accumulating values across iterations (not a tensor graph)")
      for n in ("Cumulative", "CumulativeAverage")],
    skipped("metrics.CalibrationReduction", f"{G}.classes", M.CalibrationReduction,
            "an enum (configuration value)"),
    skipped("metrics.regression.KernelType", f"{G}.classes", regression.KernelType,
            "an enum (configuration value)"),
    # ---- functions
    _fn("compute_dice", "", [PRED, Y]),
    _fn("compute_dice", "3d", [PRED3, Y3]),
    _fn("compute_iou", "", [PRED, Y]),
    _fn("compute_generalized_dice", "", [PRED, Y]),
    _fn("compute_absolute_volume_difference", "", [PRED, Y]),
    _fn("get_confusion_matrix", "", [PRED, Y]),
    # the metric name comes first, before the tensor: bound with functools.partial
    probe("metrics.compute_confusion_matrix_metric[f1]", f"{G}.functional",
          functools.partial(M.compute_confusion_matrix_metric, "f1 score"), [CM],
          ref=f"{P}.compute_confusion_matrix_metric"),
    _fn("f_beta_score.get_f_beta_score", "", [PRED, Y]),
    _fn("f_beta_score.compute_f_beta_score", "", [CM], {"beta": 1.0}),
    _fn("panoptic_quality.compute_mean_iou", "", [CM[..., :4]]),
    _fn("calibration_binning", "", [PROB, Y], {"num_bins": 10}),
    _fn("compute_ssim_and_cs", "", [IMG, IMG2],
        {"spatial_dims": 2, "kernel_size": [7, 7], "kernel_sigma": [1.5, 1.5]}),
    _fn("compute_ms_ssim", "2_scales", [IMG, IMG2],
        {"spatial_dims": 2, "kernel_size": 5, "weights": (0.5, 0.5)}),
    _fn("regression.compute_mape_metric", "", [IMG + 0.5, IMG2 + 0.5]),
    _fn("regression.compute_mean_error_metrics", "abs", [IMG, IMG2], {"func": torch.abs}),
    # the covariances in float64, then float32: a float32 matmul's last bits depend on the
    # CPU's instruction set (MKL picks its kernels), and so would the case's fingerprint
    _fn("compute_frechet_distance", "", [FEAT.mean(0), torch.cov(FEAT.T.double()).float(),
                                         FEAT2.mean(0), torch.cov(FEAT2.T.double()).float()]),
    _fn("fid.get_fid_score", "", [FEAT, FEAT2]),
    _fn("compute_mmd", "", [FEAT, FEAT2], {"y_mapping": None}),
    _fn("compute_embedding_collapse", "", [FEAT, EMB_LABELS]),
    _fn("compute_variance", "", [torch.stack([PROB, PROB.roll(1, 2), PROB.roll(1, 3)], 0)]),
    _fn("label_quality_score", "", [PROB, Y]),
    _fn("compute_panoptic_quality", "", [PANO_PRED[0, 0].long(), PANO_Y[0, 0].long()]),
    _fn("do_metric_reduction", "mean", [torch.tensor([[0.5, float("nan")], [0.25, 1.0]])]),
    _fn("ignore_background", "", [PRED, Y]),
    _fn("utils.create_ignore_mask", "", [Y.argmax(1, keepdim=True)], {"ignore_index": 2}),
    _fn("utils.remap_instance_id", "", [PANO_Y[0, 0].long()]),
    *[_surface(c) for c in (
        _fn("compute_hausdorff_distance", "", [PRED, Y]),
        _fn("compute_average_surface_distance", "", [PRED, Y]),
        _fn("compute_surface_dice", "", [PRED, Y], {"class_thresholds": [1.0, 1.0]}),
        _fn("get_mask_edges", "", [PRED[0, 1], Y[0, 1]]),
        _fn("get_surface_distance", "", [PRED[0, 1].bool(), Y[0, 1].bool()]),
        _fn("surface_dice.get_edge_surface_distance", "", [PRED[0, 1], Y[0, 1]]),
    )],
    skipped("metrics.compute_froc_score", f"{G}.functional", M.compute_froc_score,
            "numpy in, float out: interpolates numpy arrays (np.interp), no tensor"),
    *[skipped(f"metrics.{n}", f"{G}.classes" if n[0].isupper() else f"{G}.functional",
              getattr(M, n), "ranks the scores with numpy on the host and returns a Python "
              "float (no tensor output)")
      for n in ("ROCAUCMetric", "AveragePrecisionMetric", "compute_roc_auc",
                "compute_average_precision")],
    *[skipped(f"metrics.{n}", f"{G}.functional", getattr(M, n),
              "FROC bookkeeping in numpy: returns numpy arrays and Python ints (no tensor "
              "output)")
      for n in ("compute_fp_tp_probs", "compute_fp_tp_probs_nd", "compute_froc_curve_data")],
    skipped("metrics.is_binary_tensor", f"{G}.functional", M.is_binary_tensor,
            "an input check: raises or returns None (no tensor output)"),
    skipped("metrics.confusion_matrix.check_confusion_matrix_metric_name", f"{G}.functional",
            confusion_matrix.check_confusion_matrix_metric_name, "string helper (metric names)"),
    skipped("metrics.utils.prepare_spacing", f"{G}.functional", mutils.prepare_spacing,
            "Python helper: normalises a spacing argument (no tensor)"),
    skipped("metrics.utils.get_code_to_measure_table", f"{G}.functional",
            mutils.get_code_to_measure_table,
            "builds a constant lookup table from a spacing (no tensor input)"),
]
