"""Exact noise-then-threshold for the empty cells of a sparse release (docs/odflows.md).

Cormode, Procopiuc, Srivastava, Tran (*Differentially private summaries for
sparse data*, ICDT 2012, §4) observe that adding noise to every one of E
empty cells and keeping those whose noisy value reaches a threshold θ need not
touch the E cells: the kept cells are each empty cell independently with
probability p = P[X ≥ θ], and a kept cell's value is X conditioned on X ≥ θ.
This module draws exactly that, for the discrete Laplace X of scale t/s
(:mod:`core.noise`), without a floating-point number deciding anything:

- p = q^θ/(1 + q) with q = e^(−s/t) (docs/odflows.md, Lemma 1);
- the kept cells by geometric skipping: the gap G before the next kept cell
  has P[G ≥ g] = (1 − p)^g, so G = ⌊ln U / ln(1 − p)⌋ for U uniform on (0, 1).
  U is drawn lazily as random bits and the floor is decided with interval
  arithmetic (:mod:`decimal`, every operation widened by 100 units in the last
  place, so the interval is rigorous); when the interval straddles an
  integer, more bits of the same U and more digits are taken. The floor is
  then the exact one: the sampler's law is exactly the geometric law;
- a kept cell's value θ + Y with Y geometric of ratio q
  (:func:`core.noise.geometric_fraction`, Lemma 2).
"""

from __future__ import annotations

from decimal import Decimal, localcontext, ROUND_CEILING, ROUND_FLOOR
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from .arrays import Array
from .noise import geometric_fraction

#: digits of the first attempt; each undecided attempt adds STEP_DIGITS and 64 random bits
START_DIGITS = 20
STEP_DIGITS = 20
_WORD = 1 << 64


def _widen(value: Decimal, digits: int, up: bool) -> Decimal:
    """``value`` moved outward by 100 units in the last place of ``digits`` digits (rigorous bound)."""
    with localcontext() as ctx:
        ctx.prec = digits
        ctx.rounding = ROUND_CEILING if up else ROUND_FLOOR
        margin = abs(value) * Decimal(10) ** (2 - digits)
        return value + margin if up else value - margin


def _exact(fraction: Fraction, digits: int, up: bool) -> Decimal:
    """A bound of the rational ``fraction`` at ``digits`` digits (up: ≥, else ≤)."""
    with localcontext() as ctx:
        ctx.prec = digits
        ctx.rounding = ROUND_CEILING if up else ROUND_FLOOR
        return Decimal(fraction.numerator) / Decimal(fraction.denominator)


def _exp_neg(fraction: Fraction, digits: int, up: bool) -> Decimal:
    """A bound of e^(−fraction): exp is correctly rounded (≤ ½ ulp), so widening covers it."""
    with localcontext() as ctx:
        ctx.prec = digits
        value = (-_exact(fraction, digits, not up)).exp()
    return _widen(value, digits, up)


def _neg_ln(value: Decimal, digits: int, up: bool) -> Decimal:
    """A bound of −ln(value) for a Decimal 0 < value ≤ 1 (ln correctly rounded, then widened)."""
    with localcontext() as ctx:
        ctx.prec = digits
        result = -value.ln()
    return _widen(result, digits, up)


def _div(a: Decimal, b: Decimal, digits: int, up: bool) -> Decimal:
    with localcontext() as ctx:
        ctx.prec = digits
        ctx.rounding = ROUND_CEILING if up else ROUND_FLOOR
        return a / b


def tail_probability(t: int, s: int, theta: int) -> float:
    """p = P[X ≥ θ] = q^θ/(1 + q), q = e^(−s/t), for X discrete Laplace of scale t/s and θ ≥ 1 (a float)."""
    q = Fraction(s, t)
    return float(_exp_neg(q * theta, 30, False) / (1 + _exp_neg(q, 30, True)))


