"""`make demo`: a real SpatialDP run through qgis_process, end to end.

1. generates a fictional city of 200,000 check-ins (scripts/synthetic.py),
2. releases it with UG and AG through ``qgis_process`` (ε = 1, secure noise),
3. renders the true points next to the AG release with QGIS's map renderer,
4. prints where the GeoPackages and the PNG are.
"""

import json
import sys
import tempfile
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import qgisrun  # noqa: E402
import synthetic  # noqa: E402

OUT = HERE.parent / "demo_output"
N_POINTS = 200_000
_APP = None
EPSILON = 1.0


def render(points_path, release_path, png_path, title):
    """True points (left) and the release in its default style (right), one PNG."""
    from qgis.core import (
        QgsApplication, QgsMapRendererSequentialJob, QgsMapSettings, QgsMarkerSymbol,
        QgsSingleSymbolRenderer, QgsVectorLayer,
    )
    from qgis.PyQt.QtCore import QSize, Qt
    from qgis.PyQt.QtGui import QColor, QFont, QImage, QPainter

    global _APP  # one QgsApplication for the process, never destroyed before exit
    _APP = QgsApplication([], False)
    _APP.initQgis()
    points = QgsVectorLayer(str(points_path), "points", "ogr")
    points.setRenderer(QgsSingleSymbolRenderer(QgsMarkerSymbol.createSimple(
        {"name": "circle", "size": "0.25", "color": "20,20,20,60", "outline_style": "no"})))
    release = QgsVectorLayer(str(release_path), "release", "ogr")  # default style from the file
    size, margin, header = 700, 20, 50
    canvas = QImage(2 * size + 3 * margin, size + header + margin, QImage.Format.Format_ARGB32)
    canvas.fill(QColor("white"))
    painter = QPainter(canvas)
    painter.setFont(QFont("DejaVu Sans", 13))
    for i, (layer, label) in enumerate([(points, "true points (sensitive)"), (release, title)]):
        settings = QgsMapSettings()
        settings.setLayers([layer])
        settings.setDestinationCrs(layer.crs())
        settings.setExtent(release.extent())
        settings.setOutputSize(QSize(size, size))
        settings.setBackgroundColor(QColor("white"))
        job = QgsMapRendererSequentialJob(settings)
        job.start()
        job.waitForFinished()
        x = margin + i * (size + margin)
        painter.drawImage(x, header, job.renderedImage())
        painter.setPen(QColor("black"))
        painter.drawText(x, 10, size, header - 10, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
    painter.end()
    canvas.save(str(png_path))



def main():
    OUT.mkdir(exist_ok=True)
    rng = np.random.default_rng(2024)
    x, y, user, t = synthetic.city_points(N_POINTS, rng)
    points = synthetic.write_points_gpkg(OUT / "city_checkins.gpkg", x, y, user, t)
    print(f"generated {N_POINTS:,} synthetic check-ins: {points}")

    plugins = qgisrun.plugin_parent()
    home = Path(tempfile.mkdtemp(prefix="spatialdp-demo-home-"))
    extent = synthetic.extent_string()
    outputs = {}
    for alg, name in [("uniformgrid", "ug"), ("adaptivegrid", "ag")]:
        path = OUT / f"city_{name}.gpkg"
        path.unlink(missing_ok=True)
        result = qgisrun.run(f"spatialdp:{alg}", plugins, home, INPUT=points, EXTENT=extent,
                             EPSILON=EPSILON, N_PUBLIC=N_POINTS, OUTPUT=path)
        record = json.loads(result["results"]["LEDGER"])
        outputs[name] = (path, record)
        print(f"spatialdp:{alg}: {record['leaves']:,} cells → {path}")
        print("   " + "; ".join(f"{s['step']} ε={s['epsilon']:g}" for s in record["ledger"]["steps"])
              + f"; noise: {record['randomness']}")

    png = OUT / "city_ag.png"
    render(points, outputs["ag"][0], png,
           f"AG release, ε = {EPSILON:g} ({outputs['ag'][1]['leaves']:,} cells)")
    print(f"map of the AG release: {png}")


if __name__ == "__main__":
    main()
