"""The smoothers of core/denoise.py and VDR's default denoiser (docs/vdr.md, "Which denoiser")."""

import subprocess
import sys

import numpy as np
import pytest

from spatialdp.core import Domain
from spatialdp.core.denoise import (
    DENOISERS, chambolle, dct, denoise, gaussian_bandwidths, heat_gains, idct,
)
from spatialdp.core.mechanisms.vdr import DEFAULT_DENOISE, SMOOTHER_SCALES, conserve_mass, vdr
from spatialdp.core.noise import discrete_laplace, discrete_laplace_variance, effective_scale

from ..conftest import PLUGIN_PARENT

DOMAIN = Domain(0, 0, 100, 100)


def _smooth_cube(shape=(8, 32, 32), total=40_000.0):
    """Two Gaussian blobs, the same in every slice: a histogram that smoothing suits."""
    n_t, n_y, n_x = shape
    yy, xx = np.mgrid[0:n_y, 0:n_x]
    blob = np.exp(-((xx - 10) ** 2 + (yy - 12) ** 2) / 18.0) + 0.5 * np.exp(-((xx - 24) ** 2 + (yy - 22) ** 2) / 30.0)
    cube = np.repeat(blob[None], n_t, axis=0)
    return cube * total / cube.sum()


def _noisy(cube, k=4, epsilon=0.5, seed=0):
    noise = discrete_laplace(np.random.default_rng(seed), cube.shape, k, epsilon)
    return cube + noise, discrete_laplace_variance(effective_scale(k, epsilon))


@pytest.mark.parametrize("method", DENOISERS)
def test_smoothers_remove_most_of_the_noise_where_it_dominates(method):
    truth = _smooth_cube()
    noisy, variance = _noisy(truth)
    assert np.sqrt(variance) > truth.mean()  # noise sd ≈ 11 against a mean count ≈ 5
    estimate, rule = denoise(noisy, variance, method)
    assert np.mean((noisy - truth) ** 2) == pytest.approx(variance, rel=0.1)
    assert np.mean((estimate - truth) ** 2) < 0.2 * variance, rule
    assert rule and estimate.shape == truth.shape


def test_gaussian_smoothing_keeps_the_total_and_chooses_no_smoothing_where_the_counts_stand_out():
    truth = _smooth_cube()
    noisy, variance = _noisy(truth)
    smoothed, rule = denoise(noisy, variance, "gaussian")
    assert smoothed.sum() == pytest.approx(noisy.sum()) and "SURE" in rule
    rough = np.random.default_rng(1).integers(0, 2_000, (4, 16, 16)).astype(float)  # no structure, little noise
    space, time, _ = gaussian_bandwidths(dct(rough + np.random.default_rng(2).normal(0, 1, rough.shape)), 1.0)
    assert (space, time) == (0.0, 0.0)


def test_the_wiener_filter_keeps_a_sharp_peak_and_never_smooths_more_than_its_pilot():
    truth = _smooth_cube()
    truth[:, 5, 27] += 200.0  # a sharp hotspot far from the blobs, which the Gaussian blurs
    noisy, variance = _noisy(truth, seed=6)
    smoothed, _ = denoise(noisy, variance, "gaussian")
    filtered, rule = denoise(noisy, variance, "wiener")
    assert "at least the pilot's" in rule
    assert np.all(np.abs(dct(filtered)) >= np.abs(dct(smoothed)) - 1e-9)  # each frequency kept at least as much
    peak = truth[:, 5, 27]
    assert np.abs(filtered[:, 5, 27] - peak).mean() < 0.8 * np.abs(smoothed[:, 5, 27] - peak).mean()
    assert filtered.sum() == pytest.approx(noisy.sum())


def test_heat_gains_and_the_transform():
    assert np.allclose(heat_gains(8, 0.0), 1) and heat_gains(8, 2.0)[0] == 1
    assert np.all(np.diff(heat_gains(8, 2.0)) < 0)  # higher frequencies damped more
    assert np.array_equal(heat_gains(5, np.inf), [1, 0, 0, 0, 0])  # the mean along the axis
    cube = np.random.default_rng(3).normal(size=(3, 5, 7))
    assert np.allclose(idct(dct(cube)), cube) and np.sum(dct(cube) ** 2) == pytest.approx(np.sum(cube ** 2))


def test_total_variation_keeps_a_step_and_flattens_noise():
    step = np.zeros((1, 16, 16))
    step[:, :, 8:] = 100.0
    kept = chambolle(step, 1.0)
    assert np.abs(kept - step).max() < 5  # the step survives a small weight
    flat = chambolle(np.random.default_rng(4).normal(0, 1, (2, 16, 16)), 50.0)
    assert flat.std() < 0.05


def _points(n=6_000, users=600, seed=0):
    rng = np.random.default_rng(seed)
    centre = rng.random((3, 2)) * 100
    xy = np.clip(centre[rng.integers(0, 3, n)] + rng.normal(0, 6, (n, 2)), 0, 100)
    return xy[:, 0], xy[:, 1], rng.integers(0, users, n), rng.random(n) * 10.0


def test_vdr_denoises_by_default_with_the_wiener_filter_and_its_mass_correction():
    x, y, users, t = _points()
    r = vdr(x, y, users, t, DOMAIN, 0.5, rng=np.random.default_rng(5), grid_size=16, slices=4, time_range=(0, 10),
            n_total=len(x))
    p = r.params
    assert DEFAULT_DENOISE == "wiener" and p["denoise_choice"] == "wiener" and p["denoise"] and r.training is None
    assert "Wiener filter" in p["denoiser_rule"] and any("Wiener filter" in n for n in r.synopsis.notes)
    smoothed, _ = denoise(r.noisy.astype(float), p["noise_variance"], "wiener")
    corrected, weights = conserve_mass(smoothed, r.noisy, p["noise_variance"], coarsest=SMOOTHER_SCALES)
    assert np.allclose(r.released, r.gamma * corrected)
    assert [w for _, w in weights] == [1.0] * SMOOTHER_SCALES == list(p["mass_correction_weights"].values())
    assert r.released.sum() == pytest.approx(len(x))  # the public N, as without denoising
    assert not r.synopsis.uncertainty.known  # a smoothed count's error is not the noise's (docs/uncertainty.md)
    assert "smoother's width is chosen from the noisy counts" in r.synopsis.uncertainty.method


def test_the_default_denoiser_needs_no_torch():
    code = ("import sys\nsys.modules['torch'] = None\nimport numpy as np\n"
            "from spatialdp.core import Domain, vdr\n"
            "rng = np.random.default_rng(0)\n"
            "x, y, t = rng.random(500) * 10, rng.random(500) * 10, rng.random(500)\n"
            "r = vdr(x, y, np.arange(500) // 5, t, Domain(0, 0, 10, 10), 1.0, rng=rng, grid_size=8, slices=2,\n"
            "        time_range=(0, 1))\n"
            "assert r.params['denoise'] and r.params['denoise_skipped'] is None, r.params\n"
            "assert 'torch' not in [m for m in sys.modules if sys.modules[m] is not None]\n"
            "print('ok', r.params['denoise_choice'])\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                          cwd=str(PLUGIN_PARENT))
    assert done.stdout.strip() == "ok wiener", done.stderr
