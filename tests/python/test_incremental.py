"""Incremental surveys end to end: the engine and real workers on a copy of tests/packs/deps.py.

Each file of the fixture library that only one capture reaches (compile, export, the ONNX export)
and the module whose constant the forward imports is edited in turn; the next `capgrid run` must
probe again exactly the pairs whose recorded sources hold that file, and reuse everything else
(docs/store.md "Reuse").
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from capgrid_binary import capgrid_bin

ROOT = Path(__file__).resolve().parents[2]
PACKS = ROOT / "tests" / "packs"


def run(results: Path, pack: Path, *extra: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "python"), "CAPGRID_PYTHON": sys.executable}
    # the three static probes: the counts below are 3 per case (the dynamic-batch and speed probes
    # record their sources the same way, through the same Job)
    r = subprocess.run([capgrid_bin(), "run", str(pack), "-j", "1", "--results", str(results),
                        "--probes", "onnx,export,compile", *extra], env=env, capture_output=True,
                       text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    return r


def counts(r: subprocess.CompletedProcess) -> tuple[int, int, int]:
    last = r.stdout.strip().splitlines()[-1]
    m = re.fullmatch(r"capgrid: reused (\d+), probed (\d+) of (\d+) results", last)
    assert m, last
    return int(m[1]), int(m[2]), int(m[3])


def results(store: Path) -> dict:
    """(case, probe) -> (finished_at, worker, times, sources) of the newest run."""
    db = sqlite3.connect(store / "capgrid.sqlite")
    try:
        run_id = db.execute("SELECT MAX(id) FROM runs").fetchone()[0]
        rows = db.execute(
            "SELECT r.case_name, r.probe, r.finished_at, r.worker, r.record, f.files "
            "FROM results r LEFT JOIN sources f ON f.id = r.sources_id WHERE r.run_id = ?",
            (run_id,)).fetchall()
    finally:
        db.close()
    return {(c, p): (t, w, json.loads(rec).get("times"), json.loads(files) if files else {})
            for c, p, t, w, rec, files in rows}


def reprobed(before: dict, after: dict) -> set:
    return {k for k in after if k not in before or after[k][:3] != before[k][:3]}


@pytest.fixture(scope="module")
def survey(tmp_path_factory):
    work = tmp_path_factory.mktemp("incremental")
    pack_dir = work / "packs"
    pack_dir.mkdir()
    shutil.copy(PACKS / "deps.py", pack_dir / "deps.py")
    shutil.copytree(PACKS / "deplib", pack_dir / "deplib",
                    ignore=shutil.ignore_patterns("__pycache__"))
    store = work / "results"
    first = run(store, pack_dir / "deps.py")
    assert counts(first) == (0, 12, 12)
    return pack_dir, store


@pytest.mark.parametrize(("edited", "only"), [
    ("deplib/compile_only.py", {("deps.Scaler", "compile")}),
    ("deplib/export_only.py", {("deps.Scaler", "export")}),
    ("deplib/onnx_only.py", {("deps.Scaler", "onnx")}),
    ("deplib/constants.py", None),
])
def test_an_edited_file_reprobes_exactly_the_pairs_that_executed_it(survey, edited, only):
    pack_dir, store = survey
    before = results(store)
    users = {k for k, v in before.items() if edited in v[3]}
    if only is not None:
        assert users == only, f"{edited} is recorded by {sorted(users)}"
    else:  # the constant's module: every case running forward.py depends on it
        assert {("deps.Scaler", p) for p in ("onnx", "export", "compile")} <= users
    path = pack_dir / edited
    text = path.read_text()
    path.write_text(text.replace("SCALE = 3.0", "SCALE = 4.0") if "SCALE" in text
                    else text + "\n# edited by test_incremental\n")
    r = run(store, pack_dir / "deps.py")
    after = results(store)
    assert reprobed(before, after) == users
    assert counts(r) == (12 - len(users), len(users), 12)


def test_a_noop_rerun_probes_nothing_and_status_json_says_so(survey):
    pack_dir, store = survey
    before = results(store)
    r = run(store, pack_dir / "deps.py")
    assert counts(r) == (12, 0, 12)
    assert reprobed(before, results(store)) == set()
    status = subprocess.run([capgrid_bin(), "status", "--results", str(store), "--json"],
                            capture_output=True, text=True, check=True)
    doc = json.loads(status.stdout)
    assert (doc["reused"], doc["probed"], doc["total"]) == (12, 0, 12)
    assert doc["complete"] is True


def test_rerun_forces_the_chosen_case(survey):
    pack_dir, store = survey
    before = results(store)
    r = run(store, pack_dir / "deps.py", "--rerun", "Breaker")
    assert reprobed(before, results(store)) == {("deps.Breaker", p)
                                                for p in ("onnx", "export", "compile")}
    assert counts(r) == (9, 3, 12)
