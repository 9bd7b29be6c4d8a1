#!/usr/bin/env node
// The whole test run behind `npm test`: build, typecheck (per package), lint (ESLint), format
// (Prettier), layers (dependency-cruiser), unit and route tests (Vitest, on SQLite and
// PostgreSQL), byte budgets, end-to-end tests (Playwright in Debian's Chromium). It ends with
// one line summing every runner's counts, so a reader (or CI) sees the outcome at a glance.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, 'vitest.json');
const vitestRunErrors = join(reports, 'vitest-run-errors.json');
const e2eReport = join(reports, 'e2e.json');
for (const file of [vitestReport, vitestRunErrors, e2eReport]) rmSync(file, { force: true });

const npx = (args) => ['npx', ['--no-install', ...args]];
const stages = [
  { name: 'build', command: ['npm', ['run', 'build']], gate: true },
  { name: 'typecheck', command: ['node', ['scripts/typecheck.mjs']], gate: true },
  { name: 'lint', command: npx(['eslint', '.']) },
  { name: 'format', command: npx(['prettier', '--check', '.']) },
  { name: 'layers', command: ['npm', ['run', '--silent', 'layers']] },
  {
    name: 'unit and route tests',
    command: npx(['vitest', 'run', '--reporter=default', '--reporter=json', '--reporter=./scripts/vitest-run-errors.mjs', `--outputFile.json=${vitestReport}`]),
    env: { VITEST_RUN_ERRORS_FILE: vitestRunErrors },
  },
  { name: 'size budgets', command: ['node', ['bench/size.mjs']] },
  { name: 'end-to-end tests', command: npx(['playwright', 'test', '-c', 'e2e/playwright.config.ts']), env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } },
];

const failedStages = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const [cmd, args] = stage.command;
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...stage.env } });
  console.log(`=== ${stage.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (result.status !== 0) {
    failedStages.push(stage.name);
    if (stage.gate) break;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
// The names of failed tests are repeated at the very end, because CI keeps only the log's tail.
const failedTests = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '') ?? '';
if (existsSync(vitestReport)) {
  const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
  counts.passed += v.numPassedTests;
  counts.failed += v.numFailedTests;
  counts.skipped += v.numPendingTests + v.numTodoTests;
  for (const file of v.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const where = file.name.replace(root, '');
      failedTests.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}
if (existsSync(vitestRunErrors)) {
  const { modules, unhandled } = JSON.parse(readFileSync(vitestRunErrors, 'utf8'));
  for (const { file, errors } of modules) for (const error of errors) failedTests.push(`${file.replace(root, '')} (outside any test): ${error}`);
  for (const error of unhandled) failedTests.push(`unhandled error: ${error}`);
}
if (existsSync(e2eReport)) {
  const p = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
  counts.passed += p.expected + p.flaky;
  counts.failed += p.unexpected;
  counts.skipped += p.skipped;
}
// A stage that failed outside any test (build, budgets, a runner crash) counts as a failure too.
const stageFailures = failedStages.length > 0 && counts.failed === 0 ? failedStages.length : 0;
if (failedTests.length > 0) console.log(`\nfailed tests:\n${failedTests.map((t) => `  ${t.slice(0, 400)}`).join('\n')}`);
if (failedStages.length > 0) console.log(`\nfailed stages: ${failedStages.join(', ')}`);
console.log(`\nTests: ${counts.passed} passed, ${counts.failed + stageFailures} failed, ${counts.skipped} skipped`);
process.exit(failedStages.length > 0 ? 1 : 0);
