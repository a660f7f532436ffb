"""What each record says it depends on (capgrid.dependencies and the probes' recording), with real
torch: tests/packs/deps.py's library reaches one file only under each capture."""

import os
import sys

import pytest
import torch

from capgrid import dependencies
from capgrid.isolation import reset
from capgrid.probes.job import Job, run_probe

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKS = os.path.join(ROOT, "tests", "packs")
PROBES = ("onnx", "export", "compile")
ONLY = {"onnx": "deplib/onnx_only.py", "export": "deplib/export_only.py",
        "compile": "deplib/compile_only.py"}


@pytest.fixture(scope="module")
def deps():
    from capgrid.collect import collect

    return collect([os.path.join(PACKS, "deps.py")])


@pytest.fixture(scope="module")
def locator():
    from capgrid.errors import LibraryLocator

    return LibraryLocator.for_module("deplib")


@pytest.fixture(scope="module")
def scaler_records(deps, locator):
    job = Job(deps.by_name["deps.Scaler"], locator)
    out = {}
    for probe in PROBES:
        reset()
        out[probe] = run_probe(job, probe)
    out["eager"] = job.sources(None)
    return out


def test_each_capture_only_file_is_in_its_probe_only(scaler_records):
    for probe in PROBES:
        rec = scaler_records[probe]
        assert rec["status"] == "ok", rec
        keys = set(rec["sources"])
        assert ONLY[probe] in keys, (probe, keys)
        assert not keys & (set(ONLY.values()) - {ONLY[probe]}), (probe, keys)
    assert not set(scaler_records["eager"]) & set(ONLY.values())


def test_every_probe_has_the_forward_its_constant_and_the_pack(scaler_records):
    for probe in PROBES:
        keys = set(scaler_records[probe]["sources"])
        # constants.py runs no code of its own at case time: it is there because forward.py
        # imports SCALE from it at module level.
        assert {"deplib/forward.py", "deplib/constants.py", "deps.py"} <= keys, (probe, keys)


def test_digests_are_the_files_sha256(scaler_records):
    import hashlib

    for key, digest in scaler_records["export"]["sources"].items():
        path = dependencies.resolve_key(key)
        assert path and hashlib.sha256(open(path, "rb").read()).hexdigest()[:16] == digest


def test_skipped_and_eager_fail_records_carry_sources(deps, locator):
    skipped = run_probe(Job(deps.by_name["deps.skipped"], locator), "compile")
    assert skipped["status"] == "skipped"
    assert {"deps.py", "deplib/forward.py", "deplib/constants.py"} <= set(skipped["sources"])
    failed = run_probe(Job(deps.by_name["deps.fails"], locator), "export")
    assert failed["status"] == "eager-fail"
    assert {"deps.py", "deplib/forward.py"} <= set(failed["sources"])
    assert not set(failed["sources"]) & set(ONLY.values())


def test_a_failed_compile_records_the_file_it_failed_in(deps, locator):
    job = Job(deps.by_name["deps.Breaker"], locator)
    rec = run_probe(job, "compile")
    assert rec["status"] == "fail", rec
    assert "deplib/compile_fail.py" in rec["sources"]
    assert "deplib/compile_fail.py" not in job.sources(None)  # not the eager run's


def test_recording_off_gives_empty_sources(deps, locator):
    rec = run_probe(Job(deps.by_name["deps.fails"], locator, record_sources=False), "export")
    assert rec["status"] == "eager-fail" and rec["sources"] == {}


# (case, probe) of tests/packs/statuses.py whose records must not change with recording
UNCHANGED = [("ok.relu", "onnx"), ("ok.relu", "export"), ("branch.on_value", "onnx"),
             ("branch.on_value", "export"), ("graph_break.item", "compile"),
             ("export.differs", "export")]
# compile_cache counts the shared compile cache's hits and misses: they follow what ran before in
# the process (another test's compile of the same graph), not the recording.
VOLATILE = {"times", "sources", "rss_peak_bytes", "compile_cache"}


def _comparable(rec):
    return {k: v for k, v in rec.items() if k not in VOLATILE}


