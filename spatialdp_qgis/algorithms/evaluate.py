"""Processing algorithm spatialdp:evaluate — errors of released grids against the true points.

Not a privacy mechanism: it reads the true points, so it derives from
QgsProcessingAlgorithm directly and its results are not private
(docs/evaluation.md). The work is :mod:`..evaluation_run` (shared with the dock widget).
"""

from qgis.core import (
    QgsFeature,
    QgsFeatureSink,
    QgsField,
    QgsFields,
    QgsProcessing,
    QgsProcessingAlgorithm,
    QgsProcessingException,
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
from ..destination import layer_file
from ..evaluation_run import (PointsSnapshot, Workload, check_crs, evaluate_layers, parse_sizes, read_grids,
                              read_truth, truth_fields)
from ..i18n import tr as module_tr
from ..io import Cancelled, Stage, is_point_source
from ..odrelease import od_release_names, od_release_refusal
from ..synopsis_layer import LayerSnapshot, is_released_layer
from .base import PluginAlgorithm


WORKLOAD_KINDS = (QARDAJI, BALIOGLU, CUSTOM)
_FIELDS = (("synopsis", compat.STRING), ("part", compat.STRING), ("size", compat.STRING), ("width", compat.DOUBLE),
           ("height", compat.DOUBLE), ("metric", compat.STRING), ("queries", compat.INT),
           ("mean", compat.DOUBLE), ("p25", compat.DOUBLE), ("p50", compat.DOUBLE),
           ("p75", compat.DOUBLE), ("p95", compat.DOUBLE), ("note", compat.STRING))


#: queries per size at most: memory grows with them (about 4 KB a query: 840 MB in all at
#: 100,000 per size, measured), and the papers use 200–500
MAX_QUERIES = 100_000


class EvaluationGroup(PluginAlgorithm):
    """Group of the algorithms that are not privacy mechanisms (a mixin)."""

    def group(self):
        return self.tr("Evaluation and guidance")

    def groupAudience(self):  # noqa: N802
        return self.tr("These tools are for the data custodian before a release: they help to "
                       "choose a method, ε and a grid.")

    def groupId(self):  # noqa: N802
        return "evaluation"

    def writeTable(self, table, columns, parameters, context):  # noqa: N802
        """The rows of ``table`` (dicts) as the table OUTPUT with the fields ``columns`` ((name, type) pairs)."""
        fields = QgsFields()
        for name, kind in columns:
            fields.append(QgsField(name, kind))
        sink, dest_id = self.parameterAsSink(parameters, self.OUTPUT, context, fields, QgsWkbTypes.Type.NoGeometry,
                                             QgsCoordinateReferenceSystem())
        if sink is None:
            raise QgsProcessingException(self.invalidSinkError(parameters, self.OUTPUT))
        features = []
        for row in table:
            feature = QgsFeature(fields)
            feature.setAttributes([row.get(name) for name, _ in columns])
            features.append(feature)
        if not sink.addFeatures(features, QgsFeatureSink.Flag.FastInsert):
            raise QgsProcessingException(self.writeFeatureError(sink, parameters, self.OUTPUT))
        return dest_id


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
    docs_page = "evaluation.md"

    def name(self):
        return "evaluate"

    def displayName(self):  # noqa: N802
        return self.tr("Evaluate released grids (uses the true data)")

    def shortHelpString(self):  # noqa: N802
        return self.audienceHelp(self.tr(
            "This one compares released grids with the true points; its results are not "
            "private.")) + self.tr(
            "<p>Measures how well one or more released grids answer questions of the form "
            "\"how many points are in this rectangle?\", by comparing them with the <b>true "
            "points</b>. <b>The results are not private</b>: this is a tool for you, the data "
            "custodian, to choose a method, ε and grid before publishing. Do not publish the "
            "results with the release.</p>"
            "<p><b>True points (not private)</b>: the sensitive layer the grids were made from. "
            "<b>Released grids</b>: one or more SpatialDP outputs (UG, AG, LDP-UG, PrivAG, AAG, "
            "DAM, VDR…), with square or hexagonal cells. A cell partly inside a rectangle counts "
            "in proportion to the part of its area inside. VDR grids are summed over their time "
            "slices.</p>"
            "<p><b>Query workload</b>: the rectangles asked. 'Qardaji' uses six sizes q1…q6, "
            "each twice as wide and tall as the previous, q6 half as wide and tall as the "
            "extent; 'Balioglu' uses rectangles covering 0.005 % to 10 % of the extent; "
            "'Custom' uses <b>Custom query sizes in map units</b> ('500, 1000, 2000x1000'). "
            "<b>Queries per size</b>: how many random rectangles of each size (0: 200 for "
            "Qardaji and custom, 500 for Balioglu). <b>Seed of the random queries</b>: the "
            "same seed asks the same rectangles, so results can be compared between runs; grids "
            "with the same extent always get the same rectangles.</p>"
            "<p><b>Error table</b>: for every grid, query size and measure, the mean and the "
            "25th, 50th, 75th and 95th percentiles of the error. Measures: the relative error "
            "(the error divided by the true count, or by 0.1 % of all points if that is more), "
            "the same on the rectangles holding at least 0.1 % of all points only, Balioglu's AQE "
            "(the same with 2 % of all points) and the absolute error in points. "
            "<b>Grid d for the Wasserstein distance</b> (advanced; 0 skips it): also compares "
            "the whole distribution of the points on a d×d grid — how far, on average, the "
            "released mass sits from the true mass.</p>"
            "<p><b>Count in the database when the layer is in PostGIS</b> (advanced, on by "
            "default): the true points of a PostGIS layer are counted by the database itself "
            "— per query rectangle, exactly — and only those counts leave it. A selection, a "
            "feature limit, a filter, a geometry check, multi-points or unsaved edits make the "
            "algorithm read the points through QGIS instead, and the log says so. See "
            "docs/postgis.md.</p>"
            "<p><b>HTML report</b>: first the median relative error per grid and size (on "
            "clustered data the mean is driven by rectangles in empty space, where it is just the "
            "noise divided by 0.1 % of all points), then the same as charts (box from the median "
            "to the 75th percentile, line from the 25th to the 95th, black bar at the mean).</p>"
            "<p>References: W. Qardaji, W. Yang, N. Li, ICDE 2013; B. Balioglu et al. 2024.</p>"
        ) + self.tr(
            "<p><b>Count tables</b> (releases by category and period, wide or long): besides their "
            "totals, each category and each period is evaluated against the true points of that "
            "category or period, on the same rectangles; the column part names it "
            "(docs/categories.md).</p>") + self.docsLink()

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
            QgsProcessingParameterNumber.Type.Integer, 0, minValue=0, maxValue=MAX_QUERIES))
        self.addParameter(QgsProcessingParameterNumber(
            self.SEED, self.tr("Seed of the random queries"), QgsProcessingParameterNumber.Type.Integer, 1,
            minValue=0))
        w2 = QgsProcessingParameterNumber(
            self.W2_GRID, self.tr("Grid d for the Wasserstein distance (0: skip)"),
            QgsProcessingParameterNumber.Type.Integer, W2_GRID, minValue=0, maxValue=1024)
        self.addAdvanced(w2)
        self.addPushDown()
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

    def inputFiles(self, parameters, context):  # noqa: N802
        """The true points' file and the released grids' files."""
        return super().inputFiles(parameters, context) + [
            layer_file(layer) for layer in self.parameterAsLayerList(parameters, self.SYNOPSES, context)]

    def prepareAlgorithm(self, parameters, context, feedback):  # noqa: N802
        """In the main thread, which owns the layers: snapshot them for processAlgorithm's thread.

        Refusals are left to processAlgorithm, whose exceptions reach processing.run's caller.
        """
        layers = self.parameterAsLayerList(parameters, self.SYNOPSES, context)
        self.od_releases = od_release_names(layers)  # spatialdp:evaluateflows's (..odrelease)
        self.not_released = [layer.name() for layer in layers if not is_released_layer(layer)]
        self.grid_snapshots = [LayerSnapshot(layer) for layer in layers if is_released_layer(layer)]
        points_layer = self.parameterAsVectorLayer(parameters, self.INPUT, context)
        self.points_snapshot = PointsSnapshot(points_layer) if points_layer is not None else None
        self.destination_problem = self.destinationProblem(parameters, context)
        return True

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802
        source = self.parameterAsSource(parameters, self.INPUT, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.INPUT))
        if not is_point_source(source):
            raise QgsProcessingException(self.tr("The true points must be a point layer."))
        if self.destination_problem:
            raise QgsProcessingException(self.destination_problem)
        if self.od_releases:
            raise od_release_refusal(self.od_releases[0])
        if not self.grid_snapshots and not self.not_released:
            raise QgsProcessingException(self.tr("Choose at least one released grid."))
        if self.not_released:
            raise QgsProcessingException(self.tr(
                "'{}' is not a SpatialDP grid: it needs polygons with the fields cell_id, level, "
                "parent_id and noisy_count.").format(self.not_released[0]))
        workload = self.workload(parameters, context)
        feedback.pushWarning(self.tr(
            "The evaluation uses the true points: its results are not private."))
        try:
            points, note = read_truth(source, self.points_snapshot, parameters.get(self.INPUT),
                                      Stage(feedback, 0, 40),
                                      self.parameterAsBool(parameters, self.PUSH_DOWN, context),
                                      truth_fields(self.grid_snapshots, source.fields().names()))
            if note:
                feedback.pushInfo(note)
            feedback.pushInfo(self.tr("Read {} true points with the {}.").format(len(points), points.reader))
            grids = read_grids(self.grid_snapshots, Stage(feedback, 40, 50))
            for snapshot in self.grid_snapshots:
                if snapshot.record is None:  # a grid written by another tool: say so, do not guess
                    feedback.pushWarning(self.tr(
                        "'{}' has no SpatialDP release record: nothing says which mechanism, ε and "
                        "extent produced it. Write releases with SpatialDP's algorithms (a real "
                        "campaign's with 'Estimate an LDP collection campaign').").format(snapshot.name))
            check_crs(source.sourceCrs().authid(), grids)
            for grid in grids:
                feedback.pushInfo(self.tr("{}: {} cells").format(grid.label, len(grid.rects))
                                  + "".join(f"; {n}" for n in grid.notes))
            results = evaluate_layers(points, grids, workload, Stage(feedback, 50, 90))
        except (Cancelled, EvaluationCancelled):
            feedback.reportError(self.tr("Cancelled."))
            return {}
        except ValueError as error:
            raise QgsProcessingException(str(error)) from error
        table = report.rows(results)
        notes = []  # each note once: the same one (POT missing, say) for every grid is noise
        for r in results:
            if r.w2:
                feedback.pushInfo(self.tr("{}: W2 = {:.4g} map units ({})").format(
                    r.name, r.w2["value"], r.w2["method"]))
                if r.w2.get("note") and r.w2["note"] not in notes:
                    notes.append(r.w2["note"])
                    feedback.pushWarning(r.w2["note"])
        outputs = {self.OUTPUT: self.writeTable(table, _FIELDS, parameters, context)}
        html_path = self.parameterAsFileOutput(parameters, self.OUTPUT_HTML, context)
        if html_path:
            report.write_html(html_path, results, source.sourceName(), tr=module_tr)  # module-level strings
            outputs[self.OUTPUT_HTML] = html_path
        feedback.setProgress(100)
        return outputs
