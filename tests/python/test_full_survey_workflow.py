"""The full-survey workflow (examples/github-actions/capgrid-full-survey.yml), run through
tests/python/test_workflow.py's emulator on the same tiny pack: every shard job of the matrix,
weighed by a committed durations file, then the merge job.

The test changes exactly what cannot run here, in the loaded workflow: the pack (the built-in
pack's library survey would take hours; the tiny pack's file stands in for it), the probes (the
default ones, as the committed baseline has), and the matrix (two shards of three cases, not
sixteen). Everything else runs as shipped."""

from __future__ import annotations

import json
import subprocess
from importlib import metadata
from pathlib import Path

from test_workflow import BASELINE, PACK, REPO, Emulator, load_workflow, stack_pins

from capgrid_binary import capgrid_bin

WORKFLOW = REPO / "examples" / "github-actions" / "capgrid-full-survey.yml"
# The case that torch.export cannot capture costs most: alone it outweighs the other two.
COSTS = {"prcheck.relu": 2.0, "prcheck.add": 3.0, "prcheck.branch_on_value": 9.0}


def checkout(root: Path, env: dict) -> Path:
    repo = root / "library"
    files = {
        env["STACK"]: "".join(f"{n}=={v}\n" for n, v in stack_pins(
            (REPO / "survey" / "stack.txt").read_text()).items()
            if n in ("torch", "onnx", "onnxruntime", "onnxscript")),
        env["LIBRARY"]: f"kornia=={metadata.version('kornia')}\n",
        env["BASELINE"]: BASELINE.read_text(),
        env["DURATIONS"]: json.dumps({"capgrid_durations": 1, "unit": "s", "cases": {
            name: {"onnx": cost, "export": 1.0} for name, cost in COSTS.items()}}),
        "capgrid-survey/pack.py": PACK.read_text(),
    }
    for path, text in files.items():
        (repo / path).parent.mkdir(parents=True, exist_ok=True)
        (repo / path).write_text(text)
    return repo


def test_the_full_survey_runs_weighted_shards_then_merges_and_writes_the_next_weights(
        tmp_path: Path) -> None:
    workflow = load_workflow(WORKFLOW)
    assert workflow["env"]["PACK"].startswith("builtin:")
    assert len(workflow["jobs"]["survey"]["strategy"]["matrix"]["shard"]) == 16
    workflow["env"].update({"PACK": "capgrid-survey/pack.py", "PROBES": "default"})
    workflow["jobs"]["survey"]["strategy"]["matrix"]["shard"] = [1, 2]
    repo = checkout(tmp_path, workflow["env"])

    run = Emulator(tmp_path, repo).run(workflow)
    failed = [s for s in run.steps if s.rc != 0]
    assert not failed, "\n\n".join(f"{s.job} {s.matrix} {s.name}: rc {s.rc}\n{s.output}"
                                   for s in failed)
    # Each shard ran the cases the engine's own prediction of the weighted split gives it.
    predicted = json.loads(subprocess.run(
        [capgrid_bin(), "shards", "--durations", str(repo / workflow["env"]["DURATIONS"]),
         "-n", "2", "--probes", "onnx,export,compile,export_dynamic,onnx_dynamic",
         "--format", "json", "--cases"], capture_output=True, text=True, check=True).stdout)
    shards = predicted["splits"][0]["weighted"]["shards"]
    assert [s["names"] for s in shards] in (
        [["prcheck.branch_on_value"], ["prcheck.add", "prcheck.relu"]],
        [["prcheck.add", "prcheck.relu"], ["prcheck.branch_on_value"]])
    for i in (1, 2):
        step = run.one("survey", "Survey one shard", shard=i)
        assert f"in shard {i}/2 (weighted by capgrid-survey/durations.json)" in step.output
        assert f"{len(shards[i - 1]['names'])} of 3 cases selected" in step.output, step.output

    pages = run.artifacts / "capgrid-pages"
    snapshot = json.loads((pages / "snapshot.json").read_text())
    assert sorted(c["name"] for c in snapshot["cases"]) == sorted(COSTS)
    durations = json.loads((pages / "durations.json").read_text())
    assert sorted(durations["cases"]) == sorted(COSTS)
    assert "weighted max/mean" in run.summaries["merge"]
    gate = run.one("merge", "Fail on a regression against the committed snapshot")
    assert gate.rc == 0 and "0 regressions" in gate.output, gate.output
