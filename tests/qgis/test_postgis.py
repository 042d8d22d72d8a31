"""The PostGIS push-down (issue 14) on a real PostgreSQL + PostGIS 3 cluster (15 on Debian 12).

The same points are loaded into a PostGIS table and written to a GeoPackage;
UG, AG and VDR run on both through real Processing (and qgis_process), and
the releases must be equal for the same seed (and spatialdp:evaluate's tables): the database bins exactly as
the core does (points on the max edges, points outside the extent) and the
noise is drawn on the client by the same sampler. The per-user bound in SQL
is checked from outside: heavy users' points in a cell of their own, a large
ε, and the released count must be users × k.
"""

import json

import numpy as np
import pytest
from qgis.core import QgsProcessingException, QgsProcessingFeatureSourceDefinition, QgsProject, QgsVectorLayer

import processing
from spatialdp.core.evaluation import METRICS

from ..conftest import qgis_process_run
from .conftest import write_points_gpkg
from .postgis_fixture import cluster_or_skip, load_points
from .run_defaults import Log

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
N = 3000
#: heavy users: 10 users with 40 points each at one spot, alone in their cell of a 10×10 grid
HEAVY_USERS, HEAVY_POINTS = 10, 40


def points():
    """Points over the extent with some on its max edges, on its min edge and outside it; a user
    id with at most 4 points per user, a time (epoch seconds) and the same time as a timestamp."""
    rng = np.random.default_rng(14)
    x = rng.uniform(500_000, 510_000, N)
    y = rng.uniform(4_000_000, 4_010_000, N)
    x[:6], y[3:9] = 510_000.0, 4_010_000.0  # east and north edges: the last cells
    x[10], y[11] = 500_000.0, 4_000_000.0
    x[12:15] = 510_000.5  # outside
    t = 1_700_000_000.0 + rng.integers(0, 7 * 86_400, N)
    stamps = [np.datetime_as_string(np.datetime64(int(v), "s")) + "Z" for v in t]
    return x, y, [f"u{i % 800}" for i in range(N)], t, stamps


@pytest.fixture(scope="module")
def database(tmp_path_factory):
    cluster = cluster_or_skip()
    yield cluster, fill(cluster, tmp_path_factory)
    cluster.stop()


def fill(cluster, tmp_path_factory):
    """The tables 'points' and 'heavy' of the tests in ``cluster``, and the points as a GeoPackage."""
    x, y, users, t, stamps = points()
    load_points(cluster, "points", x, y, {"uid": ("text", users), "t": ("float8", list(t)),
                                          "ts": ("timestamptz", stamps)})
    gpkg = write_points_gpkg(tmp_path_factory.mktemp("postgis") / "points.gpkg", x, y, uid=users,
                             t=[float(v) for v in t], ts=stamps)
    hx = np.repeat(505_500.0 + 10 * np.arange(HEAVY_USERS), HEAVY_POINTS)  # cell (5, 5)
    hy = np.full(hx.size, 4_005_500.0)
    load_points(cluster, "heavy", np.r_[hx, 501_000.0], np.r_[hy, 4_001_000.0],
                {"uid": ("text", [f"h{i // HEAVY_POINTS}" for i in range(hx.size)] + ["single"]),
                 "t": ("float8", [1_700_000_000.0] * (hx.size + 1)), "meta": ("json", ["{}"] * (hx.size + 1))})
    cluster.sql("INSERT INTO heavy (geom, uid, t) VALUES (NULL, 'n', 1700000000), "
                "('SRID=32633;POINT EMPTY', 'e', 1700000000)")  # skipped, as QGIS skips them
    return gpkg


def pg_layer(cluster, table="points"):
    layer = QgsVectorLayer(cluster.uri(table), table, "postgres")
    assert layer.isValid(), cluster.uri(table)
    return layer


def release(alg, layer, **params):
    log = Log()
    result = processing.run(f"spatialdp:{alg}", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 3, "OUTPUT": "TEMPORARY_OUTPUT", **params},
        feedback=log)
    record = json.loads(result["LEDGER"])
    cells = [f.attributes() for f in result["OUTPUT"].getFeatures()]
    return cells, record, log.lines


def file_layer(gpkg):
    return QgsVectorLayer(f"{gpkg}|layername=points", "points", "ogr")


def described(log):
    """The log's lines on what was read: how many points, how many outside the extent."""
    return [line for line in log if line.startswith("Read ") or "outside the extent" in line]


