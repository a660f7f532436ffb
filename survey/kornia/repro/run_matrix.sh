#!/usr/bin/env bash
# Runs one reproduction script under the three stacks between Kornia's snapshot and capgrid's,
# and prints the script's last line for each:
#   bash survey/kornia/repro/run_matrix.sh survey/kornia/repro/SCRIPT.py [ARGS...]
#   1. Kornia's:  torch 2.9.1 + kornia 0.9.0rc1   (the stack of Kornia's published snapshot)
#   2. between:   torch 2.9.1 + kornia 0.9.0
#   3. capgrid's: torch 2.13.0 + kornia 0.9.0     (the project's .venv, survey/stack.txt)
# 1 -> 2 changes only Kornia; 2 -> 3 only torch and its exporter (onnxscript, onnx-ir).
# Stack 2 is the venv survey/kornia/torch291.sh makes ($VENV291, default /work/venv-torch291);
# stack 1 adds kornia 0.9.0rc1 from $KORNIA_RC1 (default /work/kornia-rc1, made here with
# pip install --no-deps --target).
set -euo pipefail
cd "$(dirname "$0")/../../.."
venv291="${VENV291:-/work/venv-torch291}"
rc1="${KORNIA_RC1:-/work/kornia-rc1}"
[[ -x "$venv291/bin/python" ]] || { echo "run_matrix.sh: no $venv291: run survey/kornia/torch291.sh once" >&2; exit 2; }
[[ -d "$rc1/kornia" ]] || .venv/bin/pip install -q --no-deps --target "$rc1" kornia==0.9.0rc1
run() {  # label, python, extra PYTHONPATH
  local out
  out=$(PYTHONPATH="$3" "$2" "${ARGV[@]}" 2>/dev/null | tail -1) || out="(the script itself raised)"
  printf '%-30s %s\n' "$1:" "$out"
}
ARGV=("$@")
run "torch 2.9.1, kornia 0.9.0rc1" "$venv291/bin/python" "$rc1"
run "torch 2.9.1, kornia 0.9.0" "$venv291/bin/python" ""
run "torch 2.13.0, kornia 0.9.0" .venv/bin/python ""
