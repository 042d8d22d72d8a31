"""Hexagonal cells over the public domain, and range queries on polygon cells (issue 11; docs/hexagons.md).

**The lattice.** Regular hexagons of circumradius (= side) ``s`` and area
``3√3/2 · s²``. Flat-topped hexagons (:data:`FLAT`) have their centres at
``(a0 + 1.5 s·i, b0 + h·k)`` with ``h = √3/2 · s`` and ``i + k`` even;
pointy-topped hexagons (:data:`POINTY`) are the same lattice with x and y
exchanged, ``(b0 + h·k, a0 + 1.5 s·i)``. The origin ``(a0, b0)`` is one of
four placements symmetric about the extent's centre (the centre on a
hexagon's centre or on the midpoint of one of its three kinds of edge): the
one whose smallest border cell is largest, so that the border does not cut
thin slivers off a row. The lattice depends only on the public extent and
``s``; :meth:`HexGrid.like_square_grid` takes ``s`` from the square grid's m
(the same cell area, ``|Ω| / m²``).

**The cells.** Every hexagon that overlaps the extent with positive area is a
cell, clipped to the extent: the cells tile Ω exactly (the border cells are
smaller), so the domain stays the public rectangle and a cell's density is
its count over its clipped area. Cells are numbered row-major from the
south-west (by centre y, then x).

**The tie rule.** A point of Ω belongs to exactly one cell: the hexagon of the
nearest centre (the hexagons are the Voronoi cells of the lattice). A point
equidistant from two or three centres — on an edge or a vertex — belongs to
the hexagon whose centre lies furthest **north, then east**, like the square
grid's cells (docs/noise-and-ledger.md). Where that hexagon lies outside Ω
(a point on Ω's north or east border), the point belongs to the nearest cell
inside, by the same rule. Exactly: a point is located in normalised lattice
coordinates ``p = Δa / 1.5s``, ``q = Δb / h`` (``a`` the axis along which
columns are 1.5 s apart) rounded to :data:`RESOLUTION` (2⁻²⁰ of the lattice
spacing, about a millionth of a cell: far above the rounding error of
coordinates, even projected ones in the millions of metres, and far below
anything a map shows). On that grid every decision is exact arithmetic:
the lattice is the union of two rectangular lattices (``i, k`` both even,
both odd), each solved by rounding half up (north/east), and candidates are
compared by the difference of their squared distances over ``h²``,
``3(i′ − i)(2p − i − i′) + (k′ − k)(2q − k − k′)``, a sum of exact products.
So a point on an edge — the midpoint of two centres, say, computed in any
coordinates — is decided by the rule, never by rounding, and is in one cell.

**Polygon cells.** :class:`PolygonCells` holds polygons as padded vertex arrays
``(n, K, 2)`` (a polygon with fewer than K vertices repeats its first vertex),
with their areas, bounding boxes, and range-query answers under uniformity: a
cell adds its count times the fraction of its area inside the query
rectangle, the area found by clipping the polygon against the rectangle
(Sutherland–Hodgman, vectorised over all cell–query pairs; exact for convex
cells, and the signed area of the clip is exact for any simple ring).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import Sequence

import numpy as np
import numpy.typing as npt

from .arrays import Array

from .domain import Domain, check_cells

SQUARE, FLAT, POINTY = "square", "flat", "pointy"
#: the cell shapes a grid may have, in the order a user interface offers them
CELL_SHAPES = (SQUARE, FLAT, POINTY)
#: hexagons whose clipped area is below this fraction of a whole one are rounding slivers
_SLIVER = 1e-12
#: cell–query pairs whose bounding boxes are compared at once by :meth:`PolygonCells.answer`
_QUERY_BLOCK_PAIRS = 4_000_000
#: points are located to this fraction of the lattice spacing (a power of two: exact)
RESOLUTION = 2.0 ** -20
#: neighbour offsets (Δi, Δk) of a lattice hexagon, itself first
_NEIGHBOURS = np.array([(0, 0), (0, 2), (0, -2), (1, 1), (1, -1), (-1, 1), (-1, -1)])


def hexagon_area(size: float) -> float:
    """Area of the regular hexagon of circumradius ``size``: 3√3/2 · s²."""
    return 1.5 * math.sqrt(3.0) * size * size


def hexagon_size(area: float) -> float:
    """The circumradius of the regular hexagon of ``area``."""
    return math.sqrt(area / (1.5 * math.sqrt(3.0)))


def is_hexagonal(cell_shape: str) -> bool:
    """True for :data:`FLAT` and :data:`POINTY`; ValueError for an unknown shape."""
    if cell_shape not in CELL_SHAPES:
        raise ValueError(f"unknown cell shape {cell_shape!r}: choose one of {', '.join(CELL_SHAPES)}")
    return cell_shape != SQUARE


# ------------------------------------------------------------------ polygons


def polygon_areas(vertices: Array) -> Array:
    """Areas of padded polygons ``(n, K, 2)`` by the shoelace formula (counter-clockwise > 0),
    about each polygon's first vertex (no cancellation in coordinates far from the origin)."""
    x = vertices[..., 0] - vertices[..., :1, 0]
    y = vertices[..., 1] - vertices[..., :1, 1]
    return np.asarray(0.5 * (x * np.roll(y, -1, axis=-1) - np.roll(x, -1, axis=-1) * y).sum(axis=-1))


