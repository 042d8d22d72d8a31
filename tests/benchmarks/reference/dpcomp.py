"""dpcomp_core's UG and AG (Hay et al., SIGMOD 2016, the DPComp team's code), for benchmarks only.

The code is never shipped nor copied: it is read at run time from a clone of
https://github.com/dpcomp-org/dpcomp_core (``SPATIALDP_REF``/dpcomp_core, default
/work/ref/dpcomp_core), with the packages ``future`` (its ``past`` imports) on the
path. Its package ``__init__`` imports every algorithm (some need compiled parts), so
only ``UG.py`` and ``AG.py`` are loaded, under a stand-in ``dpcomp_core.algorithm``
package. Both work on a histogram: the points are binned on a ``bins × bins`` grid of
the public extent (the finest resolution they see), and their dense estimate is
answered under uniformity inside each bin.
"""

import importlib.util
import sys
import types

import numpy as np

from . import clone_on_path

BINS = 256


def _load():
    """``(UG_engine, AG_engine)`` or None when the clone or ``future`` is missing."""
    root = clone_on_path("dpcomp_core", "dpcomp_core/algorithm/AG.py", "past")  # past: package future
    if root is None:
        return None
    package = types.ModuleType("dpcomp_core.algorithm")
    package.__path__ = [str(root / "dpcomp_core" / "algorithm")]
    sys.modules.setdefault("dpcomp_core.algorithm", package)
    engines = []
    for name in ("estimate_engine", "UG", "AG"):
        full = f"dpcomp_core.algorithm.{name}"
        if full not in sys.modules:
            spec = importlib.util.spec_from_file_location(full, root / "dpcomp_core" / "algorithm" / f"{name}.py")
            module = importlib.util.module_from_spec(spec)
            sys.modules[full] = module
            spec.loader.exec_module(module)
        engines.append(sys.modules[full])
    return engines[1].UG_engine, engines[2].AG_engine


ENGINES = _load()


def available():
    return ENGINES is not None


def histogram(x, y, domain, bins=BINS):
    """The points' counts on a ``bins × bins`` grid of the domain, indexed [ix, iy]."""
    h, _, _ = np.histogram2d(x, y, bins=bins, range=[[domain.xmin, domain.xmax], [domain.ymin, domain.ymax]])
    return h


def release(name, x, y, domain, epsilon, seed, bins=BINS):
    """dpcomp's estimate (``name`` "UG" or "AG", the code's own defaults: c = 10, AG c2 = 5,
    α = 0.5) as ``(rects, counts)`` of the bins."""
    ug, ag = ENGINES
    engine = {"UG": ug, "AG": ag}[name]()
    estimate = engine.Run(None, histogram(x, y, domain, bins), float(epsilon), int(seed))
    rects = domain.grid_rects(bins, bins)  # row-major from the south-west: iy * bins + ix
    return rects, np.asarray(estimate, dtype=float).T.ravel()
