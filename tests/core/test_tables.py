"""Count tables by (cell, category, period) (issue 26, docs/categories.md).

The keys (categories, periods) are checked against the calendar and the public list; the
privacy of the table is measured from outside, as in test_privacy_behaviour.py: the true
table is built here from the points, the noise is released minus true, and its law is the
discrete Laplace of scale k/ε at the whole ε (one step over the whole table); a changed user
changes the counted table by at most k in L1; the totals are the sums of the entries.
"""

import math
from datetime import datetime, timezone

import numpy as np
import pytest

from spatialdp.core import Domain, adaptive_grid, make_rng, privtree, uniform_grid
from spatialdp.core.tables import (
    BOUNDARIES, MONTH, OTHER, QUARTER, WEEK, YEAR, category_index, category_list, period_edges, table_keys,
)

from .test_privacy_behaviour import assert_dlap, assert_variance, cell_centres, dlap_support, dlap_variance

DOMAIN = Domain(0.0, 0.0, 100.0, 100.0)
DAY = 86_400.0
CATEGORIES = ("cyclist", "pedestrian", "car")


def utc(*date):
    return datetime(*date, tzinfo=timezone.utc).timestamp()


# ---------------------------------------------------------------- the public keys


def test_the_category_list_is_the_users_plus_other_and_every_value_counts_somewhere():
    categories = category_list(["b", "a", "b", " ", None])
    assert categories == ("b", "a", OTHER)
    index = category_index(np.array(["a", "b", "c", None, 3.0], dtype=object), categories)
    assert index.tolist() == [1, 0, 2, 2, 2]
    assert category_list(["1", "2"]) == ("1", "2", OTHER)
    assert category_index(np.array([1.0, 2.0, np.nan]), ("1", "2", OTHER)).tolist() == [0, 1, 2]


def test_a_list_from_the_data_is_sorted_and_flagged_not_private():
    values = np.array(["z", "a", None, "a"], dtype=object)
    categories = category_list(values=values)
    assert categories == ("a", "z", OTHER)
    keys = table_keys(categories=categories, category_values=values, categories_from_data=True)
    x = np.array([10.0, 20.0, 30.0, 40.0])
    secure = uniform_grid(x, x, DOMAIN, 1.0, make_rng(), grid_size=2, keys=keys)  # from the OS
    record = secure.metadata()
    assert record["suitable_for_release"] is False
    assert record["table"]["categories_from_data"] is True
    assert any("category list was read from the data" in note for note in record["notes"])
    given = table_keys(categories=categories, category_values=values)
    assert uniform_grid(x, x, DOMAIN, 1.0, make_rng(), grid_size=2, keys=given).metadata()["suitable_for_release"]


@pytest.mark.parametrize("unit, starts", [
    (MONTH, [utc(2024, 1, 15), utc(2024, 2, 1), utc(2024, 3, 1), utc(2024, 4, 1)]),
    (QUARTER, [utc(2024, 1, 15), utc(2024, 4, 1)]),
    (YEAR, [utc(2024, 1, 15)]),
    (WEEK, [utc(2024, 1, 15) + 7 * DAY * i for i in range(14)]),  # 2024-01-15 is a Monday
])
def test_calendar_periods_start_on_the_calendar_and_are_cut_to_the_range(unit, starts):
    periods = period_edges((utc(2024, 1, 15), utc(2024, 4, 20)), unit)
    assert periods.starts.tolist() == starts
    assert periods.ends[-1] == utc(2024, 4, 20)
    assert np.all(periods.ends[:-1] == periods.starts[1:])


def test_each_time_lies_in_one_period_and_times_outside_the_range_in_none():
    periods = period_edges((0.0, 30.0), BOUNDARIES, [10.0, 20.0, 45.0, -3.0])
    assert periods.edges.tolist() == [0.0, 10.0, 20.0, 30.0]
    t = np.array([0.0, 9.99, 10.0, 29.0, 30.0, 30.5, -1.0, np.nan])
    assert periods.index(t).tolist() == [0, 0, 1, 2, 2, -1, -1, -1]
    keys = table_keys(categories=("a", OTHER), category_values=np.array(["a"] * 8, dtype=object),
                      periods=periods, times=t)
    assert keys.index.tolist() == [0, 0, 1, 2, 2, -1, -1, -1]
    assert keys.size == 6


def test_points_outside_the_time_range_are_left_out_not_refused():
    periods = period_edges((0.0, 10.0), BOUNDARIES)
    keys = table_keys(periods=periods, times=np.array([5.0, 50.0]))
    synopsis = uniform_grid(np.array([1.0, 2.0]), np.array([1.0, 2.0]), DOMAIN, 1e4, make_rng(2),
                            grid_size=1, keys=keys)
    assert synopsis.counts.tolist() == [1.0]


