"""Cases with known answers for the deployment-target probes (executorch, openvino).

Used by tests/python/test_targets.py. Every answer comes from ExecuTorch and OpenVINO
themselves, run on this CPU:

* a convolution and a ReLU: the XNNPACK partitioner takes every node (fraction 1.0), OpenVINO
  converts it; both match eager;
* a cumulative sum, flipped: nothing XNNPACK takes, so it runs on ExecuTorch's portable kernels
  (fraction 0), and still matches;
* data-dependent control flow: torch.export fails, so neither has a program (n/a);
* a float32 cumulative sum over a million elements: ExecuTorch's kernel accumulates in another
  order than torch's, about 1% apart at the end (the default rtol is 1e-3): a mismatch;
* float64 arithmetic that cancels: OpenVINO's CPU plugin computes f64 in f32, so
  (x * 1e8 + 1) - x * 1e8 gives 0 instead of eager's 1: a mismatch;
* integer floor division of negative numbers: OpenVINO's result differs from eager's by one
  where torch rounds towards minus infinity (a mismatch);
* torch.linalg.svd: OpenVINO's converter has no translation for it (convert-fail);
* torch.erfinv: not in the Core ATen operator set, which ExecuTorch's edge dialect checks
  (lower-fail).
"""

import torch

from capgrid import case

LIBRARY = "torch"

X = torch.linspace(-1.0, 1.0, 12).reshape(3, 4)


class ConvRelu(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.conv = torch.nn.Conv2d(3, 4, 3)

    def forward(self, x):
        return torch.relu(self.conv(x))


def cumsum_flip(x):
    return torch.cumsum(x, 1).flip(0)


def branch_on_value(x):
    if x.sum() > 0:
        return x + 1
    return x - 1


def long_cumsum(x):
    return torch.cumsum(x, 1)


def cancels_in_float32(x):
    return (x * 1e8 + 1.0) - x * 1e8


def floor_divide(x):
    return torch.div(x, 3, rounding_mode="floor")


def singular_values(x):
    return torch.linalg.svd(x)[1]


def erfinv(x):
    return torch.erfinv(x)


def fills_and_sums(x):
    """Mutates its input: the ExecuTorch program returns the mutated input before the sum."""
    x[:, 1:3] = 1.0
    return x.sum(dim=0)


def avg_pool3d(x):
    """XNNPACK has no 3-d pooling and the runtime's portable kernels no avg_pool3d."""
    return torch.nn.functional.avg_pool3d(x, 2)


class Tagged(torch.Tensor):
    """A tensor subclass as a library passes one (MONAI's MetaTensor)."""


CASES = [
    case("targets.conv_relu", "targets", ConvRelu(),
         [torch.linspace(-1.0, 1.0, 3 * 8 * 8).reshape(1, 3, 8, 8)]),
    case("targets.cumsum_flip", "targets", cumsum_flip, [X]),
    case("targets.branch_on_value", "targets", branch_on_value, [X]),
    case("targets.long_cumsum", "targets", long_cumsum, [torch.full((1, 1_000_000), 0.1)]),
    case("targets.cancels_in_float32", "targets", cancels_in_float32,
         [torch.linspace(1.0, 2.0, 12, dtype=torch.float64).reshape(3, 4)]),
    case("targets.floor_divide_negative", "targets", floor_divide,
         [torch.tensor([[-7, -5, 4, 7]], dtype=torch.int64)]),
    case("targets.svd", "targets", singular_values, [X]),
    case("targets.erfinv", "targets", erfinv, [X * 0.9]),
    case("targets.fills_and_sums", "targets", fills_and_sums, [X]),
    case("targets.avg_pool3d", "targets", avg_pool3d, [torch.ones(1, 1, 4, 4, 4)]),
    case("targets.subclass_input", "targets", cumsum_flip, [X.as_subclass(Tagged)]),
]
