#!/usr/bin/env bash
# Runs selected cases of the capgrid Kornia pack under Kornia's published stack (torch 2.9.1,
# onnx 1.21.0, onnxruntime 1.23.2, onnxscript 0.5.7) with kornia 0.9.0, to tell a change between
# torch 2.9.1 and 2.13.0 from a difference in what capgrid checks or feeds (comparison.md).
#   bash survey/kornia/torch291.sh -k 'KMeans or AugmentationSequential'
# onnx-ir is pinned to 0.1.15: from 0.1.16 its InlinePass keeps model functions it did not inline,
# and onnxscript 0.5.7's version conversion (which torch 2.9.1 runs at opset 18) then refuses
# every model with one ("The model contains functions..."); Kornia's published run had not hit it.
# The venv (about 7 GB: PyPI's torch 2.9.1 is the CUDA build; it runs on CPU) is made once, in
# $VENV291 (default /work/venv-torch291); results go to $RESULTS291 (default /tmp/capgrid-r291).
set -euo pipefail
cd "$(dirname "$0")/../.."
venv="${VENV291:-/work/venv-torch291}"
if [[ ! -x "$venv/bin/python" ]]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q torch==2.9.1 onnx==1.21.0 onnxruntime==1.23.2 onnxscript==0.5.7 \
    onnx-ir==0.1.15 kornia==0.9.0
fi
PYTHONPATH="$PWD/python" exec .venv/bin/capgrid run --python "$venv/bin/python" \
  --results "${RESULTS291:-/tmp/capgrid-r291}" "$@"
