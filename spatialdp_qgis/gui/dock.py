"""The SpatialDP dock widget (View → Panels and a toolbar button): guidance, evaluation, register."""

from qgis.gui import QgsDockWidget
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import QPushButton, QTabWidget, QVBoxLayout, QWidget

from ..i18n import translate
from ..resources import icon_path
from . import dependencies_dialog
from .scroll import fit_narrow
from .evaluation_tab import EvaluationTab
from .guidance_tab import GuidanceTab
from .register_tab import RegisterTab


class SpatialDPDock(QgsDockWidget):
    def __init__(self, iface=None, parent=None):
        super().__init__(parent)
        self.setObjectName("SpatialDPDock")
        self.setWindowTitle(self.tr("SpatialDP guidance and evaluation"))
        self.setAllowedAreas(Qt.DockWidgetArea.AllDockWidgetAreas)
        self.tabs = QTabWidget()
        self.guidance = GuidanceTab(iface)
        self.evaluation = EvaluationTab(iface)
        self.tabs.addTab(self.guidance, self.tr("Guidance"))
        self.tabs.addTab(self.evaluation, self.tr("Evaluation"))
        self.register = RegisterTab(iface)
        self.tabs.addTab(self.register, self.tr("Register"))
        self.dependencies_button = QPushButton(self.tr("Install optional dependencies…"))
        self.dependencies_button.setToolTip(self.tr(
            "POT (exact Wasserstein distances) and PyTorch (VDR's denoiser), into your QGIS profile"))
        self.dependencies_button.clicked.connect(self.show_dependencies)
        self.dependencies_dialog = None
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.dependencies_button)
        self.setWidget(body)
        fit_narrow(self)

    def show_dependencies(self):
        self.dependencies_dialog = dependencies_dialog.show(self)
        return self.dependencies_dialog

    def tr(self, text):
        return translate(type(self), text)


#: whether the panel was open when QGIS last closed (QGIS restores its own panels, not a plugin's)
VISIBLE_SETTING = "spatialdp/panel/visible"


def install(iface):
    """Add the dock to QGIS and a toolbar button that shows it; returns ``(dock, action)``.

    The dock is open at the first start (a new user sees it) and afterwards as the user left it.
    QGIS lists every dock widget of its main window under View → Panels; the plugin's menu has
    the same action (:mod:`..plugin`).
    """
    from qgis.core import QgsSettings

    dock = SpatialDPDock(iface, iface.mainWindow())
    iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.setVisible(QgsSettings().value(VISIBLE_SETTING, True, type=bool))
    action = dock.toggleViewAction()
    action.setIcon(QIcon(icon_path()))
    action.setText(dock.tr("SpatialDP panel (guidance, evaluation, register)"))
    iface.addToolBarIcon(action)
    return dock, action


def uninstall(iface, dock, action):
    """Remove the toolbar button and the dock added by :func:`install`, remembering whether the
    dock was open for the next start."""
    from qgis.core import QgsSettings

    if action is not None:
        iface.removeToolBarIcon(action)
    if dock is not None:
        QgsSettings().setValue(VISIBLE_SETTING, not dock.isHidden())
        iface.removeDockWidget(dock)
        dock.setParent(None)
        dock.deleteLater()
