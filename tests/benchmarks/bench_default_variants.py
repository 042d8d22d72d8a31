"""Variants of AG's and PrivTree's defaults against the authors' code (issue 29; docs/best-by-default.md).

The tables "PrivTree" (θ = −kδ, the coarse counts' share and rule) and "AG's level-1 floor" of
docs/best-by-default.md come from this script. It runs :func:`bench_best_by_default.run` on the
central model with rows that may carry options no release function takes, set here around the
release:

- PrivTree ``theta_deltas=K``: θ = −K·δ for the release's own δ (the default is K = 2, the
  paper's θ = 0 is ``theta=0``); ``coarse_leaves=R``: the coarse depth's rule with R leaves per
  split node (the default 32); ``coarse_above=U``: the U depths above the coarse one get noisy
  counts too, sharing the coarse share equally;
- AG ``m1_floor=F`` and ``m1_divisor=D``: m1 = max(F, ⌈√(Nε/c)/D⌉) (the paper's F = 10, D = 4);
  ``m2_rounding=floor|round`` instead of the paper's ceiling (dpcomp's code floors).

Printed per row: the worst ratio over q1…q6 and the geometric mean over the sizes per column, to
the better of dpcomp's UG and AG, then the worst over the columns and the mean of the means;
``--sizes`` adds every size's ratio. Each row draws its own releases (the workloads are shared):
rows of one run differ by their draws too, which 20–30 repetitions bring to a few per cent.

Run (about 1 minute per row at 30 repetitions on 2 busy cores):
    nice -n 10 .venv/bin/python tests/benchmarks/bench_default_variants.py --reps 30 [--seed 29]
        [--sizes] --rows "PrivTree;PrivTree theta_deltas=1;AG m1_floor=11"
"""

import argparse
import importlib
import math

import numpy as np

import benchkit  # noqa: F401  (puts scripts/ and the checkout on sys.path)
import bench_best_by_default as study


def _coarse_above(tree_inference, above, leaves_per_node):
    """A stand-in for :func:`tree_inference.tree_counts` whose coarse counts also cover the
    ``above`` depths above the coarse one, each an equal part of the coarse share; the whole tree
    is counted (the variant was measured before the counted tree, 0.9.0)."""

    def tree_counts(ledger, rng, tree, sensitivity, internal_share=None, internal_depth=None):
        counts, split = tree
        depth = tree_inference.coarse_depth(split, leaves_per_node)
        if depth is None:
            return tree_inference.tree_counts(ledger, rng, tree, sensitivity, internal_share, internal_depth)
        share = tree_inference.coarse_share(depth) if internal_share is None else internal_share
        depths = [d for d in range(max(0, depth - above), depth + 1) if split[d].any()]
        observed = [np.zeros(len(c)) for c in counts]
        variance = [np.full(len(c), np.inf) for c in counts]
        budget = ledger.remaining
        for d in depths:
            noisy = ledger.laplace(f"internal node counts, depth {d}", rng, counts[d][split[d]],
                                   sensitivity=sensitivity, epsilon=share * budget / len(depths))
            observed[d][split[d]], variance[d][split[d]] = noisy.values, noisy.uncertainty().variance
        leaves = ledger.laplace("leaf counts", rng, np.concatenate([c[~s] for c, s in zip(counts, split)]),
                                sensitivity=sensitivity)
        offsets = np.cumsum([0] + [int((~s).sum()) for s in split])
        for d, s in enumerate(split):
            observed[d][~s] = leaves.values[offsets[d]:offsets[d + 1]]
            variance[d][~s] = leaves.uncertainty().variance[offsets[d]:offsets[d + 1]]
        x, p = tree_inference.tree_least_squares(split, observed, variance)
        return tree_inference.CountedCells(
            np.concatenate([xd[~s] for xd, s in zip(x, split)]),
            tree_inference.normal_margin(np.concatenate([pd[~s] for pd, s in zip(p, split)]), "variant"), depth,
            share, [np.flatnonzero(~s) for s in split])

    return tree_counts


