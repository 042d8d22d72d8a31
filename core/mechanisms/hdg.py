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

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, cast

import numpy as np
import numpy.typing as npt

from .. import oracles
from ..arrays import Array
from ..budget import Ledger, counted
from ..domain import Domain, DomainLike, check_cells, split_rects
from ..guidelines import hdg_granularities
from ..parameters import HDG_ALPHA1, HDG_ALPHA2
from ..rng import release_randomness
from ..spacetime import block_sums
from ..synopsis import Synopsis
from ..uncertainty import HDG_REASON, OracleEstimates, unknown
from .ahead import user_groups
from .central import public_inputs
from .ldp_grids import USERS_GROUP, few_users_release
from .local import LocalInput

#: the ledger's steps of the three groups, in order
GROUP_STEPS = ("x reports (1-D grid)", "y reports (1-D grid)", "cell reports (2-D grid)")
#: privmdr's consistency_iteration_num_max and weighted_update_iteration_num_max
CONSISTENCY_ROUNDS = 100
UPDATE_ROUNDS = 100
#: the weighted update stops when the matrix moved by less than this many users in total (privmdr)
UPDATE_TOLERANCE = 1.0


@dataclass(frozen=True)
class GridPartition:
    """An ``nx × ny`` grid over the public extent as one group's partition (cells iy·nx + ix)."""

    domain: Domain
    nx: int
    ny: int

    @property
    def d(self) -> int:
        return self.nx * self.ny

    def cell_of(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        return self.domain.cell_index(x, y, self.nx, self.ny)

    def leaf_rects(self) -> np.ndarray:
        return self.domain.grid_rects(self.nx, self.ny)


def hdg_partitions(domain: Domain, g1: int, g2: int) -> tuple[GridPartition, GridPartition, GridPartition]:
    """The three groups' partitions: g1 columns (x), g1 rows (y), the g2×g2 grid."""
    return GridPartition(domain, g1, 1), GridPartition(domain, 1, g1), GridPartition(domain, g2, g2)


def hdg_sizes(
    n: int, epsilon: float, grid_size: Optional[int] = None, marginal_size: Optional[int] = None,
    alpha1: float = HDG_ALPHA1, alpha2: float = HDG_ALPHA2,
) -> tuple[int, int, dict[str, Any]]:
    """(g1, g2) as given or by the guideline (g1 the multiple of g2 nearest the guideline's; with
    only g1 given, g2 the largest divisor of g1 not above the guideline's) and the parameters that
    record where they came from."""
    g1_rule, g2_rule, _, _ = hdg_granularities(n, epsilon, alpha1, alpha2)
    if grid_size:
        g2 = int(grid_size)
    elif marginal_size:  # the largest divisor of the given g1 not above the guideline's g2
        g2 = max(d for d in range(1, min(int(marginal_size), g2_rule) + 1) if int(marginal_size) % d == 0)
    else:
        g2 = g2_rule
    g1 = int(marginal_size) if marginal_size else g2 * max(1, round(g1_rule / g2))  # g2 | g1
    if g2 < 1 or g1 % g2:
        raise ValueError(f"the 1-D grids' size g1 = {g1} must be a multiple of the 2-D grid's "
                         f"size g2 = {g2}")
    check_cells(g1 * g1 + g2 * g2)
    return g1, g2, {
        "grid_size": g2, "g2": g2, "g1": g1,
        "grid_size_source": "given" if grid_size else f"guideline (α2 = {alpha2:g})",
        "marginal_size_source": "given" if marginal_size else f"guideline (α1 = {alpha1:g})",
        "alpha1": alpha1, "alpha2": alpha2,
    }


def hdg(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float,
    rng: Optional[np.random.Generator] = None, *,
    grid_size: Optional[int] = None, marginal_size: Optional[int] = None, alpha1: float = HDG_ALPHA1,
    alpha2: float = HDG_ALPHA2, oracle: str = oracles.ADAPTIVE,
) -> Synopsis:
    """HDG (the paper, two attributes), ε-LDP per user: see the module docstring.

    ``grid_size`` is g2 (the 2-D grid's cells per side), ``marginal_size`` g1
    (the 1-D grids' cells, a multiple of g2); either left None follows the
    guideline with ``alpha1`` and ``alpha2`` (g1: the multiple of g2 nearest
    to the guideline's; g2: the largest divisor of a given g1 not above the
    guideline's).
    """
    domain, rng = public_inputs(domain, rng)
    data = LocalInput(x, y, domain, epsilon)
    g1, g2, sizes = hdg_sizes(data.n, epsilon, grid_size, marginal_size, alpha1, alpha2)
    if data.n < len(GROUP_STEPS):  # one group of users per grid
        return few_users_release("HDG", len(GROUP_STEPS), x, y, domain, epsilon, rng=rng, grid_size=g2,
                                 oracle=oracle)
    data.params.update(sizes)
    groups = []
    for users, partition, step in zip(user_groups(data.n, 3, rng), hdg_partitions(domain, g1, g2),
                                      GROUP_STEPS):
        values = partition.cell_of(data.x[users], data.y[users])
        reports = data.ledger.perturb(step, rng, values, partition.d, epsilon=epsilon, oracle=oracle,
                                      note=f"{counted(len(values), 'user')}, {{oracle}} over {partition.d} cells",
                                      group=USERS_GROUP)
        groups.append(OracleEstimates(reports.oracle, len(reports), partition.d, epsilon,
                                      oracles.estimate(reports, partition.d, epsilon), data.n, reports.g))
    return hdg_synopsis(domain, g1, g2, groups, ledger=data.ledger, params=data.params,
                        randomness=release_randomness(rng))


def hdg_synopsis(
    domain: Domain, g1: int, g2: int, groups: list[OracleEstimates], *, ledger: Ledger, params: dict[str, Any],
    randomness: dict[str, Any],
) -> Synopsis:
    """HDG's release from the three groups' estimates (:class:`core.uncertainty.OracleEstimates`
    of the x columns, y rows and 2-D cells, population N): consistency, the weighted update and
    the two levels of cells. ``randomness`` as for :class:`core.synopsis.Synopsis`."""
    n = cast(int, groups[0].population)  # every group is a random part of the registered users
    mx, my, grid = (group.estimate * (n / group.n_group) for group in groups)
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
    params.update(
        n_groups=[group.n_group for group in groups],
        oracle=", ".join(sorted({group.oracle for group in groups})),
        g=next((group.g for group in groups if group.g), None),
        consistency_rounds=CONSISTENCY_ROUNDS, weighted_update_rounds=rounds, norm_sub=True,
    )
    return Synopsis(
        "HDG", domain, np.vstack([domain.grid_rects(g2, g2), rects]), np.r_[level1, leaves],
        np.r_[np.ones(g2 * g2, dtype=np.int64), np.full(len(leaves), 2)],
        np.r_[np.full(g2 * g2, -1), parent], ledger, params,
        notes=["counts are the weighted update's fit to the three consistent, non-negative grids "
               "(Norm-Sub inside the consistency step); each 2-D cell is the sum of its cells"],
        uncertainty=unknown(HDG_REASON), **randomness,
    )


def consistent_grids(
    mx: np.ndarray, my: np.ndarray, grid: np.ndarray, n: int, rounds: int = CONSISTENCY_ROUNDS,
) -> tuple[Array, Array, Array]:
    """privmdr's consistency of the x grid ``mx`` (g1), y grid ``my`` (g1) and ``grid`` (g2×g2, row = y).

    Norm-Sub on each, then the strip step for x and for y, ``rounds`` more
    times, and Norm-Sub last (module docstring). Returns new arrays.
    """
    def norm_sub_all(mx: Array, my: Array, grid: Array) -> tuple[Array, Array, Array]:
        return (oracles.norm_sub(mx, n), oracles.norm_sub(my, n),
                oracles.norm_sub(grid.ravel(), n).reshape(grid.shape))

    mx, my, grid = norm_sub_all(mx, my, grid)
    for _ in range(rounds + 1):
        mx, grid = _strip_consistency(mx, grid, axis=0)  # strips along x: the 2-D grid's columns
        my, grid_t = _strip_consistency(my, grid.T, axis=0)
        grid = grid_t.T
        mx, my, grid = norm_sub_all(mx, my, grid)
    return mx, my, grid


def _strip_consistency(marginal: Array, grid: Array, axis: int) -> tuple[Array, Array]:
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


def weighted_update(
    mx: np.ndarray, my: np.ndarray, grid: np.ndarray, n: int, rounds: int = UPDATE_ROUNDS,
    tolerance: float = UPDATE_TOLERANCE,
) -> tuple[Array, int]:
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
        blocks = block_sums(matrix, ratio)
        factor = np.repeat(np.repeat(_scaling(blocks, grid), ratio, axis=0), ratio, axis=1)
        matrix = matrix * factor
        matrix *= n / matrix.sum()
        if np.abs(matrix - before).sum() < tolerance:
            break
    return matrix, done


def _scaling(current: Array, target: Array) -> Array:
    """target/current where current > 0, else 1: the factors that fit the matrix's sums."""
    return np.divide(target, current, out=np.ones_like(current), where=current > 0)
