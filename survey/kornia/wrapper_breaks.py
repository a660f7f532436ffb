"""Graph breaks of the differing compile cells, counted through three callables side by side.

    capgrid diff KORNIA.json docs/kornia/torch-2.13/snapshot.json --match row --format json \
        > diff.json
    PYTHONPATH=python nice -n 10 python survey/kornia/wrapper_breaks.py diff.json \
        -o survey/kornia/wrapper_breaks.json --md survey/kornia/wrapper_breaks.md

For every capgrid case whose compile cell differs from Kornia's published snapshot (or whose
break count differs, the diff's ``more_breaks``), this runs ``torch._dynamo.explain`` in this
process on the case's own target and inputs through

* ``bare``: the target itself, called as the case calls it (its method, its kwargs);
* ``capgrid``: capgrid's wrapper, built as the worker builds it (``Job.wrapper``:
  capgrid.flatten.make_wrapper);
* ``kornia``: :class:`KorniaStyleWrapper`, a re-implementation of the wrapper Kornia's survey
  captures (``make_wrapper`` of its docs/export_support/harness.py, as this project's reference
  notes kornia_pipeline.md describe it), written for this comparison;
* ``kornia_probe``: the same wrapper in the order Kornia's probe_compile.py uses it: an eager
  call, then ``torch.export.export`` of that wrapper (its error, if any, ignored, as Kornia's
  probe records it and goes on), then ``torch._dynamo.reset()`` and explain. Run last, because
  an export can leave the target changed (a forward that rebinds a submodule or buffer keeps
  what the export's tracing put there), which is what this way measures.

and counts breaks by Kornia's rule: ``explain(...).graph_break_count``, which is the graph count
minus one. The output (JSON, and a Markdown table with ``--md``) is what comparison.md cites for
its "harness artefact" explanation.
"""

from __future__ import annotations

import argparse
import functools
import json
import re
import signal
import sys
import time
from pathlib import Path

COLUMN = "compile"
WAYS = ("bare", "capgrid", "kornia", "kornia_probe")
DEFAULT_WAYS = ("bare", "capgrid", "kornia")  # kornia_probe (an export first) with --probe-order
REASON_KEEP = 160
COMMAND = ("PYTHONPATH=python python survey/kornia/wrapper_breaks.py diff.json "
           "-o survey/kornia/wrapper_breaks.json --md survey/kornia/wrapper_breaks.md")


class Timeout(BaseException):
    """Not an Exception: dynamo turns an Exception raised while it traces into a graph break
    or an internal error and goes on; this one has to end the explain call."""


def _alarm(signum, frame):
    raise Timeout()


def kornia_flatten(out) -> list:
    """The output flattening of Kornia's harness, as kornia_pipeline.md describes it, with one
    detail of its order kept on purpose: the object's ``.data`` is read *before* the test that the
    object is not a tensor (Kornia's harness at 1d657f2 does the same). For a tensor result that
    read is ``Tensor.data``, an operation dynamo records; after a graph break inside the target
    it is the only operation left in the wrapper's resumed frame, so it becomes a graph of its own
    and explain counts one more graph (one more break) than the target has."""
    import torch
    from torch.utils._pytree import tree_flatten

    if hasattr(out, "data") and isinstance(out.data, torch.Tensor) \
            and not isinstance(out, torch.Tensor):
        return [out.data]
    if hasattr(out, "__dict__") and not isinstance(out, (torch.Tensor, dict, list, tuple)):
        found = [t for value in vars(out).values() for t in kornia_flatten(value)]
        if found:
            return found
    leaves, _ = tree_flatten(out)
    kept = []
    for leaf in leaves:
        if isinstance(leaf, torch.Tensor):
            kept.append(leaf)
        elif hasattr(leaf, "data") and isinstance(leaf.data, torch.Tensor):
            kept.append(leaf.data)
    return kept


