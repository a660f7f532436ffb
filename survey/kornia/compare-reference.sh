#!/usr/bin/env bash
# Publishes the Kornia survey (survey/publish.sh kornia: every stack's snapshot and pages, the
# default stack's in docs/kornia/), then compares the first stack's with Kornia's own published
# snapshot.
#   bash survey/kornia/publish.sh            # refuses an incomplete survey (merge exits 2)
#   FORCE=1 bash survey/kornia/publish.sh    # a partial preview, into /tmp/capgrid-kornia-NAME-preview
#   PROBES=LIST bash survey/kornia/publish.sh   # only these columns (survey/publish.sh)
# The comparison reads Kornia's published snapshot (Kornia's docs/source/_data/export_support.json,
# kornia 0.9.0rc1, revision e0969438) from $KORNIA_SNAPSHOT, by default this workplace's copy
# ../shared/reference/kornia_export_support.json; it is checked before anything is written.
set -euo pipefail
if [[ -n "${KORNIA_SNAPSHOT:-}" ]]; then
  KORNIA_SNAPSHOT=$(realpath -m -- "$KORNIA_SNAPSHOT")  # relative to the caller, not the repo
fi
cd "$(dirname "$0")/../.."
kornia="${KORNIA_SNAPSHOT:-../shared/reference/kornia_export_support.json}"
bin="${CAPGRID_BIN:-.venv/bin/capgrid}"  # another build: CAPGRID_BIN=build/san/capgrid
.venv/bin/python survey/kornia/check_reference.py "$kornia"
# merge, the HTML and Markdown pages and the Sphinx page, as for every built-in survey
bash survey/publish.sh kornia
# Kornia's snapshot is compared with the first stack's survey (torch 2.13.0), wherever
# survey/stacks.py puts its pages; the comparison's files go beside them.
read -r first _ _ out < <(python3 survey/stacks.py kornia)
comparison=(comparison.md comparison_diff.json comparison_tables.md status_counts.md)
if [[ "${FORCE:-}" == 1 ]]; then
  out="/tmp/capgrid-kornia-$first-preview"
elif [[ "$out" != docs/kornia ]]; then
  for f in "${comparison[@]}"; do rm -f "docs/kornia/$f"; done  # the first stack's pages moved
fi
# Row by row against Kornia's own published snapshot (docs/kornia/torch-2.13/comparison.md explains it).
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
  || echo "publish.sh: some differences have no explanation yet: see $out/comparison.md" >&2
echo "comparison with Kornia's snapshot: $out/comparison.md ($out/comparison_tables.md," \
  "$out/status_counts.md)"
