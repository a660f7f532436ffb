"""Prints pip's index options for the probe stack: `--extra-index-url URL` for torch's CPU wheel
index (survey/stack.txt's `# torch-index:` line) when that index answers within a few seconds,
nothing when it does not.

pip retries an unreachable index for every requirement it resolves (five tries with back-off,
each waiting up to PIP_DEFAULT_TIMEOUT), which cost a fresh set-up about 25 minutes on a machine
that reaches PyPI but not download.pytorch.org. One bounded probe here decides once for the whole
install; pip then finds torch's CPU build in a local wheel directory configured for pip
(`find-links`), as on this project's machines.

    python3 survey/pip_index.py            # the options, for a pip command line
    python3 survey/pip_index.py --url      # the index's URL alone (reachable or not)
    python3 survey/pip_index.py --stack survey/torch-2.15/stack.txt   # another stack's
"""

from __future__ import annotations

import argparse
import re
import sys
import urllib.request
from pathlib import Path

STACK = Path(__file__).resolve().parent / "stack.txt"
TIMEOUT_S = 5.0


def torch_index(stack: Path = STACK) -> str:
    """The URL of torch's CPU wheel index, as survey/stack.txt names it."""
    m = re.search(r"^#\s*torch-index:\s*(\S+)\s*$", stack.read_text(), re.M)
    if not m:
        raise SystemExit(f"{stack}: no '# torch-index: URL' line")
    return m.group(1)


def reachable(url: str, timeout: float = TIMEOUT_S) -> bool:
    """Whether the index answers one request (for torch's project page) within `timeout`."""
    try:
        with urllib.request.urlopen(url.rstrip("/") + "/torch/", timeout=timeout) as r:
            return 200 <= r.status < 400
    except (OSError, ValueError):
        return False


def index_options(stack: Path = STACK, timeout: float = TIMEOUT_S) -> list[str]:
    url = torch_index(stack)
    return ["--extra-index-url", url] if reachable(url, timeout) else []


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="pip_index.py")
    parser.add_argument("--url", action="store_true", help="print the index's URL alone")
    parser.add_argument("--stack", type=Path, default=STACK,
                        help="the stack's pins (default survey/stack.txt; another stack's: "
                             "survey/STACK/stack.txt)")
    args = parser.parse_args(argv)
    if args.url:
        print(torch_index(args.stack))
        return 0
    opts = index_options(args.stack)
    if not opts:
        print(f"pip_index: {torch_index(args.stack)} does not answer within {TIMEOUT_S:g} s; pip "
              "will use PyPI and the wheel directories configured for it", file=sys.stderr)
    print(" ".join(opts))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
