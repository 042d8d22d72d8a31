"""DAM — the Disk Area Mechanism for spatial distributions under local DP.

Paper: "Numerical Estimation of Spatial Distributions under Differential
Privacy" ("the DAM paper"; the formulas were lost in the text available to
us, docs/dam.md restates them from the definitions). Every user holds one location and
reports it once, perturbed on the device; the server estimates the spatial
distribution on a d×d grid over the public domain Ω.

**Continuous mechanism** (§IV–V, Definitions 4 and 8). Input x in the square
``[0, d]²`` (grid units: cell side 1); output y in the Minkowski sum
D_out = square ⊕ disk(0, b), a rounded square of area
A = d² + 4db + πb². The density is p within distance b of x and q elsewhere,
p = e^ε q, q = 1 / (e^ε π b² + d² + 4db). Any two inputs' densities differ
by at most e^ε: ε-LDP (Theorem IV.1).

**Radius b** (§V-C, Eqs. 9–12). b maximises the upper bound on the mutual
information between input and output for a uniform input,
I(b) = log A + p D log p + q (A − D) log q with D = πb². I is invariant
under scaling d and b together, so b(d) = d · b(1); b(1) = 1.116, 0.845,
0.496, 0.298, 0.183, 0.114 for ε = 0.5, 1, 2, 3, 4, 5 (docs/dam.md).

**Discretisation** (§VI-A) — three variants, all ε-LDP:

- ``"exact"`` (default, docs/dam.md): the input is the centre of the user's
  cell; an output cell u has probability
  q·|u ∩ D_out| + (p − q)·|u ∩ disk(x, b)| with exact circle–rectangle
  intersection areas (:mod:`core.geometry`). This *is* the continuous
  mechanism applied to the cell centre, with the output rounded to its
  cell, so the ratio of two rows is ≤ e^ε cell by cell.
- ``"shrink"`` (the paper's DAM, §VI-A, Theorem VI.1, Fig. 5). Output cells
  whose centre is in or on the circle are fully "high"; a cell that the
  circle crosses but whose centre is outside gets a high part, the
  "shrunken rectangle" S: with the cell's centre at offset (i, j) from the
  input cell's centre, r = √(i² + j²), the ray to the cell's centre meets the
  circle at P = b·(|i|, |j|)/r, and S is the rectangle that shares the
  cell's two sides nearest the input and is centred on P, so
  |S| = (2b|i|/r − 2|i| + 1)·(2b|j|/r − 2|j| + 1). *Resolution:* when P
  falls outside the cell (the circle only clips a corner) that formula
  goes negative; each factor is clamped to [0, 1], i.e. such a cell is
  low. The paper's closed forms for p and q were lost; they follow from
  normalisation: every output cell has area 1, a cell with high fraction
  h gets mass q + (p − q)·h, so q = 1 / (N_out + (e^ε − 1)·H) with N_out
  the number of output cells and H = Σ h. (The paper counts the output
  grid through Theorems VI.2–VI.4 for integer b; here the output grid is
  the lattice cells the rounded square D_out covers, for any b.)
- ``"no-shrink"`` (the paper's DAM-NS, §VII-B): h = 1 for cells whose centre
  is in or on the circle, 0 otherwise; same normalisation.

In each variant h ∈ [0, 1] and the high pattern is the same for every input
cell (it depends only on the offset), so every mass lies in
[q·area, p·area] with the same p and q for all inputs: ratio ≤ e^ε.

**Client side** (§VI-B, Algorithm 2 "GridAreaResponse"): each user samples
an output cell from their input cell's row, vectorised over users as a
mixture of the input-free low part and a kernel offset
(:meth:`core.channel.ShiftChannel.perturb`).

**Server side** (§VI-B, Algorithm 1 "PostProcess"): EM on the histogram of
reports, x ← x ⊙ Mᵀ(y / (M x)), with FFT convolutions
(:class:`core.channel.ShiftChannel`); optional EMS smoothing (Li et al.
2020). The paper gives no stopping rule; EM stops when an iteration raises
the log-likelihood of the reports by less than tol·e^ε nats (tol = 0.005,
see :mod:`core.em` for how it was chosen) or at ``max_iter``.

Units: b is in grid cells (cell widths). On a non-square domain the cells
are rectangles and the disk is an ellipse in map units; the release then
records both semi-axes.
"""

from __future__ import annotations

import math
from typing import Any, Optional, Union, cast

import numpy as np
import numpy.typing as npt

