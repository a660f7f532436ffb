"""A library capgrid has never seen, installed outside the working directory: the pack
`capgrid discover` writes and the snapshot of its run name no path of this machine, though
the library's errors are full of them (src/portable_paths.cc; docs/snapshot.md, "Paths")."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from harness import REPO, capgrid_bin, real_python

from machine_paths import machine_paths

LIB = '''"""A library with a broken optional part."""
import torch

__all__ = ["branchy", "needs_helper"]


def branchy(x: torch.Tensor) -> torch.Tensor:
    """Data-dependent control flow: torch.export's error names this file.

    >>> branchy(torch.ones(2, 3)).shape
    torch.Size([2, 3])
    """
    if x.sum() > 0:
        return x * 2
    return x - 1


def needs_helper(x: torch.Tensor) -> torch.Tensor:
    """Its example fails with an ImportError that names this file.

    >>> needs_helper(torch.ones(2))
    tensor([1., 1.])
    """
    from plib import missing_helper  # noqa: F401
    return x
'''


def test_a_discovered_pack_and_its_snapshot_name_no_path_of_this_machine(tmp_path: Path) -> None:
    (tmp_path / "site" / "plib").mkdir(parents=True)
    (tmp_path / "site" / "plib" / "__init__.py").write_text(LIB)
    work = tmp_path / "work"
    (work / "packs").mkdir(parents=True)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path / "site"),
                                                       str(REPO / "python")]),
               XDG_CACHE_HOME=str(tmp_path / "cache"))

    def capgrid(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([capgrid_bin(), *args, "--python", real_python()], cwd=work,
                              env=env, capture_output=True, text=True, timeout=600)

    found = capgrid("discover", "plib", "-o", str(work / "packs" / "plib_pack.py"), "-j", "1")
    assert found.returncode == 0, found.stderr
    pack = (work / "packs" / "plib_pack.py").read_text()
    # the reason names the library's file from its package, the command the pack relative
    assert "plib.needs_helper: its example failed: ImportError: cannot import name " \
           "'missing_helper' from 'plib' (plib/__init__.py)" in pack, pack
    assert "`capgrid discover plib -o plib_pack.py`" in pack
    assert machine_paths(pack, tmp_path) == []

    ran = capgrid("run", str(work / "packs" / "plib_pack.py"), "--probes", "export", "-j", "1",
                  "--results", str(work / "r"))
    assert ran.returncode == 0, ran.stderr
    text = (work / "r" / "snapshot.json").read_text()
    snap = json.loads(text)
    assert snap["packs"] == ["packs/plib_pack.py"]
    (row,) = [c for c in snap["cases"] if "branchy" in c["name"]]
    assert row["export"] == "fail", row
    assert "plib/__init__.py" in json.dumps(row)  # the library's frames are kept, portably
    assert machine_paths(text, tmp_path) == []
