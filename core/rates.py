"""Rates from released counts and public denominators: crude and directly age-standardised.

A rate divides a released (noisy) count by a **public** denominator — the
population of a polygon, from a census, not from the points — so it is
post-processing of the release and costs no privacy budget (Dwork and Roth
2014, Proposition 2.1). docs/rates.md derives every formula.

- **Crude rate** per ``per`` people (1,000 or 100,000): r = c·per/N for the
  released count c and the public denominator N (:func:`crude_rates`). N is a
  constant, so the rate's noise is the count's times per/N: its standard
  deviation is noise_sd·per/N and its 90 % margin moe90·per/N, exactly as
  exact as the count's (for discrete Laplace counts,
  :func:`core.uncertainty.discrete_laplace_margin`), because
  P[|r − r₀| ≤ m·per/N] = P[|c − c₀| ≤ m].
- **Directly standardised rate** (Breslow and Day 1987, vol. II, chapter 2):
  R = per·Σ_c w_c·c_c/N_c over categories c (age groups), with public
  per-category denominators N_c and the public standard population's
  weights w_c, normalised to Σ w_c = 1 (:func:`standardised_rates`). It is
  linear in the independent counts, so the variance of its noise is
  per²·Σ w_c²·Var(c_c)/N_c² in closed form. Its margin is the normal one,
  z₀.₉₅·sd (a weighted sum of discrete Laplace noises has no short closed-form
  quantile; for one Laplace term the normal margin 1.645·sd is wider than the
  exact 1.628·sd, and a sum tends to the normal).

What these margins cover: **only the differential-privacy noise** added to
the counts. They are not the sampling error that Fay and Feuer (1997,
Statistics in Medicine 16:791–801) give gamma intervals for (a count seen as
a Poisson draw from a rate), nor any error of the denominators; a rate over a
small denominator is flagged by the publication rules
(:func:`core.publication.small_denominators`) rather than given a wider margin.

A denominator that is 0 or missing gives no rate (NaN: NULL in an output)
with a reason, never an error; one that is not a number, negative or infinite
is refused (:func:`denominators`) — it is a public input, so refusing it
reveals nothing about the points.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from numbers import Real
from typing import Any, Optional, Sequence

import numpy as np
import numpy.typing as npt

from .uncertainty import Z90

#: the rates offered: per 1,000 and per 100,000 people
PER_THOUSAND, PER_100K = 1_000, 100_000
#: why a rate is missing
ZERO_DENOMINATOR = "the denominator is 0"
MISSING_DENOMINATOR = "the denominator is missing"
MISSING_COUNT = "the count is not published"


@dataclass
class Rates:
    """Per polygon: the rate, its noise's standard deviation and 90 % margin (NaN where none),
    and why a rate is missing (None where there is one)."""

    rate: np.ndarray
    noise_sd: np.ndarray
    moe90: np.ndarray
    reasons: list[Optional[str]]


def denominators(values: npt.ArrayLike) -> np.ndarray:
    """The public denominators as floats, None (NULL) read as NaN (no rate).

    Raises ValueError, in one sentence, for a value that is not a number (text,
    a boolean), negative or infinite.
    """
    out = []
    for value in np.asarray(values, dtype=object).ravel():
        if value is None or (isinstance(value, float) and math.isnan(value)):
            out.append(math.nan)
            continue
        if isinstance(value, bool) or not isinstance(value, Real):
            raise ValueError(f"the denominator {value!r} is not a number: choose a numeric field of "
                             "the polygons (their population)")
        if not math.isfinite(value) or value < 0:
            raise ValueError(f"the denominator {value!r} is not a finite number ≥ 0: a population "
                             "cannot be negative")
        out.append(float(value))
    return np.array(out, dtype=float)


def _reason(count: float, denominator: float) -> Optional[str]:
    if math.isnan(denominator):
        return MISSING_DENOMINATOR
    if denominator == 0:
        return ZERO_DENOMINATOR
    return MISSING_COUNT if math.isnan(count) else None


def crude_rates(counts: npt.ArrayLike, *, noise_sd: npt.ArrayLike, moe90: npt.ArrayLike,
                denominator: npt.ArrayLike, per: float) -> Rates:
    """r = c·per/N with noise_sd·per/N and moe90·per/N (NaN for unknown values); see the module.

    ``counts``, ``noise_sd`` and ``moe90`` are the published count's (NaN where
    suppressed or unknown), ``denominator`` the public N (:func:`denominators`).
    """
    counts, denominator = (np.asarray(a, dtype=float) for a in (counts, denominator))
    usable = np.where(denominator > 0, denominator, np.nan)
    rate = counts * per / usable
    return Rates(rate, np.asarray(noise_sd, dtype=float) * per / usable, np.asarray(moe90, dtype=float) * per / usable,
                 [_reason(c, n) for c, n in zip(counts, denominator)])


def standard_weights(population: npt.ArrayLike) -> np.ndarray:
    """The weights w_c = P_c/ΣP_c of a public standard population (e.g. the 2013 European one)."""
    population = np.asarray(population, dtype=float)
    if population.ndim != 1 or np.any(~np.isfinite(population)) or np.any(population < 0) \
            or population.sum() <= 0:
        raise ValueError("the standard population needs one finite number ≥ 0 per category, not all 0")
    weights: np.ndarray = population / population.sum()
    return weights


def standardised_rates(counts: npt.ArrayLike, *, variance: npt.ArrayLike, population: npt.ArrayLike,
                       standard: npt.ArrayLike, per: float) -> Rates:
    """Directly standardised rates R = per·Σ_c w_c·c_c/N_c, one per row (polygon).

    ``counts`` and ``variance`` (of each count's noise) are ``(polygons, C)``,
    ``population`` the public N_c of the same shape, ``standard`` the C
    counts of the standard population (its weights :func:`standard_weights`).
    The noise's variance is per²·Σ w_c²·Var(c_c)/N_c², the margin z₀.₉₅·sd
    (the module says why). A row with a category whose N_c is 0 or missing
    gets no rate (NaN) and a reason.
    """
    w = standard_weights(standard)
    counts, variance = np.atleast_2d(counts).astype(float), np.atleast_2d(variance).astype(float)
    population = np.atleast_2d(denominators(population).reshape(np.shape(np.atleast_2d(population))))
    if not counts.shape == variance.shape == population.shape or counts.shape[1] != len(w):
        raise ValueError("give one count, variance and denominator per polygon and category")
    with np.errstate(divide="ignore", invalid="ignore"):
        factor = np.where(population > 0, per / population, np.nan)
    rate = (counts * factor) @ w
    sd = np.sqrt((variance * factor**2) @ w**2)
    reasons = [next((r for r in map(_reason, c, n) if r), None) for c, n in zip(counts, population)]
    return Rates(rate, sd, Z90 * sd, reasons)


def record(*, per: float, field: Optional[str] = None, min_denominator: Optional[float] = None) -> dict[str, Any]:
    """The release record's entry for rates per ``per`` over the denominator field ``field``."""
    entry: dict[str, Any] = {"per": per, "formula": "rate = noisy_count · per / denominator",
             "margins": "rate_sd and rate_moe90 are noise_sd and moe90 times per / denominator: the "
                        "differential-privacy noise only, not sampling error nor an error of the "
                        "denominator",
             "privacy": "post-processing of the released counts with a public denominator: no extra ε",
             "missing": "no rate (NULL) where the denominator is 0 or missing or the count is suppressed"}
    if field is not None:
        entry["denominator_field"] = field
    if min_denominator:
        entry["small_denominator"] = min_denominator
    return entry


def standardised_record(*, per: float, categories: Sequence[str], standard: npt.ArrayLike,
                        min_denominator: Optional[float] = None) -> dict[str, Any]:
    """The release record's entry for directly standardised rates over ``categories`` with the public
    ``standard`` population (:func:`standardised_rates`)."""
    entry: dict[str, Any] = {
        "per": per, "categories": list(categories),
        "standard_population": [float(v) for v in np.asarray(standard, dtype=float)],
        "weights": [float(w) for w in standard_weights(standard)],
        "formula": "asr = per · Σ_c w_c · n_c / N_c (Breslow and Day 1987), w_c = P_c / Σ P_c",
        "margins": "asr_sd = per · √(Σ_c w_c² Var(n_c) / N_c²) in closed form, asr_moe90 = "
                   f"{Z90:.4f} · asr_sd (normal): the differential-privacy noise only",
        "privacy": "post-processing of the released counts with public populations: no extra ε",
        "excluded": "the points of the category 'other / missing' (no age group) are not in the rate",
        "missing": "no rate (NULL) where a category's population is 0 or missing or a count is suppressed"}
    if min_denominator:
        entry["small_denominator"] = {"threshold": min_denominator,
                                      "rule": "flagged where the polygon's population (the sum over the "
                                              "categories) is below the threshold"}
    return entry
