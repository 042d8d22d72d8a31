"""The survey page in headless Chromium, end to end (issue 30.3; docs/ldp-protocol.md).

Simulated residents of a 2-round PrivAG campaign open the page from their
invitation link, give their location (typed, by a click on the map, or by
the browser's geolocation), read what will be sent and send it to the
collector (clients/collector/collect.py), which writes each round's CSV; the
server steps run in QGIS Processing on those tables. The cell every page
shows is the core's, the collector's rows are what the pages showed, no
report is bad, and the QGIS estimate is the core's estimate of the same
reports. The page is driven through chromedriver's W3C WebDriver API
(Debian's ``chromium`` and ``chromium-driver``; skipped without them:
``make test-browser`` installs them).
"""

import csv
import importlib.util
import json
import shutil
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import numpy as np
import pytest

import processing
from spatialdp.core import Domain
from spatialdp.core.campaign import Campaign

from .conftest import clustered_xy

pytestmark = [pytest.mark.browser, pytest.mark.skipif(
    not (shutil.which("chromium") and shutil.which("chromedriver")),
    reason="needs Debian's chromium and chromium-driver (make test-browser installs them)")]

REPO = Path(__file__).resolve().parents[2]
EXTENT = "500000,510000,4000000,4010000 [EPSG:32633]"
DOMAIN = Domain(500_000, 4_000_000, 510_000, 4_010_000)
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def collector_site(root, out):
    """The campaign's web server: clients/collector/collect.py, started in a thread."""
    spec = importlib.util.spec_from_file_location("collect", REPO / "clients" / "collector" / "collect.py")
    collect = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(collect)
    server = collect.make_server(root, out, port=free_port())
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


