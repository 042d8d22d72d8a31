"""The algorithm of a mechanism declared on trips (:data:`core.declaration.TRIPS`): its input.

A trip is an origin and a destination. :class:`TripsAlgorithm` offers them as the declaration's
input — a line layer (each trip from its first to its last vertex), a point layer of origins with
the destination's coordinates in two fields (DEST_X, DEST_Y), or two point layers joined by a
trip id (DESTINATIONS, TRIP_ID, DEST_TRIP_ID; :func:`core.odzones.join_trips`) — checks them
before any is read and reads them into :class:`Trips`; the rest (parameters, help, identity) is
the declaration's (:class:`.mechanism.MechanismAlgorithm`). A mechanism's subclass
(:class:`.odflows.OdFlowsAlgorithm`) releases and writes them. docs/odflows.md §1.
"""

import math
from dataclasses import dataclass, field

import numpy as np
from qgis.core import (
    QgsFeatureRequest,
    QgsProcessing,
    QgsProcessingException,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsWkbTypes,
)

from ...core import Domain
from ...core.odzones import join_trips
from ..destination import layer_file
from ..io import (
    Cancelled, NotDecoded, Stage, arrow_batches, fast_path_applies, is_missing, ogr_layer, plain, read_points,
)
from .mechanism import MechanismAlgorithm


@dataclass
class Trips:
    """The trips read: origins ``x, y`` (what the release register fingerprints), destinations."""

    x: np.ndarray
    y: np.ndarray
    dx: np.ndarray
    dy: np.ndarray
    users: np.ndarray = None
    skipped: int = 0
    #: the values of further fields read with them (the time field of periods), one per trip
    attributes: dict = field(default_factory=dict)


def read_trips(source, kind, user_field, dest, feedback, fields=()):
    """Origins, destinations and user ids of the features (and the values of ``fields``); those
    without both ends are skipped."""
    names = source.fields().names()
    wanted = [user_field] if user_field else []
    lines = kind == QgsWkbTypes.GeometryType.LineGeometry
    if not lines:
        wanted += dest
    request = QgsFeatureRequest().setSubsetOfAttributes([names.index(n) for n in wanted + list(fields)])
    rows, users, skipped, values = [], [], 0, {f: [] for f in fields}
    for feature in source.getFeatures(request):
        if feedback.isCanceled():
            raise Cancelled()
        geometry = feature.geometry()
        try:
            if geometry.isNull() or geometry.isEmpty():
                raise ValueError
            first = geometry.vertexAt(0)
            if lines:
                last = geometry.vertexAt(geometry.constGet().nCoordinates() - 1)
                row = (first.x(), first.y(), last.x(), last.y())
            else:
                row = (first.x(), first.y(), float(feature[dest[0]]), float(feature[dest[1]]))
            if not all(math.isfinite(v) for v in row):
                raise ValueError
        except (ValueError, TypeError, KeyError):
            skipped += 1
            continue
        if user_field and (feature[user_field] is None or str(feature[user_field]) in ("", "NULL")):
            skipped += 1  # a trip without a user is left out: a stable selection
            continue
        rows.append(row)
        if user_field:
            users.append(str(feature[user_field]))
        for f in fields:
            values[f].append(plain(feature[f]))
    data = np.array(rows, dtype=float).reshape(-1, 4)
    return Trips(*data.T, users=np.array(users) if user_field else None, skipped=skipped,
                 attributes={f: np.array(v, dtype=object) for f, v in values.items()})


def kept_trips(ends, users, skipped, attributes=None):
    """:class:`Trips` of the ``ends`` (x0, y0, x1, y1 arrays) with finite coordinates and, when
    ``users`` is given, a user id; the others are skipped and counted. A trip without a user is
    left out: a stable selection. Integer ids stay integers (the user bound only groups by them,
    :func:`core.bounding.smallest_keys`, so they keep the trips their text would); others are
    read as text, as :func:`read_trips` reads them. ``attributes``: further fields' values, kept
    with their trips."""
    ends = np.asarray(ends, dtype=float).reshape(4, -1)
    ok = np.isfinite(ends).all(axis=0)
    if users is not None:
        users = np.asarray(users)
        missing = is_missing(users)
        ok &= ~missing
        if users.dtype == object and all(isinstance(v, (int, np.integer)) for v in users[~missing]):
            users = np.where(missing, 0, users).astype(np.int64)  # an integer column with nulls
        if users.dtype.kind not in "iu":
            users = users.astype(str)
            ok &= (users != "") & (users != "NULL")
        users = users[ok]
    return Trips(*ends[:, ok], users=users, skipped=skipped + int((~ok).sum()),
                 attributes={f: np.asarray(v)[ok] for f, v in (attributes or {}).items()})


