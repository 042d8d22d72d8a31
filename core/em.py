"""Expectation maximisation for local randomisers, with optional EMS smoothing.

The server sees a histogram ``y`` of noisy reports over an output domain and
knows the randomiser's probability matrix M (``M[u, c]`` = P(report u | input
c)). The maximum-likelihood input distribution x solves the Poisson
deconvolution problem, whose EM iteration is

    x ← x ⊙ Mᵀ (y / (M x)),   normalised to sum 1

(Li, Wang, Lopuhaä-Zwakenberg, Li, Škorić, "Estimating numerical
distributions under local differential privacy", SIGMOD 2020, §4.3 (EM) and
§4.4 (EMS); used by the DAM paper, §VI-B, Algorithm 1 "PostProcess"; docs/dam.md).
EMS adds a smoothing step after each M-step: a small binomial kernel
(1, 2, 1)/4 along every axis, renormalised at the edges, which suppresses
the high-frequency noise that plain EM fits.

M only enters through two callables, ``forward(x) = M x`` and
``adjoint(r) = Mᵀ r``, so a shift-invariant randomiser can supply FFT
convolutions (:mod:`core.channel`) and a small one a dense matrix.

Stopping rule. The log-likelihood of the n reports,
``L(x) = Σ_u y_u log (M x)_u`` (y = counts), never decreases under plain EM.
Run to convergence, EM fits the sampling noise of the reports (the
deconvolution is ill-posed), so stopping early regularises. The iteration
stops when one iteration changes L by less than ``tol · e^ε`` nats
(converged) or after ``max_iter`` iterations (not converged). The e^ε factor
makes one default work across privacy levels: on synthetic data (Normal,
three-centre mixture, skew Zipf; d = 16–48; 30k–300k users; ε = 0.5–5) the
W2 error at ``tol = 0.005`` was on average within 6 % (at worst 34 %) of the
error at the best possible stopping iteration, whereas any fixed threshold
stopped much too early at small ε (a noisy channel gains little likelihood
per iteration) or much too late at large ε. Li et al. stop on a fixed
threshold on L, which is the ``ε = 0`` form of this rule.
"""

from __future__ import annotations

import math

from dataclasses import dataclass
from typing import Callable, Optional

import numpy as np
import numpy.typing as npt

from .arrays import Array

#: a linear operator of the channel (its matrix M or Mᵀ applied to an array)
Operator = Callable[[Array], Array]

#: default tolerance: stop when an iteration raises the log-likelihood by < tol·e^ε nats
DEFAULT_TOL = 0.005
#: default cap on EM iterations
DEFAULT_MAX_ITER = 10_000


@dataclass
class EMResult:
    x: np.ndarray
    iterations: int
    converged: bool
    log_likelihood: float


def binomial_smooth(x: npt.ArrayLike) -> Array:
    """One pass of the (1, 2, 1)/4 kernel along every axis of ``x``, renormalised at edges.

    An edge entry averages only the neighbours it has (weights (2, 1)/3), as
    in Li et al.'s EMS. The total mass of ``x`` is not preserved exactly;
    callers renormalise.
    """
    out = np.asarray(x, dtype=float)
    for axis in range(out.ndim):
        n = out.shape[axis]
        if n < 2:
            continue
        padded = np.pad(out, [(1, 1) if a == axis else (0, 0) for a in range(out.ndim)])
        lo = np.take(padded, np.arange(0, n), axis=axis)
        mid = np.take(padded, np.arange(1, n + 1), axis=axis)
        hi = np.take(padded, np.arange(2, n + 2), axis=axis)
        weight = np.full(n, 4.0)
        weight[0] = weight[-1] = 3.0
        shape = [1] * out.ndim
        shape[axis] = n
        out = (lo + 2 * mid + hi) / weight.reshape(shape)
    return out


def stopping_threshold(tol: float, epsilon: float) -> float:
    """The change of the log-likelihood (nats) below which EM stops: ``tol · e^ε``."""
    if not tol >= 0:
        raise ValueError("the EM tolerance must be non-negative")
    return tol * math.exp(epsilon)


def expectation_maximisation(
    counts: npt.ArrayLike, forward: Operator, adjoint: Operator, shape: tuple[int, ...], *, epsilon: float,
    tol: float = DEFAULT_TOL, max_iter: int = DEFAULT_MAX_ITER, smoothing: bool = False,
    x0: Optional[npt.ArrayLike] = None,
) -> EMResult:
    """Estimate the input distribution from the histogram of reports ``counts``.

    ``forward`` maps an input distribution (array of ``shape``) to report
    probabilities (array shaped like ``counts``); ``adjoint`` is its
    transpose; ``epsilon`` is the randomiser's ε (for the stopping rule,
    see the module docstring). Returns an :class:`EMResult` with x ≥ 0
    summing to 1; its ``log_likelihood`` is L of the returned x.
    """
    counts = np.asarray(counts, dtype=float)
    n = counts.sum()
    if n <= 0:
        raise ValueError("no reports to estimate from")
    if max_iter < 1:
        raise ValueError("max_iter must be at least 1")
    threshold = stopping_threshold(tol, epsilon) / n  # in units of the mean per report
    y = counts / n
    observed = y > 0
    x = np.full(shape, 1.0 / np.prod(shape)) if x0 is None else np.asarray(x0, float) / np.sum(x0)
    ll_old = -np.inf
    mx = forward(x)
    iterations, converged = 0, False
    while True:
        with np.errstate(divide="ignore"):
            ll = float(np.sum(y[observed] * np.log(mx[observed])))
        if iterations >= 1 and abs(ll - ll_old) < threshold:
            converged = True
            break
        if iterations >= max_iter:
            break
        ll_old = ll
        ratio = np.zeros_like(y)
        np.divide(y, mx, out=ratio, where=observed & (mx > 0))
        x = x * adjoint(ratio)
        if smoothing:
            x = binomial_smooth(x)
        x = np.maximum(x, 0.0)
        x /= x.sum()
        mx = forward(x)
        iterations += 1
    return EMResult(x, iterations, converged, ll * n)
