"""README.md's survey tables against the committed snapshots (issue 49, item 3): every figure in
the Kornia and MONAI tables that is a count of snapshot cells is recomputed from the stacks'
published snapshot.json, counted as the pages count it (src/report_model.cc ReadReportModel),
with the vocabulary read from data/statuses.json, and must be stated exactly so in its row and
column. Figures that no committed file gives (run times, Kornia's own snapshot, the speed
column's earlier medians) are not checked."""

from __future__ import annotations

import json
import re
import statistics
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

import pytest

import survey_layout

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
VOCAB = json.loads((ROOT / "data" / "statuses.json").read_text())
COLUMNS = VOCAB["columns"]
SUPPORTED = {c for c, v in COLUMNS.items() if v["supported"]}
COUNTED = {c for c, v in COLUMNS.items() if v["counted"]}


def _unstable(column: str) -> bool:
    flags = [s.get("unstable", False) for s in VOCAB["probe_statuses"].values()
             if s["column"] == column]
    return bool(flags) and all(flags)


# the version view: a flip to or from one of these is neither broken nor fixed
UNSTABLE = {c for c in COLUMNS if _unstable(c)}


def status(name: str) -> str:
    assert name in VOCAB["probe_statuses"], f"no status '{name}' in data/statuses.json"
    return name


def column(name: str) -> str:
    assert name in COLUMNS, f"no column '{name}' in data/statuses.json"
    return name


def verdict(name: str) -> str:
    assert name in VOCAB["fd_verdicts"], f"no fd verdict '{name}' in data/statuses.json"
    return name


def fd_reason(note: str) -> str:
    """The reason the pages give for an inconclusive finite difference (report_model FdReason)."""
    cuts = [i for i in (note.find(" ("), note.find(":")) if i >= 0]
    return note[:min(cuts, default=len(note))].rstrip(" ;")


class Snap:
    """One stack's published snapshot; `rows` are the listed ones (some cell's column counted)."""

    def __init__(self, pages: Path):
        self.doc = json.loads((pages / "snapshot.json").read_text())
        self.probes = self.doc["probes"]
        self.cases = self.doc["cases"]
        self.rows = [c for c in self.cases if any(c[p] in COUNTED for p in self.probes)]
        self.older: Snap | None = None
        self.newer: Snap | None = None

    def counted(self, probe: str) -> list[dict]:
        return [c for c in self.rows if c[probe] in COUNTED]

    def supported(self, probe: str) -> list[dict]:
        return [c for c in self.counted(probe) if c[probe] in SUPPORTED]

    def ratio(self, probe: str) -> tuple:
        s, n = len(self.supported(probe)), len(self.counted(probe))
        return s, n, f"{100 * s / n:.1f}"

    def in_column(self, probe: str, name: str) -> int:
        return sum(c[probe] == column(name) for c in self.counted(probe))

    def with_status(self, probe: str, name: str, cause: str = "") -> int:
        return sum(c[f"{probe}_status"] == status(name) and c[f"{probe}_cause"].startswith(cause)
                   for c in self.counted(probe))

    def in_column_cause(self, probe: str, name: str, cause: str) -> int:
        return sum(c[probe] == column(name) and c[f"{probe}_cause"].startswith(cause)
                   for c in self.counted(probe))

    def one_graph(self) -> tuple:
        """Supported compile cells that ran as one graph, that did not, and of those the ones
        with a count of 0 but a break reason (a recorded reason is a break)."""
        probe = next(p for p, i in VOCAB["probe_info"].items() if i.get("graph_breaks"))
        cells = self.supported(probe)
        broke = [c for c in cells if c["graph_breaks"] > 0 or c["break_reasons"]]
        return len(cells) - len(broke), len(broke), sum(c["graph_breaks"] == 0 for c in broke)

    def dynamic(self, probe: str) -> tuple:
        """Of the cells its static probe supports: the dynamic cell supported, not counted (no
        batch), counted but not supported (fails), and how many there are."""
        base = self.supported(VOCAB["probe_info"][probe]["dynamic_of"])
        kinds = Counter("ok" if c[probe] in SUPPORTED else "fail" if c[probe] in COUNTED
                        else "none" for c in base)
        return kinds["ok"], kinds["none"], kinds["fail"], len(base)

    def evidence(self, probe: str) -> tuple:
        got = Counter(c[f"{probe}_evidence"] for c in self.supported(probe))
        return tuple(got[e] for e in VOCAB["evidence"])

    def fd(self, name: str) -> int:
        return sum(c["grad_fd"] == verdict(name) for c in self.supported("grad"))

    def fd_reasons(self, *reasons: str) -> int:
        return sum(c["grad_fd"] == verdict("inconclusive") and fd_reason(c["grad_fd_note"])
                   in reasons for c in self.supported("grad"))

    def flips(self, probe: str) -> Counter:
        older = {c["name"]: c for c in self.older.cases}
        out = Counter()
        for c in self.cases:
            before, now = older[c["name"]][probe], c[probe]
            if (before in SUPPORTED) != (now in SUPPORTED):
                out["unstable" if {before, now} & UNSTABLE else
                    "broken" if before in SUPPORTED else "fixed"] += 1
        return out

    def coverage(self) -> tuple:
        cov = self.doc["coverage"]
        skipped = len(cov["skipped"])
        return cov["covered"], cov["total"], cov["covered"] - skipped, skipped

    def speed(self) -> list[dict]:
        return [c for c in self.rows if c["speed"] in SUPPORTED]

    def median(self, variant: str) -> str:
        got = [c[f"{variant}_speedup"] for c in self.speed() if c[f"{variant}_speedup"] is not None]
        return f"{statistics.median(got):.2f}"

    def machines(self, name: str) -> int:
        """Speed configurations timed on a machine whose name has `name` (the header's
        "several machines: A (n configurations), B (m configurations)")."""
        found = re.findall(r"(.+?) \((\d+) configurations?\)(?:, |$)",
                           self.doc["speed_machine"].removeprefix("several machines: "))
        return sum(int(n) for machine, n in found if name in machine)

    def accuracy(self) -> tuple[int, int]:
        """(verified cells whose record says how close they came, verified cells), over every
        column that records it: the re-probe that records it goes shard by shard."""
        compares = next(k for k, e in VOCAB["evidence"].items() if e.get("compares"))
        cells = [c[f"{p}_accuracy"] for p in self.probes
                 if VOCAB["probe_info"][p].get("accuracy")
                 for c in self.supported(p) if c[f"{p}_evidence"] == compares]
        return sum(a is not None for a in cells), len(cells)


