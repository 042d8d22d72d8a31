"""Strings are translation-ready: a base-class string translates in a subclass."""

import subprocess

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
