"""VDR (Ahuja, Zeighami, Ghinita, Shahabi 2023; docs/vdr.md) and the space–time queries."""

import math
from dataclasses import replace
import os
import subprocess
import sys

import numpy as np
import pytest

import spatialdp
from spatialdp.core import Domain, uniform_grid
from spatialdp.core.mechanisms.vdr import (
    SYMMETRY_SNR, TOTAL_CHECK_Z, Denoiser, TorchMissingError, TrainingCancelled, choose_symmetries, conserve_mass,
    correction_blocks, denoise_choice, estimate_concentration, gamma, total_check, training_size, vdr,
)
from spatialdp.core.noise import discrete_laplace_variance, effective_scale
from spatialdp.core.spacetime import (
    SpaceTimeIndex, TimeRangeError, answer_boxes, ar_forecast, block_sums, forecast_smape,
    hotspot_errors, multiresolution, random_hotspot_queries, range_count_relative_error,
    seasonal_naive_forecast,
    slice_edges, smape, spacetime_histogram, symmetry, undo_symmetry,
)

from ..conftest import HANG_SECONDS, needs

needs_torch = needs("torch")
DOMAIN = Domain(0, 0, 100, 100)
DAY = 86_400.0
HUGE_EPS = 1e6  # noise of scale k/ε ≈ 1e-6: zero with probability 1 − 2e^(−10⁶)
#: a tiny VQ-VAE (the paper's denoiser, "auto"; the default is a smoother: tests/core/test_denoise.py)
TINY_NET = Denoiser(denoise="auto", epochs=3, width=8, latent_dim=4, codebook=16, batch_size=4)
TINY = dict(grid_size=8, slices=4, denoiser=TINY_NET)


def tiny(**changes):
    """The tiny run's arguments with ``changes`` to its denoiser."""
    return dict(TINY, denoiser=replace(TINY_NET, **changes))


def _points(n=4_000, users=400, seed=0):
    rng = np.random.default_rng(seed)
    x = np.clip(rng.normal(40, 15, n), 0, 100)
    y = np.clip(rng.normal(60, 15, n), 0, 100)
    t = rng.random(n) * 4 * DAY
    return x, y, rng.integers(0, users, n), t


# ---------------------------------------------------------------- histogram and sampling


def test_histogram_counts_drop_points_outside_space_and_time():
    x = np.array([5.0, 5.0, 95.0, 100.0, 150.0, 5.0, 5.0])
    y = np.array([5.0, 5.0, 95.0, 100.0, 50.0, 5.0, 5.0])
    t = np.array([0.0, 0.5, 1.5, 2.0, 1.0, -1.0, np.nan])  # t1 = 2 → last slice; −1, NaN dropped
    h = spacetime_histogram(x, y, t, DOMAIN, grid_size=2, slices=2, time_range=(0.0, 2.0))
    assert h.shape == (2, 2, 2)
    assert h[0, 0, 0] == 2 and h[1, 1, 1] == 2 and h.sum() == 4


def test_without_noise_or_sampling_the_release_is_the_histogram():
    x, y, users, t = _points()
    k = int(np.bincount(users).max())
    r = vdr(x, y, users, t, DOMAIN, HUGE_EPS, rng=np.random.default_rng(0), grid_size=8, slices=4,
            time_range=(0, 4 * DAY), max_per_user=k, denoiser=Denoiser(denoise=False))
    assert r.noisy.shape == (4, 8, 8) and r.noisy.dtype == np.int64
    assert np.array_equal(r.noisy, spacetime_histogram(x, y, t, DOMAIN, grid_size=8, slices=4, time_range=(0, 4 * DAY)))
    assert np.array_equal(r.denoised, r.noisy)


