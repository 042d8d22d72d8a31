"""What a GIS user's own files and slips did to the plugin zip, each now a one-line message
or a warning (found by running the zip on stock QGIS like a user; see the closing note).

Real QGIS, real Processing (``processing.run``), real files written with OGR.
"""

import json
import resource
import signal
from contextlib import contextmanager

import pytest
from osgeo import ogr, osr
from qgis.core import QgsProcessingException

import processing

from .conftest import clustered_xy, memory_layer, point_features, write_points_gpkg
from .test_user_errors import Recorder

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
X0, Y0, X1, Y1 = 500_000, 4_000_000, 510_000, 4_010_000


def run(alg, params):
    return processing.run(f"spatialdp:{alg}", {"EPSILON": 1.0, "SEED": 1, **params})


def one_line(error):
    """The message, one line (Processing may put "Unable to execute algorithm" above it)."""
    text = str(error.value).replace("Unable to execute algorithm\n", "")
    assert "\n" not in text.strip() and "Traceback" not in text
    return text


def geojson(path, geometries):
    """A GeoJSON file in EPSG:32633 with one feature per geometry (a dict or None)."""
    path.write_text(json.dumps({
        "type": "FeatureCollection",
        "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::32633"}},
        "features": [{"type": "Feature", "properties": {"n": i}, "geometry": g}
                     for i, g in enumerate(geometries)]}))
    return path


def mixed_gpkg(path, wkts):
    """A GeoPackage layer of type 'any geometry' with one feature per WKT."""
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32633)
    layer = ds.CreateLayer("features", srs, ogr.wkbUnknown)
    for wkt in wkts:
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetGeometry(ogr.CreateGeometryFromWkt(wkt))
        layer.CreateFeature(feature)
    ds = None
    return path


def square(x, y, side):
    return {"type": "Polygon", "coordinates": [[[x, y], [x + side, y], [x + side, y + side],
                                                [x, y + side], [x, y]]]}


LINE = {"type": "LineString", "coordinates": [[X0, Y0], [X1, Y1]]}


# --- layers of mixed geometry types ---------------------------------------------------------


@pytest.mark.parametrize("writer", ["geojson", "gpkg"])
def test_a_line_among_the_points_is_skipped_with_a_warning(provider, tmp_path, writer):
    """Not refused (issue 23.1): whether a release exists must not depend on the data, and a line
    in a layer of points is data; it is skipped, as a null geometry is, and the log says so."""
    if writer == "geojson":
        path = geojson(tmp_path / "mixed.geojson", [{"type": "Point", "coordinates": [X0 + 10, Y0 + 10]},
                                                    LINE, {"type": "Point", "coordinates": [X0 + 20, Y0 + 20]}])
    else:
        path = mixed_gpkg(tmp_path / "mixed.gpkg", [f"POINT ({X0 + 10} {Y0 + 10})",
                                                    f"LINESTRING ({X0} {Y0}, {X1} {Y1})"])
    out = tmp_path / "grid.gpkg"
    log = Recorder()
    processing.run("spatialdp:uniformgrid", {"INPUT": str(path), "EXTENT": EXTENT, "EPSILON": 1.0, "GRID_SIZE": 4,
                                             "OUTPUT": str(out)}, feedback=log)
    assert "1 feature is not a point (a line or a polygon among the points) and was skipped." in log.warnings
    assert any(line.startswith(f"Read {2 if writer == 'geojson' else 1} point") for line in log.infos)
    assert out.exists()


def test_a_line_among_the_polygons_is_a_message(provider, tmp_path):
    x, y = clustered_xy(200, seed=3)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    polygons = geojson(tmp_path / "areas.geojson", [square(X0, Y0, 5000), LINE, square(X0 + 5000, Y0, 5000)])
    out = tmp_path / "counts.gpkg"
    with pytest.raises(QgsProcessingException) as error:
        run("polygoncounts", {"INPUT": str(points), "POLYGONS": str(polygons), "OUTPUT": str(out)})
    assert "LineString" in one_line(error) and "polygon" in str(error.value)
    assert not out.exists()


# --- the guidance and the evaluation ----------------------------------------------------------


@pytest.mark.parametrize("n", [1, 10, 500])
def test_grid_guidance_for_few_points_gives_a_grid(provider, n):
    """Few points are legal N: every mechanism's guide answers (the local ones raised 'GRR needs
    at least 1 value' below N ≈ 1,000)."""
    for index, mechanism in enumerate(provider.algorithm("gridguide").mechanisms()):
        result = processing.run("spatialdp:gridguide", {"MECHANISM": index, "N": n, "EPSILON": 1.0})
        assert result["GRID_SIZE"] >= 1, mechanism


