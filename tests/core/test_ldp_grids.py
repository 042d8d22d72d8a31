"""LDP-UG, PrivAG and AAG (Balioglu et al. 2024, Yang et al. 2022; docs/ldp-grids.md)."""

import math

import numpy as np
import pytest

from spatialdp.core import (
    Domain, aag, ldp_estimate_grid, ldp_grid_reports, ldp_uniform_grid, oracles, privag,
)
from spatialdp.core.domain import Cuts, local_index_at, split_rects_at
from spatialdp.core.mechanisms.ldp_grids import (
    CUTS, aag_cuts, aag_pieces, privag_level1_size, privag_level2_sizes,
)
from spatialdp.core.rng import SecureGenerator

from .points import clustered

#: the papers' algorithms: no post-processing, AAG's own cut
PAPER = {"consistency": False, "norm_sub": False}
PAPER_AAG = dict(PAPER, cut="paper")
#: the paper's PrivAG: its α = 0.02 too (the default is 0.05 since issue 29, docs/best-by-default.md)
PAPER_PRIVAG = dict(PAPER, alpha=0.02)


@pytest.mark.parametrize(
    "n,g1s",
    [(3_451_190, (6, 9, 18, 30)), (1_620_157, (5, 7, 15, 25)), (573_703, (4, 6, 11, 19))],
)
def test_g1_reproduces_table_1(n, g1s):
    # Table 1's "Initial G1" rows (36, 81, 324, 900 …) are g1² at ε = 0.5, 1, 3, 5
    assert tuple(privag_level1_size(n, eps, 0.02) for eps in (0.5, 1, 3, 5)) == g1s


def test_g2_uses_relative_frequencies():
    n, eps, alpha, sigma = 1_000_000, 1.0, 0.25, 0.5
    e = math.e
    f = np.array([-0.01, 0.0, 0.001, 0.01, 0.2])
    expected = [max(1, round(math.sqrt(2 * alpha * max(v, 0) * (e - 1) * math.sqrt((1 - sigma) * n / e))))
                for v in f]
    assert list(privag_level2_sizes(f, n, eps, alpha, sigma)) == expected
    assert list(privag_level2_sizes(f, n, eps, alpha, sigma))[-1] == 9  # √(73.7)


def _figure_1_grid():
    """A 3×3 G1 of estimates, north row first; the centre has Figure 1's neighbours."""
    north_first = np.array([
        [1_000, 10_000, 3_000],
        [2_000, 8_000, 4_000],
        [-50, 50_000, 0],
    ], dtype=float)
    return north_first[::-1]  # row 0 in the south, as the grids are stored


def test_aag_cuts_on_a_hand_made_grid():
    fx, fy, west, south = (a.reshape(3, 3) for a in aag_cuts(_figure_1_grid(), floor=1.0))
    # centre: L = 2,000, R = 4,000 → vertical cut at 2/3 of the width from the west;
    # U = 10,000, B = 50,000 → horizontal cut at 5/6 of the height from the north (1/6 from the south)
    assert fx[1, 1] == pytest.approx(4_000 / 6_000) and fy[1, 1] == pytest.approx(10_000 / 60_000)
    assert not west[1, 1] and south[1, 1]  # denser east and south
    # north-west corner: the missing L and U take the cell's own 1,000
    assert fx[2, 0] == pytest.approx(10_000 / 11_000) and fy[2, 0] == pytest.approx(1_000 / 3_000)
    # south-west corner: own −50 is clamped to the floor and stands in for L and B
    assert fx[0, 0] == pytest.approx(50_000 / 50_001) and fy[0, 0] == pytest.approx(2_000 / 2_001)
    # south-east corner (own 0 → floor): L = 50,000, R = own
    assert fx[0, 2] == pytest.approx(1 / 50_001) and fy[0, 2] == pytest.approx(4_000 / 4_001)
    # south edge, middle: both horizontal neighbours ≤ 0 → cut in the middle; B = own 50,000
    assert fx[0, 1] == 0.5 and fy[0, 1] == pytest.approx(8_000 / 58_000)
    # east edge, middle: R = own 4,000; U = 3,000, B = 0 → floor
    assert fx[1, 2] == pytest.approx(4_000 / 12_000) and fy[1, 2] == pytest.approx(3_000 / 3_001)
    # with a zero floor, negatives become 0 and two zeros still cut in the middle
    fx0, _, _, _ = (a.reshape(3, 3) for a in aag_cuts(_figure_1_grid(), floor=0.0))
    assert fx0[0, 1] == 0.5 and fx0[0, 0] == 1.0


