"""A file's points sampled per user as they are read (issue 31; spatialdp_qgis/bounded.py).

The central grids with a user id field keep, batch by batch, each user's at most k points
instead of reading the file whole. The release for a seed must be the one of the whole read
(the same file read through QGIS's feature request, which a subset string forces), bit for bit,
whatever the ids, the extent and k; and from outside, over many generators, each of a user's
n_u > k points must be kept with probability k / n_u.
"""

import numpy as np
import pytest
from qgis.core import QgsVectorLayer

import processing

from spatialdp.spatialdp_qgis import arrow
from spatialdp.spatialdp_qgis.bounded import bounded_points

from .conftest import clustered_xy, write_points_gpkg
from .run_defaults import Log

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
SAMPLED = "each user's sample kept as it is read"


def data_sets(tmp_path_factory):
    rng = np.random.default_rng(11)
    x, y = clustered_xy(4000, seed=5)
    x[:30] += 20_000.0  # outside the extent
    heavy = rng.zipf(1.7, 4000) % 300  # a few users with hundreds of points, many with a few
    folder = tmp_path_factory.mktemp("bounded")
    with_nulls = [None if i % 17 == 0 else int(u) for i, u in enumerate(heavy)]
    return {
        "integers": write_points_gpkg(folder / "int.gpkg", x, y, uid=[int(u) for u in heavy]),
        "strings": write_points_gpkg(folder / "str.gpkg", x, y, uid=[f"user {u}" for u in heavy]),
        "nulls": write_points_gpkg(folder / "nulls.gpkg", x, y, uid=with_nulls),
    }


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    return data_sets(tmp_path_factory)


def release(path, alg, whole, **params):
    layer = QgsVectorLayer(f"{path}|layername=points", "points", "ogr")
    if whole:  # read through QGIS's feature request: the points held whole, then bounded
        layer.setSubsetString("fid > 0")
    log = Log()
    result = processing.run(f"spatialdp:{alg}", {
        "INPUT": layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 7, "USER_FIELD": "uid",
        "OUTPUT": "TEMPORARY_OUTPUT", **params}, feedback=log)
    return [f.attributes() for f in result["OUTPUT"].getFeatures()], result["LEDGER"], log.lines


@pytest.mark.parametrize("data", ["integers", "strings", "nulls"])
@pytest.mark.parametrize("alg, params", [
    ("uniformgrid", {"GRID_SIZE": 9, "MAX_PER_USER": 1}),
    ("uniformgrid", {"MAX_PER_USER": 3, "EXTENT": ""}),
    ("uniformgrid", {"GRID_SIZE": 7, "MAX_PER_USER": 2, "CELL_SHAPE": 1}),
    ("adaptivegrid", {"MAX_PER_USER": 4}),
    ("privtree", {"MAX_PER_USER": 5})], ids=["UG k1", "UG data extent k3", "hexagons k2", "AG k4", "PrivTree k5"])
def test_sampling_as_read_releases_what_the_whole_read_releases(provider, files, data, alg, params):
    sampled, sampled_record, log = release(files[data], alg, False, **params)
    whole, whole_record, whole_log = release(files[data], alg, True, **params)
    assert any(SAMPLED in line for line in log) and not any(SAMPLED in line for line in whole_log)
    assert sampled == whole and sampled_record == whole_record and len(sampled) > 4
    warned = [line for line in log if line.startswith("WARNING")]
    assert warned == [line for line in whole_log if line.startswith("WARNING")]
    if data == "nulls":
        assert any("no value in the user id field" in line for line in warned)


def test_a_stream_that_does_not_decode_is_read_whole_and_sampled_alike(provider, tmp_path):
    """Multi-points do not decode from the Arrow stream: the file is then read whole and sampled
    with the keys already drawn, so the release is still the whole read's for the seed."""
    from osgeo import ogr, osr

    rng = np.random.default_rng(4)
    path = tmp_path / "multi.gpkg"
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32633)
    layer = ds.CreateLayer("points", srs, ogr.wkbMultiPoint)
    layer.CreateField(ogr.FieldDefn("uid", ogr.OFTInteger))
    for i in range(600):
        f = ogr.Feature(layer.GetLayerDefn())
        f.SetField("uid", int(rng.integers(40)))
        parts = ", ".join(f"({x} {y})" for x, y in zip(*clustered_xy(int(rng.integers(1, 4)), seed=i)))
        f.SetGeometry(ogr.CreateGeometryFromWkt(f"MULTIPOINT ({parts})"))
        layer.CreateFeature(f)
    ds = layer = None
    sampled, sampled_record, log = release(path, "uniformgrid", False, GRID_SIZE=6, MAX_PER_USER=2)
    whole, whole_record, _ = release(path, "uniformgrid", True, GRID_SIZE=6, MAX_PER_USER=2)
    assert sampled == whole and sampled_record == whole_record


