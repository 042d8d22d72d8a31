"""HDG (core.mechanisms.hdg; docs/hdg.md): granularities, consistency, weighted update, reports."""

import math

import numpy as np
import pytest

from spatialdp.core import Domain
from spatialdp.core.mechanisms.hdg import consistent_grids, hdg, weighted_update

from .test_ahead import clustered
from .test_privacy_behaviour import hoeffding_margin, reports_spy  # noqa: F401 (a fixture)

DOMAIN = Domain(0.0, 0.0, 100.0, 100.0)


def power_of_two_nearest(g):
    """privmdr's rounding, written out: the nearer of the powers of two around g, ties down, ≥ 2."""
    powers = [2 ** k for k in range(1, 13)]
    return min(powers, key=lambda p: (abs(p - g), p)) if g > 2 else 2


@pytest.mark.parametrize("n,epsilon", [(100_000, 1.0), (30_000, 2.0), (5_000, 0.5)])
def test_granularities_follow_the_papers_guideline(n, epsilon):
    x, y = np.random.default_rng(0).uniform(0, 100, (2, n))
    syn = hdg(x, y, DOMAIN, epsilon, np.random.default_rng(1))
    e = math.exp(epsilon)
    g1 = (n * (e - 1) ** 2 * 0.7**2 / (2 * 3 * e)) ** (1 / 3)  # the paper's g1, k = 3 groups
    g2 = math.sqrt(2 * 0.03 * (e - 1) * math.sqrt(n / (3 * e)))
    assert syn.params["g2"] == power_of_two_nearest(g2)
    assert syn.params["g1"] == max(power_of_two_nearest(g1), syn.params["g2"])


def test_the_response_matrix_sums_to_the_2d_cells_and_to_all_users():
    x, y = clustered(60_000)
    syn = hdg(x, y, DOMAIN, 1.0, np.random.default_rng(2))
    g1, g2 = syn.params["g1"], syn.params["g2"]
    assert (syn.level == 1).sum() == g2 * g2 and (syn.level == 2).sum() == g1 * g1
    leaves = syn.is_leaf
    assert math.isclose(syn.counts[leaves].sum(), len(x), rel_tol=1e-9)
    assert syn.counts.min() >= 0
    sums = np.bincount(syn.parent[leaves], weights=syn.counts[leaves], minlength=g2 * g2)
    assert np.allclose(sums, syn.counts[syn.level == 1])
    assert math.isclose(syn.areas[leaves].sum(), DOMAIN.area, rel_tol=1e-12)


def test_a_large_epsilon_answers_range_queries_closely():
    x, y = clustered(60_000, seed=3)
    syn = hdg(x, y, DOMAIN, 6.0, np.random.default_rng(4))
    queries = np.array([[10, 60, 30, 80], [0, 0, 50, 50], [50, 0, 100, 100]])
    truth = np.array([((x >= a) & (x <= c) & (y >= b) & (y <= d)).sum() for a, b, c, d in queries])
    assert np.all(np.abs(syn.answer(queries) - truth) < 0.03 * len(x))


def test_the_weighted_update_fits_exact_marginals_and_blocks():
    """From a matrix's own column sums, row sums and 2×2-cell blocks, it returns a matrix with them."""
    rng = np.random.default_rng(5)
    truth = rng.gamma(0.5, 10.0, (8, 8))
    n = truth.sum()
    blocks = truth.reshape(4, 2, 4, 2).sum(axis=(1, 3))
    fitted, rounds = weighted_update(truth.sum(axis=0), truth.sum(axis=1), blocks, n, tolerance=1e-9)
    assert rounds > 1
    assert np.allclose(fitted.sum(axis=0), truth.sum(axis=0), rtol=1e-4)
    assert np.allclose(fitted.sum(axis=1), truth.sum(axis=1), rtol=1e-4)
    assert np.allclose(fitted.reshape(4, 2, 4, 2).sum(axis=(1, 3)), blocks, rtol=1e-6)


