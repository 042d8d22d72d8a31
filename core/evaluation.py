"""Query workloads and error metrics for any synopsis (docs/evaluation.md).

Evaluation needs the true points, so its results are *not* private: it is a
tool for the data custodian to choose mechanisms and parameters.

- Qardaji et al. (ICDE 2013): six query sizes q1…q6, each doubling both
  sides of the previous, q6 spanning half of each side of Ω (a quarter of its
  area); relative error |Q − A| / max(A, ρ) with ρ = 0.001·N — over all
  queries, and over the queries holding at least ρ points ("populated"): on
  clustered data the mean over all is driven by boxes in empty space, where it
  is just |noise| / ρ (docs/evaluation.md, *Which figure to read first*).
- Balioglu et al. (2024): AQE = mean |ans − ans'| / max(ans, b), b = 2 % of N,
  queries of area ρ·|Ω|.
- Absolute error, and the 2-Wasserstein distance between the true and the
  released distribution on a d×d grid (docs/evaluation.md; :func:`synopsis_w2`).

Speed (issue 6: 1,200 queries, a 256×256 synopsis, 1M points in ≤ 1 s):
:class:`PointIndex` counts true points with a bucket grid and prefix sums,
checking only the points of each query's border buckets; :class:`CellIndex`
answers a synopsis with prefix sums on a uniform grid and with bucketed cell
pieces otherwise. Both are exact (tests compare them with brute force and
:meth:`core.synopsis.Synopsis.answer`); :func:`evaluate` runs a whole
workload on several synopses.
"""

from dataclasses import dataclass

import numpy as np

from .hexagons import PolygonIndex

PERCENTILES = (25, 50, 75, 95)


def qardaji_sizes(domain, count=6, largest_side_fraction=0.5):
    """Query sides ``[(w, h), …]`` from q1 to q``count``; each doubles the previous."""
    return [
        (domain.width * largest_side_fraction / 2 ** (count - 1 - i),
         domain.height * largest_side_fraction / 2 ** (count - 1 - i))
        for i in range(count)
    ]


def area_fraction_size(domain, rho):
    """Query sides covering the fraction ``rho`` of Ω's area, Ω's aspect ratio."""
    s = np.sqrt(rho)
    return domain.width * s, domain.height * s


def random_queries(domain, size, n, rng):
    """``n`` rectangles of the given ``(w, h)`` placed uniformly inside Ω."""
    w, h = size
    x0 = domain.xmin + rng.random(n) * (domain.width - w)
    y0 = domain.ymin + rng.random(n) * (domain.height - h)
    return np.column_stack([x0, y0, x0 + w, y0 + h])


class PointIndex:
    """Exact counts of true points in closed rectangles ``[x0, x1] × [y0, y1]``.

    The points are binned into a G×G bucket grid (G ≈ √N, at most 1024)
    with prefix sums of the bucket counts. A query adds the buckets strictly
    inside its bucket range from the prefix sums and checks only the points
    of its border buckets (its first and last bucket column and row)
    exactly, all queries at once (:class:`Buckets`). The bucket of a
    coordinate is computed by the same monotone expression for points and
    queries, so a point of an inner bucket is always strictly inside the
    query and the counts are exact. :meth:`count_per_query` is the simple
    per-query loop over an x-sorted slice, kept as the reference.
    """

    def __init__(self, x, y, resolution=None):
        self._points = np.asarray(x, dtype=float).ravel(), np.asarray(y, dtype=float).ravel()
        self._sorted = None
        self._buckets = None
        self._resolution = resolution

    def __len__(self):
        return len(self._points[0])

    @property
    def x(self):
        """The x coordinates, sorted (built on first use)."""
        return self._by_x()[0]

    @property
    def y(self):
        """The y coordinates in the order of :attr:`x`."""
        return self._by_x()[1]

    def _by_x(self):
        if self._sorted is None:
            x, y = self._points
            order = np.argsort(x, kind="stable")
            self._sorted = x[order], y[order]
        return self._sorted

    def _index(self):
        x, y = self._points
        if self._buckets is None and len(x):
            g = self._resolution or int(np.clip(round(np.sqrt(len(x))), 1, 1024))
            buckets = Buckets(padded_extent(x.min(), y.min(), x.max(), y.max()), g, g)
            buckets.fill(buckets.column(x), buckets.row(y), None)
            self._sorted_xy = x[buckets.order], y[buckets.order]
            self._buckets = buckets
        return self._buckets

    def count(self, queries):
        queries = np.asarray(queries, dtype=float).reshape(-1, 4)
        buckets = self._index()
        if buckets is None:
            return np.zeros(len(queries))

        def inside(pos, q):
            x, y = self._sorted_xy[0][pos], self._sorted_xy[1][pos]
            return ((x >= q[:, 0]) & (x <= q[:, 2]) & (y >= q[:, 1]) & (y <= q[:, 3])).astype(float)

        return buckets.query(queries, inside)

    def histogram(self, domain, nx, ny):
        """Counts of the points inside ``domain`` per cell of its ``nx × ny`` grid, shape ``(ny, nx)``."""
        return domain.histogram(*self._points, nx, ny)

    def count_per_query(self, queries):
        """The same counts with one numpy call per query (the reference and baseline)."""
        queries = np.asarray(queries, dtype=float).reshape(-1, 4)
        lo = np.searchsorted(self.x, queries[:, 0], side="left")
        hi = np.searchsorted(self.x, queries[:, 2], side="right")
        out = np.empty(len(queries))
        for i, (a, b) in enumerate(zip(lo, hi)):
            ys = self.y[a:b]
            out[i] = np.count_nonzero((ys >= queries[i, 1]) & (ys <= queries[i, 3]))
        return out


