"""The dock's Evaluation tab: errors of a released grid against the true points (issue 6).

Pick the true point layer and a released grid layer (any SpatialDP output,
recognised from its fields and release record), the query workload and
the metric; the evaluation runs in a QgsTask (:mod:`.evaluation_task`)
with progress and can be cancelled, so QGIS never blocks. The candlestick
chart (Qardaji et al.: 25/50/75/95 percentiles and the mean per query
size) and the table can be exported to PNG and CSV. The results use the
true data and are not private — the tab says so.
"""

from qgis.core import QgsApplication, QgsMapLayerProxyModel
from qgis.gui import QgsMapLayerComboBox
from qgis.PyQt.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...core.evaluation import BALIOGLU, CUSTOM, METRICS, QARDAJI, W2_GRID
from .. import charts, report
from ..evaluation_run import Workload, parse_sizes
from ..i18n import translate, tr as module_tr
from ..output import read_record
from ..synopsis_layer import is_released_layer
from .evaluation_task import EvaluationTask
from .guidance_tab import WARNING_STYLE, compact, fit_height, number
from .chart_widget import ChartWidget
from .scroll import scrolling_layout

#: the median first (report.median_note says why)
TABLE_COLUMNS = ("size", "p50", "mean", "p25", "p75", "p95")


def short(value):
    """A number in at most about six characters, for narrow table columns."""
    if value is None:
        return ""
    if value == 0 or 0.01 <= abs(value) < 1000:
        return f"{value:.3g}"
    return f"{value:.1e}".replace("e-0", "e-").replace("e+0", "e")


