"""Every mistake a user made in issue 10 gets one line that says what to do, and loses nothing.

Real QGIS, real Processing (``processing.run``), real GeoPackages and Shapefiles.
"""

import json
import sqlite3
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal
from qgis.core import (
    QgsFeature,
    QgsGeometry,
    QgsPointXY,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProcessingUtils,
    QgsVectorLayer,
)

import processing
from spatialdp.spatialdp_qgis import sanity
from spatialdp.spatialdp_qgis.output import read_record
from spatialdp.spatialdp_qgis.synopsis_layer import LayerSnapshot, is_released_layer

from .conftest import clustered_xy, write_points_gpkg

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


class Recorder(QgsProcessingFeedback):
    """A feedback that keeps what the log would show."""

    def __init__(self):
        super().__init__()
        self.warnings, self.infos = [], []

    def pushWarning(self, text):  # noqa: N802
        self.warnings.append(text)
        super().pushWarning(text)

    def pushInfo(self, text):  # noqa: N802
        self.infos.append(text)
        super().pushInfo(text)


@pytest.fixture(scope="module")
def points_gpkg(tmp_path_factory):
    """100 points with a user id and a text time, in a GeoPackage (its primary key is ``fid``)."""
    x, y = clustered_xy(100, seed=2)
    return write_points_gpkg(tmp_path_factory.mktemp("input") / "points.gpkg", x, y,
                             uid=[i % 40 for i in range(100)],
                             when=[f"14/11/2023 10:{i % 60:02d}" for i in range(100)])


def run(alg, params, feedback=None, context=None):
    params = {"EXTENT": EXTENT, "EPSILON": 1.0, **params}
    return processing.run(f"spatialdp:{alg}", params, feedback=feedback, context=context)


def one_line(error):
    """The message, one sentence line (Processing may put "Unable to execute algorithm" above it)."""
    text = str(error.value).replace("Unable to execute algorithm\n", "")
    assert "\n" not in text.strip() and "Traceback" not in text
    return text


# --- where the output goes -------------------------------------------------------------------


@pytest.mark.parametrize("name", ["grid.gpkg", "grid.shp"])
def test_output_into_a_missing_folder_is_refused(provider, points_gpkg, tmp_path, name):
    out = tmp_path / "missing" / name
    with pytest.raises(QgsProcessingException) as error:
        run("uniformgrid", {"INPUT": str(points_gpkg), "GRID_SIZE": 5, "OUTPUT": str(out)})
    assert "does not exist" in one_line(error) and str(out.parent) in str(error.value)
    assert not out.parent.exists()


@pytest.mark.skipif(not Path("/sys").is_dir(), reason="needs a folder nobody can write, even root")
def test_output_into_a_read_only_folder_is_refused(provider, points_gpkg):
    with pytest.raises(QgsProcessingException) as error:
        run("uniformgrid", {"INPUT": str(points_gpkg), "GRID_SIZE": 5, "OUTPUT": "/sys/grid.gpkg"})
    assert "cannot be written" in one_line(error)


def test_output_onto_the_input_file_is_refused(provider, points_gpkg, tmp_path):
    before = points_gpkg.read_bytes()
    with pytest.raises(QgsProcessingException) as error:
        run("uniformgrid", {"INPUT": str(points_gpkg), "GRID_SIZE": 5, "OUTPUT": str(points_gpkg)})
    assert "input layer's file" in one_line(error)
    assert points_gpkg.read_bytes() == before


def test_estimate_output_onto_its_table_of_reports_or_a_missing_folder_is_refused(provider, tmp_path):
    """spatialdp:ldpestimate reads a table of its own: the same destination checks apply."""
    reports = write_points_gpkg(tmp_path / "reports.gpkg", *clustered_xy(50, seed=3),
                                report=[i % 25 for i in range(50)])
    before = reports.read_bytes()
    params = {"INPUT": str(reports), "REPORT_FIELD": "report", "GRID_SIZE": 5}
    with pytest.raises(QgsProcessingException) as error:
        run("ldpestimate", dict(params, OUTPUT=str(reports)))
    assert "input layer's file" in one_line(error)
    assert reports.read_bytes() == before
    with pytest.raises(QgsProcessingException) as error:
        run("ldpestimate", dict(params, OUTPUT=str(tmp_path / "missing" / "grid.gpkg")))
    assert "does not exist" in one_line(error)


