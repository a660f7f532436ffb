#!/usr/bin/env bash
# Runs (or resumes) shard K of a built-in pack's committed survey (every built-in survey is four
# shards, hashed by case name: src/selection.h):
#   bash survey/run-shard.sh kornia K      # K = 1..4
#   bash survey/run-shard.sh monai K
#   bash survey/run-shard.sh kornia K --probes onnx,export   # more `capgrid run` options
# Each shard's store is committed under survey/PACK/shard-K/, so a fresh machine resumes it.
set -euo pipefail
cd "$(dirname "$0")/.."
pack="${1:?usage: survey/run-shard.sh PACK K [RUN OPTIONS]}"
k="${2:?usage: survey/run-shard.sh PACK K [RUN OPTIONS]}"
shift 2
if [[ ! -f "survey/$pack/requirements.txt" ]]; then
  echo "run-shard.sh: no built-in survey '$pack' (survey/$pack/requirements.txt)" >&2
  exit 2
fi
exec .venv/bin/capgrid run "builtin:$pack" -j 2 --shard "$k/4" --timeout 300 --max-rss 8G \
  --results "survey/$pack/shard-$k" "$@"
