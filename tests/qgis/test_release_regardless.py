"""Whether a release happens must not depend on the data (issue 23.1; docs/noise-and-ledger.md).

For every family of algorithms, run through real Processing on GeoPackages: D = three points all
outside the public extent and D′ = D plus one point inside are neighbours, so both must release
(noise only for D) with the same schema, the same ε in the ledger and an entry each in the release
register, and the custodian is warned. An empty layer with a public extent releases too. The
other data-dependent stops found in the audit — points without a user id or a time, a grid whose
size was chosen from noisy counts — are tested here as well.
"""

import json

import pytest
from osgeo import ogr, osr
from qgis.core import QgsProcessingException, QgsVectorLayer

import processing
from spatialdp.core.register import Register

from .postgis_fixture import cluster_or_skip, load_points
from .test_polygoncounts import write_polygons_gpkg
from .test_register import Errors

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
OUTSIDE = [(520_000.0, 4_005_000.0), (530_000.0, 4_020_000.0), (490_000.0, 3_990_000.0)]
INSIDE = (505_000.0, 4_005_000.0)
TIME_RANGE = "2023-11-14T00:00:00Z/2023-11-15T00:00:00Z"

#: algorithm → its parameters besides INPUT, EXTENT, EPSILON, SEED, OUTPUT, and whether its
#: cells are fixed by public parameters (else they follow noisy counts: AG's leaves, PrivTree)
FAMILIES = {
    "uniformgrid": ({"GRID_SIZE": 4}, True),
    "uniformgrid-hexagons": ({"GRID_SIZE": 4, "CELL_SHAPE": 1}, True),
    "adaptivegrid": ({"GRID_SIZE": 3}, False),
    "privtree": ({}, False),
    "ldpuniformgrid": ({"GRID_SIZE": 4}, True),
    "privag": ({"GRID_SIZE": 4}, True),
    "aag": ({"GRID_SIZE": 4}, True),
    "ahead": ({}, True),
    "hdg": ({"GRID_SIZE": 2}, True),
    "dam": ({"GRID_SIZE": 8}, True),
    "vdr": ({"GRID_SIZE": 4, "SLICES": 2, "TIME_FIELD": "t", "TIME_RANGE": TIME_RANGE,
             "USER_FIELD": "uid", "MAX_PER_USER": 1, "DENOISE": 2}, True),  # 2: never
    # a table by category and period (issue 26): its categories and periods are public
    "uniformgrid-table": ({"GRID_SIZE": 4, "CATEGORY_FIELD": "uid", "CATEGORIES": "u0,u1", "TIME_FIELD": "t",
                           "TIME_RANGE": TIME_RANGE, "PERIOD": 0}, True),
    "privtree-table": ({"CATEGORY_FIELD": "uid", "CATEGORIES": "u0,u1", "LAYOUT": 1}, False),
}


def write_points(path, points, users=None, times=None):
    """A GeoPackage layer of ``points`` (x, y) with a user id ``uid`` and an ISO time ``t`` (None: null)."""
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32633)
    layer = ds.CreateLayer("points", srs, ogr.wkbPoint)
    layer.CreateField(ogr.FieldDefn("uid", ogr.OFTString))
    layer.CreateField(ogr.FieldDefn("t", ogr.OFTString))
    for i, (x, y) in enumerate(points):
        feature = ogr.Feature(layer.GetLayerDefn())
        user = f"u{i}" if users is None else users[i]
        time = "2023-11-14T10:00:00Z" if times is None else times[i]
        if user is not None:
            feature.SetField("uid", user)
        if time is not None:
            feature.SetField("t", time)
        feature.SetGeometry(ogr.CreateGeometryFromWkt(f"POINT ({x} {y})"))
        layer.CreateFeature(feature)
    ds = None
    return str(path)


def release(family, points, out, register, **extra):
    """Run the family's algorithm on ``points``; ``(record, fields, number of cells, log)``."""
    params, _ = FAMILIES[family]
    log = Errors()
    result = processing.run(f"spatialdp:{family.split('-')[0]}", {
        "INPUT": points, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 3, "REGISTER": str(register),
        "OUTPUT": str(out), **params, **extra}, feedback=log)
    return json.loads(result["LEDGER"]), *cells_of(out), log


