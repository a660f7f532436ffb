"""The built-in Kornia pack: every case is well formed and runs eagerly, fast enough for CI;
the pack is laid out as docs/writing_a_pack.md says (an explicit module list, the public
capgrid API only); and its fingerprints are the ones the committed survey recorded, so the survey's
stores resume with nothing to run.

The cases come from ``capgrid_packs.kornia.CASES``. The eager pass runs once per session
(module fixture) and its total time is printed and bounded.
"""

from __future__ import annotations

import ast
import json
import os
import sqlite3
import subprocess
import sys
import time
import warnings
from pathlib import Path

import pytest
import torch

import capgrid
from capgrid import Case, resolve_ref
from capgrid.collect import infer_ref
from capgrid.fingerprint import fingerprint, renamed
from survey_layout import first_pages

ROOT = Path(__file__).resolve().parents[2]
PACK_DIR = ROOT / "python" / "capgrid_packs" / "kornia"
SURVEY = ROOT / "survey" / "kornia"

EAGER_BUDGET_S = 170.0  # the brief's target is 120 s on 2 cores; CI shares the machine


@pytest.fixture(scope="module")
def cases() -> list[Case]:
    from capgrid_packs import kornia as pack

    assert pack.LIBRARY == "kornia"
    assert pack.CASES, "the pack registered no case"
    return list(pack.CASES)


def test_names_unique(cases):
    seen: dict[str, int] = {}
    for c in cases:
        seen[c.name] = seen.get(c.name, 0) + 1
    dup = sorted(n for n, k in seen.items() if k > 1)
    assert not dup, f"duplicate case names: {dup}"


def test_groups_and_refs(cases):
    bad = []
    for c in cases:
        if not c.group or c.group.startswith(".") or c.group.endswith("."):
            bad.append(f"{c.name}: bad group {c.group!r}")
            continue
        # the ref the inventory gets: collection infers one only when the case sets none
        ref = c.ref if c.ref is not None else infer_ref(c.target, c.method)
        if not c.skip and not ref:
            bad.append(f"{c.name}: no importable ref; set ref= explicitly")
            continue
        if ref and resolve_ref(ref) is None:
            bad.append(f"{c.name}: ref {ref!r} does not resolve")
    assert not bad, "\n".join(bad)


def test_inputs_are_tensors(cases):
    bad = [f"{c.name}: input {i} is {type(x).__name__}"
           for c in cases for i, x in enumerate(c.inputs) if not isinstance(x, torch.Tensor)]
    assert not bad, "\n".join(bad)


def _tensors_in(value, depth: int = 0) -> list[torch.Tensor]:
    """Tensors held in a value through lists, tuples and dicts (not inside modules)."""
    if isinstance(value, torch.Tensor):
        return [value]
    if depth > 4:
        return []
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in _tensors_in(v, depth + 1)]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _tensors_in(v, depth + 1)]
    return []


def test_model_blocks_feed_every_captured_tensor(cases):
    """A block captured from its parent's forward gets every tensor argument as a graph input,
    also the ones inside a list (RT-DETR's feature maps): none is baked in as a constant."""
    blocks = [c for c in cases if "inputs captured from its forward" in c.note]
    assert len(blocks) > 50
    bad = []
    for c in blocks:
        inputs = {id(x) for x in c.inputs}
        cells = [cell.cell_contents for cell in (c.target.__closure__ or ())]
        hidden = [t for v in cells for t in _tensors_in(v) if id(t) not in inputs]
        if hidden:
            bad.append(f"{c.name}: {len(hidden)} tensor argument(s) baked as constants")
    assert not bad, "\n".join(bad)
    ccfm = next(c for c in blocks if c.name.endswith("hybrid_encoder.CCFM"))
    assert len(ccfm.inputs) == 3  # the three feature maps of the list argument


def test_skips_have_reasons(cases):
    bad = [c.name for c in cases if c.skip is not None and not c.skip.strip()]
    assert not bad, f"skip without a reason: {bad}"


def test_declared_eager_failures_say_why(cases):
    bad = [c.name for c in cases if "eager-fail" in c.tags and not c.note.strip()]
    assert not bad, f"eager-fail cases without a note: {bad}"


@pytest.fixture(scope="module")
def eager_results(cases):
    """Run every non-skipped case once: {name: None | error string}, and the total seconds."""
    results: dict[str, str | None] = {}
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # the CI machine is shared; oversubscription costs more than it gives
    start = time.perf_counter()
    try:
        for c in cases:
            if c.skip is not None:
                continue
            torch.manual_seed(1234)
            target = c.target
            if isinstance(target, torch.nn.Module):
                target.eval()
            fn = getattr(target, c.method) if c.method else target
            try:
                with torch.no_grad(), warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    fn(*c.inputs, **c.kwargs)
                results[c.name] = None
            except Exception as e:  # noqa: BLE001 - any failure of a case is a result here
                results[c.name] = f"{type(e).__name__}: {str(e)[:300]}"
    finally:
        torch.set_num_threads(threads)
    return results, time.perf_counter() - start


def test_eager_runs(cases, eager_results):
    results, _ = eager_results
    declared = {c.name for c in cases if "eager-fail" in c.tags}
    failed = [f"{n}: {err}" for n, err in results.items() if err and n not in declared]
    unexpected_ok = [n for n in declared if n in results and results[n] is None]
    assert not failed, "eager failures:\n" + "\n".join(failed)
    assert not unexpected_ok, f"declared eager-fail but ran: {unexpected_ok}"


