"""The pack the pull-request workflow test surveys (tests/python/test_workflow.py): three quick
cases, one of which torch.export cannot capture, so that a baseline claiming it used to pass
makes `capgrid diff --fail-on-regression` fail."""

import torch

from capgrid import case

LIBRARY = "torch"

X = torch.linspace(-1.0, 1.0, 12).reshape(3, 4)


def branch_on_value(x):
    # data-dependent Python control flow: torch.export cannot capture it
    if x.sum() > 0:
        return x + 1
    return x - 1


CASES = [
    case("prcheck.relu", "prcheck.math", torch.relu, [X]),
    case("prcheck.add", "prcheck.math", torch.add, [X, torch.ones(3, 4)]),
    case("prcheck.branch_on_value", "prcheck.control", branch_on_value, [X]),
]
