#!/usr/bin/env python3
"""Mutation check of the privacy tests (issue 10): ``make mutation``.

Each entry of :data:`MUTATIONS` is a privacy bug: exact snippets of the code
and their buggy replacements, and the tests that must catch it. The script
copies the working tree (tracked and untracked files, not the ignored ones)
to a temporary folder once, checks that the listed tests pass there
unmodified, then applies each bug ALONE to the copy, runs its tests and puts
the file back. The working tree is never touched.

One line per bug: ``CAUGHT`` (the tests failed), ``MISSED`` (they passed), ``SKIPPED``
(every test of the bug skipped here, e.g. Citus not installed: not checked, not caught),
``STALE`` (a snippet no longer occurs exactly once in the code: update the
list) or ``ERROR`` (the mutated file does not compile, or pytest could not
run the tests). The exit status is non-zero unless every bug is CAUGHT.

Usage: ``python scripts/mutation.py [--only SUBSTRING] [--list] [--keep]``.
Keep adding to the list as mechanisms are added.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BEHAVIOUR = "tests/core/test_privacy_behaviour.py"
QGIS_BEHAVIOUR = "tests/qgis/test_privacy_behaviour_qgis.py"
PRIVTREE = "tests/core/test_privtree.py"
REGARDLESS = "tests/qgis/test_release_regardless.py"
ODFLOWS = "tests/core/test_odflows.py"
TABLES = "tests/core/test_tables.py"
POLYGON_TABLES = "tests/core/test_polygon_tables.py"  # h-polytables


@dataclass
class Mutation:
    name: str
    description: str
    file: str
    edits: list  # (exact snippet, replacement) pairs, each snippet unique in the file
    tests: list  # pytest arguments (paths, node ids, -k expressions)


def behaviour(expression):
    """The behaviour tests selected by a pytest ``-k`` expression."""
    return [BEHAVIOUR, "-k", expression]


MUTATIONS = [
    # ---------------------------------------------------------------- the exact sampler
    Mutation(
        "noise-ignores-sensitivity", "the noise scale ignores the sensitivity (Δ = 1 always)",
        "core/noise.py",
        [("    t, s = scale_fraction(sensitivity, epsilon)\n    return discrete_laplace_fraction(",
          "    t, s = scale_fraction(1, epsilon)\n    return discrete_laplace_fraction(")],
        behaviour("discrete_laplace_has_scale or ug_cell_noise")),
    Mutation(
        "scale-rounded-down", "Δ/ε rounded down to the 2^-20 grid, the internal check removed",
        "core/noise.py",
        [("t = math.ceil(nominal * SCALE_DENOMINATOR)", "t = math.floor(nominal * SCALE_DENOMINATOR)"),
         ("    if Fraction(t, SCALE_DENOMINATOR) < nominal:", "    if False:")],
        behaviour("scale_is_never_below")),
    Mutation(
        "scale-rounded-down-checked", "Δ/ε rounded down (the internal check must refuse it)",
        "core/noise.py",
        [("t = math.ceil(nominal * SCALE_DENOMINATOR)", "t = math.floor(nominal * SCALE_DENOMINATOR)")],
        behaviour("scale_is_never_below or discrete_laplace_has_scale")),
    Mutation(
        "geometric-wrong-rate", "the geometric part of CKS Algorithm 2 uses Bernoulli(exp(−1/2))",
        "core/noise.py",
        [("ok = bernoulli_exp(rng, np.ones(active.size, dtype=np.int64), 1)",
          "ok = bernoulli_exp(rng, np.ones(active.size, dtype=np.int64), 2)")],
        behaviour("discrete_laplace_has_scale")),
    Mutation(
        "numpy-int-sensitivity", "a numpy integer sensitivity enters Fraction uncoerced (overflow)",
        "core/noise.py",
        [('sensitivity = exact_number(sensitivity, "the sensitivity")',
          'sensitivity = sensitivity if isinstance(sensitivity, np.integer) '
          'else exact_number(sensitivity, "the sensitivity")')],
        behaviour("scale_is_never_below or discrete_laplace_has_scale")),
    Mutation(
        "zero-counted-twice", "the two-sided geometric's y = 0 negative draw is not rejected",
        "core/noise.py",
        [("ok = d & ~(negative & (y == 0))", "ok = d")],
        behaviour("discrete_laplace_has_scale")),
    Mutation(
        "bernoulli-float-exp", "the Bernoulli(exp(−γ)) step compares a float uniform with a float exp",
        "core/noise.py",
        [("    num = np.asarray(num, dtype=np.int64)\n    shape = num.shape\n",
          "    return rng.random(np.shape(num)) < np.exp(-np.asarray(num, dtype=float) / int(den))\n"
          "    num = np.asarray(num, dtype=np.int64)\n    shape = num.shape\n")],
        behaviour("integers_only")),
    Mutation(
        "float-laplace", "discrete_laplace rounds a float Laplace draw instead of sampling exactly",
        "core/noise.py",
        [("    return discrete_laplace_fraction(rng, t, s, size)",
          "    return np.rint(rng.laplace(0.0, t / s, size)).astype(np.int64)")],
        behaviour("integers_only or discrete_laplace_has_scale")),
    # ---------------------------------------------------------------- the source of randomness
    Mutation(
        "secure-without-urandom", "the secure generator draws from numpy's PRNG, not os.urandom",
        "core/rng.py",
        [("    return np.frombuffer(os.urandom(8 * n), dtype=np.uint64)",
          "    return np.frombuffer(np.random.default_rng().bytes(8 * n), dtype=np.uint64)")],
        behaviour("os_urandom")),
    Mutation(
        "seeded-recorded-secure", "any numpy generator is recorded as secure / suitable for release",
        "core/rng.py",
        [("    return type(rng) is SecureGenerator", "    return isinstance(rng, np.random.Generator)")],
        behaviour("no_deterministic_generator")),
    Mutation(
        "seedless-recorded-secure", "a generator whose seed cannot be read is recorded as secure",
        "core/rng.py",
        [("    return type(rng) is SecureGenerator",
          '    return getattr(getattr(getattr(rng, "bit_generator", None), "seed_seq", None), '
          '"entropy", None) is None')],
        behaviour("no_deterministic_generator")),
    # ---------------------------------------------------------------- the ledger
    Mutation(
        "ledger-no-limit", "the ledger lets the steps spend more than ε",
        "core/budget.py",
        [("if self._spent_exact() > Fraction(self.total):", "if False:")],
        behaviour("ledger")),
    Mutation(
        "ledger-float-tolerance", "the ledger sums floats and tolerates 1e-12 relative over-spend",
        "core/budget.py",
        [("if self._spent_exact() > Fraction(self.total):",
          "if self.spent > self.total * (1 + 1e-12):")],
        behaviour("ledger")),
    # ---------------------------------------------------------------- central grids (UG, AG)
    Mutation(
        "central-noise-omitted", "UG releases the true counts (noise omitted)",
        "core/mechanisms/ug.py",
        [("rects=domain.grid_rects(m, m), counts=noisy.values,",
          "rects=domain.grid_rects(m, m), counts=data.counts.grid(m, m).ravel(),")],
        behaviour("ug_cell_noise or ag_level_one_and_leaf")),
    Mutation(
        "central-noise-ignores-k", "UG's noise ignores the per-user bound k (Δ = 1)",
        "core/mechanisms/ug.py",
        [('    noisy = data.ledger.laplace("cell counts", rng, data.counts.grid(m, m).ravel('
         "),\n                                sensitivity=data.sensitivity,",
          '    noisy = data.ledger.laplace("cell counts", rng, data.counts.grid(m, m).ravel('
          "),\n                                sensitivity=1,")],
        behaviour("ug_cell_noise or ag_level_one_and_leaf")),
    Mutation(
        "central-bound-not-applied", "UG/AG keep every point of a user (no per-user bound)",
        "core/counting.py",
        [("            x, y = x[keep], y[keep]\n", "            x, y = x, y\n")],
        behaviour("ug_cell_noise or ag_level_one_and_leaf")),
    Mutation(
        "bounding-keeps-all", "bound_contributions keeps all points of every user",
        "core/bounding.py",
        [("    return _positions(order[_first_k(users, k)], len(order))", "    return _positions(order, len(order))")],
        behaviour("ug_cell_noise or vdr_noisy")),
    Mutation(
        "n-estimate-exact", "the N estimate is released exactly while its ε is booked",
        "core/mechanisms/central.py",
        [("    n = float(max(int(noisy.values), 0))",
          "    n = float(max(data.counts.total(), 0))")],
        behaviour("n_estimate")),
    Mutation(
        "n-estimate-ignores-k", "the N estimate's noise ignores the per-user bound k",
        "core/mechanisms/central.py",
        [("data.counts.total(), sensitivity=data.sensitivity,",
          "data.counts.total(), sensitivity=1,")],
        behaviour("n_estimate")),
    Mutation(
        "n-estimate-whole-epsilon", "the N estimate is drawn through a ledger of the whole ε, the release's books ε_N",
        "core/mechanisms/central.py",
        [('    noisy = data.ledger.laplace("N estimate", rng,',
          '    noisy = (data.ledger.spend("N estimate", n_epsilon_share * data.ledger.total) '
          'and type(data.ledger)(data.ledger.total)).laplace("N estimate", rng,'),
         ("epsilon=n_epsilon_share * data.ledger.total,\n",
          "epsilon=data.ledger.total,\n")],
        behaviour("n_estimate")),
    Mutation(
        "ug-guideline-exact-n", "UG's guideline grid size is computed from the exact N",
        "core/mechanisms/ug.py",
        [("grid_size_or_guideline(data, rng, grid_size, ug_grid_size,",
          "grid_size_or_guideline(data, rng, grid_size, lambda n, *a: ug_grid_size(len(data.x), *a),")],
        behaviour("n_estimate")),
    Mutation(
        "ug-cells-spend-all", "UG's cells are drawn at the whole ε (another ledger) although the N estimate spent "
        "part of it",
        "core/mechanisms/ug.py",
        [('    noisy = data.ledger.laplace("cell counts", rng, data.counts.grid(m, m).ravel(),',
          '    noisy = (data.ledger.spend_rest("cell counts") and type(data.ledger)(data.ledger.total)).laplace('
          '"cell counts", rng, data.counts.grid(m, m).ravel(),')],
        behaviour("ug_with_estimated_n")),
    Mutation(
        "ag-guideline-exact-n", "AG's level-1 size is computed from the exact N",
        "core/mechanisms/ag.py",
        [("grid_size_or_guideline(data, rng, grid_size, ag_level1_size,",
          "grid_size_or_guideline(data, rng, grid_size, lambda n, *a: ag_level1_size(len(data.x), *a),")],
        behaviour("ag_sizes_level_one")),
    Mutation(
        "ag-split-true-counts", "AG's level-2 split is computed from the true level-1 counts",
        "core/mechanisms/ag.py",
        [("m2 = ag_level2_sizes(v.values / entries,",
          "m2 = ag_level2_sizes(data.counts.grid(m1, m1).ravel(),")],
        behaviour("ag_level_two")),
    Mutation(
        "ag-level2-spends-epsilon", "AG's level 2 is drawn with the whole grid ε (another ledger) while the release books "
        "the rest",
        "core/mechanisms/ag.py",
        [('    u = data.ledger.laplace("level 2 counts", rng,',
          '    u = (data.ledger.spend_rest("level 2 counts") and type(data.ledger)(grid_eps)).laplace('
          '"level 2 counts", rng,')],
        behaviour("ag_level_one_and_leaf")),
    Mutation(
        "ag-level1-whole-grid-epsilon", "AG's level 1 is drawn with the whole grid ε (another ledger), the release books α of it",
        "core/mechanisms/ag.py",
        [('    v = data.ledger.laplace("level 1 counts", rng,',
          '    v = (data.ledger.spend("level 1 counts", alpha * grid_eps) and type(data.ledger)('
          'grid_eps)).laplace("level 1 counts", rng,'),
         ("epsilon=alpha * grid_eps, note=",
          "epsilon=grid_eps, note=")],
        behaviour("ag_level_one_and_leaf")),
    Mutation(
        "ag-inference-true-counts", "AG's constrained inference mixes in the true level-1 counts",
        "core/mechanisms/ag.py",
        [("constrained_inference(v.values, u.values, parent, m2, alpha)",
          "constrained_inference(data.counts.grid(m1, m1).ravel(), u.values, parent, m2, alpha)")],
        behaviour("ag_level_one_and_leaf")),
    # ---------------------------------------------------------------- PrivTree
    Mutation(
        "privtree-split-true-counts", "PrivTree splits on the true biased counts, without noise",
        "core/mechanisms/privtree.py",
        [("    return noise(rng, biased).values > theta",
          "    return biased > theta")],
        [PRIVTREE, "-k", "root_splits"]),
    Mutation(
        "privtree-lambda-without-fanout-factor", "PrivTree's λ is Δ/ε_tree, without (2β−1)/(β−1)",
        "core/mechanisms/privtree.py",
        [("    return SPLIT_FACTOR * sensitivity\n",
          "    return sensitivity\n")],
        [PRIVTREE, "-k", "root_splits"]),
    Mutation(
        "privtree-split-noise-ignores-k", "PrivTree's split noise ignores the user bound k",
        "core/mechanisms/privtree.py",
        [('"split decisions", sensitivity=split_sensitivity(data.sensitivity),',
          '"split decisions", sensitivity=split_sensitivity(1),')],
        [PRIVTREE, "-k", "root_splits"]),
    Mutation(
        "privtree-leaf-noise-ignores-k", "PrivTree's leaf counts get noise of scale 1/ε_leaves",
        "core/mechanisms/privtree.py",
        [("np.concatenate(leaf_counts),\n                                     sensitivity=data.sensitivity,",
          "np.concatenate(leaf_counts),\n                                     sensitivity=1,")],
        [PRIVTREE, "-k", "leaf_noise"]),
    Mutation(
        "privtree-no-depth-bias", "PrivTree compares the plain count, without the depth bias δ",
        "core/mechanisms/privtree.py",
        [("biased = np.maximum(counts - depth * delta, theta - delta)",
          "biased = np.maximum(counts, theta - delta)")],
        [PRIVTREE, "-k", "biased_by_its_depth"]),
    Mutation(
        "privtree-real-delta", "PrivTree's δ = λ·ln β is not rounded up to an integer (the noise "
        "is integer: the lattices no longer line up)",
        "core/mechanisms/privtree.py",
        [("return t, s, math.ceil(Fraction(t, s) * LN_FANOUT_UP)",
          "return t, s, float(Fraction(t, s) * LN_FANOUT_UP)")],
        [PRIVTREE, "-k", "every_path_within"]),
    Mutation(
        "privtree-leaves-spend-epsilon", "PrivTree's leaf counts are drawn with the whole ε (another ledger)",
        "core/mechanisms/privtree.py",
        [('    leaves = data.ledger.laplace("leaf counts", rng,',
          '    leaves = (data.ledger.spend_rest("leaf counts") and type(data.ledger)(data.ledger.total)).laplace('
          '"leaf counts", rng,')],
        [PRIVTREE, "-k", "leaf_noise"]),
    # ---------------------------------------------------------------- VDR
    Mutation(
        "vdr-noise-ignores-k", "VDR's noise ignores k (Δ = 1)",
        "core/mechanisms/vdr.py",
        [('    return ledger.laplace("cell counts", rng, counts, sensitivity=k,',
          '    return ledger.laplace("cell counts", rng, counts, sensitivity=1,')],
        behaviour("vdr_noisy")),
    Mutation(
        "vdr-noise-omitted", "VDR releases the true histogram (noise omitted)",
        "core/mechanisms/vdr.py",
        [('    return ledger.laplace("cell counts", rng, counts, sensitivity=k,',
          '    noisy_h = ledger.laplace("cell counts", rng, counts, sensitivity=k,'),
         ('space–time histogram, sensitivity k = {k}")\n',
          'space–time histogram, sensitivity k = {k}")\n    return __import__("dataclasses").replace('
          "noisy_h, values=counts)\n")],
        behaviour("vdr_noisy")),
    Mutation(
        "vdr-bound-not-applied", "VDR keeps every point of a user",
        "core/mechanisms/vdr.py",
        [("sample = bound_contributions(user_ids[keep], k, rng)", "sample = np.arange(index.size)")],
        behaviour("vdr_noisy")),
    Mutation(
        "vdr-scale-true-n", "VDR's n̂ (and γ) come from the true number of points, not the release",
        "core/mechanisms/vdr.py",
        [("n_total: Optional[float], scale: str,\n) -> tuple:",
          "n_total: Optional[float], scale: str, true_n=0,\n) -> tuple:"),
         ("n_hat = float(noisy.sum())", "n_hat = float(true_n)"),
         ("    del x, y, user_ids, t  # post-processing",
          "    true_n = np.sum(spacetime_index(x, y, t, domain, grid_size=m, slices=n_slices,"
          " time_range=time_range)[1])\n"
          "    del x, y, user_ids, t  # post-processing"),
         ("= scale_correction(noisy, noise_variance, n_total, scale)",
          "= scale_correction(noisy, noise_variance, n_total, scale, true_n)")],
        behaviour("vdr_scale")),
    Mutation(
        "vdr-n-estimate-exact", "VDR's N estimate for its sizes released without noise",
        "core/mechanisms/vdr.py",
        [("    return float(max(int(noisy.values), 0))",
          "    return float(max(total, 0))")],
        ["tests/core/test_vdr_sizes.py", "-k", "noisy_n_has_the_noise"]),
    Mutation(
        "vdr-n-estimate-ignores-k", "VDR's N estimate with noise of scale 1/ε_N, not k/ε_N",
        "core/mechanisms/vdr.py",
        [("rng, total, sensitivity=max_per_user,",
          "rng, total, sensitivity=1,")],
        ["tests/core/test_vdr_sizes.py", "-k", "noisy_n_has_the_noise"]),
    Mutation(
        "vdr-n-estimate-unbounded", "VDR's N estimate counts every report, not at most k per user",
        "core/mechanisms/vdr.py",
        [("total = len(bound_contributions(user_ids[keep], max_per_user, rng))",
          "total = int(np.count_nonzero(keep))")],
        ["tests/core/test_vdr_sizes.py", "-k", "noisy_n_has_the_noise"]),
    # ---------------------------------------------------------------- public domain and time range
    Mutation(
        "data-domain-public", "a domain derived from the data's extent is marked public",
        "core/domain.py",
        [("float(np.max(x)), float(np.max(y)), True)", "float(np.max(x)), float(np.max(y)), False)")],
        behaviour("data_derived")),
    Mutation(
        "suitable-ignores-domain", "a release on a data-derived domain is called suitable for release",
        "core/synopsis.py",
        [('"suitable_for_release": self.secure is True and not self.domain.data_derived,',
          '"suitable_for_release": self.secure is True,')],
        behaviour("data_derived")),
    Mutation(
        "vdr-time-range-public", "VDR's time range taken from the data is marked public",
        "core/mechanisms/vdr.py",
        [("    time_derived = time_range is None", "    time_derived = False")],
        behaviour("data_derived")),
    Mutation(
        "qgis-layer-extent-public", "QGIS: an extent taken from a layer is marked public",
        "spatialdp_qgis/algorithms/base.py",
        [("data_derived=from_layer)", "data_derived=False)")],
        ["tests/qgis/test_grids_in_qgis.py::test_extent_taken_from_a_layer_is_data_derived"]),
    Mutation(
        "qgis-fixed-seed", "QGIS: a release without a seed uses a fixed seed",
        "spatialdp_qgis/algorithms/base.py",
        [("        return make_rng(seed)\n", "        return make_rng(0 if seed is None else seed)\n")],
        [QGIS_BEHAVIOUR]),
    Mutation(
        "qgis-user-field-dropped", "QGIS: the user id field and k never reach the mechanism",
        "spatialdp_qgis/algorithms/base.py",
        [("user_ids=user_ids, max_per_user=k)", "user_ids=None, max_per_user=None)")],
        [QGIS_BEHAVIOUR]),
    Mutation(
        "qgis-epsilon-doubled", "QGIS: the mechanism gets twice the ε the user chose",
        "spatialdp_qgis/algorithms/base.py",
        [("synopsis = self.release(points, domain, epsilon, rng,",
          "synopsis = self.release(points, domain, 2 * epsilon, rng,")],
        [QGIS_BEHAVIOUR]),
    # ---------------------------------------------------------------- frequency oracles
    Mutation(
        "grr-keep-too-large", "GRR keeps the true value too often (flip weight × 0.7)",
        "core/oracles.py",
        [("math.ceil(grr_flip_probability(d, epsilon) * SCALE)",
          "math.ceil(grr_flip_probability(d, epsilon) * SCALE * 0.7)")],
        behaviour("grr_probability or olh_probability")),
    Mutation(
        "grr-flip-2eps", "GRR's flip probability is computed for 2ε",
        "core/oracles.py",
        [("flip = (d - 1) / (math.exp(min(epsilon, 700.0)) + d - 1)",
          "flip = (d - 1) / (math.exp(2 * min(epsilon, 700.0)) + d - 1)")],
        behaviour("grr_probability")),
    Mutation(
        "grr-other-may-repeat-true", "GRR's replacement value may be the true value itself",
        "core/oracles.py",
        [("    other += other >= v  # skip the true value\n", "")],
        behaviour("grr_probability")),
    Mutation(
        "olh-keep-2eps", "OLH perturbs the hashed value with 2ε",
        "core/oracles.py",
        [("return Reports(OLH, _grr(hashed, g, epsilon, rng), seed, g)",
          "return Reports(OLH, _grr(hashed, g, 2 * epsilon, rng), seed, g)")],
        behaviour("olh_probability")),
    Mutation(
        "olh-hash-range", "OLH hashes into 2g values but randomises over g",
        "core/oracles.py",
        [("hashed = olh_hash(seed.reshape(-1), v.reshape(-1), g)",
          "hashed = olh_hash(seed.reshape(-1), v.reshape(-1), 2 * g)")],
        behaviour("olh_probability")),
    # ---------------------------------------------------------------- local grids
    Mutation(
        "two-level-groups-overlap", "PrivAG/AAG: U2 includes U1, a user reports twice",
        "core/mechanisms/ldp_grids.py",
        [("u1, u2 = order[:n1], order[n1:]", "u1, u2 = order[:n1], order")],
        behaviour("each_user_reports_once")),
    Mutation(
        "two-level-split-by-location", "PrivAG/AAG: U1 is the western users, not a random subset",
        "core/mechanisms/ldp_grids.py",
        [("order = rng.permutation(n)", "order = np.argsort(data.x, kind=\"stable\")")],
        behaviour("ignores_the_locations")),
    Mutation(
        "ldp-ug-2eps", "LDP-UG's users perturb with 2ε (another ledger) while the release books ε",
        "core/mechanisms/ldp_grids.py",
        [('    counts, used, hash_range = _collect(data.ledger, "cell reports", cell, d, epsilon=epsilon,',
          "    counts, used, hash_range = _collect(type(data.ledger)(2 * epsilon) if data.ledger.spend("
          '"cell reports", epsilon, group=USERS_GROUP) else None, "cell reports", cell, d, '
          "epsilon=2 * epsilon,")],
        behaviour("each_user_reports_once")),
    Mutation(
        "two-level-leaves-2eps", "PrivAG/AAG: U2 perturbs its leaves with 2ε (another ledger) while the release books ε",
        "core/mechanisms/ldp_grids.py",
        [('    raw, used, hash_range = _collect(data.ledger, "U2 reports (leaves)", leaf, n_leaves,'
         " epsilon=epsilon,",
          "    raw, used, hash_range = _collect(type(data.ledger)(2 * epsilon) if data.ledger.spend("
          '"U2 reports (leaves)", epsilon, group=USERS_GROUP) else None, "U2 reports (leaves)",'
          " leaf, n_leaves, epsilon=2 * epsilon,")],
        behaviour("each_user_reports_once")),
    Mutation(
        "two-level-consistency-true-counts", "PrivAG/AAG: consistency reads U2's true leaf counts",
        "core/mechanisms/ldp_grids.py",
        [("two_level_counts(*groups, parent, first.g2, consistency, norm_sub)",
          "two_level_counts(groups[0], replace(groups[1], estimate=np.bincount(leaf, minlength=n_leaves))"
          " if consistency else groups[1], parent, first.g2, consistency, norm_sub)")],
        ["tests/core/test_ldp_grids.py", "-k", "consistency_is_a_function"]),
    Mutation(
        "privag-split-true-counts", "PrivAG's g2 is computed from U1's true cell counts",
        "core/mechanisms/ldp_grids.py",
        [("g2 = privag_level2_sizes(frequency, sized,",
          "g2 = privag_level2_sizes(np.bincount(cell[u1], minlength=g1 * g1) / n1, sized,")],
        behaviour("local_split")),
    Mutation(
        "aag-cuts-true-counts", "AAG's cuts are computed from U1's true cell counts",
        "core/mechanisms/ldp_grids.py",
        [("aag_cuts(first.frequency.reshape(first.g1, first.g1), floor)",
          "aag_cuts((np.bincount(first.cell[first.u1], minlength=first.g1 ** 2) / first.n1)"
          ".reshape(first.g1, first.g1), floor)")],
        behaviour("local_split and AAG")),
    # ---------------------------------------------------------------- DAM and its baselines
    Mutation(
        "dam-matrix-2eps", "DAM's channel has ratio e^{2ε} while it states ε",
        "core/mechanisms/dam.py",
        [("    q = 1.0 / (low.sum() + (e - 1.0) * high.sum())\n",
          "    q = 1.0 / (low.sum() + (e * e - 1.0) * high.sum())\n"),
         ("return ShiftChannel(d, lattice_pad(b), (e - 1.0) * q * high,",
          "return ShiftChannel(d, lattice_pad(b), (e * e - 1.0) * q * high,")],
        behaviour("dam_and_huem")),
    Mutation(
        "dam-kernel-p-not-p-minus-q", "DAM adds p = e^ε·q inside the disk on top of the background q",
        "core/mechanisms/dam.py",
        [("return ShiftChannel(d, lattice_pad(b), (e - 1.0) * q * high,",
          "return ShiftChannel(d, lattice_pad(b), e * q * high,")],
        behaviour("dam_and_huem")),
    Mutation(
        "dam-reports-2eps", "DAM's users perturb with 2ε (another ledger) while the release books ε",
        "core/mechanisms/dam.py",
        [("dam_cells(domain.cell_index(data.x, data.y, d, d), d, epsilon, rng, ledger=data.ledger,",
          "dam_cells(domain.cell_index(data.x, data.y, d, d), d, 2 * epsilon, rng, "
          "ledger=type(data.ledger)(2 * epsilon) if data.ledger.spend('location report', epsilon) else None,")],
        behaviour("dam_and_huem")),
    Mutation(
        "huem-profile-too-high", "HUEM's disk profile doubled: its ratio exceeds e^ε",
        "baselines/dam_baselines.py",
        [("high = areas @ step", "high = 2 * (areas @ step)")],
        behaviour("dam_and_huem")),
    Mutation(
        "mdsw-axis-full-eps", "MDSW spends ε on each axis instead of ε/2",
        "baselines/dam_baselines.py",
        [("groups, eps_axis = (ix, iy), epsilon / 2", "groups, eps_axis = (ix, iy), epsilon")],
        behaviour("mdsw")),
    Mutation(
        "mdsw-user-split-overlap", "MDSW with split users: every user reports x, half also y",
        "baselines/dam_baselines.py",
        [("groups, eps_axis = (ix[order[:half]], iy[order[half:]]), float(epsilon)",
          "groups, eps_axis = (ix, iy[order[half:]]), float(epsilon)")],
        ["tests/core/test_dam.py", "-k", "mdsw_user_split"]),
    Mutation(
        "categorical-2eps", "the categorical oracle's users perturb with 2ε",
        "baselines/dam_baselines.py",
        [("reports = oracles.perturb(cells, k, epsilon, rng, oracle=oracle)",
          "reports = oracles.perturb(cells, k, 2 * epsilon, rng, oracle=oracle)")],
        behaviour("each_user_reports_once")),
    # ---------------------------------------------------------------- hexagonal cells
    Mutation(
        "hexagon-edge-counted-twice", "a point on a hexagon's edge is counted in both hexagons",
        "core/hexagons.py",
        [("        return np.bincount(self.cell_index(x, y), minlength=self.n_cells)",
          "        cell = self.cell_index(x, y)\n"
          "        other = self.cell_index(x - 1e-5 * self.size, y - 1e-5 * self.size)\n"
          "        return np.bincount(np.concatenate([cell, other[other != cell]]), minlength=self.n_cells)")],
        ["tests/core/test_hexagons.py", "-k", "adding_one_point"]),
    Mutation(
        "hexagons-count-outside-points", "points outside the public extent are counted in border hexagons",
        "core/hexagons.py",
        [("        x, y, _ = self.domain.clip(np.asarray(x, dtype=float), np.asarray(y, dtype=float))\n", "")],
        ["tests/core/test_hexagons.py", "-k", "outside_the_extent"]),
    # ---------------------------------------------------------------- AHEAD, HDG, real collections
    Mutation(
        "ahead-reports-every-level", "AHEAD's users report at every level, not once in their group",
        "core/mechanisms/ahead.py",
        [("rng, tree.cell_of(data.x[group], data.y[group]),",
          "rng, tree.cell_of(data.x, data.y),")],
        ["tests/core/test_ahead.py", "-k", "reports_once"]),
    Mutation(
        "ahead-2eps", "AHEAD's users perturb with 2ε (another ledger) while the release books ε",
        "core/mechanisms/ahead.py",
        [('        reports = data.ledger.perturb(f"level {level} reports", rng,',
          '        reports = (data.ledger.spend(f"level {level} reports", epsilon, group=USERS_GROUP) '
          'and type(data.ledger)(2 * epsilon)).perturb(f"level {level} reports", rng,'),
         ("tree.d, epsilon=epsilon, oracle=oracle,",
          "tree.d, epsilon=2 * epsilon, oracle=oracle,")],
        ["tests/core/test_ahead.py", "-k", "reports_once"]),
    Mutation(
        "ahead-groups-by-location", "AHEAD's user groups are cut from the users sorted west to east",
        "core/mechanisms/ahead.py",
        [("    groups = user_groups(data.n, tree.depth, rng)\n",
          "    groups = np.array_split(np.argsort(data.x), tree.depth)\n")],
        ["tests/core/test_ahead.py", "-k", "groups_ignore"]),
    Mutation(
        "hdg-2eps", "HDG's users perturb with 2ε (another ledger) while the release books ε",
        "core/mechanisms/hdg.py",
        [("        reports = data.ledger.perturb(step, rng, values, partition.d, epsilon=epsilon,"
         " oracle=oracle,",
          "        reports = (data.ledger.spend(step, epsilon, group=USERS_GROUP) and type("
          "data.ledger)(2 * epsilon)).perturb(step, rng, values, partition.d, epsilon=2 * epsilon,"
          " oracle=oracle,")],
        ["tests/core/test_hdg.py", "-k", "reports_once"]),
    Mutation(
        "hdg-groups-by-location", "HDG's three groups are cut from the users sorted west to east",
        "core/mechanisms/hdg.py",
        [("zip(user_groups(data.n, 3, rng),", "zip(np.array_split(np.argsort(data.x), 3),")],
        ["tests/core/test_hdg.py", "-k", "groups_ignore"]),
    Mutation(
        "device-report-2eps", "a collection's device step perturbs with 2ε while the plan states ε",
        "core/collection.py",
        [("plan.d, plan.epsilon, rng,", "plan.d, 2 * plan.epsilon, rng,")],
        ["tests/core/test_collection.py", "-k", "probability_matrix"]),
    Mutation(
        "ahead-reports-seeded", "AHEAD's reports are drawn from a fixed-seed generator, not the OS",
        "core/mechanisms/ahead.py",
        [('        reports = data.ledger.perturb(f"level {level} reports", rng,',
          '        reports = data.ledger.perturb(f"level {level} reports", np.random.default_rng(0),')],
        ["tests/core/test_ahead.py", "-k", "os_urandom"]),
    Mutation(
        "hdg-reports-seeded", "HDG's reports are drawn from a fixed-seed generator, not the OS",
        "core/mechanisms/hdg.py",
        [("        reports = data.ledger.perturb(step, rng, values,",
          "        reports = data.ledger.perturb(step, np.random.default_rng(0), values,")],
        ["tests/core/test_ahead.py", "-k", "os_urandom"]),
    # ---------------------------------------------------------------- PostGIS push-down (issue 14)
    Mutation(
        "sql-bound-k-plus-one", "the SQL per-user bound keeps k + 1 points of each user (UG, AG)",
        "spatialdp_qgis/postgis.py",
        [("self.key,\n                       self.sensitivity)", "self.key,\n                       self.sensitivity + 1)")],
        ["tests/qgis/test_postgis.py", "-k", "at_most_k"]),
    Mutation(
        "sql-spacetime-bound-k-plus-one", "VDR's SQL per-user bound keeps k + 1 points of each user",
        "spatialdp_qgis/postgis.py",
        [("bounded(timed, {\"c\": cell}, self.user, key, self.k)", "bounded(timed, {\"c\": cell}, self.user, key, self.k + 1)")],
        ["tests/qgis/test_postgis.py", "-k", "at_most_k and vdr"]),
    Mutation(
        "sql-polygon-depth-cap-plus-one", "the database counts a point in its first D + 1 polygons",
        "spatialdp_qgis/postgis.py",
        [("ORDER BY q LIMIT {int(cover.depth)}", "ORDER BY q LIMIT {int(cover.depth) + 1}")],
        ["tests/qgis/test_postgis.py", "-k", "first_d"]),
    Mutation(
        "sql-polygon-bound-k-plus-one", "the polygon counts' SQL per-user bound keeps k + 1 points of each user",
        "spatialdp_qgis/postgis.py",
        [("self.user, key,\n                           self.sensitivity)",
          "self.user, key,\n                           self.sensitivity + 1)")],
        ["tests/qgis/test_postgis.py", "-k", "polygon_counts_bound_each_user"]),
    # ---------------------------------------------------------------- counts in public polygons
    Mutation(
        "polygon-depth-cap-removed", "a point counts in every polygon that holds it, beyond D",
        "core/pointinpolygon.py",
        [("    keep = ranks(point) < int(depth)\n", "    keep = ranks(point) >= 0\n")],
        ["tests/core/test_polygons.py", "-k", "user_moved or first_memberships"]),
    Mutation(
        "polygon-sensitivity-ignores-depth", "the polygons' noise has scale k/ε, not D·k/ε",
        "core/mechanisms/polygons.py",
        [("    sensitivity = depth * k\n", "    sensitivity = k\n")],
        ["tests/core/test_polygons.py", "-k", "triple_overlaps or record_states"]),
    Mutation(
        "polygon-parent-noise-ignores-k", "the parents' noise has scale 1/ε_p whatever D·k",
        "core/mechanisms/polygons.py",
        [("minlength=n_parents * n_keys),\n                       sensitivity=sensitivity,",
          "minlength=n_parents * n_keys),\n                       sensitivity=1,")],
        ["tests/core/test_polygons.py", "-k", "nested"]),
    Mutation(
        "polygon-depth-forced-to-1", "D = 1 on overlapping polygons (points dropped from all but one)",
        "spatialdp_qgis/polygonlayer.py",
        [("depth = overlap_depth_bound(len(shapes), overlapping)", "depth = 1")],
        ["tests/qgis/test_polygoncounts.py", "-k", "overlapping"]),
    # ---------------------------------------------------------------- margins of error (honest numbers)
    Mutation(
        "moe90-normal-for-dlap", "discrete Laplace counts get the normal margin 1.645·sd, not the exact one",
        "core/uncertainty.py",
        [("    margin = discrete_laplace_margin(scale)\n",
          "    margin = Z90 * math.sqrt(discrete_laplace_variance(scale))\n")],
        ["tests/core/test_uncertainty.py", "-k", "ug_noise_sd"]),
    Mutation(
        "ag-variance-ignores-weights", "AG's consistent counts claim the leaves' raw noise variance",
        "core/uncertainty.py",
        [("    level1 = weight**2 * v1 + (1 - weight) ** 2 * s\n", "    level1 = v1 + 0 * s\n"),
         ("    leaves = v2 * (1 - 2 * share) + share**2 * (s[parent] + v1[parent])\n",
          "    leaves = v2 + 0 * share\n")],
        ["tests/core/test_uncertainty.py", "-k", "ag_consistent or linear_map"]),
    Mutation(
        "oracle-variance-without-split", "PrivAG's margins forget the random split of the users",
        "core/uncertainty.py",
        [("    if everyone > n:\n        share = c / n\n", "    if False:\n        share = c / n\n")],
        ["tests/core/test_uncertainty.py", "-k", "random_split"]),
    # ---------------------------------------------------------------- the release register
    Mutation(
        "register-ignores-earlier-releases", "the release register sums only the pending releases",
        "core/register.py",
        [("        counted = [e for e in entries if identity.matches(e) and charges(e[\"unit\"], unit)]\n",
          "        counted = [e for e in entries if identity.matches(e) and charges(e[\"unit\"], unit)\n"
          "                   and e[\"status\"] == PENDING]\n")],
        ["tests/core/test_register.py", "tests/qgis/test_register.py", "-k", "cap and not qgis_process"]),
    Mutation(
        "register-point-cap-only-for-points", "a user-level release is checked against its own unit's cap only",
        "core/register.py",
        [("        if unit != POINT:\n", "        if False:\n")],
        ["tests/core/test_register.py", "-k", "escape_the_cap_on_points"]),
    Mutation(
        "register-cancel-drops-written-output", "a run cancelled after writing one output removes its entry",
        "spatialdp_qgis/algorithms/base.py",
        [("                    if not self._writing:\n", "                    if True:\n")],
        ["tests/qgis/test_register.py", "-k", "cancelled_between_two_outputs"]),
    Mutation(
        "register-subset-is-new-data", "a filtered layer starts a budget of its own in the register",
        "spatialdp_qgis/register.py",
        [('IDENTITY_PARTS = ("vsiPrefix", "path",', 'IDENTITY_PARTS = ("subset", "vsiPrefix", "path",')],
        ["tests/qgis/test_register.py", "-k", "filters_and_selections"]),
    Mutation(
        "hierarchy-level-full-budget", "the hierarchy draws each level's noise with all of ε (another ledger), the release "
        "books ε/h",
        "baselines/hierarchy.py",
        [("        noisy.append(data.ledger.laplace(  # the last level takes the rest (None)",
          '        data.ledger.spend(f"level {level} counts", per_level) if level < h - 1 else '
          'data.ledger.spend_rest("last")\n        noisy.append(type(data.ledger)(epsilon).laplace('
          "  # the last level takes the rest (None)"),
         ("epsilon=per_level if level < h - 1 else None,",
          "epsilon=None,")],
        ["tests/core/test_hierarchy.py", "-k", "noise_of_its_share"]),
    Mutation(
        "dawa-cost-noise-per-interval", "DAWA's partition noise is the paper's per-interval scale, not K times it",
        "baselines/dawa.py",
        [("    return 2 * sensitivity * k\n",
          "    return 2 * sensitivity\n")],
        ["tests/core/test_dawa.py", "-k", "at_most_e_to_the_eps1"]),
    Mutation(
        "dawa-buckets-full-budget", "DAWA's bucket counts are drawn with all of ε (another ledger), the release books ε − ε1",
        "baselines/dawa.py",
        [('    totals = data.ledger.laplace("bucket counts", rng,',
          '    totals = (data.ledger.spend_rest("bucket counts") and type(data.ledger)(epsilon)).laplace('
          '"bucket counts", rng,')],
        ["tests/core/test_dawa.py", "-k", "noise_of_eps2"]),
    # ---------------------------------------------------------------- issue 23.1 refusals
    # each re-introduces a refusal that depends on the data (docs/noise-and-ledger.md,
    # "A release never depends on the data")
    Mutation(
        "refuse-no-point-inside", "no point inside the public extent refuses instead of releasing noise",
        "spatialdp_qgis/algorithms/base.py",
        [("        if outside and outside == len(points):\n",
          "        if outside and outside == len(points):\n"
          "            raise QgsProcessingException(\"None of the points lies inside the extent.\")\n")],
        [REGARDLESS, "-k", "points_all_outside and (uniformgrid or vdr or privtree)"]),
    Mutation(
        "refuse-empty-layer", "an empty layer with a public extent refuses",
        "spatialdp_qgis/algorithms/base.py",
        [("        if len(points) == 0:\n            # a warning, not a refusal",
          "        if len(points) == 0:\n            raise QgsProcessingException(\"no points\")\n"
          "            # a warning, not a refusal")],
        [REGARDLESS, "-k", "empty_layer_with_a_public_extent or polygon_counts"]),
    Mutation(
        "refuse-missing-user-id", "a point without a user id refuses the release",
        "spatialdp_qgis/algorithms/base.py",
        [("        if not missing:\n            return points\n",
          "        if not missing:\n            return points\n"
          "        raise QgsProcessingException(\"Some points have no value in the user id field.\")\n")],
        [REGARDLESS, "-k", "without_a_user_id"]),
    Mutation(
        "refuse-missing-time", "VDR refuses a point without a time",
        "spatialdp_qgis/algorithms/vdr.py",
        [("        if missing:\n            feedback.pushWarning(",
          "        if missing:\n            raise QgsProcessingException(\"Some points have no valid time.\")\n"
          "            feedback.pushWarning(")],
        [REGARDLESS, "-k", "without_a_time"]),
    Mutation(
        "refuse-non-point", "a line among the points refuses the release",
        "spatialdp_qgis/io.py",
        [("            not_points += 1  # skipped, not refused: a refusal would depend on the data\n",
          "            raise ValueError(\"a feature is not a point\")\n")],
        ["tests/qgis/test_user_checks.py", "-k", "line_among_the_points"]),
    Mutation(
        "refuse-no-local-user", "a local mechanism refuses when no user is inside the extent",
        "core/mechanisms/local.py",
        [("        self.n = len(self.x)\n",
          "        self.n = len(self.x)\n        if self.n == 0:\n"
          "            raise ValueError(\"no points inside the domain\")\n")],
        [REGARDLESS, "-k", "points_all_outside and (ldpuniformgrid or dam)"]),
    Mutation(
        "refuse-two-groups", "PrivAG refuses when its two groups cannot both have users",
        "core/mechanisms/ldp_grids.py",
        [("    if users_inside(x, y, domain, keys) < needed:\n        return few_users_release(\"PrivAG\"",
          "    if False:\n        return few_users_release(\"PrivAG\"")],
        [REGARDLESS, "-k", "points_all_outside and privag"]),
    Mutation(
        "refuse-ahead-groups", "AHEAD refuses with fewer users than levels",
        "core/mechanisms/ahead.py",
        [("    if users_inside(x, y, domain) < depth:", "    if False:")],
        [REGARDLESS, "-k", "points_all_outside and ahead"]),
    Mutation(
        "refuse-dam-no-report", "DAM's EM refuses when no user reported",
        "core/mechanisms/dam.py",
        [("    if len(reports):\n", "    if True:\n")],
        [REGARDLESS, "-k", "points_all_outside and dam"]),
    Mutation(
        "refuse-ldp-estimate-empty", "ldpestimate refuses an empty table of reports",
        "spatialdp_qgis/algorithms/reports.py",
        [("        if len(table[report_field]) == 0:\n",
          "        if len(table[report_field]) == 0:\n            raise QgsProcessingException(\"no reports\")\n")],
        [REGARDLESS, "-k", "ldp_estimate"]),
    Mutation(
        "database-counts-null-users", "the database counts the points without a user id as one user",
        "spatialdp_qgis/postgis.py",
        [("FROM ({rows}) AS r WHERE {user} IS NOT NULL) AS ranked", "FROM ({rows}) AS r) AS ranked")],
        [REGARDLESS, "-k", "database_leaves_out_points_without_a_user_id"]),
    Mutation(
        "stop-after-noise-unbooked", "a stop after the mechanism drew noise cancels the register entry",
        "spatialdp_qgis/algorithms/base.py",
        [("                    if self._released:\n", "                    if False:\n")],
        [REGARDLESS, "-k", "too_large_still_spends"]),
    # ---------------------------------------------------------------- issue 23 register (t23-register)
    Mutation(
        "register-commit-failure-cancels", "a release the register cannot record is cancelled (its ε vanishes)",
        "spatialdp_qgis/register.py",
        [("        except RegisterError as error:\n            self.feedback.reportError(tr(\n"
          "                \"The output was written, but",
          "        except RegisterError as error:\n            self.entry, self.accepted = entry, False\n"
          "            raise QgsProcessingException(str(error)) from None\n"
          "            self.feedback.reportError(tr(\n                \"The output was written, but")],
        ["tests/qgis/test_register.py", "-k", "locked_at_commit"]),
    Mutation(
        "register-stop-after-reading-cancels", "a run that stops after reading the data removes its entry",
        "spatialdp_qgis/register.py",
        [("        if self.accepted:  # the data was read", "        if False:  # the data was read")],
        ["tests/qgis/test_register.py", "-k", "stops_after_reading"]),
    Mutation(
        "register-fingerprint-ignores-key", "the points' fingerprint is an unkeyed hash (a dictionary of places)",
        "core/fingerprint.py",
        [('hmac.new(key, b"spatialdp cells"', 'hmac.new(b"", b"spatialdp cells"'),
         ("hmac.new(key, message, hashlib.sha256)", "hmac.new(b\"\", message, hashlib.sha256)")],
        ["tests/core/test_register.py", "-k", "fingerprint_is_of_the_set"]),
    Mutation(
        "register-identity-is-the-source", "the register knows a release by its source string only again",
        "core/register.py",
        [("        return (self.source is not None and entry[\"source\"] == self.source) \\\n",
          "        return (self.source is not None and entry[\"source\"] == self.source)\n"
          "        return (self.source is not None and entry[\"source\"] == self.source) \\\n")],
        ["tests/core/test_register.py", "tests/qgis/test_register.py", "-k",
         "concurrent_writers or another_source or (another_way and (copy or GeoJSON))"]),
    Mutation(
        "register-points-refusal-keeps-entry", "a release refused by its points' budget leaves its entry counting",
        "core/register.py",
        [("                self._write([e for e in entries if e is not entry])\n", "                pass\n")],
        ["tests/core/test_register.py", "-k", "another_source"]),
    Mutation(
        "register-identify-drops-given-cap", "the cap given with a release is forgotten once its points are known",
        "core/register.py",
        [('            cap = entry["cap"] if entry.get("cap_given") else None\n', "            cap = None\n")],
        ["tests/core/test_register.py", "-k", "concurrent_writers"]),
    Mutation(
        "register-remembered-overrides-empty", "QGIS Desktop records a script's REGISTER='' in the remembered register",
        "spatialdp_qgis/register.py",
        [('parameters.get(REGISTER) in (None, ""):', 'False:')],
        ["tests/qgis/test_register.py", "-k", "explicit_empty_register"]),
    # ---------------------------------------------------------------- issue 23 readers
    # a run that cannot read all its data refuses; one snapshot of a table per release
    Mutation(
        "readers-count-unchecked", "QGIS's iterator may end early: the features received are not compared",
        "spatialdp_qgis/io.py",
        [("    if exact and received != expected:\n        raise incomplete(received, expected)",
          "    if False:\n        raise incomplete(received, expected)")],
        ["tests/qgis/test_reading.py", "tests/qgis/test_postgis.py", "-k",
         "(damaged and 200 and off) or terminated_while_qgis"]),
    Mutation(
        "readers-arrow-gdal-error-ignored", "the Arrow stream goes on after a GDAL error (exceptions off)",
        "spatialdp_qgis/arrow.py",
        [("    if gdal.GetLastErrorType() >= gdal.CE_Failure:\n        raise StreamError(",
          "    if False:\n        raise StreamError(")],
        ["tests/qgis/test_reading.py", "-k", "damaged and 200 and off"]),
    Mutation(
        "readers-arrow-count-unchecked", "the Arrow stream's rows are not compared with the layer's feature count",
        "spatialdp_qgis/arrow.py",
        [("            if received != expected:\n                raise StreamError(received, expected, None)",
          "            if False:\n                raise StreamError(received, expected, None)"),
         ("        if received > expected:\n            raise StreamError(received, expected, None)",
          "        if False:\n            raise StreamError(received, expected, None)")],
        ["tests/qgis/test_reading.py", "-k", "feature_count"]),
    Mutation(
        "readers-snapshot-read-committed", "the release's queries each read the table as it is then",
        "spatialdp_qgis/postgis.py",
        [("BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY", "BEGIN TRANSACTION ISOLATION LEVEL READ COMMITTED READ ONLY")],
        ["tests/qgis/test_postgis.py", "-k", "one_snapshot"]),
    Mutation(
        "readers-snapshot-token-unchecked", "a query QGIS runs again on a reset connection, outside the snapshot, counts",
        "spatialdp_qgis/postgis.py",
        [("if not rows or any(row[0] != self.token for row in rows):", "if not rows:")],
        ["tests/qgis/test_postgis.py::test_a_connection_terminated_while_the_database_counts_is_refused"]),
    # ---------------------------------------------------------------- h29a: VDR's smoothers (issue 29 item 4)
    Mutation(
        "vdr-smoother-reads-exact-counts", "VDR's default smoother denoises the exact histogram, not H̄",
        "core/mechanisms/vdr.py",
        [('    return ledger.laplace("cell counts", rng, counts, sensitivity=k,',
          '    vdr_private_histogram.exact = counts\n    return ledger.laplace("cell counts", rng, counts, sensitivity=k,'),
         ("denoised, smoother_rule = smooth(noisy, noise_variance, choice, progress=progress,",
          "denoised, smoother_rule = smooth(vdr_private_histogram.exact, noise_variance, choice, progress=progress,")],
        behaviour("vdr_smoothers")),
    Mutation(
        "vdr-smoother-mass-from-truth", "the mass correction after a smoother keeps the exact block sums",
        "core/mechanisms/vdr.py",
        [('    return ledger.laplace("cell counts", rng, counts, sensitivity=k,',
          '    vdr_private_histogram.exact = counts\n    return ledger.laplace("cell counts", rng, counts, sensitivity=k,'),
         ("        corrected, weights = conserve_mass(denoised, noisy, noise_variance,",
          "        corrected, weights = conserve_mass(denoised, vdr_private_histogram.exact if vqvae is None else noisy,"
          " noise_variance,")],
        behaviour("vdr_smoothers")),
    # ---- h26r: rates over public denominators (issue 26 item 4) -------------------------------------
    Mutation(
        "h26r-rate-margin-unscaled", "a rate's 90 % margin is the count's, not scaled by per/denominator",
        "core/rates.py",
        [("np.asarray(moe90, dtype=float) * per / usable", "np.asarray(moe90, dtype=float)")],
        ["tests/core/test_rates.py", "-k", "noise_added_to_each_rate"]),
    Mutation(
        "h26r-rate-sd-unscaled", "a rate's noise_sd is the count's, not scaled by per/denominator",
        "core/rates.py",
        [("np.asarray(noise_sd, dtype=float) * per / usable", "np.asarray(noise_sd, dtype=float)")],
        ["tests/core/test_rates.py", "-k", "noise_added_to_each_rate"]),
    Mutation(
        "h26r-standardised-variance-without-w2", "the standardised rate's variance weighs by w, not w²",
        "core/rates.py",
        [("sd = np.sqrt((variance * factor**2) @ w**2)", "sd = np.sqrt((variance * factor**2) @ w)")],
        ["tests/core/test_rates.py", "-k", "standardised_rate_is_the_stated"]),
    Mutation(
        "h26r-standardised-margin-is-sd", "the standardised rate's margin is one standard deviation",
        "core/rates.py",
        [("return Rates(rate, sd, Z90 * sd, reasons)", "return Rates(rate, sd, sd, reasons)")],
        ["tests/core/test_rates.py", "-k", "standardised_rate_is_the_stated"]),
    Mutation(
        "h26r-denominator-unchecked", "a denominator that is no population is not refused before the noise",
        "core/mechanisms/polygons.py",
        [("        denominator = denominators(denominator)\n", "")],
        ["tests/core/test_rates.py", "-k", "no_population"]),
    # ---- ldp tables: the local grids' counts by category and period (issue 26, item 1) -------------
    Mutation(
        "ldpt-key-in-clear", "a device perturbs its cell only and sends its category and period in clear",
        "core/ldptables.py",
        [("    reports = ledger.perturb(step, rng, values, d, epsilon=epsilon, oracle=oracle, note=note, group=group)\n",
          "    reports = ledger.perturb(step, rng, values // n_keys, n_cells, epsilon=epsilon, oracle=\"GRR\", note=note,"
          " group=group)\n    reports.report = reports.report * n_keys + values % n_keys\n")],
        ["tests/core/test_ldp_tables.py", "-k", "epsilon_ldp"]),
    Mutation(
        "ldpt-perturbed-above-epsilon", "the devices perturb (cell, key) at 2ε while the ledger books ε",
        "core/ldptables.py",
        [("    reports = ledger.perturb(step, rng, values, d, epsilon=epsilon, oracle=oracle, note=note, group=group)\n",
          "    ledger.spend(step, epsilon, note, group)\n"
          "    reports = oracles.perturb(values, d, 2 * epsilon, rng, oracle=oracle)\n")],
        ["tests/core/test_ldp_tables.py", "-k", "epsilon_ldp or unbiased"]),
    Mutation(
        "ldpt-underbooked", "the ledger books ε/K for the table while each device reports at ε",
        "core/ldptables.py",
        [("    reports = ledger.perturb(step, rng, values, d, epsilon=epsilon, oracle=oracle, note=note, group=group)\n",
          "    ledger.spend(step, epsilon / n_keys, note, group)\n"
          "    reports = oracles.perturb(values, d, epsilon, rng, oracle=oracle)\n")],
        ["tests/core/test_ldp_tables.py", "-k", "costs_epsilon_once"]),
    Mutation(
        "ldpt-reports-twice", "with a table each user also reports their cell (same parallel group: ε looks spent once)",
        "core/mechanisms/ldp_grids.py",
        [("        notes = _table_notes(keys, norm_sub=norm_sub)\n",
          "        notes = _table_notes(keys, norm_sub=norm_sub)\n"
          "        _collect(data.ledger, \"cell reports\", cell, d, epsilon=epsilon, rng=rng, oracle=oracle, note=\"\")\n")],
        ["tests/core/test_ldp_tables.py", "-k", "costs_epsilon_once"]),
    Mutation(
        "ldpt-size-checked-after-reports", "the table's size is checked after the devices reported",
        "core/ldptables.py",
        [("    d = check_table(n_cells, n_keys)\n", "    d = n_cells * n_keys\n"),
         ("    estimate = oracles.estimate(reports, d, epsilon, per_user=squares).reshape(n_cells, n_keys)\n",
          "    check_table(n_cells, n_keys)\n"
          "    estimate = oracles.estimate(reports, d, epsilon, per_user=squares).reshape(n_cells, n_keys)\n")],
        ["tests/core/test_ldp_tables.py", "-k", "too_large"]),
    Mutation(
        "ldpt-u1-reports-twice", "PrivAG's and AAG's first group also reports its (cell, key) (same parallel group)",
        "core/mechanisms/ldp_grids.py",
        [("    counts2 = table.totals()\n",
          "    release_local_table(data.ledger, rng, first.cell[first.u1], data.key[first.u1], g1 * g1, keys,\n"
          "                        epsilon=epsilon, oracle=oracle, note=\"\", group=USERS_GROUP)\n"
          "    counts2 = table.totals()\n")],
        ["tests/core/test_ldp_tables.py", "-k", "report_once"]),
]

# ---------------------------------------------------------------- issue 23.8: the kinds the suite let through
# Side fields and records computed from true values, the N estimate on every path and with every
# option that touches ε, N or the bound, parallel composition of unequal steps, and the parts of
# the secure generator other than the noise. Each is caught by a behaviour test from outside.
SIDE = "tests/core/test_privacy_side_fields.py"
GENERATOR = "tests/core/test_privacy_generator.py"
OPTIONS_QGIS = "tests/qgis/test_privacy_options_qgis.py"


def side(expression):
    """The side-field, record, N and ledger tests selected by a pytest ``-k`` expression."""
    return [SIDE, "-k", expression]


def generator(expression):
    return [GENERATOR, "-k", expression]


MUTATIONS += [
    # ---------------------------------------------------------------- side fields from true counts
    Mutation(
        "i23-ldp-ug-sd-true-counts", "LDP-UG's noise_sd/moe90 plug in the true cell counts, not the estimates",
        "core/mechanisms/ldp_grids.py",
        [("oracle_counts(OracleEstimates(used, data.n, d, epsilon, counts, g=hash_range),\n",
          "oracle_counts(OracleEstimates(used, data.n, d, epsilon, np.bincount(cell, minlength=d), "
          "g=hash_range),\n")],
        side("local_side_fields")),
    Mutation(
        "i23-privag-sd-true-level1", "PrivAG/AAG's G1 margins plug in U1's true cell counts",
        "core/mechanisms/ldp_grids.py",
        [("uncertainty = oracle_levels(*groups, parent,",
          "uncertainty = oracle_levels(replace(groups[0], estimate=np.bincount(first.cell[first.u1], "
          "minlength=g1 * g1)), groups[1], parent,")],
        side("local_side_fields")),
    Mutation(
        "i23-privag-sd-true-leaves", "PrivAG/AAG's leaf margins plug in U2's true leaf counts",
        "core/mechanisms/ldp_grids.py",
        [("uncertainty = oracle_levels(*groups, parent,",
          "uncertainty = oracle_levels(groups[0], replace(groups[1], estimate=np.bincount(leaf, "
          "minlength=n_leaves)), parent,")],
        side("local_side_fields")),
    Mutation(
        "i23-ug-moe-true-empty", "UG's moe90 is one larger in the truly empty cells",
        "core/mechanisms/ug.py",
        [("parent=np.full(m * m, -1), uncertainty=noisy.uncertainty(),\n",
          "parent=np.full(m * m, -1), uncertainty=replace(u0 := noisy.uncertainty(), moe90=u0.moe90 "
          "+ (data.counts.grid(m, m).ravel() == 0)),\n")],
        side("central_side_fields")),
    Mutation(
        "i23-ug-hex-sd-true", "UG's hexagons: noise_sd larger where the true count exceeds 5",
        "core/mechanisms/ug.py",
        [("        parent=np.full(n, -1), uncertainty=noisy.uncertainty(),\n",
          "        parent=np.full(n, -1), uncertainty=replace(u0 := noisy.uncertainty(), variance=u0.variance "
          "* (1 + (grid.histogram(data.x, data.y) > 5))),\n")],
        side("central_side_fields")),
    Mutation(
        "i23-privtree-sd-true", "PrivTree's moe90 is one larger in the truly empty leaves",
        "core/mechanisms/privtree.py",
        [("released, uncertainty = leaves.values, leaves.uncertainty()",
          "released, uncertainty = leaves.values, __import__('dataclasses').replace(u0 := leaves.uncertainty(), "
          "moe90=u0.moe90 + (np.concatenate(leaf_counts) == 0))")],
        side("central_side_fields")),
    Mutation(
        "i23-ag-moe-true-empty", "AG's moe90 is one larger in the truly empty cells and leaves",
        "core/mechanisms/ag.py",
        [("        uncertainty=consistent_uncertainty(parent, m2, alpha, data.sensitivity, "
         "v.epsilon, u.epsilon),\n",
          "        uncertainty=__import__('dataclasses').replace(u0 := consistent_uncertainty("
          "parent, m2, alpha, data.sensitivity, v.epsilon, u.epsilon), moe90=u0.moe90 + (np.concatenate("
          "[data.counts.grid(m1, m1).ravel(), data.counts.leaves(m1, m2)]) == 0)),\n")],
        side("central_side_fields")),
    Mutation(
        "i23-vdr-sd-ignores-k", "VDR's noise_sd/moe90 are those of Δ = 1, not k",
        "core/mechanisms/vdr.py",
        [("else histogram.uncertainty(applied),",
          "else __import__('dataclasses').replace(histogram, sensitivity=1).uncertainty(applied),")],
        side("central_side_fields")),
    # ---------------------------------------------------------------- records from true values
    Mutation(
        "i23-record-true-n", "the record's n is the true count while the guideline used the noisy one",
        "core/mechanisms/central.py",
        [("    data.params[\"n\"] = n\n    data.params[\"n_source\"] = f\"estimated",
          "    data.params[\"n\"] = float(data.counts.total())\n    data.params[\"n_source\"] = f\"estimated")],
        side("record")),
    Mutation(
        "i23-ug-ledger-note-true-n", "UG's ledger note states the number of points counted",
        "core/mechanisms/ug.py",
        [('note=f"{m}×{m} grid")',
          'note=f"{m}×{m} grid, {data.counts.total()} points")')],
        side("record")),
    Mutation(
        "i23-privtree-params-true", "PrivTree's record holds the number of points counted",
        "core/mechanisms/privtree.py",
        [("internal_share=0.0, cells=len(depths))",
          "internal_share=0.0, cells=len(depths), points=len(data.x))")],
        side("record")),
    Mutation(
        "i23-ag-m2max-true", "AG's recorded m2_max is computed from the true level-1 counts",
        "core/mechanisms/ag.py",
        [("m2_max=int(m2.max())",
          "m2_max=int(ag_level2_sizes(data.counts.grid(m1, m1).ravel(), eps2, c / 2, data.sensitivity).max())")],
        side("record or side_fields_of_ag")),
    # ---------------------------------------------------------------- the N estimate on every path
    Mutation(
        "i23-memory-n-unbounded", "in memory, the N estimate counts every point, not each user's k",
        "core/counting.py",
        [("        self.x, self.y = x, y\n        self.key =",
          "        self.x, self.y, self.n_all = x, y, int(inside.sum())\n        self.key ="),
         ("    def total(self) -> int:\n        return len(self.x)\n\n    def grid(",
          "    def total(self) -> int:\n        return self.n_all\n\n    def grid(")],
        side("n_estimate")),
    Mutation(
        "i23-streaming-n-outside", "streamed, the N estimate counts the points outside Ω too",
        "core/counting.py",
        [("return sum(len(x) for x, _ in self._inside())", "return sum(len(x) for x, _ in self.batches())")],
        side("n_estimate")),
    Mutation(
        "i23-db-n-unbounded", "in the database, the N estimate counts every point, not each user's k",
        "spatialdp_qgis/postgis.py",
        [("        if self.max_per_user is None:\n            return self.n_inside",
          "        if True:\n            return self.n_inside")],
        [OPTIONS_QGIS, "-k", "n_estimate"]),
    Mutation(
        "i23-public-n-replaced-by-true", "with a public N given, the guideline uses the true count",
        "core/mechanisms/central.py",
        [("        return float(n_public)\n", "        return float(data.counts.total())\n")],
        side("public_n")),
    Mutation(
        "i23-hex-guideline-exact-n", "hexagons without a grid size are sized from the exact N",
        "core/mechanisms/ug.py",
        [("        return _hexagons(domain, data, rng, m, c, cell_shape, keys=keys)",
          "        return _hexagons(domain, data, rng, m if grid_size else ug_grid_size(len(data.x), "
          "data.ledger.remaining, c, data.sensitivity), c, cell_shape, keys=keys)")],
        side("hexagons")),
    Mutation(
        "i23-hex-cells-whole-eps", "hexagons after an N estimate draw the cells' noise with the whole ε (another ledger)",
        "core/mechanisms/ug.py",
        [('    noisy = data.ledger.laplace("cell counts", rng, grid.histogram(data.x, data.y),',
          '    noisy = (data.ledger.spend_rest("cell counts") and type(data.ledger)(data.ledger.total)).laplace('
          '"cell counts", rng, grid.histogram(data.x, data.y),')],
        side("hexagons")),
    Mutation(
        "i23-hex-noise-ignores-k", "hexagons with a user bound get noise of Δ = 1",
        "core/mechanisms/ug.py",
        [("grid.histogram(data.x, data.y), sensitivity=data.sensitivity,",
          "grid.histogram(data.x, data.y), sensitivity=1,")],
        side("hexagons")),
    Mutation(
        "i23-privtree-users-unbounded", "PrivTree with users counts every point of a user",
        "core/mechanisms/privtree.py",
        [("max_per_user=max_per_user, keys=keys,\n                   counts=counts)\n",
          "max_per_user=max_per_user, keys=keys,\n                   counts=counts)\n"
          "    data.counts.x, data.counts.y = domain.clip(np.asarray(x, dtype=float), np.asarray("
          "y, dtype=float))[:2]\n")],
        [PRIVTREE, "-k", "leaf_noise"]),
    # ---------------------------------------------------------------- parallel composition
    Mutation(
        "i23-ledger-parallel-first", "a parallel group costs its first step's ε",
        "core/budget.py",
        [("            cost[key] = max(cost.get(key, Fraction(0)), Fraction(e.epsilon))",
          "            cost.setdefault(key, Fraction(e.epsilon))")],
        side("parallel")),
    Mutation(
        "i23-ledger-parallel-last", "a parallel group costs its last step's ε",
        "core/budget.py",
        [("            cost[key] = max(cost.get(key, Fraction(0)), Fraction(e.epsilon))",
          "            cost[key] = Fraction(e.epsilon)")],
        side("parallel")),
    Mutation(
        "i23-ledger-parallel-min", "a parallel group costs its smallest step's ε",
        "core/budget.py",
        [("            cost[key] = max(cost.get(key, Fraction(0)), Fraction(e.epsilon))",
          "            cost[key] = min(cost.get(key, Fraction(e.epsilon)), Fraction(e.epsilon))")],
        side("parallel")),
    Mutation(
        "i23-ledger-sequential-as-parallel", "steps without a group compose in parallel",
        "core/budget.py",
        [('key = ("group", e.group) if e.group is not None else ("step", i)', 'key = ("group", e.group)')],
        side("parallel")),
    Mutation(
        "i23-ledger-record-spent-largest", "the record's epsilon_spent is the largest step, not the composition",
        "core/budget.py",
        [('"epsilon_spent": self.spent,',
          '"epsilon_spent": max((e.epsilon for e in self.entries), default=0.0),')],
        side("parallel")),
    # ---------------------------------------------------------------- the secure generator beyond the noise
    Mutation(
        "i23-secure-philox-fixed", "the secure generator's permutation/choice stream has a fixed key",
        "core/rng.py",
        [("super().__init__(np.random.Philox(secrets.randbits(128)))", "super().__init__(np.random.Philox(0))")],
        generator("permutation")),
    Mutation(
        "i23-secure-random-seeded", "the secure generator's random() comes from a seeded PRNG",
        "core/rng.py",
        [("values = (_urandom_uint64(n) >> np.uint64(11))",
          "values = (np.random.default_rng(0).integers(0, 2**63, n, dtype=np.uint64) >> np.uint64(11))")],
        generator("random")),
    Mutation(
        "i23-secure-random-half", "the secure generator's random() keeps 52 bits: uniform on [0, 1/2)",
        "core/rng.py",
        [(">> np.uint64(11)) * (1.0 / 2**53)", ">> np.uint64(12)) * (1.0 / 2**53)")],
        generator("random")),
    Mutation(
        "i23-secure-span-short", "the secure generator's integers(low, high) never draws high − 1",
        "core/rng.py",
        [("        span = high - low\n", "        span = np.maximum(high - low - 1, 1)\n")],
        generator("integers or exact_sampler")),
    Mutation(
        "i23-secure-low-ignored", "the secure generator's integers(low, high) ignores low",
        "core/rng.py",
        [(".astype(np.int64).reshape(shape) + low", ".astype(np.int64).reshape(shape)")],
        generator("integers")),
    Mutation(
        "i23-secure-no-rejection", "the secure generator reduces every word mod span (no rejection)",
        "core/rng.py",
        [("            ok = drawn <= limit\n", "            ok = drawn >= 0\n")],
        generator("rejects")),
    Mutation(
        "i23-secure-top-bits", "the secure generator's integers use only a word's top 8 bits",
        "core/rng.py",
        [("            out[todo[ok]] = drawn[ok] % span\n",
          "            out[todo[ok]] = (drawn[ok] >> np.uint64(56)) % span\n")],
        generator("integers or exact_sampler")),
    Mutation(
        "i23-sampling-seed-constant", "the per-user sample is keyed by a constant, not a draw",
        "core/bounding.py",
        [("    return int(rng.integers(_SEEDS))", "    return 0 * int(rng.integers(_SEEDS))")],
        generator("per_user_sample")),
    Mutation(
        "i23-db-sample-key-constant", "the database's per-user sample is keyed by a constant hash salt",
        "spatialdp_qgis/postgis.py",
        [("hashfloat8extended(y, {sampling_seed(rng)}))", "hashfloat8extended(y, {0 * sampling_seed(rng)}))")],
        [OPTIONS_QGIS, "-k", "sample"]),
    Mutation(
        "i23-local-split-fixed", "PrivAG/AAG's split into U1 and U2 is a fixed permutation",
        "core/mechanisms/ldp_grids.py",
        [("order = rng.permutation(n)", "order = np.random.default_rng(0 * rng.permutation(n)[0]).permutation(n)")],
        generator("split")),
    Mutation(
        "i23-secure-philox-clock", "the secure generator's permutation/choice stream is keyed by the clock",
        "core/rng.py",
        [("super().__init__(np.random.Philox(secrets.randbits(128)))",
          "super().__init__(np.random.Philox(__import__('time').time_ns()))")],
        generator("permutation")),
    Mutation(
        "i23-make-rng-unseeded-numpy", "make_rng without a seed returns numpy's OS-seeded PRNG",
        "core/rng.py",
        [("    if seed is None:\n        return SecureGenerator()", "    if seed is None:\n        return np.random.default_rng()")],
        behaviour("os_urandom")),
    # ---------------------------------------------------------------- the exact sampler's parts
    Mutation(
        "i23-bernoulli-parity", "Bernoulli(exp(−γ)) answers 1 when the first A_k = 0 has an even k",
        "core/noise.py",
        [("result[running[~go_on]] = k % 2 == 1", "result[running[~go_on]] = k % 2 == 0")],
        [BEHAVIOUR, GENERATOR, "-k", "discrete_laplace_has_scale or exact_sampler"]),
    Mutation(
        "i23-bernoulli-shifted-k", "the A_k of CKS Algorithm 1 are Bernoulli(γ/(k + 1)), not Bernoulli(γ/k)",
        "core/noise.py",
        [("go_on = rng.integers(0, int(den) * k, size=running.size) < num",
          "go_on = rng.integers(0, int(den) * (k + 1), size=running.size) < num")],
        [BEHAVIOUR, GENERATOR, "-k", "discrete_laplace_has_scale or exact_sampler"]),
    Mutation(
        "i23-dlap-u-range", "CKS Algorithm 2 draws U uniform on [0, s) instead of [0, t)",
        "core/noise.py",
        [("    u = rng.integers(0, t, size=m)\n", "    u = rng.integers(0, s, size=m)\n")],
        [BEHAVIOUR, GENERATOR, "-k", "discrete_laplace_has_scale or exact_sampler"]),
    # ---------------------------------------------------------------- counts in public polygons
    Mutation(
        "i23-polygon-moe-true-empty", "the polygons' moe90 is one larger in the truly empty polygons",
        "core/mechanisms/polygons.py",
        [("    release.uncertainty = noisy.uncertainty()\n",
          "    release.uncertainty = noisy.uncertainty()\n    release.uncertainty.moe90 "
          "= release.uncertainty.moe90 + (true == 0)\n")],
        side("polygon")),
    Mutation(
        "i23-polygon-sd-ignores-depth", "the polygons' noise_sd is that of Δ = k, not D·k",
        "core/mechanisms/polygons.py",
        [("    release.uncertainty = noisy.uncertainty()\n",
          "    release.uncertainty = __import__('dataclasses').replace(noisy, sensitivity=k).uncertainty("
          ")\n")],
        side("polygon")),
    Mutation(
        "i23-polygon-record-located", "the polygons' record holds the number of points located",
        "core/mechanisms/polygons.py",
        [('    params = {"polygons": n, "overlap_depth": depth,',
          '    params = {"located": int(located), "polygons": n, "overlap_depth": depth,')],
        side("polygon")),
    # ---------------------------------------------------------------- multi-point features (options)
    Mutation(
        "i23-multipoint-local-two-points", "a multi-point feature reports two of its points in the local model",
        "spatialdp_qgis/algorithms/base.py",
        [("kept = bound_contributions(points.feature, 1, rng)", "kept = bound_contributions(points.feature, 2, rng)")],
        ["tests/qgis/test_multipoint_unit.py", "-k", "one_point_per_feature"]),
    Mutation(
        "i23-multipoint-central-unbounded", "a multi-point feature counts all its points with Δ = 1",
        "spatialdp_qgis/algorithms/base.py",
        [("            return points, points.feature, k, unit\n", "            return points, None, None, unit\n")],
        ["tests/qgis/test_multipoint_unit.py", "-k", "at_most_k or sensitivity_k"]),
    # ---------------------------------------------------------------- t30-ldp: the device protocol and campaigns
    Mutation(
        "ldp-js-flip-weight-unchecked", "the JS device takes any flip weight a plan gives (a server can turn GRR off)",
        "clients/js/src/spatialdp-ldp.js",
        [("    if (gap * WEIGHT_TOLERANCE > own) {\n", "    if (false) {\n")],
        ["tests/core/test_js_device.py"]),
    Mutation(
        "ldp-js-epsilon-unchecked", "the JS device does not check ε as the core does (0, text, booleans pass)",
        "clients/js/src/spatialdp-ldp.js",
        [("  checkLocalEpsilon(plan.epsilon);\n", "")],
        ["tests/core/test_js_device.py"]),
    Mutation(
        "ldp-js-flip-ignored", "the JS device reports its true cell whatever the flip draw",
        "clients/js/src/spatialdp-ldp.js",
        [("  return flip ? other : value;\n", "  return value;\n")],
        ["tests/core/test_js_device.py"]),
    Mutation(
        "ldp-js-seed-not-uniform", "the JS device's OLH seed is a raw word, not uniform below 2^63 - 1",
        "clients/js/src/spatialdp-ldp.js",
        [("  const seed = uniformBelow(SEED_HIGH, nextWord);\n", "  const seed = BigInt.asUintN(62, nextWord());\n")],
        ["tests/core/test_js_device.py"]),
    Mutation(
        "ldp-flip-weight-rounded-down", "the flip probability a plan carries is rounded down (p/q above e^ε)",
        "core/oracles.py",
        [("    return math.ceil(grr_flip_probability(d, epsilon) * SCALE)\n",
          "    return math.floor(grr_flip_probability(d, epsilon) * SCALE)\n")],
        ["tests/core/test_ldp_wire.py", "-k", "committed_test_vectors"]),
    Mutation(
        "ldp-report-of-another-round-used", "a report of another round counts (a resident reporting twice)",
        "core/wire.py",
        [('        if integer_value(row.get("round")) != plan_doc["round"]:\n',
          '        if integer_value(row.get("round")) is None:\n')],
        ["tests/core/test_ldp_wire.py", "-k", "screening"]),
    Mutation(
        "ldp-reused-token-counts", "a token used twice counts twice",
        "core/wire.py",
        [("            if token in seen:\n", "            if False:\n")],
        ["tests/core/test_campaign.py", "-k", "tokens"]),
    Mutation(
        "ldp-campaign-unit-not-resident", "a campaign's ledger and register count ε per report, not per resident",
        "core/campaign.py",
        [("            collection.ledger.unit = RESIDENT_UNIT\n", "")],
        ["tests/core/test_campaign.py", "-k", "simulation"]),
    Mutation(
        "ldp-campaign-not-registered", "a campaign's ε per resident is not recorded in the release register",
        "spatialdp_qgis/register.py",
        [("    if not path:\n        return lambda started: None\n    epsilon = campaign.setting",
          "    return lambda started: None\n    epsilon = campaign.setting")],
        ["tests/qgis/test_collection_in_qgis.py", "-k", "register"]),
    # ---------------------------------------------------------------- issue 27 odflows
    Mutation(
        "od-trip-counted-twice", "every trip counts twice in its OD pair",
        "core/mechanisms/odflows.py",
        [("        return np.unique(key, return_counts=True)\n",
          "        keys, counts = np.unique(key, return_counts=True)\n        return keys, 2 * counts\n")],
        [ODFLOWS, "-k", "changed_user"]),
    Mutation(
        "od-user-keeps-2k-trips", "a user keeps up to 2k trips while the noise is for k",
        "core/mechanisms/odflows.py",
        [("bound_contributions(np.asarray(user_ids)[inside], self.sensitivity, rng)",
          "bound_contributions(np.asarray(user_ids)[inside], 2 * self.sensitivity, rng)")],
        [ODFLOWS, "-k", "changed_user"]),
    Mutation(
        "od-marginals-from-true-counts", "the WLS takes the zones' true totals instead of noisy ones",
        "core/mechanisms/odflows.py",
        [("            noisy, out.values, inc.values, var_cell=var_cell,",
          "            noisy, np.bincount(keys // z, weights=counts, minlength=z), np.bincount("
          "keys % z, weights=counts, minlength=z), var_cell=var_cell,")],
        [ODFLOWS, "-k", "released_values_only"]),
    Mutation(
        "od-summed-totals-from-true-counts", "with no share, the totals are the true row sums",
        "core/mechanisms/odflows.py",
        [("noisy.sum(axis=-1).astype(float), noisy.sum(axis=-2).astype(float)",
          "np.bincount(keys // z, weights=counts, minlength=n_periods * z).reshape(n_periods, z).astype(float), "
          "noisy.sum(axis=-2).astype(float)")],
        [ODFLOWS, "-k", "released_values_only"]),
    Mutation(
        "od-empty-sampler-wrong-tail", "the empty pairs' tail probability is q^(θ−1)/(1+q), not q^θ/(1+q)",
        "core/exceedance.py",
        [("lo_p = _div(_exp_neg(self.a * self.theta, digits, False),",
          "lo_p = _div(_exp_neg(self.a * (self.theta - 1), digits, False),"),
         ("hi_p = _div(_exp_neg(self.a * self.theta, digits, True),",
          "hi_p = _div(_exp_neg(self.a * (self.theta - 1), digits, True),")],
        [ODFLOWS, "-k", "unbiased or thresholded_dense"]),
    Mutation(
        "od-noise-ignores-k", "the OD matrix's noise scale ignores k (Δ = 1)",
        "core/mechanisms/odflows.py",
        [("minlength=n_pairs).astype(np.int64),\n                           sensitivity=k,",
          "minlength=n_pairs).astype(np.int64),\n                           sensitivity=1,"),
         ("np.asarray(counts, dtype=np.int64), sensitivity=k,",
          "np.asarray(counts, dtype=np.int64), sensitivity=1,")],
        [ODFLOWS, "-k", "scale_k_over_epsilon"]),
    Mutation(
        "od-sql-user-keeps-2k-trips", "the database keeps up to 2k trips per user",
        "spatialdp_qgis/odpostgis.py",
        [('bounded(self.ends(), columns, "u", self.key, self.sensitivity)',
          'bounded(self.ends(), columns, "u", self.key, 2 * self.sensitivity)')],
        ["tests/qgis/test_odflows_postgis.py", "-k", "at_most_k"]),
    Mutation(
        "od-sql-destination-outside-counted", "the database counts trips whose destination is outside Ω",
        "spatialdp_qgis/odpostgis.py",
        [('        both = inside(self.domain) + inside(self.domain).replace("x ", "dx ").replace("y ", "dy ")\n',
          '        both = inside(self.domain)\n')],
        ["tests/qgis/test_odflows_postgis.py", "-k", "equals_the_file_path"]),
    # ---------------------------------------------------------------- issue 31 (t31-floor)
    Mutation(
        "privtree-path-counts-overlap", "PrivTree's node counts by Morton code also count the next "
        "sibling's points (a point enters two counts: the split noise no longer covers it)",
        "core/mechanisms/quadtree_passes.py",
        [("np.stack([node << shift, (node + np.uint64(1)) << shift])",
          "np.stack([node << shift, (node + np.uint64(2)) << shift])")],
        [PRIVTREE, "-k", "same_as_before or root_splits"]),
    Mutation(
        "privtree-last-pass-copies-the-paths", "PrivTree's last pass gathers the paths it keeps into a "
        "copy of them, not into the paths themselves (80 MB more at 10M points)",
        "core/mechanisms/privtree.py",
        [("        last = self.consume and finest == self.max_depth\n",
          "        last = False\n")],
        [PRIVTREE, "-k", "one_array"]),
    Mutation(
        "points-kept-by-the-run", "the run's frames keep the points read alive through PrivTree's passes "
        "(160 MB at 10M points)",
        "spatialdp_qgis/algorithms/mechanism.py",
        [("coordinates = points.hand_over if isinstance(points, PointData) else lambda: (points.x, points.y)",
          "coordinates = lambda: (points.x, points.y)")],
        ["tests/qgis/test_privtree_in_qgis.py", "-k", "freed"]),
    Mutation(
        "ag-keeps-its-points", "AG keeps its points through its noise and its output (160 MB at 10M points)",
        "core/mechanisms/ag.py",
        [("    data.counts.let_go()  # the last question", "    pass  # the last question")],
        ["tests/qgis/test_streaming.py", "-k", "frees"]),
    Mutation(
        "writer-drops-given-feature-ids", "The GeoPackage writer leaves every key to SQLite, even ids "
        "that do not go on from the table's numbering (a polygon layer's own ids)",
        "spatialdp_qgis/gpkg.py",
        [("    numbered = _go_on(keys, first)", "    numbered = True")],
        ["tests/qgis/test_gpkg_writer.py", "-k", "feature_ids"]),
    Mutation(
        "writer-rows-ignore-a-cancel", "The rows of a GeoPackage go on being inserted after a cancel "
        "(their thread never looks)",
        "spatialdp_qgis/gpkg.py",
        [("        if stop.is_set():\n            raise _Cancelled()", "        if False:\n            raise _Cancelled()")],
        ["tests/qgis/test_gpkg_writer.py", "-k", "cancel"]),
    Mutation(
        "privtree-morton-one-level-short", "PrivTree's Morton codes stop one level short of the "
        "maximum depth (every node counts the points of other cells)",
        "core/counting.py",
        [("paths = morton_codes(self.domain, self.x, self.y, max_depth)",
          "paths = morton_codes(self.domain, self.x, self.y, max(max_depth - 1, 0))")],
        [PRIVTREE, "-k", "same_as_before"]),
    Mutation(
        "streamed-bound-keeps-k-plus-one", "the streamed user bound keeps k + 1 points per user",
        "core/bounding.py",
        [("first_k = _first_k(users, self.k)", "first_k = _first_k(users, self.k + 1)")],
        ["tests/core/test_counting.py", "-k", "streamed"]),
    Mutation(
        "streamed-bound-fresh-keys", "the streamed user bound draws each batch's keys from a new "
        "generator (every batch gets the same keys: no longer the in-memory sample)",
        "core/bounding.py",
        [("self.keys.random(n), index, *columns)",
          "np.random.default_rng(0).random(n), index, *columns)")],
        ["tests/core/test_counting.py", "-k", "streamed"]),
    # ---- h28-step: the private step in one call (issue 28 item 1) -------------------------------
    Mutation(
        "step-laplace-draws-other-eps", "Ledger.laplace books ε and draws the noise at 2ε",
        "core/budget.py",
        [("noise = discrete_laplace(rng, np.shape(counts), sensitivity, self.epsilon)",
          "noise = discrete_laplace(rng, np.shape(counts), sensitivity, 2 * self.epsilon)")],
        ["tests/core/test_budget_domain.py", "-k", "ledger_laplace_books"]),
    Mutation(
        "step-laplace-books-half", "Ledger.laplace books half the ε it draws at",
        "core/budget.py",
        [("            epsilon = self.spend(step, epsilon, note, group)\n        return LaplaceMeasurement(",
          "            self.spend(step, epsilon / 2, note, group)\n        return LaplaceMeasurement(")],
        ["tests/core/test_budget_domain.py", "-k", "ledger_laplace_books"]),
    Mutation(
        "step-rest-draws-whole-total", "Ledger.laplace with ε None books the rest and draws at the whole total",
        "core/budget.py",
        [("            epsilon = self.spend_rest(step, note)\n",
          "            self.spend_rest(step, note)\n            epsilon = self.total\n")],
        behaviour("ug_with_estimated_n")),
    Mutation(
        "step-round-factor-ignored", "a measurement's round ignores its factor of Δ (DAWA's long candidates)",
        "core/budget.py",
        [("sensitivity = self.sensitivity * int(factor)", "sensitivity = self.sensitivity")],
        ["tests/core/test_private_step.py", "-k", "measurement"]),
    Mutation(
        "step-noisy-counts-wrong-sensitivity", "NoisyCounts reports Δ = 1 whatever the Δ of the noise drawn",
        "core/budget.py",
        [("return NoisyCounts(np.asarray(counts) + noise, self.epsilon, sensitivity)",
          "return NoisyCounts(np.asarray(counts) + noise, self.epsilon, 1)")],
        side("central_side_fields")),
    Mutation(
        "step-noisy-counts-scale-too-small", "NoisyCounts states half the scale it was drawn at (OD flows' "
        "empty pairs then get less noise than the others)",
        "core/budget.py",
        [("        return scale_fraction(self.sensitivity, self.epsilon)\n",
          "        return scale_fraction(self.sensitivity, 2 * self.epsilon)\n")],
        [ODFLOWS, "-k", "law_of_the_thresholded"]),
    Mutation(
        "step-perturb-other-eps", "Ledger.perturb books ε and perturbs the reports at 2ε",
        "core/budget.py",
        [("return oracles.perturb(values, d, epsilon, rng, oracle=used, g=g)",
          "return oracles.perturb(values, d, 2 * epsilon, rng, oracle=used, g=g)")],
        ["tests/core/test_private_step.py", "-k", "booked_epsilon_allows"]),
    Mutation(
        "step-perturb-books-half", "Ledger.perturb books half the ε the reports are perturbed at",
        "core/budget.py",
        [("self.spend(step, epsilon, note.format(oracle=used), group)",
          "self.spend(step, epsilon / 2, note.format(oracle=used), group)")],
        ["tests/core/test_private_step.py", "-k", "booked_epsilon_allows"]),
    Mutation(
        "step-randomise-books-half", "Ledger.randomise books half the ε the DAM channel was built for",
        "core/budget.py",
        [("self.spend(step, channel.epsilon, note, group)", "self.spend(step, channel.epsilon / 2, note, group)")],
        ["tests/core/test_private_step.py", "-k", "randomise"]),
    Mutation(
        "step-dam-own-ledger", "DAM books its report in a ledger of its own, not the release's",
        "core/mechanisms/dam.py",
        [('ledger = Ledger(epsilon, "local", LOCAL_UNIT) if ledger is None else ledger',
          'ledger = Ledger(epsilon, "local", LOCAL_UNIT)')],
        ["tests/core/test_private_step.py", "-k", "dam_books"]),
    Mutation(
        "step-privtree-split-at-leaf-eps", "PrivTree's split noise is drawn at the whole ε through another "
        "ledger while the release books ε_tree",
        "core/mechanisms/privtree.py",
        [('    noise = data.ledger.measurement("split decisions",',
          '    noise = (data.ledger.spend("split decisions", tree_share * data.ledger.total) and '
          'type(data.ledger)(data.ledger.total)).measurement("split decisions",'),
         ("epsilon=tree_share * data.ledger.total,\n", "epsilon=data.ledger.total,\n")],
        [PRIVTREE, "-k", "root_splits"]),
    # ---------------------------------------------------------------- h28-decl: polygon counts declared
    Mutation(
        "h28-decl-polygon-db-drops-user-bound", "counted in the database, the polygon counts drop the "
        "user id (each point a unit of privacy, Δ = D instead of D·k)",
        "spatialdp_qgis/algorithms/polygons.py",
        [('return points.polygon_counts(unit.get("user_ids"), unit.get("max_per_user"))',
          "return points.polygon_counts(None, None)")],
        ["tests/qgis/test_postgis.py", "-k", "polygon_counts_in_the_database_equal"]),
    # ---- h27 (issue 27: polygon zones, trips joined by id, hierarchical zones)
    Mutation(
        "od-polygon-outside-dropped", "with polygon zones, trips with an end outside the polygons' extent "
        "are dropped instead of counted in the outside zone",
        "core/mechanisms/odflows.py",
        [("        inside = np.arange(len(ox)) if everywhere else \\\n",
          "        inside = np.arange(len(ox)) if False else \\\n")],
        ["tests/core/test_odzones.py", "-k", "changes_the_pair_table_by_exactly_k"]),
    Mutation(
        "od-join-by-row-order", "origins and destinations are paired by their row order, not by trip id "
        "(one trip removed shifts every later pair)",
        "core/odzones.py",
        [("    return JoinedTrips(o_first[o_at[single]], d_first[d_at[single]],",
          "    rows = np.arange(min(len(origin_ids), len(destination_ids)))\n    return JoinedTrips(rows, rows,")],
        ["tests/core/test_odzones.py", "-k", "removing_one_trip"]),
    Mutation(
        "od-parents-from-true-counts", "the parent flows reconciled with the children are the true parent counts",
        "core/odhierarchy.py",
        [("    return noisy\n",
          "    return type(noisy)(parent_counts(keys, counts, parent_of), noisy.epsilon, noisy.sensitivity)\n")],
        ["tests/core/test_odzones.py", "-k", "parent_flows_are_released"]),
    Mutation(
        "od-candidates-from-true-parent-counts", "the sparse path refines the parent pairs chosen by their true "
        "counts instead of their released ones",
        "core/mechanisms/odflows.py",
        [("    chosen = order[fits & (parent.values[order] >= theta_p)]",
          "    chosen = order[fits & (np.bincount(parent_of[keys // z] * n_parents + parent_of[keys % z], "
          "weights=counts, minlength=n_parents ** 2)[order] >= theta_p)]")],
        ["tests/core/test_odzones.py", "-k", "chosen_from_released_counts"]),
    # ---------------------------------------------------------------- h29b (issue 29): PrivTree's coarse counts
    Mutation(
        "h29b-privtree-coarse-first-short-depth", "PrivTree's coarse depth is the first depth whose split "
        "nodes hold too few leaves instead of the one above it",
        "core/mechanisms/tree_inference.py",
        [("    depth = int(short[0]) - 1 if len(short) else len(split) - 1",
          "    depth = int(short[0]) if len(short) else len(split) - 1")],
        ["tests/core/test_tree_inference.py", "-k", "deepest_whose"]),
    Mutation(
        "h29b-privtree-internal-ignore-k", "PrivTree's coarse counts get noise of sensitivity 1 whatever k",
        "core/mechanisms/tree_inference.py",
        [("coarse = ledger.laplace(f\"internal node counts, depth {depth}\", rng, counts[depth][split[depth]],\n"
          "                                sensitivity=sensitivity,",
          "coarse = ledger.laplace(f\"internal node counts, depth {depth}\", rng, counts[depth][split[depth]],\n"
          "                                sensitivity=1,")],
        ["tests/core/test_tree_inference.py", "-k", "booked"]),
    Mutation(
        "h29b-privtree-internal-noise-dropped", "PrivTree's least squares reads the coarse nodes' true counts",
        "core/mechanisms/tree_inference.py",
        [("observed[depth][counted[depth]] = coarse.values",
          "observed[depth][counted[depth]] = counts[depth][counted[depth]]")],
        ["tests/core/test_tree_inference.py", "-k", "booked"]),
    Mutation(
        "h29b-privtree-coarse-sd-true", "the default PrivTree's noise_sd is larger in the truly empty leaves "
        "(its least-squares variances read the true counts)",
        "core/mechanisms/tree_inference.py",
        [("    leaf_variance = np.concatenate([pd[~s] for pd, s in zip(p, counted)])",
          "    leaf_variance = np.concatenate([pd[~s] for pd, s in zip(p, counted)]) + "
          "(np.concatenate([c[~s] for c, s in zip(counts, counted)]) == 0)")],
        ["tests/core/test_privacy_side_fields.py", "-k", "privtree_follow"]),
    Mutation(
        "h29c-privtree-counted-true-total", "PrivTree's counted tree is sized by the true total of the coarse "
        "nodes, not their noisy one (the number of cells tells N)",
        "core/mechanisms/tree_inference.py",
        [("n_hat = float(np.sum(coarse.values))", "n_hat = float(np.sum(counts[depth][split[depth]]))")],
        ["tests/core/test_tree_inference.py", "-k", "noisy_total"]),
    Mutation(
        "h29c-privtree-counted-fewest-first", "at the cut, PrivTree's counted tree keeps split the nodes with "
        "the fewest leaves below instead of the most",
        "core/mechanisms/tree_inference.py",
        [("-leaves_below[candidates]))", "leaves_below[candidates]))")],
        ["tests/core/test_tree_inference.py", "-k", "most_leaves_below"]),
    Mutation(
        "h29c-privtree-counted-ties-smallest", "among nodes at the cut with as many leaves below, PrivTree's "
        "counted tree keeps split those under the smaller coarse count",
        "core/mechanisms/tree_inference.py",
        [("np.lexsort((-ancestor[candidates],", "np.lexsort((ancestor[candidates],")],
        ["tests/core/test_tree_inference.py", "-k", "larger_coarse_count"]),
    Mutation(
        "h29c-privtree-counted-cells-misplaced", "PrivTree's released cells are taken from the whole tree's "
        "leaves, not the counted tree's, so counts and margins sit on other rectangles",
        "core/mechanisms/tree_inference.py",
        [("    cells = [np.flatnonzero(k)[~s] for k, s in zip(kept, counted)]",
          "    cells = [np.flatnonzero(~s) for k, s in zip(kept, counted)]")],
        ["tests/core/test_tree_inference.py", "-k", "noise_its_cells_state"]),
    Mutation(
        "h29c-privtree-counted-above-coarse", "PrivTree's counted tree may be cut above the coarse depth's "
        "children when the bound asks for few cells",
        "core/mechanisms/tree_inference.py",
        [("cut = max(fits, default=below)", "cut = max(fits, default=0)")],
        ["tests/core/test_tree_inference.py", "-k", "never_above"]),
    Mutation(
        "h29d-privtree-coarse-share-fixed", "PrivTree's default coarse share is 0.3 whatever the coarse depth "
        "(nodes of a quarter of the extent take ε from the leaves)",
        "core/mechanisms/tree_inference.py",
        [("    return PRIVTREE_COARSE_SHARES[min(int(depth), len(PRIVTREE_COARSE_SHARES) - 1)]",
          "    return PRIVTREE_COARSE_SHARES[-1]")],
        ["tests/core/test_tree_inference.py", "-k", "share_follows"]),
    Mutation(
        "h29d-privtree-coarse-share-user-ignored", "PrivTree books its default coarse share even when the user "
        "gives one",
        "core/mechanisms/tree_inference.py",
        [("else coarse_share(depth) if internal_share is None else float(internal_share)",
          "else coarse_share(depth)")],
        ["tests/core/test_tree_inference.py", "-k", "spend_epsilon"]),
    Mutation(
        "h29b-privtree-default-theta-unbiased", "PrivTree's default θ = −2δ also drops the floor θ − δ of "
        "the biased counts (empty nodes split as if they held points)",
        "core/mechanisms/privtree.py",
        [("    biased = np.maximum(counts - depth * delta, theta - delta)",
          "    biased = np.maximum(counts - depth * delta, theta - delta) if theta >= 0 else counts - depth * delta")],
        ["tests/core/test_privtree.py", "-k", "default_threshold"]),
    # ---- h26: count tables by (cell, category, period) (issue 26)
    Mutation(
        "h26-table-bound-per-category", "the user bound k applies per table entry, not across the "
        "whole table (a user keeps k points of every category and period)",
        "core/counting.py",
        [("keep = bound_contributions(np.asarray(user_ids)[inside], self.sensitivity, rng)",
          "keep = bound_contributions(np.asarray(user_ids)[inside] if key is None else "
          "np.asarray(user_ids)[inside] * 100_000 + key[inside], self.sensitivity, rng)")],
        [TABLES, "-k", "changed_user"]),
    Mutation(
        "h26-table-sensitivity-ignores-k", "the table's noise ignores the per-user bound k (Δ = 1)",
        "core/tables.py",
        [("noisy = ledger.laplace(step, rng, true_table, sensitivity=sensitivity,",
          "noisy = ledger.laplace(step, rng, true_table, sensitivity=1,")],
        [TABLES, "-k", "scale_k_over"]),
    Mutation(
        "h26-table-epsilon-per-category", "each category is treated as its own release at ε (Δ/C "
        "per category: the categories' ε counted once although a user spans them)",
        "core/tables.py",
        [("noisy = ledger.laplace(step, rng, true_table, sensitivity=sensitivity,",
          "noisy = ledger.laplace(step, rng, true_table, sensitivity=sensitivity / keys.n_categories,")],
        [TABLES, "-k", "scale_k_over or privtree_splits or adaptive_tables"]),
    Mutation(
        "h26-table-totals-exact", "the cells' totals are the true totals, not the sums of the noisy entries",
        "core/mechanisms/central.py",
        [("return make_synopsis(mechanism, domain, data, rng, rects=rects, counts=table.totals(),",
          "return make_synopsis(mechanism, domain, data, rng, rects=rects, counts=true_table.sum(axis=1),")],
        [TABLES, "-k", "sum_of_its_entries or privtree_splits"]),
    Mutation(
        "h26-ag-table-inference-true", "AG's constrained inference of a table mixes in the true entries",
        "core/mechanisms/ag.py",
        [("v, u = constrained_inference(v.values, table.counts.ravel(), entry_parent, m_entries, alpha)",
          "v, u = constrained_inference(v.values, keyed_counts(leaf, data.counts.key, len(parent), k).ravel(), "
          "entry_parent, m_entries, alpha)")],
        [TABLES, "-k", "adaptive_tables"]),
    Mutation(
        "h26-ag-table-whole-epsilon", "AG's table entries draw their noise with the whole ε",
        "core/tables.py",
        [("    noisy = ledger.laplace(step, rng, true_table, sensitivity=sensitivity,\n",
          "    noisy = ledger.laplace(step, rng, true_table, sensitivity=sensitivity * ledger.remaining / ledger.total,\n")],
        [TABLES, "-k", "adaptive_tables or privtree_splits"]),
    Mutation(
        "h26-categories-from-data-unflagged", "a category list read from the data is not flagged as not private",
        "core/synopsis.py",
        [("                self.table.keys.categories_from_data or self.table.keys.time_range_from_data)",
          "                self.table.keys.time_range_from_data)")],
        [TABLES, "-k", "from_the_data"]),
    Mutation(
        "h26-time-outside-kept", "points outside the public time range are counted in the edge periods",
        "core/tables.py",
        [("        return np.where(inside, np.minimum(i, len(self) - 1), -1)",
          "        return np.clip(np.searchsorted(self.edges, t, side='right') - 1, 0, len(self) - 1)")],
        [TABLES, "-k", "left_out"]),
    Mutation(
        "h26-qgis-categories-from-data-unflagged", "the toolbox reads the categories from the data "
        "without recording it",
        "spatialdp_qgis/algorithms/tables.py",
        [("category_values=values, categories_from_data=from_data)",
          "category_values=values, categories_from_data=False)")],
        ["tests/qgis/test_tables_in_qgis.py", "-k", "value_map"]),
    Mutation(
        "h26-privtree-table-small-delta", "a table's PrivTree divides the depth bias by K instead of "
        "multiplying it (δ < λ·ln β: deep splits no longer a converging series)",
        "core/mechanisms/privtree.py",
        [("        delta *= keys.size  # a larger δ", "        delta //= keys.size  # a larger δ")],
        [TABLES, "-k", "every_path_within"]),
    # ---------------------------------------------------------------- issue 25 (h25): Citus; these
    # need Citus (make test-citus builds it) and SPATIALDP_CITUS=1, else their tests skip (MISSED)
    Mutation(
        "citus-polygons-read-twice", "on Citus the polygon counts read the clean cells and the border "
        "points in two scans (two distributed subplans) and the release is READ COMMITTED, as 0.4.2 "
        "measured in issue 25: a point moved meanwhile is counted twice or not at all",
        "spatialdp_qgis/postgis.py",
        [("        if self.user is None and self.database.citus:", "        if False:"),
         ("BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY",
          "BEGIN TRANSACTION ISOLATION LEVEL READ COMMITTED READ ONLY")],
        ["tests/qgis/test_citus.py::test_a_point_moved_during_polygon_counts_is_counted_once"]),
    # ---- h-polytables: count tables on polygon counts, age-standardised rates (issue 26) --------- # h-polytables
    Mutation(  # h-polytables
        "h-polytables-sensitivity-ignores-depth", "a polygon table's noise has Δ = k, not D·k (a point "
        "in D overlapping polygons changes D entries)",
        "core/mechanisms/polygons.py",
        [("release.table, _ = release_table(ledger, rng, true, sensitivity=sensitivity,",
          "release.table, _ = release_table(ledger, rng, true, sensitivity=k,")],
        [POLYGON_TABLES, "-k", "scale_d_k_over"]),
    Mutation(  # h-polytables
        "h-polytables-bound-per-key", "the user bound k applies per category and period of a polygon "
        "table, not across the whole table",
        "core/mechanisms/polygons.py",
        [("counted = counted[bound_contributions(np.asarray(self.user_ids)[counted], self.sensitivity, rng)]",
          "counted = counted[bound_contributions(np.asarray(self.user_ids)[counted] if self.key is None else "
          "np.asarray(self.user_ids)[counted] * 100_000 + self.key[counted], self.sensitivity, rng)]")],
        [POLYGON_TABLES, "-k", "changed_user"]),
    Mutation(  # h-polytables
        "h-polytables-totals-exact", "each polygon's total is its true count, not the sum of its noisy entries",
        "core/mechanisms/polygons.py",
        [("release.counts, release.uncertainty = release.table.totals(), release.table.uncertainty(keys.size)",
          "release.counts, release.uncertainty = true.sum(axis=1), release.table.uncertainty(keys.size)")],
        [POLYGON_TABLES, "-k", "scale_d_k_over"]),
    Mutation(  # h-polytables
        "h-polytables-parent-table-true", "each parent's table is the sum of its children's true entries",
        "core/mechanisms/polygons.py",
        [("    sums = np.bincount(group, u, minlength=n_parents * n_keys)",
          "    sums = np.bincount(group, true, minlength=n_parents * n_keys)")],
        [POLYGON_TABLES, "-k", "parents_tables"]),
    Mutation(  # h-polytables
        "h-polytables-time-outside-kept", "a polygon table counts the points whose time lies outside "
        "the public range (key −1) in a neighbouring entry",
        "core/mechanisms/polygons.py",
        [("counted = located if self.key is None else located[self.key[located] >= 0]", "counted = located")],
        [POLYGON_TABLES, "-k", "left_out"]),
    Mutation(  # h-polytables
        "h-polytables-categories-from-data-unflagged", "a polygon table whose categories were read from "
        "the data is not flagged as not suitable for publication",
        "core/mechanisms/polygons.py",
        [("                self.table.keys.categories_from_data or self.table.keys.time_range_from_data)",
          "                self.table.keys.time_range_from_data)")],
        [POLYGON_TABLES, "-k", "record_lists"]),
    Mutation(  # h-polytables
        "h-polytables-qgis-whole-table-epsilon-split", "the toolbox releases a polygon table with ε split "
        "over the categories (the naive route: noise C times larger than stated)",
        "core/tables.py",
        [("    noisy = ledger.laplace(step, rng, true_table, sensitivity=sensitivity,\n",
          "    noisy = ledger.laplace(step, rng, true_table, sensitivity=sensitivity * keys.n_categories,\n")],
        ["tests/qgis/test_polygon_tables.py", "-k", "scale_k_over"]),
    Mutation(  # h-polytables
        "h-polytables-sql-bound-per-key", "a table counted in PostGIS bounds each user per (category, "
        "period), not across the whole table",
        "spatialdp_qgis/tablesql.py",
        [("return bounded(keyed, dict(columns, e=self.key), counts.user, counts.key, counts.sensitivity)",
          "return bounded(keyed, dict(columns, e=self.key), f\"({counts.user})::text || ({self.key})::text\", "
          "counts.key, counts.sensitivity)")],
        ["tests/qgis/test_postgis_tables.py", "-k", "at_most_k"]),
    Mutation(  # h-polytables
        "h-polytables-sql-time-outside-kept", "a table counted in PostGIS counts the rows whose time lies "
        "outside the public range in the edge periods",
        "spatialdp_qgis/tablesql.py",
        [("    return (f\"(CASE WHEN {epoch} >= {number(edges[0])} AND {epoch} <= {number(edges[-1])} THEN \"",
          "    return (f\"(CASE WHEN {epoch} IS NOT NULL THEN \"")],
        ["tests/qgis/test_postgis_tables.py", "-k", "equals_the_file_path"]),
    # ---------------------------------------------------------------- h-odflows (issue 27): flows per period
    Mutation(
        "od-periods-k-per-period", "a user keeps up to k trips in each period while the noise is for k in all",
        "core/mechanisms/odflows.py",
        [("bound_contributions(np.asarray(user_ids)[inside], self.sensitivity, rng)",
          "bound_contributions(np.asarray(user_ids)[inside] * 1000 + (0 if period is None else period[inside]), "
          "self.sensitivity, rng)")],
        ["tests/core/test_odflows_periods.py", "-k", "changed_user"]),
    Mutation(
        "od-periods-noise-per-period-share", "the periods' matrices get noise for Δ = k/P (each period's share "
        "of k) while one user changes k entries over all periods",
        "core/mechanisms/odflows.py",
        [("                           sensitivity=k, epsilon=eps_m, note=matrix_note).values.reshape(n_periods, z, z)",
          "                           sensitivity=k / n_periods, epsilon=eps_m, note=matrix_note).values.reshape("
          "n_periods, z, z)")],
        ["tests/core/test_odflows_periods.py", "-k", "every_entry"]),
    # ---------------------------------------------------------------- h-citus (issue 25, follow-up):
    # Citus's default connections; needs Citus and SPATIALDP_CITUS=1 like the block above
    Mutation(
        "citus-connections-per-shard", "on Citus a release lets the executor open its default pool of "
        "connections to each worker (no one connection per worker): each takes its own snapshot, and a "
        "point moved between two shards of a worker meanwhile is counted twice or not at all",
        "spatialdp_qgis/postgis.py",
        [("'local'; SET LOCAL citus.force_max_query_parallelization \"\n               f\"= off; SET LOCAL "
          "citus.max_adaptive_executor_pool_size = 1; ", "'local'; \"\n               f\"")],
        ["tests/qgis/test_citus.py::test_a_point_moved_between_shards_during_a_release_is_counted_once"]),
    # h-users: each user's sample kept as a file is read (issue 31; spatialdp_qgis/bounded.py)
    Mutation(
        "users-read-keeps-k-plus-one", "a file sampled per user as it is read keeps k + 1 points per user",
        "spatialdp_qgis/bounded.py",
        [("    bound = StreamedBound(k, rng, n_columns=2)", "    bound = StreamedBound(k + 1, rng, n_columns=2)")],
        ["tests/qgis/test_bounded_reading.py::test_each_point_of_a_user_is_kept_with_probability_k_over_its_points",
         "tests/qgis/test_bounded_reading.py::test_sampling_as_read_releases_what_the_whole_read_releases[UG k1-integers]"]),
    Mutation(
        "users-read-first-k", "a file sampled per user as it is read keeps each user's first k points "
        "(its keys are the points' positions, not uniform draws)",
        "core/bounding.py",
        [("part = (np.asarray(user_ids), self.keys.random(n), index, *columns)",
          "part = (np.asarray(user_ids), index / 2.0 ** 53, index, *columns)")],
        ["tests/qgis/test_bounded_reading.py::test_each_point_of_a_user_is_kept_with_probability_k_over_its_points"]),
    Mutation(
        "users-read-sample-ignores-extent", "a file sampled per user as it is read samples among the "
        "points outside the extent too (a user's points inside are then fewer than k, not uniform)",
        "spatialdp_qgis/bounded.py",
        [("            known &= inside\n", "            pass\n")],
        ["tests/qgis/test_bounded_reading.py::test_sampling_as_read_releases_what_the_whole_read_releases[UG k1-integers]"]),
    Mutation(
        "users-sampled-other-k-accepted", "a count source takes points sampled for a larger k as bounded by its own",
        "core/counting.py",
        [("sampled.k != self.sensitivity", "sampled.k < self.sensitivity")],
        ["tests/core/test_counting.py", "-k", "sampled_as_read"]),
    Mutation(
        "users-read-cut-inverted", "the streamed bound's early drop keeps the points that cannot be among "
        "a user's k smallest keys and drops those that can",
        "core/bounding.py",
        [("passing = np.flatnonzero(part[1] < self.cut(part[0]))",
          "passing = np.flatnonzero(part[1] >= self.cut(part[0]))")],
        ["tests/core/test_counting.py", "-k", "streamed"]),
    Mutation(
        "ag-margins-of-another-cell", "AG's leaves are given the 90 % margin of another level-1 cell's "
        "(M, a): the published moe90 is not the one of their noise",
        "core/uncertainty.py",
        [("return level1[which], leaves[which[parent]]", "return level1[which], leaves[which[parent[::-1]]]")],
        ["tests/core/test_uncertainty.py", "-k", "own_level1_cell"]),
    Mutation(
        "users-read-cut-range-unchecked", "the streamed bound's cut is looked up for ids outside its "
        "table as if inside: a user first seen after a compaction gets another user's cut (its "
        "points dropped or kept by another's k smallest keys)",
        "core/bounding.py",
        [("if not len(ids) or (ids.min() >= low and ids.max() <= high):",
          "if True:")],
        ["tests/core/test_counting.py", "-k", "streamed"]),
    Mutation(
        "users-read-packing-wraps", "the streamed bound reuses its candidates' packing for ids below "
        "its least: their difference wraps around in int64 into a code of another order, and the "
        "sample is no longer each user's k smallest keys",
        "core/bounding.py",
        [("(len(ids) and not (int(ids.min()) >= base", "(len(ids) and not (True")],
        ["tests/core/test_counting.py", "-k", "both_ends"]),
    # ---------------------------------------------------------------- h-privtree (issues 25, 31):
    # PrivTree's nodes counted pass by pass from fine-grid cells, in the database
    Mutation(
        "privtree-pass-counts-next-cell", "a node counted pass by pass also counts the first cell of "
        "its next sibling (a point in two nodes of one depth: the split noise no longer covers it)",
        "core/mechanisms/quadtree_passes.py",
        [("found = self.total[bounds[1]] - self.total[bounds[0]]",
          "found = self.total[np.minimum(bounds[1] + 1, len(self.cells))] - self.total[bounds[0]]")],
        [PRIVTREE, "-k", "pass_by_pass"]),
    Mutation(
        "privtreedb-edge-not-clamped", "the database's fine index is not clamped to the last cell: a "
        "point on the east or north edge of Ω lands outside every node (or in another's)",
        "spatialdp_qgis/privtreedb.py",
        [("    return (f\"LEAST(floor((({coordinate} - {number(origin)}) / {number(extent)}) * "
          "{number(2.0 ** depth)})::int8, \"\n            f\"{2 ** depth - 1})\")",
          "    return f\"floor((({coordinate} - {number(origin)}) / {number(extent)}) * {number(2.0 ** depth)})::int8\"")],
        ["tests/qgis/test_postgis.py", "-k", "equals_the_file_path and PrivTree"]),
    Mutation(
        "privtreedb-deep-pass-new-snapshot", "PrivTree's deep passes each open a new transaction: the deep "
        "nodes are counted in another state of the table than the top ones",
        "spatialdp_qgis/privtreedb.py",
        [("        return morton_order(groups(source.database,",
          "        if parents is not None:\n            source.database.close()\n"
          "        return morton_order(groups(source.database,")],
        ["tests/qgis/test_postgis.py", "-k", "deep_nodes_in_the_snapshot"]),
    Mutation(
        "privtreedb-users-unbounded", "PrivTree in the database counts every point of a user, not "
        "the k of the user bound",
        "spatialdp_qgis/privtreedb.py",
        [("        rows = source.sampled(\n", "        source.user = None\n        rows = source.sampled(\n")],
        ["tests/qgis/test_postgis.py", "-k", "privtree_counts_each_user"]),
    # ---------------------------------------------------------------- h-ptdb (issue 25): PrivTree's
    # first pass counted with the description of the layer
    Mutation(
        "privtreedb-first-pass-a-level-up", "PrivTree's first pass, counted with the description, is "
        "taken one level too coarse: each node counts its parent's points (a point in four nodes of "
        "one depth: the split noise no longer covers it)",
        "spatialdp_qgis/privtreedb.py",
        [("coarser(counted, FIRST_LEVELS - finest)", "coarser(counted, FIRST_LEVELS - finest + 1)")],
        ["tests/qgis/test_postgis.py", "-k", "equals_the_file_path and PrivTree"]),
    # ---------------------------------------------------------------- h-tw: the points a table counted
    # in PostGIS leaves out for want of a period, counted for the log alone
    Mutation(
        "tw-left-out-counted-in-an-entry", "a table counted in PostGIS counts the points it leaves out (no "
        "time inside the range) in its first entry, the group that was to count them for the log",
        "spatialdp_qgis/tablesql.py",
        [("THEN {LEFT_OUT} END) ", "THEN 0 END) ")],
        ["tests/qgis/test_postgis_tables.py", "-k", "left_out"]),
    Mutation(
        "tw-left-out-recorded", "the number of points a table counted in PostGIS leaves out, a count of the "
        "data without noise, is written into the release's record instead of the log",
        "spatialdp_qgis/algorithms/mechanism.py",
        [("            self.warnLeftOut(unit[\"counts\"].left_out(), feedback)",
          "            synopsis.params[\"points_left_out\"] = unit[\"counts\"].left_out()")],
        ["tests/qgis/test_postgis_tables.py", "-k", "left_out_change_nothing"]),
]


# ---------------------------------------------------------------- the harness


def copy_tree(dest):
    """The working tree's tracked and untracked (not ignored) files, copied to ``dest``."""
    listing = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO, check=True, capture_output=True).stdout.decode().split("\0")
    for name in filter(None, listing):
        src = REPO / name
        if src.is_file():
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, target)


