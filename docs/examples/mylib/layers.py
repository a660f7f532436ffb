"""Modules of the stand-in library."""

import torch


class Blend(torch.nn.Module):
    """``alpha * a + (1 - alpha) * b`` with a fixed ``alpha``."""

    def __init__(self, alpha: float = 0.25):
        super().__init__()
        self.alpha = alpha

    def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return self.alpha * a + (1 - self.alpha) * b


class TinyNet(torch.nn.Module):
    """Two convolutions and a linear head: a model with learned weights."""

    def __init__(self, channels: int = 3, width: int = 8, classes: int = 4):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(channels, width, 3, padding=1)
        self.conv2 = torch.nn.Conv2d(width, width, 3, padding=1)
        self.head = torch.nn.Linear(width, classes)

    def features(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.conv2(torch.relu(self.conv1(x))))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.features(x).mean(dim=(2, 3)))
