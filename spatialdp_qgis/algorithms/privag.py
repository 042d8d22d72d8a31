"""Processing algorithm spatialdp:privag — PrivAG (Yang et al. 2022; Balioglu et al. 2024, §3.2)."""

from ...core import privag
from ...core.mechanisms.ldp_grids import PRIVAG_ALPHA, PRIVAG_SIGMA
from .local import LocalGridAlgorithm


class PrivAGAlgorithm(LocalGridAlgorithm):
    algorithm_id = "privag"
    docs_page = "ldp-grids.md"

    def displayName(self):
        return self.tr("Adaptive grid under local DP (PrivAG)")

    def shortHelpString(self):
        return self.tr(
            "<p>Simulates PrivAG, a two-round local-DP survey. In the first round a share σ of "
            "the people reports its cell of a coarse g1×g1 grid; from these reports each coarse "
            "cell is cut into more, smaller cells the more people it holds. In the second "
            "round the other people report their small cell. Every person reports only once, "
            "so each person is protected with ε. The estimates of both rounds are scaled up to "
            "the whole population.</p>"
            "<p><b>First-level grid size g1</b>: coarse cells per side. 0 (recommended) chooses "
            "it from the number of people and ε. How finely each coarse cell is cut is always "
            "automatic.</p>"
            "<p><b>Guideline constant α</b>: tunes both grid sizes; the paper recommends 0.01 "
            "to 0.02 (default 0.02). A larger α gives finer grids with noisier cells.</p>"
            "<p><b>Share σ of users in the first phase</b>: the paper recommends 0.1 to 0.3 "
            "(default 0.2). A larger σ gives better decisions on where to cut but leaves fewer "
            "people to estimate the small cells.</p>"
        ) + self.localHelp() + self.tr(
            "<p>References: J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual "
            "trajectories under local differential privacy. MDM 2022 (PrivAG); B. Balioglu, "
            "A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data "
            "under Local Differential Privacy. 2024.</p>") + self.docsLink()

    def initLocalParameters(self):
        self.addShare(self.ALPHA, self.tr("Guideline constant α"), PRIVAG_ALPHA, 0.001, 1.0)
        self.addShare(self.SIGMA, self.tr("Share σ of users in the first phase"), PRIVAG_SIGMA,
                      0.01, 0.99)

    def mechanismFunction(self):
        return privag

    def mechanismArguments(self, parameters, context):
        return {"alpha": self.parameterAsDouble(parameters, self.ALPHA, context),
                "sigma": self.parameterAsDouble(parameters, self.SIGMA, context)}
