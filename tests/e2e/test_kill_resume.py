"""Reliability: SIGKILL the engine (or one of its workers) at random moments, then resume.

Runs the built `capgrid run` with tests/e2e/fake_worker.py as the worker (no torch: fast), on a
generated pack. Moments are random but seeded, so a failure replays.

What is observed (and asserted): the engine is started in its own session and only its pid is
SIGKILLed (`kill -9 <engine>`), not its process group; each worker sits in its own process group
(docs/protocol.md), reads EOF on its request pipe once the engine is gone and exits, so no
worker outlives the engine by more than a few seconds.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import sqlite3
import subprocess
import time
import uuid
from pathlib import Path

from harness import REPO, capgrid_bin, fake_python, real_python

from capgrid.data import default_probe_names

PROBES = default_probe_names()  # the default probes the runs below ask for
MARKER_VAR = "CAPGRID_KILL_RESUME_MARKER"


def generated_cases(n: int) -> list[str]:
    """n cases: mostly quick, some slow (0.2 s in one probe) and some deterministic faults."""
    kinds = ["ok", "ok", "slow-in-onnx", "slow-in-export", "slow-in-compile", "fail-in-onnx",
             "crash-during-compile", "exit7-during-export", "fail-in-export", "ok"]
    return [f"g{i % 7}.c{i:03d}.{kinds[i % len(kinds)]}" for i in range(n)]


def write_pack(path: Path, cases: list[str]) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"cases": cases, "worker": {}}))
    return str(path)


def store(results_dir: Path) -> dict[tuple[str, str], str]:
    with sqlite3.connect(results_dir / "capgrid.sqlite") as db:
        rows = db.execute("SELECT case_name, probe, status FROM results").fetchall()
    return {(c, p): s for c, p, s in rows}


def _stored_count(results_dir: Path) -> int:
    """Rows stored so far; 0 when the engine was killed before it created the store or schema."""
    # Read-only: a plain connect would itself create an empty capgrid.sqlite, which the engine
    # then (rightly) refuses as "not a capgrid results store".
    uri = f"file:{results_dir / 'capgrid.sqlite'}?mode=ro"
    try:
        with contextlib.closing(sqlite3.connect(uri, uri=True)) as db:
            return db.execute("SELECT COUNT(*) FROM results").fetchone()[0]
    except sqlite3.OperationalError:
        return 0


def store_rows(results_dir: Path, columns: str = "case_name, probe, status, record, worker"):
    with sqlite3.connect(results_dir / "capgrid.sqlite") as db:
        return db.execute(f"SELECT {columns} FROM results").fetchall()


def marked_processes(marker: str) -> list[int]:
    """Live (non-zombie) processes whose environment carries our marker."""
    needle = f"{MARKER_VAR}={marker}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            env = (entry / "environ").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if needle in env.split(b"\0") and state != "Z":
            found.append(int(entry.name))
    return found


def wait_none_left(marker: str, limit: float = 10.0) -> float:
    """Seconds until no marked process is left; fails after `limit`."""
    start = time.monotonic()
    while marked_processes(marker):
        assert time.monotonic() - start < limit, f"left alive: {marked_processes(marker)}"
        time.sleep(0.02)
    return time.monotonic() - start


def engine(tmp_path: Path, pack: str, out: Path, marker: str, *extra: str) -> subprocess.Popen:
    env = dict(os.environ, **{MARKER_VAR: marker})
    return subprocess.Popen(
        [capgrid_bin(), "run", "--python", fake_python(tmp_path), "--results", str(out),
         "-j", "2", "--timeout", "30", *extra, pack],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=tmp_path, env=env,
        start_new_session=True)


def finish(proc: subprocess.Popen, limit: float = 60) -> None:
    _, stderr = proc.communicate(timeout=limit)
    assert proc.returncode == 0, stderr


def test_engine_sigkill_at_20_random_moments_then_resume(tmp_path: Path) -> None:
    cases = generated_cases(200)
    pack = write_pack(tmp_path / "pack" / "pack.json", cases)
    marker = uuid.uuid4().hex

    # The reference: one uninterrupted run.
    reference_dir = tmp_path / "reference"
    t0 = time.monotonic()
    finish(engine(tmp_path, pack, reference_dir, marker))
    uninterrupted_s = time.monotonic() - t0
    reference = store(reference_dir)
    assert len(reference) == len(cases) * len(PROBES)
    wait_none_left(marker)

    rng = random.Random(20261129)
    out = tmp_path / "killed"
    kills, progress, leftover_s = 0, [], []
    t0 = time.monotonic()
    for _ in range(20):
        # A random moment inside the run, whatever the machine's speed: after a random number of
        # newly stored results (1-25; 20 kills use at most 500 of the 600 pairs, so every kill
        # lands before the run ends), plus a random extra delay so kills also fall between
        # commits, not only right after one.
        target = _stored_count(out) + rng.randint(1, 25)
        proc = engine(tmp_path, pack, out, marker)
        deadline = time.monotonic() + 120
        while proc.poll() is None and _stored_count(out) < target and time.monotonic() < deadline:
            time.sleep(0.002)
        time.sleep(rng.uniform(0, 0.02))
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)  # the engine alone: workers must die by themselves
            kills += 1
        proc.wait()
        proc.stderr.close()
        leftover_s.append(wait_none_left(marker))
        progress.append(_stored_count(out))
    finish(engine(tmp_path, pack, out, marker))
    interrupted_s = time.monotonic() - t0
    wait_none_left(marker)

    final = store(out)
    assert final == reference
    rows = store_rows(out, "case_name, probe")
    assert len(rows) == len(set(rows)) == len(cases) * len(PROBES)
    with sqlite3.connect(out / "capgrid.sqlite") as db:
        assert db.execute("SELECT COUNT(*) FROM runs").fetchone()[0] == 1  # every resume resumed
    assert kills == 20, "every kill should land inside a run"
    assert progress == sorted(progress), "a resumed run never loses a stored result"
    _write_figure("engine SIGKILL + resume (fake worker, -j 2)", {
        "cases x probes": f"{len(cases)} x {len(PROBES)}",
        "runs": len(progress) + 1, "engine kills": kills, "records lost": 0,
        "records duplicated": 0, "uninterrupted wall": f"{uninterrupted_s:.1f} s",
        "killed-and-resumed wall (incl. waits)": f"{interrupted_s:.1f} s",
        "workers gone after engine kill (max)": f"{max(leftover_s):.2f} s",
    })


def test_worker_sigkill_is_a_crash_and_the_job_completes_elsewhere(tmp_path: Path) -> None:
    # Every job spends 0.2 s in one of its probes, so a kill mostly lands inside a probe.
    probes_cycle = ["slow-in-onnx", "slow-in-export", "slow-in-compile"]
    cases = [f"w.c{i:03d}.{probes_cycle[i % 3]}" for i in range(60)]
    pack = write_pack(tmp_path / "pack" / "pack.json", cases)
    marker = uuid.uuid4().hex
    out = tmp_path / "results"
    rng = random.Random(4242)
    t0 = time.monotonic()
    proc = engine(tmp_path, pack, out, marker)
    kills = 0
    try:
        for _ in range(10):
            time.sleep(rng.uniform(0.2, 0.6))
            workers = [pid for pid in marked_processes(marker) if pid != proc.pid
                       and b"fake_worker.py" in Path(f"/proc/{pid}/cmdline").read_bytes()]
            if proc.poll() is not None or not workers:
                break
            try:
                os.kill(rng.choice(sorted(workers)), signal.SIGKILL)
                kills += 1
            except ProcessLookupError:
                pass
        finish(proc)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    wall_s = time.monotonic() - t0
    wait_none_left(marker)

    rows = store_rows(out)
    assert len(rows) == len({(c, p) for c, p, *_ in rows}) == len(cases) * len(PROBES)
    crashes = [(c, p, json.loads(r), w) for c, p, s, r, w in rows if s == "crash"]
    others = {s for _, _, s, _, _ in rows if s != "crash"}
    assert others == {"ok"}
    assert 1 <= len(crashes) <= kills
    by_key = {(c, p): w for c, p, _, _, w in rows}
    for case_name, probe, record, worker in crashes:
        assert record["signal"] == signal.SIGKILL, record
        assert record["detail"].startswith("killed by SIGKILL"), record
        # The probes after the crashed one ran on another worker (a fresh one, or the other slot).
        for later in PROBES[PROBES.index(probe) + 1:]:
            assert by_key[(case_name, later)] != worker
    on_slow_probe = sum(1 for c, p, _, _ in crashes if c.endswith(f"slow-in-{p}"))
    _write_figure("worker SIGKILL (fake worker, -j 2)", {
        "cases x probes": f"{len(cases)} x {len(PROBES)}", "worker kills": kills,
        "crash records": len(crashes), "crash on the probe that was sleeping": on_slow_probe,
        "records lost": 0, "wall": f"{wall_s:.1f} s",
    })


def _write_figure(title: str, figures: dict) -> None:
    """Appends measured figures to $CAPGRID_FIGURES (a JSON-lines file) when it is set."""
    path = os.environ.get("CAPGRID_FIGURES")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps({"title": title, **figures}) + "\n")


def test_real_worker_stuck_in_a_probe_dies_with_a_killed_engine(tmp_path: Path) -> None:
    """A worker hung in native code reads no EOF: without PR_SET_PDEATHSIG it outlived a
    SIGKILLed engine (observed with a 3600 s libc sleep, before capgrid.worker asked for it)."""
    python = real_python()
    marker = uuid.uuid4().hex
    env = dict(os.environ, PYTHONPATH=str(REPO / "python"), **{MARKER_VAR: marker})
    proc = subprocess.Popen(
        [capgrid_bin(), "run", "--python", python, "--results", str(tmp_path / "results"),
         "-j", "1", "--probes", "onnx", "-k", "hang_in_onnx", "--timeout", "600",
         str(REPO / "tests" / "packs" / "faults.py")],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tmp_path, env=env,
        start_new_session=True)
    try:
        deadline = time.monotonic() + 180
        sleeping = []
        while not sleeping and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.2)
            for pid in marked_processes(marker):
                try:
                    wchan = Path(f"/proc/{pid}/wchan").read_text()
                except OSError:
                    continue
                if pid != proc.pid and "nanosleep" in wchan:
                    sleeping.append(pid)
        assert sleeping, "the worker never reached the hang in the onnx probe"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        gone_s = wait_none_left(marker, limit=5)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for pid in marked_processes(marker):
            os.kill(pid, signal.SIGKILL)
    _write_figure("engine SIGKILL while a real worker hangs in a probe", {
        "worker gone after": f"{gone_s:.2f} s"})
