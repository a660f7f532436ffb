"""Root causes: the error line, the chain and library frames found by the library's location."""

import importlib
import sys
import textwrap

import pytest

from capgrid.errors import LibraryLocator, chain_string, error_string, failure_fields


@pytest.fixture
def fake_library(tmp_path, monkeypatch):
    # A real package in a checkout directory with an arbitrary name (not "<lib>/<lib>/").
    root = tmp_path / "some-checkout-dir" / "src"
    pkg = root / "mylib"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "ops.py").write_text(textwrap.dedent("""
        def inner(x):
            raise ValueError("bad value\\nsecond line")

        def outer(x):
            try:
                inner(x)
            except ValueError as e:
                raise RuntimeError("wrapped") from e
    """))
    monkeypatch.syspath_prepend(str(root))
    yield importlib.import_module("mylib.sub.ops")
    for name in [m for m in sys.modules if m == "mylib" or m.startswith("mylib.")]:
        del sys.modules[name]


def test_chain_and_frames(fake_library):
    with pytest.raises(RuntimeError) as info:
        fake_library.outer(1)
    exc = info.value
    assert error_string(exc) == "RuntimeError <- ValueError: bad value"
    fields = failure_fields(exc, LibraryLocator.for_module("mylib"))
    assert fields["frames"] == ['mylib/sub/ops.py:9 raise RuntimeError("wrapped") from e',
                                "mylib/sub/ops.py:7 inner(x)",
                                'mylib/sub/ops.py:3 raise ValueError("bad value\\nsecond line")']
    assert fields["where"] == "mylib/sub/ops.py:3"
    assert "RuntimeError: wrapped\n-- caused by --\nValueError: bad value" in fields["chain"]


def test_single_exception_has_no_stray_space():
    try:
        raise KeyError("k")
    except KeyError as e:
        assert error_string(e) == "KeyError: 'k'"


def test_implicit_context_is_followed_and_chain_is_bounded():
    try:
        try:
            raise TypeError("x" * 10000)
        except TypeError:
            raise OSError("while handling") from None
    except OSError as e:
        assert error_string(e) == "OSError: while handling"  # suppressed context: no root
    try:
        try:
            raise TypeError("x" * 10000)
        except TypeError:
            raise OSError("while handling")  # noqa: B904 - the implicit context is the point
    except OSError as e:
        assert error_string(e).startswith("OSError <- TypeError: xxx")
        assert len(error_string(e)) < 300
        chain = chain_string(e)
        assert chain.startswith("OSError: while handling\n-- caused by --\nTypeError: xxx")
        assert len(chain) == len("OSError: while handling\n-- caused by --\nTypeError: ") + 2000
    deep = ValueError("y" * 3000)
    for i in range(3):
        try:
            raise RuntimeError(f"level {i} " + "z" * 3000) from deep
        except RuntimeError as e:
            deep = e
    assert len(chain_string(deep)) == 4000 and chain_string(deep).endswith("y" * 100)


def test_a_backend_error_under_torch_compile_is_the_root():
    """dynamo raises BackendCompilerFailed from None and keeps the backend's error in
    inner_exception: that error is the root, not the wrapper's first line."""
    import torch

    def backend(gm, example_inputs):
        raise ValueError("the backend's own error")

    try:
        torch.compile(lambda x: x.sin() + 1, backend=backend)(torch.ones(2))
    except Exception as e:
        assert error_string(e) == "BackendCompilerFailed <- ValueError: the backend's own error"
        assert chain_string(e).endswith("ValueError: the backend's own error")
    else:
        raise AssertionError("the backend's error did not reach the caller")


def test_frames_outside_library_are_ignored():
    loc = LibraryLocator.for_module("no_such_module_anywhere")
    try:
        raise ValueError("v")
    except ValueError as e:
        assert loc.frames(e) == []