class _Gap:
    """Bounds of |ln(1 − p)| at a number of digits, cached per precision."""

    def __init__(self, t: int, s: int, theta: int) -> None:
        if theta < 1:
            raise ValueError("the threshold of a sparse release must be at least 1")
        self.a = Fraction(s, t)
        self.theta = int(theta)
        self._bounds: dict[int, tuple[Decimal, Decimal]] = {}

    def bounds(self, digits: int) -> tuple[Decimal, Decimal]:
        if digits not in self._bounds:
            lo_p = _div(_exp_neg(self.a * self.theta, digits, False),
                        1 + _exp_neg(self.a, digits, True), digits, False)
            hi_p = _div(_exp_neg(self.a * self.theta, digits, True),
                        1 + _exp_neg(self.a, digits, False), digits, True)
            with localcontext() as ctx:
                ctx.prec = digits
                ctx.rounding = ROUND_CEILING
                one_minus_lo = 1 - lo_p
                ctx.rounding = ROUND_FLOOR
                one_minus_hi = 1 - hi_p
            # |ln(1 − p)| grows with p
            self._bounds[digits] = (_neg_ln(one_minus_lo, digits, False),
                                    _neg_ln(one_minus_hi, digits, True))
        return self._bounds[digits]


def _uniform_word(rng: np.random.Generator) -> int:
    """64 uniform random bits from the release's generator (two 32-bit draws: exact on any generator)."""
    high, low = (int(v) for v in rng.integers(0, 1 << 32, size=2))
    return (high << 32) | low


def _skip(rng: np.random.Generator, gap: _Gap) -> int:
    """One exact draw of G with P[G ≥ g] = (1 − p)^g: ⌊ln U / ln(1 − p)⌋ decided by intervals."""
    bits, m, digits = 64, _uniform_word(rng), START_DIGITS
    while True:
        lo_l, hi_l = gap.bounds(digits)
        # U ∈ [m/2^bits, (m + 1)/2^bits]; −ln U ∈ [−ln((m+1)/2^bits), −ln(m/2^bits)]
        u_hi = _exact(Fraction(m + 1, 1 << bits), digits, True)
        lo_u = _neg_ln(min(u_hi, Decimal(1)), digits, False)
        if m > 0 and lo_l > 0:
            hi_u = _neg_ln(_exact(Fraction(m, 1 << bits), digits, False), digits, True)
            lo = _div(lo_u, hi_l, digits, False)
            hi = _div(hi_u, lo_l, digits, True)
            if int(lo.to_integral_value(rounding=ROUND_FLOOR)) == int(hi.to_integral_value(rounding=ROUND_FLOOR)):
                return max(0, int(lo.to_integral_value(rounding=ROUND_FLOOR)))
        m, bits, digits = m * _WORD + _uniform_word(rng), bits + 64, digits + STEP_DIGITS


def sample_exceedances(rng: np.random.Generator, *, n_empty: int, t: int, s: int, theta: int
                       ) -> tuple[Array, Array]:
    """The empty cells whose discrete Laplace noise (scale t/s) reaches θ, and their noisy values.

    Exactly the law of drawing X_i for each of the ``n_empty`` cells and keeping
    ``{i : X_i ≥ θ}`` with the values X_i (docs/odflows.md, Theorem 1), in time
    proportional to the number kept. Returns ``(positions, values)``: sorted
    int64 indices in ``[0, n_empty)`` and int64 values ≥ θ.
    """
    gap = _Gap(t, s, theta)
    kept: list[int] = []
    at = _skip(rng, gap)
    while at < n_empty:
        kept.append(at)
        at += 1 + _skip(rng, gap)
    positions = np.asarray(kept, dtype=np.int64)
    values = theta + geometric_fraction(rng, t, s, len(positions))
    return positions, values


def empty_positions(nonempty: npt.ArrayLike, positions: npt.ArrayLike) -> Array:
    """Map the ``positions``-th empty index (in increasing order) to its index among all cells,
    the cells ``nonempty`` (sorted, unique) being skipped."""
    nonempty = np.asarray(nonempty, dtype=np.int64)
    positions = np.asarray(positions, dtype=np.int64)
    # the j-th empty index e satisfies e = j + #(nonempty < e); nonempty[i] − i counts empties before it
    before = nonempty - np.arange(len(nonempty))
    return positions + np.searchsorted(before, positions, side="right")
