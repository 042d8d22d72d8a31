"""What every SpatialDP Processing algorithm shares.

A subclass declares its mechanism's own parameters in
:meth:`SpatialDPAlgorithm.initMechanismParameters` and turns the points into
a synopsis in :meth:`SpatialDPAlgorithm.release`. The base class handles the
input layer (validation, fast reading), the public extent, ε, the seed, the
optional per-user bound, the output sink, progress, cancel, and the
metadata and style of the result.

Parameter names are the same in every algorithm (INPUT, EXTENT, EPSILON,
GRID_SIZE, …), following the convention of QGIS's own algorithms.
"""

import json
import re
from contextlib import ExitStack

import numpy as np
from qgis.core import (
    QgsProcessing,
    QgsCoordinateReferenceSystem,
    QgsField,
    QgsGeometry,
    QgsProcessingAlgorithm,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingOutputLayerDefinition,
    QgsProcessingOutputString,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterEnum,
    QgsProcessingParameterExtent,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterNumber,
    QgsProcessingUtils,
    QgsRectangle,
    QgsWkbTypes,
)
from qgis.PyQt.QtGui import QIcon

from ...core import BudgetError, Domain, DomainError, GridTooLargeError, make_rng
from ...core.validation import EpsilonError, check_epsilon
from ...core.bounding import bound_contributions
from ...core.declaration import DATABASE_COUNTS, QUADTREE, STREAMING
from ...core.domain import MAX_CELLS
from ...core.noise import NoiseScaleError
from ...core.publication import ACTIONS, FLAG_FIELD, Rules, publish
from .. import compat, output, postgis, sanity, streaming
from ..bounded import BoundedPoints, bounded_points
from ..destination import (
    destination_file, destination_problem, discard, drops_geometry, layer_file, moved_output, new_file,
    redirected, sink_value, unreadable, whole_file,
)
from ..docs import docs_link, docs_url
from ..gpkg import is_gpkg_destination, ring_blobs, rollback_journal, write_gpkg
from ..partial import Partial
from ..io import (
    Cancelled, Stage, cell_columns, contiguous, is_missing, is_point_source, read_points,
    synopsis_fields, write_features,
)
from ..i18n import translate
from ..register import (
    Registration, help_text as register_help, parameter_problem as register_problem,
    parameters as register_parameters,
)
from ..resources import icon_path


#: an extent written as coordinates: "xmin,xmax,ymin,ymax" with an optional " [CRS]"
_LITERAL_EXTENT = re.compile(r"^\s*" + r"\s*,\s*".join([r"[-+]?[\d.]+(?:[eE][-+]?\d+)?"] * 4)
                             + r"\s*(\[[^\]]*\])?\s*$")


def is_literal_extent(value):
    """True for an extent given as coordinates, False for one taken from a layer."""
    if isinstance(value, (QgsRectangle, QgsGeometry)):  # QgsReferencedRectangle included
        return True
    return isinstance(value, str) and _LITERAL_EXTENT.match(value) is not None


def counted_elsewhere(points):
    """Whether ``points`` are a count source (counted in a database or batch by batch) rather
    than points held in memory (:meth:`SpatialDPAlgorithm.readPoints`)."""
    return isinstance(points, (postgis.DatabasePoints, streaming.StreamedPoints))


class OutputTooLarge(QgsProcessingException):
    """A release whose number of cells, chosen from its noisy counts, is too large to write."""


