"""Kornia's page figures recomputed from a snapshot in Python, independently of the C++ report
model, for the tests that read them off a rendered page (test_sphinx.py, test_render_browser.py)."""

from __future__ import annotations

import json
from pathlib import Path

from capgrid_binary import REPO

STATUSES = json.loads((REPO / "data" / "statuses.json").read_text())["columns"]
KORNIA_PROBES = ("onnx", "export", "compile")  # Kornia's layout has no probes list
PROBES = KORNIA_PROBES  # the fixtures' columns (tests/docs_fixture, tests/data/kornia_layout)
ALL_WORDS = {3: "all three", 4: "all four", 5: "all five", 6: "all six", 7: "all seven",
             8: "all eight"}  # page_text.cc AllProbes


def probes_of(doc: dict) -> tuple:
    """The columns a snapshot's page shows: the probes its runs asked for."""
    return tuple(doc.get("probes") or KORNIA_PROBES)


def expected_figures(snapshot: Path) -> dict:
    """Kornia's page figures, computed directly from the snapshot."""
    doc = json.loads(snapshot.read_text())
    cases, PROBES = doc["cases"], probes_of(doc)
    rows = [c for c in cases if any(STATUSES[c[p]]["counted"] for p in PROBES)]

    def sup(status):
        return STATUSES[status]["supported"]

    fig = {"rows": len(rows)}
    for p in PROBES:
        counted = [r for r in rows if STATUSES[r[p]]["counted"]]
        fig[p] = (sum(sup(r[p]) for r in counted), len(counted))
    fig["ok_all"] = sum(all(sup(r[p]) for p in PROBES) for r in rows)
    ops: dict = {}
    for r in rows:
        key = (r["package"], r.get("operator") or r["name"])
        ops[key] = ops.get(key, False) or sup(r["onnx"])
    fig["operators"] = len(ops)
    fig["operators_onnx"] = sum(ops.values())
    return fig


def expected_cause_ranks(snapshot: Path) -> dict:
    """The causes view per column, from the snapshot: {probe: [(cause, operators,
    configurations), ...]}, most distinct operators first, then most configurations, then by
    cause id. A configuration counts for its cause in a column when it is listed, the column
    counts it and does not support it, and it has a cause id."""
    doc = json.loads(snapshot.read_text())
    cases, PROBES = doc["cases"], probes_of(doc)
    rows = [c for c in cases if any(STATUSES[c[p]]["counted"] for p in PROBES)]
    out = {}
    for p in PROBES:
        ops: dict = {}
        configs: dict = {}
        for r in rows:
            col = STATUSES[r[p]]
            cause = r.get(f"{p}_cause", "")
            if not col["counted"] or col["supported"] or not cause:
                continue
            ops.setdefault(cause, set()).add((r["package"], r.get("operator") or r["name"]))
            configs[cause] = configs.get(cause, 0) + 1
        out[p] = sorted(((c, len(ops[c]), configs[c]) for c in ops),
                        key=lambda t: (-t[1], -t[2], t[0]))
    return out