def relative_error(estimate, truth, floor):
    """|estimate − truth| / max(truth, floor)."""
    return np.abs(np.asarray(estimate) - truth) / np.maximum(truth, floor)


def summarise(errors):
    """Mean and the 25/50/75/95 percentiles (Qardaji's candlesticks); None for no errors."""
    errors = np.asarray(errors, dtype=float)
    if not errors.size:
        return {"mean": None, **{f"p{p}": None for p in PERCENTILES}}
    out = {"mean": float(errors.mean())}
    out.update({f"p{p}": float(v) for p, v in zip(PERCENTILES, np.percentile(errors, PERCENTILES))})
    return out


# ---------------------------------------------------------------------------
# Fast range queries (issue 6): buckets with prefix sums, for true points and
# for any synopsis; workloads, metrics and the evaluation of releases.
# ---------------------------------------------------------------------------

#: items gathered at once from border buckets (memory bound of one block)
_GATHER_BLOCK = 4_000_000

#: Balioglu et al. (2024) query sizes ρ, as fractions of |Ω| (Tables 2 and 3)
BALIOGLU_RHOS = (0.00005, 0.0001, 0.0005, 0.001, 0.005, 0.02, 0.04, 0.06, 0.08, 0.10)
QARDAJI, BALIOGLU, CUSTOM = "qardaji", "balioglu", "custom"
WORKLOADS = (QARDAJI, BALIOGLU, CUSTOM)
#: queries per size: Qardaji et al. 200, Balioglu et al. 500
DEFAULT_QUERIES = {QARDAJI: 200, BALIOGLU: 500, CUSTOM: 200}
#: per-query errors: Qardaji's relative error (floor ρ = 0.1 % of N), the same on the queries
#: holding at least ρ true points only, Balioglu's AQE terms (floor b = 2 % of N; their mean is
#: the AQE) and the absolute error
RELATIVE, POPULATED = "relative", "relative_populated"
METRICS = (RELATIVE, POPULATED, "aqe", "absolute")
W2_GRID = 64


class EvaluationCancelled(Exception):
    """The caller's ``cancelled()`` returned true."""


def padded_extent(x0, y0, x1, y1):
    """An extent with positive width and height around ``(x0, y0, x1, y1)``."""
    pad_x = 0.5 if x1 <= x0 else 0.0
    pad_y = 0.5 if y1 <= y0 else 0.0
    return float(x0 - pad_x), float(y0 - pad_y), float(x1 + pad_x), float(y1 + pad_y)


def _ragged_positions(starts, stops):
    """``(positions, segment)``: ``arange(start, stop)`` of every segment, concatenated."""
    lengths = stops - starts
    total = int(lengths.sum())
    segment = np.repeat(np.arange(len(starts)), lengths)
    offsets = np.cumsum(lengths) - lengths
    return np.arange(total) - offsets[segment] + starts[segment], segment


