"""Helpers of the losses, metrics and transforms case modules (part B of the MONAI pack).

* Seeded tensors: every builder draws from its own ``torch.Generator``, so importing the pack
  never touches the global RNG and two imports build identical tensors.
* Registration: :func:`probe` (ref = the public name, given once), :func:`skipped` (a row that
  is never run, with its reason) and :func:`needs` (a row skipped for a missing optional
  package).
* :class:`PlainTensors`: runs a MONAI array transform with MONAI's metadata tracking off, so
  that it takes and returns plain tensors (see its docstring).

Only the public capgrid API is used.
"""

from __future__ import annotations

import importlib.util
from typing import Any

import torch
from monai.data import get_track_meta, set_track_meta
from torch import nn

from capgrid import case

# ------------------------------------------------------------------------ seeded tensors


def gen(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)


def rand(*shape: int, seed: int, lo: float = 0.0, hi: float = 1.0) -> torch.Tensor:
    """Uniform in [lo, hi)."""
    return torch.rand(*shape, generator=gen(seed)) * (hi - lo) + lo


def randn(*shape: int, seed: int) -> torch.Tensor:
    return torch.randn(*shape, generator=gen(seed))


def labels(n_classes: int, *shape: int, seed: int) -> torch.Tensor:
    """Integer class labels in [0, n_classes), as float (MONAI's label images are float)."""
    return torch.randint(0, n_classes, shape, generator=gen(seed)).float()


def onehot(n_classes: int, b: int, *spatial: int, seed: int) -> torch.Tensor:
    """A one-hot float segmentation (B, n_classes, *spatial)."""
    lab = torch.randint(0, n_classes, (b, *spatial), generator=gen(seed))
    return nn.functional.one_hot(lab, n_classes).movedim(-1, 1).float()


def binary(*shape: int, seed: int, p: float = 0.5) -> torch.Tensor:
    """A 0/1 float mask."""
    return (rand(*shape, seed=seed) < p).float()