@pytest.mark.parametrize("alg, params", [
    ("gridguide", {"MECHANISM": 9, "N": 1000, "K": 0}),
    ("gridguide", {"MECHANISM": 2, "N": 1000, "TREE_SHARE": 1}),
    ("gridguide", {"MECHANISM": 0, "N": -1}),
    ("evaluate", {"W2_GRID": 100_000}),
    ("evaluate", {"QUERIES": 10_000_000}),
])
def test_a_number_out_of_range_names_its_range_in_every_algorithm(provider, tmp_path, alg, params):
    """qgis_process and processing.run check the ranges too, not only the dialog's spin boxes:
    the message says which parameter and what range, not 'Incorrect parameter value for K'.
    A huge number of evaluation queries (memory grows with it) is out of range."""
    if alg == "evaluate":
        x, y = clustered_xy(50, seed=4)
        points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
        grid = tmp_path / "grid.gpkg"
        run("uniformgrid", {"INPUT": str(points), "EXTENT": EXTENT, "GRID_SIZE": 4, "OUTPUT": str(grid)})
        params = {"INPUT": str(points), "SYNOPSES": [str(grid)], "OUTPUT": str(tmp_path / "errors.gpkg"),
                  **params}
    with pytest.raises(QgsProcessingException) as error:
        processing.run(f"spatialdp:{alg}", params)
    assert "must be at" in one_line(error)


# --- outputs ----------------------------------------------------------------------------------


@pytest.mark.parametrize("suffix, warned", [(".csv", True), (".xlsx", True), (".gpkg", False), (".shp", False),
                                            (".dbf", False), (".tsv", None)])
def test_a_table_format_output_warns_that_the_cells_shapes_are_lost(provider, tmp_path, suffix, warned):
    """QGIS writes a CSV or a spreadsheet without geometry: cell counts that cannot be mapped.
    ``.dbf`` is written as ``grid.dbf.shp``, with the shapes; ``.tsv`` as ``grid.tsv.gpkg`` where
    GDAL has no format for it (QGIS 3.22) and as the table ``grid.tsv.csv`` where its CSV driver
    takes it (3.40): the warning must follow the file actually written (None: read it off)."""
    x, y = clustered_xy(200, seed=5)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    feedback = Recorder()
    written = processing.run("spatialdp:uniformgrid", {
        "INPUT": str(points), "EXTENT": EXTENT, "EPSILON": 1.0, "GRID_SIZE": 4, "SEED": 1,
        "OUTPUT": str(tmp_path / f"grid{suffix}")}, feedback=feedback)["OUTPUT"]
    if warned is None:
        warned = str(written).split("|")[0].endswith(".csv")
    assert any("table format" in w for w in feedback.warnings) == warned


@pytest.mark.parametrize("alg, extra", [("uniformgrid", {}), ("adaptivegrid", {}),
                                        ("vdr", {"TIME_FIELD": "when", "USER_FIELD": "uid", "DENOISE": 2})])
def test_a_public_n_of_zero_is_refused(provider, tmp_path, alg, extra):
    """N = 0 'if public' next to 'grid size 0: the guideline' reads as 'not given'; it gave a 1×1
    grid without a word (UG) — a non-empty layer has N ≥ 1: empty means 'estimate N'."""
    x, y = clustered_xy(100, seed=6)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y, uid=[i % 30 for i in range(100)],
                               when=[f"2023-11-14T10:{i % 60:02d}:00Z" for i in range(100)])
    with pytest.raises(QgsProcessingException) as error:
        run(alg, {"INPUT": str(points), "EXTENT": EXTENT, "N_PUBLIC": 0,
                  "OUTPUT": str(tmp_path / "grid.gpkg"), **extra})
    assert "must be at least 1" in one_line(error)


def test_a_csv_without_coordinates_says_how_to_load_it(provider, tmp_path):
    """A CSV given as a file is a table: the message said 'has No geometry geometries'."""
    table = tmp_path / "points.csv"
    table.write_text("x,y\n" + "".join(f"{X0 + i},{Y0 + i}\n" for i in range(10)))
    with pytest.raises(QgsProcessingException) as error:
        run("uniformgrid", {"INPUT": str(table), "EXTENT": EXTENT, "OUTPUT": str(tmp_path / "grid.gpkg")})
    assert "X and Y fields" in one_line(error)


