"""Regenerates data/graph_break_registry.json from the installed torch's dynamo registry.

torch ships torch/_dynamo/graph_break_registry.json: {"GB0170": [{"Gb_type": ..., ...}], ...}.
capgrid keeps only the ids and their graph-break types (what a break record's `type` holds), so
the merge can name every registry entry without importing torch. Run with the probe stack's
interpreter after a torch upgrade:

    .venv/bin/python tests/data/graph_breaks/make_registry.py
"""

from __future__ import annotations

import json
from pathlib import Path

import torch
import torch._dynamo

ROOT = Path(__file__).resolve().parents[3]


def main() -> None:
    src = Path(torch._dynamo.__file__).parent / "graph_break_registry.json"
    registry = json.loads(src.read_text())
    types = {gb_id: [e["Gb_type"] for e in entries] for gb_id, entries in registry.items()}
    out = {
        "version": 1,
        "torch": torch.__version__.split("+")[0],
        "source": "torch/_dynamo/graph_break_registry.json",
        "url": "https://meta-pytorch.github.io/compile-graph-break-site/gb/gb{number}.html",
        "types": dict(sorted(types.items())),
    }
    dst = ROOT / "data" / "graph_break_registry.json"
    dst.write_text(json.dumps(out, indent=1, sort_keys=True, ensure_ascii=True) + "\n")
    print(f"{dst}: {len(types)} graph-break ids from torch {torch.__version__}")


if __name__ == "__main__":
    main()