def test_consistency_makes_the_grids_agree_on_every_strip():
    rng = np.random.default_rng(6)
    n = 10_000.0
    mx, my = rng.normal(n / 8, 300, 8), rng.normal(n / 8, 300, 8)
    grid = rng.normal(n / 16, 300, (4, 4))
    cx, cy, cg = consistent_grids(mx, my, grid, n)
    for part in (cx, cy, cg):
        assert part.min() >= 0 and math.isclose(part.sum(), n, rel_tol=1e-9)
    assert np.allclose(cx.reshape(4, 2).sum(axis=1), cg.sum(axis=0), rtol=0.01)
    assert np.allclose(cy.reshape(4, 2).sum(axis=1), cg.sum(axis=1), rtol=0.01)


def test_a_given_g2_gets_the_nearest_multiple_of_it_as_g1():
    x, y = np.random.default_rng(9).uniform(0, 100, (2, 100_000))
    syn = hdg(x, y, DOMAIN, 1.0, np.random.default_rng(10), grid_size=3)
    # the guideline's g1: (10⁵(e − 1)²·0.7²/(6e))^(1/3) = 20.7 → 16, and the multiple of 3 nearest 16
    assert syn.params["g2"] == 3 and syn.params["g1"] == 15


def test_sizes_that_do_not_nest_are_refused():
    x, y = np.random.default_rng(7).uniform(0, 100, (2, 1_000))
    with pytest.raises(ValueError, match="multiple"):
        hdg(x, y, DOMAIN, 1.0, np.random.default_rng(8), grid_size=4, marginal_size=6)


# ---------------------------------------------------------------- privacy, measured from outside


def test_each_user_reports_once_with_at_most_epsilon(reports_spy):
    n, epsilon = 9_000, 2.0
    x, y = clustered(n, seed=9)
    y[:30] = -5.0  # outside the public extent: never reported
    syn = hdg(x, y, DOMAIN, epsilon, np.random.default_rng(10), grid_size=4, marginal_size=16)
    assert [call[1] for call in reports_spy] == [16, 16, 16]
    assert sum(call[0] for call in reports_spy) == n - 30, "some user reported twice or not at all"
    assert all(call[2] <= epsilon for call in reports_spy)
    assert math.isclose(syn.ledger.as_dict()["epsilon_spent"], epsilon)


def test_the_groups_ignore_the_locations(reports_spy):
    """The x group is a uniform random third: its share in the west half is the data's."""
    n = 9_000
    x, y = clustered(n, seed=11)
    west = float(np.mean(x < 50))
    hdg(x, y, DOMAIN, 1.0, np.random.default_rng(12), grid_size=2, marginal_size=8)
    columns = reports_spy[0]
    share = float(np.mean(columns[3] < 4))
    assert abs(share - west) <= hoeffding_margin(columns[0])


def test_a_given_g1_takes_the_largest_divisor_not_above_the_guidelines_g2():
    """Only g1 given: g2 adapts to it (as g1 adapts to a given g2) instead of a refusal."""
    from spatialdp.core.guidelines import hdg_granularities
    from spatialdp.core.mechanisms.hdg import hdg_sizes
    g1_rule, g2_rule, _, _ = hdg_granularities(100_000, 1.0)
    g1, g2, sizes = hdg_sizes(100_000, 1.0, marginal_size=10)
    assert g1 == 10 and 10 % g2 == 0 and g2 <= g2_rule
    assert g2 == max(d for d in range(1, g2_rule + 1) if 10 % d == 0)
    assert sizes["grid_size_source"].startswith("guideline")


def test_too_few_users_for_the_three_groups_release_on_the_2d_grid():
    """Fewer than three users (one group per grid) used to refuse (issue 23.1): they report once
    on the 2-D grid, as in LDP-UG, with the same grid and ledger for 0 and 1 users."""
    domain = Domain(0, 0, 10, 10)
    zero, one = (hdg(np.full(n, 5.0), np.full(n, 5.0), domain, 1.0, np.random.default_rng(0), grid_size=2)
                 for n in (0, 1))
    assert zero.n_cells == one.n_cells == 4 and np.all(zero.counts == 0)
    assert zero.params["too_few_users"] == {"mechanism": "HDG", "needed": 3}
    assert [(e.step, e.epsilon) for e in zero.ledger.entries] == [(e.step, e.epsilon) for e in one.ledger.entries]
