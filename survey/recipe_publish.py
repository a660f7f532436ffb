"""`survey/recipe.py publish`: a survey's committed shard stores merged into snapshots and rendered
as its published pages (docs/surveys.md "Publishing").

Each stack's pages: the snapshot (`capgrid merge` of its shard stores, with the stack's probes and
the recipe's coverage), the standalone HTML and the Markdown page, and for each stack after a
published one its version view (`capgrid diff --format versions-html/-md` against the stack
before it). Every published page links the other stacks' pages and version views, so publishing
one stack renders every published stack again. The default stack's pages are the recipe's
`pages` directory (with the Sphinx page when `sphinx = true`), another stack's `pages/NAME/`; a
change of the recipe's `default` moves them when every stack is published again. A survey with a
`[comparison]` also gets its comparison with another snapshot (survey/compare_discovered.py).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from recipe import ROOT, Recipe, RecipeError, Stack, all_recipes, engine, rel, release, shard_stores

# The files publishing writes into a stack's pages directory (and so may remove again).
GENERATED = ("snapshot.json", "export_support.html", "export_support.md",
             "export_support_charts.svg", "versions.html", "versions.md")


def _run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    proc = subprocess.run(cmd, cwd=ROOT, text=True, capture_output=True, **kw)
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout + proc.stderr)
        raise RecipeError(f"{' '.join(cmd[:2])} failed (exit {proc.returncode})")
    return proc


def misplaced(recipe: Recipe) -> list[str]:
    """Published snapshots that are not their directory's stack's (by torch version): what a
    change of the recipe's `default` leaves until every stack is published again."""
    out = []
    for s in recipe.stacks:
        snap = s.pages / "snapshot.json" if s.pages else None
        if snap and snap.is_file():
            torch = json.loads(snap.read_text()).get("torch", "")
            if release(torch) != s.torch:
                out.append(f"{rel(snap)} is torch {torch}, not {s.name}'s")
    return out


def _versions_title(stacks: tuple[Stack, ...], i: int) -> str:
    return f"from {stacks[i - 1].name} to {stacks[i].name}: what broke and what got fixed"


def publish(recipe: Recipe, only: str | None = None, preview: Path | None = None,
            probes: str | None = None) -> list[str]:
    """Publishes the recipe's stacks (`only`: that one); into `preview`/NAME instead of the
    pages when given (a partial survey allowed). Returns the lines to print."""
    stacks = recipe.stacks
    selected = [i for i, s in enumerate(stacks) if only in (None, s.name)]
    if only is not None:
        recipe.stack(only)  # refuses a stack the survey does not have
    bin_ = engine()
    lines: list[str] = []
    with tempfile.TemporaryDirectory(prefix=f"capgrid-{recipe.name}-") as tmp:
        scratch = Path(tmp)
        _publish(recipe, stacks, selected, only, preview, probes, bin_, lines, scratch)
    return lines


