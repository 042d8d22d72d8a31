"""Outputs loaded into the project are styled once, and the post-processors that do it are let
go once QGIS has called them (issue 15): a real processing.runAndLoadResults, which loads the
layers and calls their post-processors as the Processing dialog does."""

import pytest
from qgis.core import QgsLayerTreeModel, QgsProcessingContext, QgsProcessingFeedback, QgsProject
from qgis.gui import QgsLayerTreeView

import processing

from ..core.test_privacy_behaviour import spy_on

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


@pytest.fixture
def decorated(monkeypatch):
    """The layers :func:`output.decorate` styled, in call order (the real function still runs)."""
    from spatialdp.spatialdp_qgis import output

    return spy_on(monkeypatch, output, "decorate", lambda layer, *_: layer.id())


@pytest.fixture
def project(qgis_iface, monkeypatch):
    """The project, with a real layer tree view on pytest-qgis's stand-in iface: from QGIS 3.40
    Processing's result handling asks ``iface.layerTreeView()`` for its current node."""
    view = QgsLayerTreeView()
    view.setModel(QgsLayerTreeModel(QgsProject.instance().layerTreeRoot()))
    if not hasattr(qgis_iface, "layerTreeView"):
        monkeypatch.setattr(qgis_iface, "layerTreeView", lambda: view, raising=False)
    yield QgsProject.instance()
    QgsProject.instance().removeAllMapLayers()


def _load(points_layer, output):
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    return processing.runAndLoadResults("spatialdp:uniformgrid", {
        "INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1, "GRID_SIZE": 8,
        "OUTPUT": output}, feedback=QgsProcessingFeedback(), context=context)


@pytest.mark.parametrize("destination", ["TEMPORARY_OUTPUT", "release.gpkg", "release.shp"])
def test_loaded_output_is_styled_once_and_its_post_processor_let_go(
        provider, points_layer, tmp_path, project, decorated, destination):
    from spatialdp.spatialdp_qgis.output import ReleasePostProcessor

    before = len(ReleasePostProcessor.instances)
    for run in range(3):
        _load(points_layer, destination if destination == "TEMPORARY_OUTPUT"
              else str(tmp_path / f"{run}-{destination}"))
    # "density": a Shapefile's field is noisy_coun
    loaded = [layer for layer in project.mapLayers().values() if layer.fields().indexOf("density") >= 0]
    assert len(loaded) == 3
    for layer in loaded:
        assert decorated.count(layer.id()) == 1, layer.source()
        assert "spatialdp-partial" not in layer.source()  # loaded from its final name (docs/outputs.md)
        assert layer.renderer().type() == "RuleRenderer"
        assert layer.metadata().title() == "SpatialDP UG release"
    assert len(ReleasePostProcessor.instances) == before  # every run's densities released


def test_output_not_loaded_is_styled_by_the_algorithm(provider, points_layer, decorated):
    from spatialdp.spatialdp_qgis.output import ReleasePostProcessor

    before = len(ReleasePostProcessor.instances)
    layer = processing.run("spatialdp:uniformgrid", {
        "INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1, "GRID_SIZE": 8,
        "OUTPUT": "TEMPORARY_OUTPUT"})["OUTPUT"]
    assert decorated == [layer.id()]
    assert len(ReleasePostProcessor.instances) == before
