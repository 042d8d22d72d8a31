"""Processing algorithm spatialdp:aag — AAG (Balioglu et al. 2024, §3.3)."""

from ...core import aag
from ...core.mechanisms.ldp_grids import AAG_ALPHA, AAG_FIRST_ALPHA, AAG_SIGMA
from .local import LocalGridAlgorithm


class AAGAlgorithm(LocalGridAlgorithm):
    algorithm_id = "aag"
    FIRST_ALPHA = "FIRST_ALPHA"

    def displayName(self):
        return self.tr("Asymmetric adaptive grid under local DP (AAG)")

    def shortHelpString(self):
        return self.tr(
            "<p>Simulates AAG: like PrivAG, a share σ of the users reports its cell of a g1×g1 "
            "grid, but each cell is then cut <i>unevenly</i> by its neighbours' estimates: the "
            "vertical cut sits at Φ(R)/(Φ(L)+Φ(R)) of the width from the west edge and the "
            "horizontal cut at Φ(B)/(Φ(U)+Φ(B)) of the height from the north edge, so the side "
            "towards denser neighbours gets smaller cells. Missing neighbours (edges, corners) "
            "take the cell's own estimate; negative estimates are clamped to a small positive "
            "value; both zero cuts in the middle. With g2 > 2 pieces per axis, ⌈g2/2⌉ go to the "
            "denser side and ⌊g2/2⌋ to the other (the paper's '(g2−1)/2 pieces' cannot add up "
            "to g2).</p>"
            "<p><b>Parameters</b>: g1 uses α1 = 0.02 (PrivAG's α: the paper's Table 1 is only "
            "consistent with it), g2 uses α = 0.25 and σ = 0.5.</p>"
            "<p><b>Each user reports once</b>: the two groups are disjoint, so their reports do "
            "not add up (parallel composition) and the release is ε-LDP per user; the ledger "
            "records both steps in one parallel group.</p>"
        ) + self.localHelp() + self.tr(
            "<p>Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based "
            "Decompositions for Spatial Data under Local Differential Privacy. 2024.</p>")

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
