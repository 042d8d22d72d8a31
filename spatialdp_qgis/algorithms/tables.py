"""The parameters of a count table (issue 26, docs/categories.md), for every declared mechanism
that can release one (:data:`core.declaration.CATEGORIES`, :data:`~core.declaration.PERIODS`).

:class:`TableParameters` is a mixin of :class:`.mechanism.MechanismAlgorithm`: it adds
CATEGORY_FIELD, CATEGORIES, CATEGORIES_FROM_DATA, TIME_FIELD, PERIOD, PERIOD_BOUNDARIES,
TIME_RANGE and LAYOUT where the declaration has the capability, reads them into
:class:`core.tables.TableKeys` and lays the released table out in features
(:mod:`..tablefields`). The category list is public input: given, or the field's value map;
read from the data only when asked, and then recorded as not private.
"""

import numpy as np
from qgis.core import (
    QgsField,
    QgsProcessingException,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterEnum,
    QgsProcessingParameterField,
    QgsProcessingParameterString,
)

from ...core.declaration import CATEGORIES, DATABASE_TABLES, PERIODS, POINTS
from ...core.spacetime import time_range_from_data
from ...core.tables import OTHER, PERIOD_UNITS, TableKeys, category_list, period_edges, table_keys
from .. import compat, sanity
from ..destination import destination_file, sink_value
from ..io import epoch_seconds, is_missing, synopsis_fields
from ..postgis import DatabasePoints
from ..tablefields import LAYOUTS, LONG, WIDE, field_names, table_rows
from ..tablesql import DatabaseTableCounts, key_sql, push_down_problem
from .base import OutputTooLarge
from .timerange import parse_time_range, parse_times

#: the most fields a Shapefile (dBase) keeps, and the most columns a GeoPackage (SQLite's default
#: SQLITE_MAX_COLUMN) has
SHAPEFILE_FIELDS, GEOPACKAGE_COLUMNS = 255, 2000


def value_map(layer, field):
    """The values of the field's value map (editor widget "ValueMap"), in order; [] if none."""
    if layer is None:
        return []
    index = layer.fields().lookupField(field)
    setup = layer.editorWidgetSetup(index) if index >= 0 else None
    if setup is None or setup.type() != "ValueMap":
        return []
    entries = setup.config().get("map", [])
    entries = entries if isinstance(entries, list) else [entries]
    return [value for entry in entries for value in entry.values()]


