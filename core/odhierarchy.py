"""Hierarchical zones for origin–destination releases: parent flows, then the children (docs/odflows.md §3b, §3c).

Each zone has a public parent (a county of tracts, or a b×b block of grid cells, :func:`grid_parents`);
a parent pair (P, Q) holds the child pairs (i, j) with parent(i) = P and parent(j) = Q. One trip
is in exactly one child pair and so in exactly one parent pair: the parent table has L1
sensitivity k too. The parents are released first with their own share of ε
(:meth:`core.budget.Ledger.laplace`), then

- on the dense path the children are made consistent with the parents by least squares within
  each parent pair (:func:`reconcile`, closed form), so every parent flow is the sum of its
  children and both levels are more accurate than either alone;
- on the sparse path (many zones) only the children of the parent pairs whose *noisy* count
  reaches a threshold are released (:func:`candidate_pairs`): a set chosen from a released
  value, so the step composes sequentially (Dwork and Roth 2014, Thm 3.16, adaptive composition)
  and needs no threshold against all Z² pairs, only against the candidates.
"""

import math
from dataclasses import dataclass

import numpy as np

from .noise import effective_scale

#: the share of ε for the parent flows when the zones have parents
PARENT_SHARE = 0.3


def grid_parents(m: int, block: int) -> np.ndarray:
    """Each cell of an m×m grid (row-major, as :meth:`core.domain.Domain.cell_index`) mapped to its
    b×b block of a ⌈m/b⌉×⌈m/b⌉ grid of parents."""
    if block < 1:
        raise ValueError("a block of grid cells is at least 1 cell wide")
    row, col = np.divmod(np.arange(m * m), m)
    side = -(-m // block)
    return (row // block) * side + col // block


def parent_keys(keys, parent_of, n_parents: int):
    """The parent pair index P·n_parents + Q of each child pair index i·Z + j."""
    z = len(parent_of)
    return parent_of[keys // z] * n_parents + parent_of[keys % z]


def parent_counts(keys, counts, parent_of):
    """The true count of every parent pair (all n_parents² of them) from the nonempty child pairs."""
    n_parents = int(parent_of.max()) + 1
    return np.bincount(parent_keys(keys, parent_of, n_parents), weights=counts,
                       minlength=n_parents * n_parents).astype(np.int64)


@dataclass
class ParentFlows:
    """The released flows between parents (all pairs) and each one's noise sd."""

    origin: np.ndarray
    destination: np.ndarray
    counts: np.ndarray
    noise_sd: np.ndarray
    moe90: np.ndarray


def release_parents(ledger, rng, keys, counts, parent_of, *, k: int, epsilon: float):
    """The parent pairs' counts + DLap(k/ε) — one private step of ``ledger`` — and their variance."""
    n_parents = int(parent_of.max()) + 1
    noisy = ledger.laplace("parent OD matrix", rng, parent_counts(keys, counts, parent_of), sensitivity=k,
                           epsilon=epsilon,
                           note=f"every ordered pair of the {n_parents} parent zones; L1 sensitivity {k}: "
                                f"one unit of privacy changes at most {k} trips, each in one parent pair")
    return noisy


def reconcile(x, var_child: float, parent_noisy, var_parent: float, parent_of):
    """Least squares within each parent pair: the child values x′ minimising
    Σ(x′ − x)²/σ_c² + (Σx′ − Y)²/σ_p² over the n children of each parent pair, in closed form
    x′ = x + w·(Y − Σx) with w = σ_c²/(n σ_c² + σ_p²) (docs/odflows.md §3b).

    ``x`` is the Z×Z child matrix, ``parent_noisy`` the flat parent table. Returns ``(x′, var x′
    per pair, parent sums, var of each parent sum)``: Var x′ = σ_c²(1 − w) and
    Var Σx′ = n σ_c² σ_p²/(n σ_c² + σ_p²) (inverse-variance combination), the children taken
    as independent with variance σ_c²."""
    z = len(parent_of)
    n_parents = int(parent_of.max()) + 1
    block = (parent_of[:, None] * n_parents + parent_of[None, :]).ravel()
    children = np.bincount(parent_of, minlength=n_parents)
    n = np.outer(children, children).ravel().astype(float)
    flat = np.asarray(x, dtype=float).ravel()
    sums = np.bincount(block, weights=flat, minlength=n_parents * n_parents)
    w = var_child / (n * var_child + var_parent)
    adjusted = flat + (w * (np.asarray(parent_noisy, dtype=float) - sums))[block]
    var_pair = (var_child * (1 - w))[block]
    parent_sums = np.bincount(block, weights=adjusted, minlength=n_parents * n_parents)
    var_sums = n * var_child * var_parent / (n * var_child + var_parent)
    return adjusted.reshape(z, z), var_pair, parent_sums, var_sums


def candidate_pairs(chosen, parent_of):
    """The child pair indices i·Z + j inside the ``chosen`` parent pairs P·n_parents + Q, sorted."""
    z = len(parent_of)
    n_parents = int(parent_of.max()) + 1
    members = np.argsort(parent_of, kind="stable")
    start = np.r_[0, np.cumsum(np.bincount(parent_of, minlength=n_parents))]
    out = []
    for pair in np.asarray(chosen, dtype=np.int64).tolist():
        p, q = divmod(pair, n_parents)
        origins, destinations = members[start[p]:start[p + 1]], members[start[q]:start[q + 1]]
        out.append((origins[:, None] * z + destinations[None, :]).ravel())
    return np.sort(np.concatenate(out)) if out else np.empty(0, dtype=np.int64)


def candidate_threshold(n_candidates: int, n_zones: int, sensitivity: int, epsilon: float) -> int:
    """θ for the candidates: noise alone publishes at most about one pair per zone among them,
    P[X ≥ θ] ≤ e^(−θ/t) so θ = ⌈t·ln(C/Z)⌉ (at least 1), t the sampler's scale — as
    :func:`core.mechanisms.odflows.default_threshold` does for all Z² pairs."""
    t = effective_scale(sensitivity, epsilon)
    return max(1, math.ceil(t * math.log(max(n_candidates / max(n_zones, 1), 1.0))))
