"""Discovery's writer: one recorded call as the Python source of a pack's case.

:class:`CallWriter` writes what :class:`capgrid.recorder.Recorder` recorded: the target (a
public callable by the dotted name it is reached by, a built object as its constructor call, a
class or static method), the call (inputs first and the rest as keyword arguments, or a lambda
when a tensor comes after other arguments) and each tensor input (a seeded draw, an exact
recipe or literal checked by evaluating it again, or a stored ``.pt``). What it cannot write
raises :class:`Unwritable` with the reason the pack's closing comment gives.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import importlib
import inspect
import io
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch

if TYPE_CHECKING:
    from .recorder import Call, Recorder

SEEDED = ("rand", "randn")
MAX_LITERAL = 256  # elements of a torch.tensor(...) literal; larger values go to a .pt file
# A computed floating input larger than this is written as a seeded draw of its shape and dtype
# ("stand_in"), not stored: a pack's stored tensors are committed with it.
MAX_STORED_BYTES = 256 * 1024


class Unwritable(Exception):
    """A value that cannot be written as Python source in a pack."""


def tensors_in(value: Any) -> bool:
    if isinstance(value, torch.Tensor):
        return True
    if isinstance(value, (list, tuple)):
        return any(tensors_in(v) for v in value)
    if isinstance(value, dict):
        return any(tensors_in(v) for v in value.values())
    return False


def _float_src(x: float) -> str:
    if math.isnan(x):
        return "float('nan')"
    if math.isinf(x):
        return "float('inf')" if x > 0 else "-float('inf')"
    return repr(x)


def _resolves(dotted: str, obj: Any) -> bool:
    parts = dotted.split(".")
    try:
        cur = importlib.import_module(parts[0])
        for p in parts[1:]:
            cur = getattr(cur, p)
    except Exception:  # noqa: BLE001 - any failure means "not this name"
        return False
    return _is(cur, obj)


def _is(found: Any, obj: Any) -> bool:
    """``found`` is ``obj``, or the recorder's wrapper of it."""
    return found is obj or getattr(found, "__wrapped__", None) is obj


def same_values(a: list, b: list) -> bool:
    if len(a) != len(b):
        return False
    for x, y in zip(a, b, strict=True):
        if x.shape != y.shape or x.dtype != y.dtype:
            return False
        x, y = x.detach(), y.detach()
        if x.is_complex():
            x, y = torch.view_as_real(x.resolve_conj()), torch.view_as_real(y.resolve_conj())
        if x.is_floating_point():
            if not torch.equal(torch.nan_to_num(x), torch.nan_to_num(y)) or not torch.equal(
                    x.isnan(), y.isnan()):
                return False
        elif not torch.equal(x, y):
            return False
    return True


def namespace(imports: list[str], tensor_dir: Path | None) -> dict:
    """The globals a candidate's source is evaluated in: its imports, load(), rand(), randn()."""
    ns: dict[str, Any] = {"torch": torch}
    for module in imports:
        importlib.import_module(module)
        top = module.split(".")[0]
        ns[top] = importlib.import_module(top)
    from capgrid import resolve_ref

    ns["resolve_ref"] = resolve_ref
    ns["load"] = lambda digest: torch.load(Path(tensor_dir) / f"{digest}.pt")
    return ns


class LiteralWriter:
    """Plain literals (numbers, strings, nested lists and tuples, dtypes, sizes); a subclass
    writes other values in :meth:`other`."""

    def value(self, v: Any) -> str:
        if isinstance(v, enum.Enum):  # an IntEnum is an int whose repr is no source
            return self.other(v)
        if v is None or isinstance(v, (bool, int, str)):
            return repr(v)
        if isinstance(v, float):
            return _float_src(v)
        if isinstance(v, torch.dtype):
            return str(v)
        if isinstance(v, torch.Size):
            return repr(tuple(v))
        if isinstance(v, (list, tuple)) and not hasattr(v, "_fields"):
            inner = ", ".join(self.value(x) for x in v)
            if isinstance(v, list):
                return f"[{inner}]"
            return f"({inner},)" if len(v) == 1 else f"({inner})"
        return self.other(v)

    def other(self, v: Any) -> str:
        raise Unwritable(type(v).__name__)


