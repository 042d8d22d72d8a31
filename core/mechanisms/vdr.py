"""VDR — user-level private space–time density release with a VQ-VAE denoiser.

Source: Ahuja, Zeighami, Ghinita, Shahabi, "A Neural Approach to
Spatio-Temporal Data Release with User-Level Differential Privacy"
(Proc. ACM Manag. Data 1(1), SIGMOD 2023), restated with the readings
chosen where its text is ambiguous in docs/vdr.md.

Algorithm (docs/vdr.md, "Mechanism"):

1. Points outside the public domain Ω or outside the public time range
   [t0, t1] are dropped (docs/noise-and-ledger.md). Each user's remaining points are
   reduced to a uniform random sample of at most k (seeded,
   :func:`core.bounding.bound_contributions`) → D_s.
2. H_s = the M×M×T histogram of D_s (T equal slices of [t0, t1]; stored as
   an array ``(T, M, M)``, see :mod:`core.spacetime`).
3. H̄ = H_s + DLap(k/ε) per cell: exact discrete Laplace noise
   (:mod:`core.noise`, which replaces the paper's continuous Laplace).
   Adding or removing one user changes at most k points, each in one cell,
   so the L1 sensitivity is k and H̄ is ε-DP at user level. Steps 1–3 are
   the only ones that read the data, all in :func:`vdr_private_histogram`;
   the ledger records them with the whole ε.
4. Learned denoising (the paper's "Learned Denoising"): a convolutional
   VQ-VAE (:mod:`core.vqvae`; encoder, codebook of B entries with the
   straight-through estimator, decoder) is trained on the noisy slices
   H̄_1…H̄_T (each an M×M image) plus their j×j block sums for j = 2..r
   (multi-resolution learning), with loss L_C + α·d(z, Γ) (reconstruction
   plus codebook distance with the usual commitment term β = 0.25). The
   decoder's output for each slice is Ĥ (:func:`denoise_histogram`). **Training and inference only see
   H̄, so Ĥ is post-processing of an ε-DP release and costs no budget.**
   The epochs and width follow :func:`training_size` unless given.
   **Deviation (default where the noise dominates, ``symmetries``):** Ĥ is the mean of the
   decoder's outputs for the slices under the 8 symmetries of the square (turned, passed
   through the network, turned back): test-time augmentation, an ensemble of 8 views of one
   network at the cost of 8 forward passes. Where the mean count per cell is below
   :data:`SYMMETRY_SNR` times the noise sd it about halves the single-cell error; above, the
   smoothing loses peaks, and the paper's single pass is kept (:func:`choose_symmetries`).
4b. Mass correction (ours, on by default: ``mass_correction``): Ĥ is moved
   towards H̄'s sums over space–time blocks, coarse to fine, each scale
   weighted by its signal against its noise (:func:`conserve_mass`), so
   large range counts keep H̄'s unbiasedness. Post-processing of H̄ and Ĥ.
5. Scale correction: the release is γ·Ĥ (the algorithm's "Return γC × Ĥ" is
   read as γ_C·Ĥ, γ computed with the constant C — multiplying by C ≪ 1 as
   well would shrink every count by orders of magnitude, against the
   algorithm's own bias analysis θ_c = γ(Σ X_i^c + Lap)). See :func:`gamma`,
   :func:`scale_correction` and :func:`vdr` for the quantities it uses; none of them is read from the
   raw data. **Deviation (default):** that γ minimises the per-cell
   MSE of the *raw* noisy histogram and so shrinks every count towards 0 by
   the share of noise in H̄ (γ ≈ 0.02·N/n at ε = 0.1, M = 64, T = 24); on
   the already denoised Ĥ that turns range counts into near-zero answers
   (relative error ≈ 1 for every box larger than a few cells, see
   ``tests/benchmarks/bench_vdr_accuracy.py``). The default therefore
   applies only its sampling part, γ = N/n̂ (its limit without noise);
   ``scale="paper"`` applies the full formula, which is always recorded.
6. k (``max_per_user``) trades the sampling bias (more of each user's points
   dropped) against noise (scale k/ε); the default 4 is a middle value for
   data with a few to a few tens of points per user.

PyTorch is optional: this module imports it only inside :func:`require_torch`
(through :func:`core.optional.optional_import`, so a broken install counts as
a missing one), so ``import spatialdp.core`` and every other mechanism work
without it. ``denoise`` is a choice (:data:`DENOISE_CHOICES`): "wiener"
(default), "gaussian" or "tv" replace step 4 by a smoother of :mod:`core.denoise` (no
PyTorch; measured better than the network where the noise dominates, docs/vdr.md "Which
denoiser"), followed by the mass correction on the two coarsest scales only; "auto" denoises
with the VQ-VAE when PyTorch can be imported and otherwise releases H̄
itself, saying so in the release's notes; "always" refuses to run without
PyTorch (before any noise is drawn); "never" releases H̄. The booleans of
earlier versions still work (True = "always", False = "never").
"""

from __future__ import annotations

import math
import types
from dataclasses import dataclass
from typing import Any, Callable, Optional

import numpy as np
import numpy.typing as npt

from ..bounding import bound_contributions
from ..budget import Ledger, NoisyCounts
from ..denoise import DENOISERS, TV_WEIGHTS, UNCERTAINTY_REASON as SMOOTHER_REASON, WIENER, denoise as smooth
from ..domain import Domain, DomainLike, check_cells
from ..optional import OptionalMissing, fallback_note, require
from ..guidelines import vdr_sizes
from .central import N_EPSILON_SHARE, public_inputs
from ..parameters import VDR_MAX_PER_USER as DEFAULT_MAX_PER_USER
from ..rng import release_randomness
from ..uncertainty import DENOISER_REASON, unknown
from ..spacetime import (
    SYMMETRIES, SpaceTimeSynopsis, block_sums, check_time_range, multiresolution, slice_edges, spacetime_index,
    time_range_from_data,
)

