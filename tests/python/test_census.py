"""Tests for capgrid.census: a small real package written to tmp_path, plus kornia itself."""

from __future__ import annotations

import functools
import importlib
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path

import pytest

from capgrid import case
from capgrid.census import coverage, main, summary

FILES = {
    "__init__.py": """
        from .core import Beta, Color, alpha
        from .sub import delta
        __all__ = ["alpha", "Beta", "Color", "delta", "_shy"]
        def _shy():
            pass
    """,
    "core.py": """
        import os
        from dataclasses import dataclass
        from enum import Enum
        from math import sqrt

        def alpha(x):
            return x

        class Beta:
            def run(self, x):
                return x

        class Gamma:
            def run(self, x):
                return x

            @classmethod
            def make(cls):
                return cls()

        class Color(Enum):
            RED = 1

        @dataclass
        class Cfg:
            size: int = 1

        class Oops(Exception):
            pass

        def _private():
            pass
    """,
    "_impl.py": """
        def delta(x):
            return x
    """,
    "sub/__init__.py": """
        from .._impl import delta
        from ..core import alpha
    """,
    "sub/deep.py": """
        from ..core import Gamma

        def epsilon(x):
            return x

        def _zeta(x):
            return x
    """,
    "broken.py": """
        import capgrid_no_such_optional_dependency
    """,
}


@pytest.fixture
def pkg(tmp_path, monkeypatch):
    """Write a fresh uniquely named package and import it for real."""
    name = f"fakepkg_{uuid.uuid4().hex[:8]}"
    for rel, text in FILES.items():
        path = tmp_path / name / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).replace("fakepkg", name))
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    yield name
    for mod in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        del sys.modules[mod]


def _by_qualname(rows):
    return {r["qualname"]: r for r in rows}


def test_inventory_lists_each_public_callable_once_under_its_shortest_path(pkg):
    rows = coverage(pkg, [])
    callables = {q: r for q, r in _by_qualname(rows).items() if r["kind"] != "import-error"}
    assert sorted(callables) == sorted(
        f"{pkg}.{q}"
        for q in ["alpha", "Beta", "Color", "delta", "core.Gamma", "core.Cfg", "core.Oops",
                  "sub.deep.epsilon"]
    )
    assert callables[f"{pkg}.alpha"]["module"] == pkg
    assert callables[f"{pkg}.alpha"]["name"] == "alpha"
    kinds = {q.rsplit(".", 1)[1]: r["kind"] for q, r in callables.items()}
    assert kinds == {"alpha": "function", "Beta": "class", "Color": "enum", "delta": "function",
                     "Gamma": "class", "Cfg": "dataclass", "Oops": "exception",
                     "epsilon": "function"}
    assert not any(r["covered"] or r["by"] or r["skip_reason"] for r in callables.values())


def test_import_error_of_a_submodule_is_a_row_not_a_crash(pkg):
    rows = coverage(pkg, [])
    errors = [r for r in rows if r["kind"] == "import-error"]
    assert [r["module"] for r in errors] == [f"{pkg}.broken"]
    assert "capgrid_no_such_optional_dependency" in errors[0]["error"]
    assert summary(rows) == {"covered": 0, "total": 8, "percent": 0.0, "skipped_only": 0,
                             "import_errors": 1}


def test_every_target_form_covers_its_callable(pkg):
    mod = importlib.import_module(pkg)
    deep = importlib.import_module(f"{pkg}.sub.deep")
    cases = [
        case("alpha[partial]", "g", functools.partial(mod.alpha), []),
        case("Beta.run", "g", mod.Beta().run, []),
        case("Gamma.make", "g", deep.Gamma.make, []),
        case("delta", "g", mod.delta, []),
        {"name": "epsilon[lambda]", "target": lambda x: x, "ref": f"{pkg}.sub.deep.epsilon"},
    ]
    rows = _by_qualname(coverage(pkg, cases))
    assert rows[f"{pkg}.alpha"]["by"] == ["alpha[partial]"]
    assert rows[f"{pkg}.Beta"]["by"] == ["Beta.run"]
    assert rows[f"{pkg}.core.Gamma"]["by"] == ["Gamma.make"]
    assert rows[f"{pkg}.delta"]["by"] == ["delta"]
    assert rows[f"{pkg}.sub.deep.epsilon"]["by"] == ["epsilon[lambda]"]
    assert not rows[f"{pkg}.Color"]["covered"]
    assert summary(list(rows.values()))["covered"] == 5


def test_instances_methods_and_method_refs_cover_their_class(pkg):
    mod = importlib.import_module(pkg)
    cases = [
        case("Beta", "g", mod.Beta(), []),
        case("Gamma.run", "g", lambda x: x, [], ref=f"{pkg}.core.Gamma.run"),
        case("Color", "g", mod.Color.RED, [], skip="an enum"),
    ]
    rows = _by_qualname(coverage(pkg, cases))
    assert rows[f"{pkg}.Beta"]["covered"]
    assert rows[f"{pkg}.core.Gamma"]["by"] == ["Gamma.run"]
    assert rows[f"{pkg}.Color"]["covered"] and rows[f"{pkg}.Color"]["skip_reason"] == "an enum"


