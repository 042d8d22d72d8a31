"""spatialdp:evaluate on count tables: the error per category and per period (issue 26, item 6;
docs/categories.md, *Evaluation*).

A table release — wide or long — is read from its record: its totals are evaluated as any grid,
and each category (summed over the periods) and each period (summed over the categories) against
the true points of that category or period, on the same rectangles. Checked from outside: the
part's true answers are the points of that category counted by brute force, its estimates the
layer's own ``n_<category>`` column answered under uniformity.
"""

import json

import numpy as np
import pytest
from qgis.core import QgsVectorLayer

import processing

from . import test_dock
from .test_tables_in_qgis import RANGE, T0, run, sample, table_layer

dock = test_dock.dock  # the panel, offscreen (a fixture)
wait = test_dock._wait
CATEGORIES = "cyclist,pedestrian,car"
PARTS = {"", "category cyclist", "category pedestrian", "category car", "category other / missing",
         "period 2024-01-01", "period 2024-02-01", "period 2024-03-01"}


def release(points, tmp_path, layout, algorithm="uniformgrid", **extra):
    path = str(tmp_path / f"{algorithm}_{layout}.gpkg")
    result = run(points, algorithm, CATEGORY_FIELD="kind", CATEGORIES=CATEGORIES, TIME_FIELD="when", PERIOD=2,
                 TIME_RANGE=RANGE, LAYOUT=layout, OUTPUT=path, **extra)
    layer = QgsVectorLayer(path, f"{algorithm}_{layout}", "ogr")
    return layer, json.loads(result["LEDGER"])


def evaluate(points, grids, **extra):
    result = processing.run("spatialdp:evaluate", {
        "INPUT": points, "SYNOPSES": grids, "WORKLOAD": 0, "QUERIES": 40, "SEED": 5, "W2_GRID": 0,
        "OUTPUT": "TEMPORARY_OUTPUT", **extra})
    table = result["OUTPUT"]
    return [{f.name(): feature[f.name()] for f in table.fields()} for feature in table.getFeatures()]


def test_a_table_is_evaluated_per_category_and_period_alike_in_both_layouts(provider, tmp_path):
    x, y, kinds, times, _ = sample(3_000, 11)
    points = table_layer(x, y, kinds, times)
    wide, record = release(points, tmp_path, 0)
    long, _ = release(points, tmp_path, 1)
    assert record["table"]["category_field"] == "kind" and record["table"]["time_field"] == "when"
    html = tmp_path / "report.html"
    rows = evaluate(points, [wide, long], OUTPUT_HTML=str(html))
    by_layout = {}
    for row in rows:
        by_layout.setdefault(row["synopsis"].split(" ")[0], {})[(row["part"], row["size"], row["metric"])] = row
    assert set(by_layout) == {"uniformgrid_0", "uniformgrid_1"}
    assert {part for part, _, _ in by_layout["uniformgrid_0"]} == PARTS
    for key, row in by_layout["uniformgrid_0"].items():  # the same release, read from either layout
        other = by_layout["uniformgrid_1"][key]
        assert (row["queries"], row["mean"], row["p50"]) == (other["queries"], other["mean"], other["p50"])
    assert "category pedestrian" in html.read_text()


def test_a_part_is_its_own_column_against_its_own_points(provider, tmp_path):
    from spatialdp.core.evaluation import CellIndex
    from spatialdp.spatialdp_qgis.evaluation_run import Workload, run as evaluate_run
    from spatialdp.spatialdp_qgis.synopsis_layer import LayerSnapshot

    x, y, kinds, times, _ = sample(2_000, 12)
    x = x + np.random.default_rng(1).uniform(-4, 4, len(x))  # off the cell centres: partial cells matter
    points = table_layer(x, y, kinds, times)
    wide, _ = release(points, tmp_path, 0, "adaptivegrid", GRID_SIZE=3)

    class Feedback:
        def setProgress(self, value):  # noqa: N802
            pass

        def isCanceled(self):  # noqa: N802
            return False

    _, _, results = evaluate_run(points, [LayerSnapshot(wide)], Workload(per_size=25, seed=2, w2_grid=0),
                                 Feedback())
    parts = {r.part: r for r in results}
    assert set(parts) == PARTS
    car = np.array([k == "car" for k in kinds])
    cells = {}
    for feature in wide.getFeatures():  # the layer's own n_car, summed over its periods, per cell
        box = feature.geometry().boundingBox()
        key = (box.xMinimum(), box.yMinimum(), box.xMaximum(), box.yMaximum())
        cells[key] = cells.get(key, 0.0) + feature["n_car"]
    index = CellIndex(np.array(list(cells)), np.array(list(cells.values())))
    result = parts["category car"]
    assert result.n_true == car.sum()
    for queries, truth, estimate in zip(result.workload.queries, result.truth, result.estimates):
        inside = (x[:, None] >= queries[:, 0]) & (x[:, None] <= queries[:, 2]) & \
                 (y[:, None] >= queries[:, 1]) & (y[:, None] <= queries[:, 3])
        assert truth == pytest.approx((inside & car[:, None]).sum(axis=0))
        assert estimate == pytest.approx(index.answer(queries))
    february = (times >= T0 + 31 * 86_400) & (times < T0 + 60 * 86_400)
    assert parts["period 2024-02-01"].n_true == february.sum()
    assert parts[""].n_true == len(x)  # the totals: every point, as for any grid


