"""AG, UG and PrivTree write the same GeoPackage, bit for bit, as before the faster reading and
writing of issue 31 (Arrow points decoded through strided views; the writer's blocks, float columns
and sorted R-tree rows; AG's single pass over a streamed file, the rectangles split and the Morton
codes computed chunk by chunk), whether the file is read whole or streamed batch by batch, its
points held from the description pass or read again for each question.

The digests cover every row of the output table (fid, geometry blob, attributes) and the R-tree's
node, rowid and parent tables; AG's and UG's were generated with the code before those changes
(commit 4df3859), PrivTree's with commit 81501bd (before AG's single pass and the chunks), and
must not move while the algorithms stay as they are. The chunks are made a few hundred points
or cells long, so that the small data sets cross their boundaries.
"""

import hashlib
import sqlite3

import numpy as np
import pytest
from osgeo import ogr

import processing

from spatialdp.core import domain
from spatialdp.core.mechanisms.privtree import PathCells
from spatialdp.spatialdp_qgis import streaming

from .conftest import clustered_xy, write_points_gpkg

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


def datasets(folder):
    """``{name: GeoPackage}``: clustered points; uniform points, some outside the extent; clustered
    points with null geometries among them (the Arrow decoding of a batch with missing points)."""
    rng = np.random.default_rng(31)
    x, y = clustered_xy(8000, seed=5)
    files = {"clustered": write_points_gpkg(folder / "clustered.gpkg", x, y)}
    ux, uy = rng.uniform(499_000, 511_000, 5000), rng.uniform(3_999_000, 4_011_000, 5000)
    files["uniform-outside"] = write_points_gpkg(folder / "uniform.gpkg", ux, uy)
    nulls = write_points_gpkg(folder / "nulls.gpkg", x[:3000], y[:3000])
    ds = ogr.Open(str(nulls), 1)
    layer = ds.GetLayer(0)
    for fid in (1, 2, 500, 2999):
        feature = layer.GetFeature(fid)
        feature.SetGeometryDirectly(None)
        layer.SetFeature(feature)
    ds = layer = feature = None
    files["null-geometries"] = nulls
    return files


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    return datasets(tmp_path_factory.mktemp("digests"))


def file_digest(path):
    """sha-256 (24 hex digits) of the output table's rows and its R-tree's tables, in key order."""
    db = sqlite3.connect(str(path))
    try:
        table = db.execute("SELECT table_name FROM gpkg_contents WHERE data_type = 'features'").fetchone()[0]
        digest = hashlib.sha256()
        for name in (table, f"rtree_{table}_geom_node", f"rtree_{table}_geom_rowid", f"rtree_{table}_geom_parent"):
            for row in db.execute(f'SELECT * FROM "{name}" ORDER BY 1'):
                digest.update(repr(row).encode())
        return digest.hexdigest()[:24]
    finally:
        db.close()


#: (algorithm, data set, seed, ε) → digest of the file written by the code before issue 31's changes
BEFORE = {
    ("adaptivegrid", "clustered", 1, 1.0): "9df49052d69f9d4b58a3f2c2",
    ("adaptivegrid", "clustered", 7, 0.2): "3dad293840c9f624ae2b9418",
    ("adaptivegrid", "uniform-outside", 1, 1.0): "43607f040bb0255be841acfe",
    ("adaptivegrid", "uniform-outside", 7, 0.2): "b16827f6bee7eeb4a34d6dc6",
    ("adaptivegrid", "null-geometries", 1, 1.0): "79b98036393fe1cab4d028ad",
    ("adaptivegrid", "null-geometries", 7, 0.2): "b9c0d2ae8d09dd8e56996490",
    ("uniformgrid", "clustered", 1, 1.0): "1c887e176581cde455471173",
    ("uniformgrid", "clustered", 7, 0.2): "cec945dfc731a3f9678d576f",
    ("uniformgrid", "uniform-outside", 1, 1.0): "bd5cb4d534224c328097d174",
    ("uniformgrid", "uniform-outside", 7, 0.2): "ba3662d1514edcaf867a4994",
    ("uniformgrid", "null-geometries", 1, 1.0): "a15296cfbc9c4a3d214c757f",
    ("uniformgrid", "null-geometries", 7, 0.2): "11402697c7da0fe246d93560",
    ("privtree", "clustered", 1, 1.0): "e6b8aeed8ef069a5b039e01d",
    ("privtree", "clustered", 7, 0.2): "0b9f840b50f1fa4738063f78",
    ("privtree", "uniform-outside", 1, 1.0): "1d36272c5bdaf2b40218c5a4",
    ("privtree", "uniform-outside", 7, 0.2): "0b61d6d3e6e3efd9ea79ac42",
    ("privtree", "null-geometries", 1, 1.0): "30f89ec7862754a4f08d1547",
    ("privtree", "null-geometries", 7, 0.2): "a32b47351606a4a36009b3ad",
}

CASES = [(alg, data, seed, eps) for alg in ("adaptivegrid", "uniformgrid", "privtree")
         for data in ("clustered", "uniform-outside", "null-geometries") for seed, eps in ((1, 1.0), (7, 0.2))]
#: how the file is read: (STREAM_ABOVE, HOLD_BYTES) of :mod:`spatialdp_qgis.streaming`
READINGS = {"streamed, points held": (0, 1 << 30), "streamed, read again for each question": (0, 0),
            "read whole": (10**9, 1 << 30)}


@pytest.fixture
def small_chunks(monkeypatch):
    for module, name in ((domain, "SPLIT_CHUNK"), (domain, "MORTON_CHUNK"), (streaming, "HELD_CHUNK"),
                         (PathCells, "CHUNK")):
        monkeypatch.setattr(module, name, 300)


@pytest.mark.parametrize("alg, data, seed, epsilon", CASES, ids=["-".join(map(str, c)) for c in CASES])
def test_the_written_release_is_the_same_as_before(provider, files, tmp_path, small_chunks, monkeypatch, alg, data,
                                                   seed, epsilon):
    digests = {}
    for reading, (stream_above, hold) in READINGS.items():
        monkeypatch.setattr(streaming, "STREAM_ABOVE", stream_above)
        monkeypatch.setattr(streaming, "HOLD_BYTES", hold)
        out = tmp_path / f"{alg}{len(digests)}.gpkg"
        processing.run(f"spatialdp:{alg}", {"INPUT": str(files[data]), "EXTENT": EXTENT, "EPSILON": epsilon,
                                            "SEED": seed, "OUTPUT": str(out)})
        digests[reading] = file_digest(out)
    assert set(digests.values()) == {BEFORE.get((alg, data, seed, epsilon))}, (alg, data, seed, epsilon, digests)
