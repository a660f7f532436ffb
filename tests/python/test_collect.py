"""Pack collection: loading, checks (one clear line per problem), refs, sources, fingerprints."""

import json
import os
import subprocess
import sys
import textwrap

import kornia
import pytest
import torch

from capgrid import case
from capgrid.collect import PackError, collect, infer_ref, source_of
from capgrid.errors import LibraryLocator
from capgrid.fingerprint import fingerprint, qualified_name

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKS = os.path.join(ROOT, "tests", "packs")
PYTHON_DIR = os.path.join(ROOT, "python")


def write(tmp_path, body, name="pack.py"):
    path = tmp_path / name
    path.write_text("import torch\nfrom capgrid import case\n" + textwrap.dedent(body))
    return str(path)


def error_of(specs):
    with pytest.raises(PackError) as info:
        collect(specs)
    msg = str(info.value)
    assert "\n" not in msg
    return info.value


def test_tiny_pack_collects():
    col = collect([os.path.join(PACKS, "tiny.py")])
    assert [c.case.name for c in col.cases][:2] == ["tiny.relu", "tiny.scale_and_shift[scale=3]"]
    assert col.library == "torch"
    entry = col.by_name["tiny.add"].inventory_entry(LibraryLocator.for_module("torch"))
    assert entry["inputs"] == [[2, 3, 4], [2, 3, 4]] and entry["ref"] == "torch.add"
    assert entry["pack"].endswith("tiny.py") and len(entry["fingerprint"]) == 64


def test_duplicate_name_names_first_line(tmp_path):
    path = write(tmp_path, """
        CASES = [
            case("dup", "g", torch.relu, [torch.ones(2)]),
            case("dup", "g", torch.relu, [torch.ones(3)]),
        ]
    """)
    err = error_of([path])
    assert err.case == "dup"
    assert str(err).endswith("duplicate case name 'dup' (first defined at line 5)")


def test_duplicate_across_packs(tmp_path):
    a = write(tmp_path, 'CASES = [case("x", "g", torch.relu, [torch.ones(1)])]\n', "a.py")
    b = write(tmp_path, 'CASES = [case("x", "g", torch.relu, [torch.ones(1)])]\n', "b.py")
    assert "first defined at " in str(error_of([a, b])) and "a.py:3" in str(error_of([a, b]))


@pytest.mark.parametrize(("body", "expected"), [
    ('CASES = [case("c", "g", torch.relu, [[1, 2]])]', "case 'c': input 0 is a list, not a tensor"),
    ('CASES = [case("c", "", torch.relu, [torch.ones(1)])]', "case 'c': empty group"),
    ('CASES = [case("c", "g", 42, [torch.ones(1)])]', "case 'c': target int is not callable"),
    ('CASES = [case("c", "g", torch.nn.ReLU(), [torch.ones(1)], method="nope")]',
     "case 'c': target has no callable method 'nope'"),
    ('CASES = [dict(name="c", group="g", target=torch.relu, inputs=[], colour=1)]',
     "case 'c': unknown keys ['colour']"),
    ("X = 1\n", "no module-level CASES list"),
    ("raise RuntimeError('boom')\n", "RuntimeError at import: boom"),
])
def test_bad_pack_is_one_line_naming_file_and_case(tmp_path, body, expected):
    path = write(tmp_path, body)
    msg = str(error_of([path]))
    assert os.path.basename(path) in msg.split(":")[0]
    assert expected in msg, msg


def test_an_object_whose_method_is_called_need_not_be_callable(tmp_path):
    # `capgrid discover` writes such cases (kornia.contrib.KMeans(...).fit): the object is built
    # by the case and only its method is called.
    path = write(tmp_path, """
        class Counter:
            def total(self, x):
                return x.sum()
        CASES = [case("c", "g", Counter(), [torch.ones(2)], method="total", ref="torch.sum")]
    """)
    col = collect([path])
    assert col.by_name["c"].case.method == "total"


def test_syntax_error_and_missing_file(tmp_path):
    path = tmp_path / "broken.py"
    path.write_text("CASES = [\n")
    assert "broken.py:1: SyntaxError" in str(error_of([str(path)]))
    assert str(error_of([str(tmp_path / "absent.py")])).endswith("absent.py: no such pack file")
    assert "no such builtin pack" in str(error_of(["builtin:nope"]))


