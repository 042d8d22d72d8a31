"""Privacy measured from outside the code (issue 10, "Tests that catch privacy bugs").

Every expectation here is computed in this file from the public definitions —
the discrete Laplace pmf ``P[X = x] = (1−p)/(1+p)·p^|x|`` with
``p = exp(−ε/Δ)``, its variance ``2p/(1−p)²``, the papers' guideline
formulas, ε-LDP as a bound on every ratio of a perturbation's probability
matrix — and compared with what the releases actually contain: released
minus true counts, the released structure, the bytes read from the OS, the
draws a sampler asks for. Nothing is compared with the code's own scale,
variance or ε functions.

Statistical checks use seeded generators and bounds whose false-failure
probability is at most :data:`FALSE_FAILURE` = 1e-7 per check (a test makes
at most two, so < 1e-6 per test): the Dvoretzky–Kiefer–Wolfowitz inequality
with Massart's constant, P[sup|F_n − F| > t] ≤ 2·exp(−2nt²), for whole
distributions, Hoeffding's inequality for frequencies, and a median of means
for the variance (:func:`assert_variance`, ≈ 2e-9). ``make mutation``
(scripts/mutation.py) injects privacy bugs one at a time and shows that
these tests catch each of them.
"""

import math
import os
from fractions import Fraction

import numpy as np
import pytest

from spatialdp.core import (
    BudgetError, Domain, Ledger, aag, adaptive_grid, ldp_uniform_grid, make_rng, oracles, privag,
    uniform_grid, vdr,
)
from spatialdp.core import noise
from spatialdp.core.mechanisms.vdr import Denoiser
from spatialdp.core.channel import ShiftChannel
from spatialdp.baselines import dam_baselines
from spatialdp.core.mechanisms import dam

FALSE_FAILURE = 1e-7
DOMAIN = Domain(0.0, 0.0, 100.0, 100.0)
GRID = 100  # 10,000 cells: 10,000 noise samples per central release


# ---------------------------------------------------------------- the definitions, written out here


def dlap_support(sensitivity, epsilon):
    """Integers [−L, L] and the discrete Laplace pmf of scale Δ/ε on them (tails < 1e-13)."""
    p = math.exp(-epsilon / float(sensitivity))
    half = int(math.ceil(30 * math.log(10) / (epsilon / float(sensitivity)))) + 1
    x = np.arange(-half, half + 1)
    return x, (1 - p) / (1 + p) * p ** np.abs(x).astype(float)


def dlap_variance(sensitivity, epsilon):
    p = math.exp(-epsilon / float(sensitivity))
    return 2 * p / (1 - p) ** 2


def dkw_margin(n):
    """t with P[sup|F_n − F| > t] ≤ FALSE_FAILURE (DKW, Massart's constant)."""
    return math.sqrt(math.log(2 / FALSE_FAILURE) / (2 * n))


def hoeffding_margin(n):
    return dkw_margin(n)  # the same bound for one frequency


def assert_distribution(samples, support, pmf, what):
    """The empirical CDF of integer ``samples`` is within the DKW margin of the pmf's CDF."""
    samples = np.sort(np.asarray(samples).ravel())
    assert np.all(samples == np.round(samples)), f"{what}: the noise is not integer"
    ecdf = np.searchsorted(samples, support, side="right") / samples.size
    distance = float(np.max(np.abs(ecdf - np.cumsum(pmf))))
    margin = dkw_margin(samples.size)
    assert distance <= margin, (
        f"{what}: the noise is not distributed as expected (CDF distance {distance:.4f} > {margin:.4f})")


def assert_variance(samples, support, pmf, what):
    """The variance of the samples, by a median of means of (X − μ)² over 160 blocks.

    Each block mean is within 2σ_block of the variance with probability
    ≥ 3/4 (Chebyshev, σ_block from the exact fourth moment), so the median
    leaves that band only if half of the blocks do: probability
    ≤ exp(−2·160·(1/4)²) = exp(−20) ≈ 2e-9 (Hoeffding).
    """
    samples = np.asarray(samples, dtype=float).ravel()
    mean = float(support @ pmf)
    var = float((support - mean) ** 2 @ pmf)
    fourth = float((support - mean) ** 4 @ pmf)
    blocks = 160
    size = samples.size // blocks
    means = ((samples[:blocks * size] - mean) ** 2).reshape(blocks, size).mean(axis=1)
    band = 2 * math.sqrt((fourth - var**2) / size)
    measured = float(np.median(means))
    assert abs(measured - var) <= band, (
        f"{what}: noise variance {measured:.4g}, expected {var:.4g} ± {band:.2g}")


def assert_dlap(samples, sensitivity, epsilon, what):
    """``samples`` are discrete Laplace noise of scale Δ/ε: distribution and variance."""
    support, pmf = dlap_support(sensitivity, epsilon)
    assert math.isclose(float(support**2 @ pmf), dlap_variance(sensitivity, epsilon), rel_tol=1e-9)
    what = f"{what} (Δ = {sensitivity}, ε = {epsilon:g})"
    assert_distribution(samples, support, pmf, what)
    assert_variance(samples, support, pmf, what)


# ---------------------------------------------------------------- data with known true counts


