"""Count tables: one count per (cell, category, period) instead of one per cell (issue 26; docs/categories.md).

The table's *keys* are public, like the extent: the categories are a list the
user gives (plus :data:`OTHER`, so that every point counts somewhere) and the
periods cut a public time range (:func:`period_edges`). A list of categories
read from the data is allowed only when asked for, and is recorded as not
private (a rare category's mere presence is a leak). A point outside the time
range is left out, as a point outside the extent is: never a refusal.

Each point lies in exactly one (cell, category, period), and a user keeps at
most k points *in all* (:class:`core.counting.ArrayCounts` bounds the user
before the table is built, never per category or period), so a changed user
changes the whole table by at most k in L1: one discrete Laplace draw of scale
k/ε over every entry at one ε (parallel composition; OpenDP's
``make_count_by_categories`` releases a table without geometry the same way).

Consistency. The released totals are the sums of the released entries: a
cell's total is the sum of its categories and periods, exactly
(:class:`CountTable`). A separately noised total merged by weighted least
squares (Hay et al. 2010) was measured against that plain sum for C = 2…20
(tests/benchmarks/bench_categories.py): whatever share of ε the total gets, every
category count is noisier than in the plain sum (the total gains what the categories
lose), so the plain sum is the default and the only route (docs/categories.md). AG's leaves are made consistent with its
level-1 totals by its constrained inference over all the entries of a level-1
cell (:func:`core.mechanisms.ag.adaptive_grid`).
"""

import math
from dataclasses import dataclass
from typing import Optional, Sequence

import numpy as np

from .domain import GridTooLargeError, check_cells
from .noise import discrete_laplace_variance, effective_scale
from .spacetime import check_time_range, in_time_range
from .uncertainty import LEVEL, Z90, Uncertainty, discrete_laplace_sum_pmf

#: the category of every point whose value is not in the public list (or is missing)
OTHER = "other / missing"
#: the calendar periods (UTC), or the user's own boundaries
DAY, WEEK, MONTH, QUARTER, YEAR, BOUNDARIES = "day", "week", "month", "quarter", "year", "boundaries"
PERIOD_UNITS = (DAY, WEEK, MONTH, QUARTER, YEAR, BOUNDARIES)
#: at most this many periods in a public time range (a typo such as a range of centuries by day)
MAX_PERIODS = 100_000
#: how a table's totals are made consistent with its entries: they are their sums
SUMS = "totals are the sums of the released entries (no separate total)"
#: the most entries (cells × categories × periods) a table may have. An entry is a few numbers
#: (its true count, its noise, its released value, its output column), not a rectangle, so the
#: limit is on memory: 10M points into 316² cells × 252 keys (25.2M entries) peaked at 4.0 GB
#: through qgis_process (docs/categories.md, *Throughput*); the cells alone stay under MAX_CELLS
MAX_TABLE_ENTRIES = 50_000_000


def category_label(value) -> Optional[str]:
    """The text a category value is matched by: None for a missing value, an integral number
    without its ".0", anything else as ``str``."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return None
    if isinstance(value, (float, np.floating)) and float(value).is_integer():
        return str(int(value))
    text = str(value).strip()
    return text or None


def category_list(given: Sequence[str] = (), *, values=None) -> tuple:
    """The public categories: ``given`` (de-duplicated, in order), or with ``values`` (the data's
    values: NOT private, the caller records it) their distinct labels sorted; then :data:`OTHER`."""
    labels = [category_label(v) for v in (given if values is None else values)]
    labels = [v for v in dict.fromkeys(labels) if v is not None and v != OTHER]
    if values is not None:
        labels.sort()
    return (*labels, OTHER)


def category_index(values, categories: Sequence[str]) -> np.ndarray:
    """Each value's index in ``categories`` (:func:`category_list`); :data:`OTHER`'s for a value
    not in the list or missing."""
    where = {c: i for i, c in enumerate(categories)}
    other = where[OTHER]
    values = np.asarray(values)
    present = np.isfinite(values) if values.dtype.kind == "f" else np.not_equal(values, None)
    index = np.full(len(values), other, dtype=np.int64)
    try:  # each distinct value looked up once (10M points: a sort, not 10M lookups)
        distinct, inverse = np.unique(values[present], return_inverse=True)
    except TypeError:  # values of mixed types do not sort
        distinct, inverse = values[present], np.arange(int(present.sum()))
    lookup = np.array([where.get(category_label(v), other) for v in distinct], dtype=np.int64)
    index[present] = lookup[inverse.ravel()] if len(lookup) else other
    return index


@dataclass(frozen=True)
class Periods:
    """Consecutive periods ``[start_i, end_i)`` (epoch seconds, UTC) covering a public time range;
    a time equal to the range's end falls in the last period."""

    unit: str
    edges: np.ndarray

    @property
    def starts(self):
        return self.edges[:-1]

    @property
    def ends(self):
        return self.edges[1:]

    def __len__(self):
        return len(self.edges) - 1

    def index(self, t) -> np.ndarray:
        """Each time's period, −1 outside the range (or not a number)."""
        t = np.asarray(t, dtype=float)
        inside = in_time_range(t, (self.edges[0], self.edges[-1]))
        i = np.searchsorted(self.edges, np.where(inside, t, self.edges[0]), side="right") - 1
        return np.where(inside, np.minimum(i, len(self) - 1), -1)

    def record(self):
        return {"unit": self.unit, "time_range": [float(self.edges[0]), float(self.edges[-1])],
                "periods": len(self)}


