"""LDP frequency oracles GRR and OLH (Wang et al., USENIX Security 2017; docs/ldp-grids.md)."""

import math

import numpy as np
import pytest
from scipy import stats

from spatialdp.core import oracles
from spatialdp.core.oracles import GRR, MERSENNE_61, OLH, Reports
from spatialdp.core.rng import SecureGenerator

from .test_privacy_behaviour import _urandom_stub

P = MERSENNE_61


def _splitmix64(x):
    m = 2**64
    z = (x + 0x9E3779B97F4A7C15) % m
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % m
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % m
    return z ^ (z >> 31)


def _python_coefficients(seed):
    z1 = _splitmix64(seed)
    z2 = _splitmix64((seed + 0x9E3779B97F4A7C15) % 2**64)
    return 1 + z1 % (P - 1), z2 % P


def test_hash_arithmetic_is_exact_against_python_integers():
    rng = np.random.default_rng(11)
    top = 2**32 - 1
    x = np.r_[rng.integers(0, P, 3000, dtype=np.uint64), np.array([P - 1, P - 1, 0, 1], dtype=np.uint64)]
    y = np.r_[rng.integers(0, 2**32, 3000, dtype=np.uint64), np.array([top, 0, top, top], dtype=np.uint64)]
    assert [int(v) for v in oracles._mulmod(x, y)] == [int(a) * int(b) % P for a, b in zip(x, y)]
    a, b = x[:200], rng.integers(0, P, 200, dtype=np.uint64)
    k = np.r_[np.arange(40), 2**16 - 1].astype(np.uint64)
    table = oracles._affine_table(a, b, k)
    expected = [[(int(au) * int(ki) + int(bu)) % P for ki in k] for au, bu in zip(a, b)]
    assert table.tolist() == expected

    seeds = np.r_[rng.integers(0, oracles.SEED_HIGH, 300, dtype=np.int64), 0, 1, oracles.SEED_HIGH - 1]
    a, b = oracles.hash_coefficients(seeds)
    assert [(int(u), int(v)) for u, v in zip(a, b)] == [_python_coefficients(int(s)) for s in seeds]
    values = rng.integers(0, 2**32, len(seeds))
    for g in (2, 4, 7, 149, 300):
        hashed = oracles.olh_hash(seeds, values, g)
        assert [int(h) for h in hashed] == [
            ((ca * int(v) + cb) % P) % g for (ca, cb), v in
            ((_python_coefficients(int(s)), v) for s, v in zip(seeds, values))
        ]


@pytest.mark.parametrize(
    "d,g,n", [(1, 3, 40), (2, 2, 60), (7, 7, 200), (50, 300, 150), (1001, 73, 80), (17, 149, 300)],
)
def test_olh_support_equals_a_per_user_count(d, g, n):
    # g = 7 divides 2^61 − 1 (no wrap correction), g = 300 needs 16-bit residues
    rng = np.random.default_rng(d * 1000 + g)
    seeds = rng.integers(0, oracles.SEED_HIGH, n, dtype=np.int64)
    x = rng.integers(0, g, n)
    coeffs = [_python_coefficients(int(s)) for s in seeds]
    expected = np.zeros(d, dtype=np.int64)
    for (a, b), xu in zip(coeffs, x):
        expected += np.array([((a * v + b) % P) % g == xu for v in range(d)])
    assert np.array_equal(oracles.olh_support(seeds, x, d, g), expected)


def test_adaptive_choice_and_hash_range():
    # GRR when d < 3e^ε + 2 (= 10.15 at ε = 1)
    assert oracles.choose_oracle(10, 1.0) == GRR and oracles.choose_oracle(11, 1.0) == OLH
    assert oracles.olh_hash_range(1.0) == 4
    assert oracles.olh_hash_range(0.5) == 3
    assert oracles.olh_hash_range(5.0) == 149
    r = oracles.perturb(np.zeros(10, dtype=int), 10, 1.0, np.random.default_rng(0))
    assert r.oracle == GRR and r.seed is None
    r = oracles.perturb(np.zeros(10, dtype=int), 11, 1.0, np.random.default_rng(0))
    assert r.oracle == OLH and r.g == 4 and r.seed.dtype == np.int64 and (r.seed >= 0).all()
    # a single value (a 1×1 grid) needs no randomness and is estimated exactly
    r = oracles.perturb(np.zeros(5, dtype=int), 1, 1.0, np.random.default_rng(0))
    assert r.oracle == GRR and np.array_equal(oracles.estimate(r, 1, 1.0), [5.0])


