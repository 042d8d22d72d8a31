"""core.recommend: the mechanism recommended from the study table, from public numbers only (issue 29)."""

import math

import pytest

from spatialdp.core.catalogue import MECHANISMS
from spatialdp.core.recommend import (
    MODELS, QUERY_SIZES, USER_LEVEL, StudyRow, nearest_query, qardaji_fraction, recommend, study_rows,
)


def rows(model="central"):
    """A small study: A wins small queries, B large ones, in a column of 1,000 points at ε = 1;
    C wins everything in a column of 1,000,000 points at ε = 1."""
    out = []
    for q in range(QUERY_SIZES):
        out += [StudyRow(model, "small", 1000, 1.0, q, "A", 1.0 if q < 3 else 3.0),
                StudyRow(model, "small", 1000, 1.0, q, "B", 2.0 if q < 3 else 1.0),
                StudyRow(model, "small", 1000, 1.0, q, "C", 5.0),
                StudyRow(model, "large", 1_000_000, 1.0, q, "A", 2.0),
                StudyRow(model, "large", 1_000_000, 1.0, q, "C", 1.0)]
    return out


def test_qardaji_fractions_double_each_side():
    assert qardaji_fraction(5) == 0.25
    assert [nearest_query(qardaji_fraction(i)) for i in range(QUERY_SIZES)] == list(range(QUERY_SIZES))
    assert nearest_query(1.0) == 5 and nearest_query(1e-9) == 0


def test_the_best_mechanism_of_the_nearest_column_and_query_size():
    small = recommend(model="central", n=2000, epsilon=0.8, query_fraction=qardaji_fraction(0), rows=rows())
    assert small.mechanism == "A" and small.column == ("small", 1000, 1.0)
    assert small.ratios["B"] == 2.0
    assert recommend(model="central", n=2000, epsilon=0.8, query_fraction=0.25, rows=rows()).mechanism == "B"
    assert recommend(model="central", n=3e5, epsilon=1.0, rows=rows()).mechanism == "C"


def test_several_query_sizes_take_the_geometric_mean_of_the_ratios():
    both = recommend(model="central", n=1000, epsilon=1.0, query_fractions=(qardaji_fraction(0), 0.25),
                     rows=rows())
    assert both.queries == (0, 5)
    assert both.ratios["A"] == pytest.approx(math.sqrt(3)) and both.ratios["B"] == pytest.approx(math.sqrt(2))
    assert both.mechanism == "B"


def test_user_level_is_central_at_epsilon_over_k():
    table = rows() + [StudyRow("central", "small", 1000, 0.1, q, "C", 0.5) for q in range(QUERY_SIZES)]
    advice = recommend(model=USER_LEVEL, n=1000, epsilon=1.0, max_per_user=10, rows=table)
    assert advice.column[2] == 0.1 and advice.mechanism == "C"
    assert advice.parameters == {"max_per_user": 10}
    assert advice.as_dict()["study_column"]["epsilon"] == 0.1


@pytest.mark.parametrize("kwargs", [
    {"model": "nearby"}, {"epsilon": 0}, {"epsilon": float("nan")}, {"n": 0}, {"max_per_user": 0},
    {"query_fraction": 0}, {"query_fraction": 2},
])
def test_bad_inputs_are_refused(kwargs):
    with pytest.raises(ValueError):
        recommend(**{"model": "central", "n": 1000, "epsilon": 1.0, "rows": rows(), **kwargs})


def test_a_model_without_rows_is_a_lookup_error():
    with pytest.raises(LookupError):
        recommend(model="local", n=1000, epsilon=1.0, rows=rows())


def test_the_shipped_table_offers_only_mechanisms_a_user_can_run():
    offered = {m.name: m.model for m in MECHANISMS}
    table = study_rows()
    assert {r.model for r in table} == {"central", "local"}
    assert all(offered[r.mechanism] == r.model for r in table)
    for model in ("central", "local"):
        columns = {(r.dataset, r.n, r.epsilon) for r in table if r.model == model}
        assert len(columns) >= 8, "the study covers several data sets and ε"


def test_the_recommendation_is_within_10_percent_of_the_best_in_every_column():
    """Issue 29's "done": the recommended mechanism for a column's N, ε and query size is within
    10 % of the best mechanism there (the table is the study's)."""
    table = study_rows()
    for model in ("central", "local"):
        for dataset, n, eps in {(r.dataset, r.n, r.epsilon) for r in table if r.model == model}:
            for q in range(QUERY_SIZES):
                errors = {r.mechanism: r.error for r in table
                          if (r.model, r.dataset, r.n, r.epsilon, r.query) == (model, dataset, n, eps, q)}
                chosen = recommend(model=model, n=n, epsilon=eps, query_fraction=qardaji_fraction(q))
                assert errors[chosen.mechanism] <= 1.1 * min(errors.values()), (model, dataset, eps, q)


def test_every_model_gets_a_recommendation_for_any_public_input():
    for model in MODELS:
        for n in (10, 1e4, 1e8):
            for eps in (0.01, 1.0, 20.0):
                assert recommend(model=model, n=n, epsilon=eps).mechanism in {m.name for m in MECHANISMS}


def test_the_parameters_are_the_guides_sizes_for_the_public_n():
    from spatialdp.core.guidelines import guidance
    from spatialdp.core.recommend import guided_sizes

    assert guided_sizes("LDP-UG", 217_438, 0.5) == {"grid_size": guidance("LDP-UG", 217_438, 0.5).grid_size} == {
        "grid_size": 6}
    assert guided_sizes("AG", 1e6, 1.0, k=4) == {"grid_size": guidance("AG", 1e6, 1.0, sensitivity=4).sizes["m1"]}
    assert guided_sizes("PrivTree", 1e6, 1.0) == {} and guided_sizes("unknown", 1e6, 1.0) == {}
    advice = recommend(model=USER_LEVEL, n=1e5, epsilon=1.0, max_per_user=3)
    assert advice.parameters["max_per_user"] == 3
    assert set(advice.parameters) <= {"grid_size", "max_per_user", "depth"}