def arrow_trips(source, layer, parameter_value, user_field, feedback, fields=()):
    """The trips of a line layer's file from its Arrow stream (first and last vertex,
    :func:`..io.arrow_batches`) without a Python object per feature; None where the stream does
    not apply (:func:`..io.fast_path_applies`) or cannot give them (a multi-line: QGIS reads those)."""
    if not fast_path_applies(source, layer, parameter_value):
        return None
    dataset_layer = ogr_layer(layer)
    if dataset_layer is None:
        return None
    wanted = ([user_field] if user_field else []) + list(fields)
    ends, values, skipped = [], {f: [] for f in wanted}, 0
    try:
        for *coordinates, batch, batch_skipped in arrow_batches(dataset_layer, wanted, feedback, line_ends=True):
            ends.append(np.vstack(coordinates))
            for f in wanted:
                values[f].append(batch[f])
            skipped += batch_skipped
    except NotDecoded:
        return None
    ends = np.hstack(ends) if ends else np.empty((4, 0))
    values = {f: np.concatenate(v) if v else np.empty(0, dtype=object) for f, v in values.items()}
    return kept_trips(ends, values[user_field] if user_field else None, skipped,
                      {f: values[f] for f in fields})


def point_trips(source, layer, parameter_value, user_field, dest, feedback, fields=()):
    """The trips of a point layer of origins with the destination's coordinates in the fields
    ``dest``, read as every point layer is (:func:`..io.read_points`: the Arrow stream where it
    applies); None for multi-point origins, which :func:`read_trips` reads (their first point)."""
    wanted = ([user_field] if user_field else []) + list(dest) + list(fields)
    points = read_points(source, layer, parameter_value, wanted, feedback)
    if points.feature is not None:
        return None
    destinations = [np.asarray(points.attributes[f], dtype=float) for f in dest]
    return kept_trips([points.x, points.y, *destinations],
                      points.attributes[user_field] if user_field else None, points.skipped + points.not_points,
                      {f: points.attributes[f] for f in fields})


