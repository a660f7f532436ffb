"""survey/compare_discovered.py on two small hand-built snapshots and their stores: the three-way
verdict per operator, the configurations with the same inputs, Cohen's kappa and the constant
answer's score, as printed."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import compare_discovered as cd
import pytest
import recipe
import recipe_publish

ROOT = Path(__file__).resolve().parents[1]

# (name, ref, onnx value, tensor input shapes, dtypes); every case float32 unless given.
DISCOVERED = [
    ("a", "lib.A", "ok", [[1, 3, 8, 8]]),
    ("a[2]", "lib.A", "fail", [[2, 3, 8, 8]]),
    ("b", "lib.B", "ok", [[4]]),
    ("c", "lib.C", "fail", [[7]]),
    ("d", "lib.D", "ok", [[1, 3, 8, 8]]),
    ("d[2]", "lib.D", "ok", [[1, 3, 8, 8]]),
    ("f", "lib.F", "constant", []),
    ("g", "lib.G", "ok", [[5]]),
    ("h[random]", "lib.H", "ok-unverified", [[3]]),
]
BUILTIN = [
    ("A", "lib.A", "ok", [[1, 3, 8, 8]]),
    ("A[f64]", "lib.A", "ok", [[2, 3, 8, 8]], ["float64"]),
    ("B", "lib.B", "fail", [[4]]),
    ("B[big]", "lib.B", "mismatch", [[5]]),
    ("C", "lib.C", "fail", [[7]]),
    ("D", "lib.D", "ok", [[1, 3, 8, 8]]),
    ("F", "lib.F", "ok", []),
    ("G", "lib.G", "ok", [[6]]),
    ("H", "lib.H", "ok", [[3]]),
]


def _side(tmp: Path, label: str, rows: list) -> tuple[Path, Path]:
    """A snapshot of `rows` (onnx only; a's export ok, A's n/a) and one store of their
    inventory, the store holding an older run with other inputs first."""
    cases, store = [], tmp / label
    store.mkdir()
    db = sqlite3.connect(store / "capgrid.sqlite")
    db.execute("CREATE TABLE inventory (run_id INTEGER, name TEXT, info TEXT)")
    for name, ref, onnx, inputs, *dtypes in rows:
        case = {"name": name, "ref": ref, "onnx": onnx, "note": f"note of {name}"}
        if name in ("a", "A"):
            case["export"] = "ok" if name == "a" else "n/a"
        cases.append(case)
        info = {"name": name, "ref": ref, "inputs": inputs,
                "input_dtypes": dtypes[0] if dtypes else ["float32"] * len(inputs)}
        db.execute("INSERT INTO inventory VALUES (1, ?, ?)",
                   (name, json.dumps({**info, "inputs": [[99]]})))
        db.execute("INSERT INTO inventory VALUES (2, ?, ?)", (name, json.dumps(info)))
    db.commit()
    db.close()
    snap = tmp / f"{label}.json"
    snap.write_text(json.dumps({"cases": cases}))
    return snap, store


def _run(tmp_path: Path, capsys) -> tuple[str, str]:
    disc, disc_store = _side(tmp_path, "disc", DISCOVERED)
    base, base_store = _side(tmp_path, "base", BUILTIN)
    md = tmp_path / "out.md"
    assert cd.main([str(disc), str(base), "--stores", str(disc_store), "--builtin-stores",
                    str(base_store), "--markdown", str(md)]) == 0
    return capsys.readouterr().out, md.read_text()


def test_three_way_verdict_reads_supported_from_the_status_table():
    cols = cd.columns()
    assert cd.three_way(["ok", "ok-breaks", "n/a"], cols) == "all"
    assert cd.three_way(["ok", "fail"], cols) == "some"
    # a constant graph is counted, and not support (data/statuses.json)
    assert cd.three_way(["constant", "mismatch"], cols) == "none"
    assert cd.three_way(["n/a"], cols) is None


def test_kappa_and_constant_answer_by_hand():
    # discovered all 3, some 1, none 2; built-in all 4, none 2; 3 of 6 agree:
    # p_e = (3*4 + 2*2) / 36 = 4/9, kappa = (1/2 - 4/9) / (5/9) = 0.1
    pairs = [("some", "all"), ("all", "none"), ("none", "none"), ("all", "all"),
             ("none", "all"), ("all", "all")]
    s = cd.score(pairs, cd.THREE_WAY)
    assert (s.n, s.agree, s.constant, s.constant_agree) == (6, 3, "all", 4)
    assert s.kappa == pytest.approx(0.1)
    assert cd.score([("all", "all")] * 3, cd.THREE_WAY).kappa is None


def test_the_printed_figures(tmp_path: Path, capsys):
    out, md = _run(tmp_path, capsys)
    lines = out.splitlines()
    # H's random case is an operator of its own: 6 operators, not 7
    assert "operators with a verdict in both: 6" in lines[0]
    # A some/all, B all/none, C none/none, D all/all, F none/all (constant), G all/all
    assert ('per operator, three-way (all / some / none of its cases supported), onnx: 3 of 6 '
            'operators agree (50.0%), kappa 0.100; the constant answer "all" (the built-in '
            "side's most common): 4 of 6 (66.7%)") in lines
    # any case supported: A, C, D, G agree; discovered 4 supported of 6, built-in 4:
    # p_e = (16 + 4) / 36 = 5/9, kappa = (2/3 - 5/9) / (4/9) = 0.25
    assert ('per operator, two-way: "supported" when any case is, onnx: 4 of 6 operators agree '
            '(66.7%), kappa 0.250; the constant answer "supported" (the built-in side\'s most '
            "common): 4 of 6 (66.7%)") in lines
    assert "| `lib.A` | onnx | some: `a`: ok (note of a)<br>`a[2]`: fail (note of a[2]) " in md
    listed = [ln for ln in md.splitlines() if ln.startswith("| `lib.") and "| onnx |" in ln]
    assert [ln.split("`")[1] for ln in listed] == ["lib.A", "lib.B", "lib.F"]


def test_configurations_match_on_operator_and_tensor_inputs(tmp_path: Path, capsys):
    out, md = _run(tmp_path, capsys)
    # a-A, b-B, c-C, d-D, d[2]-D; not a[2]-A[f64] (dtype), g-G (shape), h[random]-H (random),
    # f-F (no tensor input), nor the old run's inputs
    assert ("configurations with the same inputs: 5 pairs of a discovered and a built-in case "
            "(5 discovered cases, 4 built-in cases, 4 operators)") in out
    # onnx: a-A, d-D, d[2]-D supported on both, c-C on neither, b-B differs; discovered 4
    # supported of 5, built-in 3: p_e = (4*3 + 1*2) / 25, kappa = (20 - 14) / (25 - 14) = 6/11
    assert ("per configuration with the same inputs, two-way, onnx: 4 of 5 configurations agree "
            '(80.0%), kappa 0.545; the constant answer "supported" (the built-in side\'s most '
            "common): 3 of 5 (60.0%)") in out
    # export: only a-A has a value on both sides, and A's is n/a: no verdict
    assert "per configuration with the same inputs, two-way, export" not in out
    assert "| `lib.B` | `b` (note of b) | `B` (note of B) | ok / fail **differ** |" in md


def test_stores_that_are_not_the_snapshots_are_refused(tmp_path: Path, capsys):
    disc, disc_store = _side(tmp_path, "disc", DISCOVERED)
    base, base_store = _side(tmp_path, "base", BUILTIN[:-1])
    (tmp_path / "base.json").write_text(json.dumps({"cases": [
        {"name": n, "ref": r, "onnx": v} for n, r, v, *_ in BUILTIN]}))
    with pytest.raises(SystemExit) as refused:
        cd.main([str(disc), str(base), "--stores", str(disc_store), "--builtin-stores",
                 str(base_store)])
    err = capsys.readouterr().err
    assert refused.value.code == 2 and err.count("\n") == 1, err
    assert "1 case(s) of the built-in snapshot in none of its stores (first: H)" in err
    with pytest.raises(SystemExit) as missing:
        cd.main([str(disc), str(base), "--stores", str(tmp_path / "nowhere"),
                 "--builtin-stores", str(base_store)])
    err = capsys.readouterr().err
    assert missing.value.code == 2 and "nowhere/capgrid.sqlite: no results store" in err, err


@pytest.mark.parametrize("survey", ["discovered-kornia", "discovered-kornia-tests",
                                    "discovered-monai"])
def test_a_committed_comparison_finds_the_built_in_snapshots_stores(survey: str):
    against = recipe.load(survey).comparison["against"]
    stores = recipe_publish.published_stores(ROOT / against)
    assert stores and all((s / "capgrid.sqlite").is_file() for s in stores)
