#!/usr/bin/env bash
# Runs (or resumes) shard K of a built-in pack's committed survey (every built-in survey is four
# shards, hashed by case name: src/selection.h):
#   bash survey/run-shard.sh kornia K      # K = 1..4
#   bash survey/run-shard.sh monai K
#   bash survey/run-shard.sh kornia K --probes onnx,export   # more `capgrid run` options
#   STACK=torch-2.15 bash survey/run-shard.sh kornia K       # another probe stack's survey
# Each shard's store is committed under survey/PACK/shard-K/ (another stack's under
# survey/PACK/STACK/shard-K/, its workers run by .venv-STACK's interpreter: `make stack-venv
# STACK=...`), so a fresh machine resumes it. Without --probes a new store gets the stack's
# columns (survey/PACK/STACK/probes, else the run's defaults).
set -euo pipefail
cd "$(dirname "$0")/.."
pack="${1:?usage: survey/run-shard.sh PACK K [RUN OPTIONS]}"
k="${2:?usage: survey/run-shard.sh PACK K [RUN OPTIONS]}"
shift 2
if [[ ! -f "survey/$pack/requirements.txt" ]]; then
  echo "run-shard.sh: no built-in survey '$pack' (survey/$pack/requirements.txt)" >&2
  exit 2
fi
results="survey/$pack/shard-$k"
worker=()
if [[ -n "${STACK:-}" ]]; then
  if [[ ! -f "survey/$STACK/stack.txt" ]]; then
    echo "run-shard.sh: STACK=$STACK has no survey/$STACK/stack.txt" >&2
    exit 2
  fi
  if [[ ! -x ".venv-$STACK/bin/python" ]]; then
    echo "run-shard.sh: no .venv-$STACK: make stack-venv STACK=$STACK" >&2
    exit 2
  fi
  results="survey/$pack/$STACK/shard-$k"
  worker=(--python "$PWD/.venv-$STACK/bin/python")
  export PYTHONPATH="$PWD/python"
  if [[ -f "survey/$pack/$STACK/probes" && " $* " != *" --probes "* ]]; then
    worker+=(--probes "$(cat "survey/$pack/$STACK/probes")")
  fi
fi
exec .venv/bin/capgrid run "builtin:$pack" -j 2 --shard "$k/4" --timeout 300 --max-rss 8G \
  --results "$results" "${worker[@]}" "$@"
