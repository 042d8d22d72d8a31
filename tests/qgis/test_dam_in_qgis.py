"""DAM through real QGIS Processing."""

import json

import numpy as np
import pytest

import processing

from .conftest import clustered_xy, memory_layer, point_features

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


@pytest.mark.parametrize("variant", [0, 1, 2])
def test_dam_output_and_record(provider, variant):
    x, y = clustered_xy(5_000, seed=21)
    layer = memory_layer(features=point_features(x, y))
    result = processing.run("spatialdp:dam", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 2.0, "GRID_SIZE": 16, "VARIANT": variant,
        "SEED": 3, "OUTPUT": "TEMPORARY_OUTPUT"})
    out = result["OUTPUT"]
    counts = np.array([f["noisy_count"] for f in out.getFeatures()])
    assert out.featureCount() == 256 and counts.min() >= 0
    assert counts.sum() == pytest.approx(5_000, rel=1e-6)
    record = json.loads(result["LEDGER"])
    params = record["parameters"]
    assert record["mechanism"] == "DAM" and record["ledger"]["model"] == "local"
    assert params["em_iterations"] >= 1 and params["variant"] == ["exact", "shrink", "no-shrink"][variant]
    assert any(k.startswith("b") or k.startswith("radius") for k in params)
