"""The optional-dependency installer, for real and offline (issue 9).

A tiny wheel is built in the test and installed from a local folder by the same function the
dialog runs (:func:`dependencies.install`), into a temporary QGIS profile; a fresh Python then
starts the plugin (which puts the folder on its path) and imports the package.
"""

import base64
import hashlib
import os
import subprocess
import time
import sys
import zipfile
from pathlib import Path

import pytest

from spatialdp.spatialdp_qgis import dependencies
from spatialdp.spatialdp_qgis.dependencies import Package, deps_dir, install, python_candidates

from ..conftest import HANG_SECONDS, PLUGIN_PARENT
from .conftest import process_events_until

SYSTEM_PYTHON = Path("/usr/bin/python3")


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


@pytest.fixture(scope="module")
def wheels(tmp_path_factory):
    """A folder with ``spatialdp_probe-1.0-py3-none-any.whl`` (a module and its metadata)."""
    folder = tmp_path_factory.mktemp("wheels")
    info = "spatialdp_probe-1.0.dist-info"
    files = {
        "spatialdp_probe.py": b"VALUE = 'probe 1.0'\n",
        f"{info}/METADATA": b"Metadata-Version: 2.1\nName: spatialdp_probe\nVersion: 1.0\n",
        f"{info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: hand\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = [_record_line(name, data) for name, data in files.items()] + [f"{info}/RECORD,,"]
    with zipfile.ZipFile(folder / "spatialdp_probe-1.0-py3-none-any.whl", "w") as wheel:
        for name, data in files.items():
            wheel.writestr(name, data)
        wheel.writestr(f"{info}/RECORD", "\n".join(record) + "\n")
    return folder


@pytest.fixture(autouse=True)
def restored_path():
    """install() activates its folder in this Python too: undo that after each test."""
    before = list(sys.path)
    yield
    sys.path[:] = before
    sys.modules.pop("spatialdp_probe", None)


def probe(wheels):
    return [Package("spatialdp_probe", "spatialdp_probe", "the probe", str(wheels))]


def test_installs_into_the_profile_and_the_plugin_makes_it_importable(wheels, tmp_path):
    profile = tmp_path / "profile"
    target = deps_dir(profile)
    assert target == profile / "python" / "spatialdp-deps" / f"{sys.version_info[0]}.{sys.version_info[1]}"
    lines, fractions = [], []
    result = install(probe(wheels), target, log=lines.append, progress=fractions.append)
    assert result.ok, (result.message, lines)
    assert result.installed == {"spatialdp_probe": "1.0"}
    assert result.message.startswith("Installed the probe 1.0 into ")
    assert (target / "spatialdp_probe.py").is_file()
    assert any("--target" in line and "--no-index" in line for line in lines)
    assert fractions and fractions[-1] == 1.0
    # a fresh QGIS Python: the plugin's start-up puts the folder on sys.path
    code = ("import sys\n"
            "from qgis.core import QgsApplication\n"
            # the platform name, as the desktop application passes it: from QGIS 3.40 the
            # profile path is ignored without it
            "app = QgsApplication([], False, sys.argv[1], 'desktop')\n"
            "app.initQgis()  # as QGIS does before it loads plugins\n"
            "from spatialdp import classFactory\n"
            "plugin = classFactory(None)\n"
            "import spatialdp_probe\n"
            "print(spatialdp_probe.VALUE, spatialdp_probe.__file__)\n")
    env = dict(os.environ, PYTHONPATH=str(PLUGIN_PARENT), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code, str(profile)], env=env, capture_output=True,
                          text=True, timeout=HANG_SECONDS)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[:2] == ["probe", "1.0"] and str(target) in done.stdout
    # installing again (an update) works into the same folder
    assert install(probe(wheels), target, log=lines.append).ok


