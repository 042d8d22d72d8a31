"""Links from the algorithms' help to the plugin's documentation pages.

The pages live in ``docs/`` at the plugin root: in the repository and in the
installed plugin folder alike (``make zip`` ships them), so the links work
offline. QGIS opens a ``file://`` link with the system's viewer for Markdown.
"""

import html
from pathlib import Path

from qgis.PyQt.QtCore import QUrl

#: ``docs/`` next to the plugin's code (the repository root is the plugin root)
DOCS_DIR = Path(__file__).resolve().parent.parent / "docs"


def docs_url(page):
    """The ``file://`` URL of ``docs/<page>``."""
    return QUrl.fromLocalFile(str(DOCS_DIR / page)).toString()


def docs_link(page, text):
    """An HTML paragraph with a link to ``docs/<page>`` showing ``text``."""
    return '<p><a href="{}">{}</a></p>'.format(html.escape(docs_url(page), quote=True),
                                               html.escape(text, quote=False))
