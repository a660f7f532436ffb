"""Issue 21: a pack whose inputs have unusual layouts collects, runs every probe through the real
engine and worker to its real status, and fingerprints as the same values made contiguous; a case
whose value capgrid cannot describe is one error naming the file:line, the case and the input."""

import dataclasses
import json
import os
import sqlite3
import subprocess
import sys
import textwrap

import torch

from capgrid.collect import PackError, collect
from capgrid.errors import LibraryLocator
from capgrid.fingerprint import fingerprint
from capgrid_binary import capgrid_bin

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACK = os.path.join(ROOT, "tests", "packs", "odd_inputs.py")
# the static paths, AOTInductor and the gradients included, handle every odd layout
PROBES = ("onnx", "export", "compile", "aoti", "grad")


def contiguous(v):
    if isinstance(v, torch.Tensor):
        return v.clone(memory_format=torch.contiguous_format)
    if isinstance(v, (list, tuple)):
        return type(v)(contiguous(x) for x in v)
    if isinstance(v, dict):
        return {k: contiguous(x) for k, x in v.items()}
    return v


def test_the_pack_holds_the_layouts_of_the_issue():
    # the point of the pack: if it ever lost these layouts the tests below would prove nothing
    cases = {c.case.name: c.case for c in collect([PACK]).cases}
    one = cases["odd.strided_one"].inputs[0]
    assert one.shape == (1,) and one.stride() == (2,)
    assert 0 in cases["odd.expanded"].inputs[0].stride()
    assert cases["odd.channels_last"].inputs[0].is_contiguous(memory_format=torch.channels_last)
    assert not cases["odd.channels_last"].inputs[0].is_contiguous()
    assert 0 in cases["odd.expanded_kwarg"].kwargs["weights"][0].stride()


def test_fingerprints_equal_those_of_the_contiguous_values():
    collected = collect([PACK]).cases
    for c in collected:
        twin = dataclasses.replace(c.case, inputs=contiguous(c.case.inputs),
                                   kwargs=contiguous(dict(c.case.kwargs)))
        assert fingerprint(twin, c.qual) == c.fingerprint, c.case.name
        # and the values still count: other values, another fingerprint
        other = dataclasses.replace(c.case, inputs=tuple(t + 1 for t in c.case.inputs))
        assert fingerprint(other, c.qual) != c.fingerprint, c.case.name


def test_the_engine_runs_every_probe_to_its_real_status(tmp_path):
    results = tmp_path / "results"
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"), OMP_NUM_THREADS="1")
    proc = subprocess.run(
        [capgrid_bin(), "run", PACK, "--python", sys.executable, "-j", "1", "--probes", "all",
         "--timeout", "300", "--results", str(results)],
        capture_output=True, text=True, timeout=900, cwd=tmp_path, env=env)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    db = sqlite3.connect(f"file:{results / 'capgrid.sqlite'}?mode=ro", uri=True)
    try:
        rows = db.execute("SELECT case_name, probe, status, fingerprint FROM results").fetchall()
        inventory = dict(db.execute("SELECT name, fingerprint FROM inventory"))
    finally:
        db.close()
    here = {c.case.name: c.fingerprint for c in collect([PACK]).cases}
    # the worker's fingerprints (another process) are this process's
    assert inventory == here
    got = {(n, p): s for n, p, s, _ in rows}
    # simple elementwise and pooling operators: every static path handles them once fed correctly
    want = {(n, p): "ok" for n in here for p in PROBES}
    # the dynamic-batch probes (the default runs them too): a (1,) input has no batch; the
    # expanded and channels-last inputs repeat into a valid batch; a (3, 4) kwarg baked in as a
    # constant fixes the batch at 3
    for p in ("export_dynamic", "onnx_dynamic"):
        want.update({("odd.strided_one", p): "no-dynamic-dim", ("odd.expanded", p): "ok",
                     ("odd.channels_last", p): "ok", ("odd.expanded_kwarg", p): "specialised"})
    want.update({(n, "speed"): "timed" for n in here})  # the speed probe timed every one
    assert got == want
    assert all(fp == here[n] for n, _, _, fp in rows)


BAD_PACK = """\
import torch
from capgrid import case


class Opaque(torch.Tensor):
    # a tensor whose every torch operation raises: capgrid cannot read its values
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        raise RuntimeError("opaque tensor")


GOOD = torch.ones(2)
BAD = torch.Tensor._make_subclass(Opaque, torch.ones(2))
CASES = [
    case("fine", "g", torch.relu, [GOOD]),
    case("opaque", "g", torch.add, [GOOD, BAD]),
]
"""


def test_a_case_that_cannot_be_fingerprinted_is_one_error_naming_it(tmp_path):
    pack = tmp_path / "opaque_pack.py"
    pack.write_text(BAD_PACK)
    try:
        collect([str(pack)])
    except PackError as e:
        err = e
    else:
        raise AssertionError("the opaque tensor was fingerprinted")
    msg = str(err)
    assert "\n" not in msg and err.case == "opaque"
    assert msg.startswith(f"{pack}:16: case 'opaque': cannot fingerprint input 1: RuntimeError:"), (
        msg)
    assert "opaque tensor" in msg
    # through the engine: exit 2, the message on stderr, no store written
    results = tmp_path / "results"
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
    proc = subprocess.run([capgrid_bin(), "run", str(pack), "--python", sys.executable,
                           "--results", str(results)],
                          capture_output=True, text=True, timeout=300, cwd=tmp_path, env=env)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "case 'opaque': cannot fingerprint input 1" in proc.stderr, proc.stderr
    assert not (results / "capgrid.sqlite").exists()


def test_inventory_describes_odd_inputs(tmp_path):
    # the record's input description: shapes and dtypes of every kind, never a crash
    pack = tmp_path / "kinds.py"
    pack.write_text(textwrap.dedent("""\
        import torch
        from capgrid import case
        X = [torch.rand(1, 2)[:, 0], torch.tensor(1.5), torch.zeros(0, 3),
             torch.rand(3, dtype=torch.cfloat).conj(), torch.ones(2, dtype=torch.bfloat16),
             torch.rand(3, 3).to_sparse(), torch.empty(2, 2, device="meta")]
        CASES = [case("kinds", "g", lambda *xs: xs[0], X)]
    """))
    entry = collect([str(pack)]).cases[0].inventory_entry(LibraryLocator.for_module("torch"))
    assert entry["inputs"] == [[1], [], [0, 3], [3], [2], [3, 3], [2, 2]]
    assert entry["input_dtypes"] == ["float32", "float32", "float32", "complex64", "bfloat16",
                                     "float32", "float32"]
    json.dumps(entry)
