"""The default style's legend and map for every output type, as QGIS renders them (issue 24,
docs/publication.md "The default style").

Each output is written to a GeoPackage and reopened, so the style checked is the one stored in
its ``layer_styles``. The legend is read from QGIS's legend model (the nodes a layout or the
Layers panel draws) and rendered into an image; what it says is compared with what the layer
holds, feature by feature. With ``SPATIALDP_SCREENSHOTS=1`` (``make screenshots``) each output's
map and legend are saved to docs/images/legend_<type>.png for the README.
"""

import os
import re
from pathlib import Path

import numpy as np
import pytest
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsDateTimeRange,
    QgsDistanceArea,
    QgsExpression,
    QgsExpressionContext,
    QgsExpressionContextUtils,
    QgsFeature,
    QgsGeometry,
    QgsLayerTree,
    QgsLayerTreeModel,
    QgsLayoutExporter,
    QgsLayoutItemLegend,
    QgsLayoutItemMap,
    QgsLayoutPoint,
    QgsLayoutSize,
    QgsLegendRenderer,
    QgsLegendSettings,
    QgsMapRendererSequentialJob,
    QgsMapSettings,
    QgsPrintLayout,
    QgsProject,
    QgsRectangle,
    QgsRenderContext,
    QgsUnitTypes,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QSize, Qt
from qgis.PyQt.QtGui import QColor, QImage, QPainter

import processing
from spatialdp.spatialdp_qgis.io import plain
from spatialdp.spatialdp_qgis.output import hatch_label, renderer

from .conftest import clustered_xy, memory_layer, point_features, write_points_gpkg
from .test_polygoncounts import write_polygons_gpkg
from .test_vdr_in_qgis import params as vdr_params
from .test_vdr_in_qgis import spacetime_layer

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
X0, Y0 = 500_000.0, 4_000_000.0
IMAGES = Path(__file__).resolve().parents[2] / "docs" / "images"
#: a number in a label: digits, thousands separators, a decimal part
NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
#: the legend's units, as counts per km² × scale
SCALES = {"hectare": 0.01, "km²": 1.0, "100 km²": 100.0, "10,000 km²": 10_000.0}


def run(alg, path, **params):
    processing.run(f"spatialdp:{alg}", {"EPSILON": 1.0, "SEED": 1, "OUTPUT": str(path), **params})
    layer = QgsVectorLayer(str(path), path.stem, "ogr")  # reopened: the style from layer_styles
    assert layer.isValid()
    return layer


def points(n=3000, seed=0):
    x, y = clustered_xy(n, seed=seed)
    return memory_layer(features=point_features(x, y))


def degrees_points(tmp_path):
    """The clustered points placed around 10° E, 45° N in EPSG:4326 (a degree is ~80 × 111 km)."""
    x, y = clustered_xy(3000)
    layer = QgsVectorLayer("Point?crs=EPSG:4326&field=uid:string", "points", "memory")
    layer.dataProvider().addFeatures(point_features(10 + (x - X0) / 1e5, 45 + (y - Y0) / 1e5))
    return layer


def polygons(tmp_path):
    """Twelve districts of unequal area (0.5 to 6 km²) tiling a 6 km × 4 km box."""
    widths = [500, 1000, 1500, 3000]
    rings, x = [], 0
    for w in widths:
        for j, h in enumerate((1000, 1000, 2000)):
            y = sum((1000, 1000, 2000)[:j])
            rings.append(f"POLYGON (({X0 + x} {Y0 + y}, {X0 + x + w} {Y0 + y}, {X0 + x + w} {Y0 + y + h}, "
                         f"{X0 + x} {Y0 + y + h}, {X0 + x} {Y0 + y}))")
        x += w
    return write_polygons_gpkg(tmp_path / "districts.gpkg", rings, name=[f"d{i}" for i in range(len(rings))])


