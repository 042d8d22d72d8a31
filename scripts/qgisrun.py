"""Run a Processing algorithm with ``qgis_process`` in a separate process.

The plugin is found through QGIS_PLUGINPATH and enabled in a throw-away
profile (HOME and XDG_DATA_HOME point into ``home``), so a user's own QGIS
profile is never touched. Debian's ``qgis_process`` wrapper passes an option
that QGIS 3.22 rejects, so ``qgis_process.bin`` is called when it exists.
"""

import json
import os
import shutil
import site
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def plugin_parent():
    """A folder holding ``spatialdp`` → the checkout, whatever the checkout is called."""
    parent = Path(tempfile.mkdtemp(prefix="spatialdp-plugins-"))
    (parent / "spatialdp").symlink_to(REPO, target_is_directory=True)
    return parent


def executable():
    exe = shutil.which("qgis_process.bin") or shutil.which("qgis_process")
    if exe is None:
        raise RuntimeError("qgis_process was not found; run `make setup` first")
    return exe


def environment(plugins, home):
    """qgis_process's environment: our plugin folder, a throw-away profile, and — when
    run from the project's virtual environment — its site-packages (POT, PyTorch), as a
    user would install them into QGIS's Python."""
    env = dict(os.environ, QGIS_PLUGINPATH=str(plugins), HOME=str(home),
               XDG_DATA_HOME=str(Path(home) / ".local" / "share"), QT_QPA_PLATFORM="offscreen")
    env.pop("QGIS_CUSTOM_CONFIG_PATH", None)  # set by pytest-qgis; it would override ``home``
    if sys.prefix != sys.base_prefix:
        paths = site.getsitepackages() + [env.get("PYTHONPATH", "")]
        env["PYTHONPATH"] = os.pathsep.join(p for p in paths if p)
    return env


def command(algorithm, plugins, home, **params):
    """The argument list and environment of ``qgis_process --json run algorithm -- K=V…``
    (the plugin enabled in ``home`` first, once), for a run started and watched by the caller."""
    env = environment(plugins, home)
    marker = Path(home) / ".spatialdp-enabled"
    if not marker.exists():
        Path(home).mkdir(parents=True, exist_ok=True)
        subprocess.run([executable(), "plugins", "enable", "spatialdp"], env=env, check=True,
                       capture_output=True, timeout=120)
        marker.touch()
    return [executable(), "--json", "run", algorithm, "--"] + [f"{k}={v}" for k, v in params.items()], env


def run(algorithm, plugins, home, **params):
    """``qgis_process --json run algorithm -- K=V…``; returns the parsed JSON."""
    args, env = command(algorithm, plugins, home, **params)
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=1800)
    start = done.stdout.find("{")
    if done.returncode != 0 or start < 0:
        raise RuntimeError(
            f"qgis_process {algorithm} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return json.loads(done.stdout[start:])
