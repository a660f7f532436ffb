"""A pack of chosen cases of the built-in Kornia pack, by exact name (names may contain spaces,
which `-k` cannot match). The names come from the file named by $CAPGRID_NAMES, one per line:

    CAPGRID_NAMES=names.txt bash survey/kornia/torch291.sh survey/kornia/named_cases.py

Used to rerun the rows that differ from Kornia's snapshot under Kornia's torch (comparison.md).
"""

from __future__ import annotations

import os
from pathlib import Path

from capgrid_packs.kornia import CASES as _ALL
from capgrid_packs.kornia import FINGERPRINT_RENAMES, LIBRARY  # noqa: F401  (for collection)

if not os.environ.get("CAPGRID_NAMES"):
    raise ValueError("survey/kornia/named_cases.py needs $CAPGRID_NAMES: a file of case names")
_WANTED = {line.strip() for line in Path(os.environ["CAPGRID_NAMES"]).read_text().splitlines()
           if line.strip()}
CASES = [c for c in _ALL if c.name in _WANTED]
_UNKNOWN = _WANTED - {c.name for c in CASES}
if _UNKNOWN:
    raise ValueError(f"$CAPGRID_NAMES names cases the Kornia pack lacks: {sorted(_UNKNOWN)[:5]}")
