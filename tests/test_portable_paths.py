"""Every published snapshot and page of a survey names no path of the machine that ran it
(src/portable_paths.cc; docs/snapshot.md, "Paths")."""

from __future__ import annotations

import pytest

from capgrid_binary import REPO
from machine_paths import machine_paths

PUBLISHED = sorted(
    p.relative_to(REPO)
    for pattern in ("docs/*/snapshot.json", "docs/*/*/snapshot.json", "docs/*/export_support.*",
                    "docs/*/*/export_support.*", "docs/*/versions.*")
    for p in REPO.glob(pattern))


def test_the_published_files_are_found() -> None:
    names = {str(p) for p in PUBLISHED}
    for must in ("docs/kornia/snapshot.json", "docs/monai/snapshot.json",
                 "docs/kornia/torch-2.13/snapshot.json", "docs/monai/torch-2.13/snapshot.json",
                 "docs/examples/pyg/snapshot.json", "docs/kornia/export_support.html"):
        assert must in names


@pytest.mark.parametrize("path", PUBLISHED, ids=str)
def test_a_published_file_names_no_path_of_a_machine(path) -> None:
    found = machine_paths((REPO / path).read_text(errors="replace"))
    assert not found, f"{path}: {len(found)} machine paths, the first: {found[:3]}"


def test_the_finder_finds_what_it_must() -> None:
    assert machine_paths('File "/home/ada/x.py", line 3')
    assert machine_paths("at /root/.cache/capgrid/inventory/1.json")
    assert machine_paths("/opt/conda/lib/python3.11/contextlib.py:81")
    assert machine_paths(f"{REPO}/python/capgrid/flatten.py")
    for fine in ("site-packages/torch/x.py", "node /conv/Conv_1",
                 "/__w/pytorch/pytorch/aten/src/ATen/native/TensorShape.cpp",
                 "https://github.com/home/x", "~/.cache/capgrid", "$TMPDIR/torchinductor_x",
                 "CUDA_HOME='/usr/local'"):
        assert not machine_paths(fine), fine
