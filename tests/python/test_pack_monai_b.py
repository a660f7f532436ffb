"""The MONAI pack's losses, metrics and transforms (part B): every probed case runs eagerly the
way the worker runs it and yields a tensor, random transforms are check=False, skips say why
(the missing optional packages by name), the census of each of the three subpackages is
complete, and importing the pack leaves the global RNG and MONAI's metadata switch alone.

Small inputs keep the eager pass to seconds; it runs once per session (module fixture).
"""

from __future__ import annotations

import importlib
import importlib.util
import time
import warnings

import pytest
import torch

from capgrid import resolve_ref
from capgrid.census import coverage, summary
from capgrid.flatten import flatten_outputs, make_wrapper

monai = pytest.importorskip("monai")

AREAS = ("losses", "metrics", "transforms")
EAGER_BUDGET_S = 120.0  # measured ~25 s on one shared core


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


@pytest.mark.parametrize("area", AREAS)
def test_census_is_complete(cases, area):
    s = summary(coverage(f"monai.{area}", cases[area]))
    assert s["covered"] == s["total"] > 50, s
    assert s["import_errors"] == 0, s


@pytest.fixture(scope="module")
def eager_results(cases):
    """Every probed case as the worker's eager reference runs it: {name: error or None}."""
    results = {}
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    start = time.perf_counter()
    try:
        for c in (c for cs in cases.values() for c in cs if c.skip is None):
            target = c.target
            if isinstance(target, torch.nn.Module):
                target.eval()
            wrapper = make_wrapper(target, c.kwargs, len(c.inputs), c.method).eval()
            torch.manual_seed(1234)
            try:
                with torch.no_grad(), warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    tensors, _ = flatten_outputs(wrapper.call_raw(*[t.clone()
                                                                    for t in c.inputs]))
                results[c.name] = None if tensors else "no tensor in the output"
            except Exception as e:  # noqa: BLE001 - any failure of a case is a result here
                results[c.name] = f"{type(e).__name__}: {str(e)[:300]}"
    finally:
        torch.set_num_threads(threads)
    return results, time.perf_counter() - start


def test_every_probed_case_runs_eagerly_and_yields_a_tensor(eager_results):
    results, seconds = eager_results
    bad = [f"{n}: {e}" for n, e in results.items() if e]
    assert not bad, "\n".join(bad)
    assert len(results) > 300
    print(f"\neager pass: {len(results)} cases in {seconds:.1f} s")
    assert seconds < EAGER_BUDGET_S


def test_transforms_leave_metadata_tracking_as_it_was(cases, eager_results):
    from monai.data import get_track_meta

    assert get_track_meta() is True  # MONAI's default, untouched by the pack and its runs
    flip_meta = next(c for c in cases["transforms"] if c.name == "transforms.Flip[meta]")
    out = flip_meta.target(*flip_meta.inputs)
    assert type(out).__name__ == "MetaTensor"
    flip = next(c for c in cases["transforms"] if c.name == "transforms.Flip")
    assert type(flip.target(*flip.inputs)) is torch.Tensor
    assert get_track_meta() is True


def test_import_leaves_the_global_rng_alone():
    import subprocess
    import sys

    code = ("import torch, numpy\n"
            "t, n = torch.random.get_rng_state(), numpy.random.get_state()[1].copy()\n"
            "import capgrid_packs.monai.cases_losses, capgrid_packs.monai.cases_metrics\n"
            "import capgrid_packs.monai.cases_transforms\n"
            "assert torch.equal(t, torch.random.get_rng_state()), 'torch RNG moved'\n"
            "assert (n == numpy.random.get_state()[1]).all(), 'numpy RNG moved'\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
