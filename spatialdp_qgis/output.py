"""The look and the record of a released grid layer.

Every output gets a graduated style on its density (count per map unit², so
cells of different sizes compare fairly) and layer metadata that records the
mechanism, the ε ledger, the parameters, the domain and how the noise was
drawn. For GeoPackage outputs both are stored in the file itself: the style
as the layer's default style (``layer_styles``) and the record as the GDAL
layer metadata item ``SPATIALDP_RELEASE`` (JSON) with a readable
``DESCRIPTION``, so they survive outside this QGIS session.
"""

import json

import numpy as np

from qgis.core import (
    Qgis,
    QgsClassificationQuantile,
    QgsFillSymbol,
    QgsGraduatedSymbolRenderer,
    QgsLayerMetadata,
    QgsProcessingLayerPostProcessorInterface,
    QgsStyle,
)

from . import compat
from .io import ogr_layer

RECORD_KEY = "SPATIALDP_RELEASE"
STYLE_FIELD = "density"
STYLE_CLASSES = 7
STYLE_RAMP = "Viridis"


def describe(record):
    """A few readable lines: what was released, with which ε, how."""
    ledger = record["ledger"]
    lines = [
        f"SpatialDP {record['mechanism']} release: {ledger['model']} differential privacy, "
        f"ε = {ledger['epsilon_total']:g}"
        + (" per user" if ledger["model"] == "local" else "")
        + f", unit of privacy: {ledger['unit_of_privacy']}.",
    ]
    lines += [f"  {s['step']}: ε = {s['epsilon']:g}" + (f" ({s['note']})" if s["note"] else "")
              for s in ledger["steps"]]
    lines.append(f"Noise: {record['randomness']}.")
    lines += [f"Note: {n}." for n in record["notes"]]
    if not record["suitable_for_release"]:
        lines.append("NOT SUITABLE FOR PUBLICATION (seeded noise or data-derived domain).")
    return "\n".join(lines)


def metadata(record):
    md = QgsLayerMetadata()
    md.setTitle(f"SpatialDP {record['mechanism']} release")
    md.setAbstract(describe(record))
    md.setKeywords({"SpatialDP": ["differential privacy", record["mechanism"]]})
    md.setHistory([json.dumps(record, ensure_ascii=False)])
    return md


def renderer(layer, densities=None):
    """A graduated renderer on density, quantile classes.

    ``densities`` (the released values, when known) gives the class breaks
    directly; otherwise QGIS reads them from the layer.
    """
    symbol = QgsFillSymbol.createSimple({"outline_style": "no", "color": "#440154"})
    result = QgsGraduatedSymbolRenderer(STYLE_FIELD)
    result.setSourceSymbol(symbol)
    quantile = QgsClassificationQuantile()
    result.setClassificationMethod(quantile)
    if densities is None or len(densities) == 0:
        result.updateClasses(layer, STYLE_CLASSES)
    else:
        breaks = np.unique(np.quantile(densities, np.linspace(0, 1, STYLE_CLASSES + 1)))
        for low, high in zip(breaks[:-1], breaks[1:]):
            label = quantile.labelForRange(float(low), float(high))
            result.addClassLowerUpper(float(low), float(high))
            result.updateRangeLabel(len(result.ranges()) - 1, label)
    ramp = QgsStyle.defaultStyle().colorRamp(STYLE_RAMP)
    if ramp is not None:
        result.updateColorRamp(ramp)
    return result


def animate(layer):
    """Let the Temporal Controller step through t_start/t_end, if the layer has them."""
    names = layer.fields().names()
    if "t_start" not in names or "t_end" not in names:
        return False
    temporal = layer.temporalProperties()
    temporal.setMode(Qgis.VectorTemporalMode.FeatureDateTimeStartAndEndFromFields)
    temporal.setStartField("t_start")
    temporal.setEndField("t_end")
    temporal.setIsActive(True)
    return True


def decorate(layer, record, densities=None):
    """Apply the default style, temporal properties and the release metadata to a layer."""
    layer.setRenderer(renderer(layer, densities))
    animate(layer)
    layer.setMetadata(metadata(record))
    layer.triggerRepaint()


def persist(layer, record):
    """Store style and record inside a GeoPackage output (other formats: no-op)."""
    if layer.providerType() != "ogr" or layer.dataProvider().storageType() != "GPKG":
        return False
    compat.save_style_to_database(layer, "spatialdp", "SpatialDP default style")
    opened = ogr_layer(layer, update=True)
    if opened is None:
        return False
    dataset, gpkg_layer = opened
    gpkg_layer.SetMetadataItem("DESCRIPTION", describe(record))
    gpkg_layer.SetMetadataItem(RECORD_KEY, json.dumps(record, ensure_ascii=False))
    del gpkg_layer, dataset  # flushes the metadata to the file
    return True


def read_record(layer):
    """The release record of a layer written by SpatialDP, or None."""
    for entry in layer.metadata().history():
        try:
            record = json.loads(entry)
        except ValueError:
            continue
        if isinstance(record, dict) and "ledger" in record:
            return record
    opened = ogr_layer(layer)
    if opened is not None:
        text = opened[1].GetMetadataItem(RECORD_KEY)
        if text:
            return json.loads(text)
    return None


class ReleasePostProcessor(QgsProcessingLayerPostProcessorInterface):
    """Styles and describes the output when Processing loads it into the project."""

    instances = []  # keep Python wrappers alive until QGIS calls them

    def __init__(self, record, densities=None):
        super().__init__()
        self.record = record
        self.densities = densities

    def postProcessLayer(self, layer, context, feedback):
        decorate(layer, self.record, self.densities)

    @classmethod
    def create(cls, record, densities=None):
        processor = cls(record, densities)
        cls.instances.append(processor)
        return processor
