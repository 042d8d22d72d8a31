"""The dock's Guidance tab: recommended grid sizes for a mechanism, N and ε (issue 6).

Everything shown comes from :func:`core.guidelines.guidance` (the
:data:`~core.guidelines.GUIDES` registry) — the mechanism list and its
parameter inputs too, so a newly registered mechanism appears here
without changes. N is typed in, or taken from a layer's feature count,
with a note that a count read from the sensitive data is not private. The
"open the algorithm" button opens the mechanism's Processing dialog
pre-filled with what is shown (:mod:`..guidance_links`).
"""

from qgis.core import QgsMapLayerProxyModel, QgsUnitTypes
from qgis.gui import QgsDoubleSpinBox, QgsExtentWidget, QgsMapLayerComboBox
from qgis.PyQt.QtCore import Qt, pyqtSignal
from qgis.PyQt.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...core.guidelines import GUIDE_PARAMETERS, GUIDES, guidance
from ...core.recommend import MODEL_LABELS, recommend
from .. import charts
from ..algorithms.gridguide import mechanism_model, points_per_user
from ..guidance_links import algorithm, dialog_parameters, extent_string
from ..i18n import declared, translate, tr as module_tr
from .chart_widget import ChartWidget
from .scroll import fit_narrow, scrolling_layout

WARNING_STYLE = "QLabel { background: #fff3cd; border: 1px solid #e0b000; padding: 4px; }"


def number(value):
    """A readable number: integers with thousands separators, others to 4 significant digits."""
    if value is None:
        return "—"
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.4g}"


