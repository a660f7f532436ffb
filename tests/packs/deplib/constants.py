"""A constant that forward.py imports at module level."""

SCALE = 3.0
