"""Empirical-Bayes shrinkage of noisy counts with a known discrete Laplace noise (issue 29, tried and left).

PrivTree's leaves (docs/privtree.md) each carry independent discrete Laplace
noise of a known scale t, and a large query sums many of them. Most leaves hold
few points (that is why they were not split), so the released counts ĉ = c + η
of a group of leaves — the leaves of one depth — say much about the
distribution of their true counts c. This module estimates that distribution g
from the noisy counts alone, by the nonparametric maximum likelihood estimate
(NPMLE) of a mixing distribution on a grid of support points (Kiefer and
Wolfowitz, Ann. Math. Stat. 27, 1956; computed by EM as in Jiang and Zhang,
Ann. Statist. 37(4), 2009, and Koenker and Mizera, JASA 109, 2014; Efron's
"g-modeling", Biometrika 103(1), 2016), and replaces each count by its posterior
mean E[c | ĉ] under ĝ, with the posterior's standard deviation and its 90 %
central credible interval as its uncertainty.

Everything here reads the released counts and public parameters (the noise scale,
each leaf's depth) only: it is post-processing and costs no privacy. It lowers the
error of a single leaf but raises that of large queries (bench_leaf_shrinkage.py,
docs/best-by-default.md "PrivTree"), so it is a benchmark, not a library option.
"""

from __future__ import annotations

import math
from typing import Optional

import numpy as np
import numpy.typing as npt

import benchkit  # noqa: F401  (puts the checkout on sys.path as ``spatialdp``)
from spatialdp.core.arrays import Array
from spatialdp.core.noise import discrete_laplace_variance
from spatialdp.core.uncertainty import discrete_laplace_margin

#: the support of ĝ: every integer up to this many points, then evenly spaced points
SUPPORT_POINTS = 1024
#: the most EM iterations of the NPMLE
ITERATIONS = 400
#: stop when the mean log-likelihood gains less than this in an iteration
TOLERANCE = 1e-7
#: the support reaches at least this many noise scales
SPAN = 40
#: a value more than the support's top minus this many scales is left as it is (its prior is flat there)
REACH = 20
#: the fewest leaves a group estimates its own prior from; smaller groups join their neighbours
MIN_GROUP = 64


def support_grid(scale: float, points: int = SUPPORT_POINTS) -> Array:
    """The support of ĝ: the integers 0 … ``points`` − 1, or ``points`` evenly spaced integers from 0
    to :data:`SPAN` noise scales where that is further (steps of 1, or of at most 1/25 of the scale)."""
    top = max(points - 1, int(math.ceil(SPAN * scale)))
    return np.unique(np.round(np.linspace(0, top, min(points, top + 1))))


def likelihood(values: Array, support: Array, scale: float) -> Array:
    """P[ĉ = value | c = support point] of discrete Laplace noise of scale t:
    (1 − p)/(1 + p)·p^|ĉ − c| with p = e^(−1/t), a (values, support) matrix."""
    p = math.exp(-1.0 / scale)
    return (1 - p) / (1 + p) * np.exp(-np.abs(values[:, None] - support[None, :]) / scale)


def npmle(lik: Array, weights: Array, iterations: int = ITERATIONS, tolerance: float = TOLERANCE) -> Array:
    """The mixing weights ĝ over the support maximising Σ wᵢ log Σₖ gₖ Lᵢₖ, by EM
    (gₖ ← gₖ · Σᵢ wᵢ Lᵢₖ / fᵢ / Σᵢ wᵢ, f = L g), from the uniform start."""
    g = np.full(lik.shape[1], 1.0 / lik.shape[1])
    total = weights.sum()
    previous = -np.inf
    for _ in range(iterations):
        f = np.maximum(lik @ g, 1e-300)
        loglik = float(weights @ np.log(f)) / total
        g *= (lik.T @ (weights / f)) / total
        if loglik - previous < tolerance:
            break
        previous = loglik
    return g / g.sum()


def posterior(lik: Array, prior: Array, support: Array, level: float) -> tuple[Array, Array, Array, Array]:
    """Per row of ``lik``: the posterior mean and variance of c, and its central credible interval
    at ``level`` (the support points where the posterior CDF passes (1 − level)/2 and (1 + level)/2)."""
    joint = lik * prior[None, :]
    joint /= np.maximum(joint.sum(axis=1, keepdims=True), 1e-300)
    mean = joint @ support
    variance = np.maximum(joint @ support ** 2 - mean ** 2, 0.0)
    cdf = np.cumsum(joint, axis=1)
    low = support[np.minimum((cdf < (1 - level) / 2).sum(axis=1), len(support) - 1)]
    high = support[np.minimum((cdf < (1 + level) / 2).sum(axis=1), len(support) - 1)]
    return mean, variance, low, high


def groups_of(labels: npt.ArrayLike, min_group: int = MIN_GROUP) -> Array:
    """Group numbers from public labels (a leaf's depth, its ancestor): the labels in ascending
    order, gathered into one group until it holds ``min_group`` members, then the next group;
    too few left at the end join the last group."""
    labels = np.asarray(labels)
    values, inverse, sizes = np.unique(labels, return_inverse=True, return_counts=True)
    group = np.arange(len(values))
    running, current = 0, 0
    for i, size in enumerate(sizes):  # smallest label first: collect until a group is big enough
        group[i] = current
        running += size
        if running >= min_group:
            current, running = current + 1, 0
    if running and current > 0:  # the last labels, too few: join the group before
        group[group == current] = current - 1
    return group[inverse]


def shrink(values: npt.ArrayLike, scale: float, groups: Optional[npt.ArrayLike] = None, *, level: float = 0.9,
           support_points: int = SUPPORT_POINTS) -> tuple[Array, Array, Array, Array]:
    """Empirical-Bayes posterior of each true count from its noisy ``values`` (module docstring).

    ``scale``: the discrete Laplace noise's scale t; ``groups``: public group numbers (one prior
    per group; None: one group). Returns ``(mean, variance, low, high)`` per value, the posterior
    mean, variance and the central ``level`` credible interval.
    """
    values = np.asarray(values, dtype=float)
    groups = np.zeros(len(values), dtype=np.int64) if groups is None else np.asarray(groups)
    margin = discrete_laplace_margin(scale, level)
    out = [values.copy(), np.full(len(values), discrete_laplace_variance(scale)), values - margin, values + margin]
    support = support_grid(scale, support_points)
    kept = values <= support[-1] - REACH * scale  # larger: as released, with the noise's own margin
    for group in np.unique(groups[kept]):
        member = kept & (groups == group)
        distinct, inverse, weights = np.unique(values[member], return_inverse=True, return_counts=True)
        lik = likelihood(distinct, support, scale)
        prior = npmle(lik, weights.astype(float))
        for o, r in zip(out, posterior(lik, prior, support, level)):
            o[member] = r[inverse]
    mean, variance, low, high = out
    return mean, variance, low, high



def nonnegative_unbiased(values: npt.ArrayLike, scale: float) -> Array:
    """The uniformly minimum-variance unbiased estimate of counts c ≥ 0 from ĉ = c + η, η discrete
    Laplace of scale t (docs/best-by-default.md, "PrivTree"): ĉ where ĉ ≥ 1, and
    E[η | η ≤ 0] = −p/(1 − p) (p = e^(−1/t)) where ĉ ≤ 0. Unbiased for every c ≥ 0; its variance
    is the raw one less p^c·P[η ≤ 0]·Var[η | η ≤ 0]. No prior, no bias to add up."""
    values = np.asarray(values, dtype=float)
    p = math.exp(-1.0 / scale)
    return np.where(values >= 1, values, -p / (1 - p))
