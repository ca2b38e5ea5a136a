import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * The browser the e2e suite drives: CHROMIUM_PATH, else Playwright's own download, else Debian's
 * headless shell (/usr/bin/chromium-headless-shell, what Playwright itself runs headless), else
 * Debian's /usr/bin/chromium. Machines without internet cannot run `npx playwright install`.
 * The headless shell is Chromium without the desktop browser around it: the same engine, and a good
 * part less CPU per page on a two-core machine running the suite beside the others (see README).
 */
export function chromiumExecutable(): string {
  return firstFound(browsers({ headlessShell: true }))
}

/**
 * The desktop browser, for what only it does: installing a web app (the headless shell answers
 * Chrome's installability check with nothing at all, so a check there could not fail).
 */
export function desktopChromiumExecutable(): string {
  return firstFound(browsers({ headlessShell: false }))
}

function browsers({ headlessShell }: { headlessShell: boolean }) {
  return [
    { from: 'CHROMIUM_PATH', path: process.env.CHROMIUM_PATH },
    { from: "Playwright's installed browser", path: safe(() => chromium.executablePath()) },
    ...(headlessShell ? [{ from: "the system's headless shell", path: '/usr/bin/chromium-headless-shell' }] : []),
    { from: 'the system', path: '/usr/bin/chromium' },
  ]
}

function firstFound(candidates: { from: string; path: string | undefined }[]): string {
  const found = candidates.find((candidate) => candidate.path && existsSync(candidate.path))
  if (!found?.path) {
    throw new Error(
      'No Chromium found for the e2e tests. Set CHROMIUM_PATH, run `npx playwright install chromium`, ' +
        "or install Debian's packages: `apt-get install -y chromium chromium-headless-shell`.",
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
