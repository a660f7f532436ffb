# The MONAI survey's support page, built through capgrid's Sphinx extension
# (python3 survey/recipe.py publish monai runs it: sphinx-build docs/monai/sphinx OUT).
project = "capgrid: MONAI export support"
extensions = ["capgrid.sphinx"]
capgrid_snapshot = "../snapshot.json"
capgrid_page = "export_support"
html_theme = "alabaster"
exclude_patterns = ["_build"]