CASES = {
    "UG": ("uniformgrid", {"GRID_SIZE": 16}),
    "UG guideline, users": ("uniformgrid", {"USER_FIELD": "uid", "MAX_PER_USER": 4}),
    "UG, extent from the data": ("uniformgrid", {"GRID_SIZE": 10, "EXTENT": ""}),
    "AG": ("adaptivegrid", {}),
    "AG users": ("adaptivegrid", {"GRID_SIZE": 6, "USER_FIELD": "uid", "MAX_PER_USER": 5}),
    "PrivTree": ("privtree", {}),
    "PrivTree, ε small, the paper's share": ("privtree", {"EPSILON": 0.3, "TREE_SHARE": 0.5}),
    "PrivTree users": ("privtree", {"USER_FIELD": "uid", "MAX_PER_USER": 4}),
    "PrivTree, extent from the data, shallow": ("privtree", {"EXTENT": "", "MAX_DEPTH": 4, "THETA": 3}),
    "PrivTree, shallower than its first pass": ("privtree", {"MAX_DEPTH": 4}),
    "VDR": ("vdr", {"USER_FIELD": "uid", "MAX_PER_USER": 4, "TIME_FIELD": "t", "GRID_SIZE": 8,
                    "SLICES": 6, "DENOISE": 2}),
    "VDR timestamps, range": ("vdr", {"USER_FIELD": "uid", "MAX_PER_USER": 4, "TIME_FIELD": "ts",
                                      "TIME_RANGE": "2023-11-15T00:00:00Z/2023-11-19T00:00:00Z",
                                      "GRID_SIZE": 8, "SLICES": 4, "DENOISE": 2}),
}


@pytest.mark.parametrize("case", list(CASES))
def test_counted_in_the_database_equals_the_file_path(provider, database, case):
    cluster, gpkg = database
    alg, params = CASES[case]
    in_db, db_record, db_log = release(alg, pg_layer(cluster), **params)
    in_file, file_record, file_log = release(alg, file_layer(gpkg), **params)
    assert "Counted in the database: only counts leave it." in db_log
    assert described(db_log)[1:] == described(file_log)[1:]  # the points outside the extent
    assert db_record["parameters"].pop("counted_in_database") is True
    assert file_record["parameters"].pop("counted_in_database") is False
    assert in_db == in_file and len(in_db) > 0
    assert db_record == file_record


def test_subset_string_is_honoured(provider, database):
    cluster, gpkg = database
    layer, points_file = pg_layer(cluster), file_layer(gpkg)
    for each in (layer, points_file):
        each.setSubsetString("t < 1700300000")
    in_db, db_record, _ = release("uniformgrid", layer, GRID_SIZE=8)
    in_file, _, _ = release("uniformgrid", points_file, GRID_SIZE=8)
    assert db_record["parameters"]["counted_in_database"] and in_db == in_file


def test_selection_and_switch_fall_back_to_qgis_and_say_why(provider, database):
    cluster, _ = database
    layer = pg_layer(cluster)
    QgsProject.instance().addMapLayer(layer)
    try:
        layer.selectByExpression("t < 1700300000")
        selected = QgsProcessingFeatureSourceDefinition(layer.id(), True)
        cells, record, log = release("uniformgrid", selected, GRID_SIZE=4)
        assert not record["parameters"]["counted_in_database"]
        assert any("Not counted in the database (the input asks for selected features" in line for line in log), log
        assert sum(c[3] for c in cells) < N * 0.6  # only the selection was read
        _, record, log = release("uniformgrid", layer, GRID_SIZE=4, PUSH_DOWN=False)
        assert not record["parameters"]["counted_in_database"]
        assert any("'Count in the database' is off" in line for line in log)
    finally:
        QgsProject.instance().removeMapLayer(layer.id())


def test_privtree_counts_its_nodes_in_a_few_scans(provider, database, monkeypatch):
    """Issue 25: PrivTree's nodes are counted in the database, pass by pass: each pass one
    grouped query (a few for the whole tree, not one per depth; the first with the description of
    the layer), and only cells' counts come back."""
    from spatialdp.spatialdp_qgis import postgis

    cluster, _ = database
    original, queries = postgis.Database.query, []

    def recorded(db, sql):
        rows = original(db, sql)
        queries.append((sql, rows))
        return rows

    monkeypatch.setattr(postgis.Database, "query", recorded)
    cells, record, log = release("privtree", pg_layer(cluster))
    assert record["parameters"]["counted_in_database"] and "Counted in the database: only counts leave it." in log
    assert len(queries) <= 3 < record["parameters"]["depth_reached"] + 1
    assert all(len(rows) == 1 for _, rows in queries)  # one row of counts per query


HEAVY_CASES = {"uniformgrid": {}, "adaptivegrid": {},
               "vdr": {"TIME_FIELD": "t", "TIME_RANGE": "1699990000,1700010000", "SLICES": 1, "DENOISE": 2}}


