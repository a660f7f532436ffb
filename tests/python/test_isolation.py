"""Isolation between probes: global torch state is restored, leftover modes are popped."""

import torch
from torch.overrides import TorchFunctionMode
from torch.utils._python_dispatch import TorchDispatchMode

from capgrid.isolation import Poisoned, looks_poisoned, reset


class Leaky(TorchFunctionMode):
    pass


class LeakyDispatch(TorchDispatchMode):
    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        return func(*args, **(kwargs or {}))


def test_reset_restores_global_state_and_pops_modes():
    torch.set_grad_enabled(False)
    torch.set_default_dtype(torch.float64)
    Leaky().__enter__()  # a capture that died without leaving its mode
    LeakyDispatch().__enter__()
    popped = reset()
    assert sorted(popped) == ["Leaky", "LeakyDispatch"]
    assert torch.is_grad_enabled() and torch.get_default_dtype() == torch.float32
    assert torch._C._len_torch_function_stack() == 0
    a = torch.rand(3)
    reset()
    assert torch.equal(a, torch.rand(3))  # reseeded


def test_poison_markers_are_found_in_the_chain():
    try:
        try:
            raise RuntimeError("PythonDispatcherTLS was not reset")
        except RuntimeError as e:
            raise ValueError("outer") from e
    except ValueError as e:
        assert looks_poisoned(e)
    assert not looks_poisoned(ValueError("fine"))
    assert issubclass(Poisoned, Exception)
