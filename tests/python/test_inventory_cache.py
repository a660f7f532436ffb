"""The inventory cache as the engine sees it: real workers, real torch, a small pack that counts
its own imports (docs/protocol.md, "Inventory cache")."""

import json
import os
import textwrap

import pytest
from test_worker import Worker

PACK = textwrap.dedent('''\
    """A tiny pack that appends a line to imports.log each time it is imported."""
    import os

    import torch

    import inv_helper
    from capgrid import case

    LIBRARY = "torch"
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "imports.log"), "a") as f:
        f.write("imported\\n")

    _X = torch.linspace(-1.0, 1.0, 12).reshape(3, 4) * VALUE

    CASES = [
        case("inv.relu", "inv.math", torch.relu, [_X]),
        case("inv.shifted", "inv.math", inv_helper.shifted, [_X]),
    ]
    ''')
HELPER = "def shifted(x):\n    return x + 1.0\n"
# Fields of a record that differ between two runs of the same probe on the same case.
VOLATILE = {"times", "rss_peak_bytes", "compile_cache"}


@pytest.fixture
def pack(tmp_path, monkeypatch):
    """The pack file in its own directory, and a compile cache root of this test's own."""
    d = tmp_path / "pack"
    d.mkdir()
    (d / "inv_pack.py").write_text(PACK.replace("VALUE", "1.0"))
    (d / "inv_helper.py").write_text(HELPER)
    monkeypatch.setenv("CAPGRID_COMPILE_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("CAPGRID_INVENTORY_CACHE", raising=False)
    return d


def imports(pack) -> int:
    log = pack / "imports.log"
    return len(log.read_text().splitlines()) if log.exists() else 0


def entries(tmp_path) -> list[str]:
    d = tmp_path / "cache" / "inventory"
    return sorted(p.name for p in d.iterdir()) if d.exists() else []


class Started:
    """A worker on the pack with its hello and inventory read."""

    def __init__(self, pack, tmp_path, name):
        log_dir = tmp_path / name
        log_dir.mkdir()
        self.w = Worker([str(pack / "inv_pack.py")], log_dir)
        self.hello = self.w.read()
        assert self.hello["type"] == "hello", self.w.log_tail()
        self.w.send({"type": "inventory"})
        self.inventory = self.w.read()
        assert self.inventory["type"] == "inventory", self.w.log_tail()

    def job(self, job_id, case, probes):
        self.w.send({"type": "job", "id": job_id, "case": case, "probes": probes})
        replies = [self.w.read() for _ in range(2 * len(probes) + 1)]
        assert replies[-1]["type"] == "job_done", (replies, self.w.log_tail())
        return [r["record"] for r in replies if r["type"] == "result"]

    def stop(self):
        self.w.send({"type": "shutdown"})
        assert self.w.wait() == 0
        return self.w.log_path.read_text(errors="replace")


def stable(record: dict) -> dict:
    return {k: v for k, v in record.items() if k not in VOLATILE}


def test_second_start_answers_from_the_cache_and_a_job_then_collects(pack, tmp_path):
    first = Started(pack, tmp_path, "first")
    uncached = first.job(1, "inv.shifted", ["export", "onnx"])
    log = first.stop()
    assert imports(pack) == 1 and "inventory cache: wrote" in log
    assert len(entries(tmp_path)) == 1

    second = Started(pack, tmp_path, "second")
    assert imports(pack) == 0 + 1, "the cached worker imported the pack before a job"
    assert second.hello == {**first.hello, "pid": second.hello["pid"]}
    assert second.inventory == first.inventory
    assert [c["name"] for c in second.inventory["cases"]] == ["inv.relu", "inv.shifted"]
    cached = second.job(2, "inv.shifted", ["export", "onnx"])
    assert imports(pack) == 2, "a job collects the packs"
    assert [stable(r) for r in cached] == [stable(r) for r in uncached]
    assert [r["status"] for r in cached] == ["ok", "ok"]
    log = second.stop()
    assert "inventory cache: inventory from" in log


@pytest.mark.parametrize("edited", ["inv_pack.py", "inv_helper.py"])
def test_an_edited_pack_or_helper_invalidates_the_entry(pack, tmp_path, edited):
    Started(pack, tmp_path, "first").stop()
    with open(pack / edited, "a") as f:
        f.write("# edited\n")
    again = Started(pack, tmp_path, "again")
    log = again.stop()
    assert imports(pack) == 2
    assert f"{edited} changed or is gone; collecting" in log
    Started(pack, tmp_path, "third").stop()  # the rewritten entry is valid again
    assert imports(pack) == 2


def test_a_pack_changed_after_the_cache_check_is_refused_at_the_job(pack, tmp_path):
    Started(pack, tmp_path, "first").stop()
    cached = Started(pack, tmp_path, "cached")
    (pack / "inv_pack.py").write_text(PACK.replace("VALUE", "2.0"))  # other input values
    cached.w.send({"type": "job", "id": 3, "case": "inv.relu", "probes": ["export"]})
    reply = cached.w.read()
    assert reply["type"] == "error" and reply["kind"] == "pack", reply
    assert "the pack changed while the run started" in reply["message"]
    assert "(case 'inv.relu')" in reply["message"] and "\n" not in reply["message"]
    assert cached.w.wait() == 2
    assert entries(tmp_path) == [], "the stale entry is dropped"


def test_the_cache_can_be_turned_off(pack, tmp_path, monkeypatch):
    monkeypatch.setenv("CAPGRID_INVENTORY_CACHE", "0")
    Started(pack, tmp_path, "first").stop()
    log = Started(pack, tmp_path, "second").stop()
    assert imports(pack) == 2 and entries(tmp_path) == []
    assert "inventory cache: off (CAPGRID_INVENTORY_CACHE=0)" in log


def test_the_entry_records_the_pack_its_helper_and_no_stack_file(pack, tmp_path):
    Started(pack, tmp_path, "first").stop()
    (name,) = entries(tmp_path)
    entry = json.loads((tmp_path / "cache" / "inventory" / name).read_text())
    files = set(entry["files"])
    assert {str((pack / f).resolve()) for f in ("inv_pack.py", "inv_helper.py")} <= files
    assert any(f.endswith(os.path.join("capgrid", "collect.py")) for f in files)
    assert not any(f"{os.sep}torch{os.sep}" in f or f"{os.sep}json{os.sep}" in f for f in files)
    assert entry["key"]["packs"] == [str(pack / "inv_pack.py")]
    assert entry["sys_path_added"] == [str(pack.resolve())]


def test_a_torn_entry_is_a_miss_and_is_rewritten(pack, tmp_path):
    Started(pack, tmp_path, "first").stop()
    (name,) = entries(tmp_path)
    path = tmp_path / "cache" / "inventory" / name
    path.write_text(path.read_text()[:100])
    log = Started(pack, tmp_path, "again").stop()
    assert imports(pack) == 2 and "unreadable entry" in log and "inventory cache: wrote" in log
    json.loads(path.read_text())


UNSEEDED = textwrap.dedent('''\
    """The pack of a new user: unseeded draws from torch's, Python's and numpy's generators."""
    import random

    import numpy
    import torch

    from capgrid import case

    LIBRARY = "torch"
    _SHIFT = random.random() + float(numpy.random.rand())

    CASES = [
        case("tiny.add", "tiny", torch.add, [torch.ones(2, 3), torch.ones(2, 3)]),
        case("tiny.relu", "tiny", torch.nn.ReLU(), [torch.randn(2, 3) + _SHIFT]),
    ]
    ''')


def test_every_collection_of_an_unseeded_pack_is_the_same(pack, tmp_path):
    # The engine plans with one worker's inventory; a cached worker collects at its first job
    # in a process whose generators are elsewhere: both must find the same values.
    (pack / "inv_pack.py").write_text(UNSEEDED)
    first = Started(pack, tmp_path, "first")
    first.stop()
    cached = Started(pack, tmp_path, "cached")
    assert cached.inventory == first.inventory
    records = cached.job(1, "tiny.relu", ["export"])
    assert [r["status"] for r in records] == ["ok"]
    cached.stop()


def test_a_pack_that_builds_other_values_each_time_is_named_with_its_input(pack, tmp_path):
    clock = UNSEEDED.replace("import random", "import random\nimport time").replace(
        "torch.randn(2, 3) + _SHIFT", "torch.full((2, 3), float(time.perf_counter_ns()))")
    (pack / "inv_pack.py").write_text(clock)
    Started(pack, tmp_path, "first").stop()
    cached = Started(pack, tmp_path, "cached")
    cached.w.send({"type": "job", "id": 1, "case": "tiny.relu", "probes": ["export"]})
    reply = cached.w.read()
    assert reply["type"] == "error" and reply["kind"] == "pack", reply
    message = reply["message"]
    assert message.startswith(f"{pack / 'inv_pack.py'}:"), message
    assert "case 'tiny.relu': input 0 differs between two collections" in message, message
    assert "run again" not in message and "\n" not in message, message
    assert cached.w.wait() == 2
