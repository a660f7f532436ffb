"""The ONNX probes build torch.onnx's registry and decomposition table once per worker
(capgrid/probes/onnx_tables.py): an export with the tables built once writes the same model as
one that builds its own, and a translation one export registers does not reach the next."""

import torch

import capgrid.probes.onnx  # noqa: F401  (installs the shared registry, as in a worker)
from capgrid.probes import onnx_tables


class Model(torch.nn.Module):
    def forward(self, x):
        return torch.nn.functional.gelu(x).cumsum(-1) / (x.abs() + 1)


def model_bytes(**options) -> bytes:
    program = torch.onnx.export(Model(), (torch.linspace(-2, 2, 12).reshape(3, 4),),
                                dynamo=True, optimize=True, verbose=False, report=False,
                                **options)
    return program.model_proto.SerializeToString()


def test_tables_built_once_give_the_same_model():
    assert onnx_tables.installed()
    shared = [model_bytes(), model_bytes()]
    onnx_tables.uninstall()
    try:
        assert not onnx_tables.installed()
        own = [model_bytes(), model_bytes()]
    finally:
        onnx_tables.install()
    assert own[0] == own[1]  # an export is deterministic, so equality below means something
    assert shared == own


def test_a_custom_translation_stays_in_its_own_export():
    from onnxscript import opset18 as op

    def gelu_as_relu(x, approximate="none"):
        return op.Relu(x)

    custom = model_bytes(custom_translation_table={torch.ops.aten.gelu.default: gelu_as_relu})
    plain = model_bytes()
    assert b"Relu" in custom and b"Relu" not in plain
    assert plain == model_bytes()
