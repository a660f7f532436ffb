"""The verbs of survey/recipe.py: layout, venv, run-shard, publish, stale and survey
(docs/surveys.md)."""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from recipe import (
    DEV_VENV,
    ROOT,
    TARGETS,
    Recipe,
    RecipeError,
    Stack,
    all_recipes,
    engine,
    load,
    rel,
    shard_stores,
    worker_args,
)
from recipe_publish import publish

PLAN_LAST = re.compile(r"capgrid: plan: would reuse (\d+), probe (\d+) of (\d+) results")
# What a reproduced snapshot may differ from the published one in: when it was made, and (per
# case) where its run took each stored result from (`reused_from`: the committed shard stores).
NOT_COMPARED = {"generated_at"}
NOT_COMPARED_IN_A_CASE = {"reused_from"}


def _recipes(args, default_all: bool) -> list[Recipe]:
    if args.surveys:
        return [load(n) for n in args.surveys]
    found = all_recipes()
    return found if default_all else [r for r in found if r.make_survey]


def _stacks(recipe: Recipe, args, default_all: bool) -> list[Stack]:
    if getattr(args, "stack", None):
        return [recipe.stack(args.stack)]
    if default_all or getattr(args, "all_stacks", False):
        return list(recipe.stacks)
    return [recipe.default_stack()]


def _need_venv(recipe: Recipe, stack: Stack) -> None:
    if not (ROOT / stack.venv / "bin" / "python").is_file():
        how = ("make setup" if stack.venv == DEV_VENV else
               f"python3 survey/recipe.py venv {recipe.name} --stack {stack.name}")
        raise RecipeError(f"{recipe.name} {stack.name}: no venv {stack.venv} ({how})")


# ------------------------------------------------------------------------------------- layout

def _layout_setup(p):
    p.add_argument("surveys", nargs="*", metavar="SURVEY")
    p.add_argument("--json", action="store_true", help="one JSON document")


def _layout(args, _rest) -> int:
    doc = []
    for r in _recipes(args, default_all=True):
        doc.append({
            "survey": r.name, "recipe": rel(r.file), "pack": r.pack, "shards": r.shards,
            "run": list(r.run), "default": r.default, "make_survey": r.make_survey,
            "pages": rel(r.pages) if r.pages else None,
            "stacks": [{"name": s.name, "pins": rel(s.pins), "venv": s.venv,
                        "stores": [rel(s.shard(k)) for k in range(1, r.shards + 1)],
                        "probes": s.probes, "pages": rel(s.pages) if s.pages else None,
                        "adding": ({"probes": s.adding, "shards": list(s.adding_done)}
                                   if s.adding else None)}
                       for s in r.stacks]})
    if args.json:
        print(json.dumps(doc, indent=1))
        return 0
    for r in doc:
        print(f"{r['survey']}: {r['pack']}, {r['shards']} shards, run {' '.join(r['run'])}"
              f"{', make survey' if r['make_survey'] else ''}")
        for s in r["stacks"]:
            mark = " (default)" if s["name"] == r["default"] else ""
            print(f"  {s['name']}{mark}: venv {s['venv']}, probes {s['probes']}, stores "
                  f"{os.path.dirname(s['stores'][0])}/shard-1..{r['shards']}, pages "
                  f"{s['pages'] or '-'}")
            if s["adding"]:
                done = ", ".join(map(str, s["adding"]["shards"])) or "none"
                print(f"    adding {s['adding']['probes']}: shards done {done} of "
                      f"{r['shards']} (published once every shard holds them)")
    return 0


# --------------------------------------------------------------------------------------- venv

def _venv_setup(p):
    p.add_argument("surveys", nargs="*", metavar="SURVEY")
    p.add_argument("--stack", help="this stack's venv (default: the default stack's)")
    p.add_argument("--all-stacks", action="store_true", help="every stack's venv")


def target_probes() -> set[str]:
    """The probes that run a deployment target (data/stack.json "targets")."""
    doc = json.loads((ROOT / "data" / "stack.json").read_text())
    return {t["probe"] for t in doc["targets"]["packages"]}


