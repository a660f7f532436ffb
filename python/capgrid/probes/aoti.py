"""AOTInductor probe: the job's torch.export program compiled ahead of time into a package
(``torch._inductor.aoti_compile_and_package``), loaded back (``aoti_load_package``), run on the
case's inputs and compared with eager like the export probe.

The program is the export probe's (one ``torch.export.export`` per job): where it fails there is
nothing to package, and the status is ``no-export`` (n/a) with the export's error carried along.
The package is written to memory (an ``io.BytesIO``), never to the working tree; inductor's
build files go to the run's compile cache like every other inductor compile
(``capgrid.compile_cache``). ``aoti_compile_s`` is the package build's wall time.
"""

from __future__ import annotations

import io
import time

import torch

from ..compare import accuracy_fields, verdict
from ..flatten import flatten_outputs
from ..isolation import seed
from .job import Job, quiet


def run(job: Job) -> dict:
    case = job.case
    ep, exc, export_s = job.exported_program()
    # the program's library files are this column's too (a change there changes the package)
    job.capture_files("aoti").update(job.capture_files("export"))
    times = {"capture_s": export_s}
    if exc is not None:
        return job.timed("no-export", times,
                         detail="torch.export failed, so there is no program to package "
                                "(the export column gives its cause)", **job.fail(exc))
    t1 = time.perf_counter()
    package = io.BytesIO()
    try:
        with torch.no_grad(), quiet(), job.stage("aoti-package"):
            torch._inductor.aoti_compile_and_package(ep, package_path=package)
    except Exception as e:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("fail", times, detail="aoti_compile_and_package raised",
                         aoti_compile_s=round(times["check_s"], 6), **job.fail(e))
    compile_s = time.perf_counter() - t1
    extra = {"aoti_compile_s": round(compile_s, 6), "package_bytes": package.getbuffer().nbytes}
    try:
        package.seek(0)
        with quiet(), job.stage("aoti-load"):
            runner = torch._inductor.aoti_load_package(package)
    except Exception as e:
        times["check_s"] = time.perf_counter() - t1
        return job.timed("fail", times, detail="aoti_load_package raised", **extra,
                         **job.fail(e))
    times["check_s"] = time.perf_counter() - t1
    t2 = time.perf_counter()
    try:
        seed()
        with torch.no_grad(), job.stage("run"):
            out = runner(*job.inputs())
        got, _ = flatten_outputs(out)
    except Exception as e:
        times["run_s"] = time.perf_counter() - t2
        return job.timed("fail", times, detail="running the AOTInductor package raised",
                         **extra, **job.fail(e))
    ref = job.eager.outputs
    with job.stage("compare"):
        status, why = verdict(case, ref, got)
        extra.update(accuracy_fields(case, ref, got))
    times["run_s"] = time.perf_counter() - t2
    return job.timed(status, times, detail=why or "", **extra)
