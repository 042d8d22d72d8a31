// The survey page of a SpatialDP local-DP collection (docs/ldp-protocol.md, "The survey page").
// Query parameters: plan (URL of the round's plan JSON), endpoint (URL the report is POSTed to;
// empty: download only), round and token (from the resident's invitation), tiles (a public
// tile URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, drawn under the map).
// The location is perturbed here, once, with crypto.getRandomValues; only the report is sent.
import {
  RefusedError, cellOf, checkPlan, cryptoWords, disclosure, perturbCell, reportDocument, reportsCsv,
} from "../js/src/spatialdp-ldp.js";

const query = new URLSearchParams(window.location.search);
const $ = (id) => document.getElementById(id);
const state = { plan: null, rects: null, location: null, cell: null, report: null };

function say(text, problem = false) {
  $("status").textContent = text;
  $("status").className = problem ? "problem" : "";
}

// ------------------------------------------------------------------ coordinates (WGS 84 → plan CRS)

const WGS84_A = 6378137.0;
const WGS84_F = 1 / 298.257223563;

/** Transverse Mercator of UTM (Snyder, Map Projections — A Working Manual, 1987, eqs. 8-9 to 8-11). */
function utm(lon, lat, zone, south) {
  const k0 = 0.9996, e2 = WGS84_F * (2 - WGS84_F), ep2 = e2 / (1 - e2);
  const phi = (lat * Math.PI) / 180, lam0 = (((zone - 1) * 6 - 180 + 3) * Math.PI) / 180;
  const n = WGS84_A / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const t = Math.tan(phi) ** 2, c = ep2 * Math.cos(phi) ** 2;
  const a = Math.cos(phi) * ((lon * Math.PI) / 180 - lam0);
  const e4 = e2 * e2, e6 = e4 * e2;
  const m = WGS84_A * ((1 - e2 / 4 - (3 * e4) / 64 - (5 * e6) / 256) * phi
    - ((3 * e2) / 8 + (3 * e4) / 32 + (45 * e6) / 1024) * Math.sin(2 * phi)
    + ((15 * e4) / 256 + (45 * e6) / 1024) * Math.sin(4 * phi) - ((35 * e6) / 3072) * Math.sin(6 * phi));
  const x = k0 * n * (a + ((1 - t + c) * a ** 3) / 6 + ((5 - 18 * t + t * t + 72 * c - 58 * ep2) * a ** 5) / 120);
  const y = k0 * (m + n * Math.tan(phi) * (a * a / 2 + ((5 - t + 9 * c + 4 * c * c) * a ** 4) / 24
    + ((61 - 58 * t + t * t + 600 * c - 330 * ep2) * a ** 6) / 720));
  return [x + 500000, south ? y + 10000000 : y];
}

/** {forward: lon/lat → the plan's CRS, inverse}, or null for a CRS the page cannot convert to. */
function conversion(crs) {
  const code = /^EPSG:(\d+)$/.exec(crs || "");
  const epsg = code ? Number(code[1]) : 0;
  if (epsg === 4326) return { forward: (lon, lat) => [lon, lat], inverse: (x, y) => [x, y] };
  if (epsg === 3857) {
    return {
      forward: (lon, lat) => [WGS84_A * (lon * Math.PI) / 180,
        WGS84_A * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))],
      inverse: (x, y) => [((x / WGS84_A) * 180) / Math.PI,
        ((2 * Math.atan(Math.exp(y / WGS84_A)) - Math.PI / 2) * 180) / Math.PI],
    };
  }
  const south = epsg > 32700 && epsg <= 32760;
  if (!(epsg > 32600 && epsg <= 32660) && !south) return null;
  const zone = epsg % 100;
  const forward = (lon, lat) => utm(lon, lat, zone, south);
  return { forward, inverse: (x, y) => newton(forward, x, y, (zone - 1) * 6 - 177, (y - (south ? 1e7 : 0)) / 110946) };
}

/** The inverse of a conversion by Newton's method from a first guess (for the map's tiles only). */
function newton(forward, x, y, lon, lat) {
  for (let i = 0; i < 30; i += 1) {
    const [fx, fy] = forward(lon, lat), h = 1e-6;
    const [ax, ay] = forward(lon + h, lat), [bx, by] = forward(lon, lat + h);
    const j11 = (ax - fx) / h, j21 = (ay - fy) / h, j12 = (bx - fx) / h, j22 = (by - fy) / h;
    const det = j11 * j22 - j12 * j21;
    lon += ((x - fx) * j22 - (y - fy) * j12) / det;
    lat = Math.max(-85, Math.min(85, lat + ((y - fy) * j11 - (x - fx) * j21) / det));
  }
  return [lon, lat];
}

// ------------------------------------------------------------------ the map