@pytest.mark.slow
def test_no_user_contributes_more_than_k():
    # each user's 30 points all fall in the user's own cell: that cell counts min(30, k)
    users = np.repeat(np.arange(16), 30)
    x = (users % 4) * 25 + 12.5
    y = (users // 4) * 25 + 12.5
    t = np.full(len(users), 10.0)
    r = vdr(x, y, users, t, DOMAIN, HUGE_EPS, rng=np.random.default_rng(1), grid_size=4, slices=1, time_range=(0, 20),
            max_per_user=3, denoiser=Denoiser(denoise=False))
    assert (r.noisy == 3).all()
    # the sample is uniform: over many seeds each of a user's points is kept equally often
    x2 = np.arange(4) * 25 + 1.0
    counts = np.zeros(4)
    for seed in range(300):
        r = vdr(x2, np.full(4, 50.0), np.zeros(4), np.zeros(4), DOMAIN, HUGE_EPS, rng=np.random.default_rng(seed),
                grid_size=4, slices=1, time_range=(0, 1), max_per_user=2, denoiser=Denoiser(denoise=False))
        counts += r.noisy[0].sum(axis=0)
    assert counts.sum() == 600 and np.all(np.abs(counts - 150) < 40)


def test_noise_is_exact_discrete_laplace_of_scale_k_over_epsilon():
    x, y, _, t = _points(2_000)
    users = np.arange(len(x))  # one point per user: nothing is sampled away
    k, eps = 3, 1.0
    r = vdr(x, y, users, t, DOMAIN, eps, rng=np.random.default_rng(2), grid_size=32, slices=20,
            time_range=(0, 4 * DAY), max_per_user=k, denoiser=Denoiser(denoise=False))
    noise = r.noisy - spacetime_histogram(x, y, t, DOMAIN, grid_size=32, slices=20, time_range=(0, 4 * DAY))
    assert noise.dtype == np.int64
    n = noise.size
    var = discrete_laplace_variance(effective_scale(k, eps))
    assert abs(noise.mean()) < 5 * math.sqrt(var / n)
    assert abs(noise.var() - var) < 5 * var * math.sqrt(6 / n)
    assert r.params["noise_variance"] == pytest.approx(var)


def test_ledger_params_and_synopsis():
    x, y, users, t = _points()
    r = vdr(x, y, users, t, DOMAIN, 0.7, rng=np.random.default_rng(3), grid_size=4, slices=3, time_range=(0, 3 * DAY),
            max_per_user=2, n_total=5000, denoiser=Denoiser(denoise=False))
    led = r.ledger
    assert led.total == 0.7 and led.model == "central" and led.spent == pytest.approx(0.7)
    assert led.unit == "user (at most 2 points each, uniformly sampled)"
    assert [e.step for e in led.entries] == ["cell counts"]
    s = r.synopsis
    assert s.mechanism == "VDR" and s.n_cells == 4 * 4 * 3
    assert (s.level == 1).all() and (s.parent == -1).all()
    assert np.array_equal(s.rects, np.tile(DOMAIN.grid_rects(4, 4), (3, 1)))
    assert np.array_equal(s.counts, r.released.ravel())
    assert np.array_equal(s.t_start, np.repeat([0, DAY, 2 * DAY], 16))
    assert np.array_equal(s.t_end, np.repeat([DAY, 2 * DAY, 3 * DAY], 16))
    assert np.array_equal(r.t_start, [0, DAY, 2 * DAY])
    # γ = N/n̂ by default, from the public N and the noisy total
    assert r.gamma == pytest.approx(5000 / r.noisy.sum())
    assert np.allclose(r.released, r.gamma * r.noisy)
    p = r.params
    assert (p["grid_size"], p["slices"], p["max_per_user"]) == (4, 3, 2)
    assert p["time_range"] == [0, 3 * DAY] and not p["time_range_data_derived"]
    # 2D answers sum every slice; a box over the whole range agrees
    box = np.array([[0, 0, 0, 50, 50, 3 * DAY]])
    assert s.answer_boxes(box)[0] == pytest.approx(s.answer(np.array([[0, 0, 50, 50]]))[0])
    md = s.metadata()
    assert md["time"]["slices"] == 3 and md["randomness"] == "seed 3"


def test_time_range_from_data_is_flagged_not_private():
    x, y, users, t = _points()
    r = vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(4), grid_size=4, slices=2,
            denoiser=Denoiser(denoise=False))
    assert r.params["time_range_data_derived"]
    assert r.params["time_range"] == [float(t.min()), float(t.max())]
    md = r.synopsis.metadata()
    assert md["time"]["data_derived"] and not md["suitable_for_release"]
    assert any("time range" in n and "not private" in n for n in md["notes"])
    with pytest.raises(TimeRangeError):
        vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(4), time_range=(5, 5),
            denoiser=Denoiser(denoise=False))
    with pytest.raises(ValueError):
        vdr(x, y, None, t, DOMAIN, 1.0, rng=np.random.default_rng(4), denoiser=Denoiser(denoise=False))
    start, end = slice_edges((10.0, 40.0), 3)
    assert list(start) == [10, 20, 30] and list(end) == [20, 30, 40]


