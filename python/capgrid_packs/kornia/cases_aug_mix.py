"""kornia.augmentation, mix augmentations (package section "mix"): every one, both modes.

Mix augmentations combine samples of the batch, so the batch is 2 images (2x3x32x40) and, where
the augmentation mixes labels too, their class labels. The deterministic case feeds the sampled
parameters (pairings, lambdas, crop boxes, permutations) as graph inputs.
"""

from __future__ import annotations

import kornia.augmentation as K
import torch

from ._kit import fed_case, img, random_case, sample

GROUP = "augmentation.mix"
IMG = img(2, 3, 32, 40, seed=41)
LABEL = torch.tensor([0, 2])
GATE = torch.tensor([1.0, 0.0])
# Integer segmentation masks with three labels each, for the transplantation.
SEG = (img(2, 32, 40, seed=42) * 3).long()
# Two xyxy boxes per image, inside the 40x32 frame.
BOXES = torch.tensor(
    [
        [[2.0, 3.0, 20.0, 18.0], [10.0, 8.0, 36.0, 30.0]],
        [[0.0, 0.0, 12.0, 10.0], [15.0, 5.0, 39.0, 31.0]],
    ]
)


def _ref(name: str) -> str:
    return f"kornia.augmentation.{name}"


def _pair(name, ctor, data, *, note="", suffix="", gate_variant=False, const_keys=()):
    """Deterministic + [random] (+ [p=0.5] pair when the per-sample gate is live)."""
    out = [
        fed_case(
            f"{name}{suffix}",
            GROUP,
            ctor(1.0),
            data,
            ref=_ref(name),
            note=note,
            const_keys=const_keys,
        ),
        random_case(f"{name}{suffix}[random]", GROUP, ctor(1.0), data, ref=_ref(name), note=note),
    ]
    if gate_variant:
        out += [
            fed_case(
                f"{name}{suffix}[p=0.5]",
                GROUP,
                ctor(0.5),
                data,
                ref=_ref(name),
                gate=GATE,
                note=f"{note}; p=0.5, batch_prob [1, 0] fed as an input".lstrip("; "),
                const_keys=const_keys,
            ),
            random_case(
                f"{name}{suffix}[p=0.5][random]",
                GROUP,
                ctor(0.5),
                data,
                ref=_ref(name),
                note=f"{note}; p=0.5: per-sample gate live in the graph".lstrip("; "),
            ),
        ]
    return out


def _transplant(p):
    return K.RandomTransplantation(p=p)


def _transplant_params(aug):
    # Parameters depend on the mask's content: record them from one seeded eager call.
    sample(lambda: aug(IMG, SEG))
    return dict(aug._params)


_T = _transplant(1.0)
CASES: list = [
    *_pair(
        "RandomMixUpV2",
        lambda p: K.RandomMixUpV2(p=p, data_keys=["input", "class"]),
        [IMG, LABEL],
        note="inputs (image, label)",
    ),
    *_pair(
        "RandomMixUpV2",
        lambda p: K.RandomMixUpV2(p=p),
        [IMG],
        suffix="[image-only]",
        note="data_keys=[input]",
    ),
    *_pair(
        "RandomCutMixV2",
        lambda p: K.RandomCutMixV2(p=p, data_keys=["input", "class"]),
        [IMG, LABEL],
        note="inputs (image, label)",
    ),
    *_pair(
        "RandomCutMixV2",
        lambda p: K.RandomCutMixV2(num_mix=2, p=p),
        [IMG],
        suffix="[num_mix=2]",
        note="num_mix=2, data_keys=[input]",
    ),
    *_pair(
        "RandomMosaic",
        lambda p: K.RandomMosaic((32, 40), data_keys=["input"], p=p),
        [IMG],
        note="output_size (32,40) baked; data_keys=[input]",
        gate_variant=True,
    ),
    *_pair(
        "RandomMosaic",
        lambda p: K.RandomMosaic((32, 40), data_keys=["input", "bbox_xyxy"], p=p),
        [IMG, BOXES],
        suffix="[bbox]",
        note="data_keys=[input,bbox_xyxy]",
    ),
    *_pair(
        "RandomJigsaw",
        lambda p: K.RandomJigsaw((2, 2), p=p),
        [IMG],
        note="grid (2,2) baked",
        gate_variant=True,
    ),
    *_pair("PatchMix", lambda p: K.PatchMix(patch_size=8, p=p), [IMG], note="patch_size=8 baked"),
    fed_case(
        "RandomTransplantation",
        GROUP,
        _T,
        [IMG, SEG],
        ref=_ref("RandomTransplantation"),
        params=_transplant_params(_T),
        note="inputs (image, int mask)",
    ),
    random_case(
        "RandomTransplantation[random]",
        GROUP,
        _transplant(1.0),
        [IMG, SEG],
        ref=_ref("RandomTransplantation"),
        note="inputs (image, int mask)",
    ),
]
_TH = _transplant(0.5)
CASES += [
    fed_case(
        "RandomTransplantation[p=0.5]",
        GROUP,
        _TH,
        [IMG, SEG],
        ref=_ref("RandomTransplantation"),
        params=_transplant_params(_TH),
        note="p=0.5; the transplantation gates by its sampled acceptor_indices, not batch_prob",
    ),
    random_case(
        "RandomTransplantation[p=0.5][random]",
        GROUP,
        _transplant(0.5),
        [IMG, SEG],
        ref=_ref("RandomTransplantation"),
        note="p=0.5: per-sample gate live in the graph",
    ),
]
