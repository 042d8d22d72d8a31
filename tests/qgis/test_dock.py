"""The dock widget offscreen: guidance numbers against core.guidelines, an evaluation task run to
completion, the pre-filled algorithm dialog, screenshots of both tabs, plugin install/unload."""

import csv
import os
from pathlib import Path

import numpy as np
import pytest
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsProject,
    QgsRectangle,
)
from qgis.PyQt.QtCore import QCoreApplication

import processing

from .conftest import memory_layer, process_events_until

DOCS_IMAGES = Path(__file__).resolve().parents[2] / "docs" / "images"
EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"


@pytest.fixture
def dock(qgis_iface, provider):
    from spatialdp.spatialdp_qgis.gui.dock import SpatialDPDock

    widget = SpatialDPDock(qgis_iface)
    widget.resize(430, 1050)
    widget.show()
    QCoreApplication.processEvents()
    yield widget
    widget.close()
    widget.deleteLater()


def _table(widget):
    return {widget.item(i, 0).text(): widget.item(i, 1).text() for i in range(widget.rowCount())}


def _wait(tab):
    """Process events until the tab's task has ended (QGIS deletes the task object afterwards)."""
    process_events_until(lambda: tab.task is None, "the end of the evaluation task")


def screenshot(dock, tab, folder, name):
    """Show ``tab`` and save the dock into ``folder``; with SPATIALDP_SCREENSHOTS=1 also into
    docs/images for the README (``make screenshots``), so that a test run never changes the checkout."""
    dock.tabs.setCurrentWidget(tab)
    QCoreApplication.processEvents()
    image = dock.grab()
    assert image.save(str(folder / name))
    if os.environ.get("SPATIALDP_SCREENSHOTS") == "1":
        DOCS_IMAGES.mkdir(parents=True, exist_ok=True)
        image.save(str(DOCS_IMAGES / name))


def test_guidance_tab_shows_core_guidelines_for_every_mechanism(dock):
    from spatialdp.spatialdp_qgis.gui.guidance_tab import number
    from spatialdp.core.guidelines import GUIDES, guidance

    tab = dock.guidance
    tab.n.setValue(1_620_157)
    tab.epsilon.setValue(3.0)
    for name in GUIDES:
        tab.set_mechanism(name)
        expected = guidance(name, 1_620_157, 3.0)
        shown = _table(tab.results)
        for key, value in expected.sizes.items():
            assert shown[key] == number(value), (name, key)
        assert shown["Cells (points spread evenly)"] == number(expected.cells)
        assert shown["Noise sd per cell"] == number(expected.noise_sd)
        assert tab.current.sizes == expected.sizes
        assert tab.chart.figure.axes and tab.chart.figure.axes[0].get_lines()
    # a mechanism parameter changes the numbers
    tab.set_mechanism("AG")
    tab.parameter_widgets["alpha"].setValue(0.3)
    assert _table(tab.results)["m2 max"] == number(guidance("AG", 1_620_157, 3.0, alpha=0.3).sizes["m2 max"])


def test_guidance_tab_recommends_a_mechanism_and_sizes_it(dock):
    """The panel shows core.recommend's choice for the model, N, ε and query size; the button
    shows the recommended mechanism's guidance."""
    from spatialdp.core.recommend import recommend

    tab = dock.guidance
    tab.set_mechanism("UG")
    tab.n.setValue(150_000)
    tab.epsilon.setValue(1.0)
    tab.model.setCurrentIndex(tab.model.findData("local"))
    tab.query_share.setValue(25)
    tab.refresh()
    advice = recommend(model="local", n=150_000, epsilon=1.0, query_fraction=0.25)
    assert tab.current_recommendation.mechanism == advice.mechanism
    assert f"<b>{advice.mechanism}</b>" in tab.recommended.text()
    tab.use_recommended.click()
    assert tab.mechanism_name() == advice.mechanism and tab.current.mechanism == advice.mechanism
    tab.model.setCurrentIndex(0)  # the mechanism's own model: local for a local mechanism
    tab.query_share.setValue(0)
    tab.refresh()
    assert tab.current_recommendation.model == "local"


