"""Comparing a captured artifact's outputs with the eager reference.

``compare`` is Kornia's ``close()`` rule set (shape, bool exactness, identical NaN masks, then
``allclose`` with the case's tolerances, reference = the captured side). ``check_unverified`` is
what capgrid still verifies for a random operator (``check=False``): output count, shapes, and
that the captured side has no NaN/Inf where eager has none. ``accuracy`` measures how close each
compared output came (docs/probes.md "Accuracy"), pass or fail.
"""

from __future__ import annotations

import numpy as np
import torch

DETAIL_KEEP = 400


def to_numpy(x) -> np.ndarray:
    """The values of ``x`` (a tensor of any strides, a conjugate or negative view, a sparse
    layout, bfloat16, complex as a trailing (real, imag) pair) as a numpy array."""
    if isinstance(x, torch.Tensor):
        x = x.detach().cpu()
        if x.layout != torch.strided:
            x = x.to_dense()
        x = x.resolve_conj().resolve_neg()
        if x.dtype == torch.bfloat16:
            x = x.float()
        if x.is_complex():
            return torch.view_as_real(x).numpy()
        return x.numpy()
    return np.asarray(x)


def close(ref: np.ndarray, got: np.ndarray, atol: float, rtol: float) -> str | None:
    """None when ``got`` matches ``ref`` (eager), else a short reason."""
    if ref.shape != got.shape:
        return f"shape {list(got.shape)} vs {list(ref.shape)}"
    if ref.dtype == np.bool_ or got.dtype == np.bool_:
        bad = int(np.count_nonzero(ref.astype(np.bool_) != got.astype(np.bool_)))
        return f"{bad} bool mismatches" if bad else None
    a = ref.astype(np.float64)
    b = got.astype(np.float64)
    na, nb = np.isnan(a), np.isnan(b)
    if na.any() or nb.any():
        if not np.array_equal(na, nb):
            return f"NaN pattern differs (eager {int(na.sum())}, captured {int(nb.sum())} NaNs)"
        keep = ~na
        a, b = a[keep], b[keep]
    if a.size == 0:
        return None
    if np.allclose(a, b, atol=atol, rtol=rtol):
        return None
    with np.errstate(invalid="ignore"):
        diff = np.abs(a - b)
        over = ~(diff <= atol + rtol * np.abs(b))
        # equal infinities give NaN differences; allclose treats them as equal
        over &= ~((a == b) & np.isinf(a))
        finite = diff[np.isfinite(diff)]
    dmax = float(finite.max()) if finite.size else float("inf")
    return f"max abs diff {dmax:.3g} at {int(over.sum())}/{a.size} elements"


def output_accuracy(ref: np.ndarray, got: np.ndarray) -> dict | None:
    """How far ``got`` is from eager's ``ref``, or None when the shapes differ (nothing to
    measure). Booleans and integers count as numbers. Elements where both sides hold NaN, or
    the same infinity, agree and are left out; an element where only one side is finite is
    counted in ``nonfinite`` and left out of the rest:

    * ``max_abs``: the largest ``|got - eager|``;
    * ``max_rel``: the largest ``|got - eager| / |eager|`` over the elements where eager is not
      0 (where it is 0, the error is in ``max_abs`` alone);
    * ``snr_db``: ``10 log10(sum eager^2 / sum (got - eager)^2)``, eager as the signal; None
      when the outputs are equal (``max_abs`` 0) or eager is all zeros;
    * ``elements``: how many elements were measured.
    """
    if ref.shape != got.shape:
        return None
    a = ref.astype(np.float64).ravel()
    b = got.astype(np.float64).ravel()
    with np.errstate(invalid="ignore", over="ignore"):
        same = (a == b) | (np.isnan(a) & np.isnan(b))
        finite = np.isfinite(a) & np.isfinite(b)
        nonfinite = int(np.count_nonzero(~finite & ~same))
        a, b = a[finite], b[finite]
        diff = np.abs(b - a)
        mag = np.abs(a)
        rel = diff[mag > 0] / mag[mag > 0]
        noise = float(np.square(diff).sum())
        signal = float(np.square(a).sum())
    out = {"max_abs": _short(diff.max() if diff.size else 0.0),
           "max_rel": _short(rel.max() if rel.size else 0.0),
           "snr_db": (round(float(10 * np.log10(signal / noise)), 2)
                      if noise > 0 and signal > 0 and np.isfinite(signal / noise) else None),
           "elements": int(a.size)}
    if nonfinite:
        out["nonfinite"] = nonfinite
    return out


