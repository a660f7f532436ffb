"""The recorder (python/capgrid/recorder.py) on the stand-in library tests/packs/toylib: which
calls it records and how it writes them; the real library and torch, no engine (the engine's
side is tests/e2e/test_discover_e2e.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy
import pytest
import torch

PACKS = Path(__file__).resolve().parents[1] / "packs"
if str(PACKS) not in sys.path:
    sys.path.insert(0, str(PACKS))

import toylib  # noqa: E402

from capgrid.recorder import Recorder  # noqa: E402


@pytest.fixture
def recorder(tmp_path):
    rec = Recorder(["toylib"], tmp_path / "tensors")
    rec.install()
    rec.reset("here")
    rec.active = True
    yield rec
    rec.active = False
    rec.uninstall()


def test_a_nested_public_call_is_recorded_as_made_inside_its_caller(recorder):
    toylib.outer(torch.ones(3))
    # the example's own call, and the two outer makes (scale's and center's), marked with it
    assert [(c.qualname, c.via) for c in recorder.calls] == [
        ("toylib.scale", "toylib.outer"), ("toylib.center", "toylib.outer"), ("toylib.outer", "")]
    found, dropped = recorder.candidates()
    assert dropped == []
    by = {c["callable"]: c for c in found}
    assert "via" not in by["toylib.outer"] and by["toylib.outer"]["source"] == "here"
    assert by["toylib.center"]["via"] == "toylib.outer"
    assert by["toylib.center"]["source"] == "called by toylib.outer in here"
    assert by["toylib.scale"]["call"] == "{'factor': 4.0}"


def test_a_layer_built_and_called_inside_the_library_is_a_case_of_its_own(recorder):
    # Pyramid builds a Stage in its constructor and calls it once per level: the case builds
    # the Stage the same way and calls it on the input the library gave it
    toylib.Pyramid(levels=2)(torch.rand(1, 1, 8, 8))
    assert [(c.qualname, c.via) for c in recorder.calls] == [
        ("toylib.Stage", "toylib.Pyramid"), ("toylib.Stage", "toylib.Pyramid"),
        ("toylib.Pyramid", "")]  # levels_of, Pyramid's own method, is not a second call of it
    found, _ = recorder.candidates()
    stage = [c for c in found if c["callable"] == "toylib.Stage"]
    assert [c["target"] for c in stage] == ["toylib.Stage(2)", "toylib.Stage(2)"]
    assert [c["inputs"][0]["shape"] for c in stage] == [[1, 1, 8, 8], [1, 1, 4, 4]]
    assert stage[0]["inputs"][0]["seeded"] == "rand"  # the example's draw, passed on unchanged
    assert stage[1]["inputs"][0]["expr"].startswith("torch.tensor([[[[")  # computed, exact


def test_calls_made_inside_are_kept_a_few_per_callable_and_job(recorder):
    from capgrid.recorder import INNER_PER_CALLABLE

    for _ in range(INNER_PER_CALLABLE + 2):
        toylib.outer(torch.ones(3))
    inner = [c for c in recorder.calls if c.qualname == "toylib.center"]
    assert len(inner) == INNER_PER_CALLABLE
    outer = [c for c in recorder.calls if c.qualname == "toylib.outer"]
    assert len(outer) == INNER_PER_CALLABLE + 2  # the code's own calls: every one
    recorder.new_job()
    toylib.outer(torch.ones(3))
    assert len([c for c in recorder.calls if c.qualname == "toylib.center"]) == \
        INNER_PER_CALLABLE + 1


def test_a_function_called_through_a_parent_packages_re_export_is_recorded(tmp_path):
    # only toylib.ops is surveyed; the test calls its function under the name toylib re-exports
    rec = Recorder(["toylib.ops"], tmp_path)
    rec.install()
    try:
        rec.reset("here")
        rec.active = True
        toylib.scale(torch.ones(3))
        rec.active = False
        assert [c.qualname for c in rec.calls] == ["toylib.ops.scale"]
    finally:
        rec.uninstall()
    assert toylib.scale is toylib.ops.scale and not hasattr(toylib.scale, "__wrapped__")


def test_install_and_uninstall_leave_the_library_as_it_was(tmp_path):
    before = (toylib.scale, toylib.ops.scale, toylib.Blend.__init__, toylib.Blend.forward,
              torch.rand)
    classes = [toylib.Blend, toylib.Pyramid, torch.nn.Linear]
    namespaces = [dict(vars(c)) for c in classes]
    rec = Recorder(["toylib"], tmp_path)
    rec.install()
    assert toylib.scale is not before[0] and toylib.scale.__wrapped__ is before[0]
    assert toylib.Blend.__init__ is not before[2] and torch.nn.Linear.__init__.__wrapped__
    rec.uninstall()
    assert (toylib.scale, toylib.ops.scale, toylib.Blend.__init__, toylib.Blend.forward,
            torch.rand) == before
    assert [dict(vars(c)) for c in classes] == namespaces  # nothing added, nothing left wrapped


def test_recipes_seeded_exact_or_stored(recorder):
    x = torch.rand(2, 3)
    changed = torch.rand(2, 3)
    changed.add_(1)  # changed in place after it was drawn: no longer what torch.rand made
    big = torch.rand(30, 30) * 2
    toylib.scale(x)
    toylib.scale(changed)
    toylib.scale(big)
    toylib.scale(torch.arange(6.0))
    found, dropped = recorder.candidates()
    assert dropped == []
    ins = [c["inputs"][0] for c in found]
    assert ins[0] == {"shape": [2, 3], "dtype": "float32", "seeded": "rand"}
    assert ins[1]["expr"].startswith("torch.tensor([[")  # six values: written out exactly
    assert ins[2]["expr"].startswith("load('") and len(list(recorder.tensor_dir.iterdir())) == 1
    assert ins[3]["expr"] == "torch.arange(6.0)"


def test_keyword_tensors_and_baked_positionals(recorder):
    x = torch.ones(2, 3)
    toylib.masked_mean(x, mask=x > 0)
    toylib.scale(x, 0.5)  # a positional non-tensor becomes a named keyword
    found, _ = recorder.candidates()
    assert found[0]["form"] == "lambda"
    assert found[0]["call"] == "lambda x0, x1: toylib.masked_mean(x0, mask=x1)"
    assert found[1]["form"] == "direct" and found[1]["call"] == "{'factor': 0.5}"


def test_a_keyword_tensor_in_its_place_is_a_leading_input(recorder):
    # a module's forward called with its second tensor by name (`aggr(x, index=i)`): the
    # instance is built once by the case, so only leading tensors can be its inputs
    blend = toylib.Blend(alpha=0.75)
    blend(torch.ones(1, 2), b=torch.zeros(1, 2))
    blend(a=torch.ones(1, 2), b=torch.zeros(1, 2))
    found, dropped = recorder.candidates()
    assert dropped == []
    assert [(c["form"], c["call"], [i["shape"] for i in c["inputs"]]) for c in found] == [
        ("direct", "", [[1, 2], [1, 2]])] * 2


def test_classes_constructor_forward_method_and_randomness(recorder):
    toylib.Blend(alpha=0.25)(torch.ones(2), torch.zeros(2))
    toylib.Pyramid(levels=2).levels_of(torch.ones(1, 1, 4, 4))
    toylib.jitter(torch.zeros(3))
    found, _ = recorder.candidates()
    blend, pyramid, jitter = [c for c in found if "via" not in c]  # not Pyramid's Stage calls
    assert (blend["target"], blend["method"], blend["built"]) == (
        "toylib.Blend(alpha=0.25)", None, True)
    assert (pyramid["target"], pyramid["method"]) == ("toylib.Pyramid(levels=2)", "levels_of")
    assert (blend["random"], pyramid["random"], jitter["random"]) == (False, False, True)


def test_what_cannot_be_written_is_dropped_with_its_reason(recorder):
    toylib.scale(torch.ones(2), factor=numpy.float32(0.5))
    toylib.scale([torch.ones(2)], factor=1)  # a list of tensors: not writable
    found, dropped = recorder.candidates()
    assert found == []
    reasons = [d["reason"] for d in dropped]
    assert reasons[0] == "an argument of type numpy.float32 cannot be written as source"
    assert reasons[1] == "a tensor inside a list, tuple or dict argument"


def test_calls_while_inactive_or_without_tensors_are_not_candidates(recorder):
    toylib.describe("x")
    recorder.active = False
    toylib.scale(torch.ones(2))
    recorder.active = True
    assert recorder.candidates() == ([], [])


def test_a_torch_layer_the_code_built_is_built_once_by_the_case(recorder):
    layer = torch.nn.Sequential(torch.nn.Linear(3, 2), torch.nn.Tanh())
    toylib.apply_layer(layer, torch.ones(4, 3))
    (found,), _ = recorder.candidates()
    # a default of the lambda (built once, where the pack builds the case), not a call per run:
    # so the replays agree and the case is not taken for random
    assert found["call"] == ("lambda x0, _o0=torch.nn.Sequential(torch.nn.Linear(3, 2), "
                             "torch.nn.Tanh()): toylib.apply_layer(_o0, x0)")
    assert (found["call_built"], found["random"]) == (True, False)


def test_the_plugin_lets_go_of_each_tests_objects(tmp_path):
    # A suite that builds a large network per parametrisation must not hold every one of them
    # until the session ends: each test's calls are written when it ends and the objects freed.
    (tmp_path / "test_suite.py").write_text(
        "import gc, weakref\n"
        "import torch, toylib\n"
        "made = []\n"
        "def test_builds_one():\n"
        "    blend = toylib.Blend(alpha=0.25)\n"
        "    blend(torch.ones(2), torch.zeros(2))\n"
        "    made.append(weakref.ref(blend))\n"
        "def test_it_is_gone():\n"
        "    gc.collect()\n"
        "    assert made and made[0]() is None\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(PACKS), str(Path(__file__).resolve().parents[2] / "python")])}
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "capgrid.discover",
         "--capgrid-discover", "toylib", "--capgrid-discover-out", str(tmp_path / "out"),
         str(tmp_path / "test_suite.py")],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    doc = json.loads((tmp_path / "out" / "candidates.json").read_text())
    assert [(c["callable"], c["source"]) for c in doc["candidates"]] == [
        ("toylib.Blend", "test test_suite.py::test_builds_one")]


def test_calls_made_inside_are_written_only_within_the_jobs_time(recorder):
    import time

    from capgrid.recorder import OUT_OF_TIME

    toylib.outer(torch.ones(3))
    found, dropped = recorder.candidates(deadline=time.monotonic() - 1)  # already spent
    assert [c["callable"] for c in found] == ["toylib.outer"]  # the code's own: always
    assert [(d["callable"], d["reason"]) for d in dropped] == [
        ("toylib.scale", OUT_OF_TIME), ("toylib.center", OUT_OF_TIME)]
    found, dropped = recorder.candidates(deadline=time.monotonic() + 60)
    assert [c["callable"] for c in found] == ["toylib.outer", "toylib.scale", "toylib.center"]
    assert dropped == []
