"""The dock's Register tab: what a release register holds (docs/register.md).

Choose a register (by default the one QGIS Desktop last used) and a point
layer: the table lists the ε spent on that layer per unit of privacy, its
cap and what remains, then every other data source the register knows. The
tab only reads the file; the algorithms record the releases.
"""

from qgis.core import QgsMapLayerProxyModel
from qgis.gui import QgsFileWidget, QgsMapLayerComboBox
from qgis.PyQt.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...core.register import Register, RegisterError
from .. import register
from ..i18n import translate
from .scroll import scrolling_layout


class RegisterTab(QWidget):
    def __init__(self, iface=None, parent=None):
        super().__init__(parent)
        layout = scrolling_layout(self)
        layout.addWidget(QLabel(self.tr(
            "Releases of the same data add up. A release register records every release made with "
            "it (the advanced parameter 'Release register' of each algorithm) and refuses one that "
            "would exceed its cap.")))
        form = QFormLayout()
        self.file = QgsFileWidget()
        self.file.setStorageMode(QgsFileWidget.StorageMode.GetFile)
        self.file.setFilter(self.tr("Release register (*.json)"))
        self.file.setFilePath(register.remembered() or "")
        form.addRow(self.tr("Release register"), self.file)
        self.layer = QgsMapLayerComboBox()
        self.layer.setFilters(QgsMapLayerProxyModel.Filter.PointLayer)
        self.layer.setAllowEmptyLayer(True)
        form.addRow(self.tr("Layer"), self.layer)
        layout.addLayout(form)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([
            self.tr("Data"), self.tr("Unit of privacy"), self.tr("ε spent"), self.tr("Cap"),
            self.tr("Remaining")])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table)
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.refresh_button = QPushButton(self.tr("Refresh"))
        layout.addWidget(self.refresh_button)
        layout.addStretch(1)
        self.file.fileChanged.connect(self.refresh)
        self.layer.layerChanged.connect(self.refresh)
        self.refresh_button.clicked.connect(self.refresh)
        self.refresh()

    def tr(self, text):
        return translate(type(self), text)

    def refresh(self):
        """Read the register and fill the table: the chosen layer's budgets first."""
        self.table.setRowCount(0)
        path = self.file.filePath()
        if not path:
            self.message.setText(self.tr("Choose a release register, or type a new file name in an "
                                         "algorithm's 'Release register' to start one."))
            return
        try:
            releases = len(Register(path).entries())
            budgets = Register(path).budgets()
        except RegisterError as error:
            self.message.setText(str(error))
            return
        layer = self.layer.currentLayer()
        identity = register.source_identity(layer, layer.source())[0] if layer is not None else None
        budgets.sort(key=lambda budget: budget.source != identity)
        for budget in budgets:
            row = self.table.rowCount()
            self.table.insertRow(row)
            name = layer.name() if budget.source == identity else budget.source
            cells = (name, budget.unit, register.epsilon_text(budget.spent),
                     "" if budget.cap is None else register.epsilon_text(budget.cap),
                     "" if budget.cap is None else register.epsilon_text(budget.remaining))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(budget.source)
                self.table.setItem(row, column, item)
        ours = sum(budget.source == identity for budget in budgets)
        if layer is not None and not ours:
            self.message.setText(self.tr("The register holds no release of '{}'.").format(layer.name()))
        else:
            self.message.setText(self.tr("{} releases of {} data sources recorded.").format(
                releases, len({budget.source for budget in budgets})))
