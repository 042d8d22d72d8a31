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


def qgis_process_run(algorithm, home, **params):
    """Run ``qgis_process run algorithm`` in a fresh process; return its JSON result.

    The plugin is found through QGIS_PLUGINPATH (the ``spatialdp`` symlink)
    and enabled in a throw-away profile under ``home``, so the user's own
    QGIS profile is never touched. Debian's ``qgis_process`` wrapper passes an
    option 3.22 rejects, so the binary is called directly.
    """
    import json
    import shutil
    import subprocess

    exe = shutil.which("qgis_process.bin") or shutil.which("qgis_process")
    env = dict(os.environ, QGIS_PLUGINPATH=str(PLUGIN_PARENT), HOME=str(home),
               XDG_DATA_HOME=str(Path(home) / ".local" / "share"), QT_QPA_PLATFORM="offscreen")
    marker = Path(home) / ".spatialdp-enabled"
    if not marker.exists():
        subprocess.run([exe, "plugins", "enable", "spatialdp"], env=env, check=True,
                       capture_output=True, timeout=120)
        marker.touch()
    args = [exe, "--json", "run", algorithm, "--"] + [f"{k}={v}" for k, v in params.items()]
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=600)
    start = done.stdout.find("{")
    if done.returncode != 0 or start < 0:
        raise RuntimeError(f"qgis_process failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return json.loads(done.stdout[start:])
