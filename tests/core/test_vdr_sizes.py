"""VDR's grid size M and time slices T: kept when given, else the guidance for a public N (issue 13).

Without a public N the sizes are the paper's: counting the reports would spend budget, and the
ledger shows that none is spent on it.
"""

import numpy as np
import pytest

from spatialdp.core import Domain
from spatialdp.core.guidelines import guidance, vdr_sizes
from spatialdp.core.mechanisms.vdr import vdr

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


@pytest.mark.parametrize("n_total", [N, None])
def test_the_release_uses_the_sizes_and_spends_nothing_on_them(n_total):
    x, y, users, t = _points()
    result = vdr(x, y, users, t, DOMAIN, EPS, np.random.default_rng(1), time_range=(0, 1000),
                 n_total=n_total, denoise="never")
    m, slices, source = vdr_sizes(n_total, EPS, K)
    assert result.noisy.shape == (slices, m, m)
    assert (result.params["grid_size"], result.params["slices"]) == (m, slices)
    assert result.params["sizes_source"] == source
    steps = result.ledger.as_dict()["steps"]
    assert [s["step"] for s in steps] == ["cell counts"] and steps[0]["epsilon"] == EPS


def test_a_size_below_one_is_refused():
    x, y, users, t = _points(100)
    for sizes in ({"grid_size": 0}, {"slices": 0}):
        with pytest.raises(ValueError, match="at least 1"):
            vdr(x, y, users, t, DOMAIN, EPS, np.random.default_rng(1), time_range=(0, 1000),
                n_total=N, denoise="never", **sizes)


@pytest.mark.parametrize("n_total", [0, -5])
def test_a_public_n_that_is_not_positive_is_refused(n_total):
    """N = 0 made γ = N/n̂ = 0 and released only zeros, with no warning (N < 0: negative counts)."""
    x, y, users, t = _points()
    with pytest.raises(ValueError, match="N must be positive"):
        vdr(x, y, users, t, DOMAIN, EPS, np.random.default_rng(1), time_range=(0, 1000),
            n_total=n_total, grid_size=8, slices=3, denoise="never")
