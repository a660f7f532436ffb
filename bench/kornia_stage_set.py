"""The fixed Kornia set whose cold run docs/benchmarks.md splits into stages ("Where a probe's
time goes"): bench/kornia_subset.py's rule (every group in proportion to its probed cases, at
least one each, evenly spaced in pack order) at 220 cases instead of 150.

    capgrid run --fresh --results WORK bench/kornia_stage_set.py
    python3 bench/stage_split.py WORK
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kornia_subset import _ALL, _subset  # noqa: E402  # noqa: E402,F401  (for collection)

TARGET = 220

CASES = _subset(_ALL, TARGET)
