"""Writes docs/kornia/torch-2.13/comparison.md: capgrid's Kornia survey (torch 2.13.0) against
Kornia's published snapshot.

    capgrid diff KORNIA.json docs/kornia/torch-2.13/snapshot.json --match row --format json \
        > diff.json
    python survey/kornia/compare.py diff.json --explanations survey/kornia/explanations.json \
        --evidence survey/kornia/torch291/*/capgrid.sqlite -o docs/kornia/torch-2.13/comparison.md

Every row whose status differs in a column is assigned to the first explanation group of
explanations.json that matches it (column, Kornia's status, capgrid's status, capgrid's cause,
case names, and what the same case gave under Kornia's torch 2.9.1 stack). The evidence stores
are capgrid runs of the differing cases under that stack (survey/kornia/torch291.sh): where
capgrid on torch 2.9.1 gives Kornia's status, the difference is the stack; where it gives the
torch 2.13.0 status, it is not. A differing row no group explains is listed as unexplained and
the script exits 1.

More evidence files can decide a cell: the capgrid stores of survey/kornia/kornia_inputs.py
(capgrid's probes on Kornia's own inputs for the operator; rule field ``inputs_evidence``; the
same run with the kornia 0.9.0rc1 wheel, ``rc1_evidence``) and
survey/kornia/wrapper_breaks.json (graph breaks explained through capgrid's wrapper and through
a Kornia-style one; rule field ``wrapper``). Each group names its evidence: a command and the
committed file it wrote (``evidence``: ``[{"command", "output"}]``), which the page lists.
"""

from __future__ import annotations

import argparse
import ast
import collections
import json
import os
import sqlite3
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
REPRO = HERE / "repro"
COLUMNS = ("onnx", "export", "compile")
WRAPPER_WAYS = ("capgrid", "kornia")  # wrapper_breaks.json: capgrid's wrapper, a Kornia-style one


def status_columns() -> dict[str, str]:
    data = json.loads((ROOT / "data" / "statuses.json").read_text())
    return {raw: spec["column"] for raw, spec in data["probe_statuses"].items()}


def read_evidence(paths: list[Path]) -> dict[tuple[str, str], str]:
    """(case, probe) -> the column status of its newest record in the evidence stores."""
    to_column = status_columns()
    out: dict[tuple[str, str], str] = {}
    for path in paths:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        for case, probe, status in db.execute(
                "SELECT case_name, probe, status FROM results ORDER BY run_id"):
            if probe in COLUMNS:
                out[(case, probe)] = to_column.get(status, status)
        db.close()
    return out


def read_wrapper_breaks(path: Path) -> dict[str, dict]:
    """case -> its wrapper_breaks.json row (written by survey/kornia/wrapper_breaks.py)."""
    if not path.exists():
        return {}
    return {r["case"]: r for r in json.loads(path.read_text())["rows"]}


def wrapper_status(res: dict) -> str | None:
    """The compile status a break count alone gives: ok with no break, ok-breaks with some.
    explain's count is graphs - 1, so -1 (no graph at all) counts as a break, as capgrid's
    probe counts it (the whole frame ran eagerly)."""
    if "breaks" not in res:
        return None
    return "ok" if res["breaks"] == 0 else "ok-breaks"


def wrapper_kind(row: dict, wb: dict | None) -> str:
    """'kornia': through a Kornia-style wrapper, in the order of Kornia's probe, the count
    gives Kornia's status while capgrid's wrapper gives capgrid's (the harness alone decides the
    cell); 'same': both wrappers give the same status; 'none': not explained."""
    if wb is None:
        return "none"
    ours, theirs = (wrapper_status(wb[w]) for w in WRAPPER_WAYS)
    if ours is None or theirs is None:
        return "none"
    if theirs == row["old"] and ours == row["new"] and theirs != ours:
        return "kornia"
    return "same" if theirs == ours else "other"


def differing_rows(diff: dict) -> list[dict]:
    """One row per (row, column): the diff lists a cell in at most one of these sections,
    but keep the first if it ever repeats one."""
    unique: dict[tuple[str, str], dict] = {}
    for r in diff["regressions"] + diff["fixes"] + diff["changed"]:
        unique.setdefault((r["label"], r["column"]), r)
    return list(unique.values())


