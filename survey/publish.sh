#!/usr/bin/env bash
# Merges the committed shard stores of a built-in pack's survey into docs/PACK/snapshot.json and
# renders its pages: standalone HTML, Markdown, and the RST page through the Sphinx extension.
#   bash survey/publish.sh monai            # refuses an incomplete survey (merge exits 2)
#   FORCE=1 bash survey/publish.sh monai    # a partial preview, into /tmp/capgrid-PACK-preview
#   PROBES=onnx,export bash survey/publish.sh kornia   # only these columns (capgrid merge
#       --probes): while a new probe's column is being added shard by shard, publish the
#       columns every shard has
#   STACK=torch-2.15 bash survey/publish.sh kornia     # another stack's survey
#       (survey/PACK/STACK/shard-K) into docs/PACK/STACK/: its HTML and Markdown pages and the
#       version view against the first stack's docs/PACK/snapshot.json (versions.html, .md),
#       which its pages link to
# survey/PACK/coverage.json (capgrid coverage -o ...), when there is one, goes on the page.
# survey/kornia/publish.sh runs this, then compares with Kornia's own snapshot.
set -euo pipefail
cd "$(dirname "$0")/.."
pack="${1:?usage: survey/publish.sh PACK}"
if [[ ! -d "docs/$pack/sphinx" ]]; then
  echo "publish.sh: no built-in survey '$pack' with pages (docs/$pack/sphinx)" >&2
  exit 2
fi
bin="${CAPGRID_BIN:-.venv/bin/capgrid}"  # another build: CAPGRID_BIN=build/san/capgrid
stack="${STACK:-}"
from="survey/$pack${stack:+/$stack}"
out="docs/$pack${stack:+/$stack}"
extra=()
if [[ "${FORCE:-}" == 1 ]]; then
  out="/tmp/capgrid-$pack${stack:+-$stack}-preview"
  mkdir -p "$out"
  [[ -n "$stack" ]] || cp -r "docs/$pack/sphinx" "$out/"
  extra=(--force)
fi
stores=()
for k in 1 2 3 4; do
  if [[ -f "$from/shard-$k/capgrid.sqlite" ]]; then
    stores+=("$from/shard-$k")
  elif [[ "${FORCE:-}" != 1 ]]; then
    echo "publish.sh: $from/shard-$k has no store yet: run ${stack:+STACK=$stack }survey/run-shard.sh $pack $k" >&2
    exit 2
  fi
done
if [[ -n "${PROBES:-}" ]]; then
  extra+=(--probes "$PROBES")
fi
if [[ -f "survey/$pack/coverage.json" ]]; then
  extra+=(--coverage "survey/$pack/coverage.json")
fi
mkdir -p "$out"
"$bin" merge "${stores[@]}" "${extra[@]}" -o "$out/snapshot.json"
html_see=()
md_see=()
if [[ -n "$stack" ]]; then
  # what changed from the first stack's published survey to this one
  base="docs/$pack/snapshot.json"
  title="what broke and what got fixed since the first stack's survey"
  "$bin" diff "$base" "$out/snapshot.json" --format versions-html > "$out/versions.html"
  "$bin" diff "$base" "$out/snapshot.json" --format versions-md > "$out/versions.md"
  html_see=(--see-also "$title=versions.html")
  md_see=(--see-also "$title=versions.md")
fi
"$bin" render "$out/snapshot.json" --format html -o "$out/export_support.html" "${html_see[@]}"
"$bin" render "$out/snapshot.json" --format md -o "$out/export_support.md" "${md_see[@]}"
if [[ -z "$stack" ]]; then
  CAPGRID_BIN="$bin" .venv/bin/python -m sphinx -q -b html "$out/sphinx" "/tmp/capgrid-$pack-sphinx"
  echo "pages: $out/export_support.html $out/export_support.md $out/sphinx/export_support.rst"
else
  echo "pages: $out/export_support.html $out/export_support.md $out/versions.html $out/versions.md"
fi
