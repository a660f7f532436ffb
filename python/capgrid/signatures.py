"""Calls written from a callable's signature: ``capgrid discover --from signatures``
(docs/discovery.md).

For a public callable that neither a docstring example nor a test called with a tensor, the
discovery worker tries a few calls written from its signature and keeps the first that runs: the
recorder records it like any example's call, so the pack gets an ordinary case whose inputs are
seeded draws. A function is called with a trial tensor for each tensor parameter; a
``torch.nn.Module`` class is built from its constructor's defaults (and guessed values, below)
and called on the trial tensors. A callable without a required tensor parameter is called once
with its guessed values (a kernel builder: a case without inputs when it returns a tensor).

* A **tensor parameter** is one annotated with ``Tensor`` (the annotation's text, so string
  annotations count) or, unannotated, named as images and inputs usually are (TENSOR_NAMES).
  A later parameter whose annotation also admits a value of GUESSES (``sigma: tuple[float,
  float] | Tensor``) gets that value instead. Every tensor parameter gets the same trial tensor;
  TRIALS are tried in order: an image batch,
  one channel, a volume, an unbatched image, a batch of 2-d points.
* A **required parameter that is not a tensor** gets a value from its annotation (GUESSES:
  ``int`` 3, ``float`` 0.5, ``bool`` False, a pair ``(3, 3)`` or ``(1.5, 1.5)``, or a union
  with one of them, the first that has one); any other required
  parameter (a string, a callable, a tensor of another role) means no call is written, and the
  reason says which parameter.
* A required parameter none of the above gives a value gets the one **recorded calls of other
  callables** gave a parameter of the same name (the most frequent literal: ``mode='bilinear'``,
  ``kernel_size=(5, 5)``), from the examples and tests that ran before (the engine collects them).
* Parameters with defaults keep them (an optional tensor, a mask, stays ``None``); ``*args`` and
  ``**kwargs`` get nothing.
* **What the documentation says** comes first (docsig.py): a required parameter annotated with a
  ``Literal`` gets its first member, one annotated with an ``enum.Enum`` class its first member,
  and a string parameter whose docstring entry lists the values ("one of ``'a'``, ``'b'``") the
  first of them. When the docstring gives a tensor parameter's shape (``:math:`(B, N, 2)```, "of
  shape (B, 3, 3)"), the first trial gives each such parameter a tensor of its own shape (the
  other tensor parameters the first trial's image), before the trials above.
* A module class whose guessed constructor call would build more than MAX_TRIAL_BYTES of
  parameters and buffers (counted on the meta device first) gets no call: the reason says so.

This is a guess at valid inputs, made for a first survey: the case it gives says where it came
from, and a maintainer replaces it with a real example when the guess is poor.
"""

from __future__ import annotations

import importlib
import inspect
import re
from typing import Any

import torch

from capgrid import docsig

TENSOR_NAMES = frozenset({"input", "x", "image", "img", "images", "imgs", "tensor", "data",
                          "sample", "inputs"})
TRIALS = (
    "torch.rand(1, 3, 32, 32)",
    "torch.rand(1, 1, 32, 32)",
    "torch.rand(1, 3, 4, 16, 16)",
    "torch.rand(3, 32, 32)",
    "torch.rand(1, 8, 2)",
)
# A guessed call builds no module whose parameters and buffers pass this (_too_large).
MAX_TRIAL_BYTES = 1 << 30
# annotation text (after removing "typing." and spaces) -> the value's source
GUESSES = {
    "int": "3",
    "float": "0.5",
    "bool": "False",
    "tuple[int,int]": "(3, 3)",
    "tuple[float,float]": "(1.5, 1.5)",
    "Tuple[float,float]": "(1.5, 1.5)",
    "Tuple[int,int]": "(3, 3)",
    "tuple[int,...]": "(3, 3)",
    "Tuple[int,...]": "(3, 3)",
}


class NoCall(Exception):
    """No call can be written from the signature; the message says why."""


def _annotation_text(p: inspect.Parameter) -> str:
    a = p.annotation
    if a is inspect.Parameter.empty:
        return ""
    text = a if isinstance(a, str) else getattr(a, "__name__", None) or repr(a)
    return re.sub(r"\s+|typing\.", "", str(text))


def is_tensor_param(p: inspect.Parameter) -> bool:
    text = _annotation_text(p)
    if text:
        return "Tensor" in text
    return p.name in TENSOR_NAMES


def _guess(text: str) -> str | None:
    """A value for an annotation of GUESSES, or of a union (``a | b``) with one of them."""
    for alternative in [text, *text.split("|")]:
        if alternative in GUESSES:
            return GUESSES[alternative]
    return None