@pytest.mark.parametrize("d,eps", [(2, 0.1), (5, 1.0), (40, 3.0), (149, 5.0)])
def test_grr_matrix_is_epsilon_ldp(d, eps):
    m = oracles.grr_matrix(d, eps)
    assert np.allclose(m.sum(axis=1), 1)
    # for every output (column), every ratio of two inputs' probabilities is ≤ e^ε …
    ratios = m.max(axis=0) / m.min(axis=0)
    assert (ratios <= math.exp(eps) * (1 + 1e-12)).all()
    # … and the bound is tight (GRR spends all of ε)
    assert ratios.max() == pytest.approx(math.exp(eps))


def test_variance_closed_forms():
    n, eps = 10_000, 1.3
    e = math.exp(eps)
    assert oracles.variance(GRR, n, 12, eps) == pytest.approx(n * (e + 12 - 2) / (e - 1) ** 2)
    # OLH with g = e^ε + 1 exactly (ε = ln 3, g = 4): Var* = n·4e^ε/(e^ε − 1)²
    assert oracles.olh_variance(n, math.log(3), g=4) == pytest.approx(n * 4 * 3 / 2**2)
    p, q = oracles.support_probabilities(OLH, 0, 1.0)
    assert (p, q) == pytest.approx((math.e / (math.e + 3), 0.25))


def _repeated_estimates(oracle, truth, d, eps, reps, seed):
    rng = np.random.default_rng(seed)
    values = np.repeat(np.arange(d), truth)
    out = np.empty((reps, d))
    for r in range(reps):  # one collection per repetition
        out[r] = oracles.estimate(oracles.perturb(values, d, eps, rng, oracle=oracle), d, eps)
    return out


@pytest.mark.slow
@pytest.mark.parametrize("oracle,d,eps,reps", [(GRR, 6, 1.0, 1500), (OLH, 40, 1.0, 500), (OLH, 25, 2.5, 500)])
def test_estimates_are_unbiased_with_the_closed_form_variance(oracle, d, eps, reps):
    rng = np.random.default_rng(3)
    truth = rng.integers(0, 120, d)
    truth[0] = 0
    n = int(truth.sum())
    est = _repeated_estimates(oracle, truth, d, eps, reps, seed=4)
    g = oracles.olh_hash_range(eps) if oracle == OLH else None
    var = np.array([oracles.variance(oracle, n, d, eps, g=g, true_count=c) for c in truth])
    # every cell's mean is within 5 standard errors of its true count
    z = (est.mean(axis=0) - truth) / np.sqrt(var / reps)
    assert np.abs(z).max() < 5
    # the empirical variances match the closed form (each has relative s.e. ≈ √(2/reps))
    ratio = est.var(axis=0, ddof=1) / var
    assert abs(ratio.mean() - 1) < 0.06
    assert np.abs(ratio - 1).max() < 6 * math.sqrt(2 / reps)


def test_olh_report_distribution_at_fixed_seed():
    eps, d, n = 1.0, 1000, 200_000
    g = oracles.olh_hash_range(eps)
    rng = np.random.default_rng(20240601)
    v = rng.integers(0, d, n)
    r = oracles.perturb(v, d, eps, rng, oracle=OLH)
    p, _ = oracles.grr_probabilities(g, eps)
    h_true = oracles.olh_hash(r.seed, v, g)
    keep = r.report == h_true
    # P[x_u = H_u(v_u)] = p = e^ε / (e^ε + g − 1)
    assert abs(keep.mean() - p) < 5 * math.sqrt(p * (1 - p) / n)
    # otherwise x_u is uniform over the g − 1 other hash values
    shift = (r.report[~keep] - h_true[~keep]) % g
    assert shift.min() >= 1
    assert stats.chisquare(np.bincount(shift, minlength=g)[1:]).pvalue > 1e-3
    # a value the user does not hold is supported with probability 1/g
    other = (v + 1 + rng.integers(0, d - 1, n)) % d
    hit = (r.report == oracles.olh_hash(r.seed, other, g)).mean()
    assert abs(hit - 1 / g) < 5 * math.sqrt((1 / g) * (1 - 1 / g) / n)
    # the GRR-over-g step is ε-LDP on its full matrix
    m = oracles.grr_matrix(g, eps)
    assert np.allclose(m.sum(axis=1), 1)
    assert (m.max(axis=0) / m.min(axis=0)).max() <= math.exp(eps) * (1 + 1e-12)


