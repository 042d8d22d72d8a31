"""Point layers → numpy arrays, synopses → polygon features.

Reading points is the hot path (DESIGN.md). For a file-based OGR layer read
whole — no selection, no feature limit, no subset filter — the points come
from GDAL's Arrow stream (``GetArrowStreamAsNumPy``, GDAL ≥ 3.6) and their
WKB is decoded with numpy. Anything else — a selection, a filter, a memory
or database layer, multi-points — is read with a ``QgsFeatureRequest`` that
fetches no attribute but the ones needed. Multi-points are exploded; null
and empty geometries are skipped and counted. Attribute values come back
as float arrays (numbers, dates and times as epoch seconds; NaN for null)
or object arrays (strings; None for null).
"""

from dataclasses import dataclass, field

import numpy as np
from osgeo import gdal, ogr
from qgis.core import (
    QgsFeature,
    QgsFeatureRequest,
    QgsFeatureSink,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsProcessingFeatureSourceDefinition,
    QgsProviderRegistry,
    QgsRectangle,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QDateTime, Qt, QVariant

from . import arrow, compat

_FEEDBACK_EVERY = 20_000
_WRITE_BATCH = 5_000


@dataclass
class PointData:
    """Coordinates in the layer's CRS, with optional per-point attributes."""

    x: np.ndarray
    y: np.ndarray
    attributes: dict = field(default_factory=dict)
    skipped: int = 0
    reader: str = ""

    def __len__(self):
        return len(self.x)


class Cancelled(Exception):
    """The user cancelled while points were read or features written."""


def ogr_layer(layer, update=False):
    """``(dataset, ogr.Layer)`` behind an OGR-provided QGIS layer, or None.

    The dataset must be kept alive as long as the layer is used.
    """
    if layer is None or layer.providerType() != "ogr":
        return None
    parts = QgsProviderRegistry.instance().decodeUri("ogr", layer.source())
    dataset = ogr.Open(parts.get("path", ""), 1 if update else 0)
    if dataset is None:
        return None
    if parts.get("layerName"):
        found = dataset.GetLayerByName(parts["layerName"])
    else:
        found = dataset.GetLayer(int(parts.get("layerId") or 0))
    return (dataset, found) if found is not None else None


def _arrow_layer(layer, parameter_value):
    """The OGR layer to stream, or None when the Arrow path does not apply."""
    if isinstance(parameter_value, QgsProcessingFeatureSourceDefinition):
        if parameter_value.selectedFeaturesOnly or parameter_value.featureLimit != -1:
            return None
    if layer is None or layer.subsetString() or layer.isModified() \
            or int(gdal.VersionInfo()) < 3060000:
        return None  # a filter or unsaved edits: only QGIS sees the layer as the user does
    return ogr_layer(layer)


def _read_arrow(dataset_layer, fields, feedback):
    """Points and ``fields`` from the Arrow stream; None if a geometry is not a point."""
    dataset, layer = dataset_layer
    geometry_column = layer.GetGeometryColumn() or "wkb_geometry"
    xs, ys, values = [], [], {f: [] for f in fields}
    skipped = 0
    for batch in arrow.record_batches(layer, fields):
        if feedback.isCanceled():
            raise Cancelled()
        decoded = batch[geometry_column].points()
        if decoded is None:
            return None
        x, y, ok = decoded
        skipped += int((~ok).sum())
        xs.append(x[ok])
        ys.append(y[ok])
        try:
            for f in fields:
                values[f].append(batch[f].values()[ok])
        except TypeError:  # a column type the Arrow reader does not decode
            return None
    del layer, dataset
    return PointData(
        np.concatenate(xs) if xs else np.empty(0),
        np.concatenate(ys) if ys else np.empty(0),
        {f: np.concatenate(v) if v else np.empty(0) for f, v in values.items()},
        skipped,
        "GDAL Arrow stream",
    )


def _features(source, fields, feedback, geometry=True):
    """The features of ``source`` with only ``fields``, honouring cancel, progress 0–40 %."""
    request = QgsFeatureRequest()
    if not geometry:
        request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
    request.setSubsetOfAttributes(fields, source.fields())
    total = max(1, source.featureCount())
    for i, feature in enumerate(source.getFeatures(request)):
        if i % _FEEDBACK_EVERY == 0:
            if feedback.isCanceled():
                raise Cancelled()
            feedback.setProgress(40 * i / total)
        yield feature


def _read_features(source, fields, feedback):
    xs, ys = [], []
    values = {f: [] for f in fields}
    skipped = 0
    for feature in _features(source, fields, feedback):
        geometry = feature.geometry()
        if geometry.isNull() or geometry.isEmpty():
            skipped += 1
            continue
        parts = list(geometry.constParts())
        for part in parts:
            xs.append(part.x())
            ys.append(part.y())
        for f in fields:
            values[f].extend([plain(feature[f])] * len(parts))
    return PointData(
        np.asarray(xs, dtype=float),
        np.asarray(ys, dtype=float),
        {f: np.asarray(v, dtype=object) for f, v in values.items()},
        skipped,
        "QgsFeatureRequest",
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

    ``layer`` is the vector layer behind the source when there is one, and
    ``parameter_value`` the raw INPUT value (to see a selection or a limit).
    """
    dataset_layer = _arrow_layer(layer, parameter_value)
    if dataset_layer is not None:
        points = _read_arrow(dataset_layer, fields, feedback)
        if points is not None:
            return points
    return _read_features(source, fields, feedback)


def synopsis_fields(extra=()):
    """The output fields shared by every mechanism, then ``extra`` QgsFields."""
    fields = QgsFields()
    fields.append(QgsField("cell_id", compat.LONG_LONG))
    fields.append(QgsField("level", compat.INT))
    fields.append(QgsField("parent_id", compat.LONG_LONG))
    fields.append(QgsField("noisy_count", compat.DOUBLE))
    fields.append(QgsField("density", compat.DOUBLE))
    for f in extra:
        fields.append(f)
    return fields


def cell_columns(synopsis, cells, extra=None):
    """The output attributes of ``cells`` (indices into the synopsis), by field name.

    ``extra`` maps field names to arrays aligned with ``cells``; values of
    date-time fields are epoch seconds (UTC), converted by each writer.
    """
    parent = synopsis.parent[cells]
    columns = {
        "cell_id": synopsis.cell_id[cells],
        "level": synopsis.level[cells],
        "parent_id": np.where(parent >= 0, parent, None),
        "noisy_count": synopsis.counts[cells],
        "density": synopsis.density[cells],
    }
    columns.update(extra or {})
    return columns


def write_features(sink, fields, rects, columns, feedback, progress=(60, 100)):
    """Add rectangles with their attribute ``columns`` to a Processing sink."""
    values = [
        [QDateTime.fromMSecsSinceEpoch(int(round(v * 1000)), Qt.TimeSpec.UTC) for v in columns[f.name()]]
        if compat.field_type(f) == compat.DATE_TIME else np.asarray(columns[f.name()], dtype=object).tolist()
        for f in fields
    ]
    start, stop = progress
    n = len(rects)
    batch = []
    for i, (x0, y0, x1, y1) in enumerate(rects.tolist()):
        feature = QgsFeature()
        feature.setGeometry(QgsGeometry.fromRect(QgsRectangle(x0, y0, x1, y1)))
        feature.setAttributes([column[i] for column in values])
        batch.append(feature)
        if len(batch) == _WRITE_BATCH:
            if feedback.isCanceled():
                raise Cancelled()
            sink.addFeatures(batch, QgsFeatureSink.Flag.FastInsert)
            batch = []
            feedback.setProgress(start + (stop - start) * (i + 1) / n)
    sink.addFeatures(batch, QgsFeatureSink.Flag.FastInsert)
    feedback.setProgress(stop)


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
    """The values of ``fields`` of every feature (geometry not read), as object arrays."""
    values = {f: [] for f in fields}
    for feature in _features(source, fields, feedback, geometry=False):
        for f in fields:
            values[f].append(plain(feature[f]))
    return {f: np.asarray(v, dtype=object) for f, v in values.items()}
