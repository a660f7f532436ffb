"""Incremental surveys end to end: the engine and real workers on a copy of tests/packs/deps.py.

Each file of the fixture library that only one capture reaches (compile, export, the ONNX export)
and the module whose constant the forward imports is edited in turn; the next `capgrid run` must
probe again exactly the pairs whose recorded sources hold that file, and reuse everything else
(docs/store.md "Reuse").
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from capgrid_binary import capgrid_bin

ROOT = Path(__file__).resolve().parents[2]
PACKS = ROOT / "tests" / "packs"


def run(results: Path, pack: Path, *extra: str, probes: str = "onnx,export,compile",
        site: Path | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    """``capgrid run`` with real workers; ``site``: a folder on the workers' path where the
    tests install packages; ``env``: more environment variables."""
    path = [str(ROOT / "python")] + ([str(site)] if site else [])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(path), "CAPGRID_PYTHON": sys.executable,
           **(env or {})}
    # the three static probes by default: the counts below are 3 per case (the dynamic-batch and
    # speed probes record their sources the same way, through the same Job)
    r = subprocess.run([capgrid_bin(), "run", str(pack), "-j", "1", "--results", str(results),
                        "--probes", probes, *extra], env=env, capture_output=True,
                       text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    return r


def counts(r: subprocess.CompletedProcess) -> tuple[int, int, int]:
    last = r.stdout.strip().splitlines()[-1]
    m = re.fullmatch(r"capgrid: reused (\d+), probed (\d+) of (\d+) results", last)
    assert m, last
    return int(m[1]), int(m[2]), int(m[3])


def results(store: Path) -> dict:
    """(case, probe) -> (finished_at, worker, times, sources) of the newest run."""
    db = sqlite3.connect(store / "capgrid.sqlite")
    try:
        run_id = db.execute("SELECT MAX(id) FROM runs").fetchone()[0]
        rows = db.execute(
            "SELECT r.case_name, r.probe, r.finished_at, r.worker, r.record, f.files "
            "FROM results r LEFT JOIN sources f ON f.id = r.sources_id WHERE r.run_id = ?",
            (run_id,)).fetchall()
    finally:
        db.close()
    return {(c, p): (t, w, json.loads(rec).get("times"), json.loads(files) if files else {})
            for c, p, t, w, rec, files in rows}


def reprobed(before: dict, after: dict) -> set:
    return {k for k in after if k not in before or after[k][:3] != before[k][:3]}


def copy_pack(work: Path, pack: str, library: str) -> Path:
    """A copy of tests/packs/PACK.py and its library folder under ``work/packs`` (the tests edit
    the copy); the folder."""
    pack_dir = work / "packs"
    pack_dir.mkdir()
    shutil.copy(PACKS / f"{pack}.py", pack_dir / f"{pack}.py")
    shutil.copytree(PACKS / library, pack_dir / library,
                    ignore=shutil.ignore_patterns("__pycache__"))
    return pack_dir


@pytest.fixture(scope="module")
def survey(tmp_path_factory):
    work = tmp_path_factory.mktemp("incremental")
    pack_dir = copy_pack(work, "deps", "deplib")
    store = work / "results"
    first = run(store, pack_dir / "deps.py")
    assert counts(first) == (0, 12, 12)
    return pack_dir, store


@pytest.mark.parametrize(("edited", "only"), [
    ("deplib/compile_only.py", {("deps.Scaler", "compile")}),
    ("deplib/export_only.py", {("deps.Scaler", "export")}),
    ("deplib/onnx_only.py", {("deps.Scaler", "onnx")}),
    ("deplib/constants.py", None),
])
def test_an_edited_file_reprobes_exactly_the_pairs_that_executed_it(survey, edited, only):
    pack_dir, store = survey
    before = results(store)
    users = {k for k, v in before.items() if edited in v[3]}
    if only is not None:
        assert users == only, f"{edited} is recorded by {sorted(users)}"
    else:  # the constant's module: every case running forward.py depends on it
        assert {("deps.Scaler", p) for p in ("onnx", "export", "compile")} <= users
    path = pack_dir / edited
    text = path.read_text()
    path.write_text(text.replace("SCALE = 3.0", "SCALE = 4.0") if "SCALE" in text
                    else text + "\n# edited by test_incremental\n")
    r = run(store, pack_dir / "deps.py")
    after = results(store)
    assert reprobed(before, after) == users
    assert counts(r) == (12 - len(users), len(users), 12)


def test_a_noop_rerun_probes_nothing_and_status_json_says_so(survey):
    pack_dir, store = survey
    before = results(store)
    r = run(store, pack_dir / "deps.py")
    assert counts(r) == (12, 0, 12)
    assert reprobed(before, results(store)) == set()
    status = subprocess.run([capgrid_bin(), "status", "--results", str(store), "--json"],
                            capture_output=True, text=True, check=True)
    doc = json.loads(status.stdout)
    assert (doc["reused"], doc["probed"], doc["total"]) == (12, 0, 12)
    assert doc["complete"] is True


def test_rerun_forces_the_chosen_case(survey):
    pack_dir, store = survey
    before = results(store)
    r = run(store, pack_dir / "deps.py", "--rerun", "Breaker")
    assert reprobed(before, results(store)) == {("deps.Breaker", p)
                                                for p in ("onnx", "export", "compile")}
    assert counts(r) == (9, 3, 12)


# ------------------------------------------------------------------ installed packages

def install(site: Path, name: str, version: str, files: dict) -> None:
    """Install a distribution into ``site`` as pip lays one out: its files and a
    ``NAME-VERSION.dist-info`` with METADATA and a RECORD of every file's hash."""
    uninstall(site, name)
    record = []
    for rel, data in files.items():
        target = site / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{rel},sha256={digest},{len(data)}")
    info = site / f"{name}-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
    record += [f"{info.name}/METADATA,,", f"{info.name}/RECORD,,"]
    (info / "RECORD").write_text("\n".join(record) + "\n")


