#!/usr/bin/env bash
# Runs (or resumes) shard K of the committed Kornia survey: bash survey/kornia/run-shard.sh K
# Each shard's store is committed under survey/kornia/shard-K/, so a fresh machine resumes it.
set -euo pipefail
cd "$(dirname "$0")/../.."
k="$1"
exec .venv/bin/capgrid run builtin:kornia -j 2 --shard "$k/4" --timeout 300 --max-rss 8G \
  --results "survey/kornia/shard-$k"
