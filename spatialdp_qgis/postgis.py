"""Counting inside PostGIS: the central mechanisms' push-down (issue 14, docs/postgis.md).

When the input is a layer of QGIS's ``postgres`` provider, the points never
leave the database: SQL bins them into the cells of the public grid and only
the counts per cell come back. The noise is drawn here, on the client, by the
mechanism's own step (:mod:`core.counting`); the database never sees ε or
any noise. The connection is the layer's own (QGIS's connection API, with the
layer's credentials), so a read-only role is enough; nothing is written.

The SQL follows the core's binning exactly (:meth:`core.domain.Domain.locate`):
a point counts when ``xmin ≤ x ≤ xmax`` and ``ymin ≤ y ≤ ymax``; its column
is ``min(⌊(x − xmin)·(nx/width)⌋, nx − 1)``, computed in IEEE doubles in the
same order, so a point on the east or north edge falls in the last cell and
the counts equal those of the file path bit for bit. Each user's points are
bounded to k with ``row_number() over (partition by user order by a keyed
hash)`` (:func:`core.bounding.sampling_seed` makes the key).

The push-down is refused — and the layer read through QGIS as before, with a
line in the log saying why — when the request is more than the layer's
subset string can say (a selection, a feature limit, a filter expression, a
geometry check), when the layer has unsaved edits, holds multi-points, or a
field the SQL cannot read as QGIS does (a time stored as text).
"""

import uuid
import weakref

import numpy as np
from qgis.core import (
    QgsDataSourceUri,
    QgsException,
    QgsMapLayer,
    QgsProcessingException,
    QgsProcessingFeatureSourceDefinition,
    QgsProcessingUtils,
    QgsProviderConnectionException,
    QgsProviderRegistry,
    QgsWkbTypes,
)

from ..core import Domain
from ..core.bounding import sampling_seed
from ..core.counting import ContributionBound
from ..core.evaluation import Buckets, padded_extent
from ..core.polygoncover import MAX_CELLS, CellCover, CoverTooLarge
from ..core.spacetime import check_time_range
from .i18n import tr
from .io import _definition_without_options

PROVIDER = "postgres"
#: the groups of a counting query that are not cells: points outside Ω, rows without a point
OUTSIDE, NO_POINT = -1, -2
#: bits of AG's m2 in the integer that also holds the level-1 cell's first leaf
LEAF_BITS = 24
#: settings of each counting query, local to its transaction (docs/postgis.md, "Speed"): each
#: parallel worker sorts its rows by cell in memory and counts them (faster than a hash table of
#: the cells, measured); JIT compilation is left to the server
SETTINGS = "SET LOCAL work_mem = '256MB'; SET LOCAL enable_hashagg = off; "
#: the setting that holds a release's token in its transaction (:meth:`Database.begin`)
SNAPSHOT = "spatialdp.release"
#: settings of a release's transaction on distributed PostgreSQL (Citus, docs/citus.md), sent
#: alone before its first query: each worker is read over one connection, whose REPEATABLE READ
#: snapshot (taken at its first query) then serves every query of the release, and the
#: :data:`SETTINGS` reach the workers (Citus sends them the text of the statement, so it holds
#: nothing but these settings)
DISTRIBUTED = ("SET LOCAL citus.propagate_set_commands = 'local'; SET LOCAL citus.force_max_query_parallelization "
               f"= off; SET LOCAL citus.max_adaptive_executor_pool_size = 1; {SETTINGS}")
#: a volatile column the planner folds to NULL, after it has kept its subquery from being merged
#: into the query around it (:meth:`Database.coordinates`)
FENCE = "CASE WHEN false THEN clock_timestamp() END AS fence"


def whole(expression):
    """``expression`` as a column that no condition of the query around its subquery is pushed
    into: volatile (``clock_timestamp()``) until the planner folds the dead branch away, so that
    the condition tests the column computed once per row, not a copy of its expression per use
    (the polygon cover's binary search, a border point's polygons, PrivTree's cell in a pass)."""
    return f"CASE WHEN false AND clock_timestamp() IS NULL THEN NULL ELSE {expression} END"


def number(value):
    """A float as an SQL literal that PostgreSQL parses to the same double."""
    return f"({float(value)!r}::float8)"


def identifier(name):
    return '"' + name.replace('"', '""') + '"'


def quoted(text):
    """``text`` as an SQL string literal."""
    return "'" + text.replace("'", "''") + "'"


def int_array(values):
    return "'{" + ",".join(str(int(v)) for v in values) + "}'::int8[]"


def float_array(values):
    """Floats as an SQL array literal that PostgreSQL parses to the same doubles."""
    return "'{" + ",".join(repr(float(v)) for v in values) + "}'::float8[]"


def refusal(layer, parameter_value, fields):
    """Why the points of ``layer`` cannot be counted in the database (a translated sentence),
    or None when they can; ``layer`` must be a ``postgres`` layer."""
    if isinstance(parameter_value, QgsProcessingFeatureSourceDefinition) \
            and not _definition_without_options(parameter_value):
        return tr("the input asks for selected features, a feature limit, a filter or a "
                  "geometry check, which only QGIS can apply")
    if not isinstance(parameter_value, (str, QgsMapLayer, QgsProcessingFeatureSourceDefinition)) \
            and parameter_value is not None:
        return tr("the input is not a plain layer")
    if layer.isModified():
        return tr("the layer has unsaved edits")
    if QgsWkbTypes.isMultiType(layer.wkbType()):
        return tr("the layer holds multi-points")
    return None


