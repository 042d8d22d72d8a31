"""2-Wasserstein distance between two histograms on a d×d grid (docs/evaluation.md).

DAM's paper measures accuracy by W2 between the true and the estimated
normalised histograms (the DAM paper §VII-B, Eq. 17: the optimal transport cost
with a squared Euclidean ground cost between cell centres, solved as a
linear programme). Methods:

- ``"exact"``: the linear programme on the cells with positive mass,
  W2 = √(min Σ π_ij ‖c_i − c_j‖²), solved by POT's ``ot.emd2`` (network
  simplex) when POT is importable, else by scipy's HiGHS
  (``scipy.optimize.linprog``) — the same optimum, but only for at most
  :data:`LP_MAX_PAIRS` pairs of cells with mass (a few seconds).
- ``"sinkhorn"``: POT's ``ot.sinkhorn2`` (log-domain) with entropic
  regularisation ``reg`` times the largest squared distance; the transport
  cost of the entropic plan, an upper bound on W2² that tends to it as
  reg → 0. Needs POT.
- ``"sliced"``: sliced W2, the root mean square over directions θ of the
  exact 1-D W2 between the projections (Rabin et al. 2011; the quantity of
  ``ot.sliced_wasserstein_distance``), computed here in numpy from the
  quantile functions, O(n_proj · d² log d). The directions are evenly
  spaced over [0, π) from a random start (drawn from ``rng``). In 2-D the
  mean of (v·θ)² over directions is |v|²/2, so the value is multiplied by
  √2: it then equals W2 exactly for a translation and is otherwise a
  lower bound of the same order (SW2 ≤ W2 / √2 before scaling).

``"auto"`` is exact up to d = 64 (with POT; without it only when the
programme is small enough for scipy) and sliced otherwise;
:func:`exact_unavailable` says why an exact value could not be had.

Distances are in grid cells unless ``cell_size`` gives the side of a cell
(e.g. 1/d for fractions of the domain side, or metres). The method used is
returned with the value so that outputs can state it.
"""

from typing import Optional, Union

import numpy as np
import numpy.typing as npt

from .arrays import Array
from .optional import OptionalMissing, optional_import, require

EXACT_MAX_D = 64
#: the largest transport programme (cells with mass in a × in b) solved without POT
LP_MAX_PAIRS = 200_000


def _centres(shape: tuple[int, ...], cell_size: Union[float, tuple[float, float]]) -> Array:
    ny, nx = shape
    sx, sy = np.broadcast_to(np.asarray(cell_size, dtype=float), (2,))  # one size, or (x, y)
    yy, xx = np.divmod(np.arange(ny * nx), nx)
    return np.column_stack([(xx + 0.5) * sx, (yy + 0.5) * sy])


def _normalised(h: npt.ArrayLike) -> Array:
    h = np.asarray(h, dtype=float)
    if h.ndim != 2:
        raise ValueError("histograms must be 2-D arrays (rows = y)")
    if np.any(h < 0):
        raise ValueError("histograms must be non-negative")
    total = h.sum()
    if total <= 0:
        raise ValueError("a histogram has no mass")
    return np.asarray((h / total).ravel())


def _squared_distances(p: Array, q: Array) -> Array:
    return np.asarray(((p[:, None, :] - q[None, :, :]) ** 2).sum(axis=-1))


