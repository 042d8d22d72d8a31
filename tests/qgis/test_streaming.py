"""Large files counted batch by batch (issue 14): the same release as reading the file whole,
and only where the mechanism declares it (core.declaration.STREAMING).

The threshold above which a file is streamed is lowered for the test, so a small
GeoPackage takes the streaming path through real Processing; the releases must
equal the in-memory path's for the same seed (UG, AG, an extent from the data),
and a user id field (a per-user bound needs each user's points together) keeps
each user's sample as the file is read instead (tests/qgis/test_bounded_reading.py).
"""

import sys
import weakref

import pytest
from qgis.core import QgsVectorLayer

import processing

from spatialdp.core.catalogue import MECHANISMS
from spatialdp.core.declaration import DATABASE_COUNTS, POINTS, POLYGONS, STREAMING
from spatialdp.spatialdp_qgis import streaming

from .conftest import clustered_xy, write_points_gpkg
from .run_defaults import Log

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
STREAMED = "Read 6000 points with the GDAL Arrow stream, batch by batch (memory bounded by the grid)."


@pytest.fixture(scope="module")
def gpkg(tmp_path_factory):
    x, y = clustered_xy(6000, seed=3)
    x[:4], y[4:8], x[8] = 510_000.0, 4_010_000.0, 520_000.0  # on the max edges; outside
    return write_points_gpkg(tmp_path_factory.mktemp("stream") / "points.gpkg", x, y,
                             uid=[f"u{i % 900}" for i in range(6000)])


@pytest.fixture
def opened(monkeypatch):
    """The passes over the file that StreamedPoints opens (one entry each)."""
    passes, original = [], streaming.StreamedPoints.passes

    def counted(self):
        passes.append(1)
        return original(self)

    monkeypatch.setattr(streaming.StreamedPoints, "passes", counted)
    return passes


def release(alg, gpkg, stream_above, **params):
    streaming_limit, streaming.STREAM_ABOVE = streaming.STREAM_ABOVE, stream_above
    try:
        log = Log()
        result = processing.run(f"spatialdp:{alg}", {
            "INPUT": QgsVectorLayer(f"{gpkg}|layername=points", "points", "ogr"), "EXTENT": EXTENT,
            "EPSILON": 1.0, "SEED": 4, "OUTPUT": "TEMPORARY_OUTPUT", **params}, feedback=log)
    finally:
        streaming.STREAM_ABOVE = streaming_limit
    return [f.attributes() for f in result["OUTPUT"].getFeatures()], result["LEDGER"], log.lines


@pytest.mark.parametrize("alg, params", [("uniformgrid", {"GRID_SIZE": 12}), ("adaptivegrid", {}),
                                         ("uniformgrid", {"EXTENT": ""}), ("adaptivegrid", {"EXTENT": ""})],
                         ids=["UG", "AG", "UG data extent", "AG data extent"])
def test_counting_batch_by_batch_equals_reading_whole(provider, gpkg, alg, params):
    streamed, streamed_record, log = release(alg, gpkg, 0, **params)
    whole, whole_record, whole_log = release(alg, gpkg, 10**9, **params)
    assert STREAMED in log and STREAMED not in whole_log
    assert streamed == whole and streamed_record == whole_record


@pytest.mark.parametrize("alg, params, passes", [
    ("adaptivegrid", {}, 3), ("adaptivegrid", {"EXTENT": ""}, 3), ("uniformgrid", {}, 2),
    ("uniformgrid", {"GRID_SIZE": 12}, 2)], ids=["AG", "AG data extent", "UG guideline", "UG"])
@pytest.mark.parametrize("held", [True, False], ids=["points held", "more than HOLD_BYTES"])
def test_the_noisy_n_reads_no_pass_of_its_own(provider, gpkg, monkeypatch, opened, alg, params, passes, held):
    """The description pass counts the points inside the extent, the total a noisy N needs
    (issue 31), and keeps their coordinates up to HOLD_BYTES: then AG and UG read the file once;
    beyond it, AG reads the file three times (description, level 1, leaves), UG twice. Either
    way the release is the same."""
    monkeypatch.setattr(streaming, "HOLD_BYTES", streaming.HOLD_BYTES if held else 16 * 6000 - 1)
    cells, record, log = release(alg, gpkg, 0, **params)
    assert STREAMED in log and len(opened) == (1 if held else passes)
    assert (cells, record) == release(alg, gpkg, 10**9, **params)[:2]


