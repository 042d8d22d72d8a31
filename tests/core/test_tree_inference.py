"""Least squares over PrivTree's tree (core/mechanisms/tree_inference.py; issue 29)."""

from fractions import Fraction

import numpy as np
import pytest

from spatialdp.core import Domain
from spatialdp.core.mechanisms.privtree import privtree
from spatialdp.core.mechanisms.tree_inference import (children_parent, coarse_depth, counted_tree, even_coarse_depth,
                                                      tree_least_squares)

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


@pytest.mark.parametrize("epsilon,share,depth", [(1.0, 0.3, None), (0.2, 0.5, 2), (2.0, 0.1, None), (1.0, 0.3, 4)])
def test_the_coarse_nodes_and_the_leaves_spend_epsilon(epsilon, share, depth):
    """One step for the split nodes of one depth (the given one or the released tree's coarse
    depth) with the share of the counts' ε, the leaves the rest: ε in total."""
    x, y = clustered()
    syn = privtree(x, y, DOMAIN, epsilon, np.random.default_rng(2), internal_share=share,
                   internal_depth=depth)
    steps = syn.ledger.as_dict()["steps"]
    names = [s["step"] for s in steps]
    assert names[0] == "split decisions" and names[-1] == "leaf counts"
    internal = [s for s in steps if s["step"].startswith("internal node counts")]
    assert len(internal) == 1 and len(steps) == 3
    used = syn.params["internal_depth"]
    assert internal[0]["step"] == f"internal node counts, depth {used}"
    assert used == depth if depth is not None else used >= 1
    counts_eps = epsilon - steps[0]["epsilon"]
    assert internal[0]["epsilon"] == pytest.approx(share * counts_eps)
    spent = sum(Fraction(s["epsilon"]) for s in steps)
    assert spent <= Fraction(epsilon) and float(Fraction(epsilon) - spent) <= 1e-12 * epsilon
    assert syn.params["internal_share"] == share


@pytest.mark.parametrize("depth,share", [(0, 0.05), (1, 0.05), (2, 0.15), (3, 0.3), (5, 0.3), (None, None)])
def test_the_default_coarse_share_follows_the_coarse_depth(depth, share):
    """Coarse nodes of a quarter (depth 1) or a sixteenth (depth 2) of the extent lie inside few
    queries: the default books 0.05 and 0.15 of the counts' ε for them, 0.3 from depth 3, read
    from the ledger of the release (the depth given, or the released tree's)."""
    x, y = clustered(20_000)
    syn = privtree(x, y, DOMAIN, 1.0, np.random.default_rng(3), internal_depth=depth)
    steps = syn.ledger.as_dict()["steps"]
    used = syn.params["internal_depth"]
    internal = [s for s in steps if s["step"].startswith("internal node counts")]
    expected = share if depth is not None else (0.05, 0.05, 0.15, 0.3)[min(used, 3)]
    assert internal[0]["epsilon"] == pytest.approx(expected * (1.0 - steps[0]["epsilon"]))
    assert syn.params["internal_share"] == expected


def test_the_evenly_spread_coarse_depth_is_the_full_trees():
    """The guide's coarse depth of a full tree (no tree built) is :func:`coarse_depth` of that tree."""
    for depth in range(7):
        full = [np.ones(4 ** d, dtype=bool) for d in range(depth)] + [np.zeros(4 ** depth, dtype=bool)]
        assert even_coarse_depth(depth) == coarse_depth(full), depth


def test_the_coarse_depth_is_the_deepest_whose_split_nodes_hold_enough_leaves():
    # SPLIT: depth 0 holds 10 leaves below it (1 node), depth 1: 7 (1), depth 2: 4 (1)
    assert coarse_depth(SPLIT, leaves_per_node=4) == 2
    assert coarse_depth(SPLIT, leaves_per_node=7) == 1
    assert coarse_depth(SPLIT, leaves_per_node=10) == 0
    assert coarse_depth(SPLIT, leaves_per_node=11) is None
    assert coarse_depth([np.zeros(1, dtype=bool)]) is None  # the root alone
    # a small dense spot deep down (one split node over 13 leaves at depth 2) is not the coarse
    # depth when depth 1 already falls short (4 split nodes over 28 leaves)
    deep = [np.array([True]), np.ones(4, dtype=bool), np.r_[True, np.zeros(15, dtype=bool)],
            np.r_[True, True, True, False], np.zeros(12, dtype=bool)]
    assert coarse_depth(deep, leaves_per_node=12) == 0


