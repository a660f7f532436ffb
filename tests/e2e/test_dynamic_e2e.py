"""End to end: the dynamic-batch probes on tests/packs/dynamic.py through the built binary with
the real worker (torch, onnx, onnxruntime), `capgrid run` (which merges), then the HTML and
Markdown pages: every case gets exactly its expected status in both columns, on the page too."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from harness import REPO, capgrid_bin

PACK = REPO / "tests" / "packs" / "dynamic.py"
PROBES = ("export_dynamic", "onnx_dynamic")

# case -> (export_dynamic status, onnx_dynamic status); column in parentheses where it matters.
EXPECTED = {
    "dyn.polymorphic": ("ok", "ok"),
    # torch.export refuses the Dim (inferred constant); torch.onnx.export's fallback exports a
    # model with a symbolic input whose Reshape holds the literal 3: onnxruntime refuses batch 4
    "dyn.hard_coded_batch": ("specialised", "specialised"),
    "dyn.right_at_sample_size": ("mismatch", "mismatch"),
    # torch.export refuses a guard on the batch; torch.onnx.export drops the guard and exports
    # the branch taken at the sample size, which is wrong at batch 7
    "dyn.guarded_batch": ("fail", "mismatch"),
    "dyn.no_batch": ("no-dynamic-dim", "no-dynamic-dim"),
    "dyn.scalar": ("no-dynamic-dim", "no-dynamic-dim"),
    "dyn.declared_static": ("no-dynamic-dim", "no-dynamic-dim"),
    "dyn.explicit": ("ok", "ok"),
}


def capgrid(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO / "python"), XDG_CACHE_HOME=str(cwd / "cache"))
    return subprocess.run([capgrid_bin(), *args], capture_output=True, text=True, timeout=600,
                          cwd=cwd, env=env)


@pytest.fixture(scope="module")
def survey(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("dynamic")
    out = tmp / "results"
    proc = capgrid(tmp, "run", str(PACK), "--python", sys.executable, "--results", str(out),
                   "--probes", ",".join(PROBES), "-j", "1", "--timeout", "300")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return out


def test_each_case_gets_its_status_in_both_columns(survey: Path) -> None:
    snapshot = json.loads((survey / "snapshot.json").read_text())
    assert snapshot["format_version"] == 8 and snapshot["probes"] == list(PROBES)
    assert snapshot["partial"] is False and snapshot["unclassified"] == []
    got = {c["name"]: tuple(c[f"{p}_status"] for p in PROBES) for c in snapshot["cases"]}
    assert got == EXPECTED
    cases = {c["name"]: c for c in snapshot["cases"]}
    for p in PROBES:
        # the new status has a column of its own; no-dynamic-dim is n/a with the reason
        assert cases["dyn.hard_coded_batch"][p] == "specialised"
        assert cases["dyn.scalar"][p] == "n/a"
        assert "0-d" in cases["dyn.scalar"][f"{p}_detail"]
        assert "dynamic=False" in cases["dyn.declared_static"][f"{p}_detail"]
        assert "size 1 at dimension 0" in cases["dyn.no_batch"][f"{p}_detail"]
        # a failing cell's detail names the dimension, the size and the first failing output
        # (a supported cell's detail is not kept in the snapshot)
        assert cases["dyn.right_at_sample_size"][f"{p}_detail"].startswith(
            "runs at another batch size, but the result there differs from eager: "
            "batch (input 0 dim 0): at batch=4: out0:"), cases["dyn.right_at_sample_size"]
        # the static probes were not asked for: not probed
        assert cases["dyn.polymorphic"]["export_status"] == "not-probed"
    causes = {c["name"]: c["export_dynamic_cause"] for c in snapshot["cases"]}
    assert causes["dyn.hard_coded_batch"] == "dynamic-size-made-constant"
    assert causes["dyn.guarded_batch"] == "dynamic-guard-on-size"
    assert cases["dyn.hard_coded_batch"]["onnx_dynamic_cause"] == "dynamic-size-refused-at-run"
    assert cases["dyn.right_at_sample_size"]["onnx_dynamic_cause"] == "dynamic-mismatch-at-size"


LABELS = {"ok": "ok", "specialised": "specialised", "mismatch": "mismatch", "fail": "fail",
          "no-dynamic-dim": "n/a"}


def test_the_pages_show_both_columns_and_every_status(survey: Path, tmp_path: Path) -> None:
    snapshot = survey / "snapshot.json"
    md, html = tmp_path / "page.md", tmp_path / "page.html"
    for fmt, page in (("md", md), ("html", html)):
        proc = capgrid(tmp_path, "render", str(snapshot), "--format", fmt, "-o", str(page))
        assert proc.returncode == 0, proc.stdout + proc.stderr
    text, page = md.read_text(), html.read_text()
    for heading in ("export (dynamic batch)", "ONNX (dynamic batch)"):
        assert heading in text and heading in page
    # the "Show" filters for what exports, but not with a dynamic batch
    assert 'data-gaps="export:export_dynamic onnx:onnx_dynamic"' in page
    assert '<option value="export-not-export_dynamic">exports, but not with a dynamic batch' in page
    # the headline figures: 2 of the 5 counted cases (3 are n/a) supported in each column
    assert "| export (dynamic batch) | 2 / 5 | 40.0% |" in text
    assert "| ONNX (dynamic batch) | 2 / 5 | 40.0% |" in text
    # Markdown: the failing configurations' table, one row per failing case
    header = next(line for line in text.splitlines()
                  if line.startswith("| Package | Operator |"))
    columns = [c.strip() for c in header.strip().strip("|").split("|")]
    ie, io = columns.index("export (dynamic batch)"), columns.index("ONNX (dynamic batch)")
    failing = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == len(columns) and cells[0] == "`torch.dyn.ops`" and cells[1][:1] == "`":
            failing[cells[1].strip("`")] = (cells[ie].strip("*"), cells[io].strip("*"))
    assert failing == {name.split(".", 1)[1]: tuple(LABELS[s] for s in want)
                       for name, want in EXPECTED.items()
                       if any(s in ("specialised", "mismatch", "fail") for s in want)}
    # HTML: every row, each cell's label (the last two cells are the dynamic columns); the
    # drill-downs' texts (probe status, cause) are on the page
    probes = json.loads(snapshot.read_text())["probes"]
    assert probes == list(PROBES)
    for name, want in EXPECTED.items():
        if set(want) == {"no-dynamic-dim"}:
            # n/a in every column it has: not counted anywhere, so not a row (Kornia's rule)
            assert f'<tr data-name="{name}">' not in page
            continue
        row = page.split(f'<tr data-name="{name}">', 1)[1].split("</tr>", 1)[0]
        labels = re.findall(r'<span class="compat-[^"]+">([^<]+)</span>', row)
        assert labels[-2:] == [LABELS[s] for s in want], (name, labels)
    for text in ("makes the dynamic batch a constant", "refuses another batch",
                 "dynamic-size-made-constant", "dynamic-guard-on-size"):
        assert text in page, text


def test_junit_and_rst_carry_the_dynamic_columns(survey: Path, tmp_path: Path) -> None:
    snapshot = survey / "snapshot.json"
    junit, rst = tmp_path / "survey.xml", tmp_path / "page.rst"
    for fmt, page in (("junit", junit), ("rst", rst)):
        proc = capgrid(tmp_path, "render", str(snapshot), "--format", fmt, "-o", str(page))
        assert proc.returncode == 0, proc.stdout + proc.stderr
    root = ET.parse(junit).getroot()
    cases = json.loads(snapshot.read_text())["cases"]
    # the three static probes (always shown) and the two the run asked for
    assert int(root.get("tests")) == 5 * len(cases)
    failures = [c for c in root.findall("./testsuite/testcase") if c.find("failure") is not None]
    want = sum(s in ("specialised", "mismatch", "fail") for v in EXPECTED.values() for s in v)
    assert len(failures) == want
    text = rst.read_text()
    assert "export (dynamic batch)" in text and "ONNX (dynamic batch)" in text
    assert "specialised" in text
