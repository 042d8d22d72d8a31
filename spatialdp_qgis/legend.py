"""The classes of a published map's legend: bounds a reader can read, in a unit that suits them.

A legend is read by the public, so it says what the layer holds in plain numbers
(docs/publication.md, "The default style"):

* the unit is chosen so the class bounds read with two or three significant digits:
  count per hectare, per km², per 100 km² or per 10,000 km² (:func:`unit_scale`);
* the bounds are quantiles of the published values rounded to two significant
  digits (three where two would merge classes), the lowest bound rounded down and the
  highest up so that every value lies inside the legend; bounds that round to the same
  number are merged, so no class has zero width (:func:`classes`);
* no class is negative: values of 0 or less (noise makes some counts negative; the data
  are not changed) form one class, "0 or less" ("0" where none is negative);
* counts that are whole numbers get whole-number classes, "3 – 5" for 2 < count ≤ 5.

Each class is ``(upper, label)`` and holds the values above the previous class's upper
bound up to its own (the first has no lower bound, the last no upper one), so that the
classes cover every value and the renderer's filters need no lower bound of the legend.
"""

from typing import List, Optional, Tuple

import numpy as np

from .i18n import tr

#: the legend's units of area: (how many km², name), smallest first
AREA_UNITS = ((0.01, "hectare"), (1.0, "km²"), (100.0, "100 km²"), (10_000.0, "10,000 km²"))
#: the value (per unit) the lowest quantile break reaches at least, where a unit allows it
LEAST_BREAK = 0.1
#: the lowest quantile break per hectare from which the legend counts per hectare
HECTARE_FROM = 100.0


def unit_scale(per_km2) -> Tuple[float, str]:
    """``(scale, unit)``: per-km² values × scale are counts per ``unit``.

    The unit is the smallest of km², 100 km² and 10,000 km² in which the positive values'
    lower quintile reaches :data:`LEAST_BREAK` (a national map of 0.00011 per km² reads
    1.1 per 10,000 km²); per hectare where even that quintile is ≥ :data:`HECTARE_FROM`
    per hectare (cells of a few metres in a city).
    """
    values = np.asarray(per_km2, dtype=float)
    values = values[np.isfinite(values) & (values > 0)]
    if not len(values):
        return 1.0, AREA_UNITS[1][1]
    low = float(np.quantile(values, 0.2))
    hectare, name = AREA_UNITS[0]
    if low * hectare >= HECTARE_FROM:
        return hectare, name
    for km2, name in AREA_UNITS[1:]:
        if low * km2 >= LEAST_BREAK:
            return km2, name
    return AREA_UNITS[-1]


def round_significant(values, digits: int, how=np.round) -> np.ndarray:
    """``values`` rounded to ``digits`` significant digits (``how``: np.round, np.floor, np.ceil)."""
    values = np.asarray(values, dtype=float)
    out = np.zeros_like(values)
    nonzero = values != 0
    power = digits - 1 - np.floor(np.log10(np.abs(values[nonzero])))
    factor = 10.0 ** np.abs(power)  # exact, unlike 10.0 ** -2: no 400 × 0.1 = 40.000000000000007
    scaled = np.where(power >= 0, values[nonzero] * factor, values[nonzero] / factor)
    rounded = how(np.round(scaled, 9))  # what the floating point left of a whole number stays one
    out[nonzero] = np.where(power >= 0, rounded / factor, rounded * factor)
    return out


def number(value) -> str:
    """A class bound as the legend prints it: no exponent, no trailing zeros, thousands grouped."""
    value = float(value)
    decimals = 0 if value == 0 else max(0, 3 - 1 - int(np.floor(np.log10(abs(value)))))
    text = f"{value:,.{decimals}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _breaks(raw, ceiling, low, high, whole):
    """The inner breaks ``raw`` rounded to 2 significant digits (3 where 2 merge more than half
    of them) and ``ceiling`` (or None) rounded up, so that every value noise alone could give
    stays below it; strictly between ``low`` and ``high``, unique."""
    two, three = (_rounded(raw, ceiling, digits, low, high, whole) for digits in (2, 3))
    return two if 2 * len(two) >= len(three) else three


def _rounded(raw, ceiling, digits, low, high, whole):
    rounded = round_significant(raw, digits)
    if ceiling is not None:
        rounded = np.append(rounded, round_significant(ceiling, digits, np.ceil))
    rounded = np.ceil(rounded) if whole else rounded
    return np.unique(rounded[(rounded > low) & (rounded < high)])


def classes(values, *, count: int = 7, ceiling: Optional[float] = None,
            whole: bool = False) -> List[Tuple[Optional[float], str]]:
    """The legend's classes ``[(upper, label), …]`` of ``values`` (NaN ignored): one class "0 or
    less" if any value is ≤ 0 ("0" if none is below), then quantile classes of the positive
    values with one more break at ``ceiling`` (the largest value noise alone could give,
    :func:`output.noise_ceiling`) — ``count`` classes in all, fewer where rounding merges them.
    The last class's upper bound is None (it holds every larger value). ``whole``: the values
    are whole numbers."""
    values = np.asarray(values, dtype=float)
    values = values[np.isfinite(values)]
    positive = values[values > 0]
    result = []
    if len(positive) < len(values):
        result.append((0.0, tr("0 or less") if values.min() < 0 else "0"))
    if not len(positive):
        return [(None, label) for _, label in result]
    high = float(round_significant(positive.max(), 2, np.ceil))
    low = 0.0 if result else float(round_significant(positive.min(), 2, np.floor))
    if whole:
        high, low = float(np.ceil(high)), float(np.floor(low))
    wanted = max(count - len(result), 1)
    raw = np.quantile(positive, np.linspace(0, 1, wanted + 1)[1:-1])
    bounds = _filled([low, *_breaks(raw, ceiling, low, high, whole), high], positive)
    for lower, upper in zip(bounds[:-1], bounds[1:]):
        result.append((upper, _range_label(lower, upper, whole, first=not result)))
    return [*result[:-1], (None, result[-1][1])]


def _filled(bounds, values):
    """``bounds`` without the inner ones that would leave a class holding none of ``values``
    (a class of ten values of 10.46 would else have an empty neighbour)."""
    kept = [bounds[0]]
    for bound, following in zip(bounds[1:-1], bounds[2:]):
        if np.any((values > kept[-1]) & (values <= bound)) and np.any((values > bound) & (values <= following)):
            kept.append(bound)
    return [*kept, bounds[-1]]


def _range_label(lower, upper, whole, *, first):
    """"lower – upper"; for whole numbers the values lie in lower+1 … upper (the first class
    holds lower itself)."""
    if whole and not first:
        lower += 1
    if lower >= upper:
        return number(upper)
    return f"{number(lower)} – {number(upper)}"