class Check(NamedTuple):
    row: str                 # a stable prefix of the row's first cell
    cols: tuple[int, ...]    # 0: the newest stack's column (the main page), 1: the one before
    pattern: str             # one group per figure; "no"/"none" read as 0
    figures: Callable[[Snap], object]


NEW, OLD, BOTH = (0,), (1,), (0, 1)
ROWS = {"onnx": "ONNX supported", "export": "torch.export supported",
        "compile": "torch.compile supported", "export_dynamic": "export with a dynamic batch",
        "onnx_dynamic": "ONNX with a dynamic batch", "aoti": "AOTInductor package",
        "grad": "gradients under torch.compile",
        "executorch": "ExecuTorch program with the XNNPACK delegate",
        "openvino": "OpenVINO model on its CPU plugin"}
CHECKED = "what the supported configurations were checked with"
CHECKED_AS = {"onnx": "ONNX", "export": "torch.export", "compile": "torch.compile",
              "export_dynamic": "export dynamic", "onnx_dynamic": "ONNX dynamic",
              "aoti": "AOTInductor", "grad": "grad"}
FD_REASONS = {"do not run in float64": ("the case does not run in float64",),
              "random operators": ("random operator",),
              "still compute in float32 or float16": ("the float64 copy still computes in float32",
                                                      "the float64 copy still computes in float16")}
SPEEDUPS = {"compile": "torch.compile", "onnx": "onnxruntime", "export": "the exported program"}

