"""DAM, the Disk Area Mechanism under local DP (Du et al., arXiv:2412.06541; docs/dam.md), and its baselines."""

import math

import numpy as np
import pytest
from scipy import stats

from spatialdp.core import Domain, dam, wasserstein2
from spatialdp.core.optional import optional_import
from spatialdp.core.em import expectation_maximisation
from spatialdp.core.geometry import disk_rect_area, rounded_square_cell_areas
from spatialdp.core.mechanisms.dam import (
    VARIANTS, dam_cells, dam_channel, high_fraction, mutual_information_bound, optimal_radius,
    probability_matrix,
)
from spatialdp.baselines import dam_baselines
from spatialdp.baselines.dam_baselines import (
    categorical_oracle, huem, huem_channel, mdsw, square_wave_matrix,
)
from spatialdp.core.rng import SecureGenerator

from .test_privacy_behaviour import spy_on

# (d, ε, b): fractional, integer, below half a cell, larger than the grid
CASES = [(4, 1.0, 3.4), (5, 0.5, 1.0), (6, 3.0, 1.79), (3, 5.0, 0.34), (7, 2.0, 2.5), (5, 1.0, 7.2)]


def _max_ratio_ok(m, epsilon):
    """Every P[i, u] ≤ e^ε · P[j, u] for all inputs i, j and outputs u (floating tolerance)."""
    hi, lo = m.max(axis=0), m.min(axis=0)
    return bool(np.all(hi <= math.exp(epsilon) * lo * (1 + 1e-12) + 1e-15))


# --- radius (docs/dam.md, the radius table) -------------------------------------------------------------

@pytest.mark.parametrize(
    "epsilon,b", [(0.5, 1.116), (1, 0.845), (2, 0.496), (3, 0.298), (4, 0.183), (5, 0.114)]
)
def test_radius_table_for_unit_square(epsilon, b):
    assert optimal_radius(epsilon) == pytest.approx(b, abs=5e-4)
    # b scales with d (I is invariant under scaling b and d together)
    assert optimal_radius(epsilon, 64) == pytest.approx(64 * b, abs=64 * 5e-4)
    # it is a maximum of the bound
    i0 = mutual_information_bound(optimal_radius(epsilon), epsilon)
    assert i0 > mutual_information_bound(0.9 * optimal_radius(epsilon), epsilon)
    assert i0 > mutual_information_bound(1.1 * optimal_radius(epsilon), epsilon)


# --- exact areas ------------------------------------------------------------------------------

def test_disk_rectangle_areas():
    assert disk_rect_area(0, 0, 1, (-2, -2, 2, 2)) == pytest.approx(math.pi)
    assert disk_rect_area(0, 0, 1, (0, 0, 2, 2)) == pytest.approx(math.pi / 4)
    assert disk_rect_area(0, 0, 2, (-0.5, -0.5, 0.5, 0.5)) == pytest.approx(1.0)
    assert disk_rect_area(0, 0, 1, (1, 1, 2, 2)) == 0.0
    # half-plane cut: the segment of a unit disk beyond x = 0.5
    segment = math.acos(0.5) - 0.5 * math.sqrt(0.75)
    assert disk_rect_area(0, 0, 1, (0.5, -2, 3, 2)) == pytest.approx(segment)
    # the cells of a lattice partition the disk, wherever its centre is
    k = np.arange(-5, 5, dtype=float)
    kx, ky = np.meshgrid(k, k)
    for cx, cy, r in [(0.5, 0.5, 2.3), (0.13, -0.71, 3.9), (0.0, 0.0, 0.4)]:
        total = disk_rect_area(cx, cy, r, (kx, ky, kx + 1, ky + 1)).sum()
        assert total == pytest.approx(math.pi * r * r, rel=1e-12)


