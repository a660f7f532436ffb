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

REPO = Path(__file__).resolve().parents[2]
FIXTURE = REPO / "tests" / "docs_fixture"
KORNIA = REPO.parent / "shared" / "reference" / "kornia_export_support.json"
STATUSES = json.loads((REPO / "data" / "statuses.json").read_text())["columns"]
PROBES = ("onnx", "export", "compile")


def capgrid_bin() -> str:
    path = os.environ.get("CAPGRID_BIN") or str(REPO / "build" / "dev" / "capgrid")
    assert os.access(path, os.X_OK), f"no capgrid binary at {path}: build it or set CAPGRID_BIN"
    return path


def expected_figures(snapshot: Path) -> dict:
    """Kornia's page figures, computed directly from the snapshot."""
    cases = json.loads(snapshot.read_text())["cases"]
    rows = [c for c in cases if any(STATUSES[c[p]]["counted"] for p in PROBES)]

    def sup(status):
        return STATUSES[status]["supported"]

    fig = {"rows": len(rows)}
    for p in PROBES:
        counted = [r for r in rows if STATUSES[r[p]]["counted"]]
        fig[p] = (sum(sup(r[p]) for r in counted), len(counted))
    fig["ok_all"] = sum(all(sup(r[p]) for p in PROBES) for r in rows)
    ops: dict = {}
    for r in rows:
        key = (r["package"], r.get("operator") or r["name"])
        ops[key] = ops.get(key, False) or sup(r["onnx"])
    fig["operators"] = len(ops)
    fig["operators_onnx"] = sum(ops.values())
    return fig


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
    assert "3 of the 5 public objects of toylib are probed" in text
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


def test_kornia_snapshot_builds_cleanly_with_its_page_figures(tmp_path):
    _, _, out = sphinx_build(tmp_path, f"capgrid_snapshot={KORNIA}")
    html = (out / "export_support.html").read_text()
    text = page_text(html)
    for figure in ("1046 / 1215", "1113 / 1215", "1185 / 1215"):
        assert figure in text
    assert "1039 of 1215 configurations are supported by all three paths" in text
    assert "876 distinct operators, 769 of which export to ONNX" in text
    assert re.search(r"kornia: 0\.9\.0rc1 .*torch: 2\.9\.1\+cu128", text)
    parser = _TableRows()
    parser.feed(html)
    assert len(parser.rows) == 1215
    packages = sorted({c["package"] for c in json.loads(KORNIA.read_text())["cases"]
                       if any(c[p] != "n/a" for p in PROBES)})
    for pkg in packages:
        anchor = "capgrid-" + pkg.replace(".", "-")
        assert f'id="{anchor}"' in html, pkg
        assert f'href="#{anchor}"' in html, pkg  # the summary links to it
