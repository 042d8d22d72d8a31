"""UG — the uniform grid (Qardaji, Yang, Li, ICDE 2013; docs/ug.md)."""

import numpy as np

from ..domain import check_cells
from ..guidelines import ug_grid_size
from ..parameters import C_DEFAULT
from .central import N_EPSILON_SHARE, grid_size_or_guideline, make_synopsis, noisy_counts, prepare


def uniform_grid(
    x, y, domain, epsilon, rng, *, grid_size=None, c=C_DEFAULT, n_public=None,
    n_epsilon_share=N_EPSILON_SHARE, user_ids=None, max_per_user=None, counts=None,
):
    """Release the m×m grid of counts over ``domain`` with ε-DP.

    m is ``grid_size`` or Guideline 1, m = max(1, round(√(N ε / c))), with N
    public or estimated (share ε_N of ε). Each cell gets exact discrete
    Laplace noise of scale Δ/ε (Δ = 1, or k with a user bound).

    The grid is checked against the cell limit before any cell noise is
    drawn. The guideline's m needs N, so with an estimated N the check comes
    after N's noise: stopping there reveals only the ε_N-DP estimate.

    ``counts``: a :mod:`core.counting` source that counts the points elsewhere
    (a database); ``x, y`` and the user bound are then the source's business.
    """
    data = prepare(x, y, domain, epsilon, rng, user_ids, max_per_user, counts)
    m, _ = grid_size_or_guideline(data, rng, grid_size, ug_grid_size, c, n_public, n_epsilon_share)
    check_cells(m * m)
    data.params.update(grid_size=m, c=c)
    eps = data.ledger.spend_rest("cell counts", f"{m}×{m} grid")
    counts = noisy_counts(rng, data.counts.grid(m, m).ravel(), data, eps)
    return make_synopsis(
        "UG", domain, data, rng, domain.grid_rects(m, m), counts,
        np.ones(m * m, dtype=np.int64), np.full(m * m, -1),
    )
