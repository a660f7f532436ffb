"""Each probe's CPU time in a survey's committed stores, and the speed probe's share of it
(docs/benchmarks.md "The speed probe's added cost per case"): CPU against CPU, on the same cases.

    python3 bench/probe_cpu.py survey/kornia/shard-*   [--json OUT]

Reads every result record of the given stores (read only; `capgrid.sqlite` in each directory)
and sums, per probe, the worker's CPU and its children's (g++ for inductor) as each record gives
them (`times.cpu_s` + `times.children_cpu_s`). No wall time enters: on this shared machine wall
seconds depend on what else ran, CPU seconds much less.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
from pathlib import Path

from store_rows import cpu_s, results


def probe_cpu(stores: list[Path]) -> dict:
    per_probe: dict[str, list[float]] = collections.defaultdict(list)
    for d in stores:
        for _, probe, _, record in results(d, "probe_cpu.py"):
            per_probe[probe].append(cpu_s(record))
    out = {p: {"results": len(v), "cpu_h": round(sum(v) / 3600, 3),
               "mean_s": round(statistics.fmean(v), 3), "median_s": round(statistics.median(v), 3)}
           for p, v in sorted(per_probe.items())}
    if "speed" in per_probe:
        rest = sum(sum(v) for p, v in per_probe.items() if p != "speed")
        capture = sum(sum(per_probe.get(p, [])) for p in ("onnx", "export", "compile"))
        speed = sum(per_probe["speed"])
        out["speed_share"] = {"of_the_other_probes": round(speed / rest, 3) if rest else None,
                              "of_onnx_export_compile": round(speed / capture, 3) if capture
                              else None}
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("stores", nargs="+", type=Path, help="results directories (capgrid.sqlite)")
    ap.add_argument("--json", type=Path, help="also write the figures here")
    args = ap.parse_args(argv)
    out = probe_cpu(args.stores)
    for p, v in out.items():
        if p != "speed_share":
            print(f"{p:15s} {v['results']:5d} results  CPU {v['cpu_h']:7.3f} h  "
                  f"mean {v['mean_s']:7.3f} s  median {v['median_s']:7.3f} s")
    if "speed_share" in out:
        s = out["speed_share"]
        print(f"speed CPU / the other probes' CPU: {s['of_the_other_probes']}; "
              f"/ onnx+export+compile: {s['of_onnx_export_compile']}")
    if args.json:
        args.json.write_text(json.dumps(out, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
