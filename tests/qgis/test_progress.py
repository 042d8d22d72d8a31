"""The progress bar only moves forward: every reader and writer reports 0–100 % of the range its
caller gives it (``io.Stage``), instead of assuming one (issue 15)."""

import pytest
from qgis.core import QgsProcessingFeedback

import processing

from .conftest import clustered_xy, memory_layer, point_features

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
N_POINTS = 45_000  # read feature by feature (a memory layer): progress every 20,000 features
GRID_SIZE = 110  # 12,100 cells: progress every 10,000 cells read, every 5,000 written


class ProgressRecorder(QgsProcessingFeedback):
    """A real Processing feedback that keeps every value of progressChanged."""

    def __init__(self):
        super().__init__()
        self.values = []
        self.progressChanged.connect(self.values.append)


def assert_forward(values):
    assert values, "no progress reported"
    backwards = [(a, b) for a, b in zip(values, values[1:]) if b < a]
    assert not backwards, f"progress went back: {backwards[:5]}"
    assert 0 <= values[0] and values[-1] == pytest.approx(100)


@pytest.fixture(scope="module")
def many_points():
    x, y = clustered_xy(N_POINTS, seed=5)
    return memory_layer(features=point_features(x, y))


def _release(points, alg, feedback=None, **extra):
    params = {"INPUT": points, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1, "OUTPUT": "TEMPORARY_OUTPUT"}
    params.update(extra)
    layer = processing.run(f"spatialdp:{alg}", params, feedback=feedback)["OUTPUT"]
    layer.setName(alg)
    return layer


def test_release_progress_only_moves_forward(provider, many_points):
    feedback = ProgressRecorder()
    _release(many_points, "uniformgrid", feedback, GRID_SIZE=GRID_SIZE)
    assert_forward(feedback.values)
    assert any(0 < v < 40 for v in feedback.values)  # reading the points reported inside its range
    assert any(60 < v < 100 for v in feedback.values)  # so did writing the cells


def test_evaluate_progress_only_moves_forward(provider, many_points):
    grids = [_release(many_points, "uniformgrid", GRID_SIZE=GRID_SIZE),
             _release(many_points, "uniformgrid", GRID_SIZE=GRID_SIZE, SEED=2)]
    feedback = ProgressRecorder()
    processing.run("spatialdp:evaluate", {
        "INPUT": many_points, "SYNOPSES": grids, "WORKLOAD": 0, "QUERIES": 5, "SEED": 3, "W2_GRID": 0,
        "OUTPUT": "TEMPORARY_OUTPUT"}, feedback=feedback)
    assert_forward(feedback.values)
    assert len(set(feedback.values)) > 10


def test_panel_evaluation_progress_only_moves_forward(provider, many_points):
    """What the dock's EvaluationTask runs, with the snapshots made here, in the main thread."""
    from spatialdp.spatialdp_qgis import evaluation_run
    from spatialdp.spatialdp_qgis.synopsis_layer import LayerSnapshot

    grids = [_release(many_points, "uniformgrid", GRID_SIZE=GRID_SIZE) for _ in range(2)]
    feedback = ProgressRecorder()
    workload = evaluation_run.Workload(per_size=5, w2_grid=0)
    _, read, results = evaluation_run.run(evaluation_run.PointsSnapshot(many_points),
                                          [LayerSnapshot(g) for g in grids], workload, feedback)
    assert len(read) == len(results) == 2
    assert_forward(feedback.values)
