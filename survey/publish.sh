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
#       which its pages link to; the first stack's pages (docs/PACK/) are re-rendered to link
#       every other stack's pages and version view
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
changed="what broke and what got fixed since the first stack's survey"
# The first stack's pages link every other stack's published survey of the pack and its version
# view (docs/PACK/STACK/); a stack's pages link their version view.
render_pages() {  # DIR [TITLE=PAGE-STEM ...]: DIR/export_support.{html,md} from DIR/snapshot.json
  local dir="$1" html_see=() md_see=() link
  shift
  for link in "$@"; do
    html_see+=(--see-also "$link.html")
    md_see+=(--see-also "$link.md")
  done
  "$bin" render "$dir/snapshot.json" --format html -o "$dir/export_support.html" "${html_see[@]}"
  "$bin" render "$dir/snapshot.json" --format md -o "$dir/export_support.md" "${md_see[@]}"
}
render_first_stack_pages() {  # docs/PACK's pages, linking each other stack's published pages
  local links=() other
  for other in "docs/$pack"/*/versions.html; do
    other=$(basename "$(dirname "$other")")
    if [[ -f "survey/$other/stack.txt" && -f "docs/$pack/$other/export_support.html" ]]; then
      links+=("the $other survey=$other/export_support" "what changed on $other=$other/versions")
    fi
  done
  render_pages "docs/$pack" "${links[@]}"
}
if [[ -n "$stack" ]]; then
  # what changed from the first stack's published survey to this one
  base="docs/$pack/snapshot.json"
  "$bin" diff "$base" "$out/snapshot.json" --format versions-html > "$out/versions.html"
  "$bin" diff "$base" "$out/snapshot.json" --format versions-md > "$out/versions.md"
  render_pages "$out" "$changed=versions"
  if [[ "${FORCE:-}" != 1 ]]; then
    render_first_stack_pages  # now linking this stack's pages
  fi
elif [[ "${FORCE:-}" == 1 ]]; then
  render_pages "$out"
else
  render_first_stack_pages
fi
if [[ -z "$stack" ]]; then
  CAPGRID_BIN="$bin" .venv/bin/python -m sphinx -q -b html "$out/sphinx" "/tmp/capgrid-$pack-sphinx"
  echo "pages: $out/export_support.html $out/export_support.md $out/sphinx/export_support.rst"
else
  echo "pages: $out/export_support.html $out/export_support.md $out/versions.html $out/versions.md"
fi
