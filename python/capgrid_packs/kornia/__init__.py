"""The built-in Kornia pack (``builtin:kornia``): every public Kornia callable, for kornia==0.9.0.

The cases live in the modules of :data:`MODULES`, one or more per Kornia subpackage, each with a
module-level ``CASES`` list; this module concatenates them in that order. Every case module
builds its inputs and registers its cases with the helper kit ``_kit.py`` and imports nothing
from capgrid but its public API. docs/kornia_pack.md describes it; docs/writing_a_pack.md is the
guide to writing a pack.
"""

from __future__ import annotations

import importlib

LIBRARY = "kornia"

# An explicit list, so the order of the cases does not depend on file names, and a module that
# is added but not listed here is caught by tests/python/test_pack_kornia.py.
MODULES = (
    "cases_aug2d",  # kornia.augmentation
    "cases_aug3d",
    "cases_aug_api",
    "cases_aug_auto",
    "cases_aug_container",
    "cases_aug_mix",
    "cases_color",  # kornia.color
    "cases_contrib",  # kornia.contrib
    "cases_enhance",  # kornia.enhance
    "cases_feature",  # kornia.feature
    "cases_feature_internals",
    "cases_filters",  # kornia.filters
    "cases_geometry_camera",  # kornia.geometry
    "cases_geometry_containers",
    "cases_geometry_conversions",
    "cases_geometry_lie",
    "cases_geometry_multiview",
    "cases_geometry_subpix",
    "cases_geometry_transform",
    "cases_image",  # kornia.image, kornia.sensors, kornia.tracking
    "cases_losses",  # kornia.losses, kornia.metrics
    "cases_models",  # kornia.models
    "cases_models_blocks",
    "cases_morphology",  # kornia.morphology
    "cases_utils",  # kornia.utils, kornia.core, kornia.constants, kornia.config, io, onnx, ...
)

# The committed survey (survey/kornia/shard-*) was fingerprinted when this pack was the package
# capgrid.packs.kornia and its Fed wrapper lived in _augkit.py. A fingerprint names a wrapper
# class defined in the pack by its module path, so these renames keep every recorded result
# valid: current dotted prefix -> the one it had then (see capgrid.collect.fingerprint).
FINGERPRINT_RENAMES = {
    "capgrid_packs.kornia": "capgrid.packs.kornia",
    "capgrid_packs.kornia._kit.Fed": "capgrid.packs.kornia._augkit.Fed",
}

CASES: list = []
for _name in MODULES:
    CASES.extend(importlib.import_module(f"{__name__}.{_name}").CASES)
