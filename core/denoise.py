"""Simple denoisers of a noisy space–time histogram H̄: post-processing from released values only.

VDR (:mod:`core.mechanisms.vdr`, docs/vdr.md) releases H̄ = H_s + DLap(k/ε), a ``(T, M, M)``
histogram whose per-cell noise variance σ² is public (it follows from k and ε). Where the
noise dominates the counts, smoothing H̄ removes most of it. Every function here reads only
H̄ and σ² (and, for the total-variation denoiser's risk estimate, a fixed public seed), so its
output is post-processing of an ε-DP release and costs no privacy budget.

All three work in the orthonormal type-II discrete cosine transform (DCT) of the cube, which
keeps white noise white (each coefficient has variance σ²) and whose basis is that of
reflecting (Neumann) boundaries, so nothing leaks across the edges of Ω or of the time range.

- :func:`gaussian` — Gaussian smoothing in space and time: the heat equation on the grid with
  reflecting boundaries, gains exp(−h²(1 − cos πk/n)) per axis (variance h² cells for slow
  frequencies). It keeps the total exactly. The spatial and temporal bandwidths (h_s, h_t) are
  chosen on a grid by Stein's unbiased risk estimate (SURE; C. Stein, Ann. Statist. 9(6), 1981;
  for a linear smoother A: ‖Ax − x‖² − nσ² + 2σ² tr A, unbiased for any independent zero-mean
  noise of variance σ², the discrete Laplace noise included).
- :func:`wiener` — empirical Wiener filter (S. P. Ghael, A. M. Sayeed, R. G. Baraniuk,
  *Improved wavelet denoising via empirical Wiener filtering*, SPIE 3169, 1997): each DCT
  coefficient c is multiplied by p² / (p² + σ²), p the pilot estimate's coefficient (the
  SURE-chosen Gaussian smoothing) — but never by less than the pilot's own gain, so it
  smooths at most as much as the Gaussian (our safeguard, docs/vdr.md "Which denoiser").
  VDR's default.
- :func:`total_variation` — isotropic total-variation denoising in space–time (L. Rudin,
  S. Osher, E. Fatemi, Physica D 60, 1992) by Chambolle's projection algorithm (A. Chambolle,
  J. Math. Imaging Vis. 20, 2004), its weight λ chosen by Monte-Carlo SURE (S. Ramani, T. Blu,
  M. Unser, IEEE Trans. Image Process. 17(9), 2008).

:func:`denoise` dispatches on the name (:data:`DENOISERS`). VDR then applies its mass correction
(:func:`core.mechanisms.vdr.conserve_mass`) as to the network's output. Measurements:
``tests/benchmarks/bench_vdr_denoise.py`` and docs/vdr.md.
"""

import math

import numpy as np

from .channel import scipy_fft

GAUSSIAN, WIENER, TOTAL_VARIATION = "gaussian", "wiener", "tv"
DENOISERS = (GAUSSIAN, WIENER, TOTAL_VARIATION)
#: spatial bandwidths (cells) tried by SURE
SPACE_BANDWIDTHS = (0.0, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, 8.0)
#: temporal bandwidths (slices) tried by SURE; inf: the mean over all slices
TIME_BANDWIDTHS = (0.0, 0.5, 1.0, 2.0, 4.0, 8.0, math.inf)
#: total-variation weights tried, in units of σ
TV_WEIGHTS = (0.5, 1.0, 2.0, 4.0, 8.0)
TV_ITERATIONS = 100
#: seed of the Monte-Carlo divergence probe (public: it is not drawn from the data)
PROBE_SEED = 20231


def dct(cube):
    """The orthonormal type-II DCT of ``cube`` over all its axes."""
    return scipy_fft().dctn(np.asarray(cube, dtype=float), norm="ortho")


def idct(coefficients):
    """The inverse of :func:`dct`."""
    return scipy_fft().idctn(coefficients, norm="ortho")