def _evidence_kind(row: dict, ev: str | None) -> str:
    return ("none" if ev is None else "kornia" if ev == row["old"]
            else "ours" if ev == row["new"] else "other")


def matches(m: dict, row: dict, ev: str | None, inputs_ev: str | None = None,
            wb: dict | None = None, rc1_ev: str | None = None) -> bool:
    if "column" in m and row["column"] not in _list(m["column"]):
        return False
    if "old" in m and row["old"] not in _list(m["old"]):
        return False
    if "new" in m and row["new"] not in _list(m["new"]):
        return False
    if "cause" in m and not any(s in row["new_cause"] for s in _list(m["cause"])):
        return False
    if "cases" in m and row["case"] not in m["cases"]:
        return False
    if "case_prefix" in m and not any(row["case"].startswith(p) for p in _list(m["case_prefix"])):
        return False
    if "evidence" in m and _evidence_kind(row, ev) not in _list(m["evidence"]):
        return False
    if "inputs_evidence" in m and _evidence_kind(row, inputs_ev) not in _list(
            m["inputs_evidence"]):
        return False
    if "rc1_evidence" in m and _evidence_kind(row, rc1_ev) not in _list(m["rc1_evidence"]):
        return False
    if "wrapper" in m and (row["column"] != "compile"
                           or wrapper_kind(row, wb) not in _list(m["wrapper"])):
        return False
    return True


def _list(v) -> list:
    return v if isinstance(v, list) else [v]


