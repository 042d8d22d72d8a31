"""Count tables of the local grids, measured from outside (issue 26; docs/categories.md, "Local grids").

Each user reports their (cell, category, period) once with the grid's frequency oracle over the
product domain of d·K values. Checked here against the public definitions: the report's full
probability matrix over every (cell, key) is within e^ε (the enumerating generator of
test_privacy_behaviour realises every draw), each entry's estimate is unbiased with the variance
of Wang et al. 2017 at domain size d·K and the stated noise_sd, every total is the sum of its
entries exactly, and a table too large is refused before any report is perturbed.
"""

import math

import numpy as np
import pytest

from spatialdp.core import GridTooLargeError, ldp_uniform_grid, oracles
from spatialdp.core.tables import OTHER, category_list, period_edges, table_keys

from .test_privacy_behaviour import DOMAIN, _EveryDraw, assert_ldp, cell_centres, measured_matrix

CATEGORIES = category_list(["walk", "bike"])  # + other / missing: C = 3
PERIODS = period_edges((0.0, 100.0), "boundaries", [50.0])  # P = 2
K = len(CATEGORIES) * len(PERIODS)


def keyed_users(inputs, m=2):
    """One user per entry of ``inputs`` (flat (cell, category, period) indices over m² cells,
    category-major then period), at the cell's centre with that category and a time in that period."""
    cell, rest = np.divmod(np.asarray(inputs), K)
    category, period = np.divmod(rest, len(PERIODS))
    x, y = cell_centres(cell, m)
    values = np.array([None if c == len(CATEGORIES) - 1 else CATEGORIES[c] for c in category], dtype=object)
    times = 25.0 + 50.0 * period
    return x, y, table_keys(categories=CATEGORIES, category_values=values, periods=PERIODS, times=times)


@pytest.fixture
def sent(monkeypatch):
    """The reports the devices send (every return of :func:`core.oracles.perturb`)."""
    reports = []
    original = oracles.perturb

    def spy(*args, **kwargs):
        reports.append(original(*args, **kwargs))
        return reports[-1]

    monkeypatch.setattr(oracles, "perturb", spy)
    return reports


# ---------------------------------------------------------------- (a) ε-LDP over the product domain


@pytest.mark.parametrize("epsilon", [0.5, 2.0])
def test_grr_over_cells_and_keys_is_epsilon_ldp(sent, epsilon):
    """Every (cell, category, period) of a 2×2 grid (24 inputs): P(report | input) within e^ε."""
    inputs, k = 4 * K, 256
    truth = np.repeat(np.arange(inputs), k * (inputs - 1))
    x, y, keys = keyed_users(truth)
    ldp_uniform_grid(x, y, DOMAIN, epsilon, _EveryDraw(inputs, [k, inputs - 1]), grid_size=2, oracle="GRR",
                     keys=keys)
    (report,) = sent
    assert report.oracle == "GRR" and len(report) == len(truth), "each user reports once"
    prob = measured_matrix(truth, report.report, k * (inputs - 1))
    assert prob.shape == (inputs, inputs), "the report ranges over every cell and key"
    assert_ldp(prob, epsilon, 1.0 / k, "GRR over cells × keys")
    assert np.max(prob.max(axis=0) / prob.min(axis=0)) > math.exp(epsilon) * 0.9  # it tells the entries apart


def test_olh_over_cells_and_keys_is_epsilon_ldp(sent):
    """Given each public hash seed, the hashed report's distribution differs by ≤ e^ε between
    any two (cell, category, period)."""
    epsilon, seeds, k = 1.0, 6, 256
    g = int(round(math.exp(epsilon))) + 1  # Wang et al.'s g
    inputs = 4 * K
    truth = np.repeat(np.arange(inputs), seeds * k * (g - 1))
    x, y, keys = keyed_users(truth)
    ldp_uniform_grid(x, y, DOMAIN, epsilon, _EveryDraw(inputs, [seeds, k, g - 1]), grid_size=2, oracle="OLH",
                     keys=keys)
    (report,) = sent
    assert report.oracle == "OLH" and np.unique(report.seed).size == seeds
    for seed in np.unique(report.seed):
        mine = report.seed == seed
        prob = measured_matrix(truth[mine], report.report[mine], k * (g - 1), g)
        assert_ldp(prob, epsilon, 1.0 / k, f"OLH over cells × keys (hash seed {seed})")


