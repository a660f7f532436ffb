"""The snapshot contract, checked with jsonschema against docs/snapshot.schema.json.

* A snapshot in Kornia's layout (tests/data/kornia_layout/export_support.json: a few rows we
  wrote from the layout docs/snapshot.md documents, header and 15 entry fields, no capgrid
  field) validates against the schema's Kornia-compatible subset and not the full schema; the
  repository's own published survey, docs/kornia/snapshot.json, validates against both.
* A snapshot written by the built `capgrid merge` (from a results store laid out as
  docs/store.md says, holding real error records from tests/data/errors/) validates against
  the full schema, and the merge / diff commands answer with the documented exit codes.

Kornia's own published snapshot is checked by the survey tooling (survey/kornia/
check_reference.py), not here: these tests need nothing outside the repository.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
from pathlib import Path

import jsonschema

from capgrid_binary import capgrid_bin

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = json.loads((ROOT / "docs" / "snapshot.schema.json").read_text())
DATA = ROOT / "tests" / "data"
KORNIA_LAYOUT = DATA / "kornia_layout" / "export_support.json"
PUBLISHED = ROOT / "docs" / "kornia" / "snapshot.json"


def _validator(ref: str | None = None):
    schema = SCHEMA if ref is None else {"$ref": ref, "$defs": SCHEMA["$defs"]}
    cls = jsonschema.validators.validator_for(SCHEMA)
    cls.check_schema(SCHEMA)
    return cls(schema)


def test_kornia_layout_validates_against_the_kornia_subset():
    snapshot = json.loads(KORNIA_LAYOUT.read_text())
    # The fixture holds Kornia's fields and nothing else, so it stands for Kornia's file: the
    # header the subset requires plus the library's version under its name.
    assert set(snapshot) == set(SCHEMA["$defs"]["kornia_snapshot"]["required"]) | {"kornia"}
    entry_fields = set(SCHEMA["$defs"]["kornia_case"]["required"])
    assert len(entry_fields) == 15
    assert all(set(c) == entry_fields for c in snapshot["cases"])
    _validator("#/$defs/kornia_snapshot").validate(snapshot)
    # ... and is not mistaken for a capgrid snapshot.
    assert not _validator().is_valid(snapshot)
    # A Kornia-layout file whose cell is outside the vocabulary is refused.
    snapshot["cases"][0]["onnx"] = "works"
    assert not _validator("#/$defs/kornia_snapshot").is_valid(snapshot)


def test_published_survey_validates_against_the_full_schema_and_the_kornia_subset():
    snapshot = json.loads(PUBLISHED.read_text())
    _validator().validate(snapshot)
    _validator("#/$defs/kornia_snapshot").validate(snapshot)


STORE_DDL = (DATA / "store_schema1.sql").read_text()  # a schema-1 store

PROVENANCE = {"library": "kornia", "library_version": "0.9.0", "revision": "",
              "torch": "2.13.0+cpu", "onnx": "1.23.2", "onnxruntime": "1.32.0",
              "onnxscript": "0.7.2", "python": "3.11.7", "device": "cpu", "opset": 18,
              "capgrid": "0.1.0"}


def _record(fixture: str) -> dict:
    rec = json.loads((DATA / "errors" / f"{fixture}.json").read_text())
    rec.pop("generated_by", None)
    rec.pop("probe", None)
    rec["times"] = {"eager_s": 0.01, "total_s": 0.5}
    return rec


def _make_store(path: Path, cases: dict[str, dict[str, dict]], drop: tuple = ()) -> None:
    path.mkdir(parents=True)
    db = sqlite3.connect(path / "capgrid.sqlite")
    db.executescript(STORE_DDL)
    db.execute("INSERT INTO meta VALUES ('schema_version', '1')")
    db.execute("INSERT INTO runs VALUES (1, '2026-11-29T10:00:00Z', ?, ?, ?, ?)",
               (json.dumps(PROVENANCE), json.dumps(PROVENANCE, sort_keys=True),
                json.dumps(["onnx", "export", "compile"]), json.dumps(["builtin:kornia"])))
    for name, probes in cases.items():
        group = name.split(".")[0] if "." in name else "augmentation"
        info = {"name": name, "group": group, "fingerprint": "fp", "ref": "", "note": ""}
        db.execute("INSERT INTO inventory VALUES (1, ?, ?, 'fp', ?)",
                   (name, group, json.dumps(info)))
        for probe, rec in probes.items():
            if (name, probe) in drop:
                continue
            db.execute("INSERT INTO results VALUES (1, ?, ?, 'fp', ?, ?, 0.5, "
                       "'2026-11-29T10:00:01Z', '0-0')",
                       (name, probe, rec["status"], json.dumps(rec)))
    db.commit()
    db.close()


def _survey() -> dict[str, dict[str, dict]]:
    ok = {"status": "ok", "times": {"eager_s": 0.01, "total_s": 0.2}}
    return {
        "filters.sobel": {"onnx": ok, "export": ok, "compile": ok},
        "linalg.svd": {"onnx": _record("onnx_no_lowering_svd"), "export": ok,
                       "compile": _record("break_nonzero")},
        "RandomCrop[random]": {"onnx": _record("checker_unsorted"),
                               "export": _record("export_guard_data_dependent"),
                               "compile": _record("inductor_kernel_compile")},
    }


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([capgrid_bin(), *args], capture_output=True, text=True, timeout=60)


def test_generated_snapshot_validates_against_the_full_schema(tmp_path):
    _make_store(tmp_path / "results", _survey())
    out = tmp_path / "snapshot.json"
    proc = _run("merge", str(tmp_path / "results"), "-o", str(out),
                "--objects-inv", str(DATA / "objects_inv" / "objects.inv"))
    assert proc.returncode == 0, proc.stderr
    snapshot = json.loads(out.read_text())
    _validator().validate(snapshot)
    _validator("#/$defs/kornia_snapshot").validate(snapshot)  # a Kornia reader can read it
    cells = {c["name"]: c for c in snapshot["cases"]}
    assert cells["linalg.svd"]["onnx_cause"] == "no-onnx-lowering:_linalg_svd"
    assert cells["RandomCrop[random]"]["onnx_cause"] == "onnxscript-unsorted-graph"
    assert set(snapshot["causes"]) >= {"no-onnx-lowering:_linalg_svd", "data-dependent-shape",
                                       "data-dependent-branch", "inductor-cpp-codegen"}


def test_partial_store_is_refused_then_forced(tmp_path):
    _make_store(tmp_path / "results", _survey(), drop=(("linalg.svd", "export"),))
    out = tmp_path / "snapshot.json"
    proc = _run("merge", str(tmp_path / "results"), "-o", str(out))
    assert proc.returncode == 2
    assert "linalg.svd export: no result" in proc.stderr
    assert not out.exists()
    proc = _run("merge", str(tmp_path / "results"), "-o", str(out), "--force")
    assert proc.returncode == 0, proc.stderr
    snapshot = json.loads(out.read_text())
    _validator().validate(snapshot)
    assert snapshot["partial"] is True
    assert snapshot["missing"] == [{"case": "linalg.svd", "probe": "export", "reason": "no result"}]


def test_bad_objects_inv_is_one_line_and_exit_2(tmp_path):
    _make_store(tmp_path / "results", _survey())
    bad = tmp_path / "objects.inv"
    bad.write_text("# Sphinx inventory version 2\n# Project: x\n# Version: 1\n"
                   "# The remainder of this file is compressed using zlib.\nnot zlib\n")
    proc = _run("merge", str(tmp_path / "results"), "-o", str(tmp_path / "s.json"),
                "--objects-inv", str(bad))
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0
    assert "objects.inv: not a Sphinx objects.inv" in proc.stderr


def test_diff_gate_fails_on_a_planted_regression(tmp_path):
    old = tmp_path / "old.json"
    shutil.copy(KORNIA_LAYOUT, old)
    snapshot = json.loads(KORNIA_LAYOUT.read_text())
    assert snapshot["cases"][0]["export"] == "ok"
    snapshot["cases"][0]["export"] = "fail"
    snapshot["cases"][0]["export_detail"] = "a Python branch (if / while) tests tensor values"
    new = tmp_path / "new.json"
    new.write_text(json.dumps(snapshot, indent=2, sort_keys=True) + "\n")
    name = snapshot["cases"][0]["name"]

    proc = _run("diff", str(old), str(new), "--fail-on-regression")
    assert proc.returncode == 1
    assert "1 regression," in proc.stdout and name in proc.stdout
    proc = _run("diff", str(old), str(new), "--format", "json")
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["regressions"][0]["case"] == name
    allow = tmp_path / "allow.txt"
    allow.write_text(f"# accepted\n{name} export\n")
    proc = _run("diff", str(old), str(new), "--fail-on-regression", "--allow", str(allow))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert _run("diff", str(old), str(old), "--fail-on-regression").returncode == 0


def test_user_causes_and_coverage_through_the_cli(tmp_path):
    _make_store(tmp_path / "results", _survey())
    rules = tmp_path / "causes.json"
    rules.write_text(json.dumps({"version": 1, "rules": [
        {"id": "svd-upstream", "category": "upstream", "owner": "exporter",
         "contains": ["aten._linalg_svd"], "text": "svd: waiting for onnxscript"}]}))
    coverage = tmp_path / "coverage.json"
    coverage.write_text(json.dumps({"module": "kornia", "callables": [
        {"qualname": "kornia.filters.sobel", "covered": True},
        {"qualname": "kornia.filters.canny", "covered": False}]}))
    out = tmp_path / "snapshot.json"
    proc = _run("merge", str(tmp_path / "results"), "-o", str(out), "--causes", str(rules),
                "--coverage", str(coverage))
    assert proc.returncode == 0, proc.stderr
    snapshot = json.loads(out.read_text())
    _validator().validate(snapshot)
    cells = {c["name"]: c for c in snapshot["cases"]}
    assert cells["linalg.svd"]["onnx_cause"] == "svd-upstream"
    assert snapshot["causes"]["svd-upstream"] == {"category": "upstream", "owner": "exporter",
                                                  "text": "svd: waiting for onnxscript"}
    assert snapshot["coverage"] == {"module": "kornia", "covered": 1, "total": 2,
                                    "uncovered": ["kornia.filters.canny"], "skipped": []}
    rules.write_text('{"rules": [{"id": "x", "owner": "torch", "text": "y"}]}')
    proc = _run("merge", str(tmp_path / "results"), "-o", str(tmp_path / "t.json"),
                "--causes", str(rules))
    assert proc.returncode == 2
    assert proc.stderr.startswith(f"capgrid: error: {rules}: rule 0 ('x') has no condition")
    # Every rule names who can fix its cause: one of the built-in owners.
    rules.write_text('{"rules": [{"id": "x", "owner": "me", "text": "y", "contains": ["z"]}]}')
    proc = _run("merge", str(tmp_path / "results"), "-o", str(tmp_path / "t.json"),
                "--causes", str(rules))
    assert proc.returncode == 2
    assert proc.stderr.startswith(f"capgrid: error: {rules}: rule 0 ('x'): owner 'me' is not "
                                  "one of library, exporter, torch, runtime, executorch, "
                                  "openvino, case, environment, "
                                  "capgrid"), proc.stderr
    assert not (tmp_path / "t.json").exists()


def _without(snapshot: dict, probes: tuple[str, ...]) -> dict:
    """The snapshot as the format before these probes' fields wrote it."""
    for c in snapshot["cases"]:
        for probe in probes:
            for key in (probe, f"{probe}_detail", f"{probe}_cause", f"{probe}_status"):
                c.pop(key)
            c["times"].pop(probe)
    snapshot["probes"] = [p for p in snapshot["probes"] if p not in probes]
    return snapshot


