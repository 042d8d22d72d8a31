"""Processing algorithm spatialdp:odflows — private origin–destination flows (issue 27).

Its identity, parameters and help are declared in :data:`core.catalogue.OD_FLOWS`, and its trips
are read by :class:`.trips.TripsAlgorithm` (a line layer, origin points with destination fields,
or two point layers joined by a trip id); :func:`core.mechanisms.odflows.od_flows` releases the OD
matrix between the zones — the cells of a square grid over the public extent, or public polygons
(:class:`core.odzones.PolygonZones`, read by :mod:`..polygonlayer` through :class:`PolygonZoneReader`), with
optional parents — and this module writes the flows as lines between zone centroids (points on
the polygons' surface; :mod:`..flowstyle` styles them), the zones with their outgoing and
incoming totals, and optionally the matrix and the parent flows as long tables. Everything else — ε,
the unit of privacy, the seed, the record, the register — is :class:`~.base.SpatialDPAlgorithm`'s.
docs/odflows.md has the formulas and the proof of the sparse path.
"""

import numpy as np
from qgis.core import (
    QgsFeature,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsPointXY,
    QgsProcessing,
    QgsProcessingException,
    QgsProcessingParameterFeatureSink,
    QgsProcessingUtils,
    QgsWkbTypes,
)

from ...core import Domain
from ...core.catalogue import OD_FLOWS
from ...core.mechanisms.odflows import DENSE_PAIRS
from ...core.odzones import PolygonZones
from ...core.synopsis import Synopsis
from ...core.uncertainty import Uncertainty
from .. import compat, flowstyle, postgis, sanity
from ..io import Stage, add_in_batches, attribute_values, synopsis_fields
from ..odpostgis import DatabaseTrips
from ..polygonlayer import polygon_source, read_polygons, write_features
from .polygons import PARENT
from .trips import Trips, TripsAlgorithm

FLOW_FIELDS = (("origin", compat.LONG_LONG), ("destination", compat.LONG_LONG),
               ("noisy_count", compat.DOUBLE), ("noise_sd", compat.DOUBLE), ("moe90", compat.DOUBLE),
               ("direction", compat.DOUBLE))
ZONE_FIELDS = ("incoming", "incoming_sd", "incoming_moe90")
#: the fields the polygon zones' output adds to the polygons' own
POLYGON_ZONE_FIELDS = ("zone", "noisy_count", "noise_sd", "moe90", "density") + ZONE_FIELDS


def bearing(x0, y0, x1, y1):
    """The direction of each flow in degrees clockwise from grid north (0 for a zone's own trips)."""
    return np.degrees(np.arctan2(x1 - x0, y1 - y0)) % 360


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


