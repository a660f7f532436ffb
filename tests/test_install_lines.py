"""The install lines a user copies from README.md and docs/install.md pin torch, to the same
version: the newest the built-in surveys ran on (the Kornia survey's default stack)."""

from __future__ import annotations

import re

from capgrid_binary import REPO
from survey_layout import load


def torch_lines(path: str) -> list[str]:
    text = (REPO / path).read_text()
    return [line for line in text.splitlines()
            if line.lstrip().startswith("pip install") and re.search(r"\btorch\b", line)]


def test_every_torch_install_line_is_pinned_to_the_default_stacks_torch() -> None:
    recipe = load("kornia")
    (default,) = [s for s in recipe.stacks if s.name == recipe.default]
    version = ".".join(map(str, default.torch))
    lines = torch_lines("README.md") + torch_lines("docs/install.md")
    assert len(lines) >= 2, lines
    for line in lines:
        assert f'"torch=={version}"' in line, line
        assert "--index-url https://download.pytorch.org/whl/cpu" in line, line
