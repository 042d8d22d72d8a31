"""Vectorised point-in-polygon for public polygon layers (docs/polygons.md).

A :class:`PolygonSet` holds the rings of n polygons (outer rings, holes and
the parts of multi-polygons, all as closed vertex sequences); the QGIS side
extracts them, this module never sees a geometry object. :meth:`PolygonSet.locate`
answers "which polygons contain each point" for millions of points at once:

1. **Buckets.** A uniform grid of about n cells covers the polygons' extent;
   each polygon is registered in every bucket its bounding box touches, each
   point looks up the polygons of its bucket (a CSR table), and pairs whose
   bounding box does not hold the point are dropped.
2. **Crossing number.** For each remaining (point, polygon) pair the edges of
   the polygon's rings that a ray from the point towards +x crosses are
   counted; an odd number means inside (even–odd rule: holes and the parts of
   a multi-polygon come out right). An edge (a, b) is stored once with its
   lower end first, so an edge shared by two polygons gives both the very
   same decision, to the last bit.

**Tie rule.** An edge counts when ``y_lo ≤ py < y_hi`` and ``px < x(py)``: a
point exactly on a boundary is where the point moved an infinitesimal step
east, then a still smaller step north, would be. In a partition whose
neighbours share their vertices a point on a shared edge therefore lands in
exactly one polygon — east of a vertical edge, north of a horizontal one —
and a point on a corner in the one to its north-east. (Floating-point
rounding of x(py) could in principle break this right next to a vertex; the
mechanism's cap on the polygons per point, :func:`first_memberships`, holds
the sensitivity whatever happens there.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
import numpy.typing as npt

from .arrays import Array

#: points processed at once (bounds the memory of the pair and edge arrays)
_POINT_BLOCK = 131_072
#: pairs of polygons tested at once by :func:`separated`
_PAIR_BLOCK = 50_000
#: at most this many bucket registrations per polygon on average before the buckets coarsen
_REGISTRATIONS_PER_POLYGON = 16


@dataclass
class Memberships:
    """(point, polygon) pairs with the point inside the polygon, sorted by point then polygon."""

    point: Array
    polygon: Array


def _ranges(starts: npt.ArrayLike, counts: npt.ArrayLike) -> Array:
    """Concatenated ``arange(s, s + c)`` for each start s and count c, without a Python loop."""
    counts = np.asarray(counts, dtype=np.int64)
    total = int(counts.sum())
    first = np.cumsum(counts) - counts
    return np.repeat(np.asarray(starts, dtype=np.int64) - first, counts) + np.arange(total)


class PolygonSet:
    """The rings of ``n`` public polygons, ready for :meth:`locate`.

    ``rings`` are ``(k, 2)`` arrays of vertices (closed or not), ``owner[i]``
    the polygon of ring i (0 … n−1). Polygons without a ring (empty
    geometries) contain no point.
    """

    def __init__(self, rings: Sequence[Array], owner: npt.ArrayLike, n: int) -> None:
        self.n = int(n)
        owner = np.asarray(owner, dtype=np.int64)
        if len(owner) != len(rings) or (len(owner) and (owner.min() < 0 or owner.max() >= self.n)):
            raise ValueError("every ring needs the index of its polygon, 0 … n−1")
        sizes = np.array([len(r) for r in rings], dtype=np.int64)
        xy = np.concatenate([np.asarray(r, dtype=float).reshape(-1, 2) for r in rings]) if len(rings) \
            else np.empty((0, 2))
        self.bbox = self._bboxes(xy, np.repeat(owner, sizes))
        a, b, ring_owner = self._edges(xy, sizes, owner)
        by_polygon = np.argsort(ring_owner, kind="stable")
        # every edge (a → b), grouped by polygon; the a's are the polygon's vertices
        self.edge_a, self.edge_b = a[by_polygon], b[by_polygon]
        self.ring_edge_count = np.bincount(ring_owner, minlength=self.n)
        self.ring_edge_start = np.cumsum(self.ring_edge_count) - self.ring_edge_count
        keep = a[:, 1] != b[:, 1]  # a horizontal edge is never crossed
        low = np.where((a[:, 1] < b[:, 1])[:, None], a, b)[keep]
        high = np.where((a[:, 1] < b[:, 1])[:, None], b, a)[keep]
        edge_owner = ring_owner[keep]
        order = np.argsort(edge_owner, kind="stable")
        self.x_lo, self.y_lo = low[order, 0], low[order, 1]
        self.y_hi = high[order, 1]
        self.slope = (high[order, 0] - self.x_lo) / (self.y_hi - self.y_lo)
        self.edge_count = np.bincount(edge_owner, minlength=self.n)
        self.edge_start = np.cumsum(self.edge_count) - self.edge_count
        self._buckets()

    @staticmethod
    def _edges(xy: Array, sizes: Array, owner: Array) -> tuple[Array, Array, Array]:
        """Edge end points ``(a, b)`` of the rings (``sizes`` vertices each in ``xy``, a closing
        vertex equal to the first dropped), and the polygon of each edge."""
        start = np.cumsum(sizes) - sizes
        last = start + sizes - 1
        closed = (sizes > 1) & np.all(xy[np.minimum(start, len(xy) - 1)] == xy[np.maximum(last, 0)], axis=1) \
            if len(xy) else np.zeros(len(sizes), dtype=bool)
        keep = np.ones(len(xy), dtype=bool)
        keep[last[closed]] = False
        a, sizes = xy[keep], sizes - closed
        start = np.cumsum(sizes) - sizes
        following = np.arange(len(a)) + 1
        last = start + sizes - 1
        following[last[sizes > 0]] = start[sizes > 0]
        return a, a[following], np.repeat(owner, sizes)

    def _bboxes(self, xy: Array, who: Array) -> Array:
        """``(n, 4)`` xmin, ymin, xmax, ymax per polygon (``who``: the polygon of each vertex);
        NaN for one without vertices. A polygon whose box is not finite (a NaN or infinite
        vertex) is in no bucket, so it holds no point."""
        box = np.full((self.n, 4), np.nan)
        if len(xy):
            order = np.argsort(who, kind="stable")
            polygons, first = np.unique(who[order], return_index=True)
            xy = xy[order]
            box[polygons, :2] = np.minimum.reduceat(xy, first)
            box[polygons, 2:] = np.maximum.reduceat(xy, first)
        return box

    def _buckets(self) -> None:
        """The bucket grid and, per bucket, the polygons whose bounding box touches it (CSR);
        only the polygons whose box is finite (:attr:`bucketed`) are registered."""
        self.bucketed = np.all(np.isfinite(self.bbox), axis=1)  # a NaN or infinite vertex: no point
        valid = np.flatnonzero(self.bucketed)
        if not len(valid):
            self.extent, self.grid = None, (1, 1)
            self.bucket_start = np.zeros(2, dtype=np.int64)
            self.bucket_polygon = np.empty(0, dtype=np.int64)
            return
        box = self.bbox[valid]
        x0, y0 = box[:, 0].min(), box[:, 1].min()
        width = max(box[:, 2].max() - x0, 1e-300)
        height = max(box[:, 3].max() - y0, 1e-300)
        side = max(1, int(np.sqrt(len(valid))))
        while True:
            gx = max(1, int(round(side * np.sqrt(width / height))))
            gy = max(1, int(round(side * np.sqrt(height / width))))
            ix0, ix1 = self._column(box[:, 0], x0, width, gx), self._column(box[:, 2], x0, width, gx)
            iy0, iy1 = self._column(box[:, 1], y0, height, gy), self._column(box[:, 3], y0, height, gy)
            spans = (ix1 - ix0 + 1) * (iy1 - iy0 + 1)
            if spans.sum() <= _REGISTRATIONS_PER_POLYGON * len(valid) + gx * gy or side == 1:
                break
            side = max(1, side // 2)
        self.extent, self.grid = (x0, y0, width, height), (gx, gy)
        local = _ranges(np.zeros(len(valid)), spans)
        owner = np.repeat(np.arange(len(valid)), spans)
        span_x = (ix1 - ix0 + 1)[owner]
        bucket = (iy0[owner] + local // span_x) * gx + ix0[owner] + local % span_x
        order = np.lexsort((owner, bucket))  # by bucket, then by polygon
        self.bucket_polygon = valid[owner[order]]
        counts = np.bincount(bucket, minlength=gx * gy)
        self.bucket_start = np.r_[0, np.cumsum(counts)]

    @staticmethod
    def _column(values: Array, origin: float, size: float, cells: int) -> Array:
        return np.clip(np.floor((values - origin) / size * cells).astype(np.int64), 0, cells - 1)

    def locate(self, x: npt.ArrayLike, y: npt.ArrayLike) -> Memberships:
        """All (point, polygon) pairs with the point inside the polygon (:class:`Memberships`)."""
        x = np.asarray(x, dtype=float)
        y = np.asarray(y, dtype=float)
        points, polygons = [], []
        for start in range(0, len(x), _POINT_BLOCK):
            p, q = self._locate_block(x[start:start + _POINT_BLOCK], y[start:start + _POINT_BLOCK])
            points.append(p + start)
            polygons.append(q)
        if not points:
            return Memberships(np.empty(0, dtype=np.int64), np.empty(0, dtype=np.int64))
        return Memberships(np.concatenate(points), np.concatenate(polygons))

    def _locate_block(self, x: Array, y: Array) -> tuple[Array, Array]:
        nothing = np.empty(0, dtype=np.int64)
        if self.extent is None:
            return nothing, nothing
        x0, y0, width, height = self.extent
        gx, gy = self.grid
        inside = (x >= x0) & (x <= x0 + width) & (y >= y0) & (y <= y0 + height)
        point = np.flatnonzero(inside)
        bucket = self._column(y[point], y0, height, gy) * gx + self._column(x[point], x0, width, gx)
        count = self.bucket_start[bucket + 1] - self.bucket_start[bucket]
        pair_polygon = self.bucket_polygon[_ranges(self.bucket_start[bucket], count)]
        pair_point = np.repeat(point, count)
        px, py = x[pair_point], y[pair_point]
        box = self.bbox[pair_polygon]
        near = (px >= box[:, 0]) & (px <= box[:, 2]) & (py >= box[:, 1]) & (py <= box[:, 3])
        pair_point, pair_polygon = pair_point[near], pair_polygon[near]
        edges = self.edge_count[pair_polygon]
        edge = _ranges(self.edge_start[pair_polygon], edges)
        pair = np.repeat(np.arange(len(pair_point)), edges)
        ex, ey = x[pair_point][pair], y[pair_point][pair]
        crosses = (self.y_lo[edge] <= ey) & (ey < self.y_hi[edge]) & \
            (ex < self.x_lo[edge] + (ey - self.y_lo[edge]) * self.slope[edge])
        odd = np.bincount(pair[crosses], minlength=len(pair_point)) % 2 == 1
        return pair_point[odd], pair_polygon[odd]


def first_memberships(memberships: Memberships, depth: int) -> Memberships:
    """At most ``depth`` memberships per point: its first polygons in the layer's order.

    This cap makes "a point counts in at most D polygons" true by construction,
    so the counts' L1 sensitivity is D (times k per user) whatever the
    geometry's subtleties. The pairs are sorted by point, then polygon.
    """
    point = memberships.point
    keep = ranks(point) < int(depth)
    return Memberships(point[keep], memberships.polygon[keep])


def ranks(point: Array) -> Array:
    """Each pair's position among its point's pairs (0, 1, …), for pairs sorted by point."""
    return np.arange(len(point)) - np.searchsorted(point, point)


def separated(polygon_set: PolygonSet, pairs: Array) -> Array:
    """For each pair ``(i, j)``: True when the line of an edge of i has all of i's vertices on
    one side and all of j's on the other (either may lie on the line).

    Then i lies in one closed half-plane and j in the other, so their interiors are disjoint —
    whatever their shapes, holes or parts. Neighbours in a partition of convex-ish polygons
    are separated by their shared edge; the edge's own end points give a cross product of
    exactly 0, so the shared edge never spoils the test. The other vertices' signs are floating-
    point: one within rounding distance of the line may be misjudged, which can only hide a
    sliver of overlap of about that width (and D only decides utility: the cap in
    :func:`first_memberships` holds the sensitivity). A pair not separated may still be
    disjoint (the QGIS side asks GEOS).
    """
    pairs = np.asarray(pairs, dtype=np.int64).reshape(-1, 2)
    out = np.zeros(len(pairs), dtype=bool)
    for start in range(0, len(pairs), _PAIR_BLOCK):
        out[start:start + _PAIR_BLOCK] = _separated_block(polygon_set, pairs[start:start + _PAIR_BLOCK])
    return out


def _separated_block(polygon_set: PolygonSet, pairs: Array) -> Array:
    ps = polygon_set
    first, second = pairs[:, 0], pairs[:, 1]
    edges = ps.ring_edge_count[first]
    edge = _ranges(ps.ring_edge_start[first], edges)  # rows: (pair, edge of its first polygon)
    row_pair = np.repeat(np.arange(len(pairs)), edges)
    origin = ps.edge_a[edge]
    d = ps.edge_b[edge] - origin
    proper = (d[:, 0] != 0) | (d[:, 1] != 0)

    def sides(polygon: Array) -> tuple[Array, Array]:
        """Least and largest cross product d × (v − a) over the vertices v of ``polygon[row]``."""
        count = ps.ring_edge_count[polygon][row_pair]
        v = ps.edge_a[_ranges(ps.ring_edge_start[polygon][row_pair], count)]
        row = np.repeat(np.arange(len(edge)), count)
        cross = d[row, 0] * (v[:, 1] - origin[row, 1]) - d[row, 1] * (v[:, 0] - origin[row, 0])
        group = np.cumsum(count) - count
        return np.minimum.reduceat(cross, group), np.maximum.reduceat(cross, group)

    low_i, high_i = sides(first)
    low_j, high_j = sides(second)
    split = proper & (((high_i <= 0) & (low_j >= 0)) | ((low_i >= 0) & (high_j <= 0)))
    return np.bincount(row_pair[split], minlength=len(pairs)) > 0


def candidate_overlaps(polygon_set: PolygonSet) -> Array:
    """Pairs ``(i, j)``, i < j, of polygons whose bounding boxes overlap with a positive area.

    Only such pairs can have overlapping interiors; the QGIS side checks each
    with GEOS. Taken from the buckets: two polygons whose boxes overlap share one.
    """
    start, members = polygon_set.bucket_start, polygon_set.bucket_polygon
    size = np.diff(start)
    bucket = np.repeat(np.arange(len(size)), size)
    later = start[bucket + 1] - np.arange(len(members)) - 1  # registrations after each in its bucket
    first = np.repeat(members, later)
    second = members[_ranges(np.arange(len(members)) + 1, later)]
    box = polygon_set.bbox
    overlap = (np.minimum(box[first, 2], box[second, 2]) > np.maximum(box[first, 0], box[second, 0])) & \
        (np.minimum(box[first, 3], box[second, 3]) > np.maximum(box[first, 1], box[second, 1]))
    key = np.unique(first[overlap] * polygon_set.n + second[overlap])
    return np.column_stack(np.divmod(key, polygon_set.n))
