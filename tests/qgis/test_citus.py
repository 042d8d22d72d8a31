"""The PostGIS push-down on distributed PostgreSQL (Citus, issue 25, docs/citus.md).

A coordinator and two workers (tests/qgis/citus_fixture.py), the tables sharded on ``id`` and on
the user column: the push-down tests of tests/qgis/test_postgis.py run again there unchanged —
every algorithm that counts in the database must give the release of the file path (and so of
plain PostGIS) for the same seed, bound each user in SQL and read one state of the table. Then
the concurrent writer of issue 25: points moved between a clean and a border cell of the polygon
cover while polygon counts and grids are released must be counted once each.

``make test-citus`` builds Citus (scripts/citus_build.sh) and runs them (it sets SPATIALDP_CITUS=1);
without Citus, or without that variable (``make test``: they take minutes), they skip and say why.
"""

import threading

import numpy as np
import pytest
from qgis.core import QgsVectorLayer

from .citus_fixture import citus_or_skip
from .postgis_fixture import load_points
from .test_postgis import (  # noqa: F401 (the tests run again here, on the Citus fixture below)
    fill, pg_layer, points, polygon_release, release, test_a_release_counts_one_snapshot_of_the_table,
    test_counted_in_the_database_equals_the_file_path, test_each_user_counts_at_most_k_points_in_sql,
    test_evaluate_counts_in_the_database_and_equals_the_file_path,
    test_one_scan_counts_the_cells_the_null_geometries_and_the_points_outside,
    test_polygon_counts_bound_each_user_in_sql,
    test_polygon_counts_count_one_snapshot_of_the_table, test_polygon_counts_in_the_database_equal_the_file_path,
    test_the_database_caps_each_point_at_its_first_d_polygons, tracts)

@pytest.fixture(scope="module", params=["id", "uid"], ids=["by id", "by user"])
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


class Mover(threading.Thread):
    """Moves the movers of ``table`` from CLEAN to BORDER and back, one committed UPDATE after the
    other (a second connection), until stopped; counts its moves."""

    def __init__(self, cluster, table):
        super().__init__(daemon=True)
        self.cluster, self.table, self.moves = cluster, table, 0
        self.stopped, self.error = threading.Event(), None

    def run(self):
        point = "ST_SetSRID(ST_MakePoint({}, {}), 32633)"
        clean, border = point.format(*CLEAN), point.format(*BORDER)
        try:
            while not self.stopped.is_set():
                self.cluster.sql(f"UPDATE {self.table} SET geom = CASE WHEN ST_X(geom) = {CLEAN[0]} THEN {border} "
                                 f"ELSE {clean} END WHERE uid = 'mover'")
                self.moves += 1
        except RuntimeError as error:
            self.error = error


RELEASES = 12


def releases_while_moving(cluster, table, run):
    """``run()`` once alone and RELEASES times while a Mover moves the movers of ``table``:
    the first result and the others."""
    first = run()
    mover = Mover(cluster, table)
    mover.start()
    try:
        during = [run() for _ in range(RELEASES)]
    finally:
        mover.stopped.set()
        mover.join()
    assert mover.error is None and mover.moves >= RELEASES, (mover.error, mover.moves)
    return first, during


@pytest.fixture(scope="module")
def movers(database):
    """Table 'movers': the fixture's points and MOVERS points at CLEAN (user 'mover')."""
    cluster, _ = database
    x, y, users, *_ = points()
    load_points(cluster, "movers", np.r_[x, np.full(MOVERS, CLEAN[0])], np.r_[y, np.full(MOVERS, CLEAN[1])],
                {"uid": ("text", users + ["mover"] * MOVERS)})
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
    assert round(sum(c[2] for c in first)) == round(sum(c[2] for c in run("points"))) + MOVERS
    assert all(cells == first for cells in during)


@pytest.mark.parametrize("alg", ["adaptivegrid", "uniformgrid"])
def test_a_point_moved_during_a_grid_release_is_counted_once(provider, movers, alg):
    """The grids read the table in two queries or more (the description, AG's two levels): each
    row must be read in one state by all of them, so the total released while the movers move
    (noise 0) is the number of points inside the extent."""
    def run():
        cells, record, _ = release(alg, pg_layer(movers, "movers"), EPSILON=500.0)
        assert record["parameters"]["counted_in_database"]
        return round(sum(c[3] for c in cells if alg == "uniformgrid" or c[1] == 2))

    first, during = releases_while_moving(movers, "movers", run)
    assert first == len(points()[0]) - 3 + MOVERS
    assert during == [first] * RELEASES