def _as_format_5(snapshot: dict) -> dict:
    """The snapshot as format 5 wrote it: without what each cell's check was."""
    for c in snapshot["cases"]:
        for key in [k for k in c if k.endswith(("_evidence", "_fd", "_fd_note", "_accuracy"))]:
            c.pop(key)
    snapshot["format_version"] = 5
    return snapshot


def _as_format_6(snapshot: dict) -> dict:
    """The snapshot as format 6 wrote it: without how close each cell came."""
    for c in snapshot["cases"]:
        for key in [k for k in c if k.endswith("_accuracy")]:
            c.pop(key)
    snapshot["format_version"] = 6
    return snapshot


def test_format_7_requires_each_accuracy_probes_accuracy_and_format_6_does_not():
    snapshot = json.loads(PUBLISHED.read_text())
    vocabulary = json.loads((ROOT / "data" / "statuses.json").read_text())
    measured = [p for p, i in vocabulary["probe_info"].items() if i.get("accuracy")]
    assert "speed" not in measured and "onnx" in measured
    by7 = [p for p in measured if vocabulary["probe_info"][p].get("since_format", 1) <= 7]
    assert SCHEMA["$defs"]["case_v7"]["required"] == [f"{p}_accuracy" for p in by7]
    # format 8's probes carry theirs in case_v8, with their cells
    assert {f"{p}_accuracy" for p in measured} - set(by7 and [f"{p}_accuracy" for p in by7]) \
        <= set(SCHEMA["$defs"]["case_v8"]["required"])
    assert {k for k in snapshot["cases"][0] if k.endswith("_accuracy")} == {
        f"{p}_accuracy" for p in measured}
    good = {"max_abs": 1e-5, "max_rel": 2e-5, "snr_db": None, "nonfinite": 0, "outputs": 1}
    snapshot["cases"][0]["onnx_accuracy"] = good
    _validator().validate(snapshot)
    for bad in ({**good, "max_abs": -1}, {**good, "outputs": 0}, {**good, "worst": 1},
                {k: v for k, v in good.items() if k != "snr_db"}, "1e-5"):
        wrong = json.loads(json.dumps(snapshot))
        wrong["cases"][0]["onnx_accuracy"] = bad
        assert not _validator().is_valid(wrong), bad
    older = json.loads(PUBLISHED.read_text())
    older["cases"][0].pop("grad_accuracy")
    assert not _validator().is_valid(older)  # format 7 without it
    _validator().validate(_as_format_6(older))