def mechanisms(plain=study.mechanisms):
    """The study's release functions, PrivTree's and AG's wrapped to take the options above."""
    privtree_module = importlib.import_module("spatialdp.core.mechanisms.privtree")
    tree_inference = importlib.import_module("spatialdp.core.mechanisms.tree_inference")
    ag_module = importlib.import_module("spatialdp.core.mechanisms.ag")
    releases = plain()
    privtree, adaptive_grid = releases["PrivTree"][0], releases["AG"][0]

    def privtree_variant(*args, theta_deltas=None, coarse_leaves=32, coarse_above=0, **kw):
        if theta_deltas is not None:
            eps_tree = kw.get("tree_share", privtree_module.TREE_SHARE) * kw["epsilon"]
            kw["theta"] = -int(round(theta_deltas * privtree_module.split_noise(1, eps_tree)[2]))
        rule, counts_of = tree_inference.coarse_depth, privtree_module.tree_counts
        tree_inference.coarse_depth = lambda split, leaves_per_node=None: rule(split, int(coarse_leaves))
        if coarse_above:
            privtree_module.tree_counts = _coarse_above(tree_inference, int(coarse_above), int(coarse_leaves))
        try:
            return privtree(*args, **kw)
        finally:
            tree_inference.coarse_depth, privtree_module.tree_counts = rule, counts_of

    def ag_variant(*args, m1_floor=10, m1_divisor=4, m2_rounding=None, **kw):
        if (m1_floor, m1_divisor) != (10, 4):
            kw["grid_size"] = max(int(m1_floor), math.ceil(math.sqrt(kw["n_public"] * kw["epsilon"] / 10) / m1_divisor))
        sizes = ag_module.ag_level2_sizes
        if m2_rounding is not None:
            rounding = {"floor": np.floor, "round": np.round}[m2_rounding]
            ag_module.ag_level2_sizes = lambda v, eps2, c2, sensitivity=1: np.maximum(
                1, rounding(np.sqrt(np.clip(np.asarray(v, dtype=float), 0, None) * eps2 / (c2 * sensitivity)))
                .astype(np.int64))
        try:
            return adaptive_grid(*args, **kw)
        finally:
            ag_module.ag_level2_sizes = sizes

    releases["PrivTree"] = (privtree_variant, False)
    releases["AG"] = (ag_variant, True)
    return releases


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=30)
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--datasets", default=",".join(study.DATASETS))
    parser.add_argument("--eps", default=",".join(f"{e:g}" for e in study.EPSILONS["central"]))
    parser.add_argument("--sizes", action="store_true", help="also every size's ratio")
    parser.add_argument("--rows", required=True, help="rows separated by ';', e.g. 'PrivTree;AG m1_floor=11'")
    args = parser.parse_args()
    rows = [r.strip() for r in args.rows.split(";") if r.strip()]
    study.mechanisms = mechanisms
    table = study.run("central", rows + ["dpcomp UG", "dpcomp AG"], args.datasets.split(","),
                      [float(e) for e in args.eps.split(",")], args.reps, args.seed)
    columns = list(table)
    print("\n| row | " + " | ".join(f"{ds} {e:g}" for ds, _, e in columns) + " | worst | mean of means |")
    print("|---" * (len(columns) + 3) + "|")
    for row in rows:
        ratios = [np.array(table[c][row]) / np.minimum(table[c]["dpcomp UG"], table[c]["dpcomp AG"]) for c in columns]
        means = [float(np.exp(np.log(r).mean())) for r in ratios]
        print(f"| {row} | " + " | ".join(f"{r.max():.2f} / {m:.2f}" for r, m in zip(ratios, means))
              + f" | {max(r.max() for r in ratios):.2f} | {np.mean(means):.3f} |")
        if args.sizes:
            print("| (q1 … q6) | " + " | ".join(" ".join(f"{v:.2f}" for v in r) for r in ratios) + " | | |")


if __name__ == "__main__":
    main()
