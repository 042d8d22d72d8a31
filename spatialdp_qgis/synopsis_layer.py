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

A count table (docs/categories.md) — wide (``n_<category>`` fields) or long (a feature per
cell, category and period) — is read from its record's ``table`` (:class:`TableLayout`):
its cells carry the totals, and :attr:`LayerGrid.parts` each category's and each period's
counts, which :mod:`.evaluation_run` evaluates against the true points of that category or
period.

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
from ..core.tables import Periods, category_index
from .io import Cancelled, epoch_seconds
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
    #: a table's :class:`TablePart` s: each category's and each period's counts per cell
    parts: list = field(default_factory=list)
    #: the table's :class:`TableLayout` (None: not a table)
    table: object = None

    @property
    def label(self):
        return f"{self.name} ({self.mechanism})" if self.mechanism and self.mechanism not in self.name \
            else self.name


CATEGORY, PERIOD = "category", "period"


@dataclass
class TablePart:
    """One category's (summed over the periods) or one period's (summed over the categories)
    released counts per cell of a table (docs/categories.md, *Evaluation*)."""

    kind: str
    index: int
    label: str
    counts: np.ndarray


@dataclass
class TableLayout:
    """How a table release lays out its entries, from its record's ``table`` (docs/categories.md):
    the categories and, in the wide layout, each one's count field; the period edges; the input's
    category and time fields, which the true points are split by."""

    categories: list
    long: bool
    count_fields: list
    edges: np.ndarray = None
    category_field: str = None
    time_field: str = None

    @classmethod
    def of(cls, record, names):
        """The layout of a layer with field ``names`` and release ``record``; None without a table."""
        table = (record or {}).get("table")
        if not table or not table.get("categories"):
            return None
        categories = list(table["categories"])
        long = table.get("layout") == "long"
        if long and "category" not in names:
            return None
        fields = table.get("fields") or {}
        count_fields = [] if long else [(fields.get(c) or [None])[0] for c in categories]
        periods = table.get("periods")
        edges = None
        if periods and all(f in names for f in TIME_FIELDS):
            edges = np.array([float(periods["time_range"][1])])  # the starts come from the features
        return cls(categories, long, [f if f in names else None for f in count_fields], edges,
                   table.get("category_field"), table.get("time_field"))

    @property
    def attributes(self):
        """The fields to read besides the count and ``t_start``."""
        return ["category"] if self.long else [f for f in self.count_fields if f]

    @property
    def by_category(self):
        return len(self.categories) > 1

    def parts(self, cell, n_cells, counts, values, starts):
        """The :class:`TablePart` s of the features' ``cell`` s, ``counts``, table ``values`` (rows of
        :attr:`attributes`) and period ``starts`` (epoch seconds); sets the period edges."""
        parts = []
        if self.by_category:
            if self.long:
                which = category_index(np.array([row[0] for row in values], dtype=object), self.categories)
            columns = dict(zip(self.attributes, np.array(values, dtype=object).T)) if values and not self.long \
                else {}
            for j, name in enumerate(self.categories):
                if self.long:
                    weights, where = counts[which == j], cell[which == j]
                elif self.count_fields[j] in columns:  # a suppressed count (NULL) adds nothing
                    column = columns[self.count_fields[j]]
                    weights = np.array([0.0 if v is None or v != v else float(v) for v in column])
                    where = cell
                else:
                    continue
                parts.append(TablePart(CATEGORY, j, name, np.bincount(where, weights=weights, minlength=n_cells)))
        if self.edges is not None and len(starts):
            starts = np.asarray(starts, dtype=float)
            self.edges = np.union1d(starts[np.isfinite(starts)], self.edges)
            period = np.searchsorted(self.edges, starts)
            for p, start in enumerate(self.edges[:-1]):
                label = str(np.datetime64(int(start), "s")).replace("T00:00:00", "")
                parts.append(TablePart(PERIOD, p, label, np.bincount(cell[period == p], weights=counts[period == p],
                                                                     minlength=n_cells)))
        return parts

    def truth(self, attributes):
        """The true points' ``{kind: index}`` (category, period: −1 outside the range) from their
        ``attributes``; a kind whose input field is not among them is left out."""
        out = {}
        if self.by_category and self.category_field in attributes:
            out[CATEGORY] = category_index(attributes[self.category_field], self.categories)
        if self.edges is not None and self.time_field in attributes:
            out[PERIOD] = Periods("evaluation", self.edges).index(epoch_seconds(attributes[self.time_field]))
        return out


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
        layout = TableLayout.of(self.record, names)
        wanted = [count] + (["t_start"] if timed else []) + (layout.attributes if layout else [])
        request = QgsFeatureRequest()
        request.setSubsetOfAttributes(wanted, self.fields)
        rects, counts, starts, rings, values = [], [], [], [], []
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
            if layout:
                values.append([feature[a] for a in layout.attributes])
        rects = np.asarray(rects, dtype=float).reshape(-1, 4)
        counts = np.asarray(counts, dtype=float)
        if not len(rects):
            raise ValueError(f"'{self.name}' has no cells with a noisy count")
        notes, slices = [], 1
        cell = np.arange(len(rects))
        if timed or (layout and layout.long):  # several features per cell: one per period (and category)
            rects, cell, first = _cells(rects)
            rings = [rings[i] for i in first]
            slices = len({str(s) for s in starts}) if timed else 1
            if timed:
                notes.append(f"{slices} time slices summed per cell: space-only queries over the whole "
                             "time range")
        mechanism = (self.record or {}).get("mechanism", "")
        polygons = None
        if any(r is not None for r in rings):
            polygons = PolygonCells(padded([r if r is not None else _rect_ring(b) for r, b in zip(rings, rects)]))
            notes.append("polygon cells: queries clip each cell")
        parts = layout.parts(cell, len(rects), counts, values, epoch_seconds(np.array(starts, dtype=object))) \
            if layout else []
        if parts:
            kinds = [part.kind for part in parts]
            notes.append(f"a table: also evaluated per category ({kinds.count(CATEGORY)}) and per period "
                         f"({kinds.count(PERIOD)})")
        return LayerGrid(self.name, mechanism, rects, np.bincount(cell, weights=counts, minlength=len(rects)),
                         self._domain(rects), self.record, self.crs, slices, notes, polygons, parts, layout)

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


def _cells(rects):
    """``(cells, cell, first)``: the distinct rectangles, each feature's and each cell's first feature."""
    cells, first, cell = np.unique(rects, axis=0, return_index=True, return_inverse=True)
    return cells, cell.ravel(), first
