"""HDG — hybrid-dimensional grids under local DP (docs/hdg.md).

Source: J. Yang, T. Wang, N. Li, X. Cheng, S. Su, "Answering Multi-Dimensional
Range Queries under Local Differential Privacy", VLDB 2021 ("the paper"),
and its code ``privmdr`` (HDG.py, choose_granularity.py,
consistency_method.py), for two attributes: the x and y coordinates.

- The users are split by a seeded random permutation into k = 3 groups of
  equal size (:func:`core.mechanisms.ahead.user_groups`): group 1 reports its
  column of a 1-D grid of g1 cells along x, group 2 its row of a 1-D grid of
  g1 cells along y, group 3 its cell of the g2×g2 2-D grid, each once with
  one ε-LDP frequency oracle (:mod:`core.oracles`). Each grid's estimates
  are scaled from its group to all users.
- g1 and g2 follow the paper's guideline (:func:`core.guidelines.hdg_granularities`,
  α1 = 0.7, α2 = 0.03, rounded to powers of two; g1 ≥ g2 so the cells nest).
- Consistency (privmdr's ``get_consistent_Grid_set``): Norm-Sub on each grid,
  then for each axis and each of the g2 strips of the 2-D grid along it,
  the grids' sums over the strip are replaced by their weighted mean with
  weights 1/C (C = cells of the grid in the strip: g1/g2 for the 1-D grid,
  g2 for the 2-D one), the difference spread evenly over the strip's cells;
  repeated :data:`CONSISTENCY_ROUNDS` times, ending with Norm-Sub.
- The released cells come from the *weighted update* (iterative proportional
  fitting): a g1×g1 response matrix starts uniform and is scaled, in turn,
  to the x grid's columns, the y grid's rows and the 2-D grid's blocks
  (each followed by renormalisation to N), until it changes by less than one
  user in total or after :data:`UPDATE_ROUNDS` rounds. privmdr works at the
  full attribute resolution; every constraint is a union of g1×g1 cells and
  the start is uniform, so the matrix is constant within them and the g1×g1
  matrix is the same estimate (docs/hdg.md).

Privacy: each user reports exactly once, with the full ε, and the three
groups are disjoint and chosen without looking at the locations: the release
is ε-LDP per user by parallel composition (the ledger's parallel group
"users"); the rest is post-processing of the three grids' estimates.

Output: the g2×g2 cells (level 1, the sums of their response-matrix cells)
and the g1×g1 response matrix (level 2, parent = the 2-D cell holding it);
counts are never negative and sum to the number of users.
"""

import numpy as np

from .. import oracles
from ..domain import check_cells, split_rects
from ..guidelines import hdg_granularities
from ..parameters import HDG_ALPHA1, HDG_ALPHA2
from ..rng import release_randomness
from ..synopsis import Synopsis
from ..uncertainty import HDG_REASON, unknown
from .ahead import user_groups
from .ldp_grids import USERS_GROUP
from .local import LocalInput

#: privmdr's consistency_iteration_num_max and weighted_update_iteration_num_max
CONSISTENCY_ROUNDS = 100
UPDATE_ROUNDS = 100
#: the weighted update stops when the matrix moved by less than this many users in total (privmdr)
UPDATE_TOLERANCE = 1.0


def hdg(x, y, domain, epsilon, rng, *, grid_size=None, marginal_size=None, alpha1=HDG_ALPHA1,
        alpha2=HDG_ALPHA2, oracle=oracles.ADAPTIVE):
    """HDG (the paper, two attributes), ε-LDP per user: see the module docstring.

    ``grid_size`` is g2 (the 2-D grid's cells per side), ``marginal_size`` g1
    (the 1-D grids' cells, a multiple of g2); either left None follows the
    guideline with ``alpha1`` and ``alpha2`` (g1: the multiple of g2 nearest
    to the guideline's).
    """
    data = LocalInput(x, y, domain, epsilon)
    n = data.n
    g1_rule, g2_rule, _, _ = hdg_granularities(n, epsilon, alpha1, alpha2)
    g2 = int(grid_size) if grid_size else g2_rule
    g1 = int(marginal_size) if marginal_size else g2 * max(1, round(g1_rule / g2))  # g2 | g1
    if g2 < 1 or g1 % g2:
        raise ValueError(f"the 1-D grids' size g1 = {g1} must be a multiple of the 2-D grid's "
                         f"size g2 = {g2}")
    check_cells(g1 * g1 + g2 * g2)
    along_x, along_y, cells = user_groups(n, 3, rng)
    mx, used_x, g = _grid_estimate(domain.cell_index(data.x[along_x], data.y[along_x], g1, 1), g1,
                                   n, epsilon, rng, oracle)
    my, used_y, _ = _grid_estimate(domain.cell_index(data.x[along_y], data.y[along_y], 1, g1), g1,
                                   n, epsilon, rng, oracle)
    grid, used_2d, g_2d = _grid_estimate(domain.cell_index(data.x[cells], data.y[cells], g2, g2),
                                         g2 * g2, n, epsilon, rng, oracle)
    for step, group, what, used in (("x reports (1-D grid)", along_x, f"{g1} columns", used_x),
                                    ("y reports (1-D grid)", along_y, f"{g1} rows", used_y),
                                    ("cell reports (2-D grid)", cells, f"{g2}×{g2} cells", used_2d)):
        data.ledger.spend(step, epsilon, f"{len(group)} users, {used} over {what}", group=USERS_GROUP)

    mx, my, grid = consistent_grids(mx, my, grid.reshape(g2, g2), n)
    matrix, rounds = weighted_update(mx, my, grid, n)
    ratio = g1 // g2
    rects, parent = split_rects(domain.grid_rects(g2, g2), np.full(g2 * g2, ratio),
                                np.full(g2 * g2, ratio))
    local = np.arange(len(parent)) % (ratio * ratio)
    row = parent // g2 * ratio + local // ratio
    col = parent % g2 * ratio + local % ratio
    leaves = matrix[row, col]
    level1 = np.bincount(parent, weights=leaves, minlength=g2 * g2)
    grid_source = "given" if grid_size else f"guideline (α2 = {alpha2:g})"
    data.params.update(
        grid_size=g2, g2=g2, g1=g1, grid_size_source=grid_source,
        marginal_size_source="given" if marginal_size else f"guideline (α1 = {alpha1:g})",
        alpha1=alpha1, alpha2=alpha2, n_groups=[len(along_x), len(along_y), len(cells)],
        oracle=", ".join(sorted({used_x, used_y, used_2d})), g=g or g_2d,
        consistency_rounds=CONSISTENCY_ROUNDS, weighted_update_rounds=rounds, norm_sub=True,
    )
    return Synopsis(
        "HDG", domain, np.vstack([domain.grid_rects(g2, g2), rects]), np.r_[level1, leaves],
        np.r_[np.ones(g2 * g2, dtype=np.int64), np.full(len(leaves), 2)],
        np.r_[np.full(g2 * g2, -1), parent], data.ledger, data.params,
        notes=["counts are the weighted update's fit to the three consistent, non-negative grids "
               "(Norm-Sub inside the consistency step); each 2-D cell is the sum of its cells"],
        **release_randomness(rng), uncertainty=unknown(HDG_REASON),
    )


