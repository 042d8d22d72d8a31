"""The direct GeoPackage writer: valid file, valid packed R-tree, same answers as a scan."""

import sqlite3
import threading
import time

import numpy as np
import pytest
from osgeo import ogr
from qgis.core import QgsCoordinateReferenceSystem, QgsFeatureRequest, QgsRectangle, QgsVectorLayer

from spatialdp.spatialdp_qgis.gpkg import RTREE_MAX_CELLS, write_gpkg
from spatialdp.spatialdp_qgis.io import synopsis_fields


def _columns(n):
    return {"cell_id": np.arange(n), "level": np.ones(n, dtype=int), "parent_id": [None] * n,
            "noisy_count": np.arange(n) * 0.5, "density": np.arange(n) * 1e-3,
            "noise_sd": [None] * n, "moe90": np.full(n, 2.0)}


@pytest.mark.parametrize("n", [0, 1, 50, 51, 52, 2_000, 140_000])
def test_rtree_is_valid_and_answers_like_a_scan(tmp_path, n):
    rng = np.random.default_rng(n)
    lo = rng.random((n, 2)) * 1e5 + 5e5
    rects = np.column_stack([lo, lo + rng.random((n, 2)) * 300 + 0.01])
    crs = QgsCoordinateReferenceSystem("EPSG:32633").toWkt(QgsCoordinateReferenceSystem.WktVariant.WKT_PREFERRED)
    path = write_gpkg(str(tmp_path / "cells.gpkg"), synopsis_fields(), crs, rects, _columns(n))
    db = sqlite3.connect(path)
    assert db.execute("SELECT rtreecheck('rtree_cells_geom')").fetchone()[0] == "ok"
    assert db.execute("SELECT count(*) FROM rtree_cells_geom").fetchone()[0] == n
    assert db.execute("SELECT max(length(data)) FROM rtree_cells_geom_node").fetchone()[0] == 4 + 24 * RTREE_MAX_CELLS
    # a large table is written in larger pages, still a GeoPackage (application id "GPKG") SQLite finds sound
    assert db.execute("PRAGMA page_size").fetchone()[0] == (16_384 if n >= 65_536 else 4_096)
    assert db.execute("PRAGMA application_id").fetchone()[0] == 0x47504B47
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    for qx, qy in rng.random((20, 2)) * 1e5 + 5e5:
        q = (qx, qx + 5_000, qy, qy + 5_000)
        got = {r[0] for r in db.execute(
            "SELECT id FROM rtree_cells_geom WHERE maxx >= ? AND minx <= ? AND maxy >= ? AND miny <= ?",
            (q[0], q[1], q[2], q[3]))}
        exact = set(np.flatnonzero((rects[:, 2] >= q[0]) & (rects[:, 0] <= q[1]) &
                                   (rects[:, 3] >= q[2]) & (rects[:, 1] <= q[3])) + 1)
        assert exact <= got  # float32 bounds are rounded outward: never a miss
    db.close()
    layer = QgsVectorLayer(path, "cells", "ogr")
    assert layer.isValid() and layer.featureCount() == n
    if n:
        box = QgsRectangle(5.2e5, 5.2e5, 5.3e5, 5.3e5)
        ids = {f["cell_id"] for f in layer.getFeatures(QgsFeatureRequest().setFilterRect(box))}
        inside = np.flatnonzero((rects[:, 2] >= box.xMinimum()) & (rects[:, 0] <= box.xMaximum()) &
                                (rects[:, 3] >= box.yMinimum()) & (rects[:, 1] <= box.yMaximum()))
        assert ids == set(inside.tolist())


