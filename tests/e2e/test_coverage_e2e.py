"""End to end: `capgrid coverage` with the real worker on a small library made in tmp_path: the
uncovered callables are listed by module, the figure is printed, and `-o` writes the document
that `capgrid merge --coverage` reads."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from harness import REPO, capgrid_bin


def capgrid(cwd: Path, *args: str, pythonpath: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=pythonpath)
    return subprocess.run([capgrid_bin(), *args, "--python", sys.executable], capture_output=True,
                          text=True, timeout=300, cwd=cwd, env=env)


def test_coverage_lists_what_no_case_covers(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    lib = tmp_path / "toylib"
    (lib / "ops").mkdir(parents=True)
    (lib / "__init__.py").write_text("from toylib.ops import double, halve, negate\n")
    (lib / "ops" / "__init__.py").write_text(
        "def double(x):\n    return x * 2\n\n"
        "def halve(x):\n    return x / 2\n\n"
        "def negate(x):\n    return -x\n"
    )
    pack = tmp_path / "pack.py"
    pack.write_text(
        "import torch\nimport toylib\nfrom capgrid import case\n\n"
        "LIBRARY = 'toylib'\nX = torch.ones(2, 3)\n"
        "CASES = [case('double', 'ops', toylib.double, [X]),\n"
        "         case('halve', 'ops', toylib.halve, [X], skip='kept out on purpose')]\n"
    )
    out = tmp_path / "coverage.json"
    pythonpath = os.pathsep.join([str(tmp_path), str(REPO / "python")])
    proc = capgrid(tmp_path, "coverage", str(pack), "-o", str(out), pythonpath=pythonpath)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[-1] == "covered 2/3 (66.7%) of toylib's public callables"
    assert "  negate  (function)" in lines
    assert not any("double" in line or "halve" in line for line in lines[:-1])
    doc = json.loads(out.read_text())
    assert doc["module"] == "toylib"
    covered = {c["name"]: c["covered"] for c in doc["callables"]}
    assert covered == {"double": True, "halve": True, "negate": False}

    # The gate: below --fail-under is exit 1 with one line giving the percentage; at or above, 0.
    gate = capgrid(tmp_path, "coverage", str(pack), "--fail-under", "100", pythonpath=pythonpath)
    assert gate.returncode == 1, gate.stdout + gate.stderr
    assert gate.stderr == "capgrid: coverage 66.7% (2/3) is below --fail-under 100\n"
    assert gate.stdout.splitlines()[-1] == lines[-1]
    ok = capgrid(tmp_path, "coverage", str(pack), "--fail-under", "60", pythonpath=pythonpath)
    assert ok.returncode == 0, ok.stderr


def test_coverage_of_a_module_that_does_not_exist_is_one_line_exit_2(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    pack = tmp_path / "pack.py"
    pack.write_text(
        "import torch\nfrom capgrid import case\n"
        "CASES = [case('neg', 'ops', torch.neg, [torch.ones(2)])]\n"
    )
    proc = capgrid(tmp_path, "coverage", str(pack), "--module", "no_such_module_xyz",
                   pythonpath=str(REPO / "python"))
    assert proc.returncode == 2, proc.stdout + proc.stderr
    err = proc.stderr.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("capgrid: error:"), proc.stderr
    assert "no_such_module_xyz" in err[0]
