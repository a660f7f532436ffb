"""torch.onnx's operator registry and decomposition table, built once per worker instead of once
per export.

``torch.onnx.export(dynamo=True)`` rebuilds two tables on every call, each the same every time
for a given torch, onnxscript and set of registered operators:

* the registry, ``ONNXRegistry.from_torchlib()``: it reads the source of every torchlib function
  (about 500) and derives their signatures; the largest stage of the ONNX probes before this
  (``onnx-registry``, docs/benchmarks.md "Half the CPU per case");
* the decomposition table of the operators the registry lacks
  (``_decomp.create_onnx_friendly_decomposition_table``, inside ``onnx-decompose``).

``install()`` replaces both, in the worker process only, by functions that build once and hand
each call a copy: a new registry object with its own table (operator -> list of
decompositions), so that an export that registers translations of its own
(``custom_translation_table``) changes its copy only; a new dict for the decomposition table
(``run_decompositions`` copies it anyway). The entries are shared: torch.onnx reads them and
never changes them. The decomposition table is built again whenever the operators it derives
from change: a different set of registry operators, a different number of operators registered
with torch's dispatcher or of entries in ``torch._decomp.decomposition_table`` (a library that
registers an operator or a decomposition while a case runs).

The ONNX probes, and the speed probe's ONNX export, get it by importing ``capgrid.probes.onnx``.
"""

from __future__ import annotations

import copy
import functools
import inspect

import torch

_MARK = "__capgrid_built_once__"
_BUILT: dict = {}
_REPLACED: list = []  # (owner, name, what install() replaced), for uninstall


def _owners():
    from torch.onnx._internal.exporter import _decomp, _registration

    return _registration.ONNXRegistry, _decomp


def _copy_registry(template):
    out = copy.copy(template)
    out.functions = {op: list(metas) for op, metas in template.functions.items()}
    return out


def installed() -> bool:
    registry, decomp = _owners()
    raw = inspect.getattr_static(registry, "from_torchlib")
    return (getattr(getattr(raw, "__func__", raw), _MARK, False)
            and getattr(decomp.create_onnx_friendly_decomposition_table, _MARK, False))


def install() -> None:
    """Build the registry and the decomposition table once, copy after (idempotent)."""
    if installed():
        return
    registry, decomp = _owners()
    raw = inspect.getattr_static(registry, "from_torchlib")
    build_registry = raw.__func__

    @functools.wraps(build_registry)
    def from_torchlib(cls, *args, **kwargs):
        key = ("registry", cls, args, tuple(sorted(kwargs.items())))
        if key not in _BUILT:
            _BUILT[key] = build_registry(cls, *args, **kwargs)
        return _copy_registry(_BUILT[key])

    build_table = decomp.create_onnx_friendly_decomposition_table

    @functools.wraps(build_table)
    def decomposition_table(onnx_registered_ops):
        key = ("decompositions", frozenset(onnx_registered_ops),
               len(torch._C._dispatch_get_all_op_names()), len(torch._decomp.decomposition_table))
        if key not in _BUILT:
            _BUILT[key] = build_table(onnx_registered_ops)
        return dict(_BUILT[key])

    for fn in (from_torchlib, decomposition_table):
        setattr(fn, _MARK, True)
    _REPLACED.append((registry, "from_torchlib", raw))
    _REPLACED.append((decomp, "create_onnx_friendly_decomposition_table", build_table))
    registry.from_torchlib = classmethod(from_torchlib)
    decomp.create_onnx_friendly_decomposition_table = decomposition_table


def uninstall() -> None:
    """Put back what ``install`` replaced (tests compare the two)."""
    while _REPLACED:
        owner, name, original = _REPLACED.pop()
        setattr(owner, name, original)
    _BUILT.clear()