def test_file_stays_editable_after_bulk_load(tmp_path):
    rects = np.array([[0, 0, 1, 1], [1, 0, 2, 1]], dtype=float)
    crs = QgsCoordinateReferenceSystem("EPSG:32633").toWkt()
    path = write_gpkg(str(tmp_path / "e.gpkg"), synopsis_fields(), crs, rects, _columns(2))
    ds = ogr.Open(path, 1)
    layer = ds.GetLayer(0)
    f = ogr.Feature(layer.GetLayerDefn())
    f.SetGeometry(ogr.CreateGeometryFromWkt("POLYGON ((5 5, 6 5, 6 6, 5 6, 5 5))"))
    layer.CreateFeature(f)  # fires the restored triggers (R-tree, feature count)
    assert layer.GetFeatureCount() == 3
    ds = None
    db = sqlite3.connect(path)
    assert db.execute("SELECT count(*) FROM rtree_e_geom").fetchone()[0] == 3
    assert db.execute("SELECT rtreecheck('rtree_e_geom')").fetchone()[0] == "ok"
    db.close()


def test_a_failed_or_cancelled_write_leaves_no_file(tmp_path):
    rects = np.array([[0, 0, 1, 1]], dtype=float)
    crs = QgsCoordinateReferenceSystem("EPSG:32633").toWkt()
    assert write_gpkg(str(tmp_path / "c.gpkg"), synopsis_fields(), crs, rects, _columns(1), lambda: True) is None
    assert not (tmp_path / "c.gpkg").exists()
    with pytest.raises(KeyError):
        write_gpkg(str(tmp_path / "f.gpkg"), synopsis_fields(), crs, rects, {"cell_id": [0]})
    assert not (tmp_path / "f.gpkg").exists()


def test_a_dataset_still_held_elsewhere_does_not_leave_the_table_uncreated(tmp_path, monkeypatch):
    """GDAL writes a new GeoPackage table when its dataset is flushed or closed, and a dataset
    is closed when nothing holds it; something else may (a debugger, a profiler keeping the
    frames of GDAL's Python wrappers, which hold ``self``). The writer flushes it (and closes it
    where GDAL can, ≥ 3.8), so the table is there to fill: a complete file, valid once the
    other holder lets go."""
    held = []
    driver_named = ogr.GetDriverByName

    class Holding:  # the GeoPackage driver, keeping a reference to every dataset it creates
        def __init__(self, name):
            self.driver = driver_named(name)

        def CreateDataSource(self, *args):  # noqa: N802
            held.append(self.driver.CreateDataSource(*args))
            return held[-1]

    monkeypatch.setattr(ogr, "GetDriverByName", Holding)
    rects = np.array([[0, 0, 1, 1], [1, 0, 2, 1]], dtype=float)
    crs = QgsCoordinateReferenceSystem("EPSG:32633").toWkt()
    path = write_gpkg(str(tmp_path / "h.gpkg"), synopsis_fields(), crs, rects, _columns(2))
    assert held
    held.clear()  # the other holder lets go: the dataset is closed now, where it was not before
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert db.execute("SELECT count(*) FROM h").fetchone()[0] == 2
    assert db.execute("SELECT feature_count FROM gpkg_ogr_contents WHERE table_name = 'h'").fetchone()[0] == 2
    db.close()
    assert QgsVectorLayer(path, "h", "ogr").featureCount() == 2


@pytest.mark.parametrize("n", [110, 111, 112, 1_000])
def test_every_row_holds_its_values_across_statements_and_blocks(tmp_path, monkeypatch, n):
    """Rows go in about a hundred per INSERT and a block at a time (issue 31): every row, at
    every statement and block boundary, holds its own rectangle and values, in fid order."""
    from spatialdp.spatialdp_qgis import gpkg

    monkeypatch.setattr(gpkg, "_BLOCK_ROWS", 256)  # several blocks, none a multiple of a statement
    rng = np.random.default_rng(n)
    lo = rng.random((n, 2)) * 1e3
    rects = np.column_stack([lo, lo + 1.0])
    columns = _columns(n)
    columns["noise_sd"] = rng.random(n)
    crs = QgsCoordinateReferenceSystem("EPSG:32633").toWkt()
    path = write_gpkg(str(tmp_path / "rows.gpkg"), synopsis_fields(), crs, rects, columns)
    db = sqlite3.connect(path)
    rows = db.execute("SELECT fid, geom, cell_id, level, parent_id, noisy_count, density, noise_sd, "
                      "moe90 FROM rows ORDER BY fid").fetchall()
    db.close()
    assert [r[0] for r in rows] == list(range(1, n + 1))
    ring = np.array([np.frombuffer(r[1][21:], dtype="<f8") for r in rows])
    np.testing.assert_array_equal(ring[:, [0, 1, 4, 5]], rects)
    for name, got in zip(("cell_id", "level", "parent_id", "noisy_count", "density", "noise_sd", "moe90"),
                         zip(*[r[2:] for r in rows])):
        assert list(got) == np.asarray(columns[name], dtype=object).tolist(), name


