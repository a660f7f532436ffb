"""mylib: the stand-in library that docs/examples/mylib_pack.py surveys (docs/writing_a_pack.md).

Its functions live in ``mylib.functional``, its modules in ``mylib.layers`` and one helper in
``mylib.contrib``; the pack groups them as ``ops`` and ``nn``.
"""

from . import contrib, functional, layers
from .functional import jitter, load, scale, soft_clip
from .layers import Blend, TinyNet

__all__ = ["Blend", "TinyNet", "contrib", "functional", "jitter", "layers", "load", "scale",
           "soft_clip"]
__version__ = "0.1.0"
