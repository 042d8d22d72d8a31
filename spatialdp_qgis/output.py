"""The look and the record of a released grid layer.

Every output gets a density field (count per km² in a CRS measured in metres,
feet or any other length; per degree² or map unit² otherwise —
:func:`density_unit` — so cells of different sizes compare fairly), a default
style built for publication (:func:`renderer`: plain classes in a unit that
reads with two or three significant digits, :mod:`.legend`, and one hatch entry
that says what the hatching means) and layer metadata that records the
mechanism, the ε ledger, the parameters, the domain, the density unit and how
the noise was drawn.

:func:`persist` stores both with a file output before anything else opens it:
in a GeoPackage (or SpatiaLite) file the style is the layer's default style
(``layer_styles``) and the metadata QGIS's own GeoPackage metadata
(``gpkg_metadata``, read back when the layer is opened), plus the GDAL layer
metadata item ``SPATIALDP_RELEASE`` (JSON) with a readable ``DESCRIPTION`` for
tools other than QGIS; any other file (Shapefile, GeoJSON, …) gets QGIS's
sidecar files ``.qml`` (loaded with the layer) and ``.qmd``, which
:func:`read_record` reads.
"""

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import numpy as np

from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsFillSymbol,
    QgsGeometry,
    QgsLayerMetadata,
    QgsLineSymbol,
    QgsLinePatternFillSymbolLayer,
    QgsNotSupportedException,
    QgsProcessingLayerPostProcessorInterface,
    QgsProject,
    QgsProviderRegistry,
    QgsRuleBasedRenderer,
    QgsSimpleLineSymbolLayer,
    QgsStyle,
    QgsUnitTypes,
    QgsVectorLayer,
)

from qgis.PyQt.QtXml import QDomDocument

from ..core.uncertainty import noise_reach
from . import compat, legend
from .i18n import tr
from .io import close_dataset, ogr_layer, plain

RECORD_KEY = "SPATIALDP_RELEASE"
STYLE_FIELD = "density"
STYLE_CLASSES = 7
STYLE_RAMP = "Viridis"
#: the cells the style hatches: a count within its 90 % margin of error of 0
UNCERTAIN = 'abs("noisy_count") < "moe90"'


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
    if "uncertainty" in record:
        lines.append(f"noise_sd and moe90: {record['uncertainty']['method']}.")
        if not record["uncertainty"]["method"].startswith("none"):
            lines.append("Hatched cells on the map: |noisy_count| < moe90, not distinguishable from 0 at 90 %.")
    lines += [f"Published with: {step['rule']}" + "".join(f", {key} {step[key]:g}" for key in ("base", "threshold")
                                                         if key in step) + "."
              for step in record.get("publication", ())]
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


def density_unit(crs):
    """``(factor, unit)``: density per map unit² × factor = density per ``unit``.

    A CRS measured in a length (metres, feet, …) gives counts per km², the
    unit people read; degrees and unknown units stay per degree² or per map
    unit² (cells in degrees are not of equal area: the algorithms warn). The legend
    never counts per degree² (:func:`measure`).
    """
    units = crs.mapUnits()
    km, _ = QgsUnitTypes.decodeDistanceUnit("km")
    degrees, _ = QgsUnitTypes.decodeDistanceUnit("degrees")
    if QgsUnitTypes.unitType(units) == QgsUnitTypes.unitType(km):
        return 1.0 / QgsUnitTypes.fromUnitToUnitFactor(units, km) ** 2, "km²"
    return 1.0, "degree²" if units == degrees else "map unit²"


