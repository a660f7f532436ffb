"""`survey/recipe.py publish` over two probe stacks, on a copy of the committed MONAI survey (its
torch 2.13.0 and torch 2.15.0 stores): the default stack's pages are docs/monai/, the other's
docs/monai/NAME/, and naming the newer stack as the recipe's `default` (survey/monai/survey.toml)
moves the pages, the version view with them, when every stack is published again; publishing
one stack alone then is refused before anything is written. Switching back restores the first
layout byte for byte.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

from capgrid_binary import capgrid_bin

ROOT = Path(__file__).resolve().parents[1]


def _copy_store(src: Path, dst: Path) -> None:
    """A consistent copy of a store, even while a survey writes to it."""
    dst.mkdir(parents=True)
    with sqlite3.connect(f"file:{src / 'capgrid.sqlite'}?mode=ro", uri=True) as a, \
            sqlite3.connect(dst / "capgrid.sqlite") as b:
        a.backup(b)


RECIPE = ROOT / "survey" / "monai" / "survey.toml"


def _repo(tmp: Path) -> Path:
    repo = tmp / "repo"
    (repo / "survey" / "torch-2.15").mkdir(parents=True)
    for f in ("recipe.py", "recipe_publish.py", "recipe_verbs.py", "stacks.toml", "stack.txt",
              "torch-2.15/stack.txt"):
        shutil.copy(ROOT / "survey" / f, repo / "survey" / f)
    for sub in ("", "torch-2.15/"):
        (repo / "survey" / "monai" / sub).mkdir(parents=True, exist_ok=True)
        for k in range(1, 5):
            _copy_store(ROOT / "survey" / "monai" / f"{sub}shard-{k}",
                        repo / "survey" / "monai" / f"{sub}shard-{k}")
    shutil.copy(ROOT / "survey" / "monai" / "requirements.txt", repo / "survey" / "monai")
    _default(repo, "torch-2.13")
    shutil.copytree(ROOT / "docs" / "monai" / "sphinx", repo / "docs" / "monai" / "sphinx")
    (repo / ".venv").symlink_to(ROOT / ".venv")  # the Sphinx build's interpreter
    return repo


def _default(repo: Path, stack: str) -> None:
    """The copy's recipe with another default stack."""
    text = re.sub(r'^default = ".*"$', f'default = "{stack}"', RECIPE.read_text(), flags=re.M)
    (repo / "survey" / "monai" / "survey.toml").write_text(text)


def _publish(repo: Path, *args: str) -> subprocess.CompletedProcess:
    # the columns both stacks' stores have whatever a survey is adding
    return subprocess.run([sys.executable, "survey/recipe.py", "publish", "monai",
                           "--probes", "onnx,export,compile", *args], cwd=repo, text=True,
                          capture_output=True, timeout=600,
                          env={**os.environ, "CAPGRID_BIN": capgrid_bin()})


def _torch(snapshot: Path) -> str:
    return json.loads(snapshot.read_text())["torch"].split("+")[0]


def _tree(d: Path) -> dict[str, bytes]:
    return {str(p.relative_to(d)): p.read_bytes() for p in sorted(d.rglob("*")) if p.is_file()
            and "_build" not in p.parts}


