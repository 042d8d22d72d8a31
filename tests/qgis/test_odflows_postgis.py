"""spatialdp:odflows counting a PostGIS line layer in the database (issue 27.5, docs/odflows.md §5).

The trips table is loaded into a throw-away cluster (tests/qgis/postgis_fixture.py) and into a
GeoPackage with the same doubles; the same seed must give the same release either way (without a
user bound the noise and the counts are the same; with one, the sample of each user's trips is
keyed differently, docs/postgis.md, but each user still counts at most k trips)."""

import json

import numpy as np
import pytest
from qgis.core import QgsVectorLayer

import processing

from .postgis_fixture import cluster_or_skip
from .run_defaults import Log

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


def trips(n=2000):
    rng = np.random.default_rng(27)
    ends = rng.uniform(0, 10_000, (n, 4)) + [500_000, 4_000_000, 500_000, 4_000_000]
    ends[:5, 2] = 510_000.0  # on the east edge: the last zone
    ends[5:8, 3] = 4_010_000.5  # destination outside: not counted
    return ends, [f"u{i % 300}" for i in range(n)]


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    import synthetic

    cluster = cluster_or_skip()
    ends, users = trips()
    rows = "".join(f"SRID=32633;LINESTRING({a!r} {b!r}, {c!r} {d!r})\t{u}\n"
                   for (a, b, c, d), u in zip(ends.tolist(), users))
    cluster.sql("CREATE TABLE trips (id serial PRIMARY KEY, geom geometry(LineString, 32633), uid text)")
    cluster.sql("COPY trips (geom, uid) FROM STDIN", stdin=rows)
    gpkg = tmp_path_factory.mktemp("odpg") / "trips.gpkg"
    synthetic.write_trips_gpkg(gpkg, *ends.T, user=[int(u[1:]) for u in users], epsg=32633)
    yield cluster, gpkg
    cluster.stop()


def release(layer, **params):
    log = Log()
    result = processing.run("spatialdp:odflows", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "GRID_SIZE": 4, "SEED": 5,
        "OUTPUT": "TEMPORARY_OUTPUT", "ZONES": "TEMPORARY_OUTPUT", **params}, feedback=log)
    flows = sorted(tuple(f.attributes()) for f in result["OUTPUT"].getFeatures())
    return flows, json.loads(result["LEDGER"]), log.lines


def pg_layer(cluster):
    uri = cluster.uri("trips").replace("type=Point", "type=LineString")
    layer = QgsVectorLayer(uri, "trips", "postgres")
    assert layer.isValid(), uri
    return layer


def test_counted_in_the_database_equals_the_file_path(provider, stores):
    cluster, gpkg = stores
    in_db, db_record, db_log = release(pg_layer(cluster))
    in_file, file_record, _ = release(QgsVectorLayer(str(gpkg), "trips", "ogr"))
    assert "Counted in the database: only counts leave it." in db_log
    assert db_record["parameters"].pop("counted_in_database") is True
    assert file_record["parameters"].pop("counted_in_database") is False
    assert in_db == in_file and len(in_db) == 16**2
    assert db_record == file_record


def test_each_user_counts_at_most_k_trips_in_sql(provider, stores):
    """300 users with 6–7 trips each, k = 2: the database's pairs hold at most 600 trips."""
    from spatialdp.core import Domain
    from spatialdp.core.odzones import GridZones
    from spatialdp.spatialdp_qgis.odpostgis import DatabaseTrips
    from spatialdp.spatialdp_qgis.postgis import Database

    cluster, _ = stores
    database = Database(pg_layer(cluster), ["uid"])
    domain = Domain(500_000, 4_000_000, 510_000, 4_010_000)
    source = DatabaseTrips(database, domain, np.random.default_rng(1), database.columns["uid"], 2)
    try:
        keys, counts = source.pairs(GridZones(domain, 4))
        assert counts.sum() == source.total() == 600
    finally:
        database.close()  # ends its snapshot (docs/reading.md), which holds QGIS's connection
    assert np.all(np.diff(keys) > 0) and keys.min() >= 0 and keys.max() < 16**2
    _, record, log = release(pg_layer(cluster), USER_FIELD="uid", MAX_PER_USER=2)
    assert record["ledger"]["unit_of_privacy"].startswith("user (at most 2 trips")
    assert "Counted in the database: only counts leave it." in log