def test_skip_reason_only_when_every_covering_case_is_skipped(pkg):
    mod = importlib.import_module(pkg)
    rows = _by_qualname(coverage(pkg, [
        case("alpha", "g", mod.alpha, [], skip="cannot run"),
        case("alpha[2]", "g", mod.alpha, []),
        case("Cfg", "g", None, [], skip="a configuration dataclass", ref=f"{pkg}.core.Cfg"),
    ]))
    assert rows[f"{pkg}.alpha"]["by"] == ["alpha", "alpha[2]"]
    assert rows[f"{pkg}.alpha"]["skip_reason"] == ""
    assert rows[f"{pkg}.core.Cfg"]["skip_reason"] == "a configuration dataclass"
    assert summary(list(rows.values()))["skipped_only"] == 1


def test_unresolvable_refs_and_foreign_targets_cover_nothing(pkg):
    rows = coverage(pkg, [
        case("nope", "g", len, [], ref=f"{pkg}.core.not_there"),
        case("nomod", "g", print, [], ref="capgrid_no_such_module.fn"),
    ])
    assert summary(rows)["covered"] == 0


def test_a_case_of_the_wrong_type_is_refused(pkg):
    with pytest.raises(TypeError, match="capgrid.Case or a dict"):
        coverage(pkg, ["alpha"])


OPTIONAL_FILES = {
    # The patterns of a library with optional dependencies (MONAI's): a placeholder left by a
    # lazy-import helper, a lazy attribute that imports a missing package, aliases of a class.
    "__init__.py": """
        from .losses import DiceLoss, Dice, dice, Flipd, FlipD, FlipDict, wrapped, extra
        __all__ = ["DiceLoss", "Dice", "dice", "Flipd", "FlipD", "FlipDict", "wrapped",
                   "extra", "gone"]

        def __getattr__(name):
            if name == "gone":
                import capgrid_no_such_optional_dependency  # noqa: F401
            raise AttributeError(name)
    """,
    "lazy.py": """
        class _Placeholder:
            def __init__(self, what):
                self._what = what

            def __getattr__(self, name):
                raise ImportError(f"{self._what} is not installed")

            def __call__(self, *args, **kwargs):
                raise ImportError(f"{self._what} is not installed")

        def optional(what):
            return _Placeholder(what)
    """,
    "losses.py": """
        from .lazy import optional

        wrapped = optional("otherpkg.Model")  # a missing package's class, reached lazily
        extra = optional("otherpkg")  # a missing package

        class DiceLoss:
            pass

        Dice = dice = DiceLoss

        class Flipd:
            pass

        FlipD = FlipDict = Flipd
    """,
}


@pytest.fixture
def optpkg(tmp_path, monkeypatch):
    name = f"optpkg_{uuid.uuid4().hex[:8]}"
    for rel, text in OPTIONAL_FILES.items():
        path = tmp_path / name / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    yield name
    for mod in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        del sys.modules[mod]


def test_optional_dependencies_are_rows_or_left_out_never_a_crash(optpkg):
    rows = coverage(optpkg, [])
    errors = [r for r in rows if r["kind"] == "import-error"]
    # the lazy attribute whose package is missing: one row, naming the missing package
    assert [r["qualname"] for r in errors] == [f"{optpkg}.gone"]
    assert "capgrid_no_such_optional_dependency" in errors[0]["error"]
    # the placeholders stand for another package's objects: not this package's API
    callables = sorted(r["qualname"] for r in rows if r["kind"] != "import-error")
    assert callables == [f"{optpkg}.DiceLoss", f"{optpkg}.Flipd", f"{optpkg}.lazy.optional"]
    assert summary(rows)["import_errors"] == 1


def test_an_object_is_named_by_its_own_name_before_an_alias(optpkg):
    mod = importlib.import_module(optpkg)
    rows = _by_qualname(coverage(optpkg, [case("x", "g", mod.dice, []),
                                          case("y", "g", mod.FlipD, [])]))
    # dice and FlipD are shorter or sort first, but they are aliases
    assert rows[f"{optpkg}.DiceLoss"]["by"] == ["x"]
    assert rows[f"{optpkg}.Flipd"]["by"] == ["y"]


def _write_pack(tmp_path: Path, pkg: str) -> Path:
    pack = tmp_path / "mypack.py"
    pack.write_text(textwrap.dedent(f"""
        from capgrid import case
        import {pkg}
        LIBRARY = "{pkg}"
        CASES = [case("alpha", "g", {pkg}.alpha, [])]
    """))
    return pack


