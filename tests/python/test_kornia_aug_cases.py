"""The kornia.augmentation cases of the built-in Kornia pack: registry invariants, the census,
and that the deterministic wrappers really feed the sampled parameters as graph inputs."""

from __future__ import annotations

import importlib

import pytest
import torch

pytest.importorskip("kornia")

from capgrid.census import _resolve, coverage, summary  # noqa: E402

MODULES = ["cases_aug2d", "cases_aug3d", "cases_aug_mix", "cases_aug_container",
           "cases_aug_auto", "cases_aug_api"]


@pytest.fixture(scope="module")
def cases():
    out = []
    for m in MODULES:
        out += importlib.import_module(f"capgrid_packs.kornia.{m}").CASES
    return out


def _by_name(cases):
    return {c.name: c for c in cases}


def test_names_unique_groups_and_refs_resolve(cases):
    names = [c.name for c in cases]
    assert len(names) == len(set(names))
    for c in cases:
        assert c.group.split(".")[0] in ("augmentation", "augmentation3d"), c.name
        assert c.ref and c.ref.startswith("kornia.augmentation."), c.name
        assert _resolve(c.ref), f"{c.name}: ref {c.ref} does not resolve"
        assert c.skip is None or c.skip.strip(), c.name
        assert callable(c.target), c.name  # skipped ones name their callable too
        assert all(isinstance(t, torch.Tensor) for t in c.inputs), c.name


def test_random_variants_are_unchecked_and_deterministic_ones_checked(cases):
    for c in cases:
        if c.skip:
            continue
        assert c.check == ("[random]" not in c.name), c.name


def test_census_of_kornia_augmentation_is_complete(cases):
    rows = coverage("kornia.augmentation", cases)
    missing = [r["qualname"] for r in rows if not r["covered"]]
    assert missing == []
    assert summary(rows)["total"] > 150


def test_every_augmentation_class_has_both_modes(cases):
    import kornia.augmentation as K

    by = _by_name(cases)
    augs = [n for n in K.__all__ if n.startswith(("Random", "Center")) or n in (
        "Normalize", "Denormalize", "Resize", "PadTo", "LongestMaxSize", "SmallestMaxSize",
        "PatchMix", "ColorJiggle", "ColorJitter", "AugmentationSequential", "ImageSequential",
        "PatchSequential", "VideoSequential")]
    assert len(augs) > 70
    for n in augs:
        assert n in by and f"{n}[random]" in by, n


def test_deterministic_case_feeds_params_as_live_inputs(cases):
    c = _by_name(cases)["RandomAffine"]
    fed = c.target
    assert sorted(set(fed.fed_names)) == ["angle", "center", "scale", "shear_x", "shear_y",
                                          "translations"]
    x = c.inputs[0]
    with torch.no_grad():
        out = c.target(*c.inputs)
        # Same as calling the augmentation itself with the recorded parameters...
        params = dict(zip(fed.fed_names, c.inputs[1:], strict=True))
        direct = fed.target(x, params={**{k: v for k, v in _leaf_dict(fed).items()}, **params})
        assert torch.allclose(out, direct)
        # ...and a different angle input changes the output: it is not a baked constant.
        i = 1 + fed.fed_names.index("angle")
        moved = list(c.inputs)
        moved[i] = moved[i] + 10.0
        assert not torch.allclose(c.target(*moved), out)


def _leaf_dict(fed):
    import torch.utils._pytree as pytree

    return pytree.tree_unflatten(list(fed.leaves), fed.spec)


def test_half_probability_gate_passes_the_second_sample_through(cases):
    c = _by_name(cases)["RandomBrightness[p=0.5]"]
    assert "batch_prob" in c.target.fed_names
    with torch.no_grad():
        out = c.target(*c.inputs)
    x = c.inputs[0]
    assert torch.equal(out[1], x[1])
    assert not torch.allclose(out[0], x[0])


def test_container_case_feeds_recorded_params(cases):
    c = _by_name(cases)["AugmentationSequential[mask]"]
    assert len(c.inputs) == 2 + len(c.target.fed_names) and c.target.fed_names
    with torch.no_grad():
        a = c.target(*c.inputs)
        b = c.target(*c.inputs)
    assert all(torch.equal(x, y) for x, y in zip(a, b, strict=True))
