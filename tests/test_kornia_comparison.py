"""docs/kornia/torch-2.13/comparison.md's explanations (survey/kornia/compare.py on the committed
survey and Kornia's published snapshot): every differing cell explained, none left in the "not
narrowed" kind, and every explanation citing a command and a committed output that exists. Also
the harness artefact that survey/kornia/wrapper_breaks.py measures, on a two-line function: a
Kornia-style wrapper counts one graph break more than the function has, capgrid's wrapper none.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import torch._dynamo

from survey_layout import first_pages

ROOT = Path(__file__).resolve().parents[1]
KORNIA = ROOT / "survey" / "kornia"
EXPLANATIONS = KORNIA / "explanations.json"


# `capgrid diff KORNIA_SNAPSHOT docs/kornia/torch-2.13/snapshot.json --match row --format json`,
# written and committed by survey/kornia/compare-reference.sh (Kornia's snapshot itself is not
# in the repository), beside the first stack's pages (survey/recipe.py).
DIFF = first_pages("kornia") / "comparison_diff.json"


def test_the_committed_row_match_is_the_committed_snapshots():
    """Every differing cell's capgrid side is the first stack's snapshot's status, so the
    comparison below explains the published survey, not an older one."""
    diff = json.loads(DIFF.read_text())
    snap = json.loads((first_pages("kornia") / "snapshot.json").read_text())
    cells = {(c["name"], p): c[p] for c in snap["cases"] for p in snap["probes"]}
    assert diff["changed"], "no differing cells"
    for change in diff["changed"]:
        assert cells[(change["case"], change["column"])] == change["new"], change


@pytest.fixture(scope="module")
def comparison(tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("comparison")
    stores = sorted(str(p) for p in (KORNIA / "torch291").glob("*/capgrid.sqlite"))
    proc = subprocess.run(
        [sys.executable, str(KORNIA / "compare.py"), str(DIFF),
         "--explanations", str(EXPLANATIONS), "--evidence", *stores,
         "-o", str(tmp / "comparison.md"), "--json", str(tmp / "summary.json")],
        capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return {"summary": json.loads((tmp / "summary.json").read_text()),
            "page": (tmp / "comparison.md").read_text()}


def test_every_differing_cell_is_explained_and_none_is_left_open(comparison):
    summary = comparison["summary"]
    assert summary["unexplained"] == 0
    assert summary["kinds"].get("open", 0) == 0, {
        g: n for g, n in summary["groups"].items() if n}
    assert sum(summary["kinds"].values()) > 300  # the comparison really ran over the survey


def test_the_page_tables_the_cells_per_kind_and_says_why_to_believe_capgrid(comparison):
    page = comparison["page"]
    spec = json.loads(EXPLANATIONS.read_text())
    assert "## Differences per kind" in page
    for kind in ("check", "harness"):
        title = spec["categories"][kind]
        assert f"| {title} |" in page
        assert f"**{title}: why capgrid's answer is the one to believe.**" in page


def test_each_explanation_cites_a_command_and_a_committed_output_that_exists(comparison):
    spec = json.loads(EXPLANATIONS.read_text())
    used = {g for g, n in comparison["summary"]["groups"].items() if n}
    for group in spec["groups"]:
        if group["id"] not in used:
            continue
        evidence = group.get("evidence", [])
        assert evidence, f"{group['id']}: no evidence"
        for item in evidence:
            out = ROOT / item["output"]
            assert out.is_file() and out.stat().st_size > 0, (group["id"], item["output"])
            tracked = subprocess.run(["git", "ls-files", "--error-unmatch", item["output"]],
                                     cwd=ROOT, capture_output=True, text=True)
            assert tracked.returncode == 0, f"{group['id']}: {item['output']} is not committed"
            for path in re.findall(r"\b(?:survey|docs|bench)/[\w./-]+\.\w+", item["command"]):
                assert (ROOT / path).exists(), (group["id"], path)


def test_a_kornia_style_wrapper_counts_one_break_more_than_the_function_has():
    sys.path.insert(0, str(KORNIA))
    from wrapper_breaks import kornia_style_wrapper

    from capgrid.flatten import make_wrapper

    def breaks_once(x):
        y = x.sin()
        torch._dynamo.graph_break()
        return y.cos()

    def never_breaks(x):
        return x.sin() * 2

    def count(fn) -> int:
        torch._dynamo.reset()
        return torch._dynamo.explain(fn)(torch.rand(3)).graph_break_count

    assert count(breaks_once) == 1
    assert count(make_wrapper(breaks_once, {}, 1)) == 1
    assert count(kornia_style_wrapper(breaks_once, {}, 1, None)) == 2
    assert [count(f) for f in (never_breaks, make_wrapper(never_breaks, {}, 1),
                               kornia_style_wrapper(never_breaks, {}, 1, None))] == [0, 0, 0]
    # a case without tensor inputs (a constant builder) gets a forward without parameters
    assert kornia_style_wrapper(lambda: torch.ones(2), {}, 0, None)()[0].tolist() == [1.0, 1.0]


def test_a_rule_on_the_wrappers_takes_only_cells_the_harness_alone_decides():
    import importlib.util

    spec = importlib.util.spec_from_file_location("kornia_compare", KORNIA / "compare.py")
    compare = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(compare)
    published_ok = {"column": "compile", "old": "ok", "new": "ok-breaks", "case": "c",
                    "new_cause": ""}
    gave_up = {"capgrid": {"breaks": -1}, "kornia": {"breaks": 0}}  # dynamo ran it eagerly
    rule = {"wrapper": "kornia"}
    assert compare.matches(rule, published_ok, None, wb=gave_up)
    assert not compare.matches(rule, published_ok, None,
                               wb={"capgrid": {"breaks": 1}, "kornia": {"breaks": 1}})
    assert not compare.matches(rule, published_ok, None, wb=None)
    assert not compare.matches(rule, dict(published_ok, column="onnx"), None, wb=gave_up)
    assert not compare.matches(rule, published_ok, None,
                               wb={"capgrid": {"error": "timeout"}, "kornia": {"breaks": 0}})
    # capgrid on Kornia's inputs: 'kornia' when it gives Kornia's status
    assert compare.matches({"inputs_evidence": "kornia"}, published_ok, None, inputs_ev="ok")
    assert not compare.matches({"inputs_evidence": "kornia"}, published_ok, None,
                               inputs_ev="ok-breaks")
    assert compare.matches({"rc1_evidence": "kornia", "inputs_evidence": ["ours"]},
                           published_ok, None, inputs_ev="ok-breaks", rc1_ev="ok")