#: every output type: squares of the three central grids, hexagons, the user's polygons, a
#: local grid, VDR's slices, grids in degrees (equal cells, unequal cells) and a national grid
OUTPUTS = {
    "squares": lambda tmp: run("uniformgrid", tmp / "ug.gpkg", INPUT=points(), EXTENT=EXTENT, GRID_SIZE=12),
    "adaptive": lambda tmp: run("adaptivegrid", tmp / "ag.gpkg", INPUT=points(), EXTENT=EXTENT),
    "privtree": lambda tmp: run("privtree", tmp / "pt.gpkg", INPUT=points(), EXTENT=EXTENT),
    "hexagons": lambda tmp: run("uniformgrid", tmp / "hex.gpkg", INPUT=points(), EXTENT=EXTENT,
                                GRID_SIZE=12, CELL_SHAPE=1),
    "polygons": lambda tmp: run("polygoncounts", tmp / "districts_counts.gpkg", POLYGONS=str(polygons(tmp)),
                                INPUT=str(write_points_gpkg(tmp / "p.gpkg", *clustered_xy(3000, extent=(
                                    X0, Y0, X0 + 6000, Y0 + 4000))))),
    "local": lambda tmp: run("ldpuniformgrid", tmp / "local.gpkg", INPUT=points(20_000, seed=11),
                             EXTENT=EXTENT, EPSILON=3.0, NORM_SUB=False),
    "vdr": lambda tmp: run("vdr", tmp / "vdr.gpkg", **{**{name: value for name, value in vdr_params(
        spacetime_layer(1_000)).items() if name != "OUTPUT"}, "DENOISE": 2}),  # never: margins known
    "degrees": lambda tmp: run("uniformgrid", tmp / "deg.gpkg", INPUT=degrees_points(tmp),
                               EXTENT="10,10.1,45,45.1 [EPSG:4326]", GRID_SIZE=10),
    "adaptive_degrees": lambda tmp: run("adaptivegrid", tmp / "agdeg.gpkg", INPUT=degrees_points(tmp),
                                        EXTENT="10,10.1,45,45.1 [EPSG:4326]"),
    "national": lambda tmp: run("uniformgrid", tmp / "national.gpkg", INPUT=points(400),
                                EXTENT="0,1000000,3500000,4500000 [EPSG:32633]", GRID_SIZE=20),
    # Norm-Sub: no margins of error (docs/uncertainty.md), so no hatch and no hatch entry
    "local_norm_sub": lambda tmp: run("ldpuniformgrid", tmp / "local_ns.gpkg", INPUT=points(20_000, seed=11),
                                      EXTENT=EXTENT, EPSILON=3.0),
}


#: the outputs shown in the README, with their titles
SCREENSHOTS = {"squares": "Squares (UG), 12 × 12 cells", "adaptive": "Squares (AG), two levels",
               "hexagons": "Hexagons (UG)", "polygons": "Polygon counts, districts of 0.5–6 km²",
               "local": "Local grid (LDP-UG), without Norm-Sub", "vdr": "VDR, first 12-hour slice",
               "adaptive_degrees": "Squares (AG) in EPSG:4326", "national": "Squares (UG), 50 km cells, 400 points"}


def legend_nodes(layer):
    """The legend entries QGIS draws for ``layer``: (label, symbol layer types) per entry."""
    root = QgsLayerTree()
    root.addLayer(layer)
    model = QgsLayerTreeModel(root)
    nodes = model.layerLegendNodes(root.findLayer(layer.id()))
    out = []
    for node in nodes:
        symbol = node.symbol()
        out.append((node.data(Qt.ItemDataRole.DisplayRole),
                    [symbol_layer.layerType() for symbol_layer in symbol.symbolLayers()]))
    return out


