"""Parameters shared by the central-DP grids (UG, AG): grid size, c, and N."""

from qgis.core import QgsProcessingParameterNumber

from ...core.guidelines import C_DEFAULT
from ...core.mechanisms.central import N_EPSILON_SHARE
from .base import SpatialDPAlgorithm


class CentralGridAlgorithm(SpatialDPAlgorithm):
    C = "C"
    N_PUBLIC = "N_PUBLIC"
    N_EPSILON_SHARE = "N_EPSILON_SHARE"

    def initMechanismParameters(self):
        self.addParameter(QgsProcessingParameterNumber(
            self.GRID_SIZE, self.gridSizeLabel(), QgsProcessingParameterNumber.Type.Integer,
            0, minValue=0))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.C, self.tr("Guideline constant c"), QgsProcessingParameterNumber.Type.Double,
            C_DEFAULT, minValue=0.01))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.N_PUBLIC, self.tr("Number of points N, if public (empty: estimate it privately)"),
            QgsProcessingParameterNumber.Type.Integer, None, optional=True, minValue=0))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.N_EPSILON_SHARE, self.tr("Share of ε spent on estimating N"),
            QgsProcessingParameterNumber.Type.Double, N_EPSILON_SHARE, minValue=0.001, maxValue=0.5))

    def gridSizeLabel(self):
        return self.tr("Grid size m (0: Guideline 1)")

    def centralArguments(self, parameters, context):
        """Keyword arguments common to core.uniform_grid and core.adaptive_grid."""
        return {
            "grid_size": self.parameterAsInt(parameters, self.GRID_SIZE, context) or None,
            "c": self.parameterAsDouble(parameters, self.C, context),
            "n_public": self.optionalNumber(parameters, self.N_PUBLIC, context, integer=True),
            "n_epsilon_share": self.parameterAsDouble(parameters, self.N_EPSILON_SHARE, context),
        }

    def commonHelp(self):
        return self.tr(
            "<p><b>Unit of privacy</b>: one point, or — with a user id field — one user, whose "
            "points are first reduced to a uniform sample of at most k (every count's "
            "sensitivity is then k).</p>"
            "<p><b>Extent</b>: the public domain. Leave it empty only for tests: the layer's "
            "extent is derived from the data and is not private (the output says so). Points "
            "outside the extent are ignored.</p>"
            "<p><b>ε</b>: the total privacy budget; the output's metadata and the LEDGER output "
            "list how it was split. Noise is exact discrete Laplace (two-sided geometric) "
            "from the operating system's secure random source; a <b>seed</b> makes it "
            "reproducible and the output is then marked as not suitable for publication.</p>"
            "<p><b>N</b>: the guideline needs the number of points. Give it if it is public; "
            "otherwise a share of ε (default 5 %) buys a noisy estimate. A given grid size "
            "needs no N.</p>"
            "<p><b>Output</b>: polygons in the input CRS with cell_id, level, parent_id, "
            "noisy_count (may be negative: clamping would bias sums) and density (count per "
            "map unit²).</p>"
        )
