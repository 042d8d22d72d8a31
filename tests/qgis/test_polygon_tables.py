"""Counts by category and period on spatialdp:polygoncounts in real QGIS (issue 26,
docs/categories.md, docs/rates.md): the wide layout has a field per category and totals that are
the sums, the long one a feature per polygon, category and period; with a parent field each
parent's table is the sum of its children's, in the polygons' parent fields and in the parents'
own output; the noise of every entry, measured from outside, is the discrete Laplace of scale
D·k/ε at the whole ε."""

import json

import numpy as np
import pytest
from qgis.core import QgsProcessingException, QgsVectorLayer

from spatialdp.spatialdp_qgis.io import plain

from ..core.test_privacy_behaviour import assert_dlap
from .conftest import write_points_gpkg
from .test_polygoncounts import COUNTIES, NAMES, TRACTS, run, tract_points, write_polygons_gpkg

AGES = ["0-14", "15-64", "65+"]
T0 = 1_704_067_200  # 2024-01-01T00:00:00Z
RANGE = "2024-01-01T00:00:00Z/2024-04-01T00:00:00Z"
PER_TRACT = 120


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    """1,920 points, 120 per tract, each with an age group (some missing or unlisted), a time in
    the first quarter of 2024 (epoch seconds) and a user id; the tracts with their county and their
    public population per age group."""
    folder = tmp_path_factory.mktemp("polygon_tables")
    rng = np.random.default_rng(3)
    x, y = tract_points(rng, PER_TRACT)
    age = [AGES[i] if i < 3 else (None if i == 3 else "unknown") for i in rng.integers(0, 5, len(x))]
    when = rng.uniform(T0, T0 + 90 * 86_400, len(x)).tolist()
    points = write_points_gpkg(folder / "points.gpkg", x, y, age=age, when=when,
                               uid=[int(i) for i in range(len(x))])
    population = {"pop_young": [1000.0 + 10 * i for i in range(16)], "pop_adult": [5000.0] * 16,
                  "pop_old": [None] + [800.0 + i for i in range(15)]}
    tracts = write_polygons_gpkg(folder / "tracts.gpkg", TRACTS, name=NAMES, county=COUNTIES, **population)
    truth = {(n, a): 0 for n in NAMES for a in AGES + ["other / missing"]}
    tract = (np.floor((np.asarray(y) - 4_000_000) / 1000) * 4 + np.floor((np.asarray(x) - 500_000) / 1000))
    for t, a in zip(tract.astype(int), age):
        truth[NAMES[t], a if a in AGES else "other / missing"] += 1
    return folder, points, tracts, truth


def layer_rows(path, layer=None):
    """Every feature's attributes as a dict (QGIS 3's NULL as None), read whole."""
    layer = QgsVectorLayer(str(path) + ("" if layer is None else f"|layername={layer}"), "out", "ogr")
    assert layer.isValid()
    names = layer.fields().names()
    return names, [{n: plain(v) for n, v in zip(names, f.attributes())} for f in layer.getFeatures()]


def test_the_wide_layout_has_a_field_per_age_group_and_parents_that_add_up(provider, data, tmp_path):
    folder, points, tracts, _ = data
    out, per_county = tmp_path / "wide.gpkg", tmp_path / "counties.gpkg"
    result, log = run(INPUT=str(points), POLYGONS=str(tracts), PARENT_FIELD="county", CATEGORY_FIELD="age",
                      CATEGORIES=",".join(AGES), SEED=5, OUTPUT=str(out), PARENT_OUTPUT=str(per_county))
    names, rows = layer_rows(out)
    fields = ["n_0_14", "moe90_0_14", "n_15_64", "n_65", "n_other_missing", "total", "parent_noisy_count"]
    assert all(f in names for f in fields) and len(rows) == 16
    columns = ["n_0_14", "n_15_64", "n_65", "n_other_missing"]
    for row in rows:
        assert sum(row[c] for c in columns) == pytest.approx(row["total"]) == pytest.approx(row["noisy_count"])
        assert row["moe90_0_14"] < row["moe90"]
    _, parents = layer_rows(per_county)
    assert sorted(p["county"] for p in parents) == ["east", "west"]
    for parent in parents:
        children = [r for r in rows if r["county"] == parent["county"]]
        for c in columns:  # each parent's table is the sum of its children's, category by category
            assert parent[c] == pytest.approx(sum(r[c] for r in children))
        assert all(r["parent_noisy_count"] == pytest.approx(parent["noisy_count"]) for r in children)
    record = json.loads(result["LEDGER"])
    assert record["table"]["categories"] == AGES + ["other / missing"]
    assert record["table"]["layout"] == "wide" and record["table"]["fields"]["65+"] == ["n_65", "moe90_65"]
    assert "key by key" in record["table"]["consistency"]
    assert {s["step"]: s["epsilon"] for s in record["ledger"]["steps"]} == {"parent counts": 0.3,
                                                                           "polygon counts": 0.7}


