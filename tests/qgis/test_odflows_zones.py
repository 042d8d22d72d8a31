"""spatialdp:odflows with public polygon zones, parents, and two point layers joined by trip id
(issue 27; docs/odflows.md §1, §3b, §3c), run in-process on memory layers."""

import json

import numpy as np
import processing
import pytest
from qgis.core import (QgsFeature, QgsField, QgsGeometry, QgsPointXY, QgsProcessingException, QgsRectangle,
                       QgsVectorLayer)

from spatialdp.spatialdp_qgis import compat

from .test_user_errors import Recorder, one_line

pytestmark = pytest.mark.usefixtures("provider")
CRS = "EPSG:32633"
X0, Y0 = 500_000.0, 4_000_000.0
#: four 1 km squares in a row, districts "a" (0, 1) and "b" (2, 3); east of x0 + 4 km is outside
SQUARES = [(X0 + 1000 * i, Y0, X0 + 1000 * (i + 1), Y0 + 1000) for i in range(4)]


def zones_layer():
    layer = QgsVectorLayer(f"Polygon?crs={CRS}", "zones", "memory")
    layer.dataProvider().addAttributes([QgsField("name", compat.STRING), QgsField("district", compat.STRING)])
    layer.updateFields()
    features = []
    for i, rect in enumerate(SQUARES):
        feature = QgsFeature(layer.fields())
        feature.setGeometry(QgsGeometry.fromRect(QgsRectangle(*rect)))
        feature.setAttributes([f"z{i}", "a" if i < 2 else "b"])
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    return layer


def trip_ends(n=2000, seed=1):
    """Trips with ends spread over x0 … x0 + 5 km: a fifth of the ends lie outside every square."""
    rng = np.random.default_rng(seed)
    ends = rng.random((n, 4)) * [5000, 1000, 5000, 1000] + [X0, Y0, X0, Y0]
    return ends, rng.integers(0, n // 4, n)


def lines_layer(ends, users):
    layer = QgsVectorLayer(f"LineString?crs={CRS}", "trips", "memory")
    layer.dataProvider().addAttributes([QgsField("user_id", compat.LONG_LONG)])
    layer.updateFields()
    features = []
    for (ox, oy, dx, dy), user in zip(ends, users):
        feature = QgsFeature(layer.fields())
        feature.setGeometry(QgsGeometry.fromPolylineXY([QgsPointXY(ox, oy), QgsPointXY(dx, dy)]))
        feature.setAttributes([int(user)])
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    return layer


def points_layer(xy, ids, name):
    layer = QgsVectorLayer(f"Point?crs={CRS}", name, "memory")
    layer.dataProvider().addAttributes([QgsField("trip", compat.STRING)])
    layer.updateFields()
    features = []
    for (x, y), trip in zip(xy, ids):
        feature = QgsFeature(layer.fields())
        feature.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(x, y)))
        feature.setAttributes([trip])
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    return layer


def run(params, feedback=None):
    params = {"EPSILON": 1.0, "SEED": 5, "OUTPUT": "TEMPORARY_OUTPUT", "ZONES": "TEMPORARY_OUTPUT", **params}
    return processing.run("spatialdp:odflows", params, feedback=feedback)


def rows(layer):
    return [(f.attributes(), f.geometry()) for f in layer.getFeatures()]