COMMON = [
    Check("configurations / listed", BOTH, r"^(\d+) / (\d+) / (\d+)$",
          lambda s: (len(s.cases), len(s.rows),
                     len({(c["package"], c["operator"]) for c in s.rows}))),
    *[Check(ROWS[p], BOTH, r"^(\d+) / (\d+) \((\d+\.\d)%\)", lambda s, p=p: s.ratio(p))
      for p in ("onnx", "export", "compile", "aoti", "grad")],
    *[Check(ROWS[p], BOTH, r"(\d+) constant graphs", lambda s, p=p: s.in_column(p, "constant"))
      for p in ("onnx", "export", "compile", "aoti")],
    Check(ROWS["compile"], BOTH,
          r"(\d+) (?:ran )?as one graph,? (?:and )?(\d+) (?:did )?not \((\d+) ", Snap.one_graph),
    *[Check(ROWS[p], BOTH, r"^(\d+) / (\d+) / (\d+) of (\d+)", lambda s, p=p: s.dynamic(p))
      for p in ("export_dynamic", "onnx_dynamic")],
    Check(ROWS["aoti"], BOTH, r"(\d+) fail\b", lambda s: s.in_column("aoti", "fail")),
    Check(ROWS["aoti"], BOTH, r"(\d+) differ from eager",
          lambda s: s.in_column("aoti", "mismatch")),
    Check(ROWS["grad"], BOTH, r"(\d+) of them with graph breaks",
          lambda s: sum(c["grad_graph_breaks"] > 0 for c in s.supported("grad"))),
    Check(ROWS["grad"], BOTH, r"(\d+) whose eager gradient is not the derivative",
          lambda s: s.with_status("grad", "grad-wrong")),
    Check(ROWS["grad"], BOTH, r"(\d+) whose compiled gradients differ",
          lambda s: s.with_status("grad", "mismatch")),
    Check(ROWS["grad"], BOTH, r"(\d+) compile failures", lambda s: s.with_status("grad", "fail")),
    Check(ROWS["grad"], BOTH, r"(\d+) where compile gave up",
          lambda s: s.with_status("grad", "compile-gave-up")),
    *[Check(CHECKED, BOTH, rf"(?:^|, ){name} (\d+)(?: verified)? \+ (\d+)",
            lambda s, p=p: s.evidence(p)) for p, name in CHECKED_AS.items()],
    Check(CHECKED, NEW, r"(\d+) of the (\d+) supported grad configurations was confirmed",
          lambda s: (s.fd("agrees"), len(s.supported("grad")))),
    Check(CHECKED, OLD, r"confirmed for (\d+) of (\d+)",
          lambda s: (s.fd("agrees"), len(s.supported("grad")))),
    Check(CHECKED, NEW, r"(\d+) \((\d+\.\d)%\) were not judged",
          lambda s: (s.fd("inconclusive"),
                     f"{100 * s.fd('inconclusive') / len(s.supported('grad')):.1f}")),
    Check(CHECKED, OLD, r"(\d+) not judged", lambda s: s.fd("inconclusive")),
    Check("how close the verified", BOTH, r"^recorded for (\d+) of the (\d+) verified",
          Snap.accuracy),
]


def fd_reason_checks(named: list[str]) -> list[Check]:
    """The not-judged reasons the cell names, and the rest as "for another reason"."""
    def other(s: Snap) -> int:
        return s.fd("inconclusive") - sum(s.fd_reasons(*FD_REASONS[n]) for n in named)
    return [*[Check(CHECKED, NEW, rf"(\d+) {n}", lambda s, n=n: s.fd_reasons(*FD_REASONS[n]))
              for n in named],
            Check(CHECKED, NEW, r"(\d+) for another reason", other)]


def delegation(s: Snap) -> tuple:
    """The supported ExecuTorch cells, and of those wholly, in part and not at all delegated."""
    shares = [c["executorch_delegated"] for c in s.supported("executorch")]
    return (len(shares), sum(x == 1.0 for x in shares), sum(0.0 < x < 1.0 for x in shares),
            sum(x == 0.0 for x in shares))


# The deployment targets' rows (the newest stack only: the columns are on it alone)
ET, OV = ROWS["executorch"], ROWS["openvino"]
TARGET_CHECKS = [
    *[Check(ROWS[p], NEW, r"^(\d+) / (\d+) \((\d+\.\d)%\)", lambda s, p=p: s.ratio(p))
      for p in ("executorch", "openvino")],
    *[Check(ROWS[p], NEW, r"(\d+) constant graphs", lambda s, p=p: s.in_column(p, "constant"))
      for p in ("executorch", "openvino")],
    *[Check(ROWS[p], NEW, r"(\d+) fail:", lambda s, p=p: s.in_column(p, "fail"))
      for p in ("executorch", "openvino")],
    *[Check(ROWS[p], NEW, r"(\d+) differ from eager", lambda s, p=p: s.in_column(p, "mismatch"))
      for p in ("executorch", "openvino")],
    *[Check(CHECKED, NEW, rf"{name} (\d+) \+ (\d+)", lambda s, p=p: s.evidence(p))
      for p, name in (("executorch", "ExecuTorch"), ("openvino", "OpenVINO"))],
    Check(ET, NEW, r"of the (\d+), (\d+) wholly delegated to XNNPACK, (\d+) in part, (\d+) not",
          delegation),
    *[Check(ET, NEW, rf"(\d+) {words}", lambda s, st=st, cause=cause:
            s.with_status("executorch", st, cause))
      for words, st, cause in (
          ("do not lower", "lower-fail", ""), ("do not load", "et-load-fail", ""),
          ("do not run", "et-run-fail", ""),
          ("an operator outside the Core ATen set", "lower-fail", "executorch-not-core-aten"),
          ("no kernel for an operator", "et-load-fail", "executorch-missing-kernel"),
          ("a 5-D convolution", "et-run-fail", "executorch-no-5d-kernel"),
          ("tensors of two dim orders", "et-run-fail", "executorch-dim-order"))],
    *[Check(OV, NEW, rf"(\d+) {words}", lambda s, st=st, cause=cause:
            s.with_status("openvino", st, cause))
      for words, st, cause in (
          ("do not convert", "convert-fail", ""), ("complex tensors", "convert-fail",
                                                   "openvino-complex"),
          ("data-dependent sizes", "convert-fail", "openvino-decomposition-unbacked"),
          ("a mutated constant", "convert-fail", "constant-mutated"),
          ("fail at inference", "ov-infer-fail", ""))],
    Check(OV, NEW, r"(\d+) an operator with no translation or a failing one",
          lambda s: s.with_status("openvino", "convert-fail", "openvino-no-conversion")
          + s.with_status("openvino", "convert-fail", "openvino-conversion-failed")),
]

