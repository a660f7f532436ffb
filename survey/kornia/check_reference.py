"""Checks Kornia's published snapshot, the file the survey is compared with, before publish.sh
compares against it: it must exist, be in Kornia's layout (docs/snapshot.schema.json's
#/$defs/kornia_snapshot) and not be a capgrid snapshot (a capgrid snapshot is a superset of
Kornia's layout, so pointing KORNIA_SNAPSHOT at docs/kornia/snapshot.json would otherwise compare
the survey with itself).

    python survey/kornia/check_reference.py PATH

PATH is Kornia's own docs/source/_data/export_support.json (kornia 0.9.0rc1, revision
e0969438); publish.sh passes $KORNIA_SNAPSHOT, by default this workplace's copy
../shared/reference/kornia_export_support.json. On success one line describes the file; on any
problem one line on stderr says what is wrong, and the exit status is 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import jsonschema

ROOT = Path(__file__).resolve().parents[2]
ORIGIN = ("a copy of Kornia's published docs/source/_data/export_support.json (kornia 0.9.0rc1, "
          "revision e0969438)")


def problem(path: Path) -> str | None:
    """What is wrong with the file at path as Kornia's snapshot, or None."""
    if not path.is_file():
        return f"no Kornia snapshot at {path}: set KORNIA_SNAPSHOT to {ORIGIN}"
    try:
        data = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        return f"{path}: not JSON ({e})"
    if isinstance(data, dict) and "format" in data:
        return (f"{path} is a capgrid snapshot (format {data['format']!r}), not Kornia's: "
                f"set KORNIA_SNAPSHOT to {ORIGIN}")
    schema = json.loads((ROOT / "docs" / "snapshot.schema.json").read_text())
    validator = jsonschema.validators.validator_for(schema)(
        {"$ref": "#/$defs/kornia_snapshot", "$defs": schema["$defs"]})
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or "the top level"
        return f"{path}: not in Kornia's layout at {where}: {error.message}"
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("snapshot", type=Path)
    path = ap.parse_args().snapshot
    why = problem(path)
    if why is not None:
        print(f"check_reference.py: {why}", file=sys.stderr)
        return 2
    data = json.loads(path.read_text())
    print(f"Kornia's snapshot {path}: {len(data['cases'])} rows, kornia {data.get('kornia', '?')}, "
          f"torch {data['torch']}, revision {data['revision']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
