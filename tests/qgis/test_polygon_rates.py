"""Rates on spatialdp:polygoncounts in real QGIS (docs/rates.md): a public denominator field gives
rate = noisy_count·per/denominator with its margins, through Processing and qgis_process; zero or
missing denominators give NULL, bad ones a one-line refusal; the record names the field."""

import json

import numpy as np
import pytest
from osgeo import ogr
from qgis.core import QgsProcessingException

from spatialdp.spatialdp_qgis.io import plain

from ..conftest import qgis_process_run
from .conftest import write_points_gpkg
from .test_polygoncounts import NAMES, TRACTS, features, run, tract_points, write_polygons_gpkg

#: the tracts' public population: t00 has none (0), t10 a NULL, t20 500 (small), the others more
POPULATION = [0.0, None, 500.0] + [1000.0 * (i + 1) for i in range(13)]


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    """1,600 points, 100 per tract, and the tracts with their population (and a text field)."""
    folder = tmp_path_factory.mktemp("rates")
    x, y = tract_points(np.random.default_rng(2), 100)
    points = write_points_gpkg(folder / "points.gpkg", x, y)
    tracts = write_polygons_gpkg(folder / "tracts.gpkg", TRACTS, name=NAMES, pop=POPULATION,
                                 label=["a"] * 16)
    return folder, points, tracts


def check_rates(rows, per):
    """rate = noisy_count·per/pop exactly, the margins scaled alike, NULL where pop is 0 or NULL."""
    for name, pop in zip(NAMES, POPULATION):
        row = {key: plain(value) for key, value in rows[name].items()}  # QGIS 3's NULL → None
        if not pop:
            assert row["rate"] is None and row["rate_moe90"] is None and row["rate_sd"] is None, name
            continue
        assert row["rate"] == row["noisy_count"] * per / pop
        assert row["rate_moe90"] == row["moe90"] * per / pop and row["rate_sd"] == row["noise_sd"] * per / pop
        assert row["small_denominator"] == int(pop < 1000)


def test_rates_over_a_public_denominator_field(provider, data, tmp_path):
    folder, points, tracts = data
    out, plain = tmp_path / "rates.gpkg", tmp_path / "plain.gpkg"
    result, log = run(INPUT=str(points), POLYGONS=str(tracts), DENOMINATOR_FIELD="pop", RATE_PER=0, SEED=4,
                      OUTPUT=str(out))
    names, rows = features(out)
    assert {"rate", "rate_sd", "rate_moe90", "small_denominator"} <= set(names)
    check_rates(rows, 1000)
    assert any("2 polygon(s) have a denominator of 0 or none" in w for w in log.warnings)
    record = json.loads(result["LEDGER"])
    assert record["parameters"]["denominator_field"] == "pop" and record["rates"]["per"] == 1000
    assert "no extra ε" in record["rates"]["privacy"]
    # the same seed without the denominator: the same counts and the same ledger
    other, _ = run(INPUT=str(points), POLYGONS=str(tracts), SEED=4, OUTPUT=str(plain))
    plain_names, plain_rows = features(plain)
    assert "rate" not in plain_names
    assert all(plain_rows[n]["noisy_count"] == rows[n]["noisy_count"] for n in NAMES)
    assert json.loads(other["LEDGER"])["ledger"] == record["ledger"]


def test_rates_follow_the_published_counts(provider, data, tmp_path):
    """Rounded counts (a publication rule) give rates of the rounded counts with the widened margin;
    suppressed counts give NULL rates."""
    folder, points, tracts = data
    out = tmp_path / "rounded.gpkg"
    run(INPUT=str(points), POLYGONS=str(tracts), DENOMINATOR_FIELD="pop", ROUND_TO=10, OUTPUT=str(out))
    rows = features(out)[1]
    check_rates(rows, 100_000)
    assert all(rows[n]["noisy_count"] % 10 == 0 for n in NAMES)
    suppressed = tmp_path / "suppressed.gpkg"
    run(INPUT=str(points), POLYGONS=str(tracts), DENOMINATOR_FIELD="pop", SMALL_COUNT=10_000, OUTPUT=str(suppressed))
    assert all(plain(row["rate"]) is None for row in features(suppressed)[1].values())


