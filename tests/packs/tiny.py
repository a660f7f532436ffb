"""A tiny pack of fast, well-behaved cases (shared by the worker tests and the engine's tests)."""

import torch

from capgrid import case

LIBRARY = "torch"

_X = torch.linspace(-1.0, 1.0, 24).reshape(2, 3, 4)


def scale_and_shift(x, scale=2.0):
    return x * scale + 1.0


class Affine(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4, 2)
        torch.nn.init.constant_(self.lin.weight, 0.25)
        torch.nn.init.constant_(self.lin.bias, -0.5)

    def forward(self, x):
        return self.lin(x)


CASES = [
    case("tiny.relu", "tiny.math", torch.relu, [_X]),
    case("tiny.scale_and_shift[scale=3]", "tiny.math", scale_and_shift, [_X], {"scale": 3.0}),
    case("tiny.add", "tiny.math", torch.add, [_X, torch.ones(2, 3, 4)]),
    case("tiny.Affine", "tiny.nn", Affine(), [_X], tags=["module"]),
    case("tiny.sort", "tiny.math", lambda x: torch.sort(x, dim=-1), [_X.flip(-1)],
         note="returns a (values, indices) namedtuple"),
]