SURVEYS = {
    "kornia": ("## The Kornia survey", [
        *COMMON,
        Check("public objects with a case", NEW, r"^(\d+) of (\d+): (\d+) / (\d+)$", Snap.coverage),
        Check("public objects with a case", OLD, r"^(the same)$",
              lambda s: "the same" if s.coverage() == s.newer.coverage() else s.coverage()),
        Check(ROWS["aoti"], BOTH, r"(\d+) inductor lowering errors",
              lambda s: s.in_column_cause("aoti", "fail", "inductor-lowering-error")),
        Check(ROWS["aoti"], BOTH, r"(\d+) functionalisation",
              lambda s: s.in_column_cause("aoti", "fail", "functionalization")),
        Check(ROWS["aoti"], BOTH, r"(\d+) a `torch\.Generator` argument",
              lambda s: s.in_column_cause("aoti", "fail", "generator-argument")),
        Check(ROWS["aoti"], BOTH, r"(\d+) data-dependent",
              lambda s: s.in_column_cause("aoti", "fail", "data-dependent")),
        Check(ROWS["grad"], BOTH, r"(\d+) (?:take|where the forward takes) values out of autograd",
              lambda s: s.with_status("grad", "grad-wrong", "gradient-stopped")),
        Check(ROWS["grad"], BOTH, r"(\d+) (?:do not|where it does not)\b",
              lambda s: s.with_status("grad", "grad-wrong", "wrong-gradient")),
        Check(ROWS["grad"], BOTH, r"(\d+|no) timeouts?\b",
              lambda s: s.with_status("grad", "timeout")),
        *fd_reason_checks(["do not run in float64", "random operators"]),
        Check("speed against eager", NEW, r"^(\d+) of (\d+) timed",
              lambda s: (len(s.speed()), len(s.cases))),
        # the header names each machine with its count; the README says every Xeon one was timed
        Check("speed against eager", NEW, r"(\d+) of them on AMD EPYC",
              lambda s: len(s.speed()) - s.machines("Intel")),
        Check("speed against eager", NEW, r"(\d+) on an Intel Xeon", lambda s: s.machines("Intel")),
        *[Check("speed against eager", NEW, rf"{re.escape(name)} (\d+\.\d\d)x",
                lambda s, v=v: s.median(v)) for v, name in SPEEDUPS.items()],
        Check("speed against eager", NEW, r"(\d+) slower than eager",
              lambda s: sum(bool(c["slower_than_eager"]) for c in s.speed())),
        Check("speed against eager", NEW, r"the same (\d+) recompile on new values",
              lambda s: sum((c["recompiles_same_shape"] or 0) > 0 for c in s.speed())),
        Check("speed against eager", NEW,
              r"(\d+) went dynamic after one recompile, (\d+) recompiled",
              lambda s: (sum(c["went_dynamic"] is True for c in s.speed()),
                         sum(c["went_dynamic"] is False for c in s.speed()))),
    ]),
    "monai": ("## The MONAI survey", [
        *COMMON,
        Check(ROWS["grad"], NEW, r"(\d+) take values out of autograd",
              lambda s: s.with_status("grad", "grad-wrong", "gradient-stopped")),
        Check(ROWS["grad"], NEW, r"x(\d+) do not",
              lambda s: s.with_status("grad", "grad-wrong", "wrong-gradient")),
        Check(ROWS["grad"], BOTH, r"(\d+) over the (?:8 GiB )?memory limit",
              lambda s: s.with_status("grad", "oom")),
        Check(ROWS["grad"], OLD, r"(\d+) timeouts?\b", lambda s: s.with_status("grad", "timeout")),
        *fd_reason_checks(["random operators", "still compute in float32 or float16",
                           "do not run in float64"]),
        *TARGET_CHECKS,
    ]),
}


