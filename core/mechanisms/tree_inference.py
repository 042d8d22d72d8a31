"""Least squares over a released tree: consistent leaves from noisy counts at several depths (issue 29).

PrivTree (docs/privtree.md) releases only its leaves, so a large query sums
the noise of many leaves. Unless ``internal_share`` is 0 it also releases noisy
counts of the split nodes of one coarse depth (:func:`coarse_depth`), and this module combines them with the leaves'
into the weighted least-squares estimate of every leaf under the constraints
"a node = the sum of its four children" (Hay, Rastogi, Miklau, Suciu, VLDB
2010, §4, for any tree; Cormode et al., ICDE 2012, §4, for quadtrees with
leaves at any depth): a large query then reads, in effect, the few internal
nodes it covers. It is post-processing of the noisy counts: it costs no
privacy.

The tree is given depth by depth, as PrivTree builds it: at depth d an array
of nodes and whether each is split; the children of the j-th split node of
depth d are nodes 4j … 4j+3 of depth d + 1. Every node has an observation
``y`` of variance ``v`` or none (``v`` infinite). Two passes (exact for a
tree with independent noises):

- upward: a node's estimate from its own subtree, z = (y/v + Σz_c/S)/(1/v + 1/S)
  with S = ΣV_c its children's variances, and its variance V = 1/(1/v + 1/S)
  (a leaf: z = y, V = v; an internal node without observation: z = Σz_c, V = S);
- downward: x_root = z_root, P_root = V_root; each child
  x_c = z_c + (V_c/S)(x_parent − Σz), whose variance is
  P_c = V_c − (V_c/S)²(S − P_parent).

The leaves' x add up to every internal node's x; P is their noise variance
(exact for this linear combination; the margins use the normal approximation).

The counted tree (:func:`counted_tree`). The coarse counts also say about how many points the
tree holds, N̂ (their sum), before the leaves are counted. A tree with more leaves than N̂·ε/c2
(AG's level-2 rule for a cell of N̂ points, Qardaji, Yang, Li, ICDE 2013, §4.2, c2 = c/2 = 5)
has leaves its points cannot fill: each adds its noise to every query over it, and where N·ε is
small (the study's US places at ε = 0.1, 400 leaves for a budget that counts 170 cells well) that
noise dominated. Such a tree is counted on its pruned form: the deepest cut with at most that
many leaves, and of the split nodes at the cut those with the most leaves below (then: under the
larger coarse count) stay split while the bound allows. The released cells are the counted
tree's leaves. Both choices read released values only (the tree and the coarse counts) and the
ε split is fixed beforehand: sequential composition, no privacy cost.
"""

from typing import Any, NamedTuple, Optional, Sequence, cast

import numpy as np

from ..arrays import Array
from ..budget import Ledger
from ..parameters import PRIVTREE_COARSE_LEAVES, PRIVTREE_COARSE_SHARES, PRIVTREE_COUNTED_C
from ..uncertainty import Uncertainty, normal_margin


def children_parent(split: Array) -> Array:
    """For the nodes of depth d + 1: the index (at depth d) of each one's parent."""
    return np.repeat(np.flatnonzero(split), 4)


def tree_least_squares(split: Sequence[Array], observed: Sequence[Array],
                       variance: Sequence[Array]) -> tuple[list[Array], list[Array]]:
    """The consistent estimate of every node and its variance, depth by depth.

    ``split[d]``: bool per node of depth d; ``observed[d]``, ``variance[d]``: each node's noisy
    count and its noise variance (``np.inf``: no observation; a leaf must have one). Returns
    ``(x, p)``, lists of arrays like ``observed``.
    """
    depths = len(split)
    # every depth's entry is filled, deepest first, before it is read
    z: list[Array] = [np.empty(0)] * depths
    big_v, sum_z, sum_v = list(z), list(z), list(z)
    for d in range(depths - 1, -1, -1):
        y, v = np.asarray(observed[d], dtype=float), np.asarray(variance[d], dtype=float)
        n = len(y)
        if d + 1 < depths and split[d].any():
            parent = children_parent(split[d])
            sum_z[d] = np.bincount(parent, weights=z[d + 1], minlength=n)
            sum_v[d] = np.bincount(parent, weights=big_v[d + 1], minlength=n)
        else:
            sum_z[d], sum_v[d] = np.zeros(n), np.full(n, np.inf)
        internal = np.asarray(split[d], dtype=bool)
        with np.errstate(divide="ignore", invalid="ignore"):
            precision = np.where(np.isinf(v), 0.0, 1 / v) + np.where(internal, 1 / sum_v[d], 0.0)
            weighted = np.where(np.isinf(v), 0.0, y / v) + np.where(internal, sum_z[d] / sum_v[d], 0.0)
            z[d] = weighted / precision
            big_v[d] = 1 / precision
    x, p = [z[0].copy()], [big_v[0].copy()]
    for d in range(depths - 1):
        if not split[d].any():
            break
        parent = children_parent(split[d])
        w = big_v[d + 1] / sum_v[d][parent]
        x.append(z[d + 1] + w * (x[d] - sum_z[d])[parent])
        p.append(big_v[d + 1] - w ** 2 * (sum_v[d] - p[d])[parent])
    return x, p


