"""The few places where QGIS 3.22 … 3.44 and QGIS 4 (Qt 6) need different code.

Field types: QGIS 3.38 moved ``QgsField`` from ``QVariant::Type`` to
``QMetaType::Type`` (the old form is deprecated there, and Qt 6 has no
``QVariant.Type`` at all), while QGIS 3.22 accepts only ``QVariant::Type``.
Every field the plugin creates or compares uses the constants below, and
:func:`field_type` reads a field's type in the same vocabulary (``type()``
answers in the vocabulary of its version).

Styles: QGIS 3.44 deprecated ``saveStyleToDatabase`` for
``saveStyleToDatabaseV2``; :func:`save_style_to_database` calls the newest.
``saveDefaultStyle()`` without style categories is deprecated from 3.26 (and
warns from 3.44); :func:`save_default_style` passes them where they exist.

Everything else that differs (enums) is written in the scoped form
``Class.Enum.Member``, which every supported version accepts.
"""

from qgis.core import Qgis, QgsMapLayer, QgsMarkerLineSymbolLayer, QgsSimpleMarkerSymbolLayerBase

#: True where QgsField speaks QMetaType::Type (QGIS ≥ 3.38, and QGIS 4).
METATYPE_FIELDS = Qgis.QGIS_VERSION_INT >= 33800

if METATYPE_FIELDS:
    from qgis.PyQt.QtCore import QMetaType as _Meta

    INT, LONG_LONG, DOUBLE, STRING, DATE_TIME = (_Meta.Type.Int, _Meta.Type.LongLong, _Meta.Type.Double,
                                                 _Meta.Type.QString, _Meta.Type.QDateTime)
else:
    from qgis.PyQt.QtCore import QVariant as _Variant

    INT, LONG_LONG, DOUBLE, STRING, DATE_TIME = (_Variant.Type.Int, _Variant.Type.LongLong, _Variant.Type.Double,
                                                 _Variant.Type.String, _Variant.Type.DateTime)


def field_type(field):
    """A QgsField's type, comparable with :data:`INT`, :data:`DOUBLE`, … on every version."""
    return field.type()


def save_style_to_database(layer, name, description):
    """Store the layer's style as its default style in its own database; '' or QGIS's error message."""
    if hasattr(layer, "saveStyleToDatabaseV2"):  # QGIS ≥ 3.44
        _results, message = layer.saveStyleToDatabaseV2(name, description, True, "")
        return message
    return layer.saveStyleToDatabase(name, description, True, "")


def save_default_style(layer):
    """Save the layer's whole style as its default (a ``.qml`` next to a file); '' or QGIS's
    message why it could not."""
    if Qgis.QGIS_VERSION_INT >= 32600:
        message, ok = layer.saveDefaultStyle(QgsMapLayer.StyleCategory.AllStyleCategories)
    else:
        message, ok = layer.saveDefaultStyle()
    return "" if ok else message or "the style could not be saved"


def _enum(scoped, name, older):
    """``Qgis.<scoped>.<name>`` where it exists (QGIS ≥ 3.24, 4), else ``older()``: the class enum
    of earlier versions (looked up only there)."""
    value = getattr(getattr(Qgis, scoped, None), name, None)
    return value if value is not None else older()


#: a marker line's placement at the last vertex, and the filled arrowhead marker (the OD flows' style)
LAST_VERTEX = _enum("MarkerLinePlacement", "LastVertex", lambda: QgsMarkerLineSymbolLayer.Placement.LastVertex)
ARROWHEAD = _enum("MarkerShape", "ArrowHeadFilled", lambda: QgsSimpleMarkerSymbolLayerBase.Shape.ArrowHeadFilled)


def place_at_last_vertex(layer):
    """Put a marker line's marker on the last vertex: setPlacements (flags) where it exists
    (QGIS ≥ 3.24; QGIS 4 has no setPlacement), else setPlacement."""
    if hasattr(layer, "setPlacements"):
        layer.setPlacements(Qgis.MarkerLinePlacements(LAST_VERTEX))
    else:
        layer.setPlacement(LAST_VERTEX)
