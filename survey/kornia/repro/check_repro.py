"""`capgrid repro` on failing cells of the committed Kornia survey, each of another owner.

For each cell: `capgrid repro NAME --probe P builtin:kornia --results survey/kornia/shard-K
--markdown` (the shard store is read, never written), then the script runs in a fresh isolated
interpreter in which ``import capgrid`` fails (``python -I``, ``capgrid`` and ``capgrid_packs``
made unimportable: the venv has capgrid installed). The check passes when the script's
status/error/detail lines equal the stored result's (the markdown's copy of the store) and its
status equals docs/kornia/torch-2.13/snapshot.json's. Writes check_repro.txt beside this file.

    python survey/kornia/repro/check_repro.py [--capgrid BIN]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))

# (case, probe, shard, what it shows)
CELLS = [
    ("enhance.zca_mean", "onnx", 4, "ONNX exporter: no lowering for aten._linalg_svd"),
    ("RandomCrop[p=0.5][random]", "export", 4, "torch.export: a data-dependent branch"),
    ("AugmentationSequential[crop][random]", "compile", 2,
     "dynamo: an internal error (InternalTorchDynamoError)"),
    ("geometry.solvers.solve_cubic", "onnx", 4, "onnxruntime refuses the exported model"),
]

ISOLATED = (
    "import sys, runpy\n"
    "sys.modules['capgrid'] = None\n"
    "sys.modules['capgrid_packs'] = None\n"
    "try:\n    import capgrid\nexcept ImportError:\n    pass\n"
    "else:\n    raise SystemExit('capgrid is importable')\n"
    "runpy.run_path(sys.argv[1], run_name='__main__')\n"
)


def stored_block(markdown: str) -> str:
    m = re.search(r"as stored in [^\n]*:\n\n```\n(status: .*?)\n```", markdown, re.S)
    return m.group(1) if m else ""


def printed_block(stdout: str) -> str:
    return "\n".join(ln for ln in stdout.splitlines()
                     if ln.startswith(("status: ", "error: ", "detail: ")))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--capgrid", default=os.path.join(REPO, "build", "dev", "capgrid"))
    args = ap.parse_args()
    published = os.path.join(REPO, "docs", "kornia", "torch-2.13", "snapshot.json")
    with open(published, encoding="utf-8") as f:
        snapshot = {c["name"]: c for c in json.load(f)["cases"]}
    env = {**os.environ, "CAPGRID_PYTHON": os.environ.get("CAPGRID_PYTHON", sys.executable)}
    report, failed = [], 0
    with tempfile.TemporaryDirectory(prefix="capgrid-repro-check-") as tmp:
        for i, (name, probe, shard, what) in enumerate(CELLS):
            script = os.path.join(tmp, f"cell{i}.py")
            shard_dir = os.path.join(REPO, "survey", "kornia", f"shard-{shard}")
            gen = subprocess.run([args.capgrid, "repro", name, "--probe", probe, "builtin:kornia",
                                  "--results", shard_dir, "-o", script, "--markdown"],
                                 cwd=tmp, env=env, capture_output=True, text=True)
            if gen.returncode != 0:
                failed += 1
                report.append(f"FAIL {name} / {probe}: capgrid repro exited {gen.returncode}: "
                              f"{gen.stderr.strip()}")
                continue
            with open(script, encoding="utf-8") as f:
                first = f.readline().rstrip()
            with open(script[:-3] + ".md", encoding="utf-8") as f:
                stored = stored_block(f.read())
            run = subprocess.run([sys.executable, "-I", "-c", ISOLATED, script], cwd="/",
                                 env={"PATH": os.environ.get("PATH", "")}, capture_output=True,
                                 text=True)
            printed = printed_block(run.stdout)
            want = snapshot[name][f"{probe}_status"]
            got = printed.splitlines()[0][len("status: "):] if printed else ""
            ok = (run.returncode == 0 and printed == stored and got == want
                  and "NOT STANDALONE" not in first)
            failed += not ok
            report += [
                f"{'PASS' if ok else 'FAIL'} {name} / {probe} (shard-{shard}): {what}",
                f"  script: {first}",
                f"  snapshot status: {want}, cause: {snapshot[name].get(probe + '_cause', '')}",
                "  stored (survey store):", *[f"    {ln}" for ln in stored.splitlines()],
                f"  printed (python -I, capgrid unimportable, exit {run.returncode}):",
                *[f"    {ln}" for ln in printed.splitlines()],
            ]
            if run.returncode != 0:
                report += [f"    {ln}" for ln in run.stderr.strip().splitlines()[-5:]]
    report.append(f"{len(CELLS) - failed} of {len(CELLS)} cells reproduced")
    text = "\n".join(report) + "\n"
    with open(os.path.join(HERE, "check_repro.txt"), "w", encoding="utf-8") as f:
        f.write(text)
    sys.stdout.write(text)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