@pytest.mark.parametrize("alg", list(HEAVY_CASES))
def test_each_user_counts_at_most_k_points_in_sql(provider, database, alg):
    """10 users with 40 points each in one cell; with k = 3 and ε large enough that the noise is
    0, that cell releases 30 = users × k, not 400 (all points) nor 40 (k + 1 kept)."""
    cluster, _ = database
    params = {"GRID_SIZE": 10, "USER_FIELD": "uid", "MAX_PER_USER": 3, "EPSILON": 500.0, **HEAVY_CASES[alg]}
    cells, record, log = release(alg, pg_layer(cluster, "heavy"), **params)
    assert record["parameters"]["counted_in_database"]
    assert any("2 features with a null or empty geometry were skipped." in line for line in log)
    heavy_cell = 5 * 10 + 5  # UG's and VDR's cell, AG's leaves' parent
    released = sum(c[3] for c in cells if (c[2] if alg == "adaptivegrid" else c[0]) == heavy_cell)
    assert released == pytest.approx(HEAVY_USERS * 3, abs=0.5)


def test_privtree_counts_each_user_at_most_k_points_in_sql(provider, database):
    """The heavy users with k = 3 and ε large: PrivTree's leaves hold 31 points in all (10 users
    × 3 and the single user's point), not 401, at every depth the database counted."""
    cluster, _ = database
    cells, record, _ = release("privtree", pg_layer(cluster, "heavy"), USER_FIELD="uid", MAX_PER_USER=3,
                               EPSILON=500.0)
    assert record["parameters"]["counted_in_database"] and record["parameters"]["depth_reached"] > 3
    assert sum(c[3] for c in cells) == pytest.approx(HEAVY_USERS * 3 + 1, abs=0.5)


def test_one_scan_counts_the_cells_the_null_geometries_and_the_points_outside(provider, database):
    """With the extent and the grid size given (the point as unit), the description and the cells
    come from one grouped scan: the rows without a point and the points outside must still be
    told apart from the cells. 'heavy' holds 401 points (400 in one cell), a null and an empty
    geometry; a smaller extent leaves the single point outside."""
    cluster, _ = database
    cells, record, log = release("uniformgrid", pg_layer(cluster, "heavy"), GRID_SIZE=10, EPSILON=500.0)
    assert record["parameters"]["counted_in_database"]
    assert any("2 features with a null or empty geometry were skipped." in line for line in log)
    assert described(log)[0].startswith("Read 401 points with the PostGIS database")
    released = {c[0]: round(c[3]) for c in cells if round(c[3])}
    assert released == {55: HEAVY_USERS * HEAVY_POINTS, 11: 1}
    cells, _, log = release("uniformgrid", pg_layer(cluster, "heavy"), GRID_SIZE=10, EPSILON=500.0,
                            EXTENT="505000,510000,4005000,4010000 [EPSG:32633]")
    assert described(log)[1].endswith("1 point lies outside the extent and is ignored.")
    assert sum(round(c[3]) for c in cells) == HEAVY_USERS * HEAVY_POINTS


def test_the_panel_reads_through_qgis_when_the_database_refuses(provider, database, tmp_path):
    """The panel has no PUSH_DOWN switch: a column that also holds a line makes ST_X fail in the
    database, and the panel's evaluation then reads the points through QGIS (which keeps only
    the points of a point layer) instead of ending in an error."""
    from qgis.core import QgsProcessingFeedback

    from spatialdp.spatialdp_qgis import evaluation_run
    from spatialdp.spatialdp_qgis.synopsis_layer import LayerSnapshot

    cluster, gpkg = database
    x, y = np.linspace(500_100, 509_900, 40), np.linspace(4_000_100, 4_009_900, 40)
    load_points(cluster, "mixed", x, y)
    cluster.sql("ALTER TABLE mixed ALTER COLUMN geom TYPE geometry(Geometry, 32633); INSERT INTO mixed (geom) "
                "VALUES ('SRID=32633;LINESTRING(500000 4000000, 501000 4001000)')")
    grid = str(tmp_path / "ug.gpkg")
    processing.run("spatialdp:uniformgrid", {"INPUT": file_layer(gpkg), "EXTENT": EXTENT, "EPSILON": 1.0,
                                             "GRID_SIZE": 4, "SEED": 3, "OUTPUT": grid})
    layer = pg_layer(cluster, "mixed")
    snapshot = evaluation_run.PointsSnapshot(layer)
    with pytest.raises(QgsProcessingException, match="^The database refused the counting query"):
        evaluation_run.read_truth(snapshot, snapshot, layer, QgsProcessingFeedback())
    grids = [LayerSnapshot(QgsVectorLayer(grid, "ug", "ogr"))]
    points, _, results = evaluation_run.run(snapshot, grids, evaluation_run.Workload(per_size=5, w2_grid=0),
                                            QgsProcessingFeedback(), parameter_value=layer)
    assert len(points) == 40 and results[0].n_true == 40