@pytest.mark.parametrize("d,b", [(4, 1.3), (5, 2.0), (3, 0.4), (2, 5.5)])
def test_output_domain_cells_cover_the_rounded_square(d, b):
    pad = math.ceil(b)
    area = rounded_square_cell_areas(d, b, -pad, d + pad)
    assert area.sum() == pytest.approx(d * d + 4 * d * b + math.pi * b * b, rel=1e-12)
    assert area.min() >= 0 and area.max() <= 1 + 1e-12
    assert np.all(area[pad:pad + d, pad:pad + d] == 1)


# --- the probability matrix: ε-LDP and rows summing to 1 -------------------------------------

@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("d,epsilon,b", CASES)
def test_probability_matrix_is_epsilon_ldp(variant, d, epsilon, b):
    m = probability_matrix(d, epsilon, b, variant)
    assert m.shape[0] == d * d
    assert np.all(m >= 0)
    np.testing.assert_allclose(m.sum(axis=1), 1.0, rtol=0, atol=1e-12)
    assert _max_ratio_ok(m, epsilon)
    # the bound is attained (the disk covers some cell fully for one input, not at all for another)
    if variant != "exact" or b > 0.75:
        live = m.max(axis=0) > 0  # cells outside D_out have probability 0 for every input
        ratio = (m.max(axis=0)[live] / m.min(axis=0)[live]).max()
        assert ratio == pytest.approx(math.exp(epsilon), rel=1e-9)


def test_exact_variant_matches_the_continuous_normalisation():
    d, epsilon, b = 5, 1.0, 2.2
    ch = dam_channel(d, epsilon, b, "exact")
    q = 1 / (math.exp(epsilon) * math.pi * b * b + d * d + 4 * d * b)
    assert ch.params["q"] == pytest.approx(q, rel=1e-12)
    assert ch.params["high_area"] == pytest.approx(math.pi * b * b, rel=1e-12)


def test_shrunken_rectangle_of_theorem_vi1_is_clamped():
    b = 2.6
    # the circle crosses the cell at offset (3, 1) (nearest corner at distance 2.55) but the
    # ray to its centre meets the circle before the cell: the paper's formula goes negative
    r = math.hypot(3, 1)
    raw = (2 * b * 3 / r - 2 * 3 + 1) * (2 * b * 1 / r - 2 * 1 + 1)
    assert raw < 0
    assert high_fraction(3.0, 1.0, b, "shrink") == 0.0
    # on an axis the rectangle keeps the full height: |S| = 2(b − i) + 1
    assert high_fraction(3.0, 0.0, b, "shrink") == pytest.approx(2 * (b - 3) + 1)
    # centre inside: high; outside and not crossed: low
    assert high_fraction(2.0, 1.0, b, "shrink") == 1.0
    assert high_fraction(4.0, 0.0, b, "shrink") == 0.0
    assert high_fraction(2.0, 1.0, b, "no-shrink") == 1.0
    assert high_fraction(3.0, 0.0, b, "no-shrink") == 0.0


# --- FFT operators = the dense matrix ----------------------------------------------------------

@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("d,epsilon,b", CASES)
def test_convolution_is_exact_at_the_boundary(variant, d, epsilon, b):
    ch = dam_channel(d, epsilon, b, variant)
    dense = probability_matrix(d, epsilon, b, variant)
    np.testing.assert_allclose(ch.dense(), dense, rtol=0, atol=1e-15)
    rng = np.random.default_rng(0)
    x = rng.random((d, d))
    r = rng.random((ch.size, ch.size))
    np.testing.assert_allclose(ch.forward(x).ravel(), dense.T @ x.ravel(), rtol=0, atol=1e-13)
    np.testing.assert_allclose(ch.adjoint(r).ravel(), dense @ r.ravel(), rtol=0, atol=1e-13)


