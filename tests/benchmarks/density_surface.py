"""A density model inside the released cells, for the central study only (docs/central-study.md).

Tobler's pycnophylactic interpolation (W. R. Tobler, "Smooth pycnophylactic
interpolation for geographical regions", JASA 74 (367), 1979): a fine raster
under the released leaves is smoothed by replacing each pixel with the mean
of its four neighbours, then every leaf's integral is put back to its
released count by adding the difference spread evenly over the leaf; the two
steps alternate. A range query is answered by integrating the raster. It
reads only the released counts and the public extent, so it is
post-processing and costs no privacy.

Tobler's version also clamps the surface at 0. Noisy counts can be negative,
and raising them to 0 first adds mass in every empty region (2–6× AG's error
in a first trial), so the surface here is signed: the released sums are kept
(to a few thousandths of a point on the study's data) and nothing is clamped.

The raster is regular over the extent with 1.5 pixels across the narrowest
leaf (at least 64 a side, at most 4096). A leaf's integral is exact for
leaves that do not align with the pixels: the integral of a
piecewise-constant raster up to a point is the bilinear interpolation of its
prefix sums (as in :class:`core.evaluation.CellIndex`), and spreading a value
over a leaf is the adjoint of that.

Not offered in QGIS: it does not improve the answers (see the study).
"""

import numpy as np


class FineRaster:
    """A regular nx × ny raster over ``extent`` and the rectangles (leaves) it integrates over."""

    def __init__(self, extent, nx, ny, rects):
        self.extent, self.nx, self.ny = extent, nx, ny
        self.nodes, self.weights, self.area = self._corners(np.asarray(rects, dtype=float).reshape(-1, 4))

    def _corners(self, rects):
        """Per rectangle: the prefix-sum nodes, signed bilinear weights, and its area in pixels."""
        x0, y0, x1, y1 = self.extent
        u = np.clip((rects[:, [0, 2]] - x0) * (self.nx / (x1 - x0)), 0, self.nx)
        v = np.clip((rects[:, [1, 3]] - y0) * (self.ny / (y1 - y0)), 0, self.ny)
        us = u[:, [1, 0, 1, 0]]
        vs = v[:, [1, 1, 0, 0]]
        sign = np.array([1.0, -1.0, -1.0, 1.0])
        i = np.minimum(np.floor(us).astype(np.int64), self.nx - 1)
        j = np.minimum(np.floor(vs).astype(np.int64), self.ny - 1)
        du, dv = us - i, vs - j
        row = self.nx + 1
        nodes = np.stack([j * row + i, j * row + i + 1, (j + 1) * row + i, (j + 1) * row + i + 1], -1)
        weights = np.stack([(1 - du) * (1 - dv), du * (1 - dv), (1 - du) * dv, du * dv], -1)
        weights *= sign[None, :, None]
        area = (u[:, 1] - u[:, 0]) * (v[:, 1] - v[:, 0])
        return nodes.reshape(len(rects), -1), weights.reshape(len(rects), -1), area

    def integrals(self, surface):
        """Each rectangle's integral of ``surface`` (ny × nx, a value per pixel)."""
        prefix = np.zeros((self.ny + 1, self.nx + 1))
        prefix[1:, 1:] = surface.cumsum(0).cumsum(1)
        return (prefix.ravel()[self.nodes] * self.weights).sum(1)

    def spread(self, density):
        """The raster of ``density`` per pixel over each rectangle (the adjoint of :meth:`integrals`)."""
        nodes = np.bincount(self.nodes.ravel(), weights=(self.weights * density[:, None]).ravel(),
                            minlength=(self.ny + 1) * (self.nx + 1)).reshape(self.ny + 1, self.nx + 1)
        return nodes[1:, 1:][::-1, ::-1].cumsum(0).cumsum(1)[::-1, ::-1]


def raster_size(extent, rects, pixels_per_side=1.5):
    """``(nx, ny)``: square pixels, ``pixels_per_side`` across the narrowest leaf, 64…4096 a side."""
    width, height = extent[2] - extent[0], extent[3] - extent[1]
    narrowest = min(np.min(rects[:, 2] - rects[:, 0]), np.min(rects[:, 3] - rects[:, 1]))
    side = narrowest / pixels_per_side
    nx = int(np.clip(np.ceil(width / side), 64, 4096))
    ny = int(np.clip(round(nx * height / width), 1, 4096))
    return nx, ny


def neighbour_mean(surface):
    """Each pixel replaced by the mean of its four neighbours (edges repeated outward)."""
    p = np.pad(surface, 1, mode="edge")
    return 0.25 * (p[:-2, 1:-1] + p[2:, 1:-1] + p[1:-1, :-2] + p[1:-1, 2:])


def pycnophylactic(rects, counts, extent, iterations=100, kept=None, passes=20):
    """Tobler's smooth surface under the leaves ``rects`` with their ``counts``: a :class:`Surface`.

    It starts from the leaves' uniform densities and keeps every leaf's sum;
    with ``kept`` = ``(rects, counts)`` of coarser cells (AG's level 1) it
    keeps only those sums instead, so the smoothing also averages the leaves'
    noise (and their detail) away as the iterations go on. A leaf's pixels at
    its edges are shared with its neighbours, so one correction does not put
    its sum back exactly: ``passes`` more corrections end the iterations.
    """
    rects = np.asarray(rects, dtype=float).reshape(-1, 4)
    counts = np.asarray(counts, dtype=float)
    size = raster_size(extent, rects)
    surface = _uniform(FineRaster(extent, *size, rects), counts)
    raster = FineRaster(extent, *size, kept[0]) if kept else FineRaster(extent, *size, rects)
    target = np.asarray(kept[1], dtype=float) if kept else counts
    area = np.maximum(raster.area, 1e-12)
    for step in range(iterations + passes):
        if step < iterations:
            surface = neighbour_mean(surface)
        surface += raster.spread((target - raster.integrals(surface)) / area)
    return Surface(extent, surface)


def _uniform(raster, counts):
    """The raster of each rectangle's count spread evenly over it."""
    return raster.spread(np.asarray(counts, dtype=float) / np.maximum(raster.area, 1e-12))


class Surface:
    """A value per pixel over ``extent``; answers range queries by integrating it."""

    def __init__(self, extent, values):
        self.extent, self.values = extent, values

    def answer(self, queries):
        ny, nx = self.values.shape
        return FineRaster(self.extent, nx, ny, queries).integrals(self.values)
