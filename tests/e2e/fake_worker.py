#!/usr/bin/env python3
"""A scriptable stand-in for ``python -m capgrid.worker`` (docs/protocol.md, "Testing").

Standard library only, no torch: it starts in milliseconds and misbehaves on request. It is run
as the engine's "python" (it accepts and ignores a leading ``-m capgrid.worker``) or as
``python fake_worker.py --in-fd 3 --out-fd 4 ... PACK...``.

A PACK is a JSON file::

    {"cases": ["ok-1", "crash-during-compile", {"name": "g.x", "group": "g"}],
     "worker": {"protocol": 4, "exit_before_hello": 0, "error": "", "vary_provenance": false,
                "sleep_before_hello": 0, "only_first_start": false, "hello_line": ""}}

``sources``: {"case name": ["file", ...]}: the files (relative to the pack's directory) each
probe of that case records in its ``sources`` (their sha256[:16] now); the ``digests`` request
hashes the same way (null for a file that is gone). ``probe_versions`` overrides the hello's
(default 1 for each probe).

``exit_on_digests``: N: the worker writes a line to its log and exits N when asked for digests.

``hello_line``: "bad-json" or "huge-line" sends, instead of the hello, a line that is not JSON or a
100 MB line (then sleeps).

``fail_in``: {"case name": "probe"}: that probe of that case fails (as ``fail``) whatever the
name says; the worker options are not part of a case's fingerprint, so a pack rewritten with it
gives other results for the same fingerprints (``capgrid audit``'s tests).

``only_first_start``: only the first worker started for this pack says hello; later ones (the
restarts) exit 4 before it (a marker file beside the first pack).

``no_hello_in_slots``: a list of slot numbers whose workers exit 4 before hello (the slot is read
from the log file the engine gives as stdout, ``worker-<slot>-<generation>.log``).

Each case's behaviour comes from its name (the part after the last "."):
``<action>-in-<probe>`` / ``<action>-during-<probe>`` / ``<action>-before-<probe>`` acts when that
probe starts; a bare ``<action>`` acts in the job's first probe. Unknown actions answer "ok".

  crash        SIGSEGV on itself                exit7       os._exit(7)
  hang         sleeps (dies on SIGTERM)         stubborn    ignores SIGTERM and sleeps
  flood        20 MB to stdout, then ok         bad-json    a line that is not JSON
  huge-line    a 100 MB reply line              poison      "poisoned" instead of probe_start
  poison-once  as poison, but only the first time (a marker file beside the first pack)
  balloon      holds 400 MB, sleeps             fail        a traceback on stderr, *-fail
  wrong-probe  result for another probe         wrong-id    probe_start for another job id
  bogus-status an unknown status                vanish      exits 9 before probe_start
  child-holds-pipes  forks a sleeper that keeps fds 3/4, then exits 5
  die-after-done     completes the job, then exits 0 while idle
  slow         sleeps 0.2 s, then ok            introspect  ok, record has env/fds/pgid
  close-pipe   closes its reply pipe (fd 4), then sleeps without exiting
  pack-error   an ``error`` of kind pack instead of probe_start (its packs changed), exit 2
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import signal
import sys
import time
from pathlib import Path

# The probe list is data/statuses.json's, read by capgrid.data as the real worker reads it.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python"))
from capgrid.data import probe_names  # noqa: E402
from capgrid.protocol import PROTOCOL_VERSION  # noqa: E402

PROBE_ACTION = re.compile(r"^(?P<action>.+?)-(?:in|during|before)-(?P<probe>onnx|export|compile)$")


def parse_args(argv: list[str]) -> argparse.Namespace:
    if argv[:2] == ["-m", "capgrid.worker"]:
        argv = argv[2:]
    p = argparse.ArgumentParser(prog="fake_worker")
    p.add_argument("--in-fd", type=int, required=True)
    p.add_argument("--out-fd", type=int, required=True)
    p.add_argument("--device", default="cpu")
    p.add_argument("--opset", type=int, default=18)
    p.add_argument("--torch-threads", type=int, default=1)
    p.add_argument("packs", nargs="*")
    return p.parse_args(argv)


class Worker:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.inp = os.fdopen(args.in_fd, "r", encoding="utf-8")
        self.out = os.fdopen(args.out_fd, "w", encoding="utf-8")
        self.cases: list[dict] = []
        self.options: dict = {}
        self.pack_dir = os.getcwd()

    def send(self, msg: dict) -> None:
        self.out.write(json.dumps(msg) + "\n")
        self.out.flush()

    def raw(self, text: str) -> None:
        self.out.write(text)
        self.out.flush()

    def load_packs(self) -> str | None:
        for pack in self.args.packs:
            try:
                with open(pack, encoding="utf-8") as f:
                    doc = json.load(f)
            except (OSError, ValueError) as e:
                return f"{pack}: cannot load pack: {e}"
            self.options.update(doc.get("worker", {}))
            self.pack_dir = os.path.dirname(os.path.abspath(pack))
            for entry in doc.get("cases", []):
                case = {"name": entry} if isinstance(entry, str) else dict(entry)
                name = case["name"]
                case.setdefault("group", name.split(".")[0] if "." in name else "fake")
                case.setdefault("pack", pack)
                self.cases.append(case)
        return self.options.get("error") or None

    def hello(self) -> None:
        provenance = {
            "library": "fake", "library_version": "0", "revision": "", "torch": "none",
            "onnx": "none", "onnxruntime": "none", "onnxscript": "none",
            "python": sys.version.split()[0], "device": self.args.device,
            "opset": self.args.opset, "capgrid": "0.1.0",
        }
        if self.options.get("vary_provenance"):
            provenance["pid"] = os.getpid()
        stack = {k: provenance[k] for k in ("torch", "onnx", "onnxruntime", "onnxscript", "python",
                                             "device", "opset")}
        versions = {**dict.fromkeys(probe_names(), 1), **self.options.get("probe_versions", {})}
        self.send({"type": "hello", "protocol": self.options.get("protocol", PROTOCOL_VERSION),
                   "pid": os.getpid(), "provenance": provenance, "packs": self.args.packs,
                   "stack": stack, "probe_versions": versions})

    def digest(self, key: str) -> str | None:
        try:
            with open(os.path.join(self.pack_dir, key), "rb") as f:
                return hashlib.sha256(f.read()).hexdigest()[:16]
        except OSError:
            return None

    def sources_of(self, case: str) -> dict:
        return {k: self.digest(k) for k in self.options.get("sources", {}).get(case, [])
                if self.digest(k) is not None}

    def inventory(self) -> None:
        cases = []
        for c in self.cases:
            fingerprint = hashlib.sha256(json.dumps(c, sort_keys=True).encode()).hexdigest()
            cases.append({
                "name": c["name"], "group": c["group"], "fingerprint": fingerprint[:16],
                "ref": "", "source": "", "note": "", "check": True, "skip": None, "tags": [],
                "method": None, "inputs": [], "pack": c["pack"],
            })
        self.send({"type": "inventory", "cases": cases})

    def record(self, status: str, **extra: object) -> dict:
        times = {"eager_s": 0.0, "capture_s": 0.0, "check_s": 0.0, "run_s": 0.0, "total_s": 0.0}
        return {"status": status, "detail": "", "times": times, **extra}

    def job(self, msg: dict) -> None:
        job_id, probes = msg["id"], msg["probes"]
        short = msg["case"].rsplit(".", 1)[-1]
        m = PROBE_ACTION.match(short)
        action, target = (m["action"], m["probe"]) if m else (short, probes[0] if probes else "")
        done_after = False
        fail_in = self.options.get("fail_in", {}).get(msg["case"])
        for probe in probes:
            act = action if probe == target else "ok"
            if probe == fail_in:
                act = "fail"
            if act == "poison-once":
                marker = os.path.join(os.path.dirname(os.path.abspath(self.args.packs[0])),
                                      f".poisoned-{msg['case']}")
                if os.path.exists(marker):
                    act = "ok"
                else:
                    open(marker, "w").close()
                    act = "poison"
            if act == "poison":
                self.send({"type": "poisoned", "id": job_id, "reason": "fake poisoned interpreter"})
                os._exit(3)
            if act == "vanish":
                os._exit(9)
            if act == "pack-error":
                self.send({"type": "error", "protocol": PROTOCOL_VERSION, "kind": "pack",
                           "file": "", "case": "",
                           "message": "fake: the pack changed while the run started"})
                os._exit(2)
            if act == "wrong-id":
                self.send({"type": "probe_start", "id": job_id + 1, "probe": probe})
                continue
            if act == "stubborn":
                # Before probe_start, so that no SIGTERM can come before it is ignored.
                signal.signal(signal.SIGTERM, signal.SIG_IGN)
            self.send({"type": "probe_start", "id": job_id, "probe": probe})
            status, record = "ok", self.record("ok", sources=self.sources_of(msg["case"]))
            if act == "crash":
                sys.stderr.write(f"about to crash in {probe}\n")
                sys.stderr.flush()
                os.kill(os.getpid(), signal.SIGSEGV)
            elif act == "exit7":
                os._exit(7)
            elif act == "hang":
                time.sleep(100000)
            elif act == "stubborn":
                time.sleep(100000)
            elif act == "flood":
                chunk = "x" * 1023 + "\n"
                for _ in range(20 * 1024):
                    sys.stdout.write(chunk)
                sys.stdout.flush()
            elif act == "bad-json":
                self.raw("this is not json\n")
                time.sleep(100000)
            elif act == "huge-line":
                self.raw('{"type": "result", "pad": "' + "x" * (100 << 20))
                time.sleep(100000)
            elif act == "balloon":
                hog = b"\x01" * (400 << 20)  # noqa: F841 (kept alive while sleeping)
                time.sleep(100000)
            elif act == "fail":
                sys.stderr.write("Traceback (most recent call last):\nRuntimeError: fake boom\n")
                sys.stderr.flush()
                status = "export-fail" if probe == "onnx" else "fail"
                record = self.record(status, error="RuntimeError: fake boom")
            elif act == "wrong-probe":
                other = next(p for p in ("onnx", "export", "compile") if p != probe)
                self.send({"type": "result", "id": job_id, "probe": other, "status": "ok",
                           "record": self.record("ok")})
                time.sleep(100000)
            elif act == "bogus-status":
                status, record = "bogus", {"status": "bogus"}
            elif act == "child-holds-pipes":
                if os.fork() == 0:
                    time.sleep(100000)
                    os._exit(0)
                os._exit(5)
            elif act == "die-after-done":
                done_after = True
            elif act == "slow":
                time.sleep(0.2)
            elif act == "close-pipe":
                self.out.close()
                time.sleep(100000)
            elif act == "introspect":
                fds = []
                for fd in range(256):
                    try:
                        os.fstat(fd)
                        fds.append(fd)
                    except OSError:
                        pass
                record = self.record(
                    "ok", fds=fds, stdin=os.readlink("/proc/self/fd/0"),
                    pgid=os.getpgid(0), pid=os.getpid(), argv=sys.argv, options=msg["options"],
                    env={k: os.environ.get(k) for k in (
                        "CAPGRID_PROTOCOL", "OMP_NUM_THREADS", "MKL_NUM_THREADS",
                        "TORCHINDUCTOR_COMPILE_THREADS", "PYTHONUNBUFFERED")})
            self.send({"type": "result", "id": job_id, "probe": probe, "status": status,
                       "record": record})
        self.send({"type": "job_done", "id": job_id})
        if done_after:
            os._exit(0)

    def run(self) -> int:
        error = self.load_packs()
        if self.options.get("only_first_start"):
            marker = os.path.join(os.path.dirname(os.path.abspath(self.args.packs[0])), ".started")
            if os.path.exists(marker):
                self.options["exit_before_hello"] = 4
            open(marker, "w").close()
        if self.options.get("no_hello_in_slots"):
            log = os.path.basename(os.readlink("/proc/self/fd/1"))
            m = re.fullmatch(r"worker-(\d+)-\d+\.log", log)
            if m and int(m[1]) in self.options["no_hello_in_slots"]:
                self.options["exit_before_hello"] = 4
        if self.options.get("exit_before_hello"):
            sys.stderr.write("fake worker: exiting before hello as asked\n")
            return int(self.options["exit_before_hello"])
        time.sleep(float(self.options.get("sleep_before_hello", 0)))
        if error:
            self.send({"type": "error", "protocol": PROTOCOL_VERSION, "kind": "pack", "file": "",
                       "case": "", "message": error})
            return 2
        if self.options.get("hello_line") == "bad-json":
            self.raw("this is not json\n")
            time.sleep(100000)
        elif self.options.get("hello_line") == "huge-line":
            self.raw('{"type": "hello", "pad": "' + "x" * (100 << 20))
            time.sleep(100000)
        self.hello()
        for line in self.inp:
            msg = json.loads(line)
            kind = msg["type"]
            if kind == "inventory":
                self.inventory()
            elif kind == "job":
                self.job(msg)
            elif kind == "coverage":
                self.send({"type": "coverage", "module": msg["module"], "callables": []})
            elif kind == "digests":
                if self.options.get("exit_on_digests"):
                    print("fake worker: exiting on digests as asked", file=sys.stderr, flush=True)
                    os._exit(int(self.options["exit_on_digests"]))
                self.send({"type": "digests",
                           "files": {k: self.digest(k) for k in msg["files"]}})
            elif kind == "shutdown":
                return 0
        return 0


if __name__ == "__main__":
    sys.exit(Worker(parse_args(sys.argv[1:])).run())
