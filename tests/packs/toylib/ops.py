"""Functions of the stand-in library, each with the docstring example a rule needs."""

import time
import warnings

import torch

__all__ = ["apply_layer", "box_kernel", "broken", "center", "describe", "jitter", "masked_mean",
           "move", "offset", "outer", "pool_times", "scale", "shift", "slow", "undocumented",
           "warp"]


def scale(x: torch.Tensor, factor: float = 2.0) -> torch.Tensor:
    """Multiply by a factor (a function; the same call twice is one case).

    >>> x = torch.rand(1, 3, 4, 4)
    >>> scale(x, 0.5).shape
    torch.Size([1, 3, 4, 4])
    >>> scale(x, 0.5).shape
    torch.Size([1, 3, 4, 4])
    >>> scale(torch.ones(2, 3), factor=3.0)
    tensor(...)
    """
    return x * factor


def apply_layer(layer: torch.nn.Module, x: torch.Tensor) -> torch.Tensor:
    # no docstring example; the test suite hands it a torch.nn layer it built
    return layer(x).relu()


def box_kernel(size: int) -> torch.Tensor:
    """A constant (no tensor argument, a tensor result: a case without inputs).

    >>> box_kernel(3)
    tensor([0.3333, 0.3333, 0.3333])
    """
    return torch.ones(size) / size


def masked_mean(x: torch.Tensor, *, mask: torch.Tensor) -> torch.Tensor:
    """Mean of the entries where mask is set (a keyword tensor).

    >>> keep = torch.tensor([[True, False, True], [False, True, True]])
    >>> masked_mean(torch.arange(6.0).reshape(2, 3), mask=keep)
    tensor(...)
    """
    m = mask.to(x.dtype)
    return (x * m).sum() / m.sum()


def warp(x: torch.Tensor, grid: torch.Tensor) -> torch.Tensor:
    """Sample x at grid (an input the example computed, stored beside the pack).

    >>> grid = torch.rand(1, 20, 20, 2).mul(2).sub(1)
    >>> warp(torch.rand(1, 1, 8, 8), grid).shape
    torch.Size([1, 1, 20, 20])
    """
    return torch.nn.functional.grid_sample(x, grid, align_corners=False)


def jitter(x: torch.Tensor, amount: float = 0.1) -> torch.Tensor:
    """Add uniform noise (random: the pack marks it check=False).

    >>> jitter(torch.zeros(2, 2)).shape
    torch.Size([2, 2])
    """
    return x + amount * torch.rand_like(x)


def outer(x: torch.Tensor) -> torch.Tensor:
    """Calls scale and center inside: the example's call is outer's; scale has calls of its own,
    center none, so center's case is outer's call of it.

    >>> outer(torch.arange(5.0)).shape
    torch.Size([5])
    """
    return scale(x, 4.0) + center(x)


def center(x: torch.Tensor) -> torch.Tensor:
    # no docstring example, no test: only outer calls it
    return x - x.mean()


def pool_times(x: torch.Tensor, levels) -> torch.Tensor:
    # no example, no test, and nothing to guess `levels` from but Pyramid(levels=2)'s call
    for _ in range(levels):
        x = torch.nn.functional.avg_pool2d(x, 2)
    return x


def broken(x: torch.Tensor) -> torch.Tensor:
    """Its example raises.

    >>> broken(torch.ones(2))
    tensor([2., 2.])
    """
    raise ValueError("broken on purpose")


def slow(x: torch.Tensor) -> torch.Tensor:
    """Its example never ends (the time limit).

    >>> slow(torch.ones(2)).shape
    torch.Size([2])
    """
    time.sleep(3600)
    return x


def describe(name: str) -> str:
    """Its example calls no tensor operation.

    >>> describe("blur")
    'operator blur'
    """
    return f"operator {name}"


def undocumented(x: torch.Tensor) -> torch.Tensor:
    # no docstring example; the test suite calls it
    return x.flip(0)


def shift(x: torch.Tensor, by: float = 1.0) -> torch.Tensor:
    # no docstring example of its own: its old name's example calls it (through the alias)
    return x + by


offset = shift  # a second name for the same function: one row, "also exported as"


def move(x: torch.Tensor, by: float = 1.0) -> torch.Tensor:
    """Deprecated: the old name of shift (a thin wrapper that warns and calls it: an alias).

    >>> move(torch.zeros(3)).tolist()
    [1.0, 1.0, 1.0]
    """
    warnings.warn("move is deprecated; use shift", DeprecationWarning, stacklevel=2)
    return shift(x, by)
