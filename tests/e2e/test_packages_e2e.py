"""End to end: the example pack of docs/writing_a_pack.md (docs/examples/mylib_pack.py) through
the built binary with the real worker. Its groups are `ops` and `nn`, its code lives in
mylib.functional, mylib.layers and mylib.contrib: the pack's PACKAGE_OF and one case's own
`package=` must file every row under the real package, in the snapshot and on the pages."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from harness import REPO, capgrid_bin

PACK = REPO / "docs" / "examples" / "mylib_pack.py"


def capgrid(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO / "python"),
               XDG_CACHE_HOME=str(cwd / "cache"))
    return subprocess.run([capgrid_bin(), *args], capture_output=True, text=True, timeout=300,
                          cwd=cwd, env=env)


def test_a_run_files_rows_under_the_packages_the_pack_names(tmp_path: Path) -> None:
    out = tmp_path / "results"
    proc = capgrid(tmp_path, "run", str(PACK), "--python", sys.executable, "--results", str(out),
                   "--probes", "export", "-j", "1", "--timeout", "120")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    snapshot = json.loads((out / "snapshot.json").read_text())
    assert snapshot["partial"] is False
    placed = {c["name"]: (c["package"], c["section"]) for c in snapshot["cases"]}
    assert placed == {
        "ops.scale": ("mylib.functional", ""),  # PACKAGE_OF["ops"]
        "ops.scale[factor=0.5]": ("mylib.functional", ""),
        "ops.soft_clip[live_limit]": ("mylib.functional", ""),
        "ops.jitter[random]": ("mylib.functional", ""),
        "ops.box_blur": ("mylib.contrib", ""),  # its own package= wins
        "ops.load": ("mylib.functional", "io"),  # the rest of the group is the section
        "nn.Blend": ("mylib.layers", ""),  # PACKAGE_OF["nn"]
        "nn.Blend[features]": ("mylib.layers", ""),
        "nn.TinyNet": ("mylib.layers", ""),
        "nn.TinyNet.features": ("mylib.layers", ""),
    }
    page = tmp_path / "page.md"
    proc = capgrid(tmp_path, "render", str(out / "snapshot.json"), "--format", "md",
                   "-o", str(page))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    text = page.read_text()
    by_package = text.split("### By package", 1)[1].split("###", 1)[0]
    rows = [line.split("|")[1].strip() for line in by_package.splitlines()
            if line.startswith("| `")]
    assert rows == ["`mylib.contrib`", "`mylib.functional`", "`mylib.layers`"]
    assert "mylib.ops" not in text and "mylib.nn" not in text


def test_the_example_pack_lists_and_covers_its_library(tmp_path: Path) -> None:
    proc = capgrid(tmp_path, "list", str(PACK), "--python", sys.executable, "--format", "json")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    listed = json.loads(proc.stdout)
    assert listed["groups"] == ["nn", "ops", "ops.io"]
    assert len(listed["cases"]) == 10
    proc = capgrid(tmp_path, "coverage", str(PACK), "--python", sys.executable,
                   "--fail-under", "100")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "covered 7/7 (100.0%) of mylib's public callables" in proc.stdout
