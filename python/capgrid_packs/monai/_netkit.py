"""The helper kit of the networks modules (cases_nets, cases_blocks, cases_layers).

Seeded inputs that never touch the global RNG, seeded random initialisation of networks and
blocks, the registration helpers every networks row goes through (:func:`net`, a module case
with the random-initialisation note; :func:`fn`, a function case; :func:`skipped`) and the
wrappers for forwards that take a list, a dict or nested lists of tensors (a case's inputs are
flat tensors, each a live graph input). Only capgrid's public API is used.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

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
    """A registered, never-run row for a public callable that is not a tensor graph."""
    ref = ref or public_ref(target, group)
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
