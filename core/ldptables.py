"""Count tables under local DP: one estimate per (cell, category, period) (issue 26;
docs/categories.md, "Local grids").

A device holds one location and one key of the public table (its category and period,
key = category·P + period, :class:`core.tables.TableKeys`) and reports the pair once, encoded as
one value ``cell·K + key`` of the product domain of d·K values (d cells, K keys), with the grid's
frequency oracle (GRR or OLH; "adaptive" applies the rule of Wang, Blocki, Li, Jha, "Locally
Differentially Private Protocols for Frequency Estimation", USENIX Security 2017, to d·K values).
Each device reports one value once at ε, so the table is ε-LDP per user whatever K: its
report's probabilities over any two true values differ by at most e^ε, as for a single map.

The server's estimates are the oracle's unbiased counts of every value; a cell's total is the sum
of its entries, exactly (:class:`core.tables.CountTable`). Each entry has the oracle's variance at
domain size d·K (Wang et al. 2017): about n·4e^ε/(e^ε−1)² with OLH, which does not grow with the
domain, and n·(e^ε+d·K−2)/(e^ε−1)² with GRR, which does: a table of K keys makes GRR's entries K
times noisier than a single map's cells and moves the adaptive choice to OLH once d·K ≥ 3e^ε + 2.
"""

from dataclasses import dataclass
from typing import Optional

import numpy as np
import numpy.typing as npt

from . import oracles
from .budget import Ledger
from .tables import SUMS, CountTable, TableKeys, check_table
from .uncertainty import Uncertainty, normal_margin


@dataclass
class SupportSquares:
    """Σ_u Y_u,S² for the sets S of an OLH table, Y_u,S the number of values of S that user u's report
    supports (:func:`core.oracles.olh_support` hands over each block of users' checks): the sets
    are each row's values (a cell's total), each row's values of one period (a wide row) and, with
    ``groups`` (each row's group, contiguous and non-empty: PrivAG's and AAG's first-level cell of
    each leaf), each group's. A sum's variance is then exact in expectation (:meth:`OracleNoise.set_variance`)."""

    shape: tuple[int, int, int]
    groups: Optional[np.ndarray] = None

    def __post_init__(self) -> None:
        n_rows, _, n_periods = self.shape
        self.rows, self.periods = np.zeros(n_rows), np.zeros((n_rows, n_periods))
        self.starts = None
        if self.groups is not None:
            self.starts = np.flatnonzero(np.r_[True, np.diff(self.groups) != 0])
            if np.any(np.diff(self.groups) < 0) or len(self.starts) != int(self.groups.max()) + 1:
                raise ValueError("each group's rows must be contiguous and every group non-empty")
        self.grouped = np.zeros(0 if self.starts is None else len(self.starts))

    def __call__(self, checks: np.ndarray) -> None:
        # float32 holds each user's count exactly; einsum reduces the inner axes far faster than sum
        per_period = np.einsum("urcp->urp", checks.reshape(len(checks), *self.shape).astype(np.float32))
        per_period = per_period.astype(float)
        per_row = np.einsum("urp->ur", per_period)
        self.periods += np.einsum("urp,urp->rp", per_period, per_period)
        self.rows += np.einsum("ur,ur->r", per_row, per_row)
        if self.starts is not None:
            self.grouped += (np.add.reduceat(per_row, self.starts, axis=1).astype(float) ** 2).sum(axis=0)


