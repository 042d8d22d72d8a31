"""AG, UG and PrivTree write the same GeoPackage, bit for bit, as before the faster reading and
writing of issue 31 (Arrow points decoded through strided views; the writer's blocks, float columns
and sorted R-tree rows; AG's single pass over a streamed file, the rectangles split and the Morton
codes computed chunk by chunk), whether the file is read whole or streamed batch by batch, its
points held from the description pass or read again for each question.

The digests cover every row of the output table (fid, geometry blob, attributes) and the R-tree's
node, rowid and parent tables; AG's and UG's were generated with the code before those changes
(commit 4df3859), PrivTree's with commit 81501bd (before AG's single pass and the chunks), and
must not move while the algorithms stay as they are. The chunks are made a few hundred points
or cells long, so that the small data sets cross their boundaries. Floating-point attributes
enter at 12 significant digits: the margins of error come out of libm and numpy, whose last bits
differ between Debian 12 (numpy 1.24) and Debian 13 (numpy 2.2) for the same release.
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
    """sha-256 (24 hex digits) of the output table's rows and its R-tree's tables, in key order, floats
    at 12 significant digits."""
    db = sqlite3.connect(str(path))
    try:
        table = db.execute("SELECT table_name FROM gpkg_contents WHERE data_type = 'features'").fetchone()[0]
        digest = hashlib.sha256()
        for name in (table, f"rtree_{table}_geom_node", f"rtree_{table}_geom_rowid", f"rtree_{table}_geom_parent"):
            for row in db.execute(f'SELECT * FROM "{name}" ORDER BY 1'):
                digest.update(repr(tuple(f"{v:.12g}" if isinstance(v, float) else v for v in row)).encode())
        return digest.hexdigest()[:24]
    finally:
        db.close()


#: (algorithm, data set, seed, ε) → digest of the file written by the code before issue 31's changes
BEFORE = {
    ("adaptivegrid", "clustered", 1, 1.0): "abffff2c1b5403e46573002b",
    ("adaptivegrid", "clustered", 7, 0.2): "fc598382a07e3597fdfa1374",
    ("adaptivegrid", "uniform-outside", 1, 1.0): "83637d0c199dd0f833f72ee1",
    ("adaptivegrid", "uniform-outside", 7, 0.2): "f2431adea5a90a7dc433ef12",
    ("adaptivegrid", "null-geometries", 1, 1.0): "d785ca22237a14a3adf67e3a",
    ("adaptivegrid", "null-geometries", 7, 0.2): "8e1b6a30fbf3457eb59ea211",
    ("uniformgrid", "clustered", 1, 1.0): "67981b3715a4a6e55df3f9f9",
    ("uniformgrid", "clustered", 7, 0.2): "12dd6df34850ba7c34680357",
    ("uniformgrid", "uniform-outside", 1, 1.0): "a30b350c6e3c233de8489750",
    ("uniformgrid", "uniform-outside", 7, 0.2): "e71ecf9afad08823a4e6c1c1",
    ("uniformgrid", "null-geometries", 1, 1.0): "5bd2ff1f538445826ab482e4",
    ("uniformgrid", "null-geometries", 7, 0.2): "c712fb23f4756004507fac19",
    ("privtree", "clustered", 1, 1.0): "cbda3c95e92bd928e5a943ea",
    ("privtree", "clustered", 7, 0.2): "9e1f11c5d11ee97dff90db51",
    ("privtree", "uniform-outside", 1, 1.0): "2aeb8c6c32cdca11e9b520f3",
    ("privtree", "uniform-outside", 7, 0.2): "5493f97666112b371d0823c4",
    ("privtree", "null-geometries", 1, 1.0): "cdf980c000d43a22cd27e779",
    ("privtree", "null-geometries", 7, 0.2): "70405e069b72e31e434df5c9",
}

#: PrivTree's parameters when its digests were taken: the leaves alone, θ = 0
PAPER_PRIVTREE = {"THETA": 0, "COARSE_SHARE": 0}
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
    # PrivTree's digests are of its leaves alone with θ = 0 (its defaults before issue 29's coarse
    # counts and θ = −2δ); its defaults' files must agree between the readings all the same
    settings = {"pinned": PAPER_PRIVTREE, "defaults": {}} if alg == "privtree" else {"pinned": {}}
    for setting, extra in settings.items():
        digests = {}
        for reading, (stream_above, hold) in READINGS.items():
            monkeypatch.setattr(streaming, "STREAM_ABOVE", stream_above)
            monkeypatch.setattr(streaming, "HOLD_BYTES", hold)
            out = tmp_path / f"{alg}{setting}{len(digests)}.gpkg"
            processing.run(f"spatialdp:{alg}", {"INPUT": str(files[data]), "EXTENT": EXTENT, "EPSILON": epsilon,
                                                "SEED": seed, "OUTPUT": str(out), **extra})
            digests[reading] = file_digest(out)
        expected = {BEFORE.get((alg, data, seed, epsilon))} if setting == "pinned" else {digests["read whole"]}
        assert set(digests.values()) == expected, (alg, setting, data, seed, epsilon, digests)
