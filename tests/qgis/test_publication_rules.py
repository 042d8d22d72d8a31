"""Margins of error and publication rules through real Processing (processing.run).

Every output carries noise_sd and moe90 (NULL where no closed form exists);
the publication rules are advanced parameters of every algorithm that
writes a grid, applied before writing and listed in the release record.
"""

import json

import numpy as np
import pytest
from qgis.core import QgsVectorLayer

import processing

from spatialdp.core.noise import effective_scale

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
RULES = ("CLAMP", "ROUND_TO", "SMALL_COUNT", "SMALL_COUNT_ACTION")


def run(alg, layer, **params):
    params = {"INPUT": layer, "EXTENT": EXTENT, "EPSILON": 0.5, "SEED": 3, "OUTPUT": "TEMPORARY_OUTPUT",
              **params}
    return processing.run(f"spatialdp:{alg}", params)


def values(layer, name):
    """A field's values, None for NULL."""
    return [None if v is None or (hasattr(v, "isNull") and v.isNull()) else v
            for v in (f[name] for f in layer.getFeatures())]


def test_every_grid_algorithm_offers_the_rules(provider):
    grids = [a for a in provider.algorithms() if a.parameterDefinition("OUTPUT") is not None
             and a.groupId() != "evaluation"]  # evaluate, evaluateflows, gridguide: no release
    assert len(grids) >= 9
    for algorithm in grids:
        missing = [name for name in RULES if algorithm.parameterDefinition(name) is None]
        assert not missing, f"{algorithm.name()} lacks {missing}"


def test_ug_cells_carry_the_exact_discrete_laplace_margin(provider, points_layer):
    result = run("uniformgrid", points_layer, GRID_SIZE=5)
    out = result["OUTPUT"]
    sd, moe = values(out, "noise_sd"), values(out, "moe90")
    record = json.loads(result["LEDGER"])
    eps_cells = record["ledger"]["steps"][-1]["epsilon"]
    scale = effective_scale(1, eps_cells)
    p = np.exp(-1 / scale)
    assert sd == pytest.approx([np.sqrt(2 * p) / (1 - p)] * 25)
    # ε = 0.5 on the cells: DLap(2), P[|X| > m] = 2p^(m+1)/(1 + p) is 0.102 at m = 4, 0.062 at m = 5
    assert eps_cells == 0.5 and moe == [5] * 25
    assert record["uncertainty"]["method"].startswith("exact") and record["publication"] == []
    assert "margin of error" in out.attributeAlias(out.fields().indexOf("moe90"))


def test_the_style_hatches_counts_within_their_margin_of_zero(provider, points_layer):
    out = run("uniformgrid", points_layer, GRID_SIZE=12)["OUTPUT"]
    rules = out.renderer().rootRule().children()
    hatch = rules[-1]
    assert "moe90" in hatch.filterExpression() and "noisy_count" in hatch.filterExpression()
    # the hatch alone (its class's colour shows through), the classes plain fills
    assert [layer.layerType() for layer in hatch.symbol().symbolLayers()] == ["LinePatternFill"]
    assert {tuple(layer.layerType() for layer in rule.symbol().symbolLayers()) for rule in rules[:-1]} \
        == {("SimpleFill",)}


def test_dam_says_its_em_estimate_has_no_margin(provider, points_layer):
    result = processing.run("spatialdp:dam", {"INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 2.0,
                                              "GRID_SIZE": 6, "SEED": 1, "OUTPUT": "TEMPORARY_OUTPUT"})
    out = result["OUTPUT"]
    assert set(values(out, "noise_sd")) == {None} and set(values(out, "moe90")) == {None}
    assert "no closed form" in out.attributeAlias(out.fields().indexOf("noise_sd"))
    assert "EM" in json.loads(result["LEDGER"])["uncertainty"]["method"]


