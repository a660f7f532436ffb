"""The worker as the engine sees it: a real `python -m capgrid.worker` on fds 3/4."""

import fcntl
import json
import os
import select
import subprocess
import sys
import textwrap

import pytest

from capgrid.protocol import PROTOCOL_VERSION

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKS = os.path.join(ROOT, "tests", "packs")
PROVENANCE_KEYS = {"library", "library_version", "revision", "torch", "onnx", "onnxruntime",
                   "onnxscript", "python", "device", "opset", "capgrid"}


class Worker:
    """A worker process with its request pipe on fd 3 and its reply pipe on fd 4."""

    def __init__(self, packs, tmp_path, timeout=240, options="--device cpu --opset 18",
                 protocol=str(PROTOCOL_VERSION), pythonpath=()):
        req_r, self.req_w = os.pipe()
        self.rep_r, rep_w = os.pipe()
        # the child's "3<&R 4>&W" must not clobber R or W themselves: move them above 4
        req_r, rep_w = (self._high(fd) for fd in (req_r, rep_w))
        self.log_path = tmp_path / "worker.log"
        self.log = open(self.log_path, "wb")
        cmd = (f'exec "$0" -m capgrid.worker --in-fd 3 --out-fd 4 {options} '
               f'--torch-threads 1 "$@" 3<&{req_r} 4>&{rep_w} {req_r}<&- {rep_w}>&-')
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([os.path.join(ROOT, "python"),
                                                             *pythonpath]),
               "CAPGRID_PROTOCOL": protocol, "OMP_NUM_THREADS": "1",
               "TORCHINDUCTOR_COMPILE_THREADS": "1"}
        self.proc = subprocess.Popen(["bash", "-c", cmd, sys.executable, *packs],
                                     pass_fds=(req_r, rep_w), stdin=subprocess.DEVNULL,
                                     stdout=self.log, stderr=subprocess.STDOUT, env=env,
                                     cwd=ROOT, start_new_session=True)
        os.close(req_r)
        os.close(rep_w)
        self.timeout = timeout
        self.buffer = b""

    @staticmethod
    def _high(fd):
        high = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(fd)
        return high

    def send(self, msg):
        os.write(self.req_w, (json.dumps(msg) + "\n").encode())

    def read(self):
        while b"\n" not in self.buffer:
            ready, _, _ = select.select([self.rep_r], [], [], self.timeout)
            assert ready, f"no reply within {self.timeout}s; log: {self.log_tail()}"
            chunk = os.read(self.rep_r, 1 << 20)
            if not chunk:
                return None
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)

    def wait(self):
        rc = self.proc.wait(timeout=60)
        os.close(self.req_w)
        os.close(self.rep_r)
        self.log.close()
        return rc

    def log_tail(self):
        self.log.flush()
        return self.log_path.read_bytes()[-2000:].decode(errors="replace")


@pytest.fixture(scope="module")
def worker(tmp_path_factory):
    w = Worker([os.path.join(PACKS, "tiny.py"), os.path.join(PACKS, "faults.py")],
               tmp_path_factory.mktemp("worker"))
    hello = w.read()
    w.hello = hello
    yield w
    if w.proc.poll() is None:
        w.send({"type": "shutdown"})
        w.wait()


def test_hello_comes_first_with_provenance(worker):
    hello = worker.hello
    assert hello["type"] == "hello" and hello["protocol"] == PROTOCOL_VERSION
    assert hello["pid"] == worker.proc.pid
    prov = hello["provenance"]
    assert PROVENANCE_KEYS <= set(prov)
    assert prov["library"] == "torch" and prov["torch"].startswith("2.")
    assert prov["device"] == "cpu" and prov["opset"] == 18 and prov["capgrid"] == "0.1.0"
    assert hello["packs"][0].endswith("tiny.py")


def test_inventory_lists_every_case(worker):
    worker.send({"type": "inventory"})
    reply = worker.read()
    assert reply["type"] == "inventory"
    names = [c["name"] for c in reply["cases"]]
    assert names[:5] == ["tiny.relu", "tiny.scale_and_shift[scale=3]", "tiny.add", "tiny.Affine",
                         "tiny.sort"]
    assert "faults.flood_stdout" in names
    add = reply["cases"][2]
    assert add["ref"] == "torch.add" and add["inputs"] == [[2, 3, 4], [2, 3, 4]]
    assert add["group"] == "tiny.math" and add["check"] is True and add["skip"] is None