def test_polygon_zones_with_parents_count_every_trip_and_parents_add_up():
    """Four squares (two districts) as zones: 5 zones with the outside one, 25 flows; the zones
    layer holds the squares and a feature without geometry for outside; the parent flows (3
    parents: a, b, outside) are the sums of their children; the ledger has the parent step."""
    ends, users = trip_ends()
    recorder = Recorder()
    result = run({"INPUT": lines_layer(ends, users), "POLYGONS": zones_layer(), "PARENT_FIELD": "district",
                  "USER_FIELD": "user_id", "MAX_PER_USER": 4, "PARENT_FLOWS": "TEMPORARY_OUTPUT", "GRID_SIZE": 7},
                 recorder)
    assert any("the grid size" in w for w in recorder.warnings)  # ignored with polygons, and said so
    record = json.loads(result["LEDGER"])
    steps = {s["step"]: s["epsilon"] for s in record["ledger"]["steps"]}
    assert "parent OD matrix" in steps and sum(steps.values()) == pytest.approx(1.0)
    assert record["parameters"]["zones"] == 5 and record["parameters"]["parents"] == 3
    flows = result["OUTPUT"].getFeatures()
    matrix = np.zeros((5, 5))
    lines = 0
    for f in flows:
        matrix[f["origin"], f["destination"]] = f["noisy_count"]
        lines += not f.geometry().isNull()
    assert lines == 4 * 3  # between two different squares only: outside has no point to draw
    zones = {f["zone"]: f for f in result["ZONES"].getFeatures()}
    assert sorted(zones) == [0, 1, 2, 3, 4] and zones[4].geometry().isNull()
    assert zones[0]["name"] == "z0" and zones[0]["noisy_count"] == pytest.approx(matrix[0].sum())
    assert zones[4]["incoming"] == pytest.approx(matrix[:, 4].sum())
    parent = np.array([0, 0, 1, 1, 2])
    parents = np.zeros((3, 3))
    for f in result["PARENT_FLOWS"].getFeatures():
        parents[f["origin"], f["destination"]] = f["noisy_count"]
    summed = np.zeros((3, 3))
    np.add.at(summed, (parent[:, None].repeat(5, 1), parent[None, :].repeat(5, 0)), matrix)
    assert np.allclose(parents, summed)
    # every trip counts (each user's at most 4): the released total is that number within the noise
    kept = np.minimum(np.bincount(users), 4).sum()
    assert abs(matrix.sum() - kept) < 150


def test_two_point_layers_joined_by_trip_id_log_what_is_left_out():
    """Origins and destinations joined by trip id: one destination missing and one id twice among
    the origins leave out two trips, said in the log with their counts; a trip id without the
    destination layer is refused in one line."""
    ends, _ = trip_ends(300)
    ids = [f"t{i}" for i in range(300)]
    origin_ids = ids[:-1] + ["t0"]  # t299 has no origin... and t0 two
    origins = points_layer(ends[:, :2], origin_ids, "origins")
    destinations = points_layer(ends[:, 2:], ids, "destinations")
    recorder = Recorder()
    result = run({"INPUT": origins, "DESTINATIONS": destinations, "TRIP_ID": "trip", "DEST_TRIP_ID": "trip",
                  "POLYGONS": zones_layer(), "MARGINAL_SHARE": 0}, recorder)
    assert any("1 trips miss an end" in w and "1 trip ids occur more than once" in w for w in recorder.warnings), \
        recorder.warnings
    assert any("Joined 298 trips" in i for i in recorder.infos)
    record = json.loads(result["LEDGER"])  # published: the fields, never how many were left out
    assert record["parameters"]["trip_id_fields"] == ["trip", "trip"] and "298" not in result["LEDGER"]
    total = sum(f["noisy_count"] for f in result["OUTPUT"].getFeatures())
    assert abs(total - 298) < 100
    with pytest.raises(QgsProcessingException) as error:
        run({"INPUT": origins, "TRIP_ID": "trip", "POLYGONS": zones_layer()})
    assert "destination points" in one_line(error)


def test_a_grid_with_parent_blocks_finds_flows_among_many_zones():
    """100×100 zones (10⁸ pairs) in 10×10 blocks: the sparse path releases the 100 parents' flows,
    then the zones only inside the parent pairs whose noisy count reaches θ_P; a concentrated flow
    of 60 trips between two cells is published."""
    rng = np.random.default_rng(3)
    ends = rng.random((4000, 4)) * 10_000 + [X0, Y0, X0, Y0]
    ends[:60] = [X0 + 150, Y0 + 150, X0 + 9_850, Y0 + 9_850]
    result = run({"INPUT": lines_layer(ends, np.arange(4000)), "GRID_SIZE": 100, "PARENT_BLOCK": 10,
                  "EXTENT": f"{X0},{X0 + 10_000},{Y0},{Y0 + 10_000} [{CRS}]", "PARENT_FLOWS": "TEMPORARY_OUTPUT"})
    record = json.loads(result["LEDGER"])
    assert record["parameters"]["sparse"] is True and record["parameters"]["parents"] == 100
    assert record["parameters"]["candidates"] < 10**8
    found = [(f["origin"], f["destination"], f["noisy_count"]) for f in result["OUTPUT"].getFeatures()]
    assert any(o == 101 and d == 98 * 100 + 98 for o, d, _ in found), found[:5]
    assert result["PARENT_FLOWS"].featureCount() == 100 * 100


