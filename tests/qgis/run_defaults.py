"""Run every ``spatialdp:*`` algorithm with its default parameters; print one JSON line per run.

Used by ``test_optional_deps.py`` in a fresh Python (``python run_defaults.py WORKDIR``) whose
path makes POT and PyTorch unimportable, as in a stock QGIS. Only the parameters without a
default are given (input layers, fields, the output); every run reports whether it succeeded,
its log and its release record.
"""

import json
import sys
from pathlib import Path

import numpy as np
from qgis.core import (
    QgsApplication,
    QgsFeature,
    QgsGeometry,
    QgsPointXY,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QDateTime, Qt

EXTENT = "0,1000,0,1000 [EPSG:32633]"
T0 = 1_700_000_000


class Log(QgsProcessingFeedback):
    """Everything an algorithm tells the user, in order."""

    def __init__(self):
        super().__init__()
        self.lines = []

    def pushInfo(self, text):  # noqa: N802
        self.lines.append(text)

    def pushWarning(self, text):  # noqa: N802
        self.lines.append("WARNING " + text)

    def reportError(self, text, fatal=False):  # noqa: N802
        self.lines.append("ERROR " + text)


def points_layer(n=2_000):
    rng = np.random.default_rng(0)
    layer = QgsVectorLayer("Point?crs=EPSG:32633&field=uid:integer&field=t:datetime", "points", "memory")
    features = []
    for i, (x, y) in enumerate(np.clip(rng.normal(500, 150, (n, 2)), 1, 999)):
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(float(x), float(y))))
        when = QDateTime.fromMSecsSinceEpoch(int((T0 + rng.uniform(0, 86_400)) * 1000), Qt.TimeSpec.UTC)
        f.setAttributes([i % 400, when])
        features.append(f)
    layer.dataProvider().addFeatures(features)
    return layer


def points_xy(layer):
    """The coordinates of a point layer's features, as two arrays."""
    xy = np.array([(f.geometry().asPoint().x(), f.geometry().asPoint().y()) for f in layer.getFeatures()])
    return xy[:, 0], xy[:, 1]


