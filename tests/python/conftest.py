"""Shared fixtures: the repository's tiny packs, collected once per test session."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKS = os.path.join(ROOT, "tests", "packs")
PYTHON_DIR = os.path.join(ROOT, "python")
if PYTHON_DIR not in sys.path:
    sys.path.insert(0, PYTHON_DIR)


@pytest.fixture(scope="session")
def statuses():
    from capgrid.collect import collect

    return collect([os.path.join(PACKS, "statuses.py")])


@pytest.fixture(scope="session")
def torch_locator():
    from capgrid.errors import LibraryLocator

    return LibraryLocator.for_module("torch")
