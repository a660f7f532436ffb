"""Every status of every probe, produced by a real case (tests/packs/statuses.py)."""

import math
import re
from pathlib import Path

import pytest

from capgrid.isolation import reset
from capgrid.probes.job import TIME_KEYS, Job, run_probe

# (case, probe) -> status; each line is one status that a real torch/onnx/onnxruntime produces.
EXPECTED = {
    ("ok.relu", "onnx"): "ok",
    ("ok.relu", "export"): "ok",
    ("ok.relu", "compile"): "ok",
    ("skipped.reason", "onnx"): "skipped",
    ("skipped.reason", "compile"): "skipped",
    ("eager-fail.raises", "onnx"): "eager-fail",
    ("eager-fail.raises", "export"): "eager-fail",
    ("no-tensor-output.ints", "export"): "no-tensor-output",
    ("random.noise", "onnx"): "ok-unverified",
    ("random.noise", "export"): "ok-unverified",
    ("random.noise", "compile"): "ok-unverified",
    ("random.wrong_shape_in_onnx", "onnx"): "mismatch",
    ("branch.on_value", "onnx"): "export-fail",
    ("branch.on_value", "export"): "fail",
    ("onnx.svd", "onnx"): "export-fail",
    ("onnx.unknown_op", "onnx"): "checker-fail",
    ("onnx.custom_domain", "onnx"): "ort-load-fail",
    ("onnx.gather_out_of_range", "onnx"): "ort-run-fail",
    ("onnx.differs", "onnx"): "mismatch",
    ("export.differs", "export"): "mismatch",
    ("export.differs", "onnx"): "ok",
    ("graph_break.item", "compile"): "ok-breaks",
    ("compile.differs", "compile"): "mismatch",
    ("compile.gives_up", "compile"): "compile-gave-up",
    ("onnx.unknown_op", "compile"): "no-graph",
    ("compile.shape_error", "compile"): "fail",
    ("constant.ignores_input", "onnx"): "ok",
    ("constant.ignores_input", "export"): "ok",
    ("constant.one_of_two", "onnx"): "ok",
    ("constant.one_of_two", "export"): "ok",
    ("constant.shape_only", "onnx"): "ok",
    ("constant.shape_only", "export"): "ok",
    ("constant.written_through_a_view", "export"): "ok",
    ("constant.filled_in_place", "export"): "ok",
    ("constant.random_draws", "onnx"): "ok-unverified",
    ("constant.random_draws", "export"): "ok-unverified",
    # AOTInductor: packaged, loaded and run; n/a where torch.export fails
    ("ok.relu", "aoti"): "ok",
    ("branch.on_value", "aoti"): "no-export",
    ("export.differs", "aoti"): "mismatch",
    # gradients, eagerly against a finite difference and under torch.compile against eager
    ("ok.relu", "grad"): "ok",
    ("grad.parameters", "grad"): "ok",
    ("grad.graph_break", "grad"): "ok-breaks",
    ("random.noise", "grad"): "ok-unverified",
    ("grad.wrong_backward", "grad"): "grad-wrong",
    ("grad.item_detaches", "grad"): "grad-wrong",  # .item() takes the scale out of autograd
    # the same, but its scale is max |x|, tied at -1 and 1: a kink, the check is inconclusive
    ("graph_break.item", "grad"): "ok-breaks",
    ("grad.differs_under_compile", "grad"): "mismatch",
    ("grad.int_output", "grad"): "not-differentiable",
    ("grad.kink", "grad"): "ok",  # the finite difference is not trusted at a kink
    ("grad.zero_mask", "grad"): "ok",  # nor at a jump (every step starts from the sample)
    ("grad.float32_inside", "grad"): "ok",  # nor on float32 arithmetic
    ("grad.closure_over_a_module", "grad"): "ok",  # nor on a float64 copy that is not one
    ("grad.no_derivative", "grad"): "grad-eager-fail",
}

_JOBS: dict = {}
_RESULTS: dict = {}


def result(statuses, locator, name, probe, **options):
    key = (name, probe, tuple(sorted(options.items())))
    if key not in _RESULTS:
        jkey = (name, tuple(sorted(options.items())))
        if jkey not in _JOBS:
            _JOBS[jkey] = Job(statuses.by_name[name], locator, options)
        reset()
        _RESULTS[key] = run_probe(_JOBS[jkey], probe)
    return _RESULTS[key]


