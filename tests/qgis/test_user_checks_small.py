"""The smaller defects the stock-user battery left: counts in words, guidance that the
algorithms would refuse, invalid polygons, advice in messages, the table-format warning of
the LDP estimate and the default style's classes.

Real QGIS, real Processing (``processing.run``).
"""

import pytest
from osgeo import ogr
from qgis.core import (
    QgsExpression,
    QgsExpressionContext,
    QgsExpressionContextUtils,
    QgsFeatureRequest,
    QgsProcessingContext,
    QgsProcessingException,
    QgsVectorLayer,
)

import processing

from .conftest import memory_layer, point_features
from .test_user_checks import EXTENT, X0, Y0, one_line
from .test_user_errors import Recorder


def uniform_grid(tmp_path, x, y, **params):
    log = Recorder()
    layer = memory_layer(features=point_features(x, y))
    processing.run("spatialdp:uniformgrid", {"INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1,
                                              "GRID_SIZE": 4, "OUTPUT": str(tmp_path / "grid.gpkg"), **params},
                   feedback=log)
    return log


# --- 1. counts in words -----------------------------------------------------------------------


def test_one_point_is_a_point_in_the_messages(provider, tmp_path):
    """'Read 1 points', 'the grid has 16 cells for 1 points', '1 points lie outside'."""
    log = uniform_grid(tmp_path, [X0 + 10], [Y0 + 10])
    assert any(line.startswith("Read 1 point with the ") for line in log.infos)
    assert any(w.startswith("The grid has 16 cells for 1 point. Most cells") for w in log.warnings)
    assert any("more in total than the single point. Choose a larger ε" in w for w in log.warnings)
    log = uniform_grid(tmp_path, [X0 + 10, X0 + 20, X0 - 10], [Y0 + 10, Y0 + 20, Y0 - 10])
    assert "1 point lies outside the extent and is ignored." in log.warnings
    assert any(line.startswith("Read 3 points with the ") for line in log.infos)
    text = " ".join(log.infos + log.warnings)
    assert "1 points" not in text and "1 users" not in text
    log = uniform_grid(tmp_path, [X0 - 10], [Y0 - 10])  # released, noise only (issue 23.1)
    assert any(w.startswith("The only point lies outside the extent, so the release is noise only")
               for w in log.warnings)


def ldp_estimate(tmp_path, reports, output="grid.gpkg"):
    """spatialdp:ldpestimate on a table of GRR ``reports`` of a 10×10 grid; its log."""
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(tmp_path / "reports.gpkg"))
    table = ds.CreateLayer("reports", None, ogr.wkbNone)
    table.CreateField(ogr.FieldDefn("report", ogr.OFTInteger))
    for value in reports:
        row = ogr.Feature(table.GetLayerDefn())
        row.SetField("report", value)
        table.CreateFeature(row)
    ds = None
    log = Recorder()
    processing.run("spatialdp:ldpestimate", {
        "INPUT": str(tmp_path / "reports.gpkg"), "REPORT_FIELD": "report", "EXTENT": EXTENT,
        "GRID_SIZE": 10, "EPSILON": 1.0, "OUTPUT": str(tmp_path / output)}, feedback=log)
    return log


def test_one_report_is_a_report(provider, tmp_path):
    assert "Estimated 100 cells from 1 report." in ldp_estimate(tmp_path, [3]).infos


# --- 2. grid guidance the algorithms would refuse -----------------------------------------------


def test_grid_guidance_warns_of_a_grid_too_large_to_write(provider):
    """N = 10¹² recommended a UG grid of 316,228² cells without a word; the UG refuses it."""
    log = Recorder()
    result = processing.run("spatialdp:gridguide", {"MECHANISM": 0, "N": 1e12, "EPSILON": 1.0}, feedback=log)
    assert result["CELLS"] > 4_000_000
    assert any("more than the 4,000,000 SpatialDP writes" in w and "check that N" in w for w in log.warnings)
    log = Recorder()
    processing.run("spatialdp:gridguide", {"MECHANISM": 0, "N": 100_000, "EPSILON": 1.0}, feedback=log)
    assert not log.warnings


def test_grid_guidance_refuses_an_extent_without_area(provider):
    """Extent 0,0,0,0 gave a cell width of 0."""
    with pytest.raises(QgsProcessingException) as error:
        processing.run("spatialdp:gridguide", {"MECHANISM": 0, "N": 1000, "EPSILON": 1.0,
                                                "EXTENT": "0,0,0,0 [EPSG:32633]"})
    assert "The extent has no area" in one_line(error)
    result = processing.run("spatialdp:gridguide", {"MECHANISM": 0, "N": 1000, "EPSILON": 1.0, "EXTENT": EXTENT})
    assert result["CELL_WIDTH"] > 0


# --- 3. invalid public polygons -----------------------------------------------------------------


def bowtie(x, y, side):
    """A ring that crosses itself: valid to OGR's writer, not to GEOS."""
    return f"POLYGON (({x} {y}, {x + side} {y + side}, {x + side} {y}, {x} {y + side}, {x} {y}))"