def test_the_long_layout_has_a_feature_per_tract_age_group_and_month(provider, data, tmp_path):
    folder, points, tracts, _ = data
    out = tmp_path / "long.gpkg"
    result, _ = run(INPUT=str(points), POLYGONS=str(tracts), PARENT_FIELD="county", CATEGORY_FIELD="age",
                    CATEGORIES=",".join(AGES), TIME_FIELD="when", PERIOD=2, TIME_RANGE=RANGE, LAYOUT=1, SEED=6,
                    OUTPUT=str(out))
    names, rows = layer_rows(out)
    assert len(rows) == 16 * 4 * 3 and {"category", "t_start", "t_end"} <= set(names)
    layer = QgsVectorLayer(str(out), "long", "ogr")
    assert layer.loadDefaultStyle()[1] and layer.temporalProperties().isActive()
    by_key = {}
    for row in rows:
        by_key.setdefault((row["county"], row["category"], row["t_start"].toSecsSinceEpoch()), []).append(row)
    assert len(by_key) == 2 * 4 * 3
    for children in by_key.values():  # the parent's entry of each key is the sum of its children's
        assert len(children) == 8
        assert sum(r["noisy_count"] for r in children) == pytest.approx(children[0]["parent_noisy_count"])
    assert json.loads(result["LEDGER"])["table"]["periods"]["periods"] == 3


def test_every_entry_gets_discrete_laplace_noise_of_scale_k_over_the_whole_epsilon(provider, data, tmp_path):
    """Secure noise, 6 releases of the 16 × 4 table (one point per user, D = 1): the entries minus
    the true table are discrete Laplace of scale 1/ε at the whole ε."""
    folder, points, tracts, truth = data
    noise = []
    for i in range(6):
        out = tmp_path / f"noise{i}.gpkg"
        run(INPUT=str(points), POLYGONS=str(tracts), CATEGORY_FIELD="age", CATEGORIES=",".join(AGES),
            LAYOUT=1, EPSILON=0.5, OUTPUT=str(out))
        noise += [row["noisy_count"] - truth[row["name"], row["category"]] for row in layer_rows(out)[1]]
    assert_dlap(np.array(noise), 1, 0.5, "polygon table entries in QGIS")


POPULATION_FIELDS = "pop_young, pop_adult, pop_old"
STANDARD = [60_000.0, 30_000.0, 10_000.0]  # weights 0.6, 0.3, 0.1


def test_the_age_standardised_rate_is_the_weighted_sum_of_the_age_group_rates(provider, data, tmp_path):
    """asr = per·Σ w_c·n_c/N_c of the published age-group counts, asr_sd its closed form, NULL where an
    age group has no population; flagged below MIN_DENOMINATOR of the tract's population."""
    folder, points, tracts, _ = data
    out = tmp_path / "asr.gpkg"
    result, _ = run(INPUT=str(points), POLYGONS=str(tracts), CATEGORY_FIELD="age", CATEGORIES=",".join(AGES),
                    DENOMINATOR_FIELDS=POPULATION_FIELDS, STANDARD_POPULATION=",".join(map(str, STANDARD)),
                    MIN_DENOMINATOR=6_900, SEED=7, OUTPUT=str(out))
    names, rows = layer_rows(out)
    assert {"asr", "asr_sd", "asr_moe90", "asr_small_denominator"} <= set(names)
    w = np.array(STANDARD) / sum(STANDARD)
    for row in rows:
        if row["pop_old"] is None:
            assert row["asr"] is None and row["asr_sd"] is None and row["asr_small_denominator"] == 0
            continue
        population = np.array([row["pop_young"], row["pop_adult"], row["pop_old"]])
        counts = np.array([row["n_0_14"], row["n_15_64"], row["n_65"]])
        assert row["asr"] == pytest.approx(100_000 * (w * counts / population).sum())
        entry_variance = row["noise_sd"] ** 2 / 4  # the total sums 4 independent entries
        sd = 100_000 * np.sqrt((w**2 * entry_variance / population**2).sum())
        assert row["asr_sd"] == pytest.approx(sd) and row["asr_moe90"] == pytest.approx(1.6449 * sd, rel=1e-3)
        assert row["asr_small_denominator"] == int(population.sum() < 6_900)
    assert sum(row["asr_small_denominator"] for row in rows) == 9
    record = json.loads(result["LEDGER"])
    assert record["parameters"]["denominator_fields"] == ["pop_young", "pop_adult", "pop_old"]
    assert record["standardised_rate"]["standard_population"] == STANDARD
    assert [s["epsilon"] for s in record["ledger"]["steps"]] == [1.0]  # no extra ε


