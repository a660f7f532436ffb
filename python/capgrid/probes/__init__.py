"""The probes: each takes a :class:`~capgrid.probes.job.Job` and returns a record (a dict).

The probe list is ``data/statuses.json``'s (``capgrid.data.probe_names``); probe ``NAME`` is the
``run(job) -> record`` function of the module ``capgrid.probes.NAME``. Adding a probe is an entry
in that file plus its module here. Probe order inside a job is the engine's; the eager reference
is computed once per job by whichever probe runs first and reused by the others.
"""

from __future__ import annotations

import importlib

from ..data import probe_names

PROBE_NAMES = probe_names()


def probe_module(name: str):
    """The module of a probe (imported on first use): its ``run(job) -> record``, and
    optionally ``RAISED_STATUS``, the status of a probe whose own code raised (default
    ``"fail"``)."""
    if name not in PROBE_NAMES:
        raise KeyError(name)
    return importlib.import_module(f"{__name__}.{name}")