def test_the_panel_shows_a_tables_parts(dock, tmp_path):
    from qgis.core import QgsProject

    x, y, kinds, times, _ = sample(1_500, 13)
    points = table_layer(x, y, kinds, times)
    wide, _ = release(points, tmp_path, 0)
    tab = dock.evaluation
    tab.queries.setValue(20)
    tab.w2_grid.setValue(0)
    QgsProject.instance().addMapLayers([points, wide])
    try:
        for combo, layer in ((tab.points, points), (tab.grid, wide)):
            combo.setLayer(layer)
        assert tab.start() is not None
        wait(tab)
        assert tab.results is not None, tab.status.text()
        assert {r.part for r in tab.results} == PARTS and "per category (4) and per period (3)" in tab.status.text()
        assert tab.table.horizontalHeaderItem(0).text() == "part" and tab.table.rowCount() == 6 * len(PARTS)
        assert {tab.table.item(i, 0).text() for i in range(tab.table.rowCount())} == PARTS
    finally:
        QgsProject.instance().removeMapLayers([points.id(), wide.id()])


def test_the_guidance_takes_the_counts_per_cell_of_a_table(dock):
    """gridguide's KEYS and the panel's input of the same name size the grid for N/K points
    (docs/categories.md, *Guidance*), as the mechanism itself does."""
    from spatialdp.core.guidelines import guidance

    plain = processing.run("spatialdp:gridguide", {"MECHANISM": 0, "N": 1_000_000, "EPSILON": 1.0})
    table = processing.run("spatialdp:gridguide", {"MECHANISM": 0, "N": 1_000_000, "EPSILON": 1.0, "KEYS": 48})
    assert table["GRID_SIZE"] == guidance("UG", 1_000_000 / 48, 1.0).grid_size == 46 < plain["GRID_SIZE"] == 316
    assert json.loads(table["GUIDANCE"])["parameters"]["keys"] == 48
    tab = dock.guidance
    tab.set_mechanism("UG")
    tab.n.setValue(1_000_000)
    tab.epsilon.setValue(1.0)
    tab.parameter_widgets["keys"].setValue(48)
    tab.refresh()
    assert tab.current.grid_size == 46 and any("N/48" in tab.results.item(i, 1).text()
                                               for i in range(tab.results.rowCount()))


def test_a_hexagonal_table_with_periods_keeps_its_hexagons(provider, tmp_path):
    """One feature per hexagon, category and period: the cells are the distinct hexagons, read as
    polygons (their bounding boxes would overlap), each part summed per hexagon."""
    from spatialdp.spatialdp_qgis.synopsis_layer import LayerSnapshot

    x, y, kinds, times, _ = sample(1_000, 14)
    long, record = release(table_layer(x, y, kinds, times), tmp_path, 1, CELL_SHAPE=1)
    grid = LayerSnapshot(long).read()
    assert len(grid.rects) == record["cells"] and grid.polygons is not None
    assert long.featureCount() == record["cells"] * 4 * 3
    total = sum(f["noisy_count"] for f in long.getFeatures())
    assert grid.counts.sum() == pytest.approx(total)
    for kind in ("category", "period"):
        assert sum(part.counts.sum() for part in grid.parts if part.kind == kind) == pytest.approx(total)


@pytest.mark.e2e
def test_a_table_is_evaluated_per_part_through_qgis_process(tmp_path):
    """A PrivTree table written by qgis_process, evaluated by qgis_process from the points file: the
    record in the GeoPackage names the category and time fields, and the CSV has a row block per
    category and per period (the times are epoch seconds here, a number field)."""
    import csv

    from ..conftest import qgis_process_run
    from .conftest import write_points_gpkg

    x, y, kinds, times, _ = sample(2_000, 15)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y, kind=[k or "" for k in kinds],
                               when=[float(t) for t in times])
    home, grid, errors = tmp_path / "home", tmp_path / "table.gpkg", tmp_path / "errors.csv"
    qgis_process_run("spatialdp:privtree", home, INPUT=points, EXTENT="0,100,0,100 [EPSG:32633]", EPSILON=1,
                     SEED=4, CATEGORY_FIELD="kind", CATEGORIES=CATEGORIES, TIME_FIELD="when", PERIOD=2,
                     TIME_RANGE=RANGE, LAYOUT=1, OUTPUT=grid)
    qgis_process_run("spatialdp:evaluate", home, INPUT=points, SYNOPSES=grid, QUERIES=20, W2_GRID=0, OUTPUT=errors)
    with open(errors, newline="") as f:
        rows = list(csv.DictReader(f))
    assert {row["part"] for row in rows} == PARTS and len(rows) == len(PARTS) * 6 * 4