ALPHA = 1.0
CODEBOOK = 128
#: gradient steps of the automatic training length on grids up to 64×64 (fewer on larger ones)
TRAINING_STEPS = 1500
DEFAULT_LATENT_DIM = 16
DEFAULT_RESOLUTIONS = 3
DEFAULT_BATCH = 8
DEFAULT_LEARNING_RATE = 2e-3
DEFAULT_THREADS = 1
#: below this mean count per cell / noise sd, Ĥ averages the network's outputs under the 8 symmetries
SYMMETRY_SNR = 0.25
SCALES = ("sampling", "paper", "none")
#: the VQ-VAE when PyTorch is available / always (refuse without it) / never denoise / a smoother of
#: :mod:`core.denoise` (no PyTorch; the default, docs/vdr.md "Which denoiser")
DENOISE_CHOICES = ("auto", "always", "never") + DENOISERS
DEFAULT_DENOISE = WIENER
#: coarsest scales of the mass correction kept fully after a smoother (:func:`conserve_mass`)
SMOOTHER_SCALES = 2
DENOISER = "VDR's denoiser (denoising 'always')"


class TorchMissingError(OptionalMissing):
    """PyTorch is needed for VDR's denoiser and cannot be imported."""


class TrainingCancelled(RuntimeError):
    """The ``cancelled()`` hook asked VDR to stop training; nothing was released."""


def require_torch() -> types.ModuleType:
    """Import and return ``torch`` or raise :class:`TorchMissingError` with the cause and the remedy."""
    return require("torch", DENOISER, TorchMissingError)


def _vqvae():
    require_torch()
    from .. import vqvae
    return vqvae


def denoise_choice(denoise: str) -> str:
    """One of :data:`DENOISE_CHOICES` from a choice or an earlier boolean (True: always, False: never)."""
    if isinstance(denoise, (bool, np.bool_)):
        return "always" if denoise else "never"
    if denoise not in DENOISE_CHOICES:
        raise ValueError(f"denoise must be one of {', '.join(DENOISE_CHOICES)} (or a boolean)")
    return denoise


def load_denoiser(choice: str) -> tuple:
    """``(vqvae module or None, reason it is not used or None)`` for a :func:`denoise_choice`.

    "always" raises :class:`TorchMissingError` when PyTorch cannot be imported; "never" and the
    smoothers of :mod:`core.denoise` need no network.
    """
    if choice == "never" or choice in DENOISERS:
        return None, None
    try:
        return _vqvae(), None
    except TorchMissingError as error:
        if choice == "always":
            raise
        return None, error.reason


# ---------------------------------------------------------------- γ


def gamma(n: float, n_total: float, c: float, cells: int, noise_variance: float) -> float:
    """The paper's scale correction γ = n N C / (m σ² + (1 − C) n + C n²).

    The paper ("Statistical Analysis"; docs/vdr.md) derives it for the estimator
    θ_c = γ(Σ_i X_i^c + noise) of the count N μ_c of cell c, N = |D| points,
    n = |D_s| sampled points, m cells, C = Σ_c μ_c²: it minimises
    Σ_c MSE(θ_c) = γ²((1 − C) n + m σ²) + C(γ n − N)². It writes
    σ² = 2k²ε⁻², the variance of Laplace(k/ε); here σ² is the variance of
    the discrete Laplace noise actually added (slightly smaller).
    Without noise and with C n ≫ 1 it tends to N/n, the pure sampling
    correction; with noise it also shrinks towards 0.
    """
    n = max(float(n), 1.0)
    c = float(c)
    return n * float(n_total) * c / (cells * float(noise_variance) + (1 - c) * n + c * n * n)


def estimate_concentration(noisy: npt.ArrayLike, noise_variance: float, n_hat: float) -> float:
    """C = Σ μ_c² estimated from H̄ alone (method of moments), clamped to [1/m, 1].

    E[Σ H̄_c²] = n(1 − C) + n² C + m σ² for a multinomial H_s plus
    independent noise, so Ĉ = (Σ H̄_c² − m σ² − n̂) / (n̂² − n̂) with n̂ = Σ H̄.
    """
    noisy = np.asarray(noisy, dtype=float)
    m = noisy.size
    n_hat = max(float(n_hat), 2.0)
    c = (float(np.sum(noisy * noisy)) - m * noise_variance - n_hat) / (n_hat * n_hat - n_hat)
    return float(min(max(c, 1.0 / m), 1.0))


# ---------------------------------------------------------------- result


@dataclass
class VDRResult:
    """What :func:`vdr` releases.

    - ``noisy``: H̄ = H_s + DLap(k/ε), int64, shape ``(T, M, M)`` — the ε-DP
      release itself (``noisy[s, iy, ix]``: slice s, row iy from the south,
      column ix from the west);
    - ``denoised``: Ĥ, the decoder's output per slice (float, same shape;
      equal to H̄ when it was not denoised);
    - ``released``: γ·Ĥ′, Ĥ′ = Ĥ after the mass correction (Ĥ itself when it is off or
      nothing was denoised), the counts of :attr:`synopsis`;
    - ``gamma``: the γ applied; ``t_start`` / ``t_end``: the T slice edges
      (epoch seconds);
    - ``synopsis``: a :class:`~core.spacetime.SpaceTimeSynopsis`
      (mechanism "VDR", one cell per (spatial cell, slice));
    - ``training``: the :class:`core.vqvae.TrainingLog`, or None.

    Everything here is a function of H̄ and public parameters only.
    """

    noisy: np.ndarray
    denoised: np.ndarray
    released: np.ndarray
    gamma: float
    t_start: np.ndarray
    t_end: np.ndarray
    synopsis: SpaceTimeSynopsis
    training: object = None

    @property
    def ledger(self) -> Ledger:
        return self.synopsis.ledger

    @property
    def params(self) -> dict:
        return self.synopsis.params


