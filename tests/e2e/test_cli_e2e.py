"""End to end: `capgrid run`, `list` and `status` as a user sees them (selection, resume, shards,
bad flags, the lock), with tests/e2e/fake_worker.py as the worker (no torch: fast)."""

from __future__ import annotations

import fcntl
import json
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest
from harness import capgrid_bin, fake_python

CASES = ["filters.ok-1", "filters.blur.ok-2", "color.ok-3", "color.fail-in-export", "geo.ok-4"]


def capgrid(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("CAPGRID_STATUS", "NO_COLOR")}
    return subprocess.run([capgrid_bin(), *args], capture_output=True, text=True, timeout=120,
                          cwd=tmp_path, env=env)


@pytest.fixture
def setup(tmp_path: Path) -> tuple[list[str], Path]:
    pack = tmp_path / "pack.json"
    cases = [{"name": c, "group": "filters.blur"} if ".blur." in c else c for c in CASES]
    pack.write_text(json.dumps({"cases": cases, "worker": {}}))
    return ["--python", fake_python(tmp_path), str(pack)], tmp_path / "results"


def stored(results: Path) -> dict[tuple[str, str], str]:
    with sqlite3.connect(results / "capgrid.sqlite") as db:
        rows = db.execute("SELECT case_name, probe, status FROM results").fetchall()
    return {(c, p): s for c, p, s in rows}


def test_list_prints_inventory_and_counts(tmp_path: Path, setup) -> None:
    base, _ = setup
    proc = capgrid(tmp_path, "list", *base)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].split() == ["name", "group", "ref"]
    assert lines[1].split() == ["filters.ok-1", "filters"]
    assert lines[-1] == "5 cases, 4 groups"
    proc = capgrid(tmp_path, "list", *base, "--groups", "filters")
    assert proc.stdout.splitlines()[-1] == "2 cases, 2 groups"
    assert not (tmp_path / "results").exists()


def test_exact_names_select_cases_for_list_and_run(tmp_path: Path, setup) -> None:
    base, results = setup
    names = tmp_path / "names.txt"
    names.write_text("# chosen\ncolor.ok-3\n\n  geo.ok-4  # trailing comment\n")
    proc = capgrid(tmp_path, "list", *base, "--case", "filters.ok-1", "--cases-from", str(names))
    assert proc.returncode == 0, proc.stderr
    assert [line.split()[0] for line in proc.stdout.splitlines()[1:-1]] == [
        "filters.ok-1", "color.ok-3", "geo.ok-4"]
    # An intersection with -k and --groups; "filters.ok-1" is exact, not a substring.
    proc = capgrid(tmp_path, "run", *base, "--results", str(results), "--probes", "onnx",
                   "--cases-from", str(names), "--case", "filters.ok-1", "--groups", "color,geo",
                   "-k", "not geo")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1 of 5 cases selected" in proc.stdout
    assert set(stored(results)) == {("color.ok-3", "onnx")}
    # An unknown name: one line, exit 2, the name and a guess; nothing written.
    before = (results / "capgrid.sqlite").read_bytes()
    for command in (["run", "--results", str(results)], ["list"]):
        proc = capgrid(tmp_path, *command, *base, "--case", "geo.ok4")
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert proc.stderr == ("capgrid: error: --case: unknown case 'geo.ok4' (did you mean "
                               "'geo.ok-4'?)\n")
    assert (results / "capgrid.sqlite").read_bytes() == before


def test_list_and_status_print_json(tmp_path: Path, setup) -> None:
    base, results = setup
    listed = capgrid(tmp_path, "list", *base, "--format", "json", "--groups", "filters")
    assert listed.returncode == 0, listed.stderr
    assert json.loads(listed.stdout) == {
        "cases": [{"name": "filters.ok-1", "group": "filters", "ref": ""},
                  {"name": "filters.blur.ok-2", "group": "filters.blur", "ref": ""}],
        "groups": ["filters", "filters.blur"]}
    assert capgrid(tmp_path, "run", *base, "--results", str(results), "--probes",
                   "onnx").returncode == 0
    status = capgrid(tmp_path, "status", "--results", str(results), "--format", "json")
    assert status.returncode == 0, status.stderr
    doc = json.loads(status.stdout)
    assert (doc["complete"], doc["missing"], doc["probes"]["onnx"]) == (
        True, 0, {"done": 5, "total": 5})
    alias = capgrid(tmp_path, "status", "--results", str(results), "--json")
    assert json.loads(alias.stdout) == doc
    assert capgrid(tmp_path, "status", "--results", str(results)).stdout.startswith("run 1 of 1")
    clash = capgrid(tmp_path, "status", "--results", str(results), "--json", "--format", "text")
    assert clash.returncode == 2
    assert clash.stderr == "capgrid: error: --json and --format text contradict each other\n"
    bad = capgrid(tmp_path, "list", *base, "--format", "yaml")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1, bad.stderr


def test_max_rss_beyond_the_machine_is_one_warning_line(tmp_path: Path, setup) -> None:
    base, results = setup
    proc = capgrid(tmp_path, "run", *base, "--results", str(results), "--probes", "onnx",
                   "-j", "2", "--max-rss", "1T")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("capgrid: warning: -j 2 x --max-rss 1024.0 GiB = 2048.0 GiB is "
                               "more than this machine's ")
    proc = capgrid(tmp_path, "run", *base, "--results", str(results), "--max-rss", "1M")
    assert "warning" not in proc.stderr