def _publish(recipe: Recipe, stacks: tuple[Stack, ...], selected: list[int], only: str | None,
             preview: Path | None, probes: str | None, bin_: str, lines: list[str],
             scratch: Path) -> None:
    """publish()'s work; a survey without pages merges into `scratch`, removed after."""

    def out_dir(i: int) -> Path:
        if preview is not None:
            return preview / stacks[i].name
        if stacks[i].pages is None:  # merged for the comparison only
            return scratch / stacks[i].name
        return stacks[i].pages

    if only is not None and preview is None and recipe.pages is not None:
        for line in misplaced(recipe):  # one stack alone cannot move the default page
            raise RecipeError(f"{line}: the default stack changed ({rel(recipe.file)} default); "
                              "publish every stack: python3 survey/recipe.py publish "
                              f"{recipe.name}")
    # pages/NAME/ of the default stack is what an earlier default leaves: publishing removes it,
    # so it must hold only what publishing wrote.
    left = []
    if preview is None and recipe.pages is not None:
        old = recipe.pages / recipe.default
        if old.is_dir():
            for f in sorted(old.iterdir()):
                if f.name not in GENERATED:
                    raise RecipeError(f"{rel(f)} was not written by publishing; {recipe.default}'s "
                                      f"pages are now {rel(recipe.pages)}/ ({rel(recipe.file)} "
                                      f"default): move it there first")
            left.append(old)

    merged = []
    for i in selected:
        s = stacks[i]
        stores = shard_stores(s, recipe.shards)
        missing = recipe.shards - len(stores)
        resume = f"python3 survey/recipe.py run-shard {recipe.name} K --stack {s.name}"
        if missing and preview is None:
            if only is None:  # a stack whose survey is under way: its pages stay as they are
                lines.append(f"{s.name}: {missing} of {recipe.shards} shards without a store in "
                             f"{rel(s.stores)} yet ({resume}), skipped")
                continue
            raise RecipeError(f"{rel(s.stores)} has {missing} shard(s) without a store: {resume}")
        if not stores:
            lines.append(f"{s.name}: no shard store in {rel(s.stores)} yet, skipped")
            continue
        out = out_dir(i)
        out.mkdir(parents=True, exist_ok=True)
        cmd = [bin_, "merge", *map(str, stores), "--probes", probes or s.probes,
               "-o", str(out / "snapshot.json")]
        if recipe.coverage is not None:
            cmd += ["--coverage", str(recipe.coverage)]
        if preview is not None:
            cmd.append("--force")
        _run(cmd)
        merged.append(i)
        if recipe.comparison and s.name == recipe.default:
            lines.append(compare(recipe, out / "snapshot.json", stores))

    if preview is None and recipe.pages is not None:
        # A stack that became the default leaves pages/NAME/, and the first stack's page as the
        # default has no version view: nothing of another layout stays behind.
        for old in left:
            for name in GENERATED:
                (old / name).unlink(missing_ok=True)
            old.rmdir()
        if stacks[0].pages == recipe.pages:
            for name in ("versions.html", "versions.md"):
                (recipe.pages / name).unlink(missing_ok=True)

    def published(j: int) -> bool:
        return stacks[j].pages is not None and (stacks[j].pages / "snapshot.json").is_file()

    if recipe.pages is None:
        render = []
    elif preview is not None:
        render = merged
    else:
        render = [i for i in range(len(stacks)) if published(i)]
    for i in render:
        out = out_dir(i)
        links = []
        before = i - 1
        if i > 0 and published(before):
            # what changed from the stack before this one (its published snapshot) to this one
            for fmt, ext in (("versions-html", "html"), ("versions-md", "md")):
                proc = _run([bin_, "diff", str(stacks[before].pages / "snapshot.json"),
                             str(out / "snapshot.json"), "--format", fmt])
                (out / f"versions.{ext}").write_text(proc.stdout)
            links.append(f"{_versions_title(stacks, i)}=versions")
        if preview is None:
            for j in range(len(stacks)):
                if j != i and published(j):
                    there = os.path.relpath(stacks[j].pages, out)
                    links.append(f"the {stacks[j].name} survey={there}/export_support")
                    if j > 0 and published(j - 1):
                        links.append(f"{_versions_title(stacks, j)}={there}/versions")
        for ext in ("html", "md"):
            see = [a for link in links for a in ("--see-also", f"{link}.{ext}")]
            _run([bin_, "render", str(out / "snapshot.json"), "--format", ext,
                  "-o", str(out / f"export_support.{ext}"), *see])
        if stacks[i].pages == recipe.pages and recipe.sphinx:
            # the default stack's Sphinx page (PAGES/sphinx/conf.py reads ../snapshot.json)
            if preview is not None:
                shutil.rmtree(out / "sphinx", ignore_errors=True)
                shutil.copytree(recipe.pages / "sphinx", out / "sphinx")
            build = Path(tempfile.gettempdir()) / f"capgrid-{recipe.name}-sphinx"
            _run([str(ROOT / ".venv" / "bin" / "python"), "-m", "sphinx", "-q", "-b", "html",
                  str(out / "sphinx"), str(build)],
                 env={**os.environ, "CAPGRID_BIN": bin_})
            lines.append(f"pages ({stacks[i].name}, the default): {rel(out)}/export_support.html "
                         f"{rel(out)}/export_support.md {rel(out)}/sphinx/export_support.rst")
        else:
            lines.append(f"pages ({stacks[i].name}): {rel(out)}/export_support.html "
                         f"{rel(out)}/export_support.md")


def published_stores(snapshot: Path) -> list[Path]:
    """The shard stores of the survey stack whose published snapshot `snapshot` is."""
    for r in all_recipes():
        for s in r.stacks:
            if s.pages is not None and (s.pages / "snapshot.json").resolve() == snapshot.resolve():
                return shard_stores(s, r.shards)
    raise RecipeError(f"{rel(snapshot)}: no survey stack publishes it, so no stores give its "
                      "cases' inputs")


def compare(recipe: Recipe, snapshot: Path, stores: list[Path]) -> str:
    """The recipe's [comparison]: its snapshot against another, per operator and per
    configuration (each side's stores give its cases' inputs)."""
    c = recipe.comparison
    against = ROOT / c["against"]
    _run([sys.executable, str(ROOT / "survey" / "compare_discovered.py"), str(snapshot),
          str(against), "--stores", *map(str, stores),
          "--builtin-stores", *map(str, published_stores(against)),
          "--title", c["title"], "--markdown", str(ROOT / c["markdown"])])
    return f"comparison with {c['against']}: {c['markdown']}"