function view() {
  const canvas = $("map"), e = state.plan.extent;
  const scale = Math.min((canvas.width - 20) / (e.xmax - e.xmin), (canvas.height - 20) / (e.ymax - e.ymin));
  const ox = (canvas.width - scale * (e.xmax - e.xmin)) / 2, oy = (canvas.height - scale * (e.ymax - e.ymin)) / 2;
  return {
    toPixel: (x, y) => [ox + (x - e.xmin) * scale, canvas.height - oy - (y - e.ymin) * scale],
    toPlan: (px, py) => [e.xmin + (px - ox) / scale, e.ymin + (canvas.height - oy - py) / scale],
  };
}

/** The partition's cells as rectangles, in the order of the report's values. */
function cellRects(plan) {
  const p = plan.partition, e = plan.extent, out = [];
  const grid = (x0, y0, x1, y1, nx, ny) => {
    for (let iy = 0; iy < ny; iy += 1) {
      for (let ix = 0; ix < nx; ix += 1) {
        out.push([x0 + ((x1 - x0) * ix) / nx, y0 + ((y1 - y0) * iy) / ny,
          x0 + ((x1 - x0) * (ix + 1)) / nx, y0 + ((y1 - y0) * (iy + 1)) / ny]);
      }
    }
  };
  if (p.kind === "grid") grid(e.xmin, e.ymin, e.xmax, e.ymax, p.nx, p.ny);
  else if (p.kind === "tree") p.nodes.forEach((n) => out.push(p.rects[n]));
  else {
    p.parents.forEach(([x0, y0, x1, y1], k) => {
      if (p.g2) return grid(x0, y0, x1, y1, p.g2[k], p.g2[k]);
      const [fx, fy] = p.cuts[k], [a, b, c, d] = p.pieces[k];
      const edges = (p0, p1, f, lo, hi) => {
        const cut = p0 + (hi === 0 ? 1 : lo === 0 ? 0 : f) * (p1 - p0), out2 = [];
        for (let i = 0; i <= lo; i += 1) out2.push(p0 + ((cut - p0) * i) / Math.max(lo, 1));
        for (let i = 1; i <= hi; i += 1) out2.push(cut + ((p1 - cut) * i) / hi);
        return lo === 0 ? out2.slice(1) : out2;
      };
      const xs = edges(x0, x1, fx, a, b), ys = edges(y0, y1, fy, c, d);
      for (let iy = 0; iy + 1 < ys.length; iy += 1) {
        for (let ix = 0; ix + 1 < xs.length; ix += 1) out.push([xs[ix], ys[iy], xs[ix + 1], ys[iy + 1]]);
      }
    });
  }
  return out;
}

const tileImages = new Map();

function drawTiles(ctx, v) {
  const template = query.get("tiles"), convert = conversion(state.plan.crs);
  if (!template || !convert) return;
  const e = state.plan.extent, forward = convert.forward;
  const [lon0, lat0] = convert.inverse(e.xmin, e.ymin), [lon1, lat1] = convert.inverse(e.xmax, e.ymax);
  const tileOf = (lon, lat, z) => [((lon + 180) / 360) * 2 ** z,
    ((1 - Math.log(Math.tan((lat * Math.PI) / 180) + 1 / Math.cos((lat * Math.PI) / 180)) / Math.PI) / 2) * 2 ** z];
  let z = 18;
  while (z > 0 && tileOf(lon1, lat0, z)[0] - tileOf(lon0, lat0, z)[0] > 4) z -= 1;
  const [tx0, ty1] = tileOf(lon0, lat0, z).map(Math.floor), [tx1, ty0] = tileOf(lon1, lat1, z).map(Math.floor);
  const lonOf = (tx) => (tx / 2 ** z) * 360 - 180;
  const latOf = (ty) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / 2 ** z))) * 180) / Math.PI;
  for (let tx = tx0; tx <= tx1; tx += 1) {
    for (let ty = ty0; ty <= ty1; ty += 1) {
      const url = template.replace("{z}", z).replace("{x}", tx).replace("{y}", ty);
      let img = tileImages.get(url);
      if (!img) {
        img = new Image();
        img.crossOrigin = "anonymous";
        img.referrerPolicy = "no-referrer";
        img.onload = () => draw();
        img.src = url;
        tileImages.set(url, img);
      }
      if (!img.complete || !img.naturalWidth) continue;
      const [ax, ay] = v.toPixel(...forward(lonOf(tx), latOf(ty)));
      const [bx, by] = v.toPixel(...forward(lonOf(tx + 1), latOf(ty + 1)));
      ctx.drawImage(img, ax, ay, bx - ax, by - ay);
    }
  }
}

function draw() {
  const canvas = $("map"), ctx = canvas.getContext("2d"), v = view();
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  drawTiles(ctx, v);
  ctx.strokeStyle = "rgba(40, 40, 160, 0.6)";
  state.rects.forEach(([x0, y0, x1, y1], i) => {
    const [ax, ay] = v.toPixel(x0, y1), [bx, by] = v.toPixel(x1, y0);
    if (i === state.cell) {
      ctx.fillStyle = "rgba(255, 160, 0, 0.35)";
      ctx.fillRect(ax, ay, bx - ax, by - ay);
    }
    ctx.strokeRect(ax, ay, bx - ax, by - ay);
  });
  if (state.location) {
    const [px, py] = v.toPixel(...state.location);
    ctx.fillStyle = "#c00";
    ctx.beginPath();
    ctx.arc(px, py, 4, 0, 2 * Math.PI);
    ctx.fill();
  }
}

