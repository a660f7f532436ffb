"""The smallest scripts behind docs/kornia/torch-2.13/comparison.md: one per group of differences.

    python survey/kornia/repro/snippets.py NAME        # one line: what the capture gave
    bash survey/kornia/repro/run_matrix.sh survey/kornia/repro/snippets.py NAME

Each snippet builds a callable and its inputs with plain torch and kornia (no capgrid), then
runs one capture the way both pipelines do: torch.export.export; torch.onnx.export(dynamo=True,
opset 18) run in onnxruntime and compared with eager; torch._dynamo.explain's graph-break count
(``harness``: of the callable, of a Kornia-style survey wrapper around it, and of that wrapper
after a torch.export of it, Kornia's probe order); or torch.compile run and compared with
eager. run_matrix.sh runs it under Kornia's stack, the stack in between and capgrid's, so the
line that changes tells what changed.
"""

from __future__ import annotations

import io
import sys
import warnings
from pathlib import Path

import torch

warnings.filterwarnings("ignore")
SNIPPETS: dict = {}


def snippet(capture: str):
    def register(fn):
        SNIPPETS[fn.__name__] = (capture, fn)
        return fn
    return register


def _first_line(e: BaseException) -> str:
    root = e
    while root.__cause__ is not None:
        root = root.__cause__
    text = str(root).strip().splitlines()
    return f"{type(root).__name__}: {text[0][:100] if text else ''}"


def _flat(out) -> list[torch.Tensor]:
    if isinstance(out, torch.Tensor):
        return [out]
    if type(out).__name__ == "ndarray":  # onnxruntime's outputs
        return [torch.from_numpy(out)]
    if isinstance(out, (list, tuple)):
        return [t for o in out for t in _flat(o)]
    if isinstance(out, dict):
        return [t for o in out.values() for t in _flat(o)]
    return []


def _compare(expected, got) -> str:
    exp, out = _flat(expected), _flat(got)
    if len(exp) != len(out):
        return f"mismatch: {len(out)} outputs, eager has {len(exp)}"
    for i, (e, g) in enumerate(zip(exp, out, strict=True)):
        if e.shape != g.shape:
            return f"mismatch: out{i} shape {tuple(g.shape)} vs eager {tuple(e.shape)}"
        if e.is_floating_point() and not torch.allclose(e, g.to(e.dtype), atol=1e-4, rtol=1e-4,
                                                        equal_nan=True):
            diff = (e - g.to(e.dtype)).abs().nan_to_num(float("inf")).max().item()
            return f"mismatch: out{i} max abs diff {diff:.3g}"
        if not e.is_floating_point() and not torch.equal(e, g.to(e.dtype)):
            return f"mismatch: out{i} differs"
    return "ok"


class _Module(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *xs):
        return self.fn(*xs)


def run(capture: str, fn, inputs: list) -> str:
    module = fn if isinstance(fn, torch.nn.Module) else _Module(fn)
    torch.manual_seed(0)
    with torch.no_grad():
        expected = module(*inputs)
    try:
        if capture == "export":
            with torch.no_grad():
                program = torch.export.export(module, tuple(inputs))
            return "torch.export: " + _compare(expected, program.module()(*inputs))
        if capture == "onnx":
            import onnxruntime as ort
            with torch.no_grad():
                program = torch.onnx.export(module, tuple(inputs), dynamo=True, opset_version=18,
                                            optimize=True, verbose=False)
            buf = io.BytesIO()
            program.save(buf)
            sess = ort.InferenceSession(buf.getvalue(), providers=["CPUExecutionProvider"])
            feeds = {i.name: x.numpy() for i, x in zip(sess.get_inputs(), inputs, strict=False)}
            return "ONNX: " + _compare(expected, sess.run(None, feeds))
        if capture == "breaks":
            torch._dynamo.reset()
            with torch.no_grad():
                explained = torch._dynamo.explain(module)(*inputs)
            n = explained.graph_break_count
            reason = explained.break_reasons[0].reason.splitlines()[0][:90] if n else ""
            return f"torch.compile: {n} graph break(s)" + (f", first: {reason}" if n else "")
        if capture == "harness":
            return "explain: " + _harness_breaks(fn, inputs)
        if capture in ("compile", "compile-random"):
            torch._dynamo.reset()
            with torch.no_grad():
                got = torch.compile(module)(*inputs)
            if capture == "compile-random":  # sampling inside the graph: shapes only
                shapes = [tuple(t.shape) for t in _flat(got)] == [tuple(t.shape)
                                                                  for t in _flat(expected)]
                return "torch.compile: ran" + ("" if shapes else ", output shapes differ")
            return "torch.compile: " + _compare(expected, got)
    except Exception as e:  # noqa: BLE001 - the failure is the result
        return f"{capture}: fails: {_first_line(e)}"
    raise ValueError(capture)