def path_note(reason=None):
    """The log's sentence on which path ran: counted in the database (``reason`` None), or not,
    why (a translated sentence), and that the points are then read through QGIS."""
    if reason is None:
        return tr("Counted in the database: only counts leave it.")
    return tr("Not counted in the database ({}): the points are read through QGIS.").format(reason)


def switched_off():
    """The reason of :func:`path_note` when the advanced parameter PUSH_DOWN is off."""
    return tr("'Count in the database' is off")


def is_database_layer(layer):
    return layer is not None and layer.providerType() == PROVIDER


def definition_layer(parameter_value, context):
    """The layer of a feature source definition (Processing gives none for one with options), or None."""
    if isinstance(parameter_value, QgsProcessingFeatureSourceDefinition):
        return QgsProcessingUtils.mapLayerFromString(parameter_value.source.staticValue(), context)
    return None


def commit(connection) -> None:
    """End a release's transaction on ``connection``; a connection already lost holds none."""
    try:
        connection.executeSql("COMMIT")
    except (QgsException, QgsProviderConnectionException):
        pass


class Database:
    """The layer's table in its database: the rows QGIS would read, as SQL.

    :attr:`rows` selects the layer's geometries ``g`` (as ``geometry``), the
    layer's subset string applied, with the ``fields`` as ``a0, a1, …``
    (:attr:`columns`), so that no field name can collide with the query's own.
    """

    def __init__(self, layer, fields):
        uri = QgsDataSourceUri(layer.source())
        self.connection = QgsProviderRegistry.instance().providerMetadata(PROVIDER) \
            .createConnection(layer.source(), {})
        table = uri.table()
        relation = table if table.startswith("(") else uri.quotedTablename()
        subset = layer.subsetString()
        self.columns = {f: f"a{i}" for i, f in enumerate(fields)}
        columns = "".join(f", {identifier(f)} AS {alias}" for f, alias in self.columns.items())
        self.rows = (f"SELECT {identifier(uri.geometryColumn())}::geometry AS g{columns} "
                     f"FROM {relation} AS layer" + (f" WHERE ({subset})" if subset else ""))
        self.relation = None if table.startswith("(") else relation
        self.token = None
        #: whether the server is distributed PostgreSQL (Citus), and the column the layer's table
        #: is sharded on (None: not a distributed table); known once the release has begun
        self.citus, self.distribution = False, None

    def query(self, sql):
        """The rows of ``sql`` (lists of Python values), read in the release's snapshot
        (:meth:`begin`); a database error becomes one sentence."""
        if self.token is None:
            self.begin()
        settings = "" if self.citus else SETTINGS  # on Citus, set for the release (:meth:`distribute`)
        rows = self.execute(f"{settings}SELECT current_setting('{SNAPSHOT}', true), * FROM ({sql}) AS q")
        if not rows or any(row[0] != self.token for row in rows):
            self.close()
            raise QgsProcessingException(tr(
                "The connection to the database was lost or reset during the release, so its queries "
                "no longer read one state of the table; nothing was written. Run again."))
        return [row[1:] for row in rows]

    def begin(self):
        """Start the release's read-only REPEATABLE READ transaction (issue 23): every query of
        the release (AG's two passes, the description and the counts) reads one snapshot of the
        table, so a point that moves meanwhile is not counted twice, beyond the sensitivity the
        noise is calibrated for. QGIS's connection API hands each ``executeSql`` a connection of
        its pool (the same one while no other part of QGIS takes it); the transaction holds a
        token that every query returns, so a query run anywhere else — a connection reset and
        the query retried by QGIS, say — is refused instead of counted (docs/reading.md,
        "One snapshot per release"). :meth:`close` ends it."""
        token = uuid.uuid4().hex
        began = self.execute("BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY; "
                             f"SELECT now() = statement_timestamp(), set_config('{SNAPSHOT}', '{token}', true), "
                             "to_regclass('pg_catalog.pg_dist_partition') IS NOT NULL")
        if not began[0][0]:  # BEGIN only warned: the connection was in a transaction of another part of QGIS
            raise QgsProcessingException(tr(
                "The connection to the database is busy with another transaction of QGIS; nothing was "
                "written. Run again."))
        self.token = token
        self.finalizer = weakref.finalize(self, commit, self.connection)
        self.citus = bool(began[0][2])
        if self.citus:
            self.distribute()

    def distribute(self):
        """On Citus (docs/citus.md, "One state of the table"), before the release's first query
        reads a shard: :data:`DISTRIBUTED`, and the column the layer's table is sharded on.

        Citus has no snapshot across its nodes: each connection to a worker takes its own
        REPEATABLE READ snapshot at its first query, and a query may read a shard over any of
        the connections the transaction holds to its worker, some opened later. Read over one
        connection per worker, every shard is seen in one state for the whole release, so a row
        that a concurrent writer updates is counted in one state by all of the release's queries.
        """
        self.execute(DISTRIBUTED)
        relation = f"to_regclass({quoted(self.relation)})" if self.relation else "NULL"
        self.distribution = self.execute(
            "SELECT (SELECT column_to_column_name(logicalrelid, partkey) FROM "
            f"pg_catalog.pg_dist_partition WHERE logicalrelid = {relation} AND partmethod = 'h')")[0][0]

    def close(self):
        """End the release's transaction (it only read); also done when the Database is collected."""
        if self.token is not None:
            self.token = None
            self.finalizer()

    def execute(self, sql):
        """``executeSql`` of ``sql``; a database error ends the release's transaction and becomes
        one sentence."""
        try:
            return self.connection.executeSql(sql)
        except (QgsException, QgsProviderConnectionException) as error:  # 3.22 raises the former
            self.close()  # an error aborts the transaction: end it now
            message = str(error).strip()  # QGIS's "SQL error: <the query> returned 0 [ERROR: …]"
            reason = message[message.rfind("[") + 1:] if "[" in message else message
            raise QgsProcessingException(tr(
                "The database refused the counting query ({}). Run again with 'Count in the "
                "database' (PUSH_DOWN) off to read the layer through QGIS.").format(
                " ".join(reason.splitlines()[0].split()).rstrip("]"))) from None

    def coordinates(self):
        """Every row with its coordinates ``x, y`` (NULL for a null or empty geometry, which QGIS
        skips) and the fields; a row that is not a point (in a column of mixed types) makes the
        database refuse the query.

        The column ``fence`` is a volatile expression that the planner folds to NULL, but only
        after it has kept this subquery from being merged into the query around it (PostgreSQL
        never pulls up a subquery whose output holds a volatile function). So ``ST_X`` is computed
        once per row, not once per use of ``x``, and the planner does not take the geometries'
        distinct values for the number of cells: it lets each parallel worker count its share
        (a partial aggregate) instead of sending every row to one process."""
        columns = "".join(f", {alias}" for alias in self.columns.values())
        return (f"SELECT ST_X(g) AS x, ST_Y(g) AS y{columns}, "
                f"{FENCE} FROM ({self.rows}) AS r")

    def points(self, extra=""):
        """The points with their coordinates ``x, y`` and the fields (``extra``: more conditions)."""
        return f"SELECT * FROM ({self.coordinates()}) AS p WHERE x IS NOT NULL{extra}"


