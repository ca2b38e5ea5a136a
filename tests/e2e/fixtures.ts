/**
 * What the e2e fixtures (tests/e2e/test.ts) are made of. Every test runs against one shared server
 * and database, in any order and any number of times (`--shuffle`, `--repeat-each`), so a test
 * owns what it creates and leaves what it shares as it found it:
 * - its own client addresses, so per-client rate limits count per test, repeat and retry;
 * - fresh accounts (unique emails) instead of shared ones;
 * - content it edits (funnels, landing cards, site settings) restored, and documents it creates
 *   deleted, by the `content` fixture's teardown — whatever the test's outcome.
 */
import { createHash, randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'

export type Account = { email: string; password: string }

/**
 * The addresses a test's clients come from, told to the host through X-Forwarded-For (it trusts
 * its loopback proxy, TRUST_PROXY=loopback). They lie in the IPv6 documentation range, and their
 * /64 — which the host counts as one client (app/http/client-network.ts) — starts from 32 bits of a
 * hash of the test's id (which Playwright derives from the file, the title and the repeat index)
 * and of its retry, so no two tests, repeats or retries share the per-client limits (10 logins and
 * 10 sign-ups a minute, 20 new funnel sessions per 10 minutes, 5 mailed codes per 15 minutes), as
 * no two visitors would. `client` tells one test's clients apart, each in a /64 of its own: 0 is its
 * own browser and API calls, the others its extra visitors and its admin helper.
 */
export function clientAddresses(testInfo: TestInfo): (client?: number) => string {
  const hash = createHash('sha256').update(`${testInfo.testId} retry ${testInfo.retry}`).digest('hex')
  const first = parseInt(hash.slice(0, 8), 16)
  const host = [8, 12].map((at) => parseInt(hash.slice(at, at + 4), 16).toString(16)).join(':')
  return (client = 0) => {
    const network = (first + client) % 2 ** 32
    return `2001:db8:${(network >>> 16).toString(16)}:${(network & 0xffff).toString(16)}:${host}::1`
  }
}

/** An address no other test, repeat or run uses: accounts are never shared. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 13)}@example.com`
}

/** A funnel id no other test uses (lowercase letters, digits and _). */
export function uniqueFunnelId(label: string): string {
  return `${label}_${randomUUID().replace(/-/g, '').slice(0, 12)}`
}

/**
 * The seeded admin over the CMS REST API, in a request context of its own (its own client address
 * and cookies, the site as Origin). It signs in on first use, so a test that needs no admin pays
 * for no login.
 */
export class AdminApi {
  private token: Promise<string> | undefined

  constructor(
    private readonly request: APIRequestContext,
    private readonly account: Account = e2eAdmin,
  ) {}

  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(`/cms/api/${path}`, { headers: await this.headers() })
    expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true)
    return (await response.json()) as T
  }

  async docs<T>(path: string): Promise<T[]> {
    return (await this.get<{ docs: T[] }>(path)).docs
  }

  async send<T = unknown>(method: 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const response = await this.request.fetch(`/cms/api/${path}`, { method, data, headers: await this.headers() })
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
    return (await response.json()) as T
  }

  /** A staff-only control of the payment simulator (/dev/payments/renewals, /dev/payments/saved-card). */
  async simulator<T = unknown>(path: string, data: unknown): Promise<T> {
    const response = await this.request.post(path, { data, headers: await this.headers() })
    expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true)
    return (await response.json()) as T
  }

  /** Ends the session (Payload keeps a list of them on the user). */
  async signOut(): Promise<void> {
    if (!this.token) return
    await this.request.post('/cms/api/users/logout', { headers: await this.headers() })
    this.token = undefined
  }

  private async headers() {
    this.token ??= this.login()
    return { Authorization: `JWT ${await this.token}` }
  }

  private async login(): Promise<string> {
    const response = await this.request.post('/cms/api/users/login', { data: this.account })
    expect(response.ok(), `admin login: ${await response.text()}`).toBe(true)
    return ((await response.json()) as { token: string }).token
  }
}

const unlock = 'overrideLock=true'

export type FunnelDoc = { id: number; funnelId: string; definition: { screens: { title?: string }[] } & Record<string, unknown> }
type Doc = { id: number } & Record<string, unknown>

