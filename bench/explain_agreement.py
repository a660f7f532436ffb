"""Does the compile probe's one-compile graph-break count agree with torch._dynamo.explain?

    PYTHONPATH=python python bench/explain_agreement.py STORE... [--pack builtin:kornia]
        [--every N] [--case-timeout S] [--json OUT]

STORE: results directories (or capgrid.sqlite files) of a survey run with the default
one-compile counting. For every N-th case whose stored compile record carries a count, this
runs ``torch._dynamo.explain`` on the same case in this process (capgrid.probes.compile's
``explain_info``, what the probe's ``explain`` option uses) and compares (graphs, graph_breaks).
It also reports the time explain would have added: Kornia's way is explain, then compile.
"""

from __future__ import annotations

import argparse
import json
import signal
import sqlite3
import sys
import time
from pathlib import Path


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


def stored_compile_records(stores: list[str]) -> dict[str, dict]:
    """case name -> the newest stored compile record (the newest run of each store)."""
    out: dict[str, tuple[str, dict]] = {}
    for s in stores:
        path = Path(s)
        if path.is_dir():
            path = path / "capgrid.sqlite"
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        run = db.execute("SELECT max(id) FROM runs").fetchone()[0]
        for name, record, finished in db.execute(
                "SELECT case_name, record, finished_at FROM results WHERE run_id = ? AND "
                "probe = 'compile'", (run,)):
            if name not in out or finished > out[name][0]:
                out[name] = (finished, json.loads(record))
        db.close()
    return {k: v[1] for k, v in out.items()}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("stores", nargs="+")
    p.add_argument("--pack", action="append", default=[])
    p.add_argument("--every", type=int, default=1)
    p.add_argument("--case-timeout", type=int, default=300)
    p.add_argument("--json", default="")
    args = p.parse_args(argv)

    import torch

    torch.set_num_threads(1)
    from capgrid.collect import collect
    from capgrid.errors import LibraryLocator
    from capgrid.isolation import reset
    from capgrid.probes.compile import explain_info
    from capgrid.probes.job import Job

    records = stored_compile_records(args.stores)
    col = collect(args.pack or ["builtin:kornia"])
    loc = LibraryLocator.for_module(col.library)
    counted = [c for c in col.cases if "graphs" in records.get(c.case.name, {})]
    cases = counted[:: max(1, args.every)]
    print(f"{len(records)} stored compile records, {len(counted)} with a count; "
          f"explaining {len(cases)}", flush=True)
    signal.signal(signal.SIGALRM, _alarm)
    rows = []
    for c in cases:
        rec = records[c.case.name]
        reset()
        job = Job(c, loc, {})
        job.ensure_eager()
        signal.alarm(args.case_timeout)
        t0 = time.perf_counter()
        try:
            ex = explain_info(job)
            explained = (ex["graphs"], ex["graph_breaks"])
            error = ""
        except Timeout:
            explained, error = None, "timeout"
        except Exception as e:  # explain raising while the compile worked is a disagreement
            explained, error = None, f"{type(e).__name__}: {str(e).splitlines()[0][:200]}"
        finally:
            signal.alarm(0)
        explain_s = time.perf_counter() - t0
        one = (rec["graphs"], rec["graph_breaks"])
        rows.append({"case": c.case.name, "status": rec["status"], "one_compile": one,
                     "explain": explained, "error": error, "explain_s": explain_s,
                     "compile_s": rec["times"].get("total_s", 0.0),
                     "same": explained is not None and tuple(explained) == tuple(one)})
        print(f"{c.case.name}  one-compile={one} explain={explained or error}  "
              f"{explain_s:.1f}s", flush=True)

    n = len(rows)
    same = sum(r["same"] for r in rows)
    explain_total = sum(r["explain_s"] for r in rows)
    compile_total = sum(r["compile_s"] for r in rows)
    print()
    print(f"agreement: {same}/{n} cases ({100.0 * same / max(n, 1):.1f}%) have the same "
          f"(graphs, graph_breaks)")
    print(f"time: one compile {compile_total:.1f} s in the survey; explain would add "
          f"{explain_total:.1f} s ({100.0 * explain_total / max(compile_total, 1e-9):.0f}% of "
          f"the compile probe), measured in this process")
    for r in rows:
        if not r["same"]:
            print(f"  differs: {r['case']}  one-compile {r['one_compile']}  explain "
                  f"{r['explain'] or r['error']}")
    if args.json:
        Path(args.json).write_text(json.dumps({"rows": rows, "agree": same, "n": n}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
