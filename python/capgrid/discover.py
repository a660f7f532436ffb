"""Discovery (docs/discovery.md): what the worker program runs for ``capgrid discover``.

``python -m capgrid.worker --discover ... SOURCE...`` (worker.py) serves docs/protocol.md's
process protocol (hello, inventory, job, shutdown) with a :class:`Discovery` in place of packs;
the engine supervises it like a probe worker: each job has the engine's time limit, and a job
that hangs, crashes or runs out of memory is the engine's record, never a crash of discover. A
SOURCE is a module (``kornia``: the docstring examples of its public callables), ``tests:PATH``
(the test files under PATH) or ``signatures:`` (one more item per public function and module
class: a call written from its signature, capgrid.signatures). Its inventory lists one item
per public callable (``examples``: how many ``>>>`` examples its docstrings hold, its methods'
included) and one per test file; a job runs one item's examples, or one test file under
pytest, with the :class:`~capgrid.recorder.Recorder` installed, and its result record holds the
recorded candidates.

As a pytest plugin (``pytest -p capgrid.discover --capgrid-discover kornia
--capgrid-discover-out DIR``) it records while any test suite runs and writes
``DIR/candidates.json`` and the tensors it refers to under ``DIR/tensors/``; ``capgrid discover
--records DIR`` turns that into a pack.
"""

from __future__ import annotations

import doctest
import functools
import inspect
import json
import os
import random
import resource
import sys
import time
from pathlib import Path

PROBE = "discover"
TESTS_PREFIX = "tests:"
# The source that adds one item per public function and torch.nn.Module class: calls written
# from its signature (capgrid.signatures), for what the examples and tests left without a case.
SIGNATURES = "signatures:"
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE | doctest.IGNORE_EXCEPTION_DETAIL


def _one_line(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}"
    return (text.splitlines() or [""])[0][:300]


class _Runner(doctest.DocTestRunner):
    """Runs examples, remembering the first unexpected exception; output is not compared."""

    def __init__(self):
        super().__init__(optionflags=FLAGS, verbose=False)
        self.error = ""

    def report_unexpected_exception(self, out, test, example, exc_info):
        if not self.error:
            self.error = _one_line(exc_info[1])

    def report_failure(self, out, test, example, got):
        pass  # printed values differ run to run (random inputs): only calls matter


def seed_everything() -> None:
    import torch

    torch.manual_seed(0)
    random.seed(0)
    try:
        import numpy

        numpy.random.seed(0)
    except ImportError:
        pass


def test_files(root: str) -> list[str]:
    base = Path(root)
    files = [p for p in base.rglob("*.py")
             if p.name.startswith("test_") or p.name.endswith("_test.py")]
    return sorted(str(p.relative_to(base)) for p in files)