@pytest.mark.parametrize("smoothing", [False, True])
def test_fft_em_equals_dense_em(smoothing):
    d, epsilon = 6, 1.5
    b = optimal_radius(epsilon, d)
    ch = dam_channel(d, epsilon, b, "exact")
    dense = probability_matrix(d, epsilon, b, "exact")
    rng = np.random.default_rng(5)
    counts = rng.poisson(dense.T @ rng.dirichlet(np.ones(d * d)) * 20_000).reshape(ch.size, ch.size)
    fft = ch.estimate(counts, tol=0, max_iter=200, smoothing=smoothing)
    ref = expectation_maximisation(
        counts.ravel(), lambda v: dense.T @ v.ravel(), lambda r: (dense @ r).reshape(d, d), (d, d),
        epsilon=epsilon, tol=0, max_iter=200, smoothing=smoothing,
    )
    assert fft.iterations == ref.iterations == 200
    np.testing.assert_allclose(fft.x, ref.x, rtol=1e-9, atol=1e-14)
    assert fft.log_likelihood == pytest.approx(ref.log_likelihood, rel=1e-12)


def test_em_stops_at_the_tolerance_or_the_cap():
    d, epsilon = 8, 2.0
    ch = dam_channel(d, epsilon, optimal_radius(epsilon, d))
    cells = np.random.default_rng(1).integers(0, d * d, 50_000)
    counts = ch.histogram(ch.perturb(cells, np.random.default_rng(2)))
    capped = ch.estimate(counts, tol=0, max_iter=7)
    assert capped.iterations == 7 and not capped.converged
    done = ch.estimate(counts)
    assert done.converged and 1 <= done.iterations < 10_000
    # plain EM never lowers the likelihood, so more iterations fit at least as well
    assert ch.estimate(counts, tol=0, max_iter=50).log_likelihood >= capped.log_likelihood


# --- client side: sampling matches the matrix -------------------------------------------------

@pytest.mark.parametrize("variant", VARIANTS)
def test_perturbation_matches_the_matrix_rows(variant):
    d, epsilon, b = 5, 1.0, 2.3
    ch = dam_channel(d, epsilon, b, variant)
    dense = probability_matrix(d, epsilon, b, variant)
    rng = np.random.default_rng(20240611)
    # a corner cell, an inner cell, and a population spread over all cells
    for cells, expected in [
        (np.zeros(100_000, dtype=np.int64), dense[0]),
        (np.full(100_000, 12), dense[12]),
        (np.arange(150_000) % (d * d), dense.mean(axis=0)),
    ]:
        observed = np.bincount(ch.perturb(cells, rng), minlength=ch.size**2)
        assert observed[expected == 0].sum() == 0
        exp_counts = expected * len(cells)
        big = exp_counts >= 5
        small = ~big & (exp_counts > 0)
        obs = np.append(observed[big], observed[small].sum())
        exp = np.append(exp_counts[big], exp_counts[small].sum())
        obs, exp = obs[exp > 0], exp[exp > 0]
        assert stats.chisquare(obs, exp * obs.sum() / exp.sum()).pvalue > 1e-3


def test_perturbation_with_the_secure_source():
    ch = dam_channel(4, 1.0, 2.0)
    reports = ch.perturb(np.arange(16), SecureGenerator())
    assert reports.shape == (16,) and np.all(ch.support.ravel()[reports])


# --- server side: EM recovers a distribution ---------------------------------------------------

def test_em_recovers_a_known_distribution():
    d, epsilon, n = 16, 2.0, 1_000_000
    yy, xx = np.mgrid[0:d, 0:d] + 0.5
    truth = (np.exp(-((xx - 5) ** 2 + (yy - 9) ** 2) / 8)
             + 0.6 * np.exp(-((xx - 12) ** 2 + (yy - 4) ** 2) / 4))
    truth /= truth.sum()
    rng = np.random.default_rng(11)
    cells = rng.choice(d * d, size=n, p=truth.ravel())
    x, info = dam_cells(cells, d, epsilon, rng)
    assert info["converged"]
    w2, _ = wasserstein2(truth, x)
    uniform, _ = wasserstein2(truth, np.ones((d, d)))
    assert w2 < 0.35 and w2 < uniform / 10
    assert x.sum() == pytest.approx(1.0) and x.min() >= 0


