"""Census: which public callables of a library does a pack cover?

:func:`coverage` walks a package's public modules, lists every public function and class defined
inside it (each object once, under its shortest public path) and marks the ones some case
targets. ``python -m capgrid.census [--module kornia] [PACK]`` prints the uncovered ones for
humans; the engine's ``capgrid coverage`` command and the worker's ``coverage`` request call
:func:`coverage` directly.

Rules (they decide what "100 % coverage" means, so they are spelled out):

* Modules: the package itself and, recursively, every submodule whose last name component does
  not start with ``_``. A submodule that fails to import is reported as one row of kind
  ``"import-error"`` (never raised); :func:`summary` leaves those rows out of the totals.
* Public names of a module: its ``__all__`` when defined, else every name; either way a name
  starting with ``_`` is private. Only functions, classes and other callables whose
  ``__module__`` is the package or inside it are kept (re-exports of torch or of a sibling
  package are not this package's API).
* Optional dependencies. A public name whose lookup raises ImportError (a lazy attribute that
  imports a missing package) is a row of kind ``"import-error"`` named ``module.name``, like a
  submodule that fails to import. A placeholder that a lazy-import helper left for a missing
  package (MONAI's ``optional_import``: an object any attribute read of which raises
  ImportError) stands for the other package's object, so it is left out, as that object would
  be if the package were installed.
* One row per object (identity), reported under its shortest public path (fewest dots, then
  the object's own ``__name__`` before an alias of it, then shortest, then alphabetical),
  preferring paths in an ancestor of the defining module.
* Aliases: a row's ``aliases`` are its object's public paths under another last name, and the
  thin wrappers of it (capgrid.aliases: a function that warns and calls it with its own
  parameters), which have no row of their own. A case of a wrapper covers the row.
* A case covers the object its ``ref`` names, and the object its ``target`` is: the object
  itself, the class of an instance, the owner of a bound method, the ``func`` of a
  ``functools.partial``. Naming a method (``ref="pkg.Class.method"``, a bound method, or
  ``method=``) covers its class. Skipped cases cover too; a row covered only by skipped cases
  carries their reason in ``skip_reason``.
"""

from __future__ import annotations

import argparse
import enum
import functools
import importlib
import importlib.util
import inspect
import json
import os
import pkgutil
import sys
import warnings
from collections.abc import Iterable
from dataclasses import is_dataclass
from typing import Any

from .aliases import wrapped_callable

__all__ = ["coverage", "load_pack", "summary", "main"]

IMPORT_ERROR = "import-error"


def _in_package(modname: str | None, package: str) -> bool:
    return bool(modname) and (modname == package or modname.startswith(package + "."))


def _walk_modules(package: str) -> tuple[list[Any], dict[str, str]]:
    """Import ``package`` and its public submodules; return (modules, {name: error})."""
    # A census only reads the API; nothing it imports may reach the network.
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    root = importlib.import_module(package)  # a missing root is the caller's error
    modules, errors, seen = [], {}, set()
    stack = [root]
    while stack:
        mod = stack.pop()
        if mod.__name__ in seen:
            continue
        seen.add(mod.__name__)
        modules.append(mod)
        path = getattr(mod, "__path__", None)
        if path is None:
            continue
        for info in sorted(pkgutil.iter_modules(path), key=lambda i: i.name, reverse=True):
            if info.name.startswith("_"):
                continue
            full = f"{mod.__name__}.{info.name}"
            try:
                stack.append(importlib.import_module(full))
            except BaseException as exc:  # noqa: BLE001 - optional submodules may fail any way
                if isinstance(exc, KeyboardInterrupt):
                    raise
                errors[full] = _one_line(exc)
    return modules, errors


def _one_line(exc: BaseException) -> str:
    return (f"{type(exc).__name__}: {exc}".splitlines() or [""])[0][:300]


