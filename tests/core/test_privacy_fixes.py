"""Privacy findings of the independent audit (issue 10), each measured from outside the code.

The expected noise levels are computed here from Δ/ε with the discrete
Laplace variance 2p/(1−p)², p = e^(−ε/Δ) (Canonne, Kamath, Steinke 2020),
never with the code's own scale functions.
"""

import math
from fractions import Fraction

import numpy as np
import pytest

from spatialdp.core import (
    Domain, GridTooLargeError, SecureGenerator, aag, adaptive_grid, ldp_uniform_grid, oracles, privag,
    uniform_grid,
)
from spatialdp.core import noise
from spatialdp.core.mechanisms import dam
from spatialdp.core.validation import check_epsilon

from .points import clustered

DOMAIN = Domain(0, 0, 100, 100)


def dlap_variance(sensitivity, epsilon):
    """Variance of the discrete Laplace of scale Δ/ε, computed independently of core."""
    p = math.exp(-epsilon / sensitivity)
    return 2 * p / (1 - p) ** 2


# ---------------------------------------------------------------- 1. secure is decided positively


class _Subclass(SecureGenerator):
    pass


@pytest.mark.parametrize("rng,words", [
    (np.random.Generator(np.random.Philox(key=5)), "deterministic generator of unknown seed"),
    (np.random.default_rng(3), "seed 3"),
    (_Subclass(), "seed "),  # a subclass may override integers/random: not the OS source
])
def test_only_the_os_random_generator_is_suitable_for_release(rng, words):
    x, y = clustered(500)
    record = uniform_grid(x, y, DOMAIN, 1.0, rng, grid_size=4).metadata()
    assert record["randomness"].startswith(words)
    assert record["suitable_for_release"] is False


def test_the_os_random_generator_is_suitable_for_release():
    x, y = clustered(500)
    record = uniform_grid(x, y, DOMAIN, 1.0, SecureGenerator(), grid_size=4).metadata()
    assert record["randomness"].startswith("secure random")
    assert record["suitable_for_release"] is True


# ---------------------------------------------------------------- 2. exact noise scale


@pytest.mark.parametrize("sensitivity,epsilon", [
    (np.int64(13), 5.8), (np.int32(13), 5.8), (np.int64(3), np.float64(0.5)), (np.uint8(2), 1.0),
    (13, np.float32(5.8)),
])
def test_numpy_sensitivities_get_the_full_noise(sensitivity, epsilon):
    rng = np.random.default_rng(11)
    n = 40_000
    z = noise.discrete_laplace(rng, n, sensitivity, epsilon)
    var = dlap_variance(float(sensitivity), float(epsilon))
    # the sample variance has a relative standard error ≤ √(6/n) ≈ 1.2 %
    assert z.var() > var * (1 - 5 * math.sqrt(6 / n))
    t, s = noise.scale_fraction(sensitivity, epsilon)
    assert t / s >= float(sensitivity) / float(epsilon)


@pytest.mark.parametrize("sensitivity", [np.int64(13), np.int64(7), 5, 2.5])
def test_noise_variance_matches_the_sensitivity(sensitivity):
    """Scale ∝ Δ: the measured variance is that of Δ/ε, not of 1/ε (an ignored Δ fails)."""
    n, epsilon = 40_000, 2.0
    z = noise.discrete_laplace(np.random.default_rng(5), n, sensitivity, epsilon)
    var = dlap_variance(float(sensitivity), epsilon)
    assert abs(z.var() - var) < 5 * var * math.sqrt(6 / n)


@pytest.mark.parametrize("bad", [0, -1.0, float("inf"), float("nan"), True, np.bool_(True), "1", None])
def test_one_epsilon_check_everywhere(bad):
    x, y = clustered(50)
    with pytest.raises(ValueError, match="must be a finite number greater than 0"):
        check_epsilon(bad)
    with pytest.raises(ValueError, match="must be a finite number greater than 0"):
        noise.discrete_laplace(np.random.default_rng(0), 3, 1, bad)
    with pytest.raises(ValueError, match="must be a finite number greater than 0"):
        uniform_grid(x, y, DOMAIN, bad, np.random.default_rng(0), grid_size=2)


def test_epsilon_accepts_numpy_numbers():
    assert check_epsilon(np.float32(0.5)) == 0.5 and check_epsilon(np.int64(2)) == 2.0


@pytest.mark.parametrize("bad", [True, float("inf"), float("nan"), 0, -2, "3"])
def test_sensitivity_is_refused_unless_a_positive_finite_number(bad):
    with pytest.raises(ValueError):
        noise.discrete_laplace(np.random.default_rng(0), 3, bad, 1.0)


# ---------------------------------------------------------------- 3. the local samplers' resolution