def cell_centres(cells, m, domain=DOMAIN):
    """Coordinates of the centres of flat cells ``iy·m + ix`` of an m×m grid over ``domain``."""
    iy, ix = np.divmod(np.asarray(cells), m)
    return (domain.xmin + (ix + 0.5) * domain.width / m,
            domain.ymin + (iy + 0.5) * domain.height / m)


def users_in_cells(m, n_users, points_per_user, seed):
    """Users placed in random cells, all of a user's points in their cell.

    Returns x, y, user ids and the true counts once each user is bounded to
    ``k`` points (``bounded(k)``): every kept point stays in its user's cell.
    """
    rng = np.random.default_rng(seed)
    home = rng.integers(0, m * m, n_users)
    per_point = np.repeat(home, points_per_user)
    x, y = cell_centres(per_point, m)
    ids = np.repeat(np.arange(n_users) * 7 + 3, points_per_user)

    def bounded(k):
        kept = points_per_user if k is None else min(points_per_user, int(k))
        return np.bincount(home, minlength=m * m) * kept

    return x, y, ids, bounded


# (k or None, points per user, ε): Δ = k, numpy integer types included
CENTRAL_CASES = [
    (None, 1, 1.0), (None, 1, 0.3), (1, 3, 1.0), (3, 5, 0.5), (13, 15, 2.0),
    (np.int64(13), 15, 5.8), (np.int32(3), 4, 1.0),
]


def sensitivity_of(k):
    return 1 if k is None else int(k)


def bound_args(k, ids):
    return {} if k is None else {"user_ids": ids, "max_per_user": k}


# ---------------------------------------------------------------- the sampler itself


@pytest.mark.parametrize("sensitivity,epsilon", [
    (1, 1.0), (1, 0.1), (3, 1.0), (13, 5.8), (np.int64(13), 5.8), (np.int32(3), 0.3),
    (np.int64(13), 1 / 3),
])
def test_discrete_laplace_has_scale_sensitivity_over_epsilon(sensitivity, epsilon):
    z = noise.discrete_laplace(np.random.default_rng(11), (100_000,), sensitivity, epsilon)
    assert_dlap(z, sensitivity, epsilon, "discrete_laplace")


@pytest.mark.parametrize("sensitivity,epsilon", [
    (1, 1.0), (1, 0.1), (3, 0.7), (13, 5.8), (np.int64(13), 5.8), (np.int32(3), 0.3),
    (np.int64(7), 1e-3), (2, 1 / 3),
])
def test_scale_is_never_below_sensitivity_over_epsilon(sensitivity, epsilon):
    """Rounded up, and by less than one step of 2^-20: exact arithmetic, written here."""
    t, s = noise.scale_fraction(sensitivity, epsilon)
    nominal = Fraction(int(sensitivity)) / Fraction(epsilon)
    assert Fraction(int(t), int(s)) >= nominal
    assert Fraction(int(t), int(s)) - nominal < Fraction(1, int(s))


class _NoFloatGenerator(np.random.Generator):
    """A generator that refuses every floating-point draw: only integers may decide."""

    def _refuse(self, *args, **kwargs):
        raise AssertionError("a floating-point random draw decided a noise value")

    random = uniform = laplace = exponential = standard_exponential = _refuse
    normal = standard_normal = geometric = _refuse


def test_noise_is_decided_by_integers_only(monkeypatch):
    """No float exp and no float draw on the sampling path (CKS Algorithms 1–2 are exact)."""

    def no_exp(*args, **kwargs):
        raise AssertionError("a float exp decided a noise value")

    rng = _NoFloatGenerator(np.random.PCG64(5))
    monkeypatch.setattr(math, "exp", no_exp)
    monkeypatch.setattr(np, "exp", no_exp)
    z = noise.discrete_laplace(rng, (20_000,), 3, 1.0)
    monkeypatch.undo()
    assert z.dtype.kind == "i"
    assert_dlap(z, 3, 1.0, "discrete_laplace with integer draws only")


# ---------------------------------------------------------------- central grids: released − true


@pytest.mark.parametrize("k,per_user,epsilon", CENTRAL_CASES)
def test_ug_cell_noise_has_scale_k_over_epsilon(k, per_user, epsilon):
    x, y, ids, bounded = users_in_cells(GRID, 3_000, per_user, seed=1)
    syn = uniform_grid(x, y, DOMAIN, epsilon, np.random.default_rng(2), grid_size=GRID,
                       **bound_args(k, ids))
    assert syn.n_cells == GRID * GRID
    assert_dlap(syn.counts - bounded(k), sensitivity_of(k), epsilon, "UG cells")


@pytest.mark.parametrize("k,per_user", [(None, 1), (3, 4)])
def test_ug_with_estimated_n_spends_only_the_rest_on_the_cells(k, per_user):
    """With N estimated from share 1/2 of ε, the cells get noise of scale Δ/(ε/2)."""
    x, y, ids, _ = users_in_cells(GRID, 100, per_user, seed=3)
    syn = uniform_grid(x, y, DOMAIN, 1.0, np.random.default_rng(4), c=0.01, n_epsilon_share=0.5,
                       **bound_args(k, ids))
    m = int(round(math.sqrt(syn.n_cells)))
    assert m * m == syn.n_cells and m > 50
    ix = np.minimum((x / 100 * m).astype(int), m - 1)
    iy = np.minimum((y / 100 * m).astype(int), m - 1)
    kept = per_user if k is None else min(per_user, k)
    truth = np.bincount(iy * m + ix, minlength=m * m) // per_user * kept
    assert_dlap(syn.counts - truth, sensitivity_of(k), 0.5, "UG cells after the N estimate")


