"""End to end: the AOTInductor and gradient probes through the built binary with the real worker,
on cases of tests/packs/statuses.py with known answers: a function AOTInductor packages and runs,
one whose export fails (aoti n/a), a custom autograd.Function whose backward is not its forward's
derivative (grad-wrong), a function with no floating output (grad n/a). The snapshot is format 5
with both cells, their causes and grad's own graph-break count; every page shows the columns; the
diff gates on them; the repro script of a grad result reproduces it standalone."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
from harness import REPO
from harness import run_in as capgrid

PACK = REPO / "tests" / "packs" / "statuses.py"
CASES = ["ok.relu", "branch.on_value", "grad.wrong_backward", "grad.int_output",
         "grad.item_detaches"]
# case -> (aoti status, grad status, grad column)
EXPECTED = {
    "ok.relu": ("ok", "ok", "ok"),
    "branch.on_value": ("no-export", "ok-breaks", "ok-breaks"),  # the branch breaks the graph
    "grad.wrong_backward": ("ok", "grad-wrong", "mismatch"),
    "grad.int_output": ("ok", "not-differentiable", "n/a"),
    "grad.item_detaches": ("ok", "grad-wrong", "mismatch"),
}




@pytest.fixture(scope="module")
def run_dir(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("aoti_grad")
    (tmp / "names.txt").write_text("\n".join(CASES) + "\n")
    proc = capgrid(tmp, "run", str(PACK), "--python", sys.executable, "--results", "res",
                   "--cases-from", "names.txt", "--probes", "export,aoti,grad", "-j", "1",
                   "--timeout", "300")
    # a selection is not merged by run; the merge of the whole selection is
    assert proc.returncode in (0, 1), proc.stdout + proc.stderr
    proc = capgrid(tmp, "merge", "res", "-o", "snapshot.json", "--force")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return tmp


def cases(run_dir: Path) -> dict:
    snap = json.loads((run_dir / "snapshot.json").read_text())
    schema = json.loads((REPO / "docs" / "snapshot.schema.json").read_text())
    jsonschema.validate(snap, schema)
    assert snap["format_version"] == 8
    assert {"aoti", "grad"} <= set(snap["probes"])
    return {c["name"]: c for c in snap["cases"]}


@pytest.mark.parametrize("name", CASES)
def test_each_case_has_its_known_answer(run_dir: Path, name: str) -> None:
    c = cases(run_dir)[name]
    aoti, grad_status, grad_column = EXPECTED[name]
    assert c["aoti_status"] == aoti, c["aoti_detail"]
    assert c["grad_status"] == grad_status, c["grad_detail"]
    assert c["grad"] == grad_column
    # grad counts its own graph breaks (format 5): the branch's, none elsewhere
    assert (c["grad_graph_breaks"] > 0) == (grad_status == "ok-breaks"), c["grad_detail"]


def test_causes_name_the_wrong_gradient_and_aotis_na_carries_the_exports(run_dir: Path) -> None:
    snap = json.loads((run_dir / "snapshot.json").read_text())
    c = {c["name"]: c for c in snap["cases"]}
    assert c["grad.wrong_backward"]["grad_cause"] == "wrong-gradient"
    assert snap["causes"]["wrong-gradient"]["owner"] == "library"
    # .item() takes a value out of autograd: the cause says the gradient was stopped, and where
    stopped = c["grad.item_detaches"]
    assert stopped["grad_cause"] == "gradient-stopped"
    assert "; the forward takes values out of autograd: .item() (statuses.py:" in \
        stopped["grad_detail"]
    # no program to package: n/a, with the export's own cause (fixing it unblocks both)
    branch = c["branch.on_value"]
    assert (branch["export"], branch["aoti"]) == ("fail", "n/a")
    assert branch["aoti_cause"] == branch["export_cause"] == "data-dependent-branch"


@pytest.mark.parametrize("fmt", ["md", "rst", "html"])
def test_every_page_shows_both_columns(run_dir: Path, tmp_path: Path, fmt: str) -> None:
    page = tmp_path / f"page.{fmt}"
    proc = capgrid(tmp_path, "render", str(run_dir / "snapshot.json"), "--format", fmt,
                   "-o", str(page))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    text = page.read_text()
    assert "AOTInductor" in text and "gradients (compile)" in text
    assert "not the derivative of the forward" in text
    breaks = next(c for c in json.loads((run_dir / "snapshot.json").read_text())["cases"]
                  if c["name"] == "branch.on_value")["grad_graph_breaks"]
    # the grad cell says its count as compile's does
    assert f"ok ({breaks} graph break{'' if breaks == 1 else 's'})" in text


def test_diff_gates_on_a_gradient_that_broke(run_dir: Path, tmp_path: Path) -> None:
    snap = json.loads((run_dir / "snapshot.json").read_text())
    old = tmp_path / "old.json"
    old.write_text(json.dumps(snap))
    for c in snap["cases"]:
        if c["name"] == "ok.relu":
            c["grad"], c["grad_status"] = "mismatch", "mismatch"
            c["grad_detail"], c["grad_cause"] = "gradients: out0: max abs diff 1", "mismatch"
            snap["causes"].setdefault("mismatch", {"category": "mismatch", "owner": "torch",
                                                   "text": "runs, but the result differs"})
    new = tmp_path / "new.json"
    new.write_text(json.dumps(snap))
    proc = capgrid(tmp_path, "diff", str(old), str(new), "--fail-on-regression")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "ok.relu" in proc.stdout and "grad" in proc.stdout


def test_the_repro_script_of_a_wrong_gradient_reproduces_it(run_dir: Path) -> None:
    proc = capgrid(run_dir, "repro", "grad.wrong_backward", "--probe", "grad", str(PACK),
                   "--results", "res", "-o", "grad.py")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    run = subprocess.run([sys.executable, "-I", str(run_dir / "grad.py")], cwd="/",
                         capture_output=True, text=True, timeout=600,
                         env={"PATH": os.environ.get("PATH", ""), "OMP_NUM_THREADS": "1"})
    assert run.returncode == 0, run.stderr[-3000:]
    assert "status: grad-wrong" in run.stdout
