"""Processing algorithm spatialdp:uniformgrid — UG (Qardaji, Yang, Li, ICDE 2013)."""

from ...core import uniform_grid
from .central import CentralGridAlgorithm


class UniformGridAlgorithm(CentralGridAlgorithm):
    algorithm_id = "uniformgrid"

    def displayName(self):
        return self.tr("Uniform grid (UG)")

    def shortHelpString(self):
        return self.tr(
            "<p>Publishes an m×m grid of point counts over the extent with ε-differential "
            "privacy (central model: the data custodian runs it on the true points). Each "
            "cell's count gets discrete Laplace noise of scale sensitivity/ε.</p>"
            "<p><b>Grid size</b>: 0 uses Guideline 1 of Qardaji, Yang and Li, "
            "m = max(1, round(√(N ε' / (c k)))), c = 10, which balances noise against the error "
            "of assuming points are spread evenly inside a cell; ε' is the budget left after "
            "estimating N (ε when N is public) and k the points per user (1 without a user "
            "field).</p>"
        ) + self.commonHelp() + self.tr(
            "<p>Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for "
            "Geospatial Data. ICDE 2013.</p>")

    def release(self, points, domain, epsilon, rng, parameters, context, feedback, **bound):
        return uniform_grid(points.x, points.y, domain, epsilon, rng,
                            **self.centralArguments(parameters, context), **bound)
