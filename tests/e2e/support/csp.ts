import { expect, type Page } from '@playwright/test'

/**
 * Collects what the page's Content-Security-Policy blocked (Chromium reports each violation on the
 * console), so a journey can assert the policy and the product agree.
 */
export function watchCsp(page: Page): { expectNoViolations: () => void } {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return { expectNoViolations: () => expect(violations, 'CSP violations').toEqual([]) }
}
