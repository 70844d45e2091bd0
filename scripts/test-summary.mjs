#!/usr/bin/env node
// Sums the vitest and Playwright JSON reports into the one line CI reads:
// `N passed, N failed`. Usage: node scripts/test-summary.mjs [exit code of the test run]
// Totals are vitest's and Playwright's; a failed type check or lint (reports/stages.json from
// test-all.mjs) adds one failure, and so does a failed run whose reports show none, so a red
// run never says 0 failed.
import fs from 'node:fs';

const REPORTS = new URL('../reports/', import.meta.url);
const runCode = Number(process.argv[2] ?? 0);

function read(name) {
  const file = new URL(name, REPORTS);
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
const notes = [];

// vitest.json: the whole unit and integration run; vitest-postgres.json: the server suite again
// on a real PostgreSQL server (.ci/run); cluster.json: scripts/cluster-test.ts and fault.json:
// scripts/fault-test.ts (.ci/run), in the same shape.
for (const [report, label] of [
  ['vitest.json', 'vitest'],
  ['vitest-postgres.json', 'vitest on PostgreSQL'],
  ['cluster.json', 'server cluster on PostgreSQL'],
  ['fault.json', 'server under faults on PostgreSQL'],
]) {
  const vitest = read(report);
  if (!vitest) {
    notes.push(`${label}: no report`);
    continue;
  }
  // A test file that fails to load has no test results but is a failure all the same.
  const brokenFiles = (vitest.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + brokenFiles;
  notes.push(`${label}: ${vitest.numPassedTests ?? 0} passed, ${(vitest.numFailedTests ?? 0) + brokenFiles} failed`);
}

const playwright = read('playwright.json');
if (playwright?.stats) {
  const { expected = 0, unexpected = 0, flaky = 0 } = playwright.stats;
  const errors = (playwright.errors ?? []).length; // e.g. a spec file that does not compile
  passed += expected + flaky;
  failed += unexpected + errors;
  notes.push(`playwright: ${expected + flaky} passed, ${unexpected + errors} failed`);
} else notes.push('playwright: no report');

// A stage without a test reporter (type check, lint, builds, size) counts as one test either way.
for (const stage of read('stages.json') ?? []) {
  if (!['typecheck', 'lint', 'builds', 'size'].includes(stage.name)) continue;
  if (stage.code !== 0) failed += 1;
  else passed += 1;
  notes.push(`${stage.name}: ${stage.code === 0 ? 'passed' : 'failed'}`);
}

if (runCode !== 0 && failed === 0) {
  failed = 1;
  notes.push(`the test run exited with code ${runCode} outside the test reporters (type check, lint or a runner)`);
}

for (const note of notes) console.log(`# ${note}`);
console.log(`${passed} passed, ${failed} failed`);
