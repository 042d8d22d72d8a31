"""Processing algorithm spatialdp:gridguide — the grid-size guidance as numbers for models.

The recommendations of :mod:`core.guidelines` for any registered mechanism
(:data:`core.guidelines.GUIDES`). The mechanism parameters are generated
from :data:`core.guidelines.GUIDE_PARAMETERS`, so a newly registered
mechanism and its parameters appear here without changes. Computing the
guidance touches no data: it spends no privacy budget (N must be public or
a noisy estimate).
"""

import json

from qgis.core import (
    QgsProcessingAlgorithm,
    QgsProcessingException,
    QgsProcessingOutputNumber,
    QgsProcessingOutputString,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterEnum,
    QgsProcessingParameterExtent,
    QgsProcessingParameterNumber,
)

from ...core.guidelines import GUIDE_PARAMETERS, GUIDES, guidance
from .evaluate import EvaluationGroup

#: output name → how to get it from a Guidance (None when the mechanism has no such value)
NUMBER_OUTPUTS = {
    "GRID_SIZE": lambda g: g.grid_size,
    "CELLS": lambda g: g.cells,
    "NOISE_SD": lambda g: g.noise_sd,
    "LEVEL2_MIN": lambda g: g.level2[0] if g.level2 else None,
    "LEVEL2_EVEN": lambda g: g.level2[1] if g.level2 else None,
    "LEVEL2_MAX": lambda g: g.level2[2] if g.level2 else None,
    "RADIUS": lambda g: g.sizes.get("b"),
    "TIME_SLICES": lambda g: g.sizes.get("T"),
}


def mechanism_parameters():
    """``{name: [(mechanism, GuideParameter), …]}`` over every registered mechanism."""
    out = {}
    for mechanism, parameters in GUIDE_PARAMETERS.items():
        for p in parameters:
            out.setdefault(p.name, []).append((mechanism, p))
    return out


class GridGuideAlgorithm(EvaluationGroup, QgsProcessingAlgorithm):
    MECHANISM = "MECHANISM"
    N = "N"
    EPSILON = "EPSILON"
    EXTENT = "EXTENT"
    CELL_WIDTH = "CELL_WIDTH"
    CELL_HEIGHT = "CELL_HEIGHT"
    SIZES = "SIZES"
    GUIDANCE = "GUIDANCE"

    def name(self):
        return "gridguide"

    def displayName(self):  # noqa: N802
        return self.tr("Grid-size guidance")

    def mechanisms(self):
        return list(GUIDES)

    def shortHelpString(self):  # noqa: N802
        return self.tr(
            "<p>Recommends the grid of a mechanism for N points (or users) and a privacy budget ε, "
            "as numbers a model can pass on (e.g. GRID_SIZE into the uniform grid). It reads no "
            "data and spends no budget; N must be public knowledge (or a noisy estimate).</p>"
            "<p><b>Outputs</b>: GRID_SIZE (UG m, AG m1, LDP-UG g, PrivAG/AAG g1, DAM d, VDR M), "
            "LEVEL2_MIN/EVEN/MAX (the second-level split m2 or g2 for an empty cell, evenly "
            "spread points and all points in one cell), CELLS (released cells if the points were "
            "spread evenly), NOISE_SD (noise standard deviation of one cell), RADIUS (DAM's b in "
            "cells), TIME_SLICES (VDR's T), CELL_WIDTH/CELL_HEIGHT of the finest level in map "
            "units when an extent is given, and SIZES/GUIDANCE as JSON.</p>"
            "<p><b>Rules</b>: UG Guideline 1 m = √(Nε/c) and AG's m1, m2 (Qardaji et al., ICDE "
            "2013); g1 = √(2α(e^ε−1)·√(N/e^ε)) and g2 (Balioglu et al. 2024); DAM's b maximises "
            "the mutual-information bound; VDR: Guideline 1 per time slice with sensitivity k. "
            "Mechanism parameters left empty take the mechanism's default.</p>")

    def initAlgorithm(self, config=None):  # noqa: N802
        self.addParameter(QgsProcessingParameterEnum(
            self.MECHANISM, self.tr("Mechanism"), self.mechanisms(), defaultValue=0))
        self.addParameter(QgsProcessingParameterNumber(
            self.N, self.tr("Number of points or users N (public)"), QgsProcessingParameterNumber.Type.Double,
            100_000, minValue=0))
        self.addParameter(QgsProcessingParameterNumber(
            self.EPSILON, self.tr("Privacy budget ε"), QgsProcessingParameterNumber.Type.Double, 1.0,
            minValue=0.0))
        self.addParameter(QgsProcessingParameterExtent(
            self.EXTENT, self.tr("Extent (for cell sizes in map units)"), optional=True))
        for name, uses in mechanism_parameters().items():
            described = "; ".join(f"{m}: {self.tr(p.label)} ({p.default:g})" for m, p in uses)
            parameter = QgsProcessingParameterNumber(
                name.upper(), self.tr("{} — empty: the mechanism's default").format(described),
                QgsProcessingParameterNumber.Type.Integer if all(p.integer for _, p in uses)
                else QgsProcessingParameterNumber.Type.Double,
                None, optional=True, minValue=min(p.minimum for _, p in uses),
                maxValue=max(p.maximum for _, p in uses))
            parameter.setFlags(parameter.flags() | QgsProcessingParameterDefinition.Flag.FlagAdvanced)
            self.addParameter(parameter)
        for name in NUMBER_OUTPUTS:
            self.addOutput(QgsProcessingOutputNumber(name, self.tr(name.replace("_", " ").lower())))
        self.addOutput(QgsProcessingOutputNumber(self.CELL_WIDTH, self.tr("cell width")))
        self.addOutput(QgsProcessingOutputNumber(self.CELL_HEIGHT, self.tr("cell height")))
        self.addOutput(QgsProcessingOutputString(self.SIZES, self.tr("recommended sizes (JSON)")))
        self.addOutput(QgsProcessingOutputString(self.GUIDANCE, self.tr("guidance (JSON)")))

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802
        mechanism = self.mechanisms()[self.parameterAsEnum(parameters, self.MECHANISM, context)]
        epsilon = self.parameterAsEpsilon(parameters, context)
        n = self.parameterAsDouble(parameters, self.N, context)
        values = {}
        for p in GUIDE_PARAMETERS[mechanism]:
            raw = parameters.get(p.name.upper())
            if raw not in (None, ""):
                values[p.name] = self.parameterAsInt(parameters, p.name.upper(), context) if p.integer \
                    else self.parameterAsDouble(parameters, p.name.upper(), context)
        try:
            g = guidance(mechanism, n, epsilon, **values)
        except ValueError as error:
            raise QgsProcessingException(str(error)) from error
        results = {name: get(g) for name, get in NUMBER_OUTPUTS.items()}
        results[self.CELL_WIDTH] = results[self.CELL_HEIGHT] = None
        if parameters.get(self.EXTENT) not in (None, ""):
            rect = self.parameterAsExtent(parameters, self.EXTENT, context)
            finest = list(g.cell_sizes(rect.width(), rect.height()).values())[-1]
            results[self.CELL_WIDTH], results[self.CELL_HEIGHT] = finest
        record = g.as_dict()
        results[self.SIZES] = json.dumps(g.sizes)
        results[self.GUIDANCE] = json.dumps(record)
        feedback.pushInfo(self.tr("{}: {}").format(mechanism, ", ".join(f"{k} = {v:g}" for k, v in g.sizes.items())))
        for note in g.notes:
            feedback.pushInfo(note)
        return results