class TableParameters:
    """What a mechanism with tables adds to its algorithm (a mixin)."""

    CATEGORY_FIELD = "CATEGORY_FIELD"
    CATEGORIES = "CATEGORIES"
    CATEGORIES_FROM_DATA = "CATEGORIES_FROM_DATA"
    TIME_FIELD = "TIME_FIELD"
    PERIOD = "PERIOD"
    PERIOD_BOUNDARIES = "PERIOD_BOUNDARIES"
    TIME_RANGE = "TIME_RANGE"
    LAYOUT = "LAYOUT"

    def initTableParameters(self, mechanism):  # noqa: N802
        if mechanism.can(CATEGORIES):
            self.addParameter(QgsProcessingParameterField(
                self.CATEGORY_FIELD, self.tr("Category field (one count per category)"),
                parentLayerParameterName=self.INPUT, optional=True))
            self.addParameter(QgsProcessingParameterString(
                self.CATEGORIES, self.tr("Categories (comma-separated; empty: the field's value map)"),
                optional=True))
            self.addAdvanced(QgsProcessingParameterBoolean(
                self.CATEGORIES_FROM_DATA, self.tr("Read the categories from the data (NOT private)"),
                False))
        if mechanism.can(PERIODS):
            self.addParameter(QgsProcessingParameterField(
                self.TIME_FIELD, self.tr("Time field (one count per period)"),
                parentLayerParameterName=self.INPUT, optional=True))
            self.addParameter(QgsProcessingParameterEnum(
                self.PERIOD, self.tr("Period"),
                [self.tr("Day"), self.tr("Week"), self.tr("Month"), self.tr("Quarter"), self.tr("Year"),
                 self.tr("The period boundaries given")], defaultValue=PERIOD_UNITS.index("month")))
            self.addParameter(QgsProcessingParameterString(
                self.TIME_RANGE, self.tr("Public time range 'start/end' (empty: from the data, not private)"),
                optional=True))
            self.addAdvanced(QgsProcessingParameterString(
                self.PERIOD_BOUNDARIES, self.tr("Period boundaries (comma-separated dates)"), optional=True))
        if mechanism.can(CATEGORIES) or (mechanism.can(PERIODS) and mechanism.data == POINTS):  # flows: long
            self.addParameter(QgsProcessingParameterEnum(
                self.LAYOUT, self.tr("Table layout"),
                [self.tr("Wide: one feature per cell, a field per category"),
                 self.tr("Long: one feature per cell, category and period")], defaultValue=0))

    def tableField(self, parameters, context, name):  # noqa: N802
        """The field of CATEGORY_FIELD or TIME_FIELD ('' when the mechanism has no tables of
        categories or periods, or the field is left empty)."""
        if not self.mechanism.can({self.CATEGORY_FIELD: CATEGORIES, self.TIME_FIELD: PERIODS}[name]):
            return ""
        return self.parameterAsString(parameters, name, context) or ""

    def tableFields(self, parameters, context):  # noqa: N802
        return [f for f in (self.tableField(parameters, context, self.CATEGORY_FIELD),
                            self.tableField(parameters, context, self.TIME_FIELD)) if f]

    def publicCategoryList(self, parameters, context, field):  # noqa: N802
        """The categories typed in CATEGORIES, else the field's value map ([]: neither)."""
        given = [c for c in self.parameterAsString(parameters, self.CATEGORIES, context).split(",")]
        given = [c.strip() for c in given if c.strip()]
        return given or value_map(self.parameterAsVectorLayer(parameters, self.INPUT, context), field)

    def publicCategories(self, parameters, context, field):  # noqa: N802
        """The categories typed in CATEGORIES, else the field's value map; None: read them from the
        data (CATEGORIES_FROM_DATA); refused in one sentence when none of the three is there."""
        given = self.publicCategoryList(parameters, context, field)
        if given:
            return category_list(given)
        if self.parameterAsBool(parameters, self.CATEGORIES_FROM_DATA, context):
            return None
        raise QgsProcessingException(self.tr(
            "Give the categories of '{}' as a comma-separated list (they are public, like the extent), "
            "or tick 'Read the categories from the data (NOT private)'.").format(field))

    def tableInDatabase(self, parameters, context):  # noqa: N802
        """Why the table cannot be counted in the database ('' when it can): the mechanism counts
        tables in SQL (:data:`core.declaration.DATABASE_TABLES`), its keys are public (a list of
        categories, a time range) and its fields can be keyed in SQL (:func:`..tablesql.push_down_problem`)."""
        category, time = (self.tableField(parameters, context, name) for name in (self.CATEGORY_FIELD,
                                                                                  self.TIME_FIELD))
        if not self.mechanism.can(DATABASE_TABLES):
            return self.tr("categories and periods need the points themselves here")
        if category and not self.publicCategoryList(parameters, context, category):
            return self.tr("categories read from the data need the points themselves")
        if time and not self.parameterAsString(parameters, self.TIME_RANGE, context).strip():
            return self.tr("a time range taken from the data needs the points themselves")
        fields = self.parameterAsVectorLayer(parameters, self.INPUT, context).fields()
        problems = [push_down_problem(fields.field(name), time=name == time) for name in (category, time) if name]
        return next((p for p in problems if p), "")

    def databaseTable(self, points, counts, keys, parameters, context):  # noqa: N802
        """The count source of a table counted in the database (:class:`..tablesql.DatabaseTableCounts`).
        With a user bound the points left out for want of a period are counted now, before any noise
        (:meth:`~..tablesql.DatabaseTableCounts.left_out`; :meth:`warnLeftOut` logs them after the
        release)."""
        category, time = (self.tableField(parameters, context, name) for name in (self.CATEGORY_FIELD,
                                                                                  self.TIME_FIELD))
        table = DatabaseTableCounts(counts, key_sql(keys, points.attributes[category] if category else None,
                                                    points.epoch(time) if time else None),
                                    periods=keys.periods is not None)
        if counts.user is not None:
            table.left_out()
        return table

    def warnLeftOut(self, left_out, feedback):  # noqa: N802
        """The log's warning on the ``left_out`` points that have no time inside the time range (for
        the analyst alone: the count is neither released nor recorded)."""
        if left_out:
            feedback.pushWarning(self.tr("{:,} points have no time inside the time range and are left "
                                         "out.").format(left_out))

    def tableKeys(self, points, parameters, context, feedback):  # noqa: N802
        """The :class:`core.tables.TableKeys` of the points, or None when no table is asked for; in a
        database only the public keys (the rows are keyed in SQL, :meth:`databaseTable`). The log
        says how many of the points read (with a user id, under a user bound; inside the extent or
        not) have no time inside the time range and are left out: here, or after a release counted
        in the database (:meth:`~..tablesql.DatabaseTableCounts.left_out`)."""
        category, time = (self.tableField(parameters, context, name)
                          for name in (self.CATEGORY_FIELD, self.TIME_FIELD))
        if not category and not time:
            return None
        if isinstance(points, DatabasePoints):
            periods = self.publicPeriods(parameters, context)[1] if time else None
            categories = self.publicCategories(parameters, context, category) if category else (OTHER,)
            feedback.pushInfo(self.tr("Table: {} categories × {} periods per cell, counted in the database.").format(
                len(categories), 1 if periods is None else len(periods)))
            return TableKeys(categories, None, periods)
        options = {}
        if category:
            values = points.attributes[category]
            categories = self.publicCategories(parameters, context, category)
            from_data = categories is None
            if from_data:
                feedback.pushWarning(self.tr(
                    "The categories are read from the data: which values occur is not private, and the "
                    "output's metadata says so."))
                categories = category_list(values=values)
            options.update(categories=categories, category_values=values, categories_from_data=from_data)
        if time:
            options.update(self.tablePeriods(points.attributes[time], time, parameters, context, feedback))
        keys = table_keys(**options)
        self.warnLeftOut(int((keys.index < 0).sum()), feedback)
        feedback.pushInfo(self.tr("Table: {} categories × {} periods per cell.").format(
            keys.n_categories, keys.n_periods))
        return keys

    def tablePeriods(self, values, field, parameters, context, feedback):  # noqa: N802
        """``{periods, times, time_range_from_data}`` of the time field's ``values``."""
        t = epoch_seconds(values)
        unreadable = int((np.isnan(t) & ~is_missing(values)).sum())
        if unreadable:
            feedback.pushWarning(self.tr(
                "{:,} values of the time field '{}' are not times; their points are left out.").format(
                unreadable, field))
        time_range, periods = self.publicPeriods(parameters, context)
        derived = time_range is None
        if derived:
            if not np.isfinite(t).any():
                raise QgsProcessingException(self.tr(
                    "No point has a time, so the time range cannot be taken from the data; give a "
                    "public time range."))
            feedback.pushWarning(self.tr(
                "No time range given: it is taken from the data and is therefore not private; the "
                "output's metadata says so."))
            _, periods = self.publicPeriods(parameters, context, time_range_from_data(t))
        return {"periods": periods, "times": t, "time_range_from_data": derived}

    def publicPeriods(self, parameters, context, time_range=None):  # noqa: N802
        """``(TIME_RANGE, its periods)``, ``(None, None)`` when TIME_RANGE is empty and no
        ``time_range`` (from the data) is given; refused in one sentence when unreadable."""
        try:
            given = parse_time_range(self.parameterAsString(parameters, self.TIME_RANGE, context))
            boundaries = parse_times(self.parameterAsString(parameters, self.PERIOD_BOUNDARIES, context))
        except ValueError:
            raise QgsProcessingException(self.tr(
                "The time range must be 'start/end' and the period boundaries dates, in ISO 8601 (e.g. "
                "2024-01-01T00:00:00Z/2025-01-01T00:00:00Z) or epoch seconds.")) from None
        time_range = given or time_range
        if time_range is None:
            return None, None
        unit = PERIOD_UNITS[self.parameterAsEnum(parameters, self.PERIOD, context)]
        try:
            return given, period_edges(time_range, unit, boundaries)
        except ValueError as error:
            raise QgsProcessingException(str(error)) from None

    def checkBeforeReading(self, parameters, context):  # noqa: N802
        """The table's public inputs are refused before any point is read: a table the mechanism does not
        declare (:meth:`refuseUndeclaredTables`), no category list, an unreadable time range or period
        boundaries, too many periods, more features than an output takes (:meth:`requestedCells`) or
        more fields than its format keeps."""
        super().checkBeforeReading(parameters, context)
        self.refuseUndeclaredTables(parameters)
        categories, periods = self.tableSize(parameters, context)
        if self.tableLayoutName(parameters, context) == WIDE and categories > 1:
            path = destination_file(sink_value(parameters.get(self.OUTPUT), context))
            shapefile = path is not None and path.suffix.lower() == ".shp"
            limit = SHAPEFILE_FIELDS if shapefile else GEOPACKAGE_COLUMNS
            fields = len(synopsis_fields()) + 2 * categories + 1 + (2 if periods else 0)
            if fields > limit:
                raise QgsProcessingException(self.tr(
                    "The wide layout would have {:,} fields, more than the {:,} a {} keeps; choose the long "
                    "layout or fewer categories.").format(fields, limit, "Shapefile" if shapefile else "GeoPackage"))

    def refuseUndeclaredTables(self, parameters):  # noqa: N802
        """A category or time field given to a mechanism that declares no such table (its parameter is
        not offered, but qgis_process and scripts pass any name): refused in one sentence, before any read,
        rather than a map without the table asked for."""
        asked = [name for name in (self.CATEGORY_FIELD, self.TIME_FIELD)
                 if parameters.get(name) not in (None, "") and self.parameterDefinition(name) is None]
        if asked:
            raise QgsProcessingException(self.tr(
                "{} releases no counts by category or period: leave {} empty (docs/categories.md lists the "
                "algorithms that do).").format(self.displayName(), " and ".join(asked)))

    def tableSize(self, parameters, context):  # noqa: N802
        """``(categories, periods)`` the parameters give (0: none, or read from the data), each
        refused in one sentence when unreadable."""
        category = self.tableField(parameters, context, self.CATEGORY_FIELD)
        categories = self.publicCategories(parameters, context, category) if category else None
        periods = self.publicPeriods(parameters, context)[1] \
            if self.tableField(parameters, context, self.TIME_FIELD) else None
        return len(categories or ()), len(periods or ())

    def tableLayoutName(self, parameters, context):  # noqa: N802
        return LAYOUTS[self.parameterAsEnum(parameters, self.LAYOUT, context)] \
            if self.parameterDefinition(self.LAYOUT) is not None else WIDE

    def requestedCells(self, parameters, context):  # noqa: N802
        """The features a given grid size asks for (at least, with AG's leaves): each cell's P
        periods in the wide layout, its C·P entries in the long one — refused above the output's
        limit before any point is read."""
        cells = super().requestedCells(parameters, context)
        if not cells or not self.tableFields(parameters, context):
            return cells
        categories, periods = self.tableSize(parameters, context)
        per_cell = max(1, periods) * (max(1, categories) if self.tableLayoutName(parameters, context) == LONG else 1)
        return cells * per_cell

    # --- output -------------------------------------------------------------
    def tableLayout(self, table, parameters, context, fields, record, sink=None):  # noqa: N802
        """``(fields, cells, columns)`` of the features of ``table`` (:class:`core.tables.CountTable`)
        written to ``sink`` (OUTPUT): ``fields`` with the table's own added, the table cell of each
        feature and the table's columns (:func:`..tablefields.table_rows`); the ``record`` (if
        given) gets the layout, the field of each category and the input's category and time
        fields (public parameters: spatialdp:evaluate reads the true points' categories and periods
        from them)."""
        layout = self.tableLayoutName(parameters, context)
        path = destination_file(sink_value(parameters.get(sink or self.OUTPUT), context))
        shapefile = path is not None and path.suffix.lower() == ".shp"
        names = field_names(table.keys.categories, fields.names() + ["total", "category", "t_start", "t_end"],
                            shapefile=shapefile)
        if layout == WIDE:
            for count, margin in names:
                fields.append(QgsField(count, compat.DOUBLE))
                fields.append(QgsField(margin, compat.DOUBLE))
            fields.append(QgsField("total", compat.DOUBLE))
        else:
            fields.append(QgsField("category", compat.STRING))
        if table.keys.periods is not None:
            fields.append(QgsField("t_start", compat.DATE_TIME))
            fields.append(QgsField("t_end", compat.DATE_TIME))
        cells, columns = table_rows(table, layout, names, self.publicationRules(parameters, context))
        problem = sanity.size_problem(len(cells))
        if problem:  # its entries passed the core's cell limit before any noise; its features may not
            raise OutputTooLarge(problem)
        if record is not None:
            record["table"].update(layout=layout, fields={c: list(n) for c, n in zip(table.keys.categories, names)},
                                   category_field=self.tableField(parameters, context, self.CATEGORY_FIELD) or None,
                                   time_field=self.tableField(parameters, context, self.TIME_FIELD) or None)
        return fields, cells, columns

