"""kornia.augmentation, 2D image augmentations (package section ""): every one, both modes.

For each augmentation: the deterministic case (sampled parameters fed as graph inputs, checked
against eager), ``[random]`` (sampling inside the graph), and, where the per-sample gate can mix
applied and skipped samples (the output keeps the input's shape), ``[p=0.5]`` with
``batch_prob = [1, 0]`` fed as an input plus ``[p=0.5][random]``. Images are 2x3x32x40.
"""

from __future__ import annotations

import contextlib

import kornia.augmentation as K
import torch
from kornia.augmentation.random_generator._2d import gaussian_illumination as _gi

from ._kit import fed_case, img, random_case, skipped

GROUP = "augmentation"
IMG = img(2, 3, 32, 40, seed=11)
IMG1 = img(1, 3, 32, 40, seed=12)
# The costliest augmentations (JPEG coding, plasma fractals, CLAHE, elastic) on 2x3x16x20.
SMALL = img(2, 3, 16, 20, seed=13)
USE_SMALL = {
    "RandomJPEG",
    "RandomPlasmaBrightness",
    "RandomPlasmaContrast",
    "RandomPlasmaShadow",
    "RandomClahe",
    "RandomElasticTransform",
}
GATE = torch.tensor([1.0, 0.0])  # sample 0 transformed, sample 1 passed through
MEAN = torch.tensor([0.4, 0.5, 0.6])
STD = torch.tensor([0.2, 0.25, 0.3])

# name -> constructor taking p. Shape-changing ones are listed in SHAPE_CHANGING: their skipped
# samples cannot be blended with transformed ones, so kornia refuses a mixed gate.
AUGS = {
    "CenterCrop": lambda p: K.CenterCrop((16, 20), p=p),
    "ColorJiggle": lambda p: K.ColorJiggle(0.2, 0.2, 0.2, 0.1, p=p),
    "ColorJitter": lambda p: K.ColorJitter(0.2, 0.2, 0.2, 0.1, p=p),
    "Denormalize": lambda p: K.Denormalize(MEAN, STD, p=p),
    "LongestMaxSize": lambda p: K.LongestMaxSize(60, p=p),
    "Normalize": lambda p: K.Normalize(MEAN, STD, p=p),
    "RandomAffine": lambda p: K.RandomAffine(30.0, (0.1, 0.1), (0.8, 1.2), 10.0, p=p),
    "RandomAutoContrast": lambda p: K.RandomAutoContrast(p=p),
    "RandomBoxBlur": lambda p: K.RandomBoxBlur((3, 3), p=p),
    "RandomBrightness": lambda p: K.RandomBrightness((0.8, 1.2), p=p),
    "RandomChannelDropout": lambda p: K.RandomChannelDropout(p=p),
    "RandomChannelShuffle": lambda p: K.RandomChannelShuffle(p=p),
    "RandomClahe": lambda p: K.RandomClahe(p=p),
    "RandomContrast": lambda p: K.RandomContrast((0.8, 1.2), p=p),
    "RandomCrop": lambda p: K.RandomCrop((24, 30), p=p),
    "RandomElasticTransform": lambda p: K.RandomElasticTransform(p=p),
    "RandomEqualize": lambda p: K.RandomEqualize(p=p),
    "RandomErasing": lambda p: K.RandomErasing(p=p),
    "RandomFisheye": lambda p: K.RandomFisheye(
        torch.tensor([-0.3, 0.3]), torch.tensor([-0.3, 0.3]), torch.tensor([0.9, 1.0]), p=p
    ),
    "RandomGamma": lambda p: K.RandomGamma((0.8, 1.2), p=p),
    "RandomGaussianBlur": lambda p: K.RandomGaussianBlur((3, 3), (0.5, 1.5), p=p),
    "RandomGaussianIllumination": lambda p: K.RandomGaussianIllumination(p=p),
    "RandomGaussianNoise": lambda p: K.RandomGaussianNoise(std=0.1, p=p),
    "RandomGrayscale": lambda p: K.RandomGrayscale(p=p),
    "RandomHorizontalFlip": lambda p: K.RandomHorizontalFlip(p=p),
    "RandomHue": lambda p: K.RandomHue((-0.1, 0.1), p=p),
    "RandomInvert": lambda p: K.RandomInvert(p=p),
    "RandomJPEG": lambda p: K.RandomJPEG(p=p),
    "RandomLinearCornerIllumination": lambda p: K.RandomLinearCornerIllumination(p=p),
    "RandomLinearIllumination": lambda p: K.RandomLinearIllumination(p=p),
    "RandomMedianBlur": lambda p: K.RandomMedianBlur((3, 3), p=p),
    "RandomMotionBlur": lambda p: K.RandomMotionBlur(3, 35.0, 0.5, p=p),
    "RandomPerspective": lambda p: K.RandomPerspective(0.5, p=p),
    "RandomPlanckianJitter": lambda p: K.RandomPlanckianJitter(p=p),
    "RandomPlasmaBrightness": lambda p: K.RandomPlasmaBrightness(p=p),
    "RandomPlasmaContrast": lambda p: K.RandomPlasmaContrast(p=p),
    "RandomPlasmaShadow": lambda p: K.RandomPlasmaShadow(p=p),
    "RandomPosterize": lambda p: K.RandomPosterize(3, p=p),
    "RandomRGBShift": lambda p: K.RandomRGBShift(p=p),
    "RandomRain": lambda p: K.RandomRain(p=p),
    "RandomResizedCrop": lambda p: K.RandomResizedCrop((24, 30), p=p),
    "RandomRotation": lambda p: K.RandomRotation(30.0, p=p),
    "RandomRotation90": lambda p: K.RandomRotation90((-1, 2), p=p),
    "RandomSaltAndPepperNoise": lambda p: K.RandomSaltAndPepperNoise(p=p),
    "RandomSaturation": lambda p: K.RandomSaturation((0.8, 1.2), p=p),
    "RandomSharpness": lambda p: K.RandomSharpness(0.5, p=p),
    "RandomShear": lambda p: K.RandomShear((-10.0, 10.0), p=p),
    "RandomSnow": lambda p: K.RandomSnow(p=p),
    "RandomSolarize": lambda p: K.RandomSolarize(0.1, 0.1, p=p),
    "RandomThinPlateSpline": lambda p: K.RandomThinPlateSpline(p=p),
    "RandomTranslate": lambda p: K.RandomTranslate(0.1, 0.1, p=p),
    "RandomVerticalFlip": lambda p: K.RandomVerticalFlip(p=p),
    "Resize": lambda p: K.Resize((24, 36), p=p),
    "SmallestMaxSize": lambda p: K.SmallestMaxSize(24, p=p),
}
SHAPE_CHANGING = {
    "CenterCrop",
    "LongestMaxSize",
    "RandomCrop",
    "RandomResizedCrop",
    "Resize",
    "SmallestMaxSize",
}
# Deterministic notes for the configurations Kornia's snapshot describes the same way.
NOTES = {
    "Resize": "size (24,36) baked",
    "LongestMaxSize": "max_size=60 baked",
    "SmallestMaxSize": "max_size=24 baked",
    "CenterCrop": "size (16,20) baked",
    "RandomCrop": "size (24,30) baked",
    "RandomResizedCrop": "size (24,30) baked",
}


