"""Processing algorithm spatialdp:odflows — private origin–destination flows (issue 27).

Trips are read from a line layer (first and last vertex), from a point layer with the
destination's coordinates in two fields, or from two point layers joined by a trip id
(:func:`core.odzones.join_trips`); :func:`core.mechanisms.odflows.od_flows` releases the OD
matrix between the zones — the cells of a square grid over the public extent, or public polygons
(:class:`core.odzones.PolygonZones`, read by :mod:`..polygonlayer` through :class:`PolygonZoneReader`), with
optional parents — and this module writes the flows as lines between zone centroids (points on
the polygons' surface; :mod:`..flowstyle` styles them), the zones with their outgoing and
incoming totals, and optionally the matrix and the parent flows as long tables. Everything else — ε,
the unit of privacy, the seed, the record, the register — is :class:`~.base.SpatialDPAlgorithm`'s.
docs/odflows.md has the formulas and the proof of the sparse path.
"""

import math
from dataclasses import dataclass

import numpy as np
from qgis.core import (
    QgsFeature,
    QgsFeatureRequest,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsPointXY,
    QgsProcessing,
    QgsProcessingException,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterNumber,
    QgsProcessingUtils,
    QgsWkbTypes,
)

from ...core import Domain
from ...core.mechanisms.odflows import DENSE_PAIRS, MARGINAL_SHARE, od_flows
from ...core.odhierarchy import PARENT_SHARE
from ...core.odzones import PolygonZones, join_trips
from ...core.synopsis import Synopsis
from ...core.uncertainty import Uncertainty
from .. import compat, flowstyle, postgis, sanity
from ..destination import layer_file
from ..io import Cancelled, Stage, plain, synopsis_fields
from ..odpostgis import DatabaseTrips
from ..polygonlayer import polygon_source, read_polygons, write_features
from .base import SpatialDPAlgorithm
from .polygons import PARENT

FLOW_FIELDS = (("origin", compat.LONG_LONG), ("destination", compat.LONG_LONG),
               ("noisy_count", compat.DOUBLE), ("noise_sd", compat.DOUBLE), ("moe90", compat.DOUBLE),
               ("direction", compat.DOUBLE))
ZONE_FIELDS = ("incoming", "incoming_sd", "incoming_moe90")
#: the fields the polygon zones' output adds to the polygons' own
POLYGON_ZONE_FIELDS = ("zone", "noisy_count", "noise_sd", "moe90", "density") + ZONE_FIELDS


@dataclass
class Trips:
    """The trips read: origins ``x, y`` (what the release register fingerprints), destinations."""

    x: np.ndarray
    y: np.ndarray
    dx: np.ndarray
    dy: np.ndarray
    users: np.ndarray = None
    skipped: int = 0


def bearing(x0, y0, x1, y1):
    """The direction of each flow in degrees clockwise from grid north (0 for a zone's own trips)."""
    return np.degrees(np.arctan2(x1 - x0, y1 - y0)) % 360


def read_trips(source, kind, user_field, dest, feedback):
    """Origins, destinations and user ids of the features; those without both ends are skipped."""
    names = source.fields().names()
    wanted = [user_field] if user_field else []
    lines = kind == QgsWkbTypes.GeometryType.LineGeometry
    if not lines:
        wanted += dest
    request = QgsFeatureRequest().setSubsetOfAttributes([names.index(n) for n in wanted])
    rows, users, skipped = [], [], 0
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
    data = np.array(rows, dtype=float).reshape(-1, 4)
    return Trips(*data.T, users=np.array(users) if user_field else None, skipped=skipped)


class PolygonZoneReader:
    """The zones' public polygon layer (:attr:`POLYGONS`, with an optional :attr:`PARENT_FIELD`) of
    spatialdp:odflows and spatialdp:evaluateflows, checked and read by :mod:`..polygonlayer`."""

    POLYGONS = "POLYGONS"
    PARENT_FIELD = "PARENT_FIELD"

    def polygonSource(self, parameters, context):  # noqa: N802
        """The polygon layer, refused with one sentence unless it holds polygons in a known CRS."""
        return polygon_source(self, parameters, self.POLYGONS, context)

    def readPolygons(self, parameters, context, crs, feedback):  # noqa: N802
        """The polygons of :attr:`POLYGONS` in ``crs`` with the values of :attr:`PARENT_FIELD` (if given)
        as :data:`.polygons.PARENT` (:func:`..polygonlayer.read_polygons`)."""
        parent_field = self.parameterAsString(parameters, self.PARENT_FIELD, context)
        return read_polygons(self.polygonSource(parameters, context), crs,
                             {PARENT: parent_field} if parent_field else {}, context, feedback)


