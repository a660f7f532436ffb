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
  TRIALS are tried in order: an image batch, one channel, a volume, an unbatched image, a
  batch of 2-d points, then tokens whose last size is the guessed ``int`` (a layer built with
  a width of 3: attention, MLP and norm blocks), and last, for a module class, the input its
  first linear, norm or convolution layer takes (read from the module built on the meta
  device: a configuration's width 1152, a decoder's 128 channels).
* A **required parameter that is not a tensor** gets a value from its annotation (GUESSES:
  ``int`` 3, ``float`` 0.5, ``bool`` False, a pair ``(3, 3)`` or ``(1.5, 1.5)``, the CPU
  device, ``torch.float32``, or a union with one of them, ``X | Y`` or typing's ``Union`` and
  ``Optional``, the first that has one); a configuration **dataclass** whose every field has a
  default is built with none given (``MoonViTConfig()``: the module the call builds is then
  bounded like any, below); a string annotation (``from __future__ import annotations``) is
  looked up in the callable's module first. A required ``Optional`` parameter nothing else
  gives a value gets ``None``. Any other required
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

import builtins
import dataclasses
import importlib
import inspect
import re
import sys
import typing
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
    "torch.rand(1, 16, 3)",
    "torch.rand(16, 3)",
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
    "device": "torch.device('cpu')",
    "torch.device": "torch.device('cpu')",
    "dtype": "torch.float32",
    "torch.dtype": "torch.float32",
}
# A union written with typing's names: its alternatives split at the top level.
_UNION = re.compile(r"(Union|Optional)\[(.*)\]")


class NoCall(Exception):
    """No call can be written from the signature; the message says why."""


def _annotation_text(p: inspect.Parameter) -> str:
    a = p.annotation
    if a is inspect.Parameter.empty:
        return ""
    if isinstance(a, str):
        text = a
    elif typing.get_origin(a) is not None:  # Optional[Tensor], tuple[int, int]: with arguments
        text = repr(a)
    else:
        text = getattr(a, "__name__", None) or repr(a)
    return re.sub(r"\s+|typing\.", "", str(text))


def is_tensor_param(p: inspect.Parameter) -> bool:
    text = _annotation_text(p)
    if text:
        return "Tensor" in text
    return p.name in TENSOR_NAMES


def _alternatives(text: str) -> list[str]:
    """A union's alternatives (``a | b``, ``Union[a, b]``, ``Optional[a]``), split where no
    bracket is open; a single type's text alone."""
    m = _UNION.fullmatch(text)
    if m is None and "|" not in text:
        return [text]
    inner, sep = (m[2], ",") if m else (text, "|")
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(inner):
        depth += ch == "["
        depth -= ch == "]"
        if ch == sep and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
    parts.append(inner[start:])
    if m is not None and m[1] == "Optional":
        parts.append("None")
    return parts


def _guess(text: str) -> str | None:
    """A value for an annotation of GUESSES, or of a union with one of them."""
    for alternative in [text, *_alternatives(text)]:
        if alternative in GUESSES:
            return GUESSES[alternative]
    return None


def _none_if_admitted(text: str) -> str | None:
    """``None`` for a required parameter whose union admits it (the last resort)."""
    alternatives = _alternatives(text)
    return "None" if len(alternatives) > 1 and {"None", "NoneType"} & set(alternatives) else None


def _resolve(annotation: Any, fn: Any) -> Any:
    """The object an annotation names: itself, or a string annotation's dotted name looked up
    in the function's module (``from __future__ import annotations``); None when it cannot."""
    if not isinstance(annotation, str):
        return annotation
    if not re.fullmatch(r"[A-Za-z_][\w.]*", annotation.strip()):
        return None
    head, *rest = annotation.strip().split(".")
    scope = getattr(inspect.unwrap(fn), "__globals__", {})
    obj = scope.get(head, getattr(builtins, head, None))
    for part in rest:
        obj = getattr(obj, part, None)
    return obj


def _built_value(cls: Any) -> str | None:
    """A configuration's default: a dataclass whose every field has a default, built with
    none given (``MoonViTConfig()``) by its module path; None for any other annotation."""
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        return None
    missing = dataclasses.MISSING
    if any(f.init and f.default is missing and f.default_factory is missing
           for f in dataclasses.fields(cls)):
        return None
    module = sys.modules.get(cls.__module__)
    if module is None or getattr(module, cls.__qualname__.split(".")[0], None) is None:
        return None
    return f"{cls.__module__}.{cls.__qualname__}()"


