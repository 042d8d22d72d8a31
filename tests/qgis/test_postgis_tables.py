"""A count table counted inside PostGIS (issue 26, docs/categories.md): UG's (cell, category,
period) table is counted with one GROUP BY in a real PostgreSQL (tests/qgis/postgis_fixture.py)
and equals, cell by cell, field by field and record by record, the release of the same points
read from a GeoPackage with the same seed; where the keys are not public or cannot be written in
SQL the points are read through QGIS and the log says why."""

import json

import numpy as np
import pytest
from qgis.core import QgsVectorLayer

import processing

from .conftest import write_points_gpkg
from .postgis_fixture import cluster_or_skip, load_points
from .run_defaults import Log

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
N = 2_000
KINDS = ["cyclist", "pedestrian", "car"]
T0 = 1_700_000_000


def table_points():
    """Points over the extent (some on its max edges and outside), a text category with values off
    the list, blanks around one and NULLs, an integer class, a time in epoch seconds (some outside
    the public range, some NULL) and the same time as a timestamp, a user id (≤ 3 points each)."""
    rng = np.random.default_rng(26)
    x, y = rng.uniform(500_000, 510_000, N), rng.uniform(4_000_000, 4_010_000, N)
    x[:4], y[2:6] = 510_000.0, 4_010_000.0
    x[6:9] = 510_000.5  # outside
    kind = [[*KINDS, " car ", "tram", None][i] for i in rng.integers(0, 6, N)]
    grade = [int(v) if v < 4 else None for v in rng.integers(0, 5, N)]
    t = T0 + rng.integers(-86_400, 8 * 86_400, N)
    seconds = [None if i % 97 == 0 else float(v) for i, v in enumerate(t)]
    stamps = [None if s is None else np.datetime_as_string(np.datetime64(int(s), "s")) + "Z" for s in seconds]
    return x, y, {"kind": kind, "grade": grade, "t": seconds, "ts": stamps, "uid": [f"u{i % 700}" for i in range(N)]}


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    cluster = cluster_or_skip()
    yield cluster, load_keyed(cluster, tmp_path_factory)
    cluster.stop()


def load_keyed(cluster, tmp_path_factory):
    """The tables "keyed" and "keyed_heavy" in ``cluster`` (plain PostGIS, or Citus, which
    distributes them), and the same points as a GeoPackage: its path."""
    x, y, columns = table_points()
    types = {"kind": "text", "grade": "int4", "t": "float8", "ts": "timestamptz", "uid": "text"}
    load_points(cluster, "keyed", x, y, {n: (types[n], v) for n, v in columns.items()})
    # a heavy user: 36 points of every category and day, in many cells
    heavy = {"kind": [[*KINDS, None][i % 4] for i in range(36)], "grade": [i % 3 for i in range(36)],
             "t": [float(T0 + 86_400 * (i % 7) + 60) for i in range(36)], "uid": ["heavy"] * 36}
    heavy["ts"] = [np.datetime_as_string(np.datetime64(int(v), "s")) + "Z" for v in heavy["t"]]
    hx, hy = 500_100.0 + 270 * np.arange(36), 4_000_100.0 + 250 * np.arange(36)
    load_points(cluster, "keyed_heavy", np.r_[x, hx], np.r_[y, hy],
                {n: (types[n], list(v) + heavy[n]) for n, v in columns.items()})
    return write_points_gpkg(tmp_path_factory.mktemp("postgis_tables") / "keyed.gpkg", x, y, **columns)


def release(layer, **params):
    log = Log()
    result = processing.run("spatialdp:uniformgrid", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 9, "OUTPUT": "TEMPORARY_OUTPUT", **params},
        feedback=log)
    features = [f.attributes() for f in result["OUTPUT"].getFeatures()]
    return features, json.loads(result["LEDGER"]), log.lines


