#!/usr/bin/env bash
# Merges the committed shard stores of a built-in pack's survey into a snapshot and renders its
# pages: standalone HTML and Markdown, the RST page through the Sphinx extension, and for each
# probe stack after the first a version view (what broke and what got fixed since the stack
# before it: `capgrid diff --format versions-html/-md`).
#   bash survey/publish.sh monai            # every surveyed stack of the pack
#   STACK=torch-2.15 bash survey/publish.sh monai   # only this stack's survey (STACK= as for
#       run-shard.sh; the first stack's name, torch-2.13, selects the first stack)
#   FORCE=1 bash survey/publish.sh monai    # a partial preview, into /tmp/capgrid-PACK-NAME-preview
#   PROBES=onnx,export bash survey/publish.sh kornia   # only these columns (capgrid merge
#       --probes); by default the survey's columns: survey/PACK[/STACK]/probes, as `make survey`
# Where each stack's stores and pages are is survey/stacks.py's: the default stack's pages are
# docs/PACK/ (with the Sphinx page), each other stack's docs/PACK/NAME/; every published page
# links the other stacks' pages and the version views. A stack with a shard that has no store yet
# is skipped (named with STACK=, refused: exit 2); an incomplete store is refused (merge exits 2).
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
# NAME ARG STORES PAGES per stack, oldest first (ARG: what STACK= takes, - for the first stack)
listing=$(python3 survey/stacks.py "$pack")
names=() stores_of=() pages_of=() selected=()
while read -r name arg stores pages; do
  names+=("$name")
  stores_of+=("$stores")
  pages_of+=("$pages")
  if [[ -z "${STACK:-}" || "${STACK}" == "$name" || "${STACK}" == "$arg" ]]; then
    selected+=("$((${#names[@]} - 1))")
  fi
