"""Publication rules (core/publication.py, docs/publication.md): clamp, round, small counts."""

import numpy as np
import pytest

from spatialdp.core import Domain, uniform_grid
from spatialdp.core.publication import (
    FLAG, SUPPRESS, Rules, clamp_keeping_total, publish, round_to_base,
)

from .points import clustered

NAN = float("nan")


def test_clamp_keeps_the_total_and_leaves_nothing_negative():
    counts = np.array([-3.0, 5.0, 0.0, 10.0, -2.0])
    clamped, factor = clamp_keeping_total(counts)
    assert clamped.min() == 0 and clamped.sum() == pytest.approx(counts.sum())
    assert factor == pytest.approx(10 / 15)
    np.testing.assert_allclose(clamped, [0, 5 * factor, 0, 10 * factor, 0])
    assert clamp_keeping_total([1.0, 2.0])[1] == 1.0  # nothing negative: unchanged
    assert clamp_keeping_total([-4.0, 1.0])[0].tolist() == [0.0, 0.0]  # a negative total cannot be kept


def test_rounding_goes_to_the_nearest_multiple_halves_up():
    np.testing.assert_array_equal(round_to_base([-7.5, -2.4, 0, 2.5, 7.4, 12.6], 5), [-5, 0, 0, 5, 5, 15])
    np.testing.assert_array_equal(round_to_base([0.49, 0.5, 1.5], 1), [0, 1, 2])


def test_rules_apply_in_order_and_the_record_lists_them_in_that_order():
    rules = Rules(clamp=True, round_to=5, threshold=10, action=SUPPRESS)
    counts = np.array([-6.0, 3.0, 12.0, 40.0, 8.0])
    out = publish(counts, np.full(5, 2.0), np.full(5, 3.0), rules)
    # clamp: total 57 over the positives 63; round to 5; suppress below 10
    factor = 57 / 63
    expected = np.floor(np.array([0, 3, 12, 40, 8]) * factor / 5 + 0.5) * 5
    expected[expected < 10] = NAN
    np.testing.assert_array_equal(out.counts, expected)
    assert out.clamp_factor == pytest.approx(factor)
    assert np.isnan(out.moe90[[0, 1, 4]]).all() and np.isnan(out.noise_sd[[0, 1, 4]]).all()
    assert out.moe90[2] == 3.0 + 2.5 and out.noise_sd[2] == 2.0  # rounding widens the margin by b/2
    assert [step["rule"] for step in rules.record()] == ["clamp", "round", "suppress"]


def test_flagging_keeps_every_value():
    counts = np.array([1.0, 20.0, -3.0])
    out = publish(counts, [1.0, 1.0, 1.0], [2.0, 2.0, 2.0], Rules(threshold=5, action=FLAG))
    np.testing.assert_array_equal(out.counts, counts)
    assert out.small.tolist() == [True, False, True]
    assert Rules(threshold=5, action=FLAG).flags and not Rules(threshold=5).flags


def test_no_rule_changes_nothing_and_records_nothing():
    counts = np.array([-1.0, 2.0, 3.5])
    out = publish(counts, [1.0, NAN, 1.0], [2.0, NAN, 2.0], Rules())
    np.testing.assert_array_equal(out.counts, counts)
    assert Rules().record() == [] and not out.small.any()


def test_base_one_on_integer_counts_keeps_the_margin():
    out = publish(np.array([3.0, -1.0]), [1.0, 1.0], [2.0, 2.0], Rules(round_to=1))
    assert out.moe90.tolist() == [2.0, 2.0]


@pytest.mark.parametrize("bad", [dict(round_to=0), dict(round_to=-5), dict(round_to=float("inf")),
                                 dict(threshold=float("nan")), dict(action="hide")])
def test_nonsense_rules_are_refused(bad):
    with pytest.raises(ValueError):
        Rules(**bad)


def test_rounded_release_still_covers_the_true_counts_90_percent():
    """published ± moe90 after rounding to 10 holds the true count in ≥ 90 % of cells and runs."""
    x, y = clustered(3_000)
    x, y = np.clip(x, 1, 99), np.clip(y, 1, 99)
    domain = Domain(0, 0, 100, 100)
    true = domain.histogram(x, y, 5, 5).ravel()
    covered = []
    for seed in range(200):
        synopsis = uniform_grid(x, y, domain, 0.5, np.random.default_rng(seed), grid_size=5)
        cells = np.arange(synopsis.n_cells)
        out = publish(synopsis.counts, synopsis.uncertainty.noise_sd(cells),
                      synopsis.uncertainty.margin(cells), Rules(round_to=10))
        covered.append(np.abs(out.counts - true) <= out.moe90)
    assert np.mean(covered) >= 0.9
