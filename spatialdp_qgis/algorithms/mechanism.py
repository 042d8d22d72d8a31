"""The one Processing algorithm class of every declared mechanism (:mod:`core.catalogue`).

:class:`MechanismAlgorithm` is built from a :class:`core.declaration.Mechanism`:
it adds the declared parameters (:func:`processing_parameter`), reads them
into the release function's keyword arguments, calls the function and writes
the declared outputs and columns. Everything else — input, extent, ε, unit of
privacy, seed, ledger, checks — is :class:`~.base.SpatialDPAlgorithm`'s, and what the
mechanism can do beyond its parameters (push-down, streaming) is read from its declared
capabilities. A new mechanism therefore needs no code here, only its declaration; one declared
on public polygons (:data:`core.declaration.POLYGONS`) is built by the subclass
:class:`.polygons.PolygonsAlgorithm`, which reads and writes them. The server's steps of a real
local-DP survey read the devices' table of reports (:data:`core.declaration.REPORTS`, added here
with its declared fields) or only public inputs; their domain is the grid the devices used
(:class:`.reports.ReportsAlgorithm`) or a campaign in rounds (:class:`.collection.CampaignAlgorithm`).
"""


import numpy as np
from qgis.core import (
    QgsField,
    QgsProcessing,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterEnum,
    QgsProcessingOutputNumber,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterFileDestination,
    QgsProcessingParameterNumber,
)

from ...core.declaration import BOOLEAN, DATETIME, DOUBLE, ENUM, INTEGER, PEOPLES_DATA, REPORTS
from ...core.tables import MAX_TABLE_ENTRIES
from ...core.hexagons import SQUARE
from .. import compat
from ..destination import layer_file
from ..i18n import declared
from ..io import PointData, synopsis_fields
from ..register import help_text as register_help
from ..reports_table import open_plain_csv
from .base import SpatialDPAlgorithm, counted_elsewhere
from .local import LocalModel
from .tables import TableParameters

FIELD_TYPES = {INTEGER: compat.INT, DOUBLE: compat.DOUBLE, DATETIME: compat.DATE_TIME}


def processing_parameter(parameter):
    """The Processing parameter definition of a declared :class:`~core.declaration.Parameter`."""
    label = declared(parameter.label)
    if parameter.kind == BOOLEAN:
        definition = QgsProcessingParameterBoolean(parameter.name, label, parameter.default,
                                                   optional=parameter.optional)
    elif parameter.kind == ENUM:
        definition = QgsProcessingParameterEnum(
            parameter.name, label, [declared(o.label) for o in parameter.options],
            defaultValue=parameter.default, optional=parameter.optional)
    else:
        number_type = QgsProcessingParameterNumber.Type.Integer if parameter.kind == INTEGER \
            else QgsProcessingParameterNumber.Type.Double
        limits = {key: value for key, value in (("minValue", parameter.minimum),
                                                 ("maxValue", parameter.maximum)) if value is not None}
        definition = QgsProcessingParameterNumber(parameter.name, label, number_type, parameter.default,
                                                  optional=parameter.optional, **limits)
    if parameter.advanced:
        definition.setFlags(definition.flags() | QgsProcessingParameterDefinition.Flag.FlagAdvanced)
    return definition


def output_fields(columns):
    """The output fields: the common ones, then the declared :class:`~core.declaration.Column` s."""
    return synopsis_fields([QgsField(c.name, FIELD_TYPES[c.kind]) for c in columns])


def column_values(columns, synopsis, cells):
    """``{name: values}`` of the declared columns for the synopsis's ``cells``."""
    return {c.name: c.values(synopsis, cells) for c in columns}