@pytest.mark.parametrize("onto", ["points", "grid"])
def test_evaluation_table_onto_the_true_points_or_a_grid_is_refused(provider, tmp_path, onto):
    """spatialdp:evaluate's table written onto the true points' or a grid's GeoPackage replaced
    its layer; both files are inputs and stay as they were."""
    points = write_points_gpkg(tmp_path / "points.gpkg", *clustered_xy(300, seed=3),
                               uid=[i % 25 for i in range(300)])
    grid = tmp_path / "grid.gpkg"
    run("uniformgrid", {"INPUT": str(points), "GRID_SIZE": 5, "OUTPUT": str(grid)})
    target = {"points": points, "grid": grid}[onto]

    def layers():  # reading a GeoPackage in QGIS may switch its journal to WAL: compare contents
        from osgeo import ogr

        ds = ogr.Open(str(target))
        return [(layer.GetName(), layer.GetGeomType(), layer.GetFeatureCount(),
                 [f.GetName() for f in layer.schema]) for layer in ds]

    before = layers()
    with pytest.raises(QgsProcessingException) as error:
        processing.run("spatialdp:evaluate", {"INPUT": str(points), "SYNOPSES": [str(grid)], "W2_GRID": 0,
                                              "OUTPUT": str(target)})
    assert "input layer's file" in one_line(error)
    assert layers() == before


@pytest.mark.parametrize("stem", ["gpkg_cells", "sqlite_cells", 'my "grid"', "layer_styles",
                                  "rtree_x", "2024 grid", "Dichte München"])
def test_any_file_name_gives_a_valid_geopackage(provider, points_gpkg, tmp_path, stem):
    out = tmp_path / f"{stem}.gpkg"
    result = run("uniformgrid", {"INPUT": str(points_gpkg), "GRID_SIZE": 10, "OUTPUT": str(out)})
    layer = QgsVectorLayer(result["OUTPUT"], "out", "ogr")
    assert layer.isValid() and layer.featureCount() == 100
    assert read_record(layer)["mechanism"] == "UG"
    assert layer.renderer().type() == "RuleRenderer"
    assert sorted(p.name for p in tmp_path.iterdir()) == [out.name]  # nothing half-written
    db = sqlite3.connect(out)
    tables = [r[0] for r in db.execute("SELECT table_name FROM gpkg_contents WHERE data_type = 'features'")]
    assert len(tables) == 1 and db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()


def test_a_failed_write_keeps_the_file_it_would_have_replaced(tmp_path):
    from qgis.core import QgsCoordinateReferenceSystem

    from spatialdp.spatialdp_qgis.gpkg import write_gpkg
    from spatialdp.spatialdp_qgis.io import synopsis_fields

    rects = np.array([[0, 0, 1, 1], [1, 0, 2, 1]], dtype=float)
    columns = {"cell_id": [0, 1], "level": [1, 1], "parent_id": [None, None],
               "noisy_count": [3.0, 4.0], "density": [3.0, 4.0], "noise_sd": [1.4, 1.4], "moe90": [2.0, 2.0]}
    crs = QgsCoordinateReferenceSystem("EPSG:32633").toWkt()
    path = write_gpkg(str(tmp_path / "kept.gpkg"), synopsis_fields(), crs, rects, columns)
    before = Path(path).read_bytes()
    with pytest.raises(KeyError):
        write_gpkg(path, synopsis_fields(), crs, rects, {"cell_id": [0, 1]})
    assert Path(path).read_bytes() == before and [p.name for p in tmp_path.iterdir()] == ["kept.gpkg"]


def test_rerunning_into_a_file_the_context_holds_prints_no_gdal_error(provider, points_gpkg, tmp_path):
    """Writing, reading back in the same context and writing again: no 'unable to open database
    file', no 'malformed' database (a stale -wal file next to a new file corrupted it)."""
    errors = []
    gdal.PushErrorHandler(lambda level, number, text: errors.append(text) if level >= gdal.CE_Failure else None)
    try:
        context = QgsProcessingContext()
        out = str(tmp_path / "again.gpkg")
        for _ in range(2):
            run("uniformgrid", {"INPUT": str(points_gpkg), "GRID_SIZE": 10, "OUTPUT": out}, context=context)
            layer = QgsProcessingUtils.mapLayerFromString(out, context)
            assert layer.featureCount() == 100 and sum(1 for _ in layer.getFeatures()) == 100
    finally:
        gdal.PopErrorHandler()
    assert errors == []


