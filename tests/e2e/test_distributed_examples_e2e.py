"""The examples for running a survey across machines (docs/distributed.md), exercised as far as
this machine allows, with tests/e2e/fake_worker.py as the worker (no torch: fast):

* examples/kubernetes/: both manifests pass the Kubernetes schema (kubernetes-validate, strict),
  and the Indexed Job's script runs once per completion index with JOB_COMPLETION_INDEX set,
  then the merge Job's script merges the shards;
* examples/slurm/: the array script runs once per task with Slurm's array variables set, then
  the merge script.

Only paths, the pack and the shard count change (a tiny pack in three shards); the scripts run
as shipped."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from harness import capgrid_bin, fake_python

REPO = Path(__file__).resolve().parents[2]
K8S = REPO / "examples" / "kubernetes"
SLURM = REPO / "examples" / "slurm"
CASES = [f"g{i % 2}.ok-{i}" for i in range(9)]
ENGINE_VARS = ("CAPGRID_SHARD_INDEX", "JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID",
               "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_STEP")


@pytest.fixture
def world(tmp_path: Path) -> dict[str, str]:
    """An environment with `capgrid` on PATH, the fake worker, a pack and a durations file."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "capgrid").write_text(f'#!/bin/sh\nexec "{capgrid_bin()}" "$@"\n')
    (bin_dir / "capgrid").chmod(0o755)
    pack = tmp_path / "pack.json"
    pack.write_text(json.dumps({"cases": CASES, "worker": {}}))
    env = {k: v for k, v in os.environ.items() if k not in ENGINE_VARS}
    env.update({"PATH": f"{bin_dir}{os.pathsep}{env['PATH']}", "PACK": str(pack),
                "CAPGRID_PYTHON": fake_python(tmp_path), "CAPGRID_STATUS": "plain"})
    return env


def durations(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"capgrid_durations": 1, "unit": "s", "cases": {
        name: {"onnx": 30.0 if i == 0 else 1.0 + i} for i, name in enumerate(CASES)}}))
    return path


def merged_cases(snapshot: Path) -> list[str]:
    return sorted(c["name"] for c in json.loads(snapshot.read_text())["cases"])


def validate(*paths: Path) -> subprocess.CompletedProcess:
    tool = shutil.which("kubernetes-validate") or str(
        Path(sys.executable).parent / "kubernetes-validate")
    return subprocess.run([tool, "--strict", *map(str, paths)], capture_output=True, text=True)


def test_the_kubernetes_manifests_pass_the_schema_and_a_broken_one_does_not(tmp_path) -> None:
    proc = validate(K8S / "capgrid-survey-job.yaml", K8S / "capgrid-merge-job.yaml")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.count("passed") == 3, proc.stdout  # the volume claim and two Jobs
    # The validator is real: an unknown field of the Job spec fails it.
    docs = list(yaml.safe_load_all((K8S / "capgrid-survey-job.yaml").read_text()))
    docs[1]["spec"]["completionz"] = 16
    broken = tmp_path / "broken.yaml"
    broken.write_text(yaml.safe_dump_all(docs))
    assert validate(broken).returncode != 0


def container(doc: dict) -> dict:
    (c,) = doc["spec"]["template"]["spec"]["containers"]
    return c


def run_container(c: dict, env: dict[str, str], **overrides: str) -> subprocess.CompletedProcess:
    variables = {e["name"]: e["value"] for e in c.get("env", [])}
    variables.update(overrides)
    assert c["command"] == ["/bin/sh", "-c"]
    return subprocess.run(["/bin/sh", "-c", c["args"][0]], capture_output=True, text=True,
                          env={**env, **variables}, timeout=120)


def test_the_indexed_job_runs_one_shard_per_index_and_the_merge_job_merges_them(
        tmp_path: Path, world) -> None:
    _, job = yaml.safe_load_all((K8S / "capgrid-survey-job.yaml").read_text())
    survey = container(job)
    shards = {e["name"]: e["value"] for e in survey["env"]}["SHARDS"]
    assert int(shards) == job["spec"]["completions"] == job["spec"]["parallelism"]
    root = tmp_path / "volume"
    weights = durations(root / "durations.json")
    for index in range(3):  # three completions here
        proc = run_container(survey, world, SHARDS="3", RESULTS_ROOT=str(root),
                             DURATIONS=str(weights), PACK=world["PACK"],
                             JOB_COMPLETION_INDEX=str(index))
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert (f"in shard {index + 1}/3 (weighted by {weights}; index from "
                f"JOB_COMPLETION_INDEX={index})") in proc.stdout, proc.stdout
        assert (root / f"shard-{index}" / "capgrid.sqlite").is_file()
    merge = container(yaml.safe_load((K8S / "capgrid-merge-job.yaml").read_text()))
    weights.unlink()  # the merge Job writes the next survey's weights
    proc = run_container(merge, world, RESULTS_ROOT=str(root))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert merged_cases(root / "pages" / "snapshot.json") == sorted(CASES)
    assert (root / "pages" / "index.html").is_file()
    assert sorted(json.loads(weights.read_text())["cases"]) == sorted(CASES)


def test_the_slurm_array_runs_one_shard_per_task_then_the_merge(tmp_path: Path, world) -> None:
    script = (SLURM / "capgrid-survey.sbatch").read_text()
    (array,) = re.findall(r"^#SBATCH --array=(\d+)-(\d+)$", script, re.M)
    assert array == ("1", "16")
    survey_dir = tmp_path / "survey"
    weights = durations(survey_dir / "durations.json")
    for task in (1, 2, 3):  # --array=1-3 here
        env = {**world, "SURVEY_DIR": str(survey_dir), "SLURM_ARRAY_TASK_ID": str(task),
               "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "3",
               "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_CPUS_PER_TASK": "1"}
        proc = subprocess.run(["bash", str(SLURM / "capgrid-survey.sbatch")], env=env,
                              capture_output=True, text=True, timeout=120, cwd=tmp_path)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert (f"in shard {task}/3 (weighted by {weights}; index from SLURM_ARRAY_TASK_ID="
                f"{task} (SLURM_ARRAY_TASK_MIN=1))") in proc.stdout, proc.stdout
    # A task of an array of another size than the script's N is refused in one line.
    bad = {**env, "SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "3"}
    proc = subprocess.run(["bash", str(SLURM / "capgrid-survey.sbatch")], env=bad,
                          capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert proc.returncode == 2 and "gives shard 4 of 3" in proc.stderr, proc.stderr
    proc = subprocess.run(["bash", str(SLURM / "capgrid-merge.sbatch")],
                          env={**world, "SURVEY_DIR": str(survey_dir)}, capture_output=True,
                          text=True, timeout=120, cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert merged_cases(survey_dir / "pages" / "snapshot.json") == sorted(CASES)
    assert sorted(json.loads(weights.read_text())["cases"]) == sorted(CASES)
