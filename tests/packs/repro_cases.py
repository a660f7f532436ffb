"""Cases over tests/packs/reprolib for `capgrid repro` (tests/e2e/test_repro_e2e.py): failing
cells of the onnx and export probes, a module instance, a lambda, and a closure over a local
(the one case whose repro must import this pack)."""

import reprolib  # beside this pack: collection puts a pack file's directory on sys.path
import torch

from capgrid import case

LIBRARY = "reprolib"

_X = torch.linspace(-1.0, 1.0, 12).reshape(3, 4)


def _closure_case():
    offset = 0.5

    def shifted(x):
        return reprolib.branch_on_value(x) + offset

    return case("repro.closure", "repro", shifted, [_X])


CASES = [
    case("repro.branch", "repro", reprolib.branch_on_value, [_X]),
    case("repro.svd", "repro", reprolib.svd_values, [_X]),
    case("repro.Shift", "repro", reprolib.Shift(0.25), [_X]),
    case("repro.lambda", "repro", lambda x: reprolib.branch_on_value(x) * 2, [_X]),
    _closure_case(),
]
