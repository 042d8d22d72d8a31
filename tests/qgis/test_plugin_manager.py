"""QGIS's Plugin Manager reads the plugin's metadata, changelog included.

QGIS 3.22's Plugin Manager (pyplugin_installer) and ``qgis.utils.pluginMetadata`` read
metadata.txt with configparser's interpolation; a lone ``%`` made every key of the changelog's
section read as ``__error__`` and the Plugin Manager show no changelog.
"""

import sys
from pathlib import Path

QGIS_PYTHON = Path("/usr/share/qgis/python")
if str(QGIS_PYTHON) not in sys.path:
    sys.path.append(str(QGIS_PYTHON))

from qgis import utils  # noqa: E402

from tests.conftest import PLUGIN_PARENT  # noqa: E402


def test_plugin_manager_shows_the_changelog(qgis_app, monkeypatch):
    from pyplugin_installer.installer_data import plugins

    monkeypatch.setattr(utils, "plugin_paths", [str(PLUGIN_PARENT)])
    utils.updateAvailablePlugins()
    assert utils.pluginMetadata("spatialdp", "changelog").startswith(
        utils.pluginMetadata("spatialdp", "version"))
    installed = plugins.getInstalledPlugin("spatialdp", str(PLUGIN_PARENT / "spatialdp"), True)
    assert installed["error"] == ""
    assert installed["changelog"].startswith(installed["version_installed"])
    assert installed["experimental"] is False
