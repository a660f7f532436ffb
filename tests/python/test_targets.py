"""The deployment-target probes (executorch, openvino) on cases with known answers
(tests/packs/targets.py), run in-process on this CPU with the real ExecuTorch and OpenVINO."""

import os

import pytest

from capgrid.isolation import reset
from capgrid.probes.job import Job, run_probe

PACKS = os.path.join(os.path.dirname(__file__), "..", "packs")

EXPECTED = {
    ("targets.conv_relu", "executorch"): "ok",
    ("targets.conv_relu", "openvino"): "ok",
    ("targets.cumsum_flip", "executorch"): "ok",
    ("targets.cumsum_flip", "openvino"): "ok",
    ("targets.branch_on_value", "executorch"): "no-export",
    ("targets.branch_on_value", "openvino"): "no-export",
    ("targets.long_cumsum", "executorch"): "mismatch",
    ("targets.cancels_in_float32", "openvino"): "mismatch",
    ("targets.cancels_in_float32", "executorch"): "ok",  # the portable kernels compute f64
    ("targets.floor_divide_negative", "openvino"): "mismatch",
    ("targets.floor_divide_negative", "executorch"): "ok",
    ("targets.svd", "openvino"): "convert-fail",
    ("targets.erfinv", "executorch"): "lower-fail",
    # the mutated input the program also returns is not one of the function's outputs
    ("targets.fills_and_sums", "executorch"): "ok",
    ("targets.fills_and_sums", "openvino"): "ok",
    ("targets.avg_pool3d", "executorch"): "et-load-fail",
    ("targets.subclass_input", "executorch"): "ok",  # given to the runtime as a plain tensor
}


@pytest.fixture(scope="module")
def targets():
    from capgrid.collect import collect

    return collect([os.path.join(PACKS, "targets.py")])


_JOBS: dict = {}
_RESULTS: dict = {}


def result(targets, locator, name, probe):
    if (name, probe) not in _RESULTS:
        if name not in _JOBS:
            _JOBS[name] = Job(targets.by_name[name], locator)
        reset()
        _RESULTS[(name, probe)] = run_probe(_JOBS[name], probe)
    return _RESULTS[(name, probe)]


@pytest.mark.parametrize(("name", "probe"), sorted(EXPECTED))
def test_status(targets, torch_locator, name, probe):
    rec = result(targets, torch_locator, name, probe)
    assert rec["status"] == EXPECTED[(name, probe)], rec.get("detail") or rec.get("error")


def test_a_fully_delegated_program_and_one_on_the_portable_kernels(targets, torch_locator):
    conv = result(targets, torch_locator, "targets.conv_relu", "executorch")
    assert conv["delegated_fraction"] == 1.0 and conv["portable_nodes"] == 0
    assert conv["delegated_nodes"] >= 2  # the convolution and the ReLU
    assert conv["program_bytes"] > 0 and conv["lower_s"] > 0
    assert len(conv["accuracy"]) == 1  # one output, measured
    portable = result(targets, torch_locator, "targets.cumsum_flip", "executorch")
    assert portable["delegated_fraction"] == 0.0 and portable["delegated_nodes"] == 0
    assert portable["portable_nodes"] == 2  # cumsum and flip
    assert set(portable["times"]["stages"]) >= {"et-lower", "et-serialise", "et-load", "run",
                                                "compare"}


def test_a_failed_export_carries_its_error(targets, torch_locator):
    for probe in ("executorch", "openvino"):
        rec = result(targets, torch_locator, "targets.branch_on_value", probe)
        assert "torch.export failed" in rec["detail"]
        assert rec["error"], probe  # the export's own error, for the cause


def test_mismatches_say_how_far(targets, torch_locator):
    et = result(targets, torch_locator, "targets.long_cumsum", "executorch")
    assert 1e-3 < et["accuracy"][0]["max_rel"] < 1e-1
    ov = result(targets, torch_locator, "targets.cancels_in_float32", "openvino")
    assert ov["accuracy"][0]["max_abs"] == 1.0  # eager's 1 became 0: f64 computed in f32
    assert ov["convert_s"] > 0


def test_rejections_name_the_operator(targets, torch_locator):
    ov = result(targets, torch_locator, "targets.svd", "openvino")
    assert "svd" in (ov["error"] + ov["chain"]).lower()
    et = result(targets, torch_locator, "targets.erfinv", "executorch")
    assert "erfinv" in (et["error"] + et["chain"]).lower()


def test_the_runtimes_log_names_what_it_could_not_load(targets, torch_locator):
    rec = result(targets, torch_locator, "targets.avg_pool3d", "executorch")
    assert "error: 0x:14" in rec["error"]  # the runtime's code alone: OperatorMissing
    assert "Missing operator: [0] aten::avg_pool3d.out" in rec["error"], rec["error"]


_FORKS: list = []
_COUNTING: list = []


def _count_forks(event, _args):
    if _COUNTING and event == "os.fork":
        _FORKS.append(event)


def test_openvino_sends_no_telemetry(targets, torch_locator, monkeypatch):
    """OpenVINO's converter reports its use from a forked copy of the process per event (which
    the engine's --max-rss counts again, stopping small cases as oom); the probe blocks it."""
    import sys
    import time

    monkeypatch.delenv("CI", raising=False)  # openvino_telemetry sends nothing in CI anyway
    sys.addaudithook(_count_forks)  # hooks cannot be removed: it counts only while armed
    _COUNTING.append(True)
    try:
        reset()
        rec = run_probe(Job(targets.by_name["targets.conv_relu"], torch_locator), "openvino")
        time.sleep(2)  # telemetry is sent from a thread after the call returns
    finally:
        _COUNTING.clear()
    assert rec["status"] == "ok"
    from openvino.tools.ovc import convert_impl

    assert convert_impl.tm.__name__ == "openvino.tools.ovc.telemetry_stub"
    assert _FORKS == []
