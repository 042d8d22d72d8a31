"""UG — the uniform grid (Qardaji, Yang, Li, ICDE 2013; docs/ug.md)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

import numpy as np
import numpy.typing as npt

from ..domain import Domain, DomainLike, check_cells
from ..guidelines import ug_grid_size
from ..hexagons import SQUARE, HexGrid, is_hexagonal
from ..parameters import C_DEFAULT
from ..synopsis import Synopsis
from ..tables import check_table, keyed_counts
from .central import (
    N_EPSILON_SHARE, CentralInput, grid_size_or_guideline, make_synopsis, prepare, public_inputs, table_synopsis,
)


def uniform_grid(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float,
    rng: Optional[np.random.Generator] = None, *,
    grid_size: Optional[int] = None, c: float = C_DEFAULT, n_public: Optional[float] = None,
    n_epsilon_share: float = N_EPSILON_SHARE, user_ids: Optional[npt.ArrayLike] = None,
    max_per_user: Optional[int] = None, counts: Optional[Any] = None, cell_shape: str = SQUARE,
    keys: Optional[Any] = None,
) -> Synopsis:
    """Release the m×m grid of counts over ``domain`` with ε-DP.

    m is ``grid_size`` or Guideline 1, m = max(1, round(√(N ε / c))), with N
    public or estimated (share ε_N of ε); for a table of K = C·P entries per cell,
    with N/K (each entry's map sized for its share of the points). Each cell gets exact discrete
    Laplace noise of scale Δ/ε (Δ = 1, or k with a user bound).

    The grid is checked against the cell limit before any cell noise is
    drawn. The guideline's m needs N, so with an estimated N the check comes
    after N's noise: stopping there reveals only the ε_N-DP estimate.

    ``counts``: a :mod:`core.counting` source that counts the points elsewhere
    (a database); ``x, y`` and the user bound are then the source's business.

    ``cell_shape``: :data:`core.hexagons.FLAT` or :data:`~core.hexagons.POINTY`
    releases hexagons of the m×m grid's cell area |Ω|/m², clipped to Ω
    (:class:`core.hexagons.HexGrid`; each point in exactly one hexagon, so Δ is
    unchanged) instead of squares (docs/hexagons.md).

    ``keys``: a :class:`core.tables.TableKeys` (each point's category and period): one count
    per (cell, category, period) in one step at Δ = k, each cell's count the sum of its
    entries (:func:`core.mechanisms.central.table_synopsis`, docs/categories.md). The table's
    entries are checked against the cell limit before any noise.
    """
    domain, rng = public_inputs(domain, rng)
    hexagonal = is_hexagonal(cell_shape)
    if hexagonal and counts is not None and getattr(counts, "x", None) is None:
        raise ValueError("hexagonal cells need the points themselves, which are counted in the "
                         "database here: untick 'Count in the database', or choose square cells")
    data = prepare(x, y, domain, epsilon, rng, user_ids=user_ids, max_per_user=max_per_user, counts=counts,
                   keys=keys, counted_tables=not hexagonal)
    m, _ = grid_size_or_guideline(data, rng, grid_size, ug_grid_size, c=c * (1 if keys is None else keys.size),
                                  n_public=n_public, n_epsilon_share=n_epsilon_share)  # a table: for N/K points
    if hexagonal:
        return _hexagons(domain, data, rng, m, c, cell_shape, keys=keys)
    check_table(m * m, 1 if keys is None else keys.size)
    data.params.update(grid_size=m, c=c)
    if keys is not None:
        return table_synopsis("UG", domain, data, rng, rects=domain.grid_rects(m, m),
                              true_table=data.counts.table(m, m, keys.size), keys=keys,
                              note=f"{m}×{m} grid × {keys.size} categories and periods")
    noisy = data.ledger.laplace("cell counts", rng, data.counts.grid(m, m).ravel(),
                                sensitivity=data.sensitivity, note=f"{m}×{m} grid")
    return make_synopsis(
        "UG", domain, data, rng, rects=domain.grid_rects(m, m), counts=noisy.values,
        level=np.ones(m * m, dtype=np.int64), parent=np.full(m * m, -1), uncertainty=noisy.uncertainty(),
    )


def _hexagons(domain: Domain, data: CentralInput, rng: np.random.Generator, m: int, c: float, cell_shape: str, *,
              keys: Optional[Any] = None) -> Synopsis:
    """UG's release on hexagons of area |Ω|/m² (the cell check comes before any cell noise)."""
    grid = HexGrid.like_square_grid(domain, m, cell_shape)
    n = check_cells(grid.n_cells)
    data.params.update(grid_size=m, c=c, cell_shape=cell_shape, hexagon_size=grid.size)
    cells = grid.cells
    if keys is not None:
        table = keyed_counts(grid.cell_index(data.x, data.y), data.counts.key, n, keys.size)
        return replace(table_synopsis("UG", domain, data, rng, rects=cells.bounds, true_table=table, keys=keys,
                                      note=f"{n} {cell_shape}-topped hexagons × {keys.size} categories and periods"),
                       polygons=cells)
    noisy = data.ledger.laplace("cell counts", rng, grid.histogram(data.x, data.y), sensitivity=data.sensitivity,
                                note=f"{n} {cell_shape}-topped hexagons of the {m}×{m} grid's area")
    synopsis = make_synopsis(
        "UG", domain, data, rng, rects=cells.bounds, counts=noisy.values, level=np.ones(n, dtype=np.int64),
        parent=np.full(n, -1), uncertainty=noisy.uncertainty(),
    )
    return replace(synopsis, polygons=cells)
