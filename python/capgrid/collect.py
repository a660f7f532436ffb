"""Pack collection: load pack files, check their cases, describe each case for the engine.

A pack is any Python file with a module-level ``CASES`` list (of :func:`capgrid.case` results,
or of plain dicts with the same keys, as Kornia's case files build them), a directory whose
``__init__.py`` has ``CASES``, or ``builtin:NAME`` (the package ``capgrid_packs.NAME``, shipped
in capgrid's wheel beside the ``capgrid`` package). Checking happens here, not at registration:
every problem is one line naming the file and the case. A pack may also define ``LIBRARY`` (the
library it surveys), ``PACKAGE_OF`` (see :func:`package_of`) and ``FINGERPRINT_RENAMES`` (see
:func:`capgrid.fingerprint.fingerprint`).
"""

from __future__ import annotations

import ast
import collections
import dataclasses
import functools
import hashlib
import importlib
import importlib.util
import inspect
import os
import random
import re
import sys
from collections.abc import Mapping

import torch

from . import Case, resolve_ref
from .fingerprint import (
    FingerprintError,
    fingerprint_parts,
    owner_and_attr,
    qualified_name,
    renamed,
)

# Built-in packs are top-level packages of their own, outside the worker package: a pack is a
# client of the public capgrid API like any third-party pack, and the tree shows where it starts.
BUILTIN_PACKAGE = "capgrid_packs"
CASE_KEYS = {f.name for f in dataclasses.fields(Case)} - {"defined_at"}
REQUIRED_KEYS = {"name", "group", "target", "inputs"}


class PackError(Exception):
    """A pack cannot be collected; ``str(self)`` is the one-line message for the user."""

    def __init__(self, file: str, message: str, case: str = ""):
        super().__init__(message)
        self.file = file
        self.case = case

    def as_message(self) -> dict:
        return {"type": "error", "kind": "pack", "file": self.file, "case": self.case,
                "message": str(self)}


def display_path(path: str) -> str:
    """``path`` relative to the working directory when it lies below it."""
    real = os.path.realpath(path)
    cwd = os.path.realpath(os.getcwd())
    if real.startswith(cwd + os.sep):
        return os.path.relpath(real, cwd)
    return path


@dataclasses.dataclass
class Collected:
    """One checked case with everything the engine needs to know about it."""

    case: Case
    pack: str  # the pack spec it came from, as given on the command line
    file: str  # the file that registered it (display form)
    line: int  # its line there (0 when unknown)
    ref: str
    qual: str  # qualified name used in the fingerprint ("" when none)
    fingerprint: str
    package: str = ""  # the case's package=, else the pack's PACKAGE_OF entry, else ""
    parts: dict[str, str] = dataclasses.field(default_factory=dict)  # fingerprint_parts' digests
    _source: str | None = None

    def inventory_entry(self, locator) -> dict:
        c = self.case
        if self._source is None:
            # The ref names what the case surveys; the target may be a pack's own wrapper.
            found = resolve_ref(self.ref) if self.ref else None
            self._source = (source_of(found, None, locator) if found is not None else "") or (
                source_of(c.target, c.method, locator) if c.target is not None else "")
        return {
            "name": c.name,
            "group": c.group,
            "package": self.package,
            "fingerprint": self.fingerprint,
            "ref": self.ref,
            "source": self._source,
            "note": c.note,
            "check": bool(c.check),
            "skip": c.skip,
            "tags": list(c.tags),
            "method": c.method,
            "inputs": [list(t.shape) for t in c.inputs],
            "input_dtypes": [str(t.dtype).replace("torch.", "") for t in c.inputs],
            "pack": self.pack,
        }


@dataclasses.dataclass
class Collection:
    cases: list[Collected]
    packs: list[str]
    library: str

    def __post_init__(self):
        self.by_name = {c.case.name: c for c in self.cases}


# ------------------------------------------------------------------------------ loading

