"""Write a synopsis straight into a GeoPackage, without a Python object per cell.

Going through a Processing feature sink costs about 10 µs per cell (a
QgsFeature, its geometry, the OGR insert), i.e. seconds for the 10⁵–10⁶
cells of a fine grid. A GeoPackage is an SQLite database, so this writer
lets GDAL create the table (columns, CRS, GeoPackage bookkeeping), builds
every rectangle's GeoPackage geometry blob at once with numpy, inserts the
rows with ``sqlite3.executemany`` and lets GDAL build the spatial index at
the end. The result is the same layer a sink would write (same fields,
same geometries, ring order of ``QgsGeometry.fromRect``).

Used for file destinations ending in ``.gpkg``; every other destination
(memory layers, other formats, databases) goes through the Processing sink.
"""

import sqlite3
from pathlib import Path

import numpy as np
from osgeo import ogr, osr
from qgis.PyQt.QtCore import QVariant

#: QVariant field types → OGR field types
OGR_TYPES = {QVariant.LongLong: ogr.OFTInteger64, QVariant.Int: ogr.OFTInteger,
             QVariant.Double: ogr.OFTReal, QVariant.String: ogr.OFTString,
             QVariant.DateTime: ogr.OFTDateTime}
_HEADER = 8  # "GP", version 0, flags (little-endian, no envelope), srs_id
_WKB = 1 + 4 + 4 + 4 + 5 * 16  # byte order, type, rings, points, 5 vertices


def polygon_blobs(rects, srs_id):
    """GeoPackage geometry blobs of rectangles ``(n, 4)``, one ``(n, 101)`` byte array."""
    rects = np.asarray(rects, dtype="<f8")
    n = len(rects)
    blob = np.zeros((n, _HEADER + _WKB), dtype=np.uint8)
    blob[:, 0:2] = (ord("G"), ord("P"))
    blob[:, 3] = 0b00000001
    blob[:, 4:8] = np.frombuffer(np.int32(srs_id).astype("<i4").tobytes(), dtype=np.uint8)
    blob[:, 8] = 1
    blob[:, 9:21] = np.frombuffer(np.array([3, 1, 5], dtype="<u4").tobytes(), dtype=np.uint8)
    x0, y0, x1, y1 = rects.T
    ring = np.column_stack([x0, y0, x1, y0, x1, y1, x0, y1, x0, y0])
    blob[:, 21:] = ring.view(np.uint8).reshape(n, 80)
    return blob


def is_gpkg_destination(path):
    """True for a plain GeoPackage file path (no layer or driver options)."""
    return isinstance(path, str) and path.lower().endswith(".gpkg") and "|" not in path


def write_gpkg(path, fields, crs_wkt, rects, columns, cancelled=lambda: False):
    """Write polygons and their attribute ``columns`` (name → sequence) to ``path``.

    ``fields`` is a QgsFields giving the column order and types. Returns the
    layer's source string, or None if ``cancelled()`` became true.
    """
    path = Path(path)
    layer_name = path.stem
    if path.exists():
        path.unlink()
    srs = osr.SpatialReference()
    srs.ImportFromWkt(crs_wkt)
    srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    dataset = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    layer = dataset.CreateLayer(layer_name, srs, ogr.wkbPolygon,
                                ["SPATIAL_INDEX=NO", "FID=fid", "GEOMETRY_NAME=geom"])
    names = [f.name() for f in fields]
    for f in fields:
        layer.CreateField(ogr.FieldDefn(f.name(), OGR_TYPES[f.type()]))
    dataset = layer = None

    with sqlite3.connect(str(path)) as db:
        srs_id = db.execute("SELECT srs_id FROM gpkg_geometry_columns WHERE table_name = ?",
                            (layer_name,)).fetchone()[0]
        blobs = polygon_blobs(rects, srs_id)
        rows = zip(map(bytes, blobs), *[np.asarray(columns[n], dtype=object).tolist() for n in names])
        quoted = ", ".join(f'"{n}"' for n in ["geom"] + names)
        marks = ", ".join("?" * (len(names) + 1))
        db.executemany(f'INSERT INTO "{layer_name}" ({quoted}) VALUES ({marks})', rows)
        if cancelled():
            db.rollback()
            return None
        rects = np.asarray(rects)
        if len(rects):
            db.execute("UPDATE gpkg_contents SET min_x = ?, min_y = ?, max_x = ?, max_y = ? "
                       "WHERE table_name = ?", (float(rects[:, 0].min()), float(rects[:, 1].min()),
                                                float(rects[:, 2].max()), float(rects[:, 3].max()),
                                                layer_name))
    dataset = ogr.Open(str(path), 1)
    dataset.ExecuteSQL(f"SELECT CreateSpatialIndex('{layer_name}', 'geom')")
    dataset = None
    return str(path)
