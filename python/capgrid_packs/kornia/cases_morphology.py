"""kornia.morphology: the eight operators, both engines (unfold / convolution), flat and
non-flat structuring elements, border modes; reconstruction by dilation and erosion."""

from __future__ import annotations

import kornia.morphology as KMo
import torch

from capgrid import case

from ._kit import img, rand

G = "morphology"
R = "kornia.morphology."
X = img(seed=150)
K = torch.ones(3, 3)
KCROSS = torch.tensor([[0.0, 1, 0], [1, 1, 1], [0, 1, 0]])
SE = rand(3, 3, seed=151, hi=0.2)

CASES = []
for _op in ("dilation", "erosion", "opening", "closing", "gradient", "top_hat", "bottom_hat"):
    f = getattr(KMo, _op)
    CASES += [
        case(f"morphology.{_op}", G, f, [X, K], note="kernel live", ref=R + _op),
        case(f"morphology.{_op}[convolution]", G, f, [X, KCROSS], {"engine": "convolution"},
             ref=R + _op),
        case(f"morphology.{_op}[unfold]", G, f, [X, KCROSS], {"engine": "unfold"}, ref=R + _op),
    ]
CASES += [
    case("morphology.dilation[3d_kernel_variants]", G, KMo.dilation, [X, torch.ones(3, 5)],
         {"engine": "convolution"}, note="engine=convolution, rectangular kernel",
         ref=R + "dilation"),
    case("morphology.dilation[structuring_element]", G, KMo.dilation, [X, K, SE],
         note="structuring_element live tensor (non-flat)", ref=R + "dilation"),
    case("morphology.erosion[structuring_element]", G, KMo.erosion, [X, K, SE],
         note="structuring_element live tensor (non-flat)", ref=R + "erosion"),
    case("morphology.dilation[border_constant]", G, KMo.dilation, [X, K],
         {"border_type": "constant", "border_value": 0.5}, ref=R + "dilation"),
    case("morphology.gradient[batch]", G, KMo.gradient, [img(4, 1, 16, 16, seed=152), K],
         ref=R + "gradient"),
    case("morphology.reconstruction", G, KMo.reconstruction,
         [X * 0.5, X], {"num_iters": 8}, note="by dilation, fixed iteration count",
         ref=R + "reconstruction"),
    case("morphology.reconstruction[erosion]", G, KMo.reconstruction,
         [X * 0.5 + 0.5, X], {"method": "erosion", "num_iters": 8}, ref=R + "reconstruction"),
    case("morphology.reconstruction[converge]", G, KMo.reconstruction, [X * 0.5, X],
         note="num_iters=None: iterate until stable (data-dependent loop)",
         ref=R + "reconstruction"),
]
