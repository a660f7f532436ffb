"""What the end-to-end tests share: the binary under test (re-exported from
tests/capgrid_binary.py), a fake-worker interpreter and the real worker's interpreter."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from capgrid_binary import REPO, capgrid_bin

__all__ = ["FAKE_WORKER", "REPO", "capgrid_bin", "fake_python", "real_python",
           "run_in"]

FAKE_WORKER = Path(__file__).resolve().parent / "fake_worker.py"


def fake_python(tmp_path: Path) -> str:
    """A "python" for --python that runs the fake worker instead of capgrid.worker."""
    wrapper = tmp_path / "fake-python"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{FAKE_WORKER}" "$@"\n')
    wrapper.chmod(0o755)
    return str(wrapper)


def real_python() -> str:
    """The interpreter for the real worker: $CAPGRID_PYTHON, else the checkout's .venv (which
    `make test` sets up), else this one. It must import the probes' stack; when it cannot, the
    test fails naming it (a skip would let a broken set-up pass the suite)."""
    python = os.environ.get("CAPGRID_PYTHON") or str(REPO / ".venv" / "bin" / "python")
    if not os.access(python, os.X_OK):
        python = sys.executable
    check = subprocess.run([python, "-c", "import torch, onnx, onnxruntime, onnxscript"],
                           capture_output=True, text=True)
    if check.returncode != 0:
        pytest.fail(f"{python} cannot import the probes' stack (set CAPGRID_PYTHON): "
                    f"{check.stderr.strip().splitlines()[-1:]}", pytrace=False)
    return python


def run_in(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    """The binary under test in `cwd`, every command (run, merge, render, repro) with this
    interpreter as the worker's (not whatever python3 PATH holds), the checkout's capgrid
    package and a compile cache of its own under `cwd`."""
    env = dict(os.environ, CAPGRID_PYTHON=sys.executable, PYTHONPATH=str(REPO / "python"),
               XDG_CACHE_HOME=str(cwd / "cache"))
    return subprocess.run([capgrid_bin(), *args], capture_output=True, text=True, timeout=900,
                          cwd=cwd, env=env)