def test_aag_piece_counts_per_axis():
    g2 = np.array([1, 2, 3, 4, 5, 6, 7])
    lo, hi = aag_pieces(g2, np.ones(7, dtype=bool))  # the low (west/south) side is denser
    assert list(lo) == [1, 1, 2, 2, 3, 3, 4] and list(hi) == [0, 1, 1, 2, 2, 3, 3]
    lo, hi = aag_pieces(g2, np.zeros(7, dtype=bool))
    assert list(lo) == [1, 1, 1, 2, 2, 3, 3] and list(hi) == [0, 1, 2, 2, 3, 3, 4]
    assert list(lo + hi) == list(g2)


def test_split_at_cuts_and_locates_points():
    rect = np.array([[0.0, 0.0, 12.0, 6.0]])
    children, parent = split_rects_at(rect, Cuts([2 / 3], [1 / 6], [1], [2], [2], [1]))
    xs, ys = np.unique(children[:, [0, 2]]), np.unique(children[:, [1, 3]])
    assert np.allclose(xs, [0, 8, 10, 12]) and np.allclose(ys, [0, 0.5, 1, 6])
    assert (parent == 0).all() and len(children) == 9
    px = np.array([0.0, 7.99, 8.0, 11.0, 12.0, 3.0])
    py = np.array([0.0, 0.2, 0.75, 5.0, 6.0, 1.0])
    idx = local_index_at(rect, Cuts([2 / 3], [1 / 6], [1], [2], [2], [1]), np.zeros(6, dtype=int), px, py)
    assert list(idx) == [0, 0, 4, 8, 8, 6]  # on a cut → east / north part; far edges → last piece
    # no pieces on one side = no cut
    children, _ = split_rects_at(rect, Cuts([0.3], [0.3], [1], [0], [1], [0]))
    assert np.allclose(children, rect)


def test_split_at_tiles_and_contains_random_points():
    rng = np.random.default_rng(0)
    k = 50
    x0, y0 = rng.random(k) * 10, rng.random(k) * 10
    rects = np.column_stack([x0, y0, x0 + 1 + rng.random(k), y0 + 0.5 + rng.random(k)])
    fx, fy = rng.uniform(0.01, 0.99, k), rng.uniform(0.01, 0.99, k)
    nx_lo, nx_hi, ny_lo, ny_hi = (rng.integers(0, 4, k) for _ in range(4))
    nx_lo[nx_lo + nx_hi == 0] = 1
    ny_hi[ny_lo + ny_hi == 0] = 2
    children, parent = split_rects_at(rects, Cuts(fx, fy, nx_lo, nx_hi, ny_lo, ny_hi))
    area = lambda r: (r[:, 2] - r[:, 0]) * (r[:, 3] - r[:, 1])  # noqa: E731
    assert np.allclose(np.bincount(parent, area(children)), area(rects))
    assert (area(children) > 0).all()
    cell = rng.integers(0, k, 20_000)
    px = rects[cell, 0] + rng.random(20_000) * (rects[cell, 2] - rects[cell, 0])
    py = rects[cell, 1] + rng.random(20_000) * (rects[cell, 3] - rects[cell, 1])
    local = local_index_at(rects, Cuts(fx, fy, nx_lo, nx_hi, ny_lo, ny_hi), cell, px, py)
    sizes = (nx_lo + nx_hi) * (ny_lo + ny_hi)
    child = (np.cumsum(sizes) - sizes)[cell] + local
    assert (parent[child] == cell).all()
    c = children[child]
    assert ((c[:, 0] <= px) & (px <= c[:, 2]) & (c[:, 1] <= py) & (py <= c[:, 3])).all()


def _clustered(n, seed=0):
    return clustered(n, seed, centres=6, spread=6.0)


