"""The MONAI pack's helper kit, used by every case module.

* Seeded tensors (:func:`rand`, :func:`randn`, :func:`randint`, label and mask builders): each
  draws from its own ``torch.Generator``, so importing the pack never touches the global RNG
  and two imports build identical tensors.
* Seeded random initialisation of networks and blocks (:func:`build`).
* Registration: :func:`net` (a module case with the random-initialisation note), :func:`fn`
  and :func:`probe` (function and other cases, ref = the public name), :func:`skipped` (a row
  that is never run, with its reason) and :func:`needs_reason` (a row skipped for a missing
  optional package).
* Wrappers for targets a case cannot call as they stand: forwards that take a list, a dict or
  nested lists of tensors (a case's inputs are flat tensors, each a live graph input), MONAI
  transforms with metadata tracking off (:class:`PlainTensors`), metric objects
  (:class:`Called`, :class:`Aggregated`).

Only capgrid's public API is used.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any

import torch
from monai.data import get_track_meta, set_track_meta
from torch import nn

from capgrid import Case, case, resolve_ref

RANDOM_INIT = "random initialisation (no weights downloaded)"

# where the public classes of each group live (the pack's PACKAGE_OF says the same for pages)
_HOME = {
    "nets": "monai.networks.nets",
    "blocks": "monai.networks.blocks",
    "layers": "monai.networks.layers",
}


def gen(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)


def rand(*shape: int, seed: int = 0, lo: float = 0.0, hi: float = 1.0) -> torch.Tensor:
    """Uniform [lo, hi) float32 values from a generator of their own."""
    return lo + (hi - lo) * torch.rand(*shape, generator=gen(seed))


def randn(*shape: int, seed: int = 0) -> torch.Tensor:
    return torch.randn(*shape, generator=gen(seed))


def randint(lo: int, hi: int, *shape: int, seed: int = 0) -> torch.Tensor:
    return torch.randint(lo, hi, shape, generator=gen(seed))


def build(factory: Callable[..., Any], *args: Any, seed: int = 0, **kwargs: Any) -> Any:
    """``factory(*args, **kwargs)`` initialised from ``seed``, the global RNG left as it was;
    a module comes back in ``eval()``."""
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        obj = factory(*args, **kwargs)
    if isinstance(obj, torch.nn.Module):
        obj.eval()
    return obj


def public_ref(obj: Any, group: str) -> str:
    """The public dotted name of a class or function: its group's home package when the name
    is exported there, else its defining module."""
    home = _HOME.get(group.split(".")[0])
    name = obj.__name__
    if home and resolve_ref(f"{home}.{name}") is obj:
        return f"{home}.{name}"
    return f"{obj.__module__}.{obj.__qualname__}"


def _join(*notes: str) -> str:
    return "; ".join(n for n in notes if n)


def net(
    name: str,
    group: str,
    module: torch.nn.Module,
    inputs: list,
    kwargs: dict | None = None,
    *,
    note: str = "",
    ref: str | None = None,
    **kw: Any,
) -> Case:
    """A module case (a network or a block built with :func:`build`), noted as randomly
    initialised; ``ref`` defaults to the public name of the module's class."""
    ref = ref or public_ref(type(module), group)
    return case(name, group, module, inputs, kwargs, note=_join(RANDOM_INIT, note), ref=ref, **kw)


def fn(
    name: str,
    group: str,
    target: Callable[..., Any],
    inputs: list,
    kwargs: dict | None = None,
    *,
    ref: str | None = None,
    **kw: Any,
) -> Case:
    """A function case; ``ref`` defaults to the function's public name."""
    return case(name, group, target, inputs, kwargs, ref=ref or public_ref(target, group), **kw)


def skipped(
    name: str, group: str, target: Any, reason: str, *, ref: str | None = None, **kw: Any
) -> Case:
    """A registered, never-run row for a public callable that is not a tensor graph, naming
    the callable it decides. The ref defaults to the public name: for the networks groups
    (homes two levels down, monai.networks.*) the target's, else the name's own dotted path
    (``losses.perceptual.X`` -> ``monai.losses.perceptual.X``)."""
    if ref is None:
        if group.split(".")[0] in _HOME:
            ref = public_ref(target, group)
        else:
            ref = f"monai.{name.split('[')[0]}"
    return case(name, group, target, [], skip=reason, ref=ref, **kw)


class ListInput(torch.nn.Module):
    """Calls a module whose forward takes one list of tensors with the case's inputs as that
    list (a case's inputs are tensors, each a live graph input)."""

    def __init__(self, module: torch.nn.Module):
        super().__init__()
        self.module = module

    def forward(self, *xs: torch.Tensor, **kwargs: Any) -> Any:
        return self.module(list(xs), **kwargs)


class DictInput(torch.nn.Module):
    """Calls a module whose forward takes one ``{name: tensor}`` dict (a feature pyramid) with
    the case's inputs under ``keys``, in order."""

    def __init__(self, module: torch.nn.Module, keys: tuple[str, ...]):
        super().__init__()
        self.module = module
        self.keys = tuple(keys)

    def forward(self, *xs: torch.Tensor) -> Any:
        return self.module(dict(zip(self.keys, xs, strict=True)))


class ImageGroups(torch.nn.Module):
    """Calls a module whose forward takes a list of lists of images (NaViT's variable-size
    batches) with the case's inputs split into groups of ``sizes`` images, in order."""

    def __init__(self, module: torch.nn.Module, sizes: tuple[int, ...]):
        super().__init__()
        self.module = module
        self.sizes = tuple(sizes)

    def forward(self, *xs: torch.Tensor) -> Any:
        groups, start = [], 0
        for n in self.sizes:
            groups.append(list(xs[start:start + n]))
            start += n
        return self.module(groups)


class PyramidExtra(torch.nn.Module):
    """Calls an extra feature-pyramid block, ``forward(results, features, names)``, with the
    case's inputs split in half: the pyramid's results, then the backbone's features. Returns
    the extended results."""

    def __init__(self, module: torch.nn.Module):
        super().__init__()
        self.module = module

    def forward(self, *xs: torch.Tensor) -> Any:
        n = len(xs) // 2
        results, _ = self.module(list(xs[:n]), list(xs[n:]), [f"p{i}" for i in range(n)])
        return results

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


def probe(name: str, group: str, target: Any, inputs: list, kwargs: dict | None = None, *,
          ref: str, **kw: Any):
    """A probed case; ``ref`` is the public name of what it surveys."""
    return case(name, group, target, inputs, kwargs, ref=ref, **kw)





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
