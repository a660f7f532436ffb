"""survey/recipe.py reads the surveys' recipes (docs/surveys.md): the committed ones lay out
every committed store, and a recipe that is wrong is refused with one line naming its file and
key (exit 2), before anything runs."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _repo(tmp_path: Path) -> Path:
    """A repository holding the recipe code, the stacks and one survey of a pack file."""
    repo = tmp_path / "repo"
    (repo / "survey" / "torch-2.15").mkdir(parents=True)
    for f in ("recipe.py", "recipe_verbs.py", "recipe_publish.py", "stacks.toml", "stack.txt",
              "torch-2.15/stack.txt"):
        shutil.copy(ROOT / "survey" / f, repo / "survey" / f)
    (repo / "survey" / "mine").mkdir()
    (repo / "survey" / "mine" / "pack.py").write_text("CASES = []\n")
    _recipe(repo, "")
    return repo


def _recipe(repo: Path, extra: str, **over: str) -> None:
    keys = {"pack": '"survey/mine/pack.py"', "shards": "2", "run": '["--timeout", "300"]',
            "default": '"torch-2.13"', **over}
    text = "".join(f"{k} = {v}\n" for k, v in keys.items() if v) + extra + (
        '\n[stacks."torch-2.13"]\nstores = "survey/mine"\nprobes = "onnx,export"\n')
    (repo / "survey" / "mine" / "survey.toml").write_text(text)


def _runnable_repo(tmp_path: Path) -> Path:
    """_repo with the development venv and a pack of four real cases (two shards)."""
    repo = _repo(tmp_path)
    (repo / ".venv").symlink_to(ROOT / ".venv")
    (repo / "survey" / "mine" / "pack.py").write_text(
        "import torch\nfrom capgrid import case\nX = torch.ones(2, 3)\nCASES = [\n" + "".join(
            f"    case('mine.{f}', 'mine', torch.{f}, [X]),\n"
            for f in ("relu", "tanh", "sigmoid", "abs")) + "]\n")
    return repo


def _layout(repo: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "survey/recipe.py", "layout", "--json"], cwd=repo,
                          capture_output=True, text=True, timeout=60)


def test_a_recipe_lays_out_its_stacks(tmp_path: Path):
    repo = _repo(tmp_path)
    proc = _layout(repo)
    assert proc.returncode == 0, proc.stderr
    (survey,) = json.loads(proc.stdout)
    assert survey["survey"] == "mine" and survey["pages"] is None
    (stack,) = survey["stacks"]
    assert stack == {"name": "torch-2.13", "pins": "survey/stack.txt", "venv": ".venv",
                     "stores": ["survey/mine/shard-1", "survey/mine/shard-2"],
                     "probes": "onnx,export", "pages": None, "adding": None}


@pytest.mark.parametrize("extra,over,line", [
    ("colour = 1\n", {}, "survey/mine/survey.toml: unknown key 'colour' (known: pack, shards, "
     "run, default, stacks, requirements, pages, coverage, sphinx, make_survey, comparison)"),
    ("", {"shards": ""}, "survey/mine/survey.toml: 'shards' is missing"),
    ("", {"shards": "0"}, "survey/mine/survey.toml shards: expected a positive integer"),
    ("", {"default": '"torch-9.9"'},
     "survey/mine/survey.toml: no stack 'torch-9.9' (stacks: torch-2.13)"),
    ("", {"pack": '"survey/mine/nothing.py"'},
     "survey/mine/survey.toml pack: 'survey/mine/nothing.py' is neither builtin:NAME nor a "
     "pack file"),
    ('pages = "/etc"\n', {}, "survey/mine/survey.toml pages: expected a path inside the "
     "repository, got '/etc'"),
    ('[stacks."torch-3.0"]\nstores = "x"\nprobes = "onnx"\n', {},
     "survey/mine/survey.toml [stacks.torch-3.0]: no stack 'torch-3.0' in survey/stacks.toml "
     "(torch-2.13, torch-2.15)"),
    ('[stacks."torch-2.15"]\nstores = "x"\nprobes = "onnx"\n[stacks."torch-2.15".adding]\n'
     'probes = "onnx,aoti"\nshards = []\n', {},
     "survey/mine/survey.toml [stacks.torch-2.15] adding probes: onnx already published (the "
     "stack's probes)"),
    ('[stacks."torch-2.15"]\nstores = "x"\nprobes = "onnx"\n[stacks."torch-2.15".adding]\n'
     'probes = "aoti"\nshards = [3]\n', {},
     "survey/mine/survey.toml [stacks.torch-2.15] adding shards: expected a list of distinct "
     "shard numbers in 1..2"),
    ('[stacks."torch-2.15"]\nstores = "x"\nprobes = "onnx"\n[stacks."torch-2.15".adding]\n'
     'probes = "aoti"\n', {}, "survey/mine/survey.toml [stacks.torch-2.15] adding: 'shards' is "
     "missing"),
])
def test_a_wrong_recipe_is_one_line_naming_its_file_and_key(tmp_path: Path, extra, over, line):
    repo = _repo(tmp_path)
    _recipe(repo, extra, **over)
    proc = _layout(repo)
    assert proc.returncode == 2
    assert proc.stderr.strip() == f"recipe.py: {line}"
    assert proc.stdout == ""


def test_a_stack_whose_pins_name_another_stack_is_refused(tmp_path: Path):
    repo = _repo(tmp_path)
    pins = repo / "survey" / "torch-2.15" / "stack.txt"
    pins.write_text(pins.read_text().replace("# stack: torch-2.15", "# stack: torch-2.16"))
    proc = _layout(repo)
    assert proc.returncode == 2
    assert proc.stderr.strip() == (
        "recipe.py: survey/stacks.toml [torch-2.15]: survey/torch-2.15/stack.txt names its "
        "stack 'torch-2.16' on its '# stack:' line, not 'torch-2.15'")


def test_run_shard_refuses_a_shard_the_survey_does_not_have(tmp_path: Path):
    repo = _repo(tmp_path)
    proc = subprocess.run([sys.executable, "survey/recipe.py", "run-shard", "mine", "3"],
                          cwd=repo, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.strip() == "recipe.py: K 3: mine has shards 1..2"
    assert not (repo / "survey" / "mine" / "shard-3").exists()
    proc = subprocess.run([sys.executable, "survey/recipe.py", "run-shard", "mine", "some"],
                          cwd=repo, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines()[-1].endswith(
        "argument K: K must be a shard number or 'all', not 'some'"), proc.stderr


def test_the_committed_recipes_load():
    proc = subprocess.run([sys.executable, str(ROOT / "survey" / "recipe.py"), "layout",
                           "--json"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    surveys = {s["survey"]: s for s in json.loads(proc.stdout)}
    assert {n for n, s in surveys.items() if s["make_survey"]} == {"kornia", "monai"}
    for name in ("kornia", "monai"):
        assert surveys[name]["default"] == "torch-2.15"
        assert surveys[name]["pages"] == f"docs/{name}"


def test_a_rerun_kept_run_restamps_every_stored_shard_first(tmp_path: Path):
    """`run-shard ... -- --rerun-kept P` first runs every stored shard of the stack
    incrementally (a bump's kept results then carry the version that keeps them, so the stack
    merges at any point of the re-probe), then the shard asked for; with the real engine and
    worker, on a pack of four cases in two shards."""
    repo = _runnable_repo(tmp_path)
    _recipe(repo, "", run='["--timeout", "300", "-j", "1"]')
    text = (repo / "survey" / "mine" / "survey.toml").read_text()
    (repo / "survey" / "mine" / "survey.toml").write_text(text.replace('"onnx,export"',
                                                                       '"export"'))

    def run_shard(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "survey/recipe.py", "run-shard", "mine", *args],
                              cwd=repo, capture_output=True, text=True, timeout=600)

    for k in ("1", "2"):
        proc = run_shard(k)
        assert proc.returncode == 0, proc.stdout + proc.stderr

    def invocations(k: int) -> int:
        with sqlite3.connect(repo / "survey" / "mine" / f"shard-{k}" / "capgrid.sqlite") as db:
            return db.execute("SELECT COUNT(*) FROM invocations").fetchone()[0]

    before = [invocations(1), invocations(2)]
    proc = run_shard("2", "--", "--rerun-kept", "export")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("recipe.py: ")]
    assert [ln.split(":")[1].strip() for ln in lines[:2]] == ["restamping shard 1",
                                                            "restamping shard 2"], lines
    assert "--rerun-kept export" in lines[2] and "--shard 2/2" in lines[2], lines
    assert len(lines) == 3, lines
    assert [invocations(1), invocations(2)] == [before[0] + 1, before[1] + 2]
    # K = all: the restamps once, then every shard in turn
    proc = run_shard("all", "--", "--rerun-kept", "export")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("recipe.py: ")]
    assert len(lines) == 4 and "restamping" in lines[1], lines
    assert "--shard 1/2" in lines[2] and "--shard 2/2" in lines[3], lines
    assert [invocations(1), invocations(2)] == [before[0] + 3, before[1] + 4]


def test_a_column_is_added_shard_by_shard_and_a_listed_shard_must_hold_it(tmp_path: Path):
    """A stack's `adding` columns: run-shard probes them (only them on a committed store),
    `stale` checks them on the shards listed as done and nowhere else, and the layout says how
    far the addition is; with the real engine and worker, four cases in two shards."""
    repo = _runnable_repo(tmp_path)
    recipe = repo / "survey" / "mine" / "survey.toml"

    def write(adding: str) -> None:
        _recipe(repo, "", run='["--timeout", "300", "-j", "1"]')
        recipe.write_text(recipe.read_text().replace('"onnx,export"', '"export"') + adding)

    def verb(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "survey/recipe.py", *args], cwd=repo,
                              capture_output=True, text=True, timeout=600)

    def probes(k: int) -> set[str]:
        with sqlite3.connect(repo / "survey" / "mine" / f"shard-{k}" / "capgrid.sqlite") as db:
            return {r[0] for r in db.execute("SELECT DISTINCT probe FROM results")}

    write("")
    for k in ("1", "2"):
        assert verb("run-shard", "mine", k).returncode == 0
    assert probes(1) == probes(2) == {"export"}
    assert verb("stale", "mine").returncode == 0
    adding = '\n[stacks."torch-2.13".adding]\nprobes = "export_dynamic"\nshards = %s\n'
    write(adding % "[]")
    proc = verb("layout", "mine")
    assert "adding export_dynamic: shards done none of 2" in proc.stdout, proc.stdout
    proc = verb("run-shard", "mine", "1")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "--probes export,export_dynamic" in proc.stdout
    # only the added column ran: every export result of the shard was reused
    m = re.search(r"capgrid: reused (\d+), probed (\d+) of", proc.stdout)
    assert m and m.group(1) == m.group(2) != "0", proc.stdout
    assert probes(1) == {"export", "export_dynamic"} and probes(2) == {"export"}
    write(adding % "[1]")
    proc = verb("stale", "mine")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "mine torch-2.13 adding export_dynamic, shard 1: 0 of" in proc.stdout, proc.stdout
    # shard 2 listed as done without holding the column: stale, exit 1
    write(adding % "[1, 2]")
    proc = verb("stale", "mine")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    line = next(ln for ln in proc.stdout.splitlines() if "shard 2:" in ln)
    assert line.startswith("mine torch-2.13 adding export_dynamic, shard 2: ") and \
        " 0 of" not in line, proc.stdout