def test_job_replies_in_requested_order(worker):
    worker.send({"type": "job", "id": 7, "case": "tiny.Affine", "probes": ["onnx", "export"],
                 "options": {"reuse_export": True}})
    replies = [worker.read() for _ in range(5)]
    assert [(r["type"], r.get("probe")) for r in replies] == [
        ("probe_start", "onnx"), ("result", "onnx"), ("probe_start", "export"),
        ("result", "export"), ("job_done", None)]
    assert all(r["id"] == 7 for r in replies)
    onnx_rec = replies[1]["record"]
    assert replies[1]["status"] == onnx_rec["status"] == "ok"
    assert onnx_rec["reused_export"] is True and "MatMul" in onnx_rec["onnx_ops"]
    assert replies[3]["status"] == "ok"


def test_hello_carries_the_stack_and_probe_versions(worker):
    import hashlib

    hello = worker.hello
    stack = hello["stack"]
    assert stack["torch"] == hello["provenance"]["torch"] and stack["python"].startswith("3.")
    assert stack["device"] == "cpu" and stack["opset"] == 18
    assert {"onnx", "onnxruntime", "onnxscript", "onnx_ir", "numpy"} <= set(stack)
    assert "sympy" in stack["distributions"] and "torch" not in stack["distributions"]
    # the deployment targets installed here, each with its version; the digest leaves them out
    assert stack["targets"]["executorch"]["version"] and stack["targets"]["openvino"]["version"]
    assert "torch" not in stack["targets"]["executorch"]["distributions"]
    base = {k: v for k, v in stack.items() if k != "targets"}
    canonical = json.dumps(base, sort_keys=True, separators=(",", ":")).encode()
    assert hello["stack_digest"] == hashlib.sha256(canonical).hexdigest()[:16]
    assert set(hello["probe_versions"]) == {"onnx", "export", "compile", "export_dynamic",
                                            "onnx_dynamic", "speed", "aoti", "grad",
                                            "executorch", "openvino"}
    assert all(isinstance(v, int) and v >= 1 for v in hello["probe_versions"].values())


def test_records_carry_sources_and_digests_answers_them(worker):
    import hashlib

    worker.send({"type": "job", "id": 9, "case": "tiny.scale_and_shift[scale=3]",
                 "probes": ["export"]})
    replies = [worker.read() for _ in range(3)]
    sources = replies[1]["record"]["sources"]
    digest = hashlib.sha256(open(os.path.join(PACKS, "tiny.py"), "rb").read()).hexdigest()[:16]
    # collection puts a pack file's directory on sys.path: the key is relative to it
    assert sources == {"tiny.py": digest}
    worker.send({"type": "digests", "files": ["tiny.py", "gone.py", "/nowhere/at/all.py"]})
    assert worker.read() == {"type": "digests", "files": {
        "tiny.py": digest, "gone.py": None, "/nowhere/at/all.py": None}}


def test_stdout_flood_stays_in_the_log(worker):
    worker.send({"type": "job", "id": 8, "case": "faults.flood_stdout", "probes": ["export"]})
    replies = [worker.read() for _ in range(3)]
    assert replies[1]["status"] == "ok" and replies[2]["type"] == "job_done"
    assert os.path.getsize(worker.log_path) > 4 * 1024 * 1024


def test_coverage_answers_and_bad_modules_say_why(worker):
    worker.send({"type": "coverage", "module": "torch.nn.functional"})
    reply = worker.read()
    assert reply["type"] == "coverage" and reply["module"] == "torch.nn.functional"
    rows = reply["callables"]
    assert rows and {"module", "name", "qualname", "kind", "covered", "by"} <= set(rows[0])
    worker.send({"type": "coverage", "module": "no_such_module_for_capgrid"})
    reply = worker.read()
    assert reply["type"] == "error" and reply["kind"] == "coverage"
    assert "no_such_module_for_capgrid" in reply["message"] and "\n" not in reply["message"]
    worker.send({"type": "inventory"})  # still serving
    assert worker.read()["type"] == "inventory"


def test_shutdown_exits_zero(worker):
    worker.send({"type": "shutdown"})
    assert worker.read() is None
    assert worker.wait() == 0


