"""A discovered pack's survey against a built-in pack's: per operator and per configuration.

    .venv/bin/capgrid merge survey/discovered-kornia/shard-* -o /tmp/discovered.json
    .venv/bin/python survey/compare_discovered.py /tmp/discovered.json \
        docs/kornia/torch-2.13/snapshot.json \
        --stores survey/discovered-kornia/shard-* --builtin-stores survey/kornia/shard-? \
        --title "The discovered Kornia pack against the built-in one" [--markdown OUT.md]

(`survey/recipe.py publish` runs it with both sides' shard stores.) "Supported" is what
data/statuses.json `columns` says: a column value whose `supported` is true; a value that is not
`counted` (n/a) and a missing cell give no verdict. Three comparisons, per probe column (onnx,
export, compile) and pooled over the three:

* Per operator, three-way. An operator is a `ref` both snapshots hold, taken apart into its
  random cases (named `[random]`: parameters drawn inside the graph, checked without comparing
  values) and the others. Its verdict in a column is `all`, `some` or `none` of its cases with a
  counted value there supported. The two sides' verdicts agree when they are equal.
* Per configuration, two-way. A configuration is a pair of a discovered and a built-in case of
  the same operator (both random or neither) with the same inputs: the same tensor shapes and
  dtypes, in order (the `inputs` and `input_dtypes` of the shard stores' inventories,
  docs/protocol.md; a snapshot does not carry them). Cases with no tensor input are left out:
  their other arguments, which differ, are all there is. Their verdicts in a column are
  supported or not, where both have a counted value.
* Per operator, two-way, "any case supported" (the one figure this script gave before the other
  two): an operator supported in a column when any of its cases is.

Beside each agreement: Cohen's kappa (the agreement beyond what each side's own mix of verdicts
would give by chance; undefined when both sides give one verdict throughout) and the score of
the best constant answer, the built-in side's most common verdict. Every disagreement is listed
with both sides' cases, column values and notes (the inputs), which is what explains it.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROBES = ("onnx", "export", "compile")
THREE_WAY = ("all", "some", "none")
TWO_WAY = ("supported", "unsupported")


def columns() -> dict:
    return json.loads((ROOT / "data" / "statuses.json").read_text())["columns"]


def is_random(name: str) -> bool:
    return "[random]" in name


def operator(case: dict) -> str:
    """The operator a case belongs to: its ref, a random case's with the suffix " [random]"."""
    return (case.get("ref") or case["name"]) + (" [random]" if is_random(case["name"]) else "")


def three_way(values: list[str], cols: dict) -> str | None:
    """`all`, `some` or `none` of the counted values supported; None when none is counted."""
    counted = [cols[v]["supported"] for v in values if cols.get(v, {}).get("counted")]
    if not counted:
        return None
    return "all" if all(counted) else "some" if any(counted) else "none"


def binary(value: str | None, cols: dict) -> str | None:
    if value is None or not cols.get(value, {}).get("counted"):
        return None
    return "supported" if cols[value]["supported"] else "unsupported"


def operator_cells(snapshot: dict) -> dict:
    """{(operator, probe): [(case name, column value, note)]}."""
    cells = defaultdict(list)
    for case in snapshot["cases"]:
        for probe in PROBES:
            if case.get(probe) is not None:
                cells[(operator(case), probe)].append(
                    (case["name"], case[probe], case.get("note", "")))
    return cells


def fail(message: str) -> None:
    """Bad input: one line naming it, exit code 2."""
    print(f"compare_discovered.py: {message}", file=sys.stderr)
    raise SystemExit(2)


def inventory(stores: list[Path], snapshot: dict, side: str) -> dict:
    """{case name: inventory entry} from the stores' latest run holding each case; every case
    of the snapshot must be there (else the stores are not the snapshot's)."""
    out = {}
    for store in stores:
        path = Path(store) / "capgrid.sqlite"
        if not path.is_file():
            fail(f"{path}: no results store")
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
            for name, info in db.execute("SELECT name, info FROM inventory ORDER BY run_id"):
                out[name] = json.loads(info)
    missing = [c["name"] for c in snapshot["cases"] if c["name"] not in out]
    if missing:
        fail(f"{len(missing)} case(s) of the {side} snapshot in none of its stores (first: "
             f"{missing[0]}): not its stores")
    return out


