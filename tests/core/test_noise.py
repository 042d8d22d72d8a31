"""Statistical tests of the exact discrete Laplace sampler (CKS 2020) and the secure source."""

import math
from fractions import Fraction

import numpy as np
import pytest
from scipy import stats

from spatialdp.core import noise
from spatialdp.core.rng import SecureGenerator, make_rng

from .test_privacy_behaviour import _urandom_stub


def _pmf(x, scale):
    """P[X = x] of the discrete Laplace of the given scale, written here (CKS 2020, Def. 1)."""
    p = math.exp(-1.0 / scale)
    return (1 - p) / (1 + p) * p ** np.abs(np.asarray(x, dtype=float))


def _chi_square_pvalue(samples, scale):
    """Goodness of fit of integer samples against the discrete Laplace pmf (tails pooled)."""
    lim = int(math.ceil(4 * scale)) + 1
    support = np.arange(-lim, lim + 1)
    expected = _pmf(support, scale) * len(samples)
    observed = np.array([(samples == k).sum() for k in support], dtype=float)
    tail_p = 1 - _pmf(support, scale).sum()
    observed = np.append(observed, (np.abs(samples) > lim).sum())
    expected = np.append(expected, tail_p * len(samples))
    return stats.chisquare(observed, expected).pvalue


@pytest.mark.parametrize("sensitivity,epsilon", [(1, 1.0), (1, 0.1), (3, 0.5), (1, 5.0), (7, 2.0)])
def test_moments_and_fit_at_fixed_seed(sensitivity, epsilon):
    """Against the scale Δ/ε itself: the code's rounding up by < 2⁻²⁰ is far below the test's power."""
    rng = np.random.default_rng(20240501)
    n = 200_000
    z = noise.discrete_laplace(rng, n, sensitivity, epsilon)
    assert z.dtype == np.int64
    scale = sensitivity / epsilon
    p = math.exp(-1.0 / scale)
    var = 2 * p / (1 - p) ** 2
    assert abs(z.mean()) < 5 * math.sqrt(var / n)
    # the sample variance of n draws has standard error about sqrt((m4 - var²)/n) ≤ var·sqrt(6/n)
    assert abs(z.var() - var) < 5 * var * math.sqrt(6 / n)
    assert _chi_square_pvalue(z, scale) > 1e-3


def test_secure_generator_fits_too(monkeypatch):
    """The secure generator's words (os.urandom, here a seeded byte stream so that the test is
    deterministic: unseeded, p > 1e-4 failed once in 10,000 runs) make the right distribution."""
    _urandom_stub(monkeypatch, 20240502)
    z = noise.discrete_laplace(SecureGenerator(), 100_000, 1, 1.0)
    assert _chi_square_pvalue(z, 1.0) > 1e-3


@pytest.mark.parametrize("sensitivity", [1, 2, 13, np.int64(13), 2.5])
def test_scale_is_rounded_up_never_down(sensitivity):
    for eps in (0.1, 0.3, 1 / 3, 0.7, 2.0, 5.8, 9.99):
        t, s = noise.scale_fraction(sensitivity, eps)
        nominal = Fraction(float(sensitivity)) / Fraction(eps)
        assert Fraction(t, s) >= nominal
        assert Fraction(t, s) - nominal <= Fraction(1, s)


def test_bernoulli_exp_is_exact_in_distribution():
    rng = np.random.default_rng(7)
    for num, den in [(0, 5), (1, 1), (1, 3), (7, 8)]:
        b = noise.bernoulli_exp(rng, np.full(100_000, num), den)
        p = math.exp(-num / den)
        assert abs(b.mean() - p) < 5 * math.sqrt(p * (1 - p) / 1e5) + 1e-12


def test_rejects_bad_epsilon():
    with pytest.raises(ValueError):
        noise.discrete_laplace(np.random.default_rng(0), 3, 1, 0.0)
    with pytest.raises(ValueError):
        noise.discrete_laplace(np.random.default_rng(0), 3, 1, -1.0)


def test_seeded_runs_repeat_secure_runs_do_not():
    a = noise.discrete_laplace(make_rng(5), 1000, 1, 1.0)
    b = noise.discrete_laplace(make_rng(5), 1000, 1, 1.0)
    assert np.array_equal(a, b)
    c = noise.discrete_laplace(make_rng(), 1000, 1, 1.0)
    d = noise.discrete_laplace(make_rng(), 1000, 1, 1.0)
    # a false failure needs 1,000 equal pairs: P = (Σ P[k]²)^1000 ≈ 0.28^1000 (Σ at scale 1)
    assert not np.array_equal(c, d)


def test_secure_integers_are_uniform_with_array_bounds(monkeypatch):
    _urandom_stub(monkeypatch, 20240503)  # the words of os.urandom, seeded: a deterministic test
    rng = SecureGenerator()
    high = np.array([3, 7, 1000])
    draws = rng.integers(0, np.tile(high, 30_000)).reshape(-1, 3)
    assert (draws >= 0).all() and (draws < high).all()
    counts = np.bincount(draws[:, 0], minlength=3)
    assert stats.chisquare(counts).pvalue > 1e-4
    u = rng.random(50_000)
    assert 0 <= u.min() and u.max() < 1 and stats.kstest(u, "uniform").pvalue > 1e-4
