"""Processing algorithm spatialdp:dam — the Disk Area Mechanism under local DP (SPEC.md §5)."""

from qgis.core import QgsProcessingParameterBoolean, QgsProcessingParameterEnum, \
    QgsProcessingParameterNumber

from ...core import dam
from ...core.mechanisms.dam import DEFAULT_MAX_ITER, DEFAULT_TOL, VARIANTS
from .base import SpatialDPAlgorithm
from .local import LocalModel


class DamAlgorithm(LocalModel, SpatialDPAlgorithm):
    algorithm_id = "dam"
    RADIUS = "RADIUS"
    VARIANT = "VARIANT"
    TOLERANCE = "TOLERANCE"
    MAX_ITER = "MAX_ITER"
    SMOOTHING = "SMOOTHING"

    def displayName(self):
        return self.tr("Disk area mechanism under local DP (DAM)")

    def shortHelpString(self):
        return self.tr(
            "<p>Estimates the spatial distribution of users on a d×d grid under local DP with the "
            "Disk Area Mechanism. Each device reports a cell near its own: cells within distance "
            "b of the user's cell centre are e^ε times more likely than the others, over the grid "
            "grown by b. The server recovers the distribution with expectation maximisation "
            "(EM; FFT convolutions, so fine grids stay fast). DAM keeps spatial closeness: "
            "its error is small in the Wasserstein sense.</p>"
            "<p><b>Radius b</b> (in cells): 0 picks the b that maximises the bound on the mutual "
            "information between true and reported cells. <b>Variant</b>: exact disk areas "
            "(recommended), the paper's shrinkage discretisation (DAM) or its no-shrink variant "
            "(DAM-NS). <b>EM</b> stops when an iteration raises the log-likelihood of all "
            "reports by less than tolerance × e^ε nats, or after the iteration cap; EMS "
            "smoothing is optional.</p>"
            "<p>Output: noisy_count = estimated share × number of users, never negative. The "
            "metadata records b and the EM iterations.</p>"
        ) + self.localModelHelp() + self.tr(
            "<p>Reference: Numerical Estimation of Spatial Distributions under Differential "
            "Privacy (the DAM paper).</p>")

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