def test_cli_prints_uncovered_and_the_total(pkg, tmp_path, capsys):
    assert main([str(_write_pack(tmp_path, pkg))]) == 0
    out = capsys.readouterr().out
    assert f"{pkg}.core:" in out and "Gamma" in out and "UNCOVERED" in out
    assert " alpha " not in out  # covered rows are hidden without --all
    assert f"import error: {pkg}.broken:" in out
    assert out.rstrip().endswith(
        f"{pkg}: covered 1/8 (12.5%), 1 submodules or names failed to import")


def test_cli_bad_input_is_one_line_and_exit_2(pkg, tmp_path, capsys):
    assert main([str(tmp_path / "missing.py")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "missing.py" in err[0]
    assert main([str(_write_pack(tmp_path, pkg)), "--module", "capgrid_no_such_pkg"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--module capgrid_no_such_pkg" in err[0]


def test_cli_runs_as_a_module(pkg, tmp_path):
    env_path = f"{tmp_path}:{Path(__file__).resolve().parents[2] / 'python'}"
    proc = subprocess.run(
        [sys.executable, "-m", "capgrid.census", str(_write_pack(tmp_path, pkg)), "--json"],
        capture_output=True, text=True, env={"PYTHONPATH": env_path}, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert '"qualname": "' + pkg + '.alpha"' in proc.stdout


def test_kornia_augmentation_census():
    pytest.importorskip("kornia")
    import kornia.augmentation as K

    rows = coverage("kornia.augmentation", [
        case("RandomCrop", "augmentation", K.RandomCrop((8, 8)), []),
        case("AutoAugment[p]", "augmentation.auto", None, [], skip="x",
             ref="kornia.augmentation.auto.AutoAugment.forward"),
    ])
    qualnames = [r["qualname"] for r in rows]
    assert len(qualnames) == len(set(qualnames)) > 100
    by = _by_qualname(rows)
    # Defined in a private module, re-exported publicly at several depths: reported once.
    assert by["kornia.augmentation.RandomCrop"]["by"] == ["RandomCrop"]
    assert not any(q.endswith(".RandomCrop") and q != "kornia.augmentation.RandomCrop"
                   for q in qualnames)
    assert by["kornia.augmentation.auto.AutoAugment"]["skip_reason"] == "x"
    assert all(r["qualname"].startswith("kornia.augmentation.") for r in rows)
    assert summary(rows)["covered"] == 2


ALIAS_FILES = {
    "__init__.py": """
        import functools
        import warnings

        from ._ops import real, other_real, deprecation_warning
        __all__ = ["real", "other_real", "old_real", "older_real", "decorated_old",
                   "same_real", "not_an_alias", "keyword_alias"]

        same_real = real  # the same object under another name

        def old_real(x, scale=1.0):
            \"\"\"Deprecated alias.\"\"\"
            warnings.warn("old_real is deprecated", DeprecationWarning)
            return real(x, scale=scale)

        def older_real(*args, **kwargs):
            deprecation_warning("older_real")
            return old_real(*args, **kwargs)  # a wrapper of a wrapper

        @functools.wraps(other_real)
        def decorated_old(*args, **kwargs):
            return other_real(*args, **kwargs)

        def not_an_alias(x):
            warnings.warn("changes the value", UserWarning)
            return real(x * 2)  # not only its parameters passed on: a function of its own

        def keyword_alias(x):
            return real(x)  # no warning: a function of its own
    """,
    "_ops.py": """
        def real(x, scale=1.0):
            return x * scale

        def other_real(x):
            return x

        def deprecation_warning(name):
            pass
    """,
}


@pytest.fixture
def aliaspkg(tmp_path, monkeypatch):
    name = f"aliaspkg_{uuid.uuid4().hex[:8]}"
    for rel, text in ALIAS_FILES.items():
        path = tmp_path / name / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    yield name
    for mod in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        del sys.modules[mod]


def test_aliases_are_one_row_listing_the_other_names(aliaspkg):
    mod = importlib.import_module(aliaspkg)
    rows = _by_qualname(coverage(aliaspkg, [case("via_old", "g", mod.older_real,
                                                 [__import__("torch").ones(1)])]))
    p = aliaspkg
    assert sorted(rows) == [f"{p}.keyword_alias", f"{p}.not_an_alias", f"{p}.other_real",
                            f"{p}.real"]
    assert rows[f"{p}.real"]["aliases"] == [f"{p}.old_real", f"{p}.older_real", f"{p}.same_real"]
    assert rows[f"{p}.other_real"]["aliases"] == [f"{p}.decorated_old"]
    assert rows[f"{p}.not_an_alias"]["aliases"] == []
    # a case of a wrapper covers the callable it wraps
    assert rows[f"{p}.real"]["by"] == ["via_old"]
    assert not rows[f"{p}.not_an_alias"]["covered"]