# --- what the output keeps -------------------------------------------------------------------


def test_reopened_geopackage_keeps_the_whole_metadata_and_a_readable_legend(provider, points_gpkg, tmp_path):
    out = tmp_path / "grid.gpkg"
    run("uniformgrid", {"INPUT": str(points_gpkg), "GRID_SIZE": 5, "OUTPUT": str(out)})
    layer = QgsVectorLayer(str(out), "reopened", "ogr")
    md = layer.metadata()
    assert md.title() == "SpatialDP UG release"
    assert "differential privacy" in md.keywords()["SpatialDP"]
    record = json.loads(md.history()[0])
    assert record["ledger"]["epsilon_total"] == 1.0 and record["density_unit"] == "km²"
    labels = [rule.label() for rule in layer.renderer().rootRule().children()[:-1]]  # the last: the hatch
    assert len(set(labels)) == len(labels) and all(label.endswith(" per km²") for label in labels)
    assert "0 – 0 per km²" not in labels, labels  # what every legend read at four decimals per m²
    density = layer.fields().indexOf("density")
    assert "km²" in layer.attributeAlias(density)
    # 2 km × 2 km cells: density per km² is the count over 4
    f = next(layer.getFeatures())
    assert f["density"] == pytest.approx(f["noisy_count"] / 4)


def test_shapefile_keeps_style_and_record_and_can_be_evaluated(provider, points_gpkg, tmp_path):
    out = tmp_path / "grid.shp"
    run("uniformgrid", {"INPUT": str(points_gpkg), "GRID_SIZE": 5, "OUTPUT": str(out)})
    assert (tmp_path / "grid.qml").exists() and (tmp_path / "grid.qmd").exists()
    layer = QgsVectorLayer(str(out), "shp", "ogr")
    assert "noisy_coun" in layer.fields().names()  # dBASE cuts names to 10 characters
    assert layer.renderer().type() == "RuleRenderer"
    assert read_record(layer)["mechanism"] == "UG"
    assert is_released_layer(layer)
    grid = LayerSnapshot(layer).read()
    assert len(grid.counts) == 25 and grid.mechanism == "UG"
    result = processing.run("spatialdp:evaluate", {
        "INPUT": str(points_gpkg), "SYNOPSES": [layer], "WORKLOAD": 0, "QUERIES": 5, "W2_GRID": 0,
        "OUTPUT": "TEMPORARY_OUTPUT"})
    assert result["OUTPUT"].featureCount() > 0


# --- fields ----------------------------------------------------------------------------------


def test_a_user_field_that_does_not_exist_is_named(provider, points_gpkg):
    with pytest.raises(QgsProcessingException) as error:
        run("uniformgrid", {"INPUT": str(points_gpkg), "GRID_SIZE": 5, "USER_FIELD": "person",
                            "OUTPUT": "TEMPORARY_OUTPUT"})
    assert "no field 'person'" in one_line(error) and "uid" in str(error.value)


def _vdr(points, feedback=None, **params):
    return run("vdr", {"INPUT": str(points), "GRID_SIZE": 4, "SLICES": 2, "DENOISE": False,
                       "OUTPUT": "TEMPORARY_OUTPUT", **params}, feedback=feedback)


def test_vdr_refuses_one_field_as_user_and_time(provider, points_gpkg):
    with pytest.raises(QgsProcessingException) as error:
        _vdr(points_gpkg, USER_FIELD="fid", TIME_FIELD="fid")
    assert "both 'fid'" in one_line(error)


def test_vdr_refuses_the_feature_id_as_time(provider, points_gpkg):
    with pytest.raises(QgsProcessingException) as error:
        _vdr(points_gpkg, USER_FIELD="uid", TIME_FIELD="fid")
    assert "feature id, not a time" in one_line(error)