class MechanismAlgorithm(TableParameters, SpatialDPAlgorithm):
    """A Processing algorithm built from a mechanism's declaration."""

    #: a central grid (UG, AG, PrivTree) bounds its points in :func:`core.mechanisms.central.prepare`
    samples_in_counts = True

    def __init__(self, mechanism):
        super().__init__()
        self.mechanism = mechanism
        self.algorithm_id = mechanism.id
        self.docs_page = mechanism.docs_page
        self.user_bound = mechanism.user_bound
        self.user_field_required = mechanism.user_field_required
        self.max_per_user_default = mechanism.max_per_user_default
        self.randomised, self.registered, self.writes_cells = \
            mechanism.randomised, mechanism.registered, mechanism.writes_cells
        self._table = None  # (fields, columns) of the table's features while OUTPUT is written

    @property
    def capabilities(self):
        """The declared capabilities (:attr:`core.declaration.Mechanism.capabilities`)."""
        return self.mechanism.capabilities

    def createInstance(self):  # noqa: N802
        return type(self)(self.mechanism)

    def displayName(self):  # noqa: N802
        return declared(self.mechanism.display_name)

    def group(self):
        return super().group() if self.user_bound else LocalModel.group(self)

    def groupId(self):  # noqa: N802
        return super().groupId() if self.user_bound else LocalModel.groupId(self)

    def groupAudience(self):  # noqa: N802
        return super().groupAudience() if self.user_bound else LocalModel.groupAudience(self)

    def shortHelpString(self):  # noqa: N802
        values = self.mechanism.help_values()
        return self.audienceHelp(declared(self.mechanism.audience)) + "".join(declared(paragraph).format(**values) for paragraph in self.mechanism.help) \
            + self.pushDownHelp() + self.logHelp() + declared(self.mechanism.references) + self.docsLink()

    def logHelp(self):  # noqa: N802
        """The register's paragraph where a run is booked, the publication rules where it writes cells,
        the warning that the log is not private where it reads points."""
        return (register_help() if self.registered else "") + \
            (self.publicationHelp() if self.writes_cells else "") + \
            (self.privateLogHelp() if self.mechanism.data in PEOPLES_DATA else "")

    # --- parameters -------------------------------------------------------
    def dataTable(self):  # noqa: N802
        """The declared table of reports that is the data (:data:`core.declaration.REPORTS`), or None."""
        return self.mechanism.layers[0] if self.mechanism.data == REPORTS else None

    def initInputParameters(self):  # noqa: N802
        """The points or trips; or the table of reports with its declared fields; or nothing (public
        inputs only)."""
        table = self.dataTable()
        if self.mechanism.data in PEOPLES_DATA:
            super().initInputParameters()
        elif table is not None:
            self.addParameter(QgsProcessingParameterFeatureSource(
                table.name, declared(table.label), [QgsProcessing.SourceType.TypeVector]))
            self.addFields(table.name)

    def addFields(self, layer):  # noqa: N802
        """The declared fields of the declared ``layer``."""
        for field in self.mechanism.fields:
            if field.layer == layer:
                self.addParameter(QgsProcessingParameterField(
                    field.name, declared(field.label), field.default, parentLayerParameterName=field.layer,
                    optional=field.optional))

    def epsilonLabel(self):  # noqa: N802
        label = self.mechanism.labels.get(self.EPSILON)
        return declared(label) if label else super().epsilonLabel()

    def initMechanismParameters(self):  # noqa: N802
        """The declared optional layers (public polygons; a required one is the domain's), the declared
        fields of the further declared layers, then the declared parameters."""
        for layer in self.optionalLayers():
            self.addParameter(QgsProcessingParameterFeatureSource(
                layer.name, declared(layer.label), [QgsProcessing.SourceType.TypeVectorPolygon], optional=True))
        table = self.dataTable()
        for layer in self.mechanism.layers:
            if layer is not table:
                self.addFields(layer.name)
        for parameter in self.mechanism.parameters:
            self.addParameter(processing_parameter(parameter))
        self.initTableParameters(self.mechanism)

    def optionalLayers(self):  # noqa: N802
        """The declared layers that may be left empty (:attr:`core.declaration.Layer.optional`)."""
        return [layer for layer in self.mechanism.layers if layer.optional]

    def inputFiles(self, parameters, context):  # noqa: N802
        """The input's file and those of the optional layers given (never overwritten)."""
        return super().inputFiles(parameters, context) + [
            layer_file(self.parameterAsVectorLayer(parameters, layer.name, context))
            for layer in self.optionalLayers() if parameters.get(layer.name) not in (None, "")]

    def initOutputs(self):  # noqa: N802
        """The main output (where it writes cells), then the declared further outputs: cells, files,
        numbers."""
        if self.mechanism.output_label and self.writes_cells:
            self.addParameter(QgsProcessingParameterFeatureSink(
                self.OUTPUT, declared(self.mechanism.output_label), QgsProcessing.SourceType.TypeVectorPolygon))
        elif self.writes_cells:
            super().initOutputs()
        for extra in self.mechanism.outputs:
            if extra.file:
                self.addParameter(QgsProcessingParameterFileDestination(
                    extra.name, declared(extra.label), declared(extra.file), optional=extra.optional))
            elif extra.number:
                self.addOutput(QgsProcessingOutputNumber(extra.name, declared(extra.label)))
            else:
                self.addParameter(QgsProcessingParameterFeatureSink(
                    extra.name, declared(extra.label), QgsProcessing.SourceType.TypeVectorPolygon,
                    optional=True, createByDefault=False))

    def checkParameterValues(self, parameters, context):  # noqa: N802
        if self.dataTable() is not None:
            open_plain_csv(parameters, self.dataTable().name, context)  # a one-column CSV GDAL cannot open
        return super().checkParameterValues(parameters, context)

    def parameterValue(self, parameter, parameters, context):  # noqa: N802
        """The value of a declared parameter as Processing reads it (None if left empty)."""
        if parameter.optional and parameters.get(parameter.name) in (None, ""):
            return None
        read = {INTEGER: self.parameterAsInt, DOUBLE: self.parameterAsDouble,
                BOOLEAN: self.parameterAsBool, ENUM: self.parameterAsEnum}[parameter.kind]
        return read(parameters, parameter.name, context)

    def arguments(self, parameters, context):
        """The release function's keyword arguments from the algorithm's parameters
        (:meth:`core.declaration.Mechanism.arguments`)."""
        return self.mechanism.arguments({p.keyword: p.value(self.parameterValue(p, parameters, context))
                                         for p in self.mechanism.parameters})

    # --- the run ----------------------------------------------------------
    def pointsNeeded(self, parameters, context):  # noqa: N802
        """Hexagonal cells (CELL_SHAPE) are binned from the points, not in the database; so are
        tables (categories, periods) but where the mechanism counts them in SQL
        (:meth:`~.tables.TableParameters.tableInDatabase`)."""
        if self.arguments(parameters, context).get("cell_shape", SQUARE) != SQUARE:
            return self.tr("hexagonal cells need the points themselves")
        if self.tableFields(parameters, context):
            return self.tableInDatabase(parameters, context)
        return ""

    def timeField(self, parameters, context):  # noqa: N802
        """The table's time field, read as a time by a database (None without one)."""
        return self.tableField(parameters, context, self.TIME_FIELD) or None

    def extraInputFields(self, parameters, context):
        return self.tableFields(parameters, context)

    def gridTooLargeMessage(self, parameters, context):  # noqa: N802
        if not self.tableFields(parameters, context):
            return super().gridTooLargeMessage(parameters, context)
        return self.tr("The table would have more than {:,} counts (cells × categories × periods); choose a "
                       "smaller grid, fewer categories or longer periods.").format(MAX_TABLE_ENTRIES)

    def release(self, points, domain, epsilon, rng, parameters, context, feedback, **bound):
        where, public = self.publicArguments(domain, feedback)
        unit = bound if self.mechanism.user_bound else {}
        if counted_elsewhere(points):  # a count source (core.counting)
            unit = {"counts": self.countSource(points, domain, rng, unit)}
        keys = self.tableKeys(points, parameters, context, feedback)
        if keys is not None:
            unit["keys"] = keys
            if counted_elsewhere(points):  # counted per (cell, key) in SQL
                unit["counts"] = self.databaseTable(points, unit["counts"], keys, parameters, context)
        # points held in memory hand their coordinates over: no frame of this run keeps them
        # alive while the mechanism lets them go (PointData.hand_over). A release function gets
        # x, y as array-likes (core.counting.HandedOver): it reads them through np.asarray, never
        # by indexing or .shape, as tests/qgis (not the core's tests, which pass arrays) check
        coordinates = points.hand_over if isinstance(points, PointData) else lambda: (points.x, points.y)
        synopsis = self.mechanism.release(*coordinates(), where, epsilon, rng, **public,
                                          **self.arguments(parameters, context), **unit)
        if keys is not None and counted_elsewhere(points):  # for the log alone, as the file path's
            self.warnLeftOut(unit["counts"].left_out(), feedback)
        self.reportRelease(synopsis, points, epsilon, feedback)
        return synopsis

    def publicArguments(self, domain, feedback):  # noqa: N802
        """The function's domain argument, and keyword arguments derived from the public domain
        (none for an extent)."""
        return domain, {}

    def countSource(self, points, domain, rng, unit):  # noqa: N802
        """The count source of points counted elsewhere (:mod:`core.counting`), with the unit
        of privacy's ``user_ids`` and ``max_per_user``."""
        return points.counts(domain, rng, **unit)

    def reportRelease(self, synopsis, points, epsilon, feedback):  # noqa: N802
        """Log what the release reports: a grid reduced for too few users, the guideline's size."""
        few = synopsis.params.get("too_few_users")
        if few:  # a warning, not a refusal: the release must not depend on the data
            feedback.pushWarning(self.tr(
                "{} needs at least {} users inside the extent and has {:,}: each of them reported their "
                "cell of a {}×{} grid once, as in LDP-UG, and the output has that grid.").format(
                few["mechanism"], few["needed"], synopsis.params["n_users"], synopsis.params["grid_size"],
                synopsis.params["grid_size"]))
        note = self.mechanism.guideline_note
        if note and synopsis.params.get("grid_size_source") != "given":
            feedback.pushInfo(declared(note).format(synopsis.params.get("grid_size"), len(points),
                                                    epsilon))

    def outputFields(self):  # noqa: N802
        return output_fields(self.mechanism.columns) if self._table is None else self._table[0]

    def extraColumns(self, synopsis, cells):  # noqa: N802
        columns = column_values(self.mechanism.columns, synopsis, cells)
        return columns if self._table is None else {**columns, **self._table[1]}

    def writeOutputs(self, synopsis, record, parameters, context, feedback, crs):  # noqa: N802
        """The leaves to OUTPUT (a table's features, :meth:`tableLayout`), then each declared
        further output (its level's cells)."""
        extras = [o for o in self.mechanism.outputs if o.level is not None]
        leaves_done = 95 if extras else 100
        cells = np.flatnonzero(synopsis.is_leaf)
        if synopsis.table is not None:
            fields, cells, columns = self.tableLayout(synopsis.table, parameters, context, self.outputFields(),
                                                      record)
            self._table = (fields, columns)
        try:
            results = {self.OUTPUT: self.writeSink(
                self.OUTPUT, synopsis, cells, record, parameters, context, feedback, crs,
                progress=(60, leaves_done))}
        finally:
            self._table = None
        step = (100 - leaves_done) / max(len(extras), 1)
        for i, extra in enumerate(extras):
            dest_id = self.writeSink(
                extra.name, synopsis, np.flatnonzero(synopsis.level == extra.level), record,
                parameters, context, feedback, crs,
                progress=(leaves_done + i * step, leaves_done + (i + 1) * step))
            if dest_id is not None:
                results[extra.name] = dest_id
        return results