def cells_of(path):
    ds = ogr.Open(str(path))
    layer = ds.GetLayer(0)
    definition = layer.GetLayerDefn()
    fields = [definition.GetFieldDefn(i).GetName() for i in range(definition.GetFieldCount())]
    counts = [feature.GetField("noisy_count") for feature in layer]
    return fields, counts


def steps(record):
    """The ledger's steps and their ε (the notes name the numbers of users, which differ)."""
    return [(step["step"], step["epsilon"]) for step in record["ledger"]["steps"]]


def noise_only(log):
    return any("noise only" in warning for warning in log.warnings)


@pytest.mark.parametrize("family", FAMILIES)
def test_points_all_outside_the_extent_release_as_their_neighbour_does(provider, tmp_path, family):
    """D: every point outside the public extent; D′: one more inside. Both release alike."""
    register = tmp_path / "register.json"
    d = write_points(tmp_path / "d.gpkg", OUTSIDE)
    d_prime = write_points(tmp_path / "d_prime.gpkg", OUTSIDE + [INSIDE])
    record, fields, counts, log = release(family, d, tmp_path / "d_out.gpkg", register)
    record2, fields2, counts2, log2 = release(family, d_prime, tmp_path / "d_prime_out.gpkg", register)
    assert noise_only(log) and not noise_only(log2)
    assert fields == fields2
    if FAMILIES[family][1]:
        assert len(counts) == len(counts2)
    assert record["ledger"]["epsilon_total"] == record2["ledger"]["epsilon_total"] == 1.0
    assert steps(record) == steps(record2)
    entries = Register(register).entries()
    assert [e["status"] for e in entries] == ["released", "released"]
    assert len({e["source"] for e in entries}) == 2 and all(e["outputs"] for e in entries)


@pytest.mark.parametrize("family", ["uniformgrid", "privtree", "ldpuniformgrid", "ahead", "dam", "vdr"])
def test_an_empty_layer_with_a_public_extent_releases_noise(provider, tmp_path, family):
    register = tmp_path / "register.json"
    empty = write_points(tmp_path / "empty.gpkg", [])
    record, fields, counts, log = release(family, empty, tmp_path / "out.gpkg", register)
    assert "noisy_count" in fields and counts
    assert any("has no points" in w and "noise only" in w for w in log.warnings)
    assert record["ledger"]["epsilon_total"] == 1.0
    assert [e["status"] for e in Register(register).entries()] == ["released"]


def test_an_empty_layer_without_an_extent_asks_for_one(provider, tmp_path):
    """The one refusal left on an empty layer: without EXTENT the domain would be the data's own
    extent (flagged not private), and an empty layer has none."""
    empty = write_points(tmp_path / "empty.gpkg", [])
    with pytest.raises(QgsProcessingException, match="give a public extent"):
        processing.run("spatialdp:uniformgrid", {"INPUT": empty, "EPSILON": 1.0, "GRID_SIZE": 4,
                                                  "OUTPUT": str(tmp_path / "out.gpkg")})
    assert not (tmp_path / "out.gpkg").exists()


AREAS = ["POLYGON ((500000 4000000, 505000 4000000, 505000 4005000, 500000 4005000, 500000 4000000))",
         "POLYGON ((505000 4000000, 510000 4000000, 510000 4010000, 505000 4010000, 505000 4000000))"]


def polygon_counts(tmp_path, points, out, register):
    areas = write_polygons_gpkg(tmp_path / "areas.gpkg", AREAS)
    log = Errors()
    result = processing.run("spatialdp:polygoncounts", {
        "INPUT": points, "POLYGONS": str(areas), "EPSILON": 1.0, "SEED": 3, "REGISTER": str(register),
        "OUTPUT": str(out)}, feedback=log)
    return json.loads(result["LEDGER"]), *cells_of(out), log


def test_polygon_counts_release_for_an_empty_layer_and_for_d_and_d_prime(provider, tmp_path):
    register = tmp_path / "register.json"
    empty = write_points(tmp_path / "empty.gpkg", [])
    record, fields, counts, log = polygon_counts(tmp_path, empty, tmp_path / "out.gpkg", register)
    assert len(counts) == 2 and any("has no points" in w for w in log.warnings)
    d = write_points(tmp_path / "d.gpkg", OUTSIDE)
    d_prime = write_points(tmp_path / "d_prime.gpkg", OUTSIDE + [INSIDE])
    record1, fields1, counts1, log1 = polygon_counts(tmp_path, d, tmp_path / "d_out.gpkg", register)
    record2, fields2, counts2, log2 = polygon_counts(tmp_path, d_prime, tmp_path / "d_prime_out.gpkg", register)
    assert any("None of the 3 points lies in a polygon, so the counts are noise only" in w for w in log1.warnings)
    assert fields == fields1 == fields2 and len(counts1) == len(counts2) == 2
    assert steps(record) == steps(record1) == steps(record2)
    assert [e["status"] for e in Register(register).entries()] == ["released"] * 3


