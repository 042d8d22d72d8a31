"""Evaluate released grid layers against a layer of true points, in any thread (issue 6).

Shared by the dock's background task and the ``spatialdp:evaluate``
algorithm: read the points (:func:`io.read_points`, the fast Arrow path for
files) or, for a PostGIS layer, count them in the database
(:class:`postgis.DatabaseIndex`), read the released layers
(:class:`synopsis_layer.LayerSnapshot`), then :func:`core.evaluation.evaluate`.
The results use the true data and are **not private**.
"""

from dataclasses import dataclass, replace

import numpy as np
from qgis.core import QgsProcessingException

from ..core import evaluation
from . import postgis
from .io import Stage, read_points


class PointsSnapshot:
    """What :func:`io.read_points` needs from a point layer, captured in the layer's thread."""

    def __init__(self, layer):
        from qgis.core import QgsVectorLayerFeatureSource

        self._source = QgsVectorLayerFeatureSource(layer)
        self._fields = layer.fields()
        self._count = layer.featureCount()
        self._provider = layer.providerType()
        self._uri = layer.source()
        self._subset = layer.subsetString()
        self._modified = layer.isModified()
        self._wkb_type = layer.wkbType()
        self.name = layer.name()
        self.crs = layer.crs().authid()

    def getFeatures(self, request):  # noqa: N802
        return self._source.getFeatures(request)

    def fields(self):
        return self._fields

    def featureCount(self):  # noqa: N802
        return self._count

    def providerType(self):  # noqa: N802
        return self._provider

    def source(self):
        return self._uri

    def isModified(self):  # noqa: N802
        return self._modified

    def wkbType(self):  # noqa: N802
        return self._wkb_type

    def subsetString(self):  # noqa: N802
        return self._subset


@dataclass
class Workload:
    """The user's workload choice: kind, queries per size (0: the paper's), sizes, seed, W2 grid."""

    kind: str = evaluation.QARDAJI
    per_size: int = 0
    sizes: tuple = ()
    seed: int = 1
    w2_grid: int = evaluation.W2_GRID


def parse_sizes(text):
    """``"500, 1000, 2000x1000"`` → ``[(500, 500), (1000, 1000), (2000, 1000)]`` (map units)."""
    sizes = []
    for part in text.replace(";", ",").split(","):
        part = part.strip().lower().replace("×", "x").replace("*", "x")
        if not part:
            continue
        try:
            values = [float(v) for v in part.split("x")]
        except ValueError:
            raise ValueError(f"'{part}' is not a query size: give a side, or width x height") from None
        if len(values) == 1:
            values *= 2
        if len(values) != 2 or min(values) <= 0:
            raise ValueError(f"'{part}' is not a query size: give a side, or width x height")
        sizes.append(tuple(values))
    return sizes


def check_crs(points_crs, grids):
    """Raise ValueError when a grid is in another CRS than the points."""
    for grid in grids:
        if grid.crs and points_crs and grid.crs != points_crs:
            raise ValueError(
                f"'{grid.name}' is in {grid.crs} but the points are in {points_crs}; reproject one "
                "of them first")


def truth_fields(snapshots, names):
    """The true points' fields (among their field ``names``) that the table releases among
    ``snapshots`` split them by: each record's category and time field (docs/categories.md)."""
    table = [(s.record or {}).get("table") or {} for s in snapshots]
    wanted = [t.get(key) for t in table for key in ("category_field", "time_field")]
    return [f for f in dict.fromkeys(wanted) if f and f in names]


