"""The trips of a file read from its Arrow stream are the trips QGIS reads feature by feature
(spatialdp_qgis/algorithms/trips.py; docs/odflows.md §6b): same ends, same users, same rows
skipped, in the same order; a layer the stream cannot decode is left to QGIS."""

import numpy as np
import pytest
from osgeo import ogr, osr
from qgis.core import QgsVectorLayer, QgsWkbTypes

from spatialdp.spatialdp_qgis.algorithms.trips import arrow_trips, point_trips, read_trips


class NoFeedback:
    def isCanceled(self):  # noqa: N802
        return False

    def setProgress(self, percent):  # noqa: N802
        pass


def write_layer(path, geometry_type, rows, user_type=ogr.OFTString, dest=False):
    """A GeoPackage layer of ``rows``: (WKT or None, user or None[, dest x, dest y])."""
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32633)
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    layer = ds.CreateLayer("trips", srs, geometry_type)
    layer.CreateField(ogr.FieldDefn("user", user_type))
    for name in ("dx", "dy") if dest else ():
        layer.CreateField(ogr.FieldDefn(name, ogr.OFTReal))
    for row in rows:
        feature = ogr.Feature(layer.GetLayerDefn())
        if row[0] is not None:
            feature.SetGeometry(ogr.CreateGeometryFromWkt(row[0]))
        for name, value in zip(("user", "dx", "dy"), row[1:]):
            if value is not None:
                feature.SetField(name, value)
        layer.CreateFeature(feature)
    ds = None
    layer = QgsVectorLayer(str(path), "trips", "ogr")
    assert layer.isValid()
    return layer


def same(a, b):
    for name in ("x", "y", "dx", "dy"):
        assert np.array_equal(getattr(a, name), getattr(b, name)), name
    assert (a.users is None) == (b.users is None)
    if a.users is not None:
        assert a.users.astype(str).tolist() == b.users.tolist()  # integer ids stay integers
    assert a.skipped == b.skipped


LINES = [("LINESTRING (1 2, 5 5, 3 4)", "u1"), (None, "u2"), ("LINESTRING EMPTY", "u3"),
         ("LINESTRING (7 8, 9 10)", None), ("LINESTRING (7 8, 9 10)", ""), ("LINESTRING (0.5 0.25, 11 12)", "u1")]


@pytest.mark.parametrize("user", [True, False], ids=["user", "no user"])
def test_lines_from_the_arrow_stream_are_the_lines_qgis_reads(qgis_app, tmp_path, user):
    layer = write_layer(tmp_path / "lines.gpkg", ogr.wkbLineString, LINES)
    field = "user" if user else ""
    fast = arrow_trips(layer, layer, None, field, NoFeedback())
    assert fast is not None
    same(fast, read_trips(layer, QgsWkbTypes.GeometryType.LineGeometry, field, [], NoFeedback()))
    assert fast.x.tolist() == [1, 0.5] if user else len(fast.x) == 4


def test_lines_with_z_and_integer_users(qgis_app, tmp_path):
    rows = [("LINESTRING Z (1 2 3, 4 5 6, 7 8 9)", 10), ("LINESTRING Z (1 1 1, 2 2 2)", None)]
    layer = write_layer(tmp_path / "z.gpkg", ogr.wkbLineString25D, rows, ogr.OFTInteger64)
    fast = arrow_trips(layer, layer, None, "user", NoFeedback())
    same(fast, read_trips(layer, QgsWkbTypes.GeometryType.LineGeometry, "user", [], NoFeedback()))
    assert (fast.x[0], fast.dy[0], fast.users[0], fast.skipped) == (1, 8, 10, 1)


def test_multi_lines_are_left_to_qgis(qgis_app, tmp_path):
    layer = write_layer(tmp_path / "multi.gpkg", ogr.wkbMultiLineString,
                        [("MULTILINESTRING ((1 2, 3 4), (5 6, 7 8))", "u")])
    assert arrow_trips(layer, layer, None, "user", NoFeedback()) is None


def test_origin_points_with_destination_fields(qgis_app, tmp_path):
    rows = [("POINT (1 2)", "a", 3.0, 4.0), ("POINT (5 6)", "b", None, 4.0), (None, "c", 1.0, 1.0),
            ("POINT (7 8)", None, 1.0, 1.0), ("POINT (9 9)", "a", 0.5, 0.5)]
    layer = write_layer(tmp_path / "points.gpkg", ogr.wkbPoint, rows, dest=True)
    fast = point_trips(layer, layer, None, "user", ["dx", "dy"], NoFeedback())
    same(fast, read_trips(layer, QgsWkbTypes.GeometryType.PointGeometry, "user", ["dx", "dy"], NoFeedback()))
    assert fast.users.tolist() == ["a", "a"] and fast.skipped == 3
