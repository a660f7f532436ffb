"""The shard-split figures (docs/benchmarks.md "Shards across machines", docs/distributed.md,
README.md) against what they come from: bench/results-shard-split.json's prediction must be the
engine's own (`capgrid durations` of the committed stores, then `capgrid shards`), recomputed
here, so a re-probed store that changes the costs fails until the figures are measured again;
and the prose states the JSON's figures."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from capgrid_binary import capgrid_bin

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import shard_split  # noqa: E402

KEY = "kornia/torch-2.15/predicted"


@pytest.fixture(scope="module")
def committed() -> dict:
    return json.loads(shard_split.RESULTS.read_text())[KEY]


def test_the_committed_prediction_is_the_engines_from_the_committed_stores(
        committed, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CAPGRID_BIN", capgrid_bin())
    durations = tmp_path / "durations.json"
    source = shard_split.durations_file("kornia", "torch-2.15", durations)
    assert source == committed["durations"]
    for columns, probes in (("every column", None),
                            ("default probes", shard_split.DEFAULT_PROBES)):
        again = shard_split.summary(shard_split.shards_json(durations, shard_split.COUNTS,
                                                            probes))
        assert again == committed[columns], columns


def test_the_docs_state_the_committed_figures(committed) -> None:
    every = committed["every column"]
    sixteen = every["splits"]["16"]
    hash_ratio = f"{sixteen['hash']['max_over_mean']:.2f}x"
    weighted_ratio = f"{sixteen['weighted']['max_over_mean']:.2f}x"
    minutes = f"{int(sixteen['weighted']['makespan_s'] // 60)} minutes"
    hours = f"{every['cost_s'] / 3600:.1f} h"
    readme = " ".join((ROOT / "README.md").read_text().split())
    assert (f"({hours} of probe time), 16 weighted shards are predicted at {weighted_ratio} the "
            f"mean (hash split: {hash_ratio}) and {minutes} for the slowest") in readme
    page = " ".join((ROOT / "docs" / "distributed.md").read_text().split())
    assert f"{hours} of measured probe time over its {every['cases']} cases" in page
    assert (f"the hash split's longest of 16 shards is {hash_ratio} the mean for every column "
            f"and the weighted split's {weighted_ratio}") in page
    assert f"predicted at {minutes.replace(' minutes', '')} minutes of wall time" in page
