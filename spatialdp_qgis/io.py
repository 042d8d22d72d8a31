"""Point layers → numpy arrays, synopses → polygon features.

Reading points is the hot path (docs/architecture.md). The points come from GDAL's
Arrow stream (``GetArrowStream``, GDAL ≥ 3.6, WKB decoded with numpy) only
when reading the file whole is provably reading what Processing would give:
a file-based OGR layer without unsaved edits or subset string, whose source
carries no option (selection, feature limit, filter expression, invalid-
geometry check) — a positive list, so an option this module does not know
steps aside too (:func:`fast_path_applies`). Everything else is read from
the source Processing built, with a ``QgsFeatureRequest`` that fetches no
attribute but the ones needed. Multi-points are exploded and each point
remembers its feature (:attr:`PointData.feature`), so that the feature, not
the point, can be the unit of privacy. Null and empty geometries are skipped
and counted. Attribute values come back as float arrays (numbers, dates and
times as epoch seconds; NaN for null) or object arrays (strings; None for
null). Every GDAL call works whether GDAL's Python exceptions are on (QGIS ≥
3.38 turns them on) or off. Both readers compare the rows they received with
those the layer holds and refuse, in one sentence, a read cut short or a
file that cannot be read to its end (docs/reading.md).
"""

from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Optional

