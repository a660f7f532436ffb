"""A library with an optional accelerator (``optaccel``, used when installed) and a required
package with compiled files (``nativeacc``)."""

from .fast import scaled
from .native import accelerated
from .plain import double

__all__ = ["accelerated", "double", "scaled"]