def test_the_table_costs_epsilon_once_and_each_user_reports_once(sent):
    rng = np.random.default_rng(3)
    truth = rng.integers(0, 9 * K, 3_000)
    x, y, keys = keyed_users(truth, m=3)
    keys.index[:40] = -1  # a time outside the public range: left out, as outside the extent
    synopsis = ldp_uniform_grid(x, y, DOMAIN, 1.5, rng, grid_size=3, keys=keys)
    assert sum(len(r) for r in sent) == 3_000 - 40
    steps = synopsis.ledger.as_dict()["steps"]
    assert [s["epsilon"] for s in steps] == [1.5] and synopsis.ledger.spent == 1.5
    assert synopsis.params["n_users"] == 3_000 - 40


# ---------------------------------------------------------------- (b) unbiased, with the stated variance


def wang_variance(oracle, n, domain_size, epsilon):
    """Wang et al. 2017's variance of a count estimate whose true count is 0 (written out here)."""
    e = math.exp(epsilon)
    if oracle == "GRR":
        p, q = e / (e + domain_size - 1), 1 / (e + domain_size - 1)
    else:
        g = int(round(e)) + 1
        p, q = e / (e + g - 1), 1 / g
    return n * q * (1 - q) / (p - q) ** 2


@pytest.mark.parametrize("oracle", ["GRR", "OLH"])
def test_entries_are_unbiased_with_the_stated_noise_sd(oracle):
    """200 releases of the same 3×3 table (54 entries, one of them empty): each entry's mean error
    is within 5 standard errors of 0; the errors over their stated noise_sd have a mean square of 1;
    the stated variance is Wang et al.'s at domain size 9·K; the cell totals too (OLH's from each
    user's supports: its hash family is only pairwise independent)."""
    m, n, epsilon, runs = 3, 4_000, 1.0, 200
    rng = np.random.default_rng(7)
    truth = rng.integers(1, m * m * K, n)  # entry 0 stays empty
    x, y, keys = keyed_users(truth, m=m)
    true_table = np.bincount(truth, minlength=m * m * K).reshape(m * m, len(CATEGORIES), len(PERIODS))
    errors, z2, z2_totals = [], [], []
    for run in range(runs):
        synopsis = ldp_uniform_grid(x, y, DOMAIN, epsilon, np.random.default_rng(100 + run), grid_size=m,
                                    oracle=oracle, keys=keys)
        table = synopsis.table
        error = table.counts - true_table
        errors.append(error)
        z2.append(error**2 / table.uncertainty(1).variance[:, None, None])
        z2_totals.append((synopsis.counts - true_table.sum(axis=(1, 2)))**2 / synopsis.uncertainty.variance)
    errors = np.array(errors)
    textbook = wang_variance(oracle, n, m * m * K, epsilon)
    assert np.all(np.abs(errors.mean(axis=0)) <= 5 * math.sqrt(textbook / runs)), "a biased entry"
    assert np.mean(errors[:, 0, 0, 0]**2) == pytest.approx(textbook, rel=0.3)  # the empty entry
    stated = table.uncertainty(1).variance
    assert np.all(stated >= textbook) and np.all(stated <= 1.2 * textbook)  # + the held users
    assert np.mean(z2) == pytest.approx(1.0, abs=0.06), "the measured variance is not the stated one"
    assert np.mean(z2_totals) == pytest.approx(1.0, abs=0.15), "the totals' variance is not the stated one"


def test_grr_entries_grow_noisier_with_the_number_of_keys_and_olh_entries_do_not():
    n, epsilon = 10_000, 1.0
    x, y, keys = keyed_users(np.arange(n) % (4 * K))
    variances = {}
    for oracle in ("GRR", "OLH"):
        single = ldp_uniform_grid(x, y, DOMAIN, epsilon, np.random.default_rng(1), grid_size=2, oracle=oracle,
                                  norm_sub=False)
        table = ldp_uniform_grid(x, y, DOMAIN, epsilon, np.random.default_rng(1), grid_size=2, oracle=oracle,
                                 keys=keys)
        variances[oracle] = table.table.uncertainty(1).variance.min() / single.uncertainty.variance.min()
    assert variances["GRR"] > 0.5 * K and variances["OLH"] < 1.05