import numpy as np
from osgeo import gdal
from qgis.core import (
    QgsFeature,
    QgsFeatureRequest,
    QgsFeatureSink,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsMapLayer,
    QgsPointXY,
    QgsProcessingException,
    QgsProcessingFeatureSourceDefinition,
    QgsProviderRegistry,
    QgsRectangle,
    QgsVectorLayer,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QDateTime, Qt, QVariant

from ..core import Domain
from ..core.counting import HandedOver
from ..core.uncertainty import NOT_GIVEN, unknown
from . import arrow, compat
from .i18n import tr

_FEEDBACK_EVERY = 20_000
WRITE_BATCH = 5_000


@dataclass
class PointData:
    """Coordinates in the layer's CRS, with optional per-point attributes.

    ``feature`` is, for a layer whose features hold several points (multi-
    points), the index of the feature each point comes from; None when
    every feature is one point.
    """

    x: np.ndarray
    y: np.ndarray
    attributes: dict = field(default_factory=dict)
    skipped: int = 0
    reader: str = ""
    feature: np.ndarray = None
    #: features of another geometry type (a line in a GeoJSON of points), skipped
    not_points: int = 0

    def __len__(self):
        return self._handed_over if self.x is None else len(self.x)

    def hand_over(self):
        """``(x, y)`` as :class:`core.counting.HandedOver`, which these points give up to a release
        (their number stays): its count source then holds the only reference, so that a mechanism
        that no longer needs the coordinates frees them as it goes (PrivTree, once it has the
        points' paths: 160 MB at 10M points, issue 31)."""
        coordinates, self._handed_over = (HandedOver(self.x), HandedOver(self.y)), len(self)
        self.x = self.y = None
        return coordinates

    def data_domain(self):
        """The points' bounding box, flagged as derived from the data (raises DomainError)."""
        return Domain.from_points(self.x, self.y)

    def count_outside(self, domain):
        return int((~domain.contains(self.x, self.y)).sum())

    def missing(self, field):
        """The number of points without a value in ``field``."""
        return int(is_missing(self.attributes[field]).sum())

    def subset(self, indices):
        """The points at ``indices`` (with their attributes and features)."""
        return PointData(self.x[indices], self.y[indices],
                         {f: v[indices] for f, v in self.attributes.items()}, self.skipped,
                         self.reader, None if self.feature is None else self.feature[indices])


class Cancelled(Exception):
    """The user cancelled while points were read or features written."""


class Stage:
    """The progress sub-range ``[low, high]`` % of a feedback (anything with setProgress/isCanceled).

    The readers and writers of this module report 0–100 % of the feedback they are given; a
    caller that does more than one step gives each step its own ``Stage``, so the progress bar
    only moves forward.
    """

    def __init__(self, feedback, low, high):
        self.feedback, self.low, self.high = feedback, low, high

    def isCanceled(self):  # noqa: N802 (QGIS's name)
        return self.feedback.isCanceled()

    def setProgress(self, percent):  # noqa: N802
        self.feedback.setProgress(self.low + (self.high - self.low) * percent / 100)

    def fraction(self, value):
        self.setProgress(100 * value)

    def part(self, i, n):
        """The ``i``-th of ``n`` equal consecutive parts of this stage, itself a :class:`Stage`."""
        return Stage(self, 100 * i / n, 100 * (i + 1) / n)


@contextmanager
def _quiet_gdal():
    """GDAL errors not printed to the console (with GDAL's exceptions on they still raise)."""
    gdal.PushErrorHandler("CPLQuietErrorHandler")
    try:
        yield
    finally:
        gdal.PopErrorHandler()


def _open(name, open_options, update):
    """``gdal.OpenEx`` of a vector dataset, None where it fails (GDAL exceptions on or off)."""
    flags = gdal.OF_VECTOR | (gdal.OF_UPDATE if update else gdal.OF_READONLY)
    try:
        with _quiet_gdal():
            return gdal.OpenEx(name, flags, open_options=open_options)
    except RuntimeError:
        return None


def ogr_layer(layer, update=False):
    """``(dataset, ogr.Layer)`` behind an OGR-provided QGIS layer, or None.

    The dataset is opened as QGIS opened it: the same ``/vsi…/`` path and
    open options (a CSV's X/Y columns, say). The dataset must be kept alive
    as long as the layer is used.
    """
    if layer is None or layer.providerType() != "ogr":
        return None
    parts = QgsProviderRegistry.instance().decodeUri("ogr", layer.source())
    name = "".join(str(parts.get(key) or "") for key in ("vsiPrefix", "path", "vsiSuffix"))
    dataset = _open(name, [str(o) for o in parts.get("openOptions") or []], update)
    if dataset is None:
        return None
    try:
        with _quiet_gdal():
            if parts.get("layerName"):
                found = dataset.GetLayerByName(str(parts["layerName"]))
            else:
                found = dataset.GetLayer(int(parts.get("layerId") or 0))
    except RuntimeError:
        return None
    return (dataset, found) if found is not None else None


def close_dataset(dataset):
    """Write what GDAL deferred in ``dataset`` (a new GeoPackage table, layer metadata) and close
    it now, even if something else still holds it (a debugger, or a profiler keeping the frames
    of GDAL's Python wrappers, which hold ``self``), where dropping the last reference would
    close it only when that lets go: flushed always, closed where GDAL can (≥ 3.8). OSError where
    GDAL reports that it cannot write (its exceptions on, QGIS ≥ 3.38; off, the file is checked
    by what reads it next)."""
    try:
        dataset.FlushCache()
        if hasattr(dataset, "Close"):
            dataset.Close()
    except RuntimeError as error:
        raise OSError(str(error)) from None


#: the parts of an OGR layer's URI the Arrow reader honours (ogr_layer opens with them);
#: any other (a geometry-type filter, a subset, credentials…) leaves the reading to QGIS
_ARROW_URI_KEYS = {"path", "layerName", "layerId", "openOptions", "vsiPrefix", "vsiSuffix"}


def _definition_without_options(definition):
    """True when a feature source definition asks for nothing but its layer, whole.

    ``filterExpression`` exists from QGIS 3.32; an invalid-geometry check is
    an option unless it is "no check" (Processing never checks points unless
    a definition overrides it).
    """
    Flag = QgsProcessingFeatureSourceDefinition.Flag
    overrides_check = bool(definition.flags & Flag.FlagOverrideDefaultGeometryCheck)
    return (not definition.selectedFeaturesOnly
            and definition.featureLimit == -1
            and not getattr(definition, "filterExpression", "")
            and not (overrides_check and definition.geometryCheck
                     != QgsFeatureRequest.InvalidGeometryCheck.GeometryNoCheck))


def fast_path_applies(source, layer, parameter_value):
    """True when streaming ``layer``'s file whole is reading exactly ``source``.

    A positive list (fail closed): ``parameter_value`` is a layer or a layer
    reference (a string), or a definition without options, or None with
    ``source`` the layer itself (read directly, no Processing); the layer is
    an OGR file layer without a subset string or unsaved edits, whose URI
    says nothing the Arrow reader does not honour.
    """
    if parameter_value is None:
        plain_request = source is layer
    elif isinstance(parameter_value, QgsProcessingFeatureSourceDefinition):
        plain_request = _definition_without_options(parameter_value)
    else:
        plain_request = isinstance(parameter_value, (str, QgsMapLayer))
    if not plain_request or layer is None or layer.providerType() != "ogr" \
            or layer.subsetString() or layer.isModified() or int(gdal.VersionInfo()) < 3060000:
        return False
    parts = QgsProviderRegistry.instance().decodeUri("ogr", layer.source())
    return {key for key, value in parts.items() if value} <= _ARROW_URI_KEYS


class NotDecoded(Exception):
    """The Arrow stream holds a geometry or a column type this module does not decode."""


def arrow_batches(dataset_layer, fields, feedback, line_ends=False):
    """``(x, y, {field: values}, skipped)`` of each record batch of the Arrow stream: its points
    (null and empty geometries skipped and counted); raises :class:`NotDecoded` where the stream
    cannot give them (a geometry that is not a point, a column type not decoded), and a one-line
    QgsProcessingException where the file is damaged (:func:`damaged`). With ``line_ends``:
    ``(x0, y0, x1, y1, {field: values}, skipped)``, the first and last vertex of each line
    (:meth:`.arrow.Column.line_ends`; trips).
    One batch at a time: a caller that counts batch by batch holds one batch, not the file."""
    dataset, layer = dataset_layer
    if layer.GetLayerDefn().GetGeomFieldCount() != 1:
        raise NotDecoded()
    geometry_column = layer.GetGeometryColumn() or "wkb_geometry"
    try:
        with _quiet_gdal():
            expected = layer.GetFeatureCount(1)
        if expected < 0:  # GDAL cannot count the layer's features
            raise arrow.StreamError(0, 0, gdal.GetLastErrorMsg().strip())
        for batch in arrow.record_batches(layer, fields, expected):
            if feedback.isCanceled():
                raise Cancelled()
            if geometry_column not in batch or any(f not in batch for f in fields):
                raise NotDecoded()
            column = batch[geometry_column]
            decoded = column.line_ends() if line_ends else column.points()
            if decoded is None:
                raise NotDecoded()
            *coordinates, ok = decoded
            if ok.all():  # the usual batch: no copy through a mask
                yield (*coordinates, {f: batch[f].values() for f in fields}, 0)
                continue
            yield (*(c[ok] for c in coordinates), {f: batch[f].values()[ok] for f in fields},
                   int((~ok).sum()))
    except arrow.StreamError as error:
        raise damaged(dataset.GetDescription(), *error.args) from None
    except (TypeError, RuntimeError):  # a column type not decoded; GDAL refusing the stream (exceptions on)
        raise NotDecoded() from None


def damaged(name: str, received: int, expected: int, message: Optional[str]) -> QgsProcessingException:
    """The one-line refusal of a file GDAL could not read to its end (:class:`arrow.StreamError`)."""
    if received > expected:
        what = tr("GDAL gave more rows than its {:,} features").format(expected)
    else:
        what = tr("GDAL read {:,} of its {:,} features").format(received, expected)
    if message is not None:  # GDAL reported an error
        return QgsProcessingException(tr(
            "'{}' is damaged: {}{}. Repair it or export it again from its source; nothing was "
            "written.").format(name, what, f" ({message})" if message else ""))
    return QgsProcessingException(tr(
        "'{}' is damaged or was changed while it was read: {}. Run again once nothing writes to "
        "it, or repair it; nothing was written.").format(name, what))


class Gathered:
    """Coordinates gathered batch by batch into one ``(2, capacity)`` array (the layer's feature
    count where GDAL knows it without counting): the batches' own arrays are not kept and joined
    at the end, which at 10M points held both (320 MB) and left the heap fragmented (issue 31).
    Rows beyond ``capacity`` (or all, with none known) are kept as a list and joined."""

    def __init__(self, capacity):
        self.xy, self.n, self.rest = np.empty((2, max(capacity, 0))), 0, []

    def add(self, x, y):
        if not self.rest and self.n + len(x) <= self.xy.shape[1]:
            self.xy[:, self.n:self.n + len(x)] = x, y
        else:
            self.rest.append((x, y))
        self.n += len(x)

    def arrays(self):
        """``(x, y)`` of every row added, in order."""
        filled = self.n - sum(len(x) for x, _ in self.rest)
        if not self.rest:
            return self.xy[0, :filled], self.xy[1, :filled]
        return tuple(np.concatenate([self.xy[i, :filled]] + [part[i] for part in self.rest]) for i in (0, 1))


def _read_arrow(dataset_layer, fields, feedback):
    """Points and ``fields`` from the Arrow stream; None where the stream cannot give them."""
    gathered = Gathered(dataset_layer[1].GetFeatureCount(0))  # −1 where GDAL would have to count
    values = {f: [] for f in fields}
    skipped = 0
    try:
        for x, y, batch_values, batch_skipped in arrow_batches(dataset_layer, fields, feedback):
            gathered.add(x, y)
            for f in fields:
                values[f].append(batch_values[f])
            skipped += batch_skipped
    except NotDecoded:
        return None
    return PointData(*gathered.arrays(), {f: np.concatenate(v) if v else np.empty(0) for f, v in values.items()},
                     skipped, "GDAL Arrow stream")


#: providers whose feature count is the rows a plain request gives (QGIS counts a file's features
#: when it loads it); any other (a database, a web service) is counted anew by an id-only pass
_COUNTED_PROVIDERS = {"ogr", "memory", "delimitedtext", "spatialite", "gpx", "virtual"}


def expected_features(source, layer=None, parameter_value=None) -> tuple[int, bool]:
    """``(count, exact)``: the features that reading ``source`` must give (issue 23).

    A selection's size; a file's feature count (QGIS's, which honours the subset string and
    unsaved edits); otherwise — a database, whose table may have changed since QGIS counted
    it, or a count QGIS does not know (a filter expression) — an id-only pass over ``source``,
    so that a read cut short (a lost connection) comes back with fewer features than it. Not
    ``exact`` where the input skips invalid geometries: then fewer may come.
    """
    selection = isinstance(parameter_value, QgsProcessingFeatureSourceDefinition) \
        and parameter_value.selectedFeaturesOnly
    layer = layer or (source if isinstance(source, QgsVectorLayer) else None)
    count = source.featureCount()
    if count < 0 or not (selection or (layer is not None and layer.providerType() in _COUNTED_PROVIDERS)):
        request = QgsFeatureRequest().setFlags(QgsFeatureRequest.Flag.NoGeometry).setNoAttributes()
        count = sum(1 for _ in source.getFeatures(request))
    Flag = QgsProcessingFeatureSourceDefinition.Flag
    skips_invalid = isinstance(parameter_value, QgsProcessingFeatureSourceDefinition) \
        and bool(parameter_value.flags & Flag.FlagOverrideDefaultGeometryCheck) \
        and parameter_value.geometryCheck == QgsFeatureRequest.InvalidGeometryCheck.GeometrySkipInvalid
    return count, not skips_invalid


def incomplete(received: int, expected: int) -> QgsProcessingException:
    """The one-line refusal of a read that gave other than the features expected."""
    return QgsProcessingException(tr(
        "The input layer could not be read whole: {:,} of its {:,} features came (a lost database "
        "connection, a damaged file, or a layer that changed since it was loaded or while it was "
        "read); nothing was written. Run again, after reloading the layer if it changed.").format(
        received, expected))


def _features(source, fields, feedback, geometry=True, layer=None, parameter_value=None):
    """The features of ``source`` with only ``fields``, honouring cancel, progress 0–100 %.

    A provider that fails while it reads (PostgreSQL's backend terminated, a damaged
    GeoPackage) ends QGIS's iteration as if the layer ended there, and says so only in the
    message log: the features received are compared with :func:`expected_features` and
    any difference refused (:func:`incomplete`)."""
    expected, exact = expected_features(source, layer, parameter_value)
    request = QgsFeatureRequest()
    if not geometry:
        request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
    request.setSubsetOfAttributes(fields, source.fields())
    total = max(1, expected)
    received = 0
    for feature in source.getFeatures(request):
        if received % _FEEDBACK_EVERY == 0:
            if feedback.isCanceled():
                raise Cancelled()
            feedback.setProgress(100 * received / total)
        received += 1
        if received > expected:
            raise incomplete(received, expected)
        yield feature
    if exact and received != expected:
        raise incomplete(received, expected)


def _read_features(source, fields, feedback, layer=None, parameter_value=None):
    xs, ys, owners = [], [], []
    values = {f: [] for f in fields}
    skipped = n_features = not_points = 0
    for feature in _features(source, fields, feedback, layer=layer, parameter_value=parameter_value):
        geometry = feature.geometry()
        if geometry.isNull() or geometry.isEmpty():
            skipped += 1
            continue
        parts = [part for part in geometry.constParts() if not part.isEmpty()]
        if any(QgsWkbTypes.flatType(part.wkbType()) != QgsWkbTypes.Type.Point for part in parts):
            not_points += 1  # skipped, not refused: a refusal would depend on the data
            continue
        for part in parts:
            xs.append(part.x())
            ys.append(part.y())
        owners.extend([n_features] * len(parts))
        n_features += 1
        for f in fields:
            values[f].extend([plain(feature[f])] * len(parts))
    owners = np.asarray(owners, dtype=np.int64)
    multipart = len(np.unique(owners)) < len(owners)
    return PointData(
        np.asarray(xs, dtype=float),
        np.asarray(ys, dtype=float),
        {f: np.asarray(v, dtype=object) for f, v in values.items()},
        skipped,
        "QgsFeatureRequest",
        owners if multipart else None,
        not_points,
    )


def plain(value):
    """A feature's attribute value with QGIS's NULL (a null QVariant) as None."""
    return None if isinstance(value, QVariant) and value.isNull() else value


def is_missing(values):
    """Mask of null values in an attribute array from :func:`read_points`."""
    if values.dtype.kind == "f":
        return np.isnan(values)
    if values.dtype.kind == "O":
        return np.array([v is None for v in values], dtype=bool)
    return np.zeros(len(values), dtype=bool)


def read_points(source, layer, parameter_value, fields, feedback):
    """Points of ``source`` (and the values of ``fields``) as numpy arrays.

    ``source`` is what Processing built from the INPUT parameter (it applies
    the selection, limit, filter and geometry check), ``layer`` the vector
    layer behind it when there is one, and ``parameter_value`` the raw INPUT
    value (None when ``source`` is a layer read directly). The Arrow stream of
    ``layer`` is read only where :func:`fast_path_applies`; otherwise ``source``.
    Progress: 0–100 % of ``feedback`` (give a :class:`Stage` for a part of a run).
    """
    points = None
    if fast_path_applies(source, layer, parameter_value):
        dataset_layer = ogr_layer(layer)
        if dataset_layer is not None:
            points = _read_arrow(dataset_layer, fields, feedback)
    if points is None:
        points = _read_features(source, fields, feedback, layer, parameter_value)
    feedback.setProgress(100)
    return points


def synopsis_fields(extra=()):
    """The output fields shared by every mechanism, then ``extra`` QgsFields."""
    fields = QgsFields()
    fields.append(QgsField("cell_id", compat.LONG_LONG))
    fields.append(QgsField("level", compat.INT))
    fields.append(QgsField("parent_id", compat.LONG_LONG))
    fields.append(QgsField("noisy_count", compat.DOUBLE))
    fields.append(QgsField("density", compat.DOUBLE))
    fields.append(QgsField("noise_sd", compat.DOUBLE))  # core/uncertainty.py; NULL: no closed form
    fields.append(QgsField("moe90", compat.DOUBLE))
    for f in extra:
        fields.append(f)
    return fields


def with_nulls(values, present):
    """``values`` with None (NULL) where not ``present``; the array itself where every value is
    present (an object array of a million cells costs some 40 MB per column, issue 31)."""
    return values if present.all() else np.where(present, values, None)


def contiguous(cells):
    """``cells`` (indices, ascending) as a slice where they are a run of consecutive indices, so
    that indexing with them gives a view, not a copy (AG's 1.6M leaves at 10M points: 50 MB of
    rectangles, issue 31); else ``cells`` itself."""
    cells = np.asarray(cells)
    if len(cells) and int(cells[-1]) - int(cells[0]) + 1 == len(cells) and (np.diff(cells) == 1).all():
        return slice(int(cells[0]), int(cells[-1]) + 1)
    return cells


def cell_columns(synopsis, cells, extra=None):
    """The output attributes of ``cells`` (indices into the synopsis), by field name.

    ``extra`` maps field names to arrays aligned with ``cells``; values of
    date-time fields are epoch seconds (UTC), converted by each writer.
    ``noise_sd`` and ``moe90`` are the synopsis's :class:`core.uncertainty.Uncertainty`,
    None where it has none. The density is not among them: it is computed from the published
    count (``SpatialDPAlgorithm.publish``).
    """
    parent = synopsis.parent[cells]
    uncertainty = synopsis.uncertainty or unknown(NOT_GIVEN)
    columns = {
        "cell_id": synopsis.cell_id[cells],
        "level": synopsis.level[cells],
        "parent_id": with_nulls(parent, parent >= 0),
        "noisy_count": synopsis.counts[cells],
        "noise_sd": uncertainty.noise_sd(cells),
        "moe90": uncertainty.margin(cells),
    }
    columns.update(extra or {})
    return columns


def polygon_geometry(ring):
    """A polygon from one ring of vertices ``(k, 2)`` (not closed), e.g. a clipped hexagon."""
    points = [QgsPointXY(x, y) for x, y in np.asarray(ring, dtype=float).tolist()]
    return QgsGeometry.fromPolygonXY([points + points[:1]])


def date_times(seconds):
    """Epoch seconds as UTC ``QDateTime`` s (a date-time field's values)."""
    return [QDateTime.fromMSecsSinceEpoch(int(round(v * 1000)), Qt.TimeSpec.UTC) for v in seconds]


def python_values(values):
    """A column's values as Python numbers (or its objects), NaN as None: a NaN in a written
    column is NULL, in every writer (a suppressed or unknown value; SQLite, too, binds a NaN
    as NULL, sqlite3_bind_double). Called a block of rows at a time, so that memory holds a
    block of Python objects, not the table's."""
    values = np.asarray(values)
    out = values.tolist()
    if values.dtype.kind == "f":
        for i in np.flatnonzero(np.isnan(values)).tolist():
            out[i] = None
    elif values.dtype == object:
        out = [None if v != v else v for v in out]  # a NaN among the objects
    return out


def attribute_values(field, values):
    """A column's values as a feature's attributes: date-times (epoch seconds) as QDateTime in UTC
    (:func:`date_times`), NaN as NULL (:func:`python_values`)."""
    if compat.field_type(field) == compat.DATE_TIME:
        return date_times(values)
    return python_values(values)


def write_features(sink, fields, rects, columns, feedback, rings=None):
    """Add rectangles with their attribute ``columns`` to a Processing sink (progress 0–100 %);
    with ``rings`` (one vertex array per cell, :meth:`core.hexagons.PolygonCells.rings`) the
    cells are those polygons instead. The columns become Python values a batch of features at
    a time (:data:`WRITE_BATCH`), not all at once."""

    def features():
        for start in range(0, len(rects), WRITE_BATCH):
            stop = min(start + WRITE_BATCH, len(rects))
            values = [attribute_values(f, columns[f.name()][start:stop]) for f in fields]
            for i, ((x0, y0, x1, y1), attributes) in enumerate(zip(rects[start:stop].tolist(), zip(*values)),
                                                                start):
                feature = QgsFeature()
                feature.setGeometry(QgsGeometry.fromRect(QgsRectangle(x0, y0, x1, y1)) if rings is None
                                    else polygon_geometry(rings[i]))
                feature.setAttributes(list(attributes))
                yield feature

    add_in_batches(sink, features(), len(rects), feedback)


def add_in_batches(sink, features, total, feedback):
    """Add ``features`` (an iterable of ``total`` QgsFeature) to a Processing sink in batches,
    honouring cancel (progress 0–100 %). A batch the sink refuses (a full disk, say) raises
    OSError with the sink's error: the caller removes the half-written file."""
    batch = []

    def add():
        if batch and not sink.addFeatures(batch, QgsFeatureSink.Flag.FastInsert):
            raise OSError(sink.lastError() or tr("the features could not be added"))

    for i, feature in enumerate(features):
        batch.append(feature)
        if len(batch) == WRITE_BATCH:
            if feedback.isCanceled():
                raise Cancelled()
            add()
            batch = []
            feedback.setProgress(100 * (i + 1) / max(total, 1))
    add()
    feedback.setProgress(100)


def is_point_source(source):
    return QgsWkbTypes.geometryType(source.wkbType()) == QgsWkbTypes.GeometryType.PointGeometry


def as_utc(when):
    """A QDateTime without a zone (QGIS's reading of GeoPackage times) taken as UTC."""
    if when.timeSpec() == Qt.TimeSpec.LocalTime:
        when = QDateTime(when)
        when.setTimeSpec(Qt.TimeSpec.UTC)
    return when


def epoch_seconds(values):
    """Times as float epoch seconds (NaN for null) from QDateTime, dates, numbers or ISO text.

    Times without a zone are UTC, as the Arrow reader and GeoPackage store them,
    so the result does not depend on the machine's time zone or on the reader.
    """
    if values.dtype.kind in "iuf":
        return values.astype(float)
    out = np.full(len(values), np.nan)
    for i, v in enumerate(values):
        if v is None or (hasattr(v, "isNull") and v.isNull()):
            continue
        if isinstance(v, (int, float, np.floating, np.integer)):
            out[i] = float(v)
            continue
        if isinstance(v, str):
            v = QDateTime.fromString(v, Qt.DateFormat.ISODateWithMs)
        elif hasattr(v, "startOfDay"):  # QDate
            v = v.startOfDay(Qt.TimeSpec.UTC)
        if v.isValid():
            out[i] = as_utc(v).toMSecsSinceEpoch() / 1000.0
    return out


def read_table(source, fields, feedback):
    """The values of ``fields`` of every feature (geometry not read), as object arrays (progress 0–100 %)."""
    values = {f: [] for f in fields}
    for feature in _features(source, fields, feedback, geometry=False):
        for f in fields:
            values[f].append(plain(feature[f]))
    return {f: np.asarray(v, dtype=object) for f, v in values.items()}