def coarse_depth(split: Sequence[Array], leaves_per_node: int = PRIVTREE_COARSE_LEAVES) -> Optional[int]:
    """The coarse depth of a released tree: the deepest d such that at d and every depth above
    it the split nodes hold on average at least ``leaves_per_node`` leaves below them (None: the
    root does not, a tree of few leaves).

    A node's count helps where its own noise is smaller than the summed noise of its leaves, so
    where it holds many of them; the deepest such depth gives large queries the finest coarse
    cells, and stopping at the first depth that falls short keeps a small dense spot deep in the
    tree from being taken for it. The rule reads the released tree only (issue 29: it picked the
    depth that AG's level-1 size gives, log₂(m1) − 1 from N and ε, in 7 of 9 study columns).
    """
    leaves = np.array([int(np.count_nonzero(~np.asarray(s, dtype=bool))) for s in split])
    below = leaves[::-1].cumsum()[::-1] - leaves  # the leaves deeper than each depth
    nodes = np.array([int(np.count_nonzero(s)) for s in split])
    short = np.flatnonzero((nodes == 0) | (below < leaves_per_node * nodes))
    depth = int(short[0]) - 1 if len(short) else len(split) - 1
    return depth if depth >= 0 else None


def coarse_share(depth: int) -> float:
    """The share of the counts' ε for the coarse nodes when the caller leaves it empty, by the coarse
    depth (:data:`~core.parameters.PRIVTREE_COARSE_SHARES`): a node of depth d covers 4^−d of the
    extent, and a query reads its count only where it holds the whole node; nodes as large as a
    quarter or a sixteenth of the extent lie inside few queries, so their counts get less of ε and
    the leaves more (issue 29, docs/best-by-default.md). Read from the released tree only."""
    return PRIVTREE_COARSE_SHARES[min(int(depth), len(PRIVTREE_COARSE_SHARES) - 1)]


def even_coarse_depth(depth: int, leaves_per_node: int = PRIVTREE_COARSE_LEAVES) -> Optional[int]:
    """:func:`coarse_depth` of the full tree of ``depth`` (every node split down to it: evenly
    spread points), without building it: the deepest d < depth with 4^(depth − d) leaves below
    each node of d at least ``leaves_per_node`` (None: no such d)."""
    d = int(depth) - 1
    while d >= 0 and 4 ** (int(depth) - d) < leaves_per_node:
        d -= 1
    return d if d >= 0 else None


def most_counted_cells(n: float, epsilon_leaves: float, sensitivity: Any) -> float:
    """The counted tree's bound N·ε_leaves/(c2·Δ) for N points (module docstring; c2 =
    :data:`~core.parameters.PRIVTREE_COUNTED_C`)."""
    return max(float(n), 0.0) * epsilon_leaves / (PRIVTREE_COUNTED_C * float(sensitivity))


