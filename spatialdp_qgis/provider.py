"""The Processing provider ``spatialdp``.

Loading it installs the plugin's translation (:func:`.i18n.install`): ``qgis_process``
loads a plugin's provider (``initProcessing``) without ``initGui``."""

from qgis.core import QgsProcessingProvider
from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtGui import QIcon

from . import i18n
from .algorithms import ALGORITHMS
from .resources import icon_path


class SpatialDPProvider(QgsProcessingProvider):
    def load(self):
        i18n.install()
        return super().load()

    def id(self):
        return "spatialdp"

    def name(self):
        return QCoreApplication.translate("SpatialDP", "SpatialDP (differential privacy)")

    def longName(self):
        return self.name()

    def icon(self):
        return QIcon(icon_path())

    def loadAlgorithms(self):
        for algorithm in ALGORITHMS:
            self.addAlgorithm(algorithm())
