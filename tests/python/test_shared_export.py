"""One torch.export per job, shared by every probe that needs its program (export, aoti,
executorch, openvino): it is made once, by whichever of them runs first, and when it fails the
failure is in each of their columns with the same error (docs/probes.md "Before any probe: the
job", step 5)."""

import os

import pytest
import torch

from capgrid.isolation import reset
from capgrid.probes.job import Job, run_probe

PACKS = os.path.join(os.path.dirname(__file__), "..", "packs")
# the export probe last: the program must not depend on which probe asked for it first
SHARING = ("aoti", "executorch", "openvino", "export")


@pytest.fixture(scope="module")
def targets():
    from capgrid.collect import collect

    return collect([os.path.join(PACKS, "targets.py")])


@pytest.fixture
def export_calls(monkeypatch):
    """What torch.export.export was called on while a test runs (the real function still runs;
    ExecuTorch's partitioner exports pattern modules of its own)."""
    calls = []
    real = torch.export.export

    def counted(*args, **kwargs):
        calls.append(args[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(torch.export, "export", counted)
    return calls


def run_all(targets, locator, name):
    job = Job(targets.by_name[name], locator)
    records = {}
    for probe in SHARING:
        reset()
        records[probe] = run_probe(job, probe)
    return job, records


def exports_of(job, calls) -> int:
    return sum(m is job.wrapper for m in calls)


def test_a_failed_export_is_each_sharing_columns_with_the_same_cause(
        targets, torch_locator, export_calls):
    job, rec = run_all(targets, torch_locator, "targets.branch_on_value")
    assert exports_of(job, export_calls) == 1
    export = rec["export"]
    assert export["status"] == "fail" and export["error"], export
    for probe in ("aoti", "executorch", "openvino"):
        assert rec[probe]["status"] == "no-export", (probe, rec[probe]["detail"])
        for field in ("error", "chain", "where", "frames"):
            assert rec[probe][field] == export[field], (probe, field)
        # the export's library files are the column's sources too: an edit there reruns it
        assert set(export["sources"]) <= set(rec[probe]["sources"]), probe


def test_a_program_that_exports_is_made_once_for_every_column(
        targets, torch_locator, export_calls):
    job, rec = run_all(targets, torch_locator, "targets.conv_relu")
    assert exports_of(job, export_calls) == 1
    assert {p: r["status"] for p, r in rec.items()} == dict.fromkeys(SHARING, "ok")
