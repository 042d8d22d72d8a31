"""Rates over public denominators (core/rates.py, docs/rates.md): the noise each released rate
really carries, measured over many releases, against the stated rate_sd and rate_moe90; a public
denominator leaves the release and its ledger as they were; bad and zero denominators."""

import math

import numpy as np
import pytest

from spatialdp.core import make_rng
from spatialdp.core.budget import Ledger
from spatialdp.core.mechanisms.polygons import polygon_counts
from spatialdp.core.pointinpolygon import PolygonSet
from spatialdp.core.publication import denominator_rule, small_denominators
from spatialdp.core.rates import (
    MISSING_COUNT, MISSING_DENOMINATOR, ZERO_DENOMINATOR, crude_rates, denominators, standard_weights,
    standardised_rates,
)

#: three unit squares side by side and 40, 10 and 25 points in them
SQUARES = PolygonSet([np.array([[i, 0], [i + 1, 0], [i + 1, 1], [i, 1]], dtype=float) for i in range(3)],
                     [0, 1, 2], 3)
TRUE = np.array([40, 10, 25])
X = np.repeat(np.arange(3), TRUE) + 0.5
Y = np.full(TRUE.sum(), 0.5)
POPULATION = np.array([2_000.0, 500.0, 80_000.0])
RELEASES = 4000


def released_rates(seed, *, per, epsilon=1.0):
    """``(rates, stated)`` of RELEASES independent releases of the squares' counts (rows)."""
    rng = make_rng(seed)
    rates, stated = [], None
    for _ in range(RELEASES):
        release = polygon_counts(X, Y, SQUARES, epsilon, rng, depth=1, denominator=POPULATION, rate_per=per)
        cells = np.arange(3)
        stated = release.rates(release.counts, release.uncertainty.noise_sd(cells),
                               release.uncertainty.margin(cells))
        rates.append(stated.rate)
    return np.array(rates), stated


@pytest.mark.slow
@pytest.mark.parametrize("per", [1_000, 100_000])
def test_the_noise_added_to_each_rate_is_the_stated_one(per):
    """Over 4,000 releases each rate's variance around the true rate is rate_sd² (within 10 %,
    ~6 standard errors of a variance estimate from 4,000 heavy-tailed draws), and
    rate ± rate_moe90 holds the true rate in ≥ 90 % of them (binomial: ≥ 88.5 %, ~3 s.e.)."""
    rates, stated = released_rates(7, per=per)
    true_rate = TRUE * per / POPULATION
    error = rates - true_rate
    assert np.allclose(error.mean(axis=0) / stated.noise_sd, 0, atol=0.1)
    assert np.allclose(error.var(axis=0) / stated.noise_sd**2, 1, atol=0.1)
    covered = (np.abs(error) <= stated.moe90 + 1e-9).mean(axis=0)
    assert np.all(covered >= 0.885)
    # the margin is the tightest integer one of the count scaled: one count less covers ~80 %
    tighter = (np.abs(error) <= stated.moe90 - per / POPULATION + 1e-9).mean(axis=0)
    assert np.all(tighter < 0.9)


def test_a_public_denominator_changes_neither_the_counts_nor_the_ledger():
    plain = polygon_counts(X, Y, SQUARES, 0.7, make_rng(3), depth=1)
    rated = polygon_counts(X, Y, SQUARES, 0.7, make_rng(3), depth=1, denominator=POPULATION)
    assert np.array_equal(plain.counts, rated.counts)
    assert plain.ledger.as_dict() == rated.ledger.as_dict()
    record = rated.metadata()
    assert "no extra ε" in record["rates"]["privacy"] and record["rates"]["per"] == 100_000
    assert record["rates"]["publication"]["threshold"] == 1000 and "rates" not in plain.metadata()


@pytest.mark.parametrize("bad", ["12", True, -1, math.inf, [1, 2]])
def test_a_denominator_that_is_no_population_is_refused_before_any_noise(bad):
    rng = make_rng(5)
    before = rng.bit_generator.state
    with pytest.raises(ValueError, match="denominator") as error:
        polygon_counts(X, Y, SQUARES, 1.0, rng, depth=1, denominator=[1000, bad, 1000])
    assert "\n" not in str(error.value)
    assert rng.bit_generator.state == before


def test_zero_or_missing_denominators_and_suppressed_counts_give_no_rate_with_a_reason():
    n = denominators([0, None, 100, 100])
    rates = crude_rates([5.0, 5.0, math.nan, 7.0], noise_sd=[1.0] * 4, moe90=[2.0] * 4, denominator=n,
                        per=1000)
    assert np.isnan(rates.rate[:3]).all() and rates.rate[3] == 7.0 * 1000 / 100
    assert rates.reasons == [ZERO_DENOMINATOR, MISSING_DENOMINATOR, MISSING_COUNT, None]
    assert rates.noise_sd[3] == 10 and rates.moe90[3] == 20


def test_small_denominators_are_flagged_by_a_public_threshold():
    assert small_denominators([999, 1000, math.nan, 0], 1000).tolist() == [1, 0, 0, 1]
    assert small_denominators([5, 10], 0).tolist() == [0, 0]
    assert denominator_rule(0) is None and denominator_rule(250)["threshold"] == 250


#: three age groups: counts per polygon (2) and category, their populations, a standard population
AGE_TRUE = np.array([[30, 80, 120], [5, 12, 40]])
AGE_POPULATION = np.array([[20_000.0, 15_000.0, 6_000.0], [3_000.0, 2_500.0, 1_500.0]])
STANDARD = np.array([60_000.0, 30_000.0, 10_000.0])  # weights 0.6, 0.3, 0.1


@pytest.mark.slow
def test_the_noise_added_to_a_standardised_rate_is_the_stated_one():
    """Counts per (polygon, age group) released with discrete Laplace noise 4,000 times: the
    standardised rate's variance is per²·Σ w²·Var/N² (within 10 %) and its normal margin covers."""
    rng = make_rng(11)
    w = standard_weights(STANDARD)
    true_rate = (AGE_TRUE / AGE_POPULATION * 100_000) @ w
    rates, stated = [], None
    for _ in range(RELEASES):
        noisy = Ledger(0.3, "central").laplace("age counts", rng, AGE_TRUE.ravel(), sensitivity=1)
        variance = noisy.uncertainty().variance.reshape(AGE_TRUE.shape)
        stated = standardised_rates(noisy.values.reshape(AGE_TRUE.shape).astype(float), variance=variance,
                                    population=AGE_POPULATION, standard=STANDARD, per=100_000)
        rates.append(stated.rate)
    error = np.array(rates) - true_rate
    assert np.allclose(error.var(axis=0) / stated.noise_sd**2, 1, atol=0.1)
    assert np.all((np.abs(error) <= stated.moe90).mean(axis=0) >= 0.885)
    assert stated.reasons == [None, None]


def test_a_standardised_rate_needs_every_category_denominator():
    rates = standardised_rates([[1.0, 2.0], [1.0, 2.0]], variance=[[1.0, 1.0]] * 2,
                               population=[[100.0, 0.0], [100.0, None]], standard=[1, 1], per=1000)
    assert np.isnan(rates.rate).all() and rates.reasons == [ZERO_DENOMINATOR, MISSING_DENOMINATOR]
    with pytest.raises(ValueError, match="one count"):
        standardised_rates([[1.0, 2.0]], variance=[[1.0, 1.0]], population=[[1.0, 1.0]], standard=[1, 1, 1],
                           per=1000)
    with pytest.raises(ValueError, match="standard population"):
        standard_weights([0, 0])
