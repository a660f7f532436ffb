"""The committed surveys, one recipe each: what they are, where they live, and the verbs that run,
publish, check and reproduce them (docs/surveys.md).

A survey's recipe is survey/NAME/survey.toml; the probe stacks it names are survey/stacks.toml's.
This module is the one reader of both: the Makefile, the tests of the committed surveys and
survey/kornia/compare-reference.sh ask it, and nothing else spells a survey's layout.

    python3 survey/recipe.py layout [SURVEY...]        # where everything of each survey is
    python3 survey/recipe.py venv [SURVEY...] [--stack S | --all-stacks]   # build the venvs
    python3 survey/recipe.py run-shard SURVEY K|all [--stack S] [-- RUN OPTIONS]   # run/resume
    python3 survey/recipe.py publish SURVEY [--stack S] [--preview DIR] [--probes LIST]
    python3 survey/recipe.py stale [SURVEY...] [--stack S]   # pairs a survey would probe again
    python3 survey/recipe.py survey [SURVEY...]         # `make survey`: default pages, results/

SURVEY defaults to every survey for `layout`, `stale` and `venv --all-stacks`, and to the
surveys `make survey` reproduces (`make_survey = true`) for `survey` and `venv`. STACK defaults to
the survey's default stack (the one whose pages are the survey's `pages` directory), except for
`publish` and `stale`, which take every stack. The engine is $CAPGRID_BIN, else .venv/bin/capgrid.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import tomllib

ROOT = Path(__file__).resolve().parents[1]
SURVEY = ROOT / "survey"
DEV_VENV = ".venv"  # the development venv: `make setup` builds it (requirements-dev.txt)
# The deployment targets' pins (executorch, openvino), installed with --no-deps: in .venv by the
# Makefile, in another venv where a survey asks for a target's probe (recipe_verbs).
TARGETS = ROOT / "survey" / "targets.txt"

# Every key a recipe may hold, and whether it must (the tables are checked apart).
RECIPE_KEYS = {"pack": True, "shards": True, "run": True, "default": True, "stacks": True,
               "requirements": False, "pages": False, "coverage": False, "sphinx": False,
               "make_survey": False, "comparison": False}
STACK_KEYS = {"stores": True, "probes": True, "venv": False, "adding": False}
# A stack's `adding` table: columns being added shard by shard (docs/surveys.md, "Adding a column").
ADDING_KEYS = {"probes": True, "shards": True}
STACKS_KEYS = {"pins": True, "venv": True, "pip_config": True}
COMPARISON_KEYS = {"against": True, "title": True, "markdown": True}


class RecipeError(Exception):
    """Bad input: one line naming the file and the key."""


@dataclass(frozen=True)
class Stack:
    name: str          # survey/stacks.toml's table, the pins file's `# stack:` name
    pins: Path
    venv: str          # relative to the checkout
    pip_config: bool
    stores: Path       # the shard stores' parent: shard-K/ below it
    probes: str        # `capgrid run --probes`: the published columns
    pages: Path | None  # the published pages of this stack, None for a survey without pages
    adding: str = ""   # columns being added shard by shard: run by run-shard, not published yet
    adding_done: tuple[int, ...] = ()  # the shards whose stores hold them (checked by `stale`)

    def run_probes(self) -> str:
        """What run-shard probes: the published columns and those being added."""
        return f"{self.probes},{self.adding}" if self.adding else self.probes

    def shard(self, k: int) -> Path:
        return self.stores / f"shard-{k}"

    @property
    def torch(self) -> tuple[int, ...]:
        m = re.search(r"^torch==(\S+)", self.pins.read_text(), re.M)
        if not m:
            raise RecipeError(f"{rel(self.pins)}: no torch pin")
        return release(m.group(1))


@dataclass(frozen=True)
class Recipe:
    name: str
    file: Path
    pack: str                   # what `capgrid run` takes: builtin:NAME or a pack file
    shards: int
    run: tuple[str, ...]        # the run flags every shard runs with
    default: str                # the stack whose pages are `pages`
    stacks: tuple[Stack, ...]   # oldest first (by the torch pin)
    requirements: tuple[Path, ...]
    pages: Path | None
    coverage: Path | None
    sphinx: bool
    make_survey: bool
    comparison: dict | None

    def stack(self, name: str | None) -> Stack:
        name = name or self.default
        for s in self.stacks:
            if s.name == name:
                return s
        raise RecipeError(f"{rel(self.file)}: no stack '{name}' "
                          f"(stacks: {', '.join(s.name for s in self.stacks)})")

    def default_stack(self) -> Stack:
        return self.stack(self.default)


def rel(p: Path) -> str:
    try:
        return str(p.relative_to(ROOT))
    except ValueError:
        return str(p)


def release(torch: str) -> tuple[int, ...]:
    """2.15.0+cu132 -> (2, 15, 0): the release, without the local build label."""
    return tuple(int(p) for p in re.findall(r"\d+", torch.split("+")[0]))


def _check_keys(table: dict, keys: dict, where: str) -> None:
    for k in table:
        if k not in keys:
            raise RecipeError(f"{where}: unknown key '{k}' (known: {', '.join(keys)})")
    for k, required in keys.items():
        if required and k not in table:
            raise RecipeError(f"{where}: '{k}' is missing")


def _load_toml(path: Path) -> dict:
    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except OSError as e:
        raise RecipeError(f"{rel(path)}: {e.strerror}") from None
    except tomllib.TOMLDecodeError as e:
        raise RecipeError(f"{rel(path)}: {e}") from None


def _path(value, where: str, must_exist: bool = True) -> Path:
    if not isinstance(value, str) or not value or os.path.isabs(value) or ".." in Path(value).parts:
        raise RecipeError(f"{where}: expected a path inside the repository, got {value!r}")
    p = ROOT / value
    if must_exist and not p.exists():
        raise RecipeError(f"{where}: {value} does not exist")
    return p


def stacks_table(root: Path = ROOT) -> dict:
    """survey/stacks.toml, checked: name -> (pins, venv, pip_config)."""
    f = root / "survey" / "stacks.toml"
    doc = _load_toml(f)
    out = {}
    for name, t in doc.items():
        where = f"{rel(f)} [{name}]"
        if not isinstance(t, dict):
            raise RecipeError(f"{where}: expected a table")
        _check_keys(t, STACKS_KEYS, where)
        pins = _path(t["pins"], f"{where} pins")
        m = re.search(r"^#\s*stack:\s*(\S+)\s*$", pins.read_text(), re.M)
        if not m or m.group(1) != name:
            raise RecipeError(f"{where}: {t['pins']} names its stack "
                              f"'{m.group(1) if m else ''}' on its '# stack:' line, not '{name}'")
        if not isinstance(t["pip_config"], bool):
            raise RecipeError(f"{where} pip_config: expected true or false")
        out[name] = (pins, _path(t["venv"], f"{where} venv", must_exist=False), t["pip_config"])
    return out


def _adding(table, probes: str, shards: int, where: str) -> tuple[str, tuple[int, ...]]:
    """A stack's `adding` table, checked: (its probes, the shards done)."""
    if table is None:
        return "", ()
    where = f"{where} adding"
    if not isinstance(table, dict):
        raise RecipeError(f"{where}: expected a table (probes, shards)")
    _check_keys(table, ADDING_KEYS, where)
    added = table["probes"]
    if not isinstance(added, str) or not added or not all(added.split(",")):
        raise RecipeError(f"{where} probes: expected a comma-separated list of probes")
    both = sorted(set(added.split(",")) & set(probes.split(",")))
    if both:
        raise RecipeError(f"{where} probes: {', '.join(both)} already published (the "
                          f"stack's probes)")
    done = table["shards"]
    if (not isinstance(done, list) or not all(isinstance(k, int) and 1 <= k <= shards
                                              for k in done) or len(set(done)) != len(done)):
        raise RecipeError(f"{where} shards: expected a list of distinct shard numbers in "
                          f"1..{shards}")
    return added, tuple(sorted(done))


