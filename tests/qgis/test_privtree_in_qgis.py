"""spatialdp:privtree through real Processing (processing.run) and real qgis_process."""

import json
import weakref

import numpy as np
import pytest
from qgis.core import QgsFeatureRequest

import processing

from ..conftest import qgis_process_run
from .conftest import clustered_xy, write_points_gpkg
from .test_qgis_process import _read as read_release

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
FIELDS = ["cell_id", "level", "parent_id", "noisy_count", "density", "noise_sd", "moe90"]


def test_privtree_through_processing_with_a_user_bound(provider, points_layer):
    result = processing.run("spatialdp:privtree", {
        "INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1, "USER_FIELD": "uid",
        "MAX_PER_USER": 2, "TREE_SHARE": 0.4, "OUTPUT": "TEMPORARY_OUTPUT"})
    out = result["OUTPUT"]
    assert out.fields().names() == FIELDS and out.crs().authid() == "EPSG:32633"
    features = list(out.getFeatures())
    assert sum(f.geometry().area() for f in features) == pytest.approx(1e8)
    depths = {f["level"] for f in features}
    assert len(depths) > 1  # the cells follow the data
    with_parent = QgsFeatureRequest().setFilterExpression('"parent_id" IS NOT NULL')
    assert not list(out.getFeatures(with_parent))  # leaves only
    counts = np.array([f["noisy_count"] for f in features])
    assert abs(counts.sum() - 1200) < 60 * np.sqrt(len(counts))  # 600 users × at most 2 points
    record = json.loads(result["LEDGER"])
    assert record["mechanism"] == "PrivTree" and record["parameters"]["sensitivity"] == 2
    steps = record["ledger"]["steps"]
    depth = record["parameters"]["internal_depth"]  # the coarse counts of the defaults (issue 29)
    assert [s["step"] for s in steps] == ["split decisions", f"internal node counts, depth {depth}", "leaf counts"]
    share = (0.05, 0.05, 0.15, 0.3)[min(depth, 3)]  # by the coarse depth (0.11.0)
    assert record["parameters"]["internal_share"] == share
    assert steps[0]["epsilon"] == pytest.approx(0.4) and steps[1]["epsilon"] == pytest.approx(share * 0.6)
    assert steps[2]["epsilon"] == pytest.approx((1 - share) * 0.6)
    assert record["parameters"]["theta"] == -2 * record["parameters"]["depth_bias"]
    assert "user" in record["ledger"]["unit_of_privacy"]
    assert out.renderer().type() == "RuleRenderer"


def test_the_papers_privtree_through_processing(provider, points_layer):
    """θ = 0, no coarse cells and half of ε for the splits: the paper's two steps (issue 29 keeps
    them available in the dialog)."""
    result = processing.run("spatialdp:privtree", {
        "INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1, "TREE_SHARE": 0.5, "THETA": 0,
        "COARSE_SHARE": 0, "OUTPUT": "TEMPORARY_OUTPUT"})
    record = json.loads(result["LEDGER"])
    assert [s["step"] for s in record["ledger"]["steps"]] == ["split decisions", "leaf counts"]
    assert record["parameters"]["theta"] == 0 and record["parameters"]["internal_share"] == 0


@pytest.mark.parametrize("where", ["file", "layer"])
def test_the_points_read_are_freed_once_privtree_has_their_paths(provider, points_layer, tmp_path, monkeypatch,
                                                                where):
    """Issue 31: the coordinates read (160 MB at 10M points) are freed before PrivTree's passes,
    not kept alive by the run's frames until the output is written. Measured from outside: whether
    the arrays the count source holds still exist once it has handed out their paths."""
    from spatialdp.core import counting

    paths, freed = counting.ArrayCounts.paths, []

    def watched(source, max_depth):
        alive = [weakref.ref(source.x), weakref.ref(source.y)]
        result = paths(source, max_depth)
        freed.append(all(ref() is None for ref in alive))
        return result

    monkeypatch.setattr(counting.ArrayCounts, "paths", watched)
    if where == "file":
        x, y = clustered_xy(5_000, seed=3)
        points = str(write_points_gpkg(tmp_path / "points.gpkg", x, y))
        del x, y
    else:
        points = points_layer
    processing.run("spatialdp:privtree", {"INPUT": points, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1,
                                          "OUTPUT": str(tmp_path / "out.gpkg")})
    assert freed == [True]


@pytest.mark.e2e
def test_privtree_through_qgis_process_on_a_geopackage(tmp_path):
    x, y = clustered_xy(20_000, seed=9)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    out = tmp_path / "privtree.gpkg"
    result = qgis_process_run("spatialdp:privtree", tmp_path / "home", INPUT=points, EXTENT=EXTENT,
                              EPSILON=1, OUTPUT=out)
    counts, record, styled, names, epsg = read_release(out)
    assert names == FIELDS and epsg == "32633" and styled
    assert record["mechanism"] == "PrivTree" and record["suitable_for_release"]  # secure noise
    # the cells released: the counted tree's leaves (the tree's, or fewer where it has more leaves
    # than its points can fill: core.mechanisms.tree_inference.counted_tree)
    assert record["parameters"]["leaves"] >= record["parameters"]["cells"] == len(counts) > 4
    # secure noise, so not seeded: for any L > 4 leaves, the sum of L DLap(1/0.5) is off by
    # ≥ 30·√L with P < 5e-10 (Chernoff bound; at 20·√L the bound was 5e-6)
    assert abs(counts.sum() - 20_000) < 30 * np.sqrt(len(counts))
    assert json.loads(result["results"]["LEDGER"])["ledger"]["epsilon_spent"] == 1
