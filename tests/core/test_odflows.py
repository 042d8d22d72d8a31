"""Private OD matrices (issue 27), measured from outside (docs/odflows.md).

Expected laws are written out here from the definition of the discrete
Laplace, P[X = x] = (1−q)/(1+q)·q^|x| with q = e^(−ε/k), never taken from the
code. Statistical checks reuse the bounds of test_privacy_behaviour (false
failure ≤ 1e-7 per check); the two-sample χ² comparisons of the sparse and
dense paths use level ALPHA = 1e-6 each (a test makes three: < 3e-6 per test).
"""

import math

import numpy as np
import pytest
from scipy import stats

from spatialdp.core import Domain
from spatialdp.core.budget import Ledger
from spatialdp.core.exceedance import empty_positions, sample_exceedances
from spatialdp.core.mechanisms.odflows import consistent_od, noisy_pairs_sparse, od_flows
from spatialdp.core.noise import discrete_laplace_fraction, scale_fraction

from .test_privacy_behaviour import assert_dlap, assert_variance, hoeffding_margin

ALPHA = 1e-6
DOMAIN = Domain(0.0, 0.0, 30.0, 30.0)
M = 3  # 9 zones, 81 pairs


def commuters(rng, users=60, trips=5):
    """Each user commutes ``trips`` times between a home and a workplace (public test data)."""
    home = rng.random((users, 2)) * 30
    work = rng.random((users, 2)) * 30
    ids = np.repeat(np.arange(users), trips)
    return home[ids, 0], home[ids, 1], work[ids, 0], work[ids, 1], ids


def true_matrix(ox, oy, dx, dy, m=M):
    cell = lambda x, y: np.minimum((y / 30 * m).astype(int), m - 1) * m + np.minimum((x / 30 * m).astype(int), m - 1)  # noqa: E731
    return np.bincount(cell(ox, oy) * m * m + cell(dx, dy), minlength=m**4).reshape(m * m, m * m)


def release(seed, trips, **kw):
    ox, oy, dx, dy, ids = trips
    kw.setdefault("grid_size", M)
    return od_flows(np.random.default_rng(seed), ox=ox, oy=oy, dx=dx, dy=dy, domain=DOMAIN,
                    epsilon=kw.pop("epsilon", 1.0), **kw)


def dlap_pmf_tail(q, theta):
    """P[X ≥ θ] by summing the pmf (θ ≥ 1)."""
    x = np.arange(theta, theta + 2000)
    return float(((1 - q) / (1 + q) * q ** x.astype(float)).sum())


# ---------------------------------------------------------------- the noise of the matrix


def test_every_pair_gets_discrete_laplace_noise_of_scale_k_over_epsilon():
    """Released minus true, every pair (zeros included), k = 3 trips per user at ε = 1: DLap(3/1)."""
    rng = np.random.default_rng(7)
    ox, oy, dx, dy, ids = commuters(rng, users=40, trips=3)  # each user has exactly k trips: all kept
    truth = true_matrix(ox, oy, dx, dy)
    noise = [release(s, (ox, oy, dx, dy, ids), user_ids=ids, max_per_user=3, marginal_share=0).matrix() - truth
             for s in range(300)]
    assert_dlap(np.array(noise), 3, 1.0, "OD pair noise")


def test_a_changed_user_changes_each_table_by_at_most_k():
    """Coupled runs (same seed, so the same noise) on neighbouring data: removing one user with
    many trips changes the released pair table, and the outgoing and incoming totals, by at most
    k in L1. A trip counted twice, or a user keeping more than k trips, exceeds it."""
    rng = np.random.default_rng(3)
    k = 2
    ox, oy, dx, dy, ids = commuters(rng, users=30, trips=k)  # everyone else keeps all their trips
    heavy = rng.random((4, 8)) * 30  # one user with 8 trips, more than k
    ox, oy, dx, dy = (np.concatenate([v, h]) for v, h in zip((ox, oy, dx, dy), heavy))
    ids = np.concatenate([ids, np.full(8, 99)])
    keep = ids != 99
    for seed in range(20):
        a = release(seed, (ox, oy, dx, dy, ids), user_ids=ids, max_per_user=k, marginal_share=0)
        b = release(seed, (ox[keep], oy[keep], dx[keep], dy[keep], ids[keep]), user_ids=ids[keep],
                    max_per_user=k, marginal_share=0)
        diff = a.matrix() - b.matrix()
        assert np.abs(diff).sum() <= k
        assert np.abs(a.totals.outgoing - b.totals.outgoing).sum() <= k
        assert np.abs(a.totals.incoming - b.totals.incoming).sum() <= k