class PluginAlgorithm:
    """What every algorithm of the provider shares: translation, icon, new instances (a mixin)."""

    def tr(self, text):
        return translate(type(self), text)

    def icon(self):
        return QIcon(icon_path())

    def createInstance(self):  # noqa: N802
        return type(self)()

    #: the page of docs/ with the algorithm's formulas, choices and references
    docs_page = "README.md"
    PUSH_DOWN = "PUSH_DOWN"

    def addAdvanced(self, parameter):  # noqa: N802
        parameter.setFlags(parameter.flags() | QgsProcessingParameterDefinition.Flag.FlagAdvanced)
        self.addParameter(parameter)

    def addPushDown(self):  # noqa: N802
        """The advanced switch of counting a PostGIS layer in the database (docs/postgis.md)."""
        self.addAdvanced(QgsProcessingParameterBoolean(
            self.PUSH_DOWN, self.tr("Count in the database when the layer is in PostGIS "
                                    "(only counts leave it)"), True))

    def helpUrl(self):  # noqa: N802
        return docs_url(self.docs_page)

    def audienceHelp(self, text):  # noqa: N802
        """The help's first paragraph: whom the algorithm's group is for (:meth:`groupAudience`),
        then whom the algorithm itself is for (``text``)."""
        return "<p><b>{}</b> {}</p>".format(self.groupAudience(), text)

    def docsLink(self):  # noqa: N802
        """The help's closing paragraph: a link to the algorithm's docs page."""
        return docs_link(self.docs_page, self.tr(
            "Formulas, design choices and references: docs/{} in the plugin folder").format(
            self.docs_page))

    def publicationHelp(self):  # noqa: N802
        """The help on the uncertainty fields and the publication rules every output has."""
        return self.tr(
            "<p><b>noise_sd</b> and <b>moe90</b> (in every output): the standard deviation of "
            "each cell's noise and its 90 % margin of error: the cell's count of points lies "
            "within noisy_count ± moe90 with probability at least 90 %. They are empty where no "
            "formula exists (an iterative or neural estimate, or after Norm-Sub); the layer's "
            "metadata says why. On the map, cells whose count is within its margin of error of "
            "0 are hatched: they cannot be told apart from an empty cell.</p>"
            "<p><b>Publication rules</b> (advanced; free of privacy budget, they only change the "
            "published numbers). <b>Clamp negative counts to 0, keeping the total</b>: negative "
            "counts become 0 and the others are scaled down so that the total stays the same. "
            "<b>Round published counts to a multiple of</b> 5, 10…: the margin of error grows by "
            "half that number. <b>Small-count threshold</b> and <b>Cells below the small-count "
            "threshold</b>: counts below the threshold are left empty, or kept and marked 1 in the "
            "field small_count. The rules apply in this order; the layer's metadata lists "
            "them.</p>")

    def logHelp(self):  # noqa: N802
        """The help's closing paragraphs: the uncertainty fields and publication rules
        (:meth:`publicationHelp`), then the warning that the Processing log holds exact,
        non-private figures."""
        return self.publicationHelp() + self.privateLogHelp()

    def privateLogHelp(self):  # noqa: N802
        """The help's paragraph that warns that the Processing log holds exact, non-private figures."""
        return self.tr(
            "<p><b>The Processing log is for you only.</b> It shows exact figures from the "
            "sensitive data (points read, points outside the extent, features skipped). They are "
            "not protected: do not publish or share the log; publish only the output layer.</p>")

    def inputFiles(self, parameters, context):  # noqa: N802
        """The files of the layers the algorithm reads (None where a layer is not a file)."""
        return [layer_file(self.parameterAsVectorLayer(parameters, self.INPUT, context))]

    def destinationProblem(self, parameters, context):  # noqa: N802
        """Why a file output cannot go where asked — a missing or read-only folder, or the file of
        an input (:meth:`inputFiles`), which is never overwritten — in one sentence, or None."""
        inputs = self.inputFiles(parameters, context)
        for definition in self.destinationParameterDefinitions():
            path = destination_file(sink_value(parameters.get(definition.name()), context))
            problem = destination_problem(path, inputs) if path is not None else None
            if problem:
                return problem
        return None

    def parameterAsEpsilon(self, parameters, context, name="EPSILON"):  # noqa: N802
        """The privacy budget ε, refused by the core's one check unless finite and greater than 0."""
        try:
            return check_epsilon(self.parameterAsDouble(parameters, name, context))
        except EpsilonError:
            raise QgsProcessingException(self.tr(
                "The privacy budget ε must be a finite number greater than 0.")) from None

    def checkParameterValues(self, parameters, context):
        """ε and the numbers' ranges, in one sentence each (qgis_process and processing.run
        do not stop at the dialog's spin boxes)."""
        try:
            if self.parameterDefinition("EPSILON") is not None:
                self.parameterAsEpsilon(parameters, context)
            self.checkNumberRanges(parameters, context)
            problem = register_problem(parameters)
            if problem:
                raise QgsProcessingException(problem)
        except QgsProcessingException as error:
            return False, str(error)
        return super().checkParameterValues(parameters, context)

    def checkNumberRanges(self, parameters, context):  # noqa: N802
        """Refuse a number outside its parameter's range with the range, in the dialog's words."""
        for definition in self.parameterDefinitions():
            if not isinstance(definition, QgsProcessingParameterNumber) \
                    or parameters.get(definition.name()) in (None, ""):
                continue
            value = self.parameterAsDouble(parameters, definition.name(), context)
            if value < definition.minimum():
                raise QgsProcessingException(self.tr("'{}' must be at least {:g}, not {:g}.").format(
                    definition.description(), definition.minimum(), value))
            if value > definition.maximum():
                raise QgsProcessingException(self.tr("'{}' must be at most {:g}, not {:g}.").format(
                    definition.description(), definition.maximum(), value))


