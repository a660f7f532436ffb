"""Documentation links for a library that is not Kornia: the committed MONAI survey merged with
a Sphinx inventory laid out as MONAI's documentation is (tests/data/objects_inv/monai/, one page
per subpackage) links each row whose ref the inventory documents to that page and anchor, and
leaves the rest unlinked (no resolution by suffix)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from capgrid_binary import capgrid_bin
from survey_layout import first_pages

ROOT = Path(__file__).resolve().parents[1]
STORES = sorted((ROOT / "survey" / "monai").glob("shard-*"))
INV = ROOT / "tests" / "data" / "objects_inv" / "monai" / "objects.inv"
BASE = "https://docs.monai.io/en/stable/"


def test_monai_rows_link_into_a_monai_inventory(tmp_path: Path):
    out = tmp_path / "snapshot.json"
    # the published columns: a column being added shard by shard is not complete yet
    published = json.loads((first_pages("monai") / "snapshot.json").read_text())["probes"]
    proc = subprocess.run([capgrid_bin(), "merge", *map(str, STORES), "--probes",
                           ",".join(published), "--objects-inv", str(INV), "--ref-base", BASE,
                           "-o", str(out)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    cases = {c["name"]: c for c in json.loads(out.read_text())["cases"]}
    want = {
        "nets.UNet[2d]": "networks.html#monai.networks.nets.UNet",
        "blocks.Convolution[2d]": "networks.html#monai.networks.blocks.Convolution",
        "losses.DiceLoss[softmax]": "losses.html#monai.losses.DiceLoss",
        "transforms.Flip": "transforms.html#monai.transforms.Flip",
    }
    for name, anchor in want.items():
        assert cases[name]["ref_url"] == BASE + anchor, (name, cases[name]["ref"])
    linked = {n for n, c in cases.items() if c["ref_url"]}
    documented = {c["ref"] for n, c in cases.items() if n in want}
    # every linked row's ref is one the inventory documents, exactly
    assert {cases[n]["ref"] for n in linked} <= documented
    assert "nets.BasicUNet[2d]" in cases and cases["nets.BasicUNet[2d]"]["ref_url"] == ""