# ---------------------------------------------------------------- the mechanism


@dataclass(frozen=True)
class Denoiser:
    """VDR's denoiser settings (step 4 of the module docstring): post-processing of H̄, apart from
    the privacy parameters of :func:`vdr`.

    ``denoise``: a smoother of :mod:`core.denoise` ("wiener", the default, "gaussian", "tv") or the
    paper's VQ-VAE: "auto" — when PyTorch is available —, "always" or "never" (module docstring;
    needs PyTorch, see :func:`require_torch`); ``epochs`` and channel ``width`` (None: chosen by
    :func:`training_size`, recorded), ``codebook`` size B (paper 128), ``alpha`` (paper 1),
    ``resolutions`` r (block sums j = 2..r), ``latent_dim``, ``batch_size``, ``learning_rate``;
    ``symmetries`` (1–8, None: chosen by :func:`choose_symmetries`): Ĥ is the mean of the
    decoder's outputs under that many symmetries of the square (test-time augmentation; 1 is the
    paper's single pass). ``mass_correction``: correct Ĥ towards H̄'s block sums
    (:func:`conserve_mass`, weights recorded). ``threads`` is torch's thread count during
    training: None means 1 (:data:`DEFAULT_THREADS`) — this small network trains about as fast
    on one thread as on two idle cores (14 s vs 12 s at M = 64, T = 24), while two threads slow
    down 4–20× as soon as another process keeps a core busy; one thread also makes a seeded run
    bit-reproducible. 0 leaves torch's own default.
    """

    denoise: str = DEFAULT_DENOISE
    epochs: Optional[int] = None
    width: Optional[int] = None
    codebook: int = CODEBOOK
    alpha: float = ALPHA
    resolutions: int = DEFAULT_RESOLUTIONS
    latent_dim: int = DEFAULT_LATENT_DIM
    batch_size: int = DEFAULT_BATCH
    learning_rate: float = DEFAULT_LEARNING_RATE
    symmetries: Optional[int] = None
    mass_correction: bool = True
    threads: Optional[int] = None

    def __post_init__(self):
        chosen = [v for v in (self.epochs, self.width) if v is not None]
        if min([int(self.resolutions), int(self.batch_size), int(self.codebook)] + [int(v) for v in chosen]) < 1:
            raise ValueError("resolutions, batch size, epochs, width and codebook size must be at least 1")
        if self.symmetries is not None and not 1 <= int(self.symmetries) <= SYMMETRIES:
            raise ValueError(f"the number of symmetries to denoise under must be between 1 and {SYMMETRIES}")


