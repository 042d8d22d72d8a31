"""Tables of the local grids through real QGIS Processing (issue 26; docs/categories.md, "Local grids").

LDP-UG, PrivAG and AAG declare categories and periods: their dialogs offer them, each device
reports its (cell, category, period) — PrivAG's and AAG's second round its (leaf, category, period)
— once, and the output has the central tables' layouts, with a noise_sd and a moe90 per entry and
totals that are the sums of their entries. AHEAD, HDG, DAM and the server steps declare neither: their algorithms do not offer the parameters, and a category or time field passed anyway
(a script, qgis_process) is refused in one sentence before anything is read.
"""

import json

import pytest
from qgis.core import QgsProcessingContext, QgsProcessingException, QgsVectorLayer

import processing

from .test_tables_in_qgis import EXTENT, RANGE, T0, sample, table_layer

LOCAL_WITHOUT_TABLES = ["ahead", "hdg", "dam", "ldpestimate"]


def run_ldp(layer, **params):
    return processing.run("spatialdp:ldpuniformgrid", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 2.0, "SEED": 1, "GRID_SIZE": 3,
        "CATEGORY_FIELD": "kind", "CATEGORIES": "cyclist,pedestrian", "TIME_FIELD": "when", "PERIOD": 2,
        "TIME_RANGE": RANGE, "OUTPUT": "TEMPORARY_OUTPUT", **params})


@pytest.mark.parametrize("name", ["ldpuniformgrid", "privag", "aag"])
def test_the_one_report_grids_offer_categories_and_periods(provider, name):
    offered = provider.algorithm(name)
    assert all(offered.parameterDefinition(p) is not None
               for p in ("CATEGORY_FIELD", "CATEGORIES", "TIME_FIELD", "PERIOD", "TIME_RANGE", "LAYOUT"))


def test_the_other_local_algorithms_do_not(provider):
    for name in LOCAL_WITHOUT_TABLES:
        algorithm = provider.algorithm(name)
        assert algorithm.parameterDefinition("CATEGORY_FIELD") is None, name
        assert algorithm.parameterDefinition("TIME_FIELD") is None, name


def test_the_wide_layout_has_an_estimate_and_a_margin_per_category_and_period(provider, tmp_path):
    x, y, kinds, times, _ = sample(3_000, 21, m=3)
    path = str(tmp_path / "wide.gpkg")
    result = run_ldp(table_layer(x, y, kinds, times), OUTPUT=path)
    record = json.loads(result["LEDGER"])
    assert record["table"]["categories"] == ["cyclist", "pedestrian", "other / missing"]
    assert record["table"]["periods"]["periods"] == 3 and record["table"]["layout"] == "wide"
    assert [s["epsilon"] for s in record["ledger"]["steps"]] == [2.0]  # one report per user, ε once
    assert "9 cells" in record["ledger"]["steps"][0]["note"] or "3×3" in record["ledger"]["steps"][0]["note"]
    layer = QgsVectorLayer(path, "wide", "ogr")
    assert layer.featureCount() == 9 * 3
    assert layer.loadDefaultStyle()[1] and layer.temporalProperties().isActive()
    for f in layer.getFeatures():
        parts = f["n_cyclist"] + f["n_pedestrian"] + f["n_other_missing"]
        assert parts == pytest.approx(f["total"]) and f["total"] == pytest.approx(f["noisy_count"])
        assert 0 < f["moe90_cyclist"] < f["moe90"] and f["noise_sd"] > 0
        assert f["norm_sub"] == 0


def test_the_long_layout_has_one_feature_per_cell_category_and_period(provider):
    x, y, kinds, times, _ = sample(2_000, 22, m=3)
    result = run_ldp(table_layer(x, y, kinds, times), LAYOUT=1, CELL_SHAPE=1)
    record = json.loads(result["LEDGER"])
    layer = result["OUTPUT"]
    features = list(layer.getFeatures())
    assert len(features) == record["cells"] * 3 * 3
    assert {f["category"] for f in features} == {"cyclist", "pedestrian", "other / missing"}
    assert sorted({f["t_start"].toSecsSinceEpoch() for f in features}) == [T0, T0 + 31 * 86_400, T0 + 60 * 86_400]
    assert all(f["noise_sd"] > 0 and f["moe90"] > 0 for f in features)


