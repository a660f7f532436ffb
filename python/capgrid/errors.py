"""Root causes of probe failures: the error line, the full chain and the library frames.

The error line is ``"Outer <- Root: first line"`` when the exception chain has a deeper root and
``"Type: first line"`` otherwise. Library frames are found by path: a frame belongs to the
surveyed library when its file lies under the library package's own directory (taken from the
imported module's ``__file__``), whatever the checkout or site-packages directory is called.
"""

from __future__ import annotations

import os
import traceback

CHAIN_KEEP = 4000  # characters of the full chain kept, from the end
PIECE_KEEP = 2000  # characters of each exception's message in the chain
FIRST_LINE_KEEP = 240
FRAMES_KEEP = 6


def exception_chain(exc: BaseException) -> list[BaseException]:
    """The chain from ``exc`` to its root: ``__cause__`` first, else an unsuppressed
    ``__context__``, else the ``inner_exception`` an exception carries (dynamo's
    ``BackendCompilerFailed`` holds the backend's error there and is raised ``from None``)."""
    chain: list[BaseException] = []
    seen: set[int] = set()
    cur: BaseException | None = exc
    while cur is not None and id(cur) not in seen:
        seen.add(id(cur))
        chain.append(cur)
        if cur.__cause__ is not None:
            cur = cur.__cause__
        elif not cur.__suppress_context__ and cur.__context__ is not None:
            cur = cur.__context__
        else:  # "raise ... from None" suppresses the context: it is not the cause
            inner = getattr(cur, "inner_exception", None)
            cur = inner if isinstance(inner, BaseException) else None
    return chain


def first_line(exc: BaseException) -> str:
    for line in str(exc).splitlines():
        if line.strip():
            return line.strip()[:FIRST_LINE_KEEP]
    return ""


def error_string(exc: BaseException) -> str:
    """``"Outer <- Root: first line"`` (or ``"Type: first line"`` for a chain of one)."""
    chain = exception_chain(exc)
    root = chain[-1]
    head = type(root).__name__
    if len(chain) > 1 and type(chain[0]) is not type(root):
        head = f"{type(chain[0]).__name__} <- {head}"
    msg = first_line(root)
    if not msg and len(chain) > 1:
        msg = first_line(chain[0])
    return f"{head}: {msg}" if msg else head


def chain_string(exc: BaseException) -> str:
    """Every exception of the chain, outermost first, last ``CHAIN_KEEP`` characters."""
    pieces = [f"{type(e).__name__}: {str(e)[:PIECE_KEEP]}" for e in exception_chain(exc)]
    return "\n-- caused by --\n".join(pieces)[-CHAIN_KEEP:]


class LibraryLocator:
    """Maps file names to library-relative ``"pkg/sub/file.py"`` paths.

    ``package_dir`` is the library package's directory (``dirname(pkg.__file__)``); paths are
    made relative to its parent, so they start with the package name.
    """

    def __init__(self, package_dir: str | None):
        self.package_dir = os.path.realpath(package_dir) if package_dir else None
        self.root = os.path.dirname(self.package_dir) if self.package_dir else None
        self._cache: dict[str, str | None] = {}

    @classmethod
    def for_module(cls, module_name: str) -> LibraryLocator:
        import importlib

        try:
            mod = importlib.import_module(module_name)
            f = getattr(mod, "__file__", None)
        except Exception:
            f = None
        return cls(os.path.dirname(f) if f else None)

    def relative(self, filename: str) -> str | None:
        """The library-relative path of ``filename``, or None when it is not in the library."""
        if self.package_dir is None or not filename:
            return None
        if filename in self._cache:
            return self._cache[filename]
        real = os.path.realpath(filename)
        rel = None
        if real == self.package_dir or real.startswith(self.package_dir + os.sep):
            rel = os.path.relpath(real, self.root).replace(os.sep, "/")
        self._cache[filename] = rel
        return rel

    def frames(self, exc: BaseException) -> list[str]:
        """Library frames of the whole chain, outermost exception first, deepest six kept.

        Each is ``"pkg/file.py:LINE source"``; duplicates keep their first occurrence.
        """
        out: list[str] = []
        seen: set[str] = set()
        for e in exception_chain(exc):
            for fs in traceback.extract_tb(e.__traceback__):
                rel = self.relative(fs.filename)
                if rel is None:
                    continue
                entry = f"{rel}:{fs.lineno} {(fs.line or '').strip()}".rstrip()
                if entry not in seen:
                    seen.add(entry)
                    out.append(entry)
        return out[-FRAMES_KEEP:]


def where_of(frames: list[str]) -> str:
    """The deepest frame's ``"pkg/file.py:LINE"``, or ``""``."""
    return frames[-1].split(" ", 1)[0] if frames else ""


def failure_fields(exc: BaseException, locator: LibraryLocator) -> dict:
    """The record fields that describe a failure: error, chain, frames, where."""
    frames = locator.frames(exc)
    return {
        "error": error_string(exc),
        "chain": chain_string(exc),
        "frames": frames,
        "where": where_of(frames),
    }
