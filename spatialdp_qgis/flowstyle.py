"""The default style of private OD flows (issue 27; docs/odflows.md §5).

Curved arrows from origin to destination zone (so the two directions of a pair do not
overlap), their width proportional to the published noisy count, and the flows whose
count is within its 90 % margin of error (noisy_count < moe90: not told apart from zero)
faded. Flows below the publication threshold are not written at all; a zone's trips to
itself have no line. The record and metadata are stored as for every
release (:func:`..output.persist`).
"""

from dataclasses import dataclass

from qgis.core import (
    QgsLineSymbol,
    QgsMarkerLineSymbolLayer,
    QgsProperty,
    QgsRuleBasedRenderer,
    QgsSimpleLineSymbolLayer,
)
from qgis.PyQt.QtGui import QColor

from . import compat, output
from .i18n import tr

FLOW_COLOUR = QColor(178, 24, 43)
#: the widest arrow, mm
MAX_WIDTH = 4.0
MIN_WIDTH = 0.3


def arrow_symbol(max_count, opacity):
    """A line with an arrowhead at the destination, offset to its right (the two directions of a
    pair side by side), its width growing linearly with noisy_count up to MAX_WIDTH at ``max_count``.

    Simple line and marker line layers, which every QGIS writes to SLD (saving the default
    style does)."""
    width = QgsProperty.fromExpression(
        f'scale_linear(coalesce("noisy_count", 0), 0, {float(max(max_count, 1.0))!r}, {MIN_WIDTH}, {MAX_WIDTH})')
    line = QgsSimpleLineSymbolLayer(FLOW_COLOUR, 1.0)
    line.setOffset(0.8)
    head = QgsMarkerLineSymbolLayer(True)  # rotated along the line
    compat.place_at_last_vertex(head)
    head.setOffset(0.8)
    marker = head.subSymbol().symbolLayer(0)
    marker.setShape(compat.ARROWHEAD)
    marker.setSize(3.0)
    marker.setColor(FLOW_COLOUR)
    marker.setStrokeColor(FLOW_COLOUR)
    symbol = QgsLineSymbol()  # the layers are handed over one by one: that transfers them on every version
    symbol.changeSymbolLayer(0, line)
    symbol.appendSymbolLayer(head)
    symbol.setDataDefinedWidth(width)
    symbol.setOpacity(opacity)
    return symbol


@dataclass
class FlowStyle:
    """The flows' style: arrows scaled to the largest published count; the threshold (if any) in the legend."""

    max_count: float
    threshold: int = None

    def renderer(self):
        root = QgsRuleBasedRenderer.Rule(None)
        drawn = '"origin" <> "destination"'
        label = tr("flow (width: noisy count)") if self.threshold is None else \
            tr("flow ≥ {} (width: noisy count)").format(self.threshold)
        for symbol, rule, text in (
                (arrow_symbol(self.max_count, 0.9), f'{drawn} AND "noisy_count" >= "moe90"', label),
                (arrow_symbol(self.max_count, 0.2), f'{drawn} AND "noisy_count" < "moe90"',
                 tr("within its margin of error (faded)"))):
            root.appendChild(QgsRuleBasedRenderer.Rule(symbol, 0, 0, rule, text))
        return QgsRuleBasedRenderer(root)

    def __call__(self, layer, record):
        """Style ``layer`` and give it the release's metadata (for :func:`..output.persist`)."""
        layer.setRenderer(self.renderer())
        output.animate(layer)  # flows per period (t_start, t_end) step with the Temporal Controller
        layer.setMetadata(output.metadata(record))
        layer.triggerRepaint()


def describe_table(layer, record):
    """The OD matrix as a table: only the release's metadata."""
    layer.setMetadata(output.metadata(record))


def persist(dest_id, record, style):
    """Store the flows' (or the table's) style and record with a file output."""
    return output.persist(dest_id, record, style=style or describe_table)


def decorate(layer, record, style):
    (style or describe_table)(layer, record)


class FlowPostProcessor:
    """Styles flows loaded into the project (:class:`..output.ReleasePostProcessor` with this style)."""

    @staticmethod
    def create(record, style):
        return output.ReleasePostProcessor.create(record, style=style or describe_table)
