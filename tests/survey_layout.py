"""survey/recipe.py for the tests of the committed surveys (tests/conftest.py puts this directory
on sys.path): each survey's recipe, where its stacks' stores and published pages are."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "survey") not in sys.path:  # tests/conftest.py puts it there too
    sys.path.insert(0, str(ROOT / "survey"))

import recipe  # noqa: E402  (survey/recipe.py, found through the path above)

Recipe = recipe.Recipe
Stack = recipe.Stack
load = recipe.load
names = recipe.names


def stacks(survey: str) -> list[Stack]:
    """The survey's stacks, oldest first."""
    return list(recipe.load(survey).stacks)


def first_pages(survey: str) -> Path:
    """The published pages of the survey's first stack."""
    return stacks(survey)[0].pages
