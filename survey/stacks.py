"""Where each probe stack's survey of a built-in pack lives: its stores and its published pages.

The first stack (survey/stack.txt, the development venv's) keeps its stores in survey/PACK/shard-K;
another stack STACK (survey/STACK/stack.txt) in survey/PACK/STACK/shard-K. Each stack file names
its stack on a `# stack: NAME` line. The stacks of a pack are ordered oldest first by their torch
pin; each one after the first is compared with the one before it (its version view).

A pack's published pages are docs/PACK/ for its default stack and docs/PACK/NAME/ for each other
stack. The default stack is the one survey/PACK/default-stack names (one line), else the first
stack: the newest stack becomes the default once its survey has the columns the older one has
(docs/install.md "A second stack"). survey/publish.sh reads this layout from here, and so do the
tests of the committed surveys.

    python3 survey/stacks.py monai        # one line per stack: NAME ARG STORES PAGES
                                          # (ARG: what STACK= takes, '-' for the first stack)
    python3 survey/stacks.py monai --default    # the default stack's NAME
    python3 survey/stacks.py monai --check      # exit 2 unless each published page directory
                                                # holds its own stack's snapshot
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SURVEY = ROOT / "survey"


@dataclass(frozen=True)
class Stack:
    name: str      # the stack file's `# stack:` name, e.g. torch-2.13
    arg: str       # what STACK= takes: "" for the first stack, else its directory in survey/
    stores: Path   # the directory of its shard stores for the pack (survey/PACK[/STACK])
    pages: Path    # the directory of its published pages for the pack (docs/PACK[/NAME])

    @property
    def stack_file(self) -> Path:
        return SURVEY / self.arg / "stack.txt"  # an empty arg adds nothing: survey/stack.txt


def _refuse(line: str):
    print(line, file=sys.stderr)
    raise SystemExit(2)


def _name(stack_file: Path) -> str:
    m = re.search(r"^#\s*stack:\s*(\S+)\s*$", stack_file.read_text(), re.M)
    if not m:
        _refuse(f"stacks.py: {stack_file}: no '# stack: NAME' line")
    return m.group(1)


def _version(torch: str) -> tuple[int, ...]:
    """2.15.0+cu132 -> (2, 15, 0): the release, without the local build label."""
    return tuple(int(p) for p in re.findall(r"\d+", torch.split("+")[0]))


def _torch(stack_file: Path) -> tuple[int, ...]:
    m = re.search(r"^torch==(\S+)", stack_file.read_text(), re.M)
    if not m:
        _refuse(f"stacks.py: {stack_file}: no torch pin")
    return _version(m.group(1))


def default_stack(pack: str) -> str:
    """The NAME of the stack whose pages are docs/PACK/."""
    f = SURVEY / pack / "default-stack"
    return f.read_text().strip() if f.is_file() else _name(SURVEY / "stack.txt")


def stacks(pack: str) -> list[Stack]:
    """The pack's surveyed stacks, oldest first: the first stack, and each other stack with a
    directory in survey/PACK/."""
    if not (SURVEY / pack / "requirements.txt").is_file():
        _refuse(f"stacks.py: no built-in survey '{pack}' (survey/{pack}/requirements.txt)")
    found = [("", SURVEY / "stack.txt")] + [
        (f.parent.name, f) for f in sorted(SURVEY.glob("*/stack.txt"))
        if (SURVEY / pack / f.parent.name).is_dir()]
    found.sort(key=lambda a: _torch(a[1]))
    default = default_stack(pack)
    out = []
    for arg, f in found:
        name = _name(f)
        pages = ROOT / "docs" / pack if name == default else ROOT / "docs" / pack / name
        out.append(Stack(name, arg, SURVEY / pack / arg, pages))
    if default not in {s.name for s in out}:
        _refuse(f"stacks.py: survey/{pack}/default-stack: no stack '{default}' "
                f"(stacks: {', '.join(s.name for s in out)})")
    return out


def misplaced(found: list[Stack]) -> list[str]:
    """Published snapshots that are not their directory's stack's (by torch version): what a
    change of survey/PACK/default-stack leaves until every stack is published again."""
    out = []
    for s in found:
        snap = s.pages / "snapshot.json"
        if snap.is_file():
            torch = json.loads(snap.read_text()).get("torch", "")
            if _version(torch) != _torch(s.stack_file):
                out.append(f"{snap.relative_to(ROOT)} is torch {torch}, not {s.name}'s")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pack")
    ap.add_argument("--default", action="store_true", help="print the default stack's name")
    ap.add_argument("--check", action="store_true",
                    help="exit 2 if a published snapshot is not its directory's stack's")
    args = ap.parse_args(argv)
    found = stacks(args.pack)
    if args.check:
        wrong = misplaced(found)
        for line in wrong:
            print(f"stacks.py: {line}: the default stack changed (survey/{args.pack}/"
                  f"default-stack); publish every stack: bash survey/publish.sh {args.pack}",
                  file=sys.stderr)
        return 2 if wrong else 0
    if args.default:
        print(next(s.name for s in found if s.pages == ROOT / "docs" / args.pack))
        return 0
    for s in found:
        print(s.name, s.arg or "-", s.stores.relative_to(ROOT), s.pages.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
