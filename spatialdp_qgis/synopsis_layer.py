"""Released grid layers → the cells that evaluation needs (issue 6).

A layer written by any SpatialDP mechanism is recognised from its fields
(``cell_id``, ``level``, ``parent_id``, ``noisy_count``) and, when it has
one, its release record (:func:`output.read_record`: mechanism, ε, domain).
Every feature of a released OUTPUT layer is a leaf, so the cells are the
features' bounding boxes with their ``noisy_count`` — exactly the
rectangles the mechanism released. A layer whose cells are not rectangles
(hexagons, docs/hexagons.md) also keeps each cell's ring
(:attr:`LayerGrid.polygons`), and its range queries clip those polygons. The domain Ω is the record's public
extent, else the cells' bounding box.

VDR layers also have ``t_start``/``t_end`` (one feature per cell and time
slice). Evaluation here is spatial, so their slices are summed per cell:
the result answers space-only queries over the whole time range (the
layer's time slices can be evaluated one by one by filtering the layer on
``t_start`` first).

:class:`LayerSnapshot` captures in the main thread what a background task
needs (a thread-safe feature source, the fields, the record), and
:meth:`LayerSnapshot.read` runs in any thread.
"""

from dataclasses import dataclass, field

import numpy as np
from qgis.core import QgsFeatureRequest, QgsVectorLayerFeatureSource, QgsWkbTypes

from ..core import Domain
from ..core.domain import DomainError
from ..core.hexagons import PolygonCells, padded
from .io import Cancelled
from .output import read_record

#: the fields of every release besides its count
ID_FIELDS = ("cell_id", "level", "parent_id")
REQUIRED_FIELDS = ID_FIELDS + ("noisy_count",)
#: the count field's names: a Shapefile (dBASE) cuts field names to 10 characters
COUNT_FIELDS = ("noisy_count", "noisy_coun")
TIME_FIELDS = ("t_start", "t_end")
_FEEDBACK_EVERY = 10_000


def count_field(names):
    """The name the noisy count has in a layer with field ``names``, or None."""
    return next((name for name in COUNT_FIELDS if name in names), None)


def is_released_layer(layer):
    """True for a polygon layer with the fields every SpatialDP release has."""
    if layer is None or not hasattr(layer, "fields") or not layer.isValid():
        return False
    if QgsWkbTypes.geometryType(layer.wkbType()) != QgsWkbTypes.GeometryType.PolygonGeometry:
        return False
    names = set(layer.fields().names())
    return count_field(names) is not None and all(f in names for f in ID_FIELDS)


@dataclass
class LayerGrid:
    """The leaves of a released layer: rectangles, noisy counts, domain and record."""

    name: str
    mechanism: str
    rects: np.ndarray
    counts: np.ndarray
    domain: Domain
    record: dict = None
    crs: str = ""
    slices: int = 1
    notes: list = field(default_factory=list)
    #: the cells as polygons (:class:`core.hexagons.PolygonCells`) when they are not all rectangles
    polygons: PolygonCells = None

    @property
    def label(self):
        return f"{self.name} ({self.mechanism})" if self.mechanism and self.mechanism not in self.name \
            else self.name


class LayerSnapshot:
    """What :meth:`read` needs from a layer, captured in the thread that owns the layer."""

    def __init__(self, layer):
        if not is_released_layer(layer):
            raise ValueError(
                f"'{layer.name() if layer is not None else None}' is not a SpatialDP grid: it needs "
                f"polygons with the fields {', '.join(REQUIRED_FIELDS)}")
        self.name = layer.name()
        self.record = read_record(layer)
        self.fields = layer.fields()
        self.crs = layer.crs().authid()
        self.count = layer.featureCount()
        self.source = QgsVectorLayerFeatureSource(layer)

    def read(self, feedback=None):
        """The :class:`LayerGrid` (any thread). ``feedback``: isCanceled()/setProgress(0–100)."""
        names = set(self.fields.names())
        timed = all(f in names for f in TIME_FIELDS)
        count = count_field(names)
        wanted = [count] + (["t_start"] if timed else [])
        request = QgsFeatureRequest()
        request.setSubsetOfAttributes(wanted, self.fields)
        rects, counts, starts, rings = [], [], [], []
        total = max(1, self.count)
        for i, feature in enumerate(self.source.getFeatures(request)):
            if feedback is not None and i % _FEEDBACK_EVERY == 0:
                if feedback.isCanceled():
                    raise Cancelled()
                feedback.setProgress(100 * i / total)
            geometry = feature.geometry()
            if geometry.isNull() or geometry.isEmpty():
                continue
            box = geometry.boundingBox()
            value = feature[count]
            if value is None or value != value:  # NULL or NaN
                continue
            rects.append((box.xMinimum(), box.yMinimum(), box.xMaximum(), box.yMaximum()))
            rings.append(_ring(geometry, box, self.name))
            counts.append(float(value))
            if timed:
                starts.append(feature["t_start"])
        rects = np.asarray(rects, dtype=float).reshape(-1, 4)
        counts = np.asarray(counts, dtype=float)
        if not len(rects):
            raise ValueError(f"'{self.name}' has no cells with a noisy count")
        notes, slices = [], 1
        if timed:
            rects, counts, slices = _sum_slices(rects, counts, starts)
            notes.append(f"{slices} time slices summed per cell: space-only queries over the whole "
                         "time range")
        mechanism = (self.record or {}).get("mechanism", "")
        polygons = None
        if not timed and any(r is not None for r in rings):
            polygons = PolygonCells(padded([r if r is not None else _rect_ring(b) for r, b in zip(rings, rects)]))
            notes.append("polygon cells: queries clip each cell")
        return LayerGrid(self.name, mechanism, rects, counts, self._domain(rects), self.record,
                         self.crs, slices, notes, polygons)

    def _domain(self, rects):
        extent = ((self.record or {}).get("domain") or {}).get("extent")
        if extent:
            try:
                return Domain(*map(float, extent))
            except (DomainError, TypeError, ValueError):
                pass
        return Domain(rects[:, 0].min(), rects[:, 1].min(), rects[:, 2].max(), rects[:, 3].max())


def _rect_ring(rect):
    x0, y0, x1, y1 = rect
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def _ring(geometry, box, name):
    """The vertices of a cell that is not its bounding box (a hexagon), None for a rectangle."""
    if abs(geometry.area() - box.area()) <= 1e-9 * box.area():
        return None
    parts = geometry.asMultiPolygon() if geometry.isMultipart() else [geometry.asPolygon()]
    if len(parts) != 1 or len(parts[0]) != 1:
        raise ValueError(f"'{name}' has cells with holes or several parts; evaluation needs one ring per cell")
    return [(p.x(), p.y()) for p in parts[0][0][:-1]]


def _sum_slices(rects, counts, starts):
    """Sum the counts of features with the same rectangle (VDR: one feature per cell and slice)."""
    unique, inverse = np.unique(rects, axis=0, return_inverse=True)
    summed = np.bincount(inverse.ravel(), weights=counts, minlength=len(unique))
    slices = len({str(s) for s in starts})
    return unique, summed, slices