// ------------------------------------------------------------------ the report

function locate(x, y) {
  try {
    const cell = cellOf(state.plan, x, y);
    const perturbed = perturbCell(state.plan, cell, cryptoWords());
    state.location = [x, y];
    state.cell = cell;
    state.report = reportDocument(state.plan, perturbed, query.get("token"));
  } catch (error) {
    if (!(error instanceof RefusedError)) throw error;
    say(error.message, true);
    return;
  }
  $("x").value = String(x);
  $("y").value = String(y);
  $("cell").textContent = String(state.cell);
  $("report").textContent = JSON.stringify(state.report, null, 1);
  const facts = disclosure(state.plan);
  $("reveals").textContent = state.plan.exact.name === "GRR"
    ? `What it reveals: the area in the report is yours with probability ${(100 * facts.keep).toFixed(1)} %; ` +
      `otherwise it is another one drawn at random. Whatever the report, it is at most ` +
      `${facts.likelihoodRatio.toFixed(1)} times as likely from one location as from any other (ε = ${state.plan.epsilon}).`
    : `What it reveals: the number fits your area with probability ${(100 * facts.keep).toFixed(1)} %, ` +
      `and about ${(100 * facts.matchingCellsShare).toFixed(0)} % of all areas fit it as well. Whatever the report, it is ` +
      `at most ${facts.likelihoodRatio.toFixed(1)} times as likely from one location as from any other (ε = ${state.plan.epsilon}).`;
  $("review").classList.remove("hidden");
  $("send").disabled = !query.get("endpoint") || alreadySent();
  say(alreadySent() ? "A report of this round was already sent from this device." : "Check the report below, then send or download it.");
  draw();
}

const sentKey = () => `spatialdp-sent:${state.plan.collection}:${state.plan.round}`;
const alreadySent = () => { try { return localStorage.getItem(sentKey()) === "1"; } catch { return false; } };
function markSent() { try { localStorage.setItem(sentKey(), "1"); } catch { /* private mode */ } }

async function send() {
  $("send").disabled = true;
  try {
    const response = await fetch(query.get("endpoint"), {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(state.report),
      credentials: "omit", referrerPolicy: "no-referrer", cache: "no-store",
    });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    markSent();
    say("Thank you: your report was sent.");
  } catch (error) {
    $("send").disabled = false;
    say(`The report could not be sent (${error.message}); you can download it instead.`, true);
  }
}

function download() {
  const base = `report-${state.plan.collection}-round${state.plan.round}`;
  for (const [name, type, text] of [[`${base}.json`, "application/json", JSON.stringify(state.report)],
    [`${base}.csv`, "text/csv", reportsCsv([state.report])]]) {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type }));
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  markSent();
  say("Your report was downloaded (JSON and CSV): hand it in as your survey instructions say.");
}

// ------------------------------------------------------------------ start

async function start() {
  const url = query.get("plan");
  if (!url) return say("This page needs the address of a survey plan (?plan=…).", true);
  let document_;
  try {
    const response = await fetch(url, { cache: "no-store", credentials: "omit" });
    document_ = await response.json();
    state.plan = checkPlan(document_);
  } catch (error) {
    return say(`This survey plan cannot be used: ${error.message}`, true);
  }
  const invited = query.get("round");
  if (invited !== null && Number(invited) !== state.plan.round) {
    return say(`Your invitation is for round ${invited}; this plan is round ${state.plan.round}. ` +
      "Please come back when your round opens.", true);
  }
  state.rects = cellRects(state.plan);
  $("crs").textContent = state.plan.crs || "the plan's coordinates";
  $("plan-facts").textContent = `Round ${state.plan.round} of ${state.plan.rounds}; the area is divided into ` +
    `${state.plan.d} parts; privacy budget ε = ${state.plan.epsilon} (${state.plan.exact.name}).`;
  ["about", "where"].forEach((id) => $(id).classList.remove("hidden"));
  const convert = conversion(state.plan.crs);
  $("geolocate").disabled = !navigator.geolocation || !convert;
  $("geolocate").onclick = () => navigator.geolocation.getCurrentPosition(
    (p) => locate(...convert.forward(p.coords.longitude, p.coords.latitude)),
    (error) => say(`The device's location is not available (${error.message}); click on the map instead.`, true),
    { enableHighAccuracy: true, timeout: 20000 });
  $("map").onclick = (event) => {
    const canvas = $("map"), box = canvas.getBoundingClientRect();
    locate(...view().toPlan((event.clientX - box.left) * (canvas.width / box.width),
      (event.clientY - box.top) * (canvas.height / box.height)));
  };
  $("use-coordinates").onclick = () => locate(Number($("x").value), Number($("y").value));
  $("send").onclick = send;
  $("download").onclick = download;
  say("Choose your location.");
  draw();
}

start();