def test_debians_externally_managed_python_accepts_the_target_folder(wheels, tmp_path):
    managed = list(SYSTEM_PYTHON.parent.parent.glob("lib/python3*/EXTERNALLY-MANAGED"))
    has_pip = SYSTEM_PYTHON.exists() and subprocess.run(
        [str(SYSTEM_PYTHON), "-m", "pip", "--version"], capture_output=True).returncode == 0
    if not (managed and has_pip):
        pytest.skip("needs Debian's externally managed /usr/bin/python3 with python3-pip")
    version = subprocess.run([str(SYSTEM_PYTHON), "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                             capture_output=True, text=True).stdout.strip()
    # the plain install that PEP 668 refuses (and that the plugin never runs)
    refused = subprocess.run([str(SYSTEM_PYTHON), "-m", "pip", "install", "--no-index", "--find-links",
                              str(wheels), "spatialdp_probe"], capture_output=True, text=True)
    assert refused.returncode != 0 and "externally-managed-environment" in refused.stderr
    target = tmp_path / "python" / "spatialdp-deps" / version
    result = install(probe(wheels), target, python=SYSTEM_PYTHON, log=lambda line: None)
    assert result.ok, result.message
    done = subprocess.run([str(SYSTEM_PYTHON), "-c", "import sys; sys.path.insert(0, sys.argv[1]); "
                           "import spatialdp_probe; print(spatialdp_probe.VALUE)", str(target)],
                          capture_output=True, text=True)
    assert done.stdout.strip() == "probe 1.0"


def test_a_python_without_pip_gets_one_line_saying_what_to_do(wheels, tmp_path):
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(tmp_path / "bare")], check=True)
    bare = tmp_path / "bare" / "bin" / "python"
    result = install(probe(wheels), tmp_path / "target", python=bare, log=lambda line: None)
    assert not result.ok and "\n" not in result.message
    assert result.message.startswith(f"pip is not available for {bare}: install it with the system's "
                                     "package manager (Debian, Ubuntu: sudo apt install python3-pip)")


def test_pip_errors_and_missing_packages_are_reported_in_one_line(wheels, tmp_path):
    missing = [Package("spatialdp_nothing", "spatialdp_nothing", "Nothing", str(wheels))]
    result = install(missing, tmp_path / "target", log=lambda line: None)
    assert not result.ok and result.message.startswith("pip could not install Nothing: ")
    assert "\n" not in result.message


