"""Baselines that DAM's paper compares with, on the same d×d grid and ε (docs/dam.md).

Each takes the users' flat cell indices (``iy·d + ix``) of a d×d grid and
returns ``(x, info)``: the estimated distribution (d, d), non-negative and
summing to 1, and a description. Every user reports once with the full ε.

- **Categorical oracle** (the DAM paper §II "Bucket + CFO"; Wang et al. 2017):
  the d² cells are categories, reported with GRR or OLH
  (:mod:`core.oracles`, adaptive choice: GRR when d² < 3e^ε + 2); the
  unbiased counts are post-processed with Norm-Sub and normalised. It
  ignores the geometry of the cells.
- **MDSW** (the DAM paper §VII-B; Yang et al., VLDB 2020, built on the square
  wave of Li et al., SIGMOD 2020): each axis is reported separately with
  the square wave and ε/2 (sequential composition: ε in all). SW on an axis
  of d cells (side 1) with input the cell centre c: output density p within
  w of c and q elsewhere on [−w, d + w], p = e^{ε/2} q,
  q = 1 / (d + 2w·e^{ε/2}), with Li et al.'s optimal width
  w = d · (ε'e^ε' − e^ε' + 1) / (2e^ε'(e^ε' − 1 − ε')), ε' = ε/2. Reports are
  rounded to unit cells of the axis grown by ⌈w⌉ cells with exact interval
  overlaps (the 1-D analogue of DAM's exact discretisation, so each axis
  is ε/2-LDP cell by cell). The server runs EM (Li et al.'s EMS with
  ``smoothing``) on each axis and multiplies the two marginals, so any
  correlation between x and y is lost (the paper's explanation of MDSW's
  error). EMS is off by default: at ε/2 per axis, smoothing after every
  iteration over-smoothed and doubled or tripled W2 in our tests.
  ``split="users"`` (issue 12) splits the *users* instead of ε: a seeded
  random half reports its x with the full ε, the other half its y (each
  user reports once, disjoint groups: parallel composition). Each axis then
  has half the reports at twice the ε, which for the square wave is far
  less noise; the product of the marginals stays MDSW's model, exact only
  for independent axes.
- **HUEM** (the DAM paper §IV, Definition 5, Appendix A): a Spatial Area
  Mechanism whose density inside the disk decays exponentially with the
  distance, g(r) = q·e^{ε(1 − r/b)} for r ≤ b and q outside (the maximum
  p = e^ε q at r = 0, q at the rim; the formula was lost in conversion,
  this is the form the text describes). Discretised as in Appendix A by
  concentric rings r_k = k·b/n, k = 1…n: inside ring k the density is the
  ring average of g, and each cell gets the exact areas of its
  intersections with the disks of radius r_k (our exact-area form instead
  of the paper's shrunken cells). The density stays within [q, e^ε q], so it
  is ε-LDP. The paper does not say which b HUEM uses; its experiments vary
  one "norm distance" b for all mechanisms (§VII-C1, default the optimum),
  so HUEM uses DAM's b by default. (:func:`huem_radius` maximises the
  same mutual-information bound for HUEM's own density; it is 2–4 times
  larger, which makes the channel so flat at ε ≤ 1 that EM needs more than
  10⁴ iterations and ends far worse, so it is not the default.) The server
  runs the same FFT EM as DAM.

SEM-Geo-I (Wang et al. 2017) is not implemented: it satisfies Geo-
indistinguishability, not ε-LDP, and needs a calibration of privacy loss
(the paper's Eq. 15–16) to be comparable.
"""

from __future__ import annotations

import math
from typing import Optional

import numpy as np
import numpy.typing as npt

from ..core import oracles
from ..core.channel import ShiftChannel
from ..core.em import DEFAULT_MAX_ITER, DEFAULT_TOL, expectation_maximisation
from ..core.geometry import disk_rect_area
from ..core.sampling import check_resolution
from ..core.validation import check_epsilon
from ..core.mechanisms.dam import (
    kernel_reach, lattice_pad, maximise_radius, optimal_radius, output_cell_weights,
)

MAX_RINGS = 64


# --- categorical oracle ------------------------------------------------------------------

