"""torch.compile probe: one inductor compile, counting graphs and graph breaks as it goes.

The backend handed to ``torch.compile`` records every graph dynamo produces (and the reason
dynamo gives for cutting it) before passing it on to inductor, so counting costs no second
compile. With the job option ``explain: true`` the count comes from ``torch._dynamo.explain``
first (Kornia's way: two traces), and the compile that follows is a plain inductor one.
"""

from __future__ import annotations

import functools
import json
import os
import re
import time

import torch
import torch._dynamo

from .. import compile_cache
from ..compare import accuracy_fields, check_unverified, compare
from ..flatten import flatten_outputs
from ..isolation import seed
from ..stages import stage
from .job import Job, quiet

REASON_KEEP = 300


@functools.lru_cache(maxsize=1)
def _registry() -> dict[str, str]:
    """gb_type -> registry id (``GB0124``) from the installed torch's graph-break registry."""
    path = os.path.join(os.path.dirname(torch._dynamo.__file__), "graph_break_registry.json")
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    return {entry["Gb_type"]: gb_id for gb_id, entries in data.items() for entry in entries
            if isinstance(entry, dict) and "Gb_type" in entry}


_LINK = re.compile(r"/gb/gb(\d+)\.html")


def describe_break(reason: str, user_stack, locator) -> dict:
    """``{reason, type, registry_id, where}`` for one graph-break reason."""
    lines = [ln.strip() for ln in str(reason).splitlines() if ln.strip()]
    gb_type = lines[0] if lines else ""
    registry_id = _registry().get(gb_type, "")
    if not registry_id:
        m = _LINK.search(str(reason))
        registry_id = f"GB{m.group(1)}" if m else ""
    where = ""
    frames = list(user_stack or [])
    for fs in reversed(frames):
        rel = locator.relative(fs.filename)
        if rel:
            where = f"{rel}:{fs.lineno}"
            break
    if not where and frames:
        where = f"{os.path.basename(frames[-1].filename)}:{frames[-1].lineno}"
    return {"reason": " | ".join(lines)[:REASON_KEEP], "type": gb_type,
            "registry_id": registry_id, "where": where}


def note_traced_files(files: set | None) -> None:
    """Add the files of every code object dynamo traced for the graph being compiled (the
    frame and everything it inlined) to ``files``: the compile probe's sources, read without a
    tracer (dynamo knows what it traced; a tracer would slow dynamo itself down)."""
    if files is None:
        return
    from torch._guards import TracingContext

    ctx = TracingContext.try_get()
    for code in getattr(ctx, "traced_code", None) or ():
        files.add(code.co_filename)


def note_exception_files(files: set | None, exc: BaseException) -> None:
    """Add the files of the user frames a failed compile names (dynamo's ``real_stack`` and
    the traceback of each exception in the chain): the graph being traced when it failed never
    reached the backend."""
    if files is None:
        return
    seen = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        for fs in getattr(exc, "real_stack", None) or ():
            files.add(fs.filename)
        tb = exc.__traceback__
        while tb is not None:
            files.add(tb.tb_frame.f_code.co_filename)
            tb = tb.tb_next
        exc = exc.__cause__ or exc.__context__


class CountingBackend:
    """A torch.compile backend: records each graph and its break reason (and, with ``files``,
    the files dynamo traced), then calls inductor; counts the calls of the compiled graphs
    (``executed``): an ``ok`` needs compiled code that ran, not only a call that returned."""

    def __init__(self, files: set | None = None):
        from torch._inductor.compile_fx import compile_fx

        self._compile_fx = compile_fx
        self.files = files
        self.graphs = 0
        self.executed = 0
        self.reasons: list = []  # GraphCompileReason of graphs that ended in a graph break

    def __call__(self, gm, example_inputs):
        self.graphs += 1
        reason = getattr(gm, "compile_subgraph_reason", None)
        if reason is not None and getattr(reason, "graph_break", False):
            self.reasons.append(reason)
        note_traced_files(self.files)
        with stage("inductor"):
            compiled = self._compile_fx(gm, example_inputs)

        def counted(*args):  # dynamo's calling convention (boxed or not) passed through
            self.executed += 1
            return compiled(*args)

        counted._boxed_call = getattr(compiled, "_boxed_call", False)
        return counted


def _break_count(graphs: int, n_reasons: int) -> int:
    # Dynamo's own rule (explain) is graphs - 1. With no graph at all, either dynamo gave up on
    # the whole frame and ran it eagerly (it then recorded why: one break per reason, never
    # "ok"), or the frame held no tensor operation worth a graph (an identity, a constant, a
    # custom op dynamo passes through): no reason, no break (explain would say -1).
    return graphs - 1 if graphs > 0 else n_reasons