def venv_requirements(venv: str) -> list[Path]:
    """What a venv other than the development one holds: its stack's pins, the deployment
    targets' pins (survey/targets.txt) where a survey run in it asks for a target's probe, and
    the requirements of every survey that runs a stack in it."""
    pins, reqs, targets = None, [], False
    for r in all_recipes():
        for s in r.stacks:
            if s.venv != venv:
                continue
            if pins not in (None, s.pins):
                raise RecipeError(f"venv {venv}: named for two stacks ({rel(pins)}, {rel(s.pins)})")
            pins = s.pins
            reqs += [q for q in r.requirements if q not in reqs]
            targets = targets or bool(target_probes() & set(s.run_probes().split(",")))
    return [pins, *([TARGETS] if targets else []), *reqs]


def build_venv(recipe: Recipe, stack: Stack) -> str:
    if stack.venv == DEV_VENV:
        _need_venv(recipe, stack)
        return f"{stack.venv}: the development venv (make setup)"
    files = venv_requirements(stack.venv)
    stamp = hashlib.sha256(b"".join(f.read_bytes() for f in files)).hexdigest()
    venv = ROOT / stack.venv
    mark = venv / ".capgrid-recipe"
    if mark.is_file() and mark.read_text().strip() == stamp:
        return f"{stack.venv}: up to date"
    if not (venv / "bin" / "python").is_file():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    index = subprocess.run([sys.executable, str(ROOT / "survey" / "pip_index.py"), "--stack",
                            str(stack.pins)], capture_output=True, text=True, check=True)
    env = dict(os.environ)
    if not stack.pip_config:
        env["PIP_CONFIG_FILE"] = os.devnull
    cmd = [str(venv / "bin" / "pip"), "install", "-q", *index.stdout.split()]
    for f in files:
        if f != TARGETS:
            cmd += ["-r", str(f)]
    print(f"recipe.py: building {stack.venv} ({', '.join(rel(f) for f in files)})", flush=True)
    if subprocess.run(cmd, env=env).returncode != 0:
        raise RecipeError(f"venv {stack.venv}: pip install failed")
    # the deployment targets without their declared requirements (survey/targets.txt says why)
    if TARGETS in files and subprocess.run(
            [str(venv / "bin" / "pip"), "install", "-q", "--no-deps", "-r", str(TARGETS)],
            env=env).returncode != 0:
        raise RecipeError(f"venv {stack.venv}: pip install --no-deps -r {rel(TARGETS)} failed")
    mark.write_text(stamp + "\n")
    torch = subprocess.run([str(venv / "bin" / "python"), "-c",
                            "import torch; print(torch.__version__)"],
                           capture_output=True, text=True).stdout.strip()
    return f"{stack.venv}: torch {torch}"


def _venv(args, _rest) -> int:
    done = set()
    for r in _recipes(args, default_all=args.all_stacks):
        for s in _stacks(r, args, default_all=False):
            if s.venv not in done:
                done.add(s.venv)
                print(build_venv(r, s), flush=True)
    return 0


# ---------------------------------------------------------------------------------- run-shard

def _shard_number(text: str) -> int | str:
    if text == "all":
        return text
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"K must be a shard number or 'all', not {text!r}") from None


def _run_shard_setup(p):
    p.add_argument("survey")
    p.add_argument("k", type=_shard_number, metavar="K",
                   help="a shard, or 'all': every shard in turn (each resumes where it stopped)")
    p.add_argument("--stack", help="the stack (default: the default stack)")


def run_command(recipe: Recipe, stack: Stack, results: Path, extra: list[str],
                reuse: list[Path] = (), shard: int | None = None,
                probes: str | None = None) -> tuple[list[str], dict]:
    """The `capgrid run` of a survey's stack, with its recipe's flags and probes (the stack's
    published columns unless `probes`; `extra` may name others)."""
    flags, env = worker_args(stack)
    cmd = [engine(), "run", recipe.pack, "--results", str(results), *recipe.run, *flags]
    if shard is not None:
        cmd += ["--shard", f"{shard}/{recipe.shards}"]
    if "--probes" not in extra:
        cmd += ["--probes", probes or stack.probes]
    for d in reuse:
        cmd += ["--reuse-from", str(d)]
    return cmd + extra, {**os.environ, **env}