def _radix_order(key, n_keys):
    """A stable ``argsort`` of integer keys in ``[0, n_keys)``, ``n_keys ≤ 2³²``.

    Least-significant-digit radix sort on 16-bit digits: numpy sorts 16-bit
    integers stably with a radix sort, several times faster than a
    comparison sort of int64 keys (the sort dominates building an index of
    a million points).
    """
    key = np.asarray(key, dtype=np.int64)
    if n_keys <= 1 << 16:
        return np.argsort(key.astype(np.uint16), kind="stable")
    order = np.argsort((key & 0xFFFF).astype(np.uint16), kind="stable")
    return order[np.argsort((key[order] >> 16).astype(np.uint16), kind="stable")]


class Buckets:
    """An ``nx × ny`` bucket grid over an extent, with items sorted into it column by column.

    Items (points, or pieces of cells) are sorted by bucket, column-major,
    so the items of a run of buckets along one column are one contiguous
    slice. :meth:`query` adds the buckets strictly inside a query's bucket
    range from prefix sums of the item weights and hands the items of its
    border buckets to an exact test — its first and last bucket column as
    one slice each, its first and last bucket row as one slice per inner
    column — for all queries at once.
    """

    def __init__(self, extent, nx, ny):
        self.x0, self.y0, x1, y1 = extent
        self.nx, self.ny = int(nx), int(ny)
        self.sx = self.nx / (x1 - self.x0)
        self.sy = self.ny / (y1 - self.y0)

    def column(self, v):
        return np.clip(np.floor((np.asarray(v, dtype=float) - self.x0) * self.sx), 0, self.nx - 1).astype(np.int64)

    def row(self, v):
        return np.clip(np.floor((np.asarray(v, dtype=float) - self.y0) * self.sy), 0, self.ny - 1).astype(np.int64)

    def fill(self, ix, iy, weights):
        """Sort items with buckets ``(ix, iy)`` and ``weights`` (None: 1 each) into the grid.

        Afterwards ``order`` is the items' sorted order: item ``order[k]`` is
        at position ``k``.
        """
        nx, ny = self.nx, self.ny
        key = ix * ny + iy
        self.order = _radix_order(key, nx * ny)
        per_bucket = np.bincount(key, weights=weights, minlength=nx * ny)
        self.start = np.r_[0, np.cumsum(np.bincount(key, minlength=nx * ny))]
        self.tally(per_bucket.reshape(nx, ny).T)

    def tally(self, weights):
        """Take the ``(ny, nx)`` grid of the buckets' weights (prefix sums, for :meth:`inner`)."""
        self.prefix = np.zeros((self.ny + 1, self.nx + 1))
        self.prefix[1:, 1:] = np.ascontiguousarray(weights).cumsum(0).cumsum(1)

    def inner(self, queries):
        """Each query's bucket range ``(ix0, ix1, iy0, iy1)`` and the weight of the buckets
        strictly inside it; the buckets of the range's first and last column and row are its
        border, which the caller tests exactly."""
        ix0, ix1 = self.column(queries[:, 0]), self.column(queries[:, 2])
        iy0, iy1 = self.row(queries[:, 1]), self.row(queries[:, 3])
        a, b = ix0 + 1, np.maximum(ix1, ix0 + 1)  # inner columns [a, b)
        c, d = iy0 + 1, np.maximum(iy1, iy0 + 1)  # inner rows [c, d)
        p = self.prefix
        return (ix0, ix1, iy0, iy1), p[d, b] - p[c, b] - p[d, a] + p[c, a]

    def _segments(self, queries):
        """Inner sums, and the border slices ``(starts, stops, query)`` of all queries."""
        (ix0, ix1, iy0, iy1), interior = self.inner(queries)
        a, b = ix0 + 1, np.maximum(ix1, ix0 + 1)  # inner columns [a, b)
        ny, st = self.ny, self.start
        q = np.arange(len(queries))
        # the first and last column over all rows of the query (the last only if distinct)
        last = ix1 > ix0
        starts = [st[ix0 * ny + iy0], st[ix1[last] * ny + iy0[last]]]
        stops = [st[ix0 * ny + iy1 + 1], st[ix1[last] * ny + iy1[last] + 1]]
        owner = [q, q[last]]
        # the first and last row (the last only if distinct), one bucket per inner column
        for rows, keep in ((iy0, np.ones(len(q), bool)), (iy1, iy1 > iy0)):
            k = np.where(keep, b - a, 0)
            who = np.repeat(q, k)
            column = np.arange(int(k.sum())) - np.repeat(np.cumsum(k) - k, k) + a[who]
            bucket = column * ny + rows[who]
            starts.append(st[bucket])
            stops.append(st[bucket + 1])
            owner.append(who)
        return interior, np.concatenate(starts), np.concatenate(stops), np.concatenate(owner)

    def query(self, queries, exact):
        """Per query: the inner buckets' weight plus Σ ``exact(pos, q)`` over its border items.

        ``exact(pos, q)`` gets the items' positions in the sorted order and
        each item's query row; it returns each item's contribution.
        """
        queries = np.asarray(queries, dtype=float).reshape(-1, 4)
        out, starts, stops, owner = self._segments(queries)
        out = out.astype(float)
        keep = stops > starts
        starts, stops, owner = starts[keep], stops[keep], owner[keep]
        load = np.cumsum(stops - starts)
        first = 0
        while first < len(starts):
            base = load[first - 1] if first else 0
            last = max(int(np.searchsorted(load, base + _GATHER_BLOCK, "right")), first + 1)
            pos, segment = _ragged_positions(starts[first:last], stops[first:last])
            qi = owner[first:last][segment]
            out += np.bincount(qi, weights=exact(pos, queries[qi]), minlength=len(queries))
            first = last
        return out


