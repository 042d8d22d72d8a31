"""Every option of a feature source is honoured, whichever reader runs (issue 9, item 4).

A filtered input must release only the filtered points: a fast reader that
streamed the whole file would release every point of it. Each test
measures that from the output of a real Processing run: one cell, a large
ε, the released count against the filtered and the full count.
"""

import json
import zipfile

import numpy as np
import pytest
from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsFeatureRequest,
    QgsField,
    QgsProcessingFeatureSourceDefinition,
    QgsProcessingFeedback,
    QgsProject,
    QgsVectorLayer,
)

import processing
from spatialdp.spatialdp_qgis.io import fast_path_applies, ogr_layer, read_points

from .test_reading import make_gpkg

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
N_ALL, N_KEPT = 2000, 100
#: the filter of every case keeps the features with n < N_KEPT
KEPT = f'"n" < {N_KEPT}'


def uniform_xy(n, seed):
    """n points drawn uniformly well inside EXTENT."""
    return np.random.default_rng(seed).uniform((500_100, 4_000_100), (509_900, 4_009_900), (n, 2))


@pytest.fixture
def layer(tmp_path):
    """N_ALL points in a GeoPackage (a file the Arrow reader streams), in the project."""
    xy = uniform_xy(N_ALL, 3)
    layer = make_gpkg(tmp_path / "all.gpkg", [f"POINT ({a} {b})" for a, b in xy])
    QgsProject.instance().addMapLayer(layer)
    yield layer
    QgsProject.instance().removeMapLayer(layer.id())


def released_total(source, alg="uniformgrid"):
    """The released count of a one-cell grid at ε = 100: the points read, ± a tiny noise."""
    result = processing.run(f"spatialdp:{alg}", {
        "INPUT": source, "EXTENT": EXTENT, "EPSILON": 100.0, "GRID_SIZE": 1, "SEED": 1,
        "OUTPUT": "TEMPORARY_OUTPUT"})
    return sum(f["noisy_count"] for f in result["OUTPUT"].getFeatures())


def filtered(layer, option):
    """INPUT for ``option``: a definition or the layer itself, keeping only n < N_KEPT."""
    if option == "selection":
        layer.selectByExpression(KEPT)
        return QgsProcessingFeatureSourceDefinition(layer.id(), True)
    if option == "limit":
        return QgsProcessingFeatureSourceDefinition(layer.id(), False, N_KEPT)
    if option == "subset string":
        layer.setSubsetString(KEPT)
        return layer.id()
    if option == "filter expression":
        definition = QgsProcessingFeatureSourceDefinition(layer.id())
        definition.filterExpression = KEPT
        return definition
    raise AssertionError(option)


@pytest.mark.parametrize("option", ["selection", "limit", "subset string", "filter expression"])
def test_a_filtered_input_releases_only_the_filtered_points(provider, layer, option):
    if option == "filter expression" and Qgis.QGIS_VERSION_INT < 33200:
        pytest.skip(f"QgsProcessingFeatureSourceDefinition has no filterExpression before QGIS 3.32 "
                    f"(this is {Qgis.QGIS_VERSION})")
    assert abs(released_total(layer.id()) - N_ALL) <= 2  # the whole layer, for comparison
    assert abs(released_total(filtered(layer, option)) - N_KEPT) <= 2


def test_a_filtered_input_of_a_local_mechanism_too(provider, layer):
    limit = QgsProcessingFeatureSourceDefinition(layer.id(), False, N_KEPT)
    result = processing.run("spatialdp:ldpuniformgrid", {
        "INPUT": limit, "EXTENT": EXTENT, "EPSILON": 5.0, "GRID_SIZE": 1, "SEED": 1,
        "OUTPUT": "TEMPORARY_OUTPUT"})
    # one cell: GRR's estimate of it is the number of reports, whatever the noise
    total = sum(f["noisy_count"] for f in result["OUTPUT"].getFeatures())
    assert total == pytest.approx(N_KEPT)


def definition(**options):
    """A definition of a layer with ``options`` set the way each QGIS version spells them."""
    value = QgsProcessingFeatureSourceDefinition("layer")
    for name, setting in options.items():
        setattr(value, name, setting)
    return value


Flag = QgsProcessingFeatureSourceDefinition.Flag
Check = QgsFeatureRequest.InvalidGeometryCheck


@pytest.mark.parametrize("value,streams", [
    ("layer id or path", True),
    (definition(), True),
    (definition(flags=Flag.FlagOverrideDefaultGeometryCheck, geometryCheck=Check.GeometryNoCheck), True),
    (definition(flags=Flag.FlagOverrideDefaultGeometryCheck, geometryCheck=Check.GeometrySkipInvalid), False),
    (definition(flags=Flag.FlagOverrideDefaultGeometryCheck, geometryCheck=Check.GeometryAbortOnInvalid), False),
    (definition(selectedFeaturesOnly=True), False),
    (definition(featureLimit=10), False),
    (definition(filterExpression=KEPT), False),
    (42, False),  # a kind of value the reader does not know: it steps aside
])
def test_the_fast_reader_streams_only_a_source_without_options(layer, value, streams):
    assert fast_path_applies(layer, layer, value) is streams


