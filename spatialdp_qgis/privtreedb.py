"""PrivTree counted in PostGIS (issue 25, docs/postgis.md "PrivTree").

PrivTree's nodes of depth d are the cells of the even 2^d × 2^d grid over Ω, so the database
counts them without sending a point: each pass of :class:`core.mechanisms.quadtree_passes.PassCounts`
is one grouped scan that bins the points below the nodes being split into the cells of a fine
2^r grid, and only the non-empty cells' counts leave the database. A point's column is
``min(⌊((x − xmin)/width)·2^r⌋, 2^r − 1)``, the IEEE expression of
:func:`core.domain.morton_codes` in the same order (the factor 2^r is exact), so the cells, and
every node's count, equal those of the points read through QGIS, and so does the release for
the same seed. With the extent given (and no user field) the first pass is counted by the scan
that describes the layer (:func:`first_cells`). Each row's cell is computed once, and a later
pass sorts only the rows below the nodes being split (the cell a column that no condition is
pushed into, :func:`.postgis.whole`). The passes run in the release's one REPEATABLE READ
snapshot (:meth:`.postgis.Database.query` checks its token), with each user's points bounded to
k as for the grids (:meth:`.postgis.DatabaseCounts.sampled`), so a point is counted once, in one
state of the table, at every depth.
"""

import numpy as np

from ..core.domain import deinterleave, interleave
from ..core.mechanisms.quadtree_passes import FIRST_LEVELS, PassCounts
from .postgis import groups, int_array, number, whole, within

#: bits of a cell's row in the key that holds its column and row (a fine grid has at most 2^31 of each)
ROW_BITS = 31


def fine_index(coordinate, origin, extent, depth):
    """``min(⌊((v − origin)/extent)·2^depth⌋, 2^depth − 1)``: :func:`core.domain._fine_index` in SQL."""
    return (f"LEAST(floor((({coordinate} - {number(origin)}) / {number(extent)}) * {number(2.0 ** depth)})::int8, "
            f"{2 ** depth - 1})")


def cell_key(ix, iy, shift=0):
    """The column and row of a cell (SQL integers), ``shift`` levels up, as one integer."""
    return f"((({ix}) >> {int(shift)}) << {ROW_BITS}) | (({iy}) >> {int(shift)})"


def first_cells(domain):
    """The cell of the point ``x, y`` inside ``domain`` in a first pass (:data:`FIRST_LEVELS`
    levels), as SQL: counted with the description of the layer
    (:meth:`.postgis.DatabasePoints.tally`), it saves the first pass its own scan."""
    return cell_key(fine_index("x", domain.xmin, domain.width, FIRST_LEVELS),
                    fine_index("y", domain.ymin, domain.height, FIRST_LEVELS))


def coarser(table, levels):
    """``table`` (rows ``key, count`` of :func:`cell_key` keys) with each cell ``levels`` levels up."""
    if not levels:
        return table
    mask = np.int64((1 << ROW_BITS) - 1)
    key = (((table[:, 0] >> ROW_BITS) >> levels) << ROW_BITS) | ((table[:, 0] & mask) >> levels)
    key, where = np.unique(key, return_inverse=True)
    return np.column_stack([key, np.bincount(where, weights=table[:, 1]).astype(np.int64)])


def morton_order(table):
    """``(cells, counts)`` of ``table`` (rows ``key, count`` of :func:`cell_key` keys): the cells'
    Morton codes, ascending."""
    key = table[:, 0].astype(np.uint64)
    cells = interleave(key >> np.uint64(ROW_BITS), key & np.uint64((1 << ROW_BITS) - 1))
    order = np.argsort(cells)
    return cells[order], table[order, 1]


def quadtree_counts(source, max_depth):
    """PrivTree's node counts to ``max_depth`` of the points of ``source`` (a
    :class:`.postgis.DatabaseCounts`), pass by pass in its database."""
    d = source.domain

    def fetch(base, parents, finest):
        counted = source.grids.pop((d, "quadtree"), None) if parents is None else None
        if counted is not None:  # counted with the description (:func:`first_cells`)
            return morton_order(coarser(counted, FIRST_LEVELS - finest))
        rows = source.sampled(
            ix=f"CASE WHEN {within(d)} THEN {fine_index('x', d.xmin, d.width, finest)} END",
            iy=f"CASE WHEN {within(d)} THEN {fine_index('y', d.ymin, d.height, finest)} END")
        key = cell_key("ix", "iy")  # NULL outside Ω
        if parents is not None:  # the points of the nodes being split
            px, py = deinterleave(np.asarray(parents, dtype=np.uint64))
            keys = (px << np.uint64(ROW_BITS)) | py
            key = f"CASE WHEN {cell_key('ix', 'iy', finest - base)} = ANY({int_array(keys)}) THEN {key} END"
        return morton_order(groups(source.database, "k", f"SELECT k FROM (SELECT {whole(key)} AS k FROM ({rows}) "
                                                         "AS s) AS f WHERE k IS NOT NULL"))

    return PassCounts(fetch, max_depth)

