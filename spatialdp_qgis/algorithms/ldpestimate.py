"""Processing algorithm spatialdp:ldpestimate — the server step of a real LDP collection.

Devices perturbed their cell of a public g×g grid with GRR or OLH
(core.oracles.perturb / core.mechanisms.ldp_grids.ldp_grid_reports) and
sent one report each; this algorithm turns the table of reports into the
estimated grid. It adds no randomness: the privacy was spent on the devices.
"""

import numpy as np
from qgis.core import (
    QgsProcessing,
    QgsProcessingException,
    QgsProcessingOutputString,
    QgsProcessingParameterCrs,
    QgsProcessingParameterExtent,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterNumber,
)

from ...core import ldp_estimate_grid
from ...core.catalogue import NORM_SUB, NORM_SUB_COLUMN
from ...core.wire import integer_value
from ..io import Stage, read_table
from ..reports_table import open_plain_csv
from .base import SpatialDPAlgorithm
from .local import LocalModel
from .mechanism import column_values, output_fields, processing_parameter


class LdpEstimateAlgorithm(LocalModel, SpatialDPAlgorithm):
    algorithm_id = "ldpestimate"
    docs_page = "ldp-grids.md"
    REPORT_FIELD = "REPORT_FIELD"
    SEED_FIELD = "SEED_FIELD"
    CRS = "CRS"
    HASH_RANGE = "HASH_RANGE"

    def displayName(self):
        return self.tr("Estimate a grid from LDP reports")

    def shortHelpString(self):
        return self.audienceHelp(self.tr(
            "This one is for the server of a real survey: it reads the reports the devices sent.")) \
            + self.tr(
            "<p>The server's step of a real local-DP survey. Each person's device took its cell "
            "of a public g×g grid (cells numbered iy·g + ix from the south-west corner, "
            "starting at 0), randomised it with GRR or OLH at ε and sent one report. This "
            "algorithm reads the table of those reports and estimates how many people are in "
            "each cell. It adds no noise of its own: the devices already protected each person "
            "with ε.</p>"
            "<p><b>Table of reports</b>: one row per person. <b>Report field</b>: the "
            "randomised cell (GRR) or the randomised hash value (OLH), an integer or text field "
            "(a plain CSV works). <b>Hash seed field</b>: each person's hash seed, for OLH reports, "
            "in an integer or text field, never a decimal one; leave it empty for GRR "
            "reports.</p>"
            "<p><b>Extent of the grid the devices used</b>, <b>CRS of the grid</b>, <b>Grid "
            "size g the devices used</b>, <b>Privacy budget ε the devices used</b> and, for "
            "OLH, <b>OLH hash range g</b> (advanced; empty: the devices' default): give exactly "
            "what the devices used, or the estimates are wrong.</p>"
            "<p><b>Norm-Sub</b>: the estimates are unbiased but can be negative; tick it to set "
            "negative counts to 0 while keeping the total (costs no privacy).</p>"
            "<p><b>Estimated grid</b>: polygons with the estimated count of each cell.</p>"
            "<p>Reference: T. Wang, J. Blocki, N. Li, S. Jha. Locally Differentially Private "
            "Protocols for Frequency Estimation. USENIX Security 2017.</p>") + self.publicationHelp() \
            + self.docsLink()

    def initAlgorithm(self, config=None):
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.INPUT, self.tr("Table of reports"), [QgsProcessing.SourceType.TypeVector]))
        self.addParameter(QgsProcessingParameterField(
            self.REPORT_FIELD, self.tr("Report field"), parentLayerParameterName=self.INPUT))
        self.addParameter(QgsProcessingParameterField(
            self.SEED_FIELD, self.tr("Hash seed field (OLH; empty: GRR)"),
            parentLayerParameterName=self.INPUT, optional=True))
        self.addParameter(QgsProcessingParameterExtent(
            self.EXTENT, self.tr("Extent of the grid the devices used")))
        self.addParameter(QgsProcessingParameterCrs(
            self.CRS, self.tr("CRS of the grid (empty: the extent's CRS)"), optional=True))
        self.addParameter(QgsProcessingParameterNumber(
            self.GRID_SIZE, self.tr("Grid size g the devices used"),
            QgsProcessingParameterNumber.Type.Integer, 10, minValue=1))
        self.addParameter(QgsProcessingParameterNumber(
            self.EPSILON, self.tr("Privacy budget ε the devices used"),
            QgsProcessingParameterNumber.Type.Double, self.epsilon_default, minValue=0.0))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.HASH_RANGE, self.tr("OLH hash range g (empty: round(e^ε) + 1)"),
            QgsProcessingParameterNumber.Type.Integer, None, optional=True, minValue=2))
        self.addParameter(processing_parameter(NORM_SUB))
        self.initPublicationParameters()
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.OUTPUT, self.tr("Estimated grid"), QgsProcessing.SourceType.TypeVectorPolygon))
        self.addOutput(QgsProcessingOutputString(
            self.LEDGER, self.tr("Release record (JSON: mechanism, ε ledger, parameters)")))

    def checkParameterValues(self, parameters, context):  # noqa: N802
        open_plain_csv(parameters, self.INPUT, context)  # a one-column CSV GDAL cannot open
        return super().checkParameterValues(parameters, context)

    def outputFields(self):  # noqa: N802
        return output_fields((NORM_SUB_COLUMN,))

    def extraColumns(self, synopsis, cells):  # noqa: N802
        return column_values((NORM_SUB_COLUMN,), synopsis, cells)

    def _process(self, parameters, context, feedback):
        source = self.parameterAsSource(parameters, self.INPUT, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.INPUT))
        crs = self.parameterAsCrs(parameters, self.CRS, context)
        if not crs.isValid():
            crs = self.parameterAsExtentCrs(parameters, self.EXTENT, context)
        if not crs.isValid():
            raise QgsProcessingException(self.tr(
                "Give the CRS of the grid the devices used (as a CRS or with the extent)."))
        domain = self.parameterAsDomain(parameters, context, crs, feedback)
        epsilon = self.parameterAsEpsilon(parameters, context)
        self.checkBeforeReading(parameters, context)
        self.warnTableFormats(parameters, context, feedback)
        report_field = self.parameterAsString(parameters, self.REPORT_FIELD, context)
        seed_field = self.parameterAsString(parameters, self.SEED_FIELD, context)
        fields = [report_field] + ([seed_field] if seed_field else [])
        table = read_table(source, fields, Stage(feedback, 0, 40))
        # The reports were randomised on the devices, so anything decided from them is
        # post-processing; still, as in every algorithm, they decide what is released, not
        # whether (docs/noise-and-ledger.md): empty rows are left out, no report gives 0 everywhere.
        empty = np.array([any(table[f][i] in (None, "") for f in fields)
                          for i in range(len(table[report_field]))], dtype=bool)
        if empty.any():
            feedback.pushWarning((self.tr("1 row has an empty report or seed and is left out.") if empty.sum() == 1
                                  else self.tr("{:,} rows have an empty report or seed and are left out."))
                                 .format(int(empty.sum())))
            table = {f: values[~empty] for f, values in table.items()}
        if len(table[report_field]) == 0:
            feedback.pushWarning(self.tr("The table has no reports: every estimate is 0."))
        table = {f: [integer_value(v) for v in values] for f, values in table.items()}
        if any(v is None for f in fields for v in table[f]):
            raise QgsProcessingException(self.tr(
                "Reports and hash seeds must be whole numbers stored in integer fields or text "
                "fields: a decimal field cannot hold 63-bit seeds exactly."))
        try:
            synopsis = ldp_estimate_grid(
                np.array(table[report_field], dtype=np.int64),
                np.array(table[seed_field], dtype=np.int64) if seed_field else None,
                domain,
                self.parameterAsInt(parameters, self.GRID_SIZE, context), epsilon,
                g=self.optionalNumber(parameters, self.HASH_RANGE, context, integer=True),
                norm_sub=self.parameterAsBool(parameters, NORM_SUB.name, context))
        except ValueError as error:  # reports that the settings given cannot have produced
            raise QgsProcessingException(self.tr(
                "{}: check that the grid size g, ε and the hash range are those the devices "
                "used.").format(error)) from None
        feedback.pushInfo((self.tr("Estimated {} cells from 1 report.") if len(table[report_field]) == 1
                           else self.tr("Estimated {} cells from {} reports.")).format(
            synopsis.n_cells, len(table[report_field])))
        return self.finish(synopsis, parameters, context, feedback, crs,
                           {"report_field": report_field, "seed_field": seed_field or None})
