"""Exact areas of disks intersected with axis-aligned rectangles.

The Disk Area Mechanism (the DAM paper, §VI-A; docs/dam.md) gives each output
cell the probability mass of the part of the disk that covers it. These are
closed-form areas, vectorised over any broadcastable arrays of disks and
rectangles; no sampling, no quadrature.

Method. For a disk of radius r centred at the origin let
``H(x, y) = area of {(X, Y) in disk : X between 0 and x, Y between 0 and y}``
counted with sign ``sign(x)·sign(y)``. By the symmetry of the disk
``H(x, y) = sign(x) sign(y) g(|x|, |y|)`` where, for ``0 ≤ x, y ≤ r``,

    g(x, y) = x y                                     if x² + y² ≤ r²
    g(x, y) = y t* + S(x) − S(t*),  t* = √(r² − y²)    otherwise

with ``S(t) = (t √(r² − t²) + r² asin(t / r)) / 2`` the primitive of the
half-chord √(r² − t²) (coordinates beyond r are clipped to r). A rectangle
``[x0, x1] × [y0, y1]`` then has area
``H(x1, y1) − H(x0, y1) − H(x1, y0) + H(x0, y0)`` (inclusion–exclusion).
"""

import numpy as np


def _quadrant_area(x, y, r):
    """g(x, y): area of the disk of radius r inside ``[0, x] × [0, y]`` for x, y ≥ 0."""
    x = np.minimum(x, r)
    y = np.minimum(y, r)
    r2 = r * r
    inside = x * x + y * y <= r2
    t_star = np.sqrt(np.maximum(r2 - y * y, 0.0))
    with np.errstate(invalid="ignore", divide="ignore"):
        ratio_x = np.where(r > 0, np.clip(x / np.where(r > 0, r, 1.0), -1.0, 1.0), 0.0)
        ratio_t = np.where(r > 0, np.clip(t_star / np.where(r > 0, r, 1.0), -1.0, 1.0), 0.0)
    s_x = 0.5 * (x * np.sqrt(np.maximum(r2 - x * x, 0.0)) + r2 * np.arcsin(ratio_x))
    s_t = 0.5 * (t_star * y + r2 * np.arcsin(ratio_t))  # √(r² − t*²) = y
    return np.where(inside, x * y, y * t_star + s_x - s_t)


def _signed_area(x, y, r):
    return np.sign(x) * np.sign(y) * _quadrant_area(np.abs(x), np.abs(y), r)


def disk_rect_area(cx, cy, r, rect):
    """Area of ``disk((cx, cy), r) ∩ [x0, x1] × [y0, y1]``, ``rect = (x0, y0, x1, y1)``, broadcast
    over all arguments.

    Exact (closed form, see the module docstring); a rectangle with
    ``x1 ≤ x0`` or ``y1 ≤ y0`` has area 0.
    """
    x0, y0, x1, y1 = rect
    r = np.asarray(r, dtype=float)
    ax0 = np.asarray(x0, dtype=float) - cx
    ax1 = np.asarray(x1, dtype=float) - cx
    ay0 = np.asarray(y0, dtype=float) - cy
    ay1 = np.asarray(y1, dtype=float) - cy
    area = (
        _signed_area(ax1, ay1, r) - _signed_area(ax0, ay1, r)
        - _signed_area(ax1, ay0, r) + _signed_area(ax0, ay0, r)
    )
    # inclusion–exclusion leaves rounding residue (±1e-16) where the true area is 0 or the
    # whole rectangle: decide those cases exactly, so a cell the disk misses gets exactly 0
    miss = (ax1 <= ax0) | (ay1 <= ay0) | (rect_distance(0.0, 0.0, ax0, ay0, ax1, ay1) >= r)
    far_x = np.maximum(np.abs(ax0), np.abs(ax1))
    far_y = np.maximum(np.abs(ay0), np.abs(ay1))
    inside = far_x * far_x + far_y * far_y <= r * r
    rect = (ax1 - ax0) * (ay1 - ay0)
    return np.where(miss, 0.0, np.where(inside, rect, np.clip(area, 0.0, rect)))


def rect_distance(cx, cy, x0, y0, x1, y1):
    """Euclidean distance from ``(cx, cy)`` to the nearest point of ``[x0, x1] × [y0, y1]``."""
    dx = np.maximum(np.maximum(np.asarray(x0) - cx, cx - np.asarray(x1)), 0.0)
    dy = np.maximum(np.maximum(np.asarray(y0) - cy, cy - np.asarray(y1)), 0.0)
    return np.hypot(dx, dy)


def rounded_square_cell_areas(d, b, lo, hi):
    """Areas of the unit lattice cells ``[k, k+1] × [l, l+1]``, ``lo ≤ k, l < hi``, inside D_out.

    D_out is the Minkowski sum of the square ``[0, d]²`` and a disk of radius
    ``b`` (the DAM output domain, the DAM paper §IV, Fig. 2): a rounded square of
    area d² + 4db + πb². Returns an array of shape ``(hi − lo, hi − lo)``
    indexed ``[l − lo, k − lo]`` (row = y). Because the square's corners are
    lattice points, a cell is either inside the square's band in x or y
    (area = its overlap with the band) or in a corner quadrant (area = its
    overlap with the corner's disk).
    """
    k = np.arange(lo, hi, dtype=float)
    ox = np.clip(np.minimum(k + 1, d + b) - np.maximum(k, -b), 0.0, 1.0)  # overlap with [−b, d+b]
    in_band = (k >= 0) & (k + 1 <= d)
    corner = np.where(k < 0, 0.0, float(d))
    kx, ky = np.meshgrid(k, k)  # [row = y, col = x]
    bx, by = np.meshgrid(in_band, in_band)
    ovx, ovy = np.meshgrid(ox, ox)
    cx, cy = np.meshgrid(corner, corner)
    corner_area = disk_rect_area(cx, cy, b, (kx, ky, kx + 1, ky + 1))
    return np.where(bx & by, 1.0, np.where(bx, ovy, np.where(by, ovx, corner_area)))
