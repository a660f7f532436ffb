"""What the end-to-end tests share: the binary under test (re-exported from
tests/capgrid_binary.py) and a fake-worker interpreter."""

from __future__ import annotations

import sys
from pathlib import Path

from capgrid_binary import REPO, capgrid_bin

__all__ = ["FAKE_WORKER", "REPO", "capgrid_bin", "fake_python"]

FAKE_WORKER = Path(__file__).resolve().parent / "fake_worker.py"


def fake_python(tmp_path: Path) -> str:
    """A "python" for --python that runs the fake worker instead of capgrid.worker."""
    wrapper = tmp_path / "fake-python"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{FAKE_WORKER}" "$@"\n')
    wrapper.chmod(0o755)
    return str(wrapper)
