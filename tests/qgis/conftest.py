"""Fixtures for tests that run SpatialDP inside a real QGIS (pytest-qgis).

GDAL's Python exceptions are on, as the QGIS application turns them on
from 3.38, so that every QGIS version runs these tests as the newest
application does; ``SPATIALDP_GDAL_EXCEPTIONS=0`` runs them with the
exceptions off, as QGIS 3.22–3.36 do. The fixture ``gdal_exceptions``
runs a test both ways.
"""

import os
import time

import numpy as np
import pytest
from osgeo import gdal, ogr, osr
from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsGeometry,
    QgsPointXY,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QEventLoop, QTimer

from ..conftest import HANG_SECONDS

#: GDAL's modules in the order their exception switches stack (GDAL < 3.7 switches each one)
_GDAL_MODULES = (gdal, ogr, osr)


def set_gdal_exceptions(on):
    """Turn GDAL's Python exceptions on or off in every module (off unwinds in reverse)."""
    for module in (_GDAL_MODULES if on else reversed(_GDAL_MODULES)):
        if bool(module.GetUseExceptions()) != on:
            module.UseExceptions() if on else module.DontUseExceptions()


set_gdal_exceptions(os.environ.get("SPATIALDP_GDAL_EXCEPTIONS", "1") != "0")


@pytest.fixture(params=["exceptions on", "exceptions off"])
def gdal_exceptions(request):
    """Run a test with GDAL's Python exceptions on and with them off, then restore them."""
    before = bool(gdal.GetUseExceptions())
    set_gdal_exceptions(request.param == "exceptions on")
    yield request.param
    set_gdal_exceptions(before)


def process_events_until(done, what):
    """Run Qt's event loop until ``done()`` holds: a QgsTask's end arrives as an event from its
    thread, so this waits on events, not on a clock. Only a hang (:data:`HANG_SECONDS`) fails,
    with ``what`` in the message; a slow machine does not."""
    deadline = time.monotonic() + HANG_SECONDS
    loop, check = QEventLoop(), QTimer()
    check.timeout.connect(lambda: loop.quit() if done() or time.monotonic() > deadline else None)
    check.start(10)
    if not done():
        loop.exec()
    check.stop()
    assert done(), f"{what} did not happen within {HANG_SECONDS} s"


@pytest.fixture(scope="session")
def provider(qgis_processing):
    from spatialdp.spatialdp_qgis.provider import SpatialDPProvider

    registry = QgsApplication.processingRegistry()
    if registry.providerById("spatialdp") is None:
        registry.addProvider(SpatialDPProvider())
    yield registry.providerById("spatialdp")


def clustered_xy(n, seed=0, extent=(500_000.0, 4_000_000.0, 510_000.0, 4_010_000.0)):
    """Points around five centres inside ``extent`` (UTM-like metres)."""
    rng = np.random.default_rng(seed)
    x0, y0, x1, y1 = extent
    centres = np.column_stack([rng.uniform(x0 + 1000, x1 - 1000, 5), rng.uniform(y0 + 1000, y1 - 1000, 5)])
    pts = centres[rng.integers(0, 5, n)] + rng.normal(0, 600, (n, 2))
    return np.clip(pts[:, 0], x0, x1), np.clip(pts[:, 1], y0, y1)


def write_points_gpkg(path, x, y, **columns):
    """A GeoPackage layer "points" in EPSG:32633 at ``path`` with attribute ``columns``
    (name → one value per point, None for null; the first value's type sets the field's)."""
    ogr_types = {int: ogr.OFTInteger, float: ogr.OFTReal, str: ogr.OFTString}
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32633)
    layer = ds.CreateLayer("points", srs, ogr.wkbPoint)
    for name, values in columns.items():
        first = next(v for v in values if v is not None)
        layer.CreateField(ogr.FieldDefn(name, ogr_types[type(first)]))
    layer.StartTransaction()
    for i, (a, b) in enumerate(zip(x, y)):
        f = ogr.Feature(layer.GetLayerDefn())
        for name, values in columns.items():
            if values[i] is not None:
                f.SetField(name, values[i])
        f.SetGeometry(ogr.CreateGeometryFromWkt(f"POINT ({a} {b})"))
        layer.CreateFeature(f)
    layer.CommitTransaction()
    ds = None
    return path


def memory_layer(geometry="Point", crs="EPSG:32633", fields="uid:string", features=()):
    uri = f"{geometry}?crs={crs}&field={fields}" if crs else f"{geometry}?field={fields}"
    layer = QgsVectorLayer(uri, "points", "memory")
    assert layer.isValid()
    if not crs:
        layer.setCrs(QgsCoordinateReferenceSystem())
    layer.dataProvider().addFeatures(list(features))
    layer.updateExtents()
    return layer


def point_features(x, y, users=None):
    out = []
    for i, (a, b) in enumerate(zip(x, y)):
        f = QgsFeature()
        f.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(float(a), float(b))))
        f.setAttributes([None if users is None else str(users[i])])
        out.append(f)
    return out


@pytest.fixture
def points_layer():
    x, y = clustered_xy(3000)
    return memory_layer(features=point_features(x, y, users=np.arange(3000) % 600))