def _slow_blobs(rects, built):
    """GeoPackage blobs of ``rects`` that take 5 ms a block, each block counted in ``built``."""
    from spatialdp.spatialdp_qgis import gpkg

    def blobs(srs_id):
        def block(start, stop):
            built.append(start)
            time.sleep(0.005)
            return gpkg.polygon_blobs(rects[start:stop], srs_id)
        return block
    return blobs


def _row_rects(n, step=2.0):
    """``n`` unit squares in a row, ``step`` apart."""
    return np.column_stack([np.arange(n) * step, np.zeros(n), np.arange(n) * step + 1, np.ones(n)])


def test_the_rows_progress_is_reported_from_the_calling_thread_and_a_cancel_stops_them(tmp_path, monkeypatch):
    """The rows go in on a second thread while the R-tree is packed (issue 31); QGIS's feedback
    is only called from the caller's thread, and a cancel stops the rows after their block."""
    from spatialdp.spatialdp_qgis import gpkg

    monkeypatch.setattr(gpkg, "_BLOCK_ROWS", 100)
    monkeypatch.setattr(gpkg, "_POLL_SECONDS", 0.01)
    n, built, threads, shares = 10_000, [], set(), []
    crs = QgsCoordinateReferenceSystem("EPSG:32633").toWkt()

    def progress(share):
        threads.add(threading.get_ident())
        shares.append(share)

    rects = _row_rects(n)
    path = write_gpkg(str(tmp_path / "p.gpkg"), synopsis_fields(), crs, rects, _columns(n),
                      blobs=_slow_blobs(rects, built), progress=progress)
    assert threads == {threading.get_ident()} and len(built) == n // 100
    assert shares == sorted(shares) and len(shares) > 2 and shares[-1] == pytest.approx(gpkg._ROWS_SHARE)
    assert QgsVectorLayer(path, "p", "ogr").featureCount() == n

    built.clear()
    asked = []
    cancelled = lambda: asked.append(1) or len(asked) > 2  # noqa: E731  (cancelled at the third poll)
    assert write_gpkg(str(tmp_path / "c.gpkg"), synopsis_fields(), crs, rects, _columns(n), cancelled,
                      blobs=_slow_blobs(rects, built)) is None
    assert not (tmp_path / "c.gpkg").exists()
    assert len(built) < n // 100 // 2  # stopped after the block under way, not at the end


def test_a_failure_packing_the_rtree_stops_the_rows_and_leaves_no_file(tmp_path, monkeypatch):
    from spatialdp.spatialdp_qgis import gpkg

    def fails(fid, rects):
        raise MemoryError("no memory for the R-tree")

    monkeypatch.setattr(gpkg, "_BLOCK_ROWS", 100)
    monkeypatch.setattr(gpkg, "rtree_nodes", fails)
    n, built = 10_000, []
    rects = _row_rects(n)
    crs = QgsCoordinateReferenceSystem("EPSG:32633").toWkt()
    with pytest.raises(MemoryError):
        write_gpkg(str(tmp_path / "m.gpkg"), synopsis_fields(), crs, rects, _columns(n), blobs=_slow_blobs(rects, built))
    assert not (tmp_path / "m.gpkg").exists() and not list(tmp_path.iterdir())
    assert len(built) < n // 100 // 2