def configurations(disc: dict, base: dict, disc_inv: dict, base_inv: dict) -> list:
    """[(discovered case, built-in case)] with the same operator and the same tensor inputs."""
    def key(case: dict, inv: dict) -> tuple | None:
        info = inv[case["name"]]
        if not info.get("inputs"):
            return None
        return (operator(case), json.dumps(info["inputs"]),
                json.dumps(info.get("input_dtypes")))

    by_key = defaultdict(list)
    for case in base["cases"]:
        k = key(case, base_inv)
        if k is not None:
            by_key[k].append(case)
    pairs = []
    for case in disc["cases"]:
        k = key(case, disc_inv)
        pairs += [(case, b) for b in by_key.get(k, [])] if k is not None else []
    return pairs


@dataclass(frozen=True)
class Score:
    """The agreement of paired verdicts (discovered, built-in) over the given categories."""
    n: int
    agree: int
    kappa: float | None       # None: undefined (chance agreement 1)
    constant: str             # the built-in side's most common verdict
    constant_agree: int       # how many built-in verdicts it equals


def score(pairs: list[tuple[str, str]], categories: tuple[str, ...]) -> Score:
    """Cohen's kappa: (p_o - p_e) / (1 - p_e), p_e the sum over categories of the product of
    the two sides' shares. A tie for the most common verdict goes to the first category."""
    n = len(pairs)
    agree = sum(a == b for a, b in pairs)
    disc, base = Counter(a for a, _ in pairs), Counter(b for _, b in pairs)
    chance = sum(disc[c] * base[c] for c in categories) / (n * n)
    kappa = None if chance == 1 else (agree / n - chance) / (1 - chance)
    best = max(categories, key=lambda c: (base[c], -categories.index(c)))
    return Score(n, agree, kappa, best, base[best])


def pct(k: int, n: int) -> str:
    return f"{100.0 * k / n:.1f}%"


def kappa_text(k: float | None) -> str:
    return "undefined (one verdict throughout)" if k is None else f"{k:.3f}"


def by_column(items: list[tuple[str, str, str]], categories: tuple[str, ...]) -> list:
    """[(column label, Score)] per probe and pooled, from (probe, discovered, built-in)."""
    rows = []
    for probe in PROBES:
        pairs = [(a, b) for p, a, b in items if p == probe]
        if pairs:
            rows.append((probe, score(pairs, categories)))
    if items:
        rows.append(("all three", score([(a, b) for _, a, b in items], categories)))
    return rows


def cell(rows: list) -> str:
    return "<br>".join(f"`{n}`: {v}" + (f" ({note})" if note else "")
                       for n, v, note in rows).replace("|", "\\|")


def case_cell(case: dict) -> str:
    note = case.get("note", "")
    return (f"`{case['name']}`" + (f" ({note})" if note else "")).replace("|", "\\|")


def compare(disc: dict, base: dict, cols: dict, disc_inv: dict | None,
            base_inv: dict | None) -> dict:
    """Every figure and listing of the comparison (what main prints and writes)."""
    a, b = operator_cells(disc), operator_cells(base)
    three, two, differ, refs = [], [], [], set()
    for key in sorted(set(a) & set(b)):
        va = three_way([v for _, v, _ in a[key]], cols)
        vb = three_way([v for _, v, _ in b[key]], cols)
        if va is None or vb is None:
            continue
        refs.add(key[0])
        three.append((key[1], va, vb))
        two.append((key[1], *("unsupported" if v == "none" else "supported" for v in (va, vb))))
        if va != vb:
            differ.append((key, va, vb))
    out = {"operators": len(refs), "three": three, "two": two, "differ": differ,
           "cells": (a, b), "pairs": None}
    if disc_inv is not None and base_inv is not None:
        pairs = configurations(disc, base, disc_inv, base_inv)
        items = []
        for d, c in pairs:
            for probe in PROBES:
                va, vb = binary(d.get(probe), cols), binary(c.get(probe), cols)
                if va is not None and vb is not None:
                    items.append((probe, va, vb))
        out["pairs"], out["config_items"] = pairs, items
    return out


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def figures(r: dict) -> list[tuple[str, str, str, Score]]:
    """(comparison, column, unit, Score) for every agreement figure, in the order printed."""
    out = [("per operator, three-way (all / some / none of its cases supported)", label,
            "operator", s) for label, s in by_column(r["three"], THREE_WAY)]
    if r["pairs"] is not None:
        out += [("per configuration with the same inputs, two-way", label, "configuration", s)
                for label, s in by_column(r["config_items"], TWO_WAY)]
    out += [('per operator, two-way: "supported" when any case is', label,
             "operator", s) for label, s in by_column(r["two"], TWO_WAY)]
    return out


