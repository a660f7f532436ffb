"""A tiny library for tests/packs/deps.py: each probe's capture reaches a file of its own.

Every module is imported here, at package import, like kornia's ``__init__`` does; only
``forward.py``'s own module-level import (``constants``) is a dependency of its cases.
"""

from . import compile_fail, compile_only, export_only, onnx_only  # noqa: F401
from .forward import Breaker, Scaler, fails

__all__ = ["Breaker", "Scaler", "fails"]
