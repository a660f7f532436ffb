"""What a docstring says about a callable's parameters, for calls written from signatures
(signatures.py, docs/discovery.md): each parameter's entry, the shape it gives a tensor
parameter, and the values it lists for a string one; and the value an annotation names
(``Literal``, ``enum.Enum``). Pure functions of the text and the annotation: no call is made.
"""

from __future__ import annotations

import ast
import enum
import re
import typing
from typing import Any

# A docstring entry: Google style ``name: text`` / ``name (type): text``, or Sphinx
# ``:param name: text`` / ``:param type name: text``; continuation lines are indented deeper.
_GOOGLE = re.compile(r"^(?P<indent>\s*)\**(?P<name>[A-Za-z_]\w*)\s*(?:\([^)]*\))?\s*:(?:\s+|$)"
                     r"(?P<text>.*)$")
_SPHINX = re.compile(r"^(?P<indent>\s*):param\s+(?:[^:]*\s)?(?P<name>[A-Za-z_]\w*)\s*:\s*"
                     r"(?P<text>.*)$")
# Google-style section headers ("Args:" alone on its line): not entries.
_SECTIONS = frozenset({"Args", "Arguments", "Parameters", "Params", "Returns", "Return",
                       "Yields", "Raises", "Example", "Examples", "Shape", "Shapes", "Note",
                       "Notes", "Attributes", "Reference", "References", "Warning", "See"})
# A shape: ``:math:`(B, N, 2)```, "of shape (B, 3, 3)", "shape: (B, C, H, W)".
_SHAPES = (re.compile(r":math:`\s*\(([^()`]*)\)\s*`"),
           re.compile(r"\bshape\s*(?:of\s*)?:?\s*`{0,2}\(([^()`]*)\)"))
# Sizes of a shape's symbols: a batch of 1 (as the image trials), images 32x32 with 3 channels,
# a few points, a short volume; any other symbol 4.
SIZES = {"B": 1, "C": 3, "H": 32, "W": 32, "D": 4, "N": 8, "M": 8, "L": 8, "S": 8, "K": 4,
         "T": 4}
_OTHER = 4
# "one of ``'bilinear'``, ``'nearest'``", "one of 'a', 'b'", "one of ``reflect``, ..."
_LISTED = (re.compile(r"\bone of\b[\s:(\[{]*`{0,2}(['\"])([^'\"`]+)\1"),
           re.compile(r"\bone of\b[\s:(\[{]*``([A-Za-z_][\w-]*)``"))


def parameter_entries(doc: str | None) -> dict[str, str]:
    """name -> the text of its entry (continuation lines joined), the first entry of each name."""
    entries: dict[str, str] = {}
    name, indent, text = None, -1, []
    for line in (doc or "").splitlines():
        m = _SPHINX.match(line) or _GOOGLE.match(line)
        depth = len(line) - len(line.lstrip())
        if name is not None and line.strip() and depth > indent and not (m and depth == indent):
            text.append(line.strip())
            continue
        if name is not None:
            entries.setdefault(name, " ".join(text))
            name = None
        if m and not (m["name"] in _SECTIONS and not m["text"].strip()):
            name, indent, text = m["name"], len(m["indent"]), [m["text"].strip()]
    if name is not None:
        entries.setdefault(name, " ".join(text))
    return entries


def shape_of(entry: str) -> list[int] | None:
    """The sizes of the first shape the entry gives, every symbol mapped by SIZES (``*`` and
    ``...`` dropped); None when it gives none or a size is an expression (``H - 1``)."""
    for pattern in _SHAPES:
        m = pattern.search(entry)
        if m is None:
            continue
        dims = [d.strip() for d in m[1].split(",") if d.strip()]
        sizes = []
        for d in dims:
            if d in ("*", "...", r"\ast", r"\dots"):
                continue
            if d.isdigit():
                sizes.append(int(d))
            elif re.fullmatch(r"[A-Za-z]", d):
                sizes.append(SIZES.get(d.upper(), _OTHER))
            else:
                return None
        return sizes
    return None


def tensor_shapes(entries: dict[str, str], tensors: list[str]) -> dict[str, list[int]]:
    """The documented shape of each of ``tensors`` whose entry gives one."""
    shapes = {}
    for name in tensors:
        shape = shape_of(entries.get(name, ""))
        if shape is not None:
            shapes[name] = shape
    return shapes


def trial_source(sizes: list[int]) -> str:
    return f"torch.rand({', '.join(map(str, sizes))})" if sizes else "torch.rand(())"


def annotated_value(annotation: Any) -> str | None:
    """The source of the first value an annotation names: a ``Literal``'s first member, an
    ``enum.Enum`` class's first member (by its module path), either inside ``Optional`` or a
    union; a string annotation only for ``Literal[...]``."""
    if isinstance(annotation, str):
        m = re.fullmatch(r"\s*(?:typing\.)?Literal\[(.*)\]\s*", annotation)
        if m is None:
            return None
        try:
            first = ast.literal_eval(f"[{m[1]}]")[0]
        except (ValueError, SyntaxError, IndexError):
            return None
        return repr(first)
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        members = typing.get_args(annotation)
        return repr(members[0]) if members else None
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        first = next(iter(annotation), None)
        if first is None:
            return None
        return f"{annotation.__module__}.{annotation.__qualname__}.{first.name}"
    for alternative in typing.get_args(annotation) if origin is not None else ():
        if alternative is not type(None):
            value = annotated_value(alternative)
            if value is not None:
                return value
    return None


def listed_value(entry: str) -> str | None:
    """The first value of a "one of ..." list in a parameter's entry, as source."""
    m = _LISTED[0].search(entry)
    if m:
        return repr(m[2])
    m = _LISTED[1].search(entry)
    return repr(m[1]) if m else None
