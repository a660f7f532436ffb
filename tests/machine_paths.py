"""Paths of the machine that ran something, found in a text: what a committed snapshot, pack or
page must not hold (docs/snapshot.md, "Paths")."""

from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path

from capgrid_binary import REPO

# Absolute paths under the usual roots of a user's or a CI machine's files, and any absolute
# path into an interpreter's library. Torch's and onnxruntime's own build paths (/__w/pytorch/,
# /onnxruntime_src/) are the same on every machine and not matched; nor are ONNX node names.
_ROOTS = re.compile(r"(?<![\w.:/~$-])/(?:home|root|Users|work|tmp|private|var/folders|builds|"
                    r"runner|github/workspace)/[\w.~+-]"
                    r"|(?<![\w.:/~$-])/[\w./+-]*/lib/python\d+\.\d+/")


def machine_paths(text: str, *extra: str | Path) -> list[str]:
    """Each place in `text` (with 40 characters around it) naming a path of a machine: the
    usual roots, this checkout, this interpreter, the temporary directory, $HOME, `extra`."""
    here = {str(REPO), sys.prefix, sys.base_prefix, tempfile.gettempdir(),
            os.environ.get("HOME", ""), *(str(e) for e in extra)}
    found = [m.start() for m in _ROOTS.finditer(text)]
    for path in here:
        if len(path) > 1:
            found += [m.start() for m in re.finditer(re.escape(path) + r"(?=[/'\"\s:),]|$)",
                                                     text)]
    return [text[max(0, at - 40):at + 40] for at in sorted(found)]
