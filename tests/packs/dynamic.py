"""The dynamic-batch probes' test pack: one case per status of export_dynamic / onnx_dynamic.

tests/e2e/test_dynamic_e2e.py runs it through the binary and asserts each case's status in both
columns (EXPECTED there); keep the two in step.
"""

import torch

from capgrid import case

LIBRARY = "torch"

_X = torch.linspace(-1.0, 1.0, 24).reshape(3, 2, 4)


def polymorphic(x, w):
    # any batch: a reduction over the non-batch dims and a broadcast weight
    return torch.tanh(x * w).sum(dim=(1, 2)) + x.mean()


def hard_coded_batch(x):
    # the batch baked into the shape: right at 3, refused anywhere else
    return x.view(3, -1).relu()


def right_at_sample_size(x):
    # a path taken only under export that agrees with eager at the sample's batch (3) alone,
    # as a library's export-only shortcut that was tested at one size would
    if torch.compiler.is_exporting():
        return x * 2
    return x * 2 + (x.shape[0] - 3)


def guarded_batch(x):
    # a branch on the batch: export keeps the size symbolic only below the guard, which
    # contradicts the unbounded Dim it was given
    if x.shape[0] < 5:
        return x + 1
    return x - 1


def pairwise(a, b):
    return a @ b.transpose(-1, -2)


CASES = [
    case("dyn.polymorphic", "dyn.ops", polymorphic, [_X, torch.full((2, 4), 0.5)]),
    case("dyn.hard_coded_batch", "dyn.ops", hard_coded_batch, [_X]),
    case("dyn.right_at_sample_size", "dyn.ops", right_at_sample_size, [_X]),
    case("dyn.guarded_batch", "dyn.ops", guarded_batch, [_X]),
    case("dyn.no_batch", "dyn.ops", torch.relu, [torch.linspace(-1.0, 1.0, 4).reshape(1, 4)]),
    case("dyn.scalar", "dyn.ops", torch.sin, [torch.tensor(0.5)]),
    case("dyn.declared_static", "dyn.ops", torch.relu, [_X], dynamic=False),
    case("dyn.explicit", "dyn.ops", pairwise,
         [torch.linspace(-1.0, 1.0, 30).reshape(2, 5, 3),
          torch.linspace(0.0, 1.0, 24).reshape(2, 4, 3)],
         dynamic={0: {1: "rows"}, 1: {1: "cols"}}),
]
