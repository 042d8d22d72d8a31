"""The campaign steps in QGIS Processing (issue 30.4-5; docs/ldp-protocol.md): AAG and HDG
from GeoPackage report tables equal the simulation; the campaign's ε per resident goes into the
release register when it starts, and a cap refuses a campaign before anything is written."""

import json

import numpy as np
import pytest
from osgeo import ogr
from qgis.core import QgsProcessingException

import processing
from spatialdp.core import Domain, aag
from spatialdp.core.campaign import Campaign
from spatialdp.core.collection import device_report
from spatialdp.core.mechanisms.hdg import hdg

from .conftest import clustered_xy

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
DOMAIN = Domain(500_000, 4_000_000, 510_000, 4_010_000)


def gpkg_reports(path, round_, reports, tokens=None):
    """A GeoPackage table of one round's reports: integer round and report, 64-bit integer seeds."""
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    table = ds.CreateLayer("reports", None, ogr.wkbNone)
    for name, kind in (("round", ogr.OFTInteger), ("report", ogr.OFTInteger), ("seed", ogr.OFTInteger64),
                       ("token", ogr.OFTString)):
        table.CreateField(ogr.FieldDefn(name, kind))
    table.StartTransaction()
    for i, r in enumerate(reports.report):
        f = ogr.Feature(table.GetLayerDefn())
        f.SetField("round", round_)
        f.SetField("report", int(r))
        if reports.seed is not None:
            f.SetField("seed", int(reports.seed[i]))
        if tokens is not None:
            f.SetField("token", tokens[i])
        table.CreateFeature(f)
    table.CommitTransaction()
    ds = None
    return f"{path}|layername=reports"


@pytest.mark.parametrize("mechanism,number,simulate", [("AAG", 1, aag), ("HDG", 3, hdg)])
def test_aag_and_hdg_campaigns_from_geopackage_tables_are_the_simulation(provider, tmp_path, mechanism,
                                                                         number, simulate):
    x, y = clustered_xy(15_000, seed=5)
    simulated = simulate(x, y, DOMAIN, 2.0, np.random.default_rng(31))
    collection = tmp_path / "c.json"
    processing.run("spatialdp:ldpstart", {
        "MECHANISM": number, "EXTENT": EXTENT, "EPSILON": 2.0, "RESIDENTS": len(x), "ASSIGNMENT_SEED": 31,
        "COLLECTION": str(collection), "PLAN": str(tmp_path / "plan1.json"),
        "INVITATIONS": str(tmp_path / "invitations.csv")})
    rng = np.random.default_rng(31)
    rng.permutation(len(x))
    for k, users in enumerate(Campaign.load(collection).assignment(), start=1):
        plan = Campaign.load(collection).collection().plan()
        table = gpkg_reports(tmp_path / f"round{k}.gpkg", k, device_report(x[users], y[users], plan, rng))
        result = processing.run("spatialdp:ldpcloseround", {"COLLECTION": str(collection), "INPUT": table,
                                                            "PLAN": str(tmp_path / f"plan{k + 1}.json")})
        assert result["ACCEPTED"] == len(users) and result["BAD"] == 0
    out = processing.run("spatialdp:ldpcollectionestimate", {"COLLECTION": str(collection),
                                                             "OUTPUT": "TEMPORARY_OUTPUT"})
    counts = np.array([f["noisy_count"] for f in out["OUTPUT"].getFeatures()])
    assert np.allclose(counts, simulated.counts[simulated.is_leaf], rtol=1e-9, atol=1e-6)
    assert json.loads(out["LEDGER"])["ledger"]["unit_of_privacy"].startswith("resident")


def start(tmp_path, name, register, **more):
    return processing.run("spatialdp:ldpstart", dict({
        "MECHANISM": 2, "DEPTH": 2, "EXTENT": EXTENT, "EPSILON": 1.0, "RESIDENTS": 1000, "TOKENS": True,
        "REGISTER": str(register), "REGISTER_DATASET": "residents of the city",
        "COLLECTION": str(tmp_path / f"{name}.json"), "PLAN": str(tmp_path / f"{name}-plan1.json"),
        "INVITATIONS": str(tmp_path / f"{name}-invitations.csv")}, **more))


def test_a_campaigns_epsilon_per_resident_goes_into_the_register_and_a_cap_refuses_the_next(provider,
                                                                                            tmp_path):
    register = tmp_path / "releases.json"
    start(tmp_path, "spring", register, REGISTER_CAP=1.5)
    entries = json.loads(register.read_text())["releases"]
    assert [(e["unit"].split(" ")[0], e["epsilon"], e["status"], e["dataset"]) for e in entries] == [
        ("resident", "1", "released", "residents of the city")]
    with pytest.raises(QgsProcessingException, match="refuses this release"):
        start(tmp_path, "autumn", register)
    assert not (tmp_path / "autumn.json").exists() and not (tmp_path / "autumn-plan1.json").exists()
    assert len(json.loads(register.read_text())["releases"]) == 1


