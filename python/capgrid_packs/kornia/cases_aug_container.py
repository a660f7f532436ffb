"""kornia.augmentation containers (package section "container"), both modes.

Deterministic container cases replay the parameters one seeded eager call recorded
(``seq._params``: a list of ``ParamItem``) with every sampled tensor in it fed as a graph input,
so the container's own dispatch code runs on live parameters and is checked against eager.
``[random]`` calls the container directly. The dispatchers take no ``params``; their
deterministic cases use children without random parameters instead.
"""

from __future__ import annotations

import kornia.augmentation as K
import torch
from kornia.color import RgbToBgr
from torch import nn

from capgrid import case

from ._kit import RANDOM_NOTE, fed_case, img, random_case, sample

GROUP = "augmentation.container"
IMG = img(2, 3, 32, 40, seed=51)
MASK = (img(2, 1, 32, 40, seed=52) > 0.5).float()
KEYPOINTS = img(2, 5, 2, seed=53) * torch.tensor([39.0, 31.0])
BOXES_XYXY = torch.tensor(
    [
        [[2.0, 3.0, 20.0, 18.0], [10.0, 8.0, 36.0, 30.0]],
        [[0.0, 0.0, 12.0, 10.0], [15.0, 5.0, 39.0, 31.0]],
    ]
)
BOXES_XYWH = torch.cat([BOXES_XYXY[..., :2], BOXES_XYXY[..., 2:] - BOXES_XYXY[..., :2]], -1)
VIDEO = img(2, 4, 3, 16, 20, seed=54)  # B, T, C, H, W
VOL = img(2, 1, 8, 16, 16, seed=55)
CONST_NOTE = "params recorded by one seeded eager call"


def _ref(name: str) -> str:
    return f"kornia.augmentation.{name}"


def _recorded(seq, data, call_kwargs=None):
    def run():
        seq(*data, **(call_kwargs or {}))
        return seq._params

    return sample(run)


def seq_pair(name, ctor, data, *, note, ref, call_kwargs=None, gate=False):
    """Deterministic (recorded params fed as inputs) and [random] cases of one container."""
    seq = ctor()
    params = _recorded(seq, data, call_kwargs)
    return [
        fed_case(
            name,
            GROUP,
            seq,
            data,
            ref=ref,
            params=params,
            gate=gate,
            call_kwargs=call_kwargs,
            note=f"{note}; {CONST_NOTE}",
        ),
        random_case(f"{name}[random]", GROUP, ctor(), data, ref=ref, note=note,
                    call_kwargs=call_kwargs),
    ]


def _basic(p=1.0, **kw):
    return K.AugmentationSequential(
        K.RandomHorizontalFlip(p=p),
        K.RandomBrightness((0.8, 1.2), p=p),
        K.RandomAffine(20.0, (0.1, 0.1), p=p),
        **kw,
    )


