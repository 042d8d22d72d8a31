"""Processing algorithm spatialdp:evaluateflows — OD queries against the true trips (issue 27 item 6).

Not a privacy mechanism: it reads the true trips, like spatialdp:evaluate, and its results are
not private. The flows of a release of spatialdp:odflows (its flow lines or its matrix table)
answer planners' questions — the trips between two groups of zones, the largest flows, the zones'
totals — and :mod:`core.odevaluation` measures the answers against the true trips located in the
same zones (the release's grid, from its record, or the public polygons it was made with).
docs/odflows.md §6c.
"""

import numpy as np
from qgis.core import (
    QgsProcessing,
    QgsProcessingAlgorithm,
    QgsProcessingException,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterNumber,
    QgsProcessingParameterVectorLayer,
    QgsWkbTypes,
)

from ...core import Domain
from ...core.odevaluation import group_errors, rectangle_groups, top_k_recall, total_errors
from ...core.odzones import GridZones
from .. import compat
from ..output import read_record
from .evaluate import EvaluationGroup
from .odflows import OdFlowsAlgorithm, PolygonZoneReader
from .trips import read_trips

_FIELDS = (("metric", compat.STRING), ("statistic", compat.STRING), ("value", compat.DOUBLE))
#: the number of largest flows whose recovery is measured
TOP_K = 100