def kornia_style_wrapper(target, kwargs: dict, n_inputs: int, method: str | None):
    """An ``nn.Module`` built the way Kornia's ``make_wrapper`` is described: a generated
    ``forward(self, in0, ..., inN-1)`` that hands the inputs, as one tuple, to a method which
    calls the target (a registered submodule, or a plain attribute for a function) with the baked
    kwargs, flattens the result with :func:`kornia_flatten` inside the traced region, and raises
    ``RuntimeError("NO_TENSOR_OUTPUT")`` when no tensor comes out."""
    import torch

    names = ", ".join(f"in{i}" for i in range(n_inputs))
    packed = f"({names},)" if n_inputs else "()"
    namespace: dict = {}
    exec(compile(f"def forward(self{', ' if names else ''}{names}):\n"
                 f"    return self.run_target({packed})\n",
                 f"<kornia-style wrapper {n_inputs}>", "exec"), namespace)
    is_module = isinstance(target, torch.nn.Module)

    class KorniaStyleWrapper(torch.nn.Module):
        def __init__(self):
            super().__init__()
            if is_module:
                self.target = target
            else:
                self.fn = target
            self.kw = kwargs

        def run_target(self, xs: tuple) -> tuple:
            owner = self.target if is_module else self.fn
            call = getattr(owner, method) if method else owner
            tensors = kornia_flatten(call(*xs, **self.kw))
            if not tensors:
                raise RuntimeError("NO_TENSOR_OUTPUT")
            return tuple(tensors)

    KorniaStyleWrapper.forward = namespace["forward"]
    return KorniaStyleWrapper()


def after_kornia_export(wrapper, inputs: list):
    """``wrapper`` after what Kornia's probe does to it before its explain: one eager call and
    one ``torch.export.export`` (whose failure the probe records, then goes on to compile)."""
    import torch

    from capgrid.isolation import seed
    from capgrid.probes.job import quiet

    with torch.no_grad(), quiet():
        seed()
        wrapper(*[t.clone() for t in inputs])
        try:
            seed()
            torch.export.export(wrapper, tuple(t.clone() for t in inputs))
        except Exception:  # noqa: S110  (Kornia's probe goes on to compile after a failed export)
            pass
    return wrapper


def bare_callable(case, kwargs: dict):
    """The case's target as a user would call it: the method when the case names one, with the
    case's kwargs bound."""
    fn = getattr(case.target, case.method) if case.method else case.target
    return functools.partial(fn, **kwargs) if kwargs else fn


def explain_once(fn, inputs: list, timeout: int) -> dict:
    """graphs, breaks (Kornia's rule: graph_break_count), the first break reasons, or the
    error explain raised."""
    import torch
    import torch._dynamo

    from capgrid.isolation import reset, seed
    from capgrid.probes.job import quiet

    reset()
    t0 = time.perf_counter()
    signal.alarm(timeout)
    try:
        with torch._dynamo.config.patch(suppress_errors=False, cache_size_limit=64):
            seed()
            with torch.no_grad(), quiet():
                ex = torch._dynamo.explain(fn)(*inputs)
        reasons = sorted({str(r.reason).splitlines()[0][:REASON_KEEP]
                          for r in ex.break_reasons})
        out = {"graphs": int(ex.graph_count), "breaks": int(ex.graph_break_count),
               "reasons": reasons[:3]}
    except Timeout:
        out = {"error": f"timeout after {timeout} s"}
    except Exception as e:  # explain raising is a result of its own
        first = (str(e).strip().splitlines() or [""])[0]
        out = {"error": f"{type(e).__name__}: {first[:200]}"}
    finally:
        signal.alarm(0)
    out["seconds"] = round(time.perf_counter() - t0, 2)
    return out


_BREAKS = re.compile(r"^(\d+) graph break")


def published_breaks(row: dict) -> int | None:
    """Kornia's published count for a row of the diff: its ``old_breaks`` when the diff gives
    one, else the count its cause starts with ("N graph breaks: ..."), else 0 for ok."""
    if "old_breaks" in row:
        return int(row["old_breaks"])
    m = _BREAKS.match(row.get("old_cause", ""))
    if m:
        return int(m.group(1))
    return 0 if row["old"] == "ok" else None


