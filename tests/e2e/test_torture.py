"""Reliability: the real worker on tests/packs/torture.py (faults that hurt the worker process).

Runs the built `capgrid run` (`$CAPGRID_BIN`, default build/dev/capgrid) with the real worker
(`PYTHONPATH=python`) twice, with `--probes export` (where every torture case misbehaves):
the normal cases alone, then the whole pack. Each fault must land as its status in the export
column, the normal cases must give the same results as alone, the run must end within a
wall-clock bound, and no process of the run may be left alive.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import time
import uuid
from pathlib import Path

from harness import REPO, capgrid_bin, real_python

PACK = REPO / "tests" / "packs" / "torture.py"
MARKER_VAR = "CAPGRID_TORTURE_MARKER"
TIMEOUT_S = 25  # the 200 MiB output's export probe needs ~13 s on a loaded 2-core machine
MAX_RSS = "3G"  # above the 200 MiB output's peak (~2.5 GB), below the bomb's 3 GiB + torch
WALL_LIMIT_S = 300

EXPECTED = {
    "torture.segfault": ("crash", {"signal": signal.SIGSEGV}),
    "torture.abort": ("crash", {"signal": signal.SIGABRT}),
    "torture.exit_mid_probe": ("crash", {"exit_code": 7, "detail": "exited with status 7"}),
    "torture.sigkill_self": ("crash", {"signal": signal.SIGKILL}),
    "torture.python_loop": ("timeout", {"detail": f"killed after {TIMEOUT_S} s (--timeout)"}),
    "torture.native_hang": ("timeout", {"detail": f"killed after {TIMEOUT_S} s (--timeout)"}),
    "torture.memory_bomb": ("oom", {}),
    "torture.stdout_flood": ("ok", {}),
    "torture.stderr_flood": ("ok", {}),
    "torture.close_protocol_fds": ("crash", {}),
    "torture.child_holds_pipes": ("ok", {}),
    "torture.poison_global_state": ("ok", {}),
    "torture.bad_repr_output": ("ok", {"dropped_leaves": ["out[1]: BadRepr"]}),
    "torture.huge_output": ("ok", {}),
    "torture.wrong_in_export": ("mismatch", {"detail": "out0: max abs diff 1 at 6/6 elements"}),
}


def rows(results_dir: Path) -> dict[tuple[str, str], tuple[str, dict, str, str]]:
    with sqlite3.connect(results_dir / "capgrid.sqlite") as db:
        found = db.execute(
            "SELECT case_name, probe, status, record, worker, finished_at FROM results").fetchall()
    return {(c, p): (s, json.loads(r), w, t) for c, p, s, r, w, t in found}


def left_alive(marker: str, results_dir: Path) -> list[str]:
    """Live processes of the run: our marker in their environment, or the results dir in argv."""
    needle = f"{MARKER_VAR}={marker}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            env = (entry / "environ").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z" and (needle in env.split(b"\0") or str(results_dir).encode() in cmdline):
            found.append(entry.name + ": " + cmdline.replace(b"\0", b" ").decode(errors="replace"))
    return found


def run(tmp_path: Path, results_dir: Path, marker: str, *args: str):
    env = dict(os.environ, PYTHONPATH=str(REPO / "python"), **{MARKER_VAR: marker},
               # A probe killed while inductor writes its cache must not poison the user's cache.
               TORCHINDUCTOR_CACHE_DIR=str(tmp_path / "inductor-cache"))
    start = time.monotonic()
    proc = subprocess.run(
        [capgrid_bin(), "run", "--python", real_python(), "--results", str(results_dir),
         "-j", "2", "--probes", "export", "--timeout", str(TIMEOUT_S), "--max-rss", MAX_RSS,
         *args, str(PACK)],
        capture_output=True, text=True, timeout=WALL_LIMIT_S + 120, cwd=tmp_path, env=env)
    wall = time.monotonic() - start
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return wall


def test_torture_pack_with_normal_cases(tmp_path: Path) -> None:
    marker = uuid.uuid4().hex
    alone_dir, mixed_dir = tmp_path / "alone", tmp_path / "mixed"
    # The pack after --groups NAME: a group option must take one value, not the pack too.
    alone_wall = run(tmp_path, alone_dir, marker, "--groups", "normal")
    alone = {key: status for key, (status, *_) in rows(alone_dir).items()}
    assert len(alone) == 50 and set(alone.values()) == {"ok"}, alone

    mixed_wall = run(tmp_path, mixed_dir, marker)
    assert mixed_wall < WALL_LIMIT_S
    got = rows(mixed_dir)
    assert len(got) == 50 + len(EXPECTED)
    assert {k: s for k, (s, *_) in got.items() if k[0].startswith("normal.")} == alone

    for name, (status, fields) in EXPECTED.items():
        got_status, record, _, _ = got[(name, "export")]
        assert got_status == status, (name, record)
        for field, value in fields.items():
            assert record[field] == value, (name, field, record)
    bomb = got[("torture.memory_bomb", "export")][1]
    assert bomb["rss_bytes"] > 3 << 30 and "--max-rss" in bomb["detail"]
    # Both floods (100 MiB each) went to the workers' logs, not through the protocol. Which
    # worker ran which flood is the scheduler's choice, so the logs are counted together.
    assert sum(p.stat().st_size for p in (mixed_dir / "logs").iterdir()) >= 200 << 20

    # The poisoned worker's next probe found the dispatch mode left entered and popped it; the
    # default dtype and grad mode were reset too, or the normal cases would not match.
    with sqlite3.connect(mixed_dir / "capgrid.sqlite") as db:  # rowid = order of insertion
        order = db.execute(
            "SELECT case_name, worker, record FROM results ORDER BY rowid").fetchall()
    poisoned = next(i for i, (c, _, _) in enumerate(order) if c == "torture.poison_global_state")
    next_on_worker = [json.loads(r) for c, w, r in order[poisoned + 1:] if w == order[poisoned][1]]
    if next_on_worker:  # else the poisoned worker ran nothing more
        assert next_on_worker[0].get("leftover_modes") == ["_Sticky"], next_on_worker[0]

    deadline = time.monotonic() + 10
    while left_alive(marker, tmp_path) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert left_alive(marker, tmp_path) == []

    path = os.environ.get("CAPGRID_FIGURES")
    if path:
        restarts = len(list((mixed_dir / "logs").iterdir())) - 2
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps({
                "title": "torture pack, real worker (--probes export, -j 2)",
                "cases": f"{len(EXPECTED)} faults + 50 normal", "worker restarts": restarts,
                "normal cases alone wall": f"{alone_wall:.0f} s",
                "mixed run wall": f"{mixed_wall:.0f} s",
                "normal results changed by the faults": 0, "processes left": 0}) + "\n")
            for name in EXPECTED:
                status, record, worker, _ = got[(name, "export")]
                f.write(json.dumps({"title": "torture fault", "case": name, "status": status,
                                    "detail": record.get("detail", ""), "worker": worker,
                                    "rss_bytes": record.get("rss_bytes")}) + "\n")
