"""The shared compile cache (python/capgrid/compile_cache.py, `capgrid run --cache-dir/--fresh`):
real torch, real g++, real SIGKILL, real engine runs."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import struct
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from capgrid import compile_cache
from capgrid.collect import collect
from capgrid_binary import capgrid_bin

ROOT = Path(__file__).resolve().parents[2]
TINY = ROOT / "tests" / "packs" / "tiny.py"

# One fresh graph, compiled by inductor in a child process that joins the shared cache the way
# a worker does (configure before anything compiles). It prints one JSON line when done.
CHILD = textwrap.dedent("""\
    import json, sys
    import torch
    from capgrid import compile_cache
    where = compile_cache.configure("teststack")
    def f(x):
        return (x.sin() * 3 + x.cos()).sum(dim=-1)
    x = torch.arange(12, dtype=torch.float32).reshape(3, 4)
    out = torch.compile(f)(x)
    print(json.dumps({"where": where, "ok": bool(torch.allclose(out, f(x))),
                      **compile_cache.counts()}), flush=True)
    """)

COMPILERS = {"g++", "c++", "cc1plus", "as", "collect2", "ld", "ld.bfd", "ld.gold"}


def _env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("TORCHINDUCTOR_CACHE_DIR", compile_cache.ROOT_ENV, "CXX")}
    env.update(PYTHONPATH=str(ROOT / "python"), TORCHINDUCTOR_COMPILE_THREADS="1",
               OMP_NUM_THREADS="1", **extra)
    return env


def _start(env: dict) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", CHILD], env=env, start_new_session=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _finish(env: dict) -> dict:
    proc = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _group_commands(pgid: int) -> set[str]:
    """The command names of the processes in process group `pgid`."""
    names = set()
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            continue
        name, rest = stat[stat.index("(") + 1:stat.rindex(")")], stat[stat.rindex(")") + 2:]
        if int(rest.split()[2]) == pgid:
            names.add(name)
    return names


def _kill_when(proc: subprocess.Popen, ready, timeout: float = 300) -> None:
    """SIGKILLs proc's process group as soon as ready() is true."""
    deadline = time.monotonic() + timeout
    while not ready():
        if proc.poll() is not None:
            out, err = proc.communicate()
            pytest.fail(f"the child finished before the kill: {out[-500:]} {err[-2000:]}")
        if time.monotonic() > deadline:
            os.killpg(proc.pid, signal.SIGKILL)
            pytest.fail("the moment to kill never came")
        time.sleep(0.002)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    proc.communicate()


def _elf_complete(path: Path) -> bool:
    """True when the ELF file's section header table lies inside the file (a truncated
    shared object or object file fails this)."""
    data = path.read_bytes()
    if len(data) < 64 or data[:4] != b"\x7fELF" or data[4] != 2:
        return False
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    return 0 < shoff and shoff + shentsize * shnum <= len(data)


def _kernels(cache: Path) -> list[Path]:
    return [p for p in cache.rglob("*") if p.is_file() and p.suffix in (".so", ".o")]


def test_a_worker_killed_while_g_plus_plus_runs_leaves_the_shared_cache_good(tmp_path):
    cache = tmp_path / "cache"
    env = _env(CAPGRID_COMPILE_CACHE=str(cache))
    proc = _start(env)
    _kill_when(proc, lambda: bool(_group_commands(proc.pid) & COMPILERS))
    assert list(cache.glob("*/inductor")), "the child never joined the shared cache"
    assert all(_elf_complete(p) for p in _kernels(cache) if compile_cache.TMP_MARK not in p.name)

    again = _finish(env)  # a new worker, the same graph, the same cache
    assert again == {"where": str(cache / "teststack" / "inductor"), "ok": True,
                     "fxgraph_hit": 0, "fxgraph_miss": 1}
    finals = [p for p in _kernels(cache) if compile_cache.TMP_MARK not in p.name]
    assert finals and all(_elf_complete(p) for p in finals), finals
    # and the warm cache is used: a third worker finds the FX graph compiled
    warm = _finish(env)
    assert (warm["ok"], warm["fxgraph_hit"], warm["fxgraph_miss"]) == (True, 1, 0)


# A stand-in compiler that behaves like g++ SIGKILLed mid-write: it leaves the first bytes of
# its -o output and hangs (anything else, e.g. --version, goes to the real g++).
FAKE_CXX = """#!/bin/sh
out=""
prev=""
for a in "$@"; do
  if [ "$prev" = "-o" ]; then out="$a"; fi
  prev="$a"
done
if [ -z "$out" ]; then exec g++ "$@"; fi
printf 'PARTIAL' > "$out"
exec sleep 120
"""


def _partial_outputs(cache: Path) -> list[Path]:
    found = []
    for p in cache.rglob("*"):
        try:
            if p.is_file() and p.read_bytes() == b"PARTIAL":
                found.append(p)
        except OSError:
            pass
    return found


@pytest.mark.parametrize("shared", [True, False], ids=["patched", "unpatched"])
def test_the_patch_is_what_makes_the_compiler_write_to_a_temp_name(tmp_path, shared):
    fake = tmp_path / "g++"
    fake.write_text(FAKE_CXX)
    fake.chmod(0o755)
    cache = tmp_path / "cache"
    # unpatched: the user's own TORCHINDUCTOR_CACHE_DIR, which configure() leaves alone
    where = {"CAPGRID_COMPILE_CACHE": str(cache)} if shared else {
        "TORCHINDUCTOR_CACHE_DIR": str(cache / "teststack" / "inductor")}
    proc = _start(_env(CXX=str(fake), **where))
    _kill_when(proc, lambda: bool(_partial_outputs(cache)))
    (partial,) = _partial_outputs(cache)
    if shared:
        assert compile_cache.TMP_MARK in partial.name, partial
        final = partial.with_name(partial.name.split(compile_cache.TMP_MARK)[0] + partial.suffix)
        assert not final.exists()
    else:
        # the hazard the patch removes: the kernel's final name holds a truncated file, which
        # codecache._worker_compile_cpp would take as built
        assert compile_cache.TMP_MARK not in partial.name and partial.suffix in (".so", ".o")


