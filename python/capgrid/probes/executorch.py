"""ExecuTorch probe: the job's torch.export program lowered with the XNNPACK partitioner
(``to_edge_transform_and_lower``), made an ExecuTorch program (``to_executorch``), serialised to
its flatbuffer (in memory, never the working tree), loaded by ExecuTorch's runtime bindings
(``executorch.runtime.Runtime``), run on the case's inputs and compared with eager like the
export probe.

What is not delegated to XNNPACK runs on ExecuTorch's portable (and optimised) kernels: the
record's ``delegated_fraction`` is the delegated share of the lowered graph's operator nodes
(``delegated_nodes`` / (``delegated_nodes`` + ``portable_nodes``), see ``delegation``); 0 is a
result, not a failure. ``program_bytes`` is the serialised program's size and ``lower_s`` the
wall time of lowering and serialising.

The program is the export probe's (one ``torch.export.export`` per job): where it fails the
status is ``no-export`` (n/a) with the export's error carried along. This runs on the CPU of the
machine that runs it: XNNPACK on an x86 server is not a phone (docs/probes.md).
"""

from __future__ import annotations

import contextlib
import operator
import os
import re
import sys
import tempfile
import time

import torch

from ..compare import accuracy_fields, verdict
from ..flatten import flatten_outputs
from ..isolation import seed
from .job import Job, quiet


def _operators(graph) -> int:
    """Operator nodes of a graph: calls, less tuple indexing and the delegate calls."""
    return sum(1 for n in graph.nodes
               if n.op == "call_function" and n.target is not operator.getitem
               and "executorch_call_delegate" not in str(n.target))


def delegation(graph_module) -> dict:
    """The lowered graph's operator nodes inside XNNPACK's subgraphs and outside them (what the
    portable kernels run); ``getitem`` nodes, which only unpack results, count on neither side
    (ExecuTorch's ``get_delegation_info`` counts them as not delegated)."""
    delegated = sum(_operators(getattr(graph_module, n.target).original_module.graph)
                    for n in graph_module.graph.nodes
                    if n.op == "get_attr" and n.name.startswith("lowered_module_"))
    portable = _operators(graph_module.graph)
    total = delegated + portable
    return {"delegated_nodes": delegated, "portable_nodes": portable,
            "delegated_fraction": round(delegated / total, 6) if total else 0.0}


# The runtime's own log lines that say why a load or a run failed (it logs them on the process's
# stderr, C-level, and raises only an error code: 0x12 InvalidArgument, 0x14 OperatorMissing).
_WHY = re.compile(r"Missing operator|Check failed|KernelCall failed|[Ff]ailed to|not supported")
_LOG_LINES = 8


@contextlib.contextmanager
def runtime_log(lines: list[str]):
    """Sends the process's stderr (Python's and file descriptor 2) to a temporary file while the
    runtime loads or runs the program, and appends the lines of it that say why something failed
    to ``lines`` (the last few; not the CPU probing's); all of it goes on to the worker's log."""
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 2)
        # the bindings log through Python's sys.stderr where it is set (quiet() points it at
        # os.devnull), else on file descriptor 2: both go to the file
        stream = open(tmp.fileno(), "w", closefd=False)  # noqa: SIM115 (closed below)
        try:
            with contextlib.redirect_stderr(stream):
                yield
        finally:
            stream.close()
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            text = tmp.read().decode("utf-8", "replace")
            os.write(2, text.encode())
            lines += [ln.strip() for ln in text.splitlines()
                      if _WHY.search(ln) and "cpuinfo" not in ln][-_LOG_LINES:]


def _with_log(e: Exception, lines: list[str]) -> Exception:
    """The runtime's exception, with the log lines that name what failed (the cause rules read
    them: the missing operator, the kernel that refused its arguments)."""
    if not lines:
        return e
    return RuntimeError(f"{e} (ExecuTorch's log: {' | '.join(lines)})").with_traceback(
        e.__traceback__)


def plain_inputs(inputs: list) -> list:
    """The runtime takes plain tensors: a tensor subclass (MONAI's MetaTensor) is passed as the
    torch.Tensor it holds, as a deployed program would be given it."""
    return [t.as_subclass(torch.Tensor) if isinstance(t, torch.Tensor)
            and type(t) is not torch.Tensor else t for t in inputs]


def user_outputs(program) -> tuple[list[int], int]:
    """Which of the ExecuTorch method's outputs are the function's own, and how many it returns:
    the program returns the user inputs it mutates (and any mutated buffer) before them, in its
    signature's order."""
    from torch.export.graph_signature import OutputKind

    specs = program.exported_program().graph_signature.output_specs
    return [i for i, s in enumerate(specs) if s.kind == OutputKind.USER_OUTPUT], len(specs)


def run(job: Job) -> dict:
    case = job.case
    ep, exc, export_s = job.exported_program()
    # the program's library files are this column's too (a change there changes the program)
    job.capture_files("executorch").update(job.capture_files("export"))
    times = {"capture_s": export_s}
    if exc is not None:
        return job.timed("no-export", times,
                         detail="torch.export failed, so there is no program to lower "
                                "(the export column gives its cause)", **job.fail(exc))
    from executorch.backends.xnnpack.partition.xnnpack_partitioner import XnnpackPartitioner
    from executorch.exir import to_edge_transform_and_lower
    from executorch.runtime import Runtime

    t1 = time.perf_counter()
    extra: dict = {}
    try:
        with torch.no_grad(), quiet(), job.stage("et-lower"):
            edge = to_edge_transform_and_lower(ep, partitioner=[XnnpackPartitioner()])
            extra.update(delegation(edge.exported_program().graph_module))
            program = edge.to_executorch()
            keep, returned = user_outputs(program)
    except Exception as e:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("lower-fail", times, detail="lowering to an ExecuTorch program raised",
                         lower_s=round(times["check_s"], 6), **extra, **job.fail(e))
    try:
        with quiet(), job.stage("et-serialise"):
            buffer = program.buffer
    except Exception as e:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("serialise-fail", times, detail="serialising the ExecuTorch program "
                         "raised", lower_s=round(times["check_s"], 6), **extra, **job.fail(e))
    extra["lower_s"] = round(time.perf_counter() - t1, 6)
    extra["program_bytes"] = len(buffer)
    log: list[str] = []
    try:
        with quiet(), job.stage("et-load"), runtime_log(log):
            method = Runtime.get().load_program(buffer).load_method("forward")
    except Exception as e:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("et-load-fail", times, detail="ExecuTorch's runtime could not load the "
                         "program", **extra, **job.fail(_with_log(e, log)))
    times["check_s"] = time.perf_counter() - t1
    t2 = time.perf_counter()
    try:
        seed()
        with torch.no_grad(), job.stage("run"), runtime_log(log):
            out = list(method.execute(plain_inputs(job.inputs())))
        if len(out) == returned:
            out = [out[i] for i in keep]  # the mutated inputs it also returns are not compared
        got, _ = flatten_outputs(out)
    except Exception as e:
        times["run_s"] = time.perf_counter() - t2
        return job.timed("et-run-fail", times, detail="running the ExecuTorch program raised",
                         **extra, **job.fail(_with_log(e, log)))
    ref = job.eager.outputs
    with job.stage("compare"):
        status, why = verdict(case, ref, got)
        extra.update(accuracy_fields(case, ref, got))
    times["run_s"] = time.perf_counter() - t2
    return job.timed(status, times, detail=why or "", **extra)