# ---------------------------------------------------------------- data with a known true table


def keyed_points(m, n_users, per_user, categories, periods, seed):
    """Users with ``per_user`` points each at cell centres of an m×m grid, a random category
    (some missing) and time; the true table ``(m², C·P)`` computed here."""
    rng = np.random.default_rng(seed)
    n = n_users * per_user
    cell = rng.integers(0, m * m, n)
    x, y = cell_centres(cell, m)
    values = rng.choice(np.array([*categories, "unlisted", None], dtype=object), n)
    t = rng.uniform(periods.edges[0], periods.edges[-1], n)
    ids = np.repeat(np.arange(n_users), per_user)
    cat = np.array([categories.index(v) if v in categories else len(categories) for v in values])
    key = cat * len(periods) + np.minimum(np.searchsorted(periods.edges, t, side="right") - 1,
                                          len(periods) - 1)
    true = np.zeros((m * m, (len(categories) + 1) * len(periods)))
    np.add.at(true, (cell, key), 1)
    keys = table_keys(categories=category_list(categories), category_values=values, periods=periods,
                      times=t)
    return x, y, ids, keys, true


PERIODS = period_edges((0.0, 3 * DAY), BOUNDARIES, [DAY, 2 * DAY])


@pytest.mark.parametrize("k, epsilon", [(None, 1.0), (3, 0.7)])
def test_every_table_entry_gets_discrete_laplace_noise_of_scale_k_over_the_whole_epsilon(k, epsilon):
    """One step over the whole table: each entry's noise is DLap(k/ε) at the whole ε, not ε/C."""
    m = 20
    noise = []
    for seed in range(4):
        x, y, ids, keys, true = keyed_points(m, 800, k or 1, CATEGORIES, PERIODS, seed)
        synopsis = uniform_grid(x, y, DOMAIN, epsilon, make_rng(10 + seed), grid_size=m, keys=keys,
                                user_ids=None if k is None else ids, max_per_user=k)
        assert synopsis.ledger.spent == epsilon and len(synopsis.ledger.entries) == 1
        noise.append(synopsis.table.counts.reshape(m * m, -1) - true)
    assert_dlap(np.concatenate(noise), k or 1, epsilon, "table entries")


def test_each_total_is_the_sum_of_its_entries_with_their_summed_noise():
    """Totals are not released apart: a cell's total is exactly the sum of its C·P entries, and
    its noise is the sum of K discrete Laplace noises (variance K·Var)."""
    m, epsilon = 20, 1.0
    x, y, ids, keys, true = keyed_points(m, 2000, 1, CATEGORIES, PERIODS, 5)
    totals_noise = []
    for seed in range(8):
        synopsis = uniform_grid(x, y, DOMAIN, epsilon, make_rng(seed), grid_size=m, keys=keys)
        entries = synopsis.table.counts.reshape(m * m, -1)
        assert np.array_equal(synopsis.counts, entries.sum(axis=1))
        totals_noise.append(synopsis.counts - true.sum(axis=1))
        stated = synopsis.uncertainty.noise_sd(np.arange(m * m)) ** 2
        assert np.allclose(stated, keys.size * dlap_variance(1, epsilon), rtol=1e-6)
    support, pmf = dlap_support(1, epsilon)
    total_pmf = pmf
    for _ in range(keys.size - 1):
        total_pmf = np.convolve(total_pmf, pmf)
    half = (len(total_pmf) - 1) // 2
    assert_variance(np.concatenate(totals_noise), np.arange(-half, half + 1), total_pmf, "cell totals")