def _short(x) -> float:
    """``x`` to 4 significant digits (the record stays small; finer is noise here)."""
    return float(f"{float(x):.4g}")


def accuracy(ref: list, got: list) -> list:
    """``output_accuracy`` of each output in order (None for one whose shape differs); empty
    when the output counts differ."""
    if len(got) != len(ref):
        return []
    return [output_accuracy(to_numpy(r), to_numpy(g)) for r, g in zip(ref, got, strict=True)]


def accuracy_fields(case, ref: list, got: list) -> dict:
    """The record's ``accuracy`` for a compared case (``check=True``); nothing for a random
    one, whose values are not comparable."""
    return {"accuracy": accuracy(ref, got)} if case.check else {}


def worse(first: list, second: list) -> list:
    """Per output, the worse of two ``accuracy`` lists of the same outputs (at two input
    sizes): the one with the larger ``max_abs``, then ``max_rel``; a missing one (None) is
    worse than any."""
    if not first or not second or len(first) != len(second):
        return first or second

    def key(a):
        return (1, 0.0, 0.0) if a is None else (0, a["max_abs"], a["max_rel"])

    return [a if key(a) >= key(b) else b for a, b in zip(first, second, strict=True)]


def _join(problems: list[str]) -> str:
    return "; ".join(problems)[:DETAIL_KEEP]


def compare(ref: list, got: list, atol: float, rtol: float) -> str | None:
    """None when every output matches; else ``"outI: why; ..."`` (count mismatch first)."""
    if len(got) != len(ref):
        return f"{len(got)} captured outputs vs {len(ref)} eager outputs"
    problems = []
    for i, (r, g) in enumerate(zip(ref, got, strict=True)):
        why = close(to_numpy(r), to_numpy(g), atol, rtol)
        if why:
            problems.append(f"out{i}: {why}")
    return _join(problems) if problems else None


def check_unverified(ref: list, got: list) -> str | None:
    """For ``check=False``: output count, shapes and finiteness; values are not compared."""
    if len(got) != len(ref):
        return f"{len(got)} captured outputs vs {len(ref)} eager outputs"
    problems = []
    for i, (r, g) in enumerate(zip(ref, got, strict=True)):
        a, b = to_numpy(r), to_numpy(g)
        if a.shape != b.shape:
            problems.append(f"out{i}: shape {list(b.shape)} vs {list(a.shape)}")
            continue
        if np.issubdtype(b.dtype, np.floating):
            bad = int(np.count_nonzero(~np.isfinite(b)))
            if bad and np.isfinite(a.astype(np.float64)).all():
                problems.append(f"out{i}: {bad}/{b.size} non-finite values (eager has none)")
    return _join(problems) if problems else None


def verdict(case, ref: list, got: list) -> tuple[str, str | None]:
    """(status, why) of a captured artifact's outputs against eager's: ``compare`` with the
    case's tolerances (``ok`` / ``mismatch``), or for a random case (``check=False``)
    ``check_unverified`` (``ok-unverified`` / ``mismatch``)."""
    if case.check:
        why = compare(ref, got, case.atol, case.rtol)
        return ("mismatch" if why else "ok"), why
    why = check_unverified(ref, got)
    return ("mismatch" if why else "ok-unverified"), why
