"""The QGIS plugin: registers the Processing provider and the dock widget, loads translations."""

from pathlib import Path

from qgis.core import QgsApplication
from qgis.PyQt.QtCore import QCoreApplication, QLocale, QSettings, QTranslator

from .provider import SpatialDPProvider

I18N = Path(__file__).resolve().parent.parent / "i18n"


class SpatialDPPlugin:
    def __init__(self, iface):
        self.iface = iface
        self.provider = None
        self.translator = None
        self.dock = self.dock_action = None

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

    def unload(self):
        if self.dock is not None:
            from .gui.dock import uninstall
            uninstall(self.iface, self.dock, self.dock_action)
            self.dock = self.dock_action = None
        if self.provider is not None:
            QgsApplication.processingRegistry().removeProvider(self.provider)
            self.provider = None
        if self.translator is not None:
            QCoreApplication.removeTranslator(self.translator)
            self.translator = None