def header(r: dict, disc: dict, base: dict) -> list[str]:
    lines = [f"discovered snapshot: {len(disc['cases'])} cases"
             f"{' (partial)' if disc.get('partial') else ''}; built-in: "
             f"{len(base['cases'])} cases; operators with a verdict in both: {r['operators']}"]
    pairs = r["pairs"]
    if pairs is None:
        lines.append("per configuration: not compared (no stores given: the inputs are theirs)")
    else:
        lines.append(f"configurations with the same inputs: {plural(len(pairs), 'pair')} of a "
                     f"discovered and a built-in case "
                     f"({plural(len({id(d) for d, _ in pairs}), 'discovered case')}, "
                     f"{plural(len({id(c) for _, c in pairs}), 'built-in case')}, "
                     f"{plural(len({operator(d) for d, _ in pairs}), 'operator')})")
    return lines


def text(r: dict, disc: dict, base: dict) -> str:
    lines = header(r, disc, base)
    for what, label, unit, s in figures(r):
        unit = f"({unit}, probe) verdict" if label == "all three" else unit
        lines.append(f"{what}, {label}: {s.agree} of {plural(s.n, unit)} agree "
                     f"({pct(s.agree, s.n)}), kappa {kappa_text(s.kappa)}; the constant answer "
                     f"\"{s.constant}\" (the built-in side's most common): {s.constant_agree} "
                     f"of {s.n} ({pct(s.constant_agree, s.n)})")
    return "\n".join(lines)


def markdown(title: str, r: dict, disc: dict, base: dict, cols: dict) -> str:
    a, b = r["cells"]
    md = [f"# {title}", "", "Written by `survey/compare_discovered.py` (its docstring defines "
          "each figure).", "", *[f"* {x}" for x in header(r, disc, base)], "",
          "| comparison | column | verdicts in both | agree | Cohen's kappa | the constant "
          "answer (the built-in side's most common verdict) |", "|---|---|---|---|---|---|"]
    for what, label, unit, s in figures(r):
        n = f"{s.n} ({unit}, probe)" if label == "all three" else plural(s.n, unit)
        md.append(f"| {what} | {label} | {n} | {s.agree} ({pct(s.agree, s.n)}) | "
                  f"{kappa_text(s.kappa)} | {s.constant}: {s.constant_agree} "
                  f"({pct(s.constant_agree, s.n)}) |")
    md += ["", "## Each operator the three-way verdicts disagree on", "",
           "| operator | probe | discovered | built-in |", "|---|---|---|---|"]
    for (ref, probe), va, vb in r["differ"]:
        md.append(f"| `{ref}` | {probe} | {va}: {cell(a[(ref, probe)])} "
                  f"| {vb}: {cell(b[(ref, probe)])} |")
    if r["pairs"] is not None:
        md += ["", "## Each configuration with the same inputs", "",
               "Column values, discovered / built-in.", "",
               "| operator | discovered case | built-in case | "
               + " | ".join(PROBES) + " |", "|---|---|---|" + "---|" * len(PROBES)]
        for d, c in r["pairs"]:
            vals = []
            for probe in PROBES:
                va, vb = binary(d.get(probe), cols), binary(c.get(probe), cols)
                mark = " **differ**" if va and vb and va != vb else ""
                vals.append(f"{d.get(probe, 'no cell')} / {c.get(probe, 'no cell')}{mark}")
            md.append(f"| `{operator(d)}` | {case_cell(d)} | {case_cell(c)} | "
                      + " | ".join(vals) + " |")
    return "\n".join(md) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("discovered")
    ap.add_argument("builtin")
    ap.add_argument("--stores", nargs="+", type=Path,
                    help="the discovered snapshot's shard stores (their inventories: the inputs)")
    ap.add_argument("--builtin-stores", nargs="+", type=Path,
                    help="the built-in snapshot's shard stores")
    ap.add_argument("--title", default="A discovered pack against the built-in one",
                    help="the Markdown page's heading")
    ap.add_argument("--markdown")
    args = ap.parse_args(argv)
    if (args.stores is None) != (args.builtin_stores is None):
        ap.error("--stores and --builtin-stores go together")
    cols = columns()
    disc = json.loads(Path(args.discovered).read_text())
    base = json.loads(Path(args.builtin).read_text())
    disc_inv = base_inv = None
    if args.stores is not None:
        disc_inv = inventory(args.stores, disc, "discovered")
        base_inv = inventory(args.builtin_stores, base, "built-in")
    r = compare(disc, base, cols, disc_inv, base_inv)
    print(text(r, disc, base))
    if args.markdown:
        Path(args.markdown).write_text(markdown(args.title, r, disc, base, cols))
    return 0


if __name__ == "__main__":
    sys.exit(main())
