"""Each cell's noise_sd and moe90 (core/uncertainty.py, docs/uncertainty.md), checked from outside.

The released counts of many seeded runs are compared with the true counts,
computed here from the points and the released rectangles: the mean squared
error must match the mean of the released variances, and the 90 % margins
must cover about 90 % of the cells. A formula off by a factor fails both.
"""

import numpy as np
import pytest

from spatialdp.core import Domain, adaptive_grid, uniform_grid
from spatialdp.core.mechanisms.ag import constrained_inference
from spatialdp.core.mechanisms.dam import dam
from spatialdp.core.mechanisms.ldp_grids import ldp_estimate_grid, ldp_grid_reports, ldp_uniform_grid, privag
from spatialdp.core.mechanisms.privtree import privtree
from spatialdp.core.mechanisms.vdr import Denoiser, vdr
from spatialdp.core.noise import discrete_laplace_variance, effective_scale
from spatialdp.core.uncertainty import (
    LEVEL, constrained_inference_margins, constrained_inference_variance, discrete_laplace_margin,
)

from .points import clustered

DOMAIN = Domain(0, 0, 100, 100)
#: DLap(2), worked by hand: Var = 2p/(1 − p)² with p = e^(−1/2); P[|X| > m] = 2p^(m+1)/(1 + p) is
#: 0.102 at m = 4 and 0.062 at m = 5, so the 90 % margin is 5
DLAP_2_VARIANCE = 2 * np.exp(-0.5) / (1 - np.exp(-0.5)) ** 2
DLAP_2_MOE90 = 5


def points(n, seed=0):
    """Clustered points kept 1 unit away from the domain's edges (no point on a cell edge)."""
    x, y = clustered(n, seed)
    return np.clip(x, 1, 99), np.clip(y, 1, 99)


def true_counts(x, y, rects):
    """The number of points in each rectangle, counted here."""
    return np.array([np.count_nonzero((x >= a) & (x < c) & (y >= b) & (y < d)) for a, b, c, d in rects])


def errors_and_uncertainty(release, x, y, runs):
    """Errors, variances and margins of every cell of ``runs`` seeded releases, pooled."""
    errors, variances, margins = [], [], []
    for seed in range(runs):
        synopsis = release(np.random.default_rng(seed))
        assert synopsis.uncertainty.known
        errors.append(synopsis.counts - true_counts(x, y, synopsis.rects))
        variances.append(synopsis.uncertainty.variance)
        margins.append(synopsis.uncertainty.moe90)
    return np.concatenate(errors), np.concatenate(variances), np.concatenate(margins)


def dlap_pmf(scale, support=4000):
    """P[X = x] ∝ exp(−|x|/t) on −support…support, normalised by summation."""
    xs = np.arange(-support, support + 1)
    weights = np.exp(-np.abs(xs) / scale)
    return xs, weights / weights.sum()


@pytest.mark.parametrize("scale", [0.3, 1.0, 2.0, 7.5, 40.0])
def test_discrete_laplace_margin_is_the_exact_90_percent_point(scale):
    scale = effective_scale(1, 1 / scale)  # the scale the sampler uses for ε = 1/scale
    xs, pmf = dlap_pmf(scale)
    m = discrete_laplace_margin(scale)
    within = lambda k: pmf[np.abs(xs) <= k].sum()  # noqa: E731
    assert within(m) >= LEVEL > (within(m - 1) if m > 0 else 0)
    # and the variance is the distribution's
    variance = discrete_laplace_variance(scale)
    assert variance == pytest.approx((xs**2 * pmf).sum(), rel=1e-6)