def _vertex_counts(vertices: Array) -> Array:
    """The number of vertices of each padded polygon: those before the trailing repeats of the first."""
    repeats = np.all(vertices == vertices[:, :1], axis=2)[:, :0:-1]
    return np.asarray(vertices.shape[1] - np.cumprod(repeats, axis=1).sum(axis=1))


def _clip_half_plane(vertices: Array, count: Array, axis: int, bound: Array, keep_above: bool
                     ) -> tuple[Array, Array]:
    """Sutherland–Hodgman: the part of each polygon (its first ``count`` vertices) with
    ``coord[axis] ≥ bound`` (``≤`` if not ``keep_above``); returns the padded polygons and counts."""
    n, width, _ = vertices.shape
    j = np.arange(width)
    real = j < count[:, None]
    nxt_index = np.where(j + 1 < count[:, None], j + 1, 0)
    nxt = np.take_along_axis(vertices, nxt_index[..., None], axis=1)
    side = vertices[..., axis] - bound[:, None]
    if not keep_above:
        side = -side
    side_next = np.take_along_axis(side, nxt_index, axis=1)
    inside = (side >= 0) & real
    crossing = ((side >= 0) != (side_next >= 0)) & real
    with np.errstate(divide="ignore", invalid="ignore"):
        t = np.where(crossing, side / (side - side_next), 0.0)
    cut = vertices + t[..., None] * (nxt - vertices)
    cut[..., axis] = np.where(crossing, bound[:, None], cut[..., axis])  # exactly on the line
    keep = np.stack([inside, crossing], axis=2).reshape(n, 2 * width)
    points = np.stack([vertices, cut], axis=2).reshape(n, 2 * width, 2)
    count = keep.sum(axis=1)
    out = np.zeros((n, max(int(count.max(initial=0)), 1), 2))
    rows, cols = np.nonzero(keep)
    out[rows, (np.cumsum(keep, axis=1) - 1)[rows, cols]] = points[rows, cols]
    pad = np.arange(out.shape[1]) >= count[:, None]
    return np.where(pad[..., None], out[:, :1], out), count


def clip_to_rectangles(vertices: Array, rects: npt.ArrayLike) -> Array:
    """Each polygon ``vertices[j]`` ``(n, K, 2)`` clipped to the rectangle ``rects[j]`` ``(n, 4)``.

    Returns padded polygons ``(n, K', 2)``; one that misses its rectangle has area 0. A
    polygon is clipped only at the sides of its rectangle that it crosses.
    """
    vertices = np.array(vertices, dtype=float)  # a copy: clipped in place
    rects = np.asarray(rects, dtype=float).reshape(-1, 4)
    count = _vertex_counts(vertices)
    for axis, column, above in ((0, 0, True), (0, 2, False), (1, 1, True), (1, 3, False)):
        coordinate, bound = vertices[..., axis], rects[:, column][:, None]
        outside = coordinate < bound if above else coordinate > bound  # padding repeats a vertex
        crosses = np.flatnonzero(outside.any(axis=1))
        if not len(crosses):
            continue
        part, part_count = _clip_half_plane(vertices[crosses], count[crosses], axis, rects[crosses, column],
                                            above)
        if part.shape[1] > vertices.shape[1]:
            extra = part.shape[1] - vertices.shape[1]
            vertices = np.concatenate([vertices, np.repeat(vertices[:, :1], extra, axis=1)], axis=1)
        vertices[crosses] = np.concatenate(
            [part, np.repeat(part[:, :1], vertices.shape[1] - part.shape[1], axis=1)], axis=1)
        count[crosses] = part_count
    return vertices


