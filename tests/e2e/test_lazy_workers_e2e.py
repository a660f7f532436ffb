"""End to end: `capgrid run -j N` starts its workers only when there is work for them.

The first worker starts for the inventory; the others start when the scheduler has a job and no
started worker is idle. A slot whose worker never starts leaves no log and no cache directory.
Uses tests/e2e/fake_worker.py (no torch), so the counts are exact and the runs take seconds.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import time
from pathlib import Path

from harness import capgrid_bin, fake_python


def write_pack(tmp_path: Path, cases: list[str], worker: dict | None = None) -> str:
    pack = tmp_path / "pack.json"
    pack.write_text(json.dumps({"cases": cases, "worker": worker or {}}))
    return str(pack)


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([capgrid_bin(), "run", "--python", fake_python(tmp_path), *args],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path)


def logs(results: Path) -> list[str]:
    return sorted(p.name for p in (results / "logs").iterdir())


def caches(results: Path) -> list[str]:
    cache = results / "cache"
    return sorted(p.name for p in cache.iterdir()) if cache.exists() else []


def statuses(results: Path) -> dict[tuple[str, str], str]:
    with sqlite3.connect(results / "capgrid.sqlite") as db:
        rows = db.execute("SELECT case_name, probe, status FROM results").fetchall()
    return {(c, p): s for c, p, s in rows}


CASES = ["g.one", "g.two", "g.three", "h.four"]


def test_a_rerun_with_nothing_to_do_starts_one_worker(tmp_path: Path) -> None:
    pack = write_pack(tmp_path, CASES)
    results = tmp_path / "results"
    first = run(tmp_path, "--results", str(results), "-j", "2", pack)
    assert first.returncode == 0, first.stdout + first.stderr
    assert logs(results) == ["worker-0-1.log", "worker-1-1.log"]
    assert len(statuses(results)) == 20  # 4 cases x the 5 default probes

    # Nothing left to do: the worker that gives the inventory is the only one started.
    for p in (results / "logs").iterdir():
        p.unlink()
    t0 = time.monotonic()
    again = run(tmp_path, "--results", str(results), "-j", "2", pack)
    took = time.monotonic() - t0
    assert again.returncode == 0, again.stdout + again.stderr
    assert "0 of 20 (case, probe) pairs to run" in again.stdout  # 4 cases x 5 default probes
    assert logs(results) == ["worker-0-1.log"]
    assert caches(results) == []
    assert took < 10  # the fake worker starts in milliseconds; this is the engine's own time


def test_one_planned_job_at_j4_starts_one_worker(tmp_path: Path) -> None:
    pack = write_pack(tmp_path, CASES)
    results = tmp_path / "results"
    first = run(tmp_path, "--results", str(results), "-j", "1", pack)
    assert first.returncode == 0, first.stdout + first.stderr
    for p in (results / "logs").iterdir():
        p.unlink()
    # One new case: one job, five probes (the default), four slots.
    pack = write_pack(tmp_path, [*CASES, "h.five"])
    again = run(tmp_path, "--results", str(results), "-j", "4", pack)
    assert again.returncode == 0, again.stdout + again.stderr
    assert "5 of 25 (case, probe) pairs to run" in again.stdout
    assert logs(results) == ["worker-0-1.log"]
    assert {s for (c, _), s in statuses(results).items() if c == "h.five"} == {"ok"}


def test_late_workers_that_cannot_start_leave_the_run_to_the_others(tmp_path: Path) -> None:
    # Slots 1 and 2 never get a worker to say hello; slot 0 runs everything.
    cases = [f"g{i}.slow" for i in range(6)]
    pack = write_pack(tmp_path, cases, {"no_hello_in_slots": [1, 2]})
    results = tmp_path / "results"
    proc = run(tmp_path, "--results", str(results), "-j", "3", "--probes", "onnx", pack)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert set(statuses(results).values()) == {"ok"} and len(statuses(results)) == 6
    out = proc.stdout + proc.stderr
    assert out.count("the run goes on with the workers that started") == 1, out
    assert "failed to start: it exited with status 4 before its hello" in out


def test_a_late_worker_of_another_provenance_ends_the_run(tmp_path: Path) -> None:
    # The first job hangs, so the second one needs the second worker, whose provenance differs.
    pack = write_pack(tmp_path, ["g.hang", "h.hang"], {"vary_provenance": True})
    results = tmp_path / "results"
    proc = run(tmp_path, "--results", str(results), "-j", "2", pack)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "workers disagree on provenance: worker 1-1 says" in proc.stderr