@pytest.mark.slow
def test_ug_noise_sd_and_moe90_match_many_seeded_releases():
    x, y = points(3_000)
    eps = 0.5
    errors, variances, margins = errors_and_uncertainty(
        lambda rng: uniform_grid(x, y, DOMAIN, eps, rng, grid_size=6), x, y, runs=250)
    assert np.all(variances == variances[0]) and np.all(margins == margins[0])
    assert errors.var() / variances[0] == pytest.approx(1, abs=0.08)
    # the coverage the exact distribution promises, for the scale the sampler used
    xs, pmf = dlap_pmf(effective_scale(1, eps))
    promised = pmf[np.abs(xs) <= margins[0]].sum()
    assert promised >= LEVEL
    assert np.mean(np.abs(errors) <= margins[0]) == pytest.approx(promised, abs=0.02)
    assert np.mean(np.abs(errors) <= margins[0] - 1) < LEVEL  # the margin is the smallest that covers


@pytest.mark.slow
def test_ag_consistent_counts_match_their_closed_form_variance():
    x, y = points(4_000, seed=1)
    errors, variances, margins = errors_and_uncertainty(
        lambda rng: adaptive_grid(x, y, DOMAIN, 1.0, rng, grid_size=4), x, y, runs=100)
    assert np.mean(errors**2) / np.mean(variances) == pytest.approx(1, abs=0.08)
    assert np.mean(np.abs(errors) <= margins) == pytest.approx(LEVEL, abs=0.025)


@pytest.mark.slow
@pytest.mark.parametrize("grid_size", [3, 6])  # GRR (9 < 3e + 2 cells) and OLH
def test_ldp_uniform_grid_estimates_match_the_oracle_variance(grid_size):
    x, y = points(4_000, seed=2)
    errors, variances, margins = errors_and_uncertainty(
        lambda rng: ldp_uniform_grid(x, y, DOMAIN, 1.0, rng, grid_size=grid_size, norm_sub=False),
        x, y, runs=120)
    assert np.mean(errors**2) / np.mean(variances) == pytest.approx(1, abs=0.1)
    assert np.mean(np.abs(errors) <= margins) == pytest.approx(LEVEL, abs=0.03)


def test_privag_levels_include_the_random_split_of_the_users():
    x, y = points(6_000, seed=3)
    errors, variances, margins = errors_and_uncertainty(
        lambda rng: privag(x, y, DOMAIN, 2.0, rng, grid_size=3, norm_sub=False, consistency=False),
        x, y, runs=60)
    assert np.mean(errors**2) / np.mean(variances) == pytest.approx(1, abs=0.12)
    assert np.mean(np.abs(errors) <= margins) == pytest.approx(LEVEL, abs=0.04)


def test_constrained_inference_variance_is_that_of_the_linear_map():
    """Var of A·noise = diag(A Σ Aᵀ), with A read off constrained_inference itself."""
    rng = np.random.default_rng(0)
    m2 = np.array([1, 2, 3])
    parent = np.repeat(np.arange(3), m2**2)
    alpha, var1 = 0.4, 2.5
    var2 = rng.uniform(1, 3, len(parent))
    n1 = len(m2)
    basis = np.eye(n1 + len(parent))
    columns = [np.concatenate(constrained_inference(e[:n1], e[n1:], parent, m2, alpha)) for e in basis]
    a_matrix = np.array(columns).T
    sigma = np.r_[np.full(n1, var1), var2]
    expected = np.einsum("ij,j,ij->i", a_matrix, sigma, a_matrix)
    w1, w2 = alpha**2 * m2**2, (1 - alpha) ** 2
    level1, leaves = constrained_inference_variance(var1, var2, parent, m2**2, w1 / (w1 + w2))
    np.testing.assert_allclose(np.r_[level1, leaves], expected)


def test_privtree_leaves_carry_the_leaf_noise():
    x, y = points(2_000)
    synopsis = privtree(x, y, DOMAIN, 1.0, np.random.default_rng(0), tree_share=0.5, internal_share=0)
    # the paper's PrivTree: the leaves' half of ε, DLap(2), the variance and 90 % margin of DLAP_2
    assert synopsis.uncertainty.variance == pytest.approx(np.full(synopsis.n_cells, DLAP_2_VARIANCE), rel=1e-5)
    assert np.all(synopsis.uncertainty.moe90 == DLAP_2_MOE90)


