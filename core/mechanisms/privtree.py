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

Two defaults differ from the paper's (issue 29, docs/best-by-default.md; the paper's stay
options): the threshold θ = −2δ (:func:`default_theta`) instead of 0, and a share of the
counts' ε for the split nodes of one coarse depth, from which the leaves are estimated by least
squares (:mod:`.tree_inference`) instead of released alone — on the tree pruned to the leaves
that the coarse counts' total can fill, where it has more.

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

Counting (issue 31). The quadrants are equal halves, so a point's path from
the root is its Morton code on the 2^max_depth grid (:func:`core.domain.morton_codes`),
computed once; the nodes of a depth are the codes shifted right, and a node's
count is the sum of a run of fine cells in Morton order (:class:`.quadtree_passes.PassCounts`):
a histogram of the first ten levels, then the sorted paths of the points still in a split
node (:class:`PathCells`), two binary searches per node, instead of re-indexing every point
still in a split node at every depth. The counts, hence the release for a given seed, are
those of the node-by-node descent (a point exactly on a cut goes east / north). Points
counted elsewhere (a database, issue 25) give the same counts through their source's
``quadtree``, a few levels per scan: the same release.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Optional

import numpy as np
import numpy.typing as npt

from ..domain import DomainLike, GridTooLargeError, MORTON_DEPTH, check_cells, split_rects
from ..budget import LaplaceMeasurement
from ..noise import scale_fraction
from ..parameters import PRIVTREE_SHARE_DEFAULT, PRIVTREE_THETA_DEPTHS
from ..synopsis import Synopsis
from ..tables import check_table
from .central import make_synopsis, prepare, public_inputs, table_synopsis
from .quadtree_passes import PassCounts, path_bounds
from .tree_inference import tree_counts

#: the fanout β of the quadtree
FANOUT = 4
#: the paper's threshold θ (an integer, so that biased counts stay integers); the default is
#: θ = −kδ (:data:`~core.parameters.PRIVTREE_THETA_DEPTHS`, issue 29, docs/best-by-default.md)
THETA = 0
#: share of ε for the split decisions (0.3, docs/best-by-default.md; the paper's ½ is an option)
TREE_SHARE = PRIVTREE_SHARE_DEFAULT
#: public depth cap: a memory and precision guard, not a privacy parameter (at most
#: :data:`core.domain.MORTON_DEPTH`: 31 halvings make a 40,000 km extent's cells 2 cm wide)
MAX_DEPTH = 24
#: (2β−1)/(β−1), the factor of the paper's privacy theorem
SPLIT_FACTOR = Fraction(2 * FANOUT - 1, FANOUT - 1)
#: a rational upper bound on ln β (math.log is within one ulp; one step up covers it)
LN_FANOUT_UP = Fraction(math.nextafter(math.log(FANOUT), math.inf))


def split_sensitivity(sensitivity: int) -> Fraction:
    """The sensitivity (2β−1)/(β−1)·Δ at which the split decisions' noise is booked: discrete Laplace
    noise of scale λ = (2β−1)/(β−1)·Δ/ε_tree, whose rounds the PrivTree theorem prices at ε_tree."""
    return SPLIT_FACTOR * sensitivity


def split_noise(sensitivity: int, eps_tree: float) -> tuple:
    """``(t, s, δ)``: the split noise's scale λ = t/s ≥ (2β−1)/(β−1)·Δ/ε_tree (the scale of noise
    booked at :func:`split_sensitivity` and ε_tree) and the integer depth bias δ = ⌈λ·ln β⌉ ≥ λ·ln β,
    from the scale the noise actually has."""
    t, s = scale_fraction(split_sensitivity(sensitivity), eps_tree)
    return t, s, math.ceil(Fraction(t, s) * LN_FANOUT_UP)


def default_theta(delta: int) -> int:
    """The default threshold θ = −kδ (k = :data:`~core.parameters.PRIVTREE_THETA_DEPTHS`): a node
    then splits while c − (depth − k)·δ + η > 0, the paper's rule with the depth bias counted
    from depth k, so its leaves hold about k·δ fewer points (issue 29). The theorem holds for any
    θ: it is a public constant, and the biased counts still fall by δ per level."""
    return -PRIVTREE_THETA_DEPTHS * int(delta)


