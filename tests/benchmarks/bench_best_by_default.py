"""Best by default: every mechanism of each model with its defaults against the authors' code (issue 29).

Data sets (``--datasets``; docs/best-by-default.md):

- ``us``: GeoNames' populated places inside 125° W – 66° W, 24° N – 50° N
  (17,006; CC BY 4.0, ``places.py``), over that box;
- ``world``: the same 144,563 places over the whole globe (sparse: empty oceans);
- ``cabs``: 217,438 San Francisco taxi positions (../shared/data/cabs_sf.npy or
  ``SPATIALDP_CABS``; never in the tests), over their bounding box;
- ``airports``: the 28,298 airports of the package ``airportsdata`` (MIT; installed
  into the benchmark-only folder of ``reference/__init__.py``), over the globe.

Workload: Qardaji et al.'s q1…q6 (200 rectangles each, fresh every repetition, the same
for every method), relative error with the floor ρ = 0.001·N; a column is one data
set × ε, a cell the mean over the queries of one size and the repetitions.

Rows per model (``--models central,local``), every mechanism with its defaults
(keyword options after the name, as in bench_central_accuracy.py: "AG alpha=0.5"):

- central (ε ∈ ``--central-eps``, 0.1, 0.5, 1): UG, AG, PrivTree, N public where the
  mechanism takes it (the library's Hierarchy and DAWA, not offered in QGIS, with ``--rows``); references dpcomp_core's UG and AG
  (``reference/dpcomp.py``, c = 10, α = 0.5, on a 256² histogram);
- local (ε ∈ ``--local-eps``, 0.5, 1, 3): LDP-UG, PrivAG, AAG, AHEAD, HDG; references
  privmdr's TDG and HDG (``reference/privmdr.py``).

Printed per column and size: every row's error; the best of ours over the best
reference; the recommended method (:func:`core.recommend.recommend` for the model,
the public N, ε and the query's area fraction) over the best of ours; and the
checks of issue 29 (LDP-UG / TDG, PrivTree / best reference, AG / best reference).
``--json PATH`` writes every figure (``make recommend`` reads it). By default each row draws its
own seed in turn from one stream, so adding a row changes the others' draws; ``--paired`` gives
every row of a repetition the same seed (common random numbers: two variants of one mechanism
then differ by their rule, not by their noise, and a run's rows stay as they are when rows are
added).

Run (CPU is shared: nice; ~10 min with the defaults on 2 busy cores):
    nice -n 10 .venv/bin/python tests/benchmarks/bench_best_by_default.py [--reps R]
        [--datasets us,world,cabs,airports] [--models central,local] [--rows "AG alpha=0.5,..."]
"""

import argparse
import json
import math
import time

import numpy as np

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)
from reference import dpcomp, privmdr  # noqa: E402

DATASETS = ("us", "world", "cabs", "airports")
US_BOX = (-125.0, 24.0, -66.0, 50.0)
GLOBE = (-180.0, -90.0, 180.0, 90.0)
EPSILONS = {"central": (0.1, 0.5, 1.0), "local": (0.5, 1.0, 3.0)}
#: the mechanisms a user can run (core.catalogue); Hierarchy and DAWA (library only) join with --rows
ROWS = {"central": ("UG", "AG", "PrivTree"),
        "local": ("LDP-UG", "PrivAG", "AAG", "AHEAD", "HDG")}
REFERENCES = {"central": ("dpcomp UG", "dpcomp AG"), "local": ("privmdr TDG", "privmdr HDG")}
MODEL_OF = {"UG": "central", "AG": "central", "PrivTree": "central", "Hierarchy": "central",
            "DAWA": "central", "LDP-UG": "local", "PrivAG": "local", "AAG": "local", "AHEAD": "local",
            "HDG": "local"}
SIZES = tuple(f"q{i}" for i in range(1, 7))


def load(name):
    """``(x, y, (xmin, ymin, xmax, ymax))`` of a data set."""
    if name == "cabs":
        from cabs import load_cabs
        x, y = load_cabs()
        return x, y, (x.min(), y.min(), x.max(), y.max())  # benchmark only: the city's box
    if name == "airports":
        import airportsdata
        rows = airportsdata.load().values()
        return (np.array([r["lon"] for r in rows], dtype=float),
                np.array([r["lat"] for r in rows], dtype=float), GLOBE)
    if name not in ("us", "world"):
        raise ValueError(f"no data set '{name}' (us, world, cabs, airports)")
    from places import load_places
    x, y = load_places()
    if name == "world":
        return x, y, GLOBE
    inside = (x >= US_BOX[0]) & (x <= US_BOX[2]) & (y >= US_BOX[1]) & (y <= US_BOX[3])
    return x[inside], y[inside], US_BOX


