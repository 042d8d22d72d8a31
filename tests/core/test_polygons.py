"""Private counts in public polygons (issue 11, item 1), tested from outside.

The point-in-polygon answers are compared with a winding number written
here; the noise with the discrete Laplace pmf written in
test_privacy_behaviour.py (its helpers are imported, not its tests); the
sensitivity by releasing two neighbouring data sets with the same seed —
the noise is then the same draw, so the released difference IS the change
of the true counts, which must stay within D·k, the bound the noise scale
D·k/ε pays for; the consistent two-level counts with a closed form derived
here independently of the code's.
"""

import json
import math

import numpy as np
import pytest

from spatialdp.core import BudgetError
from spatialdp.core.mechanisms.polygons import overlap_depth_bound, polygon_counts
from spatialdp.core.pointinpolygon import PolygonSet, candidate_overlaps, first_memberships, separated

from .test_privacy_behaviour import assert_dlap, dlap_variance


# ---------------------------------------------------------------- layouts with known answers


def square(x0, y0, x1, y1):
    return np.array([(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)], dtype=float)


def jittered_partition(m, seed=0, jitter=0.3):
    """m×m quadrilaterals over [0, m]² sharing their (jittered) vertices: a partition."""
    rng = np.random.default_rng(seed)
    vx, vy = np.meshgrid(np.arange(m + 1.0), np.arange(m + 1.0))
    vx[1:-1, 1:-1] += rng.uniform(-jitter, jitter, (m - 1, m - 1))
    vy[1:-1, 1:-1] += rng.uniform(-jitter, jitter, (m - 1, m - 1))
    rings = [np.array([(vx[j, i], vy[j, i]), (vx[j, i + 1], vy[j, i + 1]),
                       (vx[j + 1, i + 1], vy[j + 1, i + 1]), (vx[j + 1, i], vy[j + 1, i])])
             for j in range(m) for i in range(m)]
    return rings, vx, vy


def square_partition(m):
    rings = [square(i, j, i + 1, j + 1) for j in range(m) for i in range(m)]
    return PolygonSet(rings, np.arange(m * m), m * m)


def triples(groups):
    """``groups`` separate sets of three rectangles overlapping in [4, 6] × [0, 6] (+ 20·g on x):
    A = [0, 6], B = [2, 8], C = [4, 10] in x; the deepest point lies in three polygons."""
    rings = [square(20 * g + a, 0, 20 * g + a + 6, 6) for g in range(groups) for a in (0, 2, 4)]
    return PolygonSet(rings, np.arange(len(rings)), len(rings))


def winding_numbers(px, py, ring):
    """The winding number of a closed ring around each point (px, py), from the sum of angles."""
    a = np.asarray(ring, dtype=float)[None, :, :] - np.column_stack([px, py])[:, None, :]
    b = np.roll(a, -1, axis=1)
    angles = np.arctan2(a[..., 0] * b[..., 1] - a[..., 1] * b[..., 0], (a * b).sum(axis=2))
    return np.round(angles.sum(axis=1) / (2 * math.pi)).astype(int)


# ---------------------------------------------------------------- point in polygon


@pytest.mark.slow
def test_locate_agrees_with_a_winding_number():
    rings, _, _ = jittered_partition(12, seed=3)
    donut = [square(20, 0, 30, 10), square(23, 3, 27, 7)]  # a hole: even–odd
    parts = [square(40, 0, 42, 2), square(45, 5, 47, 7)]  # a multi-polygon
    owner = list(range(len(rings))) + [len(rings)] * 2 + [len(rings) + 1] * 2
    polygons = PolygonSet(rings + donut + parts, owner, len(rings) + 2)
    rng = np.random.default_rng(4)
    x, y = rng.uniform(-1, 48, 20_000), rng.uniform(-1, 13, 20_000)
    found = polygons.locate(x, y)
    inside = np.zeros((len(x), polygons.n), dtype=bool)
    inside[found.point, found.polygon] = True
    expected = np.zeros_like(inside)
    for ring, polygon in zip(rings + donut + parts, owner):
        expected[:, polygon] ^= winding_numbers(x, y, ring) % 2 == 1
    assert (inside == expected).all()
    assert np.all(np.diff(found.point) >= 0)


