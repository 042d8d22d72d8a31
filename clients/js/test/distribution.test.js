// The library's output distribution on a tiny domain against the core's probability matrices
// (core.oracles.grr_matrix, support_probabilities), drawing from crypto.getRandomValues.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { checkPlan, cryptoWords, olhHash, perturbCell } from "../src/spatialdp-ldp.js";

const vectors = JSON.parse(readFileSync(new URL("./vectors.json", import.meta.url), "utf8"));
const N = 20000;

function within(observed, expected, what) {
  const sigma = Math.sqrt((expected * (1 - expected)) / N);
  assert.ok(Math.abs(observed - expected) < 5 * sigma, `${what}: ${observed} vs ${expected} (5σ = ${5 * sigma})`);
}

test("GRR on 3 cells at ε = 1: every row of P[report | cell] is the core's matrix", () => {
  const plan = checkPlan(vectors.plans["tiny-grr"]);
  const matrix = vectors.probabilities["tiny-grr"].matrix;
  const next = cryptoWords();
  for (let cell = 0; cell < 3; cell += 1) {
    const counts = [0, 0, 0];
    for (let i = 0; i < N; i += 1) counts[perturbCell(plan, cell, next).report] += 1;
    counts.forEach((c, r) => within(c / N, matrix[cell][r], `P[${r} | ${cell}]`));
  }
});

test("OLH on 3 cells at ε = 1: a report supports the true cell w.p. p*, another w.p. 1/g", () => {
  const plan = checkPlan(vectors.plans["tiny-olh"]);
  const { support_true: pTrue, support_other: pOther } = vectors.probabilities["tiny-olh"];
  const next = cryptoWords();
  for (let cell = 0; cell < 3; cell += 1) {
    const supports = [0, 0, 0];
    for (let i = 0; i < N; i += 1) {
      const r = perturbCell(plan, cell, next);
      for (let v = 0; v < 3; v += 1) supports[v] += olhHash(r.seed, v, plan.exact.range) === r.report;
    }
    supports.forEach((s, v) => within(s / N, v === cell ? pTrue : pOther, `support of ${v} | ${cell}`));
  }
});
