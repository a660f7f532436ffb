"""The dynamic-batch probes' shared code (capgrid/probes/dynamic.py), the symbolic checks of
export_dynamic and onnx_dynamic, and case(dynamic=...) at collection: real torch, no mocks."""

import textwrap

import onnx
import pytest
import torch

from capgrid import case
from capgrid.collect import PackError, collect
from capgrid.fingerprint import fingerprint
from capgrid.probes import dynamic as dyn
from capgrid.probes import export_dynamic, onnx_dynamic


def dims_of(inputs, **kw):
    return dyn.dynamic_dims(case("c", "g", torch.relu, inputs, **kw))


def test_the_batch_rule_takes_dim_0_of_every_input_with_input_0s_size():
    a, b, c = torch.zeros(3, 2), torch.zeros(3), torch.zeros(4, 3)
    assert dims_of([a, b, c]) == {0: {0: "batch"}, 1: {0: "batch"}}
    # a later 0-d input has no dimension 0: left out
    assert dims_of([a, torch.tensor(1.0)]) == {0: {0: "batch"}}


@pytest.mark.parametrize(("inputs", "why"), [
    ([], "no tensor input"),
    ([torch.tensor(2.0)], "0-d tensor"),
    ([torch.zeros(1, 5)], "size 1 at dimension 0"),
])
def test_no_batch_dimension_says_why(inputs, why):
    found = dims_of(inputs)
    assert isinstance(found, str) and why in found


def test_dynamic_false_and_an_explicit_dict():
    x = torch.zeros(3, 5)
    assert "dynamic=False" in dims_of([x], dynamic=False)
    assert dims_of([x, x], dynamic={1: {-1: "cols"}}) == {1: {1: "cols"}}


def test_rows_are_repeated_along_the_dynamic_dim_and_other_inputs_kept():
    x = torch.arange(6.0).reshape(3, 2)
    w = torch.ones(2)
    out = dyn.inputs_at([x, w], {0: {0: "batch"}}, {"batch": 7})
    assert out[1] is w
    assert out[0].shape == (7, 2)
    assert torch.equal(out[0], x[torch.tensor([0, 1, 2, 0, 1, 2, 0])])
    cols = dyn.repeat_rows(x, 1, 5)
    assert torch.equal(cols[:, 2:4], x) and torch.equal(cols[:, 4], x[:, 0])


def test_trial_sizes_are_s_plus_1_and_2s_plus_1_never_1():
    assert dyn.trial_sizes({"batch": 2, "n": 5}) == [{"batch": 3, "n": 6}, {"batch": 5, "n": 11}]


class _Wrap(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)


def _export(fn, dynamic_shapes):
    return torch.export.export(_Wrap(fn), (torch.ones(3, 4),), dynamic_shapes=dynamic_shapes,
                               strict=False)


def test_a_symbolic_batch_passes_the_program_check_and_a_static_one_does_not():
    dims = {0: {0: "batch"}}
    ep = _export(torch.relu, dyn.export_dynamic_shapes(dims, 1))
    assert export_dynamic.static_dims(ep, dims) == []
    static = _export(torch.relu, None)  # no dynamic_shapes: every size is a constant
    assert export_dynamic.static_dims(static, dims) == ["input 0 dim 0 = 3"]


def test_a_hard_coded_batch_raises_an_error_that_reads_as_specialised():
    with pytest.raises(Exception) as info:
        _export(lambda x: x.view(3, -1), dyn.export_dynamic_shapes({0: {0: "batch"}}, 1))
    assert dyn.specialised_text(info.value)
    with pytest.raises(Exception) as info:
        _export(lambda x: x + 1 if x.shape[0] < 5 else x, dyn.export_dynamic_shapes(
            {0: {0: "batch"}}, 1))
    assert not dyn.specialised_text(info.value)  # a guard: a plain failure


def _model(dim):
    value = onnx.helper.make_tensor_value_info("in0", onnx.TensorProto.FLOAT, [dim, 4])
    out = onnx.helper.make_tensor_value_info("out", onnx.TensorProto.FLOAT, [dim, 4])
    node = onnx.helper.make_node("Relu", ["in0"], ["out"])
    return onnx.helper.make_model(onnx.helper.make_graph([node], "g", [value], [out]))


def test_the_onnx_input_must_carry_a_dim_param():
    dims = {0: {0: "batch"}}
    assert onnx_dynamic.static_dims(_model("batch"), dims) == []
    assert onnx_dynamic.static_dims(_model(3), dims) == ["in0 dim 0 = 3"]
    assert onnx_dynamic.static_dims(_model("batch"), {1: {0: "batch"}}) == []  # folded away


def _pack(tmp_path, body, name="pack.py"):
    path = tmp_path / name
    path.write_text("import torch\nfrom capgrid import case\n_X = torch.zeros(3, 4)\n"
                    + textwrap.dedent(body))
    return str(path)


@pytest.mark.parametrize(("value", "message"), [
    ("True", "must be None, False or a non-empty dict"),
    ("{2: {0: 'b'}}", "2 is not an input index (the case has 1 inputs)"),
    ("{0: {5: 'b'}}", "input 0 has 2 dimensions, 5 is not one of them"),
    ("{0: {0: 'not a name'}}", "the name must be an identifier"),
    ("{0: [0]}", "expected a non-empty dict"),
])
def test_a_bad_dynamic_is_one_line_naming_the_case(tmp_path, value, message):
    spec = _pack(tmp_path, f"CASES = [case('bad', 'g', torch.relu, [_X], dynamic={value})]\n")
    with pytest.raises(PackError) as info:
        collect([spec])
    text = str(info.value)
    assert "\n" not in text and "case 'bad': dynamic: " in text and message in text, text


def test_one_name_needs_one_size_and_sizes_of_at_least_2(tmp_path):
    spec = _pack(tmp_path, "CASES = [case('two', 'g', torch.add, [_X, torch.zeros(4, 4)],"
                 " dynamic={0: {0: 'n'}, 1: {0: 'n'}})]\n")
    with pytest.raises(PackError, match="one name, one size"):
        collect([spec])
    spec = _pack(tmp_path, "CASES = [case('one', 'g', torch.relu, [torch.zeros(1, 4)],"
                 " dynamic={0: {0: 'n'}})]\n", name="pack_one.py")
    with pytest.raises(PackError, match="needs size >= 2"):
        collect([spec])


def test_dynamic_enters_the_fingerprint_only_when_given():
    x = torch.zeros(3, 4)
    plain = case("c", "g", torch.relu, [x])
    base = fingerprint(plain, "torch.relu")
    # the payload without the keyword is what every earlier capgrid hashed
    assert fingerprint(case("c", "g", torch.relu, [x], dynamic=None), "torch.relu") == base
    off = fingerprint(case("c", "g", torch.relu, [x], dynamic=False), "torch.relu")
    named = fingerprint(case("c", "g", torch.relu, [x], dynamic={0: {0: "b"}}), "torch.relu")
    assert len({base, off, named}) == 3
