# The Kornia survey's support page, built through capgrid's Sphinx extension
# (python3 survey/recipe.py publish kornia runs it: sphinx-build docs/kornia/sphinx OUT).
project = "capgrid: Kornia export support"
extensions = ["capgrid.sphinx"]
capgrid_snapshot = "../snapshot.json"
capgrid_page = "export_support"
html_theme = "alabaster"
exclude_patterns = ["_build"]
