"""docs/writing_a_pack.md against the code: the example it shows is the file the tests run, and
every keyword of case() and every module-level name collection reads from a pack is documented
(a keyword added to case() fails here until the guide describes it)."""

import ast
import inspect
import re
from pathlib import Path

import capgrid
import capgrid.collect

REPO = Path(__file__).resolve().parents[2]
GUIDE = REPO / "docs" / "writing_a_pack.md"
EXAMPLE = REPO / "docs" / "examples" / "mylib_pack.py"


def section(text: str, heading: str) -> str:
    """The body of the ``## heading`` section of a Markdown text."""
    start = text.index(f"\n## {heading}\n") + len(heading) + 5
    end = text.find("\n## ", start)
    return text[start:] if end < 0 else text[start:end]


def case_keywords() -> list[str]:
    return list(inspect.signature(capgrid.case).parameters)


def test_the_guide_shows_the_example_pack_verbatim():
    body = section(GUIDE.read_text(), "The example pack")
    shown = re.search(r"```python\n(.*?)```", body, re.S)
    assert shown is not None, "no ```python block in the guide's example section"
    assert shown.group(1) == EXAMPLE.read_text()


def test_every_keyword_of_case_has_its_entry_in_the_guide():
    body = section(GUIDE.read_text(), "The keywords of `case(...)`")
    described = set()
    for line in body.splitlines():
        if line.startswith("* "):
            described.update(re.findall(r"`(\w+)`", line.split(":", 1)[0]))
    missing = [k for k in case_keywords() if k not in described]
    assert not missing, f"case() keywords without an entry in {GUIDE.name}: {missing}"
    assert len(case_keywords()) > 10  # the signature was read, not an empty list


def test_the_signature_the_guide_shows_is_case_s():
    body = section(GUIDE.read_text(), "The keywords of `case(...)`")
    shown = re.search(r"`case\((.*?)\)`:", body, re.S)
    assert shown is not None
    args = ast.parse(f"def case({shown.group(1)}): pass").body[0].args
    documented = [(a.arg, "positional") for a in args.args] + [
        (a.arg, "keyword") for a in args.kwonlyargs]
    with_default = args.args[len(args.args) - len(args.defaults):]
    defaults = {a.arg: ast.literal_eval(d)
                for a, d in zip(with_default, args.defaults, strict=True)}
    defaults.update({a.arg: ast.literal_eval(d)
                     for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)})
    params = inspect.signature(capgrid.case).parameters.values()
    actual = [(p.name, "keyword" if p.kind is p.KEYWORD_ONLY else "positional") for p in params]
    assert documented == actual
    assert defaults == {p.name: p.default for p in params if p.default is not p.empty}


def test_every_module_level_name_collection_reads_is_in_the_guide_table():
    source = inspect.getsource(capgrid.collect)
    read = set(re.findall(r'getattr\(\w+, "([A-Z_]+)"', source))
    assert {"CASES", "LIBRARY", "PACKAGE_OF", "FINGERPRINT_RENAMES"} <= read
    table = section(GUIDE.read_text(), "Module-level names a pack defines")
    rows = set(re.findall(r"^\| `([A-Z_]+)` \|", table, re.M))
    assert read <= rows, f"names a pack may define, missing from the guide: {sorted(read - rows)}"


def test_the_example_pack_uses_every_keyword_of_case():
    tree = ast.parse(EXAMPLE.read_text())
    keywords = case_keywords()
    used = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "case":
            used.update(keywords[: len(node.args)])
            used.update(k.arg for k in node.keywords)
    assert used == set(keywords), sorted(set(keywords) - used)


def test_the_readme_and_the_kornia_page_link_the_guide():
    readme = (REPO / "README.md").read_text()
    assert "(docs/writing_a_pack.md)" in section(readme, "A case file")
    assert "(writing_a_pack.md)" in (REPO / "docs" / "kornia_pack.md").read_text()
