"""A hierarchy of grids with least-squares consistency — a benchmark baseline (docs/central-study.md).

Hay, Rastogi, Miklau, Suciu, "Boosting the accuracy of differentially
private histograms through consistency" (PVLDB 2010), in two dimensions as
studied by Qardaji, Yang, Li, "Understanding hierarchical methods for
differentially private histograms" (PVLDB 2013): levels 0…h−1 are grids of
m0·b^l cells a side over Ω, each cell of level l the union of b×b cells of
level l+1 (fanout f = b²). A point lies in one cell per level, so with the
budget split evenly (ε/h per level, Hay's choice) the h noisy grids together
are ε-DP. Hay's two passes then give the ordinary least-squares estimate
that makes every parent the sum of its children (Theorem 3 there), for
node v at height l (leaves l = 1):

    z(v) = h̃(v)                                                    (leaf)
    z(v) = (f^l − f^(l−1))/(f^l − 1)·h̃(v) + (f^(l−1) − 1)/(f^l − 1)·Σ z(children)
    h̄(v) = z(v) + (h̄(parent) − Σ_{children of parent} z)/f       (h̄ = z at the roots)

The level-0 cells are the roots of a forest (no total is released).
Not offered in QGIS: it serves the accuracy study as the papers' hierarchical
baseline.
"""

from __future__ import annotations

from typing import Optional
import numpy as np
import numpy.typing as npt

from ..core.domain import DomainLike, check_cells
from ..core.guidelines import ug_grid_size
from ..core.parameters import C_DEFAULT
from ..core.spacetime import block_sums
from ..core.uncertainty import unknown
from ..core.synopsis import Synopsis
from ..core.mechanisms.central import grid_size_or_guideline, make_synopsis, prepare, public_inputs

#: branching b per axis (f = b² children) and the number of levels h
BRANCHING = 2
HEIGHT = 4


def least_squares(noisy: list[np.ndarray], b: int) -> list:
    """Hay et al.'s two passes over the levels' noisy grids (coarse to fine, each ``(M, M)``),
    equal variances: the consistent estimates, level by level. A cell's children are its b×b
    block of the next level (:func:`core.spacetime.block_sums` sums them)."""
    f = b * b
    z = [None] * len(noisy)
    z[-1] = noisy[-1].astype(float)
    for i in range(len(noisy) - 2, -1, -1):
        l = len(noisy) - i  # the height of level i (leaves: 1)
        below = block_sums(z[i + 1], b)
        z[i] = ((f**l - f ** (l - 1)) * noisy[i] + (f ** (l - 1) - 1) * below) / (f**l - 1)
    out = [z[0]]
    for i in range(1, len(noisy)):
        gap = (out[-1] - block_sums(z[i], b)) / f
        out.append(z[i] + np.kron(gap, np.ones((b, b))))
    return out


def hierarchy(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float,
    rng: Optional[np.random.Generator] = None, *,
    branching: int = BRANCHING, height: int = HEIGHT, grid_size: Optional[int] = None, c: float = C_DEFAULT,
    n_public: Optional[float] = None, user_ids: Optional[npt.ArrayLike] = None,
    max_per_user: Optional[int] = None,
) -> Synopsis:
    """Release the h levels of grids with ε/h each, made consistent by least squares.

    The leaves are ``grid_size`` cells a side, or Guideline 1's m (UG's, with
    the whole ε) rounded to a multiple m0·b^(h−1) of the branching.
    """
    domain, rng = public_inputs(domain, rng)
    b, h = int(branching), int(height)
    if b < 2 or h < 1:
        raise ValueError("the branching must be at least 2 and the height at least 1")
    data = prepare(x, y, domain, epsilon, rng, user_ids=user_ids, max_per_user=max_per_user)
    m, _ = grid_size_or_guideline(data, rng, grid_size, ug_grid_size, c=c, n_public=n_public)
    m0 = max(1, round(m / b ** (h - 1)))
    sizes = [m0 * b**level for level in range(h)]
    check_cells(sum(s * s for s in sizes))
    per_level = data.ledger.remaining / h
    noisy = []
    for level, size in enumerate(sizes):
        noisy.append(data.ledger.laplace(  # the last level takes the rest (None)
            f"level {level} counts", rng, data.counts.grid(size, size), sensitivity=data.sensitivity,
            epsilon=per_level if level < h - 1 else None, note=f"{size}×{size} grid").values)
    levels = least_squares(noisy, b)
    data.params.update(branching=b, height=h, grid_size=sizes[-1], top_size=m0, c=c)

    rects, parent, start = [domain.grid_rects(m0, m0)], [np.full(m0 * m0, -1)], 0
    for level, size in enumerate(sizes[1:]):
        # Ω's grids nest because m_(l+1) = b·m_l: a cell's parent is (row // b, col // b) above
        prev = sizes[level]
        row, col = np.divmod(np.arange(size * size), size)
        parent.append(start + (row // b) * prev + col // b)
        start += prev * prev
        rects.append(domain.grid_rects(size, size))
    return make_synopsis(
        "Hierarchy", domain, data, rng, rects=np.vstack(rects), counts=np.concatenate([v.ravel() for v in levels]),
        level=np.repeat(np.arange(1, h + 1), [s * s for s in sizes]), parent=np.concatenate(parent),
        uncertainty=unknown("least-squares consistency over a hierarchy (benchmark baseline)"),
    )