class CallWriter(LiteralWriter):
    """Writes one recorded call as source; raises Unwritable for what it cannot write."""

    def __init__(self, rec: Recorder):
        self.rec = rec
        self.imports: set[str] = set()
        self.constructed = False  # an object the code built was written (its constructor call)

    def dotted(self, obj: Any, known: str | None = None) -> str:
        names = [known] if known else []
        names.append(self.rec.names.get(id(obj), ""))
        mod, qual = getattr(obj, "__module__", None), getattr(obj, "__qualname__", None)
        if isinstance(mod, str) and isinstance(qual, str) and "<" not in qual:
            names.append(f"{mod}.{qual}")
        for name in names:
            if not name:
                continue
            module = name.rsplit(".", 1)[0]
            if _resolves(name, obj):
                self.imports.add(_module_part(name))
                return name
            from capgrid import resolve_ref

            if _is(resolve_ref(name), obj):
                self.imports.add(module.split(".")[0])
                return f"resolve_ref({name!r})"
        raise Unwritable(f"{type(obj).__name__} {getattr(obj, '__name__', '')!s} has no "
                         "importable name")

    def construct(self, qualname: str, factory: str | None, args: tuple, kwargs: dict) -> str:
        """Source that builds the object again: its class's constructor, or the class or static
        method ``factory`` (a qualname under a public class) that built it."""
        if factory is not None:
            owner, member = factory.rsplit(".", 1)
            head = f"{self.dotted(self.rec.rows[owner]['object'], owner)}.{member}"
        else:
            cls = (self.rec.rows[qualname]["object"] if qualname in self.rec.rows
                   else self.rec.others[qualname])
            head = self.dotted(cls, qualname)
        parts = [self.value(a) for a in args]
        parts += [f"{k}={self.value(v)}" for k, v in kwargs.items()]
        return f"{head}({', '.join(parts)})"

    def other(self, v: Any) -> str:
        """A baked value that is no plain literal: tensors (exact recipes or stored files),
        devices, enum members, dicts, dataclasses, small numpy arrays, objects the code built,
        importable functions and classes."""
        if isinstance(v, torch.Tensor):
            return self.tensor(v, seeded=False)["expr"]
        if isinstance(v, torch.device):
            return f"torch.device({str(v)!r})"
        if isinstance(v, enum.Enum):
            return f"{self.dotted(type(v))}.{v.name}"
        if isinstance(v, dict) and all(isinstance(k, (str, int)) for k in v):
            return "{" + ", ".join(f"{k!r}: {self.value(x)}" for k, x in v.items()) + "}"
        if dataclasses.is_dataclass(v) and not isinstance(v, type):
            fields = [f for f in dataclasses.fields(v) if f.init]
            return f"{self.dotted(type(v))}(" + ", ".join(
                f"{f.name}={self.value(getattr(v, f.name))}" for f in fields) + ")"
        if type(v).__module__ == "numpy" and type(v).__name__ == "ndarray":
            if v.size > MAX_LITERAL or v.dtype.kind not in "biuf":
                raise Unwritable(f"a numpy array of {v.size} {v.dtype} values (more than "
                                 f"{MAX_LITERAL}, or not numbers) cannot be written as source")
            self.imports.add("numpy")
            return f"numpy.array({LiteralWriter().value(v.tolist())}, dtype={str(v.dtype)!r})"
        if id(v) in self.rec.ctors and self.rec.ctors[id(v)][0] is v:
            self.constructed = True
            return self.construct(*self.rec.ctors[id(v)][1:])
        if inspect.isroutine(v) or inspect.isclass(v):
            return self.dotted(v)
        raise Unwritable(f"an argument of type {type(v).__module__}.{type(v).__qualname__} "
                         "cannot be written as source")

    def tensor(self, t: torch.Tensor, seeded: bool) -> dict:
        """{"shape", "dtype", and "seeded" (rand/randn) or "expr" (exact source)}."""
        info = {"shape": list(t.shape), "dtype": str(t.dtype).replace("torch.", "")}
        tag = getattr(t, "_capgrid_recipe", None)
        if tag is not None and seeded and tag[0] in SEEDED and t.is_floating_point():
            return {**info, "seeded": tag[0]}
        for src in _exact_sources(t, tag):
            try:
                again = eval(src, {"torch": torch})  # noqa: S307 - source written just above
            except Exception:  # noqa: BLE001 - not a faithful recipe: try the next form
                continue
            if (isinstance(again, torch.Tensor) and again.dtype == t.dtype
                    and again.shape == t.shape and same_values([again], [t])):
                return {**info, "expr": src}
        if seeded and t.is_floating_point() and t.numel() * t.element_size() > MAX_STORED_BYTES:
            return {**info, "seeded": "rand", "stand_in": True}
        return {**info, "expr": f"load({self.store(t)!r})"}

    def store(self, t: torch.Tensor) -> str:
        if self.rec.tensor_dir is None:
            raise Unwritable("a tensor that no recipe makes, and no directory to store it")
        buf = io.BytesIO()
        torch.save(t.detach().clone().contiguous(), buf)
        data = buf.getvalue()
        digest = hashlib.sha256(data).hexdigest()[:16]
        path = Path(self.rec.tensor_dir) / f"{digest}.pt"
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_bytes(data)
            tmp.replace(path)
        return digest

    def call(self, call: Call, target: str) -> tuple[list[dict], str, str]:
        """(inputs, form, call source): "direct" (inputs first, the rest kwargs) or "lambda"."""
        args, kwargs = list(call.args), dict(call.kwargs)
        for v in (*args, *kwargs.values()):
            if not isinstance(v, torch.Tensor) and tensors_in(v):
                raise Unwritable("a tensor inside a list, tuple or dict argument")
        args, kwargs = _keywords_in_place(call.fn, call.owner is not None or call.bound,
                                          args, kwargs)
        n = 0
        while n < len(args) and isinstance(args[n], torch.Tensor):
            n += 1
        rest = args[n:]
        direct = not any(isinstance(v, torch.Tensor) for v in (*rest, *kwargs.values()))
        if direct and rest:
            named = _names_for(call.fn, len(args), call.owner is not None or call.bound)
            if named is None or len(named) < len(args):
                direct = False
            else:
                kwargs = {**dict(zip(named[n:], rest, strict=True)), **kwargs}
        tensors = [v for v in (*args, *kwargs.values()) if isinstance(v, torch.Tensor)]
        inputs = [self.tensor(t, seeded=True) for t in (args[:n] if direct else tensors)]
        if direct:
            src = ("{" + ", ".join(f"{k!r}: {self.value(v)}" for k, v in kwargs.items()) + "}"
                   if kwargs else "")
            return inputs, "direct", src
        if call.owner is not None:
            # the instance must be built once, by the case: no lambda around a constructor
            raise Unwritable("tensor arguments of a method that are not its leading arguments")
        names, defaults, parts, i = [], [], [], 0

        def baked(v: Any) -> str:
            # an object the code built is built once, as a default of the lambda, not per call
            was, self.constructed = self.constructed, False
            src = self.value(v)
            if not self.constructed:
                self.constructed = was
                return src
            defaults.append(f"_o{len(defaults)}={src}")
            return f"_o{len(defaults) - 1}"

        for v in args:
            if isinstance(v, torch.Tensor):
                names.append(f"x{i}")
                parts.append(f"x{i}")
                i += 1
            else:
                parts.append(baked(v))
        for k, v in kwargs.items():
            if isinstance(v, torch.Tensor):
                names.append(f"x{i}")
                parts.append(f"{k}=x{i}")
                i += 1
            else:
                parts.append(f"{k}={baked(v)}")
        return inputs, "lambda", (f"lambda {', '.join(names + defaults)}: "
                                  f"{target}({', '.join(parts)})")