@pytest.mark.parametrize("family", ["uniformgrid", "vdr"])
def test_points_without_a_user_id_are_left_out_not_refused(provider, tmp_path, family):
    """A user id missing on one point used to refuse the release; now the point is left out."""
    inside = [(501_000.0 + 1000 * i, 4_001_000.0 + 1000 * i) for i in range(4)]
    with_ids = write_points(tmp_path / "ids.gpkg", inside[:3], users=["a", "b", "c"])
    one_missing = write_points(tmp_path / "missing.gpkg", inside, users=["a", "b", "c", None])
    extra = {"USER_FIELD": "uid", "MAX_PER_USER": 1}
    record, fields, counts, log = release(family, with_ids, tmp_path / "a.gpkg", tmp_path / "r.json", **extra)
    record2, fields2, counts2, log2 = release(family, one_missing, tmp_path / "b.gpkg", tmp_path / "r.json",
                                              **extra)
    assert fields == fields2 and len(counts) == len(counts2)
    assert counts == counts2  # the same seed and the same points counted: the point was left out
    assert "1 point has no value in the user id field 'uid' and is left out." in log2.warnings
    assert record["ledger"] == record2["ledger"]


@pytest.mark.parametrize("times, warning", [
    (["2023-11-14T10:00:00Z", None], "1 point has no time in 't' and is left out."),
    (["2023-11-14T10:00:00Z", "yesterday"], "values of the time field 't' are not times, such as 'yesterday'"),
])
def test_points_without_a_time_are_left_out_not_refused(provider, tmp_path, times, warning):
    good = write_points(tmp_path / "good.gpkg", [(501_000.0, 4_001_000.0)], users=["a"])
    bad = write_points(tmp_path / "bad.gpkg", [(501_000.0, 4_001_000.0), (502_000.0, 4_002_000.0)],
                       users=["a", "b"], times=times)
    _, _, counts, _ = release("vdr", good, tmp_path / "a.gpkg", tmp_path / "r.json")
    _, _, counts2, log = release("vdr", bad, tmp_path / "b.gpkg", tmp_path / "r.json")
    assert counts == counts2
    assert any(warning in w for w in log.warnings)


def test_no_time_and_no_time_range_asks_for_a_time_range(provider, tmp_path):
    """A data-derived time range needs a time; the time range it would release over is the
    data's own (flagged not private), so this refusal is allowed, and it says what to do."""
    empty = write_points(tmp_path / "empty.gpkg", [])
    with pytest.raises(QgsProcessingException, match="give a public time range"):
        release("vdr", empty, tmp_path / "out.gpkg", tmp_path / "r.json", TIME_RANGE="")


def test_a_grid_chosen_from_noisy_counts_that_is_too_large_still_spends_its_epsilon(provider, tmp_path):
    """UG's guideline picks the grid from a noisy N; a grid too large is refused only after that
    noise, so the run's ε is booked in the register although nothing was written."""
    points = write_points(tmp_path / "p.gpkg", [INSIDE] * 50)
    register = tmp_path / "register.json"
    log = Errors()
    with pytest.raises(QgsProcessingException, match="grid-size guideline chose a grid of more than"):
        processing.run("spatialdp:uniformgrid", {  # m = √(N̂·ε/c) ≈ √(50 · 3e6 / 10): 15M cells
            "INPUT": points, "EXTENT": EXTENT, "EPSILON": 3e6, "REGISTER": str(register),
            "OUTPUT": str(tmp_path / "out.gpkg")}, feedback=log)
    assert not (tmp_path / "out.gpkg").exists()
    entries = Register(register).entries()
    assert [(e["status"], e["outputs"]) for e in entries] == [("released", [])]
    assert any("is spent although nothing was written" in e for e in log.errors)


