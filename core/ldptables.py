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


#: what the stated variance of a sum of OLH estimates leaves out (docs/categories.md, "Local grids")
OLH_SUMS = ("; OLH's entries taken as uncorrelated, which its hash family (only pairwise independent) does "
            "not make them: such sums were measured with up to 1.4 times this variance, so it is a lower bound")


@dataclass(frozen=True)
class OracleNoise:
    """The noise of a table estimated by a frequency oracle (``n`` reports over ``d`` values at
    ε, OLH's hash range ``g``); ``estimate`` has one row per cell and one column per key, the
    group's own estimates. ``population``: the reports are a uniformly random group of that many
    users and the released entries the estimates times population/n (PrivAG's and AAG's U2)."""

    oracle: str
    n: int
    d: int
    epsilon: float
    g: Optional[int]
    estimate: np.ndarray
    population: Optional[int] = None

    def sum_variance(self, size: npt.ArrayLike, held: npt.ArrayLike) -> np.ndarray:
        """The variance of a released sum of ``size`` entries whose group holds ``held`` users
        (:func:`core.oracles.sum_variance`); for a random group, scaled to the population with the
        group's hypergeometric sampling variance, as :func:`core.uncertainty.oracle_estimate_variance`."""
        held = np.clip(held, 0, self.n)
        variance = oracles.sum_variance(self.oracle, self.n, self.d, self.epsilon, size, g=self.g, true_count=held)
        everyone = self.n if self.population is None else int(self.population)
        if everyone > self.n:
            share = held / self.n
            variance = (everyone / self.n) ** 2 * (
                variance + self.n * share * (1 - share) * (everyone - self.n) / (everyone - 1))
        return np.asarray(variance, dtype=float)

    def uncertainty(self, n_rows: int, n_summed: int) -> Uncertainty:
        """Each row's variance of a sum of ``n_summed`` of its entries (:meth:`sum_variance`).
        The variance is linear in the users the summed entries hold (up to the sampling term); with
        the row's estimated total spread evenly over its K entries, it is the mean variance of such
        sums in the row, and for the whole row (``n_summed`` = K) the variance at the estimated total."""
        if self.n == 0:  # nobody reported: every estimate is exactly 0
            return normal_margin(np.zeros(n_rows), "no report")
        n_keys = self.estimate.shape[1]
        held = np.clip(self.estimate.sum(axis=1), 0, self.n) * (n_summed / n_keys)
        return normal_margin(np.broadcast_to(self.sum_variance(n_summed, held), (n_rows,)), (
            f"{self.oracle} frequency oracle over {self.d} values (cell × key; Wang et al. 2017): a sum of "
            f"{n_summed} entries, variance at the row's estimated total spread evenly over its entries"
            + (", plus the sampling variance of the random group of users" if self.population else "")
            + (OLH_SUMS if self.oracle == oracles.OLH and n_summed > 1 else "")))


def release_local_table(ledger: Ledger, rng: np.random.Generator, cell: npt.ArrayLike, key: npt.ArrayLike,
                        n_cells: int, keys: TableKeys, *, epsilon: float, oracle: str, note: str,
                        step: str = "cell and key reports", group: Optional[str] = None,
                        population: Optional[int] = None, first_cell: int = 0) -> CountTable:
    """The private step of a local table: each user's value ``cell·K + key`` perturbed once at
    ``epsilon`` with ``oracle`` over the n_cells·K values (:meth:`core.budget.Ledger.perturb`; ``note``
    may name the oracle as ``{oracle}``), then the unbiased estimate of every (cell, key), times
    ``population``/n when the users are a random group of a population. The table's size is
    checked (:func:`core.tables.check_table`) before any report is perturbed; its rows are the
    synopsis cells from ``first_cell`` on."""
    n_keys = keys.size
    d = check_table(n_cells, n_keys)
    values = np.asarray(cell, dtype=np.int64) * n_keys + np.asarray(key, dtype=np.int64)
    reports = ledger.perturb(step, rng, values, d, epsilon=epsilon, oracle=oracle, note=note, group=group)
    estimate = oracles.estimate(reports, d, epsilon).reshape(n_cells, n_keys)
    n = len(reports)
    noise = OracleNoise(reports.oracle, n, d, epsilon, reports.g, estimate, population)
    scale = population / n if population and n else 1.0
    return CountTable(keys, first_cell + np.arange(n_cells), estimate * scale, noise, SUMS)