def _calendar_starts(t0, t1, unit):
    """The starts of the calendar periods (UTC) that meet [t0, t1), epoch seconds."""
    first = np.datetime64(int(math.floor(t0)), "s")
    if unit == DAY:
        start, step = first.astype("datetime64[D]"), np.timedelta64(1, "D")
    elif unit == WEEK:  # ISO weeks start on Monday; 1970-01-01 was a Thursday
        day = first.astype("datetime64[D]")
        start, step = day - np.timedelta64((day.astype(np.int64) + 3) % 7, "D"), np.timedelta64(7, "D")
    elif unit in (MONTH, QUARTER):
        month = first.astype("datetime64[M]")
        months = 3 if unit == QUARTER else 1
        start, step = month - np.timedelta64(month.astype(np.int64) % months, "M"), np.timedelta64(months, "M")
    elif unit == YEAR:
        start, step = first.astype("datetime64[Y]"), np.timedelta64(1, "Y")
    else:
        raise ValueError(f"unknown period {unit!r}; choose one of {', '.join(PERIOD_UNITS)}")
    count = 0
    starts = []
    while (s := (start + count * step).astype("datetime64[s]").astype(np.int64)) < t1:
        starts.append(float(s))
        count += 1
        if count > MAX_PERIODS:
            raise ValueError(f"the time range holds more than {MAX_PERIODS:,} periods of a {unit}")
    return starts


def period_edges(time_range, unit: str, boundaries: Sequence[float] = ()) -> Periods:
    """The :class:`Periods` of the public ``time_range`` (t0, t1): calendar ``unit`` s in UTC, the
    first and last cut to the range, or with :data:`BOUNDARIES` the user's ``boundaries`` inside it."""
    t0, t1 = check_time_range(*time_range)
    if unit == BOUNDARIES:
        inner = sorted({float(b) for b in boundaries if t0 < float(b) < t1})
    else:
        inner = [s for s in _calendar_starts(t0, t1, unit) if s > t0]
    edges = np.array([t0, *inner, t1])
    if len(edges) - 1 > MAX_PERIODS:
        raise ValueError(f"more than {MAX_PERIODS:,} periods")
    return Periods(unit, edges)


@dataclass(frozen=True)
class TableKeys:
    """The public keys of a table and each point's key ``index`` = category·P + period (−1: the
    point's time lies outside the range, or it has none: left out)."""

    categories: tuple
    index: np.ndarray
    periods: Optional[Periods] = None
    #: the categories were read from the data: not private (recorded, like a data-derived extent)
    categories_from_data: bool = False
    #: the time range was taken from the data: not private
    time_range_from_data: bool = False

    @property
    def n_categories(self):
        return len(self.categories)

    @property
    def n_periods(self):
        return 1 if self.periods is None else len(self.periods)

    @property
    def size(self):
        """The number of entries per cell (C·P)."""
        return self.n_categories * self.n_periods

    def record(self):
        out = {"categories": list(self.categories), "categories_from_data": self.categories_from_data}
        if self.periods is not None:
            out["periods"] = dict(self.periods.record(), time_range_from_data=self.time_range_from_data)
        return out

    def notes(self):
        """The record's notes on what is not private."""
        return ((["the category list was read from the data and is therefore not private"]
                 if self.categories_from_data else [])
                + (["the time range was derived from the data and is therefore not private"]
                   if self.time_range_from_data else []))


