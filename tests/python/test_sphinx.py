"""The Sphinx extension end to end: a real sphinx-build (-W, warnings are errors) of the tiny
project in tests/docs_fixture, with the capgrid binary generating the page.

Figures are recomputed here from the snapshot with Kornia's counting rules, independently of
the C++ report model, and must appear on the built page.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from page_figures import ALL_WORDS, PROBES, expected_figures, probes_of

from capgrid_binary import REPO, capgrid_bin

FIXTURE = REPO / "tests" / "docs_fixture"
# Kornia's layout (a few rows written by us) and the repository's published Kornia survey.
KORNIA_LAYOUT = REPO / "tests" / "data" / "kornia_layout" / "export_support.json"
PUBLISHED = REPO / "docs" / "kornia" / "snapshot.json"
VOCABULARY = json.loads((REPO / "data" / "statuses.json").read_text())


def sphinx_build(tmp_path: Path, *overrides: str, check: bool = True):
    src = tmp_path / "src"
    shutil.copytree(FIXTURE, src)
    out = tmp_path / "html"
    env = dict(os.environ, CAPGRID_BIN=capgrid_bin(),
               PYTHONPATH=os.pathsep.join([str(REPO / "python"), os.environ.get("PYTHONPATH", "")]))
    cmd = [sys.executable, "-m", "sphinx", "-W", "-q", "-b", "html", str(src), str(out)]
    for o in overrides:
        cmd += ["-D", o]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    if check:
        assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc, src, out


class _TableRows(HTMLParser):
    """Counts body rows of table.capgrid-table and collects their status classes."""

    def __init__(self):
        super().__init__()
        self.depth = 0
        self.in_body = False
        self.rows: list[list[str]] = []

    def handle_starttag(self, tag, attrs):
        cls = dict(attrs).get("class") or ""
        if tag == "table" and "capgrid-table" in cls.split():
            self.depth += 1
        elif self.depth and tag == "tbody":
            self.in_body = True
        elif self.depth and self.in_body and tag == "tr":
            self.rows.append([])
        elif self.depth and self.in_body and tag == "span":
            for c in cls.split():
                if c.startswith("compat-"):
                    self.rows[-1].append(c[7:])

    def handle_endtag(self, tag):
        if tag == "tbody":
            self.in_body = False
        elif tag == "table" and self.depth:
            self.depth -= 1


def page_text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_fixture_page_shows_figures_legend_and_warning(tmp_path):
    _, src, out = sphinx_build(tmp_path)
    html = (out / "export_support.html").read_text()
    text = page_text(html)
    fig = expected_figures(FIXTURE / "snapshot.json")
    for p in PROBES:
        good, total = fig[p]
        assert f"{good} / {total}" in text
    assert f"{fig['ok_all']} of {fig['rows']} configurations are supported by all three" in text
    assert f"{fig['operators']} distinct operators, {fig['operators_onnx']} of which" in text
    # The partial snapshot is flagged by a visible admonition, and coverage is shown.
    assert re.search(r'class="admonition warning"', html)
    assert "This survey is partial." in text
    assert ("3 of the 5 public objects of toylib have a case: 2 are probed, 1 is registered as not "
            "applicable") in text
    # Legend lists the statuses present, with their labels from statuses.json.
    assert '<span class="compat-timeout">timeout</span>' in html
    assert '<span class="compat-crash">crash</span>' in html
    # Escaped snapshot text arrives as text, not markup.
    assert "data-dependent *branch* &lt;b&gt;bold&lt;/b&gt; &amp; more" in html
    # ...and the documented operator is cross-referenced to its API entry.
    assert 'href="index.html#toylib.geo.warp_affine"' in html
    # The script and style are installed and linked.
    assert (out / "_static" / "capgrid_page.js").is_file()
    assert (out / "_static" / "capgrid_page.css").is_file()
    assert re.search(r'<script[^>]+src="_static/capgrid_page\.js', html)
    assert re.search(r'<link[^>]+href="_static/capgrid_page\.css', html)
    parser = _TableRows()
    parser.feed(html)
    assert len(parser.rows) == fig["rows"]
    assert all(len(r) == 3 for r in parser.rows)


def test_page_is_not_rewritten_when_unchanged(tmp_path):
    _, src, out = sphinx_build(tmp_path)
    page = src / "export_support.rst"
    before = page.stat().st_mtime_ns
    env = dict(os.environ, CAPGRID_BIN=capgrid_bin(), PYTHONPATH=str(REPO / "python"))
    proc = subprocess.run([sys.executable, "-m", "sphinx", "-W", "-b", "html", str(src), str(out)],
                          capture_output=True, text=True, env=env, check=False)
    assert proc.returncode == 0, proc.stderr
    assert page.stat().st_mtime_ns == before
    assert "0 source files that are out of date" in proc.stdout


def test_bad_snapshot_stops_the_build_with_the_file_named(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('{"cases": [')
    proc, src, _ = sphinx_build(tmp_path, f"capgrid_snapshot={bad}", check=False)
    assert proc.returncode != 0
    assert f"snapshot {bad}: not JSON" in proc.stderr
    assert not (src / "export_support.rst").exists()


def test_missing_binary_is_a_config_error(tmp_path):
    proc, _, _ = sphinx_build(tmp_path, "capgrid_binary=/nonexistent/capgrid", check=False)
    assert proc.returncode != 0
    assert "capgrid_binary '/nonexistent/capgrid' is not an executable file" in proc.stderr


def test_kornia_layout_figures_are_kornias_counting_rules():
    # Worked out by hand from the fixture's eight rows: the all-n/a row is not shown, an n/a
    # cell is not counted, ok-unverified and ok-breaks are supported, mismatch is not.
    assert expected_figures(KORNIA_LAYOUT) == {
        "rows": 7, "onnx": (4, 6), "export": (6, 7), "compile": (6, 7), "ok_all": 2,
        "operators": 7, "operators_onnx": 4}


@pytest.mark.parametrize("snapshot", [KORNIA_LAYOUT, PUBLISHED], ids=["kornia-layout", "published"])
def test_kornia_snapshot_builds_cleanly_with_its_page_figures(tmp_path, snapshot):
    _, _, out = sphinx_build(tmp_path, f"capgrid_snapshot={snapshot}")
    html = (out / "export_support.html").read_text()
    text = page_text(html)
    fig = expected_figures(snapshot)
    header = json.loads(snapshot.read_text())
    probes = probes_of(header)
    for p in probes:
        good, total = fig[p]
        # a speed card counts what was timed, with no share of it (its medians instead)
        speed = VOCABULARY["probe_info"][p].get("speed_fields")
        assert (f"{good} timed" if speed else f"{good} / {total}") in text
    assert (f"{fig['ok_all']} of {fig['rows']} configurations are supported by "
            f"{ALL_WORDS[len(probes)]} paths" in text)
    assert (f"{fig['operators']} distinct operators, {fig['operators_onnx']} of which export to "
            "ONNX" in text)
    assert re.search(f"kornia: {re.escape(header['kornia'])} .*torch: {re.escape(header['torch'])}",
                     text)
    parser = _TableRows()
    parser.feed(html)
    assert len(parser.rows) == fig["rows"]
    packages = sorted({c["package"] for c in header["cases"] if any(c[p] != "n/a" for p in probes)})
    assert len(packages) > 1
    for pkg in packages:
        anchor = "capgrid-" + pkg.replace(".", "-")
        assert f'id="{anchor}"' in html, pkg
        assert f'href="#{anchor}"' in html, pkg  # the summary links to it