RANGE = f"{T0}/{T0 + 7 * 86_400}"
CASES = {
    "categories": {"GRID_SIZE": 8, "CATEGORY_FIELD": "kind", "CATEGORIES": ",".join(KINDS)},
    "days of epoch seconds, long": {"GRID_SIZE": 6, "TIME_FIELD": "t", "PERIOD": 0, "TIME_RANGE": RANGE,
                                    "LAYOUT": 1},
    "integer classes × timestamps, users": {
        "GRID_SIZE": 5, "CATEGORY_FIELD": "grade", "CATEGORIES": "0,1,2", "TIME_FIELD": "ts", "PERIOD": 5,
        "PERIOD_BOUNDARIES": f"{T0 + 86_400}, {T0 + 3 * 86_400}", "TIME_RANGE": RANGE, "USER_FIELD": "uid",
        "MAX_PER_USER": 3},
    "guideline, users": {"CATEGORY_FIELD": "kind", "CATEGORIES": ",".join(KINDS), "USER_FIELD": "uid",
                         "MAX_PER_USER": 3},
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_table_counted_in_the_database_equals_the_file_path(provider, stores, case):
    cluster, gpkg = stores
    in_db, db_record, db_log = release(QgsVectorLayer(cluster.uri("keyed"), "keyed", "postgres"), **CASES[case])
    in_file, file_record, _ = release(QgsVectorLayer(f"{gpkg}|layername=points", "keyed", "ogr"), **CASES[case])
    assert "Counted in the database: only counts leave it." in db_log
    assert db_record["parameters"].pop("counted_in_database") is True
    assert file_record["parameters"].pop("counted_in_database") is False
    assert len(in_db) > 0 and in_db == in_file
    assert db_record == file_record


@pytest.mark.parametrize("params,reason", [
    ({"CATEGORY_FIELD": "kind", "CATEGORIES_FROM_DATA": True}, "categories read from the data"),
    ({"TIME_FIELD": "t"}, "time range taken from the data"),
    ({"CATEGORY_FIELD": "t", "CATEGORIES": "1,2"}, "neither text nor an integer"),
])
def test_keys_that_are_not_public_or_not_sql_read_the_points_and_say_why(provider, stores, params, reason):
    cluster, _ = stores
    _, record, log = release(QgsVectorLayer(cluster.uri("keyed"), "keyed", "postgres"), GRID_SIZE=4, **params)
    assert any(reason in line and "Not counted in the database" in line for line in log)
    assert record["parameters"]["counted_in_database"] is False


def test_the_adaptive_grid_reads_a_tables_points_and_says_so(provider, stores):
    cluster, _ = stores
    log = Log()
    processing.run("spatialdp:adaptivegrid", {
        "INPUT": QgsVectorLayer(cluster.uri("keyed"), "keyed", "postgres"), "EXTENT": EXTENT, "EPSILON": 1.0,
        "SEED": 1, "GRID_SIZE": 2, "CATEGORY_FIELD": "kind", "CATEGORIES": "car", "OUTPUT": "TEMPORARY_OUTPUT"},
        feedback=log)
    assert any("Not counted in the database (categories and periods need the points themselves here)" in line
               for line in log.lines)


def test_a_user_changes_the_database_table_by_at_most_k_in_total(provider, stores):
    """The bound holds across every category, period and cell in SQL: a user with 36 points of
    every category and day, released with and without (the layer's subset string), at an ε so
    large that the noise is 0, changes the long table's entries by exactly k = 2 in total."""
    cluster, _ = stores
    params = dict(GRID_SIZE=6, CATEGORY_FIELD="kind", CATEGORIES=",".join(KINDS), TIME_FIELD="ts", PERIOD=0,
                  TIME_RANGE=RANGE, LAYOUT=1, USER_FIELD="uid", MAX_PER_USER=2, EPSILON=1000.0)
    entries = []
    for subset in ("", "uid <> 'heavy'"):
        layer = QgsVectorLayer(cluster.uri("keyed_heavy"), "keyed_heavy", "postgres")
        layer.setSubsetString(subset)
        features, record, log = release(layer, **params)
        assert "Counted in the database: only counts leave it." in log
        entries.append(np.array([f[3] for f in features], dtype=float))  # noisy_count: the entry
    assert np.abs(entries[0] - entries[1]).sum() == 2


N_GAPS = 600
#: the points of the table "gaps" whose time lies inside RANGE (a subset string)
TIMED = f"t IS NOT NULL AND t >= {T0} AND t <= {T0 + 7 * 86_400}"


def gap_points(*, null_users=True):
    """Points over the extent (five outside it, three of them with a time before the range), a time
    in epoch seconds over nine days around RANGE's seven (both ends of the range on the dot, every
    13th NULL) and the same time as a timestamp, a user id (≤ 2 points each; every 11th NULL, unless
    ``null_users`` is false: Citus keeps no NULL in the column a table is distributed on)."""
    rng = np.random.default_rng(31)
    x, y = rng.uniform(500_000, 510_000, N_GAPS), rng.uniform(4_000_000, 4_010_000, N_GAPS)
    x[:5] = 510_000.5
    t = (T0 + rng.integers(-86_400, 8 * 86_400, N_GAPS)).astype(float)
    t[:3], t[10], t[11] = T0 - 100.0, T0, T0 + 7 * 86_400
    seconds = [None if i % 13 == 0 else float(v) for i, v in enumerate(t)]
    stamps = [None if s is None else np.datetime_as_string(np.datetime64(int(s), "s")) + "Z" for s in seconds]
    users = [None if null_users and i % 11 == 5 else f"g{i // 2}" for i in range(N_GAPS)]
    return x, y, {"t": seconds, "ts": stamps, "uid": users}


@pytest.fixture(scope="module")
def gaps(stores, tmp_path_factory):
    """The table "gaps" (:func:`gap_points`) in the cluster of ``stores``, and as a GeoPackage."""
    cluster, _ = stores
    x, y, columns = gap_points(null_users=getattr(cluster, "distribution", None) != "uid")
    types = {"t": "float8", "ts": "timestamptz", "uid": "text"}
    load_points(cluster, "gaps", x, y, {n: (types[n], v) for n, v in columns.items()})
    gpkg = write_points_gpkg(tmp_path_factory.mktemp("postgis_gaps") / "gaps.gpkg", x, y, **columns)
    return cluster, gpkg, columns


GAP_CASES = {
    "epoch seconds": {"GRID_SIZE": 4, "TIME_FIELD": "t", "PERIOD": 0, "TIME_RANGE": RANGE},
    "timestamps, users": {"GRID_SIZE": 3, "TIME_FIELD": "ts", "PERIOD": 1, "TIME_RANGE": RANGE, "LAYOUT": 1,
                          "USER_FIELD": "uid", "MAX_PER_USER": 2},
}
LEFT_OUT = "points have no time inside the time range and are left out."


def gap_layers(gaps, subset=""):
    cluster, gpkg, _ = gaps
    layers = (QgsVectorLayer(cluster.uri("gaps"), "gaps", "postgres"),
              QgsVectorLayer(f"{gpkg}|layername=points", "gaps", "ogr"))
    for layer in layers:
        assert layer.isValid() and layer.setSubsetString(subset)
    return layers


@pytest.mark.parametrize("case", list(GAP_CASES))
def test_the_database_warns_of_the_points_left_out_as_the_file_path(provider, gaps, case):
    """The points with no time inside the time range are left out of a table counted in the database
    as in memory, and the log says how many in the same words and number: every point read (with a
    user id under a user bound), inside the extent or not, whose time is NULL or outside the range."""
    _, _, columns = gaps
    users = "USER_FIELD" in GAP_CASES[case]
    expected = sum((t is None or not T0 <= t <= T0 + 7 * 86_400) and (u is not None or not users)
                   for t, u in zip(columns["t"], columns["uid"]))
    (in_db, db_record, db_log), (in_file, file_record, file_log) = (
        release(layer, **GAP_CASES[case]) for layer in gap_layers(gaps))
    assert "Counted in the database: only counts leave it." in db_log
    assert 0 < expected < N_GAPS
    for log in (db_log, file_log):
        assert [line for line in log if LEFT_OUT in line] == [f"WARNING {expected:,} {LEFT_OUT}"]
    assert db_record["parameters"].pop("counted_in_database") is True
    assert file_record["parameters"].pop("counted_in_database") is False
    assert in_db == in_file and db_record == file_record


@pytest.mark.parametrize("case", list(GAP_CASES))
def test_the_points_left_out_change_nothing_released(provider, gaps, case):
    """Their count is for the log alone: the seeded release of the table counted in the database
    equals, feature by feature and record by record, that of the same table without those points
    (the layer's subset string keeps the points whose time lies inside the range), whose log, as the
    file path's, has no warning."""
    with_them, without = (release(layers[0], **GAP_CASES[case])
                          for layers in (gap_layers(gaps), gap_layers(gaps, TIMED)))
    assert any(LEFT_OUT in line for line in with_them[2])
    assert with_them[:2] == without[:2]
    file_log = release(gap_layers(gaps, TIMED)[1], **GAP_CASES[case])[2]
    assert not any(LEFT_OUT in line for line in without[2] + file_log)
