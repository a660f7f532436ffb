"""The speed probe on real torch (tests/packs/speed.py) and its timing helpers."""

import os

import pytest
import torch

from capgrid import timing
from capgrid.data import speed_variants
from capgrid.isolation import reset
from capgrid.probes.job import Job, run_probe
from capgrid.probes.speed import new_values

PACKS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "packs")
_RESULTS: dict = {}


@pytest.fixture(scope="module")
def speed_pack():
    from capgrid.collect import collect

    return collect([os.path.join(PACKS, "speed.py")])


def speed_of(pack, locator, name):
    if name not in _RESULTS:
        reset()
        _RESULTS[name] = run_probe(Job(pack.by_name[name], locator), "speed")
    return _RESULTS[name]


def test_fused_chain_is_timed_with_a_speedup(speed_pack, torch_locator):
    rec = speed_of(speed_pack, torch_locator, "speed.pointwise_chain")
    assert rec["status"] == "timed", rec["detail"]
    assert rec["variant_errors"] == {}
    # every variant data/statuses.json declares is timed, and nothing else
    assert set(rec["latency"]) == set(speed_variants()) == {"eager", "compile", "export", "onnx"}
    assert set(rec["speedup"]) == set(speed_variants()[1:])
    for lat in rec["latency"].values():
        assert lat["runs"] >= 1
        assert 0 < lat["p10_s"] <= lat["median_s"] <= lat["p90_s"]
        assert not lat["too_fast"]
    assert rec["speedup"]["compile"] > 0 and rec["speedup"]["onnx"] > 0
    assert rec["recompiles_same_shape"] == 0
    assert rec["recompile_reason"] == ""
    assert rec["threads"] == torch.get_num_threads()
    assert "CPUs" in rec["machine"]


def test_value_read_into_python_recompiles_on_new_values(speed_pack, torch_locator):
    rec = speed_of(speed_pack, torch_locator, "speed.size_from_value")
    assert rec["status"] == "timed", rec["detail"]
    assert rec["recompiles_same_shape"] >= 1
    assert "==" in rec["recompile_reason"], rec["recompile_reason"]
    # torch.export cannot take int(x.max()) as a size: recorded, the others still timed.
    assert "compile" in rec["latency"]


def test_pure_shape_op_does_not_recompile_on_new_values(speed_pack, torch_locator):
    rec = speed_of(speed_pack, torch_locator, "speed.shape_only")
    assert rec["status"] == "timed", rec["detail"]
    assert rec["recompiles_same_shape"] == 0
    assert rec["recompiles_new_batch"] >= 1
    assert "size mismatch at index 0" in rec["new_batch_reason"]


def test_pure_shape_op_goes_dynamic_after_one_new_batch(speed_pack, torch_locator):
    """B=4: one recompile at 5, into a graph with a symbolic batch, so none at 9."""
    rec = speed_of(speed_pack, torch_locator, "speed.shape_only")
    assert rec["recompiles_new_batch"] == 1
    assert rec["recompiles_larger_batch"] == 0
    assert rec["larger_batch_reason"] == ""
    assert rec["went_dynamic"] is True
    assert rec["recompile_errors"] == {}


def test_a_batch_read_into_python_recompiles_at_every_size(speed_pack, torch_locator):
    rec = speed_of(speed_pack, torch_locator, "speed.size_into_python")
    assert rec["status"] == "timed", rec["detail"]
    assert rec["recompiles_new_batch"] >= 1
    assert rec["recompiles_larger_batch"] >= 1
    assert "size mismatch at index 0" in rec["larger_batch_reason"], rec["larger_batch_reason"]
    assert rec["went_dynamic"] is False


def test_one_row_has_no_batch_to_grow(speed_pack, torch_locator):
    rec = speed_of(speed_pack, torch_locator, "speed.shape_only[one_row]")
    assert rec["status"] == "timed", rec["detail"]
    assert rec["recompiles_new_batch"] is None and rec["recompiles_larger_batch"] is None
    assert rec["went_dynamic"] is None
    for key in ("new_batch", "larger_batch"):
        assert "a batch needs at least 2" in rec["recompile_errors"][key]


