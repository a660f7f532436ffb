"""Case packs shipped with capgrid: ``builtin:NAME`` is the package ``capgrid_packs.NAME``.

A sibling of the ``capgrid`` package in the same wheel, not a part of it: a built-in pack uses
only capgrid's public API (``capgrid.case``, ``capgrid.Case``, ``capgrid.resolve_ref``), exactly
as a pack written for another library does.
"""
