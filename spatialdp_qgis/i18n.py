"""Translation lookup that follows class inheritance.

``pylupdate5`` files each ``self.tr("…")`` string under the name of the class
whose body contains it. A string written in a base class but shown by a
subclass is therefore looked up under each class of the subclass's MRO.
"""

from qgis.PyQt.QtCore import QCoreApplication

from ..core.declaration import CONTEXT


def translate(cls, text):
    for klass in cls.__mro__:
        translated = QCoreApplication.translate(klass.__name__, text)
        if translated != text:
            return translated
    return text


def declared(text):
    """A string declared in core (:mod:`core.declaration`'s ``tr``) in the user's language."""
    return QCoreApplication.translate(CONTEXT, text)
