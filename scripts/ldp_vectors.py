#!/usr/bin/env python3
"""Test vectors of the device protocol (docs/ldp-protocol.md), computed by the Python core.

``python scripts/ldp_vectors.py [OUT]`` writes ``clients/js/test/vectors.json``
(or OUT): plans of every partition kind and oracle, each with locations and
the 64-bit random words a device draws, and the report the core's device
step (:func:`core.collection.device_report`) makes from them; the hash
function alone; and plans or locations a device must refuse. Every port of
the device side must reproduce every vector bit for bit
(``tests/core/test_ldp_wire.py`` checks the file is up to date).
"""

import json
import math
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "scripts"))
import qgisrun  # noqa: E402

sys.path.insert(0, str(qgisrun.plugin_parent()))

from spatialdp.core import Domain, oracles  # noqa: E402
from spatialdp.core.collection import RoundPlan, device_report, start_collection  # noqa: E402
from spatialdp.core.mechanisms.hdg import GridPartition  # noqa: E402
from spatialdp.core.rng import SecureGenerator  # noqa: E402
from spatialdp.core.wire import plan_document  # noqa: E402

OUT = REPO / "clients" / "js" / "test" / "vectors.json"
DOMAIN = Domain(500000.0, 4000000.0, 510000.0, 4008000.0)
TOP = (1 << 64) - 1


class WordGenerator(SecureGenerator):
    """The secure generator's draws, from a given list of 64-bit words (test vectors only)."""

    def __init__(self, words):
        super().__init__()
        self.words, self.used = [int(w) for w in words], 0

    def _words(self, n):
        taken = self.words[self.used:self.used + n]
        if len(taken) < n:
            raise IndexError("the vector's words ran out")
        self.used += n
        return np.array(taken, dtype=np.uint64)


def clustered(n, rng):
    """Users around two centres of the extent, so that the later rounds' partitions are uneven."""
    centre = np.where(rng.random(n) < 0.7, 0.25, 0.7)
    x = DOMAIN.xmin + np.clip(rng.normal(centre, 0.08), 0, 1) * DOMAIN.width
    y = DOMAIN.ymin + np.clip(rng.normal(centre, 0.1), 0, 1) * DOMAIN.height
    return x, y


def collection_plans(mechanism, epsilon, n, seed, **options):
    """Every round's plan of a collection run with simulated users (the later ones depend on them)."""
    rng = np.random.default_rng(seed)
    x, y = clustered(n, rng)
    collection = start_collection(mechanism, DOMAIN, epsilon, n, **options)
    plans = []
    for users in collection.assign(rng):
        plan = collection.plan()
        plans.append((plan, collection.rounds))
        collection.receive(device_report(x[users], y[users], plan, rng))
    return plans


def locations(plan, rng, k):
    """Random points, the extent's corners and the edges of some cells (the lookup's hard cases)."""
    rects = plan.rects()
    pts = [(DOMAIN.xmin, DOMAIN.ymin), (DOMAIN.xmax, DOMAIN.ymax), (DOMAIN.xmax, DOMAIN.ymin)]
    for r in rects[rng.choice(len(rects), size=min(3, len(rects)), replace=False)]:
        pts += [(r[0], r[1]), (r[2], (r[1] + r[3]) / 2)]
    pts += list(zip(rng.uniform(DOMAIN.xmin, DOMAIN.xmax, k), rng.uniform(DOMAIN.ymin, DOMAIN.ymax, k)))
    return [(float(a), float(b)) for a, b in pts]


def words_for(plan, rng, reject):
    """Enough random words for one report; with ``reject`` the first draw of each kind is rejected."""
    words = [int(w) * 2 + int(b) for w, b in zip(rng.integers(0, 1 << 63, size=8, dtype=np.int64),
                                                  rng.integers(0, 2, size=8))]
    if reject:  # a word above every acceptance limit below 2^64 − 1 … (the flip draw takes any word)
        at = [0, 2] if plan.oracle == oracles.OLH else [1]
        for i in sorted(at, reverse=True):
            words.insert(i, TOP)
    return words


def vector(plan_key, plan, x, y, words):
    gen = WordGenerator(words)
    reports = device_report(np.array([x]), np.array([y]), plan, gen)
    cell = int(plan.partition.cell_of(np.array([x]), np.array([y]))[0])
    out = {"plan": plan_key, "x": x, "y": y, "words": [str(w) for w in words[:gen.used]],
           "cell": cell, "report": int(reports.report[0]),
           "seed": None if reports.seed is None else str(int(reports.seed[0]))}
    if reports.seed is not None:
        out["hashed"] = int(oracles.olh_hash(reports.seed.astype(np.uint64), np.array([cell]), reports.g)[0])
    return out


