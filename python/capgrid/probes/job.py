"""One job: a case, its wrapper, its inputs, its eager reference and shared captures."""

from __future__ import annotations

import contextlib
import functools
import inspect
import os
import resource
import sys
import time
import warnings

import torch

from ..data import worker_options
from ..dependencies import Recorder, paused_in, sources_of
from ..errors import LibraryLocator, failure_fields
from ..flatten import NO_TENSOR_OUTPUT, flatten_outputs, make_wrapper
from ..isolation import Poisoned, looks_poisoned, seed
from ..stages import StageClock

DEFAULT_OPTIONS = {"explain": False, "reuse_export": False}
TIME_KEYS = ("eager_s", "capture_s", "check_s", "run_s", "total_s", "cpu_s", "children_cpu_s")


class Eager:
    """The eager reference: outputs (flattened, detached) or the reason there are none."""

    def __init__(self, status: str, outputs=None, dropped=None, fields=None, seconds=0.0,
                 detail=""):
        self.status = status  # "ok", "eager-fail", "no-tensor-output"
        self.outputs = outputs or []
        self.dropped = dropped or []
        self.fields = fields or {}
        self.seconds = seconds
        self.detail = detail


def map_tensors(value, fn):
    """``value`` with ``fn`` applied to each tensor and module in it (also inside lists, tuples,
    named tuples and dicts); the same object when ``fn`` changed nothing, so ordinary kwargs are
    handed on as the case built them. Other objects are not reached (a library object that holds
    tensors of its own stays as the case built it)."""
    if isinstance(value, (torch.Tensor, torch.nn.Module)):
        return fn(value)
    if isinstance(value, (list, tuple, dict)):
        items = list(value.values()) if isinstance(value, dict) else list(value)
        new = [map_tensors(v, fn) for v in items]
        if all(a is b for a, b in zip(items, new, strict=True)):
            return value
        if isinstance(value, dict):
            return dict(zip(value.keys(), new, strict=True))
        if isinstance(value, tuple) and hasattr(value, "_fields"):
            return type(value)(*new)
        return type(value)(new)
    return value


def on_device(value, device: str):
    """``value`` with its tensors copied to ``device`` and its modules moved there in place.
    Cases are built on the CPU, so for ``"cpu"`` nothing is touched."""
    if device == "cpu":
        return value
    return map_tensors(value, lambda t: t.to(device))


def resolved(value):
    """``value`` with its conjugate and negative tensor views resolved to plain tensors of the
    same values."""
    def plain(t):
        if isinstance(t, torch.Tensor) and (t.is_conj() or t.is_neg()):
            return t.resolve_conj().resolve_neg()
        return t

    return map_tensors(value, plain)


@functools.cache
def _dispatch_modes() -> tuple:
    """The dispatch modes whose ``__torch_dispatch__`` the export recording pauses in (see
    ``Job.recording_library``)."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch._subclasses.functional_tensor import FunctionalTensorMode
    from torch.fx.experimental.proxy_tensor import ProxyTorchDispatchMode

    return tuple((cls, "__torch_dispatch__")
                 for cls in (FakeTensorMode, FunctionalTensorMode, ProxyTorchDispatchMode))


def code_files(obj, method: str | None = None) -> set[str]:
    """The files that define ``obj``: every class of a module's (or any object's) type's MRO,
    a class's own MRO, a function's or method's code (``method``: that method of ``obj``'s
    type). The stack's files are dropped later (``sources_of``)."""
    out: set[str] = set()

    def fn_file(f):
        f = inspect.unwrap(getattr(f, "__func__", f)) if callable(f) else f
        while isinstance(f, functools.partial):
            f = f.func
        code = getattr(getattr(f, "__func__", f), "__code__", None)
        if code is not None:
            out.add(code.co_filename)

    def class_files(cls):
        for c in getattr(cls, "__mro__", ()):
            f = getattr(sys.modules.get(c.__module__), "__file__", None)
            if isinstance(f, str):
                out.add(f)

    if obj is None:
        return out
    if method is not None:
        fn_file(getattr(type(obj), method, None) or getattr(obj, method, None))
    if isinstance(obj, type):
        class_files(obj)
    elif inspect.isfunction(obj) or inspect.ismethod(obj) or isinstance(obj, functools.partial):
        fn_file(obj)
        if inspect.ismethod(obj):
            class_files(type(obj.__self__))
    elif not inspect.isbuiltin(obj) and not isinstance(obj, type(sys)):
        class_files(type(obj))
    return out


