"""Outputs loaded into the project are named by what they hold: mechanism, ε and input layer.

Every run used to be called "Private grid", so five releases in the Layers panel could not be
told apart. A name the user typed for the output is kept.
"""

import pytest
from qgis.core import QgsProject

import processing

from .test_processing_integration import EXTENT


@pytest.fixture
def project(qgis_iface, monkeypatch):
    """The project, with a real layer tree view behind pytest-qgis's iface stub: Processing of
    QGIS 3.40 orders the loaded layers through iface.layerTreeView(), which the stub lacks."""
    from qgis.core import QgsLayerTreeModel
    from qgis.gui import QgsLayerTreeView

    view = QgsLayerTreeView()
    view.setModel(QgsLayerTreeModel(QgsProject.instance().layerTreeRoot(), view))
    monkeypatch.setattr(qgis_iface, "layerTreeView", lambda: view, raising=False)
    yield QgsProject.instance()
    QgsProject.instance().removeAllMapLayers()


@pytest.mark.parametrize("alg, expected", [("uniformgrid", "UG ε = 0.5 · patients"),
                                           ("adaptivegrid", "AG ε = 0.5 · patients")])
def test_a_loaded_output_is_named_by_mechanism_epsilon_and_input(provider, points_layer, project,
                                                                  alg, expected):
    points_layer.setName("patients")
    processing.runAndLoadResults(f"spatialdp:{alg}", {
        "INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 0.5, "GRID_SIZE": 10,
        "OUTPUT": "TEMPORARY_OUTPUT"})
    assert [layer.name() for layer in project.mapLayers().values()] == [expected]


def test_a_name_the_user_gave_is_kept(provider, points_layer, project, tmp_path):
    from qgis.core import QgsProcessingOutputLayerDefinition

    destination = QgsProcessingOutputLayerDefinition(str(tmp_path / "mine.gpkg"), project)
    destination.destinationName = "Cases 2026, for the board"
    processing.runAndLoadResults("spatialdp:uniformgrid", {
        "INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 1, "GRID_SIZE": 10,
        "OUTPUT": destination})
    assert [layer.name() for layer in project.mapLayers().values()] == ["Cases 2026, for the board"]
