"""Discovery's recorder: which public callables some code calls, and with what (docs/discovery.md).

:class:`Recorder` wraps every public callable of a library (the census of
:mod:`capgrid.census`): functions in every module namespace that holds them, and for a class its
``__init__``, its ``forward`` / ``__call__`` and its other public methods. A call is recorded
only when no recorded call is already running (``depth`` 0): a call the code under study makes
itself, never one public callable calling another. It also wraps torch's tensor factories
(:data:`RECIPES`) so that an input the code built with one of them is written back as that
recipe instead of as stored values.

:meth:`Recorder.candidates` turns the recorded calls into *candidates*: Python source for the
target, the call and each input, checked by rebuilding the target from that source and calling
it again (several times: a call whose outputs differ between replays is random, ``check=False``).
What cannot be written as source (an argument of an unknown type, a tensor inside a list) or
does not replay is dropped with its reason. The engine (``capgrid discover``) de-duplicates the
candidates of every job and writes the pack; the candidate fields are docs/discovery.md's.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import hashlib
import importlib
import inspect
import io
import math
import sys
import threading
from pathlib import Path
from typing import Any

import torch

from . import census

# torch factories whose results are written back as recipes: rand and randn as seeded draws of
# the same shape and dtype, the others as the exact call (checked by evaluating it again).
RECIPES = ("rand", "randn", "ones", "zeros", "arange", "tensor", "eye", "full", "linspace")
SEEDED = ("rand", "randn")
MAX_LITERAL = 256  # elements of a torch.tensor(...) literal; larger values go to a .pt file
# A computed floating input larger than this is written as a seeded draw of its shape and dtype
# ("stand_in"), not stored: a pack's stored tensors are committed with it.
MAX_STORED_BYTES = 256 * 1024
REPLAYS = 4  # calls of the rebuilt target; outputs that differ make the candidate random


class Unwritable(Exception):
    """A value that cannot be written as Python source in a pack."""


class _State(threading.local):
    depth = 0


def _tensors_in(value: Any) -> bool:
    if isinstance(value, torch.Tensor):
        return True
    if isinstance(value, (list, tuple)):
        return any(_tensors_in(v) for v in value)
    if isinstance(value, dict):
        return any(_tensors_in(v) for v in value.values())
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


class Call:
    """One recorded call: what was called, on what, with which arguments (tensors cloned)."""

    def __init__(self, qualname: str, fn: Any, owner: Any, method: str | None,
                 args: tuple, kwargs: dict, source: str, out: Any = None,
                 member: str | None = None):
        self.qualname, self.fn, self.owner, self.method = qualname, fn, owner, method
        self.args, self.kwargs, self.source = args, kwargs, source
        self.returns_tensor = _returns_tensor(out)
        self.member = member  # a static or class method of the class `qualname`
        self.bound = False  # a class method: its first parameter is not an argument


class Recorder:
    """Wraps a library's public callables; see the module docstring."""

    def __init__(self, modules: list[str], tensor_dir: Path | None = None):
        self.modules = modules
        self.tensor_dir = tensor_dir
        self.state = _State()
        self.calls: list[Call] = []
        # id(object the code built) -> (object, its class's qualname, the class or static
        # method that built it or None for the constructor, args, kwargs)
        self.ctors: dict[int, tuple[Any, str, str | None, tuple, dict]] = {}
        self.source = ""
        self.active = False
        self.names: dict[int, str] = {}  # id(public object) -> its census qualname
        self.rows: dict[str, dict] = {}  # qualname -> census row
        self.others: dict[str, type] = {}  # torch.nn's classes whose constructors are recorded
        self._undo: list[tuple[Any, str, Any, bool]] = []
        self._keep: list[Any] = []  # the public objects, alive while ids are keys

    # ----------------------------------------------------------------- installation
    def census(self) -> list[dict]:
        """The census rows of every module (import errors left out), in qualname order."""
        if not self.rows:
            for module in self.modules:
                rows, objects, _ = census._inventory(module)
                for oid, row in rows.items():
                    self.names[oid] = row["qualname"]
                    self.rows[row["qualname"]] = {**row, "object": objects[oid]}
                    self._keep.append(objects[oid])
        return [self.rows[q] for q in sorted(self.rows)]

    def _patch(self, holder: Any, attr: str, new: Any) -> None:
        had = attr in vars(holder)
        self._undo.append((holder, attr, vars(holder).get(attr), had))
        setattr(holder, attr, new)

    def install(self) -> None:
        rows = self.census()
        wrapped: dict[int, Any] = {}
        for row in rows:
            obj = row["object"]
            if row["kind"] == "function":
                wrapped[id(obj)] = self._wrap_function(obj, row["qualname"])
            elif row["kind"] == "class" and not issubclass(obj, (enum.Enum, BaseException)):
                self._wrap_class(obj, row["qualname"])
        # torch.nn's modules: only their constructors, so that a layer the code built and
        # handed to the library (GINConv(Sequential(Linear(16, 32), ReLU()))) can be written.
        for name, cls in sorted(vars(torch.nn).items()):
            if (inspect.isclass(cls) and issubclass(cls, torch.nn.Module)
                    and cls is not torch.nn.Module and not name.startswith("_")):
                self.others[f"torch.nn.{name}"] = cls
                self._wrap_init(cls, f"torch.nn.{name}")
        # Every module namespace that holds a wrapped function gets the wrapper.
        seen: set[int] = set()
        for module in list(sys.modules.values()):
            name = getattr(module, "__name__", "")
            if id(module) in seen or not any(census._in_package(name, m) for m in self.modules):
                continue
            seen.add(id(module))
            for attr, value in list(vars(module).items()):
                if id(value) in wrapped and not attr.startswith("__"):
                    self._patch(module, attr, wrapped[id(value)])
        for name in RECIPES:
            self._patch(torch, name, self._recipe(name, getattr(torch, name)))

    def uninstall(self) -> None:
        for holder, attr, old, had in reversed(self._undo):
            if had:
                setattr(holder, attr, old)
            else:
                delattr(holder, attr)
        self._undo.clear()

    def reset(self, source: str) -> None:
        self.calls.clear()
        self.ctors.clear()
        self.source = source

    # ----------------------------------------------------------------- wrappers
    def _recipe(self, name: str, fn: Any) -> Any:
        @functools.wraps(fn)
        def factory(*args, **kwargs):
            out = fn(*args, **kwargs)
            if isinstance(out, torch.Tensor) and "out" not in kwargs:
                try:
                    out._capgrid_recipe = (name, args, kwargs, out._version)
                except (AttributeError, RuntimeError):
                    pass
            return out
        return factory

    def _enter(self) -> bool:
        """True when this call is recorded (active, and no recorded call is running)."""
        top = self.active and self.state.depth == 0
        self.state.depth += 1
        return top

    def _wrap_function(self, fn: Any, qualname: str) -> Any:
        rec = self

        @functools.wraps(fn)
        def recorded(*args, **kwargs):
            top = rec._enter()
            try:
                snap = (_snapshot(args), _snapshot(kwargs)) if top else None
                out = fn(*args, **kwargs)
            finally:
                rec.state.depth -= 1
            if snap is not None:
                rec.calls.append(Call(qualname, fn, None, None, *snap, rec.source, out))
            return out
        return recorded

    def _wrap_init(self, cls: type, qualname: str) -> None:
        """Records the arguments an object the code itself builds was constructed with."""
        rec = self
        init = cls.__init__

        @functools.wraps(init)
        def recorded_init(obj, *args, **kwargs):
            top = rec._enter()
            try:
                snap = (_snapshot(args), _snapshot(kwargs)) if top else None
                init(obj, *args, **kwargs)
            finally:
                rec.state.depth -= 1
            if snap is not None:
                own = rec.names.get(id(type(obj)))
                if own is None:  # a private subclass, or torch.nn's: the class wrapped here
                    own = qualname if type(obj) is cls or cls not in rec.others.values() \
                        else None
                if own is not None:
                    rec.ctors[id(obj)] = (obj, own, None, *snap)

        if init is not object.__init__:
            self._patch(cls, "__init__", recorded_init)

    def _wrap_class(self, cls: type, qualname: str) -> None:
        self._wrap_init(cls, qualname)
        is_module = issubclass(cls, torch.nn.Module)
        for attr, value in self._members(cls).items():
            if isinstance(value, (staticmethod, classmethod)) and not attr.startswith("_"):
                self._patch(cls, attr, self._wrap_member(cls, qualname, attr, value))
                continue
            if not inspect.isfunction(value):
                continue  # properties and other descriptors: not calls
            if attr == "forward" and is_module:
                method = None
            elif attr == "__call__" and not is_module:
                method = None
            elif attr.startswith("_") or (is_module and attr in vars(torch.nn.Module)):
                continue
            else:
                method = attr
            self._patch(cls, attr, self._wrap_method(value, method))

    def _members(self, cls: type) -> dict[str, Any]:
        """The class's own attributes, and those it inherits from the library's private classes
        (a public class whose forward a private base defines): a public base wraps its own."""
        tops = {m.split(".")[0] for m in self.modules}
        out: dict[str, Any] = {}
        for base in cls.__mro__:
            library = any(census._in_package(getattr(base, "__module__", ""), t) for t in tops)
            if base is not cls and (not library or id(base) in self.names):
                continue
            for attr, value in vars(base).items():
                if attr not in out and not any(attr in vars(b) for b in
                                               cls.__mro__[:cls.__mro__.index(base)]):
                    out[attr] = value
        return out

    def _wrap_member(self, cls: type, qualname: str, attr: str, desc: Any) -> Any:
        """A static or class method: recorded like a function named ``Class.attr``; a public
        object it returns is remembered as built by this call (``Quaternion.identity(...)``)."""
        rec = self
        fn = desc.__func__
        bound = isinstance(desc, classmethod)

        @functools.wraps(fn)
        def recorded(*args, **kwargs):
            top = rec._enter()
            try:
                snap = (_snapshot(args[1:] if bound else args), _snapshot(kwargs)) if top \
                    else None
                out = fn(*args, **kwargs)
            finally:
                rec.state.depth -= 1
            if snap is not None:
                call = Call(qualname, fn, None, None, *snap, rec.source, out, member=attr)
                call.bound = bound
                rec.calls.append(call)
                made = rec.names.get(id(type(out)))
                if made is not None and not isinstance(out, type):
                    rec.ctors[id(out)] = (out, made, f"{qualname}.{attr}", *snap)
            return out
        return classmethod(recorded) if bound else staticmethod(recorded)

    def _wrap_method(self, fn: Any, method: str | None) -> Any:
        rec = self

        @functools.wraps(fn)
        def recorded(obj, *args, **kwargs):
            top = rec._enter()
            try:
                snap = (_snapshot(args), _snapshot(kwargs)) if top else None
                out = fn(obj, *args, **kwargs)
            finally:
                rec.state.depth -= 1
            ctor = rec.ctors.get(id(obj))
            if snap is not None and ctor is not None and ctor[0] is obj:
                rec.calls.append(Call(ctor[1], fn, ctor, method, *snap, rec.source, out))
            return out
        return recorded

    # ----------------------------------------------------------------- candidates
    def candidates(self) -> tuple[list[dict], list[dict]]:
        """(candidates, dropped): every recorded call written as source and replayed."""
        found, dropped = [], []
        active, self.active = self.active, False  # the replays are not the code's calls
        try:
            for call in list(self.calls):
                self._add_candidate(call, found, dropped)
        finally:
            self.active = active
        return found, dropped

    def _add_candidate(self, call: Call, found: list, dropped: list) -> None:
        if not (_tensors_in(call.args) or _tensors_in(call.kwargs) or call.returns_tensor):
            return
        try:
            found.append(self._candidate(call))
        except Unwritable as e:
            dropped.append({"callable": call.qualname, "reason": str(e), "source": call.source})
        except Exception as e:  # noqa: BLE001 - one odd call must not lose the others
            dropped.append({"callable": call.qualname, "reason": _one_line(e),
                            "source": call.source})

    def _candidate(self, call: Call) -> dict:
        writer = _Writer(self)
        if call.member is not None:
            target = f"{writer.dotted(self.rows[call.qualname]['object'])}.{call.member}"
        elif call.owner is None:
            target = writer.dotted(call.fn, call.qualname)
        else:
            target = writer.construct(*call.owner[1:])
        writer.constructed = False
        inputs, form, call_src = writer.call(call, target)
        cand = {
            "callable": call.qualname, "method": call.method, "member": call.member,
            "target": target,
            "built": call.owner is not None, "form": form, "call": call_src, "inputs": inputs,
            # the call builds objects (constructor calls in its kwargs or lambda defaults): the
            # pack builds them once, under a seed
            "call_built": writer.constructed,
            "imports": sorted(writer.imports), "source": call.source,
        }
        cand["random"] = self._replay(cand, call)
        return cand

    def _replay(self, cand: dict, call: Call) -> bool:
        """Rebuild the target from its source, call it REPLAYS times; True when outputs differ."""
        from .flatten import flatten_outputs

        ns = namespace(cand["imports"], self.tensor_dir)
        tensors = [t for t in _flat_tensors((call.args, call.kwargs))]
        outs = []
        try:
            target = eval(cand["target"], ns)  # noqa: S307 - source this recorder just wrote
            if isinstance(target, torch.nn.Module):
                target.eval()
            if cand["form"] == "lambda":
                fn, kwargs = eval(cand["call"], ns), {}  # noqa: S307
            else:
                fn = getattr(target, cand["method"]) if cand["method"] else target
                kwargs = eval(cand["call"] or "{}", ns)  # noqa: S307
            for _ in range(REPLAYS):
                out = fn(*[t.clone() for t in tensors], **kwargs)
                outs.append(flatten_outputs(out)[0])
        except Exception as e:  # noqa: BLE001 - a replay that fails drops the candidate
            raise Unwritable(f"does not replay from the written source: {_one_line(e)}") from e
        first = outs[0]
        return any(not _same(first, o) for o in outs[1:])