def test_kornia_style_dicts_run_unchanged(tmp_path):
    # Kornia's case() returns a plain dict with these keys: such files must collect as they are.
    path = write(tmp_path, """
        def kcase(name, group, target, inputs, kwargs=None, *, note="", check=True,
                  atol=2e-4, rtol=1e-3, skip=None, tags=(), method=None):
            return dict(name=name, group=group, target=target, inputs=list(inputs),
                        kwargs=dict(kwargs or {}), note=note, check=check, atol=atol,
                        rtol=rtol, skip=skip, tags=list(tags), method=method)
        import kornia
        CASES = [kcase("filters.sobel", "filters", kornia.filters.sobel,
                       [torch.rand(1, 1, 5, 5)], tags=["x"])]
    """)
    col = collect([path])
    assert col.library == "kornia"
    c = col.by_name["filters.sobel"]
    assert c.ref == "kornia.filters.sobel"
    assert c.line == 10  # found from the name's string literal, as dicts carry no call site


def test_directory_pack(tmp_path):
    d = tmp_path / "mypack"
    d.mkdir()
    (d / "__init__.py").write_text(
        "from .cases_a import CASES\n")
    (d / "cases_a.py").write_text(
        "import torch\nfrom capgrid import case\n"
        "CASES = [case('a', 'g', torch.relu, [torch.ones(1)]), case('a', 'g', torch.relu, [])]\n")
    err = error_of([str(d)])
    assert "cases_a.py: duplicate case name 'a' (first defined at line 3)" in str(err)


def test_refs_and_sources():
    loc = LibraryLocator.for_module("kornia")
    assert infer_ref(kornia.filters.sobel, None) == "kornia.filters.sobel"
    mod = kornia.filters.Sobel()
    assert infer_ref(mod, None) == "kornia.filters.Sobel"
    assert infer_ref(mod.forward, None) == "kornia.filters.Sobel.forward"
    assert infer_ref(lambda x: x, None) == ""
    assert infer_ref(torch.relu, None) == "torch.relu"
    src = source_of(kornia.filters.sobel, None, loc)
    path, line = src.rsplit(":", 1)
    assert path == "kornia/filters/sobel.py" and int(line) > 0
    with open(os.path.join(os.path.dirname(kornia.__file__), "filters", "sobel.py")) as f:
        assert f.read().splitlines()[int(line) - 1].lstrip().startswith(("def sobel", "@"))
    cls_src = source_of(mod, None, loc)
    assert cls_src.startswith("kornia/filters/sobel.py:")
    assert qualified_name(mod, "forward") == "kornia.filters.sobel.Sobel.forward"


def test_explicit_ref_wins(tmp_path):
    path = write(tmp_path, 'CASES = [case("c", "g", lambda x: x, [torch.ones(1)], ref="a.b")]\n')
    assert collect([path]).by_name["c"].ref == "a.b"


def _fingerprint_in_subprocess(path):
    code = ("import json,sys; from capgrid.collect import collect; "
            f"print(json.dumps([c.fingerprint for c in collect([{path!r}]).cases]))")
    env = {**os.environ, "PYTHONPATH": PYTHON_DIR}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_fingerprint_stable_across_processes_and_sensitive_to_values(tmp_path):
    path = write(tmp_path, """
        class Cfg:
            pass
        CASES = [case("c", "g", lambda x, cfg=None: x + 1, [torch.arange(4.0)],
                      {"cfg": Cfg()}),
                 case("m", "g", torch.nn.ReLU(), [torch.ones(2)])]
    """)
    here = [c.fingerprint for c in collect([path]).cases]
    assert _fingerprint_in_subprocess(path) == here
    base = case("c", "g", torch.relu, [torch.arange(4.0)])
    changed = case("c", "g", torch.relu, [torch.arange(4.0) + 1])
    assert fingerprint(base, "torch.relu") != fingerprint(changed, "torch.relu")
    assert fingerprint(base, "torch.relu") != fingerprint(
        case("c", "g", torch.relu, [torch.arange(4.0)], atol=1e-3), "torch.relu")
    pool3 = case("p", "g", torch.nn.MaxPool1d(3), [torch.ones(1, 1, 6)])
    pool2 = case("p", "g", torch.nn.MaxPool1d(2), [torch.ones(1, 1, 6)])
    assert fingerprint(pool3, "q") != fingerprint(pool2, "q")


