"""End to end: every cell says what was checked (docs/snapshot.md, format 6). Three cases of
tests/packs/statuses.py through the built binary and the real worker: a function a float64 finite
difference confirms (ok.relu), a random operator (random.noise: values never compared, no finite
difference run) and a function whose float64 copy still computes in float32 inside
(grad.float32_inside: the finite difference cannot judge it). The snapshot's evidence fields and
the Markdown page's split are exactly what those three imply."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import jsonschema
import pytest
from harness import REPO
from harness import run_in as capgrid

PACK = REPO / "tests" / "packs" / "statuses.py"
CASES = ["ok.relu", "random.noise", "grad.float32_inside"]
PROBES = ["onnx", "export", "compile", "grad"]




@pytest.fixture(scope="module")
def run_dir(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("evidence")
    (tmp / "names.txt").write_text("\n".join(CASES) + "\n")
    proc = capgrid(tmp, "run", str(PACK), "--python", sys.executable, "--results", "res",
                   "--cases-from", "names.txt", "--probes", ",".join(PROBES), "-j", "1",
                   "--timeout", "300")
    assert proc.returncode in (0, 1), proc.stdout + proc.stderr
    proc = capgrid(tmp, "merge", "res", "-o", "snapshot.json", "--force")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    proc = capgrid(tmp, "render", "snapshot.json", "--format", "md", "-o", "page.md")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return tmp


def test_each_cell_says_what_its_check_was(run_dir: Path) -> None:
    snap = json.loads((run_dir / "snapshot.json").read_text())
    jsonschema.validate(snap, json.loads((REPO / "docs" / "snapshot.schema.json").read_text()))
    assert snap["format_version"] == 6
    c = {c["name"]: c for c in snap["cases"]}
    for p in PROBES:
        assert (c["ok.relu"][p], c["ok.relu"][f"{p}_evidence"]) == ("ok", "values"), p
        assert (c["random.noise"][p], c["random.noise"][f"{p}_evidence"]) == (
            "ok-unverified", "shapes"), p
        assert c["grad.float32_inside"][f"{p}_evidence"] == "values", p
    assert c["ok.relu"]["grad_fd"] == "agrees"
    assert c["ok.relu"]["grad_fd_note"].startswith("directional derivative ")
    assert (c["random.noise"]["grad_fd"], c["random.noise"]["grad_fd_note"]) == (
        "inconclusive", "random operator: not checked")
    assert c["grad.float32_inside"]["grad_fd"] == "inconclusive"
    assert "float32" in c["grad.float32_inside"]["grad_fd_note"]
    # a case not run has nothing checked
    assert all(e[f"{p}_evidence"] == "" for e in snap["cases"] if e["name"] not in CASES
               for p in PROBES)


def test_the_page_splits_the_supported_by_what_was_checked(run_dir: Path) -> None:
    page = (run_dir / "page.md").read_text()
    snap = json.loads((run_dir / "snapshot.json").read_text())
    reason = snap["cases"][[e["name"] for e in snap["cases"]].index("grad.float32_inside")]
    why = reason["grad_fd_note"].split(":")[0].split(" (")[0]
    assert ("What the supported configurations were checked with: ONNX: 2 verified, 1 "
            "unverified. torch.export: 2 verified, 1 unverified. torch.compile: 2 verified, 1 "
            "unverified. gradients (compile): 2 verified, 1 unverified; eager gradient: 1 "
            "confirmed by a float64 finite difference, 2 not judged by one (1 random operator, "
            f"1 {why}).") in page
    # the figures table still counts all three as supported: the split is beside it
    assert "| gradients (compile) | 3 / 3 | 100.0% |" in page
