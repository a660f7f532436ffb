"""The stand-in library's own tests: discovery records the calls they make."""

import torch
import toylib


def test_undocumented():
    x = torch.ones(3, 2)
    assert toylib.undocumented(x).shape == (3, 2)


def test_pyramid_forward():
    assert toylib.Pyramid(levels=1)(torch.ones(1, 1, 4, 4)).shape == (1, 1, 2, 2)


def test_apply_layer():
    layer = torch.nn.Sequential(torch.nn.Linear(3, 2), torch.nn.Tanh())
    assert toylib.apply_layer(layer, torch.ones(4, 3)).shape == (4, 2)


def test_fails():
    assert toylib.scale(torch.ones(2), 1.0).sum() == 99
