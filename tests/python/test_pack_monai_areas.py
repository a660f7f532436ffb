"""The MONAI pack's losses, metrics and transforms: names, groups and refs under their area,
random transforms are check=False and say so, skips say why (the missing optional packages by
name) and every dictionary wrapper points at an array form that has a row. The checks of the
whole pack (eager pass, census, RNG) are in test_pack_monai.py.
"""

from __future__ import annotations

import importlib
import importlib.util

import monai
import pytest

from capgrid import resolve_ref

AREAS = ("losses", "metrics", "transforms")


@pytest.fixture(scope="module")
def cases():
    out = {}
    for area in AREAS:
        mod = importlib.import_module(f"capgrid_packs.monai.cases_{area}")
        assert mod.CASES, f"cases_{area} registered no case"
        out[area] = list(mod.CASES)
    return out


def test_names_groups_and_refs(cases):
    bad = []
    for area, cs in cases.items():
        for c in cs:
            if not (c.name.startswith(f"{area}.") and (c.group == area
                                                       or c.group.startswith(f"{area}."))):
                bad.append(f"{c.name}: name and group must start with {area!r} ({c.group!r})")
            if not (c.ref and c.ref.startswith(f"monai.{area}.")):
                bad.append(f"{c.name}: ref {c.ref!r} is not under monai.{area}")
            elif resolve_ref(c.ref) is None:
                bad.append(f"{c.name}: ref {c.ref!r} does not resolve")
    assert not bad, "\n".join(bad)


def test_random_transforms_are_unchecked_and_say_so(cases):
    bad = []
    for c in cases["transforms"]:
        if c.skip:
            continue
        cls = resolve_ref(c.ref)
        random = isinstance(cls, type) and issubclass(cls, monai.transforms.Randomizable)
        if random != ("[random]" in c.name) or random == c.check:
            bad.append(f"{c.name}: random={random}, check={c.check}")
        if random and "random" not in c.note:
            bad.append(f"{c.name}: a random case without a note")
    assert not bad, "\n".join(bad)


def test_skips_name_their_reason_and_missing_packages(cases):
    every = [c for cs in cases.values() for c in cs]
    assert all(c.skip is None or c.skip.strip() for c in every)
    needs = [c for c in every if c.skip and c.skip.startswith("needs the optional package")]
    for c in needs:
        package = c.skip.split("needs the optional package", 1)[1].split()[0]
        assert importlib.util.find_spec(package) is None, f"{c.name}: {package} is installed"
    # the dictionary wrappers point at their array form, which has a row of its own
    names = {c.name for c in cases["transforms"]}
    wrappers = [c for c in cases["transforms"] if c.skip and "dictionary wrapper" in c.skip]
    assert len(wrappers) > 100
    for c in wrappers:
        array = c.skip.split("dictionary wrapper of ", 1)[1].split(":")[0]
        assert any(n == f"transforms.{array}" or n.startswith(f"transforms.{array}[")
                   for n in names), f"{c.name}: no row for {array}"


