"""AHEAD (core.mechanisms.ahead; docs/ahead.md): the tree, its estimate and who reports what."""

import math

import numpy as np
import pytest

from spatialdp.core import Domain, make_rng, oracles
from spatialdp.core.mechanisms.ahead import Decomposition, ahead, user_groups
from spatialdp.core.mechanisms.hdg import hdg

from .test_privacy_behaviour import (  # noqa: F401 (reports_spy is a fixture)
    _urandom_stub, hoeffding_margin, reports_spy,
)

DOMAIN = Domain(0.0, 0.0, 100.0, 100.0)


def clustered(n, seed=0):
    """Half the users in a tight cluster near (20, 70), half spread evenly."""
    rng = np.random.default_rng(seed)
    k = n // 2
    x = np.r_[np.clip(rng.normal(20, 3, k), 0, 100), rng.uniform(0, 100, n - k)]
    y = np.r_[np.clip(rng.normal(70, 3, k), 0, 100), rng.uniform(0, 100, n - k)]
    return x, y


def grown(x, y, depth, levels, epsilon, seed):
    """A Decomposition after ``levels`` groups of its users reported (the server's steps)."""
    tree = Decomposition(DOMAIN, depth, len(x))
    rng = np.random.default_rng(seed)
    for group in user_groups(len(x), levels, rng):
        tree.receive(oracles.perturb(tree.cell_of(x[group], y[group]), tree.d, epsilon, rng), epsilon)
    return tree


def inside(rects, x, y):
    """points × rects: the point lies in the rectangle (closed on every side)."""
    return ((x[:, None] >= rects[:, 0]) & (x[:, None] <= rects[:, 2])
            & (y[:, None] >= rects[:, 1]) & (y[:, None] <= rects[:, 3]))


def test_the_leaves_partition_the_extent_and_every_node_is_the_sum_of_its_children():
    x, y = clustered(40_000)
    syn = ahead(x, y, DOMAIN, 2.0, np.random.default_rng(1), depth=6)
    leaves = syn.is_leaf
    assert math.isclose(syn.areas[leaves].sum(), DOMAIN.area, rel_tol=1e-12)
    probe = np.random.default_rng(2).uniform(0, 100, (2, 5_000))
    assert (inside(syn.rects[leaves], *probe).sum(axis=1) >= 1).all()
    assert math.isclose(syn.counts[leaves].sum(), len(x), rel_tol=1e-9)
    assert syn.counts.min() >= 0  # Norm-Sub is on by default
    for node in np.flatnonzero(~leaves):
        kids = np.flatnonzero(syn.parent == node)
        assert len(kids) == 4 and math.isclose(syn.counts[kids].sum(), syn.counts[node], rel_tol=1e-9,
                                               abs_tol=1e-6)
    assert set(syn.level[syn.parent == -1]) == {1} and (syn.parent == -1).sum() == 4


def test_the_tree_goes_deep_where_the_users_are_and_stays_coarse_elsewhere():
    x, y = clustered(60_000)
    syn = ahead(x, y, DOMAIN, 3.0, np.random.default_rng(3), depth=7)
    leaves = np.flatnonzero(syn.is_leaf)
    centres = syn.rects[leaves][:, :2] + (syn.rects[leaves][:, 2:] - syn.rects[leaves][:, :2]) / 2
    near = np.hypot(centres[:, 0] - 20, centres[:, 1] - 70) < 8
    assert syn.level[leaves][near].max() >= 5
    assert syn.level[leaves][~near].min() <= 3
    assert syn.params["depth_reached"] == syn.level.max()


def test_a_large_epsilon_answers_range_queries_closely():
    x, y = clustered(50_000)
    syn = ahead(x, y, DOMAIN, 6.0, np.random.default_rng(4), depth=6)
    queries = np.array([[10, 60, 30, 80], [0, 0, 50, 50], [50, 0, 100, 100], [15, 65, 25, 75]])
    truth = np.array([((x >= a) & (x <= c) & (y >= b) & (y <= d)).sum() for a, b, c, d in queries])
    assert np.all(np.abs(syn.answer(queries) - truth) < 0.03 * len(x))


def test_the_estimate_is_the_least_squares_fit_of_the_tree():
    """Decomposition.estimate equals weighted least squares solved here with numpy's lstsq."""
    x, y = clustered(20_000, seed=5)
    tree = grown(x, y, 3, 3, 2.0, 6)
    got = tree.estimate(norm_sub=False)
    leaves = np.flatnonzero(tree.first_child < 0)
    # each node as a sum of leaves: membership matrix nodes × leaves
    member = np.zeros((len(tree.rects), len(leaves)))
    for j, leaf in enumerate(leaves):
        node = leaf
        while node >= 0:
            member[node, j] = 1
            node = tree.parent[node]
    observed = tree.weight > 0
    z = tree.weighted[observed] / tree.weight[observed]
    w = np.sqrt(tree.weight[observed])
    # the root's exact total as a (practically) infinitely weighted row
    a = np.vstack([member[observed] * w[:, None], 1e6 * member[:1]])
    b = np.r_[z * w, 1e6 * len(x)]
    fit = np.linalg.lstsq(a, b, rcond=None)[0]
    assert np.allclose(got[leaves], fit, rtol=1e-6, atol=1e-3)
    assert np.allclose(got, member @ fit, rtol=1e-6, atol=1e-3)


