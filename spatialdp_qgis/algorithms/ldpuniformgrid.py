"""Processing algorithm spatialdp:ldpuniformgrid — LDP-UG (Balioglu et al. 2024, §3.1)."""

from ...core import ldp_uniform_grid
from ...core.mechanisms.ldp_grids import PRIVAG_ALPHA
from .local import LocalGridAlgorithm


class LdpUniformGridAlgorithm(LocalGridAlgorithm):
    algorithm_id = "ldpuniformgrid"
    docs_page = "ldp-grids.md"

    def displayName(self):
        return self.tr("Uniform grid under local DP (LDP-UG)")

    def gridSizeLabel(self):
        return self.tr("Grid size g (0: guideline)")

    def shortHelpString(self):
        return self.tr(
            "<p>Simulates a local-DP survey in which every person's device reports its cell of "
            "a regular g×g grid, randomised so that each report protects that person with ε, "
            "and estimates from the reports how many people are in each cell.</p>"
            "<p><b>Grid size g</b>: cells per side. 0 (recommended) chooses it from the number "
            "of people and ε.</p>"
            "<p><b>Guideline constant α</b>: tunes the automatic grid size; the default 0.02 "
            "follows the paper. A larger α gives a finer grid with noisier cells.</p>"
        ) + self.localHelp() + self.tr(
            "<p>Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based "
            "Decompositions for Spatial Data under Local Differential Privacy. 2024.</p>"
        ) + self.docsLink()

    def initLocalParameters(self):
        self.addShare(self.ALPHA, self.tr("Guideline constant α"), PRIVAG_ALPHA, 0.001, 1.0)

    def mechanismFunction(self):
        return ldp_uniform_grid

    def mechanismArguments(self, parameters, context):
        return {"alpha": self.parameterAsDouble(parameters, self.ALPHA, context)}
