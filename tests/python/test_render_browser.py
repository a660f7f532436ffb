"""The rendered pages in a real headless browser (Debian's chromium + chromedriver, selenium).

What a user sees: the standalone pages of the published surveys (docs/kornia/, docs/monai/)
shows every row with its figures, the "Show" filter and the search box change which rows are
visible (rows, figures and counts recomputed here from the snapshot, page_figures.py), ?q= and
?show= deep links work, headers sort, the drill-downs open, the page is readable without
JavaScript, the Sphinx page's filters work too, and nothing is logged to the console. Set
CAPGRID_SCREENSHOT=path to also save a screenshot of the Kornia page.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from page_figures import expected_cause_ranks, expected_figures
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from capgrid_binary import REPO, capgrid_bin

PUBLISHED = REPO / "docs" / "kornia" / "snapshot.json"
FIXTURE = REPO / "tests" / "docs_fixture"
STATUSES = json.loads((REPO / "data" / "statuses.json").read_text())["columns"]
PROBES = ("onnx", "export", "compile")

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"

VISIBLE_ROWS = """
  return Array.from(document.querySelectorAll('table.capgrid-table tbody tr'))
    .filter(tr => tr.offsetParent !== null).length;"""


def render(snapshot: Path, out: Path, fmt: str = "html") -> Path:
    subprocess.run([capgrid_bin(), "render", str(snapshot), "--format", fmt, "-o", str(out)],
                   check=True)
    return out


def make_driver(javascript: bool = True) -> webdriver.Chrome:
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1400,1000"):
        opts.add_argument(arg)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if not javascript:
        opts.add_experimental_option(
            "prefs", {"profile.managed_default_content_settings.javascript": 2})
    return webdriver.Chrome(options=opts, service=Service(CHROMEDRIVER))


def listed(snapshot: Path) -> list[dict]:
    cases = json.loads(snapshot.read_text())["cases"]
    return [c for c in cases if any(STATUSES[c[p]]["counted"] for p in PROBES)]


def fails(case: dict, probe: str) -> bool:
    col = STATUSES[case[probe]]
    return col["counted"] and not col["supported"]


def supported(case: dict, probe: str) -> bool:
    return STATUSES[case[probe]]["supported"]


@pytest.fixture(scope="module")
def driver():
    d = make_driver()
    yield d
    d.quit()


@pytest.fixture(scope="module")
def kornia_page(tmp_path_factory) -> Path:
    return render(PUBLISHED, tmp_path_factory.mktemp("kornia") / "export_support.html")


# Every published survey's page (the figures and causes tests run on each).
SURVEYS = {name: REPO / "docs" / name / "snapshot.json" for name in ("kornia", "monai")}


@pytest.fixture(scope="module", params=sorted(SURVEYS))
def published(request, tmp_path_factory) -> tuple[Path, Path]:
    """(snapshot, its rendered page) of one published survey."""
    snapshot = SURVEYS[request.param]
    return snapshot, render(snapshot, tmp_path_factory.mktemp(request.param) / "page.html")


@pytest.fixture(scope="module")
def extras_page(tmp_path_factory) -> Path:
    return render(FIXTURE / "snapshot.json", tmp_path_factory.mktemp("extras") / "page.html")


def console_errors(d) -> list:
    return [e for e in d.get_log("browser") if e["level"] == "SEVERE"]


def choose(d, value: str) -> None:
    Select(d.find_element(By.CSS_SELECTOR, "select.capgrid-show")).select_by_value(value)


def search(d, text: str) -> None:
    box = d.find_element(By.CSS_SELECTOR, "input.capgrid-search")
    box.send_keys(Keys.CONTROL, "a")  # as a user would: select what is there and type over it
    box.send_keys(text if text else Keys.BACKSPACE)


def status_text(d) -> str:
    return d.find_element(By.CSS_SELECTOR, ".capgrid-status").text


def test_published_page_shows_all_rows_and_figures(driver, published):
    snapshot, page = published
    fig = expected_figures(snapshot)
    n = fig["rows"]
    assert n == len(listed(snapshot)) < len(json.loads(snapshot.read_text())["cases"])
    driver.get(page.as_uri())
    assert driver.execute_script(VISIBLE_ROWS) == n
    assert status_text(driver) == f"Showing all {n} configurations."
    cards = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".capgrid-card-figure")]
    assert cards == [f"{fig[p][0]} / {fig[p][1]}" for p in PROBES]
    totals = driver.find_element(By.CSS_SELECTOR, ".capgrid-totals").text
    assert f"{fig['ok_all']} of {n}" in totals
    assert f"{fig['operators']} distinct operators, {fig['operators_onnx']} of which" in totals
    assert driver.find_element(By.CSS_SELECTOR, ".capgrid-controls").is_displayed()
    if os.environ.get("CAPGRID_SCREENSHOT") and snapshot == PUBLISHED:
        driver.set_window_size(1400, 2600)
        driver.save_screenshot(os.environ["CAPGRID_SCREENSHOT"])
        driver.set_window_size(1400, 1000)
    assert console_errors(driver) == []


def test_show_filter_changes_the_visible_rows(driver, kornia_page):
    rows = listed(PUBLISHED)
    expected = {
        "all": len(rows),
        "any-fail": sum(any(fails(c, p) for p in PROBES) for c in rows),
        "onnx-fail": sum(fails(c, "onnx") for c in rows),
        "export-fail": sum(fails(c, "export") for c in rows),
        "compile-fail": sum(fails(c, "compile") for c in rows),
        "compile-breaks": sum(c["compile"] == "ok-breaks" or c.get("graph_breaks", 0) > 0
                              for c in rows),
        "all-ok": sum(all(supported(c, p) for p in PROBES) for c in rows),
    }
    # Each filter keeps some rows and drops others, so a filter that does nothing shows.
    assert all(0 < count < len(rows) for value, count in expected.items() if value != "all")
    driver.get(kornia_page.as_uri())
    for value, count in expected.items():
        choose(driver, value)
        assert driver.execute_script(VISIBLE_ROWS) == count, value
        if value != "all":
            assert status_text(driver) == f"Showing {count} of {len(rows)} configurations."
    # Every row left by "ONNX failures" shows a failing ONNX badge.
    choose(driver, "onnx-fail")
    badges = driver.execute_script("""
      return Array.from(document.querySelectorAll('table.capgrid-table tbody tr'))
        .filter(tr => tr.offsetParent !== null)
        .map(tr => tr.cells[1].querySelector('[class^=compat-]').className);""")
    assert set(badges) <= {"compat-fail", "compat-mismatch"}
    assert len(badges) == expected["onnx-fail"]
    assert console_errors(driver) == []


def test_search_filters_highlights_and_hides_empty_sections(driver, kornia_page):
    total = len(listed(PUBLISHED))
    driver.get(kornia_page.as_uri())
    search(driver, "WARP_perspective")
    shown = driver.execute_script(VISIBLE_ROWS)
    by_operator = sum("warp_perspective" in c["operator"].lower() for c in listed(PUBLISHED))
    assert 0 < by_operator <= shown < total
    texts = driver.execute_script("""
      return Array.from(document.querySelectorAll('table.capgrid-table tbody tr'))
        .filter(tr => tr.offsetParent !== null)
        .map(tr => (tr.cells[0].textContent + ' ' + tr.cells[4].textContent).toLowerCase());""")
    assert all("warp_perspective" in t for t in texts)
    marks = driver.find_elements(By.CSS_SELECTOR, "table.capgrid-table td mark")
    assert marks and all(m.text.lower() == "warp_perspective" for m in marks if m.is_displayed())
    # Packages with no match disappear; the summary table stays.
    assert not driver.find_element(By.ID, "capgrid-kornia-color").is_displayed()
    assert driver.find_element(By.ID, "capgrid-kornia-geometry").is_displayed()
    assert driver.find_element(By.CSS_SELECTOR, "table.capgrid-summary").is_displayed()
    search(driver, "no operator is called this")
    assert driver.execute_script(VISIBLE_ROWS) == 0
    assert status_text(driver) == f"Showing 0 of {total} configurations."
    search(driver, "")
    assert driver.execute_script(VISIBLE_ROWS) == total
    # Highlights are removed with the query.
    assert not driver.find_elements(By.CSS_SELECTOR, "table.capgrid-table td mark")
    assert console_errors(driver) == []


def test_deep_links_set_the_controls_and_follow_them(driver, kornia_page):
    rows = listed(PUBLISHED)

    def text(c):
        return " ".join([c["operator"], c["variant"], c["onnx_detail"], c["export_detail"],
                         c["compile_detail"], c["where"]]).lower()

    expected = sum(fails(c, "onnx") and "svd" in text(c) for c in rows)
    assert expected > 0
    driver.get(kornia_page.as_uri() + "?q=svd&show=onnx-fail")
    box = driver.find_element(By.CSS_SELECTOR, "input.capgrid-search")
    assert box.get_attribute("value") == "svd"
    assert Select(driver.find_element(By.CSS_SELECTOR, "select.capgrid-show")) \
        .first_selected_option.get_attribute("value") == "onnx-fail"
    assert driver.execute_script(VISIBLE_ROWS) == expected
    # Changing a control updates the address, so the view can be shared.
    choose(driver, "export-fail")
    assert "show=export-fail" in driver.current_url and "q=svd" in driver.current_url
    driver.get(kornia_page.as_uri() + "?show=bogus")
    assert driver.execute_script(VISIBLE_ROWS) == len(rows)  # an unknown filter shows everything
    assert console_errors(driver) == []


def test_headers_sort_rows(driver, kornia_page):
    driver.get(kornia_page.as_uri())
    order = driver.find_element(By.CSS_SELECTOR, ".capgrid-controls").get_attribute("data-order")
    rank = {s: i for i, s in enumerate(order.split())}
    table = driver.find_element(By.CSS_SELECTOR, "#capgrid-kornia-geometry table.capgrid-table")
    button = table.find_element(By.CSS_SELECTOR, "button.capgrid-sort[data-col='1']")

    def onnx_ranks():
        return [rank[c.split("-", 1)[1]] for c in driver.execute_script(
            "return Array.from(arguments[0].tBodies[0].rows)"
            ".map(tr => tr.cells[1].querySelector('[class^=compat-]').className);", table)]

    before = onnx_ranks()
    assert before != sorted(before)
    button.click()
    assert onnx_ranks() == sorted(before)
    assert button.find_element(By.XPATH, "..").get_attribute("aria-sort") == "ascending"
    button.click()
    assert onnx_ranks() == sorted(before, reverse=True)
    op_button = table.find_element(By.CSS_SELECTOR, "button.capgrid-sort[data-col='0']")
    op_button.click()
    names = driver.execute_script(
        "return Array.from(arguments[0].tBodies[0].rows)"
        ".map(tr => tr.cells[0].textContent.trim().toLowerCase());", table)
    assert names == sorted(names)
    assert console_errors(driver) == []


def test_drill_down_shows_cause_chain_break_links_and_times(driver, extras_page):
    driver.get(extras_page.as_uri())
    row = driver.find_element(By.CSS_SELECTOR, "tr[data-name='warp|affine[fill]']")
    onnx = row.find_elements(By.TAG_NAME, "td")[1]
    chain = onnx.find_element(By.CSS_SELECTOR, "pre.capgrid-chain")
    assert not chain.is_displayed()
    onnx.find_element(By.TAG_NAME, "summary").click()
    assert chain.is_displayed()
    assert "RuntimeError: bad & <worse>" in chain.text
    body = onnx.find_element(By.CSS_SELECTOR, ".capgrid-drill-body").text
    assert "Cause (lowering): no ONNX lowering for torch.linalg.svd" in body
    assert "Time: 1.50 s (eager 0.10 s)" in body
    assert "toylib/geo/core.py:3 in solve" in body
    compile_cell = row.find_elements(By.TAG_NAME, "td")[3]
    compile_cell.find_element(By.TAG_NAME, "summary").click()
    link = compile_cell.find_element(By.LINK_TEXT, "GB0001")
    assert link.get_attribute("href") == "https://example.org/gb/GB0001"
    banner = driver.find_element(By.CSS_SELECTOR, ".capgrid-partial")
    assert banner.is_displayed() and "This survey is partial" in banner.text
    assert console_errors(driver) == []


def test_page_reads_without_javascript(extras_page):
    d = make_driver(javascript=False)
    try:
        d.get(extras_page.as_uri())
        rows = d.find_elements(By.CSS_SELECTOR, "table.capgrid-table tbody tr")
        assert len(rows) == 4 and all(r.is_displayed() for r in rows)
        # The controls need the script, so they stay hidden rather than dead.
        assert not d.find_element(By.CSS_SELECTOR, ".capgrid-controls").is_displayed()
        # <details> drill-downs are native HTML and open without script.
        warp = d.find_element(By.CSS_SELECTOR, "tr[data-name='warp|affine[fill]']")
        cell = warp.find_elements(By.TAG_NAME, "td")[1]
        cell.find_element(By.TAG_NAME, "summary").click()
        assert cell.find_element(By.CSS_SELECTOR, "pre.capgrid-chain").is_displayed()
    finally:
        d.quit()


def test_causes_section_renders_with_the_top_cause_first(driver, published):
    snapshot, page = published
    want = expected_cause_ranks(snapshot)
    driver.get(page.as_uri())
    # Linked from the summary; following the link shows the section, filters untouched.
    driver.find_element(By.CSS_SELECTOR, ".capgrid-causes-link a").click()
    assert driver.execute_script("return location.hash") == "#capgrid-causes"
    section = driver.find_element(By.ID, "capgrid-causes")
    assert section.is_displayed()
    for probe in PROBES:
        first = section.find_element(
            By.CSS_SELECTOR, f"table[data-probe='{probe}'] tbody tr:first-child")
        cause, ops, configs = want[probe][0]
        assert first.get_attribute("data-cause") == cause
        cells = first.find_elements(By.TAG_NAME, "td")
        assert cells[3].find_element(By.TAG_NAME, "summary").text == str(ops)
        assert cells[4].text == str(configs)
    # The operators are a collapsed list that opens on a click.
    onnx = section.find_element(By.CSS_SELECTOR, "table[data-probe='onnx'] tbody tr:first-child")
    item = onnx.find_element(By.CSS_SELECTOR, "details li")
    assert not item.is_displayed()
    onnx.find_element(By.CSS_SELECTOR, "details summary").click()
    assert item.is_displayed()
    # A search hides no part of the causes view: it filters the operator tables only.
    search(driver, "no-such-operator")
    assert section.is_displayed()
    assert console_errors(driver) == []


def test_sphinx_page_filters_work(driver, tmp_path):
    src = tmp_path / "src"
    shutil.copytree(FIXTURE, src)
    out = tmp_path / "html"
    env = dict(os.environ, CAPGRID_BIN=capgrid_bin(), PYTHONPATH=str(REPO / "python"))
    subprocess.run([sys.executable, "-m", "sphinx", "-W", "-q", "-b", "html", str(src), str(out)],
                   check=True, env=env)
    page = out / "export_support.html"
    driver.get(page.as_uri())
    rows = listed(FIXTURE / "snapshot.json")
    assert driver.execute_script(VISIBLE_ROWS) == len(rows)
    choose(driver, "onnx-fail")
    assert driver.execute_script(VISIBLE_ROWS) == sum(fails(c, "onnx") for c in rows) == 2
    choose(driver, "compile-breaks")
    assert driver.execute_script(VISIBLE_ROWS) == 2  # ok-breaks, and unverified with a break
    choose(driver, "all")
    search(driver, "blur")
    assert driver.execute_script(VISIBLE_ROWS) == 1
    # The package without a match is hidden, the page itself is not.
    assert not driver.find_element(By.ID, "toylib-geo").is_displayed()
    driver.get(page.as_uri() + "?show=any-fail")
    assert driver.execute_script(VISIBLE_ROWS) == sum(
        any(fails(c, p) for p in PROBES) for c in rows)
    assert console_errors(driver) == []