@dataclass(frozen=True)
class OracleNoise:
    """The noise of a table estimated by a frequency oracle (``n`` reports over ``d`` values at
    ε, OLH's hash range ``g``); ``estimate`` has one row per cell and one column per key
    (category-major, ``n_periods`` periods), the group's own estimates. ``population``: the reports
    are a uniformly random group of that many users and the released entries the estimates times
    population/n (PrivAG's and AAG's U2). ``squares``: OLH's :class:`SupportSquares`."""

    oracle: str
    n: int
    d: int
    epsilon: float
    g: Optional[int]
    estimate: np.ndarray
    population: Optional[int] = None
    n_periods: int = 1
    squares: Optional[SupportSquares] = None

    def scaled(self, variance: npt.ArrayLike, held: npt.ArrayLike) -> np.ndarray:
        """The group's ``variance`` of a sum whose group holds ``held`` users as released: for a random
        group, scaled to the population with the group's hypergeometric sampling variance, as
        :func:`core.uncertainty.oracle_estimate_variance`."""
        everyone = self.n if self.population is None else int(self.population)
        released = np.asarray(variance, dtype=float)
        if everyone > self.n:
            share = np.clip(held, 0, self.n) / self.n
            released = (everyone / self.n) ** 2 * (
                released + self.n * share * (1 - share) * (everyone - self.n) / (everyone - 1))
        return released

    def sum_variance(self, size: npt.ArrayLike, held: npt.ArrayLike) -> np.ndarray:
        """The released variance of a sum of ``size`` entries whose group holds ``held`` users, by
        :func:`core.oracles.sum_variance` (exact for GRR and for a single entry)."""
        held = np.clip(held, 0, self.n)
        return self.scaled(oracles.sum_variance(self.oracle, self.n, self.d, self.epsilon, size, g=self.g,
                                                true_count=held), held)

    def set_variance(self, squares: npt.ArrayLike, size: npt.ArrayLike, held: npt.ArrayLike) -> np.ndarray:
        """OLH: the released variance of a sum over a set of ``size`` values, from Σ_u Y_u² (``squares``,
        :class:`SupportSquares`): Σ_u Var(Y_u) = Σ_u E[Y_u²] − Σ_u E[Y_u]², E[Y_u] = size·q* + (p* − q*)
        for the ``held`` users in the set and size·q* for the others; over (p* − q*)². OLH's hash
        family is only pairwise independent, so this, not ``size`` times an entry's variance, is the
        variance of a sum."""
        p, q = oracles.support_probabilities(oracles.OLH, self.d, self.epsilon, self.g)
        held, size = np.clip(held, 0, self.n), np.asarray(size, dtype=float)
        spread = (np.asarray(squares) - (self.n - held) * (size * q) ** 2 - held * (size * q + p - q) ** 2)
        return self.scaled(np.maximum(spread, 0.0) / (p - q) ** 2, held)

    def uncertainty(self, n_rows: int, n_summed: int) -> Uncertainty:
        """Each row's variance of a sum of ``n_summed`` of its entries. A single entry: Wang et al.'s,
        with the row's estimated total spread evenly over its K entries as the true count (the mean
        variance of the row's entries, the variance being linear in it). A whole row, or a row's
        categories of one period (the mean over its periods): with OLH from the reports'
        :class:`SupportSquares`, with GRR exact (:func:`core.oracles.sum_variance`)."""
        if self.n == 0:  # nobody reported: every estimate is exactly 0
            return normal_margin(np.zeros(n_rows), "no report")
        n_keys = self.estimate.shape[1]
        method = (f"{self.oracle} frequency oracle over {self.d} values (cell × key; Wang et al. 2017): a sum of "
                  f"{n_summed} entries" + (", plus the sampling variance of the random group of users"
                                           if self.population else ""))
        squares = self.squares if n_summed > 1 else None
        if squares is not None and n_summed == n_keys:
            held = self.estimate.sum(axis=1)
            variance = self.set_variance(squares.rows, n_keys, held)
            method += ", variance from each user's supports of the row (OLH)"
        elif squares is not None and n_summed * self.n_periods == n_keys:
            per_period = self.estimate.reshape(n_rows, -1, self.n_periods).sum(axis=1)
            variance = self.set_variance(squares.periods, n_summed, per_period).mean(axis=1)
            method += ", the mean over the periods of the variance from each user's supports (OLH)"
        else:
            held = np.clip(self.estimate.sum(axis=1), 0, self.n) * (n_summed / n_keys)
            variance = self.sum_variance(n_summed, held)
            method += ", variance at the row's estimated total spread evenly over its entries"
        return normal_margin(np.broadcast_to(variance, (n_rows,)), method)

    def group_variance(self, size: npt.ArrayLike, held: npt.ArrayLike) -> np.ndarray:
        """The released variance of each group's sum (:class:`SupportSquares` ``groups``) of ``size``
        entries holding ``held`` users."""
        if self.n == 0:
            return np.zeros(np.shape(held))
        if self.squares is not None and self.squares.starts is not None:
            return self.set_variance(self.squares.grouped, size, held)
        return self.sum_variance(size, held)


def release_local_table(ledger: Ledger, rng: np.random.Generator, cell: npt.ArrayLike, key: npt.ArrayLike,
                        n_cells: int, keys: TableKeys, *, epsilon: float, oracle: str, note: str,
                        step: str = "cell and key reports", group: Optional[str] = None,
                        population: Optional[int] = None, first_cell: int = 0,
                        row_groups: Optional[np.ndarray] = None) -> CountTable:
    """The private step of a local table: each user's value ``cell·K + key`` perturbed once at
    ``epsilon`` with ``oracle`` over the n_cells·K values (:meth:`core.budget.Ledger.perturb`; ``note``
    may name the oracle as ``{oracle}``), then the unbiased estimate of every (cell, key), times
    ``population``/n when the users are a random group of a population. The table's size is
    checked (:func:`core.tables.check_table`) before any report is perturbed; its rows are the
    synopsis cells from ``first_cell`` on; ``row_groups``: each row's group, whose sums' variance
    is wanted too (:meth:`OracleNoise.group_variance`)."""
    n_keys = keys.size
    d = check_table(n_cells, n_keys)
    values = np.asarray(cell, dtype=np.int64) * n_keys + np.asarray(key, dtype=np.int64)
    reports = ledger.perturb(step, rng, values, d, epsilon=epsilon, oracle=oracle, note=note, group=group)
    squares = SupportSquares((n_cells, keys.n_categories, keys.n_periods), row_groups) \
        if reports.oracle == oracles.OLH else None
    estimate = oracles.estimate(reports, d, epsilon, per_user=squares).reshape(n_cells, n_keys)
    n = len(reports)
    noise = OracleNoise(reports.oracle, n, d, epsilon, reports.g, estimate, population, keys.n_periods, squares)
    scale = population / n if population and n else 1.0
    return CountTable(keys, first_cell + np.arange(n_cells), estimate * scale, noise, SUMS)
