"""Publication rules: what a statistical office does to released counts before it prints them.

Every rule only transforms values that are already differentially private, so
it is post-processing and costs no privacy budget (Dwork and Roth 2014,
Proposition 2.1). The rules are applied in one fixed order, and the release
record lists the ones applied in that order (:meth:`Rules.record`;
docs/publication.md):

1. **clamp** — negative counts become 0 and the positive ones are scaled by
   one factor f = T / Σ max(c, 0) so that the cells still sum to the released
   total T = Σ c (all become 0 when T ≤ 0). True counts are never negative,
   so a clamped cell moves towards the truth; the scaled cells move by
   (1 − f)·c.
2. **round** — every count to the nearest multiple of a base b (1, 5, 10…;
   halves round up), as many offices publish.
3. **small counts** — cells whose published count is below a threshold are
   suppressed (count, density and margins empty) or only flagged.

With a public denominator (polygon counts' rates, :mod:`core.rates`) a
**small denominator** rule flags each rate whose denominator is below a
public threshold (:data:`SMALL_DENOMINATOR` people by default): such a rate
is printed with a flag, as offices print unstable rates, because a few
points more or less move it a lot (:func:`small_denominators`).

The margins: ``noise_sd`` stays the standard deviation of the noise, which
none of the rules changes. Rounding moves a value by at most b/2, so
``moe90`` grows by b/2 and ``published ± moe90`` still holds the counted
value with probability ≥ 90 %. The clamp's scaling has no such bound: after
it, ``noise_sd`` and ``moe90`` describe the noise of the unclamped values, and
the record says so.
"""

import math
from dataclasses import dataclass
from typing import Any, Optional

import numpy as np
import numpy.typing as npt

#: what to do with a cell below the small-count threshold
SUPPRESS, FLAG = "suppress", "flag"
ACTIONS = (SUPPRESS, FLAG)
#: the output field that marks flagged small counts (1) and the others (0)
FLAG_FIELD = "small_count"
#: the default threshold of the small-denominator rule (people) and its output field
SMALL_DENOMINATOR = 1000.0
DENOMINATOR_FLAG_FIELD = "small_denominator"


@dataclass(frozen=True)
class Rules:
    """The publication rules of one release: all off by default.

    ``round_to`` is the base b (None: no rounding), ``threshold`` the small
    count below which a cell is suppressed or flagged (``action``; None: no
    threshold), ``clamp`` the clamp to ≥ 0 keeping the total.
    """

    clamp: bool = False
    round_to: Optional[float] = None
    threshold: Optional[float] = None
    action: str = SUPPRESS

    def __post_init__(self) -> None:
        if self.round_to is not None and not (math.isfinite(self.round_to) and self.round_to > 0):
            raise ValueError("counts can only be rounded to a multiple of a number greater than 0")
        if self.threshold is not None and not math.isfinite(self.threshold):
            raise ValueError("the small-count threshold must be a finite number")
        if self.action not in ACTIONS:
            raise ValueError(f"a small count is handled by one of: {', '.join(ACTIONS)}")

    @property
    def flags(self) -> bool:
        """True when small counts are flagged (the output gets a flag field)."""
        return self.threshold is not None and self.action == FLAG

    def record(self) -> list[dict[str, Any]]:
        """The rules applied, in the order they are applied, for the release record."""
        steps: list[dict[str, Any]] = []
        if self.clamp:
            steps.append({"rule": "clamp", "method": "negative counts set to 0, the positive ones "
                          "scaled by one factor so that the total stays the released total",
                          "margins": "noise_sd and moe90 describe the noise before the clamp"})
        if self.round_to is not None:
            steps.append({"rule": "round", "base": self.round_to,
                          "method": "to the nearest multiple of the base, halves up",
                          "margins": f"moe90 widened by half the base ({self.round_to / 2:g}); "
                                     "noise_sd is the noise's before rounding"})
        if self.threshold is not None:
            steps.append({"rule": self.action, "threshold": self.threshold,
                          "method": "cells whose published count is below the threshold are "
                          + ("left empty (count, density, noise_sd and moe90)" if self.action == SUPPRESS
                             else f"flagged in the field {FLAG_FIELD}")})
        return steps


@dataclass
class Published:
    """Published values per cell: NaN where suppressed or unknown; ``small`` marks small counts."""

    counts: np.ndarray
    noise_sd: np.ndarray
    moe90: np.ndarray
    small: np.ndarray
    clamp_factor: Optional[float] = None


def clamp_keeping_total(counts: npt.ArrayLike) -> tuple[np.ndarray, float]:
    """``(max(c, 0)·f, f)`` with f = Σc / Σmax(c, 0): non-negative counts with the same total.

    When the total Σc is not positive no non-negative counts can keep it:
    all become 0 and f = 0. Without a negative count nothing changes (f = 1).
    """
    values = np.asarray(counts, dtype=float)
    positive = np.maximum(values, 0.0)
    total, positive_total = values.sum(), positive.sum()
    factor: float = total / positive_total if total > 0 else 0.0
    return positive * factor, factor


def round_to_base(counts: npt.ArrayLike, base: float) -> np.ndarray:
    """Each count to the nearest multiple of ``base`` (halves up: b·⌊c/b + 1/2⌋)."""
    return np.asarray(base * np.floor(np.asarray(counts, dtype=float) / base + 0.5))


def publish(counts: npt.ArrayLike, noise_sd: npt.ArrayLike, moe90: npt.ArrayLike, rules: Rules) -> Published:
    """Apply ``rules`` to released ``counts`` and their margins (NaN where unknown); see the module."""
    values = np.asarray(counts, dtype=float)
    sd = np.array(noise_sd, dtype=float)
    margin = np.array(moe90, dtype=float)
    factor: Optional[float] = None
    if rules.clamp:
        values, factor = clamp_keeping_total(values)
    if rules.round_to is not None:
        rounded = round_to_base(values, rules.round_to)
        if np.any(rounded != values):  # base 1 on integer counts changes nothing
            margin = margin + rules.round_to / 2
        values = rounded
    small = values < rules.threshold if rules.threshold is not None else np.zeros(len(values), dtype=bool)
    if rules.threshold is not None and rules.action == SUPPRESS:
        values, sd, margin = (np.where(small, np.nan, a) for a in (values, sd, margin))
    return Published(values, sd, margin, small, factor)


def small_denominators(denominator: npt.ArrayLike, threshold: Optional[float]) -> np.ndarray:
    """1 where the public denominator is below ``threshold`` (a missing one, NaN, is not flagged:
    it has no rate), else 0; all 0 when ``threshold`` is None or 0 (the rule is off)."""
    denominator = np.asarray(denominator, dtype=float)
    if not threshold:
        return np.zeros(len(denominator), dtype=int)
    flags: np.ndarray = (denominator < threshold).astype(int)
    return flags


def denominator_rule(threshold: Optional[float]) -> Optional[dict[str, Any]]:
    """The record's entry for the small-denominator rule (None when it is off)."""
    if not threshold:
        return None
    return {"rule": "flag small denominators", "threshold": threshold,
            "method": f"rates whose denominator is below the threshold are flagged in the field "
                      f"{DENOMINATOR_FLAG_FIELD}"}
