"""Gradient probe: are the case's gradients right, eagerly and under torch.compile?

The scalar it differentiates is a fixed reduction of the outputs: ``sum_k (w_k * out_k).sum()``
over the floating outputs, each ``w_k`` a seeded normal draw of the output's shape scaled by
``1/sqrt(numel)``, so no output's gradient cancels out as a plain sum's could (the sum of a
softmax is constant). Its gradients are taken with respect to every floating input and every
parameter of the case's module that requires one.

1. **Eagerly**, the gradient is checked against the forward itself: on a float64 copy of the
   case (inputs, parameters, buffers and tensor keyword arguments cast), the analytic directional
   derivative along a seeded direction (each element's step scaled by ``1 + |value|``, so a
   pixel coordinate of 500 moves as much, relatively, as a value of 0.5) is compared with a
   central finite difference. A disagreement is ``grad-wrong`` (the backward is not the
   forward's derivative, with torch.compile or without) only when the finite difference is
   trustworthy there: the central differences at two steps agree, and so do the one-sided ones
   (a kink right at the sample, such as a relu at 0, a max with ties or a bilinear sample at a
   whole pixel, gives an exact central difference that is the mean of two slopes, while autograd
   takes one of them). Otherwise, as for a case that does not run in float64 or computes in
   float32 inside (the differences then move with the step), the check is inconclusive, said in
   ``fd_check``.
2. **Under torch.compile** (the compile probe's counting backend: graphs and breaks counted as
   there), the forward and the backward run again on the same leaves and every gradient is
   compared with the eager one with the case's tolerances (``mismatch`` otherwise); breaks in
   the forward split the backward into as many graphs, ``graph_breaks`` counts them.

n/a with the reason (``not-differentiable``): no floating input or parameter that requires a
gradient, no floating output, or no output that depends on one; ``grad-eager-fail`` when the
eager backward itself raises (an operator without a derivative). A random case (``check=False``)
gets ``ok-unverified``: gradient count, shapes and finiteness only.
"""

from __future__ import annotations

import copy
import math
import os
import re
import sys
import time

import torch
import torch._dynamo
from torch.autograd.function import FunctionCtx
from torch.overrides import TorchFunctionMode

from ..compare import accuracy_fields, check_unverified, compare
from ..flatten import flatten_outputs
from ..isolation import seed
from .compile import CountingBackend, _break_count, _breaks, _counted_messages, note_exception_files
from .job import Job, map_tensors

WEIGHT_SEED = 20261203
DIRECTION_SEED = 31
# central differences in float64 at two steps, which must agree within STEP_AGREE, as must the
# one-sided differences at the smaller step (a kink at the sample); then the analytic directional
# derivative must be within FD_RTOL of the central difference. All relative to the larger of the
# gradient's norm and the difference. STEP_AGREE < 2 * FD_RTOL: a kink whose half-jump could
# pass for a wrong gradient is always caught as a kink first.
STEPS = (1e-5, 2.5e-6)
STEP_AGREE = 1e-4
FD_RTOL = 1e-4
KINK = "the one-sided differences disagree"


def _floating(t) -> bool:
    return isinstance(t, torch.Tensor) and t.is_floating_point()


def _weights(outputs: list[torch.Tensor]) -> list[torch.Tensor | None]:
    """The reduction's weights, one per output (None: not a floating output)."""
    gen = torch.Generator().manual_seed(WEIGHT_SEED)
    out = []
    for o in outputs:
        if not _floating(o):
            out.append(None)
            continue
        w = torch.randn(o.shape, generator=gen, dtype=torch.float64)
        out.append((w / math.sqrt(max(o.numel(), 1))).to(device=o.device))
    return out


def _scalar(outputs, weights) -> torch.Tensor | None:
    """The fixed reduction, in float64; None when no output takes part."""
    terms = [(o.double() * w).sum() for o, w in zip(outputs, weights, strict=True)
             if w is not None and o.requires_grad]
    return torch.stack(terms).sum() if terms else None


