"""The plugin's code is written for Qt 5 and Qt 6 alike (QGIS 3.22 … QGIS 4).

A static scan of every Python file of the plugin, its scripts and its tests for
the Qt 5-only idioms that QGIS's own migration script
(``scripts/pyqt5_to_pyqt6/pyqt5_to_pyqt6.py`` in the QGIS sources) rewrites or
warns about. The code is parsed, never run. Whether ``Class.Name`` is an
unscoped enum member is asked of the Qt and QGIS classes installed here, so
no list of enums goes stale; what was renamed or removed in Qt 6 is listed.
Field types go through ``spatialdp_qgis/compat.py``, the one module allowed
to name ``QVariant.Type`` (QGIS 3.22 has nothing else).
"""

import ast
import enum
from pathlib import Path

import pytest
import qgis.core
import qgis.gui
from qgis.PyQt import QtCore, QtGui, QtWidgets

REPO = Path(__file__).resolve().parents[2]
SCANNED = ("__init__.py", "spatialdp_qgis", "scripts", "tests")
COMPAT = REPO / "spatialdp_qgis" / "compat.py"

#: modules whose classes the code names (``Qt``, ``QSizePolicy``, ``QgsProcessing``, ``Qgis``…)
_NAMESPACES = (QtCore, QtGui, QtWidgets, qgis.core, qgis.gui)
#: module names under which code may reach those classes (``QtCore.Qt.UTC``)
_MODULE_ALIASES = {"QtCore", "QtGui", "QtWidgets", "core", "gui"}
#: enum members that Qt 6 renamed (the script's ``deprecated_renamed_enums``)
RENAMED_ENUMS = {"MidButton": "Qt.MouseButton.MiddleButton", "TextColorRole": "Qt.ItemDataRole.ForegroundRole",
                 "BackgroundColorRole": "Qt.ItemDataRole.BackgroundRole",
                 "HighQualityAntialiasing": "QPainter.RenderHint.Antialiasing"}
#: classes and functions that Qt 6 removed
REMOVED_NAMES = {"QRegExp": "QRegularExpression", "QRegExpValidator": "QRegularExpressionValidator",
                 "QDesktopWidget": "QApplication.screens()", "qApp": "QApplication.instance()",
                 "QMatrix": "QTransform", "QTextCodec": "Python's codecs", "QStringRef": "str",
                 "QGLWidget": "QOpenGLWidget", "QSound": "QSoundEffect"}
#: methods that Qt 6 removed
REMOVED_METHODS = {"exec_": "exec()", "print_": "print()", "setMargin": "setContentsMargins()"}
#: moved from QtWidgets to QtGui in Qt 6: qgis.PyQt.QtWidgets serves them on both, QtGui only on Qt 6
MOVED_TO_QTGUI = {"QAction", "QActionGroup", "QShortcut", "QFileSystemModel", "QUndoCommand"}
#: matplotlib backends that bind Qt 5 only (``backend_qtagg`` follows the running Qt)
QT5_BACKENDS = {"backend_qt5agg", "backend_qt5", "backend_qt5cairo", "backend_qt4agg"}
#: signal overloads selected by type, gone in Qt 6
OVERLOADED_SIGNALS = {"activated", "currentIndexChanged", "highlighted"}


def python_files():
    for entry in SCANNED:
        path = REPO / entry
        yield from [path] if path.is_file() else sorted(path.rglob("*.py"))


def _lookup(name):
    for module in _NAMESPACES:
        found = getattr(module, name, None)
        if isinstance(found, type):
            return found
    return None


def _is_enum_member(value):
    return isinstance(value, enum.Enum) or type(type(value)).__name__ == "enumtype"  # PyQt5's sip enums


def _is_enum_class(value):
    return isinstance(value, type) and (issubclass(value, enum.Enum) or type(value).__name__ == "enumtype")


def _missing_member(node):
    """``Class.Enum.member`` (the spelling) when this QGIS's ``Class.Enum`` has no such member."""
    if not isinstance(node.value, ast.Attribute):
        return None
    cls_name, cls = _owner_class(node.value.value)
    kind = getattr(cls, node.value.attr, None) if cls is not None else None
    if _is_enum_class(kind) and not hasattr(kind, node.attr):
        return f"{cls_name}.{node.value.attr}.{node.attr}"
    return None


