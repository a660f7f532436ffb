"""OpenVINO probe: the job's torch.export program converted by OpenVINO's converter
(``openvino.convert_model``), compiled for the CPU device, run on the case's inputs and compared
with eager like the export probe.

The CPU plugin is asked for f32 inference precision (``INFERENCE_PRECISION_HINT``): its default
on a CPU with bf16 or fp16 units is a lower precision, which would make a cell depend on the
machine rather than on the conversion. It runs on as many threads as torch does (the engine's
``--torch-threads``). ``convert_s`` is the conversion's wall time. The program is the export
probe's; where torch.export fails the status is ``no-export`` (n/a). The CPU plugin is not
OpenVINO's GPU or NPU plugin (docs/probes.md).

OpenVINO's converter reports each use through ``openvino_telemetry`` (installed with openvino)
unless the user opted out: every event forks a copy of the calling process to send it. In a
worker holding the library and torch, each copy counts its parent's pages again in the
worker's memory (the engine's ``--max-rss`` reads the process group): Kornia cases were stopped
as ``oom`` at 5.2 and 7.7 GiB in a worker whose own peak was 3.0 GiB. The copies also try the
network. The probe
therefore blocks that package in the worker: the converter then uses its own stub, as it does
where the package is not installed, and sends nothing.
"""

from __future__ import annotations

import sys
import time

import numpy as np
import torch

from ..compare import accuracy_fields, verdict
from ..flatten import flatten_outputs
from .job import Job, quiet

# None in sys.modules: `import openvino_telemetry` raises ImportError (the converter's fallback).
sys.modules.setdefault("openvino_telemetry", None)


def _core():
    import openvino as ov

    core = ov.Core()
    core.set_property("CPU", {"INFERENCE_PRECISION_HINT": "f32",
                              "INFERENCE_NUM_THREADS": max(1, torch.get_num_threads())})
    return core


def run(job: Job) -> dict:
    case = job.case
    ep, exc, export_s = job.exported_program()
    job.capture_files("openvino").update(job.capture_files("export"))
    times = {"capture_s": export_s}
    if exc is not None:
        return job.timed("no-export", times,
                         detail="torch.export failed, so there is no program to convert "
                                "(the export column gives its cause)", **job.fail(exc))
    import openvino as ov

    t1 = time.perf_counter()
    try:
        with torch.no_grad(), quiet(), job.stage("ov-convert"):
            model = ov.convert_model(ep)
    except Exception as e:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("convert-fail", times, detail="openvino.convert_model raised",
                         convert_s=round(times["check_s"], 6), **job.fail(e))
    extra = {"convert_s": round(time.perf_counter() - t1, 6)}
    try:
        with quiet(), job.stage("ov-compile"):
            compiled = _core().compile_model(model, "CPU")
    except Exception as e:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("ov-compile-fail", times, detail="compiling for the CPU device raised",
                         **extra, **job.fail(e))
    times["check_s"] = time.perf_counter() - t1
    t2 = time.perf_counter()
    try:
        with job.stage("run"):
            result = compiled([t.numpy(force=True) for t in job.inputs()])
            got, _ = flatten_outputs([torch.from_numpy(np.array(result[o]))
                                      for o in compiled.outputs])
    except Exception as e:
        times["run_s"] = time.perf_counter() - t2
        return job.timed("ov-infer-fail", times, detail="inference on the CPU device raised",
                         **extra, **job.fail(e))
    ref = job.eager.outputs
    with job.stage("compare"):
        status, why = verdict(case, ref, got)
        extra.update(accuracy_fields(case, ref, got))
    times["run_s"] = time.perf_counter() - t2
    return job.timed(status, times, detail=why or "", **extra)
