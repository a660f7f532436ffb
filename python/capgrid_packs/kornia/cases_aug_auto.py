"""kornia.augmentation.auto (section "auto") and kornia.augmentation.presets, both modes.

Policies (AutoAugment, RandAugment, TrivialAugment, PolicySequential) sample a sub-policy and its
parameters with ``forward_parameters``; the deterministic case feeds that draw (a list of
``ParamItem``) back with every sampled tensor as a graph input, so the chosen sub-policy is fixed
but its magnitudes and gates are live. The operation classes (``auto.operations``) and the
operation builders of the AutoAugment and RandAugment search spaces (``ops.shear_x``...) are
probed the same way, one operation at a time.
"""

from __future__ import annotations

import kornia.augmentation as K
import kornia.augmentation.auto.autoaugment.ops as aa_ops
import kornia.augmentation.auto.operations as O
import kornia.augmentation.auto.rand_augment.ops as ra_ops
import torch
from kornia.augmentation.auto import AutoAugment, PolicySequential, RandAugment, TrivialAugment
from kornia.augmentation.presets.ada import AdaptiveDiscriminatorAugmentation

from ._kit import fed_case, img, random_case, sample

GROUP = "augmentation.auto"
IMG = img(2, 3, 32, 40, seed=61)
GATE = torch.tensor([1.0, 0.0])
AUTO = "kornia.augmentation.auto"


def _policy_pair(name, ctor, *, ref, note, data=(IMG,)):
    pol = ctor()
    params = sample(lambda: pol.forward_parameters(data[0].shape))
    return [
        fed_case(
            name,
            GROUP,
            pol,
            data,
            ref=ref,
            params=params,
            note=f"{note}; sub-policy and parameters drawn once (seeded)",
        ),
        random_case(f"{name}[random]", GROUP, ctor(), data, ref=ref, note=note),
    ]


CASES: list = [
    *_policy_pair(
        "RandAugment", lambda: RandAugment(n=2, m=10), ref=f"{AUTO}.RandAugment", note="n=2, m=10"
    ),
    *_policy_pair(
        "AutoAugment",
        lambda: AutoAugment("imagenet"),
        ref=f"{AUTO}.AutoAugment",
        note="imagenet policy",
    ),
    *_policy_pair(
        "AutoAugment[cifar10]",
        lambda: AutoAugment("cifar10"),
        ref=f"{AUTO}.AutoAugment",
        note="cifar10 policy",
    ),
    *_policy_pair(
        "AutoAugment[svhn]",
        lambda: AutoAugment("svhn"),
        ref=f"{AUTO}.AutoAugment",
        note="svhn policy",
    ),
    *_policy_pair(
        "TrivialAugment",
        TrivialAugment,
        ref=f"{AUTO}.TrivialAugment",
        note="default policy: one op per call",
    ),
    *_policy_pair(
        "PolicySequential",
        lambda: PolicySequential(
            O.Brightness(initial_probability=1.0), O.Rotate(initial_probability=1.0)
        ),
        ref=f"{AUTO}.PolicySequential",
        note="Brightness then Rotate, probability 1",
    ),
]


def _seq_randaug_pair():
    def ctor():
        return K.AugmentationSequential(RandAugment(n=2, m=10))

    seq = ctor()

    def run():
        seq(IMG)
        return seq._params

    params = sample(run)
    ref = "kornia.augmentation.AugmentationSequential"
    note = "RandAugment wrapped in AugmentationSequential (doc recipe)"
    return [
        fed_case(
            "AugmentationSequential[RandAugment]",
            GROUP,
            seq,
            [IMG],
            ref=ref,
            params=params,
            note=f"{note}; params recorded by one seeded eager call",
        ),
        random_case(
            "AugmentationSequential[RandAugment][random]", GROUP, ctor(), [IMG], ref=ref, note=note
        ),
    ]


CASES += _seq_randaug_pair()