def test_too_fast_marks_and_no_ratio():
    s = timing.summarise([5e-6, 6e-6, 7e-6])
    assert s["too_fast"] and s["median_s"] == 6e-6 and s["runs"] == 3
    assert not timing.summarise([1e-3])["too_fast"]


def test_interleaved_rounds_stop_at_the_count_or_the_time():
    order = []
    out = timing.time_interleaved({"a": lambda: order.append("a"), "b": lambda: order.append("b")},
                                  min_total_s=10.0, max_runs=4, warmup=1)
    assert [len(v) for v in out.values()] == [4, 4]
    assert order[:6] == ["a", "b", "a", "b", "a", "b"]


def test_each_timed_call_ends_when_the_device_has_finished():
    # A CUDA call returns once its kernels are queued: the clock is read after sync, and sync
    # runs before each call too, so no variant pays for the previous one's queued work.
    events = []
    ticks = iter(range(1000))

    def clock():
        events.append("clock")
        return float(next(ticks))

    out = timing.time_interleaved({"a": lambda: events.append("a"),
                                   "b": lambda: events.append("b")},
                                  min_total_s=1e9, max_runs=2, max_timing_s=1e9, warmup=1,
                                  sync=lambda: events.append("sync"), clock=clock)
    assert [len(v) for v in out.values()] == [2, 2]
    # start, the warm-up calls each followed by sync, then every timed call between its syncs
    assert events[:5] == ["clock", "a", "sync", "b", "sync"]
    timed = events[5:]
    assert timed[:5] == ["sync", "clock", "a", "sync", "clock"]
    for i, e in enumerate(timed):
        if e in ("a", "b"):
            assert timed[i + 1] == "sync" and timed[i + 2] == "clock", timed


def test_percentile_interpolates():
    assert timing.percentile([1.0, 2.0, 3.0, 4.0, 5.0], 0.5) == 3.0
    assert timing.percentile([1.0, 2.0], 0.9) == pytest.approx(1.9)


def test_new_values_keep_shape_dtype_and_range():
    gen = torch.Generator().manual_seed(0)
    x = torch.linspace(0.0, 5.0, 20).reshape(4, 5)
    y = new_values(x, gen)
    assert y.shape == x.shape and y.dtype == x.dtype and not torch.equal(x, y)
    assert float(y.min()) >= 0.0 and float(y.max()) <= 5.0
    idx = torch.tensor([0, 3, 2])
    j = new_values(idx, gen)
    assert j.dtype == idx.dtype and int(j.min()) >= 0 and int(j.max()) <= 3
    assert new_values(torch.tensor([True, False]), gen).dtype == torch.bool


def test_new_values_keep_the_strides_dynamo_guards_on():
    gen = torch.Generator().manual_seed(0)
    x = torch.linspace(0.0, 5.0, 20).reshape(4, 5)
    for view in (x.t(), x[:, 1:4], x.reshape(2, 2, 5).permute(2, 0, 1)):
        y = new_values(view, gen)
        assert y.shape == view.shape and y.stride() == view.stride(), view.stride()
        assert not torch.equal(y, view) and float(y.min()) >= 0.0 and float(y.max()) <= 5.0
    expanded = new_values(x[:1].expand(4, 5), gen)  # overlapping: new values, dense strides
    assert expanded.shape == (4, 5) and not torch.equal(expanded[0], expanded[1])


def test_a_transposed_input_does_not_recompile_on_new_values(speed_pack, torch_locator):
    """The recompile check changes values, not layouts: an input that is a transposed view
    given back contiguous would fail dynamo's stride guard (a false "recompiles on new
    values", as the Kornia survey's captured model-block inputs first showed)."""
    rec = speed_of(speed_pack, torch_locator, "speed.shape_only[transposed]")
    assert rec["status"] == "timed", rec["detail"]
    assert rec["recompiles_same_shape"] == 0, rec["recompile_reason"]
