import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './tests/e2e/chromium'
import { rememberedHashesNodeOptions } from './tests/support/remembered-hashes.mjs'

const port = Number(process.env.E2E_PORT ?? 3210)
const baseURL = `http://localhost:${port}`
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'E2e!admin-password' }

/** After `--shuffle`, the seed and the command that replays the order (tests/e2e/support/shuffle-seed.ts). */
const shuffleSeed = ['./tests/e2e/support/shuffle-seed.ts'] as const

/**
 * Specs that change what every visitor or student sees while they run (site settings and the
 * payment system, feature flags, published funnels, a course's lessons): one at a time, after the
 * rest, so no other spec sees their edits. A test that asks for the payment system the site already
 * uses (Solidgate) changes nothing and runs on the workers; the `paymentSystem` fixture refuses
 * a switch anywhere else.
 */
const sharedContent = [
  'admin-publishes-course',
  // A published course of its own, in every student's course list while it runs.
  'certificate',
  'daily-task',
  'flag-pages',
  'lesson-navigation-flag',
  'product-tour',
  'review-prompt',
]
/**
 * Those specs, and single tests elsewhere that do the same (`{ tag: '@shared-content' }`; the rest
 * of their file only reads, and runs on the workers). Matched against a test's title path, which
 * holds its file name between spaces.
 */
/**
 * Lighthouse runs there too, one page at a time: its phone is calibrated to this machine's speed
 * (support/phone-cpu.ts) and its scores held at a load of 19 on two cores (LCP 1.38 s of its 1.5),
 * so it needs no quiet machine, only no other worker of its own.
 */
const oneAtATime = [
  ...sharedContent,
  'lighthouse',
  // Counts the dashboard's cancellations of the day before and after its two students: another
  // spec's cancellation (subscription-change-and-resume goes through the same flow) would count too.
  'cancellation-flow',
]
const sharedContentTests = new RegExp(`@shared-content|(^| )(${oneAtATime.join('|')})\\.spec\\.ts( |$)`)
/** It times taps on the page (the phone-speed benchmark): alone, on a quiet server. */
const timing = ['phone-speed.spec.ts']
const chromium = { ...devices['Desktop Chrome'] }

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it on start, and npm test's other stages write to test-results/ meanwhile.
  outputDir: 'test-results/e2e',
  // Three workers against the one server (E2E_WORKERS changes it: the suite mostly waits on pages, so a
  // third worker cut the stage from ~20 to 15.5 min on two cores); specs that edit shared content run
  // one at a time after the rest, the tap timing alone in a run of its own. Every test is its
  // own unit of scheduling (a serial describe stays one), so `--shuffle` reorders tests, not only files.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], shuffleSeed] : [['list'], ['html', { open: 'never' }], shuffleSeed],
  use: {
    baseURL,
    // Recording a trace for every test (to keep the failed ones) cost a quarter of the suite's CPU;
    // a failed test's retry records one (`--trace on` records them all when asked).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  // The shared-content project is chromium's teardown, not its dependant: it runs after chromium
  // whatever chromium's outcome (a dependant would be skipped after one red test there). Playwright
  // runs nothing after a teardown without skipping it on a failure, so the tap timing is a run of
  // its own, after this one: `npx playwright test --project=timing` (not in a bare `playwright test`).
  projects: [
    { name: 'chromium', use: chromium, testIgnore: timing, grepInvert: sharedContentTests, teardown: 'shared-content' },
    { name: 'shared-content', use: chromium, testIgnore: timing, grep: sharedContentTests, workers: 1 },
    // A folder of its own: Playwright empties the folders of the projects it runs, and this run's
    // start emptied the e2e run's, failure traces and all.
    { name: 'timing', use: chromium, testMatch: timing, workers: 1, default: false, outputDir: 'test-results/e2e-timing' },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/serve.ts',
    // Not the health URL: the first start keeps a copy of the seeded data once healthy, before any test writes.
    wait: { stdout: /e2e server ready/ },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: path.resolve('tests/e2e/.artifacts/data'),
      DATABASE_URI: `file:${path.resolve('tests/e2e/.artifacts/data/e2e.db')}`,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      // The AI tools' video: the simulator renders in 1.5 s and the page asks every 250 ms (spec: 8 s).
      VIDEO_SIMULATOR_RENDER_MS: '1500',
      VIDEO_POLL_MS: '250',
      // A repeated PBKDF2 derivation (each worker's admin sign-in, a sign-in right after a sign-up)
      // is answered from memory; no e2e test times a sign-in (tests/support/remembered-hashes.mjs).
      NODE_OPTIONS: rememberedHashesNodeOptions(),
    },
  },
})
