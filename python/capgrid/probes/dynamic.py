"""What the two dynamic-batch probes (``export_dynamic``, ``onnx_dynamic``) share.

* :func:`dynamic_dims`: which input dimensions are dynamic (the case's ``dynamic=``, else the
  batch rule), or the reason there are none;
* :func:`trial_sizes` and :func:`inputs_at`: the two other sizes a program is run at (S+1 and
  2S+1 per symbol, never 1, which exporters specialise) and inputs of that size made by
  repeating rows of the case's own inputs, so they stay valid inputs of the operator;
* :func:`eager_at`: the eager reference at such a size (the job's wrapper, run eagerly);
* :func:`specialised_text`: whether an exporter's error says it made a dynamic dimension a
  constant;
* :func:`check_outputs`: the comparison with eager at a size, with the case's tolerances.

The static probes' code is untouched (their digests in data/probe_sources.json stay), so this
module only imports from them.
"""

from __future__ import annotations

import torch

from ..compare import accuracy, check_unverified, compare, worse
from ..flatten import flatten_outputs
from ..isolation import seed
from .job import Job

BATCH = "batch"
# What torch.export says when a Dim it was given was inferred to be a constant (torch 2.13:
# "You marked batch as dynamic but your code specialized it to be a constant (3)", older
# releases "... inferred to be a constant (3)"); any other constraint
# violation is a plain failure.
_SPECIALISED_MARKS = ("inferred to be a constant", "to be a constant")


class EagerAtSizeError(Exception):
    """The case itself raised when run eagerly at another size (its own limitation)."""


def dynamic_dims(case) -> dict[int, dict[int, str]] | str:
    """``{input_index: {dim: name}}`` of the case's dynamic dimensions (dims >= 0), or a
    sentence saying why it has none (the ``no-dynamic-dim`` detail).

    ``dynamic=False``: none. A dict: as given (checked at collection). ``None``: the batch
    rule, dimension 0 of every input whose size there equals input 0's, when that size is at
    least 2, as one symbol ``batch``."""
    inputs = list(case.inputs)
    if case.dynamic is False:
        return "the case declares no dynamic dimension (dynamic=False)"
    if case.dynamic is not None:
        return {int(i): {int(d) % inputs[int(i)].dim(): str(n) for d, n in dims.items()}
                for i, dims in case.dynamic.items()}
    if not inputs:
        return "the case has no tensor input"
    first = inputs[0]
    if first.dim() == 0:
        return "input 0 is a 0-d tensor: no batch dimension"
    size = int(first.shape[0])
    if size < 2:
        return (f"input 0 has size {size} at dimension 0: a batch needs at least 2 "
                "(exporters specialise sizes 0 and 1)")
    return {i: {0: BATCH} for i, t in enumerate(inputs) if t.dim() >= 1 and t.shape[0] == size}


def symbol_sizes(inputs, dims: dict[int, dict[int, str]]) -> dict[str, int]:
    """Each symbol's size in the case's own inputs."""
    return {name: int(inputs[i].shape[d]) for i, ds in dims.items() for d, name in ds.items()}


def trial_sizes(sizes: dict[str, int]) -> list[dict[str, int]]:
    """The two sizes every symbol is tried at, together: S+1, then 2S+1."""
    return [{n: s + 1 for n, s in sizes.items()}, {n: 2 * s + 1 for n, s in sizes.items()}]


def describe(dims: dict[int, dict[int, str]]) -> str:
    """``batch (input 0 dim 0, input 1 dim 0)``: the dynamic dimensions, for a detail."""
    by_name: dict[str, list[str]] = {}
    for i, ds in sorted(dims.items()):
        for d, name in sorted(ds.items()):
            by_name.setdefault(name, []).append(f"input {i} dim {d}")
    return "; ".join(f"{n} ({', '.join(where)})" for n, where in by_name.items())


def sizes_text(sizes: dict[str, int]) -> str:
    return ", ".join(f"{n}={s}" for n, s in sizes.items())


def repeat_rows(t: torch.Tensor, dim: int, size: int) -> torch.Tensor:
    """``t`` with ``size`` entries along ``dim``: entry ``k`` is the case's entry ``k % S``."""
    index = torch.arange(size, device=t.device) % t.shape[dim]
    return t.index_select(dim, index)


def inputs_at(inputs, dims: dict[int, dict[int, str]], sizes: dict[str, int]) -> list:
    """The case's inputs with every dynamic dimension at its symbol's size in ``sizes``;
    inputs without a dynamic dimension unchanged."""
    out = list(inputs)
    for i, ds in dims.items():
        t = out[i]
        for d, name in ds.items():
            t = repeat_rows(t, d, sizes[name])
        out[i] = t
    return out


def export_dynamic_shapes(dims: dict[int, dict[int, str]], n_inputs: int) -> tuple:
    """torch.export's ``dynamic_shapes`` for the wrapper's positional inputs: one
    ``torch.export.Dim(name, min=2)`` per symbol (strict: a specialisation raises)."""
    symbols = {name: torch.export.Dim(name, min=2)
               for ds in dims.values() for name in ds.values()}
    return tuple({d: symbols[n] for d, n in dims[i].items()} if i in dims else None
                 for i in range(n_inputs))


def specialised_text(exc: BaseException) -> bool:
    """The exporter refused a dynamic dimension because it made it a constant."""
    text = str(exc)
    seen = exc
    while seen is not None and seen.__cause__ is not None:
        seen = seen.__cause__
        text += "\n" + str(seen)
    return any(mark in text for mark in _SPECIALISED_MARKS)


def eager_at(job: Job, inputs) -> list[torch.Tensor]:
    """The wrapper run eagerly on ``inputs``: its flattened outputs; EagerAtSizeError when
    the case itself raises there."""
    try:
        seed()
        with torch.no_grad(), job.stage("eager-at-size"):
            out, _ = flatten_outputs(job.wrapper.call_raw(*[t.clone() for t in inputs]))
    except Exception as e:
        raise EagerAtSizeError(f"{type(e).__name__}: {str(e).strip()[:200]}") from e
    return [t.detach().clone() for t in out]


def check_outputs(job: Job, ref, got, fields: dict | None = None) -> tuple[str, str]:
    """(status, why) of ``got`` against eager's ``ref`` at one size: ``ok`` /
    ``ok-unverified`` with ``""``, else ``mismatch`` with the first difference. For a compared
    case, ``fields["accuracy"]`` becomes the worse of what it held (another size) and this
    size's accuracy (capgrid.compare.accuracy)."""
    case = job.case
    with job.stage("compare"):
        if case.check:
            why = compare(ref, got, case.atol, case.rtol)
            if fields is not None:
                fields["accuracy"] = worse(fields.get("accuracy", []), accuracy(ref, got))
            return ("mismatch", why) if why else ("ok", "")
        why = check_unverified(ref, got)
        return ("mismatch", why) if why else ("ok-unverified", "")