class _NoDraws(np.random.Generator):
    """A generator that fails the test if any noise is drawn from it."""

    def __init__(self):
        super().__init__(np.random.PCG64(0))

    def integers(self, *args, **kwargs):
        raise AssertionError("noise was drawn before the refusal")

    def random(self, *args, **kwargs):
        raise AssertionError("noise was drawn before the refusal")


@pytest.mark.parametrize("release", [
    lambda x, y, rng: ldp_uniform_grid(x, y, DOMAIN, 40.0, rng, grid_size=2),
    lambda x, y, rng: ldp_uniform_grid(x, y, DOMAIN, 40.0, rng, grid_size=2, oracle="GRR"),
    lambda x, y, rng: privag(x, y, DOMAIN, 40.0, rng, grid_size=2),
    lambda x, y, rng: aag(x, y, DOMAIN, 40.0, rng, grid_size=2),
    lambda x, y, rng: dam(x, y, DOMAIN, 60.0, rng, grid_size=2),
    lambda x, y, rng: dam(x, y, DOMAIN, 60.0, rng, grid_size=8, variant="shrink"),
    lambda x, y, rng: oracles.perturb(np.zeros(10, dtype=int), 2, 40.0, rng),
])
def test_local_algorithms_refuse_an_epsilon_their_sampler_cannot_realise(release):
    """At ε = 40 (GRR) or 60 (DAM) a 53-bit float sampler reports the true cell with probability 1.

    (PrivAG and AAG may stop earlier: at ε = 40 Eq. 5's leaves alone are too many.)
    """
    x, y = clustered(300)
    with pytest.raises(ValueError, match="too large for a local algorithm|cells, more than"):
        release(x, y, _NoDraws())


class _Magnifier(np.random.Generator):
    """Draws only from the end of each range where a threshold sampler puts its rare outcome.

    ``random()`` returns values in the top 2⁻ᴷ of [0, 1) (a float sampler
    keeps the true value when u < p, so it flips for u ≥ p) and ``integers``
    over a range of at least 2⁴⁰ values returns values in the bottom 2⁻ᴷ of it
    (an integer sampler flips when the draw is below the flip weight). An
    outcome of probability π then appears with frequency min(1, π·2ᴷ).
    """

    def __init__(self, bits):
        super().__init__(np.random.PCG64(1))
        self.bits = bits

    def random(self, size=None, dtype=np.float64, out=None):
        steps = np.asarray(super().integers(0, 1 << (53 - self.bits), size=size), dtype=float)
        return 1.0 - (steps + 1) * 2.0**-53

    def integers(self, low, high=None, size=None, dtype=np.int64, endpoint=False):
        if high is not None and np.all(np.asarray(high) - low >= 2**40):
            window = (int(high) - int(low)) >> self.bits
            return int(low) + np.asarray(super().integers(0, window, size=size), dtype=np.int64)
        return super().integers(low, high, size=size, dtype=dtype, endpoint=endpoint)


@pytest.mark.parametrize("d", [2, 5])
def test_grr_at_its_largest_epsilon_still_reports_other_cells(d):
    # the flip probability (d−1)/(e^ε+d−1) is 2⁻⁴² at the cap, computed here independently
    cap = math.log((d - 1) * (2.0**42 - 1))
    epsilon = cap - 0.01
    flip = (d - 1) / (math.exp(epsilon) + d - 1)
    bits = 40
    reports = oracles.perturb(np.zeros(20_000, dtype=int), d, epsilon, _Magnifier(bits), oracle="GRR")
    observed = np.mean(reports.report != 0)
    expected = flip * 2.0**bits  # ≈ 0.25
    assert expected / 2 < observed < expected * 2
    with pytest.raises(ValueError, match="too large for a local algorithm"):
        oracles.perturb(np.zeros(10, dtype=int), d, cap + 0.01, np.random.default_rng(0), oracle="GRR")


def test_grr_flip_frequency_below_the_cap():
    """At ε = 8 on 2 cells the flip probability 1/(e⁸+1) ≈ 3.4e-4 is measured directly."""
    n, epsilon = 400_000, 8.0
    reports = oracles.perturb(np.zeros(n, dtype=int), 2, epsilon, np.random.default_rng(4), oracle="GRR")
    expected = n / (math.exp(epsilon) + 1)
    assert abs((reports.report == 1).sum() - expected) < 5 * math.sqrt(expected)


def test_dam_just_below_its_cap_runs_and_just_above_is_refused():
    """DAM's rarest report, a full cell away from the user, has q = 1/(d² + 4db + e^ε·πb²)."""
    from spatialdp.core.mechanisms.dam import dam_channel, optimal_radius

    def refused(epsilon):
        try:
            dam_channel(4, epsilon, optimal_radius(epsilon, 4))
        except ValueError as error:
            assert "too large for a local algorithm" in str(error)
            return True
        return False

    low, high = 10.0, 60.0
    assert not refused(low) and refused(high)
    for _ in range(30):
        mid = (low + high) / 2
        low, high = (low, mid) if refused(mid) else (mid, high)
    for epsilon, above in ((low, False), (high, True)):
        b = optimal_radius(epsilon, 4)
        q = 1 / (16 + 16 * b + math.exp(epsilon) * math.pi * b * b)
        assert (q < 2.0**-42) == above
    x, y = clustered(300)
    s = dam(x, y, DOMAIN, low, np.random.default_rng(0), grid_size=4)
    assert s.counts.sum() == pytest.approx(len(x))


