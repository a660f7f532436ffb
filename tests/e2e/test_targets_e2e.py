"""End to end: the deployment-target probes (executorch, openvino) through the built binary with
the real worker, ExecuTorch and OpenVINO, on cases of tests/packs/targets.py with known answers:
a convolution XNNPACK takes whole, a function on the portable kernels only, one whose export
fails (n/a for both, with the export's cause), one OpenVINO computes differently from eager (a
mismatch owned by OpenVINO; ExecuTorch's mismatch is tested in-process, test_targets.py) and one
each target rejects. The snapshot is format 8 with both
columns; the pages show them; the repro script of the OpenVINO mismatch reproduces it."""

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

PACK = REPO / "tests" / "packs" / "targets.py"
# case -> (executorch status, openvino status)
EXPECTED = {
    "targets.conv_relu": ("ok", "ok"),
    "targets.cumsum_flip": ("ok", "ok"),
    "targets.branch_on_value": ("no-export", "no-export"),
    "targets.cancels_in_float32": ("ok", "mismatch"),
    "targets.svd": (None, "convert-fail"),
    "targets.erfinv": ("lower-fail", None),
}


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("targets")
    (tmp / "names.txt").write_text("\n".join(EXPECTED) + "\n")
    proc = capgrid(tmp, "run", str(PACK), "--python", sys.executable, "--results", "res",
                   "--cases-from", "names.txt", "--probes", "export,executorch,openvino",
                   "-j", "1", "--timeout", "300")
    assert proc.returncode in (0, 1), proc.stdout + proc.stderr
    proc = capgrid(tmp, "merge", "res", "-o", "snapshot.json", "--force")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return tmp


def snapshot(run_dir: Path) -> dict:
    snap = json.loads((run_dir / "snapshot.json").read_text())
    jsonschema.validate(snap, json.loads((REPO / "docs" / "snapshot.schema.json").read_text()))
    assert snap["format_version"] == 8
    assert {"executorch", "openvino"} <= set(snap["probes"])
    return snap


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_case_has_its_known_answer(run_dir: Path, name: str) -> None:
    c = {c["name"]: c for c in snapshot(run_dir)["cases"]}[name]
    for probe, want in zip(("executorch", "openvino"), EXPECTED[name], strict=True):
        if want is not None:
            assert c[f"{probe}_status"] == want, c[f"{probe}_detail"]


def test_causes_name_the_target_and_na_carries_the_exports(run_dir: Path) -> None:
    snap = snapshot(run_dir)
    c = {c["name"]: c for c in snap["cases"]}
    assert c["targets.cancels_in_float32"]["openvino_cause"] == "openvino-mismatch"
    assert snap["causes"]["openvino-mismatch"]["owner"] == "openvino"
    assert c["targets.svd"]["openvino_cause"] == "openvino-no-conversion:_linalg_svd"
    assert snap["causes"]["openvino-no-conversion:_linalg_svd"]["owner"] == "openvino"
    assert c["targets.erfinv"]["executorch_cause"] == "executorch-not-core-aten:erfinv"
    assert snap["causes"]["executorch-not-core-aten:erfinv"]["owner"] == "executorch"
    branch = c["targets.branch_on_value"]
    assert (branch["export"], branch["executorch"], branch["openvino"]) == ("fail", "n/a", "n/a")
    assert branch["executorch_cause"] == branch["openvino_cause"] == branch["export_cause"]
    assert c["targets.conv_relu"]["openvino_evidence"] == "values"
    assert c["targets.conv_relu"]["executorch_accuracy"]["outputs"] == 1


def test_the_delegated_share_reaches_the_snapshot_and_the_card(run_dir: Path,
                                                               tmp_path: Path) -> None:
    c = {c["name"]: c for c in snapshot(run_dir)["cases"]}
    assert c["targets.conv_relu"]["executorch_delegated"] == 1.0
    assert c["targets.cumsum_flip"]["executorch_delegated"] == 0.0
    assert "executorch_delegated" not in c["targets.branch_on_value"]  # never lowered
    assert not any(k.startswith("openvino_delegated") for k in c["targets.conv_relu"])
    page = tmp_path / "page.md"
    proc = capgrid(tmp_path, "render", str(run_dir / "snapshot.json"), "--format", "md",
                   "-o", str(page))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert ("delegated to XNNPACK: 1 wholly, 2 not at all (only ExecuTorch's portable kernels)"
            in page.read_text())


@pytest.mark.parametrize("fmt", ["md", "html"])
def test_every_page_shows_both_columns(run_dir: Path, tmp_path: Path, fmt: str) -> None:
    page = tmp_path / f"page.{fmt}"
    proc = capgrid(tmp_path, "render", str(run_dir / "snapshot.json"), "--format", fmt,
                   "-o", str(page))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    text = page.read_text()
    assert "ExecuTorch (XNNPACK)" in text and "OpenVINO (CPU)" in text


def test_the_repro_script_of_the_openvino_mismatch_reproduces_it(run_dir: Path) -> None:
    proc = capgrid(run_dir, "repro", "targets.cancels_in_float32", "--probe", "openvino",
                   str(PACK), "--results", "res", "-o", "ov.py")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    run = subprocess.run([sys.executable, "-I", str(run_dir / "ov.py")], cwd="/",
                         capture_output=True, text=True, timeout=600,
                         env={"PATH": os.environ.get("PATH", ""), "OMP_NUM_THREADS": "1"})
    assert run.returncode == 0, run.stderr[-3000:]
    assert "status: mismatch" in run.stdout


def test_diff_gates_a_target_cells_regression(run_dir: Path, tmp_path: Path) -> None:
    """A later survey in which the convolution no longer lowers (its ExecuTorch cell takes the
    erfinv case's lowering failure) fails `capgrid diff --fail-on-regression`, naming the case
    and the column; read the other way it is a fix and passes."""
    snap = snapshot(run_dir)
    later = json.loads(json.dumps(snap))
    cases = {c["name"]: c for c in later["cases"]}
    broken, failing = cases["targets.conv_relu"], cases["targets.erfinv"]
    for key in [k for k in failing if k == "executorch" or k.startswith("executorch_")]:
        broken[key] = failing[key]
    (tmp_path / "before.json").write_text(json.dumps(snap))
    (tmp_path / "after.json").write_text(json.dumps(later))
    proc = capgrid(tmp_path, "diff", "before.json", "after.json", "--fail-on-regression")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    lines = [ln for ln in proc.stdout.splitlines() if "targets.conv_relu" in ln]
    assert lines and any("ExecuTorch" in ln or "executorch" in ln for ln in lines), proc.stdout
    assert "openvino" not in " ".join(lines).lower(), proc.stdout
    proc = capgrid(tmp_path, "diff", "after.json", "before.json", "--fail-on-regression")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "targets.conv_relu" in proc.stdout, proc.stdout
