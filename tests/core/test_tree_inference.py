"""Least squares over PrivTree's tree (core/mechanisms/tree_inference.py; issue 29)."""

from fractions import Fraction

import numpy as np
import pytest

from spatialdp.core import Domain
from spatialdp.core.mechanisms.privtree import privtree
from spatialdp.core.mechanisms.tree_inference import children_parent, tree_least_squares

from .test_privtree import assert_dlap  # noqa: F401  (the exact noise check, reused below)

#: a small tree: the root split; of its 4 children the 2nd split; of those 4 the 1st split
SPLIT = [np.array([True]), np.array([False, True, False, False]),
         np.array([True, False, False, False]), np.zeros(4, dtype=bool)]


def dense_design(split):
    """Every node of the tree as a row of a 0/1 matrix over the leaves (its leaves' sum)."""
    leaves, rows, members = 0, [], []
    for d in range(len(split) - 1, -1, -1):
        level = []
        parent = children_parent(split[d]) if d + 1 < len(split) else np.array([], dtype=int)
        for i, is_split in enumerate(split[d]):
            if is_split:
                level.append(sorted(sum((members[0][j] for j in np.flatnonzero(parent == i)), [])))
            else:
                level.append([leaves])
                leaves += 1
        members.insert(0, level)
    for level in members:
        for m in level:
            row = np.zeros(leaves)
            row[m] = 1
            rows.append(row)
    return np.array(rows), leaves


def test_the_estimate_is_the_weighted_least_squares_one():
    """Against the brute-force generalised least squares over the leaves, with some internal
    nodes unobserved; and the variances against the covariance (AᵀWA)⁻¹."""
    rng = np.random.default_rng(5)
    sizes = [len(s) for s in SPLIT]
    observed = [rng.normal(10, 5, n) for n in sizes]
    variance = [rng.uniform(1, 20, n) for n in sizes]
    variance[1][1] = np.inf  # an internal node without observation
    x, p = tree_least_squares(SPLIT, observed, variance)

    design, n_leaves = dense_design(SPLIT)
    # leaves' row order in dense_design: deepest first; the tree's: depth by depth. Map by sums.
    y, v = np.concatenate(observed), np.concatenate(variance)
    keep = np.isfinite(v)
    weights = 1 / v[keep]
    a = design[keep]
    cov = np.linalg.inv(a.T @ (a * weights[:, None]))
    beta = cov @ (a.T @ (weights * y[keep]))
    fitted = design @ beta  # every node's estimate, in the tree's depth order
    np.testing.assert_allclose(np.concatenate(x), fitted, rtol=1e-9)
    np.testing.assert_allclose(np.concatenate(p), np.einsum("ij,jk,ik->i", design, cov, design), rtol=1e-9)


def test_only_leaves_observed_keeps_the_leaves_and_makes_parents_their_sums():
    sizes = [len(s) for s in SPLIT]
    observed = [np.arange(n, dtype=float) + 1 for n in sizes]
    variance = [np.where(s, np.inf, 3.0) for s in SPLIT]
    x, p = tree_least_squares(SPLIT, observed, variance)
    for d, s in enumerate(SPLIT):
        np.testing.assert_allclose(x[d][~s], observed[d][~s])
        np.testing.assert_allclose(p[d][~s], 3.0)
        if d + 1 < len(SPLIT):
            sums = np.bincount(children_parent(s), weights=x[d + 1], minlength=len(s))
            np.testing.assert_allclose(x[d][s], sums[s])


DOMAIN = Domain(0, 0, 100, 100)


def clustered(n=20_000, seed=3):
    rng = np.random.default_rng(seed)
    return rng.normal(30, 6, n).clip(0, 100), rng.normal(70, 6, n).clip(0, 100)


@pytest.mark.parametrize("epsilon,share,depth", [(1.0, 0.3, 5), (0.2, 0.5, 2), (2.0, 0.1, 30)])
def test_the_internal_nodes_and_the_leaves_spend_epsilon(epsilon, share, depth):
    x, y = clustered()
    syn = privtree(x, y, DOMAIN, epsilon, np.random.default_rng(2), internal_share=share,
                   internal_depth=depth)
    steps = syn.ledger.as_dict()["steps"]
    names = [s["step"] for s in steps]
    internal = [s for s in steps if s["step"].startswith("internal node counts")]
    assert names[0] == "split decisions" and names[-1] == "leaf counts"
    assert 1 <= len(internal) <= depth
    counts_eps = epsilon - steps[0]["epsilon"]
    for s in internal:
        assert s["epsilon"] == pytest.approx(share * counts_eps / len(internal))
    spent = sum(Fraction(s["epsilon"]) for s in steps)
    assert spent <= Fraction(epsilon) and float(Fraction(epsilon) - spent) <= 1e-12 * epsilon
    assert syn.params["internal_share"] == share and syn.params["internal_depth"] == depth


