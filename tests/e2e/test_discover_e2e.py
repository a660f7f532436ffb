"""End to end: `capgrid discover` with the real discovery worker on the stand-in library
tests/packs/toylib (docstring examples) and its suite tests/packs/toylib_suite (pytest): the pack
it writes is exactly tests/data/discover/toylib_pack.py, twice, byte for byte; it collects and
runs; bad input is one line and exit 2."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from harness import REPO, capgrid_bin

from machine_paths import machine_paths

PACKS = REPO / "tests" / "packs"
EXPECTED = REPO / "tests" / "data" / "discover" / "toylib_pack.py"


def setup_library(tmp_path: Path) -> dict:
    """toylib and its suite copied into tmp_path (test ids are relative to the suite's root)."""
    shutil.copytree(PACKS / "toylib", tmp_path / "lib" / "toylib")
    shutil.copytree(PACKS / "toylib_suite", tmp_path / "suite")
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path / "lib"),
                                                        str(REPO / "python")]))


def capgrid(cwd: Path, env: dict, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([capgrid_bin(), *args, "--python", sys.executable], capture_output=True,
                          text=True, timeout=600, cwd=cwd, env=env)


def test_discover_writes_the_expected_pack_twice_and_it_runs(tmp_path: Path) -> None:
    env = setup_library(tmp_path)
    args = ["discover", "toylib", "-o", "toy.py", "--tests", "suite", "--timeout", "5", "-j", "2"]
    first = capgrid(tmp_path, env, *args)
    assert first.returncode == 0, first.stderr
    # The figures: 13 of 17 callables have a case; of the 12 with an example, 9 (undocumented's
    # and apply_layer's cases come from the suite, broken's example raises, slow's hangs,
    # describe's has no tensor). shift has an example through move, its deprecated old name (a
    # thin wrapper: an alias, no row of its own), and offset is shift under another name.
    # center and Stage have no example and no test: outer and Pyramid call them (inside the
    # library), and those calls are their cases. pool_times has none (no example, no test).
    assert first.stdout.splitlines() == [
        "discovered 18 cases for 13 of 17 public callables (76.5%); 9 of the 12 with a docstring "
        "example (75.0%)",
        # describe is called with a string and returns one: not applicable
        "of the 16 applicable (17 less 0 enums, exceptions or dataclasses and 1 whose every call "
        "took and gave no tensor), 13 have a case (81.2%); 0 only through a method other than "
        "forward or __call__",
        "2 of the 13 callables with a case have it from calls made inside the library only: "
        "another public callable's call of them, with the inputs it built (their notes say "
        "which)",
        "1 of the 18 cases have no tensor input (their notes say so): a capture of them computes "
        "nothing from its inputs and is counted as a constant graph, not support; give them one",
        "wrote toy.py and 1 stored tensors in toy_data"]
    text = (tmp_path / "toy.py").read_text()
    assert text == EXPECTED.read_text()
    # which job raised a worker's peak memory most (a figure that moves run to run: stderr)
    assert re.search(r"^capgrid discover: the job that raised a worker's peak memory most: "
                     r"\S+ \(by \d+\.\d\d GB, to \d+\.\d\d GB; --max-rss bounds a worker\)$",
                     first.stderr, re.M), first.stderr
    # one row per callable: the alias is named on the callable's case, never a case of its own
    assert 'case("toylib.shift"' in text and "also exported as toylib.move, toylib.offset" in text
    assert 'case("toylib.move' not in text and 'case("toylib.offset' not in text
    assert machine_paths(text, tmp_path) == []
    stored = sorted(p.name for p in (tmp_path / "toy_data").iterdir())
    assert stored == ["8978b41fea49913a.pt"]  # warp's grid: computed, so stored
    data = (tmp_path / "toy_data" / stored[0]).read_bytes()

    # An existing pack is not replaced without --force: one line, exit 2, untouched.
    again = capgrid(tmp_path, env, *args)
    assert again.returncode == 2
    assert again.stderr.strip().splitlines() == [
        "capgrid: error: -o toy.py: exists; pass --force to replace it"]
    assert (tmp_path / "toy.py").read_text() == text

    # With --force: byte-identical, pack and stored tensor.
    forced = capgrid(tmp_path, env, *args, "--force")
    assert forced.returncode == 0, forced.stderr
    assert (tmp_path / "toy.py").read_text() == text
    assert (tmp_path / "toy_data" / stored[0]).read_bytes() == data

    # The pack is an ordinary pack: it collects, covers what discover said, and runs.
    listed = capgrid(tmp_path, env, "list", "toy.py")
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.splitlines()[-1] == "18 cases, 1 group"
    run = capgrid(tmp_path, env, "run", "toy.py", "--probes", "export", "-j", "1",
                  "--results", "r", "-k",
                  "masked_mean or warp or levels_of or jitter or layer or center or Stage")
    assert run.returncode == 0, run.stderr
    assert "export          8/8      7              1" in run.stdout, run.stdout


def test_discover_keeps_the_smallest_call_per_callable(tmp_path: Path) -> None:
    env = setup_library(tmp_path)
    proc = capgrid(tmp_path, env, "discover", "toylib", "-o", "one.py", "--max-per-callable",
                   "1", "--timeout", "5", "-j", "2")
    assert proc.returncode == 0, proc.stderr
    text = (tmp_path / "one.py").read_text()
    # docstrings only: scale's three calls (two identical) give one case, the smaller input
    assert 'case("toylib.scale", "toylib", toylib.scale,\n         [torch.ones(2, 3)], ' \
           "{'factor': 3.0}," in text
    assert "toylib.scale[" not in text
    assert "#   toylib.undocumented: no example in its docstring\n" in text


def test_signatures_give_a_case_where_no_example_or_test_did(tmp_path: Path) -> None:
    """Docstrings, then calls written from the signatures of what they left without a case:
    undocumented(x: Tensor) gets one from a trial image, pool_times the value of its `levels`
    that Pyramid's call was given; describe (a str parameter) and
    apply_layer (a module parameter) say why they did not; slow's call hangs (time limit)."""
    env = setup_library(tmp_path)
    proc = capgrid(tmp_path, env, "discover", "toylib", "-o", "sig.py", "--from",
                   "docstrings,signatures", "--timeout", "5", "-j", "2")
    assert proc.returncode == 0, proc.stderr
    assert "callables without a case to call from their signatures" in proc.stderr
    text = (tmp_path / "sig.py").read_text()
    assert "--from docstrings,signatures" in text.splitlines()[0] + text.splitlines()[1]
    # the first trial, an image batch, as a seeded draw
    assert ('case("toylib.undocumented", "toylib", toylib.undocumented,\n'
            '         [rand(1, 3, 32, 32, seed=') in text
    assert 'note="discovered: a call written from the signature of toylib.undocumented"' in text
    assert ("#   toylib.describe: ") in text
    assert "no call from its signature: parameter 'name' (str) has no default" in text
    # pool_times' unannotated `levels` has no value to guess but the one Pyramid(levels=2) got
    assert ('case("toylib.pool_times", "toylib", toylib.pool_times,\n'
            "         [rand(1, 3, 32, 32, seed=837666584)], {'levels': 2},\n"
            '         note="discovered: a call written from the signature of toylib.pool_times '
            "(levels: the value recorded calls of other callables gave a parameter of that "
            'name)"),\n') in text
    assert "no call from its signature: parameter 'layer' (Module) has no default" in text
    assert "#   toylib.slow: " in text and "timed out" in text.split("#   toylib.slow: ")[1]
    # docstrings alone leave undocumented without a case (the test above): the figure grew
    plain = capgrid(tmp_path, env, "discover", "toylib", "-o", "plain.py", "--timeout", "5",
                    "-j", "2")
    assert plain.returncode == 0, plain.stderr
    covered = [int(p.stdout.split(" of ")[0].split()[-1]) for p in (plain, proc)]
    assert covered[1] == covered[0] + 2, (plain.stdout, proc.stdout)
    listed = capgrid(tmp_path, env, "list", "sig.py")
    assert listed.returncode == 0, listed.stderr
    run = capgrid(tmp_path, env, "run", "sig.py", "--probes", "export", "-j", "1",
                  "--results", "r", "-k", "undocumented")
    assert run.returncode == 0, run.stdout + run.stderr


def test_discover_bad_input_is_one_line_and_exit_2(tmp_path: Path) -> None:
    env = setup_library(tmp_path)
    cases = [
        (["discover", "toylib"], "discover: -o PACK.py is required"),
        (["discover", "toylib", "-o", "p.txt"], "-o p.txt: a pack file's name ends in .py"),
        (["discover", "toylib", "-o", "p.py", "--from", "docs"],
         "--from docs: expected docstrings, tests or signatures"),
        (["discover", "toylib", "-o", "p.py", "--from", "tests"],
         "--from tests: name the suite with --tests DIR"),
        (["discover", "toylib", "-o", "p.py", "--tests", "nowhere"],
         "--tests nowhere: not a directory"),
        (["discover", "toylib", "-o", "p.py", "--max-per-callable", "0"],
         "--max-per-callable 0: expected at least 1"),
        (["discover", "toylib", "-o", "p.py", "--max-rss", "8Q"],
         "--max-rss '8Q': expected a size such as 4G, 512M or 1.5GiB"),
        (["discover", "toylib", "-o", "nodir/p.py"],
         "-o nodir/p.py: no directory nodir to write it in"),
        (["discover", "toy-lib", "-o", "p.py"],
         "discover: MODULE toy-lib: not a dotted Python module name"),
    ]
    for args, message in cases:
        proc = capgrid(tmp_path, env, *args)
        assert proc.returncode == 2, (args, proc.stderr)
        assert proc.stderr.strip().splitlines() == [f"capgrid: error: {message}"], args
    missing = capgrid(tmp_path, env, "discover", "no_such_module_xyz", "-o", "p.py")
    assert missing.returncode == 2, missing.stderr
    lines = missing.stderr.strip().splitlines()
    assert len(lines) == 1 and "No module named 'no_such_module_xyz'" in lines[0], lines
    assert not (tmp_path / "p.py").exists()


def test_the_pytest_plugin_on_its_own_then_records(tmp_path: Path) -> None:
    """A maintainer's checkout: `pytest -p capgrid.discover` records while their suite runs, and
    `capgrid discover --records` turns that into cases beside the docstrings'."""
    env = setup_library(tmp_path)
    rec = tmp_path / "rec"
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "-p", "capgrid.discover", "--capgrid-discover", "toylib",
                          "--capgrid-discover-out", str(rec),
                          "--capgrid-discover-root", str(tmp_path / "suite"), "suite"],
                         capture_output=True, text=True, timeout=300, cwd=tmp_path, env=env)
    assert run.returncode == 1, run.stdout  # the suite's test_fails fails on purpose
    assert (rec / "candidates.json").is_file()
    proc = capgrid(tmp_path, env, "discover", "toylib", "-o", "rec.py", "--records", "rec",
                   "--timeout", "5", "-j", "2")
    assert proc.returncode == 0, proc.stderr
    text = (tmp_path / "rec.py").read_text()
    assert ('case("toylib.undocumented", "toylib", toylib.undocumented,\n'
            "         [torch.ones(3, 2)],\n"
            '         note="discovered: test test_toylib.py::test_undocumented"),\n') in text
    bad = capgrid(tmp_path, env, "discover", "toylib", "-o", "x.py", "--records", "suite")
    assert bad.returncode == 2
    assert bad.stderr.strip() == "capgrid: error: --records suite: no candidates.json in it"


