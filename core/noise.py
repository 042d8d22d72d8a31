"""Exact discrete Laplace noise (Canonne, Kamath, Steinke, NeurIPS 2020).

The discrete Laplace (two-sided geometric) distribution with scale ``t`` has
``P[X = x] ∝ exp(-|x| / t)`` on the integers. Added to a count of
sensitivity Δ with ``t = Δ/ε`` it gives ε-DP. Sampling follows CKS
Algorithms 1 and 2 with integer arithmetic only, vectorised over arrays:
no floating-point number ever decides a released value (Mironov 2012 shows
how floating-point Laplace noise leaks).

The scale is represented as a fraction ``t/s`` of integers. ``Δ/ε`` is
rounded *up* to a multiple of ``1/2**20`` (:func:`scale_fraction`), so the
noise is never smaller than the nominal scale and the ε actually spent is at
most the ε requested.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import numpy as np
import numpy.typing as npt

from .validation import check_epsilon, exact_number

SCALE_DENOMINATOR = 2**20


class NoiseScaleError(ValueError):
    """Δ/ε is too large for the exact sampler's 64-bit integers: ε is far too small."""


def scale_fraction(sensitivity: Any, epsilon: Any) -> tuple[int, int]:
    """Integers ``(t, s)`` with ``t/s >= sensitivity/epsilon``, ``s = 2**20``.

    Both inputs become exact Python numbers first (:func:`exact_number`;
    numpy integers would wrap around inside ``Fraction``), and the result is
    checked against Δ/ε in exact arithmetic before any noise is drawn.
    """
    epsilon = exact_number(check_epsilon(epsilon), "ε")
    sensitivity = exact_number(sensitivity, "the sensitivity")
    if not sensitivity > 0:
        raise ValueError("the sensitivity must be greater than 0")
    nominal = Fraction(sensitivity) / epsilon
    t = math.ceil(nominal * SCALE_DENOMINATOR)
    if t * 64 >= 2**62:
        raise NoiseScaleError("ε is too small for exact sampling at this sensitivity")
    if Fraction(t, SCALE_DENOMINATOR) < nominal:
        raise ValueError(f"internal error: the noise scale {t}/{SCALE_DENOMINATOR} is below Δ/ε = {nominal}")
    return t, SCALE_DENOMINATOR


def bernoulli_exp(rng: np.random.Generator, num: npt.ArrayLike, den: int) -> npt.NDArray[np.bool_]:
    """Exact Bernoulli(exp(-num/den)) for an integer array ``num`` and integer ``den``, 0 ≤ num ≤ den.

    CKS Algorithm 1 (case γ ≤ 1): draw A_k ~ Bernoulli(γ/k) for k = 1, 2, …
    until the first A_k = 0; the result is 1 iff that k is odd.
    ``Bernoulli(num/(den·k))`` is ``integers(0, den·k) < num``. Every sample
    still running is in the same round k, so k and the bound den·k are
    scalars and each round is one draw over the samples left.
    """
    num = np.asarray(num, dtype=np.int64)
    shape = num.shape
    num = num.ravel()
    result = np.empty(num.size, dtype=bool)
    running = np.arange(num.size)
    k = 1
    while running.size:
        go_on = rng.integers(0, int(den) * k, size=running.size) < num
        result[running[~go_on]] = k % 2 == 1
        running = running[go_on]
        num = num[go_on]
        k += 1
    return result.reshape(shape)


def _geometric_exp_minus_one(rng: np.random.Generator, n: int) -> npt.NDArray[np.int64]:
    """Number of successes before the first failure of Bernoulli(exp(-1)) trials."""
    v = np.zeros(n, dtype=np.int64)
    active = np.arange(n)
    while active.size:
        ok = bernoulli_exp(rng, np.ones(active.size, dtype=np.int64), 1)
        active = active[ok]
        v[active] += 1
    return v


def _geometric_round(rng: np.random.Generator, t: int, s: int, m: int
                     ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.bool_]]:
    """One round of CKS Algorithm 2's magnitude: ``(y, accepted)``, y = ⌊(U + t·V)/s⌋ with U uniform
    on [0, t) kept with probability e^(−U/t) and V ~ Geometric(1 − e^(−1)); an accepted y has
    P[y = j] = (1 − q)·q^j, q = e^(−s/t)."""
    u = rng.integers(0, t, size=m)
    d = bernoulli_exp(rng, u, t)
    v = np.zeros(m, dtype=np.int64)
    v[d] = _geometric_exp_minus_one(rng, int(d.sum()))
    return (u + t * v) // s, d


def geometric_fraction(rng: np.random.Generator, t: int, s: int, n: int) -> npt.NDArray[np.int64]:
    """``n`` exact samples of the geometric law P[Y = j] = (1 − q)·q^j, j ≥ 0, q = e^(−s/t).

    The magnitude step of CKS Algorithm 2 (integer arithmetic only), repeated
    until accepted. ``θ + Y`` is the discrete Laplace of scale t/s conditioned
    on being at least θ ≥ 1 (docs/odflows.md, Lemma 2).
    """
    out = np.empty(n, dtype=np.int64)
    todo = np.arange(n)
    while todo.size:
        y, ok = _geometric_round(rng, t, s, todo.size)
        out[todo[ok]] = y[ok]
        todo = todo[~ok]
    return out


def discrete_laplace_fraction(rng: np.random.Generator, t: int, s: int, size: Any) -> npt.NDArray[np.int64]:
    """Samples of the discrete Laplace with scale ``t/s`` (CKS Algorithm 2)."""
    n = int(np.prod(size))
    out = np.empty(n, dtype=np.int64)
    todo = np.arange(n)
    while todo.size:
        m = todo.size
        y, d = _geometric_round(rng, t, s, m)
        negative = rng.integers(0, 2, size=m) == 1
        ok = d & ~(negative & (y == 0))
        out[todo[ok]] = np.where(negative[ok], -y[ok], y[ok])
        todo = todo[~ok]
    return out.reshape(size)


def discrete_laplace(rng: np.random.Generator, size: Any, sensitivity: Any, epsilon: Any
                     ) -> npt.NDArray[np.int64]:
    """Integer noise for counts of the given sensitivity under ε-DP."""
    t, s = scale_fraction(sensitivity, epsilon)
    return discrete_laplace_fraction(rng, t, s, size)


def effective_scale(sensitivity: Any, epsilon: Any) -> float:
    """The scale actually used by :func:`discrete_laplace` (≥ sensitivity/ε)."""
    t, s = scale_fraction(sensitivity, epsilon)
    return t / s


def discrete_laplace_variance(scale: float) -> float:
    """Variance ``2p/(1-p)²`` with ``p = exp(-1/scale)``."""
    p = math.exp(-1.0 / scale)
    return 2 * p / (1 - p) ** 2
