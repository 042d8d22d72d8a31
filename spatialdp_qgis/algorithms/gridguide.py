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

from ...core.catalogue import MECHANISMS
from ...core.guidelines import GUIDE_PARAMETERS, GUIDES, guidance
from ...core.recommend import MODEL_LABELS, MODELS, USER_LEVEL, recommend
from ..i18n import declared
from ..sanity import CELLS_MAX
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


def mechanism_model(name):
    """The model a mechanism's recommendation is for: user-level when it needs user ids (VDR)."""
    declared_ = next(m for m in MECHANISMS if m.name == name)
    return USER_LEVEL if declared_.user_field_required else declared_.model


def points_per_user(mechanism, values):
    """k for a user-level recommendation: the guide's points per user ("sensitivity", VDR's "k")
    from ``values``, else the mechanism's default, else 1."""
    for p in GUIDE_PARAMETERS[mechanism]:
        if p.name in ("sensitivity", "k"):
            return int(values.get(p.name, p.default))
    return 1


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
    MODEL = "MODEL"
    QUERY_SHARE = "QUERY_SHARE"
    RECOMMENDED = "RECOMMENDED"
    RECOMMENDATION = "RECOMMENDATION"
    docs_page = "guidance.md"

    def name(self):
        return "gridguide"

    def displayName(self):  # noqa: N802
        return self.tr("Grid-size guidance")

    def mechanisms(self):
        return list(GUIDES)

    def shortHelpString(self):  # noqa: N802
        return self.audienceHelp(self.tr(
            "This one sizes a grid from public numbers only; it reads no data.")) + self.tr(
            "<p>Recommends the grid of a method for a number of points (or people) and a "
            "privacy budget ε, as numbers a model can pass on (for example its grid size into "
            "the uniform grid). It reads no data and spends no privacy budget. The Guidance tab "
            "of the SpatialDP panel shows the same with a chart.</p>"
            "<p><b>Mechanism</b>: the method to size. <b>Number of points or users N "
            "(public)</b>: a number that may be known, such as a published total — not a count "
            "of your sensitive layer. <b>Privacy budget ε</b>: as you will give it to the "
            "method. <b>Extent (for cell sizes in map units)</b>: optional; with it the cell "
            "width and height are computed too.</p>"
            "<p>Advanced: the method's own settings — <b>Guideline constant c</b>, "
            "<b>Points per user k</b>, <b>Share α of ε for the first level</b>, <b>Share of ε "
            "for deciding where to split</b> (PrivTree), <b>Guideline "
            "constant α</b>, <b>Share σ of users in the first phase</b>, <b>Guideline constant "
            "α1 for g1</b>, <b>Tree depth h</b>, <b>Guideline constant α1 for the 1-D grids</b>, "
            "<b>Guideline constant α2 for the 2-D grid</b>, <b>Grid size d</b>, <b>Time slices "
            "T</b> — as in the method's own "
            "dialog. Each one applies only to the methods named in its label; left empty it "
            "takes the method's default.</p>"
            "<p><b>Outputs</b>: GRID_SIZE (the value for the method's grid size; PrivTree has "
            "none: the cells per side its tree reaches for evenly spread points), "
            "LEVEL2_MIN/EVEN/MAX (for two-level methods: how finely an empty cell, an average "
            "cell and a cell holding all points would be cut), CELLS (cells released if the "
            "points were spread evenly), NOISE_SD (the typical noise of one cell, in points), "
            "RADIUS (DAM's radius b in cells), TIME_SLICES (VDR's T), CELL_WIDTH/CELL_HEIGHT "
            "(with an extent) and SIZES/GUIDANCE (everything as JSON).</p>"
            "<p>References: W. Qardaji, W. Yang, N. Li, ICDE 2013 (UG, AG); J. Zhang, X. Xiao, "
            "X. Xie, SIGMOD 2016 (PrivTree); B. Balioglu et al. "
            "2024 (LDP-UG, PrivAG, AAG); L. Du et al., CCS 2021 (AHEAD); J. Yang et al., VLDB "
            "2021 (HDG); the DAM paper; R. Ahuja et al., SIGMOD 2023 (VDR).</p>"
        ) + self.tr(
            "<p><b>Recommendation</b>: RECOMMENDED names the method that was most accurate, "
            "with its defaults, in the project's study (docs/best-by-default.md) for the "
            "<b>Privacy model</b> (central, local, or user-level: at most k points per user, k "
            "being <b>Points per user k</b>), N, ε and the <b>Query size (% of the extent's "
            "area)</b> you care about (empty: every size); RECOMMENDATION gives it as JSON with "
            "the study column it comes from. It is read from a table in the plugin, never from "
            "your data.</p>") + self.tr(
            "<p><b>Counts per cell K of a table</b> (UG, AG, PrivTree): for a release by category "
            "and period, its categories (other / missing included) times its periods. Each count "
            "then holds about N/K points, so the grid is sized for N/K points and is coarser "
            "(docs/categories.md).</p>") + self.docsLink()

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
            described = "; ".join(f"{m}: {declared(p.label)} ({p.default:g})" for m, p in uses)
            parameter = QgsProcessingParameterNumber(
                name.upper(), self.tr("{} — empty: the mechanism's default").format(described),
                QgsProcessingParameterNumber.Type.Integer if all(p.integer for _, p in uses)
                else QgsProcessingParameterNumber.Type.Double,
                None, optional=True, minValue=min(p.minimum for _, p in uses),
                maxValue=max(p.maximum for _, p in uses))
            parameter.setFlags(parameter.flags() | QgsProcessingParameterDefinition.Flag.FlagAdvanced)
            self.addParameter(parameter)
        model = QgsProcessingParameterEnum(
            self.MODEL, self.tr("Privacy model (for the recommendation)"),
            [declared(label) for label in MODEL_LABELS.values()], defaultValue=0)
        share = QgsProcessingParameterNumber(
            self.QUERY_SHARE, self.tr("Query size (% of the extent's area) — empty: every size"),
            QgsProcessingParameterNumber.Type.Double, None, optional=True, minValue=0.0001, maxValue=100)
        for parameter in (model, share):
            self.addParameter(parameter)
        labels = self.numberOutputLabels()
        for name in NUMBER_OUTPUTS:
            self.addOutput(QgsProcessingOutputNumber(name, labels[name]))
        self.addOutput(QgsProcessingOutputNumber(self.CELL_WIDTH, self.tr("cell width")))
        self.addOutput(QgsProcessingOutputNumber(self.CELL_HEIGHT, self.tr("cell height")))
        self.addOutput(QgsProcessingOutputString(self.SIZES, self.tr("recommended sizes (JSON)")))
        self.addOutput(QgsProcessingOutputString(self.GUIDANCE, self.tr("guidance (JSON)")))
        self.addOutput(QgsProcessingOutputString(self.RECOMMENDED, self.tr("recommended mechanism")))
        self.addOutput(QgsProcessingOutputString(self.RECOMMENDATION, self.tr("recommendation (JSON)")))

    def recommendation(self, parameters, context, mechanism, n, epsilon):
        """:func:`core.recommend.recommend` for the chosen model, N, ε, query size and k."""
        choice = self.parameterAsEnum(parameters, self.MODEL, context)
        model = MODELS[choice - 1] if choice else mechanism_model(mechanism)
        share = None
        if parameters.get(self.QUERY_SHARE) not in (None, ""):
            share = self.parameterAsDouble(parameters, self.QUERY_SHARE, context) / 100
        k = next((self.parameterAsInt(parameters, name, context) for name in ("SENSITIVITY", "K")
                  if parameters.get(name) not in (None, "")), points_per_user(mechanism, {}))
        return recommend(model=model, n=max(n, 1), epsilon=epsilon, query_fraction=share, max_per_user=k)

    def numberOutputLabels(self):  # noqa: N802
        """The description of each of :data:`NUMBER_OUTPUTS`, in the user's language."""
        return {
            "GRID_SIZE": self.tr("recommended grid size"),
            "CELLS": self.tr("cells (points spread evenly)"),
            "NOISE_SD": self.tr("noise sd per cell, in points"),
            "LEVEL2_MIN": self.tr("second-level cells per side of an empty cell"),
            "LEVEL2_EVEN": self.tr("second-level cells per side of an average cell"),
            "LEVEL2_MAX": self.tr("second-level cells per side of a cell holding all points"),
            "RADIUS": self.tr("DAM's radius b in cells"),
            "TIME_SLICES": self.tr("VDR's time slices T"),
        }

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
        if g.cells > CELLS_MAX:
            feedback.pushWarning(self.tr(
                "The recommended grid gives {:,} cells (points spread evenly), more than the {:,} "
                "SpatialDP writes, so the method would refuse it: check that N is the number of "
                "points (or users), or give the method a smaller grid size yourself.").format(
                g.cells, CELLS_MAX))
        results = {name: get(g) for name, get in NUMBER_OUTPUTS.items()}
        results[self.CELL_WIDTH] = results[self.CELL_HEIGHT] = None
        if parameters.get(self.EXTENT) not in (None, ""):
            rect = self.parameterAsExtent(parameters, self.EXTENT, context)
            if not rect.width() > 0 < rect.height():
                raise QgsProcessingException(self.tr(
                    "The extent has no area, so the cells would have no width or height; give "
                    "the extent of the area the points lie in, or leave it empty."))
            finest = list(g.cell_sizes(rect.width(), rect.height()).values())[-1]
            results[self.CELL_WIDTH], results[self.CELL_HEIGHT] = finest
        record = g.as_dict()
        results[self.SIZES] = json.dumps(g.sizes)
        results[self.GUIDANCE] = json.dumps(record)
        try:
            advice = self.recommendation(parameters, context, mechanism, n, epsilon)
        except (ValueError, LookupError) as error:
            raise QgsProcessingException(str(error)) from error
        results[self.RECOMMENDED] = advice.mechanism
        results[self.RECOMMENDATION] = json.dumps(advice.as_dict())
        feedback.pushInfo(self.tr("Recommended for the model {}: {}").format(
            declared(MODEL_LABELS[advice.model]), advice.mechanism))
        for note in advice.notes:
            feedback.pushInfo(declared(note))
        feedback.pushInfo(self.tr("{}: {}").format(mechanism, ", ".join(f"{k} = {v:g}" for k, v in g.sizes.items())))
        for note in g.notes:
            feedback.pushInfo(declared(note))
        return results
