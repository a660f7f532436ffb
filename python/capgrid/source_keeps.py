"""Source keeps: an edit of a source file that leaves the results recorded with its old digest
valid, declared beside the file (docs/store.md "Source keeps").

A stored result records the digest of every non-stack file its case ran (docs/store.md
"Dependencies"); any edit of such a file makes the result stale. A pack's shared module (the
Kornia pack's ``_kit.py`` runs in every one of its 2527 cases) then cannot change at all without
probing the whole survey again, even where the edit only changes a constant built at import,
which the cases' fingerprints already cover. A keep says so, for one edit: in the directory of
the file, ``source_keeps.json`` lists ``{"file": NAME, "from": OLD, "to": NEW, "why": TEXT}``:
results that recorded digest OLD of that file stay valid while its digest is NEW. Keeps chain
(OLD -> NEW -> NEWER while the file is NEWER), and a keep whose NEW is not the file's digest any
more keeps nothing, so a later edit must be declared again. The ``digests`` reply then answers
such a file with every digest it accepts, the current one first.

    python -m capgrid.source_keeps declare FILE --from REV --why TEXT   # FILE's edit since REV

declares the edit of FILE since git revision REV (its digest there, and now), after checking
that the file is tracked there. Declare only an edit whose every change runs at import, before
any probe (a constant, an input built for a case, a helper only import-time code calls): code a
probe runs is what the recorded digest stands for.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import os
import subprocess
import sys

FILE_NAME = "source_keeps.json"
KEYS = ("file", "from", "to", "why")


class KeepsError(Exception):
    pass


def _load(directory: str) -> list[dict]:
    """The directory's keeps (``[]`` without a file), read once per version of the file: a
    ``digests`` reply asks for every file of a directory."""
    path = os.path.join(directory, FILE_NAME)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return []
    except OSError as e:
        raise KeepsError(f"{path}: {e}") from None
    return _read(path, st.st_mtime_ns, st.st_size)


@functools.lru_cache(maxsize=256)
def _read(path: str, mtime_ns: int, size: int) -> list[dict]:
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        raise KeepsError(f"{path}: {e}") from None
    keeps = doc.get("keeps") if isinstance(doc, dict) else None
    if not isinstance(keeps, list) or not all(
            isinstance(k, dict) and all(isinstance(k.get(f), str) and k.get(f) for f in KEYS)
            for k in keeps):
        raise KeepsError(f"{path}: expected {{\"keeps\": [{{{', '.join(KEYS)}}}, ...]}}")
    return keeps


def accepted(path: str, digest: str) -> list[str]:
    """The digests of ``path`` whose recorded results stay valid now that its digest is
    ``digest``: ``digest`` first, then those its directory's keeps chain back to."""
    name = os.path.basename(path)
    keeps = [k for k in _load(os.path.dirname(os.path.realpath(path))) if k["file"] == name]
    out = [digest]
    grew = True
    while grew:
        grew = False
        for k in keeps:
            if k["to"] in out and k["from"] not in out:
                out.append(k["from"])
                grew = True
    return out


def _digest(data: bytes) -> str:
    """As dependencies.file_digest: the first 16 hex of the sha256 of the bytes."""
    return hashlib.sha256(data).hexdigest()[:16]


def declare(path: str, rev: str, why: str) -> dict:
    """Adds the keep of ``path``'s edit since git revision ``rev`` to its directory's file."""
    path = os.path.abspath(path)
    folder, name = os.path.split(path)
    try:
        top = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=folder, text=True,
                             capture_output=True, check=True).stdout.strip()
        then = subprocess.run(["git", "show", f"{rev}:{os.path.relpath(path, top)}"], cwd=top,
                              capture_output=True, check=True).stdout
    except subprocess.CalledProcessError as e:
        why = e.stderr.strip() if isinstance(e.stderr, str) else e.stderr.decode(errors="replace")
        raise KeepsError(f"{path}: not in git revision {rev}: {why.strip()}") from None
    with open(path, "rb") as f:
        now = f.read()
    keep = {"file": name, "from": _digest(then), "to": _digest(now), "why": why}
    if keep["from"] == keep["to"]:
        raise KeepsError(f"{path}: unchanged since {rev}")
    keeps = _load(folder)
    if any(k["file"] == name and k["from"] == keep["from"] and k["to"] == keep["to"]
           for k in keeps):
        return keep
    target = os.path.join(folder, FILE_NAME)
    doc = {"about": "Edits of the files of this directory that leave the results recorded with "
                    "the old digest valid (python -m capgrid.source_keeps; docs/store.md "
                    "\"Source keeps\")", "keeps": keeps + [keep]}
    with open(target, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    return keep


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m capgrid.source_keeps",
                                 description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="verb", required=True)
    d = sub.add_parser("declare", help="declare FILE's edit since git revision REV")
    d.add_argument("file")
    d.add_argument("--from", dest="rev", required=True, metavar="REV")
    d.add_argument("--why", required=True)
    args = ap.parse_args(argv)
    try:
        keep = declare(args.file, args.rev, args.why)
    except KeepsError as e:
        print(f"source_keeps: {e}", file=sys.stderr)
        return 2
    print(f"{args.file}: results recorded with {keep['from']} stay valid while it is "
          f"{keep['to']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
