"""Calls written from signatures (capgrid.signatures, `capgrid discover --from signatures`)."""

from __future__ import annotations

import pytest
import torch

from capgrid.signatures import TRIALS, NoCall, calls


def blur(image: torch.Tensor, kernel_size: tuple[int, int] | int, sigma: tuple[float, float] |
         torch.Tensor, border: str = "reflect", mask: torch.Tensor | None = None) -> torch.Tensor:
    return image


def plain(x, *, steps: int):
    return x


def kernel(size: int, sigma: float) -> torch.Tensor:
    return torch.ones(size)


def named(mode: str, x: torch.Tensor) -> torch.Tensor:
    return x


class Layer(torch.nn.Module):
    def __init__(self, channels: int, scale: float = 2.0):
        super().__init__()

    def forward(self, image: torch.Tensor, other: torch.Tensor) -> torch.Tensor:
        return image


class NotAModule:
    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        return x


def test_required_parameters_get_a_trial_tensor_or_a_guess():
    got = calls("lib.blur", blur, "function")
    # the first parameter is the input; sigma admits a pair, so it gets one; the defaulted
    # border and mask keep their defaults
    assert got[0] == "lib.blur(torch.rand(1, 3, 32, 32), (3, 3), (1.5, 1.5))"
    assert len(got) == len(TRIALS)
    assert got[1] == "lib.blur(torch.rand(1, 1, 32, 32), (3, 3), (1.5, 1.5))"


def test_unannotated_inputs_by_name_and_keyword_only_parameters():
    got = calls("lib.plain", plain, "function")
    assert got[0] == "lib.plain(torch.rand(1, 3, 32, 32), steps=3)"


def test_a_builder_without_tensor_parameters_is_called_once():
    assert calls("lib.kernel", kernel, "function") == ["lib.kernel(3, 0.5)"]


def test_a_module_class_is_built_from_its_constructor_then_called():
    got = calls("lib.Layer", Layer, "class")
    assert got[0] == "lib.Layer(3)(torch.rand(1, 3, 32, 32), torch.rand(1, 3, 32, 32))"


@pytest.mark.parametrize(("obj", "kind", "why"), [
    (named, "function", "parameter 'mode' (str) has no default and no value to guess"),
    (NotAModule, "class", "not a torch.nn.Module class"),
    (len, "function", "parameter 'obj' (unannotated) has no default and no value to guess"),
])
def test_no_call_says_why(obj, kind, why):
    with pytest.raises(NoCall) as e:
        calls("lib.x", obj, kind)
    assert str(e.value) == why
