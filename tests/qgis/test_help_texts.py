"""Every algorithm's help, as the Processing dialog shows it: renders as written, describes
every parameter in plain words, links to its docs page and warns that the log is not private.

The help is HTML that the dialog renders in a QTextBrowser. A combining character (``n̂``)
is drawn on the wrong letter there, so the rule is simple: no combining characters at all.
"""

import html
import re
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from qgis.PyQt.QtCore import QUrl
from qgis.PyQt.QtWidgets import QDialogButtonBox, QTextBrowser

#: tags a help text may use (well-formed, rendered alike by every Qt version)
ALLOWED_TAGS = {"div", "p", "b", "i", "a", "br", "ul", "li"}
BLOCK_TAGS = re.compile(r"</?(p|br|ul|li|div)\b[^>]*>")
TAGS = re.compile(r"<[^>]+>")
#: reviewer-facing remarks and formulas belong in docs/, not in the dialog
JARGON = ("review", "SPEC", "papers/", "Table 1", "cannot add up", "sensitivity/ε", "√(", "Φ(")


def plain(help_html):
    """The words of a help text as a browser shows them: tags dropped, entities decoded."""
    text = TAGS.sub("", BLOCK_TAGS.sub(" ", help_html))
    return " ".join(html.unescape(text).split())


def labels(definition):
    """The words that name a parameter in the help: its description without the parenthesised
    hints, or (for the guidance's generated parameters, "UG: label (10); AG: …") each label."""
    description = definition.description()
    out = {description.split(" (")[0], description.split(": ")[0]}
    for part in re.split(r";| — ", description):
        out.add(part.split(": ", 1)[-1].split(" (")[0])
    return {label.strip() for label in out if len(label.strip()) >= 5}


@pytest.fixture(scope="module")
def dialogs(provider, qgis_iface):
    """``{algorithm id: (algorithm, its Processing dialog)}`` for every algorithm of the provider."""
    from processing.gui.AlgorithmDialog import AlgorithmDialog
    from qgis.gui import QgsBrowserGuiModel

    browser = QgsBrowserGuiModel()
    had = hasattr(qgis_iface, "browserModel")
    previous = getattr(qgis_iface, "browserModel", None)
    qgis_iface.browserModel = lambda: browser  # pytest-qgis's iface stub has none; the dialog asks
    out = {}
    for alg in provider.algorithms():
        algorithm = alg.create()
        out[alg.name()] = (algorithm, AlgorithmDialog(algorithm, parent=None))
    yield out
    for _, dialog in out.values():
        dialog.close()
    if had:
        qgis_iface.browserModel = previous
    else:
        del qgis_iface.browserModel


def test_every_help_renders_in_the_dialog_as_written(dialogs):
    assert len(dialogs) >= 10
    for name, (alg, dialog) in dialogs.items():
        source = alg.shortHelpString()
        combining = [f"U+{ord(c):04X}" for c in source if unicodedata.combining(c)]
        assert not combining, f"{name}: combining characters {combining} are drawn misplaced"
        browser = dialog.findChild(QTextBrowser, "textShortHelp")
        shown = " ".join(browser.toPlainText().split())
        assert plain(source) in shown, f"{name}: the dialog does not show the help as written"
        non_ascii = sorted({c for c in plain(source) if ord(c) > 127})
        assert non_ascii and all(c in shown for c in non_ascii)


def test_every_help_is_well_formed_html(dialogs):
    for name, (alg, _) in dialogs.items():
        root = ET.fromstring(f"<div>{alg.shortHelpString()}</div>")  # raises if malformed
        used = {element.tag for element in root.iter()}
        assert used <= ALLOWED_TAGS, f"{name}: tags {used - ALLOWED_TAGS}"


def test_every_parameter_is_described_in_the_help(dialogs):
    for name, (alg, _) in dialogs.items():
        text = plain(alg.shortHelpString()).lower()
        missing = [d.name() for d in alg.parameterDefinitions()
                   if not any(label.lower() in text for label in labels(d))]
        assert not missing, f"{name}: the help does not describe {missing}"


def test_help_speaks_plainly_and_links_its_docs_page(dialogs):
    for name, (alg, dialog) in dialogs.items():
        source = alg.shortHelpString()
        jargon = [word for word in JARGON if word in source]
        assert not jargon, f"{name}: {jargon} belong in the docs, not in the dialog"
        url = QUrl(alg.helpUrl())
        page = Path(url.toLocalFile())
        assert url.isLocalFile() and page.parent.name == "docs" and page.is_file(), name
        assert f'href="{html.escape(url.toString())}"' in source, f"{name}: no link to {page.name}"
        assert dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Help) is not None


def test_every_mechanism_says_its_log_is_for_the_custodian_only(dialogs):
    mechanisms = [name for name, (alg, _) in dialogs.items()
                  if alg.parameterDefinition("INPUT") is not None
                  and alg.parameterDefinition("INPUT").description() == "Input point layer"]
    assert len(mechanisms) >= 7
    for name in mechanisms:
        text = plain(dialogs[name][0].shortHelpString())
        assert "Processing log is for you only" in text and "points outside the extent" in text, name