def test_help_is_the_commands_own_help(tmp_path: Path) -> None:
    for command in ("run", "list", "status", "merge", "diff", "render", "coverage", "repro"):
        helped = capgrid(tmp_path, "help", command)
        assert helped.returncode == 0, helped.stderr
        assert helped.stdout == capgrid(tmp_path, command, "--help").stdout
        assert "print this help and exit" in helped.stdout
    top = capgrid(tmp_path, "help")
    assert top.returncode == 0 and top.stdout == capgrid(tmp_path, "--help").stdout
    assert "  help " in top.stdout
    typo = capgrid(tmp_path, "help", "stauts")
    assert typo.returncode == 2
    assert typo.stderr == "capgrid: error: unknown command 'stauts' (did you mean 'status'?)\n"


def test_run_resume_and_status(tmp_path: Path, setup) -> None:
    base, results = setup
    proc = capgrid(tmp_path, "run", *base, "--results", str(results), "-j", "2",
                   "-k", "filters or geo", "--probes", "onnx")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert ("3 of 5 cases selected; 0 still valid (0 from other runs); 3 of 3 (case, probe) "
            "pairs to run on 2 workers") in proc.stdout
    assert "geo.ok-4  onnx=ok" in proc.stdout  # one line per job when not a TTY
    assert set(stored(results)) == {("filters.ok-1", "onnx"), ("filters.blur.ok-2", "onnx"),
                                    ("geo.ok-4", "onnx")}

    status = capgrid(tmp_path, "status", "--results", str(results))
    assert status.returncode == 0
    # Judged by what the run selected (-k), not by the whole inventory.
    assert ("-k 'filters or geo': complete: all 3 (case, probe) pairs of this selection have a "
            "result") in status.stdout

    proc = capgrid(tmp_path, "run", *base, "--results", str(results), "-j", "2")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "resuming run 1" in proc.stdout
    # the default probes (the five of data/statuses.json that are not opt-in), 5 cases x 5
    # probes less the 3 done
    assert "22 of 25 (case, probe) pairs to run" in proc.stdout
    assert stored(results)[("color.fail-in-export", "export")] == "fail"
    assert len(stored(results)) == 25
    assert ("color.fail-in-export", "speed") not in stored(results)

    proc = capgrid(tmp_path, "run", *base, "--results", str(results))
    assert "0 of 25 (case, probe) pairs to run" in proc.stdout
    status = capgrid(tmp_path, "status", "--results", str(results))
    assert "complete: all 25 (case, probe) pairs have a result" in status.stdout

    # the opt-in probes (speed, aoti, grad) run when named, and the run keeps them from then on
    proc = capgrid(tmp_path, "run", *base, "--results", str(results), "--probes", "all")
    assert "15 of 40 (case, probe) pairs to run" in proc.stdout, proc.stdout
    proc = capgrid(tmp_path, "run", *base, "--results", str(results))
    assert "0 of 40 (case, probe) pairs to run" in proc.stdout, proc.stdout


def test_shards_are_disjoint_and_cover_everything(tmp_path: Path, setup) -> None:
    base, _ = setup
    seen: list[str] = []
    for i in (1, 2, 3):
        out = tmp_path / f"shard{i}"
        proc = capgrid(tmp_path, "run", *base, "--results", str(out), "--shard", f"{i}/3",
                       "--probes", "onnx")
        assert proc.returncode == 0, proc.stdout + proc.stderr
        seen += [case for case, _ in stored(out)]
        status = capgrid(tmp_path, "status", "--results", str(out))
        mine = len(stored(out))
        assert (f"shard {i}/3: complete: all {mine} (case, probe) pairs of this shard have a "
                "result") in status.stdout, status.stdout
    assert sorted(seen) == sorted(CASES)


@pytest.mark.parametrize("flags, message", [
    (["-j", "0"], "-j 0: expected at least 1 worker"),
    (["--probes", "onnx,exprot"], "unknown probe 'exprot'"),
    (["--shard", "4/3"], "--shard '4/3'"),
    (["--groups", "nope"], "--groups: unknown group 'nope' (known groups: color, filters, "
                           "filters.blur, geo)"),
    (["-k", "ok and"], "-k 'ok and'"),
    (["--max-rss", "lots"], "--max-rss 'lots'"),
    (["missing-pack.py"], "pack missing-pack.py: no such file or directory"),
])
def test_bad_input_is_one_line_exit_2_and_the_store_untouched(tmp_path: Path, setup, flags,
                                                              message) -> None:
    base, results = setup
    assert capgrid(tmp_path, "run", *base, "--results", str(results), "--probes",
                   "onnx").returncode == 0
    before = (results / "capgrid.sqlite").read_bytes()
    proc = capgrid(tmp_path, "run", *base, "--results", str(results), *flags)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("capgrid: error: ") and message in lines[0]
    assert (results / "capgrid.sqlite").read_bytes() == before


def test_corrupt_store_is_refused(tmp_path: Path, setup) -> None:
    base, results = setup
    results.mkdir()
    (results / "capgrid.sqlite").write_bytes(b"not a database" * 100)
    proc = capgrid(tmp_path, "run", *base, "--results", str(results))
    assert proc.returncode == 2
    assert str(results / "capgrid.sqlite") in proc.stderr
    assert (results / "capgrid.sqlite").read_bytes() == b"not a database" * 100


def test_second_run_on_the_same_results_is_refused(tmp_path: Path, setup) -> None:
    base, results = setup
    results.mkdir()
    with open(results / "capgrid.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        lock.write("4242\n")
        lock.flush()
        proc = capgrid(tmp_path, "run", *base, "--results", str(results))
    assert proc.returncode == 2
    assert proc.stderr.strip() == (f"capgrid: error: {results} is in use by another capgrid run "
                                   "(pid 4242)")
    assert not (results / "capgrid.sqlite").exists()


def test_status_without_a_store(tmp_path: Path) -> None:
    proc = capgrid(tmp_path, "status", "--results", str(tmp_path / "none"))
    assert proc.returncode == 2
    assert "no results store at" in proc.stderr
