"""ONNX probe with a dynamic batch: torch.onnx.export(dynamo=True) with ``dynamic_shapes``, the
model's input dimensions checked symbolic (``dim_param``), onnx.checker, then onnxruntime at two
other sizes, compared with eager there.

Statuses as ``export_dynamic``'s (``specialised`` when the exporter made the dimension a
constant, the model's input holds a fixed size there, or onnxruntime refuses another size), with
the ONNX probe's failure statuses for the other errors (``export-fail``, ``checker-fail``,
``ort-load-fail``).
"""

from __future__ import annotations

import time

import numpy as np
import onnx
import onnxruntime as ort
import torch

from ..isolation import seed
from . import dynamic as dyn
from .job import Job, quiet
from .onnx import _feed, op_types, providers

# The status of this probe when its own code raises (job.run_probe): the exporter's failure.
RAISED_STATUS = "export-fail"


def static_dims(model: onnx.ModelProto, dims: dict[int, dict[int, str]]) -> list[str]:
    """The dynamic dimensions the model's graph inputs hold as a fixed size (``dim_value``) or
    without a name (``in0 dim 0 = 3``). An input the exporter folded away is not checked."""
    graph_inputs = {i.name: i for i in model.graph.input}
    out = []
    for i, ds in sorted(dims.items()):
        value = graph_inputs.get(f"in{i}")
        if value is None:
            continue
        shape = value.type.tensor_type.shape.dim
        for d in sorted(ds):
            dim = shape[d] if d < len(shape) else None
            if dim is None or not dim.dim_param:
                out.append(f"in{i} dim {d} = {dim.dim_value if dim is not None else '?'}")
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
                job.capture_files("onnx_dynamic")), job.stage("onnx-export"):
            program = torch.onnx.export(
                job.wrapper, tuple(inputs), dynamo=True, opset_version=job.opset,
                dynamic_shapes=dyn.export_dynamic_shapes(dims, len(inputs)),
                optimize=True, verbose=False, report=False, dump_exported_program=False,
            )
            model = program.model_proto
            data = model.SerializeToString()
    except Exception as e:
        times["capture_s"] = time.perf_counter() - t0
        if dyn.specialised_text(e):
            return job.timed("specialised", times, **job.fail(e),
                             detail=f"torch.onnx.export made {what} a constant")
        return job.timed("export-fail", times, **job.fail(e),
                         detail=f"torch.onnx.export with {what} dynamic raised")
    times["capture_s"] = time.perf_counter() - t0
    extra = {"onnx_ops": op_types(model), "model_bytes": len(data)}
    t1 = time.perf_counter()
    constant = static_dims(model, dims)
    if constant:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("specialised", times, **extra,
                         detail=f"exported, but the model's {', '.join(constant)}")
    try:
        with job.stage("checker"):
            onnx.checker.check_model(model, full_check=True)
    except Exception as e:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("checker-fail", times, detail="onnx.checker rejected the model",
                         **extra, **job.fail(e))
    try:
        options = ort.SessionOptions()
        options.log_severity_level = 3
        options.intra_op_num_threads = max(1, torch.get_num_threads())
        with job.stage("ort-session"):
            sess = ort.InferenceSession(data, options, providers=providers(job.device))
        extra["ort_provider"] = sess.get_providers()[0]
    except Exception as e:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("ort-load-fail", times, detail="onnxruntime could not load the model",
                         **extra, **job.fail(e))
    times["check_s"] = time.perf_counter() - t1
    t2 = time.perf_counter()
    sizes = dyn.symbol_sizes(inputs, dims)
    statuses = []
    for trial in dyn.trial_sizes(sizes):
        at = dyn.inputs_at(inputs, dims, trial)
        where = dyn.sizes_text(trial)
        try:
            feed, dropped = _feed(sess, at)
            extra["dropped_inputs"] = dropped
            with job.stage("run"):
                got = [np.asarray(g) for g in sess.run(None, feed)]
        except Exception as e:
            times["run_s"] = time.perf_counter() - t2
            return job.timed("specialised", times, **extra, **job.fail(e),
                             detail=f"{what}: onnxruntime refused {where}")
        try:
            ref = dyn.eager_at(job, at)
        except dyn.EagerAtSizeError as e:
            times["run_s"] = time.perf_counter() - t2
            return job.timed("eager-fail", times, **extra, **job.fail(e.__cause__ or e),
                             detail=f"{what}: the model ran, but the case itself raised "
                             f"eagerly at {where}")
        status, why = dyn.check_outputs(job, ref, got, extra)
        if status == "mismatch":
            times["run_s"] = time.perf_counter() - t2
            return job.timed("mismatch", times, **extra, detail=f"{what}: at {where}: {why}")
        statuses.append(status)
    times["run_s"] = time.perf_counter() - t2
    tried = " and ".join(dyn.sizes_text(t) for t in dyn.trial_sizes(sizes))
    return job.timed(statuses[-1], times, **extra,
                     detail=f"{what}: ran at {tried} (case: {dyn.sizes_text(sizes)})")
