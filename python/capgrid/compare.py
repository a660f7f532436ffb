"""Comparing a captured artifact's outputs with the eager reference.

``compare`` is Kornia's ``close()`` rule set (shape, bool exactness, identical NaN masks, then
``allclose`` with the case's tolerances, reference = the captured side). ``check_unverified`` is
what capgrid still verifies for a random operator (``check=False``): output count, shapes, and
that the captured side has no NaN/Inf where eager has none.
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
