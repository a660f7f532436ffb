"""Cases over tests/packs/deplib, whose captures each reach a file of their own (the sources
tests, tests/python/test_sources.py)."""

import os
import sys

import torch

from capgrid import case

# deplib sits beside this pack and is imported like an installed library (a sys.path entry).
_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

import deplib  # noqa: E402

LIBRARY = "deplib"

_X = torch.linspace(-1.0, 1.0, 6).reshape(2, 3)

CASES = [
    case("deps.Scaler", "deps.nn", deplib.Scaler(), [_X]),
    case("deps.fails", "deps.fn", deplib.fails, [_X]),
    case("deps.skipped", "deps.nn", deplib.Scaler(), [_X], skip="registered, never run"),
]