def inside(domain):
    return f" AND {within(domain)}"


def within(domain):
    """Whether the point ``x, y`` is inside Ω (its max edges included), as SQL."""
    x0, y0, x1, y1 = (number(v) for v in domain.as_tuple())
    return f"x >= {x0} AND x <= {x1} AND y >= {y0} AND y <= {y1}"


def located(domain, nx, ny, cell=None):
    """The group of the row ``x, y`` in the ``nx × ny`` grid of ``domain``: its cell
    (:func:`cell_index`; ``cell``: another SQL integer ≥ 0), :data:`OUTSIDE` or :data:`NO_POINT`;
    one CASE, so that a single scan counts the cells and what is not in them."""
    if cell is None:
        cell = cell_index(domain, nx, ny) if nx * ny > 1 else "0"
    return f"CASE WHEN {within(domain)} THEN {cell} WHEN x IS NULL THEN {NO_POINT} ELSE {OUTSIDE} END"


def scaled(coordinate, origin, width, n):
    """``(v − origin)·(n/width)``: the coordinate in cells of an ``n``-cell axis."""
    return f"(({coordinate} - {number(origin)}) * {number(n / width)})"


def column(cells, n):
    """``min(⌊s⌋, n − 1)``: the column of the scaled coordinate ``s`` (SQL) on an axis of ``n``
    cells (an SQL integer)."""
    return f"LEAST(floor({cells})::int8, {n} - 1)"


def column_index(coordinate, origin, width, n):
    """``min(⌊(v − origin)·(n/width)⌋, n − 1)``, as :meth:`core.domain.Domain.locate` computes it."""
    return column(scaled(coordinate, origin, width, n), int(n))


def cell_index(domain, nx, ny):
    """The row-major index ``column + nx · row`` of the point ``x, y`` in the ``nx × ny`` grid
    of ``domain`` (:func:`column_index` of each axis)."""
    return (f"{column_index('x', domain.xmin, domain.width, nx)} + "
            f"{int(nx)} * {column_index('y', domain.ymin, domain.height, ny)}")


def position(cells, n):
    """The position of the scaled coordinate ``s`` in its cell, ``s − min(⌊s⌋, n − 1)``
    (Domain.locate's fx)."""
    return f"({cells} - {column(cells, int(n))}::float8)"


