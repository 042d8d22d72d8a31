"""spatialdp:odflows end to end through qgis_process on a synthetic commuting city (issue 27)."""

import json
import sqlite3

import numpy as np
import pytest
from osgeo import ogr

from ..conftest import qgis_process_run
from .test_processing_integration import total_of_counts

pytestmark = pytest.mark.e2e
M = 5


def city(tmp_path, n=8000):
    import synthetic

    trips = synthetic.commuting_trips(n, np.random.default_rng(4))
    return trips, synthetic.write_trips_gpkg(tmp_path / "trips.gpkg", *trips), synthetic.extent_string()


def features(path):
    ds = ogr.Open(str(path))
    layer = ds.GetLayer(0)
    rows = [(f.items(), f.GetGeometryRef().Clone() if f.GetGeometryRef() else None) for f in layer]
    return rows


@pytest.mark.e2e
def test_flows_zones_and_table_from_a_line_layer(tmp_path):
    """Lines in; Z² flows between zone centroids, Z zones whose totals are the flows' sums
    (consistent), the long table, the ledger adding up to ε, and the default style in the file."""
    _, trips, extent = city(tmp_path)
    result = qgis_process_run(
        "spatialdp:odflows", tmp_path / "home", INPUT=trips, EXTENT=extent, EPSILON=1, GRID_SIZE=M,
        USER_FIELD="user_id", MAX_PER_USER=4, SEED=1, OUTPUT=tmp_path / "flows.gpkg",
        ZONES=tmp_path / "zones.gpkg", MATRIX=tmp_path / "matrix.csv")["results"]
    record = json.loads(result["LEDGER"])
    assert record["mechanism"] == "ODflows" and record["ledger"]["epsilon_spent"] == pytest.approx(1.0)
    assert {s["step"] for s in record["ledger"]["steps"]} == {"OD matrix", "outgoing totals", "incoming totals"}
    flows = features(tmp_path / "flows.gpkg")
    zones = features(tmp_path / "zones.gpkg")
    assert len(flows) == M**4 and len(zones) == M * M
    attrs = [a for a, _ in flows]
    assert {"origin", "destination", "noisy_count", "noise_sd", "moe90", "direction"} <= set(attrs[0])
    matrix = np.zeros((M * M, M * M))
    for a in attrs:
        matrix[a["origin"], a["destination"]] = a["noisy_count"]
    by_id = {a["cell_id"]: a for a, _ in zones}
    assert np.allclose(matrix.sum(axis=1), [by_id[i]["noisy_count"] for i in range(M * M)])
    assert np.allclose(matrix.sum(axis=0), [by_id[i]["incoming"] for i in range(M * M)])
    # a flow's line runs from its origin zone's centroid to its destination's
    a, line = next((a, g) for a, g in flows if a["origin"] != a["destination"])
    zone = {i: g for (attr, g) in zones for i in [attr["cell_id"]]}
    start, end = line.GetPoint_2D(0), line.GetPoint_2D(line.GetPointCount() - 1)
    assert np.allclose(start, zone[a["origin"]].Centroid().GetPoint_2D())
    assert np.allclose(end, zone[a["destination"]].Centroid().GetPoint_2D())
    with open(tmp_path / "matrix.csv") as f:
        assert sum(1 for _ in f) == M**4 + 1
    with sqlite3.connect(tmp_path / "flows.gpkg") as db:
        (qml,) = db.execute("SELECT styleQML FROM layer_styles").fetchone()
    assert "MarkerLine" in qml and "scale_linear" in qml


@pytest.mark.e2e
def test_origin_points_with_destination_fields_and_a_threshold(tmp_path):
    """Points with DEST_X/DEST_Y give the same kind of release; a publication threshold keeps only
    flows at or above it; a point layer without the fields is refused in one line."""
    import synthetic

    (ox, oy, dx, dy, user), _, extent = city(tmp_path, 4000)
    points = synthetic.write_points_gpkg(tmp_path / "origins.gpkg", ox, oy, user)
    ds = ogr.Open(str(points), 1)
    layer = ds.GetLayer(0)
    for name in ("dest_x", "dest_y"):
        layer.CreateField(ogr.FieldDefn(name, ogr.OFTReal))
    layer.StartTransaction()
    for i, f in enumerate(layer):
        f.SetField("dest_x", float(dx[f.GetFID() - 1]))
        f.SetField("dest_y", float(dy[f.GetFID() - 1]))
        layer.SetFeature(f)
    layer.CommitTransaction()
    ds = None
    qgis_process_run("spatialdp:odflows", tmp_path / "home", INPUT=points, DEST_X="dest_x", DEST_Y="dest_y",
                     EXTENT=extent, EPSILON=2, GRID_SIZE=M, THRESHOLD=20, SEED=2,
                     OUTPUT=tmp_path / "flows.gpkg", ZONES=tmp_path / "zones.gpkg")
    counts = [a["noisy_count"] for a, _ in features(tmp_path / "flows.gpkg")]
    assert counts and min(counts) >= 20 and len(counts) < M**4
    with pytest.raises(RuntimeError, match="destination X and Y fields"):
        qgis_process_run("spatialdp:odflows", tmp_path / "home", INPUT=points, EXTENT=extent, EPSILON=1,
                         GRID_SIZE=M, OUTPUT=tmp_path / "none.gpkg", ZONES=tmp_path / "none_z.gpkg")
    assert not (tmp_path / "none.gpkg").exists()


