"""Count tables on public polygons (issue 26, docs/categories.md), tested from outside.

The true (polygon, key) table is built here from where the points were put (each spot's
polygons are known), the noise is the released minus the true table and its law is measured
against the discrete Laplace of scale D·k/ε at the whole ε; a changed user, replayed with the
same seed at an ε so large that the noise is 0, changes the counted table by at most D·k in
L1; with a parent field each parent's table equals the sum of its children's, key by key,
and the entries' errors have the variance of inverse-variance weighting derived here.
"""

import math

import numpy as np
import pytest

from spatialdp.core import make_rng
from spatialdp.core.mechanisms.polygons import polygon_counts
from spatialdp.core.tables import BOUNDARIES, category_list, period_edges, table_keys

from .test_polygons import square_partition, triples
from .test_privacy_behaviour import assert_dlap, dlap_variance

CATEGORIES = category_list(["0-14", "15-64", "65+"])
PERIODS = period_edges((0.0, 30.0), BOUNDARIES, [10.0, 20.0])
#: the polygons of the triples' spots (x within a group): A; A, B; A, B, C; C
SPOTS = np.array([1.0, 3.0, 5.0, 9.0])
MEMBERS = {0: [0], 1: [0, 1], 2: [0, 1, 2], 3: [2]}


def keys_of(category, period):
    """The table keys of points with category index ``category`` (the last: a value not listed)
    and period index ``period`` (the mid-time of the period)."""
    values = np.array(["0-14", "15-64", "65+", "unknown"], dtype=object)[category]
    return table_keys(categories=CATEGORIES, category_values=values, periods=PERIODS,
                      times=PERIODS.starts[period] + 5.0)


def triple_points(groups, per_user, seed):
    """A user per spot of each group of three overlapping rectangles, ``per_user`` points each, of
    one random category and period; returns x, y, user ids, keys and each user's (spot, key)."""
    rng = np.random.default_rng(seed)
    users = groups * 3
    spot = rng.integers(0, 4, users)
    group = np.repeat(np.arange(groups), 3)
    category, period = rng.integers(0, 4, users), rng.integers(0, 3, users)
    x = np.repeat(20 * group + SPOTS[spot], per_user)
    ids = np.repeat(np.arange(users), per_user)
    keys = keys_of(np.repeat(category, per_user), np.repeat(period, per_user))
    return x, np.full(len(x), 2.0), ids, keys, (group, spot, category * 3 + period)


