"""The scrolling frame shared by the dock's tabs, and what lets them fit a narrow dock."""

from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import (
    QAbstractSpinBox, QComboBox, QFormLayout, QLabel, QPushButton, QScrollArea, QSizePolicy,
    QTableWidget, QVBoxLayout, QWidget,
)

#: the narrowest dock the panel is laid out for (QGIS's default right dock is about this wide)
NARROWEST = 300
#: a label longer than this wraps instead of widening the panel
WRAP_CHARACTERS = 30


def scrolling_layout(tab):
    """A vertical layout inside a scroll area that fills ``tab``.

    The tab then works at any dock size: a short dock scrolls, and a narrow
    one wraps its contents instead of scrolling sideways (:func:`fit_narrow`).
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


def fit_narrow(root):
    """Let everything under ``root`` shrink to a dock :data:`NARROWEST` pixels wide: a form puts
    a label above its field when both do not fit, combo boxes and spin boxes give up their
    content's width (they elide), long labels wrap, a table scrolls inside itself and a long
    button's text is clipped (its tooltip holds it). Call it
    again after adding widgets."""
    for form in root.findChildren(QFormLayout):
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    for combo in root.findChildren(QComboBox):
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(6)
    for field in root.findChildren(QComboBox) + root.findChildren(QAbstractSpinBox):
        field.setMinimumWidth(min(field.minimumSizeHint().width(), 90))
        field.setSizePolicy(QSizePolicy.Policy.Ignored, field.sizePolicy().verticalPolicy())
    for label in root.findChildren(QLabel):
        if len(label.text()) > WRAP_CHARACTERS:
            label.setWordWrap(True)
    for button in root.findChildren(QPushButton):  # a long text is clipped, never widens the panel
        if button.minimumSizeHint().width() > NARROWEST - 40:
            button.setSizePolicy(QSizePolicy.Policy.Ignored, button.sizePolicy().verticalPolicy())
            button.setToolTip(button.toolTip() or button.text())
    for table in root.findChildren(QTableWidget):
        table.setMinimumWidth(0)
        table.setSizePolicy(QSizePolicy.Policy.Ignored, table.sizePolicy().verticalPolicy())
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