def test_hash_family_is_roughly_universal():
    rng = np.random.default_rng(8)
    n = 400_000
    seeds = rng.integers(0, oracles.SEED_HIGH, n, dtype=np.int64)
    for g in (3, 4, 21, 149):
        v = rng.integers(0, 10_000, n)
        w = (v + rng.integers(1, 10_000, n)) % 10_000  # w ≠ v
        collide = (oracles.olh_hash(seeds, v, g) == oracles.olh_hash(seeds, w, g)).mean()
        assert abs(collide - 1 / g) < 5 * math.sqrt((1 / g) * (1 - 1 / g) / n)
        # each value's hash is uniform over [0, g) across users
        h = oracles.olh_hash(seeds, np.full(n, 12345), g)
        assert stats.chisquare(np.bincount(h, minlength=g)).pvalue > 1e-3


def test_norm_sub():
    assert np.allclose(oracles.norm_sub([5.0, -2.0, 3.0], 6), [4, 0, 2])
    # positives short of the total are raised; clamped entries stay at 0
    assert np.allclose(oracles.norm_sub([1.0, -1.0, 1.0], 4), [2, 0, 2])
    assert np.allclose(oracles.norm_sub([-1.0, -3.0], 4), [2, 2])
    rng = np.random.default_rng(1)
    c = rng.normal(10, 40, 500)
    out = oracles.norm_sub(c, 5000)
    assert (out >= 0).all() and out.sum() == pytest.approx(5000)
    # order is kept and every positive entry moved by the same amount
    moved = (c - out)[out > 0]
    assert np.allclose(moved, moved[0])
    assert (np.diff(out[np.argsort(c)]) >= -1e-9).all()
    # the iterative definition (Wang et al. 2020) reaches the same fixed point
    it = c.copy()
    while (it < 0).any() or abs(it.sum() - 5000) > 1e-9:
        it[it < 0] = 0
        it[it > 0] += (5000 - it.sum()) / (it > 0).sum()
    assert np.allclose(it, out)


def test_client_one_user_and_many_and_table_round_trip():
    rng = np.random.default_rng(5)
    one = oracles.perturb(7, 100, 1.0, rng)
    assert one.oracle == OLH and one.report.shape == () and one.seed.shape == () and len(one) == 1
    assert 0 <= int(one.report) < 4
    values = rng.integers(0, 100, (30, 20))
    many = oracles.perturb(values, 100, 1.0, rng)
    assert many.report.shape == many.seed.shape == (30, 20)
    # a table of (seed, report) rows, e.g. read back from a GIS layer as Python ints
    table = Reports("olh", [int(r) for r in many.report.ravel()], [int(s) for s in many.seed.ravel()])
    assert np.array_equal(oracles.estimate(table, 100, 1.0), oracles.estimate(many, 100, 1.0))
    with pytest.raises(ValueError):
        oracles.perturb([0, 100], 100, 1.0, rng)
    with pytest.raises(ValueError):
        oracles.estimate(Reports(OLH, [0, 1], [1.5, 2.0]), 100, 1.0)
    with pytest.raises(ValueError):
        oracles.estimate(Reports(OLH, [0, 9], [1, 2]), 100, 1.0)  # 9 ≥ g = 4
    with pytest.raises(ValueError):
        Reports(OLH, [0, 1])
    with pytest.raises(ValueError):
        oracles.perturb([0], 10, 0.0, rng)


def test_norm_sub_estimates_and_secure_source(monkeypatch):
    _urandom_stub(monkeypatch, 21)  # the secure source's words, seeded: a deterministic test
    rng = SecureGenerator()
    values = np.repeat([0, 3, 7], [3000, 1000, 500])
    for oracle in (GRR, OLH):
        r = oracles.perturb(values, 12, 2.0, rng, oracle=oracle)
        est = oracles.estimate(r, 12, 2.0)
        assert est.sum() == pytest.approx(len(values), rel=0.2)
        ns = oracles.estimate(r, 12, 2.0, norm_sub=True)
        assert (ns >= 0).all() and ns.sum() == pytest.approx(len(values))
        assert abs(ns[0] - 3000) < 600
