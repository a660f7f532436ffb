"""The worker's side of the shared compile cache (docs/protocol.md "Process").

The engine names a root in ``CAPGRID_COMPILE_CACHE``; every worker of the same probe stack
compiles into ``<root>/<stack_digest>/inductor`` (torch's ``TORCHINDUCTOR_CACHE_DIR``), across
workers, runs and results directories. A cache shared that way must survive a worker SIGKILLed
mid-compile (timeout, oom, Ctrl-C): inductor writes FX graph and AOTAutograd entries through
``write_atomic`` (a temp file, then a rename), but torch 2.13 builds a C++ kernel straight onto its
final path (codecache._worker_compile_cpp: ``if not os.path.exists(target): builder.build()``), so
a killed g++/ld leaves a truncated .so that every later compile of that kernel would load.
``install_atomic_builds`` makes ``CppBuilder.build`` write to a temp name in the same directory
and rename it onto the final path only once the compiler succeeded. When the installed torch does
not have the internals that patch relies on, the worker falls back to a private cache of its own
(one line in its log), as with ``capgrid run --fresh``.
"""

from __future__ import annotations

import atexit
import functools
import inspect
import os
import secrets
import shutil
import sys
import tempfile

ROOT_ENV = "CAPGRID_COMPILE_CACHE"
TORCH_ENV = "TORCHINDUCTOR_CACHE_DIR"
TMP_MARK = ".capgrid-tmp-"


def _log(message: str) -> None:
    print(f"capgrid.worker: {message}", file=sys.stderr, flush=True)


def _unsupported_reason() -> str | None:
    """Why the atomic-build patch cannot be applied to this torch (one phrase), or None."""
    try:
        from torch._inductor import codecache, cpp_builder
    except Exception as e:  # an import failure here must not kill the worker
        return f"torch._inductor cannot be imported ({type(e).__name__}: {e})"
    builder = getattr(cpp_builder, "CppBuilder", None)
    if builder is None or not callable(getattr(builder, "build", None)):
        return "torch._inductor.cpp_builder.CppBuilder.build is missing"
    try:
        init = inspect.getsource(builder.__init__)
        compile_cpp = inspect.getsource(codecache._worker_compile_cpp)
    except (AttributeError, OSError, TypeError) as e:
        return f"the source of CppBuilder / codecache._worker_compile_cpp is unavailable ({e})"
    # The patch redirects the compiler's output operand (self._output, "-o <target>") and relies
    # on the kernel cache deciding "already built" by the existence of the target path.
    if "self._output =" not in init or "self._target_file =" not in init:
        return "CppBuilder no longer keeps its output in _output / _target_file"
    if "get_target_file_path" not in compile_cpp or ".build()" not in compile_cpp:
        return "codecache._worker_compile_cpp no longer checks the target path before build()"
    return None


def _temp_name(target: str) -> str:
    stem, ext = os.path.splitext(target)  # keep the extension: .so, .o, .gch, .i
    return f"{stem}{TMP_MARK}{os.getpid()}-{secrets.token_hex(4)}{ext}"


def _atomic(build):
    @functools.wraps(build)
    def atomic_build(self) -> None:
        target = getattr(self, "_target_file", "")
        output = getattr(self, "_output", None)
        if getattr(self, "_use_relative_path", False) or not target or not isinstance(output, str):
            return build(self)  # a remote (fbcode) build copies its result itself
        head, sep, tail = output.rpartition(target)
        if not sep:
            _log(f"cannot redirect the compiler output of {target}; building it in place")
            return build(self)
        temp = _temp_name(target)
        self._output = head + temp + tail
        try:
            build(self)
            os.replace(temp, target)
        except BaseException:
            try:
                os.unlink(temp)
            except OSError:
                pass
            raise
        finally:
            self._output = output

    atomic_build.capgrid_atomic = True
    return atomic_build


def install_atomic_builds() -> str | None:
    """Patches CppBuilder.build (once per process). Returns why it could not, or None."""
    reason = _unsupported_reason()
    if reason is not None:
        return reason
    from torch._inductor import cpp_builder

    if not getattr(cpp_builder.CppBuilder.build, "capgrid_atomic", False):
        cpp_builder.CppBuilder.build = _atomic(cpp_builder.CppBuilder.build)
    return None


def _enable_caches() -> None:
    """Turns on, explicitly, the local caches that are safe to share (both default to on in
    torch 2.13 on CPU; torch's own forcing variables still win)."""
    import torch._functorch.config as functorch_config
    import torch._inductor.config as inductor_config

    if "TORCHINDUCTOR_FX_GRAPH_CACHE" not in os.environ:
        inductor_config.fx_graph_cache = True
    if "TORCHINDUCTOR_AUTOGRAD_CACHE" not in os.environ:
        functorch_config.enable_autograd_cache = True


def _private_dir() -> str:
    path = tempfile.mkdtemp(prefix="capgrid-inductor-")
    atexit.register(shutil.rmtree, path, True)
    return path


def configure(stack_digest: str) -> str | None:
    """Points inductor at ``<root>/<stack_digest>/inductor`` when the engine named a root
    (``CAPGRID_COMPILE_CACHE``) and the user chose no cache (``TORCHINDUCTOR_CACHE_DIR``).
    Call before anything compiles or imports inductor's compile path. Returns the directory
    chosen, or None when this left the environment as it was."""
    root = os.environ.get(ROOT_ENV)
    if not root or os.environ.get(TORCH_ENV):
        return None
    path = os.path.join(os.path.abspath(root), stack_digest, "inductor")
    os.environ[TORCH_ENV] = path  # before torch._inductor is imported, in case it looks early
    reason = install_atomic_builds()
    if reason is None:
        try:
            os.makedirs(path, exist_ok=True)
        except OSError as e:
            reason = f"cannot create {path}: {e.strerror}"
    if reason is not None:
        path = _private_dir()
        _log(f"shared compile cache off ({reason}); using the private cache {path}")
        os.environ[TORCH_ENV] = path
        return path
    _enable_caches()
    return path


def counts() -> dict:
    """The FX graph cache's hits and misses since dynamo's counters were last cleared."""
    from torch._dynamo.utils import counters

    inductor = counters["inductor"]
    return {"fxgraph_hit": int(inductor["fxgraph_cache_hit"]),
            "fxgraph_miss": int(inductor["fxgraph_cache_miss"])}
