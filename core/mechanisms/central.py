"""What every central-DP grid mechanism does before and after its own step.

:func:`prepare` clips the points to the public domain, applies the optional
per-user contribution bound (sensitivity k) and opens the budget ledger;
:func:`population_size` supplies the N that a grid-size guideline needs,
either public or estimated with a share ε_N of the budget (docs/noise-and-ledger.md).
"""

from dataclasses import dataclass

import numpy as np

from ..budget import Ledger
from ..counting import ArrayCounts
from ..noise import discrete_laplace
from ..rng import release_randomness
from ..synopsis import Synopsis
from ..tables import release_table

N_EPSILON_SHARE = 0.05


@dataclass
class CentralInput:
    """The true counts a central mechanism may read (a count source), with its ledger.

    ``counts`` is a :mod:`core.counting` source: its sensitivity Δ, its unit
    of privacy and the histograms of the points inside Ω.
    """

    counts: object
    ledger: Ledger
    params: dict

    @property
    def sensitivity(self):
        return self.counts.sensitivity

    @property
    def x(self):
        return self.counts.x

    @property
    def y(self):
        return self.counts.y


def prepare(x, y, domain, epsilon, rng, user_ids=None, max_per_user=None, counts=None, keys=None):
    """Open the ledger (which checks ε), then the count source: ``counts`` when given
    (points counted elsewhere, e.g. in a database), else the points ``x, y`` clipped to Ω
    and bounded per user (:class:`core.counting.ArrayCounts`), with ``keys``
    (:class:`core.tables.TableKeys`) each point's entry of a count table."""
    ledger = Ledger(epsilon, "central")
    if keys is not None and counts is not None:
        raise ValueError("a table of categories or periods needs the points themselves, which are "
                         "counted elsewhere here: untick 'Count in the database'")
    if counts is None:
        counts = ArrayCounts(x, y, domain, rng, user_ids, max_per_user,
                             None if keys is None else keys.index)
    params = {} if counts.max_per_user is None else {"max_per_user": counts.max_per_user}
    params["sensitivity"] = counts.sensitivity
    ledger.unit = counts.unit
    return CentralInput(counts, ledger, params)


def population_size(data, rng, n_public=None, n_epsilon_share=N_EPSILON_SHARE):
    """N for a guideline: public, or the true count + DLap(Δ/ε_N) with ε_N = share·ε.

    The noisy N is itself a differentially private release and is recorded
    in the parameters; the true count never leaves this function.
    """
    if n_public is not None:
        data.params["n"] = float(n_public)
        data.params["n_source"] = "public (given by the user)"
        return float(n_public)
    if not 0 < n_epsilon_share < 1:
        raise ValueError("the share of ε for estimating N must be in (0, 1)")
    eps_n = data.ledger.spend(
        "N estimate", n_epsilon_share * data.ledger.total, "noisy total for the grid-size guideline"
    )
    noisy = data.counts.total() + int(discrete_laplace(rng, (), data.sensitivity, eps_n))
    n = float(max(noisy, 0))
    data.params["n"] = n
    data.params["n_source"] = f"estimated with ε_N = {eps_n:g}"
    return n


def grid_size_or_guideline(data, rng, grid_size, guideline, c, n_public=None,
                           n_epsilon_share=N_EPSILON_SHARE):
    """``(m, N)``: the given ``grid_size`` (N is then None, no budget is spent), or
    ``guideline(N, ε left, c, Δ)`` with N public or estimated (:func:`population_size`)."""
    if grid_size:
        return int(grid_size), None
    n = population_size(data, rng, n_public, n_epsilon_share)
    return int(guideline(n, data.ledger.remaining, c, data.sensitivity)), n


def noisy_counts(rng, counts, data, epsilon):
    """Counts + exact discrete Laplace noise of scale Δ/ε."""
    return counts + discrete_laplace(rng, np.shape(counts), data.sensitivity, epsilon)


def make_synopsis(mechanism, domain, data, rng, rects, counts, level, parent, notes=(), uncertainty=None,
                  table=None):
    """The release; ``uncertainty`` (:mod:`core.uncertainty`) gives each count's noise variance,
    ``table`` (:class:`core.tables.CountTable`) the counts per category and period."""
    return Synopsis(
        mechanism, domain, rects, counts, level, parent, data.ledger, data.params,
        notes=list(notes), **release_randomness(rng), uncertainty=uncertainty, table=table,
    )


def table_synopsis(mechanism, domain, data, rng, rects, true_table, keys, level=None, **step):
    """A release of a count table with no parents: ``true_table`` ``(cells, C·P)`` released in one
    step at the rest of ε with Δ = k (:func:`core.tables.release_table`, ``step``: its ledger
    step and note); each cell's count is the sum of its entries. ``level``: each cell's (1)."""
    n = len(rects)
    table, _ = release_table(data.ledger, rng, true_table, sensitivity=data.sensitivity,
                             cells=np.arange(n), keys=keys, **step)
    return make_synopsis(mechanism, domain, data, rng, rects, table.totals(),
                         np.ones(n, dtype=np.int64) if level is None else level, np.full(n, -1),
                         notes=keys.notes(), uncertainty=table.uncertainty(keys.size), table=table)