def _transport_lp(wa: Array, wb: Array, cost: Array) -> float:
    """min Σ π_ij cost_ij over couplings π of ``wa`` and ``wb`` (Eq. 17), by scipy's HiGHS."""
    from scipy import sparse
    from scipy.optimize import linprog

    na, nb = cost.shape
    marginals = sparse.vstack([sparse.kron(sparse.eye(na), np.ones((1, nb))),
                               sparse.kron(np.ones((1, na)), sparse.eye(nb))]).tocsr()
    # the two marginals both sum to 1: one equality is redundant, drop it
    solution = linprog(cost.ravel(), A_eq=marginals[:-1], b_eq=np.concatenate([wa, wb])[:-1],
                       bounds=(0, None), method="highs",
                       options={"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10})
    if solution.status != 0:
        raise ValueError(f"the transport programme was not solved: {solution.message}")
    return float(solution.fun)


def _w2_squared_1d(x: Array, wa: Array, wb: Array) -> float:
    """Exact W2² on a line: ∫₀¹ (F_a⁻¹(u) − F_b⁻¹(u))² du, both quantile functions being steps."""
    order = np.argsort(x, kind="stable")
    xs = x[order]
    ca, cb = np.cumsum(wa[order]), np.cumsum(wb[order])
    ca, cb = ca / ca[-1], cb / cb[-1]
    breaks = np.unique(np.concatenate([ca, cb]))
    widths = np.diff(breaks, prepend=0.0)
    mid = breaks - widths / 2
    last = len(xs) - 1
    qa = xs[np.minimum(np.searchsorted(ca, mid), last)]
    qb = xs[np.minimum(np.searchsorted(cb, mid), last)]
    return float(np.sum(widths * (qa - qb) ** 2))


def _sliced(centres: Array, pa: Array, pb: Array, rng: np.random.Generator, n_projections: int
            ) -> float:
    angles = (rng.random() + np.arange(n_projections)) * (np.pi / n_projections)
    projected = centres @ np.vstack([np.cos(angles), np.sin(angles)])
    mean = np.mean([_w2_squared_1d(projected[:, j], pa, pb) for j in range(n_projections)])
    return float(np.sqrt(mean))


def exact_unavailable(a_shape: tuple[int, ...], na: int, nb: int) -> Optional[str]:
    """Why "auto" cannot compute W2 exactly (a sentence), or None when it can."""
    if max(a_shape) > EXACT_MAX_D:
        return f"exact only up to d = {EXACT_MAX_D}"
    ot, reason = optional_import("ot")
    if ot is None and na * nb > LP_MAX_PAIRS:
        return (f"without POT ({reason}) the exact programme is solved only up to "
                f"{LP_MAX_PAIRS:,} pairs of cells with mass; this one has {na * nb:,}")
    return None


def wasserstein2(a: npt.ArrayLike, b: npt.ArrayLike, *, cell_size: Union[float, tuple[float, float]] = 1.0,
                 method: str = "auto", rng: Optional[np.random.Generator] = None, n_projections: int = 200,
                 reg: float = 1e-3) -> tuple[float, str]:
    """W2 between histograms ``a`` and ``b`` (same 2-D shape); returns ``(value, method)``.

    ``method``: "auto" (exact when :func:`exact_unavailable` allows, else
    sliced), "exact", "sinkhorn" (needs POT) or "sliced". "sliced" needs
    ``rng`` (a numpy Generator) for its directions. Histograms are
    normalised to sum 1 first.
    """
    a_shape = np.shape(a)
    if a_shape != np.shape(b):
        raise ValueError("the two histograms must have the same shape")
    pa, pb = _normalised(a), _normalised(b)
    ia, ib = np.flatnonzero(pa), np.flatnonzero(pb)
    if method == "auto":
        method = "sliced" if exact_unavailable(a_shape, len(ia), len(ib)) else "exact"
    centres = _centres(a_shape, cell_size)
    if method == "exact":
        cost = _squared_distances(centres[ia], centres[ib])
        wa, wb = pa[ia] / pa[ia].sum(), pb[ib] / pb[ib].sum()
        ot, reason = optional_import("ot")
        if ot is not None:
            value, label = float(ot.emd2(wa, wb, cost, numItermax=50_000_000)), "exact (ot.emd2)"
        elif cost.size <= LP_MAX_PAIRS:
            value, label = _transport_lp(wa, wb, cost), "exact (scipy linprog, HiGHS)"
        else:
            raise OptionalMissing("ot", f"An exact W2 between {len(ia):,} × {len(ib):,} cells with mass",
                                  reason)
        return float(np.sqrt(max(value, 0.0))), label
    if method == "sinkhorn":
        ot = require("ot", "The Sinkhorn approximation of W2")
        cost = _squared_distances(centres[ia], centres[ib])
        scale = max(float(cost.max()), 1e-300)
        value = float(ot.sinkhorn2(pa[ia], pb[ib], cost / scale, reg, method="sinkhorn_log",
                                   numItermax=10_000)) * scale
        return float(np.sqrt(max(value, 0.0))), f"Sinkhorn (ot.sinkhorn2, reg = {reg:g}·max cost)"
    if method == "sliced":
        if rng is None:
            raise ValueError("sliced Wasserstein needs a numpy Generator for its directions")
        value = _sliced(centres, pa, pb, rng, n_projections)
        return float(value * np.sqrt(2.0)), f"sliced W2 × √2 ({n_projections} directions)"
    raise ValueError(f"unknown method {method!r}")