class OdFlowsAlgorithm(PolygonZoneReader, SpatialDPAlgorithm):
    algorithm_id = "odflows"
    docs_page = "odflows.md"
    counts_in_database = True
    DEST_X = "DEST_X"
    DEST_Y = "DEST_Y"
    DESTINATIONS = "DESTINATIONS"
    TRIP_ID = "TRIP_ID"
    DEST_TRIP_ID = "DEST_TRIP_ID"
    MARGINAL_SHARE = "MARGINAL_SHARE"
    THRESHOLD = "THRESHOLD"
    SPARSE = "SPARSE"
    PARENT_BLOCK = "PARENT_BLOCK"
    PARENT_SHARE = "PARENT_SHARE"
    ZONES = "ZONES"
    MATRIX = "MATRIX"
    PARENT_FLOWS = "PARENT_FLOWS"

    def displayName(self):  # noqa: N802
        return self.tr("Private origin–destination flows")

    def shortHelpString(self):  # noqa: N802
        return self.audienceHelp(self.tr(
            "This one is for transport planners who hold the trips themselves (taxi, bike-share, "
            "commuting data) and publish the flows between zones.")) + self.tr(
            "<p>Counts trips between the zones of a square grid — taxi rides, bike-share rentals, "
            "commutes — and releases the origin–destination matrix with differential privacy: "
            "every ordered pair of zones gets exact discrete Laplace noise, so a zero flow is as "
            "noisy as any other.</p>"
            "<p><b>Input trips</b>: a line layer (each trip from its first to its last vertex) or a "
            "point layer of origins with the <b>Destination X field</b> and <b>Destination Y field</b> "
            "(same CRS), or with a layer of <b>Destination points</b> joined by the <b>Trip id field of "
            "the origins</b> and the <b>Trip id field of the destinations</b> (a trip missing an end, "
            "or whose id occurs twice in a layer, is left out and counted in the log). "
            "<b>Public extent</b>: the domain gridded into zones; trips with an end outside it are "
            "ignored. <b>Grid size m</b>: m×m zones (0: a guideline from the number of trips "
            "and ε). <b>Zones: public polygons</b> (optional): count between these polygons instead "
            "of a grid; an end in no polygon counts in one extra zone, outside, so every trip "
            "counts. <b>Privacy budget ε</b>: smaller is more private and noisier.</p>"
            "<p><b>Parent field of the zones</b>, or for a grid <b>Parent zones: blocks of b×b "
            "cells</b> (advanced): the flows between parents are released too, with a <b>Share of ε "
            "for the parent flows</b> (advanced, default {:g}), and the zones' flows made to add up "
            "to them; on a sparse release only the zones inside the larger parent flows are "
            "released, which finds the large flows among many zones.</p>"
            "<p><b>Share of ε for the zone totals</b> (advanced, default {:g}): the zones' outgoing "
            "and incoming totals are released with that share and made consistent with the matrix "
            "by weighted least squares; 0 sums them from the matrix.</p>"
            "<p><b>Publication threshold</b> (advanced): publish only flows whose noisy count is at "
            "least this. Above {:,} pairs, or with <b>Sparse release</b>, the matrix is drawn without "
            "materialising the empty pairs (exact noise-then-threshold).</p>"
            "<p><b>User id field</b> and <b>Maximum points per user (k)</b>: with a user id, the unit "
            "of privacy is a person with at most k trips (a uniform sample of their trips is kept). "
            "<b>Random seed</b> (advanced): reproducible noise for testing only; never publish a "
            "seeded release.</p>"
            "<p><b>Private flows</b>: lines between zone centroids with origin, destination, "
            "noisy_count, noise_sd, moe90 and direction; <b>Private zones</b>: each zone with its "
            "outgoing total (noisy_count) and incoming total; <b>OD matrix</b> (optional): the same "
            "flows as a table; <b>Parent flows</b> (optional): the flows between parents as a table."
            "</p>").format(PARENT_SHARE, MARGINAL_SHARE, DENSE_PAIRS) \
            + self.pushDownHelp() + self.logHelp() + self.docsLink()

    def inputParameter(self):  # noqa: N802
        return QgsProcessingParameterFeatureSource(
            self.INPUT, self.tr("Input trips (lines, or origin points)"),
            [QgsProcessing.SourceType.TypeVectorLine, QgsProcessing.SourceType.TypeVectorPoint])

    def initMechanismParameters(self):
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
        self.addParameter(QgsProcessingParameterNumber(
            self.GRID_SIZE, self.tr("Grid size m (m×m zones; 0: guideline)"),
            QgsProcessingParameterNumber.Type.Integer, 0, minValue=0))
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.POLYGONS, self.tr("Zones: public polygons (instead of a grid)"),
            [QgsProcessing.SourceType.TypeVectorPolygon], optional=True))
        self.addParameter(QgsProcessingParameterField(
            self.PARENT_FIELD, self.tr("Parent field of the zones (nested zones, e.g. the district)"),
            parentLayerParameterName=self.POLYGONS, optional=True))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.PARENT_BLOCK, self.tr("Parent zones of the grid: blocks of b×b cells (0: none)"),
            QgsProcessingParameterNumber.Type.Integer, 0, minValue=0))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.PARENT_SHARE, self.tr("Share of ε for the parent flows"),
            QgsProcessingParameterNumber.Type.Double, PARENT_SHARE, minValue=0.01, maxValue=0.99))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.MARGINAL_SHARE, self.tr("Share of ε for the zone totals"),
            QgsProcessingParameterNumber.Type.Double, MARGINAL_SHARE, minValue=0.0, maxValue=0.9))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.THRESHOLD, self.tr("Publication threshold (publish flows with a noisy count ≥)"),
            QgsProcessingParameterNumber.Type.Integer, None, optional=True, minValue=1))
        self.addAdvanced(QgsProcessingParameterBoolean(
            self.SPARSE, self.tr("Sparse release (never materialise the empty pairs)"), False))

    def initOutputs(self):
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.OUTPUT, self.tr("Private flows"), QgsProcessing.SourceType.TypeVectorLine))
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.ZONES, self.tr("Private zones"), QgsProcessing.SourceType.TypeVectorPolygon))
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.MATRIX, self.tr("OD matrix (table)"), QgsProcessing.SourceType.TypeVector,
            optional=True, createByDefault=False))
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.PARENT_FLOWS, self.tr("Parent flows (table)"), QgsProcessing.SourceType.TypeVector,
            optional=True, createByDefault=False))

    def inputFiles(self, parameters, context):  # noqa: N802
        return super().inputFiles(parameters, context) + [
            layer_file(self.parameterAsVectorLayer(parameters, name, context))
            for name in (self.POLYGONS, self.DESTINATIONS) if parameters.get(name) not in (None, "")]

    # --- what is known before the data -------------------------------------
    def polygonZones(self, parameters):  # noqa: N802
        return parameters.get(self.POLYGONS) not in (None, "")

    def zoneCount(self, parameters, context):  # noqa: N802
        """Z as far as known before the data: the polygons + 1 (outside), or m² (0: the guideline's)."""
        if self.polygonZones(parameters):
            return self.polygonSource(parameters, context).featureCount() + 1
        return self.givenGridSize(parameters, context) ** 2

    def sparse(self, parameters, context):
        """Whether the sparse path applies: asked for, or forced above DENSE_PAIRS pairs."""
        z = self.zoneCount(parameters, context)
        return self.parameterAsBool(parameters, self.SPARSE, context) or z * z > DENSE_PAIRS

    def requestedCells(self, parameters, context):  # noqa: N802
        """The flows written: Z² on the dense path (refused above the output limit before any noise),
        the zones on the sparse path (its flows are bounded when the threshold is known)."""
        z = self.zoneCount(parameters, context)
        return z if self.sparse(parameters, context) else z * z

    def checkBeforeReading(self, parameters, context):  # noqa: N802
        """The zones' polygon layer: polygons in a known CRS, without the fields the output adds;
        the parent field and the destination layer's fields only with what they belong to."""
        super().checkBeforeReading(parameters, context)
        if self.polygonZones(parameters):
            names = self.polygonSource(parameters, context).fields().names()
            taken = [name for name in POLYGON_ZONE_FIELDS if name in names]
            if taken:
                raise QgsProcessingException(self.tr(
                    "The zones' polygon layer already has the field(s) {}, which the output adds; "
                    "rename or remove them first.").format(", ".join(taken)))
        elif self.parameterAsString(parameters, self.PARENT_FIELD, context):
            raise QgsProcessingException(self.tr(
                "A parent field needs the zones' polygon layer; for a grid give blocks of cells instead."))
        joined = parameters.get(self.DESTINATIONS) not in (None, "")
        ids = [self.parameterAsString(parameters, n, context) for n in (self.TRIP_ID, self.DEST_TRIP_ID)]
        if joined and not all(ids):
            raise QgsProcessingException(self.tr(
                "Destination points are joined by trip id: choose the trip id field of both layers."))
        if not joined and any(ids):
            raise QgsProcessingException(self.tr(
                "A trip id field needs the layer of destination points to join."))

    def extraInputFields(self, parameters, context):
        return [self.parameterAsString(parameters, name, context) for name in (self.DEST_X, self.DEST_Y)
                if self.parameterAsString(parameters, name, context)]

    # --- the run -------------------------------------------------------------
    def _process(self, parameters, context, feedback):
        source = self.parameterAsSource(parameters, self.INPUT, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.INPUT))
        kind = QgsWkbTypes.geometryType(source.wkbType())
        dest = self.extraInputFields(parameters, context)
        joined = parameters.get(self.DESTINATIONS) not in (None, "")
        if kind == QgsWkbTypes.GeometryType.PointGeometry and len(dest) != 2 and not joined:
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
        epsilon = self.parameterAsEpsilon(parameters, context)
        self.checkBeforeReading(parameters, context)
        self.warnTableFormats(parameters, context, feedback)
        for warning in (sanity.epsilon_warning(epsilon, local=False),
                        None if self.sparse(parameters, context) else
                        sanity.size_warning(self.requestedCells(parameters, context))):
            if warning:
                feedback.pushWarning(warning)
        user_field = self.parameterAsString(parameters, self.USER_FIELD, context)
        fields = ([user_field] if user_field else []) + (dest if kind == QgsWkbTypes.GeometryType.PointGeometry else [])
        self.checkInputFields(source, None, fields, parameters, context)
        k = self.parameterAsInt(parameters, self.MAX_PER_USER, context) if user_field else None
        database = self.tripDatabase(parameters, context, kind, user_field, feedback)
        if database is None and joined:
            trips = self.readJoinedTrips(source, crs, user_field, parameters, context, feedback)
        elif database is None:
            trips = read_trips(source, kind, user_field, dest, feedback)
            if trips.skipped:
                feedback.pushWarning(self.tr("{:,} features without a usable origin and destination "
                                             "were skipped.").format(trips.skipped))
            feedback.pushInfo(self.tr("Read {:,} trips.").format(len(trips.x)))
        else:
            trips = Trips(None, None, None, None)  # they stay in the database
        self._registration.points_read(trips, crs)  # before any noise is drawn
        feedback.setProgress(40)
        self._polygons = self.readPolygons(parameters, context, crs, feedback) \
            if self.polygonZones(parameters) else None
        if self._polygons is not None and (parameters.get(self.EXTENT) not in (None, "")
                                           or self.givenGridSize(parameters, context)
                                           or self.parameterAsInt(parameters, self.PARENT_BLOCK, context)):
            feedback.pushWarning(self.tr("The zones are the polygons: the public extent, the grid size and "
                                         "the blocks of cells are not used."))
        zones = self.polygonZoning(self._polygons)
        domain = self.tripDomain(parameters, context, crs, trips, feedback) if zones is None else \
            Domain(*np.r_[zones.polygon_set.bbox[:, :2].min(axis=0), zones.polygon_set.bbox[:, 2:].max(axis=0)])
        rng = self.releaseGenerator(parameters, context, feedback)
        size = self.givenGridSize(parameters, context)
        self._released = True
        counts = None if database is None else DatabaseTrips(
            database, domain, rng, database.columns.get(user_field), k)
        flows = od_flows(
            rng, ox=trips.x, oy=trips.y, dx=trips.dx, dy=trips.dy, domain=domain, epsilon=epsilon,
            grid_size=size or None, user_ids=trips.users, max_per_user=k, counts=counts,
            marginal_share=self.parameterAsDouble(parameters, self.MARGINAL_SHARE, context),
            threshold=self.optionalNumber(parameters, self.THRESHOLD, context, integer=True),
            sparse=True if self.sparse(parameters, context) else None, zones=zones,
            parent_of=None if zones is None else zones.parent_of,
            parent_block=self.parameterAsInt(parameters, self.PARENT_BLOCK, context) or None,
            parent_share=self.parameterAsDouble(parameters, self.PARENT_SHARE, context))
        self._flows = flows
        synopsis = self.zoneSynopsis(flows)
        extra = {"user_field": user_field} if user_field else {}
        if joined:  # field names only: how many trips were left out is data, for the log alone
            extra["trip_id_fields"] = [self.parameterAsString(parameters, n, context)
                                       for n in (self.TRIP_ID, self.DEST_TRIP_ID)]
        extra["counted_in_database"] = database is not None
        return self.finish(synopsis, parameters, context, feedback, crs, extra)

    def tripDatabase(self, parameters, context, kind, user_field, feedback):  # noqa: N802
        """The PostGIS table of a line layer whose trips are counted in the database
        (:mod:`..odpostgis`), or None — with the log's line saying which path and why."""
        value = parameters.get(self.INPUT)
        layer = self.parameterAsVectorLayer(parameters, self.INPUT, context) \
            or postgis.definition_layer(value, context)
        if not postgis.is_database_layer(layer):
            return None
        fields = [user_field] if user_field else []
        if self.polygonZones(parameters):
            reason = self.tr("the zones are polygons, located by the plugin's point-in-polygon rule")
        elif kind != QgsWkbTypes.GeometryType.LineGeometry:
            reason = self.tr("origin points with destination fields are read through QGIS")
        elif parameters.get(self.EXTENT) in (None, ""):
            reason = self.tr("no public extent is given")
        elif not self.parameterAsBool(parameters, self.PUSH_DOWN, context):
            reason = postgis.switched_off()
        elif QgsWkbTypes.isMultiType(layer.wkbType()):
            reason = self.tr("the layer holds multi-part lines")
        else:
            reason = postgis.refusal(layer, value, fields)
        feedback.pushInfo(postgis.path_note(reason))
        if reason is not None:
            return None
        self._database = postgis.Database(layer, fields)  # its snapshot ends with the run (base)
        return self._database

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
        ox, oy, o_ids, users, o_skipped = self.readPoints(source, QgsFeatureRequest(), trip_id, user_field, feedback)
        dx, dy, d_ids, _, d_skipped = self.readPoints(destinations, request, dest_id, None, feedback)
        joined = join_trips(o_ids, d_ids)
        if joined.missing or joined.duplicated:
            feedback.pushWarning(self.tr(
                "{:,} trips miss an end (an id in one layer only) and {:,} trip ids occur more than once in "
                "a layer; both are left out (docs/odflows.md §1).").format(joined.missing, joined.duplicated))
        o, d = joined.origin_rows, joined.destination_rows
        feedback.pushInfo(self.tr("Joined {:,} trips by trip id. Each trip id counts at most once, so the "
                                  "sensitivity stays 1 per trip (k per user).").format(len(o)))
        return Trips(ox[o], oy[o], dx[d], dy[d], users=users[o] if user_field else None,
                     skipped=o_skipped + d_skipped)

    def readPoints(self, source, request, id_field, user_field, feedback):  # noqa: N802
        """The points of ``source`` with a usable position and id (and user): x, y, ids as text,
        users, and how many features were skipped."""
        names = source.fields().names()
        wanted = [id_field] + ([user_field] if user_field else [])
        request.setSubsetOfAttributes([names.index(n) for n in wanted])
        xs, ys, ids, users, skipped = [], [], [], [], 0
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
        return (np.array(xs, dtype=float), np.array(ys, dtype=float), np.array(ids, dtype=str),
                np.array(users, dtype=str), skipped)

    @staticmethod
    def polygonZoning(polygons):  # noqa: N802
        """The :class:`core.odzones.PolygonZones` of the polygons read (None: a grid), parents numbered
        by their values' order."""
        if polygons is None:
            return None
        parents = None
        if PARENT in polygons.values:
            _, parents = np.unique(polygons.values[PARENT].astype(str), return_inverse=True)
        return PolygonZones(polygons.polygon_set, parents)

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

    def zoneSynopsis(self, flows):  # noqa: N802
        """The zones as a synopsis: noisy_count is the outgoing total, the incoming total an extra column
        (polygon zones: their bounding boxes, the outside zone the whole extent's)."""
        m, z = flows.grid_size, flows.n_zones
        totals = flows.totals
        method = f"{flows.method}; zone totals: noise_sd {totals.out_sd:.4g} (outgoing), {totals.in_sd:.4g} (incoming)"
        rects = flows.domain.grid_rects(m, m) if flows.zones is None else \
            np.vstack([flows.zones.polygon_set.bbox, [flows.domain.as_tuple()]])
        synopsis = Synopsis(
            "ODflows", flows.domain, rects, totals.outgoing,
            np.ones(z, dtype=np.int64), np.full(z, -1), flows.ledger, flows.params,
            uncertainty=Uncertainty(np.full(z, totals.out_sd**2), np.full(z, totals.out_moe90), method),
            **flows.randomness)
        return synopsis

    def outputFields(self):
        return synopsis_fields([QgsField(name, compat.DOUBLE) for name in ZONE_FIELDS])

    def extraColumns(self, synopsis, cells):
        totals = self._flows.totals
        return {"incoming": totals.incoming[cells], "incoming_sd": np.full(len(cells), totals.in_sd),
                "incoming_moe90": np.full(len(cells), totals.in_moe90)}

    def writeOutputs(self, synopsis, record, parameters, context, feedback, crs):
        flows = self._flows
        threshold = self.optionalNumber(parameters, self.THRESHOLD, context, integer=True)
        shown = np.ones(len(flows.counts), dtype=bool) if threshold is None else flows.counts >= threshold
        if threshold is not None:
            record["parameters"]["publication_threshold"] = threshold
        polygons, self._polygons = self._polygons, None
        centre = synopsis.rects.reshape(-1, 2, 2).mean(axis=1) if polygons is None else self.zoneCentres(polygons)
        o, d = flows.origin[shown], flows.destination[shown]
        columns = {"origin": o, "destination": d, "noisy_count": flows.counts[shown],
                   "noise_sd": np.broadcast_to(flows.noise_sd, flows.counts.shape)[shown],
                   "moe90": np.broadcast_to(flows.moe90, flows.counts.shape)[shown],
                   "direction": bearing(centre[o, 0], centre[o, 1], centre[d, 0], centre[d, 1])}
        fields = QgsFields()
        for name, kind in FLOW_FIELDS:
            fields.append(QgsField(name, kind))
        results = {self.OUTPUT: self.writeFlows(self.OUTPUT, fields, columns, centre, record, parameters,
                                                context, feedback, crs, threshold)}
        if polygons is None:
            results[self.ZONES] = self.writeSink(self.ZONES, synopsis, np.arange(synopsis.n_cells), record,
                                                 parameters, context, feedback, crs, progress=(80, 90))
        else:
            results[self.ZONES] = self.writePolygonZones(polygons, synopsis, record, parameters, context,
                                                         feedback, crs)
        if parameters.get(self.MATRIX) not in (None, ""):
            results[self.MATRIX] = self.writeFlows(self.MATRIX, fields, columns, None, record, parameters,
                                                   context, feedback, crs, threshold)
        if parameters.get(self.PARENT_FLOWS) not in (None, "") and flows.parents is not None:
            p = flows.parents
            parent_columns = {"origin": p.origin, "destination": p.destination, "noisy_count": p.counts,
                              "noise_sd": p.noise_sd, "moe90": p.moe90, "direction": np.full(len(p.counts), np.nan)}
            results[self.PARENT_FLOWS] = self.writeFlows(self.PARENT_FLOWS, fields, parent_columns, None, record,
                                                         parameters, context, feedback, crs, None)
        return results

    @staticmethod
    def zoneCentres(polygons):  # noqa: N802
        """A point on each polygon's surface (its flows' ends), NaN for an empty one and the outside zone."""
        centres = np.full((len(polygons.geometries) + 1, 2), np.nan)
        for i, geometry in enumerate(polygons.geometries):
            if not geometry.isEmpty():
                point = geometry.pointOnSurface().asPoint()
                centres[i] = point.x(), point.y()
        return centres

    def writePolygonZones(self, polygons, synopsis, record, parameters, context, feedback, crs):  # noqa: N802
        """The polygons as read and one feature without geometry for the outside zone, with the zone
        id, the outgoing total (noisy_count, noise_sd, moe90, density) and the incoming total."""
        fields = QgsFields(polygons.fields)
        for name in POLYGON_ZONE_FIELDS:
            fields.append(QgsField(name, compat.LONG_LONG if name == "zone" else compat.DOUBLE))
        cells = np.arange(synopsis.n_cells)
        columns = self.publish({"noisy_count": synopsis.counts, "noise_sd": synopsis.uncertainty.noise_sd(cells),
                                "moe90": synopsis.uncertainty.margin(cells)},
                               np.r_[polygons.areas, np.nan], parameters, context, crs, fields)
        columns.update(self.extraColumns(synopsis, cells), zone=cells)
        outside = QgsFeature(polygons.fields)
        return write_features(self, self.ZONES, polygons.features + [outside], fields, columns,
                              wkb_type=polygons.wkb_type, record=record, parameters=parameters, context=context,
                              crs=crs, feedback=Stage(feedback, 80, 90))

    def writeFlows(self, name, fields, columns, centre, record, parameters, context, feedback, crs,  # noqa: N802
                   threshold):
        """Flows as lines between zone centroids (``centre``), or as a table (``centre`` None)."""
        values = [[None if v != v else v for v in np.asarray(columns[f.name()], dtype=object).tolist()]
                  for f in fields]  # NaN (no direction: a flow of the outside zone) as NULL
        origin, destination = columns["origin"], columns["destination"]

        def fill(sink):
            for i in range(len(origin)):
                if i % 10000 == 0 and feedback.isCanceled():
                    raise Cancelled()
                feature = QgsFeature(fields)
                feature.setAttributes([v[i] for v in values])
                # a zone's own trips, and the outside zone's: no line
                if centre is not None and origin[i] != destination[i] \
                        and np.isfinite(centre[[origin[i], destination[i]]]).all():
                    a, b = centre[origin[i]], centre[destination[i]]
                    feature.setGeometry(QgsGeometry.fromPolylineXY(
                        [QgsPointXY(float(a[0]), float(a[1])), QgsPointXY(float(b[0]), float(b[1]))]))
                sink.addFeature(feature)

        kind = QgsWkbTypes.Type.LineString if centre is not None else QgsWkbTypes.Type.NoGeometry
        style = flowstyle.FlowStyle(float(np.max(columns["noisy_count"], initial=1.0)), threshold) \
            if centre is not None else None
        dest_id = self.fillSink(parameters, name, context, fields, kind, crs, fill,
                                lambda written: flowstyle.persist(written, record, style))
        if dest_id is None:
            return None
        self._outputs[dest_id] = (record, style)
        if context.willLoadLayerOnCompletion(dest_id):
            details = context.layerToLoadOnCompletionDetails(dest_id)
            details.name = self.outputLayerName(details, record)
            details.setPostProcessor(flowstyle.FlowPostProcessor.create(record, style))
        return dest_id

    def postProcessAlgorithm(self, context, feedback):
        """Style the flows and table (temporary layers) here, the zones as every grid."""
        for dest_id, (record, style) in list(self._outputs.items()):
            if isinstance(style, flowstyle.FlowStyle) or style is None:
                self._outputs.pop(dest_id)
                if not context.willLoadLayerOnCompletion(dest_id):
                    layer = QgsProcessingUtils.mapLayerFromString(dest_id, context, False)
                    if layer is not None:
                        flowstyle.decorate(layer, record, style)
        return super().postProcessAlgorithm(context, feedback)
