"""Processing algorithm spatialdp:evaluate — errors of released grids against the true points.

Not a privacy mechanism: it reads the true points, so it derives from
QgsProcessingAlgorithm directly and its results are not private (SPEC.md
§7). The work is :mod:`..evaluation_run` (shared with the dock widget).
"""

from qgis.core import (
    QgsFeature,
    QgsFeatureSink,
    QgsField,
    QgsFields,
    QgsProcessing,
    QgsProcessingAlgorithm,
    QgsProcessingException,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterEnum,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterFileDestination,
    QgsProcessingParameterMultipleLayers,
    QgsProcessingParameterNumber,
    QgsProcessingParameterString,
    QgsWkbTypes,
    QgsCoordinateReferenceSystem,
)

from ...core.evaluation import BALIOGLU, CUSTOM, QARDAJI, W2_GRID, EvaluationCancelled
from .. import compat, report
from ..evaluation_run import Stage, Workload, check_crs, evaluate_layers, parse_sizes
from ..io import Cancelled, is_point_source, read_points
from ..synopsis_layer import LayerSnapshot, is_released_layer
from .base import PluginAlgorithm

WORKLOAD_KINDS = (QARDAJI, BALIOGLU, CUSTOM)
_FIELDS = (("synopsis", compat.STRING), ("size", compat.STRING), ("width", compat.DOUBLE),
           ("height", compat.DOUBLE), ("metric", compat.STRING), ("queries", compat.INT),
           ("mean", compat.DOUBLE), ("p25", compat.DOUBLE), ("p50", compat.DOUBLE),
           ("p75", compat.DOUBLE), ("p95", compat.DOUBLE), ("note", compat.STRING))


class EvaluationGroup(PluginAlgorithm):
    """Group of the algorithms that are not privacy mechanisms (a mixin)."""

    def group(self):
        return self.tr("Evaluation and guidance")

    def groupId(self):  # noqa: N802
        return "evaluation"


