"""speed probe: latencies of eager, torch.compile, the exported program and onnxruntime on the
case's own inputs, measured in one process, plus the compiled module's recompiles.

A probe of its own (not inside the capture probes) so that the capture probes' code, whose
digests keep the committed surveys valid, stays as it is. It reuses what the job already has:
the eager reference (run_probe computes it first), the job's exported program (shared with the
export probe when both run in one job), ONNX exported from that program (no second trace of
the wrapper) and inductor's FX graph cache warmed by the compile probe.

Timing (``capgrid.timing``): warm-up, then interleaved rounds (eager, compile, export, onnx,
eager, ...) until every variant has ``MIN_TOTAL_S`` of samples or ``MAX_RUNS`` of them, or the
rounds have taken ``MAX_TIMING_S``. Every variant runs with ``torch.get_num_threads()``
threads (onnxruntime's ``intra_op_num_threads`` is set to the same). A variant whose median is
under ``TOO_FAST_S`` is marked ``too_fast``: its speedup is not given (the pages' ``<``).

Recompiles: the timed module (its backend switched from inductor to running dynamo's graphs as
they are, ``SwitchableBackend``: a recompile then costs a trace, not a kernel build) is called
again with new values of the same shapes (each input drawn in its own observed range: floats
uniform in [min, max], integers in [min, max], bools at random, with the input's strides), then
at the dynamic-batch probes' two other sizes, B+1 and then 2B+1 (``dynamic.py``: the case's
``dynamic=`` dimensions or the batch rule, rows repeated), under torch.compile's default dynamic
setting; each count is the growth of dynamo's ``counters["frames"] ["total"]`` over that call,
and the reason is the guard failure dynamo recorded (``torch._dynamo.utils.guard_failures``).
``went_dynamic``: dynamo's automatic dynamic shapes took over, i.e. the call at B+1 recompiled
into a graph with a free symbolic size and the call at 2B+1 needed no recompile; false when it
recompiled at 2B+1 too (a size read into Python, a specialised size), null when no size change
recompiled anything or a call raised. A variant that fails
is recorded with its reason; the probe never raises for it.
"""

from __future__ import annotations

import os
import platform
import time

import onnxruntime as ort
import torch
import torch._dynamo

from ..data import speed_variants
from ..isolation import seed
from ..timing import summarise, time_interleaved
from .dynamic import dynamic_dims, inputs_at, symbol_sizes, trial_sizes
from .job import Job, quiet
from .onnx import _feed, providers

REASON_KEEP = 300
# The variants, baseline first, named as the probes that capture them (data/statuses.json).
VARIANTS = speed_variants()
# The generator of the new values (fixed: the same case gets the same values on every run).
VALUES_SEED = 4321


def _one_line(text: str) -> str:
    first = str(text).strip().splitlines()[0] if str(text).strip() else ""
    return " ".join(first.split())[:REASON_KEEP]


def _error(what: str, exc: BaseException) -> str:
    return _one_line(f"{what}: {type(exc).__name__}: {exc}")


def _drawn(t: torch.Tensor, gen: torch.Generator) -> torch.Tensor:
    """Contiguous values of ``t``'s shape and dtype drawn in ``t``'s own range."""
    if t.dtype == torch.bool:
        return torch.randint(0, 2, t.shape, generator=gen).to(torch.bool)
    if t.is_floating_point():
        lo, hi = float(t.min()), float(t.max())
        r = torch.rand(t.shape, generator=gen, dtype=torch.float64)
        return (r * (hi - lo) + lo).to(t.dtype)
    if t.is_complex():
        return torch.randn(t.shape, generator=gen, dtype=t.dtype)
    lo, hi = int(t.min()), int(t.max())
    return torch.randint(lo, hi + 1, t.shape, generator=gen, dtype=torch.int64).to(t.dtype)


def new_values(t: torch.Tensor, gen: torch.Generator) -> torch.Tensor:
    """A tensor of ``t``'s shape, dtype, device and strides with other values in ``t``'s own
    range. The strides are kept because dynamo guards on them: a transposed or sliced input
    given back contiguous would recompile on its layout, not on its values. An input whose
    elements overlap (an expanded view) cannot hold independent values: it is given back with
    the strides a clone has."""
    if t.numel() == 0 or t.is_sparse or t.layout != torch.strided:
        return t.clone()
    values = _drawn(t, gen)
    out = torch.empty_strided(t.shape, t.stride(), dtype=t.dtype, device=t.device)
    try:
        out.copy_(values)
    except RuntimeError:  # overlapping memory
        out = t.detach().clone()
        out.copy_(values)
    return out


