"""The torture pack: cases that hurt the worker process, for tests/e2e/test_torture.py.

Each ``torture.*`` case misbehaves in exactly one probe, torch.export, chosen with torch's own
"am I being captured" flags (``torch.compiler.is_exporting() and not
torch.onnx.is_in_onnx_export()``: torch.export traces Python non-strictly, so the code runs
during the capture itself), and behaves (``x + 1``) everywhere else, eager reference included.
tests/packs/faults.py has faults in the onnx and compile probes; the test runs this pack with
``--probes export`` because a real compile or ONNX probe costs seconds each on a small machine.

Faults (the probe, then what the engine or worker should record there):

=========================  ========  ===============================================
segfault                   export    crash (SIGSEGV, NULL read through ctypes)
abort                      export    crash (SIGABRT, ``os.abort()``)
exit_mid_probe             export    crash (``os._exit(7)``)
sigkill_self               export    crash (SIGKILL to itself)
python_loop                export    timeout (``while True`` in Python)
native_hang                export    timeout (libc ``sleep`` through ctypes)
memory_bomb                export    oom (grows in 128 MiB steps to at most 3 GiB, then
                                     sleeps: run with --max-rss below that)
stdout_flood               export    ok (100 MiB written to fd 1)
stderr_flood               export    ok (100 MiB written to fd 2)
close_protocol_fds         export    crash (``os.close(3)``, ``os.close(4)``)
child_holds_pipes          export    ok (a child that inherits fds 3/4 and sleeps)
poison_global_state        export    a worker status; the next cases are unaffected
                                     (default dtype float64, grad off, a dispatch mode
                                     entered and never left)
bad_repr_output            all       a worker status (an output leaf whose repr raises)
huge_output                all       ok (a 200 MiB output tensor)
wrong_in_export            export    mismatch (the captured graph computes x + 2)
=========================  ========  ===============================================

``normal.*`` are tiny elementwise cases on 2x3 tensors; the test runs them alone and together
with the torture cases and compares their results.
"""

import ctypes
import os
import signal
import subprocess
import sys
import time

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from capgrid import case

LIBRARY = "torch"

X = torch.linspace(-1.0, 1.0, 6).reshape(2, 3)
Y = torch.linspace(0.5, 2.0, 6).reshape(2, 3)
MiB = 1 << 20
FLOOD_BYTES = 100 * MiB
BOMB_STEP = 128 * MiB
BOMB_LIMIT = 3 << 30
HUGE_ELEMENTS = 200 * MiB // 4
CHILD_SLEEP_S = 3600


def in_export() -> bool:
    return torch.compiler.is_exporting() and not torch.onnx.is_in_onnx_export()


def _segv():
    ctypes.string_at(0)


def segfault(x):
    if in_export():
        _segv()
    return x + 1


def abort(x):
    if in_export():
        os.abort()
    return x + 1


def exit_mid_probe(x):
    if in_export():
        os._exit(7)
    return x + 1


def sigkill_self(x):
    if in_export():
        os.kill(os.getpid(), signal.SIGKILL)
    return x + 1


def python_loop(x):
    if in_export():
        n = 0
        while True:
            n += 1
    return x + 1


def native_hang(x):
    if in_export():
        ctypes.CDLL(None).sleep(CHILD_SLEEP_S)
    return x + 1


def memory_bomb(x):
    if in_export():
        hoard = []
        while len(hoard) * BOMB_STEP < BOMB_LIMIT:
            hoard.append(b"\x01" * BOMB_STEP)  # touched pages: they count in RSS
            time.sleep(0.2)  # give the engine's 0.5 s RSS sampling time to see it grow
        time.sleep(CHILD_SLEEP_S)  # never reached when --max-rss is below 3 GiB
    return x + 1


def _flood(fd: int) -> None:
    chunk = b"capgrid torture flood\n" * 4096
    written = 0
    while written < FLOOD_BYTES:
        written += os.write(fd, chunk)


def stdout_flood(x):
    if in_export():
        _flood(1)
    return x + 1