def _grid_estimate(values, d, n, epsilon, rng, oracle):
    """One group's reports (devices) and their estimate (server), scaled to all ``n`` users."""
    reports = oracles.perturb(values, d, epsilon, rng, oracle=oracle)
    counts = oracles.estimate(reports, d, epsilon) * (n / len(reports))
    return counts, reports.oracle, reports.g


def consistent_grids(mx, my, grid, n, rounds=CONSISTENCY_ROUNDS):
    """privmdr's consistency of the x grid ``mx`` (g1), y grid ``my`` (g1) and ``grid`` (g2×g2, row = y).

    Norm-Sub on each, then the strip step for x and for y, ``rounds`` more
    times, and Norm-Sub last (module docstring). Returns new arrays.
    """
    def norm_sub_all(mx, my, grid):
        return (oracles.norm_sub(mx, n), oracles.norm_sub(my, n),
                oracles.norm_sub(grid.ravel(), n).reshape(grid.shape))

    mx, my, grid = norm_sub_all(mx, my, grid)
    for _ in range(rounds + 1):
        mx, grid = _strip_consistency(mx, grid, axis=0)  # strips along x: the 2-D grid's columns
        my, grid_t = _strip_consistency(my, grid.T, axis=0)
        grid = grid_t.T
        mx, my, grid = norm_sub_all(mx, my, grid)
    return mx, my, grid


def _strip_consistency(marginal, grid, axis):
    """One axis of the strip step: the 1-D grid and the 2-D grid's columns (``axis`` 0 sums rows)."""
    g2 = grid.shape[1]
    ratio = len(marginal) // g2
    strips = marginal.reshape(g2, ratio)
    t1, t2 = strips.sum(axis=1), grid.sum(axis=axis)
    w1, w2 = 1 / ratio, 1 / g2
    mean = (w1 * t1 + w2 * t2) / (w1 + w2)
    strips = strips + ((mean - t1) / ratio)[:, None]
    grid = grid + ((mean - t2) / g2)[None, :]
    return strips.ravel(), grid


def weighted_update(mx, my, grid, n, rounds=UPDATE_ROUNDS, tolerance=UPDATE_TOLERANCE):
    """privmdr's weighted update: the g1×g1 response matrix (row = y) fitted to the three grids.

    Returns the matrix and the number of rounds run. A strip or block whose
    matrix sum is 0 is left as it is (privmdr).
    """
    g1, g2 = len(mx), grid.shape[0]
    ratio = g1 // g2
    matrix = np.full((g1, g1), n / (g1 * g1))

    for done in range(1, rounds + 1):
        before = matrix.copy()
        matrix = matrix * _scaling(matrix.sum(axis=0), mx)[None, :]
        matrix *= n / matrix.sum()
        matrix = matrix * _scaling(matrix.sum(axis=1), my)[:, None]
        matrix *= n / matrix.sum()
        blocks = matrix.reshape(g2, ratio, g2, ratio).sum(axis=(1, 3))
        factor = np.repeat(np.repeat(_scaling(blocks, grid), ratio, axis=0), ratio, axis=1)
        matrix = matrix * factor
        matrix *= n / matrix.sum()
        if np.abs(matrix - before).sum() < tolerance:
            break
    return matrix, done


def _scaling(current, target):
    """target/current where current > 0, else 1: the factors that fit the matrix's sums."""
    return np.divide(target, current, out=np.ones_like(current), where=current > 0)