def test_inputs_from_identifies_computed_inputs_by_recipe_shape_and_dtype():
    """Inputs a library computed (a parent model's forward) differ in their last bits between
    CPUs: with ``inputs_from`` the fingerprint holds the recipe, shapes and dtypes, so two
    machines agree; without it the values count, as for every earlier case."""
    x = torch.linspace(0, 1, 12).reshape(3, 4)
    last_bit = x.clone()
    last_bit.view(torch.int32)[0, 1] += 1  # one ulp: what another CPU's kernel may give
    recipe = "the inputs Parent's forward passes its first Block"

    def fp(t, **kw):
        return fingerprint(case("c", "g", torch.relu, [t], **kw), "torch.relu")

    assert fp(x) != fp(last_bit)
    assert fp(x, inputs_from=recipe) == fp(last_bit, inputs_from=recipe)
    assert fp(x, inputs_from=recipe) not in (fp(x), fp(x, inputs_from=recipe + ", seed 2"))
    assert fp(x, inputs_from=recipe) != fp(x.double(), inputs_from=recipe)  # the dtype
    assert fp(x, inputs_from=recipe) != fp(x[:2], inputs_from=recipe)  # the shape
    assert fp(x, inputs_from=None) == fp(x)  # absent: the fingerprint every capgrid hashed


def test_inputs_from_must_be_text(tmp_path):
    spec = write(tmp_path, "CASES = [case('one', 'g', torch.relu, [torch.zeros(2, 4)],"
                 " inputs_from='')]\n")
    err = error_of([spec])
    assert "case 'one'" in str(err) and "inputs_from must be a non-empty string" in str(err)


def test_pack_may_import_its_sibling_helpers(tmp_path):
    (tmp_path / "helpers_for_capgrid_test.py").write_text(
        "import torch\nX = torch.ones(2)\n")
    path = write(tmp_path, """
        import helpers_for_capgrid_test as h
        CASES = [case("c", "g", torch.relu, [h.X])]
    """)
    assert collect([path]).by_name["c"].case.inputs[0].shape == (2,)


PACK_WITH_A_FUNCTION = textwrap.dedent("""
    import torch
    from capgrid import case

    def doubled(x):
        return 2 * x

    CASES = [case("own.doubled", "own", doubled, [torch.ones(3)])]
""")


def test_a_pack_function_fingerprints_alike_in_two_checkouts(tmp_path, monkeypatch):
    """Fingerprints name a pack's own classes and functions by the pack's stem, so a store made
    in one checkout, or from another working directory, is valid in another."""
    seen = []
    for checkout, cwd in (("one", "one"), ("two", "two"), ("one", ".")):
        packs = tmp_path / checkout / "packs"
        packs.mkdir(parents=True, exist_ok=True)
        (packs / "own.py").write_text(PACK_WITH_A_FUNCTION)
        monkeypatch.chdir(tmp_path / cwd)
        (c,) = collect([str(packs / "own.py")]).cases
        sys.modules.pop(c.case.target.__module__)
        seen.append((c.qual, c.fingerprint))
    assert seen[0][1] == seen[1][1] == seen[2][1]
    assert seen[0][0] != seen[1][0] and seen[0][0].startswith("capgrid_pack_own_")


def test_two_packs_of_one_stem_get_two_modules(tmp_path):
    for checkout in ("a", "b"):
        (tmp_path / checkout).mkdir()
        (tmp_path / checkout / "same.py").write_text(PACK_WITH_A_FUNCTION)
    one = collect([str(tmp_path / "a" / "same.py")]).cases[0]
    two = collect([str(tmp_path / "b" / "same.py")]).cases[0]
    try:
        assert one.case.target.__module__ != two.case.target.__module__
        assert one.case.target.__module__.startswith("capgrid_pack_same_")
        assert one.case.target is not two.case.target
        assert one.fingerprint == two.fingerprint  # the same case, wherever its pack lies
    finally:
        for c in (one, two):
            sys.modules.pop(c.case.target.__module__, None)


# ------------------------------------------------------------------------------ packages


def test_package_keyword_and_package_of_reach_the_inventory(tmp_path):
    path = write(tmp_path, """
        PACKAGE_OF = {"ops": "mylib._ops_impl"}
        X = torch.ones(2)
        CASES = [
            case("ops.relu", "ops", torch.relu, [X]),
            case("ops.exp", "ops.unary", torch.exp, [X], package="mylib.special"),
            case("nn.ReLU", "nn", torch.nn.ReLU(), [X]),
            dict(name="nn.tanh", group="nn", target=torch.tanh, inputs=[X], package="mylib.act"),
            case("ops.gone", "ops", None, [], skip="removed", package="mylib.old"),
        ]
    """)
    locator = LibraryLocator.for_module("torch")
    got = {c.case.name: c.inventory_entry(locator)["package"] for c in collect([path]).cases}
    assert got == {
        "ops.relu": "mylib._ops_impl",  # the pack's mapping, by the group's first component
        "ops.exp": "mylib.special",  # the case's own package wins over the mapping
        "nn.ReLU": "",  # neither: the engine derives it from the library and the group
        "nn.tanh": "mylib.act",  # a plain-dict case may set it too
        "ops.gone": "mylib.old",
    }


