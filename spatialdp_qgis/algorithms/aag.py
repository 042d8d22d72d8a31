"""Processing algorithm spatialdp:aag — AAG (Balioglu et al. 2024, §3.3)."""

from ...core import aag
from ...core.mechanisms.ldp_grids import AAG_ALPHA, AAG_FIRST_ALPHA, AAG_SIGMA
from .local import LocalGridAlgorithm


class AAGAlgorithm(LocalGridAlgorithm):
    algorithm_id = "aag"
    docs_page = "ldp-grids.md"
    FIRST_ALPHA = "FIRST_ALPHA"

    def displayName(self):
        return self.tr("Asymmetric adaptive grid under local DP (AAG)")

    def shortHelpString(self):
        return self.tr(
            "<p>Simulates AAG, a two-round local-DP survey like PrivAG, but each coarse cell is "
            "cut <i>unevenly</i>: the cuts move towards the busier neighbouring cells, so the "
            "side next to dense areas gets smaller cells. Every person reports only once, so "
            "each person is protected with ε. In the paper AAG is the most accurate of the "
            "three local grids for small areas (queries covering up to about 0.1 % of the "
            "region), while the uniform grid (LDP-UG) wins for large areas (2 % and more).</p>"
            "<p><b>First-level grid size g1</b>: coarse cells per side. 0 (recommended) chooses "
            "it from the number of people, ε and α1.</p>"
            "<p><b>Guideline constant α1 for g1</b> (default 0.02) tunes the coarse grid, "
            "<b>Guideline constant α for g2</b> (default 0.25) how finely each coarse cell is "
            "cut; larger values give finer grids with noisier cells. The defaults reproduce the "
            "paper.</p>"
            "<p><b>Share σ of users in the first phase</b> (default 0.5): a larger σ gives "
            "better decisions on where to cut but leaves fewer people to estimate the small "
            "cells.</p>"
        ) + self.localHelp() + self.tr(
            "<p>Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based "
            "Decompositions for Spatial Data under Local Differential Privacy. 2024.</p>"
        ) + self.docsLink()

    def initLocalParameters(self):
        self.addShare(self.FIRST_ALPHA, self.tr("Guideline constant α1 for g1"), AAG_FIRST_ALPHA,
                      0.001, 1.0)
        self.addShare(self.ALPHA, self.tr("Guideline constant α for g2"), AAG_ALPHA, 0.001, 1.0)
        self.addShare(self.SIGMA, self.tr("Share σ of users in the first phase"), AAG_SIGMA,
                      0.01, 0.99)

    def mechanismFunction(self):
        return aag

    def mechanismArguments(self, parameters, context):
        return {"first_alpha": self.parameterAsDouble(parameters, self.FIRST_ALPHA, context),
                "alpha": self.parameterAsDouble(parameters, self.ALPHA, context),
                "sigma": self.parameterAsDouble(parameters, self.SIGMA, context)}