def test_far_and_nan_points_outside_the_extent_are_left_out(provider, database):
    """A point far outside Ω (1e300) or with a NaN coordinate must not reach the leaves' integer
    arithmetic: AG counted in the database leaves them out, as the file path does."""
    cluster, _ = database
    x = np.r_[np.linspace(500_100, 509_900, 50), 1e300, np.nan]
    y = np.r_[np.linspace(4_000_100, 4_009_900, 50), 4_005_000, 4_005_000]
    load_points(cluster, "dirty", x, y)
    cells, record, log = release("adaptivegrid", pg_layer(cluster, "dirty"), GRID_SIZE=4, EPSILON=500.0)
    assert record["parameters"]["counted_in_database"]
    assert round(sum(c[3] for c in cells if c[1] == 2)) == 50  # the leaves
    assert described(log)[1].endswith("2 points lie outside the extent and are ignored.")


def test_a_query_the_database_refuses_is_one_sentence(provider, database):
    """JSON has no equality, so the database cannot group users by it: one line, no traceback."""
    cluster, _ = database
    with pytest.raises(QgsProcessingException, match=r"^The database refused the counting query \(ERROR: "
                       r"could not identify an equality operator for type json.*PUSH_DOWN\) off"):
        release("uniformgrid", pg_layer(cluster, "heavy"), GRID_SIZE=4, USER_FIELD="meta")


def test_the_database_counts_points_in_rectangles_exactly(provider, database):
    """spatialdp:evaluate's true counts: rectangles whose sides pass through points, degenerate
    ones, ones over the extent's edges (where 3 points lie outside), and a budget of border rows
    small enough to split the join into several scans; the counts must equal a brute-force count,
    and the histograms the core's."""
    from spatialdp.core import Domain
    from spatialdp.core.evaluation import PointIndex
    from spatialdp.spatialdp_qgis import postgis

    cluster, _ = database
    x, y, *_ = points()
    i, j = np.random.default_rng(7).integers(0, N, (2, 300))
    rects = np.c_[np.minimum(x[i], x[j]), np.minimum(y[i], y[j]), np.maximum(x[i], x[j]), np.maximum(y[i], y[j])]
    rects = np.r_[rects, [[x[20], y[20], x[20], y[20]], [x[20], 3_990_000, x[20], 4_020_000],
                          [500_000, 4_000_000, 510_000, 4_010_000], [500_000, 4_000_000, 510_000.5, 4_010_000]]]
    index = postgis.DatabaseIndex(postgis.Database(pg_layer(cluster), []), N)
    index.BORDER_ROWS = 500
    truth = PointIndex(x, y).count_per_query(rects)
    assert np.array_equal(index.count(rects), truth)
    assert list(truth[-4:]) == [1, 1, N - 3, N] and truth[:-4].min() >= 1  # each holds points i and j
    domain = Domain(500_000, 4_000_000, 510_000, 4_010_000)
    assert np.array_equal(index.histogram(domain, 7, 5), domain.histogram(x, y, 7, 5))


@pytest.mark.parametrize("workload", [0, 1])
def test_evaluate_counts_in_the_database_and_equals_the_file_path(provider, database, tmp_path, workload):
    cluster, gpkg = database
    grid = str(tmp_path / "ug.gpkg")
    processing.run("spatialdp:uniformgrid", {"INPUT": file_layer(gpkg), "EXTENT": EXTENT, "EPSILON": 1.0,
                                             "GRID_SIZE": 12, "SEED": 3, "OUTPUT": grid})
    tables = []
    for layer in (pg_layer(cluster), file_layer(gpkg)):
        log = Log()
        result = processing.run("spatialdp:evaluate", {
            "INPUT": layer, "SYNOPSES": [grid], "WORKLOAD": workload, "QUERIES": 40, "SEED": 5, "W2_GRID": 16,
            "OUTPUT": "TEMPORARY_OUTPUT"}, feedback=log)
        tables.append(([f.attributes() for f in result["OUTPUT"].getFeatures()], log.lines))
    (in_db, db_log), (in_file, file_log) = tables
    assert "Counted in the database: only counts leave it." in db_log
    assert not any("database" in line for line in file_log)
    assert in_db == in_file and len(in_db) == (6 if workload == 0 else 10) * len(METRICS) + 1


def test_evaluate_reads_a_selection_through_qgis_and_says_why(provider, database, tmp_path):
    cluster, gpkg = database
    grid = str(tmp_path / "ug.gpkg")
    processing.run("spatialdp:uniformgrid", {"INPUT": file_layer(gpkg), "EXTENT": EXTENT, "EPSILON": 1.0,
                                             "GRID_SIZE": 8, "SEED": 3, "OUTPUT": grid})
    log = Log()
    processing.run("spatialdp:evaluate", {"INPUT": pg_layer(cluster), "SYNOPSES": [grid], "QUERIES": 5,
                                          "PUSH_DOWN": False, "OUTPUT": "TEMPORARY_OUTPUT"}, feedback=log)
    assert any("Not counted in the database ('Count in the database' is off)" in line for line in log.lines)


