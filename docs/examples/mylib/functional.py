"""Element-wise operators of the stand-in library."""

import torch


def scale(x: torch.Tensor, factor: float = 2.0) -> torch.Tensor:
    return x * factor


def soft_clip(x: torch.Tensor, limit: torch.Tensor) -> torch.Tensor:
    """Clip smoothly to (-limit, limit); ``limit`` is a tensor."""
    return limit * torch.tanh(x / limit)


def jitter(x: torch.Tensor, std: float = 0.1) -> torch.Tensor:
    """Add Gaussian noise drawn from the global generator (a random operator)."""
    return x + std * torch.randn_like(x)


def load(path: str) -> torch.Tensor:
    """Read a tensor saved with ``torch.save`` (file I/O, not a graph)."""
    return torch.load(path)
