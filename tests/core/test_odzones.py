"""OD flows between polygon zones, trips joined by id, hierarchical zones (issue 27; docs/odflows.md).

Measured from outside: zones of test trips are found here with plain comparisons on rectangles
(never with the code's point-in-polygon), noise laws and variances are written out from the
discrete Laplace's definition, P[X = x] = (1−q)/(1+q)·q^|x| with q = e^(−ε/k).
"""

import math

import numpy as np
import pytest

from spatialdp.core import Domain
from spatialdp.core.mechanisms.odflows import od_flows
from spatialdp.core.odhierarchy import grid_parents, reconcile
from spatialdp.core.odzones import PolygonZones, join_trips
from spatialdp.core.pointinpolygon import PolygonSet

from .test_privacy_behaviour import assert_dlap, hoeffding_margin

#: rectangles (xmin, ymin, xmax, ymax) in the layer's order: 0 and 1 overlap, 2 apart
RECTS = [(0, 0, 10, 10), (5, 0, 15, 10), (20, 0, 30, 10)]
DOMAIN = Domain(0.0, 0.0, 30.0, 10.0)
OUTSIDE = len(RECTS)


def polygon_zones(parents=None):
    rings = [np.array([(a, b), (c, b), (c, d), (a, d), (a, b)], dtype=float) for a, b, c, d in RECTS]
    return PolygonZones(PolygonSet(rings, range(len(rings)), len(rings)), parents)


def zone_of(x, y):
    """The first rectangle holding each point strictly inside, else the outside zone (test points
    never lie on an edge)."""
    zone = np.full(len(x), OUTSIDE)
    for i, (a, b, c, d) in reversed(list(enumerate(RECTS))):
        zone[(x > a) & (x < c) & (y > b) & (y < d)] = i
    return zone


def trips(rng, users=50, per_user=3):
    """Each user's trips between random points of a box larger than the polygons (some outside)."""
    n = users * per_user
    ox, dx = rng.uniform(-5, 35, n), rng.uniform(-5, 35, n)
    oy, dy = rng.uniform(-5, 15, n), rng.uniform(-5, 15, n)
    return ox, oy, dx, dy, np.repeat(np.arange(users), per_user)


def release(seed, data, **kw):
    ox, oy, dx, dy, ids = data
    kw.setdefault("zones", polygon_zones())
    kw.setdefault("marginal_share", 0)
    return od_flows(np.random.default_rng(seed), ox=ox, oy=oy, dx=dx, dy=dy, domain=DOMAIN,
                    epsilon=kw.pop("epsilon", 1.0), **kw)


def truth(ox, oy, dx, dy, z=OUTSIDE + 1):
    return np.bincount(zone_of(ox, oy) * z + zone_of(dx, dy), minlength=z * z).reshape(z, z)


def dlap_variance(sensitivity, epsilon):
    q = math.exp(-epsilon / sensitivity)
    return 2 * q / (1 - q) ** 2


# ---------------------------------------------------------------- polygon zones


def test_polygon_zones_take_the_first_polygon_and_the_outside_zone_takes_the_rest():
    x = np.array([2.0, 7.0, 12.0, 25.0, 50.0, -1.0, 17.0])
    y = np.array([2.0, 2.0, 2.0, 5.0, 50.0, -1.0, 5.0])
    assert polygon_zones().locate(x, y).tolist() == [0, 0, 1, 2, 3, 3, 3]
    assert polygon_zones().n == 4


def test_polygon_zone_flows_get_discrete_laplace_noise_and_every_trip_counts():
    """Released minus true over all (n + 1)² pairs, the outside zone included, k = 3 per user at
    ε = 1: DLap(3/1). A trip with an end outside every polygon counts in the outside zone's pairs,
    so the released total of trips is the number of trips plus noise."""
    data = trips(np.random.default_rng(5))
    expected = truth(*data[:4])
    assert expected.sum() == len(data[0]) and expected[OUTSIDE].sum() > 0 and expected[:, OUTSIDE].sum() > 0
    noise = [release(s, data, user_ids=data[4], max_per_user=3).matrix() - expected for s in range(300)]
    assert_dlap(np.array(noise), 3, 1.0, "polygon OD pair noise")