def md_cell(text: str) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("diff", type=Path, help="capgrid diff --match row --format json output")
    ap.add_argument("--explanations", type=Path, required=True)
    ap.add_argument("--evidence", type=Path, nargs="*", default=[],
                    help="capgrid stores of the differing cases run under torch 2.9.1")
    ap.add_argument("--inputs-evidence", type=Path, nargs="*",
                    default=[HERE / "kornia_inputs" / "capgrid.sqlite"],
                    help="capgrid stores of survey/kornia/kornia_inputs.py (Kornia's inputs)")
    ap.add_argument("--rc1-evidence", type=Path, nargs="*",
                    default=[HERE / "kornia_inputs_rc1" / "capgrid.sqlite"],
                    help="the same cases run with kornia 0.9.0rc1 (the wheel nearest Kornia's "
                         "checkout)")
    ap.add_argument("--wrapper-breaks", type=Path, default=HERE / "wrapper_breaks.json",
                    help="survey/kornia/wrapper_breaks.py's output")
    ap.add_argument("--outputs", type=Path, default=REPRO / "outputs.json",
                    help="the snippets' recorded run_matrix.sh lines (repro/run_all.sh)")
    ap.add_argument("-o", "--output", type=Path, required=True)
    ap.add_argument("--json", type=Path,
                    help="also write {groups: {id: cells}, kinds: {kind: cells}, unexplained}")
    args = ap.parse_args()

    diff = json.loads(args.diff.read_text())
    spec = json.loads(args.explanations.read_text())
    evidence = read_evidence(args.evidence)
    inputs_evidence = read_evidence([p for p in args.inputs_evidence if p.exists()])
    rc1_evidence = read_evidence([p for p in args.rc1_evidence if p.exists()])
    wrapper = read_wrapper_breaks(args.wrapper_breaks)
    outputs = json.loads(args.outputs.read_text()) if args.outputs.exists() else {}
    groups = spec["groups"]
    assigned: dict[str, list[tuple]] = collections.defaultdict(list)
    unexplained: list[tuple] = []
    for row in differing_rows(diff):
        ev = evidence.get((row["case"], row["column"]))
        inputs_ev = inputs_evidence.get((row["case"], row["column"]))
        rc1_ev = rc1_evidence.get((row["case"], row["column"]))
        wb = wrapper.get(row["case"])
        more = more_evidence(row, inputs_ev, wb, rc1_ev)
        for g in groups:
            if any(matches(m, row, ev, inputs_ev, wb, rc1_ev) for m in g["match"]):
                assigned[g["id"]].append((row, ev, more))
                break
        else:
            unexplained.append((row, ev, more))

    agreement = diff["agreement"]
    cats = spec["categories"]
    lines = [
        "# capgrid's Kornia survey against Kornia's published snapshot",
        "",
        spec["intro"].strip(),
        "",
        "## Agreement per column",
        "",
        f"{agreement['matched']} rows matched by (package, operator, variant)"
        + (f", {len(diff['operator_matches'])} of them by (package, operator) with differing "
           "variants (listed at the end)" if diff["operator_matches"] else "") + ".",
        "",
        "| column | agree | differ | agree % |",
        "|---|---|---|---|",
    ]
    for col in COLUMNS:
        a = agreement["columns"][col]
        total = a["agree"] + a["differ"]
        lines.append(f"| {col} | {a['agree']} | {a['differ']} | "
                     f"{100.0 * a['agree'] / max(1, total):.1f}% |")
    lines += ["", "## Every difference, by what explains it", "",
              "| explanation | kind | onnx | export | compile | rows |",
              "|---|---|---|---|---|---|"]
    for g in groups:
        got = assigned.get(g["id"], [])
        if not got:
            continue
        per = collections.Counter(r["column"] for r, *_ in got)
        lines.append(f"| [{md_cell(g['title'])}](#{g['id']}) | {cats[g['category']]} | "
                     + " | ".join(str(per[c]) for c in COLUMNS) + f" | {len(got)} |")
    if unexplained:
        per = collections.Counter(r["column"] for r, *_ in unexplained)
        lines.append("| **unexplained** | | " + " | ".join(str(per[c]) for c in COLUMNS)
                     + f" | {len(unexplained)} |")
    total = sum(len(v) for v in assigned.values()) + len(unexplained)
    lines += ["", f"{total} differing (row, column) cells in all.", ""]
    lines += kinds_table(spec, assigned, unexplained)

    for g in groups:
        got = assigned.get(g["id"], [])
        if not got:
            continue
        lines += [f'<a id="{g["id"]}"></a>', "", f"### {g['title']}", "",
                  f"*{cats[g['category']]}*, {len(got)} cells.", "", g["why"].strip(), ""]
        lines += evidence_lines(g, args.output.resolve().parent)
        if g.get("snippet"):
            lines += snippet_section(g["snippet"], outputs)
        lines += rows_table(got)
    if unexplained:
        lines += ["### Unexplained", ""] + rows_table(unexplained)

    lines += only_rows(diff)
    args.output.write_text("\n".join(lines).rstrip() + "\n")
    if args.json:
        kinds = collections.Counter()
        for g in groups:
            kinds[g["category"]] += len(assigned.get(g["id"], []))
        args.json.write_text(json.dumps({
            "groups": {g["id"]: len(assigned.get(g["id"], [])) for g in groups},
            "kinds": dict(kinds), "unexplained": len(unexplained),
            "cells": {g["id"]: sorted(f"{r['label']} | {r['column']}" for r, *_ in
                                      assigned.get(g["id"], [])) for g in groups}},
            indent=1) + "\n")
    print(f"compare.py: {total} differing cells, {len(unexplained)} unexplained -> {args.output}",
          file=sys.stderr)
    return 1 if unexplained else 0


def kinds_table(spec: dict, assigned: dict, unexplained: list) -> list[str]:
    """Per explanation kind, how many cells in each column, and (from explanations.json's
    ``kinds``) why capgrid's answer is the one to believe where a kind says so."""
    per_kind: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for g in spec["groups"]:
        for row, *_ in assigned.get(g["id"], []):
            per_kind[g["category"]][row["column"]] += 1
    out = ["## Differences per kind", "",
           "| kind | onnx | export | compile | cells |", "|---|---|---|---|---|"]
    for key, title in spec["categories"].items():
        per = per_kind.get(key, collections.Counter())
        out.append(f"| {md_cell(title)} | " + " | ".join(str(per[c]) for c in COLUMNS)
                   + f" | {sum(per.values())} |")
    if unexplained:
        per = collections.Counter(r["column"] for r, *_ in unexplained)
        out.append("| **unexplained** | " + " | ".join(str(per[c]) for c in COLUMNS)
                   + f" | {len(unexplained)} |")
    out.append("")
    for key, text in spec.get("believe", {}).items():
        out += [f"**{spec['categories'][key]}: why capgrid's answer is the one to believe.** "
                + text.strip(), ""]
    return out