def test_a_delegating_probes_share_is_optional_and_from_0_to_1():
    """data/statuses.json's delegating probes (delegates_to) and the schema's <probe>_delegated
    are the same list; the field may be absent (not measured), and holds a share."""
    vocabulary = json.loads((ROOT / "data" / "statuses.json").read_text())
    delegating = [p for p, i in vocabulary["probe_info"].items() if i.get("delegates_to")]
    assert delegating == ["executorch"]
    declared = {k for k in SCHEMA["$defs"]["case_v8"]["properties"] if k.endswith("_delegated")}
    assert declared == {f"{p}_delegated" for p in delegating}
    snapshot = json.loads(PUBLISHED.read_text())
    snapshot["cases"] = snapshot["cases"][:3]  # a few cases: each variant is validated whole
    _validator().validate(snapshot)  # absent: the published surveys never ran it
    for share, valid in ((0, True), (0.5, True), (1, True), (1.5, False), (-0.1, False),
                         ("all", False), (None, False)):
        doc = json.loads(json.dumps(snapshot))
        doc["cases"][0]["executorch_delegated"] = share
        assert _validator().is_valid(doc) == valid, share


def test_format_6_requires_each_cells_evidence_and_grads_verdict_and_format_5_does_not():
    snapshot = json.loads(PUBLISHED.read_text())
    assert snapshot["format_version"] == 8
    _validator().validate(snapshot)
    vocabulary = json.loads((ROOT / "data" / "statuses.json").read_text())
    fd = [p for p, i in vocabulary["probe_info"].items() if i.get("fd_check")]
    assert fd == ["grad"]
    # format 6's probes: every probe added by format 6 or earlier (a later one's are its own)
    by6 = [p for p in vocabulary["probes"]
           if vocabulary["probe_info"][p].get("since_format", 1) <= 6]
    assert SCHEMA["$defs"]["case_v6"]["required"] == (
        [f"{p}_evidence" for p in by6] + ["grad_fd", "grad_fd_note"])
    assert SCHEMA["$defs"]["case_v6"]["patternProperties"]["_evidence$"]["enum"] == (
        [""] + list(vocabulary["evidence"]))
    assert SCHEMA["$defs"]["case_v6"]["properties"]["grad_fd"]["enum"] == (
        [""] + list(vocabulary["fd_verdicts"]))
    # every supported cell says what its status declares, every other nothing
    for c in snapshot["cases"]:
        for p in snapshot["probes"]:
            status = vocabulary["probe_statuses"].get(c[f"{p}_status"], {})
            supported = vocabulary["columns"][c[p]]["supported"]
            assert c[f"{p}_evidence"] == (status.get("evidence", "") if supported else ""), (
                c["name"], p)
    for field, bad in (("onnx_evidence", "eyeballed"), ("grad_fd", "maybe")):
        wrong = json.loads(PUBLISHED.read_text())
        wrong["cases"][0][field] = bad
        assert not _validator().is_valid(wrong), field
    older = _as_format_6(json.loads(PUBLISHED.read_text()))
    for c in older["cases"]:
        c.pop("grad_fd")
    assert not _validator().is_valid(older)  # format 6 without it
    _validator().validate(_as_format_5(older))


