"""End to end: ``qgis_process run spatialdp:…`` on GeoPackages, checked with GDAL."""

import json

import numpy as np
import pytest
from osgeo import ogr

from ..conftest import qgis_process_run
from .conftest import clustered_xy, write_points_gpkg

pytestmark = pytest.mark.e2e
EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("e2e")


@pytest.fixture(scope="module")
def points_gpkg(workdir):
    x, y = clustered_xy(20_000, seed=4)
    uid = [None if i == 7 else i % 5000 for i in range(len(x))]  # one point without a user id
    return write_points_gpkg(workdir / "points.gpkg", x, y, uid=uid)


def _read(path):
    ds = ogr.Open(str(path))
    layer = ds.GetLayer(0)
    counts = np.array([f.GetField("noisy_count") for f in layer])
    record = json.loads(layer.GetMetadataItem("SPATIALDP_RELEASE"))
    styles = ds.ExecuteSQL("SELECT useAsDefault FROM layer_styles")
    has_default_style = any(f.GetField(0) for f in styles)
    ds.ReleaseResultSet(styles)
    names = [layer.GetLayerDefn().GetFieldDefn(i).GetName() for i in range(layer.GetLayerDefn().GetFieldCount())]
    return counts, record, has_default_style, names, layer.GetSpatialRef().GetAuthorityCode(None)


@pytest.mark.e2e
def test_uniform_grid_through_qgis_process(workdir, points_gpkg):
    out = workdir / "ug.gpkg"
    result = qgis_process_run("spatialdp:uniformgrid", workdir / "home", INPUT=points_gpkg,
                              EXTENT=EXTENT, EPSILON=0.5, GRID_SIZE=20, OUTPUT=out)
    counts, record, styled, names, epsg = _read(out)
    # secure noise, so not seeded: the sum of 400 DLap(2) is off by ≥ 400 with P < 4e-11 (Chernoff)
    assert len(counts) == 400 and abs(counts.sum() - 20_000) < 400
    assert names == ["cell_id", "level", "parent_id", "noisy_count", "density", "noise_sd", "moe90"]
    assert epsg == "32633" and styled
    assert record["mechanism"] == "UG" and record["suitable_for_release"]
    assert json.loads(result["results"]["LEDGER"])["ledger"]["epsilon_total"] == 0.5


@pytest.mark.e2e
def test_missing_user_ids_are_left_out_not_refused(workdir, points_gpkg):
    """Refusing would make the release depend on the data (issue 23.1): the points are left out."""
    result = qgis_process_run("spatialdp:uniformgrid", workdir / "home", INPUT=points_gpkg, EXTENT=EXTENT,
                              EPSILON=1, USER_FIELD="uid", MAX_PER_USER=2, GRID_SIZE=4,
                              OUTPUT=workdir / "released.gpkg")
    assert (workdir / "released.gpkg").exists()
    assert json.loads(result["results"]["LEDGER"])["ledger"]["epsilon_total"] == 1


@pytest.mark.e2e
def test_points_all_outside_the_extent_release_through_qgis_process(workdir, points_gpkg):
    """No point inside the public extent: a release of noise only, exit 0 (issue 23.1)."""
    out = workdir / "outside.gpkg"
    result = qgis_process_run("spatialdp:uniformgrid", workdir / "home", INPUT=points_gpkg,
                              EXTENT="0,1000,0,1000 [EPSG:32633]", EPSILON=1, GRID_SIZE=4, OUTPUT=out)
    counts, record, _, _, _ = _read(out)
    assert len(counts) == 16 and record["suitable_for_release"]
    assert json.loads(result["results"]["LEDGER"])["ledger"]["epsilon_total"] == 1


@pytest.mark.e2e
def test_adaptive_grid_through_qgis_process(workdir, points_gpkg):
    out = workdir / "ag.gpkg"
    qgis_process_run("spatialdp:adaptivegrid", workdir / "home", INPUT=f"{points_gpkg}|subset=uid IS NOT NULL",
                     EXTENT=EXTENT, EPSILON=1, SEED=3, USER_FIELD="uid", MAX_PER_USER=2, OUTPUT=out)
    counts, record, styled, _, _ = _read(out)
    assert record["mechanism"] == "AG" and record["parameters"]["sensitivity"] == 2
    assert not record["suitable_for_release"]  # seeded
    assert abs(counts.sum() - 10_000) < 600 and styled