def polygons_layer():
    """A public 4×4 tessellation of the points' extent (a declared polygon layer: spatialdp:polygoncounts)."""
    layer = QgsVectorLayer("Polygon?crs=EPSG:32633&field=name:string", "areas", "memory")
    features = []
    for i in range(16):
        f = QgsFeature(layer.fields())
        x, y = 250 * (i % 4), 250 * (i // 4)
        f.setGeometry(QgsGeometry.fromWkt(
            f"POLYGON (({x} {y}, {x + 250} {y}, {x + 250} {y + 250}, {x} {y + 250}, {x} {y}))"))
        f.setAttributes([str(i)])
        features.append(f)
    layer.dataProvider().addFeatures(features)
    return layer


def trips_layer(n=1_000):
    """Trips as two-vertex lines over the points' extent (spatialdp:odflows)."""
    layer = QgsVectorLayer("LineString?crs=EPSG:32633", "trips", "memory")
    features = []
    for ox, oy, dx, dy in np.random.default_rng(3).uniform(1, 999, (n, 4)):
        f = QgsFeature()
        f.setGeometry(QgsGeometry.fromPolylineXY([QgsPointXY(ox, oy), QgsPointXY(dx, dy)]))
        features.append(f)
    layer.dataProvider().addFeatures(features)
    return layer


def reports_layer():
    from spatialdp.core import Domain, ldp_grid_reports

    x = np.random.default_rng(1).random((2, 2_000)) * 1000
    reports, _ = ldp_grid_reports(x[0], x[1], Domain(0, 0, 1000, 1000), 10, 1.0, np.random.default_rng(2))
    layer = QgsVectorLayer("None?field=report:integer", "reports", "memory")
    features = []
    for r in reports.report:
        f = QgsFeature(layer.fields())
        f.setAttributes([int(r)])
        features.append(f)
    layer.dataProvider().addFeatures(features)
    return layer


def required(points, reports, grid, flows=None):
    """The parameters without a default, per algorithm; others get their defaults. A declared
    mechanism (core.catalogue) needs its input and output, the user id field if it requires
    one and each declared further layer (public polygons), so a new mechanism runs here without
    an entry."""
    from spatialdp.core.catalogue import MECHANISMS

    out = {"OUTPUT": "TEMPORARY_OUTPUT"}
    declared = {m.id: dict(out, INPUT=points, **({"USER_FIELD": "uid"} if m.user_field_required else {}),
                           **{layer.name: polygons_layer() for layer in m.layers})
                for m in MECHANISMS}
    return {
        **declared,
        "ldpestimate": dict(out, INPUT=reports, REPORT_FIELD="report", EXTENT=EXTENT),
        "vdr": dict(out, INPUT=points, USER_FIELD="uid", TIME_FIELD="t"),
        "evaluate": dict(out, INPUT=points, SYNOPSES=[grid]),
        "gridguide": {},
        "odflows": dict(out, INPUT=trips_layer(), ZONES="TEMPORARY_OUTPUT"),
        "evaluateflows": dict(out, INPUT=trips_layer(), FLOWS=flows),
    }


def campaign(workdir, x, y):
    """The reports of each round of a campaign started with the defaults, as the devices send
    them (core.collection.device_report), run through the three campaign steps in turn (issue 30):
    ``{algorithm id: report}``, the close-round step's report the first that failed, if any."""
    from spatialdp.core.campaign import Campaign
    from spatialdp.core.collection import device_report

    work, rng = Path(workdir), np.random.default_rng(3)
    collection = str(work / "campaign.json")
    reports = {"ldpstart": run("ldpstart", {
        "EXTENT": EXTENT, "RESIDENTS": len(x), "COLLECTION": collection,
        "PLAN": str(work / "plan1.json"), "INVITATIONS": str(work / "invitations.csv")})[0]}
    if reports["ldpstart"]["error"] is not None:
        return reports
    for k, users in enumerate(Campaign.load(collection).assignment(), start=1):
        sent = device_report(x[users], y[users], Campaign.load(collection).collection().plan(), rng)
        table = QgsVectorLayer("None?field=round:integer&field=report:integer&field=seed:string"
                               "&field=token:string", "reports", "memory")
        rows = []
        for i, value in enumerate(sent.report):
            row = QgsFeature(table.fields())
            row.setAttributes([k, int(value), None if sent.seed is None else str(int(sent.seed[i])), None])
            rows.append(row)
        table.dataProvider().addFeatures(rows)
        closed, _ = run("ldpcloseround", {"COLLECTION": collection, "INPUT": table,
                                          "PLAN": str(work / f"plan{k + 1}.json")})
        reports.setdefault("ldpcloseround", closed)
        if closed["error"] is not None:
            reports["ldpcloseround"] = closed
            return reports
    reports["ldpcollectionestimate"] = run("ldpcollectionestimate", {
        "COLLECTION": collection, "OUTPUT": "TEMPORARY_OUTPUT"})[0]
    return reports


def run(algorithm_id, parameters):
    from processing.core.Processing import Processing  # noqa: F401 (initialised in main)
    import processing

    log, context = Log(), QgsProcessingContext()
    try:
        result = processing.run(f"spatialdp:{algorithm_id}", parameters, feedback=log, context=context)
        error = None
    except QgsProcessingException as exc:
        result, error = {}, str(exc)
    outputs = {k: v for k, v in result.items() if isinstance(v, (str, int, float))}
    table = result.get("OUTPUT")
    if isinstance(table, QgsVectorLayer) and "metric" in table.fields().names():
        outputs["w2_notes"] = [f["note"] for f in table.getFeatures() if f["metric"] == "w2"]
    return {"algorithm": algorithm_id, "error": error, "log": log.lines, "outputs": outputs}, result


def main(workdir):
    app = QgsApplication([], False)
    app.initQgis()
    sys.path.append("/usr/share/qgis/python/plugins")
    from processing.core.Processing import Processing

    Processing.initialize()
    from spatialdp.spatialdp_qgis.provider import SpatialDPProvider

    provider = SpatialDPProvider()
    QgsApplication.processingRegistry().addProvider(provider)
    points, reports = points_layer(), reports_layer()
    first, grid_result = run("uniformgrid", required(points, reports, None)["uniformgrid"])
    flows = run("odflows", required(points, reports, None)["odflows"])[1].get("OUTPUT")
    table = required(points, reports, grid_result.get("OUTPUT"), flows)
    ids = sorted(a.name() for a in provider.algorithms())
    print(json.dumps({"algorithms": ids}), flush=True)
    steps = campaign(workdir, *points_xy(points))
    for algorithm_id in ids:
        if algorithm_id in steps:
            print(json.dumps(steps[algorithm_id]), flush=True)
            continue
        if algorithm_id not in table:
            print(json.dumps({"algorithm": algorithm_id, "error": "no parameters in run_defaults.py"}))
            continue
        report = first if algorithm_id == "uniformgrid" else run(algorithm_id, table[algorithm_id])[0]
        print(json.dumps(report), flush=True)
    # DENOISE of earlier versions (qgis_process, models), and 0: the VQ-VAE when PyTorch is available
    for legacy in ("true", "false", True, False, 0):
        report, _ = run("vdr", dict(table["vdr"], DENOISE=legacy))
        print(json.dumps(dict(report, algorithm=f"vdr DENOISE={legacy!r}")), flush=True)
    Path(workdir, "done").touch()


if __name__ == "__main__":
    main(sys.argv[1])