def _structure(s, n):
    """Checks common to PrivAG and AAG; returns the level-1 mask and the g2 of each G1 cell."""
    level1 = s.level == 1
    g1 = s.params["g1"]
    assert level1.sum() == g1 * g1 and (s.parent[level1] == -1).all()
    assert np.array_equal(np.flatnonzero(level1), np.arange(g1 * g1))  # G1 first, then leaves
    leaves = ~level1
    assert (s.level[leaves] == 2).all() and (s.is_leaf == leaves).all()
    # the leaves tile each G1 cell
    per_parent = np.bincount(s.parent[leaves], s.areas[leaves], minlength=g1 * g1)
    assert np.allclose(per_parent, s.areas[level1])
    # every axis of a G1 cell has g2 pieces
    n_leaves = np.bincount(s.parent[leaves], minlength=g1 * g1)
    g2 = np.sqrt(n_leaves).astype(int)
    assert np.array_equal(g2 * g2, n_leaves)
    for col in (0, 1):
        pairs = np.unique(np.column_stack([s.parent[leaves], s.rects[leaves, col]]), axis=0)
        assert np.array_equal(np.bincount(pairs[:, 0].astype(int), minlength=g1 * g1), g2)
    assert s.params["g2_min"] == g2.min() and s.params["g2_max"] == g2.max()
    # the estimates are scaled to the whole population: each total is within 5 s.d. of n
    for mask, group, oracle in ((level1, "n_u1", "oracle_level1"), (leaves, "n_u2", "oracle_level2")):
        m, k = mask.sum(), s.params[group]
        var = m * oracles.variance(s.params[oracle], k, m, s.ledger.total, g=s.params["g"])
        assert abs(s.counts[mask].sum() - n) < 5 * math.sqrt(var) * n / k
    # one report per user with the full ε, U1 and U2 in one parallel group
    assert s.ledger.model == "local" and s.ledger.unit == "user (one location, reported once)"
    assert [e.group for e in s.ledger.entries] == ["users", "users"]
    assert s.ledger.spent == pytest.approx(s.ledger.total)
    return level1, g2


def test_privag_structure_and_even_split():
    x, y = _clustered(150_000, seed=1)
    d = Domain(0, 0, 100, 100)
    s = privag(x, y, d, 2.0, np.random.default_rng(2), **PAPER_PRIVAG)
    n = len(x)
    assert s.mechanism == "PrivAG" and s.params["g1"] == privag_level1_size(n, 2.0, 0.02)
    assert s.params["n_u1"] == round(0.2 * n) and s.params["n_u1"] + s.params["n_u2"] == n
    level1, g2 = _structure(s, n)
    freq = s.counts[level1] / n  # = the U1 estimates as fractions of U1
    assert np.array_equal(g2, privag_level2_sizes(freq, n, 2.0, 0.02, 0.2))
    leaves = ~level1
    expected = (s.areas[level1] / (g2 * g2))[s.parent[leaves]]
    assert np.allclose(s.areas[leaves], expected)


def test_aag_structure_and_cuts_follow_the_neighbours():
    x, y = _clustered(150_000, seed=3)
    d = Domain(0, 0, 100, 100)
    n = len(x)
    s = aag(x, y, d, 2.0, np.random.default_rng(4), **PAPER_AAG)
    assert s.mechanism == "AAG" and s.params["g1"] == privag_level1_size(n, 2.0, 0.02)
    assert (s.params["alpha"], s.params["sigma"], s.params["first_alpha"]) == (0.25, 0.5, 0.02)
    level1, g2 = _structure(s, n)
    g1, n1 = s.params["g1"], s.params["n_u1"]
    freq = s.counts[level1] / n
    assert np.array_equal(g2, privag_level2_sizes(freq, n, 2.0, 0.25, 0.5))
    assert g2.max() > 2  # the example exercises the ⌈g2/2⌉ | ⌊g2/2⌋ split
    fx, fy, west, south = aag_cuts(freq.reshape(g1, g1), 1.0 / n1)
    leaves = ~level1
    r1 = s.rects[level1]
    for axis, frac, low_dense in ((0, fx, west), (1, fy, south)):
        lo, _ = aag_pieces(g2, low_dense)
        cut = r1[:, axis] + frac * (r1[:, axis + 2] - r1[:, axis])
        split = g2 > 1
        # the cut is the far edge of the lo-th piece of the low side
        edges = np.unique(np.column_stack([s.parent[leaves], s.rects[leaves, axis + 2]]), axis=0)
        start = np.cumsum(g2) - g2
        assert np.allclose(edges[start + lo - 1, 1][split], cut[split])


