"""The worker program: ``python -m capgrid.worker --in-fd 3 --out-fd 4 ... PACK...`` probes,
``python -m capgrid.worker --in-fd 3 --out-fd 4 --discover ... SOURCE...`` discovers (capgrid
discover: its inventory and jobs are capgrid.discover's, in the same serve loop).

Speaks docs/protocol.md v3. Replies go only to the out fd (torch and exporters print on stdout,
which the engine sends to the worker's log). torch is imported once per process; each job reuses
it. Exit status: 0 after ``shutdown`` or end of input, 2 for bad packs or bad requests, 3 when
the interpreter is poisoned.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import traceback

# The environment as the engine started this worker with, before a library sets variables of
# its own at import (MONAI sets CUBLAS_WORKSPACE_CONFIG): the capture environment of the stack
# and the provenance is this one, the same whether or not a pack was imported before hello.
ENVIRONMENT = dict(os.environ)

EXIT_OK, EXIT_USAGE, EXIT_POISONED = 0, 2, 3


def _git(args: list[str], cwd: str) -> str | None:
    try:
        r = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return r.stdout.strip() if r.returncode == 0 else None


def library_revision(package_dir: str | None) -> str:
    """Short git revision (+ "-dirty") when the library is imported from a git checkout."""
    if not package_dir:
        return ""
    top = _git(["rev-parse", "--show-toplevel"], package_dir)
    if not top:
        return ""
    # Installed into a venv that happens to sit in some repository: not a checkout of the library.
    if _git(["check-ignore", "-q", package_dir], package_dir) is not None:
        return ""
    if not _git(["ls-files", "--", package_dir], package_dir):
        return ""
    rev = _git(["rev-parse", "--short", "HEAD"], package_dir) or ""
    if rev and _git(["status", "--porcelain", "--", package_dir], package_dir):
        rev += "-dirty"
    return rev


def _version(module_name: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(module_name)
    except metadata.PackageNotFoundError:
        mod = sys.modules.get(module_name)
        return str(getattr(mod, "__version__", "")) if mod else ""


def provenance(library: str, locator, device: str, opset: int,
               library_version: str | None = None) -> dict:
    import importlib
    import platform

    import capgrid

    from .data import probe_stack
    from .dependencies import capture_env

    def stack_version(key: str) -> str:
        try:
            return str(importlib.import_module(key).__version__)
        except ImportError:
            return ""

    env = capture_env(ENVIRONMENT)
    return {
        **({"env": env} if env else {}),  # a capture environment of its own is a run of its own
        "library": library,
        "library_version": _version(library) if library_version is None else library_version,
        "revision": library_revision(locator.package_dir),
        # the probe stack's versions a provenance names (data/stack.json)
        **{p["key"]: stack_version(p["key"]) for p in probe_stack() if p.get("provenance")},
        "python": platform.python_version(),
        "device": device,
        "opset": opset,
        "capgrid": capgrid.__version__,
    }


def probe_versions() -> dict:
    """Each probe's declared version (data/probe_sources.json, docs/probe_versions.md)."""
    from . import data

    return dict(data.probe_versions())


def _warm_up() -> None:
    """Import what the probes import, at the first job before its first probe_start: the engine's
    per-probe timeout should time the capture, not a worker's first import of dynamo and inductor
    (seconds each), and a run with nothing to do (hello, inventory, digests) should not pay it.
    Inductor's CPU capability check (it compiles a small kernel per vector instruction set: 3 to
    4 s of g++ where the compile cache does not hold it yet, docs/benchmarks.md) is made here too,
    not inside the first probe that compiles."""
    import importlib

    import torch._dynamo  # noqa: F401
    from torch._inductor import compile_fx  # noqa: F401

    try:
        from torch._inductor.cpu_vec_isa import pick_vec_isa

        pick_vec_isa()  # cached for the process; a failure is the first compile's to report
    except Exception:  # noqa: BLE001 - never a worker's death at start-up
        pass

    from .probes import PROBE_NAMES

    for name in PROBE_NAMES:
        importlib.import_module(f"{__package__}.probes.{name}")
    from .dependencies import prime

    prime()


def parse_args(argv):
    """The worker's argv. --device and --opset are declared in data/worker_options.json and
    checked by check_options() once the reply fd is open, so that a bad value reaches the engine
    as an ``error`` message rather than as argparse's usage text in a log."""
    from .data import worker_options

    declared = worker_options()
    p = argparse.ArgumentParser(prog="python -m capgrid.worker")
    p.add_argument("--in-fd", type=int)
    p.add_argument("--out-fd", type=int)
    p.add_argument("--check-options", action="store_true",
                   help="only check --device and --opset against this interpreter's stack: exit "
                   "0, or 2 with the reason on stderr (the engine asks before a --device cuda "
                   "run creates anything)")
    for name in ("device", "opset"):
        p.add_argument(f"--{name}", default=str(declared[name]["default"]),
                       help=declared[name]["help"])
    p.add_argument("--torch-threads", type=int, default=0)
    p.add_argument("--discover", action="store_true",
                   help="discover (capgrid discover): the positional arguments are discovery "
                   "sources (MODULE, tests:DIR, signatures:), not packs")
    p.add_argument("packs", nargs="*", default=["builtin:kornia"])
    args = p.parse_args(argv)
    if not args.check_options and (args.in_fd is None or args.out_fd is None):
        p.error("--in-fd and --out-fd are required")
    return args


