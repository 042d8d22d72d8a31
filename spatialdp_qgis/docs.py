"""Links from the algorithms' help to the plugin's documentation pages.

The pages live in ``docs/`` at the plugin root: in the repository and in the
installed plugin folder alike, so the links work offline. ``make zip`` also
renders each page to HTML beside it (``docs/<page>.html``, by
``scripts/render_docs.py``; the project website is built from the same sources
by ``make site``): a link opens the HTML page, which a browser shows as a
document, where it exists — an installed plugin — and the Markdown page
otherwise (a checkout). Nothing is rendered at run time.
"""

import html
from pathlib import Path

from qgis.PyQt.QtCore import QUrl

#: ``docs/`` next to the plugin's code (the repository root is the plugin root)
DOCS_DIR = Path(__file__).resolve().parent.parent / "docs"


def docs_url(page):
    """The ``file://`` URL of ``docs/<page>`` as HTML where ``make zip`` rendered it, else of
    the Markdown page itself."""
    rendered = (DOCS_DIR / page).with_suffix(".html")
    return QUrl.fromLocalFile(str(rendered if rendered.is_file() else DOCS_DIR / page)).toString()


def docs_link(page, text):
    """An HTML paragraph with a link to ``docs/<page>`` (:func:`docs_url`) showing ``text``."""
    return '<p><a href="{}">{}</a></p>'.format(html.escape(docs_url(page), quote=True),
                                               html.escape(text, quote=False))
