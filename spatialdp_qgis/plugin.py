"""The QGIS plugin: registers the Processing provider (which loads the translation,
:func:`.i18n.install`) and the dock widget.

At start-up, before any optional import, the folder that "Install optional
dependencies…" fills (:mod:`.dependencies`) is put on ``sys.path``.
"""

from qgis.core import QgsApplication
from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import QAction

from . import dependencies, i18n
from .i18n import translate
from .provider import SpatialDPProvider
from .resources import icon_path

MENU = "&SpatialDP"


class SpatialDPPlugin:
    def __init__(self, iface):
        self.iface = iface
        self.provider = None
        self.dock = self.dock_action = None
        self.dependencies_action = self.dependencies_dialog = None
        dependencies.activate(dependencies.deps_dir())

    def tr(self, text):
        return translate(type(self), text)

    def initProcessing(self):
        self.provider = SpatialDPProvider()
        QgsApplication.processingRegistry().addProvider(self.provider)

    def initGui(self):
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
        i18n.uninstall()
