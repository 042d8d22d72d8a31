"""VDR's grid size M and time slices T: kept when given, else the guidance for N (issue 13).

N is public, or — no size given and N not public — a noisy count bought with 5 % of ε, as UG and
AG do: the paper's 64×64×24 for any data gave 17,006 points at ε = 1 a histogram of pure noise.
The paper's sizes stay available by giving them.
"""

import numpy as np
import pytest

from spatialdp.core import Domain
from spatialdp.core.guidelines import guidance, vdr_sizes
from spatialdp.core.mechanisms.vdr import Denoiser, vdr

DOMAIN = Domain(0, 0, 100, 100)
N, EPS, K = 2_500, 1.0, 4  # 625 users with 4 reports each


def test_missing_sizes_follow_the_guidance_for_a_public_n():
    g = guidance("VDR", N, EPS, k=K)
    assert vdr_sizes(N, EPS, K) == (g.sizes["M"], g.sizes["T"], {
        "grid_size": "guideline for the public N", "slices": "guideline for the public N"})
    assert (g.sizes["M"], g.sizes["T"]) == (8, 3)  # not the paper's 64×64×24 for 625 users


def test_given_sizes_are_kept():
    assert vdr_sizes(N, EPS, K, grid_size=32, slices=12) == (32, 12, {"grid_size": "given",
                                                                     "slices": "given"})
    m, t, source = vdr_sizes(2_000_000, EPS, K, slices=6)  # T given: M is Guideline 1 for 6 slices
    assert (t, source["slices"], source["grid_size"]) == (6, "given", "guideline for the public N")
    # Guideline 1 per slice with sensitivity k: √(N/T · ε/(10k)) = √(2,000,000/6 · 1/40) = 91.3,
    # rounded up to a multiple of 4 (docs/vdr.md)
    assert m == 92 > guidance("VDR", 2_000_000, EPS, k=K).sizes["M"]
    m, t, _ = vdr_sizes(N, EPS, K, grid_size=16)
    assert (m, t) == (16, guidance("VDR", N, EPS, k=K).sizes["T"])


def test_without_a_public_n_the_papers_sizes():
    assert vdr_sizes(None, EPS, K) == (64, 24, {"grid_size": "default (no public N)",
                                               "slices": "default (no public N)"})
    assert vdr_sizes(None, EPS, K, slices=6)[:2] == (64, 6)


def _points(n=N, users=625, seed=3):
    rng = np.random.default_rng(seed)
    return (rng.uniform(0, 100, n), rng.uniform(0, 100, n), np.arange(n) % users,
            rng.uniform(0, 1000, n))


@pytest.mark.parametrize("sizes", [{"n_total": N}, {"grid_size": 64, "slices": 24}])
def test_the_release_uses_the_sizes_and_spends_nothing_on_them(sizes):
    x, y, users, t = _points()
    result = vdr(x, y, users, t, DOMAIN, EPS, rng=np.random.default_rng(1), time_range=(0, 1000), **sizes,
                 denoiser=Denoiser(denoise="never"))
    m, slices, source = vdr_sizes(sizes.get("n_total"), EPS, K, sizes.get("grid_size"),
                                  sizes.get("slices"))
    assert result.noisy.shape == (slices, m, m)
    assert (result.params["grid_size"], result.params["slices"]) == (m, slices)
    assert result.params["sizes_source"] == source
    steps = result.ledger.as_dict()["steps"]
    assert [s["step"] for s in steps] == ["cell counts"] and steps[0]["epsilon"] == EPS


def test_a_size_below_one_is_refused():
    x, y, users, t = _points(100)
    for sizes in ({"grid_size": 0}, {"slices": 0}):
        with pytest.raises(ValueError, match="at least 1"):
            vdr(x, y, users, t, DOMAIN, EPS, rng=np.random.default_rng(1), time_range=(0, 1000), n_total=N, **sizes,
                denoiser=Denoiser(denoise="never"))


@pytest.mark.parametrize("n_total", [0, -5])
def test_a_public_n_that_is_not_positive_is_refused(n_total):
    """N = 0 made γ = N/n̂ = 0 and released only zeros, with no warning (N < 0: negative counts)."""
    x, y, users, t = _points()
    with pytest.raises(ValueError, match="N must be positive"):
        vdr(x, y, users, t, DOMAIN, EPS, rng=np.random.default_rng(1), time_range=(0, 1000), n_total=n_total,
            grid_size=8, slices=3, denoiser=Denoiser(denoise="never"))


def test_without_sizes_or_a_public_n_a_noisy_n_sizes_the_histogram():
    x, y, users, t = _points()
    result = vdr(x, y, users, t, DOMAIN, EPS, rng=np.random.default_rng(1), time_range=(0, 1000),
                 denoiser=Denoiser(denoise="never"))
    steps = result.ledger.as_dict()["steps"]
    assert [s["step"] for s in steps] == ["N estimate", "cell counts"]
    assert steps[0]["epsilon"] == pytest.approx(0.05 * EPS)
    assert sum(s["epsilon"] for s in steps) == pytest.approx(EPS)
    assert result.params["sizes_source"] == {"grid_size": "guideline for a noisy N",
                                            "slices": "guideline for a noisy N"}
    assert (result.params["grid_size"], result.params["slices"]) == (8, 3)  # as for the true N
    assert result.params["n_total"] is None  # the scale correction still has no public N
    assert result.params["n_estimate"] == pytest.approx(N, abs=400)


@pytest.mark.slow
def test_the_noisy_n_has_the_noise_of_k_over_its_share_of_epsilon():
    """From outside: over 400 releases the estimate's mean is the number of reports kept (at most
    k per user) and its variance that of DLap(k/ε_N), ε_N = 0.05·ε (χ² bounds, 1e-6 each side)."""
    from scipy import stats

    from spatialdp.core.noise import discrete_laplace_variance

    x, y, users, t = _points(n=2_500, users=250)  # 10 reports each: the bound keeps k = 4
    runs = 400
    estimates = np.array([vdr(x, y, users, t, DOMAIN, EPS, rng=np.random.default_rng(seed), time_range=(0, 1000),
                              denoiser=Denoiser(denoise="never")).params["n_estimate"]
                          for seed in range(runs)])
    variance = discrete_laplace_variance(K / (0.05 * EPS))
    assert abs(estimates.mean() - 250 * K) < 5 * np.sqrt(variance / runs)
    ratio = estimates.var(ddof=1) / variance
    low, high = stats.chi2.ppf([1e-6, 1 - 1e-6], runs - 1) / (runs - 1)
    assert low < ratio < high
