"""The speed probe's behaviours (tests/python/test_speed.py, tests/e2e/test_speed_e2e.py):
a pointwise chain inductor fuses into one kernel, an operator that reads a tensor value into
Python (so dynamo recompiles on new values of the same shape) and a pure-shape operator, also
on a transposed view (its new values keep its strides, so it does not recompile either). Across
batch sizes: the pure-shape operator goes dynamic at B+1 (no recompile at 2B+1), one that turns
its batch size into a Python list recompiles at every size, and one with a single row has no
batch to grow."""

import torch

from capgrid import case

LIBRARY = "torch"

# Large enough that eager's seven separate passes over memory cost more than one fused kernel.
_BIG = torch.linspace(-2.0, 2.0, 256 * 1024).reshape(64, 4096)
# Values 0..5: int(x.max()) is 5 here and lower for any other draw in [0, 5].
_RAMP = torch.linspace(0.0, 5.0, 20).reshape(4, 5)


def pointwise_chain(x):
    return ((x * 1.5 + 0.25).sin() * x.cos() + x.abs().sqrt()).tanh().relu()


def size_from_value(x):
    n = int(x.max())
    return x.sum(dim=1, keepdim=True) * torch.ones(n)


def shape_only(x):
    return x.reshape(x.shape[0], -1).transpose(0, 1).contiguous()


def size_into_python(x):
    # range() over the batch size makes it a Python int: dynamo specialises it every time
    return x + torch.tensor(list(range(x.shape[0])), dtype=x.dtype).reshape(-1, 1, 1)


CASES = [
    case("speed.pointwise_chain", "speed.fused", pointwise_chain, [_BIG]),
    case("speed.size_from_value", "speed.values", size_from_value, [_RAMP]),
    case("speed.shape_only", "speed.shapes", shape_only, [_RAMP.reshape(4, 5, 1)]),
    # a transposed view (strides (1, 5)): new values of it must keep its layout
    case("speed.shape_only[transposed]", "speed.shapes", shape_only, [_RAMP.t()]),
    case("speed.size_into_python", "speed.shapes", size_into_python, [_RAMP.reshape(4, 5, 1)]),
    case("speed.shape_only[one_row]", "speed.shapes", shape_only, [_RAMP[:1]]),
]