def test_points_on_shared_edges_and_corners_count_in_exactly_one_polygon():
    """Every vertex and every edge midpoint of a jittered partition, except on its north and
    east borders, lies in exactly one polygon (the tie rule: east, then north)."""
    m = 15
    rings, vx, vy = jittered_partition(m, seed=5)
    polygons = PolygonSet(rings, np.arange(m * m), m * m)
    vertices = (vx[:-1, :-1].ravel(), vy[:-1, :-1].ravel())
    across = ((vx[:-1, :-1] + vx[:-1, 1:]).ravel() / 2, (vy[:-1, :-1] + vy[:-1, 1:]).ravel() / 2)
    up = ((vx[:-1, :-1] + vx[1:, :-1]).ravel() / 2, (vy[:-1, :-1] + vy[1:, :-1]).ravel() / 2)
    for x, y in (vertices, across, up):
        found = polygons.locate(x, y)
        assert np.array_equal(np.bincount(found.point, minlength=len(x)), np.ones(len(x)))
    # on an axis-parallel grid: a vertical edge goes east, a horizontal edge north
    grid = square_partition(3)
    found = grid.locate([1.0, 1.5, 1.0, 3.0], [1.5, 1.0, 1.0, 1.5])
    assert found.point.tolist() == [0, 1, 2] and found.polygon.tolist() == [4, 4, 4]


def test_first_memberships_keep_the_first_d_polygons_of_each_point():
    polygons = triples(1)
    found = polygons.locate([5.0, 3.0, 1.0, 9.0, 30.0], [1.0] * 5)
    assert list(zip(found.point, found.polygon)) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (2, 0),
                                                     (3, 2)]
    capped = first_memberships(found, 2)
    assert list(zip(capped.point, capped.polygon)) == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (3, 2)]


def test_candidate_overlaps_are_the_boxes_sharing_an_area():
    rings = [square(0, 0, 2, 2), square(2, 0, 4, 2), square(1, 1, 3, 3), square(10, 10, 11, 11)]
    pairs = candidate_overlaps(PolygonSet(rings, range(4), 4))
    assert pairs.tolist() == [[0, 2], [1, 2]]  # 0 and 1 only touch


@pytest.mark.parametrize("pairs,n,depth", [
    ([], 5, 1),
    ([(0, 1), (1, 2), (2, 3)], 4, 2),  # a chain: no three overlap pairwise
    ([(0, 1), (1, 2), (0, 2)], 3, 3),
    ([(0, i) for i in range(1, 8)], 8, 2),  # a star: a big polygon over seven small ones
    ([(i, j) for i in range(5) for j in range(i + 1, 5)] + [(4, 5), (5, 6)], 7, 5),
])
def test_overlap_depth_bound_is_at_least_the_largest_clique(pairs, n, depth):
    assert overlap_depth_bound(n, pairs) == depth


# ---------------------------------------------------------------- privacy from outside


@pytest.mark.parametrize("k,per_user,epsilon", [(None, 1, 1.0), (None, 1, 0.3), (2, 5, 1.0)])
def test_triple_overlaps_get_noise_of_scale_three_k_over_epsilon(k, per_user, epsilon):
    """3,000 groups of three rectangles (D = 3): every point of a user at one spot of depth
    1, 2 or 3; the released minus the true counts are discrete Laplace of scale 3·k/ε."""
    groups = 3_000
    polygons = triples(groups)
    rng = np.random.default_rng(8)
    users = rng.integers(0, 4, groups * 3)  # spots: 1 (A), 3 (A, B), 5 (A, B, C), 9 (C)
    spot = np.array([1.0, 3.0, 5.0, 9.0])[users]
    x = np.repeat(20 * np.repeat(np.arange(groups), 3) + spot, per_user)
    y = np.full(len(x), 2.0)
    members = {0: [0], 1: [0, 1], 2: [0, 1, 2], 3: [2]}
    kept = per_user if k is None else min(per_user, k)
    truth = np.zeros(3 * groups)
    for u, g in zip(users, np.repeat(np.arange(groups), 3)):
        truth[3 * g + np.array(members[u])] += kept
    ids = {} if k is None else {"user_ids": np.repeat(np.arange(len(users)), per_user), "max_per_user": k}
    release = polygon_counts(x, y, polygons, epsilon, np.random.default_rng(9), depth=3, **ids)
    assert release.params["sensitivity"] == 3 * (k or 1)
    assert_dlap(release.counts - truth, 3 * (k or 1), epsilon, "polygon counts, D = 3")


