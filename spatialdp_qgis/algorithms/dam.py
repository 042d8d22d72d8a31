"""Processing algorithm spatialdp:dam — the Disk Area Mechanism under local DP (docs/dam.md)."""

from qgis.core import QgsProcessingParameterBoolean, QgsProcessingParameterEnum, \
    QgsProcessingParameterNumber

from ...core import dam
from ...core.mechanisms.dam import DEFAULT_MAX_ITER, DEFAULT_TOL, VARIANTS
from .base import SpatialDPAlgorithm
from .local import LocalModel


class DamAlgorithm(LocalModel, SpatialDPAlgorithm):
    algorithm_id = "dam"
    docs_page = "dam.md"
    RADIUS = "RADIUS"
    VARIANT = "VARIANT"
    TOLERANCE = "TOLERANCE"
    MAX_ITER = "MAX_ITER"
    SMOOTHING = "SMOOTHING"

    def displayName(self):
        return self.tr("Disk area mechanism under local DP (DAM)")

    def shortHelpString(self):
        return self.tr(
            "<p>Simulates a local-DP survey that estimates how people are spread over a d×d "
            "grid with the Disk Area Mechanism. Each device reports a cell near its own — cells "
            "within a radius b of it are e^ε times more likely than cells further away — so the "
            "reports keep the shape of the distribution. The server then reconstructs the "
            "distribution by an iterative estimate (expectation maximisation, EM). DAM suits "
            "questions about where people are concentrated (hotspots, shifts); its estimate is "
            "close to the truth as a whole rather than cell by cell.</p>"
            "<p><b>Grid size d</b>: cells per side (default 32). Finer grids show more detail "
            "but need more people.</p>"
            "<p><b>Radius b in cells</b>: how far from the true cell a report is likely to "
            "land. 0 (recommended) picks the best b for ε and d; a smaller ε gives a larger "
            "radius.</p>"
            "<p><b>Discretisation</b>: how the disk is laid on the grid cells. 'Exact disk "
            "areas' is recommended; the two others are the paper's variants, for "
            "comparison.</p>"
            "<p><b>EM tolerance</b> and <b>EM iteration cap</b> (advanced): when the estimation "
            "stops. The defaults work for most data; a smaller tolerance runs longer and starts "
            "to fit the noise. <b>EMS smoothing</b> (advanced) smooths the estimate after each "
            "iteration; try it with few people or a small ε.</p>"
            "<p><b>Private grid</b>: noisy_count is the estimated share of each cell times the "
            "number of people, never negative. The layer's metadata records b and the number "
            "of EM iterations.</p>"
        ) + self.localModelHelp() + self.tr(
            "<p>Reference: Numerical Estimation of Spatial Distributions under Differential "
            "Privacy (the DAM paper).</p>") + self.docsLink()

    def initMechanismParameters(self):
        self.addParameter(QgsProcessingParameterNumber(
            self.GRID_SIZE, self.tr("Grid size d"), QgsProcessingParameterNumber.Type.Integer, 32,
            minValue=2))
        self.addParameter(QgsProcessingParameterNumber(
            self.RADIUS, self.tr("Radius b in cells (0: optimal b)"),
            QgsProcessingParameterNumber.Type.Double, 0.0, minValue=0.0))
        self.addParameter(QgsProcessingParameterEnum(
            self.VARIANT, self.tr("Discretisation"),
            [self.tr("Exact disk areas (recommended)"), self.tr("Shrinkage (DAM)"),
             self.tr("No shrinkage (DAM-NS)")], defaultValue=0))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.TOLERANCE, self.tr("EM tolerance"), QgsProcessingParameterNumber.Type.Double,
            DEFAULT_TOL, minValue=0.0))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.MAX_ITER, self.tr("EM iteration cap"), QgsProcessingParameterNumber.Type.Integer,
            DEFAULT_MAX_ITER, minValue=1))
        self.addAdvanced(QgsProcessingParameterBoolean(
            self.SMOOTHING, self.tr("EMS smoothing"), False))

    def release(self, points, domain, epsilon, rng, parameters, context, feedback, **bound):
        radius = self.parameterAsDouble(parameters, self.RADIUS, context)
        return dam(points.x, points.y, domain, epsilon, rng,
                   grid_size=self.parameterAsInt(parameters, self.GRID_SIZE, context),
                   radius=radius or None,
                   variant=VARIANTS[self.parameterAsEnum(parameters, self.VARIANT, context)],
                   tol=self.parameterAsDouble(parameters, self.TOLERANCE, context),
                   max_iter=self.parameterAsInt(parameters, self.MAX_ITER, context),
                   smoothing=self.parameterAsBool(parameters, self.SMOOTHING, context))
