"""Cases over tests/packs/deplib, whose captures each reach a file of their own (the sources
tests, tests/python/test_dependencies.py)."""

import deplib  # beside this pack: collection puts a pack file's directory on sys.path
import torch

from capgrid import case

LIBRARY = "deplib"

_X = torch.linspace(-1.0, 1.0, 6).reshape(2, 3)

CASES = [
    case("deps.Scaler", "deps.nn", deplib.Scaler(), [_X]),
    case("deps.fails", "deps.fn", deplib.fails, [_X]),
    case("deps.Breaker", "deps.nn", deplib.Breaker(), [_X]),
    case("deps.skipped", "deps.nn", deplib.Scaler(), [_X], skip="registered, never run"),
]
