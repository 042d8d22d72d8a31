"""PrivTree (core.mechanisms.privtree) measured from outside (docs/privtree.md).

The expected behaviour is written here from the paper's public formulas with
exact discrete noise: the split decisions draw DLap(λ), λ = (2β−1)/(β−1)·Δ/ε_tree
= 7Δ/(3·ε_tree) for the quadtree (rounded up to the sampler's 2^-20 grid), a
node of depth d with c points splits iff max(c − d·δ, θ − δ) + η > θ with
δ = ⌈λ·ln 4⌉, and the leaves' counts get DLap(Δ/ε_leaves). Split frequencies
are compared with these probabilities (Hoeffding), the leaves' released
minus true counts with the discrete Laplace pmf (DKW and variance, from
test_privacy_behaviour). Nothing is compared with the code's own functions.
"""

import math
from fractions import Fraction

import numpy as np
import pytest

from spatialdp.core import Domain, make_rng, privtree
from spatialdp.core.mechanisms.privtree import THETA
from spatialdp.core.noise import discrete_laplace_variance, effective_scale

from .test_privacy_behaviour import (
    DOMAIN, assert_dlap, bound_args, cell_centres, hoeffding_margin, sensitivity_of, users_in_cells,
)


def split_scale(sensitivity, eps_tree):
    """λ = 7Δ/(3ε_tree), rounded up to a multiple of 2^-20 as the sampler documents."""
    return math.ceil(Fraction(7 * sensitivity, 3) / Fraction(eps_tree) * 2**20) / 2**20


def depth_bias(lam):
    return math.ceil(lam * math.log(4))


def p_exceeds(lam, threshold):
    """P[η > threshold] for η ~ DLap(λ) and an integer threshold."""
    p = math.exp(-1 / lam)
    if threshold >= 0:
        return p ** (threshold + 1) / (1 + p)
    return 1 - p ** (-threshold) / (1 + p)


def assert_frequency(hits, runs, expected, what):
    frequency = hits / runs
    margin = hoeffding_margin(runs)
    assert abs(frequency - expected) <= margin, (
        f"{what}: split in {frequency:.3f} of {runs} runs, expected {expected:.3f} ± {margin:.3f}")


# ---------------------------------------------------------------- the ledger


@pytest.mark.parametrize("epsilon,share", [(1.0, 0.5), (0.1, 0.3), (0.7, 0.9), (3.3, 0.01)])
def test_the_two_steps_spend_epsilon(epsilon, share):
    rng = np.random.default_rng(1)
    syn = privtree(rng.uniform(0, 100, 500), rng.uniform(0, 100, 500), DOMAIN, epsilon,
                   np.random.default_rng(2), tree_share=share, internal_share=0)  # the paper's two steps
    steps = syn.ledger.as_dict()["steps"]
    assert [s["step"] for s in steps] == ["split decisions", "leaf counts"]
    assert steps[0]["epsilon"] == share * epsilon
    spent = sum(Fraction(s["epsilon"]) for s in steps)  # the rest is rounded down to a float
    assert spent <= Fraction(epsilon) and float(Fraction(epsilon) - spent) <= 1e-15 * epsilon
    assert syn.ledger.unit == "point"


def test_leaves_partition_the_extent_and_keep_their_depth():
    rng = np.random.default_rng(3)
    x, y = rng.normal(30, 4, 20_000).clip(0, 100), rng.normal(70, 4, 20_000).clip(0, 100)
    syn = privtree(x, y, DOMAIN, 1.0, np.random.default_rng(4))
    assert syn.is_leaf.all() and (syn.parent == -1).all()
    assert syn.areas.sum() == pytest.approx(DOMAIN.area)
    side = DOMAIN.width / 2.0 ** syn.level
    np.testing.assert_allclose(syn.rects[:, 2] - syn.rects[:, 0], side)
    assert syn.level.max() > 4 and syn.level.min() < syn.level.max()  # adaptive: cells follow data


# ---------------------------------------------------------------- the leaves' noise


