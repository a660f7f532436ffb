"""A library with an optional accelerator (``optaccel``, used when installed) and a required
package with compiled files (``nativeacc``)."""

import os

# A library that sets a capture variable of its own when imported, as MONAI sets
# CUBLAS_WORKSPACE_CONFIG: part of the library, not of the environment a survey runs in.
os.environ.setdefault("TORCH_OPTLIB_IMPORTED", "1")

from .fast import scaled  # noqa: E402
from .native import accelerated  # noqa: E402
from .plain import double  # noqa: E402

__all__ = ["accelerated", "double", "scaled"]
