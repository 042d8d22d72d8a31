"""Side fields, records, N estimates and the ledger measured from outside (issue 23, item 8).

A release publishes more than its counts: each cell's ``noise_sd`` and
``moe90``, the record's parameters and ledger notes, the N that sized a grid.
Each of them must be a function of released values and public parameters
only, or it leaks the true counts (a margin computed from a true count can be
inverted). The tests here show that from outside the code:

- **closed forms**: the central mechanisms' noise_sd and moe90 equal, in every
  cell and on data with very different true counts, the discrete Laplace
  variance 2p/(1−p)² and the smallest m with P[|X| > m] = 2p^(m+1)/(1+p) ≤ 0.1
  (p = e^(−1/t), t = Δ/ε rounded up to a multiple of 2^−20 as docs/noise-and-ledger.md
  states; Canonne, Kamath, Steinke 2020), written out here; AG's from Qardaji
  et al.'s constrained inference weights and the released leaf layout;
- **reports held fixed**: with the devices' reports fixed, a local grid's
  whole release (counts, margins, record) is the same for data with other
  true locations: the server sees nothing else;
- **neighbouring data, same seed**: a central release on D and on D plus one
  point draws the same noise, so with the same released structure its record
  must be identical (no field may count the points);
- the N estimate on each path (memory, streamed batches, with a binding per-user
  bound) and with hexagons is the true count of what is counted plus DLap(Δ/ε_N),
  and the hexagons' grid and noise follow the released N and the rest of ε;
- the ledger's parallel composition costs the largest step of a group, in
  whatever order the steps come.

The expected values never come from the code's own scale, variance or margin
functions. ``make mutation`` (scripts/mutation.py, block "issue 23.8") shows
that each test catches its kind of bug.
"""

import math
from fractions import Fraction

import numpy as np
import pytest

from spatialdp.core import BudgetError, Ledger, aag, adaptive_grid, ldp_uniform_grid, oracles, privag, privtree
from spatialdp.core import uniform_grid, vdr
from spatialdp.core.mechanisms.vdr import Denoiser
from spatialdp.core.counting import BatchCounts
from spatialdp.core.hexagons import FLAT
from spatialdp.core.mechanisms.polygons import polygon_counts

from .test_tree_inference import dense_design
from spatialdp.core.pointinpolygon import PolygonSet

from .points import clustered
from .test_polygons import square
from .test_privacy_behaviour import DOMAIN, assert_dlap

LEVEL_TAIL = 0.1  # moe90: P[|noise| > moe90] ≤ 10 %


# ---------------------------------------------------------------- the closed forms, written out here


def used_scale(sensitivity, epsilon):
    """Δ/ε rounded up to a multiple of 2^−20 (the documented scale of the exact sampler)."""
    return math.ceil(Fraction(int(sensitivity)) / Fraction(epsilon) * 2**20) / 2**20


def dlap_var(scale):
    p = math.exp(-1.0 / scale)
    return 2 * p / (1 - p) ** 2


def dlap_moe90(scale):
    """The smallest integer m ≥ 0 with P[|X| > m] = 2p^(m+1)/(1+p) ≤ 0.1."""
    p = math.exp(-1.0 / scale)
    m = 0
    while 2 * p ** (m + 1) / (1 + p) > LEVEL_TAIL:
        m += 1
    return m


def assert_dlap_fields(syn, sensitivity, epsilon, factor=1.0, what=""):
    scale = used_scale(sensitivity, epsilon)
    u = syn.uncertainty
    assert u.known, f"{what}: no noise_sd"
    np.testing.assert_allclose(u.variance, factor**2 * dlap_var(scale), rtol=1e-12,
                               err_msg=f"{what}: noise_sd is not that of DLap({sensitivity}/{epsilon})")
    np.testing.assert_allclose(u.moe90, abs(factor) * dlap_moe90(scale), rtol=1e-12,
                               err_msg=f"{what}: moe90 is not the discrete Laplace margin")


def two_datasets(n=3_000):
    """Very different true counts: points clustered in the south-west corner, and spread evenly."""
    x, y = clustered(n, seed=4, centres=2, spread=3.0)
    spread = np.random.default_rng(5)
    return [(x * 0.4, y * 0.4), (spread.random(n) * 100, spread.random(n) * 100)]


# ---------------------------------------------------------------- central side fields


