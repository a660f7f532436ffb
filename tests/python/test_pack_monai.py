"""The built-in MONAI pack (builtin:monai): the checks every area of the pack shares.

Every module of MODULES collects (through capgrid's own collection, as the worker does), case
names are unique, every ref resolves to a public object, every case built on a randomly
initialised module says so, importing the pack leaves the global RNG alone, every non-skipped
case runs eagerly, and the census of monai.networks is complete. The checks of one area's own
cases live beside this file (test_pack_monai_<area>.py).
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import time
import warnings
from pathlib import Path

import monai  # noqa: E402,F401  the pack surveys MONAI (survey/monai/requirements.txt)
import pytest
import torch

import capgrid  # noqa: E402
from capgrid import Case, resolve_ref  # noqa: E402
from capgrid.flatten import flatten_outputs, make_wrapper  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PACK_DIR = ROOT / "python" / "capgrid_packs" / "monai"
RANDOM_INIT = "random initialisation (no weights downloaded)"
# census modules whose coverage must be 100 %
COMPLETE_MODULES = ("monai.networks", "monai.losses", "monai.metrics", "monai.transforms")


@pytest.fixture(scope="module")
def pack():
    from capgrid_packs import monai as pack

    return pack


@pytest.fixture(scope="module")
def cases(pack) -> list[Case]:
    assert pack.LIBRARY == "monai"
    return list(pack.CASES)


def test_every_case_module_is_listed_once(pack):
    files = sorted(p.stem for p in PACK_DIR.glob("cases_*.py"))
    assert sorted(pack.MODULES) == files
    assert len(set(pack.MODULES)) == len(pack.MODULES)


def test_every_module_collects():
    """capgrid's collection (the worker's) accepts the whole pack: refs, inputs, packages and
    fingerprints of every case; each module contributes cases."""
    from capgrid.collect import collect

    collection = collect(["builtin:monai"])
    assert collection.library == "monai"
    by_module = {}
    for c in collection.cases:
        by_module.setdefault(Path(c.file).stem, []).append(c.case.name)
    for module in ("cases_nets", "cases_blocks", "cases_layers"):
        assert len(by_module.get(module, [])) > 40, f"{module}: too few cases"


def test_names_unique_and_in_their_group(cases):
    seen: dict[str, int] = {}
    for c in cases:
        seen[c.name] = seen.get(c.name, 0) + 1
    assert not sorted(n for n, k in seen.items() if k > 1), "duplicate case names"
    areas = {"nets", "blocks", "layers", "losses", "metrics", "transforms"}
    bad = [c.name for c in cases
           if c.group.split(".")[0] not in areas or c.name.split(".")[0] != c.group.split(".")[0]]
    assert not bad, f"a name's area must be its group's first component: {bad[:10]}"


def test_refs_resolve_to_public_objects(cases):
    bad = []
    for c in cases:
        if not c.ref:
            bad.append(f"{c.name}: no ref")
        elif not c.ref.startswith("monai."):
            bad.append(f"{c.name}: ref {c.ref!r} is not MONAI's")
        elif any(part.startswith("_") for part in c.ref.split(".")):
            bad.append(f"{c.name}: ref {c.ref!r} has a private component")
        elif resolve_ref(c.ref) is None:
            bad.append(f"{c.name}: ref {c.ref!r} does not resolve")
    assert not bad, "\n".join(bad)


def test_skips_have_reasons(cases):
    bad = [c.name for c in cases if c.skip is not None and len(c.skip.strip()) < 10]
    assert not bad, f"skip without a reason: {bad}"


def _has_parameters(target) -> bool:
    return isinstance(target, torch.nn.Module) and any(True for _ in target.parameters())


def test_randomly_initialised_cases_say_so(cases):
    """Every case whose target holds weights, and every network, says where its weights come
    from: the random-initialisation note, or (for weights a constructor sets to constants)
    "weights at their constant initial values"."""
    bad = [c.name for c in cases if c.skip is None
           and (_has_parameters(c.target) or (c.group == "nets"
                                              and isinstance(c.target, torch.nn.Module)))
           and RANDOM_INIT not in c.note
           and "weights at their constant initial values" not in c.note]
    assert not bad, f"no random-initialisation note: {bad}"


def test_random_cases_are_named_and_noted(cases):
    bad = [c.name for c in cases if c.skip is None and not c.check and not c.note]
    assert not bad, f"check=False without a note saying why: {bad}"


def test_pack_uses_only_the_public_capgrid_api():
    bad = []
    for path in sorted(PACK_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                if node.module == "capgrid":
                    bad += [f"{path.name}: capgrid.{a.name}" for a in node.names
                            if a.name not in capgrid.__all__]
                elif node.module.startswith(("capgrid.", "capgrid_packs")):
                    bad.append(f"{path.name}: imports {node.module}")
            elif isinstance(node, ast.Import):
                bad += [f"{path.name}: imports {a.name}" for a in node.names
                        if a.name.startswith(("capgrid.", "capgrid_packs"))]
    assert not bad, "\n".join(bad)


def _fingerprints_in_a_fresh_process(out: Path) -> dict[str, str]:
    # to a file: MONAI prints to stdout while networks are built
    code = ("import json, sys, torch\n"
            "torch.set_num_threads(1)\n"
            "from capgrid.collect import collect\n"
            "fps = {c.case.name: c.fingerprint for c in collect(['builtin:monai']).cases}\n"
            "open(sys.argv[1], 'w').write(json.dumps(fps))\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"), OMP_NUM_THREADS="1")
    proc = subprocess.run([sys.executable, "-W", "ignore", "-c", code, str(out)], env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(out.read_text(encoding="utf-8"))


def test_fingerprints_are_the_same_in_every_process(tmp_path):
    """Inputs, seeded weights and reprs are reproducible, so a resumed survey reruns nothing."""
    first = _fingerprints_in_a_fresh_process(tmp_path / "a.json")
    second = _fingerprints_in_a_fresh_process(tmp_path / "b.json")
    assert first.keys() == second.keys()
    assert [n for n in first if first[n] != second[n]] == []


def test_import_leaves_the_global_rng_alone():
    code = ("import torch, numpy\n"
            "torch.manual_seed(5)\n"
            "before, n = torch.get_rng_state(), numpy.random.get_state()[1].copy()\n"
            "import capgrid_packs.monai\n"
            "assert torch.equal(before, torch.get_rng_state()), 'the global RNG moved'\n"
            "assert (n == numpy.random.get_state()[1]).all(), 'numpy RNG moved'\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"), OMP_NUM_THREADS="1")
    proc = subprocess.run([sys.executable, "-W", "ignore", "-c", code], env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]


@pytest.fixture(scope="module")
def eager_results(cases):
    """Every non-skipped case run once as the worker's eager reference runs it (its wrapper,
    seed 1234, no_grad, eval, outputs flattened): {name: None | error}, and the seconds."""
    results: dict[str, str | None] = {}
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    start = time.perf_counter()
    try:
        for c in cases:
            if c.skip is not None:
                continue
            if isinstance(c.target, torch.nn.Module):
                c.target.eval()
            wrapper = make_wrapper(c.target, c.kwargs, len(c.inputs), c.method).eval()
            torch.manual_seed(1234)
            try:
                with torch.no_grad(), warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    tensors, _ = flatten_outputs(wrapper.call_raw(*[t.clone()
                                                                    for t in c.inputs]))
                results[c.name] = None if tensors else "no tensor in the output"
            except Exception as e:  # noqa: BLE001 - a failing case is a result here
                results[c.name] = f"{type(e).__name__}: {str(e)[:300]}"
    finally:
        torch.set_num_threads(threads)
    return results, time.perf_counter() - start


def test_every_case_runs_eagerly(eager_results):
    results, seconds = eager_results
    failed = [f"{n}: {err}" for n, err in results.items() if err]
    assert not failed, "eager failures:\n" + "\n".join(failed)
    print(f"\nmonai pack eager pass: {len(results)} cases in {seconds:.1f} s")


def test_transforms_leave_metadata_tracking_as_it_was(cases, eager_results):
    from monai.data import get_track_meta

    assert get_track_meta() is True  # MONAI's default, untouched by the pack and its runs
    by_name = {c.name: c for c in cases}
    flip_meta = by_name["transforms.Flip[meta]"]
    assert type(flip_meta.target(*flip_meta.inputs)).__name__ == "MetaTensor"
    flip = by_name["transforms.Flip"]
    assert type(flip.target(*flip.inputs)) is torch.Tensor
    assert get_track_meta() is True


@pytest.mark.parametrize("module", COMPLETE_MODULES)
def test_census_is_complete(cases, module):
    from capgrid.census import coverage, summary

    rows = coverage(module, cases)
    missing = [r for r in rows if not r["covered"]]
    assert not missing, f"{len(missing)} uncovered in {module}: " + ", ".join(
        f"{r.get('path', r)}" for r in missing[:20])
    assert summary(rows)["import_errors"] == 0
