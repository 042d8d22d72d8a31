"""VDR through real QGIS Processing: time fields, temporal properties, missing PyTorch."""

import json
import sys

import numpy as np
import pytest
from qgis.core import QgsFeature, QgsGeometry, QgsPointXY, QgsProcessingException, QgsVectorLayer
from qgis.PyQt.QtCore import QDateTime, Qt

import processing
from spatialdp.core.guidelines import guidance
from spatialdp.spatialdp_qgis.algorithms.vdr import VdrAlgorithm, parse_time_range

from ..conftest import needs
from .conftest import clustered_xy
from .test_user_errors import Recorder

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
T0 = 1_700_000_000
RANGE = "2023-11-14T22:13:20Z/2023-11-16T22:13:20Z"  # T0 … T0 + 2 days


def spacetime_layer(n=3_000, datetime_field=True):
    x, y = clustered_xy(n, seed=31)
    rng = np.random.default_rng(0)
    t = T0 + rng.uniform(0, 2 * 86_400, n)
    kind = "datetime" if datetime_field else "double"
    layer = QgsVectorLayer(f"Point?crs=EPSG:32633&field=uid:integer&field=t:{kind}", "st", "memory")
    features = []
    for i in range(n):
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(x[i], y[i])))
        when = QDateTime.fromMSecsSinceEpoch(int(t[i] * 1000), Qt.TimeSpec.UTC) if datetime_field else float(t[i])
        f.setAttributes([i % 500, when])
        features.append(f)
    layer.dataProvider().addFeatures(features)
    return layer


def params(layer, **extra):
    return {"INPUT": layer, "EXTENT": EXTENT, "USER_FIELD": "uid", "TIME_FIELD": "t",
            "TIME_RANGE": RANGE, "GRID_SIZE": 8, "SLICES": 4, "MAX_PER_USER": 4, "EPSILON": 1.0,
            "EPOCHS": 2, "WIDTH": 8, "CODEBOOK": 16, "THREADS": 1, "SEED": 7,
            "OUTPUT": "TEMPORARY_OUTPUT", **extra}


def test_time_range_parsing():
    assert parse_time_range("") is None
    assert parse_time_range("10,20") == (10.0, 20.0)
    assert parse_time_range(RANGE) == (T0, T0 + 2 * 86_400)
    assert parse_time_range("2023-11-14T22:13:20/2023-11-15T22:13:20")[0] == T0  # no zone: UTC
    for bad in ("20,10", "yesterday/today", "1,2,3"):
        with pytest.raises(ValueError):
            parse_time_range(bad)