def test_configure_leaves_a_users_cache_alone_and_needs_a_root(monkeypatch, tmp_path):
    monkeypatch.delenv(compile_cache.ROOT_ENV, raising=False)
    monkeypatch.delenv(compile_cache.TORCH_ENV, raising=False)
    assert compile_cache.configure("abc") is None
    assert compile_cache.TORCH_ENV not in os.environ
    monkeypatch.setenv(compile_cache.ROOT_ENV, str(tmp_path / "root"))
    monkeypatch.setenv(compile_cache.TORCH_ENV, "/theirs")
    assert compile_cache.configure("abc") is None
    assert os.environ[compile_cache.TORCH_ENV] == "/theirs"


def test_the_installed_torch_has_what_the_atomic_build_relies_on():
    # when a torch upgrade moves these internals, this fails (and workers fall back to private
    # caches, saying so in their logs)
    assert compile_cache._unsupported_reason() is None


def test_without_those_internals_a_worker_falls_back_to_a_private_cache(monkeypatch, tmp_path,
                                                                         capsys):
    monkeypatch.setattr(compile_cache, "_unsupported_reason", lambda: "CppBuilder.build is gone")
    monkeypatch.setenv(compile_cache.ROOT_ENV, str(tmp_path / "root"))
    monkeypatch.delenv(compile_cache.TORCH_ENV, raising=False)
    private = compile_cache.configure("abc")
    assert private and os.path.isdir(private) and not private.startswith(str(tmp_path / "root"))
    assert os.environ[compile_cache.TORCH_ENV] == private
    assert not (tmp_path / "root" / "abc").exists()
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"capgrid.worker: shared compile cache off (CppBuilder.build is gone); using "
                   f"the private cache {private}"]


def _run(results: Path, cache: Path, *extra: str) -> subprocess.Popen:
    env = _env()
    return subprocess.Popen(
        [capgrid_bin(), "run", str(TINY), "--python", sys.executable, "-j", "1",
         "--probes", "compile", "--timeout", "300", "--results", str(results),
         "--cache-dir", str(cache), *extra],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=results.parent, env=env)


def _done(proc: subprocess.Popen) -> None:
    out, _ = proc.communicate(timeout=900)
    assert proc.returncode == 0, out[-3000:]


def _records(results: Path) -> dict:
    db = sqlite3.connect(f"file:{results / 'capgrid.sqlite'}?mode=ro", uri=True)
    try:
        rows = db.execute("SELECT case_name, probe, status, record FROM results").fetchall()
    finally:
        db.close()
    return {(n, p): (s, json.loads(r)) for n, p, s, r in rows}


def _tree(path: Path) -> dict:
    return {str(p.relative_to(path)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in path.rglob("*")}


def test_runs_share_one_cache_per_stack_and_fresh_leaves_it_alone(tmp_path):
    cache = tmp_path / "cache"
    # two concurrent runs, two results dirs, one cache: both finish with every result
    first, second = _run(tmp_path / "r1", cache), _run(tmp_path / "r2", cache)
    _done(first)
    _done(second)
    wanted = {c.case.name for c in collect([str(TINY)]).cases}
    for results in ("r1", "r2"):
        got = _records(tmp_path / results)
        assert {n for n, _ in got} == wanted
        assert all(s in ("ok", "ok-unverified") for s, _ in got.values()), got
    (stack,) = [p for p in cache.iterdir() if p.is_dir() and p.name != "inventory"]
    assert len(stack.name) == 16 and int(stack.name, 16) >= 0
    assert any((stack / "inductor").rglob("*.so"))
    assert not any(compile_cache.TMP_MARK in p.name for p in cache.rglob("*"))
    assert not any((tmp_path / "r1").glob("cache/inductor-*"))  # no private caches

    # --fresh: the shared cache is not touched (the run compiles in private caches)
    before = _tree(cache)
    _done(_run(tmp_path / "r3", cache, "--fresh", "-k", "tiny.relu"))
    assert _tree(cache) == before
    fresh = _records(tmp_path / "r3")[("tiny.relu", "compile")][1]
    assert fresh["compile_cache"] == {"fxgraph_hit": 0, "fxgraph_miss": 1}

    # a warm run in a new results dir: the FX graph comes from the shared cache
    _done(_run(tmp_path / "r4", cache, "-k", "tiny.relu"))
    warm = _records(tmp_path / "r4")[("tiny.relu", "compile")][1]
    assert warm["compile_cache"] == {"fxgraph_hit": 1, "fxgraph_miss": 0}


def test_an_unusable_cache_dir_is_one_line_and_exit_2_before_any_worker(tmp_path):
    (tmp_path / "file").write_text("x")
    bad = tmp_path / "file" / "sub"
    proc = subprocess.run(
        [capgrid_bin(), "run", str(TINY), "--python", "/nonexistent/python", "--results",
         str(tmp_path / "r"), "--cache-dir", str(bad)],
        capture_output=True, text=True, timeout=60, cwd=tmp_path, env=_env())
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and f"--cache-dir {bad}: cannot create it" in lines[0], proc.stderr
    assert not (tmp_path / "r").exists()
