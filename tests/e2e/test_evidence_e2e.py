"""End to end: every cell says what was checked and how close it came (docs/snapshot.md, formats
6 and 7). Four cases of tests/packs/statuses.py through the built binary and the real worker: a
function a float64 finite difference confirms (ok.relu), a random operator (random.noise: values
never compared, no finite difference run), a function whose float64 copy still computes in
float32 inside (grad.float32_inside: the finite difference cannot judge it) and one every capture
computes 1e-5 off eager (accuracy.off_by_1e5). The snapshot's evidence and accuracy fields and the
Markdown page's split are exactly what those four imply."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import jsonschema
import pytest
from harness import REPO
from harness import run_in as capgrid

PACK = REPO / "tests" / "packs" / "statuses.py"
CASES = ["ok.relu", "random.noise", "grad.float32_inside", "accuracy.off_by_1e5"]
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
    assert snap["format_version"] == 8
    c = {c["name"]: c for c in snap["cases"]}
    for p in PROBES:
        assert (c["ok.relu"][p], c["ok.relu"][f"{p}_evidence"]) == ("ok", "values"), p
        assert (c["random.noise"][p], c["random.noise"][f"{p}_evidence"]) == (
            "ok-unverified", "shapes"), p
        assert c["grad.float32_inside"][f"{p}_evidence"] == "values", p
        assert c["accuracy.off_by_1e5"][f"{p}_evidence"] == "values", p
    assert c["ok.relu"]["grad_fd"] == "agrees"
    assert c["ok.relu"]["grad_fd_note"].startswith("directional derivative ")
    assert (c["random.noise"]["grad_fd"], c["random.noise"]["grad_fd_note"]) == (
        "inconclusive", "random operator: not checked")
    assert c["grad.float32_inside"]["grad_fd"] == "inconclusive"
    assert "float32" in c["grad.float32_inside"]["grad_fd_note"]
    # the known error: every capture 1e-5 off eager (float32: within a few ulps of 1e-5); the
    # gradient of x + 1e-5 is eager's exactly; a random operator measures nothing
    for p in ["onnx", "export", "compile"]:
        a = c["accuracy.off_by_1e5"][f"{p}_accuracy"]
        assert a is not None and abs(a["max_abs"] - 1e-5) < 1e-6, (p, a)
        assert a["outputs"] == 1 and a["nonfinite"] == 0 and a["snr_db"] > 60, (p, a)
        assert c["random.noise"][f"{p}_accuracy"] is None, p
    assert c["accuracy.off_by_1e5"]["grad_accuracy"]["max_abs"] == 0
    assert c["accuracy.off_by_1e5"]["grad_accuracy"]["snr_db"] is None
    assert "speed_accuracy" not in c["ok.relu"]
    # a case not run has nothing checked
    assert all(e[f"{p}_evidence"] == "" for e in snap["cases"] if e["name"] not in CASES
               for p in PROBES)


def test_the_page_splits_the_supported_by_what_was_checked(run_dir: Path) -> None:
    page = (run_dir / "page.md").read_text()
    snap = json.loads((run_dir / "snapshot.json").read_text())
    reason = snap["cases"][[e["name"] for e in snap["cases"]].index("grad.float32_inside")]
    why = reason["grad_fd_note"].split(":")[0].split(" (")[0]
    head = re.search(r"What the supported configurations were checked with: (.*)\.\n", page)
    assert head, page
    columns = dict(part.split(": ", 1) for part in head.group(1).split(". "))
    labels = {"exact", "within 1e-6", "within the tolerance"}
    for heading in ["ONNX", "torch.export", "torch.compile", "gradients (compile)"]:
        text = columns[heading]
        assert text.startswith("3 verified, 1 unverified"), (heading, text)
        spread = text.split("; how close the verified came to eager: ")[1]
        counts = {label: int(n) for n, label in (x.split(" ", 1) for x in spread.split(", "))}
        assert set(counts) <= labels and sum(counts.values()) == 3, (heading, text)
        if heading != "gradients (compile)":  # accuracy.off_by_1e5: past 1e-6
            assert counts.get("within the tolerance", 0) >= 1, (heading, text)
    grad = columns["gradients (compile)"]
    assert "eager gradient: " in grad and "1 random operator" in grad and f"1 {why}" in grad
    # the figures table still counts all four as supported: the split is beside it
    assert "| gradients (compile) | 4 / 4 | 100.0% |" in page