def vdr(
    x: Optional[npt.ArrayLike], y: Optional[npt.ArrayLike], user_ids: npt.ArrayLike,
    t: Optional[npt.ArrayLike], domain: DomainLike, epsilon: float, *,
    rng: Optional[np.random.Generator] = None, grid_size: Optional[int] = None, slices: Optional[int] = None,
    time_range: Optional[tuple[float, float]] = None, max_per_user: int = DEFAULT_MAX_PER_USER,
    n_total: Optional[float] = None, scale: str = "sampling", denoiser: Denoiser = Denoiser(),
    counts: Optional[Any] = None, progress: Optional[Callable[[int, int], None]] = None,
    cancelled: Optional[Callable[[], bool]] = None,
) -> VDRResult:
    """Release the M×M×T space–time histogram of the points with user-level ε-DP.

    Inputs: coordinates ``x, y`` (map units of ``domain``), ``user_ids``
    (one per point; the unit of privacy is the user), timestamps ``t``
    (epoch seconds), the public ``domain`` and ``time_range = (t0, t1)``
    (None: derived from the timestamps of the points inside Ω — then not
    private, flagged like :attr:`Domain.data_derived`), M = ``grid_size``,
    T = ``slices``, k = ``max_per_user``, ε = ``epsilon`` and the generator
    ``rng`` (noise, sampling, and the seed of the network; None: the secure generator). M or T left None
    follows the guidance for the public N = ``n_total``, or is the paper's 64 or
    24 without it (:func:`core.guidelines.vdr_sizes`; recorded as ``sizes_source``).

    ``denoiser``: the denoiser's settings (:class:`Denoiser`; post-processing, none of them
    touches privacy): a smoother of :mod:`core.denoise` ("wiener", the default, "gaussian" or
    "tv") or the paper's VQ-VAE ("auto", "always"; "never" releases H̄). The seed of the network
    comes from ``rng`` and deterministic algorithms are switched on during training (the
    caller's torch settings are restored after).
    ``progress(step, steps)`` is called after every epoch of the VQ-VAE (or weight tried by the
    total-variation smoother) and ``cancelled()`` checked before every epoch and mini-batch (or
    weight): when it returns true, :class:`TrainingCancelled` is raised promptly.

    Scale (``scale``): "sampling" (default) multiplies Ĥ by γ = N/n̂, the
    review's γ without noise (the sampling correction); "paper" by the full
    :func:`gamma`, which also shrinks towards 0 by the share of noise in
    H̄ — tuned for single raw noisy cells, it biases range counts badly at
    small ε (see the benchmark); "none" by 1. Quantities: N = ``n_total``,
    the number of points in Ω × [t0, t1], which must be *public* knowledge
    (a user-level release of N is impossible: a user may have any number of
    points); when it is not given, N = n̂ and the release estimates the
    counts of the sampled data D_s (γ = 1 for "sampling"). n̂ = Σ H̄, the
    noisy total, and C from H̄ by the method of moments
    (:func:`estimate_concentration`): both post-processing of the release.
    The paper's γ is always recorded in the parameters.

    ``counts``: H_s counted elsewhere instead of from ``x, y, t`` (see
    :func:`vdr_private_histogram`); ``user_ids`` then names the user column.

    The record's ``total_check`` (:func:`total_check`) compares the released total with N or n̂.

    Returns a :class:`VDRResult`.
    """
    domain, rng = public_inputs(domain, rng)
    k, m, n_slices, sizes_source = _check_settings(user_ids=user_ids, scale=scale, max_per_user=max_per_user,
                                                   grid_size=grid_size, slices=slices, n_total=n_total,
                                                   epsilon=epsilon)
    choice = denoise_choice(denoiser.denoise)
    vqvae, torch_missing = load_denoiser(choice)  # "always" fails here, before any noise is drawn
    ledger = Ledger(epsilon, "central", f"user (at most {k} points each, uniformly sampled)")

    if counts is None:  # else a database counts H_s (``counts``: see vdr_private_histogram)
        x, y, t = (np.asarray(v, dtype=float) for v in (x, y, t))
        user_ids = np.asarray(user_ids)
        if not (len(x) == len(y) == len(t) == len(user_ids)):
            raise ValueError("x, y, user ids and times must have one entry per point")
    notes = []
    time_derived = time_range is None
    if time_derived:
        if counts is not None:
            extremes = counts.extreme_times()
        else:
            inside = domain.contains(x, y)
            extremes = t[inside] if inside.any() else t
        time_range = time_range_from_data(extremes)
        notes.append("the time range was derived from the data's timestamps and is therefore not private")
    time_range = check_time_range(*time_range)

    n_estimate = None
    if m is None:  # sizes from the guidance for a noisy N (no size given, N not public)
        n_estimate = noisy_report_count(x, y, user_ids, t, domain, time_range, max_per_user=k,
                                        ledger=ledger, rng=rng, source=counts)
        m, n_slices, sizes_source = sized(n_estimate, ledger.remaining, k, grid_size, slices,
                                          estimated=True)
    histogram = vdr_private_histogram(x, y, user_ids, t, domain, time_range, grid_size=m,
                                      slices=n_slices, max_per_user=k, ledger=ledger, rng=rng,
                                      source=counts)
    del x, y, user_ids, t  # post-processing only from here: H̄ and public values
    noisy, noise_variance = histogram.values, histogram.variance
    log = training = smoother_rule = None
    if vqvae is not None:
        denoised, log, training = _train_and_denoise(noisy, noise_variance, vqvae, rng, denoiser, notes,
                                                     progress=progress, cancelled=cancelled)
    elif choice in DENOISERS:  # post-processing of H̄ with the public σ² only (core.denoise)
        denoised, smoother_rule = smooth(noisy, noise_variance, choice, progress=progress,
                                         check=_stopper(cancelled, "denoising", len(TV_WEIGHTS), "weights"))
        notes.append(f"denoised by {smoother_rule} (post-processing, no extra privacy budget)")
    else:
        denoised = noisy.astype(float)
        notes.append(fallback_note("torch", torch_missing, "the noisy histogram is released without "
                                   "denoising") if torch_missing else "not denoised (denoising 'never')")
    denoised_by = vqvae is not None or choice in DENOISERS
    corrected, weights = denoised, []
    if denoised_by and denoiser.mass_correction:
        corrected, weights = conserve_mass(denoised, noisy, noise_variance,
                                           coarsest=None if vqvae is not None else SMOOTHER_SCALES)
        notes.append("mass correction: the denoised counts were moved towards the noisy histogram's "
                     "block sums (weights " + ", ".join(f"{b}×{b}×{tau}: {w:.2f}" for (b, tau), w in weights)
                     + " for blocks of cells × cells × slices)")
    applied, gamma_paper, n_hat, c_hat = scale_correction(noisy, noise_variance, n_total, scale)
    released = applied * corrected
    check = total_check(released.sum(), n_hat, noisy.size, noise_variance, n_total, applied)
    notes += _total_notes(check, n_hat)
    if log is not None:
        notes.append(f"codebook: {log.codes_used} of {training['codebook']} entries used, perplexity "
                     f"{log.perplexity:.1f} ({log.restarts} restarts of unused entries during training)")

    t_start, t_end = slice_edges(time_range, n_slices)
    params = {
        "grid_size": m, "slices": n_slices, "sizes_source": sizes_source, "max_per_user": k,
        "sensitivity": k,
        "time_range": list(time_range), "time_range_data_derived": time_derived,
        "slice_seconds": (time_range[1] - time_range[0]) / n_slices,
        "denoise": denoised_by, "denoise_choice": choice, "denoise_skipped": torch_missing,
        "scale": scale, "gamma": applied, "gamma_paper": gamma_paper,
        "n_hat": n_hat, "c_hat": c_hat,
        "n_total": float(n_total) if n_total is not None else None,
        "n_estimate": n_estimate,
        "n_total_source": "public (given by the user)" if n_total is not None
        else "not given: N is the noisy total of the histogram, the release estimates the sampled data's counts",
        "noise_variance": noise_variance,
        "mass_correction": bool(denoiser.mass_correction) and denoised_by,
        "mass_correction_weights": {f"{b}x{b}x{tau}": w for (b, tau), w in weights},
        "total_check": check,
    }
    if choice in DENOISERS:
        params["denoiser_rule"] = smoother_rule
    if log is not None:
        params.update(training, threads=log.threads, training_seconds=log.seconds, codes_used=log.codes_used,
                      codebook_perplexity=log.perplexity, codebook_restarts=log.restarts,
                      final_loss=log.loss[-1] if log.loss else None)
    cells = noisy.size
    rects = np.tile(domain.grid_rects(m, m), (n_slices, 1))
    synopsis = SpaceTimeSynopsis(
        "VDR", domain, rects, released.ravel(), np.ones(cells, dtype=np.int64), np.full(cells, -1),
        ledger, params, notes=notes, **release_randomness(rng),
        t_start=np.repeat(t_start, m * m), t_end=np.repeat(t_end, m * m), time_range=time_range,
        time_data_derived=time_derived, shape=noisy.shape,
        uncertainty=unknown(DENOISER_REASON if vqvae is not None else SMOOTHER_REASON) if denoised_by
        else histogram.uncertainty(applied),  # docs/uncertainty.md
    )
    return VDRResult(noisy, denoised, released, applied, t_start, t_end, synopsis, log)


