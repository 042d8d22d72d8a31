"""The PostGIS push-down on distributed PostgreSQL (Citus, issue 25, docs/citus.md).

A coordinator and two workers (tests/qgis/citus_fixture.py), the tables sharded on ``id`` and on
the user column: the push-down tests of tests/qgis/test_postgis.py run again there unchanged —
every algorithm that counts in the database must give the release of the file path (and so of
plain PostGIS) for the same seed, bound each user in SQL and read one state of the table. Then
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
    fill, pg_layer, points, polygon_release, release, test_a_release_counts_one_snapshot_of_the_table,
    test_counted_in_the_database_equals_the_file_path, test_each_user_counts_at_most_k_points_in_sql,
    test_evaluate_counts_in_the_database_and_equals_the_file_path,
    test_one_scan_counts_the_cells_the_null_geometries_and_the_points_outside,
    test_polygon_counts_bound_each_user_in_sql,
    test_polygon_counts_count_one_snapshot_of_the_table, test_polygon_counts_in_the_database_equal_the_file_path,
    test_the_database_caps_each_point_at_its_first_d_polygons, tracts)

@pytest.fixture(scope="module", params=["id", "uid"], ids=["on_id", "on_user"])
def database(request, tmp_path_factory):
    """test_postgis's tables on a Citus cluster, sharded on ``id`` or on the user column ``uid``."""
    cluster = citus_or_skip(request.param)
    yield cluster, fill(cluster, tmp_path_factory)
    cluster.stop()


def test_the_tables_are_distributed(database):
    cluster, _ = database
    assert cluster.sql("SELECT column_to_column_name(logicalrelid, partkey) FROM pg_dist_partition "
                       "WHERE logicalrelid = 'points'::regclass").strip() == cluster.distribution
    assert int(cluster.sql("SELECT count(*) FROM pg_dist_node WHERE noderole = 'primary' AND groupid > 0")) == 2


#: movers: points that a concurrent writer moves between CLEAN, inside a tract far from its edges
#: (a cell of the cover wholly in it), and BORDER, inside the same tract on its edge x = 500,000
#: (a cell the polygon's edge crosses: tested in SQL)
MOVERS, CLEAN, BORDER = 400, (500_800.0, 4_000_800.0), (500_000.0, 4_000_800.0)


class Mover:
    """A second connection that moves the movers of ``table`` from CLEAN to BORDER and back, one
    committed UPDATE after the other, as fast as the cluster commits (a server-side loop), until
    stopped."""

    def __init__(self, cluster, table):
        point = "ST_SetSRID(ST_MakePoint({}, {}), 32633)"
        loop = (f"DO $$ BEGIN LOOP UPDATE {table} SET geom = CASE WHEN ST_X(geom) = {CLEAN[0]} THEN "
                f"{point.format(*BORDER)} ELSE {point.format(*CLEAN)} END WHERE uid = 'mover'; COMMIT; "
                "END LOOP; END $$")
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


def releases_while_moving(cluster, table, run):
    """``run()`` once alone and RELEASES times while a Mover moves the movers of ``table``:
    the first result and the others."""
    first = run()
    mover = Mover(cluster, table)
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

    first, during = releases_while_moving(movers, "movers", run)
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


def rows_to_the_coordinator(cluster, sql):
    """The rows the shards' queries send to the coordinator for ``sql``: the 'Actual Rows' of the
    Citus scans of its EXPLAIN ANALYZE (every subplan's included)."""
    plan = json.loads(cluster.sql(f"EXPLAIN (ANALYZE, FORMAT JSON) {sql}"))

    def rows(node):
        if isinstance(node, list):
            return sum(rows(v) for v in node)
        if not isinstance(node, dict):
            return 0
        own = node.get("Actual Rows", 0) if node.get("Custom Plan Provider") == "Citus Adaptive" else 0
        return own + sum(rows(v) for k, v in node.items() if k != "Remote Plan")

    return rows(plan)


@pytest.mark.parametrize("users", [False, True], ids=["points", "users"])
def test_only_partial_counts_reach_the_coordinator(provider, database, monkeypatch, users):
    """Issue 25, the scale-out property: UG's counting queries (4×4 cells) send the coordinator
    a partial count per shard and cell — at most (cells + 2) × shards rows, for 3,000 points and
    for 30,000 — not the points. With users, only when the table is distributed on the user id
    (each user's ranking then runs in its shard); distributed on id, every point inside the
    extent reaches the coordinator, as the log says (test above)."""
    from spatialdp.spatialdp_qgis import postgis

    from .citus_fixture import SHARDS

    cluster, _ = database
    x, y, ids, *_ = points()
    load_points(cluster, "tenfold", np.tile(x, 10), np.tile(y, 10), {"uid": ("text", ids * 10)})
    original, queries = postgis.Database.query, []
    monkeypatch.setattr(postgis.Database, "query", lambda db, sql: queries.append(sql) or original(db, sql))
    params = {"USER_FIELD": "uid", "MAX_PER_USER": 4} if users else {}
    release("uniformgrid", pg_layer(cluster), GRID_SIZE=4, EPSILON=500.0, **params)
    counting = queries[-1]
    for table, n in (("points", len(x)), ("tenfold", 10 * len(x))):
        rows = rows_to_the_coordinator(cluster, counting.replace('"public"."points"', f'"public"."{table}"'))
        if users and cluster.distribution != "uid":
            assert rows >= 0.99 * n  # every point inside the extent
        else:
            assert 0 < rows <= (16 + 2) * SHARDS
