"""The data files the engine and the worker share (``data/*.json`` of the repository).

The engine compiles them into its binary; the wheel installs them as ``capgrid/data/``; a source
checkout (``PYTHONPATH=python``) reads them from the repository's ``data/`` folder. Either way
there is one copy of each fact: the worker never spells a probe list or an option default of its
own.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

_HERE = Path(__file__).resolve().parent
_PLACES = (_HERE / "data", _HERE.parent.parent / "data")


@functools.cache
def load(name: str) -> dict:
    """The parsed ``data/NAME`` (for example ``statuses.json``); FileNotFoundError names where
    it looked."""
    for folder in _PLACES:
        path = folder / name
        if path.is_file():
            return json.loads(path.read_text(encoding="utf-8"))
    raise FileNotFoundError(
        f"capgrid data file {name} not found in {' or '.join(str(p) for p in _PLACES)} "
        "(a broken install: reinstall capgrid)")


def probe_names() -> tuple[str, ...]:
    """The probes, in their canonical order (``statuses.json`` ``probes``)."""
    return tuple(load("statuses.json")["probes"])


def worker_options() -> dict:
    """The worker's options: name -> {"default", "choices" | "min", "help"}."""
    return load("worker_options.json")["options"]