@pytest.mark.e2e
@pytest.mark.parametrize("alg", ["ldpuniformgrid", "privag", "aag"])
def test_local_grids_through_qgis_process(workdir, points_gpkg, alg):
    out = workdir / f"{alg}.gpkg"
    result = qgis_process_run(f"spatialdp:{alg}", workdir / "home", INPUT=points_gpkg, EXTENT=EXTENT,
                              EPSILON=3, SEED=1, OUTPUT=out)
    counts, record, styled, names, _ = _read(out)
    assert names[-1] == "norm_sub" and styled
    assert record["ledger"]["model"] == "local"
    assert abs(counts.sum() - 20_000) < 4_000
    assert json.loads(result["results"]["LEDGER"])["mechanism"] == record["mechanism"]


@pytest.mark.e2e
def test_ldp_estimate_through_qgis_process(workdir):
    from spatialdp.core import Domain, ldp_estimate_grid, ldp_grid_reports

    x, y = clustered_xy(3_000, seed=8)
    domain = Domain(500_000, 4_000_000, 510_000, 4_010_000)
    reports, _ = ldp_grid_reports(x, y, domain, 6, 4.0, np.random.default_rng(2), oracle="OLH")
    path = workdir / "reports.gpkg"
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    table = ds.CreateLayer("reports", None, ogr.wkbNone)
    for name in ("report", "seed"):
        table.CreateField(ogr.FieldDefn(name, ogr.OFTInteger64))
    table.StartTransaction()
    for r, s in zip(reports.report, reports.seed):
        f = ogr.Feature(table.GetLayerDefn())
        f.SetField("report", int(r))
        f.SetField("seed", int(s))
        table.CreateFeature(f)
    table.CommitTransaction()
    ds = None
    out = workdir / "estimated.gpkg"
    qgis_process_run("spatialdp:ldpestimate", workdir / "home", INPUT=path, REPORT_FIELD="report",
                     SEED_FIELD="seed", EXTENT=EXTENT, GRID_SIZE=6, EPSILON=4, OUTPUT=out)
    counts, record, _, _, epsg = _read(out)
    assert epsg == "32633" and record["ledger"]["model"] == "local"
    assert np.allclose(counts, ldp_estimate_grid(reports.report, reports.seed, domain, 6, 4.0).counts)


@pytest.mark.e2e
def test_dam_through_qgis_process(workdir, points_gpkg):
    out = workdir / "dam.gpkg"
    qgis_process_run("spatialdp:dam", workdir / "home", INPUT=points_gpkg, EXTENT=EXTENT, EPSILON=2,
                     GRID_SIZE=32, SEED=2, OUTPUT=out)
    counts, record, styled, _, _ = _read(out)
    assert len(counts) == 1024 and abs(counts.sum() - 20_000) < 1 and styled
    assert record["mechanism"] == "DAM" and record["parameters"]["em_iterations"] >= 1


@pytest.mark.e2e
def test_vdr_through_qgis_process(workdir):
    import synthetic
    from qgis.core import QgsVectorLayer

    x, y, user, t = synthetic.city_points(4_000, np.random.default_rng(5), weeks=1)
    points = synthetic.write_points_gpkg(workdir / "spacetime.gpkg", x, y, user, t)
    out = workdir / "vdr.gpkg"
    start = synthetic.START - synthetic.START % 86_400
    qgis_process_run("spatialdp:vdr", workdir / "home", INPUT=points, EXTENT=synthetic.extent_string(),
                     USER_FIELD="user_id", TIME_FIELD="time", TIME_RANGE=f"{start},{start + 8 * 86_400}",
                     GRID_SIZE=8, SLICES=8, MAX_PER_USER=4, EPSILON=1, EPOCHS=2, WIDTH=8, CODEBOOK=16,
                     THREADS=1, SEED=1, OUTPUT=out)
    counts, record, styled, names, _ = _read(out)
    assert len(counts) == 8 * 8 * 8 and names[-2:] == ["t_start", "t_end"] and styled
    assert record["mechanism"] == "VDR"
    layer = QgsVectorLayer(str(out), "vdr", "ogr")
    first = next(layer.getFeatures())
    assert first["t_start"].toMSecsSinceEpoch() // 1000 == start
    # the stored default style carries the temporal settings; QGIS 3.22 applies the renderer
    # when it opens the file but the temporal part only when the default style is (re)loaded
    layer.loadDefaultStyle()
    assert layer.temporalProperties().isActive() and layer.temporalProperties().startField() == "t_start"
