"""A tiny library for the repro tests (tests/packs/repro_cases.py): importable without capgrid,
each function failing one capture in its own way."""

import torch


def branch_on_value(x):
    # data-dependent Python control flow: torch.export cannot capture it
    if x.sum() > 0:
        return x + 1
    return x - 1


def svd_values(x):
    # no ONNX lowering for the SVD in torch.onnx's dynamo exporter
    return torch.linalg.svd(x).S


class Shift(torch.nn.Module):
    """A module with state of its own, so the repro pickles the instance."""

    def __init__(self, by: float):
        super().__init__()
        self.register_buffer("by", torch.tensor(by))

    def forward(self, x):
        return branch_on_value(x) + self.by
