"""Two runs of the same cases side by side: does a change keep every result, and what does it
cost? (docs/benchmarks.md "Half the CPU per case".)

    python3 bench/before_after.py BEFORE AFTER [--probes LIST] [--json OUT]

BEFORE and AFTER are results directories (``capgrid.sqlite`` in each, read only) of cold runs
(``capgrid run --fresh``) over the same cases. For every (case, probe) stored in both it compares
what a page shows: the status, the detail with its numbers masked (a time or an error size may
move), the ONNX op list and the graph-break count; every pair that differs is printed. Then,
per probe, the CPU (the worker's plus its children's, ``times.cpu_s + times.children_cpu_s``)
summed and per record (median), before and after, and their ratio; and the CPU per case of the
probes together. A pair stored in one run only is counted apart. Exit 1 when a pair differs.

A ``timeout``, ``crash`` or ``oom`` on either side is listed as unstable, not as a change: run
it again alone before reading anything into it.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import statistics
import sys
from pathlib import Path

from store_rows import cpu_s, results

UNSTABLE = {"timeout", "crash", "oom"}
NUMBER = re.compile(r"\d+(\.\d+)?(e[-+]?\d+)?")


def load(store: Path, probes: set[str] | None) -> dict:
    return {(case, probe): (status, record)
            for case, probe, status, record in results(store, "before_after.py")
            if not probes or probe in probes}


def shown(status: str, record: dict) -> dict:
    return {"status": status, "detail": NUMBER.sub("#", record.get("detail", "")),
            "onnx_ops": record.get("onnx_ops"), "graph_breaks": record.get("graph_breaks")}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("before", type=Path)
    p.add_argument("after", type=Path)
    p.add_argument("--probes", help="only these probes (comma-separated)")
    p.add_argument("--json", type=Path, help="also write the figures here")
    args = p.parse_args(argv)
    probes = set(args.probes.split(",")) if args.probes else None
    before, after = load(args.before, probes), load(args.after, probes)
    both = sorted(set(before) & set(after))
    changed, unstable = [], []
    per_probe: dict[str, dict[str, list[float]]] = collections.defaultdict(
        lambda: {"before": [], "after": []})
    for key in both:
        (sb, rb), (sa, ra) = before[key], after[key]
        per_probe[key[1]]["before"].append(cpu_s(rb))
        per_probe[key[1]]["after"].append(cpu_s(ra))
        if sb in UNSTABLE or sa in UNSTABLE:
            if sb != sa:
                unstable.append((key, sb, sa))
            continue
        if shown(sb, rb) != shown(sa, ra):
            changed.append((key, shown(sb, rb), shown(sa, ra)))
    cases = {c for c, _ in both}
    print(f"{len(both)} (case, probe) pairs in both runs over {len(cases)} cases; "
          f"{len(set(before) ^ set(after))} in one run only")
    print(f"changed: {len(changed)}; unstable (timeout, crash, oom on one side): {len(unstable)}")
    for (case, probe), b, a in changed:
        diff = {k: (b[k], a[k]) for k in b if b[k] != a[k]}
        print(f"  {case} {probe}: {diff}")
    for (case, probe), sb, sa in unstable:
        print(f"  unstable {case} {probe}: {sb} -> {sa}")
    figures = {}
    print(f"{'probe':<16} {'results':>7} {'CPU s before':>12} {'after':>9} {'ratio':>6} "
          f"{'median before':>13} {'after':>7}")
    for probe, v in sorted(per_probe.items()):
        b, a = sum(v["before"]), sum(v["after"])
        figures[probe] = {"results": len(v["before"]), "cpu_s_before": round(b, 1),
                          "cpu_s_after": round(a, 1), "ratio": round(a / b, 3) if b else None,
                          "median_s_before": round(statistics.median(v["before"]), 3),
                          "median_s_after": round(statistics.median(v["after"]), 3)}
        f = figures[probe]
        print(f"{probe:<16} {f['results']:>7} {b:>12.1f} {a:>9.1f} {f['ratio'] or 0:>6.3f} "
              f"{f['median_s_before']:>13.3f} {f['median_s_after']:>7.3f}")
    total_b = sum(f["cpu_s_before"] for f in figures.values())
    total_a = sum(f["cpu_s_after"] for f in figures.values())
    if cases:
        print(f"CPU per case, these probes together: {total_b / len(cases):.2f} s before, "
              f"{total_a / len(cases):.2f} s after (ratio {total_a / total_b:.3f})")
    if args.json:
        args.json.write_text(json.dumps({
            "before": str(args.before), "after": str(args.after), "pairs": len(both),
            "cases": len(cases), "changed": [[list(k), b, a] for k, b, a in changed],
            "unstable": [[list(k), sb, sa] for k, sb, sa in unstable],
            "probes": figures}, indent=1) + "\n")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
