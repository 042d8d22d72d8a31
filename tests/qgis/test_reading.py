"""Point reading: the Arrow fast path and the QgsFeatureRequest path agree."""

import numpy as np
import pytest
from osgeo import ogr, osr
from qgis.core import QgsProcessingFeedback, QgsVectorLayer

from spatialdp.spatialdp_qgis.io import read_points


def make_gpkg(path, wkts, fields=(("uid", ogr.OFTString), ("n", ogr.OFTInteger64)), kind=ogr.wkbPoint):
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32633)
    layer = ds.CreateLayer("pts", srs, kind)
    for name, t in fields:
        layer.CreateField(ogr.FieldDefn(name, t))
    for i, wkt in enumerate(wkts):
        f = ogr.Feature(layer.GetLayerDefn())
        for name, t in fields:
            f.SetField(name, f"u{i % 3}" if t == ogr.OFTString else i)
        if wkt:
            f.SetGeometry(ogr.CreateGeometryFromWkt(wkt))
        layer.CreateFeature(f)
    ds = None
    layer = QgsVectorLayer(str(path), "pts", "ogr")
    assert layer.isValid()
    return layer


def both(layer, fields):
    feedback = QgsProcessingFeedback()
    fast = read_points(layer, layer, layer, fields, feedback)
    slow = read_points(layer, None, None, fields, feedback)  # no layer: QgsFeatureRequest
    return fast, slow


@pytest.mark.parametrize("fields", [(), ("uid",), ("n",), ("uid", "n")])
def test_arrow_matches_feature_request(tmp_path, fields):
    rng = np.random.default_rng(0)
    wkts = [f"POINT ({a} {b})" for a, b in rng.random((500, 2)) * 1000]
    wkts[7] = None
    wkts[9] = "POINT EMPTY"
    layer = make_gpkg(tmp_path / "p.gpkg", wkts)
    fast, slow = both(layer, list(fields))
    assert fast.reader == "GDAL Arrow stream" and slow.reader == "QgsFeatureRequest"
    assert len(fast) == len(slow) == 498 and fast.skipped == slow.skipped == 2
    assert np.array_equal(fast.x, slow.x) and np.array_equal(fast.y, slow.y)
    for f in fields:
        assert [str(v) for v in fast.attributes[f]] == [str(v).replace(".0", "") for v in slow.attributes[f]] or \
            np.allclose(fast.attributes[f].astype(float), slow.attributes[f].astype(float))


def test_layer_without_attributes(tmp_path):
    layer = make_gpkg(tmp_path / "bare.gpkg", ["POINT (1 2)", "POINT (3 4)"], fields=())
    fast, slow = both(layer, [])
    assert fast.reader == "GDAL Arrow stream"
    assert list(fast.x) == [1, 3] and list(fast.y) == [2, 4]


def test_multipoints_fall_back_and_explode(tmp_path):
    layer = make_gpkg(tmp_path / "multi.gpkg", ["MULTIPOINT ((1 1),(2 2))", "MULTIPOINT ((3 3))"],
                      kind=ogr.wkbMultiPoint)
    fast, _ = both(layer, ["uid"])
    assert fast.reader == "QgsFeatureRequest"
    assert list(fast.x) == [1, 2, 3] and list(fast.attributes["uid"]) == ["u0", "u0", "u1"]


def test_subset_string_uses_feature_request(tmp_path):
    layer = make_gpkg(tmp_path / "sub.gpkg", [f"POINT ({i} {i})" for i in range(10)])
    layer.setSubsetString('"n" < 4')
    fast, _ = both(layer, [])
    assert fast.reader == "QgsFeatureRequest" and len(fast) == 4


def test_large_integer_ids_stay_exact_and_nulls_are_none(tmp_path):
    from spatialdp.spatialdp_qgis.io import is_missing

    layer = make_gpkg(tmp_path / "ids.gpkg", ["POINT (1 1)", "POINT (2 2)", "POINT (3 3)"],
                      fields=(("n", ogr.OFTInteger64),))
    # ids above 2**53 differ by one; a float would merge them into one user
    ds = ogr.Open(str(tmp_path / "ids.gpkg"), 1)
    for fid, value in ((1, 2**60), (2, 2**60 + 1), (3, None)):
        f = ds.GetLayer(0).GetFeature(fid)
        f.SetField("n", value) if value is not None else f.SetFieldNull("n")
        ds.GetLayer(0).SetFeature(f)
    ds = None
    layer = QgsVectorLayer(str(tmp_path / "ids.gpkg"), "ids", "ogr")
    fast, slow = both(layer, ["n"])
    for points in (fast, slow):
        assert list(points.attributes["n"]) == [2**60, 2**60 + 1, None]
        assert list(is_missing(points.attributes["n"])) == [False, False, True]


def test_unsaved_edits_are_read_through_qgis(tmp_path):
    layer = make_gpkg(tmp_path / "edit.gpkg", ["POINT (1 1)"])
    layer.startEditing()
    from qgis.core import QgsFeature, QgsGeometry, QgsPointXY

    f = QgsFeature(layer.fields())
    f.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(5, 5)))
    layer.addFeature(f)
    points = read_points(layer, layer, layer, [], QgsProcessingFeedback())
    layer.rollBack()
    assert points.reader == "QgsFeatureRequest" and sorted(points.x) == [1, 5]


def test_times_do_not_depend_on_the_time_zone():
    from qgis.PyQt.QtCore import QDateTime, Qt

    from spatialdp.spatialdp_qgis.io import epoch_seconds

    local = QDateTime.fromString("2023-01-01T00:00:00", Qt.DateFormat.ISODate)  # no zone, as QGIS reads a GeoPackage
    utc = QDateTime.fromString("2023-01-01T00:00:00Z", Qt.DateFormat.ISODate)
    values = np.array([local, utc, "2023-01-01T00:00:00", None], dtype=object)
    assert list(epoch_seconds(values)[:3]) == [1672531200.0] * 3
    assert np.isnan(epoch_seconds(values)[3])
    assert list(epoch_seconds(np.array([1.5, 2.0]))) == [1.5, 2.0]