@pytest.mark.slow
def test_totals_are_released_values_only():
    """With no share the totals are exactly the sums of the released matrix; with a share the
    consistent matrix adds up to the consistent totals and their error has the stated variance
    (totals taken from the true counts would have none)."""
    rng = np.random.default_rng(11)
    trips = commuters(rng)
    plain = release(1, trips, marginal_share=0)
    matrix = plain.matrix()
    assert np.array_equal(plain.totals.outgoing, matrix.sum(axis=1))
    assert np.array_equal(plain.totals.incoming, matrix.sum(axis=0))
    truth = true_matrix(*trips[:4])
    errors_out, errors_cell = [], []
    for seed in range(400):
        r = release(seed, trips, marginal_share=0.5)
        x = r.matrix()
        assert np.allclose(x.sum(axis=1), r.totals.outgoing) and np.allclose(x.sum(axis=0), r.totals.incoming)
        errors_out.append(r.totals.outgoing - truth.sum(axis=1))
        errors_cell.append(x - truth)
    # the variance the WLS estimate must have, from the noises' variances written out here
    q = lambda eps: math.exp(-eps)  # noqa: E731
    v = lambda eps: 2 * q(eps) / (1 - q(eps)) ** 2  # noqa: E731
    vm, vr = v(0.5), v(0.25)
    z = M * M
    lam, lam_r = 1 / vm, 1 / vm + z / vr
    lam_00 = lam + 2 * z / vr
    expected_out = 1 / lam_00 + (z - 1) / lam_r
    measured = float(np.var(np.array(errors_out)))
    assert abs(measured / expected_out - 1) < 0.1, (measured, expected_out, r.totals.out_sd**2)
    assert math.isclose(r.totals.out_sd ** 2, expected_out, rel_tol=1e-3)
    expected_cell = (1 / z**2) / lam_00 + 2 * (z - 1) / z**2 / lam_r + ((z - 1) / z) ** 2 / lam
    assert abs(float(np.var(np.array(errors_cell))) / expected_cell - 1) < 0.1
    assert math.isclose(r.noise_sd ** 2, expected_cell, rel_tol=1e-3)


def test_consistent_od_is_the_weighted_least_squares_solution():
    """The closed form equals numpy's least squares on the stacked, weighted system."""
    rng = np.random.default_rng(0)
    z = 4
    y, r, c = rng.normal(size=(z, z)), rng.normal(size=z), rng.normal(size=z)
    vm, vr, vc = 2.0, 5.0, 3.0
    x, rows, cols, var_x, var_r, _ = consistent_od(y, r, c, var_cell=vm, var_out=vr, var_in=vc)
    eye = np.eye(z * z)
    row_op = np.kron(np.eye(z), np.ones(z))
    col_op = np.kron(np.ones(z), np.eye(z))
    a = np.vstack([eye / math.sqrt(vm), row_op / math.sqrt(vr), col_op / math.sqrt(vc)])
    b = np.concatenate([y.ravel() / math.sqrt(vm), r / math.sqrt(vr), c / math.sqrt(vc)])
    solution = np.linalg.lstsq(a, b, rcond=None)[0]
    assert np.allclose(x.ravel(), solution)
    cov = np.linalg.inv(a.T @ a)
    assert np.allclose(np.diag(cov), var_x)
    assert np.allclose(np.diag(row_op @ cov @ row_op.T), var_r)


def test_budget_steps_add_up_to_epsilon():
    r = release(0, commuters(np.random.default_rng(1)), marginal_share=0.2, epsilon=2.0)
    steps = {s.step: s.epsilon for s in r.ledger.entries}
    assert set(steps) == {"OD matrix", "outgoing totals", "incoming totals"}
    assert math.isclose(sum(steps.values()), 2.0) and r.ledger.spent <= 2.0
    assert math.isclose(steps["OD matrix"], 1.6)


# ---------------------------------------------------------------- the sparse path


