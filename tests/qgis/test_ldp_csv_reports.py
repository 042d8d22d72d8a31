"""Reports as plain CSV files, the form the devices write (issue 30; docs/ldp-protocol.md).

A one-column CSV (GDAL's CSV driver cannot open it) and a report,seed CSV
whose 63-bit seeds are text (no .csvt) are read exactly, by the estimate of
a real grid survey and by a campaign's round.
"""

import numpy as np
import pytest

import processing
from spatialdp.core import Domain, ldp_estimate_grid, ldp_grid_reports
from spatialdp.core.campaign import Campaign

from .conftest import clustered_xy

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
DOMAIN = Domain(500_000, 4_000_000, 510_000, 4_010_000)


@pytest.mark.parametrize("oracle", ["GRR", "OLH"])
def test_ldpestimate_reads_plain_csv_reports(provider, tmp_path, oracle):
    x, y = clustered_xy(2_000, seed=3)
    reports, _ = ldp_grid_reports(x, y, DOMAIN, 5, 2.0, np.random.default_rng(4), oracle=oracle)
    path = tmp_path / "reports.csv"
    if oracle == "GRR":  # one column: no separator in the file at all
        path.write_text("report\n" + "".join(f"{r}\n" for r in reports.report))
    else:
        path.write_text("report,seed\n" + "".join(f"{r},{s}\n" for r, s in zip(reports.report, reports.seed)))
    params = {"INPUT": str(path), "REPORT_FIELD": "report", "EXTENT": EXTENT, "GRID_SIZE": 5,
              "EPSILON": 2.0, "OUTPUT": "TEMPORARY_OUTPUT"}
    if oracle == "OLH":
        params["SEED_FIELD"] = "seed"
    result = processing.run("spatialdp:ldpestimate", params)
    got = np.array([f["noisy_count"] for f in result["OUTPUT"].getFeatures()])
    assert np.allclose(got, ldp_estimate_grid(reports.report, reports.seed, DOMAIN, 5, 2.0).counts)


def test_a_round_reads_a_one_column_csv_without_a_round_field_refused(provider, tmp_path):
    """The round field is required: a table without it is refused in one sentence."""
    collection = tmp_path / "c.json"
    Campaign.start(mechanism="AHEAD", domain=DOMAIN, epsilon=1.0, n_users=100, crs="EPSG:32633",
                   options={"depth": 1, "oracle": "GRR"}).save(collection)
    path = tmp_path / "r.csv"
    path.write_text("report\n1\n2\n")
    from qgis.core import QgsProcessingException

    with pytest.raises(QgsProcessingException, match="no field 'round'"):
        processing.run("spatialdp:ldpcloseround", {"COLLECTION": str(collection), "INPUT": str(path)})
    before = collection.read_text()
    assert Campaign.load(collection).rounds == [] and collection.read_text() == before
