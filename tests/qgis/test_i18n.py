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
