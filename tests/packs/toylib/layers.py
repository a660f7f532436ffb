"""Modules of the stand-in library: constructor arguments, forward and a named method."""

import torch

__all__ = ["Blend", "Pyramid", "Stage"]


class Blend(torch.nn.Module):
    """Blend two images (a class with constructor arguments).

    >>> blend = Blend(alpha=0.25)
    >>> blend(torch.ones(2, 3), torch.zeros(2, 3)).shape
    torch.Size([2, 3])
    """

    def __init__(self, alpha: float = 0.5):
        super().__init__()
        self.alpha = alpha

    @classmethod
    def halfway(cls) -> "Blend":
        """A class method that builds one (the case builds it the same way).

        >>> Blend.halfway()(torch.ones(4), torch.zeros(4))
        tensor([0.5000, 0.5000, 0.5000, 0.5000])
        """
        return cls(alpha=0.5)

    def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return self.alpha * a + (1 - self.alpha) * b


class Pyramid(torch.nn.Module):
    """Average-pooled levels (a named method as well as forward).

    >>> p = Pyramid(levels=2)
    >>> len(p.levels_of(torch.rand(1, 1, 8, 8)))
    2
    """

    def __init__(self, levels: int = 3):
        super().__init__()
        self.levels = levels
        self.stage = Stage(2)

    def levels_of(self, x: torch.Tensor) -> list:
        out = []
        for _ in range(self.levels):
            x = self.stage(x)
            out.append(x)
        return out

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.levels_of(x)[-1]


class Stage(torch.nn.Module):
    # no docstring example, no test: Pyramid builds one and calls it, so its cases are those

    def __init__(self, factor: int):
        super().__init__()
        self.factor = factor

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.avg_pool2d(x, self.factor)
