# A tiny Sphinx project that hosts a capgrid support page (used by tests/python/test_sphinx*.py).
project = "toylib"
extensions = ["capgrid.sphinx"]
capgrid_snapshot = "snapshot.json"
capgrid_page = "export_support"
html_theme = "alabaster"
exclude_patterns = ["_build"]