class Leaves:
    """The floating inputs made leaves that require a gradient, and the module's parameters."""

    def __init__(self, inputs: list, params: list[torch.Tensor]):
        self.inputs = [t.detach().clone().requires_grad_(True) if _floating(t) else t
                       for t in inputs]
        self.params = params

    def tensors(self) -> list[torch.Tensor]:
        return [t for t in self.inputs if _floating(t)] + self.params

    def call_args(self) -> list:
        # a copy of each leaf: a case that writes into its input in place writes into the copy
        return [t.clone() if _floating(t) else t for t in self.inputs]


# The calls that hand back a value of a tensor with no autograd history to it (each with the
# name a reader knows it by); besides these, any floating result computed from a tensor that
# requires a gradient while gradients are off (torch.no_grad(), a function decorated with it).
_EXITS = {torch.Tensor.detach: ".detach()", torch.Tensor.detach_: ".detach_()",
          torch.Tensor.item: ".item()", torch.Tensor.tolist: ".tolist()",
          torch.Tensor.numpy: ".numpy()", torch.Tensor.__float__: "float()",
          torch.Tensor.__int__: "int()", torch.Tensor.__bool__: "bool()"}
NO_GRAD = "an operation under torch.no_grad()"
OUT_OF_AUTOGRAD = "the forward takes values out of autograd"
EXITS_KEEP = 5
LOOKS_KEEP = 2000
_SKIP_DIRS = tuple(os.path.dirname(m.__file__) + os.sep
                   for m in (torch, sys.modules[__name__.split(".")[0]]))


class AutogradExits(TorchFunctionMode):
    """Where the forward takes a value that requires a gradient out of autograd: each distinct
    (what, where) once, at most ``EXITS_KEEP``. ``where`` is the frame that made the call,
    outside torch and capgrid: library-relative (``kornia/feature/lightglue.py:129``) when it is
    the library's, else the file's name and line. A ``grad-wrong`` cell names them: a
    stop-gradient there is the usual reason, by design or not."""

    def __init__(self, locator):
        super().__init__()
        self.locator = locator
        self.found: list[dict] = []
        self.looks = 0  # stack walks, bounded for a forward that does many such calls

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        out = func(*args, **kwargs)
        if len(self.found) >= EXITS_KEEP:
            return out
        what = _EXITS.get(func)
        if what is None and not torch.is_grad_enabled() and _floating(out):
            what = NO_GRAD
        if what is not None and self.looks < LOOKS_KEEP and \
                any(isinstance(a, torch.Tensor) and a.requires_grad
                    for a in (*args, *kwargs.values())):
            self.looks += 1
            where = self._caller(sys._getframe(1))
            if where is not None and {"what": what, "where": where} not in self.found:
                self.found.append({"what": what, "where": where})
        return out

    def _caller(self, frame) -> str | None:
        """The calling frame's place, or None inside a custom autograd.Function's forward
        (which runs with gradients off by design: its backward is its own)."""
        caller = None
        while frame is not None:
            if isinstance(frame.f_locals.get("ctx"), FunctionCtx):
                return None
            if caller is None and not frame.f_code.co_filename.startswith(_SKIP_DIRS):
                caller = frame
            frame = frame.f_back
        if caller is None:
            return ""
        name = caller.f_code.co_filename
        rel = self.locator.relative(name) if self.locator is not None else None
        return f"{rel or os.path.basename(name)}:{caller.f_lineno}"


def exits_note(found: list[dict]) -> str:
    """``"; the forward takes values out of autograd: .detach() (where), ..."`` or ``""``."""
    if not found:
        return ""
    return f"; {OUT_OF_AUTOGRAD}: " + ", ".join(
        f"{e['what']} ({e['where']})" if e["where"] else e["what"] for e in found)


def _grads(module, leaves: Leaves, weights=None):
    """(gradients, outputs, weights) of the reduction through ``module``; raises what the
    forward or the backward raises; gradients are None when no output takes part."""
    seed()
    outputs, _ = flatten_outputs(module(*leaves.call_args()))
    if weights is None:
        weights = _weights(outputs)
    loss = _scalar(outputs, weights)
    if loss is None:
        return None, outputs, weights
    wrt = leaves.tensors()
    grads = torch.autograd.grad(loss, wrt, allow_unused=True)
    return [torch.zeros_like(t) if g is None else g.detach() for t, g in zip(wrt, grads,
                                                                              strict=True)], \
        outputs, weights


