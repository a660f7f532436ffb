"""What a result depends on besides its case: the probe stack and the library source it ran.

docs/protocol.md (version 2) is the contract. Two halves:

* the stack: CPython, torch, onnx, onnxruntime, onnxscript, onnx-ir, numpy and the transitive
  closure of their requirements (``stack_info``), plus capgrid's own package (its probe code is
  versioned by the probe versions instead). A file of the stack is never a recorded source: a
  change there is a change of the stack, which the hello's ``stack_digest`` carries.
* the sources: every other Python file whose code ran for a (case, probe), keyed as
  ``source_key`` says and hashed by ``file_digest``; ``sources_of`` adds, one level deep, the
  files those import names from at module level.

The recorder (``Recorder``) is a ``sys.settrace`` global trace function that only notes each
new frame's file and asks for no line events; the probes switch it on only while library
Python runs (job.py), because it costs about a third of the traced code's time.
"""

from __future__ import annotations

import ast
import contextlib
import functools
import hashlib
import importlib.util
import inspect
import json
import os
import platform
import re
import sys
import sysconfig
import tempfile
from importlib import metadata

from .data import load, probe_stack, target_packages

# The stack's named members: the hello's key -> the distribution's name (data/stack.json).
STACK_NAMED = {p["key"]: p["distribution"] for p in probe_stack()}


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirement_names(dist) -> list[str]:
    """Names of the requirements a plain install of ``dist`` pulls in (no extras)."""
    out = []
    for req in dist.requires or []:
        name, _, marker = req.partition(";")
        if "extra" in marker:
            continue
        m = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", name)
        if m:
            out.append(m.group(1))
    return out


def _distribution(name: str):
    try:
        return metadata.distribution(name)
    except metadata.PackageNotFoundError:
        return None


@functools.cache
def stack_distributions() -> dict:
    """canonical name -> Distribution, for the named members and their requirements' closure
    (the installed ones; a requirement whose marker excludes this interpreter is simply not
    installed)."""
    found: dict = {}
    todo = list(STACK_NAMED.values())
    while todo:
        name = _canonical(todo.pop())
        if name in found or name == "capgrid":
            continue
        dist = _distribution(name)
        if dist is None:
            continue
        found[name] = dist
        todo.extend(_requirement_names(dist))
    return found


def capture_env(environ=None) -> dict:
    """The environment variables that can change a capture (data/stack.json ``capture_env``),
    name -> value, sorted."""
    rule = load("stack.json")["capture_env"]
    prefixes = tuple(rule["prefixes"])
    names = set(rule["names"])
    skip = set(rule["not_capture"])
    env = os.environ if environ is None else environ
    return {k: env[k] for k in sorted(env)
            if (k.startswith(prefixes) or k in names) and k not in skip}


def stack_info(device: str, opset: int, environ=None) -> tuple[dict, str]:
    """(the hello's ``stack``, its ``stack_digest``); ``environ``: the environment whose
    capture variables count (default ``os.environ``)."""
    dists = stack_distributions()
    named = {_canonical(d) for d in STACK_NAMED.values()}
    stack = {"python": platform.python_version(), "interpreter": sys.implementation.name,
             "machine": platform.machine(), "env": capture_env(environ)}
    for key, dist_name in STACK_NAMED.items():
        dist = dists.get(_canonical(dist_name))
        stack[key] = dist.version if dist is not None else ""
    stack["device"] = device
    stack["opset"] = opset
    stack["distributions"] = {name: dists[name].version for name in sorted(dists)
                              if name not in named}
    stack["targets"] = stack_targets()
    return stack, stack_digest(stack)


def stack_targets() -> dict:
    """The installed deployment targets (data/stack.json ``targets``): key -> {"version",
    "distributions"}, the latter the rest of its requirement closure, less what the probe stack
    records already. The engine keeps in a result's stack only the target its probe runs."""
    base = set(stack_distributions())
    out = {}
    for target in target_packages():
        dist = _distribution(target["distribution"])
        if dist is None:
            continue
        closure: dict[str, str] = {}
        todo = _requirement_names(dist)
        while todo:
            name = _canonical(todo.pop())
            if name in base or name in closure or name in ("capgrid", _canonical(dist.name)):
                continue
            req = _distribution(name)
            if req is None:
                continue
            closure[name] = req.version
            todo.extend(_requirement_names(req))
        out[target["key"]] = {"version": dist.version,
                              "distributions": dict(sorted(closure.items()))}
    return out


