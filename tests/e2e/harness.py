"""What the end-to-end tests share: where the built binary is and a fake-worker interpreter."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FAKE_WORKER = Path(__file__).resolve().parent / "fake_worker.py"


def capgrid_bin() -> str:
    """The capgrid binary under test: $CAPGRID_BIN, else build/dev/capgrid (skip when unbuilt)."""
    path = os.path.abspath(os.environ.get("CAPGRID_BIN") or REPO / "build" / "dev" / "capgrid")
    if not os.access(path, os.X_OK):
        pytest.skip(f"capgrid binary not built ({path}); set CAPGRID_BIN")
    return path


def fake_python(tmp_path: Path) -> str:
    """A "python" for --python that runs the fake worker instead of capgrid.worker."""
    wrapper = tmp_path / "fake-python"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{FAKE_WORKER}" "$@"\n')
    wrapper.chmod(0o755)
    return str(wrapper)
