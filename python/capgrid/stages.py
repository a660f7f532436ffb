"""Where a probe's time goes: wall and CPU seconds per stage of one probe run.

A probe marks its own steps (``with clock.stage("checker"):``); steps that happen inside a call
capgrid does not own (``torch.onnx.export`` decomposes, translates and optimises inside one
call) are timed by wrapping the functions named in ``HOOKS`` for as long as a clock is running.
Times are *exclusive*: a stage's time excludes the stages timed inside it, so the stages of a
record add up to what was timed, and ``onnx-export`` is what ``torch.onnx.export`` spent outside
its registry, capture, decomposition, translation and optimisation (passes, serialisation).

The stages of a record are in ``times.stages``: ``{name: {"wall_s": s, "cpu_s": s}}``. CPU is
this process's (every thread: ``time.process_time``) plus its waited-for children's (inductor's
C++ compiler). A hook whose function a torch release lacks is left out (its time stays in the
stage around it); ``docs/probes.md`` lists the stages.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import inspect
import resource
import time

# (stage, module, attribute path): functions timed as a stage while a clock runs.
HOOKS = (
    ("onnx-registry", "torch.onnx._internal.exporter._registration",
     "ONNXRegistry.from_torchlib"),
    ("onnx-capture", "torch.onnx._internal.exporter._capture_strategies",
     "CaptureStrategy.__call__"),
    ("onnx-decompose", "torch.onnx._internal.exporter._core",
     "_prepare_exported_program_for_export"),
    ("onnx-translate", "torch.onnx._internal.exporter._core",
     "_exported_program_to_onnx_program"),
    ("onnx-optimize", "torch.onnx._internal.exporter._onnx_program", "ONNXProgram.optimize"),
    ("inductor-cxx", "torch._inductor.cpp_builder", "CppBuilder.build"),
)

_ACTIVE: list[StageClock] = []  # the running clock (at most one: a worker runs one probe)
_INSTALLED: set[tuple[str, str]] = set()


def _cpu() -> float:
    own = time.process_time()
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own + ru.ru_utime + ru.ru_stime


class StageClock:
    """Exclusive wall and CPU seconds per named stage."""

    def __init__(self):
        self.totals: dict[str, list[float]] = {}
        self._stack: list[list[float]] = []  # per open stage: [wall, cpu] spent in its children

    @contextlib.contextmanager
    def stage(self, name: str):
        w0, c0 = time.perf_counter(), _cpu()
        self._stack.append([0.0, 0.0])
        try:
            yield
        finally:
            child_w, child_c = self._stack.pop()
            wall, cpu = time.perf_counter() - w0, _cpu() - c0
            total = self.totals.setdefault(name, [0.0, 0.0])
            total[0] += wall - child_w
            total[1] += cpu - child_c
            if self._stack:
                self._stack[-1][0] += wall
                self._stack[-1][1] += cpu

    @contextlib.contextmanager
    def running(self):
        """Let the ``HOOKS`` time their stages into this clock while the block runs."""
        install_hooks()
        _ACTIVE.append(self)
        try:
            yield self
        finally:
            _ACTIVE.remove(self)

    def as_record(self) -> dict:
        return {name: {"wall_s": round(max(w, 0.0), 6), "cpu_s": round(max(c, 0.0), 6)}
                for name, (w, c) in self.totals.items()}


def stage(name: str):
    """Time the block as stage ``name`` of the running clock; nothing when none runs (code
    that the probes share with callers outside a probe)."""
    return _ACTIVE[-1].stage(name) if _ACTIVE else contextlib.nullcontext()


def _timed(name: str, fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        if not _ACTIVE:
            return fn(*args, **kwargs)
        with _ACTIVE[-1].stage(name):
            return fn(*args, **kwargs)

    wrapper.__capgrid_stage__ = name
    return wrapper


def install_hooks() -> None:
    """Wrap every ``HOOKS`` function that this torch has, once per process. A wrapper only
    times: it calls the function with the same arguments and returns what it returns."""
    for name, module_name, path in HOOKS:
        if (module_name, path) in _INSTALLED:
            continue
        _INSTALLED.add((module_name, path))
        try:
            owner = importlib.import_module(module_name)
        except ImportError:
            continue
        *parents, attr = path.split(".")
        for part in parents:
            owner = getattr(owner, part, None)
        if owner is None or not hasattr(owner, attr):
            continue
        raw = inspect.getattr_static(owner, attr)
        if isinstance(raw, classmethod):
            setattr(owner, attr, classmethod(_timed(name, raw.__func__)))
        elif isinstance(raw, staticmethod):
            setattr(owner, attr, staticmethod(_timed(name, raw.__func__)))
        else:
            setattr(owner, attr, _timed(name, raw))