def regular_grid(rects, tol=1e-9):
    """``(extent, nx, ny, flat)`` when ``rects`` tile a regular nx×ny grid exactly, else None.

    ``flat[i] = iy·nx + ix`` is rectangle i's place, row-major from the
    south-west. Edges must match the grid within ``tol`` × the extent.
    """
    rects = np.asarray(rects, dtype=float).reshape(-1, 4)
    if not len(rects):
        return None
    x0, y0 = rects[:, 0].min(), rects[:, 1].min()
    x1, y1 = rects[:, 2].max(), rects[:, 3].max()
    width, height = x1 - x0, y1 - y0
    if not (width > 0 and height > 0):
        return None
    nx = int(round(width / (rects[0, 2] - rects[0, 0]))) if rects[0, 2] > rects[0, 0] else 0
    ny = int(round(height / (rects[0, 3] - rects[0, 1]))) if rects[0, 3] > rects[0, 1] else 0
    if nx < 1 or ny < 1 or nx * ny != len(rects):
        return None
    w, h = width / nx, height / ny
    ix = np.rint((rects[:, 0] - x0) / w).astype(np.int64)
    iy = np.rint((rects[:, 1] - y0) / h).astype(np.int64)
    if ix.min() < 0 or ix.max() >= nx or iy.min() < 0 or iy.max() >= ny:
        return None
    fits = (
        np.all(np.abs(rects[:, 0] - (x0 + ix * w)) <= tol * width)
        and np.all(np.abs(rects[:, 2] - (x0 + (ix + 1) * w)) <= tol * width)
        and np.all(np.abs(rects[:, 1] - (y0 + iy * h)) <= tol * height)
        and np.all(np.abs(rects[:, 3] - (y0 + (iy + 1) * h)) <= tol * height)
    )
    flat = iy * nx + ix
    if not fits or np.bincount(flat, minlength=nx * ny).max() != 1:
        return None
    return (x0, y0, x1, y1), nx, ny, flat


def leaf_cells(synopsis):
    """``(rects, counts)`` of a synopsis's leaves (every cell when it has no ``is_leaf``)."""
    leaf = getattr(synopsis, "is_leaf", None)
    rects = np.asarray(synopsis.rects, dtype=float).reshape(-1, 4)
    counts = np.asarray(synopsis.counts, dtype=float)
    if leaf is not None:
        rects, counts = rects[leaf], counts[leaf]
    return rects, counts