def _train_and_denoise(noisy, noise_variance, vqvae, rng, denoiser, notes, *, progress, cancelled):
    """Step 4 with the paper's VQ-VAE, post-processing of H̄: ``(Ĥ, the training log, the settings
    to record)``; ``notes`` gets what the release says."""
    epochs, width, sizing = training_size(noisy, noise_variance, denoiser.epochs, denoiser.width,
                                          denoiser.resolutions, denoiser.batch_size)
    symmetries, views_rule = choose_symmetries(noisy, noise_variance, denoiser.symmetries)
    training = dict(epochs=int(epochs), width=int(width), codebook=int(denoiser.codebook),
                    alpha=float(denoiser.alpha), resolutions=int(denoiser.resolutions),
                    latent_dim=int(denoiser.latent_dim), batch_size=int(denoiser.batch_size),
                    learning_rate=float(denoiser.learning_rate), symmetries=int(symmetries))
    denoised, log = denoise_histogram(noisy, vqvae, rng, **training, threads=denoiser.threads, progress=progress,
                                      cancelled=cancelled)
    views = f", the mean of its outputs under {symmetries} symmetries of the square" if symmetries > 1 else ""
    notes.append(f"denoised by a VQ-VAE trained only on the noisy histogram{views} (post-processing, "
                 "no extra privacy budget)")
    training.update(commitment=vqvae.COMMITMENT)
    recorded = {key: training[key] for key in TRAINING_PARAMS}
    recorded.update(training_size=sizing, symmetries_rule=views_rule)
    return denoised, log, recorded


def _total_notes(check, n_hat):
    """The release's notes on the total check (:func:`total_check`)."""
    notes = []
    if check["flagged"]:
        notes.append(f"the released total {check['released']:,.0f} differs from the {check['reference_kind']} "
                     f"{check['reference']:,.0f} by {abs(check['z']):.1f} times what the noise explains")
    if check["n_too_small"]:
        notes.append(f"the public N = {check['reference']:,.0f} is smaller than the noisy count of the "
                     f"sampled points {n_hat:,.0f} by {check['excess_z']:.1f} times what the noise "
                     "explains: N is probably too small, and every count was scaled down with it")
    return notes


def _check_settings(*, user_ids, scale, max_per_user, grid_size, slices, n_total, epsilon):
    """``(k, M, T, how M and T were chosen)``, or ValueError; M and T left None from
    :func:`core.guidelines.vdr_sizes`; the M×M×T cells are checked against the limit. (The
    denoiser's settings check themselves: :class:`Denoiser`.)"""
    if user_ids is None:
        raise ValueError("VDR protects users: it needs a user id per point")
    if scale not in SCALES:
        raise ValueError(f"scale must be one of {', '.join(SCALES)}")
    k = int(max_per_user)
    if k < 1:
        raise ValueError("the number of points per user (k) must be at least 1")
    if any(size is not None and int(size) < 1 for size in (grid_size, slices)):
        raise ValueError("the grid size and the number of time slices must be at least 1")
    if n_total is not None and not float(n_total) > 0:  # γ = N/n̂ would zero or negate every count
        raise ValueError("the public number of reports N must be positive; leave it empty when "
                         "it is not public")
    m = n_slices = sources = None  # left to a noisy N (:func:`noisy_report_count`)
    if n_total is not None or (grid_size is not None and slices is not None):
        m, n_slices, sources = sized(n_total, epsilon, k, grid_size, slices)
    return k, m, n_slices, sources


def sized(
    n: Optional[float], epsilon: float, k: int, grid_size: Optional[int], slices: Optional[int], *,
    estimated: bool = False,
) -> tuple:
    """:func:`core.guidelines.vdr_sizes` as integers, the M×M×T cells checked against the limit."""
    m, n_slices, sources = vdr_sizes(n, epsilon, k, grid_size, slices, estimated=estimated)
    check_cells(int(m) * int(m) * int(n_slices))
    return int(m), int(n_slices), sources


# ---------------------------------------------------------------- the private step