def test_block_sums_and_multiresolution_shapes():
    images = np.arange(3 * 8 * 8).reshape(3, 8, 8)
    two = block_sums(images, 2)
    assert two.shape == (3, 4, 4) and two[0, 0, 0] == 0 + 1 + 8 + 9
    three = block_sums(images, 3)  # 8 → padded to 9
    assert three.shape == (3, 3, 3)
    assert np.array_equal(three.sum(axis=(1, 2)), images.sum(axis=(1, 2)))
    groups = multiresolution(images, 4)
    assert [g.shape for g in groups] == [(3, 8, 8), (3, 4, 4), (3, 3, 3), (3, 2, 2)]


# ---------------------------------------------------------------- γ


def test_gamma_formula():
    # no noise, C n ≫ 1: γ → N/n, the sampling correction
    assert gamma(1_000, 3_000, 0.1, 100, 0.0) == pytest.approx(3_000 / (0.9 / 0.1 + 1_000), rel=1e-12)
    assert gamma(100_000, 300_000, 0.1, 100, 0.0) == pytest.approx(3.0, rel=1e-3)
    # γ minimises Σ MSE = γ²((1−C)n + mσ²) + C(γn − N)²
    n, big_n, c, m, var = 500.0, 800.0, 0.02, 400, 50.0
    g = gamma(n, big_n, c, m, var)
    mse = lambda gg: gg**2 * ((1 - c) * n + m * var) + c * (gg * n - big_n) ** 2  # noqa: E731
    assert mse(g) < mse(g * 1.01) and mse(g) < mse(g * 0.99)


def test_concentration_estimate_from_noisy_histogram():
    rng = np.random.default_rng(5)
    mu = rng.dirichlet(np.full(2_000, 0.3))
    h = rng.multinomial(200_000, mu)
    var = discrete_laplace_variance(effective_scale(2, 0.5))
    from spatialdp.core.noise import discrete_laplace
    noisy = h + discrete_laplace(rng, h.shape, 2, 0.5)
    c = estimate_concentration(noisy, var, noisy.sum())
    assert c == pytest.approx((mu**2).sum(), rel=0.05)


# ---------------------------------------------------------------- mass correction and the total check


def _city_histogram(rng, shape=(6, 16, 16), n=15_000):
    """A clustered (T, M, M) histogram: a dense centre, a weaker second one, a thin background."""
    t, m, _ = shape
    yy, xx = np.mgrid[0:m, 0:m]
    density = (np.exp(-((xx - 5) ** 2 + (yy - 6) ** 2) / 6)
               + 0.4 * np.exp(-((xx - 12) ** 2 + (yy - 11) ** 2) / 10) + 0.01)
    profile = np.linspace(0.5, 1.5, t)[:, None, None] * density[None]
    return rng.multinomial(n, (profile / profile.sum()).ravel()).reshape(shape)


def test_correction_blocks_go_from_the_whole_histogram_to_single_slices():
    assert correction_blocks(64, 24) == [(64, 24), (32, 12), (16, 6), (8, 3), (4, 2), (2, 1)]
    assert correction_blocks(10, 5) == [(16, 5), (8, 3), (4, 2), (2, 1)]  # 10 → 16: one block a slice
    assert correction_blocks(1, 1) == [(2, 1)]


def test_mass_correction_restores_large_block_sums_and_keeps_small_scale_shape():
    rng = np.random.default_rng(0)
    truth = _city_histogram(rng)
    variance = 50.0
    noisy = truth + np.rint(rng.laplace(0, 5, truth.shape))
    # a denoiser that knows the shape but moved mass: 40 % too much in the centre, 30 % too little elsewhere
    drifted = truth * np.where(truth > np.quantile(truth, 0.9), 1.4, 0.7)
    before = drifted.copy(), noisy.copy()
    corrected, weights = conserve_mass(drifted, noisy, variance)
    assert np.array_equal(drifted, before[0]) and np.array_equal(noisy, before[1])  # pure
    assert [b for b, _ in weights] == correction_blocks(16, 6)
    assert weights[0][1] > 0.99 and weights[-1][1] < weights[0][1]  # H̄ trusted on large blocks only
    assert corrected.sum() == pytest.approx(noisy.sum(), rel=1e-3)
    # large boxes: the correction removes the drift (error ≈ H̄'s); single cells keep most of Ĥ's gain
    def octants(h):  # sums over the 8 blocks of 3 slices × 8 × 8 cells
        return np.asarray(h).reshape(2, 3, 2, 8, 2, 8).sum(axis=(1, 3, 5))

    noise_sd = math.sqrt(3 * 8 * 8 * variance)
    rms = lambda h: math.sqrt(np.mean((octants(h) - octants(truth)) ** 2))  # noqa: E731
    assert rms(drifted) > 3 * noise_sd and rms(corrected) < 1.5 * noise_sd
    assert np.abs(corrected - truth).mean() < np.abs(noisy - truth).mean()


