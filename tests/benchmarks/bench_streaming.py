"""UG on a large GeoPackage: the file read whole vs counted batch by batch (issue 14).

For each N a GeoPackage of N uniform points is written (rows inserted with
sqlite3 directly, without a spatial index: an OGR feature loop would take
minutes), then ``spatialdp:uniformgrid`` (316×316, ε = 1) runs on it through
real Processing in a fresh Python process, once reading the file whole
(the in-memory path) and once streaming its Arrow batches
(``spatialdp_qgis.streaming``), with the wall time and the process's peak
resident memory. Both releases must be equal (same seed). The summary gives
the memory per million points of each path.
Run: nice -n 10 .venv/bin/python tests/benchmarks/bench_streaming.py [--points 2000000,10000000]
"""

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import benchkit  # noqa: F401  (puts the checkout and scripts/ on sys.path)
from synthetic import uniform_points_gpkg

#: the start of a child script: QGIS, Processing and the provider of the checkout, whose
#: folder is given as JSON in ``sys.argv[PATHS]``
PRELUDE = textwrap.dedent("""
    import json, sys, time
    sys.path[:0] = json.loads(sys.argv[PATHS])
    sys.path.append("/usr/share/qgis/python/plugins")  # QGIS's Processing plugin
    from qgis.core import QgsApplication, QgsVectorLayer
    app = QgsApplication([], False); app.initQgis()
    import processing
    from processing.core.Processing import Processing
    Processing.initialize()
    from spatialdp.spatialdp_qgis.provider import SpatialDPProvider
    provider = SpatialDPProvider()
    QgsApplication.processingRegistry().addProvider(provider)
""")

CHILD = PRELUDE.replace("PATHS", "3") + textwrap.dedent("""
    import hashlib, resource
    from spatialdp.spatialdp_qgis import streaming
    streaming.STREAM_ABOVE = int(sys.argv[2])
    layer = QgsVectorLayer(sys.argv[1] + "|layername=points", "points", "ogr")
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    t0 = time.perf_counter()
    out = processing.run("spatialdp:uniformgrid", {"INPUT": layer, "EXTENT": "0,10000,0,10000 [EPSG:32633]",
                         "EPSILON": 1, "GRID_SIZE": 316, "SEED": 1, "OUTPUT": "TEMPORARY_OUTPUT"})["OUTPUT"]
    seconds = time.perf_counter() - t0
    counts = [f["noisy_count"] for f in out.getFeatures()]
    print(json.dumps({"seconds": seconds, "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                      "start_mb": base / 1024, "digest": hashlib.sha1(repr(counts).encode()).hexdigest()}))
""")


def run(path, stream_above):
    paths = json.dumps([p for p in sys.path if p])
    done = subprocess.run([sys.executable, "-c", CHILD, str(path), str(stream_above), paths],
                          capture_output=True, text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    if done.returncode:
        raise RuntimeError(done.stderr[-3000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--points", default="2000000,10000000")
    parser.add_argument("--whole-up-to", type=int, default=10_000_000,
                        help="above this N the file is only streamed (read whole it would not fit)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="spatialdp-bench-stream-"))
    rows = []
    for n in (int(v) for v in args.points.split(",")):
        path = work / f"points_{n}.gpkg"
        t0 = time.perf_counter()
        uniform_points_gpkg(path, n)
        print(f"\n{n:,} points written in {time.perf_counter() - t0:.0f} s "
              f"({path.stat().st_size / 2**20:.0f} MB)", flush=True)
        paths = {"batch by batch (streamed)": run(path, 0)}
        if n <= args.whole_up_to:
            paths["read whole (in memory)"] = run(path, 10**12)
            assert len({r["digest"] for r in paths.values()}) == 1, "the two paths released different counts"
        for label, r in paths.items():
            print(f"  {label:28s} {r['seconds']:7.1f} s   peak RSS {r['peak_mb']:7.0f} MB "
                  f"({r['peak_mb'] - r['start_mb']:6.0f} MB above QGIS's own)", flush=True)
            rows.append((n, label, r))
        path.unlink()
    print("\npeak memory per million points (growth from each path's smallest N to its largest):")
    for label in dict.fromkeys(label for _, label, _ in rows):
        peak = {n: r["peak_mb"] for n, lab, r in rows if lab == label}
        lo, hi = min(peak), max(peak)
        if lo < hi:
            print(f"  {label:28s} {(peak[hi] - peak[lo]) / ((hi - lo) / 1e6):7.1f} MB per million points "
                  f"({lo:,} → {hi:,})")
    print(f"(this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB)")


if __name__ == "__main__":
    main()
