"""The causes view on the committed Kornia survey (issue 17: "the causes view ranks the Kornia
survey's causes and the top entry's operator count matches the snapshot").

The shard stores (copied first, so the committed files are never opened for writing) are merged
by the binary under test and rendered as HTML and Markdown; the ranking is recomputed here in
Python from the merged snapshot's JSON (page_figures.expected_cause_ranks), independently of the
engine's report model, and read back off both pages."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess

import pytest
from page_figures import expected_cause_ranks

from capgrid_binary import REPO, capgrid_bin
from survey_layout import first_pages

SHARDS = sorted((REPO / "survey" / "kornia").glob("shard-*/capgrid.sqlite"))
OWNERS = {o["id"]: o for o in json.loads((REPO / "data" / "causes.json").read_text())["owners"]}


def run(*args: str) -> None:
    proc = subprocess.run([capgrid_bin(), *args], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr


@pytest.fixture(scope="module")
def survey(tmp_path_factory) -> dict:
    assert len(SHARDS) == 4, SHARDS
    tmp = tmp_path_factory.mktemp("causes")
    stores = []
    for store in SHARDS:
        copy = tmp / store.parent.name
        copy.mkdir()
        shutil.copyfile(store, copy / "capgrid.sqlite")
        stores.append(str(copy))
    snapshot = tmp / "snapshot.json"
    # the published columns: while a new probe is being added shard by shard, the shards that
    # have it ask for one column more than the others (survey/recipe.py publish --probes)
    published = json.loads((first_pages("kornia") / "snapshot.json").read_text())["probes"]
    run("merge", *stores, "--probes", ",".join(published), "-o", str(snapshot))
    run("render", str(snapshot), "--format", "html", "-o", str(tmp / "page.html"))
    run("render", str(snapshot), "--format", "md", "-o", str(tmp / "page.md"))
    return {"snapshot": snapshot, "doc": json.loads(snapshot.read_text()),
            "html": (tmp / "page.html").read_text(), "md": (tmp / "page.md").read_text()}


def html_ranks(page: str, probe: str) -> list[tuple[str, int, int]]:
    """(cause, operators, configurations) of the page's table for `probe`, in page order."""
    table = re.search(rf'<table class="capgrid-cause-ranks" data-probe="{probe}">(.*?)</table>',
                      page, re.S)
    assert table, f"no causes table for {probe}"
    rows = re.findall(r'<tr data-cause="([^"]*)"><td>\d+</td>.*?'
                      r'class="capgrid-operator-count">(\d+)</summary>.*?</details></td>'
                      r"<td>(\d+)</td>", table.group(1), re.S)
    return [(html.unescape(c), int(o), int(n)) for c, o, n in rows]


def test_every_cause_in_the_snapshot_has_a_known_owner(survey):
    causes = survey["doc"]["causes"]
    assert causes
    for cause_id, entry in causes.items():
        assert entry["owner"] in OWNERS, cause_id
    assert survey["doc"]["packs"] == ["builtin:kornia"]


def test_top_cause_per_column_matches_the_snapshot(survey):
    want = expected_cause_ranks(survey["snapshot"])
    for probe in survey["doc"]["probes"]:
        assert want[probe], f"the survey has failures in {probe}"
        top_cause, top_ops, top_configs = want[probe][0]
        got = html_ranks(survey["html"], probe)
        assert got[0] == (top_cause, top_ops, top_configs), probe
        # The whole ranking agrees, not just its head: by operators, not configurations.
        assert [(o, n) for _, o, n in got] == [(o, n) for _, o, n in want[probe]], probe
        assert {c for c, _, _ in got} == {c for c, _, _ in want[probe]}, probe


def test_markdown_lists_the_same_top_entries_with_owners(survey):
    want = expected_cause_ranks(survey["snapshot"])
    causes = survey["doc"]["causes"]
    for probe in survey["doc"]["probes"]:
        cause, ops, configs = want[probe][0]
        label = OWNERS[causes[cause]["owner"]]["label"]
        assert f"| 1 | `{cause}` | {label} | {ops}: " in survey["md"], probe
    # Ranked by operators: somewhere a cause with fewer configurations ranks above one with
    # more, which a ranking by configurations would not do.
    flips = [(a, b) for p in survey["doc"]["probes"]
             for a, b in zip(want[p], want[p][1:], strict=False) if a[2] < b[2]]
    assert flips, "the survey has no cause whose operator count outranks a configuration count"


def test_library_causes_name_the_locations_that_unblock_most_rows(survey):
    doc = survey["doc"]
    want = expected_cause_ranks(survey["snapshot"])
    # The library cause blocking most ONNX operators, and its most frequent location.
    cause = next(c for c, _, _ in want["onnx"] if doc["causes"][c]["owner"] == "library")
    counts: dict = {}
    for case in doc["cases"]:
        frames = case["frames"].get("onnx")
        if case["onnx_cause"] == cause and case["onnx"] not in ("ok", "ok-breaks",
                                                                 "ok-unverified", "n/a") and frames:
            where = frames[-1].split(" ", 1)[0]
            counts[where] = counts.get(where, 0) + 1
    top = max(counts.values())
    row = re.search(rf'<table class="capgrid-cause-ranks" data-probe="onnx">.*?'
                    rf'<tr data-cause="{re.escape(cause)}">(.*?)</tr>', survey["html"], re.S)
    first = re.search(r"<code>([^<]*)</code> \((\d+)\)", row.group(1).split("</details>")[-1])
    assert first and int(first.group(2)) == top and counts[html.unescape(first.group(1))] == top
