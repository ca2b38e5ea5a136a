import { expect, type Page } from '@playwright/test'

/**
 * Collects every error the page writes to its console and every uncaught exception, so an admin
 * journey fails on them (issue #47: React error #520 went unnoticed on studio saves and loads).
 * `expected` names the few a test causes on purpose — Chromium logs a refused request (a 400 for an
 * invalid save) as a console error — so nothing else slips through with them.
 */
export function watchConsoleErrors(page: Page, expected: readonly RegExp[] = []): { expectNone: () => void } {
  const errors: string[] = []
  page.on('console', (message) => {
    const text = `${message.text()} (${message.location().url})`
    if (message.type() === 'error' && !expected.some((pattern) => pattern.test(text))) errors.push(text)
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  return { expectNone: () => expect(errors, 'console errors').toEqual([]) }
}
