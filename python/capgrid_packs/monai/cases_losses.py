"""Cases for monai.losses (filled in by the pack's authors)."""

CASES: list = []
