"""The PostGIS push-down on distributed PostgreSQL (Citus, issue 25, docs/citus.md).

A coordinator and two workers (tests/qgis/citus_fixture.py), the tables sharded on ``id`` and on
the user column: the push-down tests of tests/qgis/test_postgis.py run again there unchanged —
every algorithm that counts in the database must give the release of the file path (and so of
plain PostGIS) for the same seed, bound each user in SQL and read one state of the table; so do
tests/qgis/test_postgis_tables.py's on the points a table leaves out for want of a period. Then
the concurrent writer of issue 25: points moved between a clean and a border cell of the polygon
cover while polygon counts are released must be counted once each; and what reaches the coordinator.

``make test-citus`` builds Citus (scripts/citus_build.sh) and runs them (it sets SPATIALDP_CITUS=1);
without Citus, or without that variable (``make test``: they take minutes), they skip and say why.
"""

import json
import os
import subprocess

import numpy as np
import pytest

from .citus_fixture import citus_or_skip
from .postgis_fixture import DATABASE, HANG_SECONDS, PG_BIN, _as_owner, load_points
from .test_postgis import (  # noqa: F401 (the tests run again here, on the Citus fixture below)
    N, fill, jittered_tracts, pg_layer, points, polygon_release, release,
    test_a_release_counts_one_snapshot_of_the_table,
    test_counted_in_the_database_equals_the_file_path, test_each_user_counts_at_most_k_points_in_sql,
    test_evaluate_counts_in_the_database_and_equals_the_file_path,
    test_one_scan_counts_the_cells_the_null_geometries_and_the_points_outside,
    test_polygon_counts_bound_each_user_in_sql,
    test_polygon_counts_count_one_snapshot_of_the_table, test_polygon_counts_in_the_database_equal_the_file_path,
    test_the_database_caps_each_point_at_its_first_d_polygons, tracts)
from .test_postgis_tables import (  # noqa: F401 (run again here, on the fixture "stores" below)
    gaps, load_keyed, test_a_table_counted_in_the_database_equals_the_file_path,
    test_the_database_warns_of_the_points_left_out_as_the_file_path, test_the_points_left_out_change_nothing_released)

@pytest.fixture(scope="module", params=["id", "uid"], ids=["on_id", "on_user"])
def database(request, tmp_path_factory):
    """test_postgis's tables on a Citus cluster, sharded on ``id`` or on the user column ``uid``."""
    cluster = citus_or_skip(request.param)
    yield cluster, fill(cluster, tmp_path_factory)
    cluster.stop()


@pytest.fixture(scope="module")
def stores(database, tmp_path_factory):
    """The Citus cluster for test_postgis_tables' tests imported above, with its tables of keyed
    points (distributed) and their GeoPackage."""
    return database[0], load_keyed(database[0], tmp_path_factory)


def test_the_tables_are_distributed(database):
    cluster, _ = database
    assert cluster.sql("SELECT column_to_column_name(logicalrelid, partkey) FROM pg_dist_partition "
                       "WHERE logicalrelid = 'points'::regclass").strip() == cluster.distribution
    assert int(cluster.sql("SELECT count(*) FROM pg_dist_node WHERE noderole = 'primary' AND groupid > 0")) == 2


#: movers: points that a concurrent writer moves between CLEAN, inside a tract far from its edges
#: (a cell of the cover wholly in it), and BORDER, inside the same tract on its edge x = 500,000
#: (a cell the polygon's edge crosses: tested in SQL)
MOVERS, CLEAN, BORDER = 400, (500_800.0, 4_000_800.0), (500_000.0, 4_000_800.0)


def between_cells(table):
    """A writer's loop: the movers of ``table`` moved from CLEAN to BORDER and back, one committed
    UPDATE after the other."""
    point = "ST_SetSRID(ST_MakePoint({}, {}), 32633)"
    return (f"DO $$ BEGIN LOOP UPDATE {table} SET geom = CASE WHEN ST_X(geom) = {CLEAN[0]} THEN "
            f"{point.format(*BORDER)} ELSE {point.format(*CLEAN)} END WHERE uid = 'mover'; COMMIT; "
            "END LOOP; END $$")


