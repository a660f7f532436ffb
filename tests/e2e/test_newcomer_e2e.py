"""The rough edges a new user hit on a first survey of a library capgrid had never seen
(issue "A first survey of a library capgrid has never seen"): each one's fix, through the
binary."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from harness import REPO, capgrid_bin

PACKS = REPO / "tests" / "packs"


def capgrid(cwd: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    env = env or dict(os.environ, PYTHONPATH=str(REPO / "python"))
    return subprocess.run([capgrid_bin(), *args], capture_output=True, text=True, timeout=600,
                          cwd=cwd, env=env)


def test_a_test_file_that_cannot_be_collected_says_why(tmp_path: Path) -> None:
    shutil.copytree(PACKS / "toylib", tmp_path / "lib" / "toylib")
    (tmp_path / "suite").mkdir()
    (tmp_path / "suite" / "test_needs_extra.py").write_text(
        "import not_installed_pkg_xyz  # noqa: F401\n\n\ndef test_it():\n    pass\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path / "lib"),
                                                       str(REPO / "python")]))
    found = capgrid(tmp_path, "discover", "toylib", "-o", "p.py", "--from", "tests", "--tests",
                    "suite", "--python", sys.executable, env=env)
    assert found.returncode == 0, found.stderr
    assert "1 of 1 test files did not run to the end" in found.stdout, found.stdout
    pack = (tmp_path / "p.py").read_text()
    assert "test_needs_extra.py: pytest exit status 2: ModuleNotFoundError: No module named " \
           "'not_installed_pkg_xyz'" in pack, pack[-800:]


def test_the_builtin_cause_rules_are_printed_for_a_causes_file(tmp_path: Path) -> None:
    shown = capgrid(tmp_path, "merge", "--builtin-causes")
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout) == json.loads((REPO / "data" / "causes.json").read_text())
    assert list(tmp_path.iterdir()) == []
    # merge without -o (and without --builtin-causes) is still one line, exit 2
    bare = capgrid(tmp_path, "merge", "results")
    assert bare.returncode == 2
    assert bare.stderr.strip().splitlines() == [
        "capgrid: error: -o: give the snapshot path to write"]


BAD_PACK = '''import torch
from capgrid import case

CASES = [
    case("fine", "g", torch.relu, [torch.ones(2)]),
    case("listed", "g", torch.relu, [[1, 2]]),
    case("worded", "g", torch.relu, ["x"]),
]
'''


def test_a_refused_run_lists_every_bad_case_and_leaves_nothing_behind(tmp_path: Path) -> None:
    (tmp_path / "bad_pack.py").write_text(BAD_PACK)
    args = ["run", "bad_pack.py", "--probes", "export", "--python", sys.executable]
    fresh = capgrid(tmp_path, *args, "--results", "new")
    assert fresh.returncode == 2
    assert fresh.stderr.strip().splitlines() == [
        "capgrid: error: 2 cases cannot be collected:",
        "  bad_pack.py:6: case 'listed': input 0 is a list, not a tensor (put it in kwargs or "
        "wrap the target)",
        "  bad_pack.py:7: case 'worded': input 0 is a str, not a tensor (put it in kwargs or "
        "wrap the target)"]
    assert not (tmp_path / "new").exists()
    # a folder that was there keeps what it held, and gets nothing new
    (tmp_path / "old" / "logs").mkdir(parents=True)
    (tmp_path / "old" / "logs" / "earlier.log").write_text("kept\n")
    again = capgrid(tmp_path, *args, "--results", "old")
    assert again.returncode == 2
    assert sorted(str(p.relative_to(tmp_path / "old")) for p in (tmp_path / "old").rglob("*")) \
        == ["logs", "logs/earlier.log"]


def test_the_causes_example_of_the_cli_guide_classifies_a_cell(tmp_path: Path) -> None:
    """docs/cli.md's --causes example, as written, gives an unclassified failure its cause."""
    guide = (REPO / "docs" / "cli.md").read_text()
    section = guide.split("## Cause rules of your own", 1)[1]
    example = section.split("```json\n", 1)[1].split("```", 1)[0]
    (tmp_path / "my_causes.json").write_text(example)
    (tmp_path / "scipy_pack.py").write_text(
        "import torch\nfrom capgrid import case\n\n\n"
        "def calls_scipy(x):\n"
        "    if torch.compiler.is_compiling() or torch.compiler.is_exporting():\n"
        "        raise RuntimeError('needs scipy.ndimage here')\n"
        "    return x * 2\n\n\n"
        "CASES = [case('calls_scipy', 'g', calls_scipy, [torch.ones(2)])]\n")
    ran = capgrid(tmp_path, "run", "scipy_pack.py", "--probes", "export", "--results", "r",
                  "--python", sys.executable)
    assert ran.returncode == 0, ran.stderr
    assert "`capgrid merge RESULTS -o snapshot.json` --causes FILE" in ran.stdout + ran.stderr
    assert "--objects-inv" not in ran.stdout + ran.stderr
    merged = capgrid(tmp_path, "merge", "r", "--causes", "my_causes.json", "-o", "s.json")
    assert merged.returncode == 0, merged.stderr
    assert "unclassified" not in merged.stdout, merged.stdout
    (row,) = json.loads((tmp_path / "s.json").read_text())["cases"]
    assert row["export_cause"] == "mylib-needs-scipy", row


def test_status_lists_the_finished_cells_of_a_run(tmp_path: Path) -> None:
    """`capgrid status --cells` (the fake worker): every finished cell, one line each, also of a
    run that has not finished (a selection of the cases so far)."""
    from harness import fake_python

    (tmp_path / "pack.json").write_text(json.dumps({"cases": ["g.ok1", "g.fail-in-export",
                                                              "g.later"], "worker": {}}))
    ran = capgrid(tmp_path, "run", "pack.json", "--python", fake_python(tmp_path), "--probes",
                  "onnx,export", "--results", "r", "-k", "ok1 or fail")
    assert ran.returncode == 0, ran.stderr
    cells = capgrid(tmp_path, "status", "--results", "r", "--cells")
    assert cells.returncode == 0, cells.stderr
    assert cells.stdout.splitlines() == [
        line for line in cells.stdout.splitlines() if line.startswith("g.")]
    shown = [line.split("  ")[:3] for line in cells.stdout.splitlines()]
    assert shown == [["g.ok1", "onnx", "ok"], ["g.ok1", "export", "ok"],
                     ["g.fail-in-export", "onnx", "ok"], ["g.fail-in-export", "export", "fail"]]
    assert cells.stdout.splitlines()[3].endswith("RuntimeError: fake boom")
    listed = json.loads(capgrid(tmp_path, "status", "--results", "r", "--cells",
                                "--format", "json").stdout)
    assert [(c["case"], c["probe"], c["status"]) for c in listed] == [tuple(s) for s in shown]
