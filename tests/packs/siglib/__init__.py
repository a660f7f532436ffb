"""A stand-in library with no docstring example and no test: every case `capgrid discover
--from signatures` gives it comes from its signatures, their annotations and what its
docstrings say about its parameters (tests/e2e/test_discover_e2e.py)."""

from __future__ import annotations

import dataclasses
import enum
from typing import Literal, Union

import torch

__all__ = ["Border", "Mixer", "Smooth", "cast", "pad", "resample", "transform_points"]


@dataclasses.dataclass
class MixerConfig:
    width: int = 3
    hidden: int = 5


class Mixer(torch.nn.Module):
    """Mixes a sequence of feature vectors: built from its configuration's defaults, called on
    tokens whose last size is the width (no image trial fits)."""

    def __init__(self, config: MixerConfig) -> None:
        super().__init__()
        self.up = torch.nn.Linear(config.width, config.hidden)
        self.down = torch.nn.Linear(config.hidden, config.width)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        return self.down(torch.relu(self.up(tokens)))


class Smooth(torch.nn.Sequential):
    """A convolution and a ReLU: its forward is torch.nn.Sequential's."""

    def __init__(self, channels: int) -> None:
        super().__init__(torch.nn.Conv2d(channels, channels, 3, padding=1), torch.nn.ReLU())


def cast(image: torch.Tensor, factor: Union[int, float],  # noqa: UP007 - typing's union
         dtype: torch.dtype) -> torch.Tensor:
    """Scale an image and cast it."""
    return (image * factor).to(dtype)


class Border(enum.Enum):
    ZEROS = "zeros"
    REPLICATE = "replicate"


def transform_points(points: torch.Tensor, transform: torch.Tensor) -> torch.Tensor:
    """Apply one homography per batch element to a batch of 2-d points.

    Args:
        points: the points, of shape :math:`(B, N, 2)`.
        transform: the homographies, of shape :math:`(B, 3, 3)`.

    Returns:
        the points :math:`(B, N, 2)`.
    """
    if points.dim() != 3 or transform.shape[-2:] != (3, 3):
        raise ValueError(f"expected (B, N, 2) and (B, 3, 3), got {tuple(points.shape)} and "
                         f"{tuple(transform.shape)}")
    ones = torch.ones_like(points[..., :1])
    moved = torch.cat([points, ones], -1) @ transform.transpose(-1, -2)
    return moved[..., :2] / (moved[..., 2:] + 1e-8)


def resample(image: torch.Tensor, mode: Literal["nearest", "bilinear"]) -> torch.Tensor:
    """Resample an image to twice its size."""
    return torch.nn.functional.interpolate(image, scale_factor=2.0, mode=mode)


def pad(image: torch.Tensor, border: Border, kind: str) -> torch.Tensor:
    """Pad an image by one pixel.

    Args:
        image: the image, of shape :math:`(B, C, H, W)`.
        border: how the new pixels are filled.
        kind: where to pad, one of ``'all'``, ``'right'``.
    """
    sides = (1, 1, 1, 1) if kind == "all" else (0, 1, 0, 0)
    if border is Border.ZEROS:
        return torch.nn.functional.pad(image, sides)
    return torch.nn.functional.pad(image, sides, mode="replicate")
