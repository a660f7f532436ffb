"""Records what a real capgrid worker answers for a pack, as a results-store fixture.

Speaks docs/protocol.md v1 to ``python -m capgrid.worker`` (hello, inventory, one job per case
with every probe, shutdown) and writes the hello's provenance, the inventory and every result
record to a JSON file that src/merge_test.cc loads into a real store. Run with the worker's
Python package on PYTHONPATH, e.g.

    PYTHONPATH=<worker checkout>/python .venv/bin/python \
        tests/data/worker_records/record_worker.py <worker checkout>/tests/packs/statuses.py \
        tests/data/worker_records/statuses.json
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from capgrid.protocol import PROTOCOL_VERSION


def _onto_3_and_4(req_r: int, rep_w: int) -> None:
    # In the child: requests on fd 3, replies on fd 4 (dup2 makes them inheritable).
    a, b = os.dup(req_r), os.dup(rep_w)
    os.dup2(a, 3)
    os.dup2(b, 4)


def main() -> None:
    pack, out = sys.argv[1], sys.argv[2]
    req_r, req_w = os.pipe()
    rep_r, rep_w = os.pipe()
    env = dict(os.environ, CAPGRID_PROTOCOL=str(PROTOCOL_VERSION), OMP_NUM_THREADS="1",
               PYTHONUNBUFFERED="1", TORCHINDUCTOR_COMPILE_THREADS="1")
    proc = subprocess.Popen(
        [sys.executable, "-m", "capgrid.worker", "--in-fd", "3", "--out-fd", "4", "--device", "cpu",
         "--opset", "18", pack],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=open(out + ".log", "w"),
        env=env, preexec_fn=lambda: _onto_3_and_4(req_r, rep_w), close_fds=False)
    os.close(req_r)
    os.close(rep_w)
    requests = os.fdopen(req_w, "w", buffering=1)
    replies = os.fdopen(rep_r, "r")

    def read() -> dict:
        line = replies.readline()
        if not line:
            raise SystemExit("worker exited")
        return json.loads(line)

    hello = read()
    assert hello["type"] == "hello", hello
    requests.write(json.dumps({"type": "inventory"}) + "\n")
    inventory = read()["cases"]
    results = []
    for job_id, case in enumerate(inventory, 1):
        requests.write(json.dumps({"type": "job", "id": job_id, "case": case["name"],
                                   "probes": ["onnx", "export", "compile"], "options": {}}) + "\n")
        start = time.monotonic()
        while True:
            msg = read()
            if msg["type"] == "result":
                results.append({"case": case["name"], "probe": msg["probe"],
                                "status": msg["status"], "record": msg["record"],
                                "duration_s": round(time.monotonic() - start, 3)})
                start = time.monotonic()
            elif msg["type"] == "job_done":
                break
            elif msg["type"] != "probe_start":
                raise SystemExit(f"unexpected reply {msg}")
        print(case["name"], [r["status"] for r in results[-3:]], flush=True)
    requests.write(json.dumps({"type": "shutdown"}) + "\n")
    proc.wait(timeout=60)
    with open(out, "w") as f:
        json.dump({"provenance": hello["provenance"], "packs": hello["packs"],
                   "inventory": inventory, "results": results}, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
