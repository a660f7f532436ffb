"""The example pack of docs/writing_a_pack.md: the stand-in library mylib (beside this file).

Run it with `capgrid list docs/examples/mylib_pack.py` or `capgrid run docs/examples/mylib_pack.py`.
"""

import mylib  # beside this pack: collection puts a pack file's directory on sys.path
import torch

from capgrid import case

LIBRARY = "mylib"

# The groups are named ops and nn, the code lives in mylib.functional and mylib.layers: file
# each group's rows under the real package (else the pages would show mylib.ops and mylib.nn).
PACKAGE_OF = {"ops": "mylib.functional", "nn": "mylib.layers"}


def rand(*shape, seed):
    """Uniform [0, 1) values from a generator of their own: the same tensor on every import."""
    return torch.rand(*shape, generator=torch.Generator().manual_seed(seed))


IMG = rand(2, 3, 16, 16, seed=0)
OTHER = rand(2, 3, 16, 16, seed=1)

# Random initialisation under a fixed seed, without touching the global RNG state.
with torch.random.fork_rng():
    torch.manual_seed(0)
    NET = mylib.TinyNet(channels=3).eval()
# Inputs computed by the library: their last bits follow the CPU, so they are identified by how
# they were made (inputs_from), not by their values.
with torch.no_grad():
    FEATURES = [NET.features(IMG), NET.features(OTHER)]

CASES = [
    case("ops.scale", "ops", mylib.scale, [IMG]),
    # an image operator: height and width dynamic besides the batch (the dynamic-batch probes)
    case("ops.scale[factor=0.5]", "ops", mylib.scale, [IMG], {"factor": 0.5},
         dynamic={0: {0: "batch", 2: "height", 3: "width"}}),
    # the limit is an input, so the graph takes it live instead of baking it in
    case("ops.soft_clip[live_limit]", "ops", mylib.soft_clip, [IMG, torch.tensor(0.5)]),
    case("ops.jitter[random]", "ops", mylib.jitter, [IMG], check=False,
         note="Gaussian noise: outputs checked for count, shape and finiteness only"),
    # in group ops with the other operators, but its code lives in mylib.contrib
    case("ops.box_blur", "ops", mylib.contrib.box_blur, [IMG], {"size": 5},
         package="mylib.contrib"),
    case("ops.load", "ops.io", mylib.load, [], skip="file I/O (reads a torch.save file)"),
    case("nn.Blend", "nn", mylib.Blend(alpha=0.25), [IMG, OTHER]),
    case("nn.Blend[features]", "nn", mylib.Blend(alpha=0.25), FEATURES,
         inputs_from="TinyNet.features (random init, seed 0) of IMG and of OTHER"),
    # sums over many terms (convolutions, a mean) may round differently in a graph
    case("nn.TinyNet", "nn", NET, [IMG], note="random init", tags=["model"],
         atol=1e-3, rtol=1e-3),
    case("nn.TinyNet.features", "nn", NET, [IMG], method="features",
         ref="mylib.TinyNet.features", note="random init"),
]