def stack_digest(stack: dict) -> str:
    """The digest of the stack less its deployment targets: the compile cache's key (inductor's
    code does not depend on them)."""
    stack = {k: v for k, v in stack.items() if k != "targets"}
    canonical = json.dumps(stack, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]


# ------------------------------------------------------------------------------ stack files

# Real paths of the code filenames seen (they are few and stable; realpath is a syscall per
# component).
_real = functools.lru_cache(maxsize=65536)(os.path.realpath)


@functools.cache
def _stack_roots() -> tuple[tuple[str, ...], frozenset]:
    """(directories, single files) that make up the stack, as real paths; the stdlib's
    directories are those of the base interpreter (a venv's ``lib/pythonX.Y`` holds its
    site-packages, which are not the stdlib)."""
    dirs: set[str] = set()
    files: set[str] = set()
    base = {"base": sys.base_prefix, "platbase": sys.base_exec_prefix,
            "installed_base": sys.base_prefix, "installed_platbase": sys.base_exec_prefix}
    paths = sysconfig.get_paths(vars=base)
    for key in ("stdlib", "platstdlib"):
        if paths.get(key):
            dirs.add(os.path.realpath(paths[key]))
            dirs.add(os.path.realpath(os.path.join(paths[key], "lib-dynload")))
    import capgrid

    dirs.add(os.path.realpath(os.path.dirname(capgrid.__file__)))
    for dist in stack_distributions().values():
        tops = set()
        for f in dist.files or []:
            parts = f.parts
            if not parts or parts[0] in ("..", "__pycache__") or parts[0].endswith(
                    (".dist-info", ".egg-info", ".data")):
                continue
            tops.add(parts[0])
        for top in tops:
            where = os.path.realpath(str(dist.locate_file(top)))
            if os.path.isdir(where):
                dirs.add(where)
            elif where.endswith((".py", ".so", ".pyd")):
                files.add(where)
    # A site-packages directory itself is no stack root even if some dist lists a file there.
    return tuple(sorted(d.rstrip(os.sep) + os.sep for d in dirs)), frozenset(files)


@functools.lru_cache(maxsize=65536)
def is_stack_file(path: str) -> bool:
    """True for the stack's files and for code that is no file (``<frozen ...>``, ``<string>``,
    a capgrid wrapper, a file that does not exist)."""
    if not path or path.startswith("<") or not os.path.isabs(path) and not os.path.exists(path):
        return True
    real = _real(path)
    if not os.path.isfile(real):
        return True
    dirs, files = _stack_roots()
    if real in files:
        return True
    if not real.startswith(dirs):
        return False
    # The base interpreter's own site-packages lie below its stdlib: stack only when a stack
    # distribution's directory holds the file.
    if any(f"{os.sep}{s}{os.sep}" in real for s in ("site-packages", "dist-packages")):
        return real.startswith(_stack_dist_dirs())
    return True


@functools.cache
def _stack_dist_dirs() -> tuple[str, ...]:
    dirs, _ = _stack_roots()
    return tuple(d for d in dirs if "site-packages" in d or "dist-packages" in d)


def prime() -> None:
    """Compute the stack's roots and index the imported modules now (the worker does it before
    hello), so that the first probe does not pay for them."""
    _stack_roots()
    _INDEX.module_of(__file__)


# ------------------------------------------------------------------------------ keys, digests


def _entries() -> list[str]:
    cwd = os.getcwd()
    return [os.path.abspath(e) if e else cwd for e in sys.path if isinstance(e, str)]


def source_key(path: str) -> str:
    """``path`` relative to the longest ``sys.path`` entry it lies under (POSIX separators);
    else relative to the cwd when below it; else absolute."""
    p = os.path.abspath(path)
    best = ""
    for entry in _entries():
        e = entry.rstrip(os.sep) + os.sep
        if p.startswith(e) and len(e) > len(best):
            best = e
    if not best:
        cwd = os.getcwd().rstrip(os.sep) + os.sep
        if p.startswith(cwd):
            best = cwd
    rel = p[len(best):] if best else p
    return rel.replace(os.sep, "/")


def resolve_key(key: str) -> str | None:
    """The file a key names here (each ``sys.path`` entry in order, then the cwd; an absolute
    key as is), or None when there is none."""
    native = key.replace("/", os.sep)
    if os.path.isabs(native):
        return native if os.path.isfile(native) else None
    for base in [*_entries(), os.getcwd()]:
        candidate = os.path.join(base, native)
        if os.path.isfile(candidate):
            return candidate
    return None