def _versions(repo: Path, old: Path, new: Path, ext: str) -> str:
    proc = subprocess.run([capgrid_bin(), "diff", str(old), str(new), "--format",
                           f"versions-{ext}"], cwd=repo, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_the_default_stack_moves_to_the_main_page_and_back(tmp_path: Path):
    repo = _repo(tmp_path)
    docs = repo / "docs" / "monai"
    proc = _publish(repo)
    assert proc.returncode == 0, proc.stderr
    # the first stack is the default: docs/monai/, the newer one beside it
    assert _torch(docs / "snapshot.json") == "2.13.0"
    assert _torch(docs / "torch-2.15" / "snapshot.json") == "2.15.0"
    assert not (docs / "versions.md").exists()
    assert (docs / "torch-2.15" / "versions.md").read_text() == _versions(
        repo, docs / "snapshot.json", docs / "torch-2.15" / "snapshot.json", "md")
    assert "](torch-2.15/versions.md)" in (docs / "export_support.md").read_text()
    assert "](../export_support.md)" in (docs / "torch-2.15" / "export_support.md").read_text()
    assert "2.13.0" in (docs / "sphinx" / "export_support.rst").read_text()
    first = _tree(docs)

    # the newer stack becomes the default: one stack alone cannot move the pages
    _default(repo, "torch-2.15")
    proc = _publish(repo, "--stack", "torch-2.15")
    assert proc.returncode == 2
    assert "survey/monai/survey.toml default" in proc.stderr
    assert "publish every stack" in proc.stderr
    assert _tree(docs) == first  # nothing written

    proc = _publish(repo)
    assert proc.returncode == 0, proc.stderr
    assert _torch(docs / "snapshot.json") == "2.15.0"
    assert _torch(docs / "torch-2.13" / "snapshot.json") == "2.13.0"
    assert not (docs / "torch-2.15").exists()  # nothing of the old layout stays
    for ext in ("md", "html"):
        assert (docs / f"versions.{ext}").read_text() == _versions(
            repo, docs / "torch-2.13" / "snapshot.json", docs / "snapshot.json", ext)
    main = (docs / "export_support.md").read_text()
    assert "](versions.md)" in main and "](torch-2.13/export_support.md)" in main
    old = (docs / "torch-2.13" / "export_support.html").read_text()
    assert 'href="../export_support.html"' in old and 'href="../versions.html"' in old
    rst = (docs / "sphinx" / "export_support.rst").read_text()
    assert "2.15.0" in rst and "2.13.0" not in rst

    # and back: the first layout, byte for byte
    _default(repo, "torch-2.13")
    proc = _publish(repo)
    assert proc.returncode == 0, proc.stderr
    assert _tree(docs) == first


def test_a_file_publishing_did_not_write_stops_the_move(tmp_path: Path):
    repo = _repo(tmp_path)
    docs = repo / "docs" / "monai"
    assert _publish(repo).returncode == 0
    (docs / "torch-2.15" / "notes.md").write_text("by hand\n")
    before = _tree(docs)
    _default(repo, "torch-2.15")
    proc = _publish(repo)
    assert proc.returncode == 2
    assert "docs/monai/torch-2.15/notes.md was not written by publishing" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert _tree(docs) == before


def test_a_default_stack_that_is_no_stack_is_refused(tmp_path: Path):
    repo = _repo(tmp_path)
    _default(repo, "torch-9.9")
    proc = _publish(repo)
    assert proc.returncode == 2
    assert proc.stderr.strip() == ("recipe.py: survey/monai/survey.toml: no stack 'torch-9.9' "
                                   "(stacks: torch-2.13, torch-2.15)")
    assert not (repo / "docs" / "monai" / "snapshot.json").exists()


def test_a_stack_whose_survey_is_under_way_is_skipped_unless_named(tmp_path: Path):
    repo = _repo(tmp_path)
    shutil.rmtree(repo / "survey" / "monai" / "torch-2.15" / "shard-4")
    docs = repo / "docs" / "monai"
    proc = _publish(repo)
    assert proc.returncode == 0, proc.stderr
    assert ("torch-2.15: 1 of 4 shards without a store in survey/monai/torch-2.15 yet "
            "(python3 survey/recipe.py run-shard monai K --stack torch-2.15), skipped"
            ) in proc.stdout
    assert _torch(docs / "snapshot.json") == "2.13.0"
    assert not (docs / "torch-2.15").exists()
    assert "See also" not in (docs / "export_support.md").read_text()
    before = _tree(docs)
    proc = _publish(repo, "--stack", "torch-2.15")
    assert proc.returncode == 2
    assert proc.stderr.strip() == ("recipe.py: survey/monai/torch-2.15 has 1 shard(s) without a "
                                   "store: python3 survey/recipe.py run-shard monai K "
                                   "--stack torch-2.15")
    assert _tree(docs) == before