def stderr_flood(x):
    if in_export():
        _flood(2)
    return x + 1


def close_protocol_fds(x):
    if in_export():
        os.close(3)
        os.close(4)
    return x + 1


def child_holds_pipes(x):
    if in_export():
        # close_fds=False: the sleeper inherits the protocol pipes and the log.
        subprocess.Popen([sys.executable, "-c", f"import time; time.sleep({CHILD_SLEEP_S})"],
                         close_fds=False, stdin=subprocess.DEVNULL)
    return x + 1


class _Sticky(TorchDispatchMode):
    """A dispatch mode that passes everything through; entered and never exited."""

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        return func(*args, **(kwargs or {}))


def poison_global_state(x):
    y = x + 1
    if in_export():
        torch.set_default_dtype(torch.float64)
        torch.set_grad_enabled(False)
        _Sticky().__enter__()
    return y


class BadRepr:
    def __repr__(self):
        raise RuntimeError("torture: __repr__ raises")

    __str__ = __repr__


def bad_repr_output(x):
    return x + 1, BadRepr()


def huge_output(x):
    return x.sum() + torch.zeros(HUGE_ELEMENTS)


def wrong_in_export(x):
    return x + (2 if in_export() else 1)


FAULTS = [segfault, abort, exit_mid_probe, sigkill_self, python_loop, native_hang, memory_bomb,
          stdout_flood, stderr_flood, close_protocol_fds, child_holds_pipes, poison_global_state,
          bad_repr_output, huge_output, wrong_in_export]

NORMAL_OPS = {
    "add": lambda x, y: x + y, "sub": lambda x, y: x - y, "mul": lambda x, y: x * y,
    "div": lambda x, y: x / y, "maximum": torch.maximum, "minimum": torch.minimum,
    "atan2": torch.atan2, "hypot": torch.hypot, "lerp": lambda x, y: torch.lerp(x, y, 0.3),
    "where": lambda x, y: torch.where(x > 0, x, y),
}
NORMAL_UNARY = {
    "neg": torch.neg, "abs": torch.abs, "exp": torch.exp, "tanh": torch.tanh,
    "sigmoid": torch.sigmoid, "sin": torch.sin, "cos": torch.cos, "relu": torch.relu,
    "square": torch.square, "floor": torch.floor, "ceil": torch.ceil, "round": torch.round,
    "sign": torch.sign, "clamp": lambda x: x.clamp(-0.5, 0.5), "erf": torch.erf,
    "softplus": torch.nn.functional.softplus, "gelu": torch.nn.functional.gelu,
    "silu": torch.nn.functional.silu, "elu": torch.nn.functional.elu,
    "leaky_relu": torch.nn.functional.leaky_relu, "hardtanh": torch.nn.functional.hardtanh,
    "log1p_abs": lambda x: torch.log1p(x.abs()), "sqrt_abs": lambda x: x.abs().sqrt(),
    "cumsum": lambda x: x.cumsum(1), "flip": lambda x: x.flip(1), "t": lambda x: x.t() * 2,
    "sum": lambda x: x.sum(1), "mean": lambda x: x.mean(0), "amax": lambda x: x.amax(1),
    "softmax": lambda x: x.softmax(1), "square_plus": lambda x: x * x + x,
    "cube": lambda x: x**3, "reciprocal_1": lambda x: 1 / (x.abs() + 1),
    "frac": torch.frac, "trunc": torch.trunc, "expm1": torch.expm1,
    "atan": torch.atan, "asinh": torch.asinh, "logsigmoid": torch.nn.functional.logsigmoid,
    "mish": torch.nn.functional.mish,
}

CASES = [case(f"torture.{f.__name__}", "torture", f, [X]) for f in FAULTS]
CASES += [case(f"normal.{name}", "normal", op, [X, Y]) for name, op in NORMAL_OPS.items()]
CASES += [case(f"normal.{name}", "normal", op, [X]) for name, op in NORMAL_UNARY.items()]