class DatabasePoints:
    """The points of a PostGIS layer, described without reading them.

    Offers what :class:`~.io.PointData` offers the algorithms — its length,
    the skipped geometries, the data's extent, the points outside a domain —
    and :meth:`counts`, the count source of a central mechanism.
    ``attributes`` maps each field to its column in the query: the values
    stay in the database. ``times`` maps the time field, if any, to whether it is a
    date or time (else a number of epoch seconds).

    One scan answers what the algorithm asks before counting. With the extent
    Ω given and no time field it is the counting scan itself (:func:`located`):
    the points per cell of the given ``grid_size`` (with the point as unit of
    privacy; else of one cell), outside Ω and without a point, and the null
    fields; the cells are kept for :meth:`DatabaseCounts.grid`. With ``quadtree``
    (the point as unit of privacy) the cells are those of a quadtree's first pass
    (:func:`.privtreedb.first_cells`), kept for :meth:`DatabaseCounts.quadtree`.
    Otherwise one row of aggregates (extent, first and last times), and Ω is
    counted when known.
    """

    reader = "PostGIS database (counted in the database: only counts leave it)"
    #: one point per feature; the coordinates stay in the database
    feature = x = y = None

    def __init__(self, database, fields, times=None, domain=None, grid_size=0, *, quadtree=False):
        self.database = database
        self.attributes = dict(database.columns)
        self.times = times or {}
        self.grid_size = 0 if fields else int(grid_size)
        self.quadtree = quadtree and not fields
        self.inside, self.grids = {}, {}
        self.n = self.extent = None
        self.spans = {}
        if domain is not None and not self.times:
            self.tally(domain)
            return
        aggregates = ["count(*) - count(x)", "count(x)"]
        aggregates += [f"{f}({v})" for f, v in (("min", "x"), ("min", "y"), ("max", "x"), ("max", "y"))]
        aggregates += [f"count(*) FILTER (WHERE x IS NOT NULL AND {c} IS NULL)" for c in self.attributes.values()]
        aggregates += [f"{f}({self.epoch(t)}) FILTER (WHERE x IS NOT NULL)" for t in self.times
                       for f in ("min", "max")]
        if domain is not None:
            aggregates.append(f"count(*) FILTER (WHERE {within(domain)})")
        row = database.query(f"SELECT {', '.join(aggregates)} FROM ({database.coordinates()}) AS d")[0]
        self.skipped, self.n = int(row[0]), int(row[1])
        self.extent = row[2:6]
        self.nulls = dict(zip(fields, (int(v) for v in row[6:6 + len(fields)])))
        spans = row[6 + len(fields):]
        self.spans = {t: tuple(spans[2 * i:2 * i + 2]) for i, t in enumerate(self.times)}
        if domain is not None:
            self.inside[domain] = int(row[-1])

    def distribution_note(self, user_field):
        """The log's advice when the layer's table is distributed (Citus) on another column than
        ``user_field``: each user's points are then ranked on the coordinator (docs/citus.md);
        None otherwise."""
        if self.database.distribution in (None, user_field):
            return None
        return tr("The table is distributed on '{}', not on the user id '{}': distribute it on the user id "
                  "for user-level releases, so that the ranking runs on the workers.").format(
            self.database.distribution, user_field)

    def tally(self, domain):
        """Count the rows per group of :func:`located` over ``domain`` in one scan: the points
        inside it, and (the first time) the points, the rows without one and the null fields."""
        m = self.grid_size or 1
        nulls = [f"count(*) FILTER (WHERE {c} IS NULL)" for c in self.attributes.values()]
        cell = None
        if self.quadtree:
            from .privtreedb import first_cells  # it builds on this module
            cell = first_cells(domain)
        table = groups(self.database, located(domain, m, m, cell), self.database.coordinates(), nulls)
        group, counts = table[:, 0], table[:, 1:]
        cells = group >= 0
        self.inside[domain] = int(counts[cells, 0].sum())
        if self.grid_size:
            self.grids[domain, m, m] = scatter(group[cells], counts[cells, 0], m * m)
        if self.quadtree:
            self.grids[domain, "quadtree"] = table[cells, :2]
        if self.n is None:
            point = group != NO_POINT
            self.skipped = int(counts[~point, 0].sum())
            self.n = int(counts[point, 0].sum())
            self.nulls = dict(zip(self.attributes, (int(v) for v in counts[point, 1:].sum(axis=0))))

    def __len__(self):
        return self.n

    def data_domain(self):
        return Domain(*(float(v) for v in self.extent), True)

    def count_inside(self, domain):
        """The points inside ``domain`` (counted with the description when it is the extent given)."""
        if domain not in self.inside:
            self.tally(domain)
        return self.inside[domain]

    def count_outside(self, domain):
        return self.n - self.count_inside(domain)

    def missing(self, field):
        return self.nulls[field]

    def counts(self, domain, rng, user_ids=None, max_per_user=None):
        """The count source of a central mechanism over ``domain`` (user column ``user_ids``)."""
        return DatabaseCounts(self.database, domain, self.count_inside(domain), rng, user_ids, max_per_user,
                              {} if user_ids else self.grids)

    def polygon_counts(self, user_column=None, max_per_user=None):
        """The count source of the polygon counts (``user_column``: :attr:`attributes` of the user
        field), its cells about 4 points each on average (at most :data:`core.polygoncover.MAX_CELLS`
        a side): finer cells send more states to the database and test fewer points in SQL."""
        cells = int(np.clip(np.sqrt(self.n / 4), 16, MAX_CELLS))
        return DatabasePolygonCounts(self.database, user_column, max_per_user, cells)

    def epoch(self, field):
        """The field as epoch seconds: a number as it is, a date or time without a zone as UTC
        (as :func:`~.io.epoch_seconds` reads them)."""
        column = self.attributes[field]
        return f"extract(epoch FROM {column})::float8" if self.times.get(field) else f"{column}::float8"

    def time_span(self, field):
        """``(min, max)`` of the time field as epoch seconds over all points."""
        return self.spans[field]

    def spacetime_counts(self, domain, rng, user_column, time_field, max_per_user):
        """VDR's H_s source over ``domain`` (``user_column``: :attr:`attributes` of the user field)."""
        return SpaceTimeCounts(self.database, domain, rng, user_column, self.epoch(time_field), max_per_user)


def groups(database, key, rows, aggregates=()):
    """``count(*)`` and the integer ``aggregates`` of ``rows`` (a query) per value of ``key`` (an
    SQL expression; rows whose key is NULL are left out): an int64 array, a row ``key, count,
    aggregates…`` per group. The groups come back as one text "key count … key count …", parsed
    by numpy: a million cells cost megabytes, not a million Python lists."""
    columns = ["k", "n"] + [f"a{i}" for i in range(len(aggregates))]
    selected = "".join(f", {a} AS a{i}" for i, a in enumerate(aggregates))
    row = " || ' ' || ".join(f"{c}::text" for c in columns)
    text = database.query(
        f"SELECT string_agg({row}, ' ') FROM "
        f"(SELECT {key} AS k, count(*) AS n{selected} FROM ({rows}) AS r GROUP BY 1) AS h")[0][0]
    if not text:
        return np.zeros((0, len(columns)), dtype=np.int64)
    return np.fromstring(text, dtype=np.int64, sep=" ").reshape(-1, len(columns))


