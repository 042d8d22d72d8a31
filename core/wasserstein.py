"""2-Wasserstein distance between two histograms on a d×d grid (SPEC.md §5, §7).

DAM's paper measures accuracy by W2 between the true and the estimated
normalised histograms (``004_…`` §VII-B, Eq. 17: the optimal transport cost
with a squared Euclidean ground cost between cell centres, solved as a
linear programme). Computed with POT:

- ``"exact"``: ``ot.emd2`` (network simplex) on the cells with positive
  mass, W2 = √(min Σ π_ij ‖c_i − c_j‖²). Default up to d = 64.
- ``"sinkhorn"``: ``ot.sinkhorn2`` (log-domain) with entropic regularisation
  ``reg`` times the largest squared distance; the transport cost of the
  entropic plan, an upper bound on W2² that tends to it as reg → 0. Needs
  the cost matrix between the supports, so d ≤ 100 or so.
- ``"sliced"``: sliced W2 (``ot.sliced_wasserstein_distance``: the root mean
  square over directions θ of the 1-D W2 between the projections), costing
  O(n_proj · d² log d); default above d = 64. The directions are evenly
  spaced over [0, π) from a random start (drawn from ``rng``). In 2-D the
  mean of (v·θ)² over directions is |v|²/2, so the value is multiplied by
  √2: it then equals W2 exactly for a translation and is otherwise a
  lower bound of the same order (SW2 ≤ W2 / √2 before scaling).

Distances are in grid cells unless ``cell_size`` gives the side of a cell
(e.g. 1/d for fractions of the domain side, or metres). The method used is
returned with the value so that outputs can state it.
"""

import numpy as np

EXACT_MAX_D = 64


def _centres(shape, cell_size):
    ny, nx = shape
    sx, sy = (cell_size, cell_size) if np.isscalar(cell_size) else cell_size
    yy, xx = np.divmod(np.arange(ny * nx), nx)
    return np.column_stack([(xx + 0.5) * sx, (yy + 0.5) * sy])


def _normalised(h):
    h = np.asarray(h, dtype=float)
    if h.ndim != 2:
        raise ValueError("histograms must be 2-D arrays (rows = y)")
    if np.any(h < 0):
        raise ValueError("histograms must be non-negative")
    total = h.sum()
    if total <= 0:
        raise ValueError("a histogram has no mass")
    return (h / total).ravel()


def wasserstein2(a, b, *, cell_size=1.0, method="auto", rng=None, n_projections=200,
                 reg=1e-3):
    """W2 between histograms ``a`` and ``b`` (same 2-D shape); returns ``(value, method)``.

    ``method``: "auto" (exact up to d = 64, else sliced), "exact", "sinkhorn"
    or "sliced". "sliced" needs ``rng`` (a numpy Generator) for its
    directions. Histograms are normalised to sum 1 first.
    """
    import ot  # POT: imported here so that the rest of core works without it

    a_shape = np.shape(a)
    if a_shape != np.shape(b):
        raise ValueError("the two histograms must have the same shape")
    pa, pb = _normalised(a), _normalised(b)
    if method == "auto":
        method = "exact" if max(a_shape) <= EXACT_MAX_D else "sliced"
    centres = _centres(a_shape, cell_size)
    if method == "exact":
        ia, ib = np.flatnonzero(pa), np.flatnonzero(pb)
        cost = ot.dist(centres[ia], centres[ib], metric="sqeuclidean")
        wa, wb = pa[ia], pb[ib]
        wa, wb = wa / wa.sum(), wb / wb.sum()
        value = float(ot.emd2(wa, wb, cost, numItermax=50_000_000))
        return float(np.sqrt(max(value, 0.0))), "exact (ot.emd2)"
    if method == "sinkhorn":
        ia, ib = np.flatnonzero(pa), np.flatnonzero(pb)
        cost = ot.dist(centres[ia], centres[ib], metric="sqeuclidean")
        scale = max(float(cost.max()), 1e-300)
        value = float(ot.sinkhorn2(pa[ia], pb[ib], cost / scale, reg, method="sinkhorn_log",
                                   numItermax=10_000)) * scale
        return float(np.sqrt(max(value, 0.0))), f"Sinkhorn (ot.sinkhorn2, reg = {reg:g}·max cost)"
    if method == "sliced":
        if rng is None:
            raise ValueError("sliced Wasserstein needs a numpy Generator for its directions")
        angles = (rng.random() + np.arange(n_projections)) * (np.pi / n_projections)
        projections = np.vstack([np.cos(angles), np.sin(angles)])
        value = float(ot.sliced_wasserstein_distance(centres, centres, pa, pb, p=2,
                                                     projections=projections))
        return value * np.sqrt(2.0), (
            f"sliced W2 × √2 (ot.sliced_wasserstein_distance, {n_projections} directions)")
    raise ValueError(f"unknown method {method!r}")