# ---------------------------------------------------------------- (c) totals, record, limits


def test_totals_are_the_sums_of_the_entries_exactly_and_the_record_lists_the_keys():
    rng = np.random.default_rng(5)
    x, y, keys = keyed_users(rng.integers(0, 9 * K, 2_000), m=3)
    synopsis = ldp_uniform_grid(x, y, DOMAIN, 2.0, rng, grid_size=3, keys=keys)
    table = synopsis.table
    assert table.counts.shape == (9, len(CATEGORIES), len(PERIODS))
    assert np.array_equal(synopsis.counts, table.counts.sum(axis=(1, 2)))
    record = synopsis.metadata()
    assert record["table"]["categories"] == ["walk", "bike", OTHER]
    assert record["table"]["periods"]["periods"] == 2 and "sums" in record["table"]["consistency"]
    assert synopsis.params["norm_sub"] is False and any("Norm-Sub is not applied" in n for n in synopsis.notes)


def test_hexagons_take_a_table_too():
    rng = np.random.default_rng(6)
    x, y, keys = keyed_users(rng.integers(0, 4 * K, 1_000))
    synopsis = ldp_uniform_grid(x, y, DOMAIN, 1.0, rng, grid_size=2, cell_shape="flat", keys=keys)
    assert synopsis.table.counts.shape[0] == len(synopsis.counts) == len(synopsis.polygons)
    assert np.array_equal(synopsis.counts, synopsis.table.totals())


def test_a_table_too_large_is_refused_before_any_report(sent):
    many = category_list([f"c{i}" for i in range(2_000)])
    keys = table_keys(categories=many, category_values=np.array(["c1"] * 10, dtype=object))
    x, y = cell_centres(np.zeros(10, dtype=int), 2)
    with pytest.raises(GridTooLargeError, match="cells × categories × periods"):
        ldp_uniform_grid(x, y, DOMAIN, 1.0, np.random.default_rng(1), grid_size=200, keys=keys)
    assert not sent


# ---------------------------------------------------------------- the two-level grids: a table at the leaves


def uniform_keyed_users(n, seed):
    """Users spread uniformly over the domain, with a random category and period."""
    rng = np.random.default_rng(seed)
    x, y = rng.uniform(0, 100, n), rng.uniform(0, 100, n)
    _, _, keys = keyed_users(rng.integers(0, K, n), m=1)
    return x, y, keys


def leaf_truth(synopsis, x, y, keys):
    """The true (leaf, category, period) table of the released leaves, from their rectangles."""
    leaves = np.flatnonzero(synopsis.level == 2)
    truth = np.zeros((len(leaves), K))
    for row, (x0, y0, x1, y1) in enumerate(synopsis.rects[leaves]):
        inside = (x >= x0) & (x < x1) & (y >= y0) & (y < y1)
        truth[row] = np.bincount(keys.index[inside], minlength=K)
    return truth.reshape(len(leaves), len(CATEGORIES), len(PERIODS))


@pytest.mark.parametrize("mechanism", ["PrivAG", "AAG"])
def test_two_level_grids_report_once_and_their_totals_are_sums(sent, mechanism):
    from spatialdp.core import aag, privag

    x, y, keys = uniform_keyed_users(6_000, 11)
    keys.index[:30] = -1
    release = privag if mechanism == "PrivAG" else aag
    synopsis = release(x, y, DOMAIN, 2.0, np.random.default_rng(12), grid_size=3, keys=keys)
    assert sum(len(r) for r in sent) == 6_000 - 30, "some user reported twice or not at all"
    assert synopsis.ledger.spent == 2.0 and all(s["parallel_group"] == "users"
                                                for s in synopsis.ledger.as_dict()["steps"])
    assert len(sent[0]) == synopsis.params["n_u1"] and len(sent[1]) == synopsis.params["n_u2"]
    leaves = synopsis.level == 2
    assert np.array_equal(synopsis.table.cells, np.flatnonzero(leaves))
    assert np.array_equal(synopsis.counts[leaves], synopsis.table.totals())
    assert np.array_equal(synopsis.counts[~leaves],
                          np.bincount(synopsis.parent[leaves], weights=synopsis.counts[leaves], minlength=9))
    assert synopsis.params["consistency"] is False and synopsis.params["norm_sub"] is False


