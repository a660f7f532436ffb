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

from ..compare import check_unverified, compare
from ..flatten import flatten_outputs
from ..isolation import seed
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


class CountingBackend:
    """A torch.compile backend: records each graph and its break reason, then calls inductor."""

    def __init__(self):
        from torch._inductor.compile_fx import compile_fx

        self._compile_fx = compile_fx
        self.graphs = 0
        self.reasons: list = []  # GraphCompileReason of graphs that ended in a graph break

    def __call__(self, gm, example_inputs):
        self.graphs += 1
        reason = getattr(gm, "compile_subgraph_reason", None)
        if reason is not None and getattr(reason, "graph_break", False):
            self.reasons.append(reason)
        return self._compile_fx(gm, example_inputs)


def _break_count(graphs: int, n_reasons: int) -> int:
    # Dynamo's own rule (explain): breaks = graphs - 1; with no graph at all, count the reasons.
    return graphs - 1 if graphs > 0 else n_reasons


def _dedupe(breaks: list[dict]) -> list[dict]:
    seen, out = set(), []
    for b in breaks:
        key = (b["type"], b["where"])
        if key not in seen:
            seen.add(key)
            out.append(b)
    return out


def run(job: Job) -> dict:
    case = job.case
    times: dict = {}
    info: dict = {}
    wrapper = job.wrapper
    from torch._dynamo.utils import counters

    with torch._dynamo.config.patch(suppress_errors=False, cache_size_limit=64):
        if job.options.get("explain"):
            t0 = time.perf_counter()
            try:
                torch._dynamo.reset()
                seed()
                with torch.no_grad(), quiet():
                    ex = torch._dynamo.explain(wrapper)(*job.inputs())
            except Exception as e:
                times["check_s"] = time.perf_counter() - t0
                return job.timed("fail", times, detail="torch._dynamo.explain raised",
                                 **job.fail(e))
            times["check_s"] = time.perf_counter() - t0
            info = {"graphs": int(ex.graph_count),
                    "graph_breaks": _break_count(int(ex.graph_count), len(ex.break_reasons)),
                    "break_reasons": _dedupe([describe_break(r.reason, r.user_stack, job.locator)
                                              for r in ex.break_reasons]),
                    "counted_by": "explain"}
            backend = "inductor"
        else:
            backend = CountingBackend()
        torch._dynamo.reset()
        counters.clear()
        t1 = time.perf_counter()
        try:
            compiled = torch.compile(wrapper, backend=backend)
            seed()
            with torch.no_grad():
                out = compiled(*job.inputs())
            got, _ = flatten_outputs(out)
        except Exception as e:
            times["capture_s"] = time.perf_counter() - t1
            return job.timed("fail", times, detail="torch.compile raised", **job.fail(e))
        times["capture_s"] = time.perf_counter() - t1
    if not info:
        reasons = [describe_break(r.reason, r.user_stack, job.locator) for r in backend.reasons]
        if not reasons:  # breaks that produced no graph are only in dynamo's counters
            reasons = [describe_break(msg, [], job.locator) for msg in counters["graph_break"]]
        info = {"graphs": backend.graphs,
                "graph_breaks": _break_count(backend.graphs, len(reasons)),
                "break_reasons": _dedupe(reasons), "counted_by": "backend"}
    t2 = time.perf_counter()
    ref = job.eager.outputs
    if case.check:
        why = compare(ref, got, case.atol, case.rtol)
        status = "mismatch" if why else ("ok-breaks" if info["graph_breaks"] > 0 else "ok")
    else:
        why = check_unverified(ref, got)
        status = "mismatch" if why else "ok-unverified"
    times["run_s"] = time.perf_counter() - t2
    detail = why or (f"graph_breaks={info['graph_breaks']}" if info["graph_breaks"] else "")
    return job.timed(status, times, detail=detail, **info)
