"""The capgrid binary under test, for every test that runs it (tests/conftest.py puts this
directory on sys.path, so tests/python, tests/e2e and tests/ all import it the same way)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def capgrid_bin() -> str:
    """$CAPGRID_BIN, else the developer build build/dev/capgrid, as an absolute path (tests run
    it from tmp_path). A missing binary fails the test rather than skipping it: a mistyped
    $CAPGRID_BIN must not turn a run of the suite green."""
    path = os.path.abspath(os.environ.get("CAPGRID_BIN") or REPO / "build" / "dev" / "capgrid")
    if not os.access(path, os.X_OK):
        pytest.fail(f"no capgrid binary at {path}: build it (make build) or set CAPGRID_BIN",
                    pytrace=False)
    return path