@pytest.mark.parametrize(("name", "probe"), sorted(EXPECTED))
def test_status(statuses, torch_locator, name, probe):
    rec = result(statuses, torch_locator, name, probe)
    assert rec["status"] == EXPECTED[(name, probe)], rec.get("detail") or rec.get("error")
    assert set(TIME_KEYS) <= set(rec["times"])
    assert all(isinstance(v, float) for k, v in rec["times"].items() if k != "stages")


def test_failures_carry_root_cause(statuses, torch_locator):
    rec = result(statuses, torch_locator, "onnx.svd", "onnx")
    assert re.match(r"^\w+ <- \w+: \S", rec["error"]), rec["error"]
    assert " :" not in rec["error"]
    assert "aten._linalg_svd" in rec["error"]
    assert rec["where"].startswith("torch/") and rec["where"] == rec["frames"][-1].split()[0]
    assert len(rec["frames"]) <= 6 and rec["chain"]


def test_mismatch_detail_counts_elements(statuses, torch_locator):
    rec = result(statuses, torch_locator, "onnx.differs", "onnx")
    assert rec["detail"] == "out0: max abs diff 0.5 at 12/12 elements"
    rec = result(statuses, torch_locator, "random.wrong_shape_in_onnx", "onnx")
    assert rec["detail"] == "out0: shape [2, 4] vs [3, 4]"


def test_onnx_record_fields(statuses, torch_locator):
    rec = result(statuses, torch_locator, "onnx.custom_domain", "onnx")
    assert rec["onnx_ops"] == ["capgrid.test::Frobnicate"]
    assert rec["model_bytes"] > 0
    rec = result(statuses, torch_locator, "ok.relu", "onnx")
    assert rec["onnx_ops"] == ["Relu"] and rec["times"]["capture_s"] > 0


# (case, probe) -> (constant_outputs, detail): an ok whose graph ignores its inputs says so
# (the ONNX exporter keeps an unused input as a graph input: nothing is "folded away").
CONSTANT_OUTPUTS = {
    ("ok.relu", "onnx"): ([], ""),
    ("ok.relu", "export"): ([], ""),
    ("constant.ignores_input", "onnx"): (
        [0], "no output depends on an input: the graph returns constants"),
    ("constant.ignores_input", "export"): (
        [0], "no output depends on an input: the graph returns constants"),
    ("constant.one_of_two", "onnx"): (
        [1], "out1 of 2 outputs depend on no input: constants of the graph"),
    ("constant.one_of_two", "export"): (
        [1], "out1 of 2 outputs depend on no input: constants of the graph"),
    # the exported program reads x's shape through ones_like; the ONNX graph has it folded
    ("constant.shape_only", "export"): ([], ""),
    ("constant.shape_only", "onnx"): (
        [0], "no output depends on an input: the graph returns constants"),
    # the exported program is not functional: writes through views and in-place ops count
    ("constant.written_through_a_view", "export"): ([], ""),
    ("constant.written_through_a_view", "onnx"): ([], ""),
    ("constant.filled_in_place", "export"): (
        [0], "no output depends on an input: the graph returns constants"),
    ("constant.filled_in_place", "onnx"): (
        [0], "no output depends on an input: the graph returns constants"),
    # a random op's draws: no input reaches them, but they are no constants (check=False)
    ("constant.random_draws", "export"): ([0], "no output depends on an input"),
    ("constant.random_draws", "onnx"): ([0], "no output depends on an input"),
}


@pytest.mark.parametrize(("name", "probe"), sorted(CONSTANT_OUTPUTS))
def test_outputs_that_depend_on_no_input_are_named(statuses, torch_locator, name, probe):
    rec = result(statuses, torch_locator, name, probe)
    assert (rec["constant_outputs"], rec["detail"]) == CONSTANT_OUTPUTS[(name, probe)]


def test_a_failed_capture_walks_no_graph(statuses, torch_locator):
    assert "constant_outputs" not in result(statuses, torch_locator, "onnx.svd", "onnx")
    assert "constant_outputs" not in result(statuses, torch_locator, "branch.on_value", "export")


