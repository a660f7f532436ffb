"""A stand-in library for the discovery tests (tests/python/test_discover.py): its docstring
examples and its own test suite (tests/packs/toylib_suite/) exercise each rule of
docs/discovery.md once. The expected pack is written out in the test."""

from .layers import Blend, Pyramid
from .ops import (broken, describe, jitter, masked_mean, outer, scale, slow, undocumented,
                  warp)

__all__ = ["Blend", "Pyramid", "broken", "describe", "jitter", "masked_mean", "outer", "scale",
           "slow", "undocumented", "warp"]