def test_partition_cells_get_noise_of_scale_one_over_epsilon():
    polygons = square_partition(100)
    rng = np.random.default_rng(10)
    x, y = rng.uniform(0, 100, 30_000), rng.uniform(0, 100, 30_000)
    truth = np.bincount(np.floor(y).astype(int) * 100 + np.floor(x).astype(int), minlength=10_000)
    release = polygon_counts(x, y, polygons, 0.5, np.random.default_rng(11), depth=1)
    assert_dlap(release.counts - truth, 1, 0.5, "polygon counts, a partition")


def _released_change(polygons, depth, x, y, extra):
    """Released counts with the points ``extra`` added minus without them, with the same seed."""
    with_point = polygon_counts(np.r_[x, extra[0]], np.r_[y, extra[1]], polygons, 1.0,
                                np.random.default_rng(12), depth=depth)
    without = polygon_counts(x, y, polygons, 1.0, np.random.default_rng(12), depth=depth)
    return with_point.counts - without.counts


@pytest.mark.parametrize("where,spot,changed", [
    ("inside a square", (2.5, 2.5), 1), ("on a vertical shared edge", (2.0, 2.5), 1),
    ("on a horizontal shared edge", (2.5, 2.0), 1), ("on a corner", (2.0, 2.0), 1),
    ("on the outer border", (0.0, 2.5), 1), ("outside every polygon", (7.5, 2.5), 0),
])
def test_one_point_in_a_partition_changes_one_count_by_one(where, spot, changed):
    polygons = square_partition(5)
    rng = np.random.default_rng(13)
    x, y = rng.uniform(0, 5, 500), rng.uniform(0, 5, 500)
    change = _released_change(polygons, 1, x, y, ([spot[0]], [spot[1]]))
    assert np.abs(change).sum() == changed, where
    assert set(np.unique(change)) <= {0.0, 1.0}, where


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_a_user_moved_into_a_triple_overlap_changes_the_counts_by_at_most_2_d_k(depth):
    """One user's five points (at most k = 2 kept) move from a spot in one polygon to a spot
    where three overlap. The same seed draws the same noise (the same points are sampled),
    so the released difference is the change of the true counts: only the first D polygons
    gain 2 each — the cap holds where more than D overlap — and the L1 change, 2D + 2, stays
    within the 2·D·k that replacing one user may cost."""
    polygons = triples(2)
    rng = np.random.default_rng(14)
    x, y = rng.uniform(0, 30, 300), rng.uniform(0, 6, 300)
    ids = np.r_[np.arange(300), [-1] * 5]

    def release(spot):
        return polygon_counts(np.r_[x, [spot] * 5], np.r_[y, [3.0] * 5], polygons, 1.0,
                              np.random.default_rng(12), depth=depth, user_ids=ids, max_per_user=2)

    change = release(5.0).counts - release(29.0).counts  # group 0: A∩B∩C; group 1: C only
    assert change.tolist() == [2.0] * depth + [0.0] * (5 - depth) + [-2.0]
    assert np.abs(change).sum() <= 2 * depth * 2


def test_moving_one_point_across_a_boundary_changes_two_counts_by_one():
    polygons = square_partition(4)
    rng = np.random.default_rng(15)
    x, y = rng.uniform(0, 4, 200), rng.uniform(0, 4, 200)
    before = polygon_counts(np.r_[x, 1.5], np.r_[y, 1.5], polygons, 1.0, np.random.default_rng(16),
                            depth=1)
    after = polygon_counts(np.r_[x, 2.0], np.r_[y, 1.5], polygons, 1.0, np.random.default_rng(16),
                           depth=1)
    assert (after.counts - before.counts).tolist() == [0] * 5 + [-1, 1] + [0] * 9


# ---------------------------------------------------------------- nested geographies