def test_ldp_ug_single_level_and_unbiased_total():
    x, y = _clustered(100_000, seed=5)
    d = Domain(0, 0, 100, 100)
    s = ldp_uniform_grid(x, y, d, 1.0, np.random.default_rng(6), norm_sub=False, alpha=0.02)  # the paper's
    g = privag_level1_size(100_000, 1.0, 0.02)
    assert s.mechanism == "LDP-UG" and s.params["grid_size"] == g and s.n_cells == g * g
    assert s.params["grid_size_source"] == "guideline (Eq. 4, α = 0.02)" and s.params["grid_rule"] is None
    assert (s.level == 1).all() and (s.parent == -1).all()
    assert g == 4 and s.params["oracle"] == "OLH"  # 16 cells ≥ 3e + 2: OLH (Wang et al. 2017)
    sd = math.sqrt(g * g * oracles.variance(s.params["oracle"], 100_000, g * g, 1.0, g=s.params["g"]))
    assert abs(s.counts.sum() - 100_000) < 5 * sd
    truth = d.histogram(x, y, g, g).ravel()
    assert np.corrcoef(truth, s.counts)[0, 1] > 0.95
    study = ldp_uniform_grid(x, y, d, 1.0, np.random.default_rng(6))  # the default: the study's rule
    assert study.params["grid_size"] == 7 and study.params["grid_rule"] == {
        "kappa": 7.0, "n_exponent": 0.125, "epsilon_exponent": 0.4}
    s = ldp_uniform_grid(x, y, d, 1.0, np.random.default_rng(6), grid_size=3, oracle="grr")
    assert s.params["oracle"] == "GRR" and s.params["g"] is None and s.n_cells == 9


def test_seeded_runs_repeat_and_outside_points_are_dropped():
    x, y = _clustered(40_000, seed=7)
    d = Domain(0, 0, 100, 100)
    for mechanism in (ldp_uniform_grid, privag, aag):
        a = mechanism(x, y, d, 1.0, np.random.default_rng(9))
        b = mechanism(x, y, d, 1.0, np.random.default_rng(9))
        c = mechanism(x, y, d, 1.0, np.random.default_rng(10))
        assert np.array_equal(a.counts, b.counts) and np.array_equal(a.rects, b.rects)
        assert a.seed == 9 and not np.array_equal(a.counts, c.counts[: len(a.counts)])
    small = Domain(0, 0, 50, 100)
    s = aag(x, y, small, 1.0, np.random.default_rng(9))
    assert s.params["n_users"] == int(small.contains(x, y).sum())


def test_norm_sub_and_secure_generator():
    x, y = _clustered(40_000, seed=11)
    d = Domain(0, 0, 100, 100)
    s = aag(x, y, d, 1.0, SecureGenerator(), norm_sub=True)
    assert s.secure and s.params["norm_sub"]
    leaves = s.level == 2
    assert (s.counts >= 0).all() and s.counts[leaves].sum() == pytest.approx(40_000)
    assert any("Norm-Sub" in note for note in s.notes)


# ---------------------------------------------------------------- post-processing (issue 12)


@pytest.mark.parametrize("mechanism,options,weighted,positions", [
    # Σ counts·(i+1) and Σ rect coordinates·(i+1) of release 0.2.0 (commit bb4cab2) for this seed
    (ldp_uniform_grid, {"norm_sub": False, "alpha": 0.02}, 270029.8667160531, 32200.0),
    (privag, PAPER_PRIVAG, 1133018.3858263008, 163900.0),
    (aag, PAPER_AAG, 3156505.9853773434, 4054879.07506831),
    (aag, dict(PAPER_AAG, oracle="olh"), 2776398.417844849, 3735748.645987765),
    # Norm-Sub on each level alone, as 0.2.0's NORM_SUB
    (ldp_uniform_grid, {"alpha": 0.02}, 269675.09349344915, 32200.0),
    (privag, {"consistency": False, "alpha": 0.02}, 1130209.852050865, 163900.0),
    (aag, {"consistency": False, "cut": "paper"}, 3122821.2232337804, 4057597.562174272),
])
def test_the_papers_options_reproduce_the_previous_release(mechanism, options, weighted, positions):
    x, y = clustered(30_000, 21, centres=6, spread=6.0)
    s = mechanism(x, y, Domain(0, 0, 100, 100), 2.0, np.random.default_rng(31), **options)
    w = np.arange(1, s.n_cells + 1)
    assert float(s.counts @ w) == pytest.approx(weighted, rel=1e-12)
    assert float(s.rects.sum(axis=1) @ w) == pytest.approx(positions, rel=1e-12)