def test_mass_correction_changes_nothing_when_the_denoiser_kept_every_block_sum():
    rng = np.random.default_rng(1)
    noisy = _city_histogram(rng) + np.rint(rng.laplace(0, 5, (6, 16, 16)))
    corrected, weights = conserve_mass(noisy.astype(float), noisy, 50.0)
    assert np.allclose(corrected, noisy)
    # pure noise (no signal at any scale): every weight is 0 and Ĥ is kept as it is
    flat = np.rint(rng.laplace(0, 5, (4, 8, 8)))
    smooth = np.full(flat.shape, 3.0)
    kept, weights = conserve_mass(smooth, flat, 1e6)
    assert all(w < 1e-3 for _, w in weights) and np.allclose(kept, smooth, atol=0.1)


def test_total_check_flags_a_total_the_noise_does_not_explain():
    sd = math.sqrt(400 * 8.0)
    ok = total_check(1000 + 2 * sd, 1000.0, 400, 8.0, None, 1.0)
    assert ok == {"released": pytest.approx(1000 + 2 * sd), "reference": 1000.0, "reference_kind": "noisy total",
                  "sd": pytest.approx(sd), "z": pytest.approx(2.0), "flagged": False, "excess_z": None,
                  "n_too_small": False}
    assert total_check(1000 - (TOTAL_CHECK_Z + 0.1) * sd, 1000.0, 400, 8.0, None, 1.0)["flagged"]
    public = total_check(5_000.0, 2_465.0, 400, 8.0, 5_000, 2.0)  # γ = 2 brings n̂ up to N
    assert public["reference_kind"] == "public N" and public["reference"] == 5_000
    assert public["sd"] == pytest.approx(2 * sd) and public["z"] == 0 and not public["flagged"]
    assert total_check(6_904.0, 2_465.0, 400, 8.0, None, 1.0)["flagged"]


def test_a_public_n_below_the_sampled_points_is_flagged():
    """The sampling correction makes the released total equal N whatever N is, so comparing the
    two could never question N; an N below the (noisy) number of sampled points is flagged."""
    x, y, users, t = _points()  # 400 users, at most 2 points each kept: about 800 sampled points
    settings = dict(grid_size=8, slices=4, time_range=(0, 4 * DAY), max_per_user=2,
                    denoiser=Denoiser(denoise="never"))
    wrong = vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(3), n_total=100, **settings)
    check = wrong.params["total_check"]
    assert check["released"] == pytest.approx(100) and not check["flagged"]  # the drift check is blind
    assert check["n_too_small"] and check["excess_z"] > TOTAL_CHECK_Z
    assert any("N = 100 is smaller" in n for n in wrong.synopsis.notes)
    right = vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(3), n_total=len(x), **settings)
    assert not right.params["total_check"]["n_too_small"]
    assert right.params["total_check"]["excess_z"] < 0  # more points than the users' samples
    assert not vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(3), **settings).params[
        "total_check"]["n_too_small"]


def test_the_release_records_the_total_check_and_the_mass_correction():
    x, y, users, t = _points()
    r = vdr(x, y, users, t, DOMAIN, 0.5, rng=np.random.default_rng(3), grid_size=8, slices=4, time_range=(0, 4 * DAY),
            max_per_user=2, n_total=5000, denoiser=Denoiser(denoise="never"))
    check = r.params["total_check"]
    assert set(check) == {"released", "reference", "reference_kind", "sd", "z", "flagged", "excess_z",
                          "n_too_small"}
    assert check["reference_kind"] == "public N" and check["released"] == pytest.approx(5000)
    assert not check["flagged"] and r.params["mass_correction"] is False  # nothing to correct without Ĥ
    # the paper's γ shrinks the total far below N: flagged, and said in the notes
    shrunk = vdr(x, y, users, t, DOMAIN, 0.1, rng=np.random.default_rng(3), grid_size=8, slices=4, time_range=(0, 4 * DAY),
                 max_per_user=2, n_total=5000, scale="paper", denoiser=Denoiser(denoise="never"))
    assert shrunk.params["total_check"]["flagged"]
    assert any("released total" in n and "public N" in n for n in shrunk.synopsis.notes)