@pytest.mark.parametrize("mechanism", ["PrivAG", "AAG"])
def test_two_level_leaf_entries_are_unbiased_with_the_stated_noise_sd(mechanism):
    """60 releases: each leaf entry's error over its stated noise_sd (the oracle's variance for U2,
    scaled to everybody, plus U2's sampling variance) has mean 0 and mean square 1; so do the
    first-level cells', whose variance comes from each user's supports (OLH)."""
    from spatialdp.core import aag, privag

    release = privag if mechanism == "PrivAG" else aag
    x, y, keys = uniform_keyed_users(10_000, 13)
    z, z_first = [], []
    for run in range(60):
        synopsis = release(x, y, DOMAIN, 2.0, np.random.default_rng(200 + run), grid_size=3, keys=keys)
        truth = leaf_truth(synopsis, x, y, keys)
        z.append(((synopsis.table.counts - truth) / np.sqrt(synopsis.table.uncertainty(1).variance)[:, None, None])
                 .ravel())
        first = synopsis.level == 1
        true_first = np.bincount(synopsis.parent[~first], weights=truth.sum(axis=(1, 2)), minlength=9)
        z_first.append((synopsis.counts[first] - true_first) / np.sqrt(synopsis.uncertainty.variance[first]))
    z, z_first = np.concatenate(z), np.concatenate(z_first)
    assert abs(np.mean(z)) < 5 / math.sqrt(len(z) / 6), "biased leaf entries"  # entries of a release correlate
    assert np.mean(z**2) == pytest.approx(1.0, abs=0.08), "the measured variance is not the stated one"
    assert np.mean(z_first**2) == pytest.approx(1.0, abs=0.2), "the first level's variance is not the stated one"


def test_too_few_users_for_two_groups_give_ldp_ugs_table():
    from spatialdp.core import privag

    x, y, keys = uniform_keyed_users(2, 14)
    synopsis = privag(x, y, DOMAIN, 1.0, np.random.default_rng(1), grid_size=2, keys=keys)
    assert synopsis.params["too_few_users"]["mechanism"] == "PrivAG"
    assert synopsis.table.counts.shape == (4, len(CATEGORIES), len(PERIODS))


@pytest.mark.parametrize("mechanism", ["LDP-UG", "PrivAG", "AAG"])
def test_nobody_inside_releases_a_table_of_zeros(mechanism):
    from spatialdp.core import aag, privag

    x, y, keys = uniform_keyed_users(5, 15)
    release = {"LDP-UG": ldp_uniform_grid, "PrivAG": privag, "AAG": aag}[mechanism]
    synopsis = release(x + 500, y, DOMAIN, 1.0, np.random.default_rng(1), grid_size=2, keys=keys)
    assert synopsis.params["n_users"] == 0 and synopsis.table is not None
    assert not synopsis.table.counts.any() and not synopsis.counts.any()
    assert np.all(synopsis.table.uncertainty(1).variance == 0)


def test_olh_totals_have_the_variance_of_their_users_supports():
    """At ε = 3 with 21 keys, the entries of a row correlate under OLH's (pairwise independent) hash
    family: taken as uncorrelated, the totals' variance came out 1.4 times too small. The stated
    one, from each user's supports, matches the measured one (160 releases of 3×3 cells)."""
    many = category_list([str(i) for i in range(20)])
    rng = np.random.default_rng(7)
    n, m = 4_000, 3
    x, y = rng.uniform(0, 100, n), rng.uniform(0, 100, n)
    keys = table_keys(categories=many, category_values=rng.integers(0, 21, n).astype(str).astype(object))
    truth = np.bincount(DOMAIN.cell_index(x, y, m, m), minlength=m * m)
    z2 = [(synopsis.counts - truth) ** 2 / synopsis.uncertainty.variance
          for synopsis in (ldp_uniform_grid(x, y, DOMAIN, 3.0, np.random.default_rng(run), grid_size=m,
                                            oracle="OLH", keys=keys) for run in range(160))]
    assert np.mean(z2) == pytest.approx(1.0, abs=0.15)
