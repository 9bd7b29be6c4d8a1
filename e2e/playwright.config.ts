import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser. Its headless shell (package
 * chromium-headless-shell: the same Blink, without the full browser's UI and GPU processes) runs
 * the suite about 1.7 times faster on two cores; the full browser serves where the shell is not
 * installed. CHROMIUM_PATH names another build.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** One Beckon server per worker, see support/fixtures.ts. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) feeds the summary line of scripts/test.mjs.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace of every test cost a quarter of the run (the gallery walk: 212 s against
    // 161 s) for a file CI never keeps; E2E_TRACE=retain-on-failure records them again.
    trace: (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
});
