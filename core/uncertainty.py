"""The uncertainty of every released value: its noise standard deviation and a 90 % margin of error.

Each mechanism fills :attr:`core.synopsis.Synopsis.uncertainty` with an
:class:`Uncertainty`: per cell, the variance of the released value around the
count of the points the mechanism counted (after clipping to the public domain
and bounding each user's contribution — the bias of that bounding is not
noise and is not included), and the half width ``moe90`` of an interval
``released ± moe90`` that holds that count with probability ≥ 90 %.
docs/uncertainty.md derives every formula; the sources are:

- **Discrete Laplace counts** (UG, PrivTree's leaves, AG's counts before
  constrained inference, VDR's noisy histogram): the two-sided geometric
  distribution of scale t, P[X = x] = (1−p)/(1+p)·p^|x| with p = e^(−1/t)
  (Canonne, Kamath, Steinke, NeurIPS 2020, Definition 2; Inusah and
  Kozubowski 2006). Var = 2p/(1−p)² and P[|X| > m] = 2p^(m+1)/(1+p), so the
  margin is exact: the smallest integer m with P[|X| ≤ m] ≥ 0.9, the half
  width of the shortest symmetric interval with at least 90 % coverage
  (:func:`discrete_laplace_margin`). t is the scale the sampler really used
  (:func:`core.noise.effective_scale`, Δ/ε rounded up).
- **AG's consistent counts**: constrained inference (Qardaji, Yang, Li, ICDE
  2013, §IV; Hay et al., VLDB 2010) is linear in the independent noisy counts,
  so the variances follow from its weights in closed form
  (:func:`constrained_inference_variance`).
- **Local-DP estimates** (LDP-UG, PrivAG, AAG, real LDP collections): the
  variance of the frequency oracle's estimate (Wang, Blocki, Li, Jha, USENIX
  Security 2017, Eq. (2) and §4; :func:`core.oracles.variance`) with the
  true count replaced by the estimate (a plug-in: post-processing of the
  release), plus, for a group of users that is a random part of the
  population, the hypergeometric variance of that group's share
  (:func:`oracle_estimate_variance`).

A weighted sum of discrete Laplace noises (AG) is no longer discrete Laplace,
but its exact 90 % point is cheap: the pmf of all but one term by FFT, the
last term's CDF in closed form (:func:`linear_margin`,
:func:`constrained_inference_margins`). An oracle estimate is a sum of n
independent reports: its margin is z·sd with z = Φ⁻¹(0.95) = 1.645 (the
central limit theorem; :func:`normal_margin`). Where no closed form exists
(DAM's EM, VDR's denoiser, Norm-Sub) the fields stay empty and
:attr:`Uncertainty.method` says why (:func:`unknown`).
"""

import math
from dataclasses import dataclass
from typing import Any, Optional

import numpy as np
import numpy.typing as npt

from . import oracles
from .arrays import Array
from .noise import discrete_laplace_variance, effective_scale

#: the coverage of the margin of error
LEVEL = 0.90
#: Φ⁻¹((1 + LEVEL)/2): the normal margin of a value with standard deviation 1
Z90 = 1.6448536269514722

#: probability mass a truncated discrete Laplace pmf may leave out (:func:`discrete_laplace_sum_pmf`)
PMF_TAIL = 1e-12
#: the largest pmf summed for an exact margin (points); beyond, the normal margin is used
MAX_PMF = 1 << 22

#: what the record says when a mechanism gives no uncertainty at all
NOT_GIVEN = "not given by this mechanism: noise_sd and moe90 are empty"
#: why DAM's estimates have none
EM_REASON = ("DAM's counts are an EM (expectation maximisation) reconstruction: their variance has no "
             "closed form")
#: why AHEAD's least-squares tree (without Norm-Sub) has none here
TREE_REASON = ("AHEAD's least-squares estimate over its tree is linear, but its variances (with the "
               "covariances of the top-down adjustment) are not computed")
#: why HDG's counts have none
HDG_REASON = ("HDG's counts come from iterated consistency (with Norm-Sub) and a weighted update: "
              "their variance has no closed form")
