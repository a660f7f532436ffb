#!/usr/bin/env bash
# Merges the committed shard stores of a built-in pack's survey into docs/PACK/snapshot.json and
# renders its pages: standalone HTML, Markdown, and the RST page through the Sphinx extension.
#   bash survey/publish.sh monai            # refuses an incomplete survey (merge exits 2)
#   FORCE=1 bash survey/publish.sh monai    # a partial preview, into /tmp/capgrid-PACK-preview
#   PROBES=onnx,export bash survey/publish.sh kornia   # only these columns (capgrid merge
#       --probes): while a new probe's column is being added shard by shard, publish the
#       columns every shard has
# survey/PACK/coverage.json (capgrid coverage -o ...), when there is one, goes on the page.
# survey/kornia/publish.sh runs this, then compares with Kornia's own snapshot.
set -euo pipefail
cd "$(dirname "$0")/.."
pack="${1:?usage: survey/publish.sh PACK}"
if [[ ! -d "docs/$pack/sphinx" ]]; then
  echo "publish.sh: no built-in survey '$pack' with pages (docs/$pack/sphinx)" >&2
  exit 2
fi
bin=.venv/bin/capgrid
out="docs/$pack"
extra=()
if [[ "${FORCE:-}" == 1 ]]; then
  out="/tmp/capgrid-$pack-preview"
  mkdir -p "$out"
  cp -r "docs/$pack/sphinx" "$out/"
  extra=(--force)
fi
stores=()
for k in 1 2 3 4; do
  if [[ -f "survey/$pack/shard-$k/capgrid.sqlite" ]]; then
    stores+=("survey/$pack/shard-$k")
  elif [[ "${FORCE:-}" != 1 ]]; then
    echo "publish.sh: survey/$pack/shard-$k has no store yet: run survey/run-shard.sh $pack $k" >&2
    exit 2
  fi
done
if [[ -n "${PROBES:-}" ]]; then
  extra+=(--probes "$PROBES")
fi
if [[ -f "survey/$pack/coverage.json" ]]; then
  extra+=(--coverage "survey/$pack/coverage.json")
fi
"$bin" merge "${stores[@]}" "${extra[@]}" -o "$out/snapshot.json"
"$bin" render "$out/snapshot.json" --format html -o "$out/export_support.html"
"$bin" render "$out/snapshot.json" --format md -o "$out/export_support.md"
CAPGRID_BIN="$bin" .venv/bin/python -m sphinx -q -b html "$out/sphinx" "/tmp/capgrid-$pack-sphinx"
echo "pages: $out/export_support.html $out/export_support.md $out/sphinx/export_support.rst"