def test_evaluateflows_measures_a_release_against_the_true_trips(tmp_path):
    """spatialdp:evaluateflows reads the release's zones from its record (a grid) or the polygons,
    locates the true trips in them and reports the group flows' errors, the top-100 recall and the
    totals' errors; a layer that is not an OD release is refused in one line."""
    ends, users = trip_ends(3000, seed=2)
    trips = lines_layer(ends, users)
    extent = f"{X0},{X0 + 5000},{Y0},{Y0 + 1000} [{CRS}]"
    grid = run({"INPUT": trips, "GRID_SIZE": 4, "EXTENT": extent, "EPSILON": 4.0,
                "OUTPUT": str(tmp_path / "flows.gpkg")})
    table = processing.run("spatialdp:evaluateflows", {"INPUT": trips, "FLOWS": grid["OUTPUT"], "QUERIES": 50,
                                                       "OUTPUT": "TEMPORARY_OUTPUT"})["OUTPUT"]
    rows = {(f["metric"], f["statistic"]): f["value"] for f in table.getFeatures()}
    median = rows[("flows between zone groups: relative error", "p50")]
    assert 0 <= median < 0.2, rows  # 3,000 trips over 256 pairs at ε = 4: small errors
    assert rows[("top-100 flows recovered", "share")] > 0.5
    assert rows[("outgoing totals: absolute error", "mean")] < 30
    polygons = run({"INPUT": trips, "POLYGONS": zones_layer(), "EPSILON": 4.0, "OUTPUT": str(tmp_path / "p.gpkg")})
    table = processing.run("spatialdp:evaluateflows", {"INPUT": trips, "FLOWS": polygons["OUTPUT"],
                                                       "POLYGONS": zones_layer(), "OUTPUT": "TEMPORARY_OUTPUT"})["OUTPUT"]
    assert table.featureCount() == 8  # mean and four percentiles, the recall, two totals
    with pytest.raises(QgsProcessingException) as error:
        processing.run("spatialdp:evaluateflows", {"INPUT": trips, "FLOWS": zones_layer(), "OUTPUT": "TEMPORARY_OUTPUT"})
    assert "Private origin–destination flows" in one_line(error)


def test_evaluate_hands_an_od_release_to_evaluateflows(tmp_path):
    """spatialdp:evaluate given an OD release (its zones are polygons with cell ids, like a grid) does
    not evaluate it as a grid of points: it names, in one line, the tool that answers OD queries."""
    ends, users = trip_ends(500, seed=3)
    extent = f"{X0},{X0 + 5000},{Y0},{Y0 + 1000} [{CRS}]"
    release = run({"INPUT": lines_layer(ends, users), "GRID_SIZE": 3, "EXTENT": extent,
                   "ZONES": str(tmp_path / "zones.gpkg")})
    origins = points_layer(ends[:, :2], [str(i) for i in range(len(ends))], "origins")
    with pytest.raises(QgsProcessingException) as error:
        processing.run("spatialdp:evaluate", {"INPUT": origins, "SYNOPSES": [release["ZONES"]],
                                              "OUTPUT": "TEMPORARY_OUTPUT"})
    assert "zones" in one_line(error) and "(spatialdp:evaluateflows)" in one_line(error)


def test_one_user_outside_every_polygon_changes_the_released_flows_by_k():
    """Through the algorithm, same seed: adding a user whose 6 trips all leave the polygons changes
    the released flows by exactly k = 2 in L1 (their 2 kept trips count in the outside zone's
    pairs: not dropped, not counted twice)."""
    ends, users = trip_ends(600, seed=4)
    extra = np.array([[X0 + 500, Y0 + 500, X0 + 4500, Y0 + 500]] * 6)
    extra[:, 2] = X0 + 4_600 + np.arange(6) * 50  # east of every square: the outside zone
    with_user = lines_layer(np.vstack([ends, extra]), np.r_[users, np.full(6, 10_000)])

    def released(layer):
        result = run({"INPUT": layer, "POLYGONS": zones_layer(), "USER_FIELD": "user_id", "MAX_PER_USER": 2,
                      "MARGINAL_SHARE": 0})
        matrix = np.zeros((5, 5))
        for f in result["OUTPUT"].getFeatures():
            matrix[f["origin"], f["destination"]] = f["noisy_count"]
        return matrix

    assert np.abs(released(with_user) - released(lines_layer(ends, users))).sum() == 2