@pytest.mark.parametrize(("name", "probe"), UNCHANGED)
def test_recording_changes_no_status_and_no_record(statuses, torch_locator, name, probe):
    recs = []
    for record in (False, True):
        reset()
        torch._dynamo.reset()
        recs.append(run_probe(Job(statuses.by_name[name], torch_locator,
                                  record_sources=record), probe))
    off, on = recs
    assert _comparable(on) == _comparable(off)
    assert off["sources"] == {}
    assert dependencies.source_key(os.path.join(PACKS, "statuses.py")) in on["sources"]


def test_recording_changes_nothing_torch_export_captures(deps, locator):
    from torch._subclasses.fake_tensor import FakeTensorMode

    dispatch = FakeTensorMode.__dict__["__torch_dispatch__"]
    programs = []
    for record in (False, True):
        job = Job(deps.by_name["deps.Scaler"], locator, record_sources=record)
        job.ensure_eager()
        ep, exc, _ = job.exported_program()
        assert exc is None
        programs.append(ep)
        assert "call_raw" not in vars(job.wrapper)  # the recording hook is gone afterwards
    assert FakeTensorMode.__dict__["__torch_dispatch__"] is dispatch  # the pause is undone
    off, on = programs
    assert on.graph_module.code == off.graph_module.code
    assert str(on.graph_signature) == str(off.graph_signature)
    assert list(on.state_dict) == list(off.state_dict)


# ------------------------------------------------------------------------------ keys, digests


