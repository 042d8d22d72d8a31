"""The repository explains itself: README is a short overview whose every link resolves, and no
file cites a document that is not in the repository (issue 28 item 6).

The rendered docs' links are checked by tests/qgis/test_help_texts.py; this checks README.md
and core/README.md (the wheel's description) as Markdown on disk, and greps every tracked text
file for citations of the design notes, the spec, the issue notes or a paper file kept outside.
"""

import re
import subprocess
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
MAX_README_LINES = 300

#: Markdown links and images ``[text](target)`` and HTML ``src``/``href`` attributes
LINK = re.compile(r"\]\(([^)\s]+)\)|(?:src|href)=\"([^\"]+)\"")

#: citations of documents that live outside the repository: the project's design notes and
#: spec, the notes of an issue, the papers' storage folder or a file of it by its stored name
OUTSIDE = re.compile(
    r"\b(?:SPEC|DESIGN)\.md\b|issue notes|/work/shared|shared/papers|\bpapers/\d|\b\d{3}_[0-9a-f]{16}\.txt\b",
    flags=re.IGNORECASE,
)
#: the files that must name those patterns to look for them
PATTERN_HOLDERS = {"tests/core/test_repository_docs.py", "tests/qgis/test_help_texts.py"}


def slug(heading):
    """The anchor a Markdown renderer gives a heading (lower case, punctuation dropped, spaces
    to hyphens), as GitHub and Python-Markdown's toc extension make it."""
    text = unicodedata.normalize("NFKC", heading).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return re.sub(r"[ ]+", "-", text)


def anchors(path):
    headings = re.findall(r"^#+ (.+)$", path.read_text(encoding="utf-8"), flags=re.M)
    return {slug(h) for h in headings}


def broken_links(page, root=ROOT):
    broken = []
    for match in LINK.finditer(page.read_text(encoding="utf-8")):
        link = match.group(1) or match.group(2)
        if re.match(r"^[a-z]+:", link):
            continue  # http(s), mailto: not resolved offline
        target, _, anchor = link.partition("#")
        path = (page.parent / target).resolve() if target else page
        if not path.exists() or root not in (path, *path.parents):
            broken.append(link)
        elif anchor and path.suffix == ".md" and anchor not in anchors(path):
            broken.append(link)
    return broken


def test_readme_is_an_overview_under_300_lines():
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) < MAX_README_LINES
    headings = [line for line in lines if line.startswith("## ")]
    assert {"## Two commands", "## Features"} <= set(headings)
    assert "make demo" in README.read_text() and "make test" in README.read_text()


@pytest.mark.parametrize("page", ["README.md", "core/README.md", "docs/README.md"])
def test_every_relative_link_resolves_inside_the_repository(page):
    assert broken_links(ROOT / page) == []


def test_the_link_check_sees_a_broken_link_a_wrong_anchor_and_a_file_outside(tmp_path):
    (tmp_path / "other.md").write_text("# Other page\n\n## A section, with punctuation\n")
    page = tmp_path / "page.md"
    page.write_text("[a](other.md#a-section-with-punctuation) [b](missing.md) [c](other.md#nowhere) "
                    '<img src="missing.png"> [d](https://example.org/x) [e](../outside.md)\n')
    (tmp_path.parent / "outside.md").write_text("# Outside\n")
    assert broken_links(page, root=tmp_path) == ["missing.md", "other.md#nowhere", "missing.png", "../outside.md"]


def tracked_text_files():
    names = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in names.decode().split("\0"):
        path = ROOT / name
        if name and path.is_file() and name not in PATTERN_HOLDERS:
            try:
                yield name, path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue  # images, compiled translations


def test_no_file_cites_a_document_outside_the_repository():
    citations = [f"{name}:{text.count(chr(10), 0, m.start()) + 1}: {m.group(0)}"
                 for name, text in tracked_text_files() for m in OUTSIDE.finditer(text)]
    assert not citations, "cite a page of docs/ (with the full reference) instead: " + "; ".join(citations)


@pytest.mark.parametrize("citation", ["see SPEC.md §4", "DESIGN.md, 'Budget'", "as the issue notes say",
                                      "/work/shared/papers/003_13e2c17931f33917.txt", "papers/2_dam.pdf"])
def test_the_citation_check_sees_each_kind(citation):
    assert OUTSIDE.search(citation)


def test_the_typed_modules_of_the_makefile_are_those_docs_library_says_pass():
    """`make typecheck` checks exactly the modules docs/library.md lists as passing."""
    makefile = (ROOT / "Makefile").read_text()
    listed = re.search(r"^TYPED_MODULES \?= ((?:.*\\\n)*.*)$", makefile, flags=re.M).group(1)
    typed = set(listed.replace("\\\n", " ").split())
    passing = {name.replace("/", ".") for name in re.findall(
        r"^\| `core/((?:mechanisms/)?\w+)\.py` \| passes \|$", (ROOT / "docs" / "library.md").read_text(), flags=re.M)}
    assert typed and typed == passing