def test_unknown_request_is_an_error_and_exit_2(tmp_path):
    w = Worker([os.path.join(PACKS, "tiny.py")], tmp_path)
    assert w.read()["type"] == "hello"
    w.send({"type": "bogus"})
    reply = w.read()
    assert reply["type"] == "error" and "bogus" in reply["message"]
    assert w.wait() == 2


@pytest.mark.parametrize(("options", "refusal"), [
    ("--device cpu --opset 18", None),
    ("--device cuda --opset 18", "--device cuda: CUDA is not available to this worker's torch"),
    ("--device cpu --opset 999", "--opset 999: expected an integer from"),
    ("--device tpu --opset 18", "--device 'tpu': expected one of cpu, cuda"),
])
def test_check_options_answers_with_the_workers_own_check(options, refusal):
    # what `capgrid run --device cuda` asks before it creates anything (src/worker_check.h)
    import torch

    if "cuda" in options and torch.cuda.is_available():
        refusal = None
    proc = subprocess.run([sys.executable, "-m", "capgrid.worker", "--check-options",
                           *options.split()], capture_output=True, text=True, timeout=240,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": os.path.join(ROOT, "python")})
    if refusal is None:
        assert (proc.returncode, proc.stderr) == (0, ""), proc.stderr
    else:
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr.strip().splitlines()[-1].startswith(refusal), proc.stderr


def test_a_repro_request_writes_the_script_and_answers_its_paths(tmp_path):
    w = Worker([os.path.join(PACKS, "tiny.py")], tmp_path)
    assert w.read()["type"] == "hello"
    script, data = str(tmp_path / "out" / "relu.py"), str(tmp_path / "out" / "relu.pt")
    w.send({"type": "repro", "case": "tiny.relu", "probe": "export", "script": script,
            "data": data, "options": {}, "command": "capgrid repro tiny.relu"})
    assert w.read() == {"type": "repro", "case": "tiny.relu", "probe": "export",
                        "script": script, "data": data, "standalone": True, "reason": ""}
    assert os.path.isfile(data)
    with open(script, encoding="utf-8") as f:
        head = f.read().splitlines()[:4]
    assert head[1] == "# regenerate: capgrid repro tiny.relu"
    assert head[3].startswith("# library torch ") and "| opset 18 |" in head[3]
    w.send({"type": "repro", "case": "tiny.nope", "probe": "export", "script": script,
            "data": data})
    assert w.read() == {"type": "error", "kind": "request", "file": "", "case": "",
                        "message": "repro: unknown case 'tiny.nope'"}
    assert w.wait() == 2


def test_a_digests_request_without_a_list_is_an_error_and_exit_2(tmp_path):
    w = Worker([os.path.join(PACKS, "tiny.py")], tmp_path)
    assert w.read()["type"] == "hello"
    w.send({"type": "digests", "files": "tiny.py"})
    reply = w.read()
    assert reply == {"type": "error", "kind": "request", "file": "", "case": "",
                     "message": "digests request without a list of file keys"}
    assert w.wait() == 2


def test_a_digest_that_fails_is_an_error_reply_naming_why(tmp_path):
    (tmp_path / "x.py").write_text("x = 1\n")
    (tmp_path / "source_keeps.json").write_text("{not json")
    (tmp_path / "w").mkdir()
    w = Worker([os.path.join(PACKS, "tiny.py")], tmp_path / "w")
    assert w.read()["type"] == "hello"
    w.send({"type": "digests", "files": [str(tmp_path / "x.py")]})
    reply = w.read()
    assert reply["type"] == "error" and reply["kind"] == "digests"
    assert reply["message"].startswith("digests of 1 files: KeepsError: ")
    assert "source_keeps.json" in reply["message"]
    w.send({"type": "shutdown"})
    assert w.wait() == 0


def test_bad_pack_error_then_exit_2(tmp_path):
    pack = tmp_path / "bad.py"
    pack.write_text(textwrap.dedent("""
        import torch
        from capgrid import case
        CASES = [case("dup", "g", torch.relu, [torch.ones(1)]),
                 case("dup", "g", torch.relu, [torch.ones(1)])]
    """))
    w = Worker([str(pack)], tmp_path)
    msg = w.read()
    assert msg["type"] == "error" and msg["kind"] == "pack" and msg["case"] == "dup"
    assert msg["message"].endswith("duplicate case name 'dup' (first defined at line 4)")
    assert msg["file"].endswith("bad.py")
    assert w.read() is None
    assert w.wait() == 2


def test_poisoned_interpreter_exits_3(tmp_path):
    pack = tmp_path / "poison.py"
    pack.write_text(textwrap.dedent("""
        import torch
        from capgrid import case
        def broken(x):
            raise RuntimeError("PythonDispatcherTLS was left set by an earlier case")
        CASES = [case("poisoned", "g", broken, [torch.ones(1)])]
    """))
    w = Worker([str(pack)], tmp_path)
    assert w.read()["type"] == "hello"
    w.send({"type": "job", "id": 1, "case": "poisoned", "probes": ["export", "onnx"]})
    assert w.read() == {"type": "probe_start", "id": 1, "probe": "export"}
    msg = w.read()
    assert msg["type"] == "poisoned" and msg["id"] == 1 and "PythonDispatcherTLS" in msg["reason"]
    assert w.wait() == 3


def test_library_revision_from_a_git_checkout(tmp_path):
    from capgrid.worker import library_revision

    def git(*args):
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=tmp_path,
                       check=True, capture_output=True)

    pkg = tmp_path / "mylib"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("X = 1\n")
    (tmp_path / ".gitignore").write_text("venv/\n")
    git("init", "-q")
    git("add", ".")
    git("commit", "-qm", "init")
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=tmp_path, check=True,
                          capture_output=True, text=True).stdout.strip()
    assert library_revision(str(pkg)) == head
    (pkg / "__init__.py").write_text("X = 2\n")
    assert library_revision(str(pkg)) == head + "-dirty"
    installed = tmp_path / "venv" / "site-packages" / "mylib"  # inside the repo, but ignored
    installed.mkdir(parents=True)
    assert library_revision(str(installed)) == ""
    assert library_revision(None) == ""


