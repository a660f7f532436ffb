"""Output flattening (Kornia's rules, plus the list of dropped leaves) and the wrapper."""

import collections
import dataclasses
import inspect

import kornia
import pytest
import torch

from capgrid.flatten import NO_TENSOR_OUTPUT, flatten_outputs, make_wrapper


def test_tensor_data_objects_give_their_data():
    boxes = kornia.geometry.boxes.Boxes(torch.zeros(1, 4, 2))
    tensors, dropped = flatten_outputs(boxes)
    assert len(tensors) == 1 and tensors[0] is boxes.data and dropped == []


def test_dataclass_like_objects_use_vars_in_order():
    @dataclasses.dataclass
    class Result:
        masks: torch.Tensor
        count: int
        logits: torch.Tensor | None

    a, b = torch.ones(1), torch.zeros(2)
    tensors, dropped = flatten_outputs(Result(a, 3, b))
    assert tensors == [a, b] and dropped == ["out.count: int"]


def test_module_results_give_their_state_also_under_torch_compile():
    """fit_line returns a ParametrizedLine (an nn.Module): its origin and direction, in that
    order, eagerly and from the compiled wrapper (torch 2.13's dynamo cannot trace vars() of a
    module, which made every compile of such a result fail inside capgrid's own wrapper)."""
    from kornia.geometry.line import fit_line

    pts = torch.linspace(0, 1, 6)[None, :, None] * torch.tensor([[[3.0, 1.0, 0.5]]])
    line = fit_line(pts)
    tensors, dropped = flatten_outputs(line)
    assert [t.shape for t in tensors] == [line.origin.shape, line.direction.shape]
    assert dropped == []
    torch._dynamo.reset()
    compiled = torch.compile(make_wrapper(fit_line, {}, 1), backend="eager")
    got = compiled(pts)
    assert len(got) == 2
    assert torch.allclose(got[0], line.origin) and torch.allclose(got[1], line.direction)


def test_pytrees_keep_tensors_and_report_the_rest():
    Pair = collections.namedtuple("Pair", "x y")
    a, b = torch.ones(1), torch.zeros(1)
    out = {"p": Pair(a, None), "k": [b, True, 2.5]}
    tensors, dropped = flatten_outputs(out)
    assert tensors == [a, b]
    assert list(make_wrapper(lambda x: out, {}, 1)(a)) == [a, b]  # the graph side agrees
    assert dropped == ["out['p'].y: NoneType", "out['k'][1]: bool", "out['k'][2]: float"]


class Doubler(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.tensor(2.0))

    def forward(self, x):
        return x * self.w

    def halve(self, x, *, by=2.0):
        return x / by


def test_wrapper_has_fixed_named_arity_and_bakes_kwargs():
    w = make_wrapper(torch.add, {"alpha": 2}, 2)
    assert list(inspect.signature(w.forward).parameters) == ["in0", "in1"]
    out = w(torch.ones(2), torch.ones(2))
    assert isinstance(out, tuple) and torch.equal(out[0], torch.full((2,), 3.0))


def test_wrapper_honours_method_and_registers_module():
    m = Doubler()
    w = make_wrapper(m, {"by": 4.0}, 1, "halve")
    assert torch.equal(w(torch.ones(1))[0], torch.full((1,), 0.25))
    assert "target.w" in dict(w.named_parameters())
    bound = make_wrapper(m.halve, {}, 1)  # a bound method: its module's parameters are captured
    assert "target.w" in dict(bound.named_parameters())
    assert torch.equal(bound(torch.ones(1))[0], torch.full((1,), 0.5))


def test_wrapper_without_tensor_output_raises():
    w = make_wrapper(lambda x: {"n": 1}, {}, 1)
    with pytest.raises(RuntimeError, match=NO_TENSOR_OUTPUT):
        w(torch.ones(1))


def test_wrapper_exports():
    ep = torch.export.export(make_wrapper(Doubler(), {}, 1), (torch.ones(3),))
    assert [s.arg.name for s in ep.graph_signature.input_specs][-1] == "in0"