def heat_gains(n, bandwidth):
    """DCT gains of Gaussian smoothing of ``bandwidth`` cells along an axis of ``n`` cells.

    exp(−h²(1 − cos(πk/n))), k = 0…n−1: the heat equation with reflecting boundaries run for
    time h²/2 (1 − cos θ ≈ θ²/2, so a slow frequency is damped as by a Gaussian of sd h).
    h = inf keeps only k = 0 (the mean along the axis); h = 0 is the identity.
    """
    k = np.arange(int(n))
    if math.isinf(bandwidth):
        return (k == 0).astype(float)
    return np.exp(-float(bandwidth) ** 2 * (1.0 - np.cos(np.pi * k / max(int(n), 1))))


def _gains(shape, space, time):
    """The separable DCT gains of a ``(T, M, M)`` cube for bandwidths (h_s, h_t)."""
    n_t, n_y, n_x = shape
    return (heat_gains(n_t, time)[:, None, None] * heat_gains(n_y, space)[None, :, None]
            * heat_gains(n_x, space)[None, None, :])


def _sure_linear(coefficients, gains, variance):
    """SURE of the linear smoother with DCT ``gains``: ‖Ax − x‖² − nσ² + 2σ² tr A."""
    return float(np.sum(((gains - 1.0) * coefficients) ** 2) - coefficients.size * variance
                 + 2.0 * variance * np.sum(gains))


def gaussian_bandwidths(coefficients, variance):
    """``(h_s, h_t, risk)``: the bandwidths of :data:`SPACE_BANDWIDTHS` × :data:`TIME_BANDWIDTHS`
    with the lowest SURE, from the DCT ``coefficients`` of H̄ and the noise variance σ²."""
    best = None
    for time in TIME_BANDWIDTHS:
        for space in SPACE_BANDWIDTHS:
            risk = _sure_linear(coefficients, _gains(coefficients.shape, space, time), variance)
            if best is None or risk < best[2]:
                best = (space, time, risk)
    return best


def _bandwidth(h):
    return "all slices" if math.isinf(h) else f"{h:g}"


def gaussian(noisy, variance):
    """``(Ĥ, rule)``: H̄ smoothed by a Gaussian in space and time, bandwidths chosen by SURE.

    ``noisy``: H̄, shape ``(T, M, M)``; ``variance``: σ², the public per-cell noise variance.
    The total is kept exactly. ``rule`` says which bandwidths were chosen and why.
    """
    coefficients = dct(noisy)
    space, time, risk = gaussian_bandwidths(coefficients, float(variance))
    estimate = idct(coefficients * _gains(coefficients.shape, space, time))
    return estimate, (f"Gaussian smoothing, sd {space:g} cells in space and {_bandwidth(time)} in time "
                      f"(least SURE risk, {risk / coefficients.size:.3g} per cell against σ² = {variance:.3g})")


def wiener(noisy, variance):
    """``(Ĥ, rule)``: the empirical Wiener filter of H̄ with the Gaussian smoothing as pilot.

    In the orthonormal DCT each coefficient c of H̄ is c_true + noise of variance σ²; the
    Wiener gain p² / (p² + σ²) uses the pilot's coefficient p = g·c (g the Gaussian's gain) as
    the estimate of c_true (Ghael, Sayeed, Baraniuk 1997). The gain applied is
    max(p² / (p² + σ²), g): where the pilot keeps a coefficient (the slow variations that large
    areas add up) the Wiener gain, which shrinks every coefficient of modest power, would bias
    large range counts towards the mean; where the pilot smooths away a sharp feature that
    clearly stands out from the noise (p² ≫ σ²), the Wiener gain keeps it. Measured: the
    Gaussian alone was 1.14–1.17 times H̄'s error on boxes holding points, the Wiener gain alone
    up to 1.08 times on large boxes of a dense city; this one ≤ 1.00 on both (docs/vdr.md).
    The DC coefficient (the total) keeps gain 1.
    """
    coefficients = dct(noisy)
    variance = float(variance)
    space, time, _ = gaussian_bandwidths(coefficients, variance)
    smoothing = _gains(coefficients.shape, space, time)
    power = (coefficients * smoothing) ** 2
    gains = np.maximum(power / (power + variance), smoothing) if variance > 0 else np.ones_like(power)
    return idct(coefficients * gains), (
        f"empirical Wiener filter (gain at least the pilot's), pilot: Gaussian smoothing sd {space:g} "
        f"cells in space and {_bandwidth(time)} in time (σ² = {variance:.3g})")


