"""UG and AG through real QGIS Processing (processing.run on layers built here)."""

import json

import numpy as np
import pytest
from qgis.core import (
    QgsFeature,
    QgsGeometry,
    QgsProcessingException,
    QgsProcessingFeatureSourceDefinition,
    QgsVectorLayer,
    QgsWkbTypes,
)

import processing

from .conftest import memory_layer, point_features
from .test_user_errors import Recorder

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
FIELDS = ["cell_id", "level", "parent_id", "noisy_count", "density", "noise_sd", "moe90"]


def run(alg, layer, **params):
    params = {"INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1,
              "OUTPUT": "TEMPORARY_OUTPUT", **params}
    return processing.run(f"spatialdp:{alg}", params)


def test_provider_lists_algorithms(provider):
    ids = {a.id() for a in provider.algorithms()}
    assert {"spatialdp:uniformgrid", "spatialdp:adaptivegrid"} <= ids
    for a in provider.algorithms():
        assert a.shortHelpString() and "ε" in a.shortHelpString()


def test_uniform_grid_output(provider, points_layer):
    result = run("uniformgrid", points_layer, GRID_SIZE=10)
    out = result["OUTPUT"]
    assert out.featureCount() == 100
    assert out.fields().names() == FIELDS
    assert out.crs().authid() == "EPSG:32633"
    assert QgsWkbTypes.geometryType(out.wkbType()) == QgsWkbTypes.GeometryType.PolygonGeometry
    counts = np.array([f["noisy_count"] for f in out.getFeatures()])
    assert abs(counts.sum() - 3000) < 100
    f = next(out.getFeatures())
    assert f.geometry().area() == pytest.approx(1000 * 1000)
    assert f["density"] == pytest.approx(f["noisy_count"] / 1.0)  # per km², 1 km² cells
    record = json.loads(result["LEDGER"])
    assert record["mechanism"] == "UG" and record["ledger"]["epsilon_spent"] == pytest.approx(1.0)
    assert record["randomness"] == "seed 1" and not record["suitable_for_release"]
    # style and metadata on the output layer
    assert out.renderer().type() == "RuleRenderer"
    assert "ε = 1" in out.metadata().abstract()
    # the input is never modified
    assert points_layer.featureCount() == 3000


def test_seeded_runs_repeat(provider, points_layer):
    a = [f["noisy_count"] for f in run("uniformgrid", points_layer, GRID_SIZE=8)["OUTPUT"].getFeatures()]
    b = [f["noisy_count"] for f in run("uniformgrid", points_layer, GRID_SIZE=8)["OUTPUT"].getFeatures()]
    assert a == b


def test_adaptive_grid_with_level1_output(provider, points_layer):
    result = run("adaptivegrid", points_layer, LEVEL1_OUTPUT="TEMPORARY_OUTPUT", N_PUBLIC=3000)
    leaves, level1 = result["OUTPUT"], result["LEVEL1_OUTPUT"]
    assert level1.featureCount() == 100  # m1 = max(10, …)
    parents = {f["cell_id"]: f["noisy_count"] for f in level1.getFeatures()}
    sums = {}
    for f in leaves.getFeatures():
        assert f["level"] == 2
        sums[f["parent_id"]] = sums.get(f["parent_id"], 0) + f["noisy_count"]
    assert set(sums) == set(parents)
    assert all(abs(sums[k] - parents[k]) < 1e-6 for k in parents)
    steps = json.loads(result["LEDGER"])["ledger"]["steps"]
    assert [s["step"] for s in steps] == ["level 1 counts", "level 2 counts"]


def test_user_field_bounds_contributions(provider, points_layer):
    result = run("uniformgrid", points_layer, GRID_SIZE=5, USER_FIELD="uid", MAX_PER_USER=2)
    record = json.loads(result["LEDGER"])
    assert record["parameters"]["sensitivity"] == 2 and record["parameters"]["user_field"] == "uid"
    assert "user" in record["ledger"]["unit_of_privacy"]
    total = sum(f["noisy_count"] for f in result["OUTPUT"].getFeatures())
    assert abs(total - 1200) < 150  # 600 users × 2 points