def _ag_identity(alpha):
    """With one leaf per cell, AG's inference releases (α²v + (1−α)²u)/(α² + (1−α)²).

    Returns the integer weights (a, b, scale) with scale·(released − true) = a·Z1 + b·Z2.
    """
    a, b = Fraction(alpha) ** 2, (1 - Fraction(alpha)) ** 2
    lcm = math.lcm(a.denominator, b.denominator)
    a, b = int(a * lcm), int(b * lcm)
    return a, b, a + b


def _mixture_pmf(sensitivity, eps1, eps2, a, b):
    """pmf of a·Z1 + b·Z2, Z1 ~ DLap(Δ/ε1), Z2 ~ DLap(Δ/ε2) independent, on a common support."""
    x1, p1 = dlap_support(sensitivity, eps1)
    x2, p2 = dlap_support(sensitivity, eps2)
    s1 = np.zeros(a * (x1.size - 1) + 1)
    s1[::a] = p1
    s2 = np.zeros(b * (x2.size - 1) + 1)
    s2[::b] = p2
    pmf = np.convolve(s1, s2)
    lo = a * x1[0] + b * x2[0]
    return np.arange(lo, lo + pmf.size), pmf


@pytest.mark.parametrize("k,per_user,epsilon", [
    (None, 1, 1.0), (3, 5, 0.5), (np.int64(13), 15, 2.0), (np.int32(1), 2, 1.0),
])
def test_ag_level_one_and_leaf_noise_have_scales_k_over_their_epsilons(k, per_user, epsilon):
    """α = 1/4: level 1 gets DLap(Δ/(αε)), the leaves DLap(Δ/((1−α)ε)).

    c is huge so every cell has one leaf; AG's inference then releases the
    weighted mean, and 10·(released − true) = Z1 + 9·Z2 exactly.
    """
    alpha = 0.25
    x, y, ids, bounded = users_in_cells(GRID, 3_000, per_user, seed=5)
    syn = adaptive_grid(x, y, DOMAIN, epsilon, np.random.default_rng(6), grid_size=GRID, c=1e12,
                        alpha=alpha, **bound_args(k, ids))
    cells = GRID * GRID
    assert syn.n_cells == 2 * cells, "the test needs one leaf per level-1 cell"
    a, b, scale = _ag_identity(alpha)
    level1 = syn.counts[:cells]
    np.testing.assert_allclose(syn.counts[cells:], level1, rtol=0, atol=1e-6)
    mixed = scale * (level1 - bounded(k))
    assert np.allclose(mixed, np.round(mixed), atol=1e-6)
    support, pmf = _mixture_pmf(sensitivity_of(k), alpha * epsilon, (1 - alpha) * epsilon, a, b)
    what = f"AG Z1 + 9·Z2 (Δ = {sensitivity_of(k)}, ε = {epsilon:g})"
    assert_distribution(np.round(mixed), support, pmf, what)
    assert_variance(np.round(mixed), support, pmf, what)


@pytest.mark.parametrize("k,per_user,epsilon", [(1, 3, 1.0), (3, 5, 0.5), (np.int64(13), 15, 3.0)])
def test_vdr_noisy_histogram_has_scale_k_over_epsilon(k, per_user, epsilon):
    m, slices, day = 32, 8, 86_400.0
    rng = np.random.default_rng(7)
    n_users = 2_000
    home = rng.integers(0, m * m, n_users)
    when = rng.integers(0, slices, n_users)
    x, y = cell_centres(np.repeat(home, per_user), m)
    t = (np.repeat(when, per_user) + 0.5) * day
    ids = np.repeat(np.arange(n_users), per_user)
    truth = np.zeros((slices, m * m), dtype=np.int64)
    np.add.at(truth, (when, home), min(per_user, int(k)))
    r = vdr(x, y, ids, t, DOMAIN, epsilon, rng=np.random.default_rng(8), grid_size=m, slices=slices,
            time_range=(0.0, slices * day), max_per_user=k, denoiser=Denoiser(denoise=False))
    released_minus_true = r.noisy.reshape(slices, m * m) - truth
    assert_dlap(released_minus_true, int(k), epsilon, "VDR noisy histogram")
    assert math.isclose(r.params["noise_variance"], dlap_variance(int(k), epsilon), rel_tol=1e-4)


def test_vdr_scale_is_computed_from_the_released_histogram():
    """n̂ and γ = N/n̂ are functions of the noisy histogram and the public N only."""
    rng = np.random.default_rng(20)
    n = 3_000
    x, y, t = rng.random(n) * 100, rng.random(n) * 100, rng.random(n) * 10
    r = vdr(x, y, np.arange(n) // 2, t, DOMAIN, 0.5, rng=np.random.default_rng(21), grid_size=8, slices=3,
            time_range=(0.0, 10.0), max_per_user=2, n_total=n, denoiser=Denoiser(denoise=False))
    released_total = float(r.noisy.sum())
    assert r.params["n_hat"] == released_total
    np.testing.assert_allclose(r.released, n / released_total * r.noisy, rtol=1e-12)