def _as_double(value):
    def cast(x):
        if isinstance(x, torch.nn.Module):
            return x.double()
        return x.double() if _floating(x) else x

    return map_tensors(value, cast)


def finite_difference_check(job: Job, exits: list | None = None) -> tuple[str, str]:
    """(verdict, note): verdict ``"agrees"``, ``"differs"`` or ``"inconclusive"``. Runs on a
    float64 copy of the case; the note says what was compared or why nothing was. ``exits``
    receives where its differentiated forward took values out of autograd (AutogradExits)."""
    try:
        module = copy.deepcopy(job.wrapper).double()
        module._kwargs = _as_double(module._kwargs)
        inputs = [_as_double(t) for t in job.inputs()]
        params = [p for p in module.parameters() if p.requires_grad and _floating(p)]
        leaves = Leaves(inputs, params)
        watch = AutogradExits(job.locator)
        try:
            with watch:
                grads, outputs, weights = _grads(module, leaves)
        except Exception:
            # a forward that does not run under the watch's mode is checked without it
            watch.found = []
            grads, outputs, weights = _grads(module, leaves)
        if exits is not None:
            exits.extend(watch.found)
    except Exception as e:
        return "inconclusive", f"the case does not run in float64 ({type(e).__name__})"
    if grads is None:
        return "inconclusive", "no output takes part in float64"
    # a case that keeps float32 state out of reach of the cast (a closure over a module, a
    # tensor held by another object) computes in float32 however its inputs are given
    kept = sorted({str(o.dtype).replace("torch.", "") for o, w in zip(outputs, weights,
                                                                      strict=True)
                   if w is not None and o.dtype != torch.float64})
    if kept:
        return "inconclusive", (f"the float64 copy still computes in {', '.join(kept)} (state "
                                "the cast does not reach)")
    gen = torch.Generator().manual_seed(DIRECTION_SEED)
    direction = [torch.randn(t.shape, generator=gen, dtype=torch.float64) *
                 (1 + t.detach().abs().to(torch.float64)) for t in leaves.tensors()]
    norm = math.sqrt(sum(float((d * d).sum()) for d in direction)) or 1.0
    direction = [d / norm for d in direction]
    analytic = sum(float((g * d).sum()) for g, d in zip(grads, direction, strict=True))
    scale = math.sqrt(sum(float((g * g).sum()) for g in grads))

    # After each step the sample is copied back: subtracting the step again would not give it
    # back exactly (a fused multiply-add leaves ~1e-26 where a zero was), and a forward that
    # reads which inputs are exactly zero (a morphology kernel's mask) would then be measured
    # on another piece of itself at every later step, the unperturbed one included.
    sample = [t.detach().clone() for t in leaves.tensors()]

    def value_at(step: float) -> float:
        with torch.no_grad():
            if step:
                for t, d in zip(leaves.tensors(), direction, strict=True):
                    t.add_(d, alpha=step)
            try:
                seed()
                outs, _ = flatten_outputs(module(*leaves.call_args()))
                return float(sum((o.double() * w).sum() for o, w in zip(outs, weights,
                                                                         strict=True)
                                 if w is not None))
            finally:
                for t, s in zip(leaves.tensors(), sample, strict=True):
                    t.copy_(s)

    try:
        big, small = STEPS
        at = {h: value_at(h) for h in (big, -big, small, -small, 0.0)}
    except Exception as e:
        return "inconclusive", f"a perturbed float64 forward raised ({type(e).__name__})"
    estimates = [(at[big] - at[-big]) / (2 * big), (at[small] - at[-small]) / (2 * small)]
    forward, backward = (at[small] - at[0.0]) / small, (at[0.0] - at[-small]) / small
    bound = max(abs(estimates[0]), scale, 1e-12)
    if not all(map(math.isfinite, estimates + [analytic, forward, backward])):
        return "inconclusive", "non-finite values in float64"
    if abs(estimates[0] - estimates[1]) > STEP_AGREE * bound:
        return "inconclusive", ("the finite difference moves with the step (not smooth at the "
                                "sample, or float32 arithmetic inside)")
    if abs(forward - backward) > STEP_AGREE * bound:
        return "inconclusive", (f"{KINK}: a kink at the sample, or "
                                f"float32 arithmetic inside (slopes {backward:.6g} and "
                                f"{forward:.6g})")
    err = abs(analytic - estimates[1])
    verdict = "differs" if err > FD_RTOL * bound else "agrees"
    return verdict, (f"directional derivative {analytic:.6g}, finite difference "
                     f"{estimates[1]:.6g} (gradient norm {scale:.3g})")


