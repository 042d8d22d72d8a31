"""Multi-round collections from report tables (core.collection; issue 12 item 3).

A collection is run as a real one: the server assigns rounds and publishes
each round's plan, the devices' reports are written to a CSV table and read
back, and the server estimates from the tables. With the same seed the
result is the simulated mechanism's, value for value.
"""

import math

import numpy as np
import pytest

from spatialdp.core import Domain, aag, privag
from spatialdp.core.collection import device_report, reports_table, start_collection
from spatialdp.core.mechanisms.ahead import ahead
from spatialdp.core.mechanisms.hdg import hdg

from .test_ahead import clustered
from .test_privacy_behaviour import _EveryDraw, assert_ldp, measured_matrix

DOMAIN = Domain(0.0, 0.0, 100.0, 100.0)


def run_collection(collection, x, y, rng, tmp_path):
    """Rounds assigned by the server, devices' reports through a CSV table per round, the estimate."""
    for round_, users in enumerate(collection.assign(rng), start=1):
        plan = collection.plan()
        reports = device_report(x[users], y[users], plan, rng)
        table = tmp_path / f"round{round_}.csv"
        columns = [reports.report] + ([] if reports.seed is None else [reports.seed])
        np.savetxt(table, np.column_stack(columns), fmt="%d", delimiter=",",
                   header="report" + ("" if reports.seed is None else ",seed"))
        rows = np.loadtxt(table, dtype=np.int64, delimiter=",", ndmin=2)
        collection.receive(reports_table(rows[:, 0], rows[:, 1] if rows.shape[1] > 1 else None, plan))
    return collection.estimate()


def test_ahead_from_report_tables_is_the_simulated_ahead(tmp_path):
    x, y = clustered(12_000, seed=1)
    simulated = ahead(x, y, DOMAIN, 2.0, np.random.default_rng(7), depth=4)
    collection = start_collection("AHEAD", DOMAIN, 2.0, len(x), depth=4)
    real = run_collection(collection, x, y, np.random.default_rng(7), tmp_path)
    assert np.array_equal(real.rects, simulated.rects) and np.array_equal(real.parent, simulated.parent)
    assert np.allclose(real.counts, simulated.counts, rtol=1e-12, atol=1e-9)
    assert real.params["leaves"] == simulated.params["leaves"] and real.secure
    assert math.isclose(real.ledger.as_dict()["epsilon_spent"], 2.0)


PAPERS = {"consistency": False, "norm_sub": False}


@pytest.mark.parametrize("mechanism,function,epsilon,options", [
    ("PrivAG", privag, 3.0, {}), ("AAG", aag, 3.0, {}), ("PrivAG", privag, 1.0, PAPERS),
    ("AAG", aag, 3.0, dict(PAPERS, cut="paper")), ("AAG", aag, 1.0, {"oracle": "GRR", "cut": "middle"}),
    ("AAG", aag, 2.0, {"consistency": False})])
def test_two_round_grids_from_report_tables_are_the_simulated_ones(tmp_path, mechanism, function,
                                                                   epsilon, options):
    """The defaults (consistency, Norm-Sub, AAG's halfway cut) and the papers' variants."""
    x, y = clustered(30_000, seed=2)
    simulated = function(x, y, DOMAIN, epsilon, np.random.default_rng(8), **options)
    collection = start_collection(mechanism, DOMAIN, epsilon, len(x), **options)
    real = run_collection(collection, x, y, np.random.default_rng(8), tmp_path)
    assert real.n_cells == simulated.n_cells > collection.g1**2
    assert np.allclose(real.rects, simulated.rects, rtol=0, atol=1e-9)
    assert np.allclose(real.counts, simulated.counts, rtol=1e-12, atol=1e-9)
    assert np.array_equal(real.parent, simulated.parent)
    assert real.params["consistency"] == simulated.params["consistency"]
    if getattr(simulated.uncertainty, "known", False):
        assert np.allclose(real.uncertainty.variance, simulated.uncertainty.variance)


@pytest.mark.parametrize("options", [{}, {"grid_size": 2, "marginal_size": 8, "oracle": "GRR"}])
def test_hdg_from_report_tables_is_the_simulated_hdg(tmp_path, options):
    x, y = clustered(15_000, seed=6)
    simulated = hdg(x, y, DOMAIN, 1.5, np.random.default_rng(12), **options)
    collection = start_collection("HDG", DOMAIN, 1.5, len(x), **options)
    real = run_collection(collection, x, y, np.random.default_rng(12), tmp_path)
    assert np.array_equal(real.rects, simulated.rects) and np.array_equal(real.parent, simulated.parent)
    assert np.allclose(real.counts, simulated.counts, rtol=1e-12, atol=1e-9)
    assert [e.step for e in real.ledger.entries] == [e.step for e in simulated.ledger.entries]