/**
 * Shared content a test changes, put back after it; documents it creates, deleted after it. The
 * teardown runs every undo, newest first, even when one fails, and then reports the failures.
 * Undos override Payload's document lock: a test that leaves an admin edit view open leaves its
 * user's lock on the document for five minutes, which would refuse the undo and the next test's
 * edit; overriding also clears it.
 */
export class Content {
  private undo: { what: string; run: () => Promise<unknown> }[] = []
  private settingsKept = new Set<string>()

  constructor(private readonly admin: AdminApi) {}

  /** The funnel as published now; after the test it is published again as it is now (drafts saved since are superseded). */
  async funnel(funnelId: string): Promise<FunnelDoc> {
    const [doc] = await this.admin.docs<FunnelDoc>(`funnels?where[funnelId][equals]=${encodeURIComponent(funnelId)}&depth=0`)
    expect(doc, `a funnel ${funnelId}`).toBeTruthy()
    const definition = structuredClone(doc!.definition)
    this.later(`publish ${funnelId} back`, () =>
      this.admin.send('PATCH', `funnels/${doc!.id}?${unlock}`, { definition, _status: 'published' }),
    )
    return structuredClone(doc!)
  }

  /** The one document `where` finds; after the test its `fields` get their current values back. */
  async document<T extends Doc>(collection: string, where: string, fields: (keyof T & string)[]): Promise<T> {
    const found = await this.admin.docs<T>(`${collection}?${where}&depth=0&limit=2`)
    expect(found, `one ${collection} document where ${where}`).toHaveLength(1)
    const doc = found[0]!
    const kept = Object.fromEntries(fields.map((field) => [field, doc[field]]))
    this.later(`restore ${collection}/${doc.id}`, () => this.admin.send('PATCH', `${collection}/${doc.id}?${unlock}`, kept))
    return doc
  }

  /** Changes site settings; after the test each field changed gets the value it had before the first change. */
  async siteSettings(data: Record<string, unknown>): Promise<void> {
    const fresh = Object.keys(data).filter((field) => !this.settingsKept.has(field))
    if (fresh.length) {
      const current = await this.admin.get<Record<string, unknown>>('globals/site-settings?depth=0')
      const kept = Object.fromEntries(fresh.map((field) => [field, current[field]]))
      for (const field of fresh) this.settingsKept.add(field)
      this.later(`restore site settings ${fresh.join(', ')}`, () => this.admin.send('POST', 'globals/site-settings', kept))
    }
    await this.admin.send('POST', 'globals/site-settings', data)
  }

  /** The /experiment global as it is now; after the test its variants and weights are saved back. */
  async experiment(): Promise<{ variants: { funnelId: string; weight: number; paused: boolean }[] }> {
    const current = await this.admin.get<{ variants: { funnelId: string; weight: number; paused?: boolean | null }[] }>(
      'globals/experiment?depth=0',
    )
    const variants = current.variants.map(({ funnelId, weight, paused }) => ({ funnelId, weight, paused: paused ?? false }))
    this.later('restore the experiment', () => this.admin.send('POST', 'globals/experiment', { variants }))
    return { variants: structuredClone(variants) }
  }

  /** The feature-flag rules as they are now, saved back after the test (whatever it saves in the admin). */
  async keepFeatureFlags(): Promise<void> {
    const { rules } = await this.admin.get<{ rules?: Record<string, unknown>[] }>('globals/feature-flags?depth=0')
    this.later('restore feature flags', () => this.admin.send('POST', 'globals/feature-flags', { rules: rules ?? [] }))
  }

  /** Creates a document that is deleted after the test. */
  async create<T extends Doc>(collection: string, data: Record<string, unknown>): Promise<T> {
    const { doc } = await this.admin.send<{ doc: T }>('POST', collection, data)
    this.deleteAfter(collection, doc.id)
    return doc
  }

  /** A document the test made through the site or the admin, deleted after the test. */
  deleteAfter(collection: string, id: number): void {
    this.later(`delete ${collection}/${id}`, () => this.admin.send('DELETE', `${collection}/${id}?${unlock}`))
  }

  async restore(): Promise<void> {
    const failures: string[] = []
    for (const step of this.undo.reverse()) {
      await step.run().catch((error: Error) => failures.push(`${step.what}: ${error.message}`))
    }
    this.undo = []
    if (failures.length) throw new Error(`Could not put shared content back:\n${failures.join('\n')}`)
  }

  private later(what: string, run: () => Promise<unknown>) {
    this.undo.push({ what, run })
  }
}

