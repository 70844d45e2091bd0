#!/usr/bin/env node
// `npm test`: type check, lint, builds, the home route's size budget, unit and end-to-end
// tests. Every stage runs even when an earlier one failed, so one run shows everything that is
// wrong; the exit code is non-zero when any stage failed. Stage results go to reports/stages.json
// for scripts/test-summary.mjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const STAGES = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  // The mainnet and test builds succeed and carry no trace of the localnet-only test wallet.
  ['builds', 'node', ['scripts/check-no-test-wallet.mjs']],
  // The home route and the wallet stack stay within their budgets of files and bytes (scripts/size-budget.json).
  ['size', 'node', ['scripts/bundle-size.mjs', '--check']],
  ['unit', 'npm', ['run', 'test:unit']],
  ['e2e', 'npm', ['run', 'test:e2e']],
];

const results = [];
for (const [name, command, args] of STAGES) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  const code = status ?? (signal ? 1 : 0);
  results.push({ name, code, seconds: Math.round((Date.now() - started) / 1000) });
}

fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/stages.json', JSON.stringify(results, null, 2));
console.log('\n=== stages ===');
for (const r of results) console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
