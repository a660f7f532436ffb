"""Calls written from signatures (capgrid.signatures, `capgrid discover --from signatures`)."""

import dataclasses
import enum
from typing import Literal, Optional, Union

import pytest
import torch

from capgrid import docsig
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


class Huge(torch.nn.Module):
    def __init__(self, width: int = 20000):
        super().__init__()
        self.proj = torch.nn.Linear(width, width)  # 1.5 GiB of float32 weights at the default

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x)


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
    (Huge, "class", "its guessed constructor call builds 1.5 GiB of parameters and buffers, over "
                    "the 1 GiB bound for a guessed call"),
    (len, "function", "parameter 'obj' (unannotated) has no default and no value to guess"),
])
def test_no_call_says_why(obj, kind, why):
    with pytest.raises(NoCall) as e:
        calls("lib.x", obj, kind)
    assert str(e.value) == why


class Border(enum.Enum):
    REFLECT = "reflect"
    ZEROS = "zeros"


def warp_points(points: torch.Tensor, transform: torch.Tensor) -> torch.Tensor:
    """Apply a homography to points.

    Args:
        points: the points, of shape :math:`(B, N, 2)`.
        transform: the homography, :math:`(B, 3, 3)`, one per batch
            element.

    Returns:
        the points :math:`(B, N, 2)`.
    """
    return points


def resample(image: torch.Tensor, mode: Literal["nearest", "bilinear"], border: Border,
             kind, size: int) -> torch.Tensor:
    """Resample.

    :param image: the image, shape :math:`(*, C, H, W)`
    :param kind: the filter, one of ``'box'``, ``'gauss'``
    :param size: the output size :math:`(H - 1)`
    """
    return image


def test_documented_shapes_come_first_each_parameter_its_own():
    got = calls("lib.warp_points", warp_points, "function")
    assert got[0] == "lib.warp_points(torch.rand(1, 8, 2), torch.rand(1, 3, 3))"
    # then the image trials, as for any callable
    assert got[1:] == [f"lib.warp_points({t}, {t})" for t in TRIALS]


def test_literal_enum_and_listed_values_fill_required_parameters():
    got = calls("lib.resample", resample, "function")
    border = f"{Border.__module__}.Border.REFLECT"
    # `*` is dropped from the documented shape; `size` is an int, not a shape
    assert got[0] == f"lib.resample(torch.rand(3, 32, 32), 'nearest', {border}, 'box', 3)"


def test_docstring_entries_google_and_sphinx():
    entries = docsig.parameter_entries(warp_points.__doc__)
    assert entries == {"points": "the points, of shape :math:`(B, N, 2)`.",
                       "transform": "the homography, :math:`(B, 3, 3)`, one per batch element."}
    sphinx = docsig.parameter_entries(resample.__doc__)
    assert sphinx["kind"] == "the filter, one of ``'box'``, ``'gauss'``"


@pytest.mark.parametrize(("entry", "shape"), [
    ("of shape :math:`(B, C, H, W)`", [1, 3, 32, 32]),
    ("tensor of shape (B, 3, 3)", [1, 3, 3]),
    ("shape :math:`(*, 2)`", [2]),
    ("of shape :math:`(B, H - 1)`", None),  # an expression: no guess
    ("a plain tensor", None),
])
def test_shape_of(entry, shape):
    assert docsig.shape_of(entry) == shape


@pytest.mark.parametrize(("annotation", "value"), [
    (Literal["a", "b"], "'a'"),
    (Literal[3, 4] | None, "3"),
    ("Literal['x', 'y']", "'x'"),
    (str, None),
    ("Border", None),  # a string annotation of an enum is resolved by signatures, not here
])
def test_annotated_value(annotation, value):
    assert docsig.annotated_value(annotation) == value


@dataclasses.dataclass
class Config:
    width: int = 3


@dataclasses.dataclass
class Needs:
    width: int


class Configured(torch.nn.Module):
    def __init__(self, config: "Config", device: "torch.device", dtype: torch.dtype):
        super().__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


# typing's Union and Optional, as libraries written before `X | Y` spell them
def unions(x: Optional[torch.Tensor], steps: Union[int, float],  # noqa: UP007, UP045
           device: Union[str, torch.device, None], mask: Optional[Needs],  # noqa: UP007, UP045
           order: "Border") -> torch.Tensor:
    return x


def needs(x: torch.Tensor, cfg: Needs) -> torch.Tensor:
    return x


def test_configurations_devices_dtypes_and_typing_unions_get_values():
    got = calls("lib.Configured", Configured, "class")
    # the string annotations are looked up in the callable's module
    assert got[0] == (f"lib.Configured({__name__}.Config(), torch.device('cpu'), "
                      "torch.float32)(torch.rand(1, 3, 32, 32))")
    got = calls("lib.unions", unions, "function")
    # Optional[Tensor] is a tensor; a union takes its first guessed alternative; a required
    # Optional with nothing else to guess is None; a string-annotated enum its first member
    assert got[0] == (f"lib.unions(torch.rand(1, 3, 32, 32), 3, torch.device('cpu'), None, "
                      f"{__name__}.Border.REFLECT)")
    with pytest.raises(NoCall, match="parameter 'cfg' \\(Needs\\) has no default"):
        calls("lib.needs", needs, "function")  # a dataclass with a required field


def test_tokens_of_the_guessed_width_are_the_last_trials():
    got = calls("lib.Layer", Layer, "class")
    assert got[-2:] == ["lib.Layer(3)(torch.rand(1, 16, 3), torch.rand(1, 16, 3))",
                        "lib.Layer(3)(torch.rand(16, 3), torch.rand(16, 3))"]


class Decoder(torch.nn.Module):
    def __init__(self, channels: int = 128):
        super().__init__()
        self.conv = torch.nn.Conv2d(channels, 8, 3)

    def forward(self, features: torch.Tensor) -> torch.Tensor:
        return self.conv(features)


class Block(torch.nn.Module):
    def __init__(self, config: "Wide"):
        super().__init__()
        self.norm = torch.nn.LayerNorm(config.width)
        self.proj = torch.nn.Linear(config.width, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(self.norm(x))


@dataclasses.dataclass
class Wide:
    width: int = 40


def test_a_module_is_last_tried_on_what_its_first_layer_takes():
    # read from the module built on the meta device: sizes no trial guesses
    assert calls("lib.Decoder", Decoder, "class")[-1] == "lib.Decoder()(torch.rand(1, 128, 32, 32))"
    assert calls("lib.Block", Block, "class")[-1] == (
        f"lib.Block({__name__}.Wide())(torch.rand(1, 16, 40))")
    # a layer whose first weights are not a linear, norm or convolution: no such trial
    assert len(calls("lib.Layer", Layer, "class")) == len(TRIALS)


class Corners(torch.nn.Module):
    def __init__(self, k: Union[float, torch.Tensor]):  # noqa: UP007 - typing's union
        super().__init__()

    def forward(self, image: torch.Tensor) -> torch.Tensor:
        return image


def test_a_constructor_parameter_that_may_be_a_tensor_gets_the_plain_value():
    # a constructor takes no input: its first parameter is not the trial tensor
    assert calls("lib.Corners", Corners, "class")[0] == (
        "lib.Corners(0.5)(torch.rand(1, 3, 32, 32))")
