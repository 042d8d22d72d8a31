"""Fast exact range counts, fast synopsis answers, workloads, metrics, W2 (docs/evaluation.md)."""

import numpy as np
import pytest

from spatialdp.core import Domain, Synopsis, adaptive_grid, aag, uniform_grid
from spatialdp.core.budget import Ledger
from spatialdp.core.evaluation import (
    METRICS, BALIOGLU, CUSTOM, QARDAJI, CellIndex, PointIndex, evaluate, make_workload, query_errors,
    random_queries, regular_grid, summarise, synopsis_w2,
)

DOMAIN = Domain(0, 0, 100, 50)


def _points(n, seed=0):
    rng = np.random.default_rng(seed)
    centres = rng.random((6, 2)) * [100, 50]
    p = centres[rng.integers(0, 6, n)] + rng.normal(0, 2.5, (n, 2))
    x, y = np.clip(p[:, 0], 0, 100), np.clip(p[:, 1], 0, 50)
    # points exactly on grid lines and on query-like edges, and duplicates
    x[:200], y[:200] = np.round(x[:200]), np.round(y[:200])
    return x, y


def _brute_count(x, y, q):
    return ((x >= q[:, None, 0]) & (x <= q[:, None, 2]) & (y >= q[:, None, 1]) & (y <= q[:, None, 3])).sum(1)


@pytest.mark.slow
def test_fast_counts_equal_brute_force():
    x, y = _points(30_000)
    rng = np.random.default_rng(1)
    queries = np.vstack([
        random_queries(DOMAIN, (w, h), 60, rng) for w, h in [(0.3, 0.2), (5, 5), (40, 20), (100, 50)]
    ])
    # degenerate, outside, inclusive edges on integer coordinates, partly outside
    queries = np.vstack([queries, [[10, 10, 10, 10], [-5, -5, -1, -1], [200, 0, 300, 50],
                                   [3, 4, 17, 30], [-10, -10, 50, 25], [99, 49, 120, 80]]])
    truth = _brute_count(x, y, queries)
    for resolution in (None, 1, 7, 64):
        index = PointIndex(x, y, resolution=resolution)
        assert np.array_equal(index.count(queries), truth)
    assert np.array_equal(PointIndex(x, y).count_per_query(queries), truth)


def test_point_index_keeps_its_sorted_view_and_handles_no_points():
    x, y = _points(1000)
    index = PointIndex(x, y)
    assert len(index) == 1000 and np.all(np.diff(index.x) >= 0)
    assert np.array_equal(PointIndex([], []).count([[0, 0, 1, 1]]), [0])
    # all points on one spot
    same = PointIndex(np.full(10, 3.0), np.full(10, 4.0))
    assert np.array_equal(same.count([[3, 4, 3, 4], [0, 0, 2.9, 9]]), [10, 0])


def _synopses(x, y):
    rng = np.random.default_rng(5)
    ug = uniform_grid(x, y, DOMAIN, 1.0, rng, grid_size=37)
    ag = adaptive_grid(x, y, DOMAIN, 1.0, rng, n_public=len(x))
    local = aag(x, y, DOMAIN, 3.0, rng)
    return ug, ag, local


def test_fast_answers_equal_synopsis_answer():
    x, y = _points(30_000)
    rng = np.random.default_rng(2)
    queries = np.vstack([random_queries(DOMAIN, (w, h), 80, rng) for w, h in [(0.5, 0.5), (7, 3), (60, 30)]])
    queries = np.vstack([queries, [[-10, -10, 200, 200], [10, 10, 10, 10], [20, 5, 20.5, 49.9]]])
    ug, ag, local = _synopses(x, y)
    for s in (ug, ag, local):
        index = CellIndex.of(s)
        assert np.allclose(index.answer(queries), s.answer(queries), rtol=1e-9, atol=1e-6), index.method
    assert CellIndex.of(ug).method.startswith("prefix sums")
    assert CellIndex.of(ag).method.startswith("bucketed")


def test_cell_order_does_not_matter_and_irregular_tilings_are_recognised():
    x, y = _points(5000)
    ug, ag, _ = _synopses(x, y)
    rng = np.random.default_rng(3)
    perm = rng.permutation(ug.n_cells)
    assert regular_grid(ug.rects[perm]) is not None
    assert regular_grid(ag.rects[ag.is_leaf]) is None
    queries = random_queries(DOMAIN, (9, 4), 50, rng)
    assert np.allclose(CellIndex(ug.rects[perm], ug.counts[perm]).answer(queries), ug.answer(queries))
    # overlapping cells (not a tiling) still answer like Synopsis.answer
    rects = np.array([[0, 0, 60, 50], [40, 0, 100, 50], [10, 10, 11, 11]], dtype=float)
    s = Synopsis("x", DOMAIN, rects, [6, 3, 1], [1, 1, 1], [-1, -1, -1], Ledger(1.0))
    assert np.allclose(CellIndex.of(s).answer(queries), s.answer(queries))