def intersection_areas(vertices: Array, rects: npt.ArrayLike) -> Array:
    """Area of ``polygon j ∩ rectangle j`` for each pair (vectorised; either orientation)."""
    if not len(vertices):
        return np.zeros(0)
    return np.abs(polygon_areas(clip_to_rectangles(vertices, rects)))


def padded(rings: Sequence[Array]) -> Array:
    """Polygons given as a list of ``(k_j, 2)`` vertex arrays (no closing vertex) → ``(n, K, 2)``."""
    width = max((len(r) for r in rings), default=1)
    out = np.zeros((len(rings), width, 2))
    for j, ring in enumerate(rings):
        ring = np.asarray(ring, dtype=float).reshape(-1, 2)
        out[j, :len(ring)] = ring
        out[j, len(ring):] = ring[0]
    return out


@dataclass
class PolygonCells:
    """Cells given as polygons: padded vertex arrays ``(n, K, 2)``, counter-clockwise."""

    vertices: Array

    def __post_init__(self) -> None:
        self.vertices = np.asarray(self.vertices, dtype=float).reshape(len(self.vertices), -1, 2)

    def __len__(self) -> int:
        return len(self.vertices)

    @cached_property
    def areas(self) -> Array:
        return np.abs(polygon_areas(self.vertices))

    @cached_property
    def bounds(self) -> Array:
        """Bounding boxes ``(n, 4)``: xmin, ymin, xmax, ymax."""
        v = self.vertices
        return np.column_stack([v[..., 0].min(1), v[..., 1].min(1), v[..., 0].max(1), v[..., 1].max(1)])

    def subset(self, cells: Array) -> PolygonCells:
        return PolygonCells(self.vertices[cells])

    def rings(self) -> list[Array]:
        """Each polygon's vertices without the padding (repeated vertices dropped), a list."""
        v = self.vertices
        step = np.any(v != np.roll(v, 1, axis=1), axis=2)  # a vertex unlike the one before it
        step[:, 0] |= ~step.any(axis=1)
        return np.split(v[step], np.cumsum(step.sum(axis=1))[:-1])

    @cached_property
    def _by_west_edge(self) -> tuple[Array, Array, float]:
        """Cell order by the west edge of the bounding box, the sorted edges and the widest box."""
        order = np.argsort(self.bounds[:, 0], kind="stable")
        widths = self.bounds[:, 2] - self.bounds[:, 0]
        return order, self.bounds[order, 0], float(widths.max(initial=0.0))

    def _candidates(self, queries: Array) -> tuple[Array, Array]:
        """For each query the cells (positions in :attr:`_by_west_edge` order) whose bounding box
        may cross it in x — a contiguous run: west edge in (qx0 − widest box, qx1)."""
        _, west, widest = self._by_west_edge
        low = np.searchsorted(west, queries[:, 0] - widest, side="left")
        return low, np.searchsorted(west, queries[:, 2], side="left") - low

    def answer(self, queries: npt.ArrayLike, counts: Array) -> Array:
        """Range-query answers ``(Q,)`` for rectangles ``(Q, 4)`` under uniformity.

        A cell inside the query adds its count; a cell whose bounding box
        crosses the query's border adds ``count × |cell ∩ query| / |cell|``.
        Only the cells in the query's strip of x are compared with it; the
        crossing cells of all queries are clipped together, in blocks of
        :data:`_QUERY_BLOCK_PAIRS` vertices.
        """
        queries = np.asarray(queries, dtype=float).reshape(-1, 4)
        counts = np.asarray(counts, dtype=float)
        out = np.zeros(len(queries))
        if not len(self) or not len(queries):
            return out
        order = self._by_west_edge[0]
        bounds, counts = self.bounds[order], counts[order]
        density = np.divide(counts, self.areas[order], out=np.zeros(len(self)), where=self.areas[order] > 0)
        low, length = self._candidates(queries)
        crossing = []
        for j, (q, first, n) in enumerate(zip(queries, low, length)):
            b = bounds[first:first + n]
            inside = (b[:, 0] >= q[0]) & (b[:, 2] <= q[2]) & (b[:, 1] >= q[1]) & (b[:, 3] <= q[3])
            partial = (b[:, 0] < q[2]) & (b[:, 2] > q[0]) & (b[:, 1] < q[3]) & (b[:, 3] > q[1]) & ~inside
            out[j] = counts[first:first + n][inside].sum()
            crossing.append(np.flatnonzero(partial) + first)
        qi = np.repeat(np.arange(len(queries)), [len(c) for c in crossing])
        ci = np.concatenate(crossing)
        step = max(1, _QUERY_BLOCK_PAIRS // self.vertices.shape[1])
        for s in range(0, len(ci), step):
            q, c = qi[s:s + step], ci[s:s + step]
            area = intersection_areas(self.vertices[order[c]], queries[q])
            out += np.bincount(q, area * density[c], minlength=len(queries))
        return out


@dataclass
class PolygonIndex:
    """Range-query answers of counted polygon cells (the role of :class:`core.evaluation.CellIndex`)."""

    cells: PolygonCells
    counts: Array
    method: str = "polygon cells clipped to the queries"

    def answer(self, queries: npt.ArrayLike) -> Array:
        return self.cells.answer(queries, self.counts)


# ------------------------------------------------------------------ the hexagon grid


def _closer(p: Array, q: Array, i: Array, k: Array, i2: Array, k2: Array) -> Array:
    """How much closer lattice centre ``(i2, k2)`` is to ``(p, q)`` than ``(i, k)``: the difference
    of the squared distances over h², ``3(i2 − i)(2p − i − i2) + (k2 − k)(2q − k − k2)``, which is
    exact for coordinates on the :data:`RESOLUTION` grid (module docstring)."""
    return np.asarray(3 * (i2 - i) * (2 * p - i - i2) + (k2 - k) * (2 * q - k - k2))


@dataclass(frozen=True)
class HexGrid:
    """Hexagons of circumradius ``size`` over the public ``domain``, clipped to it (module docstring)."""

    domain: Domain
    size: float
    orientation: str = FLAT

    def __post_init__(self) -> None:
        if self.orientation not in (FLAT, POINTY):
            raise ValueError(f"a hexagon grid is {FLAT!r} or {POINTY!r}, not {self.orientation!r}")
        if not (math.isfinite(self.size) and self.size > 0):
            raise ValueError("the hexagons' size must be a positive number")
        check_cells(self._candidate_count())

    @classmethod
    def like_square_grid(cls, domain: Domain, m: int, orientation: str = FLAT) -> HexGrid:
        """Hexagons of the area of an m×m square grid's cells, ``|Ω| / m²`` (Guideline 1's m)."""
        return cls(domain, hexagon_size(domain.area / (int(m) ** 2)), orientation)

    # --- the lattice frame: ``a`` is the axis along which columns are 1.5 s apart
    @property
    def _unit_a(self) -> float:
        return 1.5 * self.size

    @property
    def _unit_b(self) -> float:
        return 0.5 * math.sqrt(3.0) * self.size

    @property
    def _bounds_in_frame(self) -> tuple[float, float, float, float]:
        """Ω as ``(a_min, b_min, a_max, b_max)`` in world units along the frame's axes."""
        d = self.domain
        return (d.xmin, d.ymin, d.xmax, d.ymax) if self.orientation == FLAT else (d.ymin, d.xmin, d.ymax, d.xmax)

    def _candidate_count(self) -> int:
        """An upper bound of the hexagons that can overlap Ω, whatever the placement."""
        a0, b0, a1, b1 = self._bounds_in_frame
        return int((math.ceil((a1 - a0) / self._unit_a) + 3) * (math.ceil((b1 - b0) / self._unit_b) + 4)) // 2 + 1

    def _ranges(self, origin: tuple[float, float]) -> tuple[int, int, int, int]:
        """``(i0, ni, k0, nk)``: the lattice columns and rows whose hexagons can overlap Ω when the
        lattice point (0, 0) is at ``origin`` (p ∈ i ± 2/3, q ∈ k ± 1)."""
        a0, b0, a1, b1 = self._bounds_in_frame
        i0 = math.floor((a0 - origin[0]) / self._unit_a - 2 / 3)
        k0 = math.floor((b0 - origin[1]) / self._unit_b - 1)
        i1 = math.ceil((a1 - origin[0]) / self._unit_a + 2 / 3)
        k1 = math.ceil((b1 - origin[1]) / self._unit_b + 1)
        return i0, i1 - i0 + 1, k0, k1 - k0 + 1

    def _centres_at(self, origin: tuple[float, float], i: Array, k: Array) -> tuple[Array, Array]:
        a = origin[0] + self._unit_a * np.asarray(i, dtype=float)
        b = origin[1] + self._unit_b * np.asarray(k, dtype=float)
        return (a, b) if self.orientation == FLAT else (b, a)

    def _clipped(self, origin: tuple[float, float], *, border_only: bool = False
                 ) -> tuple[Array, Array, Array]:
        """``(i, k, polygons)`` of the hexagons overlapping Ω for a placement, clipped to Ω; with
        ``border_only`` only those of the three outermost columns and rows of candidates (all the
        cells the border cuts)."""
        i0, ni, k0, nk = self._ranges(origin)
        columns, rows = np.arange(i0, i0 + ni), np.arange(k0, k0 + nk)
        i, k = (a.ravel() for a in np.meshgrid(columns, rows, indexing="ij"))
        if border_only:
            edge = (np.minimum(i - i0, i0 + ni - 1 - i) < 3) | (np.minimum(k - k0, k0 + nk - 1 - k) < 3)
            i, k = i[edge], k[edge]
        lattice = (i + k) % 2 == 0
        i, k = i[lattice], k[lattice]
        cx, cy = self._centres_at(origin, i, k)
        start = 0.0 if self.orientation == FLAT else math.pi / 6
        angle = start + np.arange(6) * (math.pi / 3)
        hexagons = np.stack([cx[:, None] + self.size * np.cos(angle), cy[:, None] + self.size * np.sin(angle)],
                            axis=-1)
        clipped = clip_to_rectangles(hexagons, np.tile(self.domain.as_tuple(), (len(i), 1)))
        keep = polygon_areas(clipped) > _SLIVER * hexagon_area(self.size)
        return i[keep], k[keep], clipped[keep]

    @cached_property
    def _placement(self) -> tuple[tuple[float, float], tuple[Array, Array, Array]]:
        """``(origin, (i, k, polygons))``: of the lattice's four placements symmetric about Ω's centre
        (the centre on a hexagon's centre, or on the midpoint of one of its three kinds of edge), the
        one whose smallest border cell is largest — no sliver where the border just cuts a row."""
        a0, b0, a1, b1 = self._bounds_in_frame
        centre = ((a0 + a1) / 2, (b0 + b1) / 2)
        best = None
        for dp, dq in ((0.0, 0.0), (0.0, 1.0), (0.5, 0.5), (0.5, -0.5)):
            origin = (centre[0] - dp * self._unit_a, centre[1] - dq * self._unit_b)
            border = self._clipped(origin, border_only=True)[2]
            smallest = float(np.abs(polygon_areas(border)).min(initial=np.inf))
            if best is None or smallest > best[0]:
                best = (smallest, origin)
        assert best is not None  # four placements were tried
        return best[1], self._clipped(best[1])

    def _frame(self, x: npt.ArrayLike, y: npt.ArrayLike) -> tuple[Array, Array]:
        """``(p, q)``: normalised lattice coordinates of points (centres at integer i + k even)."""
        a, b = (x, y) if self.orientation == FLAT else (y, x)
        origin = self._placement[0]
        p = (np.asarray(a, dtype=float) - origin[0]) / self._unit_a
        q = (np.asarray(b, dtype=float) - origin[1]) / self._unit_b
        return np.round(p / RESOLUTION) * RESOLUTION, np.round(q / RESOLUTION) * RESOLUTION

    def centres_of(self, i: Array, k: Array) -> tuple[Array, Array]:
        """World coordinates ``(x, y)`` of lattice centres ``(i, k)``."""
        return self._centres_at(self._placement[0], i, k)

    @cached_property
    def _cells(self) -> tuple[Array, Array, Array]:
        """``(i, k, polygons)`` of the cells, numbered row-major from the south-west."""
        i, k, clipped = self._placement[1]
        cx, cy = self.centres_of(i, k)
        order = np.lexsort((cx, cy))
        return i[order], k[order], clipped[order]

    @cached_property
    def _lookup(self) -> tuple[int, int, Array]:
        """``(i0, k0, table)``: the cell number of lattice position ``(i, k)`` is
        ``table[i − i0, k − k0]``, −1 outside Ω (with a border of −1 around the candidates)."""
        i, k, _ = self._cells
        i0, ni, k0, nk = self._ranges(self._placement[0])
        table = np.full((ni + 2, nk + 2), -1, dtype=np.int64)
        table[i - i0 + 1, k - k0 + 1] = np.arange(len(i))
        return i0 - 1, k0 - 1, table

    @property
    def n_cells(self) -> int:
        return len(self._cells[0])

    @property
    def cells(self) -> PolygonCells:
        """The cells as :class:`PolygonCells` (clipped to Ω)."""
        return PolygonCells(self._cells[2])

    @property
    def centres(self) -> tuple[Array, Array]:
        """World coordinates ``(x, y)`` of the cells' hexagon centres (outside Ω for some border cells)."""
        i, k, _ = self._cells
        return self.centres_of(i, k)

    def _cell_at(self, i: Array, k: Array) -> Array:
        i0, k0, table = self._lookup
        i, k = i - i0, k - k0
        inside = (i >= 0) & (i < table.shape[0]) & (k >= 0) & (k < table.shape[1])
        return np.where(inside, table[np.clip(i, 0, table.shape[0] - 1), np.clip(k, 0, table.shape[1] - 1)], -1)

    def _north_east_first(self, di: Array, dk: Array) -> Array:
        """Sort key of lattice offsets: world north first, then east (smaller key wins a tie)."""
        north, east = (dk, di) if self.orientation == FLAT else (di, dk)
        return -north * 4 - east

    def cell_index(self, x: npt.ArrayLike, y: npt.ArrayLike) -> Array:
        """The cell of each point inside Ω (module docstring: nearest centre, ties north then east)."""
        p, q = self._frame(x, y)
        ia, ka = 2 * np.floor(p / 2 + 0.5), 2 * np.floor(q / 2 + 0.5)
        ib, kb = 2 * np.floor((p - 1) / 2 + 0.5) + 1, 2 * np.floor((q - 1) / 2 + 0.5) + 1
        closer = _closer(p, q, ia, ka, ib, kb)
        b_north = (kb > ka) if self.orientation == FLAT else (ib > ia)
        take_b = (closer > 0) | ((closer == 0) & b_north)
        i = np.where(take_b, ib, ia).astype(np.int64)
        k = np.where(take_b, kb, ka).astype(np.int64)
        cell = self._cell_at(i, k)
        outside = np.flatnonzero(cell < 0)
        if len(outside):  # on Ω's border, in a hexagon of no area inside Ω
            cell[outside] = self._nearest_cell(p[outside], q[outside], i[outside], k[outside])
        return cell

    def _nearest_cell(self, p: Array, q: Array, i: Array, k: Array) -> Array:
        """The nearest cell among a lattice hexagon and its six neighbours, ties north then east."""
        offsets = sorted(_NEIGHBOURS.tolist(), key=lambda o: self._north_east_first(*o))
        di, dk = np.array(offsets).T
        ci, ck = i[:, None] + di, k[:, None] + dk
        cell = self._cell_at(ci, ck)
        closer = _closer(p[:, None], q[:, None], i[:, None], k[:, None], ci, ck)
        best = np.argmax(np.where(cell >= 0, closer, -np.inf), axis=1)  # the first: north, then east
        found = cell[np.arange(len(p)), best]
        if (found < 0).any():
            raise ValueError("a point outside the extent has no hexagon; clip the points to Ω first")
        return np.asarray(found)

    def histogram(self, x: npt.ArrayLike, y: npt.ArrayLike) -> Array:
        """Counts of the points inside Ω per cell."""
        x, y, _ = self.domain.clip(np.asarray(x, dtype=float), np.asarray(y, dtype=float))
        return np.bincount(self.cell_index(x, y), minlength=self.n_cells)