def blob(*shape: int, seed: int) -> torch.Tensor:
    """A 0/1 float mask made of a few square blobs (connected components with holes and
    edges), shape (..., H, W) or (..., H, W, D)."""
    out = torch.zeros(shape)
    g = gen(seed)
    spatial = shape[-3:] if len(shape) >= 4 else shape[-2:]
    for _ in range(3):
        lo = [int(torch.randint(1, max(2, s // 2), (1,), generator=g)) for s in spatial]
        idx = tuple(slice(a, a + max(2, s // 4)) for a, s in zip(lo, spatial, strict=True))
        out[(..., *idx)] = 1.0
    return out


# ------------------------------------------------------------------------ registration


def probe(name: str, group: str, target: Any, inputs: list, kwargs: dict | None = None, *,
          ref: str, **kw: Any):
    """A probed case; ``ref`` is the public name of what it surveys."""
    return case(name, group, target, inputs, kwargs, ref=ref, **kw)


def skipped(name: str, group: str, target: Any, reason: str, *, ref: str | None = None):
    """A row that is listed but never run, naming the callable it decides. The ref defaults
    to the name's public path (``losses.perceptual.X`` -> ``monai.losses.perceptual.X``)."""
    return case(name, group, target, [], skip=reason, ref=ref or f"monai.{name.split('[')[0]}")


def missing(*packages: str) -> list[str]:
    """The ones of ``packages`` (import names) that are not installed."""
    return [p for p in packages if importlib.util.find_spec(p) is None]


def needs_reason(*packages: str) -> str | None:
    """The skip reason for a callable that needs ``packages``, or None when all are here."""
    gone = missing(*packages)
    if not gone:
        return None
    what = " and ".join(gone)
    return f"needs the optional package{'s' if len(gone) > 1 else ''} {what} (not installed)"


# ------------------------------------------------------------------------ transforms


class PlainTensors(nn.Module):
    """Call a MONAI transform with MONAI's metadata tracking off (``set_track_meta(False)``)
    and restore the previous setting after the call.

    With tracking on (MONAI's default) an array transform wraps its result in a
    ``MetaTensor``, a tensor subclass, and every torch.export of it fails at that point
    ("Creating a new Tensor subclass MetaTensor but the raw Tensor object is already associated
    to a python object of type FakeTensor"), which would hide what the transform's tensor code
    does. ``transforms.Flip[meta]`` keeps one measurement with tracking on.
    """

    def __init__(self, transform: Any, config: str, track_meta: bool = False,
                 **call_kwargs: Any):
        super().__init__()
        self.transform = transform
        self.config = config
        self.track_meta = track_meta
        self.call_kwargs = call_kwargs

    def forward(self, *inputs: torch.Tensor):
        before = get_track_meta()
        set_track_meta(self.track_meta)
        try:
            return self.transform(*inputs, **self.call_kwargs)
        finally:
            set_track_meta(before)

    def extra_repr(self) -> str:
        # A module target's repr is in its fingerprint: the transform's construction, not its
        # attributes (a random transform's RandomState prints its address).
        return (self.config + (f", call {self.call_kwargs!r}" if self.call_kwargs else "")
                + (", track_meta" if self.track_meta else ""))


def transform(cls: type, call: dict | None = None, *, meta: bool = False,
              **kwargs: Any) -> PlainTensors:
    """``cls(**kwargs)`` wrapped in :class:`PlainTensors` (``meta``: with MONAI's metadata
    tracking on); a random transform is seeded."""
    t = cls(**kwargs)
    if hasattr(t, "set_random_state"):
        t.set_random_state(seed=0)
    args = ", ".join(f"{k}={v!r}" for k, v in sorted(kwargs.items()))
    return PlainTensors(t, f"{cls.__name__}({args})", meta, **(call or {}))


class Called(nn.Module):
    """Call a MONAI object that is not a module (a metric object) with baked keyword
    arguments; ``config`` (its construction) is the repr the fingerprint holds."""

    def __init__(self, target: Any, config: str, **call_kwargs: Any):
        super().__init__()
        self.target = target
        self.config = config
        self.call_kwargs = call_kwargs

    def forward(self, *inputs: torch.Tensor):
        return self.target(*inputs, **self.call_kwargs)

    def extra_repr(self) -> str:
        return self.config


class ListFirst(nn.Module):
    """``target([x1, ..., xn], *rest)``: a case's inputs are tensors only, so the list an
    operator takes first (deep supervision's outputs at several scales) is built here."""

    def __init__(self, target: Any, n: int):
        super().__init__()
        self.target = target
        self.n = n

    def forward(self, *inputs: torch.Tensor, **kwargs: Any):
        return self.target(list(inputs[:self.n]), *inputs[self.n:], **kwargs)


class Aggregated(nn.Module):
    """One whole use of a MONAI cumulative metric: ``metric(*inputs)`` (one iteration, which
    appends to the metric's buffer), then ``metric.aggregate()``, with the buffer emptied
    before and after, so every call measures the same thing and nothing accumulates.
    ``config`` (the metric's construction) is the repr the fingerprint holds."""

    def __init__(self, metric: Any, config: str):
        super().__init__()
        self.metric = metric
        self.config = config

    def forward(self, *inputs: torch.Tensor):
        self.metric.reset()
        try:
            self.metric(*inputs)
            return self.metric.aggregate()
        finally:
            self.metric.reset()

    def extra_repr(self) -> str:
        return self.config


def built(wrapper: type, cls: type, **kwargs: Any):
    """``wrapper(cls(**kwargs), "cls(kwargs)")``: the construction is the fingerprint's repr."""
    args = ", ".join(f"{k}={v!r}" for k, v in sorted(kwargs.items()))
    return wrapper(cls(**kwargs), f"{cls.__name__}({args})")
