"""Shift-invariant local randomisers on a d×d grid: FFT products, sampling, EM.

The discrete Disk Area Mechanism (the DAM paper §VI; docs/dam.md) and its relatives
(HUEM, the square wave of MDSW in 1-D) share one structure. The input is a
cell ``c`` of a d×d grid (cell side 1); the output is a cell ``u`` of the
same lattice grown by ``pad`` cells on every side (L = d + 2·pad cells per
axis), and

    P(u | c) = background[u] + kernel[u − c]

with ``background`` independent of the input (the low-probability level
times the cell's area in the output domain) and ``kernel`` a small
(2R+1)×(2R+1) array of offsets (the extra mass of the high-probability
disk). Because the kernel never reaches beyond the padded lattice
(R ≤ pad), every input sees the *same* kernel: there is no boundary effect
and

    M x  = background · Σx + (kernel ∗ x)        (full 2-D convolution)
    Mᵀ r = ⟨background, r⟩ + (kernel ⋆ r)        (valid 2-D correlation)

exactly. Both are computed with real FFTs of a fixed size (the kernel's
transform is computed once), so the d²×(d+2·pad)² matrix is never built.

Perturbation is a two-component mixture, so no per-user row is needed:
with probability Σ background the report is drawn from the (input-free)
background, otherwise an offset is drawn from the kernel and added to the
user's cell. One integer draw per user selects both (one look-up in the
cumulative integer weights of the concatenated masses, :mod:`core.sampling`):
the background weights are rounded up and the kernel's down, so a report's
probability under two inputs, B + K(a) and B + K(b), keeps a ratio
≤ (B + K)/B ≤ e^ε however small B is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import numpy as np
import numpy.typing as npt

from .arrays import Array

from .em import DEFAULT_MAX_ITER, DEFAULT_TOL, EMResult, expectation_maximisation
from .sampling import draw_index, integer_weights


def scipy_fft() -> ModuleType:
    """``scipy.fft``, imported on first use: the grid mechanisms need numpy only (core/README.md)."""
    import scipy.fft

    module: ModuleType = scipy.fft
    return module


@dataclass
class ShiftChannel:
    """``P(u | c) = background[u] + kernel[u − c]`` on a d×d grid padded by ``pad`` cells.

    ``kernel`` has odd side 2R+1 (R ≤ pad), centred on offset (0, 0);
    ``background`` has shape (L, L), L = d + 2·pad. Arrays are indexed
    ``[y, x]`` (row = y) and flattened row-major, as :class:`core.domain.Domain`
    does. Every row of M sums to ``background.sum() + kernel.sum()`` = 1.
    ``epsilon`` is the privacy level of the randomiser (used by EM's
    stopping rule); ``params`` describe it for the release.
    """

    d: int
    pad: int
    kernel: np.ndarray
    background: np.ndarray
    epsilon: float
    params: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.kernel = np.asarray(self.kernel, dtype=float)
        self.background = np.asarray(self.background, dtype=float)
        k = self.kernel.shape[0]
        if self.kernel.shape != (k, k) or k % 2 == 0:
            raise ValueError("the kernel must be square with an odd side")
        if self.radius_cells > self.pad:
            raise ValueError("the kernel reaches beyond the padded output lattice")
        if self.background.shape != (self.size, self.size):
            raise ValueError("the background must cover the padded output lattice")
        total = self.background.sum() + self.kernel.sum()
        if not np.isclose(total, 1.0, rtol=0, atol=1e-9):
            raise ValueError(f"rows must sum to 1, not {total!r}")
        span = self.d + 2 * self.radius_cells
        self._span = span
        self._fft_shape = (scipy_fft().next_fast_len(span, real=True),) * 2
        self._kernel_fft = scipy_fft().rfft2(self.kernel, s=self._fft_shape)
        self._offset = self.pad - self.radius_cells
        self._cumulative = np.cumsum(np.concatenate([
            integer_weights(self.background.ravel(), round_up=True),
            integer_weights(self.kernel.ravel(), round_up=False),
        ]))

    @property
    def radius_cells(self) -> int:
        """R: the kernel covers offsets −R…R on each axis."""
        return int(self.kernel.shape[0]) // 2

    @property
    def size(self) -> int:
        """L = d + 2·pad: cells per axis of the output lattice."""
        return self.d + 2 * self.pad

    @property
    def support(self) -> Array:
        """Output cells that can be reported: the background is positive on all of them."""
        return self.background > 0

    # --- the probability matrix as linear operators -------------------------------

    def forward(self, x: npt.ArrayLike) -> Array:
        """M x: report probabilities (L, L) for an input distribution x (d, d), x ≥ 0."""
        x = np.asarray(x, dtype=float)
        full = scipy_fft().irfft2(scipy_fft().rfft2(x, s=self._fft_shape) * self._kernel_fft,
                                s=self._fft_shape)
        out = self.background * x.sum()
        o, s = self._offset, self._span
        # a convolution of non-negative arrays is non-negative: drop FFT rounding below 0
        out[o:o + s, o:o + s] += np.maximum(full[:s, :s], 0.0)
        return np.asarray(out)

    def adjoint(self, r: npt.ArrayLike) -> Array:
        """Mᵀ r: for each input cell, Σ_u M[u, c] r[u]; r has shape (L, L)."""
        r = np.asarray(r, dtype=float)
        o, s, d = self._offset, self._span, self.d
        sub = r[o:o + s, o:o + s]
        corr = scipy_fft().irfft2(scipy_fft().rfft2(sub, s=self._fft_shape)
                                * np.conj(self._kernel_fft), s=self._fft_shape)
        return np.asarray(corr[:d, :d] + float(np.sum(self.background * r)))

    def dense(self) -> Array:
        """The full (d², L²) matrix, rows = input cells. For tests and small d only."""
        d, size, k = self.d, self.size, self.kernel.shape[0]
        m = np.tile(self.background.ravel(), (d * d, 1))
        iy, ix = np.divmod(np.arange(d * d), d)
        ky, kx = np.divmod(np.arange(k * k), k)
        oy = iy[:, None] + ky[None, :] + self._offset
        ox = ix[:, None] + kx[None, :] + self._offset
        rows = np.repeat(np.arange(d * d), k * k)
        np.add.at(m, (rows, (oy * size + ox).ravel()), np.tile(self.kernel.ravel(), d * d))
        return m

    # --- client and server sides --------------------------------------------------

    def perturb(self, cells: npt.ArrayLike, rng: np.random.Generator) -> Array:
        """Each user's report: a flat index into the (L, L) output lattice.

        ``cells`` are flat input-cell indices ``iy·d + ix``. One integer
        ``rng.integers`` draw per user picks either a background cell or a
        kernel offset from the user's cell (cumulative weights); vectorised.
        """
        cells = np.asarray(cells, dtype=np.int64)
        if cells.size and (cells.min() < 0 or cells.max() >= self.d * self.d):
            raise ValueError("cell index outside the d×d grid")
        pick = draw_index(rng, self._cumulative, cells.size)
        n_bg = self.background.size
        k = self.kernel.shape[0]
        ky, kx = np.divmod(np.maximum(pick - n_bg, 0), k)
        iy, ix = np.divmod(cells, self.d)
        from_kernel = (iy + ky + self._offset) * self.size + (ix + kx + self._offset)
        return np.where(pick < n_bg, pick, from_kernel)

    def histogram(self, reports: Array) -> Array:
        """Counts of the reports per output cell, shape (L, L)."""
        return np.bincount(reports, minlength=self.size**2).reshape(self.size, self.size)

    def estimate(self, counts: npt.ArrayLike, *, tol: float = DEFAULT_TOL, max_iter: int = DEFAULT_MAX_ITER,
                 smoothing: bool = False) -> EMResult:
        """EM (or EMS) estimate of the input distribution (d, d) from report counts (L, L).

        Stops when an iteration raises the log-likelihood by less than
        ``tol · e^ε`` nats, ε = ``self.epsilon`` (:mod:`core.em`).
        """
        return expectation_maximisation(
            counts, self.forward, self.adjoint, (self.d, self.d), epsilon=self.epsilon,
            tol=tol, max_iter=max_iter, smoothing=smoothing,
        )

