"""Strings are translation-ready, and translated: a base-class string translates in a subclass;
every message of the shipped languages is translated; switching QGIS's locale translates the
dialogs and messages, in QGIS and in qgis_process (docs/translations.md)."""

import subprocess
from pathlib import Path

import pytest
import qgisrun  # scripts/ (tests/conftest.py puts it on the path)
import translations
from qgis.PyQt.QtCore import QCoreApplication, QTranslator

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.0" language="de_DE">
<context><name>SpatialDPAlgorithm</name>
<message><source>Input point layer</source><translation>Eingabe-Punktlayer</translation></message>
</context></TS>
"""


def test_base_class_string_translates_in_subclass(qgis_app, tmp_path):
    from spatialdp.core.catalogue import UG
    from spatialdp.spatialdp_qgis.algorithms.mechanism import MechanismAlgorithm

    (tmp_path / "t.ts").write_text(TS)
    subprocess.run(["lrelease", "-silent", str(tmp_path / "t.ts"), "-qm", str(tmp_path / "t.qm")], check=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "t.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        assert MechanismAlgorithm(UG).tr("Input point layer") == "Eingabe-Punktlayer"
        assert MechanismAlgorithm(UG).tr("Privacy budget ε") == "Privacy budget ε"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_module_strings_are_found_by_pylupdate5_and_translated(qgis_app, tmp_path):
    """A module's tr("…") (warnings, destination checks, the installer's task) is extracted by
    pylupdate5 and looked up in the context pylupdate5 filed it under."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    from spatialdp.spatialdp_qgis import destination, sanity
    from spatialdp.spatialdp_qgis.gui.dependencies_dialog import InstallTask

    repo = Path(__file__).resolve().parents[2]
    modules = [repo / "spatialdp_qgis" / m for m in ("sanity.py", "destination.py", "gui/dependencies_dialog.py")]
    ts = tmp_path / "m.ts"
    subprocess.run(["pylupdate5", "-noobsolete", *map(str, modules), "-ts", str(ts)], check=True,
                   capture_output=True)
    tree = ET.parse(ts)
    for message in tree.iter("message"):
        message.find("translation").text = "DE " + message.find("source").text
        message.find("translation").attrib.clear()
    tree.write(ts, encoding="utf-8")
    subprocess.run(["lrelease", "-silent", str(ts), "-qm", str(tmp_path / "m.qm")], check=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "m.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        assert sanity.size_problem(sanity.CELLS_MAX + 1).startswith("DE The output would have")
        assert destination.destination_problem(tmp_path / "missing" / "out.gpkg").startswith(
            "DE The output folder")
        assert InstallTask([], tmp_path).description() == "DE SpatialDP: installing optional dependencies"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_chart_texts_translate_in_the_guidance_tab(qgis_app, tmp_path):
    """charts.py's tr("…") strings are module-level (context @default): the tab hands that lookup on."""
    from spatialdp.spatialdp_qgis.gui.guidance_tab import GuidanceTab

    (tmp_path / "c.ts").write_text(TS.replace("SpatialDPAlgorithm", "@default").replace(
        "<source>Input point layer</source><translation>Eingabe-Punktlayer</translation>",
        "<source>recommended: {}</source><translation>empfohlen: {}</translation>"))
    subprocess.run(["lrelease", "-silent", str(tmp_path / "c.ts"), "-qm", str(tmp_path / "c.qm")], check=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "c.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        tab = GuidanceTab(None)
        tab.refresh()
        labels = tab.chart.figure.axes[0].get_legend_handles_labels()[1]
        assert any(label.startswith("empfohlen: ") for label in labels), labels
    finally:
        QCoreApplication.removeTranslator(translator)


# --- the shipped translations -------------------------------------------------------------------
REPO = Path(__file__).resolve().parents[2]
LANGUAGES = ("de", "fr", "es")
#: per language: UG's name, the label of ε and the one-line refusal of ε = 0, as a user reads them
EXPECTED = {
    "de": ("Gleichmäßiges Gitter (UG)", "Privatsphäre-Budget ε",
           "Das Privatsphäre-Budget ε muss eine endliche Zahl größer als 0 sein."),
    "fr": ("Grille uniforme (UG)", "Budget de confidentialité ε",
           "Le budget de confidentialité ε doit être un nombre fini supérieur à 0."),
    "es": ("Cuadrícula uniforme (UG)", "Presupuesto de privacidad ε",
           "El presupuesto de privacidad ε debe ser un número finito mayor que 0."),
}


def compile_translations(folder):
    """The committed .ts files compiled with lrelease into ``folder`` (as `make zip` does)."""
    folder.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        subprocess.run(["lrelease", "-silent", str(REPO / "i18n" / f"spatialdp_{language}.ts"),
                        "-qm", str(folder / f"spatialdp_{language}.qm")], check=True)
    return folder


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language):
    """Driven by the committed .ts file: a string added to the code (and `make transup`) shows up
    here, by its English text, until its translation is added to i18n/messages.txt."""
    missing, wrong = translations.problems(REPO / "i18n" / f"spatialdp_{language}.ts")
    assert not missing, f"{len(missing)} messages untranslated in {language}:\n" + "\n".join(missing)
    assert not wrong, f"translations in {language} that lose a placeholder or tag:\n" + "\n".join(
        source for source, _ in wrong)


def test_messages_file_fills_the_ts_files_again(tmp_path):
    """i18n/messages.txt alone restores every translation of a .ts file that lost them
    (a .ts regenerated after a merge): `make transup` runs this fill."""
    import xml.etree.ElementTree as ET

    ts = tmp_path / "spatialdp_fr.ts"
    tree = ET.parse(REPO / "i18n" / "spatialdp_fr.ts")
    for message in tree.iter("message"):
        message.find("translation").text = None
        message.find("translation").set("type", "unfinished")
    tree.write(ts, encoding="utf-8")
    assert translations.problems(ts)[0]
    assert translations.fill(translations.read_messages(), ts) == len(list(tree.iter("message")))
    assert translations.problems(ts) == ([], [])
    assert translations.main(["check", "--i18n", str(tmp_path)]) == 0


@pytest.fixture
def user_locale():
    """Set QGIS's "Override system locale" to a language, as a user does in the options, and
    install the plugin's translation as the provider's load does; both undone afterwards."""
    from qgis.core import QgsSettings

    from spatialdp.spatialdp_qgis import i18n

    settings = QgsSettings()
    before = {key: settings.value(key) for key in ("locale/overrideFlag", "locale/userLocale")}

    def switch(language, folder):
        i18n.uninstall()
        settings.setValue("locale/overrideFlag", True)
        settings.setValue("locale/userLocale", {"de": "de_DE", "fr": "fr_FR", "es": "es_ES"}[language])
        return i18n.install(folder)

    yield switch
    i18n.uninstall()
    for key, value in before.items():
        if value is None:
            settings.remove(key)
        else:
            settings.setValue(key, value)


@pytest.mark.parametrize("language", LANGUAGES)
def test_switching_the_locale_translates_the_dialog_and_messages(provider, qgis_iface, tmp_path,
                                                                 user_locale, language):
    from processing.gui.AlgorithmDialog import AlgorithmDialog
    from qgis.core import QgsProcessingContext, QgsVectorLayer
    from qgis.gui import QgsBrowserGuiModel
    from qgis.PyQt.QtWidgets import QLabel

    from spatialdp.spatialdp_qgis import i18n

    installed = user_locale(language, compile_translations(tmp_path / "i18n"))
    assert installed is not None and i18n.user_language() == language
    assert i18n.install() is installed  # the provider loaded again installs nothing more
    name, epsilon_label, refusal = EXPECTED[language]
    algorithm = provider.algorithm("uniformgrid").create()
    assert algorithm.displayName() == name
    assert algorithm.parameterDefinition("EPSILON").description() == epsilon_label

    had = hasattr(qgis_iface, "browserModel")
    browser = QgsBrowserGuiModel()
    qgis_iface.browserModel = lambda: browser  # pytest-qgis's iface stub has none; the dialog asks
    try:
        dialog = AlgorithmDialog(algorithm, parent=None)
        labels = [label.text() for label in dialog.findChildren(QLabel)]
        assert any(epsilon_label in text for text in labels), labels
        dialog.close()
    finally:
        if not had:
            del qgis_iface.browserModel

    layer = QgsVectorLayer("Point?crs=EPSG:32633", "points", "memory")
    ok, message = algorithm.checkParameterValues({"INPUT": layer, "EPSILON": 0, "OUTPUT": "memory:"},
                                                 QgsProcessingContext())
    assert not ok and message == refusal


@pytest.mark.e2e
def test_qgis_process_speaks_the_users_language(tmp_path):
    """qgis_process loads the plugin with initProcessing only (never initGui): its help and its
    refusals come out in the language of the profile's locale setting."""
    from .conftest import write_points_gpkg

    plugin = tmp_path / "plugins" / "spatialdp"  # the checkout with compiled translations, as zipped
    plugin.mkdir(parents=True)
    for entry in REPO.iterdir():
        if entry.name not in ("i18n", ".git") and not entry.name.startswith("."):
            (plugin / entry.name).symlink_to(entry)
    compile_translations(plugin / "i18n")
    home = tmp_path / "home"
    profile = home / ".local" / "share" / "QGIS" / "QGIS3" / "profiles" / "default" / "QGIS"
    profile.mkdir(parents=True)
    (profile / "QGIS3.ini").write_text("[locale]\noverrideFlag=true\nuserLocale=de_DE\n")
    points = write_points_gpkg(tmp_path / "points.gpkg", [500_100.0, 500_200.0], [4_000_100.0, 4_000_200.0],
                               uid=[1, 2])
    env = dict(qgisrun.environment(plugin.parent, home), LANG="C", LC_ALL="C")
    with pytest.raises(RuntimeError, match=EXPECTED["de"][2]):
        qgisrun.run("spatialdp:uniformgrid", plugin.parent, home, INPUT=points, EPSILON=0,
                    OUTPUT=tmp_path / "out.gpkg")
    shown = subprocess.run([qgisrun.executable(), "help", "spatialdp:uniformgrid"], env=env,
                           capture_output=True, text=True, timeout=300)
    assert EXPECTED["de"][0] in shown.stdout and "Privatsphäre-Budget ε" in shown.stdout, shown.stdout
    assert not (tmp_path / "out.gpkg").exists()


@pytest.mark.parametrize("language", LANGUAGES)
def test_translated_help_names_every_parameter_as_the_dialog_does(provider, tmp_path, user_locale,
                                                                  language):
    """A user reading the help in German, French or Spanish finds each parameter under the words
    the dialog shows for it (the help's English counterpart: test_help_texts.py)."""
    from .test_help_texts import labels, plain

    user_locale(language, compile_translations(tmp_path / "i18n"))
    missing = {}
    for alg in provider.algorithms():
        algorithm = alg.create()
        text = plain(algorithm.shortHelpString()).lower()
        names = [d.description() for d in algorithm.parameterDefinitions()
                 if not any(label.lower() in text for label in labels(d))]
        if names:
            missing[algorithm.name()] = names
    assert not missing, f"{language}: the help does not name these parameters as the dialog does: {missing}"


def shown(algorithm):
    """What an algorithm's dialog shows a user, as ``{where: text}``: its name, group, the
    descriptions of its parameters and outputs, their choices and each paragraph of its help."""
    import re

    out = {"name": algorithm.displayName(), "group": algorithm.group()}
    for definition in algorithm.parameterDefinitions():
        out[definition.name()] = definition.description()
        for i, option in enumerate(getattr(definition, "options", lambda: [])()):
            out[f"{definition.name()}[{i}]"] = option
    out.update({f"output {o.name()}": o.description() for o in algorithm.outputDefinitions()})
    paragraphs = re.split(r"(?=<p>)", algorithm.shortHelpString())
    out.update({f"help ¶{i}": p for i, p in enumerate(paragraphs) if p.strip()})
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_everything_an_algorithm_shows_is_translated(provider, tmp_path, user_locale, language):
    """Not one English text left in any algorithm's dialog: this also catches a string that
    pylupdate5 cannot see (a tr() of a computed text, a translated paragraph glued to another
    before the lookup), which test_every_message_is_translated cannot."""
    english = {alg.name(): shown(alg.create()) for alg in provider.algorithms()}
    same_in_both = {source for source, texts in translations.read_messages().items()
                    if texts.get(language) == source}
    user_locale(language, compile_translations(tmp_path / "i18n"))
    untranslated = [f"{alg.name()} {where}: {text[:70]}"
                    for alg in provider.algorithms()
                    for where, text in shown(alg.create()).items()
                    if text == english[alg.name()][where] and text not in same_in_both
                    and " " in text.strip()]  # a single word is a name (UG, GRR, PrivTree)
    assert not untranslated, f"{language}: shown in English:\n" + "\n".join(untranslated)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_guidance_tab_speaks_the_users_language(qgis_app, tmp_path, user_locale, language):
    """The Guidance tab's table (sizes, levels, notes) and chart (curves, axes) for every method:
    their words come from core.guidelines, declared there and translated when shown."""
    from spatialdp.core.guidelines import GUIDES, guidance
    from spatialdp.spatialdp_qgis.gui.guidance_tab import GuidanceTab

    def texts(tab):
        out = {}
        for name in GUIDES:
            tab.set_mechanism(name)
            tab.refresh()
            g = guidance(name, 100_000, 1.0)
            out.update({f"{name} row {i}": label for i, (label, _) in enumerate(tab.result_rows(g))})
            out.update({f"{name} note {i}": text for i, (label, text) in enumerate(tab.result_rows(g))
                        if label in ("Note", tab.tr("Note"))})
            axes = tab.chart.figure.axes[0]
            legend = axes.get_legend_handles_labels()[1]
            out.update({f"{name} x": axes.get_xlabel(), f"{name} y": axes.get_ylabel(),
                        **{f"{name} curve {i}": label for i, label in enumerate(legend)}})
        return out

    english = texts(GuidanceTab(None))
    user_locale(language, compile_translations(tmp_path / "i18n"))
    shown = texts(GuidanceTab(None))
    untranslated = [f"{where}: {text}" for where, text in shown.items()
                    if text == english[where] and " " in text]
    assert not untranslated, f"{language}: shown in English:\n" + "\n".join(untranslated)
