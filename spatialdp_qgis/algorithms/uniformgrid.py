"""Processing algorithm spatialdp:uniformgrid — UG (Qardaji, Yang, Li, ICDE 2013)."""

from ...core import uniform_grid
from .central import CentralGridAlgorithm


class UniformGridAlgorithm(CentralGridAlgorithm):
    algorithm_id = "uniformgrid"
    docs_page = "ug.md"

    def displayName(self):
        return self.tr("Uniform grid (UG)")

    def shortHelpString(self):
        return self.tr(
            "<p>Publishes a map of point counts on a regular grid of m×m cells, with "
            "differential privacy: every cell count gets random noise, so that the map reveals "
            "almost nothing about whether any one person is in the data. It runs on the true "
            "points, on your computer (central model). Use it for a first private map or for "
            "points spread fairly evenly; for clustered data (towns and countryside) the "
            "adaptive grid (AG) is usually more accurate.</p>"
            "<p><b>Grid size m</b>: cells per side. 0 (recommended) chooses it from the number "
            "of points and ε: more points or a larger ε give a finer grid (about 316 cells per "
            "side for a million points at ε = 1, 100 for 100,000). A finer grid shows more "
            "detail, but every cell carries the same noise, so sparse cells drown in it; a "
            "coarser grid is more reliable but blurs. The Guidance tab of the SpatialDP panel "
            "shows the trade-off.</p>"
        ) + self.commonHelp() + self.tr(
            "<p>Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for "
            "Geospatial Data. ICDE 2013.</p>") + self.docsLink()

    def release(self, points, domain, epsilon, rng, parameters, context, feedback, **bound):
        return uniform_grid(points.x, points.y, domain, epsilon, rng,
                            **self.centralArguments(parameters, context), **bound)