def uncertain_symbol() -> QgsFillSymbol:
    """The hatch drawn over the cells whose count is within its 90 % margin of 0 (|noisy_count| <
    moe90): they cannot be told apart from an empty cell. Only the hatch — no fill — so the
    class colour shows through; lines white edged in dark, seen on every colour of the ramp
    and on the legend's white."""
    line = QgsLineSymbol.createSimple({"color": "0,0,0,150", "width": "0.5", "capstyle": "flat"})
    core = QgsSimpleLineSymbolLayer.create({"color": "255,255,255,235", "width": "0.22", "capstyle": "flat"})
    line.appendSymbolLayer(core)
    hatch = QgsLinePatternFillSymbolLayer()
    hatch.setLineAngle(45)
    hatch.setDistance(1.6)
    hatch.setSubSymbol(line)
    symbol = QgsFillSymbol()  # (a list given to the constructor is not handed over to C++ in QGIS 3.22)
    symbol.changeSymbolLayer(0, hatch)
    return symbol


def noise_ceiling(columns):
    """The largest density among the cells whose noisy_count noise alone could give (at most
    its :func:`core.uncertainty.noise_reach` over all the cells), or None (no noise_sd).

    The default style breaks its classes there too, so that no class holds both such a cell
    and the cells above all of them: one hot spot among cells of noise had the noise in its
    top quantile class.
    """
    return _ceiling(*(columns[name] for name in ("noisy_count", "noise_sd", "density")))


def _ceiling(counts, sd, values):
    counts, sd, values = (np.array(column, dtype=float) for column in (counts, sd, values))
    with np.errstate(invalid="ignore"):
        noise = np.isfinite(values) & (counts <= noise_reach(sd, len(counts)))
    return float(values[noise].max()) if noise.any() else None


def style_of(columns):
    """``(densities, ceiling)``: what the default style's classes are drawn from
    (:func:`renderer`), given the published columns density, noisy_count and noise_sd."""
    return columns["density"], noise_ceiling(columns)


#: an equal-area CRS (EASE-Grid 2.0 Global, metres) in which the legend measures cells given
#: in degrees
EQUAL_AREA = "EPSG:6933"


@dataclass
class Measure:
    """What the legend classifies: ``expression`` over the layer's features, counts per
    ``unit``; ``values`` and ``ceiling`` (:func:`noise_ceiling`) of the released cells in it;
    ``whole``: whole numbers."""

    expression: str
    unit: str
    values: np.ndarray
    ceiling: Optional[float]
    whole: bool = False

    @classmethod
    def scaled(cls, expression, per_km2, ceiling):
        """``expression`` (per km²) scaled to the unit that suits ``per_km2``
        (:func:`legend.unit_scale`)."""
        scale, unit = legend.unit_scale(per_km2)
        if scale != 1:
            expression = f"({expression}) * {float(scale)!r}"
        return cls(expression, unit, np.asarray(per_km2, dtype=float) * scale,
                   None if ceiling is None else ceiling * scale)


def measure(layer, densities=None, ceiling=None) -> "Measure":
    """The :class:`Measure` of the layer's legend.

    A CRS measured in a length: the density field (per km², :func:`density_unit`) in the unit
    of :func:`legend.unit_scale`. Degrees: the count per km² of the cell measured in
    :data:`EQUAL_AREA` (cells of equal size in degrees are not of equal area), never per
    degree²; a CRS in degrees without an authority id, which an expression cannot name, gets
    the count per cell. Any other unit: the count per cell where the cells are of equal area,
    else the density per map unit². ``densities`` and ``ceiling`` (the density field's values
    and :func:`noise_ceiling`, when known) spare reading the layer in a length CRS.
    """
    crs = layer.crs()
    field_unit = density_unit(crs)[1]
    if field_unit == "km²":
        if densities is None:
            columns = _columns(layer)
            densities, ceiling = columns[STYLE_FIELD], noise_ceiling(columns)
        return Measure.scaled(f'"{STYLE_FIELD}"', densities, ceiling)
    degrees = field_unit == "degree²"
    equal_area = degrees and bool(crs.authid())
    columns = _columns(layer, areas=True, equal_area=equal_area)
    counts, sd, areas = columns["noisy_count"], columns["noise_sd"], columns["area"]
    if equal_area:
        with np.errstate(divide="ignore", invalid="ignore"):
            per_km2 = counts / areas * 1e6
        area = f"area(transform($geometry, '{crs.authid()}', '{EQUAL_AREA}'))"
        return Measure.scaled(f'"noisy_count" * 1000000.0 / {area}', per_km2, _ceiling(counts, sd, per_km2))
    if degrees or (len(areas) and np.allclose(areas, areas[0], rtol=1e-9, atol=0)):
        known = counts[np.isfinite(counts)]
        return Measure('"noisy_count"', "cell", counts, _ceiling(counts, sd, counts),
                       whole=bool(np.all(known == np.round(known))))
    return Measure(f'"{STYLE_FIELD}"', field_unit, columns[STYLE_FIELD], noise_ceiling(columns))