def run_tests(root, args):
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *args],
                          cwd=root, env=env, capture_output=True, text=True)
    return proc.returncode, proc.stdout + proc.stderr


def apply(root, mutation):
    """Mutate the copy; return ``(original text, None)`` or ``(None, (verdict, reason))``."""
    path = root / mutation.file
    if not path.is_file():
        return None, ("STALE", f"{mutation.file} does not exist")
    original = path.read_text()
    text = original
    for old, new in mutation.edits:
        found = text.count(old)
        if found != 1:
            return None, ("STALE", f"snippet found {found} times in {mutation.file}: {old.strip()[:70]!r}")
        text = text.replace(old, new)
    try:
        if path.suffix == ".py":  # the device library (clients/js) is checked by its own tests
            compile(text, str(path), "exec")
    except SyntaxError as exc:
        return None, ("ERROR", f"the mutated {mutation.file} does not compile: {exc}")
    path.write_text(text)
    return original, None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="run the bugs whose name contains this text")
    parser.add_argument("--list", action="store_true", help="list the bugs and exit")
    parser.add_argument("--keep", action="store_true", help="keep the temporary copy")
    options = parser.parse_args()
    selected = [m for m in MUTATIONS if not options.only or options.only in m.name]
    if options.list:
        for m in selected:
            print(f"{m.name:30} {m.file:36} {m.description}")
        return 0
    root = Path(tempfile.mkdtemp(prefix="spatialdp-mutation-"))
    try:
        copy_tree(root)
        baseline = sorted({a for m in selected for a in _paths(m.tests)})
        code, output = run_tests(root, baseline)
        if code != 0:
            print(output[-3000:])
            print(f"ERROR   the listed tests fail on the unmodified code ({' '.join(baseline)})")
            return 2
        print(f"baseline: {' '.join(baseline)} pass on the unmodified code")
        failures = 0
        for m in selected:
            start = time.monotonic()
            original, problem = apply(root, m)
            if problem:
                print(f"{problem[0]:7} {m.name:30} {problem[1]}")
                failures += 1
                continue
            try:
                code, output = run_tests(root, m.tests)
            finally:
                (root / m.file).write_text(original)
            seconds = time.monotonic() - start
            verdict = {0: "MISSED", 1: "CAUGHT"}.get(code, "ERROR")
            if code == 0 and _all_skipped(output):  # not checked here: say so, never count it caught
                verdict = "SKIPPED"
            failures += verdict != "CAUGHT"
            print(f"{verdict:7} {m.name:30} {m.description} ({seconds:.1f} s)", flush=True)
            if verdict == "ERROR":
                print("        " + output.strip().splitlines()[-1] if output.strip() else "")
            if verdict == "SKIPPED":  # pytest's reason, e.g. how to run the Citus tests
                print("        " + next((line for line in output.splitlines() if line.startswith("SKIPPED [")), ""))
        print(f"{len(selected) - failures} of {len(selected)} privacy bugs caught")
        return 1 if failures else 0
    finally:
        if options.keep:
            print(f"copy kept in {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)


def _all_skipped(output):
    """Whether pytest's summary line reports skipped tests and none that ran (e.g. the Citus
    tests without Citus: make mutation sets SPATIALDP_CITUS=1 where it is installed)."""
    summaries = [line for line in output.splitlines()
                 if re.search(r"\d+ (passed|failed|skipped|error)", line) and re.search(r" in [\d.]+s", line)]
    summary = summaries[-1] if summaries else ""
    return "skipped" in summary and "passed" not in summary and "failed" not in summary


def _paths(args):
    """The tests among pytest arguments: node ids as given, files selected with -k whole."""
    skip = False
    for a in args:
        if skip:
            skip = False
            continue
        if a == "-k":
            skip = True
            continue
        yield a


if __name__ == "__main__":
    sys.exit(main())
