"""A multi-point feature is one unit of privacy, not one per point (issue 10).

A person stored as one multi-point feature of 50 points must not weigh 50
points of sensitivity 1. Measured from the released grids: the count of the
cell that holds all 50 points, and the variance of the noise every cell got
against the discrete Laplace variance for sensitivity k, computed here.
"""

import json
import math

import numpy as np
import pytest
from qgis.core import QgsFeature, QgsGeometry, QgsProcessingFeedback

import processing
from spatialdp.spatialdp_qgis.io import read_points

from .conftest import memory_layer

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
GRID = 10  # 1 km cells
PARTS = 50
SPOT = (500_500.0, 4_000_500.0)  # the centre of cell (0, 0)
K = 3


def multipoint_layer(n_single=300, seed=11):
    """One feature of PARTS points at SPOT, and n_single one-point features in other cells."""
    rng = np.random.default_rng(seed)
    xy = rng.uniform((501_000, 4_001_000), (509_999, 4_009_999), (n_single, 2))
    wkts = ["MultiPoint(" + ",".join([f"({SPOT[0]} {SPOT[1]})"] * PARTS) + ")"]
    wkts += [f"MultiPoint(({a} {b}))" for a, b in xy]
    features = []
    for wkt in wkts:
        feature = QgsFeature()
        feature.setGeometry(QgsGeometry.fromWkt(wkt))
        feature.setAttributes([None])
        features.append(feature)
    return memory_layer("MultiPoint", features=features), xy


def true_grid(xy, spot_count):
    counts, _, _ = np.histogram2d(xy[:, 0], xy[:, 1], GRID, [(500_000, 510_000), (4_000_000, 4_010_000)])
    counts[0, 0] += spot_count
    return counts


def released_grid(result):
    """The released counts as a GRID×GRID array indexed (column, row) like histogram2d."""
    counts = np.zeros((GRID, GRID))
    for f in result["OUTPUT"].getFeatures():
        centre = f.geometry().centroid().asPoint()
        counts[int((centre.x() - 500_000) // 1000), int((centre.y() - 4_000_000) // 1000)] = f["noisy_count"]
    return counts


def discrete_laplace_variance(sensitivity, epsilon):
    """Var of the two-sided geometric noise P(z) ∝ exp(−ε|z|/Δ): 2p/(1−p)², p = exp(−ε/Δ)."""
    p = math.exp(-epsilon / sensitivity)
    return 2 * p / (1 - p) ** 2


def test_read_points_says_which_feature_each_point_comes_from():
    layer, xy = multipoint_layer(n_single=5)
    points = read_points(layer, layer, layer, [], QgsProcessingFeedback())
    assert len(points) == PARTS + 5
    assert list(points.feature) == [0] * PARTS + [1, 2, 3, 4, 5]
    single = memory_layer("MultiPoint", features=[
        f for f in layer.getFeatures() if f.geometry().constGet().numGeometries() == 1])
    assert read_points(single, single, single, [], QgsProcessingFeedback()).feature is None


def run_ug(layer, epsilon, seed):
    return processing.run("spatialdp:uniformgrid", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": epsilon, "GRID_SIZE": GRID, "MAX_PER_USER": K,
        "SEED": seed, "OUTPUT": "TEMPORARY_OUTPUT"})


def test_a_multipoint_feature_counts_at_most_k_points(provider):
    layer, xy = multipoint_layer()
    result = run_ug(layer, 40.0, 1)  # noise scale k/ε < 0.1: the released grid is the counted grid
    assert np.array_equal(np.round(released_grid(result)), true_grid(xy, K))
    record = json.loads(result["LEDGER"])
    assert record["ledger"]["unit_of_privacy"].startswith("multi-point feature")
    assert record["parameters"]["sensitivity"] == K


def test_the_noise_of_a_multipoint_layer_has_sensitivity_k(provider):
    layer, xy = multipoint_layer()
    epsilon = 1.0
    others = np.ones((GRID, GRID), dtype=bool)
    others[0, 0] = False  # every cell but the multi-point's: one-point features only
    noise = np.concatenate([(released_grid(run_ug(layer, epsilon, seed)) - true_grid(xy, K))[others]
                            for seed in (1, 2, 3)])
    assert np.all(noise == np.round(noise))
    expected = discrete_laplace_variance(K, epsilon)  # 17.8; sensitivity 1 would give 1.84
    assert 0.6 * expected < noise.var() < 1.6 * expected


def test_a_local_mechanism_takes_one_point_per_feature(provider):
    layer, xy = multipoint_layer()
    result = processing.run("spatialdp:ldpuniformgrid", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 2.0, "GRID_SIZE": 2, "SEED": 1,
        "OUTPUT": "TEMPORARY_OUTPUT"})
    # GRR's estimates add up to the number of reports: one per feature, not one per point
    total = sum(f["noisy_count"] for f in result["OUTPUT"].getFeatures())
    assert total == pytest.approx(1 + len(xy))
    record = json.loads(result["LEDGER"])
    assert record["ledger"]["unit_of_privacy"].startswith("multi-point feature")
