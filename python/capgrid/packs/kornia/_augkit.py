"""Helpers shared by the kornia.augmentation case modules (not a case module itself).

Every augmentation is probed in two modes:

* deterministic: the parameters are sampled once at import time (seeded, inside
  ``torch.random.fork_rng`` so the global RNG state is left as it was) and fed to the
  augmentation through ``params=``; every sampled tensor is a graph input of a :class:`Fed`
  wrapper unless it only describes the call's shape/dtype, so the exported graph is checked
  against eager on exactly the same parameters;
* ``[random]``: the augmentation called directly; sampling happens inside the graph
  (``check=False``: outputs are compared for count, shape and finiteness only).

The parameter structure (a dict for one augmentation, a list of ``ParamItem`` named tuples for a
container) is flattened with torch's pytree utilities, so one wrapper serves both.
"""

from __future__ import annotations

import torch
import torch.utils._pytree as pytree
from torch import nn

from capgrid import Case, case
from capgrid.collect import resolve_ref

# Keys that describe the call rather than the random draw. They stay constants: feeding them
# would only make the graph read its own input shape from a tensor.
SHAPE_KEYS = frozenset({"forward_input_shape", "dtype", "video_batch_size"})
RANDOM_NOTE = "aug(x) called directly; parameters sampled inside the graph"


def img(*shape: int, seed: int = 0, dtype: torch.dtype = torch.float32) -> torch.Tensor:
    """Seeded uniform [0, 1) tensor; a local generator, no global RNG use."""
    g = torch.Generator().manual_seed(seed)
    return torch.rand(*shape, generator=g, dtype=dtype)


def sample(fn, seed: int = 7):
    """Run ``fn()`` (which samples with kornia's global-RNG generators) under a fixed seed."""
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        return fn()


def _last_key(path) -> str:
    if not path:
        return ""
    k = path[-1]
    return str(getattr(k, "key", getattr(k, "name", getattr(k, "idx", ""))))


class Fed(nn.Module):
    """``target(*data, params=<params with the fed leaves replaced by graph inputs>, **kw)``."""

    def __init__(self, target, n_data: int, params, fed_keys, const_keys, call_kwargs=None):
        super().__init__()
        self.target = target
        self.n_data = n_data
        self.call_kwargs = dict(call_kwargs or {})
        flat, self.spec = pytree.tree_flatten_with_path(params)
        self.leaves = [leaf for _, leaf in flat]
        self.fed = [
            i
            for i, (path, leaf) in enumerate(flat)
            if isinstance(leaf, torch.Tensor)
            and _last_key(path) not in const_keys
            and (_last_key(path) not in SHAPE_KEYS)
            and (_last_key(path) != "batch_prob" or "batch_prob" in fed_keys)
        ]
        self.fed_names = [_last_key(flat[i][0]) for i in self.fed]

    def fed_tensors(self) -> list[torch.Tensor]:
        return [self.leaves[i] for i in self.fed]

    def forward(self, *xs):
        leaves = list(self.leaves)
        for i, t in zip(self.fed, xs[self.n_data :], strict=True):
            leaves[i] = t
        params = pytree.tree_unflatten(leaves, self.spec)
        return self.target(*xs[: self.n_data], params=params, **self.call_kwargs)


def det(
    name: str,
    group: str,
    aug,
    data,
    *,
    ref: str,
    note: str = "",
    seed: int = 7,
    const_keys=(),
    gate: torch.Tensor | bool | None = None,
    params=None,
    call_kwargs=None,
    shape=None,
    atol: float = 2e-4,
    rtol: float = 1e-3,
    tags=(),
) -> Case:
    """A deterministic case: parameters sampled once, fed back as graph inputs.

    ``gate`` replaces the per-sample ``batch_prob`` and feeds it as an input (the ``p < 1``
    variants; ``True`` feeds the recorded gates as they are); otherwise ``batch_prob`` stays a
    constant (``p == 1`` never reads it). ``params``
    overrides the sampling (containers pass what an eager call recorded).
    """
    data = tuple(data)
    if params is None:
        batch_shape = torch.Size(shape if shape is not None else data[0].shape)
        params = sample(lambda: aug.forward_parameters(batch_shape), seed)
    if isinstance(gate, torch.Tensor):
        params = dict(params)
        params["batch_prob"] = gate
    fed_keys = {"batch_prob"} if gate is not None and gate is not False else set()
    wrapper = Fed(aug, len(data), params, fed_keys, set(const_keys), call_kwargs)
    fed = wrapper.fed_tensors()
    if fed:
        what = f"params fed as inputs: {sorted(set(wrapper.fed_names))}"
    else:
        what = "no tensor params (only batch_prob/shape, constant)"
    if const_keys:
        what += f"; held constant: {sorted(const_keys)}"
    return case(
        name,
        group,
        wrapper,
        [*data, *fed],
        note="; ".join(x for x in (note, what) if x),
        atol=atol,
        rtol=rtol,
        ref=ref,
        tags=tuple(tags),
    )


def rand(
    name: str, group: str, aug, data, *, ref: str, note: str = "", call_kwargs=None, tags=()
) -> Case:
    """A ``[random]`` case: the augmentation samples inside the graph."""
    if call_kwargs:
        target = _Call(aug, call_kwargs)
    else:
        target = aug
    return case(
        name,
        group,
        target,
        list(data),
        note="; ".join(x for x in (note, RANDOM_NOTE) if x),
        check=False,
        ref=ref,
        tags=tuple(tags),
    )


class _Call(nn.Module):
    """``target(*xs, **kwargs)`` with non-tensor keyword arguments baked in."""

    def __init__(self, target, kwargs):
        super().__init__()
        self.target = target
        self.kwargs = dict(kwargs)

    def forward(self, *xs):
        return self.target(*xs, **self.kwargs)


def resolve(ref: str) -> object:
    """The object a dotted ref names, as the worker's collection resolves refs."""
    obj = resolve_ref(ref)
    if obj is None:
        raise ImportError(ref)
    return obj


def skipped(name: str, group: str, ref: str, reason: str, note: str = "") -> Case:
    """A registered, never-run case; its target is the callable itself (so it is named)."""
    return case(name, group, resolve(ref), [], note=note, skip=reason, ref=ref)