@pytest.mark.parametrize("field,values,", [("label", None), ("pop", [-5.0] + [1000.0] * 15)])
def test_a_denominator_that_is_no_population_gets_one_line(provider, data, tmp_path, field, values):
    folder, points, tracts = data
    if values is not None:
        tracts = write_polygons_gpkg(tmp_path / "negative.gpkg", TRACTS, name=NAMES, pop=values)
    out = tmp_path / "never.gpkg"
    with pytest.raises(QgsProcessingException) as error:
        run(INPUT=str(points), POLYGONS=str(tracts), DENOMINATOR_FIELD=field, OUTPUT=str(out))
    text = str(error.value)
    assert f"The denominator field '{field}' must hold numbers of 0 or more" in text and "\n" not in text.strip()
    assert not out.exists()


def test_a_layer_with_a_rate_field_is_refused_only_when_rates_are_asked(provider, data, tmp_path):
    folder, points, _ = data
    tracts = write_polygons_gpkg(tmp_path / "taken.gpkg", TRACTS, name=NAMES, pop=[100.0] * 16,
                                 rate=["x"] * 16)
    with pytest.raises(QgsProcessingException, match="already has the field"):
        run(INPUT=str(points), POLYGONS=str(tracts), DENOMINATOR_FIELD="pop", OUTPUT=str(tmp_path / "a.gpkg"))
    run(INPUT=str(points), POLYGONS=str(tracts), OUTPUT=str(tmp_path / "b.gpkg"))


@pytest.mark.e2e
def test_rates_through_qgis_process(data, tmp_path):
    folder, points, tracts = data
    out = tmp_path / "qp.gpkg"
    result = qgis_process_run("spatialdp:polygoncounts", tmp_path / "home", INPUT=points, POLYGONS=tracts,
                              EPSILON=0.5, DENOMINATOR_FIELD="pop", RATE_PER=1, SEED=2, OUTPUT=out)
    ds = ogr.Open(str(out))
    layer = ds.GetLayer(0)
    defn = layer.GetLayerDefn()
    names = [defn.GetFieldDefn(i).GetName() for i in range(defn.GetFieldCount())]
    rows = {f.GetField("name"): {n: f.GetField(n) for n in names} for f in layer}
    check_rates(rows, 100_000)
    assert json.loads(result["results"]["LEDGER"])["parameters"]["denominator_field"] == "pop"


def run_in_model(provider, points, tracts, values, target):
    """spatialdp:polygoncounts as a model's child (the model builder's use), with the points and the
    tracts as the model's inputs and ``values`` as static values (the rest at their defaults);
    its output written to ``target``."""
    import processing
    from qgis.core import (QgsProcessingModelAlgorithm, QgsProcessingModelChildAlgorithm,
                           QgsProcessingModelChildParameterSource as Source, QgsProcessingModelOutput,
                           QgsProcessingModelParameter, QgsProcessingParameterFeatureSource)

    model = QgsProcessingModelAlgorithm("private rates", "tests")
    child = QgsProcessingModelChildAlgorithm("spatialdp:polygoncounts")
    child.setChildId("rates")
    for name in ("points", "tracts"):
        model.addModelParameter(QgsProcessingParameterFeatureSource(name, name), QgsProcessingModelParameter(name))
    child.addParameterSources("INPUT", [Source.fromModelParameter("points")])
    child.addParameterSources("POLYGONS", [Source.fromModelParameter("tracts")])
    values = dict(values)
    for definition in provider.algorithm("polygoncounts").parameterDefinitions():
        if definition.name() not in values and definition.defaultValue() is not None:
            values[definition.name()] = definition.defaultValue()
    for name, value in values.items():
        child.addParameterSources(name, [Source.fromStaticValue(value)])
    out = QgsProcessingModelOutput("output")
    out.setChildOutputName("OUTPUT")
    child.setModelOutputs({"output": out})
    model.addChildAlgorithm(child)
    ok, errors = model.validate()
    assert ok, errors
    return processing.run(model, {"points": str(points), "tracts": str(tracts), "rates:output": str(target)})


def test_rates_run_inside_a_model(provider, data, tmp_path):
    """The model builder's use: polygon counts with a static denominator field as a model's child."""
    folder, points, tracts = data
    target = tmp_path / "model.gpkg"
    run_in_model(provider, points, tracts, {"EPSILON": 1.0, "DENOMINATOR_FIELD": "pop", "RATE_PER": 0, "SEED": 6},
                 target)
    check_rates(features(target)[1], 1000)
