"""A campaign persisted in its collection file between rounds (core.campaign; issue 30.4-5).

Each round is closed by a new Campaign loaded from the file, as days apart:
the estimate equals the simulation's for the same seeds.
"""

import numpy as np
import pytest

from spatialdp.core import Domain, privag
from spatialdp.core.campaign import RESIDENT_UNIT, Campaign, CampaignError
from spatialdp.core.collection import device_report
from spatialdp.core.mechanisms.ahead import ahead
from spatialdp.core.wire import DUPLICATE

from .test_ahead import clustered

DOMAIN = Domain(0.0, 0.0, 100.0, 100.0)


def device_rows(campaign, x, y, rng, users, tokens=None):
    plan = campaign.collection().plan()
    reports = device_report(x[users], y[users], plan, rng)
    return [{"round": len(campaign.rounds) + 1, "report": int(r),
             "seed": None if reports.seed is None else str(int(reports.seed[i])),
             "token": None if tokens is None else tokens[i]} for i, r in enumerate(reports.report)]


@pytest.mark.parametrize("mechanism,simulate,options", [
    ("PrivAG", privag, {}), ("AHEAD", ahead, {"depth": 6})])
def test_a_campaign_closed_from_its_file_round_by_round_is_the_simulation(tmp_path, mechanism,
                                                                          simulate, options):
    x, y = clustered(20_000, seed=3)
    simulated = simulate(x, y, DOMAIN, 2.0, np.random.default_rng(5), **options)
    path = tmp_path / "campaign.json"
    Campaign.start(mechanism=mechanism, domain=DOMAIN, epsilon=2.0, n_users=len(x), assignment_seed=5,
                   options=options).save(path)
    rng = np.random.default_rng(5)
    groups = Campaign.load(path).assignment()
    rng.permutation(len(x))  # the devices' draws follow the assignment's in the simulation's stream
    for users in groups:
        campaign = Campaign.load(path)
        screened = campaign.close_round(device_rows(campaign, x, y, rng, users))
        assert screened.n_bad == 0
        campaign.save(path)
    real = Campaign.load(path).estimate()
    assert np.array_equal(real.rects, simulated.rects)
    assert np.allclose(real.counts, simulated.counts, rtol=1e-12, atol=1e-9)
    assert real.ledger.unit == RESIDENT_UNIT and real.secure


def test_tokens_bind_a_resident_to_one_round_and_count_once(tmp_path):
    x, y = clustered(3_000, seed=4)
    campaign = Campaign.start(mechanism="AHEAD", domain=DOMAIN, epsilon=1.0, n_users=len(x), tokens=True,
                              options={"depth": 2})
    invitations = campaign.invitations()
    assert sorted(r for r, _, _ in invitations) == list(range(len(x)))
    first = [(r, t) for r, k, t in invitations if k == 1]
    users, tokens = np.array([r for r, _ in first]), [t for _, t in first]
    rows = device_rows(campaign, x, y, np.random.default_rng(1), users, tokens)
    screened = campaign.close_round(rows + rows[:7])
    assert screened.bad == {DUPLICATE: 7} and len(screened.reports) == len(users)


def test_a_finished_campaign_has_no_next_plan_and_an_unfinished_one_no_estimate(tmp_path):
    campaign = Campaign.start(mechanism="AHEAD", domain=DOMAIN, epsilon=1.0, n_users=500,
                              options={"depth": 1})
    with pytest.raises(CampaignError, match="0 of 1 rounds"):
        campaign.estimate()
    (tmp_path / "bad.json").write_text('{"format": "other"}')
    with pytest.raises(CampaignError, match="not a SpatialDP collection file"):
        Campaign.load(tmp_path / "bad.json")


def test_two_runs_closing_the_same_round_cannot_both_save(tmp_path):
    """The second run to save finds the file changed since it loaded it and writes nothing."""
    x, y = clustered(2_000, seed=6)
    path = tmp_path / "c.json"
    Campaign.start(mechanism="AHEAD", domain=DOMAIN, epsilon=1.0, n_users=len(x), options={"depth": 2}).save(path)
    one, two = Campaign.load(path), Campaign.load(path)
    users = one.assignment()[0]
    for run in (one, two):
        run.close_round(device_rows(run, x, y, np.random.default_rng(2), users))
    one.save(path)
    saved = path.read_text()
    with pytest.raises(CampaignError, match="changed while this round was closed"):
        two.save(path)
    assert path.read_text() == saved and len(Campaign.load(path).rounds) == 1
