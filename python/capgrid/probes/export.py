"""torch.export probe: export (non-strict), then run the ExportedProgram and compare with eager.

Kornia's probe stops at "captured"; capgrid also runs ``program.module()`` so a capture that
computes something else is a ``mismatch``, not an ``ok``.
"""

from __future__ import annotations

import time

import torch

from ..compare import accuracy_fields, verdict
from ..flatten import flatten_outputs
from ..isolation import seed
from .dependence import constant_outputs_note, fx_constant_outputs, join_detail
from .job import Job


def run(job: Job) -> dict:
    case = job.case
    ep, exc, capture_s = job.exported_program()
    times = {"capture_s": capture_s}
    if exc is not None:
        return job.timed("fail", times, detail="torch.export.export raised", **job.fail(exc))
    extra = {}
    note = ""
    if job.inputs():
        with job.stage("dependence"):
            constant = fx_constant_outputs(ep)
        extra["constant_outputs"] = constant
        note = constant_outputs_note(constant, len(ep.graph_signature.user_outputs), case.check)
    t1 = time.perf_counter()
    try:
        with job.stage("module"):
            module = ep.module()
    except Exception as e:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("fail", times, detail="ExportedProgram.module() raised", **extra,
                         **job.fail(e))
    times["check_s"] = time.perf_counter() - t1
    t2 = time.perf_counter()
    try:
        seed()
        with torch.no_grad(), job.stage("run"):
            out = module(*job.inputs())
        got, _ = flatten_outputs(out)
    except Exception as e:
        times["run_s"] = time.perf_counter() - t2
        return job.timed("fail", times, detail="running the exported program raised",
                         **extra, **job.fail(e))
    ref = job.eager.outputs
    with job.stage("compare"):
        status, why = verdict(case, ref, got)
        extra.update(accuracy_fields(case, ref, got))
    times["run_s"] = time.perf_counter() - t2
    return job.timed(status, times, detail=join_detail(why, note), **extra)

