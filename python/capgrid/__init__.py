"""capgrid: which operators of a PyTorch library survive torch.onnx.export(dynamo=True),
torch.export and torch.compile, and when one does not, why.

The public Python surface is this module, and it is all a pack may import from capgrid:

* :func:`case` registers a case (a frozen :class:`Case`) in a pack file, any Python file with a
  module-level ``CASES`` list;
* :func:`resolve_ref` is the object a dotted ref names, exactly as collection resolves the
  ``ref`` of a case (a pack uses it to give a skipped case the callable its ref names);
* ``__version__``.

The module-level names a pack may define (``CASES``, ``LIBRARY``, ``PACKAGE_OF``,
``FINGERPRINT_RENAMES``) are described in docs/writing_a_pack.md. The engine is the ``capgrid``
command; the worker side lives in :mod:`capgrid.worker`.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

__version__ = "0.1.0"

__all__ = ["Case", "case", "resolve_ref", "__version__"]


# A case's output tolerances unless it gives its own (docs/writing_a_pack.md "Tolerances").
DEFAULT_ATOL = 2e-4
DEFAULT_RTOL = 1e-3


@dataclass(frozen=True)
class Case:
    """A frozen case spec. Registering one changes nothing else; checks happen at collection."""

    name: str
    group: str
    target: Any
    inputs: tuple = ()
    kwargs: Mapping[str, Any] = field(default_factory=dict)
    note: str = ""
    check: bool = True
    atol: float = DEFAULT_ATOL
    rtol: float = DEFAULT_RTOL
    skip: str | None = None
    tags: tuple = ()
    method: str | None = None
    ref: str | None = None  # importable qualified name of the target; inferred when None
    # the package the case's row is filed under (``mylib.ops``); presentation only, so it is not
    # part of the fingerprint. None: the pack's PACKAGE_OF, else derived from the group.
    package: str | None = None
    # which input dimensions the dynamic-batch probes make dynamic: None (the batch rule,
    # docs/writing_a_pack.md), False (none), or {input_index: {dim: "name"}}. It enters the
    # fingerprint only when given, so the fingerprints of cases without it never change.
    dynamic: Any = None
    # how the inputs were computed, for inputs made by running library code (a parent model's
    # forward, a softmax): their last bits follow the CPU's kernels and the thread count, so
    # the fingerprint hashes this text and each input's shape and dtype instead of its values.
    # It enters the fingerprint only when given.
    inputs_from: str | None = None
    # (file, line, function) of the callers of case(), innermost first: collection reports the
    # line in the pack file where a case was registered (for messages such as duplicate names).
    defined_at: tuple = field(default=(), compare=False, repr=False)

    def as_dict(self) -> dict:
        return {
            "name": self.name,
            "group": self.group,
            "target": self.target,
            "inputs": list(self.inputs),
            "kwargs": dict(self.kwargs),
            "note": self.note,
            "check": self.check,
            "atol": self.atol,
            "rtol": self.rtol,
            "skip": self.skip,
            "tags": list(self.tags),
            "method": self.method,
            "ref": self.ref,
            "package": self.package,
            "dynamic": self.dynamic,
            "inputs_from": self.inputs_from,
        }


def case(
    name: str,
    group: str,
    target: Callable[..., Any] | Any,
    inputs: Sequence[Any],
    kwargs: Mapping[str, Any] | None = None,
    *,
    note: str = "",
    check: bool = True,
    atol: float = DEFAULT_ATOL,
    rtol: float = DEFAULT_RTOL,
    skip: str | None = None,
    tags: Sequence[str] = (),
    method: str | None = None,
    ref: str | None = None,
    package: str | None = None,
    dynamic: Mapping[int, Mapping[int, str]] | bool | None = None,
    inputs_from: str | None = None,
) -> Case:
    """Register one case: ``target(*inputs, **kwargs)`` (or ``target.<method>(...)``).

    Same protocol as Kornia's export-support harness: every tensor in ``inputs`` becomes a
    live graph input, ``kwargs`` are baked in as constants, ``check=False`` marks a random
    operator (outputs are checked for count, shape and finiteness only), ``skip`` is a reason
    string for a case that is registered but never run. ``ref`` optionally names the target's
    importable qualified name when it cannot be inferred (a lambda, a bound method).
    ``package`` names the package the case's row is filed under in the pages (``"mylib.ops"``)
    when the group's first component is not the name of a real subpackage; it overrides the
    pack's ``PACKAGE_OF`` and does not enter the fingerprint.
    ``dynamic`` says which dimensions the dynamic-batch probes (``export_dynamic``,
    ``onnx_dynamic``) make dynamic: ``None`` (the default) is the batch rule, dimension 0 of
    every input whose size there equals input 0's, when that size is at least 2, as one symbol
    ``batch``; ``False`` is none (those columns say n/a); ``{input_index: {dim: "name"}}`` names
    them explicitly (one name = one shared symbol).
    ``inputs_from`` says how the inputs were computed when library code made them (``"the
    inputs RTDETR's forward passes its first CCFM, random init"``): such values differ in their
    last bits between CPUs, so the fingerprint then hashes this text and the inputs' shapes
    and dtypes, not their values, and a survey resumed on another machine reruns nothing.
    """
    sites = []
    frame = sys._getframe(1)
    while frame is not None and len(sites) < 8:
        sites.append((frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name))
        frame = frame.f_back
    return Case(
        name=name,
        group=group,
        target=target,
        inputs=tuple(inputs),
        kwargs=dict(kwargs or {}),
        note=note,
        check=check,
        atol=atol,
        rtol=rtol,
        skip=skip,
        tags=tuple(tags),
        method=method,
        ref=ref,
        package=package,
        dynamic=dynamic,
        inputs_from=inputs_from,
        defined_at=tuple(sites),
    )


def resolve_ref(dotted: str) -> Any:
    """The object the dotted name ``dotted`` denotes, or None when it does not resolve.

    Attribute lookup comes first, so ``kornia.filters.sobel`` is the function that
    ``kornia.filters`` exports, not the submodule ``kornia/filters/sobel.py``. Where the
    attribute path fails, a component is taken as a submodule: one not imported yet
    (``pkg.sub``), or one shadowed by a same-named attribute of its package
    (``kornia.contrib.diamond_square.diamond_square``: ``kornia.contrib.diamond_square`` is the
    function, the module of that name defines it). A name that resolves by attributes alone
    always resolves to that object. This is how collection resolves every case's ``ref``.
    Never raises: an import that fails for any reason yields None.
    """
    parts = dotted.split(".")
    try:
        obj = importlib.import_module(parts[0])
    except Exception:
        return None
    for i, part in enumerate(parts[1:], start=2):
        try:
            obj = getattr(obj, part)
            continue
        except AttributeError:
            pass
        try:
            obj = importlib.import_module(".".join(parts[:i]))
            continue
        except Exception:
            pass
        try:
            obj = getattr(importlib.import_module(".".join(parts[: i - 1])), part)
        except Exception:
            return None
    return obj