def loaded(datasets):
    """``(name, x, y, domain, point index, N)`` of each data set that is available here (the
    others are skipped with a message)."""
    from spatialdp.core import Domain
    from spatialdp.core.evaluation import PointIndex

    for ds in datasets:
        try:
            x, y, box = load(ds)
        except (OSError, ImportError) as error:
            print(f"({ds}: not available here, skipped: {error})")
            continue
        yield ds, x, y, Domain(*box), PointIndex(x, y), len(x)


def mechanisms():
    """``{row name: (release function, whether it takes the public N)}`` of our mechanisms."""
    from spatialdp.core import aag, adaptive_grid, ldp_uniform_grid, privag, uniform_grid
    from spatialdp.core.mechanisms.ahead import ahead
    from spatialdp.baselines.dawa import dawa
    from spatialdp.core.mechanisms.hdg import hdg
    from spatialdp.baselines.hierarchy import hierarchy
    from spatialdp.core.mechanisms.privtree import privtree

    return {"UG": (uniform_grid, True), "AG": (adaptive_grid, True), "PrivTree": (privtree, False),
            "Hierarchy": (hierarchy, True), "DAWA": (dawa, False), "LDP-UG": (ldp_uniform_grid, False),
            "PrivAG": (privag, False), "AAG": (aag, False), "AHEAD": (ahead, False), "HDG": (hdg, False)}


def parse_row(label):
    """``(mechanism name, keyword arguments)`` of a row label such as "AG alpha=0.5"."""
    name, *options = label.split()
    kw = {}
    for option in options:
        key, value = option.split("=")
        try:
            kw[key] = int(value) if value.lstrip("-").isdigit() else float(value)
        except ValueError:
            kw[key] = value
    return name, kw


def answerer(label, x, y, domain, eps, seed):
    """Something with ``.answer(queries)``: our release of ``label`` or a reference's cells."""
    from spatialdp.core import make_rng
    from spatialdp.core.evaluation import CellIndex, leaf_cells

    if label.startswith("dpcomp "):
        return CellIndex(*dpcomp.release(label.split()[1], x, y, domain, eps, seed))
    if label.startswith("privmdr "):
        return CellIndex(*privmdr.release(label.split()[1], x, y, domain, eps, seed)[:2])
    name, kw = parse_row(label)
    function, takes_n = mechanisms()[name]
    if takes_n:
        kw.setdefault("n_public", len(x))
    synopsis = function(x, y, domain, epsilon=eps, rng=make_rng(seed), **kw)
    return CellIndex(*leaf_cells(synopsis))


def available_references(model):
    kept = []
    for label in REFERENCES[model]:
        module = dpcomp if label.startswith("dpcomp") else privmdr
        if module.available():
            kept.append(label)
        else:
            print(f"({label}: reference code absent under SPATIALDP_REF, row skipped)")
    return kept


def run(model, rows, datasets, epsilons, reps, seed, paired=False):
    """``{(dataset, n, ε): {row: [mean relative error per size q1…q6]}}``; ``paired``: one seed
    per repetition for every row."""
    from spatialdp.core.evaluation import QARDAJI, make_workload, query_errors

    rng = np.random.default_rng(seed)
    table = {}
    for ds, x, y, domain, index, n in loaded(datasets):
        for eps in epsilons:
            t0 = time.perf_counter()
            errs = {}
            for _ in range(reps):
                work = make_workload(domain, rng, QARDAJI)
                truth = [index.count(q) for q in work.queries]
                shared = int(rng.integers(1 << 31)) if paired else None
                for label in rows:
                    cells = answerer(label, x, y, domain, eps, shared if paired else int(rng.integers(1 << 31)))
                    for i, q in enumerate(work.queries):
                        e = query_errors(cells.answer(q), truth[i], n)["relative"]
                        errs.setdefault(label, [[] for _ in SIZES])[i].append(e)
            table[(ds, n, eps)] = {label: [float(np.mean(np.concatenate(e))) for e in per]
                                   for label, per in errs.items()}
            print(f"  {model} {ds} (N = {n:,}) ε = {eps:g}: {time.perf_counter() - t0:.0f} s", flush=True)
    return table


def recommended(model, n, eps, size_index):
    """The row name of the recommended mechanism for a query size (:mod:`core.recommend`)."""
    try:
        from spatialdp.core.recommend import qardaji_fraction, recommend

        return recommend(model=model, n=n, epsilon=eps, query_fraction=qardaji_fraction(size_index)).mechanism
    except (ImportError, LookupError, OSError, ValueError):
        return None


def ratio_line(title, columns, table, top, bottom):
    """A line of ratios per column and size: ``top(errors, size) / bottom(errors, size)``."""
    cells = []
    for c in columns:
        errors = table[c]
        parts = []
        for i in range(len(SIZES)):
            t, b = top(errors, i, c), bottom(errors, i, c)
            parts.append("—" if t is None or b is None else f"{t / b:.2f}")
        cells.append(" ".join(parts))
    return f"| {title} | " + " | ".join(cells) + " |"


