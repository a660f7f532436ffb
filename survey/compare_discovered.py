"""A discovered pack's survey against a built-in pack's, operator by operator.

    .venv/bin/capgrid merge survey/discovered-kornia/shard-* -o /tmp/discovered.json
    .venv/bin/python survey/compare_discovered.py /tmp/discovered.json \
        docs/kornia/torch-2.13/snapshot.json \
        --title "The discovered Kornia pack against the built-in one" [--markdown OUT.md]

An operator is a `ref` both snapshots hold, taken apart into its random cases (named
`[random]`: parameters drawn inside the graph, checked without comparing values) and the others,
since the built-in pack surveys most augmentations both ways and a docstring example only one.
Per probe column (onnx, export, compile) an operator's verdict in one snapshot is "supported"
when any of its cases there is supported
(data/statuses.json `columns[...].supported`), "unsupported" when it has cases with a counted
verdict and none is supported; n/a and missing cells give no verdict. Two verdicts on one
operator agree when they are equal. Each disagreement is listed with both sides' cases, column
values and notes (the inputs), which is what explains it.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROBES = ("onnx", "export", "compile")


def columns() -> dict:
    return json.loads((ROOT / "data" / "statuses.json").read_text())["columns"]


def verdicts(snapshot: dict, cols: dict) -> dict:
    """{(ref, probe): (verdict, [(case name, column value, note)])}; a random case's ref gets
    the suffix " [random]"."""
    cells = defaultdict(list)
    for case in snapshot["cases"]:
        for probe in PROBES:
            value = case.get(probe)
            if value is None:
                continue
            ref = (case.get("ref") or case["name"]) + (
                " [random]" if "[random]" in case["name"] else "")
            cells[(ref, probe)].append(
                (case["name"], value, case.get("note", "")))
    out = {}
    for key, rows in cells.items():
        counted = [v for _, v, _ in rows if cols.get(v, {}).get("counted")]
        if not counted:
            continue
        supported = any(cols[v]["supported"] for v in counted)
        out[key] = ("supported" if supported else "unsupported", rows)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("discovered")
    ap.add_argument("builtin")
    ap.add_argument("--title", default="A discovered pack against the built-in one",
                    help="the Markdown page's heading")
    ap.add_argument("--markdown")
    args = ap.parse_args(argv)
    cols = columns()
    disc = json.loads(Path(args.discovered).read_text())
    base = json.loads(Path(args.builtin).read_text())
    a, b = verdicts(disc, cols), verdicts(base, cols)
    shared = sorted(set(a) & set(b))
    lines = []
    agree = defaultdict(int)
    total = defaultdict(int)
    constant = defaultdict(int)  # what answering "supported" for every operator would agree on
    differ = []
    for key in shared:
        total[key[1]] += 1
        constant[key[1]] += b[key][0] == "supported"
        if a[key][0] == b[key][0]:
            agree[key[1]] += 1
        else:
            differ.append(key)

    def baseline(n: int, of: int) -> str:
        return f'; answering "supported" for every operator: {100.0 * n / of:.1f}%'

    operators = len({ref for ref, _ in shared})
    lines.append(f"discovered snapshot: {len(disc['cases'])} cases"
                 f"{' (partial)' if disc.get('partial') else ''}; built-in: "
                 f"{len(base['cases'])} cases; operators with a verdict in both: {operators}")
    for probe in PROBES:
        if total[probe]:
            lines.append(f"{probe}: {agree[probe]} of {total[probe]} operators agree "
                         f"({100.0 * agree[probe] / total[probe]:.1f}%"
                         f"{baseline(constant[probe], total[probe])})")
    all_agree, all_total = sum(agree.values()), sum(total.values())
    if all_total:
        lines.append(f"all three: {all_agree} of {all_total} (operator, probe) verdicts agree "
                     f"({100.0 * all_agree / all_total:.1f}%"
                     f"{baseline(sum(constant.values()), all_total)})")
    print("\n".join(lines))
    if args.markdown:
        md = [f"# {args.title}", "",
              "Written by `survey/compare_discovered.py`.", "", *[f"* {x}" for x in lines],
              "", "## Each disagreement", "",
              "| operator | probe | discovered | built-in |", "|---|---|---|---|"]
        for ref, probe in differ:
            def cell(rows):
                return "<br>".join(f"`{n}`: {v}" + (f" ({note})" if note else "")
                                   for n, v, note in rows).replace("|", "\\|")
            md.append(f"| `{ref}` | {probe} | {a[(ref, probe)][0]}: {cell(a[(ref, probe)][1])} "
                      f"| {b[(ref, probe)][0]}: {cell(b[(ref, probe)][1])} |")
        Path(args.markdown).write_text("\n".join(md) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
