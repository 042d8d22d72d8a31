"""Counts by category and period through real QGIS Processing (issue 26, docs/categories.md).

The table parameters come from the declaration's capabilities; the wide layout has a field per
category and the total, the long one a feature per cell, category and period with t_start and
t_end for the Temporal Controller; the category list is public (typed, or the field's value map)
or read from the data only when asked, and then flagged; the noise of every entry, measured from
outside, is the discrete Laplace of scale k/ε at the whole ε.
"""

import json

import numpy as np
import pytest
from qgis.core import (
    QgsEditorWidgetSetup, QgsFeature, QgsGeometry, QgsPointXY, QgsProcessingException, QgsVectorLayer,
)
from qgis.PyQt.QtCore import QDateTime, Qt

import processing

from ..core.test_privacy_behaviour import assert_dlap, cell_centres
from .conftest import memory_layer

EXTENT = "0,100,0,100 [EPSG:32633]"
KINDS = ["cyclist", "pedestrian", "car"]
T0 = 1_704_067_200  # 2024-01-01T00:00:00Z
RANGE = "2024-01-01T00:00:00Z/2024-04-01T00:00:00Z"


def table_layer(x, y, kinds, times, users=None):
    """Points with a category "kind", a date-time "when" and a user id "uid"."""
    layer = memory_layer(fields="kind:string&field=when:datetime&field=uid:string")
    features = []
    for i, (a, b) in enumerate(zip(x, y)):
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(float(a), float(b))))
        f.setAttributes([kinds[i], QDateTime.fromSecsSinceEpoch(int(times[i]), Qt.TimeSpec.UTC),
                         str(i if users is None else users[i])])
        features.append(f)
    layer.dataProvider().addFeatures(features)
    return layer


def sample(n, seed, m=10):
    rng = np.random.default_rng(seed)
    cell = rng.integers(0, m * m, n)
    x, y = cell_centres(cell, m)
    kinds = list(rng.choice(KINDS + ["unicycle", None], n))
    times = rng.uniform(T0, T0 + 90 * 86_400, n)
    return x, y, kinds, times, cell


def run(layer, algorithm="uniformgrid", **params):
    return processing.run(f"spatialdp:{algorithm}", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1, "GRID_SIZE": 10,
        "OUTPUT": "TEMPORARY_OUTPUT", **params})


def test_the_wide_layout_has_a_field_per_category_and_totals_that_add_up(provider, tmp_path):
    x, y, kinds, times, _ = sample(2_000, 1)
    path = str(tmp_path / "wide.gpkg")
    result = run(table_layer(x, y, kinds, times), CATEGORY_FIELD="kind", CATEGORIES="cyclist, pedestrian",
                 OUTPUT=path)
    layer = QgsVectorLayer(path, "wide", "ogr")
    names = layer.fields().names()
    for field in ("n_cyclist", "moe90_cyclist", "n_pedestrian", "n_other_missing", "total"):
        assert field in names
    assert layer.featureCount() == 100
    for f in layer.getFeatures():
        parts = f["n_cyclist"] + f["n_pedestrian"] + f["n_other_missing"]
        assert parts == pytest.approx(f["total"]) and f["total"] == pytest.approx(f["noisy_count"])
        assert f["moe90_cyclist"] < f["moe90"]
    record = json.loads(result["LEDGER"])
    assert record["table"]["categories"] == ["cyclist", "pedestrian", "other / missing"]
    assert "sums" in record["table"]["consistency"]
    assert [s["epsilon"] for s in record["ledger"]["steps"]] == [1.0]
    assert layer.loadDefaultStyle()[1] and '"density"' in layer.renderer().rootRule().children()[0].filterExpression()


def test_the_long_layout_animates_one_period_per_frame(provider, tmp_path):
    x, y, kinds, times, _ = sample(1_000, 2)
    path = str(tmp_path / "long.gpkg")
    result = run(table_layer(x, y, kinds, times), "adaptivegrid", GRID_SIZE=2, CATEGORY_FIELD="kind",
                 CATEGORIES="cyclist,pedestrian,car", TIME_FIELD="when", PERIOD=2, TIME_RANGE=RANGE,
                 LAYOUT=1, OUTPUT=path)
    record = json.loads(result["LEDGER"])
    assert record["table"]["periods"]["periods"] == 3 and record["table"]["layout"] == "long"
    layer = QgsVectorLayer(path, "long", "ogr")
    assert layer.loadDefaultStyle()[1] and layer.temporalProperties().isActive()
    features = list(layer.getFeatures())
    assert len(features) == record["leaves"] * 4 * 3
    starts = sorted({f["t_start"].toSecsSinceEpoch() for f in features})
    assert starts == [T0, T0 + 31 * 86_400, T0 + 60 * 86_400]  # January, February, March 2024
    assert {f["category"] for f in features} == {"cyclist", "pedestrian", "car", "other / missing"}


