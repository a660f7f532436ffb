"""``capgrid repro``'s worker side: a standalone script for one (case, probe).

The script does what the worker does for that pair and prints the record's status, error and
detail. It runs capgrid's own probe code, not a second copy of it: the source of each module
the probe's job runs (:data:`EMBEDDED`) is written into the script verbatim and loaded there as
the package ``_capgrid_repro``, and the script calls that package's ``run_probe`` (the
worker's). Only the parts of capgrid that a probe never needs for its status (source recording,
the compile cache's hit counts, the data files) are replaced by the stand-ins of
:data:`STAND_INS`. So the script needs torch (and onnx / onnxruntime for the onnx probe) and the
surveyed library, not capgrid.

The case itself: the inputs and kwargs (and a target that is an object rather than a function)
are saved with ``torch.save`` beside the script; a function or class is imported by its
qualified name where that name resolves back to the same object; a lambda or local function is
carried as source when ``inspect`` finds it and it closes over no local variable. When none of
this works (a target or kwarg that only pack code can build) the script imports the pack through
capgrid instead, and its first line says so.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import io
import os
import pickle
import pickletools
import sys
import textwrap
import types

import torch

# The modules the probes' jobs run, as they are loaded into the script: module -> file under
# python/capgrid/. The probe's own module (probes/NAME.py) is added per script.
EMBEDDED = {
    "compare": "compare.py",
    "errors": "errors.py",
    "flatten": "flatten.py",
    "isolation": "isolation.py",
    "stages": "stages.py",  # the records' stage times (job.py and compile.py import it)
    "probes.job": "probes/job.py",
    "timing": "timing.py",  # the speed probe's timing loop
}

# What the script has instead of the capgrid modules a probe needs only for its record's
# bookkeeping (no status, error or detail depends on them).
STAND_INS = {
    "": (
        '"""capgrid\'s probe code, loaded from this script (capgrid repro)."""\n\n\n'
        "def resolve_ref(dotted):\n"
        '    """Stand-in: only source recording (off here) resolves refs."""\n'
        "    return None\n"
    ),
    "data": (
        '"""Stand-in: the job is given its opset and device, so no defaults are read; the speed '
        'variants are data/statuses.json\'s, written in when the script was."""\n\n\n'
        "def worker_options():\n    return {}\n"
    ),
    "dependencies": (
        '"""Stand-in: the script records no sources (the Job runs with record_sources=False)."""'
        "\n\nimport contextlib\n\n\n"
        "class Recorder(contextlib.nullcontext):\n"
        "    def __init__(self, *args, **kwargs):\n        super().__init__()\n\n\n"
        "def paused_in(*args, **kwargs):\n    return contextlib.nullcontext()\n\n\n"
        "def sources_of(files):\n    return {}\n"
    ),
    "compile_cache": (
        '"""Stand-in: the script shares no compile cache and counts no hits."""\n\n\n'
        "def counts():\n    return {}\n"
    ),
    "probes": (
        '"""Stand-in for the probe list: the script has one probe."""\n\n'
        "import importlib\n\n\n"
        "def probe_module(name):\n    return importlib.import_module(__name__ + '.' + name)\n"
    ),
}

PACKAGE = "_capgrid_repro"
_OWN_TOP = ("capgrid", "capgrid_packs", "__main__")


class NotStandalone(Exception):
    """Why a case cannot be rebuilt without its pack (one line)."""


def module_source(rel: str) -> str:
    """The text of python/capgrid/``rel``, as the worker imported it."""
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, rel), encoding="utf-8") as f:
        return f.read()


