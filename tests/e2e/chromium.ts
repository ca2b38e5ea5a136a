import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * The browser the e2e suite drives: CHROMIUM_PATH, else Playwright's own download, else Debian's
 * /usr/bin/chromium. Machines without internet cannot run `npx playwright install`.
 */
export function chromiumExecutable(): string {
  const candidates = [
    { from: 'CHROMIUM_PATH', path: process.env.CHROMIUM_PATH },
    { from: "Playwright's installed browser", path: safe(() => chromium.executablePath()) },
    { from: 'the system', path: '/usr/bin/chromium' },
  ]
  const found = candidates.find((candidate) => candidate.path && existsSync(candidate.path))
  if (!found?.path) {
    throw new Error(
      'No Chromium found for the e2e tests. Set CHROMIUM_PATH, run `npx playwright install chromium`, ' +
        "or install Debian's package: `apt-get install -y chromium`.",
    )
  }
  return found.path
}

function safe(read: () => string): string | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}

/** Flags for a sandboxed, offline machine: no GPU, and no calls home that would be refused. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