def test_nested_levels_are_consistent_with_the_closed_form_variance():
    """2,000 parents of five squares each, ε split 0.3 / 0.7, users of one point each with
    k = 2 (Δ = 2): each parent is the sum of its children, and the errors have the variances
    of inverse-variance weighting, derived here:
    Var child' = σc²(1 − σc²/(σp² + Mσc²)), Var parent' = σp²·Mσc²/(σp² + Mσc²)."""
    m, per_parent = 100, 5
    polygons = square_partition(m)
    parent = np.arange(m * m) // per_parent
    rng = np.random.default_rng(17)
    x, y = rng.uniform(0, m, 40_000), rng.uniform(0, m, 40_000)
    truth = np.bincount(np.floor(y).astype(int) * m + np.floor(x).astype(int), minlength=m * m)
    release = polygon_counts(x, y, polygons, 1.0, np.random.default_rng(18), depth=1, parent=parent,
                             parent_share=0.3, user_ids=np.arange(len(x)), max_per_user=2)
    assert np.allclose(release.parent_counts, np.bincount(release.parent_of, release.counts), atol=1e-9)
    assert np.array_equal(release.parents[release.parent_of], parent)
    var_p, var_c = dlap_variance(2, 0.3), dlap_variance(2, 0.7)
    child = var_c * (1 - var_c / (var_p + per_parent * var_c))
    parent_var = var_p * per_parent * var_c / (var_p + per_parent * var_c)
    assert np.allclose(release.uncertainty.variance, child, rtol=1e-6)
    assert np.allclose(release.parent_uncertainty.variance, parent_var, rtol=1e-6)
    errors = release.counts - truth
    assert abs(errors.mean()) < 5 * math.sqrt(child / len(errors))
    assert abs(errors.var() / child - 1) < 0.1
    parent_errors = release.parent_counts - np.bincount(parent, truth)
    assert abs(parent_errors.var() / parent_var - 1) < 0.2
    steps = {s["step"]: s["epsilon"] for s in release.metadata()["ledger"]["steps"]}
    assert steps == {"parent counts": 0.3, "polygon counts": 0.7}


def test_the_record_states_d_the_sensitivity_and_the_unit():
    release = polygon_counts([5.0], [1.0], triples(1), 2.0, np.random.default_rng(0), depth=3,
                             depth_source="test", user_ids=["a"], max_per_user=4)
    record = release.metadata()
    assert record["parameters"]["overlap_depth"] == 3
    assert record["parameters"]["overlap_depth_source"] == "test"
    assert record["parameters"]["sensitivity"] == 12
    assert record["ledger"]["unit_of_privacy"].startswith("user (at most 4 points")
    assert not record["suitable_for_release"]  # seeded
    assert record["domain"]["extent"] == [0.0, 0.0, 10.0, 6.0]
    assert release.located == 1 and "located" not in json.dumps(record)  # for the log only


@pytest.mark.parametrize("arguments,message", [
    ({"depth": 0}, "at least 1"),
    ({"depth": 1, "parent": [None, "a", "a"]}, "parent field"),
    ({"depth": 1, "parent": ["a", "a", "b"], "parent_share": 1.0}, "strictly between"),
    ({"depth": 1, "parent": [{"a": 1}, {"a": 1}, {"a": 2}]}, "cannot be compared"),  # a JSON field
    ({"depth": 1, "parent": ["a", 1, 2]}, "cannot be compared"),
    ({"depth": 1, "user_ids": [1]}, "maximum number of points"),
])
def test_bad_arguments_are_refused(arguments, message):
    with pytest.raises(ValueError, match=message):
        polygon_counts([1.0], [1.0], triples(1), 1.0, np.random.default_rng(0), **arguments)


def test_epsilon_is_checked_by_the_ledger():
    with pytest.raises(ValueError):
        polygon_counts([1.0], [1.0], triples(1), 0.0, np.random.default_rng(0), depth=1)
    assert issubclass(BudgetError, ValueError)


def test_separated_pairs_are_split_by_the_line_of_an_edge():
    rings = [square(0, 0, 2, 2), square(2, 0, 4, 2),  # neighbours: their shared edge splits them
             square(1, 1, 3, 3),  # overlaps both
             np.array([(4, 0), (6, 0), (6, 3), (2, 3), (2, 2.5), (4, 2.5)]),  # an L hooked over 1
             np.array([(0, 0), (0, 0), (2, 0), (2, -2), (0, -2)]),  # a repeated vertex, below 0
             np.array([(0, 0), (0, 0), (0, 0)])]  # a ring of one point: no line, no split
    polygons = PolygonSet(rings, range(6), 6)
    pairs = [(0, 1), (1, 0), (0, 2), (2, 1), (1, 3), (3, 1), (0, 4), (4, 0), (5, 1)]
    # 1 and 3 are disjoint, but no edge's line splits them: GEOS decides (the QGIS side)
    assert separated(polygons, pairs).tolist() == [True, True, False, False, False, False, True, True,
                                                   False]