def compact(combo):
    """Let a combo box shrink with a narrow dock instead of widening it to its longest item."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(8)
    return combo


def spin_box(decimals, low, high, value, step, tip=None):
    """A number input whose clear button restores ``value``."""
    box = QgsDoubleSpinBox()
    box.setDecimals(decimals)
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setValue(value)
    box.setClearValue(value)
    if tip:
        box.setToolTip(tip)
    return box


def fit_height(table, most=320):
    """Make a table as tall as its rows (up to ``most`` pixels; it scrolls beyond)."""
    height = table.verticalHeader().length() + table.horizontalHeader().height() + 4
    if table.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
        height += table.horizontalScrollBar().sizeHint().height()
    table.setFixedHeight(min(most, height))


class GuidanceTab(QWidget):
    #: emitted with the Guidance every time it is recomputed
    guidanceChanged = pyqtSignal(object)  # noqa: N815

    def __init__(self, iface=None, parent=None):
        super().__init__(parent)
        self.iface = iface
        self.current = None
        self.current_recommendation = None
        self.dialog = None
        self._dirty = True
        self.parameter_widgets = {}
        self.layer_count = None  # N as counted from a layer (exact, not private)
        self._build()
        self._rebuild_parameters()

    def tr(self, text):
        return translate(type(self), text)

    # --- layout ----------------------------------------------------------------------
    def _build(self):
        layout = scrolling_layout(self)

        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.mechanism = QComboBox()
        for name in GUIDES:
            self.mechanism.addItem(name, name)
        self.mechanism.setToolTip(self.tr(
            "The release method to size. UG and AG count the true points on your computer; "
            "LDP-UG, PrivAG, AAG and DAM plan a survey in which devices add the noise; VDR "
            "publishes counts per time slice. Each algorithm's help says which to choose."))
        form.addRow(self.tr("Mechanism"), self.mechanism)

        self.n = spin_box(0, 0, 1e10, 100_000, 1000, self.tr(
            "Number of points (or people) N. The recommendations depend on it. Use a number "
            "that may be known publicly (a published total, say), not a count of the sensitive "
            "layer."))
        form.addRow(self.tr("N (points or users)"), self.n)
        row = QHBoxLayout()
        self.n_layer = QgsMapLayerComboBox()
        self.n_layer.setFilters(QgsMapLayerProxyModel.Filter.PointLayer)
        self.n_layer.setAllowEmptyLayer(True)
        self.n_from_layer = QPushButton(self.tr("Use its count"))
        row.addWidget(self.n_layer, 1)
        row.addWidget(self.n_from_layer)
        form.addRow(self.tr("N from a layer"), row)
        self.n_note = QLabel(self.tr(
            "N was read from the layer's feature count. That count comes from the sensitive data and "
            "is not private: use it only if it is public knowledge, or let the algorithm estimate N "
            "with a share of ε."))
        self.n_note.setWordWrap(True)
        self.n_note.setStyleSheet(WARNING_STYLE)
        self.n_note.hide()
        form.addRow(self.n_note)

        self.epsilon = spin_box(3, 0.001, 100, 1.0, 0.1, self.tr(
            "The privacy budget you will give the algorithm. A smaller ε protects people better "
            "but adds more noise, so the recommended grids get coarser."))
        form.addRow(self.tr("Privacy budget ε"), self.epsilon)

        self.extent = QgsExtentWidget()
        self.extent.setNullValueAllowed(True, self.tr("Not set"))
        if self.iface is not None and self.iface.mapCanvas() is not None:
            self.extent.setMapCanvas(self.iface.mapCanvas())
        self.extent.setToolTip(self.tr(
            "Optional: the public area the grid will cover (a boundary, the map canvas), to show "
            "the recommended cell sizes in map units."))
        form.addRow(self.tr("Public extent"), self.extent)
        self.extent_note = QLabel(self.tr(
            "An extent computed from a layer of the sensitive data is not private: prefer a public "
            "extent (an administrative boundary, the map canvas)."))
        self.extent_note.setWordWrap(True)
        self.extent_note.setStyleSheet(WARNING_STYLE)
        self.extent_note.hide()
        form.addRow(self.extent_note)
        layout.addLayout(form)

        self.parameters_box = QGroupBox(self.tr("Mechanism parameters"))
        self.parameters_form = QFormLayout(self.parameters_box)
        layout.addWidget(self.parameters_box)

        self.recommendation_box = QGroupBox(self.tr("Which mechanism?"))
        advice = QFormLayout(self.recommendation_box)
        advice.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.model = QComboBox()
        for model, label in MODEL_LABELS.items():
            self.model.addItem(declared(label), model)
        self.model.setToolTip(self.tr(
            "Central: you hold the true points. Local: each person's device adds the noise. "
            "User-level: central, with at most k points per person (k is the points per user "
            "of the mechanism's parameters)."))
        advice.addRow(self.tr("Privacy model"), self.model)
        self.query_share = spin_box(4, 0, 100, 0, 0.1, self.tr(
            "The size of the areas you will ask about, as a percentage of the extent's area "
            "(0: every size from 0.02 % to 25 %)."))
        self.query_share.setSpecialValueText(self.tr("every size"))
        advice.addRow(self.tr("Query size (%)"), self.query_share)
        self.recommended = QLabel()
        self.recommended.setWordWrap(True)
        advice.addRow(self.recommended)
        self.use_recommended = QPushButton(self.tr("Show its guidance"))
        advice.addRow(self.use_recommended)
        layout.addWidget(self.recommendation_box)
        fit_narrow(self.recommendation_box)

        self.results = QTableWidget(0, 2)
        self.results.setHorizontalHeaderLabels([self.tr("Recommendation"), self.tr("Value")])
        self.results.verticalHeader().hide()
        self.results.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.results.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.setWordWrap(True)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.results)

        self.chart = ChartWidget()
        layout.addWidget(self.chart, 1)

        self.open_button = QPushButton(self.tr("Open the algorithm…"))
        self.open_button.setToolTip(self.tr("Opens the algorithm's dialog with these values filled in"))
        layout.addWidget(self.open_button)

        compact(self.mechanism)
        compact(self.model)
        compact(self.n_layer)
        self.mechanism.currentIndexChanged.connect(self._rebuild_parameters)
        self.model.currentIndexChanged.connect(self.changed)
        self.query_share.valueChanged.connect(self.changed)
        self.use_recommended.clicked.connect(self.size_recommended)
        self.n.valueChanged.connect(self.changed)
        self.epsilon.valueChanged.connect(self.changed)
        self.extent.extentChanged.connect(self._extent_changed)
        self.n_from_layer.clicked.connect(self.use_layer_count)
        self.open_button.clicked.connect(self.open_algorithm)

    def _rebuild_parameters(self):
        while self.parameters_form.rowCount():
            self.parameters_form.removeRow(0)
        self.parameter_widgets = {}
        for p in GUIDE_PARAMETERS[self.mechanism_name()]:
            box = spin_box(0 if p.integer else 3, p.minimum, p.maximum, p.default, 1 if p.integer else 0.01)
            box.valueChanged.connect(self.changed)
            self.parameters_form.addRow(declared(p.label), box)
            self.parameter_widgets[p.name] = box
        self.parameters_box.setVisible(bool(self.parameter_widgets))
        fit_narrow(self.parameters_box)
        self.changed()

    # --- inputs --------------------------------------------------------------------------
    def mechanism_name(self):
        return self.mechanism.currentData()

    def set_mechanism(self, name):
        self.mechanism.setCurrentIndex(self.mechanism.findData(name))

    def parameter_values(self):
        values = {}
        for p in GUIDE_PARAMETERS[self.mechanism_name()]:
            v = self.parameter_widgets[p.name].value()
            values[p.name] = int(round(v)) if p.integer else v
        return values

    def use_layer_count(self):
        layer = self.n_layer.currentLayer()
        if layer is None:
            return
        self.layer_count = layer.featureCount()
        self.n.setValue(self.layer_count)
        self.n_note.show()

    def _extent_changed(self, *args):
        self.extent_note.setVisible(self.extent.extentState() == QgsExtentWidget.ExtentState.ProjectLayerExtent)
        self.changed()

    def changed(self, *args):
        self._dirty = True
        if self.isVisible():
            self.refresh()

    def showEvent(self, event):  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._dirty:
            self.refresh()

    # --- outputs -------------------------------------------------------------------------
    def recommendation(self):
        """:func:`core.recommend.recommend` for the model, N, ε, query size and k shown (public numbers)."""
        model = self.model.currentData() or mechanism_model(self.mechanism_name())
        share = self.query_share.value() / 100 or None
        k = points_per_user(self.mechanism_name(), self.parameter_values())
        return recommend(model=model, n=max(self.n.value(), 1), epsilon=self.epsilon.value(),
                         query_fraction=share, max_per_user=k)

    def recommendation_text(self, advice):
        """The recommendation as the panel says it."""
        others = ", ".join(f"{name} {ratio:.2f}×" for name, ratio in advice.ratios.items()
                           if name != advice.mechanism)
        text = self.tr("Recommended: <b>{}</b> with its defaults (the others' error in the study: {})").format(
            advice.mechanism, others)
        return "<br>".join([text] + [declared(note) for note in advice.notes])

    def size_recommended(self):
        """Show the guidance of the recommended mechanism (when it has one)."""
        if self.current_recommendation is not None and self.mechanism.findData(
                self.current_recommendation.mechanism) >= 0:
            self.set_mechanism(self.current_recommendation.mechanism)

    def compute(self):
        """The :class:`core.guidelines.Guidance` for the current inputs."""
        return guidance(self.mechanism_name(), self.n.value(), self.epsilon.value(), **self.parameter_values())

    def result_rows(self, g):
        """``[(label, value text), …]`` shown in the table."""
        rows = [(declared(key), number(value)) for key, value in g.sizes.items()]
        rows.append((self.tr("Cells (points spread evenly)"), number(g.cells)))
        rows.append((self.tr("Noise sd per cell"), number(g.noise_sd)))
        rect = self.extent.outputExtent() if self.extent.isValid() else None
        if rect is not None and not rect.isEmpty():
            units = QgsUnitTypes.toAbbreviatedString(self.extent.outputCrs().mapUnits()) \
                if self.extent.outputCrs().isValid() else ""
            for level, (w, h) in g.cell_sizes(rect.width(), rect.height()).items():
                rows.append((self.tr("Cell size") if level == "cell" else
                             self.tr("Cell size, {}").format(declared(level)),
                             f"{number(w)} × {number(h)} {units}".strip()))
        else:
            rows.append((self.tr("Cell size"), self.tr("set an extent")))
        rows += [(self.tr("Note"), declared(note)) for note in g.notes]
        return rows

    def refresh(self):
        self._dirty = False
        try:
            self.current_recommendation = self.recommendation()
            self.recommended.setText(self.recommendation_text(self.current_recommendation))
        except (ValueError, LookupError) as error:
            self.current_recommendation = None
            self.recommended.setText(str(error))
        self.use_recommended.setEnabled(self.current_recommendation is not None and self.mechanism.findData(
            self.current_recommendation.mechanism) >= 0)
        try:
            g = self.compute()
        except ValueError as error:
            self.current = None
            self.results.setRowCount(1)
            self.results.setItem(0, 0, QTableWidgetItem(self.tr("Error")))
            self.results.setItem(0, 1, QTableWidgetItem(str(error)))
            self.open_button.setEnabled(False)
            return
        self.current = g
        rows = self.result_rows(g)
        self.results.setRowCount(len(rows))
        for i, (label, value) in enumerate(rows):
            self.results.setItem(i, 0, QTableWidgetItem(label))
            self.results.setItem(i, 1, QTableWidgetItem(value))
        self.results.resizeRowsToContents()
        fit_height(self.results)
        self.chart.draw(charts.draw_guidance, g, tr=module_tr)  # charts.py's strings: module level
        alg = algorithm(self.mechanism_name())
        self.open_button.setEnabled(alg is not None)
        self.open_button.setToolTip(alg.displayName() if alg is not None else self.tr(
            "The algorithm of this mechanism is not installed."))
        self.guidanceChanged.emit(g)

    def dialog_parameters(self):
        """The parameters the algorithm dialog is opened with."""
        g = self.current or self.compute()
        extent = None
        # a layer's extent or exact count is data: neither is handed on as if it were public
        from_layer = self.extent.extentState() == QgsExtentWidget.ExtentState.ProjectLayerExtent
        if self.extent.isValid() and not self.extent.outputExtent().isEmpty() and not from_layer:
            extent = extent_string(self.extent.outputExtent(), self.extent.outputCrs())
        exact_n = self.layer_count is not None and self.n.value() == self.layer_count
        return dialog_parameters(self.mechanism_name(), g, self.epsilon.value(), extent,
                                 self.n_layer.currentLayer(), with_sizes=not exact_n)

    def open_algorithm(self):
        """Open the mechanism's Processing dialog pre-filled; returns the dialog (or None)."""
        alg = algorithm(self.mechanism_name())
        if alg is None:
            return None
        from processing import createAlgorithmDialog

        self.dialog = createAlgorithmDialog(alg.id(), self.dialog_parameters())
        if self.dialog is not None:
            self.dialog.show()
        return self.dialog
