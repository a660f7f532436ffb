"""`capgrid diff --match row` end to end: Kornia's snapshot format on one side, capgrid's on the
other, case names that differ everywhere, rows paired by (package, operator, variant)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from harness import capgrid_bin

HEADER = {"generated_at": "2026-11-29", "revision": "", "torch": "2.13.0", "onnx": "1.23.2",
          "onnxruntime": "1.32.0", "onnxscript": "0.7.2", "python": "3.11.2", "opset": 18,
          "device": "cpu"}
COLUMNS = ("onnx", "export", "compile")


def kornia_row(name: str, package: str, op: str, variant: str, values: tuple = ("ok",) * 3,
               details: tuple = ("",) * 3) -> dict:
    row = {"name": name, "package": package, "section": "", "operator": op, "variant": variant,
           "ref": "", "note": "", "where": "", "graph_breaks": 0}
    for column, value, detail in zip(COLUMNS, values, details, strict=True):
        row[column] = value
        row[f"{column}_detail"] = detail
    return row


def capgrid_row(name: str, package: str, op: str, variant: str, values: tuple = ("ok",) * 3,
                causes: tuple = ("",) * 3) -> dict:
    row = kornia_row(name, package, op, variant, values,
                     tuple(f"detail of {c}" if c else "" for c in causes))
    row.update({"group": package.removeprefix("kornia."), "ref_url": "",
                "times": {"eager": 0.1, "onnx": 0.2, "export": 0.3, "compile": 0.4},
                "onnx_ops": [], "break_reasons": [], "chains": {}, "frames": {}, "log_tail": {}})
    for column, value, cause in zip(COLUMNS, values, causes, strict=True):
        row[f"{column}_cause"] = cause
        row[f"{column}_status"] = value
    return row


def write_snapshots(tmp_path: Path) -> tuple[Path, Path]:
    aug, geo = "kornia.augmentation", "kornia.geometry"
    old = dict(HEADER, cases=[
        kornia_row("Normalize", aug, "Normalize", ""),
        kornia_row("Resize[random]", aug, "Resize", "random"),
        kornia_row("normalize_points", geo, "normalize_points", ""),
        kornia_row("normalize_points[2]", geo, "normalize_points", "", ("ok", "fail", "ok"),
                   ("", "data-dependent branch", "")),
        kornia_row("sobel", "kornia.filters", "sobel", ""),
        kornia_row("OnlyKornia", "kornia.color", "OnlyKornia", ""),
    ])
    svd, brk = "no-onnx-lowering:_linalg_svd", "graph-break:print"
    new = dict(HEADER, format="capgrid-snapshot", format_version=1, library="kornia",
               library_version="0.9.0", kornia="0.9.0", capgrid="0.1.0",
               probes=list(COLUMNS), partial=False, missing=[], provenance_conflicts=[],
               coverage=None, unclassified=[],
               causes={svd: {"category": "onnx", "text": "no lowering"},
                       brk: {"category": "compile", "text": "print"}},
               cases=[
                   capgrid_row("augmentation.Normalize", aug, "Normalize", "",
                               ("fail", "ok", "ok"), (svd, "", "")),
                   capgrid_row("Resize[p=1.0]", aug, "Resize", "p=1.0",
                               ("ok", "ok", "ok-breaks"), ("", "", brk)),
                   capgrid_row("np.a", geo, "normalize_points", ""),
                   capgrid_row("np.b", geo, "normalize_points", "", ("ok", "fail", "ok"),
                               ("", svd, "")),
                   capgrid_row("filters.sobel", "kornia.filters", "sobel", "",
                               ("fail", "ok", "ok"), (svd, "", "")),
                   capgrid_row("OnlyCapgrid", "kornia.color", "OnlyCapgrid", ""),
               ])
    old_path, new_path = tmp_path / "kornia.json", tmp_path / "capgrid.json"
    old_path.write_text(json.dumps(old))
    new_path.write_text(json.dumps(new))
    return old_path, new_path


def diff(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([capgrid_bin(), "diff", *args], capture_output=True, text=True,
                          cwd=tmp_path, timeout=60)


def test_kornia_against_capgrid_by_row(tmp_path: Path) -> None:
    old, new = write_snapshots(tmp_path)
    proc = diff(tmp_path, str(old), str(new), "--match", "row", "--format", "json")
    assert proc.returncode == 0, proc.stderr
    d = json.loads(proc.stdout)
    assert d["match"] == "row"
    agreement = d["agreement"]
    assert agreement["matched"] == 5
    assert agreement["columns"]["onnx"] == {
        "agree": 3, "differ": 2, "transitions": {"ok -> ok": 3, "ok -> fail": 2}}
    assert agreement["columns"]["export"]["agree"] == 5
    assert agreement["columns"]["compile"]["transitions"] == {"ok -> ok": 4, "ok -> ok-breaks": 1}
    assert d["added"] == ["kornia.color OnlyCapgrid"]
    assert d["removed"] == ["kornia.color OnlyKornia"]
    assert d["operator_matches"] == [{
        "label": "kornia.augmentation Resize[p=1.0]", "old_case": "Resize[random]",
        "new_case": "Resize[p=1.0]", "old_variant": "random", "new_variant": "p=1.0"}]
    assert [(r["label"], r["case"], r["old_case"]) for r in d["regressions"]] == [
        ("kornia.augmentation Normalize", "augmentation.Normalize", "Normalize"),
        ("kornia.filters sobel", "filters.sobel", "sobel")]
    # Grouped by capgrid's cause id, not by the detail text the two formats share.
    assert d["groups"] == [
        {"column": "onnx", "old": "ok", "new": "fail", "cause": "no-onnx-lowering:_linalg_svd",
         "count": 2, "examples": ["kornia.augmentation Normalize", "kornia.filters sobel"]},
        {"column": "compile", "old": "ok", "new": "ok-breaks", "cause": "graph-break:print",
         "count": 1, "examples": ["kornia.augmentation Resize[p=1.0]"]}]
    # The duplicate normalize_points rows paired in file order: the second export fail met the
    # second, only its cause text changed.
    assert [c["case"] for c in d["causes"]] == ["np.b"]

    by_name = json.loads(diff(tmp_path, str(old), str(new), "--format", "json").stdout)
    assert by_name["match"] == "name"
    assert by_name["agreement"]["matched"] == 0


def test_gate_and_allowlist_by_row(tmp_path: Path) -> None:
    old, new = write_snapshots(tmp_path)
    gate = diff(tmp_path, str(old), str(new), "--match", "row", "--fail-on-regression")
    assert gate.returncode == 1
    assert "2 regression(s) not in the allowlist" in gate.stderr
    assert gate.stdout.startswith("2 regressions, 0 fixes, 1 other change, 1 cause change, 1 new,"
                                  " 1 removed\n\n5 rows matched by (package, operator, variant)")
    allow = tmp_path / "allow.txt"
    allow.write_text("kornia.augmentation Normalize onnx  # by label\nfilters.sobel onnx\n")
    proc = diff(tmp_path, str(old), str(new), "--match", "row", "--fail-on-regression",
                "--allow", str(allow), "--format", "md")
    assert proc.returncode == 0, proc.stderr
    assert "#### Differences by cause" in proc.stdout
    assert "| onnx | 3 | 2 | ok -> ok 3, ok -> fail 2 |" in proc.stdout


def test_bad_match_value_is_refused(tmp_path: Path) -> None:
    old, new = write_snapshots(tmp_path)
    proc = diff(tmp_path, str(old), str(new), "--match", "case")
    assert proc.returncode == 2
    assert "--match" in proc.stderr


def test_more_graph_breaks_fail_the_gate_unless_ignored(tmp_path: Path) -> None:
    fixture = Path(__file__).resolve().parents[1] / "data" / "kornia_layout" / "export_support.json"
    old = json.loads(fixture.read_text())
    new = json.loads(fixture.read_text())
    row = next(r for r in new["cases"] if r["name"] == "filters.median_blur[3x3]")
    assert row["compile"] == "ok-breaks" and row["graph_breaks"] == 2
    row["graph_breaks"] = 9
    (tmp_path / "old.json").write_text(json.dumps(old))
    (tmp_path / "new.json").write_text(json.dumps(new))
    args = ("old.json", "new.json", "--fail-on-regression")
    gate = diff(tmp_path, *args)
    assert gate.returncode == 1, gate.stdout + gate.stderr
    assert gate.stderr == ("capgrid: 0 regression(s) and 1 cell(s) with more graph breaks not in "
                           "the allowlist\n")
    assert gate.stdout.splitlines()[0].endswith(", 1 with more graph breaks")
    assert "  filters.median_blur[3x3]  compile  2 -> 9 graph breaks" in gate.stdout
    assert diff(tmp_path, *args, "--ignore-breaks").returncode == 0
    (tmp_path / "allow.txt").write_text("filters.median_blur[3x3] compile\n")
    assert diff(tmp_path, *args, "--allow", "allow.txt").returncode == 0