@contextlib.contextmanager
def quiet():
    """Silence Python-level prints and warnings of exporters (the worker log stays readable)."""
    with open(os.devnull, "w") as null, contextlib.redirect_stdout(null), \
            contextlib.redirect_stderr(null), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


class Job:
    """One case's job. ``opset`` and ``device`` default to data/worker_options.json's."""

    def __init__(self, collected, locator: LibraryLocator, options: dict | None = None,
                 opset: int | None = None, device: str | None = None,
                 record_sources: bool = True):
        declared = worker_options()
        # False only for bench/source_recording.py: records then carry ``sources: {}``.
        self.record_sources = record_sources
        self._eager_files: set[str] = set()
        self._construction: set[str] | None = None
        self._capture_files: dict[str, set[str]] = {}
        self.collected = collected
        self.case = collected.case
        self.locator = locator
        self.options = {**DEFAULT_OPTIONS, **(options or {})}
        self.opset = declared["opset"]["default"] if opset is None else opset
        self.device = declared["device"]["default"] if device is None else device
        self._wrapper = None
        # Conjugate and negative views are a lazy representation, not values: resolved here,
        # because a capture path that reads the memory directly (inductor) would see other
        # values than eager does.
        self._inputs = [on_device(resolved(t.detach()).clone(), self.device)
                        for t in self.case.inputs]
        self.eager: Eager | None = None
        self._export = None  # (ExportedProgram | None, exception | None, seconds)
        self.clock = StageClock()  # the running probe's stages (run_probe gives each its own)

    def stage(self, name: str):
        """Time a step of the running probe as stage ``name`` (capgrid.stages)."""
        return self.clock.stage(name)

    # -------------------------------------------------------------- shared pieces
    @property
    def wrapper(self) -> torch.nn.Module:
        if self._wrapper is None:
            c = self.case
            target = c.target
            if isinstance(target, torch.nn.Module):
                target.eval()
            kwargs = on_device(resolved(c.kwargs), self.device)
            self._wrapper = on_device(
                make_wrapper(target, kwargs, len(c.inputs), c.method).eval(), self.device)
        return self._wrapper

    def inputs(self) -> list[torch.Tensor]:
        """A fresh copy of the inputs (a target may modify its inputs in place). ``clone`` keeps
        the layout and memory format ``__init__`` gave them and, unlike ``copy.deepcopy``, also
        copies tensors without a storage of their own (sparse CSR/CSC)."""
        return [t.clone() for t in self._inputs]

    # -------------------------------------------------------------- sources (docs/protocol.md)
    def construction_files(self) -> set[str]:
        """The case's construction, as far as it can be told after the pack was imported: the
        pack frames that registered it (up to the module-level statement), the files that
        define its target and the object its ref names."""
        from .. import resolve_ref

        if self._construction is not None:
            return self._construction
        files: set[str] = set()
        for site in self.case.defined_at:
            files.add(site[0])
            if len(site) > 2 and site[2] == "<module>":
                break
        files |= code_files(self.case.target, self.case.method)
        if self.collected.ref:
            files |= code_files(resolve_ref(self.collected.ref))
        self._construction = files
        return files

    def capture_files(self, probe: str) -> set[str]:
        """The files a probe's capture ran (the probe fills it in)."""
        return self._capture_files.setdefault(probe, set())

    def sources(self, probe: str | None) -> dict:
        """The record's ``sources``: construction, eager run and (``probe``) capture files."""
        if not self.record_sources:
            return {}
        files = self.construction_files() | self._eager_files
        if probe is not None:
            files |= self.capture_files(probe)
        return sources_of(files)

    @contextlib.contextmanager
    def recording_library(self, files: set[str]):
        """While the block runs (torch.export, torch.onnx.export), record the files of the
        Python that runs inside the wrapper's forward, and only there. The forward, its
        signature and the module's attributes are untouched: an instance-level ``call_raw``
        (what the generated forward calls) switches the recorder on around the real one, and
        under dynamo (a strict fallback of torch.onnx.export) is a plain pass-through, so dynamo
        traces the same code as without recording.

        The recorder is paused inside torch's dispatch modes (``_dispatch_modes``): without the
        pause it would cost about half the export's time, since every operator runs hundreds of
        Python calls of fake-tensor and proxy machinery there. Library Python that runs only
        from inside a dispatch mode (a library's own fake kernel of a custom op) is therefore
        not recorded under export; its eager counterpart is."""
        wrapper = self.wrapper
        if not self.record_sources:
            yield
            return
        real = wrapper.call_raw

        def call_raw(*args):
            if torch.compiler.is_dynamo_compiling():
                return real(*args)
            with Recorder(files):
                return real(*args)

        wrapper.__dict__["call_raw"] = call_raw
        try:
            with paused_in(_dispatch_modes()):
                yield
        finally:
            wrapper.__dict__.pop("call_raw", None)

    def fail(self, exc: BaseException) -> dict:
        return failure_fields(exc, self.locator)

    def record(self, status: str, **fields) -> dict:
        rec = {"status": status, "detail": "", "error": "", "chain": "", "where": "",
               "frames": [], "times": dict.fromkeys(TIME_KEYS, 0.0), "dropped_leaves": [],
               "sources": {}}
        if self.eager is not None:
            rec["times"]["eager_s"] = round(self.eager.seconds, 6)
            rec["dropped_leaves"] = list(self.eager.dropped)
        rec.update(fields)
        return rec

    def timed(self, status: str, times: dict, **fields) -> dict:
        """A record with the probe's measured times (seconds) filled in."""
        rec = self.record(status, **fields)
        for k, v in times.items():
            rec["times"][k] = round(v, 6)
        return rec

    # -------------------------------------------------------------- eager reference
    def ensure_eager(self) -> Eager:
        if self.eager is not None:
            return self.eager
        t0 = time.perf_counter()
        try:
            with Recorder(self._eager_files, self.record_sources):
                wrapper = self.wrapper
                seed()
                with torch.no_grad():
                    raw = wrapper.call_raw(*self.inputs())
            tensors, dropped = flatten_outputs(raw)
        except Exception as e:
            if looks_poisoned(e):
                raise Poisoned("PythonDispatcherTLS error in the eager run") from e
            status = "no-tensor-output" if NO_TENSOR_OUTPUT in str(e) else "eager-fail"
            self.eager = Eager(status, fields=self.fail(e), seconds=time.perf_counter() - t0,
                               detail="the case raised when run eagerly")
            return self.eager
        seconds = time.perf_counter() - t0
        if not tensors:
            self.eager = Eager("no-tensor-output", dropped=dropped, seconds=seconds,
                               detail="no tensor in the output" + (
                                   f" (dropped: {', '.join(dropped)[:200]})" if dropped else ""))
        else:
            outputs = [t.detach().clone() for t in tensors]
            self.eager = Eager("ok", outputs, dropped, seconds=seconds)
        return self.eager

    # -------------------------------------------------------------- torch.export, shared
    def exported_program(self):
        """torch.export.export of the wrapper, once per job: (program, exception, seconds)."""
        if self._export is None:
            seed()
            t0 = time.perf_counter()
            try:
                with torch.no_grad(), quiet(), self.recording_library(
                        self.capture_files("export")), self.stage("export"):
                    ep = torch.export.export(self.wrapper, tuple(self.inputs()), strict=False)
                self._export = (ep, None, time.perf_counter() - t0)
            except Exception as e:
                self._export = (None, e, time.perf_counter() - t0)
        return self._export