@pytest.mark.slow
@pytest.mark.parametrize("k,per_user,epsilon,share", [
    (None, 1, 1.0, 0.5), (3, 5, 0.5, 0.5), (np.int64(13), 15, 2.0, 0.25),
])
def test_leaf_noise_has_scale_k_over_epsilon_leaves(k, per_user, epsilon, share):
    """Released minus true count of every leaf, the truth counted here from the leaf's
    rectangle (users sit at centres of a 64×64 grid, never on a quadtree edge)."""
    m = 64
    noise = []
    for seed in range(4):
        x, y, ids, bounded = users_in_cells(m, 8_000, per_user, seed=10 + seed)
        syn = privtree(x, y, DOMAIN, epsilon, np.random.default_rng(20 + seed), tree_share=share,
                       max_depth=6, internal_share=0, theta=THETA, **bound_args(k, ids))  # the paper's leaves
        cx, cy = cell_centres(np.arange(m * m), m)
        r = syn.rects
        inside = (cx >= r[:, :1]) & (cx < r[:, 2:3]) & (cy >= r[:, 1:2]) & (cy < r[:, 3:4])
        assert (inside.sum(axis=0) == 1).all()
        noise.append(syn.counts - inside @ bounded(k))
    noise = np.concatenate(noise)
    assert noise.size > 1_000
    assert_dlap(noise, sensitivity_of(k), epsilon - share * epsilon, "PrivTree leaves")


# ---------------------------------------------------------------- the split decisions

RUNS = 3_000
#: the paper's share of ε for the splits (the default is 0.3 since issue 29): the split tests
#: below compute its λ for ε/2
PAPER_SHARE = 0.5


def split_rate(x, y, epsilon, max_depth, k=None, ids=None, seed=0, theta=THETA):
    """How often the root splits, and how often its south-west quadrant splits (given the root
    did), over RUNS releases: read from the released leaves' depths and corners only (the
    paper's θ = 0 unless ``theta``; None: the default). The leaves alone are counted, so the
    released cells are the tree's leaves (the coarse counts may prune it: tree_inference)."""
    rng = np.random.default_rng(seed)
    root = quadrant = 0
    for _ in range(RUNS):
        syn = privtree(x, y, DOMAIN, epsilon, rng, max_depth=max_depth, tree_share=PAPER_SHARE, theta=theta,
                       internal_share=0, **bound_args(k, ids))
        if syn.level.max() >= 1:
            root += 1
            south_west = (syn.rects[:, 2] <= 50) & (syn.rects[:, 3] <= 50)
            quadrant += bool(syn.level[south_west].max() >= 2)
    return root, quadrant


@pytest.mark.slow
@pytest.mark.parametrize("n,k,per_user,epsilon", [
    (0, None, 1, 1.0), (4, None, 1, 1.0), (2, 3, 4, 0.6), (5, np.int32(2), 3, 2.0),
])
def test_the_root_splits_with_the_probability_of_its_noisy_count(n, k, per_user, epsilon):
    """Depth 0: P[split] = P[N + η > 0], η ~ DLap(7Δ/(3·ε/2)) — k scales the split noise."""
    x, y = np.full(n * per_user, 10.0), np.full(n * per_user, 10.0)
    ids = np.repeat(np.arange(n), per_user)
    root, _ = split_rate(x, y, epsilon, 1, k, ids, seed=n)
    kept = n * min(per_user, sensitivity_of(k)) if k is not None else n * per_user
    lam = split_scale(sensitivity_of(k), epsilon / 2)
    assert_frequency(root, RUNS, p_exceeds(lam, -kept), f"root with N = {kept}")


@pytest.mark.slow
def test_a_child_is_biased_by_its_depth():
    """The root (N ≫ λ) always splits; its south-west child holds c = δ points, so at depth 1
    its biased count is c − δ = 0 and it splits with P[η > 0], not P[δ + η > 0]."""
    lam = split_scale(1, 0.5)
    delta = depth_bias(lam)
    far = 60 * delta
    x = np.r_[np.full(delta, 10.0), np.full(far, 90.0)]
    y = np.r_[np.full(delta, 10.0), np.full(far, 90.0)]
    root, quadrant = split_rate(x, y, 1.0, 2, seed=5)
    assert root == RUNS
    assert_frequency(quadrant, RUNS, p_exceeds(lam, 0), f"depth-1 node with c = δ = {delta}")