def _columns(layer, *, areas=False, equal_area=False):
    """noisy_count, noise_sd and density of the layer's features (NaN for NULL), with ``areas``
    also each feature's area: in m² of :data:`EQUAL_AREA` with ``equal_area``, else in map
    units²."""
    names = ("noisy_count", "noise_sd", STYLE_FIELD)
    rows, sizes = [], []
    to_equal_area = QgsCoordinateTransform(layer.crs(), QgsCoordinateReferenceSystem(EQUAL_AREA),
                                           QgsProject.instance()) if equal_area else None
    for feature in layer.getFeatures():
        rows.append([np.nan if plain(feature[name]) is None else feature[name] for name in names])
        if areas:
            geometry = QgsGeometry(feature.geometry())
            if to_equal_area is not None:
                geometry.transform(to_equal_area)
            sizes.append(geometry.area())
    table = np.array(rows, dtype=float).reshape(-1, len(names))
    columns = dict(zip(names, table.T))
    columns["area"] = np.array(sizes, dtype=float)
    return columns


def unit_name(unit: str) -> str:
    """The legend's name of a unit of :func:`measure`, in the user's language."""
    return {"hectare": tr("hectare"), "km²": tr("km²"), "100 km²": tr("100 km²"),
            "10,000 km²": tr("10,000 km²"), "cell": tr("cell"), "map unit²": tr("map unit²")}.get(unit, unit)


def hatch_label() -> str:
    """The legend entry of the hatch, in the user's language."""
    return tr("Hatched: count within its margin of error of 0 — cannot be told from an empty cell")


def renderer(layer, densities=None, ceiling=None, *, hatch: bool = True) -> QgsRuleBasedRenderer:
    """The default style: a rule-based renderer with one rule per class of :func:`legend.classes`
    (plain fills of the Viridis ramp, labelled "low – high per unit" in the unit of
    :func:`measure`), and, with ``hatch``, a last rule that draws only the hatch of
    :func:`uncertain_symbol` over the cells of :data:`UNCERTAIN`, under its own legend entry
    (:func:`hatch_label`). The class rules' filters leave out no value: the first has no lower
    bound, the last no upper one; suppressed cells (NULL) are not drawn.

    ``densities`` (the released values of the density field, when known) and ``ceiling``
    (:func:`noise_ceiling`) give the classes directly; otherwise they are read from the layer.
    """
    what = measure(layer, densities, ceiling)
    entries = legend.classes(what.values, count=STYLE_CLASSES, ceiling=what.ceiling, whole=what.whole)
    ramp = QgsStyle.defaultStyle().colorRamp(STYLE_RAMP)
    root = QgsRuleBasedRenderer.Rule(None)
    lower = None
    for i, (upper, label) in enumerate(entries):
        colour = ramp.color(i / max(len(entries) - 1, 1)).name() if ramp is not None else "#440154"
        symbol = QgsFillSymbol.createSimple({"outline_style": "no", "color": colour})
        conditions = [f"{what.expression} {op} {float(bound)!r}" for op, bound in ((">", lower), ("<=", upper))
                      if bound is not None]
        condition = " AND ".join(conditions) or f"{what.expression} IS NOT NULL"
        root.appendChild(QgsRuleBasedRenderer.Rule(
            symbol, 0, 0, condition, tr("{} per {}").format(label, unit_name(what.unit))))
        lower = upper
    if hatch:
        root.appendChild(QgsRuleBasedRenderer.Rule(uncertain_symbol(), 0, 0, UNCERTAIN, hatch_label()))
    return QgsRuleBasedRenderer(root)


