"""A VDR GeoPackage, reopened as a user reopens it, animates one time slice per frame.

The layer is read back from the written file as a fresh layer, its default style (stored in
the GeoPackage) is loaded as Style ▸ Default does, and every frame of a Temporal Controller
stepping through the layer's time range by the slice length is applied exactly as QGIS
renders it: the layer's temporal filter for the frame, evaluated by the data provider.
"""

from qgis.core import (
    QgsDateTimeRange,
    QgsFeatureRequest,
    QgsInterval,
    QgsTemporalNavigationObject,
    QgsVectorLayer,
    QgsVectorLayerTemporalContext,
)

import processing

from .test_vdr_in_qgis import params, spacetime_layer

M, T, HOURS = 8, 4, 12  # params(): 8×8 cells, 4 slices of 12 hours over the 2-day range


def reopened(path):
    """The GeoPackage ``path``, opened afresh with its default style loaded (Style ▸ Default)."""
    layer = QgsVectorLayer(path, "reopened", "ogr")
    assert layer.isValid() and layer.featureCount() == M * M * T
    _, loaded = layer.loadDefaultStyle()
    assert loaded
    return layer


def frames(layer):
    """The Temporal Controller's frames over the layer's time range, one slice long each."""
    features = list(layer.getFeatures())  # the range "Set to full range" gives
    extent = QgsDateTimeRange(min(f["t_start"] for f in features), max(f["t_end"] for f in features))
    navigation = QgsTemporalNavigationObject()
    navigation.setTemporalExtents(extent)
    navigation.setFrameDuration(QgsInterval(HOURS * 3600))
    return [navigation.dateTimeRangeForFrameNumber(i) for i in range(navigation.totalFrameCount())]


def test_each_frame_selects_one_slice(provider, tmp_path):
    path = str(tmp_path / "vdr.gpkg")
    processing.run("spatialdp:vdr", params(spacetime_layer(1_000), OUTPUT=path, DENOISE=2))
    layer = reopened(path)
    temporal = layer.temporalProperties()
    assert temporal.isActive()
    context = QgsVectorLayerTemporalContext()
    context.setLayer(layer)
    ranges = frames(layer)
    assert len(ranges) == T
    for frame in ranges:
        request = QgsFeatureRequest().setFilterExpression(temporal.createFilterString(context, frame))
        starts = [f["t_start"] for f in layer.getFeatures(request)]
        assert len(starts) == M * M, f"frame from {frame.begin().toString()}: {len(starts)} cells"
        assert set(starts) == {frame.begin()}