class CellIndex:
    """Range-query answers of a synopsis's leaves under uniformity (docs/noise-and-ledger.md), fast.

    The same answers as :meth:`core.synopsis.Synopsis.answer` (a leaf adds
    count × the fraction of its area inside the query), computed two ways:

    - **uniform grid** (UG, LDP-UG, DAM, VDR): the integral of the
      piecewise-constant density up to a point is the bilinear interpolation
      of the prefix-sum table at the point's fractional grid position, so a
      query is four interpolations — O(1) per query;
    - **any other tiling** (AG, PrivAG, AAG): the leaves are cut at the
      lines of a B×B bucket grid (B ≈ √leaves / 2) into pieces of the same
      density (exact under uniformity); whole buckets inside a query add
      their totals from prefix sums, and only the pieces in the query's
      border buckets are intersected with it (:class:`Buckets`).

    ``method`` names the path taken. Leaves of zero area are ignored.
    """

    def __init__(self, rects, counts):
        rects = np.asarray(rects, dtype=float).reshape(-1, 4)
        counts = np.asarray(counts, dtype=float)
        area = (rects[:, 2] - rects[:, 0]) * (rects[:, 3] - rects[:, 1])
        keep = area > 0
        self.rects, self.counts = rects[keep], counts[keep]
        self.n_cells = int(keep.sum())
        regular = regular_grid(self.rects)
        if regular is not None:
            self._init_uniform(*regular)
        elif self.n_cells:
            self._init_buckets(area[keep])
        else:
            self.method = "empty"

    @classmethod
    def of(cls, synopsis):
        """The index of a synopsis's leaves; polygon cells (``polygons``, e.g. hexagons) are
        answered by clipping (:class:`core.hexagons.PolygonIndex`)."""
        polygons = getattr(synopsis, "polygons", None)
        if polygons is not None:
            leaf = getattr(synopsis, "is_leaf", np.ones(len(polygons), dtype=bool))
            return PolygonIndex(polygons.subset(leaf), np.asarray(synopsis.counts, dtype=float)[leaf])
        return cls(*leaf_cells(synopsis))

    def _init_uniform(self, extent, nx, ny, flat):
        self.method = f"prefix sums on the uniform {nx}×{ny} grid"
        self.extent, self.nx, self.ny = extent, nx, ny
        grid = np.zeros(nx * ny)
        grid[flat] = self.counts
        self.prefix = np.zeros((ny + 1, nx + 1))
        self.prefix[1:, 1:] = grid.reshape(ny, nx).cumsum(0).cumsum(1)

    def _integral(self, x, y):
        """∫∫ of the density over [x0, x] × [y0, y]: bilinear in the prefix-sum table."""
        x0, y0, x1, y1 = self.extent
        u = np.clip((x - x0) * (self.nx / (x1 - x0)), 0, self.nx)
        v = np.clip((y - y0) * (self.ny / (y1 - y0)), 0, self.ny)
        i = np.minimum(np.floor(u).astype(np.int64), self.nx - 1)
        j = np.minimum(np.floor(v).astype(np.int64), self.ny - 1)
        du, dv = u - i, v - j
        p = self.prefix
        return ((p[j, i] * (1 - du) + p[j, i + 1] * du) * (1 - dv)
                + (p[j + 1, i] * (1 - du) + p[j + 1, i + 1] * du) * dv)

    def _init_buckets(self, area):
        r = self.rects
        b = int(np.clip(round(np.sqrt(self.n_cells) / 2), 1, 1024))
        self.method = f"bucketed cells ({b}×{b} buckets, exact border pieces)"
        extent = padded_extent(r[:, 0].min(), r[:, 1].min(), r[:, 2].max(), r[:, 3].max())
        buckets = Buckets(extent, b, b)
        density = self.counts / area
        # bucket ranges of each leaf; the last bucket is the one its far edge lies *in*
        bx0, by0 = buckets.column(r[:, 0]), buckets.row(r[:, 1])
        bx1 = np.maximum(bx0, np.clip(np.ceil((r[:, 2] - buckets.x0) * buckets.sx) - 1, 0, b - 1).astype(np.int64))
        by1 = np.maximum(by0, np.clip(np.ceil((r[:, 3] - buckets.y0) * buckets.sy) - 1, 0, b - 1).astype(np.int64))
        kx, ky = bx1 - bx0 + 1, by1 - by0 + 1
        leaf = np.repeat(np.arange(self.n_cells), kx * ky)
        local = np.arange(len(leaf)) - np.repeat(np.cumsum(kx * ky) - kx * ky, kx * ky)
        ix = bx0[leaf] + local % kx[leaf]
        iy = by0[leaf] + local // kx[leaf]
        edge_x = buckets.x0 + np.arange(b + 1) / buckets.sx
        edge_y = buckets.y0 + np.arange(b + 1) / buckets.sy
        pieces = np.column_stack([
            np.maximum(r[leaf, 0], edge_x[ix]), np.maximum(r[leaf, 1], edge_y[iy]),
            np.minimum(r[leaf, 2], edge_x[ix + 1]), np.minimum(r[leaf, 3], edge_y[iy + 1]),
        ])
        pd = density[leaf]
        weight = pd * np.clip(pieces[:, 2] - pieces[:, 0], 0, None) * np.clip(pieces[:, 3] - pieces[:, 1], 0, None)
        buckets.fill(ix, iy, weight)
        self._pieces = pieces[buckets.order], pd[buckets.order]
        self._buckets = buckets

    def _overlap(self, pos, q):
        pieces, density = self._pieces
        p = pieces[pos]
        ox = np.minimum(q[:, 2], p[:, 2]) - np.maximum(q[:, 0], p[:, 0])
        oy = np.minimum(q[:, 3], p[:, 3]) - np.maximum(q[:, 1], p[:, 1])
        return density[pos] * np.clip(ox, 0, None) * np.clip(oy, 0, None)

    def answer(self, queries):
        """Answers to rectangular range queries ``(Q, 4)``."""
        queries = np.asarray(queries, dtype=float).reshape(-1, 4)
        if self.method == "empty":
            return np.zeros(len(queries))
        if hasattr(self, "prefix"):
            f = self._integral
            return (f(queries[:, 2], queries[:, 3]) - f(queries[:, 0], queries[:, 3])
                    - f(queries[:, 2], queries[:, 1]) + f(queries[:, 0], queries[:, 1]))
        return self._buckets.query(queries, self._overlap)


