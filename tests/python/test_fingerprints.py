"""Fingerprints of any tensor a case can hold (issue 21), property-based with hypothesis.

Generated tensors of every dtype and odd layout (strided and overlapping views, one- and
zero-element tensors, 0-dim scalars, channels-last, expanded, conjugate and negative views,
requires_grad), as inputs and inside kwargs (directly, in lists, tuples and dicts), go through
``case()``, collection and fingerprinting: the fingerprint depends on the values only, equals the
one the old formula gave wherever that formula worked (so recorded surveys stay valid), is the
same in a second process, and a few such cases run through the real probes.

Profiles (``HYPOTHESIS_PROFILE``): ``ci`` (the default, what ``make test`` runs: few examples,
seconds in all) and ``long`` (``HYPOTHESIS_PROFILE=long pytest tests/python/test_fingerprints.py``:
a thousand examples of each pure property, twenty through the probes: about a
minute on two cores).
"""

import hashlib
import json
import os
import subprocess
import sys
import textwrap

import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from capgrid import case
from capgrid.collect import collect
from capgrid.errors import LibraryLocator
from capgrid.fingerprint import _tensor_digest, fingerprint
from capgrid.isolation import reset
from capgrid.probes.job import Job, run_probe

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# deadline=None: the first examples pay for torch's lazy initialisation of each dtype's kernels
settings.register_profile("ci", max_examples=40, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("long", max_examples=1000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
settings.load_profile(PROFILE)
# the tests that start a process or run probes draw far fewer examples than the pure ones
FEW = {"ci": 2, "long": 20}.get(PROFILE, 2)

DTYPES = [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int64, torch.int32,
          torch.int16, torch.int8, torch.uint8, torch.bool, torch.complex64, torch.complex128]
LAYOUTS = ["contiguous", "transposed", "stepped", "strided_one", "expanded", "overlapping",
           "channels_last", "conj", "neg", "narrowed"]


def values(shape, dtype, seed):
    g = torch.Generator().manual_seed(seed)
    if dtype == torch.bool:
        return torch.rand(shape, generator=g) > 0.5
    if dtype.is_floating_point or dtype.is_complex:
        return torch.randn(shape, generator=g, dtype=dtype if dtype not in (
            torch.float16, torch.bfloat16) else torch.float32).to(dtype)
    return torch.randint(0, 100, shape, generator=g).to(dtype)


def old_digest(t):
    """The formula the committed surveys were fingerprinted with (for the compatibility check)."""
    t = t.detach().cpu().contiguous().reshape(-1)
    if t.is_quantized or t.layout != torch.strided:
        return "unhashable"
    return hashlib.sha256(t.view(torch.uint8).numpy().tobytes()).hexdigest()[:16]


@st.composite
def odd_tensors(draw):
    """A tensor in an odd layout; its values are those of ``by_value(t)``."""
    dtype = draw(st.sampled_from(DTYPES))
    layout = draw(st.sampled_from(LAYOUTS))
    shape = draw(st.lists(st.integers(0, 4), min_size=0, max_size=4))
    seed = draw(st.integers(0, 2**31 - 1))
    if layout == "contiguous":
        t = values(shape, dtype, seed)
    elif layout == "transposed":
        t = values(shape + [2], dtype, seed).transpose(0, -1) if shape else values([], dtype, seed)
    elif layout == "stepped":  # every other element of each dimension
        t = values([2 * n for n in shape], dtype, seed)
        t = t[tuple(slice(None, None, 2) for _ in shape)]
    elif layout == "strided_one":  # t[:, k] of a (1, m) tensor: shape (1,), stride (m,)
        m = draw(st.integers(2, 5))
        t = values([1, m], dtype, seed)[:, draw(st.integers(0, m - 1))]
    elif layout == "expanded":  # stride 0 along every dimension drawn as 1 in the base
        base = values([1 if draw(st.booleans()) else n for n in shape], dtype, seed)
        t = base.expand(shape) if 0 not in base.shape or 0 in shape else base
    elif layout == "overlapping":  # windows that share elements
        n, w = draw(st.integers(1, 6)), draw(st.integers(1, 3))
        t = values([n + w], dtype, seed).as_strided((n, w), (1, 1))
    elif layout == "channels_last":
        dims = (shape + [2, 3, 2, 2])[:4]
        t = values(dims, dtype, seed).contiguous(memory_format=torch.channels_last)
    elif layout == "narrowed":  # a view with a storage offset
        t = values([n + 2 for n in shape], dtype, seed)
        t = t[tuple(slice(1, n + 1) for n in shape)]
    else:  # conjugate or negative view: needs a complex base
        cdtype = dtype if dtype.is_complex else torch.complex64
        c = values(shape, cdtype, seed).conj()
        t = c if layout == "conj" else c.imag  # .imag of a conjugate view has the negative bit
    if (t.dtype.is_floating_point or t.dtype.is_complex) and draw(st.booleans()):
        t = t.detach().requires_grad_()
    return t


def by_value(t):
    """A plain contiguous tensor with ``t``'s values, built without capgrid's code path."""
    plain = torch.tensor(t.detach().tolist(), dtype=t.dtype).reshape(t.shape)
    return plain.requires_grad_(t.requires_grad)


def target(x, *rest, **kwargs):
    return x


def cases_of(tensors, name="c"):
    """Each tensor as input 0, and all of them inside kwargs of every container kind."""
    return [case(f"{name}{i}", "g", target, [t],
                 {"alone": t, "listed": [t, 1], "tupled": (t,), "in_dict": {"k": t}})
            for i, t in enumerate(tensors)]


@given(odd_tensors())
def test_fingerprint_depends_on_values_only(t):
    plain = by_value(t)
    assert _tensor_digest(t) == _tensor_digest(plain)
    [odd], [same] = cases_of([t]), cases_of([plain])
    assert fingerprint(odd, "q") == fingerprint(same, "q")


@given(odd_tensors())
def test_fingerprint_is_the_recorded_one_wherever_the_old_formula_worked(t):
    try:
        before = old_digest(t)
    except RuntimeError:  # the layouts issue 21 is about: no recorded fingerprint to keep
        return
    assert _tensor_digest(t) == before


@given(odd_tensors(), st.data())
def test_other_values_give_another_fingerprint(t, data):
    if t.numel() == 0:
        return
    flat = by_value(t).detach().reshape(-1).clone()
    i = data.draw(st.integers(0, flat.numel() - 1))
    flat[i] = (~flat[i]) if flat.dtype == torch.bool else flat[i] + 1
    if torch.equal(flat.reshape(t.shape), by_value(t).detach()):  # x + 1 == x (large floats)
        return
    assert _tensor_digest(flat.reshape(t.shape)) != _tensor_digest(t)


CONTAINERS = {
    "alone": lambda t: t,
    "listed": lambda t: [t, 1],
    "tupled": lambda t: (t,),
    "in_dict": lambda t: {"k": t, "other": 2.0},
    "nested": lambda t: {"outer": [{"inner": (t,)}]},
    "dict_in_list": lambda t: [{"a": {"b": t}}],
}


def nudged(t, i):
    """``t`` with element ``i`` moved to the next representable value (a change a 4-digit repr
    cannot show), or by one where that is not a change of its dtype."""
    flat = by_value(t).detach().reshape(-1).clone()
    if flat.dtype == torch.bool:
        flat[i] = ~flat[i]
    elif flat.dtype.is_floating_point:
        x = flat[i:i + 1]
        try:  # in the tensor's own dtype (float16 and bfloat16 included where torch has it)
            flat[i] = torch.nextafter(x, torch.full_like(x, float("inf")))[0]
        except RuntimeError:
            flat[i] = flat[i] + 1
    else:
        flat[i] = flat[i] + 1
    return flat.reshape(t.shape)


@given(odd_tensors(), st.data(), st.sampled_from(sorted(CONTAINERS)))
def test_other_values_in_any_kwarg_container_give_another_fingerprint(t, data, where):
    # Tensors inside containers of kwargs are fingerprinted by value, like positional inputs: a
    # case whose dict kwarg holds other values must never reuse the results of this one.
    if t.numel() == 0:
        return
    other = nudged(t, data.draw(st.integers(0, t.numel() - 1)))
    if torch.equal(other, by_value(t).detach()):  # x + 1 == x (large floats)
        return
    wrap = CONTAINERS[where]
    first = case("c", "g", target, [torch.zeros(1)], {"kw": wrap(t)})
    second = case("c", "g", target, [torch.zeros(1)], {"kw": wrap(other)})
    assert fingerprint(first, "q") != fingerprint(second, "q")
    assert fingerprint(first, "q") == fingerprint(
        case("c", "g", target, [torch.zeros(1)], {"kw": wrap(by_value(t))}), "q")


def test_a_large_tensor_in_a_dict_kwarg_is_fingerprinted_by_every_value():
    # repr elides all but the first and last three of each dimension above 1000 elements
    big = torch.linspace(0, 1, 5000)
    changed = big.clone()
    changed[2500] += 0.5
    a = case("c", "g", target, [torch.zeros(1)], {"opts": {"weights": big}})
    b = case("c", "g", target, [torch.zeros(1)], {"opts": {"weights": changed}})
    assert repr(a.kwargs) == repr(b.kwargs), "the old fingerprint could not tell them apart"
    assert fingerprint(a, "q") != fingerprint(b, "q")


def test_a_dict_kwarg_without_tensors_keeps_its_fingerprint():
    # mappings without tensors are described by their repr as before: recorded surveys hold
    c = case("c", "g", target, [torch.zeros(2)], {"opts": {"mode": "bilinear", "k": 3}})
    blob = json.dumps(["c", "g", "q", None, "", [["tensor", [2], "torch.float32",
                       _tensor_digest(torch.zeros(2))]],
                       {"opts": repr({"mode": "bilinear", "k": 3})}, True, 0.0002, 0.001, None,
                       ""], sort_keys=True)
    assert fingerprint(c, "q") == hashlib.sha256(blob.encode()).hexdigest()


def test_sparse_quantized_and_meta_have_documented_fingerprints():
    dense = torch.tensor([[0.0, 1.5], [2.0, 0.0]])
    coo = dense.to_sparse()
    uncoalesced = torch.sparse_coo_tensor([[0, 1, 1], [1, 0, 0]], [1.5, 1.0, 1.0], (2, 2))
    assert _tensor_digest(coo) == _tensor_digest(uncoalesced)  # the same values
    assert _tensor_digest(coo).startswith("sparse_coo:")
    assert _tensor_digest(coo) == "sparse_coo:" + _tensor_digest(dense)
    assert _tensor_digest(dense.to_sparse_csr()).startswith("sparse_csr:")
    q = torch.quantize_per_tensor(dense, 0.5, 1, torch.quint8)
    assert _tensor_digest(q).startswith("quantized:")
    assert _tensor_digest(q) != _tensor_digest(torch.quantize_per_tensor(dense, 0.25, 1,
                                                                          torch.quint8))
    qc = torch.quantize_per_channel(dense, torch.tensor([0.5, 0.25]), torch.tensor([0, 1]), 0,
                                    torch.quint8)
    assert _tensor_digest(qc).startswith("quantized:") and _tensor_digest(qc) != _tensor_digest(q)
    assert _tensor_digest(torch.empty(2, 2, device="meta")) == "meta"


SPECIAL = ("[torch.rand(3, 3).to_sparse(), torch.rand(2, 3).to_sparse_csr(), "
           "torch.quantize_per_tensor(torch.rand(4), 0.1, 3, torch.quint8), "
           "torch.empty(2, device='meta')]")


@settings(max_examples=FEW)
@given(st.lists(odd_tensors(), min_size=4, max_size=12))
def test_a_second_process_collects_the_same_fingerprints(tmp_path_factory, tensors):
    tmp = tmp_path_factory.mktemp("fp")
    torch.save([t.detach() for t in tensors] + [t.requires_grad for t in tensors],
               tmp / "values.pt")
    pack = tmp / "generated_pack.py"
    pack.write_text(textwrap.dedent(f"""\
        import os
        import torch
        from capgrid import case

        def target(x, *rest, **kwargs):
            return x

        _saved = torch.load(os.path.join(os.path.dirname(__file__), "values.pt"),
                            weights_only=False)
        _n = len(_saved) // 2
        _tensors = [t.requires_grad_(g) for t, g in zip(_saved[:_n], _saved[_n:])]
        torch.manual_seed(0)  # the sparse, quantized and meta tensors below: same in both
        CASES = [case(f"c{{i}}", "g", target, [t],
                      {{"alone": t, "listed": [t, 1], "tupled": (t,), "in_dict": {{"k": t}}}})
                 for i, t in enumerate(_tensors + {SPECIAL})]
    """))
    here = [c.fingerprint for c in collect([str(pack)]).cases]
    code = ("import json, sys\nfrom capgrid.collect import collect\n"
            "print(json.dumps([c.fingerprint for c in collect([sys.argv[1]]).cases]))")
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
    proc = subprocess.run([sys.executable, "-W", "ignore", "-c", code, str(pack)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout) == here


@pytest.fixture(scope="module")
def locator():
    return LibraryLocator.for_module("torch")


def float_tensors():
    return odd_tensors().filter(lambda t: t.dtype in (torch.float32, torch.float64)
                                and 0 < t.numel() and t.dim() > 0)


@settings(max_examples=FEW)
@given(float_tensors())
def test_a_few_run_through_the_real_probes(locator, t):
    [c] = collect_cases([case("p.scale", "g", scale, [t], {"offset": t.detach()})])
    job = Job(c, locator, {})
    for probe in ("onnx", "export", "compile"):
        reset()
        rec = run_probe(job, probe)
        assert rec["status"] == "ok", (probe, rec["status"], rec["detail"], rec["error"])


def scale(x, offset=None):
    return x * 2.0 + offset


def collect_cases(cases):
    """Collected entries for in-memory cases, as collect() builds them from a pack."""
    from capgrid.collect import Collected
    return [Collected(case=c, pack="mem", file="mem", line=0, ref="", qual="q",
                      fingerprint=fingerprint(c, "q")) for c in cases]
