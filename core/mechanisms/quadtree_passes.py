"""PrivTree's node counts, pass by pass, from a source that counts cells elsewhere (issue 25).

PrivTree (:mod:`.privtree`) asks for the counts of the nodes of one depth at a time, the
children of the nodes it has just split. Its depth-d nodes are the cells of the even
2^d × 2^d grid over Ω, so a source that can count points per cell of a fine grid — a database
(the QGIS plugin's ``privtreedb``), where the points stay — answers many depths in one scan:
a *pass* counts the non-empty cells of the 2^r grid below the nodes being split at depth b,
and every node of the depths b + 1 … r is then the sum of a run of those cells in Morton order
(:func:`path_bounds`). A pass
returns at most :data:`GROUPS` cells: its depth r is the deepest for which the bound
Σ min(c(v), 4^(r−b)) over the nodes v being split stays under it (a node of c points has at
most c non-empty cells), at least one level. The first pass, before any count is known,
covers :data:`FIRST_LEVELS` levels (fewer if 4^r cells would pass the bound): the cells of a
first pass are counted in every parallel worker of the database and merged in one process, so
a quarter of the bound is faster (docs/postgis.md, "PrivTree"). Points held in memory
(:class:`.privtree.PathCells`) take no bound: a histogram of the first 10 levels, then one
pass to the maximum depth over the points still in a split node.

The counts, hence the release, are those of the points' paths (tests/core/test_privtree.py);
what a pass covers depends on the data, but only the work done depends on it, never what is
released.
"""

from __future__ import annotations

from typing import Callable, Optional

import numpy as np

#: cells a pass returns at most (the bound of the module docstring): 4^11, tens of megabytes of
#: text; on 10M clustered points two passes (2.4M and 0.26M cells) instead of three with 4^10
GROUPS = 1 << 22
#: the first pass's levels (4^10 cells at most)
FIRST_LEVELS = 10

#: ``fetch(base, parents, finest)`` → ``(cells, counts)``: the non-empty cells of the 2^finest grid
#: (Morton codes, ascending) below the nodes ``parents`` of depth ``base`` (Morton codes,
#: ascending; None: every point inside Ω), with their numbers of points
Fetch = Callable[[int, Optional[np.ndarray], int], "tuple[np.ndarray, np.ndarray]"]


def path_bounds(codes: np.ndarray, node: np.ndarray, levels_below: int) -> np.ndarray:
    """``(2, nodes)``: where each node's run starts and stops in ``codes``, paths to the finest
    depth, sorted (:func:`core.domain.morton_codes`); ``node`` the nodes' paths, ascending, each
    ``levels_below`` levels above the finest. A node's points are those whose path starts with
    the node's, one contiguous run of ``codes``: two binary searches per node, none per point."""
    shift = np.uint64(2 * levels_below)
    return np.searchsorted(codes, np.stack([node << shift, (node + np.uint64(1)) << shift]))


def pass_depth(base: int, counts: np.ndarray, max_depth: int, groups: Optional[int] = GROUPS) -> int:
    """The finest depth r of a pass below nodes of depth ``base`` holding ``counts`` points: the
    deepest (≤ ``max_depth``) whose Σ min(c, 4^(r − base)) is at most ``groups`` (None: no bound),
    at least base + 1."""
    if groups is None:
        return max_depth
    finest = base + 1
    while finest < max_depth and np.minimum(counts, 4 ** (finest + 1 - base)).sum() <= groups:
        finest += 1
    return finest


class PassCounts:
    """Node counts of PrivTree's quadtree to ``max_depth``, fetched pass by pass (module docstring)."""

    def __init__(self, fetch: Fetch, max_depth: int, groups: Optional[int] = GROUPS) -> None:
        self.fetch, self.max_depth, self.groups = fetch, int(max_depth), groups
        self.finest = -1  # the depth of the last pass's cells (none yet)
        self.cells = self.total = np.zeros(0, dtype=np.uint64)
        self.last = (np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.int64))  # the last depth's nodes, counts
        #: the passes run: (base depth, finest depth, cells returned)
        self.passes: list = []

    def counts(self, depth: int, nodes: np.ndarray) -> np.ndarray:
        """The points in each of ``nodes`` (their paths at ``depth``, ascending; the children of the
        nodes split at ``depth`` − 1, or the root)."""
        if depth > self.finest:
            self.run_pass(depth, nodes)
        bounds = path_bounds(self.cells, nodes, self.finest - depth)
        found = self.total[bounds[1]] - self.total[bounds[0]]
        self.last = (nodes, found)
        return found

    def run_pass(self, depth: int, nodes: np.ndarray) -> None:
        if depth == 0:
            base, parents = 0, None
            first = FIRST_LEVELS if self.groups is None else min(FIRST_LEVELS, (self.groups.bit_length() - 1) // 2)
            finest = min(self.max_depth, first)
        else:
            base = depth - 1
            parents = np.unique(nodes >> np.uint64(2))
            known, counted = self.last
            finest = pass_depth(base, counted[np.searchsorted(known, parents)], self.max_depth, self.groups)
        cells, counts = self.fetch(base, parents, finest)
        self.cells = np.asarray(cells, dtype=np.uint64)
        self.total = np.concatenate([[0], np.cumsum(counts, dtype=np.int64)])
        self.finest = finest
        self.passes.append((base, finest, len(cells)))