COUNTED = ("ok", "ok-breaks", "ok-unverified")  # the statuses a break count can decide


def selected_rows(diff: dict) -> list[dict]:
    """The compile cells a break count can explain: every differing compile cell where both
    sides compiled and ran (ok, ok-breaks, ok-unverified: a mismatch or a failure is not a
    matter of counting), then the cells where both sides break but count differently (the
    diff's ``more_breaks``). One row per capgrid case."""
    rows: dict[str, dict] = {}
    for r in diff["regressions"] + diff["fixes"] + diff["changed"] + diff["more_breaks"]:
        if r["column"] != COLUMN or r["old"] not in COUNTED or r["new"] not in COUNTED:
            continue
        rows.setdefault(r["case"], r)
    return sorted(rows.values(), key=lambda r: r["label"])


def explain_case(collected, locator, timeout: int, ways=DEFAULT_WAYS) -> dict:
    """way -> explain's result for one collected case, the ways in WAYS' order."""
    import torch

    from capgrid.probes.job import Job, resolved

    case = collected.case
    job = Job(collected, locator, {}, record_sources=False)
    kwargs = resolved(case.kwargs)

    def kornia_style():
        return kornia_style_wrapper(case.target, kwargs, len(case.inputs), case.method)

    callables = {
        "bare": lambda: bare_callable(case, kwargs),
        "capgrid": lambda: job.wrapper,
        "kornia": kornia_style,
        "kornia_probe": lambda: after_kornia_export(kornia_style(), job.inputs()),
    }
    res = {}
    for way in (w for w in WAYS if w in ways):
        if isinstance(case.target, torch.nn.Module):
            case.target.eval()
        res[way] = explain_once(callables[way](), job.inputs(), timeout)
    return res


def verdict(res: dict) -> str:
    """How the Kornia-style count relates to capgrid's for one case."""
    c, k = (res[w].get("breaks") for w in ("capgrid", "kornia"))
    if c is None or k is None:
        return "not counted"
    if k == c:
        return "same"
    if k == c + 1 and c >= 1:
        return "kornia +1 (case breaks)"
    return f"kornia {k - c:+d}" + (" (case breaks)" if c >= 1 else " (case does not break)")


def to_markdown(doc: dict) -> str:
    lines = [
        "# Graph breaks through three callables (`survey/kornia/wrapper_breaks.py`)", "",
        f"torch {doc['torch']}, kornia {doc['kornia']}. Command: `{doc['command']}`", "",
        "Breaks are `torch._dynamo.explain(...).graph_break_count` (graphs - 1), Kornia's rule, "
        "on capgrid's case inputs. *bare*: the target itself; *capgrid*: capgrid's wrapper; "
        "*Kornia-style*: a re-implementation of Kornia's survey wrapper; *after export*: that "
        "wrapper explained after an eager call and a torch.export.export of it, the order of "
        "Kornia's probe (with --probe-order only; — where it was not run). The verdict "
        "compares Kornia-style with capgrid's wrapper; -1 is explain's count for no graph at "
        "all (dynamo ran the whole frame eagerly).", "",
        "| verdict | cases |", "|---|---|",
    ]
    lines += [f"| {k} | {v} |" for k, v in sorted(doc["summary"].items())]
    lines += ["", "| case | Kornia published | capgrid survey | bare | capgrid wrapper | "
              "Kornia-style wrapper | after export | verdict |",
              "|---|---|---|---|---|---|---|---|"]

    def cell(res: dict | None) -> str:
        if res is None:
            return "—"
        return res["error"][:60].replace("|", "\\|") if "error" in res else str(res["breaks"])

    for r in doc["rows"]:
        pub = "?" if r["kornia_breaks"] is None else r["kornia_breaks"]
        lines.append(f"| `{r['case']}` | {r['kornia_status']} ({pub}) | {r['capgrid_status']} | "
                     + " | ".join(cell(r.get(w)) for w in WAYS) + f" | {r['verdict']} |")
    return "\n".join(lines) + "\n"