CENTRAL = {
    "UG": (lambda x, y, rng: uniform_grid(x, y, DOMAIN, 0.7, rng, grid_size=20), 1, 0.7),
    "UG users": (lambda x, y, rng: uniform_grid(x, y, DOMAIN, 0.7, rng, grid_size=20,
                                                user_ids=np.arange(x.size) // 4, max_per_user=3), 3, 0.7),
    "UG hexagons": (lambda x, y, rng: uniform_grid(x, y, DOMAIN, 0.7, rng, grid_size=12,
                                                   cell_shape=FLAT), 1, 0.7),
    # the paper's PrivTree (its leaves alone); the default's least squares: below
    "PrivTree": (lambda x, y, rng: privtree(x, y, DOMAIN, 1.0, rng, tree_share=0.5, internal_share=0), 1, 0.5),
    "PrivTree users": (lambda x, y, rng: privtree(x, y, DOMAIN, 1.0, rng, tree_share=0.5, internal_share=0,
                                                  user_ids=np.arange(x.size) // 3, max_per_user=2), 2, 0.5),
}


@pytest.mark.parametrize("mechanism", list(CENTRAL))
def test_central_side_fields_are_the_closed_form_of_public_parameters(mechanism):
    """noise_sd and moe90 of every cell are the discrete Laplace closed form of Δ and ε, on data
    with empty cells and on data without: nothing of the true counts shows in them."""
    release, sensitivity, epsilon = CENTRAL[mechanism]
    for seed, (x, y) in enumerate(two_datasets()):
        syn = release(x, y, np.random.default_rng(seed))
        assert_dlap_fields(syn, sensitivity, epsilon, what=mechanism)


def test_central_side_fields_of_vdr_are_its_noise_times_the_released_scale():
    """VDR without the denoiser: noise_sd = γ·sd(DLap(k/ε)), γ = N/n̂ from the public N and the
    released histogram's total n̂."""
    k, epsilon, n_total = 3, 0.8, 3_000
    for seed, (x, y) in enumerate(two_datasets(n_total)):
        t = np.random.default_rng(seed).random(x.size) * 10
        r = vdr(x, y, np.arange(x.size) // 5, t, DOMAIN, epsilon, rng=np.random.default_rng(seed), grid_size=8, slices=2,
                time_range=(0.0, 10.0), max_per_user=k, n_total=n_total, denoiser=Denoiser(denoise=False))
        gamma = n_total / float(r.noisy.sum())
        assert math.isclose(r.params["gamma"], gamma, rel_tol=1e-12)
        assert_dlap_fields(r.synopsis, k, epsilon, factor=gamma, what="VDR")


def _ag_leaves_per_parent(syn):
    m1sq = int((syn.level == 1).sum())
    return m1sq, np.bincount(syn.parent[syn.level == 2], minlength=m1sq)


def test_central_side_fields_of_ag_follow_the_released_layout_only():
    """AG (α = 1/2, ε = 1): the variances are Qardaji et al.'s constrained inference of two
    DLap(Δ/(ε/2)) levels with the weights a = α²M/(α²M + (1−α)²) of each cell's M released
    leaves; each moe90 is the same for every cell (and every leaf) with the same M, in a
    release with empty cells and in one without."""
    alpha, epsilon = 0.5, 1.0
    var = dlap_var(used_scale(1, alpha * epsilon))  # both levels: ε/2
    margins = {}
    x, y = clustered(2_000, seed=6)
    centres = (np.repeat(np.arange(8), 8) + 0.5) * 12.5, (np.tile(np.arange(8), 8) + 0.5) * 12.5
    data = [(x * 0.5, y), (np.random.default_rng(7).random(64) * 100, np.random.default_rng(8).random(64) * 100),
            # 10 points in each cell: m2 = ⌈√(v·ε2/c2)⌉ is 1 at the true 10 and 2 above, so the
            # released layout has both while the true counts would give m2 = 1 everywhere
            (np.repeat(centres[0], 10), np.repeat(centres[1], 10))]
    for seed, (x, y) in enumerate(data):
        syn = adaptive_grid(x, y, DOMAIN, epsilon, np.random.default_rng(seed), grid_size=8, alpha=alpha)
        m1sq, per_parent = _ag_leaves_per_parent(syn)
        big_m = per_parent.astype(float)
        a = alpha**2 * big_m / (alpha**2 * big_m + (1 - alpha) ** 2)
        level1 = a**2 * var + (1 - a) ** 2 * big_m * var
        leaf_m, leaf_a = big_m[syn.parent[m1sq:]], a[syn.parent[m1sq:]]
        leaves = var * (1 - (2 * leaf_a - leaf_a**2) / leaf_m) + leaf_a**2 * var / leaf_m**2
        np.testing.assert_allclose(syn.uncertainty.variance, np.r_[level1, leaves], rtol=1e-9)
        for level, m, moe in zip(syn.level, np.r_[big_m, leaf_m], syn.uncertainty.moe90):
            margins.setdefault((int(level), int(m)), set()).add(float(moe))
        side = np.round(np.sqrt(per_parent)).astype(int)
        assert syn.params["m2_min"] == side.min() and syn.params["m2_max"] == side.max()
        assert syn.params["leaves"] == int(per_parent.sum())
    assert (1, 1) in margins, "the test needs level-1 cells with one leaf"
    varying = {key: values for key, values in margins.items() if len(values) > 1}
    assert not varying, f"moe90 differs between cells of the same public layout: {varying}"


def _released_tree(syn):
    """The tree a PrivTree release shows: per depth, every node's Morton code (ascending) and
    whether it was split, rebuilt from the leaves' rectangles and depths alone."""
    from spatialdp.core.domain import morton_codes

    rects, level = syn.rects, syn.level
    cx, cy = (rects[:, 0] + rects[:, 2]) / 2, (rects[:, 1] + rects[:, 3]) / 2
    leaves = [np.sort(morton_codes(syn.domain, cx[level == d], cy[level == d], d)) for d in range(level.max() + 1)]
    split, below = [], np.zeros(0, dtype=np.uint64)
    for d in range(level.max(), -1, -1):
        parents = np.unique(below >> np.uint64(2))
        nodes = np.concatenate([leaves[d], parents])
        order = np.argsort(nodes)
        split.insert(0, np.r_[np.zeros(len(leaves[d]), bool), np.ones(len(parents), bool)][order])
        below = nodes
    return split


def test_central_side_fields_of_privtree_follow_the_released_tree_only():
    """The default PrivTree (coarse counts, least squares over the tree): every leaf's noise_sd is
    what the released tree and the booked ε give — the generalised least squares over the leaves'
    DLap counts and the coarse depth's, computed here by brute force from the leaves' rectangles
    alone — on clustered data and on evenly spread data: nothing of the true counts shows."""
    for seed, (x, y) in enumerate(two_datasets(1_500)):
        syn = privtree(x, y, DOMAIN, 1.0, np.random.default_rng(seed))
        booked = {step["step"]: step["epsilon"] for step in syn.ledger.as_dict()["steps"]}
        depth = syn.params["internal_depth"]
        assert f"internal node counts, depth {depth}" in booked, booked
        split = _released_tree(syn)
        design, _ = dense_design(split)  # every node's row, depth by depth
        leaf_var = dlap_var(used_scale(1, booked["leaf counts"]))
        coarse_var = dlap_var(used_scale(1, booked[f"internal node counts, depth {depth}"]))
        node_var = np.concatenate([np.where(s, coarse_var if d == depth else np.inf, leaf_var)
                                   for d, s in enumerate(split)])
        seen = np.isfinite(node_var)
        cov = np.linalg.inv(design[seen].T @ (design[seen] / node_var[seen, None]))
        leaves = ~np.concatenate(split)  # PrivTree's order: depth by depth, each depth's leaves by code
        np.testing.assert_allclose(syn.uncertainty.variance,
                                   np.einsum("ij,jk,ik->i", design[leaves], cov, design[leaves]), rtol=1e-9)


# ---------------------------------------------------------------- local side fields: reports held fixed


def _fixed_reports(values, d, epsilon, rng, *, oracle=None, g=None):
    """The devices' reports, fixed whatever the users' true values: GRR reports drawn from a
    generator keyed by the number of users and the domain size only."""
    fixed = np.random.default_rng([np.size(values), d])
    return oracles.Reports(oracles.GRR, fixed.integers(0, d, np.size(values)))


LOCAL = {
    "LDP-UG": lambda x, y, rng: ldp_uniform_grid(x, y, DOMAIN, 2.0, rng, grid_size=6, norm_sub=False),
    "LDP-UG hexagons": lambda x, y, rng: ldp_uniform_grid(x, y, DOMAIN, 2.0, rng, grid_size=6, norm_sub=False,
                                                          cell_shape=FLAT),
    "PrivAG": lambda x, y, rng: privag(x, y, DOMAIN, 2.0, rng, grid_size=4, norm_sub=False),
    "PrivAG paper": lambda x, y, rng: privag(x, y, DOMAIN, 2.0, rng, grid_size=4, norm_sub=False,
                                             consistency=False),
    "AAG": lambda x, y, rng: aag(x, y, DOMAIN, 2.0, rng, grid_size=4, norm_sub=False),
}


@pytest.mark.parametrize("mechanism", list(LOCAL))
def test_local_side_fields_depend_on_the_reports_only(monkeypatch, mechanism):
    """With the devices' reports held fixed, a local grid's counts, noise_sd, moe90 and record
    are the same whatever the true locations: the server's side fields are functions of the
    reports and public parameters, never of the true counts."""
    monkeypatch.setattr(oracles, "perturb", _fixed_reports)
    releases = [LOCAL[mechanism](x, y, np.random.default_rng(3)) for x, y in two_datasets(4_000)]
    first, second = releases
    assert first.uncertainty.known, "the test needs the margins (Norm-Sub off)"
    np.testing.assert_array_equal(first.counts, second.counts)
    np.testing.assert_array_equal(first.uncertainty.variance, second.uncertainty.variance,
                                  err_msg=f"{mechanism}: noise_sd follows the true locations")
    np.testing.assert_array_equal(first.uncertainty.moe90, second.uncertainty.moe90,
                                  err_msg=f"{mechanism}: moe90 follows the true locations")
    assert first.metadata() == second.metadata()


# ---------------------------------------------------------------- records of neighbouring data


def _with_one_more(x, y, ids=None):
    x2, y2 = np.r_[x, 61.3], np.r_[y, 38.7]
    return (x2, y2) if ids is None else (x2, y2, np.r_[ids, ids.max() + 1])


RECORDED = {
    "UG": lambda x, y, ids, rng: uniform_grid(x, y, DOMAIN, 1.0, rng, grid_size=16),
    "UG public N": lambda x, y, ids, rng: uniform_grid(x, y, DOMAIN, 1.0, rng, n_public=3_000),
    "UG users": lambda x, y, ids, rng: uniform_grid(x, y, DOMAIN, 1.0, rng, grid_size=16, user_ids=ids,
                                                    max_per_user=2),
    "UG hexagons": lambda x, y, ids, rng: uniform_grid(x, y, DOMAIN, 1.0, rng, grid_size=10, cell_shape=FLAT),
    "AG": lambda x, y, ids, rng: adaptive_grid(x, y, DOMAIN, 1.0, rng, grid_size=6),
    "AG users": lambda x, y, ids, rng: adaptive_grid(x, y, DOMAIN, 1.0, rng, grid_size=6, user_ids=ids,
                                                     max_per_user=2),
    "PrivTree": lambda x, y, ids, rng: privtree(x, y, DOMAIN, 1.0, rng),
    "PrivTree users": lambda x, y, ids, rng: privtree(x, y, DOMAIN, 1.0, rng, user_ids=ids, max_per_user=2),
}


@pytest.mark.parametrize("mechanism", list(RECORDED))
def test_record_is_the_same_for_neighbouring_data(mechanism):
    """D and D plus one point (one more user), same seed: the noise draws are the same, so when
    the released layout is the same the record (parameters, ledger notes, uncertainty, notes)
    must be identical — a field that counts the points would differ."""
    x, y = clustered(3_000, seed=9)
    ids = np.arange(x.size) // 3
    release = RECORDED[mechanism]
    a = release(x, y, ids, np.random.default_rng(10))
    x2, y2, ids2 = _with_one_more(x, y, ids)
    b = release(x2, y2, ids2, np.random.default_rng(10))
    assert np.array_equal(a.rects, b.rects), "the test needs the same released layout"
    assert a.metadata() == b.metadata()


# ---------------------------------------------------------------- the N estimate on every path


def test_record_n_is_the_released_estimate_that_sized_the_grid():
    """ε_N = 0.1 (scale 10): the recorded n varies from run to run around the true 1,003, and
    each run's m is Guideline 1 of the recorded n with the rest of ε."""
    x, y = clustered(1_003, seed=18)
    recorded = set()
    for seed in range(20):
        syn = uniform_grid(x, y, DOMAIN, 1.0, np.random.default_rng(200 + seed), c=10.0, n_epsilon_share=0.1)
        n = _released_n(syn)
        assert syn.params["grid_size"] == _ug_guideline(n, 0.9, 10.0)
        recorded.add(n)
    assert len(recorded) >= 3, f"the recorded n is {sorted(recorded)} in 20 runs: not the noisy estimate"


def _released_n(syn):
    assert syn.params["n_source"].startswith("estimated")
    return syn.params["n"]


def test_n_estimate_in_memory_counts_each_user_at_most_k_points():
    """ε_N = 10: the released n is within 3 of the count of what is counted (users × k) with
    probability 1 − 1e-17; every point (users × 5) or users × (k + 1) is far outside that."""
    users, per_user, k = 400, 5, 2
    x, y = clustered(users * per_user, seed=11)
    ids = np.repeat(np.arange(users), per_user)
    for release in (uniform_grid, adaptive_grid):
        syn = release(x, y, DOMAIN, 200.0, np.random.default_rng(12), c=1_000.0, user_ids=ids, max_per_user=k)
        assert abs(_released_n(syn) - users * k) <= 3, f"{release.__name__}: n = {syn.params['n']}"


def test_n_estimate_of_streamed_batches_counts_the_points_inside_the_domain():
    inside = 2_000
    x, y = clustered(inside, seed=13)
    far = np.random.default_rng(14).random(700) * 100 + 150  # outside Ω

    def batches():
        for part in range(3):
            yield np.r_[x, far][part::3], np.r_[y, far][part::3]

    syn = uniform_grid(None, None, DOMAIN, 200.0, np.random.default_rng(15), c=1_000.0,
                       counts=BatchCounts(batches, DOMAIN))
    assert abs(_released_n(syn) - inside) <= 3, f"n = {syn.params['n']}, {inside} points inside Ω"


# ---------------------------------------------------------------- hexagons without a grid size


def _ug_guideline(n, epsilon, c, sensitivity=1):
    return max(1, int(round(math.sqrt(max(n, 0) * epsilon / (c * sensitivity)))))


def test_hexagons_without_a_grid_size_follow_the_released_n():
    """√(n·0.9/10) crosses 9.5 between 1002 and 1003: from the exact N = 1003 the hexagons would
    always have the area of a 10×10 grid's cells; from the released n (ε_N = 0.1) about half the
    runs have that of 9×9."""
    x, y = clustered(1_003, seed=16)
    sizes = set()
    for seed in range(30):
        syn = uniform_grid(x, y, DOMAIN, 1.0, np.random.default_rng(100 + seed), c=10.0, n_epsilon_share=0.1,
                           cell_shape=FLAT)
        m = syn.params["grid_size"]
        assert m == _ug_guideline(_released_n(syn), 0.9, 10.0), f"run {seed}: m = {m}, n = {syn.params['n']}"
        sizes.add(m)
    assert len(sizes) > 1


@pytest.mark.parametrize("k,grid_size", [(None, None), (2, None), (2, 60)])
def test_hexagons_noise_has_the_rest_of_epsilon_and_k(k, grid_size):
    """All points at one spot: every hexagon away from it releases pure noise, DLap(Δ/ε_cells) with
    ε_cells = ε/2 after an N estimate of share 1/2 (all of ε with a given grid size), Δ = k."""
    users, per_user = 1_000, 1 if k is None else 4
    x = y = np.full(users * per_user, 50.0)
    bound = {} if k is None else {"user_ids": np.repeat(np.arange(users), per_user), "max_per_user": k}
    syn = uniform_grid(x, y, DOMAIN, 1.0, np.random.default_rng(17), grid_size=grid_size, c=0.05,
                       n_epsilon_share=0.5, cell_shape=FLAT, **bound)
    rects = syn.rects
    away = ~((rects[:, 0] <= 50) & (rects[:, 2] >= 50) & (rects[:, 1] <= 50) & (rects[:, 3] >= 50))
    assert away.sum() > 3_000
    eps_cells = 1.0 if grid_size else 0.5
    assert_dlap(syn.counts[away], 1 if k is None else k, eps_cells, "hexagons away from the points")


# ---------------------------------------------------------------- parallel composition


@pytest.mark.parametrize("steps", [(0.3, 0.7), (0.7, 0.3), (0.5, 0.2, 0.6), (0.25, 0.25)])
def test_parallel_group_costs_its_largest_step_in_any_order(steps):
    """A sequential step of 0.2, then the group's steps: spent = 0.2 + max(group), in the ledger
    and in its record; the rest is exactly what is left and no more can be spent."""
    ledger = Ledger(1.0)
    ledger.spend("first", 0.2)
    for i, eps in enumerate(steps):
        ledger.spend(f"group step {i}", eps, group="users")
    expected = Fraction(0.2) + max(Fraction(e) for e in steps)
    assert Fraction(ledger.spent) == Fraction(float(expected))
    assert ledger.as_dict()["epsilon_spent"] == float(expected)
    left = Fraction(1.0) - expected
    with pytest.raises(BudgetError):
        ledger.spend("one step too many", float(left) * (1 + 1e-9) + 1e-12)
    assert ledger.spend_rest("the rest") <= float(left)


def test_two_parallel_groups_and_a_step_compose_sequentially():
    ledger = Ledger(2.0)
    ledger.spend("a", 0.3, group="g1")
    ledger.spend("b", 0.1, group="g1")
    ledger.spend("c", 0.2, group="g2")
    ledger.spend("d", 0.4, group="g2")
    ledger.spend("e", 0.5)
    assert Fraction(ledger.spent) == Fraction(float(Fraction(0.3) + Fraction(0.4) + Fraction(0.5)))
    with pytest.raises(BudgetError):
        ledger.spend("f", 0.81)


# ---------------------------------------------------------------- counts in public polygons


def _overlapping_squares(m=8):
    """An m×m partition of [0, m]² plus, over it, m larger squares (2×2 cells): depth 2."""
    rings = [square(i, j, i + 1, j + 1) for j in range(m) for i in range(m)]
    rings += [square(i, i, i + 2, i + 2) for i in range(0, m - 1, 2)]
    return PolygonSet(rings, np.arange(len(rings)), len(rings))


@pytest.mark.parametrize("k", [None, 3])
def test_polygon_side_fields_and_record_are_public_functions(k):
    """noise_sd and moe90 of every polygon are the closed form of Δ = D·k and ε, on data that
    leaves most polygons empty and on data that fills them; the record of D and of D plus one
    point (same seed) is identical."""
    polygons, depth, epsilon = _overlapping_squares(), 2, 0.6
    rng = np.random.default_rng(19)
    data = [(rng.random(2_000) * 2, rng.random(2_000) * 2), (rng.random(2_000) * 8, rng.random(2_000) * 8)]
    records = []
    for x, y in data + [(np.r_[data[1][0], 4.5], np.r_[data[1][1], 3.5])]:
        bound = {} if k is None else {"user_ids": np.arange(x.size) // 4, "max_per_user": k}
        release = polygon_counts(x, y, polygons, epsilon, np.random.default_rng(20), depth=depth, **bound)
        assert_dlap_fields(release, depth * (k or 1), epsilon, what="polygon counts")
        records.append(release.metadata())
    assert records[1] == records[2], "the record changes with one more point"


# ---------------------------------------------------------------- a public N


@pytest.mark.parametrize("mechanism", ["UG", "UG hexagons", "AG"])
def test_public_n_sizes_the_grid_and_spends_nothing(mechanism):
    """N = 10,000 given for 500 points: the grid follows the given N (UG's m = 32, not 7; AG's
    m1 = 36 with c = 0.5, not 10), no N estimate is booked and the record says N is public."""
    x, y = clustered(500, seed=22)
    rng = np.random.default_rng(23)
    if mechanism == "AG":
        syn = adaptive_grid(x, y, DOMAIN, 1.0, rng, n_public=10_000, c=0.5)
        expected = max(10, math.ceil(math.sqrt(10_000 * 1.0 / 0.5) / 4))  # 36; from 500 points: 10
        assert int(round(math.sqrt((syn.level == 1).sum()))) == expected
    else:
        shape = {"cell_shape": FLAT} if mechanism == "UG hexagons" else {}
        syn = uniform_grid(x, y, DOMAIN, 1.0, rng, n_public=10_000, c=10.0, **shape)
        assert syn.params["grid_size"] == _ug_guideline(10_000, 1.0, 10.0)  # 32; from 500 points: 7
    assert syn.params["n"] == 10_000 and syn.params["n_source"].startswith("public")
    assert all(step["step"] != "N estimate" for step in syn.metadata()["ledger"]["steps"])
