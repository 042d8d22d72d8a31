// The device library against the Python core's test vectors (scripts/ldp_vectors.py,
// docs/ldp-protocol.md "Test vectors"): every report, hash and refusal bit for bit.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import {
  RefusedError, cellOf, checkPlan, hashCoefficients, olhHash, perturbCell, report, reportsCsv,
} from "../src/spatialdp-ldp.js";

const vectors = JSON.parse(readFileSync(new URL("./vectors.json", import.meta.url), "utf8"));
const plans = Object.fromEntries(Object.entries(vectors.plans).map(([k, p]) => [k, checkPlan(p)]));

function words(list) {
  let used = 0;
  const next = () => {
    if (used >= list.length) throw new Error("the vector's words ran out");
    return BigInt(list[used++]);
  };
  return { next, used: () => used };
}

test("every report vector: the cell, the report, the seed and the words consumed", () => {
  assert.ok(vectors.reports.length > 200);
  for (const v of vectors.reports) {
    const plan = plans[v.plan];
    const where = `${v.plan} at (${v.x}, ${v.y})`;
    assert.equal(cellOf(plan, v.x, v.y), v.cell, `cell of ${where}`);
    const source = words(v.words);
    const got = perturbCell(plan, v.cell, source.next);
    assert.deepEqual(got, { report: v.report, seed: v.seed }, `report of ${where}`);
    assert.equal(source.used(), v.words.length, `words consumed by ${where}`);
    if (v.seed !== null) assert.equal(olhHash(v.seed, v.cell, plan.exact.range), v.hashed, where);
  }
});

test("every partition kind and both oracles are covered", () => {
  const kinds = new Set(Object.values(vectors.plans).map((p) => `${p.partition.kind} ${p.oracle.name}`));
  for (const k of ["grid GRR", "grid OLH", "split GRR", "split OLH", "tree GRR", "tree OLH"]) {
    assert.ok(kinds.has(k), k);
  }
  assert.ok(Object.values(vectors.plans).some((p) => p.partition.cuts));
});

test("the hash vectors: (a, b) from the seed and H(v)", () => {
  for (const h of vectors.hashes) {
    const { a, b } = hashCoefficients(h.seed);
    assert.equal(a.toString(), h.a);
    assert.equal(b.toString(), h.b);
    assert.equal(olhHash(h.seed, h.value, h.g), h.hash);
  }
});

test("every refusal vector is refused", () => {
  for (const r of vectors.refusals) {
    assert.throws(() => report(r.plan, r.x, r.y), RefusedError, r.why);
  }
});

test("a survey's report uses the secure source and says nothing but round, value, seed, token", () => {
  const plan = vectors.plans["ahead-3"];
  const doc = report(plan, (plan.extent.xmin + plan.extent.xmax) / 2, plan.extent.ymin + 10, { token: "t1" });
  assert.deepEqual(Object.keys(doc).sort(), ["collection", "protocol", "report", "round", "seed", "token", "version"]);
  assert.match(doc.seed, /^[0-9]+$/);
  assert.ok(BigInt(doc.seed) < (1n << 63n) - 1n);
  assert.equal(reportsCsv([doc]), `round,report,seed,token\n${doc.round},${doc.report},${doc.seed},t1\n`);
});