class Recompiles:
    """Counts dynamo's frame compilations and the guard failures over one call."""

    def __enter__(self):
        from torch._dynamo.utils import counters, guard_failures

        self._counters, self._failures = counters, guard_failures
        self._frames = counters["frames"]["total"]
        self._seen = {code: len(v) for code, v in guard_failures.items()}
        return self

    def __exit__(self, *exc):
        self.count = self._counters["frames"]["total"] - self._frames
        self.reasons = []
        for code, reasons in self._failures.items():
            self.reasons += [_one_line(r) for r in reasons[self._seen.get(code, 0):]]
        return False


def _recompile_check(compiled, inputs) -> dict:
    """{count, reason, error} of one call of the compiled module."""
    try:
        with Recompiles() as rc, torch.no_grad():
            seed()
            compiled(*inputs)
    except Exception as e:
        return {"count": None, "reason": "", "error": _error("the call raised", e)}
    return {"count": rc.count, "reason": rc.reasons[0] if rc.reasons else "", "error": ""}


class SwitchableBackend:
    """Inductor until ``retrace_only`` is set, then dynamo's graphs run as they are: the
    recompile checks that follow the timing cost a trace each, not a kernel build, and stay on
    the timed module's own cache entries (one backend object, so no backend guard fails).
    Which guards fail, and so how often dynamo recompiles, is dynamo's decision whatever the
    backend."""

    def __init__(self):
        from torch._inductor.compile_fx import compile_fx

        self._compile_fx = compile_fx
        self.retrace_only = False
        # a graph traced since retrace_only was set has a symbolic size
        self.symbolic = False

    def __call__(self, gm, example_inputs):
        if self.retrace_only:
            self.symbolic = self.symbolic or has_symbolic_size(gm)
            return gm.forward
        return self._compile_fx(gm, example_inputs)


def has_symbolic_size(gm) -> bool:
    """A placeholder of dynamo's graph is a symbolic int, or a tensor with a symbolic size,
    that is still free: dynamo traced it with dynamic shapes. A size the trace specialised
    (``if x.shape[0] == 4``) is a SymInt whose value is fixed, so it does not count."""
    from torch.fx.experimental.symbolic_shapes import is_concrete_int

    def free(d) -> bool:
        return isinstance(d, torch.SymInt) and not is_concrete_int(d)

    for node in gm.graph.nodes:
        if node.op != "placeholder":
            continue
        value = node.meta.get("example_value")
        if free(value) or (isinstance(value, torch.Tensor) and any(map(free, value.shape))):
            return True
    return False


# The sizes after the case's own (B), in the order they are tried: B+1, then 2B+1.
SIZE_CHECKS = ("new_batch", "larger_batch")


def _recompiles(job: Job, compiled, backend: SwitchableBackend) -> tuple[dict, bool | None]:
    """Recompile counts and reasons of the timed module on new values of the same shapes and
    at B+1 and 2B+1; whether it went dynamic (the module docstring)."""
    out = {}
    gen = torch.Generator().manual_seed(VALUES_SEED)
    out["same_shape"] = _recompile_check(compiled, [new_values(t, gen) for t in job.inputs()])
    dims = dynamic_dims(job.case)
    if isinstance(dims, str):
        for key in SIZE_CHECKS:
            out[key] = {"count": None, "reason": "", "error": dims}
        return out, None
    inputs = job.inputs()
    backend.symbolic = False
    for key, sizes in zip(SIZE_CHECKS, trial_sizes(symbol_sizes(inputs, dims)), strict=True):
        out[key] = _recompile_check(compiled, inputs_at(inputs, dims, sizes))
    new, larger = (out[key]["count"] for key in SIZE_CHECKS)
    if new is None or larger is None or new + larger == 0:
        return out, None
    # dynamic: it recompiled at B+1 into a graph with a free size and so took 2B+1 as it was
    return out, backend.symbolic and new >= 1 and larger == 0


def machine() -> str:
    """The CPU model and count the times were taken on (the pages say so)."""
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} CPUs"


