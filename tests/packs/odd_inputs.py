"""Inputs with unusual memory layouts, as other harnesses' case files pass them (issue 21).

Each tensor holds ordinary values in an unusual layout: a one-element view of stride (2,) (what
``t[:, 0]`` of a (1, 2) tensor is), an expanded tensor (stride 0), a channels-last image, and an
expanded tensor inside the kwargs. The pack must collect, every probe must reach its real
status, and every fingerprint must equal that of the same values made contiguous
(tests/python/test_odd_inputs.py).
"""

import torch

from capgrid import case

LIBRARY = "torch"

_GEN = torch.Generator().manual_seed(21)

STRIDED_ONE = torch.rand(1, 2, generator=_GEN)[:, 0]  # shape (1,), stride (2,)
EXPANDED = torch.rand(3, 1, generator=_GEN).expand(3, 4)  # stride (1, 0)
CHANNELS_LAST = torch.rand(2, 3, 4, 5, generator=_GEN).contiguous(
    memory_format=torch.channels_last)
ROW = torch.rand(1, 4, generator=_GEN)
WEIGHTS = torch.rand(1, 4, generator=_GEN).expand(3, 4)


def scale_and_shift(x):
    return x * 2.0 + 1.0


def weighted(x, weights=()):
    return x * weights[0]


CASES = [
    case("odd.strided_one", "odd", scale_and_shift, [STRIDED_ONE]),
    case("odd.expanded", "odd", torch.add, [EXPANDED, ROW]),
    case("odd.channels_last", "odd", torch.nn.functional.avg_pool2d, [CHANNELS_LAST],
         {"kernel_size": 2}),
    case("odd.expanded_kwarg", "odd", weighted, [ROW.expand(3, 4)], {"weights": (WEIGHTS,)}),
]