def jittered_tracts(m=6, seed=31):
    """An m×m partition of the extent into quadrilaterals with shared jittered vertices (WKT),
    and its vertices and edge midpoints (points on the borders, up to rounding)."""
    rng = np.random.default_rng(seed)
    vx, vy = np.meshgrid(np.linspace(500_000, 510_000, m + 1), np.linspace(4_000_000, 4_010_000, m + 1))
    vx[1:-1, 1:-1] += rng.uniform(-500, 500, (m - 1, m - 1))
    vy[1:-1, 1:-1] += rng.uniform(-500, 500, (m - 1, m - 1))
    tracts = []
    for j in range(m):
        for i in range(m):
            ring = [(vx[j, i], vy[j, i]), (vx[j, i + 1], vy[j, i + 1]), (vx[j + 1, i + 1], vy[j + 1, i + 1]),
                    (vx[j + 1, i], vy[j + 1, i]), (vx[j, i], vy[j, i])]
            tracts.append("POLYGON ((" + ", ".join(f"{float(a)!r} {float(b)!r}" for a, b in ring) + "))")
    borders = (np.r_[vx.ravel(), (vx[:, :-1] + vx[:, 1:]).ravel() / 2, (vx[:-1] + vx[1:]).ravel() / 2],
               np.r_[vy.ravel(), (vy[:, :-1] + vy[:, 1:]).ravel() / 2, (vy[:-1] + vy[1:]).ravel() / 2])
    return tracts, borders


@pytest.fixture(scope="module")
def tracts(database, tmp_path_factory):
    """Points on the tracts' vertices and edges as well as the fixture's, in both stores, and
    two polygon layers: the partition (D = 1), and the partition with a rectangle over four
    tracts and a square with a hole (D = 3)."""
    from .test_polygoncounts import write_polygons_gpkg

    cluster, _ = database
    folder = tmp_path_factory.mktemp("tracts")
    partition, (bx, by) = jittered_tracts()
    x, y, users, *_ = points()
    x, y = np.r_[x, bx], np.r_[y, by]
    users = users + [f"u{i % 50}" for i in range(len(bx))]
    load_points(cluster, "onedges", x, y, {"uid": ("text", users)})
    gpkg = write_points_gpkg(folder / "onedges.gpkg", x, y, uid=users)
    overlapping = partition + ["POLYGON ((502000 4002000, 506000 4002000, 506000 4006000, 502000 4006000, "
                               "502000 4002000))",
                               "POLYGON ((503000 4003000, 509000 4003000, 509000 4009000, 503000 4009000, "
                               "503000 4003000), (504000 4004000, 505000 4004000, 505000 4005000, "
                               "504000 4005000, 504000 4004000))"]
    layers = {name: str(write_polygons_gpkg(folder / f"{name}.gpkg", wkt, name=[str(i) for i in range(len(wkt))]))
              for name, wkt in (("partition", partition), ("overlapping", overlapping))}
    return cluster, gpkg, layers


POLYGON_CASES = {
    "a partition": ("partition", {}),
    "a partition, users": ("partition", {"USER_FIELD": "uid", "MAX_PER_USER": 8}),
    "overlaps (D = 3)": ("overlapping", {}),
    "overlaps (D = 3), users": ("overlapping", {"USER_FIELD": "uid", "MAX_PER_USER": 8}),
}


def polygon_release(layer, polygons, **params):
    log = Log()
    result = processing.run("spatialdp:polygoncounts", {
        "INPUT": layer, "POLYGONS": polygons, "EPSILON": 1.0, "SEED": 3, "OUTPUT": "TEMPORARY_OUTPUT",
        **params}, feedback=log)
    return [f.attributes() for f in result["OUTPUT"].getFeatures()], json.loads(result["LEDGER"]), log.lines


