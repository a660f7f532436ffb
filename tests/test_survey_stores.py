"""The committed surveys' shard stores (survey/PACK/shard-K/capgrid.sqlite, for Kornia and
MONAI) stay usable.

Each store is an intact SQLite file holding only the cases of its own shard (the documented
64-bit FNV-1a of the case name, modulo 4, src/selection.h), and each survey's shards together
merge without provenance conflicts, at the versions survey/stack.txt and
survey/PACK/requirements.txt pin: a shard resumed with another torch or onnx stack would fail
here before it spoils the survey. They merge into the published columns (docs/PACK/snapshot.json,
the status and cause of every cell): the published page is reproducible from the stores.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
from pathlib import Path

import pytest

from capgrid_binary import capgrid_bin
from survey_layout import Stack, load, stacks

ROOT = Path(__file__).resolve().parents[1]
# survey -> the size of its pack's inventory, stored with every run
INVENTORY = {"kornia": 2527, "monai": 1027}
# Each stack's shard stores, as its recipe lays them out (survey/PACK/survey.toml): the first
# stack's (STORES) and the others' (STACK_STORES), committed shard by shard as each completes.
STORES = [s.shard(k) / "capgrid.sqlite" for name in INVENTORY for s in stacks(name)[:1]
          for k in range(1, load(name).shards + 1)
          if (s.shard(k) / "capgrid.sqlite").is_file()]
STACK_STORES = [s.shard(k) / "capgrid.sqlite" for name in INVENTORY for s in stacks(name)[1:]
                for k in range(1, load(name).shards + 1)
                if (s.shard(k) / "capgrid.sqlite").is_file()]
ALL_STORES = STORES + STACK_STORES


def _survey(store: Path) -> str:
    """The pack a store surveys: survey/PACK/shard-K or survey/PACK/STACK/shard-K."""
    return store.relative_to(ROOT / "survey").parts[0]


def _stack_file(store: Path) -> Path:
    """The pins of the stack a store was measured with (its survey's recipe says)."""
    for s in stacks(_survey(store)):
        if store.parents[1] == s.stores:
            return s.pins
    raise AssertionError(f"{store}: no stack of survey/{_survey(store)}/survey.toml keeps it")


def _id(store: Path) -> str:
    return "-".join(store.relative_to(ROOT / "survey").parts[:-1])


def _shard_of(name: str, count: int) -> int:
    h = 14695981039346656037
    for byte in name.encode():
        h ^= byte
        h = (h * 1099511628211) % 2**64
    return h % count


@pytest.mark.parametrize("survey", sorted(INVENTORY))
def test_every_shard_is_committed(survey: str):
    for stack in stacks(survey):
        shards = load(survey).shards
        have = [k for k in range(1, shards + 1) if (stack.shard(k) / "capgrid.sqlite").is_file()]
        assert have == list(range(1, shards + 1)), f"{stack.stores}: {have}"


@pytest.mark.parametrize("store", ALL_STORES, ids=[_id(s) for s in ALL_STORES])
def test_a_shard_store_is_intact_and_holds_only_its_own_cases(store: Path):
    k = int(store.parent.name.split("-")[1])
    shards = load(_survey(store)).shards
    db = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
    try:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        names = {n for (n,) in db.execute("SELECT DISTINCT case_name FROM results")}
        inventory = db.execute("SELECT count(*) FROM inventory").fetchone()[0]
    finally:
        db.close()
    assert names, f"{store}: no results"
    wrong = sorted(n for n in names if _shard_of(n, shards) != k - 1)
    assert not wrong, f"{store}: cases of other shards: {wrong[:5]}"
    assert inventory >= INVENTORY[_survey(store)]  # the whole pack's, with every run


# Each published survey: (pack, stack) for each stack whose pages survey/recipe.py publish wrote
# (the recipe: the default stack's in docs/PACK/, another's in docs/PACK/NAME/).
PUBLISHED = [(name, s) for name in sorted(INVENTORY) for s in stacks(name)
             if (s.pages / "snapshot.json").is_file()]


@pytest.mark.parametrize("survey,stack", PUBLISHED, ids=[f"{n}-{s.name}" for n, s in PUBLISHED])
def test_the_shards_merge_with_one_provenance_at_the_pinned_versions(tmp_path: Path, survey: str,
                                                                      stack: Stack):
    out = tmp_path / "snapshot.json"
    stores = [str(s) for s in ALL_STORES if s.parents[1] == stack.stores]
    assert len(stores) == load(survey).shards, stores
    docs = stack.pages
    # the published columns (a probe being added shard by shard is not in them yet)
    doc = json.loads((docs / "snapshot.json").read_text())
    published = doc["probes"]
    proc = subprocess.run([capgrid_bin(), "merge", *stores, "--probes", ",".join(published),
                           "-o", str(out)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    snap = json.loads(out.read_text())
    assert snap["provenance_conflicts"] == []
    pins = {}
    for f in (stack.pins, ROOT / "survey" / survey / "requirements.txt"):
        pins.update(re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", f.read_text(), re.M))
    assert _stack_file(Path(stores[0])) == stack.pins
    assert snap["torch"].split("+")[0] == pins["torch"]
    for name in ("onnx", "onnxruntime", "onnxscript"):
        assert snap[name] == pins[name], name
    assert snap["library_version"] == pins[survey]
    assert snap["partial"] is False and snap["unclassified"] == []
    assert snap["probes"] == published
    # the published page is this merge: `python3 survey/recipe.py publish PACK` reproduces it

    def cells(d):
        return {(c["name"], p): (c[p], c[p + "_cause"]) for c in d["cases"] for p in published}

    want, got = cells(doc), cells(snap)
    differ = sorted(k for k in want.keys() | got.keys() if want.get(k) != got.get(k))
    assert not differ, f"{len(differ)} cells differ from {docs}/snapshot.json: {differ[:10]}"


# (pack, the stack before, the stack) for each published stack after a published one
VIEWS = [(name, a, b) for name in sorted(INVENTORY)
         for a, b in zip(stacks(name), stacks(name)[1:], strict=False)
         if (a.pages / "snapshot.json").is_file() and (b.pages / "snapshot.json").is_file()]


@pytest.mark.parametrize("survey,older,stack", VIEWS, ids=[f"{n}-{s.name}" for n, _, s in VIEWS])
def test_a_stacks_version_view_is_the_diff_of_the_published_snapshots_and_linked(
        survey: str, older: Stack, stack: Stack):
    """A stack's versions.{html,md} are `capgrid diff` of the stack before it and this stack's
    published snapshots (survey/recipe.py publish); its pages link them, and every other published
    stack's pages link this stack's page and version view (whichever page a reader starts on)."""
    docs = stack.pages
    for fmt, ext in (("versions-html", "html"), ("versions-md", "md")):
        proc = subprocess.run([capgrid_bin(), "diff", str(older.pages / "snapshot.json"),
                               str(docs / "snapshot.json"), "--format", fmt],
                              capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == (docs / f"versions.{ext}").read_text(), f"{docs}/versions.{ext}"
        for other in stacks(survey):
            if other == stack or not (other.pages / "snapshot.json").is_file():
                continue
            page = (other.pages / f"export_support.{ext}").read_text()
            rel = os.path.relpath(docs, other.pages)
            for stem in ("export_support", "versions"):
                href = f"{rel}/{stem}.{ext}"
                assert (f'href="{href}"' if ext == "html" else f"]({href})") in page, \
                    (other.pages, href)
        assert (f'href="versions.{ext}"' if ext == "html" else "](versions.md)") in \
            (docs / f"export_support.{ext}").read_text()


def _pins(stack: Path) -> dict[str, str]:
    text = stack.read_text()
    return {re.sub(r"[-_.]+", "-", n).lower(): v
            for n, v in re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", text, re.M)}


@pytest.mark.parametrize("store", ALL_STORES, ids=[_id(s) for s in ALL_STORES])
def test_every_distribution_of_the_stores_stack_is_pinned(store: Path):
    """A result is valid only with the stack it recorded, its requirement closure included: a
    fresh `make setup` must install exactly that, or nothing committed is reused."""
    db = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
    try:
        newest = db.execute("SELECT max(stack_id) FROM results").fetchone()[0]
        stack = json.loads(db.execute("SELECT * FROM stacks WHERE rowid = ?",
                                      (newest,)).fetchone()[1])["stack"]
    finally:
        db.close()
    pins = _pins(_stack_file(store))
    recorded = stack.get("distributions", {})
    assert recorded, f"{store}: its newest stack records no distributions"
    differ = {n: (v, pins.get(n)) for n, v in recorded.items() if pins.get(n) != v}
    assert not differ, f"{store}: (recorded, pinned in {_stack_file(store)}): {differ}"
    assert stack["torch"].split("+")[0] == pins["torch"]


def test_every_stack_pins_torch_and_the_onnx_packages():
    """Each stack file (survey/stack.txt and survey/STACK/stack.txt) pins what the provenance
    names and says where torch's CPU build comes from."""
    stacks = [ROOT / "survey" / "stack.txt", *sorted((ROOT / "survey").glob("*/stack.txt"))]
    assert len(stacks) >= 2
    for f in stacks:
        pins = _pins(f)
        for name in ("torch", "onnx", "onnxruntime", "onnxscript", "onnx-ir", "numpy"):
            assert name in pins, f"{f}: no pin of {name}"
        assert re.search(r"^#\s*torch-index:\s*\S+", f.read_text(), re.M), f"{f}: no torch-index"


@pytest.mark.parametrize("store", STORES, ids=[_id(s) for s in STORES])
def test_status_on_a_shard_store_names_its_shard(store: Path):
    """`capgrid status` on a committed (schema-1) shard store, which records no selection, knows
    its shard from its results and calls it complete, not "missing" the other shards' cases; a
    shard committed while it gains a new column is missing only pairs of its own shard, and
    status names the command that resumes it."""
    before = store.read_bytes()
    k = int(store.parent.name.removeprefix("shard-"))
    n = load(_survey(store)).shards
    proc = subprocess.run([capgrid_bin(), "status", "--results", str(store.parent)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    last = proc.stdout.splitlines()[-1]
    # complete, or (a shard gaining a new column, committed as it goes) the command resuming it
    complete = (rf"shard {k}/{n}: complete: all \d+ \(case, probe\) pairs of this shard "
                r"have a result")
    resumable = (rf"shard {k}/{n}: missing: \d+ of \d+ \(case, probe\) pairs of this shard "
                 rf"\(resume with `capgrid run builtin:{store.parents[1].name} --results "
                 rf"\S+/shard-{k} --shard {k}/{n}`\)")
    assert re.fullmatch(complete, last) or re.fullmatch(resumable, last), proc.stdout
    assert store.read_bytes() == before