AS = "AugmentationSequential"
CASES: list = [
    *seq_pair(
        AS, _basic, [IMG], ref=_ref(AS), note="HFlip(p=1)+RandomBrightness(p=1)+RandomAffine(p=1)"
    ),
    *seq_pair(
        f"{AS}[ColorJiggle]",
        lambda: K.AugmentationSequential(
            K.ColorJiggle(0.2, 0.2, 0.2, 0.1, p=1.0), K.RandomHorizontalFlip(p=1.0)
        ),
        [IMG],
        ref=_ref(AS),
        note="ColorJiggle + HFlip children",
    ),
    *seq_pair(
        f"{AS}[p=0.5]",
        lambda: _basic(0.5),
        [IMG],
        ref=_ref(AS),
        gate=True,
        note="same pipeline with p=0.5; recorded per-sample gates fed as inputs too",
    ),
    *seq_pair(
        f"{AS}[mask]",
        lambda: _basic(data_keys=["input", "mask"]),
        [IMG, MASK],
        ref=_ref(AS),
        note="data_keys=[input, mask]",
    ),
    *seq_pair(
        f"{AS}[keypoints]",
        lambda: _basic(data_keys=["input", "keypoints"]),
        [IMG, KEYPOINTS],
        ref=_ref(AS),
        note="data_keys=[input, keypoints]",
    ),
    *seq_pair(
        f"{AS}[bbox_xyxy]",
        lambda: _basic(data_keys=["input", "bbox_xyxy"]),
        [IMG, BOXES_XYXY],
        ref=_ref(AS),
        note="data_keys=[input, bbox_xyxy]",
    ),
    *seq_pair(
        f"{AS}[bbox_xywh]",
        lambda: _basic(data_keys=["input", "bbox_xywh"]),
        [IMG, BOXES_XYWH],
        ref=_ref(AS),
        note="data_keys=[input, bbox_xywh]",
    ),
    *seq_pair(
        f"{AS}[crop]",
        lambda: K.AugmentationSequential(
            K.RandomResizedCrop((24, 30), p=1.0),
            K.RandomHorizontalFlip(p=1.0),
            data_keys=["input", "mask"],
        ),
        [IMG, MASK],
        ref=_ref(AS),
        note="shape-changing child (RandomResizedCrop); data_keys=[input, mask]",
    ),
    *seq_pair(
        f"{AS}[mix]",
        lambda: K.AugmentationSequential(K.RandomHorizontalFlip(p=1.0), K.RandomMixUpV2(p=1.0)),
        [IMG],
        ref=_ref(AS),
        note="HFlip + RandomMixUpV2 (a mix child)",
    ),
    *seq_pair(
        f"{AS}[3d]",
        lambda: K.AugmentationSequential(
            K.RandomHorizontalFlip3D(p=1.0), K.RandomRotation3D(15.0, p=1.0)
        ),
        [VOL],
        ref=_ref(AS),
        note="3D children on a (2,1,8,16,16) volume",
    ),
    *seq_pair(
        f"{AS}[random_apply]",
        lambda: _basic(random_apply=2),
        [IMG],
        ref=_ref(AS),
        note="random_apply=2 (random subset of the children)",
    ),
    *seq_pair(
        "ImageSequential",
        lambda: K.ImageSequential(
            K.RandomBrightness((0.8, 1.2), p=1.0), RgbToBgr(), K.RandomHorizontalFlip(p=1.0)
        ),
        [IMG],
        ref=_ref("ImageSequential"),
        note="RandomBrightness + kornia.color.RgbToBgr + HFlip",
    ),
    *seq_pair(
        "ImageSequential[random_apply]",
        lambda: K.ImageSequential(
            K.RandomBrightness((0.8, 1.2), p=1.0),
            RgbToBgr(),
            K.RandomHorizontalFlip(p=1.0),
            random_apply=2,
        ),
        [IMG],
        ref=_ref("ImageSequential"),
        note="random_apply=2 (random subset/order of children)",
    ),
    *seq_pair(
        "PatchSequential",
        lambda: K.PatchSequential(
            *[K.RandomBrightness((0.8, 1.2), p=1.0) for _ in range(4)],
            grid_size=(2, 2),
            patchwise_apply=True,
        ),
        [IMG],
        ref=_ref("PatchSequential"),
        note="grid_size (2,2), patchwise_apply=True (one module per patch)",
    ),
    *seq_pair(
        "PatchSequential[not-patchwise]",
        lambda: K.PatchSequential(
            K.RandomBrightness((0.8, 1.2), p=1.0),
            K.RandomHorizontalFlip(p=1.0),
            grid_size=(2, 2),
            patchwise_apply=False,
        ),
        [IMG],
        ref=_ref("PatchSequential"),
        note="patchwise_apply=False",
    ),
    *seq_pair(
        "VideoSequential",
        lambda: K.VideoSequential(
            K.RandomBrightness((0.8, 1.2), p=1.0),
            K.RandomAffine(20.0, p=1.0),
            data_format="BTCHW",
            same_on_frame=True,
        ),
        [VIDEO],
        ref=_ref("VideoSequential"),
        note="BTCHW (2,4,3,16,20), same_on_frame=True",
    ),
    *seq_pair(
        "VideoSequential[BCTHW]",
        lambda: K.VideoSequential(
            K.RandomBrightness((0.8, 1.2), p=1.0),
            K.RandomAffine(20.0, p=1.0),
            data_format="BCTHW",
            same_on_frame=False,
        ),
        [VIDEO.transpose(1, 2).contiguous()],
        ref=_ref("VideoSequential"),
        note="BCTHW, same_on_frame=False",
    ),
]


