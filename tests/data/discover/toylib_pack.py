"""Cases discovered by `capgrid discover toylib -o toy.py --tests suite --timeout 5` (capgrid 0.1.0).

18 cases for 13 of 17 public callables. Each case's note says which docstring example or test
made the call; inputs the example drew at random are seeded draws of the same shape. Edit
and commit this file like any pack (docs/discovery.md); the callables left without a case
are listed at the end, each with why.
"""

from pathlib import Path

import torch
import torch.nn
import toylib

from capgrid import case

LIBRARY = "toylib"
PACKAGE_OF = {"toylib": "toylib"}
DATA = Path(__file__).with_name("toy_data")


def rand(*shape, seed, dtype=torch.float32):
    """Uniform [0, 1) values from a generator of their own."""
    return torch.rand(shape, generator=torch.Generator().manual_seed(seed), dtype=dtype)


def randn(*shape, seed, dtype=torch.float32):
    """Standard normal values from a generator of their own."""
    return torch.randn(shape, generator=torch.Generator().manual_seed(seed), dtype=dtype)


def built(make, seed):
    """An object built under a seed of its own (random initialisation)."""
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        return make()


def load(digest):
    """A tensor the example computed, stored beside this pack."""
    return torch.load(DATA / f"{digest}.pt")


CASES = [
    case("toylib.Blend", "toylib", built(lambda: toylib.Blend.halfway(), seed=1173860651),
         [torch.ones(4), torch.zeros(4)],
         note="discovered: docstring example of toylib.Blend.halfway"),
    case("toylib.Blend[2x3]", "toylib", built(lambda: toylib.Blend(alpha=0.25), seed=251572066),
         [torch.ones(2, 3), torch.zeros(2, 3)],
         note="discovered: docstring example of toylib.Blend"),
    case("toylib.Pyramid", "toylib", built(lambda: toylib.Pyramid(levels=1), seed=1781392076),
         [torch.ones(1, 1, 4, 4)],
         note="discovered: test test_toylib.py::test_pyramid_forward"),
    case("toylib.Pyramid.levels_of", "toylib", built(lambda: toylib.Pyramid(levels=2), seed=1785359503),
         [rand(1, 1, 8, 8, seed=1858655772)],
         method="levels_of", ref="toylib.Pyramid.levels_of", note="discovered: docstring example of toylib.Pyramid"),
    case("toylib.Stage", "toylib", built(lambda: toylib.Stage(2), seed=1033427502),
         [torch.tensor([[[[0.588103175163269, 0.2427796721458435, 0.28317153453826904, 0.5497370958328247], [0.6174985766410828, 0.35805022716522217, 0.5388627052307129, 0.6270890235900879], [0.30392444133758545, 0.20003606379032135, 0.37972015142440796, 0.7685188055038452], [0.36643263697624207, 0.5530030131340027, 0.6733260154724121, 0.47392985224723816]]]])],
         note="discovered: called by toylib.Pyramid in docstring example of toylib.Pyramid"),
    case("toylib.Stage[1x1x8x8]", "toylib", built(lambda: toylib.Stage(2), seed=1293987208),
         [rand(1, 1, 8, 8, seed=1115712915)],
         note="discovered: called by toylib.Pyramid in docstring example of toylib.Pyramid"),
    case("toylib.apply_layer", "toylib", built(lambda: lambda x0, _o0=torch.nn.Sequential(torch.nn.Linear(3, 2), torch.nn.Tanh()): toylib.apply_layer(_o0, x0), seed=465958138),
         [torch.ones(4, 3)],
         ref="toylib.apply_layer", note="discovered: test test_toylib.py::test_apply_layer"),
    case("toylib.box_kernel", "toylib", toylib.box_kernel,
         [], {'size': 3},
         note="discovered: docstring example of toylib.box_kernel; no tensor input: its captures compute nothing from an input (constant graphs)"),
    case("toylib.center", "toylib", toylib.center,
         [torch.arange(5.0)],
         note="discovered: called by toylib.outer in docstring example of toylib.outer"),
    case("toylib.jitter[random]", "toylib", toylib.jitter,
         [torch.zeros(2, 2)],
         check=False, note="discovered: docstring example of toylib.jitter"),
    case("toylib.masked_mean", "toylib", lambda x0, x1: toylib.masked_mean(x0, mask=x1),
         [torch.tensor([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]), torch.tensor([[True, False, True], [False, True, True]])],
         ref="toylib.masked_mean", note="discovered: docstring example of toylib.masked_mean"),
    case("toylib.outer", "toylib", toylib.outer,
         [torch.arange(5.0)],
         note="discovered: docstring example of toylib.outer"),
    case("toylib.scale", "toylib", toylib.scale,
         [torch.ones(2)], {'factor': 1.0},
         note="discovered: test test_toylib.py::test_fails"),
    case("toylib.scale[2x3]", "toylib", toylib.scale,
         [torch.ones(2, 3)], {'factor': 3.0},
         note="discovered: docstring example of toylib.scale"),
    case("toylib.scale[1x3x4x4]", "toylib", toylib.scale,
         [rand(1, 3, 4, 4, seed=1131187873)], {'factor': 0.5},
         note="discovered: docstring example of toylib.scale"),
    case("toylib.shift", "toylib", toylib.shift,
         [torch.zeros(3)], {'by': 1.0},
         note="discovered: docstring example of toylib.ops.move; also exported as toylib.move, toylib.offset"),
    case("toylib.undocumented", "toylib", toylib.undocumented,
         [torch.ones(3, 2)],
         note="discovered: test test_toylib.py::test_undocumented"),
    case("toylib.warp", "toylib", toylib.warp,
         [rand(1, 1, 8, 8, seed=2105182325), load('8978b41fea49913a')],
         note="discovered: docstring example of toylib.warp"),
]

# Not discovered: 4 of 17 public callables (1 of them not applicable to a tensor capture, marked n/a).
#   toylib.broken: its example failed: ValueError: broken on purpose
#   toylib.describe: its example makes no call to it with a tensor argument or result (n/a: every call of it took and gave no tensor)
#   toylib.pool_times: no example in its docstring, and no test calls it with a tensor
#   toylib.slow: its example timed out (killed after 5 s (--timeout))