def _public_names(mod: Any) -> list[str]:
    names = getattr(mod, "__all__", None)
    if names is None:
        names = list(vars(mod))
    # An underscore name stays private even when a module lists it in __all__ (kornia does).
    return [n for n in names if isinstance(n, str) and not n.startswith("_")]


def _kind(obj: Any) -> str | None:
    if inspect.isclass(obj):
        if issubclass(obj, enum.Enum):
            return "enum"
        if issubclass(obj, BaseException):
            return "exception"
        if is_dataclass(obj):
            return "dataclass"
        return "class"
    if inspect.isfunction(obj) or inspect.isbuiltin(obj):
        return "function"
    if callable(obj) and not inspect.ismodule(obj):
        return "callable"
    return None


def _defining_module(obj: Any) -> str | None:
    mod = getattr(obj, "__module__", None)
    if isinstance(mod, str):
        return mod
    return getattr(type(obj), "__module__", None)


def _path_key(path: str, home: str, own_name: str | None) -> tuple:
    # Paths under the defining module's own ancestors come first: a module without __all__
    # "exports" everything it imports, which must not make that module the object's home.
    # At equal depth the object's own name beats an alias (monai.losses.DiceCELoss, not its
    # alias dice_ce; monai.transforms.Flipd, not FlipD or FlipDict).
    module, name = path.rsplit(".", 1)
    return (not _in_package(home, module), path.count("."), name != own_name, len(path), path)


def _is_import_placeholder(obj: Any) -> bool:
    """True for a stand-in that a lazy-import helper returns when the package is missing."""
    if inspect.isclass(obj) or inspect.isroutine(obj) or inspect.ismodule(obj):
        return False
    try:
        getattr(obj, "_capgrid_census_no_such_attribute", None)
    except ImportError:
        return True
    except Exception:  # noqa: BLE001 - any other failure is the object's own business
        return False
    return False


def _inventory(package: str) -> tuple[dict[int, dict], dict[int, Any], dict[str, str],
                                       dict[int, int]]:
    """Return ({id: row}, {id: object}, import errors, {id(thin wrapper): id(its row's object)})
    for the package's public callables."""
    modules, errors = _walk_modules(package)
    rows: dict[int, dict] = {}
    objects: dict[int, Any] = {}
    names: dict[int, set[str]] = {}  # id -> every public path of the object
    for mod in modules:
        for name in _public_names(mod):
            path = f"{mod.__name__}.{name}"
            try:
                with warnings.catch_warnings():  # deprecated aliases warn on access
                    warnings.simplefilter("ignore")
                    obj = getattr(mod, name)
            except ImportError as exc:  # a lazy attribute whose optional package is missing
                errors[path] = _one_line(exc)
                continue
            except Exception:  # noqa: BLE001 - a broken lazy attribute is not API we can list
                continue
            kind = _kind(obj)
            if kind is None or not _in_package(_defining_module(obj), package):
                continue
            if kind == "callable" and _is_import_placeholder(obj):
                continue
            names.setdefault(id(obj), set()).add(path)
            home = _defining_module(obj)
            own = getattr(obj, "__name__", None) if kind != "callable" else None
            row = rows.get(id(obj))
            if row is not None and (_path_key(row["qualname"], home, own)
                                    <= _path_key(path, home, own)):
                continue
            objects[id(obj)] = obj
            rows[id(obj)] = {
                "module": mod.__name__,
                "name": name,
                "qualname": path,
                "kind": kind,
                "covered": False,
                "by": [],
                "skip_reason": "",
            }
    wrappers = _merge_aliases(rows, objects, names)
    return rows, objects, errors, wrappers