def _arguments(fn: Any, skip_first: bool, doc: str | None = None, values: dict | None = None,
               borrowed: list | None = None) -> tuple[list[str], list[str]]:
    """(required tensor parameters' names, source of each required argument with <TENSOR:name>
    standing for a trial tensor; keyword-only ones as keywords). ``doc``: the docstring whose
    parameter entries may give a value (default ``fn``'s); ``values``: by parameter name, the
    source a recorded call of another callable gave a parameter of that name (the last
    resort), the names of the parameters given one appended to ``borrowed``."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError) as e:
        raise NoCall(f"its signature cannot be read ({e})") from e
    entries = docsig.parameter_entries(inspect.getdoc(fn) if doc is None else doc)
    params = list(sig.parameters.values())
    if skip_first and params:
        params = params[1:]
    tensors, args = [], []
    for p in params:
        # only required parameters get a value (they precede every defaulted positional one)
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) or p.default is not inspect.Parameter.empty:
            continue
        # a later parameter that may be a tensor or a plain value (sigma: tuple | Tensor) gets
        # the plain value; the first one is the input
        if is_tensor_param(p) and (not args or _guess(_annotation_text(p)) is None):
            tensors.append(p.name)
            value = f"<TENSOR:{p.name}>"
        else:
            guess = (docsig.annotated_value(p.annotation) or _guess(_annotation_text(p))
                     or docsig.listed_value(entries.get(p.name, "")))
            if guess is None and p.name in (values or {}):
                guess = values[p.name]
                if borrowed is not None:
                    borrowed.append(p.name)
            if guess is None:
                kind = _annotation_text(p) or "unannotated"
                raise NoCall(f"parameter '{p.name}' ({kind}) has no default and no value to "
                             "guess")
            value = guess
        if p.kind is p.KEYWORD_ONLY:
            args.append(f"{p.name}={value}")
        else:
            args.append(value)
    return tensors, args


def calls(qualname: str, obj: Any, kind: str, values: dict | None = None,
          borrowed: list | None = None) -> list[str]:
    """The source of each call to try, in order; NoCall when none can be written. ``values``
    and ``borrowed``: as :func:`_arguments`."""
    if kind == "class":
        if not (isinstance(obj, type) and issubclass(obj, torch.nn.Module)):
            raise NoCall("not a torch.nn.Module class")
        class_doc = inspect.getdoc(obj) or ""
        _, ctor = _arguments(obj.__init__, skip_first=True, doc=class_doc, values=values,
                             borrowed=borrowed)
        if any("<TENSOR:" in a for a in ctor):
            raise NoCall("its constructor takes a tensor")
        doc = (inspect.getdoc(obj.forward) or "") + "\n" + class_doc
        tensors, call = _arguments(obj.forward, skip_first=True, doc=doc, values=values,
                                   borrowed=borrowed)
        target = f"{qualname}({', '.join(ctor)})"
        too_large = _too_large(qualname, obj, ctor)
        if too_large:
            raise NoCall(too_large)
    elif kind == "function":
        tensors, call = _arguments(obj, skip_first=False, values=values, borrowed=borrowed)
        doc = inspect.getdoc(obj) or ""
        target = qualname
    else:
        raise NoCall(f"a {kind}")
    source = f"{target}({', '.join(call)})"
    if not tensors:  # a kernel or grid builder: one call, a case if it returns a tensor
        return [source]
    trials = [_with_tensors(source, tensors, {name: trial for name in tensors})
              for trial in TRIALS]
    shapes = docsig.tensor_shapes(docsig.parameter_entries(doc), tensors)
    if shapes:  # the documented shapes first, each parameter its own
        documented = {name: docsig.trial_source(shapes[name]) if name in shapes else TRIALS[0]
                      for name in tensors}
        trials.insert(0, _with_tensors(source, tensors, documented))
    return list(dict.fromkeys(trials))


def _too_large(qualname: str, cls: type, ctor: list[str]) -> str:
    """Why the module the guessed constructor call builds is too large to try ("" when it is
    not, or when that cannot be told): built on the meta device first, its parameters and
    buffers counted. A worker that builds a 2.5 GiB model from its defaults (and again for the
    replays) is what held discovery's peak memory, for a case no one asked for."""
    names = {"torch": torch, "_cls": cls}
    try:
        top = qualname.split(".")[0]
        names[top] = importlib.import_module(top)
    except Exception:  # noqa: BLE001 - a name the arguments do not need
        pass
    try:
        with torch.device("meta"):
            module = eval(f"_cls({', '.join(ctor)})", names)  # noqa: S307 - our own source
        size = sum(t.numel() * t.element_size()
                   for t in (*module.parameters(), *module.buffers()))
    except Exception:  # noqa: BLE001 - not buildable on meta: built for real, unbounded
        return ""
    if size <= MAX_TRIAL_BYTES:
        return ""
    return (f"its guessed constructor call builds {size / 2**30:.1f} GiB of parameters and "
            f"buffers, over the {MAX_TRIAL_BYTES / 2**30:g} GiB bound for a guessed call")


def _with_tensors(source: str, tensors: list[str], values: dict[str, str]) -> str:
    for name in tensors:
        source = source.replace(f"<TENSOR:{name}>", values[name])
    return source