def write(args, rows: list[dict], torch_version: str, kornia_version: str) -> dict:
    """Writes --output (and --md) for the rows so far, in label order; returns the summary."""
    rows = sorted(rows, key=lambda r: r["label"])
    summary: dict[str, int] = {}
    for row in rows:
        summary[row["verdict"]] = summary.get(row["verdict"], 0) + 1
    doc = {"torch": torch_version, "kornia": kornia_version, "command": COMMAND,
           "summary": summary, "rows": rows}
    args.output.write_text(json.dumps(doc, indent=1) + "\n")
    if args.md:
        args.md.write_text(to_markdown(doc))
    return summary


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("diff", type=Path, help="capgrid diff --match row --format json output")
    ap.add_argument("-o", "--output", type=Path, required=True, help="the JSON written")
    ap.add_argument("--md", type=Path, help="also a Markdown table")
    ap.add_argument("--pack", default="builtin:kornia")
    ap.add_argument("--cases", nargs="*", help="only these capgrid case names")
    ap.add_argument("--timeout", type=int, default=240, help="seconds per explain call")
    ap.add_argument("--probe-order", action="store_true",
                    help="also explain the Kornia-style wrapper after an export of it "
                         "(kornia_probe: Kornia's probe order; slower)")
    ap.add_argument("--resume", action="store_true",
                    help="keep the rows --output already has and explain only the others")
    args = ap.parse_args(argv)

    try:
        diff = json.loads(args.diff.read_text())
        rows = selected_rows(diff)
    except (OSError, ValueError, KeyError) as e:
        print(f"wrapper_breaks.py: {args.diff}: not a capgrid diff --format json output ({e})",
              file=sys.stderr)
        return 2
    if args.cases:
        unknown = set(args.cases) - {r["case"] for r in rows}
        if unknown:
            print(f"wrapper_breaks.py: --cases: not a selected compile cell: {sorted(unknown)[0]}",
                  file=sys.stderr)
            return 2
        rows = [r for r in rows if r["case"] in set(args.cases)]

    import kornia
    import torch

    torch.set_num_threads(1)
    from capgrid.collect import collect
    from capgrid.errors import LibraryLocator
    col = collect([args.pack])
    by_name = {c.case.name: c for c in col.cases}
    missing = [r["case"] for r in rows if r["case"] not in by_name]
    if missing:
        print(f"wrapper_breaks.py: {args.pack} has no case {missing[0]!r}", file=sys.stderr)
        return 2
    loc = LibraryLocator.for_module(col.library)
    signal.signal(signal.SIGALRM, _alarm)
    done = {}
    if args.resume and args.output.exists():
        done = {r["case"]: r for r in json.loads(args.output.read_text())["rows"]}
    out_rows = [done[r["case"]] for r in rows if r["case"] in done]
    # differing cells first, the slow ones (augmentation pipelines, models) last, so a
    # stopped run has the most rows; the cells that only count differently after them
    slow = ("kornia.augmentation", "kornia.models")
    ways = WAYS if args.probe_order else DEFAULT_WAYS
    for r in sorted((r for r in rows if r["case"] not in done),
                    key=lambda r: ("old_breaks" in r, r["label"].startswith(slow), r["label"])):
        res = explain_case(by_name[r["case"]], loc, args.timeout, ways)
        row = {"case": r["case"], "label": r["label"], "kornia_status": r["old"],
               "kornia_breaks": published_breaks(r), "capgrid_status": r["new"], **res}
        row["verdict"] = verdict(row)
        out_rows.append(row)
        print(f"{r['case']}: " + "  ".join(
            f"{w}={res[w].get('breaks', res[w].get('error', '')[:40])}" for w in res)
            + f"  [{row['verdict']}]", flush=True)
        write(args, out_rows, torch.__version__, kornia.__version__)  # a stopped run resumes
    summary = write(args, out_rows, torch.__version__, kornia.__version__)
    print(f"wrapper_breaks.py: {len(out_rows)} cases: {summary}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