class Discovery:
    """The worker's state: the sources, the recorder, each callable's doctests."""

    def __init__(self, sources: list[str]):
        from .recorder import Recorder

        self.modules = [s for s in sources if not s.startswith((TESTS_PREFIX, SIGNATURES))]
        self.signatures = SIGNATURES in sources
        self.test_roots = [s[len(TESTS_PREFIX):] for s in sources if s.startswith(TESTS_PREFIX)]
        self.recorder = Recorder(self.modules)
        self.doctests: dict[str, list[doctest.DocTest]] = {}
        self.items: list[dict] = []
        self.installed = False

    def collect(self) -> list[dict]:
        """The inventory: found before the recorder wraps anything (doctest skips wrappers)."""
        if self.items:
            return self.items
        finder = doctest.DocTestFinder(exclude_empty=True)
        for row in self.recorder.census():
            tests = []
            # its own examples, and those of the thin wrappers that are it under an old name
            # (census aliases): a call through one is recorded as a call of it
            for obj in [row["object"], *row.get("wrappers", [])]:
                name = row["qualname"] if obj is row["object"] else \
                    f"{obj.__module__}.{obj.__qualname__}"
                try:
                    tests += finder.find(obj, name, module=inspect.getmodule(obj),
                                         globs={}) if row["kind"] in ("function", "class") else []
                except Exception:  # noqa: BLE001 - an object doctest cannot read has no examples
                    pass
            tests = [t for t in tests if t.examples]
            self.doctests[row["qualname"]] = sorted(tests, key=lambda t: (t.name, t.lineno or 0))
            self.items.append({"name": row["qualname"], "group": "docstrings",
                               "kind": row["kind"], "aliases": row.get("aliases", []),
                               "examples": sum(len(t.examples) for t in tests)})
        if self.signatures:
            self.items += [{"name": f"{SIGNATURES}{item['name']}", "group": "signatures",
                            "kind": item["kind"], "examples": 1}
                           for item in list(self.items) if item["kind"] in ("function", "class")]
        for root in self.test_roots:
            for rel in test_files(root):
                self.items.append({"name": f"{TESTS_PREFIX}{rel}", "group": "tests",
                                   "root": root, "examples": 1})
        return self.items

    def run(self, name: str, tensor_dir: str, values: dict | None = None,
            inner_budget_s: float | None = None) -> dict:
        """One job. ``values``: for the signatures phase, a source per parameter name, the value
        recorded calls of other callables gave a parameter of that name (the engine's);
        ``inner_budget_s``: seconds from the job's start after which calls made inside the
        library are no longer written (the engine's share of the job's time limit)."""
        deadline = time.monotonic() + inner_budget_s if inner_budget_s else None
        self.collect()
        rec = self.recorder
        rec.tensor_dir = Path(tensor_dir) if tensor_dir else None
        if not self.installed and not name.startswith(TESTS_PREFIX):
            rec.install()
            self.installed = True
        rec.reset(name)
        rec.new_job()
        seed_everything()
        if name.startswith(TESTS_PREFIX):
            error, found, dropped, tensorless = self._run_tests(name, inner_budget_s)
        else:
            if name.startswith(SIGNATURES):
                error = self._run_signature(name[len(SIGNATURES):], values or {})
            else:
                error = self._run_doctests(name)
            found, dropped = rec.candidates(deadline)
            tensorless = rec.tensorless()
        return {"status": "ok", "error": error, "candidates": found, "dropped": dropped,
                "tensorless": tensorless}

    def job(self, name: str, options: dict) -> dict:
        """One job's record (the protocol's job ``options``: ``tensors``, ``values``,
        ``inner_budget_s``); a job that raises is a record saying so, never the worker's end.
        ``rss_peak_bytes``: the peak resident memory of the process that ran it (this worker,
        or for a test file its pytest child) after the job; ``rss_raised_bytes``: by how much
        the job raised that peak (0 when an earlier job had reached it)."""
        who = resource.RUSAGE_CHILDREN if name.startswith(TESTS_PREFIX) else resource.RUSAGE_SELF
        before = resource.getrusage(who).ru_maxrss * 1024
        try:
            record = self.run(name, str(options.get("tensors", "")), options.get("values"),
                              options.get("inner_budget_s"))
        except Exception as e:  # noqa: BLE001 - the job's failure is its record
            record = {"status": "ok", "error": f"discover: {_one_line(e)}", "candidates": [],
                      "dropped": [], "tensorless": []}
        after = resource.getrusage(who).ru_maxrss * 1024
        return {**record, "rss_peak_bytes": after, "rss_raised_bytes": after - before}

    @functools.cached_property
    def names(self) -> dict:
        """What an example may assume is imported besides its module's own names (a library's
        doctest set-up usually provides them): torch, numpy as np, the library's packages."""
        import importlib

        names = {"torch": importlib.import_module("torch")}
        try:
            names["np"] = importlib.import_module("numpy")
        except ImportError:
            pass
        for module in self.modules:
            top = module.split(".")[0]
            names[top] = importlib.import_module(top)
        return names

    def _run_doctests(self, qualname: str) -> str:
        rec = self.recorder
        runner = _Runner()
        for test in self.doctests.get(qualname, []):
            module = inspect.getmodule(rec.rows[qualname]["object"])
            test.globs = {**self.names, **(vars(module) if module else {})}
            rec.source = f"docstring example of {test.name}"
            rec.active = True
            try:
                runner.run(test, out=lambda _s: None, clear_globs=True)
            finally:
                rec.active = False
        return runner.error

    def _run_signature(self, qualname: str, values: dict) -> str:
        """The first call written from the callable's signature that runs (recorded like an
        example's); "" when one did, else why none did. ``values``: as :meth:`run`."""
        from .signatures import NoCall, calls

        rec = self.recorder
        row = rec.rows[qualname]
        borrowed: list[str] = []
        try:
            trials = calls(qualname, row["object"], row["kind"], values, borrowed)
        except NoCall as e:
            return f"no call from its signature: {e}"
        made = f"a call written from the signature of {qualname}"
        if borrowed:
            made += (f" ({', '.join(borrowed)}: the value recorded calls of other callables "
                     "gave a parameter of that name)")

        def kept() -> int:  # calls of it that become candidates (the recorder keeps no other)
            return sum(1 for c in rec.calls if c.qualname == qualname)

        raised = ""
        for source in trials:
            before = kept()
            rec.source = made
            rec.active = True
            try:
                eval(compile(source, "<signature>", "eval"), dict(self.names))  # noqa: S307
            except Exception as e:  # noqa: BLE001 - a trial that raises tries the next input
                raised = f"{source}: {_one_line(e)}"
                continue
            finally:
                rec.active = False
            if kept() > before:
                return ""
            if not raised:  # it ran but neither took nor gave a tensor: no trial does better
                return (f"no call from its signature: {source} ran, with no tensor argument "
                        "or result")
        return f"no call from its signature ran (the last: {raised})"[:400]

    def _run_tests(self, name: str, inner_budget_s: float | None) -> tuple[str, list, list, list]:
        """One test file under pytest in a child process with this module as its plugin (a
        suite's conftest and module names stay out of this worker); its candidates are taken
        over and its stored tensors moved beside the others."""
        import subprocess
        import tempfile

        item = next(i for i in self.items if i["name"] == name)
        path = str(Path(item["root"]) / name[len(TESTS_PREFIX):])
        rec = self.recorder
        with tempfile.TemporaryDirectory(prefix="capgrid-tests-") as out:
            argv = [sys.executable, "-m", "pytest", path, "-q", "-p", "no:cacheprovider",
                    "-o", "addopts=", "--disable-warnings", "-p", "capgrid.discover",
                    "--capgrid-discover-out", out, "--capgrid-discover-root", item["root"]]
            for module in self.modules:
                argv += ["--capgrid-discover", module]
            if inner_budget_s:
                argv += ["--capgrid-discover-inner-budget", str(inner_budget_s)]
            ran = subprocess.run(argv, cwd=item["root"], stdin=subprocess.DEVNULL,
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                 errors="replace")
            sys.stderr.write(ran.stdout)  # the worker's log keeps pytest's whole report
            code = ran.returncode
            found = Path(out) / "candidates.json"
            if not found.exists():
                return (f"pytest exit status {code}, nothing recorded{_why(ran.stdout)}", [], [],
                        [])
            doc = json.loads(found.read_text())
            for stored in sorted((Path(out) / "tensors").glob("*.pt")):
                if rec.tensor_dir is not None:
                    rec.tensor_dir.mkdir(parents=True, exist_ok=True)
                    target = rec.tensor_dir / stored.name
                    if not target.exists():
                        stored.replace(target)
        error = "" if code in (0, 1, 5) else f"pytest exit status {code}{_why(ran.stdout)}"
        return (error, doc.get("candidates", []), doc.get("dropped", []),
                doc.get("tensorless", []))


