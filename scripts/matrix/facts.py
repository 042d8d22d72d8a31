"""The versions one column of the version matrix ran with, as JSON on stdout.

    python scripts/matrix/facts.py TEST_STATUS TEST_SECONDS SMOKE_STATUS SMOKE_SECONDS
"""

import importlib.util
import json
import platform
import sys


def version(module):
    """A module's ``__version__``, or None when it is not importable (POT, PyTorch are optional)."""
    if importlib.util.find_spec(module) is None:
        return None
    return getattr(__import__(module), "__version__", "?")


def main(test_status, test_seconds, smoke_status, smoke_seconds):
    from osgeo import gdal
    from qgis.core import Qgis

    with open("/etc/os-release") as f:
        os_release = dict(line.rstrip("\n").split("=", 1) for line in f if "=" in line)
    return {
        "os": os_release.get("PRETTY_NAME", "?").strip('"'),
        "qgis": Qgis.QGIS_VERSION,
        "python": platform.python_version(),
        "numpy": version("numpy"),
        "scipy": version("scipy"),
        "gdal": gdal.__version__,
        "pot": version("ot"),
        "torch": version("torch"),
        "test_status": int(test_status),
        "test_seconds": int(test_seconds),
        "smoke_status": int(smoke_status),
        "smoke_seconds": int(smoke_seconds),
    }


if __name__ == "__main__":
    print(json.dumps(main(*sys.argv[1:5]), indent=1))
