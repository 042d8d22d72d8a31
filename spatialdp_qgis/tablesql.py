"""A count table counted inside PostGIS (issue 26, docs/categories.md, docs/postgis.md).

The keys are public, so they can be written into the query: the category is a CASE over the
public list (:func:`category_case`: a value not in it, or none, is "other / missing", matched
as text as :func:`core.tables.category_label` matches it), the period a ``width_bucket`` over the
public period edges (:func:`period_case`: a time outside the closed range, or none, leaves the
row out), and the database counts the rows per (cell, key) with ``GROUP BY``
(:class:`DatabaseTableCounts`). Only those counts leave it; the noise is drawn on this computer,
as for a map. The counts equal the in-memory path's (:meth:`core.counting.ArrayCounts.table`):
the same half-open cells, the same key, the same user bound over the points that have a key.
The points left out for want of a period are counted for the log alone, as the in-memory path
counts them (:meth:`DatabaseTableCounts.left_out`).
"""

from qgis.core import QgsField

from . import compat
from .i18n import tr
from .postgis import NO_POINT, bounded, cells_of, float_array, groups, inside, located, number, quoted

#: the group of the table's ``GROUP BY`` that counts the points without a key (no period): not an
#: entry of the table (a negative group), for the log alone (:meth:`DatabaseTableCounts.left_out`)
LEFT_OUT = -3


def push_down_problem(field: QgsField, *, time: bool = False):
    """Why the table's field cannot be keyed in SQL (None when it can): a category is matched as
    text, which a text or integer column gives exactly as the in-memory path reads it, a time is
    a number of epoch seconds or a date-time."""
    if time:
        return None if field.isNumeric() or field.isDateOrTime() else \
            tr("the time field '{}' is not a number or a date-time").format(field.name())
    if compat.field_type(field) in (compat.STRING, compat.INT, compat.LONG_LONG):
        return None
    return tr("the category field '{}' is neither text nor an integer").format(field.name())


def category_case(column, categories):
    """The index of the row's category in ``categories`` (:func:`core.tables.category_list`, the
    last "other / missing"), as SQL: the value as trimmed text against the public list."""
    listed = "".join(f" WHEN {quoted(c)} THEN {i}" for i, c in enumerate(categories[:-1]))
    return f"(CASE btrim({column}::text){listed} ELSE {len(categories) - 1} END)"


def period_case(epoch, periods):
    """The index of the row's period among ``periods`` (:class:`core.tables.Periods`), NULL outside
    the closed range (or without a time), as :meth:`core.tables.Periods.index` computes it."""
    edges = periods.edges
    return (f"(CASE WHEN {epoch} >= {number(edges[0])} AND {epoch} <= {number(edges[-1])} THEN "
            f"LEAST(width_bucket({epoch}, {float_array(edges)}) - 1, {len(periods) - 1}) END)")


def key_sql(keys, category=None, epoch=None):
    """The row's key category·P + period (:class:`core.tables.TableKeys`) as SQL, NULL when the row
    has no period; ``category`` and ``epoch``: the columns, None for a table without them."""
    key = category_case(category, keys.categories) if category is not None else "0"
    if epoch is None:
        return key
    return f"({key} * {keys.n_periods} + {period_case(epoch, keys.periods)})"


class DatabaseTableCounts:
    """The count source of a table whose points stay in the database: a
    :class:`~.postgis.DatabaseCounts` (its domain, user bound and keyed sample) and the row's
    ``key`` (:func:`key_sql`). With a user bound each user keeps at most k of the points inside
    Ω **that have a key**, in all — as in memory, where the rows without a period are left out
    before the bound (:class:`core.counting.ArrayCounts`). ``periods``: whether the key has a
    period (else every row has a key and none is left out)."""

    def __init__(self, counts, key, *, periods=True):
        self.counts, self.key = counts, key
        self.sensitivity, self.unit, self.max_per_user = counts.sensitivity, counts.unit, counts.max_per_user
        self._left_out = None if periods else 0

    def rows(self, **columns):
        """``columns`` and the key ``e`` of the rows counted."""
        counts = self.counts
        if counts.user is None:
            return counts.sampled(**columns, e=self.key)
        keyed = counts.database.points(f"{inside(counts.domain)} AND {self.key} IS NOT NULL")
        return bounded(keyed, dict(columns, e=self.key), counts.user, counts.key, counts.sensitivity)

    def total(self):
        """The points counted: inside Ω with a key (each user's at most k)."""
        rows = self.rows(k=located(self.counts.domain, 1, 1))
        return int(self.counts.database.query(
            f"SELECT count(*) FROM ({rows}) AS s WHERE k >= 0 AND e IS NOT NULL")[0][0])

    def table(self, nx, ny, n_keys):
        """The true table ``(nx·ny, n_keys)``: rows per (cell, key), one ``GROUP BY`` in the database.
        Without a user bound its rows are every row of the layer, and the same query counts the
        points without a key, inside Ω or not, in the group :data:`LEFT_OUT` (:meth:`left_out`)."""
        n_keys = int(n_keys)
        entry = (f"CASE WHEN e IS NULL THEN (CASE WHEN k <> {NO_POINT} THEN {LEFT_OUT} END) "
                 f"WHEN k >= 0 THEN k * {n_keys} + e END")
        counted = groups(self.counts.database, entry, self.rows(k=located(self.counts.domain, nx, ny)))
        if self.counts.user is None:
            self._left_out = int(counted[counted[:, 0] == LEFT_OUT, 1].sum())
        return cells_of(counted, nx * ny * n_keys).reshape(nx * ny, n_keys)

    def left_out(self) -> int:
        """The points left out of the table for want of a period (no time, or one outside the public
        time range) — for the analyst's log alone, never released: every point with a geometry
        (and a user id, with a user bound), inside Ω or not, whose key is NULL, as the in-memory path
        counts ``TableKeys.index < 0`` over the points read
        (:meth:`..algorithms.tables.TableParameters.tableKeys`).

        Without a user bound :meth:`table` counted them in its own query (no scan of its own). With
        one, the counting query holds only the keyed points inside Ω (the bound comes after the key),
        so one aggregate counts them — a scan without the bound's sort, asked before the release draws
        any noise (:meth:`..algorithms.tables.TableParameters.databaseTable`), so that a query that
        fails refuses the run as any counting query does."""
        if self._left_out is None:
            database, user = self.counts.database, self.counts.user
            with_user = "" if user is None else f" AND {user} IS NOT NULL"
            self._left_out = int(database.query(
                f"SELECT count(*) FROM ({database.points(with_user)}) AS r WHERE {self.key} IS NULL")[0][0])
        return self._left_out
