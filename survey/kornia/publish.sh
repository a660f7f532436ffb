#!/usr/bin/env bash
# Merges the committed shard stores of the Kornia survey into docs/kornia/snapshot.json and
# renders its pages: standalone HTML, Markdown, and the RST page through the Sphinx extension.
#   bash survey/kornia/publish.sh            # refuses an incomplete survey (merge exits 2)
#   FORCE=1 bash survey/kornia/publish.sh    # a partial preview, into /tmp/capgrid-kornia-preview
# The comparison reads Kornia's published snapshot (Kornia's docs/source/_data/export_support.json,
# kornia 0.9.0rc1, revision e0969438) from $KORNIA_SNAPSHOT, by default this workplace's copy
# ../shared/reference/kornia_export_support.json; it is checked before anything is written.
set -euo pipefail
if [[ -n "${KORNIA_SNAPSHOT:-}" ]]; then
  KORNIA_SNAPSHOT=$(realpath -m -- "$KORNIA_SNAPSHOT")  # relative to the caller, not the repo
fi
cd "$(dirname "$0")/../.."
kornia="${KORNIA_SNAPSHOT:-../shared/reference/kornia_export_support.json}"
bin=.venv/bin/capgrid
.venv/bin/python survey/kornia/check_reference.py "$kornia"
out=docs/kornia
extra=()
if [[ "${FORCE:-}" == 1 ]]; then
  out=/tmp/capgrid-kornia-preview
  mkdir -p "$out"
  cp -r docs/kornia/sphinx "$out/"
  extra=(--force)
fi
stores=()
for k in 1 2 3 4; do
  if [[ -f survey/kornia/shard-$k/capgrid.sqlite ]]; then
    stores+=("survey/kornia/shard-$k")
  elif [[ "${FORCE:-}" != 1 ]]; then
    echo "publish.sh: survey/kornia/shard-$k has no store yet: run survey/run-shard.sh kornia $k" >&2
    exit 2
  fi
done
"$bin" merge "${stores[@]}" --coverage survey/kornia/coverage.json "${extra[@]}" \
  -o "$out/snapshot.json"
"$bin" render "$out/snapshot.json" --format html -o "$out/export_support.html"
"$bin" render "$out/snapshot.json" --format md -o "$out/export_support.md"
# Row by row against Kornia's own published snapshot (docs/kornia/comparison.md explains it).
"$bin" diff "$kornia" "$out/snapshot.json" --match row --format md > "$out/comparison_tables.md"
"$bin" diff "$kornia" "$out/snapshot.json" --match row --format json > /tmp/capgrid-kornia-diff.json
.venv/bin/python survey/kornia/stats.py "$out/snapshot.json" "$kornia" > "$out/status_counts.md"
# Every difference explained (survey/kornia/explanations.json), with the evidence of capgrid's
# reruns under Kornia's torch 2.9.1 (survey/kornia/torch291/, made by torch291.sh).
.venv/bin/python survey/kornia/compare.py /tmp/capgrid-kornia-diff.json \
  --explanations survey/kornia/explanations.json \
  --evidence survey/kornia/torch291/*/capgrid.sqlite -o "$out/comparison.md" \
  || echo "publish.sh: some differences have no explanation yet: see $out/comparison.md" >&2
CAPGRID_BIN="$bin" .venv/bin/python -m sphinx -q -b html "$out/sphinx" /tmp/capgrid-kornia-sphinx
echo "pages: $out/export_support.html $out/export_support.md $out/sphinx/export_support.rst"
echo "comparison with Kornia's snapshot: $out/comparison.md ($out/comparison_tables.md," \
  "$out/status_counts.md)"