def test_n_from_a_layer_and_cell_sizes(dock, points_layer):
    QgsProject.instance().addMapLayer(points_layer)
    try:
        tab = dock.guidance
        tab.set_mechanism("UG")
        assert not tab.n_note.isVisible()
        tab.n_layer.setLayer(points_layer)
        tab.n_from_layer.click()
        assert tab.n.value() == 3000 and tab.n_note.isVisible()  # with the "not private" note
        tab.extent.setOutputExtentFromUser(QgsRectangle(500_000, 4_000_000, 510_000, 4_005_000),
                                           QgsCoordinateReferenceSystem("EPSG:32633"))
        m = tab.current.grid_size  # √(3000·1/10) → 17
        assert m == 17
        assert _table(tab.results)["Cell size"] == f"{10_000 / m:,.4g} × {5_000 / m:,.4g} m"
        curve = tab.chart.figure.axes[0]
        assert any(list(line.get_xdata()) == [m, m] for line in curve.get_lines())  # marked
    finally:
        QgsProject.instance().removeMapLayer(points_layer.id())


def test_open_algorithm_dialog_prefilled(dock, qgis_iface, monkeypatch):
    from qgis.gui import QgsBrowserGuiModel

    browser = QgsBrowserGuiModel()
    monkeypatch.setattr(qgis_iface, "browserModel", lambda: browser, raising=False)
    tab = dock.guidance
    tab.set_mechanism("PrivAG")
    tab.parameter_widgets["alpha"].setValue(0.02)  # the paper's α (the default is 0.05 since issue 29)
    tab.n.setValue(573_703)
    tab.epsilon.setValue(5)
    tab.extent.setOutputExtentFromUser(QgsRectangle(0, 0, 1000, 1000), QgsCoordinateReferenceSystem("EPSG:32633"))
    assert tab.open_button.isEnabled()
    dialog = tab.open_algorithm()
    try:
        wrappers = dialog.mainWidget().wrappers
        values = {name: wrappers[name].parameterValue() for name in ("GRID_SIZE", "EPSILON", "ALPHA", "SIGMA",
                                                                     "EXTENT")}
        assert values["GRID_SIZE"] == 19 and values["EPSILON"] == 5  # Balioglu Table 1: g1 = 19
        assert values["ALPHA"] == pytest.approx(0.02) and values["SIGMA"] == pytest.approx(0.2)
        corners = [float(v) for v in str(values["EXTENT"]).split(" ")[0].split(",")]
        assert corners == [0, 1000, 0, 1000] and "EPSG:32633" in str(values["EXTENT"])
    finally:
        dialog.close()
    # DAM: d and its radius b
    tab.set_mechanism("DAM")
    params = tab.dialog_parameters()
    assert params["GRID_SIZE"] == 32 and params["RADIUS"] == pytest.approx(tab.current.sizes["b"])


def test_exact_layer_count_is_not_handed_on_as_a_grid_size(dock, points_layer):
    tab = dock.guidance
    tab.set_mechanism("UG")
    QgsProject.instance().addMapLayer(points_layer)
    try:
        tab.n_layer.setLayer(points_layer)
        tab.use_layer_count()
        assert tab.n.value() == points_layer.featureCount()
        assert "GRID_SIZE" not in tab.dialog_parameters()  # the algorithm estimates N privately
        tab.n.setValue(1_000_000)  # typed by the user: public knowledge
        assert tab.dialog_parameters()["GRID_SIZE"] == 316
    finally:
        QgsProject.instance().removeMapLayer(points_layer.id())


def _release(points_layer, alg="uniformgrid", **extra):
    params = {"INPUT": points_layer, "EXTENT": EXTENT, "EPSILON": 1.0, "SEED": 1, "OUTPUT": "TEMPORARY_OUTPUT"}
    params.update(extra)
    layer = processing.run(f"spatialdp:{alg}", params)["OUTPUT"]
    layer.setName(f"{alg} release")
    return layer


