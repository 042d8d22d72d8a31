"""AG — the adaptive grid (Qardaji, Yang, Li, ICDE 2013; docs/ag.md).

Level 1 is an m1×m1 grid released with αε. Each level-1 cell with noisy
count v is split into m2×m2 leaves, m2 = max(1, ⌈√(v(1−α)ε / c2)⌉),
c2 = c/2, released with (1−α)ε. Constrained inference then makes each
parent equal the sum of its leaves, with the inverse-variance weighted mean
v' = (α²m2²·v + (1−α)²·Σu) / (α²m2² + (1−α)²) and u' = u + (v' − Σu)/m2².
(A review of the paper drops the v term of the numerator; this is the
corrected form, see docs/ag.md.)
"""

from __future__ import annotations

from typing import Any, Optional
import numpy as np
import numpy.typing as npt

from ..domain import DomainLike, check_cells, split_rects
from ..guidelines import ag_level1_size, ag_level2_size, ag_level2_sizes
from ..parameters import AG_ALPHA, C_DEFAULT
from ..noise import effective_scale
from ..uncertainty import Uncertainty, consistent_discrete_laplace
from ..synopsis import Synopsis
from .central import N_EPSILON_SHARE, grid_size_or_guideline, make_synopsis, prepare, public_inputs


def inference_weights(m2: npt.ArrayLike, alpha: float) -> tuple:
    """The weights of v and of Σu in the inverse-variance weighted mean: α²·m2² and (1 − α)²."""
    return alpha**2 * np.asarray(m2, dtype=float) ** 2, (1 - alpha) ** 2


def inverse_variance_alpha(var_v: float, var_u: float) -> float:
    """The α for which the weights of :func:`inference_weights` are inverse variances: those of a
    level-1 count (``var_v``) and of the sum of its m2² leaves (m2²·``var_u``), α = σ_u/(σ_u + σ_v)."""
    sd_v, sd_u = np.sqrt(var_v), np.sqrt(var_u)
    return sd_u / (sd_u + sd_v)


def constrained_inference(
    v: npt.ArrayLike, u: npt.ArrayLike, parent: npt.ArrayLike, m2: npt.ArrayLike, alpha: float,
) -> tuple:
    """Make each level-1 count equal the sum of its leaves (weighted least squares)."""
    m2sq = np.asarray(m2, dtype=float) ** 2
    sum_u = np.bincount(parent, weights=u, minlength=len(v))
    w1, w2 = inference_weights(m2, alpha)
    v_new = (w1 * v + w2 * sum_u) / (w1 + w2)
    u_new = u + ((v_new - sum_u) / m2sq)[parent]
    return v_new, u_new


def consistent_uncertainty(
    parent: npt.ArrayLike, m2: npt.ArrayLike, alpha: float, sensitivity: int, eps1: float, eps2: float,
) -> Uncertainty:
    """The variances and exact margins of the consistent counts for the weights used here
    (:func:`core.uncertainty.consistent_discrete_laplace`, docs/uncertainty.md)."""
    w1, w2 = inference_weights(m2, alpha)
    return consistent_discrete_laplace(
        effective_scale(sensitivity, eps1), effective_scale(sensitivity, eps2), parent,
        np.asarray(m2, dtype=np.int64) ** 2, w1 / (w1 + w2),
        "closed form of constrained inference over discrete Laplace counts "
        f"(Δ = {sensitivity:g}, ε1 = {eps1:.6g}, ε2 = {eps2:.6g})")


def adaptive_grid(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float,
    rng: Optional[np.random.Generator] = None, *,
    grid_size: Optional[int] = None, c: float = C_DEFAULT, alpha: float = AG_ALPHA,
    n_public: Optional[float] = None, n_epsilon_share: float = N_EPSILON_SHARE,
    user_ids: Optional[npt.ArrayLike] = None, max_per_user: Optional[int] = None,
    counts: Optional[Any] = None,
) -> Synopsis:
    """Release AG's two-level grid over ``domain`` with ε-DP.

    ``grid_size`` is m1 (default Guideline: max(10, ⌈√(N ε / c) / 4⌉)).
    Returns a synopsis with the m1² level-1 cells (ids 0…m1²−1, level 1)
    followed by the leaves (level 2, ``parent`` = their level-1 cell).

    Before any cell noise the grid is checked against the cell limit with at
    least one leaf per level-1 cell and, when N is known (public or its noisy
    estimate), with the guideline's leaves for evenly spread points. The
    actual leaves follow the noisy level-1 counts, so they are checked again
    after that noise (only a rare unlucky draw can fail there).

    ``counts``: a :mod:`core.counting` source that counts the points elsewhere
    (a database), as in :func:`core.mechanisms.ug.uniform_grid`; the leaves'
    sizes m2 are computed here from the noisy level-1 counts and handed to it.
    """
    domain, rng = public_inputs(domain, rng)
    if not 0 < alpha < 1:
        raise ValueError("alpha must be strictly between 0 and 1")
    data = prepare(x, y, domain, epsilon, rng, user_ids=user_ids, max_per_user=max_per_user, counts=counts)
    m1, n = grid_size_or_guideline(data, rng, grid_size, ag_level1_size, c=c, n_public=n_public,
                                   n_epsilon_share=n_epsilon_share)
    grid_eps = data.ledger.remaining
    # before any cell noise: every level-1 cell has at least one leaf, and with N
    # (public or already noisy) the guideline's leaves for evenly spread points, at
    # level 2's share of ε (a public value; the leaves drawn below use the ε booked)
    planned = grid_eps - alpha * grid_eps
    expected = m1 * m1 * ag_level2_size(n / (m1 * m1), planned, c / 2, data.sensitivity) ** 2 if n else 0
    check_cells(m1 * m1 + max(m1 * m1, expected))

    v = data.ledger.laplace("level 1 counts", rng, data.counts.grid(m1, m1).ravel(), sensitivity=data.sensitivity,
                            epsilon=alpha * grid_eps, note=f"{m1}×{m1} grid, α = {alpha:g}")
    m2 = ag_level2_sizes(v.values, data.ledger.remaining, c / 2, data.sensitivity)
    n_leaves = check_cells(int((m2 * m2).sum()) + m1 * m1) - m1 * m1

    rects1 = domain.grid_rects(m1, m1)
    rects2, parent = split_rects(rects1, m2, m2)
    u = data.ledger.laplace("level 2 counts", rng, data.counts.leaves(m1, m2), sensitivity=data.sensitivity,
                            note="leaves of each level-1 cell")
    v_consistent, u_consistent = constrained_inference(v.values, u.values, parent, m2, alpha)

    data.params.update(
        grid_size=m1, c=c, c2=c / 2, alpha=alpha,
        m2_min=int(m2.min()), m2_max=int(m2.max()), leaves=int(n_leaves),
    )
    return make_synopsis(
        "AG", domain, data, rng,
        rects=np.vstack([rects1, rects2]), counts=np.concatenate([v_consistent, u_consistent]),
        level=np.r_[np.ones(m1 * m1, dtype=np.int64), np.full(n_leaves, 2)],
        parent=np.r_[np.full(m1 * m1, -1), parent],
        uncertainty=consistent_uncertainty(parent, m2, alpha, data.sensitivity, v.epsilon, u.epsilon),
    )