def _one_line(e: BaseException) -> str:
    text = str(e).splitlines()[0] if str(e) else ""
    return f"{type(e).__name__}: {text}"[:300]


def _same(a: list, b: list) -> bool:
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


def _returns_tensor(out: Any) -> bool:
    """True when the output holds a tensor by the probes' flattening rules."""
    from .flatten import flatten_outputs

    if out is None or isinstance(out, (str, bytes, int, float, bool, torch.nn.Module)):
        return False
    try:
        return bool(flatten_outputs(out)[0])
    except Exception:  # noqa: BLE001 - an output flattening cannot read holds no tensor for it
        return False


def _flat_tensors(value: Any):
    if isinstance(value, torch.Tensor):
        yield value
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _flat_tensors(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _flat_tensors(v)


def _snapshot(value: Any) -> Any:
    """Arguments as they were at the call: tensors cloned (recipe tag kept while unchanged)."""
    if isinstance(value, torch.Tensor):
        copy = value.detach().clone()
        tag = getattr(value, "_capgrid_recipe", None)
        if tag is not None and tag[3] == value._version and not value.requires_grad:
            copy._capgrid_recipe = tag
        return copy
    if isinstance(value, tuple) and not hasattr(value, "_fields"):
        return tuple(_snapshot(v) for v in value)
    if isinstance(value, list):
        return [_snapshot(v) for v in value]
    if isinstance(value, dict):
        return {k: _snapshot(v) for k, v in value.items()}
    return value


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


class _Literal:
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


class _Writer(_Literal):
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
            return f"numpy.array({_Literal().value(v.tolist())}, dtype={str(v.dtype)!r})"
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
                    and again.shape == t.shape and _same([again], [t])):
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
            if not isinstance(v, torch.Tensor) and _tensors_in(v):
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
            w = _Literal()
            parts = [w.value(a) for a in args]
            parts += [f"{k}={w.value(v)}" for k, v in kwargs.items()
                      if k not in ("device", "requires_grad", "pin_memory")]
            out.append(f"torch.{name}({', '.join(parts)})")
        except Unwritable:
            pass
    if t.numel() <= MAX_LITERAL and not t.is_complex():
        values = _Literal().value(t.tolist())
        out.append(f"torch.tensor({values}{dtype})")
        out.append(f"torch.tensor({values}, dtype={t.dtype})")
    return out
