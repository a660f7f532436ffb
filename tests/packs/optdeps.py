"""Cases over tests/packs/optlib, which uses an optional package when it is installed and a
required one that ships compiled files (the dependency tests in tests/python/test_incremental.py
install, upgrade and remove them)."""

import optlib  # beside this pack: collection puts a pack file's directory on sys.path
import torch

from capgrid import case

LIBRARY = "optlib"

_X = torch.linspace(-1.0, 1.0, 6).reshape(2, 3)

CASES = [
    case("opt.double", "opt", optlib.double, [_X]),
    case("opt.scaled", "opt", optlib.scaled, [_X]),
    case("opt.accelerated", "opt", optlib.accelerated, [_X]),
]
