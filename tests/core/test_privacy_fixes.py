"""Privacy findings of the independent audit (issue 10), each measured from outside the code.

The expected noise levels are computed here from Δ/ε with the discrete
Laplace variance 2p/(1−p)², p = e^(−ε/Δ) (Canonne, Kamath, Steinke 2020),
never with the code's own scale functions.
"""

import math

import numpy as np
import pytest

from spatialdp.core import Domain, SecureGenerator, uniform_grid
from spatialdp.core import noise
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