@pytest.mark.slow
def test_empty_nodes_split_only_when_the_noise_exceeds_delta():
    """An empty child's biased count is floored at θ − δ: it splits with P[η > δ]."""
    lam = split_scale(1, 0.5)
    x = y = np.full(5_000, 90.0)
    root, quadrant = split_rate(x, y, 1.0, 2, seed=6)
    assert root == RUNS
    assert_frequency(quadrant, RUNS, p_exceeds(lam, depth_bias(lam)), "empty depth-1 node")


@pytest.mark.slow
def test_the_default_threshold_counts_the_bias_from_depth_two():
    """The default θ = −2δ: an empty depth-1 node's biased count max(0 − δ, θ − δ) = −δ meets θ
    when η > −δ, so it splits with P[η > −δ] (the paper's θ = 0: P[η > δ], above)."""
    lam = split_scale(1, 0.5)
    x = y = np.full(5_000, 90.0)
    root, quadrant = split_rate(x, y, 1.0, 2, seed=8, theta=None)
    assert root == RUNS
    assert_frequency(quadrant, RUNS, p_exceeds(lam, -depth_bias(lam)), "empty depth-1 node, θ = −2δ")


@pytest.mark.slow
def test_the_default_threshold_keeps_the_floor_of_the_biased_counts():
    """Deep in the tree the default θ = −2δ keeps the paper's floor θ − δ: an empty node at depth
    4 (c − 4δ = −4δ, floored at −3δ) splits with P[η > δ], as an empty node does under θ = 0.
    Without the floor it would split with P[η > 2δ], and each empty node on a point's path would
    cost 1/λ more: the theorem's geometric series needs the floor."""
    lam = split_scale(1, 0.5)
    delta = depth_bias(lam)
    x = y = np.full(60 * delta, 1.0)  # a cluster in the south-west corner: its chain splits to depth 4
    rng = np.random.default_rng(9)
    splits = 0
    for _ in range(RUNS):
        syn = privtree(x, y, DOMAIN, 1.0, rng, max_depth=5, tree_share=PAPER_SHARE, internal_share=0)
        # the empty depth-4 node [6.25, 12.5]² beside the cluster's
        inside = (syn.rects[:, 0] >= 6.25) & (syn.rects[:, 2] <= 12.5) & (syn.rects[:, 1] >= 6.25) & \
            (syn.rects[:, 3] <= 12.5)
        assert inside.any() and syn.level[inside].min() >= 4
        splits += bool(syn.level[inside].max() == 5)
    assert_frequency(splits, RUNS, p_exceeds(lam, delta), "empty depth-4 node, θ = −2δ")


def worst_path_losses(lam, delta, theta, depths=30):
    """The exact privacy losses of PrivTree's split decisions for one added point, maximised
    over every root-to-leaf path: counts c_0 ≥ c_1 ≥ … (one per depth), DLap(λ) noise.

    ``(internal, leaf)``: the largest Σ ln(P[split | c+1] / P[split | c]) over a path's split
    nodes, and the largest ln(P[not split | c] / P[not split | c+1]) of its leaf
    (docs/privtree.md: the other factors are ≤ 1)."""
    p = math.exp(-1 / lam)

    def log_split(t):  # ln P[η > t]; η integer, so η > t ⇔ η ≥ ⌊t⌋ + 1
        t = math.floor(t)
        return (t + 1) * math.log(p) - math.log1p(p) if t >= 0 else math.log1p(-p ** -t / (1 + p))

    def log_stay(t):  # ln P[η ≤ t]
        t = math.floor(t)
        return -t * math.log(p) - math.log1p(p) if t < 0 else math.log1p(-p ** (t + 1) / (1 + p))

    def biased(c, d):
        return max(c - d * delta, theta - delta)

    top = int(depths * delta + 40 * lam) + 2
    below = [0.0] * top  # the worst loss of the path under a node of count c (deeper first)
    leaf = 0.0
    for d in range(depths, -1, -1):
        worst_child, row = 0.0, []
        for c in range(top):
            worst_child = max(worst_child, below[c])  # a child holds at most its parent's points
            split = log_split(theta - biased(c + 1, d)) - log_split(theta - biased(c, d))
            row.append(max(0.0, split + worst_child))
            leaf = max(leaf, log_stay(theta - biased(c, d)) - log_stay(theta - biased(c + 1, d)))
        below = row
    return max(below), leaf


