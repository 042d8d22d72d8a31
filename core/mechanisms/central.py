"""What every central-DP grid mechanism does before and after its own step.

:func:`prepare` clips the points to the public domain, applies the optional
per-user contribution bound (sensitivity k) and opens the budget ledger;
:func:`population_size` supplies the N that a grid-size guideline needs,
either public or estimated with a share ε_N of the budget (docs/noise-and-ledger.md).
"""

from dataclasses import dataclass

import numpy as np

from ..bounding import bound_contributions
from ..budget import Ledger
from ..noise import discrete_laplace
from ..rng import release_randomness
from ..synopsis import Synopsis

N_EPSILON_SHARE = 0.05


@dataclass
class CentralInput:
    """The points a central mechanism may count, with their sensitivity and ledger."""

    x: np.ndarray
    y: np.ndarray
    sensitivity: int
    ledger: Ledger
    params: dict


def prepare(x, y, domain, epsilon, rng, user_ids=None, max_per_user=None):
    """Open the ledger (which checks ε), clip to Ω, bound contributions per user."""
    ledger = Ledger(epsilon, "central")
    x = np.asarray(x, dtype=float)
    y = np.asarray(y, dtype=float)
    x, y, inside = domain.clip(x, y)
    params = {}
    if user_ids is None:
        sensitivity, unit = 1, "point"
    else:
        if not max_per_user or max_per_user < 1:
            raise ValueError("a user id needs a maximum number of points per user (k ≥ 1)")
        keep = bound_contributions(np.asarray(user_ids)[inside], int(max_per_user), rng)
        x, y = x[keep], y[keep]
        sensitivity = int(max_per_user)
        unit = f"user (at most {sensitivity} points each, uniformly sampled)"
        params["max_per_user"] = sensitivity
    params["sensitivity"] = sensitivity
    ledger.unit = unit
    return CentralInput(x, y, sensitivity, ledger, params)


def population_size(data, rng, n_public=None, n_epsilon_share=N_EPSILON_SHARE):
    """N for a guideline: public, or the true count + DLap(Δ/ε_N) with ε_N = share·ε.

    The noisy N is itself a differentially private release and is recorded
    in the parameters; the true count never leaves this function.
    """
    if n_public is not None:
        data.params["n"] = float(n_public)
        data.params["n_source"] = "public (given by the user)"
        return float(n_public)
    if not 0 < n_epsilon_share < 1:
        raise ValueError("the share of ε for estimating N must be in (0, 1)")
    eps_n = data.ledger.spend(
        "N estimate", n_epsilon_share * data.ledger.total, "noisy total for the grid-size guideline"
    )
    noisy = len(data.x) + int(discrete_laplace(rng, (), data.sensitivity, eps_n))
    n = float(max(noisy, 0))
    data.params["n"] = n
    data.params["n_source"] = f"estimated with ε_N = {eps_n:g}"
    return n


def grid_size_or_guideline(data, rng, grid_size, guideline, c, n_public=None,
                           n_epsilon_share=N_EPSILON_SHARE):
    """``(m, N)``: the given ``grid_size`` (N is then None, no budget is spent), or
    ``guideline(N, ε left, c, Δ)`` with N public or estimated (:func:`population_size`)."""
    if grid_size:
        return int(grid_size), None
    n = population_size(data, rng, n_public, n_epsilon_share)
    return int(guideline(n, data.ledger.remaining, c, data.sensitivity)), n


def noisy_counts(rng, counts, data, epsilon):
    """Counts + exact discrete Laplace noise of scale Δ/ε."""
    return counts + discrete_laplace(rng, np.shape(counts), data.sensitivity, epsilon)


def make_synopsis(mechanism, domain, data, rng, rects, counts, level, parent, notes=()):
    return Synopsis(
        mechanism, domain, rects, counts, level, parent, data.ledger, data.params,
        notes=list(notes), **release_randomness(rng),
    )