def _ref(name: str) -> str:
    return f"kornia.augmentation.{name}"


@contextlib.contextmanager
def _gaussian_f64():
    """While sampling, Kornia's Gaussian illumination generator builds its pattern with a
    ``gaussian`` (exp) computed in float64, then float32: a float32 exp's last bits depend on the
    CPU (MKL's instruction set), and so would the fingerprint. Same draws, same pattern up to
    rounding."""
    real = _gi.gaussian

    def f64(window_size, sigma, *, mean=None, device=None, dtype=None):
        mean = mean.double() if isinstance(mean, torch.Tensor) else mean
        return real(window_size, sigma.double(), mean=mean, device=device,
                    dtype=torch.float64).to(sigma.dtype)

    _gi.gaussian = f64
    try:
        yield
    finally:
        _gi.gaussian = real


# the augmentations whose parameter sampling needs a context (see the context managers above)
SAMPLING = {"RandomGaussianIllumination": _gaussian_f64}


CASES: list = []
for _name, _ctor in AUGS.items():
    _x = SMALL if _name in USE_SMALL else IMG
    _size = "image 2x3x16x20" if _name in USE_SMALL else ""
    _note = "; ".join(n for n in (NOTES.get(_name, ""), _size) if n)
    _sampling = SAMPLING.get(_name, contextlib.nullcontext)
    with _sampling():
        CASES.append(fed_case(_name, GROUP, _ctor(1.0), [_x], ref=_ref(_name), note=_note))
    CASES.append(random_case(f"{_name}[random]", GROUP, _ctor(1.0), [_x], ref=_ref(_name),
                             note=_size))
    if _name not in SHAPE_CHANGING:
        _gnote = "p=0.5; batch_prob [1, 0] fed as an input: sample 1 is gated off"
        with _sampling():
            CASES.append(
                fed_case(
                    f"{_name}[p=0.5]",
                    GROUP,
                    _ctor(0.5),
                    [_x],
                    ref=_ref(_name),
                    gate=GATE,
                    note="; ".join(n for n in (_gnote, _size) if n),
                )
            )
        _rnote = "p=0.5: per-sample batch_prob gate live in the graph"
        CASES.append(
            random_case(
                f"{_name}[p=0.5][random]",
                GROUP,
                _ctor(0.5),
                [_x],
                ref=_ref(_name),
                note="; ".join(n for n in (_rnote, _size) if n),
            )
        )