def _arguments(fn: Any, skip_first: bool, doc: str | None = None, values: dict | None = None,
               borrowed: list | None = None, constructor: bool = False,
               ) -> tuple[list[str], list[str]]:
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
        # the plain value; the first one is the input, but a constructor takes no input
        plain = _guess(_annotation_text(p)) is not None and (bool(args) or constructor)
        if is_tensor_param(p) and not plain:
            tensors.append(p.name)
            value = f"<TENSOR:{p.name}>"
        else:
            named = _resolve(p.annotation, fn)
            guess = (docsig.annotated_value(p.annotation if named is None else named)
                     or _guess(_annotation_text(p))
                     or docsig.listed_value(entries.get(p.name, "")) or _built_value(named))
            if guess is None and p.name in (values or {}):
                guess = values[p.name]
                if borrowed is not None:
                    borrowed.append(p.name)
            guess = guess or _none_if_admitted(_annotation_text(p))
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
                             borrowed=borrowed, constructor=True)
        if any("<TENSOR:" in a for a in ctor):
            raise NoCall("its constructor takes a tensor")
        doc = (inspect.getdoc(obj.forward) or "") + "\n" + class_doc
        tensors, call = _arguments(obj.forward, skip_first=True, doc=doc, values=values,
                                   borrowed=borrowed)
        target = f"{qualname}({', '.join(ctor)})"
        module = _meta_build(qualname, obj, ctor)
        too_large = _too_large(module)
        if too_large:
            raise NoCall(too_large)
        fitted = _first_layer_input(module)
    elif kind == "function":
        tensors, call = _arguments(obj, skip_first=False, values=values, borrowed=borrowed)
        doc = inspect.getdoc(obj) or ""
        target, fitted = qualname, None
    else:
        raise NoCall(f"a {kind}")
    source = f"{target}({', '.join(call)})"
    if not tensors:  # a kernel or grid builder: one call, a case if it returns a tensor
        return [source]
    trials = [_with_tensors(source, tensors, {name: trial for name in tensors})
              for trial in (*TRIALS, *([fitted] if fitted else []))]
    shapes = docsig.tensor_shapes(docsig.parameter_entries(doc), tensors)
    if shapes:  # the documented shapes first, each parameter its own
        documented = {name: docsig.trial_source(shapes[name]) if name in shapes else TRIALS[0]
                      for name in tensors}
        trials.insert(0, _with_tensors(source, tensors, documented))
    return list(dict.fromkeys(trials))


def _meta_build(qualname: str, cls: type, ctor: list[str]) -> torch.nn.Module | None:
    """The module the guessed constructor call builds, built on the meta device (no memory
    for its weights); None when it cannot be built there (then it is built for real, unbounded).
    """
    names = {"torch": torch, "_cls": cls}
    # the packages the call's source names (the library's, a configuration's module)
    for top in {qualname.split(".")[0], *re.findall(r"\b([A-Za-z_]\w*)\.", " ".join(ctor))}:
        try:
            names.setdefault(top, importlib.import_module(top))
        except Exception:  # noqa: BLE001 - a name the arguments do not need
            pass
    try:
        with torch.device("meta"):
            return eval(f"_cls({', '.join(ctor)})", names)  # noqa: S307 - our own source
    except Exception:  # noqa: BLE001 - not buildable on meta
        return None


def _too_large(module: torch.nn.Module | None) -> str:
    """Why the module the guessed constructor call builds is too large to try ("" when it is
    not, or when that cannot be told): its parameters and buffers counted on the meta device.
    A worker that builds a 2.5 GiB model from its defaults (and again for the replays) is what
    held discovery's peak memory, for a case no one asked for."""
    if module is None:
        return ""
    size = sum(t.numel() * t.element_size() for t in (*module.parameters(), *module.buffers()))
    if size <= MAX_TRIAL_BYTES:
        return ""
    return (f"its guessed constructor call builds {size / 2**30:.1f} GiB of parameters and "
            f"buffers, over the {MAX_TRIAL_BYTES / 2**30:g} GiB bound for a guessed call")


# A convolution's trial input by its number of spatial dimensions, {c} its input channels.
_CONV_INPUTS = {1: "torch.rand(1, {c}, 32)", 2: "torch.rand(1, {c}, 32, 32)",
                3: "torch.rand(1, {c}, 4, 16, 16)"}


def _first_layer_input(module: torch.nn.Module | None) -> str | None:
    """The input the module's first layer takes, read from the module the call builds (a
    configuration's width 1152, a decoder's 128 channels: sizes no trial guesses): tokens of
    a linear or norm layer's width, an image of a convolution's channels; None when its first
    such layer is another kind (an embedding takes indices) or it has none."""
    for layer in module.modules() if module is not None else ():
        if isinstance(layer, torch.nn.Linear):
            return f"torch.rand(1, 16, {layer.in_features})"
        if isinstance(layer, (torch.nn.LayerNorm, getattr(torch.nn, "RMSNorm", ()))):
            shape = layer.normalized_shape
            return f"torch.rand(1, 16, {shape[-1]})" if len(shape) == 1 else None
        if isinstance(layer, torch.nn.modules.conv._ConvNd):
            spatial = len(layer.kernel_size)
            channels = layer.in_channels
            return _CONV_INPUTS[spatial].format(c=channels) if spatial in _CONV_INPUTS else None
        if isinstance(layer, (torch.nn.Embedding, torch.nn.EmbeddingBag)):
            return None
    return None


def _with_tensors(source: str, tensors: list[str], values: dict[str, str]) -> str:
    for name in tensors:
        source = source.replace(f"<TENSOR:{name}>", values[name])
    return source