def test_evaluation_task_runs_to_completion(dock, points_layer, tmp_path):
    grid = _release(points_layer, GRID_SIZE=16)
    project = QgsProject.instance()
    project.addMapLayers([points_layer, grid])
    try:
        tab = dock.evaluation
        tab.points.setLayer(points_layer)
        tab.grid.setLayer(grid)
        assert "UG release" in tab.grid_info.text() and tab.run_button.isEnabled()
        tab.queries.setValue(40)
        tab.w2_grid.setValue(16)
        task = tab.start()
        assert task is not None and not tab.run_button.isEnabled()
        _wait(tab)
        assert tab.results is not None and tab.progress.value() == 100, tab.status.text()
        result = tab.results[0]
        assert result.n_true == 3000 and result.workload.n_queries == 240
        assert tab.table.rowCount() == 6  # q1…q6 for the chosen metric
        # the median leads (the first figure after the size), and the tab says why
        assert tab.table.horizontalHeaderItem(1).text() == "median" and "median comes first" in tab.median_note.text()
        median = [r["p50"] for r in tab.metric_rows()]
        assert [tab.table.item(i, 1).toolTip() for i in range(6)] == [f"p50: {v}" for v in median]
        assert "W2 =" in tab.w2_label.text()
        # the numbers are the core's: true counts by brute force, answers from the cells
        x = np.array([f.geometry().asPoint().x() for f in points_layer.getFeatures()])
        y = np.array([f.geometry().asPoint().y() for f in points_layer.getFeatures()])
        q = result.workload.queries[3]
        truth = ((x >= q[:, None, 0]) & (x <= q[:, None, 2]) & (y >= q[:, None, 1]) & (y <= q[:, None, 3])).sum(1)
        assert np.array_equal(result.truth[3], truth)
        assert tab.chart.figure.axes[0].get_xticklabels()[0].get_text() == "q1"
        # exports
        csv_path, png_path = tab.export_csv(str(tmp_path / "errors.csv")), tab.export_png(str(tmp_path / "c.png"))
        with open(csv_path) as f:
            table = list(csv.DictReader(f))
        assert len(table) == 6 * 4 + 1 and {r["metric"] for r in table} == {
            "relative", "relative_populated", "aqe", "absolute", "w2"}
        assert Path(png_path).stat().st_size > 5000
        # screenshots for anyone to look at, and for the README
        tab.metric.setCurrentIndex(0)
        dock.resize(430, 1250)
        screenshot(dock, tab, tmp_path, "dock_evaluation.png")
    finally:
        project.removeMapLayers([points_layer.id(), grid.id()])


def test_evaluation_tab_refuses_other_layers_and_can_cancel(dock, points_layer):
    other = memory_layer("Polygon", fields="name:string")
    grid = _release(points_layer, GRID_SIZE=8)
    project = QgsProject.instance()
    project.addMapLayers([points_layer, other, grid])
    try:
        tab = dock.evaluation
        tab.points.setLayer(points_layer)
        tab.grid.setLayer(other)
        assert "Not a SpatialDP grid" in tab.grid_info.text() and not tab.run_button.isEnabled()
        assert tab.start() is None
        tab.grid.setLayer(grid)
        tab.workload.setCurrentIndex(tab.workload.findData("custom"))
        tab.sizes.setText("500, 2000x1000")
        task = tab.start()
        task.cancel()
        _wait(tab)
        assert tab.run_button.isEnabled() and tab.results is None
        assert tab.status.text() in ("Evaluation cancelled.",) or tab.progress.value() == 100
        tab.sizes.setText("20000")  # larger than the extent
        tab.start()
        _wait(tab)
        assert "does not fit" in tab.status.text()
    finally:
        project.removeMapLayers([points_layer.id(), other.id(), grid.id()])


def test_guidance_screenshot(dock, tmp_path):
    tab = dock.guidance
    tab.set_mechanism("UG")
    tab.n.setValue(1_000_000)
    tab.epsilon.setValue(1.0)
    tab.extent.setOutputExtentFromUser(QgsRectangle(540_000, 4_170_000, 560_000, 4_190_000),
                                       QgsCoordinateReferenceSystem("EPSG:32610"))
    screenshot(dock, tab, tmp_path, "dock_guidance.png")
    # any size: a narrow, short dock still lays out (the tabs scroll)
    dock.resize(260, 300)
    QCoreApplication.processEvents()
    assert not dock.grab().isNull()


