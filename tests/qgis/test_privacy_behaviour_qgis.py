"""Privacy measured from outside through real QGIS Processing (issue 10).

The core tests (tests/core/test_privacy_behaviour.py) measure the mechanisms;
these check the wiring of the Processing algorithms: the ε, the user id
field and k the user chose reach the noise, and a release without a seed
draws from the operating system. The expected noise is the discrete Laplace
of scale k/ε computed in the core test module, never by the code under test.
"""

import json

import numpy as np
import processing
import pytest

from ..core.test_privacy_behaviour import assert_dlap, cell_centres
from .conftest import memory_layer, point_features

X0, Y0, SIDE = 500_000.0, 4_000_000.0, 10_000.0
EXTENT = f"{X0},{X0 + SIDE},{Y0},{Y0 + SIDE} [EPSG:32633]"
GRID = 60  # 3,600 cells


def _users_layer(per_user, n_users=2_000, seed=0):
    """Users in random cells of the GRID×GRID grid over EXTENT, all of a user's points in their cell."""
    rng = np.random.default_rng(seed)
    home = rng.integers(0, GRID * GRID, n_users)
    x, y = cell_centres(np.repeat(home, per_user), GRID)
    x = X0 + np.asarray(x) / 100.0 * SIDE
    y = Y0 + np.asarray(y) / 100.0 * SIDE
    users = np.repeat(np.arange(n_users), per_user)
    return memory_layer(features=point_features(x, y, users=users)), home


def _counts(result):
    out = result["OUTPUT"]
    counts = np.zeros(GRID * GRID)
    for f in out.getFeatures():
        counts[f["cell_id"]] = f["noisy_count"]
    return counts, json.loads(result["LEDGER"])


@pytest.mark.parametrize("k,epsilon", [(3, 0.7), (1, 2.0)])
def test_uniform_grid_noise_has_the_users_k_over_epsilon(provider, k, epsilon):
    per_user = k + 2
    layer, home = _users_layer(per_user)
    result = processing.run("spatialdp:uniformgrid", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": epsilon, "GRID_SIZE": GRID, "SEED": 3,
        "USER_FIELD": "uid", "MAX_PER_USER": k, "OUTPUT": "TEMPORARY_OUTPUT"})
    counts, record = _counts(result)
    truth = np.bincount(home, minlength=GRID * GRID) * k  # each user keeps k of their points
    assert_dlap(counts - truth, k, epsilon, "UG through Processing")
    assert record["suitable_for_release"] is False  # seeded


def test_a_release_without_a_seed_draws_from_os_urandom(provider):
    layer, _ = _users_layer(1, n_users=500)
    runs = [processing.run("spatialdp:uniformgrid", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "GRID_SIZE": 20,
        "OUTPUT": "TEMPORARY_OUTPUT"}) for _ in range(2)]
    (a, record), (b, _) = _counts(runs[0]), _counts(runs[1])
    assert record["suitable_for_release"] is True
    assert "urandom" in record["randomness"]
    assert not np.array_equal(a, b)  # two secure runs share no noise
