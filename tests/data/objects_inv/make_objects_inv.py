"""Builds tests/data/objects_inv/objects.inv and monai/objects.inv with real Sphinx builds of
tiny projects.

The first declares a few Kornia objects with py-domain directives (nothing is imported), one
of them a name that exists under two modules in Kornia (normalize_points) but is documented
under one only, so the tests can check that capgrid never resolves by suffix. The second is laid
out as MONAI's documentation is (one page per subpackage: networks.html, losses.html,
transforms.html), for the second built-in pack. Run:

    .venv/bin/python tests/data/objects_inv/make_objects_inv.py
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from sphinx.cmd.build import build_main

HERE = Path(__file__).resolve().parent

INDEX = """\
Tiny kornia
===========

.. _export support table:

Export support table
--------------------

.. py:function:: kornia.filters.sobel(input, normalized=True, eps=1e-6)

   Sobel edges.

.. py:class:: kornia.augmentation.Normalize(mean, std)

   Normalise a tensor.

.. py:function:: kornia.geometry.epipolar.normalize_points(points)

   Normalise points (the epipolar one).

.. py:class:: kornia.geometry.liegroup.So2(z)

   .. py:method:: exp(theta)
      :classmethod:

      Exponential map.
"""


MONAI_PAGES = {
    "index": "Tiny MONAI\n==========\n\n.. toctree::\n\n   networks\n   losses\n   transforms\n",
    "networks": """\
Network architectures
=====================

.. py:class:: monai.networks.nets.UNet(spatial_dims, in_channels, out_channels, channels, strides)

   A U-Net.

.. py:class:: monai.networks.blocks.Convolution(spatial_dims, in_channels, out_channels)

   A convolution block.
""",
    "losses": """\
Loss functions
==============

.. py:class:: monai.losses.DiceLoss(sigmoid=False, softmax=False)

   The Dice loss.
""",
    "transforms": """\
Transforms
==========

.. py:class:: monai.transforms.Flip(spatial_axis=None)

   Flip along axes.
""",
}


def build(project: str, version: str, pages: dict[str, str], dest: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "src", Path(tmp) / "out"
        src.mkdir()
        (src / "conf.py").write_text(f'project = "{project}"\nversion = release = "{version}"\n')
        for name, text in pages.items():
            (src / f"{name}.rst").write_text(text)
        rc = build_main(["-q", "-b", "html", str(src), str(out)])
        if rc:
            raise SystemExit(rc)
        dest.parent.mkdir(exist_ok=True)
        shutil.copy(out / "objects.inv", dest)
    print(f"wrote {dest}")


def main() -> None:
    build("tiny-kornia", "0.9.0", {"index": INDEX}, HERE / "objects.inv")
    build("tiny-monai", "1.6.1", MONAI_PAGES, HERE / "monai" / "objects.inv")


if __name__ == "__main__":
    main()
