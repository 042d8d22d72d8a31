"""A QgsTask that evaluates a released grid against the true points in the background (issue 6).

The layers are captured in the main thread when the task is made
(:class:`..evaluation_run.PointsSnapshot`, :class:`..synopsis_layer.LayerSnapshot`);
:meth:`run` only uses those thread-safe snapshots. ``evaluated`` is emitted
in the main thread when the task ends: with the results, or with None and
``error`` set (cancelled: ``error`` is empty).
"""

from qgis.core import QgsTask
from qgis.PyQt.QtCore import pyqtSignal

from ...core.evaluation import EvaluationCancelled
from .. import evaluation_run
from ..io import Cancelled
from ..synopsis_layer import LayerSnapshot


class EvaluationTask(QgsTask):
    evaluated = pyqtSignal(object)

    def __init__(self, description, points_layer, grid_layers, workload):
        super().__init__(description, QgsTask.Flag.CanCancel)
        self.points = evaluation_run.PointsSnapshot(points_layer)
        self.grids = [LayerSnapshot(layer) for layer in grid_layers]
        self.workload = workload
        self.results = None
        self.error = ""

    def run(self):
        try:
            evaluation_run.check_crs(self.points.crs, self.grids)
            points, grids, results = evaluation_run.run(self.points, self.grids, self.workload, self)
            self.n_points = len(points)
            self.grids_read = grids
            self.results = results
            return True
        except (Cancelled, EvaluationCancelled):
            return False
        except Exception as error:  # reported to the user in finished()
            self.error = str(error) or type(error).__name__
            return False

    def finished(self, ok):
        self.evaluated.emit(self.results if ok else None)