def test_skip_and_dropped_leaves(statuses, torch_locator):
    rec = result(statuses, torch_locator, "skipped.reason", "onnx")
    assert rec["skip_reason"] == "registered but never run"
    rec = result(statuses, torch_locator, "dropped.leaves", "export")
    assert rec["status"] == "ok"
    assert rec["dropped_leaves"] == ["out['n']: int", "out['none']: NoneType"]
    rec = result(statuses, torch_locator, "no-tensor-output.ints", "export")
    assert rec["dropped_leaves"] == ["out['rows']: int", "out['cols']: int"]


def test_eager_runs_once_per_job(statuses, torch_locator):
    job = Job(statuses.by_name["ok.relu"], torch_locator, {})
    reset()
    first = run_probe(job, "export")
    eager = job.eager
    reset()
    second = run_probe(job, "onnx")
    assert job.eager is eager
    assert first["times"]["eager_s"] == second["times"]["eager_s"] == round(eager.seconds, 6)


def test_graph_break_reason_has_registry_id(statuses, torch_locator):
    rec = result(statuses, torch_locator, "graph_break.item", "compile")
    assert (rec["graphs"], rec["graph_breaks"]) == (2, 1)
    (brk,) = rec["break_reasons"]
    assert brk["type"].startswith("Unsupported Tensor.item()")
    assert re.fullmatch(r"GB\d{4}", brk["registry_id"])
    assert brk["where"] == "statuses.py:25"
    assert rec["detail"] == "graph_breaks=1"


def test_a_frame_dynamo_gives_up_on_is_no_ok_it_says_why(statuses, torch_locator):
    # no graph was compiled, so nothing compiled ran: the call only returned eager's outputs
    rec = result(statuses, torch_locator, "compile.gives_up", "compile")
    assert rec["graphs"] == 0 and rec["graph_breaks"] == 1 and rec["executed"] == 0
    assert rec["break_reasons"][0]["type"] == "Observed exception"
    assert rec["status"] == "compile-gave-up"
    assert rec["detail"].startswith("torch.compile captured no graph: dynamo gave up on the whole "
                                    "forward and ran it eagerly (Observed exception")


def test_a_frame_with_no_tensor_operation_is_no_graph_not_ok(statuses, torch_locator):
    # onnx.unknown_op is an identity outside ONNX export: dynamo has no graph to compile and
    # records no graph-break message. That is no break, and no ok either: n/a, saying so.
    rec = result(statuses, torch_locator, "onnx.unknown_op", "compile")
    assert rec["graphs"] == 0 and rec["graph_breaks"] == 0 and rec["break_reasons"] == []
    assert (rec["status"], rec["executed"]) == ("no-graph", 0)
    assert "holds no tensor operation" in rec["detail"]


@pytest.mark.parametrize("name", ["ok.relu", "graph_break.item"])
def test_an_ok_ran_compiled_code(statuses, torch_locator, name):
    rec = result(statuses, torch_locator, name, "compile")
    assert rec["status"] in ("ok", "ok-breaks")
    assert rec["executed"] >= rec["graphs"] >= 1


@pytest.mark.parametrize("name", ["graph_break.item", "branch.on_value", "ok.relu"])
def test_one_compile_count_agrees_with_explain(statuses, torch_locator, name):
    counted = result(statuses, torch_locator, name, "compile")
    explained = result(statuses, torch_locator, name, "compile", explain=True)
    assert explained["counted_by"] == "explain" and counted["counted_by"] == "backend"
    for key in ("status", "graphs", "graph_breaks"):
        assert counted[key] == explained[key]
    assert [b["registry_id"] for b in counted["break_reasons"]] == [
        b["registry_id"] for b in explained["break_reasons"]]


@pytest.mark.parametrize("name", ["ok.relu", "dropped.leaves", "graph_break.item"])
def test_reuse_export_agrees(statuses, torch_locator, name):
    plain = result(statuses, torch_locator, name, "onnx")
    reused = result(statuses, torch_locator, name, "onnx", reuse_export=True)
    assert reused["reused_export"] is True and plain["reused_export"] is False
    assert (reused["status"], reused["onnx_ops"]) == (plain["status"], plain["onnx_ops"])
    export = result(statuses, torch_locator, name, "export", reuse_export=True)
    assert export["status"] == "ok"  # the program handed to onnx still runs afterwards


def test_reuse_export_falls_back_when_export_fails(statuses, torch_locator):
    rec = result(statuses, torch_locator, "branch.on_value", "onnx", reuse_export=True)
    assert rec["status"] == "export-fail" and rec["reused_export"] is False


