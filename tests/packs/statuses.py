"""Cases that drive each probe to one particular status, each named after what it shows.

Used by tests/python/test_probes.py (in-process) and by the protocol tests. Every case is real:
the failures come from torch, onnx and onnxruntime themselves, not from fakes.
"""

import torch

from capgrid import case

LIBRARY = "torch"

X = torch.linspace(-1.0, 1.0, 12).reshape(3, 4)


def branch_on_value(x):
    # data-dependent Python control flow: torch.export cannot capture it
    if x.sum() > 0:
        return x + 1
    return x - 1


def item_graph_break(x):
    # .item() breaks the dynamo graph (capture_scalar_outputs is off by default)
    scale = x.abs().max().item()
    return x / (scale + 1.0)


def ints_only(x):
    return {"rows": int(x.shape[0]), "cols": int(x.shape[1])}


def raises_eagerly(x):
    raise ValueError("this case is broken in eager mode too")


def with_dropped_leaves(x):
    return {"y": x * 2, "n": 3, "none": None}


def random_noise(x):
    return x + torch.rand_like(x)


def wrong_shape_in_onnx(x):
    # check=False still verifies shapes: the ONNX graph returns one row fewer
    if torch.onnx.is_in_onnx_export():
        return torch.rand_like(x[1:])
    return torch.rand_like(x)


class OnnxDiffers(torch.nn.Module):
    """Computes something else while torch.onnx.export traces it."""

    def forward(self, x):
        if torch.onnx.is_in_onnx_export():
            return x + 0.5
        return x


class ExportDiffers(torch.nn.Module):
    """Computes something else under torch.export (but not under torch.onnx.export)."""

    def forward(self, x):
        if torch.compiler.is_exporting() and not torch.onnx.is_in_onnx_export():
            return x * 3
        return x


class OffBy1e5(torch.nn.Module):
    """Adds 1e-5 wherever it is captured (torch.export, torch.onnx.export, torch.compile):
    inside the tolerance, so every capture is ``ok``, with a known error to measure."""

    def forward(self, x):
        if torch.compiler.is_compiling():
            return x + 1e-5
        return x


class CompileDiffers(torch.nn.Module):
    """Computes something else when dynamo traces it."""

    def forward(self, x):
        if torch.compiler.is_dynamo_compiling():
            return x - 2
        return x


def compile_gives_up(x):
    # dynamo sees an exception with no handler and falls back to eager for the whole frame
    if torch.compiler.is_dynamo_compiling():
        raise RuntimeError("refusing to be compiled")
    return x + 1


def compile_shape_error(x):
    # under dynamo the traced code is wrong: fake-tensor propagation raises, compile fails
    if torch.compiler.is_dynamo_compiling():
        return x @ x
    return x + 1


def gather_out_of_range_in_onnx(x, idx):
    # onnxruntime checks Gather indices at run time; eager stays in range
    if torch.onnx.is_in_onnx_export():
        idx = idx + 100
    return torch.gather(x, 1, idx)


def unknown_onnx_op(x):
    # a node in the default domain that no opset defines: the checker rejects the model
    if torch.onnx.is_in_onnx_export():
        return torch.onnx.ops.symbolic("NoSuchCapgridOp", [x], {}, dtype=x.dtype, shape=x.shape,
                                       version=1)
    return x


def custom_domain_op(x):
    # a node in a custom domain passes the checker, but onnxruntime has no kernel for it
    if torch.onnx.is_in_onnx_export():
        return torch.onnx.ops.symbolic("capgrid.test::Frobnicate", [x], {}, dtype=x.dtype,
                                       shape=x.shape, version=1)
    return x


def svd_values(x):
    return torch.linalg.svd(x).S


def ignores_input(x):
    # the same tensor whatever x holds: every capture folds it into a constant
    return torch.full((3, 4), 2.0)


def one_output_ignores_input(x):
    return x * 2, torch.arange(4.0)


def written_through_a_view(x):
    # the exported program writes x into a fresh buffer through views (copy_ into select):
    # the output depends on x although no functional op links them
    out = torch.empty(2, *x.shape)
    out[0] = x
    out[1] = 2 * x
    return out * 0.5


def filled_in_place(x):
    # an in-place op on a fresh buffer, with nothing of x: still a constant
    out = torch.zeros(3, 4)
    out.add_(1.5)
    return out


def draws_ignoring_input(x):
    # a random op fed by no input: its output depends on none, yet it is no constant
    return torch.rand(3, 4)


def shape_only(x):
    # depends on x's shape alone: the exported program keeps x -> ones_like, the ONNX exporter
    # folds it at the traced shape
    return torch.ones_like(x)


