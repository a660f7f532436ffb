"""Malformed inputs, end to end (docs/reliability.md): the built `capgrid` on each bad input must
print exactly one line on stderr, "capgrid: error: ..." naming the file, case or flag at fault,
exit 2, and leave every file that existed before byte-for-byte unchanged.

The engine-side inputs use tests/e2e/fake_worker.py (no torch, milliseconds); the pack errors
(syntax error, exception at import, duplicate names, non-tensor inputs) need the real worker, so
they run `python -m capgrid.worker` with $CAPGRID_PYTHON, else the interpreter running pytest, on
tiny pack files written into tmp_path.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import zlib
from pathlib import Path

import pytest
from harness import REPO, capgrid_bin, fake_python, real_python

from capgrid.protocol import PROTOCOL_VERSION


def fake_pack(tmp_path: Path, cases: list[str], worker: dict | None = None,
              name: str = "pack.json") -> str:
    pack = tmp_path / name
    pack.write_text(json.dumps({"cases": cases, "worker": worker or {}}))
    return str(pack)


def capgrid(tmp_path: Path, *args: str, timeout: float = 120,
            env: dict | None = None) -> subprocess.CompletedProcess:
    full_env = dict(os.environ)
    full_env["PYTHONPATH"] = str(REPO / "python")
    full_env.update(env or {})
    return subprocess.run([capgrid_bin(), *args], capture_output=True, text=True,
                          errors="backslashreplace", timeout=timeout, cwd=tmp_path, env=full_env)


def tree_contents(root: Path) -> dict[str, bytes]:
    """Every regular file under root and its bytes (the "nothing overwritten" check)."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and not p.is_symlink()}


def assert_untouched(root: Path, before: dict[str, bytes]) -> None:
    """Every file that existed is unchanged, except that worker logs (append-only by design,
    docs/protocol.md) may have grown and the run lock holds the latest pid; no new file but
    those two kinds appears."""
    after = tree_contents(root)
    for name, old in before.items():
        assert name in after, f"{name} was removed"
        if name.endswith("capgrid.lock"):
            continue
        if "/logs/" in f"/{name}":
            assert after[name].startswith(old), f"{name} was rewritten, not appended to"
        else:
            assert after[name] == old, f"{name} was overwritten"
    new = [k for k in after if k not in before]
    assert [k for k in new if not k.endswith("capgrid.lock") and "/logs/" not in f"/{k}"] == []


def assert_refused(proc: subprocess.CompletedProcess, *needles: str) -> str:
    """Exit 2 and exactly one stderr line, starting "capgrid: error: " and naming each needle."""
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("capgrid: error: "), lines[0]
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
    return lines[0]


@pytest.fixture()
def survey(tmp_path: Path) -> Path:
    """A results store from a complete fake run, and a snapshot merged from it."""
    pack = fake_pack(tmp_path, ["g.one", "g.two"])
    results = tmp_path / "results"
    proc = capgrid(tmp_path, "run", "--python", fake_python(tmp_path), "--results", str(results),
                   "-j", "1", pack)
    assert proc.returncode == 0, proc.stderr
    return results


