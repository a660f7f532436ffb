"""survey/kornia/check_reference.py, which publish.sh runs on $KORNIA_SNAPSHOT before comparing
the survey with it, on files of this repository: a file in Kornia's layout passes, the
repository's own capgrid snapshot, a missing file and a Kornia-layout file with a cell outside
the vocabulary are each refused with one line and exit 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "survey" / "kornia" / "check_reference.py"
KORNIA_LAYOUT = ROOT / "tests" / "data" / "kornia_layout" / "export_support.json"


def check(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True,
                          text=True, timeout=60)


def refusal(proc: subprocess.CompletedProcess) -> str:
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("check_reference.py: "), lines[0]
    return lines[0]


def test_a_file_in_kornias_layout_passes():
    proc = check(KORNIA_LAYOUT)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == (f"Kornia's snapshot {KORNIA_LAYOUT}: 8 rows, kornia 0.9.0rc1, "
                           "torch 2.9.1+cu128, revision e0969438\n")


def test_a_missing_file_names_the_variable_and_where_the_file_comes_from(tmp_path):
    line = refusal(check(tmp_path / "nope.json"))
    assert f"no Kornia snapshot at {tmp_path / 'nope.json'}: set KORNIA_SNAPSHOT to" in line
    assert "Kornia's published docs/source/_data/export_support.json" in line


def test_a_capgrid_snapshot_is_not_taken_for_kornias():
    line = refusal(check(ROOT / "docs" / "kornia" / "snapshot.json"))
    assert "is a capgrid snapshot (format 'capgrid-snapshot'), not Kornia's" in line


def test_a_cell_outside_the_vocabulary_is_refused_where_it_is(tmp_path):
    snapshot = json.loads(KORNIA_LAYOUT.read_text())
    snapshot["cases"][2]["export"] = "works"
    bad = tmp_path / "export_support.json"
    bad.write_text(json.dumps(snapshot))
    line = refusal(check(bad))
    assert f"{bad}: not in Kornia's layout at cases/2/export: 'works' is not one of" in line


def test_a_file_that_is_not_json_is_refused(tmp_path):
    bad = tmp_path / "export_support.json"
    bad.write_text('{"cases": [')
    assert f"{bad}: not JSON (" in refusal(check(bad))
