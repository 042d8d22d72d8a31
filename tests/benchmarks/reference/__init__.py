"""Reference implementations run by the benchmarks, never by the tests nor the plugin.

Each adapter reads the authors' code at run time from a clone under
``SPATIALDP_REF`` (default ``/work/ref``): privmdr (Yang et al., VLDB 2021:
HDG, TDG) and dpcomp_core (Hay et al., SIGMOD 2016: UG, AG). Fetch them with
``git clone https://github.com/YangJianyu-bupt/privmdr`` and
``git clone https://github.com/dpcomp-org/dpcomp_core`` into that folder; their
few extra packages (``xxhash``, ``future``) and ``airportsdata`` go into a
benchmark-only folder named by ``SPATIALDP_BENCH_LIB`` (default
``/work/venvs/bench/lib``, ``pip install --target``). A missing clone makes
its rows disappear with a message, never an error.
"""

import os
import sys
from pathlib import Path

LIB = Path(os.environ.get("SPATIALDP_BENCH_LIB", "/work/venvs/bench/lib"))
if LIB.is_dir() and str(LIB) not in sys.path:
    sys.path.insert(0, str(LIB))


def reference_root():
    """The folder holding the reference clones."""
    return Path(os.environ.get("SPATIALDP_REF", "/work/ref"))


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