# ------------------------------------------------------------------ workloads


def balioglu_sizes(domain, rhos=BALIOGLU_RHOS):
    """Query sides covering the fractions ρ of |Ω| (Balioglu et al. 2024, §4.2; Ω's aspect ratio)."""
    return [area_fraction_size(domain, rho) for rho in rhos]


def _fmt(v):
    return f"{v:.4g}"


@dataclass
class Workload:
    """Random query rectangles of several sizes inside Ω: ``queries[i]`` has size ``sizes[i]``."""

    kind: str
    domain: object
    labels: list
    sizes: list
    queries: list

    @property
    def n_queries(self):
        return int(sum(len(q) for q in self.queries))


def make_workload(domain, rng, kind=QARDAJI, per_size=None, sizes=None, rhos=BALIOGLU_RHOS):
    """A :class:`Workload` of ``per_size`` random rectangles per size (docs/evaluation.md).

    ``kind``: "qardaji" (q1…q6, each doubling both sides of the previous, q6
    half of each side of Ω; 200 queries each), "balioglu" (area ρ·|Ω| for
    each ρ in ``rhos``; 500 each) or "custom" (``sizes`` = ``[(w, h), …]``
    in map units; 200 each). ``rng``: a numpy Generator.
    """
    per_size = int(per_size or DEFAULT_QUERIES[kind])
    if per_size < 1:
        raise ValueError("at least one query per size is needed")
    if kind == QARDAJI:
        sides = qardaji_sizes(domain)
        labels = [f"q{i + 1}" for i in range(len(sides))]
    elif kind == BALIOGLU:
        sides = balioglu_sizes(domain, rhos)
        labels = [f"ρ={rho * 100:g}%" for rho in rhos]
    elif kind == CUSTOM:
        sides = [(float(w), float(h)) for w, h in (sizes or ())]
        if not sides:
            raise ValueError("a custom workload needs at least one query size")
        for w, h in sides:
            if not (0 < w <= domain.width and 0 < h <= domain.height):
                raise ValueError(
                    f"a query of {_fmt(w)} × {_fmt(h)} does not fit in the extent "
                    f"({_fmt(domain.width)} × {_fmt(domain.height)})")
        labels = [f"{_fmt(w)}×{_fmt(h)}" for w, h in sides]
    else:
        raise ValueError(f"unknown workload {kind!r}; use one of {', '.join(WORKLOADS)}")
    queries = [random_queries(domain, side, per_size, rng) for side in sides]
    return Workload(kind, domain, labels, list(sides), queries)