def test_polygon_zones_a_changed_user_changes_the_pair_table_by_exactly_k():
    """Coupled runs on neighbouring data: a user with 8 trips, all outside every polygon, changes
    the released table by exactly k = 2 in L1 (their k kept trips count in the outside zone: not
    ignored, and not more than k)."""
    rng = np.random.default_rng(9)
    k = 2
    ox, oy, dx, dy, ids = trips(rng, users=30, per_user=k)
    heavy = np.array([rng.uniform(40, 60, 8), rng.uniform(40, 60, 8), rng.uniform(-30, -20, 8),
                      rng.uniform(40, 60, 8)])
    ox, oy, dx, dy = (np.concatenate([v, h]) for v, h in zip((ox, oy, dx, dy), heavy))
    ids = np.concatenate([ids, np.full(8, 99)])
    keep = ids != 99
    for seed in range(10):
        a = release(seed, (ox, oy, dx, dy, ids), user_ids=ids, max_per_user=k)
        b = release(seed, (ox[keep], oy[keep], dx[keep], dy[keep], ids[keep]), user_ids=ids[keep], max_per_user=k)
        assert np.abs(a.matrix() - b.matrix()).sum() == k


# ---------------------------------------------------------------- two layers joined by trip id


def test_join_keeps_the_ids_found_once_in_each_layer():
    joined = join_trips(np.array([1, 2, 3, 3, 5]), np.array([2, 1, 3, 4, 6, 6]))
    assert joined.origin_rows.tolist() == [0, 1] and joined.destination_rows.tolist() == [1, 0]
    assert joined.missing == 3  # 5 (no destination), 4 and 6 (no origin)
    assert joined.duplicated == 2  # 3 (two origins), 6 (two destinations)


def test_removing_one_trip_ids_rows_changes_only_that_trip():
    """For every trip id of random layers with duplicates and missing ends: the joined trips of
    the layers without that id's rows are the others' joined trips, unchanged — one trip changes
    at most one pair, whoever else shares nothing with it."""
    rng = np.random.default_rng(2)
    origins, destinations = rng.integers(0, 40, 60), rng.integers(0, 40, 55)

    def joined_ids(o, d):
        j = join_trips(o, d)
        assert np.array_equal(o[j.origin_rows], d[j.destination_rows])
        return set(o[j.origin_rows].tolist())

    full = joined_ids(origins, destinations)
    for t in range(40):
        assert joined_ids(origins[origins != t], destinations[destinations != t]) == full - {t}


# ---------------------------------------------------------------- hierarchical zones


def grid_trips(rng, n=600):
    x = rng.uniform(0, 30, (4, n))
    return x[0], x[1] / 3, x[2], x[3] / 3, np.arange(n)


def test_reconcile_is_the_least_squares_solution_within_each_parent_pair():
    rng = np.random.default_rng(0)
    parent_of = np.array([0, 0, 1, 1, 1])
    z, p = 5, 2
    x, y = rng.normal(size=(z, z)), rng.normal(size=p * p)
    vc, vp = 2.0, 3.0
    adjusted, var_pair, sums, var_sums = reconcile(x, vc, y, vp, parent_of)
    block = (parent_of[:, None] * p + parent_of[None, :]).ravel()
    agg = np.zeros((p * p, z * z))
    agg[block, np.arange(z * z)] = 1
    a = np.vstack([np.eye(z * z) / math.sqrt(vc), agg / math.sqrt(vp)])
    b = np.concatenate([x.ravel() / math.sqrt(vc), y / math.sqrt(vp)])
    assert np.allclose(adjusted.ravel(), np.linalg.lstsq(a, b, rcond=None)[0])
    cov = np.linalg.inv(a.T @ a)
    assert np.allclose(np.diag(cov), var_pair) and np.allclose(np.diag(agg @ cov @ agg.T), var_sums)
    assert np.allclose(sums, agg @ adjusted.ravel())


