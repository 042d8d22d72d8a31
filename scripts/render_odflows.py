#!/usr/bin/env python3
"""Render docs/images/odflows.png: a private OD release of the synthetic commuting city, in its default style.

1. generates 400,000 trips of 100,000 commuters of scripts/synthetic.py (four each),
2. releases them with ``spatialdp:odflows`` through ``qgis_process`` (ε = 1, user-level with
   k = 4, 8×8 zones, publication threshold 400, seeded so that the picture can be reproduced —
   a seeded release is marked as not for publication),
3. draws the zones (their default style) under the flows (their default style, read back from
   the GeoPackage) and exports the map offscreen with ``QgsLayoutExporter``.

Usage: ``python scripts/render_odflows.py [output.png]`` (default: docs/images/odflows.png).
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
from render_hexagons import map_item  # noqa: E402

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
PNG = HERE.parent / "docs" / "images" / "odflows.png"
N_TRIPS = 400_000
EPSILON = 1.0
GRID_SIZE = 8
THRESHOLD = 400
_APP = None


def release(folder):
    trips = synthetic.commuting_trips(N_TRIPS, np.random.default_rng(2027))
    path = synthetic.write_trips_gpkg(folder / "trips.gpkg", *trips)
    flows, zones = folder / "flows.gpkg", folder / "zones.gpkg"
    result = qgisrun.run("spatialdp:odflows", qgisrun.plugin_parent(), folder / "home", INPUT=path,
                         EXTENT=synthetic.extent_string(), EPSILON=EPSILON, GRID_SIZE=GRID_SIZE,
                         USER_FIELD="user_id", MAX_PER_USER=4, THRESHOLD=THRESHOLD, SEED=7,
                         OUTPUT=flows, ZONES=zones)
    return flows, zones, json.loads(result["results"]["LEDGER"])


def render(flows_path, zones_path, png):
    from qgis.core import (QgsApplication, QgsLayoutExporter, QgsLayoutSize, QgsPrintLayout, QgsProject,
                           QgsUnitTypes, QgsVectorLayer)

    global _APP
    _APP = QgsApplication([], False)
    _APP.initQgis()
    project = QgsProject.instance()
    zones = QgsVectorLayer(str(zones_path), "zones", "ogr")
    flows = QgsVectorLayer(str(flows_path), "flows", "ogr")
    assert flows.isValid() and flows.renderer().type() == "RuleRenderer"
    zones.setOpacity(0.45)  # the totals as a backdrop to the flows
    project.addMapLayers([zones, flows])
    layout = QgsPrintLayout(project)
    layout.initializeDefaults()
    layout.pageCollection().page(0).setPageSize(QgsLayoutSize(160, 142, QgsUnitTypes.LayoutUnit.LayoutMillimeters))
    item = map_item(layout, flows, zones.extent(), 20,
                    f"OD flows ≥ {THRESHOLD}, ε = {EPSILON:g}, {GRID_SIZE}×{GRID_SIZE} zones")
    item.setLayers([flows, zones])
    settings = QgsLayoutExporter.ImageExportSettings()
    settings.dpi = 110
    exporter = QgsLayoutExporter(layout)
    if exporter.exportToImage(str(png), settings) != QgsLayoutExporter.ExportResult.Success:
        raise SystemExit(f"the layout could not be exported: {exporter.errorMessage()}")


def main():
    png = Path(sys.argv[1]) if len(sys.argv) > 1 else PNG
    png.parent.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="spatialdp-odflows-"))
    flows, zones, record = release(folder)
    print(f"spatialdp:odflows: {record['parameters']['pairs']:,} pairs → {flows}")
    render(flows, zones, png)
    print(f"flow map: {png}")


if __name__ == "__main__":
    main()
