"""The wheel, as another library's maintainer uses it (docs/install.md): `make wheel` builds it,
it installs into a fresh virtual environment that has only the wheel, torch and the probe
dependencies (its `[probes]` extra, at the surveys' pins so that pip finds them offline), and a
tiny pack runs there from a directory outside the checkout, with nothing of the build tree, the
checkout's python/ or the developer's environment in reach.

The engine must need nothing beyond what its manylinux tag promises: its ELF dependencies are
checked against glibc's own libraries, the tag against auditwheel's verdict."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
# One worker builds the wheel for both tests: two `make wheel` at once share the scikit-build
# directory (build/{wheel_tag}) and one of them can pack a wheel without the engine.
pytestmark = pytest.mark.xdist_group("wheel")
# glibc's libraries: what every manylinux tag promises (PEP 600) besides libgcc_s/libstdc++,
# which the wheel's engine links statically so that their versions do not constrain the tag.
GLIBC = {"libc.so.6", "libm.so.6", "libpthread.so.0", "libdl.so.2", "librt.so.1",
         "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"}


def needed(elf: Path) -> set[str]:
    from elftools.elf.dynamic import DynamicSection
    from elftools.elf.elffile import ELFFile

    with elf.open("rb") as f:
        out = set()
        for section in ELFFile(f).iter_sections():
            if isinstance(section, DynamicSection):
                out |= {t.needed for t in section.iter_tags() if t.entry.d_tag == "DT_NEEDED"}
        return out


def pins(*files: str) -> list[str]:
    out = []
    for name in files:
        out += re.findall(r"^[A-Za-z0-9_.-]+==\S+", (REPO / name).read_text(), re.M)
    return out


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    dist = tmp_path_factory.mktemp("dist")
    proc = subprocess.run(["make", "-s", "-C", str(REPO), "wheel", f"DIST={dist}",
                           f"VENV={Path(sys.executable).parents[1]}"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    wheels = list(dist.glob("capgrid-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def test_the_wheel_is_manylinux_and_its_engine_needs_only_glibc(wheel: Path, tmp_path: Path):
    # py3-none: no Python extension module, one wheel for every CPython the package supports
    assert re.fullmatch(r"capgrid-[\d.]+-py3-none-manylinux_2_\d+_(x86_64|aarch64)\.whl",
                        wheel.name), wheel.name
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        engine = [n for n in names if n.endswith(".data/scripts/capgrid")]
        assert len(engine) == 1, names
        z.extract(engine[0], tmp_path)
        # the data files the worker reads, and the built-in packs
        for f in ("capgrid/data/statuses.json", "capgrid/data/worker_options.json",
                  "capgrid/data/probe_sources.json", "capgrid/data/stack.json",
                  "capgrid_packs/kornia/__init__.py",
                  "capgrid_packs/monai/__init__.py"):
            assert f in names, f
    deps = needed(tmp_path / engine[0])
    assert deps and deps <= GLIBC, f"the engine needs {sorted(deps - GLIBC)} beyond glibc"


def test_the_wheel_runs_a_tiny_pack_from_a_fresh_venv(wheel: Path, tmp_path: Path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = venv / "bin" / "python"
    # torch's CPU build the documented way (survey/stack.txt's torch index, when it answers:
    # survey/pip_index.py), at the pins the surveys use so that pip takes them from its cache or
    # local wheels.
    index = subprocess.run([sys.executable, str(REPO / "survey" / "pip_index.py")],
                           capture_output=True, text=True, check=True).stdout.split()
    constraints = tmp_path / "constraints.txt"
    constraints.write_text("\n".join(pins("survey/stack.txt")) + "\n")
    proc = subprocess.run([str(py), "-m", "pip", "install", "-q", *index,
                           "-c", str(constraints), f"{wheel}[probes]"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr

    # A user's directory: the pack file alone, no checkout, no build tree.
    work = tmp_path / "mylib-survey"
    work.mkdir()
    shutil.copy(REPO / "tests" / "packs" / "tiny.py", work / "pack.py")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("CAPGRID_", "PYTHON", "VIRTUAL_ENV"))}
    env["PATH"] = f"{venv / 'bin'}:/usr/bin:/bin"
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")

    def capgrid(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["capgrid", *args], cwd=work, env=env, capture_output=True,
                              text=True, timeout=600)

    assert shutil.which("capgrid", path=env["PATH"]) == str(venv / "bin" / "capgrid")
    # the venv holds the wheel, torch and the probe stack, and nothing of the developer's
    probe = subprocess.run([str(py), "-c", "import capgrid, importlib.util as u; "
                            "print(capgrid.__file__, u.find_spec('kornia'), u.find_spec('monai'))"],
                           cwd=work, env=env, capture_output=True, text=True)
    assert probe.returncode == 0, probe.stderr
    assert probe.stdout.split() == [str(next(venv.glob("lib/python*/site-packages"))
                                        / "capgrid" / "__init__.py"), "None", "None"]

    listed = capgrid("list", "pack.py", "--format", "json")
    assert listed.returncode == 0, listed.stderr
    assert len(json.loads(listed.stdout)["cases"]) == 5

    # every probe, the opt-in ones included: the wheel carries all their code
    run = capgrid("run", "pack.py", "-j", "1", "--probes", "all", "--results", "results")
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip().splitlines()[-1] == "capgrid: reused 0, probed 40 of 40 results", \
        run.stdout + run.stderr
    snap = json.loads((work / "results" / "snapshot.json").read_text())
    assert snap["library"] == "torch" and len(snap["cases"]) == 5
    for c in snap["cases"]:
        assert {c[f"{p}_status"] for p in ("onnx", "export", "compile")} == {"ok"}, c
