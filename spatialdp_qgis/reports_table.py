"""Tables of LDP reports as devices and survey tools write them (docs/ldp-protocol.md).

GDAL's CSV driver cannot open a CSV file with a single column (it looks for a
separator in the header line), the plainest form of a table of GRR reports;
QGIS then says the file was "not found". :func:`open_plain_csv` opens such a
file with QGIS's delimited-text provider instead, every field as text, and
puts it in the run's temporary layer store under the path, where Processing
finds it when it resolves the parameter.
"""

from pathlib import Path

from osgeo import gdal
from qgis.core import QgsVectorLayer
from qgis.PyQt.QtCore import QUrl


def open_plain_csv(parameters, name, context):
    """Make a .csv path OGR cannot open loadable for the parameter ``name`` (no-op otherwise)."""
    value = parameters.get(name)
    if not isinstance(value, str) or Path(value).suffix.lower() != ".csv" or not Path(value).is_file():
        return
    if _ogr_opens(value):
        return
    uri = QUrl.fromLocalFile(str(Path(value).resolve())).toString() + \
        "?type=csv&delimiter=,&detectTypes=no&geomType=none"
    layer = QgsVectorLayer(uri, value, "delimitedtext")
    if layer.isValid():
        context.temporaryLayerStore().addMapLayer(layer)


def _ogr_opens(path):
    """Whether OGR opens the file (quietly; GDAL's exceptions may be on, QGIS ≥ 3.38)."""
    gdal.PushErrorHandler("CPLQuietErrorHandler")
    try:
        return gdal.OpenEx(path, gdal.OF_VECTOR) is not None
    except RuntimeError:
        return False
    finally:
        gdal.PopErrorHandler()
