"""A built-in pack's case fingerprints are the same on every machine: its inputs are computed
without the last bits that depend on the CPU. A float32 matrix product (and MKL's exp, log,
sqrt, erf) picks its kernels by the CPU's instruction set, so an input computed with one in
float32 differs in its last bits between, say, an AMD and an Intel machine, and every stored
result of that case was probed again on the other machine. MKL_ENABLE_INSTRUCTIONS caps the
instruction set MKL uses: the same pack collected under two caps must give the same fingerprints
(measured 2026-12-06: Kornia's 37 such cases were exactly the ones an Intel machine found stale
in the surveys made on AMD machines)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

COLLECT = """
import json, sys
from capgrid.collect import collect, seed_generators
seed_generators()
print(json.dumps({c.case.name: c.parts for c in collect([sys.argv[1]]).cases}))
"""


def _parts(pack: str, mkl: str | None) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "MKL_ENABLE_INSTRUCTIONS"}
    env["PYTHONPATH"] = str(ROOT / "python")
    if mkl:
        env["MKL_ENABLE_INSTRUCTIONS"] = mkl
    proc = subprocess.run([sys.executable, "-c", COLLECT, pack], capture_output=True,
                          text=True, env=env, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("pack", ["builtin:kornia", "builtin:monai"])
def test_fingerprints_do_not_depend_on_the_cpus_instruction_set(pack: str):
    native = _parts(pack, None)
    sse = _parts(pack, "SSE4_2")  # the oldest set x86-64 machines of the last decade all have
    differ = {name: [k for k, v in parts.items() if sse.get(name, {}).get(k) != v]
              for name, parts in native.items() if sse.get(name) != parts}
    first = dict(list(differ.items())[:10])
    assert not differ, (f"{len(differ)} cases of {pack} have inputs whose bits depend on the "
                        f"CPU (compute them in float64, then cast): {first}")
