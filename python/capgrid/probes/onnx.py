"""ONNX probe: torch.onnx.export(dynamo=True) -> onnx.checker -> onnxruntime -> compare.

onnxruntime runs on the CPU, or with its CUDA provider for ``--device cuda`` when installed.
"""

from __future__ import annotations

import time

import numpy as np
import onnx
import onnxruntime as ort
import torch

from ..compare import accuracy_fields, verdict
from ..isolation import seed
from .dependence import constant_outputs_note, join_detail, onnx_constant_outputs
from .job import Job, quiet
from .onnx_tables import install as build_tables_once

ort.set_default_logger_severity(3)
# torch.onnx's registry and decomposition table built once per worker (onnx_tables.py):
# this module is imported by every probe that exports to ONNX (onnx, onnx_dynamic, speed).
build_tables_once()

# The status of this probe when its own code raises (job.run_probe): the exporter's failure.
RAISED_STATUS = "export-fail"


def op_types(model: onnx.ModelProto) -> list[str]:
    """Sorted op types of the graph, its subgraphs and every local function body.

    Ops of the default domain appear by name; others as ``domain::Op``.
    """
    found: set[str] = set()

    def graph_ops(graph):
        for node in graph.node:
            node_ops(node)

    def node_ops(node):
        domain = node.domain
        found.add(node.op_type if domain in ("", "ai.onnx") else f"{domain}::{node.op_type}")
        for attr in node.attribute:
            if attr.type == onnx.AttributeProto.GRAPH:
                graph_ops(attr.g)
            elif attr.type == onnx.AttributeProto.GRAPHS:
                for g in attr.graphs:
                    graph_ops(g)

    graph_ops(model.graph)
    for fn in model.functions:
        for node in fn.node:
            node_ops(node)
    return sorted(found)


def providers(device: str) -> list[str]:
    """onnxruntime's execution providers for the job's device: CUDA's (with the CPU one for the
    operators it lacks) when the installed onnxruntime has it, else the CPU's alone. The record's
    ``ort_provider`` says which one ran."""
    if device == "cuda" and "CUDAExecutionProvider" in ort.get_available_providers():
        return ["CUDAExecutionProvider", "CPUExecutionProvider"]
    return ["CPUExecutionProvider"]


def as_array(t: torch.Tensor) -> np.ndarray:
    """``t``'s values as a C-contiguous numpy array, the only kind onnxruntime reads correctly:
    conjugate and negative views resolved, any strides (a (1,) view of stride (2,), an expanded
    or channels-last tensor) copied into row-major order."""
    t = t.detach().cpu().resolve_conj().resolve_neg()
    return np.ascontiguousarray(t.numpy())


def _feed(sess, inputs: list[torch.Tensor]):
    """(feed dict, dropped input names) or raise ValueError when inputs cannot be mapped."""
    names = [i.name for i in sess.get_inputs()]
    arrays = [as_array(t) for t in inputs]
    feed = {f"in{i}": a for i, a in enumerate(arrays) if f"in{i}" in names}
    dropped = [f"in{i}" for i in range(len(arrays)) if f"in{i}" not in names]
    if len(feed) != len(names):
        if len(names) != len(arrays):
            raise ValueError(
                f"cannot map inputs: graph has {names}, case has {len(arrays)} tensors")
        feed, dropped = dict(zip(names, arrays, strict=True)), []
    return feed, dropped


def run(job: Job) -> dict:
    case = job.case
    times = {}
    model_source = job.wrapper
    reused = False
    files = job.capture_files("onnx")
    if job.options.get("reuse_export"):
        ep, _, _ = job.exported_program()
        if ep is not None:
            model_source, reused = ep, True
            files |= job.capture_files("export")
    seed()
    t0 = time.perf_counter()
    try:
        with torch.no_grad(), quiet(), job.recording_library(files), job.stage("onnx-export"):
            program = torch.onnx.export(
                model_source, tuple(job.inputs()), dynamo=True, opset_version=job.opset,
                optimize=True, verbose=False, report=False, dump_exported_program=False,
            )
            model = program.model_proto
            data = model.SerializeToString()
    except Exception as e:
        times["capture_s"] = time.perf_counter() - t0
        return job.timed("export-fail", times, detail="torch.onnx.export raised",
                    reused_export=reused, **job.fail(e))
    times["capture_s"] = time.perf_counter() - t0
    extra = {"onnx_ops": op_types(model), "model_bytes": len(data), "reused_export": reused}
    note = ""
    if job.inputs():
        with job.stage("dependence"):
            extra["constant_outputs"] = onnx_constant_outputs(model)
        note = constant_outputs_note(extra["constant_outputs"], len(model.graph.output),
                                     case.check)

    t1 = time.perf_counter()
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
    try:
        feed, dropped_inputs = _feed(sess, job.inputs())
        extra["dropped_inputs"] = dropped_inputs
        with job.stage("run"):
            got = sess.run(None, feed)
    except Exception as e:
        times["run_s"] = time.perf_counter() - t2
        return job.timed("ort-run-fail", times, detail="onnxruntime failed while running",
                    **extra, **job.fail(e))
    ref = job.eager.outputs
    got = [np.asarray(g) for g in got]
    with job.stage("compare"):
        status, why = verdict(case, ref, got)
        extra.update(accuracy_fields(case, ref, got))
    times["run_s"] = time.perf_counter() - t2
    folded = f"inputs folded away: {dropped_inputs}" if status != "mismatch" and dropped_inputs \
        else ""
    return job.timed(status, times, detail=join_detail(why, note, folded), **extra)

