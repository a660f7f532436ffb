"""`capgrid repro` end to end: the real worker writes scripts for failing cells of a real run
(tests/packs/repro_cases.py over tests/packs/reprolib), and each script, run in an isolated
interpreter where ``import capgrid`` fails, prints the status and root error the run stored.

The venv the tests run under has capgrid installed, so ``python -I`` alone could still import
it: the scripts run under ISOLATED, which makes ``capgrid`` and ``capgrid_packs`` unimportable
(a ``None`` entry in ``sys.modules``) and checks that it did before running the script.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from harness import REPO, capgrid_bin

PACK = str(REPO / "tests" / "packs" / "repro_cases.py")

ISOLATED = (
    "import sys, runpy\n"
    "sys.modules['capgrid'] = None\n"
    "sys.modules['capgrid_packs'] = None\n"
    "try:\n"
    "    import capgrid\n"
    "except ImportError:\n"
    "    pass\n"
    "else:\n"
    "    raise SystemExit('capgrid is importable')\n"
    "runpy.run_path(sys.argv[1], run_name='__main__')\n"
)

# (case, probe): each fails in the run below, in its own way.
FAILING = [
    ("repro.branch", "onnx"),   # data-dependent branch under torch.onnx.export
    ("repro.svd", "onnx"),      # no ONNX lowering for aten._linalg_svd
    ("repro.branch", "export"),  # data-dependent branch under torch.export
    ("repro.Shift", "export"),  # a module instance, carried in the .pt
    ("repro.lambda", "export"),  # a lambda, carried as source
]


def env(tmp_path: Path) -> dict:
    return {**os.environ, "CAPGRID_PYTHON": sys.executable,
            "PYTHONPATH": str(REPO / "python"), "XDG_CACHE_HOME": str(tmp_path / "cache"),
            "OMP_NUM_THREADS": "1"}


def capgrid(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([capgrid_bin(), *args], cwd=tmp_path, env=env(tmp_path),
                          capture_output=True, text=True, timeout=600)


def stored_block(markdown: str) -> str:
    """The status/error/detail block the engine copied from the store into the issue body."""
    m = re.search(r"as stored in [^\n]*:\n\n```\n(status: .*?)\n```", markdown, re.S)
    assert m, markdown[-2000:]
    return m.group(1)


def printed_block(stdout: str) -> str:
    lines = [ln for ln in stdout.splitlines() if ln.startswith(("status: ", "error: ",
                                                               "detail: "))]
    return "\n".join(lines)


@pytest.fixture(scope="module")
def survey(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("repro")
    proc = capgrid(tmp, "run", PACK, "--probes", "onnx,export", "-j", "1", "--results", "res")
    assert proc.returncode == 1 or proc.returncode == 0, proc.stderr
    return tmp


@pytest.mark.parametrize(("name", "probe"), FAILING)
def test_script_prints_the_stored_status_and_root_error(survey: Path, name: str,
                                                        probe: str) -> None:
    out = f"out/{name}-{probe}.py"
    proc = capgrid(survey, "repro", name, "--probe", probe, PACK, "--results", "res", "-o", out,
                   "--markdown")
    assert proc.returncode == 0, proc.stderr
    assert "(standalone: needs torch and the library, not capgrid)" in proc.stdout
    script = survey / out
    assert (survey / out).with_suffix(".pt").is_file()
    assert "standalone" in script.read_text().splitlines()[0]
    stored = stored_block((survey / out).with_suffix(".md").read_text())
    assert not stored.startswith("status: ok")
    # A fresh, isolated interpreter (no PYTHONPATH, no user site, cwd elsewhere).
    run = subprocess.run([sys.executable, "-I", "-c", ISOLATED, str(script)], cwd="/",
                         capture_output=True, text=True, timeout=600,
                         env={"PATH": os.environ.get("PATH", ""), "OMP_NUM_THREADS": "1"})
    assert run.returncode == 0, run.stderr[-3000:]
    assert printed_block(run.stdout) == stored


def test_a_closure_imports_the_pack_and_says_so(survey: Path) -> None:
    proc = capgrid(survey, "repro", "repro.closure", "--probe", "export", PACK, "--results",
                   "res", "--markdown")
    assert proc.returncode == 0, proc.stderr
    assert "imports the pack: " in proc.stdout and "closes over local variables" in proc.stdout
    script = survey / "repro" / "repro.closure-export.py"
    first = script.read_text().splitlines()[0]
    assert "NOT STANDALONE: imports the pack" in first and "offset" in first
    stored = stored_block(script.with_suffix(".md").read_text())
    run = subprocess.run([sys.executable, "-I", str(script)], cwd="/", capture_output=True,
                         text=True, timeout=600,
                         env={"PATH": os.environ.get("PATH", ""), "OMP_NUM_THREADS": "1",
                              "PYTHONPATH": str(REPO / "python")})
    assert run.returncode == 0, run.stderr[-3000:]
    assert printed_block(run.stdout) == stored


def test_default_probe_is_the_first_that_is_not_ok(survey: Path) -> None:
    # repro.svd: onnx fails, export is ok -> onnx; nothing stored -> onnx as well
    proc = capgrid(survey, "repro", "repro.svd", PACK, "--results", "res")
    assert proc.returncode == 0, proc.stderr
    assert (survey / "repro" / "repro.svd-onnx.py").is_file()


def test_unknown_case_and_existing_file_are_one_line_exit_2(survey: Path) -> None:
    proc = capgrid(survey, "repro", "repro.brnch", PACK, "--results", "res")
    assert proc.returncode == 2
    assert proc.stderr == ("capgrid: error: repro: unknown case 'repro.brnch' "
                           "(did you mean 'repro.branch'?)\n")
    target = survey / "exists.py"
    target.write_text("# mine\n")
    proc = capgrid(survey, "repro", "repro.branch", PACK, "--results", "res", "-o", "exists.py")
    assert proc.returncode == 2
    assert proc.stderr == ("capgrid: error: repro: exists.py exists "
                           "(pass --force to overwrite it)\n")
    assert target.read_text() == "# mine\n"
    proc = capgrid(survey, "repro", "repro.branch", PACK, "--results", "res", "-o", "exists.py",
                   "--force")
    assert proc.returncode == 0, proc.stderr
    assert target.read_text().startswith("# capgrid repro of 'repro.branch', probe onnx")


def test_markdown_without_a_stored_result_says_so(tmp_path: Path) -> None:
    proc = capgrid(tmp_path, "repro", "repro.branch", "--probe", "export", PACK, "--markdown",
                   "issue.md")
    assert proc.returncode == 0, proc.stderr
    body = (tmp_path / "issue.md").read_text()
    assert "No stored result of this case and probe: run the script" in body
    assert "| torch | " in body and "```python\n# capgrid repro of 'repro.branch'" in body
