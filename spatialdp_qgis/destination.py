"""Where an output goes, checked before anything is read or computed (issue 10).

A file destination must lie in a folder that exists and can be written —
QGIS's own algorithms do not create missing folders either — and must not be
the file of the input layer: the input is never modified. Outputs that are
not files (temporary layers, databases) are left to Processing.
"""

import os
import sys
import tempfile
from pathlib import Path

from qgis.core import (
    QgsDataSourceUri, QgsProcessingOutputLayerDefinition, QgsProviderRegistry, QgsVectorFileWriter,
    QgsVectorLayer,
)

from .i18n import tr

#: sink values that are not a file path (Processing's own conventions)
_NOT_FILES = ("TEMPORARY_OUTPUT", "memory:", "ogr:", "postgres:", "postgis:", "spatialite:",
              "mssql:", "oracle:", "hana:")


def sink_value(value, context):
    """The destination string of a feature sink parameter's value."""
    if isinstance(value, QgsProcessingOutputLayerDefinition):
        return value.sink.valueAsString(context.expressionContext())[0]
    return value if isinstance(value, str) else ""


def destination_file(value):
    """The file a sink destination string writes to, or None when it is not a file.

    Processing's own rule (``QgsProcessingUtils::parseDestinationString`` and
    ``QgsVectorFileWriter``): a table in a GeoPackage (``ogr:dbname='…' table="…"``, the dialog's
    "Save to GeoPackage") or ``ogr:<file>`` writes into that file; a path whose extension names
    no format gets ``.gpkg`` appended (``points`` → ``points.gpkg``, ``grid.tsv`` →
    ``grid.tsv.gpkg``), and one whose format has another extension gets that one appended
    (``grid.dbf`` → ``grid.dbf.shp``, ``grid.json`` → ``grid.json.geojson``).
    """
    text = (value or "").strip()
    if text.startswith("ogr:"):
        uri = text[len("ogr:"):]
        database = QgsDataSourceUri(uri).database() or uri.split("|")[0].strip()
        return Path(database) if database else None
    if not text or text.startswith(_NOT_FILES):
        return None
    text = text.split("|")[0]
    extension = text.rsplit(".", 1)[1] if "." in text else ""
    driver = QgsVectorFileWriter.driverForExtension(extension) if extension else ""
    if not driver:
        return Path(text + ".gpkg")
    metadata = QgsVectorFileWriter.MetaData()
    if QgsVectorFileWriter.driverMetadata(driver, metadata) and metadata.ext \
            and extension.lower() not in metadata.ext.lower().split():
        return Path(f"{text}.{metadata.ext.split()[0]}")
    return Path(text)


#: file formats QGIS writes as a bare table: the cells' geometry is left out
TABLE_FORMATS = (".csv", ".xlsx", ".ods")


def drops_geometry(path):
    """Whether a layer written to ``path`` (from :func:`destination_file`) keeps no geometry."""
    return path is not None and path.suffix.lower() in TABLE_FORMATS


def unreadable(path, dest_id):
    """Whether a closed file output (``path`` from :func:`destination_file`, None: not a file)
    cannot be opened: GDAL's GeoJSON writer reports a full disk only when the file is closed."""
    return path is not None and not QgsVectorLayer(dest_id, "written", "ogr").isValid()


def layer_file(layer):
    """The file behind a layer (OGR, delimited text, SpatiaLite, GPX… — any provider whose
    source has a path), or None."""
    if layer is None:
        return None
    path = QgsProviderRegistry.instance().decodeUri(layer.providerType(), layer.source()).get("path") or ""
    return Path(path) if path and Path(path).exists() else None


def _writable(folder):
    try:
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


def _same_file(a, b):
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def destination_problem(path, input_files=()):
    """Why ``path`` cannot receive an output (one translated sentence), or None."""
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        return tr("The output folder '{}' does not exist; create it or choose another "
                   "folder.").format(folder)
    if not _writable(folder):
        return tr("The output folder '{}' cannot be written to; choose a folder where you "
                   "may save files.").format(folder)
    if path.suffix.lower() == ".shp" and path.suffix != ".shp" and sys.platform.startswith("linux"):
        return tr("Write the Shapefile's extension in lower case ('{}'): GDAL writes its files in lower "
                  "case, and QGIS would look for '{}'.").format(path.with_suffix(".shp").name, path.name)
    for source in input_files:
        if source is not None and (_same_file(path, source) or path.resolve() == source.resolve()):
            return tr("The output '{}' is the input layer's file; the input is never "
                       "overwritten: choose another file name.").format(path)
    return None


def whole_file(value, path):
    """Whether the sink destination string ``value`` (whose file is ``path``, from
    :func:`destination_file`) makes a file of its own, which can be written under another name
    and moved onto its own (:class:`partial.Partial`); not a table added to a GeoPackage
    (``ogr:…``) or a destination with options (``…|layername=…``)."""
    return path is not None and not value.strip().startswith("ogr:") and "|" not in value


def redirected(value, work):
    """The sink parameter ``value`` writing to the file ``work`` instead (same name, another
    folder: a GeoPackage table or spreadsheet sheet is named after the file, as it would be)."""
    if not isinstance(value, QgsProcessingOutputLayerDefinition):
        return str(work)
    copy = QgsProcessingOutputLayerDefinition(str(work), value.destinationProject)
    copy.destinationName = value.destinationName
    copy.createOptions = value.createOptions
    if value.useRemapping():
        copy.setRemappingDefinition(value.remappingDefinition())
    return copy


def moved_output(dest_id, written, final, context):
    """The destination id of an output written to ``written`` and moved onto ``final``; a layer
    Processing is to load from ``written`` is loaded from ``final``."""
    moved = dest_id.replace(str(written), str(final))
    layers = context.layersToLoadOnCompletion()
    if dest_id in layers:
        layers[moved] = layers.pop(dest_id)
        context.setLayersToLoadOnCompletion(layers)
    return moved


def new_file(path):
    """``path`` (from :func:`destination_file`) when writing there creates the file, or None when
    it is not a file or already exists (a layer added to an existing GeoPackage must never be
    deleted)."""
    return path if path is not None and not path.exists() else None


def discard(path):
    """Remove a file an interrupted write created (with a shapefile's side files), so that no
    half-written output is left."""
    if path is None:
        return
    siblings = [path.with_suffix(s) for s in (".shx", ".dbf", ".prj", ".cpg", ".qix", ".qmd")] \
        if path.suffix.lower() == ".shp" else [Path(f"{path}-wal"), Path(f"{path}-shm")]
    for candidate in [path] + siblings:
        try:
            candidate.unlink()
        except OSError:
            pass

