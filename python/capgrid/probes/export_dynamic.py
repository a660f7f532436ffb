"""torch.export probe with a dynamic batch: export with ``dynamic_shapes``, check the dimensions
stayed symbolic in the program, run it at two other sizes and compare with eager there.

Statuses: ``ok`` / ``ok-unverified``; ``specialised`` (export said the dimension was inferred to
be a constant, the program holds a constant there, or the program refuses another size);
``mismatch`` (runs at another size, other values than eager there); ``fail`` (any other export
error: a guard on the size, a data-dependent size); ``no-dynamic-dim`` (nothing to make dynamic);
``eager-fail`` (the case itself raises at another size).
"""

from __future__ import annotations

import time

import torch

from ..flatten import flatten_outputs
from ..isolation import seed
from . import dynamic as dyn
from .job import Job, quiet


def static_dims(ep, dims: dict[int, dict[int, str]]) -> list[str]:
    """The dynamic dimensions that are constants in the program (``input 0 dim 0 = 3``): the
    placeholder of each user input holds a SymInt there, not an int."""
    user = list(ep.graph_signature.user_inputs)
    nodes = {n.name: n for n in ep.graph.nodes if n.op == "placeholder"}
    out = []
    for i, ds in sorted(dims.items()):
        node = nodes.get(user[i]) if i < len(user) else None
        val = node.meta.get("val") if node is not None else None
        for d in sorted(ds):
            size = val.shape[d] if isinstance(val, torch.Tensor) and d < val.dim() else None
            if not isinstance(size, torch.SymInt) or size.node.expr.is_number:
                out.append(f"input {i} dim {d} = {size}")
    return out


def run(job: Job) -> dict:
    dims = dyn.dynamic_dims(job.case)
    if isinstance(dims, str):
        return job.record("no-dynamic-dim", detail=dims)
    what = dyn.describe(dims)
    inputs = job.inputs()
    times = {}
    seed()
    t0 = time.perf_counter()
    try:
        with torch.no_grad(), quiet(), job.recording_library(
                job.capture_files("export_dynamic")), job.stage("export"):
            ep = torch.export.export(
                job.wrapper, tuple(inputs),
                dynamic_shapes=dyn.export_dynamic_shapes(dims, len(inputs)), strict=False)
    except Exception as e:
        times["capture_s"] = time.perf_counter() - t0
        if dyn.specialised_text(e):
            return job.timed("specialised", times, **job.fail(e),
                             detail=f"torch.export made {what} a constant")
        return job.timed("fail", times, **job.fail(e),
                         detail=f"torch.export.export with {what} dynamic raised")
    times["capture_s"] = time.perf_counter() - t0
    t1 = time.perf_counter()
    constant = static_dims(ep, dims)
    if constant:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("specialised", times,
                         detail=f"exported, but {', '.join(constant)} in the program")
    try:
        with job.stage("module"):
            module = ep.module()
    except Exception as e:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("fail", times, detail="ExportedProgram.module() raised", **job.fail(e))
    times["check_s"] = time.perf_counter() - t1
    t2 = time.perf_counter()
    sizes = dyn.symbol_sizes(inputs, dims)
    statuses = []
    extra: dict = {}
    for trial in dyn.trial_sizes(sizes):
        at = dyn.inputs_at(inputs, dims, trial)
        where = dyn.sizes_text(trial)
        try:
            seed()
            with torch.no_grad(), job.stage("run"):
                got, _ = flatten_outputs(module(*[t.clone() for t in at]))
        except Exception as e:
            times["run_s"] = time.perf_counter() - t2
            return job.timed("specialised", times, **job.fail(e),
                             detail=f"{what}: the exported program refused {where}")
        try:
            ref = dyn.eager_at(job, at)
        except dyn.EagerAtSizeError as e:
            times["run_s"] = time.perf_counter() - t2
            return job.timed("eager-fail", times, **job.fail(e.__cause__ or e),
                             detail=f"{what}: the program ran, but the case itself raised "
                             f"eagerly at {where}")
        status, why = dyn.check_outputs(job, ref, got, extra)
        if status == "mismatch":
            times["run_s"] = time.perf_counter() - t2
            return job.timed("mismatch", times, detail=f"{what}: at {where}: {why}", **extra)
        statuses.append(status)
    times["run_s"] = time.perf_counter() - t2
    tried = " and ".join(dyn.sizes_text(t) for t in dyn.trial_sizes(sizes))
    return job.timed(statuses[-1], times, detail=f"{what}: ran at {tried} (case: "
                     f"{dyn.sizes_text(sizes)})", **extra)