# ------------------------------------------------------------------------------ absent imports
#
# A library that uses an optional package when it is installed (``try: import torch_scatter``)
# runs other code once it is: a result measured without it depends on its absence. The finder
# below, last on ``sys.meta_path``, sees every import no other finder could satisfy and notes
# the file that asked; ``sources_of`` turns the notes of a result's files into ``import:NAME``
# keys whose digest is ``presence(NAME)``.

IMPORT_KEY = "import:"
DIST_KEY = "dist:"
_ASKED: dict[str, set[str]] = {}  # real path of the importing file -> names not found
_IMPORT_MACHINERY = ("<frozen importlib", os.path.dirname(importlib.util.__file__) + os.sep)


class _AbsentFinder:
    """Finds nothing; notes who asked for what nobody found."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        frame = sys._getframe(1)
        while frame is not None and frame.f_code.co_filename.startswith(_IMPORT_MACHINERY):
            frame = frame.f_back
        if frame is not None:
            _ASKED.setdefault(_real(frame.f_code.co_filename), set()).add(name)
        return None

    @staticmethod
    def invalidate_caches():
        return None


def watch_imports() -> None:
    """Put the absent-import finder last on ``sys.meta_path`` (once; the worker does it before
    it imports a pack, so that a library's module-level optional imports are seen)."""
    if _AbsentFinder not in sys.meta_path:
        sys.meta_path.append(_AbsentFinder)


def presence(name: str) -> str:
    """``"present"`` when ``import NAME`` would find a module now, else ``"absent"``; nothing
    is imported except the parents of a dotted name."""
    parts = name.split(".")
    try:
        for i in range(1, len(parts) + 1):
            if importlib.util.find_spec(".".join(parts[:i])) is None:
                return "absent"
    except (ImportError, ValueError, AttributeError):
        return "absent"
    return "present"


# ------------------------------------------------------------------------------ native code
#
# A distribution with compiled files (an extension module, a library loaded through
# torch.ops.load_library) runs code that no Python frame shows: when a result's files belong to
# one, the result also depends on the ``RECORD`` the installer wrote (every file and its hash:
# it changes with any upgrade, rebuild or reinstall of other files), keyed ``dist:NAME``.

_NATIVE = (".so", ".pyd", ".dylib", ".dll")


@functools.cache
def _packages_distributions() -> dict:
    try:
        return metadata.packages_distributions()
    except Exception:  # a damaged installation must not stop a probe
        return {}


@functools.cache
def _native_dist(name: str):
    """The installed distribution ``name`` when it ships compiled files, else None."""
    dist = _distribution(name)
    if dist is None or not any(str(f).endswith(_NATIVE) for f in dist.files or []):
        return None
    return dist


def _dist_key_of(path: str) -> str | None:
    """``dist:NAME`` for the native distribution whose top-level package holds ``path``."""
    top = source_key(path).split("/", 1)[0]
    top = top[:-3] if top.endswith(".py") else top
    for name in _packages_distributions().get(top, []):
        if _native_dist(name) is not None:
            return DIST_KEY + _canonical(name)
    return None


def dist_digest(name: str) -> str | None:
    """The sha256[:16] of the distribution's RECORD, or None when it is not installed."""
    dist = _distribution(name)
    text = dist.read_text("RECORD") if dist is not None else None
    if text is None:
        return None
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


_DIGESTS: dict = {}


def file_digest(path: str) -> str | None:
    """First 16 hex of the sha256 of the file's bytes (cached by real path, mtime and size), or
    None when it cannot be read."""
    try:
        real = _real(path)
        st = os.stat(real)
    except OSError:
        return None
    stamp = (real, st.st_mtime_ns, st.st_size)
    digest = _DIGESTS.get(stamp)
    if digest is None:
        try:
            with open(real, "rb") as f:
                digest = hashlib.sha256(f.read()).hexdigest()[:16]
        except OSError:
            return None
        _DIGESTS[stamp] = digest
    return digest


def digests(keys) -> dict:
    """The ``digests`` reply: key -> digest of the file it resolves to, or None, or, for a file
    whose directory declares keeps of its earlier digests (capgrid.source_keeps), the list of
    digests it accepts, the current one first; for an ``import:`` key, the name's presence; for
    a ``dist:`` key, the digest of its RECORD."""
    from . import source_keeps

    importlib.invalidate_caches()  # a package installed since the worker started is seen
    out = {}
    for key in keys:
        if key.startswith(IMPORT_KEY):
            out[key] = presence(key[len(IMPORT_KEY):])
        elif key.startswith(DIST_KEY):
            out[key] = dist_digest(key[len(DIST_KEY):])
        else:
            path = resolve_key(key)
            digest = file_digest(path) if path is not None else None
            kept = source_keeps.accepted(path, digest) if digest is not None else [digest]
            out[key] = kept if len(kept) > 1 else digest
    return out


# ------------------------------------------------------------------------------ the recorder

_STACK: list[set] = []  # the active recorders' file sets, innermost last


def _trace(frame, event, arg):
    _STACK[-1].add(frame.f_code.co_filename)


class Recorder:
    """``with Recorder(files):`` adds the file of every Python frame started meanwhile (this
    thread) to ``files``. Nestable (an inner recorder's files also reach the outer one); the
    trace function found on entry is restored on exit. ``enabled=False`` records nothing."""

    def __init__(self, files: set, enabled: bool = True):
        self.files = files
        self.enabled = enabled
        self._previous = None

    def __enter__(self):
        if self.enabled:
            self._previous = sys.gettrace()
            _STACK.append(self.files)
            sys.settrace(_trace)
        return self.files

    def __exit__(self, *exc):
        if self.enabled:
            sys.settrace(self._previous)
            _STACK.pop()
            if _STACK:
                _STACK[-1].update(self.files)
        return False


def _paused(method):
    @functools.wraps(method)
    def paused(*args, **kwargs):
        if sys.gettrace() is not _trace:
            return method(*args, **kwargs)
        sys.settrace(None)
        try:
            return method(*args, **kwargs)
        finally:
            sys.settrace(_trace)

    return paused


@contextlib.contextmanager
def paused_in(methods):
    """While the block runs, the recorder is off inside each ``(class, name)`` method (a plain
    function in the class's own dict; others are left alone) and on again when it returns.
    For torch's dispatch modes under non-strict export: they run the kernel-level Python
    (fake tensors, proxies, meta functions, sympy) of every operator, which is most of the
    export's Python calls and none of the library's."""
    saved = []
    for cls, name in methods:
        method = cls.__dict__.get(name)
        if not inspect.isfunction(method):
            continue
        setattr(cls, name, _paused(method))
        saved.append((cls, name, method))
    try:
        yield
    finally:
        for cls, name, method in reversed(saved):
            setattr(cls, name, method)


# ------------------------------------------------------------------------------ import expansion


def _is_type_checking(test) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _module_level_imports(tree) -> list[tuple[int, str, list[str]]]:
    """(level, module, names) of each module-level import, also inside module-level try, if
    (not ``if TYPE_CHECKING``) and with blocks; not inside functions or classes."""
    out = []

    def walk(stmts):
        for s in stmts:
            if isinstance(s, ast.Import):
                out.extend((0, a.name, []) for a in s.names)
            elif isinstance(s, ast.ImportFrom):
                out.append((s.level or 0, s.module or "", [a.name for a in s.names]))
            elif isinstance(s, ast.If):
                if not _is_type_checking(s.test):
                    walk(s.body)
                walk(s.orelse)
            elif isinstance(s, ast.Try) or type(s).__name__ == "TryStar":
                walk(s.body)
                for h in s.handlers:
                    walk(h.body)
                walk(s.orelse)
                walk(s.finalbody)
            elif isinstance(s, (ast.With, ast.AsyncWith)):
                walk(s.body)

    walk(tree.body)
    return out


_IMPORTS: dict = {}  # (real path, digest) -> module-level imports


def _imports_of(path: str, digest: str):
    key = (_real(path), digest)
    if key not in _IMPORTS:
        try:
            with open(path, "rb") as f:
                tree = ast.parse(f.read(), filename=path)
            _IMPORTS[key] = _module_level_imports(tree)
        except (OSError, SyntaxError, ValueError):
            _IMPORTS[key] = []
    return _IMPORTS[key]


class _ModuleIndex:
    """real file path -> the name of the imported module of that file; modules imported since
    the last look are added (a module's file does not change once imported)."""

    def __init__(self):
        self._seen: set[str] = set()
        self._by_file: dict[str, str] = {}

    def module_of(self, path: str):
        if len(sys.modules) != len(self._seen):
            for name, mod in list(sys.modules.items()):
                if name in self._seen:
                    continue
                self._seen.add(name)
                f = getattr(mod, "__file__", None)
                if isinstance(f, str):
                    self._by_file.setdefault(_real(f), name)
        name = self._by_file.get(_real(path))
        return sys.modules.get(name) if name else None


_INDEX = _ModuleIndex()


def _file_of(module_name: str) -> str | None:
    mod = sys.modules.get(module_name)
    f = getattr(mod, "__file__", None) if mod is not None else None
    return f if isinstance(f, str) else None


_EXPANDED: dict = {}  # (real path, digest) -> imported_files' answer


def imported_files(path: str, digest: str) -> set[str]:
    """The files ``path`` imports names from at module level, resolved through the modules
    already imported (a module-level import has run by the time its module's code does, so
    nothing is imported here): ``from pkg import name`` is ``pkg.name``'s file when that is a
    submodule, else ``pkg``'s; relative imports resolve against the module's package. Cached
    per (file, digest): the first resolution stands for the process."""
    key = (_real(path), digest)
    if key not in _EXPANDED:
        _EXPANDED[key] = frozenset(_resolve_imports(path, digest))
    return set(_EXPANDED[key])


def _resolve_imports(path: str, digest: str) -> set[str]:
    mod = _INDEX.module_of(path)
    package = ""
    if mod is not None:
        package = getattr(mod, "__package__", None) or ""
    out: set[str] = set()
    for level, name, names in _imports_of(path, digest):
        if level:
            parts = package.split(".") if package else []
            if level - 1 > len(parts) or not parts:
                continue
            base = ".".join(parts[: len(parts) - (level - 1)])
            name = f"{base}.{name}" if name else base
        if not names:  # import a.b.c
            f = _file_of(name)
            if f:
                out.add(f)
            continue
        for n in names:
            f = _file_of(f"{name}.{n}") if n != "*" else None
            f = f or _file_of(name)
            if f:
                out.add(f)
    return out


def generated_file(path: str) -> bool:
    """A module written at run time, under no ``sys.path`` entry and not below the cwd, into
    the temporary directory or a compile cache: torch_geometric renders each layer's
    ``propagate`` from a template into ``/tmp/<module>_<class>_propagate_<random>.py``, and
    inductor writes the code it generates (a compiled graph's ``c<hash>.py``) into its cache,
    ``TORCHINDUCTOR_CACHE_DIR`` (capgrid's shared compile cache, below the user's home) or
    ``/tmp/torchinductor_<user>``. As a key such a file names one machine's cache: it is not
    there on another machine, or after the cache is cleared, so every result that ran it would
    be probed again. Its code comes from library files the result records (the generator ran)
    and from the stack, or from a template the library reads as data, which no key covers
    either (docs/store.md "Not in the key")."""
    real = os.path.realpath(path)
    return (real.startswith(_generated_roots())
            and os.path.isabs(source_key(path).replace("/", os.sep)))


def _generated_roots() -> tuple[str, ...]:
    """The temporary directory and the compile caches named in the environment (read each time:
    the worker sets ``TORCHINDUCTOR_CACHE_DIR`` before its first compile)."""
    roots = [_temp_dir()]
    for var in GENERATED_CODE_DIRS:
        d = os.environ.get(var)
        if d:
            roots.append(_real(d).rstrip(os.sep) + os.sep)
    return tuple(roots)


# The environment variables that name where torch writes the code it generates.
GENERATED_CODE_DIRS = ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR")


@functools.cache
def _temp_dir() -> str:
    return os.path.realpath(tempfile.gettempdir()).rstrip(os.sep) + os.sep


def sources_of(files) -> dict:
    """``{key: digest}``: the non-stack files of ``files`` and, one level deep, the non-stack
    files they import names from at module level. One level, not transitive: a package's
    ``__init__`` (kornia's) imports every subpackage, so the closure would be the whole
    library for every case. Generated modules (``generated_file``) are left out."""
    chosen: dict[str, tuple[str, str]] = {}  # real path -> (path as seen, digest)
    for f in files:
        if is_stack_file(f) or generated_file(f):
            continue
        d = file_digest(f)
        if d is None:
            continue
        chosen.setdefault(_real(f), (f, d))
        for g in imported_files(f, d):
            if is_stack_file(g):
                continue
            gd = file_digest(g)
            if gd is not None:
                chosen.setdefault(_real(g), (g, gd))
    out = {source_key(path): d for path, d in chosen.values()}
    for real, (path, _) in chosen.items():
        for name in _ASKED.get(real, ()):
            out.setdefault(IMPORT_KEY + name, presence(name))
        dist = _dist_key_of(path)
        if dist is not None and dist not in out:
            digest = dist_digest(dist[len(DIST_KEY):])
            if digest is not None:
                out[dist] = digest
    return dict(sorted(out.items()))