def query_errors(estimate, truth, n, rho_fraction=0.001, b_fraction=0.02):
    """Per-query errors by metric (:data:`METRICS`): relative (floor ρ = 0.1 % N), relative on the
    queries whose true count is at least ρ only (fewer values), AQE terms (floor 2 % N), absolute."""
    estimate = np.asarray(estimate, dtype=float)
    truth = np.asarray(truth, dtype=float)
    floor = max(rho_fraction * n, 1e-12)
    relative = relative_error(estimate, truth, floor)
    return {
        RELATIVE: relative,
        POPULATED: relative[truth >= floor],
        "aqe": relative_error(estimate, truth, max(b_fraction * n, 1e-12)),
        "absolute": np.abs(estimate - truth),
    }


# ------------------------------------------------------------------ W2


def grid_histogram(answer, domain, d):
    """A d×d histogram over Ω from range answers (negative estimates clamped to 0)."""
    cells = domain.grid_rects(d, d)
    return np.clip(np.asarray(answer(cells), dtype=float), 0, None).reshape(d, d)


def synopsis_w2(cell_index, truth, domain, rng=None):
    """W2 between the true points and a synopsis on a d×d grid over Ω (docs/evaluation.md).

    ``truth`` is the true points' d×d histogram over Ω (:meth:`PointIndex.histogram`); the
    synopsis is binned to the same grid (under uniformity, negative estimates clamped to 0 —
    post-processing) and both are normalised;
    :func:`core.wasserstein.wasserstein2` solves it exactly up to d = 64
    (POT's ``ot.emd2``, or scipy's HiGHS for small programmes when POT is
    missing), else with sliced W2. Distances are in map units (cells of
    Ω/d; non-square cells use their own sides). Returns ``{"value",
    "method", "grid"}`` plus ``"note"`` (one line: why the value is not the
    exact W2) when it is not, or None when the synopsis has no positive mass.
    """
    from .optional import fallback_note, optional_import
    from .wasserstein import EXACT_MAX_D, exact_unavailable, wasserstein2

    d = int(truth.shape[0])
    estimate = grid_histogram(cell_index.answer, domain, d)
    if truth.sum() <= 0 or estimate.sum() <= 0:
        return None
    value, method = wasserstein2(truth, estimate, cell_size=(domain.width / d, domain.height / d),
                                 rng=rng if rng is not None else np.random.default_rng(0))
    w2 = {"value": value, "method": method, "grid": d}
    why = exact_unavailable((d, d), np.count_nonzero(truth), np.count_nonzero(estimate))
    pot, reason = optional_import("ot")
    if why and pot is None and d <= EXACT_MAX_D:
        w2["note"] = fallback_note("ot", reason, f"W2 is the {method}, a lower bound of the exact W2")
    elif why:
        w2["note"] = f"W2 is the {method}, a lower bound of the exact W2 ({why})"
    return w2


# ------------------------------------------------------------------ evaluation


@dataclass
class SynopsisEvaluation:
    """Errors of one synopsis on a workload (docs/evaluation.md). Not private: it uses the true data."""

    name: str
    n_true: int
    workload: Workload
    truth: list
    estimates: list
    errors: dict
    answer_method: str
    w2: dict = None
    #: which part of a table release this is ("category cyclist", "period 2024-01-01"); "" for its totals
    part: str = ""

    def rows(self):
        """One dict per query size × metric: mean and the 25/50/75/95 percentiles."""
        out = []
        for i, label in enumerate(self.workload.labels):
            w, h = self.workload.sizes[i]
            for metric in METRICS:  # POPULATED counts only its own queries
                row = {"synopsis": self.name, "part": self.part, "size": label, "width": float(w), "height": float(h),
                       "metric": metric, "queries": int(len(self.errors[metric][i]))}
                row.update(summarise(self.errors[metric][i]))
                out.append(row)
        return out


def true_answers(index, workload):
    """``(n_true, counts)``: the true points in the workload's domain and in each of its queries
    (``counts[i]`` for ``workload.queries[i]``), asked of ``index`` in one call — a database
    counts them all in the same scans (docs/postgis.md)."""
    per_size = [np.asarray(q, dtype=float).reshape(-1, 4) for q in workload.queries]
    counts = np.asarray(index.count(np.vstack([np.array([workload.domain.as_tuple()])] + per_size)))
    return int(counts[0]), np.split(counts[1:], np.cumsum([len(q) for q in per_size])[:-1])