@pytest.mark.parametrize("denoiser", ["gaussian", "wiener", "tv"])
def test_vdr_smoothers_are_post_processing_of_the_noisy_histogram(denoiser):
    """VDR's smoothers (core/denoise.py, the default among them) spend no ε and read only the
    released H̄ and public parameters (k, ε, N): the ledger is that of the undenoised release;
    points moved inside their cells and slices (the same histogram) give the same release; and
    the release is recomputed from H̄, the public noise variance of DLap(k/ε) and N alone."""
    from spatialdp.core.denoise import denoise
    from spatialdp.core.mechanisms.vdr import SMOOTHER_SCALES, conserve_mass

    m, slices, k, epsilon, n_users = 16, 4, 3, 0.5, 800
    rng = np.random.default_rng(30)
    cells, when = rng.integers(0, m * m, n_users), rng.integers(0, slices, n_users)
    ids = np.repeat(np.arange(n_users), 5)
    x, y = cell_centres(np.repeat(cells, 5), m)
    t = np.repeat(when, 5) + 0.5
    wiggle = (rng.random(len(ids)) - 0.5) * 0.9 * DOMAIN.width / m  # stays inside each point's cell
    settings = dict(grid_size=m, slices=slices, time_range=(0.0, float(slices)), max_per_user=k, n_total=len(ids))
    runs = [vdr(px, py, ids, pt, DOMAIN, epsilon, rng=np.random.default_rng(31), denoiser=Denoiser(denoise=choice),
                **settings)
            for px, py, pt, choice in ((x, y, t, denoiser), (x + wiggle, y - wiggle, t + 0.4 * (rng.random(len(t)) - 0.5),
                                                             denoiser), (x, y, t, "never"))]
    smoothed, moved, plain = runs
    assert smoothed.ledger.as_dict() == plain.ledger.as_dict() and smoothed.ledger.spent == epsilon
    assert np.array_equal(smoothed.noisy, plain.noisy) and np.array_equal(moved.noisy, smoothed.noisy)
    assert np.array_equal(moved.released, smoothed.released)
    noisy = smoothed.noisy.astype(float)
    variance = dlap_variance(k, epsilon)
    again = conserve_mass(denoise(noisy, variance, denoiser)[0], noisy, variance, coarsest=SMOOTHER_SCALES)[0]
    np.testing.assert_allclose(smoothed.released, len(ids) / noisy.sum() * again, rtol=1e-6, atol=1e-9)
    assert not np.allclose(smoothed.released, plain.released)  # it did smooth


# ---------------------------------------------------------------- the N estimate and the guidelines


def _ug_guideline(n, epsilon, c, sensitivity):
    """Qardaji et al.'s Guideline 1, m = max(1, round(√(Nε/(cΔ)))), written out."""
    return max(1, int(round(math.sqrt(max(n, 0) * epsilon / (c * sensitivity)))))


@pytest.mark.slow
@pytest.mark.parametrize("k", [None, 3])
def test_n_estimate_is_noisy_and_ug_sizes_the_grid_from_it(k):
    """The released n is N + DLap(Δ/ε_N), ε_N = 0.1ε; m is Guideline 1 of the released n with
    the rest 0.9ε, never of N.

    √(n·0.9/(cΔ)) crosses 9.5 between N − 1 and N: m from the exact N would
    be 10 in every run, m from the noisy n is 9 in about half of them.
    """
    delta = sensitivity_of(k)
    per_user = 1 if k is None else k + 1
    users = 1003
    truth = users * delta  # each user keeps k points
    runs = 400
    noise_n = []
    x, y, ids, _ = users_in_cells(20, users, per_user, seed=0)
    for seed in range(runs):
        syn = uniform_grid(x, y, DOMAIN, 1.0, np.random.default_rng(1000 + seed), c=10.0,
                           n_epsilon_share=0.1, **bound_args(k, ids))
        n = syn.params["n"]
        m = int(round(math.sqrt(syn.n_cells)))
        assert m == _ug_guideline(n, 0.9, 10.0, delta), (
            f"run {seed}: m = {m} is not Guideline 1 of the released n = {n}")
        noise_n.append(n - truth)
    assert np.mean(np.equal(noise_n, 0)) < 0.5, "the released n equals N in most runs"
    support, pmf = dlap_support(delta, 0.1)
    assert_distribution(noise_n, support, pmf, f"released n − N (Δ = {delta}, ε_N = 0.1)")