@pytest.mark.parametrize("theta", [None, THETA], ids=["default", "paper"])
@pytest.mark.parametrize("epsilon,k,per_user", [(0.2, None, 1), (1.0, None, 1), (4.0, 3, 3),
                                                (20.0, None, 1)])
def test_the_recorded_lambda_and_delta_keep_every_path_within_epsilon_tree(epsilon, k, per_user, theta):
    """Whatever the depth, one point's split decisions cost at most ε_tree/Δ (a user's k
    points then ε_tree by group privacy), for the λ, δ and θ the release records (the default
    θ = −2δ and the paper's 0)."""
    x = y = np.full(3 * per_user, 5.0)
    syn = privtree(x, y, DOMAIN, epsilon, np.random.default_rng(1), max_depth=2, tree_share=PAPER_SHARE,
                   theta=theta, **bound_args(k, np.repeat(np.arange(3), per_user)))
    assert syn.params["theta"] == (-2 * syn.params["depth_bias"] if theta is None else theta)
    lam, delta = syn.params["split_scale"], syn.params["depth_bias"]
    internal, leaf = worst_path_losses(lam, delta, syn.params["theta"])
    eps_tree = syn.ledger.as_dict()["steps"][0]["epsilon"]
    assert max(internal, leaf) <= eps_tree / sensitivity_of(k) * (1 + 1e-9), (internal, leaf)


def test_the_depth_cap_stops_the_tree_and_is_recorded():
    x = y = np.full(100_000, 12.3)
    syn = privtree(x, y, Domain(0, 0, 100, 100), 1.0, np.random.default_rng(7), max_depth=9)
    assert syn.level.max() == 9 and syn.params["max_depth"] == 9


