"""Hexagonal UG through real QGIS Processing and qgis_process, and evaluated (issue 11, docs/hexagons.md)."""

import csv
import json
import math

import numpy as np
import pytest
from qgis.core import QgsGeometry, QgsRectangle, QgsVectorLayer, QgsWkbTypes

import processing

from spatialdp.core import Domain
from spatialdp.core.hexagons import FLAT, POINTY, HexGrid

from ..conftest import qgis_process_run
from .conftest import clustered_xy, memory_layer, point_features, write_points_gpkg
from .test_postgis import database  # noqa: F401 (the throw-away PostGIS cluster fixture)

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
DOMAIN = Domain(500_000.0, 4_000_000.0, 510_000.0, 4_010_000.0)
SHAPE_INDEX = {FLAT: 1, POINTY: 2}  # the CELL_SHAPE enum: squares, flat-topped, pointy-topped


def run_ug(layer, shape, output="TEMPORARY_OUTPUT", **params):
    return processing.run("spatialdp:uniformgrid", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1, "GRID_SIZE": 12,
        "CELL_SHAPE": SHAPE_INDEX[shape], "OUTPUT": output, **params})


@pytest.mark.parametrize("shape", [FLAT, POINTY])
@pytest.mark.parametrize("destination", ["memory", "gpkg"])
def test_hexagonal_ug_writes_hexagons_that_tile_the_extent(provider, points_layer, tmp_path, shape,
                                                           destination):
    output = "TEMPORARY_OUTPUT" if destination == "memory" else str(tmp_path / f"hex_{shape}.gpkg")
    result = run_ug(points_layer, shape, output)
    out = result["OUTPUT"]
    if isinstance(out, str):
        out = QgsVectorLayer(out, "hexagons", "ogr")
    grid = HexGrid.like_square_grid(DOMAIN, 12, shape)
    assert out.featureCount() == grid.n_cells > 144
    assert QgsWkbTypes.geometryType(out.wkbType()) == QgsWkbTypes.GeometryType.PolygonGeometry
    features = list(out.getFeatures())
    areas = np.array([f.geometry().area() for f in features])
    assert math.isclose(areas.sum(), DOMAIN.area, rel_tol=1e-9)
    # whole hexagons have six vertices and the area of a 12×12 grid's cell; none overlap
    whole = np.isclose(areas, DOMAIN.area / 144, rtol=1e-9)
    assert whole.sum() > 100
    ring = features[int(np.argmax(whole))].geometry().constGet().exteriorRing()
    assert ring.numPoints() == 7  # six vertices and the closing one
    union = QgsGeometry.unaryUnion([f.geometry() for f in features])
    assert math.isclose(union.area(), DOMAIN.area, rel_tol=1e-9)
    # density = count / clipped area, per km²
    for f in features[:20]:
        assert f["density"] == pytest.approx(f["noisy_count"] / (f.geometry().area() / 1e6))
    record = json.loads(result["LEDGER"])
    assert record["parameters"]["cell_shape"] == shape and record["cells"] == grid.n_cells
    # the same default style and record as the square grid
    assert out.renderer().type() == "RuleRenderer"
    assert all('"density"' in rule.filterExpression() for rule in out.renderer().rootRule().children()[:-1])
    assert "ε = 1" in out.metadata().abstract()


def test_hexagon_counts_are_the_points_in_each_hexagon_plus_noise(provider):
    """At ε = 60 the noise is 0 (P[≠ 0] < 2e-26 per cell): each feature's count is the number of
    points inside its polygon, counted by GEOS, so each point is in exactly one hexagon."""
    x, y = clustered_xy(2_000, seed=4)
    layer = memory_layer(features=point_features(x, y))
    out = run_ug(layer, POINTY, EPSILON=60.0)["OUTPUT"]
    total = 0
    for f in out.getFeatures():
        box = f.geometry().boundingBox()
        near = (x >= box.xMinimum()) & (x <= box.xMaximum()) & (y >= box.yMinimum()) & (y <= box.yMaximum())
        inside = sum(f.geometry().contains(QgsGeometry.fromWkt(f"POINT ({a} {b})")) for a, b in
                     zip(x[near], y[near]))
        assert f["noisy_count"] >= inside  # points on an edge are in one of the two, not both
        total += f["noisy_count"]
    assert total == 2_000


def test_range_answers_equal_geos_intersections(provider, points_layer):
    """The polygon cells read back from the layer answer queries as GEOS's intersection areas."""
    from spatialdp.spatialdp_qgis.synopsis_layer import LayerSnapshot

    out = run_ug(points_layer, FLAT)["OUTPUT"]
    grid = LayerSnapshot(out).read()
    assert grid.polygons is not None and len(grid.polygons) == out.featureCount()
    rng = np.random.default_rng(2)
    x0, y0 = rng.uniform(500_000, 509_000, 8), rng.uniform(4_000_000, 4_009_000, 8)
    queries = np.column_stack([x0, y0, x0 + rng.uniform(100, 4000, 8), y0 + rng.uniform(100, 4000, 8)])
    expected = np.zeros(len(queries))
    for f in out.getFeatures():
        g = f.geometry()
        for j, q in enumerate(queries):
            piece = g.intersection(QgsGeometry.fromRect(QgsRectangle(*q)))
            expected[j] += f["noisy_count"] * piece.area() / g.area()
    np.testing.assert_allclose(grid.polygons.answer(queries, grid.counts), expected, rtol=1e-9, atol=1e-6)


