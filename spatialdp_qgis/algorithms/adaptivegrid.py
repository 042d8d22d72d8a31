"""Processing algorithm spatialdp:adaptivegrid — AG (Qardaji, Yang, Li, ICDE 2013)."""

import numpy as np
from qgis.core import QgsProcessing, QgsProcessingParameterFeatureSink, QgsProcessingParameterNumber

from ...core import adaptive_grid
from .central import CentralGridAlgorithm


class AdaptiveGridAlgorithm(CentralGridAlgorithm):
    algorithm_id = "adaptivegrid"
    docs_page = "ag.md"
    ALPHA = "ALPHA"
    LEVEL1_OUTPUT = "LEVEL1_OUTPUT"

    def displayName(self):
        return self.tr("Adaptive grid (AG)")

    def shortHelpString(self):
        return self.tr(
            "<p>Publishes point counts on a two-level grid with differential privacy, on the "
            "true points (central model). A coarse grid comes first; each of its cells is then "
            "cut into smaller cells, the more the more points it holds, so busy areas get "
            "detail and empty areas stay coarse. Every count gets random noise; finally the "
            "counts of the two levels are made consistent (each coarse cell equals the sum of "
            "its small cells), which also reduces the noise. For clustered data it is usually "
            "more accurate than the uniform grid (UG).</p>"
            "<p><b>First-level grid size m1</b>: coarse cells per side. 0 (recommended) "
            "chooses it from the number of points and ε (at least 10). How finely each coarse "
            "cell is cut is always decided automatically from its noisy count.</p>"
            "<p><b>Share α of ε for the first level</b>: how ε is divided between the two "
            "levels. 0.5 (the paper's choice) works well; a smaller α leaves more of ε for the "
            "small cells and makes the coarse counts noisier.</p>"
            "<p><b>First-level cells</b> (optional output): the coarse cells with their "
            "consistent counts; the main output holds the small cells.</p>"
        ) + self.commonHelp() + self.tr(
            "<p>Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for "
            "Geospatial Data. ICDE 2013.</p>") + self.docsLink()

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