def test_rules_apply_in_order_and_the_record_lists_them(provider, points_layer, tmp_path):
    plain = run("uniformgrid", points_layer, GRID_SIZE=8)["OUTPUT"]
    path = str(tmp_path / "published.gpkg")
    result = run("uniformgrid", points_layer, GRID_SIZE=8, CLAMP=True, ROUND_TO=5, SMALL_COUNT=10,
                 OUTPUT=path)
    out = QgsVectorLayer(result["OUTPUT"], "published", "ogr")
    counts, moe = values(out, "noisy_count"), values(out, "moe90")
    density = values(out, "density")
    published = [c for c in counts if c is not None]
    assert published and all(c % 5 == 0 and c >= 10 for c in published)
    suppressed = [i for i, c in enumerate(counts) if c is None]
    assert suppressed and all(density[i] is None and moe[i] is None for i in suppressed)
    # density per km² from the published count (1.25 km cells: 1.5625 km²)
    assert all(d == pytest.approx(c / 1.5625) for c, d in zip(counts, density) if c is not None)
    # moe90 widened by half the base
    plain_moe = values(plain, "moe90")[0]
    assert set(m for m in moe if m is not None) == {plain_moe + 2.5}
    record = json.loads(result["LEDGER"])
    assert [step["rule"] for step in record["publication"]] == ["clamp", "round", "suppress"]
    assert "Published with: round, base 5." in out.metadata().abstract()
    assert out.attributeAlias(out.fields().indexOf("noisy_count")) == \
        "noisy_count (published: clamp, round, suppress)"


def test_clamp_keeps_the_released_total(provider, points_layer):
    plain = run("adaptivegrid", points_layer, GRID_SIZE=4, N_PUBLIC=3000)["OUTPUT"]
    clamped = run("adaptivegrid", points_layer, GRID_SIZE=4, N_PUBLIC=3000, CLAMP=True)["OUTPUT"]
    before, after = values(plain, "noisy_count"), values(clamped, "noisy_count")
    assert min(before) < 0 <= min(after)
    assert sum(after) == pytest.approx(sum(before))


def test_flagging_keeps_the_counts_and_marks_the_small_ones(provider, points_layer):
    plain = run("privtree", points_layer)["OUTPUT"]
    flagged = run("privtree", points_layer, SMALL_COUNT=5, SMALL_COUNT_ACTION=1)["OUTPUT"]
    counts = values(flagged, "noisy_count")
    assert counts == values(plain, "noisy_count")
    assert values(flagged, "small_count") == [int(c < 5) for c in counts]
    assert 0 < sum(values(flagged, "small_count")) < len(counts)


def test_a_local_estimate_can_be_rounded(provider, points_layer):
    result = processing.run("spatialdp:ldpuniformgrid", {
        "INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 2.0, "GRID_SIZE": 3, "NORM_SUB": False,
        "SEED": 1, "ROUND_TO": 10, "OUTPUT": "TEMPORARY_OUTPUT"})
    out = result["OUTPUT"]
    assert all(c % 10 == 0 for c in values(out, "noisy_count"))
    assert all(m is not None and m > 5 for m in values(out, "moe90"))
    assert "oracle" in json.loads(result["LEDGER"])["uncertainty"]["method"]


@pytest.mark.parametrize("rules, warning", [
    ({"SMALL_COUNT_ACTION": 1}, "no small-count threshold"),
    ({"SMALL_COUNT": -5}, "is negative"),
])
def test_a_small_count_rule_that_does_nothing_is_warned(provider, points_layer, rules, warning):
    from qgis.core import QgsProcessingContext

    from .test_user_errors import Recorder

    feedback = Recorder()
    processing.run("spatialdp:uniformgrid", {"INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 1.0,
                                             "GRID_SIZE": 4, "SEED": 1, **rules,
                                             "OUTPUT": "TEMPORARY_OUTPUT"},
                   context=QgsProcessingContext(), feedback=feedback)
    assert any(warning in w for w in feedback.warnings)
