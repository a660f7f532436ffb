"""The pull-request workflow a library copies (examples/github-actions/capgrid-survey.yml), run
here step by step, in order, on a tiny pack (tests/packs/pr_check.py), since no GitHub runner is
available: every shard job of the matrix, then the merge job.

``run:`` steps run as GitHub runs them (``bash --noprofile --norc -eo pipefail``, in the job's
workspace, ``$GITHUB_ENV``/``$GITHUB_OUTPUT`` honoured) after the ``${{ }}`` expressions are
substituted. The substitution knows exactly: ``matrix.NAME``, ``strategy.job-total``,
``strategy.job-index``, ``env.NAME`` (workflow, job and step ``env``), ``github.run_id`` (1, 2,
... per run of the emulator), ``github.sha``, ``github.workspace``, ``runner.os`` (``Linux``),
``hashFiles('path')`` (a sha256 of the files, not GitHub's own hash: it only has to be stable)
and ``always()`` as a step's ``if``; the example has no ``inputs``, so any ``inputs.NAME`` fails.
The one override is ``env.JOBS = 1`` (two cores here are shared). Every job runs on a fresh
workspace at one fixed path, as GitHub's are (``/home/runner/work/REPO/REPO``); the jobs of the
matrix run one after the other.

``uses:`` steps are emulated minimally:
* ``actions/checkout``: the library's checkout is the fixture laid out at the workflow's
  ``PACK`` and ``BASELINE`` paths (the pack file, the committed snapshot); capgrid's own checkout
  (``with: repository``) is a link to this repository;
* ``actions/setup-python``: ``python``/``python3`` on PATH run this test's interpreter;
* ``actions/cache/restore`` and ``actions/cache/save``: a directory per key, restored by exact key,
  else by the newest key starting with a ``restore-keys`` line, as GitHub does;
* ``actions/upload-artifact`` / ``download-artifact``: copies (``pattern``: one folder per
  artifact, named after it).

One ``run:`` step is emulated instead of run: the one with ``id: install``, which would apt-get
the C++ libraries, pip-install the library's pinned probe stack ($STACK), the library and
capgrid from its checkout (network, and a C++ build of minutes). Its emulation is the environment
this test already runs in: ``capgrid`` on PATH is $CAPGRID_BIN, PYTHONPATH is this checkout's
``python/``, and the test checks that the installed stack is at $STACK's pins (and every other
``-r "$VAR"`` file's, such as the full survey's $LIBRARY) and that the step installs capgrid from
the checkout. Anything else the emulation does not know (another
action, expression, ``if``, shell or matrix form) fails the test: nothing is skipped.
"""

from __future__ import annotations

import fnmatch
import hashlib
import itertools
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

import pytest
import yaml

from capgrid_binary import capgrid_bin

REPO = Path(__file__).resolve().parents[2]
WORKFLOW = REPO / "examples" / "github-actions" / "capgrid-survey.yml"
PACK = REPO / "tests" / "packs" / "pr_check.py"
BASELINE = REPO / "tests" / "data" / "workflow" / "baseline.json"
OVERRIDES = {"JOBS": "1"}
# The case of tests/packs/pr_check.py that torch.export cannot capture.
FAILING_CASE = "prcheck.branch_on_value"

EXPR = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def load_workflow(path: Path = WORKFLOW) -> dict:
    return yaml.safe_load(path.read_text())


@dataclass
class Step:
    job: str
    matrix: dict
    name: str
    rc: int | None  # None: not run (an earlier step failed)
    output: str = ""


@dataclass
class Run:
    steps: list[Step] = field(default_factory=list)
    artifacts: Path | None = None
    summaries: dict[str, str] = field(default_factory=dict)  # job -> $GITHUB_STEP_SUMMARY

    def find(self, job: str, name: str, **matrix) -> list[Step]:
        return [s for s in self.steps if s.job == job and s.name == name
                and all(s.matrix.get(k) == v for k, v in matrix.items())]

    def one(self, job: str, name: str, **matrix) -> Step:
        found = self.find(job, name, **matrix)
        assert len(found) == 1, (job, name, matrix, [s.name for s in self.steps])
        return found[0]