def _why(report: str) -> str:
    """The error a pytest run that stopped early ends on, as ": Error: message" (a collection
    error: its summary line's message, else the last ``E`` line), or "" when it names none."""
    lines = [line.rstrip() for line in report.splitlines() if line.strip()]
    for line in reversed(lines):
        if line.startswith("ERROR ") and " - " in line:
            return ": " + line.split(" - ", 1)[1][:300]
    for line in reversed(lines):
        if line.startswith("E  "):
            return ": " + line[1:].strip()[:300]
    return ""


def recording_plugin(recorder, root: Path, deadline: float | None = None):
    """A plugin that records while each test's call phase runs (not its fixtures), under the
    test's id with its file relative to ``root`` (the suite's directory: the same id wherever the
    suite sits). Each test's calls become candidates as soon as it ends, and the recorder lets
    go of them and of the objects they were made on: a suite that builds a large network per
    parametrisation holds one at a time, not all of them. Calls made inside the library are
    written until ``deadline`` (``time.monotonic()``). Built on demand: the worker imports
    pytest only for a tests job."""
    import pytest

    class RecordingPlugin:
        def __init__(self):
            self.found: list[dict] = []
            self.dropped: list[dict] = []

        @pytest.hookimpl(hookwrapper=True)
        def pytest_runtest_call(self, item):
            test = item.nodeid.split("::", 1)[1] if "::" in item.nodeid else item.name
            where = os.path.relpath(str(item.path), str(root))
            recorder.reset(f"test {where}::{test}")
            recorder.active = True
            try:
                yield
            finally:
                recorder.active = False
                found, dropped = recorder.candidates(deadline)
                self.found += found
                self.dropped += dropped
                recorder.reset("")

    return RecordingPlugin()