def test_training_size_rule():
    noisy = np.ones((24, 64, 64))
    assert training_size(noisy, 4.0, 7, 12, 3, 8) == (7, 12, "given")
    epochs, width, rule = training_size(noisy, 4.0, None, None, 3, 8)
    assert (epochs, width) == (167, 32) and "epochs 167" in rule  # ⌈1500 / (3·3)⌉
    assert training_size(noisy, 1e4, None, None, 3, 8)[1] == 32  # a narrower network was measured worse
    assert training_size(np.ones((1, 8, 8)), 4.0, None, None, 3, 8)[:2] == (500, 16)
    assert training_size(np.ones((24, 256, 256)), 4.0, None, None, 3, 8)[:2] == (34, 64)  # 300 steps


# ---------------------------------------------------------------- queries and metrics


def test_the_square_s_eight_symmetries_are_distinct_and_undone():
    images = np.arange(2 * 3 * 5, dtype=float).reshape(2, 3, 5)  # not square: turns swap the sides
    views = [symmetry(images, i) for i in range(8)]
    assert all(np.array_equal(undo_symmetry(v, i), images) for i, v in enumerate(views))
    square = np.arange(16).reshape(1, 4, 4)
    assert len({symmetry(square, i).tobytes() for i in range(8)}) == 8
    assert np.array_equal(symmetry(square, 1)[0], np.rot90(square[0]))
    assert np.array_equal(symmetry(square, 4)[0], square[0, :, ::-1])


def test_views_follow_the_signal_to_noise_ratio_of_the_noisy_total():
    sd = 10.0
    low = np.full((2, 4, 4), 0.2 * SYMMETRY_SNR * sd)
    high = np.full((2, 4, 4), 5 * SYMMETRY_SNR * sd)
    assert choose_symmetries(low, sd * sd, None)[0] == 8
    assert choose_symmetries(high, sd * sd, None)[0] == 1
    assert choose_symmetries(high, sd * sd, 3) == (3, "given")
    # only H̄'s total and the public σ² are read: the same total spread differently gives the same choice
    lumped = np.zeros_like(high)
    lumped[0, 0, 0] = high.sum()
    assert choose_symmetries(lumped, sd * sd, None) == choose_symmetries(high, sd * sd, None)
    assert "mean count per cell / noise sd" in choose_symmetries(low, sd * sd, None)[1]
    x, y, users, t = _points(200)
    for bad in (0, 9):
        with pytest.raises(ValueError, match="between 1 and 8"):
            vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(0), time_range=(0, 4 * DAY), 
                **tiny(denoise="never", symmetries=bad))


def test_range_counts_hotspots_and_forecasts():
    x, y, users, t = _points(5_000)
    tr = (0.0, 4 * DAY)
    h = spacetime_histogram(x, y, t, DOMAIN, grid_size=10, slices=4, time_range=tr)
    boxes = np.array([[0, 0, 0, 100, 100, 4 * DAY], [20, 30, DAY, 50, 70, 3 * DAY]])
    truth = SpaceTimeIndex(x, y, t).count(boxes)
    assert np.allclose(answer_boxes(h, DOMAIN, tr, boxes), truth)  # cell-aligned: exact
    half = answer_boxes(h, DOMAIN, tr, [[0, 0, 0, 5, 10, DAY]])[0]
    assert half == pytest.approx(h[0, 0, 0] / 2)  # uniformity within a cell
    assert np.allclose(range_count_relative_error([12, 0], [10, 0], 4), [0.2, 0.0])
    q = {"qx": [50.0, 5.0], "qy": [50.0, 5.0], "s0": [0, 1], "s1": [1, 4], "v": [3.0, 5.0]}
    same = hotspot_errors(h, h, DOMAIN, q)
    assert (same["distance_error"] == 0).all() and (same["regret"] == 0).all()
    empty = hotspot_errors(h, np.zeros_like(h), DOMAIN, q)
    assert (empty["regret"] == 1).all() and (empty["distance_error"] == math.hypot(100, 100)).all()
    # a release that reports a hotspot where the truth is short of v has positive regret
    fake = np.zeros_like(h)
    fake[0, 9, 9] = 100
    v = h[0, 9, 9] + 10
    far = hotspot_errors(h, fake, DOMAIN, {"qx": [95.0], "qy": [95.0], "s0": [0], "s1": [1], "v": [v]})
    assert far["regret"][0] == pytest.approx((v - h[0, 9, 9]) / v)
    drawn = random_hotspot_queries(h, DOMAIN, 20, np.random.default_rng(0))
    assert hotspot_errors(h, h, DOMAIN, drawn)["true_found"].all()
    # forecasts: a perfect one scores 0; AR recovers an AR(1) exactly; seasonal naive repeats
    assert smape([1.0, 2.0], [1.0, 2.0]) == 0 and smape([0.0], [0.0]) == 0
    assert smape([-5.0], [5.0]) == pytest.approx(2.0)  # negative forecasts clamp to 0
    series = 10 * 0.8 ** np.arange(12) + 3
    assert np.allclose(ar_forecast(series[None, :9], 3, order=1)[0], series[9:], rtol=1e-6)
    assert np.array_equal(seasonal_naive_forecast(np.array([[1, 2, 3, 1, 2, 3]]), 4, 3), [[1, 2, 3, 1]])
    assert (forecast_smape(h, h, 1, block=5, method="seasonal", period=1) >= 0).all()