class _CubeWithWrongBackward(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return grad * 2 * x  # the derivative of x**2, not of x**3


def cube_with_wrong_backward(x):
    return _CubeWithWrongBackward.apply(x)


class _Holder:
    """Keeps a module where a float64 cast of the case does not reach it."""

    def __init__(self):
        self.lin = torch.nn.Linear(4, 4)


_HELD = _Holder()


def closure_over_a_module(x):
    # casts its input to the module's dtype, as a model's prompt encoder does
    return torch.tanh(_HELD.lin(x.to(_HELD.lin.weight.dtype)))


def argmax_only(x):
    return x.argmax(dim=-1)


def step_function(x):
    # heaviside has no derivative in torch: the eager backward raises
    return torch.heaviside(x, torch.zeros_like(x))


class GradDiffersUnderCompile(torch.nn.Module):
    """Another slope when dynamo traces it: the compiled gradient is 3, the eager one 2."""

    def forward(self, x):
        if torch.compiler.is_dynamo_compiling():
            return x * 3
        return x * 2


def explicit_graph_break(x):
    # a graph break that keeps the gradient whole (unlike .item(), which detaches)
    y = torch.sin(x)
    torch._dynamo.graph_break()
    return y * 2


def item_detaches(x):
    # a smooth function whose scale .item() takes out of autograd: its gradient is wrong
    scale = x.pow(2).sum().item()
    return x / (scale + 1.0)


def masked_by_zeros(x, k):
    # reads which entries of a floating input are exactly zero, as a morphology kernel's mask
    # does: a step of the finite difference in k's direction changes the mask
    return x * (k != 0)


def float32_inside(x):
    # computes in float32 whatever it is given, and returns the input's dtype: a float64 finite
    # difference of it is noise
    return torch.sin(x.to(torch.float32) * 1000.0).to(x.dtype)


class SmallLinear(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4, 2)
        with torch.no_grad():
            self.lin.weight.copy_(torch.linspace(-0.5, 0.5, 8).reshape(2, 4))
            self.lin.bias.fill_(0.1)

    def forward(self, x):
        return torch.tanh(self.lin(x))


CASES = [
    case("ok.relu", "statuses", torch.relu, [X]),
    case("skipped.reason", "statuses", torch.relu, [X], skip="registered but never run"),
    case("eager-fail.raises", "statuses", raises_eagerly, [X]),
    case("no-tensor-output.ints", "statuses", ints_only, [X]),
    case("dropped.leaves", "statuses", with_dropped_leaves, [X]),
    case("random.noise", "statuses", random_noise, [X], check=False),
    case("random.wrong_shape_in_onnx", "statuses", wrong_shape_in_onnx, [X], check=False),
    case("branch.on_value", "statuses", branch_on_value, [X]),
    case("graph_break.item", "statuses", item_graph_break, [X]),
    case("onnx.differs", "statuses", OnnxDiffers(), [X]),
    case("export.differs", "statuses", ExportDiffers(), [X]),
    case("compile.differs", "statuses", CompileDiffers(), [X]),
    case("accuracy.off_by_1e5", "statuses", OffBy1e5(), [X]),
    case("compile.gives_up", "statuses", compile_gives_up, [X]),
    case("compile.shape_error", "statuses", compile_shape_error, [X]),
    case("onnx.gather_out_of_range", "statuses", gather_out_of_range_in_onnx,
         [X, torch.zeros(3, 2, dtype=torch.int64)]),
    case("onnx.unknown_op", "statuses", unknown_onnx_op, [X]),
    case("onnx.custom_domain", "statuses", custom_domain_op, [X]),
    case("onnx.svd", "statuses", svd_values, [X]),
    case("constant.ignores_input", "statuses", ignores_input, [X]),
    case("constant.one_of_two", "statuses", one_output_ignores_input, [X]),
    case("constant.shape_only", "statuses", shape_only, [X]),
    case("constant.written_through_a_view", "statuses", written_through_a_view, [X]),
    case("constant.filled_in_place", "statuses", filled_in_place, [X]),
    case("constant.random_draws", "statuses", draws_ignoring_input, [X], check=False),
    case("grad.wrong_backward", "statuses", cube_with_wrong_backward, [X]),
    case("grad.int_output", "statuses", argmax_only, [X]),
    case("grad.no_derivative", "statuses", step_function, [X]),
    case("grad.differs_under_compile", "statuses", GradDiffersUnderCompile(), [X]),
    case("grad.graph_break", "statuses", explicit_graph_break, [X]),
    # relu at exactly 0: a kink at the sample
    case("grad.kink", "statuses", torch.relu, [torch.tensor([-1.0, -0.5, 0.0, 0.5, 1.0])]),
    case("grad.zero_mask", "statuses", masked_by_zeros, [X, torch.tensor([[0.0, 1.0, 0.0, 1.0]])]),
    case("grad.item_detaches", "statuses", item_detaches, [X]),
    case("grad.float32_inside", "statuses", float32_inside, [X]),
    case("grad.closure_over_a_module", "statuses", closure_over_a_module, [X]),
    case("grad.parameters", "statuses", SmallLinear(), [X]),
]