# Operation classes: probability 1 for the deterministic/random pair, then the soft gate of
# probability 0.5 with batch_prob [1, 0] fed as an input.
OPERATIONS = [
    "AutoContrast",
    "Brightness",
    "Contrast",
    "Equalize",
    "Gray",
    "HorizontalFlip",
    "Hue",
    "Invert",
    "Posterize",
    "Rotate",
    "Saturate",
    "Sharpness",
    "ShearX",
    "ShearY",
    "Solarize",
    "SolarizeAdd",
    "TranslateX",
    "TranslateY",
    "VerticalFlip",
]
for _op in OPERATIONS:
    _cls = getattr(O, _op)
    _ref = f"{AUTO}.operations.{_op}"
    _name = f"operations.{_op}"
    CASES += [
        fed_case(
            _name,
            GROUP,
            _cls(initial_probability=1.0),
            [IMG],
            ref=_ref,
            note="initial_probability=1.0",
        ),
        random_case(
            f"{_name}[random]",
            GROUP,
            _cls(initial_probability=1.0),
            [IMG],
            ref=_ref,
            note="initial_probability=1.0",
        ),
        fed_case(
            f"{_name}[p=0.5]",
            GROUP,
            _cls(initial_probability=0.5),
            [IMG],
            ref=_ref,
            gate=GATE,
            note="initial_probability=0.5; batch_prob [1, 0] fed as an input (soft blend)",
        ),
    ]

# The search-space builders return an OperationBase; the case probes the operation built.
AA_BUILDERS = [
    "auto_contrast",
    "brightness",
    "color",
    "contrast",
    "equalize",
    "invert",
    "posterize",
    "rotate",
    "sharpness",
    "shear_x",
    "shear_y",
    "solarize",
    "translate_x",
    "translate_y",
]
# RandAugment builders take a magnitude range: the ranges of RandAugment's default policy.
RA_BUILDERS = {
    "auto_contrast": (0, 1),
    "equalize": (0, 1),
    "invert": (0, 1),
    "rotate": (-30.0, 30.0),
    "posterize": (4.0, 8.0),
    "solarize": (0.0, 1.0),
    "solarize_add": (0.0, 0.43),
    "color": (0.1, 1.9),
    "contrast": (0.1, 1.9),
    "brightness": (0.1, 1.9),
    "sharpness": (0.1, 1.9),
    "shear_x": (-0.3, 0.3),
    "shear_y": (-0.3, 0.3),
    "translate_x": (-0.1, 0.1),
    "translate_y": (-0.1, 0.1),
}
for _fn in AA_BUILDERS:
    _ref = f"{AUTO}.autoaugment.ops.{_fn}"
    _name = f"autoaugment.ops.{_fn}"
    _note = f"the operation built by {_fn}(probability=1.0, magnitude=5)"
    CASES += [
        fed_case(_name, GROUP, getattr(aa_ops, _fn)(1.0, 5), [IMG], ref=_ref, note=_note),
        random_case(f"{_name}[random]", GROUP, getattr(aa_ops, _fn)(1.0, 5), [IMG], ref=_ref,
                    note=_note),
    ]
for _fn, (_lo, _hi) in RA_BUILDERS.items():
    _ref = f"{AUTO}.rand_augment.ops.{_fn}"
    _name = f"rand_augment.ops.{_fn}"
    _note = f"the operation built by {_fn}({_lo}, {_hi})"
    CASES += [
        fed_case(_name, GROUP, getattr(ra_ops, _fn)(_lo, _hi), [IMG], ref=_ref, note=_note),
        random_case(
            f"{_name}[random]", GROUP, getattr(ra_ops, _fn)(_lo, _hi), [IMG], ref=_ref, note=_note
        ),
    ]


# The ADA preset, with its probability pinned at 1 so that every sample is augmented (the
# per-sample Bernoulli draw of forward() is then all ones and eager is a valid reference).
def _ada(p):
    return AdaptiveDiscriminatorAugmentation(initial_p=p, max_p=max(p, 0.8))


def _ada_cases():
    ref = "kornia.augmentation.presets.ada.AdaptiveDiscriminatorAugmentation"
    group = "augmentation.presets"
    ada = _ada(1.0)

    def run():
        ada(IMG)
        return ada._params

    params = sample(run)
    return [
        fed_case(
            "AdaptiveDiscriminatorAugmentation",
            group,
            ada,
            [IMG],
            ref=ref,
            params=params,
            note="default ADA transforms, initial_p=1 (every sample augmented); params "
            "recorded by one seeded eager call",
        ),
        random_case(
            "AdaptiveDiscriminatorAugmentation[random]",
            group,
            _ada(1.0),
            [IMG],
            ref=ref,
            note="default ADA transforms, initial_p=1",
        ),
        random_case(
            "AdaptiveDiscriminatorAugmentation[p=0.5][random]",
            group,
            _ada(0.5),
            [IMG],
            ref=ref,
            note="initial_p=0.5: the per-sample subset is drawn inside the graph",
        ),
    ]


CASES += _ada_cases()
