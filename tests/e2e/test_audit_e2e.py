"""End to end: `capgrid audit` re-probes a seeded sample of a store cold and reports every
disagreement (docs/cli.md "Auditing a store"). The fake worker (no torch): exact counts, seconds.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import time
from pathlib import Path

from harness import capgrid_bin, fake_python

CASES = [f"g.case{i}" for i in range(12)]


def write_pack(tmp_path: Path, worker: dict | None = None) -> str:
    pack = tmp_path / "pack.json"
    pack.write_text(json.dumps({"cases": CASES, "worker": worker or {}}))
    return str(pack)


def capgrid(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([capgrid_bin(), *args], capture_output=True, text=True, timeout=300,
                          cwd=tmp_path)


def stored(results: Path) -> dict:
    with sqlite3.connect(f"file:{results / 'capgrid.sqlite'}?mode=ro", uri=True) as db:
        return {(c, p): s for c, p, s in db.execute(
            "SELECT case_name, probe, status FROM results")}


def survey(tmp_path: Path) -> Path:
    results = tmp_path / "results"
    proc = capgrid(tmp_path, "run", "--python", fake_python(tmp_path), "--results",
                   str(results), "--probes", "onnx,export,compile", "-j", "2",
                   write_pack(tmp_path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return results


def audit(tmp_path: Path, results: Path, *args: str) -> subprocess.CompletedProcess:
    return capgrid(tmp_path, "audit", "--results", str(results), "--python",
                   fake_python(tmp_path), "-j", "2", *args)


def test_a_store_that_still_holds_agrees_and_is_left_untouched(tmp_path: Path) -> None:
    results = survey(tmp_path)
    before = (results / "capgrid.sqlite").read_bytes()
    proc = audit(tmp_path, results, "--sample", "9", "--seed", "3", "--keep",
                 str(tmp_path / "first"))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    summary = proc.stdout.strip().splitlines()[-1]
    assert summary == ("capgrid audit: 9 stored results of 3 cases (seed 3) probed again cold: "
                       "9 agree, 0 disagree; false greens 0 of 9 stored supported (0.0%); 0 of "
                       "the 0 reused results disagree; no reused supported result compared"), \
        proc.stdout
    assert (results / "capgrid.sqlite").read_bytes() == before, "the audited store is only read"
    # the same seed, the same sample; another seed, another one (12 cases, 3 drawn)
    again = audit(tmp_path, results, "--sample", "9", "--seed", "3", "--keep",
                  str(tmp_path / "again"))
    other = audit(tmp_path, results, "--sample", "9", "--seed", "4", "--keep",
                  str(tmp_path / "other"))
    assert again.returncode == 0 and other.returncode == 0, again.stdout + other.stdout
    assert stored(tmp_path / "again") == stored(tmp_path / "first")
    assert len(stored(tmp_path / "first")) == 9
    assert set(stored(tmp_path / "other")) != set(stored(tmp_path / "first"))


def test_a_result_that_is_wrong_now_is_a_disagreement_and_a_false_green(tmp_path: Path) -> None:
    results = survey(tmp_path)
    # the same cases and fingerprints, but case5's onnx export now fails: every stored "ok"
    # of it is a false green
    write_pack(tmp_path, {"fail_in": {"g.case5": "onnx"}})
    proc = audit(tmp_path, results, "--all", "--keep", str(tmp_path / "audit"))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert lines[-2] == ("capgrid audit: 36 stored results of 12 cases (seed 1) probed again "
                         "cold: 35 agree, 1 disagree; false greens 1 of 36 stored supported "
                         "(2.8%); 0 of the 0 reused results disagree; no reused supported "
                         "result compared"), proc.stdout
    assert lines[-1] == "  g.case5 onnx: stored ok, now export-fail (false green)"
    assert stored(tmp_path / "audit")[("g.case5", "onnx")] == "export-fail"
    assert stored(results)[("g.case5", "onnx")] == "ok"


def test_bad_input_is_one_line_and_exit_2(tmp_path: Path) -> None:
    missing = audit(tmp_path, tmp_path / "nowhere")
    assert missing.returncode == 2 and missing.stderr.count("\n") == 1, missing.stderr
    assert "--results" in missing.stderr and "no results store" in missing.stderr
    results = survey(tmp_path)
    (tmp_path / "taken").mkdir()
    taken = audit(tmp_path, results, "--keep", str(tmp_path / "taken"))
    assert taken.returncode == 2 and "--keep" in taken.stderr and "exists" in taken.stderr
    speed = audit(tmp_path, results, "--probes", "speed")
    assert speed.returncode == 2 and "did not ask for probe 'speed'" in speed.stderr
    # one invocation probed every result: nothing was reused to audit
    reused = audit(tmp_path, results, "--reused")
    assert reused.returncode == 2 and reused.stderr.count("\n") == 1, reused.stderr
    assert "no result the last `capgrid run` reused" in reused.stderr


def test_reused_audits_only_what_the_last_run_did_not_probe(tmp_path: Path) -> None:
    # an incremental run: two cases first, then the whole pack resumes the run and keeps them
    results = tmp_path / "results"
    pack = write_pack(tmp_path)
    first = capgrid(tmp_path, "run", "--python", fake_python(tmp_path), "--results",
                    str(results), "--probes", "onnx,export,compile", "-j", "2", "--case",
                    "g.case0", "--case", "g.case1", pack)
    assert first.returncode == 0, first.stdout + first.stderr
    time.sleep(1.1)  # stamps are to the second: a result of the invocation's first second is its
    rest = survey(tmp_path)
    assert rest == results
    proc = audit(tmp_path, results, "--reused", "--all", "--keep", str(tmp_path / "audit"))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert set(stored(tmp_path / "audit")) == {
        (c, p) for c in ("g.case0", "g.case1") for p in ("onnx", "export", "compile")}
    assert proc.stdout.strip().splitlines()[-1] == (
        "capgrid audit: 6 stored results of 2 cases (seed 1) probed again cold: 6 agree, 0 "
        "disagree; false greens 0 of 6 stored supported (0.0%); 0 of the 6 reused results "
        "disagree; false greens among the reused supported: 0 of 6, at most 39.30% (95% upper "
        "bound)"), proc.stdout