def test_selected_features_only(provider, points_layer):
    points_layer.selectByIds(list(range(1, 501)))
    source = QgsProcessingFeatureSourceDefinition(points_layer.id(), selectedFeaturesOnly=True)
    from qgis.core import QgsProject

    QgsProject.instance().addMapLayer(points_layer)
    try:
        result = run("uniformgrid", source, GRID_SIZE=4)
        total = sum(f["noisy_count"] for f in result["OUTPUT"].getFeatures())
        assert abs(total - 500) < 60
    finally:
        QgsProject.instance().removeMapLayer(points_layer.id())


def test_empty_extent_is_data_derived(provider, points_layer):
    result = processing.run("spatialdp:uniformgrid", {
        "INPUT": points_layer, "EPSILON": 1.0, "GRID_SIZE": 4, "OUTPUT": "TEMPORARY_OUTPUT"})
    record = json.loads(result["LEDGER"])
    assert record["domain"]["data_derived"]
    assert record["randomness"].startswith("secure")
    assert "not private" in result["OUTPUT"].metadata().abstract()


def test_multipoints_and_null_geometries(provider):
    layer = memory_layer("MultiPoint", fields="uid:string")
    features = []
    for wkt in ["MultiPoint((500100 4000100),(500200 4000200))", None, "MultiPoint((509000 4009000))"]:
        f = QgsFeature()
        if wkt:
            f.setGeometry(QgsGeometry.fromWkt(wkt))
        f.setAttributes(["a"])
        features.append(f)
    layer.dataProvider().addFeatures(features)
    result = run("uniformgrid", layer, GRID_SIZE=1, EPSILON=50.0)
    assert abs(next(result["OUTPUT"].getFeatures())["noisy_count"] - 3) <= 2


@pytest.mark.parametrize("case,message", [
    ("lines", "point layer"),
    ("epsilon", "greater than 0"),
    ("huge", "smaller grid"),
    ("zero_extent", "zero area"),
    ("no_crs", "coordinate reference system"),
])  # an empty layer and points all outside the extent release (test_release_regardless.py)
def test_bad_input_gets_a_clear_message(provider, points_layer, case, message):
    layer, params = points_layer, {"GRID_SIZE": 4}
    if case == "lines":
        layer = QgsVectorLayer("LineString?crs=EPSG:32633", "lines", "memory")
        f = QgsFeature()
        f.setGeometry(QgsGeometry.fromWkt("LineString(500000 4000000, 500100 4000100)"))
        layer.dataProvider().addFeatures([f])
    elif case == "epsilon":
        params["EPSILON"] = 0.0
    elif case == "huge":
        params["GRID_SIZE"] = 100_000
    elif case == "zero_extent":
        params["EXTENT"] = "500000,500000,4000000,4010000 [EPSG:32633]"
    elif case == "no_crs":
        layer = memory_layer(crs=None, features=point_features([500100.0], [4000100.0]))
    before = layer.featureCount()
    with pytest.raises(QgsProcessingException, match=message):
        run("uniformgrid", layer, **params)
    assert layer.featureCount() == before


def test_geographic_crs_warns_but_runs(provider):
    layer = memory_layer(crs="EPSG:4326", features=point_features([10.0, 10.5, 11.0], [50.0, 50.2, 50.9]))
    result = run("uniformgrid", layer, EXTENT="10,11,50,51 [EPSG:4326]", GRID_SIZE=2)
    assert result["OUTPUT"].featureCount() == 4


