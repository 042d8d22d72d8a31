#!/usr/bin/env python3
"""Render docs/images/category_map.png and docs/images/periods.gif: a count table's category map
and its periods, one frame per day (issue 26, docs/categories.md).

1. generates 200,000 check-ins of the fictional city of scripts/synthetic.py over a week, each
   with a category (shopping near the centre, home in the suburbs, work in between: drawn
   from the distance to the centre),
2. releases them with ``spatialdp:uniformgrid`` through ``qgis_process`` (ε = 1, seeded so that
   the pictures can be reproduced — a seeded release is marked as not for publication): a wide
   table by category, and a long table by category and day,
3. lays out the true shopping check-ins and the wide table styled on its ``n_shopping`` field
   with a legend (QGIS print layout, ``QgsLayoutExporter``), and
4. renders the long table, filtered on one category, at each day's time range (QGIS map
   settings with a temporal range, as the Temporal Controller does) into the frames of an
   animated GIF (Pillow).

Usage: ``python scripts/render_tables.py [folder]`` (default: docs/images).
"""

import io
import json
import sys
import tempfile
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import qgisrun  # noqa: E402
import render_hexagons  # noqa: E402  (its map and legend items)
import synthetic  # noqa: E402

IMAGES = HERE.parent / "docs" / "images"
N_POINTS = 200_000
EPSILON = 1.0
GRID_SIZE = 32
SEED = 26
CATEGORIES = ("shopping", "work", "home")
SHOWN = "shopping"
DAYS = 8  # the first check-in is on a Tuesday night, the last seven days later
DAY = 86_400


def check_ins(rng):
    """``(x, y, t, category)`` of the city's check-ins during its first week."""
    x, y, _, t = synthetic.city_points(N_POINTS, rng, weeks=1)
    x0, y0, x1, y1 = synthetic.EXTENT
    distance = np.hypot(x - (x0 + 0.45 * (x1 - x0)), y - (y0 + 0.55 * (y1 - y0)))
    near = np.clip(1 - distance / 6000, 0, 1)  # 1 at the centre, 0 beyond 6 km
    shares = np.column_stack([0.1 + 0.6 * near, 0.3 * np.ones_like(near), 0.6 - 0.6 * near])
    pick = (rng.random(len(x))[:, None] > np.cumsum(shares / shares.sum(1, keepdims=True), axis=1)).sum(1)
    return x, y, t, np.array(CATEGORIES)[pick]


def release(folder, points, output, **table):
    result = qgisrun.run("spatialdp:uniformgrid", qgisrun.plugin_parent(), folder / "home", INPUT=points,
                         EXTENT=synthetic.extent_string(), EPSILON=EPSILON, GRID_SIZE=GRID_SIZE, SEED=SEED,
                         CATEGORY_FIELD="kind", CATEGORIES=",".join(CATEGORIES), OUTPUT=output, **table)
    return json.loads(result["results"]["LEDGER"])


def category_style(field, maximum):
    """Classes of ``field`` by powers of about 3 (0 or less, then up to 10, 30, 100, …) on the
    Viridis ramp, as a user restyles a wide table on one category."""
    from qgis.core import QgsFillSymbol, QgsGraduatedSymbolRenderer, QgsRendererRange, QgsStyle

    bounds = [-1e9, 0, 10, 30, 100, 300, 1000, 3000]
    bounds = [b for b in bounds if b < maximum] + [maximum]
    ramp = QgsStyle.defaultStyle().colorRamp("Viridis")
    ranges = []
    for i, (low, high) in enumerate(zip(bounds, bounds[1:])):
        symbol = QgsFillSymbol.createSimple({"outline_style": "no",
                                             "color": ramp.color(i / (len(bounds) - 2)).name()})
        label = "0 or less" if i == 0 else f"{low:,.0f} – {high:,.0f}"
        ranges.append(QgsRendererRange(low, high, symbol, label))
    return QgsGraduatedSymbolRenderer(field, ranges)