# The seed of torch's, Python's and numpy's global generators when a pack is imported.
COLLECTION_SEED = 0


def seed_generators(seed: int = COLLECTION_SEED) -> None:
    """Seed the global generators a pack may draw from at import time (``torch.randn``,
    ``random.random``, ``numpy.random.rand``), so that every worker of a run collects the same
    inputs and module weights: the engine plans with one worker's inventory and the others must
    agree with it (docs/protocol.md "Inventory cache")."""
    random.seed(seed)
    torch.manual_seed(seed)
    try:
        import numpy
    except ImportError:
        return
    numpy.random.seed(seed)


def _module_name_for(path: str) -> str:
    """``capgrid_pack_<stem>_<hash of the real path>``: unique per pack file in a process. The
    hash never reaches a fingerprint (:data:`capgrid.fingerprint._PACK_MODULE`), so
    fingerprints are the same in every checkout and from every working directory."""
    stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(path.rstrip("/")))[0])
    digest = hashlib.sha1(os.path.realpath(path).encode()).hexdigest()[:8]
    return f"capgrid_pack_{stem}_{digest}"


def _exec_module(name: str, init_file: str, shown: str, package_dir: str | None):
    if name in sys.modules:
        return sys.modules[name]
    kwargs = {"submodule_search_locations": [package_dir]} if package_dir else {}
    spec = importlib.util.spec_from_file_location(name, init_file, **kwargs)
    if spec is None or spec.loader is None:
        raise PackError(shown, f"{shown}: cannot be loaded as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    # Sibling helpers (``import harness``) resolve as they do when the file is run as a script;
    # appended, so a pack directory never shadows an installed package.
    here = os.path.dirname(os.path.realpath(package_dir or init_file))
    if here not in sys.path:
        sys.path.append(here)
    try:
        spec.loader.exec_module(module)
    except BaseException as e:
        sys.modules.pop(name, None)
        raise PackError(shown, _import_error_line(shown, e)) from e
    return module


def _import_error_line(shown: str, e: BaseException) -> str:
    if isinstance(e, SyntaxError):
        where = display_path(e.filename) if e.filename else shown
        return f"{where}:{e.lineno}: SyntaxError: {e.msg}"
    msg = str(e).strip().splitlines()[0] if str(e).strip() else ""
    return f"{shown}: {type(e).__name__} at import: {msg}".rstrip(": ")


def load_pack(spec: str):
    """Import one pack; returns (module, shown file, directory that counts as the pack's)."""
    if spec.startswith("builtin:"):
        name = spec[len("builtin:"):]
        if not re.fullmatch(r"[A-Za-z_]\w*", name):
            raise PackError(spec, f"{spec}: not a valid builtin pack name")
        modname = f"{BUILTIN_PACKAGE}.{name}"
        try:
            found = importlib.util.find_spec(modname)
        except ModuleNotFoundError:  # no capgrid_packs at all (a partial install)
            found = None
        if found is None:
            raise PackError(spec, f"{spec}: no such builtin pack ({modname})")
        try:
            module = importlib.import_module(modname)
        except BaseException as e:
            raise PackError(spec, _import_error_line(spec, e)) from e
        f = module.__file__ or ""
        pkg_dir = os.path.dirname(f) if f.endswith("__init__.py") else None
        return module, spec, pkg_dir
    shown = spec
    if os.path.isdir(spec):
        init = os.path.join(spec, "__init__.py")
        if not os.path.isfile(init):
            raise PackError(shown, f"{shown}: a pack directory needs an __init__.py with CASES")
        d = os.path.realpath(spec)
        return _exec_module(_module_name_for(spec), init, shown, d), shown, d
    if not os.path.isfile(spec):
        raise PackError(shown, f"{shown}: no such pack file")
    return _exec_module(_module_name_for(spec), spec, shown, None), shown, None


# ------------------------------------------------------------------------------ checking


def _definition_site(case: Case, pack_file: str, pack_dir: str | None) -> tuple[str, int]:
    """The (file, line) in the pack where the case was registered.

    A pack may build its cases through helper functions (``_kit.skipped(...)``): the line
    that matters is the module-level statement of a case file, so the innermost pack frame
    running module code wins, then the innermost pack frame at all.
    """
    pack_real = os.path.realpath(pack_file)

    def in_pack(f):
        real = os.path.realpath(f)
        return real == pack_real or bool(pack_dir and real.startswith(pack_dir + os.sep))

    sites = [s for s in case.defined_at if in_pack(s[0])]
    for site in sites:
        if len(site) > 2 and site[2] == "<module>":
            return display_path(site[0]), site[1]
    if sites:
        return display_path(sites[0][0]), sites[0][1]
    return display_path(pack_file) if os.path.exists(pack_file) else pack_file, 0


@functools.lru_cache(maxsize=256)
def _string_lines(path: str) -> dict[str, int]:
    """First line of each string constant in a file (to place cases given as plain dicts)."""
    try:
        tree = ast.parse(open(path, encoding="utf-8").read())
    except (OSError, SyntaxError, ValueError):
        return {}
    out: dict[str, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value not in out or node.lineno < out[node.value]:
                out[node.value] = node.lineno
    return out


def _as_case(entry, shown: str, index: int) -> Case:
    if isinstance(entry, Case):
        return entry
    if isinstance(entry, Mapping):
        label = entry.get("name", f"#{index}")
        unknown = sorted(set(entry) - CASE_KEYS)
        if unknown:
            raise PackError(shown, f"{shown}: case '{label}': unknown keys {unknown}", str(label))
        missing = sorted(REQUIRED_KEYS - set(entry))
        if missing:
            raise PackError(shown, f"{shown}: case '{label}': missing keys {missing}", str(label))
        d = dict(entry)
        d["inputs"] = tuple(d["inputs"]) if isinstance(d["inputs"], (list, tuple)) else d["inputs"]
        d["tags"] = tuple(d.get("tags") or ())
        d["kwargs"] = dict(d.get("kwargs") or {})
        return Case(**d)
    raise PackError(shown, f"{shown}: CASES[{index}] is a {type(entry).__name__}, "
                    "not a case() result or a dict")


def _check(case: Case, where: str) -> None:
    """Raise PackError for the first problem with ``case``; ``where`` names file:line."""
    name = case.name
    if not isinstance(name, str) or not name.strip():
        raise PackError(where, f"{where}: a case has no name ({name!r})", str(name))

    def bad(msg):
        return PackError(where, f"{where}: case '{name}': {msg}", name)

    if not isinstance(case.group, str) or not case.group.strip():
        raise bad("empty group")
    if case.package is not None and not is_dotted_name(case.package):
        raise bad(f"package must be a dotted Python name such as 'mylib.ops', "
                  f"not {case.package!r}")
    if case.skip is not None:
        if not isinstance(case.skip, str) or not case.skip.strip():
            raise bad("skip must be a non-empty reason string or None")
        return  # never run: its target and inputs may be placeholders (Kornia's skipped cases)
    if not isinstance(case.inputs, tuple):
        raise bad(f"inputs must be a list of tensors, not {type(case.inputs).__name__}")
    for i, t in enumerate(case.inputs):
        if not isinstance(t, torch.Tensor):
            raise bad(f"input {i} is a {type(t).__name__}, not a tensor "
                      "(put it in kwargs or wrap the target)")
    if not isinstance(case.kwargs, Mapping):
        raise bad(f"kwargs must be a dict, not {type(case.kwargs).__name__}")
    if case.method is None and not (callable(case.target)
                                    or isinstance(case.target, torch.nn.Module)):
        raise bad(f"target {type(case.target).__name__} is not callable")
    if case.method is not None:  # an object whose method is called need not be callable itself
        method = getattr(case.target, case.method, None) if isinstance(case.method, str) else None
        if not callable(method):
            raise bad(f"target has no callable method {case.method!r}")
    problem = dynamic_problem(case.dynamic, case.inputs)
    if problem:
        raise bad(f"dynamic: {problem}")
    if case.inputs_from is not None and not (
            isinstance(case.inputs_from, str) and case.inputs_from.strip()):
        raise bad(f"inputs_from must be a non-empty string, not {case.inputs_from!r}")


def dynamic_problem(dynamic, inputs) -> str:
    """What is wrong with a case's ``dynamic=`` (``""`` when nothing): None, False, or a dict
    ``{input_index: {dim: "name"}}`` whose inputs and dimensions exist, whose names are Python
    identifiers, whose sizes are at least 2 (exporters specialise 0 and 1) and agree per name."""
    if dynamic is None or dynamic is False:
        return ""
    if not isinstance(dynamic, Mapping) or not dynamic:
        return (f"must be None, False or a non-empty dict {{input_index: {{dim: 'name'}}}}, "
                f"not {dynamic!r}")
    sizes: dict[str, tuple[int, int, int]] = {}
    for index, dims in dynamic.items():
        if type(index) is not int or not 0 <= index < len(inputs):
            return f"{index!r} is not an input index (the case has {len(inputs)} inputs)"
        if not isinstance(dims, Mapping) or not dims:
            return f"input {index}: expected a non-empty dict {{dim: 'name'}}, not {dims!r}"
        for dim, name in dims.items():
            ndim = inputs[index].dim()
            if type(dim) is not int or not -ndim <= dim < ndim:
                return f"input {index} has {ndim} dimensions, {dim!r} is not one of them"
            if not isinstance(name, str) or not name.isidentifier():
                return f"input {index} dim {dim}: the name must be an identifier, not {name!r}"
            size = int(inputs[index].shape[dim])
            if size < 2:
                return (f"input {index} dim {dim} ('{name}') has size {size}; a dynamic "
                        "dimension needs size >= 2 in the case's inputs")
            first = sizes.setdefault(name, (index, dim % ndim, size))
            if first[2] != size:
                return (f"'{name}' is input {first[0]} dim {first[1]} of size {first[2]} and "
                        f"input {index} dim {dim} of size {size}: one name, one size")
    return ""


# ------------------------------------------------------------------------------ naming


def is_dotted_name(value) -> bool:
    """``value`` is a dotted path of Python identifiers (``mylib``, ``mylib._ops_impl``)."""
    return isinstance(value, str) and all(p.isidentifier() for p in value.split("."))


def package_of(module, shown: str) -> dict[str, str]:
    """The pack's ``PACKAGE_OF`` (``{}`` when it defines none), checked.

    It maps a group's first component to the package the rows of that group are filed under
    (``{"ops": "mylib._ops_impl"}``), for a library whose groups are not named after its
    subpackages. Collection resolves it into each case's ``package`` (a case's own ``package=``
    wins), so the run's provenance does not change. A key no group of the pack starts with is
    ignored: a pack that re-exports a subset of another's cases re-exports its mapping whole.
    """
    value = getattr(module, "PACKAGE_OF", None)
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise PackError(shown, f"{shown}: PACKAGE_OF must be a dict of group first components to "
                        f"packages, not a {type(value).__name__}")
    for key, package in value.items():
        if not isinstance(key, str) or not key or "." in key:
            raise PackError(shown, f"{shown}: PACKAGE_OF key {key!r} is not a group's first "
                            "component (a non-empty string without dots)")
        if not is_dotted_name(package):
            raise PackError(shown, f"{shown}: PACKAGE_OF[{key!r}] must be a dotted Python name "
                            f"such as 'mylib.ops', not {package!r}")
    return dict(value)


def infer_ref(target, method) -> str:
    """The shortest importable dotted name that yields the target (``""`` when none)."""
    obj, attr = owner_and_attr(target, method)
    mod = getattr(obj, "__module__", None)
    qn = getattr(obj, "__qualname__", None)
    if not isinstance(mod, str) or not isinstance(qn, str) or "<" in qn or mod.startswith(
        "capgrid_pack_"
    ):
        return ""
    parts = mod.split(".")
    names = [qn]
    short = getattr(obj, "__name__", None)
    if isinstance(short, str) and short != qn:  # builtins: torch.relu is "_VariableFunctions..."
        names.append(short)
    for name in names:
        for i in range(1, len(parts) + 1):
            candidate = ".".join(parts[:i] + [name])
            if resolve_ref(candidate) is obj:
                return candidate + (f".{attr}" if attr else "")
    return ""


@functools.lru_cache(maxsize=512)
def _class_lines(path: str) -> dict[str, int]:
    """qualname -> line of every class and function defined in a file."""
    try:
        tree = ast.parse(open(path, encoding="utf-8").read())
    except (OSError, SyntaxError, ValueError):
        return {}
    out: dict[str, int] = {}

    def walk(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                qn = prefix + child.name
                line = child.decorator_list[0].lineno if child.decorator_list else child.lineno
                out.setdefault(qn, line)
                walk(child, qn + ("." if isinstance(child, ast.ClassDef) else ".<locals>."))

    walk(tree, "")
    return out


def source_of(target, method, locator) -> str:
    """``"pkg/file.py:LINE"`` of the target's definition (library-relative when in it)."""
    if isinstance(target, property) and target.fget is not None:
        target = target.fget
    elif isinstance(target, functools.cached_property):
        target = target.func
    obj, attr = owner_and_attr(target, method)
    if attr and isinstance(obj, type):
        obj = getattr(obj, attr, obj)
    obj = inspect.unwrap(obj) if callable(obj) else obj
    obj = getattr(obj, "__func__", obj)
    try:
        path = inspect.getsourcefile(obj)
    except TypeError:
        return ""
    if not path:
        return ""
    line = 0
    code = getattr(obj, "__code__", None)
    if code is not None:
        line = code.co_firstlineno
    elif isinstance(obj, type):
        line = _class_lines(path).get(obj.__qualname__, 0)
    rel = locator.relative(path) or display_path(path)
    return f"{rel}:{line}" if line else rel


def fingerprint_renames(module, shown: str) -> dict[str, str]:
    """The pack's ``FINGERPRINT_RENAMES`` (``{}`` when it defines none), checked."""
    value = getattr(module, "FINGERPRINT_RENAMES", None)
    if value is None:
        return {}
    if not isinstance(value, Mapping) or not all(
            isinstance(k, str) and k and isinstance(v, str) and v for k, v in value.items()):
        raise PackError(shown, f"{shown}: FINGERPRINT_RENAMES must map dotted names to dotted "
                        "names (non-empty strings)")
    return dict(value)


# ------------------------------------------------------------------------------ collection


def _guess_library(modules, refs: list[str], targets) -> str:
    for m in modules:
        lib = getattr(m, "LIBRARY", None)
        if isinstance(lib, str) and lib:
            return lib
    tops = [r.split(".")[0] for r in refs if r]
    for t in targets:
        if not tops:
            mod = getattr(t if not isinstance(t, torch.nn.Module) else type(t), "__module__", "")
            if mod and not mod.startswith("capgrid_pack_"):
                tops.append(mod.split(".")[0])
    counted = collections.Counter(x for x in tops if x not in ("builtins", "capgrid"))
    return counted.most_common(1)[0][0] if counted else "torch"


def _case_error(file: str, where: str, case: Case, what: str, e: BaseException) -> PackError:
    """The one-line error for a case that capgrid could not check or describe.

    Such a case stops the collection (exit 2, the store untouched) like any other malformed
    case: recording it under a made-up status would hide a pack bug, and every tensor a case can
    hold has a fingerprint (:func:`capgrid.fingerprint._tensor_digest`), so only values whose
    own methods raise (a tensor subclass, a kwarg whose repr fails) land here.
    """
    if isinstance(e, FingerprintError):
        msg = str(e)
    else:
        first = str(e).strip().splitlines()[0] if str(e).strip() else ""
        msg = f"{type(e).__name__}: {first}".rstrip(": ")
    return PackError(file, f"{where}: case '{case.name}': {what} {msg}", str(case.name))


def _collect_case(case: Case, spec: str, shown: str, pack_file: str, pkg_dir, renames: dict,
                  packages: dict, seen: dict[str, tuple[str, int]]) -> Collected:
    """One case checked, named and fingerprinted; PackError names what is wrong with it."""
    if case.defined_at:
        file, line = _definition_site(case, pack_file, pkg_dir)
    else:
        file = display_path(pack_file)
        line = _string_lines(pack_file).get(case.name, 0) if isinstance(case.name, str) else 0
    where = f"{file}:{line}" if line else file
    try:
        _check(case, where)
    except PackError as e:
        e.file = file
        raise
    except Exception as e:  # a value whose own methods raise: still this case's error
        raise _case_error(file, where, case, "cannot be checked", e) from e
    if case.name in seen:
        ffile, fline = seen[case.name]
        at = f"line {fline}" if ffile == file else f"{ffile}:{fline}"
        raise PackError(file, f"{file}: duplicate case name '{case.name}' "
                        f"(first defined at {at})", case.name)
    seen[case.name] = (file, line)
    try:
        qual = case.ref or renamed(qualified_name(case.target, case.method), renames)
        ref = case.ref if case.ref is not None else infer_ref(case.target, case.method)
        digest, parts = fingerprint_parts(case, qual, renames)
    except FingerprintError as e:
        raise _case_error(file, where, case, "cannot fingerprint", e) from e
    except Exception as e:
        raise _case_error(file, where, case, "cannot be named", e) from e
    package = case.package or packages.get(case.group.split(".")[0], "")
    return Collected(case=case, pack=spec, file=file, line=line, ref=ref, qual=qual,
                     fingerprint=digest, package=package, parts=parts)


def collect(specs: list[str]) -> Collection:
    """Load and check every pack; raise PackError for a pack that cannot be loaded, else for
    every case that cannot be collected together (one line each, naming the file:line of the
    case's registration, the case and, for a value that cannot be described, the input index
    or kwarg name; one such line alone when only one case is bad)."""
    out: list[Collected] = []
    seen: dict[str, tuple[str, int]] = {}
    problems: list[PackError] = []
    modules = []
    for spec in specs:
        seed_generators()
        module, shown, pkg_dir = load_pack(spec)
        modules.append(module)
        pack_file = getattr(module, "__file__", "") or shown
        renames = fingerprint_renames(module, shown)
        packages = package_of(module, shown)
        cases = getattr(module, "CASES", None)
        if not isinstance(cases, (list, tuple)):
            raise PackError(shown, f"{shown}: no module-level CASES list")
        for index, entry in enumerate(cases):
            try:
                collected = _collect_case(_as_case(entry, shown, index), spec, shown, pack_file,
                                          pkg_dir, renames, packages, seen)
            except PackError as e:  # every bad case of the pack is listed, not the first only
                problems.append(e)
                continue
            out.append(collected)
    if len(problems) == 1:
        raise problems[0]
    if problems:
        first = problems[0]
        raise PackError(first.file, f"{len(problems)} cases cannot be collected:\n" +
                        "\n".join(f"  {p}" for p in problems), first.case)
    library = _guess_library(modules, [c.ref for c in out], [c.case.target for c in out])
    return Collection(cases=out, packs=list(specs), library=library)
