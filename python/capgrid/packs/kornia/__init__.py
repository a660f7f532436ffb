"""The built-in Kornia pack (`builtin:kornia`): every public Kornia callable, for kornia==0.9.0.

Cases live in the ``cases_*.py`` modules beside this file, one per group of groups; this module
only concatenates their ``CASES`` lists in a fixed order.
"""

from __future__ import annotations

import importlib
import pkgutil

LIBRARY = "kornia"

CASES: list = []
for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _info.name.startswith("cases_"):
        CASES.extend(importlib.import_module(f"{__name__}.{_info.name}").CASES)