def test_pips_copies_of_numpy_and_scipy_are_removed_from_the_folder(tmp_path):
    """QGIS's GDAL is built against QGIS's numpy: the folder must never shadow it."""
    files = {"numpy/__init__.py": "", "numpy/core/x.so": "", "bin/f2py": "", "ot/__init__.py": "",
             "numpy-1.24.2.dist-info/METADATA": "", "ot-1.0.dist-info/METADATA": ""}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    (tmp_path / "numpy-1.24.2.dist-info" / "RECORD").write_text(
        "numpy/__init__.py,,\nnumpy/core/x.so,,\n../../../bin/f2py,,\n../outside.txt,,\n")
    (tmp_path.parent / "outside.txt").write_text("not ours")
    dependencies.remove_shipped(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ot", "ot-1.0.dist-info"]
    assert (tmp_path.parent / "outside.txt").exists()  # never anything outside the folder
    assert dependencies.shipped_constraints().startswith("numpy==")


def test_qgis_python_is_found_beside_qgis_on_every_platform(tmp_path):
    # (forward slashes: the paths are parsed by this platform's Path)
    windows = python_candidates("win32", "C:/OSGeo4W/bin/qgis-bin.exe", "C:/OSGeo4W/apps/Python312", "3.12")
    assert windows[:3] == [Path("C:/OSGeo4W/bin/python3.exe"), Path("C:/OSGeo4W/bin/python.exe"),
                           Path("C:/OSGeo4W/apps/Python312/python.exe")]
    mac = python_candidates("darwin", "/Applications/QGIS.app/Contents/MacOS/QGIS",
                            "/Applications/QGIS.app/Contents/Frameworks/Python.framework/Versions/3.9", "3.9")
    assert mac[0] == Path("/Applications/QGIS.app/Contents/MacOS/bin/python3")
    linux = python_candidates("linux", "/usr/bin/qgis", "/usr", "3.11")
    assert linux[0] == Path("/usr/bin/python3.11") and Path("/usr/bin/qgis") not in linux
    # only an interpreter of QGIS's own installation will do
    found, reason = dependencies.find_python([Path("/usr/bin/qgis"), Path(sys.executable)])
    assert found == Path(sys.executable) and reason is None
    found, reason = dependencies.find_python([tmp_path / "none"])
    assert found is None and "README" in reason and "\n" not in reason


def test_another_python_of_the_same_minor_version_on_the_path_is_not_qgis_python(tmp_path, monkeypatch):
    """A pyenv shim first on the PATH (here Python 3.11.7 of ~/.pyenv where QGIS runs 3.11.2) put
    the libraries where QGIS's Python cannot load them: only the same version, prefix and ABI do."""
    (version, _, abi) = dependencies.identity()
    other = (version[:2] + (version[2] + 5,), "/root/.pyenv/versions/other", abi)
    shims = tmp_path / "shims"
    shims.mkdir()
    shim = shims / f"python{version[0]}.{version[1]}"
    shim.write_text(f"#!/bin/sh\necho \"{other!r}\"\n")
    shim.chmod(0o755)
    monkeypatch.setenv("PATH", f"{shims}:{os.environ['PATH']}")
    candidates = python_candidates("linux", "/usr/bin/qgis", str(tmp_path / "no-prefix"),
                                   f"{version[0]}.{version[1]}")
    assert candidates.index(shim) < len(candidates) - 1  # the shim is found, and tried first
    found, reason = dependencies.find_python(candidates)
    assert found is not None and found != shim, reason
    assert dependencies.find_python([shim])[0] is None


@pytest.fixture
def silent_index():
    """An index address that accepts connections and never answers (a firewall that drops)."""
    import socket

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    yield f"http://127.0.0.1:{server.getsockname()[1]}/simple/"
    server.close()


@pytest.fixture
def refused_index():
    import socket

    with socket.socket() as probe_socket:
        probe_socket.bind(("127.0.0.1", 0))
        port = probe_socket.getsockname()[1]
    return f"http://127.0.0.1:{port}/simple/"


@pytest.mark.parametrize("index", ["silent_index", "refused_index"])
def test_an_unreachable_index_is_reported_within_seconds_with_the_offline_way(
        wheels, tmp_path, request, index):
    url = request.getfixturevalue(index)
    lines = []
    torch = Package("spatialdp_unreachable", "spatialdp_unreachable", "PyTorch (CPU)", url)
    started = time.monotonic()
    result = install(probe(wheels) + [torch], tmp_path / "target", log=lines.append)
    elapsed = time.monotonic() - started
    assert not result.ok and "\n" not in result.message
    # what imports afterwards is reported as installed, whatever happened to the other package
    assert result.message.startswith("Installed the probe 1.0 into ")
    assert f"PyTorch (CPU) not installed: {url} cannot be reached" in result.message
    assert "folder" in result.message and dependencies.SETTINGS_GROUP in result.message
    assert elapsed < 30 + 10 * len(lines) / 1000, lines  # a probe of PROBE_SECONDS, not pip's retries
    import spatialdp_probe  # activated in this Python although the other package failed

    assert spatialdp_probe.VALUE == "probe 1.0"


def test_pips_raw_progress_moves_the_bar_while_downloading():
    assert dependencies.progress_arguments("23.0.1") == ["--progress-bar", "off"]
    assert dependencies.progress_arguments("24.2") == ["--progress-bar", "raw"]
    assert dependencies._share("Progress 0 of 200") == pytest.approx(0.3)
    assert dependencies._share("Progress 100 of 200") == pytest.approx(0.55)
    assert dependencies._share("Successfully installed torch-2.5") == 1.0
    assert dependencies._share("Requirement already satisfied: x") is None


def test_the_dialog_installs_in_a_task(qgis_app, wheels, tmp_path):
    from spatialdp.spatialdp_qgis.gui.dependencies_dialog import DependenciesDialog

    dialog = DependenciesDialog(None, probe(wheels), tmp_path / "deps")
    assert "the probe: not available (No module named 'spatialdp_probe')" in dialog.status.text()
    task = dialog.start()
    assert not dialog.install_button.isEnabled()
    process_events_until(lambda: dialog.result is not None, "the end of the install task")
    assert dialog.result.ok, dialog.log.toPlainText()
    assert "Installed the probe 1.0" in dialog.outcome.text()
    assert "Successfully installed spatialdp_probe-1.0" in dialog.log.toPlainText()
    assert dialog.progress.value() == 100 and task is not None
    assert dialog.status.text() == "the probe: available"  # usable in this QGIS at once


def test_the_panel_and_the_menu_open_the_installer(qgis_iface, provider):
    from spatialdp.spatialdp_qgis.gui.dock import SpatialDPDock

    dock = SpatialDPDock(qgis_iface)
    dock.dependencies_button.click()
    dialog = dock.dependencies_dialog
    try:
        assert dialog.isVisible() and dialog.install_button.isEnabled()
        assert [p.module for p in dialog.packages] == ["ot", "torch"]
        assert dialog.packages[1].source == dependencies.TORCH_CPU_INDEX
        assert dialog.target == deps_dir()
        assert "PyTorch (CPU)" in dialog.status.text()
    finally:
        dialog.close()
        dock.close()
