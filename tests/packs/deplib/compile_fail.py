"""Reached only under torch.compile, where it fails (see forward.py's ``Breaker``)."""


def bad(x):
    return x @ x  # (2, 3) @ (2, 3): fake-tensor propagation raises