class EvaluateFlowsAlgorithm(PolygonZoneReader, EvaluationGroup, QgsProcessingAlgorithm):
    INPUT = "INPUT"
    FLOWS = "FLOWS"
    QUERIES = "QUERIES"
    SEED = "SEED"
    OUTPUT = "OUTPUT"
    docs_page = "odflows.md"

    def name(self):
        return "evaluateflows"

    def displayName(self):  # noqa: N802
        return self.tr("Evaluate released OD flows (uses the true trips)")

    def shortHelpString(self):  # noqa: N802
        return self.audienceHelp(self.tr(
            "This one compares released flows with the true trips; its results are not private.")) + self.tr(
            "<p>Measures how well the flows released by 'Private origin–destination flows' answer "
            "planners' questions, against the <b>true trips</b>. <b>The results are not private</b>: "
            "do not publish them with the release.</p>"
            "<p><b>True trips (not private)</b>: the line layer the flows were released from. "
            "<b>Released flows</b>: the flows or the OD matrix table of a release; its record gives "
            "the grid. <b>Zones: public polygons</b>: the same polygon layer, for a release between "
            "polygons. <b>Queries</b>: how many random pairs of rectangles are asked; "
            "<b>Seed of the random queries</b>: the same seed asks the same rectangles.</p>"
            "<p><b>Error table</b>: the relative error of the trips between the zones in one rectangle "
            "and those in another (divided by the true number, or by 0.1 % of all trips if that is "
            "more; mean and percentiles), the share of the {} largest true flows among the {} "
            "largest released ones, and the mean absolute errors of the zones' outgoing and incoming "
            "totals summed from the released flows.</p>").format(TOP_K, TOP_K) + self.docsLink()

    def initAlgorithm(self, config=None):  # noqa: N802
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.INPUT, self.tr("True trips (not private)"), [QgsProcessing.SourceType.TypeVectorLine]))
        self.addParameter(QgsProcessingParameterVectorLayer(
            self.FLOWS, self.tr("Released flows"), [QgsProcessing.SourceType.TypeVector]))
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.POLYGONS, self.tr("Zones: public polygons (instead of a grid)"),
            [QgsProcessing.SourceType.TypeVectorPolygon], optional=True))
        self.addParameter(QgsProcessingParameterNumber(
            self.QUERIES, self.tr("Queries"), QgsProcessingParameterNumber.Type.Integer, 200, minValue=1,
            maxValue=10_000))
        self.addParameter(QgsProcessingParameterNumber(
            self.SEED, self.tr("Seed of the random queries"), QgsProcessingParameterNumber.Type.Integer, 1,
            minValue=0))
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.OUTPUT, self.tr("Error table"), QgsProcessing.SourceType.TypeVector))

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802
        source = self.parameterAsSource(parameters, self.INPUT, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.INPUT))
        layer = self.parameterAsVectorLayer(parameters, self.FLOWS, context)
        record = read_record(layer) if layer is not None else None
        if record is None or record.get("mechanism") != "ODflows":
            raise QgsProcessingException(self.tr(
                "The released flows must be an output of 'Private origin–destination flows' (its flows "
                "or its OD matrix table, with its release record)."))
        names = layer.fields().names()
        if not {"origin", "destination", "noisy_count"} <= set(names):
            raise QgsProcessingException(self.tr(
                "The released flows need the fields origin, destination and noisy_count."))
        feedback.pushWarning(self.tr("The evaluation uses the true trips: its results are not private."))
        crs = source.sourceCrs()
        zones, centres, domain = self.releaseZones(record, parameters, context, crs, feedback)
        trips = read_trips(source, QgsWkbTypes.GeometryType.LineGeometry, "", [], feedback)
        kept = zones.keeps(trips.x, trips.y, trips.dx, trips.dy)
        z = zones.n
        keys, counts = np.unique(zones.locate(trips.x[kept], trips.y[kept]) * z
                                 + zones.locate(trips.dx[kept], trips.dy[kept]), return_counts=True)
        flows = np.array([(f["origin"], f["destination"], f["noisy_count"]) for f in layer.getFeatures()],
                         dtype=float).reshape(-1, 3)
        if len(flows) and (flows[:, :2].min() < 0 or flows[:, :2].max() >= z):
            raise QgsProcessingException(self.tr(
                "The released flows name zones that the release's {:,} zones do not have.").format(z))
        pairs, values = (flows[:, 0] * z + flows[:, 1]).astype(np.int64), flows[:, 2]
        rng = np.random.default_rng(self.parameterAsInt(parameters, self.SEED, context))
        n = self.parameterAsInt(parameters, self.QUERIES, context)
        groups = [rectangle_groups(centres, domain.as_tuple(), n, rng) for _ in range(2)]
        rows = [("flows between zone groups: relative error", k, v)
                for k, v in group_errors(pairs, values, keys, counts, z, groups=groups).items()]
        rows.append((f"top-{TOP_K} flows recovered", "share", top_k_recall(pairs, values, keys, counts, TOP_K)))
        true_out = np.bincount(keys // z, weights=counts, minlength=z)
        true_in = np.bincount(keys % z, weights=counts, minlength=z)
        out_mae, in_mae = total_errors(np.bincount(pairs // z, weights=values, minlength=z),
                                       np.bincount(pairs % z, weights=values, minlength=z), true_out, true_in)
        rows += [("outgoing totals: absolute error", "mean", out_mae),
                 ("incoming totals: absolute error", "mean", in_mae)]
        feedback.pushInfo(self.tr("{:,} true trips in {:,} zones; {:,} released flows.").format(
            int(counts.sum()), z, len(pairs)))
        table = [dict(zip(("metric", "statistic", "value"), (m, k, float(v)))) for m, k, v in rows]
        return {self.OUTPUT: self.writeTable(table, _FIELDS, parameters, context)}

    def releaseZones(self, record, parameters, context, crs, feedback):  # noqa: N802
        """The zones of the release — its grid from the record, or the polygons given — their
        centres (for the groups) and the domain."""
        params, extent = record.get("parameters", {}), record.get("domain", {}).get("extent")
        if params.get("grid_size"):
            domain = Domain(*extent)
            m = int(params["grid_size"])
            return GridZones(domain, m), domain.grid_rects(m, m).reshape(-1, 2, 2).mean(axis=1), domain
        if parameters.get(self.POLYGONS) in (None, ""):
            raise QgsProcessingException(self.tr(
                "The release counted between polygons: give the same polygon layer as its zones."))
        polygons = self.readPolygons(parameters, context, crs, feedback)
        zones = OdFlowsAlgorithm.polygonZoning(polygons)
        if zones.n != params.get("zones"):
            raise QgsProcessingException(self.tr(
                "The polygon layer has {:,} polygons, the release {:,} zones (with the outside one); give "
                "the polygon layer of the release.").format(zones.n - 1, params.get("zones") or 0))
        return zones, OdFlowsAlgorithm.zoneCentres(polygons), Domain(*extent)