def sibling_probe_modules(source: str) -> list[str]:
    """The other ``probes/`` modules a probe's source imports (``from . import dynamic``,
    ``from .onnx import providers``), job.py aside (always embedded), in import order."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            names = [node.module] if node.module else [a.name for a in node.names]
            found += [n for n in names if n != "job" and n not in found]
    return found


def embedded_modules(probe: str) -> dict[str, str]:
    """Module name (under the script's package) -> source, in load order: the shared modules,
    the other probe modules the probe imports (the dynamic-batch probes' ``probes/dynamic.py``,
    ``onnx_dynamic``'s ``probes/onnx.py``), then the probe's own."""
    from .data import speed_variants

    mods = dict(STAND_INS)
    mods["data"] += f"\n\ndef speed_variants():\n    return {speed_variants()!r}\n"
    for name, rel in EMBEDDED.items():
        mods[name] = module_source(rel)
    own = module_source(f"probes/{probe}.py")
    # the siblings' own siblings too (onnx_dynamic -> onnx -> dependence), each before the
    # module that imports it
    siblings: list[str] = []
    seen = {probe}

    def add_siblings(source: str) -> None:
        for sibling in sibling_probe_modules(source):
            if sibling not in seen:
                seen.add(sibling)
                text = module_source(f"probes/{sibling}.py")
                add_siblings(text)
                if sibling not in siblings:
                    siblings.append(sibling)
                    mods[f"probes.{sibling}"] = text

    add_siblings(own)
    mods[f"probes.{probe}"] = own
    return mods


def _is_own(module_name: str) -> bool:
    top = module_name.split(".")[0]
    return top.startswith(_OWN_TOP) or top.startswith("capgrid_pack_")


def _lookup(module_name: str, qualname: str):
    obj = importlib.import_module(module_name)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    return obj


def pickled_modules(obj) -> set[str]:
    """The modules whose names a pickle of ``obj`` refers to (what unpickling imports)."""
    data = pickle.dumps(obj, protocol=2)
    found = set()
    for op, arg, _ in pickletools.genops(io.BytesIO(data)):
        if op.name == "GLOBAL":
            found.add(str(arg).split(" ", 1)[0])
    return found


def _check_picklable(what: str, obj) -> set[str]:
    try:
        mods = pickled_modules(obj)
    except Exception as e:
        raise NotStandalone(f"the {what} cannot be pickled ({type(e).__name__}: "
                            f"{str(e).splitlines()[0] if str(e) else ''})") from e
    own = sorted(m for m in mods if _is_own(m))
    if own:
        raise NotStandalone(f"the {what} refers to pack code ({', '.join(own)})")
    return mods


def _importable_name(obj) -> tuple[str, str] | None:
    mod, qual = getattr(obj, "__module__", None), getattr(obj, "__qualname__", None)
    if not isinstance(mod, str) or not isinstance(qual, str) or "<" in qual or _is_own(mod):
        return None
    try:
        return (mod, qual) if _lookup(mod, qual) is obj else None
    except Exception:
        return None


def _function_source(fn) -> str:
    """The source of a lambda (as an expression) or a def, dedented; NotStandalone if none."""
    code = fn.__code__
    try:
        path = inspect.getsourcefile(fn)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        tree = ast.parse(text)
    except Exception as e:
        raise NotStandalone(f"the source of {fn.__qualname__} cannot be read") from e
    want = ast.Lambda if fn.__name__ == "<lambda>" else ast.FunctionDef
    nodes = [n for n in ast.walk(tree) if isinstance(n, want) and n.lineno == code.co_firstlineno
             and (want is ast.Lambda or n.name == fn.__name__)]
    if want is ast.FunctionDef:  # decorators move co_firstlineno to the first decorator
        nodes = nodes or [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)
                          and n.name == fn.__name__ and n.decorator_list
                          and n.decorator_list[0].lineno == code.co_firstlineno]
    if len(nodes) != 1:
        raise NotStandalone(f"the source of {fn.__qualname__} is not one expression of its line")
    node = nodes[0]
    if want is ast.FunctionDef and node.decorator_list:
        raise NotStandalone(f"{fn.__qualname__} is decorated")
    return textwrap.dedent(ast.get_source_segment(text, node, padded=True) or "")


def _global_imports(fn, mods: set[str]) -> list[str]:
    """Import lines for the globals a carried function reads."""
    lines = []
    names = set(fn.__code__.co_names)
    for const in fn.__code__.co_consts:  # nested lambdas and comprehensions
        if isinstance(const, types.CodeType):
            names |= set(const.co_names)
    for name in sorted(names):
        if name not in fn.__globals__:
            continue
        value = fn.__globals__[name]
        if isinstance(value, types.ModuleType):
            if _is_own(value.__name__):
                raise NotStandalone(f"{fn.__qualname__} uses pack module {value.__name__}")
            mods.add(value.__name__)
            lines.append(f"import {value.__name__}" if value.__name__ == name
                         else f"import {value.__name__} as {name}")
            continue
        found = _importable_name(value)
        if found is None:
            raise NotStandalone(f"{fn.__qualname__} reads the global {name!r}, which has no "
                                "import path")
        mods.add(found[0])
        lines.append(_from_import(*found, name))
    return lines


def _from_import(mod: str, qual: str, as_name: str) -> str:
    head, _, last = qual.rpartition(".")
    if head:  # a nested attribute: import the outer object, then take the attribute
        outer = head.split(".")[0]
        rest = qual[len(outer) + 1:]
        return f"from {mod} import {outer} as _outer_{as_name}\n{as_name} = _outer_{as_name}.{rest}"
    return f"from {mod} import {last}" + ("" if last == as_name else f" as {as_name}")


def _by_ref(ref: str | None, target) -> tuple[str, list[str]] | None:
    """(module, import lines) naming ``target`` by the case's ref, when the ref's longest
    importable module prefix and the attributes after it lead back to ``target`` itself
    (``torch.relu``, whose ``__qualname__`` is ``_VariableFunctionsClass.relu``)."""
    parts = (ref or "").split(".")
    for i in range(len(parts) - 1, 0, -1):
        mod = ".".join(parts[:i])
        if _is_own(mod):
            return None
        try:
            obj = importlib.import_module(mod)
            for part in parts[i:]:
                obj = getattr(obj, part)
        except Exception:
            continue
        if obj is target:
            return mod, [f"import {mod}", f"target = {ref}"]
    return None


def target_code(case, mods: set[str], ref: str | None = None) -> tuple[list[str], bool]:
    """(lines that bind ``target``, whether the .pt carries it). Raises NotStandalone."""
    target = case.target
    if inspect.isroutine(target) or isinstance(target, type):
        found = _importable_name(target)
        if found is not None:
            mods.add(found[0])
            return [_from_import(*found, "target")], False
        named = _by_ref(ref or case.ref, target)
        if named is not None:
            mods.add(named[0])
            return named[1], False
    if inspect.isfunction(target):
        if target.__code__.co_freevars:
            raise NotStandalone(f"{target.__qualname__} closes over local variables "
                                f"({', '.join(target.__code__.co_freevars)})")
        mods.add(target.__module__)
        src = _function_source(target)
        lines = _global_imports(target, mods)
        if target.__name__ == "<lambda>":
            return [*lines, f"target = {src.strip()}"], False
        return [*lines, src.rstrip(), f"target = {target.__name__}"], False
    if (inspect.isroutine(target) or isinstance(target, type)) and not inspect.ismethod(target):
        raise NotStandalone(f"the target {getattr(target, '__qualname__', target)!r} has no "
                            "import path")
    # an object (a module, a partial, a bound method): pickled, its class imported by name
    mods |= _check_picklable("target", target)
    kind = type(target)
    return [f"# a {kind.__module__}.{kind.__qualname__}, as the case built it (pickled in the .pt)",
            "target = DATA['target']"], True


def path_entries(mods: set[str]) -> list[str]:
    """The ``sys.path`` directories the modules came from that a fresh interpreter lacks (a
    library beside its pack, as collection puts it on the path): not the interpreter's own
    prefixes (stdlib, site-packages)."""
    prefixes = {os.path.realpath(p) for p in (sys.prefix, sys.base_prefix, sys.exec_prefix)}
    out = []
    for name in sorted(mods):
        mod = sys.modules.get(name.split(".")[0])
        f = getattr(mod, "__file__", None)
        if not f:
            continue
        f = os.path.realpath(f)
        if any(f.startswith(p + os.sep) for p in prefixes):
            continue
        d = os.path.dirname(f)
        if os.path.basename(f) == "__init__.py":
            d = os.path.dirname(d)
        if d not in out:
            out.append(d)
    return out


def _literal(text: str) -> str:
    """``text`` as a readable Python literal: a raw triple-quoted string where that is exact."""
    if "'''" not in text and not text.endswith("\\") and "\r" not in text:
        return "r'''" + text + "'''"
    return repr(text)


LOADER = '''
def _load_capgrid_code():
    """Load capgrid's probe code (the sources below) as the package _capgrid_repro."""
    import linecache

    for name, source in CAPGRID_CODE.items():
        full = PACKAGE + ("." + name if name else "")
        mod = types.ModuleType(full)
        is_package = name in ("", "probes")
        mod.__package__ = full if is_package else full.rpartition(".")[0]
        if is_package:
            mod.__path__ = []
        mod.__file__ = "<capgrid " + (name or "__init__") + ">"
        linecache.cache[mod.__file__] = (len(source), None, source.splitlines(True), mod.__file__)
        sys.modules[full] = mod
        if name:
            parent, _, leaf = full.rpartition(".")
            setattr(sys.modules[parent], leaf, mod)
        exec(compile(source, mod.__file__, "exec"), mod.__dict__)
'''

MAIN = '''
def main():
    _load_capgrid_code()
    job_mod = sys.modules[PACKAGE + ".probes.job"]
    errors = sys.modules[PACKAGE + ".errors"]
    isolation = sys.modules[PACKAGE + ".isolation"]
    collected = types.SimpleNamespace(case=types.SimpleNamespace(**CASE), ref=REF)
    job = job_mod.Job(collected, errors.LibraryLocator.for_module(LIBRARY), OPTIONS,
                      opset=OPSET, device=DEVICE, record_sources=False)
    isolation.reset()
    record = job_mod.run_probe(job, PROBE)
    print("status:", record["status"])
    print("error:", record["error"])
    print("detail:", record["detail"])
    if "-v" in sys.argv[1:] and record.get("chain"):
        print("chain:")
        print(record["chain"])
    return record


if __name__ == "__main__":
    main()
'''


def _header(info: dict) -> list[str]:
    p = info["provenance"]
    return [
        f"# capgrid repro of {info['case']!r}, probe {info['probe']}"
        f" ({info['standalone_line']})",
        f"# regenerate: {info['command']}" if info.get("command") else "# regenerate: (not given)",
        f"# capgrid {p.get('capgrid', '')} | python {p.get('python', '')} | torch "
        f"{p.get('torch', '')} | onnx {p.get('onnx', '')} | onnxruntime "
        f"{p.get('onnxruntime', '')} | onnxscript {p.get('onnxscript', '') or '-'}",
        f"# library {p.get('library', '') or '-'} {p.get('library_version', '')}"
        f" | device {info['device']} | opset {info['opset']}"
        f" | case fingerprint {info['fingerprint']}",
        f"# inputs and kwargs: {os.path.basename(info['data'])}, beside this script "
        "(torch.save); run: python " + os.path.basename(info["script"]) + " [-v]",
    ]


def script_text(collected, probe: str, data_path: str, script_path: str, *, library: str,
                provenance: dict, opset: int, device: str, options: dict | None = None,
                command: str = "", packs: list[str] | None = None) -> tuple[str, dict, str]:
    """(script text, the .pt's payload, why it is not standalone or "")."""
    c = collected.case
    payload = {"inputs": list(c.inputs), "kwargs": dict(c.kwargs)}
    mods: set[str] = set()
    reason = ""
    try:
        mods |= _check_picklable("kwargs", payload["kwargs"])
        mods |= _check_picklable("inputs", payload["inputs"])
        target_lines, carried = target_code(c, mods, collected.ref)
        if carried:
            payload["target"] = c.target
    except NotStandalone as e:
        reason = str(e)
    stem = os.path.basename(data_path)
    packs = [p if p.startswith("builtin:") else os.path.abspath(p) for p in packs or []]
    if reason:
        standalone_line = f"NOT STANDALONE: imports the pack {' '.join(packs)} through " \
                          f"capgrid, because {reason}"
        case_lines = [
            "# The case is rebuilt by its pack, which needs capgrid installed.",
            "from capgrid.collect import collect",
            "",
            f"PACK_CASE = collect({packs!r}).by_name[{c.name!r}].case",
            "target = PACK_CASE.target",
            f"DATA = torch.load(os.path.join(HERE, {stem!r}), weights_only=False)",
            "DATA['kwargs'] = dict(PACK_CASE.kwargs)",
        ]
        payload = {"inputs": list(c.inputs)}
    else:
        standalone_line = "standalone: needs torch and the library, not capgrid"
        extra = path_entries(mods)
        case_lines = []
        if extra:
            case_lines += ["# The library's directory, as capgrid's collection put it on the path.",
                           *[f"sys.path.insert(0, {d!r})" for d in extra]]
        case_lines += [
            f"DATA = torch.load(os.path.join(HERE, {stem!r}), weights_only=False)",
            *target_lines,
        ]
    info = {"case": c.name, "probe": probe, "standalone_line": standalone_line,
            "command": command, "provenance": provenance, "device": device, "opset": opset,
            "fingerprint": collected.fingerprint, "data": data_path, "script": script_path}
    case_dict = (
        "CASE = dict(\n"
        f"    name={c.name!r}, target=target, inputs=tuple(DATA['inputs']),\n"
        f"    kwargs=DATA['kwargs'], method={c.method!r}, check={c.check!r}, atol={c.atol!r},\n"
        f"    rtol={c.rtol!r}, skip={c.skip!r}, defined_at=(),\n)"
    )
    code = "\n".join(f"    {k!r}: {_literal(v)}," for k, v in embedded_modules(probe).items())
    parts = [
        "\n".join(_header(info)),
        "import os\nimport sys\nimport types\n\nimport torch\n",
        "HERE = os.path.dirname(os.path.abspath(__file__))",
        f"PROBE = {probe!r}\nOPSET = {opset!r}\nDEVICE = {device!r}\nLIBRARY = {library!r}\n"
        f"REF = {collected.ref!r}\nOPTIONS = {dict(options or {})!r}",
        "\n# ---------------------------------------------------------------- the case",
        "\n".join(case_lines),
        case_dict,
        "\n# ------------------------------------------------ capgrid's probe code, verbatim",
        f"PACKAGE = {PACKAGE!r}\nCAPGRID_CODE = {{\n{code}\n}}",
        LOADER.strip("\n"),
        MAIN.strip("\n"),
    ]
    return "\n\n".join(parts) + "\n", payload, reason


def write(collected, probe: str, script_path: str, data_path: str, **kw) -> dict:
    """Write the script and its .pt; the ``repro`` reply's fields (docs/protocol.md)."""
    text, payload, reason = script_text(collected, probe, data_path, script_path, **kw)
    for path in (script_path, data_path):
        d = os.path.dirname(os.path.abspath(path))
        os.makedirs(d, exist_ok=True)
    tmp = data_path + ".tmp"
    torch.save(payload, tmp)
    os.replace(tmp, data_path)
    tmp = script_path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, script_path)
    return {"script": script_path, "data": data_path, "standalone": not reason,
            "reason": reason}