def test_vdr_says_which_time_formats_it_reads(provider, points_gpkg):
    """Values that are not times leave their points out with a warning that says which formats
    are read (a refusal would depend on the data, issue 23.1); with none left, the time range
    cannot come from the data."""
    feedback = Recorder()
    with pytest.raises(QgsProcessingException) as error:
        _vdr(points_gpkg, feedback, USER_FIELD="uid", TIME_FIELD="when")
    assert "give a public time range" in one_line(error)
    text = next(w for w in feedback.warnings if "are not times" in w)
    assert "14/11/2023 10:00" in text and "ISO 8601" in text and "seconds since 1970" in text


def test_vdr_warns_when_every_time_falls_in_1970(provider, points_gpkg):
    feedback = Recorder()
    _vdr(points_gpkg, feedback, USER_FIELD="when", TIME_FIELD="uid")  # uid: small integers
    assert any("falls in 1970" in w and "39 seconds" in w for w in feedback.warnings)


# --- parameters that are legal but almost surely a mistake ------------------------------------


def test_tiny_epsilon_warns_that_noise_swamps_the_data(provider, points_gpkg):
    """The advice offers the guideline for a grid size given, never when the guideline chose it."""
    feedback = Recorder()
    run("uniformgrid", {"INPUT": str(points_gpkg), "EPSILON": 1e-9, "GRID_SIZE": 50,
                        "OUTPUT": "TEMPORARY_OUTPUT"}, feedback=feedback)
    assert any("noise swamps the data" in w and "0 for the guideline" in w for w in feedback.warnings)
    feedback = Recorder()
    run("uniformgrid", {"INPUT": str(points_gpkg), "EPSILON": 1e-9, "OUTPUT": "TEMPORARY_OUTPUT"},
        feedback=feedback)
    swamped = [w for w in feedback.warnings if "noise swamps the data" in w]
    assert swamped and not any("0 for the guideline" in w for w in swamped)


def test_noise_warning_offers_the_guideline_only_where_there_is_one(provider, points_gpkg):
    feedback = Recorder()  # DAM's grid size d has no guideline: 0 is not a value it takes
    run("dam", {"INPUT": str(points_gpkg), "EPSILON": 0.01, "GRID_SIZE": 64, "OUTPUT": "TEMPORARY_OUTPUT"},
        feedback=feedback)
    swamped = [w for w in feedback.warnings if "noise swamps the data" in w]
    assert swamped and not any("guideline" in w for w in swamped)


def test_epsilon_too_small_to_sample_is_a_message(provider, points_gpkg):
    with pytest.raises(QgsProcessingException) as error:
        run("adaptivegrid", {"INPUT": str(points_gpkg), "EPSILON": 1e-13, "OUTPUT": "TEMPORARY_OUTPUT"})
    assert "too small" in one_line(error)


def test_large_local_epsilon_and_many_cells_warn(provider, points_gpkg):
    feedback = Recorder()
    run("ldpuniformgrid", {"INPUT": str(points_gpkg), "EPSILON": 20, "GRID_SIZE": 20,
                           "OUTPUT": "TEMPORARY_OUTPUT"}, feedback=feedback)
    assert any("almost no privacy" in w for w in feedback.warnings)
    assert any("400 cells for 100 users" in w for w in feedback.warnings)


def test_the_log_says_why_a_local_grid_is_coarse(provider, points_gpkg):
    feedback = Recorder()
    result = run("ldpuniformgrid", {"INPUT": str(points_gpkg), "OUTPUT": "TEMPORARY_OUTPUT"},
                 feedback=feedback)
    size = json.loads(result["LEDGER"])["parameters"]["grid_size"]
    assert any(f"{size}×{size} first-level grid for 100 users" in i and "more users or a larger ε" in i
               for i in feedback.infos)


def test_a_huge_grid_is_refused_before_reading(provider, points_gpkg, tmp_path):
    out = tmp_path / "huge.gpkg"
    with pytest.raises(QgsProcessingException) as error:
        run("uniformgrid", {"INPUT": str(points_gpkg), "GRID_SIZE": 3000, "OUTPUT": str(out)})
    assert "9,000,000 cells" in one_line(error) and "GB" in str(error.value)
    assert not out.exists()


def test_size_rules():
    assert sanity.size_warning(sanity.CELLS_WARN) is None and sanity.size_warning(sanity.CELLS_WARN + 1)
    assert sanity.size_problem(sanity.CELLS_MAX) is None and sanity.size_problem(sanity.CELLS_MAX + 1)
    assert sanity.epsilon_warning(10, local=True) is None and sanity.epsilon_warning(10.5, local=False)