from ..budget import Ledger
from ..channel import ShiftChannel
from ..domain import DomainLike, check_cells
from ..em import DEFAULT_MAX_ITER, DEFAULT_TOL, EMResult, stopping_threshold
from ..geometry import disk_rect_area, rect_distance, rounded_square_cell_areas
from ..rng import release_randomness
from ..sampling import check_resolution
from ..synopsis import Synopsis
from ..uncertainty import EM_REASON, unknown
from ..validation import check_epsilon
from .central import public_inputs
from .local import LOCAL_UNIT, LocalInput

VARIANTS = ("exact", "shrink", "no-shrink")


# --- radius -----------------------------------------------------------------------

def mutual_information_bound(
    b: npt.ArrayLike, epsilon: float, d: float = 1.0, high_mass: Optional[float] = None,
    high_entropy: Optional[float] = None,
) -> Union[float, np.ndarray]:
    """Upper bound I(b) on the mutual information of input and output (the DAM paper, Eqs. 9–12).

    For DAM, with A = d² + 4db + πb², D = πb², q = 1 / (e^ε D + A − D),
    p = e^ε q: I = log A + p D log p + q (A − D) log q
    = log A + log q + ε p D. A radial profile g = q·w(r/b) on the disk (HUEM)
    is described by ``high_mass`` = ∫_{unit disk} w and ``high_entropy`` =
    ∫_{unit disk} w log w (DAM: w = e^ε, i.e. π e^ε and π ε e^ε).
    """
    b = np.asarray(b, dtype=float)
    e = math.exp(epsilon)
    if high_mass is None:
        high_mass, high_entropy = math.pi * e, math.pi * epsilon * e
    area = d * d + 4 * d * b + math.pi * b * b
    q = 1.0 / (area - math.pi * b * b + high_mass * b * b)
    return cast(Union[float, np.ndarray], np.log(area) + np.log(q) + q * high_entropy * b * b)


def maximise_radius(epsilon: float, d: float = 1.0, high_mass: Optional[float] = None,
                    high_entropy: Optional[float] = None) -> float:
    """The b > 0 that maximises :func:`mutual_information_bound` (grid units)."""
    epsilon = check_epsilon(epsilon)

    def neg(t: float) -> float:
        return -float(mutual_information_bound(math.exp(t), epsilon, 1.0, high_mass, high_entropy))

    # coarse scan of log b, then Brent's method around the best point
    grid = np.linspace(math.log(1e-4), math.log(1e3), 200)
    values = -mutual_information_bound(np.exp(grid), epsilon, 1.0, high_mass, high_entropy)
    i = int(np.argmin(values))
    lo, hi = grid[max(i - 1, 0)], grid[min(i + 1, grid.size - 1)]
    from scipy.optimize import minimize_scalar  # here: loading it costs every QGIS start ~0.1 s

    res = minimize_scalar(neg, bounds=(lo, hi), method="bounded", options={"xatol": 1e-12})
    return float(d) * math.exp(res.x)


def optimal_radius(epsilon: float, d: float = 1.0) -> float:
    """DAM's radius b in grid units for a d×d grid: d · b(1) (docs/dam.md)."""
    return maximise_radius(epsilon, d)


# --- the discrete mechanism ---------------------------------------------------------

def _check(d: float, epsilon: float, b: float, variant: str) -> None:
    if variant not in VARIANTS:
        raise ValueError(f"variant must be one of {', '.join(VARIANTS)}, not {variant!r}")
    if int(d) != d or d < 1:
        raise ValueError("the grid size d must be a positive integer")
    check_epsilon(epsilon)
    if not (b > 0 and math.isfinite(b)):
        raise ValueError("the radius b must be a positive finite number of cells")


def lattice_pad(b: float) -> int:
    """Cells added on each side: the output lattice covers [−⌈b⌉, d + ⌈b⌉)²."""
    return int(math.ceil(b))


def kernel_reach(b: float) -> int:
    """R: the largest offset (in cells) of a cell met by the disk of radius b around a centre."""
    return max(0, int(math.ceil(b + 0.5)) - 1)


def high_fraction(dx: npt.ArrayLike, dy: npt.ArrayLike, b: float, variant: str) -> np.ndarray:
    """h: the "high" share of the unit cell centred at offset (dx, dy) from the input centre.

    ``exact``: |cell ∩ disk(0, b)| (exact area). ``no-shrink``: 1 when the
    cell centre is in or on the circle. ``shrink``: as ``no-shrink``, plus the
    clamped shrunken-rectangle area (Theorem VI.1) for cells the circle
    crosses with their centre outside. Vectorised over ``dx``, ``dy``.
    """
    dx = np.asarray(dx, dtype=float)
    dy = np.asarray(dy, dtype=float)
    if variant == "exact":
        return disk_rect_area(0.0, 0.0, b, (dx - 0.5, dy - 0.5, dx + 0.5, dy + 0.5))
    r = np.hypot(dx, dy)
    centre_in = r <= b
    if variant == "no-shrink":
        return centre_in.astype(float)
    crossed = ~centre_in & (rect_distance(0.0, 0.0, dx - 0.5, dy - 0.5, dx + 0.5, dy + 0.5) < b)
    ax, ay = np.abs(dx), np.abs(dy)
    with np.errstate(invalid="ignore", divide="ignore"):
        wx = np.clip(2 * b * ax / r - 2 * ax + 1, 0.0, 1.0)
        wy = np.clip(2 * b * ay / r - 2 * ay + 1, 0.0, 1.0)
    return np.where(centre_in, 1.0, np.where(crossed, wx * wy, 0.0))


