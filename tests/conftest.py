"""Make the checkout importable as the package ``spatialdp``, as QGIS imports it.

The repository root is the plugin root. A symlink named ``spatialdp`` in a
temporary folder points at it, so the tests pass whatever the checkout
folder is called and every import inside the plugin is exercised as a
relative import.
"""

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
PLUGIN_PARENT = Path(tempfile.mkdtemp(prefix="spatialdp-plugins-"))
(PLUGIN_PARENT / "spatialdp").symlink_to(REPO, target_is_directory=True)
sys.path.insert(0, str(PLUGIN_PARENT))

# QGIS's own Python plugins (``processing``) live outside the Python path.
QGIS_PLUGINS = Path("/usr/share/qgis/python/plugins")
if QGIS_PLUGINS.is_dir() and str(QGIS_PLUGINS) not in sys.path:
    sys.path.append(str(QGIS_PLUGINS))


sys.path.insert(0, str(REPO / "scripts"))
import qgisrun  # noqa: E402

#: how long a test waits for a subprocess, a Qt task or a lock before it calls it a hang. Only a
#: guard: a test never measures time, and a machine loaded 20-fold must still pass (issue 23 item 9)
HANG_SECONDS = qgisrun.HANG_SECONDS


def qgis_process_run(algorithm, home, **params):
    """Run ``qgis_process run algorithm`` (see scripts/qgisrun.py) and return its JSON."""
    return qgisrun.run(algorithm, PLUGIN_PARENT, home, **params)


def qgis_process_start(algorithm, home, preexec_fn=None, **params):
    """Start ``qgis_process run algorithm`` without waiting for it: a ``subprocess.Popen`` whose
    output (text) is piped; ``preexec_fn`` runs in the child before QGIS starts. A process killed
    mid-write may cut its output inside a UTF-8 character: that byte reads as U+FFFD, not an error."""
    import subprocess

    args, env = qgisrun.command(algorithm, PLUGIN_PARENT, home, **params)
    return subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            errors="replace", preexec_fn=preexec_fn)


def needs(module):
    """Skip marker for tests that need an optional library (POT, PyTorch); the reason says why
    it cannot be imported — missing or broken, as :func:`core.optional.optional_import` sees it."""
    import pytest

    from spatialdp.core.optional import LABELS, optional_import

    found, reason = optional_import(module)
    return pytest.mark.skipif(found is None, reason=f"needs {LABELS.get(module, module)}: {reason}")