def test_without_a_coarse_depth_the_leaves_get_all_the_counts_epsilon():
    """A few points, the paper's θ: no depth has split nodes over 32 leaves on average, so no coarse counts;
    the leaves get the whole rest of ε (no share of it is lost); a depth with no split node
    given by hand is the same."""
    x, y = clustered(60)
    for depth in (None, 25):
        syn = privtree(x, y, DOMAIN, 1.0, np.random.default_rng(4), internal_depth=depth, theta=0)
        steps = syn.ledger.as_dict()["steps"]
        assert [s["step"] for s in steps] == ["split decisions", "leaf counts"]
        assert steps[1]["epsilon"] == pytest.approx(1.0 - steps[0]["epsilon"])
        assert syn.params["internal_depth"] is None


def test_the_default_releases_coarse_counts_and_a_table_does_not():
    x, y = clustered()
    syn = privtree(x, y, DOMAIN, 1.0, np.random.default_rng(2))
    assert syn.params["internal_depth"] >= 1 and syn.params["internal_share"] in (0.05, 0.15, 0.3)
    paper = privtree(x, y, DOMAIN, 1.0, np.random.default_rng(2), internal_share=0)
    assert [s["step"] for s in paper.ledger.as_dict()["steps"]] == ["split decisions", "leaf counts"]


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
    for depth in (-1, 2.5):
        with pytest.raises(ValueError, match="coarse depth"):
            privtree(x, y, DOMAIN, 1.0, np.random.default_rng(0), internal_depth=depth)


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
        syn = privtree(x, y, DOMAIN, 1.0, np.random.default_rng(seed), max_depth=3, internal_share=0.5,
                       internal_depth=1, **bound)
        assert len(syn.counts) == 64
        errors.append(syn.answer(quadrant)[0] - truth)
        ledger = syn.ledger.as_dict()["steps"]
    booked = {s["step"]: s["epsilon"] for s in ledger}
    split = [np.ones(1, bool), np.ones(4, bool), np.ones(16, bool), np.zeros(64, bool)]
    design, _ = dense_design(split)
    assert set(booked) == {"split decisions", "internal node counts, depth 1", "leaf counts"}
    step = {1: "internal node counts, depth 1", 3: "leaf counts"}  # depths 0 and 2: not observed
    v = np.concatenate([np.full(4 ** d, discrete_laplace_variance(effective_scale(k or 1, booked[step[d]]))
                                if d in step else np.inf) for d in range(4)])
    seen = np.isfinite(v)
    cov = np.linalg.inv(design[seen].T @ (design[seen] / v[seen, None]))
    # the quadrant x < 50, y ≥ 50 is one depth-1 node; its row in the design
    row = [r for r in design[1:5] if r @ np.ones(len(r)) == 16]
    expected = min(r @ cov @ r for r in row)  # every quadrant has the same variance
    measured = np.mean(np.square(errors))
    assert 0.7 * expected <= measured <= 1.4 * expected, (measured, expected)


# ---------------------------------------------------------------- the counted tree


def test_a_tree_within_the_bound_is_counted_whole():
    kept, counted = counted_tree(SPLIT, 10, below=1)  # 10 leaves
    assert all(k.all() for k in kept)
    for c, s in zip(counted, SPLIT):
        np.testing.assert_array_equal(c, s)


@pytest.mark.parametrize("most,below,cells", [(9, 1, 7), (7, 2, 7), (5, 1, 4), (2, 1, 4), (0, 2, 7)])
def test_a_larger_tree_is_cut_at_the_deepest_depth_that_fits_never_above_the_bound(most, below, cells):
    """SPLIT cut at depth 1 has 4 leaves, at depth 2 7, whole 10; a cut never lies above ``below``
    (the coarse depth's children) even when the bound asks for fewer."""
    kept, counted = counted_tree(SPLIT, most, below=below)
    assert sum(int((~c).sum()) for c in counted) == cells
    for d, (k, c) in enumerate(zip(kept, counted)):
        assert len(k) == len(SPLIT[d]) and len(c) == int(k.sum())
        assert not (c & ~SPLIT[d][k]).any()  # the counted tree splits only where the released one did


def test_at_the_cut_the_nodes_with_most_leaves_below_stay_split():
    """Depth 1 has two split nodes, the first over 4 leaves, the second over 7: a bound of 7
    leaves the cut at depth 1 (4 leaves) with room for one more split (3 leaves): the second's,
    whatever the coarse count above says."""
    split = [np.array([True]), np.array([True, True, False, False]),
             np.r_[np.zeros(4, dtype=bool), True, np.zeros(3, dtype=bool)], np.zeros(4, dtype=bool)]
    for coarse in (None, np.array([5.0])):
        kept, counted = counted_tree(split, 7, below=1, coarse=coarse)
        np.testing.assert_array_equal(counted[1], [False, True, False, False])
        np.testing.assert_array_equal(kept[2], np.r_[np.zeros(4, dtype=bool), np.ones(4, dtype=bool)])
        assert not counted[2].any() and not kept[3].any()