def test_reports_outside_the_grid_say_which_settings_to_check(provider, tmp_path):
    """Reports from a finer grid than the one given: 'GRR reports must lie in [0, 100)' said
    what was wrong but not what to do."""
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(tmp_path / "reports.gpkg"))
    table = ds.CreateLayer("reports", None, ogr.wkbNone)
    table.CreateField(ogr.FieldDefn("report", ogr.OFTInteger))
    for value in [3, 50, 120]:
        row = ogr.Feature(table.GetLayerDefn())
        row.SetField("report", value)
        table.CreateFeature(row)
    ds = None
    with pytest.raises(QgsProcessingException) as error:
        processing.run("spatialdp:ldpestimate", {
            "INPUT": str(tmp_path / "reports.gpkg"), "REPORT_FIELD": "report", "EXTENT": EXTENT,
            "GRID_SIZE": 10, "EPSILON": 1.0, "OUTPUT": str(tmp_path / "grid.gpkg")})
    assert "grid size g" in one_line(error)
    assert not (tmp_path / "grid.gpkg").exists()


@pytest.mark.parametrize("table", ["points", "grid"])
def test_saving_into_the_input_geopackage_is_refused(provider, tmp_path, table):
    """"Save to GeoPackage" onto the input's file and its layer name replaced the user's points
    with the grid (an ogr:dbname destination escaped the check that the input is never
    overwritten); another table in that file is refused as well: the input's file is not written."""
    x, y = clustered_xy(100, seed=7)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    before = points.read_bytes()
    with pytest.raises(QgsProcessingException) as error:
        run("uniformgrid", {"INPUT": str(points), "EXTENT": EXTENT, "GRID_SIZE": 4,
                            "OUTPUT": f"ogr:dbname='{points}' table=\"{table}\" (geom)"})
    assert "input" in one_line(error)
    assert points.read_bytes() == before


def test_an_output_named_like_the_input_without_its_extension_is_refused(provider, tmp_path):
    """OUTPUT 'points' is written as 'points.gpkg' (Processing appends .gpkg to a name without a
    known extension): with the input in points.gpkg that replaced the user's points."""
    x, y = clustered_xy(100, seed=7)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    before = points.read_bytes()
    for output in (str(tmp_path / "points"), f"ogr:{points}"):
        with pytest.raises(QgsProcessingException) as error:
            run("uniformgrid", {"INPUT": str(points), "EXTENT": EXTENT, "GRID_SIZE": 4, "OUTPUT": output})
        assert "input" in one_line(error)
    assert points.read_bytes() == before


def test_a_delimited_text_input_is_never_overwritten(provider, tmp_path):
    """A CSV added with its X and Y fields (the delimitedtext provider) and the output set to
    the same file replaced the points with the grid's table."""
    from qgis.core import QgsVectorLayer

    x, y = clustered_xy(100, seed=7)
    path = tmp_path / "points.csv"
    path.write_text("x,y\n" + "".join(f"{a},{b}\n" for a, b in zip(x, y)))
    before = path.read_bytes()
    layer = QgsVectorLayer(f"file://{path}?type=csv&xField=x&yField=y&crs=EPSG:32633", "points",
                           "delimitedtext")
    assert layer.isValid() and layer.featureCount() == 100
    with pytest.raises(QgsProcessingException) as error:
        run("uniformgrid", {"INPUT": layer, "EXTENT": EXTENT, "GRID_SIZE": 4, "OUTPUT": str(path)})
    assert "input" in one_line(error)
    assert path.read_bytes() == before


def test_an_upper_case_shapefile_extension_is_refused_before_anything_is_written(provider, tmp_path):
    """GDAL writes grid.SHP as grid.shp on Linux, where QGIS then cannot find it."""
    x, y = clustered_xy(100, seed=7)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    with pytest.raises(QgsProcessingException) as error:
        run("uniformgrid", {"INPUT": str(points), "EXTENT": EXTENT, "GRID_SIZE": 4,
                            "OUTPUT": str(tmp_path / "grid.SHP")})
    assert "lower case" in one_line(error)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["points.gpkg"]


def test_saving_a_table_into_another_geopackage_works(provider, tmp_path):
    x, y = clustered_xy(100, seed=7)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    target = tmp_path / "results.gpkg"
    result = run("uniformgrid", {"INPUT": str(points), "EXTENT": EXTENT, "GRID_SIZE": 4,
                                 "OUTPUT": f"ogr:dbname='{target}' table=\"my grid\" (geom)"})
    assert "my grid" in result["OUTPUT"] and target.exists()