class OdFlowsAlgorithm(PolygonZoneReader, TripsAlgorithm):
    """spatialdp:odflows, built from :data:`core.catalogue.OD_FLOWS`: the zones (a grid, or the
    declared polygons with their parents), the release and its outputs."""

    THRESHOLD = "THRESHOLD"
    SPARSE = "SPARSE"
    PARENT_BLOCK = "PARENT_BLOCK"
    ZONES = "ZONES"
    MATRIX = "MATRIX"
    PARENT_FLOWS = "PARENT_FLOWS"

    def __init__(self, mechanism=OD_FLOWS):
        super().__init__(mechanism)

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

    # --- what is known before the data -------------------------------------
    def polygonZones(self, parameters):  # noqa: N802
        return parameters.get(self.POLYGONS) not in (None, "")

    def zoneCount(self, parameters, context):  # noqa: N802
        """Z as far as known before the data: the polygons + 1 (outside), or m² (0: the guideline's)."""
        if self.polygonZones(parameters):
            return self.polygonSource(parameters, context).featureCount() + 1
        return self.givenGridSize(parameters, context) ** 2

    def sparse(self, parameters, context):
        """Whether the sparse path applies: asked for, or forced above DENSE_PAIRS pairs (never with
        periods, which are dense)."""
        z = self.zoneCount(parameters, context)
        return self.parameterAsBool(parameters, self.SPARSE, context) or (
            z * z > DENSE_PAIRS and not self.periodic(parameters, context))

    def periodic(self, parameters, context):
        """Whether the flows are counted per period (a time field is given)."""
        return bool(self.tableField(parameters, context, self.TIME_FIELD))

    def requestedCells(self, parameters, context):  # noqa: N802
        """The flows written: Z² on the dense path (refused above the output limit before any noise),
        the zones on the sparse path (its flows are bounded when the threshold is known)."""
        z = self.zoneCount(parameters, context)
        return z if self.sparse(parameters, context) else z * z

    def checkBeforeReading(self, parameters, context):  # noqa: N802
        """The zones' polygon layer: polygons in a known CRS, without the fields the output adds;
        the parent field only with the polygons."""
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
        if self.periodic(parameters, context) and (
                self.parameterAsBool(parameters, self.SPARSE, context)
                or self.parameterAsInt(parameters, self.PARENT_BLOCK, context)
                or self.parameterAsString(parameters, self.PARENT_FIELD, context)):
            raise QgsProcessingException(self.tr(
                "Flows per period are released on the dense path without parents: untick the sparse "
                "release and leave the parents empty, or leave the time field empty."))

    # --- the run -------------------------------------------------------------
    def _process(self, parameters, context, feedback):
        source, kind, crs = self.tripSource(parameters, context)
        epsilon = self.parameterAsEpsilon(parameters, context)
        self.checkBeforeReading(parameters, context)
        self.warnTableFormats(parameters, context, feedback)
        for warning in (sanity.epsilon_warning(epsilon, local=False),
                        None if self.sparse(parameters, context) else
                        sanity.size_warning(self.requestedCells(parameters, context))):
            if warning:
                feedback.pushWarning(warning)
        user_field = self.parameterAsString(parameters, self.USER_FIELD, context)
        dest = self.extraInputFields(parameters, context) if kind == QgsWkbTypes.GeometryType.PointGeometry else []
        self.checkInputFields(source, None, ([user_field] if user_field else []) + dest
                              + self.tableFields(parameters, context), parameters, context)
        k = self.parameterAsInt(parameters, self.MAX_PER_USER, context) if user_field else None
        database = self.tripDatabase(parameters, context, kind, user_field, feedback)
        if database is None:
            trips = self.readTrips(source, kind, crs, user_field, parameters, context, feedback)
        else:
            trips = Trips(None, None, None, None)  # they stay in the database
        self._registration.points_read(trips, crs)  # before any noise is drawn
        periods = None if database is not None else self.tableKeys(trips, parameters, context, feedback)
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
        self._released = True
        counts = None if database is None else DatabaseTrips(
            database, domain, rng, database.columns.get(user_field), k)
        flows = self.mechanism.release(
            rng, ox=trips.x, oy=trips.y, dx=trips.dx, dy=trips.dy, domain=domain, epsilon=epsilon,
            user_ids=trips.users, max_per_user=k, counts=counts, zones=zones,
            parent_of=None if zones is None else zones.parent_of, keys=periods, **self.arguments(parameters, context))
        self._flows = flows
        synopsis = self.zoneSynopsis(flows)
        extra = {"user_field": user_field} if user_field else {}
        if self.joined(parameters):  # field names only: how many trips were left out is data, for the log alone
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
        elif self.periodic(parameters, context):
            reason = self.tr("flows per period need the trips themselves")
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

    def zoneSynopsis(self, flows):  # noqa: N802
        """The zones as a synopsis: noisy_count is the outgoing total, the incoming total an extra column
        (polygon zones: their bounding boxes, the outside zone the whole extent's); with periods one
        entry per (period, zone), period-major (cell_id = period·Z + zone)."""
        m = flows.grid_size
        totals = flows.totals
        z = len(totals.outgoing)
        method = f"{flows.method}; zone totals: noise_sd {totals.out_sd:.4g} (outgoing), {totals.in_sd:.4g} (incoming)"
        rects = flows.domain.grid_rects(m, m) if flows.zones is None else \
            np.vstack([flows.zones.polygon_set.bbox, [flows.domain.as_tuple()]])
        synopsis = Synopsis(
            "ODflows", flows.domain, np.tile(rects, (z // len(rects), 1)), totals.outgoing,
            np.ones(z, dtype=np.int64), np.full(z, -1), flows.ledger, flows.params,
            uncertainty=Uncertainty(np.full(z, totals.out_sd**2), np.full(z, totals.out_moe90), method),
            notes=[] if flows.table is None else flows.table.notes(), **flows.randomness)
        return synopsis

    def periodFields(self):  # noqa: N802
        """t_start and t_end, with periods (none without)."""
        return [] if self._flows.table is None else [QgsField(n, compat.DATE_TIME) for n in ("t_start", "t_end")]

    def periodColumns(self, period):  # noqa: N802
        """t_start and t_end (epoch seconds) of each entry's ``period``, with periods."""
        if self._flows.table is None:
            return {}
        periods = self._flows.table.periods
        return {"t_start": periods.starts[period], "t_end": periods.ends[period]}

    def outputFields(self):
        return synopsis_fields([QgsField(name, compat.DOUBLE) for name in ZONE_FIELDS] + self.periodFields())

    def extraColumns(self, synopsis, cells):
        totals = self._flows.totals
        return {"incoming": totals.incoming[cells], "incoming_sd": np.full(len(cells), totals.in_sd),
                "incoming_moe90": np.full(len(cells), totals.in_moe90),
                **self.periodColumns(cells // self._flows.n_zones)}

    def writeOutputs(self, synopsis, record, parameters, context, feedback, crs):
        flows = self._flows
        threshold = self.optionalNumber(parameters, self.THRESHOLD, context, integer=True)
        shown = np.ones(len(flows.counts), dtype=bool) if threshold is None else flows.counts >= threshold
        if threshold is not None:
            record["parameters"]["publication_threshold"] = threshold
        polygons, self._polygons = self._polygons, None
        centre = synopsis.rects[:flows.n_zones].reshape(-1, 2, 2).mean(axis=1) if polygons is None else \
            self.zoneCentres(polygons)
        o, d = flows.origin[shown], flows.destination[shown]
        columns = {"origin": o, "destination": d, "noisy_count": flows.counts[shown],
                   "noise_sd": np.broadcast_to(flows.noise_sd, flows.counts.shape)[shown],
                   "moe90": np.broadcast_to(flows.moe90, flows.counts.shape)[shown],
                   "direction": bearing(centre[o, 0], centre[o, 1], centre[d, 0], centre[d, 1]),
                   **self.periodColumns(None if flows.period is None else flows.period[shown])}
        fields = QgsFields()
        for name, kind in FLOW_FIELDS:
            fields.append(QgsField(name, kind))
        for field in self.periodFields():
            fields.append(field)
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
        id, the outgoing total (noisy_count, noise_sd, moe90, density) and the incoming total (with
        periods: all of them once per period, with t_start and t_end)."""
        fields = QgsFields(polygons.fields)
        for name in POLYGON_ZONE_FIELDS:
            fields.append(QgsField(name, compat.LONG_LONG if name == "zone" else compat.DOUBLE))
        for field in self.periodFields():
            fields.append(field)
        cells = np.arange(synopsis.n_cells)
        zones = polygons.features + [QgsFeature(polygons.fields)]  # the outside zone last
        repeat = synopsis.n_cells // len(zones)
        columns = self.publish({"noisy_count": synopsis.counts, "noise_sd": synopsis.uncertainty.noise_sd(cells),
                                "moe90": synopsis.uncertainty.margin(cells)},
                               np.tile(np.r_[polygons.areas, np.nan], repeat), parameters, context, crs, fields)
        columns.update(self.extraColumns(synopsis, cells), zone=cells % len(zones))
        features = zones if repeat == 1 else [QgsFeature(f) for _ in range(repeat) for f in zones]
        return write_features(self, self.ZONES, features, fields, columns,
                              wkb_type=polygons.wkb_type, record=record, parameters=parameters, context=context,
                              crs=crs, feedback=Stage(feedback, 80, 90))

    def writeFlows(self, name, fields, columns, centre, record, parameters, context, feedback, crs,  # noqa: N802
                   threshold):
        """Flows as lines between zone centroids (``centre``), or as a table (``centre`` None)."""
        values = [attribute_values(f, columns[f.name()])
                  for f in fields]  # NaN (no direction: a flow of the outside zone) as NULL
        origin, destination = np.asarray(columns["origin"]), np.asarray(columns["destination"])
        # a zone's own trips, and the outside zone's (no centre): no line
        drawn = np.zeros(len(origin), dtype=bool) if centre is None else \
            (origin != destination) & np.isfinite(centre[origin]).all(axis=1) & np.isfinite(centre[destination]).all(axis=1)
        ends = np.zeros((len(origin), 4)) if centre is None else np.hstack([centre[origin], centre[destination]])

        def features():
            for attributes, line, (x0, y0, x1, y1) in zip(zip(*values), drawn.tolist(), ends.tolist()):
                feature = QgsFeature(fields)
                feature.setAttributes(list(attributes))
                if line:
                    feature.setGeometry(QgsGeometry.fromPolylineXY([QgsPointXY(x0, y0), QgsPointXY(x1, y1)]))
                yield feature

        def fill(sink):
            add_in_batches(sink, features(), len(origin), Stage(feedback, 60, 80))

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
