"""The San Francisco taxi positions of ../shared/data/cabs_sf.npy, for benchmarks only.

217,438 rows of (latitude, longitude) in WGS 84, projected here to metres
with a local equirectangular projection around their mean. The data's
licence does not allow shipping them: tests never read this file.
"""

import os
from pathlib import Path

import numpy as np

#: next to the checkout (../shared/data), or where ``SPATIALDP_CABS`` says (a worktree elsewhere)
DATA = Path(os.environ.get("SPATIALDP_CABS",
                          Path(__file__).resolve().parents[3] / "shared" / "data" / "cabs_sf.npy"))
EARTH_RADIUS = 6_371_000.0


def load_cabs():
    """``(x, y)`` in metres."""
    lat, lon = np.load(DATA).T[:2]
    lat0 = np.deg2rad(lat.mean())
    x = np.deg2rad(lon - lon.mean()) * EARTH_RADIUS * np.cos(lat0)
    y = np.deg2rad(lat - lat.mean()) * EARTH_RADIUS
    return x, y
