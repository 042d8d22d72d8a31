"""The algorithms in the model builder, in the toolbox dialog, and when cancelled."""

import json

import pytest
from qgis.core import (
    QgsProcessingContext,
    QgsProcessingFeedback,
    QgsProcessingModelAlgorithm,
    QgsProcessingModelChildAlgorithm,
    QgsProcessingModelChildParameterSource,
    QgsProcessingModelOutput,
    QgsProcessingModelParameter,
    QgsProcessingParameterFeatureSource,
)

import processing

EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


def static(value):
    return [QgsProcessingModelChildParameterSource.fromStaticValue(value)]


def total_of_counts(child_id):
    """A model step ``total``: native:aggregate summing the noisy_count of step ``child_id``'s OUTPUT."""
    count = QgsProcessingModelChildAlgorithm("native:aggregate")
    count.setChildId("total")
    count.addParameterSources("INPUT", [QgsProcessingModelChildParameterSource.fromChildOutput(child_id, "OUTPUT")])
    count.addParameterSources("GROUP_BY", static("NULL"))
    count.addParameterSources("AGGREGATES", static([{"aggregate": "sum", "input": '"noisy_count"', "name": "total",
                                                     "type": 6, "length": 0, "precision": 0, "delimiter": ","}]))
    total_out = QgsProcessingModelOutput("total")
    total_out.setChildOutputName("OUTPUT")
    count.setModelOutputs({"total": total_out})
    return count


@pytest.mark.parametrize("alg", ["uniformgrid", "adaptivegrid"])
def test_algorithm_runs_inside_a_model(provider, points_layer, alg):
    model = QgsProcessingModelAlgorithm("private grid", "tests")
    model.addModelParameter(QgsProcessingParameterFeatureSource("points", "points"),
                            QgsProcessingModelParameter("points"))
    child = QgsProcessingModelChildAlgorithm(f"spatialdp:{alg}")
    child.setChildId("release")
    child.addParameterSources("INPUT", [QgsProcessingModelChildParameterSource.fromModelParameter("points")])
    values = {"EXTENT": EXTENT, "EPSILON": 1.0, "GRID_SIZE": 10, "SEED": 4}
    for definition in provider.algorithm(alg).parameterDefinitions():  # as the builder's dialog does
        if definition.name() not in values and definition.defaultValue() is not None:
            values[definition.name()] = definition.defaultValue()
    for name, value in values.items():
        child.addParameterSources(name, static(value))
    output = QgsProcessingModelOutput("grid")
    output.setChildOutputName("OUTPUT")
    child.setModelOutputs({"grid": output})
    model.addChildAlgorithm(child)
    # a second step consumes the release: the model builder's normal use
    model.addChildAlgorithm(total_of_counts("release"))
    ok, errors = model.validate()
    assert ok, errors
    result = processing.run(model, {"points": points_layer, "release:grid": "TEMPORARY_OUTPUT",
                                    "total:total": "TEMPORARY_OUTPUT"})
    context = QgsProcessingContext()
    total = next(context.getMapLayer(result["total:total"]).getFeatures()) \
        if isinstance(result["total:total"], str) else next(result["total:total"].getFeatures())
    assert abs(total["total"] - 3000) < 200


def test_batch_style_reuse_of_one_instance(provider, points_layer):
    """Batch mode may run one algorithm instance over several rows."""
    alg = provider.algorithm("uniformgrid").create()
    context, feedback = QgsProcessingContext(), QgsProcessingFeedback()
    records = []
    for eps in (0.5, 2.0):
        params = {"INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": eps, "GRID_SIZE": 4, "SEED": 1,
                  "OUTPUT": "TEMPORARY_OUTPUT"}
        result, ok = alg.run(params, context, feedback)
        assert ok
        records.append(json.loads(result["LEDGER"])["ledger"]["epsilon_total"])
    assert records == [0.5, 2.0]


def test_cancel_writes_nothing(provider, points_layer, tmp_path):
    feedback = QgsProcessingFeedback()
    feedback.cancel()
    out = tmp_path / "cancelled.gpkg"
    alg = provider.algorithm("adaptivegrid").create()
    params = {"INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 1.0, "OUTPUT": str(out)}
    result, ok = alg.run(params, QgsProcessingContext(), feedback)
    assert "OUTPUT" not in (result or {})
    assert not out.exists()


#: the server steps of a real campaign (docs/ldp-protocol.md): no layer of locations
CAMPAIGN_STEPS = {"ldpstart", "ldpcloseround", "ldpcollectionestimate"}


def test_toolbox_dialog_shows_help(provider, qgis_iface, monkeypatch):
    from processing.gui.AlgorithmDialog import AlgorithmDialog
    from qgis.gui import QgsBrowserGuiModel

    browser = QgsBrowserGuiModel()
    # pytest-qgis's iface stub has no browser model; the dialog asks for one
    monkeypatch.setattr(qgis_iface, "browserModel", lambda: browser, raising=False)

    for alg in provider.algorithms():
        dialog = AlgorithmDialog(alg.create(), parent=None)
        assert alg.shortHelpString() and "ε" in alg.shortHelpString()
        names = set(dialog.mainWidget().wrappers)
        dialog.close()
        inputs = {d.name() for d in alg.parameterDefinitions() if not d.isDestination()}
        assert inputs <= names
        if alg.name() in CAMPAIGN_STEPS:  # the extent and ε are set at the start, then in the file
            assert {"EXTENT", "EPSILON"} <= inputs or "COLLECTION" in inputs
            continue
        mechanism = {"INPUT", "EPSILON"} if alg.groupId() != "evaluation" else set()
        assert mechanism <= inputs
        # the public domain: an extent, or the public polygons of spatialdp:polygoncounts
        assert alg.groupId() == "evaluation" or inputs & {"EXTENT", "POLYGONS"}