@pytest.mark.slow
def test_ag_sizes_level_one_from_the_released_n():
    """AG's m1 = max(10, ⌈√(Nε/c)/4⌉) of the released n; N = 32,000 sits where it jumps to 11."""
    runs, above = 40, 0
    rng = np.random.default_rng(19)
    x, y = rng.random(32_000) * 100, rng.random(32_000) * 100
    for seed in range(runs):
        syn = adaptive_grid(x, y, DOMAIN, 1.0, np.random.default_rng(2000 + seed), c=10.0,
                            n_epsilon_share=0.5)
        n = syn.params["n"]
        m1 = int(round(math.sqrt((syn.level == 1).sum())))
        assert m1 == max(10, math.ceil(math.sqrt(max(n, 0) * 0.5 / 10.0) / 4)), (
            f"run {seed}: m1 = {m1} is not the guideline of the released n = {n}")
        above += n > 32_000
    assert 0 < above < runs


@pytest.mark.parametrize("k", [None, 3])
def test_ag_level_two_sizes_follow_the_noisy_level_one_counts(k):
    """m2 = max(1, ⌈√(v(1−α)ε/(c2Δ))⌉) of the *noisy* v: with every true count at the jump
    (10Δ), m2 = 1 exactly when the level-1 noise is ≤ 0, i.e. with probability 1/(1+p),
    p = exp(−αε/Δ). From the true counts m2 would be 1 in every cell."""
    delta = sensitivity_of(k)
    per_user = 1 if k is None else k + 1
    kept = 1 if k is None else k
    users_per_cell = 10 * delta // kept
    m1 = 10
    ones = total = 0
    for seed in range(20):
        home = np.repeat(np.arange(m1 * m1), users_per_cell)
        x, y = cell_centres(np.repeat(home, per_user), m1)
        ids = np.repeat(np.arange(home.size), per_user)
        syn = adaptive_grid(x, y, DOMAIN, 1.0, np.random.default_rng(3000 + seed), grid_size=m1,
                            c=10.0, alpha=0.5, **bound_args(k, ids))
        leaves = np.bincount(syn.parent[syn.level == 2], minlength=m1 * m1)
        m2 = np.round(np.sqrt(leaves)).astype(int)
        assert np.all(m2 * m2 == leaves)
        ones += int((m2 == 1).sum())
        total += m2.size
    p = math.exp(-0.5 / delta)
    expected = 1 / (1 + p)
    assert abs(ones / total - expected) <= hoeffding_margin(total), (
        f"m2 = 1 in {ones / total:.3f} of the cells; noisy level-1 counts give {expected:.3f}")


# ---------------------------------------------------------------- local grids: structure from reports


def _two_level_structure(syn):
    g1 = int(round(math.sqrt((syn.level == 1).sum())))
    children = [np.flatnonzero(syn.parent == k) for k in range(g1 * g1)]
    return g1, children


def _eq5(f, n, epsilon, alpha, sigma):
    """Balioglu et al. Eq. 5 (relative frequencies, docs/ldp-grids.md), written out."""
    e = math.exp(epsilon)
    inner = 2 * alpha * np.clip(f, 0, None) * (e - 1) * math.sqrt((1 - sigma) * n / e)
    return np.maximum(1, np.rint(np.sqrt(inner))).astype(int)


@pytest.mark.parametrize("mechanism", ["PrivAG", "AAG"])
def test_local_split_is_computed_from_the_released_level_one_estimates(mechanism):
    """g2 (and AAG's cuts) are the public formulas of the released G1 estimates."""
    n, epsilon, g1 = 20_000, 2.0, 4
    alpha, sigma = (0.061, 0.2) if mechanism == "PrivAG" else (0.25, 0.5)  # g2 near a jump
    rng = np.random.default_rng(9)
    x, y = cell_centres(rng.integers(0, g1 * g1, n), g1)  # about the same count in every G1 cell
    x = x + rng.uniform(-12, 12, n)
    y = y + rng.uniform(-12, 12, n)
    run = privag if mechanism == "PrivAG" else aag
    # the papers' variant releases U1's estimates unchanged (no consistency, no Norm-Sub)
    paper = {"consistency": False, "norm_sub": False, **({"cut": "paper"} if mechanism == "AAG" else {})}
    seen = set()
    for seed in range(3):
        syn = run(x, y, DOMAIN, epsilon, np.random.default_rng(seed), grid_size=g1,
                  alpha=alpha, sigma=sigma, **paper)
        _, children = _two_level_structure(syn)
        f = syn.counts[:g1 * g1] / n  # released G1 counts are estimates of U1 scaled to |U|
        g2 = _eq5(f, n, epsilon, alpha, sigma)
        sizes = np.array([c.size for c in children])
        assert np.array_equal(sizes, g2 * g2), f"{mechanism}: leaves per G1 cell are not Eq. 5"
        seen.update(g2.tolist())
        if mechanism == "AAG":
            _assert_aag_cuts(syn, children, f.reshape(g1, g1), 1.0 / round(sigma * n), g2)
    assert len(seen) > 1, "g2 never varies: the split does not follow the noisy estimates"