def test_invalid_polygons_are_counted_with_one_warning_that_says_how_to_fix_them(provider, tmp_path):
    """A self-intersecting polygon was counted by the even–odd rule without a word."""
    from .test_polygoncounts import rectangle, write_polygons_gpkg

    polygons = write_polygons_gpkg(tmp_path / "areas.gpkg", [
        bowtie(X0, Y0, 1000), bowtie(X0 + 2000, Y0, 1000), rectangle(4000, 0, 5000, 1000)], name=["a", "b", "c"])
    x, y = [X0 + 200, X0 + 4500, X0 + 4600, X0 + 3500], [Y0 + 500, Y0 + 500, Y0 + 500, Y0 + 500]
    log = Recorder()
    out = tmp_path / "counts.gpkg"
    context = QgsProcessingContext()  # Processing's 'Do not filter' (qgis_process's default)
    context.setInvalidGeometryCheck(QgsFeatureRequest.InvalidGeometryCheck.GeometryNoCheck)
    processing.run("spatialdp:polygoncounts", {"INPUT": memory_layer(features=point_features(x, y)),
                                                "POLYGONS": str(polygons), "EPSILON": 1.0, "OUTPUT": str(out)},
                   context=context, feedback=log)
    invalid = [w for w in log.warnings if "not valid" in w]
    assert invalid == ["2 of the 3 polygons are not valid (e.g. a ring crosses itself): they count the points "
                       "inside them by the even–odd rule, which may not be the shapes meant; fix them first "
                       "with Vector ▸ Geometry Tools ▸ Fix Geometries."]
    assert "1 of the 4 points lies in no polygon and is ignored." in log.warnings
    assert out.exists()


def test_invalid_polygons_skipped_by_processing_are_warned(provider, tmp_path):
    """With Processing's 'skip invalid features', invalid public polygons vanished from the
    output without a word."""
    from .test_polygoncounts import rectangle, write_polygons_gpkg

    polygons = write_polygons_gpkg(tmp_path / "areas.gpkg", [
        bowtie(X0, Y0, 1000), bowtie(X0 + 2000, Y0, 1000), rectangle(4000, 0, 5000, 1000)], name=["a", "b", "c"])
    log = Recorder()
    context = QgsProcessingContext()
    context.setInvalidGeometryCheck(QgsFeatureRequest.InvalidGeometryCheck.GeometrySkipInvalid)
    out = processing.run("spatialdp:polygoncounts", {
        "INPUT": memory_layer(features=point_features([X0 + 4500], [Y0 + 500])), "POLYGONS": str(polygons),
        "EPSILON": 1.0, "OUTPUT": str(tmp_path / "counts.gpkg")}, context=context, feedback=log)["OUTPUT"]
    assert QgsVectorLayer(out, "counts", "ogr").featureCount() == 1
    assert any(w.startswith("2 of the 3 polygons were skipped") for w in log.warnings)


# --- 4. advice in the two-group message ---------------------------------------------------------


@pytest.mark.parametrize("alg, n, sigma, needed", [("privag", 1, 0.5, 2), ("aag", 3, 0.99, 51)])
def test_too_few_users_for_two_groups_release_as_ldp_ug_and_say_so(provider, tmp_path, alg, n, sigma, needed):
    """Too few users for both groups used to refuse, which made the release depend on the data
    (issue 23.1): the users now report once on the first grid, as in LDP-UG, with a warning."""
    x, y = [X0 + 100 * (i + 1) for i in range(n)], [Y0 + 100 * (i + 1) for i in range(n)]
    log = Recorder()
    processing.run(f"spatialdp:{alg}", {"INPUT": memory_layer(features=point_features(x, y)), "EXTENT": EXTENT,
                                         "EPSILON": 1.0, "SIGMA": sigma, "GRID_SIZE": 3,
                                         "OUTPUT": str(tmp_path / "grid.gpkg")}, feedback=log)
    assert f"{alg.upper() if alg == 'aag' else 'PrivAG'} needs at least {needed} users inside the extent and has {n}" \
        in " ".join(log.warnings)
    layer = QgsVectorLayer(str(tmp_path / "grid.gpkg"), "grid", "ogr")
    assert layer.featureCount() == 9


# --- 5. the table-format warning in the LDP estimate ---------------------------------------------


@pytest.mark.parametrize("output, warned", [("grid.csv", True), ("grid.gpkg", False)])
def test_the_ldp_estimate_warns_of_a_table_format_output(provider, tmp_path, output, warned):
    """spatialdp:ldpestimate has its own _process and did not push the warning the others push."""
    log = ldp_estimate(tmp_path, [3, 50, 7], output)
    assert any("'grid.csv' is a table format" in w for w in log.warnings) == warned


# --- 6. the default style's top class ------------------------------------------------------------


def classes(path):
    """Per class of the output's default style, the noisy counts of the cells QGIS draws in it
    (the class rule whose filter holds; the last rule is the hatch)."""
    layer = QgsVectorLayer(str(path), "out", "ogr")
    context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
    filters = [QgsExpression(rule.filterExpression()) for rule in layer.renderer().rootRule().children()[:-1]]
    drawn = [[] for _ in filters]
    for feature in layer.getFeatures():
        context.setFeature(feature)
        drawn[next(i for i, f in enumerate(filters) if f.evaluate(context))].append(feature["noisy_count"])
    return drawn


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_hot_spot_among_cells_of_noise_has_the_top_class_to_itself(provider, tmp_path, seed):
    """500 points on one spot in a 16×16 grid at ε = 1: the quantile classes drew some 30 cells
    holding only noise (counts 1–7) in the hot cell's top class."""
    out = tmp_path / "grid.gpkg"
    processing.run("spatialdp:uniformgrid", {
        "INPUT": memory_layer(features=point_features([X0 + 3300] * 500, [Y0 + 3300] * 500)), "EXTENT": EXTENT,
        "EPSILON": 1.0, "SEED": seed, "GRID_SIZE": 16, "OUTPUT": str(out)})
    drawn = classes(out)
    assert len(drawn[-1]) == 1 and drawn[-1][0] > 400
    assert max(max(c, default=0) for c in drawn[:-1]) < 20