class Emulator:
    """Runs a workflow's jobs in order; the cache outlives a run (that is its point)."""

    def __init__(self, root: Path, checkout: Path):
        self.root = root
        self.checkout = checkout
        self.cache: dict[str, Path] = {}  # key -> saved copy, in the order saved
        self.runs = 0

    # -- expressions ---------------------------------------------------------------------
    def evaluate(self, expr: str, ctx: dict) -> str:
        m = re.fullmatch(r"hashFiles\((?:'([^']+)'|env\.(\w+))\)", expr)
        if m:
            pattern = m.group(1) if m.group(1) is not None else ctx["env"][m.group(2)]
            files = sorted(p for p in ctx["workspace"].glob(pattern) if p.is_file())
            if not files:
                return ""
            h = hashlib.sha256()
            for p in files:
                h.update(hashlib.sha256(p.read_bytes()).digest())
            return h.hexdigest()
        scope, _, name = expr.partition(".")
        values = {
            "matrix": ctx["matrix"],
            "strategy": {"job-total": ctx["total"], "job-index": ctx["index"]},
            "env": ctx["env"],
            "inputs": {},
            "github": {"run_id": ctx["run_id"], "sha": "0" * 40,
                       "workspace": str(ctx["workspace"])},
            "runner": {"os": "Linux"},
        }.get(scope)
        if values is None or name not in values:
            pytest.fail(f"the workflow uses ${{{{ {expr} }}}}, which this emulation does not "
                        "know (tests/python/test_workflow.py says what it knows)", pytrace=False)
        return str(values[name])

    def substitute(self, value, ctx: dict):
        if isinstance(value, str):
            return EXPR.sub(lambda m: self.evaluate(m.group(1), ctx), value)
        if isinstance(value, dict):
            return {k: self.substitute(v, ctx) for k, v in value.items()}
        return value

    # -- the workflow --------------------------------------------------------------------
    def run(self, workflow: dict, checkout: Path | None = None) -> Run:
        """One run of the workflow (``github.run_id`` counts from 1), on ``checkout`` (default:
        the emulator's)."""
        self.runs += 1
        base = self.root / f"run-{self.runs}"
        result = Run(artifacts=base / "artifacts")
        result.artifacts.mkdir(parents=True)
        wf_env = {k: str(v) for k, v in (workflow.get("env") or {}).items()}
        wf_env.update(OVERRIDES)
        shell = ((workflow.get("defaults") or {}).get("run") or {}).get("shell", "bash")
        done: set[str] = set()
        failed: set[str] = set()
        for job_name, job in workflow["jobs"].items():
            needs = job.get("needs") or []
            needs = [needs] if isinstance(needs, str) else needs
            if set(needs) - done:
                pytest.fail(f"job {job_name} needs {needs}, not all earlier jobs", pytrace=False)
            done.add(job_name)
            if failed & set(needs):
                failed.add(job_name)  # GitHub skips a job whose needs failed
                continue
            matrices = self.matrix(job_name, job)
            for index, matrix in enumerate(matrices):
                # GitHub gives every job of a repository the same workspace path on a fresh
                # runner (/home/runner/work/REPO/REPO); capgrid's stores depend on it (the pack's
                # path is in the provenance and in its own functions' fingerprints).
                workspace = self.root / "work" / "library" / "library"
                if workspace.parent.exists():
                    shutil.rmtree(workspace.parent)
                workspace.mkdir(parents=True)
                ctx = {"matrix": matrix, "total": len(matrices), "index": index,
                       "run_id": self.runs, "workspace": workspace, "env": {**wf_env},
                       "artifacts": result.artifacts, "checkout": checkout or self.checkout,
                       "bin": workspace.parent / f".{workspace.name}.bin"}
                ctx["env"].update({k: str(self.substitute(v, ctx))
                                   for k, v in (job.get("env") or {}).items()})
                if not self.run_job(job_name, job, ctx, shell, result):
                    failed.add(job_name)
                summary = workspace.parent / f".{workspace.name}.summary.md"
                if summary.exists():
                    result.summaries[job_name] = summary.read_text()
        return result

    def matrix(self, job_name: str, job: dict) -> list[dict]:
        strategy = job.get("strategy") or {}
        matrix = strategy.get("matrix")
        if matrix is None:
            return [{}]
        if set(matrix) & {"include", "exclude"} or not all(
                isinstance(v, list) for v in matrix.values()):
            pytest.fail(f"job {job_name}: only a matrix of plain lists is emulated",
                        pytrace=False)
        keys = list(matrix)
        return [dict(zip(keys, combo, strict=True))
                for combo in itertools.product(*matrix.values())]

    def run_job(self, job_name: str, job: dict, ctx: dict, shell: str, result: Run) -> bool:
        ok = True
        path_prefix: list[str] = []
        job_env: dict[str, str] = {}
        for i, step in enumerate(job["steps"]):
            name = step.get("name") or step.get("uses") or f"step {i + 1}"
            condition = step.get("if")
            if condition is not None and EXPR.sub(r"\1", str(condition)).strip() != "always()":
                pytest.fail(f"{job_name}: step {name!r}: if: {condition!r} is not emulated",
                            pytrace=False)
            if not ok and condition is None:
                result.steps.append(Step(job_name, ctx["matrix"], name, None))
                continue
            env = {**ctx["env"], **job_env,
                   **{k: str(self.substitute(v, ctx)) for k, v in (step.get("env") or {}).items()}}
            sctx = {**ctx, "env": env}
            if "uses" in step:
                rc, output = self.uses(job_name, step, sctx, path_prefix, job_env)
            elif step.get("id") == "install":
                rc, output = self.install(step, sctx, job_env)
            elif "run" in step:
                if step.get("shell", shell) != "bash" or "working-directory" in step:
                    pytest.fail(f"{job_name}: step {name!r}: only bash in the workspace is "
                                "emulated", pytrace=False)
                rc, output = self.bash(self.substitute(step["run"], sctx), sctx, env,
                                       path_prefix, job_env)
            else:
                pytest.fail(f"{job_name}: step {name!r} has neither uses nor run", pytrace=False)
            result.steps.append(Step(job_name, ctx["matrix"], name, rc, output))
            ok = ok and rc == 0
        return ok

    def bash(self, script: str, ctx: dict, env: dict, path_prefix: list[str],
             job_env: dict) -> tuple[int, str]:
        workspace = ctx["workspace"]
        github_env = workspace.parent / f".{workspace.name}.env"
        github_output = workspace.parent / f".{workspace.name}.output"
        github_env.touch()
        github_output.touch()
        home = self.root / "home"
        home.mkdir(exist_ok=True)
        full_env = {
            "PATH": os.pathsep.join([*path_prefix, os.environ.get("PATH", "/usr/bin:/bin")]),
            "HOME": str(home), "XDG_CACHE_HOME": str(home / ".cache"), "LANG": "C.UTF-8",
            "TMPDIR": os.environ.get("TMPDIR", "/tmp"), "CI": "true", "GITHUB_ACTIONS": "true",
            "RUNNER_OS": "Linux", "GITHUB_WORKSPACE": str(workspace),
            "GITHUB_ENV": str(github_env), "GITHUB_OUTPUT": str(github_output),
            "GITHUB_STEP_SUMMARY": str(workspace.parent / f".{workspace.name}.summary.md"),
            "GITHUB_RUN_ID": str(ctx["run_id"]), **env,
        }
        script_file = workspace.parent / f".{workspace.name}.step.sh"
        script_file.write_text(script)
        proc = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail",
                               str(script_file)], cwd=workspace, env=full_env,
                              capture_output=True, text=True, check=False)
        for line in github_env.read_text().splitlines():
            if "=" in line:
                key, _, value = line.partition("=")
                job_env[key] = value
        github_env.write_text("")
        return proc.returncode, proc.stdout + proc.stderr

    # -- the one emulated run: step ------------------------------------------------------
    def install(self, step: dict, ctx: dict, job_env: dict) -> tuple[int, str]:
        script = step["run"]
        assert "pip install ./.capgrid-src" in script, "capgrid must come from its checkout"
        # The survey job's install takes the probe stack from the library's pins; the merge
        # job's needs only the engine.
        # (A full survey's also takes the surveyed library from its pins file, $LIBRARY.)
        pinned = re.findall(r'-r "\$(\w+)"', script)
        if pinned:
            assert "STACK" in pinned, "a probe stack from somewhere other than $STACK"
        else:
            assert "-r " not in script, "a probe stack from somewhere other than $STACK"
        for var in pinned:
            pins_file = ctx["workspace"] / ctx["env"][var]
            for name, pin in stack_pins(pins_file.read_text()).items():
                installed = metadata.version(name).split("+", 1)[0]
                assert installed == pin, f"{name} is {installed}, {pins_file.name} pins {pin}"
        ctx["bin"].mkdir(exist_ok=True)
        wrapper = ctx["bin"] / "capgrid"
        wrapper.write_text(f'#!/bin/sh\nexec "{capgrid_bin()}" "$@"\n')
        wrapper.chmod(0o755)
        job_env["PYTHONPATH"] = str(REPO / "python")
        return 0, "emulated: the test's environment"

    # -- uses: steps ---------------------------------------------------------------------
    def uses(self, job_name: str, step: dict, ctx: dict, path_prefix: list[str],
             job_env: dict) -> tuple[int, str]:
        action = step["uses"].split("@", 1)[0]
        with_ = self.substitute(step.get("with") or {}, ctx)
        workspace = ctx["workspace"]
        if action == "actions/checkout":
            if "repository" in with_:
                (workspace / with_["path"]).symlink_to(REPO, target_is_directory=True)
            else:
                shutil.copytree(ctx["checkout"], workspace, dirs_exist_ok=True)
            return 0, ""
        if action == "actions/setup-python":
            ctx["bin"].mkdir(exist_ok=True)
            for name in ("python", "python3"):
                wrapper = ctx["bin"] / name
                wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
                wrapper.chmod(0o755)
            if str(ctx["bin"]) not in path_prefix:
                path_prefix.insert(0, str(ctx["bin"]))
            return 0, f"python-version {with_.get('python-version')}: {sys.executable}"
        if action == "actions/cache/restore":
            key = with_["key"]
            hit = key if key in self.cache else None
            for prefix in (with_.get("restore-keys") or "").splitlines():
                if hit is None and prefix.strip():
                    matches = [k for k in self.cache if k.startswith(prefix.strip())]
                    hit = matches[-1] if matches else None
            if hit is not None:
                shutil.copytree(self.cache[hit], workspace / with_["path"])
                return 0, f"restored {hit}"
            return 0, "cache miss"
        if action == "actions/cache/save":
            key, path = with_["key"], workspace / with_["path"]
            assert path.is_dir(), f"cache/save: no {path}"
            if key in self.cache:
                return 0, f"cache key {key} exists: not saved"
            self.cache[key] = self.root / "cache" / hashlib.sha256(key.encode()).hexdigest()
            shutil.copytree(path, self.cache[key], symlinks=True)
            return 0, f"saved {key}"
        if action == "actions/upload-artifact":
            target = ctx["artifacts"] / with_["name"]
            source = workspace / with_["path"]
            assert not target.exists(), f"artifact {with_['name']} uploaded twice"
            assert source.exists(), f"upload-artifact: no {source}"
            if source.is_dir():
                shutil.copytree(source, target)
            else:
                target.mkdir()
                shutil.copy(source, target)
            return 0, f"uploaded {with_['name']}"
        if action == "actions/download-artifact":
            dest = workspace / with_.get("path", ".")
            names = sorted(p.name for p in ctx["artifacts"].iterdir())
            if "pattern" in with_:
                for name in fnmatch.filter(names, with_["pattern"]):
                    shutil.copytree(ctx["artifacts"] / name, dest / name)
            else:
                shutil.copytree(ctx["artifacts"] / with_["name"], dest, dirs_exist_ok=True)
            return 0, "downloaded"
        pytest.fail(f"{job_name}: uses: {step['uses']} is not emulated", pytrace=False)