def test_a_field_only_qgis_knows_is_read_through_qgis(layer):
    """A virtual field is not in the file: the Arrow stream cannot give it."""
    from spatialdp.spatialdp_qgis import compat

    layer.addExpressionField('"n" % 7', QgsField("weekday", compat.INT))
    points = read_points(layer, layer, layer, ["weekday"], QgsProcessingFeedback())
    assert points.reader == "QgsFeatureRequest" and len(points) == N_ALL
    assert sorted(set(points.attributes["weekday"])) == list(range(7))


def test_the_fast_reader_steps_aside_for_uri_filters_and_edits(tmp_path, layer):
    assert fast_path_applies(layer, layer, None)  # a layer read directly
    assert not fast_path_applies(object(), layer, None)  # a source that is not the layer
    typed = QgsVectorLayer(layer.source() + "|geometrytype=Point", "typed", "ogr")
    assert typed.isValid() and not fast_path_applies(typed, typed, typed)
    layer.startEditing()
    layer.deleteFeature(next(layer.getFeatures()).id())
    assert not fast_path_applies(layer, layer, layer)
    layer.rollBack()


# --- GDAL's Python exceptions (on in the QGIS application from 3.38) -------------------

def test_a_path_gdal_cannot_open_gives_none(tmp_path, gdal_exceptions):
    missing = QgsVectorLayer(str(tmp_path / "gone.gpkg"), "gone", "ogr")
    assert ogr_layer(missing) is None
    layer = make_gpkg(tmp_path / "p.gpkg", ["POINT (1 1)"])
    wrong = QgsVectorLayer(layer.source() + "|layername=nothing", "wrong", "ogr")
    assert ogr_layer(wrong) is None


def zipped_gpkg(tmp_path, n=300):
    xy = uniform_xy(n, 5)
    make_gpkg(tmp_path / "p.gpkg", [f"POINT ({a} {b})" for a, b in xy])
    with zipfile.ZipFile(tmp_path / "p.zip", "w") as archive:
        archive.write(tmp_path / "p.gpkg", "p.gpkg")
    layer = QgsVectorLayer(f"/vsizip/{tmp_path / 'p.zip'}/p.gpkg|layername=pts", "zipped", "ogr")
    assert layer.isValid()
    return layer, xy


def test_a_zipped_layer_is_read_and_released(provider, tmp_path, gdal_exceptions):
    layer, xy = zipped_gpkg(tmp_path)
    points = read_points(layer, layer, layer, ["n"], QgsProcessingFeedback())
    assert sorted(points.x) == sorted(xy[:, 0]) and len(points.attributes["n"]) == len(xy)
    assert abs(released_total(layer) - len(xy)) <= 2


# --- a CSV opened by OGR with X/Y open options (issue 10) ---------------------------------

def csv_layer(tmp_path, n=200):
    xy = uniform_xy(n, 7)
    path = tmp_path / "points.csv"
    path.write_text("id,east,north\n" + "".join(f"{i},{a},{b}\n" for i, (a, b) in enumerate(xy)))
    layer = QgsVectorLayer(f"{path}|option:X_POSSIBLE_NAMES=east|option:Y_POSSIBLE_NAMES=north",
                           "csv", "ogr")
    assert layer.isValid() and layer.featureCount() == n
    layer.setCrs(QgsCoordinateReferenceSystem("EPSG:32633"))
    return layer, xy


def test_a_csv_with_xy_open_options_is_read_with_them(tmp_path, gdal_exceptions):
    layer, xy = csv_layer(tmp_path)
    fast = read_points(layer, layer, layer, ["id"], QgsProcessingFeedback())
    slow = read_points(layer, None, None, ["id"], QgsProcessingFeedback())
    assert np.allclose(np.sort(fast.x), np.sort(xy[:, 0]))
    assert np.allclose(np.sort(fast.y), np.sort(slow.y))


def test_a_csv_with_xy_open_options_is_released(provider, tmp_path):
    layer, xy = csv_layer(tmp_path)
    result = processing.run("spatialdp:uniformgrid", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 100.0, "GRID_SIZE": 2, "SEED": 1,
        "OUTPUT": "TEMPORARY_OUTPUT"})
    assert json.loads(result["LEDGER"])["mechanism"] == "UG"
    released = sorted(round(f["noisy_count"]) for f in result["OUTPUT"].getFeatures())
    true, _, _ = np.histogram2d(xy[:, 0], xy[:, 1], 2, [(500_000, 510_000), (4_000_000, 4_010_000)])
    assert np.abs(np.array(released) - np.sort(true.ravel())).max() <= 1