def _breaks(reasons, unimplemented: list[str], locator) -> list[dict]:
    """Break records: where from dynamo's compile reasons, type and registry id from the
    graph-break messages dynamo counted (the compile reason of a data-dependent branch only
    says "generic_jump", while the counted message starts with its registry type)."""
    out = [describe_break(r.reason, r.user_stack, locator) for r in reasons]
    messages = [describe_break(m, [], locator) for m in unimplemented]
    pending = [m for m in messages if m["registry_id"]]
    for b in out:
        if not b["registry_id"] and pending:
            m = pending.pop(0)
            b.update(reason=m["reason"], type=m["type"], registry_id=m["registry_id"])
        elif b["registry_id"] and pending and pending[0]["type"] == b["type"]:
            pending.pop(0)
    if not out:  # no graph carried a reason: the frame was given up on as a whole
        out = messages
    return _dedupe(out)


def _counted_messages() -> list[str]:
    from torch._dynamo.utils import counters

    return list(counters["unimplemented"]) + [
        m for m in counters["graph_break"] if m not in counters["unimplemented"]]


def _dedupe(breaks: list[dict]) -> list[dict]:
    seen, out = set(), []
    for b in breaks:
        key = (b["type"], b["where"])
        if key not in seen:
            seen.add(key)
            out.append(b)
    return out


def explain_info(job: Job) -> dict:
    """Graphs, breaks and their reasons as ``torch._dynamo.explain`` counts them (Kornia's way;
    the probe's ``explain`` option and bench/explain_agreement.py). Raises what explain raises."""
    from torch._dynamo.utils import counters

    counters.clear()
    with torch._dynamo.config.patch(suppress_errors=False, cache_size_limit=64):
        torch._dynamo.reset()
        seed()
        with torch.no_grad(), quiet():
            ex = torch._dynamo.explain(job.wrapper)(*job.inputs())
    breaks = _breaks(ex.break_reasons, _counted_messages(), job.locator)
    return {"graphs": int(ex.graph_count),
            "graph_breaks": _break_count(int(ex.graph_count), len(breaks)),
            "break_reasons": breaks, "counted_by": "explain"}


def run(job: Job) -> dict:
    case = job.case
    times: dict = {}
    info: dict = {}
    wrapper = job.wrapper
    # The compile probe's capture files; the eager files (job.sources) cover graph-break
    # fallbacks, which run the eager code.
    files = job.capture_files("compile") if job.record_sources else None
    from torch._dynamo.utils import counters

    counters.clear()

    with torch._dynamo.config.patch(suppress_errors=False, cache_size_limit=64):
        if job.options.get("explain"):
            t0 = time.perf_counter()
            try:
                with job.stage("explain"):
                    info = explain_info(job)
            except Exception as e:
                times["check_s"] = time.perf_counter() - t0
                return job.timed("fail", times, detail="torch._dynamo.explain raised",
                                 **job.fail(e))
            times["check_s"] = time.perf_counter() - t0
        backend = CountingBackend(files)
        torch._dynamo.reset()
        counters.clear()
        t1 = time.perf_counter()
        try:
            compiled = torch.compile(wrapper, backend=backend)
            seed()
            with torch.no_grad(), job.stage("compile"):
                out = compiled(*job.inputs())
            got, _ = flatten_outputs(out)
        except Exception as e:
            times["capture_s"] = time.perf_counter() - t1
            note_exception_files(files, e)
            return job.timed("fail", times, detail="torch.compile raised", **job.fail(e))
        times["capture_s"] = time.perf_counter() - t1
    if not info:
        breaks = _breaks(backend.reasons, _counted_messages(), job.locator)
        info = {"graphs": backend.graphs,
                "graph_breaks": _break_count(backend.graphs, len(breaks)),
                "break_reasons": breaks, "counted_by": "backend"}
    info["executed"] = backend.executed
    t2 = time.perf_counter()
    ref = job.eager.outputs
    with job.stage("compare"):
        if case.check:
            why = compare(ref, got, case.atol, case.rtol)
            status = "mismatch" if why else ("ok-breaks" if info["graph_breaks"] > 0 else "ok")
        else:
            why = check_unverified(ref, got)
            status = "mismatch" if why else "ok-unverified"
        info.update(accuracy_fields(case, ref, got))
    times["run_s"] = time.perf_counter() - t2
    detail = why or (f"graph_breaks={info['graph_breaks']}" if info["graph_breaks"] else "")
    if not why and (info["graphs"] == 0 or backend.executed == 0):
        status, detail = nothing_compiled_ran(info)
    return job.timed(status, times, detail=detail, compile_cache=compile_cache.counts(), **info)


def nothing_compiled_ran(info: dict) -> tuple[str, str]:
    """(status, detail) of a call through torch.compile that matched eager although no compiled
    code ran: ``no-graph`` when there was nothing to compile, else ``compile-gave-up``."""
    if info["graphs"] > 0:
        return "compile-gave-up", (f"torch.compile compiled {info['graphs']} graph(s), but none "
                                   "ran: the call took the eager path")
    reasons = info.get("break_reasons") or []
    if reasons:
        return "compile-gave-up", ("torch.compile captured no graph: dynamo gave up on the whole "
                                   "forward and ran it eagerly "
                                   f"({reasons[0]['reason'][:REASON_KEEP]})")
    return "no-graph", ("torch.compile captured no graph: the forward holds no tensor operation "
                        "dynamo compiles (it ran eagerly)")