def _assert_aag_cuts(syn, children, phi, floor, g2):
    """Eqs. 6–7: the vertical cut at Φ(R)/(Φ(L)+Φ(R)) of the width, the horizontal one at
    Φ(U)/(Φ(U)+Φ(B)) of the height from the south; a missing neighbour is the cell itself."""
    g1 = phi.shape[0]
    phi = np.maximum(phi, floor)
    rects1 = syn.rects[:g1 * g1]
    off_centre = 0
    for k in range(g1 * g1):
        if g2[k] < 2:
            continue
        iy, ix = divmod(k, g1)
        own = phi[iy, ix]
        left = phi[iy, ix - 1] if ix > 0 else own
        right = phi[iy, ix + 1] if ix < g1 - 1 else own
        below = phi[iy - 1, ix] if iy > 0 else own
        above = phi[iy + 1, ix] if iy < g1 - 1 else own
        x0, y0, x1, y1 = rects1[k]
        cut_x = x0 + right / (left + right) * (x1 - x0)
        cut_y = y0 + above / (above + below) * (y1 - y0)
        leaves = syn.rects[children[k]]
        assert np.isclose(leaves[:, [0, 2]], cut_x, atol=1e-7).any(), f"cell {k}: no vertical cut at {cut_x}"
        assert np.isclose(leaves[:, [1, 3]], cut_y, atol=1e-7).any(), f"cell {k}: no horizontal cut at {cut_y}"
        off_centre += not math.isclose(cut_x, (x0 + x1) / 2, abs_tol=1e-9)
    assert off_centre > 0, "every cut is in the middle: the cuts do not follow the estimates"


# ---------------------------------------------------------------- local: who reports, with which ε


def spy_on(monkeypatch, owner, name, record):
    """Wrap ``owner.name``: each call is passed on unchanged and ``record(*args)`` kept."""
    calls = []
    original = getattr(owner, name)

    def spy(*args, **kwargs):
        calls.append(record(*args))
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, spy)
    return calls


@pytest.fixture
def reports_spy(monkeypatch):
    """Every call of the devices' perturbation: (number of values, d, ε, the values)."""
    return spy_on(monkeypatch, oracles, "perturb",
                  lambda values, d, epsilon, rng: (np.size(values), d, epsilon, np.array(values, copy=True)))


@pytest.mark.parametrize("mechanism", ["LDP-UG", "PrivAG", "AAG", "categorical"])
def test_each_user_reports_once_with_at_most_epsilon(reports_spy, mechanism):
    n, epsilon = 5_000, 1.5
    rng = np.random.default_rng(10)
    x, y = rng.random(n) * 100, rng.random(n) * 100
    x[:50] = 500.0  # outside the public domain: never reported
    inside = n - 50
    seeded = np.random.default_rng(11)
    if mechanism == "LDP-UG":
        ldp_uniform_grid(x, y, DOMAIN, epsilon, seeded, grid_size=6)
    elif mechanism == "PrivAG":
        privag(x, y, DOMAIN, epsilon, seeded)
    elif mechanism == "AAG":
        aag(x, y, DOMAIN, epsilon, seeded)
    else:
        cells = DOMAIN.cell_index(x[50:], y[50:], 5, 5)
        dam_baselines.categorical_oracle(cells, 5, epsilon, seeded)
    assert sum(call[0] for call in reports_spy) == inside, "some user reported twice or not at all"
    assert all(call[2] <= epsilon for call in reports_spy)