def vdr_private_histogram(
    x: npt.ArrayLike, y: npt.ArrayLike, user_ids: npt.ArrayLike, t: npt.ArrayLike, domain: Domain,
    time_range: npt.ArrayLike, *, grid_size: int, slices: int, max_per_user: int, ledger: Ledger,
    rng: np.random.Generator, source: Optional[object] = None,
) -> NoisyCounts:
    """H̄ = H_s + DLap(k/ε), VDR's only step that reads the data (steps 1–3 of the module docstring).

    Points outside Ω × [t0, t1] are dropped; each user keeps a uniform sample of at most
    k = ``max_per_user`` points (:func:`core.bounding.bound_contributions`); the sample is counted
    into the M×M×T histogram H_s and every cell gets exact discrete Laplace noise of scale k/ε.
    One user changes at most k points, so the sensitivity is k and the whole ε of ``ledger`` is
    recorded for this step. Returns H̄ (int64, shape ``(T, M, M)``) as :class:`core.budget.NoisyCounts`.

    ``source``: H_s counted elsewhere — an object whose ``histogram(M, T, time_range)`` bins and
    bounds as above, e.g. in PostGIS (docs/postgis.md; it also gives ``extreme_times()``, the
    first and last time inside Ω for a range from the data). The noise is drawn here either way.
    """
    m, k = grid_size, max_per_user
    if source is None:
        index, keep = spacetime_index(x, y, t, domain, grid_size=m, slices=slices, time_range=time_range)
        sample = bound_contributions(user_ids[keep], k, rng)
        counts = np.bincount(index[sample], minlength=slices * m * m).reshape(slices, m, m)
    else:  # the same H_s counted elsewhere (a database: core.counting), bounded to k per user
        counts = source.histogram(m, slices, time_range)
    return ledger.laplace("cell counts", rng, counts, sensitivity=k,
                          note=f"{m}×{m}×{slices} space–time histogram, sensitivity k = {k}")


def noisy_report_count(
    x: npt.ArrayLike, y: npt.ArrayLike, user_ids: npt.ArrayLike, t: npt.ArrayLike, domain: Domain,
    time_range: npt.ArrayLike, *, max_per_user: int, ledger: Ledger, rng: np.random.Generator,
    source: Optional[object] = None, share: float = N_EPSILON_SHARE,
) -> float:
    """N̂ = |D_s| + DLap(k/ε_N), ε_N = ``share``·ε: the number of reports kept (at most
    k = ``max_per_user`` per user) in Ω × [t0, t1], for the guidance's sizes M and T when none is
    given and N is not public (docs/vdr.md). One user changes |D_s| by at most k. As UG's and
    AG's N estimate (:func:`core.mechanisms.central.population_size`), it only sizes the
    histogram; the scale correction still treats N as unknown. Never below 0."""
    if source is None:
        _, keep = spacetime_index(x, y, t, domain, grid_size=1, slices=1, time_range=time_range)
        total = len(bound_contributions(user_ids[keep], max_per_user, rng))
    else:  # one cell: the same bounded count, in the database
        total = int(source.histogram(1, 1, time_range).sum())
    noisy = ledger.laplace("N estimate", rng, total, sensitivity=max_per_user, epsilon=share * ledger.total,
                           note="noisy number of reports for the guideline's sizes, "
                                f"sensitivity k = {max_per_user}")
    return float(max(int(noisy.values), 0))


# ---------------------------------------------------------------- post-processing of H̄

#: the denoiser's settings recorded in a denoised release's parameters
TRAINING_PARAMS = ("epochs", "width", "codebook", "alpha", "commitment", "resolutions", "latent_dim",
                   "batch_size", "learning_rate", "symmetries")


def training_size(
    noisy: np.ndarray, noise_variance: float, epochs: Optional[int], width: Optional[int], resolutions: int,
    batch_size: int,
) -> tuple[int, int, str]:
    """``(epochs, width, rule)``: the training length and channel width, chosen when None.

    Length: about :data:`TRAINING_STEPS` mini-batch steps (×(64/M)² on grids larger than 64,
    at least 300): an epoch makes r·⌈T/batch⌉ steps, so epochs = ⌈steps / (r⌈T/batch⌉)⌉,
    clamped to [20, 500] — few slices train for more epochs, many slices for fewer.
    Width: 16 channels for M ≤ 16, 32 up to M = 64, 64 above, whatever the noise: halving it
    where the noise sd exceeds 10 times the mean count (a smaller network for coarse structure)
    was measured worse (single cells at ε = 0.1: 0.61 of H̄'s error at width 16, 0.55 at 32;
    docs/vdr.md). Everything read is H̄'s shape, n̂ and the public σ² (recorded with the rule).
    ``rule`` says which values were chosen (recorded in the release's parameters).
    """
    n_slices, ny, nx = noisy.shape
    side = max(ny, nx)
    rule = []
    if epochs is None:
        steps = max(300, TRAINING_STEPS * min(1.0, (64 / side) ** 2))
        per_epoch = int(resolutions) * math.ceil(n_slices / int(batch_size))
        epochs = int(min(500, max(20, math.ceil(steps / per_epoch))))
        rule.append(f"epochs {epochs}: about {steps:.0f} steps of {per_epoch} per epoch")
    if width is None:
        width = 16 if side <= 16 else 32 if side <= 64 else 64
        mean_count = max(float(noisy.sum()), 0.0) / noisy.size
        rule.append(f"width {width}: grid {side}, noise sd {math.sqrt(noise_variance):.3g}, "
                    f"mean count {mean_count:.3g}")
    return int(epochs), int(width), "; ".join(rule) or "given"