@pytest.mark.parametrize(("case", "probes", "dies_in", "rc"), [
    ("faults.exit_in_export", ["onnx", "export", "compile"], "export", 7),
    ("faults.segfault_in_compile", ["onnx", "export", "compile"], "compile", -11),
])
def test_fault_cases_kill_the_worker_in_their_probe_only(tmp_path, case, probes, dies_in, rc):
    w = Worker([os.path.join(PACKS, "faults.py")], tmp_path)
    assert w.read()["type"] == "hello"
    w.send({"type": "job", "id": 3, "case": case, "probes": probes})
    seen = []
    while (msg := w.read()) is not None:
        seen.append((msg["type"], msg.get("probe"), msg.get("status")))
    started = [p for t, p, _ in seen if t == "probe_start"]
    finished = [(p, s) for t, p, s in seen if t == "result"]
    assert started[-1] == dies_in
    assert finished == [(p, "ok") for p in probes[: probes.index(dies_in)]]
    assert w.wait() == rc


def _refusal(tmp_path, options):
    """The worker's one reply to `options`, which it must refuse: (message, exit status)."""
    w = Worker([os.path.join(PACKS, "tiny.py")], tmp_path, options=options)
    msg = w.read()
    assert msg["type"] == "error" and msg["kind"] == "option", msg
    assert msg["protocol"] == PROTOCOL_VERSION
    assert w.read() is None
    return msg["message"], w.wait()


def test_an_engine_of_another_protocol_version_is_refused(tmp_path):
    w = Worker([os.path.join(PACKS, "tiny.py")], tmp_path, protocol="2")
    msg = w.read()
    assert msg["type"] == "error" and msg["kind"] == "environment", msg
    assert msg["message"] == ("capgrid.worker: the engine speaks protocol version 2, this worker "
                              f"speaks version {PROTOCOL_VERSION}")
    assert w.read() is None
    assert w.wait() == 2


@pytest.mark.parametrize(("options", "says"), [
    ("--device tpu --opset 18", "--device 'tpu': expected one of cpu, cuda"),
    ("--device cpu --opset 3", "--opset 3: expected an integer from 7 to "),
    ("--device cpu --opset 999", "--opset 999: expected an integer from 7 to "),
    ("--device cpu --opset eighteen", "--opset eighteen: expected an integer from 7 to "),
])
def test_unsupported_options_are_refused_in_an_error_message(tmp_path, options, says):
    message, rc = _refusal(tmp_path, options)
    assert message.startswith(says) and "\n" not in message
    assert rc == 2