def scatter(cells, counts, size):
    """The flat histogram of ``size`` cells holding ``counts`` at ``cells``."""
    histogram = np.zeros(size, dtype=np.int64)
    histogram[cells] = counts
    return histogram


def histogram(database, cell, rows, size):
    """The counts per ``cell`` (an SQL expression; negative or NULL: not counted) of ``rows``,
    a flat int64 array of ``size`` cells."""
    return cells_of(groups(database, cell, rows), size)


def cells_of(table, size):
    """The rows ``(cell, count)`` of :func:`groups` with a cell ≥ 0 as a flat int64 array of
    ``size`` cells (a negative group, e.g. a table's points left out, is not a cell)."""
    kept = table[:, 0] >= 0
    return scatter(table[kept, 0], table[kept, 1], size)


def selected(columns):
    """``columns`` (name → SQL expression) as the start of a select list: ``expression AS name, …``"""
    return "".join(f"{expression} AS {name}, " for name, expression in columns.items())


def sample_key(rng):
    """The keyed hash of a point ``x, y`` that orders each user's points: keyed by one draw of
    the release's generator, as the in-memory sample is (:func:`core.bounding.sampling_seed`)."""
    return f"hashfloat8extended(x, hashfloat8extended(y, {sampling_seed(rng)}))"


def bounded(rows, columns, user, key, k):
    """``columns`` (name → SQL expression) of ``rows`` (a query), at most ``k`` rows per ``user``:
    those of smallest ``key`` (a keyed hash), each with its ``rank`` among its user's (1 …
    k). PostgreSQL sorts the rows by user and key in its parallel workers, ranks them in one
    process and computes the columns of the rows kept. Rows without a user are left out, as in
    memory (:meth:`~.algorithms.base.SpatialDPAlgorithm.withUserIds`)."""
    return (f"SELECT {', '.join(columns)}, rank FROM (SELECT {selected(columns)}row_number() OVER "
            f"(PARTITION BY {user} ORDER BY {key}) AS rank FROM ({rows}) AS r WHERE {user} IS NOT NULL) AS ranked "
            f"WHERE rank <= {int(k)}")


class DatabaseCounts(ContributionBound):
    """A :mod:`core.counting` source whose counts are computed by PostgreSQL.

    With a user column, each user keeps at most k of the points inside Ω,
    chosen by a keyed hash keyed as the in-memory path keys its sample
    (:func:`core.bounding.sampling_seed`). ``grids``: cells
    already counted by the description (:meth:`DatabasePoints.tally`).
    """

    def __init__(self, database, domain, n_inside, rng, user_column=None, max_per_user=None, grids=None):
        super().__init__(max_per_user if user_column else None)
        self.database, self.domain, self.n_inside = database, domain, n_inside
        self.grids = grids or {}
        self.user = user_column
        if user_column is not None:
            self.key = sample_key(rng)

    def sampled(self, **columns):
        """``columns`` (name → SQL over the point's ``x, y``) of the points counted: every row
        (a subquery kept apart by a volatile column, as in :meth:`Database.coordinates`), or with
        a user column those inside Ω that each user's bound keeps (:func:`bounded`)."""
        if self.user is None:
            return f"SELECT {selected(columns)}{FENCE} FROM ({self.database.coordinates()}) AS c"
        return bounded(self.database.points(inside(self.domain)), columns, self.user, self.key,
                       self.sensitivity)

    def total(self):
        if self.max_per_user is None:
            return self.n_inside
        return int(self.database.query(f"SELECT count(*) FROM ({self.sampled(one='1')}) AS s")[0][0])

    def grid(self, nx, ny):
        counted = self.grids.pop((self.domain, nx, ny), None)
        if counted is None:
            counted = histogram(self.database, "k", self.sampled(k=located(self.domain, nx, ny)), nx * ny)
        return counted.reshape(ny, nx)

    def quadtree(self, max_depth):
        """PrivTree's node counts, pass by pass in the database (:mod:`.privtreedb`)."""
        from .privtreedb import quadtree_counts  # it builds on this module

        return quadtree_counts(self, max_depth)

    def leaves(self, m1, m2):
        d = self.domain
        m2 = np.asarray(m2, dtype=np.int64)
        offset = np.cumsum(m2 * m2) - m2 * m2
        # each point's coordinates in level-1 cells and its cell's m2 and first leaf, packed in
        # one integer looked up once per point (NULL outside Ω: not counted, and no cast of a far
        # or NaN coordinate to an integer); the leaf is the grouping key itself, so that each
        # parallel worker counts its share
        packed = (offset << LEAF_BITS) | m2
        placed = self.sampled(
            sx=scaled("x", d.xmin, d.width, m1), sy=scaled("y", d.ymin, d.height, m1),
            p=f"CASE WHEN {within(d)} THEN ({int_array(packed)})[{cell_index(d, m1, m1)} + 1] END")
        m = f"(p & {(1 << LEAF_BITS) - 1})"
        fx, fy = (f"({position(v, m1)} * {m}::float8)" for v in ("sx", "sy"))
        leaf = f"CASE WHEN p IS NOT NULL THEN (p >> {LEAF_BITS}) + {column(fx, m)} + {m} * {column(fy, m)} END"
        return histogram(self.database, leaf, placed, int((m2 * m2).sum()))