def ldp_estimate(tmp_path, reports):
    """spatialdp:ldpestimate on a table of GRR ``reports`` (None: an empty row) of a 3×3 grid."""
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(tmp_path / "reports.gpkg"))
    table = ds.CreateLayer("reports", None, ogr.wkbNone)
    table.CreateField(ogr.FieldDefn("report", ogr.OFTInteger))
    for value in reports:
        row = ogr.Feature(table.GetLayerDefn())
        if value is not None:
            row.SetField("report", value)
        table.CreateFeature(row)
    ds = None
    log = Errors()
    processing.run("spatialdp:ldpestimate", {
        "INPUT": str(tmp_path / "reports.gpkg"), "REPORT_FIELD": "report", "EXTENT": EXTENT,
        "GRID_SIZE": 3, "EPSILON": 1.0, "OUTPUT": str(tmp_path / "grid.gpkg")}, feedback=log)
    return cells_of(tmp_path / "grid.gpkg")[1], log


def test_the_ldp_estimate_of_no_report_is_zero_everywhere(provider, tmp_path):
    counts, log = ldp_estimate(tmp_path, [])
    assert counts == [0.0] * 9 and "The table has no reports: every estimate is 0." in log.warnings


def test_the_ldp_estimate_leaves_empty_rows_out(provider, tmp_path):
    counts, log = ldp_estimate(tmp_path, [4, None])
    assert len(counts) == 9 and sum(counts) == pytest.approx(1.0)
    assert "1 row has an empty report or seed and is left out." in log.warnings


# --- the same in PostGIS, counted in the database ------------------------------------------------


@pytest.fixture(scope="module")
def cluster():
    started = cluster_or_skip()
    # three users inside, one point inside without a user id and one without a time, two outside
    x = [501_000.0, 502_000.0, 503_000.0, 504_000.0, 505_000.0, 520_000.0, 490_000.0]
    y = [4_001_000.0, 4_002_000.0, 4_003_000.0, 4_004_000.0, 4_005_000.0, 4_005_000.0, 3_990_000.0]
    load_points(started, "mixed", x, y, {"uid": ("text", ["a", "b", "c", None, "d", "e", "f"]),
                                         "t": ("float8", [1_700_000_000.0] * 4 + [None, 1_700_000_000.0,
                                                                                  1_700_000_000.0])})
    started.sql("CREATE TABLE nothing (id serial PRIMARY KEY, geom geometry(Point, 32633), uid text)")
    yield started
    started.stop()


def database_release(cluster, table, **params):
    layer = QgsVectorLayer(cluster.uri(table), table, "postgres")
    assert layer.isValid()
    log = Errors()
    result = processing.run("spatialdp:uniformgrid", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 500.0, "SEED": 3, "GRID_SIZE": 4,
        "OUTPUT": "TEMPORARY_OUTPUT", **params}, feedback=log)
    record = json.loads(result["LEDGER"])
    assert record["parameters"]["counted_in_database"] is True
    return [f["noisy_count"] for f in result["OUTPUT"].getFeatures()], log


def test_the_database_leaves_out_points_without_a_user_id(provider, cluster):
    counts, log = database_release(cluster, "mixed", USER_FIELD="uid", MAX_PER_USER=1)
    assert sum(counts) == 4  # a, b, c and d inside; the point without a user id left out (noise 0 at ε = 500)
    assert "1 point has no value in the user id field 'uid' and is left out." in log.warnings


def test_the_database_releases_noise_for_no_point_inside_and_for_an_empty_table(provider, cluster):
    counts, log = database_release(cluster, "mixed", EXTENT="0,1000,0,1000 [EPSG:32633]")
    assert len(counts) == 16 and noise_only(log)
    counts, log = database_release(cluster, "nothing")
    assert len(counts) == 16 and any("has no points" in w for w in log.warnings)


def test_the_database_leaves_out_points_without_a_time(provider, cluster):
    layer = QgsVectorLayer(cluster.uri("mixed"), "mixed", "postgres")
    log = Errors()
    result = processing.run("spatialdp:vdr", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 500.0, "SEED": 3, "OUTPUT": "TEMPORARY_OUTPUT",
        **FAMILIES["vdr"][0], "TIME_RANGE": "1699990000,1700010000", "SLICES": 1}, feedback=log)
    assert json.loads(result["LEDGER"])["parameters"]["counted_in_database"] is True
    assert "1 point has no time in 't' and is left out." in log.warnings
    # a, b and c: the point without a user id and the one without a time are left out
    assert sum(f["noisy_count"] for f in result["OUTPUT"].getFeatures()) == pytest.approx(3, abs=0.5)
