"""``python -m capgrid.probe_sources``: keep data/probe_sources.json true to the probes' code.

Each probe has a declared version (an integer a stored result is stamped with; a new version makes
that probe's stored results stale) and the digests of every capgrid source file its code runs:
the closure of the capgrid-internal imports of ``capgrid/probes/NAME.py`` (module-level and
function-level ``import``/``from`` statements, read with :mod:`ast`, plus the ``__init__.py`` of
every package on the way). A change to any of those files makes ``check`` fail until someone
chooses, per probe: ``bump`` (the results may differ: version + 1) or ``accept`` (same results:
new digests, same version). docs/probe_versions.md says when to choose which.

``capgrid/__init__.py`` is left out of every closure (EXCLUDED says why). Keys are paths relative
to the directory that holds the ``capgrid`` package (``python/`` of a checkout, site-packages when
installed), with POSIX separators; values are the first 16 hex digits of the file's sha256.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

from . import data

# The directory that holds the capgrid package.
SOURCE_ROOT = Path(__file__).resolve().parent.parent

# Files never listed, with the reason (docs/probe_versions.md repeats it).
EXCLUDED = {
    "capgrid/__init__.py": (
        "the pack-facing API: case() and Case only build the case spec, whose every value "
        "(target, inputs, kwargs, check, atol, rtol, skip) is in the case's fingerprint, and "
        "resolve_ref only serves collection; __version__ changes with every release"),
}

USAGE_HINT = "python -m capgrid.probe_sources"


class TableError(Exception):
    """Bad input (an unreadable table, an unknown probe): one line, exit 2."""


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def _module_file(root: Path, module: str) -> Path | None:
    """The source file of a capgrid module under ``root`` (a package's ``__init__.py``)."""
    base = root.joinpath(*module.split("."))
    if (base / "__init__.py").is_file():
        return base / "__init__.py"
    if base.with_suffix(".py").is_file():
        return base.with_suffix(".py")
    return None


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def _imported_modules(path: Path, module: str) -> set[str]:
    """Every module name an import statement anywhere in the file names (absolute, resolved
    against ``module``), with ``from X import a`` also giving ``X.a`` (``a`` may be a
    submodule); names that are not capgrid modules are dropped by the caller."""
    package = module if _is_package(path) else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_bytes(), filename=str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                if node.level - 1 >= len(parts):
                    continue  # beyond the top-level package: Python would refuse it too
                base = ".".join(parts[: len(parts) - (node.level - 1)])
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names if alias.name != "*")
    return found


def _with_parents(module: str) -> list[str]:
    """``a.b.c`` -> ``a``, ``a.b``, ``a.b.c``: importing a module runs its packages first."""
    parts = module.split(".")
    return [".".join(parts[: i + 1]) for i in range(len(parts))]


def closure(probe: str, root: Path = SOURCE_ROOT) -> list[str]:
    """The capgrid source files probe ``probe``'s code runs, as sorted keys (see the module
    docstring), EXCLUDED left out."""
    start = f"capgrid.probes.{probe}"
    if _module_file(root, start) is None:
        raise TableError(f"probe {probe}: no module {start} under {root}")
    seen: dict[str, Path] = {}
    todo = _with_parents(start)
    while todo:
        module = todo.pop()
        if module in seen or module.split(".")[0] != "capgrid":
            continue
        path = _module_file(root, module)
        if path is None:
            continue  # a name imported from a module, not a module
        seen[module] = path
        for name in _imported_modules(path, module):
            todo.extend(_with_parents(name))
    keys = {p.relative_to(root).as_posix() for p in seen.values()}
    return sorted(keys - EXCLUDED.keys())


def current(probe: str, root: Path = SOURCE_ROOT) -> dict[str, str]:
    """{key: digest} of the files the probe's code runs, as they are now."""
    return {key: digest(root / key) for key in closure(probe, root)}


def read_table(path: Path) -> dict:
    try:
        table = json.loads(path.read_text(encoding="utf-8"))
        probes = table["probes"]
        if not isinstance(probes, dict):
            raise TypeError("probes is not an object")
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise TableError(f"{path}: not a probe sources table ({e})") from e
    return table


def write_table(path: Path, table: dict) -> None:
    """The whole file at once (temp file + fsync + rename), sorted keys, 2-space indent."""
    text = json.dumps(table, sort_keys=True, indent=2, ensure_ascii=False) + "\n"
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def problems(table: dict, probes: tuple[str, ...], root: Path = SOURCE_ROOT) -> list[str]:
    """One line per difference between the table and the code; empty when they agree."""
    lines = []
    entries = table["probes"]
    for name in sorted(entries.keys() - set(probes)):
        lines.append(f"{name}: in the table but not a probe of data/statuses.json: "
                     f"'{USAGE_HINT} accept' of any probe drops it")
    for name in probes:
        choose = (f"'{USAGE_HINT} bump {name}' if {name}'s results may change, "
                  f"else '{USAGE_HINT} accept {name}'")
        entry = entries.get(name)
        if entry is None:
            lines.append(f"{name}: a probe with no entry: {choose}")
            continue
        version = entry.get("version")
        if type(version) is not int or version < 1:
            lines.append(f"{name}: version {version!r} is not an integer >= 1: fix it by hand")
        recorded = entry.get("files", {})
        now = current(name, root)
        for key in sorted(recorded.keys() | now.keys()):
            if key not in now:
                what = "is no longer run by this probe"
            elif key not in recorded:
                what = "is new in this probe's code"
            elif recorded[key] != now[key]:
                what = "changed"
            else:
                continue
            lines.append(f"{name}: {key} {what}: {choose}")
    return lines


