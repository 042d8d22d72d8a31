"""spatialdp:ahead and spatialdp:hdg through real Processing and real qgis_process (issue 12)."""

import json

import numpy as np
import pytest

import processing

from ..conftest import qgis_process_run
from .conftest import clustered_xy, memory_layer, point_features, write_points_gpkg
from .test_qgis_process import _read as read_release

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
CELL_FIELDS = ["cell_id", "level", "parent_id", "noisy_count", "density"]


def test_ahead_through_processing_follows_the_data(provider):
    x, y = clustered_xy(30_000, seed=3)
    layer = memory_layer(features=point_features(x, y))
    result = processing.run("spatialdp:ahead", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 2.0, "DEPTH": 6, "SEED": 4,
        "OUTPUT": "TEMPORARY_OUTPUT"})
    out = result["OUTPUT"]
    names = out.fields().names()
    assert names[:5] == CELL_FIELDS and "norm_sub" in names
    features = list(out.getFeatures())
    assert sum(f.geometry().area() for f in features) == pytest.approx(1e8)
    assert len({f["level"] for f in features}) > 1  # the leaves follow the data
    counts = np.array([f["noisy_count"] for f in features])
    assert counts.min() >= 0 and counts.sum() == pytest.approx(30_000)
    assert {f["norm_sub"] for f in features} == {1}
    record = json.loads(result["LEDGER"])
    assert record["mechanism"] == "AHEAD" and record["parameters"]["depth"] == 6
    steps = record["ledger"]["steps"]
    assert len(steps) == 6 and all(s["epsilon"] == pytest.approx(2.0) for s in steps)
    assert record["ledger"]["epsilon_spent"] == pytest.approx(2.0)
    assert not record["suitable_for_release"]  # seeded


def test_hdg_through_processing_releases_the_response_matrix(provider):
    x, y = clustered_xy(30_000, seed=5)
    layer = memory_layer(features=point_features(x, y))
    result = processing.run("spatialdp:hdg", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "GRID_SIZE": 4, "MARGINAL_SIZE": 16,
        "SEED": 6, "OUTPUT": "TEMPORARY_OUTPUT"})
    features = list(result["OUTPUT"].getFeatures())
    assert len(features) == 256  # the g1×g1 cells are the leaves
    assert sum(f.geometry().area() for f in features) == pytest.approx(1e8)
    counts = np.array([f["noisy_count"] for f in features])
    assert counts.min() >= 0 and counts.sum() == pytest.approx(30_000)
    record = json.loads(result["LEDGER"])
    assert (record["parameters"]["g1"], record["parameters"]["g2"]) == (16, 4)
    assert [s["epsilon"] for s in record["ledger"]["steps"]] == [1.0, 1.0, 1.0]


def test_hdg_sizes_that_do_not_nest_are_a_one_line_message(provider):
    x, y = clustered_xy(2_000, seed=7)
    layer = memory_layer(features=point_features(x, y))
    from qgis.core import QgsProcessingException

    with pytest.raises(QgsProcessingException, match="multiple"):
        processing.run("spatialdp:hdg", {
            "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "GRID_SIZE": 4, "MARGINAL_SIZE": 6,
            "OUTPUT": "TEMPORARY_OUTPUT"})


@pytest.mark.e2e
@pytest.mark.parametrize("algorithm,name", [("ahead", "AHEAD"), ("hdg", "HDG")])
def test_through_qgis_process_on_a_geopackage(tmp_path, algorithm, name):
    x, y = clustered_xy(20_000, seed=9)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    out = tmp_path / f"{algorithm}.gpkg"
    result = qgis_process_run(f"spatialdp:{algorithm}", tmp_path / "home", INPUT=points,
                              EXTENT=EXTENT, EPSILON=1, OUTPUT=out)
    counts, record, styled, names, epsg = read_release(out)
    assert names[:5] == CELL_FIELDS and epsg == "32633" and styled
    assert record["mechanism"] == name and record["suitable_for_release"]  # secure, public extent
    assert len(counts) > 4 and counts.min() >= 0 and counts.sum() == pytest.approx(20_000)
    assert json.loads(result["results"]["LEDGER"])["ledger"]["epsilon_spent"] == 1
