"""The scrolling frame shared by the dock's tabs."""

from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QScrollArea, QVBoxLayout, QWidget


def scrolling_layout(tab):
    """A vertical layout inside a scroll area that fills ``tab``.

    The tab then works at any dock size: a short dock scrolls, and a narrow
    one wraps its contents instead of scrolling sideways.
    """
    outer = QVBoxLayout(tab)
    outer.setContentsMargins(0, 0, 0, 0)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    outer.addWidget(scroll)
    content = QWidget()
    scroll.setWidget(content)
    return QVBoxLayout(content)