def split_decisions(
    rng: np.random.Generator, counts: np.ndarray, depth: int, *, noise: LaplaceMeasurement, delta: int,
    theta: int,
) -> np.ndarray:
    """The noisy split rule of PrivTree's Algorithm 2 for the nodes of one depth.

    Only the noisy biased counts ``max(c − depth·δ, θ − δ) + η`` meet θ; η is drawn by ``noise``,
    the split decisions' booked step.
    """
    biased = np.maximum(counts - depth * delta, theta - delta)
    return noise(rng, biased).values > theta


def path_counts(codes: np.ndarray, node: np.ndarray, levels_below: int) -> np.ndarray:
    """The number of points in each node (:func:`path_bounds`)."""
    bounds = path_bounds(codes, node, levels_below)
    return bounds[1] - bounds[0]


class PathCells:
    """The fine cells of points held in memory, as a pass of :class:`.quadtree_passes.PassCounts`
    asks for them (its ``fetch``), from their ``paths`` to ``max_depth``: the first pass is a
    histogram of its 4^r cells, a later one sorts the paths of the points still in a split node
    only. Read :data:`CHUNK` points at a time, so that a pass holds no copy of every path.
    ``consume``: the paths are this object's to overwrite, so the pass to ``max_depth`` (the last
    one can ask for) gathers the paths it keeps into the front of ``paths`` itself and sorts them
    there, instead of into a copy (issue 31: at 10M points the memory numpy allocates during a release
    fell from 221 to 160 MB above the points)."""

    #: points shifted and looked up at a time
    CHUNK = 1 << 20

    def __init__(self, paths: np.ndarray, max_depth: int, *, consume: bool = False) -> None:
        self.paths, self.max_depth, self.consume = paths, int(max_depth), consume

    def __call__(self, base: int, parents: Optional[np.ndarray], finest: int) -> tuple:
        paths, shift = self.paths, np.uint64(2 * (self.max_depth - finest))
        chunks = (paths[i:i + self.CHUNK] >> shift for i in range(0, len(paths), self.CHUNK))
        if parents is None:  # every point: the histogram of the 4^finest cells
            counts = np.zeros(4 ** finest, dtype=np.int64)
            for cells in chunks:
                counts += np.bincount(cells.view(np.int64), minlength=4 ** finest)
            cells = np.flatnonzero(counts)
            return cells.astype(np.uint64), counts[cells]
        split = np.zeros(4 ** base, dtype=bool)
        split[parents.view(np.int64)] = True
        up = np.uint64(2 * (finest - base))
        # the cells kept, chunk by chunk, into one array (its pages past them are never touched); the
        # last pass into the paths themselves: a chunk's kept cells, already copied out, land at or
        # before where the chunk was, so no path not yet read is overwritten
        last = self.consume and finest == self.max_depth
        cells, kept = paths if last else np.empty(len(paths), dtype=np.uint64), 0
        if last:
            self.paths = None  # no pass after the last
        for c in chunks:
            c = c[split[(c >> up).view(np.int64)]]
            cells[kept:kept + len(c)] = c
            kept += len(c)
        cells = cells[:kept]
        cells.sort()
        first = np.ones(kept, dtype=bool)  # the first point of each cell
        np.not_equal(cells[1:], cells[:-1], out=first[1:])
        distinct, starts = cells[first], np.flatnonzero(first)
        del cells, first  # at the finest depths nearly every point is a cell of its own
        counts = np.empty(len(starts), dtype=np.int64)
        np.subtract(starts[1:], starts[:-1], out=counts[:-1])
        counts[-1:] = kept - starts[-1:]
        return distinct, counts


def leaf_table(paths, key, n_keys, leaf_nodes):
    """The true table of the leaves ``(leaves, n_keys)``: for each key, the counts of its points in
    each leaf (``paths``: the points' paths to the finest depth, unsorted, ``key`` each point's
    key; ``leaf_nodes``: per depth, the leaves' paths and their levels below the finest), by
    :func:`path_counts` on the key's own sorted paths."""
    columns = []
    for entry in range(n_keys):
        codes = np.sort(paths[key == entry])
        columns.append(np.concatenate([path_counts(codes, nodes, below) for nodes, below in leaf_nodes]))
    check_table(len(columns[0]), n_keys)
    return np.column_stack(columns)


