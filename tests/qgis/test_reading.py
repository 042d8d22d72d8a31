"""Point reading: the Arrow fast path and the QgsFeatureRequest path agree."""

import numpy as np
import pytest
from osgeo import ogr, osr
from qgis.core import QgsProcessingFeedback, QgsVectorLayer

from spatialdp.spatialdp_qgis.io import read_points


def make_gpkg(path, wkts, fields=(("uid", ogr.OFTString), ("n", ogr.OFTInteger64)), kind=ogr.wkbPoint):
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32633)
    layer = ds.CreateLayer("pts", srs, kind)
    for name, t in fields:
        layer.CreateField(ogr.FieldDefn(name, t))
    for i, wkt in enumerate(wkts):
        f = ogr.Feature(layer.GetLayerDefn())
        for name, t in fields:
            f.SetField(name, f"u{i % 3}" if t == ogr.OFTString else i)
        if wkt:
            f.SetGeometry(ogr.CreateGeometryFromWkt(wkt))
        layer.CreateFeature(f)
    ds = None
    layer = QgsVectorLayer(str(path), "pts", "ogr")
    assert layer.isValid()
    return layer


def both(layer, fields):
    feedback = QgsProcessingFeedback()
    fast = read_points(layer, layer, layer, fields, feedback)
    slow = read_points(layer, None, None, fields, feedback)  # no layer: QgsFeatureRequest
    return fast, slow


@pytest.mark.parametrize("fields", [(), ("uid",), ("n",), ("uid", "n")])
def test_arrow_matches_feature_request(tmp_path, fields):
    rng = np.random.default_rng(0)
    wkts = [f"POINT ({a} {b})" for a, b in rng.random((500, 2)) * 1000]
    wkts[7] = None
    wkts[9] = "POINT EMPTY"
    layer = make_gpkg(tmp_path / "p.gpkg", wkts)
    fast, slow = both(layer, list(fields))
    assert fast.reader == "GDAL Arrow stream" and slow.reader == "QgsFeatureRequest"
    assert len(fast) == len(slow) == 498 and fast.skipped == slow.skipped == 2
    assert np.array_equal(fast.x, slow.x) and np.array_equal(fast.y, slow.y)
    for f in fields:
        assert [str(v) for v in fast.attributes[f]] == [str(v).replace(".0", "") for v in slow.attributes[f]] or \
            np.allclose(fast.attributes[f].astype(float), slow.attributes[f].astype(float))


def test_layer_without_attributes(tmp_path):
    layer = make_gpkg(tmp_path / "bare.gpkg", ["POINT (1 2)", "POINT (3 4)"], fields=())
    fast, slow = both(layer, [])
    assert fast.reader == "GDAL Arrow stream"
    assert list(fast.x) == [1, 3] and list(fast.y) == [2, 4]


def test_multipoints_fall_back_and_explode(tmp_path):
    layer = make_gpkg(tmp_path / "multi.gpkg", ["MULTIPOINT ((1 1),(2 2))", "MULTIPOINT ((3 3))"],
                      kind=ogr.wkbMultiPoint)
    fast, _ = both(layer, ["uid"])
    assert fast.reader == "QgsFeatureRequest"
    assert list(fast.x) == [1, 2, 3] and list(fast.attributes["uid"]) == ["u0", "u0", "u1"]


def test_subset_string_uses_feature_request(tmp_path):
    layer = make_gpkg(tmp_path / "sub.gpkg", [f"POINT ({i} {i})" for i in range(10)])
    layer.setSubsetString('"n" < 4')
    fast, _ = both(layer, [])
    assert fast.reader == "QgsFeatureRequest" and len(fast) == 4


def test_large_integer_ids_stay_exact_and_nulls_are_none(tmp_path):
    from spatialdp.spatialdp_qgis.io import is_missing

    layer = make_gpkg(tmp_path / "ids.gpkg", ["POINT (1 1)", "POINT (2 2)", "POINT (3 3)"],
                      fields=(("n", ogr.OFTInteger64),))
    # ids above 2**53 differ by one; a float would merge them into one user
    ds = ogr.Open(str(tmp_path / "ids.gpkg"), 1)
    for fid, value in ((1, 2**60), (2, 2**60 + 1), (3, None)):
        f = ds.GetLayer(0).GetFeature(fid)
        f.SetField("n", value) if value is not None else f.SetFieldNull("n")
        ds.GetLayer(0).SetFeature(f)
    ds = None
    layer = QgsVectorLayer(str(tmp_path / "ids.gpkg"), "ids", "ogr")
    fast, slow = both(layer, ["n"])
    for points in (fast, slow):
        assert list(points.attributes["n"]) == [2**60, 2**60 + 1, None]
        assert list(is_missing(points.attributes["n"])) == [False, False, True]


