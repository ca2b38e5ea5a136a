import { test as base, type Page } from '@playwright/test'
import { type Account, AdminApi, clientAddresses, Content, finishProductTour, uniqueEmail } from './fixtures'
import { createWorkerAdmin } from './support/worker-admin'
import type { PaymentSystem } from './support/checkout'

export { expect } from '@playwright/test'
export type { APIRequestContext, Page } from '@playwright/test'
export {
  finishProductTour,
  finishProductTourHere,
  gotoHydrated,
  openFirstLesson,
  seededLessonPath,
  signInAsStudent,
  signIntoAdmin,
  signIntoAdminByApi,
  uniqueEmail,
  uniqueFunnelId,
} from './fixtures'

type Fixtures = {
  /** This test's client addresses (see clientAddresses): 0, its own browser and API calls, is the default. */
  clientAddress: (client?: number) => string
  /** The seeded admin over the REST API, for setting up and checking what a test needs. */
  admin: AdminApi
  /** Shared content the test changes, put back after it; documents it creates, deleted after it. */
  content: Content
  /** A marketer of this test alone, deleted after it. */
  marketer: Account
  /** A student of this test alone, signed up through the API (the token is their session). */
  student: Account & { token: string }
  /** Another visitor: a browser context of its own, from an address of its own, closed after the test. */
  newVisitor: () => Promise<Page>
  /** The payment provider the site uses during the test (`test.use`); a switch (only in @shared-content tests) is put back after it. */
  paymentSystem: PaymentSystem | undefined
  usesPaymentSystem: void
}

type WorkerFixtures = {
  /** An admin account of this worker alone (see support/worker-admin.ts). */
  workerAdmin: Account
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerAdmin: [async ({ playwright }, use, workerInfo) => use(await createWorkerAdmin(playwright, workerInfo)), { scope: 'worker' }],

  clientAddress: async ({}, use, testInfo) => use(clientAddresses(testInfo)),

  extraHTTPHeaders: async ({ clientAddress }, use) => use({ 'X-Forwarded-For': clientAddress(0) }),

  admin: async ({ playwright, baseURL, clientAddress, workerAdmin }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      // Payload honours its session cookie only on requests from the site's own origin.
      extraHTTPHeaders: { Origin: baseURL!, 'X-Forwarded-For': clientAddress(0xad) },
    })
    const admin = new AdminApi(request, workerAdmin)
    await use(admin)
    await admin.signOut()
    await request.dispose()
  },

  content: async ({ admin }, use) => {
    const content = new Content(admin)
    await use(content)
    await content.restore()
  },

  marketer: async ({ admin }, use) => {
    const account = { email: uniqueEmail('marketer'), password: 'Mark3ter!password' }
    const { doc } = await admin.send<{ doc: { id: number } }>('POST', 'users', { ...account, name: 'Maya Marketer', roles: ['marketer'] })
    await use(account)
    await admin.send('DELETE', `users/${doc.id}`)
  },

  student: async ({ request, baseURL }, use) => {
    const account = { email: uniqueEmail('student'), password: 'Student-1!pass' }
    const response = await request.post('/api/auth/signup', { data: account, headers: { Origin: baseURL! } })
    if (!response.ok()) throw new Error(`sign-up: ${response.status()} ${await response.text()}`)
    const { token } = (await response.json()) as { token: string }
    await finishProductTour(request, token, baseURL!)
    await use({ ...account, token })
  },

  newVisitor: async ({ browser, baseURL, clientAddress, userAgent }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = []
    await use(async () => {
      // The project's browser identity: headless Chromium's own user agent reads as a bot, whose events reports leave out.
      const context = await browser.newContext({
        baseURL,
        userAgent,
        extraHTTPHeaders: { 'X-Forwarded-For': clientAddress(contexts.length + 1) },
      })
      contexts.push(context)
      return context.newPage()
    })
    for (const context of contexts) await context.close()
  },

  paymentSystem: [undefined, { option: true }],

  usesPaymentSystem: [
    async ({ paymentSystem, admin, content }, use, testInfo) => {
      // Asking for the system the site already uses changes nothing others see: such a test runs on
      // the workers. Switching it is site-wide, so only the one-at-a-time project may.
      const current = paymentSystem && (await admin.get<{ paymentSystem?: string }>('globals/site-settings?depth=0')).paymentSystem
      if (paymentSystem && current !== paymentSystem) {
        if (testInfo.project.name !== 'shared-content')
          throw new Error(`The test switches the site's payment system to ${paymentSystem}: tag it @shared-content so it runs alone.`)
        await content.siteSettings({ paymentSystem })
      }
      await use()
    },
    { auto: true },
  ],
})