def test_format_5_requires_grads_break_count_and_format_4_does_not():
    snapshot = _as_format_5(json.loads(PUBLISHED.read_text()))
    _validator().validate(snapshot)
    # one <probe>_graph_breaks per probe data/statuses.json marks counts_breaks, and no other
    vocabulary = json.loads((ROOT / "data" / "statuses.json").read_text())
    counting = [p for p, i in vocabulary["probe_info"].items() if i.get("counts_breaks")]
    assert counting == ["grad"]
    assert SCHEMA["$defs"]["case_v5"]["required"] == [f"{p}_graph_breaks" for p in counting]
    assert {k for k in snapshot["cases"][0] if k.endswith("_graph_breaks")} == {
        "grad_graph_breaks"}
    older = _as_format_5(json.loads(PUBLISHED.read_text()))
    for c in older["cases"]:
        c.pop("grad_graph_breaks")
    assert not _validator().is_valid(older)  # format 5 without it
    older["format_version"] = 4
    _validator().validate(older)
    snapshot["cases"][0]["grad_graph_breaks"] = -1
    assert not _validator().is_valid(snapshot)


def test_format_4_requires_the_aoti_and_grad_fields_and_format_3_does_not():
    snapshot = _as_format_5(json.loads(PUBLISHED.read_text()))
    for c in snapshot["cases"]:
        c.pop("grad_graph_breaks")
    snapshot["format_version"] = 4
    assert "grad" in snapshot["cases"][0]
    _validator().validate(snapshot)
    older = _without(json.loads(json.dumps(snapshot)), ("aoti", "grad"))
    assert not _validator().is_valid(older)  # format 4 without them
    older["format_version"] = 3
    _validator().validate(older)


