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


def path(name: str) -> Path:
    """Where ``data/NAME`` is: the installed copy, else the checkout's; FileNotFoundError names
    where it looked."""
    for folder in _PLACES:
        candidate = folder / name
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(
        f"capgrid data file {name} not found in {' or '.join(str(p) for p in _PLACES)} "
        "(a broken install: reinstall capgrid)")


@functools.cache
def load(name: str) -> dict:
    """The parsed ``data/NAME`` (for example ``statuses.json``)."""
    return json.loads(path(name).read_text(encoding="utf-8"))


def probe_names() -> tuple[str, ...]:
    """The probes, in their canonical order (``statuses.json`` ``probes``)."""
    return tuple(load("statuses.json")["probes"])


def default_probe_names() -> tuple[str, ...]:
    """The probes a run asks for when it names none: :func:`probe_names` less the opt-in ones
    (``probe_info.NAME.opt_in``), as the engine's ``DefaultProbes()`` reads them."""
    table = load("statuses.json")
    return tuple(p for p in table["probes"] if not table["probe_info"][p].get("opt_in", False))


def speed_variants() -> tuple[str, ...]:
    """What the speed probe times, baseline (eager) first, each capture named as the probe that
    makes it: the snapshot's speed field prefixes (``probe_info.speed.variants``; the engine's
    ``SpeedVariants()``)."""
    return tuple(load("statuses.json")["probe_info"]["speed"]["variants"])


def probe_stack() -> tuple[dict, ...]:
    """The distributions every capture runs on besides the library (``stack.json``
    ``probe_stack``): ``{"key", "distribution", "provenance"?}`` each, ``key`` being the stack's
    field and the import name."""
    return tuple(load("stack.json")["probe_stack"]["packages"])


def target_packages() -> tuple[dict, ...]:
    """The deployment targets (``stack.json`` ``targets``): ``{"key", "distribution", "probe",
    "extra"}`` each, a distribution only its ``probe`` runs."""
    return tuple(load("stack.json")["targets"]["packages"])


def worker_options() -> dict:
    """The worker's options: name -> {"default", "choices" | "min", "help"}."""
    return load("worker_options.json")["options"]


def probe_sources() -> dict:
    """``probe_sources.json``'s table: probe -> {"version": int, "files": {path: digest}}, the
    declared version of each probe and the digests of the capgrid files its code runs
    (docs/probe_versions.md; ``python -m capgrid.probe_sources`` checks and updates it)."""
    return load("probe_sources.json")["probes"]


def probe_keeps() -> dict[str, list[dict]]:
    """probe -> its chain of bump declarations, oldest first: each ``{"from": N, "unless":
    {field: value}}`` says which results of version N stay valid at N + 1 (those whose record
    has none of the ``unless`` values), and the last ``from`` is the version before the current
    one (docs/probe_versions.md "Keeping results across a bump")."""
    table = probe_sources()
    return {name: table[name]["keeps"] for name in probe_names()
            if isinstance(table.get(name, {}).get("keeps"), list)}


def probe_versions() -> dict[str, int]:
    """The declared version of every probe (an integer >= 1), in the canonical probe order. A
    probe without one, or a version that is not an integer >= 1, raises ValueError: a result
    must never be stamped with a made-up version."""
    table = probe_sources()
    versions = {}
    for name in probe_names():
        version = table.get(name, {}).get("version")
        if type(version) is not int or version < 1:
            raise ValueError(f"capgrid data file probe_sources.json: probe {name!r} has no "
                             f"version >= 1 (found {version!r})")
        versions[name] = version
    return versions