@pytest.mark.parametrize("datetime_field", [True, False])
def test_vdr_layer_is_animated(provider, datetime_field):
    # denoised when PyTorch is installed, the noisy histogram otherwise: the layer is the same
    result = processing.run("spatialdp:vdr", params(spacetime_layer(datetime_field=datetime_field)))
    out = result["OUTPUT"]
    assert out.featureCount() == 8 * 8 * 4
    assert out.fields().names()[-2:] == ["t_start", "t_end"]
    temporal = out.temporalProperties()
    assert temporal.isActive() and temporal.startExpression() == 'to_datetime("t_start")'
    starts = sorted({f["t_start"].toMSecsSinceEpoch() // 1000 for f in out.getFeatures()})
    assert starts == [T0 + s * 43_200 for s in range(4)]
    record = json.loads(result["LEDGER"])
    assert record["mechanism"] == "VDR" and record["parameters"]["sensitivity"] == 4
    assert "user" in record["ledger"]["unit_of_privacy"]


def test_vdr_denoises_with_the_wiener_filter_by_default(provider):
    """The default denoiser is a smoother of core/denoise.py (docs/vdr.md, "Which denoiser")."""
    log = Recorder()
    record = json.loads(processing.run("spatialdp:vdr", params(spacetime_layer(500)), feedback=log)["LEDGER"])
    p = record["parameters"]
    assert p["denoise"] is True and p["denoise_choice"] == "wiener" and "epochs" not in p
    assert any(line.startswith("Denoised from the noisy counts alone") and "Wiener filter" in line for line in log.infos)
    assert "Wiener filter" in p["denoiser_rule"] and p["mass_correction"]
    for index, choice in ((3, "gaussian"), (5, "tv")):
        other = json.loads(processing.run("spatialdp:vdr", params(spacetime_layer(500), DENOISE=index))["LEDGER"])
        assert other["parameters"]["denoise_choice"] == choice and other["parameters"]["denoise"] is True


@needs("torch")
def test_vdr_denoises_with_the_vq_vae_when_pytorch_is_available(provider):
    record = json.loads(processing.run("spatialdp:vdr", params(spacetime_layer(500), DENOISE=0))["LEDGER"])
    assert record["parameters"]["denoise"] is True and record["parameters"]["denoise_choice"] == "auto"
    assert record["parameters"]["epochs"] == 2 and record["parameters"]["denoise_skipped"] is None
    assert any("denoised by a VQ-VAE" in n for n in record["notes"])
    assert record["parameters"]["symmetries_rule"].split(":")[0] == str(record["parameters"]["symmetries"])
    given = json.loads(processing.run("spatialdp:vdr", params(spacetime_layer(500), SYMMETRIES=2,
                                                              DENOISE=0))["LEDGER"])
    assert (given["parameters"]["symmetries"], given["parameters"]["symmetries_rule"]) == (2, "given")
    assert any("under 2 symmetries of the square" in n for n in given["notes"])


def test_vdr_without_time_range_is_flagged(provider):
    result = processing.run("spatialdp:vdr", params(spacetime_layer(500), TIME_RANGE="", DENOISE=False))
    assert any("time range" in n for n in json.loads(result["LEDGER"])["notes"])


def test_vdr_needs_a_user_field(provider):
    with pytest.raises(QgsProcessingException):
        processing.run("spatialdp:vdr", params(spacetime_layer(200), USER_FIELD=None))


def test_missing_pytorch_gets_a_clear_message(provider, monkeypatch):
    monkeypatch.setitem(sys.modules, "torch", None)
    for always in (1, True):  # "Always", and DENOISE=true of earlier versions
        with pytest.raises(QgsProcessingException, match="needs PyTorch.*Install optional dependencies"):
            processing.run("spatialdp:vdr", params(spacetime_layer(300), DENOISE=always))
    # with the VQ-VAE "when PyTorch is available" VDR releases the noisy histogram and says so
    record = json.loads(processing.run("spatialdp:vdr", params(spacetime_layer(300), DENOISE=0))["LEDGER"])
    assert record["parameters"]["denoise"] is False and "torch" in record["parameters"]["denoise_skipped"]
    assert any("without denoising" in n for n in record["notes"])
    # without the denoiser no PyTorch is needed, and the other algorithms still work
    processing.run("spatialdp:vdr", params(spacetime_layer(300), DENOISE=False))
    processing.run("spatialdp:uniformgrid", {"INPUT": spacetime_layer(300), "EXTENT": EXTENT,
                                             "EPSILON": 1.0, "GRID_SIZE": 4, "OUTPUT": "TEMPORARY_OUTPUT"})


def test_sizes_follow_the_guidance_for_a_public_n(provider):
    """M and T left at 0 take the guideline's values for the public N; given ones are kept."""
    log = Recorder()
    layer = spacetime_layer(2_000)
    out = processing.run("spatialdp:vdr", params(layer, GRID_SIZE=0, SLICES=0, N_PUBLIC=2_000,
                                                  DENOISE=2), feedback=log)["OUTPUT"]
    g = guidance("VDR", 2_000, 1.0, k=4)
    assert out.featureCount() == g.sizes["M"] ** 2 * g.sizes["T"] < 64 * 64 * 24
    assert any("guideline's choice" in line and "2,000" in line for line in log.infos)
    kept = processing.run("spatialdp:vdr", params(layer, SLICES=0, N_PUBLIC=2_000, DENOISE=2))
    assert kept["OUTPUT"].featureCount() == 8 * 8 * g.sizes["T"]  # GRID_SIZE 8 was given


def test_without_n_a_noisy_n_sizes_the_grid_and_the_advice_never_repeats_the_setting(provider):
    """The defaults (no sizes, no public N) took the paper's 64×64×24 whatever the data, and the
    noise warning then advised '0 for the guideline', the setting in use."""
    log = Recorder()
    record = json.loads(processing.run("spatialdp:vdr", params(
        spacetime_layer(300), GRID_SIZE=0, SLICES=0, DENOISE=2), feedback=log)["LEDGER"])
    parameters = record["parameters"]
    assert (parameters["grid_size"], parameters["slices"]) == (4, 1)  # 300 reports at ε = 1
    assert parameters["sizes_source"] == {"grid_size": "guideline for a noisy N",
                                          "slices": "guideline for a noisy N"}
    assert [step["step"] for step in record["ledger"]["steps"]] == ["N estimate", "cell counts"]
    assert any("noisy number of reports" in line for line in log.infos)
    assert not any("0 for the guideline" in line for line in log.warnings + log.infos)
    record = json.loads(processing.run("spatialdp:vdr", params(
        spacetime_layer(300), GRID_SIZE=64, SLICES=24, DENOISE=2), feedback=log)["LEDGER"])
    assert (record["parameters"]["grid_size"], record["parameters"]["slices"]) == (64, 24)
    assert any("0 for the guideline" in line for line in log.warnings)  # the paper's sizes swamp 300


def test_views_without_the_denoiser_are_warned(provider):
    log = Recorder()
    processing.run("spatialdp:vdr", params(spacetime_layer(300), SYMMETRIES=8, DENOISE=2), feedback=log)
    assert any("number of views" in w for w in log.warnings)


def test_total_drift_is_warned(provider):
    """A released total far from the public N — here N ten times the reports, not scaled to
    it — gets one warning line that says what to do."""
    log = Recorder()
    processing.run("spatialdp:vdr", params(spacetime_layer(2_000), N_PUBLIC=20_000, SCALE=2,
                                           DENOISE=2), feedback=log)
    drift = [w for w in log.warnings if "released total" in w]
    assert len(drift) == 1 and "20,000" in drift[0] and "check that N counts" in drift[0]
    assert "\n" not in drift[0]


def test_total_drift_warning_reads_the_recorded_check():
    check = {"released": 6_904.0, "reference": 2_465.0, "reference_kind": "noisy total",
             "sd": 120.0, "z": 37.0, "flagged": True}
    warning = VdrAlgorithm().totalDriftWarning(check)
    assert "6,904" in warning and "2,465" in warning and "37.0 times" in warning
    assert "mass correction" in warning and "check that N" not in warning
    assert VdrAlgorithm().totalDriftWarning(dict(check, flagged=False)) is None
    assert VdrAlgorithm().totalDriftWarning(None) is None  # a release recorded before the check
    small = dict(check, reference_kind="public N", reference=100.0, flagged=False, excess_z=21.5,
                 n_too_small=True)
    warning = VdrAlgorithm().totalDriftWarning(small)
    assert "N, 100," in warning and "21.5 times" in warning and "leave it empty" in warning
