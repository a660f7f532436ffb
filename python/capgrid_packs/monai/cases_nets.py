"""Cases for monai.networks.nets (filled in by the pack's authors)."""

CASES: list = []
