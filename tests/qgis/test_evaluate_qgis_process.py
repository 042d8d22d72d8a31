"""End to end: qgis_process runs spatialdp:uniformgrid, then spatialdp:evaluate on its GeoPackage."""

import csv

import numpy as np
import pytest

from spatialdp.core.optional import optional_import

from ..conftest import qgis_process_run
from .conftest import clustered_xy

pytestmark = pytest.mark.e2e
EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


@pytest.mark.e2e
def test_evaluate_through_qgis_process(tmp_path):
    import synthetic

    x, y = clustered_xy(20_000, seed=6)
    points = synthetic.write_points_gpkg(tmp_path / "points.gpkg", x, y, epsg=32633)
    home = tmp_path / "home"
    grid = tmp_path / "ug.gpkg"
    qgis_process_run("spatialdp:uniformgrid", home, INPUT=points, EXTENT=EXTENT, EPSILON=1, GRID_SIZE=32,
                     SEED=2, OUTPUT=grid)
    table, report = tmp_path / "errors.csv", tmp_path / "report.html"
    result = qgis_process_run("spatialdp:evaluate", home, INPUT=points, SYNOPSES=grid, WORKLOAD=1, QUERIES=50,
                              SEED=1, OUTPUT=table, OUTPUT_HTML=report)
    assert result["results"]["OUTPUT_HTML"] == str(report)
    with open(table, newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 10 * 4 + 1  # Balioglu's ten sizes × four metrics + W2
    assert rows[0]["synopsis"] == "ug (UG)" and rows[0]["size"] == "ρ=0.005%"
    aqe = [float(r["mean"]) for r in rows if r["metric"] == "aqe"]
    assert all(np.isfinite(aqe)) and max(aqe) < 1
    w2 = [r for r in rows if r["metric"] == "w2"][0]
    exact = optional_import("ot")[0] is not None  # else sliced, and the note says why
    assert float(w2["mean"]) > 0 and ("emd2" if exact else "POT (Python Optimal Transport) is not") in w2["note"]
    html = report.read_text()
    assert html.count("data:image/png;base64,") == 4 and "the median first" in html


@pytest.mark.e2e
def test_gridguide_through_qgis_process(tmp_path):
    from spatialdp.core.guidelines import GUIDES, guidance

    result = qgis_process_run("spatialdp:gridguide", tmp_path / "home", MECHANISM=list(GUIDES).index("UG"),
                              N=1_000_000, EPSILON=1, EXTENT="0,31600,0,31600 [EPSG:32633]")["results"]
    assert result["GRID_SIZE"] == guidance("UG", 1_000_000, 1).grid_size == 316
    assert result["CELL_WIDTH"] == pytest.approx(100.0)
