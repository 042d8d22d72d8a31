"""What every central-DP grid mechanism does before and after its own step.

:func:`prepare` clips the points to the public domain, applies the optional
per-user contribution bound (sensitivity k) and opens the budget ledger;
:func:`population_size` supplies the N that a grid-size guideline needs,
either public or estimated with a share ε_N of the budget (docs/noise-and-ledger.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Optional, cast

import numpy as np
import numpy.typing as npt

from ..arrays import Array
from ..budget import Ledger
from ..counting import ArrayCounts
from ..domain import Domain, DomainLike
from ..rng import make_rng, release_randomness
from ..synopsis import Synopsis
from ..tables import release_table
from ..uncertainty import Uncertainty

N_EPSILON_SHARE = 0.05


@dataclass
class CentralInput:
    """The true counts a central mechanism may read (a count source), with its ledger.

    ``counts`` is a :mod:`core.counting` source: its sensitivity Δ, its unit
    of privacy and the histograms of the points inside Ω.
    """

    counts: Any
    ledger: Ledger
    params: dict[str, Any]

    @property
    def sensitivity(self) -> int:
        return cast(int, self.counts.sensitivity)

    @property
    def x(self) -> Array:
        return cast(Array, self.counts.x)

    @property
    def y(self) -> Array:
        return cast(Array, self.counts.y)


def public_inputs(domain: DomainLike, rng: Optional[np.random.Generator]) -> tuple[Domain, np.random.Generator]:
    """A mechanism's public inputs as it uses them: the domain as a :class:`core.domain.Domain` (a
    tuple ``(xmin, ymin, xmax, ymax)`` is read by :meth:`~core.domain.Domain.of`), and the generator,
    the secure one (:func:`core.rng.make_rng`, as in QGIS without a seed) when none is given."""
    return Domain.of(domain), make_rng() if rng is None else rng


def prepare(
    x: Optional[npt.ArrayLike], y: Optional[npt.ArrayLike], domain: Domain, epsilon: float,
    rng: np.random.Generator, *, user_ids: Optional[npt.ArrayLike] = None,
    max_per_user: Optional[int] = None, counts: Optional[Any] = None, keys: Optional[Any] = None,
    counted_tables: bool = False,
) -> CentralInput:
    """Open the ledger (which checks ε), then the count source: ``counts`` when given
    (points counted elsewhere, e.g. in a database), else the points ``x, y`` clipped to Ω
    and bounded per user (:class:`core.counting.ArrayCounts`), with ``keys``
    (:class:`core.tables.TableKeys`) each point's entry of a count table. A table counted
    elsewhere (``counts`` with ``keys``) needs ``counted_tables``: the mechanism reads it from
    ``counts.table(nx, ny, n_keys)`` (:meth:`core.counting.ArrayCounts.table`)."""
    ledger = Ledger(epsilon, "central")
    if keys is not None and counts is not None and not counted_tables:
        raise ValueError("a table of categories or periods needs the points themselves, which are "
                         "counted elsewhere here: untick 'Count in the database'")
    if counts is None:
        if x is None or y is None:
            raise ValueError("give the points, or a count source that counted them")
        counts = ArrayCounts(x, y, domain, rng, user_ids, max_per_user,
                             key=None if keys is None else keys.index)
    params = {} if counts.max_per_user is None else {"max_per_user": counts.max_per_user}
    params["sensitivity"] = counts.sensitivity
    ledger.unit = counts.unit
    return CentralInput(counts, ledger, params)


def population_size(
    data: CentralInput, rng: np.random.Generator, n_public: Optional[float] = None,
    n_epsilon_share: float = N_EPSILON_SHARE,
) -> float:
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
    noisy = data.ledger.laplace("N estimate", rng, data.counts.total(), sensitivity=data.sensitivity,
                                epsilon=n_epsilon_share * data.ledger.total,
                                note="noisy total for the grid-size guideline")
    n = float(max(int(noisy.values), 0))
    data.params["n"] = n
    data.params["n_source"] = f"estimated with ε_N = {noisy.epsilon:g}"
    return n


def grid_size_or_guideline(
    data: CentralInput, rng: np.random.Generator, grid_size: Optional[int], guideline: Callable[..., float],
    *, c: float, n_public: Optional[float] = None, n_epsilon_share: float = N_EPSILON_SHARE,
) -> tuple[int, Optional[float]]:
    """``(m, N)``: the given ``grid_size`` (N is then None, no budget is spent), or
    ``guideline(N, ε left, c, Δ)`` with N public or estimated (:func:`population_size`)."""
    if grid_size:
        return int(grid_size), None
    n = population_size(data, rng, n_public, n_epsilon_share)
    return int(guideline(n, data.ledger.remaining, c, data.sensitivity)), n


def make_synopsis(
    mechanism: str, domain: Domain, data: CentralInput, rng: np.random.Generator, *, rects: np.ndarray,
    counts: np.ndarray, level: np.ndarray, parent: np.ndarray, notes: Iterable[str] = (),
    uncertainty: Optional[Uncertainty] = None, table: Optional[Any] = None,
) -> Synopsis:
    """The release: the cells' ``rects``, noisy ``counts``, ``level`` and ``parent`` (keywords: the
    arrays have one shape); ``uncertainty`` (:mod:`core.uncertainty`) gives each count's noise variance,
    ``table`` (:class:`core.tables.CountTable`) the counts per category and period."""
    return Synopsis(
        mechanism, domain, rects, counts, level, parent, data.ledger, data.params,
        notes=list(notes), **release_randomness(rng), uncertainty=uncertainty, table=table,
    )


def table_synopsis(mechanism: str, domain: Domain, data: CentralInput, rng: np.random.Generator, *, rects: Array,
                   true_table: Array, keys: Any, level: Optional[Array] = None, **step: str) -> Synopsis:
    """A release of a count table with no parents: ``true_table`` ``(cells, C·P)`` released in one
    step at the rest of ε with Δ = k (:func:`core.tables.release_table`, ``step``: its ledger
    step and note); each cell's count is the sum of its entries. ``level``: each cell's (1)."""
    n = len(rects)
    table, _ = release_table(data.ledger, rng, true_table, sensitivity=data.sensitivity,
                             cells=np.arange(n), keys=keys, **step)
    return make_synopsis(mechanism, domain, data, rng, rects=rects, counts=table.totals(),
                         level=np.ones(n, dtype=np.int64) if level is None else level, parent=np.full(n, -1),
                         notes=keys.notes(), uncertainty=table.uncertainty(keys.size), table=table)