@pytest.mark.parametrize("name", LOCAL_WITHOUT_TABLES)
def test_a_category_or_time_field_is_refused_before_any_read_where_not_declared(provider, name):
    x, y, kinds, times, _ = sample(20, 23)
    algorithm = provider.algorithm(name).create()
    parameters = {"INPUT": table_layer(x, y, kinds, times), "EXTENT": EXTENT, "EPSILON": 1.0,
                  "CATEGORY_FIELD": "kind", "TIME_FIELD": "when", "OUTPUT": "TEMPORARY_OUTPUT"}
    with pytest.raises(QgsProcessingException, match="releases no counts by category or period") as error:
        algorithm.checkBeforeReading(parameters, QgsProcessingContext())
    assert "CATEGORY_FIELD and TIME_FIELD" in str(error.value) and "\n" not in str(error.value)


def test_the_refusal_through_processing_leaves_no_output(provider, tmp_path):
    x, y, kinds, times, _ = sample(20, 24)
    path = tmp_path / "ahead.gpkg"
    with pytest.raises(QgsProcessingException, match="AHEAD.*releases no counts by category or period"):
        processing.run("spatialdp:ahead", {"INPUT": table_layer(x, y, kinds, times), "EXTENT": EXTENT,
                                           "EPSILON": 1.0, "SEED": 1, "TIME_FIELD": "when", "OUTPUT": str(path)})
    assert not path.exists()


def test_privag_releases_a_table_of_its_leaves(provider):
    x, y, kinds, times, _ = sample(4_000, 25, m=10)
    result = processing.run("spatialdp:privag", {
        "INPUT": table_layer(x, y, kinds, times), "EXTENT": EXTENT, "EPSILON": 2.0, "SEED": 2, "GRID_SIZE": 2,
        "CATEGORY_FIELD": "kind", "CATEGORIES": "car", "TIME_FIELD": "when", "PERIOD": 2, "TIME_RANGE": RANGE,
        "LAYOUT": 1, "OUTPUT": "TEMPORARY_OUTPUT"})
    record = json.loads(result["LEDGER"])
    assert [s["step"] for s in record["ledger"]["steps"]] == ["U1 reports (G1 cells)", "U2 reports (leaves × keys)"]
    assert record["ledger"]["epsilon_spent"] == 2.0
    assert any("only choose the leaves" in note for note in record["notes"])
    features = list(result["OUTPUT"].getFeatures())
    assert len(features) == record["leaves"] * 2 * 3
    assert {f["category"] for f in features} == {"car", "other / missing"}
    assert all(f["noise_sd"] > 0 and f["moe90"] > 0 for f in features)


@pytest.mark.e2e
def test_ldp_ug_tables_and_the_refusal_through_qgis_process(tmp_path):
    from ..conftest import qgis_process_run
    from .conftest import write_points_gpkg

    x, y, kinds, times, _ = sample(3_000, 26, m=5)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y, kind=[k or "" for k in kinds],
                               when=[float(t) for t in times])
    out = tmp_path / "table.gpkg"
    result = qgis_process_run("spatialdp:ldpuniformgrid", tmp_path / "home", INPUT=points, EXTENT=EXTENT,
                              EPSILON=2, SEED=3, GRID_SIZE=4, CATEGORY_FIELD="kind", CATEGORIES="cyclist,car",
                              TIME_FIELD="when", PERIOD=2, TIME_RANGE=RANGE, OUTPUT=out)
    record = json.loads(result["results"]["LEDGER"])
    assert record["table"]["categories"] == ["cyclist", "car", "other / missing"]
    layer = QgsVectorLayer(str(out), "table", "ogr")
    assert layer.featureCount() == 16 * 3
    assert {"n_cyclist", "moe90_car", "total", "t_start", "t_end"} <= set(layer.fields().names())
    refused = tmp_path / "ahead.gpkg"
    with pytest.raises(RuntimeError, match="releases no counts by category or period"):
        qgis_process_run("spatialdp:ahead", tmp_path / "home", INPUT=points, EXTENT=EXTENT, EPSILON=2, SEED=3,
                         CATEGORY_FIELD="kind", OUTPUT=refused)
    assert not refused.exists()


def test_evaluate_reports_the_error_of_each_category_and_period_of_a_local_table(provider, tmp_path):
    from .test_tables_evaluation import PARTS, evaluate, release

    x, y, kinds, times, _ = sample(3_000, 27)
    points = table_layer(x, y, kinds, times)
    layer, record = release(points, tmp_path, 0, "ldpuniformgrid", GRID_SIZE=4)
    assert record["table"]["category_field"] == "kind"
    assert {row["part"] for row in evaluate(points, [layer])} == PARTS
