"""Private origin–destination (OD) matrices between the zones of a square grid (docs/odflows.md).

A trip has an origin and a destination; the zones are the m×m cells of a
square grid over the public domain Ω (Z = m² zones, Z² ordered pairs). Every
pair of zones gets its count of trips plus exact discrete Laplace noise
(:mod:`core.noise`), so a zero flow is as noisy as any other. With a user id
each user keeps a uniform sample of at most k trips
(:func:`core.bounding.bound_contributions`): adding or removing a user changes
at most k trips, each of which changes one pair count, one zone's outgoing
total and one zone's incoming total by 1, so the pair table, the outgoing
totals and the incoming totals each have L1 sensitivity k (docs/odflows.md §1).

Budget. ε is split into ε_M for the matrix and, with a share ``marginal_share``
> 0, ε_R = ε_C = share·ε/2 for the outgoing and incoming totals, each released
with DLap(k/ε_·); the three steps compose sequentially, Σ = ε (the ledger
records each). With share 0 the totals are sums of the noisy matrix
(post-processing, no budget). The released matrix and totals are then made
consistent by weighted least squares (:func:`consistent_od`, closed form
and closed-form variances; docs/odflows.md §2).

Sparse path. For many zones the Z² pairs need not be materialised: with a
publication threshold θ the release is the noisy matrix thresholded at θ,
and the empty pairs' exceedances are drawn exactly without touching them
(Cormode, Procopiuc, Srivastava, Tran, ICDT 2012; :mod:`core.exceedance`).
Its law is that of the dense path followed by the threshold (docs/odflows.md,
Theorem 1), so it is ε-DP as post-processing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Optional

import numpy as np
import numpy.typing as npt

from ..budget import Ledger, NoisyCounts
from ..counting import ContributionBound
from ..domain import Domain, DomainLike, check_cells
from ..exceedance import empty_positions, sample_exceedances, tail_probability
from ..bounding import bound_contributions
from ..noise import discrete_laplace_variance, scale_fraction
from ..odhierarchy import (PARENT_SHARE, ParentFlows, candidate_pairs, candidate_threshold, grid_parents,
                           reconcile, release_parents)
from ..odzones import GridZones
from ..parameters import C_DEFAULT
from ..rng import release_randomness
from ..uncertainty import Z90, discrete_laplace_margin
from .central import CentralInput, N_EPSILON_SHARE, population_size, public_inputs

#: the default share of ε for the zones' outgoing and incoming totals (half each);
#: tests/benchmarks/bench_odflows.py measures it against 0 (totals summed from the matrix)
MARGINAL_SHARE = 0.2
#: above this many pairs the dense matrix is not built (the sparse path needs a threshold)
DENSE_PAIRS = 10_000_000
#: the candidates of the sparse path with parents: at most this many child pairs per zone (the
#: largest parent flows first), so that θ = ⌈t·ln(C/Z)⌉ stays low; tests/benchmarks/bench_odflows.py
#: measured 1, 10 and 100 at Z = 10,000 (docs/odflows.md §3c)
CANDIDATES_PER_ZONE = 10
#: the most pairs the sparse path may expect to publish from noise alone (Z²·P[X ≥ θ], public):
#: each is one exact geometric skip (≈ 0.4 ms), and a threshold that low publishes mostly noise
MAX_NOISE_PAIRS = 200_000


def od_grid_size(n: float, epsilon: float, *, c: float = C_DEFAULT, sensitivity: int = 1) -> int:
    """The grid's m for Z = m² zones: Guideline 1 of Qardaji, Yang, Li (ICDE 2013) for the
    four-dimensional histogram of trips, Z² = m⁴ ≈ N·ε/(c·k), so m = max(1, round((N ε/(c k))^¼))."""
    return max(1, int(round((max(n, 0.0) * epsilon / (c * sensitivity)) ** 0.25)))


class TripCounts(ContributionBound):
    """The trips counted, bounded to at most k per user (or 1 per trip).

    A trip is kept when both its ends lie in Ω (a stable selection: a user's
    trips decide only whether their own trips are kept); with ``everywhere``
    (polygon zones, whose outside zone takes the rest) every trip is kept. With ``period`` (each
    trip's period, −1: its time lies outside the public range) a trip is kept inside the range only,
    and it is counted in its period's matrix."""

    def __init__(self, *, ox, oy, dx, dy, domain: Domain, rng, user_ids=None, max_per_user=None,
                 everywhere=False, period=None):
        if user_ids is not None and not max_per_user:
            raise ValueError("a user id needs a maximum number of trips per user (k ≥ 1)")
        super().__init__(max_per_user if user_ids is not None else None)
        self.unit = "trip" if user_ids is None else \
            f"user (at most {self.max_per_user} trips each, uniformly sampled)"
        ox, oy, dx, dy = (np.asarray(v, dtype=float) for v in (ox, oy, dx, dy))
        inside = np.arange(len(ox)) if everywhere else \
            np.flatnonzero(domain.contains(ox, oy) & domain.contains(dx, dy))
        if period is not None:
            period = np.asarray(period, dtype=np.int64)
            inside = inside[period[inside] >= 0]
        if user_ids is not None:
            inside = inside[bound_contributions(np.asarray(user_ids)[inside], self.sensitivity, rng)]
        self.domain = domain
        self.ox, self.oy, self.dx, self.dy = ox[inside], oy[inside], dx[inside], dy[inside]
        self.period = None if period is None else period[inside]

    def total(self) -> int:
        return len(self.ox)

    def pairs(self, zones: Any) -> tuple:
        """The nonempty pairs of the zones (:mod:`core.odzones`): sorted pair indices
        origin·Z + destination (+ period·Z² with periods) and their trip counts. A database source
        answers the same question in SQL for a grid (docs/odflows.md §5)."""
        key = zones.locate(self.ox, self.oy) * zones.n + zones.locate(self.dx, self.dy)
        if self.period is not None:
            key = key + self.period * zones.n * zones.n
        return np.unique(key, return_counts=True)


@dataclass
class Marginals:
    """The zones' released outgoing and incoming totals with their noise sd and 90 % margins."""

    outgoing: np.ndarray
    incoming: np.ndarray
    out_sd: float
    in_sd: float
    out_moe90: float
    in_moe90: float

    @classmethod
    def released(cls, out: NoisyCounts, inc: NoisyCounts) -> "Marginals":
        """The noisy outgoing and incoming totals as released, with their exact sd and margins."""
        return cls(out.values.astype(float), inc.values.astype(float), math.sqrt(out.variance),
                   math.sqrt(inc.variance), out.margin, inc.margin)


@dataclass
class ODRelease:
    """A released OD matrix: the pairs published (all Z² on the dense path), their values, the
    zone totals, and the ledger, parameters and randomness of the release."""

    domain: Domain
    grid_size: int
    origin: np.ndarray
    destination: np.ndarray
    counts: np.ndarray
    noise_sd: float
    moe90: float
    totals: Marginals
    ledger: Ledger
    params: dict
    randomness: dict = field(default_factory=dict)
    method: str = ""
    #: the zoning (:mod:`core.odzones`); None: the grid of ``grid_size``
    zones: object = None
    #: the flows between parent zones, when the zones have parents (:mod:`core.odhierarchy`)
    parents: ParentFlows = None
    #: each flow's period (an index of ``table.periods``), with periods; the totals are then per
    #: (period, zone), period-major
    period: np.ndarray = None
    #: the public periods (:class:`core.tables.TableKeys`), or None
    table: Any = None

    @property
    def n_zones(self) -> int:
        return self.zones.n if self.zones is not None else self.grid_size ** 2

    def matrix(self) -> np.ndarray:
        """The released values as a dense Z×Z array (unpublished pairs 0)."""
        out = np.zeros((self.n_zones, self.n_zones))
        out[self.origin, self.destination] = self.counts
        return out


def consistent_od(
    noisy: npt.ArrayLike, noisy_out: npt.ArrayLike, noisy_in: npt.ArrayLike, *, var_cell: float,
    var_out: float, var_in: float,
) -> tuple:
    """Weighted least squares: the Z×Z matrix X minimising
    ‖X − Y‖²/σ_M² + ‖X·1 − r‖²/σ_R² + ‖1ᵀX − c‖²/σ_C², in closed form (docs/odflows.md §2).

    The normal equations' operator X/σ_M² + (X1)1ᵀ/σ_R² + 1(1ᵀX)/σ_C² is diagonal in the
    split of a matrix into its grand mean, row effects, column effects and interaction,
    with eigenvalues λ₀₀ = 1/σ_M² + Z/σ_R² + Z/σ_C², λ_R = 1/σ_M² + Z/σ_R²,
    λ_C = 1/σ_M² + Z/σ_C², λ = 1/σ_M². An infinite σ_R² or σ_C² (no such totals
    released) drops its term. Returns ``(X, row sums, column sums, var(X_ij),
    var(row sum), var(column sum))``; the variances are the diagonal of the
    inverse operator (Cov = (AᵀWA)⁻¹), the same for every zone. A stack of matrices ``(P, Z, Z)``
    (one per period) with their totals ``(P·Z,)`` is solved matrix by matrix (the sums are then
    ``(P, Z)``).
    """
    noisy = np.asarray(noisy, dtype=float)
    z = noisy.shape[-1]
    w_out = 0.0 if math.isinf(var_out) else 1.0 / var_out
    w_in = 0.0 if math.isinf(var_in) else 1.0 / var_in
    b = noisy / var_cell
    if w_out:
        b = b + np.asarray(noisy_out, dtype=float).reshape(noisy.shape[:-1])[..., :, None] * w_out
    if w_in:
        b = b + np.asarray(noisy_in, dtype=float).reshape(noisy.shape[:-1])[..., None, :] * w_in
    lam = 1.0 / var_cell
    lam_r, lam_c, lam_00 = lam + z * w_out, lam + z * w_in, lam + z * (w_out + w_in)
    grand = b.mean(axis=(-2, -1), keepdims=True)
    rows = b.mean(axis=-1, keepdims=True) - grand
    cols = b.mean(axis=-2, keepdims=True) - grand
    x = (b - grand - rows - cols) / lam
    x += grand / lam_00 + rows / lam_r + cols / lam_c
    var_x = (1 / z**2) / lam_00 + (z - 1) / z**2 * (1 / lam_r + 1 / lam_c) + ((z - 1) / z) ** 2 / lam
    var_row = 1 / lam_00 + (z - 1) / lam_r
    var_col = 1 / lam_00 + (z - 1) / lam_c
    return x, x.sum(axis=-1), x.sum(axis=-2), var_x, var_row, var_col


def noisy_pairs_sparse(
    rng: np.random.Generator, *, keys: npt.ArrayLike, noisy: NoisyCounts, n_pairs: int, theta: int,
) -> tuple:
    """The noisy matrix thresholded at θ, built from its nonempty pairs only.

    ``keys`` (sorted, unique pair indices) with their ``noisy`` counts (the
    matrix's step, :meth:`core.budget.Ledger.laplace`: DLap(t/s) each) are kept
    when ≥ θ; the empty pairs' kept values come from
    :func:`core.exceedance.sample_exceedances` at the same scale t/s. Returns
    ``(pair indices, values)``, sorted: the law of thresholding a dense noisy
    matrix (Theorem 1).
    """
    keys = np.asarray(keys, dtype=np.int64)
    t, s = noisy.scale_fraction()
    kept = noisy.values >= theta
    positions, values = sample_exceedances(rng, n_empty=n_pairs - len(keys), t=t, s=s, theta=theta)
    pairs = np.concatenate([keys[kept], empty_positions(keys, positions)])
    values = np.concatenate([noisy.values[kept], values])
    order = np.argsort(pairs)
    return pairs[order], values[order]


def _sensitivity_note(k):
    return f"L1 sensitivity {k}: one unit of privacy changes at most {k} trips"


def _noisy_totals(ledger, rng, keys, counts, *, z, k, epsilon, periods=1):
    """The zones' outgoing totals + DLap(k/ε_R), ε_R = ``epsilon``, then the incoming totals +
    DLap(k/ε_C), ε_C the rest of the ledger (two :class:`NoisyCounts`); with ``periods`` P, one
    per (period, zone) in each, period-major (a trip is in one period: still Δ = k)."""
    note = ("one per zone" if periods == 1 else "one per zone and period") + "; " + _sensitivity_note(k)
    out_true = np.bincount(keys // z, weights=counts, minlength=periods * z).astype(np.int64)
    in_true = np.bincount(keys // (z * z) * z + keys % z, weights=counts, minlength=periods * z).astype(np.int64)
    out = ledger.laplace("outgoing totals", rng, out_true, sensitivity=k, epsilon=epsilon, note=note)
    inc = ledger.laplace("incoming totals", rng, in_true, sensitivity=k, note=note)
    return out, inc




def default_threshold(n_zones: int, scale: float) -> int:
    """A threshold θ from public values only at which noise alone publishes at most about one
    pair per zone: P[X ≥ θ] ≤ e^(−θ/t), so θ = ⌈t·ln Z⌉ gives Z²·P[X ≥ θ] ≤ Z (and θ ≥ 1).
    tests/benchmarks/bench_odflows.py measures it: ⌈t·ln 2Z²⌉ (half a pair in all) hid every
    flow of a 10,000-zone city."""
    return max(1, math.ceil(scale * math.log(max(n_zones, 1))))


def od_flows(
    rng: Optional[np.random.Generator] = None, *, ox: Optional[npt.ArrayLike] = None,
    oy: Optional[npt.ArrayLike] = None, dx: Optional[npt.ArrayLike] = None, dy: Optional[npt.ArrayLike] = None,
    domain: DomainLike, epsilon: float,
    grid_size: Optional[int] = None, user_ids: Optional[npt.ArrayLike] = None, max_per_user: Optional[int] = None,
    marginal_share: float = MARGINAL_SHARE, threshold: Optional[int] = None, sparse: Optional[bool] = None,
    n_public: Optional[float] = None, c: float = C_DEFAULT, counts: Optional[Any] = None,
    zones: Optional[Any] = None, parent_of: Optional[npt.ArrayLike] = None, parent_block: Optional[int] = None,
    parent_share: float = PARENT_SHARE, parent_threshold: Optional[int] = None,
    candidates_per_zone: float = CANDIDATES_PER_ZONE, keys: Optional[Any] = None,
) -> ODRelease:
    """Release the OD matrix of trips ``(ox, oy) → (dx, dy)`` between the zones of an m×m grid over Ω.

    ``grid_size`` m, or the guideline :func:`od_grid_size` with N public or
    estimated (share ε_N, :func:`core.mechanisms.central.population_size`).
    Dense path (default up to :data:`DENSE_PAIRS` pairs): every pair gets
    DLap(k/ε_M), the totals DLap(k/ε_R), DLap(k/ε_C), and the whole is made
    consistent (:func:`consistent_od`); ``threshold`` is then a publication
    rule the caller applies. Sparse path (``sparse``, or above
    :data:`DENSE_PAIRS`): the matrix thresholded at θ = ``threshold`` (or
    :func:`default_threshold`), drawn from the nonempty pairs only, the totals
    released directly (a share > 0 is needed). Sizes and θ depend on public
    inputs only and are checked before any noise.

    ``counts``: a source of the trips' pair counts counted elsewhere (a database: ``sensitivity``,
    ``max_per_user``, ``unit``, ``total()`` and ``pairs(zones)`` as :class:`TripCounts`); the arrays
    and the user bound are then the source's business.

    ``zones``: public polygon zones (:class:`core.odzones.PolygonZones`, every trip counted) instead
    of the grid. ``parent_of``: each zone's public parent (:mod:`core.odhierarchy`): the parent
    flows are released first with ``parent_share`` of ε, then the children reconciled with them
    (dense) or released only inside the parent pairs whose noisy count reaches
    ``parent_threshold`` (sparse; :func:`hierarchical_release`). ``parent_block`` b: the grid's
    parents are its b×b blocks of cells (:func:`core.odhierarchy.grid_parents`).

    ``keys``: each trip's period (:class:`core.tables.TableKeys` of one category and P periods,
    :func:`core.tables.table_keys`): one count per (origin, destination, period), every one of the
    P·Z² with DLap(k/ε_M) in one draw (a trip lies in one period, so Δ = k over all of them), and
    the totals per (period, zone); trips whose time lies outside the range are left out. Dense path
    only, without parents or a count source (docs/odflows.md §5c).
    """
    table = keys  # ``keys`` below are the pairs' indices
    domain, rng = public_inputs(domain, rng)
    n_periods = 1 if table is None else table.n_periods
    if table is not None and (table.n_categories != 1 or counts is not None or sparse
                              or parent_of is not None or parent_block):
        raise ValueError("OD flows per period are released on the dense path, without categories, parents "
                         "or counting in a database")
    if counts is not None and zones is not None:
        raise ValueError("a count source outside memory counts grid zones only; polygon zones need the trips")
    trips = counts if counts is not None else TripCounts(ox=ox, oy=oy, dx=dx, dy=dy, domain=domain, rng=rng,
                                                       user_ids=user_ids, max_per_user=max_per_user,
                                                       everywhere=zones is not None,
                                                       period=None if table is None else table.index)
    k = trips.sensitivity
    ledger = Ledger(epsilon, "central", unit=trips.unit)
    params = {"sensitivity": k, "marginal_share": marginal_share, "c": c}
    if trips.max_per_user is not None:
        params["max_per_user"] = trips.max_per_user
    if zones is not None:
        m = None
    elif grid_size is None:
        data = CentralInput(trips, ledger, params)
        m = od_grid_size(population_size(data, rng, n_public, N_EPSILON_SHARE), ledger.remaining,
                         c=c * n_periods, sensitivity=k)
    else:
        m = int(grid_size)
    zoning = zones if zones is not None else GridZones(domain, m)
    z = zoning.n
    check_cells(z)
    n_pairs = z * z * n_periods  # the entries: pairs × periods
    sparse = n_pairs > DENSE_PAIRS if sparse is None and table is None else bool(sparse)
    if sparse and not marginal_share:
        raise ValueError("a sparse release needs a share of ε for the zone totals (it cannot sum "
                         "the thresholded matrix)")
    if not 0 <= marginal_share < 1:
        raise ValueError("the share of ε for the zone totals must be in [0, 1)")
    if parent_block and zones is None:
        parent_of = grid_parents(m, int(parent_block))
        params["parent_block"] = int(parent_block)
    if parent_of is not None:
        params.update(grid_size=m, zones=z, pairs=n_pairs, sparse=sparse)
        return hierarchical_release(
            rng, trips, ledger, params, zoning, np.asarray(parent_of, dtype=np.int64), sparse=sparse,
            marginal_share=marginal_share, parent_share=parent_share, threshold=threshold,
            parent_threshold=parent_threshold, candidates=min(DENSE_PAIRS, int(candidates_per_zone * z)),
            release=lambda **kw: ODRelease(domain, m, zones=zones, **kw))
    eps_total = ledger.remaining
    eps_m = eps_total * (1 - marginal_share)  # booked with the matrix's noise below
    t, s = scale_fraction(k, eps_m)  # public: the sizes and θ are checked before any noise
    scale = t / s
    if sparse:
        threshold = default_threshold(z, scale) if threshold is None else int(threshold)
        if threshold < 1:
            raise ValueError("the threshold of a sparse release must be at least 1")
        noise_only = n_pairs * tail_probability(t, s, threshold)
        if noise_only > MAX_NOISE_PAIRS:
            raise ValueError(
                f"at the threshold {threshold} noise alone would publish about {noise_only:,.0f} of the "
                f"{n_pairs:,} pairs; give a threshold of at least {default_threshold(z, scale)}")
    else:
        check_cells(n_pairs)
    params.update(grid_size=m, zones=z, pairs=n_pairs, sparse=sparse,
                  epsilon_matrix=eps_m, epsilon_outgoing=0.0, epsilon_incoming=0.0)
    keys, counts = trips.pairs(zoning)
    var_cell = discrete_laplace_variance(scale)
    matrix_note = ("every ordered pair of zones" if table is None else
                   f"every ordered pair of zones in each of {n_periods} periods") + "; " + _sensitivity_note(k)
    totals_eps = eps_total * marginal_share / 2
    if sparse:
        noisy = ledger.laplace("OD matrix", rng, np.asarray(counts, dtype=np.int64), sensitivity=k,
                               epsilon=eps_m, note=matrix_note)
        pairs, values = noisy_pairs_sparse(rng, keys=keys, noisy=noisy, n_pairs=n_pairs, theta=threshold)
        params["threshold"] = threshold
        out, inc = _noisy_totals(ledger, rng, keys, counts, z=z, k=k, epsilon=totals_eps)
        params.update(epsilon_outgoing=out.epsilon, epsilon_incoming=inc.epsilon)
        totals = Marginals.released(out, inc)
        return ODRelease(domain, m, pairs // z, pairs % z, values.astype(float), math.sqrt(var_cell),
                         discrete_laplace_margin(scale), totals, ledger, params,
                         release_randomness(rng),
                         f"exact: discrete Laplace of scale {scale:.6g}, pairs kept where ≥ {threshold}", zones)
    noisy = ledger.laplace("OD matrix", rng, np.bincount(keys, weights=counts, minlength=n_pairs).astype(np.int64),
                           sensitivity=k, epsilon=eps_m, note=matrix_note).values.reshape(n_periods, z, z)
    if marginal_share:
        out, inc = _noisy_totals(ledger, rng, keys, counts, z=z, k=k, epsilon=totals_eps, periods=n_periods)
        params.update(epsilon_outgoing=out.epsilon, epsilon_incoming=inc.epsilon)
        x, rows, cols, var_x, var_row, var_col = consistent_od(
            noisy, out.values, inc.values, var_cell=var_cell, var_out=out.variance, var_in=inc.variance)
        moe = Z90 * math.sqrt(var_x)
        method = "weighted least squares over the matrix and the zone totals; moe90 = 1.645·noise_sd"
    else:
        x, rows, cols = noisy.astype(float), noisy.sum(axis=-1).astype(float), noisy.sum(axis=-2).astype(float)
        var_x, var_row, var_col = var_cell, z * var_cell, z * var_cell
        moe = discrete_laplace_margin(scale)
        method = f"exact: discrete Laplace of scale {scale:.6g}; totals are sums of the matrix"
    totals = Marginals(rows.ravel(), cols.ravel(), math.sqrt(var_row), math.sqrt(var_col),
                       Z90 * math.sqrt(var_row), Z90 * math.sqrt(var_col))
    pair = np.arange(n_pairs)
    if table is not None:
        params.update(periods=n_periods, table=table.record())
    return ODRelease(domain, m, pair // z % z, pair % z, x.ravel(), math.sqrt(var_x), moe, totals,
                     ledger, params, release_randomness(rng), method, zones,
                     period=None if table is None else pair // (z * z), table=table)


def hierarchical_release(rng, trips, ledger, params, zoning, parent_of, *, sparse, marginal_share, parent_share,
                         threshold, parent_threshold, candidates, release):
    """The OD release of zones with parents (docs/odflows.md §3b, §3c): the parent flows with
    ``parent_share`` of ε, then the children — every pair, reconciled with the parents by least
    squares (dense), or the pairs inside the parent pairs whose noisy count is ≥ θ_P only, published
    where ≥ θ (sparse). ``release`` builds the :class:`ODRelease` from its keyword fields."""
    if not 0 < parent_share < 1:
        raise ValueError("the share of ε for the parent flows must be in (0, 1)")
    z, k = zoning.n, trips.sensitivity
    if parent_of.shape != (z,) or parent_of.min(initial=0) < 0:
        raise ValueError("every zone needs the index of its parent zone")
    n_parents = int(parent_of.max()) + 1
    check_cells(n_parents * n_parents)
    largest = int(np.bincount(parent_of).max()) ** 2
    if sparse and largest > DENSE_PAIRS:
        raise ValueError(f"a parent pair holds up to {largest:,} pairs of zones, more than {DENSE_PAIRS:,}; "
                         "choose smaller parents")
    keys, counts = trips.pairs(zoning)
    parent = release_parents(ledger, rng, keys, counts, parent_of, k=k, epsilon=ledger.total * parent_share)
    share = marginal_share if marginal_share else 0.0
    eps_m = ledger.remaining * (1 - share)
    note = f"L1 sensitivity {k}: one unit of privacy changes at most {k} trips"
    params.update(parents=n_parents, parent_share=parent_share, epsilon_parents=parent.epsilon)
    if sparse:
        return _candidate_release(rng, ledger, params, keys, counts, parent=parent, parent_of=parent_of, z=z, k=k, eps_m=eps_m,
                                  threshold=threshold,
                                  parent_threshold=parent_threshold, cap=candidates, release=release)
    matrix = ledger.laplace("OD matrix", rng, np.bincount(keys, weights=counts, minlength=z * z).astype(np.int64),
                            sensitivity=k, epsilon=eps_m if share else None,
                            note="every ordered pair of zones; " + note)
    var_cell = matrix.variance
    noisy = matrix.values.reshape(z, z)
    if share:
        out, inc = _noisy_totals(ledger, rng, keys, counts, z=z, k=k, epsilon=ledger.remaining / 2)
        x, _, _, var_x, var_row, var_col = consistent_od(noisy, out.values, inc.values, var_cell=var_cell,
                                                         var_out=out.variance, var_in=inc.variance)
    else:
        x, var_x, var_row, var_col = noisy.astype(float), var_cell, z * var_cell, z * var_cell
    x, var_pair, parent_sums, var_sums = reconcile(x, var_x, parent.values, parent.variance, parent_of)
    params.update(epsilon_matrix=matrix.epsilon)
    totals = Marginals(x.sum(axis=1), x.sum(axis=0), math.sqrt(var_row), math.sqrt(var_col),
                       Z90 * math.sqrt(var_row), Z90 * math.sqrt(var_col))
    pair = np.arange(z * z)
    sd = np.sqrt(var_pair)
    return release(origin=pair // z, destination=pair % z, counts=x.ravel(), noise_sd=sd, moe90=Z90 * sd,
                   totals=totals, ledger=ledger, params=params, randomness=release_randomness(rng),
                   method="least squares over the matrix, the zone totals and the parent flows; "
                          "moe90 = 1.645·noise_sd",
                   parents=_parent_flows(parent_sums, np.sqrt(var_sums), n_parents))


def _parent_flows(values, sd, n_parents):
    pair = np.arange(n_parents * n_parents)
    sd = np.broadcast_to(np.asarray(sd, dtype=float), values.shape)
    return ParentFlows(pair // n_parents, pair % n_parents, np.asarray(values, dtype=float), sd, Z90 * sd)


def _candidate_release(rng, ledger, params, keys, counts, *, parent, parent_of, z, k, eps_m,
                       threshold, parent_threshold, cap, release):
    """The sparse hierarchical path: the child pairs inside the parent pairs whose released count is
    ≥ θ_P (at most ``cap`` of them, or one parent pair's, the largest parent flows first) get DLap(k/ε_M)
    and are published
    where ≥ θ (by default :func:`core.odhierarchy.candidate_threshold` of their number)."""
    n_parents = int(parent_of.max()) + 1
    t, s = parent.scale_fraction()
    parent_scale = t / s
    theta_p = default_threshold(n_parents, parent_scale) if parent_threshold is None else int(parent_threshold)
    children = np.bincount(parent_of, minlength=n_parents)
    size = np.outer(children, children).ravel()
    order = np.argsort(-parent.values, kind="stable")
    fits = np.cumsum(size[order]) <= max(cap, int(size.max()))  # the largest parent pair always fits
    chosen = order[fits & (parent.values[order] >= theta_p)]
    candidates = candidate_pairs(chosen, parent_of)
    position = np.minimum(np.searchsorted(candidates, keys), max(len(candidates) - 1, 0))
    hit = candidates[position] == keys if len(candidates) else np.zeros(len(keys), dtype=bool)
    true = np.zeros(len(candidates), dtype=np.int64)
    true[position[hit]] = counts[hit]
    note = f"L1 sensitivity {k}: one unit of privacy changes at most {k} trips"
    fine = ledger.laplace("OD matrix inside the parent pairs kept", rng, true, sensitivity=k, epsilon=eps_m,
                          note=f"the {len(candidates):,} pairs inside the {len(chosen):,} parent pairs whose "
                               f"released count is ≥ {theta_p}; " + note)
    theta = candidate_threshold(len(candidates), z, k, eps_m) if threshold is None else int(threshold)
    kept = fine.values >= theta
    out, inc = _noisy_totals(ledger, rng, keys, counts, z=z, k=k, epsilon=ledger.remaining / 2)
    params.update(threshold=theta, parent_threshold=theta_p, candidates=len(candidates),
                  epsilon_matrix=fine.epsilon)
    return release(origin=candidates[kept] // z, destination=candidates[kept] % z,
                   counts=fine.values[kept].astype(float), noise_sd=math.sqrt(fine.variance),
                   moe90=fine.margin, totals=Marginals.released(out, inc), ledger=ledger,
                   params=params, randomness=release_randomness(rng),
                   method=f"exact: parent flows of scale {parent_scale:.6g}; pairs inside the parent pairs ≥ "
                          f"{theta_p}, kept where ≥ {theta}",
                   parents=_parent_flows(parent.values, math.sqrt(parent.variance), n_parents))
