"""Cases that misbehave at the process level, for the engine's end-to-end test.

Each hurts the worker during exactly one probe, so the engine must record that probe as
``crash`` / ``timeout`` and re-queue the job's other probes to a fresh worker:

* ``faults.segfault_in_compile``  - SIGSEGV (NULL read through ctypes), only in the compile probe
* ``faults.hang_in_onnx``         - sleeps in native code (libc sleep, no Python to interrupt),
                                    only in the onnx probe
* ``faults.exit_in_export``       - ``os._exit(7)`` in the middle of the torch.export probe
* ``faults.flood_stdout``         - writes several MB to stdout on every call, then returns
                                    normally (all probes should be ``ok``)
"""

import ctypes
import os

import torch

from capgrid import case

LIBRARY = "torch"

X = torch.linspace(-1.0, 1.0, 12).reshape(3, 4)
FLOOD_BYTES = 4 * 1024 * 1024
HANG_SECONDS = 3600


def _segfault():
    ctypes.string_at(0)  # reads address 0: SIGSEGV


def segfault_in_compile(x):
    # Only dynamo sees True here; the ctypes call then graph-breaks and runs for real.
    if torch.compiler.is_dynamo_compiling():
        _segfault()
    return x + 1


def hang_in_onnx(x):
    if torch.onnx.is_in_onnx_export():
        ctypes.CDLL(None).sleep(HANG_SECONDS)
    return x + 1


def exit_in_export(x):
    # torch.export traces Python (non-strict): this runs during the capture itself.
    if torch.compiler.is_exporting() and not torch.onnx.is_in_onnx_export():
        os._exit(7)
    return x + 1


@torch.compiler.disable
def _flood():
    chunk = b"capgrid flood " * 4096
    written = 0
    while written < FLOOD_BYTES:
        written += os.write(1, chunk)


def flood_stdout(x):
    _flood()
    return x * 2


CASES = [
    case("faults.segfault_in_compile", "faults", segfault_in_compile, [X]),
    case("faults.hang_in_onnx", "faults", hang_in_onnx, [X]),
    case("faults.exit_in_export", "faults", exit_in_export, [X]),
    case("faults.flood_stdout", "faults", flood_stdout, [X]),
]