#: the slice edges as the Temporal Controller reads them: expressions, not the bare fields
#: (:func:`animate` says why)
TIME_EXPRESSIONS = ('to_datetime("t_start")', 'to_datetime("t_end")')


def animate(layer):
    """Let the Temporal Controller step through t_start/t_end, if the layer has them.

    The edges are read through expressions (:data:`TIME_EXPRESSIONS`) rather than as the
    fields themselves. With the fields, QGIS hands the frame's filter
    ``"t_start" < make_datetime(…) AND "t_end" > make_datetime(…)`` to the GeoPackage as SQL,
    where a date-time is ISO 8601 text ("2023-11-15T10:13:20.000Z") and the literal is text
    of another form ("2023-11-15 10:13:20" in QGIS 3.22, "…T10:13:20Z" later): a slice whose
    edge equals the frame's edge is compared as text, not as a time, and every frame
    after the first showed two slices. QGIS's OGR provider compiles no function but
    make_datetime() into SQL, so the expressions are compared as date-times, in QGIS. The
    fields are still named, for readers of them.
    """
    names = layer.fields().names()
    if "t_start" not in names or "t_end" not in names:
        return False
    temporal = layer.temporalProperties()
    temporal.setMode(Qgis.VectorTemporalMode.FeatureDateTimeStartAndEndFromExpressions)
    temporal.setStartExpression(TIME_EXPRESSIONS[0])
    temporal.setEndExpression(TIME_EXPRESSIONS[1])
    temporal.setStartField("t_start")
    temporal.setEndField("t_end")
    temporal.setIsActive(True)
    return True


def decorate(layer, record, densities=None, ceiling=None):
    """Apply the default style (hatched where the record has margins of error), field aliases
    with the density unit, temporal properties and the release metadata to a layer."""
    unit = tr(record.get("density_unit", ""))
    known = not str(record.get("uncertainty", {}).get("method", "none")).startswith("none")
    layer.setRenderer(renderer(layer, densities, ceiling, hatch=known))
    aliases = {
        "noise_sd": tr("noise sd of noisy_count") if known else
        tr("noise sd (empty: no closed form, see the metadata)"),
        "moe90": tr("90 % margin of error of noisy_count") if known else
        tr("90 % margin of error (empty: no closed form, see the metadata)"),
    }
    if unit:
        aliases[STYLE_FIELD] = tr("density (count per {})").format(unit)
    rules = [step["rule"] for step in record.get("publication", ())]
    if rules:
        aliases["noisy_count"] = tr("noisy_count (published: {})").format(", ".join(rules))
    for name, alias in aliases.items():  # the fields the layer has
        index = layer.fields().indexOf(name)
        if index >= 0:
            layer.setFieldAlias(index, alias)
    animate(layer)
    layer.setMetadata(metadata(record))
    layer.triggerRepaint()


#: OGR formats that keep styles in a table of their own file (``layer_styles``)
_STYLE_IN_FILE = {"GPKG", "SQLite"}


def output_file(uri):
    """The file behind an OGR layer source, or None (memory layers, databases)."""
    path = QgsProviderRegistry.instance().decodeUri("ogr", uri).get("path") or ""
    return Path(path) if path and Path(path).is_file() else None