# ---------------------------------------------------------------- the denoiser (needs torch)


@pytest.mark.slow
@needs_torch
def test_vqvae_shapes_and_training_reduces_the_loss():
    import torch

    from spatialdp.core import vqvae

    torch.manual_seed(0)
    model = vqvae.VQVAE(width=8, latent_dim=4, codebook=16)
    out, commit, codes = model(torch.randn(2, 1, 16, 16))
    assert out.shape == (2, 1, 16, 16) and codes.shape == (2, 4, 4)
    assert commit.ndim == 0
    rng = np.random.default_rng(0)
    yy, xx = np.mgrid[0:16, 0:16]
    images = np.stack([10 * np.exp(-((xx - c) ** 2 + (yy - 8) ** 2) / 20) for c in range(2, 14, 2)])
    noisy = images + rng.normal(0, 1, images.shape)
    groups = multiresolution(noisy, 2)
    with vqvae.torch_settings(7, threads=1):
        model, scales, log = vqvae.train(groups, seed=7, epochs=80, width=16, latent_dim=8, codebook=16,
                                         batch_size=3)
    assert log.epochs == 80 and len(log.loss) == 80
    assert np.mean(log.loss[-5:]) < 0.5 * log.loss[0]
    denoised, codes = vqvae.reconstruct(model, noisy, scales[0])
    assert denoised.shape == noisy.shape
    # the EMA codebook with restarts does not collapse onto a few entries
    used, perplexity = vqvae.codebook_usage(codes, 16)
    assert used >= 12 and perplexity > 6
    assert vqvae.codebook_usage([0, 0, 1, 1], 4) == (2, pytest.approx(2.0))
    # the reconstruction is closer to the clean images than the noise is
    assert np.mean((denoised - images) ** 2) < np.mean((noisy - images) ** 2)


@pytest.mark.slow
@needs_torch
def test_vdr_is_deterministic_under_a_seed():
    x, y, users, t = _points()
    runs = [vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(9), time_range=(0, 4 * DAY), 
                **tiny(threads=1)) for _ in range(2)]
    assert np.array_equal(runs[0].noisy, runs[1].noisy)
    assert np.array_equal(runs[0].denoised, runs[1].denoised)
    assert runs[0].training.loss == runs[1].training.loss
    assert runs[0].denoised.shape == (4, 8, 8)
    p = runs[0].params
    assert p["codebook"] == 16 and p["epochs"] == 3 and p["training_size"] == "given"
    assert any("post-processing" in n for n in runs[0].synopsis.notes)
    # codebook usage and the mass correction are in the record and the notes the log shows
    assert 1 <= p["codes_used"] <= 16 and 1 <= p["codebook_perplexity"] <= p["codes_used"]
    assert any(n.startswith(f"codebook: {p['codes_used']} of 16 entries used") for n in runs[0].synopsis.notes)
    assert p["mass_correction"] and list(p["mass_correction_weights"]) == ["8x8x4", "4x4x2", "2x2x1"]
    assert any(n.startswith("mass correction") for n in runs[0].synopsis.notes)
    assert np.allclose(runs[0].released, runs[0].gamma * conserve_mass(runs[0].denoised, runs[0].noisy,
                                                                       p["noise_variance"])[0])
    assert not p["total_check"]["flagged"]
    plain = vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(9), time_range=(0, 4 * DAY), 
                **tiny(threads=1, mass_correction=False))
    assert np.array_equal(plain.denoised, runs[0].denoised)
    assert np.allclose(plain.released, plain.gamma * plain.denoised) and not plain.params["mass_correction"]