def test_a_point_changes_its_leaf_by_one_and_nothing_else():
    """Two data sets differing in one point, the same seed (the same tree, the same noise draws):
    the point adds 1 to one node per released depth on its path, data the least squares fits
    exactly, so the release differs by exactly 1 in the point's leaf — the internal counts carry
    the point with the sensitivity the ledger booked, and nothing else."""
    x, y = clustered()
    a = privtree(x, y, DOMAIN, 1.0, np.random.default_rng(9), internal_share=0.3)
    b = privtree(np.r_[x, 31.0], np.r_[y, 69.0], DOMAIN, 1.0, np.random.default_rng(9), internal_share=0.3)
    np.testing.assert_array_equal(a.rects, b.rects)
    leaf = (a.rects[:, 0] <= 31) & (31 < a.rects[:, 2]) & (a.rects[:, 1] <= 69) & (69 < a.rects[:, 3])
    np.testing.assert_allclose(b.counts - a.counts, leaf.astype(float), atol=1e-9)


@pytest.mark.slow
def test_large_queries_get_less_noise_than_the_sum_of_their_leaves():
    """The point of the internal counts: the noise of the estimate of a quadrant (a large query)
    over many releases with the tree fixed by a generous split budget, against the leaves alone."""
    x, y = clustered(40_000)
    quadrant = np.array([[0.0, 50.0, 50.0, 100.0]])
    truth = ((x < 50) & (y >= 50)).sum()
    spread = {}
    for share in (0.0, 0.4):
        answers = [privtree(x, y, DOMAIN, 0.2, np.random.default_rng(100 + i), internal_share=share).answer(quadrant)[0]
                   for i in range(40)]
        spread[share] = np.sqrt(np.mean((np.array(answers) - truth) ** 2))
    assert spread[0.4] < 0.7 * spread[0.0], spread


def test_bad_internal_share_is_refused():
    x, y = clustered(100)
    for share in (-0.1, 1.0):
        with pytest.raises(ValueError):
            privtree(x, y, DOMAIN, 1.0, np.random.default_rng(0), internal_share=share)


@pytest.mark.slow
@pytest.mark.parametrize("k", [None, 3], ids=["point", "user_bound"])
def test_a_quadrant_has_the_noise_of_the_booked_epsilons(k):
    """The noise of a large query, measured over 300 releases of a tree fixed by dense points
    (every node above depth 3 splits), against the variance that the least squares over the
    leaves and the booked internal counts must have: each step's noise the exact discrete
    Laplace of the ε the ledger records (Δ = k, each user holding k points at one place),
    combined by brute-force generalised least squares here. Internal counts drawn with more ε
    than booked, or ignoring k, make the quadrant too precise."""
    from spatialdp.core.noise import discrete_laplace_variance, effective_scale

    m, per_cell = 16, 200
    centres = (np.arange(m) + 0.5) * 100 / m
    cx, cy = np.meshgrid(centres, centres)
    x, y = np.repeat(cx.ravel(), per_cell), np.repeat(cy.ravel(), per_cell)
    bound = {} if k is None else {"user_ids": np.arange(len(x)) // k, "max_per_user": k}
    quadrant = np.array([[0.0, 50.0, 50.0, 100.0]])
    truth = ((x < 50) & (y >= 50)).sum()
    errors, ledger = [], None
    for seed in range(200):
        syn = privtree(x, y, DOMAIN, 1.0, np.random.default_rng(seed), max_depth=3, internal_share=0.5, **bound)
        assert len(syn.counts) == 64
        errors.append(syn.answer(quadrant)[0] - truth)
        ledger = syn.ledger.as_dict()["steps"]
    booked = {s["step"]: s["epsilon"] for s in ledger}
    split = [np.ones(1, bool), np.ones(4, bool), np.ones(16, bool), np.zeros(64, bool)]
    design, _ = dense_design(split)
    v = np.concatenate([np.full(4 ** d, discrete_laplace_variance(effective_scale(
        k or 1, booked[f"internal node counts, depth {d}" if d < 3 else "leaf counts"]))) for d in range(4)])
    cov = np.linalg.inv(design.T @ (design / v[:, None]))
    # the quadrant x < 50, y ≥ 50 is one depth-1 node; its row in the design
    row = [r for r in design[1:5] if r @ np.ones(len(r)) == 16]
    expected = min(r @ cov @ r for r in row)  # every quadrant has the same variance
    measured = np.mean(np.square(errors))
    assert 0.7 * expected <= measured <= 1.4 * expected, (measured, expected)
