"""`capgrid render` driven as a user drives it: the built binary, real files.

The JUnit file must be well-formed XML that a CI dashboard can count; the Markdown table must
keep its shape; a bad snapshot must leave the previous page in place.
"""

from __future__ import annotations

import json
import subprocess
import xml.etree.ElementTree as ET

from capgrid_binary import REPO, capgrid_bin

# Kornia's layout (a few rows written by us), the published survey and the extras fixture.
KORNIA_LAYOUT = REPO / "tests" / "data" / "kornia_layout" / "export_support.json"
PUBLISHED = REPO / "docs" / "kornia" / "snapshot.json"
FIXTURE_SNAPSHOT = REPO / "tests" / "docs_fixture" / "snapshot.json"
STATUSES = json.loads((REPO / "data" / "statuses.json").read_text())["columns"]
PROBES = ("onnx", "export", "compile")


def capgrid(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([capgrid_bin(), *args], capture_output=True, text=True, check=False)


def test_junit_is_well_formed_and_counts_every_entry(tmp_path):
    for snapshot in (KORNIA_LAYOUT, PUBLISHED, FIXTURE_SNAPSHOT):
        out = tmp_path / "survey.xml"
        proc = capgrid("render", str(snapshot), "--format", "junit", "-o", str(out))
        assert proc.returncode == 0, proc.stderr
        root = ET.parse(out).getroot()
        doc = json.loads(snapshot.read_text())
        cases, probes = doc["cases"], doc.get("probes") or ["onnx", "export", "compile"]
        testcases = root.findall("./testsuite/testcase")
        assert len(testcases) == len(probes) * len(cases) == int(root.get("tests"))
        expected_fail = sum(STATUSES[c[p]]["counted"] and not STATUSES[c[p]]["supported"]
                            for c in cases for p in probes)
        expected_skip = sum(not STATUSES[c[p]]["counted"] for c in cases for p in probes)
        assert len(root.findall("./testsuite/testcase/failure")) == expected_fail
        assert len(root.findall("./testsuite/testcase/skipped")) == expected_skip
        for suite in root.findall("testsuite"):
            for case in suite.findall("testcase"):
                assert case.get("classname").startswith(suite.get("name"))


def test_markdown_failure_table_keeps_its_columns(tmp_path):
    out = tmp_path / "survey.md"
    proc = capgrid("render", str(FIXTURE_SNAPSHOT), "--format", "md", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    lines = [ln for ln in out.read_text().splitlines() if ln.startswith("| `toylib")]
    assert lines, "no package rows"
    for line in lines:
        # Unescaped pipes delimit cells: failure rows and package rows both have 6.
        cells = line.replace("\\|", "").split("|")[1:-1]
        assert len(cells) == 6, line


def test_bad_snapshot_is_one_line_exit_2_and_output_untouched(tmp_path):
    bad = tmp_path / "snapshot.json"
    bad.write_text("not json at all")
    page = tmp_path / "page.html"
    page.write_text("yesterday's page")
    proc = capgrid("render", str(bad), "--format", "html", "-o", str(page))
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1
    assert proc.stderr.startswith(f"capgrid: error: snapshot {bad}: not JSON")
    assert page.read_text() == "yesterday's page"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["page.html", "snapshot.json"]