def test_the_evaluation_gives_each_warning_once(provider, tmp_path):
    """Three grids pushed the same W2 note three times, once per grid ('POT is not available'
    without POT; 'exact only up to d = 64' for a finer W2 grid)."""
    x, y = clustered_xy(300, seed=8)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    grids = []
    for size in (4, 6, 8):
        grids.append(str(tmp_path / f"grid{size}.gpkg"))
        run("uniformgrid", {"INPUT": str(points), "EXTENT": EXTENT, "GRID_SIZE": size, "OUTPUT": grids[-1]})
    feedback = Recorder()
    processing.run("spatialdp:evaluate", {"INPUT": str(points), "SYNOPSES": grids, "W2_GRID": 128,
                                          "OUTPUT": str(tmp_path / "errors.gpkg")}, feedback=feedback)
    assert len(feedback.warnings) == len(set(feedback.warnings))


@contextmanager
def file_size_limit(nbytes):
    """Files cannot grow past ``nbytes`` (writes fail as on a full disk) inside the block."""
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of a killed process
    resource.setrlimit(resource.RLIMIT_FSIZE, (nbytes, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, handler)


@pytest.mark.parametrize("suffix", [".shp", ".geojson"])
def test_a_full_disk_is_a_message_and_leaves_no_half_written_file(provider, tmp_path, suffix):
    """On a full disk a Shapefile or GeoJSON output was reported written: the Shapefile cut
    short, the GeoJSON empty or unreadable (the sink's refusals were not checked)."""
    x, y = clustered_xy(300, seed=9)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    out = tmp_path / "out"
    out.mkdir()
    with pytest.raises(QgsProcessingException) as error, file_size_limit(64 * 1024):
        run("uniformgrid", {"INPUT": str(points), "EXTENT": EXTENT, "GRID_SIZE": 40,
                            "OUTPUT": str(out / f"grid{suffix}")})
    assert "Could not write" in one_line(error)
    assert list(out.iterdir()) == []


def test_metres_in_a_layer_set_to_degrees_warn_that_the_crs_is_wrong(provider, tmp_path):
    """UTM coordinates in a layer whose CRS was set to EPSG:4326 (a classic slip) were released
    as a grid of 'degrees' up to latitude 4,010,000 with only the usual 'reproject' advice."""
    x, y = clustered_xy(200, seed=10)
    layer = memory_layer(crs="EPSG:4326", features=point_features(x, y))
    feedback = Recorder()
    processing.run("spatialdp:uniformgrid", {"INPUT": layer, "EPSILON": 1.0, "GRID_SIZE": 4, "SEED": 1,
                                              "OUTPUT": str(tmp_path / "grid.gpkg")}, feedback=feedback)
    assert any("probably wrong" in w for w in feedback.warnings)
    globe = memory_layer(crs="EPSG:4326", features=point_features([-170.0, 10.0, 179.0], [-80.0, 5.0, 89.0]))
    feedback = Recorder()
    processing.run("spatialdp:uniformgrid", {"INPUT": globe, "EPSILON": 1.0, "GRID_SIZE": 4, "SEED": 1,
                                              "OUTPUT": str(tmp_path / "globe.gpkg")}, feedback=feedback)
    assert not any("probably wrong" in w for w in feedback.warnings)


def test_a_folder_as_the_release_register_says_to_give_a_file(provider, tmp_path):
    """A folder picked as the register got QGIS's 'Incorrect parameter value for REGISTER'."""
    x, y = clustered_xy(100, seed=11)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    with pytest.raises(QgsProcessingException) as error:
        run("uniformgrid", {"INPUT": str(points), "EXTENT": EXTENT, "REGISTER": str(tmp_path),
                            "OUTPUT": str(tmp_path / "grid.gpkg")})
    assert "is a folder" in one_line(error)
    assert not (tmp_path / "grid.gpkg").exists()


def test_the_wrong_crs_warning_allows_rounding_at_the_globes_edge():
    from spatialdp.spatialdp_qgis.sanity import degrees_warning

    assert degrees_warning("EPSG:4326", -180.0000000001, -90.0000000001, 180.0000000001, 90.0000000001) is None
    assert degrees_warning("EPSG:4326", 500_000, 4_000_000, 510_000, 4_010_000) is not None
