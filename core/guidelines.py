"""Grid-size guidelines (docs/guidance.md; Qardaji, Yang, Li, ICDE 2013).

The noise of a count has standard deviation √2·Δ/ε; Qardaji et al. balance it
against the non-uniformity error of large cells and find the m that
minimises their sum (Guideline 1). With a sensitivity Δ > 1 (k points per
user) the same analysis holds with ε/Δ in place of ε.

:func:`guidance` (registry :data:`GUIDES`, below) gives the recommendation
of every mechanism — UG, AG, LDP-UG, PrivAG, AAG, DAM, VDR (docs/guidance.md) —
with its expected cells, noise per cell and predicted error curve.
"""

import math
from dataclasses import dataclass, field

import numpy as np

from . import oracles
from .declaration import INTEGER, Note, tr
from .noise import discrete_laplace_variance, effective_scale
from .parameters import (
    AAG_ALPHA, AAG_FIRST, AAG_FIRST_ALPHA, AAG_SECOND, AAG_SHARE, AAG_SIGMA, AG_ALPHA, AG_SHARE,
    AHEAD_DEPTH, AHEAD_LEVELS, C_DEFAULT, DAM_GRID, DAM_GRID_SIZE, GUIDELINE_C, HDG_ALPHA1,
    HDG_ALPHA2, HDG_FIRST, HDG_SECOND, LDP_ALPHA, LDP_UG_ALPHA, LDP_UG_GUIDELINE, LDP_UG_RULE,
    PRIVAG_ALPHA, PRIVAG_SHARE, PRIVAG_SIGMA, PRIVTREE_SHARE, PRIVTREE_SHARE_DEFAULT,
    VDR_GRID, VDR_MAX_PER_USER, VDR_SLICES, VDR_TIME_SLICES,
)
from .validation import check_epsilon


def ug_grid_size(n, epsilon, c=C_DEFAULT, sensitivity=1):
    """UG's m = max(1, round(√(N ε / c))) (Guideline 1)."""
    return max(1, int(round(math.sqrt(max(n, 0) * epsilon / (c * sensitivity)))))


def ag_level1_size(n, epsilon, c=C_DEFAULT, sensitivity=1):
    """AG's m1 = max(10, ⌈√(N ε / c) / 4⌉)."""
    return max(10, math.ceil(math.sqrt(max(n, 0) * epsilon / (c * sensitivity)) / 4))


def ag_level2_sizes(noisy_counts, epsilon2, c2, sensitivity=1):
    """AG's m2 = max(1, ⌈√(v · (1−α)ε / c2)⌉) per level-1 cell; negative v → 1.

    ``epsilon2`` is the level-2 budget (1−α)ε and ``c2`` is c/2.
    """
    v = np.clip(np.asarray(noisy_counts, dtype=float), 0, None)
    return np.maximum(1, np.ceil(np.sqrt(v * epsilon2 / (c2 * sensitivity))).astype(np.int64))


# ---------------------------------------------------------------------------
# Guidance for every mechanism (issue 6): recommended sizes, expected cells,
# noise per cell and Qardaji's predicted error curve, in one registry.
# ---------------------------------------------------------------------------
#
# :data:`GUIDES` maps a mechanism's name to a function
# ``guide(n, epsilon, **params) → Guidance`` and :data:`GUIDE_PARAMETERS`
# to the parameters that function takes (name, label, default, range), so a
# user interface can build its inputs from the registry. Adding a mechanism
# is one decorated function here (``@guide("NAME", GuideParameter.of(…), …)``,
# the parameters taken from :mod:`core.parameters`, shared with the mechanism's
# declaration in :mod:`core.catalogue`, which also links the guide to its algorithm).
#
# The error curve is Qardaji et al.'s analysis (ICDE 2013, §IV-A, the proof of
# Guideline 1; docs/guidance.md): a query covering the fraction r
# of the domain sums the noise of r·m² cells, noise error √r·m·σ (σ the
# noise standard deviation of one cell; √(2r)·m/ε for Laplace noise), and
# cuts about √r·m border cells, non-uniformity error √r·N/(c0·m). For UG,
# c0 = c/√2 puts the minimum exactly at Guideline 1. For the other
# mechanisms the curve is drawn over the *effective* resolution (leaves per
# side if the points were spread evenly) with the mechanism's own σ, and c0
# is calibrated the same way — the minimum sits at the mechanism's own
# guideline — so the curves show how fast the error grows away from it.
# Defaults are the mechanisms' (core.parameters; a test checks them against the
# functions' signatures); the formulas are docs/guidance.md's, restated here so that the
# guidance never runs a mechanism.

#: fraction r of the domain covered by the query of the predicted error curve
QUERY_FRACTION = 0.01
#: VDR: the smallest per-slice grid side the suggestion keeps (one 4×4 block
#: of the VQ-VAE's stride-4 encoder)
VDR_MIN_GRID = 4