@pytest.mark.e2e
def test_many_zones_take_the_sparse_path(tmp_path):
    """100×100 zones are 10⁸ pairs: the sparse path publishes only pairs at or above the
    threshold, without building the matrix."""
    _, trips, extent = city(tmp_path, 4000)
    result = qgis_process_run(
        "spatialdp:odflows", tmp_path / "home", INPUT=trips, EXTENT=extent, EPSILON=1, GRID_SIZE=100,
        SEED=3, OUTPUT=tmp_path / "flows.gpkg", ZONES=tmp_path / "zones.gpkg")["results"]
    record = json.loads(result["LEDGER"])
    assert record["parameters"]["sparse"] is True and record["parameters"]["pairs"] == 10**8
    theta = record["parameters"]["threshold"]
    counts = [a["noisy_count"] for a, _ in features(tmp_path / "flows.gpkg")]
    assert all(c >= theta for c in counts) and len(counts) < 2 * 100 * 100  # noise alone: ≤ ~Z pairs


def test_odflows_runs_inside_a_model(provider):
    """The model builder's use: odflows on a memory layer of lines, then native:aggregate sums the
    flows — about the number of trips (the noise of 100 pairs is small against 3,000)."""
    import processing
    from qgis.core import (QgsFeature, QgsGeometry, QgsPointXY, QgsProcessingModelAlgorithm,
                           QgsProcessingModelChildAlgorithm, QgsProcessingModelChildParameterSource as Source,
                           QgsProcessingModelOutput, QgsProcessingModelParameter,
                           QgsProcessingParameterFeatureSource, QgsVectorLayer)

    rng = np.random.default_rng(8)
    layer = QgsVectorLayer("LineString?crs=EPSG:32633", "trips", "memory")
    ends = 500_000 + rng.random((3000, 4)) * 10_000
    ends[:, 1::2] += 3_500_000
    lines = []
    for ox, oy, dx, dy in ends:
        feature = QgsFeature()
        feature.setGeometry(QgsGeometry.fromPolylineXY([QgsPointXY(ox, oy), QgsPointXY(dx, dy)]))
        lines.append(feature)
    layer.dataProvider().addFeatures(lines)
    model = QgsProcessingModelAlgorithm("private flows", "tests")
    model.addModelParameter(QgsProcessingParameterFeatureSource("trips", "trips"), QgsProcessingModelParameter("trips"))
    child = QgsProcessingModelChildAlgorithm("spatialdp:odflows")
    child.setChildId("release")
    child.addParameterSources("INPUT", [Source.fromModelParameter("trips")])
    values = {"EXTENT": "500000,510000,4000000,4010000 [EPSG:32633]", "EPSILON": 1.0, "GRID_SIZE": 3,
              "MARGINAL_SHARE": 0.0, "SEED": 4}
    for definition in provider.algorithm("odflows").parameterDefinitions():
        if definition.name() not in values and definition.defaultValue() is not None:
            values[definition.name()] = definition.defaultValue()
    for name, value in values.items():
        child.addParameterSources(name, [Source.fromStaticValue(value)])
    for name in ("OUTPUT", "ZONES"):
        out = QgsProcessingModelOutput(name.lower())
        out.setChildOutputName(name)
        child.setModelOutputs({**child.modelOutputs(), name.lower(): out})
    model.addChildAlgorithm(child)
    model.addChildAlgorithm(total_of_counts("release"))
    ok, errors = model.validate()
    assert ok, errors
    result = processing.run(model, {"trips": layer, "release:output": "TEMPORARY_OUTPUT",
                                    "release:zones": "TEMPORARY_OUTPUT", "total:total": "TEMPORARY_OUTPUT"})
    from qgis.core import QgsProcessingContext
    found = result["total:total"]
    feature = next((QgsProcessingContext().getMapLayer(found) if isinstance(found, str) else found).getFeatures())
    assert abs(feature["total"] - 3000) < 150
