"""Output flattening and the fixed-arity wrapper module every probe captures.

Flattening follows Kornia's rules so a Kornia case yields the same tensors:
1. a non-tensor object with a tensor ``.data`` (Boxes, Keypoints, Lie groups...) gives ``.data``;
2. an object with ``__dict__`` (dataclass-like results) is flattened over ``vars(obj).values()``
   in attribute order, when that yields any tensor;
3. anything else goes through ``torch.utils._pytree``; tensor leaves (or leaves with a tensor
   ``.data``) are kept. Unlike Kornia, the dropped non-tensor leaves are reported.
"""

from __future__ import annotations

import inspect

import torch
from torch.utils import _pytree as pytree

NO_TENSOR_OUTPUT = "NO_TENSOR_OUTPUT"


def _tensor_data(obj):
    data = getattr(obj, "data", None) if not isinstance(obj, torch.Tensor) else None
    return data if isinstance(data, torch.Tensor) else None


def _module_state(module: torch.nn.Module) -> list[torch.Tensor]:
    """A module returned as a result (kornia's ParametrizedLine, Hyperplane): its parameters,
    then its buffers. Read from the registries rather than vars(): torch 2.13's dynamo cannot
    trace vars() of a module, and both sides of the comparison use this one rule."""
    state = [*module.parameters(recurse=False), *module.buffers(recurse=False)]
    # Under capture kornia keeps such state as plain tensor attributes (register_module_state).
    state += [v for v in module.__dict__.values() if isinstance(v, torch.Tensor)]
    return [t for t in state if t is not None]


def flatten_outputs(obj, path: str = "out") -> tuple[list[torch.Tensor], list[str]]:
    """(tensors, dropped) where dropped names each non-tensor leaf as ``"path: type"``."""
    if isinstance(obj, torch.Tensor):
        return [obj], []
    data = _tensor_data(obj)
    if data is not None:
        return [data], []
    if isinstance(obj, torch.nn.Module):
        return _module_state(obj), []
    if hasattr(obj, "__dict__") and not isinstance(obj, (dict, list, tuple)):
        tensors: list[torch.Tensor] = []
        dropped: list[str] = []
        for key, value in vars(obj).items():
            t, d = flatten_outputs(value, f"{path}.{key}")
            tensors += t
            dropped += d
        if tensors:
            return tensors, dropped
    leaves, _ = pytree.tree_flatten_with_path(obj)
    tensors, dropped = [], []
    for key_path, leaf in leaves:
        where = path + pytree.keystr(key_path)
        if isinstance(leaf, torch.Tensor):
            tensors.append(leaf)
        elif _tensor_data(leaf) is not None:
            tensors.append(leaf.data)
        else:
            dropped.append(f"{where}: {type(leaf).__name__}")
    return tensors, dropped


def _tensors_only(obj) -> list[torch.Tensor]:
    """The same rules as flatten_outputs without naming dropped leaves: this runs inside
    every capture (dynamo traces it), so it stays as plain as Kornia's version."""
    if isinstance(obj, torch.Tensor):
        return [obj]
    data = _tensor_data(obj)
    if data is not None:
        return [data]
    if isinstance(obj, torch.nn.Module):
        return _module_state(obj)
    if hasattr(obj, "__dict__") and not isinstance(obj, (dict, list, tuple)):
        found = [t for value in vars(obj).values() for t in _tensors_only(value)]
        if found:
            return found
    leaves, _ = pytree.tree_flatten(obj)
    out = []
    for leaf in leaves:
        if isinstance(leaf, torch.Tensor):
            out.append(leaf)
        elif _tensor_data(leaf) is not None:
            out.append(leaf.data)
    return out


def _flatten_for_graph(obj) -> tuple:
    tensors = _tensors_only(obj)
    if not tensors:
        raise RuntimeError(NO_TENSOR_OUTPUT)
    return tuple(tensors)


class _WrapperBase(torch.nn.Module):
    """Holds the target and the baked kwargs; subclasses get a generated fixed-arity forward."""

    def __init__(self, target, kwargs, method):
        super().__init__()
        owner_method = None
        if inspect.ismethod(target) and isinstance(target.__self__, torch.nn.Module):
            # A bound method of a module: register its owner so parameters are captured.
            target, owner_method = target.__self__, target.__name__
        if isinstance(target, torch.nn.Module):
            self.target = target
        else:
            object.__setattr__(self, "_fn", target)
        self._method = method or owner_method
        self._kwargs = dict(kwargs)

    def call_raw(self, *args):
        """The target's own result, before flattening."""
        if "target" in self._modules:
            fn = getattr(self.target, self._method) if self._method else self.target
        else:
            fn = getattr(self._fn, self._method) if self._method else self._fn
        return fn(*args, **self._kwargs)


_CLASS_CACHE: dict[int, type] = {}


def make_wrapper(target, kwargs, n_inputs: int, method: str | None = None) -> torch.nn.Module:
    """An ``nn.Module`` whose ``forward(self, in0, ..., inN-1)`` returns a tuple of tensors.

    Exporters see named positional parameters (``in0``...) rather than ``*args``; the kwargs are
    constants. A target that yields no tensor raises ``RuntimeError("NO_TENSOR_OUTPUT")``.
    """
    cls = _CLASS_CACHE.get(n_inputs)
    if cls is None:
        params = ", ".join(f"in{i}" for i in range(n_inputs))
        src = (
            f"def forward(self{', ' if params else ''}{params}):\n"
            f"    return _flatten(self.call_raw({params}))\n"
        )
        namespace: dict = {"_flatten": _flatten_for_graph}
        exec(compile(src, f"<capgrid wrapper {n_inputs}>", "exec"), namespace)
        cls = type(f"CapgridWrapper{n_inputs}", (_WrapperBase,), {"forward": namespace["forward"]})
        _CLASS_CACHE[n_inputs] = cls
    return cls(target, kwargs, method)
