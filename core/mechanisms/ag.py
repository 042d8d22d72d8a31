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

from ..domain import DomainLike, split_rects
from ..guidelines import ag_level1_size, ag_level2_size, ag_level2_sizes
from ..parameters import AG_ALPHA, C_DEFAULT
from ..noise import effective_scale
from ..counting import leaf_index
from ..tables import ConsistentNoise, check_table, keyed_counts, release_table
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
    counts: Optional[Any] = None, keys: Optional[Any] = None,
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

    ``keys`` (:class:`core.tables.TableKeys`): the level-1 grid comes from the totals (with
    αε) and each cell's leaves from its noisy total shared by its K = C·P entries (v/K in the
    guideline: each entry's map is sized for its own count); the leaves then hold one count per
    (leaf, category, period), released in one step with the rest (Δ = k), and constrained
    inference makes each level-1 total the sum of all its entries (:func:`_table`,
    docs/categories.md).
    """
    domain, rng = public_inputs(domain, rng)
    if not 0 < alpha < 1:
        raise ValueError("alpha must be strictly between 0 and 1")
    data = prepare(x, y, domain, epsilon, rng, user_ids=user_ids, max_per_user=max_per_user, counts=counts,
                   keys=keys)
    m1, n = grid_size_or_guideline(data, rng, grid_size, ag_level1_size, c=c, n_public=n_public,
                                   n_epsilon_share=n_epsilon_share)
    grid_eps = data.ledger.remaining
    entries = 1 if keys is None else keys.size
    # before any cell noise: every level-1 cell has at least one leaf, and with N
    # (public or already noisy) the guideline's leaves for evenly spread points, at
    # level 2's share of ε (a public value; the leaves drawn below use the ε booked)
    planned = grid_eps - alpha * grid_eps
    expected = m1 * m1 * ag_level2_size(n / (m1 * m1 * entries), planned, c / 2, data.sensitivity) ** 2 if n else 0
    check_table(m1 * m1 + max(m1 * m1, expected), entries)

    v = data.ledger.laplace("level 1 counts", rng, data.counts.grid(m1, m1).ravel(), sensitivity=data.sensitivity,
                            epsilon=alpha * grid_eps, note=f"{m1}×{m1} grid, α = {alpha:g}")
    # a table's leaves are sized for the count of one entry: a level-1 count shared by its K entries
    m2 = ag_level2_sizes(v.values / entries, data.ledger.remaining, c / 2, data.sensitivity)
    n_leaves = int((m2 * m2).sum())
    check_table(n_leaves + m1 * m1, entries)

    rects1 = domain.grid_rects(m1, m1)
    rects, parent = split_rects(rects1, m2, m2, after=rects1)  # level 1, then the leaves
    data.params.update(
        grid_size=m1, c=c, c2=c / 2, alpha=alpha,
        m2_min=int(m2.min()), m2_max=int(m2.max()), leaves=int(n_leaves),
    )
    if keys is not None:
        return _table(domain, data, rng, keys=keys, v=v, m2=m2, alpha=alpha, rects=rects, parent=parent)
    leaves = data.counts.leaves(m1, m2)
    data.counts.let_go()  # the last question: the points go before the noise and the output (issue 31)
    u = data.ledger.laplace("level 2 counts", rng, leaves, sensitivity=data.sensitivity,
                            note="leaves of each level-1 cell")
    v_consistent, u_consistent = constrained_inference(v.values, u.values, parent, m2, alpha)
    return make_synopsis(
        "AG", domain, data, rng, rects=rects, counts=np.concatenate([v_consistent, u_consistent]),
        level=np.r_[np.ones(m1 * m1, dtype=np.int64), np.full(n_leaves, 2)],
        parent=np.r_[np.full(m1 * m1, -1), parent],
        uncertainty=consistent_uncertainty(parent, m2, alpha, data.sensitivity, v.epsilon, u.epsilon),
    )


def _table(domain, data, rng, *, keys, v, m2, alpha, rects, parent):
    """AG's leaves as a table: one count per (leaf, entry) of the K = C·P entries, released at
    the rest of ε with Δ = k; constrained inference then treats each level-1 cell's M = m2²·K
    entries as its leaves (the weights α²M and (1 − α)² of :func:`inference_weights` with
    m2·√K), so each level-1 total equals the sum of its leaves' entries and each leaf's total
    the sum of its own. Level-1 counts and entries: exact margins
    (:func:`core.uncertainty.consistent_discrete_laplace`); a leaf's total (a sum of K entries):
    closed-form variance (:class:`core.tables.ConsistentNoise`), normal margin."""
    m1sq, k, eps1 = len(v.values), keys.size, v.epsilon
    leaf = leaf_index(domain, data.x, data.y, int(round(m1sq ** 0.5)), m2)
    table, noisy = release_table(data.ledger, rng, keyed_counts(leaf, data.counts.key, len(parent), k),
                                 sensitivity=data.sensitivity, cells=np.arange(m1sq, len(rects)), keys=keys,
                                 step="level 2 counts",
                                 note=f"leaves of each level-1 cell × {k} categories and periods")
    entry_parent = np.repeat(parent, k)
    m_entries = np.sqrt(np.asarray(m2, dtype=float) ** 2 * k)
    v, u = constrained_inference(v.values, table.counts.ravel(), entry_parent, m_entries, alpha)
    w1, w2 = inference_weights(m_entries, alpha)
    weight, scale1, scale2 = w1 / (w1 + w2), *(effective_scale(data.sensitivity, e) for e in (eps1, noisy.epsilon))
    m_sq = np.asarray(m2, dtype=np.int64) ** 2 * k
    method = ("closed form of constrained inference over discrete Laplace counts of every leaf, category "
              f"and period (Δ = {data.sensitivity:g}, ε1 = {eps1:.6g}, ε2 = {noisy.epsilon:.6g})")
    entries = consistent_discrete_laplace(scale1, scale2, entry_parent, m_sq, weight, method)
    table.counts = u.reshape(table.counts.shape)
    table.noise = ConsistentNoise(scale1, scale2, m_sq[parent], weight[parent], method,
                                  entries.moe90[m1sq::k])
    table.consistency = ("AG's constrained inference over each level-1 cell's leaves, categories and "
                         "periods (weighted least squares); every total is the sum of its entries")
    leaves = table.uncertainty(k)
    uncertainty = Uncertainty(np.concatenate([entries.variance[:m1sq], leaves.variance]),
                              np.concatenate([entries.moe90[:m1sq], leaves.moe90]),
                              f"level 1: {entries.method}; leaves: {leaves.method}")
    n_leaves = len(parent)
    return make_synopsis(
        "AG", domain, data, rng, rects=rects, counts=np.concatenate([v, table.totals()]),
        level=np.r_[np.ones(m1sq, dtype=np.int64), np.full(n_leaves, 2)], parent=np.r_[np.full(m1sq, -1), parent],
        notes=keys.notes(), uncertainty=uncertainty, table=table)
