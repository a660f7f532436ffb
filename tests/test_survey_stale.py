"""No committed survey is stale for the code it sits beside: for every survey's recipe
(survey/*/survey.toml) and every stack of it, `capgrid run --plan` over its committed shard
stores, as `make survey` and `survey/recipe.py run-shard` run them, would probe no pair. A probe
version bump, a changed case or pack, or a moved stack that leaves a committed column stale fails
here until the column is probed again (python3 survey/recipe.py run-shard SURVEY K --stack S) or
the bump declares what it keeps (docs/probe_versions.md). Nothing is probed and nothing written:
the plan only reads the stores, and each stack's workers run in its own venv (`make test` builds
them: python3 survey/recipe.py venv --all-stacks).
"""

from __future__ import annotations

import os

import pytest
import recipe_verbs  # survey/recipe_verbs.py (tests/conftest.py puts survey/ on the path)

from capgrid_binary import capgrid_bin
from survey_layout import load, names

STACKS = [(n, s.name) for n in names() for s in load(n).stacks]


@pytest.mark.parametrize("survey,stack", STACKS, ids=[f"{n}-{s}" for n, s in STACKS])
def test_no_committed_result_would_be_probed_again(survey: str, stack: str,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   starting_environment: dict):
    # the workers get no variable a library imported by another test in this process set (MONAI
    # sets CUBLAS_WORKSPACE_CONFIG, a capture variable: every stored stack would differ), as
    # `make survey`'s would not; the session's own cache folder stays
    for name in set(os.environ) - set(starting_environment) - {"XDG_CACHE_HOME"}:
        monkeypatch.delenv(name)
    monkeypatch.setenv("CAPGRID_BIN", capgrid_bin())
    r = load(survey)
    s = r.stack(stack)
    assert len(recipe_verbs.shard_stores(s, r.shards)) == r.shards, \
        f"{s.stores}: not every one of the {r.shards} shards has a store"
    probe, pairs, out = recipe_verbs.plan(r, s)
    assert pairs > 0
    assert probe == 0, (f"{survey} {stack}: {probe} of {pairs} committed pairs are stale "
                        f"(resume: python3 survey/recipe.py run-shard {survey} K --stack "
                        f"{stack}):\n{out[-6000:]}")


def test_every_survey_has_a_recipe_and_every_store_a_survey():
    """The layout is the recipes': every committed shard store belongs to a stack of one."""
    root = load(names()[0]).file.parents[2]
    claimed = {s.shard(k) for n in names() for s in load(n).stacks
               for k in range(1, load(n).shards + 1)}
    stores = {p.parent for p in (root / "survey").rglob("shard-*/capgrid.sqlite")}
    assert stores <= claimed, sorted(os.path.relpath(p, root) for p in stores - claimed)
