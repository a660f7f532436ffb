"""Cases for monai.metrics (filled in by the pack's authors)."""

CASES: list = []