def _merge_aliases(rows: dict[int, dict], objects: dict[int, Any],
                   names: dict[int, set[str]]) -> dict[int, int]:
    """Each row's other names (``aliases``): the public paths of the same object under another
    last name, and the thin wrappers of it (capgrid.aliases), whose own rows go. Returns
    {id(wrapper): id(the row's object)}; the wrappers stay in ``objects``, alive."""
    alias_of: dict[int, int] = {}
    for oid, obj in objects.items():
        if rows[oid]["kind"] == "function":
            target = wrapped_callable(obj, objects)
            if target is not None:
                alias_of[oid] = id(target)
    for oid in alias_of:  # a wrapper of a wrapper: the end of the chain
        seen = {oid}
        while alias_of[oid] in alias_of and alias_of[oid] not in seen:
            seen.add(alias_of[oid])
            alias_of[oid] = alias_of[alias_of[oid]]
    for oid, row in rows.items():  # each other last name once, by its shortest path
        own = row["qualname"].rsplit(".", 1)[1]
        best: dict[str, str] = {}
        for p in names.get(oid, ()):
            last = p.rsplit(".", 1)[1]
            if last != own and (last not in best or (p.count("."), len(p), p) <
                                (best[last].count("."), len(best[last]), best[last])):
                best[last] = p
        row["aliases"] = sorted(best.values())
    for oid, target in alias_of.items():
        if target in rows and oid in rows:
            alias = rows.pop(oid)
            rows[target]["aliases"] = sorted({*rows[target]["aliases"], alias["qualname"],
                                              *alias["aliases"]})
    return {oid: target for oid, target in alias_of.items() if target in rows}


def _resolve(ref: str) -> list[Any]:
    """Objects named by a dotted ref: the object, plus its owner class when it is a method."""
    parts = ref.split(".")
    for cut in range(len(parts), 0, -1):
        modname = ".".join(parts[:cut])
        try:
            obj = importlib.import_module(modname)
        except Exception:  # noqa: BLE001 - not a module at this depth; try a shorter prefix
            continue
        chain = [obj]
        try:
            for attr in parts[cut:]:
                obj = getattr(obj, attr)
                chain.append(obj)
        except AttributeError:
            pass  # e.g. an instance attribute named on the class: the owner is still named
        return [c for c in chain[1:] if not inspect.ismodule(c)] or [obj]
    return []


def _targets(target: Any, method: str | None) -> list[Any]:
    """Objects a case target stands for (see the module docstring)."""
    out: list[Any] = []
    seen: set[int] = set()
    todo = [target]
    while todo:
        obj = todo.pop()
        if obj is None or id(obj) in seen:
            continue
        seen.add(id(obj))
        out.append(obj)
        if isinstance(obj, functools.partial):
            todo.append(obj.func)
        elif inspect.ismethod(obj):
            owner = obj.__self__
            todo.append(owner if inspect.isclass(owner) else type(owner))
            todo.append(obj.__func__)
        elif not (inspect.isclass(obj) or inspect.isroutine(obj) or inspect.ismodule(obj)):
            todo.append(type(obj))
    if method and target is not None:
        out.append(target if inspect.isclass(target) else type(target))
    return out


def _case_fields(c: Any) -> dict:
    if isinstance(c, dict):
        return c
    if hasattr(c, "as_dict"):
        return c.as_dict()
    raise TypeError(f"census: a case must be a capgrid.Case or a dict, got {type(c).__name__}")