@dataclass(frozen=True)
class GuideParameter:
    """A parameter of a guide function, for building user interfaces."""

    name: str
    label: str
    default: float
    minimum: float
    maximum: float
    integer: bool = False

    @classmethod
    def of(cls, parameter, maximum=None, name=None, label=None):
        """The guide's input for a declared :class:`~core.declaration.Parameter` (core.parameters):
        its label, default and minimum; ``maximum`` bounds the panel's input where the
        parameter has no maximum; ``name`` and ``label`` where the guide's differ."""
        return cls(name or parameter.guide, label or parameter.label, parameter.default,
                   parameter.minimum, parameter.maximum if maximum is None else maximum,
                   parameter.kind == INTEGER)


@dataclass
class Curve:
    """A chart of the guidance: ``series`` (name → values) over ``x``, ``marked`` the recommendation."""

    x: np.ndarray
    series: dict
    x_label: str
    y_label: str
    marked: float
    #: the x of the curve's minimum (or maximum, for DAM's information bound)
    optimum: float = None


@dataclass
class Guidance:
    """What a guide function recommends for N points, ε and the mechanism's parameters.

    ``sizes``: the recommended sizes by name ("m"; "m1", "m2 min", …) in
    display order. ``grid_size``: the one that fills the algorithm's grid
    size parameter. ``per_side``: cells per side of each level, for cell
    sizes in map units (:meth:`cell_sizes`). ``cells``: the released cells
    if the points were spread evenly. ``noise_sd``: the standard deviation
    of the noise of one released cell (None when there is no closed form).
    ``level2``: the range ``(min, evenly spread, max)`` of the second-level
    split, for two-level mechanisms.
    """

    mechanism: str
    n: float
    epsilon: float
    sizes: dict
    grid_size: int
    per_side: dict
    cells: int
    noise_sd: float
    curve: Curve
    parameters: dict
    level2: tuple = None
    notes: list = field(default_factory=list)

    def cell_sizes(self, width, height):
        """``{level: (cell width, cell height)}`` in map units for a ``width × height`` extent."""
        return {name: (width / k, height / k) for name, k in self.per_side.items()}

    def as_dict(self):
        """A JSON-ready summary (without the curve)."""
        return {
            "mechanism": self.mechanism, "n": self.n, "epsilon": self.epsilon,
            "sizes": dict(self.sizes), "grid_size": self.grid_size, "per_side": dict(self.per_side),
            "cells": self.cells, "noise_sd": self.noise_sd, "parameters": dict(self.parameters),
            "level2": list(self.level2) if self.level2 else None, "notes": list(self.notes),
        }


GUIDES = {}
GUIDE_PARAMETERS = {}

#: the central guides' points per user k: the noise grows k times (the algorithms' MAX_PER_USER)
SENSITIVITY = GuideParameter("sensitivity", tr("Points per user k (sensitivity)"), 1, 1, 10_000,
                             integer=True)
#: Qardaji et al.'s guideline constant c (UG, AG, VDR), up to 1000 in the panel
GUIDE_C = GuideParameter.of(GUIDELINE_C, maximum=1000.0)
#: a count table's entries per cell K = categories (with "other / missing") × periods
#: (docs/categories.md, *Guidance*): each entry's map holds about N/K points
KEYS = GuideParameter("keys", tr("Counts per cell K of a table (its categories, other / missing included, × "
                                 "periods; 1: a map)"), 1, 1, 1_000_000, integer=True)


def guide(mechanism, *parameters):
    """Register a guide function for ``mechanism`` with its :class:`GuideParameter` list."""
    def register(function):
        GUIDES[mechanism] = function
        GUIDE_PARAMETERS[mechanism] = tuple(parameters)
        return function
    return register


def guidance(mechanism, n, epsilon, **params):
    """The :class:`Guidance` of a registered mechanism; missing parameters take their defaults."""
    if mechanism not in GUIDES:
        raise ValueError(f"no guidance for {mechanism!r}; known: {', '.join(GUIDES)}")
    epsilon = check_epsilon(epsilon)
    if not n >= 0:
        raise ValueError("the number of points N must not be negative")
    values = {p.name: p.default for p in GUIDE_PARAMETERS[mechanism]}
    values.update({k: v for k, v in params.items() if v is not None})
    return GUIDES[mechanism](n, epsilon, **values)


# ------------------------------------------------------------------ noise


def laplace_sd(sensitivity, epsilon):
    """Standard deviation of the exact discrete Laplace noise DLap(Δ/ε) (docs/noise-and-ledger.md)."""
    return math.sqrt(discrete_laplace_variance(effective_scale(sensitivity, epsilon)))