def merged_snapshot(tmp_path: Path, results: Path) -> Path:
    out = tmp_path / "snapshot.json"
    proc = capgrid(tmp_path, "merge", str(results), "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    return out


# --- the results store ----------------------------------------------------------------------


def test_store_of_random_bytes(tmp_path: Path) -> None:
    results = tmp_path / "results"
    results.mkdir()
    (results / "capgrid.sqlite").write_bytes(os.urandom(8192))
    python, pack = fake_python(tmp_path), fake_pack(tmp_path, ["g.a"])
    before = tree_contents(tmp_path)
    store = str(results / "capgrid.sqlite")
    assert_refused(capgrid(tmp_path, "status", "--results", str(results)), store)
    assert_refused(capgrid(tmp_path, "run", "--python", python, "--results", str(results), pack),
                   store)
    assert_untouched(tmp_path, before)


def test_truncated_store(tmp_path: Path, survey: Path) -> None:
    store = survey / "capgrid.sqlite"
    data = store.read_bytes()
    assert len(data) > 4096
    store.write_bytes(data[: len(data) // 2])
    for extra in survey.glob("capgrid.sqlite-*"):  # the WAL must not repair it
        extra.unlink()
    before = tree_contents(tmp_path)
    assert_refused(capgrid(tmp_path, "status", "--results", str(survey)), str(store))
    assert_refused(capgrid(tmp_path, "run", "--python", fake_python(tmp_path), "--results",
                           str(survey), str(tmp_path / "pack.json")), str(store))
    assert_untouched(tmp_path, before)


def test_store_of_another_schema(tmp_path: Path) -> None:
    results = tmp_path / "results"
    results.mkdir()
    with sqlite3.connect(results / "capgrid.sqlite") as db:
        db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        db.execute("INSERT INTO meta VALUES ('schema_version', '99')")
    before = tree_contents(tmp_path)
    assert_refused(capgrid(tmp_path, "status", "--results", str(results)),
                   str(results / "capgrid.sqlite"), "schema version '99'")
    assert_untouched(tmp_path, before)


@pytest.mark.parametrize("sql,needle", [
    ("UPDATE results SET record = '{not json' WHERE probe = 'onnx'", "the record of g."),
    ("UPDATE runs SET probes = 'nope'", "run 1 probes is not JSON"),
    ("UPDATE runs SET packs = '{}'", "run 1 packs is not a list of strings"),
    ("UPDATE inventory SET info = 'nope'", "the inventory entry of 'g."),
], ids=["record", "probes", "packs", "inventory"])
def test_store_with_a_json_column_that_is_not_json(tmp_path: Path, survey: Path, sql: str,
                                                   needle: str) -> None:
    # Found here: `status` and `merge` died on an uncaught nlohmann exception (exit 134).
    with sqlite3.connect(survey / "capgrid.sqlite") as db:
        db.execute(sql)
    db.close()
    inv = REPO / "tests" / "data" / "objects_inv" / "objects.inv"
    before = tree_contents(tmp_path)
    store = str(survey / "capgrid.sqlite")
    assert_refused(capgrid(tmp_path, "status", "--results", str(survey)), store, needle)
    proc = capgrid(tmp_path, "merge", str(survey), "-o", str(tmp_path / "snap.json"), "--force",
                   "--objects-inv", str(inv))
    assert_refused(proc, store, needle)
    assert_untouched(tmp_path, before)


# --- snapshots (render, diff) ---------------------------------------------------------------

# Each bad snapshot and what the refusal says about it, after "snapshot PATH: " (report_model.cc).
BAD_SNAPSHOTS = {
    "not-json": (b"this is not json {", "not JSON ("),
    "truncated": (b'{"header": {"generated_at": "2026-', "not JSON ("),
    "not-utf8": (b'{"header": "\xff\xfe"}', "not JSON ("),
    "wrong-schema": (json.dumps({"header": 1, "rows": "none"}).encode(),
                     "not a snapshot (no 'cases' list)"),
    "a-list": (b"[1, 2, 3]", "not a snapshot (expected a JSON object with 'cases')"),
    # found by report_model_fuzz: `render` aborted (uncaught out_of_range.406), exit 134
    "number-overflow": (b'{"cases": [], "x": 1e99999}', "not JSON ("),
}


@pytest.mark.parametrize("kind", sorted(BAD_SNAPSHOTS))
def test_render_refuses_a_bad_snapshot_and_keeps_the_old_page(tmp_path: Path, kind: str) -> None:
    body, why = BAD_SNAPSHOTS[kind]
    snap = tmp_path / f"{kind}.json"
    snap.write_bytes(body)
    page = tmp_path / "page.md"
    page.write_text("the previous page\n")
    before = tree_contents(tmp_path)
    proc = capgrid(tmp_path, "render", str(snap), "--format", "md", "-o", str(page))
    # The refusal is about the snapshot's content: a usage error from the option parser (a
    # broken --format or -o) names neither the file nor what is wrong with it.
    assert_refused(proc, f"capgrid: error: snapshot {snap}: {why}")
    assert_untouched(tmp_path, before)


@pytest.mark.parametrize("kind", sorted(BAD_SNAPSHOTS))
def test_diff_refuses_a_bad_snapshot(tmp_path: Path, survey: Path, kind: str) -> None:
    good = merged_snapshot(tmp_path, survey)
    bad = tmp_path / f"{kind}.json"
    bad.write_bytes(BAD_SNAPSHOTS[kind][0])
    before = tree_contents(tmp_path)
    assert_refused(capgrid(tmp_path, "diff", str(good), str(bad)), str(bad))
    assert_refused(capgrid(tmp_path, "diff", str(bad), str(good)), str(bad))
    assert_untouched(tmp_path, before)


def test_missing_snapshot_is_named(tmp_path: Path, survey: Path) -> None:
    good = merged_snapshot(tmp_path, survey)
    assert_refused(capgrid(tmp_path, "diff", str(good), str(tmp_path / "nope.json")),
                   str(tmp_path / "nope.json"))


# --- merge --objects-inv --------------------------------------------------------------------


@pytest.mark.parametrize("body", [
    b"not an inventory at all",
    b"# Sphinx inventory version 2\n# Project: x\n# Version: 1\n"
    b"# The remainder of this file is compressed using zlib.\nthis is not zlib",
    b"# Sphinx inventory version 2\n# Project: x\n# Version: 1\n"
    b"# The remainder of this file is compressed using zlib.\n"
    + zlib.compress(b"kornia.filters.sobel py:function 1 api.html#$ -\n")[:12],
], ids=["no-header", "not-zlib", "truncated-zlib"])
def test_merge_refuses_a_bad_objects_inv_and_keeps_the_old_snapshot(
        tmp_path: Path, survey: Path, body: bytes) -> None:
    out = merged_snapshot(tmp_path, survey)
    inv = tmp_path / "objects.inv"
    inv.write_bytes(body)
    before = tree_contents(tmp_path)
    proc = capgrid(tmp_path, "merge", str(survey), "-o", str(out), "--objects-inv", str(inv))
    assert_refused(proc, str(inv))
    assert_untouched(tmp_path, before)


@pytest.mark.parametrize("with_inv", [True, False], ids=["objects-inv", "no-objects-inv"])
def test_merge_output_under_a_file_is_refused(tmp_path: Path, survey: Path,
                                              with_inv: bool) -> None:
    # Without --objects-inv the refusal is still one line: the "no --objects-inv" warning is
    # only printed once a snapshot is written.
    merged_snapshot(tmp_path, survey)
    blocker = tmp_path / "file"
    blocker.write_text("a regular file\n")
    before = tree_contents(tmp_path)
    target = blocker / "sub" / "snapshot.json"
    inv = REPO / "tests" / "data" / "objects_inv" / "objects.inv"
    extra = ["--objects-inv", str(inv)] if with_inv else []
    assert_refused(capgrid(tmp_path, "merge", str(survey), "-o", str(target), *extra),
                   str(target))
    assert_untouched(tmp_path, before)


# --- capgrid run: flags -----------------------------------------------------------------------


@pytest.mark.parametrize("flags,needle", [
    (["-j", "0"], "-j 0: expected at least 1 worker"),
    (["-j", "-3"], "-j -3: expected at least 1 worker"),
    (["--probes", "onnx,bogus"], "unknown probe 'bogus'"),
    (["--rerun-kept", "grad,bogus"], "--rerun-kept: unknown probe 'bogus'"),
    (["--groups", "nope"], "--groups: unknown group 'nope'"),
    (["--timeout", "-1"], "--timeout -1"),
])
def test_bad_run_flag(tmp_path: Path, survey: Path, flags: list[str], needle: str) -> None:
    before = tree_contents(tmp_path)
    proc = capgrid(tmp_path, "run", str(tmp_path / "pack.json"), "--python",
                   fake_python(tmp_path), "--results", str(survey), *flags)
    assert_refused(proc, needle)
    assert_untouched(tmp_path, before)


def test_results_dir_under_a_regular_file(tmp_path: Path) -> None:
    # Root ignores permission bits, so the unwritable directory is one under a regular file.
    blocker = tmp_path / "file"
    blocker.write_text("a regular file\n")
    pack, python = fake_pack(tmp_path, ["g.a"]), fake_python(tmp_path)
    before = tree_contents(tmp_path)
    results = blocker / "sub"
    proc = capgrid(tmp_path, "run", "--python", python, "--results", str(results), pack)
    assert_refused(proc, str(results))
    assert_untouched(tmp_path, before)


# --- the worker's first line ------------------------------------------------------------------


@pytest.mark.parametrize("worker,needle", [
    ({"hello_line": "bad-json"}, "failed to start: not JSON"),
    ({"hello_line": "huge-line"}, "failed to start: a reply line longer than 64 MiB"),
    ({"protocol": 1},
     f"speaks protocol version 1, this capgrid speaks version {PROTOCOL_VERSION}"),
    ({"exit_before_hello": 5}, "exited with status 5 before its hello"),
], ids=["not-json", "100MB-line", "protocol-2", "exit-before-hello"])
def test_worker_that_cannot_say_hello(tmp_path: Path, survey: Path, worker: dict,
                                      needle: str) -> None:
    pack = fake_pack(tmp_path, ["g.one", "g.two"], worker)
    before = tree_contents(tmp_path)
    proc = capgrid(tmp_path, "run", "--python", fake_python(tmp_path), "--results", str(survey),
                   pack, timeout=60)
    assert_refused(proc, needle)
    assert_untouched(tmp_path, before)


def test_a_100mb_reply_mid_job_is_a_result_not_a_crash(tmp_path: Path) -> None:
    pack = fake_pack(tmp_path, ["g.ok", "g.huge-line-in-export"])
    results = tmp_path / "results"
    proc = capgrid(tmp_path, "run", "--python", fake_python(tmp_path), "--results", str(results),
                   "--timeout", "20", pack)
    assert proc.returncode == 0, proc.stderr
    with sqlite3.connect(results / "capgrid.sqlite") as db:
        rows = dict(db.execute("SELECT case_name || '/' || probe, status FROM results"))
    assert rows["g.huge-line-in-export/export"] == "protocol-error"
    assert rows["g.ok/export"] == "ok"


# --- packs (the real worker) ------------------------------------------------------------------

PACKS = {
    "syntax-error": ("import torch\nCASES = [\n", ":2: SyntaxError"),
    "raises-at-import": ("raise RuntimeError('pack refuses to load')\n",
                         "pack refuses to load"),
    "duplicate-names": (
        "import torch\nfrom capgrid import case\n"
        "X = torch.ones(2, 3)\n"
        "CASES = [case('t.dup', 't', torch.relu, [X]),\n"
        "         case('t.dup', 't', torch.sigmoid, [X])]\n", "t.dup"),
    "non-tensor-input": (
        "import torch\nfrom capgrid import case\n"
        "CASES = [case('t.listin', 't', torch.relu, [[1.0, 2.0]])]\n", "t.listin"),
    "no-cases": ("import torch\n", "CASES"),
}


@pytest.mark.parametrize("kind", sorted(PACKS))
def test_bad_pack(tmp_path: Path, survey: Path, kind: str) -> None:
    source, needle = PACKS[kind]
    pack = tmp_path / f"{kind.replace('-', '_')}.py"
    pack.write_text(source)
    before = tree_contents(tmp_path)
    proc = capgrid(tmp_path, "run", "--python", real_python(), "--results", str(survey),
                   str(pack), timeout=180)
    assert_refused(proc, pack.name, needle)
    assert_untouched(tmp_path, before)


# --- an output path that names an input (bugs found here; fixed in merge.cc, cmd_render.cc) ---


def test_merge_never_writes_its_snapshot_over_a_results_store(tmp_path: Path,
                                                              survey: Path) -> None:
    before = tree_contents(tmp_path)
    store = survey / "capgrid.sqlite"
    assert_refused(capgrid(tmp_path, "merge", str(survey), "-o", str(store)), str(store),
                   "SQLite")
    assert_untouched(tmp_path, before)


def test_render_never_writes_its_page_over_the_snapshot(tmp_path: Path, survey: Path) -> None:
    snap = merged_snapshot(tmp_path, survey)
    before = tree_contents(tmp_path)
    proc = capgrid(tmp_path, "render", str(snap), "--format", "md", "-o", str(snap))
    assert_refused(proc, f"capgrid: error: -o {snap}: is the snapshot being rendered; "
                         "refusing to overwrite it")
    assert_untouched(tmp_path, before)


def test_device_cuda_is_refused_before_any_work_without_cuda(tmp_path: Path) -> None:
    """`--device cuda` on a machine whose torch has no CUDA: one line, exit 2, no store; with
    CUDA, the tiny pack runs on the GPU."""
    python = real_python()
    has_cuda = subprocess.run([python, "-c", "import torch; print(torch.cuda.is_available())"],
                              capture_output=True, text=True).stdout.strip() == "True"
    pack = str(REPO / "tests" / "packs" / "tiny.py")
    proc = capgrid(tmp_path, "run", pack, "--device", "cuda", "--python", python, "-j", "1",
                   "--results", "r", timeout=600)
    if has_cuda:
        assert proc.returncode == 0, proc.stderr
        snapshot = json.loads((tmp_path / "r" / "snapshot.json").read_text())
        assert snapshot["device"] == "cuda"
        return
    assert_refused(proc, "--device cuda: CUDA is not available", "use --device cpu")
    # before the results folder, its lock, logs/ or a worker exist
    assert not (tmp_path / "r").exists()


@pytest.mark.parametrize(("opset", "needle"), [
    ("3", "--opset 3: expected 7 or more"),       # the engine's own check
    ("999", "--opset 999: expected an integer from 7 to"),  # the worker's (its onnx's highest)
])
def test_opset_out_of_range_is_refused(tmp_path: Path, opset: str, needle: str) -> None:
    pack = str(REPO / "tests" / "packs" / "tiny.py")
    proc = capgrid(tmp_path, "run", pack, "--opset", opset, "--python", real_python(),
                   "--results", "r", timeout=600)
    assert_refused(proc, needle)
    assert not (tmp_path / "r" / "capgrid.sqlite").exists()
