"""The deployment-target columns' CPU cost against the five default probes (issue 52): one run,
side by side, on a seeded sample of a survey's cases (docs/benchmarks.md "ExecuTorch and
OpenVINO: what the two columns cost").

    python3 bench/target_cost.py monai [--stack torch-2.15] [--sample 80] [--seed 1] [-j 2]

Draws ``--sample`` cases uniformly from the survey's committed stores of the stack (every case,
registered skips included, as a survey has them), runs them cold (``--fresh``, a new results
folder, a new inductor cache) with the default probes and ``executorch,openvino`` in one
``capgrid run`` with the recipe's flags, and sums each probe's CPU seconds from its records (the
worker's and its children's: CPU against CPU, whatever else ran on the machine). Figures go into
bench/results-target-cost.json under the survey's name (other keys kept).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "survey"))

from recipe import load, shard_stores  # noqa: E402
from recipe_verbs import run_command  # noqa: E402
from store_rows import cpu_s, results  # noqa: E402

RESULTS = HERE / "results-target-cost.json"
DEFAULT = ("onnx", "export", "compile", "export_dynamic", "onnx_dynamic")
TARGETS = ("executorch", "openvino")


def sample_cases(stores: list[Path], n: int, seed: int) -> list[str]:
    names = sorted({case for s in stores for case, *_ in results(s, "target_cost.py")})
    return sorted(random.Random(seed).sample(names, min(n, len(names))))


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("survey")
    ap.add_argument("--stack", help="the stack (default: the survey's default stack)")
    ap.add_argument("--sample", type=int, default=80)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    recipe = load(args.survey)
    stack = recipe.stack(args.stack)
    cases = sample_cases(shard_stores(stack, recipe.shards), args.sample, args.seed)
    with tempfile.TemporaryDirectory(prefix="target-cost-") as tmp:
        names = Path(tmp) / "cases.txt"
        names.write_text("\n".join(cases) + "\n")
        out = Path(tmp) / "results"
        probes = ",".join(DEFAULT + TARGETS)
        cmd, env = run_command(recipe, stack, out, ["--probes", probes, "--fresh",
                                                    "--cases-from", str(names),
                                                    "-j", str(args.jobs)])
        env = {**env, "TORCHINDUCTOR_CACHE_DIR": str(Path(tmp) / "inductor")}
        print("target_cost.py: " + " ".join(cmd), flush=True)
        t0 = time.monotonic()
        subprocess.run(cmd, cwd=ROOT, env=env, check=True)
        wall = time.monotonic() - t0
        per: dict[str, list[float]] = {p: [] for p in DEFAULT + TARGETS}
        statuses: dict[str, dict[str, int]] = {p: {} for p in TARGETS}
        for _, probe, status, record in results(out, "target_cost.py"):
            per[probe].append(cpu_s(record))
            if probe in statuses:
                statuses[probe][status] = statuses[probe].get(status, 0) + 1
    total = {p: sum(v) for p, v in per.items()}
    default = sum(total[p] for p in DEFAULT)
    figures = {
        "command": f"python3 bench/target_cost.py {args.survey} --stack {stack.name} "
                   f"--sample {args.sample} --seed {args.seed} -j {args.jobs}",
        "date": time.strftime("%Y-%m-%d"), "cases": len(cases), "wall_s": round(wall, 1),
        "cpu_s": {p: round(v, 1) for p, v in total.items()},
        "median_cpu_s": {p: round(statistics.median(v), 3) if v else None
                         for p, v in per.items()},
        "target_statuses": statuses,
        "of_the_default_probes": {p: round(total[p] / default, 3) if default else None
                                  for p in TARGETS},
        "both_of_the_default_probes": round((total["executorch"] + total["openvino"]) / default,
                                            3) if default else None,
        "cpu": os.uname().machine,
    }
    doc = json.loads(RESULTS.read_text()) if RESULTS.is_file() else {}
    doc[f"{args.survey}/{stack.name}"] = figures
    RESULTS.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n")
    for p in DEFAULT + TARGETS:
        print(f"{p:15s} CPU {total[p]:8.1f} s  median {figures['median_cpu_s'][p]} s")
    print(f"executorch + openvino CPU / the five default probes' CPU: "
          f"{figures['both_of_the_default_probes']} ({len(cases)} cases, one run, "
          f"{wall:.0f} s wall)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
