#!/usr/bin/env bash
# Merges the discovered PyG pack's committed shard stores into docs/examples/pyg/snapshot.json and
# renders its pages (standalone HTML and Markdown). Refuses an incomplete survey (merge exits 2).
#   bash survey/discovered-pyg/publish.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${CAPGRID_BIN:-.venv/bin/capgrid}"  # another build: CAPGRID_BIN=build/san/capgrid
out=docs/examples/pyg
mkdir -p "$out"
"$bin" merge survey/discovered-pyg/shard-1 survey/discovered-pyg/shard-2 -o "$out/snapshot.json"
"$bin" render "$out/snapshot.json" --format html -o "$out/export_support.html"
"$bin" render "$out/snapshot.json" --format md -o "$out/export_support.md"
echo "pages: $out/export_support.html $out/export_support.md"