def parse_keep_unless(items: list[str]) -> dict:
    """``FIELD=JSON`` pairs (``graphs=0``) -> ``{field: value}``; a value that is not JSON is
    taken as a string."""
    out = {}
    for item in items:
        field, eq, value = item.partition("=")
        if not eq or not field.strip():
            raise TableError(f"--keep-unless {item!r}: expected FIELD=VALUE (for example graphs=0)")
        try:
            out[field.strip()] = json.loads(value)
        except ValueError:
            out[field.strip()] = value
    return out


def update(table: dict, names: list[str], probes: tuple[str, ...], bump: bool,
           root: Path = SOURCE_ROOT, keep_unless: dict | None = None) -> dict:
    """The table with ``names``' digests recorded anew (and their versions + 1 when ``bump``);
    entries of probes that no longer exist are dropped. A bump with ``keep_unless`` declares the
    results of the previous version valid unless their record has one of those field values
    (``keeps``, appended to the declarations of the bumps before it, so that a result several
    versions old is kept when every bump since declared it kept); an empty ``keep_unless``
    (``--keep-all``) keeps every result of the previous version (a bump that only adds record
    fields); a bump without it drops the chain; accept keeps it."""
    if keep_unless is not None and not bump:
        raise TableError("--keep-unless and --keep-all go with bump (accept keeps every result "
                         "anyway)")
    unknown = [n for n in names if n not in probes]
    if unknown:
        raise TableError(f"unknown probe {unknown[0]!r} (probes: {', '.join(probes)})")
    entries = {k: v for k, v in table["probes"].items() if k in probes}
    for name in names:
        old = entries.get(name, {}).get("version", 0)
        if type(old) is not int or old < 0:
            raise TableError(f"probe {name}: recorded version {old!r} is not an integer")
        if keep_unless is not None and old < 1:
            raise TableError(f"--keep-unless: probe {name} has no previous version to keep")
        entry = {"version": old + 1 if bump else max(old, 1), "files": current(name, root)}
        if bump and keep_unless is not None:
            chain = entries.get(name, {}).get("keeps", [])
            entry["keeps"] = [*chain, {"from": old, "unless": keep_unless}]
        elif not bump and "keeps" in entries.get(name, {}):
            entry["keeps"] = entries[name]["keeps"]
        entries[name] = entry
    return {**table, "probes": entries}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog=USAGE_HINT, description="check or update data/probe_sources.json "
        "(docs/probe_versions.md)")
    parser.add_argument("command", nargs="?", default="check", choices=("check", "bump", "accept"),
                        help="check (default): the table matches the code; bump PROBE...: "
                        "version + 1 and the new digests; accept PROBE...: the new digests, "
                        "same version")
    parser.add_argument("probes", nargs="*", metavar="PROBE")
    parser.add_argument("--keep-unless", action="append", default=[], metavar="FIELD=VALUE",
                        help="with bump: the previous version's results stay valid unless their "
                        "record's FIELD equals VALUE (JSON; repeat for more fields)")
    parser.add_argument("--keep-all", action="store_true",
                        help="with bump: every result of the previous version stays valid (the "
                        "new version only adds fields to the record; its results lack them)")
    parser.add_argument("--table", type=Path, help="the table (default: capgrid's own)")
    parser.add_argument("--root", type=Path, default=SOURCE_ROOT,
                        help="the directory holding the capgrid package (default: this one's)")
    args = parser.parse_args(argv)
    try:
        path = args.table or data.path("probe_sources.json")
        probes = data.probe_names()
        table = read_table(path)
        if args.command == "check":
            if args.probes:
                raise TableError("check takes no probe names")
            lines = problems(table, probes, args.root)
            for line in lines:
                print(line)
            if lines:
                return 1
            print(f"{path}: up to date ({len(probes)} probes)")
            return 0
        if not args.probes:
            raise TableError(f"{args.command} needs the probes to record "
                             f"(probes: {', '.join(probes)})")
        if args.keep_all and args.keep_unless:
            raise TableError("--keep-all and --keep-unless: choose one")
        keep = {} if args.keep_all else (parse_keep_unless(args.keep_unless) or None)
        write_table(path, update(table, args.probes, probes, args.command == "bump", args.root,
                                 keep))
        for name in args.probes:
            version = read_table(path)["probes"][name]["version"]
            print(f"{name}: version {version}, digests recorded in {path}")
        return 0
    except (TableError, FileNotFoundError, SyntaxError) as e:
        print(f"{USAGE_HINT}: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