def _two_sample_chi2(a, b, what):
    """Two samples of categories (counts per category) are from one law: χ² test at ALPHA."""
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    used = (a + b) > 0
    _, p, _, _ = stats.chi2_contingency(np.vstack([a[used], b[used]]))
    assert p > ALPHA, f"{what}: the sparse and dense paths differ (χ² p = {p:.2g})"


@pytest.mark.slow
def test_sparse_path_has_the_law_of_the_thresholded_dense_matrix():
    """36 pairs, three of them nonempty: over 2,000 runs of each path, the number of pairs
    published, which pairs, and their values have one law (two-sample χ² tests)."""
    keys, counts = np.array([3, 10, 20]), np.array([1, 4, 2])
    n_pairs, theta, runs = 36, 2, 2000
    t, s = scale_fraction(1, 1.0)
    truth = np.zeros(n_pairs, dtype=np.int64)
    truth[keys] = counts
    dense_rng, sparse_rng = np.random.default_rng(100), np.random.default_rng(200)
    sizes = np.zeros((2, n_pairs + 1))
    where = np.zeros((2, n_pairs))
    values = np.zeros((2, 12))
    for _ in range(runs):
        noisy = truth + discrete_laplace_fraction(dense_rng, t, s, n_pairs)
        dense_pairs = np.flatnonzero(noisy >= theta)
        matrix = Ledger(1.0).laplace("OD matrix", sparse_rng, counts, sensitivity=1)
        pairs, vals = noisy_pairs_sparse(sparse_rng, keys=keys, noisy=matrix, n_pairs=n_pairs, theta=theta)
        for row, (p, v) in enumerate(((dense_pairs, noisy[dense_pairs]), (pairs, vals))):
            sizes[row, len(p)] += 1
            where[row, p] += 1
            np.add.at(values[row], np.minimum(v - theta, 11), 1)
    _two_sample_chi2(*sizes, "number of pairs published")
    _two_sample_chi2(*where, "which pairs are published")
    _two_sample_chi2(*values, "published values")


@pytest.mark.slow
def test_empty_pair_sampler_is_unbiased():
    """A million empty pairs at scale 2 and θ = 12: the number published has mean E·P[X ≥ θ]
    (P summed from the pmf here), they are spread uniformly, and each value is θ + a geometric."""
    t, s = scale_fraction(2, 1.0)
    q = math.exp(-0.5)
    n_empty, theta = 1_000_000, 12
    p = dlap_pmf_tail(q, theta)
    rng = np.random.default_rng(5)
    sizes, excess, spots = [], [], []
    for _ in range(15):
        positions, values = sample_exceedances(rng, n_empty=n_empty, t=t, s=s, theta=theta)
        assert np.all(np.diff(positions) > 0) and positions.min() >= 0 and positions.max() < n_empty
        sizes.append(len(positions))
        excess.append(values - theta)
        spots.append(positions)
    mean, sd = n_empty * p, math.sqrt(n_empty * p * (1 - p) / len(sizes))
    assert abs(np.mean(sizes) - mean) < 6 * sd, (np.mean(sizes), mean)
    excess = np.concatenate(excess)
    support = np.arange(0, 200)
    assert_variance(excess, support, (1 - q) * q ** support.astype(float), "exceedance")
    assert abs(excess.mean() - q / (1 - q)) < 6 * math.sqrt(q) / (1 - q) / math.sqrt(excess.size)
    decile = np.bincount(np.concatenate(spots) * 10 // n_empty, minlength=10) / sum(sizes)
    assert np.max(np.abs(decile - 0.1)) < hoeffding_margin(sum(sizes))


def test_empty_positions_skip_the_nonempty_pairs():
    nonempty = np.array([0, 2, 3, 7])
    empty = np.setdiff1d(np.arange(10), nonempty)
    assert np.array_equal(empty_positions(nonempty, np.arange(len(empty))), empty)


def test_sparse_refusals_depend_on_public_inputs_only():
    trips = commuters(np.random.default_rng(2))
    with pytest.raises(ValueError, match="share"):
        release(0, trips, sparse=True, marginal_share=0)
    with pytest.raises(ValueError, match="at least 1"):
        release(0, trips, sparse=True, threshold=0)
    for data in (trips, tuple(v[:0] for v in trips)):  # the same refusal with trips or without
        with pytest.raises(ValueError, match="noise alone would publish"):
            release(0, data, sparse=True, threshold=1, grid_size=40)
