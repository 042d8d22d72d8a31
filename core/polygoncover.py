"""The public polygons cut into cells, for counting their points where the points are (a database).

:meth:`core.pointinpolygon.PolygonSet.locate` tests every point against the
edges of the polygons whose bounding box holds it. A database can run the very
same test in SQL, but not against every edge of every polygon for millions of
points. A :class:`CellCover` cuts the polygons' extent into f × f cells and
tells, from the public polygons alone, which work each cell needs:

- **A clean cell** — no edge touches it, even grown by a margin — lies inside
  the same polygons at each of its points: the half-open crossing rule of
  ``locate`` counts the crossings of an infinitesimally raised ray, whose
  parity changes only where the point crosses an edge, and with every edge
  farther than the margin each of ``locate``'s comparisons is decided as the
  exact arithmetic decides it. Its points go to the polygons of its centre
  (``locate`` of the centre, capped at the first D by
  :func:`core.pointinpolygon.first_memberships`): counting them per set of
  polygons is enough.
- **A border cell**: each of its points is tested as ``locate`` tests it — the
  extent, the polygon's bounding box, then the crossing number with the same
  IEEE expressions — but only against the edges of the cell's *row band*
  (the cells' row, grown by the margin), and only for the polygons whose
  bounding box meets the cell. An edge wholly above or below the band gives
  ``locate``'s test ``y_lo ≤ y < y_hi`` False for every point of the band, so
  leaving it out changes no count.

The margin covers the rounding of a point's cell in the database (a few ulps
of its coordinates) and of ``locate``'s x of an edge at the point's height.
The cover decides only which test a point gets, so a wrong guess could only
make a cell border (more work, the same answer). Polygons without a finite
bounding box (no vertex, or a NaN or infinite one) hold no point in ``locate``
and are left out. docs/postgis.md gives the SQL that uses the cover.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .arrays import Array
from .pointinpolygon import PolygonSet, _ranges, first_memberships, ranks

#: cells a side at most (each cell's state is sent to the database as a number)
MAX_CELLS = 1024
#: cells a side at least: a cover that would need fewer is refused (:class:`CoverTooLarge`)
MIN_CELLS = 64
#: (edge, cell) and (band, column) pairs examined at most while building a cover (its memory)
MAX_PAIRS = 4_000_000
#: band edges at most (four numbers each in the query's text)
MAX_BAND_EDGES = 1_000_000
#: (edge, cell) pairs examined at once
_CHUNK = 500_000
#: the margin: this fraction of a cell, plus this many ulps of the extent's largest coordinate
_MARGIN_CELL, _MARGIN_ULPS = 1e-6, 64


class CoverTooLarge(ValueError):
    """The polygons have too many edges (``edges``) for a cover within the budgets."""

    def __init__(self, edges: int) -> None:
        super().__init__(f"{edges:,} edges are too many for a cover within the budgets")
        self.edges = edges


class CellCover:
    """The f × f cells of ``polygon_set``'s extent, each clean or border (module docstring).

    Attributes, all public and read by the SQL side:

    - ``extent``: ``(xmin, ymin, xmax, ymax)``, exactly the bounds ``locate`` tests a point against;
    - ``f``: cells a side (``cells`` or fewer, halved while the cover would be too large),
      row-major index ``column + f·row``;
    - ``state``: per cell, for a clean cell the index of its set of polygons in ``sets`` (0: in
      no polygon), for the b-th border cell (1-based) −b;
    - ``run_start``, ``run_value``: ``state`` in runs, what the database is sent (a few values
      per row of cells, not f² of them): the cells from ``run_start[r]`` to the next run's start
      are one clean set (``run_value[r]`` ≥ 0, the state) or border cells numbered one after
      the other (``run_value[r]`` = −2 − K < 0, and cell c's state is K − c); the run of cell c
      is the last whose start is ≤ c (a binary search);
    - ``sets``: the distinct sets of at most ``depth`` polygons of the clean cells, each an
      array of polygons (``sets[0]`` is empty);
    - per border cell b (0-based): its candidates ``candidate_first[b] … candidate_first[b + 1]
      − 1`` (1-based) of ``candidate_band``, each a band (1-based): a polygon ``band_polygon``
      whose bounding box meets the cell and its edges of the cell's row band, ``band_start …
      band_stop`` (1-based, inclusive) of ``band_edge``, which are 1-based indices of the edge
      arrays ``x_lo``, ``y_lo``, ``y_hi``, ``slope`` (``locate``'s, each edge once).

    ``None`` extent: no polygon has a vertex, so no point is in any. Raises
    :class:`CoverTooLarge` when even ``min(MIN_CELLS, cells)`` cells a side would examine more
    than :data:`MAX_PAIRS` pairs or send more than :data:`MAX_BAND_EDGES` band edges (the band
    edges are counted before they are built).
    """

    #: ``(xmin, ymin, xmax, ymax)``, or None (above); the methods run only when it is a box
    extent: Any

    def __init__(self, polygon_set: PolygonSet, depth: int, cells: int = MAX_CELLS) -> None:
        ps = self.polygons = polygon_set
        self.depth = int(depth)
        if ps.extent is None:
            self.extent = None
            return
        x0, y0, width, height = ps.extent
        self.extent = (x0, y0, x0 + width, y0 + height)
        # only the polygons locate puts in a bucket
        self.edge_a, self.edge_b = (v[np.repeat(ps.bucketed, ps.ring_edge_count)] for v in (ps.edge_a, ps.edge_b))
        crossing = np.repeat(ps.bucketed, ps.edge_count)
        self.crossing_owner = np.repeat(np.arange(ps.n), ps.edge_count)[crossing]
        self.crossing = [v[crossing] for v in (ps.x_lo, ps.y_lo, ps.y_hi, ps.slope)]
        f = int(max(1, cells))
        fewest = min(MIN_CELLS, f)
        while True:
            self.f = f
            self._geometry()
            r0, _, rows = self._band_rows()
            table = self._band_table(r0, rows) if rows.sum() <= MAX_BAND_EDGES else None
            spans = self._edge_spans()
            if table is not None and spans[2].sum() + (table[6] - table[5] + 1).sum() <= MAX_PAIRS:
                break
            if f // 2 < fewest:
                raise CoverTooLarge(len(self.edge_a))
            f //= 2
        border = self._edge_cells(spans)
        self._clean(border)
        self._runs()
        self._bands(border, table)

    # --- the cells ------------------------------------------------------------------
    def _geometry(self) -> None:
        x0, y0, x1, y1 = self.extent
        f = self.f
        self.cell_w, self.cell_h = (x1 - x0) / f, (y1 - y0) / f
        scale = max(abs(x0), abs(x1), abs(y0), abs(y1), x1 - x0, y1 - y0)
        ulps = _MARGIN_ULPS * np.spacing(scale)
        self.dx = _MARGIN_CELL * self.cell_w + ulps
        self.dy = _MARGIN_CELL * self.cell_h + ulps

    def _cell(self, value: Array, origin: float, size: float) -> Array:
        """The cell of a coordinate on an axis (clipped to 0 … f − 1)."""
        if not size > 0:
            return np.zeros(np.shape(value), dtype=np.int64)
        return np.clip(np.floor((value - origin) / size), 0, self.f - 1).astype(np.int64)

    def _span(self, low: Array, high: Array, origin: float, size: float) -> tuple[Array, Array]:
        """The cells ``[i0, i1]`` that the interval ``[low, high]`` meets."""
        return self._cell(low, origin, size), self._cell(high, origin, size)

    def _edge_spans(self) -> tuple[Array, Array, Array, Array]:
        """Each edge's box grown by the margin, as cells: ``(ix0, iy0, cells, columns)``."""
        a, b = self.edge_a, self.edge_b
        x0, y0, _, _ = self.extent
        ix0, ix1 = self._span(np.minimum(a[:, 0], b[:, 0]) - self.dx, np.maximum(a[:, 0], b[:, 0]) + self.dx,
                              x0, self.cell_w)
        iy0, iy1 = self._span(np.minimum(a[:, 1], b[:, 1]) - self.dy, np.maximum(a[:, 1], b[:, 1]) + self.dy,
                              y0, self.cell_h)
        return ix0, iy0, (ix1 - ix0 + 1) * (iy1 - iy0 + 1), ix1 - ix0 + 1

    def _edge_cells(self, edge_spans: tuple[Array, Array, Array, Array]) -> Array:
        """The border cells (a boolean mask): the cells of each edge's grown box
        (:meth:`_edge_spans`) that the edge's line does not pass clear of, examined a chunk of
        edges at a time."""
        border = np.zeros(self.f * self.f, dtype=bool)
        ix0, iy0, spans, columns = edge_spans
        ends = np.cumsum(spans)
        start = 0
        while start < len(spans):
            stop = max(int(np.searchsorted(ends, ends[start] - spans[start] + _CHUNK, side="right")), start + 1)
            chunk = np.arange(start, stop)
            edge = np.repeat(chunk, spans[chunk])
            local = _ranges(np.zeros(len(chunk)), spans[chunk])
            i, j = ix0[edge] + local % columns[edge], iy0[edge] + local // columns[edge]
            border[(j * self.f + i)[self._touched(edge, i, j)]] = True
            start = stop
        return border

    def _touched(self, edge: Array, i: Array, j: Array) -> Array:
        """Whether the edge may touch cell (i, j) grown by the margin: unless all four corners lie
        strictly on one side of its line (the margin dwarfs the rounding of these products)."""
        x0, y0, _, _ = self.extent
        cx0, cy0 = x0 + i * self.cell_w - self.dx, y0 + j * self.cell_h - self.dy
        cx1, cy1 = x0 + (i + 1) * self.cell_w + self.dx, y0 + (j + 1) * self.cell_h + self.dy
        ax, ay = self.edge_a[edge, 0], self.edge_a[edge, 1]
        ex, ey = self.edge_b[edge, 0] - ax, self.edge_b[edge, 1] - ay
        sides = [ex * (cy - ay) - ey * (cx - ax) for cx, cy in ((cx0, cy0), (cx1, cy0), (cx0, cy1), (cx1, cy1))]
        return np.asarray(~((np.minimum.reduce(sides) > 0) | (np.maximum.reduce(sides) < 0)))

    def _clean(self, border: Array) -> None:
        """The state of every cell and the sets of polygons of the clean ones (their centres
        located): the sets are few (one per polygon in a partition), so a count per set suffices."""
        f = self.f
        x0, y0, _, _ = self.extent
        clean = np.flatnonzero(~border)
        cx = x0 + (clean % f + 0.5) * self.cell_w
        cy = y0 + (clean // f + 0.5) * self.cell_h
        located = first_memberships(self.polygons.locate(cx, cy), self.depth)
        table = np.full((len(clean), max(self.depth, 1)), -1, dtype=np.int64)  # a cell's polygons, padded
        table[located.point, ranks(located.point)] = located.polygon
        rows, which = np.unique(table, axis=0, return_inverse=True)
        empty = np.flatnonzero(rows[:, 0] < 0)
        order = np.r_[empty, np.flatnonzero(rows[:, 0] >= 0)]  # the empty set first, if any
        self.sets = [np.empty(0, dtype=np.int64)] + [r[r >= 0] for r in rows[order] if r[0] >= 0]
        position = np.empty(len(rows), dtype=np.int64)
        position[order] = np.arange(len(rows)) + (0 if len(empty) else 1)
        self.state = np.zeros(f * f, dtype=np.int64)
        self.state[clean] = position[np.ravel(which)]
        self.border = np.flatnonzero(border)
        self.state[self.border] = -(np.arange(len(self.border)) + 1)

    # --- the border cells' tests --------------------------------------------------------
    def _band_rows(self) -> tuple[Array, Array, Array]:
        """Each crossing edge's rows: its y range grown by the margin, ``(first row, last row,
        rows)``; their sum is the number of band edges."""
        _, y_lo, y_hi, _ = self.crossing
        r0, r1 = self._span(y_lo - self.dy, y_hi + self.dy, self.extent[1], self.cell_h)
        return r0, r1, r1 - r0 + 1

    def _band_table(self, r0: Array, rows: Array) -> tuple[Array, Array, Array, Array, Array, Array, Array]:
        """The bands (row, polygon) of the crossing edges: each edge once per row of its y range
        grown by the margin (:meth:`_band_rows`), sorted by band; returns the edges, each band's
        first entry and size, its row and polygon, and the columns ``i0, i1`` of the polygon's box
        grown by the margin."""
        n = self.polygons.n
        edge = np.repeat(np.arange(len(r0)), rows)
        key = (r0[edge] + _ranges(np.zeros(len(r0)), rows)) * n + self.crossing_owner[edge]
        order = np.lexsort((edge, key))
        edge, key = edge[order], key[order]
        bands, first, size = np.unique(key, return_index=True, return_counts=True)
        band_row, band_polygon = np.divmod(bands, n)
        box = self.polygons.bbox[band_polygon]
        i0, i1 = self._span(box[:, 0] - self.dx, box[:, 2] + self.dx, self.extent[0], self.cell_w)
        return edge, first, size, band_row, band_polygon, i0, i1

    def _runs(self) -> None:
        """``run_start`` and ``run_value`` (class docstring): a cell continues the run before it
        when both are clean cells of one set, or border cells numbered one after the other."""
        state = self.state
        after = state[1:]
        same = ((after == state[:-1]) & (after >= 0)) | ((after < 0) & (after == state[:-1] - 1))
        self.run_start = np.flatnonzero(np.r_[True, ~same])
        first = state[self.run_start]
        self.run_value = np.where(first >= 0, first, -2 - (self.run_start + first))

    def _bands(self, border: Array, table: tuple[Array, ...]) -> None:
        """The candidates of every border cell, their bands and the bands' edges (class docstring)."""
        edge, first, size, band_row, band_polygon, i0, i1 = table
        # (band, column) pairs inside the polygon's box, kept where the cell is a border cell
        columns = i1 - i0 + 1
        which = np.repeat(np.arange(len(band_row)), columns)
        cell = band_row[which] * self.f + i0[which] + _ranges(np.zeros(len(band_row)), columns)
        keep = border[cell]
        which, position = which[keep], -self.state[cell[keep]] - 1  # the border cell's position
        order = np.lexsort((band_polygon[which], position))
        which, position = which[order], position[order]
        used, band = np.unique(which, return_inverse=True)  # the bands of some border cell
        self.candidate_band = band.reshape(-1) + 1
        count = np.bincount(position, minlength=len(self.border))
        self.candidate_first = np.r_[0, np.cumsum(count)] + 1
        self.band_polygon = band_polygon[used]
        self.band_stop = np.cumsum(size[used])
        self.band_start = self.band_stop - size[used] + 1
        kept, index = np.unique(edge[_ranges(first[used], size[used])], return_inverse=True)
        self.band_edge = index.reshape(-1) + 1
        self.x_lo, self.y_lo, self.y_hi, self.slope = (v[kept] for v in self.crossing)
