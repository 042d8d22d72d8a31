"""``pip install ./`` gives the pure-Python core as ``spatialdp_core`` (pyproject.toml).

The wheel is built offline (``--no-build-isolation --no-index``, the venv's setuptools) from a
copy of the checkout, so the test leaves no ``build/`` or ``*.egg-info`` behind; it is then
imported in a fresh interpreter that sees the wheel's contents but not the repository.
"""

import ast
import configparser
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path
import shutil

import pytest

from ..conftest import HANG_SECONDS

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "core"
COPY_IGNORE = shutil.ignore_patterns(".venv", ".git", "build", "__pycache__", "*.egg-info", "*.pyc")

RELEASE = """
import sys
import numpy as np
import spatialdp_core
from spatialdp_core import Domain, make_rng, uniform_grid

assert spatialdp_core.__file__.startswith(sys.argv[1]), spatialdp_core.__file__
rng = make_rng(7)
x, y = rng.uniform(0, 10, 500), rng.uniform(0, 10, 500)
release = uniform_grid(x, y, Domain(0, 0, 10, 10), epsilon=1.0, rng=rng, grid_size=4)
assert release.counts.shape == (16,)
assert not any(m.split(".")[0] in ("qgis", "PyQt5", "PyQt6", "osgeo") for m in sys.modules)
print(release.ledger.spent)
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("package")
    source = tmp / "source"
    shutil.copytree(ROOT, source, ignore=COPY_IGNORE)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
         "--disable-pip-version-check", "-q", "-w", str(tmp / "dist"), str(source)],
        check=True, capture_output=True, timeout=HANG_SECONDS,
    )
    (path,) = (tmp / "dist").glob("spatialdp_core-*.whl")
    return path


def test_wheel_holds_exactly_the_core(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    packaged = {n for n in names if not n.startswith("spatialdp_core-")}
    expected = {"spatialdp_core/" + p.relative_to(CORE).as_posix() for p in CORE.rglob("*.py")
                if "__pycache__" not in p.parts}
    assert packaged == expected  # a new sub-package of core must be listed in pyproject.toml
    assert not [n for n in names if n.split("/")[0] in ("spatialdp_qgis", "tests", "scripts", "qgis")]


def test_installed_core_releases_a_grid_without_qgis(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--disable-pip-version-check",
         "-q", "--target", str(target), str(wheel)],
        check=True, capture_output=True, timeout=HANG_SECONDS,
    )
    done = subprocess.run(
        [sys.executable, "-I", "-c", f"import sys; sys.path[:0] = [sys.argv[1]]\n{RELEASE}", str(target)],
        cwd=tmp_path, capture_output=True, text=True, timeout=HANG_SECONDS,
    )
    assert done.returncode == 0, done.stderr
    assert float(done.stdout) == pytest.approx(1.0)


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