def test_eager_time(eager_results):
    results, seconds = eager_results
    print(f"\nkornia pack eager pass: {len(results)} cases in {seconds:.1f} s")
    assert seconds < EAGER_BUDGET_S, f"eager pass took {seconds:.1f} s (> {EAGER_BUDGET_S} s)"


def test_modules_are_listed_explicitly():
    from capgrid_packs import kornia as pack

    files = sorted(p.stem for p in PACK_DIR.glob("cases_*.py"))
    assert sorted(pack.MODULES) == files, "every case module is listed in MODULES, once"
    assert len(set(pack.MODULES)) == len(pack.MODULES)


def _imports(path: Path):
    """(module, names) of every import statement in a file; relative modules keep their dots."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield a.name, []
        elif isinstance(node, ast.ImportFrom):
            yield "." * node.level + (node.module or ""), [a.name for a in node.names]


def test_pack_uses_only_the_public_capgrid_api_and_the_kit():
    bad = []
    for path in sorted(PACK_DIR.glob("*.py")):
        for module, names in _imports(path):
            if module == "capgrid":
                bad += [f"{path.name}: capgrid.{n} is not public" for n in names
                        if n not in capgrid.__all__]
            elif module.startswith(("capgrid.", "capgrid_packs")):
                bad.append(f"{path.name}: imports {module} (use the public capgrid API and "
                           "relative imports inside the pack)")
            elif module.startswith(".") and module != "._kit":
                # another case module: only its public names (shared models), never privates
                bad += [f"{path.name}: {module}.{n} is private" for n in names
                        if n.startswith("_")]
    assert not bad, "\n".join(bad)


def test_fingerprint_renames_name_the_recorded_paths():
    from capgrid_packs import kornia as pack

    renames = pack.FINGERPRINT_RENAMES
    assert renamed("capgrid_packs.kornia._kit.Fed", renames) == "capgrid.packs.kornia._augkit.Fed"
    assert (renamed("capgrid_packs.kornia.cases_aug_api._Sample", renames)
            == "capgrid.packs.kornia.cases_aug_api._Sample")
    assert renamed("capgrid_packs.kornia_x.Y", renames) == "capgrid_packs.kornia_x.Y"
    assert renamed("kornia.augmentation.RandomAffine", renames) == (
        "kornia.augmentation.RandomAffine")


def test_fingerprints_are_the_committed_surveys():
    """Collect the pack for real (as the worker does, one torch thread; the inputs computed by
    library code, whose last bits follow the CPU and the thread count, enter by their
    ``inputs_from`` recipe, so this holds on any CPU) and compare every
    fingerprint with the inventory and results of the committed survey/kornia/shard-* stores:
    a difference would make a resumed survey rerun that case. Only the columns the survey
    publishes (its recipe's probes, as its published snapshot lists them): torch 2.13's stored
    speed results, a column its recipe no longer has, keep the fingerprints they were measured
    with (survey/kornia/README.md)."""
    stores = sorted(SURVEY.glob("shard-*/capgrid.sqlite"))
    assert len(stores) == 4
    probes = set(json.loads((first_pages("kornia") / "snapshot.json").read_text())["probes"])
    code = ("import json, sys, torch\n"
            "torch.set_num_threads(1)\n"
            "from capgrid.collect import collect\n"
            "json.dump({c.case.name: c.fingerprint for c in collect(['builtin:kornia']).cases},"
            " sys.stdout)\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"), OMP_NUM_THREADS="1")
    proc = subprocess.run([sys.executable, "-W", "ignore", "-c", code], env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    now = json.loads(proc.stdout)
    bad = []
    for store in stores:
        db = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
        try:
            inventory = dict(db.execute("SELECT name, fingerprint FROM inventory"))
            results = db.execute("SELECT case_name, probe, fingerprint FROM results").fetchall()
        finally:
            db.close()
        shard = store.parent.name
        if set(inventory) != set(now):
            bad.append(f"{shard}: case names differ: {sorted(set(inventory) ^ set(now))[:5]}")
        bad += [f"{shard}: inventory {n}" for n, fp in inventory.items() if now.get(n) != fp]
        bad += [f"{shard}: {p} result of {n}" for n, p, fp in results
                if p in probes and now.get(n) != fp]
    assert not bad, f"{len(bad)} differences:\n" + "\n".join(bad[:20])


def test_captured_and_computed_inputs_are_fingerprinted_by_their_recipe(cases):
    """The cases whose inputs a Kornia model or kernel computed (whose fingerprints by value
    differed between two CPUs of this project's machines: 47 cases) give ``inputs_from``."""
    by_name = {c.name: c for c in cases}
    captured = [c for c in cases if "inputs captured from its forward" in c.note]
    assert len(captured) > 40
    computed = ["feature.defmo.RenderingDeFMO", "feature.lightglue.filter_matches",
                "subpix.spatial_expectation2d", "subpix.spatial_expectation2d[pixel]"]
    missing = [c.name for c in captured + [by_name[n] for n in computed] if not c.inputs_from]
    assert not missing, missing


def test_a_renamed_wrapper_keeps_its_fingerprint(cases):
    """The Fed wrapper moved out of _augkit.py: without the renames its cases' fingerprints
    would change."""
    from capgrid_packs import kornia as pack

    c = next(c for c in cases if c.name == "RandomAffine")
    assert type(c.target).__module__ == "capgrid_packs.kornia._kit"
    assert fingerprint(c, c.ref, pack.FINGERPRINT_RENAMES) != fingerprint(c, c.ref, {})