def test_device_cuda_runs_on_the_gpu_or_is_refused_without_one(tmp_path):
    import torch

    if not torch.cuda.is_available():
        message, rc = _refusal(tmp_path, "--device cuda --opset 18")
        assert message.startswith("--device cuda: CUDA is not available") and rc == 2
        return
    w = Worker([os.path.join(PACKS, "tiny.py")], tmp_path, options="--device cuda --opset 18")
    hello = w.read()
    assert hello["type"] == "hello" and hello["provenance"]["device"] == "cuda"
    w.send({"type": "job", "id": 1, "case": "tiny.Affine", "probes": ["onnx", "export"]})
    replies = [w.read() for _ in range(5)]  # (probe_start, result) x 2, job_done
    statuses = {m["probe"]: m["status"] for m in replies if m["type"] == "result"}
    assert statuses == {"onnx": "ok", "export": "ok"}, replies
    onnx_record = next(m["record"] for m in replies if m.get("probe") == "onnx" and "record" in m)
    assert onnx_record["ort_provider"] in ("CUDAExecutionProvider", "CPUExecutionProvider")
    w.send({"type": "shutdown"})
    assert w.wait() == 0


def test_the_opset_and_default_device_reach_the_probes(tmp_path):
    """The default device comes from data/worker_options.json; the opset given reaches hello,
    and the onnx record names the provider that ran."""
    from capgrid.data import worker_options

    declared = worker_options()
    w = Worker([os.path.join(PACKS, "tiny.py")], tmp_path, options="--opset 17")
    hello = w.read()
    assert hello["provenance"]["device"] == declared["device"]["default"]
    assert hello["provenance"]["opset"] == 17
    w.send({"type": "job", "id": 2, "case": "tiny.Affine", "probes": ["onnx"]})
    replies = [w.read() for _ in range(3)]
    record = replies[1]["record"]
    assert replies[1]["status"] == "ok", record
    assert record["ort_provider"] == "CPUExecutionProvider"
    w.send({"type": "shutdown"})
    assert w.wait() == 0


def test_the_same_program_discovers_with_discover(tmp_path):
    """`capgrid discover`'s workers are this program with --discover: its sources in place of
    packs, discovery's inventory and jobs in the one serve loop, no other request."""
    w = Worker(["toylib", "signatures:"], tmp_path, options="--discover", pythonpath=[PACKS])
    hello = w.read()
    assert hello["type"] == "hello", w.log_tail()
    assert hello["provenance"]["library"] == "toylib"
    assert hello["packs"] == ["toylib", "signatures:"] and hello["probe_versions"] == {}
    w.send({"type": "inventory"})
    items = {i["name"]: i for i in w.read()["cases"]}
    assert items["toylib.scale"]["group"] == "docstrings" and items["toylib.scale"]["examples"] == 4
    assert items["signatures:toylib.scale"]["group"] == "signatures"
    w.send({"type": "job", "id": 7, "case": "toylib.scale", "probes": ["discover"],
            "options": {"tensors": str(tmp_path / "tensors")}})
    assert w.read() == {"type": "probe_start", "id": 7, "probe": "discover"}
    result = w.read()
    assert (result["type"], result["id"], result["status"]) == ("result", 7, "ok")
    assert result["record"]["error"] == ""
    assert {c["callable"] for c in result["record"]["candidates"]} == {"toylib.scale"}
    # what the job did to the worker's peak memory (discover names the job that raised it most)
    assert result["record"]["rss_peak_bytes"] >= result["record"]["rss_raised_bytes"] >= 0
    assert result["record"]["rss_peak_bytes"] > 50 << 20  # torch is imported
    assert w.read() == {"type": "job_done", "id": 7}
    # a probe worker's requests are not a discovery worker's
    w.send({"type": "coverage", "module": "toylib"})
    error = w.read()
    assert error["type"] == "error" and "unknown request type 'coverage'" in error["message"]
    assert w.wait() == 2


def test_the_warm_up_makes_inductors_cpu_capability_check():
    """Before a worker's first probe, not inside the first probe that compiles (its g++ runs
    are seconds where the compile cache does not hold them yet)."""
    from torch._inductor.cpu_vec_isa import valid_vec_isa_list

    from capgrid import worker

    valid_vec_isa_list.cache_clear()
    worker._warm_up()
    assert valid_vec_isa_list.cache_info().currsize == 1