def test_unsaved_edits_are_read_through_qgis(tmp_path):
    layer = make_gpkg(tmp_path / "edit.gpkg", ["POINT (1 1)"])
    layer.startEditing()
    from qgis.core import QgsFeature, QgsGeometry, QgsPointXY

    f = QgsFeature(layer.fields())
    f.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(5, 5)))
    layer.addFeature(f)
    points = read_points(layer, layer, layer, [], QgsProcessingFeedback())
    layer.rollBack()
    assert points.reader == "QgsFeatureRequest" and sorted(points.x) == [1, 5]


def test_times_do_not_depend_on_the_time_zone():
    from qgis.PyQt.QtCore import QDateTime, Qt

    from spatialdp.spatialdp_qgis.io import epoch_seconds

    local = QDateTime.fromString("2023-01-01T00:00:00", Qt.DateFormat.ISODate)  # no zone, as QGIS reads a GeoPackage
    utc = QDateTime.fromString("2023-01-01T00:00:00Z", Qt.DateFormat.ISODate)
    values = np.array([local, utc, "2023-01-01T00:00:00", None], dtype=object)
    assert list(epoch_seconds(values)[:3]) == [1672531200.0] * 3
    assert np.isnan(epoch_seconds(values)[3])
    assert list(epoch_seconds(np.array([1.5, 2.0]))) == [1.5, 2.0]


#: a release run in a separate process, so that a reader that never ends fails the test at its
#: timeout instead of hanging the suite: the damaged file read by each reader in turn
#: a reader that never ends on a damaged file fails the test after this long; a working one takes
#: 5–7 s (a minute or two on a machine at load 50), so a slow machine is not taken for a hang
DAMAGED_SECONDS = 600
DAMAGED_RUN = r"""
import json, sys
from qgis.core import QgsApplication, QgsProcessingFeatureSourceDefinition, QgsVectorLayer
app = QgsApplication([], False)
app.initQgis()
from processing.core.Processing import Processing
Processing.initialize()
from spatialdp.tests.qgis.conftest import set_gdal_exceptions
set_gdal_exceptions(sys.argv[2] == "on")
from spatialdp.spatialdp_qgis import streaming
from spatialdp.spatialdp_qgis.provider import SpatialDPProvider
provider = SpatialDPProvider()
assert QgsApplication.processingRegistry().addProvider(provider)
import processing
path, folder = sys.argv[1], sys.argv[3]
layer = QgsVectorLayer(path + "|layername=points", "points", "ogr")
inputs = {"Arrow stream": layer, "batch by batch": layer,
          "QGIS": QgsProcessingFeatureSourceDefinition(path + "|layername=points", False, 10**9)}
outcomes = {}
for reader, value in inputs.items():
    streaming.STREAM_ABOVE = 0 if reader == "batch by batch" else 10**9
    output = f"{folder}/{reader}.gpkg"
    try:
        processing.run("spatialdp:uniformgrid", {"INPUT": value, "EXTENT": "0,1000,0,1000 [EPSG:32633]",
                                                 "EPSILON": 1.0, "GRID_SIZE": 8, "OUTPUT": output,
                                                 "REGISTER": f"{folder}/register.json"})
        outcomes[reader] = "released"
    except Exception as error:
        outcomes[reader] = str(error)
print("OUTCOMES " + json.dumps(outcomes))
"""


def write_gpkg(path, n):
    from .conftest import write_points_gpkg

    rng = np.random.default_rng(23)
    return write_points_gpkg(path, *rng.uniform(0, 1000, (2, n)), uid=[f"u{i % 100}" for i in range(n)])


def overwrite_pages(path, pages, size=4096):
    """Random bytes over the 4 KB ``pages`` of ``path`` (a GeoPackage's SQLite pages)."""
    rng = np.random.default_rng(7)
    with open(path, "r+b") as stream:
        for page in pages:
            stream.seek(page * size)
            stream.write(rng.bytes(size))


