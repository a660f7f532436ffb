"""End to end: shards balanced by a durations file (`capgrid durations`, `capgrid shards`, `run
--shard I/N --durations FILE`) and the shard index read from the engine running the fan-out
(`--shard auto/N`), with tests/e2e/fake_worker.py as the worker (no torch: fast)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest
from harness import capgrid_bin, fake_python

CASES = [f"g{i % 3}.ok-{i}" for i in range(12)]
# Skewed costs: two cases as long as all the rest together, as a survey's feature models are.
COSTS = {name: (60.0 if i in (0, 1) else 2.0 + i) for i, name in enumerate(CASES)}
ENGINE_VARS = ("CAPGRID_SHARD_INDEX", "JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID",
               "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_STEP")


def capgrid(cwd: Path, *args: str, env: dict[str, str] | None = None
            ) -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items()
            if k not in ("CAPGRID_STATUS", "NO_COLOR", *ENGINE_VARS)}
    return subprocess.run([capgrid_bin(), *args], capture_output=True, text=True, timeout=120,
                          cwd=cwd, env={**base, **(env or {})})


@pytest.fixture
def base(tmp_path: Path) -> list[str]:
    pack = tmp_path / "pack.json"
    pack.write_text(json.dumps({"cases": CASES, "worker": {}}))
    return ["--python", fake_python(tmp_path), str(pack)]


def durations_file(path: Path, costs: dict[str, float], reverse: bool = False) -> Path:
    names = sorted(costs, reverse=reverse)
    cases = {n: ({"onnx": costs[n], "export": 1.0} if not reverse
                 else {"export": 1.0, "onnx": costs[n]}) for n in names}
    path.write_text(json.dumps({"capgrid_durations": 1, "unit": "s", "cases": cases}))
    return path


def stored_cases(results: Path) -> set[str]:
    with sqlite3.connect(results / "capgrid.sqlite") as db:
        return {c for (c,) in db.execute("SELECT DISTINCT case_name FROM results")}


def split(cwd: Path, durations: Path, count: int, *flags: str) -> dict:
    proc = capgrid(cwd, "shards", "--durations", str(durations), "-n", str(count),
                   "--format", "json", "--cases", *flags)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)["splits"][0]


def test_durations_from_a_store_then_the_same_split_in_two_processes_and_orders(
        tmp_path: Path, base) -> None:
    results = tmp_path / "results"
    assert capgrid(tmp_path, "run", *base, "--results", str(results),
                   "--probes", "onnx,export").returncode == 0
    written = tmp_path / "durations.json"
    proc = capgrid(tmp_path, "durations", str(results), "-o", str(written))
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(written.read_text())
    assert doc["capgrid_durations"] == 1 and sorted(doc["cases"]) == sorted(CASES)
    assert all(set(p) == {"onnx", "export"} for p in doc["cases"].values())
    # --probes keeps only those columns' durations (a column being added is left out)
    only = tmp_path / "only.json"
    proc = capgrid(tmp_path, "durations", str(results), "-o", str(only), "--probes", "export")
    assert proc.returncode == 0, proc.stderr
    kept = json.loads(only.read_text())["cases"]
    assert sorted(kept) == sorted(CASES) and all(set(p) == {"export"} for p in kept.values())
    assert all(kept[c]["export"] == doc["cases"][c]["export"] for c in CASES)

    a = durations_file(tmp_path / "a.json", COSTS)
    b = durations_file(tmp_path / "b.json", COSTS, reverse=True)
    first, second, reordered = split(tmp_path, a, 4), split(tmp_path, a, 4), split(tmp_path, b, 4)
    assert first == second
    assert first["weighted"] == reordered["weighted"]
    names = [n for s in first["weighted"]["shards"] for n in s["names"]]
    assert sorted(names) == sorted(CASES)  # every case in exactly one shard
    # The two long cases get a shard each: the weighted split is better balanced than the hash.
    assert first["weighted"]["max_over_mean"] <= first["hash"]["max_over_mean"]
    assert first["weighted"]["max_over_mean"] < 1.3


def test_weighted_shards_cover_every_case_once_and_resume_with_their_file(
        tmp_path: Path, base) -> None:
    durations = durations_file(tmp_path / "durations.json", COSTS)
    # A run that names its probes is weighed by them (`shards --probes` predicts that split).
    expected = split(tmp_path, durations, 3, "--probes", "onnx")["weighted"]["shards"]
    seen: list[str] = []
    for i in (1, 2, 3):
        out = tmp_path / f"shard-{i}"
        proc = capgrid(tmp_path, "run", *base, "--results", str(out), "--shard", f"{i}/3",
                       "--durations", "durations.json", "--probes", "onnx")
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert f"in shard {i}/3 (weighted by durations.json)" in proc.stdout
        mine = stored_cases(out)
        assert mine == set(expected[i - 1]["names"])
        seen += mine
        status = capgrid(tmp_path, "status", "--results", str(out))
        assert (f"shard {i}/3 weighted by durations.json: complete: all {len(mine)} (case, "
                "probe) pairs of this shard have a result") in status.stdout, status.stdout
    assert sorted(seen) == sorted(CASES)


def test_a_case_the_file_lacks_keeps_the_hash_split(tmp_path: Path, base) -> None:
    known = {n: c for n, c in COSTS.items() if n != CASES[5]}
    durations = durations_file(tmp_path / "durations.json", known)
    where = []
    for i in (1, 2, 3):
        out = tmp_path / f"shard-{i}"
        capgrid(tmp_path, "run", *base, "--results", str(out), "--shard", f"{i}/3",
                "--durations", str(durations), "--probes", "onnx")
        if CASES[5] in stored_cases(out):
            where.append(i)
    plain = [i for i in (1, 2, 3)
             if CASES[5] in capgrid(tmp_path, "run", *base, "--results", str(tmp_path / "p"),
                                    "--shard", f"{i}/3", "--plan", "--probes", "onnx").stdout]
    assert len(where) == 1 and where == plain


@pytest.mark.parametrize("variables, shard, source", [
    ({"JOB_COMPLETION_INDEX": "1"}, 2, "JOB_COMPLETION_INDEX=1"),
    ({"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "3"},
     3, "SLURM_ARRAY_TASK_ID=3 (SLURM_ARRAY_TASK_MIN=1)"),
    ({"CAPGRID_SHARD_INDEX": "1"}, 1, "CAPGRID_SHARD_INDEX=1"),
])
def test_auto_reads_the_index_and_says_which_variable(tmp_path: Path, base, variables, shard,
                                                      source) -> None:
    auto = tmp_path / "auto"
    proc = capgrid(tmp_path, "run", *base, "--results", str(auto), "--shard", "auto/3",
                   "--probes", "onnx", env=variables)
    assert proc.returncode == 0, proc.stderr
    assert f"in shard {shard}/3 (index from {source})" in proc.stdout
    explicit = tmp_path / "explicit"
    capgrid(tmp_path, "run", *base, "--results", str(explicit), "--shard", f"{shard}/3",
            "--probes", "onnx")
    assert stored_cases(auto) == stored_cases(explicit)


@pytest.mark.parametrize("flags, variables, message", [
    (["--shard", "auto/3"], {}, "--shard auto/3: none of CAPGRID_SHARD_INDEX"),
    (["--shard", "auto/3"], {"JOB_COMPLETION_INDEX": "3"},
     "--shard auto/3: JOB_COMPLETION_INDEX=3 gives shard 4 of 3, expected 1 to 3"),
    (["--shard", "auto/3"], {"SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "0",
                             "SLURM_ARRAY_TASK_COUNT": "4"},
     "the Slurm array has 4 tasks (SLURM_ARRAY_TASK_COUNT), not 3"),
    (["--durations", "durations.json"], {}, "--durations durations.json: only with --shard"),
    (["--shard", "1/3", "--durations", "missing.json"], {},
     "--durations missing.json: cannot read it"),
    (["--shard", "1/3", "--durations", "pack.json"], {},
     "--durations pack.json: not a durations file"),
])
def test_bad_shard_input_is_one_line_exit_2_and_nothing_written(tmp_path: Path, base, flags,
                                                                 variables, message) -> None:
    durations_file(tmp_path / "durations.json", COSTS)
    results = tmp_path / "results"
    proc = capgrid(tmp_path, "run", *base, "--results", str(results), *flags, env=variables)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], proc.stderr
    assert not results.exists()


def test_durations_refuses_a_folder_without_a_store(tmp_path: Path) -> None:
    proc = capgrid(tmp_path, "durations", str(tmp_path), "-o", str(tmp_path / "d.json"))
    assert proc.returncode == 2
    assert f"{tmp_path}: no capgrid store here" in proc.stderr
    assert not (tmp_path / "d.json").exists()


def test_shards_and_durations_refuse_bad_input_in_one_line(tmp_path: Path, base) -> None:
    durations = durations_file(tmp_path / "durations.json", COSTS)
    results = tmp_path / "results"
    assert capgrid(tmp_path, "run", *base, "--results", str(results),
                   "--probes", "onnx").returncode == 0
    for args, message in [
        (["shards", "--durations", str(durations), "-n", "0"], "-n 0: expected at least 1 shard"),
        (["shards", "--durations", str(durations), "-j", "0"], "-j 0: expected at least 1 worker"),
        (["shards", "--durations", str(durations), "--probes", "aoti"],
         "no case has a duration of aoti"),
        (["shards", "--durations", str(tmp_path / "none.json")], "cannot read it"),
        (["durations", str(results), "-o", str(tmp_path / "no" / "d.json")], "no directory"),
    ]:
        proc = capgrid(tmp_path, *args)
        assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
        lines = proc.stderr.strip().splitlines()
        assert len(lines) == 1 and message in lines[0], (args, proc.stderr)
    assert not (tmp_path / "no").exists()
    # The text table: one row per shard count, hash and weighted side by side.
    proc = capgrid(tmp_path, "shards", "--durations", str(durations), "-n", "2,4")
    assert proc.returncode == 0, proc.stderr
    rows = proc.stdout.splitlines()
    assert rows[0].startswith("12 cases, ") and "hash max/mean" in rows[1]
    assert [r.split()[0] for r in rows[2:]] == ["2", "4"]