def test_plugin_adds_and_removes_dock_and_button(qgis_iface, monkeypatch):
    from qgis.PyQt.QtCore import Qt
    from qgis.PyQt.QtWidgets import QDockWidget

    from spatialdp.spatialdp_qgis.plugin import SpatialDPPlugin

    window = qgis_iface.mainWindow()
    calls = []
    monkeypatch.setattr(SpatialDPPlugin, "initProcessing", lambda self: None)  # the session provider stays
    monkeypatch.setattr(qgis_iface, "addDockWidget", lambda area, d: (calls.append("add dock"),
                                                                       window.addDockWidget(area, d)))
    monkeypatch.setattr(qgis_iface, "removeDockWidget", lambda d: (calls.append("remove dock"),
                                                                    window.removeDockWidget(d)), raising=False)
    monkeypatch.setattr(qgis_iface, "addToolBarIcon", lambda a: calls.append(("add button", a.text())))
    monkeypatch.setattr(qgis_iface, "removeToolBarIcon", lambda a: calls.append(("remove button", a.text())))
    monkeypatch.setattr(qgis_iface, "addPluginToMenu", lambda m, a: calls.append(("add menu", m, a.text())))
    monkeypatch.setattr(qgis_iface, "removePluginMenu", lambda m, a: calls.append(("remove menu", m, a.text())),
                        raising=False)
    from qgis.core import QgsSettings

    from spatialdp.spatialdp_qgis.gui.dock import VISIBLE_SETTING

    QgsSettings().remove(VISIBLE_SETTING)  # the first start
    plugin = SpatialDPPlugin(qgis_iface)
    plugin.initGui()
    dock = plugin.dock
    panel = "SpatialDP panel (guidance, evaluation, register)"
    # QGIS lists the main window's dock widgets under View → Panels
    assert dock in window.findChildren(QDockWidget) and window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert not dock.isHidden()  # a new user sees the panel
    assert calls == ["add dock", ("add button", panel), ("add menu", "&SpatialDP", panel),
                     ("add menu", "&SpatialDP", "Install optional dependencies…")]
    dock.hide()  # the user closes the panel
    plugin.dock_action.trigger()  # the toolbar button (or Plugins → SpatialDP → panel) shows it
    assert plugin.dock_action.isChecked() and not dock.isHidden()
    plugin.dependencies_action.trigger()  # Plugins → SpatialDP → Install optional dependencies…
    assert plugin.dependencies_dialog.isVisible()
    plugin.dependencies_dialog.close()
    plugin.unload()
    assert plugin.dock is None and dock.parent() is None
    assert calls[4:] == [("remove menu", "&SpatialDP", "Install optional dependencies…"),
                         ("remove menu", "&SpatialDP", panel), ("remove button", panel), "remove dock"]
    assert QgsSettings().value(VISIBLE_SETTING, type=bool)  # it was open at the end
    plugin = SpatialDPPlugin(qgis_iface)
    plugin.initGui()
    plugin.dock.hide()
    plugin.unload()
    plugin = SpatialDPPlugin(qgis_iface)  # the next start: as the user left it
    plugin.initGui()
    assert plugin.dock.isHidden()
    plugin.unload()
    QgsSettings().remove(VISIBLE_SETTING)


def test_every_tab_fits_a_dock_300_pixels_wide(dock, tmp_path):
    """The register's explanation, the 'Use its count' button, the cell-size row and the tables'
    columns were cut off at the dock's default width: every tab's content now fits the width of
    its scroll area (labels wrap, forms put labels above fields, long texts elide or scroll)."""
    from qgis.PyQt.QtWidgets import QScrollArea

    from spatialdp.spatialdp_qgis.gui.scroll import NARROWEST

    dock.resize(NARROWEST, 900)
    for index in range(dock.tabs.count()):
        dock.tabs.setCurrentIndex(index)
        QCoreApplication.processEvents()
        (scroll,) = dock.tabs.widget(index).findChildren(QScrollArea)
        needed = scroll.widget().minimumSizeHint().width()
        assert needed <= scroll.viewport().width(), (dock.tabs.tabText(index), needed)
        name = ("guidance", "evaluation", "register")[index]
        screenshot(dock, dock.tabs.widget(index), tmp_path, f"dock_{name}_300px.png")