def _inverse_case():
    seq = _basic(data_keys=["input", "mask"])
    params = _recorded(seq, [IMG, MASK])
    return fed_case(
        f"{AS}.inverse",
        GROUP,
        seq.inverse,
        [IMG, MASK],
        ref=_ref(f"{AS}.inverse"),
        params=params,
        note=f"inverse of HFlip+Brightness+Affine on (image, mask); {CONST_NOTE}",
    )


CASES.append(_inverse_case())


class _Bundles(nn.Module):
    """Groups flat tensor inputs into the tuples a dispatcher takes (tensors stay inputs)."""

    def __init__(self, dispatcher, sizes):
        super().__init__()
        self.dispatcher = dispatcher
        self.sizes = tuple(sizes)

    def forward(self, *xs):
        bundles, i = [], 0
        for n in self.sizes:
            bundles.append(tuple(xs[i : i + n]))
            i += n
        if len(self.sizes) == 1:  # many-to-one: one payload, passed as *input
            return self.dispatcher(*bundles[0])
        return self.dispatcher(*bundles)


def _fixed_seq():
    # Children with no random parameters: the output is a function of the input only.
    return K.AugmentationSequential(
        K.RandomHorizontalFlip(p=1.0), K.Resize((24, 30)), data_keys=["input", "mask"]
    )


def _random_seq():
    return K.AugmentationSequential(
        K.RandomBrightness((0.8, 1.2), p=1.0),
        K.RandomAffine(20.0, p=1.0),
        data_keys=["input", "mask"],
    )


_M2M = "ManyToManyAugmentationDispather"
_M2O = "ManyToOneAugmentationDispather"
IMG_B = img(2, 3, 32, 40, seed=56)
MASK_B = (img(2, 1, 32, 40, seed=57) > 0.5).float()
CASES += [
    case(
        _M2M,
        GROUP,
        _Bundles(K.ManyToManyAugmentationDispather(_fixed_seq(), _fixed_seq()), (2, 2)),
        [IMG, MASK, IMG_B, MASK_B],
        ref=_ref(_M2M),
        note="two AugmentationSequential(HFlip p=1, Resize; input+mask), one per bundle; "
        "children without random parameters so eager is the reference",
    ),
    case(
        f"{_M2M}[random]",
        GROUP,
        _Bundles(K.ManyToManyAugmentationDispather(_random_seq(), _random_seq()), (2, 2)),
        [IMG, MASK, IMG_B, MASK_B],
        ref=_ref(_M2M),
        check=False,
        note="two AugmentationSequential(RandomBrightness, RandomAffine; input+mask); "
        + RANDOM_NOTE,
    ),
    case(
        _M2O,
        GROUP,
        _Bundles(K.ManyToOneAugmentationDispather(_fixed_seq(), _fixed_seq()), (2,)),
        [IMG, MASK],
        ref=_ref(_M2O),
        note="two AugmentationSequential(HFlip p=1, Resize) on the same (input, mask); "
        "children without random parameters so eager is the reference",
    ),
    case(
        f"{_M2O}[random]",
        GROUP,
        _Bundles(K.ManyToOneAugmentationDispather(_random_seq(), _random_seq()), (2,)),
        [IMG, MASK],
        ref=_ref(_M2O),
        check=False,
        note="two AugmentationSequential(RandomBrightness, RandomAffine) on the same "
        "(input, mask); " + RANDOM_NOTE,
    ),
]