def test_signature_calls_take_shapes_and_values_from_the_documentation(tmp_path: Path) -> None:
    """tests/packs/siglib has no example and no test. Its docstrings give each tensor parameter
    of transform_points its own shape (points (B, N, 2), transform (B, 3, 3): the image trials
    all raise), resample's mode is a Literal, pad's border an enum (a string annotation: the
    library's annotations are postponed) and its kind a string whose entry lists the values;
    Mixer takes a configuration dataclass, Smooth is a Sequential, cast a Union and a dtype.
    Each gets a case; the pack is the same byte for byte twice."""
    shutil.copytree(PACKS / "siglib", tmp_path / "lib" / "siglib")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path / "lib"),
                                                       str(REPO / "python")]))
    args = ["discover", "siglib", "--from", "signatures", "--timeout", "20", "-j", "2"]
    first = capgrid(tmp_path, env, *args, "-o", "a.py")
    assert first.returncode == 0, first.stderr
    text = (tmp_path / "a.py").read_text()
    second = capgrid(tmp_path, env, *args, "-o", "a.py", "--force")
    assert second.returncode == 0, second.stderr
    assert (tmp_path / "a.py").read_text() == text
    assert ('case("siglib.transform_points", "siglib", siglib.transform_points,\n'
            '         [rand(1, 8, 2, seed=') in text
    assert "rand(1, 3, 3, seed=" in text.split('case("siglib.transform_points"')[1]
    assert 'case("siglib.resample", "siglib", siglib.resample,\n' in text
    assert "'nearest'" in text.split('case("siglib.resample"')[1].split("case(")[0]
    pad = text.split('case("siglib.pad"')[1].split("case(")[0]
    assert "siglib.Border.ZEROS" in pad and "'all'" in pad, pad
    # Mixer: its configuration built from its defaults, called on tokens of its width (no
    # image trial fits); Smooth: torch.nn.Sequential's forward, recorded as the class's own;
    # cast: a typing Union and a dtype
    mixer = text.split('case("siglib.Mixer"')[1].split("case(")[0]
    assert "siglib.MixerConfig(width=3, hidden=5)" in mixer and "rand(1, 16, 3, seed=" in mixer
    assert "siglib.Smooth(3)" in text.split('case("siglib.Smooth"')[1].split("case(")[0]
    cast = text.split('case("siglib.cast"')[1].split("case(")[0]
    assert "torch.float32" in cast and "3" in cast, cast
    assert "discovered 6 cases for 6 of 7 public callables" in first.stdout, first.stdout
    listed = capgrid(tmp_path, env, "list", "a.py")
    assert listed.returncode == 0, listed.stderr
