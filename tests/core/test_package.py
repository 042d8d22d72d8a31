"""``make wheel`` builds the pure-Python core as the typed package ``spatialdp-core`` (imported as
``spatialdp_core``; pyproject.toml, core/README.md), which installs and runs without QGIS.

The wheel is built by the Makefile's own target, offline (``--no-build-isolation --no-index``, the
venv's setuptools) into a temporary folder, from the tracked files. It is installed into a fresh
venv made without the system's site packages (so no QGIS, GDAL or PyQt can be seen), with numpy
from the package index as pip is configured; the package README's example then runs there as a
user would paste it.
"""

import ast
import configparser
import email
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from ..conftest import HANG_SECONDS

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "core"
README = CORE / "README.md"

CHECKS = """
import sys
assert sys.modules["spatialdp_core"].__file__.startswith(sys.prefix), sys.modules["spatialdp_core"].__file__
assert release.counts.shape == (release.n_cells,) and release.ledger.spent == 1
assert not [m for m in sys.modules if m.split(".")[0] in ("qgis", "PyQt5", "PyQt6", "osgeo", "scipy")]
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    build = tmp_path_factory.mktemp("build")
    done = subprocess.run(
        ["make", "-s", "wheel", f"BUILD={build}", f"WHEEL_PYTHON={sys.executable}",
         "WHEEL_FLAGS=--no-build-isolation --no-index"],
        cwd=ROOT, capture_output=True, text=True, timeout=HANG_SECONDS,
    )
    assert done.returncode == 0, done.stderr
    (path,) = (build / "dist").glob("spatialdp_core-*.whl")
    return path


def test_wheel_holds_exactly_the_core_and_its_type_marker(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    packaged = {n for n in names if not n.startswith("spatialdp_core-")}
    expected = {"spatialdp_core/" + p.relative_to(CORE).as_posix() for p in CORE.rglob("*.py")
                if "__pycache__" not in p.parts}
    assert packaged == expected | {"spatialdp_core/py.typed"}  # a new sub-package must be listed in pyproject.toml
    assert not [n for n in names if n.split("/")[0] in ("spatialdp_qgis", "baselines", "tests", "scripts", "qgis")]


def test_wheel_metadata_is_complete(wheel):
    with zipfile.ZipFile(wheel) as z:
        (name,) = [n for n in z.namelist() if n.endswith(".dist-info/METADATA")]
        meta = email.message_from_string(z.read(name).decode("utf-8"))
    assert meta["Name"] == "spatialdp-core"
    assert meta["License-Expression"] == "GPL-2.0-or-later" and meta["License-File"] == "LICENSE"
    assert meta["Requires-Python"] == ">=3.9"
    assert [r for r in meta.get_all("Requires-Dist") if "extra ==" not in r] == ["numpy", "scipy"]
    assert "Typing :: Typed" in meta.get_all("Classifier")
    assert meta["Description-Content-Type"] == "text/markdown"
    assert example() in meta.get_payload()  # the description is core/README.md with its example


def example():
    """The Python block of the package README (one block: the worked example)."""
    (block,) = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)
    return block


def test_readme_example_runs_in_a_fresh_venv_without_qgis(wheel, tmp_path):
    """The README's ``uniform_grid(x, y, (x0, y0, x1, y1), epsilon=1.0)``: a tuple domain, no rng."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=HANG_SECONDS)
    python = venv / "bin" / "python"
    # --no-deps: numpy alone, to show the grid needs no scipy (the metadata still asks for both)
    install = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--disable-pip-version-check",
         "--no-compile", "--no-deps", str(wheel), "numpy"],
        capture_output=True, text=True, timeout=HANG_SECONDS,
    )
    assert install.returncode == 0, install.stderr
    done = subprocess.run([str(python), "-c", example() + CHECKS], cwd=tmp_path, capture_output=True,
                          text=True, timeout=HANG_SECONDS)
    assert done.returncode == 0, done.stderr
    assert "cells; ε spent: 1" in done.stdout


def test_package_version_is_the_plugin_version():
    metadata = configparser.ConfigParser()
    metadata.read(ROOT / "metadata.txt")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["version"] == metadata["general"]["version"]
    assert project["dependencies"] == ["numpy", "scipy"]


def test_core_imports_itself_only_relatively():
    """The same folder is ``spatialdp.core`` in the plugin and ``spatialdp_core`` once installed."""
    absolute = []
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            absolute += [f"{path.name}: {n}" for n in names
                         if n.split(".")[0] in ("core", "spatialdp", "spatialdp_core", "spatialdp_qgis")]
    assert not absolute


def test_every_release_function_is_exported_from_core_and_mechanisms():
    """The catalogue's release functions and those not (yet) declared (OD flows, the local
    server's steps) are one import away: ``from spatialdp_core import …``."""
    from spatialdp import core
    from spatialdp.core import mechanisms
    from spatialdp.core.catalogue import MECHANISMS

    releases = {m.release for m in MECHANISMS} | {
        mechanisms.od_flows, mechanisms.polygon_counts, mechanisms.ldp_grid_reports,
        mechanisms.ldp_estimate_grid, mechanisms.dam_cells,
    }
    for package in (core, mechanisms):
        exported = {name: getattr(package, name) for name in package.__all__}
        assert {f.__name__ for f in releases} <= set(exported), package.__name__
        assert all(exported[f.__name__] is f for f in releases)
    assert not [n for n in core.__all__ if n.startswith("_")] and len(set(core.__all__)) == len(core.__all__)