@pytest.mark.parametrize("exceptions", ["on", "off"])
@pytest.mark.parametrize("pages", [range(200, 203), range(400, 450)], ids=["3 pages at 200", "50 pages at 400"])
def test_a_damaged_geopackage_is_refused_by_every_reader(tmp_path, pages, exceptions):
    """Issue 23: a 50,000-point GeoPackage with 4 KB pages overwritten. GDAL 3.6's Arrow stream
    went on returning batches after "database disk image is malformed" (a run that never ended),
    and QGIS's iterator ends early without a word (a release of a third of the points). Each
    reader — the whole file as Arrow, batch by batch, QGIS's iterator — must refuse in one line,
    quickly (the process's timeout), with no output file and nothing released in the register;
    with GDAL's Python exceptions on (QGIS ≥ 3.38) and off."""
    import json
    import os
    import subprocess
    import sys

    from ..conftest import PLUGIN_PARENT, QGIS_PLUGINS

    path = write_gpkg(tmp_path / "points.gpkg", 50_000)
    assert os.path.getsize(path) > 450 * 4096
    overwrite_pages(path, pages)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(PLUGIN_PARENT), str(QGIS_PLUGINS)]),
               QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", DAMAGED_RUN, str(path), exceptions, str(tmp_path)],
                          capture_output=True, text=True, timeout=DAMAGED_SECONDS, env=env)
    lines = [line for line in done.stdout.splitlines() if line.startswith("OUTCOMES ")]
    assert lines, done.stderr[-2000:]
    outcomes = json.loads(lines[0][len("OUTCOMES "):])
    for reader in ("Arrow stream", "batch by batch"):
        assert outcomes[reader].startswith(f"'{path}' is damaged: GDAL read "), outcomes
    assert outcomes["QGIS"].startswith("The input layer could not be read whole: "), outcomes
    for reader, message in outcomes.items():
        assert "\n" not in message and message.endswith("."), message
        assert not (tmp_path / f"{reader}.gpkg").exists()
    register = tmp_path / "register.json"
    entries = json.loads(register.read_text())["releases"] if register.exists() else []
    assert [e for e in entries if e["status"] != "pending"] == [] and len(entries) == 0


def outcomes_of_reading(path):
    """The layer's feature count, and what reading it whole (the Arrow stream) and through QGIS
    (a feature limit) gives: "read" or the refusal's text. No QGIS object outlives the call (one
    held by a failed assertion's traceback crashes QGIS's exit)."""
    from qgis.core import QgsProcessingException, QgsProcessingFeatureSourceDefinition

    layer = QgsVectorLayer(f"{path}|layername=points", "points", "ogr")
    outcomes = []
    for value in (layer, QgsProcessingFeatureSourceDefinition(layer.source(), False, 10**9)):
        try:
            read_points(layer, layer, value, [], QgsProcessingFeedback())
            outcomes.append("read")
        except QgsProcessingException as error:
            outcomes.append(str(error))
    return layer.featureCount(), outcomes


@pytest.mark.parametrize("count", [400, 600])
def test_rows_other_than_the_feature_count_are_refused(tmp_path, count):
    """A GeoPackage whose recorded feature count (gpkg_ogr_contents, which GDAL and QGIS trust)
    says 400 or 600 for 500 rows: the Arrow stream gives more rows than the layer holds, or fewer,
    without any GDAL error, and QGIS's iterator the same. Both refuse in one line."""
    import re
    import sqlite3

    path = write_gpkg(tmp_path / "miscounted.gpkg", 500)
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE gpkg_ogr_contents SET feature_count = ?", (count,))
    connection.close()
    counted, (whole, through_qgis) = outcomes_of_reading(path)
    assert counted == count
    arrow_says = "gave more rows than its 400" if count < 500 else "read 500 of its 600"
    assert re.match(rf"^'.*miscounted\.gpkg' is damaged or was changed while it was read: GDAL {arrow_says} "
                    r"features\. ", whole), whole
    came = "401 of its 400" if count < 500 else "500 of its 600"
    assert through_qgis.startswith(f"The input layer could not be read whole: {came} features"), through_qgis


@pytest.mark.parametrize("capacity", [-1, 0, 7, 20, 21, 50], ids=lambda c: f"capacity {c}")
def test_batches_gathered_into_one_array_are_the_rows_in_order(capacity):
    """The Arrow reader fills one array of the layer's feature count (issue 31); a count GDAL does
    not know (−1) or rows beyond it (a layer that grew) are kept aside and joined after it."""
    from spatialdp.spatialdp_qgis.io import Gathered

    rng = np.random.default_rng(3)
    batches = [(rng.normal(size=k), rng.normal(size=k)) for k in (5, 0, 9, 7)]
    gathered = Gathered(capacity)
    for x, y in batches:
        gathered.add(x, y)
    x, y = gathered.arrays()
    assert x.tobytes() == np.concatenate([b[0] for b in batches]).tobytes()
    assert y.tobytes() == np.concatenate([b[1] for b in batches]).tobytes()
