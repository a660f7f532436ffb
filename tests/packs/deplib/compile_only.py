"""Reached only under the compile capture (see forward.py)."""


def adjust(y):
    return y * 1.0