class EvaluationTab(QWidget):
    def __init__(self, iface=None, parent=None):
        super().__init__(parent)
        self.iface = iface
        self.task = None
        self.results = None
        self.rows = []
        self._build()
        self.grid_changed()

    def tr(self, text):
        return translate(type(self), text)

    def _build(self):
        layout = scrolling_layout(self)

        self.note = QLabel(self.tr(
            "Evaluation compares a release with the TRUE points: its results are not private. Use "
            "them to choose a mechanism, ε and grid; do not publish them with the release."))
        self.note.setWordWrap(True)
        self.note.setStyleSheet(WARNING_STYLE)
        layout.addWidget(self.note)

        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.points = QgsMapLayerComboBox()
        self.points.setFilters(QgsMapLayerProxyModel.Filter.PointLayer)
        form.addRow(self.tr("True points"), self.points)
        self.grid = QgsMapLayerComboBox()
        self.grid.setFilters(QgsMapLayerProxyModel.Filter.PolygonLayer)
        form.addRow(self.tr("Released grid"), self.grid)
        self.grid_info = QLabel()
        self.grid_info.setWordWrap(True)
        form.addRow(self.grid_info)

        self.workload = QComboBox()
        self.workload.addItem(self.tr("Qardaji: q1…q6 (200 queries each)"), QARDAJI)
        self.workload.addItem(self.tr("Balioglu: ρ = 0.005 %…10 % of the area (500 each)"), BALIOGLU)
        self.workload.addItem(self.tr("Custom sizes"), CUSTOM)
        self.workload.setToolTip(self.tr(
            "Which rectangles to ask about: 'Qardaji' uses six sizes, from 1/64 to 1/2 of the "
            "extent's width and height; 'Balioglu' rectangles covering 0.005 % to 10 % of the "
            "extent; 'Custom' your own sizes."))
        form.addRow(self.tr("Query workload"), self.workload)
        self.sizes = QLineEdit()
        self.sizes.setPlaceholderText(self.tr("sides in map units, e.g. 500, 1000, 2000x1000"))
        form.addRow(self.tr("Custom sizes"), self.sizes)
        self.queries = QSpinBox()
        self.queries.setRange(0, 100_000)
        self.queries.setSpecialValueText(self.tr("the paper's"))
        self.queries.setToolTip(self.tr(
            "How many random rectangles of each size; 'the paper's' uses 200 (Qardaji, custom) "
            "or 500 (Balioglu)."))
        form.addRow(self.tr("Queries per size"), self.queries)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(1)
        self.seed.setToolTip(self.tr(
            "The same seed asks the same rectangles, so that results can be compared between "
            "runs and between releases."))
        form.addRow(self.tr("Seed of the queries"), self.seed)
        self.w2_grid = QSpinBox()
        self.w2_grid.setRange(0, 1024)
        self.w2_grid.setValue(W2_GRID)
        self.w2_grid.setSpecialValueText(self.tr("off"))
        self.w2_grid.setToolTip(self.tr(
            "Also compare the whole distribution of the points on a d×d grid (2-Wasserstein "
            "distance: how far, on average, the released mass sits from the true mass). Exact up "
            "to d = 64, approximate beyond; 'off' skips it."))
        form.addRow(self.tr("W2 grid d"), self.w2_grid)
        layout.addLayout(form)

        buttons = QHBoxLayout()
        self.run_button = QPushButton(self.tr("Evaluate"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        layout.addLayout(buttons)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        layout.addWidget(self.progress)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)

        metric_row = QHBoxLayout()
        metric_row.addWidget(QLabel(self.tr("Metric")))
        self.metric = QComboBox()
        for metric in METRICS:
            self.metric.addItem(charts.metric_label(metric, module_tr), metric)
        metric_row.addWidget(self.metric, 1)
        layout.addLayout(metric_row)
        self.chart = ChartWidget()
        layout.addWidget(self.chart, 1)
        self.median_note = QLabel(report.median_note(module_tr))
        self.median_note.setWordWrap(True)
        layout.addWidget(self.median_note)
        self.table = QTableWidget(0, len(TABLE_COLUMNS))
        self.set_columns(TABLE_COLUMNS)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table)
        self.w2_label = QLabel()
        self.w2_label.setWordWrap(True)
        layout.addWidget(self.w2_label)
        exports = QHBoxLayout()
        self.csv_button = QPushButton(self.tr("Export CSV…"))
        self.png_button = QPushButton(self.tr("Export PNG…"))
        exports.addWidget(self.csv_button)
        exports.addWidget(self.png_button)
        layout.addLayout(exports)

        for combo in (self.grid, self.points):
            # layerChanged is not emitted when adding several layers at once selects one
            combo.layerChanged.connect(self.grid_changed)
            combo.currentIndexChanged.connect(self.grid_changed)
            combo.model().rowsInserted.connect(self.grid_changed)
            combo.model().rowsRemoved.connect(self.grid_changed)
        self.workload.currentIndexChanged.connect(self._workload_changed)
        self.metric.currentIndexChanged.connect(self.show_results)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.csv_button.clicked.connect(lambda: self.export_csv())
        self.png_button.clicked.connect(lambda: self.export_png())
        for combo in (self.points, self.grid, self.workload, self.metric):
            compact(combo)
        self._workload_changed()
        self._set_exports()

    # --- inputs --------------------------------------------------------------------------
    def _workload_changed(self, *args):
        self.sizes.setEnabled(self.workload.currentData() == CUSTOM)

    def grid_changed(self, *args):
        layer = self.grid.currentLayer()
        if layer is None:
            self.grid_info.setText(self.tr("Choose a grid released by SpatialDP."))
            ok = False
        elif not is_released_layer(layer):
            self.grid_info.setText(self.tr(
                "Not a SpatialDP grid: it needs the fields cell_id, level, parent_id and noisy_count."))
            ok = False
        else:
            record = read_record(layer) or {}
            ledger = record.get("ledger") or {}
            if record:
                text = self.tr("{} release, {} DP, ε = {}").format(
                    record.get("mechanism", "?"), ledger.get("model", "?"), number(ledger.get("epsilon_total")))
            else:
                text = self.tr("A SpatialDP grid without a release record (its cells give the extent)")
            self.grid_info.setText(text)
            ok = True
        self.run_button.setEnabled(ok and self.points.currentLayer() is not None and self.task is None)

    def workload_choice(self):
        kind = self.workload.currentData()
        sizes = tuple(parse_sizes(self.sizes.text())) if kind == CUSTOM else ()
        if kind == CUSTOM and not sizes:
            raise ValueError(self.tr("Give at least one custom query size."))
        return Workload(kind, self.queries.value(), sizes, self.seed.value(), self.w2_grid.value())

    # --- the task ------------------------------------------------------------------------
    def start(self):
        """Start the evaluation task; returns it (None when the inputs are incomplete)."""
        points, grid = self.points.currentLayer(), self.grid.currentLayer()
        if points is None or not is_released_layer(grid):
            self.status.setText(self.tr("Choose the true points and a released grid."))
            return None
        try:
            workload = self.workload_choice()
            task = EvaluationTask(self.tr("SpatialDP: evaluating {}").format(grid.name()), points, [grid],
                                  workload)
        except ValueError as error:
            self.status.setText(str(error))
            return None
        self.task = task
        task.progressChanged.connect(lambda p: self.progress.setValue(int(p)))
        task.evaluated.connect(self._done)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress.setValue(0)
        self.status.setText(self.tr("Evaluating in the background…"))
        QgsApplication.taskManager().addTask(task)
        return task

    def cancel(self):
        if self.task is not None:
            self.task.cancel()

    def _done(self, results):
        task, self.task = self.task, None
        self.cancel_button.setEnabled(False)
        self.grid_changed()
        if results is None:
            error = task.error if task is not None else ""
            self.status.setText(self.tr("Evaluation failed: {}").format(error) if error
                                else self.tr("Evaluation cancelled."))
            return
        self.progress.setValue(100)
        self.results = results
        self.rows = report.rows(results)
        r = results[0]
        notes = "".join(f" {n}." for g in getattr(task, "grids_read", []) for n in g.notes)
        self.status.setText(self.tr("{:,} queries on {:,} true points in the grid's extent.").format(
            r.workload.n_queries, r.n_true) + notes)
        self.show_results()

    # --- results -------------------------------------------------------------------------
    def metric_rows(self):
        metric = self.metric.currentData()
        return [row for row in self.rows if row["metric"] == metric]

    def set_columns(self, columns):
        """The table's columns: :data:`TABLE_COLUMNS`, after ``part`` for a count table's categories
        and periods (docs/categories.md, *Evaluation*)."""
        titles = {"size": self.tr("size"), "mean": self.tr("mean"),
                  "p50": self.tr("median")}  # p25…p95 (and part) read alike everywhere
        self.table.setColumnCount(len(columns))
        self.table.setHorizontalHeaderLabels([titles.get(c, c) for c in columns])

    def show_results(self, *args):
        rows = self.metric_rows()
        columns = (("part",) if any(row.get("part") for row in rows) else ()) + TABLE_COLUMNS
        self.set_columns(columns)
        self.table.setRowCount(len(rows))
        for i, row in enumerate(rows):
            for j, column in enumerate(columns):
                value = row.get(column)
                text = value if isinstance(value, str) else short(value)
                item = QTableWidgetItem(text)
                item.setToolTip(f"{column}: {value}")
                self.table.setItem(i, j, item)
        fit_height(self.table, 400)
        self.w2_label.setText(" ".join(
            self.tr("W2 = {:.4g} map units on a {}×{} grid ({}).").format(
                r.w2["value"], r.w2["grid"], r.w2["grid"], r.w2["method"]) + " " + r.w2.get("note", "")
            for r in (self.results or []) if r.w2).strip())
        if rows:
            self.chart.draw(charts.draw_candlesticks, self.rows, self.metric.currentData(),
                            tr=module_tr)  # charts.py's strings: module level
        else:
            self.chart.clear()
        self._set_exports()

    def _set_exports(self):
        self.csv_button.setEnabled(bool(self.rows))
        self.png_button.setEnabled(bool(self.rows) and charts.available())

    def export_csv(self, path=None):
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the table"), "", self.tr("CSV (*.csv)"))
        if path:
            report.write_csv(path, self.rows)
        return path

    def export_png(self, path=None):
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the chart"), "", self.tr("PNG (*.png)"))
        if path:
            self.chart.save_png(path)
        return path
