"""LDP-UG, PrivAG, AAG and the report estimator through real QGIS Processing."""

import json

import numpy as np
import pytest
from osgeo import ogr
from qgis.core import QgsProcessingException, QgsVectorLayer

import processing
from spatialdp.core import Domain, ldp_estimate_grid, ldp_grid_reports

from .conftest import clustered_xy, memory_layer, point_features

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
FIELDS = ["cell_id", "level", "parent_id", "noisy_count", "density", "noise_sd", "moe90", "norm_sub"]


@pytest.fixture(scope="module")
def many_points():
    x, y = clustered_xy(20_000, seed=11)
    return memory_layer(features=point_features(x, y))


@pytest.mark.parametrize("alg,levels", [("ldpuniformgrid", {1}), ("privag", {2}), ("aag", {2})])
def test_local_grid_outputs(provider, many_points, alg, levels):
    result = processing.run(f"spatialdp:{alg}", {
        "INPUT": many_points, "EXTENT": EXTENT, "EPSILON": 3.0, "SEED": 5, "OUTPUT": "TEMPORARY_OUTPUT"})
    out = result["OUTPUT"]
    assert out.fields().names() == FIELDS
    feats = list(out.getFeatures())
    assert {f["level"] for f in feats} == levels
    assert abs(sum(f["noisy_count"] for f in feats) - 20_000) < 3_000
    assert {f["norm_sub"] for f in feats} == {1}  # Norm-Sub on by default (issue 12)
    record = json.loads(result["LEDGER"])
    ledger = record["ledger"]
    assert ledger["model"] == "local" and ledger["epsilon_spent"] == pytest.approx(3.0)
    assert all(s["parallel_group"] == "users" for s in ledger["steps"])
    # the leaves tile the extent
    assert sum(f.geometry().area() for f in feats) == pytest.approx(1e8)


def test_norm_sub_makes_estimates_non_negative(provider, many_points):
    out = processing.run("spatialdp:ldpuniformgrid", {
        "INPUT": many_points, "EXTENT": EXTENT, "EPSILON": 1.0, "GRID_SIZE": 30, "NORM_SUB": True,
        "SEED": 2, "OUTPUT": "TEMPORARY_OUTPUT"})["OUTPUT"]
    counts = [f["noisy_count"] for f in out.getFeatures()]
    assert min(counts) >= 0 and {f["norm_sub"] for f in out.getFeatures()} == {1}


@pytest.mark.parametrize("oracle", ["GRR", "OLH"])
def test_estimate_from_report_table_equals_core(provider, tmp_path, oracle):
    x, y = clustered_xy(5_000, seed=3)
    domain = Domain(500_000, 4_000_000, 510_000, 4_010_000)
    reports, _ = ldp_grid_reports(x, y, domain, 8, 2.0, np.random.default_rng(1), oracle=oracle)
    path = tmp_path / f"reports_{oracle}.gpkg"
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    table = ds.CreateLayer("reports", None, ogr.wkbNone)
    table.CreateField(ogr.FieldDefn("report", ogr.OFTInteger64))
    table.CreateField(ogr.FieldDefn("seed", ogr.OFTInteger64))
    table.StartTransaction()
    for i, r in enumerate(reports.report):
        f = ogr.Feature(table.GetLayerDefn())
        f.SetField("report", int(r))
        if reports.seed is not None:
            f.SetField("seed", int(reports.seed[i]))
        table.CreateFeature(f)
    table.CommitTransaction()
    ds = None
    layer = QgsVectorLayer(str(path), "reports", "ogr")
    params = {"INPUT": layer, "REPORT_FIELD": "report", "EXTENT": EXTENT, "GRID_SIZE": 8,
              "EPSILON": 2.0, "OUTPUT": "TEMPORARY_OUTPUT"}
    if oracle == "OLH":
        params["SEED_FIELD"] = "seed"
    result = processing.run("spatialdp:ldpestimate", params)
    got = np.array([f["noisy_count"] for f in result["OUTPUT"].getFeatures()])
    expected = ldp_estimate_grid(reports.report, reports.seed, domain, 8, 2.0).counts
    assert np.allclose(got, expected)
    assert result["OUTPUT"].crs().authid() == "EPSG:32633"
    record = json.loads(result["LEDGER"])
    assert record["ledger"]["model"] == "local" and record["randomness"].startswith("none on the server")


def test_estimate_refuses_decimal_seed_fields(provider):
    layer = QgsVectorLayer("None?field=report:integer&field=seed:double", "reports", "memory")
    from qgis.core import QgsFeature

    f = QgsFeature(layer.fields())
    f.setAttributes([1, 2.0 ** 60])
    layer.dataProvider().addFeatures([f])
    with pytest.raises(QgsProcessingException, match="integer fields"):
        processing.run("spatialdp:ldpestimate", {
            "INPUT": layer, "REPORT_FIELD": "report", "SEED_FIELD": "seed", "EXTENT": EXTENT,
            "GRID_SIZE": 4, "EPSILON": 1.0, "OUTPUT": "TEMPORARY_OUTPUT"})


def test_local_algorithms_reject_bad_epsilon(provider, many_points):
    with pytest.raises(QgsProcessingException, match="greater than 0"):
        processing.run("spatialdp:aag", {"INPUT": many_points, "EXTENT": EXTENT, "EPSILON": 0,
                                         "OUTPUT": "TEMPORARY_OUTPUT"})


def test_estimate_flags_an_extent_taken_from_a_layer(provider, many_points):
    from qgis.core import QgsFeature, QgsProject

    table = QgsVectorLayer("None?field=report:integer", "reports", "memory")
    f = QgsFeature(table.fields())
    f.setAttributes([0])
    table.dataProvider().addFeatures([f])
    QgsProject.instance().addMapLayer(many_points, False)
    try:
        result = processing.run("spatialdp:ldpestimate", {
            "INPUT": table, "REPORT_FIELD": "report", "EXTENT": many_points.id(), "GRID_SIZE": 2,
            "EPSILON": 1.0, "OUTPUT": "TEMPORARY_OUTPUT"})
    finally:
        QgsProject.instance().takeMapLayer(many_points)
    assert json.loads(result["LEDGER"])["domain"]["data_derived"]