def table_keys(*, categories: Sequence[str] = None, category_values=None, periods: Periods = None,
               times=None, categories_from_data: bool = False,
               time_range_from_data: bool = False) -> TableKeys:
    """Each point's key from its category value (with the public ``categories``, or a single
    category when None) and its time (with ``periods``, or a single period when None)."""
    if categories is None:
        categories, cat = (OTHER,), None
    else:
        categories = tuple(categories)
        cat = category_index(category_values, categories)
    n = len(category_values) if cat is not None else len(times)
    index = np.zeros(n, dtype=np.int64) if cat is None else cat
    if periods is not None:
        p = periods.index(times)
        index = np.where(p >= 0, index * len(periods) + p, -1)
    return TableKeys(categories, index, periods, categories_from_data, time_range_from_data)


def check_table(n_cells: int, n_keys: int) -> int:
    """Raise :class:`core.domain.GridTooLargeError` when a table of ``n_cells`` cells (their
    rectangles: :data:`core.domain.MAX_CELLS`) × ``n_keys`` keys has more than
    :data:`MAX_TABLE_ENTRIES` entries — before any noise, from public sizes; the number of entries."""
    entries = check_cells(int(n_cells)) * int(n_keys)
    if entries > MAX_TABLE_ENTRIES:
        raise GridTooLargeError(f"the table would have {entries:,} counts (cells × categories × periods), more "
                                f"than the {MAX_TABLE_ENTRIES:,} that fit in memory; choose a smaller grid, "
                                "fewer categories or longer periods")
    return entries


def keyed_counts(cell, key, n_cells, n_keys) -> np.ndarray:
    """The true table ``(n_cells, n_keys)``: points per (cell, key); every point in one entry."""
    check_table(n_cells, n_keys)
    flat = np.asarray(cell, dtype=np.int64) * int(n_keys) + np.asarray(key, dtype=np.int64)
    return np.bincount(flat, minlength=int(n_cells) * int(n_keys)).reshape(int(n_cells), int(n_keys))


# ---------------------------------------------------------------- noise of sums of entries


def sum_margin(scale, n):
    """The exact 90 % margin of the sum of ``n`` independent discrete Laplace noises of scale t: the
    smallest integer m with P[|S| ≤ m] ≥ 0.9 (:func:`core.uncertainty.discrete_laplace_sum_pmf`);
    z·sd where the distribution is too large to sum."""
    pmf = discrete_laplace_sum_pmf([(scale, int(n))])
    if pmf is None:
        return Z90 * math.sqrt(n * discrete_laplace_variance(scale))
    z, p = pmf
    half = len(z) // 2
    inside = p[half] + np.concatenate([[0.0], np.cumsum(p[half + 1:] + p[half - 1::-1])])
    return int(np.argmax(inside >= LEVEL))


@dataclass(frozen=True)
class IndependentNoise:
    """Each entry: its true count + an independent discrete Laplace noise of scale t (UG, PrivTree)."""

    scale: float
    method: str

    def uncertainty(self, n_rows, n_summed):
        """The :class:`Uncertainty` of ``n_rows`` sums of ``n_summed`` entries each (exact)."""
        return Uncertainty(np.full(n_rows, n_summed * discrete_laplace_variance(self.scale)),
                           np.full(n_rows, float(sum_margin(self.scale, n_summed))),
                           f"{self.method}; a sum of {n_summed} entries: variance {n_summed}·Var, "
                           "moe90 exact for that sum")


