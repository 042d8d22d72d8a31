"""The QGIS plugin: registers the Processing provider and the dock widget, loads translations.

At start-up, before any optional import, the folder that "Install optional
dependencies…" fills (:mod:`.dependencies`) is put on ``sys.path``.
"""

from pathlib import Path

from qgis.core import QgsApplication
from qgis.PyQt.QtCore import QCoreApplication, QLocale, QSettings, QTranslator
from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import QAction

from . import dependencies
from .i18n import translate
from .provider import SpatialDPProvider
from .resources import icon_path

I18N = Path(__file__).resolve().parent.parent / "i18n"
MENU = "&SpatialDP"


class SpatialDPPlugin:
    def __init__(self, iface):
        self.iface = iface
        self.provider = None
        self.translator = None
        self.dock = self.dock_action = None
        self.dependencies_action = self.dependencies_dialog = None
        dependencies.activate(dependencies.deps_dir())

    def tr(self, text):
        return translate(type(self), text)

    def initProcessing(self):
        self.provider = SpatialDPProvider()
        QgsApplication.processingRegistry().addProvider(self.provider)

    def initGui(self):
        locale = (QSettings().value("locale/userLocale", "") or QLocale().name())[:2]
        qm = I18N / f"spatialdp_{locale}.qm"
        if qm.exists():
            self.translator = QTranslator()
            self.translator.load(str(qm))
            QCoreApplication.installTranslator(self.translator)
        self.initProcessing()
        from .gui.dock import install
        self.dock, self.dock_action = install(self.iface)
        self.dependencies_action = QAction(QIcon(icon_path()), self.tr("Install optional dependencies…"),
                                           self.iface.mainWindow())
        self.dependencies_action.triggered.connect(self.show_dependencies)
        self.iface.addPluginToMenu(MENU, self.dock_action)  # Plugins → SpatialDP → the panel
        self.iface.addPluginToMenu(MENU, self.dependencies_action)

    def show_dependencies(self):
        from .gui import dependencies_dialog

        self.dependencies_dialog = dependencies_dialog.show(self.iface.mainWindow())
        return self.dependencies_dialog

    def unload(self):
        if self.dependencies_action is not None:
            self.iface.removePluginMenu(MENU, self.dependencies_action)
            self.dependencies_action = None
        if self.dock is not None:
            from .gui.dock import uninstall
            self.iface.removePluginMenu(MENU, self.dock_action)
            uninstall(self.iface, self.dock, self.dock_action)
            self.dock = self.dock_action = None
        if self.provider is not None:
            QgsApplication.processingRegistry().removeProvider(self.provider)
            self.provider = None
        if self.translator is not None:
            QCoreApplication.removeTranslator(self.translator)
            self.translator = None