CASES += [
    random_case(
        "RandomCrop[p=0.5][random]",
        GROUP,
        K.RandomCrop((24, 30), p=0.5),
        [IMG],
        ref=_ref("RandomCrop"),
        note="p=0.5 on a shape-changing crop: kornia needs the gate to be all-on or all-off",
    ),
    fed_case("PadTo", GROUP, K.PadTo((40, 48)), [IMG], ref=_ref("PadTo"),
             note="size (40,48) baked"),
    random_case(
        "PadTo[random]",
        GROUP,
        K.PadTo((40, 48)),
        [IMG],
        ref=_ref("PadTo"),
        note="PadTo has no p; nothing random",
    ),
    fed_case(
        "PadTo[reflect]",
        GROUP,
        K.PadTo((40, 48), pad_mode="reflect"),
        [IMG],
        ref=_ref("PadTo"),
        note="pad_mode=reflect",
    ),
    fed_case(
        "Resize[antialias]",
        GROUP,
        K.Resize((16, 20), antialias=True),
        [IMG],
        ref=_ref("Resize"),
        note="antialias=True, size (16,20)",
    ),
    fed_case(
        "LongestMaxSize[const-size]",
        GROUP,
        K.LongestMaxSize(60),
        [IMG],
        ref=_ref("LongestMaxSize"),
        const_keys=("output_size", "input_size"),
        note="output_size param held constant (not a graph input)",
    ),
    fed_case(
        "SmallestMaxSize[const-size]",
        GROUP,
        K.SmallestMaxSize(24),
        [IMG],
        ref=_ref("SmallestMaxSize"),
        const_keys=("output_size", "input_size"),
        note="output_size param held constant (not a graph input)",
    ),
    fed_case(
        "CenterCrop[const-size]",
        GROUP,
        K.CenterCrop((16, 20)),
        [IMG],
        ref=_ref("CenterCrop"),
        const_keys=("output_size", "input_size"),
        note="output_size param held constant (not a graph input)",
    ),
    fed_case(
        "RandomCrop[const-size]",
        GROUP,
        K.RandomCrop((24, 30)),
        [IMG],
        ref=_ref("RandomCrop"),
        const_keys=("output_size", "input_size", "padding_size"),
        note="output_size/padding_size held constant (not graph inputs)",
    ),
    fed_case(
        "RandomChannelDropout[b1]",
        GROUP,
        K.RandomChannelDropout(p=1.0),
        [IMG1],
        ref=_ref("RandomChannelDropout"),
        note="batch 1",
    ),
    fed_case(
        "ColorJiggle[const-order]",
        GROUP,
        K.ColorJiggle(0.2, 0.2, 0.2, 0.1, p=1.0),
        [IMG],
        ref=_ref("ColorJiggle"),
        const_keys=("order",),
        note="the sampled operation order held constant",
    ),
    fed_case(
        "ColorJitter[const-order]",
        GROUP,
        K.ColorJitter(0.2, 0.2, 0.2, 0.1, p=1.0),
        [IMG],
        ref=_ref("ColorJitter"),
        const_keys=("order",),
        note="the sampled operation order held constant",
    ),
    random_case(
        "ColorJitter[fixed order][random]",
        GROUP,
        K.ColorJitter(0.2, 0.2, 0.2, 0.1, p=1.0, order=(0, 1, 2, 3)),
        [IMG],
        ref=_ref("ColorJitter"),
        note="order=(0, 1, 2, 3): no per-call random operation order",
    ),
    random_case(
        "RandomAffine[same_on_batch][random]",
        GROUP,
        K.RandomAffine(30.0, (0.1, 0.1), (0.8, 1.2), 10.0, p=1.0, same_on_batch=True),
        [IMG],
        ref=_ref("RandomAffine"),
        note="same_on_batch=True",
    ),
    random_case(
        "RandomHorizontalFlip[unbatched][random]",
        GROUP,
        K.RandomHorizontalFlip(p=1.0),
        [IMG[0]],
        ref=_ref("RandomHorizontalFlip"),
        note="unbatched (3,32,40) input",
    ),
    random_case(
        "RandomAffine[keepdim][random]",
        GROUP,
        K.RandomAffine(30.0, p=1.0, keepdim=True),
        [IMG[0]],
        ref=_ref("RandomAffine"),
        note="unbatched (3,32,40) input, keepdim=True",
    ),
]

_DISSOLVING = (
    "needs the optional Stable Diffusion dependency 'diffusers' (kornia[sd]) and "
    "pretrained weights; not installed, and downloads are not allowed"
)
CASES += [
    skipped("RandomDissolving", GROUP, _ref("RandomDissolving"), _DISSOLVING),
    skipped("RandomDissolving[random]", GROUP, _ref("RandomDissolving"), _DISSOLVING),
]