def ldp_sd(n, d, epsilon):
    """Noise sd of one of ``d`` cell counts estimated from ``n`` reports, adaptive oracle (docs/ldp-grids.md)."""
    oracle = oracles.choose_oracle(d, epsilon)
    return math.sqrt(oracles.variance(oracle, n, d, epsilon)), oracle


# ------------------------------------------------------------------ the curve


def curve_sizes(recommended, low=1):
    """Grid sizes for a curve: from ``low`` to about 3× the recommendation (at least 12)."""
    high = max(12, int(math.ceil(3 * recommended)))
    step = max(1, high // 400)
    return np.unique(np.r_[np.arange(low, high + 1, step), int(round(recommended))])


def qardaji_curve(n, sd, optimum, recommended, r=QUERY_FRACTION, x_label=tr("grid size m")):
    """Qardaji's predicted error of an r-query over grid sizes m (ICDE 2013, §IV-A).

    ``sd(m)`` is the noise sd of one cell of an m×m grid; noise error
    √r·m·sd(m) (= √(2r)·m/ε for Laplace noise with Δ = 1), non-uniformity
    error √r·N/(c0·m) with c0 = N/(m*²·sd(m*)) for the continuous optimum
    m* = ``optimum`` — for UG c0 = c/√2, so the minimum is Guideline 1. An m* below 1 (few
    points) is taken as 1: a grid has at least one cell, and a local oracle none below it.
    """
    sizes = curve_sizes(recommended)
    m_star = max(optimum, 1.0)
    c0 = n / (m_star ** 2 * sd(m_star)) if n > 0 and optimum > 0 else math.inf
    noise = np.array([math.sqrt(r) * m * sd(m) for m in sizes])
    nonuniform = math.sqrt(r) * n / (c0 * sizes)
    return Curve(
        sizes.astype(float), {tr("noise"): noise, tr("non-uniformity"): nonuniform, tr("total"): noise + nonuniform},
        x_label, Note(tr("expected absolute error of a query covering {:.0%} of the extent (points)"), r),
        recommended, optimum,
    )


# ------------------------------------------------------------------ central DP


@guide(
    "UG",
    GUIDE_C,
    SENSITIVITY,
    KEYS,
)
def guide_ug(n, epsilon, *, c=C_DEFAULT, sensitivity=1, keys=1, r=QUERY_FRACTION):
    """UG (docs/ug.md; Qardaji et al. Guideline 1): m = max(1, round(√(Nε/(cΔ)))); a table of K
    entries per cell (docs/categories.md) sizes the grid for one entry's N/K points, as
    :func:`core.mechanisms.ug.uniform_grid` does. The curve is one entry's map's error."""
    per_key = n / keys
    m = ug_grid_size(per_key, epsilon, c, sensitivity)
    optimum = math.sqrt(max(per_key, 0) * epsilon / (c * sensitivity))
    sd = laplace_sd(sensitivity, epsilon)
    curve = qardaji_curve(per_key, lambda _m: math.sqrt(2) * sensitivity / epsilon, optimum, m, r)
    return Guidance("UG", n, epsilon, {"m": m}, m, {"cell": m}, m * m, sd, curve,
                    {"c": c, "sensitivity": sensitivity, "keys": keys}, notes=keys_note(keys))


def keys_note(keys):
    """The guidance's note on a table's K entries per cell (none for a map)."""
    return [Note(tr("a table of {} counts per cell: sized for each count's share N/{} of the points"), keys, keys)] \
        if keys > 1 else []


def ag_level2_size(v, epsilon2, c2, sensitivity=1):
    """One level-1 cell's m2 for ``v`` points (:func:`ag_level2_sizes` for a scalar)."""
    return int(ag_level2_sizes([v], epsilon2, c2, sensitivity)[0])


@guide(
    "AG",
    GUIDE_C,
    GuideParameter.of(AG_SHARE),
    SENSITIVITY,
    KEYS,
)
def guide_ag(n, epsilon, *, c=C_DEFAULT, alpha=AG_ALPHA, sensitivity=1, keys=1, r=QUERY_FRACTION):
    """AG (docs/ag.md): m1 = max(10, ⌈√(Nε/c)/4⌉); m2 = max(1, ⌈√(v(1−α)ε/c2)⌉), c2 = c/2.

    The m2 range runs from 1 (an empty level-1 cell) to the m2 of a cell
    holding all N points; "evenly spread" is v = N/m1². The curve is the
    level-2 analysis over the effective resolution m1·m2 (the m2 guideline
    minimises it for evenly spread points), with the level-2 noise. A table of K
    entries per cell keeps m1 (chosen on the totals) and sizes the leaves for v/K
    (docs/categories.md), as :func:`core.mechanisms.ag.adaptive_grid` does.
    """
    m1 = ag_level1_size(n, epsilon, c, sensitivity)
    eps2, c2 = (1 - alpha) * epsilon, c / 2
    per_key = n / keys
    even = per_key / (m1 * m1)
    m2_even = ag_level2_size(even, eps2, c2, sensitivity)
    m2_max = ag_level2_size(per_key, eps2, c2, sensitivity)
    optimum = math.sqrt(max(per_key, 0) * eps2 / (c2 * sensitivity))
    curve = qardaji_curve(per_key, lambda _m: math.sqrt(2) * sensitivity / eps2, optimum, m1 * m2_even, r,
                          tr("effective grid size m1·m2"))
    return Guidance(
        "AG", n, epsilon,
        {"m1": m1, tr("m2 min"): 1, tr("m2 (evenly spread)"): m2_even, tr("m2 max"): m2_max}, m1,
        {tr("level 1"): m1, tr("leaves (evenly spread)"): m1 * m2_even}, m1 * m1 * m2_even ** 2,
        laplace_sd(sensitivity, eps2), curve,
        {"c": c, "alpha": alpha, "sensitivity": sensitivity, "keys": keys}, (1, m2_even, m2_max),
        [Note(tr("level 1: noise sd {:.3g} per cell (αε)"), laplace_sd(sensitivity, alpha * epsilon))]
        + keys_note(keys),
    )


def privtree_even_depth(n, delta, theta, max_depth):
    """The depth at which PrivTree stops splitting evenly spread points, its noise aside: the
    first d with N/4^d − d·δ ≤ θ (the biased count of docs/privtree.md), at most the cap."""
    depth = 0
    while depth < max_depth and n / 4**depth - depth * delta > theta:
        depth += 1
    return depth


@guide("PrivTree", GuideParameter.of(PRIVTREE_SHARE), SENSITIVITY, KEYS)
def guide_privtree(n, epsilon, *, tree_share=PRIVTREE_SHARE_DEFAULT, sensitivity=1, keys=1, r=QUERY_FRACTION):
    """PrivTree (docs/privtree.md): no grid size to choose; what the tree does with the budget.

    The split noise λ and the depth bias δ come from ε_tree = share·ε; for
    evenly spread points the tree stops at :func:`privtree_even_depth`, 2^d
    leaves a side, each with noise of scale Δ/ε_leaves. Real data split
    deeper where they are dense and stop early where they are empty. The
    curve is Qardaji's over the leaves per side with the leaves' raw noise (their counts' ε less
    the coarse nodes' share; the least squares only lowers it),
    its minimum put at the evenly spread tree. A table of K entries per cell splits with the
    depth bias K·δ (docs/categories.md), as :func:`core.mechanisms.privtree.privtree` does.
    """
    from .mechanisms.privtree import FANOUT, MAX_DEPTH, THETA, default_theta, split_noise
    from .mechanisms.tree_inference import coarse_share, even_coarse_depth, most_counted_cells

    t, s, delta = split_noise(sensitivity, tree_share * epsilon)
    theta = default_theta(delta) if keys == 1 else THETA  # a table keeps the paper's θ
    depth = privtree_even_depth(n, keys * delta, theta, MAX_DEPTH)
    coarse_depth = even_coarse_depth(depth) if keys == 1 else None  # a table releases its leaves only
    coarse = 0.0 if coarse_depth is None else coarse_share(coarse_depth)
    eps_leaves = (1 - tree_share) * (1 - coarse) * epsilon
    # with coarse counts a tree of more leaves than N·ε_leaves/(c2·Δ) is counted on that many cells,
    # cut no higher than the coarse depth's children
    counted = None if coarse_depth is None else \
        max(FANOUT ** (coarse_depth + 1), int(most_counted_cells(n, eps_leaves, sensitivity)))
    cells = FANOUT ** depth if counted is None else min(FANOUT ** depth, counted)
    side = 2 ** depth if cells == FANOUT ** depth else max(1, math.isqrt(cells))
    curve = qardaji_curve(n, lambda _m: math.sqrt(2) * sensitivity / eps_leaves, side, side, r,
                          tr("leaves per side (evenly spread points)"))
    return Guidance(
        "PrivTree", n, epsilon, {tr("depth (evenly spread)"): depth, tr("leaves per side (evenly spread)"): side},
        side, {tr("leaves (evenly spread)"): side}, cells, laplace_sd(sensitivity, eps_leaves),
        curve, {"tree_share": tree_share, "sensitivity": sensitivity, "keys": keys},
        notes=[Note(tr("split noise λ = {0:.3g}, depth bias δ = {1}: a cell at depth d is cut while "
                       "its count exceeds about d·δ = {1}·d"), t / s, keys * delta)]
        + ([Note(tr("coarse counts: {:g} of the counts' ε goes to the cells of one coarse depth, which "
                    "large areas read instead of summing many cells' noise; a tree of more than about "
                    "{:,} leaves is counted on that many larger cells"), coarse, counted)] if coarse else [])
        + keys_note(keys),
    )


# ------------------------------------------------------------------ local DP grids


def ldp_level1_size(n, epsilon, alpha=PRIVAG_ALPHA):
    """g1 = max(1, round(√(2α(e^ε − 1)·√(|U|/e^ε)))) (Eq. 4 of docs/ldp-grids.md; LDP-UG's g)."""
    e = math.exp(epsilon)
    return max(1, int(round(math.sqrt(2 * alpha * (e - 1) * math.sqrt(max(n, 0) / e)))))


def ldp_level2_sizes(frequencies, n, epsilon, alpha=PRIVAG_ALPHA, sigma=PRIVAG_SIGMA):
    """g2_k = max(1, round(√(2α·f_k·(e^ε − 1)·√((1−σ)|U|/e^ε)))) (Eq. 5), per relative frequency f_k.

    ``frequencies`` are the G1 estimates as fractions of U1 (docs/ldp-grids.md: a
    fraction, not a count); negative ones give g2 = 1.
    """
    e = math.exp(epsilon)
    f = np.clip(np.asarray(frequencies, dtype=float), 0, None)
    g2 = np.rint(np.sqrt(2 * alpha * f * (e - 1) * math.sqrt((1 - sigma) * max(n, 0) / e)))
    return np.maximum(1, g2).astype(np.int64)


def ldp_level2_size(f, n, epsilon, alpha=PRIVAG_ALPHA, sigma=PRIVAG_SIGMA):
    """:func:`ldp_level2_sizes` for one frequency."""
    return int(ldp_level2_sizes([f], n, epsilon, alpha, sigma)[0])


def ldp_ug_rule_size(n, epsilon, kappa=LDP_UG_RULE["kappa"], n_exponent=LDP_UG_RULE["n_exponent"],
                     epsilon_exponent=LDP_UG_RULE["epsilon_exponent"]):
    """The study's LDP-UG grid side before rounding: κ·(N/10⁵)^a·(2 sinh(ε/2))^b
    (docs/best-by-default.md). 2 sinh(ε/2) = (e^ε − 1)/e^(ε/2) is the inverse of the local
    oracles' noise per report (the ε-term of Eq. 4); the exponents were fitted on four data
    sets of 17,000–217,000 users at ε = 0.5–3, where the best grid grew with ε much more than
    with N."""
    return kappa * (max(n, 0) / 1e5) ** n_exponent * (2 * math.sinh(epsilon / 2)) ** epsilon_exponent


def ldp_ug_size(n, epsilon, alpha=LDP_UG_ALPHA):
    """``(g, unrounded g, how it was chosen)`` of LDP-UG: the study's rule when ``alpha`` is 0
    (:func:`ldp_ug_rule_size`), else the paper's Eq. 4 with that α (:func:`ldp_level1_size`)."""
    if not alpha:
        raw = ldp_ug_rule_size(n, epsilon)
        return max(1, int(round(raw))), raw, "guideline (the study's rule, docs/best-by-default.md)"
    e = math.exp(epsilon)
    raw = math.sqrt(2 * alpha * (e - 1) * math.sqrt(max(n, 0) / e))
    return ldp_level1_size(n, epsilon, alpha), raw, f"guideline (Eq. 4, α = {alpha:g})"


@guide("LDP-UG", GuideParameter.of(LDP_UG_GUIDELINE))
def guide_ldp_ug(n, epsilon, alpha=LDP_UG_ALPHA, r=QUERY_FRACTION):
    """LDP-UG (docs/ldp-grids.md): g by :func:`ldp_ug_size`; each cell estimated from all N reports."""
    epsilon = oracles.check_local_epsilon(epsilon)
    g, optimum, _ = ldp_ug_size(n, epsilon, alpha)
    sd, oracle = ldp_sd(n, g * g, epsilon)
    curve = qardaji_curve(n, lambda m: ldp_sd(n, m * m, epsilon)[0], optimum, g, r, tr("grid size g"))
    return Guidance("LDP-UG", n, epsilon, {"g": g}, g, {"cell": g}, g * g, sd, curve,
                    {"alpha": alpha}, notes=[Note(tr("oracle: {} over {} cells"), oracle, g * g)])


def _two_level_ldp(name, n, epsilon, *, first_alpha, alpha, sigma, r):
    """PrivAG / AAG guidance: g1 (all |U|), g2 ∈ [1, g2(f = 1)], leaves from (1−σ)N reports."""
    epsilon = oracles.check_local_epsilon(epsilon)
    g1 = ldp_level1_size(n, epsilon, first_alpha)
    g2_even = ldp_level2_size(1 / (g1 * g1), n, epsilon, alpha, sigma)
    g2_max = ldp_level2_size(1.0, n, epsilon, alpha, sigma)
    leaves = g1 * g1 * g2_even ** 2
    n1, n2 = sigma * n, (1 - sigma) * n

    def leaf_sd(m):  # U2's estimates scaled by 1/(1−σ) to the whole population
        return ldp_sd(n2, m * m, epsilon)[0] / (1 - sigma)

    e = math.exp(epsilon)
    # g1·g2 for evenly spread points, before rounding: √(2α(e^ε−1)·√((1−σ)N/e^ε))
    optimum = math.sqrt(2 * alpha * (e - 1) * math.sqrt(n2 / e)) if n > 0 else 0.0
    sd1, oracle1 = ldp_sd(n1, g1 * g1, epsilon)
    _, oracle2 = ldp_sd(n2, leaves, epsilon)
    curve = qardaji_curve(n, leaf_sd, optimum, g1 * g2_even, r, tr("effective grid size g1·g2"))
    return Guidance(
        name, n, epsilon,
        {"g1": g1, tr("g2 min"): 1, tr("g2 (evenly spread)"): g2_even, tr("g2 max"): g2_max}, g1,
        {tr("level 1"): g1, tr("leaves (evenly spread)"): g1 * g2_even}, leaves, leaf_sd(g1 * g2_even), curve,
        {"first_alpha": first_alpha, "alpha": alpha, "sigma": sigma}, (1, g2_even, g2_max),
        [Note(tr("level 1: {}, noise sd {:.3g} per cell (σN users, scaled to N)"), oracle1, sd1 / sigma),
         Note(tr("leaves: {} over about {} cells"), oracle2, leaves)],
    )


@guide(
    "PrivAG",
    GuideParameter.of(LDP_ALPHA),
    GuideParameter.of(PRIVAG_SHARE),
)
def guide_privag(n, epsilon, alpha=PRIVAG_ALPHA, sigma=PRIVAG_SIGMA, r=QUERY_FRACTION):
    """PrivAG (docs/ldp-grids.md): g1 and g2 with the same α."""
    guidance_ = _two_level_ldp("PrivAG", n, epsilon, first_alpha=alpha, alpha=alpha, sigma=sigma, r=r)
    guidance_.parameters = {"alpha": alpha, "sigma": sigma}
    return guidance_


@guide(
    "AAG",
    GuideParameter.of(AAG_FIRST),
    GuideParameter.of(AAG_SECOND),
    GuideParameter.of(AAG_SHARE),
)
def guide_aag(n, epsilon, first_alpha=AAG_FIRST_ALPHA, alpha=AAG_ALPHA, sigma=AAG_SIGMA,
              r=QUERY_FRACTION):
    """AAG (docs/ldp-grids.md): g1 with α1 = 0.02, g2 with α = 0.25, σ = 0.5 (uneven splits, same counts)."""
    return _two_level_ldp("AAG", n, epsilon, first_alpha=first_alpha, alpha=alpha, sigma=sigma, r=r)


def nearest_power_of_two(g):
    """The power of two nearest to ``g`` (ties down), at least 2 (privmdr's rounding of HDG's sizes)."""
    if not g > 2:
        return 2
    low = 2 ** int(math.floor(math.log2(g)))
    return low if g - low <= 2 * low - g else 2 * low


def hdg_granularities(n, epsilon, alpha1=HDG_ALPHA1, alpha2=HDG_ALPHA2, groups=3):
    """HDG's (g1, g2) and their unrounded values (Yang et al., VLDB 2021, §5; docs/hdg.md).

    g1 = (n(e^ε−1)²α1² / (2k·e^ε))^(1/3) for the 1-D grids and
    g2 = √(2α2(e^ε−1)·√(n/(k·e^ε))) for the 2-D grid, k = ``groups`` user
    groups (3 for two attributes), each rounded to the nearest power of two
    (at least 2); g1 is raised to g2 where it is smaller, so that the 1-D
    cells nest in the 2-D ones (docs/hdg.md).
    """
    e = math.exp(epsilon)
    n = max(n, 0)
    g1_raw = (n * (e - 1) ** 2 * alpha1**2 / (2 * groups * e)) ** (1 / 3)
    g2_raw = math.sqrt(2 * alpha2 * (e - 1) * math.sqrt(n / (groups * e)))
    g2 = nearest_power_of_two(g2_raw)
    return max(nearest_power_of_two(g1_raw), g2), g2, g1_raw, g2_raw


@guide("HDG", GuideParameter.of(HDG_FIRST), GuideParameter.of(HDG_SECOND))
def guide_hdg(n, epsilon, alpha1=HDG_ALPHA1, alpha2=HDG_ALPHA2, r=QUERY_FRACTION):
    """HDG (docs/hdg.md): a g2×g2 grid and two 1-D grids of g1 cells, each from a third of the users.

    The released cells are the g1×g1 response matrix; the curve is the
    2-D grid's analysis (its cells' noise from N/3 reports scaled to N).
    """
    epsilon = oracles.check_local_epsilon(epsilon)
    g1, g2, _, g2_raw = hdg_granularities(n, epsilon, alpha1, alpha2)
    third = max(n, 3) / 3

    def cell_sd(m):
        return ldp_sd(third, m * m, epsilon)[0] * 3

    sd1, oracle1 = ldp_sd(third, g1, epsilon)
    _, oracle2 = ldp_sd(third, g2 * g2, epsilon)
    curve = qardaji_curve(n, cell_sd, g2_raw, g2, r, tr("2-D grid size g2"))
    return Guidance("HDG", n, epsilon, {"g2": g2, "g1": g1}, g2,
                    {tr("2-D grid"): g2, tr("response matrix"): g1}, g1 * g1, cell_sd(g2), curve,
                    {"alpha1": alpha1, "alpha2": alpha2},
                    notes=[Note(tr("2-D grid: {} over {} cells"), oracle2, g2 * g2),
                           Note(tr("1-D grids: {} over {} cells, noise sd {:.3g} per cell"), oracle1, g1,
                                sd1 * 3)])


def ahead_leaves_evenly_spread(n, epsilon, depth=AHEAD_LEVELS):
    """AHEAD for evenly spread users: (levels cut, θ of a level) — docs/ahead.md.

    A level-l node then holds 4^−l of the users and is cut while 4^−l ≥ θ,
    θ = √(5·Var), Var the frequency variance of OLH (adaptive: of the
    oracle for that level's nodes) from N/h users.
    """
    n_level = max(n, depth) / depth
    cut, theta = 1, None
    while cut < depth:
        nodes = 4 ** cut
        sd, _ = ldp_sd(n_level, nodes, epsilon)
        theta = math.sqrt(5) * sd / n_level
        if 4.0 ** -cut < theta:
            break
        cut += 1
    return cut, theta if theta is not None else math.sqrt(5) * ldp_sd(n_level, 4, epsilon)[0] / n_level


@guide("AHEAD", GuideParameter.of(AHEAD_DEPTH))
def guide_ahead(n, epsilon, depth=AHEAD_LEVELS, r=QUERY_FRACTION):
    """AHEAD (docs/ahead.md): h levels, N/h users each; for evenly spread users the tree stops where
    a node's share 4^−l falls below θ. The curve is over the leaves' grid size 2^l."""
    epsilon = oracles.check_local_epsilon(epsilon)
    depth = int(depth)
    levels, theta = ahead_leaves_evenly_spread(n, epsilon, depth)
    n_level = max(n, depth) / depth

    def node_sd(m):  # a node of an m×m frontier, estimated by N/h users, scaled to N
        return ldp_sd(n_level, max(4, m * m), epsilon)[0] * depth

    side = 2 ** levels
    optimum = 1 / math.sqrt(theta) if theta > 0 else side
    curve = qardaji_curve(n, node_sd, optimum, side, r, tr("leaves per side 2^l"))
    return Guidance("AHEAD", n, epsilon, {"h": depth, tr("levels cut (evenly spread)"): levels}, depth,
                    {tr("leaves (evenly spread)"): side}, side * side, node_sd(side), curve,
                    {"depth": depth},
                    notes=[Note(tr("a node is cut when it holds at least {:.2%} of the users"), theta),
                           Note(tr("{:,} users per level"), int(n_level))])


# ------------------------------------------------------------------ DAM


def dam_information_bound(b, epsilon, d=1.0):
    """DAM's bound I(b) on the mutual information (docs/dam.md); see core.mechanisms.dam."""
    # imported here: core.mechanisms imports this module (ug, ag), so it cannot be imported first
    from .mechanisms.dam import mutual_information_bound

    return mutual_information_bound(b, epsilon, d)


def dam_radius(epsilon, d=1.0):
    """DAM's b maximising :func:`dam_information_bound`, in cells; b scales with d (docs/dam.md)."""
    from .mechanisms.dam import optimal_radius

    return optimal_radius(epsilon, d)


@guide("DAM", GuideParameter.of(DAM_GRID_SIZE, maximum=1024, name="d"))
def guide_dam(n, epsilon, d=DAM_GRID, r=QUERY_FRACTION):
    """DAM (docs/dam.md): the radius b for a d×d grid; the chart is I(b), maximum marked.

    The EM estimate has no closed-form noise sd, so ``noise_sd`` is None.
    """
    epsilon = oracles.check_local_epsilon(epsilon)
    d = int(d)
    b1 = dam_radius(epsilon)
    b = b1 * d
    xs = np.linspace(0.02, 3.0, 150) * max(b1, 1e-3) * d
    info = dam_information_bound(xs / d, epsilon)
    curve = Curve(xs, {tr("mutual information bound I(b)"): info}, tr("radius b (cells)"),
                  tr("upper bound of the mutual information (nats)"), b, b)
    return Guidance("DAM", n, epsilon, {"d": d, "b": b}, d, {"cell": d}, d * d, None, curve, {"d": d},
                    notes=[Note(tr("EM estimate: no closed-form noise per cell"))])


# ------------------------------------------------------------------ VDR


@guide(
    "VDR",
    GuideParameter("k", tr("Points per user k"), VDR_MAX_PER_USER, 1, 10_000, integer=True),
    GuideParameter.of(VDR_TIME_SLICES, maximum=10_000, name="slices",
                      label=tr("Time slices T (at most)")),
    GUIDE_C,
)
def guide_vdr(n, epsilon, k=VDR_MAX_PER_USER, slices=VDR_SLICES, c=C_DEFAULT, r=QUERY_FRACTION):
    """VDR (docs/vdr.md): M×M×T cells with DLap(k/ε), sd ≈ √2·k/ε per cell.

    Our choice, for N points kept (at most k per user): Guideline 1 per
    time slice with sensitivity k, M = √((N/T)·ε/(c·k)), rounded up to a
    multiple of 4 (the VQ-VAE encoder's stride) and at least 4; T is the
    requested number of slices, lowered when a slice would get fewer than
    4×4 cells by that rule (T ≤ Nε/(16ck)). This is the plain noisy
    histogram's optimum; the denoiser removes much of the noise, so finer
    grids (the paper uses 64×64) can pay off — evaluate to compare.
    """
    k, slices = int(k), int(slices)
    t_max = max(1, int(max(n, 0) * epsilon / (VDR_MIN_GRID ** 2 * c * k)))
    t = max(1, min(slices, t_max))
    optimum = vdr_optimum(n, epsilon, k, t, c)
    m = vdr_grid_size(n, epsilon, k, t, c)
    sd = laplace_sd(k, epsilon)
    curve = qardaji_curve(n / t, lambda _m: math.sqrt(2) * k / epsilon, optimum, m, r,
                          tr("grid size M (one time slice)"))
    notes = [Note(tr("T lowered from {0} so that each slice keeps at least {1}×{1} cells"), slices,
                  VDR_MIN_GRID)] if t < slices else []
    notes.append(Note(tr("the denoiser usually tolerates finer grids than this noisy-histogram optimum")))
    return Guidance("VDR", n, epsilon, {"M": m, "T": t}, m, {"cell": m}, m * m * t, sd, curve,
                    {"k": k, "slices": slices, "c": c}, notes=notes)


def vdr_optimum(n, epsilon, k, slices, c=C_DEFAULT):
    """Guideline 1 for one of T = ``slices`` time slices with sensitivity k: √((N/T)·ε/(c·k))."""
    return math.sqrt(max(n, 0) / slices * epsilon / (c * k))


def vdr_grid_size(n, epsilon, k, slices, c=C_DEFAULT):
    """VDR's M for T = ``slices``: :func:`vdr_optimum` rounded up to a multiple of 4, at least 4."""
    return max(VDR_MIN_GRID, 4 * int(math.ceil(vdr_optimum(n, epsilon, k, slices, c) / 4)))


def vdr_sizes(n_public, epsilon, k, grid_size=None, slices=None, c=C_DEFAULT, *, estimated=False):
    """VDR's ``(M, T, {"grid_size": how M was chosen, "slices": how T was})`` (docs/vdr.md).

    A size given (not None) is kept. A missing one follows the guidance for the number of
    reports N = ``n_public`` — the recommendation of :func:`guide_vdr`, which the Guidance
    panel and spatialdp:gridguide show: T the guide's (at most :data:`VDR_SLICES`, fewer when
    a slice would get fewer than 4×4 cells), M Guideline 1 per slice for that T
    (:func:`vdr_grid_size`). N is public knowledge, or (``estimated``) a noisy count bought
    with a share of ε (:func:`core.mechanisms.vdr.noisy_report_count`, as UG and AG do).
    Without any N the missing sizes are the paper's M = :data:`VDR_GRID` and
    T = :data:`VDR_SLICES`. The guide's N is the reports kept, at most k per user; the
    public N counts all of them, so with many users above k it suggests a somewhat finer grid.
    """
    public = n_public is not None
    chosen = ("guideline for a noisy N" if estimated else "guideline for the public N") if public \
        else "default (no public N)"
    source = {"grid_size": "given" if grid_size is not None else chosen,
              "slices": "given" if slices is not None else chosen}
    if slices is None:
        slices = guidance("VDR", n_public, epsilon, k=k, c=c).sizes["T"] if public else VDR_SLICES
    if grid_size is None:
        grid_size = vdr_grid_size(n_public, epsilon, k, int(slices), c) if public else VDR_GRID
    return grid_size, slices, source
