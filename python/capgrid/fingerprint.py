"""A case's fingerprint: what a stored result of it was measured on (docs/store.md).

:func:`fingerprint_parts` hashes a case's values, never ids or addresses, so the same pack gives
the same fingerprints in every process and checkout; :func:`_tensor_digest` hashes a tensor's
values whatever its strides, layout or kind. :mod:`capgrid.collect` fingerprints every case it
collects with them.
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import json
import re
from collections.abc import Mapping

import torch

from . import Case


def owner_and_attr(target, method):
    """(object whose qualified name is the ref, attribute name to append or None)."""
    while isinstance(target, functools.partial):
        target = target.func
    if inspect.ismethod(target):
        owner = target.__self__
        owner = owner if isinstance(owner, type) else type(owner)
        return owner, method or target.__name__
    if isinstance(target, torch.nn.Module) or not hasattr(target, "__qualname__"):
        return type(target), method  # an instance: its class names it
    return target, method


def qualified_name(target, method) -> str:
    """``module.qualname`` of the target (its class for instances), plus ``.method``."""
    obj, attr = owner_and_attr(target, method)
    mod = getattr(obj, "__module__", None)
    qn = getattr(obj, "__qualname__", None)
    if not mod or not qn:
        return ""
    return f"{mod}.{qn}" + (f".{attr}" if attr else "")


_ADDR = re.compile(r" at 0x[0-9a-fA-F]+")


def _sha16(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def _strided_bytes(t: torch.Tensor) -> bytes:
    """The values of a strided CPU tensor as row-major bytes, whatever its strides.

    A real copy into a fresh contiguous buffer: ``.contiguous()`` alone returns a tensor whose
    size-1 dimensions keep any stride (``t[:, 0]`` of a (1, 2) tensor has stride (2,)), which
    ``.view(torch.uint8)`` refuses. The bytes are those ``.contiguous()`` gave for every tensor it
    could handle, so the fingerprints recorded before stay valid. Conjugate and negative views
    are resolved first: their values, not their memory, are hashed.
    """
    t = t.resolve_conj().resolve_neg()
    flat = t.clone(memory_format=torch.contiguous_format).reshape(-1)
    return flat.view(torch.uint8).numpy().tobytes()


def _tensor_digest(t: torch.Tensor) -> str:
    """A digest of ``t``'s values (its shape and dtype are hashed beside it).

    Strided tensors (also views, expanded, channels-last, 0-dim, empty, complex, bool, any
    dtype, on any device): 16 hex digits of the sha256 of their values. Kinds with no plain
    buffer get a tagged digest, documented in docs/protocol.md: ``"meta"`` (no values to hash),
    ``"<layout>:<hex>"`` for sparse layouts (the dense values), ``"quantized:<hex>"`` (the
    quantization scheme and parameters with the integer representation).
    """
    t = t.detach()
    if t.is_meta:
        return "meta"
    t = t.cpu()
    if t.is_quantized:
        scheme = t.qscheme()
        if scheme in (torch.per_tensor_affine, torch.per_tensor_symmetric):
            params = [float(t.q_scale()), int(t.q_zero_point())]
        else:
            params = [int(t.q_per_channel_axis()),
                      t.q_per_channel_scales().tolist(), t.q_per_channel_zero_points().tolist()]
        head = json.dumps([str(scheme), params]).encode()
        return "quantized:" + _sha16(head + _strided_bytes(t.int_repr()))
    if t.layout != torch.strided:
        return f"{str(t.layout).replace('torch.', '')}:" + _sha16(_strided_bytes(t.to_dense()))
    return _sha16(_strided_bytes(t))


def renamed(dotted: str, renames: Mapping[str, str]) -> str:
    """``dotted`` with its longest prefix found in ``renames`` replaced by that prefix's value.

    Prefixes match whole dotted components: ``{"a.b": "x"}`` renames ``a.b`` and ``a.b.C`` but
    not ``a.bc``. An empty mapping returns ``dotted`` unchanged.
    """
    best = ""
    for old in renames:
        if len(old) > len(best) and (dotted == old or dotted.startswith(old + ".")):
            best = old
    return renames[best] + dotted[len(best):] if best else dotted


def _describe(v, renames: Mapping[str, str], values: bool = True):
    if isinstance(v, torch.Tensor):
        if not values:  # a computed input (inputs_from): its shape and dtype, not its bits
            return ["tensor", list(v.shape), str(v.dtype)]
        return ["tensor", list(v.shape), str(v.dtype), _tensor_digest(v)]
    if isinstance(v, torch.nn.Module):
        # the repr carries the constructor's configuration (not the weights, which a pack may
        # initialise randomly); addresses are scrubbed so it is stable across processes
        return ["module", renamed(qualified_name(v, None), renames), _ADDR.sub("", repr(v))]
    if isinstance(v, (list, tuple)):
        return [type(v).__name__, [_describe(x, renames, values) for x in v]]
    if isinstance(v, (set, frozenset)) and _holds_tensor(v):
        described = (_describe(x, renames, values) for x in v)
        return [type(v).__name__, sorted(described, key=json.dumps)]
    if isinstance(v, Mapping) and _holds_tensor(v):
        # by value, like every other tensor: a repr rounds to 4 digits and elides large tensors.
        # A mapping without tensors keeps its repr, so the fingerprints of such cases hold.
        return [type(v).__name__, [[_ADDR.sub("", repr(k)), _describe(x, renames, values)]
                                   for k, x in sorted(v.items(), key=lambda kv: repr(kv[0]))]]
    return _ADDR.sub("", repr(v))


def _holds_tensor(v) -> bool:
    """Whether a tensor lies anywhere inside ``v`` (lists, tuples, sets and mappings)."""
    if isinstance(v, torch.Tensor):
        return True
    if isinstance(v, Mapping):
        return any(_holds_tensor(x) for x in v.values())
    if isinstance(v, (list, tuple, set, frozenset)):
        return any(_holds_tensor(x) for x in v)
    return False


# A pack module's name as _module_name_for makes it; fingerprints keep only its stem.
_PACK_MODULE = re.compile(r"\bcapgrid_pack_(\w+?)_[0-9a-f]{8}\b")


class FingerprintError(Exception):
    """A value of a case that cannot be described; ``part`` names it ("input 2", "kwarg 'k'")."""

    def __init__(self, part: str, cause: BaseException):
        first = str(cause).strip().splitlines()[0] if str(cause).strip() else ""
        super().__init__(f"{part}: {type(cause).__name__}: {first}".rstrip(": "))
        self.part = part


def fingerprint(case: Case, qual: str, renames: Mapping[str, str] | None = None) -> str:
    """The case's fingerprint (see :func:`fingerprint_parts`)."""
    return fingerprint_parts(case, qual, renames)[0]