@pytest.mark.parametrize("case", list(POLYGON_CASES))
def test_polygon_counts_in_the_database_equal_the_file_path(provider, tracts, case):
    """Points on every vertex and edge of a jittered partition, and overlaps capped at D: the
    database's cells and crossing tests must count exactly as the in-memory point in polygon.
    No user has more than k = 8 points, so the two paths' samples (a keyed hash, uniform keys)
    keep the same points; the bound itself is the next test's."""
    cluster, gpkg, layers = tracts
    which, params = POLYGON_CASES[case]
    in_db, db_record, db_log = polygon_release(pg_layer(cluster, "onedges"), layers[which], **params)
    in_file, file_record, file_log = polygon_release(
        QgsVectorLayer(f"{gpkg}|layername=points", "points", "ogr"), layers[which], **params)
    assert "Counted in the database: only counts leave it." in db_log
    assert db_record["parameters"].pop("counted_in_database") is True
    assert file_record["parameters"].pop("counted_in_database") is False
    assert db_record == file_record and db_record["parameters"]["overlap_depth"] == (1 if which == "partition" else 3)
    assert in_db == in_file and len(in_db) == 36 + 2 * (which == "overlapping")
    warned = [line for line in db_log if "lie in no polygon" in line or "lies in no polygon" in line]
    assert warned == [line for line in file_log if "lie in no polygon" in line or "lies in no polygon" in line]


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_the_database_caps_each_point_at_its_first_d_polygons(provider, tracts, depth):
    """The count source itself, with D below the overlaps' depth of 3 so that the cap binds, and
    cells small enough that most points are tested in SQL: the counts and the points located
    must equal the in-memory source's."""
    from spatialdp.core.mechanisms.polygons import PointsInPolygons
    from spatialdp.core.pointinpolygon import PolygonSet
    from spatialdp.spatialdp_qgis import postgis
    from spatialdp.spatialdp_qgis.polygonlayer import planar_rings

    cluster, gpkg, layers = tracts
    rings, owners = [], []
    for i, feature in enumerate(QgsVectorLayer(layers["overlapping"], "areas", "ogr").getFeatures()):
        own = planar_rings(feature.geometry())
        rings += own
        owners += [i] * len(own)
    polygons = PolygonSet(rings, owners, max(owners) + 1)
    features = list(QgsVectorLayer(f"{gpkg}|layername=points", "p", "ogr").getFeatures())
    x = np.array([f.geometry().asPoint().x() for f in features])
    y = np.array([f.geometry().asPoint().y() for f in features])
    users = np.array([f["uid"] for f in features])
    database = postgis.Database(pg_layer(cluster, "onedges"), ["uid"])
    for by_user in (False, True):  # with users, k = 100 keeps every point on both paths
        expected = PointsInPolygons(x, y, users if by_user else None, 100).true_counts(
            polygons, depth, np.random.default_rng(0))
        for cells in (8, 64):
            source = postgis.DatabasePolygonCounts(database, database.columns["uid"] if by_user else None, 100,
                                                   cells=cells)
            counts, located = source.true_counts(polygons, depth, np.random.default_rng(0))
            assert np.array_equal(counts, expected[0]) and located == expected[1]
        assert (expected[0].sum() > expected[1]) == (depth > 1)  # points in two polygons count twice


def test_polygons_too_detailed_for_the_database_are_one_sentence(provider, tracts, monkeypatch):
    from spatialdp.core import polygoncover

    cluster, _, layers = tracts
    monkeypatch.setattr(polygoncover, "MAX_PAIRS", 10)
    with pytest.raises(QgsProcessingException, match=r"^The polygons have too many edges \(144\) to be counted in "
                       r"the database\. Run again with 'Count in the database' \(PUSH_DOWN\) off"):
        polygon_release(pg_layer(cluster, "onedges"), layers["partition"])


def test_polygon_counts_bound_each_user_in_sql(provider, database, tracts):
    """10 users with 40 points each and one with one point, k = 3, noise 0: the tracts release
    31 points in all, not 401 (all points) nor 41 (k + 1 kept)."""
    cluster, _ = database
    _, _, layers = tracts
    cells, record, _ = polygon_release(pg_layer(cluster, "heavy"), layers["partition"], EPSILON=500.0,
                                       USER_FIELD="uid", MAX_PER_USER=3)
    assert record["parameters"]["counted_in_database"]
    assert sum(round(c[2]) for c in cells) == HEAVY_USERS * 3 + 1


@pytest.mark.e2e
def test_uniform_grid_on_postgis_through_qgis_process(database, tmp_path):
    cluster, gpkg = database
    outputs = {}
    for name, source in (("database", "postgres://" + cluster.uri("points")), ("file", str(gpkg))):
        outputs[name] = tmp_path / f"{name}.gpkg"
        result = qgis_process_run("spatialdp:uniformgrid", tmp_path / "home", INPUT=source, EXTENT=EXTENT,
                                  EPSILON=1, GRID_SIZE=12, SEED=5, OUTPUT=outputs[name])
        record = json.loads(result["results"]["LEDGER"])
        assert record["parameters"]["counted_in_database"] is (name == "database")
    counts = [[f["noisy_count"] for f in QgsVectorLayer(str(path)).getFeatures()] for path in outputs.values()]
    assert counts[0] == counts[1] and len(counts[0]) == 144


@pytest.mark.e2e
def test_polygon_counts_on_postgis_through_qgis_process(tracts, tmp_path):
    cluster, gpkg, layers = tracts
    outputs = {}
    for name, source in (("database", "postgres://" + cluster.uri("onedges")), ("file", str(gpkg))):
        outputs[name] = tmp_path / f"{name}.gpkg"
        result = qgis_process_run("spatialdp:polygoncounts", tmp_path / "home", INPUT=source,
                                  POLYGONS=layers["overlapping"], EPSILON=1, SEED=5, OUTPUT=outputs[name])
        record = json.loads(result["results"]["LEDGER"])
        assert record["parameters"]["counted_in_database"] is (name == "database")
    counts = [[f["noisy_count"] for f in QgsVectorLayer(str(path)).getFeatures()] for path in outputs.values()]
    assert counts[0] == counts[1] and len(counts[0]) == 38