def coverage(module_name: str, cases: Iterable[Any]) -> list[dict]:
    """One row per public callable of ``module_name`` (see the module docstring for the rules).

    Row keys: module, name, qualname, kind, covered, by (case names), skip_reason. Submodules
    that fail to import add a row of kind ``"import-error"`` whose ``error`` key says why.
    Raises ImportError when ``module_name`` itself cannot be imported.
    """
    rows, objects, errors, wrappers = _inventory(module_name)
    hit: dict[int, list[tuple[str, str | None]]] = {}
    for c in cases:
        f = _case_fields(c)
        name, skip = str(f.get("name", "?")), f.get("skip")
        found: list[Any] = []
        if f.get("ref"):
            found += _resolve(str(f["ref"]))
        found += _targets(f.get("target"), f.get("method"))
        # a case of a thin wrapper covers the callable it wraps
        for oid in {wrappers.get(id(o), id(o)) for o in found} & rows.keys():
            hit.setdefault(oid, []).append((name, skip))
    for oid, row in rows.items():
        by = hit.get(oid, [])
        row["covered"] = bool(by)
        row["by"] = sorted({n for n, _ in by})
        if by and all(s for _, s in by):
            row["skip_reason"] = sorted({str(s) for _, s in by})[0]
    out = sorted(rows.values(), key=lambda r: (r["module"], r["name"]))
    for mod, err in sorted(errors.items()):
        out.append({"module": mod, "name": "", "qualname": mod, "kind": IMPORT_ERROR,
                    "covered": False, "by": [], "skip_reason": "", "error": err})
    del objects  # kept alive until here so ids stay unique while matching
    return out


def summary(rows: list[dict]) -> dict:
    """Totals over callable rows (import-error rows are counted apart)."""
    callables = [r for r in rows if r["kind"] != IMPORT_ERROR]
    covered = sum(r["covered"] for r in callables)
    total = len(callables)
    return {
        "covered": covered,
        "total": total,
        "percent": round(100.0 * covered / total, 1) if total else 100.0,
        "skipped_only": sum(bool(r["skip_reason"]) for r in callables),
        "import_errors": len(rows) - total,
    }


def load_pack(spec: str) -> tuple[list, str | None]:
    """(CASES, LIBRARY) of a pack, imported as ``capgrid run`` imports it
    (:func:`capgrid.collect.load_pack`: ``builtin:NAME``, a ``.py`` file or a pack directory)."""
    from .collect import PackError
    from .collect import load_pack as import_pack

    try:
        mod, _, _ = import_pack(spec)
    except PackError as e:
        raise ValueError(str(e)) from None
    if not isinstance(getattr(mod, "CASES", None), list):
        raise ValueError(f"pack {spec}: no module-level CASES list")
    return mod.CASES, getattr(mod, "LIBRARY", None)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m capgrid.census",
        description="List the public callables of a package that no case of a pack covers.")
    ap.add_argument("pack", nargs="?", default="builtin:kornia",
                    help="builtin:NAME, a pack .py file or a pack directory "
                    "(default builtin:kornia)")
    ap.add_argument("--module", help="package (or subpackage) to census (default: the pack's "
                    "LIBRARY, else kornia)")
    ap.add_argument("--all", action="store_true", help="also list the covered callables")
    ap.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = ap.parse_args(argv)
    try:
        cases, library = load_pack(args.pack)
    except Exception as exc:  # noqa: BLE001 - any failure to load is a bad-input line
        print(f"capgrid.census: cannot load pack {args.pack}: {type(exc).__name__}: {exc}",
              file=sys.stderr)
        return 2
    module = args.module or library or "kornia"
    try:
        rows = coverage(module, cases)
    except ImportError as exc:
        print(f"capgrid.census: --module {module}: cannot import: {exc}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(rows, sys.stdout, indent=1)
        print()
        return 0
    current = None
    for r in rows:
        if r["kind"] == IMPORT_ERROR or (r["covered"] and not args.all):
            continue
        if r["module"] != current:
            current = r["module"]
            print(f"{current}:")
        mark = ("covered (skipped: " + r["skip_reason"] + ")") if r["skip_reason"] else (
            "covered" if r["covered"] else "UNCOVERED")
        print(f"  {r['name']:<40} {r['kind']:<10} {mark}")
    for r in rows:
        if r["kind"] == IMPORT_ERROR:
            print(f"import error: {r['module']}: {r['error']}")
    s = summary(rows)
    print(f"{module}: covered {s['covered']}/{s['total']} ({s['percent']}%)"
          + (f", {s['skipped_only']} by skipped cases only" if s["skipped_only"] else "")
          + (f", {s['import_errors']} submodules or names failed to import"
             if s["import_errors"] else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
