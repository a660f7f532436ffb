"""Isolation between probes: one probe must not leak state into the next.

``reset()`` runs before every probe (and before the eager reference): it clears dynamo's caches,
restores grad mode, the default dtype, deterministic-algorithm settings and the RNG seed, and pops
any TorchDispatchMode / TorchFunctionMode a failed capture left on the stacks. When the
interpreter cannot be brought back (a mode that will not pop, a PythonDispatcherTLS error on a
trivial op), ``Poisoned`` is raised: the worker reports it and exits so the engine starts a fresh
process.
"""

from __future__ import annotations

import torch

SEED = 1234
POISON_MARKERS = ("PythonDispatcherTLS",)


class Poisoned(Exception):
    """The interpreter's global state is broken; only a fresh process can continue."""


def seed() -> None:
    torch.manual_seed(SEED)


def _pop_modes() -> list[str]:
    """Pop leftover dispatch/function modes; returns what it popped (for the record)."""
    from torch.utils._python_dispatch import _pop_mode

    popped = []
    C = torch._C
    for _ in range(64):
        if C._len_torch_dispatch_stack() == 0:
            break
        popped.append(type(_pop_mode()).__name__)
    for _ in range(64):
        if C._len_torch_function_stack() == 0:
            break
        popped.append(type(C._pop_torch_function_stack()).__name__)
    return popped


def looks_poisoned(exc: BaseException) -> bool:
    from .errors import exception_chain

    return any(m in str(e) for e in exception_chain(exc) for m in POISON_MARKERS)


def reset() -> list[str]:
    """Bring torch's global state back to the worker's baseline; raise Poisoned if impossible.

    Returns the names of leftover modes it had to pop (normally empty).
    """
    import torch._dynamo

    try:
        torch._dynamo.reset()
    except Exception as e:  # a reset that raises leaves dynamo in an unknown state
        raise Poisoned(f"torch._dynamo.reset() raised: {type(e).__name__}: {e}") from e
    try:
        popped = _pop_modes()
    except Exception as e:
        raise Poisoned(f"leftover modes cannot be popped: {type(e).__name__}: {e}") from e
    if torch._C._len_torch_dispatch_stack() or torch._C._len_torch_function_stack():
        raise Poisoned("leftover TorchDispatchMode/TorchFunctionMode after reset")
    torch.set_grad_enabled(True)
    torch.set_default_dtype(torch.float32)
    torch.use_deterministic_algorithms(False)
    seed()
    try:
        with torch.no_grad():
            (torch.ones(2) + 1).sum().item()
    except Exception as e:
        if looks_poisoned(e):
            raise Poisoned(f"PythonDispatcherTLS error after reset: {e}".splitlines()[0]) from e
        raise Poisoned(f"a trivial op fails after reset: {type(e).__name__}: {e}") from e
    return popped
