"""What every benchmark script needs: the paths, and best-of-n timing.

Importing it puts ``scripts/`` (qgisrun, synthetic) and the checkout, as
the package ``spatialdp``, on ``sys.path``.
"""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import qgisrun  # noqa: E402

sys.path.insert(0, str(qgisrun.plugin_parent()))  # import the checkout as ``spatialdp``


def best_of(f, repeat=3):
    """The best of ``repeat`` wall-clock times of ``f()`` (the machine is shared), and its value."""
    times, value = [], None
    for _ in range(repeat):
        t0 = time.perf_counter()
        value = f()
        times.append(time.perf_counter() - t0)
    return min(times), value
