"""Processing algorithm spatialdp:adaptivegrid — AG (Qardaji, Yang, Li, ICDE 2013)."""

import numpy as np
from qgis.core import QgsProcessing, QgsProcessingParameterFeatureSink, QgsProcessingParameterNumber

from ...core import adaptive_grid
from .central import CentralGridAlgorithm


class AdaptiveGridAlgorithm(CentralGridAlgorithm):
    algorithm_id = "adaptivegrid"
    ALPHA = "ALPHA"
    LEVEL1_OUTPUT = "LEVEL1_OUTPUT"

    def displayName(self):
        return self.tr("Adaptive grid (AG)")

    def shortHelpString(self):
        return self.tr(
            "<p>Publishes a two-level adaptive grid of point counts with ε-differential privacy "
            "(central model). Level 1 is an m1×m1 grid released with αε; each level-1 cell with "
            "noisy count v is split into m2×m2 leaves, m2 = ⌈√(v (1−α) ε / (c/2))⌉, released "
            "with (1−α)ε. Dense areas get small cells, empty ones stay coarse. Constrained "
            "inference (free post-processing) makes every level-1 count equal the sum of its "
            "leaves using the inverse-variance weighted mean.</p>"
            "<p><b>m1</b>: 0 uses max(10, ⌈√(N ε' / (c k)) / 4⌉), where ε' is the budget left "
            "after estimating N (ε when N is public) and k the points per user (1 without a user "
            "field); ε and ε' in the other formulas are likewise what is left, and m2 divides by "
            "k too. <b>α</b>: the share of ε for level 1 (paper: 0.5).</p>"
            "<p><b>Outputs</b>: the leaves, and optionally the level-1 cells.</p>"
        ) + self.commonHelp() + self.tr(
            "<p>Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for "
            "Geospatial Data. ICDE 2013. The constrained-inference formula follows the paper's "
            "weighted mean; a review omits its v term.</p>")

    def gridSizeLabel(self):
        return self.tr("First-level grid size m1 (0: guideline)")

    def initMechanismParameters(self):
        super().initMechanismParameters()
        self.addParameter(QgsProcessingParameterNumber(
            self.ALPHA, self.tr("Share α of ε for the first level"),
            QgsProcessingParameterNumber.Type.Double, 0.5, minValue=0.01, maxValue=0.99))

    def initOutputs(self):
        super().initOutputs()
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.LEVEL1_OUTPUT, self.tr("First-level cells"), QgsProcessing.SourceType.TypeVectorPolygon,
            optional=True, createByDefault=False))

    def release(self, points, domain, epsilon, rng, parameters, context, feedback, **bound):
        return adaptive_grid(points.x, points.y, domain, epsilon, rng,
                             alpha=self.parameterAsDouble(parameters, self.ALPHA, context),
                             **self.centralArguments(parameters, context), **bound)

    def writeOutputs(self, synopsis, record, parameters, context, feedback, crs):
        results = {self.OUTPUT: self.writeSink(
            self.OUTPUT, synopsis, np.flatnonzero(synopsis.is_leaf), record,
            parameters, context, feedback, crs, progress=(60, 95))}
        level1 = self.writeSink(
            self.LEVEL1_OUTPUT, synopsis, np.flatnonzero(synopsis.level == 1), record,
            parameters, context, feedback, crs, progress=(95, 100))
        if level1 is not None:
            results[self.LEVEL1_OUTPUT] = level1
        return results