/**
 * Signs into the Payload admin through its login form, which lands on the dashboard. A test that
 * works on another admin page signs in with signIntoAdminByApi instead.
 */
export async function signIntoAdmin(page: Page, account: Account): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  // The first sign-ins of a run meet a cold admin: the login answered in 5 s and the dashboard's
  // server render 3 s more on a loaded machine, past the 10 s every other expectation gets.
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/**
 * Signs this page's browser into the Payload admin over the login API (the browser keeps the
 * session cookie it sets), so the test opens the admin page it works on straight away. Through the
 * form, every such test first loaded the login page and then the dashboard, each a fresh load of
 * the admin's multi-MB scripts it had no check on; the form and the landing are admin-dashboard's
 * and admin-publishes-course's journeys.
 */
export async function signIntoAdminByApi(page: Page, account: Account): Promise<void> {
  // Payload honours its session cookie only on requests from the site's own origin (its CSRF list).
  const origin = new URL(test.info().project.use.baseURL!).origin
  const login = await page.request.post('/cms/api/users/login', { data: account, headers: { Origin: origin } })
  expect(login.ok(), `admin login: ${await login.text()}`).toBe(true)
}

/**
 * A student's browser already signed in (their session cookie), for journeys that start inside the
 * app; the sign-in form itself is covered by learning-student.spec.ts.
 */
export async function signInAsStudent(page: Page, student: { token: string }, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'payload-token', value: student.token, url: baseURL }])
}

/**
 * Marks the in-app product onboarding finished for a student, as finishing it does
 * (`productOnboardingFinished`). Since #32.8 it opens for every new account by the spec's rules,
 * bought or not; journeys about something else start after it (product-tour.spec.ts plays it).
 */
export async function finishProductTour(request: APIRequestContext, token: string, baseURL: string): Promise<void> {
  const response = await request.put('/api/metadata', {
    data: { key: 'productOnboardingFinished', value: 'true' },
    headers: { Origin: baseURL, Cookie: `payload-token=${token}` },
  })
  if (!response.ok()) throw new Error(`finish product onboarding: ${response.status()} ${await response.text()}`)
}

/** The same for the student signed in in this page, who just landed on /home with the modal open. */
export async function finishProductTourHere(page: Page): Promise<void> {
  await expect(page.getByRole('dialog')).toBeVisible()
  const response = await page.request.put('/api/metadata', {
    data: { key: 'productOnboardingFinished', value: 'true' },
    headers: { Origin: new URL(page.url()).origin },
  })
  if (!response.ok()) throw new Error(`finish product onboarding: ${response.status()} ${await response.text()}`)
  await page.reload()
  await expect(page.getByRole('dialog')).toBeHidden()
}

/** Opens the first lesson of the seeded course "ChatGPT Essentials" from the course list. */
export async function openFirstLesson(page: Page): Promise<string> {
  await page.goto('/courses')
  await page.getByRole('link', { name: 'ChatGPT Essentials' }).click()
  await page.getByRole('link', { name: /^Start: / }).click()
  await expect(page).toHaveURL(/\/lesson\/\d+(\?page=0)?$/)
  // The address changes before React draws the lesson (Remix renders navigations in a transition):
  // until the lesson's own controls show, the h1 can still be the course's title.
  await expect(page.getByRole('link', { name: 'Ask about this lesson' })).toBeVisible()
  await untilHydrated(page)
  return page.url().replace(/\?.*$/, '')
}

/**
 * The page of a seeded lesson (cms/seed/data/courses/), found by its title, for journeys that start
 * inside one lesson (its practice is `?page=` of the section that holds the tasks).
 */
export async function seededLessonPath(admin: AdminApi, title: string): Promise<string> {
  type SeededLesson = { id: number; topic: { id: number; course: number | { id: number } } }
  const [lesson] = await admin.docs<SeededLesson>(`lessons?where[title][equals]=${encodeURIComponent(title)}&depth=1&limit=1`)
  if (!lesson) throw new Error(`no seeded lesson titled ${title}`)
  const courseId = typeof lesson.topic.course === 'object' ? lesson.topic.course.id : lesson.topic.course
  return `/course/${courseId}/topic/${lesson.topic.id}/lesson/${lesson.id}`
}

/**
 * Waits until the page's JavaScript has taken over (`data-hydrated`, app/root.tsx): the scripts
 * start after the first paint, and some controls (a dialog's, a fetcher's) act only once they ran.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** Opens a page and waits until its JavaScript has taken over. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await untilHydrated(page)
}