def output_cell_weights(d: int, b: float, variant: str) -> np.ndarray:
    """Low-level weight of each output-lattice cell, shape (L, L), L = d + 2⌈b⌉.

    ``exact``: |u ∩ D_out| (exact area of the cell inside the rounded square);
    ``shrink`` / ``no-shrink``: 1 for every cell D_out covers (area > 0), as
    in the paper's grid, where each output cell has area 1.
    """
    pad = lattice_pad(b)
    area = rounded_square_cell_areas(d, b, -pad, d + pad)
    return area if variant == "exact" else (area > 0).astype(float)


def dam_channel(d: int, epsilon: float, b: float, variant: str = "exact") -> ShiftChannel:
    """The discrete DAM on a d×d grid as a :class:`~core.channel.ShiftChannel`."""
    _check(d, epsilon, b, variant)
    d = int(d)
    check_cells(d * d)
    reach = kernel_reach(b)
    off = np.arange(-reach, reach + 1, dtype=float)
    high = high_fraction(off[None, :], off[:, None], b, variant)  # [y, x]
    low = output_cell_weights(d, b, variant)
    e = math.exp(epsilon)
    # normalisation: q·Σ low + (p − q)·Σ high = 1 (exact: Σ low = d² + 4db + πb², Σ high = πb²)
    q = 1.0 / (low.sum() + (e - 1.0) * high.sum())
    check_resolution(q, epsilon)  # q: a full cell away from the user, the rarest report
    params = {"d": d, "epsilon": float(epsilon), "radius": float(b), "variant": variant,
              "p": e * q, "q": q, "high_area": float(high.sum()), "low_area": float(low.sum())}
    return ShiftChannel(d, lattice_pad(b), (e - 1.0) * q * high, q * low, float(epsilon), params)


def probability_matrix(d: int, epsilon: float, b: float, variant: str = "exact") -> np.ndarray:
    """The dense (d², L²) matrix P(output cell | input cell), built pair by pair.

    Rows: input cells ``iy·d + ix``; columns: cells of the output lattice
    ``[−⌈b⌉, d + ⌈b⌉)²`` flattened row-major (cells outside D_out have
    probability 0). Computed directly from the geometry of each (input,
    output) pair — not from the convolution kernel — with each row
    normalised by its own high area, so tests can check the FFT operators,
    the ε-LDP ratio bound and the row sums against it. Small d only.
    """
    _check(d, epsilon, b, variant)
    d = int(d)
    pad = lattice_pad(b)
    size = d + 2 * pad
    if d * d * size * size > 50_000_000:
        raise ValueError("probability_matrix is for small grids only")
    iy, ix = np.divmod(np.arange(d * d), d)
    oy, ox = np.divmod(np.arange(size * size), size)
    ux0 = (ox - pad).astype(float)[None, :]
    uy0 = (oy - pad).astype(float)[None, :]
    cx = (ix + 0.5)[:, None]
    cy = (iy + 0.5)[:, None]
    if variant == "exact":
        high = disk_rect_area(cx, cy, b, (ux0, uy0, ux0 + 1, uy0 + 1))
    else:
        high = high_fraction(ux0 + 0.5 - cx, uy0 + 0.5 - cy, b, variant)
    low = output_cell_weights(d, b, variant).ravel()[None, :]
    e = math.exp(epsilon)
    q = 1.0 / (low.sum() + (e - 1.0) * high.sum(axis=1, keepdims=True))
    return cast(np.ndarray, q * low + (e - 1.0) * q * high)


# --- the release --------------------------------------------------------------------