MAX_PARAM_SOURCE = 120  # longer literals (a text, a long list) are no value to reuse


def literal_params(fn: Any, bound: bool, args: tuple | list, kwargs: dict) -> dict[str, str]:
    """A call's arguments that are plain literals (numbers, strings, tuples, dtypes), as source
    by parameter name: the values the signatures phase may give a parameter of the same name
    that it has no other value for (docs/discovery.md)."""
    names = _names_for(fn, len(args), bound) or []
    out = {}
    for name, v in [*zip(names, args, strict=False), *kwargs.items()]:  # names may be short
        if v is None or tensors_in(v):
            continue
        try:
            src = LiteralWriter().value(v)
        except Unwritable:
            continue
        if len(src) <= MAX_PARAM_SOURCE:
            out[name] = src
    return out


def _module_part(dotted: str) -> str:
    """The longest importable module prefix of a dotted name."""
    parts = dotted.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        name = ".".join(parts[:cut])
        try:
            importlib.import_module(name)
            return name
        except Exception:  # noqa: BLE001 - not a module at this depth
            continue
    return parts[0]


def _keywords_in_place(fn: Any, bound: bool, args: list, kwargs: dict) -> tuple[list, dict]:
    """Keyword tensors that fill the parameters right after the positional arguments, moved
    into their places: `aggr(x, index=i)` is the call `aggr(x, i)`, whose tensors lead."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return args, kwargs
    args, kwargs = list(args), dict(kwargs)
    for p in params[int(bound) + len(args):]:
        if (p.kind != inspect.Parameter.POSITIONAL_OR_KEYWORD
                or not isinstance(kwargs.get(p.name), torch.Tensor)):
            break
        args.append(kwargs.pop(p.name))
    return args, kwargs


def _names_for(fn: Any, count: int, bound: bool) -> list[str] | None:
    """The parameter names that `count` positional arguments bind to, None when they cannot."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return None
    if bound:
        params = params[1:]
    names = []
    for p in params[:count]:
        if p.kind != inspect.Parameter.POSITIONAL_OR_KEYWORD:
            return None
        names.append(p.name)
    return names


def _exact_sources(t: torch.Tensor, tag: tuple | None) -> list[str]:
    """Candidate source texts that may rebuild ``t`` exactly (each is checked by the caller)."""
    dtype = "" if t.dtype == torch.float32 else f", dtype={t.dtype}"
    out = []
    if tag is not None and tag[0] not in SEEDED:
        name, args, kwargs, _ = tag
        try:
            w = LiteralWriter()
            parts = [w.value(a) for a in args]
            parts += [f"{k}={w.value(v)}" for k, v in kwargs.items()
                      if k not in ("device", "requires_grad", "pin_memory")]
            out.append(f"torch.{name}({', '.join(parts)})")
        except Unwritable:
            pass
    if t.numel() <= MAX_LITERAL and not t.is_complex():
        values = LiteralWriter().value(t.tolist())
        out.append(f"torch.tensor({values}{dtype})")
        out.append(f"torch.tensor({values}, dtype={t.dtype})")
    return out