class SpaceTimeCounts:
    """VDR's bounded space–time histogram H_s counted by PostgreSQL (:mod:`core.spacetime`'s layout)."""

    def __init__(self, database, domain, rng, user_column, time, max_per_user):
        self.database, self.domain, self.rng = database, domain, rng
        self.user, self.time, self.k = user_column, time, int(max_per_user)

    def extreme_times(self):
        """The first and last time of the points inside Ω (of all points when none is inside)."""
        for extra in (inside(self.domain), ""):
            first, last = self.database.query(
                f"SELECT min(t), max(t) FROM (SELECT {self.time} AS t FROM "
                f"({self.database.points(extra)}) AS p) AS q")[0]
            if first is not None:
                return np.array([first, last], dtype=float)
        return np.empty(0)

    def histogram(self, grid_size, slices, time_range):
        """H_s, shape ``(T, M, M)``: points in Ω × [t0, t1], each user bounded to k by a keyed hash."""
        t0, t1 = check_time_range(*time_range)
        m, n_slices, d = int(grid_size), int(slices), self.domain
        timed = (f"SELECT * FROM (SELECT {self.time} AS t, * FROM "
                 f"({self.database.points(inside(d))}) AS p) AS q WHERE t >= {number(t0)} AND t <= {number(t1)}")
        cell = f"{column_index('t', t0, t1 - t0, n_slices)} * {m * m} + {cell_index(d, m, m)}"
        key = f"hashfloat8extended(t, hashfloat8extended(x, hashfloat8extended(y, {sampling_seed(self.rng)})))"
        sample = bounded(timed, {"c": cell}, self.user, key, self.k)
        return histogram(self.database, "c", sample, n_slices * m * m).reshape(n_slices, m, m)