def test_user_bound_scales_the_noise_with_k():
    x, y = points(2_000)
    users = np.arange(2_000) // 2
    one = uniform_grid(x, y, DOMAIN, 1.0, np.random.default_rng(0), grid_size=4)
    three = uniform_grid(x, y, DOMAIN, 1.0, np.random.default_rng(0), grid_size=4, user_ids=users,
                         max_per_user=3)
    # DLap(3): P[|X| > m] = 2p^(m+1)/(1 + p), p = e^(−1/3), is 0.113 at m = 6 and 0.081 at m = 7
    assert three.uncertainty.moe90[0] == 7
    assert three.uncertainty.variance[0] > 8 * one.uncertainty.variance[0]


def test_no_closed_form_leaves_the_fields_empty_and_says_why():
    x, y = points(2_000)
    cases = {
        "EM": dam(x, y, DOMAIN, 2.0, np.random.default_rng(0), grid_size=8),
        "Norm-Sub": ldp_uniform_grid(x, y, DOMAIN, 1.0, np.random.default_rng(0), grid_size=4, norm_sub=True),
    }
    for word, synopsis in cases.items():
        assert not synopsis.uncertainty.known
        assert synopsis.uncertainty.noise_sd(np.arange(3)).tolist() == [None] * 3
        assert word in synopsis.metadata()["uncertainty"]["method"]


def test_a_real_collection_gets_the_oracle_variance():
    x, y = points(3_000)
    reports, _ = ldp_grid_reports(x, y, DOMAIN, 5, 1.0, np.random.default_rng(0))
    synopsis = ldp_estimate_grid(reports.report, reports.seed, DOMAIN, 5, 1.0)
    assert synopsis.uncertainty.known
    assert np.all(synopsis.uncertainty.variance > 0)
    assert "OLH" in synopsis.metadata()["uncertainty"]["method"]


def test_a_synopsis_without_uncertainty_says_so():
    x, y = points(500)
    synopsis = uniform_grid(x, y, DOMAIN, 1.0, np.random.default_rng(0), grid_size=2)
    synopsis.uncertainty = None
    assert synopsis.metadata()["uncertainty"]["method"].startswith("none")


def test_vdr_without_the_denoiser_scales_the_exact_margin():
    x, y = points(2_000)
    users, t = np.arange(2_000) // 4, np.linspace(0, 99, 2_000)
    kwargs = dict(grid_size=4, slices=2, time_range=(0, 100), max_per_user=2, scale="none")
    plain = vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(0), **kwargs, denoiser=Denoiser(denoise="never")).synopsis
    assert np.all(plain.uncertainty.moe90 == DLAP_2_MOE90)  # k/ε = 2
    assert plain.uncertainty.variance[0] == pytest.approx(DLAP_2_VARIANCE, rel=1e-5)
    scaled = vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(0), n_total=8_000,
                 **{**kwargs, "scale": "sampling"}, denoiser=Denoiser(denoise="never")).synopsis
    gamma = scaled.params["gamma"]
    assert gamma > 1 and scaled.uncertainty.moe90[0] == pytest.approx(gamma * DLAP_2_MOE90)


def test_ahead_and_hdg_say_why_they_have_no_margin():
    from spatialdp.core.mechanisms.ahead import ahead
    from spatialdp.core.mechanisms.hdg import hdg

    x, y = points(4_000)
    for synopsis, word in ((ahead(x, y, DOMAIN, 2.0, np.random.default_rng(0)), "Norm-Sub"),
                           (ahead(x, y, DOMAIN, 2.0, np.random.default_rng(0), norm_sub=False), "least-squares"),
                           (hdg(x, y, DOMAIN, 2.0, np.random.default_rng(0)), "HDG")):
        assert not synopsis.uncertainty.known and word in synopsis.metadata()["uncertainty"]["method"]


