"""Reached only under the onnx capture (see forward.py)."""


def adjust(y):
    return y * 1.0