def test_the_register_knows_a_database_count_by_its_source_and_dataset_name(provider, database, tmp_path):
    """Points counted in the database are never in memory, so the register cannot fingerprint
    them (docs/register.md): the log says so, and a declared dataset name joins the release to
    the same points read from a file; without it the file is other data to the register."""
    from spatialdp.core.register import Register

    cluster, gpkg = database
    register = str(tmp_path / "register.json")
    _, record, log = release("uniformgrid", pg_layer(cluster), GRID_SIZE=8, REGISTER=register, REGISTER_CAP=1,
                             REGISTER_DATASET="cases")
    assert record["parameters"]["counted_in_database"] and any("not by its points" in line for line in log)
    [entry] = Register(register).entries()
    assert entry["fingerprint"] is None and entry["dataset"] == "cases" and entry["status"] == "released"
    with pytest.raises(QgsProcessingException, match="refuses this release"):
        # the file by its path: a refused run given a QgsVectorLayer object outside a project
        # crashes QGIS 3.22's interpreter at exit (any QgsProcessingException does)
        release("uniformgrid", f"{gpkg}|layername=points", GRID_SIZE=8, EPSILON=0.5, REGISTER=register,
                REGISTER_DATASET="cases")
    release("uniformgrid", f"{gpkg}|layername=points", GRID_SIZE=8, EPSILON=0.5, REGISTER=register)
    assert len(Register(register).entries()) == 2


# --- issue 23: a run that cannot read all its data refuses; one snapshot per release ---------

#: rows of the table whose reading is cut: enough that the read is under way when it is cut
BIG = 200_000


@pytest.fixture(scope="module")
def big(database):
    cluster, _ = database
    cluster.sql(f"CREATE TABLE big AS SELECT g AS id, ST_SetSRID(ST_MakePoint(500000 + g::int8 * 7919 % 10000, "
                f"4000000 + g::int8 * 104729 % 10000), 32633)::geometry(Point, 32633) AS geom "
                f"FROM generate_series(1, {BIG}) AS g; ALTER TABLE big ADD PRIMARY KEY (id); ANALYZE big")
    return cluster


def terminate_clients(cluster):
    """``pg_terminate_backend`` of every client connection but psql's own: those of this process."""
    cluster.sql("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = current_database() "
                "AND pid <> pg_backend_pid() AND backend_type = 'client backend'")


class TerminatingLog(Log):
    """A feedback that terminates the reader's connection once the reading has begun (its first
    progress report above 0 % of the reading stage, after 20,000 features)."""

    def __init__(self, cluster):
        super().__init__()
        self.cluster, self.terminated = cluster, False

    def setProgress(self, percent):  # noqa: N802
        super().setProgress(percent)
        if not self.terminated and 0 < percent < 40:
            self.terminated = True
            terminate_clients(self.cluster)


def refused_release(layer, feedback, folder, **params):
    """The one-line refusal of a UG release to ``folder``/out.gpkg with a register; asserts that
    nothing was written and nothing recorded."""
    register, output = folder / "register.json", folder / "out.gpkg"
    with pytest.raises(QgsProcessingException) as refusal:
        processing.run("spatialdp:uniformgrid", {
            "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "GRID_SIZE": 8, "OUTPUT": str(output),
            "REGISTER": str(register), **params}, feedback=feedback)
    assert not output.exists()
    entries = json.loads(register.read_text())["releases"] if register.exists() else []
    assert entries == []
    message = str(refusal.value)
    assert "\n" not in message.strip() and "Traceback" not in message
    return message


def test_a_connection_terminated_while_qgis_reads_is_refused(provider, big, tmp_path):
    """Issue 23: QGIS's PostgreSQL iterator ends where its backend is terminated, as if the
    table ended there ("Read 84000 points" of 2,000,000 were released). With PUSH_DOWN off the
    backend is terminated after 20,000 of 200,000 features: one line, nothing written or recorded."""
    feedback = TerminatingLog(big)
    message = refused_release(pg_layer(big, "big"), feedback, tmp_path, PUSH_DOWN=False)
    assert feedback.terminated
    assert message.startswith("The input layer could not be read whole: ") and f"of its {BIG:,} features" in message


#: a server-side loop that terminates the first backend running a counting query (they alone
#: set enable_hashagg), polling pg_stat_activity every 2 ms for at most a minute
KILLER = """DO $$
DECLARE started timestamptz := clock_timestamp();
BEGIN
  LOOP
    PERFORM pg_stat_clear_snapshot();
    PERFORM pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database()
      AND state = 'active' AND pid <> pg_backend_pid() AND query LIKE '%enable_hashagg%';
    EXIT WHEN FOUND OR clock_timestamp() - started > interval '60 s';
    PERFORM pg_sleep(0.002);
  END LOOP;
END $$"""