def _ledger(s):
    return [(e.step, e.epsilon, e.group) for e in s.ledger.entries], s.ledger.spent, s.ledger.total


@pytest.mark.parametrize("mechanism,variants", [
    (ldp_uniform_grid, [{"norm_sub": v} for v in (False, True)]),
    (privag, [{"consistency": c, "norm_sub": v} for c in (False, True) for v in (False, True)]),
    (aag, [{"consistency": c, "norm_sub": v, "cut": cut} for c in (False, True) for v in (False, True)
           for cut in CUTS]),
])
def test_post_processing_never_changes_the_ledger(mechanism, variants):
    x, y = _clustered(40_000, seed=14)
    d = Domain(0, 0, 100, 100)
    runs = [mechanism(x, y, d, 1.5, np.random.default_rng(15), **v) for v in variants]
    assert all(_ledger(s) == _ledger(runs[0]) for s in runs)
    assert runs[0].ledger.spent == pytest.approx(1.5)
    assert all(s.params["n_users"] == 40_000 for s in runs)


@pytest.mark.parametrize("oracle", ["grr", "olh"])
def test_consistency_is_a_function_of_the_papers_release(oracle):
    # the consistent release is computed from the published estimates and public parameters only
    x, y = _clustered(60_000, seed=16)
    d = Domain(0, 0, 100, 100)
    paper = privag(x, y, d, 2.0, np.random.default_rng(17), oracle=oracle, **PAPER_PRIVAG)
    post = privag(x, y, d, 2.0, np.random.default_rng(17), oracle=oracle, consistency=True,
                  norm_sub=False, alpha=0.02)
    assert np.array_equal(paper.rects, post.rects)
    p = paper.params
    n, level1 = p["n_users"], paper.level == 1
    var1 = oracles.variance(p["oracle_level1"], p["n_u1"], p["g1"] ** 2, 2.0, g=p["g"]) * (n / p["n_u1"]) ** 2
    var2 = oracles.variance(p["oracle_level2"], p["n_u2"], p["leaves"], 2.0, g=p["g"]) * (n / p["n_u2"]) ** 2
    v, u, parent = paper.counts[level1], paper.counts[~level1], paper.parent[~level1]
    k = np.bincount(parent, minlength=len(v))  # leaves per G1 cell
    total = np.bincount(parent, weights=u, minlength=len(v))
    v_new = (v / var1 + total / (k * var2)) / (1 / var1 + 1 / (k * var2))
    assert np.allclose(post.counts[level1], v_new)
    assert np.allclose(post.counts[~level1], u + ((v_new - total) / k)[parent])


@pytest.mark.parametrize("mechanism", [privag, aag])
@pytest.mark.parametrize("norm_sub", [False, True])
def test_consistency_makes_each_parent_the_sum_of_its_leaves(mechanism, norm_sub):
    x, y = _clustered(60_000, seed=18)
    d = Domain(0, 0, 100, 100)
    level_sums = {}
    for consistency in (False, True):
        s = mechanism(x, y, d, 2.0, np.random.default_rng(19), consistency=consistency, norm_sub=norm_sub)
        level1 = s.level == 1
        level_sums[consistency] = np.bincount(s.parent[~level1], weights=s.counts[~level1],
                                              minlength=int(level1.sum())), s.counts[level1]
        assert s.params["consistency"] is consistency
        assert any("consistency" in note for note in s.notes) == consistency
    assert np.allclose(*level_sums[True])
    assert not np.allclose(*level_sums[False])  # the papers' levels disagree


@pytest.mark.parametrize("mechanism", [ldp_uniform_grid, privag, aag])
def test_norm_sub_by_default_is_non_negative_with_the_estimated_total(mechanism):
    x, y = _clustered(30_000, seed=20)
    s = mechanism(x, y, Domain(0, 0, 100, 100), 1.0, np.random.default_rng(21), oracle="olh")
    assert s.params["norm_sub"] and (s.counts >= 0).all()
    for level in np.unique(s.level):
        assert s.counts[s.level == level].sum() == pytest.approx(30_000)
    assert not (mechanism(x, y, Domain(0, 0, 100, 100), 1.0, np.random.default_rng(21), oracle="olh",
                          norm_sub=False).counts >= 0).all()  # the unbiased estimates are not


