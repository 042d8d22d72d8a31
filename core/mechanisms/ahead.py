"""AHEAD — adaptive hierarchical decomposition under local DP (docs/ahead.md).

Source: L. Du, Z. Zhang, S. Bai, C. Liu, S. Ji, P. Cheng, J. Chen, "AHEAD:
Adaptive Hierarchical Decomposition for Range Query under Local Differential
Privacy", CCS 2021 ("the paper"), in its two-dimensional form: a tree over
the public extent whose nodes are cut into their 2×2 quadrants (B = 2 per
axis, fan-out F = B² = 4), grown top-down from the users' own reports.

- The users are split by a seeded random permutation into h groups of equal
  size (:func:`user_groups`), one per level of the tree (h = ``depth``).
- The root (the whole extent, frequency 1) is always cut. At level l the
  users of group l report, with one ε-LDP frequency oracle
  (:mod:`core.oracles`), the node of the current *frontier* that holds their
  location; the frontier is the partition of the extent into the tree's
  current leaves, so every user has exactly one node to report.
- A node created at level l whose estimated frequency f̂ (a fraction of group
  l) reaches the threshold θ = √((F + 1)·Var) is cut into its F quadrants for
  level l + 1 (the paper's rule with B + 1 → F + 1 in two dimensions); Var is
  the variance of one frequency estimate of that level's oracle,
  Var = Var*(n_l, d)/n_l² (Wang et al. 2017; ≈ 4e^ε/((e^ε − 1)²·n_l) for OLH).
  A node below θ is never cut; it stays in the next levels' frontiers and is
  estimated again by their users (resolution: the paper's users report at
  every level, and the frontier must stay a partition).
- Post-processing (the paper's "consistency" step, made exact): every node's
  estimates (scaled from its groups to the population) are combined with its
  subtree by generalised least squares on the tree — bottom-up inverse-variance
  weighting of a node's own estimate with the sum of its children's,
  top-down distribution of each parent's difference in proportion to the
  children's variances (Hay et al., PVLDB 2010, generalised to unequal
  variances) — with the root fixed to the number of users. Then Norm-Sub
  (:func:`core.oracles.norm_sub`) on the leaves, on by default, and every
  node is the sum of its leaves.

Privacy: each user reports exactly once, with the full ε, about one location,
and the groups are disjoint and chosen without looking at the locations;
each level's frontier is computed only from earlier groups' reports. By
parallel composition the release is ε-LDP per user (the ledger's parallel
group "users"). The split of the server's work into :class:`Decomposition`
(the public tree between rounds) is what a real multi-round collection runs
(:mod:`core.collection`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Optional

import numpy as np
import numpy.typing as npt

from .. import oracles
from ..budget import Ledger, counted
from ..domain import Domain, DomainLike, check_cells, local_index, split_rects
from ..oracles import Reports
from ..parameters import AHEAD_LEVELS
from ..rng import release_randomness
from ..synopsis import Synopsis
from ..uncertainty import NORM_SUB_REASON, TREE_REASON, unknown
from .central import public_inputs
from .ldp_grids import USERS_GROUP, few_users_release, users_inside
from .local import LocalInput

#: cuts per axis B and the fan-out F = B² of the two-dimensional tree
CUTS = 2
FANOUT = CUTS * CUTS


def user_groups(n: int, groups: int, rng: np.random.Generator) -> list[np.ndarray]:
    """Split users 0…n−1 into ``groups`` disjoint groups of sizes differing by at most one.

    A seeded random permutation, independent of the locations (parallel
    composition needs nothing else); group k gets ``np.array_split``'s k-th part.
    """
    if n < groups:
        raise ValueError(f"{groups} groups of users need at least {groups} users inside the extent; "
                         f"there are {n}")
    return np.array_split(rng.permutation(n), groups)


def split_threshold(variance: float, n_group: int) -> float:
    """θ = √((F + 1)·Var), Var = ``variance``/n_l²: the frequency at which a node is cut (the paper)."""
    return math.sqrt((FANOUT + 1) * variance) / n_group


@dataclass(frozen=True)
class Frontier:
    """A partition of the extent into a quadtree's current leaves, published for one level.

    ``rects`` and ``first_child`` describe every node of the tree (a cut
    node's F children are consecutive from ``first_child``), ``nodes`` the
    leaves in the order of the reports' values.
    """

    rects: np.ndarray
    first_child: np.ndarray
    nodes: np.ndarray

    @property
    def d(self) -> int:
        return len(self.nodes)

    def leaf_rects(self) -> np.ndarray:
        """The rectangles of the partition, in the order of the reports' values."""
        return np.asarray(self.rects[self.nodes])

    def cell_of(self, x: npt.ArrayLike, y: npt.ArrayLike) -> np.ndarray:
        """Each point's value: the position of its leaf in ``nodes`` (points inside the extent).

        The point descends from the root through the quadrant that holds it
        (:func:`core.domain.local_index`; a point on an inner edge goes east / north).
        """
        x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
        node = np.zeros(x.shape, dtype=np.int64)
        cuts = np.full(len(self.rects), CUTS)
        while True:
            inner = self.first_child[node] >= 0
            if not inner.any():
                break
            at = node[inner]
            node[inner] = self.first_child[at] + local_index(self.rects, cuts, cuts, at, x[inner],
                                                             y[inner])
        position = np.full(len(self.rects), -1)
        position[self.nodes] = np.arange(self.d)
        return position[node]


class Decomposition:
    """AHEAD's tree as the server knows it between levels: public, built from earlier reports only.

    Node 0 is the root (the extent); a cut node's F children are consecutive
    ids (row-major quadrants from the south-west). ``frontier`` lists the
    current leaves, the partition the next group reports over; a user's
    value is the position of their leaf in it (:meth:`cell_of`).
    """

    def __init__(self, domain: Domain, depth: int, n_users: int) -> None:
        self.depth = int(depth)
        if self.depth < 1:
            raise ValueError("the tree needs at least one level (depth h ≥ 1)")
        self.domain = domain
        self.n_users = int(n_users)
        self.rects = np.array([domain.as_tuple()], dtype=float)
        self.parent = np.array([-1])
        self.level = np.array([0])
        self.first_child = np.array([-1])
        self.weighted = np.zeros(1)  # Σ z/var of the node's estimates (counts of the population)
        self.weight = np.zeros(1)  # Σ 1/var
        self.levels_received = 0
        self.thresholds: list[float] = []
        self.oracles_used: list[str] = []
        self.hash_ranges: list[Optional[int]] = []
        self.frontier = np.array([0])
        self._cut(np.array([True]))  # the root holds every user: always cut

    @property
    def d(self) -> int:
        """The number of values the next group reports over (the frontier's nodes)."""
        return len(self.frontier)

    @property
    def done(self) -> bool:
        return self.levels_received >= self.depth

    def partition(self) -> Frontier:
        """The frontier as a frozen public :class:`Frontier` (what the next group's devices use)."""
        return Frontier(self.rects.copy(), self.first_child.copy(), self.frontier.copy())

    def cell_of(self, x: npt.ArrayLike, y: npt.ArrayLike) -> np.ndarray:
        """Each point's position in the frontier (:meth:`Frontier.cell_of`)."""
        return self.partition().cell_of(x, y)

    def receive(self, reports: Reports, epsilon: float) -> float:
        """The server step of one level: estimate the frontier from one group's reports, then cut.

        The estimates are scaled from the group to all users and kept with
        their variance; nodes created at this level whose frequency reaches θ
        are cut (none after the last level). Returns the θ used.
        """
        if self.done:
            raise ValueError(f"all {self.depth} levels of the tree have been received")
        n_l, d = len(reports), self.d
        if n_l == 0:
            raise ValueError("a level needs at least one report")
        counts = oracles.estimate(reports, d, epsilon)
        variance = oracles.variance(reports.oracle, n_l, d, epsilon, g=reports.g)
        scale = self.n_users / n_l
        self.weighted[self.frontier] += counts * scale / (variance * scale**2)
        self.weight[self.frontier] += 1 / (variance * scale**2)
        theta = split_threshold(variance, n_l)
        self.levels_received += 1
        self.thresholds.append(theta)
        self.oracles_used.append(reports.oracle)
        self.hash_ranges.append(reports.g)
        if not self.done:
            newest = self.level[self.frontier] == self.levels_received
            self._cut(newest & (counts / n_l >= theta))
        return theta

    def _cut(self, cut: np.ndarray) -> None:
        """Replace the frontier nodes marked in ``cut`` by their F quadrants (in place, in order)."""
        chosen = self.frontier[cut]
        if not chosen.size:
            return
        k = len(self.rects)
        check_cells(k + FANOUT * chosen.size)
        rects, parent = split_rects(self.rects[chosen], np.full(chosen.size, CUTS),
                                    np.full(chosen.size, CUTS))
        self.first_child[chosen] = k + FANOUT * np.arange(chosen.size)
        self.rects = np.vstack([self.rects, rects])
        self.parent = np.r_[self.parent, chosen[parent]]
        self.level = np.r_[self.level, self.level[chosen][parent] + 1]
        self.first_child = np.r_[self.first_child, np.full(len(rects), -1)]
        self.weighted = np.r_[self.weighted, np.zeros(len(rects))]
        self.weight = np.r_[self.weight, np.zeros(len(rects))]
        sizes = np.where(cut, FANOUT, 1)
        expanded = np.repeat(self.frontier, sizes)
        offset = np.arange(len(expanded)) - np.repeat(np.cumsum(sizes) - sizes, sizes)
        self.frontier = np.where(np.repeat(cut, sizes), self.first_child[expanded] + offset, expanded)

    def estimate(self, *, norm_sub: bool = True) -> np.ndarray:
        """Every node's count: the tree's least-squares estimate with the root = all users.

        Bottom-up, a cut node's own estimate (value z, variance s) and the
        sum S of its children's combined estimates (variance V_S) become
        (z/s + S/V_S)/(1/s + 1/V_S) with variance 1/(1/s + 1/V_S); top-down,
        each parent's final value x gives its children ẑ_c + V_c/V_S·(x − S).
        With ``norm_sub``, Norm-Sub on the leaves (total n) and then sums.
        """
        if not self.done:
            raise ValueError(f"{self.levels_received} of {self.depth} levels received")
        k = len(self.rects)
        inner = self.first_child >= 0
        children = self.first_child[inner, None] + np.arange(FANOUT)
        z = np.divide(self.weighted, self.weight, out=np.zeros(k), where=self.weight > 0)
        var = np.divide(1.0, self.weight, out=np.full(k, np.inf), where=self.weight > 0)
        inner_at = np.flatnonzero(inner)
        for level in range(int(self.level.max()) - 1, -1, -1):  # bottom-up, one level at a time
            rows = np.flatnonzero(self.level[inner_at] == level)
            nodes, kids = inner_at[rows], children[rows]
            sum_z, sum_var = z[kids].sum(axis=1), var[kids].sum(axis=1)
            own = 1 / var[nodes]  # 0 for the root, which has no estimate of its own
            z[nodes] = (own * z[nodes] + sum_z / sum_var) / (own + 1 / sum_var)
            var[nodes] = 1 / (own + 1 / sum_var)
        x = z.copy()
        x[0] = self.n_users
        for level in range(int(self.level.max())):  # top-down
            rows = np.flatnonzero(self.level[inner_at] == level)
            nodes, kids = inner_at[rows], children[rows]
            gap = x[nodes] - z[kids].sum(axis=1)
            x[kids] = z[kids] + var[kids] / var[kids].sum(axis=1, keepdims=True) * gap[:, None]
        if norm_sub:
            leaves = ~inner
            x[leaves] = oracles.norm_sub(x[leaves], self.n_users)
            for level in range(int(self.level.max()) - 1, -1, -1):
                rows = np.flatnonzero(self.level[inner_at] == level)
                x[inner_at[rows]] = x[children[rows]].sum(axis=1)
        return x


def ahead(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float,
    rng: Optional[np.random.Generator] = None, *,
    depth: int = AHEAD_LEVELS, oracle: str = oracles.ADAPTIVE, norm_sub: bool = True,
) -> Synopsis:
    """AHEAD (the paper, two-dimensional), ε-LDP per user: see the module docstring.

    ``depth`` is h, the number of levels and of user groups. Returns a
    synopsis of every node below the root, ``level`` its depth (1: the four
    quadrants of the extent) and ``parent`` its parent (−1 for level 1); the
    leaves partition the extent.
    """
    domain, rng = public_inputs(domain, rng)
    if users_inside(x, y, domain) < depth:  # one group of users per level
        return few_users_release("AHEAD", depth, x, y, domain, epsilon, rng=rng, grid_size=CUTS,
                                 oracle=oracle, norm_sub=norm_sub)
    data = LocalInput(x, y, domain, epsilon)
    tree = Decomposition(domain, depth, data.n)
    groups = user_groups(data.n, tree.depth, rng)
    for level, group in enumerate(groups, start=1):
        reports = data.ledger.perturb(f"level {level} reports", rng, tree.cell_of(data.x[group], data.y[group]),
                                      tree.d, epsilon=epsilon, oracle=oracle,
                                      note=f"{counted(len(group), 'user')}, {{oracle}} over {tree.d} nodes",
                                      group=USERS_GROUP)
        tree.receive(reports, epsilon)
    return ahead_synopsis(tree, data.ledger, data.params, norm_sub, release_randomness(rng))


def ahead_synopsis(
    tree: Decomposition, ledger: Ledger, params: dict[str, Any], norm_sub: bool, randomness: dict[str, Any],
) -> Synopsis:
    """The release of a finished :class:`Decomposition`: the nodes below the root and the record.

    ``randomness`` holds the synopsis's ``seed``, ``randomness`` and
    ``secure`` (:func:`core.rng.release_randomness` in a simulation).
    """
    counts = tree.estimate(norm_sub=norm_sub)
    leaves = tree.first_child < 0
    params.update(
        depth=tree.depth, fanout=FANOUT, thresholds=[float(t) for t in tree.thresholds],
        nodes=int(len(tree.rects) - 1), leaves=int(leaves.sum()),
        depth_reached=int(tree.level.max()), users_per_level=int(tree.n_users // tree.depth),
        oracle=", ".join(sorted(set(tree.oracles_used))),
        g=next((g for g in tree.hash_ranges if g), None),
        consistency="least squares on the tree, root = number of users", norm_sub=bool(norm_sub),
    )
    parent = tree.parent[1:] - 1
    parent[tree.parent[1:] == 0] = -1
    notes = ["every node is the least-squares combination of its own estimates and its subtree's, "
             "and the sum of its children",
             "counts are Norm-Sub post-processed (non-negative, total kept)" if norm_sub
             else "counts may be negative (Norm-Sub off); unbiased for a fixed tree, with a small "
             "selection bias where an estimate near θ decided a cut"]
    return Synopsis("AHEAD", tree.domain, tree.rects[1:], counts[1:], tree.level[1:], parent, ledger,
                    params, notes=notes, **randomness,
                    uncertainty=unknown(NORM_SUB_REASON if norm_sub else TREE_REASON))