def dam_cells(
    cells: npt.ArrayLike, d: int, epsilon: float, rng: np.random.Generator, *,
    ledger: Optional[Ledger] = None, radius: Optional[float] = None, variant: str = "exact",
    tol: float = DEFAULT_TOL, max_iter: int = DEFAULT_MAX_ITER, smoothing: bool = False,
) -> tuple[np.ndarray, dict[str, Any]]:
    """DAM on users' cells of a d×d grid: perturb (client side), then EM (server side).

    ``cells`` are flat indices ``iy·d + ix``, one per user. The perturbation is the step
    "location report" of ``ledger`` (default: a local ledger of ε for this estimate alone),
    booked at the ε the channel was built for in the same call (:meth:`core.budget.Ledger.randomise`).
    Returns ``(x, info)``: the estimated distribution (d, d), summing to 1, and a
    dict with the radius (cells), variant, EM iterations, convergence and
    the number of users.
    """
    d = int(d)
    b = optimal_radius(epsilon, d) if radius in (None, 0) else float(radius)
    channel = dam_channel(d, epsilon, b, variant)
    ledger = Ledger(epsilon, "local", LOCAL_UNIT) if ledger is None else ledger
    reports = ledger.randomise(  # on each user's device
        "location report", rng, cells, channel,
        note=f"each user reports one cell of the {d}×{d} grid through DAM ({variant})")
    if len(reports):
        result = channel.estimate(channel.histogram(reports), tol=tol, max_iter=max_iter,
                                  smoothing=smoothing)
    else:  # no user inside Ω: nothing to estimate, and the release (the distribution × 0 users) is 0
        # rather than a refusal, which would make the release depend on the data (docs/dam.md)
        result = EMResult(np.full((d, d), 1.0 / (d * d)), 0, True, 0.0)
    info = {
        "radius_cells": b,
        "radius_source": "mutual-information optimum (the DAM paper, §V-C; docs/dam.md)" if radius in (None, 0)
        else "given by the user",
        "variant": variant,
        "em_iterations": result.iterations,
        "converged": result.converged,
        "tolerance": tol,
        "stopping_threshold_nats": stopping_threshold(tol, epsilon),
        "max_iter": max_iter,
        "smoothing": "EMS (binomial 1-2-1)" if smoothing else "none",
        "users": int(len(reports)),
        "output_cells": int(channel.support.sum()),
        "p": channel.params["p"],
        "q": channel.params["q"],
    }
    return result.x, info


def dam(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float,
    rng: Optional[np.random.Generator] = None, *,
    grid_size: int, radius: Optional[float] = None, variant: str = "exact", tol: float = DEFAULT_TOL,
    max_iter: int = DEFAULT_MAX_ITER, smoothing: bool = False,
) -> Synopsis:
    """Estimate the spatial distribution of users' locations under ε-LDP with DAM.

    Each point is one user, who reports the cell of a ``grid_size`` × ``grid_size``
    grid over ``domain`` once, perturbed by the discrete DAM (client side,
    vectorised); the server estimates the distribution by EM (or EMS with
    ``smoothing``) with FFT convolutions. ``radius`` is b in grid cells
    (cell widths; None or 0: the mutual-information optimum d·b(1)).
    ``variant``: "exact" (exact disk areas, default), "shrink" (the paper's
    DAM) or "no-shrink" (DAM-NS). EM stops when an iteration raises the
    log-likelihood of the reports by less than ``tol``·e^ε nats, or after
    ``max_iter`` iterations. Points outside Ω are ignored.

    Returns a :class:`~core.synopsis.Synopsis` (mechanism "DAM") whose d×d
    cells carry the estimated distribution × the number of users.
    """
    domain, rng = public_inputs(domain, rng)
    d = int(grid_size)
    if d < 1:
        raise ValueError("the grid size must be at least 1")
    check_cells(d * d)
    if radius not in (None, 0):
        _check(d, epsilon, float(radius), variant)
    data = LocalInput(x, y, domain, epsilon)
    estimate, info = dam_cells(domain.cell_index(data.x, data.y, d, d), d, epsilon, rng, ledger=data.ledger,
                               radius=radius, variant=variant, tol=tol, max_iter=max_iter,
                               smoothing=smoothing)
    b = info["radius_cells"]
    cell_w, cell_h = domain.width / d, domain.height / d
    square = math.isclose(cell_w, cell_h, rel_tol=1e-9)
    params = {**data.params, "grid_size": d, **info,
              "radius_map_units": b * cell_w if square else [b * cell_w, b * cell_h]}
    notes = []
    if not square:
        notes.append("the grid cells are not square: the disk is a circle in grid units, "
                     "an ellipse in map units (radius_map_units gives its x and y semi-axes)")
    if not info["converged"]:
        notes.append(f"EM stopped at the iteration cap ({max_iter}) before reaching the tolerance")
    n = info["users"]
    return Synopsis(
        "DAM", domain, domain.grid_rects(d, d), estimate.ravel() * n,
        np.ones(d * d, dtype=np.int64), np.full(d * d, -1), data.ledger, params, notes=notes,
        **release_randomness(rng), uncertainty=unknown(EM_REASON),
    )
