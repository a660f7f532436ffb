"""python/capgrid/repro.py: the script carries the probes' own code, rebuilds the case without
capgrid where it can, and prints what the worker's record says (real torch, onnx, onnxruntime).
"""

from __future__ import annotations

import ast
import importlib.util
import os
import subprocess
import sys

import pytest
import torch

from capgrid import repro
from capgrid.collect import collect
from capgrid.errors import LibraryLocator
from capgrid.isolation import reset
from capgrid.probes import PROBE_NAMES
from capgrid.probes.job import Job, run_probe

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACK = os.path.join(ROOT, "tests", "packs", "repro_cases.py")
CAPGRID_DIR = os.path.join(ROOT, "python", "capgrid")

ISOLATED = (
    "import sys, runpy\n"
    "sys.modules['capgrid'] = None\n"
    "sys.modules['capgrid_packs'] = None\n"
    "runpy.run_path(sys.argv[1], run_name='__main__')\n"
)


@pytest.fixture(scope="module")
def cases():
    return collect([PACK])


def write(tmp_path, collected, probe: str) -> dict:
    stem = tmp_path / f"{collected.case.name}-{probe}"
    return repro.write(collected, probe, str(stem) + ".py", str(stem) + ".pt",
                       library="reprolib", provenance={"torch": torch.__version__}, opset=18,
                       device="cpu", packs=[PACK], command="capgrid repro ...")


def embedded_code(script_text: str) -> dict:
    tree = ast.parse(script_text)
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "CAPGRID_CODE":
            return ast.literal_eval(node.value)
    raise AssertionError("no CAPGRID_CODE in the script")


@pytest.mark.parametrize("probe", PROBE_NAMES)
def test_the_script_carries_the_probe_code_the_worker_runs(tmp_path, cases, probe) -> None:
    write(tmp_path, cases.by_name["repro.branch"], probe)
    text = (tmp_path / f"repro.branch-{probe}.py").read_text()
    code = embedded_code(text)
    files = {**repro.EMBEDDED, f"probes.{probe}": f"probes/{probe}.py"}
    for name, rel in files.items():
        with open(os.path.join(CAPGRID_DIR, rel), encoding="utf-8") as f:
            assert code[name] == f.read(), name
    # every capgrid module the probe's code imports is embedded or stood in for
    loaded = {repro.PACKAGE + ("." + n if n else "") for n in code}
    for name, source in code.items():
        full = repro.PACKAGE + ("." + name if name else "")
        package = full if name in ("", "probes") else full.rpartition(".")[0]
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ImportFrom) and node.level:
                target = importlib.util.resolve_name("." * node.level + (node.module or ""),
                                                     package)
                assert target in loaded, (name, target)
                for alias in node.names:  # a module of the package, or a name it defines
                    defined = {n.name for n in ast.parse(code[target[len(repro.PACKAGE) + 1:]
                                                              if target != repro.PACKAGE
                                                              else ""]).body
                               if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
                    assert f"{target}.{alias.name}" in loaded or alias.name in defined or \
                        node.module is not None, (name, alias.name)
    assert "job_mod.run_probe(job, PROBE)" in text  # the worker's own entry point


@pytest.mark.parametrize(("name", "probe"), [("repro.svd", "onnx"), ("repro.Shift", "export"),
                                             ("repro.lambda", "compile")])
def test_the_script_prints_the_workers_record(tmp_path, cases, name, probe) -> None:
    collected = cases.by_name[name]
    reset()
    rec = run_probe(Job(collected, LibraryLocator.for_module("reprolib"), opset=18,
                        device="cpu", record_sources=False), probe)
    reply = write(tmp_path, collected, probe)
    assert reply["standalone"], reply["reason"]
    run = subprocess.run([sys.executable, "-I", "-c", ISOLATED, reply["script"]], cwd="/",
                         capture_output=True, text=True, timeout=600,
                         env={"PATH": os.environ.get("PATH", ""), "OMP_NUM_THREADS": "1"})
    assert run.returncode == 0, run.stderr[-3000:]
    printed = [ln for ln in run.stdout.splitlines() if ln.startswith(("status:", "error:",
                                                                     "detail:"))]
    assert printed == [f"status: {rec['status']}", f"error: {rec['error']}",
                       f"detail: {rec['detail']}"]


def test_targets_are_imported_carried_or_pickled(cases) -> None:
    mods: set[str] = set()
    lines, carried = repro.target_code(cases.by_name["repro.svd"].case, mods)
    assert lines == ["from reprolib import svd_values as target"] and not carried
    lines, carried = repro.target_code(cases.by_name["repro.lambda"].case, mods)
    assert lines == ["import reprolib",
                     "target = lambda x: reprolib.branch_on_value(x) * 2"] and not carried
    lines, carried = repro.target_code(cases.by_name["repro.Shift"].case, mods)
    assert lines == ["# a reprolib.Shift, as the case built it (pickled in the .pt)",
                     "target = DATA['target']"] and carried
    assert "reprolib" in mods
    assert repro.path_entries(mods) == [os.path.join(ROOT, "tests", "packs")]
    relu = type(cases.by_name["repro.svd"].case)(name="r", group="g", target=torch.relu)
    # its __qualname__ is _VariableFunctionsClass.relu: named by the ref instead
    assert repro.target_code(relu, set(), "torch.relu")[0] == ["import torch",
                                                               "target = torch.relu"]
    with pytest.raises(repro.NotStandalone, match="has no import path"):
        repro.target_code(relu, set(), "")
    bound = type(relu)(name="b", group="g", target=cases.by_name["repro.Shift"].case.target.forward)
    assert repro.target_code(bound, set())[0][-1] == "target = DATA['target']"


def test_what_only_the_pack_can_build_is_not_standalone(tmp_path, cases) -> None:
    with pytest.raises(repro.NotStandalone, match=r"closes over local variables \(offset\)"):
        repro.target_code(cases.by_name["repro.closure"].case, set())
    affine = collect([os.path.join(ROOT, "tests", "packs", "tiny.py")]).by_name["tiny.Affine"]
    with pytest.raises(repro.NotStandalone, match=r"the target refers to pack code "
                                                  r"\(capgrid_pack_tiny_"):
        repro.target_code(affine.case, set())
    with pytest.raises(repro.NotStandalone, match="the kwargs cannot be pickled"):
        repro._check_picklable("kwargs", {"fn": lambda x: x})
    reply = write(tmp_path, cases.by_name["repro.closure"], "export")
    assert not reply["standalone"]
    first = (tmp_path / "repro.closure-export.py").read_text().splitlines()[0]
    assert first.startswith("# capgrid repro of 'repro.closure', probe export (NOT STANDALONE: "
                            f"imports the pack {PACK} through capgrid, because")


def test_the_header_records_the_stack_and_the_command(tmp_path, cases) -> None:
    write(tmp_path, cases.by_name["repro.svd"], "onnx")
    head = (tmp_path / "repro.svd-onnx.py").read_text().splitlines()[:5]
    assert head[1] == "# regenerate: capgrid repro ..."
    assert f"torch {torch.__version__}" in head[2]
    assert "device cpu | opset 18 | case fingerprint " + cases.by_name["repro.svd"].fingerprint \
        in head[3]
    assert "repro.svd-onnx.pt" in head[4]


@pytest.mark.parametrize("text", ["plain", "a ''' b", "ends with \\", "tab\there\\n", "é\r\n"])
def test_literals_are_exact(text) -> None:
    assert ast.literal_eval(repro._literal(text)) == text