class DatabasePolygonCounts(ContributionBound):
    """The count source of :func:`core.mechanisms.polygons.polygon_counts` counted by PostgreSQL:
    the points per public polygon, each point in at most its first D polygons, each user (with
    a user column) at most k points among those in some polygon, sampled by a keyed hash.

    The polygons go to the database as a :class:`core.polygoncover.CellCover` — the state of
    each cell, the polygons' bounding boxes, and for each border cell its candidate polygons
    and the edges of their row bands — in constant arrays, never as geometries. The points of
    clean cells are counted per set of polygons of their cell (the sets are added to the
    polygons here); a point of a border cell is tested in SQL as
    :meth:`core.pointinpolygon.PolygonSet.locate` tests it, with the same IEEE expressions, so
    the counts equal the in-memory path's.
    """

    def __init__(self, database, user_column=None, max_per_user=None, cells=MAX_CELLS):
        super().__init__(None if user_column is None else max_per_user or 0)  # a user id needs k ≥ 1
        self.database, self.user, self.cells = database, user_column, int(cells)

    def true_counts(self, polygon_set, depth, rng):
        key = sample_key(rng) if self.user is not None else None
        try:
            cover = CellCover(polygon_set, depth, self.cells)
        except CoverTooLarge as error:
            raise QgsProcessingException(tr(
                "The polygons have too many edges ({:,}) to be counted in the database. Run again with "
                "'Count in the database' (PUSH_DOWN) off to read the points through QGIS, or simplify "
                "the polygons.").format(error.edges)) from None
        true = np.zeros(polygon_set.n, dtype=np.int64)
        if cover.extent is None:
            return true, 0
        x0, y0, x1, y1 = cover.extent
        if not (x1 > x0 and y1 > y0):  # all vertices on one vertical or horizontal line: no point inside
            return true, 0
        domain = Domain(*cover.extent)
        user = f", {self.user}" if self.user is not None else ""
        placed = self.placed(cover, domain, user)
        # a correlated subquery runs in one process (PostgreSQL 15): only the border points
        # reach it, and OFFSET 0 keeps it from being computed twice
        members = self.members(cover)
        if self.user is None and self.database.citus:  # one scan per shard (docs/citus.md)
            parts = [f"SELECT CASE WHEN s > 0 THEN s END AS k, CASE WHEN s < 0 THEN {members} END AS ks, "
                     f"count(*) AS n, count(*) AS w FROM ({placed}) AS g WHERE s <> 0 GROUP BY 1, 2"]
        elif self.user is None:  # the clean cells per set of polygons, counted by every worker; the border points
            parts = [f"SELECT CASE WHEN s > 0 THEN s END AS k, NULL::int8[] AS ks, count(*) AS n, count(*) AS w "
                     f"FROM ({placed}) AS g GROUP BY 1",
                     f"SELECT NULL::int8 AS k, ks, count(*) AS n, count(*) AS w FROM (SELECT {members} AS ks FROM "
                     f"(SELECT * FROM ({placed}) AS b WHERE s < 0 OFFSET 0) AS r) AS g GROUP BY 2"]
        else:  # the points located, each user's k of smallest keyed hash, w its located points
            # no OFFSET 0 on Citus, where it would bring every located point to the coordinator;
            # the fence keeps this subquery whole there, and ks, whole, is computed once per
            # border point (the condition on it is not pushed into a copy of it)
            offset = "" if self.database.citus else " OFFSET 0"
            ks = whole(f"CASE WHEN s < 0 THEN {members} END")
            tested = f"SELECT x, y{user}, s, {ks} AS ks, {FENCE} FROM ({placed}) AS t WHERE s <> 0{offset}"
            kept = bounded(f"SELECT * FROM ({tested}) AS l WHERE s > 0 OR cardinality(ks) > 0",
                           {"k": "CASE WHEN s > 0 THEN s END", "ks": "ks",
                            "located": f"count(*) OVER (PARTITION BY {self.user})"}, self.user, key,
                           self.sensitivity)
            parts = [f"SELECT k, ks, count(*) AS n, sum(CASE WHEN rank = 1 THEN located ELSE 0 END) AS w "
                     f"FROM ({kept}) AS g GROUP BY 1, 2"]
        if self.database.citus:  # each shard's query would compile the cover's expressions (docs/citus.md)
            self.database.execute("SET LOCAL jit = off")
        located = 0
        for polygons, n, w in self.sets(parts, cover):
            true[polygons] += n
            located += w
        return true, int(located)

    def sets(self, parts, cover):
        """``(polygons, points, located)`` per non-empty set of polygons: ``parts`` are grouped
        queries of columns k (a clean cell's set), ks (a border point's polygons), n (points) and w
        (points located), asked in one statement, so that they read one snapshot of the table and
        no point is counted by two of them."""
        texts = self.database.query("SELECT " + ", ".join(
            f"(SELECT string_agg(coalesce(k, -1)::text || ' ' || n::text || ' ' || w::text || "
            f"coalesce(' ' || array_to_string(ks, ' '), ''), ';') FROM ({part}) AS h)" for part in parts))[0]
        for text in texts:
            for group in (text.split(";") if text else []):
                k, n, w, *polygons = (int(v) for v in group.split())
                if k > 0:
                    yield cover.sets[k], n, w
                elif polygons:  # a border point in no polygon is not located
                    yield polygons, n, w

    def placed(self, cover, domain, user):
        """Each point ``x, y`` (and ``user``) with its cell's state ``s`` (NULL outside the extent),
        computed once per row by the parallel workers (the fence: as for the grids' cells). On
        one server the f² states are sent as they are (one text, looked up in O(1)); on Citus,
        which copies the text into every shard's query, as the cover's runs
        (:class:`core.polygoncover.CellCover`): the run of cell ``c`` is ``width_bucket``'s
        binary search in their starts (docs/citus.md, "The compact cover")."""
        cell = f"CASE WHEN {within(domain)} THEN {cell_index(domain, cover.f, cover.f)} END"
        if not self.database.citus:
            return (f"SELECT x, y{user}, {whole(f'({int_array(cover.state)})[{cell} + 1]')} AS s, {FENCE} "
                    f"FROM ({self.database.coordinates()}) AS p")
        celled = f"SELECT x, y{user}, {cell} AS c, {FENCE} FROM ({self.database.coordinates()}) AS p"
        run = f"width_bucket(c, {int_array(cover.run_start)})"
        valued = f"SELECT x, y{user}, c, ({int_array(cover.run_value)})[{run}] AS v, {FENCE} FROM ({celled}) AS c"
        state = whole("CASE WHEN v < 0 THEN -2 - v - c ELSE v END")
        return f"SELECT x, y{user}, {state} AS s, {FENCE} FROM ({valued}) AS v"

    @staticmethod
    def members(cover):
        """The first D polygons, in the layer's order, that hold the point ``x, y`` of the border
        cell ``−s`` (an SQL array): its candidates whose bounding box holds the point and whose
        band's edges the ray towards +x crosses an odd number of times (``locate``'s test)."""
        box = cover.polygons.bbox
        xmin, ymin, xmax, ymax = (float_array(box[:, i]) for i in range(4))
        # OFFSET 0: each candidate's polygon and band, and each edge, looked up once, not once per use
        first = int_array(cover.candidate_first)
        bands = (f"SELECT ({int_array(cover.candidate_band)})[j] AS b FROM generate_series(({first})[-s], "
                 f"({first})[1 - s] - 1) AS j")
        candidates = (f"SELECT ({int_array(cover.band_polygon)})[b] AS q, ({int_array(cover.band_start)})[b] AS lo, "
                      f"({int_array(cover.band_stop)})[b] AS hi FROM ({bands}) AS c OFFSET 0")
        edges = (f"SELECT ({float_array(cover.x_lo)})[e] AS ex, ({float_array(cover.y_lo)})[e] AS ey, "
                 f"({float_array(cover.y_hi)})[e] AS ez, ({float_array(cover.slope)})[e] AS es "
                 f"FROM (SELECT ({int_array(cover.band_edge)})[i] AS e FROM generate_series(k.lo, k.hi) AS i) AS i "
                 "OFFSET 0")
        return (f"ARRAY(SELECT q FROM ({candidates}) AS k CROSS JOIN LATERAL ({edges}) AS e "
                f"WHERE x >= ({xmin})[q + 1] AND x <= ({xmax})[q + 1] AND y >= ({ymin})[q + 1] AND y <= ({ymax})[q + 1] "
                f"AND ey <= y AND y < ez AND x < ex + (y - ey) * es "
                f"GROUP BY q HAVING count(*) % 2 = 1 ORDER BY q LIMIT {int(cover.depth)})")


