"""The device protocol's wire format (core.wire; docs/ldp-protocol.md; issue 30).

The test vectors a port of the device side must reproduce are the core's own
device step fed fixed random words; the committed file must be what the core
computes now. The server's screening of a round's reports counts every bad
row and never uses it.
"""

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from spatialdp.core import Domain, oracles
from spatialdp.core.collection import device_report, start_collection
from spatialdp.core.wire import (
    BAD_ROUND, BAD_SEED, BAD_TOKEN, BAD_VALUE, DUPLICATE, plan_document, screen_reports,
)

REPO = Path(__file__).resolve().parents[2]
VECTORS = REPO / "clients" / "js" / "test" / "vectors.json"
DOMAIN = Domain(0.0, 0.0, 100.0, 100.0)


def test_the_committed_test_vectors_are_the_cores(tmp_path):
    out = tmp_path / "vectors.json"
    subprocess.run([sys.executable, str(REPO / "scripts" / "ldp_vectors.py"), str(out)], check=True,
                   capture_output=True)
    assert json.loads(out.read_text()) == json.loads(VECTORS.read_text())


def test_a_plan_carries_the_exact_oracle_parameters():
    collection = start_collection("PrivAG", DOMAIN, 1.0, 5000, oracle="OLH", grid_size=3)
    doc = json.loads(json.dumps(plan_document(collection.plan(), collection="c", mechanism="PrivAG",
                                              rounds=2)))
    assert doc["oracle"] == {"name": "OLH", "g": 4, "flip_weight": str(oracles.grr_flip_weight(4, 1.0))}
    assert doc["partition"] == {"kind": "grid", "nx": 3, "ny": 3} and doc["d"] == 9
    assert doc["version"] == 1 and doc["round"] == 1 and doc["rounds"] == 2


def test_screening_counts_every_bad_report_and_uses_only_the_good_ones():
    collection = start_collection("PrivAG", DOMAIN, 1.0, 5000, oracle="OLH", grid_size=3)
    plan = collection.plan()
    doc = plan_document(plan, collection="c", mechanism="PrivAG", rounds=2)
    good = device_report(np.array([10.0, 50.0]), np.array([10.0, 90.0]), plan, np.random.default_rng(1))
    rows = [{"round": 1, "report": int(good.report[0]), "seed": str(good.seed[0]), "token": "a"},
            {"round": "1", "report": str(good.report[1]), "seed": str(good.seed[1]), "token": "b"},
            {"round": 2, "report": 0, "seed": "5", "token": "c"},
            {"round": 1, "report": 4, "seed": "5", "token": "d"},
            {"round": 1, "report": 0, "seed": "1e18", "token": "e"},
            {"round": 1, "report": 0, "seed": str(1 << 63), "token": "f"},
            {"round": 1, "report": 0, "seed": 9.0e18, "token": "g"},
            {"round": 1, "report": 0, "seed": "7", "token": "zz"},
            {"round": 1, "report": 1, "seed": "7", "token": "a"}]
    screened = screen_reports(doc, rows, tokens=set("abcdefgh"))
    assert screened.bad == {BAD_ROUND: 1, BAD_VALUE: 1, BAD_SEED: 3, BAD_TOKEN: 1, DUPLICATE: 1}
    assert np.array_equal(screened.reports.report, good.report)
    assert np.array_equal(screened.reports.seed, good.seed) and screened.reports.g == 4


@pytest.mark.parametrize("value", [None, "", "x", "-0x1", True, 1.5])
def test_a_report_that_is_not_an_integer_is_bad(value):
    doc = plan_document(start_collection("AHEAD", DOMAIN, 1.0, 100, depth=2, oracle="GRR").plan(),
                        collection="c", mechanism="AHEAD", rounds=2)
    assert screen_reports(doc, [{"round": 1, "report": value}]).bad == {BAD_VALUE: 1}


def test_the_collector_writes_reports_and_refuses_what_is_not_one(tmp_path):
    """clients/collector/collect.py: one CSV row per report of protocol v1, nothing for anything else."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("collect", REPO / "clients" / "collector" / "collect.py")
    collect = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(collect)
    good = {"protocol": "spatialdp-ldp", "version": 1, "collection": "c", "round": 2, "report": 7,
            "seed": "123456789012345678", "token": "Ab_-9"}
    assert collect.report_row(good) == [2, 7, "123456789012345678", "Ab_-9"]
    assert collect.report_row(dict(good, seed=None, token=None)) == [2, 7, "", ""]
    for bad in ({"version": 2}, {"protocol": "x"}, {"round": True}, {"report": -1}, {"report": 1.0},
                {"seed": 5}, {"seed": "1e5"}, {"seed": "9" * 20}, {"token": "a,b"}, {"token": ""}):
        assert collect.report_row(dict(good, **bad)) is None, bad
    assert collect.report_row([good]) is None
    collector = collect.Collector(tmp_path / "out")
    collector.add([2, 7, "5", "t"])
    collector.add([2, 1, "", ""])
    assert (tmp_path / "out" / "round2.csv").read_text() == "round,report,seed,token\n2,7,5,t\n2,1,,\n"
