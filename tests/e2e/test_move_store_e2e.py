"""End to end: a results store reused on another machine, in another home with another compile
cache, probes nothing (issue "The README's main job on a fresh machine": the committed surveys'
grad results were probed again on every fresh machine, because each one had recorded a file of
inductor's code cache, below the surveying user's home, as a source).

The pack's case runs a module from the compile cache while it is probed, as inductor's generated
code runs inside a compiled function; that module is no source of the result (its code comes from
the library and the stack). The home and the temporary directory are apart, as on a real machine
(the compile cache below ~/.cache, the temporary directory elsewhere).
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

from harness import REPO, capgrid_bin

PACK = textwrap.dedent('''\
    import importlib.util
    import os

    import torch

    from capgrid import case

    CODE = "def call(x):\\n    return x * 2.0 + 1.0\\n"


    @torch.compiler.disable
    def generated():
        """A module in the compile cache, written at run time as inductor writes its code."""
        folder = os.path.join(os.environ["TORCHINDUCTOR_CACHE_DIR"], "ge")
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "cgenerated.py")
        if not os.path.exists(path):
            with open(path, "w") as f:
                f.write(CODE)
        spec = importlib.util.spec_from_file_location("cgenerated", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module


    def scaled(x):
        return generated().call(x)


    CASES = [case("gen.scaled", "gen", scaled, [torch.ones(2, 3)])]
    ''')


def _machine(tmp_path: Path, name: str) -> dict:
    """The environment of a user `name` on their own machine: a home holding the compile cache
    (~/.cache/capgrid) and a temporary directory elsewhere."""
    home, tmp = tmp_path / name / "home", tmp_path / name / "tmp"
    tmp.mkdir(parents=True)
    home.mkdir(parents=True)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("CAPGRID_", "TORCHINDUCTOR_")) and k != "XDG_CACHE_HOME"}
    env.update(HOME=str(home), TMPDIR=str(tmp), PYTHONPATH=str(REPO / "python"))
    return env


def _run(env: dict, pack: Path, results: Path, *more: str) -> subprocess.CompletedProcess:
    return subprocess.run([capgrid_bin(), "run", str(pack), "-j", "1", "--probes", "compile",
                           "--python", sys.executable, "--results", str(results), *more],
                          capture_output=True, text=True, timeout=300, cwd=pack.parent, env=env)


def test_a_store_moved_to_another_home_and_cache_is_reused_whole(tmp_path: Path) -> None:
    (tmp_path / "work").mkdir()  # the checkout: neither home nor cache below it
    pack = tmp_path / "work" / "gen_pack.py"
    pack.write_text(PACK)
    first = _machine(tmp_path, "a")
    proc = _run(first, pack, tmp_path / "a" / "results")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    # the module did run from the compile cache below the first home
    assert list((tmp_path / "a" / "home" / ".cache" / "capgrid").rglob("cgenerated.py"))
    db = sqlite3.connect(tmp_path / "a" / "results" / "capgrid.sqlite")
    try:
        keys = {k for (files,) in db.execute("SELECT files FROM sources")
                for k in json.loads(files)}
    finally:
        db.close()
    assert "gen_pack.py" in keys, keys
    assert not [k for k in keys if os.path.isabs(k)], keys  # nothing of one machine's cache

    # the store on another machine: another home, another cache, an empty one
    shutil.copytree(tmp_path / "a" / "results", tmp_path / "b-results")
    second = _machine(tmp_path, "b")
    plan = _run(second, pack, tmp_path / "b-results", "--plan")
    assert plan.returncode == 0, plan.stdout + plan.stderr
    assert plan.stdout.strip().splitlines()[-1] == \
        "capgrid: plan: would reuse 1, probe 0 of 1 results", plan.stdout
    again = _run(second, pack, tmp_path / "b-results")
    assert again.returncode == 0, again.stdout + again.stderr
    assert again.stdout.strip().splitlines()[-1] == "capgrid: reused 1, probed 0 of 1 results"