def test_the_second_round_grid_follows_the_first_rounds_reports(tmp_path):
    """Round 2's partition is published from round 1's reports: cut finer where they are."""
    x, y = clustered(40_000, seed=3)
    collection = start_collection("PrivAG", DOMAIN, 3.0, len(x))
    rng = np.random.default_rng(9)
    first, _ = collection.assign(rng)
    collection.receive(device_report(x[first], y[first], collection.plan(), rng))
    plan = collection.plan()
    assert plan.round == 2 and plan.d == len(plan.rects())
    areas = (plan.rects()[:, 2] - plan.rects()[:, 0]) * (plan.rects()[:, 3] - plan.rects()[:, 1])
    at_cluster = plan.partition.cell_of(np.array([20.0]), np.array([70.0]))[0]
    assert areas[at_cluster] < np.median(areas)


# ---------------------------------------------------------------- the device step is ε-LDP


@pytest.mark.parametrize("oracle,epsilon", [("GRR", 1.0), ("OLH", 2.0)])
def test_the_device_report_probability_matrix_is_epsilon_ldp(oracle, epsilon):
    """Inputs: a location in each cell of a published round-2 AHEAD partition; the matrix of
    P(report | cell) measured from the device function with every draw enumerated."""
    x, y = clustered(20_000, seed=4)
    collection = start_collection("AHEAD", DOMAIN, epsilon, len(x), depth=3, oracle=oracle)
    rng = np.random.default_rng(10)
    first = collection.assign(rng)[0]
    collection.receive(device_report(x[first], y[first], collection.plan(), rng))
    plan = collection.plan()
    rects = plan.rects()
    d = len(rects)
    assert d > 4
    centres = (rects[:, :2] + rects[:, 2:]) / 2
    k = 256
    if oracle == "GRR":
        levels = [k, d - 1]
    else:
        levels = [8, k, int(round(math.exp(epsilon)))]  # 8 hash seeds; g − 1 other values
    block = math.prod(levels)
    cells = np.repeat(np.arange(d), block)
    reports = device_report(centres[cells, 0], centres[cells, 1], plan, _EveryDraw(d, levels))
    assert reports.oracle == oracle
    if oracle == "GRR":
        worst = assert_ldp(measured_matrix(cells, reports.report, block), epsilon, 1.0 / k,
                           "device (GRR)")
        assert worst > math.exp(epsilon) * 0.75  # the report uses its ε (up to the resolution 1/k)
        return
    width = int(reports.report.max()) + 1
    for seed in np.unique(reports.seed):
        mine = reports.seed == seed
        prob = measured_matrix(cells[mine], reports.report[mine], block / 8, width)
        assert_ldp(prob, epsilon, 1.0 / k, f"device (OLH, hash seed {seed})")


def test_a_user_outside_the_extent_cannot_report():
    collection = start_collection("AHEAD", DOMAIN, 1.0, 100, depth=2)
    with pytest.raises(ValueError, match="outside the collection's public extent"):
        device_report(np.array([150.0]), np.array([50.0]), collection.plan(), np.random.default_rng(0))


def test_reports_of_the_wrong_oracle_or_an_extra_round_are_refused():
    x, y = clustered(2_000, seed=5)
    collection = start_collection("AHEAD", DOMAIN, 1.0, len(x), depth=1, oracle="GRR")
    rng = np.random.default_rng(11)
    (users,) = collection.assign(rng)
    plan = collection.plan()
    wrong = start_collection("AHEAD", DOMAIN, 1.0, len(x), depth=1, oracle="OLH").plan()
    with pytest.raises(ValueError, match="uses GRR"):
        collection.receive(device_report(x[users], y[users], wrong, rng))
    with pytest.raises(ValueError, match="must lie in"):  # values beyond the plan's cells
        collection.receive(reports_table(np.full(len(users), plan.d), None, plan))
    assert collection.received == 0 and not collection.ledger.entries
    collection.receive(device_report(x[users], y[users], plan, rng))
    with pytest.raises(ValueError, match="all 1 rounds"):
        collection.receive(device_report(x[users], y[users], plan, rng))
    assert collection.estimate().counts.sum() == pytest.approx(len(x))


@pytest.mark.parametrize("mechanism", ["AHEAD", "HDG", "PrivAG", "AAG"])
def test_an_empty_round_is_refused_with_a_sentence_and_leaves_no_entry(mechanism):
    """A round's table without reports used to crash later (HDG: ZeroDivisionError) or build
    round 2's grid from NaN estimates (PrivAG, AAG)."""
    collection = start_collection(mechanism, DOMAIN, 1.0, 1_000)
    plan = collection.plan()
    empty = device_report(np.empty(0), np.empty(0), plan, np.random.default_rng(0))
    with pytest.raises(ValueError, match="holds no reports"):
        collection.receive(empty)
    assert collection.received == 0 and not collection.ledger.entries