done <<< "$listing"
if [[ ${#selected[@]} == 0 ]]; then
  echo "publish.sh: STACK=$STACK is not a surveyed stack of $pack (${names[*]})" >&2
  exit 2
fi
force=()
[[ "${FORCE:-}" == 1 ]] && force=(--force)
if [[ -n "${STACK:-}" && "${FORCE:-}" != 1 ]]; then
  python3 survey/stacks.py "$pack" --check  # one stack alone cannot move the default page
fi

# DIR of stack I: where its pages go in this run (a preview writes to /tmp)
out_dir() {
  if [[ "${FORCE:-}" == 1 ]]; then
    echo "/tmp/capgrid-$pack-${names[$1]}-preview"
  else
    echo "${pages_of[$1]}"
  fi
}

# The files publishing writes into a stack's pages directory.
generated=(snapshot.json export_support.html export_support.md export_support_charts.svg
           versions.html versions.md)
# docs/PACK/NAME/ of the default stack is what an earlier default leaves: publishing removes it,
# so it must hold only what publishing wrote.
left=()
for i in "${!names[@]}"; do
  old="docs/$pack/${names[$i]}"
  if [[ "${FORCE:-}" != 1 && "${pages_of[$i]}" == "docs/$pack" && -d "$old" ]]; then
    left+=("$old")
    for f in "$old"/* "$old"/.[!.]*; do
      [[ -e "$f" ]] || continue
      if [[ " ${generated[*]} " != *" $(basename "$f") "* ]]; then
        echo "publish.sh: $f was not written by publishing; ${names[$i]}'s pages are now" \
          "docs/$pack/ (survey/$pack/default-stack): move it there first" >&2
        exit 2
      fi
    done
  fi
done

merged=()
for i in "${selected[@]}"; do
  from="${stores_of[$i]}" out=$(out_dir "$i")
  stores=()
  for k in 1 2 3 4; do
    if [[ -f "$from/shard-$k/capgrid.sqlite" ]]; then
      stores+=("$from/shard-$k")
    fi
  done
  arg=""
  [[ "$from" != "survey/$pack" ]] && arg="STACK=$(basename "$from") "
  if [[ -z "${STACK:-}" && ( ${#stores[@]} == 0 || ( ${#stores[@]} != 4 && "${FORCE:-}" != 1 ) ) ]]; then
    # a stack whose survey is under way: its pages (if any) stay as they are
    echo "publish.sh: ${names[$i]}: $((4 - ${#stores[@]})) of 4 shards without a store in $from" \
      "yet (${arg}survey/run-shard.sh $pack K), skipped" >&2
    continue
  fi
  if [[ ${#stores[@]} != 4 && "${FORCE:-}" != 1 ]]; then
    echo "publish.sh: $from has $((4 - ${#stores[@]})) shard(s) without a store: run ${arg}survey/run-shard.sh $pack K" >&2
    exit 2
  fi
  extra=("${force[@]}")
  probes="${PROBES:-}"
  if [[ -z "$probes" ]]; then
    probes_file="$from/probes"
    [[ -f "$probes_file" ]] || probes_file="survey/$pack/probes"
    [[ -f "$probes_file" ]] && probes=$(cat "$probes_file")
  fi
  [[ -n "$probes" ]] && extra+=(--probes "$probes")
  if [[ -f "survey/$pack/coverage.json" ]]; then
    extra+=(--coverage "survey/$pack/coverage.json")
  fi
  mkdir -p "$out"
  "$bin" merge "${stores[@]}" "${extra[@]}" -o "$out/snapshot.json"
  merged+=("$i")
done

if [[ "${FORCE:-}" != 1 ]]; then
  # A stack that became the default leaves docs/PACK/NAME/, and the first stack's page as the
  # default has no version view: nothing of another layout stays behind.
  for old in "${left[@]}"; do
    for f in "${generated[@]}"; do rm -f "$old/$f"; done
    rmdir "$old"
  done
  if [[ "${pages_of[0]}" == "docs/$pack" ]]; then
    rm -f "docs/$pack/versions.html" "docs/$pack/versions.md"
  fi
fi

# Render the pages: in a preview the merged stacks only, else every published stack (each page
# links the others, so publishing one stack re-renders all).
render=()
if [[ "${FORCE:-}" == 1 ]]; then
  render=("${merged[@]}")
else
  for i in "${!names[@]}"; do
    [[ -f "${pages_of[$i]}/snapshot.json" ]] && render+=("$i")
  done
fi
published() { [[ -f "${pages_of[$1]}/snapshot.json" ]]; }
versions_title() { echo "from ${names[$(($1 - 1))]} to ${names[$1]}: what broke and what got fixed"; }
for i in "${render[@]}"; do
  out=$(out_dir "$i")
  links=()
  if ((i > 0)) && published $((i - 1)); then
    # what changed from the stack before this one (its published snapshot) to this one
    "$bin" diff "${pages_of[$((i - 1))]}/snapshot.json" "$out/snapshot.json" \
      --format versions-html > "$out/versions.html"
    "$bin" diff "${pages_of[$((i - 1))]}/snapshot.json" "$out/snapshot.json" \
      --format versions-md > "$out/versions.md"
    links+=("$(versions_title "$i")=versions")
  fi
  if [[ "${FORCE:-}" != 1 ]]; then
    for j in "${!names[@]}"; do
      if ((j != i)) && published "$j"; then
        rel=$(realpath -m --relative-to="$out" "${pages_of[$j]}")
        links+=("the ${names[$j]} survey=$rel/export_support")
        if ((j > 0)) && published $((j - 1)); then
          links+=("$(versions_title "$j")=$rel/versions")
        fi
      fi
    done
  fi
  html_see=() md_see=()
  for link in "${links[@]}"; do
    html_see+=(--see-also "$link.html")
    md_see+=(--see-also "$link.md")
  done
  "$bin" render "$out/snapshot.json" --format html -o "$out/export_support.html" "${html_see[@]}"
  "$bin" render "$out/snapshot.json" --format md -o "$out/export_support.md" "${md_see[@]}"
  if [[ "${pages_of[$i]}" == "docs/$pack" ]]; then
    # the default stack's Sphinx page (docs/PACK/sphinx/conf.py reads ../snapshot.json)
    if [[ "${FORCE:-}" == 1 ]]; then
      rm -rf "$out/sphinx" && cp -r "docs/$pack/sphinx" "$out/"
    fi
    CAPGRID_BIN="$bin" .venv/bin/python -m sphinx -q -b html "$out/sphinx" \
      "/tmp/capgrid-$pack-sphinx"
    echo "pages (${names[$i]}, the default): $out/export_support.html $out/export_support.md" \
      "$out/sphinx/export_support.rst"
  else
    echo "pages (${names[$i]}): $out/export_support.html $out/export_support.md"
  fi
done