def run(job: Job) -> dict:
    case = job.case
    wrapper = job.wrapper
    params = [p for p in wrapper.parameters() if p.requires_grad and _floating(p)]
    inputs = job.inputs()
    if not any(_floating(t) for t in inputs) and not params:
        return job.record("not-differentiable",
                          detail="no floating input or parameter to differentiate")
    if not any(_floating(o) for o in job.eager.outputs):
        return job.record("not-differentiable", detail="no floating output")
    times: dict = {}
    leaves = Leaves(inputs, params)
    t0 = time.perf_counter()
    try:
        with torch.enable_grad(), job.stage("eager-backward"):
            eager, _, weights = _grads(wrapper, leaves)
    except Exception as e:
        times["check_s"] = time.perf_counter() - t0
        return job.timed("grad-eager-fail", times, detail="the eager backward raised",
                         **job.fail(e))
    if eager is None:
        times["check_s"] = time.perf_counter() - t0
        return job.timed("not-differentiable", times,
                         detail="no floating output depends on an input or parameter")
    exits: list[dict] = []
    with job.stage("fd-check"):
        verdict, fd_note = ("inconclusive", "random operator: not checked") if not case.check \
            else finite_difference_check(job, exits)
    times["check_s"] = time.perf_counter() - t0
    fields = {"gradients": len(eager), "fd_check": f"{verdict}: {fd_note}"}
    if verdict == "differs":
        return job.timed("grad-wrong", times, detail=fd_note + exits_note(exits),
                         autograd_exits=exits, **fields)

    files = job.capture_files("grad") if job.record_sources else None
    from torch._dynamo.utils import counters

    backend = CountingBackend(files)
    t1 = time.perf_counter()
    with torch._dynamo.config.patch(suppress_errors=False, cache_size_limit=64):
        torch._dynamo.reset()
        counters.clear()
        try:
            with torch.enable_grad(), job.stage("compile-backward"):
                compiled, _, _ = _grads(torch.compile(wrapper, backend=backend), leaves,
                                        weights)
        except Exception as e:
            times["capture_s"] = time.perf_counter() - t1
            note_exception_files(files, e)
            return job.timed("fail", times, detail="torch.compile's forward or backward raised",
                             **fields, **job.fail(e))
        finally:
            messages = _counted_messages()
            torch._dynamo.reset()
    times["capture_s"] = time.perf_counter() - t1
    breaks = _breaks(backend.reasons, messages, job.locator)
    fields.update(graphs=backend.graphs, graph_breaks=_break_count(backend.graphs, len(breaks)),
                  break_reasons=breaks, executed=backend.executed)
    t2 = time.perf_counter()
    with job.stage("compare"):
        if compiled is None:
            why = "no output took part in the compiled forward's reduction"
        elif case.check:
            why = compare(eager, compiled, case.atol, case.rtol)
            # the compiled gradients against eager's (the finite difference checked eager's)
            fields.update(accuracy_fields(case, eager, compiled))
        else:
            why = check_unverified(eager, compiled)
    times["run_s"] = time.perf_counter() - t2
    if why:
        # compare() numbers what it compares as outputs: here they are the gradients, the
        # floating inputs' in order, then the parameters'
        detail = "gradients: " + re.sub(r"\bout(\d+): ", r"gradient \1: ", why)
        if fd_note.startswith(KINK):
            detail += ("; the sample sits on a kink of the forward (fd_check), where eager and "
                       "compiled code may take different one-sided gradients")
        return job.timed("mismatch", times, detail=detail, **fields)
    if backend.executed == 0:
        return job.timed("compile-gave-up", times,
                         detail="no compiled graph ran: the gradients came from the eager path",
                         **fields)
    if not case.check:
        return job.timed("ok-unverified", times, **fields)
    if fields["graph_breaks"]:
        return job.timed("ok-breaks", times, detail=f"graph_breaks={fields['graph_breaks']}",
                         **fields)
    return job.timed("ok", times, **fields)
