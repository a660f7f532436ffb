"""A fixed, representative ~150-case subset of the built-in Kornia pack, for bench/survey_bench.py.

Every group contributes in proportion to its probed cases (at least one), evenly spaced through
the group in pack order, so the subset's mix of cheap filters, augmentations and models follows
the whole pack's. Skipped cases are left out: they cost nothing. The choice depends only on the
pack's case list, so it is the same on every machine until the pack changes.
"""

from __future__ import annotations

import collections

from capgrid_packs.kornia import CASES as _ALL
from capgrid_packs.kornia import FINGERPRINT_RENAMES, LIBRARY  # noqa: F401  (for collection)

TARGET = 150


def _subset(cases: list, target: int) -> list:
    probed = [c for c in cases if getattr(c, "skip", None) is None]
    groups: dict[str, list] = collections.defaultdict(list)
    for c in probed:
        groups[c.group].append(c)
    keep = set()
    for members in groups.values():
        k = max(1, round(len(members) * target / len(probed)))
        for i in range(k):
            keep.add(id(members[int((i + 0.5) * len(members) / k)]))
    return [c for c in probed if id(c) in keep]


CASES = _subset(_ALL, TARGET)