def test_the_unbiased_estimate_has_no_bias():
    """Without Norm-Sub the leaves' estimates average to the true counts over repetitions."""
    x, y = clustered(8_000, seed=7)
    tree0 = Decomposition(DOMAIN, 1, len(x))  # depth 1: the four quadrants, no adaptive choice
    truth = np.bincount(tree0.cell_of(x, y), minlength=4)
    runs = np.array([ahead(x, y, DOMAIN, 1.0, np.random.default_rng(s), depth=1, norm_sub=False)
                     .counts for s in range(60)])
    sd = runs.std(axis=0) / math.sqrt(len(runs))
    assert np.all(np.abs(runs.mean(axis=0) - truth) < 6 * sd)


def test_the_frontier_cell_of_a_point_is_the_frontier_rectangle_holding_it():
    x, y = clustered(30_000, seed=8)
    tree = grown(x, y, 4, 3, 3.0, 9)
    probe = np.random.default_rng(10).uniform(0, 100, (2, 3_000))
    cell = tree.cell_of(*probe)
    hit = inside(tree.partition().leaf_rects(), *probe)
    assert hit[np.arange(len(cell)), cell].all()


# ---------------------------------------------------------------- privacy, measured from outside


def test_each_user_reports_once_with_at_most_epsilon_about_their_own_cell(reports_spy):
    n, epsilon = 6_000, 1.5
    x, y = clustered(n, seed=11)
    x[:40] = 300.0  # outside the public extent: never reported
    ahead(x, y, DOMAIN, epsilon, np.random.default_rng(12), depth=5)
    assert len(reports_spy) == 5
    assert sum(call[0] for call in reports_spy) == n - 40, "some user reported twice or not at all"
    assert all(call[2] <= epsilon for call in reports_spy)
    assert all(call[3].min() >= 0 and call[3].max() < call[1] for call in reports_spy)


def test_the_groups_ignore_the_locations(reports_spy):
    """The first level's group is a uniform random subset: its share in the west half is the data's."""
    n = 8_000
    x, y = clustered(n, seed=13)
    west = float(np.mean(x < 50))
    ahead(x, y, DOMAIN, 1.0, np.random.default_rng(14), depth=4)
    first = reports_spy[0]
    assert first[1] == 4, "the first group reports one of the four quadrants"
    group_west = float(np.mean(first[3] % 2 == 0))
    assert abs(group_west - west) <= hoeffding_margin(first[0]), (
        f"{group_west:.2f} of the first group lies in the west half, {west:.2f} of all users")
    assert abs(first[0] - n / 4) <= 1


def test_the_ledger_is_one_parallel_group_of_epsilon():
    x, y = clustered(5_000, seed=15)
    syn = ahead(x, y, DOMAIN, 0.8, np.random.default_rng(16), depth=4)
    ledger = syn.ledger.as_dict()
    assert math.isclose(ledger["epsilon_spent"], 0.8)
    assert len(syn.ledger.entries) == 4 and {e.group for e in syn.ledger.entries} == {"users"}


def test_too_few_users_for_the_levels_release_on_the_first_level():
    """Fewer users than levels used to refuse, which made the release depend on the data (issue
    23.1): the users report once on the tree's first level, 2×2, as in LDP-UG, and the record says so."""
    for n in (0, 3):
        s = ahead(np.full(n, 1.0), np.full(n, 1.0), DOMAIN, 1.0, np.random.default_rng(0), depth=8)
        assert s.n_cells == 4 and s.params["too_few_users"] == {"mechanism": "AHEAD", "needed": 8}
        assert s.params["n_users"] == n and s.counts.sum() == pytest.approx(n)
        assert s.ledger.spent == 1.0 and any("AHEAD needs at least 8 users" in note for note in s.notes)


@pytest.mark.parametrize("mechanism", [lambda x, y, rng: ahead(x, y, DOMAIN, 1.0, rng, depth=3),
                                       lambda x, y, rng: hdg(x, y, DOMAIN, 1.0, rng)],
                         ids=["AHEAD", "HDG"])
def test_the_reports_draw_from_os_urandom_and_only_then_is_a_release_suitable(monkeypatch, mechanism):
    """Every report's randomness (at least one 64-bit word per user) is read from os.urandom; the
    users' split into groups is not noise (a uniformly random split is all parallel composition needs)."""
    x, y = clustered(2_000, seed=17)
    read = _urandom_stub(monkeypatch, 1)
    secure = mechanism(x, y, make_rng(None))
    assert read[0] >= 8 * len(x), f"only {read[0]} bytes read from os.urandom for {len(x)} reports"
    assert secure.metadata()["suitable_for_release"] is True
    seeded = mechanism(x, y, np.random.default_rng(18)).metadata()
    assert seeded["suitable_for_release"] is False and "urandom" not in seeded["randomness"]
