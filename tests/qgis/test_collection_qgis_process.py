"""A real campaign through ``qgis_process`` (issue 30, "Done means"): start, close every round from
a CSV table of the devices' reports (the state persisted in the collection file between the
processes), estimate — the simulation's release for the same seeds, bad reports counted, not used."""

import csv
import json

import numpy as np
import pytest
from osgeo import ogr

from spatialdp.core import Domain, privag
from spatialdp.core.collection import device_report
from spatialdp.core.mechanisms.ahead import ahead

from ..conftest import qgis_process_run
from .conftest import clustered_xy

pytestmark = pytest.mark.e2e
DOMAIN = Domain(500_000, 4_000_000, 510_000, 4_010_000)
EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


def write_reports(path, plan, reports, extra_rows=(), csvt=False):
    """The devices' CSV (round,report,seed): seeds as text, with or without a .csvt side file."""
    with open(path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["round", "report", "seed"])
        for i, r in enumerate(reports.report):
            writer.writerow([plan.round, int(r), "" if reports.seed is None else str(int(reports.seed[i]))])
        writer.writerows(extra_rows)
    if csvt:
        path.with_suffix(".csvt").write_text('"Integer","Integer","String"\n')


@pytest.mark.e2e
@pytest.mark.parametrize("mechanism,simulate,options", [
    ("PrivAG", privag, {"MECHANISM": 0}), ("AHEAD", ahead, {"MECHANISM": 2, "DEPTH": 6})])
def test_a_campaign_through_qgis_process_is_the_simulation(tmp_path, mechanism, simulate, options):
    x, y = clustered_xy(20_000, seed=11)
    kwargs = {"depth": 6} if mechanism == "AHEAD" else {}
    simulated = simulate(x, y, DOMAIN, 2.0, np.random.default_rng(21), **kwargs)
    home, collection = tmp_path / "home", tmp_path / "collection.json"
    qgis_process_run("spatialdp:ldpstart", home, EXTENT=EXTENT, EPSILON=2, RESIDENTS=len(x),
                     ASSIGNMENT_SEED=21, COLLECTION=collection, PLAN=tmp_path / "plan1.json",
                     INVITATIONS=tmp_path / "invitations.csv", **options)
    rounds = {}
    with open(tmp_path / "invitations.csv") as f:
        for row in csv.DictReader(f):
            rounds.setdefault(int(row["round"]), []).append(int(row["resident"]))
    from spatialdp.core.campaign import Campaign

    rng = np.random.default_rng(21)
    rng.permutation(len(x))  # the simulation's stream: the assignment, then the devices' draws
    bad = 0
    for k in sorted(rounds):
        plan = Campaign.load(collection).collection().plan()  # the same plan the JSON describes
        published = json.loads((tmp_path / f"plan{k}.json").read_text())
        assert published["round"] == k and published["d"] == plan.d
        users = np.array(rounds[k])
        reports = device_report(x[users], y[users], plan, rng)
        extra = [[k + 1, 0, "1"], [k, plan.d + 99, "1"]] if k == 1 else []
        bad += len(extra)
        table = tmp_path / f"round{k}.csv"
        write_reports(table, plan, reports, extra, csvt=k % 2 == 0)
        result = qgis_process_run("spatialdp:ldpcloseround", home, COLLECTION=collection, INPUT=table,
                                  PLAN=tmp_path / f"plan{k + 1}.json")
        assert result["results"]["ACCEPTED"] == len(users) and result["results"]["BAD"] == len(extra)
    out = tmp_path / "estimate.gpkg"
    qgis_process_run("spatialdp:ldpcollectionestimate", home, COLLECTION=collection, OUTPUT=out)
    ds = ogr.Open(str(out))
    layer = ds.GetLayer(0)
    counts = np.array([f.GetField("noisy_count") for f in layer])
    record = json.loads(layer.GetMetadataItem("SPATIALDP_RELEASE"))
    assert np.allclose(counts, simulated.counts[simulated.is_leaf], rtol=1e-9, atol=1e-6)
    assert record["ledger"]["unit_of_privacy"].startswith("resident")
    assert sum(record["parameters"]["bad_reports_left_out"].values()) == bad
    assert record["parameters"]["rounds"] == (2 if mechanism == "PrivAG" else 6)
