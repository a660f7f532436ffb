#!/usr/bin/env bash
# Compares capgrid's Kornia survey on its first stack (torch 2.13.0) with Kornia's own published
# snapshot, row by row, and explains every difference. It reads the published pages, so publish
# first (python3 survey/recipe.py publish kornia); its files go beside the first stack's pages
# (python3 survey/recipe.py layout kornia):
#   KORNIA_SNAPSHOT=FILE bash survey/kornia/compare-reference.sh
# FILE is Kornia's docs/source/_data/export_support.json (kornia 0.9.0rc1, revision e0969438),
# which is not part of this repository; the comparison's committed results (comparison.md,
# comparison_tables.md, comparison_diff.json, status_counts.md) are what the tests read.
set -euo pipefail
if [[ -z "${KORNIA_SNAPSHOT:-}" ]]; then
  echo "compare-reference.sh: KORNIA_SNAPSHOT must name Kornia's published export_support.json" >&2
  exit 2
fi
kornia=$(realpath -m -- "$KORNIA_SNAPSHOT")  # relative to the caller, not the repository
cd "$(dirname "$0")/../.."
bin="${CAPGRID_BIN:-.venv/bin/capgrid}"  # another build: CAPGRID_BIN=build/san/capgrid
.venv/bin/python survey/kornia/check_reference.py "$kornia"
# the first stack's pages (torch 2.13.0), wherever the recipe puts them
out=$(python3 survey/recipe.py layout kornia --json |
      python3 -c 'import json, sys; print(json.load(sys.stdin)[0]["stacks"][0]["pages"])')
# Row by row against Kornia's own published snapshot (comparison.md explains it).
"$bin" diff "$kornia" "$out/snapshot.json" --match row --format md > "$out/comparison_tables.md"
# The same row match as JSON, committed: what compare.py explains and tests/test_kornia_comparison.py
# checks without Kornia's snapshot (it holds only the differing cells and the row lists).
"$bin" diff "$kornia" "$out/snapshot.json" --match row --format json > "$out/comparison_diff.json"
.venv/bin/python survey/kornia/stats.py "$out/snapshot.json" "$kornia" > "$out/status_counts.md"
# Every difference explained (survey/kornia/explanations.json), with the evidence of capgrid's
# reruns under Kornia's torch 2.9.1 (survey/kornia/torch291/, made by torch291.sh).
.venv/bin/python survey/kornia/compare.py "$out/comparison_diff.json" \
  --explanations survey/kornia/explanations.json \
  --evidence survey/kornia/torch291/*/capgrid.sqlite -o "$out/comparison.md" \
  || echo "compare-reference.sh: some differences have no explanation yet: see $out/comparison.md" >&2
echo "comparison with Kornia's snapshot: $out/comparison.md ($out/comparison_tables.md," \
  "$out/status_counts.md)"