@pytest.mark.parametrize("fid", [[1, 2, 3], [2, 3, 4], [7, 3, 5], [1, 2, 4]], ids=str)
def test_rows_keep_the_feature_ids_given(tmp_path, fid):
    """Feature ids 1…n are left to SQLite to number (issue 31); any others are written as given,
    and the R-tree finds each row under its own id."""
    n = len(fid)
    rects = _row_rects(n, 10.0)
    crs = QgsCoordinateReferenceSystem("EPSG:32633").toWkt()
    path = write_gpkg(str(tmp_path / "ids.gpkg"), synopsis_fields(), crs, rects, _columns(n), fid=np.array(fid))
    db = sqlite3.connect(path)
    rows = dict(db.execute("SELECT fid, cell_id FROM ids").fetchall())
    boxes = dict(db.execute("SELECT id, minx FROM rtree_ids_geom").fetchall())
    assert db.execute("SELECT rtreecheck('rtree_ids_geom')").fetchone()[0] == "ok"
    db.close()
    assert rows == {f: i for i, f in enumerate(fid)}
    assert boxes == {f: 10.0 * i for i, f in enumerate(fid)}
    layer = QgsVectorLayer(path, "ids", "ogr")
    assert sorted(f.id() for f in layer.getFeatures()) == sorted(fid)


@pytest.mark.parametrize("cells", [[], [4], [2, 3, 4, 5], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 4], [5, 3, 4],
                                   [3, 3, 4]], ids=str)
def test_a_run_of_cells_is_written_from_a_view_of_the_same_rectangles(cells):
    """writeSink takes a run of consecutive cells (AG's or PrivTree's leaves) as a slice, a view
    instead of a copy of the rectangles (issue 31); any other set of cells as its indices."""
    from spatialdp.spatialdp_qgis.io import contiguous

    rects = np.arange(40.0).reshape(10, 4)
    run = contiguous(np.array(cells, dtype=np.int64))
    assert isinstance(run, slice) == (len(cells) > 0 and cells == list(range(cells[0], cells[-1] + 1)))
    assert np.array_equal(rects[run], rects[np.array(cells, dtype=np.int64)])
    if isinstance(run, slice):
        assert np.shares_memory(rects[run], rects)


@pytest.mark.parametrize("alg", ["adaptivegrid", "privtree", "uniformgrid"])
def test_the_leaves_are_the_same_in_every_output_format(provider, tmp_path, alg):
    """The same release written to a GeoPackage (the direct writer) and through QGIS's sink to a
    Shapefile and a GeoJSON file (GDAL 3.6 has no WriteArrow; every format but .gpkg goes through
    the sink): the same cells, in the same places, with the same counts."""
    import processing

    from .conftest import clustered_xy, write_points_gpkg

    x, y = clustered_xy(4000, seed=11)
    points = write_points_gpkg(tmp_path / "points.gpkg", x, y)
    cells = {}
    for suffix in ("gpkg", "shp", "geojson"):
        out = tmp_path / f"release.{suffix}"
        processing.run(f"spatialdp:{alg}", {"INPUT": str(points), "EXTENT": "500000,510000,4000000,4010000 "
                                            "[EPSG:32633]", "EPSILON": 1.0, "SEED": 3, "OUTPUT": str(out)})
        layer = QgsVectorLayer(str(out), "release", "ogr")
        count = max(layer.fields().indexOf("noisy_count"), layer.fields().indexOf("noisy_coun"))  # Shapefile: 10
        cells[suffix] = sorted((int(f["cell_id"]), f[count], *(f.geometry().boundingBox().toRectF().getCoords()))
                               for f in layer.getFeatures())
    assert len(cells["gpkg"]) > 100
    for suffix in ("shp", "geojson"):
        assert [r[0] for r in cells[suffix]] == [r[0] for r in cells["gpkg"]]
        assert np.allclose([r[1:] for r in cells[suffix]], [r[1:] for r in cells["gpkg"]], rtol=1e-9, atol=1e-6)
