"""Parameters and help shared by the local-DP grids (LDP-UG, PrivAG, AAG).

In the local model every person perturbs their own location on their
device; the server only sees the perturbed reports. These algorithms
*simulate* a collection from a layer of true locations — each point is one
user who reports once with ε — to choose ε, the grid and the mechanism
before deploying, and produce the grid the server would estimate.
"""

import numpy as np
from qgis.core import QgsField, QgsProcessingParameterBoolean, QgsProcessingParameterEnum, \
    QgsProcessingParameterNumber

from ...core import oracles
from .. import compat
from ..io import synopsis_fields
from .base import SpatialDPAlgorithm


class LocalModel:
    """Group and help text of every local-DP algorithm (a mixin for SpatialDPAlgorithm)."""

    user_bound = False

    def group(self):
        return self.tr("Local differential privacy")

    def groupId(self):
        return "local"

    def localModelHelp(self):
        return self.tr(
            "<p><b>Local model</b>: in a real survey each person's phone or computer adds the "
            "noise before sending anything, so nobody — you included — ever holds the true "
            "locations. This algorithm <i>simulates</i> such a survey from a layer of true "
            "locations (each point is one person who reports once), so that you can choose ε, "
            "the grid and the method before running the survey for real.</p>"
            "<p><b>Input point layer</b>: one point per person, best in a projected CRS "
            "(metres).</p>"
            "<p><b>Privacy budget ε</b>: the protection of each person's single report; smaller "
            "ε means stronger protection and more noise. Local noise is much larger than in the "
            "central algorithms (UG, AG): typical ε are 1 to 5, and useful maps need many "
            "people — tens of thousands or more. More people or a larger ε give more accurate "
            "results.</p>"
            "<p><b>Public extent</b>: the area every device uses for the grid. In a real survey "
            "it must contain everybody who takes part (someone outside it who did not report "
            "would stand out). Left empty, the layer's extent is used and the output is marked "
            "as not suitable for publication; in this simulation points outside the extent are "
            "left out.</p>"
            "<p><b>Random seed</b> (advanced): for tests only; the output is then marked as "
            "not suitable for publication.</p>") + self.logHelp()


class LocalGridAlgorithm(LocalModel, SpatialDPAlgorithm):
    ORACLE = "ORACLE"
    NORM_SUB = "NORM_SUB"
    ALPHA = "ALPHA"
    SIGMA = "SIGMA"
    ORACLES = [oracles.ADAPTIVE, oracles.GRR, oracles.OLH]

    def gridSizeLabel(self):
        return self.tr("First-level grid size g1 (0: guideline)")

    def initMechanismParameters(self):
        self.addParameter(QgsProcessingParameterNumber(
            self.GRID_SIZE, self.gridSizeLabel(), QgsProcessingParameterNumber.Type.Integer, 0,
            minValue=0))
        self.initLocalParameters()
        self.addParameter(QgsProcessingParameterBoolean(
            self.NORM_SUB, self.tr("Norm-Sub: clamp negative estimates to 0, keep the total"),
            False))
        oracle = QgsProcessingParameterEnum(
            self.ORACLE, self.tr("Frequency oracle"),
            [self.tr("Adaptive (GRR for small grids, else OLH)"), "GRR", "OLH"], defaultValue=0)
        self.addAdvanced(oracle)

    def initLocalParameters(self):
        """The mechanism's own parameters (α, σ, …)."""

    def addShare(self, name, description, default, low, high):
        self.addParameter(QgsProcessingParameterNumber(
            name, description, QgsProcessingParameterNumber.Type.Double, default, minValue=low,
            maxValue=high))

    def localArguments(self, parameters, context):
        return {
            "grid_size": self.parameterAsInt(parameters, self.GRID_SIZE, context) or None,
            "oracle": self.ORACLES[self.parameterAsEnum(parameters, self.ORACLE, context)],
            "norm_sub": self.parameterAsBool(parameters, self.NORM_SUB, context),
        }

    def outputFields(self):
        return synopsis_fields([QgsField("norm_sub", compat.INT)])

    def extraColumns(self, synopsis, cells):
        return {"norm_sub": np.full(len(cells), int(bool(synopsis.params.get("norm_sub"))))}

    def localHelp(self):
        return self.localModelHelp() + self.tr(
            "<p><b>Why the grid is coarse</b>: the automatic grid size (of the first level, for "
            "PrivAG and AAG) grows with the number of people and with ε. With 5,000 people at "
            "ε = 1 it is only 2×2; with a million people at ε = 1 it is 6×6 (13×13 at ε = 3). "
            "Finer grids than that are mostly noise.</p>"
            "<p><b>Frequency oracle</b> (advanced): how each device randomises its cell. "
            "'Adaptive' (recommended) picks whichever of the two methods is more accurate for "
            "the number of cells: GRR (randomised response) for few cells, OLH (local hashing) "
            "for many.</p>"
            "<p><b>Norm-Sub</b>: the estimated counts are unbiased but can be negative. Tick it "
            "to set negative counts to 0 while keeping the total: the map looks cleaner, sums "
            "over areas become slightly biased. It costs no privacy; the output field norm_sub "
            "records the choice.</p>"
            "<p><b>Private grid</b>: polygons with the estimated count of each cell "
            "(noisy_count) and its density.</p>"
            "<p>For reports collected for real, use 'Estimate a grid from LDP reports'.</p>")

    def release(self, points, domain, epsilon, rng, parameters, context, feedback, **bound):
        synopsis = self.mechanismFunction()(points.x, points.y, domain, epsilon, rng,
                                            **self.localArguments(parameters, context),
                                            **self.mechanismArguments(parameters, context))
        if synopsis.params.get("grid_size_source") != "given":
            size = synopsis.params.get("grid_size")
            feedback.pushInfo(self.tr(
                "The guideline chose a {0}×{0} first-level grid for {1:,} users at ε = {2:g}: "
                "more users or a larger ε give finer grids, and a grid size you give overrides "
                "it.").format(size, len(points), epsilon))
        return synopsis

    def mechanismFunction(self):
        raise NotImplementedError

    def mechanismArguments(self, parameters, context):
        return {}