def categorical_oracle(
    cells: npt.ArrayLike, d: int, epsilon: float, rng: np.random.Generator, *,
    oracle: str = oracles.ADAPTIVE,
) -> tuple:
    """GRR/OLH over the d² cells, Norm-Sub, normalised (:mod:`core.oracles`)."""
    d = int(d)
    k = d * d
    cells = np.asarray(cells, dtype=np.int64)
    reports = oracles.perturb(cells, k, epsilon, rng, oracle=oracle)
    counts = oracles.estimate(reports, k, epsilon, norm_sub=True)
    x = np.maximum(counts, 0.0)
    x = x / x.sum() if x.sum() > 0 else np.full(k, 1.0 / k)
    return x.reshape(d, d), {"oracle": reports.oracle, "users": int(cells.size),
                             "post_processing": "Norm-Sub, normalised"}


# --- MDSW ----------------------------------------------------------------------------

def square_wave_width(epsilon: float, d: float = 1.0) -> float:
    """Li et al.'s square-wave half-width on an axis of length d.

    w = d·(εe^ε − e^ε + 1) / (2e^ε(e^ε − 1 − ε)) (Li et al. 2020, §4.2).
    """
    e = math.exp(epsilon)
    return d * (epsilon * e - e + 1) / (2 * e * (e - 1 - epsilon))


def square_wave_matrix(d: int, epsilon: float, w: Optional[float] = None) -> np.ndarray:
    """The 1-D discrete square wave: (d + 2⌈w⌉, d) matrix P(output cell | input cell).

    Column c is the continuous SW around the cell centre c + ½, integrated
    over the unit cells ``[k, k+1]``, k = −⌈w⌉ … d + ⌈w⌉ − 1 (exact overlaps).
    Every column sums to 1 and every row's ratio is ≤ e^ε.
    """
    d = int(d)
    w = square_wave_width(epsilon, d) if w is None else float(w)
    pad = int(math.ceil(w))
    k = np.arange(-pad, d + pad, dtype=float)[:, None]
    c = np.arange(d, dtype=float)[None, :] + 0.5
    low = np.clip(np.minimum(k + 1, d + w) - np.maximum(k, -w), 0.0, 1.0)
    high = np.clip(np.minimum(k + 1, c + w) - np.maximum(k, c - w), 0.0, 1.0)
    e = math.exp(epsilon)
    q = 1.0 / (low.sum() + (e - 1.0) * high.sum(axis=0, keepdims=True))
    return q * low + (e - 1.0) * q * high


def _sample_columns(matrix, values, rng):
    """One output row index per value, drawn from ``matrix[:, value]`` (inverse CDF, vectorised)."""
    cdf = np.cumsum(matrix, axis=0)
    cdf /= cdf[-1]
    u = rng.random(values.size)
    # search each user's column: offsets of the columns in the flattened (column-major) cdf
    rows = matrix.shape[0]
    flat = (cdf.T + np.arange(matrix.shape[1])[:, None]).ravel()  # strictly increasing
    pos = np.searchsorted(flat, values + u, side="right") - values * rows
    return np.clip(pos, 0, rows - 1)


#: how MDSW shares the budget between the two axes: ε/2 each for every user (the paper's), or
#: half of the users per axis with the full ε each
MDSW_SPLITS = ("epsilon", "users")


def mdsw(
    cells: npt.ArrayLike, d: int, epsilon: float, rng: np.random.Generator, *, split: str = "epsilon",
    tol: float = DEFAULT_TOL, max_iter: int = DEFAULT_MAX_ITER, smoothing: bool = False,
) -> tuple:
    """MDSW: square wave per axis (ε/2 each, or ε for each half of the users with
    ``split="users"``), EM(S) per axis, product of the marginals."""
    if split not in MDSW_SPLITS:
        raise ValueError(f"the split must be one of {', '.join(MDSW_SPLITS)}")
    d = int(d)
    cells = np.asarray(cells, dtype=np.int64)
    iy, ix = np.divmod(cells, d)
    if split == "users":
        order = rng.permutation(cells.size)  # the seeded split, independent of the locations
        half = cells.size // 2
        groups, eps_axis = (ix[order[:half]], iy[order[half:]]), float(epsilon)
    else:
        groups, eps_axis = (ix, iy), epsilon / 2
    m = square_wave_matrix(d, eps_axis)
    marginals, iterations = [], []
    for values in groups:
        reports = _sample_columns(m, values, rng)  # on each user's device
        counts = np.bincount(reports, minlength=m.shape[0]).astype(float)
        res = expectation_maximisation(counts, lambda v: m @ v, lambda r: m.T @ r, (d,),
                                       epsilon=eps_axis, tol=tol, max_iter=max_iter,
                                       smoothing=smoothing)
        marginals.append(res.x)
        iterations.append(res.iterations)
    x = np.outer(marginals[1], marginals[0])  # [y, x]
    return x / x.sum(), {"split": split, "epsilon_per_axis": eps_axis,
                         "users_per_axis": [int(v.size) for v in groups],
                         "width_cells": square_wave_width(eps_axis, d),
                         "em_iterations": iterations, "smoothing": bool(smoothing),
                         "users": int(cells.size)}