def test_reuse_export_traces_outside_onnx_export(statuses, torch_locator):
    # The reused program was traced by torch.export, where torch.onnx.is_in_onnx_export() is
    # False: code that branches on it is captured on its non-ONNX side (documented in probes.md).
    rec = result(statuses, torch_locator, "onnx.differs", "onnx", reuse_export=True)
    assert rec["status"] == "ok" and rec["reused_export"] is True


def test_records_carry_cpu_time_and_peak_rss(statuses, torch_locator):
    rec = result(statuses, torch_locator, "ok.relu", "compile")
    # A compile takes real CPU time; the worker has torch loaded, so well over 100 MB resident.
    assert 0 < rec["times"]["cpu_s"]
    assert rec["rss_peak_bytes"] > 100 << 20
    assert "rss_peak_bytes" not in result(statuses, torch_locator, "skipped.reason", "onnx")


@pytest.mark.parametrize("probe", ["onnx", "export", "compile", "aoti", "export_dynamic",
                                   "onnx_dynamic"])
def test_accuracy_holds_a_known_error(statuses, torch_locator, probe):
    """The capture adds 1e-5 to x (float32, so to within its rounding): every compared output's
    accuracy says so, and the case is still ok (the tolerance is 2e-4)."""
    rec = result(statuses, torch_locator, "accuracy.off_by_1e5", probe)
    assert rec["status"] == "ok", rec["detail"]
    (acc,) = rec["accuracy"]
    x = statuses.by_name["accuracy.off_by_1e5"].case.inputs[0].double()
    assert acc["max_abs"] == pytest.approx(1e-5, rel=0.02)
    assert acc["max_rel"] == pytest.approx(1e-5 / float(x.abs().min()), rel=0.02)
    assert "nonfinite" not in acc
    if not probe.endswith("_dynamic"):  # those run at other sizes: rows repeated
        assert acc["elements"] == x.numel()
        snr = 10 * math.log10(float((x ** 2).sum()) / (x.numel() * 1e-10))
        assert acc["snr_db"] == pytest.approx(snr, abs=0.2)


def test_accuracy_is_only_for_compared_values(statuses, torch_locator):
    exact = result(statuses, torch_locator, "ok.relu", "export")["accuracy"]
    assert exact == [{"max_abs": 0.0, "max_rel": 0.0, "snr_db": None, "elements": 12}]
    # a random operator's values are not compared, so nothing is measured
    assert "accuracy" not in result(statuses, torch_locator, "random.noise", "onnx")
    # grad: the compiled gradients against eager's, one entry per gradient
    rec = result(statuses, torch_locator, "grad.parameters", "grad")
    assert len(rec["accuracy"]) == rec["gradients"]
    assert all(a["max_abs"] < 1e-5 for a in rec["accuracy"])


@pytest.mark.parametrize(("probe", "own"), [
    ("onnx", {"onnx-export", "onnx-decompose", "onnx-translate", "checker", "ort-session",
              "run", "compare"}),
    ("export", {"export", "module", "run", "compare"}),
    ("compile", {"compile", "inductor", "compare"}),
    ("aoti", {"aoti-package", "aoti-load", "run", "compare"}),
    ("grad", {"eager-backward", "fd-check", "compile-backward", "compare"})])
def test_records_split_their_time_into_stages(statuses, torch_locator, probe, own):
    # a job of its own: the export that export and aoti share is timed where it runs first
    reset()
    rec = run_probe(Job(statuses.by_name["ok.relu"], torch_locator), probe)
    stages = rec["times"]["stages"]
    assert own <= set(stages), sorted(stages)
    assert all(set(s) == {"wall_s", "cpu_s"} and min(s.values()) >= 0 for s in stages.values())
    # exclusive times: together they never exceed the probe's own wall time
    assert sum(s["wall_s"] for s in stages.values()) <= rec["times"]["total_s"] + 1e-3
    # a record with nothing to time has no stages
    assert "stages" not in result(statuses, torch_locator, "skipped.reason", probe)["times"]


def test_aoti_records_its_build_and_carries_the_export_error(statuses, torch_locator):
    rec = result(statuses, torch_locator, "ok.relu", "aoti")
    assert rec["aoti_compile_s"] > 0 and rec["package_bytes"] > 0
    assert rec["times"]["check_s"] >= rec["aoti_compile_s"]
    rec = result(statuses, torch_locator, "branch.on_value", "aoti")
    assert "GuardOnDataDependentSymNode" in rec["error"]
    assert rec["detail"].startswith("torch.export failed")


