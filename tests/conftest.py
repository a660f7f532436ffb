"""Makes tests/ importable from every test directory, for capgrid_binary (the binary under test),
and survey/, for the surveys' recipes (survey/recipe.py and its verbs)."""

import os
import sys

TESTS = os.path.dirname(os.path.abspath(__file__))
SURVEY = os.path.join(os.path.dirname(TESTS), "survey")
for _d in (SURVEY, TESTS):
    if _d not in sys.path:
        sys.path.insert(0, _d)


import pytest  # noqa: E402

# Packs and stand-in libraries, not tests of capgrid: tests/packs/toylib_suite is the stand-in
# library's own suite (it fails a test on purpose), which `capgrid discover --tests` runs.
collect_ignore_glob = ["packs/*"]


@pytest.fixture(autouse=True, scope="session")
def _compile_cache_in_a_temp_dir(tmp_path_factory):
    """Engine runs default their shared compile cache to $XDG_CACHE_HOME/capgrid: keep the
    tests' out of the user's home, in one directory the session shares (warm across tests, as
    for users)."""
    old = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("xdg-cache"))
    yield
    if old is None:
        os.environ.pop("XDG_CACHE_HOME", None)
    else:
        os.environ["XDG_CACHE_HOME"] = old