# --- HUEM ----------------------------------------------------------------------------

def _huem_profile_integrals(epsilon):
    """∫ over the unit disk of w and of w log w, w(t) = e^{ε(1−t)} (t = r/b)."""
    from scipy.integrate import quad  # here: only HUEM needs it, so plugin loading does not

    mass = 2 * math.pi * quad(lambda t: math.exp(epsilon * (1 - t)) * t, 0, 1)[0]
    ent = 2 * math.pi * quad(lambda t: epsilon * (1 - t) * math.exp(epsilon * (1 - t)) * t, 0, 1)[0]
    return mass, ent


def huem_radius(epsilon: float, d: float = 1.0) -> float:
    """HUEM's b (grid units): maximises the mutual-information bound of §V-C for HUEM's density."""
    mass, ent = _huem_profile_integrals(epsilon)
    return maximise_radius(epsilon, d, mass, ent)


def huem_channel(
    d: int, epsilon: float, b: Optional[float] = None, rings: Optional[int] = None,
) -> ShiftChannel:
    """The discrete HUEM on a d×d grid (exact ring areas) as a :class:`ShiftChannel`.

    ``b`` defaults to DAM's radius :func:`~core.mechanisms.dam.optimal_radius`;
    ``rings`` to ⌈b⌉ (at most 64), so each ring is at most one cell wide.
    """
    d = int(d)
    b = optimal_radius(epsilon, d) if b is None else float(b)
    check_epsilon(epsilon)
    if not b > 0:
        raise ValueError("the radius must be positive")
    n = int(rings) if rings else min(MAX_RINGS, max(1, math.ceil(b)))
    t = np.arange(n + 1) / n  # ring edges as fractions of b
    # ring averages of w(t) = e^{ε(1−t)}: ∫ w 2t dt / (t_k² − t_{k−1}²)
    prim = lambda s: -np.exp(epsilon * (1 - s)) * (s / epsilon + 1 / epsilon**2)  # noqa: E731
    level = 2 * (prim(t[1:]) - prim(t[:-1])) / (t[1:] ** 2 - t[:-1] ** 2)
    step = level - np.append(level[1:], 1.0)  # weight of each disk of radius t_k·b, ≥ 0
    reach = kernel_reach(b)
    off = np.arange(-reach, reach + 1, dtype=float)
    ox, oy = off[None, :, None], off[:, None, None]
    areas = disk_rect_area(0.0, 0.0, t[1:] * b, (ox - 0.5, oy - 0.5, ox + 0.5, oy + 0.5))
    high = areas @ step  # (2R+1, 2R+1): Σ_k (w̄_k − w̄_{k+1})·|cell ∩ disk(r_k)|
    low = output_cell_weights(d, b, "exact")
    q = 1.0 / (low.sum() + high.sum())
    check_resolution(q, epsilon)  # q: a full cell away from the user, the rarest report
    params = {"d": d, "epsilon": float(epsilon), "radius": b, "rings": n,
              "p": q * float(level[0]), "q": q}
    return ShiftChannel(d, lattice_pad(b), q * high, q * low, float(epsilon), params)


def huem(
    cells: npt.ArrayLike, d: int, epsilon: float, rng: np.random.Generator, *,
    radius: Optional[float] = None, rings: Optional[int] = None, tol: float = DEFAULT_TOL,
    max_iter: int = DEFAULT_MAX_ITER, smoothing: bool = False,
) -> tuple:
    """HUEM: perturb each user's cell with the discrete HUEM, estimate by EM (FFT)."""
    channel = huem_channel(d, epsilon, radius, rings)
    reports = channel.perturb(cells, rng)  # on each user's device
    res = channel.estimate(channel.histogram(reports), tol=tol, max_iter=max_iter,
                           smoothing=smoothing)
    return res.x, {"radius_cells": channel.params["radius"], "rings": channel.params["rings"],
                   "em_iterations": res.iterations, "converged": res.converged,
                   "users": int(len(reports))}