#: why VDR's denoised counts have none
DENOISER_REASON = ("the VQ-VAE denoiser (and its mass correction) is a trained network: the variance of "
                   "its output has no closed form")


@dataclass
class Uncertainty:
    """Per cell: the variance of the released value and its 90 % margin; None where unknown.

    ``method`` says in words where the numbers come from, or why there are none.
    """

    variance: Optional[Array]
    moe90: Optional[Array]
    method: str

    def __post_init__(self) -> None:
        if (self.variance is None) != (self.moe90 is None):
            raise ValueError("give both the variance and the margin, or neither")
        if self.variance is not None:
            self.variance = np.asarray(self.variance, dtype=float)
            self.moe90 = np.broadcast_to(np.asarray(self.moe90, dtype=float), self.variance.shape)

    @property
    def known(self) -> bool:
        return self.variance is not None

    def noise_sd(self, cells: Array) -> Array:
        """The standard deviations of ``cells`` (None each where unknown)."""
        return np.sqrt(self.variance[cells]) if self.variance is not None else np.full(len(cells), None)

    def margin(self, cells: Array) -> Array:
        """The 90 % margins of ``cells`` (None each where unknown)."""
        return self.moe90[cells] if self.moe90 is not None else np.full(len(cells), None)

    def subset(self, cells: Array) -> "Uncertainty":
        """The uncertainty of ``cells`` only (same method)."""
        if self.variance is None or self.moe90 is None:
            return self
        return Uncertainty(self.variance[cells], self.moe90[cells], self.method)

    def as_dict(self) -> dict[str, str]:
        return {"noise_sd": "standard deviation of the released value's noise",
                "moe90": f"{LEVEL:.0%} margin of error: released ± moe90 holds the counted value "
                         f"with probability ≥ {LEVEL:.0%}",
                "method": self.method if self.known else f"none: {self.method}"}


def unknown(reason: str) -> Uncertainty:
    """No variance: ``reason`` says why (e.g. "DAM's EM estimate has no closed form")."""
    return Uncertainty(None, None, reason)


def describe(uncertainty: Optional[Uncertainty]) -> dict[str, str]:
    """The record's entry for a synopsis's :attr:`~core.synopsis.Synopsis.uncertainty` (None: not given)."""
    return (uncertainty or unknown(NOT_GIVEN)).as_dict()


# ---------------------------------------------------------------- discrete Laplace


def discrete_laplace_tail(scale: float, m: float) -> float:
    """P[|X| > m] = 2p^(m+1)/(1+p), p = e^(−1/t), for X discrete Laplace of scale t and m ≥ 0."""
    p = math.exp(-1.0 / scale)
    return 2 * math.exp(-(float(m) + 1) / scale) / (1 + p)


def discrete_laplace_margin(scale: float, level: float = LEVEL) -> int:
    """The smallest integer m ≥ 0 with P[|X| ≤ m] ≥ ``level``, X discrete Laplace of scale t.

    From P[|X| > m] = 2p^(m+1)/(1+p) ≤ 1 − level and ln p = −1/t:
    m + 1 ≥ −t·ln((1 − level)(1 + p)/2). The closed form is then checked
    against the tail itself, so a rounding error of the logarithm cannot
    move m by one.
    """
    if not 0 < level < 1:
        raise ValueError("the level must be strictly between 0 and 1")
    p = math.exp(-1.0 / scale)
    m = max(0, math.ceil(-scale * math.log((1 - level) * (1 + p) / 2)) - 1)
    while m > 0 and discrete_laplace_tail(scale, m - 1) <= 1 - level:
        m -= 1
    while discrete_laplace_tail(scale, m) > 1 - level:
        m += 1
    return m