def render_legend(layer):
    """The legend rendered by QGIS's legend renderer into an image (it must draw)."""
    root = QgsLayerTree()
    root.addLayer(layer)
    model = QgsLayerTreeModel(root)
    legend = QgsLegendRenderer(model, QgsLegendSettings())
    size = legend.minimumSize()
    image = QImage(QSize(int(size.width() * 4) + 1, int(size.height() * 4) + 1), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    context = QgsRenderContext.fromQPainter(painter)
    context.setScaleFactor(4)  # pixels per mm
    legend.drawLegend(context)
    painter.end()
    return image


def significant_digits(text):
    digits = text.replace(",", "").replace("-", "")
    if "." in digits:
        return len(digits.replace(".", "").lstrip("0"))
    return len(digits.lstrip("0").rstrip("0"))


def label_range(label, whole):
    """The values a class label claims, (low, high): "a – b per …" a … b, "b per …" b alone,
    "0 or less per …" and "0 per …" up to 0. Whole numbers: "a – b" is (a − 1, b] but for the first class."""
    if label.startswith(("0 or less ", "0 per ")):
        return -np.inf, 0.0
    numbers = [float(n.replace(",", "")) for n in NUMBER.findall(label.split(" per ")[0])]
    low, high = numbers[0], numbers[-1]
    return (low - 1 if whole else low), high


def held_value(feature, unit, crs):
    """What the layer holds for a feature in the legend's unit, computed here independently:
    the count per cell, or count / ellipsoidal area (QgsDistanceArea) × the unit's km²."""
    if unit == "cell":
        return feature["noisy_count"]
    if crs.isGeographic():
        area = QgsDistanceArea()
        area.setSourceCrs(crs, QgsProject.instance().transformContext())
        area.setEllipsoid("WGS84")
        km2 = area.convertAreaMeasurement(area.measureArea(feature.geometry()),
                                          QgsUnitTypes.AreaUnit.AreaSquareKilometers)
        return feature["noisy_count"] / km2 * SCALES[unit]
    return feature["density"] * SCALES[unit]


def check_legend(layer):
    """What a published legend must show (docs/publication.md, "The default style"), checked against the layer's features.
    Returns the legend's unit and whether it has the hatch entry."""
    renderer = layer.renderer()
    assert renderer.type() == "RuleRenderer"
    nodes = legend_nodes(layer)
    hatches = [label for label, kinds in nodes if kinds != ["SimpleFill"]]
    margins = any(plain(feature["moe90"]) is not None for feature in layer.getFeatures())
    # one entry with the hatch, which says what it means; none where no margin is known
    assert hatches == ([hatch_label()] if margins else []), nodes
    classes = [label for label, kinds in nodes if kinds == ["SimpleFill"]]  # plain swatches
    assert 2 <= len(classes) <= 8, classes
    units = {label.split(" per ")[1] for label in classes}
    assert len(units) == 1 and "degree" not in units.pop(), classes
    unit = classes[0].split(" per ")[1]
    whole = unit == "cell"
    for label in classes:
        numbers = NUMBER.findall(label.split(" per ")[0])
        assert not any(n.startswith("-") for n in numbers), label  # no negative class
        assert all(significant_digits(n) <= 3 for n in numbers), label
    ranges = [label_range(label, whole) for label in classes]
    assert all(low < high for low, high in ranges), str((classes, ranges))  # no class of zero width
    assert all(a[1] <= b[0] + (1 if whole else 0) for a, b in zip(ranges, ranges[1:])), classes  # in order
    # each feature falls in exactly one class, whose label holds its value, and is hatched
    # exactly when |noisy_count| < moe90
    context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
    filters = [QgsExpression(rule.filterExpression()) for rule in renderer.rootRule().children()]
    for expression in filters:
        assert expression.prepare(context), expression.parserErrorString()
    class_rules, hatch_rule = (filters[:-1], filters[-1]) if margins else (filters, None)

    def holds(expression, feature):
        context.setFeature(feature)
        return bool(expression.evaluate(context))

    drawn = 0
    for feature in layer.getFeatures():
        if plain(feature["noisy_count"]) is None:
            continue
        inside = [i for i, rule in enumerate(class_rules) if holds(rule, feature)]
        assert len(inside) == 1, (feature.attributes(), inside)
        low, high = ranges[inside[0]]
        value = held_value(feature, unit, layer.crs())
        slack = 1e-6 * max(abs(value), 1)
        assert low - slack <= value <= high + slack, (classes[inside[0]], value)
        if margins:
            assert holds(hatch_rule, feature) == (abs(feature["noisy_count"]) < feature["moe90"])
        drawn += 1
    assert drawn > 0
    image = render_legend(layer)
    assert image.width() > 50 and image.height() > 20 * len(nodes)
    return unit, margins


def screenshot(layer, name, title):
    """The map and its legend in a small layout, saved to docs/images/legend_<name>.png."""
    mm = QgsUnitTypes.LayoutUnit.LayoutMillimeters
    project = QgsProject.instance()
    layer.setName(title)
    project.addMapLayer(layer, False)
    try:
        layout = QgsPrintLayout(project)
        layout.initializeDefaults()
        layout.pageCollection().page(0).setPageSize(QgsLayoutSize(190, 84, mm))
        item = QgsLayoutItemMap(layout)
        item.setCrs(layer.crs())
        item.setLayers([layer])
        item.setKeepLayerSet(True)
        item.attemptMove(QgsLayoutPoint(2, 2, mm))
        item.attemptResize(QgsLayoutSize(80, 80, mm))
        item.setExtent(layer.extent())  # (zoomToExtent left the extent empty here)
        if layer.temporalProperties().isActive():  # VDR: its first slice
            first = min(f["t_start"] for f in layer.getFeatures())
            item.setIsTemporal(True)
            item.setTemporalRange(QgsDateTimeRange(first, first.addSecs(1)))
        layout.addLayoutItem(item)
        legend = QgsLayoutItemLegend(layout)
        legend.setTitle("")
        legend.setAutoUpdateModel(False)
        legend.model().rootGroup().clear()
        legend.model().rootGroup().addLayer(layer)
        legend.setLinkedMap(item)
        legend.setWrapString(" — ")  # the hatch entry on two lines
        legend.attemptMove(QgsLayoutPoint(84, 2, mm))
        layout.addLayoutItem(legend)
        legend.adjustBoxSize()
        image = QgsLayoutExporter(layout).renderPageToImage(0, QSize(), 110)
        assert image.save(str(IMAGES / f"legend_{name}.png"), "PNG", 9)
    finally:
        project.removeMapLayer(layer.id())


@pytest.mark.parametrize("kind", list(OUTPUTS))
def test_the_legend_of_each_output_type_says_what_the_layer_holds(provider, tmp_path, kind):
    layer = OUTPUTS[kind](tmp_path)
    unit, hatched = check_legend(layer)
    assert hatched == (kind != "local_norm_sub")
    expected = {"national": "10,000 km²"}.get(kind)
    assert unit == expected if expected else unit in SCALES  # never per degree²
    if os.environ.get("SPATIALDP_SCREENSHOTS") == "1" and kind in SCREENSHOTS:
        screenshot(layer, kind, SCREENSHOTS[kind])


def cells(counts, margins, crs, x0, y0, size):
    """A memory layer of 3 × n square cells of ``size`` with these counts and margins (density:
    the count per cell area)."""
    layer = QgsVectorLayer("Polygon?field=noisy_count:double&field=noise_sd:double"
                           "&field=moe90:double&field=density:double", "cells", "memory")
    layer.setCrs(crs if isinstance(crs, QgsCoordinateReferenceSystem) else QgsCoordinateReferenceSystem(crs))
    features = []
    for k, (count, margin) in enumerate(zip(counts, margins)):
        x, y = x0 + size * (k % 3), y0 + size * (k // 3)
        feature = QgsFeature(layer.fields())
        feature.setGeometry(QgsGeometry.fromRect(QgsRectangle(x, y, x + size, y + size)))
        feature.setAttributes([float(count), None if margin is None else margin / 1.645, margin,
                               count / size ** 2])
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    return layer


def test_a_crs_in_degrees_an_expression_cannot_name_counts_per_cell():
    """Without an authority id the style cannot measure cells in km² (QGIS's transform() takes
    only an id): it counts per cell, not per degree²."""
    crs = QgsCoordinateReferenceSystem.fromProj("+proj=longlat +a=6371000 +b=6371000 +no_defs")
    assert crs.isValid() and not crs.authid()
    layer = cells([0, 1, 2, 3, 5, 8, 13, 21, 34], [2] * 9, crs, 10.0, 45.0, 0.1)
    style = renderer(layer)  # holds its rules
    labels = [rule.label() for rule in style.rootRule().children()[:-1]]
    assert labels and all(label.endswith(" per cell") for label in labels), labels


def test_the_map_hatches_exactly_the_cells_within_their_margin_of_zero():
    """A 3×3 grid of 1 km cells drawn by QGIS in its default style: the inside of a cell shows
    more than one colour (the hatch over its class colour) exactly where |noisy_count| < moe90,
    and else its class's colour alone. A cell without a margin (NULL) is not hatched."""
    counts = [-2, 0, 1, 3, 5, 8, 20, 40, 80]
    margins = [4, 4, 4, 4, 4, 4, 30, 4, None]
    layer = cells(counts, margins, "EPSG:32633", X0, Y0, 1000)
    layer.setRenderer(renderer(layer))
    settings = QgsMapSettings()
    settings.setLayers([layer])
    settings.setDestinationCrs(layer.crs())
    settings.setExtent(QgsRectangle(X0, Y0, X0 + 3000, Y0 + 3000))
    settings.setOutputSize(QSize(300, 300))
    settings.setBackgroundColor(QColor("white"))
    job = QgsMapRendererSequentialJob(settings)
    job.start()
    job.waitForFinished()
    image = job.renderedImage()
    fills = {rule.symbol().color().rgb() for rule in layer.renderer().rootRule().children()[:-1]}
    for k, (count, margin) in enumerate(zip(counts, margins)):
        left, top = 100 * (k % 3), 100 * (2 - k // 3)  # rows run down, y up
        colours = {image.pixel(left + i, top + j) for i in range(20, 80) for j in range(20, 80)}
        if margin is not None and abs(count) < margin:
            assert len(colours) > 1, count
        else:
            assert len(colours) == 1 and colours <= fills, count


@pytest.mark.parametrize("values,kwargs,labels", [
    # noise below 0 is one class, not a negative one; the top bound is rounded up
    ([-3, -0.5, 0, 1.2, 2.5, 3.3, 7.9, 12.4], {"count": 4}, ["0 or less", "0 – 2.8", "2.8 – 6.4", "6.4 – 13"]),
    ([0, 0, 1.2, 2.5, 7.9], {"count": 3}, ["0", "0 – 2.5", "2.5 – 7.9"]),  # clamped: no negative
    # all cells equal ("10.45998817 – 10.45998817 per degree²"): one class, no zero width
    ([10.45998817] * 10, {}, ["10 – 11"]),
    # whole counts per cell: (2, 4] reads "3 – 4"
    ([0, 0, 1, 1, 1, 2, 2, 3, 5, 8, 400], {}, ["0", "1", "2", "3 – 4", "5 – 7", "8 – 400"]),
    # a ceiling of noise at 7.3 is rounded up, so no cell of noise lies above it
    ([1, 2, 3, 4, 5, 6, 7.3, 500], {"count": 2, "ceiling": 7.3}, ["1 – 4.5", "4.5 – 7.3", "7.3 – 500"]),
])
def test_legend_classes_are_rounded_and_never_negative(values, kwargs, labels):
    from spatialdp.spatialdp_qgis.legend import classes

    whole = all(float(v).is_integer() for v in values) and "count" not in kwargs
    result = classes(np.array(values, dtype=float), whole=whole, **kwargs)
    assert [label for _, label in result] == labels
    assert result[-1][0] is None  # the last class holds every larger value


@pytest.mark.parametrize("per_km2,unit", [
    ([0.00011, 0.0003, 0.002], "10,000 km²"),  # a national map: 1.1, 3, 20 per 10,000 km²
    ([0.004, 0.01, 0.3], "100 km²"),
    ([0.5, 3, 40], "km²"),
    ([20_000, 50_000, 90_000], "hectare"),  # cells of a few metres: 200–900 per hectare
])
def test_the_legend_unit_reads_in_few_digits(per_km2, unit):
    from spatialdp.spatialdp_qgis.legend import unit_scale

    assert unit_scale(per_km2)[1] == unit


class Numpy2Float(float):
    """A class bound as numpy 2 prints it: ``repr`` is ``np.float64(2.9)``, not ``2.9``."""

    def __repr__(self):
        return f"np.float64({float(self)})"


def test_the_class_filters_are_numbers_whatever_repr_the_bounds_have(monkeypatch):
    """QGIS ≥ 3.40 on Debian 13 ships numpy 2, whose scalars print as ``np.float64(2.9)``: a
    filter written from a bound's repr was "Function float64 is not known" and drew no cell.
    Every filter must parse whatever type the bounds come in."""
    from qgis.core import QgsExpression

    from spatialdp.spatialdp_qgis import legend

    classes = legend.classes
    monkeypatch.setattr(legend, "classes", lambda *args, **kwargs: [
        (None if upper is None else Numpy2Float(upper), label) for upper, label in classes(*args, **kwargs)])
    layer = cells([0, 1, 2, 3, 5, 8, 13, 21, 34], [2] * 9, "EPSG:32633", X0, Y0, 1000)
    style = renderer(layer)  # holds its rules
    for rule in style.rootRule().children():
        expression = QgsExpression(rule.filterExpression())
        assert not expression.hasParserError(), (rule.filterExpression(), expression.parserErrorString())
        assert "np." not in rule.filterExpression()