@pytest.mark.slow
@needs_torch
def test_denoising_under_symmetries_averages_the_turned_views():
    from spatialdp.core import vqvae

    noisy = np.random.default_rng(3).normal(5, 2, (3, 12, 16))  # not square, not a multiple of 4 wide
    with vqvae.torch_settings(5, threads=1):
        model, scales, _ = vqvae.train([noisy], seed=5, epochs=2, width=8, latent_dim=4, codebook=8)
        once, codes = vqvae.reconstruct(model, noisy, scales[0])
        views = [undo_symmetry(vqvae.reconstruct(model, symmetry(noisy, i), scales[0])[0], i) for i in range(8)]
        averaged, same_codes = vqvae.reconstruct(model, noisy, scales[0], 8)
    assert np.allclose(views[0], once) and np.allclose(averaged, np.mean(views, axis=0))
    assert averaged.shape == noisy.shape and np.array_equal(codes, same_codes)
    assert not np.allclose(averaged, once)  # the network is not equivariant: the views differ


@pytest.mark.slow
@needs_torch
def test_views_change_only_the_inference_and_are_recorded():
    x, y, users, t = _points()
    runs = {views: vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(4), time_range=(0, 4 * DAY), 
                       **tiny(threads=1, symmetries=views)) for views in (1, 8)}
    assert np.array_equal(runs[1].noisy, runs[8].noisy)
    assert runs[1].training.loss == runs[8].training.loss  # the same network, asked 1 or 8 times
    assert not np.allclose(runs[1].denoised, runs[8].denoised)
    again = vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(4), time_range=(0, 4 * DAY), 
                **tiny(threads=1, symmetries=8))
    assert np.array_equal(again.denoised, runs[8].denoised)  # deterministic for a seed
    p = runs[8].params
    assert p["symmetries"] == 8 and p["symmetries_rule"] == "given"
    assert any("under 8 symmetries of the square" in n for n in runs[8].synopsis.notes)
    assert not any("symmetries of the square" in n for n in runs[1].synopsis.notes)
    chosen = vdr(x, y, users, t, DOMAIN, 0.05, rng=np.random.default_rng(4), time_range=(0, 4 * DAY), 
                 **tiny(threads=1)).params  # σ ≈ 113 against about 30 points per cell
    assert chosen["symmetries"] == 8 and chosen["symmetries_rule"].startswith("8: mean count per cell")


@pytest.mark.slow
@needs_torch
def test_progress_and_cancel():
    x, y, users, t = _points()
    seen = []
    r = vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(0), time_range=(0, 4 * DAY),
            progress=lambda e, n: seen.append((e, n)), **TINY)
    assert seen == [(1, 3), (2, 3), (3, 3)] and r.training.epochs == 3
    seen.clear()
    with pytest.raises(TrainingCancelled, match="cancelled"):
        vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(0), time_range=(0, 4 * DAY),
            progress=lambda e, n: seen.append(e), cancelled=lambda: len(seen) >= 1, **tiny(epochs=50))
    assert seen == [1]  # stopped at the start of the second epoch


def test_the_total_variation_smoother_reports_progress_and_can_be_cancelled():
    """The slowest smoother (two Chambolle solves per weight) moves the progress bar once per
    weight tried and stops between weights when cancelled, releasing nothing."""
    from spatialdp.core.denoise import TV_WEIGHTS

    x, y, users, t = _points()
    run = dict(rng=np.random.default_rng(0), time_range=(0, 4 * DAY), grid_size=8, slices=4,
               denoiser=Denoiser(denoise="tv"))
    seen = []
    vdr(x, y, users, t, DOMAIN, 1.0, progress=lambda step, steps: seen.append((step, steps)), **run)
    steps = len(TV_WEIGHTS)
    assert seen == [(step, steps) for step in range(1, steps + 1)]
    seen.clear()
    with pytest.raises(TrainingCancelled, match=f"denoising was cancelled after 2 of {steps} weights"):
        vdr(x, y, users, t, DOMAIN, 1.0, progress=lambda step, steps: seen.append(step),
            cancelled=lambda: len(seen) >= 2, **run)
    assert seen == [1, 2]