def test_an_extent_taken_from_a_layer_counts_the_held_points_inside_it(provider, gpkg, tmp_path, opened):
    """An extent taken from a layer is known only after the read: the description pass keeps
    every point, and the count questions clip the held points to the extent (points outside it
    are left out, as read whole)."""
    import numpy as np

    corners = write_points_gpkg(tmp_path / "corners.gpkg", np.array([502_000.0, 508_000.0]),
                                np.array([4_002_000.0, 4_008_000.0]))
    extent = str(corners)
    streamed, streamed_record, log = release("adaptivegrid", gpkg, 0, EXTENT=extent)
    assert STREAMED in log and len(opened) == 1
    assert (streamed, streamed_record) == release("adaptivegrid", gpkg, 10**9, EXTENT=extent)[:2]
    assert any("points lie outside the extent and are ignored" in line for line in log)


def test_a_user_bound_samples_the_file_as_it_is_read(provider, gpkg):
    """A per-user bound needs each user's points together: the file is not counted batch by
    batch but each user's sample kept as it is read (spatialdp_qgis/bounded.py)."""
    _, record, log = release("uniformgrid", gpkg, 0, GRID_SIZE=12, USER_FIELD="uid", MAX_PER_USER=2)
    assert "Read 6000 points with the GDAL Arrow stream, each user's sample kept as it is read " \
        "(memory bounded by the users)." in log and '"max_per_user": 2' in record


def test_hexagons_read_the_file_whole(provider, gpkg):
    """Hexagonal cells are binned from the points themselves, so a large file is read whole."""
    cells, _, log = release("uniformgrid", gpkg, 0, GRID_SIZE=12, CELL_SHAPE=1)
    assert "Read 6000 points with the GDAL Arrow stream." in log and len(cells) > 0


def test_polygon_counts_batch_by_batch_equal_reading_whole(provider, gpkg, tmp_path):
    from .test_polygoncounts import NAMES, TRACTS, write_polygons_gpkg

    tracts = str(write_polygons_gpkg(tmp_path / "tracts.gpkg", TRACTS, name=NAMES))
    runs = []
    for stream_above in (0, 10**9):
        streaming_limit, streaming.STREAM_ABOVE = streaming.STREAM_ABOVE, stream_above
        try:
            log = Log()
            result = processing.run("spatialdp:polygoncounts", {
                "INPUT": QgsVectorLayer(f"{gpkg}|layername=points", "points", "ogr"), "POLYGONS": tracts,
                "EPSILON": 1.0, "SEED": 4, "OUTPUT": "TEMPORARY_OUTPUT"}, feedback=log)
        finally:
            streaming.STREAM_ABOVE = streaming_limit
        runs.append(([f.attributes() for f in result["OUTPUT"].getFeatures()], result["LEDGER"], log.lines))
    (streamed, streamed_record, log), (whole, whole_record, whole_log) = runs
    assert STREAMED in log and STREAMED not in whole_log
    assert streamed == whole and streamed_record == whole_record and len(streamed) == 16
    warned = [line for line in log if line.startswith("WARNING")]
    assert warned == [line for line in whole_log if line.startswith("WARNING")]
    assert any("points lie in no polygon" in line for line in warned)


def test_a_file_changed_between_passes_is_refused(tmp_path, monkeypatch):
    """A release counted batch by batch reads a file too large to hold its points in several
    passes (issue 23): a point added by another program between two passes would be counted in
    one and not the other, so the second pass refuses in one line."""
    from osgeo import ogr
    from qgis.core import QgsProcessingException, QgsProcessingFeedback

    from spatialdp.core import Domain

    monkeypatch.setattr(streaming, "HOLD_BYTES", 0)
    x, y = clustered_xy(500, seed=5)
    path = write_points_gpkg(tmp_path / "growing.gpkg", x, y)
    points = streaming.StreamedPoints(QgsVectorLayer(f"{path}|layername=points", "points", "ogr"),
                                      QgsProcessingFeedback())
    assert len(points) == 500
    dataset = ogr.Open(str(path), 1)
    layer = dataset.GetLayer(0)
    feature = ogr.Feature(layer.GetLayerDefn())
    feature.SetGeometry(ogr.CreateGeometryFromWkt("POINT (505000 4005000)"))
    layer.CreateFeature(feature)
    dataset = None
    with pytest.raises(QgsProcessingException, match=r"^'.*growing\.gpkg' changed while it was read \(500 "
                                                       r"features, then 501\); nothing was written\."):
        points.count_outside(Domain(500_000, 4_000_000, 505_000, 4_005_000))


