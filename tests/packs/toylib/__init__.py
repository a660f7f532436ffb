"""A stand-in library for the discovery tests (tests/python/test_discover.py and
tests/e2e/test_discover_e2e.py): its docstring examples and its own test suite
(tests/packs/toylib_suite/) exercise each rule of docs/discovery.md once. The pack discover
writes for it is tests/data/discover/toylib_pack.py."""

from .layers import Blend, Pyramid, Stage
from .ops import (
    apply_layer,
    box_kernel,
    broken,
    center,
    describe,
    jitter,
    masked_mean,
    move,
    offset,
    outer,
    pool_times,
    scale,
    shift,
    slow,
    undocumented,
    warp,
)

__all__ = ["Blend", "Pyramid", "Stage", "apply_layer", "box_kernel", "broken", "center",
           "describe", "jitter", "masked_mean", "move", "offset", "outer", "pool_times", "scale",
           "shift", "slow", "undocumented", "warp"]