def test_format_3_requires_the_dynamic_batch_fields_and_format_2_does_not():
    snapshot = _without(_as_format_5(json.loads(PUBLISHED.read_text())), ("aoti", "grad"))
    snapshot["format_version"] = 3
    assert "export_dynamic" in snapshot["cases"][0]
    _validator().validate(snapshot)
    older = json.loads(json.dumps(snapshot))
    for c in older["cases"]:
        for probe in ("export_dynamic", "onnx_dynamic"):
            for key in (probe, f"{probe}_detail", f"{probe}_cause", f"{probe}_status"):
                c.pop(key)
            c["times"].pop(probe)
    assert not _validator().is_valid(older)  # format 3 without them
    older["format_version"] = 2
    _validator().validate(older)  # an older snapshot stays valid without the new probes
    snapshot["cases"][0]["export_dynamic"] = "specialised"
    _validator().validate(snapshot)
    snapshot["cases"][0]["export_dynamic"] = "static"
    assert not _validator().is_valid(snapshot)


def test_the_schemas_lists_are_the_vocabularys():
    """The schema spells out what data/statuses.json declares (JSON Schema cannot read another
    file): its column enum and its probe enum must be exactly the vocabulary's, so a column or
    probe added there without the schema fails here, not on a user's snapshot."""
    vocabulary = json.loads((ROOT / "data" / "statuses.json").read_text())
    assert sorted(SCHEMA["$defs"]["column"]["enum"]) == sorted(vocabulary["columns"])
    assert SCHEMA["properties"]["probes"]["items"]["enum"] == vocabulary["probes"]
    # the speed fields: one latency, spread and too_fast name per declared variant, a speedup
    # per capture after the baseline
    variants = vocabulary["probe_info"]["speed"]["variants"]
    speed = SCHEMA["$defs"]["case_speed"]
    assert speed["properties"]["too_fast"]["items"]["enum"] == variants
    named = {f for f in speed["required"]
             if f.endswith(("_latency_s", "_latency_spread", "_speedup"))}
    assert named == ({f"{v}_latency_s" for v in variants}
                     | {f"{v}_latency_spread" for v in variants}
                     | {f"{v}_speedup" for v in variants[1:]})
    # the header names the probe stack's provenance versions (data/stack.json), which the
    # merge copies from the run's provenance
    stack = json.loads((ROOT / "data" / "stack.json").read_text())["probe_stack"]["packages"]
    provenance = [p["key"] for p in stack if p.get("provenance")]
    assert provenance == ["torch", "onnx", "onnxruntime", "onnxscript"]
    assert set(provenance) <= set(SCHEMA["$defs"]["kornia_snapshot"]["required"])
