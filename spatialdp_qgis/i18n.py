"""Translation lookup: class strings by inheritance, module strings in one context.

``pylupdate5`` files each ``self.tr("…")`` string under the name of the class
whose body contains it. A string written in a base class but shown by a
subclass is therefore looked up under each class of the subclass's MRO
(:func:`translate`). A module-level ``tr("…")`` it files under
:data:`~core.declaration.CONTEXT`, like the strings declared in core: modules
translate theirs with :func:`tr` (``from .i18n import tr``), so pylupdate5
finds them and the lookup uses the context it filed them under.
"""

from qgis.PyQt.QtCore import QCoreApplication

from ..core.declaration import CONTEXT


def translate(cls, text):
    for klass in cls.__mro__:
        translated = QCoreApplication.translate(klass.__name__, text)
        if translated != text:
            return translated
    return text


def tr(text):
    """A module-level string (``tr("…")`` outside a class) in the user's language."""
    return QCoreApplication.translate(CONTEXT, text)


#: a string declared in core (:mod:`core.declaration`'s ``tr``), filed in the same context
declared = tr