class TripsAlgorithm(MechanismAlgorithm):
    """The algorithm of a mechanism that releases trips (:data:`core.declaration.TRIPS`)."""

    DEST_X = "DEST_X"
    DEST_Y = "DEST_Y"
    DESTINATIONS = "DESTINATIONS"
    TRIP_ID = "TRIP_ID"
    DEST_TRIP_ID = "DEST_TRIP_ID"

    # --- parameters -------------------------------------------------------
    def inputParameter(self):  # noqa: N802
        return QgsProcessingParameterFeatureSource(
            self.INPUT, self.tr("Input trips (lines, or origin points)"),
            [QgsProcessing.SourceType.TypeVectorLine, QgsProcessing.SourceType.TypeVectorPoint])

    def initMechanismParameters(self):  # noqa: N802
        """The destinations of origin points (two fields, or a layer joined by trip id), then the
        declared parameters."""
        self.addParameter(QgsProcessingParameterField(
            self.DEST_X, self.tr("Destination X field (point layer)"), parentLayerParameterName=self.INPUT,
            type=QgsProcessingParameterField.DataType.Numeric, optional=True))
        self.addParameter(QgsProcessingParameterField(
            self.DEST_Y, self.tr("Destination Y field (point layer)"), parentLayerParameterName=self.INPUT,
            type=QgsProcessingParameterField.DataType.Numeric, optional=True))
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.DESTINATIONS, self.tr("Destination points (joined to the origins by trip id)"),
            [QgsProcessing.SourceType.TypeVectorPoint], optional=True))
        self.addParameter(QgsProcessingParameterField(
            self.TRIP_ID, self.tr("Trip id field of the origins"), parentLayerParameterName=self.INPUT,
            optional=True))
        self.addParameter(QgsProcessingParameterField(
            self.DEST_TRIP_ID, self.tr("Trip id field of the destinations"),
            parentLayerParameterName=self.DESTINATIONS, optional=True))
        super().initMechanismParameters()

    def inputFiles(self, parameters, context):  # noqa: N802
        return super().inputFiles(parameters, context) + (
            [layer_file(self.parameterAsVectorLayer(parameters, self.DESTINATIONS, context))]
            if self.joined(parameters) else [])

    def joined(self, parameters):
        """Whether the destinations are a layer of points joined by trip id."""
        return parameters.get(self.DESTINATIONS) not in (None, "")

    def extraInputFields(self, parameters, context):
        return [self.parameterAsString(parameters, name, context) for name in (self.DEST_X, self.DEST_Y)
                if self.parameterAsString(parameters, name, context)]

    # --- checks before the trips are read ---------------------------------
    def checkBeforeReading(self, parameters, context):  # noqa: N802
        """Trip id fields go with the layer of destinations, both or neither."""
        super().checkBeforeReading(parameters, context)
        ids = [self.parameterAsString(parameters, n, context) for n in (self.TRIP_ID, self.DEST_TRIP_ID)]
        if self.joined(parameters) and not all(ids):
            raise QgsProcessingException(self.tr(
                "Destination points are joined by trip id: choose the trip id field of both layers."))
        if not self.joined(parameters) and any(ids):
            raise QgsProcessingException(self.tr(
                "A trip id field needs the layer of destination points to join."))

    def tripSource(self, parameters, context):  # noqa: N802
        """``(source, geometry type, crs)`` of INPUT, refused in one sentence unless it holds lines,
        or points with their destinations, in a known CRS."""
        source = self.parameterAsSource(parameters, self.INPUT, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.INPUT))
        kind = QgsWkbTypes.geometryType(source.wkbType())
        joined = self.joined(parameters)
        if kind == QgsWkbTypes.GeometryType.PointGeometry and len(self.extraInputFields(parameters, context)) != 2 \
                and not joined:
            raise QgsProcessingException(self.tr(
                "A point layer of trips needs the destination X and Y fields, or a layer of destination "
                "points joined by trip id; or give a line layer."))
        if joined and kind != QgsWkbTypes.GeometryType.PointGeometry:
            raise QgsProcessingException(self.tr(
                "Destination points are joined to a layer of origin points; the input layer holds lines."))
        if kind not in (QgsWkbTypes.GeometryType.PointGeometry, QgsWkbTypes.GeometryType.LineGeometry):
            raise QgsProcessingException(self.tr(
                "The input layer must hold lines (trips) or points (origins with destination fields)."))
        crs = source.sourceCrs()
        if not crs.isValid():
            raise QgsProcessingException(self.tr(
                "The input layer has no coordinate reference system; set one so that the zones "
                "have units."))
        return source, kind, crs

    # --- reading ------------------------------------------------------------
    def readTrips(self, source, kind, crs, user_field, parameters, context, feedback):  # noqa: N802
        """The trips of INPUT (:func:`read_trips`), or joined with DESTINATIONS; the log counts
        those left out."""
        if self.joined(parameters):
            return self.readJoinedTrips(source, crs, user_field, parameters, context, feedback)
        layer, value = self.parameterAsVectorLayer(parameters, self.INPUT, context), parameters.get(self.INPUT)
        dest, fields = self.extraInputFields(parameters, context), self.tableFields(parameters, context)
        stage = Stage(feedback, 0, 40)
        trips = arrow_trips(source, layer, value, user_field, stage, fields) \
            if kind == QgsWkbTypes.GeometryType.LineGeometry else \
            point_trips(source, layer, value, user_field, dest, stage, fields)
        if trips is None:
            trips = read_trips(source, kind, user_field, dest, feedback, fields)
        if trips.skipped:
            feedback.pushWarning(self.tr("{:,} features without a usable origin and destination "
                                         "were skipped.").format(trips.skipped))
        feedback.pushInfo(self.tr("Read {:,} trips.").format(len(trips.x)))
        return trips

    def readJoinedTrips(self, source, crs, user_field, parameters, context, feedback):  # noqa: N802
        """Origins of ``source`` and destinations of :attr:`DESTINATIONS` joined by trip id
        (:func:`core.odzones.join_trips`); the user is the origin's. The log counts the trips left
        out: one end missing, or an id found twice in a layer."""
        destinations = self.parameterAsSource(parameters, self.DESTINATIONS, context)
        if destinations is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.DESTINATIONS))
        if QgsWkbTypes.geometryType(destinations.wkbType()) != QgsWkbTypes.GeometryType.PointGeometry:
            raise QgsProcessingException(self.tr("The layer of destinations must hold points."))
        trip_id = self.parameterAsString(parameters, self.TRIP_ID, context)
        dest_id = self.parameterAsString(parameters, self.DEST_TRIP_ID, context)
        self.checkInputFields(source, None, [trip_id], parameters, context)
        if dest_id not in destinations.fields().names():
            raise QgsProcessingException(self.tr("The layer of destinations has no field '{}'; choose one of: {}.")
                                         .format(dest_id, ", ".join(destinations.fields().names())))
        request = QgsFeatureRequest()
        if destinations.sourceCrs() != crs:
            feedback.pushWarning(self.tr("The destinations are in {} and the origins in {}: the destinations "
                                         "are reprojected.").format(destinations.sourceCrs().authid(), crs.authid()))
            request.setDestinationCrs(crs, context.transformContext())
        fields = self.tableFields(parameters, context)  # the origin's time
        ox, oy, o_ids, users, o_skipped, values = self.readTripEnds(source, QgsFeatureRequest(), trip_id, user_field,
                                                                    feedback, fields)
        dx, dy, d_ids, _, d_skipped, _ = self.readTripEnds(destinations, request, dest_id, None, feedback)
        joined = join_trips(o_ids, d_ids)
        if joined.missing or joined.duplicated:
            feedback.pushWarning(self.tr(
                "{:,} trips miss an end (an id in one layer only) and {:,} trip ids occur more than once in "
                "a layer; both are left out (docs/odflows.md §1).").format(joined.missing, joined.duplicated))
        o, d = joined.origin_rows, joined.destination_rows
        feedback.pushInfo(self.tr("Joined {:,} trips by trip id. Each trip id counts at most once, so the "
                                  "sensitivity stays 1 per trip (k per user).").format(len(o)))
        return Trips(ox[o], oy[o], dx[d], dy[d], users=users[o] if user_field else None,
                     skipped=o_skipped + d_skipped, attributes={f: v[o] for f, v in values.items()})

    @staticmethod
    def readTripEnds(source, request, id_field, user_field, feedback, fields=()):  # noqa: N802
        """The points of ``source`` with a usable position and id (and user): x, y, ids as text,
        users, how many features were skipped, and the values of ``fields``."""
        names = source.fields().names()
        wanted = [id_field] + ([user_field] if user_field else [])
        request.setSubsetOfAttributes([names.index(n) for n in wanted + list(fields)])
        xs, ys, ids, users, skipped, extra = [], [], [], [], 0, {f: [] for f in fields}
        for feature in source.getFeatures(request):
            if feedback.isCanceled():
                raise Cancelled()
            geometry = feature.geometry()
            values = [plain(feature[n]) for n in wanted]
            if geometry.isNull() or geometry.isEmpty() or any(v is None or str(v) == "" for v in values):
                skipped += 1
                continue
            point = geometry.vertexAt(0)
            if not (math.isfinite(point.x()) and math.isfinite(point.y())):
                skipped += 1
                continue
            xs.append(point.x())
            ys.append(point.y())
            ids.append(str(values[0]))
            if user_field:
                users.append(str(values[1]))
            for f in fields:
                extra[f].append(plain(feature[f]))
        return (np.array(xs, dtype=float), np.array(ys, dtype=float), np.array(ids, dtype=str),
                np.array(users, dtype=str), skipped, {f: np.array(v, dtype=object) for f, v in extra.items()})

    def tripDomain(self, parameters, context, crs, trips, feedback):  # noqa: N802
        """The EXTENT, or the trips' extent (flagged: derived from the data, not private)."""
        if parameters.get(self.EXTENT) not in (None, ""):
            return self.parameterAsDomain(parameters, context, crs, feedback)
        if not len(trips.x):
            raise QgsProcessingException(self.tr(
                "The input layer has no trips, so it has no extent to release over; give a public extent."))
        feedback.pushWarning(self.tr(
            "No extent given: the trips' extent is used as the domain. It is derived from "
            "the data and is therefore not private; the output's metadata says so."))
        x, y = np.concatenate([trips.x, trips.dx]), np.concatenate([trips.y, trips.dy])
        return Domain.from_points(x, y)
