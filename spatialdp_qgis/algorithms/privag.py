"""Processing algorithm spatialdp:privag — PrivAG (Yang et al. 2022; Balioglu et al. 2024, §3.2)."""

from ...core import privag
from ...core.mechanisms.ldp_grids import PRIVAG_ALPHA, PRIVAG_SIGMA
from .local import LocalGridAlgorithm


class PrivAGAlgorithm(LocalGridAlgorithm):
    algorithm_id = "privag"

    def displayName(self):
        return self.tr("Adaptive grid under local DP (PrivAG)")

    def shortHelpString(self):
        return self.tr(
            "<p>Simulates PrivAG's two-phase local-DP collection. A share σ of the users reports "
            "its cell of a g1×g1 grid; from the estimated relative frequency f_k of each cell the "
            "server splits it evenly into g2_k×g2_k leaves, "
            "g2_k = max(1, round(√(2α·f_k·(e^ε−1)·√((1−σ)N/e^ε)))); the other users report their "
            "leaf. Leaf estimates are scaled to the whole population.</p>"
            "<p><b>g1</b>: 0 uses max(1, round(√(2α(e^ε−1)·√(N/e^ε)))). <b>α</b> (paper range "
            "0.01–0.02, default 0.02) and <b>σ</b> (0.1–0.3, default 0.2). f_k is a relative "
            "frequency, not a count: only that reproduces the paper's Table 1.</p>"
            "<p><b>Each user reports once</b>: the two groups are disjoint, so their reports do "
            "not add up (parallel composition) and the release is ε-LDP per user; the ledger "
            "records both steps in one parallel group.</p>"
        ) + self.localHelp() + self.tr(
            "<p>References: J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual "
            "trajectories under local differential privacy. MDM 2022 (PrivAG); B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based "
            "Decompositions for Spatial Data under Local Differential Privacy. 2024.</p>")

    def initLocalParameters(self):
        self.addShare(self.ALPHA, self.tr("Guideline constant α"), PRIVAG_ALPHA, 0.001, 1.0)
        self.addShare(self.SIGMA, self.tr("Share σ of users in the first phase"), PRIVAG_SIGMA,
                      0.01, 0.99)

    def mechanismFunction(self):
        return privag

    def mechanismArguments(self, parameters, context):
        return {"alpha": self.parameterAsDouble(parameters, self.ALPHA, context),
                "sigma": self.parameterAsDouble(parameters, self.SIGMA, context)}