def _explained(fn, inputs: list) -> str:
    torch._dynamo.reset()
    try:
        with torch.no_grad():
            return str(torch._dynamo.explain(fn)(*[t.clone() for t in inputs]).graph_break_count)
    except Exception as e:  # noqa: BLE001 - the failure is the result
        return f"fails ({_first_line(e)[:60]})"


def _harness_breaks(fn, inputs: list) -> str:
    """Graph breaks (explain's graph_break_count, Kornia's rule) of the callable itself, of a
    Kornia-style survey wrapper around it (survey/kornia/wrapper_breaks.py), and of that
    wrapper in the order of Kornia's compile probe: an eager call, then torch.export.export
    (a failure ignored, as the probe goes on), then explain."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from wrapper_breaks import kornia_style_wrapper

    bare = _explained(fn, inputs)
    wrapped = _explained(kornia_style_wrapper(fn, {}, len(inputs), None), inputs)
    probe = kornia_style_wrapper(fn, {}, len(inputs), None)
    with torch.no_grad():
        probe(*[t.clone() for t in inputs])
        try:
            torch.export.export(probe, tuple(t.clone() for t in inputs))
            exported = "export ok"
        except Exception as e:  # noqa: BLE001 - Kornia's probe records it and goes on
            exported = f"export fails ({_first_line(e)[:50]})"
    after = _explained(probe, inputs)
    return (f"bare {bare}, Kornia-style wrapper {wrapped}, after its torch.export {after} "
            f"[{exported}]")


# ---------------------------------------------------------------------------------- snippets


def _fed(aug, data: list[torch.Tensor], seed: int = 7):
    """aug(*data, params=...) with every sampled tensor parameter a graph input (both
    pipelines' deterministic augmentation cases); batch_prob and shapes stay constant."""
    torch.manual_seed(seed)
    params = aug.forward_parameters(data[0].shape)
    keys = [k for k, v in params.items() if isinstance(v, torch.Tensor)
            and k not in ("batch_prob", "forward_input_shape")]

    def fn(*xs):
        p = dict(params)
        p.update(zip(keys, xs[len(data):], strict=True))
        return aug(*xs[: len(data)], params=p)

    return fn, list(data) + [params[k] for k in keys]


@snippet("onnx")
def crop3d():
    """RandomCrop3D with its sampled boxes fed as inputs, exported to ONNX."""
    import kornia.augmentation as K
    return _fed(K.RandomCrop3D((6, 12, 12), p=1.0), [torch.rand(2, 1, 8, 16, 16)])


def _crop_seq(**kw):
    import kornia.augmentation as K
    return K.AugmentationSequential(K.RandomResizedCrop((24, 30), p=1.0),
                                    K.RandomHorizontalFlip(p=1.0), **kw)


_MASK = (torch.rand(2, 1, 32, 40, generator=torch.Generator().manual_seed(1)) > 0.5).float()


def _recorded(seq, *data):
    torch.manual_seed(7)
    seq(*data)
    return seq._params


@snippet("export")
def aug_seq_crop_constant():
    """Kornia's deterministic container case: the recorded parameters are constants."""
    seq, img = _crop_seq(), torch.rand(2, 3, 32, 40)
    params = _recorded(seq, img)
    return (lambda x: seq(x, params=params)), [img]


@snippet("export")
def aug_seq_crop_fed():
    """capgrid's: every recorded parameter tensor is a graph input."""
    from torch.utils import _pytree as pytree
    seq, img = _crop_seq(), torch.rand(2, 3, 32, 40)
    leaves, spec = pytree.tree_flatten(_recorded(seq, img))
    slots = [i for i, v in enumerate(leaves) if isinstance(v, torch.Tensor)]

    def fn(x, *fed):
        filled = list(leaves)
        for i, t in zip(slots, fed, strict=True):
            filled[i] = t
        return seq(x, params=pytree.tree_unflatten(filled, spec))

    return fn, [img] + [leaves[i] for i in slots]


@snippet("export")
def aug_seq_crop_constant_mask():
    """Kornia's way (constant parameters), with capgrid's data: image and mask."""
    seq, img = _crop_seq(data_keys=["input", "mask"]), torch.rand(2, 3, 32, 40)
    params = _recorded(seq, img, _MASK)
    return (lambda x, m: seq(x, m, params=params)), [img, _MASK]


@snippet("export")
def aug_seq_crop_random_mask():
    """AugmentationSequential[crop, random] as capgrid registers it: image and mask, sampled in
    the graph (train mode)."""
    import kornia.augmentation as K
    seq = K.AugmentationSequential(K.RandomResizedCrop((24, 30), p=1.0),
                                   K.RandomHorizontalFlip(p=1.0), data_keys=["input", "mask"])
    return seq, [torch.rand(2, 3, 32, 40), (torch.rand(2, 1, 32, 40) > 0.5).float()]


@snippet("onnx")
def complex_conj():
    """The FFT correlation fft_conv uses: a complex conj between rfft2 and irfft2."""
    def fn(x, k):
        return torch.fft.irfft2(torch.fft.rfft2(x) * torch.fft.rfft2(k).conj(), s=x.shape[-2:])
    return fn, [torch.rand(1, 1, 8, 8), torch.rand(1, 1, 8, 8)]


@snippet("onnx")
def complex_reciprocal():
    """So2.inverse: the reciprocal of a complex tensor."""
    def fn(z):
        return torch.view_as_real(torch.view_as_complex(z).reciprocal())
    return fn, [torch.rand(4, 2) + 0.5]


@snippet("export")
def draw_rectangle():
    """kornia.utils.draw_rectangle on two boxes: it slices the image with .item() bounds."""
    from kornia.utils import draw_rectangle as draw
    boxes = torch.tensor([[[2.0, 3.0, 20.0, 25.0]], [[5.0, 5.0, 30.0, 15.0]]])
    return draw, [torch.zeros(2, 3, 32, 40), boxes]

@snippet("export")
def confusion_matrix():
    """kornia.metrics.confusion_matrix on integer labels (3 classes)."""
    from kornia.metrics import confusion_matrix as cm
    g = torch.Generator().manual_seed(3)
    pred = torch.randint(0, 3, (2, 16), generator=g)
    target = torch.randint(0, 3, (2, 16), generator=g)
    return (lambda p, t: cm(p, t, 3)), [pred, target]


@snippet("export")
def canny():
    """kornia.filters.Canny with its default hysteresis."""
    from kornia.filters import Canny
    return Canny(), [torch.rand(1, 3, 32, 40, generator=torch.Generator().manual_seed(4))]


def _line_points():
    g = torch.Generator().manual_seed(29)
    pts = torch.linspace(0, 1, 12)[None, :, None] * torch.tensor([[[3.0, 1.0, 0.5]]])
    return pts + 0.01 * torch.randn(2, 12, 3, generator=g)


def _fit_line(p):
    from kornia.geometry.line import fit_line
    line = fit_line(p)
    return line.origin, line.direction


@snippet("onnx")
def fit_line_onnx():
    """kornia.geometry.line.fit_line on 3-D points (capgrid's fit_line case), to ONNX."""
    return _fit_line, [_line_points()]


@snippet("onnx")
def fit_line_2d_onnx():
    """The same on 2-D points (capgrid's fit_line[2d] case), to ONNX."""
    return _fit_line, [_line_points()[..., :2].contiguous()]


@snippet("compile")
def aug_seq_crop_compile():
    """AugmentationSequential[crop] as capgrid registers it (image and mask), recorded
    parameters replayed, under torch.compile."""
    seq = _crop_seq(data_keys=["input", "mask"])
    img = torch.rand(2, 3, 32, 40)
    params = _recorded(seq, img, _MASK)
    return (lambda x, m: seq(x, m, params=params)), [img, _MASK]


@snippet("compile-random")
def color_jiggle_compile():
    """ColorJiggle sampling in the graph (train mode) under torch.compile: its random order of
    the four colour ops is read back with .tolist()."""
    import kornia.augmentation as K
    aug = K.ColorJiggle(0.2, 0.2, 0.2, 0.1, p=1.0)
    return aug, [torch.rand(2, 3, 32, 40, generator=torch.Generator().manual_seed(6))]


@snippet("breaks")
def sift_descriptor_breaks():
    """kornia.feature.SIFTDescriptor on 41x41 patches, counted the way Kornia counts:
    torch._dynamo.explain's graph_break_count. Kornia's snapshot records 4 breaks."""
    from kornia.feature import SIFTDescriptor
    patches = torch.rand(2, 1, 41, 41, generator=torch.Generator().manual_seed(5))
    return SIFTDescriptor(41), [patches]


@snippet("breaks")
def aug_seq_mask_breaks():
    """capgrid's AugmentationSequential[mask] case: (HFlip, Brightness, Affine) on an image and a
    mask, every recorded parameter tensor a graph input; graph breaks counted by
    torch._dynamo.explain."""
    import kornia.augmentation as K
    from torch.utils import _pytree as pytree
    seq = K.AugmentationSequential(K.RandomHorizontalFlip(p=1.0),
                                   K.RandomBrightness((0.8, 1.2), p=1.0),
                                   K.RandomAffine(20.0, (0.1, 0.1), p=1.0),
                                   data_keys=["input", "mask"])
    img = torch.rand(2, 3, 32, 40)
    leaves, spec = pytree.tree_flatten(_recorded(seq, img, _MASK))
    slots = [i for i, v in enumerate(leaves) if isinstance(v, torch.Tensor)]

    def fn(x, m, *fed):
        filled = list(leaves)
        for i, t in zip(slots, fed, strict=True):
            filled[i] = t
        return seq(x, m, params=pytree.tree_unflatten(filled, spec))

    return fn, [img, _MASK] + [leaves[i] for i in slots]

@snippet("harness")
def mutual_information_harness():
    """The lead of issue 18: kornia.losses.mutual_information_loss on two 2x32 signals, whose
    graph breaks a Kornia-style wrapper counts once more than the function has."""
    from kornia.losses import mutual_information_loss
    g = torch.Generator().manual_seed(3)
    return mutual_information_loss, [torch.rand(2, 32, generator=g), torch.rand(2, 32, generator=g)]


@snippet("harness")
def sift_descriptor_harness():
    """kornia.feature.SIFTDescriptor(41) on 2x1x41x41 patches through Kornia's probe order.
    Kornia's snapshot records 4 breaks ("its data is not allocated": a fake tensor read)."""
    from kornia.feature import SIFTDescriptor
    patches = torch.rand(2, 1, 41, 41, generator=torch.Generator().manual_seed(5))
    return SIFTDescriptor(41).eval(), [patches]


@snippet("harness")
def draw_line_harness():
    """kornia.image.draw_line on Kornia's registration (a 3x32x40 image, two points, a colour).
    Kornia's snapshot records 15 breaks (.item() / data not allocated)."""
    from kornia.image import draw_line
    return (lambda img, p1, p2, c: draw_line(img.clone(), p1, p2, c),
            [torch.zeros(3, 32, 40), torch.tensor([2.0, 3.0]), torch.tensor([35.0, 28.0]),
             torch.tensor([1.0, 0.5, 0.2])])


@snippet("harness")
def otsu_threshold_harness():
    """kornia.filters.otsu_threshold on a 1x3x32x40 image in 0..255 (Kornia's input).
    Kornia's snapshot records 4 breaks (Tensor.item())."""
    from kornia.filters import otsu_threshold
    return otsu_threshold, [torch.rand(1, 3, 32, 40, generator=torch.Generator().manual_seed(9))
                            * 255]


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in SNIPPETS:
        print(f"usage: snippets.py NAME; NAME one of {sorted(SNIPPETS)}", file=sys.stderr)
        return 2
    capture, build = SNIPPETS[argv[0]]
    fn, inputs = build()
    print(run(capture, fn, inputs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
