"""The probes: each takes a :class:`~capgrid.probes.job.Job` and returns a record (a dict).

Probe order inside a job is the engine's; the eager reference is computed once per job by
whichever probe runs first and reused by the others.
"""

from __future__ import annotations

PROBE_NAMES = ("onnx", "export", "compile")


def get_probe(name: str):
    """The ``run(job) -> record`` function of a probe (imported on first use)."""
    if name == "onnx":
        from .onnx import run
    elif name == "export":
        from .export import run
    elif name == "compile":
        from .compile import run
    else:
        raise KeyError(name)
    return run