@pytest.mark.parametrize("k,per_user,epsilon", [(None, 1, 1.0), (2, 5, 0.5)])
def test_every_polygon_table_entry_gets_discrete_laplace_noise_of_scale_d_k_over_epsilon(k, per_user, epsilon):
    """D = 3 (three rectangles overlap): one step over every (polygon, key) at the whole ε, scale 3·k/ε."""
    groups = 600
    x, y, ids, keys, (group, spot, key) = triple_points(groups, per_user, 3)
    truth = np.zeros((3 * groups, keys.size))
    kept = per_user if k is None else min(per_user, k)
    for g, s, j in zip(group, spot, key):
        truth[3 * g + np.array(MEMBERS[s]), j] += kept
    bound = {} if k is None else {"user_ids": ids, "max_per_user": k}
    release = polygon_counts(x, y, triples(groups), epsilon, np.random.default_rng(4), depth=3, keys=keys, **bound)
    assert release.params["sensitivity"] == 3 * (k or 1)
    assert [s["epsilon"] for s in release.ledger.as_dict()["steps"]] == [epsilon]  # one step, whole ε
    entries = release.table.counts.reshape(3 * groups, -1)
    assert_dlap(entries - truth, 3 * (k or 1), epsilon, "polygon table entries, D = 3")
    assert np.array_equal(release.counts, entries.sum(axis=1))  # totals are the sums
    assert np.allclose(release.uncertainty.variance, keys.size * dlap_variance(3 * (k or 1), epsilon))


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_a_changed_user_changes_the_polygon_table_by_at_most_d_k_in_total(depth):
    """A user with 24 points of every category and period where three polygons overlap keeps
    k = 2 in all: at an ε so large that the noise is 0, adding them changes the table by exactly
    2·D (two points, each in its first D polygons and one key) — within the D·k the noise pays for."""
    k = 2
    x, y, ids, keys, _ = triple_points(4, 1, 5)
    heavy = 24
    cat, per = np.tile(np.arange(4), 6), np.tile(np.arange(3), 8)
    both = keys_of(np.r_[keys.index // 3, cat], np.r_[keys.index % 3, per])

    def release(x, y, ids, keys):
        return polygon_counts(x, y, triples(4), 1e7, np.random.default_rng(6), depth=depth, keys=keys,
                              user_ids=ids, max_per_user=k).table.counts

    with_heavy = release(np.r_[x, np.full(heavy, 5.0)], np.r_[y, np.full(heavy, 2.0)],
                         np.r_[ids, np.full(heavy, -1)], both)
    change = np.abs(with_heavy - release(x, y, ids, keys))
    assert change.sum() == k * depth
    assert change.sum(axis=(1, 2))[3:].sum() == 0 and np.count_nonzero(change.sum(axis=(1, 2))) == depth


def test_parents_tables_are_the_sums_of_their_childrens_with_the_closed_form_variance():
    """1,000 parents of five squares, ε split 0.3 / 0.7, k = 2: key by key each parent's entry is
    the sum of its children's, and the errors have the variances of inverse-variance weighting,
    Var child' = σc²(1 − σc²/(σp² + Mσc²)), Var parent' = σp²·Mσc²/(σp² + Mσc²), summed over keys."""
    m, per_parent = 50, 5
    parent = np.arange(m * m) // per_parent
    rng = np.random.default_rng(7)
    n = 40_000
    x, y = rng.uniform(0, m, n), rng.uniform(0, m, n)
    category, period = rng.integers(0, 4, n), rng.integers(0, 3, n)
    keys = keys_of(category, period)
    truth = np.zeros((m * m, keys.size))
    np.add.at(truth, (np.floor(y).astype(int) * m + np.floor(x).astype(int), category * 3 + period), 1)
    release = polygon_counts(x, y, square_partition(m), 1.0, np.random.default_rng(8), depth=1, parent=parent,
                             parent_share=0.3, keys=keys, user_ids=np.arange(n), max_per_user=2)
    children = release.table.counts.reshape(m * m, -1)
    parents = release.parent_table.counts.reshape(len(release.parents), -1)
    summed = np.zeros_like(parents)
    np.add.at(summed, release.parent_of, children)
    assert np.allclose(parents, summed, atol=1e-9)
    assert np.allclose(release.counts, children.sum(axis=1)) and np.allclose(release.parent_counts, parents.sum(1))
    assert np.allclose(release.parent_counts, np.bincount(release.parent_of, release.counts), atol=1e-9)
    var_p, var_c = dlap_variance(2, 0.3), dlap_variance(2, 0.7)
    child = var_c * (1 - var_c / (var_p + per_parent * var_c))
    parent_var = var_p * per_parent * var_c / (var_p + per_parent * var_c)
    assert np.allclose(release.table.uncertainty(1).variance, child, rtol=1e-6)
    assert np.allclose(release.uncertainty.variance, keys.size * child, rtol=1e-6)
    assert np.allclose(release.parent_uncertainty.variance, keys.size * parent_var, rtol=1e-6)
    errors = children - truth
    assert abs(errors.mean()) < 5 * math.sqrt(child / errors.size)
    assert abs(errors.var() / child - 1) < 0.05
    parent_errors = parents - summed_truth(truth, parent)
    assert abs(parent_errors.var() / parent_var - 1) < 0.1
    # the entries of a polygon are independent across keys: its total's error has K times the variance
    assert abs((release.counts - truth.sum(axis=1)).var() / (keys.size * child) - 1) < 0.15
    steps = {s["step"]: s["epsilon"] for s in release.metadata()["ledger"]["steps"]}
    assert steps == {"parent counts": 0.3, "polygon counts": 0.7}


def summed_truth(truth, parent):
    out = np.zeros((parent.max() + 1, truth.shape[1]))
    np.add.at(out, parent, truth)
    return out


def test_the_record_lists_the_categories_and_periods_and_what_is_not_private():
    x, y, ids, keys, _ = triple_points(2, 1, 9)
    record = polygon_counts(x, y, triples(2), 1.0, np.random.default_rng(0), depth=3, keys=keys).metadata()
    assert record["table"]["categories"] == list(CATEGORIES)
    assert record["table"]["periods"]["periods"] == 3 and record["table"]["periods"]["time_range"] == [0.0, 30.0]
    assert "sums" in record["table"]["consistency"]
    data_derived = table_keys(categories=CATEGORIES, category_values=np.full(len(x), "65+", dtype=object),
                              categories_from_data=True)
    record = polygon_counts(x, y, triples(2), 1.0, make_rng(), depth=3, keys=data_derived).metadata()
    assert record["table"]["categories_from_data"] is True and record["suitable_for_release"] is False
    assert any("not private" in note for note in record["notes"])


def test_points_without_a_time_in_range_are_left_out_and_a_database_count_source_is_refused():
    keys = table_keys(periods=PERIODS, times=np.array([5.0, 99.0]))
    release = polygon_counts(np.array([1.0, 1.0]), np.array([2.0, 2.0]), triples(1), 1e7,
                             np.random.default_rng(1), depth=3, keys=keys)
    assert release.counts.tolist() == [1.0, 0.0, 0.0] and release.located == 2
    with pytest.raises(ValueError, match="points themselves"):
        polygon_counts(None, None, triples(1), 1.0, np.random.default_rng(1), depth=3, keys=keys, counts=object())


@pytest.mark.parametrize("categories", [2, 5, 10])
def test_a_polygon_table_beats_c_separate_releases_by_more_than_c_squared_in_variance(categories):
    """The naive route (one release per category at ε/C) against one table at ε, measured on the
    same points: the table's entry variance is at least C² times smaller (D = 3, k = 1)."""
    groups, epsilon = 300, 1.0
    rng = np.random.default_rng(categories)
    spot, category = rng.integers(0, 4, groups * 3), rng.integers(0, categories, groups * 3)
    x, y = 20 * np.repeat(np.arange(groups), 3) + SPOTS[spot], np.full(groups * 3, 2.0)
    names = [str(c) for c in range(categories)]
    keys = table_keys(categories=category_list(names), category_values=np.array(names, dtype=object)[category])
    table = polygon_counts(x, y, triples(groups), epsilon, np.random.default_rng(1), depth=3, keys=keys)
    naive = np.column_stack([polygon_counts(x[category == c], y[category == c], triples(groups), epsilon / categories,
                                            np.random.default_rng(2 + c), depth=3).counts
                             for c in range(categories)])
    truth = table_truth(groups, spot, category, categories)
    ratio = (naive - truth).var() / (table.table.counts[:, :categories, 0] - truth).var()
    assert ratio > 0.8 * categories**2, ratio


def table_truth(groups, spot, category, categories):
    truth = np.zeros((3 * groups, categories))
    for g, s, c in zip(np.repeat(np.arange(groups), 3), spot, category):
        truth[3 * g + np.array(MEMBERS[s]), c] += 1
    return truth


# ---------------------------------------------------------------- directly age-standardised rates

#: true counts per (polygon, age group) of four squares, their public populations, a standard population
AGE_TRUE = np.array([[30, 80, 120], [5, 12, 40], [0, 3, 9], [60, 10, 2]])
AGE_POPULATION = np.array([[20_000.0, 15_000.0, 6_000.0], [3_000.0, 2_500.0, 1_500.0],
                           [400.0, 300.0, 100.0], [9_000.0, 4_000.0, 500.0]])
STANDARD = np.array([60_000.0, 30_000.0, 10_000.0])  # weights 0.6, 0.3, 0.1


def age_points(m=2):
    """Points at the centres of m×m squares, square i with the age groups of AGE_TRUE[i % 4] (and 7
    points with none in the first); AGE_POPULATION and the keys repeated alike."""
    pattern = np.arange(m * m) % 4
    polygon, age = np.nonzero(AGE_TRUE[pattern])
    repeats = AGE_TRUE[pattern][polygon, age]
    x, y = np.repeat(polygon % m + 0.5, repeats), np.repeat(polygon // m + 0.5, repeats)
    values = np.r_[np.repeat(np.array(AGES, dtype=object)[age], repeats), [None] * 7]
    keys = table_keys(categories=category_list(AGES), category_values=values)
    return np.r_[x, [0.5] * 7], np.r_[y, [0.5] * 7], keys, AGE_POPULATION[pattern], pattern


AGES = ["0-14", "15-64", "65+"]


def test_the_noise_added_to_a_standardised_rate_is_the_stated_one():
    """20 releases of a table of 400 squares by age group at ε = 0.5 (each of four patterns of counts
    and populations 100 times): each square's standardised rate per 100,000 has the stated variance
    per²·Σ w²·Var/N² (within 10 % over the 2,000 rates of a pattern) and its margin covers ≥ 90 %;
    the points without an age group are not in it."""
    x, y, keys, population, pattern = age_points(20)
    w = STANDARD / STANDARD.sum()
    true_rate = (AGE_TRUE[pattern] / population * 100_000) @ w
    rng = np.random.default_rng(12)
    errors, stated = [], None
    for _ in range(20):
        release = polygon_counts(x, y, square_partition(20), 0.5, rng, depth=1, keys=keys,
                                 category_denominators=population, standard_population=STANDARD)
        stated = release.standardised_rates(release.table.counts[:, :3, 0], np.arange(400))
        errors.append(stated.rate - true_rate)
    variance = dlap_variance(1, 0.5) * 100_000**2 * ((w / population) ** 2).sum(axis=1)
    assert np.allclose(stated.noise_sd**2, variance)
    errors = np.array(errors)
    for p in range(4):
        error = errors[:, pattern == p]
        assert abs(error.var() / variance[p] - 1) < 0.1
        assert (np.abs(error) <= stated.moe90[p]).mean() >= 0.885
    record = release.metadata()["standardised_rate"]
    assert record["categories"] == AGES and record["weights"] == pytest.approx([0.6, 0.3, 0.1])
    assert "other / missing" in record["excluded"] and "no extra ε" in record["privacy"]


@pytest.mark.parametrize("arguments,message", [
    ({"category_denominators": AGE_POPULATION}, "both"),
    ({"category_denominators": AGE_POPULATION, "standard_population": STANDARD, "keys": None}, "category field"),
    ({"category_denominators": AGE_POPULATION[:, :2], "standard_population": STANDARD[:2]}, "each of the 3"),
    ({"category_denominators": AGE_POPULATION, "standard_population": -STANDARD}, "standard population"),
    ({"category_denominators": -AGE_POPULATION, "standard_population": STANDARD}, "cannot be negative"),
])
def test_a_standardised_rate_with_bad_public_inputs_is_refused_before_any_noise(arguments, message):
    x, y, keys, _, _ = age_points()
    rng = np.random.default_rng(0)
    with pytest.raises(ValueError, match=message):
        polygon_counts(x, y, square_partition(2), 1.0, rng, depth=1, **dict({"keys": keys}, **arguments))
    assert rng.bit_generator.state == np.random.default_rng(0).bit_generator.state  # no draw