def discrete_laplace_counts(n_cells: int, sensitivity: Any, epsilon: float, factor: float = 1.0) -> Uncertainty:
    """``n_cells`` counts with discrete Laplace noise of sensitivity Δ at ε, times ``factor``.

    Exact: Var = factor²·2p/(1−p)² and moe90 = factor·:func:`discrete_laplace_margin`
    for the scale the sampler used (:func:`core.noise.effective_scale`).
    ``factor`` is a public multiplier applied after the noise (VDR's scale
    correction), treated as a constant.
    """
    scale = effective_scale(sensitivity, epsilon)
    margin = discrete_laplace_margin(scale)
    method = (f"exact: discrete Laplace noise of scale {scale:.6g} (Δ = {sensitivity:g}, "
              f"ε = {epsilon:.6g}); moe90 = {margin}, the smallest m with P[|noise| ≤ m] ≥ {LEVEL:g}")
    if factor != 1.0:
        method += f"; both multiplied by the scale factor {factor:.6g} applied after the noise"
    return Uncertainty(np.full(n_cells, factor**2 * discrete_laplace_variance(scale)),
                       np.full(n_cells, abs(factor) * margin), method)


def discrete_laplace_cdf(scale: float, k: npt.ArrayLike) -> Array:
    """P[X ≤ k] for integers k: 1 − p^(k+1)/(1+p) for k ≥ 0, p^(−k)/(1+p) below (p = e^(−1/t))."""
    k_ = np.asarray(k, dtype=float)
    p = math.exp(-1.0 / scale)
    return np.asarray(np.where(k_ >= 0, 1 - np.exp(-(np.maximum(k_, 0) + 1) / scale) / (1 + p),
                    np.exp(np.minimum(k_, 0) / scale) / (1 + p)))


