"""The public domain Ω and binning of points into grids over it.

Grids are stored row-major from the south-west corner: cell ``(ix, iy)`` of an
``nx × ny`` grid has flat index ``iy * nx + ix`` and count arrays have shape
``(ny, nx)``. Points on the east or north edge of Ω belong to the last cell;
points outside Ω are dropped (docs/noise-and-ledger.md: the domain is public, points
outside it are ignored).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple, Optional, Tuple, Union, cast

import numpy as np
import numpy.typing as npt

from .arrays import Array


#: the largest grid a release may have; beyond it the rectangles alone need GBs
MAX_CELLS = 10_000_000


class DomainError(ValueError):
    """The domain rectangle is unusable (empty, infinite or inverted)."""


class GridTooLargeError(ValueError):
    """A grid would have more cells than fit in memory."""


def check_cells(n_cells: int) -> int:
    """Raise :class:`GridTooLargeError` when a grid exceeds :data:`MAX_CELLS`."""
    if n_cells > MAX_CELLS:
        raise GridTooLargeError(
            f"the grid would have {n_cells:,} cells, more than the {MAX_CELLS:,} that fit "
            "in memory; choose a smaller grid size"
        )
    return n_cells


@dataclass(frozen=True)
class Domain:
    """A public rectangle ``[xmin, xmax] × [ymin, ymax]`` in map units.

    ``data_derived`` marks a domain taken from the data's own extent: the
    release then says that its domain is not private.
    """

    xmin: float
    ymin: float
    xmax: float
    ymax: float
    data_derived: bool = False

    def __post_init__(self) -> None:
        values = (self.xmin, self.ymin, self.xmax, self.ymax)
        if not all(math.isfinite(v) for v in values):
            raise DomainError("the extent has non-finite coordinates")
        if not (self.xmax > self.xmin and self.ymax > self.ymin):
            raise DomainError("the extent has zero area")

    @classmethod
    def of(cls, domain: DomainLike) -> Domain:
        """``domain`` itself, or the public rectangle of a tuple ``(xmin, ymin, xmax, ymax)``:
        how every mechanism reads its domain argument."""
        if isinstance(domain, cls):
            return domain
        try:
            xmin, ymin, xmax, ymax = (float(v) for v in cast(Tuple[float, float, float, float], domain))
        except (TypeError, ValueError):
            raise DomainError("the domain must be a Domain or a tuple (xmin, ymin, xmax, ymax)") from None
        return cls(xmin, ymin, xmax, ymax)

    @classmethod
    def from_points(cls, x: Array, y: Array) -> Domain:
        """The bounding box of the data, flagged as data-derived."""
        if len(x) == 0:
            raise DomainError("no points to derive an extent from")
        return cls(float(np.min(x)), float(np.min(y)), float(np.max(x)), float(np.max(y)), True)

    @property
    def width(self) -> float:
        return self.xmax - self.xmin

    @property
    def height(self) -> float:
        return self.ymax - self.ymin

    @property
    def area(self) -> float:
        return self.width * self.height

    def as_tuple(self) -> tuple[float, float, float, float]:
        return (self.xmin, self.ymin, self.xmax, self.ymax)

    def contains(self, x: Array, y: Array) -> Array:
        return (x >= self.xmin) & (x <= self.xmax) & (y >= self.ymin) & (y <= self.ymax)

    def clip(self, x: Array, y: Array) -> tuple[Array, Array, Array]:
        """The points inside Ω (a copy only when some fall outside)."""
        inside = self.contains(x, y)
        if inside.all():
            return x, y, inside
        return x[inside], y[inside], inside

    def cell_index(self, x: Array, y: Array, nx: int, ny: int) -> Array:
        """Flat cell index of each point (points must lie inside Ω)."""
        return self.locate(x, y, nx, ny)[0]

    def locate(self, x: Array, y: Array, nx: int, ny: int) -> tuple[Array, Array, Array]:
        """Flat cell index and position ``(fx, fy)`` ∈ [0, 1]² of each point in its cell."""
        fx = (x - self.xmin) * (nx / self.width)
        fy = (y - self.ymin) * (ny / self.height)
        ix = np.minimum(fx.astype(np.int64), nx - 1)
        iy = np.minimum(fy.astype(np.int64), ny - 1)
        fx -= ix
        fy -= iy
        return iy * nx + ix, fx, fy

    def histogram(self, x: Array, y: Array, nx: int, ny: int) -> Array:
        """Counts of the points inside Ω per cell, shape ``(ny, nx)``."""
        x, y, _ = self.clip(x, y)
        index = self.cell_index(x, y, nx, ny)
        return np.bincount(index, minlength=nx * ny).reshape(ny, nx)

    def grid_rects(self, nx: int, ny: int) -> Array:
        """Rectangles ``(xmin, ymin, xmax, ymax)`` of an ``nx × ny`` grid, flat order."""
        return split_rects(np.array([self.as_tuple()], dtype=float), np.array([nx]), np.array([ny]))[0]



#: what a mechanism accepts as its domain: a :class:`Domain` or a tuple ``(xmin, ymin, xmax, ymax)``
DomainLike = Union[Domain, Tuple[float, float, float, float]]


#: children :func:`split_rects` computes at a time (its temporaries: a few arrays of this length)
SPLIT_CHUNK = 1 << 18


def split_rects(rects: npt.ArrayLike, nx: npt.ArrayLike, ny: npt.ArrayLike, *,
                after: Optional[npt.ArrayLike] = None) -> tuple[Array, Array]:
    """Split each rectangle ``i`` evenly into ``nx[i] × ny[i]`` children.

    Returns ``(children, parent)``: the children's rectangles in parent order,
    each parent's children row-major from its south-west corner, and the
    index of each child's parent. Vectorised over all parents, :data:`SPLIT_CHUNK` children
    at a time into the result (AG's 1.6M leaves at 10M points: 50 MB of rectangles, and a few
    MB of temporaries instead of some 250 MB; issue 31); each child's corners are computed
    with the same operations whatever the chunk. ``after``: rectangles that come first in the
    result, the children after them (AG's level 1 and its leaves, without a stacked copy).
    """
    rects = np.asarray(rects, dtype=float)
    nx = np.asarray(nx, dtype=np.int64)
    ny = np.asarray(ny, dtype=np.int64)
    sizes = nx * ny
    parent = np.repeat(np.arange(len(rects)), sizes)
    first = np.cumsum(sizes) - sizes
    px0, py0, px1, py1 = rects.T
    w = (px1 - px0) / nx
    h = (py1 - py0) / ny
    head = np.empty((0, 4)) if after is None else np.asarray(after, dtype=float)
    result = np.empty((len(head) + len(parent), 4))
    result[:len(head)] = head
    children = result[len(head):]
    for start in range(0, len(parent), SPLIT_CHUNK):
        of = parent[start:start + SPLIT_CHUNK]
        stop = start + len(of)
        cx = nx[of]
        iy, ix = np.divmod(np.arange(start, stop) - first[of], cx)
        _child_edges(children[start:stop, 0::2], ix, cx, px0[of], px1[of], w[of])
        _child_edges(children[start:stop, 1::2], iy, ny[of], py0[of], py1[of], h[of])
    return result, parent


def _child_edges(out: Array, i: Array, n: Array, p0: Array, p1: Array, step: Array) -> None:
    """Into ``out`` (k, 2): the low and high edges along one axis of children ``i`` of ``n`` of
    parents from ``p0`` to ``p1`` (``step`` = (p1 − p0)/n); the last child ends exactly on its
    parent's edge, without rounding drift."""
    out[:, 0] = p0 + i * step
    i += 1
    out[:, 1] = np.where(i == n, p1, p0 + i * step)


def sub_index(fx: Array, fy: Array, nx: int | Array, ny: int | Array) -> Array:
    """Child index ``iy * nx + ix`` of positions ``(fx, fy)`` ∈ [0, 1]² in an even split."""
    ix = np.minimum((fx * nx).astype(np.int64), nx - 1)
    iy = np.minimum((fy * ny).astype(np.int64), ny - 1)
    return np.asarray(iy * nx + ix)


def local_index(rects: npt.ArrayLike, nx: npt.ArrayLike, ny: npt.ArrayLike, cell: Array, x: Array, y: Array
                ) -> Array:
    """Index of each point within its parent cell's ``nx × ny`` split.

    ``cell`` gives each point's parent; the result is the child's position
    ``iy * nx + ix`` inside that parent (row-major from its south-west).
    """
    px0, py0, px1, py1 = np.asarray(rects, dtype=float)[cell].T
    cx = np.asarray(nx)[cell]
    cy = np.asarray(ny)[cell]
    ix = np.minimum(((x - px0) / (px1 - px0) * cx).astype(np.int64), cx - 1)
    iy = np.minimum(((y - py0) / (py1 - py0) * cy).astype(np.int64), cy - 1)
    return np.asarray(iy * cx + ix)


#: the deepest fine grid of :func:`morton_codes`: 2 × 31 bits, and one more level of
#: prefixes (``(prefix + 1) << shift``), fit a uint64
MORTON_DEPTH = 31
#: points :func:`morton_codes` encodes at a time (at 10M points its temporaries took 240 MB)
MORTON_CHUNK = 1 << 18
#: the masks that spread 32 bits onto the even bits of a uint64, widest step first
_SPREAD = ((16, 0x0000FFFF0000FFFF), (8, 0x00FF00FF00FF00FF), (4, 0x0F0F0F0F0F0F0F0F),
           (2, 0x3333333333333333), (1, 0x5555555555555555))


def _fine_index(v: Array, v0: float, extent: float, depth: int) -> Array:
    """``min(⌊(v − v0)/extent · 2^depth⌋, 2^depth − 1)`` as uint64, in place on one temporary."""
    out = np.subtract(v, v0)
    out /= extent
    out *= 2.0**depth  # exact: a power of two
    index = out.astype(np.uint64)
    del out
    np.minimum(index, np.uint64(2**depth - 1), out=index)
    return np.asarray(index)


def _compact(v: Array) -> Array:
    """The even bits of ``v`` gathered into its low 32 bits (bit 2i → bit i), on a copy."""
    v = v & np.uint64(_SPREAD[-1][1])
    for (_, mask), (shift, _) in zip(reversed(_SPREAD[:-1]), reversed(_SPREAD)):
        v |= v >> np.uint64(shift)
        v &= np.uint64(mask)
    v |= v >> np.uint64(_SPREAD[0][0])
    return v & np.uint64(0xFFFFFFFF)


def _spread(v: Array) -> Array:
    """The bits of ``v`` (< 2³²) moved to the even positions (bit i → bit 2i), in place."""
    for shift, mask in _SPREAD:
        v |= v << np.uint64(shift)
        v &= np.uint64(mask)
    return v


def morton_codes(domain: Domain, x: Array, y: Array, depth: int) -> Array:
    """Each point's path down the quadtree of ``domain`` to ``depth`` levels, as one integer.

    The point's cell ``(ix, iy)`` of the even 2^depth × 2^depth grid over Ω (half-open, a point
    on the east or north edge in the last cell, as :meth:`Domain.locate`) with the bits of
    ``iy`` and ``ix`` interleaved, ``iy`` the higher of each pair (the Z-order curve, G. M.
    Morton, IBM 1966). The two bits at positions 2(depth − d − 1) and above are the point's
    quadrant ``iy·2 + ix`` at depth d: the code shifted right by 2(depth − d) is the point's
    node at depth d, and the nodes of one depth sort in the order :func:`split_rects` makes
    their rectangles (each parent's quadrants row-major from its south-west). Points must lie
    inside Ω; ``depth`` ≤ :data:`MORTON_DEPTH`.
    """
    if not 0 <= depth <= MORTON_DEPTH:
        raise ValueError(f"a Morton code holds at most {MORTON_DEPTH} levels")
    x, y = np.asarray(x), np.asarray(y)
    codes = np.empty(len(x), dtype=np.uint64)
    for i in range(0, len(x), MORTON_CHUNK):  # the temporaries of a chunk, not of every point
        codes[i:i + MORTON_CHUNK] = interleave(_fine_index(x[i:i + MORTON_CHUNK], domain.xmin, domain.width, depth),
                                               _fine_index(y[i:i + MORTON_CHUNK], domain.ymin, domain.height, depth))
    return codes


def interleave(ix: Array, iy: Array) -> Array:
    """The Morton codes of the cells ``(ix, iy)`` (uint64, each < 2³¹, overwritten): the bits of
    ``iy`` and ``ix`` interleaved, ``iy`` the higher of each pair (:func:`morton_codes`)."""
    code = _spread(iy)
    code <<= np.uint64(1)
    code |= _spread(ix)
    return code


def deinterleave(code: Array) -> tuple[Array, Array]:
    """``(ix, iy)`` of Morton codes (uint64): the inverse of :func:`interleave`."""
    return _compact(code), _compact(code >> np.uint64(1))


def _axis_edges(p0: Array, p1: Array, frac: Array, n_lo: Array, n_hi: Array, k: Array) -> Array:
    """Edge ``k`` (0…n_lo+n_hi) of an axis cut at ``frac`` and split n_lo | n_hi evenly."""
    cut = p0 + frac * (p1 - p0)
    with np.errstate(divide="ignore", invalid="ignore"):
        low = p0 + (cut - p0) * (k / np.maximum(n_lo, 1))
        high = cut + (p1 - cut) * ((k - n_lo) / np.maximum(n_hi, 1))
    edge = np.where(k <= n_lo, low, high)
    # the cut and the far edge exactly, without rounding drift
    edge = np.where(k == n_lo, cut, edge)
    return np.where(k == n_lo + n_hi, p1, np.where(k == 0, p0, edge))


def _cut_fractions(frac: npt.ArrayLike, n_lo: Array, n_hi: Array) -> Array:
    """A side with no pieces is absent: the cut moves onto the far edge."""
    frac = np.asarray(frac, dtype=float)
    return np.where(n_hi == 0, 1.0, np.where(n_lo == 0, 0.0, frac))


class Cuts(NamedTuple):
    """Where :func:`split_rects_at` cuts each rectangle (one entry per rectangle): the fractions
    ``fx``, ``fy`` of its width and height, and the pieces west / east (``nx_lo``, ``nx_hi``) and
    south / north (``ny_lo``, ``ny_hi``) of the cut."""

    fx: npt.ArrayLike
    fy: npt.ArrayLike
    nx_lo: npt.ArrayLike
    nx_hi: npt.ArrayLike
    ny_lo: npt.ArrayLike
    ny_hi: npt.ArrayLike


def split_rects_at(rects: npt.ArrayLike, cuts: Cuts) -> tuple[Array, Array]:
    """Split each rectangle at one cut per axis (``cuts``, :class:`Cuts`), then each side evenly.

    Rectangle ``i`` is cut at ``x = xmin + fx[i]·width`` and
    ``y = ymin + fy[i]·height``; the part west of the cut is split evenly
    into ``nx_lo[i]`` columns and the part east of it into ``nx_hi[i]``
    (south ``ny_lo[i]`` rows, north ``ny_hi[i]``). A side with 0 pieces is
    absent, so ``nx_hi = 0`` means no vertical cut. With ``fx = fy = 0.5``
    and equal halves this is :func:`split_rects`.

    Returns ``(children, parent)`` as :func:`split_rects`: each parent's
    ``(nx_lo+nx_hi) × (ny_lo+ny_hi)`` children row-major from its south-west
    corner, vectorised over all parents. :func:`local_index_at` finds the
    child of a point.
    """
    boxes = np.asarray(rects, dtype=float)
    nx_lo, nx_hi, ny_lo, ny_hi = (np.asarray(v, dtype=np.int64) for v in cuts[2:])
    nx, ny = nx_lo + nx_hi, ny_lo + ny_hi
    if (nx < 1).any() or (ny < 1).any():
        raise ValueError("every rectangle needs at least one piece per axis")
    fx, fy = _cut_fractions(cuts.fx, nx_lo, nx_hi), _cut_fractions(cuts.fy, ny_lo, ny_hi)
    sizes = nx * ny
    parent = np.repeat(np.arange(len(boxes)), sizes)
    start = np.repeat(np.cumsum(sizes) - sizes, sizes)
    local = np.arange(int(sizes.sum())) - start
    cx = nx[parent]
    ix, iy = local % cx, local // cx
    px0, py0, px1, py1 = boxes[parent].T
    xa = (px0, px1, fx[parent], nx_lo[parent], nx_hi[parent])
    ya = (py0, py1, fy[parent], ny_lo[parent], ny_hi[parent])
    children = np.column_stack([
        _axis_edges(*xa, ix), _axis_edges(*ya, iy), _axis_edges(*xa, ix + 1), _axis_edges(*ya, iy + 1),
    ])
    return children, parent


def _axis_index(p0: Array, p1: Array, frac: Array, n_lo: Array, n_hi: Array, v: Array) -> Array:
    cut = p0 + frac * (p1 - p0)
    low_side = ((v < cut) & (n_lo > 0)) | (n_hi == 0)
    with np.errstate(divide="ignore", invalid="ignore"):
        i_low = np.floor((v - p0) / (cut - p0) * n_lo)
        i_high = n_lo + np.floor((v - cut) / (p1 - cut) * n_hi)
    i_low = np.clip(np.nan_to_num(i_low), 0, np.maximum(n_lo - 1, 0))
    i_high = np.clip(np.nan_to_num(i_high), n_lo, n_lo + n_hi - 1)
    return np.asarray(np.where(low_side, i_low, i_high).astype(np.int64))


def local_index_at(rects: npt.ArrayLike, cuts: Cuts, cell: Array, x: Array, y: Array) -> Array:
    """Index of each point within its parent's :func:`split_rects_at` split at ``cuts``.

    ``cell`` gives each point's parent; the result is ``iy * nx + ix`` with
    ``nx = nx_lo + nx_hi`` of that parent (row-major from its south-west).
    A point exactly on a cut belongs to the east / north part.
    """
    boxes = np.asarray(rects, dtype=float)
    nx_lo, nx_hi, ny_lo, ny_hi = (np.asarray(v, dtype=np.int64) for v in cuts[2:])
    fx, fy = _cut_fractions(cuts.fx, nx_lo, nx_hi), _cut_fractions(cuts.fy, ny_lo, ny_hi)
    px0, py0, px1, py1 = boxes[cell].T
    ix = _axis_index(px0, px1, fx[cell], nx_lo[cell], nx_hi[cell], x)
    iy = _axis_index(py0, py1, fy[cell], ny_lo[cell], ny_hi[cell], y)
    return np.asarray(iy * (nx_lo[cell] + nx_hi[cell]) + ix)
