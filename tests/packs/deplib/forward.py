"""The library code the deps cases run: one branch per capture, each in its own file.

The order matters: inside torch.onnx.export(dynamo=True) ``torch.onnx.is_in_onnx_export()``,
``is_exporting()`` and ``is_compiling()`` are all true; in non-strict torch.export the last two;
under torch.compile only ``is_compiling()``.
"""

import torch

from .constants import SCALE


class Scaler(torch.nn.Module):
    def forward(self, x):
        y = x * SCALE
        if torch.onnx.is_in_onnx_export():
            from .onnx_only import adjust
        elif torch.compiler.is_exporting():
            from .export_only import adjust
        elif torch.compiler.is_compiling():
            from .compile_only import adjust
        else:
            return y
        return adjust(y)


class Breaker(torch.nn.Module):
    """Fails under torch.compile only, in a file the eager run never reaches."""

    def forward(self, x):
        if torch.compiler.is_dynamo_compiling():
            from .compile_fail import bad

            return bad(x)
        return x + SCALE


def fails(x):
    raise ValueError("deplib.fails always raises")
