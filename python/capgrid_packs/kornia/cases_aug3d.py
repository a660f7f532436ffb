"""kornia.augmentation, 3D volume augmentations (package section "3d"): every one, both modes.

Volumes are 2x1x8x16x16 (B, C, D, H, W). As in 2D: the deterministic case feeds the sampled
parameters as graph inputs, ``[random]`` samples inside the graph, and ``[p=0.5]`` feeds the
per-sample gate ``[1, 0]`` where the output keeps the input's shape.
"""

from __future__ import annotations

import kornia.augmentation as K
import torch

from ._kit import fed_case, img, random_case, sample

GROUP = "augmentation3d"
VOL = img(2, 1, 8, 16, 16, seed=31)
GATE = torch.tensor([1.0, 0.0])
# Integer label volume for the transplantation: three labels, each present in both samples.
LABELS = (img(2, 8, 16, 16, seed=32) * 3).long()

AUGS = {
    "RandomAffine3D": lambda p: K.RandomAffine3D(
        (15.0, 15.0, 15.0), (0.1, 0.1, 0.1), (0.9, 1.1), (5.0,) * 6, p=p
    ),
    "RandomCrop3D": lambda p: K.RandomCrop3D((6, 12, 12), p=p),
    "CenterCrop3D": lambda p: K.CenterCrop3D((6, 12, 12), p=p),
    "RandomRotation3D": lambda p: K.RandomRotation3D((15.0, 20.0, 20.0), p=p),
    "RandomPerspective3D": lambda p: K.RandomPerspective3D(0.5, p=p),
    "RandomMotionBlur3D": lambda p: K.RandomMotionBlur3D(3, 35.0, 0.5, p=p),
    "RandomEqualize3D": lambda p: K.RandomEqualize3D(p=p),
    "RandomDepthicalFlip3D": lambda p: K.RandomDepthicalFlip3D(p=p),
    "RandomHorizontalFlip3D": lambda p: K.RandomHorizontalFlip3D(p=p),
    "RandomVerticalFlip3D": lambda p: K.RandomVerticalFlip3D(p=p),
}
SHAPE_CHANGING = {"RandomCrop3D", "CenterCrop3D"}
NOTES = {"RandomCrop3D": "size (6,12,12) baked", "CenterCrop3D": "size (6,12,12) baked"}


def _ref(name: str) -> str:
    return f"kornia.augmentation.{name}"


CASES: list = []
for _name, _ctor in AUGS.items():
    CASES.append(fed_case(_name, GROUP, _ctor(1.0), [VOL], ref=_ref(_name),
                          note=NOTES.get(_name, "")))
    CASES.append(random_case(f"{_name}[random]", GROUP, _ctor(1.0), [VOL], ref=_ref(_name)))
    if _name not in SHAPE_CHANGING:
        CASES.append(
            fed_case(
                f"{_name}[p=0.5]",
                GROUP,
                _ctor(0.5),
                [VOL],
                ref=_ref(_name),
                gate=GATE,
                note="p=0.5; batch_prob [1, 0] fed as an input: sample 1 is gated off",
            )
        )
        CASES.append(
            random_case(
                f"{_name}[p=0.5][random]",
                GROUP,
                _ctor(0.5),
                [VOL],
                ref=_ref(_name),
                note="p=0.5: per-sample batch_prob gate live in the graph",
            )
        )


def _transplant_params(aug):
    # The transplantation samples from the label volume's content, so its parameters come
    # from one seeded eager call rather than from forward_parameters(shape).
    sample(lambda: aug(VOL, LABELS))
    return dict(aug._params)


_T3 = K.RandomTransplantation3D(p=1.0)
_T3_HALF = K.RandomTransplantation3D(p=0.5)
CASES += [
    fed_case(
        "RandomTransplantation3D",
        GROUP,
        _T3,
        [VOL, LABELS],
        ref=_ref("RandomTransplantation3D"),
        params=_transplant_params(_T3),
        note="inputs (volume, int label volume)",
    ),
    random_case(
        "RandomTransplantation3D[random]",
        GROUP,
        K.RandomTransplantation3D(p=1.0),
        [VOL, LABELS],
        ref=_ref("RandomTransplantation3D"),
        note="inputs (volume, int label volume)",
    ),
    fed_case(
        "RandomTransplantation3D[p=0.5]",
        GROUP,
        _T3_HALF,
        [VOL, LABELS],
        ref=_ref("RandomTransplantation3D"),
        params=_transplant_params(_T3_HALF),
        note="p=0.5; the transplantation gates by its sampled acceptor_indices, not batch_prob",
    ),
    random_case(
        "RandomTransplantation3D[p=0.5][random]",
        GROUP,
        K.RandomTransplantation3D(p=0.5),
        [VOL, LABELS],
        ref=_ref("RandomTransplantation3D"),
        note="p=0.5: per-sample gate live in the graph",
    ),
    random_case(
        "RandomAffine3D[same_on_batch][random]",
        GROUP,
        K.RandomAffine3D(15.0, p=1.0, same_on_batch=True),
        [VOL],
        ref=_ref("RandomAffine3D"),
        note="same_on_batch=True",
    ),
]