@pytest.mark.parametrize("params,message", [
    ({"STANDARD_POPULATION": "60000, 30000"}, "for each of the 3 categories"),
    ({"DENOMINATOR_FIELDS": "pop_young, pop_adult"}, "for each of the 3 categories"),
    ({"STANDARD_POPULATION": "many, few, some"}, "comma-separated numbers"),
    ({"CATEGORY_FIELD": None}, "needs a category field"),
    ({"DENOMINATOR_FIELDS": "pop_young, pop_adult, county"}, "population field 'county'"),
    ({"DENOMINATOR_FIELDS": "pop_young, pop_adult, nope"}, "has no field 'nope'"),
])
def test_a_standardised_rate_with_bad_public_inputs_is_refused_in_one_sentence(provider, data, params, message):
    folder, points, tracts, _ = data
    arguments = dict(INPUT=str(points), POLYGONS=str(tracts), CATEGORY_FIELD="age", CATEGORIES=",".join(AGES),
                     DENOMINATOR_FIELDS=POPULATION_FIELDS, STANDARD_POPULATION="60000,30000,10000",
                     OUTPUT="TEMPORARY_OUTPUT")
    arguments.update(params)
    with pytest.raises(QgsProcessingException, match=message) as error:
        run(**{k: v for k, v in arguments.items() if v is not None})
    assert "\n" not in str(error.value)


@pytest.mark.e2e
def test_age_standardised_rates_by_month_through_qgis_process(data, tmp_path):
    """qgis_process on stock QGIS: a long table of tracts × age groups × months with the parents and
    the standardised rate; the record lists the categories, the periods and the standard population."""
    from osgeo import ogr

    from ..conftest import qgis_process_run

    folder, points, tracts, _ = data
    out = tmp_path / "asr.gpkg"
    result = qgis_process_run(
        "spatialdp:polygoncounts", tmp_path / "home", INPUT=points, POLYGONS=tracts, EPSILON=1.0, SEED=2,
        PARENT_FIELD="county", CATEGORY_FIELD="age", CATEGORIES=",".join(AGES), TIME_FIELD="when", PERIOD=2,
        TIME_RANGE=RANGE, LAYOUT=1, DENOMINATOR_FIELDS=POPULATION_FIELDS,
        STANDARD_POPULATION=",".join(map(str, STANDARD)), OUTPUT=out)
    ds = ogr.Open(str(out))  # kept: its layer dies with it
    layer = ds.GetLayer(0)
    assert layer.GetFeatureCount() == 16 * 4 * 3
    names = [layer.GetLayerDefn().GetFieldDefn(i).GetName() for i in range(layer.GetLayerDefn().GetFieldCount())]
    assert {"category", "t_start", "t_end", "asr", "asr_moe90", "parent_noisy_count"} <= set(names)
    record = json.loads(result["results"]["LEDGER"])
    assert record["table"]["categories"] == AGES + ["other / missing"] and record["table"]["periods"]["periods"] == 3
    assert record["standardised_rate"]["standard_population"] == STANDARD


def test_a_table_with_the_standardised_rate_runs_inside_a_model(provider, data, tmp_path):
    """The model builder's use: categories, the population fields and the standard population as
    static values of a model's child."""
    from .test_polygon_rates import run_in_model

    folder, points, tracts, _ = data
    target = tmp_path / "model.gpkg"
    run_in_model(provider, points, tracts, {
        "EPSILON": 1.0, "SEED": 3, "CATEGORY_FIELD": "age", "CATEGORIES": ",".join(AGES),
        "DENOMINATOR_FIELDS": POPULATION_FIELDS, "STANDARD_POPULATION": ",".join(map(str, STANDARD))}, target)
    names, rows = layer_rows(target)
    assert len(rows) == 16 and {"n_0_14", "n_other_missing", "total", "asr", "asr_sd"} <= set(names)
    assert sum(row["asr"] is not None for row in rows) == 15  # t00 has no population of 65+
