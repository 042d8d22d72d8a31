"""Translation lookup: class strings by inheritance, module strings in one context.

``pylupdate5`` files each ``self.tr("…")`` string under the name of the class
whose body contains it. A string written in a base class but shown by a
subclass is therefore looked up under each class of the subclass's MRO
(:func:`translate`). A module-level ``tr("…")`` it files under
:data:`~core.declaration.CONTEXT`, like the strings declared in core: modules
translate theirs with :func:`tr` (``from .i18n import tr``), so pylupdate5
finds them and the lookup uses the context it filed them under.

:func:`install` loads the translation of the user's language
(``i18n/spatialdp_<language>.qm``, built by ``make transcompile``) once per
process. The provider calls it when it is loaded, so the desktop (``initGui``
→ ``initProcessing``) and ``qgis_process`` (``initProcessing`` only) are
translated alike; docs/translations.md describes the workflow.
"""

import os
from pathlib import Path

from qgis.core import QgsApplication, QgsSettings
from qgis.PyQt.QtCore import QCoreApplication, QLocale, QTranslator

from ..core.declaration import CONTEXT

#: the plugin's ``i18n/`` folder, found through the path the plugin was loaded from (not
#: resolved: a plugin folder may link to a checkout and hold its own compiled translations)
I18N_DIR = Path(os.path.abspath(__file__)).parent.parent / "i18n"

#: the installed translator, or None (one per process: :func:`install` is idempotent)
_installed = None


def translate(cls, text):
    for klass in cls.__mro__:
        translated = QCoreApplication.translate(klass.__name__, text)
        if translated != text:
            return translated
    return text


def tr(text):
    """A module-level string (``tr("…")`` outside a class) in the user's language."""
    return QCoreApplication.translate(CONTEXT, text)


def declared(text):
    """A string declared in core (:mod:`core.declaration`'s ``tr``, filed in the same context)
    in the user's language; a :class:`core.declaration.Note` translates its template first."""
    return text.translated(tr) if hasattr(text, "translated") else tr(text)


def user_language():
    """The two-letter language QGIS translates itself into, chosen as QGIS chooses it: the
    language QGIS was started with (``--lang``, the settings), else the settings' user locale
    when "Override system locale" is on, else the system's locale."""
    app = QgsApplication.instance()
    name = app.translation() if isinstance(app, QgsApplication) else ""  # not static in 3.22
    if not name:
        settings = QgsSettings()
        override = str(settings.value("locale/overrideFlag", False)).lower() in ("true", "1")
        name = settings.value("locale/userLocale", "") if override else ""
        name = name or QLocale.system().name()
    return str(name)[:2].lower()


def install(folder=None):
    """Install the translation of :func:`user_language` from ``folder`` (default
    :data:`I18N_DIR`) unless one is installed already; the translator, or None where the
    language has no translation (English, or a language not translated)."""
    global _installed
    if _installed is None:
        qm = Path(folder or I18N_DIR) / f"spatialdp_{user_language()}.qm"
        translator = QTranslator(QCoreApplication.instance())
        if qm.is_file() and translator.load(str(qm)):
            QCoreApplication.installTranslator(translator)
            _installed = translator
    return _installed


def uninstall():
    """Remove the translator :func:`install` installed (the plugin is unloaded)."""
    global _installed
    if _installed is not None:
        QCoreApplication.removeTranslator(_installed)
        _installed = None