def test_a_changed_user_changes_the_counted_table_by_at_most_k_in_total():
    """The bound k holds across categories, periods and cells: a user with many points of every
    category and period keeps k in all (ε so large that the noise is 0: the counted table)."""
    k, m = 2, 4
    x, y, ids, keys, _ = keyed_points(m, 300, 1, CATEGORIES, PERIODS, 7)
    rng = np.random.default_rng(8)
    n_heavy = 36  # every (category, period) several times, in many cells, appended last
    heavy_x, heavy_y = cell_centres(rng.integers(0, m * m, n_heavy), m)
    heavy_values = np.array([*CATEGORIES, None] * (n_heavy // 4), dtype=object)
    heavy_t = np.tile(PERIODS.starts + 1.0, n_heavy // 3)
    both = table_keys(categories=keys.categories, periods=PERIODS,
                      category_values=np.r_[np.array([c if c != OTHER else None for c in
                                                      np.array(keys.categories)[keys.index // 3]],
                                                     dtype=object), heavy_values],
                      times=np.r_[PERIODS.starts[keys.index % 3] + 1.0, heavy_t])
    with_heavy = uniform_grid(np.r_[x, heavy_x], np.r_[y, heavy_y], DOMAIN, 1e6, make_rng(3), grid_size=m,
                              keys=both, user_ids=np.r_[ids, np.full(n_heavy, 10_000)], max_per_user=k)
    without = uniform_grid(x, y, DOMAIN, 1e6, make_rng(3), grid_size=m, keys=keys, user_ids=ids,
                           max_per_user=k)
    change = np.abs(with_heavy.table.counts - without.table.counts).sum()
    assert change == k


def true_table_in(rects, x, y, key, size):
    """The true table of rectangular cells (half-open; the points lie inside Ω, off its edges)."""
    inside = ((x[:, None] >= rects[:, 0]) & (x[:, None] < rects[:, 2]) & (y[:, None] >= rects[:, 1])
              & (y[:, None] < rects[:, 3]))
    true = np.zeros((len(rects), size))
    np.add.at(true, (inside.argmax(axis=1), key), 1)
    return true


def jittered(m, n, seed):
    """Keyed points off every grid line of the cells (uniform within ±3 of m×m cell centres)."""
    x, y, ids, keys, _ = keyed_points(m, n, 1, CATEGORIES, PERIODS, seed)
    rng = np.random.default_rng(seed + 1)
    return x + rng.uniform(-3, 3, len(x)), y + rng.uniform(-3, 3, len(y)), keys


def test_adaptive_tables_split_on_the_totals_then_release_the_entries_with_the_rest():
    """AG: level 1 with αε, the entries with (1 − α)ε in one step, constrained inference over
    each level-1 cell's M = m2²·K entries; every total is the sum of its entries and the noise of
    the entries has the variance of that inference, written out here (Qardaji et al. 2013, §IV):
    Var u' = σ_u²(1 − 2a/M) + (a/M)²(M·σ_u² + σ_v²), a = (1/σ_v²)/(1/σ_v² + 1/(M·σ_u²))."""
    x, y, keys = jittered(4, 3000, 9)
    alpha, epsilon = 0.3, 1.0
    var_v, var_u = dlap_variance(1, alpha * epsilon), dlap_variance(1, (1 - alpha) * epsilon)
    ratios = []
    for seed in range(6):
        synopsis = adaptive_grid(x, y, DOMAIN, epsilon, make_rng(seed), grid_size=4, alpha=alpha,
                                 keys=keys)
        assert [e.epsilon for e in synopsis.ledger.entries] == pytest.approx([alpha, 1 - alpha])
        level1 = synopsis.level == 1
        leaves = np.flatnonzero(~level1)
        assert np.allclose(np.bincount(synopsis.parent[leaves], weights=synopsis.counts[leaves]),
                           synopsis.counts[level1])
        entries = synopsis.table.counts.reshape(len(leaves), -1)
        assert np.allclose(entries.sum(axis=1), synopsis.counts[leaves])
        big_m = (np.bincount(synopsis.parent[leaves]) * keys.size)[synopsis.parent[leaves]]
        a = (1 / var_v) / (1 / var_v + 1 / (big_m * var_u))
        expected = var_u * (1 - 2 * a / big_m) + (a / big_m) ** 2 * (big_m * var_u + var_v)
        assert np.allclose(synopsis.table.uncertainty(1).variance, expected, rtol=1e-6)
        noise = entries - true_table_in(synopsis.rects[leaves], x, y, keys.index, keys.size)
        ratios.append((noise**2 / expected[:, None]).ravel())
    ratio = float(np.mean(np.concatenate(ratios)))
    assert abs(ratio - 1) < 0.08, f"the entries' noise variance is {ratio:.3f} times the stated one"


def test_privtree_splits_on_the_totals_and_its_leaf_entries_get_the_rest_of_epsilon():
    x, y, keys = jittered(8, 4000, 11)
    epsilon, share = 1.0, 0.5
    noise = []
    for seed in range(3):
        synopsis = privtree(x, y, DOMAIN, epsilon, make_rng(seed), tree_share=share, keys=keys)
        entries = synopsis.table.counts.reshape(synopsis.n_cells, -1)
        assert np.array_equal(synopsis.counts, entries.sum(axis=1))
        noise.append((entries - true_table_in(synopsis.rects, x, y, keys.index, keys.size)).ravel())
    assert_dlap(np.concatenate(noise), 1, (1 - share) * epsilon, "PrivTree's leaf entries")


def test_hexagon_tables_add_up_and_check_their_entries_before_any_noise():
    from spatialdp.core import GridTooLargeError

    x, y, ids, keys, _ = keyed_points(10, 500, 1, CATEGORIES, PERIODS, 13)
    synopsis = uniform_grid(x, y, DOMAIN, 1.0, make_rng(1), grid_size=10, cell_shape="flat", keys=keys)
    assert synopsis.polygons is not None
    assert np.array_equal(synopsis.counts, synopsis.table.counts.sum(axis=(1, 2)))
    many = period_edges((0.0, 1e6), BOUNDARIES, np.arange(1.0, 1e6, 1000.0))
    wide = table_keys(periods=many, times=np.zeros(len(x)))
    with pytest.raises(GridTooLargeError):
        uniform_grid(x, y, DOMAIN, 1.0, make_rng(1), grid_size=300, keys=wide)


def test_the_limit_counts_a_tables_entries_and_its_cells_apart():
    """Issue 26's throughput case, 316² cells × 21 categories × 12 months (25.2M entries), passes;
    more entries than MAX_TABLE_ENTRIES, or more cells than MAX_CELLS, are refused."""
    from spatialdp.core import GridTooLargeError
    from spatialdp.core.domain import MAX_CELLS
    from spatialdp.core.tables import MAX_TABLE_ENTRIES, check_table

    assert check_table(316 * 316, 21 * 12) == 25_163_712
    with pytest.raises(GridTooLargeError, match="counts"):
        check_table(MAX_TABLE_ENTRIES // 7 + 1, 7)
    with pytest.raises(GridTooLargeError, match="cells"):
        check_table(MAX_CELLS + 1, 1)


def test_the_guidance_sizes_a_table_as_the_mechanisms_do():
    """The panel's and gridguide's guidance with K counts per cell (docs/categories.md, *Guidance*):
    UG's grid for N/K points is the grid uniform_grid chooses with a public N and a table of K;
    AG keeps m1 and cuts an average level-1 cell for its N/(K·m1²) points per entry; PrivTree's
    depth bias is K·δ; K = 1 is the map's guidance."""
    from spatialdp.core.guidelines import guidance

    x, y, ids, keys, _ = keyed_points(10, 5000, 1, CATEGORIES, PERIODS, 16)
    n, epsilon = 40_000, 1.0
    table = uniform_grid(x, y, DOMAIN, epsilon, make_rng(1), n_public=n, keys=keys)
    assert guidance("UG", n, epsilon, keys=keys.size).grid_size == table.params["grid_size"] == \
        guidance("UG", n / keys.size, epsilon).grid_size < guidance("UG", n, epsilon).grid_size
    plain, split = guidance("AG", n, epsilon), guidance("AG", n, epsilon, keys=keys.size)
    assert split.grid_size == plain.grid_size and split.level2[1] < plain.level2[1]
    assert guidance("AG", n, epsilon, keys=1).as_dict() == plain.as_dict()
    deep, shallow = guidance("PrivTree", 1e7, epsilon), guidance("PrivTree", 1e7, epsilon, keys=50)
    assert shallow.grid_size < deep.grid_size and "N/50" in str(shallow.notes[-1])


def test_the_guideline_sizes_a_table_for_each_entrys_share_of_the_points():
    """Guideline 1 for N/K points (K = C·P entries per cell): m = max(1, round(√(N ε / (c K))))."""
    x, y, ids, keys, _ = keyed_points(10, 5000, 1, CATEGORIES, PERIODS, 15)
    n, epsilon, c = 5000, 1.0, 10.0
    synopsis = uniform_grid(x, y, DOMAIN, epsilon, make_rng(1), n_public=n, c=c, keys=keys)
    assert synopsis.params["grid_size"] == max(1, round(math.sqrt(n * epsilon / (c * keys.size)))) == 6


@pytest.mark.parametrize("epsilon", [0.5, 2.0])
def test_privtree_tables_split_with_a_depth_bias_that_keeps_every_path_within_epsilon_tree(epsilon):
    """A table's tree stops where each entry is small (depth bias K·δ); whatever the depth, one
    point's split decisions still cost at most ε_tree, for the λ and δ the release records
    (the exact path losses of test_privtree.py)."""
    from .test_privtree import worst_path_losses

    x, y, ids, keys, _ = keyed_points(4, 50, 1, CATEGORIES, PERIODS, 17)
    synopsis = privtree(x, y, DOMAIN, epsilon, make_rng(1), max_depth=2, keys=keys)
    lam, delta = synopsis.params["split_scale"], synopsis.params["depth_bias"]
    internal, leaf = worst_path_losses(lam, delta, synopsis.params["theta"], depths=8)
    eps_tree = synopsis.ledger.as_dict()["steps"][0]["epsilon"]
    assert max(internal, leaf) <= eps_tree * (1 + 1e-9), (internal, leaf)
    # a table keeps the paper's θ = 0 and its leaves alone (issue 29's defaults are for maps)
    assert synopsis.params["theta"] == 0 and synopsis.params["internal_share"] == 0
    assert [s["step"] for s in synopsis.ledger.as_dict()["steps"]] == ["split decisions", "leaf counts"]
