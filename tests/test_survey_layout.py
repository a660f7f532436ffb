"""Every committed shard store belongs to a survey's recipe (survey/*/survey.toml). That none
is stale for the code beside it is `make test`'s survey-stale stage (python3 survey/recipe.py
stale: one `capgrid run --plan` at a time, outside the test suite's processes)."""

from __future__ import annotations

import os

from survey_layout import load, names


def test_every_survey_has_a_recipe_and_every_store_a_survey():
    """The layout is the recipes': every committed shard store belongs to a stack of one."""
    root = load(names()[0]).file.parents[2]
    claimed = {s.shard(k) for n in names() for s in load(n).stacks
               for k in range(1, load(n).shards + 1)}
    stores = {p.parent for p in (root / "survey").rglob("shard-*/capgrid.sqlite")}
    assert stores <= claimed, sorted(os.path.relpath(p, root) for p in stores - claimed)