# --- the release ---------------------------------------------------------------------------------

def test_dam_release():
    rng = np.random.default_rng(3)
    n = 60_000
    px = rng.normal(40, 10, n)
    py = rng.normal(20, 5, n)
    domain = Domain(0, 0, 80, 40)  # cells are not square
    s = dam(px, py, domain, 2.0, np.random.default_rng(4), grid_size=10)
    inside = int(domain.contains(px, py).sum())
    assert s.mechanism == "DAM" and s.n_cells == 100
    assert s.counts.sum() == pytest.approx(inside)
    assert np.all(s.level == 1) and np.all(s.parent == -1)
    assert s.ledger.model == "local" and s.ledger.unit == "user (one location, reported once)"
    assert len(s.ledger.entries) == 1 and s.ledger.spent == pytest.approx(2.0)
    p = s.params
    assert p["grid_size"] == 10 and p["variant"] == "exact" and p["users"] == inside
    assert p["radius_cells"] == pytest.approx(10 * 0.496, abs=10 * 5e-4)  # d · b(2), the radius table
    assert p["radius_map_units"] == pytest.approx([8 * p["radius_cells"], 4 * p["radius_cells"]])
    assert {"em_iterations", "converged", "tolerance"} <= set(p)
    assert s.seed is not None and any("ellipse" in note for note in s.notes)
    # the estimate is close to the true histogram
    truth = domain.histogram(px, py, 10, 10)
    assert wasserstein2(truth, s.counts.reshape(10, 10))[0] < 0.5
    given = dam(px, py, domain, 2.0, np.random.default_rng(4), grid_size=10, radius=3,
                variant="no-shrink", max_iter=5)
    assert given.params["radius_cells"] == 3 and given.params["em_iterations"] == 5
    with pytest.raises(ValueError):
        dam(px, py, domain, 2.0, rng, grid_size=10, variant="bogus")


# --- baselines -----------------------------------------------------------------------------------

def test_square_wave_is_epsilon_ldp_per_axis_and_jointly():
    epsilon = 2.0
    m = square_wave_matrix(7, epsilon / 2)
    np.testing.assert_allclose(m.sum(axis=0), 1.0, atol=1e-12)
    assert _max_ratio_ok(m.T, epsilon / 2)
    joint = np.kron(m, m).T  # rows = input (y, x) pairs
    assert _max_ratio_ok(joint, epsilon)