def test_flows_per_period_carry_their_period_and_the_zones_theirs(tmp_path):
    """TIME_FIELD, TIME_RANGE and PERIOD as in the count tables: one flow per (origin, destination,
    period) with t_start and t_end, the zones once per period, one draw for the matrix in the ledger;
    trips outside the range are left out (and logged); sparse or parents with periods are refused
    before any noise."""
    from qgis.PyQt.QtCore import QDateTime, Qt

    ends, users = trip_ends(600, seed=4)
    layer = lines_layer(ends, users)
    layer.dataProvider().addAttributes([QgsField("t", compat.DATE_TIME)])
    layer.updateFields()
    day = np.arange(len(ends)) % 4  # the fourth day lies outside the public range of three
    layer.dataProvider().changeAttributeValues({f.id(): {1: QDateTime.fromSecsSinceEpoch(
        int(1_700_000_000 // 86_400 * 86_400 + day[i] * 86_400 + 3600), Qt.TimeSpec.UTC)}
        for i, f in enumerate(layer.getFeatures())})
    start = QDateTime.fromSecsSinceEpoch(1_700_000_000 // 86_400 * 86_400, Qt.TimeSpec.UTC)
    time_range = f"{start.toString(Qt.DateFormat.ISODate)}/{start.addDays(3).toString(Qt.DateFormat.ISODate)}"
    extent = f"{X0},{X0 + 5000},{Y0},{Y0 + 1000} [{CRS}]"
    recorder = Recorder()
    result = run({"INPUT": layer, "GRID_SIZE": 2, "EXTENT": extent, "TIME_FIELD": "t", "TIME_RANGE": time_range,
                  "PERIOD": 0, "EPSILON": 50.0, "OUTPUT": str(tmp_path / "flows.gpkg"),
                  "ZONES": str(tmp_path / "zones.gpkg")}, recorder)
    record = json.loads(result["LEDGER"])
    assert [s["step"] for s in record["ledger"]["steps"]] == ["OD matrix", "outgoing totals", "incoming totals"]
    assert record["parameters"]["periods"] == 3
    flows = QgsVectorLayer(str(tmp_path / "flows.gpkg"), "flows", "ogr")
    zones = QgsVectorLayer(str(tmp_path / "zones.gpkg"), "zones", "ogr")
    assert flows.featureCount() == 3 * 16 and zones.featureCount() == 3 * 4
    starts = sorted({f["t_start"].toSecsSinceEpoch() for f in flows.getFeatures()})
    assert starts == [start.toSecsSinceEpoch() + d * 86_400 for d in range(3)]
    per_day = [sum(f["noisy_count"] for f in flows.getFeatures() if f["t_start"].toSecsSinceEpoch() == s)
               for s in starts]
    assert all(abs(c - 150) < 20 for c in per_day), per_day  # 150 trips a day; the fourth day's left out
    assert {f["t_end"].toSecsSinceEpoch() - f["t_start"].toSecsSinceEpoch() for f in zones.getFeatures()} == {86_400}
    assert any("no time inside the time range" in m for m in recorder.warnings)


@pytest.mark.parametrize("option", [{"SPARSE": True}, {"PARENT_BLOCK": 1}], ids=["sparse", "parents"])
def test_flows_per_period_with_the_sparse_path_or_parents_are_refused_in_one_line(option):
    """Periods run on the dense path without parents: asked for both, the run is refused before
    any trip is read. (A test of its own: after the release above in the same test, a refusal
    left QGIS 3.22 crashing at exit.)"""
    ends, users = trip_ends(60, seed=4)
    layer = lines_layer(ends, users)
    layer.dataProvider().addAttributes([QgsField("t", compat.DATE_TIME)])
    layer.updateFields()
    with pytest.raises(QgsProcessingException) as error:
        run({"INPUT": layer, "GRID_SIZE": 2, "EXTENT": f"{X0},{X0 + 5000},{Y0},{Y0 + 1000} [{CRS}]",
             "TIME_FIELD": "t", "TIME_RANGE": "2023-11-14/2023-11-17", "PERIOD": 0, **option})
    assert "per period" in one_line(error)