def snapshots(survey: str) -> list[Snap]:
    """The stacks' snapshots in the README's column order: newest (the main page) first."""
    snaps = [Snap(st.pages) for st in reversed(survey_layout.stacks(survey))]
    for newer, older in zip(snaps, snaps[1:], strict=False):
        newer.older, older.newer = older, newer
    return snaps


def table(text: str, heading: str) -> tuple[list[str], dict[str, list[str]]]:
    """The header cells and the rows (first cell -> the others) of the first table after
    `heading`."""
    lines = text[text.index(heading + "\n"):].splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith("|"))
    end = next((i for i in range(start, len(lines)) if not lines[i].startswith("|")), len(lines))
    lines = lines[start:end]
    cells = [[c.strip() for c in ln.strip()[1:-1].split(" | ")] for ln in lines]
    del cells[1]  # |---|---|
    assert all(len(c) == len(cells[0]) for c in cells), f"{heading}: a row's cell count differs"
    return cells[0][1:], {c[0]: c[1:] for c in cells[1:]}


def as_text(value) -> list[str]:
    return [str(v) for v in (value if isinstance(value, tuple) else (value,))]


def compare(text: str, survey: str) -> tuple[int, list[str]]:
    """How many figures were compared, and each one the README states otherwise."""
    heading, checks = SURVEYS[survey]
    header, rows = table(text, heading)
    snaps = snapshots(survey)
    problems, compared = [], 0

    def row(prefix: str) -> list[str]:
        hits = [cells for label, cells in rows.items() if label.startswith(prefix)]
        assert len(hits) == 1, f"{survey}: {len(hits)} rows start with '{prefix}'"
        return hits[0]

    for i, snap in enumerate(snaps):  # each column names its snapshot's torch
        torch = "torch " + snap.doc["torch"].split("+")[0]
        if torch not in header[i]:
            problems.append(f"{survey} column {i + 1} '{header[i]}' does not say {torch}")
    for check in checks:
        for i in check.cols:
            cell, where = row(check.row)[i], f"{survey} '{check.row}' column {i + 1}"
            m = re.search(check.pattern, cell)
            if not m:
                problems.append(f"{where}: no /{check.pattern}/ in: {cell}")
                continue
            got = ["0" if g in ("no", "none") else g for g in m.groups()]
            want = as_text(check.figures(snaps[i]))
            compared += len(want)
            if got != want:
                problems.append(f"{where}: '{m.group(0)}' states {got}, the snapshot gives {want}")
    for probe, label in ROWS.items():  # the version view's counts: each stated one, every nonzero
        if not all(probe in s.probes for s in snaps[:2]):
            continue  # a column the stack before did not have: no version view of it
        flips, cell = snaps[0].flips(probe), row(label)[0]
        for kind in ("fixed", "broken", "unstable"):
            m = re.search(rf"\b(\d+|none) {kind}\b", cell)
            if m is None:
                if flips[kind]:
                    problems.append(f"{survey} '{label}' column 1 does not say {kind}: "
                                    f"{flips[kind]}")
                continue
            compared += 1
            got = 0 if m.group(1) == "none" else int(m.group(1))
            if got != flips[kind]:
                problems.append(f"{survey} '{label}' column 1: '{m.group(0)}', the snapshots "
                                f"give {flips[kind]}")
    return compared, problems


@pytest.mark.parametrize("survey", sorted(SURVEYS))
def test_readme_figures_match_the_snapshots(survey: str):
    _, problems = compare(README.read_text(), survey)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("survey", sorted(SURVEYS))
def test_a_changed_figure_is_caught(survey: str):
    """The configurations row's first figure, one more: the comparison must name it."""
    text = README.read_text()
    start = text.index(SURVEYS[survey][0])
    at = start + text[start:].index("| configurations / listed")
    line_end = text.index("\n", at)
    line = re.sub(r"\d+", lambda m: str(int(m.group(0)) + 1), text[at:line_end], count=1)
    _, problems = compare(text[:at] + line + text[line_end:], survey)
    assert len(problems) == 1 and "configurations / listed" in problems[0], problems


def test_monai_unlisted_rows():
    """"the N skipped rows are not listed", below the MONAI table."""
    m = re.search(r"the (\d+) skipped rows are not listed", README.read_text())
    assert m, "README.md no longer says how many MONAI rows are not listed"
    snap = snapshots("monai")[0]
    assert int(m.group(1)) == len(snap.cases) - len(snap.rows)