def discrete_laplace_sum_pmf(terms: list[tuple[float, int]]) -> Optional[tuple[Array, Array]]:
    """``(z, pmf)``: the distribution of a sum of independent discrete Laplace variables.

    ``terms`` are ``(scale, how many)`` pairs. Each pmf is cut where less
    than :data:`PMF_TAIL` of its mass is left and the sum is convolved by FFT
    on a window of the sum's reach (12 standard deviations beyond the widest
    single pmf). Returns None where the window would pass :data:`MAX_PMF`
    points (the margin then falls back to the normal one).
    """
    terms = [(scale, int(count)) for scale, count in terms if count > 0]
    if not terms:
        return np.zeros(1, dtype=np.int64), np.ones(1)
    reach = [discrete_laplace_margin(scale, 1 - PMF_TAIL) for scale, _ in terms]
    spread = math.sqrt(sum(count * discrete_laplace_variance(scale) for scale, count in terms))
    window: int = min(sum(count * r for (_, count), r in zip(terms, reach)), max(reach) + math.ceil(12 * spread))
    n = 2 * window + 1
    if n > MAX_PMF:
        return None
    spectrum = np.ones(n // 2 + 1, dtype=complex)
    for (scale, count), r in zip(terms, reach):
        x = np.arange(-r, r + 1)
        p = math.exp(-1.0 / scale)
        single = np.zeros(n)
        single[x % n] = (1 - p) / (1 + p) * np.exp(-np.abs(x) / scale)
        spectrum *= np.fft.rfft(single) ** count
    z = np.arange(-window, window + 1)
    return z, np.clip(np.fft.irfft(spectrum, n)[z % n], 0, None)


def linear_margin(c1: float, scale: float, c2: float, z: Array, pmf: Array, level: float = LEVEL) -> float:
    """The smallest m with P[|c1·X + c2·Z| ≤ m] ≥ ``level`` (to 2⁻²⁴ of its bracket, from above).

    X is discrete Laplace of scale t (its CDF in closed form), Z an
    independent integer variable given by ``(z, pmf)`` and c1 > 0:
    P[|c1X + c2z| ≤ m] = F(⌊(m − c2z)/c1⌋) − F(⌈(−m − c2z)/c1⌉ − 1), summed
    over Z. The coverage is a step function of m; bisection keeps the upper
    end, which always covers.
    """
    keep = pmf > 0
    shift, weights = c2 * z[keep], pmf[keep]

    def coverage(m: float) -> float:
        return float(weights @ (discrete_laplace_cdf(scale, np.floor((m - shift) / c1))
                                - discrete_laplace_cdf(scale, np.ceil((-m - shift) / c1) - 1)))

    low, high = 0.0, c1 + abs(c2) + Z90 * math.sqrt(c1**2 * discrete_laplace_variance(scale)
                                                     + c2**2 * float(weights @ z[keep] ** 2))
    while coverage(high) < level:
        low, high = high, 2 * high
    for _ in range(24):
        middle = (low + high) / 2
        low, high = (low, middle) if coverage(middle) >= level else (middle, high)
    return high


def constrained_inference_margins(scale1: float, scale2: float, parent: Array, m2sq: npt.ArrayLike,
                                  a: npt.ArrayLike) -> tuple[Array, Array]:
    """Exact 90 % margins of consistent counts over discrete Laplace noises (AG, docs/uncertainty.md).

    v' − v₀ = a·Y + (1 − a)·S_M and u'_j − u₀ = (1 − a/M)·X_j + (a/M)·(Y − S_{M−1}),
    with Y of scale t1 = ``scale1``, X_j of scale t2 = ``scale2`` and S_k the
    sum of k independent copies of X (:func:`discrete_laplace_sum_pmf`); each
    margin is :func:`linear_margin`, once per distinct (M, a). Returns
    ``(level 1, leaves)``, NaN where a distribution is too large to sum.
    """
    sizes = np.asarray(m2sq, dtype=np.int64)
    weights = np.broadcast_to(np.asarray(a, dtype=float), sizes.shape)
    pairs, which = np.unique(np.column_stack([sizes, weights]), axis=0, return_inverse=True)
    level1, leaves = np.full(len(pairs), np.nan), np.full(len(pairs), np.nan)  # per pair
    for k, (size, weight) in enumerate(pairs):
        m = int(size)
        whole, rest = discrete_laplace_sum_pmf([(scale2, m)]), discrete_laplace_sum_pmf([(scale1, 1), (scale2, m - 1)])
        if whole is not None:
            level1[k] = linear_margin(weight, scale1, 1 - weight, *whole)
        if rest is not None:
            leaves[k] = linear_margin(1 - weight / m, scale2, weight / m, *rest)
    which = np.ravel(which)
    return level1[which], leaves[which[parent]]


def consistent_discrete_laplace(scale1: float, scale2: float, parent: Array, m2sq: npt.ArrayLike,
                                a: npt.ArrayLike, method: str) -> Uncertainty:
    """The uncertainty of consistent counts over discrete Laplace noises of scales t1 (level 1)
    and t2 (leaves): the variances of :func:`constrained_inference_variance` and the exact margins
    of :func:`constrained_inference_margins` (the normal margin where too large to sum)."""
    variance = np.concatenate(constrained_inference_variance(
        discrete_laplace_variance(scale1), discrete_laplace_variance(scale2), parent, m2sq, a))
    margin = np.concatenate(constrained_inference_margins(scale1, scale2, parent, m2sq, a))
    fallback = np.isnan(margin)
    margin[fallback] = Z90 * np.sqrt(variance[fallback])
    return Uncertainty(variance, margin, f"{method}; moe90 exact for that weighted sum of noises"
                       + (f" ({Z90:.4f}·noise_sd where too large to sum)" if fallback.any() else ""))


# ---------------------------------------------------------------- linear post-processing


def normal_margin(variance: npt.ArrayLike, method: str) -> Uncertainty:
    """An :class:`Uncertainty` from variances, with the margin z·sd (z = :data:`Z90`)."""
    values = np.asarray(variance, dtype=float)
    return Uncertainty(values, Z90 * np.sqrt(values),
                       f"{method}; moe90 = {Z90:.4f}·noise_sd (normal approximation)")


def inverse_variance_weight(var1: npt.ArrayLike, var2: npt.ArrayLike, m2sq: npt.ArrayLike) -> Array:
    """The weight a of v in v' = a·v + (1 − a)·Σu for inverse-variance weighting:
    (1/σ1²) / (1/σ1² + 1/(M·σ2²)) (AG's α²M/(α²M + (1 − α)²) with σ ∝ 1/ε)."""
    v1, v2 = np.asarray(var1, dtype=float), np.asarray(var2, dtype=float)
    return np.asarray(1 / v1 / (1 / v1 + 1 / (np.asarray(m2sq, dtype=float) * v2)))


def constrained_inference_variance(var1: npt.ArrayLike, var2: npt.ArrayLike, parent: Array, m2sq: npt.ArrayLike,
                                   a: npt.ArrayLike) -> tuple[Array, Array]:
    """Variances of consistent counts ``(v', u')`` (Qardaji et al. 2013, §IV.B; Hay et al. 2010).

    Each level-1 count v (noise variance σ_v² = ``var1``, per level-1 cell or
    one for all) has M = ``m2sq`` leaves u (each σ_j² = ``var2``, per leaf or
    one for all); ``parent`` maps each leaf to its level-1 cell and ``a`` is
    the weight of v (per level-1 cell). Constrained inference releases
    v' = a·v + (1 − a)·Σu and u'_j = u_j + (v' − Σu)/M
    = (1 − a/M)·u_j − (a/M)·Σ_{i≠j} u_i + (a/M)·v, so, with independent
    noises and S = Σ_i σ_i² over the cell's leaves:

        Var v'   = a²σ_v² + (1 − a)²·S
        Var u'_j = σ_j²·(1 − 2a/M) + (a/M)²·(S + σ_v²),

    which for equal σ_j = σ_u is σ_u²(1 − (2a − a²)/M) + a²σ_v²/M².
    Exact for the given leaf layout (the layout follows v's noisy value;
    docs/uncertainty.md discusses the conditioning).
    """
    sizes = np.asarray(m2sq, dtype=float)
    weight = np.broadcast_to(np.asarray(a, dtype=float), sizes.shape)
    v1 = np.broadcast_to(np.asarray(var1, dtype=float), sizes.shape)
    v2 = np.broadcast_to(np.asarray(var2, dtype=float), np.shape(parent))
    s = np.bincount(parent, weights=v2, minlength=len(sizes))
    level1 = weight**2 * v1 + (1 - weight) ** 2 * s
    share = weight[parent] / sizes[parent]
    leaves = v2 * (1 - 2 * share) + share**2 * (s[parent] + v1[parent])
    return level1, leaves


# ---------------------------------------------------------------- local DP

#: why Norm-Sub's output has no uncertainty fields
NORM_SUB_REASON = ("Norm-Sub (clamping at 0 and shifting the rest to keep the total) is not linear: "
                   "its output's variance has no closed form")


@dataclass
class OracleEstimates:
    """One group's unbiased estimates from a frequency oracle (:func:`core.oracles.estimate`).

    ``n_group`` users reported with ``oracle`` over ``d`` values at ε (OLH's
    hash range ``g``); ``population`` is N when the group is a uniformly
    random part of N users and its estimates are scaled by N/n (None: the
    group is everybody).
    """

    oracle: str
    n_group: int
    d: int
    epsilon: float
    estimate: Array
    population: Optional[int] = None
    g: Optional[int] = None

    @property
    def variance(self) -> Array:
        return oracle_estimate_variance(self.oracle, self.n_group, self.d, self.epsilon,
                                        self.estimate, population=self.population, g=self.g)

    @property
    def method(self) -> str:
        sampled = self.population is not None and self.population > self.n_group
        return (f"{self.oracle} frequency oracle's variance (Wang et al. 2017) with the estimate as "
                "the true count" + (", plus the sampling variance of the random group of users"
                                    if sampled else ""))


def oracle_estimate_variance(oracle: str, n_group: int, d: int, epsilon: float, estimate: npt.ArrayLike, *,
                             population: Optional[int] = None, g: Optional[int] = None) -> Array:
    """Variance of a frequency oracle's count estimates, scaled to the ``population``.

    ``estimate`` are the oracle's unbiased counts among the ``n_group`` users
    who reported (before scaling). The oracle's variance (Wang et al. 2017):
    n·q*(1−q*)/(p*−q*)² + c·(1−p*−q*)/(p*−q*) with c the true count, replaced
    by the estimate clipped to [0, n] (:func:`core.oracles.variance`). When
    the group is a uniformly random part of a ``population`` of N users
    (PrivAG's and AAG's U1 and U2) the released value is the estimate times
    N/n and the group's own count c is hypergeometric around n·C/N, with
    variance n·(C/N)(1 − C/N)(N − n)/(N − 1); by the law of total variance

        Var = (N/n)²·(Var_oracle(c) + n·(C/N)(1 − C/N)(N − n)/(N − 1)),

    both with the plug-in C/N = c/n.
    """
    n = int(n_group)
    if n == 0:  # nobody reported: every estimate is exactly 0 (a release of no users, issue 23.1)
        return np.zeros(np.shape(estimate))
    everyone = n if population is None else int(population)
    c = np.clip(np.asarray(estimate, dtype=float), 0, n)
    var = np.asarray(oracles.variance(oracle, n, d, epsilon, g=g, true_count=c), dtype=float)
    if everyone > n:
        share = c / n
        var = var + n * share * (1 - share) * (everyone - n) / (everyone - 1)
    return (everyone / n) ** 2 * var


def oracle_counts(group: OracleEstimates, *, norm_sub: bool = False) -> Uncertainty:
    """The uncertainty of one group's estimates (LDP-UG, a real collection's grid)."""
    return unknown(NORM_SUB_REASON) if norm_sub else normal_margin(group.variance, group.method)


def oracle_levels(first: OracleEstimates, second: OracleEstimates, parent: Array, m2sq: npt.ArrayLike, *,
                  weight_variances: Optional[tuple[npt.ArrayLike, npt.ArrayLike]] = None,
                  norm_sub: bool = False) -> Uncertainty:
    """The uncertainty of a two-level local grid (PrivAG, AAG): G1 from ``first``, leaves from ``second``.

    ``weight_variances`` ``(σ_v², σ_u²)``: the levels were made consistent by
    inverse variance with these variances (:func:`constrained_inference_variance`;
    the two groups' estimates are treated as independent, which neglects
    GRR's small negative covariance between cells and that of the split into
    two groups — docs/uncertainty.md). None: each level on its own.
    """
    if norm_sub:
        return unknown(NORM_SUB_REASON)
    var1, var2 = first.variance, second.variance
    method = f"first level: {first.method}; leaves: {second.method}"
    if weight_variances is not None:
        a = inverse_variance_weight(weight_variances[0], weight_variances[1], m2sq)
        var1, var2 = constrained_inference_variance(var1, var2, parent, m2sq, a)
        method += "; through the weights of the consistency step (estimates treated as independent)"
    return normal_margin(np.concatenate([var1, var2]), method)


# ---------------------------------------------------------------- noise over a whole map


def noise_reach(noise_sd: npt.ArrayLike, cells: int, level: float = LEVEL) -> Array:
    """The value that noise alone exceeds in none of ``cells`` cells, with probability
    ≥ ``level``: the union bound over the cells for discrete Laplace noise of the same
    standard deviation: exact for the discrete Laplace counts (UG, PrivTree, VDR's
    histogram), an approximation for the other noises (sums of draws, near-normal estimates).

    The scale from Var = 2p/(1−p)² (:func:`core.noise.discrete_laplace_variance`):
    p = ((s² + 1) − √(2s² + 1))/s² for sd s; then P[any |Xᵢ| > m] ≤ cells·2p^(m+1)/(1+p)
    (:func:`discrete_laplace_tail`) ≤ 1 − level for the integers m ≥ ln((1 − level)(1 + p)/(2·cells))/ln p − 1,
    the smallest of which this returns (an integer: the counts' noise is; for continuous noise
    it adds less than 1 to the bound).
    Used by the default style to keep the cells noise alone could explain out of the top
    classes (:func:`spatialdp_qgis.output.noise_ceiling`).
    """
    s2 = np.asarray(noise_sd, dtype=float) ** 2
    with np.errstate(divide="ignore", invalid="ignore"):
        p = ((s2 + 1) - np.sqrt(2 * s2 + 1)) / s2
        reach = np.log((1 - level) * (1 + p) / (2 * cells)) / np.log(p) - 1
    return np.asarray(np.maximum(np.ceil(reach), 0.0))
