"""SpatialDP — differentially private grids of point data, as a QGIS plugin."""


def classFactory(iface):  # noqa: N802 (QGIS's name)
    from .spatialdp_qgis.plugin import SpatialDPPlugin

    return SpatialDPPlugin(iface)