class DatabaseIndex:
    """The true points of a PostGIS layer as :func:`core.evaluation.evaluate` asks for them,
    counted by the database: exact counts in closed rectangles, and histograms (the push-down of
    ``spatialdp:evaluate``; the results are not private, and only counts leave the database).

    :meth:`count` splits the rectangles' extent into G × G buckets, as
    :class:`core.evaluation.PointIndex` does in memory: a rectangle holds every point of the
    buckets strictly inside its bucket range (one scan counts the buckets; prefix sums on this
    computer add them up), and the points of its border buckets are tested exactly by a second
    scan, a join of each point's bucket with the border buckets of every rectangle. The
    bucket of a coordinate is the same IEEE expression in SQL and in numpy, and it is monotone,
    so a point of an inner bucket lies strictly inside the rectangle: the counts are exact.
    """

    #: buckets a side at most (the G² bucket counts come to this computer)
    BUCKETS = 1024
    #: border buckets joined per scan at most: the database's hash table of them stays in memory
    BORDER_ROWS = 4_000_000
    #: rectangles sent per scan at most: the query's text stays a few megabytes
    RECTANGLES = 50_000

    def __init__(self, database, n, cancelled=None):
        self.database, self.cancelled = database, cancelled
        self.g = int(np.clip(round(np.sqrt(max(n, 1))), 1, self.BUCKETS))

    def histogram(self, domain, nx, ny):
        """The points inside ``domain`` per cell of its ``nx × ny`` grid, shape ``(ny, nx)``."""
        return histogram(self.database, located(domain, nx, ny), self.database.coordinates(),
                         nx * ny).reshape(ny, nx)

    def count(self, queries):
        """The points in each closed rectangle ``(x0, y0, x1, y1)`` of ``queries`` (floats, as
        :meth:`core.evaluation.PointIndex.count` gives them); ``cancelled()``, when given, is asked
        between scans (the caller then stops)."""
        q = np.asarray(queries, dtype=float).reshape(-1, 4)
        if not len(q):
            return np.zeros(0)
        g = self.g
        extent = Domain(*padded_extent(q[:, 0].min(), q[:, 1].min(), q[:, 2].max(), q[:, 3].max()))
        # the buckets of core.evaluation.PointIndex, whose numpy expression for a coordinate's
        # bucket is column_index's in SQL; their weights are the database's counts
        buckets = Buckets(extent.as_tuple(), g, g)
        buckets.tally(self.histogram(extent, g, g))
        (x0, x1, y0, y1), counts = buckets.inner(q)
        a, inner = x0 + 1, np.maximum(x1 - x0 - 1, 0)  # the inner columns: from a, inner of them
        # the border: the first and last column over all the rows (the last only if distinct),
        # then the first and last row over the inner columns; each a run of buckets
        # (query, first bucket, step, length)
        every = np.arange(len(q))  # runs sorted by rectangle below, so that a scan takes a range
        last, top = x1 > x0, y1 > y0
        runs = [(every, x0 + g * y0, g, y1 - y0 + 1),
                (every[last], (x1 + g * y0)[last], g, (y1 - y0 + 1)[last]),
                (every, a + g * y0, 1, inner),
                (every[top], (a + g * y1)[top], 1, inner[top])]
        runs = [np.concatenate([np.broadcast_to(np.asarray(r[i]), r[0].shape) for r in runs])
                for i in range(4)]
        keep = runs[3] > 0
        order = np.argsort(runs[0][keep], kind="stable")
        owner, first, step, length = (r[keep][order] for r in runs)
        cells = f"CASE WHEN {within(extent)} THEN {cell_index(extent, g, g)} END"
        points = f"SELECT {cells} AS bucket, x, y, {FENCE} FROM ({self.database.coordinates()}) AS c"
        ends = np.cumsum(length)
        start = 0
        while start < len(owner):
            stop = int(np.searchsorted(ends, ends[start] - length[start] + self.BORDER_ROWS))
            stop = min(max(stop, start + 1), int(np.searchsorted(owner, owner[start] + self.RECTANGLES)))
            table = self.border(points, q, owner[start:stop], first[start:stop], step[start:stop],
                                length[start:stop])
            np.add.at(counts, table[:, 0], table[:, 1])
            start = stop
            if self.cancelled is not None and self.cancelled():
                break
        return counts

    def border(self, points, q, owner, first, step, length):
        """The points of each border bucket inside its rectangle, counted per rectangle: the runs
        of buckets (rectangle ``owner``, ``first`` bucket, ``step``, ``length``) are expanded by the
        database and joined with the points of each bucket; the rectangles ``q[owner]`` are sent
        once, as arrays indexed by the run's rectangle. Returns ``groups``' table, rectangles as
        indices of ``q``."""
        rects, local = np.unique(owner, return_inverse=True)
        x0, y0, x1, y1 = (float_array(q[rects, i]) for i in range(4))
        runs = ", ".join(int_array(v) for v in (local + 1, first, step, length))
        border = (f"SELECT q, first + step * generate_series(0, n - 1) AS bucket "
                  f"FROM unnest({runs}) AS s(q, first, step, n)")
        joined = (f"SELECT b.q FROM ({points}) AS p JOIN ({border}) AS b ON p.bucket = b.bucket "
                  f"WHERE p.x >= ({x0})[b.q] AND p.x <= ({x1})[b.q] "
                  f"AND p.y >= ({y0})[b.q] AND p.y <= ({y1})[b.q]")
        table = groups(self.database, "q", joined)
        table[:, 0] = rects[table[:, 0] - 1]
        return table


def database_points(layer, parameter_value, fields, time_field=None, domain=None, grid_size=0, *, quadtree=False):
    """``(DatabasePoints, None)`` when the push-down applies to ``layer``, else ``(None, reason)``;
    ``domain``, the extent when given as coordinates, and the cells of ``grid_size`` (GRID_SIZE
    when given) or, with ``quadtree``, of a quadtree's first pass are counted in the same scan."""
    reason = refusal(layer, parameter_value, fields)
    if reason is None and time_field:
        field = layer.fields().field(time_field)
        if not (field.isNumeric() or field.isDateOrTime()):
            reason = tr("the time field '{}' is not a number or a date-time").format(time_field)
    if reason:
        return None, reason
    times = {time_field: layer.fields().field(time_field).isDateOrTime()} if time_field else {}
    return DatabasePoints(Database(layer, fields), fields, times, domain, grid_size, quadtree=quadtree), None