def build():
    rng = np.random.default_rng(20261127)
    plans = {}
    for name, (mechanism, epsilon, n, options) in {
        "hdg": ("HDG", 1.5, 6000, {"grid_size": 3, "marginal_size": 9}),
        # the paper's α (the default is 0.05 since issue 29): its grids keep a GRR round in the vectors
        "privag": ("PrivAG", 3.0, 20000, {"alpha": 0.02}),
        "privag-olh": ("PrivAG", 1.0, 20000, {"oracle": "OLH", "grid_size": 3, "alpha": 0.02}),
        "aag": ("AAG", 3.0, 20000, {}),
        "ahead": ("AHEAD", 2.0, 12000, {"depth": 3}),
        "ahead-grr": ("AHEAD", 4.0, 12000, {"depth": 2, "oracle": "GRR"}),
    }.items():
        for plan, rounds in collection_plans(mechanism, epsilon, n, int(rng.integers(1 << 30)), **options):
            plans[f"{name}-{plan.round}"] = (mechanism, plan, rounds)
    plans["one-cell"] = ("HDG", RoundPlan(1, 0.5, DOMAIN, GridPartition(DOMAIN, 1, 1), oracles.GRR), 3)
    plans["large-epsilon"] = ("HDG", RoundPlan(1, 30.0, DOMAIN, GridPartition(DOMAIN, 4, 4), oracles.GRR), 3)
    plans["olh-small-epsilon"] = ("HDG", RoundPlan(1, 0.1, DOMAIN, GridPartition(DOMAIN, 7, 5), oracles.OLH), 3)
    for name in (oracles.GRR, oracles.OLH):  # the probability matrices of a tiny domain
        plans[f"tiny-{name.lower()}"] = ("HDG", RoundPlan(1, 1.0, DOMAIN, GridPartition(DOMAIN, 3, 1), name), 3)
    docs = {key: plan_document(plan, collection=f"vectors-{key}", mechanism=mechanism,
                               rounds=rounds, crs="EPSG:32631")
            for key, (mechanism, plan, rounds) in plans.items()}
    vectors = []
    for key, (_, plan, _) in plans.items():
        for i, (x, y) in enumerate(locations(plan, rng, 6)):
            vectors.append(vector(key, plan, x, y, words_for(plan, rng, reject=i % 4 == 3)))
    seeds = [0, 1, oracles.SEED_HIGH - 1] + [int(s) for s in rng.integers(0, oracles.SEED_HIGH, 13)]
    hashes = []
    for seed, v, g in zip(seeds, [0, 1, (1 << 32) - 1] + list(rng.integers(0, 1 << 32, 13)),
                          [2, 3, 149] + list(rng.integers(2, 1000, 13))):
        a, b = oracles.hash_coefficients(np.array([seed], dtype=np.uint64))
        hashes.append({"seed": str(seed), "a": str(int(a[0])), "b": str(int(b[0])), "value": int(v),
                       "g": int(g), "hash": int(oracles.olh_hash(np.array([seed], dtype=np.uint64),
                                                                 np.array([v]), int(g))[0])})
    return {"protocol": "spatialdp-ldp", "version": 1,
            "generated_by": "scripts/ldp_vectors.py from the Python core (core/collection.py device_report)",
            "plans": docs, "reports": vectors, "hashes": hashes, "refusals": refusals(docs),
            "probabilities": {
                "tiny-grr": {"matrix": oracles.grr_matrix(3, 1.0).tolist()},
                "tiny-olh": dict(zip(("support_true", "support_other"),
                                     oracles.support_probabilities(oracles.OLH, 3, 1.0)))}}


def refusals(docs):
    """Plans and locations a device must refuse (it sends nothing)."""
    base = docs["privag-1"]
    inside = ((base["extent"]["xmin"] + base["extent"]["xmax"]) / 2, base["extent"]["ymin"] + 1)

    def changed(why, location=inside, **members):
        plan = json.loads(json.dumps(base))
        for path, value in members.items():
            target = plan
            *head, last = path.split("__")
            for part in head:
                target = target[part]
            target[last] = value
        return {"why": why, "plan": plan, "x": location[0], "y": location[1]}

    largest = math.log(2**32 - 1) + math.log(2**42 - 1)
    d = base["d"]

    def weight(epsilon):  # the flip weight a plan would carry for this ε, so that only ε is wrong
        return str(math.ceil((d - 1) / (math.exp(min(epsilon, 700)) + d - 1) * 2**62))

    return [
        changed("ε is 0", epsilon=0, oracle__flip_weight=weight(0)),
        changed("ε is negative", epsilon=-1.0, oracle__flip_weight=weight(-1.0)),
        changed("ε is not a number", epsilon="1.0", oracle__flip_weight=weight(1.0)),
        changed("ε is true", epsilon=True, oracle__flip_weight=weight(1.0)),
        changed("ε is missing", epsilon=None),
        changed("ε is beyond what a device can realise", epsilon=round(largest + 0.3, 1)),
        changed("the flip weight is not the one of ε", oracle__flip_weight="0"),
        changed("the flip weight is slightly lower than ε's",
                oracle__flip_weight=str(int(base["oracle"]["flip_weight"]) * 9 // 10)),
        changed("an unknown protocol version", version=2), changed("an unknown oracle", oracle__name="RAPPOR"),
        changed("d is not the partition's number of cells", d=base["d"] + 1),
        changed("the location is outside the extent", location=(base["extent"]["xmax"] + 1, inside[1])),
        changed("the location is not a number", location=(None, inside[1])),
        {"why": "OLH with a hash range below 2", "plan": dict(docs["privag-olh-1"], oracle=dict(
            docs["privag-olh-1"]["oracle"], g=1)), "x": inside[0], "y": inside[1]},
    ]


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(build(), indent=1) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