def test_a_category_field_without_a_public_list_is_refused_in_one_sentence(provider):
    x, y, kinds, times, _ = sample(50, 3)
    with pytest.raises(QgsProcessingException, match="comma-separated list") as error:
        run(table_layer(x, y, kinds, times), CATEGORY_FIELD="kind")
    assert "\n" not in str(error.value)


def test_the_value_map_gives_the_list_and_reading_it_from_the_data_is_flagged(provider):
    x, y, kinds, times, _ = sample(300, 4)
    layer = table_layer(x, y, kinds, times)
    layer.setEditorWidgetSetup(0, QgsEditorWidgetSetup("ValueMap", {"map": [{"Car": "car"}, {"Bike": "cyclist"}]}))
    record = json.loads(run(layer, CATEGORY_FIELD="kind")["LEDGER"])
    assert record["table"]["categories"] == ["car", "cyclist", "other / missing"]
    assert record["table"]["categories_from_data"] is False
    layer.setEditorWidgetSetup(0, QgsEditorWidgetSetup("TextEdit", {}))
    record = json.loads(run(layer, CATEGORY_FIELD="kind", CATEGORIES_FROM_DATA=True, SEED=None)["LEDGER"])
    assert record["table"]["categories"] == ["car", "cyclist", "pedestrian", "unicycle", "other / missing"]
    assert record["suitable_for_release"] is False
    assert any("read from the data" in note for note in record["notes"])


def test_shapefile_field_names_are_short_and_unique(provider, tmp_path):
    x, y, _, times, _ = sample(200, 5)
    kinds = ["Pedestrian injured" if i % 2 else "Pedestrian killed" for i in range(200)]
    path = str(tmp_path / "short.shp")
    result = run(table_layer(x, y, kinds, times), CATEGORY_FIELD="kind",
                 CATEGORIES="Pedestrian injured,Pedestrian killed,Über", OUTPUT=path)
    names = QgsVectorLayer(path, "short", "ogr").fields().names()
    fields = json.loads(result["LEDGER"])["table"]["fields"]
    table_names = [name for pair in fields.values() for name in pair]
    assert all(len(n) <= 10 and n in names for n in table_names)
    assert len({n.lower() for n in table_names}) == len(table_names) == 8
    assert fields["Über"][0] == "n_uber"


def test_every_entry_gets_discrete_laplace_noise_of_scale_k_over_the_whole_epsilon(provider):
    """From outside: the released n_<category> minus the points of that category in the cell, with
    users of up to k = 2 points each (all kept), at ε = 0.8 for the whole table."""
    m, k, epsilon = 20, 2, 0.8
    noise = []
    for seed in range(3):
        x, y, kinds, times, cell = sample(3_000, 10 + seed, m)
        users = np.arange(3_000) // k
        result = processing.run("spatialdp:uniformgrid", {
            "INPUT": table_layer(x, y, kinds, times, users), "EXTENT": EXTENT, "EPSILON": epsilon,
            "SEED": seed, "GRID_SIZE": m, "USER_FIELD": "uid", "MAX_PER_USER": k,
            "CATEGORY_FIELD": "kind", "CATEGORIES": ",".join(KINDS), "OUTPUT": "TEMPORARY_OUTPUT"})
        labels = np.array([kd if kd in KINDS else "other" for kd in kinds])
        for f in result["OUTPUT"].getFeatures():
            in_cell = cell == f["cell_id"]
            for kind, field in zip(KINDS + ["other"], ["n_cyclist", "n_pedestrian", "n_car", "n_other_missing"]):
                noise.append(f[field] - np.count_nonzero(in_cell & (labels == kind)))
    assert_dlap(np.array(noise), k, epsilon, "n_<category> through Processing")