def test_a_campaign_with_tokens_refuses_a_table_without_them_and_counts_reused_ones(provider, tmp_path):
    start(tmp_path, "c", tmp_path / "r.json")
    campaign = Campaign.load(tmp_path / "c.json")
    plan = campaign.collection().plan()
    first = [(r, t) for r, k, t in campaign.invitations() if k == 1]
    x, y = clustered_xy(1000, seed=2)
    users = np.array([r for r, _ in first])
    reports = device_report(x[users], y[users], plan, np.random.default_rng(3))
    untokened = gpkg_reports(tmp_path / "none.gpkg", 1, reports)
    with pytest.raises(QgsProcessingException, match="token"):
        processing.run("spatialdp:ldpcloseround", {"COLLECTION": str(tmp_path / "c.json"), "INPUT": untokened,
                                                   "TOKEN_FIELD": "missing"})
    tokens = [t for _, t in first]
    tokens[1] = tokens[0]  # one invitation used twice, another not at all
    table = gpkg_reports(tmp_path / "t.gpkg", 1, reports, tokens)
    result = processing.run("spatialdp:ldpcloseround", {"COLLECTION": str(tmp_path / "c.json"), "INPUT": table,
                                                        "PLAN": str(tmp_path / "plan2.json")})
    assert result["BAD"] == 1 and result["ACCEPTED"] == len(users) - 1
    assert Campaign.load(tmp_path / "c.json").rounds[0]["bad"] == {"a token used twice": 1}


def test_evaluate_says_when_a_grid_has_no_release_record(provider, points_layer):
    """A grid written by another tool (a PyQGIS writer) is evaluated, with a warning that nothing
    records its mechanism, ε and extent — never silently."""
    from qgis.core import QgsFeature, QgsGeometry, QgsProcessingFeedback, QgsRectangle

    from .conftest import memory_layer

    class Warnings(QgsProcessingFeedback):
        said = []

        def pushWarning(self, text):  # noqa: N802
            self.said.append(text)
            super().pushWarning(text)

    grid = memory_layer("Polygon", fields="cell_id:integer&field=level:integer&field=parent_id:integer"
                                          "&field=noisy_count:double")
    features = []
    for i in range(4):
        f = QgsFeature(grid.fields())
        f.setGeometry(QgsGeometry.fromRect(QgsRectangle(500_000 + 2_500 * i, 4_000_000, 502_500 + 2_500 * i,
                                                        4_010_000)))
        f.setAttributes([i, 1, None, 10.0])
        features.append(f)
    grid.dataProvider().addFeatures(features)
    grid.setName("handmade")
    feedback = Warnings()
    processing.run("spatialdp:evaluate", {"INPUT": points_layer, "SYNOPSES": [grid], "QUERIES": 5,
                                          "W2_GRID": 0, "OUTPUT": "TEMPORARY_OUTPUT"}, feedback=feedback)
    assert any("'handmade' has no SpatialDP release record" in w for w in feedback.said)


def test_a_round_reads_its_reports_from_a_postgis_table(provider, tmp_path):
    """Reports in a PostgreSQL table (bigint seeds) are read exactly; a wrong-round row is counted."""
    from qgis.core import QgsVectorLayer

    from .postgis_fixture import cluster_or_skip

    cluster = cluster_or_skip()
    try:
        collection = tmp_path / "c.json"
        processing.run("spatialdp:ldpstart", {
            "MECHANISM": 2, "DEPTH": 1, "ORACLE": 2, "EXTENT": EXTENT, "EPSILON": 1.0, "RESIDENTS": 3000,
            "COLLECTION": str(collection), "PLAN": str(tmp_path / "plan1.json"),
            "INVITATIONS": str(tmp_path / "invitations.csv")})
        plan = Campaign.load(collection).collection().plan()
        x, y = clustered_xy(3000, seed=9)
        reports = device_report(x, y, plan, np.random.default_rng(4))
        rows = "".join(f"1\t{r}\t{s}\n" for r, s in zip(reports.report, reports.seed)) + "2\t0\t5\n"
        cluster.sql("CREATE TABLE reports (id serial PRIMARY KEY, round integer, report integer, seed bigint)")
        cluster.sql("COPY reports (round, report, seed) FROM STDIN", stdin=rows)
        uri = cluster.uri("reports").split(" srid=")[0] + ' table="public"."reports"'
        layer = QgsVectorLayer(uri, "reports", "postgres")
        assert layer.isValid(), uri
        result = processing.run("spatialdp:ldpcloseround", {"COLLECTION": str(collection), "INPUT": layer})
        assert result["ACCEPTED"] == len(x) and result["BAD"] == 1
        stored = Campaign.load(collection).rounds[0]
        assert stored["seed"] == [str(int(s)) for s in reports.seed] and stored["bad"] == {"another round": 1}
    finally:
        cluster.stop()


def test_a_campaign_that_cannot_write_its_files_leaves_none_and_no_register_entry(provider, tmp_path):
    register = tmp_path / "releases.json"
    with pytest.raises(QgsProcessingException, match="Cannot write"):
        start(tmp_path, "c", register, INVITATIONS=str(tmp_path / "no such folder" / "i.csv"))
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("releases.json")) == []
    assert json.loads(register.read_text())["releases"] == []