class SpatialDPAlgorithm(PluginAlgorithm, QgsProcessingAlgorithm):
    INPUT = "INPUT"
    EXTENT = "EXTENT"
    EPSILON = "EPSILON"
    GRID_SIZE = "GRID_SIZE"
    USER_FIELD = "USER_FIELD"
    MAX_PER_USER = "MAX_PER_USER"
    SEED = "SEED"
    OUTPUT = "OUTPUT"
    LEDGER = "LEDGER"
    CLAMP = "CLAMP"
    ROUND_TO = "ROUND_TO"
    SMALL_COUNT = "SMALL_COUNT"
    SMALL_COUNT_ACTION = "SMALL_COUNT_ACTION"

    #: the mechanism's name in outputs ("UG", "AG", …) and its algorithm id
    algorithm_id = ""
    epsilon_default = 1.0
    #: whether the unit of privacy can be a user with at most k points
    user_bound = True
    #: whether the user id field must be given (the unit is always the user)
    user_field_required = False
    max_per_user_default = 1
    #: whether the run draws random numbers here (the SEED parameter), is booked in the release
    #: register (its parameters) and writes cells (the publication rules and the release record);
    #: a declared mechanism declares them (:attr:`core.declaration.Mechanism.randomised`, …)
    randomised = registered = writes_cells = True
    #: whether the release bounds each user's points through :class:`core.counting.ArrayCounts`,
    #: so that a file's points can be sampled as they are read (:meth:`sampledWhileRead`)
    samples_in_counts = False

    def __init__(self):
        super().__init__()
        self._outputs = {}
        self._writing = False  # True once finish() starts writing the outputs
        self._input_name = ""  # the input layer's name, for the outputs' names
        self._released = False  # True once release() may have drawn noise from the data

    # --- identity ---------------------------------------------------------
    def name(self):
        return self.algorithm_id

    @property
    def capabilities(self):
        """What the mechanism can do beyond its parameters (:data:`core.declaration.CAPABILITIES`):
        take its true counts from a count source (core.counting) counted in a database (PostGIS
        push-down, :data:`~core.declaration.DATABASE_COUNTS`) or read batch by batch from a large
        file (:data:`~core.declaration.STREAMING`, issue 14). :class:`.mechanism.MechanismAlgorithm`
        returns its declaration's; an algorithm not built from one has none."""
        return frozenset()

    def can(self, capability):
        """Whether the algorithm offers ``capability`` (one of :data:`core.declaration.CAPABILITIES`)."""
        return capability in self.capabilities

    def group(self):
        return self.tr("Central differential privacy")

    def groupAudience(self):  # noqa: N802
        return self.tr("Central DP is for data custodians — a health department, a police force, a "
                       "researcher — who hold the exact points (addresses of cases, places of "
                       "incidents) and publish counts that protect every person in them.")

    def groupId(self):
        return "central"

    # --- parameters -------------------------------------------------------
    def initAlgorithm(self, config=None):
        self.initInputParameters()
        self.initDomainParameters()
        if self.epsilonLabel():
            self.addParameter(QgsProcessingParameterNumber(
                self.EPSILON, self.epsilonLabel(), QgsProcessingParameterNumber.Type.Double,
                self.epsilon_default, minValue=0.0))
        self.initMechanismParameters()
        if self.user_bound:
            self.addParameter(QgsProcessingParameterField(
                self.USER_FIELD, self.tr("User id field (unit of privacy: the user)"),
                parentLayerParameterName=self.INPUT, optional=not self.user_field_required))
            self.addParameter(QgsProcessingParameterNumber(
                self.MAX_PER_USER, self.tr("Maximum points per user (k)"),
                QgsProcessingParameterNumber.Type.Integer, self.max_per_user_default, minValue=1))
        if self.randomised:
            self.addAdvanced(QgsProcessingParameterNumber(
                self.SEED, self.tr("Random seed (reproducible, NOT for a real release)"),
                QgsProcessingParameterNumber.Type.Integer, None, optional=True, minValue=0))
        if self.can(DATABASE_COUNTS):
            self.addPushDown()
        if self.writes_cells:
            self.initPublicationParameters()
        if self.registered:
            for parameter in register_parameters():
                self.addParameter(parameter)
        self.initOutputs()
        if self.writes_cells:
            self.addOutput(QgsProcessingOutputString(
                self.LEDGER, self.tr("Release record (JSON: mechanism, ε ledger, parameters)")))

    def initInputParameters(self):  # noqa: N802
        """Add the data's parameter: :meth:`inputParameter`."""
        self.addParameter(self.inputParameter())

    def epsilonLabel(self):  # noqa: N802
        """The label of EPSILON ('': the algorithm takes no ε, e.g. a campaign's later steps)."""
        return self.tr("Privacy budget ε")

    def inputParameter(self):  # noqa: N802
        """The INPUT parameter: a point layer (the OD flows take lines too)."""
        return QgsProcessingParameterFeatureSource(
            self.INPUT, self.tr("Input point layer"), [QgsProcessing.SourceType.TypeVectorPoint])

    def initPublicationParameters(self):  # noqa: N802
        """Add the publication rules (:mod:`core.publication`): advanced, free post-processing of
        every output, applied in :meth:`publish`."""
        self.addAdvanced(QgsProcessingParameterBoolean(
            self.CLAMP, self.tr("Clamp negative counts to 0, keeping the total"), False))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.ROUND_TO, self.tr("Round published counts to a multiple of (empty or 0: no rounding)"),
            QgsProcessingParameterNumber.Type.Double, None, optional=True, minValue=0.0))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.SMALL_COUNT, self.tr("Small-count threshold (empty: none)"),
            QgsProcessingParameterNumber.Type.Double, None, optional=True))
        self.addAdvanced(QgsProcessingParameterEnum(
            self.SMALL_COUNT_ACTION, self.tr("Cells below the small-count threshold"),
            [self.tr("Suppress (leave the count empty)"), self.tr("Flag (field small_count)")],
            defaultValue=0))

    def initDomainParameters(self):  # noqa: N802
        """Add the parameter of the public domain: an extent (the polygon counts take polygons)."""
        self.addParameter(QgsProcessingParameterExtent(
            self.EXTENT, self.tr("Public extent (empty: taken from the data, so NOT private)"),
            optional=True))

    def initMechanismParameters(self):
        """Add the mechanism's own parameters."""

    def logHelp(self):  # noqa: N802
        """The help's closing paragraphs, the release register's first (:mod:`..register`)."""
        return register_help() + super().logHelp()

    def initOutputs(self):
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.OUTPUT, self.tr("Private grid"), QgsProcessing.SourceType.TypeVectorPolygon))

    def optionalNumber(self, parameters, name, context, integer=False):
        """A number parameter's value, or None when it was left empty."""
        value = parameters.get(name)
        if value is None or value == "":
            return None
        return self.parameterAsInt(parameters, name, context) if integer else \
            self.parameterAsDouble(parameters, name, context)

    def checkBeforeReading(self, parameters, context):  # noqa: N802
        """Refuse what can be refused before any data is read: the destinations, the output's size."""
        problem = self.destinationProblem(parameters, context) \
            or sanity.size_problem(self.requestedCells(parameters, context))
        if problem:
            raise QgsProcessingException(problem)

    def warnTableFormats(self, parameters, context, feedback):  # noqa: N802
        """Warn for each output written in a table format (CSV, spreadsheet): no cell shapes."""
        for definition in self.destinationParameterDefinitions():
            path = destination_file(sink_value(parameters.get(definition.name()), context))
            if drops_geometry(path):
                feedback.pushWarning(self.tr(
                    "'{}' is a table format: the output keeps the counts but not the cells' "
                    "shapes, so it cannot be mapped. Choose a GeoPackage (.gpkg) to keep "
                    "them.").format(path.name))

    def checkInputFields(self, source, layer, fields, parameters, context):  # noqa: N802
        """Refuse attribute fields the layer does not have; subclasses check their own."""
        names = source.fields().names()
        for name in fields:
            if name not in names:
                raise QgsProcessingException(self.tr(
                    "The input layer has no field '{}'; choose one of: {}.").format(
                    name, ", ".join(names)))

    def requestedCells(self, parameters, context):  # noqa: N802
        """The number of cells the parameters ask for before any data is read (0: unknown)."""
        return self.givenGridSize(parameters, context) ** 2

    def givenGridSize(self, parameters, context):  # noqa: N802
        """GRID_SIZE as given (0: none, or the guideline chooses once the data is known)."""
        size = parameters.get(self.GRID_SIZE)
        if size in (None, "") or self.parameterDefinition(self.GRID_SIZE) is None:
            return 0
        return self.parameterAsInt(parameters, self.GRID_SIZE, context)

    def gridTooLargeMessage(self, parameters, context):  # noqa: N802
        if parameters.get(self.GRID_SIZE) not in (None, "", 0, "0"):
            return self.tr("The grid would have more than {:,} cells; choose a smaller grid size "
                           "or a smaller ε.").format(MAX_CELLS)
        return self.tr(
            "The grid-size guideline chose a grid of more than {:,} cells: it picks finer cells "
            "the larger ε and the more points there are. Give a grid size yourself, or choose a "
            "smaller ε.").format(MAX_CELLS)

    # --- the run ----------------------------------------------------------
    def processAlgorithm(self, parameters, context, feedback):
        self._outputs, self._writing, self._released, self._database = {}, False, False, None
        layer = self.parameterAsVectorLayer(parameters, self.INPUT, context)
        self._input_name = layer.name() if layer is not None else self.tr("input")
        try:
            with Registration(self, parameters, context, feedback) as registration:
                self._registration = registration  # told when the points are read (_process)
                try:
                    return registration.released(self._process(parameters, context, feedback))
                except (GridTooLargeError, OutputTooLarge):
                    if self._released:
                        # the size was decided once the mechanism had looked at the data (from noisy
                        # counts): the stop itself tells something of them, so their ε stays spent
                        # (docs/noise-and-ledger.md)
                        registration.commit([])
                        feedback.reportError(self.tr(
                            "The size of the output was decided from the data's noisy counts, so this "
                            "run's ε is spent although nothing was written (recorded in the release "
                            "register, if any)."))
                    raise
                except Cancelled:
                    if not self._writing:
                        raise
                    # cancelled between outputs: those written are a release all the same
                    registration.commit(list(self._outputs))
                    feedback.reportError(self.tr(
                        "Cancelled while the outputs were written; already written: {}. They are a "
                        "release (recorded in the release register, if any): publish or delete "
                        "them.").format(", ".join(self._outputs) or self.tr("none complete")))
                    return {}
        except Cancelled:
            feedback.reportError(self.tr("Cancelled; nothing was written."))
            return {}
        except GridTooLargeError as error:
            raise QgsProcessingException(self.gridTooLargeMessage(parameters, context)) from error
        except NoiseScaleError as error:
            raise QgsProcessingException(self.tr(
                "ε = {:g} is too small: the noise would be billions of times larger than any "
                "count and cannot be drawn exactly. Typical values are 0.1–2.").format(
                self.parameterAsDouble(parameters, self.EPSILON, context))) from error
        except (BudgetError, DomainError, ValueError) as error:
            raise QgsProcessingException(str(error)) from error
        finally:
            self._registration = None  # it holds the run's context, which Processing deletes
            if self._database is not None:  # the release's snapshot of its table (docs/reading.md)
                self._database.close()

    def _process(self, parameters, context, feedback):
        source = self.parameterAsSource(parameters, self.INPUT, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.INPUT))
        if QgsWkbTypes.geometryType(source.wkbType()) == QgsWkbTypes.GeometryType.NullGeometry:
            raise QgsProcessingException(self.tr(
                "The input layer is a table without geometry; SpatialDP needs a point layer (for "
                "a CSV file: add it as delimited text with its X and Y fields)."))
        if not is_point_source(source):
            raise QgsProcessingException(self.tr(
                "The input layer has {} geometries; SpatialDP needs a point layer.").format(
                QgsWkbTypes.geometryDisplayString(QgsWkbTypes.geometryType(source.wkbType()))))
        crs = source.sourceCrs()
        if not crs.isValid():
            raise QgsProcessingException(self.tr(
                "The input layer has no coordinate reference system; set one so that the grid "
                "and its densities have units."))
        # the extent is asked only where it is checked: a database layer computes it (0.8 s at 10M points)
        extent = source.sourceExtent() if crs.isGeographic() else None
        wrong = sanity.degrees_warning(crs.authid(), extent.xMinimum(), extent.yMinimum(),
                                       extent.xMaximum(), extent.yMaximum()) \
            if extent is not None and not extent.isNull() else None
        if wrong:
            feedback.pushWarning(wrong)
        elif crs.isGeographic():
            feedback.pushWarning(self.tr(
                "The layer's CRS ({}) is geographic: cells are in degrees and not of equal "
                "area, and the density is per degree². Reproject to a projected CRS for densities "
                "per km².").format(crs.authid()))
        epsilon = self.parameterAsEpsilon(parameters, context)
        self.checkBeforeReading(parameters, context)
        self.warnTableFormats(parameters, context, feedback)
        warning = sanity.epsilon_warning(epsilon, local=not self.user_bound)
        if warning:
            feedback.pushWarning(warning)

        user_field = self.parameterAsString(parameters, self.USER_FIELD, context) \
            if self.user_bound else ""
        fields = [user_field] if user_field else []
        fields += [f for f in self.extraInputFields(parameters, context) if f not in fields]
        layer = self.parameterAsVectorLayer(parameters, self.INPUT, context)
        self.checkInputFields(source, layer, fields, parameters, context)
        # before the read, which may draw the per-user sample's seed (bounded.py); no noise yet
        rng = self.releaseGenerator(parameters, context, feedback)
        points = self.readPoints(source, layer, parameters, fields, context, feedback, rng)
        if points.skipped:
            feedback.pushWarning(self.tr("1 feature with a null or empty geometry was skipped.")
                                 if points.skipped == 1 else
                                 self.tr("{} features with a null or empty geometry were skipped.")
                                 .format(points.skipped))
        not_points = getattr(points, "not_points", 0)
        if not_points:  # skipped, not refused: whether a release exists must not depend on the data
            feedback.pushWarning((self.tr(
                "1 feature is not a point (a line or a polygon among the points) and was skipped.")
                if not_points == 1 else self.tr(
                "{:,} features are not points (lines or polygons among the points) and were "
                "skipped.")).format(not_points))
        if len(points) == 0:
            # a warning, not a refusal: whether a release exists must not depend on the data
            # (an empty layer and a layer of one point are neighbours; docs/noise-and-ledger.md)
            feedback.pushWarning(self.tr(
                "The input layer has no points (it is empty, or every geometry is null): the release "
                "is noise only."))
        feedback.pushInfo(self.tr("Read 1 point with the {}.").format(points.reader) if len(points) == 1
                          else self.tr("Read {} points with the {}.").format(len(points), points.reader))
        self._registration.points_read(points, crs)  # before any noise is drawn
        feedback.setProgress(40)

        domain = self.domain(parameters, context, crs, points, feedback)
        user_ids, k = None, None
        if user_field:
            points = self.withUserIds(points, user_field, feedback)
            k = self.parameterAsInt(parameters, self.MAX_PER_USER, context)
            user_ids = points.sampled_users(user_field, domain, k) if isinstance(points, BoundedPoints) \
                else points.attributes[user_field]
        unit = None
        if not user_field and points.feature is not None:
            points, user_ids, k, unit = self.featureUnit(points, rng, parameters, context, feedback)

        self._released = True  # from here on the mechanism draws noise from the data
        synopsis = self.release(points, domain, epsilon, rng, parameters, context, feedback,
                                user_ids=user_ids, max_per_user=k)
        if unit:
            synopsis.ledger.unit = unit
        self.checkResult(synopsis, epsilon, len(points), feedback,
                         guided=not self.givenGridSize(parameters, context))
        extra = {"user_field": user_field} if user_field else {}
        if self.can(DATABASE_COUNTS):
            extra["counted_in_database"] = isinstance(points, postgis.DatabasePoints)
        # the points are counted: their memory is free for the outputs (at 10M points 160 MB or
        # more, beside the output's blocks and R-tree; issue 31)
        points = user_ids = None
        return self.finish(synopsis, parameters, context, feedback, crs, extra)

    def releaseGenerator(self, parameters, context, feedback):  # noqa: N802
        """The run's generator (:func:`core.make_rng`): secure, or seeded with a warning."""
        seed = self.optionalNumber(parameters, self.SEED, context, integer=True)
        if seed is not None:
            feedback.pushWarning(self.tr(
                "A seed makes the noise reproducible: this output is for testing and must not "
                "be published as a private release."))
        return make_rng(seed)

    def withUserIds(self, points, user_field, feedback):  # noqa: N802
        """The points with a value in ``user_field``; those without one are left out with a warning.

        Not a refusal, which would make the release depend on the data. Leaving out the points
        without a user id is a stable transformation: adding or removing one person's points
        changes what is kept by at most those points. A count source (a database) leaves them
        out in its own query (:func:`..postgis.bounded`).
        """
        if isinstance(points, postgis.DatabasePoints) and (advice := points.distribution_note(user_field)):
            feedback.pushInfo(advice)
        missing = points.missing(user_field)
        if not missing:
            return points
        feedback.pushWarning((self.tr(
            "1 point has no value in the user id field '{1}' and is left out.") if missing == 1 else self.tr(
            "{0:,} points have no value in the user id field '{1}' and are left out.")).format(
            missing, user_field))
        if isinstance(points, BoundedPoints):  # left out as they were read
            return points.known_users()
        if counted_elsewhere(points):
            return points
        return points.subset(np.flatnonzero(~is_missing(points.attributes[user_field])))

    def readPoints(self, source, layer, parameters, fields, context, feedback, rng):  # noqa: N802
        """The points of INPUT: counted in the database where the layer is in PostGIS and the
        push-down applies (:mod:`..postgis`), else read (:func:`..io.read_points`), each user's
        sample kept as a file is read where the release allows it (:meth:`sampledWhileRead`,
        keyed by ``rng``'s first draw). The log says which, and why not."""
        value = parameters.get(self.INPUT)
        layer = layer or postgis.definition_layer(value, context)  # its features are counted (io.read_points)
        if postgis.is_database_layer(layer):
            if not self.can(DATABASE_COUNTS):
                reason = self.tr("this algorithm needs the points themselves")
            elif reason := self.pointsNeeded(parameters, context):
                pass
            elif not self.parameterAsBool(parameters, self.PUSH_DOWN, context):
                reason = postgis.switched_off()
            else:
                points, reason = postgis.database_points(layer, value, fields,
                                                         self.timeField(parameters, context),
                                                         self.literalDomain(parameters, context, source),
                                                         self.givenGridSize(parameters, context),
                                                         quadtree=self.can(QUADTREE))
                if points is not None:
                    feedback.pushInfo(postgis.path_note())
                    self._database = points.database
                    return points
            feedback.pushInfo(postgis.path_note(reason))
        feedback.pushInfo(self.tr("Reading points…"))
        if (user_field := self.sampledWhileRead(parameters, context, fields)) is not None:
            points = bounded_points(source, layer, value, user_field,
                                    self.parameterAsInt(parameters, self.MAX_PER_USER, context), rng,
                                    self.literalDomain(parameters, context, source), Stage(feedback, 0, 40))
            if points is not None:
                return points
        if self.can(STREAMING) and not fields and not self.pointsNeeded(parameters, context):
            # a large file, counted batch by batch
            points = streaming.streamed_points(source, layer, value, fields, Stage(feedback, 0, 40),
                                               self.literalDomain(parameters, context, source))
            if points is not None:
                return points
        return read_points(source, layer, value, fields, Stage(feedback, 0, 40))

    def sampledWhileRead(self, parameters, context, fields):  # noqa: N802
        """The user id field when each user's sample can be kept as the file is read
        (:mod:`..bounded`), else None: the release bounds the points it is handed through
        :class:`core.counting.ArrayCounts` (:attr:`samples_in_counts`), the user id is the only
        field read, the extent is given as coordinates or not at all, and no release register
        needs the fingerprint of every point (docs/reading.md)."""
        user_field = self.parameterAsString(parameters, self.USER_FIELD, context) if self.user_bound else ""
        extent = parameters.get(self.EXTENT)
        if not self.samples_in_counts or not user_field or fields != [user_field] \
                or (extent not in (None, "") and not is_literal_extent(extent)) \
                or getattr(getattr(self, "_registration", None), "entry", None) is not None:
            return None
        return user_field

    def pointsNeeded(self, parameters, context):  # noqa: N802
        """Why this run needs the points themselves although the algorithm can count in a
        database ('' when it does not): e.g. hexagonal cells, which SQL does not bin."""
        return ""

    def pushDownHelp(self):  # noqa: N802
        """The help's paragraph on PUSH_DOWN ('' where the mechanism needs the points themselves)."""
        if not self.can(DATABASE_COUNTS):
            return ""
        return self.tr(
            "<p><b>Count in the database when the layer is in PostGIS</b> (advanced, on by default): "
            "the points of a PostGIS layer are counted per cell (or polygon) by the database itself and "
            "only those counts leave it; the noise is added on this computer. A selection, a filter or unsaved "
            "edits make the algorithm read the points through QGIS instead, and the log says so. "
            "See docs/postgis.md.</p>")

    def literalDomain(self, parameters, context, source):  # noqa: N802
        """The EXTENT when given as coordinates (known before any point is read), else None."""
        if not is_literal_extent(parameters.get(self.EXTENT)):
            return None
        return self.parameterAsDomain(parameters, context, source.sourceCrs(), None)

    def timeField(self, parameters, context):  # noqa: N802
        """The field read as a time, if the mechanism has one (None)."""
        return None

    def checkResult(self, synopsis, epsilon, points, feedback, guided=False):  # noqa: N802
        """Refuse an output too large to write; warn where the grid or the noise swamps the data.
        ``guided``: the guideline chose the grid size, so the advice never suggests it again."""
        cells = int(np.count_nonzero(synopsis.is_leaf))
        problem = sanity.size_problem(cells)
        if problem:
            raise OutputTooLarge(problem)
        local = not self.user_bound
        sensitivity = synopsis.params.get("sensitivity", 1)
        grid = self.parameterDefinition(self.GRID_SIZE)
        guideline = grid is not None and grid.minimum() <= 0 and not guided
        for warning in (sanity.size_warning(cells), sanity.cells_warning(cells, points, local),
                        sanity.noise_warning(epsilon, cells, points, local, sensitivity, guideline)):
            if warning:
                feedback.pushWarning(warning)

    def finish(self, synopsis, parameters, context, feedback, crs, extra_parameters=None):
        """Log the ledger, write the outputs and return the results with the release record."""
        if feedback.isCanceled():
            raise Cancelled()
        feedback.setProgress(60)
        feedback.pushInfo(synopsis.ledger.as_text())
        record = synopsis.metadata()
        record["parameters"].update(extra_parameters or {})
        record["density_unit"] = output.density_unit(crs)[1]
        record["publication"] = self.publicationRules(parameters, context).record()
        threshold = self.optionalNumber(parameters, self.SMALL_COUNT, context)
        if self.parameterAsEnum(parameters, self.SMALL_COUNT_ACTION, context) and threshold is None:
            feedback.pushWarning(self.tr(
                "Small counts are to be flagged, but no small-count threshold is given: nothing is "
                "flagged. Give a threshold, or leave the choice at 'Suppress'."))
        if threshold is not None and threshold < 0:
            feedback.pushWarning(self.tr(
                "The small-count threshold {} is negative: only counts below it are treated as small, "
                "which noise alone rarely gives. A threshold such as 5 or 10 is usual.").format(threshold))
        self._writing = True
        results = self.writeOutputs(synopsis, record, parameters, context, feedback, crs)
        results[self.LEDGER] = json.dumps(record, ensure_ascii=False)  # as completed by the outputs
        return results

    def featureUnit(self, points, rng, parameters, context, feedback):  # noqa: N802
        """Each multi-point feature, not each of its points, is the unit of privacy.

        Without a user id field a feature stands for one person. The central
        mechanisms bound its contribution like a user's (docs/noise-and-ledger.md): at most
        k = MAX_PER_USER of its points, uniformly sampled, so that every count
        has sensitivity k. In the local model each feature is one user who
        reports once: one of its points, uniformly chosen. Returns
        ``(points, user_ids, k, unit of privacy)``.
        """
        if self.user_bound:
            k = self.parameterAsInt(parameters, self.MAX_PER_USER, context)
            feedback.pushWarning(self.tr(
                "The layer has multi-point features: each feature is one unit of privacy, and at "
                "most {} of its points (Maximum points per user) are used. Give a user id field "
                "if one person has several features.").format(k))
            unit = f"multi-point feature (at most {k} points each, uniformly sampled)"
            return points, points.feature, k, unit
        feedback.pushWarning(self.tr(
            "The layer has multi-point features: each feature is one user, who reports one of "
            "its points, chosen uniformly at random."))
        kept = bound_contributions(points.feature, 1, rng)
        unit = "multi-point feature (one of its points, uniformly sampled, reported once)"
        return points.subset(kept), None, None, unit

    def extraInputFields(self, parameters, context):
        """Attribute fields besides the user id that the mechanism reads."""
        return []

    def domain(self, parameters, context, crs, points, feedback):
        """The public domain Ω: the EXTENT parameter, or the data's extent (flagged).

        With Ω given, no point inside it is a warning, never a refusal (the release is noise
        only). Without it, an empty layer or one whose points span no area has no extent to
        release over and is refused: that refusal depends on the data, but so does the domain
        the release would have had, which is flagged not private (docs/noise-and-ledger.md).
        """
        if parameters.get(self.EXTENT) not in (None, ""):
            domain = self.parameterAsDomain(parameters, context, crs, feedback)
        elif len(points) == 0:
            raise QgsProcessingException(self.tr(
                "The input layer has no points, so it has no extent to release over; give a public "
                "extent."))
        else:
            feedback.pushWarning(self.tr(
                "No extent given: the layer's extent is used as the domain. It is derived from "
                "the data and is therefore not private; the output's metadata says so."))
            try:
                domain = points.data_domain()
            except DomainError:
                raise QgsProcessingException(self.tr(
                    "The points' extent has zero area (all points on one line or one spot); "
                    "give an extent.")) from None
        outside = points.count_outside(domain)
        if outside and outside == len(points):
            # a warning, not a refusal: refusing would tell "no point inside" from "one point
            # inside", and would cost no budget, so it could be asked again and again
            feedback.pushWarning(self.tr(
                "The only point lies outside the extent, so the release is noise only; check that "
                "the extent is in the right place and CRS.") if outside == 1 else self.tr(
                "None of the {:,} points lies inside the extent, so the release is noise only; check "
                "that the extent is in the right place and CRS.").format(len(points)))
        elif outside:
            feedback.pushWarning(self.tr("1 point lies outside the extent and is ignored.")
                                 if outside == 1 else
                                 self.tr("{} points lie outside the extent and are ignored.")
                                 .format(outside))
        return domain

    def parameterAsDomain(self, parameters, context, crs, feedback):  # noqa: N802
        """The EXTENT parameter as a Domain in ``crs``; an extent taken from a layer is
        the layer's bounding box, derived from its data, and flagged so."""
        rect = self.parameterAsExtent(parameters, self.EXTENT, context, crs)
        if rect.isNull() or rect.isEmpty():
            raise QgsProcessingException(self.tr("The extent has zero area."))
        from_layer = not is_literal_extent(parameters.get(self.EXTENT))
        if from_layer:
            feedback.pushWarning(self.tr(
                "The extent is a layer's bounding box, which is derived from that layer's "
                "data: the output's metadata marks the domain as not private. If the layer is "
                "public (a boundary, say), give its coordinates instead."))
        return Domain(rect.xMinimum(), rect.yMinimum(), rect.xMaximum(), rect.yMaximum(),
                      data_derived=from_layer)

    def release(self, points, domain, epsilon, rng, parameters, context, feedback, **bound):
        """Run the mechanism and return its :class:`~core.synopsis.Synopsis`."""
        raise NotImplementedError

    def writeOutputs(self, synopsis, record, parameters, context, feedback, crs):
        """Write the leaves to OUTPUT; subclasses may add further sinks."""
        return {self.OUTPUT: self.writeSink(
            self.OUTPUT, synopsis, np.flatnonzero(synopsis.is_leaf), record,
            parameters, context, feedback, crs)}

    def outputFields(self):
        return synopsis_fields()

    def extraColumns(self, synopsis, cells):
        """Mechanism-specific output columns (name → array aligned with ``cells``)."""
        return {}

    def writeSink(self, name, synopsis, cells, record, parameters, context, feedback, crs,
                  progress=(60, 100)):
        """Write ``cells`` to the output ``name``; a .gpkg file is written directly."""
        fields = self.outputFields()
        columns = self.publish(cell_columns(synopsis, cells, self.extraColumns(synopsis, cells)),
                               synopsis.areas[cells], parameters, context, crs, fields)
        rects = synopsis.rects[contiguous(cells)]
        polygons = getattr(synopsis, "polygons", None)  # hexagons: polygons, not rectangles
        path = sink_value(parameters.get(name), context)
        style, store = self.styleAndStore(record, columns)
        if is_gpkg_destination(path):
            options = {}
            if polygons is not None:  # each cell's ring once, however many rows of a table repeat it
                unique, rows = np.unique(cells, return_inverse=True)
                rects, options["blobs"] = ring_blobs(polygons.subset(unique).rings(), rows)
            dest_id = self.writeGeoPackage(name, path, fields, crs, rects, columns, store, parameters, context,
                                           Stage(feedback, *progress), **options)
        else:
            rings = None if polygons is None else polygons.subset(cells).rings()
            dest_id = self.fillSink(
                parameters, name, context, fields, QgsWkbTypes.Type.Polygon, crs,
                lambda sink: write_features(sink, fields, rects, columns, Stage(feedback, *progress), rings),
                store)
        return None if dest_id is None else self.registerOutput(dest_id, record, style, context)

    def writeGeoPackage(self, name, path, fields, crs, rects, columns, store,  # noqa: N802
                        parameters, context, feedback, **options):
        """Write the output ``name`` to the GeoPackage file ``path`` directly (:func:`..gpkg.write_gpkg`,
        whose ``options`` give shapes other than the rectangles ``rects`` and other feature ids), ``store`` its
        style and record with it, and have it loaded if asked; its destination id. Cancelled,
        it raises :class:`Cancelled`; failed, the one-line error of :meth:`writeError` — and
        leaves no file either way. ``feedback``: a :class:`..io.Stage`, which gets the share of the
        rows written."""
        try:
            dest_id = write_gpkg(path, fields, crs.toWkt(QgsCoordinateReferenceSystem.WktVariant.WKT_PREFERRED),
                                 rects, columns, feedback.isCanceled, store, progress=feedback.fraction, **options)
        except OSError as error:
            raise self.writeError(path, error) from None
        if dest_id is None:
            raise Cancelled()
        value = parameters.get(name)
        if isinstance(value, QgsProcessingOutputLayerDefinition) and value.destinationProject:
            details = QgsProcessingContext.LayerDetails(
                value.destinationName or self.parameterDefinition(name).description(),
                value.destinationProject, name)
            context.addLayerToLoadOnCompletion(dest_id, details)
        feedback.fraction(1)
        return dest_id

    def fillSink(self, parameters, name, context, fields, wkb_type, crs, fill, store):  # noqa: N802
        """Create the sink ``name``, ``fill(sink)`` and ``store(dest_id)`` the style and record
        with it; its destination id, or None for an optional output left empty.

        A file of its own is written under a hidden, locked name and moved onto its name only
        once complete, style and record included (:class:`partial.Partial`): a cancelled, failed
        or killed run leaves nothing of it. A table added to an existing GeoPackage cannot be
        written aside: cancelled or failed, a file the sink created is removed (an existing
        GeoPackage is kept); docs/outputs.md says what a killed run may leave there."""
        value = parameters.get(name)
        text = sink_value(value, context)
        path = destination_file(text)
        whole = whole_file(text, path)
        created = None if whole else new_file(path)  # before the sink creates it
        with ExitStack() as stack:
            try:
                work = stack.enter_context(Partial(path)) if whole else None
            except OSError as error:  # no hidden folder (the disk is full, the folder read-only)
                raise self.writeError(path, error) from None
            written = work.path if whole else path
            target = {**parameters, name: redirected(value, written)} if whole else parameters
            sink, dest_id = self.parameterAsSink(target, name, context, fields, wkb_type, crs)
            if sink is None:
                if name == self.OUTPUT:
                    raise QgsProcessingException(self.invalidSinkError(parameters, name))
                return None
            try:
                fill(sink)
                del sink  # closes the file, so that it can be read back
                if unreadable(written, dest_id):  # cut short without an error (GeoJSON on a full disk)
                    raise OSError(self.tr("the file cannot be read back (is the disk full?)"))
                store(dest_id)
                if whole:
                    if path.suffix.lower() in (".gpkg", ".sqlite"):
                        rollback_journal(written)
                    work.commit()
            except (Cancelled, OSError) as error:  # OSError: a full disk, say
                # close the file before it is removed, also where fill() still holds the sink (its
                # frame, in the traceback): no half-written output, nor its disk space, is left
                sink = error.__traceback__ = None
                discard(created)
                if isinstance(error, Cancelled):
                    raise error
                raise self.writeError(path or name, error) from None
        return moved_output(dest_id, written, path, context) if whole else dest_id

    def writeError(self, path, error):  # noqa: N802
        """The one-line error of an output that could not be written."""
        return QgsProcessingException(self.tr("Could not write '{}': {}").format(path, error))

    @staticmethod
    def styleAndStore(record, columns):  # noqa: N802
        """The default style's ``(densities, ceiling)`` from the published ``columns``
        (:func:`output.style_of`) and the function that stores it and the ``record`` with a
        written file (:func:`output.persist`), before the file gets its name."""
        style = output.style_of(columns)
        return style, lambda written: output.persist(written, record, *style)

    def registerOutput(self, dest_id, record, style, context):  # noqa: N802
        """Have a written output (its record and ``style`` stored with it already, see
        :func:`output.persist`) styled when it is loaded."""
        self._outputs[dest_id] = (record, style)
        if context.willLoadLayerOnCompletion(dest_id):
            details = context.layerToLoadOnCompletionDetails(dest_id)
            details.name = self.outputLayerName(details, record)
            details.setPostProcessor(output.ReleasePostProcessor.create(record, *style))
        return dest_id

    def outputLayerName(self, details, record):  # noqa: N802
        """The name of a loaded output: what it holds — mechanism, ε and input layer, e.g.
        "AG ε = 1 · patients" — where the dialog left the output's own description ("Private
        grid", the same for every run); a name the user typed is kept."""
        described = {d.description() for d in self.destinationParameterDefinitions()}
        if details.name and details.name not in described:
            return details.name
        name = self.tr("{} ε = {:g} · {}").format(record["mechanism"], record["ledger"]["epsilon_total"],
                                                  self._input_name)
        output_name = details.outputName
        if output_name and output_name != self.OUTPUT and self.parameterDefinition(output_name):
            name += " · " + self.parameterDefinition(output_name).description()
        return name

    def publicationRules(self, parameters, context):  # noqa: N802
        """The publication rules chosen (:class:`core.publication.Rules`; all off by default)."""
        round_to = self.optionalNumber(parameters, self.ROUND_TO, context)
        try:
            return Rules(
                clamp=self.parameterAsBool(parameters, self.CLAMP, context),
                round_to=round_to or None,
                threshold=self.optionalNumber(parameters, self.SMALL_COUNT, context),
                action=ACTIONS[self.parameterAsEnum(parameters, self.SMALL_COUNT_ACTION, context)])
        except ValueError as error:
            raise QgsProcessingException(str(error)) from None

    def publish(self, columns, areas, parameters, context, crs, fields=None):
        """The one place where the publication rules turn released columns into published ones.

        ``columns`` holds noisy_count, noise_sd and moe90 (None where unknown) of cells of
        ``areas`` (map units²); :func:`core.publication.publish` applies the rules in their
        order, the density is recomputed from the published count per readable unit
        (:func:`output.density_unit`), and with small counts flagged the column small_count
        is added (and its field to ``fields``). Empty values become NaN, which every writer
        writes as NULL (:func:`..io.python_values`): the columns stay arrays of numbers.
        """
        rules = self.publicationRules(parameters, context)
        out = publish(*(np.array(columns[name], dtype=float) for name in ("noisy_count", "noise_sd", "moe90")),
                      rules)
        with np.errstate(divide="ignore", invalid="ignore"):
            density = out.counts / np.asarray(areas, dtype=float) * output.density_unit(crs)[0]
        for name, values in (("noisy_count", out.counts), ("noise_sd", out.noise_sd), ("moe90", out.moe90),
                             ("density", density)):
            columns[name] = np.where(np.isfinite(values), values, np.nan)
        if rules.flags:
            columns[FLAG_FIELD] = out.small.astype(int)
            if fields is not None:
                fields.append(QgsField(FLAG_FIELD, compat.INT))
        return columns

    def postProcessAlgorithm(self, context, feedback):
        """Style and describe each output the context holds (temporary layers); file outputs
        carry their style and record already (:func:`output.persist`), and a layer loaded into
        the project is styled once, by its :class:`output.ReleasePostProcessor`."""
        for dest_id, (record, style) in self._outputs.items():
            if context.willLoadLayerOnCompletion(dest_id):
                continue
            layer = QgsProcessingUtils.mapLayerFromString(dest_id, context, False)
            if layer is not None:
                output.decorate(layer, record, *style)
        return {}
