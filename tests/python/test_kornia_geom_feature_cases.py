"""The kornia.geometry and kornia.feature cases of the built-in Kornia pack: registry
invariants, per-section counts against Kornia's snapshot, census completeness, validity of the
generated inputs, the no-download construction of pretrained pipelines, and an eager run."""

from __future__ import annotations

import importlib
from collections import Counter

import pytest
import torch

pytest.importorskip("kornia")

from capgrid.census import _resolve, coverage, summary  # noqa: E402

MODULES = [
    "cases_geometry_camera",
    "cases_geometry_containers",
    "cases_geometry_conversions",
    "cases_geometry_lie",
    "cases_geometry_multiview",
    "cases_geometry_subpix",
    "cases_geometry_transform",
    "cases_feature",
    "cases_feature_internals",
]

# Entries per (package, section) in Kornia's published snapshot (kornia_snapshot_stats.md).
KORNIA_COUNTS = {
    ("geometry", "bbox"): 12,
    ("geometry", "boxes"): 39,
    ("geometry", "calibration"): 11,
    ("geometry", "camera"): 32,
    ("geometry", "conversions"): 45,
    ("geometry", "depth"): 14,
    ("geometry", "epipolar"): 38,
    ("geometry", "grid"): 4,
    ("geometry", "homography"): 13,
    ("geometry", "keypoints"): 16,
    ("geometry", "liegroup"): 55,
    ("geometry", "linalg"): 10,
    ("geometry", "line"): 11,
    ("geometry", "plane"): 7,
    ("geometry", "pointcloud"): 4,
    ("geometry", "pose"): 9,
    ("geometry", "quaternion"): 24,
    ("geometry", "ransac"): 7,
    ("geometry", "solvers"): 7,
    ("geometry", "subpix"): 33,
    ("geometry", "transform"): 99,
    ("geometry", "vector"): 12,
    ("feature", "descriptors"): 19,
    ("feature", "detectors"): 14,
    ("feature", "laf"): 25,
    ("feature", "matching"): 22,
    ("feature", "models"): 23,
    ("feature", "orientation_affine"): 8,
    ("feature", "responses"): 13,
}

# Operators broken in kornia 0.9.0 itself (the case is right; the note says why).
KNOWN_KORNIA_BUGS = {
    "geometry.camera.utils.create_pinhole_camera",
    "geometry.camera.utils.create_four_cameras",
}


@pytest.fixture(scope="module")
def cases():
    out = []
    for m in MODULES:
        out += importlib.import_module(f"capgrid_packs.kornia.{m}").CASES
    return out


def test_names_unique_groups_and_refs_resolve(cases):
    names = [c.name for c in cases]
    assert len(names) == len(set(names))
    for c in cases:
        assert c.group.split(".")[0] in ("geometry", "feature"), c.name
        assert c.ref and c.ref.startswith("kornia."), c.name
        assert _resolve(c.ref), f"{c.name}: ref {c.ref} does not resolve"
        assert c.skip is None or c.skip.strip(), c.name
        assert callable(c.target), c.name
        assert all(isinstance(t, torch.Tensor) for t in c.inputs), c.name
        assert not any(isinstance(v, torch.Tensor) for v in c.kwargs.values()), c.name


def test_every_section_meets_kornias_count(cases):
    ours = Counter(tuple(c.group.split(".", 1)) for c in cases)
    short = {k: (ours[k], n) for k, n in KORNIA_COUNTS.items() if ours[k] < n}
    assert short == {}
    assert sum(v for (p, _), v in ours.items() if p == "geometry") >= 502
    assert sum(v for (p, _), v in ours.items() if p == "feature") >= 124


@pytest.mark.parametrize("package", ["kornia.geometry", "kornia.feature"])
def test_census_is_complete(cases, package):
    rows = coverage(package, cases)
    assert [r["qualname"] for r in rows if not r["covered"]] == []
    assert summary(rows)["total"] > 200


def test_input_builders_are_valid():
    from capgrid_packs.kornia import _kit as g

    r = g.rotmat(8, seed=3)
    assert torch.allclose(r @ r.mT, torch.eye(3).expand(8, 3, 3), atol=1e-5)
    assert torch.allclose(torch.linalg.det(r), torch.ones(8), atol=1e-5)
    assert torch.allclose(g.quat(8, seed=3).norm(dim=-1), torch.ones(8), atol=1e-6)
    for h in (g.homography(8, seed=3), g.pixel_homography(8, seed=3)):
        assert torch.linalg.det(h).abs().min() > 0.5
    assert (g.points3d_front(2, 50, seed=3)[..., 2] >= 2.0).all()
    b = g.boxes_xyxy(2, 10, seed=3)
    assert (b[..., 2] > b[..., 0]).all() and (b[..., 3] > b[..., 1]).all()
    centres = g.lafs(2, 20, seed=3)[..., 2]
    assert (centres[..., 0] > 0).all() and (centres[..., 0] < g.W).all()
    assert (centres[..., 1] > 0).all() and (centres[..., 1] < g.H).all()
    assert torch.equal(g.rand(3, 4, seed=9), g.rand(3, 4, seed=9))  # seeded, not global RNG


def test_random_init_context_never_downloads_and_restores(monkeypatch):
    import kornia.core.download as dl
    import kornia.feature as F
    from kornia.feature import integrated

    from capgrid_packs.kornia.cases_feature import _random_init

    def no_network(*args, **kwargs):
        raise AssertionError("a weight download was attempted")

    for mod in (
        dl,
        importlib.import_module("kornia.feature.hardnet"),
        importlib.import_module("kornia.feature.affine_shape"),
        importlib.import_module("kornia.feature.orientation"),
    ):
        if hasattr(mod, "load_state_dict_from_url"):
            monkeypatch.setattr(mod, "load_state_dict_from_url", no_network)
    before = integrated.HardNet
    with _random_init():
        model = F.KeyNetAffNetHardNet(8)
    assert integrated.HardNet is before
    assert isinstance(model.descriptor.descriptor, F.HardNet)


def test_eager_run_of_every_case(cases):
    torch.set_num_threads(1)
    failures = []
    for c in cases:
        if c.skip:
            continue
        target = c.target
        if isinstance(target, torch.nn.Module):
            target.eval()
        if c.method:
            target = getattr(target, c.method)
        torch.manual_seed(1234)
        try:
            with torch.no_grad():
                target(*c.inputs, **c.kwargs)
        except Exception as exc:  # noqa: BLE001 - collected and reported below
            failures.append(f"{c.name}: {type(exc).__name__}: {exc}"[:200])
    assert sorted(f.split(":")[0] for f in failures) == sorted(KNOWN_KORNIA_BUGS), failures


def test_importing_the_pack_leaves_the_global_rng_alone():
    import os
    import subprocess
    import sys

    code = (
        "import torch\n"
        "torch.manual_seed(99); s0 = torch.get_rng_state().clone()\n"
        "import capgrid_packs.kornia\n"
        "assert torch.equal(s0, torch.get_rng_state())\n"
    )
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, PYTHONPATH=os.path.join(root, "python"))
    proc = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", code], env=env, capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