def test_key_resolves_back_to_its_file(tmp_path, monkeypatch):
    pkg = tmp_path / "lib" / "pkg"
    pkg.mkdir(parents=True)
    mod = pkg / "mod.py"
    mod.write_text("X = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path / "lib"))
    monkeypatch.syspath_prepend(str(tmp_path))  # a shorter entry loses to the longest one
    assert dependencies.source_key(str(mod)) == "pkg/mod.py"
    assert dependencies.resolve_key("pkg/mod.py") == str(mod)
    monkeypatch.chdir(tmp_path)
    outside = tmp_path.parent / f"{tmp_path.name}-outside.py"
    outside.write_text("")
    try:
        assert dependencies.source_key(str(outside)) == str(outside)  # under nothing: absolute
        assert dependencies.resolve_key(str(outside)) == str(outside)
    finally:
        outside.unlink()


def test_a_key_below_the_cwd_only_is_relative_to_it(tmp_path, monkeypatch):
    f = tmp_path / "sub" / "helper.py"
    f.parent.mkdir()
    f.write_text("")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", ".", str(tmp_path))])
    assert dependencies.source_key(str(f)) == "sub/helper.py"
    assert dependencies.resolve_key("sub/helper.py") == str(f)


def test_digests_change_with_the_file_and_are_null_once_it_is_gone(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    f = tmp_path / "constants_mod.py"
    f.write_text("SCALE = 3.0\n")
    first = dependencies.digests(["constants_mod.py"])["constants_mod.py"]
    assert first is not None and len(first) == 16
    f.write_text("SCALE = 4.0\n")
    os.utime(f, ns=(1, 1))  # a different stamp even on a coarse clock
    second = dependencies.digests(["constants_mod.py"])["constants_mod.py"]
    assert second not in (None, first)
    f.unlink()
    assert dependencies.digests(["constants_mod.py", "never/was.py"]) == {
        "constants_mod.py": None, "never/was.py": None}


def test_the_stack_is_excluded_and_the_packs_are_not():
    import numpy
    import sympy  # a requirement of torch: in the closure

    import capgrid
    import capgrid_packs

    for module in (torch, numpy, sympy, os, capgrid, dependencies):
        assert dependencies.is_stack_file(module.__file__), module
    assert dependencies.is_stack_file("<frozen importlib._bootstrap>")
    assert not dependencies.is_stack_file(capgrid_packs.__file__)
    # installed beside the stack (the venv's site-packages) but not in its closure
    assert not dependencies.is_stack_file(pytest.__file__)
    assert not dependencies.is_stack_file(os.path.join(PACKS, "tiny.py"))
    assert dependencies.sources_of([torch.__file__, os.__file__, "<string>"]) == {}


def test_a_module_generated_into_the_temporary_directory_is_no_source(tmp_path, monkeypatch):
    import tempfile

    lib = tmp_path / "lib"
    lib.mkdir()
    layer = lib / "layer.py"
    layer.write_text("X = 1\n")
    monkeypatch.syspath_prepend(str(lib))
    monkeypatch.chdir(lib)
    # as torch_geometric writes a layer's propagate: a new random name in every process
    gen = tempfile.NamedTemporaryFile("w", suffix="_propagate.py", delete=False)
    gen.write("def propagate(x):\n    return x\n")
    gen.close()
    try:
        assert dependencies.generated_file(gen.name)
        assert not dependencies.generated_file(str(layer))  # under a sys.path entry
        assert list(dependencies.sources_of([str(layer), gen.name])) == ["layer.py"]
    finally:
        os.unlink(gen.name)


def test_code_inductor_generated_into_its_cache_is_no_source(tmp_path, monkeypatch):
    """Inductor writes each compiled graph's code into TORCHINDUCTOR_CACHE_DIR (capgrid's shared
    compile cache lies below the user's home, not in the temporary directory): a key naming it
    would name one machine's cache, and every result that ran it would be probed again on a
    machine whose cache does not hold it."""
    lib = tmp_path / "lib"
    lib.mkdir()
    layer = lib / "layer.py"
    layer.write_text("X = 1\n")
    cache = tmp_path / "home" / ".cache" / "capgrid" / "0123456789abcdef" / "inductor"
    (cache / "ab").mkdir(parents=True)
    code = cache / "ab" / "cabcdef.py"
    code.write_text("def call(args):\n    return args\n")
    monkeypatch.syspath_prepend(str(lib))
    monkeypatch.chdir(lib)
    monkeypatch.setattr(dependencies, "_temp_dir", lambda: "/no-such-temporary-directory/")
    monkeypatch.delenv("TORCHINDUCTOR_CACHE_DIR", raising=False)
    assert not dependencies.generated_file(str(code))  # no cache named: a file like any other
    assert "cabcdef.py" in "".join(dependencies.sources_of([str(code)]))
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(cache))
    assert dependencies.generated_file(str(code))
    assert not dependencies.generated_file(str(layer))
    assert list(dependencies.sources_of([str(layer), str(code)])) == ["layer.py"]


def test_module_level_imports_only(tmp_path, monkeypatch):
    """Imports at module level (also under try/if) count, those in functions or under
    TYPE_CHECKING do not; from-imports of a submodule name that submodule."""
    pkg = tmp_path / "expand_pkg"
    pkg.mkdir()
    for name in ("a", "b", "c", "d", "sub"):
        (pkg / f"{name}.py").write_text("V = 1\n")
    (pkg / "__init__.py").write_text("")
    (pkg / "main.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "from .a import V\n"
        "try:\n    from . import sub\nexcept ImportError:\n    pass\n"
        "if TYPE_CHECKING:\n    from .b import V as W\n"
        "def f():\n    from .c import V\n    return V\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import importlib

    importlib.import_module("expand_pkg.main")
    for name in ("b", "c"):
        importlib.import_module(f"expand_pkg.{name}")
    try:
        got = dependencies.sources_of([str(pkg / "main.py")])
        assert set(got) == {"expand_pkg/main.py", "expand_pkg/a.py", "expand_pkg/sub.py"}
    finally:
        for name in [m for m in sys.modules if m.startswith("expand_pkg")]:
            del sys.modules[name]


def test_recorder_nests_and_restores_the_previous_trace_function():
    def previous(frame, event, arg):
        return None

    def work():
        return 1

    outer, inner = set(), set()
    original = sys.gettrace()
    sys.settrace(previous)
    try:
        with dependencies.Recorder(outer):
            with dependencies.Recorder(inner):
                work()
            assert sys.gettrace() is not previous
        assert sys.gettrace() is previous
    finally:
        sys.settrace(original)
    assert __file__ in inner and __file__ in outer


def test_stack_digest_is_of_the_canonical_stack():
    stack, digest = dependencies.stack_info("cpu", 18)
    assert digest == dependencies.stack_digest(dict(reversed(list(stack.items()))))
    assert dependencies.stack_info("cpu", 17)[1] != digest


def test_the_stack_names_the_interpreter_the_machine_and_the_capture_environment(monkeypatch):
    import platform

    for k in list(os.environ):
        if dependencies.capture_env({k: ""}):
            monkeypatch.delenv(k)
    stack, digest = dependencies.stack_info("cpu", 18)
    assert (stack["interpreter"], stack["machine"], stack["env"]) == (
        sys.implementation.name, platform.machine(), {})
    # every field data/stack.json says was added later is filled
    from capgrid.data import load

    assert set(load("stack.json")["added_fields"]["fields"]) <= set(stack)
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", "/elsewhere")  # where, not what
    monkeypatch.setenv("OMP_NUM_THREADS", "3")  # the engine's own setting
    assert dependencies.stack_info("cpu", 18)[1] == digest
    monkeypatch.setenv("TORCHDYNAMO_CAPTURE_SCALAR_OUTPUTS", "1")
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "")
    stack, changed = dependencies.stack_info("cpu", 18)
    assert stack["env"] == {"CUDA_VISIBLE_DEVICES": "", "TORCHDYNAMO_CAPTURE_SCALAR_OUTPUTS": "1"}
    assert changed != digest


def test_an_import_nobody_could_satisfy_is_noted_against_the_file_that_asked(tmp_path, monkeypatch):
    lib = tmp_path / "asker.py"
    lib.write_text("try:\n    import capgrid_test_never_installed\nexcept ImportError:\n"
                   "    pass\nimport importlib.util\n"
                   "FOUND = importlib.util.find_spec('capgrid_test_also_missing')\n"
                   "def f():\n    return 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    dependencies.watch_imports()
    import asker

    got = dependencies.sources_of({asker.__file__})
    assert got["import:capgrid_test_never_installed"] == "absent"
    assert got["import:capgrid_test_also_missing"] == "absent"
    assert dependencies.digests(["import:capgrid_test_never_installed"]) == {
        "import:capgrid_test_never_installed": "absent"}
    (tmp_path / "capgrid_test_never_installed.py").write_text("X = 1\n")
    assert dependencies.digests(["import:capgrid_test_never_installed", "import:torch.nn",
                            "import:torch.capgrid_no_such_module"]) == {
        "import:capgrid_test_never_installed": "present", "import:torch.nn": "present",
        "import:torch.capgrid_no_such_module": "absent"}


def test_a_distribution_with_compiled_files_is_keyed_by_its_record(tmp_path, monkeypatch):
    site = tmp_path / "site"
    (site / "compiledpkg").mkdir(parents=True)
    (site / "compiledpkg" / "__init__.py").write_text("def g():\n    return 2\n")
    (site / "compiledpkg" / "_ext.so").write_bytes(b"compiled")
    info = site / "compiledpkg-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: compiledpkg\nVersion: 1.0\n")
    (info / "RECORD").write_text("compiledpkg/__init__.py,,\ncompiledpkg/_ext.so,,\n")
    monkeypatch.syspath_prepend(str(site))
    dependencies._packages_distributions.cache_clear()
    dependencies._native_dist.cache_clear()
    import compiledpkg

    got = dependencies.sources_of({compiledpkg.__file__})
    assert got["dist:compiledpkg"] == dependencies.dist_digest("compiledpkg")
    (info / "RECORD").write_text("compiledpkg/__init__.py,,\ncompiledpkg/_ext.so,,\n# rebuilt\n")
    assert dependencies.digests(["dist:compiledpkg"])["dist:compiledpkg"] != got["dist:compiledpkg"]
    import shutil

    shutil.rmtree(info)
    assert dependencies.digests(["dist:compiledpkg"]) == {"dist:compiledpkg": None}
    # a pure-Python distribution's files are keyed by their digests alone
    keys = dependencies.sources_of({dependencies.__file__, __file__})
    assert not any(k.startswith("dist:") for k in keys)