def evaluate_synopsis(synopsis, workload, answers, *, name=None, part="", w2_truth=None, rng=None,
                      rho_fraction=0.001, b_fraction=0.02, progress=None, cancelled=None):
    """Evaluate one synopsis on ``workload``, whose true answers are ``answers``
    (:func:`true_answers`).

    ``synopsis``: a :class:`core.synopsis.Synopsis` or anything with
    ``rects`` and ``counts`` (leaves only, or an ``is_leaf`` mask). N, for
    the error floors, is the number of true points inside the workload's
    domain. W2 (when ``w2_truth``, the true points' d×d histogram over the
    domain, is given) compares d×d histograms (:func:`synopsis_w2`).
    ``progress(fraction)`` and ``cancelled()`` are optional callbacks.
    """
    domain = workload.domain
    cells = synopsis if isinstance(synopsis, CellIndex) else CellIndex.of(synopsis)
    n_true, truths = answers
    truth, estimates = [], []
    errors = {m: [] for m in METRICS}
    steps = len(workload.queries) + (1 if w2_truth is not None else 0)
    for i, (q, t) in enumerate(zip(workload.queries, truths)):
        if cancelled is not None and cancelled():
            raise EvaluationCancelled()
        e = cells.answer(q)
        truth.append(t)
        estimates.append(e)
        for metric, values in query_errors(e, t, n_true, rho_fraction, b_fraction).items():
            errors[metric].append(values)
        if progress is not None:
            progress((i + 1) / steps)
    w2 = None
    if w2_truth is not None:
        w2 = synopsis_w2(cells, w2_truth, domain, rng)
        if progress is not None:
            progress(1.0)
    return SynopsisEvaluation(name or getattr(synopsis, "mechanism", "synopsis"), n_true, workload,
                              truth, estimates, errors, cells.method, w2, part)


def evaluate(index, synopses, rng, *, kind=QARDAJI, per_size=None, sizes=None, rhos=BALIOGLU_RHOS,
             w2_grid=W2_GRID, progress=None, cancelled=None):
    """Evaluate several synopses against the true points of ``index`` (docs/evaluation.md).

    ``index``: a :class:`PointIndex`, or anything with its ``count(queries)`` and
    ``histogram(domain, nx, ny)`` (the PostGIS push-down's, which counts in the database).
    ``synopses``: ``[(name, synopsis, domain), …]``. Synopses with the same
    domain are judged on the same random queries, whose true answers are
    counted once. Returns a list of :class:`SynopsisEvaluation`. The results
    use the true data: they are for the data custodian and are *not* private.
    """
    workloads = {}
    results = []
    for k, (name, synopsis, domain) in enumerate(synopses):
        key = domain.as_tuple()
        if key not in workloads:
            workload = make_workload(domain, rng, kind, per_size, sizes, rhos)
            w2_truth = index.histogram(domain, int(w2_grid), int(w2_grid)) if w2_grid else None
            workloads[key] = workload, true_answers(index, workload), w2_truth
            if cancelled is not None and cancelled():
                raise EvaluationCancelled()
        workload, answers, w2_truth = workloads[key]

        def step(fraction, k=k):
            if progress is not None:
                progress((k + fraction) / len(synopses))

        results.append(evaluate_synopsis(synopsis, workload, answers, name=name, w2_truth=w2_truth,
                                         rng=rng, progress=step, cancelled=cancelled))
    return results


def evaluate_parts(x, y, parts, workload, *, progress=None, cancelled=None):
    """Evaluate the parts of one release — a table's categories and periods (docs/categories.md,
    *Evaluation*) — each against its own true points, on the release's ``workload`` (the same
    rectangles as its totals). ``x``, ``y``: all true points; ``parts``: ``[(name, part, synopsis,
    keep)]``, ``keep`` the mask of the points in that part. Each part's error floors use its own N
    (the points of that category or period in the domain); no W2. Not private."""
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    results = []
    for k, (name, part, synopsis, keep) in enumerate(parts):
        answers = true_answers(PointIndex(x[keep], y[keep]), workload)
        results.append(evaluate_synopsis(synopsis, workload, answers, name=name, part=part, cancelled=cancelled))
        if progress is not None:
            progress((k + 1) / len(parts))
    return results
