#!/usr/bin/env python3
"""A minimal report collector for a SpatialDP campaign (docs/ldp-protocol.md, "Collecting reports").

Serves a folder of static files (the survey page ``web/``, the library ``js/``
and the published plans) and accepts each device's report as a JSON POST to
``/submit``, appending it as one row to ``round<r>.csv`` in the output folder
(``round,report,seed,token``: the table ``spatialdp:ldpcloseround`` reads).
It checks only the report's form; the round's values, seeds and tokens are
screened when the round is closed. It logs no client address and no time.
Python's standard library only:

    python3 collect.py --site SITE_FOLDER --out REPORTS_FOLDER --port 8080

Put it behind an HTTPS proxy for a real survey.
"""

import argparse
import csv
import json
import re
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

MAX_BODY = 4096
_TOKEN = re.compile(r"^[A-Za-z0-9_\-]{1,200}$")


def report_row(document):
    """``[round, report, seed, token]`` of a report document, or None if it is not one (protocol v1)."""
    if not isinstance(document, dict) or document.get("protocol") != "spatialdp-ldp" or document.get("version") != 1:
        return None
    round_, report, seed, token = (document.get(k) for k in ("round", "report", "seed", "token"))
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in (round_, report)):
        return None
    if seed is not None and not (isinstance(seed, str) and seed.isascii() and seed.isdigit() and len(seed) <= 19):
        return None
    if token is not None and not (isinstance(token, str) and _TOKEN.match(token)):
        return None
    return [round_, report, seed or "", token or ""]


class Collector:
    """Appends report rows to one CSV per round (thread-safe)."""

    def __init__(self, out):
        self.out = Path(out)
        self.out.mkdir(parents=True, exist_ok=True)
        self.lock = threading.Lock()

    def add(self, row):
        path = self.out / f"round{row[0]}.csv"
        with self.lock:
            new = not path.exists()
            with open(path, "a", newline="", encoding="utf-8") as f:
                writer = csv.writer(f, lineterminator="\n")
                if new:
                    writer.writerow(["round", "report", "seed", "token"])
                writer.writerow(row)


def make_server(site, out, port=8080, host="127.0.0.1"):
    """The HTTP server (not started): static files from ``site``, reports into ``out``."""
    collector = Collector(out)

    class Handler(SimpleHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            length = int(self.headers.get("Content-Length") or 0)
            row = None
            if self.path == "/submit" and 0 < length <= MAX_BODY:
                try:
                    row = report_row(json.loads(self.rfile.read(length)))
                except ValueError:
                    row = None
            if row is None:
                self.send_error(400, "not a spatialdp-ldp version 1 report")
                return
            collector.add(row)
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args):  # no client addresses, no times
            pass

    return ThreadingHTTPServer((host, port), partial(Handler, directory=str(site)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", required=True, help="folder served: web/, js/ and the plans")
    parser.add_argument("--out", required=True, help="folder of the round<r>.csv tables")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--host", default="127.0.0.1")
    options = parser.parse_args()
    server = make_server(options.site, options.out, options.port, options.host)
    print(f"serving {options.site} on http://{options.host}:{options.port}/, reports into {options.out}")
    server.serve_forever()


if __name__ == "__main__":
    main()
