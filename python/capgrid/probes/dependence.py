"""Which outputs of a captured graph depend on no input.

A captured graph can match eager and still be no capture of the computation: the exporter folded
an output into a constant (a value computed from the inputs' shapes alone, or a function that
ignores its inputs), so the graph returns the same thing whatever it is fed. The comparison
with eager cannot see that, since eager ran on the very inputs the constant was folded from.
These walks find such outputs structurally: an output depends on an input when a chain of nodes
leads from one of the graph's user inputs to it (parameters, buffers and ONNX initializers are
not inputs). The probes record the indices (``constant_outputs``) and say so in ``detail``;
the status stays what the comparison says (docs/probes.md).
"""

from __future__ import annotations

from collections.abc import Iterable

import onnx
import torch


def _onnx_reads(nodes) -> set[str]:
    """Every value name ``nodes`` read, with what their ``If``/``Loop``/``Scan`` bodies read
    (outer-scope reads included)."""
    used: set[str] = set()
    for node in nodes:
        used.update(n for n in node.input if n)
        for attr in node.attribute:
            if attr.type == onnx.AttributeProto.GRAPH:
                used |= _onnx_reads(attr.g.node)
            elif attr.type == onnx.AttributeProto.GRAPHS:
                for g in attr.graphs:
                    used |= _onnx_reads(g.node)
    return used


def onnx_constant_outputs(model: onnx.ModelProto) -> list[int]:
    """Indices of ``model``'s graph outputs that no graph input reaches.

    The graph's nodes are in topological order (the ONNX spec requires it), so one forward pass
    marks every value computed from an input; a node with a subgraph reads what its subgraph
    reads from the outer scope; a call of a local function depends on its arguments.
    """
    graph = model.graph
    initializers = {t.name for t in graph.initializer}
    reached = {i.name for i in graph.input if i.name not in initializers}
    for node in graph.node:
        if _onnx_reads([node]) & reached:
            reached.update(n for n in node.output if n)
    return [k for k, out in enumerate(graph.output) if out.name not in reached]


def _schema(node: torch.fx.Node):
    return getattr(node.target, "_schema", None) if node.op == "call_function" else None


def _nodes_in(value) -> list[torch.fx.Node]:
    if isinstance(value, torch.fx.Node):
        return [value]
    if isinstance(value, (list, tuple)):
        return [n for v in value for n in _nodes_in(v)]
    return []


def _argument(node: torch.fx.Node, index: int, name: str):
    return node.args[index] if index < len(node.args) else node.kwargs.get(name)


def fx_constant_outputs(program: torch.export.ExportedProgram) -> list[int]:
    """Indices, among the user outputs of ``program``, of those that no user input reaches
    (the graph signature says which placeholders are user inputs and which outputs are the
    user's, as opposed to parameters, buffers and mutations).

    The exported program is not functional: ``copy_(select(buf, 2, 0), x)`` writes ``x`` into
    ``buf`` through a view. So the walk follows aliases: a view (an op whose result aliases its
    first argument) shares its base's storage, an in-place op whose inputs are reached reaches
    the storage it writes, and a node reads a storage's state at the point where it runs.
    Ops without a schema (``getitem``, higher-order ops) depend on their arguments.
    """
    from torch.export.graph_signature import InputKind, OutputKind

    signature = program.graph_signature
    user_inputs = {getattr(s.arg, "name", None) for s in signature.input_specs
                   if s.kind == InputKind.USER_INPUT}
    storage: dict[torch.fx.Node, torch.fx.Node] = {}  # node -> the node owning its storage
    reached: set[torch.fx.Node] = set()  # nodes (or storages) an input reaches

    def is_reached(n: torch.fx.Node) -> bool:
        return n in reached or storage.get(n, n) in reached

    output_args: Iterable = ()
    for node in program.graph.nodes:
        if node.op == "placeholder":
            if node.name in user_inputs:
                reached.add(node)
            continue
        if node.op == "output":
            output_args = node.args[0]
            continue
        schema = _schema(node)
        if schema is not None:
            first = next((n for a in schema.arguments[:1]
                          for n in _nodes_in(_argument(node, 0, a.name))), None)
            if first is not None and any(r.alias_info is not None for r in schema.returns):
                storage[node] = storage.get(first, first)
        if any(is_reached(n) for n in node.all_input_nodes):
            reached.add(node)
            if schema is not None:
                for i, a in enumerate(schema.arguments):
                    if a.alias_info is not None and a.alias_info.is_write:
                        for n in _nodes_in(_argument(node, i, a.name)):
                            reached.add(n)
                            reached.add(storage.get(n, n))
    user = [arg for arg, spec in zip(output_args, signature.output_specs, strict=True)
            if spec.kind == OutputKind.USER_OUTPUT]
    return [k for k, arg in enumerate(user)
            if not (isinstance(arg, torch.fx.Node) and is_reached(arg))]


def constant_outputs_note(constant: list[int], n_outputs: int, deterministic: bool) -> str:
    """The detail's sentence for outputs that depend on no input ("" when there are none).

    A deterministic case's such outputs are constants of the graph; a random operator's
    (``check=False``) may be fresh draws from a random op, which no input feeds either, so its
    sentence says only that no input reaches them."""
    if not constant:
        return ""
    which = ", ".join(f"out{k}" for k in constant)
    if len(constant) == n_outputs:
        # begins with data/statuses.json's constant_note (test_dependence checks): merge finds
        # the graphs that return only constants by it and counts them apart ("constant")
        return ("no output depends on an input: the graph returns constants" if deterministic
                else "no output depends on an input")
    return (f"{which} of {n_outputs} outputs depend on no input: constants of the graph"
            if deterministic else f"{which} of {n_outputs} outputs depend on no input")


def join_detail(*parts: str) -> str:
    return "; ".join(p for p in parts if p)
