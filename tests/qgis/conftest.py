"""Fixtures for tests that run SpatialDP inside a real QGIS (pytest-qgis)."""

import numpy as np
import pytest
from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsGeometry,
    QgsPointXY,
    QgsVectorLayer,
)


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