def _children_cpu() -> float:
    """CPU seconds of this process's finished (waited-for) children so far."""
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def run_probe(job: Job, name: str) -> dict:
    """Run one probe of the job, eager reference first; never raises except Poisoned."""
    from . import probe_module

    if job.case.skip is not None:
        return job.record("skipped", skip_reason=job.case.skip, detail=job.case.skip,
                          sources=job.sources(None))
    eager = job.ensure_eager()
    if eager.status != "ok":
        return job.record(eager.status, detail=eager.detail, sources=job.sources(None),
                          **eager.fields)
    t1 = time.perf_counter()
    c1 = time.process_time()
    k1 = _children_cpu()
    module = None
    job.clock = StageClock()
    try:
        module = probe_module(name)
        with job.clock.running():
            rec = module.run(job)
    except Poisoned:
        raise
    except Exception as e:  # a probe bug must still give a record, never kill the worker
        rec = job.record(getattr(module, "RAISED_STATUS", "fail"),
                         detail=f"capgrid {name} probe raised", **job.fail(e))
    stages = job.clock.as_record()
    if stages:  # where the time went (capgrid.stages); a probe that marks none has none
        rec["times"]["stages"] = stages
    rec["sources"] = job.sources(name)
    rec["times"]["total_s"] = round(time.perf_counter() - t1, 6)
    rec["times"]["cpu_s"] = round(time.process_time() - c1, 6)
    # Inductor compiles its C++ kernels in child processes (g++): their CPU is not the worker's.
    rec["times"]["children_cpu_s"] = round(_children_cpu() - k1, 6)
    # The worker's peak RSS so far (a high-water mark: Linux reports KiB).
    rec["rss_peak_bytes"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return rec
