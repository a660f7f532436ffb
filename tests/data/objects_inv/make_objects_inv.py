"""Builds tests/data/objects_inv/objects.inv with a real Sphinx build of a tiny project.

The project declares a few Kornia objects with py-domain directives (nothing is imported), one
of them a name that exists under two modules in Kornia (normalize_points) but is documented
under one only, so the tests can check that capgrid never resolves by suffix. Run:

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


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "src", Path(tmp) / "out"
        src.mkdir()
        (src / "conf.py").write_text('project = "tiny-kornia"\nversion = release = "0.9.0"\n')
        (src / "index.rst").write_text(INDEX)
        rc = build_main(["-q", "-b", "html", str(src), str(out)])
        if rc:
            raise SystemExit(rc)
        shutil.copy(out / "objects.inv", HERE / "objects.inv")
    print(f"wrote {HERE / 'objects.inv'}")


if __name__ == "__main__":
    main()