def check_options(args, torch, onnx) -> str | None:
    """Why the worker cannot run with these options (one line), or None. Normalises
    ``args.opset`` to an int."""
    from .data import worker_options

    declared = worker_options()
    choices = declared["device"]["choices"]
    if args.device not in choices:
        return f"--device {args.device!r}: expected one of {', '.join(choices)}"
    if args.device == "cuda" and not torch.cuda.is_available():
        return (f"--device cuda: CUDA is not available to this worker's torch {torch.__version__}"
                " (torch.cuda.is_available() is False); use --device cpu")
    lowest, highest = declared["opset"]["min"], onnx.defs.onnx_opset_version()
    try:
        opset = int(args.opset)
    except ValueError:
        opset = None
    if opset is None or not lowest <= opset <= highest:
        return (f"--opset {args.opset}: expected an integer from {lowest} to {highest} (the "
                f"highest opset of the installed onnx {onnx.__version__})")
    args.opset = opset
    return None


class Worker:
    def __init__(self, channel, packs, locator, opset: int, device: str, discovery=None):
        self.channel = channel
        self.packs = packs  # inventory_cache.Packs: collected, or cached until a job needs them
        self.locator = locator
        self.opset = opset
        self.device = device
        self.warm = False
        self.discovery = discovery  # capgrid.discover.Discovery with --discover (no packs)

    @property
    def collection(self):
        from .collect import PackError

        try:
            return self.packs.collected(self.locator)
        except PackError as e:  # changed since the cached inventory the engine planned with
            self.channel.send(e.as_message())
        except Exception as e:  # a capgrid bug must still reach the engine as one line
            traceback.print_exc()
            first = str(e).strip().splitlines()[0] if str(e).strip() else ""
            self.channel.send({"type": "error", "kind": "pack", "file": "", "case": "",
                               "message": f"collecting {' '.join(self.packs.specs)} failed: "
                                          f"{type(e).__name__}: {first}"})
        raise SystemExit(EXIT_USAGE)

    def inventory(self, msg):
        self.channel.send({"type": "inventory", "cases": self.packs.inventory(self.locator)})

    def coverage(self, msg):
        module = msg.get("module")
        if not isinstance(module, str) or not module:
            return self.bad_request("coverage request without a module name")
        try:
            from . import census
        except ImportError as e:
            return self.channel.send({"type": "error", "kind": "coverage", "file": "", "case": "",
                                      "message": f"coverage is not available: {e}"})
        try:
            callables = census.coverage(module, [c.case for c in self.collection.cases])
        except Exception as e:
            first = str(e).strip().splitlines()[0] if str(e).strip() else ""
            return self.channel.send({"type": "error", "kind": "coverage", "file": "", "case": "",
                                      "message": f"coverage of {module}: {type(e).__name__}: "
                                                 f"{first}"})
        self.channel.send({"type": "coverage", "module": module, "callables": callables})

    def digests(self, msg):
        from .dependencies import digests

        files = msg.get("files")
        if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
            return self.bad_request("digests request without a list of file keys")
        try:
            reply = digests(files)
        except Exception as e:  # the engine ends the run with this line, not a worker's death
            first = str(e).strip().splitlines()[0] if str(e).strip() else ""
            return self.channel.send({"type": "error", "kind": "digests", "file": "", "case": "",
                                      "message": f"digests of {len(files)} files: "
                                                 f"{type(e).__name__}: {first}"})
        self.channel.send({"type": "digests", "files": reply})

    def job(self, msg):
        from .isolation import Poisoned, reset
        from .probes import PROBE_NAMES
        from .probes.job import Job, run_probe

        job_id = msg.get("id")
        name = msg.get("case")
        probes = msg.get("probes") or list(PROBE_NAMES)
        options = msg.get("options") or {}
        collected = self.collection.by_name.get(name)
        if collected is None:
            return self.bad_request(f"job {job_id}: unknown case {name!r}")
        unknown = [p for p in probes if p not in PROBE_NAMES]
        if unknown or not isinstance(options, dict):
            return self.bad_request(f"job {job_id}: unknown probes {unknown} or bad options")
        job = Job(collected, self.locator, options, opset=self.opset, device=self.device)
        if not self.warm:  # at the first job, so that a run with nothing to do never pays it
            _warm_up()
            self.warm = True
        for probe in probes:
            try:
                leftover = reset()
                self.channel.send({"type": "probe_start", "id": job_id, "probe": probe})
                record = run_probe(job, probe)
            except Poisoned as e:
                self.channel.send({"type": "poisoned", "id": job_id, "reason": str(e)})
                raise SystemExit(EXIT_POISONED) from None
            if leftover:
                record["leftover_modes"] = leftover
            self.channel.send({"type": "result", "id": job_id, "probe": probe,
                               "status": record["status"], "record": record})
        self.channel.send({"type": "job_done", "id": job_id})

    def repro(self, msg):
        """Write the repro script of one (case, probe) and its .pt (python/capgrid/repro.py)."""
        from . import repro
        from .probes import PROBE_NAMES

        name, probe = msg.get("case"), msg.get("probe")
        script, data = msg.get("script"), msg.get("data")
        options = msg.get("options") or {}
        if not all(isinstance(v, str) and v for v in (name, probe, script, data)) or \
                not isinstance(options, dict):
            return self.bad_request("repro request without case, probe, script and data")
        if probe not in PROBE_NAMES:
            return self.bad_request(f"repro: unknown probe {probe!r}")
        collected = self.collection.by_name.get(name)
        if collected is None:
            return self.bad_request(f"repro: unknown case {name!r}")
        try:
            reply = repro.write(
                collected, probe, script, data, library=self.packs.library,
                provenance=provenance(self.packs.library, self.locator, self.device,
                                      self.opset, self.packs.library_version()),
                opset=self.opset, device=self.device, options=options,
                command=str(msg.get("command") or ""), packs=list(self.packs.specs))
        except Exception as e:  # a file that cannot be written, a case torch cannot save
            traceback.print_exc()
            first = str(e).strip().splitlines()[0] if str(e).strip() else ""
            return self.channel.send({"type": "error", "kind": "repro", "file": script,
                                      "case": name,
                                      "message": f"repro of {name}: {type(e).__name__}: {first}"})
        self.channel.send({"type": "repro", "case": name, "probe": probe, **reply})

    def discovery_inventory(self, msg):
        try:
            cases = self.discovery.collect()
        except Exception as e:  # a library that cannot be read is bad input
            first = (str(e).strip().splitlines() or [""])[0][:300]
            self.channel.send({"type": "error", "kind": "pack", "file": "", "case": "",
                               "message": f"discover: {type(e).__name__}: {first}"})
            raise SystemExit(EXIT_USAGE) from None
        self.channel.send({"type": "inventory", "cases": cases})

    def discover(self, msg):
        """One discovery job: one item's examples, test file or signature call, recorded."""
        from .discover import PROBE

        job_id, options = msg.get("id"), msg.get("options") or {}
        if not isinstance(options, dict):
            return self.bad_request(f"job {job_id}: bad options")
        self.channel.send({"type": "probe_start", "id": job_id, "probe": PROBE})
        record = self.discovery.job(str(msg.get("case")), options)
        self.channel.send({"type": "result", "id": job_id, "probe": PROBE, "status": "ok",
                           "record": record})
        self.channel.send({"type": "job_done", "id": job_id})

    def bad_request(self, message: str):
        self.channel.send({"type": "error", "kind": "request", "file": "", "case": "",
                           "message": message})
        raise SystemExit(EXIT_USAGE)

    def serve(self) -> int:
        from .protocol import ProtocolError

        if self.discovery is not None:  # --discover: the requests discovery answers
            handlers = {"inventory": self.discovery_inventory, "job": self.discover}
        else:
            handlers = {"inventory": self.inventory, "job": self.job, "coverage": self.coverage,
                        "digests": self.digests, "repro": self.repro}
        while True:
            try:
                msg = self.channel.receive()
            except ProtocolError as e:
                self.bad_request(str(e))
            if msg is None or msg["type"] == "shutdown":
                return EXIT_OK
            handler = handlers.get(msg["type"])
            if handler is None:
                self.bad_request(f"unknown request type {msg['type']!r}")
            handler(msg)