def test_direct_geopackage_equals_sink_output(provider, points_layer, tmp_path):
    from qgis.core import QgsFeatureSource

    path = str(tmp_path / "ag.gpkg")
    kwargs = dict(N_PUBLIC=3000, LEVEL1_OUTPUT="TEMPORARY_OUTPUT")
    direct = run("adaptivegrid", points_layer, **{**kwargs, "OUTPUT": path})
    memory = run("adaptivegrid", points_layer, **kwargs)["OUTPUT"]
    written = QgsVectorLayer(direct["OUTPUT"], "ag", "ogr")
    assert written.isValid() and written.featureCount() == memory.featureCount()
    assert written.hasSpatialIndex() == QgsFeatureSource.SpatialIndexPresence.SpatialIndexPresent
    assert written.extent() == memory.extent()
    assert written.crs() == memory.crs()
    names = FIELDS
    assert written.fields().names()[1:] == names  # after the GeoPackage's fid
    for a, b in zip(written.getFeatures(), memory.getFeatures()):
        assert a.geometry().asWkt() == b.geometry().asWkt()
        assert [a[n] for n in names] == [b[n] for n in names]
    # the written file carries its style and release record
    from spatialdp.spatialdp_qgis.output import read_record

    assert read_record(written)["mechanism"] == "AG"
    assert written.renderer().type() == "RuleRenderer"  # default style from layer_styles


def test_style_classes_span_the_released_density(provider, points_layer):
    """The classes run from "0 or less" (or the smallest density rounded down) to the largest
    density rounded up; their bounds are rounded quantiles (tests/qgis/test_legends.py checks
    each feature against its class)."""
    out = run("uniformgrid", points_layer, GRID_SIZE=12)["OUTPUT"]
    density = np.array([f["density"] for f in out.getFeatures()])
    labels = [rule.label() for rule in out.renderer().rootRule().children()[:-1]]
    assert 2 <= len(labels) <= 8 and all(label.endswith(" per km²") for label in labels)
    assert labels[0].startswith("0 or less") == (density.min() <= 0)
    top = float(labels[-1].split(" – ")[1].split(" per ")[0].replace(",", ""))
    assert density.max() <= top < density.max() * 1.1


def test_extent_taken_from_a_layer_is_data_derived(provider, points_layer):
    from qgis.core import QgsProject, QgsReferencedRectangle, QgsRectangle
    from spatialdp.spatialdp_qgis.algorithms.base import is_literal_extent

    assert is_literal_extent(EXTENT) and is_literal_extent("-1.5e3,2,3,4")
    assert is_literal_extent(QgsReferencedRectangle(QgsRectangle(0, 0, 1, 1), points_layer.crs()))
    assert not is_literal_extent(points_layer.id()) and not is_literal_extent(points_layer)
    QgsProject.instance().addMapLayer(points_layer)
    try:
        result = run("uniformgrid", points_layer, EXTENT=points_layer.id(), GRID_SIZE=4)
    finally:
        QgsProject.instance().removeMapLayer(points_layer.id())
    record = json.loads(result["LEDGER"])
    assert record["domain"]["data_derived"] and not record["suitable_for_release"]


def test_null_user_ids_are_left_out_on_every_reader(provider):
    """Not refused (the release would depend on the data): the point without a user id is left
    out, as if it were not in the layer (issue 23.1)."""
    features = point_features([500_100.0, 500_200.0], [4_000_100.0, 4_000_200.0], users=["a", "b"])
    features[1].setAttributes([None])  # stored as QGIS NULL
    feedback = Recorder()
    result = processing.run("spatialdp:uniformgrid", {
        "INPUT": memory_layer(features=features), "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1,
        "GRID_SIZE": 2, "USER_FIELD": "uid", "MAX_PER_USER": 1, "OUTPUT": "TEMPORARY_OUTPUT"}, feedback=feedback)
    alone = run("uniformgrid", memory_layer(features=features[:1]), GRID_SIZE=2, USER_FIELD="uid", MAX_PER_USER=1)
    counts = [[f["noisy_count"] for f in r["OUTPUT"].getFeatures()] for r in (result, alone)]
    assert counts[0] == counts[1]
    assert "1 point has no value in the user id field 'uid' and is left out." in feedback.warnings