def read_truth(source, layer, parameter_value, feedback, push_down=True, fields=()):
    """``(points, note)``: the true points (with the values of ``fields``), and the log's sentence
    on how (None for a file).

    A PostGIS layer is counted in the database (:class:`postgis.DatabasePoints`; the
    evaluation then asks :class:`postgis.DatabaseIndex`) unless ``push_down`` is off, the
    request says more than SQL can (a selection, a filter, unsaved edits) or ``fields`` are
    wanted (a table's categories and periods split the points themselves); else the points are
    read (:func:`io.read_points`)."""
    note = None
    if layer is not None and postgis.is_database_layer(layer):
        points, reason = postgis.database_points(layer, parameter_value, []) if push_down and not fields else \
            (None, postgis.switched_off() if not fields else "a table is evaluated per category and period")
        if points is not None:
            return points, postgis.path_note()
        note = postgis.path_note(reason)
    return read_points(source, layer, parameter_value, list(fields), feedback), note


def evaluate_layers(points, grids, workload, feedback):
    """Evaluate :class:`synopsis_layer.LayerGrid` s against ``points`` (:func:`read_truth`).

    ``feedback`` has setProgress(0–100) and isCanceled(). Returns the list
    of :class:`core.evaluation.SynopsisEvaluation`.
    """
    in_database = isinstance(points, postgis.DatabasePoints)
    parts = [[] if in_database else table_parts(g, points) for g in grids]
    stage = Stage(feedback, 0, 70 if any(parts) else 100)
    index = postgis.DatabaseIndex(points.database, len(points), feedback.isCanceled) \
        if in_database else evaluation.PointIndex(points.x, points.y)
    try:
        results = evaluation.evaluate(
            index, [(g.label, g, g.domain) for g in grids], np.random.default_rng(workload.seed),
            kind=workload.kind, per_size=workload.per_size or None, sizes=workload.sizes,
            w2_grid=workload.w2_grid, progress=stage.fraction, cancelled=feedback.isCanceled)
    finally:
        if in_database:  # its queries read one snapshot of the table (docs/reading.md)
            points.database.close()
    if not any(parts):
        return results
    stage = Stage(feedback, 70, 100)
    out = []
    for k, (grid_parts, result) in enumerate(zip(parts, results)):
        out.append(result)
        out += evaluation.evaluate_parts(points.x, points.y, grid_parts, result.workload,
                                         progress=stage.part(k, len(grids)).fraction, cancelled=feedback.isCanceled)
    return out


def table_parts(grid, points):
    """``[(name, part, synopsis, keep)]`` of a table release's categories and periods whose true
    points can be told apart (:meth:`synopsis_layer.TableLayout.truth`: the input's field is among
    the ``points``' attributes), for :func:`core.evaluation.evaluate_parts`; [] for any other
    release."""
    if not grid.parts:
        return []
    truth = grid.table.truth(getattr(points, "attributes", {}))
    return [(f"{grid.label} · {part.kind} {part.label}", f"{part.kind} {part.label}",
             replace(grid, counts=part.counts), truth[part.kind] == part.index)
            for part in grid.parts if part.kind in truth]


def read_grids(snapshots, feedback):
    """:meth:`LayerSnapshot.read` of every snapshot, each in its share of 0–100 % of ``feedback``."""
    stage = Stage(feedback, 0, 100)
    return [snapshot.read(stage.part(i, len(snapshots))) for i, snapshot in enumerate(snapshots)]


def run(points_source, grid_snapshots, workload, feedback, points_layer=None, parameter_value=None):
    """Read everything and evaluate: points 0–30 %, grids 30–40 %, evaluation 40–100 %.

    The panel's path: a PostGIS layer is counted in the database, and should the database refuse
    a query the points are read through QGIS instead (the panel has no PUSH_DOWN switch)."""
    layer = points_layer or points_source
    for push_down in (True, False):
        try:
            points, _ = read_truth(points_source, layer, parameter_value, Stage(feedback, 0, 30), push_down,
                                   truth_fields(grid_snapshots, points_source.fields().names()))
            grids = read_grids(grid_snapshots, Stage(feedback, 30, 40))
            return points, grids, evaluate_layers(points, grids, workload, Stage(feedback, 40, 100))
        except QgsProcessingException:  # Database.query's sentence: the database refused
            if not (push_down and postgis.is_database_layer(layer)):
                raise
