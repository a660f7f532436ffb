#!/usr/bin/env bash
# Runs every snippet of snippets.py under the three stacks and records the lines in
# outputs.json, which survey/kornia/compare.py puts into docs/kornia/torch-2.13/comparison.md.
set -euo pipefail
cd "$(dirname "$0")"
names=$(../../../.venv/bin/python -c 'import snippets; print(" ".join(snippets.SNIPPETS))')
{
  echo "{"
  first=1
  for n in $names; do
    [[ $first == 1 ]] || echo ","
    first=0
    printf '  "%s": ' "$n"
    bash run_matrix.sh survey/kornia/repro/snippets.py "$n" | python3 -c 'import json,sys; print(json.dumps([l.rstrip() for l in sys.stdin]))'
  done
  echo "}"
} > outputs.json.tmp
mv outputs.json.tmp outputs.json
echo "run_all.sh: $(echo $names | wc -w) snippets -> survey/kornia/repro/outputs.json"
