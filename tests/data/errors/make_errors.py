"""Regenerates the raw error-text fixtures in this folder from tiny real torch snippets.

Each fixture is what a probe records for one failure (docs/protocol.md RECORD: ``status``,
``error`` = "Outer <- Root: first line", ``chain`` = the formatted exception chain, last 4000
characters; graph breaks as ``break_reasons``). The C++ tests (src/causes_test.cc) feed them to
the cause rules of data/causes.json. Run once with the probe stack's interpreter:

    .venv/bin/python tests/data/errors/make_errors.py

Texts depend on the torch / onnxscript versions, which is why they are fixtures, not literals.
The ``survey_*.json`` fixtures are not made here: they are records of the committed surveys
(survey/kornia/, survey/monai/), kept when a failure first seen there needed a new cause rule.
The ``dynamic_*.json`` fixtures are not made here either: they are the records of the
dynamic-batch probes on tests/packs/dynamic.py (``capgrid run tests/packs/dynamic.py --probes
export_dynamic,onnx_dynamic``) and of the Kornia pack's cases in bench/dynamic_cost.py's
sample, status, error, chain and detail as recorded. The ``grad_*.json`` fixtures are the grad
probe's records on tests/packs/statuses.py (``grad.wrong_backward``, ``grad.no_derivative``,
``grad.item_detaches``):
status, detail, error and chain as recorded.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import traceback
import warnings
from pathlib import Path

import torch

HERE = Path(__file__).resolve().parent
warnings.filterwarnings("ignore")


def _chain(exc: BaseException) -> list[BaseException]:
    seen, out = set(), []
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        out.append(exc)
        exc = exc.__cause__ or exc.__context__
    return out


def _record(exc: BaseException, status: str, probe: str) -> dict:
    chain = _chain(exc)
    outer, root = chain[0], chain[-1]
    first = (str(root).strip().splitlines() or [""])[0]
    name = type(root).__name__
    error = f"{name}: {first}"
    if outer is not root:
        error = f"{type(outer).__name__} <- {error}"
    text = "".join(traceback.format_exception(exc))
    return {"status": status, "probe": probe, "error": error, "chain": text[-4000:]}


def save(name: str, record: dict) -> None:
    record["generated_by"] = f"torch {torch.__version__}"
    (HERE / f"{name}.json").write_text(json.dumps(record, indent=2, sort_keys=True) + "\n")
    print(f"{name}: {record.get('error', '')[:150]}")


def capture(name: str, status: str, probe: str, fn) -> None:
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            fn()
    except Exception as exc:  # noqa: BLE001 - the failure is the fixture
        save(name, _record(exc, status, probe))
    else:
        print(f"{name}: DID NOT FAIL", file=sys.stderr)


def onnx_export(fn, *args):
    class M(torch.nn.Module):
        def forward(self, *xs):
            return fn(*xs)

    return torch.onnx.export(M(), args, dynamo=True, opset_version=18, verbose=False)


def torch_export(fn, *args, module=None):
    class M(torch.nn.Module):
        def forward(self, *xs):
            return fn(*xs)

    return torch.export.export(module or M(), args, strict=False)


def graph_breaks(fn, *args) -> list[dict]:
    out = torch._dynamo.explain(fn)(*args)
    breaks = []
    for br in out.break_reasons:
        reason = br.reason
        gb_type = reason.splitlines()[0].strip() if reason else ""
        registry_id = torch._dynamo.exc._load_gb_type_to_gb_id_map().get(gb_type, "")
        breaks.append({"reason": reason, "type": gb_type, "registry_id": registry_id,
                       "where": ""})
    torch._dynamo.reset()
    return breaks


def save_breaks(name: str, fn, *args) -> None:
    brs = graph_breaks(fn, *args)
    if not brs:
        print(f"{name}: NO GRAPH BREAK", file=sys.stderr)
        return
    save(name, {"status": "ok-breaks", "probe": "compile", "graph_breaks": len(brs),
                "break_reasons": brs, "error": ""})


def main() -> None:
    x = torch.rand(3, 4)
    # 1. Missing ONNX lowerings (aten op -> name table).
    capture("onnx_histc_unclassified", "export-fail", "onnx",
            lambda: onnx_export(lambda t: torch.histc(t, bins=4), x))
    capture("onnx_no_lowering_svd", "export-fail", "onnx",
            lambda: onnx_export(lambda t: torch.linalg.svd(t)[1], x))
    capture("onnx_no_lowering_searchsorted", "export-fail", "onnx",
            lambda: onnx_export(lambda s, v: torch.searchsorted(s, v),
                                torch.arange(5.0), torch.rand(3)))
    # 2. Data-dependent Python values and branches under torch.export.
    def loop(t):
        for _ in range(int(t.sum().item())):
            t = t + 1
        return t

    capture("export_specialized_integer", "fail", "export", lambda: torch_export(loop, x))
    capture("export_guard_data_dependent", "fail", "export",
            lambda: torch_export(lambda t: t * 2 if t.sum() > 0 else t, x))
    capture("onnx_generator", "export-fail", "onnx",
            lambda: onnx_export(lambda t, g: torch.rand(3, 4, generator=g) + t,
                                x, torch.Generator()))
    capture("export_allclose", "fail", "export",
            lambda: torch_export(lambda a, b: a * float(torch.allclose(a, b)), x, x))
    capture("overload_no_match", "fail", "export",
            lambda: torch.ops.aten.add(x, "a"))

    class Mut(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.c = torch.zeros(3, 4)  # a plain attribute: a constant, not a buffer

        def forward(self, t):
            self.c.add_(1)
            return t + self.c

    capture("onnx_constant_mutated", "export-fail", "onnx",
            lambda: torch.onnx.export(Mut(), (x,), dynamo=True, opset_version=18))

    def fake_numpy():
        from torch._subclasses.fake_tensor import FakeTensorMode
        with FakeTensorMode():
            t = torch.rand(3)
            torch.ops.aten._local_scalar_dense(t.sum())

    capture("fake_data_not_allocated", "fail", "export", fake_numpy)

    # 3. onnx.checker and onnxruntime.
    import onnx
    import onnxruntime as ort
    from onnx import TensorProto, helper

    def unsorted_graph():
        a = helper.make_tensor_value_info("a", TensorProto.FLOAT, [2])
        y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])
        n2 = helper.make_node("Relu", ["t"], ["y"])
        n1 = helper.make_node("Neg", ["a"], ["t"])
        g = helper.make_graph([n2, n1], "g", [a], [y])
        m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
        onnx.checker.check_model(m, full_check=True)

    capture("checker_unsorted", "checker-fail", "onnx", unsorted_graph)

    def checker_fail():
        a = helper.make_tensor_value_info("a", TensorProto.FLOAT, [2])
        y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])
        n = helper.make_node("NoSuchOp", ["a"], ["y"])
        g = helper.make_graph([n], "g", [a], [y])
        m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
        onnx.checker.check_model(m, full_check=True)

    capture("checker_unknown_op", "checker-fail", "onnx", checker_fail)

    def ort_load():
        a = helper.make_tensor_value_info("a", TensorProto.FLOAT, [2])
        y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])
        n = helper.make_node("Relu", ["a"], ["y"])
        g = helper.make_graph([n], "g", [a], [y])
        m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 99)])
        ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])

    capture("ort_load_fail", "ort-load-fail", "onnx", ort_load)

    def ort_run():
        prog = onnx_export(lambda t: t.reshape(2, 6), x)
        s = ort.InferenceSession(prog.model_proto.SerializeToString(),
                                 providers=["CPUExecutionProvider"])
        s.run(None, {s.get_inputs()[0].name: torch.rand(5, 5).numpy()})

    capture("ort_run_fail", "ort-run-fail", "onnx", ort_run)

    capture("eager_fail", "eager-fail", "onnx", lambda: torch.rand(3, 4) @ torch.rand(3, 4))

    # 4. Inductor: a C++ toolchain that fails makes the generated kernel fail to compile, the
    # same failure an inductor codegen bug produces. A g++ that exits 1 for everything fails
    # inductor's compiler check; one that answers --version fails on the kernel itself.
    def inductor_cxx(answer_version: bool):
        import tempfile
        d = tempfile.mkdtemp()
        gxx = Path(d) / "g++"
        version = 'if [ "$1" = --version ]; then exec /usr/bin/g++ --version; fi\n'
        gxx.write_text("#!/bin/sh\n" + (version if answer_version else "")
                       + "echo 'error: generated kernel does not compile' >&2\nexit 1\n")
        gxx.chmod(0o755)
        old = os.environ["PATH"]
        os.environ["PATH"] = f"{d}:{old}"
        os.environ["CXX"] = str(gxx)
        os.environ["TORCHINDUCTOR_CACHE_DIR"] = d
        try:
            torch._dynamo.reset()
            torch.compile(lambda t: (t.sin() + 1).cos())(x)
        finally:
            os.environ["PATH"] = old
            del os.environ["CXX"]
            torch._dynamo.reset()

    capture("inductor_no_compiler", "fail", "compile", lambda: inductor_cxx(False))
    capture("inductor_kernel_compile", "fail", "compile", lambda: inductor_cxx(True))

    # A backend that hits a KeyError on a tensor storage while lowering: dynamo wraps it in
    # BackendCompilerFailed exactly as it wraps inductor's.
    def storage_keyerror():
        def backend(gm, inputs):
            return {}[inputs[0].untyped_storage()]
        torch._dynamo.reset()
        torch.compile(lambda t: t + 1, backend=backend)(x)

    capture("backend_storage_keyerror", "fail", "compile", storage_keyerror)

    # 5. Graph breaks (torch.compile, recorded through torch._dynamo.explain).
    def branch(t):
        if t.sum() > 0:
            return t * 2
        return t

    save_breaks("break_data_dependent_branch", branch, x)
    save_breaks("break_item", lambda t: t * t.sum().item(), x)
    save_breaks("break_nonzero", lambda t: torch.nonzero(t > 0.5).float().sum() + t, x)

    def explicit(t):
        t = t + 1
        torch._dynamo.graph_break()
        return t * 2

    save_breaks("break_explicit", explicit, x)


if __name__ == "__main__":
    main()