def test_a_connection_terminated_while_the_database_counts_is_refused(provider, big, tmp_path):
    """The push-down: the backend is terminated in the middle of a counting query. QGIS resets
    the connection and runs the query again outside the release's transaction, or reports the
    error: either way one line, nothing written or recorded."""
    import threading

    killer = threading.Thread(target=big.sql, args=(KILLER,))
    killer.start()
    try:
        while "PERFORM pg_terminate_backend" not in big.sql("SELECT string_agg(query, ' ') FROM pg_stat_activity "
                                                             "WHERE state = 'active'"):
            pass
        message = refused_release(pg_layer(big, "big"), Log(), tmp_path)
    finally:
        killer.join()
    assert message.startswith(("The connection to the database was lost or reset during the release",
                                "The database refused the counting query (FATAL:  terminating connection")), message


def write_after_query(monkeypatch, cluster, table, after=1, xy=None):
    """Load the fixture's points (or ``xy``) into ``table``, and have a writer commit 1,000 more
    points at (505000.5, 4005000.5) right after query number ``after`` of the next release;
    returns the queries sent."""
    from spatialdp.spatialdp_qgis import postgis

    x, y = xy or points()[:2]
    load_points(cluster, table, x, y)
    original, queries = postgis.Database.query, []

    def query_then_write(database, sql):
        rows = original(database, sql)
        queries.append(sql)
        if len(queries) == after:
            cluster.sql(f"INSERT INTO {table} (geom) SELECT ST_SetSRID(ST_MakePoint(505000.5, 4005000.5), 32633) "
                        "FROM generate_series(1, 1000)")
        return rows

    monkeypatch.setattr(postgis.Database, "query", query_then_write)
    return queries


@pytest.mark.parametrize("alg", ["adaptivegrid", "uniformgrid"])
def test_a_release_counts_one_snapshot_of_the_table(provider, database, monkeypatch, alg):
    """Issue 23, item 7: a writer commits 1,000 points inside the extent between the release's
    first query (the description: n, the level-1 or the guideline's counts) and the next (AG's
    leaves, UG's cells). Read in one REPEATABLE READ transaction the release still counts the
    2,997 points inside the extent (ε large: no noise), not 3,997 for a part of it. (PrivTree's
    description counts its first pass too: its later passes are
    :func:`test_privtree_counts_its_deep_nodes_in_the_snapshot_of_the_top_ones`.)"""
    cluster, _ = database
    queries = write_after_query(monkeypatch, cluster, "moving")
    cells, record, log = release(alg, pg_layer(cluster, "moving"), EPSILON=500.0)
    assert record["parameters"]["counted_in_database"] and len(queries) >= 2
    leaves = [c[3] for c in cells if alg != "adaptivegrid" or c[1] == 2]
    assert round(sum(leaves)) == N - 3
    assert int(cluster.sql("SELECT count(*) FROM moving")) == N + 1000


def test_privtree_counts_its_deep_nodes_in_the_snapshot_of_the_top_ones(provider, database, monkeypatch):
    """PrivTree's deep nodes are counted by later passes than the top ones: 2,000 points within
    centimetres of one spot make a tree deeper than the first pass, and a writer commits 1,000
    points at that spot after the first pass (counted with the description). The leaves still
    hold the 2,000 points (ε large): every pass read the release's one snapshot."""
    cluster, _ = database
    rng = np.random.default_rng(25)
    spot = (505000.5 + rng.normal(0, 0.05, 2000), 4005000.5 + rng.normal(0, 0.05, 2000))
    queries = write_after_query(monkeypatch, cluster, "deep", after=1, xy=spot)
    cells, record, _ = release("privtree", pg_layer(cluster, "deep"), EPSILON=500.0)
    assert record["parameters"]["counted_in_database"] and len(queries) >= 2
    assert round(sum(c[3] for c in cells)) == 2000
    assert int(cluster.sql("SELECT count(*) FROM deep")) == 3000


def test_polygon_counts_count_one_snapshot_of_the_table(provider, tracts, monkeypatch):
    """The polygon counts describe the points (n sets the cover's cells) in a first query and
    count them in a second: 1,000 points committed between the two are not counted, so the
    release equals that of the same points without the writer (same seed)."""
    cluster, _, layers = tracts
    before, _, _ = polygon_release(pg_layer(cluster, "points"), layers["partition"], EPSILON=500.0)
    write_after_query(monkeypatch, cluster, "moving_polygons")
    cells, record, _ = polygon_release(pg_layer(cluster, "moving_polygons"), layers["partition"], EPSILON=500.0)
    assert record["parameters"]["counted_in_database"]
    assert cells == before and round(sum(c[2] for c in cells)) > N - 20