def _owner_class(node):
    """The Qt/QGIS class that ``node`` (the left of ``X.member``) names, if any."""
    if isinstance(node, ast.Name):
        return node.id, _lookup(node.id)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in _MODULE_ALIASES:
        return node.attr, _lookup(node.attr)
    return None, None


def _scoped(cls_name, cls, member):
    """The scoped spelling: ``Class.Enum.member`` where the class names the enum (3.22 knows only
    that one for enums that later moved to ``Qgis``), else ``Qgis.Enum.name``."""
    value = getattr(cls, member)
    kind = type(value)
    for name in dir(cls):
        if getattr(cls, name, None) is kind and hasattr(kind, member):
            return f"{cls_name}.{name}.{member}"
    return f"Qgis.{kind.__name__}.{getattr(value, 'name', member)}"


def _in_import_fallback(node, parents):
    """True inside ``except ImportError:`` (a fallback for an old library is allowed)."""
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.ExceptHandler):
            caught = node.type
            names = caught.elts if isinstance(caught, ast.Tuple) else [caught]
            return any(isinstance(n, ast.Name) and n.id in ("ImportError", "ModuleNotFoundError") for n in names)
    return False


def problems(source, path=None):
    """(line, message) for every Qt 5-only idiom in a Python source."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Attribute):
            cls_name, cls = _owner_class(node.value)
            if node.attr in RENAMED_ENUMS:
                found.append((line, f"{node.attr} is gone in Qt 6: {RENAMED_ENUMS[node.attr]}"))
            elif cls_name == "QVariant" and path != COMPAT and (
                    node.attr == "Type" or _is_enum_member(getattr(cls, node.attr, None))):
                found.append((line, f"QVariant.{node.attr}: field types come from spatialdp_qgis.compat"))
            elif cls is not None and _is_enum_member(getattr(cls, node.attr, None)):
                found.append((line, f"unscoped enum {cls_name}.{node.attr}: {_scoped(cls_name, cls, node.attr)}"))
            elif missing := _missing_member(node):
                found.append((line, f"{missing} does not exist in QGIS {qgis.core.Qgis.QGIS_VERSION}"))
            elif node.attr in REMOVED_METHODS:
                found.append((line, f".{node.attr} is gone in Qt 6: {REMOVED_METHODS[node.attr]}"))
        elif isinstance(node, ast.Name) and node.id in REMOVED_NAMES:
            found.append((line, f"{node.id} is gone in Qt 6: {REMOVED_NAMES[node.id]}"))
        elif isinstance(node, ast.FunctionDef) and node.name in REMOVED_METHODS:
            found.append((line, f"def {node.name}: Qt 6 calls {REMOVED_METHODS[node.name]}"))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            found += [(line, message) for message in _import_problems(node, parents)]
        elif isinstance(node, ast.Call):
            found += [(line, message) for message in _call_problems(node)]
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) \
                and node.value.attr in OVERLOADED_SIGNALS and isinstance(node.slice, ast.Name):
            found.append((line, f"{node.value.attr}[{node.slice.id}]: Qt 6 has one {node.value.attr} signal"))
    return sorted(set(found))


def _import_problems(node, parents):
    modules = [alias.name for alias in node.names] if isinstance(node, ast.Import) else [node.module or ""]
    names = {alias.name for alias in node.names}
    for module in modules:
        root = module.split(".")[0]
        if root in ("PyQt5", "PyQt6", "sip"):
            yield f"import {module}: use qgis.PyQt (it is PyQt5 or PyQt6 as QGIS runs)"
        if module == "qgis.PyQt.Qt" or module.startswith("qgis.PyQt.QtWebKit"):
            yield f"import {module}: gone in Qt 6"
        if module == "qgis.PyQt.QtGui" and names & MOVED_TO_QTGUI:
            yield f"{sorted(names & MOVED_TO_QTGUI)} from qgis.PyQt.QtGui fails on QGIS 3: import from QtWidgets"
        if module.split(".")[-1] in QT5_BACKENDS or names & QT5_BACKENDS:
            if not _in_import_fallback(node, parents):
                yield f"import {module}: Qt 5 only; use matplotlib.backends.backend_qtagg"
    for name in names & set(REMOVED_NAMES):
        yield f"{name} is gone in Qt 6: {REMOVED_NAMES[name]}"
    if "resources_rc" in names or any(m.endswith("resources_rc") for m in modules):
        yield "compiled Qt resources are gone in Qt 6: load files by path"


def _call_problems(node):
    func = node.func
    if isinstance(func, ast.Name) and func.id == "QVariant":
        yield "QVariant(…): a null value is None (qgis.core.NULL) on Qt 6"
    if isinstance(func, ast.Name) and func.id == "QDateTime" and (
            len(node.args) == 8 or len(node.args) == 1 and isinstance(node.args[0], ast.Call)
            and getattr(node.args[0].func, "id", None) == "QDate"):
        yield "QDateTime(…): Qt 6 needs QDateTime(QDate, QTime[, spec])"
    if isinstance(func, ast.Attribute) and func.attr == "desktop" and not node.args:
        yield "desktop(): QDesktopWidget is gone in Qt 6, use QApplication.screens()"
    if isinstance(func, ast.Attribute) and func.attr == "width" and isinstance(func.value, ast.Call) and (
            getattr(func.value.func, "attr", None) == "fontMetrics"
            or getattr(func.value.func, "id", None) in ("QFontMetrics", "QFontMetricsF")):
        yield "QFontMetrics.width() is gone in Qt 6: horizontalAdvance()"
    if isinstance(func, ast.Attribute) and func.attr == "use" and node.args \
            and isinstance(node.args[0], ast.Constant) and "qt5" in str(node.args[0].value).lower():
        yield "matplotlib.use('Qt5…'): Qt 5 only; use 'QtAgg'"


@pytest.mark.parametrize("path", list(python_files()), ids=lambda p: str(p.relative_to(REPO)))
def test_no_qt5_only_idioms(path):
    found = problems(path.read_text(encoding="utf-8"), path)
    assert not found, "\n".join(f"{path.relative_to(REPO)}:{line}: {message}" for line, message in found)


BAD = '''
from PyQt5.QtCore import QVariant
from qgis.PyQt.QtGui import QAction
from qgis.PyQt.QtCore import QRegExp
from matplotlib.backends.backend_qt5agg import FigureCanvasQTAgg
from qgis.core import Qgis, QgsField, QgsProcessing, QgsWkbTypes
from qgis.PyQt.QtCore import QDateTime, Qt
from qgis.PyQt.QtWidgets import QSizePolicy
QgsField("n", QVariant.Int)
QgsField("n", QVariant.Type.Int)
when = QDateTime(2020, 1, 1, 0, 0, 0, 0, Qt.UTC)
policy = QSizePolicy.Expanding
kind = QgsProcessing.TypeVectorPoint
geometry = QgsWkbTypes.PointGeometry
typo = Qt.TimeSpec.Utc
level = Qgis.Warning
button = Qt.MidButton
dialog.exec_()
layout.setMargin(0)
combo.activated[str].connect(print)
'''

GOOD = '''
from qgis.core import Qgis, QgsProcessing, QgsWkbTypes
from qgis.PyQt.QtCore import QDateTime, Qt
from qgis.PyQt.QtWidgets import QAction, QSizePolicy
try:
    from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
except ImportError:
    from matplotlib.backends.backend_qt5agg import FigureCanvasQTAgg
when = QDateTime.fromMSecsSinceEpoch(0, Qt.TimeSpec.UTC)
policy = QSizePolicy.Policy.Expanding
kind = QgsProcessing.SourceType.TypeVectorPoint
geometry = QgsWkbTypes.GeometryType.PointGeometry
level = Qgis.MessageLevel.Warning
dialog.exec()
'''


def test_the_scan_finds_each_qt5_only_idiom():
    messages = [message for _, message in problems(BAD)]
    for expected in ("import PyQt5.QtCore", "from qgis.PyQt.QtGui fails", "QRegExp is gone",
                     "import matplotlib.backends.backend_qt5agg", "QVariant.Int", "QVariant.Type",
                     "QDateTime(…)", "Qt.TimeSpec.UTC", "QSizePolicy.Policy.Expanding",
                     "QgsProcessing.SourceType.TypeVectorPoint", "QgsWkbTypes.GeometryType.PointGeometry",
                     "Qgis.MessageLevel.Warning", "Qt.TimeSpec.Utc does not exist", "MidButton is gone", ".exec_ is gone", ".setMargin is gone",
                     "activated[str]"):
        assert any(expected in message for message in messages), (expected, messages)
    assert problems(GOOD) == []