# ------------------------------------------------------------------ total variation


def _gradient(u):
    """Forward differences along each axis, 0 at the far edge: shape ``(axes,) + u.shape``."""
    return np.stack([np.diff(u, axis=axis, append=np.take(u, [-1], axis=axis)) for axis in range(u.ndim)])


def _divergence(p):
    """The negative adjoint of :func:`_gradient` (backward differences; p is 0 at the far edges)."""
    return sum(np.diff(p[axis], axis=axis, prepend=0) for axis in range(p.shape[0]))


def chambolle(noisy, weight, iterations=TV_ITERATIONS):
    """argmin_u ‖u − x‖²/2 + λ TV(u) by Chambolle's (2004) projection algorithm, λ = ``weight``.

    TV is isotropic over the cube's axes (time counted as one more axis, unit spacing);
    step τ = 1/(4·axes), within the algorithm's convergence bound.
    """
    x = np.asarray(noisy, dtype=float)
    if weight <= 0:
        return x.copy()
    tau = 1.0 / (4.0 * x.ndim)
    p = np.zeros((x.ndim,) + x.shape)
    for _ in range(int(iterations)):
        grad = _gradient(_divergence(p) - x / weight)
        norm = np.sqrt(np.sum(grad * grad, axis=0))
        p = (p + tau * grad) / (1.0 + tau * norm)
    return x - weight * _divergence(p)


def total_variation(noisy, variance, *, progress=None, check=None):
    """``(Ĥ, rule)``: total-variation denoising of H̄, λ from :data:`TV_WEIGHTS` × σ by
    Monte-Carlo SURE (Ramani, Blu, Unser 2008): the divergence of the denoiser f is estimated
    as bᵀ(f(x + δb) − f(x))/δ for one Rademacher probe b drawn from a fixed public seed.
    ``check(step)`` is called before and ``progress(step, steps)`` after each weight tried
    (the slowest smoother: two Chambolle solves per weight)."""
    x = np.asarray(noisy, dtype=float)
    variance = float(variance)
    sd = math.sqrt(variance)
    probe = np.random.default_rng(PROBE_SEED).choice((-1.0, 1.0), size=x.shape)
    delta = max(1e-3 * sd, 1e-6)
    best = None
    for step, factor in enumerate(TV_WEIGHTS):
        if check is not None:
            check(step)
        estimate = chambolle(x, factor * sd)
        divergence = float(np.sum(probe * (chambolle(x + delta * probe, factor * sd) - estimate))) / delta
        risk = float(np.sum((estimate - x) ** 2)) - x.size * variance + 2.0 * variance * divergence
        if best is None or risk < best[1]:
            best = (factor, risk, estimate)
        if progress is not None:
            progress(step + 1, len(TV_WEIGHTS))
    factor, risk, estimate = best
    return estimate, (f"total-variation denoising, λ = {factor:g} σ (least Monte-Carlo SURE risk, "
                      f"{risk / x.size:.3g} per cell against σ² = {variance:.3g})")


_METHODS = {GAUSSIAN: gaussian, WIENER: wiener, TOTAL_VARIATION: total_variation}
#: why a smoothed release has no closed-form uncertainty (core.uncertainty.unknown)
UNCERTAINTY_REASON = ("the smoother's width is chosen from the noisy counts themselves and is followed by "
                      "the mass correction: the variance of its output has no closed form")


def denoise(noisy, variance, method, *, progress=None, check=None):
    """``(Ĥ, rule)`` of the denoiser named ``method`` (one of :data:`DENOISERS`) on H̄.
    ``progress`` and ``check`` as in :func:`total_variation` (the others take a second or less)."""
    if method not in _METHODS:
        raise ValueError(f"the denoiser must be one of {', '.join(DENOISERS)}")
    if method == TOTAL_VARIATION:
        return total_variation(noisy, variance, progress=progress, check=check)
    return _METHODS[method](noisy, variance)
