"""End to end: a pack collects the same way in every worker of a run.

A new user's first pack draws its inputs from torch's global generator without seeding it. With
`-j 2` the engine plans with the first worker's inventory and the second worker, answering from
the inventory cache, collects the pack again at its first job: both collections must agree, or
the run is refused (docs/protocol.md "Inventory cache"). The real worker, the real engine.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from harness import REPO, capgrid_bin

PACK = textwrap.dedent('''\
    import torch

    from capgrid import case

    CASES = [
        case("tiny.add", "tiny", torch.add, [torch.ones(2, 3), torch.ones(2, 3)]),
        case("tiny.relu", "tiny", torch.nn.ReLU(), [torch.randn(2, 3)]),
    ]
    ''')


def run(tmp_path: Path, pack: Path, results: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CAPGRID_")}
    env.update(PYTHONPATH=str(REPO / "python"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    return subprocess.run([capgrid_bin(), "run", str(pack), "-j", "2", "--probes", "export,compile",
                           "--python", sys.executable, "--results", str(results)],
                          capture_output=True, text=True, timeout=300, cwd=tmp_path, env=env)


def test_an_unseeded_pack_runs_with_two_workers(tmp_path: Path) -> None:
    pack = tmp_path / "tiny_pack.py"
    pack.write_text(PACK)
    results = tmp_path / "results"
    proc = run(tmp_path, pack, results)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.strip().splitlines()[-1] == "capgrid: reused 0, probed 4 of 4 results"
    # both workers ran a job, the second from the cached inventory: the path that collects twice
    logs = {p.name: p.read_text(errors="replace") for p in (results / "logs").iterdir()}
    assert sorted(logs) == ["worker-0-1.log", "worker-1-1.log"], sorted(logs)
    assert "inventory cache: inventory from" in logs["worker-1-1.log"]

    # a second run in a fresh results folder: the same inventory again, from a fresh cache entry
    again = run(tmp_path, pack, tmp_path / "again")
    assert again.returncode == 0, again.stdout + again.stderr
