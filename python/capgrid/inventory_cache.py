"""The worker's inventory cache: answer ``inventory`` without importing the packs when nothing
they imported has changed (docs/protocol.md, "Inventory cache").

Collecting a big pack (builtin:kornia: thousands of cases, each constructing modules and tensors
and hashing them) costs tens of seconds, and a rerun with nothing left to do needs only hello,
the inventory and a ``digests`` answer. After a worker has collected its packs it writes
``<root>/inventory/<key>.json`` (atomically: a temp file, then a rename), where ``<root>`` is the
engine's ``CAPGRID_COMPILE_CACHE``, else ``$XDG_CACHE_HOME/capgrid``, else ``~/.cache/capgrid``.

The key is a digest of what collection depends on besides the packs' own code: the pack specs as
given, the working directory, ``sys.executable`` and ``sys.path``, capgrid's version, the stack
(Python's version and the installed versions of torch, onnx, onnxruntime, onnxscript, onnx-ir and
numpy, read from importlib.metadata) and torch's thread count. The entry records the sha256[:16]
of every file whose module was imported while the packs were collected (outside the stdlib and
those six packages), of the pack files, and of capgrid's own loaded modules. An entry is used
only when every recorded file still has its digest; a missing file invalidates it.

A worker started from an entry imports and collects the packs when a request needs them (a
``job``, ``coverage``) and checks that the collected inventory equals the cached one, which the
engine has planned with; when it does not, the entry is dropped and the request is refused with
an ``error`` of kind ``pack`` (exit status 2). An entry never changes a result, it only skips
work. ``CAPGRID_INVENTORY_CACHE=0`` turns the cache off (reads and writes).

What the key cannot see: files a pack reads without importing them (data files), and
environment variables a pack consults. Such a pack's inventory is cached as if they did not
change; set ``CAPGRID_INVENTORY_CACHE=0`` for it.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import sys
import sysconfig
import tempfile

from .data import probe_stack

ENV = "CAPGRID_INVENTORY_CACHE"
FORMAT = 1
# The probe stack (data/stack.json): its distributions' versions key a cached inventory, and its
# packages' files are not the library's.
STACK_DISTRIBUTIONS = tuple(p["distribution"] for p in probe_stack())
STACK_PACKAGES = tuple(p["key"] for p in probe_stack())


def _log(message: str) -> None:
    print(f"capgrid.worker: inventory cache: {message}", file=sys.stderr, flush=True)


def enabled() -> bool:
    return os.environ.get(ENV, "1") != "0"


def cache_root() -> str:
    """The engine's compile cache root, else ``$XDG_CACHE_HOME/capgrid`` or ``~/.cache/capgrid``
    (the engine's own default, src/config.cc)."""
    from .compile_cache import ROOT_ENV

    root = os.environ.get(ROOT_ENV)
    if root:
        return os.path.abspath(root)
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = xdg if xdg and os.path.isabs(xdg) else os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "capgrid")


def file_digest(path: str) -> str | None:
    """sha256[:16] of the file's bytes, or None when it cannot be read."""
    try:
        with open(path, "rb") as f:
            return hashlib.file_digest(f, "sha256").hexdigest()[:16]
    except OSError:
        return None


def key_inputs(specs: list[str]) -> dict:
    """Everything besides the packs' imported files that collection depends on."""
    from importlib import metadata

    import torch

    import capgrid

    versions = {}
    for name in STACK_DISTRIBUTIONS:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = None
    return {"format": FORMAT, "packs": list(specs), "cwd": os.path.realpath(os.getcwd()),
            "executable": sys.executable, "sys_path": list(sys.path),
            "capgrid": capgrid.__version__, "python": platform.python_version(),
            "stack": versions, "torch_threads": torch.get_num_threads()}


def entry_path(key: dict) -> str:
    text = json.dumps(key, sort_keys=True, separators=(",", ":"))
    name = hashlib.sha256(text.encode()).hexdigest()[:16]
    return os.path.join(cache_root(), "inventory", f"{name}.json")