def uninstall(site: Path, name: str) -> None:
    for info in site.glob(f"{name}-*.dist-info"):
        for line in (info / "RECORD").read_text().splitlines():
            (site / line.split(",")[0]).unlink(missing_ok=True)
        shutil.rmtree(info, ignore_errors=True)
    shutil.rmtree(site / name, ignore_errors=True)


def install_nativeacc(site: Path, version: str) -> None:
    # The Python file is the same in every version; only the compiled file changes (it is not
    # loaded here: what matters is that the distribution ships one, as torch-scatter does).
    install(site, "nativeacc", version, {
        "nativeacc/__init__.py": b"def kernel(x):\n    return x + 1\n",
        "nativeacc/_kernels.cpython-311-x86_64-linux-gnu.so": f"compiled {version}".encode()})


OPT_CASES = ("opt.double", "opt.scaled", "opt.accelerated")


@pytest.fixture(scope="module")
def optional(tmp_path_factory):
    work = tmp_path_factory.mktemp("optional")
    pack_dir = copy_pack(work, "optdeps", "optlib")
    site = work / "site"
    site.mkdir()
    install_nativeacc(site, "1.0")
    store = work / "results"
    first = run(store, pack_dir / "optdeps.py", probes="export", site=site)
    assert counts(first) == (0, 3, 3)
    return pack_dir / "optdeps.py", site, store


def probed_cases(optional, **kwargs) -> set:
    pack, site, store = optional
    before = results(store)
    r = run(store, pack, probes="export", site=site, **kwargs)
    changed = {c for c, _ in reprobed(before, results(store))}
    assert counts(r) == (3 - len(changed), len(changed), 3)
    return changed


def test_the_optional_import_and_the_compiled_distribution_are_recorded(optional):
    _, _, store = optional
    sources = {c: v[3] for (c, _), v in results(store).items()}
    assert sources["opt.scaled"].get("import:optaccel") == "absent", sources["opt.scaled"]
    assert "dist:nativeacc" in sources["opt.accelerated"], sources["opt.accelerated"]
    assert not any(k.startswith(("import:", "dist:")) for k in sources["opt.double"])


def test_installing_upgrading_and_removing_a_package_reprobes_exactly_its_users(optional):
    _, site, _ = optional
    assert probed_cases(optional) == set()
    install(site, "optaccel", "1.0", {"optaccel/__init__.py": b"def scale(x):\n    return x * 3\n"})
    assert probed_cases(optional) == {"opt.scaled"}  # installed: the case now runs it
    assert probed_cases(optional) == set()
    install(site, "optaccel", "1.1",
            {"optaccel/__init__.py": b"def scale(x):\n    return x * 3.0\n"})
    assert probed_cases(optional) == {"opt.scaled"}  # upgraded
    uninstall(site, "optaccel")
    assert probed_cases(optional) == {"opt.scaled"}  # removed: absent again
    assert probed_cases(optional) == set()


def test_upgrading_a_compiled_distribution_reprobes_its_users_even_if_no_python_changed(optional):
    _, site, _ = optional
    install_nativeacc(site, "1.1")
    assert probed_cases(optional) == {"opt.accelerated"}
    assert probed_cases(optional) == set()


def test_a_variable_that_changes_capture_is_in_the_key_and_a_cache_location_is_not(optional):
    assert probed_cases(optional, env={"TORCH_HOME": "/nonexistent/torch-home"}) == set()
    flag = {"TORCHDYNAMO_CAPTURE_SCALAR_OUTPUTS": "1"}
    assert probed_cases(optional, env=flag) == set(OPT_CASES)
    assert probed_cases(optional, env=flag) == set()
    # a run of its own: the plain stack's results are still there
    assert probed_cases(optional) == set()
    # two runs in all, whatever the library set at import (TORCH_OPTLIB_IMPORTED), with a cold
    # or a warm inventory cache: the plain one and the flag's. The variables this process passes
    # on count (a test that imported MONAI here has set CUBLAS_WORKSPACE_CONFIG).
    from capgrid.dependencies import capture_env

    inherited = capture_env(dict(os.environ))
    _, _, store = optional
    db = sqlite3.connect(store / "capgrid.sqlite")
    try:
        envs = [json.loads(p).get("env") for (p,) in db.execute("SELECT provenance FROM runs")]
    finally:
        db.close()
    assert envs == [inherited or None, {**inherited, **flag}], envs
