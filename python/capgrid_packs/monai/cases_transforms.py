"""Cases for monai.transforms (filled in by the pack's authors)."""

CASES: list = []