def privtree(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float,
    rng: Optional[np.random.Generator] = None, *,
    tree_share: float = TREE_SHARE, theta: Optional[int] = None, max_depth: int = MAX_DEPTH,
    internal_share: Optional[float] = None, internal_depth: Optional[int] = None,
    user_ids: Optional[npt.ArrayLike] = None, max_per_user: Optional[int] = None, keys: Optional[Any] = None,
    counts: Optional[Any] = None,
) -> Synopsis:
    """Release PrivTree's leaves over ``domain`` with ε-DP.

    The split decisions spend ``tree_share``·ε, the leaf counts the rest
    (exact discrete Laplace of scale Δ/ε_leaves). ``theta``: the threshold θ
    (None: :func:`default_theta`, −2δ, or the paper's 0 for a table). Returns a synopsis of the
    leaves only, each with its depth as ``level`` (0: the whole extent) and
    no parent. The number of nodes is checked against the cell limit before
    each depth's noise is drawn: stopping there reveals only the tree built
    so far, itself a differentially private release.

    ``internal_share`` (default: by the coarse depth, 0.05 to 0.3,
    :func:`.tree_inference.coarse_share`; issue 29, docs/best-by-default.md): that share of the
    counts' ε also releases the counts of the split nodes of one coarse depth, ``internal_depth``
    or else the one the released tree gives (:func:`.tree_inference.coarse_depth`), and the leaves
    are their least-squares estimate over
    the whole tree (:mod:`.tree_inference`), so that a large query no longer sums the noise of
    many leaves; a tree with more leaves than the coarse counts' total can fill
    (:func:`.tree_inference.counted_tree`) is counted, and released, on its pruned form.
    0 is the paper's: the leaves' counts alone (a table's default).

    ``keys`` (:class:`core.tables.TableKeys`): the tree is split on the totals with the depth
    bias K·δ (K = C·P entries per leaf: a node stops splitting where its total falls below K
    times the usual bound, each entry where a plain leaf would; a larger δ keeps the
    guarantee), then each leaf holds one count per (category, period), released in one step
    with the rest of ε (Δ = k); a leaf's count is the sum of its entries (docs/categories.md).

    ``counts``: a :mod:`core.counting` source of points counted elsewhere (a database, issue 25)
    whose ``quadtree(max_depth)`` counts the nodes (:class:`.quadtree_passes.PassCounts`); the
    same counts as the points' Morton paths give, so the same release for the same seed.
    """
    domain, rng = public_inputs(domain, rng)
    if keys is not None:  # a table keeps the paper's θ = 0 and its leaves alone (docs/categories.md)
        theta = THETA if theta is None else theta
        internal_share = 0.0 if internal_share is None else internal_share
    if internal_share is not None and not 0 <= internal_share < 1:
        raise ValueError("the share of the counts' ε for coarser cells must be at least 0 and below 1")
    if not 0 < tree_share < 1:
        raise ValueError("the share of ε for the tree must be strictly between 0 and 1")
    if (theta is not None and int(theta) != theta) or int(max_depth) != max_depth \
            or not 0 <= max_depth <= MORTON_DEPTH:
        raise ValueError(f"θ must be an integer and the maximum depth an integer from 0 to {MORTON_DEPTH}")
    if internal_depth is not None and (int(internal_depth) != internal_depth or internal_depth < 0):
        raise ValueError("the coarse depth must be a whole number, 0 or more")
    if keys is not None and internal_share:
        raise ValueError("a table of categories or periods releases its leaves only: leave the share of "
                         "the counts' ε for coarser cells empty or 0")
    data = prepare(x, y, domain, epsilon, rng, user_ids=user_ids, max_per_user=max_per_user, keys=keys,
                   counts=counts)
    noise = data.ledger.measurement("split decisions", sensitivity=split_sensitivity(data.sensitivity),
                                    epsilon=tree_share * data.ledger.total,
                                    note=f"quadtree, β = {FANOUT}, θ = "
                                         + (f"−{PRIVTREE_THETA_DEPTHS}δ" if theta is None else f"{int(theta)}"))
    t, s, delta = split_noise(data.sensitivity, noise.epsilon)
    if keys is not None:  # a table: the leaves stop where each of the K entries, not the total, is small
        delta *= keys.size  # a larger δ: the same guarantee (docs/privtree.md, docs/categories.md)
    theta = default_theta(delta) if theta is None else int(theta)

    rects = np.array([domain.as_tuple()])
    if counts is None:
        paths = data.counts.paths(int(max_depth))  # each point's path
        # a table's leaves are counted from the paths after the passes (leaf_table): not to be consumed
        tree_counts_of = PassCounts(PathCells(paths, int(max_depth), consume=keys is None), int(max_depth),
                                    groups=None)
        if keys is None:
            del paths  # the passes' own: the last overwrites them
    else:  # counted elsewhere (a database): the source counts the nodes
        tree_counts_of = counts.quadtree(int(max_depth))
    node = np.zeros(1, dtype=np.uint64)  # the nodes of the current depth: their paths, ascending
    leaf_rects, leaf_counts, leaf_depth, leaf_nodes = [], [], [], []
    coarse_counts = internal_share is None or internal_share > 0
    tree = ([], [], []) if coarse_counts else None  # per depth: every node's count, split, rectangle
    n_nodes = 1
    for depth in range(int(max_depth) + 1):
        node_counts = tree_counts_of.counts(depth, node)
        split = split_decisions(rng, node_counts, depth, noise=noise, delta=delta, theta=theta) \
            if depth < max_depth else np.zeros(len(rects), dtype=bool)
        if tree is None:  # the leaves are counted as they are
            leaf_rects.append(rects[~split])
            leaf_counts.append(node_counts[~split])
        else:  # the counted tree's leaves are chosen after the tree (tree_counts)
            for kept, value in zip(tree, (node_counts, split, rects)):
                kept.append(value)
        leaf_depth.append(np.full(int((~split).sum()), depth))
        if keys is not None:
            leaf_nodes.append((node[~split], int(max_depth) - depth))
        if not split.any():
            break
        try:
            n_nodes = check_cells(n_nodes + FANOUT * int(split.sum()))
        except GridTooLargeError as error:
            raise GridTooLargeError(f"{error.args[0].split(';')[0]}; lower the maximum depth or "
                                    "raise the threshold θ") from None
        node = (node[split, None] * np.uint64(FANOUT) + np.arange(FANOUT, dtype=np.uint64)).ravel()
        quadrants = np.full(int(split.sum()), 2)
        rects, _ = split_rects(rects[split], quadrants, quadrants)

    depths = np.concatenate(leaf_depth)
    data.params.update(fanout=FANOUT, theta=int(theta), tree_share=tree_share, split_scale=t / s,
                       depth_bias=delta, max_depth=int(max_depth), nodes=int(n_nodes), leaves=len(depths),
                       depth_reached=int(depths.max()), internal_share=0.0, cells=len(depths))
    if keys is not None:
        return table_synopsis("PrivTree", domain, data, rng, rects=np.vstack(leaf_rects),
                              true_table=leaf_table(paths, data.counts.key, keys.size, leaf_nodes), keys=keys,
                              level=depths, step="leaf counts",
                              note=f"one count per leaf × {keys.size} categories and periods")
    if coarse_counts:  # the counted tree's leaves (tree_inference.counted_tree)
        counted = tree_counts(data.ledger, rng, tree[:2], data.sensitivity, internal_share, internal_depth)
        released, uncertainty = counted.estimate, counted.uncertainty
        leaf_rects = [r[i] for r, i in zip(tree[2], counted.cells)]
        depths = np.concatenate([np.full(len(i), d) for d, i in enumerate(counted.cells)])
        data.params.update(internal_depth=counted.depth, internal_share=counted.share, cells=len(depths))
    else:  # the paper's
        leaves = data.ledger.laplace("leaf counts", rng, np.concatenate(leaf_counts),
                                     sensitivity=data.sensitivity, note="one count per leaf")
        released, uncertainty = leaves.values, leaves.uncertainty()
    return make_synopsis("PrivTree", domain, data, rng, rects=np.vstack(leaf_rects), counts=released,
                         level=depths, parent=np.full(len(depths), -1), uncertainty=uncertainty)