class Browser:
    """Headless Chromium through chromedriver's W3C WebDriver HTTP API (no client library)."""

    def __init__(self):
        port = free_port()
        self.driver = subprocess.Popen(["chromedriver", f"--port={port}"], stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{port}"
        for _ in range(200):
            try:
                if self.call("GET", "/status")["ready"]:
                    break
            except OSError:
                time.sleep(0.05)
        options = {"binary": shutil.which("chromium"),
                   "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]}
        session = self.call("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options}}})
        self.session = f"/session/{session['sessionId']}"

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.loads(response.read())["value"]
        except urllib.error.HTTPError as error:
            raise AssertionError(f"WebDriver {method} {path}: {error.read()[:500]!r}") from None

    def go(self, url):
        self.call("POST", f"{self.session}/url", {"url": url})

    def script(self, code, *args):
        return self.call("POST", f"{self.session}/execute/sync", {"script": code, "args": list(args)})

    def element(self, css):
        found = self.call("POST", f"{self.session}/element", {"using": "css selector", "value": css})
        assert ELEMENT in found, found
        return found[ELEMENT]

    def type(self, css, text):
        element = self.element(css)
        self.call("POST", f"{self.session}/element/{element}/clear", {})
        self.call("POST", f"{self.session}/element/{element}/value", {"text": text})

    def click(self, css):
        self.call("POST", f"{self.session}/element/{self.element(css)}/click", {})

    def click_at(self, css, dx, dy):
        """A real pointer click at (dx, dy) from the element's centre."""
        origin = {ELEMENT: self.element(css)}
        self.call("POST", f"{self.session}/actions", {"actions": [{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
                {"type": "pointerMove", "origin": origin, "x": dx, "y": dy},
                {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]})

    def geolocation(self, lon, lat):
        """The position the browser reports (Chrome DevTools, through chromedriver), permission granted."""
        self.call("POST", f"{self.session}/goog/cdp/execute", {
            "cmd": "Browser.grantPermissions", "params": {"permissions": ["geolocation"]}})
        self.call("POST", f"{self.session}/goog/cdp/execute", {
            "cmd": "Emulation.setGeolocationOverride", "params": {"latitude": lat, "longitude": lon,
                                                                  "accuracy": 1}})

    def text(self, css):
        return self.call("GET", f"{self.session}/element/{self.element(css)}/text")

    def wait_text(self, css, start):
        for _ in range(400):
            shown = self.text(css)
            if shown.startswith(start):
                return shown
            time.sleep(0.025)
        raise AssertionError(f"{css} shows {shown!r}, not {start!r}…")

    def close(self):
        try:
            self.call("DELETE", self.session)
        finally:
            self.driver.terminate()
            self.driver.wait(timeout=30)


def page_location(browser):
    return tuple(float(browser.script(f"return document.getElementById('{axis}').value")) for axis in "xy")


def wgs84(x, y):
    """A point of EPSG:32633 in longitude and latitude, as QGIS transforms it."""
    from qgis.core import QgsCoordinateReferenceSystem, QgsCoordinateTransform, QgsPointXY, QgsProject

    transform = QgsCoordinateTransform(QgsCoordinateReferenceSystem("EPSG:32633"),
                                       QgsCoordinateReferenceSystem("EPSG:4326"), QgsProject.instance())
    point = transform.transform(QgsPointXY(float(x), float(y)))
    return point.x(), point.y()


@pytest.fixture
def browser():
    b = Browser()
    yield b
    b.close()


def test_residents_report_through_the_page_and_qgis_estimates_the_campaign(provider, tmp_path, browser):
    x, y = clustered_xy(60, seed=17)
    root, out = tmp_path / "site", tmp_path / "reports"
    root.mkdir()
    for part in ("web", "js"):  # the site: a copy of clients/web and clients/js, and the plans
        (root / part).symlink_to(REPO / "clients" / part, target_is_directory=True)
    server, url = collector_site(root, out)
    try:
        collection, invitations = tmp_path / "campaign.json", tmp_path / "invitations.csv"
        processing.run("spatialdp:ldpstart", {
            "MECHANISM": 0, "EXTENT": EXTENT, "EPSILON": 2.0, "RESIDENTS": len(x), "GRID_SIZE": 3,
            "TOKENS": True, "COLLECTION": str(collection), "PLAN": str(root / "plan1.json"),
            "INVITATIONS": str(invitations)})
        with open(invitations) as f:
            invited = [(int(r["resident"]), int(r["round"]), r["token"]) for r in csv.DictReader(f)]
        for k in (1, 2):
            plan = Campaign.load(collection).collection().plan()
            mine = [(r, t) for r, rk, t in invited if rk == k]
            shown_reports = []
            for i, (resident, token) in enumerate(mine):
                browser.go(f"{url}/web/index.html?plan=/plan{k}.json&endpoint=/submit"
                           f"&round={k}&token={token}&tiles=/tiles/{{z}}/{{x}}/{{y}}.png")
                browser.wait_text("#status", "Choose your location.")
                browser.script("localStorage.clear()")  # each resident on their own device
                if i == 0:  # a click on the map: the page's coordinates must give the core's cell
                    browser.click_at("#map", 37, -21)
                    px, py = page_location(browser)
                elif i == 1:  # the device's position (WGS 84) converted by the page to UTM 33N
                    lon, lat = wgs84(x[resident], y[resident])
                    browser.geolocation(lon, lat)
                    browser.click("#geolocate")
                    browser.wait_text("#status", "Check the report")
                    px, py = page_location(browser)
                    assert abs(px - x[resident]) < 0.01 and abs(py - y[resident]) < 0.01
                else:
                    px, py = float(x[resident]), float(y[resident])
                    browser.type("#x", repr(px))
                    browser.type("#y", repr(py))
                    browser.click("#use-coordinates")
                browser.wait_text("#status", "Check the report")
                assert int(browser.text("#cell")) == int(plan.partition.cell_of(np.array([px]), np.array([py]))[0])
                shown = json.loads(browser.text("#report"))
                assert set(shown) == {"protocol", "version", "collection", "round", "report", "seed", "token"}
                shown_reports.append(shown)
                browser.click("#send")
                browser.wait_text("#status", "Thank you")
            tiles = browser.script("return performance.getEntriesByType('resource').map(e => e.name)"
                                   ".filter(n => n.includes('/tiles/'))")
            table = out / f"round{k}.csv"
            with open(table) as f:  # what the collector wrote is what the pages showed
                assert list(csv.DictReader(f)) == [
                    {"round": str(r["round"]), "report": str(r["report"]), "seed": r["seed"] or "",
                     "token": r["token"]} for r in shown_reports]
            result = processing.run("spatialdp:ldpcloseround", {
                "COLLECTION": str(collection), "INPUT": str(table), "PLAN": str(root / f"plan{k + 1}.json")})
            assert result["ACCEPTED"] == len(mine) and result["BAD"] == 0
        # the map asked for public tiles of the extent (lon 15.0–15.1°)
        z, tx, _ = (int(v) for v in tiles[0].split("/tiles/")[1][:-len(".png")].split("/"))
        assert 2**z * (15.0 + 180) / 360 - 1 < tx < 2**z * (15.2 + 180) / 360
        out_layer = processing.run("spatialdp:ldpcollectionestimate", {"COLLECTION": str(collection),
                                                                       "OUTPUT": "TEMPORARY_OUTPUT"})
        counts = np.array([f["noisy_count"] for f in out_layer["OUTPUT"].getFeatures()])
        expected = Campaign.load(collection).estimate()
        assert np.allclose(counts, expected.counts[expected.is_leaf])
        assert abs(counts.sum() - len(x)) < 1e-6 * len(x)  # Norm-Sub keeps the residents' number
    finally:
        server.shutdown()
        server.server_close()