@pytest.mark.slow
@pytest.mark.parametrize("scale1,scale2,m,a", [(2.0, 2.0, 4, 0.5), (1.0, 3.0, 9, 0.3), (0.5, 0.5, 1, 0.5)])
def test_ag_margins_are_the_exact_90_percent_points_of_the_weighted_noise(scale1, scale2, m, a):
    """Monte Carlo with numpy's geometric sampler (X = G − G'): the margin covers 90 % and 10⁻⁴
    less does not."""
    rng = np.random.default_rng(1)

    def dlap(scale, size):
        p = np.exp(-1 / scale)
        return rng.geometric(1 - p, size) - rng.geometric(1 - p, size)

    n = 200_000
    y, x = dlap(scale1, n), dlap(scale2, (m, n))
    first = a * y + (1 - a) * x.sum(axis=0)
    leaf = (1 - a / m) * x[0] + (a / m) * (y - x[1:].sum(axis=0))
    level1, leaves = constrained_inference_margins(scale1, scale2, np.zeros(1, dtype=int), np.array([m]),
                                                   np.array([a]))
    for noise, margin in ((first, level1[0]), (leaf, leaves[0])):
        assert np.mean(np.abs(noise) <= margin) >= LEVEL - 0.004
        assert np.mean(np.abs(noise) <= margin - 1e-4) <= LEVEL + 0.004


def test_ag_margins_follow_each_leaf_to_its_own_level1_cell():
    """Level-1 cells of different sizes M and weights a, their leaves in any order: each cell and
    each leaf gets the margin of its own cell's (M, a), the one checked by Monte Carlo above."""
    m2sq, a = np.array([4, 9, 4, 1, 9]), np.array([0.5, 0.3, 0.2, 0.5, 0.3])
    parent = np.repeat(np.arange(len(m2sq)), m2sq)[::-1]
    level1, leaves = constrained_inference_margins(1.0, 2.0, parent, m2sq, a)
    for cell in range(len(m2sq)):
        alone1, alone = constrained_inference_margins(1.0, 2.0, np.zeros(m2sq[cell], dtype=int), m2sq[cell:cell + 1],
                                                      a[cell:cell + 1])
        assert level1[cell] == alone1[0]
        assert (leaves[parent == cell] == alone[0]).all()
    assert len(np.unique(leaves)) == 4  # (4, 0.5), (9, 0.3), (4, 0.2), (1, 0.5): four margins


@pytest.mark.parametrize("epsilon", [0.1, 0.5, 1.0, 2.0, 5.0])
@pytest.mark.parametrize("cells", [1, 4, 256, 65_536, 4_000_000])
def test_noise_reach_is_the_smallest_union_bound_for_discrete_laplace_counts(epsilon, cells):
    """P[max over the cells of |noise| > reach] ≤ 10 %; one less breaks the union bound (the sampler's scale)."""
    from spatialdp.core.uncertainty import discrete_laplace_tail, noise_reach

    t = effective_scale(1, epsilon)
    reach = float(noise_reach(np.sqrt(discrete_laplace_variance(t)), cells))
    exceeded = lambda m: 1 - (1 - float(discrete_laplace_tail(t, m))) ** cells  # noqa: E731
    assert exceeded(reach) <= 1 - LEVEL
    assert reach == 0 or cells * float(discrete_laplace_tail(t, reach - 1)) > 1 - LEVEL


@pytest.mark.slow
def test_noise_alone_rarely_exceeds_its_reach_on_a_map():
    """Sampled from outside: 2,000 maps of 256 cells of UG's noise at ε = 1."""
    from spatialdp.core.noise import discrete_laplace
    from spatialdp.core.uncertainty import noise_reach

    rng = np.random.default_rng(3)
    noise = discrete_laplace(rng, (2000, 256), 1, 1.0)
    reach = noise_reach(noise.std(), 256)
    share = np.mean(np.abs(noise).max(axis=1) > reach)
    assert 0.01 < share <= 0.1 + 3 * np.sqrt(0.1 * 0.9 / 2000)