def test_workloads():
    rng = np.random.default_rng(0)
    q = make_workload(DOMAIN, rng, QARDAJI)
    assert q.labels == [f"q{i}" for i in range(1, 7)] and q.n_queries == 1200
    assert q.sizes[-1] == (50, 25) and q.sizes[0] == (50 / 32, 25 / 32)
    b = make_workload(DOMAIN, rng, BALIOGLU, per_size=10)
    w, h = b.sizes[0]
    assert w * h == pytest.approx(0.00005 * DOMAIN.area) and w / h == pytest.approx(2)
    c = make_workload(DOMAIN, rng, CUSTOM, sizes=[(10, 10), (100, 5)], per_size=7)
    assert c.labels == ["10×10", "100×5"]
    for wl in (q, b, c):
        for (w, h), queries in zip(wl.sizes, wl.queries):
            assert np.allclose(queries[:, 2] - queries[:, 0], w) and np.allclose(queries[:, 3] - queries[:, 1], h)
            assert (queries[:, 0] >= 0).all() and (queries[:, 2] <= 100 + 1e-9).all()
    with pytest.raises(ValueError, match="does not fit"):
        make_workload(DOMAIN, rng, CUSTOM, sizes=[(200, 10)])


def test_metrics():
    e = query_errors([12, 0, 500], np.array([10, 3, 400]), n=10_000)
    assert np.allclose(e["relative"], [2 / 10, 3 / 10, 100 / 400])  # ρ = 0.1 % of N = 10
    assert np.allclose(e["aqe"], [2 / 200, 3 / 200, 100 / 400])  # b = 2 % of N = 200
    assert np.allclose(e["absolute"], [2, 3, 100])
    assert np.allclose(e["relative_populated"], [2 / 10, 100 / 400])  # the boxes holding ≥ ρ = 10 only


def test_the_populated_metric_is_a_row_of_its_own_and_empty_sizes_stay_empty():
    """On clustered data most small boxes lie in empty space, where the relative error is just
    |noise| / ρ; the populated metric summarises the boxes holding at least ρ on its own."""
    x, y = _points(20_000)
    ug, _, _ = _synopses(x, y)
    result = evaluate(PointIndex(x, y), [("UG", ug, DOMAIN)], np.random.default_rng(5), per_size=100,
                      w2_grid=0)[0]
    rows = {(r["size"], r["metric"]): r for r in result.rows()}
    floor = 0.001 * result.n_true
    for i, size in enumerate(result.workload.labels):
        held = result.truth[i] >= floor
        populated = rows[(size, "relative_populated")]
        assert populated["queries"] == held.sum() and rows[(size, "relative")]["queries"] == 100
        if held.any():
            assert populated["mean"] == pytest.approx(result.errors["relative"][i][held].mean())
    assert rows[("q1", "relative_populated")]["queries"] < 100  # some small boxes hold fewer than ρ
    assert summarise([]) == {"mean": None, "p25": None, "p50": None, "p75": None, "p95": None}


def test_w2_is_zero_for_identical_and_positive_otherwise():
    x, y = _points(20_000)
    exact = Synopsis("exact", DOMAIN, DOMAIN.grid_rects(32, 32), DOMAIN.histogram(x, y, 32, 32).ravel(),
                     np.ones(1024), -np.ones(1024), Ledger(1.0))
    w2 = synopsis_w2(CellIndex.of(exact), DOMAIN.histogram(x, y, 32, 32), DOMAIN)
    assert w2["value"] == pytest.approx(0, abs=1e-9) and w2["method"].startswith("exact")
    ug, _, _ = _synopses(x, y)
    noisy = synopsis_w2(CellIndex.of(ug), DOMAIN.histogram(x, y, 32, 32), DOMAIN)
    assert noisy["value"] > 0 and noisy["grid"] == 32
    fine = Synopsis("exact", DOMAIN, DOMAIN.grid_rects(80, 80), DOMAIN.histogram(x, y, 80, 80).ravel(),
                    np.ones(6400), -np.ones(6400), Ledger(1.0))
    sliced = synopsis_w2(CellIndex.of(fine), DOMAIN.histogram(x, y, 80, 80), DOMAIN)
    assert sliced["method"].startswith("sliced") and sliced["value"] == pytest.approx(0, abs=1e-9)


def test_evaluate_several_synopses_on_the_same_queries():
    x, y = _points(20_000)
    ug, ag, _ = _synopses(x, y)
    seen = []
    results = evaluate(PointIndex(x, y), [("UG", ug, DOMAIN), ("AG", ag, DOMAIN)], np.random.default_rng(4),
                       per_size=50, w2_grid=16, progress=seen.append)
    assert [r.name for r in results] == ["UG", "AG"]
    assert results[0].workload is results[1].workload and results[0].n_true == 20_000
    assert seen[-1] == pytest.approx(1.0) and all(a <= b for a, b in zip(seen, seen[1:]))
    rows = results[0].rows()
    assert len(rows) == 6 * len(METRICS)
    assert {"synopsis", "size", "metric", "mean", "p25", "p50", "p75", "p95", "queries"} <= set(rows[0])
    for row in rows:
        assert row["queries"] == 0 or row["p25"] <= row["p50"] <= row["p75"] <= row["p95"]
    assert np.array_equal(results[0].truth[2], _brute_count(x, y, results[0].workload.queries[2]))
    assert np.allclose(results[1].estimates[2], ag.answer(results[0].workload.queries[2]))
    assert results[0].w2["value"] > 0


def test_evaluation_can_be_cancelled():
    from spatialdp.core.evaluation import EvaluationCancelled

    x, y = _points(2000)
    ug, _, _ = _synopses(x, y)
    with pytest.raises(EvaluationCancelled):
        evaluate(PointIndex(x, y), [("UG", ug, DOMAIN)], np.random.default_rng(0), cancelled=lambda: True)
