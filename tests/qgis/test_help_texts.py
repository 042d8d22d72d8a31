"""Every algorithm's help, as the Processing dialog shows it: renders as written, describes
every parameter in plain words, links to its docs page and warns that the log is not private.

Each help opens with whom its group and the algorithm are for. The Help button opens the
algorithm's documentation page, rendered to HTML by ``make zip`` (scripts/render_docs.py).

The help is HTML that the dialog renders in a QTextBrowser. A combining character (``n̂``)
is drawn on the wrong letter there, so the rule is simple: no combining characters at all.
"""

import html
import re
import unicodedata
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
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


def test_every_help_opens_with_whom_it_is_for(dialogs):
    """The first line says whom the algorithm's group is for — local DP: people whose devices
    perturb their own locations, not a custodian holding the exact points — then the algorithm."""
    groups = {}
    for name, (alg, _) in dialogs.items():
        first = ET.fromstring(f"<div>{alg.shortHelpString()}</div>")[0]
        group_line = first.find("b")
        assert first.tag == "p" and group_line is not None, name
        assert group_line.text == alg.groupAudience(), f"{name}: the help does not open with its group's line"
        assert len((group_line.tail or "").split()) >= 6, f"{name}: no line of its own on whom it is for"
        groups.setdefault(alg.groupId(), set()).add(group_line.text)
    assert set(groups) == {"central", "local", "evaluation"} and all(len(v) == 1 for v in groups.values())
    local = groups["local"].pop()
    assert "device" in local and "central algorithms" in local and "exact points" in local


@pytest.fixture(scope="module")
def rendered_docs(tmp_path_factory):
    """docs/ as the zip ships it: the Markdown pages and their HTML (scripts/render_docs.py)."""
    import shutil

    import render_docs  # scripts/ (tests/conftest.py puts it on the path)

    folder = tmp_path_factory.mktemp("plugin") / "docs"
    shutil.copytree(render_docs.DOCS, folder)
    render_docs.render(folder)
    return folder


class Links(HTMLParser):
    """The links (href, src) and anchors (id) of an HTML page."""

    def __init__(self, text):
        super().__init__()
        self.links, self.ids = [], set()
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.ids.update([attrs["id"]] if "id" in attrs else [])
        self.links += [attrs[key] for key in ("href", "src") if key in attrs]


def test_docs_render_to_html_pages_whose_links_resolve(tmp_path):
    """`make site` (and `make zip`, into docs/): every page as HTML, links between pages, images
    and anchors resolving to what exists, no Markdown left as source."""
    import render_docs

    pages = render_docs.render(tmp_path, site=True)
    assert {p.stem for p in pages} == {p.stem for p in render_docs.DOCS.glob("*.md")}
    assert (tmp_path / "index.html").is_file() and (tmp_path / render_docs.STYLESHEET).is_file()
    parsed = {p.name: Links(p.read_text(encoding="utf-8")) for p in tmp_path.glob("*.html")}
    broken = []
    for name, page in parsed.items():
        for link in page.links:
            if re.match(r"^[a-z]+:", link):
                continue
            target, _, anchor = link.partition("#")
            target = target or name
            if not (tmp_path / target).exists() or (anchor and anchor not in parsed[target].ids):
                broken.append(f"{name}: {link}")
    assert not broken, broken
    readme = (tmp_path / "README.html").read_text(encoding="utf-8")
    assert "<table>" in readme and 'href="ug.html"' in readme and "| ---" not in readme


def test_the_help_button_opens_the_rendered_page(provider, rendered_docs, monkeypatch):
    """In the installed plugin (docs/ rendered by make zip) Help opens the algorithm's HTML page,
    and the help's closing link goes there too; in a checkout it is the Markdown page."""
    from spatialdp.spatialdp_qgis import docs

    monkeypatch.setattr(docs, "DOCS_DIR", rendered_docs)
    for alg in provider.algorithms():
        url = QUrl(alg.helpUrl())
        page = Path(url.toLocalFile())
        assert page.suffix == ".html" and page.parent == rendered_docs and page.is_file(), alg.name()
        title = re.search(r"<title>(.*?) — SpatialDP</title>", page.read_text(encoding="utf-8")).group(1)
        heading = (rendered_docs / alg.docs_page).read_text(encoding="utf-8").splitlines()[0]
        assert title == html.escape(re.sub(r"[#`*_]", "", heading).strip()), alg.name()
        assert f'href="{html.escape(url.toString())}"' in alg.shortHelpString(), alg.name()
