"""Every algorithm runs with its defaults in a QGIS without POT and PyTorch (issue 9).

A fresh Python runs ``run_defaults.py`` with a ``sitecustomize`` first on its path that makes
``import ot`` fail as a missing library does and ``import torch`` fail as a broken one (an
OSError from a shared library), as on a stock QGIS. Each run must succeed and say what it did
instead, in its log and in its release record or report; nothing may print a traceback.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import HANG_SECONDS, PLUGIN_PARENT

HERE = Path(__file__).resolve().parent

SHIM = '''
import sys


class _Unimportable:
    """POT is missing; torch is installed but broken."""

    def find_spec(self, name, path=None, target=None):
        top = name.partition(".")[0]
        if top == "ot":
            raise ModuleNotFoundError("No module named 'ot'", name="ot")
        if top == "torch":
            raise OSError("libtorch_cpu.so: cannot open shared object file (simulated)")
        return None


sys.meta_path.insert(0, _Unimportable())
'''


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    work = tmp_path_factory.mktemp("no-optional")
    (work / "shim").mkdir()
    (work / "shim" / "sitecustomize.py").write_text(SHIM)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(work),
               PYTHONPATH=os.pathsep.join([str(work / "shim"), str(PLUGIN_PARENT)]))
    env.pop("QGIS_CUSTOM_CONFIG_PATH", None)
    check = subprocess.run([sys.executable, "-c", "import sitecustomize\ntry:\n import ot\nexcept ImportError:\n"
                            " print('hidden')"], env=env, capture_output=True, text=True, timeout=HANG_SECONDS)
    assert check.stdout.strip() == "hidden", check.stderr
    done = subprocess.run([sys.executable, str(HERE / "run_defaults.py"), str(work)], env=env,
                          capture_output=True, text=True, timeout=HANG_SECONDS)
    assert done.returncode == 0 and (work / "done").exists(), done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return lines[0]["algorithms"], {r["algorithm"]: r for r in lines[1:]}


def test_every_algorithm_runs_with_its_defaults(runs):
    ids, reports = runs
    assert len(ids) >= 10 and {"evaluate", "vdr"} <= set(ids)
    for algorithm_id in ids:
        assert reports[algorithm_id]["error"] is None, reports[algorithm_id]


def test_vdr_denoises_by_default_without_torch(runs):
    """The default denoiser is a smoother of core/denoise.py, which needs no PyTorch."""
    record = json.loads(runs[1]["vdr"]["outputs"]["LEDGER"])
    p = record["parameters"]
    assert p["denoise"] is True and p["denoise_choice"] == "wiener" and p["denoise_skipped"] is None
    assert "Wiener filter" in p["denoiser_rule"] and any("Wiener filter" in n for n in record["notes"])


def test_vdr_says_it_did_not_denoise_and_why(runs):
    vdr = runs[1]["vdr DENOISE=0"]  # the paper's VQ-VAE when PyTorch is available
    record = json.loads(vdr["outputs"]["LEDGER"])
    assert record["parameters"]["denoise"] is False
    assert record["parameters"]["denoise_choice"] == "auto"
    assert record["parameters"]["denoise_skipped"].startswith("OSError: libtorch_cpu.so")
    assert any("PyTorch is not available (OSError" in n and "without denoising" in n
               and "Install optional dependencies" in n for n in record["notes"])
    assert any("PyTorch is not available" in line and line.startswith("WARNING") for line in vdr["log"])


def test_vdr_keeps_the_boolean_denoise_of_earlier_versions(runs):
    reports = runs[1]
    for never in ("'false'", "False"):
        report = reports[f"vdr DENOISE={never}"]
        record = json.loads(report["outputs"]["LEDGER"])
        assert record["parameters"]["denoise_choice"] == "never" and not record["parameters"]["denoise"]
    for always in ("'true'", "True"):
        error = reports[f"vdr DENOISE={always}"]["error"]
        assert error.startswith("VDR's denoiser (denoising 'always') needs PyTorch, which could not be "
                                "imported (OSError: libtorch_cpu.so")
        assert "Install optional dependencies" in error and "\n" not in error


def test_evaluate_says_how_it_computed_w2(runs):
    evaluate = runs[1]["evaluate"]
    notes = evaluate["outputs"]["w2_notes"]
    assert len(notes) == 1 and "POT (Python Optimal Transport) is not available (No module named 'ot')" \
        in notes[0]
    assert "sliced W2" in notes[0] or "exact (scipy" in notes[0]
    assert any(line.startswith("WARNING POT (Python Optimal Transport) is not available")
               for line in evaluate["log"]) or "exact (scipy" in notes[0]


def test_both_panel_tabs_work_with_their_defaults_without_pot_and_torch(monkeypatch, qgis_iface, provider,
                                                                         points_layer):
    from qgis.core import QgsProject

    from spatialdp.spatialdp_qgis.gui.dock import SpatialDPDock

    from .test_dock import _release, _wait

    monkeypatch.setitem(sys.modules, "ot", None)  # "import ot" / "import torch" now raise ImportError
    monkeypatch.setitem(sys.modules, "torch", None)
    dock = SpatialDPDock(qgis_iface)
    grid = _release(points_layer)
    project = QgsProject.instance()
    project.addMapLayers([points_layer, grid])
    try:
        from spatialdp.core.guidelines import GUIDES

        for name in GUIDES:  # every mechanism's guidance with its default parameters
            dock.guidance.set_mechanism(name)
            dock.guidance.refresh()
            assert dock.guidance.current is not None and dock.guidance.current.cells > 0, name
        tab = dock.evaluation
        tab.points.setLayer(points_layer)
        tab.grid.setLayer(grid)
        assert tab.start() is not None  # the default workload and W2 grid
        _wait(tab)
        assert tab.results is not None and tab.progress.value() == 100, tab.status.text()
        assert "W2 =" in tab.w2_label.text()
        assert "POT (Python Optimal Transport) is not available (" in tab.w2_label.text()
    finally:
        project.removeMapLayers([points_layer.id(), grid.id()])
        dock.close()
