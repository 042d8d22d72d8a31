"""Processing algorithm spatialdp:ldpuniformgrid — LDP-UG (Balioglu et al. 2024, §3.1)."""

from ...core import ldp_uniform_grid
from ...core.mechanisms.ldp_grids import PRIVAG_ALPHA
from .local import LocalGridAlgorithm


class LdpUniformGridAlgorithm(LocalGridAlgorithm):
    algorithm_id = "ldpuniformgrid"

    def displayName(self):
        return self.tr("Uniform grid under local DP (LDP-UG)")

    def gridSizeLabel(self):
        return self.tr("Grid size g (0: guideline)")

    def shortHelpString(self):
        return self.tr(
            "<p>Simulates a local-DP collection in which every user reports their cell of a g×g "
            "grid with a frequency oracle, and estimates each cell's count on the server.</p>"
            "<p><b>Grid size</b>: 0 uses g = max(1, round(√(2α(e^ε−1)·√(N/e^ε)))) with α = 0.02 "
            "(Balioglu et al., Eq. 4).</p>") + self.localHelp() + self.tr(
            "<p>Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based "
            "Decompositions for Spatial Data under Local Differential Privacy. 2024.</p>")

    def initLocalParameters(self):
        self.addShare(self.ALPHA, self.tr("Guideline constant α"), PRIVAG_ALPHA, 0.001, 1.0)

    def mechanismFunction(self):
        return ldp_uniform_grid

    def mechanismArguments(self, parameters, context):
        return {"alpha": self.parameterAsDouble(parameters, self.ALPHA, context)}