def load(name: str) -> Recipe:
    """survey/NAME/survey.toml, checked; RecipeError names the file and key of what is wrong."""
    f = SURVEY / name / "survey.toml"
    if not f.is_file():
        raise RecipeError(f"no survey '{name}' (survey/{name}/survey.toml; surveys: "
                          f"{', '.join(names())})")
    doc = _load_toml(f)
    where = rel(f)
    _check_keys(doc, RECIPE_KEYS, where)
    known = stacks_table()
    if not isinstance(doc["shards"], int) or doc["shards"] < 1:
        raise RecipeError(f"{where} shards: expected a positive integer")
    if not isinstance(doc["run"], list) or not all(isinstance(a, str) for a in doc["run"]):
        raise RecipeError(f"{where} run: expected a list of strings")
    pack = doc["pack"]
    if not isinstance(pack, str) or not (pack.startswith("builtin:") or (ROOT / pack).is_file()):
        raise RecipeError(f"{where} pack: {pack!r} is neither builtin:NAME nor a pack file")
    pages = _path(doc["pages"], f"{where} pages", must_exist=False) if "pages" in doc else None
    stacks = []
    if not isinstance(doc["stacks"], dict) or not doc["stacks"]:
        raise RecipeError(f"{where} stacks: expected one table per stack")
    for sname, t in doc["stacks"].items():
        swhere = f"{where} [stacks.{sname}]"
        if sname not in known:
            raise RecipeError(f"{swhere}: no stack '{sname}' in survey/stacks.toml "
                              f"({', '.join(known)})")
        _check_keys(t, STACK_KEYS, swhere)
        pins, venv, pip_config = known[sname]
        if "venv" in t:
            venv = _path(t["venv"], f"{swhere} venv", must_exist=False)
        stack_pages = None
        if pages is not None:
            stack_pages = pages if sname == doc["default"] else pages / sname
        adding, done = _adding(t.get("adding"), str(t["probes"]), doc["shards"], swhere)
        stacks.append(Stack(sname, pins, rel(venv), pip_config,
                            _path(t["stores"], f"{swhere} stores", must_exist=False),
                            str(t["probes"]), stack_pages, adding, done))
    stacks.sort(key=lambda s: s.torch)
    comparison = doc.get("comparison")
    if comparison is not None:
        _check_keys(comparison, COMPARISON_KEYS, f"{where} [comparison]")
    recipe = Recipe(
        name=name, file=f, pack=pack, shards=doc["shards"], run=tuple(doc["run"]),
        default=doc["default"], stacks=tuple(stacks),
        requirements=tuple(_path(r, f"{where} requirements") for r in doc.get("requirements", [])),
        pages=pages,
        coverage=_path(doc["coverage"], f"{where} coverage") if "coverage" in doc else None,
        sphinx=bool(doc.get("sphinx", False)), make_survey=bool(doc.get("make_survey", False)),
        comparison=comparison)
    recipe.default_stack()  # the default names one of its stacks
    if recipe.sphinx and not (pages and (pages / "sphinx" / "conf.py").is_file()):
        raise RecipeError(f"{where} sphinx: no {rel(pages or ROOT)}/sphinx/conf.py")
    return recipe