class EvaluateAlgorithm(EvaluationGroup, QgsProcessingAlgorithm):
    INPUT = "INPUT"
    SYNOPSES = "SYNOPSES"
    WORKLOAD = "WORKLOAD"
    SIZES = "SIZES"
    QUERIES = "QUERIES"
    SEED = "SEED"
    W2_GRID = "W2_GRID"
    OUTPUT = "OUTPUT"
    OUTPUT_HTML = "OUTPUT_HTML"

    def name(self):
        return "evaluate"

    def displayName(self):  # noqa: N802
        return self.tr("Evaluate released grids (uses the true data)")

    def shortHelpString(self):  # noqa: N802
        return self.tr(
            "<p>Measures how well one or more released grids answer rectangular range queries, by "
            "comparing them with the <b>true points</b>. <b>The results are not private</b>: this "
            "is a tool for the data custodian, to choose a mechanism, its ε and its grid before "
            "publishing; do not publish the results with the release.</p>"
            "<p><b>Released grids</b>: any SpatialDP output (UG, AG, LDP-UG, PrivAG, AAG, DAM, "
            "VDR…), recognised from its fields cell_id, level, parent_id, noisy_count. A cell "
            "partly inside a query adds the share of its count given by the share of its area "
            "inside (uniformity). The public domain of each grid comes from its release record, "
            "else from its cells. VDR grids are summed over their time slices.</p>"
            "<p><b>Workload</b>: Qardaji et al.'s six query sizes q1…q6 (each doubles both sides of "
            "the previous; q6 covers half of each side of the domain; 200 random queries each), "
            "Balioglu et al.'s sizes ρ = 0.005 %…10 % of the domain's area (500 each), or your own "
            "sizes in map units ('500, 1000, 2000x1000'). Grids with the same domain get the same "
            "queries; <b>seed</b> fixes them.</p>"
            "<p><b>Metrics</b>, per query size: relative error |Q − A| / max(A, 0.1 % of N) "
            "(Qardaji), the AQE terms |Q − A| / max(A, 2 % of N) whose mean is Balioglu's AQE, and "
            "the absolute error, each as mean and 25/50/75/95 percentiles; plus the 2-Wasserstein "
            "distance between the true and the released distribution on a d×d grid (exact with "
            "POT's ot.emd2 up to d = 64, sliced beyond; 0 skips it).</p>"
            "<p><b>Outputs</b>: a table with one row per grid × query size × metric, and an HTML "
            "report with the candlestick charts of Qardaji et al. (box from median to 75th "
            "percentile, line from 25th to 95th, black bar at the mean).</p>"
            "<p>References: W. Qardaji, W. Yang, N. Li, ICDE 2013; B. Balioglu et al. 2024.</p>")

    def initAlgorithm(self, config=None):  # noqa: N802
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.INPUT, self.tr("True points (not private)"), [QgsProcessing.SourceType.TypeVectorPoint]))
        self.addParameter(QgsProcessingParameterMultipleLayers(
            self.SYNOPSES, self.tr("Released grids"), QgsProcessing.SourceType.TypeVectorPolygon))
        self.addParameter(QgsProcessingParameterEnum(
            self.WORKLOAD, self.tr("Query workload"),
            [self.tr("Qardaji: q1…q6"), self.tr("Balioglu: area ρ of the domain"),
             self.tr("Custom sizes")], defaultValue=0))
        self.addParameter(QgsProcessingParameterString(
            self.SIZES, self.tr("Custom query sizes in map units (e.g. 500, 1000, 2000x1000)"),
            optional=True))
        self.addParameter(QgsProcessingParameterNumber(
            self.QUERIES, self.tr("Queries per size (0: 200 for Qardaji and custom, 500 for Balioglu)"),
            QgsProcessingParameterNumber.Type.Integer, 0, minValue=0))
        self.addParameter(QgsProcessingParameterNumber(
            self.SEED, self.tr("Seed of the random queries"), QgsProcessingParameterNumber.Type.Integer, 1,
            minValue=0))
        w2 = QgsProcessingParameterNumber(
            self.W2_GRID, self.tr("Grid d for the Wasserstein distance (0: skip)"),
            QgsProcessingParameterNumber.Type.Integer, W2_GRID, minValue=0, maxValue=1024)
        w2.setFlags(w2.flags() | QgsProcessingParameterDefinition.Flag.FlagAdvanced)
        self.addParameter(w2)
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.OUTPUT, self.tr("Error table"), QgsProcessing.SourceType.TypeVector))
        self.addParameter(QgsProcessingParameterFileDestination(
            self.OUTPUT_HTML, self.tr("HTML report"), self.tr("HTML files (*.html)"), optional=True))

    def workload(self, parameters, context):
        kind = WORKLOAD_KINDS[self.parameterAsEnum(parameters, self.WORKLOAD, context)]
        sizes = ()
        if kind == CUSTOM:
            try:
                sizes = parse_sizes(self.parameterAsString(parameters, self.SIZES, context))
            except ValueError as error:
                raise QgsProcessingException(str(error)) from None
            if not sizes:
                raise QgsProcessingException(self.tr("The custom workload needs query sizes."))
        return Workload(kind, self.parameterAsInt(parameters, self.QUERIES, context), tuple(sizes),
                        self.parameterAsInt(parameters, self.SEED, context),
                        self.parameterAsInt(parameters, self.W2_GRID, context))

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802
        source = self.parameterAsSource(parameters, self.INPUT, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.INPUT))
        if not is_point_source(source):
            raise QgsProcessingException(self.tr("The true points must be a point layer."))
        layers = self.parameterAsLayerList(parameters, self.SYNOPSES, context)
        if not layers:
            raise QgsProcessingException(self.tr("Choose at least one released grid."))
        for layer in layers:
            if not is_released_layer(layer):
                raise QgsProcessingException(self.tr(
                    "'{}' is not a SpatialDP grid: it needs polygons with the fields cell_id, level, "
                    "parent_id and noisy_count.").format(layer.name()))
        workload = self.workload(parameters, context)
        feedback.pushWarning(self.tr(
            "The evaluation uses the true points: its results are not private."))
        try:
            points = read_points(source, self.parameterAsVectorLayer(parameters, self.INPUT, context),
                                 parameters.get(self.INPUT), [], Stage(feedback, 0, 50))
            feedback.pushInfo(self.tr("Read {} true points with the {}.").format(len(points), points.reader))
            grids = [LayerSnapshot(layer).read(Stage(feedback, 20, 30)) for layer in layers]
            check_crs(source.sourceCrs().authid(), grids)
            for grid in grids:
                feedback.pushInfo(self.tr("{}: {} cells").format(grid.label, len(grid.rects))
                                  + "".join(f"; {n}" for n in grid.notes))
            results = evaluate_layers(points, grids, workload, Stage(feedback, 30, 90))
        except (Cancelled, EvaluationCancelled):
            feedback.reportError(self.tr("Cancelled."))
            return {}
        except ValueError as error:
            raise QgsProcessingException(str(error)) from error
        table = report.rows(results)
        for r in results:
            if r.w2:
                feedback.pushInfo(self.tr("{}: W2 = {:.4g} map units ({})").format(
                    r.name, r.w2["value"], r.w2["method"]))
        outputs = {self.OUTPUT: self.writeTable(table, parameters, context)}
        html_path = self.parameterAsFileOutput(parameters, self.OUTPUT_HTML, context)
        if html_path:
            report.write_html(html_path, results, source.sourceName(), tr=self.tr)
            outputs[self.OUTPUT_HTML] = html_path
        feedback.setProgress(100)
        return outputs

    def writeTable(self, table, parameters, context):  # noqa: N802
        fields = QgsFields()
        for name, kind in _FIELDS:
            fields.append(QgsField(name, kind))
        sink, dest_id = self.parameterAsSink(parameters, self.OUTPUT, context, fields, QgsWkbTypes.Type.NoGeometry,
                                             QgsCoordinateReferenceSystem())
        if sink is None:
            raise QgsProcessingException(self.invalidSinkError(parameters, self.OUTPUT))
        features = []
        for row in table:
            feature = QgsFeature(fields)
            feature.setAttributes([row.get(name) for name, _ in _FIELDS])
            features.append(feature)
        sink.addFeatures(features, QgsFeatureSink.Flag.FastInsert)
        return dest_id