def persist(uri, record, densities=None, ceiling=None, *, style=None):
    """Store the style and the full metadata with the file output ``uri``; ``style(layer, record)``
    replaces the grid's :func:`decorate` for other outputs (the OD flows' lines).

    Called right after the file is written, before Processing or the project
    open it (an update connection opened while QGIS reads the file makes its
    reader fail with "unable to open database file"). Returns False for
    outputs that are not files; those are styled where they are loaded. A style or
    metadata that cannot be stored (a full disk) raises OSError.
    """
    if output_file(uri) is None:
        return False
    layer = QgsVectorLayer(uri, "release", "ogr")
    if not layer.isValid():
        return False
    if style is None:
        decorate(layer, record, densities, ceiling)
    else:
        style(layer, record)
    in_file = layer.dataProvider().storageType() in _STYLE_IN_FILE
    table = ""
    opened = ogr_layer(layer, update=True) if in_file else None
    if opened is not None:  # for tools other than QGIS: GDAL layer metadata items
        dataset, gdal_layer = opened
        table = gdal_layer.GetName()
        gdal_layer.SetMetadataItem("DESCRIPTION", describe(record))
        gdal_layer.SetMetadataItem(RECORD_KEY, json.dumps(record, ensure_ascii=False))
        gdal_layer = opened = None
        close_dataset(dataset)  # the metadata in the file before QGIS writes the style
        del dataset
    if in_file:
        problem = compat.save_style_to_database(layer, "spatialdp", "SpatialDP default style")
    else:  # <name>.qml, loaded with the layer
        problem = compat.save_default_style(layer)
    if problem:
        raise OSError(problem)
    parts = QgsProviderRegistry.instance().decodeUri("ogr", layer.source())
    if table and not parts.get("layerName"):
        parts["layerName"] = table  # QGIS stores GeoPackage metadata only for a named table
    try:  # GeoPackage: gpkg_metadata, read back on opening; other files: <name>.qmd
        saved, _ = QgsProviderRegistry.instance().saveLayerMetadata(
            "ogr", QgsProviderRegistry.instance().encodeUri("ogr", parts), layer.metadata())
    except QgsNotSupportedException:
        saved = False
    if not saved:
        problem, saved = layer.saveDefaultMetadata()
    if not saved:
        raise OSError(problem)
    return True


def _record_in(md):
    for entry in md.history():
        try:
            record = json.loads(entry)
        except ValueError:
            continue
        if isinstance(record, dict) and "ledger" in record:
            return record
    return None


def _sidecar_metadata(layer):
    """The metadata in the layer's ``.qmd`` sidecar file (non-GeoPackage outputs), or None."""
    path = Path(layer.metadataUri() or "")
    if not path.suffix == ".qmd" or not path.is_file():
        return None
    document = QDomDocument()
    document.setContent(path.read_text(encoding="utf-8"))
    md = QgsLayerMetadata()
    return md if md.readMetadataXml(document.documentElement()) else None


def read_record(layer):
    """The release record of a layer written by SpatialDP, or None."""
    record = _record_in(layer.metadata())
    if record is not None:
        return record
    opened = ogr_layer(layer)
    if opened is not None:
        text = opened[1].GetMetadataItem(RECORD_KEY)
        if text:
            return json.loads(text)
    sidecar = _sidecar_metadata(layer)
    return _record_in(sidecar) if sidecar is not None else None


class ReleasePostProcessor(QgsProcessingLayerPostProcessorInterface):
    """Styles and describes the output when Processing loads it into the project.

    The context owns the C++ object, not its Python part, which Python would collect at once
    (QGIS would then call the empty base class): :meth:`create` keeps it in :attr:`instances`
    until :meth:`postProcessLayer` has run, which lets it go with the densities it holds.
    """

    instances = set()

    def __init__(self, record, densities=None, ceiling=None, style=None):
        super().__init__()
        self.record = record
        self.densities = densities
        self.ceiling = ceiling
        self.style = style

    def postProcessLayer(self, layer, context, feedback):
        try:
            if self.style is None:
                decorate(layer, self.record, self.densities, self.ceiling)
            else:
                self.style(layer, self.record)
        finally:
            ReleasePostProcessor.instances.discard(self)

    @classmethod
    def create(cls, record, densities=None, ceiling=None, *, style=None):
        processor = cls(record, densities, ceiling, style)
        cls.instances.add(processor)
        return processor
