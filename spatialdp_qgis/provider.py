"""The Processing provider ``spatialdp``."""

from qgis.core import QgsProcessingProvider
from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtGui import QIcon

from .algorithms import ALGORITHMS
from .resources import icon_path


class SpatialDPProvider(QgsProcessingProvider):
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