def test_package_is_presentation_not_part_of_the_fingerprint(tmp_path):
    body = """
        {mapping}
        X = torch.linspace(0, 1, 6)
        CASES = [
            case("ops.relu", "ops", torch.relu, [X]{extra}),
            case("nn.ReLU", "nn", torch.nn.ReLU(), [X]),
        ]
    """
    plain = write(tmp_path, body.format(mapping="", extra=""), "plain.py")
    placed = write(tmp_path, body.format(mapping='PACKAGE_OF = {"nn": "mylib.layers"}',
                                         extra=', package="mylib.ops_impl"'), "placed.py")
    a, b = collect([plain]), collect([placed])
    assert [c.package for c in a.cases] == ["", ""]
    assert [c.package for c in b.cases] == ["mylib.ops_impl", "mylib.layers"]
    assert [c.fingerprint for c in a.cases] == [c.fingerprint for c in b.cases]
    relu, placed_relu = a.cases[0].case, b.cases[0].case
    assert fingerprint(relu, "torch.relu") == fingerprint(placed_relu, "torch.relu")


@pytest.mark.parametrize(("body", "expected"), [
    ('CASES = [case("c", "g", torch.relu, [torch.ones(1)], package="mylib..ops")]',
     "pack.py:3: case 'c': package must be a dotted Python name such as 'mylib.ops', "
     "not 'mylib..ops'"),
    ('CASES = [case("c", "g", torch.relu, [torch.ones(1)], package="")]',
     "pack.py:3: case 'c': package must be a dotted Python name such as 'mylib.ops', not ''"),
    ('CASES = [case("c", "g", torch.relu, [torch.ones(1)], package=3)]',
     "pack.py:3: case 'c': package must be a dotted Python name such as 'mylib.ops', not 3"),
    ('CASES = [case("c", "g", None, [], skip="gone", package="my-lib")]',
     "pack.py:3: case 'c': package must be a dotted Python name such as 'mylib.ops', "
     "not 'my-lib'"),
    ('PACKAGE_OF = [("g", "mylib.g")]\nCASES = [case("c", "g", torch.relu, [torch.ones(1)])]',
     "pack.py: PACKAGE_OF must be a dict of group first components to packages, not a list"),
    ('PACKAGE_OF = {"g.sub": "mylib.g"}\nCASES = [case("c", "g.sub", torch.relu, [torch.ones(1)])]',
     "pack.py: PACKAGE_OF key 'g.sub' is not a group's first component "
     "(a non-empty string without dots)"),
    ('PACKAGE_OF = {"g": "mylib g"}\nCASES = [case("c", "g", torch.relu, [torch.ones(1)])]',
     "pack.py: PACKAGE_OF['g'] must be a dotted Python name such as 'mylib.ops', not 'mylib g'"),
])
def test_bad_package_is_one_line_naming_file_and_case(tmp_path, body, expected):
    path = write(tmp_path, body + "\n")
    err = error_of([path])
    assert str(err).endswith(expected), str(err)
    assert str(err).startswith(path) or str(err).startswith(os.path.relpath(path))
    if "case '" in expected:
        assert err.case == "c"


def test_package_of_applies_to_its_own_pack_only(tmp_path):
    a = write(tmp_path, 'PACKAGE_OF = {"g": "liba.g_impl"}\n'
              'CASES = [case("a", "g", torch.relu, [torch.ones(1)])]\n', "a.py")
    b = write(tmp_path, 'CASES = [case("b", "g", torch.relu, [torch.ones(1)])]\n', "b.py")
    assert [c.package for c in collect([a, b]).cases] == ["liba.g_impl", ""]


def test_a_subset_pack_may_reexport_a_mapping_some_of_whose_groups_it_lacks(tmp_path):
    path = write(tmp_path, 'PACKAGE_OF = {"g": "lib.g_impl", "h": "lib.h_impl"}\n'
                 'CASES = [case("a", "g", torch.relu, [torch.ones(1)])]\n')
    assert [c.package for c in collect([path]).cases] == ["lib.g_impl"]
