"""Where the aoti probe's C++ build goes: every compiler call of a cold aoti run, by what it built
(docs/benchmarks.md "Where a probe's time goes", the aoti paragraph).

    python3 bench/aoti_build_split.py --capgrid BIN --python PY --cases-from NAMES \\
        [--first N] [--wrapper-opt O0] [--json OUT] PACK

Runs ``capgrid run PACK --probes aoti -j 1 --fresh`` with an empty compile cache in a scratch
folder, with ``CXX`` set to a shim that runs the real compiler and appends each call's CPU (its
child's rusage) and arguments to a log. Prints the compilers' CPU by what each call built: the
AOTInductor wrapper (``*.wrapper.cpp``), the kernels (``*.kernel.cpp``), the link, the constants
object, precompiled headers (inductor keeps them below the temporary directory, outside the
compile cache, so only a machine's first run builds them), the CPU capability check, the
compiler's version queries, other; beside the records' own CPU (``cpu_s + children_cpu_s``).
``--wrapper-opt`` sets AOTInductor's wrapper optimisation level
(``AOT_INDUCTOR_COMPILE_WRAPPER_OPT_LEVEL``; torch's default is O1) for a what-if run.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from store_rows import cpu_s, results

SHIM = '''import json, os, resource, subprocess, sys, time
t0 = time.perf_counter()
rc = subprocess.call([os.environ["CAPGRID_BENCH_REAL_CXX"], *sys.argv[1:]])
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(os.environ["CAPGRID_BENCH_CXX_LOG"], "a", encoding="utf-8") as f:
    f.write(json.dumps({"cpu_s": ru.ru_utime + ru.ru_stime, "wall_s": time.perf_counter() - t0,
                        "rc": rc, "args": sys.argv[1:]}) + "\\n")
sys.exit(rc)
'''

KINDS = ("wrapper", "kernels", "link", "constants", "precompiled header", "CPU capability check",
         "version queries", "other")


def kind(args: list[str]) -> str:
    """What one compiler call built, from its output file (``-o``) and sources."""
    out = args[args.index("-o") + 1] if "-o" in args[:-1] else ""
    sources = [a for a in args if a.endswith((".cpp", ".o", ".S")) and a != out]
    if not out:
        return "version queries"
    if out.endswith((".gch", ".pch", ".i")):  # .i: the header preprocessed to name its PCH
        return "precompiled header"
    for suffix, name in ((".wrapper.o", "wrapper"), (".kernel.o", "kernels"),
                         (".weights.o", "constants")):
        if out.endswith(suffix):
            return name
    if out.endswith(".so") and sources and all(s.endswith(".o") for s in sources):
        return "link"
    if out.endswith(".so") and any(s.endswith(".cpp") for s in sources):
        return "CPU capability check"  # aoti builds nothing else from source into a library
    return "other"


def measure(a, scratch: Path) -> dict:
    log = scratch / "cxx.jsonl"
    shim = scratch / "cxx"
    shim.write_text(f"#!{sys.executable}\n{SHIM}", encoding="utf-8")
    shim.chmod(0o755)
    env = dict(os.environ, CXX=str(shim), CAPGRID_BENCH_CXX_LOG=str(log),
               CAPGRID_BENCH_REAL_CXX=shutil.which(os.environ.get("CXX", "g++")) or "g++")
    if a.wrapper_opt:
        env["AOT_INDUCTOR_COMPILE_WRAPPER_OPT_LEVEL"] = a.wrapper_opt
    work, cache = scratch / "results", scratch / "cache"
    cache.mkdir()
    names = Path(a.cases_from).read_text(encoding="utf-8").split("\n")
    names = [n for n in names if n.strip()][:a.first]
    (scratch / "names.txt").write_text("\n".join(names) + "\n", encoding="utf-8")
    cmd = [a.capgrid, "run", a.pack, "--probes", "aoti", "-j", "1", "--fresh", "--timeout",
           "300", "--cache-dir", str(cache), "--results", str(work), "--python", a.python,
           "--cases-from", str(scratch / "names.txt")]
    subprocess.run(cmd, env=env, check=False, stdout=subprocess.DEVNULL)
    calls = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()] \
        if log.exists() else []
    by_kind: dict[str, list[float]] = collections.defaultdict(list)
    for c in calls:
        by_kind[kind(c["args"])].append(c["cpu_s"])
    records = [(case, status, cpu_s(rec)) for case, probe, status, rec in
               results(work, "aoti_build_split.py") if probe == "aoti"]
    shown = ["capgrid", *("PYTHON" if c == a.python else c for c in cmd[1:])]
    return {"command": " ".join(shown).replace(str(scratch), "SCRATCH"),
            "cases_from": a.cases_from, "first": a.first,
            "wrapper_opt": a.wrapper_opt or "torch's default (O1)",
            "records": len(records),
            "statuses": dict(collections.Counter(s for _, s, _ in records)),
            "records_cpu_s": round(sum(c for _, _, c in records), 2),
            "compiler_cpu_s": round(sum(c["cpu_s"] for c in calls), 2),
            "calls": [{"kind": kind(c["args"]), "cpu_s": round(c["cpu_s"], 3),
                       "wall_s": round(c["wall_s"], 3), "rc": c["rc"]} for c in calls],
            "kinds": {k: {"calls": len(v), "cpu_s": round(sum(v), 2),
                          "median_s": round(statistics.median(v), 2)}
                      for k in KINDS if (v := by_kind.get(k))}}


def table(m: dict) -> str:
    total = m["compiler_cpu_s"] or 1.0
    rows = ["| what the compiler built | calls | CPU | median per call "
            "| share of the compilers' CPU |",
            "|---|---:|---:|---:|---:|"]
    for k, v in m["kinds"].items():
        rows.append(f"| {k} | {v['calls']} | {v['cpu_s']:.1f} s | {v['median_s']:.2f} s | "
                    f"{100 * v['cpu_s'] / total:.0f}% |")
    rows.append(f"| all compiler calls | | {m['compiler_cpu_s']:.1f} s | | |")
    rows.append(f"| the aoti records (worker and children) | {m['records']} | "
                f"{m['records_cpu_s']:.1f} s | | |")
    return "\n".join(rows)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="aoti_build_split.py", description=__doc__.split("\n")[0])
    p.add_argument("pack")
    p.add_argument("--capgrid", required=True, help="the capgrid binary")
    p.add_argument("--python", required=True, help="the workers' interpreter")
    p.add_argument("--cases-from", required=True, help="a file of case names")
    p.add_argument("--first", type=int, help="only the first N names of --cases-from")
    p.add_argument("--wrapper-opt", choices=("O0", "O1", "O2", "O3"),
                   help="AOTInductor's wrapper optimisation level (default: torch's)")
    p.add_argument("--json", help="write the figures here")
    a = p.parse_args(argv)
    if not Path(a.cases_from).is_file():
        p.error(f"--cases-from {a.cases_from}: no such file")
    scratch = Path(tempfile.mkdtemp(prefix="capgrid-aoti-split-"))
    try:
        m = measure(a, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(table(m))
    print(f"statuses: {m['statuses']}")
    if a.json:
        Path(a.json).write_text(json.dumps(m, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