# ---------------------------------------------------------------- 5. grid size checked before noise


@pytest.mark.parametrize("release", [
    # UG: the guideline's grid from a public N
    lambda x, y, rng: uniform_grid(x, y, DOMAIN, 1e6, rng, n_public=10**6),
    # AG: m1 = 2500 from the guideline passes alone, but with one leaf each the grid has 2·m1² cells
    lambda x, y, rng: adaptive_grid(x, y, DOMAIN, 1000.0, rng, n_public=10**6),
    # AG: m1 = 791, evenly spread the leaves are m1²·4² > 10⁷ cells
    lambda x, y, rng: adaptive_grid(x, y, DOMAIN, 100.0, rng, n_public=10**6),
    # PrivAG with a given g1 = 2300: one leaf per G1 cell already exceeds 10⁷ cells
    lambda x, y, rng: privag(x, y, DOMAIN, 2.0, rng, grid_size=2300),
    # AAG at ε = 26 for 5,000 users: g1² ≈ 1.25·10⁶, evenly spread leaves ≈ 1.1·10⁷
    lambda x, y, rng: aag(x, y, DOMAIN, 26.0, rng),
])
def test_a_grid_too_large_is_refused_before_any_noise_is_drawn(release):
    x, y = clustered(5_000)
    with pytest.raises(GridTooLargeError):
        release(x, y, _NoDraws())


# ---------------------------------------------------------------- 4. every mechanism fits its ε exactly


def _exact_cost(ledger):
    """The ε a ledger's steps cost, in exact arithmetic, computed here from its entries."""
    cost = {}
    for i, entry in enumerate(ledger.entries):
        key = entry.group if entry.group is not None else i
        cost[key] = max(cost.get(key, Fraction(0)), Fraction(entry.epsilon))
    return sum(cost.values(), Fraction(0))


@pytest.mark.parametrize("epsilon", [0.3, 1 / 3, 0.7, 2.9, np.float32(0.1)])
@pytest.mark.parametrize("release", [
    lambda x, y, e, rng: uniform_grid(x, y, DOMAIN, e, rng),
    lambda x, y, e, rng: uniform_grid(x, y, DOMAIN, e, rng, user_ids=np.arange(len(x)) % 7,
                                      max_per_user=3),
    lambda x, y, e, rng: adaptive_grid(x, y, DOMAIN, e, rng, alpha=0.3),
    lambda x, y, e, rng: ldp_uniform_grid(x, y, DOMAIN, e, rng),
    lambda x, y, e, rng: privag(x, y, DOMAIN, e, rng),
    lambda x, y, e, rng: aag(x, y, DOMAIN, e, rng),
    lambda x, y, e, rng: dam(x, y, DOMAIN, e, rng, grid_size=8),
])
def test_every_mechanism_spends_at_most_its_epsilon_exactly(release, epsilon):
    x, y = clustered(2_000)
    s = release(x, y, epsilon, np.random.default_rng(0))
    assert _exact_cost(s.ledger) <= Fraction(float(epsilon))
    assert s.ledger.spent == pytest.approx(float(epsilon), rel=1e-12)


@pytest.mark.parametrize("epsilon", [52.0, 800.0, 1e300])
def test_no_local_algorithm_or_guide_runs_where_no_domain_can_realise_epsilon(epsilon):
    """Above ln(2³²−1) + ln(2⁴²−1) ≈ 51.3 even GRR over 2³² values cannot flip; e^ε may overflow."""
    from spatialdp.core.guidelines import guidance
    from spatialdp.core.mechanisms import ldp_estimate_grid

    x, y = clustered(300)
    refused = "too large for a local algorithm"
    for run in (
        lambda: ldp_uniform_grid(x, y, DOMAIN, epsilon, _NoDraws(), grid_size=2000, oracle="OLH"),
        lambda: dam(x, y, DOMAIN, epsilon, _NoDraws(), grid_size=3000),
        lambda: oracles.perturb(np.zeros(3, dtype=int), 2**32, epsilon, _NoDraws(), oracle="OLH"),
        lambda: ldp_estimate_grid(np.zeros(3, dtype=int), None, DOMAIN, 2, epsilon),
        *(lambda m=m: guidance(m, 1000, epsilon) for m in ("LDP-UG", "PrivAG", "AAG", "DAM")),
    ):
        with pytest.raises(ValueError, match=refused):
            run()