def test_a_table_too_large_is_refused_in_one_sentence_before_any_noise(provider):
    x, y, kinds, times, _ = sample(50, 6)
    with pytest.raises(QgsProcessingException, match="cells × categories × periods") as error:
        # 1900² cells (under the output's limit) × 14 categories: more than MAX_TABLE_ENTRIES counts
        run(table_layer(x, y, kinds, times), GRID_SIZE=1900, CATEGORY_FIELD="kind",
            CATEGORIES=",".join("abcdefghijklm"))
    assert "\n" not in str(error.value)


def test_hexagons_take_a_table_with_periods_one_feature_per_cell_and_period(provider):
    x, y, kinds, times, _ = sample(500, 7)
    result = run(table_layer(x, y, kinds, times), CELL_SHAPE=1, CATEGORY_FIELD="kind", CATEGORIES="car",
                 TIME_FIELD="when", PERIOD=5, PERIOD_BOUNDARIES="2024-02-15T00:00:00Z",
                 TIME_RANGE=RANGE)
    record = json.loads(result["LEDGER"])
    assert record["table"]["periods"]["periods"] == 2  # 'the boundaries given': one cut
    layer = result["OUTPUT"]
    assert layer.featureCount() == 2 * record["cells"]
    assert all(f.geometry().constGet().exteriorRing().numPoints() <= 7 for f in layer.getFeatures())
    assert layer.temporalProperties().isActive()


@pytest.mark.e2e
def test_a_table_through_qgis_process(tmp_path):
    from ..conftest import qgis_process_run
    from .conftest import write_points_gpkg

    x, y, kinds, times, _ = sample(2_000, 8)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y, kind=[k or "" for k in kinds],
                               when=[float(t) for t in times])
    out = tmp_path / "table.gpkg"
    result = qgis_process_run("spatialdp:privtree", tmp_path / "home", INPUT=points, EXTENT=EXTENT, EPSILON=1,
                              SEED=3, CATEGORY_FIELD="kind", CATEGORIES="cyclist,car", TIME_FIELD="when",
                              PERIOD=2, TIME_RANGE=RANGE, OUTPUT=out)
    record = json.loads(result["results"]["LEDGER"])
    assert record["table"]["categories"] == ["cyclist", "car", "other / missing"]
    layer = QgsVectorLayer(str(out), "table", "ogr")
    assert layer.featureCount() == 3 * record["leaves"]
    assert {"n_cyclist", "n_car", "n_other_missing", "total", "t_start", "t_end"} <= set(layer.fields().names())


def test_unreadable_periods_are_refused_before_the_points_are_read(provider):
    from qgis.core import QgsProcessingContext

    x, y, kinds, times, _ = sample(20, 9)
    layer = table_layer(x, y, kinds, times)
    algorithm = provider.algorithm("uniformgrid").create()
    context = QgsProcessingContext()
    parameters = {"INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "TIME_FIELD": "when", "TIME_RANGE": "yesterday",
                  "OUTPUT": "TEMPORARY_OUTPUT"}
    with pytest.raises(QgsProcessingException, match="ISO 8601"):
        algorithm.checkBeforeReading(parameters, context)
    parameters.update(TIME_RANGE="0,1e10", PERIOD=0)  # about 115,741 days: too many periods
    with pytest.raises(QgsProcessingException, match="periods"):
        algorithm.checkBeforeReading(parameters, context)
    parameters.update(TIME_RANGE="", CATEGORY_FIELD="kind")  # no public category list
    with pytest.raises(QgsProcessingException, match="comma-separated list"):
        algorithm.checkBeforeReading(parameters, context)


def test_an_output_too_large_for_its_layout_or_format_is_refused_before_the_points_are_read(provider, tmp_path):
    """The long layout's features (cells × categories × periods) and the wide layout's fields (a
    Shapefile keeps 255) are known from the parameters: refused in one sentence, nothing read."""
    x, y, kinds, times, _ = sample(20, 10)
    layer = table_layer(x, y, kinds, times)
    with pytest.raises(QgsProcessingException, match="more than the 4,000,000 SpatialDP writes") as error:
        run(layer, GRID_SIZE=1000, CATEGORY_FIELD="kind", CATEGORIES="a,b,c,d", LAYOUT=1)  # 5M features
    assert "\n" not in str(error.value)
    many = ",".join(f"c{i}" for i in range(130))
    with pytest.raises(QgsProcessingException, match="270 fields, more than the 255 a Shapefile keeps"):
        run(layer, CATEGORY_FIELD="kind", CATEGORIES=many, OUTPUT=str(tmp_path / "wide.shp"))
    assert not (tmp_path / "wide.shp").exists()
