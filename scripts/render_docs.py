"""Render the documentation (docs/*.md) to HTML pages, for the plugin zip and the project website.

    python scripts/render_docs.py OUT            # docs/<page>.md -> OUT/<page>.html (make zip)
    python scripts/render_docs.py OUT --site     # the same, plus index.html and images/ (make site)

``make zip`` renders into the zip's ``docs/`` folder, beside the Markdown pages, so
that an algorithm's Help button opens ``docs/<page>.html`` in the browser
(:func:`spatialdp_qgis.docs.docs_url` picks the HTML page when it is there) and
links between pages, images and anchors work offline. ``make site`` renders the
same sources into ``build/site/`` for the project website. Formulas stay as they
are written (Unicode text and code spans), so no math renderer is needed.

Build time only: it needs the Markdown package (Debian's python3-markdown, installed by
``make setup``, which the project's virtual environment sees too); the plugin renders
nothing at run time.
"""

import argparse
import html
import re
import shutil
import sys
from pathlib import Path

import markdown
from markdown.extensions.toc import slugify_unicode

REPO = Path(__file__).resolve().parent.parent
DOCS = REPO / "docs"
STYLESHEET = "spatialdp.css"
EXTENSIONS = ["tables", "fenced_code", "footnotes", "sane_lists", "toc"]
#: a link to another Markdown page of docs/ (``page.md`` or ``page.md#anchor``)
MD_LINK = re.compile(r'href="([A-Za-z0-9_.-]+)\.md(#[^"]*)?"')
#: the marker of a top-level list item ("- ", "* ", "1. ")
LIST_ITEM = re.compile(r"^(?:[-*+]|\d+\.) ")

CSS = """body { margin: 0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif;
  color: #1d2327; background: #fff; }
nav { padding: .6em 1.5em; background: #1f5f8b; }
nav a { color: #fff; text-decoration: none; font-weight: 600; }
main { max-width: 52em; margin: 0 auto; padding: 1em 1.5em 3em; }
h1, h2, h3 { line-height: 1.25; } h1 { font-size: 1.8em; } h2 { margin-top: 1.8em; }
a { color: #1f5f8b; }
code { font: .92em ui-monospace, "DejaVu Sans Mono", monospace; background: #f3f4f6;
  padding: .05em .3em; border-radius: 3px; }
pre { background: #f3f4f6; padding: .8em 1em; overflow-x: auto; border-radius: 4px; }
pre code { padding: 0; background: none; }
table { border-collapse: collapse; margin: 1em 0; display: block; overflow-x: auto; }
th, td { border: 1px solid #d0d7de; padding: .35em .6em; vertical-align: top; text-align: left; }
th { background: #f6f8fa; }
img { max-width: 100%; }
blockquote { margin-left: 0; padding-left: 1em; border-left: 4px solid #d0d7de; color: #57606a; }
"""

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} — SpatialDP</title>
<link rel="stylesheet" href="{css}">
</head>
<body>
<nav><a href="{home}">SpatialDP documentation</a></nav>
<main>
{body}
</main>
</body>
</html>
"""


def indent_list_items(text: str) -> str:
    """Top-level list items written the GitHub way — continuation paragraphs and nested lists
    indented to the item's text (2 spaces after "- ", 3 after "1. ") — re-indented to the 4
    spaces Python-Markdown expects; fenced code outside lists is left alone."""
    out, width, fenced = [], None, False
    for line in text.split("\n"):
        if line.startswith("```"):
            fenced = not fenced
        marker = None if fenced else LIST_ITEM.match(line)
        indent = len(line) - len(line.lstrip(" "))
        if marker:
            width = len(marker.group(0))
        elif width and line.strip() and indent < width:
            width = None
        elif width and line.strip():
            line = " " * (4 - width) + line
        out.append(line)
    return "\n".join(out)


def render_page(text: str, home: str = "README.html") -> str:
    """One Markdown page as a complete HTML page: links to other pages point to their HTML,
    headings carry GitHub-like anchors, the title is the first heading."""
    converter = markdown.Markdown(extensions=EXTENSIONS,
                                  extension_configs={"toc": {"slugify": slugify_unicode}})
    body = converter.convert(indent_list_items(text))
    body = MD_LINK.sub(lambda m: f'href="{m.group(1)}.html{m.group(2) or ""}"', body)
    heading = re.search(r"^#\s+(.+)$", text, re.MULTILINE)
    title = heading.group(1).strip() if heading else "SpatialDP"
    return PAGE.format(title=html.escape(re.sub(r"[`*_]", "", title)), css=STYLESHEET, home=home,
                       body=body)


def render(out: Path, docs: Path = DOCS, site: bool = False) -> list:
    """Render every ``docs/*.md`` into ``out`` with the stylesheet; with ``site`` also an
    ``index.html`` (the docs' README) and a copy of ``images/``. The pages written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for page in sorted(docs.glob("*.md")):
        target = out / (page.stem + ".html")
        target.write_text(render_page(page.read_text(encoding="utf-8")), encoding="utf-8")
        written.append(target)
    (out / STYLESHEET).write_text(CSS, encoding="utf-8")
    if site:
        shutil.copyfile(out / "README.html", out / "index.html")
        if (docs / "images").is_dir() and out.resolve() != docs.resolve():
            shutil.copytree(docs / "images", out / "images", dirs_exist_ok=True)
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path, help="the folder the HTML pages are written to")
    parser.add_argument("--docs", type=Path, default=DOCS, help="the folder of the Markdown pages")
    parser.add_argument("--site", action="store_true", help="the website: index.html and images/ too")
    args = parser.parse_args(argv)
    pages = render(args.out, args.docs, site=args.site)
    print(f"{len(pages)} pages rendered into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