@pytest.mark.parametrize("mechanism", [m for m in MECHANISMS if not m.user_field_required and m.data == POINTS],
                         ids=lambda m: m.id)
def test_a_large_file_is_streamed_exactly_where_the_declaration_says(provider, gpkg, tmp_path, mechanism):
    """Each declared mechanism, run with its defaults on a file above the streaming threshold,
    reads it batch by batch if and only if it declares core.declaration.STREAMING (a mechanism
    that always needs a user id field keeps the points whole whatever it declares)."""
    from .test_polygoncounts import NAMES, TRACTS, write_polygons_gpkg

    params = {}
    if mechanism.domain == POLYGONS:
        params = {"EXTENT": None, mechanism.layers[0].name: str(write_polygons_gpkg(
            tmp_path / "tracts.gpkg", TRACTS, name=NAMES))}
    _, _, log = release(mechanism.id, gpkg, 0, **params)
    assert (STREAMED in log) == mechanism.can(STREAMING)


@pytest.mark.parametrize("capabilities", [{DATABASE_COUNTS}, {STREAMING}], ids=["push-down only", "streaming only"])
def test_streaming_and_push_down_are_declared_apart(provider, gpkg, capabilities):
    """UG declared with one of the two capabilities offers that one only: the streamed path
    follows STREAMING, not the database's DATABASE_COUNTS."""
    import dataclasses

    from spatialdp.core.catalogue import UG
    from spatialdp.spatialdp_qgis.algorithms.mechanism import MechanismAlgorithm

    alg = MechanismAlgorithm(dataclasses.replace(UG, capabilities=frozenset(capabilities)))
    alg.initAlgorithm()
    assert (alg.parameterDefinition("PUSH_DOWN") is not None) == (DATABASE_COUNTS in capabilities)
    streaming_limit, streaming.STREAM_ABOVE = streaming.STREAM_ABOVE, 0
    try:
        log = Log()
        processing.run(alg, {"INPUT": QgsVectorLayer(f"{gpkg}|layername=points", "points", "ogr"),
                             "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 4, "OUTPUT": "TEMPORARY_OUTPUT"},
                       feedback=log)
    finally:
        streaming.STREAM_ABOVE = streaming_limit
    assert (STREAMED in log.lines) == (STREAMING in capabilities)


@pytest.mark.parametrize("stream_above", [0, 10**9], ids=["streamed", "read whole"])
def test_ag_frees_the_points_after_its_last_question(provider, gpkg, monkeypatch, stream_above):
    """Issue 31: AG lets its points go once it has their leaves' counts, before its noise and its
    output (160 MB at 10M points): measured from outside, by whether the arrays the count source
    answered from still exist when AG's constrained inference runs."""
    from spatialdp.core import counting

    ag = sys.modules["spatialdp.core.mechanisms.ag"]
    watched, freed = [], []
    held, array_counts = streaming.StreamedPoints.counts, counting.ArrayCounts.__init__

    def counts(points, *args, **kwargs):
        watched.append(weakref.ref(points.held))
        return held(points, *args, **kwargs)

    def init(source, *args, **kwargs):
        array_counts(source, *args, **kwargs)
        watched.extend([weakref.ref(source.x), weakref.ref(source.y)])

    def inference(*args, **kwargs):
        freed.append(all(ref() is None for ref in watched))
        return ag_inference(*args, **kwargs)

    ag_inference = ag.constrained_inference
    monkeypatch.setattr(streaming.StreamedPoints, "counts", counts)
    monkeypatch.setattr(counting.ArrayCounts, "__init__", init)
    monkeypatch.setattr(ag, "constrained_inference", inference)
    _, _, log = release("adaptivegrid", gpkg, stream_above)
    assert (STREAMED in log) == (stream_above == 0)
    assert len(watched) == (1 if stream_above == 0 else 2) and freed == [True]

