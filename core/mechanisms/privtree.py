"""PrivTree — an adaptive quadtree (Zhang, Xiao, Xie, SIGMOD 2016; docs/privtree.md).

Starting from the public extent, every node v of the quadtree (fanout
β = 4) is split into its four quadrants when its *biased* noisy count
exceeds the threshold θ (the paper's Algorithm 2, "PrivTree"):

    b(v) = max(c(v) − depth(v)·δ, θ − δ),   split v  ⇔  b(v) + η > θ,

with η noise of scale λ = (2β−1)/(β−1)·Δ/ε_tree and δ = λ·ln β. The paper's
privacy theorem shows that these decisions, however deep the tree grows, cost
(2β−1)/((β−1)λ) = ε_tree in total: a point lies on one root-to-leaf path, the
bias makes the biased counts on that path fall by at least δ per level, so
the privacy losses of the deep splits form a geometric series of ratio
e^(−δ/λ) = 1/β. The leaves' counts are then released with noise of scale
Δ/ε_leaves (they partition the extent); ε_tree = share·ε, the paper's
share being one half for spatial data.

Exact discrete noise instead of the paper's continuous Laplace: η is the
discrete Laplace of scale λ, δ is rounded *up* to an integer and θ is an
integer, so every biased count is an integer and the decisions are exact.
docs/privtree.md re-derives the theorem in this setting (the same bound
(2β−1)/((β−1)λ)); a larger δ only makes the geometric series converge
faster. With a user bound k (Δ = k) λ grows k times: the point-level
guarantee ε_tree/k then covers a user's k points by group privacy.

``max_depth`` is a public cap that only guards memory and the precision of
the rectangles: a node at that depth is not examined, which removes a factor
from the probability of the tree and so cannot weaken the guarantee.
"""

import math
from fractions import Fraction

import numpy as np

from ..domain import GridTooLargeError, check_cells, local_index, split_rects
from ..noise import discrete_laplace_fraction, scale_fraction
from ..parameters import PRIVTREE_SHARE_DEFAULT
from ..uncertainty import discrete_laplace_counts
from .central import make_synopsis, noisy_counts, prepare

#: the fanout β of the quadtree
FANOUT = 4
#: the paper's threshold θ (an integer, so that biased counts stay integers)
THETA = 0
#: share of ε for the split decisions (the paper's half for spatial data)
TREE_SHARE = PRIVTREE_SHARE_DEFAULT
#: public depth cap: a memory and precision guard, not a privacy parameter
MAX_DEPTH = 24
#: (2β−1)/(β−1), the factor of the paper's privacy theorem
SPLIT_FACTOR = Fraction(2 * FANOUT - 1, FANOUT - 1)
#: a rational upper bound on ln β (math.log is within one ulp; one step up covers it)
LN_FANOUT_UP = Fraction(math.nextafter(math.log(FANOUT), math.inf))


def split_noise(sensitivity, eps_tree):
    """``(t, s, δ)``: the split noise's scale λ = t/s ≥ (2β−1)/(β−1)·Δ/ε_tree and the integer
    depth bias δ = ⌈λ·ln β⌉ ≥ λ·ln β, from the scale the noise actually has."""
    t, s = scale_fraction(SPLIT_FACTOR * sensitivity, eps_tree)
    return t, s, math.ceil(Fraction(t, s) * LN_FANOUT_UP)


def split_decisions(rng, counts, depth, t, s, delta, theta):
    """The noisy split rule of PrivTree's Algorithm 2 for the nodes of one depth.

    Only the noisy biased counts ``max(c − depth·δ, θ − δ) + η`` meet θ.
    """
    biased = np.maximum(counts - depth * delta, theta - delta)
    return biased + discrete_laplace_fraction(rng, t, s, np.shape(counts)) > theta


def privtree(
    x, y, domain, epsilon, rng, *, tree_share=TREE_SHARE, theta=THETA, max_depth=MAX_DEPTH,
    user_ids=None, max_per_user=None,
):
    """Release PrivTree's leaves over ``domain`` with ε-DP.

    The split decisions spend ``tree_share``·ε, the leaf counts the rest
    (exact discrete Laplace of scale Δ/ε_leaves). Returns a synopsis of the
    leaves only, each with its depth as ``level`` (0: the whole extent) and
    no parent. The number of nodes is checked against the cell limit before
    each depth's noise is drawn: stopping there reveals only the tree built
    so far, itself a differentially private release.
    """
    if not 0 < tree_share < 1:
        raise ValueError("the share of ε for the tree must be strictly between 0 and 1")
    if int(theta) != theta or int(max_depth) != max_depth or max_depth < 0:
        raise ValueError("θ must be an integer and the maximum depth an integer ≥ 0")
    data = prepare(x, y, domain, epsilon, rng, user_ids, max_per_user)
    eps_tree = data.ledger.spend("split decisions", tree_share * data.ledger.total,
                                 f"quadtree, β = {FANOUT}, θ = {int(theta)}")
    eps_leaves = data.ledger.spend_rest("leaf counts", "one count per leaf")
    t, s, delta = split_noise(data.sensitivity, eps_tree)

    rects = np.array([domain.as_tuple()])
    px, py = data.x, data.y  # the points still inside a node that is split further
    node = np.zeros(len(px), dtype=np.int64)  # each point's node at the current depth
    leaf_rects, leaf_counts, leaf_depth = [], [], []
    n_nodes = 1
    for depth in range(int(max_depth) + 1):
        counts = np.bincount(node, minlength=len(rects))
        split = split_decisions(rng, counts, depth, t, s, delta, theta) if depth < max_depth \
            else np.zeros(len(rects), dtype=bool)
        leaf_rects.append(rects[~split])
        leaf_counts.append(counts[~split])
        leaf_depth.append(np.full(int((~split).sum()), depth))
        if not split.any():
            break
        try:
            n_nodes = check_cells(n_nodes + FANOUT * int(split.sum()))
        except GridTooLargeError as error:
            raise GridTooLargeError(f"{error.args[0].split(';')[0]}; lower the maximum depth or "
                                    "raise the threshold θ") from None
        child_of = np.cumsum(split) - 1  # the split nodes' order among the parents
        keep = split[node]
        quadrants = np.full(int(split.sum()), 2)
        node = FANOUT * child_of[node[keep]] + local_index(
            rects[split], quadrants, quadrants, child_of[node[keep]], px[keep], py[keep])
        px, py = px[keep], py[keep]
        rects, _ = split_rects(rects[split], quadrants, quadrants)

    counts = noisy_counts(rng, np.concatenate(leaf_counts), data, eps_leaves)
    depths = np.concatenate(leaf_depth)
    data.params.update(fanout=FANOUT, theta=int(theta), tree_share=tree_share,
                       split_scale=t / s, depth_bias=delta, max_depth=int(max_depth),
                       nodes=int(n_nodes), leaves=len(counts), depth_reached=int(depths.max()))
    return make_synopsis("PrivTree", domain, data, rng, np.vstack(leaf_rects), counts, depths,
                         np.full(len(counts), -1),
                         uncertainty=discrete_laplace_counts(len(counts), data.sensitivity, eps_leaves))
