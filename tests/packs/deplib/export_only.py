"""Reached only under the export capture (see forward.py)."""


def adjust(y):
    return y * 1.0
