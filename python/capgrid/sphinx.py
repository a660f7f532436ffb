"""Sphinx extension: a capgrid support page generated from a snapshot at docs build time.

In ``conf.py``::

    extensions = ["capgrid.sphinx"]
    capgrid_snapshot = "_data/export_support.json"   # relative to conf.py
    capgrid_page = "export_support"                  # docname of the generated page
    # capgrid_binary = "/path/to/capgrid"            # optional

At ``builder-inited`` the extension runs ``capgrid render SNAPSHOT --format rst`` to write
``<capgrid_page>.rst`` into the source directory (only when its text changed, so incremental
builds stay incremental) and installs the page's JavaScript and CSS as static files. All the
page's content and figures come from the capgrid binary; this module only wires it into Sphinx.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.errors import ConfigError, ExtensionError
from sphinx.util import logging

import capgrid

logger = logging.getLogger(__name__)

_STATIC = ("capgrid_page.js", "capgrid_page.css")


def find_binary(configured: str | None = None) -> str:
    """The capgrid binary: ``capgrid_binary``, then $CAPGRID_BIN, PATH, beside sys.executable."""
    if configured:
        if not os.access(configured, os.X_OK):
            raise ConfigError(f"capgrid_binary {configured!r} is not an executable file")
        return configured
    env = os.environ.get("CAPGRID_BIN")
    if env and os.access(env, os.X_OK):
        return env
    found = shutil.which("capgrid")
    if found:
        return found
    beside = Path(sys.executable).with_name("capgrid")
    if os.access(beside, os.X_OK):
        return str(beside)
    raise ConfigError(
        "capgrid.sphinx: cannot find the capgrid binary (not on PATH, not beside "
        f"{sys.executable}); set capgrid_binary in conf.py"
    )


def _render(app: Sphinx) -> None:
    snapshot_opt = app.config.capgrid_snapshot
    page = app.config.capgrid_page
    if not snapshot_opt:
        raise ConfigError("capgrid.sphinx: set capgrid_snapshot (the snapshot JSON) in conf.py")
    if not page or page.endswith(".rst") or Path(page).is_absolute():
        raise ConfigError(
            f"capgrid_page must be a docname such as 'export_support', not {page!r}"
        )
    snapshot = Path(app.confdir, snapshot_opt)
    binary = find_binary(app.config.capgrid_binary)
    target = Path(app.srcdir, page + ".rst")
    static = Path(app.doctreedir, "capgrid_static")

    with tempfile.TemporaryDirectory(prefix="capgrid-sphinx-") as tmp:
        fresh = Path(tmp, "page.rst")
        cmd = [binary, "render", str(snapshot), "--format", "rst", "-o", str(fresh),
               "--assets", str(static)]
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            message = proc.stderr.strip() or f"exit status {proc.returncode}"
            raise ExtensionError(f"capgrid.sphinx: {message}")
        text = fresh.read_bytes()
        if not target.exists() or target.read_bytes() != text:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(fresh), target)
            logger.info("capgrid: wrote %s from %s", target, snapshot)

    static_path = str(static)
    if static_path not in app.config.html_static_path:
        app.config.html_static_path.append(static_path)
    app.add_css_file(_STATIC[1])
    app.add_js_file(_STATIC[0], defer="defer")


def setup(app: Sphinx) -> dict:
    app.add_config_value("capgrid_snapshot", "", "env", [str])
    app.add_config_value("capgrid_page", "export_support", "env", [str])
    app.add_config_value("capgrid_binary", None, "env", [str, type(None)])
    app.connect("builder-inited", _render)
    return {"version": capgrid.__version__, "parallel_read_safe": True,
            "parallel_write_safe": True}
