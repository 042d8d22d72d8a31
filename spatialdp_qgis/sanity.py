"""Warnings for parameters that are legal but almost surely a mistake (issue 10).

Each function returns one translated sentence, or None when all is well.
The rules, also stated in docs/guarantees.md ("Warnings"):

- **ε above 10**: a report or count is then e¹⁰ ≈ 22,000 times more likely
  under one input than under its neighbour — next to no privacy.
- **Noise that swamps the data**: the noise standard deviation of one cell
  times the number of released cells exceeds the number of points read — the
  noise added over the map is larger than the data. The standard deviation is
  the core's own (discrete Laplace Δ/ε for the central model, the frequency
  oracle's for the local one), computed with the whole ε, so the rule
  understates the noise of mechanisms that split ε.
- **More cells than points** (or users): most cells then hold 0 or 1, the
  counts say little, and a coarser grid is more useful.
- **Coordinates that are not degrees**: a layer in a geographic CRS whose
  extent passes latitude ±90° or longitude −180°…360° holds coordinates of
  another CRS (metres, say): its CRS was set wrongly.
- **Large outputs**: above :data:`CELLS_WARN` cells the file takes minutes
  and hundreds of megabytes; above :data:`CELLS_MAX` the output is refused
  before any point is read when the grid size was given, else before anything
  is written.
"""

import math

from ..core.guidelines import laplace_sd, ldp_sd
from .i18n import tr

#: above this ε the algorithms warn: almost no privacy
EPSILON_HIGH = 10.0
#: above this many cells an output is slow to write and large
CELLS_WARN = 1_000_000
#: above this many cells an output is refused (≈ 0.7 GB; a 3000×3000 grid, 9 million
#: cells, took five minutes and 1.5 GB)
CELLS_MAX = 4_000_000
#: GeoPackage bytes per released cell (geometry, attributes, R-tree), measured
BYTES_PER_CELL = 170


def epsilon_warning(epsilon, local):
    if epsilon <= EPSILON_HIGH:
        return None
    unit = tr("each user's report") if local else tr("the release")
    return tr("ε = {:g} gives almost no privacy: {} is then more than e^{:g} ≈ {:,.0f} times "
               "more likely for one person's true data than for any other. Typical values are "
               "0.1–2 (central) or 1–5 (local).").format(
        epsilon, unit, EPSILON_HIGH, math.exp(EPSILON_HIGH))


def degrees_warning(authid, x0, y0, x1, y1):
    """A geographic layer whose extent (x0, y0)–(x1, y1) is not in degrees: a wrong CRS."""
    slack = 1e-6  # rounding in a reprojected or typed extent, never a CRS mistake
    if -90 - slack <= y0 <= y1 <= 90 + slack and -180 - slack <= x0 <= x1 <= 360 + slack:
        return None
    return tr("The layer's CRS ({}) is in degrees, but its coordinates reach x {:,.6g}…{:,.6g} and "
              "y {:,.6g}…{:,.6g}, outside longitude and latitude: the layer's CRS is probably "
              "wrong. Set the CRS its coordinates are in (Layer Properties ▸ Source) before "
              "releasing it.").format(authid, x0, x1, y0, y1)


def noise_sd(epsilon, cells, points, local, sensitivity=1):
    """The noise standard deviation of one released cell, or None when it cannot be computed."""
    try:
        return ldp_sd(points, cells, epsilon)[0] if local else laplace_sd(sensitivity, epsilon)
    except (ValueError, OverflowError, ZeroDivisionError):
        return None


def noise_warning(epsilon, cells, points, local, sensitivity=1, guideline=True):
    """``guideline``: whether a grid size of 0 lets the algorithm's guideline choose."""
    sd = noise_sd(epsilon, cells, points, local, sensitivity)
    if sd is None or cells * sd <= points:
        return None
    advice = (tr("a smaller grid size, or 0 for the guideline") if guideline
              else tr("a smaller grid size"))
    swamped = (tr("At ε = {:g} the noise swamps the data: each of the {:,} cells gets noise of "
                  "about ±{:,.0f}, more in total than the single point.") if points == 1 else
               tr("At ε = {:g} the noise swamps the data: each of the {:,} cells gets noise of "
                  "about ±{:,.0f}, more in total than the {:,} points."))
    return swamped.format(epsilon, cells, sd, points) + " " + tr(
        "Choose a larger ε or fewer cells ({}).").format(advice)


def cells_warning(cells, points, local):
    """Whole sentences for one and for several points (users), so that translators can inflect."""
    if cells <= points:
        return None
    if local:
        grid = tr("The grid has {:,} cells for 1 user.") if points == 1 else \
            tr("The grid has {:,} cells for {:,} users.")
    else:
        grid = tr("The grid has {:,} cells for 1 point.") if points == 1 else \
            tr("The grid has {:,} cells for {:,} points.")
    return grid.format(cells, points) + " " + tr(
        "Most cells hold 0 or 1, so their counts say little. A coarser grid (a smaller grid "
        "size or ε) gives more useful counts.")


def size_warning(cells):
    if cells <= CELLS_WARN:
        return None
    return tr("The output has {:,} cells (about {:,.0f} MB as a GeoPackage): writing it takes "
               "a while.").format(cells, cells * BYTES_PER_CELL / 1e6)


def size_problem(cells):
    if cells <= CELLS_MAX:
        return None
    return tr("The output would have {:,} cells (about {:,.1f} GB), more than the {:,} SpatialDP "
               "writes; choose a smaller grid size.").format(
        cells, cells * BYTES_PER_CELL / 1e9, CELLS_MAX)