def choose_symmetries(noisy: np.ndarray, noise_variance: float, symmetries: Optional[int]) -> tuple[int, str]:
    """``(symmetries, rule)``: how many symmetries of the square Ĥ averages over, chosen when None.

    The signal-to-noise ratio is the mean count per cell n̂/m (n̂ = Σ H̄) over the noise sd σ.
    Below :data:`SYMMETRY_SNR` all 8 (test-time augmentation: the network is not equivariant,
    so the mean of its 8 views has less variance, a gain where the noise swamps single cells);
    above it 1, the paper's single pass, because there the averaging flattens peaks (nearest
    hotspots and single cells got worse, 32×32×12 cells for 100,000 points at ε ≥ 0.5,
    docs/vdr.md). Reads H̄'s total and the public σ² only.
    """
    if symmetries is not None:
        return int(symmetries), "given"
    mean_count, sd = max(float(np.sum(noisy)), 0.0) / noisy.size, math.sqrt(float(noise_variance))
    snr = mean_count / sd if sd > 0 else math.inf
    views = SYMMETRIES if snr < SYMMETRY_SNR else 1
    side = "<" if views > 1 else "≥"
    return views, f"{views}: mean count per cell / noise sd {snr:.3g} ({side} {SYMMETRY_SNR:g})"


def _stopper(cancelled, what, steps, unit):
    """``check(step)`` raising :class:`TrainingCancelled` once ``cancelled()`` says so."""
    def check(step):
        if cancelled is not None and cancelled():
            raise TrainingCancelled(f"VDR {what} was cancelled after {step} of {steps} {unit}; nothing was released")
    return check


def denoise_histogram(
    noisy: np.ndarray, vqvae: types.ModuleType, rng: np.random.Generator, *, epochs: int, width: int,
    codebook: int, alpha: float, resolutions: int, latent_dim: int, batch_size: int, learning_rate: float,
    symmetries: int,
    threads: Optional[int] = None, progress: Optional[Callable[[int, int], None]] = None,
    cancelled: Optional[Callable[[], bool]] = None,
) -> tuple:
    """Ĥ, the VQ-VAE's reconstruction of each slice of H̄, and the training log (step 4).

    The network (:mod:`core.vqvae`, passed as ``vqvae``) is trained on H̄ and its block sums
    (``resolutions``) only, seeded from ``rng``: post-processing of H̄ at no privacy cost.
    Ĥ is the mean of the outputs under the first ``symmetries`` symmetries of the square
    (:func:`core.vqvae.reconstruct`). ``threads``, ``progress`` and ``cancelled`` as in :func:`vdr`.
    """
    torch_seed = int(rng.integers(0, 2**62))
    groups = multiresolution(noisy.astype(float), resolutions)

    check = _stopper(cancelled, "training", epochs, "epochs")
    n_threads = DEFAULT_THREADS if threads is None else int(threads)
    with vqvae.torch_settings(torch_seed, threads=n_threads or None):
        model, scales, log = vqvae.train(
            groups, seed=torch_seed, epochs=epochs, width=width, latent_dim=latent_dim, codebook=codebook,
            alpha=alpha, batch_size=batch_size, learning_rate=learning_rate, on_epoch=progress, check=check)
        denoised, codes = vqvae.reconstruct(model, noisy.astype(float), scales[0], symmetries)
    log.codes_used, log.perplexity = vqvae.codebook_usage(codes, codebook)
    return denoised, log


def correction_blocks(side: int, slices: int) -> list:
    """Blocks ``(b, τ)`` of the mass correction, coarse to fine: b×b cells in space by τ slices.

    b runs over the powers of two from the first ≥ ``side`` (one block holds a whole slice) down
    to 2, halving; τ = ⌈T·b / b_max⌉ keeps each block the same share of the time range as of the
    space, so the coarsest block is the whole histogram and the finest ones are single slices.
    """
    top = 1 << max(1, int(math.ceil(math.log2(max(int(side), 2)))))
    sides = [top >> i for i in range(int(math.log2(top)))]
    return [(b, max(1, math.ceil(int(slices) * b / top))) for b in sides]