# ------------------------------------------------------------------------ as a pytest plugin
def pytest_addoption(parser):
    group = parser.getgroup("capgrid", "capgrid discover: record the library's public calls")
    group.addoption("--capgrid-discover", action="append", default=[], metavar="MODULE",
                    help="record calls to MODULE's public callables (repeatable)")
    group.addoption("--capgrid-discover-out", default="capgrid-discovered", metavar="DIR",
                    help="where candidates.json and tensors/ go (default capgrid-discovered)")
    group.addoption("--capgrid-discover-root", default=None, metavar="DIR",
                    help="test files are named relative to DIR (default pytest's rootdir)")
    group.addoption("--capgrid-discover-inner-budget", type=float, default=None, metavar="S",
                    help="write calls made inside the library only in the run's first S "
                         "seconds (default: always)")


def pytest_configure(config):
    modules = config.getoption("--capgrid-discover", default=[])
    if not modules or config.pluginmanager.has_plugin("capgrid-recording"):
        return
    from .recorder import Recorder

    out = Path(config.getoption("--capgrid-discover-out"))
    rec = Recorder(modules, out / "tensors")
    rec.install()
    root = Path(config.getoption("--capgrid-discover-root") or config.rootpath)
    budget = config.getoption("--capgrid-discover-inner-budget")
    plugin = recording_plugin(rec, root, time.monotonic() + budget if budget else None)
    config._capgrid_recorder = (rec, plugin, out)
    config.pluginmanager.register(plugin, "capgrid-recording")


def pytest_unconfigure(config):
    held = getattr(config, "_capgrid_recorder", None)
    if held is None:
        return
    rec, plugin, out = held
    rec.uninstall()
    out.mkdir(parents=True, exist_ok=True)
    doc = {"modules": rec.modules, "candidates": plugin.found, "dropped": plugin.dropped,
           "tensorless": rec.tensorless()}
    tmp = out / "candidates.json.tmp"
    tmp.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    tmp.replace(out / "candidates.json")
