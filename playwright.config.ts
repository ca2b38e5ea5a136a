import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './tests/e2e/chromium'

const port = Number(process.env.E2E_PORT ?? 3210)
const baseURL = `http://localhost:${port}`
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'E2e!admin-password' }

/** After `--shuffle`, the seed and the command that replays the order (tests/e2e/support/shuffle-seed.ts). */
const shuffleSeed = ['./tests/e2e/support/shuffle-seed.ts'] as const

/**
 * Specs that change what every visitor or student sees while they run (site settings and the
 * payment system, feature flags, experiment weights, published funnels, landing cards, a course's
 * lessons): one at a time, after the rest, so no other spec sees their edits.
 */
const sharedContent = [
  'admin-publishes-course',
  'buyer-journey',
  'ai-tools',
  // A published course of its own, in every student's course list while it runs.
  'certificate',
  'checkout',
  'daily-task',
  'failure-toast',
  'flag-pages',
  'funnel-routes',
  'landing-flows',
  'landing-look',
  'lesson-navigation-flag',
  'marketer-edits-funnel',
  'marketer-edits-landing',
  'marketer-funnel-report',
  'post-purchase',
  'product-onboarding',
  'purchase-existing-account',
  'review-prompt',
].map((name) => `${name}.spec.ts`)
/** Single tests elsewhere that do the same (`{ tag: '@shared-content' }`): they join those specs. */
const sharedContentTag = /@shared-content/
/** They time the page (Lighthouse, the phone-speed tap benchmark): last and alone, on a quiet server. */
const timing = ['lighthouse.spec.ts', 'phone-speed.spec.ts']
const chromium = { ...devices['Desktop Chrome'] }

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it on start, and npm test's other stages write to test-results/ meanwhile.
  outputDir: 'test-results/e2e',
  // Two workers against the one server (E2E_WORKERS changes it); specs that edit shared content,
  // and the timing specs, run one at a time in their own projects after the rest. Every test is its
  // own unit of scheduling (a serial describe stays one), so `--shuffle` reorders tests, not only files.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], shuffleSeed] : [['list'], ['html', { open: 'never' }], shuffleSeed],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: [...sharedContent, ...timing], grepInvert: sharedContentTag },
    {
      name: 'shared-content tests',
      use: chromium,
      testIgnore: [...sharedContent, ...timing],
      grep: sharedContentTag,
      workers: 1,
      dependencies: ['chromium'],
    },
    { name: 'shared-content', use: chromium, testMatch: sharedContent, workers: 1, dependencies: ['shared-content tests'] },
    { name: 'timing', use: chromium, testMatch: timing, workers: 1, dependencies: ['shared-content'] },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/serve.ts',
    url: `${baseURL}/healthz`,
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
    },
  },
})