def test_a_release_holds_one_array_of_the_points_paths_at_a_time():
    """The points' paths (8 bytes each) are PrivTree's largest arrays; the last pass gathers the
    paths it keeps into those same paths, not into a copy of them (issue 31: 80 MB at 10M points).
    Measured from outside: the memory numpy allocates during the release, on 2M points of which
    most lie in nodes split past the first pass's ten levels (with a copy: 4.0 × the paths)."""
    import tracemalloc

    rng = np.random.default_rng(5)
    n = 2_000_000
    x = np.clip(rng.normal(rng.uniform(10, 90, 40).repeat(n // 40), 2.0), 0, 100)
    y = np.clip(rng.normal(rng.uniform(10, 90, 40).repeat(n // 40), 2.0), 0, 100)
    tracemalloc.start()
    try:
        syn = privtree(x, y, Domain(0, 0, 100, 100), 1.0, np.random.default_rng(1))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert syn.level.max() > 10  # a second pass ran
    assert peak < 3.5 * 8 * n, peak / (8 * n)


def test_the_cell_limit_stops_the_tree_before_the_next_noise(monkeypatch):
    from spatialdp.core import domain

    monkeypatch.setattr(domain, "MAX_CELLS", 100)
    with pytest.raises(domain.GridTooLargeError, match="lower the maximum depth"):
        privtree(np.zeros(3), np.zeros(3), DOMAIN, 1.0, np.random.default_rng(0), theta=-1000)


def test_bad_parameters_are_refused():
    x = y = np.zeros(3)
    for kwargs in ({"tree_share": 1.0}, {"tree_share": 0}, {"theta": 0.5}, {"max_depth": -1},
                   {"max_depth": 32}):
        with pytest.raises(ValueError):
            privtree(x, y, DOMAIN, 1.0, np.random.default_rng(0), **kwargs)


def test_guide_predicts_the_depth_of_evenly_spread_points():
    """The Guidance entry's depth for evenly spread points is where a real tree stops (most leaves)."""
    from spatialdp.core.guidelines import guidance

    n, eps = 60_000, 1.0
    rng = np.random.default_rng(11)
    s = privtree(rng.uniform(0, 1, n), rng.uniform(0, 1, n), Domain(0, 0, 1, 1), eps, make_rng(2))
    g = guidance("PrivTree", n, eps)
    assert np.bincount(s.level).argmax() == g.sizes["depth (evenly spread)"]
    assert g.notes[0].startswith(f"split noise λ = {s.params['split_scale']:.3g}, depth bias δ = "
                                 f"{s.params['depth_bias']}")
    # the leaves' raw noise: the ε booked for their counts (the least squares over the tree only lowers it)
    booked = {step["step"]: step["epsilon"] for step in s.ledger.as_dict()["steps"]}
    assert g.noise_sd == pytest.approx(np.sqrt(discrete_laplace_variance(effective_scale(1, booked["leaf counts"]))),
                                       rel=1e-3)
    assert (s.uncertainty.variance <= g.noise_sd ** 2 * (1 + 1e-9)).all()
    assert any(note.startswith("coarse counts: 0.3") for note in g.notes)


# ---------------------------------------------------------------- the same releases as before issue 31


def release_datasets():
    """Points of several shapes (uniform, one tight cluster, integers on the cuts of an integer
    extent and on its edges, a city in the Web Mercator world, an odd extent with points outside
    it, users bounded to k = 3, a shallow tree with θ > 0), as ``(name, x, y, domain, kwargs)``."""
    r = np.random.default_rng(2026)
    d100 = Domain(0, 0, 100, 100)
    yield "uniform", r.uniform(0, 100, 20_000), r.uniform(0, 100, 20_000), d100, {}
    cx, cy = r.normal(30, 3, 60_000).clip(0, 100), r.normal(70, 0.5, 60_000).clip(0, 100)
    yield "clustered", cx, cy, d100, {}
    lx, ly = r.integers(0, 1001, 40_000).astype(float), r.integers(0, 1001, 40_000).astype(float)
    lx[:4000], ly[4000:8000], lx[8000:9000], ly[9000:10000] = 500.0, 250.0, 1000.0, 0.0
    yield "lattice-on-cuts", lx, ly, Domain(0, 0, 1000, 1000), {}
    world = Domain(-20037508.342789244, -20037508.342789244, 20037508.342789244, 20037508.342789244)
    yield "mercator-city", r.normal(261_000, 3_000, 100_000), r.normal(6_250_000, 2_000, 100_000), world, {}
    yield "odd-extent-outside", r.normal(40, 15, 30_000), r.normal(30, 8, 30_000), \
        Domain(-3.7, 11.3, 97.1, 58.9), {}
    ids = r.integers(0, 3_000, 30_000)
    yield "users-k3", r.normal(50, 5, 30_000), r.normal(50, 5, 30_000), d100, \
        {"user_ids": ids, "max_per_user": 3}
    yield "shallow-theta", cx, cy, d100, {"max_depth": 3, "theta": 5, "tree_share": 0.3}


#: sha-256 (first 24 hex digits) of the leaves' rectangles, counts, depths and parents released
#: for each data set and (seed, ε) by the node-by-node descent of release 0.4.2, before the Morton
#: codes of issue 31 (generated at commit 5dd37df)
RELEASES_BEFORE_MORTON = {
    ("uniform", 1, 1.0): "10c24dbf50c1b2828e474b3c",
    ("uniform", 7, 0.2): "ae9bfec498b5bc3360b3fb39",
    ("clustered", 1, 1.0): "faa91a26ae36b3d81eb32f29",
    ("clustered", 7, 0.2): "2aac7e27b7b52650a92a6086",
    ("lattice-on-cuts", 1, 1.0): "52d9b901e83ea7e086b65810",
    ("lattice-on-cuts", 7, 0.2): "5b14ee8daa9f4b99fa39f34c",
    ("mercator-city", 1, 1.0): "7a2feeeb4b0ff1d6b72c9d81",
    ("mercator-city", 7, 0.2): "dc94240904e7f544198838b9",
    ("odd-extent-outside", 1, 1.0): "062c35f15a658b9998a8655e",
    ("odd-extent-outside", 7, 0.2): "78aa88e5e9eef9f19f488a1f",
    ("users-k3", 1, 1.0): "8f0e69cba4c0f2c883c61e39",
    ("users-k3", 7, 0.2): "30dbd0fe7a0c12d5dbc12ed4",
    ("shallow-theta", 1, 1.0): "2dbf81d27c2894951522e6da",
    ("shallow-theta", 7, 0.2): "11b93ec3fb0f1cb866e06c2e",
}


def release_digest(syn):
    import hashlib

    digest = hashlib.sha256()
    for values in (syn.rects, syn.counts, syn.level, syn.parent):
        digest.update(np.ascontiguousarray(values).tobytes())
    return digest.hexdigest()[:24]


@pytest.mark.parametrize("name,x,y,domain,kwargs", list(release_datasets()), ids=lambda v: v
                         if isinstance(v, str) else "")
def test_the_release_is_the_same_as_before_morton_codes_for_the_same_seed(name, x, y, domain, kwargs):
    """Counting by Morton codes changed how the counts are found, not the counts: every data set
    gives, bit for bit, the release of the node-by-node descent for the same seed."""
    for seed, epsilon in ((1, 1.0), (7, 0.2)):
        syn = privtree(x, y, domain, epsilon, np.random.default_rng(seed),
                       **{"tree_share": PAPER_SHARE, "internal_share": 0, "theta": THETA, **kwargs})
        assert release_digest(syn) == RELEASES_BEFORE_MORTON[(name, seed, epsilon)], (name, seed)


class FineCellCounts:
    """A count source that, like the database, answers PrivTree's passes with the counts of the
    non-empty cells of a fine grid below the nodes being split (spatialdp_qgis/privtreedb.py),
    here from the points clipped and bounded in memory; ``groups``: the cells a pass may return."""

    def __init__(self, x, y, domain, rng, groups, **unit):
        from spatialdp.core.counting import ArrayCounts

        self.points, self.groups = ArrayCounts(x, y, domain, rng, **unit), groups
        self.sensitivity, self.max_per_user, self.unit = (self.points.sensitivity, self.points.max_per_user,
                                                          self.points.unit)
        self.passes = []

    def fetch(self, base, parents, finest):
        from spatialdp.core.domain import morton_codes

        cells = morton_codes(self.points.domain, self.points.x, self.points.y, finest)
        if parents is not None:
            cells = cells[np.isin(cells >> np.uint64(2 * (finest - base)), parents)]
        self.passes.append((base, finest))
        return np.unique(cells, return_counts=True)

    def quadtree(self, max_depth):
        from spatialdp.core.mechanisms.quadtree_passes import PassCounts

        return PassCounts(self.fetch, max_depth, self.groups)


@pytest.mark.parametrize("groups", [1 << 20, 40])
@pytest.mark.parametrize("name,x,y,domain,kwargs", list(release_datasets()), ids=lambda v: v
                         if isinstance(v, str) else "")
def test_node_counts_from_fine_cells_pass_by_pass_give_the_same_release(name, x, y, domain, kwargs, groups):
    """Issue 25: PrivTree's nodes counted from the non-empty cells of fine grids, pass by pass, as
    the database counts them (a few passes, or with 40 cells a pass one or two levels each):
    bit for bit the release of the points' paths for the same seed."""
    unit = {k: v for k, v in kwargs.items() if k in ("user_ids", "max_per_user")}
    kwargs = {k: v for k, v in kwargs.items() if k not in unit}
    for seed, epsilon in ((1, 1.0), (7, 0.2)):
        rng = np.random.default_rng(seed)
        source = FineCellCounts(x, y, domain, rng, groups, **unit)
        syn = privtree(None, None, domain, epsilon, rng, counts=source,
                       **{"tree_share": PAPER_SHARE, "internal_share": 0, "theta": THETA, **kwargs})
        assert release_digest(syn) == RELEASES_BEFORE_MORTON[(name, seed, epsilon)], (name, seed)
        assert len(source.passes) > (2 if groups == 40 and name != "shallow-theta" else 0)
        # the default, with its coarse counts (issue 29): the same release as from the points
        rng = np.random.default_rng(seed)
        coarse = privtree(None, None, domain, epsilon, rng, counts=FineCellCounts(x, y, domain, rng, groups, **unit),
                          **kwargs)
        points = privtree(x, y, domain, epsilon, np.random.default_rng(seed), **unit, **kwargs)
        assert release_digest(coarse) == release_digest(points), (name, seed)