def test_a_guideline_grid_too_large_says_the_guideline_chose_it(provider, points_gpkg):
    with pytest.raises(QgsProcessingException) as error:
        run("uniformgrid", {"INPUT": str(points_gpkg), "EPSILON": 1e6, "N_PUBLIC": 100_000_000,
                            "OUTPUT": "TEMPORARY_OUTPUT"})
    text = one_line(error)
    assert "guideline chose" in text and "Give a grid size" in text


def test_dam_grid_size_below_its_minimum_names_the_minimum(provider, points_gpkg):
    with pytest.raises(QgsProcessingException) as error:
        run("dam", {"INPUT": str(points_gpkg), "GRID_SIZE": 1, "OUTPUT": "TEMPORARY_OUTPUT"})
    assert "at least 2" in one_line(error) and "Grid size d" in str(error.value)


def test_degrees_keep_density_per_degree_squared(provider):
    layer = QgsVectorLayer("Point?crs=EPSG:4326", "p", "memory")
    features = []
    for a, b in np.random.default_rng(1).uniform(0, 1, (50, 2)):
        f = QgsFeature()
        f.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(a, b)))
        features.append(f)
    layer.dataProvider().addFeatures(features)
    result = processing.run("spatialdp:uniformgrid", {
        "INPUT": layer, "EXTENT": "0,1,0,1 [EPSG:4326]", "EPSILON": 1.0, "GRID_SIZE": 2,
        "OUTPUT": "TEMPORARY_OUTPUT"})
    assert json.loads(result["LEDGER"])["density_unit"] == "degree²"
    f = next(result["OUTPUT"].getFeatures())
    assert f["density"] == pytest.approx(f["noisy_count"] / 0.25)


@pytest.mark.e2e
def test_qgis_process_gives_the_same_one_line(points_gpkg, tmp_path):
    from ..conftest import qgis_process_run

    with pytest.raises(RuntimeError) as error:
        qgis_process_run("spatialdp:dam", tmp_path / "home", INPUT=points_gpkg, EXTENT=EXTENT,
                         EPSILON=1, GRID_SIZE=1, OUTPUT=tmp_path / "dam.gpkg")
    assert "'Grid size d' must be at least 2, not 1." in str(error.value)
    assert "Traceback" not in str(error.value)
    with pytest.raises(RuntimeError) as error:
        qgis_process_run("spatialdp:uniformgrid", tmp_path / "home", INPUT=points_gpkg, EXTENT=EXTENT,
                         EPSILON=1, OUTPUT=tmp_path / "missing" / "ug.gpkg")
    assert "does not exist; create it" in str(error.value) and "Traceback" not in str(error.value)


class CancelWhileWriting(Recorder):
    """Cancels once the output is partly written (progress past 62 %: writing runs 60–100 %)."""

    def setProgress(self, progress):  # noqa: N802
        if progress > 62:
            self.cancel()
        super().setProgress(progress)


@pytest.mark.parametrize("name", ["hexagons.gpkg", "hexagons.shp"])
def test_a_cancel_while_writing_through_a_sink_leaves_no_half_written_file(provider, points_gpkg,
                                                                            tmp_path, name):
    """Hexagons (20,000+ cells) go to a Shapefile through Processing's sink, several batches, and
    to a GeoPackage through the direct writer: cancelled in the middle, the file created is
    removed, side files included."""
    out = tmp_path / name
    run("uniformgrid", {"INPUT": str(points_gpkg), "GRID_SIZE": 150, "CELL_SHAPE": 1,
                        "OUTPUT": str(out)}, feedback=CancelWhileWriting())
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_a_cancel_while_adding_a_layer_keeps_the_geopackage(provider, points_gpkg, tmp_path):
    """A layer added to an existing GeoPackage: the file holds other layers and is never removed."""
    existing = write_points_gpkg(tmp_path / "existing.gpkg", *clustered_xy(10, seed=3))
    run("uniformgrid", {"INPUT": str(points_gpkg), "GRID_SIZE": 150, "CELL_SHAPE": 1,
                        "OUTPUT": f"ogr:dbname='{existing}' table=\"hexagons\" (geom)"},
        feedback=CancelWhileWriting())
    assert existing.exists() and gdal.OpenEx(str(existing)).GetLayerByName("points") is not None