def _block_sums(cube, side, tau):
    """Sums over blocks of ``side``×``side`` cells × ``tau`` slices of a ``(T, M, M)`` array (zero-padded)."""
    n_slices = cube.shape[0]
    groups = -(-n_slices // tau)
    padded = np.pad(cube, [(0, groups * tau - n_slices), (0, 0), (0, 0)])
    return block_sums(padded.reshape(groups, tau, *cube.shape[1:]).sum(axis=1), side)


def _spread(block_values, shape, side, tau):
    """Each block's value repeated over its cells, cropped to ``shape`` ``(T, M, M)``."""
    n_slices, h, w = shape
    cells = np.repeat(np.repeat(np.repeat(block_values, tau, axis=0), side, axis=1), side, axis=2)
    return cells[:n_slices, :h, :w]


def conserve_mass(denoised: np.ndarray, noisy: np.ndarray, noise_variance: float, *,
                  coarsest: Optional[int] = None) -> tuple:
    """Ĥ corrected towards H̄'s block sums, scale by scale; ``(corrected, [((b, τ), weight), …])``.

    ``coarsest`` (for the smoothers of :mod:`core.denoise`): correct fully (w = 1) on that many
    coarsest scales only and stop there — a smoother's error is far below the signal, so the
    weights below would put back noise it removed; the totals of large areas stay H̄'s.

    Post-processing of H̄ (step 4b of the module docstring): it reads only H̄ = ``noisy``, the
    denoiser's Ĥ = ``denoised`` (both ``(T, M, M)``) and the public per-cell noise variance σ².

    The denoiser removes noise but does not conserve mass: it moves counts from dense to sparse
    areas and changes totals, a bias that is coherent over many cells and so dominates large
    range counts, where H̄'s own noise averages out (a block of n cells has noise variance n σ²
    only). So for the space–time blocks of :func:`correction_blocks`, coarse to fine (the whole
    histogram first, single slices of 2×2 cells last), with E the current estimate (Ĥ at first):

    1. the signal power of the scale, S² = mean over blocks B of (H̄_B² − n_B σ²), at least 0
       (H̄_B the block sum, n_B its cells: E[H̄_B²] = H_B² + n_B σ²), and its noise power
       n σ² (n the mean cells per block);
    2. the weight w = S² / (S² + n σ²), the Wiener weight of a measurement H̄_B of noise
       variance n σ² around a prior guess E_B whose error may be as large as the signal itself
       (the denoiser's errors are not known from H̄: they are coherent, so residuals cannot
       measure them, and they grow with the counts). w → 1 where H̄'s block sums are accurate
       (large blocks keep H̄'s unbiasedness), w → 0 where noise swamps them (small blocks keep
       the denoiser's gain);
    3. E ← E + w (H̄_B − E_B) spread over B's cells in proportion to max(E, 0) (uniformly when
       the block has no positive cell), so the denoiser's shape within the block is kept.

    With w ≈ 1 at the coarsest block, the total is H̄'s. Each step is a function of H̄, Ĥ and σ²
    only; the weights are returned to be recorded. docs/vdr.md has the measurements behind the
    choice (a shrinkage weight estimated from the residuals H̄_B − E_B corrected too little).
    """
    estimate = np.array(denoised, dtype=float)
    noisy = np.asarray(noisy, dtype=float)
    shape = estimate.shape
    variance = float(noise_variance)
    weights = []
    for side, tau in correction_blocks(max(shape[1:]), shape[0])[:coarsest]:
        sums = _block_sums(noisy, side, tau)
        cells = _block_sums(np.ones(shape), side, tau)
        signal = max(0.0, float(np.mean(sums * sums - cells * variance)))
        noise = float(np.mean(cells)) * variance
        weight = 1.0 if coarsest else signal / (signal + noise) if signal + noise > 0 else 1.0
        weights.append(((side, tau), weight))
        positive = np.maximum(estimate, 0.0)
        mass = _spread(_block_sums(positive, side, tau), shape, side, tau)
        share = np.where(mass > 0, positive / np.where(mass > 0, mass, 1.0),
                         1.0 / _spread(cells, shape, side, tau))
        residual = sums - _block_sums(estimate, side, tau)
        estimate += share * _spread(weight * residual, shape, side, tau)
    return estimate, weights


#: the released total is flagged when it differs from its reference by more than this many sd
TOTAL_CHECK_Z = 3.0


def total_check(
    released_total: float, n_hat: float, cells: int, noise_variance: float, n_total: Optional[float],
    applied: float,
) -> dict:
    """The record's ``total_check``: does the released total differ from what the noise explains?

    Reference: the public N (``n_total``; "public N") when given, else the noisy total
    n̂ = Σ H̄ ("noisy total"). sd is the standard deviation of the noise in n̂, √(m σ²) for
    m = ``cells`` cells, in the release's units (times the applied scale γ when the reference
    is N, which the release reaches as γ n̂). z = (released − reference) / sd; ``flagged`` when
    |z| > :data:`TOTAL_CHECK_Z`: a drift that noise alone would produce less than 0.3 % of the
    time (normal approximation), e.g. a denoiser that moved mass without the mass correction,
    or the paper's γ shrinking every count.

    With the sampling correction the release reaches N by construction (γ = N/n̂), so that
    comparison cannot question N itself. ``n_too_small`` does: the sampled points (at most k
    per user) are never more than N, so n̂ above N by more than :data:`TOTAL_CHECK_Z` times
    √(m σ²) (``excess_z``) means the given N is too small — and every count is scaled down by it.
    """
    public = n_total is not None
    reference = float(n_total) if public else float(n_hat)
    noise_sd = math.sqrt(cells * float(noise_variance))
    sd = noise_sd * (abs(float(applied)) if public else 1.0)
    difference = float(released_total) - reference
    z = difference / sd if sd > 0 else (0.0 if difference == 0 else math.copysign(math.inf, difference))
    excess = (float(n_hat) - reference) / noise_sd if public and noise_sd > 0 else None
    return {"released": float(released_total), "reference": reference,
            "reference_kind": "public N" if public else "noisy total", "sd": sd, "z": z,
            "flagged": bool(abs(z) > TOTAL_CHECK_Z), "excess_z": excess,
            "n_too_small": bool(excess is not None and excess > TOTAL_CHECK_Z)}


def scale_correction(
    noisy: npt.ArrayLike, noise_variance: float, n_total: Optional[float], scale: str,
) -> tuple:
    """``(γ applied, the paper's γ, n̂, Ĉ)`` for a :data:`SCALES` choice (step 5).

    n̂ = Σ H̄ and Ĉ (:func:`estimate_concentration`) come from H̄; N = ``n_total`` is public
    (None: N = n̂); ``noise_variance`` is that of the noise added to H̄.
    """
    n_hat = float(noisy.sum())
    c_hat = estimate_concentration(noisy, noise_variance, n_hat)
    n_target = float(n_total) if n_total is not None else max(n_hat, 1.0)
    gamma_paper = gamma(n_hat, n_target, c_hat, noisy.size, noise_variance)
    applied = {"sampling": n_target / max(n_hat, 1.0), "paper": gamma_paper, "none": 1.0}[scale]
    return applied, gamma_paper, n_hat, c_hat