def _restamp(recipe: Recipe, stack: Stack) -> None:
    """Before a `--rerun-kept` run: an incremental run of every stored shard of the stack, which
    probes nothing valid and stores each result a bump kept with the version that keeps it.
    Until then a kept result carries the version that measured it, and a stack of which some
    results were probed again would hold two versions of one probe, which `capgrid merge`
    refuses: with this, the stack publishes whenever the re-probe stops, shard by shard."""
    for store in shard_stores(stack, recipe.shards):
        k = int(store.name.removeprefix("shard-"))
        cmd, env = run_command(recipe, stack, store, [], shard=k)
        print(f"recipe.py: restamping shard {k}: {' '.join(cmd)}", flush=True)
        code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
        if code != 0:
            raise RecipeError(f"{recipe.name} {stack.name}: restamping shard {k} failed (exit "
                              f"{code}); the re-probe did not start")


def _run_shard(args, rest) -> int:
    recipe = load(args.survey)
    stack = recipe.stack(args.stack)
    if args.k != "all" and not 1 <= args.k <= recipe.shards:
        raise RecipeError(f"K {args.k}: {recipe.name} has shards 1..{recipe.shards}")
    _need_venv(recipe, stack)
    extra = rest[1:] if rest[:1] == ["--"] else rest
    if any(a == "--rerun-kept" or a.startswith("--rerun-kept=") for a in extra):
        _restamp(recipe, stack)
    code = 0
    for k in range(1, recipe.shards + 1) if args.k == "all" else [args.k]:
        cmd, env = run_command(recipe, stack, stack.shard(k), extra, shard=k,
                               probes=stack.run_probes())
        print(f"recipe.py: {' '.join(cmd)}", flush=True)
        code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
        if code != 0:  # interrupted (130), refused (2) or jobs left unrun (1): stop here
            break
    return code


# ------------------------------------------------------------------------------------ publish

def _publish_setup(p):
    p.add_argument("survey")
    p.add_argument("--stack", help="only this stack (default: every stack)")
    p.add_argument("--preview", type=Path, metavar="DIR",
                   help="write into DIR/STACK instead of the pages (a partial survey allowed)")
    p.add_argument("--probes", help="only these columns (default: each stack's probes)")


def _publish(args, _rest) -> int:
    recipe = load(args.survey)
    for line in publish(recipe, args.stack, args.preview, args.probes):
        print(line)
    return 0


# -------------------------------------------------------------------------------------- stale

def _stale_setup(p):
    p.add_argument("surveys", nargs="*", metavar="SURVEY")
    p.add_argument("--stack", help="only this stack (default: every stack)")


def plan(recipe: Recipe, stack: Stack, added: int | None = None) -> tuple[int, int, str]:
    """(pairs `make survey` would probe, pairs, the plan's output) for a stack's committed
    stores: `capgrid run --plan` over them all, as `survey` runs them, writing nothing. With
    `added`, the plan of the columns being added over that shard's store alone."""
    _need_venv(recipe, stack)
    stored = shard_stores(stack, recipe.shards)
    if added is None:
        stores, extra, what = stored, ["--plan"], ""
    else:
        stores = [stack.shard(added)]
        extra = ["--plan", "--shard", f"{added}/{recipe.shards}", "--probes", stack.adding]
        what = f" (adding {stack.adding}, shard {added})"
        if not (stores[0] / "capgrid.sqlite").is_file():
            raise RecipeError(f"{recipe.name} {stack.name}{what}: no store {rel(stores[0])}")
    with tempfile.TemporaryDirectory(prefix="capgrid-plan-") as tmp:
        cmd, env = run_command(recipe, stack, Path(tmp) / "results", extra, reuse=stores)
        proc = subprocess.run(cmd, cwd=ROOT, env=env, text=True, capture_output=True)
    lines = proc.stdout.strip().splitlines()
    m = PLAN_LAST.fullmatch(lines[-1]) if lines else None
    if proc.returncode != 0 or not m:
        raise RecipeError(f"{recipe.name} {stack.name}{what}: capgrid run --plan failed (exit "
                          f"{proc.returncode}): {(proc.stderr or proc.stdout).strip()[-2000:]}")
    missing = recipe.shards - len(stored)
    note = f" ({missing} of {recipe.shards} shards without a store)" if missing else ""
    return int(m.group(2)), int(m.group(3)), proc.stdout + note