@pytest.mark.slow
def test_aag_cut_positions():
    x, y = _clustered(150_000, seed=3)
    d = Domain(0, 0, 100, 100)
    runs = {cut: aag(x, y, d, 2.0, np.random.default_rng(4), cut=cut) for cut in CUTS}
    assert {s.params["cut"] for s in runs.values()} == set(CUTS)
    assert aag(x, y, d, 2.0, np.random.default_rng(4)).params["cut"] == "halfway"  # the default
    paper, middle, halfway = runs["paper"], runs["middle"], runs["halfway"]
    assert np.array_equal(paper.level, middle.level) and np.array_equal(paper.parent, middle.parent)
    # the middle is PrivAG's even split of AAG's pieces; every edge is affine in the cut
    leaves = middle.level == 2
    per_parent = np.bincount(middle.parent[leaves], minlength=(~leaves).sum())
    assert np.allclose(middle.areas[leaves], (middle.areas[~leaves] / per_parent)[middle.parent[leaves]])
    assert not np.allclose(paper.areas[leaves], middle.areas[leaves])
    assert np.allclose(halfway.rects, (paper.rects + middle.rects) / 2)
    with pytest.raises(ValueError, match="cut"):
        aag(x, y, d, 2.0, np.random.default_rng(4), cut="quarter")


def test_estimate_grid_from_a_table_of_reports():
    x, y = _clustered(60_000, seed=12)
    d = Domain(0, 0, 100, 100)
    rng = np.random.default_rng(13)
    for oracle, m in (("OLH", 12), ("GRR", 2)):
        reports, inside = ldp_grid_reports(x, y, d, m, 1.5, rng, oracle=oracle)
        assert inside.all() and reports.oracle == oracle
        seed = None if reports.seed is None else [int(v) for v in reports.seed]
        s = ldp_estimate_grid(list(reports.report), seed, d, m, 1.5)
        expected = oracles.estimate(reports, m * m, 1.5)
        assert np.allclose(s.counts, expected) and s.params["oracle"] == oracle
        assert s.n_cells == m * m and s.ledger.model == "local" and s.secure
        assert np.corrcoef(d.histogram(x, y, m, m).ravel(), s.counts)[0, 1] > 0.9
    s = ldp_estimate_grid(reports.report, None, d, (2, 2), 1.5, norm_sub=True)
    assert (s.counts >= 0).all() and s.counts.sum() == pytest.approx(60_000)


def test_rejects_bad_parameters():
    x, y = _clustered(1_000)
    d = Domain(0, 0, 100, 100)
    with pytest.raises(ValueError):
        privag(x, y, d, 1.0, np.random.default_rng(0), sigma=1.0)
    with pytest.raises(ValueError):
        aag(x, y, d, 0.0, np.random.default_rng(0))
    one = aag(x[:1], y[:1], d, 1.0, np.random.default_rng(0), grid_size=3)  # too few: LDP-UG (issue 23.1)
    assert one.n_cells == 9 and one.params["too_few_users"] == {"mechanism": "AAG", "needed": 2}


@pytest.mark.parametrize("release", [ldp_uniform_grid, privag, aag], ids=["LDP-UG", "PrivAG", "AAG"])
def test_no_user_inside_the_extent_releases_zeros_with_the_neighbours_grid(release):
    """No point inside Ω and one point inside are neighbours: both release the same grid and ledger
    (issue 23.1); with nobody inside every estimate is 0."""
    d = Domain(0, 0, 100, 100)
    outside, one = np.array([150.0, -20.0]), np.array([150.0, -20.0, 50.0])
    empty = release(outside, outside.copy(), d, 1.0, np.random.default_rng(0), grid_size=3)
    single = release(one, one.copy(), d, 1.0, np.random.default_rng(0), grid_size=3)
    assert empty.n_cells == single.n_cells == 9 and empty.params["n_users"] == 0
    assert np.all(empty.counts == 0)
    assert [(e.step, e.epsilon) for e in empty.ledger.entries] == [(e.step, e.epsilon) for e in single.ledger.entries]
