"""Cases for monai.networks.blocks (filled in by the pack's authors)."""

CASES: list = []