def stack_pins(text: str) -> dict[str, str]:
    """name -> version of a requirements file's `name==version` lines (options skipped)."""
    return dict(re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", text, re.M))


def library_checkout(root: Path, baseline: dict | None = None) -> Path:
    """The library's repository as the workflow sees it: the pack, the committed snapshot and
    its probe stack's pins (those of this test's own environment, survey/stack.txt) at the
    paths of the workflow's env."""
    env = load_workflow()["env"]
    checkout = root / "library"
    pins = stack_pins((REPO / "survey" / "stack.txt").read_text())
    (checkout / env["STACK"]).parent.mkdir(parents=True, exist_ok=True)
    (checkout / env["STACK"]).write_text("".join(
        f"{name}=={pins[name]}\n" for name in ("torch", "onnx", "onnxruntime", "onnxscript")))
    (checkout / env["PACK"]).parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(PACK, checkout / env["PACK"])
    (checkout / env["BASELINE"]).parent.mkdir(parents=True, exist_ok=True)
    text = BASELINE.read_text() if baseline is None else json.dumps(baseline, indent=2)
    (checkout / env["BASELINE"]).write_text(text)
    return checkout


@pytest.fixture(scope="module")
def emulator(tmp_path_factory):
    """One emulator for the module: its cache carries the stores from run to run."""
    root = tmp_path_factory.mktemp("workflow")
    return Emulator(root, library_checkout(root))


def shards(workflow: dict) -> list:
    return workflow["jobs"]["survey"]["strategy"]["matrix"]["shard"]


def survey_steps(run: Run, workflow: dict) -> list[Step]:
    return [run.one("survey", "Survey one shard", shard=s) for s in shards(workflow)]


def test_the_workflow_runs_and_a_second_run_reuses_the_cached_stores(emulator):
    workflow = load_workflow()
    assert len(shards(workflow)) >= 2

    first = emulator.run(workflow)
    failed = [s for s in first.steps if s.rc != 0]
    assert not failed, "\n\n".join(f"{s.job} {s.matrix} {s.name}: rc {s.rc}\n{s.output}"
                                   for s in failed)
    n = len(shards(workflow))
    for i, step in zip(shards(workflow), survey_steps(first, workflow), strict=True):
        assert f"in shard {i}/{n}" in step.output, step.output
        assert "cache miss" in first.one("survey", "actions/cache/restore@v4", shard=i).output
        assert (first.artifacts / f"capgrid-shard-{i}" / "capgrid.sqlite").is_file()
    merge = first.one("merge", "Merge the shards")
    assert "3 cases" in merge.output, merge.output
    pages = first.artifacts / "capgrid-pages"
    assert {p.name for p in pages.iterdir()} >= {"index.html", "export_support.md",
                                                 "diff.md", "snapshot.json"}
    snapshot = json.loads((pages / "snapshot.json").read_text())
    assert {c["name"]: c["export"] for c in snapshot["cases"]} == {
        "prcheck.relu": "ok", "prcheck.add": "ok", FAILING_CASE: "fail"}
    gate = first.one("merge", "Fail on a regression against the committed snapshot")
    assert gate.rc == 0 and "0 regressions" in gate.output, gate.output

    # The next run (the next push to the pull request) restores each shard's store through a
    # restore-keys prefix and probes nothing: the results are still valid.
    second = emulator.run(workflow)
    assert all(s.rc == 0 for s in second.steps), [(s.name, s.output) for s in second.steps
                                                  if s.rc != 0]
    for i, step in zip(shards(workflow), survey_steps(second, workflow), strict=True):
        restored = second.one("survey", "actions/cache/restore@v4", shard=i).output
        assert restored.startswith(f"restored capgrid-Linux-shard-{i}-") and restored.endswith(
            "-1"), restored
        assert re.search(r"\b0 of \d+ \(case, probe\) pairs to run|probed 0 of", step.output), \
            step.output
    assert second.one("merge", "Fail on a regression against the committed snapshot").rc == 0


AUDIT_WORKFLOW = REPO / "examples" / "github-actions" / "capgrid-audit.yml"


def test_the_scheduled_audit_reprobes_a_sample_of_each_cached_store(emulator):
    # The survey's stores are in the emulator's cache once the survey workflow has run.
    if not any(k.startswith("capgrid-Linux-shard-") for k in emulator.cache):
        assert emulator.run(load_workflow()).steps
    workflow = load_workflow(AUDIT_WORKFLOW)
    audited = workflow["jobs"]["audit"]["strategy"]["matrix"]["shard"]
    assert audited == shards(load_workflow())
    run = emulator.run(workflow)
    failed = [s for s in run.steps if s.rc != 0]
    assert not failed, "\n\n".join(f"{s.job} {s.matrix} {s.name}: rc {s.rc}\n{s.output}"
                                   for s in failed)
    for i in audited:
        restored = run.one("audit", "actions/cache/restore@v4", shard=i).output
        assert restored.startswith(f"restored capgrid-Linux-shard-{i}-"), restored
        audit = run.one("audit", "Audit the shard's store", shard=i).output
        assert re.search(r"capgrid audit: \d+ stored results of \d+ cases? \(seed \d+\) probed "
                         r"again cold: \d+ agree, 0 disagree", audit), audit


def test_the_gate_fails_when_the_baseline_says_an_operator_used_to_pass(emulator, tmp_path):
    baseline = json.loads(BASELINE.read_text())
    (entry,) = [c for c in baseline["cases"] if c["name"] == FAILING_CASE]
    assert entry["export"] == "fail"
    entry.update({"export": "ok", "export_status": "ok", "export_detail": "",
                  "export_cause": ""})
    # The module's emulator: its cache holds the stores an earlier test's runs left, if any.
    run = emulator.run(load_workflow(), library_checkout(tmp_path, baseline))
    gate = run.one("merge", "Fail on a regression against the committed snapshot")
    assert gate.rc == 1, gate.output
    assert FAILING_CASE in gate.output and "1 regression" in gate.output, gate.output
    # The pages were uploaded before the gate, so the PR still shows them.
    assert (run.artifacts / "capgrid-pages" / "index.html").is_file()
    diff_md = (run.artifacts / "capgrid-pages" / "diff.md").read_text()
    assert FAILING_CASE in diff_md and "regression" in diff_md.lower()
    assert run.summaries["merge"] == diff_md  # the job's summary on the PR's checks page
    assert all(s.rc == 0 for s in run.steps if s is not gate)


@pytest.mark.parametrize("edit, message", [
    (lambda wf: wf["jobs"]["merge"]["steps"].append({"uses": "someone/else@v1"}),
     "uses: someone/else@v1 is not emulated"),
    (lambda wf: wf["jobs"]["merge"]["steps"].append({"run": "echo ${{ secrets.TOKEN }}"}),
     "${{ secrets.TOKEN }}"),
    (lambda wf: wf["jobs"]["merge"]["steps"].append({"run": "true", "if": "failure()"}),
     "is not emulated"),
])
def test_what_the_emulation_does_not_know_fails_the_test(tmp_path, edit, message):
    workflow = load_workflow()
    workflow["jobs"] = {"merge": workflow["jobs"]["merge"]}
    workflow["jobs"]["merge"]["needs"] = []
    workflow["jobs"]["merge"]["steps"] = workflow["jobs"]["merge"]["steps"][:1]
    edit(workflow)
    emulator = Emulator(tmp_path, library_checkout(tmp_path))
    with pytest.raises(pytest.fail.Exception, match=re.escape(message)):
        emulator.run(workflow)