def test_grad_records_what_it_compared(statuses, torch_locator):
    rec = result(statuses, torch_locator, "grad.parameters", "grad")
    # the input, the weight and the bias
    assert rec["gradients"] == 3
    assert rec["fd_check"].startswith("agrees: directional derivative")
    assert rec["graph_breaks"] == 0 and rec["executed"] >= 1
    rec = result(statuses, torch_locator, "grad.graph_break", "grad")
    assert rec["graph_breaks"] == 1 and rec["graphs"] == 2
    rec = result(statuses, torch_locator, "grad.wrong_backward", "grad")
    assert rec["fd_check"].startswith("differs: ") and "graphs" not in rec
    # its forward runs with gradients off, as every custom autograd.Function's does: no exit
    assert rec["autograd_exits"] == [] and "out of autograd" not in rec["detail"]
    # .item() takes the scale out of autograd: the cell says where
    lines = (Path(__file__).parents[1] / "packs" / "statuses.py").read_text().splitlines()
    where = f"statuses.py:{lines.index('    scale = x.pow(2).sum().item()') + 1}"
    rec = result(statuses, torch_locator, "grad.item_detaches", "grad")
    assert rec["autograd_exits"] == [{"what": ".item()", "where": where}]
    assert rec["detail"].endswith(f"; the forward takes values out of autograd: .item() ({where})")
    rec = result(statuses, torch_locator, "grad.differs_under_compile", "grad")
    assert rec["detail"].startswith("gradients: gradient 0: max abs diff 0.")
    assert result(statuses, torch_locator, "grad.int_output", "grad")["detail"] == \
        "no floating output"
    rec = result(statuses, torch_locator, "grad.kink", "grad")
    assert rec["fd_check"].startswith("inconclusive: the one-sided differences disagree: a kink")
    # a step in the mask's direction leaves the zeros; the sample itself keeps them, however many
    # steps were taken before it (restoring by subtracting the step left ~1e-26 there: "differs")
    rec = result(statuses, torch_locator, "grad.zero_mask", "grad")
    assert rec["fd_check"].startswith("inconclusive: the one-sided differences disagree: a kink")
    rec = result(statuses, torch_locator, "grad.float32_inside", "grad")
    # its noise moves the differences with the step, or apart from each other
    assert rec["fd_check"].startswith("inconclusive: the ")
    assert "float32 arithmetic inside" in rec["fd_check"]
    rec = result(statuses, torch_locator, "grad.closure_over_a_module", "grad")
    assert rec["fd_check"] == ("inconclusive: the float64 copy still computes in float32 (state "
                               "the cast does not reach)")
    assert rec["gradients"] == 1  # the input's: the held module's parameters are not the case's
    rec = result(statuses, torch_locator, "random.noise", "grad")
    assert rec["fd_check"] == "inconclusive: random operator: not checked"


def test_grad_check_runs_without_the_watch_where_a_forward_refuses_it(statuses, torch_locator,
                                                                     monkeypatch):
    """A forward that does not run under a TorchFunctionMode is checked without AutogradExits:
    the verdict is the one the check gives without the watch, and no place is named."""
    from capgrid.probes import grad

    def refuse(self, func, types, args=(), kwargs=None):
        raise RuntimeError("this forward refuses torch function modes")

    monkeypatch.setattr(grad.AutogradExits, "__torch_function__", refuse)
    exits: list = []
    verdict, note = grad.finite_difference_check(
        Job(statuses.by_name["grad.parameters"], torch_locator, {}), exits)
    assert verdict == "agrees", note
    assert exits == []


def test_the_all_constant_sentence_begins_with_the_note_merge_looks_for():
    """Merge puts a supported graph none of whose outputs depends on an input in the column
    "constant" by data/statuses.json's constant_note; the probes' sentence must begin with it
    (the repro scripts carry the probe code without the data files, so it is written twice)."""
    import json

    from capgrid.probes.dependence import constant_outputs_note

    note = json.loads((Path(__file__).parents[2] / "data" / "statuses.json").read_text())[
        "constant_note"]
    for deterministic in (True, False):
        assert constant_outputs_note([0, 1], 2, deterministic).startswith(note)
    assert note not in constant_outputs_note([1], 2, True)  # some outputs only: still support
