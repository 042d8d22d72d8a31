"""UG — the uniform grid (Qardaji, Yang, Li, ICDE 2013; docs/ug.md)."""

from dataclasses import replace

import numpy as np

from ..domain import check_cells
from ..guidelines import ug_grid_size
from ..hexagons import SQUARE, HexGrid, is_hexagonal
from ..parameters import C_DEFAULT
from ..uncertainty import discrete_laplace_counts
from ..tables import keyed_counts
from .central import (
    N_EPSILON_SHARE, grid_size_or_guideline, make_synopsis, noisy_counts, prepare, table_synopsis,
)


def uniform_grid(
    x, y, domain, epsilon, rng, *, grid_size=None, c=C_DEFAULT, n_public=None,
    n_epsilon_share=N_EPSILON_SHARE, user_ids=None, max_per_user=None, counts=None,
    cell_shape=SQUARE, keys=None,
):
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
    hexagonal = is_hexagonal(cell_shape)
    if hexagonal and counts is not None and getattr(counts, "x", None) is None:
        raise ValueError("hexagonal cells need the points themselves, which are counted in the "
                         "database here: untick 'Count in the database', or choose square cells")
    data = prepare(x, y, domain, epsilon, rng, user_ids, max_per_user, counts, keys)
    m, _ = grid_size_or_guideline(data, rng, grid_size, ug_grid_size, c * (1 if keys is None else keys.size),
                                  n_public, n_epsilon_share)  # a table: the guideline for N/K points
    if hexagonal:
        return _hexagons(domain, data, rng, m, c, cell_shape, keys)
    check_cells(m * m * (1 if keys is None else keys.size))
    data.params.update(grid_size=m, c=c)
    if keys is not None:
        return table_synopsis("UG", domain, data, rng, domain.grid_rects(m, m), keyed_counts(
            domain.cell_index(data.x, data.y, m, m), data.counts.key, m * m, keys.size), keys,
            note=f"{m}×{m} grid × {keys.size} categories and periods")
    eps = data.ledger.spend_rest("cell counts", f"{m}×{m} grid")
    counts = noisy_counts(rng, data.counts.grid(m, m).ravel(), data, eps)
    return make_synopsis(
        "UG", domain, data, rng, domain.grid_rects(m, m), counts,
        np.ones(m * m, dtype=np.int64), np.full(m * m, -1),
        uncertainty=discrete_laplace_counts(m * m, data.sensitivity, eps),
    )


def _hexagons(domain, data, rng, m, c, cell_shape, keys=None):
    """UG's release on hexagons of area |Ω|/m² (the cell check comes before any cell noise)."""
    grid = HexGrid.like_square_grid(domain, m, cell_shape)
    n = check_cells(grid.n_cells)
    data.params.update(grid_size=m, c=c, cell_shape=cell_shape, hexagon_size=grid.size)
    cells = grid.cells
    if keys is not None:
        table = keyed_counts(grid.cell_index(data.x, data.y), data.counts.key, n, keys.size)
        return replace(table_synopsis("UG", domain, data, rng, cells.bounds, table, keys, note=(
            f"{n} {cell_shape}-topped hexagons × {keys.size} categories and periods")), polygons=cells)
    eps = data.ledger.spend_rest("cell counts", f"{n} {cell_shape}-topped hexagons of the {m}×{m} grid's area")
    counts = noisy_counts(rng, grid.histogram(data.x, data.y), data, eps)
    synopsis = make_synopsis(
        "UG", domain, data, rng, cells.bounds, counts, np.ones(n, dtype=np.int64), np.full(n, -1),
        uncertainty=discrete_laplace_counts(n, data.sensitivity, eps),
    )
    return replace(synopsis, polygons=cells)