def test_missing_torch_gives_a_clear_message_and_ug_still_works(monkeypatch):
    monkeypatch.setitem(sys.modules, "torch", None)  # "import torch" now raises ImportError
    monkeypatch.delitem(sys.modules, "spatialdp.core.vqvae", raising=False)
    x, y, users, t = _points(500)
    with pytest.raises(TorchMissingError, match="Install optional dependencies"):
        vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(0), time_range=(0, 4 * DAY), 
            **tiny(denoise="always"))
    assert isinstance(TorchMissingError("torch", "x", "y"), ImportError)
    # by default ("auto") VDR releases the noisy histogram and says why it is not denoised
    r = vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(0), time_range=(0, 4 * DAY), **TINY)
    assert r.training is None and np.array_equal(r.denoised, r.noisy)
    assert r.params["denoise"] is False and r.params["denoise_choice"] == "auto"
    assert "torch" in r.params["denoise_skipped"]
    assert any("PyTorch is not available" in n and "without denoising" in n for n in r.synopsis.notes)
    # without the denoiser VDR needs no torch, and neither does any other mechanism
    r = vdr(x, y, users, t, DOMAIN, 1.0, rng=np.random.default_rng(0), time_range=(0, 4 * DAY), grid_size=4, slices=2,
            denoiser=Denoiser(denoise=False))
    assert r.noisy.shape == (2, 4, 4) and r.params["denoise_skipped"] is None
    assert uniform_grid(x, y, DOMAIN, 1.0, np.random.default_rng(0), grid_size=4).n_cells == 16


def test_denoise_choices_and_the_earlier_booleans():
    assert [denoise_choice(v) for v in (True, False, np.bool_(True), "auto", "never", "tv")] == \
        ["always", "never", "always", "auto", "never", "tv"]
    with pytest.raises(ValueError, match="auto, always, never, gaussian, wiener, tv"):
        denoise_choice("sometimes")


@pytest.mark.slow
def test_a_broken_torch_counts_as_missing(tmp_path):
    """torch that raises anything while importing (here an OSError) is reported in one line."""
    (tmp_path / "torch").mkdir()
    (tmp_path / "torch" / "__init__.py").write_text("raise OSError('libtorch_cpu.so: cannot open')\n")
    parent = os.path.dirname(os.path.dirname(spatialdp.__file__))
    code = (
        "import numpy as np\n"
        "import spatialdp.core as core\n"
        "from spatialdp.core.mechanisms.vdr import Denoiser, vdr, TorchMissingError\n"
        "x = np.random.default_rng(0).random(100) * 10\n"
        "r = vdr(x, x, np.arange(100), x, core.Domain(0, 0, 10, 10), 1.0, rng=np.random.default_rng(0),\n"
        "        grid_size=4, slices=2, denoiser=Denoiser(denoise='auto'))\n"
        "print('SKIPPED', r.params['denoise_skipped'])\n"
        "try:\n"
        "    vdr(x, x, np.arange(100), x, core.Domain(0, 0, 10, 10), 1.0, rng=np.random.default_rng(0),\n"
        "        grid_size=4, slices=2, denoiser=Denoiser(denoise='always'))\n"
        "except TorchMissingError as e:\n"
        "    print('MESSAGE', e)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=HANG_SECONDS,
                          env=dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), parent])))
    assert done.returncode == 0, done.stderr
    assert "SKIPPED OSError: libtorch_cpu.so: cannot open" in done.stdout
    assert "MESSAGE VDR's denoiser" in done.stdout and "(OSError: libtorch_cpu.so" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr


@pytest.mark.slow
def test_core_imports_without_torch_in_a_fresh_interpreter():
    parent = os.path.dirname(os.path.dirname(spatialdp.__file__))  # the folder holding ``spatialdp``
    code = (
        "import sys; sys.modules['torch'] = None\n"
        "import numpy as np\n"
        "import spatialdp.core as core\n"
        "from spatialdp.core.mechanisms.vdr import Denoiser, vdr, TorchMissingError\n"
        "x = np.random.default_rng(0).random(100) * 10\n"
        "s = core.uniform_grid(x, x, core.Domain(0, 0, 10, 10), 1.0, np.random.default_rng(0), grid_size=3)\n"
        "assert s.n_cells == 9\n"
        "assert 'torch' not in [m for m in sys.modules if sys.modules[m] is not None]\n"
        "try:\n"
        "    vdr(x, x, np.arange(100), x, core.Domain(0, 0, 10, 10), 1.0, rng=np.random.default_rng(0),\n"
        "        denoiser=Denoiser(denoise='always'))\n"
        "except TorchMissingError as e:\n"
        "    print('MESSAGE', e)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, PYTHONPATH=parent),
                          capture_output=True, text=True, timeout=HANG_SECONDS)
    assert done.returncode == 0, done.stderr
    assert "MESSAGE" in done.stdout and "Install optional dependencies" in done.stdout
    # with torch installed, importing the core still does not load it
    lazy = "import sys, spatialdp.core; print('torch' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", lazy], env=dict(os.environ, PYTHONPATH=parent),
                          capture_output=True, text=True, timeout=HANG_SECONDS)
    assert done.returncode == 0 and done.stdout.strip() == "False", done.stderr
