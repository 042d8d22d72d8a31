"""Optional libraries (POT, PyTorch): import them, or say in one line why not.

SpatialDP runs on what QGIS ships (numpy, scipy, matplotlib). Two libraries
improve some results when they are importable: POT (exact 2-Wasserstein
distances, :mod:`core.wasserstein`) and PyTorch (VDR's denoiser,
:mod:`core.vqvae`). Every import of them goes through :func:`optional_import`,
which treats *any* failure while importing — not only ImportError but also
an OSError from a missing shared library or an AttributeError from an
incompatible dependency (torch importing a too old sympy) — as absence, with
the cause in one line instead of a traceback.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Optional

#: the names users know the optional libraries by
LABELS = {"ot": "POT (Python Optimal Transport)", "torch": "PyTorch"}

#: where every message about a missing optional library points to
INSTALL_HINT = ("Install it from QGIS with Plugins ▸ SpatialDP ▸ Install optional dependencies… "
                "(docs/install.md, 'Optional dependencies', gives the manual ways).")


class OptionalMissing(ImportError):
    """An optional library that a requested computation needs could not be imported."""

    def __init__(self, name: str, purpose: str, reason: Optional[str]) -> None:
        self.library, self.purpose, self.reason = name, purpose, reason
        super().__init__(f"{purpose} needs {LABELS.get(name, name)}, which could not be imported "
                         f"({reason}). {INSTALL_HINT}")


def _one_line(error: BaseException) -> str:
    text = " ".join(str(error).split()) or type(error).__name__
    return text if isinstance(error, ImportError) else f"{type(error).__name__}: {text}"


def optional_import(name: str) -> tuple[Optional[ModuleType], Optional[str]]:
    """``(module, None)`` when ``name`` imports, else ``(None, reason)`` with the cause in one line."""
    try:
        return importlib.import_module(name), None
    except Exception as error:  # noqa: BLE001 — any failure while importing means "not available"
        return None, _one_line(error)


def require(name: str, purpose: str, error: type[OptionalMissing] = OptionalMissing) -> ModuleType:
    """The module ``name``, or raise ``error(name, purpose, reason)`` (an :class:`OptionalMissing`)."""
    module, reason = optional_import(name)
    if module is None:
        raise error(name, purpose, reason)
    return module


def fallback_note(name: str, reason: Optional[str], instead: str) -> str:
    """One line for logs and release records: what was done instead of using library ``name``."""
    return f"{LABELS.get(name, name)} is not available ({reason}): {instead}. {INSTALL_HINT}"