class Mover:
    """A second connection that runs the writer's ``loop`` (a server-side loop that commits as
    fast as the cluster does) until stopped."""

    def __init__(self, cluster, loop):
        self.cluster = cluster
        self.process = subprocess.Popen(
            _as_owner() + [str(PG_BIN / "psql"), "-h", str(cluster.folder), "-p", str(cluster.port), "-d",
                           DATABASE, "-X", "-q", "-c", loop], env=dict(os.environ, PGAPPNAME="spatialdp-mover"),
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def stop(self):
        """Stop the loop; returns psql's error if it ended by itself (it must not)."""
        running = self.process.poll() is None
        self.cluster.sql("SELECT pg_cancel_backend(pid) FROM pg_stat_activity "
                         "WHERE application_name = 'spatialdp-mover'")
        _, error = self.process.communicate(timeout=HANG_SECONDS)
        return None if running else error


RELEASES, COPIES = 12, 10


def releases_while_moving(cluster, loop, run):
    """``run()`` once alone and RELEASES times while a Mover runs the writer's ``loop``: the first
    result and the others."""
    first = run()
    mover = Mover(cluster, loop)
    try:
        during = [run() for _ in range(RELEASES)]
    finally:
        error = mover.stop()
    assert error is None, error
    return first, during


@pytest.fixture(scope="module")
def movers(database):
    """Table 'movers': the fixture's points ten times (each shard's query then lasts long enough for
    Citus to open more connections to its worker meanwhile) and MOVERS points at CLEAN (user
    'mover')."""
    cluster, _ = database
    x, y, users, *_ = points()
    load_points(cluster, "movers", np.r_[np.tile(x, COPIES), np.full(MOVERS, CLEAN[0])],
                np.r_[np.tile(y, COPIES), np.full(MOVERS, CLEAN[1])],
                {"uid": ("text", users * COPIES + ["mover"] * MOVERS)})
    return cluster


def test_a_point_moved_during_polygon_counts_is_counted_once(provider, movers, tracts):
    """Issue 25 item 1: with ε so large that the noise is 0, every polygon-counts release while a
    second connection moves 400 points between a clean and a border cell of the cover equals the
    release without the writer: the movers are in the same tract in both places, so a point
    read in both places (counted twice) or in neither changes a count."""
    _, _, layers = tracts

    def run(table="movers"):
        cells, record, _ = polygon_release(pg_layer(movers, table), layers["partition"], EPSILON=500.0)
        assert record["parameters"]["counted_in_database"]
        return cells

    first, during = releases_while_moving(movers, between_cells("movers"), run)
    assert round(sum(c[2] for c in first)) == COPIES * round(sum(c[2] for c in run("points"))) + MOVERS
    assert all(cells == first for cells in during)


def test_the_log_advises_distributing_on_the_user_id(provider, database):
    """A release with users on a table distributed on another column says to distribute it on the
    user id (the ranking then runs on the workers); on one distributed on it, nothing."""
    cluster, _ = database
    _, record, log = release("uniformgrid", pg_layer(cluster), GRID_SIZE=8, USER_FIELD="uid", MAX_PER_USER=4)
    advice = [line for line in log if "distribute it on the user id" in line]
    assert record["parameters"]["counted_in_database"]
    assert advice == ([] if cluster.distribution == "uid" else [
        "The table is distributed on 'id', not on the user id 'uid': distribute it on the user id for "
        "user-level releases, so that the ranking runs on the workers."])


#: the units of Citus's "Tuple data received from nodes" (EXPLAIN ANALYZE)
UNITS = {"bytes": 1, "kB": 2 ** 10, "MB": 2 ** 20, "GB": 2 ** 30}


def sent_to_the_coordinator(cluster, sql):
    """``(rows, bytes, blocks)`` for ``sql``: the rows the shards' queries send to the coordinator
    (the 'Actual Rows' of the Citus scans of its EXPLAIN ANALYZE), their 'Tuple data received from
    nodes', every subplan's included, and the most 'Temp Written Blocks' of any node, every
    shard's query included (``sql`` goes to psql on its input: a cover's query outgrows a command
    line)."""
    done = cluster.pg("psql", "-h", str(cluster.folder), "-p", str(cluster.port), "-d", DATABASE, "-X", "-q", "-A",
                      "-t", "-v", "ON_ERROR_STOP=1", input="SET citus.explain_all_tasks = on; "
                      f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {sql}")
    assert done.returncode == 0, done.stderr

    def sent(node):
        if isinstance(node, list):
            return tuple(map(sum, zip((0, 0), *(sent(v) for v in node))))
        if not isinstance(node, dict):
            return 0, 0
        rows = node.get("Actual Rows", 0) if node.get("Custom Plan Provider") == "Citus Adaptive" else 0
        value, _, unit = node.get("Tuple data received from nodes", "0 bytes").partition(" ")
        below = sent([v for k, v in node.items() if k != "Remote Plan"])
        return rows + below[0], int(value) * UNITS[unit] + below[1]

    def written(node):
        if isinstance(node, dict):
            return max([node.get("Temp Written Blocks", 0)] + [written(v) for v in node.values()])
        return max([written(v) for v in node], default=0) if isinstance(node, list) else 0

    plan = json.loads(done.stdout)
    return (*sent(plan), written(plan))


@pytest.mark.parametrize("users", [False, True], ids=["points", "users"])
@pytest.mark.parametrize("algorithm", ["uniformgrid", "polygoncounts"])
def test_only_partial_counts_reach_the_coordinator(provider, database, tracts, monkeypatch, algorithm, users):
    """Issue 25, the scale-out property: the counting query of UG (4×4 cells) and of the polygon
    counts (36 tracts) sends the coordinator partial counts per shard and group — at most
    (cells + 2) × shards rows for UG, (2 × tracts + 1) × shards for the polygons (a clean cell's
    tract, or a border point's tract or none), besides the coordinator's reads of its merged
    counts — for 3,000 points and for 30,000; ten times the points send at most twice the bytes,
    and no shard's query writes a temporary file (a cover sent once as a joined intermediate
    result travelled with every row: 16 GB of them per worker at 2 million points). With users,
    only when the table is distributed on the user id (each user's ranking then runs in its
    shard); distributed on id, every point inside the extent reaches the coordinator, as
    the log says (test above)."""
    from spatialdp.spatialdp_qgis import postgis

    from .citus_fixture import SHARDS

    cluster, _ = database
    x, y, ids, *_ = points()
    load_points(cluster, "tenfold", np.tile(x, 10), np.tile(y, 10), {"uid": ("text", ids * 10)})
    original, queries = postgis.Database.query, []
    monkeypatch.setattr(postgis.Database, "query", lambda db, sql: queries.append(sql) or original(db, sql))
    params = {"USER_FIELD": "uid", "MAX_PER_USER": 4} if users else {}
    if algorithm == "uniformgrid":
        release("uniformgrid", pg_layer(cluster), GRID_SIZE=4, EPSILON=500.0, **params)
        groups = 16 + 2
    else:
        polygon_release(pg_layer(cluster), tracts[2]["partition"], EPSILON=500.0, **params)
        groups = 2 * len(jittered_tracts()[0]) + 1
    counting = queries[-1]
    (rows, size, spilled), (rows10, size10, spilled10) = (
        sent_to_the_coordinator(cluster, counting.replace('"public"."points"', f'"public"."{table}"'))
        for table in ("points", "tenfold"))
    if users and cluster.distribution != "uid":
        assert rows >= 0.99 * len(x) and rows10 >= 0.99 * 10 * len(x)  # every point inside the extent
    else:
        bound = groups * SHARDS + 2  # and the coordinator's reads of its merged counts (a row each)
        assert 0 < rows <= bound and 0 < rows10 <= bound
        assert 0 < size10 <= 2 * size
        assert spilled == spilled10 == 0  # no node writes a temporary file (no cover carried by each row)


def same_worker_shards(cluster, table, values):
    """Two of ``values`` (SQL literals of the distribution column) whose rows go to two shards of
    ``table`` on one worker."""
    rows = cluster.sql(" UNION ALL ".join(
        f"SELECT {v}::text, shardid, nodename || nodeport FROM citus_shards WHERE table_name = '{table}'::regclass "
        f"AND shardid = get_shard_id_for_distribution_column('{table}', {v})" for v in values))
    seen = {}
    for line in rows.splitlines():
        value, shard, node = line.split("|")
        other = seen.setdefault(node, (value, shard))
        if other[1] != shard:
            return other[0], value
    raise AssertionError(f"no two shards of {table} on one worker among {values}")


def racer(table, column, value):
    """The statement that inserts the racing point at CLEAN with ``value`` in the distribution
    ``column`` (``id`` or ``uid``)."""
    id_, uid = (value, "'racer'") if column == "id" else (0, value)
    return (f"INSERT INTO {table} (id, geom, uid) VALUES ({id_}, "
            f"ST_SetSRID(ST_MakePoint({CLEAN[0]}, {CLEAN[1]}), 32633), {uid});")


def between_shards(table, column, a, b):
    """A writer's loop: the racing point of ``table`` moved from the shard of ``a`` (its value in the
    distribution ``column``) to that of ``b`` and back — deleted and inserted with the other value
    (Citus cannot update that column) at the same place, in one transaction each way, which the
    worker holding both shards commits at once (it sees the point once at every instant)."""
    def move(old, new):
        return f"DELETE FROM {table} WHERE {column} = {old}; {racer(table, column, new)} COMMIT;"

    return f"DO $$ BEGIN LOOP {move(a, b)} {move(b, a)} END LOOP; END $$"


@pytest.fixture(scope="module")
def racing(database):
    """Table 'racing': the fixture's points ten times, and the racing point at CLEAN, in one of
    two shards of one worker; and the writer's loop that moves it to the other and back."""
    cluster, _ = database
    x, y, users, *_ = points()
    column = cluster.distribution
    values = [str(10 ** 6 + i) for i in range(64)] if column == "id" else [f"'racer-{i}'" for i in range(64)]
    load_points(cluster, "racing", np.tile(x, COPIES), np.tile(y, COPIES), {"uid": ("text", users * COPIES)})
    a, b = same_worker_shards(cluster, "racing", values)
    a, b = (a, b) if column == "id" else (f"'{a}'", f"'{b}'")
    cluster.sql(racer("racing", column, a))
    return cluster, between_shards("racing", column, a, b)


def test_a_point_moved_between_shards_during_a_release_is_counted_once(provider, racing):
    """Issue 25, the race one connection per worker closes: a writer moves a point between two
    shards of one worker (one transaction each way) while grids are released. Citus reads a
    worker's shards over several connections unless told otherwise (the fixture opens one per
    shard at once, as Citus does on large tables), each taking its REPEATABLE READ snapshot when
    it opens, and a move committed between two of them is seen by neither or by both: the point
    counted twice, or not at all. Read over one connection per worker (one snapshot), every
    release (ε = 500: no noise) must equal the release without the writer."""
    cluster, loop = racing

    def run():
        cells, record, _ = release("uniformgrid", pg_layer(cluster, "racing"), GRID_SIZE=4, EPSILON=500.0)
        assert record["parameters"]["counted_in_database"]
        return cells

    first, during = releases_while_moving(cluster, loop, run)
    assert round(sum(c[3] for c in first)) == COPIES * (N - 3) + 1  # 3 points of each copy outside
    assert all(cells == first for cells in during)
