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
            "<p><b>Local model</b>: every user perturbs their own location on their device and "
            "the server only sees the perturbed reports; nobody, the server included, ever holds "
            "the true locations. This algorithm <i>simulates</i> such a collection from a layer "
            "of true locations (each point is one user reporting once) so that you can choose "
            "ε, the grid and the mechanism before deploying.</p>"
            "<p><b>ε is per user</b>: each user's single report is ε-locally differentially "
            "private whatever the server does. Local DP needs far more users than central DP "
            "for the same accuracy: typical ε are 1–5.</p>"
            "<p><b>Extent</b>: the public domain every device uses for the grid. It must contain "
            "every participant: in a real collection a user outside it who does not report "
            "would be revealed by that. In this simulation points outside it are ignored.</p>")


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
            "<p>Use 'Estimate a grid from LDP reports' on reports collected for real.</p>"
            "<p><b>Frequency oracle</b>: GRR (randomised response over the cells) when the number "
            "of cells d < 3e^ε + 2, else OLH (optimal local hashing); both give unbiased "
            "estimates. <b>Estimates may be negative</b>: they are kept unless Norm-Sub is "
            "chosen (free post-processing that clamps negatives to 0 and shifts the rest to keep "
            "the total); the field norm_sub says which.</p>")

    def release(self, points, domain, epsilon, rng, parameters, context, feedback, **bound):
        return self.mechanismFunction()(points.x, points.y, domain, epsilon, rng,
                                        **self.localArguments(parameters, context),
                                        **self.mechanismArguments(parameters, context))

    def mechanismFunction(self):
        raise NotImplementedError

    def mechanismArguments(self, parameters, context):
        return {}
