"""Discovery's recorder: which public callables some code calls, and with what (docs/discovery.md).

:class:`Recorder` wraps every public callable of a library (the census of
:mod:`capgrid.census`): functions in every module namespace that holds them, and for a class its
``__init__``, its ``forward`` / ``__call__`` and its other public methods. A call is recorded
as the code's own when no recorded call is already running (``depth`` 0). A call one public
callable makes into another is recorded too, at most :data:`INNER_PER_CALLABLE` per callable and
job, marked with the outermost running callable (``via``): the engine keeps such calls only for a
callable that got no case of its own, so the library's own inputs fill the gaps (docs/discovery.md).
It also wraps torch's tensor factories
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

import collections
import enum
import functools
import inspect
import sys
import threading
import time
from pathlib import Path
from typing import Any

import torch

from . import census
from .call_writer import (
    CallWriter,
    Unwritable,
    literal_params,
    namespace,
    same_values,
    tensors_in,
)

# torch factories whose results are written back as recipes: rand and randn as seeded draws of
# the same shape and dtype, the others as the exact call (checked by evaluating it again).
RECIPES = ("rand", "randn", "ones", "zeros", "arange", "tensor", "eye", "full", "linspace")
REPLAYS = 4  # calls of the rebuilt target; outputs that differ make the candidate random
# Calls from inside the library kept per callable and job (a docstring item, a test file): they
# only fill gaps, and each is replayed like any candidate, so a few are enough.
INNER_PER_CALLABLE = 2
OUT_OF_TIME = ("a call made inside the library, not written: the job's time for such calls "
               "was spent")


class _State(threading.local):
    depth = 0
    outer = ""  # the public callable whose call is running at depth 0


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
        self.via = ""  # made inside this public callable's call (not by the code itself)

    @property
    def has_tensor(self) -> bool:
        """A tensor among its arguments or its result: only such a call becomes a candidate."""
        return tensors_in(self.args) or tensors_in(self.kwargs) or self.returns_tensor


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
        self.inner_seen: collections.Counter = collections.Counter()  # this job's, by callable
        # this job's callables called without a tensor in or out, and those called with one:
        # the first less the second are not applicable to a tensor capture (tensorless())
        self.without_tensor: set[str] = set()
        self.with_tensor: set[str] = set()
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
                rows, objects, _, wrappers = census._inventory(module)
                for oid, row in rows.items():
                    self.names[oid] = row["qualname"]
                    # the thin wrappers of it (census aliases): their examples are its examples
                    wrapping = [objects[w] for w, t in sorted(wrappers.items()) if t == oid]
                    self.rows[row["qualname"]] = {**row, "object": objects[oid],
                                                  "wrappers": wrapping}
                    self._keep += [objects[oid], *wrapping]
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
        # Every module namespace that holds a wrapped function gets the wrapper: those of the
        # surveyed modules and the packages above them, which re-export their names (a test's
        # `from torch_geometric.nn import global_add_pool` when torch_geometric.nn.pool is
        # surveyed).
        seen: set[int] = set()
        for module in list(sys.modules.values()):
            name = getattr(module, "__name__", "")
            if id(module) in seen or not any(census._in_package(name, m)
                                             or census._in_package(m, name)
                                             for m in self.modules):
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

    def new_job(self) -> None:
        """A new job (a callable's examples, its signature calls): calls from inside the library
        are counted per job. A pytest run is one job (one test file in a discover worker)."""
        self.inner_seen.clear()
        self.without_tensor.clear()
        self.with_tensor.clear()

    def tensorless(self) -> list[str]:
        """The callables this job called, every time with no tensor argument or result."""
        return sorted(self.without_tensor - self.with_tensor)

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

    def _enter(self, name: str, recordable: bool = True) -> str | None:
        """Counts the call in and says how it is recorded: "" for a call the code makes itself
        (active, no recorded call running), the outermost running callable's name for a call
        one public callable makes into another (while fewer than INNER_PER_CALLABLE of this
        callable's were kept this job, and not a call of the outermost into itself), None when
        it is not recorded."""
        via = None
        if self.active:
            if self.state.depth == 0:
                self.state.outer = name
                via = "" if recordable else None
            elif (recordable and name != self.state.outer
                  and self.inner_seen[name] < INNER_PER_CALLABLE):
                via = self.state.outer
        self.state.depth += 1
        return via

    def _record(self, call: Call, via: str) -> None:
        """Keeps a recorded call that becomes a candidate (a tensor in or out)."""
        if not call.has_tensor:
            self.without_tensor.add(call.qualname)
            return
        self.with_tensor.add(call.qualname)
        if via:
            call.via = via
            self.inner_seen[call.qualname] += 1
        self.calls.append(call)

    def _wrap_function(self, fn: Any, qualname: str) -> Any:
        rec = self

        @functools.wraps(fn)
        def recorded(*args, **kwargs):
            via = rec._enter(qualname)
            try:
                snap = (_snapshot(args), _snapshot(kwargs)) if via is not None else None
                out = fn(*args, **kwargs)
            finally:
                rec.state.depth -= 1
            if snap is not None:
                rec._record(Call(qualname, fn, None, None, *snap, rec.source, out), via)
            return out
        return recorded

    def _wrap_init(self, cls: type, qualname: str) -> None:
        """Records the arguments an object the code itself builds was constructed with."""
        rec = self
        init = cls.__init__

        @functools.wraps(init)
        def recorded_init(obj, *args, **kwargs):
            # built by the code or inside the library (a layer a model builds): a method call
            # on it can then be written, the outermost constructor's arguments last
            building = rec.active
            rec._enter(qualname, recordable=False)
            try:
                snap = (_snapshot(args), _snapshot(kwargs)) if building else None
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
            self._patch(cls, attr, self._wrap_method(value, method, qualname))

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
        # a module whose forward torch.nn defines (a subclass of Sequential): its calls are
        # the class's own, wrapped on it
        owner = next((b for b in cls.__mro__ if "forward" in vars(b)), None)
        if (issubclass(cls, torch.nn.Module) and "forward" not in out and owner is not None
                and owner is not torch.nn.Module
                and not any(census._in_package(getattr(owner, "__module__", ""), t)
                            for t in tops)):
            out["forward"] = vars(owner)["forward"]
        return out

    def _wrap_member(self, cls: type, qualname: str, attr: str, desc: Any) -> Any:
        """A static or class method: recorded like a function named ``Class.attr``; a public
        object it returns is remembered as built by this call (``Quaternion.identity(...)``)."""
        rec = self
        fn = desc.__func__
        bound = isinstance(desc, classmethod)

        @functools.wraps(fn)
        def recorded(*args, **kwargs):
            via = rec._enter(qualname)
            try:
                snap = (_snapshot(args[1:] if bound else args), _snapshot(kwargs)) \
                    if via is not None else None
                out = fn(*args, **kwargs)
            finally:
                rec.state.depth -= 1
            if snap is not None:
                call = Call(qualname, fn, None, None, *snap, rec.source, out, member=attr)
                call.bound = bound
                rec._record(call, via)
                made = rec.names.get(id(type(out)))
                if made is not None and not isinstance(out, type):
                    rec.ctors[id(out)] = (out, made, f"{qualname}.{attr}", *snap)
            return out
        return classmethod(recorded) if bound else staticmethod(recorded)

    def _wrap_method(self, fn: Any, method: str | None, qualname: str) -> Any:
        rec = self

        @functools.wraps(fn)
        def recorded(obj, *args, **kwargs):
            ctor = rec.ctors.get(id(obj))
            if ctor is not None and ctor[0] is not obj:
                ctor = None
            # a case needs the object's construction; the public class it is, for `via`
            name = ctor[1] if ctor is not None else rec.names.get(id(type(obj)), qualname)
            via = rec._enter(name, recordable=ctor is not None)
            try:
                snap = (_snapshot(args), _snapshot(kwargs)) if via is not None else None
                out = fn(obj, *args, **kwargs)
            finally:
                rec.state.depth -= 1
            if snap is not None:
                rec._record(Call(ctor[1], fn, ctor, method, *snap, rec.source, out), via)
            return out
        return recorded

    # ----------------------------------------------------------------- candidates
    def candidates(self, deadline: float | None = None) -> tuple[list[dict], list[dict]]:
        """(candidates, dropped): every recorded call written as source and replayed, the calls
        made inside the library after the code's own and only until ``deadline`` (a
        ``time.monotonic()`` value; past it each is dropped with that reason): replaying them
        must never cost a job its own calls (a large model calls many public blocks)."""
        found, dropped = [], []
        active, self.active = self.active, False  # the replays are not the code's calls
        try:
            for call in [c for c in self.calls if not c.via] + [c for c in self.calls if c.via]:
                if call.via and deadline is not None and time.monotonic() > deadline:
                    dropped.append({"callable": call.qualname, "reason": OUT_OF_TIME,
                                    "source": call.source})
                    continue
                self._add_candidate(call, found, dropped)
        finally:
            self.active = active
        return found, dropped

    def _add_candidate(self, call: Call, found: list, dropped: list) -> None:
        try:
            found.append(self._candidate(call))
        except Unwritable as e:
            dropped.append({"callable": call.qualname, "reason": str(e), "source": call.source})
        except Exception as e:  # noqa: BLE001 - one odd call must not lose the others
            dropped.append({"callable": call.qualname, "reason": _one_line(e),
                            "source": call.source})

    def _candidate(self, call: Call) -> dict:
        writer = CallWriter(self)
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
            "imports": sorted(writer.imports),
            "source": f"called by {call.via} in {call.source}" if call.via else call.source,
        }
        if call.via:  # the engine keeps it only for a callable with no case of its own
            cand["via"] = call.via
        cand["params"] = self._params(call)
        cand["random"] = self._replay(cand, call)
        return cand

    def _params(self, call: Call) -> dict[str, str]:
        """The literal arguments of the call and of the constructor of its target, by name."""
        params = {}
        if call.owner is not None and call.owner[2] is None:  # built by its constructor
            cls = self.rows.get(call.owner[1], {}).get("object") or self.others.get(call.owner[1])
            if isinstance(cls, type):
                params.update(literal_params(cls.__init__, True, *call.owner[3:]))
        params.update(literal_params(call.fn, call.owner is not None or call.bound,
                                     call.args, call.kwargs))
        return dict(sorted(params.items()))

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
        return any(not same_values(first, o) for o in outs[1:])


def _one_line(e: BaseException) -> str:
    text = str(e).splitlines()[0] if str(e) else ""
    return f"{type(e).__name__}: {text}"[:300]


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