def names() -> list[str]:
    return sorted(f.parent.name for f in SURVEY.glob("*/survey.toml"))


def all_recipes() -> list[Recipe]:
    return [load(n) for n in names()]


def engine() -> str:
    return os.environ.get("CAPGRID_BIN") or str(ROOT / DEV_VENV / "bin" / "capgrid")


def worker_args(stack: Stack) -> tuple[list[str], dict]:
    """The `capgrid run` options and environment that run a stack's workers in its venv, with
    the checkout's capgrid (python/): the same worker code whichever engine runs them."""
    return ["--python", str(ROOT / stack.venv / "bin" / "python")], {
        "PYTHONPATH": str(ROOT / "python")}


def shard_stores(stack: Stack, shards: int) -> list[Path]:
    """The stack's shard stores that exist, in shard order."""
    return [stack.shard(k) for k in range(1, shards + 1)
            if (stack.shard(k) / "capgrid.sqlite").is_file()]


def main(argv: list[str] | None = None) -> int:
    from recipe_verbs import VERBS  # the verbs (survey/recipe_verbs.py) read this module

    ap = argparse.ArgumentParser(prog="survey/recipe.py",
                                 description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="verb", required=True)
    for verb, (help_, setup, _) in VERBS.items():
        setup(sub.add_parser(verb, help=help_))
    args, rest = ap.parse_known_args(argv)
    if rest and args.verb != "run-shard":
        ap.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        return VERBS[args.verb][2](args, rest)
    except RecipeError as e:
        print(f"recipe.py: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.modules.setdefault("recipe", sys.modules["__main__"])
    sys.exit(main())