def _ort_runner(job: Job, ep, inputs):
    """(runner, onnx export seconds) of an onnxruntime session of the job's program (the
    exported program when there is one, else the wrapper)."""
    t0 = time.perf_counter()
    source = ep if ep is not None else job.wrapper
    with torch.no_grad(), quiet():
        program = torch.onnx.export(
            source, tuple(inputs), dynamo=True, opset_version=job.opset, optimize=True,
            verbose=False, report=False, dump_exported_program=False)
        data = program.model_proto.SerializeToString()
    export_s = time.perf_counter() - t0
    options = ort.SessionOptions()
    options.log_severity_level = 3
    options.intra_op_num_threads = max(1, torch.get_num_threads())
    sess = ort.InferenceSession(data, options, providers=providers(job.device))
    feed, _ = _feed(sess, inputs)
    sess.run(None, feed)
    return (lambda: sess.run(None, feed)), export_s


def run(job: Job) -> dict:
    wrapper = job.wrapper
    inputs = job.inputs()
    threads = max(1, torch.get_num_threads())
    runners: dict = {}
    errors: dict[str, str] = {}
    times: dict = {}

    def call(module):
        def go():
            with torch.no_grad():
                return module(*inputs)
        return go

    runners["eager"] = call(wrapper)

    t0 = time.perf_counter()
    compiled = None
    with torch._dynamo.config.patch(suppress_errors=False, cache_size_limit=64):
        torch._dynamo.reset()
        try:
            backend = SwitchableBackend()
            compiled = torch.compile(wrapper, backend=backend)
            seed()
            with torch.no_grad():
                compiled(*job.inputs())
            runners["compile"] = call(compiled)
        except Exception as e:
            compiled = None
            errors["compile"] = _error("torch.compile raised", e)
        ep, exc, _ = job.exported_program()
        if exc is not None:
            errors["export"] = _error("torch.export.export raised", exc)
        else:
            try:
                runners["export"] = call(ep.module())
            except Exception as e:
                errors["export"] = _error("ExportedProgram.module() raised", e)
        try:
            runners["onnx"], _ = _ort_runner(job, ep, job.inputs())
        except Exception as e:
            errors["onnx"] = _error("ONNX export or onnxruntime raised", e)
        # compile, the exported program's module, the ONNX export and its session
        times["capture_s"] = time.perf_counter() - t0

        t1 = time.perf_counter()
        try:
            # on a GPU every timed call ends when its kernels have (timing.time_interleaved)
            sync = torch.cuda.synchronize if str(job.device).startswith("cuda") else None
            samples = time_interleaved(runners, sync=sync)
        except Exception as e:  # a variant that ran once but raises on a later call
            return job.timed("fail", times, detail=_error("a timed run raised", e),
                             **job.fail(e))
        times["run_s"] = time.perf_counter() - t1

        t2 = time.perf_counter()
        recompiles, went_dynamic = {}, None
        if compiled is not None:
            backend.retrace_only = True
            recompiles, went_dynamic = _recompiles(job, compiled, backend)
        times["check_s"] = time.perf_counter() - t2

    latency = {name: summarise(s) for name, s in samples.items()}
    eager = latency["eager"]
    torch._dynamo.reset()
    speedup = {}
    for name in VARIANTS[1:]:
        lat = latency.get(name)
        ok = lat is not None and not lat["too_fast"] and not eager["too_fast"]
        speedup[name] = round(eager["median_s"] / lat["median_s"], 4) if ok else None
    same = recompiles.get("same_shape", {})
    batch = recompiles.get("new_batch", {})
    larger = recompiles.get("larger_batch", {})
    fields = {
        "threads": threads,
        "machine": machine(),
        "latency": latency,
        "speedup": speedup,
        "variant_errors": errors,
        "recompiles_same_shape": same.get("count"),
        "recompiles_new_batch": batch.get("count"),
        "recompile_reason": same.get("reason", ""),
        "new_batch_reason": batch.get("reason", ""),
        "recompiles_larger_batch": larger.get("count"),
        "larger_batch_reason": larger.get("reason", ""),
        "went_dynamic": went_dynamic,
        "recompile_errors": {k: v["error"] for k, v in recompiles.items() if v["error"]},
    }
    timed = [n for n in VARIANTS[1:] if n in latency]
    if not timed:
        return job.timed("speed-no-capture", times,
                         detail="; ".join(errors.values())[:REASON_KEEP], **fields)
    detail = ", ".join(f"{n} x{speedup[n]:g}" for n in timed if speedup[n] is not None)
    if eager["too_fast"]:
        detail = f"eager under {int(eager['too_fast_below_s'] * 1e6)} us: too fast to time"
    return job.timed("timed", times, detail=detail, **fields)