def report(model, table, ours, refs):
    """Every row's errors, then the ratios; "ours" in a ratio is our rows with their defaults."""
    columns = list(table)
    rows = ours
    ours = [r for r in rows if r in ROWS[model]] or rows
    print(f"\n### {model}: mean relative error (ρ = 0.001·N), q1 … q6 per column\n")
    print("| row | " + " | ".join(f"{ds} ε={eps:g}" for ds, _, eps in columns) + " |")
    print("|---" * (len(columns) + 1) + "|")
    for label in rows + refs:
        print(f"| {label} | " + " | ".join(" ".join(f"{v:.3g}" for v in table[c][label]) for c in columns) + " |")

    def best(labels):
        return lambda errors, i, c: min(errors[r][i] for r in labels)

    def row(label):
        return lambda errors, i, c: errors[label][i] if label in errors else None

    def rec(errors, i, c):
        name = recommended(model, c[1], c[2], i)
        return errors.get(name, [None] * len(SIZES))[i] if name else None

    print(f"\n{model}: ratios per column (q1 … q6)\n")
    print("| ratio | " + " | ".join(f"{ds} ε={eps:g}" for ds, _, eps in columns) + " |")
    print("|---" * (len(columns) + 1) + "|")
    if refs:
        print(ratio_line("best of ours / best reference", columns, table, best(ours), best(refs)))
    print(ratio_line("recommended / best of ours", columns, table, rec, best(ours)))
    checks = {"central": [("AG", refs), ("PrivTree", refs)], "local": [("LDP-UG", ["privmdr TDG"])]}
    for label, against in checks[model]:
        against = [r for r in against if r in refs]
        if label in ours and against:
            print(ratio_line(f"{label} / {' or '.join(against)}", columns, table, row(label), best(against)))
    winners = [" ".join(min(ours, key=lambda r: table[c][r][i]) for i in range(len(SIZES))) for c in columns]
    print("| best of ours | " + " | ".join(winners) + " |")


def write_table(path, out):
    """The study table read by :func:`core.recommend.recommend`: one row per model, column,
    query size and default mechanism (never a reference, never a variant with options)."""
    import csv

    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(("model", "dataset", "n", "epsilon", "query", "mechanism", "error"))
        for model, columns in out.items():
            for column in columns:
                for mechanism in ROWS[model]:
                    for i, error in enumerate(column["errors"].get(mechanism, ())):
                        writer.writerow((model, column["dataset"], column["n"], f"{column['epsilon']:g}",
                                         i + 1, mechanism, f"{error:.5g}"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=2)
    parser.add_argument("--paired", action="store_true", help="one seed per repetition for every row")
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--datasets", default=",".join(DATASETS))
    parser.add_argument("--models", default="central,local")
    parser.add_argument("--central-eps", default=",".join(f"{e:g}" for e in EPSILONS["central"]))
    parser.add_argument("--local-eps", default=",".join(f"{e:g}" for e in EPSILONS["local"]))
    parser.add_argument("--rows", default="", help="extra rows (comma-separated), e.g. 'AG alpha=0.5'")
    parser.add_argument("--only", default="", help="run only these of our rows (comma-separated)")
    parser.add_argument("--no-references", action="store_true")
    parser.add_argument("--json", default="", help="write every figure to this file")
    parser.add_argument("--table", default="", help="write the study table of core/recommend.py here "
                        "(our default rows only; make recommend: core/recommendation.csv)")
    args = parser.parse_args()
    t_start = time.perf_counter()
    out = {}
    for model in args.models.split(","):
        eps = [float(e) for e in getattr(args, f"{model}_eps").split(",")]
        ours = [r.strip() for r in (args.only or ",".join(ROWS[model])).split(",") if r.strip()]
        ours += [r.strip() for r in args.rows.split(",") if r.strip() and parse_row(r.strip())[0] in MODEL_OF
                 and MODEL_OF[parse_row(r.strip())[0]] == model]
        refs = [] if args.no_references else available_references(model)
        table = run(model, ours + refs, args.datasets.split(","), eps, args.reps, args.seed, args.paired)
        out[model] = [{"dataset": ds, "n": n, "epsilon": e, "errors": errors} for (ds, n, e), errors in table.items()]
        if args.json:  # written before the report, so that a failing report loses no figure
            with open(args.json, "w") as f:
                json.dump({"reps": args.reps, "seed": args.seed, "sizes": SIZES, "models": out}, f, indent=1)
        report(model, table, ours, refs)
    if args.table:
        write_table(args.table, out)
    print(f"\n{args.reps} repetitions, seed {args.seed}, total {time.perf_counter() - t_start:.0f} s "
          f"({math.ceil((time.perf_counter() - t_start) / 60)} min)")


if __name__ == "__main__":
    main()
