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
            "<p><b>Input point layer</b>: one point per person or event, best in a projected "
            "CRS (metres) so that all cells have the same area.</p>"
            "<p><b>Public extent</b>: the area the grid covers. Use an area anybody may know — "
            "a city or county boundary, a rectangle typed in, the map canvas — not the extent "
            "of your points, which reveals where the outermost points lie. Left empty, the "
            "layer's extent is used and the output is marked as not suitable for publication. "
            "Points outside the extent are left out.</p>"
            "<p><b>Privacy budget ε</b>: how much the output may reveal about any one person. "
            "Smaller ε means stronger protection and noisier counts. Typical values are 0.1 "
            "(strong protection) to 1 (moderate); above about 5 the protection is weak. Each "
            "cell's count is off by about 1/ε points on average (1 at ε = 1, 10 at ε = 0.1; "
            "k times more with a user id field).</p>"
            "<p><b>User id field</b> and <b>Maximum points per user (k)</b>: leave the field "
            "empty when each point is a different person. If a person can have several points "
            "(repeat visits, several addresses), choose the field that identifies them: each "
            "person's points are then reduced to a random sample of at most k, and the noise "
            "grows k times. k = 1 gives the least noise; raise it only when most people have "
            "several points that should all count.</p>"
            "<p><b>Number of points N, if public</b>, <b>Share of ε spent on estimating N</b> "
            "and <b>Guideline constant c</b> (advanced): the automatic grid size needs the "
            "number of points. If that number is already public (a published case count, "
            "say), give it; otherwise a small share of ε (default 5 %) buys a noisy count. A "
            "grid size you set yourself needs neither. c (default 10) tunes the automatic "
            "size: a larger c gives fewer, larger cells.</p>"
            "<p><b>Random seed</b> (advanced): for tests only. The same seed gives the same "
            "noise, so the output is marked as not suitable for publication. Leave it empty "
            "for a real release.</p>"
            "<p><b>Private grid</b>: polygons in the layer's CRS with noisy_count and density "
            "(noisy_count divided by the cell's area). A count can be negative where there are "
            "few points: keep such values when you add cells up, as they keep totals over "
            "larger areas unbiased. The layer's metadata and the release record (LEDGER) say "
            "how ε was spent.</p>"
        ) + self.logHelp()