def test_among_nodes_as_full_those_under_the_larger_coarse_count_stay_split():
    """Every node to depth 2 splits (64 leaves); the coarse depth is 1, its four nodes' noisy
    counts given. A bound of 22 cuts at depth 2 (16 cells) with room for two more splits, and all
    16 depth-2 nodes hold 4 leaves: the two that stay split are under the largest coarse count
    (the fourth depth-1 node: depth-2 nodes 12 and 13), not the first two in Morton order."""
    split = [np.array([True]), np.ones(4, dtype=bool), np.ones(16, dtype=bool), np.zeros(64, dtype=bool)]
    kept, counted = counted_tree(split, 22, below=2, coarse=np.array([3.0, 40.0, -2.0, 41.0]))
    assert np.flatnonzero(counted[2]).tolist() == [12, 13]
    assert np.flatnonzero(kept[3]).tolist() == list(range(48, 56))
    kept, counted = counted_tree(split, 22, below=2)  # no coarse counts: Morton order
    assert np.flatnonzero(counted[2]).tolist() == [0, 1]


def test_the_counted_tree_follows_the_noisy_total_not_the_true_one():
    """A tree fixed by a very low θ (every node to depth 3 splits: 64 leaves) over 3,776 points
    evenly spread, ε = 0.1, coarse share 0.3: the coarse depth is the root, and the bound
    N̂·ε_leaves/5 is 37.005 for the true N, just above a step of the cut (16 cells + 3 per node
    left split). The cells released vary between 34 and 37 across seeds as the noisy total does; read from the true
    total they would always be 37 (and would tell N). They partition the extent and are nodes
    of the tree, and the ledger books the three steps."""
    centres = (np.arange(8) + 0.5) * 100 / 8
    cx, cy = np.meshgrid(centres, centres)
    x, y = np.repeat(cx.ravel(), 59), np.repeat(cy.ravel(), 59)
    cells = set()
    for seed in range(60):
        syn = privtree(x, y, DOMAIN, 0.1, np.random.default_rng(seed), max_depth=3, theta=-10**6,
                       internal_share=0.3)
        assert syn.params["leaves"] == 64 and syn.params["internal_depth"] == 0
        assert syn.params["cells"] == len(syn.counts) <= 64
        assert syn.areas.sum() == pytest.approx(DOMAIN.area)
        np.testing.assert_allclose(syn.rects[:, 2] - syn.rects[:, 0], 100 / 2.0 ** syn.level)
        assert [s["step"] for s in syn.ledger.as_dict()["steps"]] == \
            ["split decisions", "internal node counts, depth 0", "leaf counts"]
        cells.add(len(syn.counts))
    assert {34, 37} <= cells <= {31, 34, 37, 40}, cells


@pytest.mark.slow
def test_a_pruned_release_has_the_noise_its_cells_state():
    """A tree fixed by a very low θ (every node to depth 5: 1,024 leaves) over two clusters at
    ε = 0.02, where the bound N̂·ε_leaves/5 allows about 300 cells: the released cells are nodes
    of the quadtree that partition the extent, and each one's count minus the true count of its
    rectangle, over its stated noise_sd, has mean square about 1 (cells and estimates misaligned,
    or margins computed for other cells, would be far off)."""
    rng = np.random.default_rng(11)
    n = 150_000
    x = np.r_[rng.normal(25, 5, n // 2), rng.uniform(0, 100, n // 2)].clip(0, 99.999)
    y = np.r_[rng.normal(70, 5, n // 2), rng.uniform(0, 100, n // 2)].clip(0, 99.999)
    z = []
    for seed in range(6):
        syn = privtree(x, y, DOMAIN, 0.02, np.random.default_rng(seed), max_depth=5, theta=-10**6)
        assert syn.params["leaves"] == 1024 and 100 < syn.params["cells"] < 1024
        assert syn.areas.sum() == pytest.approx(DOMAIN.area)
        r = syn.rects
        np.testing.assert_allclose(r[:, 2] - r[:, 0], 100 / 2.0 ** syn.level)
        np.testing.assert_allclose(r[:, 0] / (r[:, 2] - r[:, 0]) % 1, 0, atol=1e-9)  # on the quadtree's grid
        inside = (x[:, None] >= r[:, 0]) & (x[:, None] < r[:, 2]) & (y[:, None] >= r[:, 1]) & (y[:, None] < r[:, 3])
        assert (inside.sum(axis=1) == 1).all()  # every point in exactly one cell
        z.append((syn.counts - inside.sum(axis=0)) / np.sqrt(syn.uncertainty.variance))
    z = np.concatenate(z)
    assert 0.8 < np.mean(z ** 2) < 1.25, np.mean(z ** 2)