@pytest.mark.parametrize("d,epsilon", [(5, 1.0), (6, 3.0), (4, 0.5)])
def test_huem_is_epsilon_ldp(d, epsilon):
    ch = huem_channel(d, epsilon)
    m = ch.dense()
    np.testing.assert_allclose(m.sum(axis=1), 1.0, atol=1e-12)
    assert _max_ratio_ok(m, epsilon)
    # the density decays: the input's own cell is the most likely output
    centre = (ch.pad + d // 2) * ch.size + ch.pad + d // 2
    assert m[(d // 2) * d + d // 2].argmax() == centre


def test_baselines_estimate_distributions():
    d, epsilon, n = 8, 3.0, 200_000
    rng = np.random.default_rng(9)
    # independent axes: MDSW's product of marginals is the right model here
    px = rng.dirichlet(np.ones(d))
    py = rng.dirichlet(np.ones(d))
    truth = np.outer(py, px)
    cells = rng.choice(d * d, size=n, p=truth.ravel())
    uniform = wasserstein2(truth, np.ones((d, d)))[0]
    w2 = {}
    for name, est in (("mdsw", mdsw), ("mdsw users", lambda *a: mdsw(*a, split="users")),
                      ("huem", huem), ("cfo", categorical_oracle)):
        x, info = est(cells, d, epsilon, rng)
        assert x.shape == (d, d) and x.min() >= 0 and x.sum() == pytest.approx(1.0)
        assert info["users"] == n
        w2[name] = wasserstein2(truth, x)[0]
        assert w2[name] < uniform / 3, name
    assert w2["mdsw users"] < w2["mdsw"]  # independent axes: half the users at twice the ε wins


@pytest.fixture
def square_wave_reports(monkeypatch):
    """Records the square-wave matrix and the true values of every MDSW report (the device step)."""
    return spy_on(monkeypatch, dam_baselines, "_sample_columns",
                  lambda matrix, values, rng: (matrix, np.array(values)))


def test_mdsw_user_split_each_user_reports_once_with_epsilon(square_wave_reports):
    d, epsilon = 64, 1.5
    ids = np.arange(d)  # user k sits on the diagonal cell (k, k): a report's value names its user
    x, info = mdsw(ids * d + ids, d, epsilon, np.random.default_rng(3), split="users")
    (mx, vx), (my, vy) = square_wave_reports
    assert not set(vx) & set(vy) and set(vx) | set(vy) == set(ids), "a user reported twice or not at all"
    assert vx.size + vy.size == d and info["users_per_axis"] == [d // 2, d - d // 2]
    for m in (mx, my):  # one report of one axis with the full ε
        assert _max_ratio_ok(m.T, epsilon) and not _max_ratio_ok(m.T, 0.9 * epsilon)


def test_mdsw_user_split_ignores_the_locations(square_wave_reports):
    d, n = 16, 20_000
    rng = np.random.default_rng(4)
    cells = rng.integers(0, d * d, n)
    mdsw(cells, d, 1.0, np.random.default_rng(5), split="users")
    (_, vx), _ = square_wave_reports
    west = np.mean(cells % d < d // 2)
    margin = math.sqrt(math.log(2 / 1e-6) / (2 * vx.size))  # Hoeffding, sampling without replacement
    assert abs(np.mean(vx < d // 2) - west) <= margin
    with pytest.raises(ValueError, match="split"):
        mdsw(cells, d, 1.0, np.random.default_rng(5), split="axes")


# --- Wasserstein ---------------------------------------------------------------------------------

def test_wasserstein_sanity():
    a = np.zeros((8, 8))
    a[0, 0] = 1
    b = np.zeros((8, 8))
    b[4, 3] = 2  # not normalised: 3 cells east, 4 north
    assert wasserstein2(a, a)[0] == 0.0 and wasserstein2(a, a)[1].startswith("exact")
    assert wasserstein2(a, b)[0] == pytest.approx(5.0)
    assert wasserstein2(a, b, cell_size=0.5)[0] == pytest.approx(2.5)
    value, method = wasserstein2(a, b, method="sliced", rng=np.random.default_rng(0))
    assert value == pytest.approx(5.0, rel=1e-3) and method.startswith("sliced")
    if optional_import("ot")[0] is not None:  # Sinkhorn needs POT
        assert wasserstein2(a, b, method="sinkhorn")[0] == pytest.approx(5.0, rel=1e-3)
    # half the mass moves by one cell: W2 = √(1/2)
    c = np.zeros((8, 8))
    c[0, 0] = c[0, 1] = 1
    assert wasserstein2(a, c)[0] == pytest.approx(math.sqrt(0.5))
    assert wasserstein2(np.ones((80, 80)), np.ones((80, 80)), rng=np.random.default_rng(0))[1] \
        .startswith("sliced")


def test_no_user_inside_the_extent_releases_zeros():
    """DAM's EM needs a report; with nobody inside Ω the release is 0 everywhere, not a refusal
    (a refusal would depend on the data, issue 23.1)."""
    s = dam(np.array([-5.0]), np.array([-5.0]), Domain(0, 0, 10, 10), 1.0, np.random.default_rng(0), grid_size=4)
    assert s.n_cells == 16 and np.all(s.counts == 0) and s.ledger.spent == 1.0