@pytest.mark.slow
def test_parent_flows_are_released_with_their_share_and_children_add_up_to_them():
    """Grid 4×4 in 2×2 blocks (4 parents), parent share 0.5 of ε = 1, no totals share: the ledger
    has the two steps adding up to ε; each published parent flow is the sum of its children; its
    error has the variance of the inverse-variance combination of the children's sum (16 pairs of
    DLap(1/0.5)) with the parent's own DLap(1/0.5) — parents taken from the true counts (no noise)
    or only summed (no parent release) would have another."""
    rng = np.random.default_rng(4)
    ox, oy, dx, dy, _ = grid_trips(rng)
    domain = Domain(0.0, 0.0, 30.0, 10.0)
    parent_of = grid_parents(4, 2)
    cell = lambda x, y: np.minimum((y / 10 * 4).astype(int), 3) * 4 + np.minimum((x / 30 * 4).astype(int), 3)  # noqa: E731
    child = np.bincount(cell(ox, oy) * 16 + cell(dx, dy), minlength=256)
    p_true = np.bincount(parent_of[cell(ox, oy)] * 4 + parent_of[cell(dx, dy)], minlength=16)
    errors = []
    for seed in range(400):
        r = od_flows(np.random.default_rng(seed), ox=ox, oy=oy, dx=dx, dy=dy, domain=domain, epsilon=1.0,
                     grid_size=4, marginal_share=0, parent_of=parent_of, parent_share=0.5)
        block = parent_of[r.origin] * 4 + parent_of[r.destination]
        assert np.allclose(np.bincount(block, weights=r.counts, minlength=16), r.parents.counts)
        errors.append(r.parents.counts - p_true)
    steps = {e.step: e.epsilon for e in r.ledger.entries}
    assert set(steps) == {"parent OD matrix", "OD matrix"} and math.isclose(sum(steps.values()), 1.0)
    assert child.sum() == p_true.sum()
    v = dlap_variance(1, 0.5)
    expected = 16 * v * v / (16 * v + v)
    measured = float(np.var(np.array(errors)))
    assert abs(measured / expected - 1) < 0.1, (measured, expected)
    assert np.allclose(r.parents.noise_sd ** 2, expected, rtol=1e-3)


@pytest.mark.slow
def test_sparse_children_are_released_inside_parent_pairs_chosen_from_released_counts():
    """A parent pair whose true count equals θ_P is chosen in a share P[DLap(1/0.5) ≥ 0] = 1/(1+q)
    of the runs (q = e^(−0.5)): chosen from its noisy count. Chosen from the true count it would
    be every run. The children inside get DLap(1/ε_M) (every candidate published, θ = −10⁶)."""
    theta_p = 10
    x0, x1 = np.full(theta_p, 1.0), np.full(theta_p, 29.0)  # cell 0 (parent 0) to cell 15 (parent 3)
    y0, y1 = np.full(theta_p, 1.0), np.full(theta_p, 9.0)
    domain = Domain(0.0, 0.0, 30.0, 10.0)
    parent_of = grid_parents(4, 2)
    runs, chosen, noise = 2000, 0, []
    for seed in range(runs):
        r = od_flows(np.random.default_rng(seed), ox=x0, oy=y0, dx=x1, dy=y1, domain=domain, epsilon=1.0,
                     grid_size=4, sparse=True, marginal_share=0.2, parent_of=parent_of, parent_share=0.5,
                     parent_threshold=theta_p, threshold=-10**6)
        inside = (parent_of[r.origin] == 0) & (parent_of[r.destination] == 3)
        chosen += bool(inside.any())
        if inside.any():
            assert inside.sum() == 16
            values = r.counts[inside] - ((r.origin[inside] == 0) & (r.destination[inside] == 15)) * theta_p
            noise.extend(values.tolist())
    q = math.exp(-0.5)
    assert abs(chosen / runs - 1 / (1 + q)) <= hoeffding_margin(runs)
    steps = {e.step: e.epsilon for e in r.ledger.entries}
    assert math.isclose(sum(steps.values()), 1.0) and math.isclose(steps["parent OD matrix"], 0.5)
    assert_dlap(np.array(noise), 1, steps["OD matrix inside the parent pairs kept"], "candidate pair noise")


def test_hierarchical_refusals_depend_on_public_inputs_only():
    ox, oy, dx, dy, _ = grid_trips(np.random.default_rng(1), 10)
    kw = dict(ox=ox, oy=oy, dx=dx, dy=dy, domain=DOMAIN, epsilon=1.0, grid_size=4)
    with pytest.raises(ValueError, match="parent"):
        od_flows(np.random.default_rng(0), parent_of=np.zeros(5, dtype=int), **kw)
    with pytest.raises(ValueError, match="share"):
        od_flows(np.random.default_rng(0), parent_of=grid_parents(4, 2), parent_share=1.0, **kw)
