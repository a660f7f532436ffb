"""End to end: the built `capgrid run` supervising workers (docs/protocol.md, "Testing").

The first tests run tests/e2e/fake_worker.py as the worker (no torch: fast, and it misbehaves on
request); the last one runs the real worker on tests/packs/tiny.py and tests/packs/faults.py.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

from harness import REPO, capgrid_bin, fake_python, real_python

from capgrid.data import default_probe_names
from capgrid.protocol import PROTOCOL_VERSION


def write_pack(tmp_path: Path, cases: list[str], worker: dict | None = None) -> str:
    pack = tmp_path / "pack.json"
    pack.write_text(json.dumps({"cases": cases, "worker": worker or {}}))
    return str(pack)


def results(results_dir: Path) -> dict[tuple[str, str], tuple[str, dict]]:
    with sqlite3.connect(results_dir / "capgrid.sqlite") as db:
        rows = db.execute("SELECT case_name, probe, status, record FROM results").fetchall()
    return {(c, p): (s, json.loads(r)) for c, p, s, r in rows}


def processes_mentioning(text: str) -> list[int]:
    """Live (non-zombie) processes whose command line contains `text`."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if text in cmdline and state != "Z":
            found.append(int(entry.name))
    return found


def assert_no_workers_left(tmp_path: Path) -> None:
    # Every worker (and anything it forked) has the pack path, under tmp_path, in its argv.
    deadline = time.monotonic() + 5
    while processes_mentioning(str(tmp_path)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert processes_mentioning(str(tmp_path)) == []


def run(tmp_path: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([capgrid_bin(), "run", *args], capture_output=True, text=True,
                          timeout=timeout, cwd=tmp_path)


FAULTY = [
    "a.ok",
    "a.crash-during-compile",
    "a.exit7-during-export",
    "b.hang-in-onnx",
    "b.flood",
    "b.bad-json-in-export",
    "c.poison-once-before-export",
    "c.fail-in-onnx",
    "c.child-holds-pipes-in-export",
    "c.balloon-in-compile",
]


def test_fake_worker_statuses_land_on_the_right_probe(tmp_path: Path) -> None:
    pack = write_pack(tmp_path, FAULTY)
    out = tmp_path / "results"
    proc = run(tmp_path, "--python", fake_python(tmp_path), "--results", str(out), "-j", "2",
               "--timeout", "4", "--max-rss", "200M", pack)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    got = {key: status for key, (status, _) in results(out).items()}
    expected = {}
    for name in FAULTY:
        for probe in default_probe_names():  # a run that names no probe: the default ones
            expected[(name, probe)] = "ok"
    expected.update({
        ("a.crash-during-compile", "compile"): "crash",
        ("a.exit7-during-export", "export"): "crash",
        ("b.hang-in-onnx", "onnx"): "timeout",
        ("b.bad-json-in-export", "export"): "protocol-error",
        ("c.fail-in-onnx", "onnx"): "export-fail",
        ("c.child-holds-pipes-in-export", "export"): "crash",
        ("c.balloon-in-compile", "compile"): "oom",
    })
    assert got == expected
    records = {key: record for key, (_, record) in results(out).items()}
    crash = records[("a.crash-during-compile", "compile")]
    assert crash["detail"] == "killed by SIGSEGV" and crash["signal"] == signal.SIGSEGV
    assert "about to crash in compile" in crash["log_tail"]
    assert records[("a.exit7-during-export", "export")]["exit_code"] == 7
    assert records[("b.hang-in-onnx", "onnx")]["detail"] == "killed after 4 s (--timeout)"
    assert "fake boom" in records[("c.fail-in-onnx", "onnx")]["log_tail"]
    assert "log_tail" not in records[("a.ok", "onnx")]
    assert records[("c.balloon-in-compile", "compile")]["rss_bytes"] > 200 << 20
    assert_no_workers_left(tmp_path)


def test_pack_error_is_one_line_and_exit_2_without_a_store(tmp_path: Path) -> None:
    pack = write_pack(tmp_path, ["a.ok"], {"error": "pack.json: duplicate case name 'a.ok'"})
    out = tmp_path / "results"
    proc = run(tmp_path, "--python", fake_python(tmp_path), "--results", str(out), pack)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [
        "capgrid: error: pack.json: duplicate case name 'a.ok'"]
    assert not (out / "capgrid.sqlite").exists()
    assert_no_workers_left(tmp_path)


def test_worker_of_another_protocol_version_is_refused(tmp_path: Path) -> None:
    pack = write_pack(tmp_path, ["a.ok"], {"protocol": 1})
    proc = run(tmp_path, "--python", fake_python(tmp_path), "--results", "results", pack)
    assert proc.returncode == 2
    assert f"protocol version 1, this capgrid speaks version {PROTOCOL_VERSION}" in proc.stderr
    assert_no_workers_left(tmp_path)


def test_a_pack_error_during_a_job_ends_the_run_with_its_line(tmp_path: Path) -> None:
    # A worker that answered the inventory from its cache collects at the first job and may find
    # the pack changed (docs/protocol.md "Inventory cache"): the run stops, exit 2, one line.
    pack = write_pack(tmp_path, ["a.ok", "b.pack-error"])
    proc = run(tmp_path, "--python", fake_python(tmp_path), "--results", "results", "-j", "1",
               pack)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "capgrid: error: fake: the pack changed while the run started" in proc.stderr
    assert_no_workers_left(tmp_path)


def test_sigint_stops_the_run_and_kills_every_worker(tmp_path: Path) -> None:
    pack = write_pack(tmp_path, ["a.ok", "b.stubborn-in-onnx", "c.child-holds-pipes-in-onnx"])
    out = tmp_path / "results"
    proc = subprocess.Popen(
        [capgrid_bin(), "run", "--python", fake_python(tmp_path), "--results", str(out),
         "-j", "2", pack], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    try:
        # Wait until the stubborn probe is running (its probe_start is recorded in no file, but
        # the stubborn case has no result once a.ok and the crash are in).
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if (out / "capgrid.sqlite").exists() and len(_safe_results(out)) >= 4:
                break
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, stdout + stderr
    assert "interrupted" in stdout + stderr
    assert_no_workers_left(tmp_path)


def _safe_results(out: Path) -> dict:
    try:
        return results(out)
    except sqlite3.Error:
        return {}


def test_real_worker_on_the_tiny_and_fault_packs(tmp_path: Path) -> None:
    out = tmp_path / "results"
    env = dict(os.environ, PYTHONPATH=str(REPO / "python"))
    proc = subprocess.run(
        [capgrid_bin(), "run", "--python", real_python(), "--results", str(out), "-j", "2",
         "--timeout", "45", "--probes", "onnx,export,compile",  # the faults are in these three
         str(REPO / "tests/packs/tiny.py"), str(REPO / "tests/packs/faults.py")],
        capture_output=True, text=True, timeout=600, cwd=tmp_path, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    got = {key: status for key, (status, _) in results(out).items()}
    engine_statuses = {"crash", "timeout", "oom", "protocol-error"}
    faults = {
        ("faults.segfault_in_compile", "compile"): "crash",
        ("faults.hang_in_onnx", "onnx"): "timeout",
        ("faults.exit_in_export", "export"): "crash",
    }
    for key, status in faults.items():
        assert got[key] == status, (key, got)
    others = {key: status for key, status in got.items() if key not in faults}
    assert len(got) == 9 * 3  # every (case, probe) pair has a result
    assert not {k: s for k, s in others.items() if s in engine_statuses}
    for probe in ("onnx", "export", "compile"):
        assert got[("faults.flood_stdout", probe)] == "ok"
    records = {key: record for key, (_, record) in results(out).items()}
    assert records[("faults.segfault_in_compile", "compile")]["detail"] == "killed by SIGSEGV"
    assert records[("faults.exit_in_export", "export")]["detail"] == "exited with status 7"
    assert_no_workers_left(tmp_path)
