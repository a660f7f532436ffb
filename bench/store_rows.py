"""The result rows of results stores, read only: what the bench scripts that sum records share
(bench/probe_cpu.py, bench/stage_split.py, bench/before_after.py)."""

from __future__ import annotations

import json
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path


def results(store: Path, script: str) -> Iterator[tuple[str, str, str, dict]]:
    """(case, probe, status, record) of every result in ``store``'s ``capgrid.sqlite``, opened
    read only; a missing store ends ``script`` with one line naming it and exit code 2."""
    path = store / "capgrid.sqlite"
    if not path.is_file():
        print(f"{script}: {path}: no results store", file=sys.stderr)
        raise SystemExit(2)
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        for case, probe, status, record in db.execute(
                "SELECT case_name, probe, status, record FROM results"):
            yield case, probe, status, json.loads(record)


def cpu_s(record: dict) -> float:
    """A record's CPU seconds: the worker's and its children's (g++ for inductor)."""
    times = record.get("times") or {}
    return float(times.get("cpu_s", 0.0)) + float(times.get("children_cpu_s", 0.0))