def test_evaluate_runs_on_a_hexagon_release(provider, points_layer):
    square = run_ug(points_layer, FLAT, CELL_SHAPE=0)["OUTPUT"]
    hexagons = run_ug(points_layer, FLAT)["OUTPUT"]
    square.setName("squares")
    hexagons.setName("hexagons")
    result = processing.run("spatialdp:evaluate", {
        "INPUT": points_layer, "SYNOPSES": [square, hexagons], "WORKLOAD": 0, "QUERIES": 40, "SEED": 1,
        "W2_GRID": 16, "OUTPUT": "TEMPORARY_OUTPUT"})
    rows = [f.attributes() for f in result["OUTPUT"].getFeatures()]
    names = result["OUTPUT"].fields().names()
    rows = [dict(zip(names, r)) for r in rows]
    by = {(r["synopsis"], r["size"], r["metric"]): r for r in rows}
    # hexagons of the squares' area answer with errors of the same size (clustered points, 12×12)
    for size in ("q1", "q3", "q6"):
        hexagon, square = (by[(name, size, "relative")]["mean"] for name in ("hexagons (UG)", "squares (UG)"))
        assert 0 < hexagon < 2 * square + 0.05, (size, hexagon, square)
    assert by[("hexagons (UG)", "q6", "relative")]["queries"] == 40
    assert any(r["synopsis"] == "hexagons (UG)" and r["metric"] == "w2" for r in rows)


@pytest.mark.e2e
def test_hexagonal_ug_through_qgis_process_and_evaluate(tmp_path):
    x, y = clustered_xy(20_000, seed=6)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    home = tmp_path / "home"
    grid = tmp_path / "hexagons.gpkg"
    result = qgis_process_run("spatialdp:uniformgrid", home, INPUT=points, EXTENT=EXTENT, EPSILON=1,
                              CELL_SHAPE=2, SEED=2, OUTPUT=grid)
    record = json.loads(result["results"]["LEDGER"])
    assert record["parameters"]["cell_shape"] == POINTY
    layer = QgsVectorLayer(str(grid), "hexagons", "ogr")
    assert layer.featureCount() == record["cells"] == HexGrid.like_square_grid(
        DOMAIN, record["parameters"]["grid_size"], POINTY).n_cells
    table = tmp_path / "errors.csv"
    qgis_process_run("spatialdp:evaluate", home, INPUT=points, SYNOPSES=grid, WORKLOAD=1, QUERIES=50,
                     SEED=1, OUTPUT=table)
    with open(table, newline="") as f:
        rows = list(csv.DictReader(f))
    aqe = [float(r["mean"]) for r in rows if r["metric"] == "aqe"]
    assert len(aqe) == 10 and all(np.isfinite(aqe)) and max(aqe) < 1


def test_ldp_ug_on_hexagons_in_processing(provider, points_layer):
    result = processing.run("spatialdp:ldpuniformgrid", {
        "INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 2.0, "SEED": 1, "GRID_SIZE": 5,
        "CELL_SHAPE": SHAPE_INDEX[FLAT], "OUTPUT": "TEMPORARY_OUTPUT"})
    out = result["OUTPUT"]
    assert out.featureCount() == HexGrid.like_square_grid(DOMAIN, 5, FLAT).n_cells
    areas = np.array([f.geometry().area() for f in out.getFeatures()])
    assert math.isclose(areas.sum(), DOMAIN.area, rel_tol=1e-9)
    assert json.loads(result["LEDGER"])["parameters"]["cell_shape"] == FLAT


def test_hexagons_on_postgis_read_the_points_and_say_so(provider, database):
    """SQL bins squares only (issue 14's push-down): hexagons fall back to reading the points,
    with the reason in the log, and give the same release as the GeoPackage of the same points."""
    from .test_postgis import file_layer, pg_layer, release

    cluster, gpkg = database
    in_db, record, log = release("uniformgrid", pg_layer(cluster), GRID_SIZE=8, CELL_SHAPE=1)
    in_file, file_record, _ = release("uniformgrid", file_layer(gpkg), GRID_SIZE=8, CELL_SHAPE=1)
    assert any("Not counted in the database (hexagonal cells need the points themselves)" in line
               for line in log), log
    assert record["parameters"]["cell_shape"] == FLAT and not record["parameters"]["counted_in_database"]
    assert in_db == in_file and len(in_db) == HexGrid.like_square_grid(DOMAIN, 8, FLAT).n_cells