def test_a_table_or_an_extent_from_a_layer_reads_the_file_whole(provider, files):
    """Categories need each point's entry before the sample, an extent from a layer is known
    only once that layer is read: the file is then read whole, as before."""
    _, _, log = release(files["integers"], "uniformgrid", False, GRID_SIZE=5, MAX_PER_USER=2,
                        EXTENT=f"{files['strings']}|layername=points")
    assert "Read 4000 points with the GDAL Arrow stream." in log


def test_a_file_damaged_midway_is_refused_while_sampling(provider, files, monkeypatch):
    """A stream that stops short is refused with its one line, as the whole read is."""
    original = arrow.record_batches

    def cut_short(layer, fields, expected):
        for i, batch in enumerate(original(layer, fields, expected)):
            yield batch
        raise arrow.StreamError(1000, expected, "database disk image is malformed")

    monkeypatch.setattr(arrow, "record_batches", cut_short)
    # INPUT by its path: QGIS 3.22 crashes at exit after a refusal whose INPUT was a layer object
    with pytest.raises(Exception, match="is damaged: GDAL read 1,000 of its 4,000 features"):
        processing.run("spatialdp:uniformgrid", {
            "INPUT": f"{files['integers']}|layername=points", "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 7,
            "USER_FIELD": "uid", "GRID_SIZE": 5, "MAX_PER_USER": 2, "OUTPUT": "TEMPORARY_OUTPUT"}, feedback=Log())


class Quiet:
    def isCanceled(self):  # noqa: N802
        return False

    def setProgress(self, _):  # noqa: N802
        pass


def sample_many(path, user, k, runs):
    """``(points kept of ``user`` per run, points described per run, how often each of the
    user's points was kept)`` over ``runs`` generators. The layer lives only here: a QGIS layer
    left in a failed test's traceback outlives QGIS and crashes the interpreter at exit."""
    layer = QgsVectorLayer(f"{path}|layername=points", "points", "ogr")
    source = [(f.geometry().asPoint(), f["uid"]) for f in layer.getFeatures()]
    theirs = np.array([(p.x(), p.y()) for p, uid in source if uid == user])
    kept_of_user, described, kept = [], [], np.zeros(len(theirs))
    for seed in range(runs):
        points = bounded_points(layer, layer, None, "uid", k, np.random.default_rng(seed), None, Quiet())
        ids = np.asarray(points.attributes["uid"])
        kept_of_user.append(int((ids == user).sum()))
        described.append(len(points))
        chosen = np.c_[points.x, points.y][ids == user]
        kept += (theirs[:, None, :] == chosen[None, :, :]).all(axis=2).any(axis=1)
    return np.array(kept_of_user), np.array(described), kept / runs


def test_each_point_of_a_user_is_kept_with_probability_k_over_its_points(provider, tmp_path):
    """From outside: over many generators, each of the n_u = 12 points of a user is kept with
    frequency k / n_u = 1/4 (5 standard deviations), the user keeps exactly k, and a user with
    fewer than k points keeps them all."""
    n_u, k, runs = 12, 3, 800
    users = [7] * n_u + [8, 8] + list(range(100, 140))
    order = np.random.default_rng(2).permutation(len(users))
    users = [users[i] for i in order]
    x, y = clustered_xy(len(users), seed=9)
    path = write_points_gpkg(tmp_path / "users.gpkg", x, y, uid=users)
    kept_of_heavy, described, frequency = sample_many(path, 7, k, runs)
    kept_of_light, _, _ = sample_many(path, 8, k, 5)
    assert (kept_of_heavy == k).all() and (kept_of_light == 2).all() and (described == len(users)).all()
    sd = np.sqrt(k / n_u * (1 - k / n_u) / runs)
    assert len(frequency) == n_u and np.abs(frequency - k / n_u).max() < 5 * sd, frequency