def fingerprint_parts(case: Case, qual: str,
                      renames: Mapping[str, str] | None = None) -> tuple[str, dict[str, str]]:
    """Stable across processes: values are hashed, never ids or addresses.

    What is hashed: the name, group, ``qual`` (the ref, else the target's qualified name), the
    method, a module target's class and repr, every input's shape, dtype and bytes, the kwargs'
    reprs, check/atol/rtol/skip, the source text of a lambda or local target without a ref, and
    ``dynamic`` when the case gives one (absent otherwise, so older fingerprints hold).
    With ``inputs_from`` (inputs computed by library code, whose last bits follow the CPU's
    kernels and thread count) the inputs enter by shape and dtype and that text is hashed
    instead of their values: a survey resumed on another machine keeps their results.
    A class defined in the pack (a wrapper module) enters by its ``module.qualname``, so moving
    it would change the fingerprints of the cases it wraps and make a results store rerun them.
    ``renames`` (the pack's ``FINGERPRINT_RENAMES``) maps a dotted prefix of such a name as it is
    now to the one it had when the recorded results were fingerprinted; it applies to class
    names (of targets and of modules among the inputs) and to ``qual``, not to reprs.
    Raises :class:`FingerprintError` naming the input or kwarg it could not describe.

    Returns the fingerprint and a short digest of each value part ("the target module",
    "input 0", "kwarg 'k'"), with which two collections that disagree name what differs.
    """
    renames = renames or {}
    extra = ""
    if not qual or "<" in qual:  # a lambda or local function: its source is its identity
        try:
            extra = inspect.getsource(case.target)
        except (OSError, TypeError):
            extra = ""
    def part(label, v, values=True):
        try:
            return _describe(v, renames, values)
        except Exception as e:
            raise FingerprintError(label, e) from e

    target = part("target", case.target) if isinstance(case.target, torch.nn.Module) else ""
    inputs = [part(f"input {i}", t, case.inputs_from is None) for i, t in enumerate(case.inputs)]
    kwargs = {k: part(f"kwarg {k!r}", v) for k, v in sorted(case.kwargs.items())}
    payload = [
        case.name, case.group, qual, case.method, target, inputs, kwargs,
        bool(case.check), float(case.atol), float(case.rtol), case.skip, extra,
    ]
    if case.dynamic is not None:  # only when given: every other fingerprint stays as it was
        payload.append(["dynamic", False if case.dynamic is False else sorted(
            [int(i), sorted([int(d), str(n)] for d, n in dims.items())]
            for i, dims in case.dynamic.items())])
    if case.inputs_from is not None:  # likewise: only the cases that give it change
        payload.append(["inputs_from", case.inputs_from])
    # A class or function defined in a pack file is named by the pack's stem, not by where the
    # file lies: a store made in one checkout stays valid in another.
    def text(v) -> str:
        return _PACK_MODULE.sub(r"capgrid_pack_\1", json.dumps(v, sort_keys=True, default=str))

    parts = {f"input {i}": _sha16(text(v).encode()) for i, v in enumerate(inputs)}
    parts.update({f"kwarg {k!r}": _sha16(text(v).encode()) for k, v in kwargs.items()})
    if target:
        parts["the target module"] = _sha16(text(target).encode())
    return hashlib.sha256(text(payload).encode()).hexdigest(), parts