def _stale(args, _rest) -> int:
    total = 0
    for r in _recipes(args, default_all=True):
        for s in _stacks(r, args, default_all=True):
            # the published columns over every shard, then each shard done of those being added
            for added in (None, *s.adding_done):
                t0 = time.monotonic()
                probe, pairs, out = plan(r, s, added)
                total += probe
                what = "" if added is None else f" adding {s.adding}, shard {added}"
                print(f"{r.name} {s.name}{what}: {probe} of {pairs} pairs would be probed "
                      f"({time.monotonic() - t0:.0f} s)", flush=True)
                if probe:
                    shown = [ln for ln in out.splitlines() if not ln.startswith("to run: ")]
                    runs = [ln for ln in out.splitlines() if ln.startswith("to run: ")]
                    print("\n".join(["    " + ln for ln in runs[:20] + shown]), flush=True)
    return 1 if total else 0


# ------------------------------------------------------------------------------------- survey

def _survey_setup(p):
    p.add_argument("surveys", nargs="*", metavar="SURVEY")
    p.add_argument("--results", type=Path, default=Path("results"),
                   help="where each survey's pages go: RESULTS/SURVEY/ (default results)")


def differences(published: dict, made: dict) -> list[str]:
    """Where a reproduced snapshot differs from the published one: top-level fields, then each
    case's fields (statuses, details, causes, counts, times), by case name."""
    out = [f"{k}: {published.get(k)!r} -> {made.get(k)!r}"
           for k in sorted(published.keys() | made.keys())
           if k not in NOT_COMPARED | {"cases"} and published.get(k) != made.get(k)]
    a = {c["name"]: c for c in published.get("cases", [])}
    b = {c["name"]: c for c in made.get("cases", [])}
    for name in sorted(a.keys() | b.keys()):
        ca, cb = a.get(name, {}), b.get(name, {})
        for k in sorted((ca.keys() | cb.keys()) - NOT_COMPARED_IN_A_CASE):
            if ca.get(k) != cb.get(k):
                out.append(f"{name} {k}: {ca.get(k)!r} -> {cb.get(k)!r}")
    return out


def _survey(args, _rest) -> int:
    bad = 0
    for r in _recipes(args, default_all=False):
        s = r.default_stack()
        _need_venv(r, s)
        out = (ROOT / args.results / r.name).resolve()
        out.mkdir(parents=True, exist_ok=True)
        t0 = time.monotonic()
        cmd, env = run_command(r, s, out, [], reuse=shard_stores(s, r.shards))
        print(f"recipe.py: {r.name} ({s.name}): {' '.join(cmd)}", flush=True)
        rc = subprocess.run(cmd, cwd=ROOT, env=env).returncode
        if rc != 0:
            raise RecipeError(f"{r.name}: capgrid run exited {rc}")
        # the page of the run: the published page's merge (probes, coverage) of its store
        merge = [engine(), "merge", str(out), "--probes", s.probes,
                 "-o", str(out / "snapshot.json")]
        if r.coverage is not None:
            merge += ["--coverage", str(r.coverage)]
        subprocess.run(merge, cwd=ROOT, check=True)
        for ext in ("html", "md"):
            subprocess.run([engine(), "render", str(out / "snapshot.json"), "--format", ext,
                            "-o", str(out / f"export_support.{ext}")], cwd=ROOT, check=True)
        print(f"{r.name} pages: {rel(out)}/export_support.html {rel(out)}/export_support.md "
              f"({time.monotonic() - t0:.0f} s)")
        if s.pages is not None and (s.pages / "snapshot.json").is_file():
            diff = differences(json.loads((s.pages / "snapshot.json").read_text()),
                               json.loads((out / "snapshot.json").read_text()))
            if diff:
                bad += 1
                print(f"{r.name}: the snapshot differs from the published {rel(s.pages)}/"
                      f"snapshot.json in {len(diff)} fields:\n  " + "\n  ".join(diff[:20]))
            else:
                print(f"{r.name}: the snapshot equals the published {rel(s.pages)}/snapshot.json "
                      f"(every case's statuses, details, causes and counts)")
    return 1 if bad else 0


VERBS = {
    "layout": ("where each survey's stores, venvs and pages are", _layout_setup, _layout),
    "venv": ("build the venv a survey's stack runs its workers in", _venv_setup, _venv),
    "run-shard": ("run or resume shard K of a survey's stack", _run_shard_setup, _run_shard),
    "publish": ("merge a survey's stores and render its pages", _publish_setup, _publish),
    "stale": ("count the pairs of the committed stores that would be probed again",
              _stale_setup, _stale),
    "survey": ("make survey: reproduce the default pages from the committed stores",
               _survey_setup, _survey),
}
