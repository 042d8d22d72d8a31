"""Privacy of the database path's options, measured from outside (issue 23, item 8).

On a real PostgreSQL + PostGIS cluster (tests/qgis/postgis_fixture.py), through
real Processing:

- the N estimate of a grid without a size counts each user at most k times when
  the per-user bound binds (heavy users), like every cell does — an N from
  count(*) would move by a user's whole number of points;
- the per-user sample in SQL is keyed by the release's generator: with k = 1 the
  point a user keeps changes from one seed to the next.

A large ε makes the noise 0 with overwhelming probability, so the released
values show what was counted.
"""

import json

import numpy as np
import processing
import pytest

from .postgis_fixture import cluster_or_skip, load_points
from .test_postgis import pg_layer

X0, Y0, SIDE = 500_000.0, 4_000_000.0, 10_000.0
EXTENT = f"{X0},{X0 + SIDE},{Y0},{Y0 + SIDE} [EPSG:32633]"
HEAVY_USERS, HEAVY_POINTS, SINGLES, K = 10, 40, 20, 3
SOLO_POINTS = 50  # one user, one point in each of 50 cells of a 10×10 grid


@pytest.fixture(scope="module")
def cluster():
    running = cluster_or_skip()
    hx = np.repeat(X0 + 5_500.0 + 10 * np.arange(HEAVY_USERS), HEAVY_POINTS)
    sx = X0 + 100.0 + 450 * np.arange(SINGLES)
    users = [f"h{i // HEAVY_POINTS}" for i in range(hx.size)] + [f"s{i}" for i in range(SINGLES)]
    load_points(running, "heavy", np.r_[hx, sx], np.r_[np.full(hx.size, Y0 + 5_500.0), np.full(SINGLES, Y0 + 900.0)],
                {"uid": ("text", users)})
    cells = np.arange(SOLO_POINTS)
    load_points(running, "solo", X0 + (cells % 10 + 0.5) * 1_000.0, Y0 + (cells // 10 + 0.5) * 1_000.0,
                {"uid": ("text", ["solo"] * SOLO_POINTS)})
    yield running
    running.stop()


def run(alg, layer, **params):
    result = processing.run(f"spatialdp:{alg}", {
        "INPUT": layer, "EXTENT": EXTENT, "OUTPUT": "TEMPORARY_OUTPUT", **params})
    record = json.loads(result["LEDGER"])
    assert record["parameters"]["counted_in_database"]
    return result["OUTPUT"], record


@pytest.mark.parametrize("alg", ["uniformgrid", "adaptivegrid"])
def test_database_n_estimate_counts_each_user_at_most_k_points(provider, cluster, alg):
    """10 users with 40 points and 20 with one: with k = 3 the counted points are 10·3 + 20 = 50;
    ε_N = 0.05·400 = 20 keeps the released n within 3 of it (probability 1 − 1e-11), far from
    the 420 points of count(*)."""
    _, record = run(alg, pg_layer(cluster, "heavy"), EPSILON=400.0, SEED=5, USER_FIELD="uid", MAX_PER_USER=K,
                    C=1_000.0)
    params = record["parameters"]
    assert params["n_source"].startswith("estimated")
    assert abs(params["n"] - (HEAVY_USERS * K + SINGLES)) <= 3, f"released n = {params['n']}"


def test_database_per_user_sample_changes_with_the_seed(provider, cluster):
    """One user with a point in each of 50 cells, k = 1: the cell that releases 1 is the kept
    point; over 8 seeds it is not always the same (fewer than 3 distinct: probability < 1e-7)."""
    kept = set()
    for seed in range(8):
        output, _ = run("uniformgrid", pg_layer(cluster, "solo"), EPSILON=500.0, SEED=seed, GRID_SIZE=10,
                        USER_FIELD="uid", MAX_PER_USER=1)
        ones = [f["cell_id"] for f in output.getFeatures() if round(f["noisy_count"]) == 1]
        assert len(ones) == 1 and sum(f["noisy_count"] for f in output.getFeatures()) == pytest.approx(1)
        kept.add(ones[0])
    assert len(kept) >= 3, f"the user's kept point is in {sorted(kept)} whatever the seed"
