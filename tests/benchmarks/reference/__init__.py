"""Reference implementations run by the benchmarks, never by the tests nor the plugin.

Each adapter reads the authors' code at run time from a clone under
``SPATIALDP_REF`` (default ``build/ref`` of the checkout): privmdr (Yang et al.,
VLDB 2021: HDG, TDG) and dpcomp_core (Hay et al., SIGMOD 2016: UG, AG). ``make
recommend`` clones https://github.com/YangJianyu-bupt/privmdr and
https://github.com/dpcomp-org/dpcomp_core there, and installs the few packages they
import (``xxhash``, ``future``) and ``airportsdata`` into a benchmark-only folder
named by ``SPATIALDP_BENCH_LIB`` (default ``build/bench-lib``, ``pip install
--target``), never into the plugin's environment. A missing clone makes its rows
disappear with a message, never an error.
"""

import os
import sys
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[3]
LIB = Path(os.environ.get("SPATIALDP_BENCH_LIB", CHECKOUT / "build" / "bench-lib"))
if LIB.is_dir() and str(LIB) not in sys.path:
    sys.path.insert(0, str(LIB))


def reference_root():
    """The folder holding the reference clones."""
    return Path(os.environ.get("SPATIALDP_REF", CHECKOUT / "build" / "ref"))


def clone_on_path(name, marker, needs):
    """The clone ``name`` put on ``sys.path``, or None (with the reason printed by the caller's
    row) when its file ``marker`` or the package ``needs`` it imports is missing."""
    import importlib.util

    root = reference_root() / name
    if not (root / marker).exists() or importlib.util.find_spec(needs) is None:
        return None
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    return root
