"""End to end: tests/packs/speed.py through the built binary with the real worker and the
speed probe (with the capture probes whose times it reads): a fused pointwise chain gets a
compile speedup, a value read into Python recompiles on new values with its reason, a
pure-shape operator does not and goes dynamic across batch sizes, a batch size read into Python
recompiles at each; merge writes the speed fields, every page renders them."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
from harness import REPO, capgrid_bin

PACK = REPO / "tests" / "packs" / "speed.py"


def capgrid(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO / "python"), XDG_CACHE_HOME=str(cwd / "cache"))
    return subprocess.run([capgrid_bin(), *args], capture_output=True, text=True, timeout=600,
                          cwd=cwd, env=env)


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("speed")
    out = tmp / "results"
    proc = capgrid(tmp, "run", str(PACK), "--python", sys.executable, "--results", str(out),
                   "--probes", "onnx,export,compile,speed", "-j", "1", "--timeout", "300")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return out


def cases(run_dir: Path) -> dict:
    snap = json.loads((run_dir / "snapshot.json").read_text())
    schema = json.loads((REPO / "docs" / "snapshot.schema.json").read_text())
    jsonschema.validate(snap, schema)
    assert snap["format_version"] == 8
    assert "CPUs" in snap["speed_machine"]
    return {c["name"]: c for c in snap["cases"]}


def test_the_fused_chain_has_a_measured_speedup(run_dir: Path) -> None:
    c = cases(run_dir)["speed.pointwise_chain"]
    assert c["speed"] == "ok" and c["speed_status"] == "timed"
    assert c["compile_speedup"] > 0 and c["onnx_speedup"] > 0
    assert c["eager_latency_s"] > 0
    p10, p90 = c["compile_latency_spread"]
    assert p10 <= c["compile_latency_s"] <= p90
    assert c["compile_time_s"] > 0 and c["onnx_export_s"] > 0  # from those probes' records
    assert c["recompiles_same_shape"] == 0
    assert c["slower_than_eager"] == (min(c["compile_speedup"], c["onnx_speedup"]) < 0.95)


def test_a_value_read_into_python_recompiles_with_its_reason(run_dir: Path) -> None:
    c = cases(run_dir)["speed.size_from_value"]
    assert c["recompiles_same_shape"] >= 1
    assert "==" in c["recompile_reason"]


def test_a_pure_shape_op_does_not_recompile_on_new_values(run_dir: Path) -> None:
    c = cases(run_dir)["speed.shape_only"]
    assert c["recompiles_same_shape"] == 0
    assert c["recompiles_new_batch"] >= 1
    assert "size mismatch" in c["new_batch_reason"]


def test_across_batch_sizes_one_goes_dynamic_one_recompiles_at_each(run_dir: Path) -> None:
    c = cases(run_dir)
    dynamic, static = c["speed.shape_only"], c["speed.size_into_python"]
    assert (dynamic["recompiles_new_batch"], dynamic["recompiles_larger_batch"]) == (1, 0)
    assert dynamic["went_dynamic"] is True
    assert static["recompiles_larger_batch"] >= 1 and static["went_dynamic"] is False
    assert "size mismatch" in static["larger_batch_reason"]
    one_row = c["speed.shape_only[one_row]"]
    assert one_row["went_dynamic"] is None and one_row["recompiles_larger_batch"] is None
    assert "a batch needs at least 2" in one_row["speed_errors"]["recompiles_larger_batch"]


@pytest.mark.parametrize("fmt", ["md", "rst", "html"])
def test_every_page_shows_the_speed_view(run_dir: Path, tmp_path: Path, fmt: str) -> None:
    page = tmp_path / f"page.{fmt}"
    proc = capgrid(tmp_path, "render", str(run_dir / "snapshot.json"), "--format", fmt,
                   "-o", str(page))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    text = page.read_text()
    assert "size_from_value" in text and "Speed" in text
    assert "not promises" in text
    assert "recompile" in text.lower()
    # shape_only went dynamic, size_into_python recompiled at each size (the test above)
    m = re.search(r"(\d+) of \d+ timed went dynamic after one recompile, (\d+) recompiled at "
                  r"each size", text)
    assert m and int(m.group(1)) >= 1 and int(m.group(2)) >= 1, text[:3000]


def test_diff_reports_a_slowdown_and_fails_only_when_asked(run_dir: Path, tmp_path: Path) -> None:
    snap = json.loads((run_dir / "snapshot.json").read_text())
    old = tmp_path / "old.json"
    old.write_text(json.dumps(snap))
    for c in snap["cases"]:
        if c["name"] == "speed.pointwise_chain":
            before = c["compile_speedup"]
            c["compile_speedup"] = before / 3
    new = tmp_path / "new.json"
    new.write_text(json.dumps(snap))
    proc = capgrid(tmp_path, "diff", str(old), str(new))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Speed changes" in proc.stdout
    assert "speed.pointwise_chain" in proc.stdout and "3.0x slower" in proc.stdout
    proc = capgrid(tmp_path, "diff", str(old), str(new), "--format", "json")
    changes = json.loads(proc.stdout)["speed_changes"]
    assert [(c["case"], c["variant"]) for c in changes] == [("speed.pointwise_chain", "compile")]
    assert changes[0]["slowdown"] == pytest.approx(3.0)
    proc = capgrid(tmp_path, "diff", str(old), str(new), "--fail-on-regression")
    assert proc.returncode == 0, proc.stdout + proc.stderr  # never a regression by default
    proc = capgrid(tmp_path, "diff", str(old), str(new), "--fail-on-slowdown", "2")
    assert proc.returncode == 1
    assert "1 speedup(s) fell by 2x or more" in proc.stderr
    proc = capgrid(tmp_path, "diff", str(old), str(new), "--fail-on-slowdown", "5")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    proc = capgrid(tmp_path, "diff", str(old), str(new), "--speed-threshold", "4")
    assert "Speed changes" not in proc.stdout
    proc = capgrid(tmp_path, "diff", str(old), str(new), "--fail-on-slowdown", "0.5")
    assert proc.returncode == 2 and "--fail-on-slowdown" in proc.stderr