def counted_tree(split: Sequence[Array], most_cells: float, *, below: int,
                 coarse: Optional[Array] = None) -> tuple[list[Array], list[Array]]:
    """The tree whose leaves are counted: ``split`` pruned to at most ``most_cells`` leaves (module
    docstring), never above depth ``below``. Returns ``(kept, counted)``: per depth, which of the
    released tree's nodes stay, and for each of those whether it is split in the counted tree.

    ``coarse``: the noisy counts of the split nodes of depth ``below`` − 1; among nodes at the cut
    with as many leaves below, those under a larger one stay split first (without it, or under
    equal ones, the first in Morton order).
    """
    split = [np.asarray(s, dtype=bool) for s in split]
    leaves = np.array([int(np.count_nonzero(~s)) for s in split])
    cells_at = np.cumsum(np.r_[0, leaves[:-1]]) + np.array([len(s) for s in split])  # a cut at each depth
    counted = [s.copy() for s in split]
    if leaves.sum() > most_cells:
        fits = [d for d in range(below, len(split)) if cells_at[d] <= most_cells]
        cut = max(fits, default=below)
        leaves_below = (~split[-1]).astype(float)
        for d in range(len(split) - 2, cut - 1, -1):
            leaves_below = (~split[d]) + np.bincount(children_parent(split[d]), weights=leaves_below,
                                                     minlength=len(split[d]))
        ancestor = np.zeros(len(split[below - 1]))  # each node's coarse ancestor's noisy count
        if coarse is not None:
            ancestor[split[below - 1]] = coarse
        for d in range(below - 1, cut):
            ancestor = ancestor[children_parent(split[d])]
        # each split node at the cut that stays split adds 3 leaves: the ones with most leaves below
        candidates = np.flatnonzero(split[cut])
        stays = candidates[np.lexsort((-ancestor[candidates], -leaves_below[candidates]))]
        counted[cut] = np.zeros(len(split[cut]), dtype=bool)
        counted[cut][stays[:max(int((most_cells - cells_at[cut]) // 3), 0)]] = True
        for d in range(cut + 1, len(split)):
            counted[d] = np.zeros(len(split[d]), dtype=bool)
    kept = [np.ones(1, dtype=bool)]
    for d in range(len(split) - 1):
        kept.append(np.repeat(kept[d][split[d]] & counted[d][split[d]], 4))
    return kept, [c[k] for c, k in zip(counted, kept)]


class CountedCells(NamedTuple):
    """What :func:`tree_counts` releases: the counted leaves' estimates and their uncertainty, the
    coarse depth and share used (None, 0: none), and per depth the indices (among that depth's
    nodes) of the counted leaves, in the order of the estimates."""
    estimate: Array
    uncertainty: Uncertainty
    depth: Optional[int]
    share: float
    cells: list[Array]


def tree_counts(ledger: Ledger, rng: np.random.Generator, tree: tuple[list[Array], list[Array]], sensitivity: Any,
                internal_share: Optional[float] = None, internal_depth: Optional[int] = None) -> CountedCells:
    """PrivTree's counts with its coarse nodes (module docstring).

    ``tree``: ``(counts, split)`` per depth, the true counts of every node and whether it was
    split. Of the ε the ledger has left, ``internal_share`` (None: :func:`coarse_share` of the
    depth) goes to the split nodes of one depth, ``internal_depth`` or else :func:`coarse_depth`
    of the released tree (one private step: they are disjoint), the rest to the leaves of the
    counted tree (:func:`counted_tree`; one step: they partition Ω); with no such depth the tree's
    leaves get it all. The depth, the share and the counted tree are chosen from released values
    only, with the total fixed beforehand.
    """
    counts, split = tree
    depth = coarse_depth(split) if internal_depth is None else int(internal_depth)
    if depth is not None and not (depth < len(split) and split[depth].any()):
        depth = None
    share = 0.0 if depth is None else coarse_share(depth) if internal_share is None else float(internal_share)
    kept, counted = [np.ones(len(s), dtype=bool) for s in split], list(split)
    coarse = None
    if depth is not None:
        coarse = ledger.laplace(f"internal node counts, depth {depth}", rng, counts[depth][split[depth]],
                                sensitivity=sensitivity, epsilon=share * ledger.remaining,
                                note=f"{int(split[depth].sum())} nodes, for the least squares over the tree")
        n_hat = float(np.sum(coarse.values))  # the coarse counts' noisy total
        kept, counted = counted_tree(split, most_counted_cells(n_hat, ledger.remaining, sensitivity),
                                     below=depth + 1, coarse=coarse.values)
    counts = [c[k] for c, k in zip(counts, kept)]
    observed = [np.zeros(len(c)) for c in counts]
    variance = [np.full(len(c), np.inf) for c in counts]
    if depth is not None and coarse is not None:  # the cut lies below the coarse depth: its nodes are all kept
        observed[depth][counted[depth]] = coarse.values
        variance[depth][counted[depth]] = coarse.uncertainty().variance
    leaves = ledger.laplace("leaf counts", rng, np.concatenate([c[~s] for c, s in zip(counts, counted)]),
                            sensitivity=sensitivity, note="one count per leaf")
    offsets = np.cumsum([0] + [int((~s).sum()) for s in counted])
    leaf_var = cast(Array, leaves.uncertainty().variance)  # discrete Laplace counts: always known
    for d, s in enumerate(counted):
        observed[d][~s] = leaves.values[offsets[d]:offsets[d + 1]]
        variance[d][~s] = leaf_var[offsets[d]:offsets[d + 1]]
    x, p = tree_least_squares(counted, observed, variance)
    estimate = np.concatenate([xd[~s] for xd, s in zip(x, counted)])
    leaf_variance = np.concatenate([pd[~s] for pd, s in zip(p, counted)])
    cells = [np.flatnonzero(k)[~s] for k, s in zip(kept, counted)]
    return CountedCells(estimate, normal_margin(
        leaf_variance, f"least squares over the tree's noisy counts (coarse share {share:g}) "
        "of discrete Laplace noises"), depth, share, cells)
