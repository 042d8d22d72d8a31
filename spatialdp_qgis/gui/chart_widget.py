"""A Qt widget that shows a matplotlib chart drawn by :mod:`..charts`.

The matplotlib canvas (FigureCanvasQTAgg of the ``qtagg`` backend, which
follows PyQt5 or PyQt6) is created on the first draw, so QGIS does not import
matplotlib when the plugin loads. Without matplotlib the widget says so
instead of failing.
"""

from qgis.PyQt.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from .. import charts
from ..i18n import translate


def _canvas_class():
    """matplotlib's Qt canvas for the Qt that QGIS runs on (5 or 6); Qt 5 only before matplotlib 3.5."""
    try:
        from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
    except ImportError:
        from matplotlib.backends.backend_qt5agg import FigureCanvasQTAgg
    return FigureCanvasQTAgg


class ChartWidget(QWidget):
    def __init__(self, parent=None, minimum_height=240):
        super().__init__(parent)
        self.figure = None
        self.canvas = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.setMinimumHeight(minimum_height)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def tr(self, text):
        return translate(type(self), text)

    def _ensure_canvas(self):
        if self.canvas is not None or not charts.available():
            if self.canvas is None and not self.findChild(QLabel):
                label = QLabel(self.tr("Charts need matplotlib (python3-matplotlib)."))
                label.setWordWrap(True)
                self._layout.addWidget(label)
            return self.canvas is not None
        from matplotlib.figure import Figure

        self.figure = Figure(figsize=(5, 3), dpi=90)
        self.canvas = _canvas_class()(self.figure)
        self.canvas.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.canvas.setMinimumHeight(self.minimumHeight())
        self._layout.addWidget(self.canvas)
        return True

    def draw(self, function, *args, **kwargs):
        """``function(figure, *args, **kwargs)`` (a :mod:`..charts` drawer) on this widget's figure."""
        if not self._ensure_canvas():
            return False
        function(self.figure, *args, **kwargs)
        self.canvas.draw()
        return True

    def clear(self):
        if self.figure is not None:
            self.figure.clear()
            self.canvas.draw()

    def resizeEvent(self, event):  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self.figure is not None and self.figure.axes:
            try:
                self.figure.tight_layout()
            except ValueError:  # too small to lay out; matplotlib draws it anyway
                pass

    def save_png(self, path, dpi=120):
        if self.figure is None:
            raise ValueError("nothing has been drawn yet")
        self.figure.savefig(path, dpi=dpi)
