"""data/probe_sources.json against the probes' code, and the check/bump/accept commands
(python/capgrid/probe_sources.py) on a temporary copy of the capgrid sources."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from capgrid import data, probe_sources

REPO = Path(__file__).resolve().parents[2]
TABLE = REPO / "data" / "probe_sources.json"
PROBES = tuple(json.loads((REPO / "data" / "statuses.json").read_text())["probes"])
# What the issue names as the code every probe runs besides its own module.
SHARED = ("capgrid/probes/job.py", "capgrid/flatten.py", "capgrid/compare.py",
          "capgrid/isolation.py")


def committed() -> dict:
    return json.loads(TABLE.read_text())


def test_committed_table_matches_the_code():
    """The check that forces a choice: a change to any file a probe runs fails here until the
    table is bumped or accepted (docs/probe_versions.md)."""
    lines = probe_sources.problems(committed(), PROBES)
    assert lines == [], "\n".join(lines)


def test_every_probe_has_an_entry_and_no_other():
    assert set(committed()["probes"]) == set(PROBES)


@pytest.mark.parametrize("probe", PROBES)
def test_listed_files_are_the_computed_closure(probe):
    entry = committed()["probes"][probe]
    listed = sorted(entry["files"])
    assert listed == probe_sources.closure(probe)
    assert f"capgrid/probes/{probe}.py" in listed
    assert set(SHARED) <= set(listed)
    assert "capgrid/__init__.py" not in listed  # EXCLUDED, see docs/probe_versions.md
    assert type(entry["version"]) is int and entry["version"] >= 1


def test_layout_is_stable():
    """Sorted keys, 2-space indent, trailing newline: what write_table writes."""
    text = TABLE.read_text()
    assert text == json.dumps(json.loads(text), sort_keys=True, indent=2,
                              ensure_ascii=False) + "\n"


def test_probe_versions_reads_the_table():
    versions = data.probe_versions()
    assert list(versions) == list(PROBES)
    assert versions == {p: committed()["probes"][p]["version"] for p in PROBES}
    assert data.probe_sources() == committed()["probes"]


@pytest.fixture
def copy(tmp_path):
    """A copy of the capgrid sources and of the table: (root, table path)."""
    root = tmp_path / "src"
    shutil.copytree(REPO / "python" / "capgrid", root / "capgrid",
                    ignore=shutil.ignore_patterns("__pycache__"))
    table = tmp_path / "probe_sources.json"
    shutil.copy(TABLE, table)
    return root, table


def run(capsys, root, table, *args):
    rc = probe_sources.main([*args, "--root", str(root), "--table", str(table)])
    out, err = capsys.readouterr()
    return rc, out, err


def versions(table) -> dict:
    return {p: e["version"] for p, e in json.loads(table.read_text())["probes"].items()}


def keeps(table) -> dict:
    return {p: e["keeps"] for p, e in json.loads(table.read_text())["probes"].items()
            if "keeps" in e}


def test_a_bump_can_keep_the_previous_versions_results(copy, capsys):
    root, table = copy
    before = versions(table)
    chain = keeps(table).get("export", [])  # the declarations of the bumps before
    rc, _, err = run(capsys, root, table, "bump", "export", "--keep-unless", "graphs=0",
                     "--keep-unless", "detail=not json")
    assert (rc, err) == (0, "")
    assert versions(table)["export"] == before["export"] + 1
    first = {"from": before["export"], "unless": {"graphs": 0, "detail": "not json"}}
    assert keeps(table)["export"] == [*chain, first]
    rc, _, _ = run(capsys, root, table, "accept", "export")  # accept leaves it as it is
    assert rc == 0 and keeps(table)["export"] == [*chain, first]
    # a second bump that keeps appends to the chain: a result of the version before the first
    # bump stays valid through both
    rc, _, _ = run(capsys, root, table, "bump", "export", "--keep-unless", 'status="fail"')
    assert rc == 0 and keeps(table)["export"] == [
        *chain, first, {"from": before["export"] + 1, "unless": {"status": "fail"}}]
    rc, _, _ = run(capsys, root, table, "bump", "export")  # a plain bump keeps nothing
    assert rc == 0 and "export" not in keeps(table)
    for bad in (["accept", "export", "--keep-unless", "graphs=0"],
                ["bump", "export", "--keep-unless", "graphs"]):
        text = table.read_text()
        rc, out, err = run(capsys, root, table, *bad)
        assert (rc, out) == (2, "") and "--keep-unless" in err and len(err.splitlines()) == 1
        assert table.read_text() == text  # nothing written


def test_a_bump_that_only_adds_fields_keeps_every_result(copy, capsys):
    root, table = copy
    before = versions(table)
    chain = keeps(table).get("onnx", [])
    rc, _, err = run(capsys, root, table, "bump", "onnx", "--keep-all")
    assert (rc, err) == (0, "")
    assert versions(table)["onnx"] == before["onnx"] + 1
    # an empty `unless`: no record field makes a result of the previous version stale
    assert keeps(table)["onnx"] == [*chain, {"from": before["onnx"], "unless": {}}]
    for bad in (["accept", "onnx", "--keep-all"],
                ["bump", "onnx", "--keep-all", "--keep-unless", "graphs=0"]):
        text = table.read_text()
        rc, out, err = run(capsys, root, table, *bad)
        assert (rc, out) == (2, "") and "--keep-all" in err and len(err.splitlines()) == 1
        assert table.read_text() == text


def test_check_passes_on_an_unchanged_copy(copy, capsys):
    rc, out, err = run(capsys, *copy)
    assert (rc, err) == (0, "")
    assert "up to date" in out


def test_a_shared_file_changed_forces_a_choice_for_every_probe(copy, capsys):
    root, table = copy
    with open(root / "capgrid" / "compare.py", "a") as f:
        f.write("\n# a change\n")
    rc, out, _ = run(capsys, root, table)
    assert rc == 1
    lines = out.splitlines()
    assert len(lines) == len(PROBES)
    for probe, line in zip(PROBES, lines, strict=True):
        assert line.startswith(f"{probe}: capgrid/compare.py changed: ")
        assert f"bump {probe}" in line and f"accept {probe}" in line

    # accept keeps the version and clears that probe only
    before = versions(table)
    rc, _, _ = run(capsys, root, table, "accept", PROBES[0])
    assert rc == 0
    assert versions(table) == before
    rc, out, _ = run(capsys, root, table)
    assert rc == 1
    assert [line.split(":")[0] for line in out.splitlines()] == list(PROBES[1:])

    # bump increments only the probe named
    rc, _, _ = run(capsys, root, table, "bump", PROBES[1])
    assert rc == 0
    assert versions(table) == {**before, PROBES[1]: before[PROBES[1]] + 1}
    rc, _, _ = run(capsys, root, table, "accept", *PROBES[2:])
    assert rc == 0
    rc, out, _ = run(capsys, root, table)
    assert rc == 0, out
    text = table.read_text()
    assert text.endswith("}\n") and json.loads(text)["probes"][PROBES[0]]["files"][
        "capgrid/compare.py"] == probe_sources.digest(root / "capgrid" / "compare.py")


def test_own_module_changed_concerns_that_probe_only(copy, capsys):
    root, table = copy
    probe = PROBES[-1]
    with open(root / "capgrid" / "probes" / f"{probe}.py", "a") as f:
        f.write("\n# a change\n")
    rc, out, _ = run(capsys, root, table)
    assert rc == 1
    assert out.splitlines() == [
        f"{probe}: capgrid/probes/{probe}.py changed: "
        f"'python -m capgrid.probe_sources bump {probe}' if {probe}'s results may change, "
        f"else 'python -m capgrid.probe_sources accept {probe}'"]


def test_a_function_level_import_adds_and_removes_a_file(copy, capsys):
    """A file imported inside a function counts (the probe runs it); dropping the import makes
    check report it as no longer run."""
    root, table = copy
    probe = "export"  # no other probe imports it (onnx_dynamic and speed import onnx.py)
    (root / "capgrid" / "helper_x.py").write_text("VALUE = 1\n")
    module = root / "capgrid" / "probes" / f"{probe}.py"
    original = module.read_text()
    module.write_text(original + "\n\ndef _late():\n    from ..helper_x import VALUE\n"
                      "    return VALUE\n")
    rc, out, _ = run(capsys, root, table)
    assert rc == 1
    assert f"{probe}: capgrid/helper_x.py is new in this probe's code" in out
    assert all(line.startswith(f"{probe}: ") for line in out.splitlines())
    assert run(capsys, root, table, "accept", probe)[0] == 0
    assert "capgrid/helper_x.py" in json.loads(table.read_text())["probes"][probe]["files"]

    module.write_text(original)
    rc, out, _ = run(capsys, root, table)
    assert rc == 1
    assert f"{probe}: capgrid/helper_x.py is no longer run by this probe" in out


def test_a_file_outside_every_closure_needs_no_choice(copy, capsys):
    root, table = copy
    for name in ("__init__.py", "worker.py", "collect.py"):
        with open(root / "capgrid" / name, "a") as f:
            f.write("\n# a change\n")
    assert run(capsys, root, table)[0] == 0


def test_a_probe_missing_from_the_table(copy, capsys):
    root, table = copy
    t = json.loads(table.read_text())
    before = {p: t["probes"][p]["version"] for p in PROBES}
    del t["probes"][PROBES[1]]
    t["probes"]["gone"] = {"version": 3, "files": {}}
    table.write_text(json.dumps(t))
    rc, out, _ = run(capsys, root, table)
    assert rc == 1
    assert f"{PROBES[1]}: a probe with no entry: " in out
    assert "gone: in the table but not a probe of data/statuses.json" in out
    assert run(capsys, root, table, "bump", PROBES[1])[0] == 0
    # a new entry starts at 1, the others keep theirs; gone dropped
    assert versions(table) == {**before, PROBES[1]: 1}
    assert run(capsys, root, table)[0] == 0


@pytest.mark.parametrize("args, message", [
    (["bump"], "bump needs the probes to record"),
    (["accept", "nope"], "unknown probe 'nope'"),
    (["check", "onnx"], "check takes no probe names"),
])
def test_bad_input_is_one_line_and_exit_2(copy, capsys, args, message):
    root, table = copy
    before = table.read_text()
    rc, out, err = run(capsys, root, table, *args)
    assert rc == 2 and out == ""
    assert err.count("\n") == 1 and message in err
    assert table.read_text() == before


def test_an_unreadable_table_is_exit_2(copy, capsys):
    root, table = copy
    table.write_text("{not json")
    rc, _, err = run(capsys, root, table)
    assert rc == 2 and err.count("\n") == 1 and str(table) in err


def test_the_module_runs_as_a_command():
    env = {**os.environ, "PYTHONPATH": str(REPO / "python")}
    proc = subprocess.run([sys.executable, "-m", "capgrid.probe_sources"], env=env,
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.strip() == f"{TABLE}: up to date ({len(PROBES)} probes)"


def test_an_installed_layout_checks_clean(tmp_path):
    """Installed, the package sits in site-packages with its data files in capgrid/data/
    (CMakeLists.txt): the keys are the same relative paths, so the committed table holds."""
    site = tmp_path / "site-packages"
    shutil.copytree(REPO / "python" / "capgrid", site / "capgrid",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (site / "capgrid" / "data").mkdir()
    # The data files the wheel installs, as CMakeLists.txt lists them.
    listed = re.search(r"install\(FILES (.*?) DESTINATION capgrid/data\)",
                       (REPO / "CMakeLists.txt").read_text(), re.S).group(1).split()
    installed = [Path(f.replace("${CMAKE_SOURCE_DIR}", str(REPO))) for f in listed]
    assert REPO / "data" / "probe_sources.json" in installed
    for path in installed:
        shutil.copy(path, site / "capgrid" / "data" / path.name)
    env = {**os.environ, "PYTHONPATH": str(site)}
    proc = subprocess.run([sys.executable, "-m", "capgrid.probe_sources"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert str(site / "capgrid" / "data" / "probe_sources.json") in proc.stdout
    versions = subprocess.run(
        [sys.executable, "-c", "from capgrid import data; print(data.probe_versions())"],
        env=env, cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert versions.strip() == repr(data.probe_versions())
