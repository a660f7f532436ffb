"""survey/stacks.py for the tests of the committed surveys (tests/conftest.py puts this directory
on sys.path): where each probe stack's stores and published pages of a built-in pack are."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("survey_stacks", ROOT / "survey" / "stacks.py")
_stacks = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = _stacks  # its dataclass looks its module up
_spec.loader.exec_module(_stacks)

Stack = _stacks.Stack
stacks = _stacks.stacks


def first_pages(pack: str) -> Path:
    """The published pages of the pack's first stack (the stores survey/PACK/shard-K)."""
    return stacks(pack)[0].pages