@pytest.mark.parametrize("mechanism", ["PrivAG", "AAG"])
def test_the_split_into_two_groups_ignores_the_locations(reports_spy, mechanism):
    """U1 is a uniform random subset: the share of its users in the west half is the data's.

    The share in U1 (sampled without replacement, so Hoeffding's bound
    holds) is within the margin of the share among all users.
    """
    n, g1 = 4_000, 4
    rng = np.random.default_rng(22)
    x, y = rng.random(n) * 100, rng.random(n) * 100
    west = float(np.mean(x < 50))
    run = privag if mechanism == "PrivAG" else aag
    run(x, y, DOMAIN, 1.0, np.random.default_rng(23), grid_size=g1)
    first = reports_spy[0]
    assert first[1] == g1 * g1, "the first reports are U1's G1 cells"
    u1_west = float(np.mean(first[3] % g1 < g1 // 2))
    assert abs(u1_west - west) <= hoeffding_margin(first[0]), (
        f"{u1_west:.2f} of U1 lies in the west half, {west:.2f} of all users: the split depends on location")


# ---------------------------------------------------------------- local: the full probability matrices


class _EveryDraw:
    """Stands in for the generator and enumerates the randomness of a perturbation.

    The users come in blocks of ``prod(levels)``, one block per input. The
    c-th draw the perturbation asks for (``integers`` or ``random``) gets
    ``levels[c]`` values evenly spaced over its range, arranged so that every
    combination of the draws occurs once in each block. A draw compared with
    a threshold or looked up in cumulative weights then realises each
    probability within ±1/levels[c]; a draw over a small range (GRR's other
    value) is enumerated exactly.
    """

    def __init__(self, inputs, levels):
        self.levels = list(levels)
        self.block = math.prod(self.levels)
        self.n = inputs * self.block
        self.calls = 0

    def _position(self, size):
        assert int(np.prod(size)) == self.n, "one draw per user per call was expected"
        c = self.calls
        self.calls += 1
        inner = math.prod(self.levels[c + 1:])
        k = self.levels[c]
        return (np.arange(self.n) % self.block) // inner % k, k

    def integers(self, low, high=None, size=None, dtype=np.int64, endpoint=False):
        if high is None:
            low, high = 0, low
        span = int(high) + bool(endpoint) - int(low)
        j, k = self._position(size)
        values = np.array([int(low) + (2 * m + 1) * span // (2 * k) for m in range(k)], dtype=np.int64)
        return values[j].astype(dtype).reshape(size)

    def random(self, size=None):
        j, k = self._position(size)
        return ((j + 0.5) / k).reshape(size)


def assert_ldp(prob, epsilon, resolution, what):
    """max over outputs and pairs of inputs of P(o|v)/P(o|v') ≤ e^ε.

    ``prob`` (inputs × outputs) is measured from the perturbation itself;
    each entry is within ``resolution`` of the truth, so the test uses the
    smallest ratio the truth can have: (P − r)/(P' + r).
    """
    low = np.clip(prob - resolution, 0, None).max(axis=0)
    high = (prob + resolution).min(axis=0)
    worst = float(np.max(low / high))
    assert worst <= math.exp(epsilon) * (1 + 1e-9), (
        f"{what}: a probability ratio of at least {worst:.4g} > e^ε = {math.exp(epsilon):.4g}")
    return worst


def measured_matrix(inputs, outputs, per_input, width=None):
    """P̂(output | input) from the reports of the enumerated draws, ``per_input`` per input."""
    counts = np.zeros((int(inputs.max()) + 1, width or int(outputs.max()) + 1))
    np.add.at(counts, (inputs, outputs), 1)
    return counts / per_input


@pytest.mark.parametrize("d,epsilon", [(2, 1.0), (4, 0.5), (5, 2.0), (12, 3.0)])
def test_grr_probability_matrix_is_epsilon_ldp(d, epsilon):
    k = 4096
    values = np.repeat(np.arange(d), k * (d - 1))
    rep = oracles.perturb(values, d, epsilon, _EveryDraw(d, [k, d - 1]), oracle="GRR")
    assert rep.oracle == "GRR"
    prob = measured_matrix(values, rep.report, k * (d - 1))
    worst = assert_ldp(prob, epsilon, 1.0 / k, "GRR")
    assert worst > math.exp(epsilon) * 0.99  # GRR uses its whole budget


@pytest.mark.slow
@pytest.mark.parametrize("d,epsilon", [(6, 1.0), (9, 2.0), (40, 0.5)])
def test_olh_probability_matrix_is_epsilon_ldp(d, epsilon):
    """Given the public hash seed, the report's distribution differs by ≤ e^ε between values."""
    k, seeds = 1024, 16
    g = int(round(math.exp(epsilon))) + 1  # Wang et al.'s g
    values = np.repeat(np.arange(d), seeds * k * (g - 1))
    rep = oracles.perturb(values, d, epsilon, _EveryDraw(d, [seeds, k, g - 1]), oracle="OLH")
    assert rep.oracle == "OLH" and np.unique(rep.seed).size == seeds
    width = int(rep.report.max()) + 1
    for seed in np.unique(rep.seed):
        mine = rep.seed == seed
        prob = measured_matrix(values[mine], rep.report[mine], k * (g - 1), width)
        assert_ldp(prob, epsilon, 1.0 / k, f"OLH (hash seed {seed})")


@pytest.fixture
def channel_spy(monkeypatch):
    """Every shift channel that perturbs users' cells (DAM, HUEM)."""
    return spy_on(monkeypatch, ShiftChannel, "perturb", lambda channel, cells, rng: channel)


@pytest.mark.slow
@pytest.mark.parametrize("mechanism,variant,epsilon,radius", [
    ("DAM", "exact", 1.0, None), ("DAM", "shrink", 2.0, None), ("DAM", "no-shrink", 0.5, None),
    ("DAM", "shrink", 4.0, None), ("DAM", "shrink", 1.0, 1.6), ("DAM", "exact", 3.0, 2.6),
    ("HUEM", None, 1.0, None),
])
def test_dam_and_huem_channels_as_used_are_epsilon_ldp(channel_spy, mechanism, variant, epsilon, radius):
    """The channel that perturbed the users' cells, run on every input with every draw."""
    d = 4
    rng = np.random.default_rng(12)
    x, y = rng.random(300) * 100, rng.random(300) * 100
    if mechanism == "DAM":
        dam(x, y, DOMAIN, epsilon, np.random.default_rng(13), grid_size=d, variant=variant,
                radius=radius, max_iter=5)
    else:
        dam_baselines.huem(DOMAIN.cell_index(x, y, d, d), d, epsilon, np.random.default_rng(13),
                           max_iter=5)
    assert len(channel_spy) == 1
    channel = channel_spy[0]
    k = 1 << 16
    cells = np.repeat(np.arange(d * d), k)
    channel_spy.clear()
    reports = channel.perturb(cells, _EveryDraw(d * d, [k]))
    assert_ldp(measured_matrix(cells, reports, k), epsilon, 1.0 / k, f"{mechanism} {variant or ''}")


@pytest.mark.parametrize("epsilon", [1.0, 3.0])
def test_mdsw_axes_compose_to_epsilon_ldp(monkeypatch, epsilon):
    """MDSW's two square-wave reports, each run on every input: the product of ratios ≤ e^ε."""
    original = dam_baselines._sample_columns
    captured = spy_on(monkeypatch, dam_baselines, "_sample_columns", lambda matrix, values, rng: matrix)
    d = 6
    cells = np.random.default_rng(14).integers(0, d * d, 200)
    dam_baselines.mdsw(cells, d, epsilon, np.random.default_rng(15), max_iter=5)
    assert len(captured) == 2
    k = 1 << 15
    ratio = 1.0
    for matrix in captured:
        values = np.repeat(np.arange(d), k)
        rows = original(matrix, values, _EveryDraw(d, [k]))
        ratio *= assert_ldp(measured_matrix(values, rows, k, matrix.shape[0]), epsilon, 1.0 / k, "MDSW axis")
    assert ratio <= math.exp(epsilon) * (1 + 1e-9), f"MDSW spends e^{math.log(ratio):.3f} > e^ε"


# ---------------------------------------------------------------- the source of randomness


def _urandom_stub(monkeypatch, stream):
    """os.urandom replaced by a deterministic byte stream; returns the byte counter."""
    source = np.random.default_rng(stream)
    read = [0]

    def fake(n):
        read[0] += n
        return source.bytes(n)

    monkeypatch.setattr(os, "urandom", fake)
    return read


RELEASES = {
    "UG": lambda x, y, rng: uniform_grid(x, y, DOMAIN, 1.0, rng, grid_size=16),
    "AG": lambda x, y, rng: adaptive_grid(x, y, DOMAIN, 1.0, rng, grid_size=10),
    "LDP-UG": lambda x, y, rng: ldp_uniform_grid(x, y, DOMAIN, 1.0, rng, grid_size=4),
    "DAM": lambda x, y, rng: dam(x, y, DOMAIN, 1.0, rng, grid_size=4, max_iter=5),
    "VDR": lambda x, y, rng: vdr(x, y, np.arange(x.size) // 3, x / 10, DOMAIN, 1.0, rng=rng, grid_size=8, slices=2, time_range=(0.0, 10.0),
                                 denoiser=Denoiser(denoise=False)).synopsis,
}


@pytest.mark.parametrize("mechanism", sorted(RELEASES))
def test_a_secure_release_draws_its_noise_from_os_urandom(monkeypatch, mechanism):
    rng = np.random.default_rng(16)
    x, y = rng.random(2_000) * 100, rng.random(2_000) * 100
    released = []
    for stream in (1, 1, 2):
        read = _urandom_stub(monkeypatch, stream)
        syn = RELEASES[mechanism](x, y, make_rng(None))
        assert read[0] >= 8 * syn.n_cells // 4, f"{mechanism}: only {read[0]} bytes read from os.urandom"
        assert syn.metadata()["suitable_for_release"] is True
        released.append(syn.counts)
    assert np.array_equal(released[0], released[1]), "the noise is not a function of os.urandom's bytes"
    assert not np.array_equal(released[0], released[2]), "the noise does not change with os.urandom's bytes"


@pytest.mark.parametrize("mechanism", sorted(RELEASES))
@pytest.mark.parametrize("rng", [
    lambda: np.random.default_rng(1), lambda: np.random.Generator(np.random.Philox(key=5)),
    lambda: np.random.Generator(np.random.PCG64()), lambda: np.random.Generator(np.random.MT19937(3)),
], ids=["default_rng", "philox-key", "pcg64-unseeded", "mt19937"])
def test_no_deterministic_generator_is_suitable_for_release(mechanism, rng):
    gen = np.random.default_rng(17)
    x, y = gen.random(500) * 100, gen.random(500) * 100
    md = RELEASES[mechanism](x, y, rng()).metadata()
    assert md["suitable_for_release"] is False
    assert "urandom" not in md["randomness"] and "secure" not in md["randomness"]


def test_a_data_derived_domain_or_time_range_is_never_suitable_for_release():
    gen = np.random.default_rng(18)
    x, y = gen.random(500) * 100, gen.random(500) * 100
    domain = Domain.from_points(x, y)
    md = uniform_grid(x, y, domain, 1.0, make_rng(None), grid_size=8).metadata()
    assert md["domain"]["data_derived"] is True and md["suitable_for_release"] is False
    md = ldp_uniform_grid(x, y, domain, 1.0, make_rng(None), grid_size=4).metadata()
    assert md["domain"]["data_derived"] is True and md["suitable_for_release"] is False
    r = vdr(x, y, np.arange(500), gen.random(500) * 10, DOMAIN, 1.0, rng=make_rng(None), grid_size=4, slices=2,
            denoiser=Denoiser(denoise=False))
    assert r.synopsis.metadata()["suitable_for_release"] is False


# ---------------------------------------------------------------- the ledger


def test_the_ledger_never_lets_the_steps_exceed_epsilon():
    ledger = Ledger(1.0)
    ledger.spend("a", 0.6)
    with pytest.raises(BudgetError):
        ledger.spend("b", 0.5)
    with pytest.raises(BudgetError):
        Ledger(1.0).spend("all and a little more", 1.0 + 1e-13)
    rest = Ledger(2.0)
    rest.spend("a", 0.5)
    assert Fraction(rest.spend_rest("b")) == Fraction(1.5)
    with pytest.raises(BudgetError):
        rest.spend("c", 1e-9)
