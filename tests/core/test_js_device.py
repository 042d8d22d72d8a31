"""The JavaScript device library against the core's test vectors, from the Python suite (issue 30.2).

``make test`` runs ``node --test clients/js/test/`` itself; this runs the
vector tests (a fraction of a second) inside pytest as well, so that
``scripts/mutation.py`` can show that a privacy bug injected into the
device library is caught. Skipped without Node.js (Debian's ``nodejs``).
"""

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js (Debian's nodejs)")
def test_the_js_device_library_reproduces_every_vector_and_refusal():
    done = subprocess.run(["node", "--test", "test/vectors.test.js"], cwd=REPO / "clients" / "js",
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