@dataclass(frozen=True)
class ConsistentNoise:
    """AG's entries after constrained inference (docs/categories.md): in a level-1 cell with
    noise of scale ``scale_v`` and ``m`` entries of scale ``scale_u`` (per row), each entry
    u'_j = u_j + (v' − Σu)/M with v' = a·v + (1 − a)·Σu. A sum of n of a row's entries has

        Var = σ_u²(n − 2nb + Mb²) + b²σ_v²,  b = a·n/M

    (n = 1 is AG's own leaf variance), and its margin is the normal one."""

    scale_v: float
    scale_u: float
    m: np.ndarray
    a: np.ndarray
    method: str
    #: each row's exact margin of a single entry (AG's own, :func:`core.uncertainty.constrained_inference_margins`)
    entry_margin: np.ndarray = None

    def uncertainty(self, n_rows, n_summed):
        var_v, var_u = discrete_laplace_variance(self.scale_v), discrete_laplace_variance(self.scale_u)
        b = self.a * n_summed / self.m
        variance = var_u * (n_summed - 2 * n_summed * b + self.m * b**2) + b**2 * var_v
        variance = np.broadcast_to(variance, (n_rows,))
        if n_summed == 1 and self.entry_margin is not None:
            return Uncertainty(variance, self.entry_margin, f"{self.method}; moe90 exact")
        return Uncertainty(variance, Z90 * np.sqrt(variance),
                           f"{self.method}; a sum of {n_summed} entries: closed-form variance, "
                           f"moe90 = {Z90:.4f}·noise_sd (normal approximation)")


@dataclass(frozen=True)
class RowNoise:
    """Entries whose noises are independent across keys, each row's entries with the same
    ``variance`` and exact ``margin`` (polygon counts made consistent with their parents key by key:
    one key's inference reads only that key's noises, :func:`core.mechanisms.polygons.polygon_counts`).
    A sum of n of a row's entries has n times the variance and the normal margin (exact for n = 1)."""

    variance: np.ndarray
    margin: np.ndarray
    method: str

    def uncertainty(self, n_rows: int, n_summed: int) -> Uncertainty:
        """The :class:`Uncertainty` of ``n_rows`` sums of ``n_summed`` entries each."""
        variance = n_summed * np.broadcast_to(self.variance, (n_rows,))
        if n_summed == 1:
            return Uncertainty(variance, self.margin, f"{self.method}; moe90 exact")
        return Uncertainty(variance, Z90 * np.sqrt(variance),
                           f"{self.method}; a sum of {n_summed} entries independent across keys: variance "
                           f"{n_summed}·Var, moe90 = {Z90:.4f}·noise_sd (normal approximation)")


@dataclass
class CountTable:
    """The released table of some cells of a synopsis: ``counts[row, category, period]`` for the
    synopsis cells ``cells``; the totals of a cell are the sums of its entries, exactly."""

    keys: TableKeys
    cells: np.ndarray
    counts: np.ndarray
    noise: object
    consistency: str

    def __post_init__(self):
        self.counts = np.asarray(self.counts, dtype=float).reshape(
            len(self.cells), self.keys.n_categories, self.keys.n_periods)

    def totals(self):
        """Each row's total over every category and period."""
        return self.counts.sum(axis=(1, 2))

    def uncertainty(self, n_summed):
        """The :class:`Uncertainty` of each row's sums of ``n_summed`` entries."""
        return self.noise.uncertainty(len(self.cells), n_summed)

    def record(self):
        return dict(self.keys.record(), consistency=self.consistency)


def release_table(ledger, rng, true_table, *, sensitivity, cells, keys, step="table counts",
                  note="") -> tuple:
    """The private step of a table: one discrete Laplace draw of scale Δ/ε over every entry of
    ``true_table`` ``(rows, C·P)`` at the rest of the ledger's ε (Δ = k: a user's points lie in
    at most k entries in all). Returns ``(CountTable, NoisyCounts)``."""
    noisy = ledger.laplace(step, rng, true_table, sensitivity=sensitivity,
                           note=note or f"{true_table.shape[0]} cells × {keys.size} categories and periods")
    scale = effective_scale(sensitivity, noisy.epsilon)
    noise = IndependentNoise(scale, f"exact: discrete Laplace noise of scale {scale:.6g} per entry "
                                    f"(Δ = {sensitivity:g}, ε = {noisy.epsilon:.6g})")
    table = CountTable(keys, np.asarray(cells), noisy.values, noise, SUMS)
    return table, noisy
