"""Source keeps (capgrid.source_keeps, docs/store.md "Source keeps"): a declared edit of a file
keeps the results recorded with its old digest valid while the file is as declared, and no
longer once it changes again."""

from __future__ import annotations

import json
import subprocess

import pytest

from capgrid import dependencies, source_keeps


def _write_keeps(folder, *keeps):
    (folder / "source_keeps.json").write_text(json.dumps({"keeps": [
        {"file": f, "from": a, "to": b, "why": "import-time data"} for f, a, b in keeps]}))


def test_a_keep_accepts_its_old_digest_while_the_file_is_as_declared(tmp_path):
    f = tmp_path / "kit.py"
    f.write_text("X = 1\n")
    assert source_keeps.accepted(str(f), "bbbb") == ["bbbb"]  # no file of keeps
    _write_keeps(tmp_path, ("kit.py", "aaaa", "bbbb"), ("kit.py", "0000", "aaaa"),
                 ("other.py", "cccc", "bbbb"))
    assert source_keeps.accepted(str(f), "bbbb") == ["bbbb", "aaaa", "0000"]  # a chain
    assert source_keeps.accepted(str(f), "aaaa") == ["aaaa", "0000"]
    assert source_keeps.accepted(str(f), "dddd") == ["dddd"]  # edited again: keeps nothing


def test_a_malformed_file_of_keeps_is_refused_naming_it(tmp_path):
    (tmp_path / "source_keeps.json").write_text('{"keeps": [{"file": "kit.py"}]}')
    with pytest.raises(source_keeps.KeepsError, match="source_keeps.json: expected"):
        source_keeps.accepted(str(tmp_path / "kit.py"), "bbbb")


def test_the_digests_reply_lists_every_digest_a_kept_file_accepts(tmp_path, monkeypatch):
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "kit.py").write_text("X = 2\n")
    (lib / "plain.py").write_text("Y = 1\n")
    monkeypatch.syspath_prepend(str(lib))
    now = dependencies.file_digest(str(lib / "kit.py"))
    _write_keeps(lib, ("kit.py", "aaaa", now))
    got = dependencies.digests(["kit.py", "plain.py", "gone.py"])
    assert got == {"kit.py": [now, "aaaa"],
                   "plain.py": dependencies.file_digest(str(lib / "plain.py")), "gone.py": None}


def _git(repo, *args):
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True,
                   env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
                        "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t",
                        "HOME": str(repo), "PATH": "/usr/bin:/bin"})


def test_declare_records_the_edit_since_a_revision(tmp_path):
    repo = tmp_path / "repo"
    (repo / "pack").mkdir(parents=True)
    kit = repo / "pack" / "kit.py"
    kit.write_text("X = 1\n")
    _git(repo, "init", "-q")
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "first")
    with pytest.raises(source_keeps.KeepsError, match="unchanged since HEAD"):
        source_keeps.declare(str(kit), "HEAD", "nothing")
    kit.write_text("X = 1.0  # in float64, then float32\n")
    keep = source_keeps.declare(str(kit), "HEAD", "import-time data")
    assert keep["from"] == source_keeps._digest(b"X = 1\n")
    assert keep["to"] == dependencies.file_digest(str(kit))
    doc = json.loads((repo / "pack" / "source_keeps.json").read_text())
    assert doc["keeps"] == [keep]
    source_keeps.declare(str(kit), "HEAD", "again")  # the same edit is not listed twice
    assert len(json.loads((repo / "pack" / "source_keeps.json").read_text())["keeps"]) == 1
    (repo / "pack" / "new.py").write_text("Z = 1\n")
    with pytest.raises(source_keeps.KeepsError, match="not in git revision HEAD"):
        source_keeps.declare(str(repo / "pack" / "new.py"), "HEAD", "new")