def die_with_parent() -> None:
    """Ask Linux to SIGKILL this worker when the engine that spawned it dies.

    An engine killed with SIGKILL cannot kill its workers; an idle worker then reads EOF and
    exits, but one stuck in a probe (a native hang, a long capture) would live on as an orphan.
    The engine is single-threaded, so "the parent thread dies" means "the engine dies".
    """
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import signal

    parent = os.getppid()
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        PR_SET_PDEATHSIG = 1
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the engine died before the request took effect
        os._exit(EXIT_OK)


def check_only(args) -> int:
    """``--check-options``: the option check a worker makes before hello, and nothing else."""
    try:
        import onnx
        import torch
    except ImportError as e:
        print(f"capgrid.worker: {e}", file=sys.stderr)
        return EXIT_USAGE
    refused = check_options(args, torch, onnx)
    if refused is not None:
        print(refused, file=sys.stderr)
        return EXIT_USAGE
    return 0


def main(argv=None) -> int:
    args = parse_args(argv)
    if args.check_options:
        return check_only(args)
    die_with_parent()
    from .protocol import PROTOCOL_VERSION, Channel

    os.environ.setdefault("CAPGRID_PROTOCOL", str(PROTOCOL_VERSION))

    try:
        channel = Channel(args.in_fd, args.out_fd)
    except OSError as e:
        print(f"capgrid.worker: cannot open fds {args.in_fd}/{args.out_fd}: {e}", file=sys.stderr)
        return EXIT_USAGE
    if os.environ["CAPGRID_PROTOCOL"] != str(PROTOCOL_VERSION):  # an engine of another version
        channel.send({"type": "error", "protocol": PROTOCOL_VERSION, "kind": "environment",
                      "file": "", "case": "",
                      "message": f"capgrid.worker: the engine speaks protocol version "
                                 f"{os.environ['CAPGRID_PROTOCOL']}, this worker speaks version "
                                 f"{PROTOCOL_VERSION}"})
        return EXIT_USAGE
    if args.discover:
        return _serve(Worker(channel, None, None, 0, "cpu", discovery=_discovery(channel, args)))
    try:
        import onnx  # the probe stack must be importable before hello
        import onnxruntime  # noqa: F401
        import torch
    except ImportError as e:
        channel.send({"type": "error", "protocol": PROTOCOL_VERSION, "kind": "environment",
                      "file": "", "case": "", "message": f"capgrid.worker: {e}"})
        return EXIT_USAGE
    refused = check_options(args, torch, onnx)
    if refused is not None:
        channel.send({"type": "error", "protocol": PROTOCOL_VERSION, "kind": "option",
                      "file": "", "case": "", "message": refused})
        return EXIT_USAGE
    if args.torch_threads > 0:
        torch.set_num_threads(args.torch_threads)
    from . import compile_cache
    from .data import probe_keeps
    from .dependencies import stack_info, watch_imports

    watch_imports()  # before any pack: a library's optional imports are what a result needs

    stack, stack_digest = stack_info(args.device, args.opset, ENVIRONMENT)
    compile_cache.configure(stack_digest)
    from .collect import PackError
    from .inventory_cache import Packs

    try:
        packs = Packs.open(args.packs)
    except PackError as e:
        channel.send({**e.as_message(), "protocol": PROTOCOL_VERSION})
        return EXIT_USAGE
    except Exception as e:  # a capgrid bug must still reach the engine as one line
        traceback.print_exc()
        first = str(e).strip().splitlines()[0] if str(e).strip() else ""
        channel.send({"type": "error", "protocol": PROTOCOL_VERSION, "kind": "pack", "file": "",
                      "case": "", "message": f"collecting {' '.join(args.packs)} failed: "
                                             f"{type(e).__name__}: {first}"})
        return EXIT_USAGE
    locator = packs.locator()
    channel.send({"type": "hello", "protocol": PROTOCOL_VERSION, "pid": os.getpid(),
                  "provenance": provenance(packs.library, locator, args.device, args.opset,
                                           packs.library_version()),
                  "packs": list(args.packs), "stack": stack, "stack_digest": stack_digest,
                  "probe_versions": probe_versions(), "probe_keeps": probe_keeps()})
    return _serve(Worker(channel, packs, locator, args.opset, args.device))


def _discovery(channel, args):
    """--discover's hello (no probe stack, no packs: the library's modules and torch) and the
    Discovery its jobs run in."""
    from .discover import TESTS_PREFIX, Discovery
    from .protocol import PROTOCOL_VERSION

    # The examples' own prints and downloads must not reach the protocol or the network.
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    import torch

    if args.torch_threads > 0:
        torch.set_num_threads(args.torch_threads)
    modules = [s for s in args.packs if not s.startswith(TESTS_PREFIX)]
    channel.send({"type": "hello", "protocol": PROTOCOL_VERSION, "pid": os.getpid(),
                  "provenance": {"library": modules[0] if modules else "",
                                 "torch": torch.__version__},
                  "packs": list(args.packs), "stack": {}, "probe_versions": {}})
    return Discovery(list(args.packs))


def _serve(worker) -> int:
    try:
        return worker.serve()
    except SystemExit as e:
        return int(e.code or 0)
    except BrokenPipeError:
        return EXIT_OK  # the engine went away; nothing left to answer
    except Exception:
        traceback.print_exc()
        return 1


if __name__ == "__main__":
    sys.exit(main())