def evidence_lines(group: dict, page_dir: Path) -> list[str]:
    """The group's rerunnable evidence: each command and the committed file it wrote, linked
    relative to the page's folder `page_dir` (the output's paths are the repository's)."""
    items = group.get("evidence", [])
    if not items:
        return []
    out = ["Evidence (command, then the committed output it wrote):", ""]
    for e in items:
        link = Path(os.path.relpath(ROOT / e["output"], page_dir)).as_posix()
        out.append(f"* `{e['command']}` → [`{e['output']}`]({link})")
    return out + [""]


def snippet_section(name: str, outputs: dict) -> list[str]:
    """The snippet's source (from repro/snippets.py) and its recorded output on each stack."""
    source = (REPRO / "snippets.py").read_text()
    tree = ast.parse(source)
    fn = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == name)
    start = min(d.lineno for d in fn.decorator_list) if fn.decorator_list else fn.lineno
    code = "\n".join(source.splitlines()[start - 1: fn.end_lineno])
    out = [f"Reproduction: `bash survey/kornia/repro/run_matrix.sh "
           f"survey/kornia/repro/snippets.py {name}`", "", "```python", code, "```", ""]
    if name in outputs:
        out += ["```"] + outputs[name] + ["```", ""]
    return out


def more_evidence(row: dict, inputs_ev: str | None, wb: dict | None,
                  rc1_ev: str | None = None) -> str:
    """The table's last column: capgrid on Kornia's inputs (with kornia 0.9.0, and with the
    0.9.0rc1 wheel), and the compile cell's break counts through capgrid's wrapper and a
    Kornia-style one (wrapper_breaks.json)."""
    parts = []
    if inputs_ev is not None:
        parts.append(f"on Kornia's inputs: {inputs_ev}")
    if rc1_ev is not None:
        parts.append(f"same, kornia 0.9.0rc1: {rc1_ev}")
    if wb is not None and row["column"] == "compile":
        counts = [str(wb[w].get("breaks", "error")) for w in WRAPPER_WAYS]
        parts.append(f"breaks, capgrid's wrapper / Kornia-style: {counts[0]} / {counts[1]}")
    return "; ".join(parts)


def rows_table(got: list[tuple[dict, str | None, str]]) -> list[str]:
    out = ["| row | column | Kornia (torch 2.9.1) | capgrid, torch 2.13.0 | "
           "capgrid, torch 2.9.1 | capgrid's cause (2.13.0) | more evidence |",
           "|---|---|---|---|---|---|---|"]
    for row, ev, more in sorted(got, key=lambda x: (x[0]["label"],
                                                    COLUMNS.index(x[0]["column"]))):
        label = row["label"]
        if row.get("by_operator"):
            label += f" (Kornia: [{row.get('old_variant', '')}])"
        ev_cell = "—" if ev is None else ev
        out.append(f"| `{md_cell(label)}` | {row['column']} | {row['old']} | {row['new']} | "
                   f"{ev_cell} | {md_cell(row['new_cause'])[:160]} | {md_cell(more)} |")
    return out + [""]


def only_rows(diff: dict) -> list[str]:
    lines = ["## Rows only one side has", ""]
    for title, key, who in (("Only in capgrid's survey", "added_rows", "capgrid"),
                            ("Only in Kornia's snapshot", "removed_rows", "Kornia")):
        rows = diff[key]
        per = collections.Counter(r["label"].split(" ", 1)[0] for r in rows)
        lines += [f"### {title}: {len(rows)} rows", "",
                  "| package | rows |", "|---|---|"]
        lines += [f"| {p} | {n} |" for p, n in sorted(per.items())]
        lines += ["", f"<details><summary>all {len(rows)} rows only {who} has</summary>", ""]
        lines += [f"- `{md_cell(r['label'])}`" for r in sorted(rows, key=lambda r: r["label"])]
        lines += ["", "</details>", ""]
    if diff["operator_matches"]:
        lines += ["### Matched by operator, variants differ", "",
                  "| row | capgrid variant | Kornia variant |", "|---|---|---|"]
        lines += [f"| `{md_cell(m['label'])}` | {md_cell(m['new_variant'])} | "
                  f"{md_cell(m['old_variant'])} |" for m in diff["operator_matches"]]
        lines.append("")
    return lines


if __name__ == "__main__":
    raise SystemExit(main())