def _excluded_roots() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(stdlib directories, the stack packages' directories), real paths."""
    import importlib.util

    paths = sysconfig.get_paths()
    stdlib = {os.path.realpath(paths[k]) for k in ("stdlib", "platstdlib") if paths.get(k)}
    packages = set()
    for name in STACK_PACKAGES:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            spec = None
        for location in (spec.submodule_search_locations or []) if spec else []:
            packages.add(os.path.realpath(location))
    return tuple(sorted(stdlib)), tuple(sorted(packages))


def _below(path: str, root: str) -> bool:
    return path == root or path.startswith(root + os.sep)


def module_files(modules) -> set[str]:
    """Real paths of the files of ``modules`` outside the stdlib and the stack packages."""
    stdlib, packages = _excluded_roots()
    out = set()
    for mod in modules:
        f = getattr(mod, "__file__", None)
        if not isinstance(f, str) or not f:
            continue
        real = os.path.realpath(f)
        if any(_below(real, p) for p in packages):
            continue
        in_stdlib = [s for s in stdlib if _below(real, s)]
        if in_stdlib:
            parts = os.path.relpath(real, in_stdlib[0]).split(os.sep)
            if "site-packages" not in parts and "dist-packages" not in parts:
                continue
        out.add(real)
    return out


def _pack_files(specs: list[str]) -> set[str]:
    """The files the specs name (a pack file, a pack directory's __init__.py, a builtin pack's
    package file)."""
    import importlib.util

    from .collect import BUILTIN_PACKAGE

    out = set()
    for spec in specs:
        if spec.startswith("builtin:"):
            try:
                found = importlib.util.find_spec(f"{BUILTIN_PACKAGE}.{spec[len('builtin:'):]}")
            except (ImportError, ValueError):
                found = None
            if found is not None and found.has_location and found.origin:
                out.add(os.path.realpath(found.origin))
        elif os.path.isdir(spec):
            out.add(os.path.realpath(os.path.join(spec, "__init__.py")))
        else:
            out.add(os.path.realpath(spec))
    return out


def library_dir(library: str) -> str | None:
    """The library's directory as ``LibraryLocator.for_module`` finds it (``dirname`` of the
    top-level module's file), from ``find_spec`` so that the library is not imported."""
    import importlib.util

    try:
        spec = importlib.util.find_spec(library.split(".")[0])
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.has_location or not spec.origin:
        return None
    return os.path.dirname(spec.origin)


def library_version(library: str, fallback: str) -> str:
    """The worker's ``library_version`` (the distribution's version, else the module's
    ``__version__``), without importing the library: ``fallback`` is the value recorded when the
    packs were collected."""
    from importlib import metadata

    try:
        return metadata.version(library)
    except metadata.PackageNotFoundError:
        mod = sys.modules.get(library)
        return str(getattr(mod, "__version__", "")) if mod else fallback


class Packs:
    """The worker's packs: collected, or an inventory from the cache with the collection deferred
    to the first request that needs the cases (:meth:`collected`)."""

    def __init__(self, specs, collection=None, entry=None, path=None):
        self.specs = list(specs)
        self._collection = collection
        self._entry = entry
        self._path = path
        self.library = collection.library if collection is not None else entry["library"]
        self._inventory = None if collection is not None else entry["cases"]

    @classmethod
    def open(cls, specs) -> Packs:
        """From the cache when an entry is valid, else collected (and cached). Raises
        :class:`capgrid.collect.PackError` as ``collect`` does."""
        from .collect import collect

        if not enabled():
            _log(f"off ({ENV}=0); collecting")
            return cls(specs, collection=collect(specs))
        key = key_inputs(specs)
        path = entry_path(key)
        entry = _valid_entry(path, key)
        if entry is not None:
            for p in entry["sys_path_added"]:  # what collection appends (the packs' directories)
                if p not in sys.path:
                    sys.path.append(p)
            return cls(specs, entry=entry, path=path)
        before = set(sys.modules)
        path_before = list(sys.path)
        capgrid_files = module_files(m for n, m in list(sys.modules.items())
                                     if n == "capgrid" or n.startswith("capgrid."))
        collection = collect(specs)
        packs = cls(specs, collection=collection)
        added = module_files(m for n, m in list(sys.modules.items()) if n not in before)
        files = added | _pack_files(specs) | capgrid_files
        _write(path, key, files, packs, [p for p in sys.path if p not in path_before])
        return packs

    def locator(self):
        from .errors import LibraryLocator

        if self._collection is not None:
            return LibraryLocator.for_module(self.library)
        return LibraryLocator(library_dir(self.library))

    def library_version(self) -> str:
        fallback = self._entry["library_version"] if self._entry else ""
        return library_version(self.library, fallback)

    def inventory(self, locator) -> list[dict]:
        if self._inventory is None:
            self._inventory = [c.inventory_entry(locator) for c in self._collection.cases]
        return self._inventory

    def collected(self, locator):
        """The collection; a cached worker collects now and refuses (PackError) when the
        inventory it finds is not the cached one the engine planned with."""
        from .collect import PackError, collect

        if self._collection is not None:
            return self._collection
        collection = collect(self.specs)
        cases = [c.inventory_entry(locator) for c in collection.cases]
        cached = self._entry["cases"]
        if cases != cached or collection.library != self.library:
            pairs = zip(cases, cached, strict=False)
            differ = next((a.get("name", "") for a, b in pairs if a != b), "")
            _log(f"the packs' inventory differs from {self._path}; entry dropped")
            try:
                os.unlink(self._path)
            except OSError:
                pass
            raise PackError("", self._mismatch(collection, differ), differ)
        self._collection = collection
        return collection

    def _mismatch(self, collection, differ: str) -> str:
        """The one line for an inventory that is not the cached one. When a file the packs
        import changed since the entry was checked, running again helps; when none did, the pack
        itself builds other values on every import and running again cannot help: the line
        names the case and the value part that differs and what to do."""
        packs = " ".join(self.specs)
        changed = next((f for f, d in self._entry["files"].items() if file_digest(f) != d), None)
        what = f" (case '{differ}')" if differ else ""
        if changed is not None:
            return (f"{packs}: the pack changed while the run started ({changed}): its inventory"
                    f"{what} is not the one the engine planned with; run again")
        now = collection.by_name.get(differ)
        before = self._entry.get("parts", {}).get(differ, {})
        part = next((k for k, v in (now.parts if now else {}).items() if before.get(k) != v),
                    None)
        if now is None or part is None:
            return (f"{packs}: two collections of the pack in one run disagree{what}, though "
                    "no file it imports changed: make the pack build the same cases on every "
                    "import")
        return (f"{now.file}:{now.line}: case '{differ}': {part} differs between two collections "
                "of the pack in one run, though no file it imports changed: it is built from "
                "something that changes on every import (the clock, a file outside the pack, a "
                "generator other than torch's, Python's and numpy's global ones, which capgrid "
                "seeds before each import); build it from fixed values or a seeded generator")


def _valid_entry(path: str, key: dict) -> dict | None:
    try:
        with open(path, encoding="utf-8") as f:
            entry = json.load(f)
    except FileNotFoundError:
        _log(f"no entry {path}; collecting")
        return None
    except (OSError, ValueError) as e:
        _log(f"unreadable entry {path} ({e}); collecting")
        return None
    if not isinstance(entry, dict) or entry.get("key") != key:
        _log(f"entry {path} is for another key; collecting")
        return None
    shape = {"files": dict, "library": str, "library_version": str, "sys_path_added": list,
             "cases": list}
    if any(not isinstance(entry.get(k), t) for k, t in shape.items()):
        _log(f"entry {path} is not in this worker's format; collecting")
        return None
    for file, digest in entry["files"].items():
        if file_digest(file) != digest:
            _log(f"{file} changed or is gone; collecting")
            return None
    _log(f"inventory from {path} ({len(entry['files'])} files unchanged)")
    return entry


def _write(path: str, key: dict, files: set[str], packs: Packs, sys_path_added) -> None:
    digests = {f: file_digest(f) for f in sorted(files)}
    missing = [f for f, d in digests.items() if d is None]
    if missing:
        _log(f"not written: {missing[0]} cannot be read")
        return
    locator = packs.locator()
    entry = {"key": key, "files": digests, "library": packs.library,
             "library_version": library_version(packs.library, ""),
             "sys_path_added": sys_path_added, "cases": packs.inventory(locator),
             # each case's value parts (collect.fingerprint_parts), to name what differs when a
             # later collection disagrees (Packs._mismatch)
             "parts": {c.case.name: c.parts for c in packs._collection.cases}}
    directory = os.path.dirname(path)
    try:
        os.makedirs(directory, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=".inventory-", suffix=".tmp", dir=directory)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(entry, f, sort_keys=True, separators=(",", ":"))
            os.replace(temp, path)
        except BaseException:
            try:
                os.unlink(temp)
            except OSError:
                pass
            raise
    except OSError as e:
        _log(f"not written: {path}: {e.strerror or e}")
        return
    _log(f"wrote {path} ({len(digests)} files)")
