import { expect, test } from './test'
import { watchCsp } from './support/csp'

// The pages a visitor or student meets first run under the nonce-based CSP with nothing blocked
// (the funnel screens are covered by the gallery walk).
for (const path of [
  '/',
  '/landing-v1',
  '/landing-v2',
  '/luck',
  '/creator',
  '/terms',
  '/auth/signin',
  '/auth/signup',
  '/onboarding/app',
  '/offline',
]) {
  test(`${path} runs with nothing blocked by the CSP`, async ({ page }) => {
    const csp = watchCsp(page)
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy']).toContain("'nonce-")
    await page.waitForLoadState('networkidle')
    csp.expectNoViolations()
  })
}
