"""Cases for monai.networks.layers (filled in by the pack's authors)."""

CASES: list = []
