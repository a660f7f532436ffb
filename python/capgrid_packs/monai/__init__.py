"""The built-in MONAI pack (``builtin:monai``): the public tensor operators of monai==1.6.1.

Written the way docs/writing_a_pack.md tells another library's maintainer to write a pack, with
only capgrid's public API. The cases live in the modules of :data:`MODULES`, one per MONAI
subpackage surveyed (networks.nets, networks.blocks, networks.layers, losses, metrics,
transforms), each with a module-level ``CASES`` list; this module concatenates them in order.
No weights can be downloaded: every network and block is randomly initialised (seeded), and its
case says so in a note.
"""

from __future__ import annotations

import importlib

LIBRARY = "monai"

# Groups are named by the subpackage's last component (nets.unet, blocks, layers, ...); the rows
# belong under the real package, which for the networks is two levels down.
PACKAGE_OF = {
    "nets": "monai.networks.nets",
    "blocks": "monai.networks.blocks",
    "layers": "monai.networks.layers",
}

# An explicit list, so the order of the cases does not depend on file names.
MODULES = (
    "cases_nets",  # monai.networks.nets
    "cases_blocks",  # monai.networks.blocks
    "cases_layers",  # monai.networks.layers
    "cases_losses",  # monai.losses
    "cases_metrics",  # monai.metrics
    "cases_transforms",  # monai.transforms
)

CASES: list = []
for _name in MODULES:
    CASES.extend(importlib.import_module(f"{__name__}.{_name}").CASES)
