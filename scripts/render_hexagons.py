#!/usr/bin/env python3
"""Render docs/images/hexagons.png: a hexagonal UG release of a synthetic city, in its default style.

1. generates 200,000 clustered check-ins of the fictional city of scripts/synthetic.py,
2. releases them with ``spatialdp:uniformgrid`` through ``qgis_process`` (ε = 1, flat-topped
   hexagons of a 48×48 grid's cell area, seeded so that the picture can be reproduced — a
   seeded release is marked as not for publication),
3. lays out the true points, the release in the style it was written with and its legend on a
   QGIS print layout and exports it offscreen with ``QgsLayoutExporter``.

Usage: ``python scripts/render_hexagons.py [output.png]`` (default: docs/images/hexagons.png).
"""

import json
import os
import sys
import tempfile
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import qgisrun  # noqa: E402
import synthetic  # noqa: E402

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no display needed
PNG = HERE.parent / "docs" / "images" / "hexagons.png"
N_POINTS = 200_000
EPSILON = 1.0
GRID_SIZE = 48
CELL_SHAPE = 1  # flat-topped hexagons (the CELL_SHAPE enum: squares, flat-topped, pointy-topped)
SEED = 11
_APP = None


def release(folder):
    """The points and the hexagon release (GeoPackages in ``folder``) and the release record."""
    x, y, user, t = synthetic.city_points(N_POINTS, np.random.default_rng(2024))
    points = synthetic.write_points_gpkg(folder / "city.gpkg", x, y)
    output = folder / "hexagons.gpkg"
    result = qgisrun.run("spatialdp:uniformgrid", qgisrun.plugin_parent(), folder / "home", INPUT=points,
                         EXTENT=synthetic.extent_string(), EPSILON=EPSILON, GRID_SIZE=GRID_SIZE,
                         CELL_SHAPE=CELL_SHAPE, SEED=SEED, OUTPUT=output)
    return points, output, json.loads(result["results"]["LEDGER"])


def map_item(layout, layer, extent, x, title):
    """A square map of ``layer`` at ``x`` mm with a caption above it."""
    from qgis.core import (QgsLayoutItemLabel, QgsLayoutItemMap, QgsLayoutPoint, QgsLayoutSize,
                           QgsUnitTypes)
    from qgis.PyQt.QtGui import QFont

    item = QgsLayoutItemMap(layout)
    item.setLayers([layer])
    item.attemptMove(QgsLayoutPoint(x, 16, QgsUnitTypes.LayoutUnit.LayoutMillimeters))
    item.attemptResize(QgsLayoutSize(120, 120, QgsUnitTypes.LayoutUnit.LayoutMillimeters))
    item.setExtent(extent)
    item.setFrameEnabled(True)
    layout.addLayoutItem(item)
    label = QgsLayoutItemLabel(layout)
    label.setText(title)
    label.setFont(QFont("DejaVu Sans", 11))
    label.attemptMove(QgsLayoutPoint(x, 5, QgsUnitTypes.LayoutUnit.LayoutMillimeters))
    label.attemptResize(QgsLayoutSize(120, 9, QgsUnitTypes.LayoutUnit.LayoutMillimeters))
    layout.addLayoutItem(label)
    return item


def legend_item(layout, linked_map, layer, title, x=255):
    """The legend of ``layer`` alone (no layer name) at ``x`` mm, linked to ``linked_map``."""
    from qgis.core import (QgsLayoutItemLegend, QgsLayoutPoint, QgsLegendRenderer, QgsLegendStyle,
                           QgsUnitTypes)

    legend = QgsLayoutItemLegend(layout)
    legend.setLinkedMap(linked_map)
    legend.setAutoUpdateModel(False)
    model_root = legend.model().rootGroup()
    model_root.removeAllChildren()
    QgsLegendRenderer.setNodeLegendStyle(model_root.addLayer(layer), QgsLegendStyle.Style.Hidden)
    legend.setTitle(title)
    legend.attemptMove(QgsLayoutPoint(x, 16, QgsUnitTypes.LayoutUnit.LayoutMillimeters))
    layout.addLayoutItem(legend)
    return legend


def render(points_path, release_path, record, png):
    from qgis.core import (QgsApplication, QgsLayoutExporter, QgsLayoutSize, QgsMarkerSymbol, QgsPrintLayout,
                           QgsProject, QgsSingleSymbolRenderer, QgsUnitTypes, QgsVectorLayer)

    global _APP  # one QgsApplication for the process, never destroyed before exit
    _APP = QgsApplication([], False)
    _APP.initQgis()
    project = QgsProject.instance()
    points = QgsVectorLayer(str(points_path), "true points (sensitive)", "ogr")
    points.setRenderer(QgsSingleSymbolRenderer(QgsMarkerSymbol.createSimple(
        {"name": "circle", "size": "0.3", "color": "20,20,20,50", "outline_style": "no"})))
    hexagons = QgsVectorLayer(str(release_path), "density", "ogr")  # its default style, from the file
    assert hexagons.isValid() and hexagons.renderer().type() == "RuleRenderer"
    project.addMapLayers([points, hexagons])
    layout = QgsPrintLayout(project)
    layout.initializeDefaults()
    page = layout.pageCollection().page(0)
    page.setPageSize(QgsLayoutSize(368, 142, QgsUnitTypes.LayoutUnit.LayoutMillimeters))
    extent = hexagons.extent()
    map_item(layout, points, extent, 5, f"{N_POINTS:,} true points (sensitive)")
    shape = "flat-topped" if record["parameters"]["cell_shape"] == "flat" else "pointy-topped"
    hex_map = map_item(layout, hexagons, extent, 130,
                       f"UG, ε = {EPSILON:g}: {record['cells']:,} {shape} hexagons")
    legend = legend_item(layout, hex_map, hexagons, "noisy count")  # each class says per what
    legend.setWrapString(" — ")  # the hatch's entry on two lines
    exporter = QgsLayoutExporter(layout)
    settings = QgsLayoutExporter.ImageExportSettings()
    settings.dpi = 110
    status = exporter.exportToImage(str(png), settings)
    if status != QgsLayoutExporter.ExportResult.Success:
        raise SystemExit(f"the layout could not be exported: {exporter.errorMessage()}")


def main():
    png = Path(sys.argv[1]) if len(sys.argv) > 1 else PNG
    png.parent.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="spatialdp-hexagons-"))
    points, output, record = release(folder)
    print(f"spatialdp:uniformgrid: {record['cells']:,} hexagons → {output}")
    render(points, output, record, png)
    print(f"map of the hexagon release: {png}")


if __name__ == "__main__":
    main()