def category_map(points_path, wide_path, record, png):
    from qgis.core import (QgsLayoutExporter, QgsLayoutSize, QgsMarkerSymbol, QgsPrintLayout, QgsProject,
                           QgsSingleSymbolRenderer, QgsUnitTypes, QgsVectorLayer)

    project = QgsProject.instance()
    field = record["table"]["fields"][SHOWN][0]
    points = QgsVectorLayer(str(points_path), "true check-ins (sensitive)", "ogr")
    points.setSubsetString(f"\"kind\" = '{SHOWN}'")
    points.setRenderer(QgsSingleSymbolRenderer(QgsMarkerSymbol.createSimple(
        {"name": "circle", "size": "0.3", "color": "20,20,20,50", "outline_style": "no"})))
    wide = QgsVectorLayer(str(wide_path), field, "ogr")
    wide.setRenderer(category_style(field, wide.maximumValue(wide.fields().lookupField(field))))
    project.addMapLayers([points, wide])
    layout = QgsPrintLayout(project)
    layout.initializeDefaults()
    layout.pageCollection().page(0).setPageSize(QgsLayoutSize(330, 142, QgsUnitTypes.LayoutUnit.LayoutMillimeters))
    extent = wide.extent()
    render_hexagons.map_item(layout, points, extent, 5, f"{points.featureCount():,} true '{SHOWN}' check-ins")
    shown = render_hexagons.map_item(layout, wide, extent, 130,
                                     f"{field}: UG {GRID_SIZE}×{GRID_SIZE}, a table of {len(CATEGORIES) + 1} "
                                     f"categories, ε = {EPSILON:g}")
    render_hexagons.legend_item(layout, shown, wide, f"{field} per cell")
    settings = QgsLayoutExporter.ImageExportSettings()
    settings.dpi = 100
    exporter = QgsLayoutExporter(layout)
    if exporter.exportToImage(str(png), settings) != QgsLayoutExporter.ExportResult.Success:
        raise SystemExit(f"the layout could not be exported: {exporter.errorMessage()}")


def period_frames(long_path, start):
    """One QImage per day: the long table filtered on :data:`SHOWN`, in its default style, at the
    day's temporal range (what the Temporal Controller shows), with the day written on it."""
    from qgis.core import (QgsDateTimeRange, QgsMapRendererSequentialJob, QgsMapSettings, QgsVectorLayer)
    from qgis.PyQt.QtCore import QDateTime, QRectF, QSize, Qt
    from qgis.PyQt.QtGui import QColor, QFont, QPainter

    layer = QgsVectorLayer(str(long_path), "long", "ogr")
    assert layer.loadDefaultStyle()[1] and layer.temporalProperties().isActive()  # the style it was written with
    layer.setSubsetString(f"\"category\" = '{SHOWN}'")
    frames = []
    for day in range(DAYS):
        begin = QDateTime.fromSecsSinceEpoch(int(start + day * DAY), Qt.TimeSpec.UTC)
        settings = QgsMapSettings()
        settings.setLayers([layer])
        settings.setDestinationCrs(layer.crs())
        settings.setExtent(layer.extent())
        settings.setOutputSize(QSize(420, 420))
        settings.setBackgroundColor(QColor("white"))
        settings.setIsTemporal(True)
        settings.setTemporalRange(QgsDateTimeRange(begin, begin.addSecs(DAY), True, False))
        job = QgsMapRendererSequentialJob(settings)
        job.start()
        job.waitForFinished()
        image = job.renderedImage()
        painter = QPainter(image)
        painter.setFont(QFont("DejaVu Sans", 13))
        painter.fillRect(QRectF(0, 0, 420, 28), QColor(255, 255, 255, 210))
        painter.drawText(QRectF(8, 4, 404, 24), Qt.AlignmentFlag.AlignLeft,
                         f"'{SHOWN}', {begin.toString('ddd d MMM yyyy')} (ε = {EPSILON:g})")
        painter.end()
        frames.append(image)
    return frames


def write_gif(frames, path):
    """The frames as an animated GIF (Pillow), one second each, looping."""
    from PIL import Image
    from qgis.PyQt.QtCore import QBuffer, QByteArray, QIODevice

    images = []
    for frame in frames:
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        frame.save(buffer, "PNG")
        buffer.close()
        images.append(Image.open(io.BytesIO(bytes(data))).convert("RGB").quantize(64))
    images[0].save(path, save_all=True, append_images=images[1:], duration=1000, loop=0, optimize=True)


def main():
    from qgis.core import QgsApplication

    folder_out = Path(sys.argv[1]) if len(sys.argv) > 1 else IMAGES
    folder_out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="spatialdp-tables-"))
    x, y, t, kind = check_ins(np.random.default_rng(2026))
    points = synthetic.write_points_gpkg(work / "city.gpkg", x, y, t=t, kind=kind)
    start = float(synthetic.START - synthetic.START % DAY)  # midnight UTC before the first check-in
    wide = release(work, points, work / "wide.gpkg")
    long = work / "long.gpkg"
    release(work, points, long, TIME_FIELD="time", PERIOD=0, LAYOUT=1,
            TIME_RANGE=f"{int(start)}/{int(start + DAYS * DAY)}")
    render_hexagons._APP = QgsApplication([], False)  # one QgsApplication for the process
    render_hexagons._APP.initQgis()
    category_map(points, work / "wide.gpkg", wide, folder_out / "category_map.png")
    write_gif(period_frames(long, start), folder_out / "periods.gif")
    print(f"{folder_out / 'category_map.png'} and {folder_out / 'periods.gif'}")


if __name__ == "__main__":
    main()
