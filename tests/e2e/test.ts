import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'
export type { APIRequestContext, Page } from '@playwright/test'

/**
 * Every test is its own client: its browser and its API calls arrive from one address of the
 * IPv6 documentation range, told to the host through X-Forwarded-For (the host trusts its loopback
 * proxy, TRUST_PROXY=loopback). The per-client rate limits (10 logins and 10 sign-ups a minute,
 * 20 new funnel sessions per 10 minutes) then count per test, as they would per visitor, instead
 * of the whole suite sharing one budget as a single client.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const id = testInfo.testId.replace(/[^0-9a-f]/g, '').padEnd(8, '0')
    const groups = [id.slice(0, 4), id.slice(4, 8)].map((group) => parseInt(group, 16).toString(16))
    await use({ 'X-Forwarded-For': `2001:db8:e2e::${groups.join(':')}:${testInfo.retry}` })
  },
})
