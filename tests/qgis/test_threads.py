"""spatialdp:evaluate run as the Processing dialog runs it: prepared in the main thread, processed
in a worker thread (QgsProcessingAlgRunnerTask). The layers are snapshotted in the main thread,
as LayerSnapshot's contract says (issue 15)."""

from qgis.core import (
    QgsApplication, QgsProcessingAlgRunnerTask, QgsProcessingContext, QgsProcessingFeedback, QgsProject,
)
from qgis.PyQt.QtCore import QCoreApplication, QThread

import processing

from .conftest import process_events_until

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


def test_evaluate_snapshots_layers_in_the_main_thread(provider, points_layer, monkeypatch):
    from spatialdp.spatialdp_qgis.evaluation_run import PointsSnapshot
    from spatialdp.spatialdp_qgis.synopsis_layer import LayerSnapshot

    grid = processing.run("spatialdp:uniformgrid", {
        "INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1, "GRID_SIZE": 8,
        "OUTPUT": "TEMPORARY_OUTPUT"})["OUTPUT"]
    threads = []
    for cls in (LayerSnapshot, PointsSnapshot):
        def recording(self, layer, _init=cls.__init__, _name=cls.__name__):
            threads.append((_name, QThread.currentThread() == QCoreApplication.instance().thread()))
            _init(self, layer)
        monkeypatch.setattr(cls, "__init__", recording)
    QgsProject.instance().addMapLayers([points_layer, grid], False)  # layers owned by the main thread
    try:
        context = QgsProcessingContext()
        context.setProject(QgsProject.instance())
        feedback = QgsProcessingFeedback()
        alg = QgsApplication.processingRegistry().algorithmById("spatialdp:evaluate")
        task = QgsProcessingAlgRunnerTask(alg, {
            "INPUT": points_layer.id(), "SYNOPSES": [grid.id()], "WORKLOAD": 0, "QUERIES": 5, "SEED": 3,
            "W2_GRID": 0, "OUTPUT": "TEMPORARY_OUTPUT"}, context, feedback)
        outcome = []
        task.executed.connect(lambda ok, results: outcome.append((ok, results)))
        QgsApplication.taskManager().addTask(task)
        process_events_until(lambda: outcome, "the end of the Processing task")
    finally:
        QgsProject.instance().removeMapLayers([points_layer.id(), grid.id()])
    ok, results = outcome[0]
    assert ok and results["OUTPUT"]
    assert sorted(threads) == [("LayerSnapshot", True), ("PointsSnapshot", True)]
