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
