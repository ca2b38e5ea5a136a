/**
 * The access matrix over real HTTP (decision 023): every collection and every global, asked by a
 * visitor, a student, a marketer, a support member and an admin through Payload's REST API
 * (/cms/api), against a table that states the intended answer. Writes are bulk calls whose `where`
 * matches nothing, so an allowed write answers 200 and changes no document; a refused one answers
 * 403. Reads label what came back, so a student seeing a draft or another student's document shows
 * up as a different label, not a passing status code. A collection or global the admin can see
 * that has no row fails the suite; so does an admin menu that shows a role what it cannot read.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, staffMember, staffToken } from './support'
import { defaultExperiment } from '@schemas/funnel/experiment'
import { menuFor } from '@cms/admin/navigation/jobs'

const everyone = ['anonymous', 'student', 'marketer', 'support', 'admin'] as const
type Who = (typeof everyone)[number]
type Principal = { token?: string; collection?: 'students' | 'users'; id?: number }
/**
 * Reads: denied, absent (no such endpoint), own (only the caller's documents), published (no
 * drafts although drafts exist), public (anything: a collection without drafts or owners), others
 * and drafts (a student or visitor seeing what is not theirs: a leak), allowed (staff: every
 * document, drafts and other people's included), colleagues (staff accounts: their own whole,
 * everyone else's as name and email only). Writes and versions: denied, allowed, absent.
 */
type Label = 'denied' | 'absent' | 'own' | 'published' | 'public' | 'allowed' | 'others' | 'drafts' | 'colleagues'
type Row = { read: Label; create: Label; update: Label; delete: Label; readVersions?: Label }

const [X, A, N] = ['denied', 'allowed', 'absent'] as const
const row = (read: Label, create: Label, update: Label, remove: Label, readVersions?: Label): Row => ({
  read,
  create,
  update,
  delete: remove,
  ...(readVersions ? { readVersions } : {}),
})
const none = (versions = false) => row(X, X, X, X, versions ? X : undefined)
const edits = (versions = false) => row(A, A, A, A, versions ? A : undefined)
const readOnly = row(A, X, X, X)
/** Who is who, for the table: roles not named get `none()`. */
const only = (rows: Partial<Record<Who, Row>>, versions = false): Record<Who, Row> =>
  Object.fromEntries(everyone.map((who) => [who, rows[who] ?? none(versions)])) as Record<Who, Row>

/** Landing and learning content everyone reads; admins and marketers edit it. */
const publicContent = only({
  anonymous: row('public', X, X, X),
  student: row('public', X, X, X),
  marketer: edits(),
  support: readOnly,
  admin: edits(),
})
/** Published to everyone; drafts and their versions only to admins and marketers. */
const draftable = only(
  {
    anonymous: row('published', X, X, X, X),
    student: row('published', X, X, X, X),
    marketer: edits(true),
    support: row('published', X, X, X, X),
    admin: edits(true),
  },
  true,
)
/** Learning content students get only through the site's own pages and API. */
const contentStaffOnly = (versions = false) => only({ marketer: edits(versions), admin: edits(versions) }, versions)
/** A student's own learning records: they read theirs; support reads them to help; only the site writes them. */
const progress = only({ student: row('own', X, X, X), support: readOnly, admin: edits() })
/** Billing: a student reads their own; support reads them; only the server writes them; an admin deletes. */
const billing = only({ student: row('own', X, X, X), support: readOnly, admin: row(A, X, X, A) })
/** Written by the server only; an admin reads (and may delete) them. */
const adminRecords = only({ admin: row(A, X, X, A) })
/** Students' feedback and reports: sent only through the product API; every staff role reads and triages, an admin deletes. */
const feedback = only({ marketer: row(A, X, A, X), support: row(A, X, A, X), admin: row(A, X, A, A) })
/** The admin's own state: every staff role, each within Payload's own rule. */
const adminState = only({ marketer: edits(), support: edits(), admin: edits() })

/** Expected outcomes. Every collection the admin's /cms/api/access lists must appear here (it omits rate-limit-hits). */
const matrix: Record<string, Record<Who, Row>> = {
  courses: draftable,
  funnels: draftable,
  pages: draftable,
  topics: contentStaffOnly(),
  lessons: contentStaffOnly(),
  tasks: contentStaffOnly(),
  // The daily task's rubric is for the judge: students get today's task only through /api/daily-task.
  'daily-tasks': contentStaffOnly(true),
  tips: publicContent,
  // Students read the library through the app, after the pack check (app/prompts/server).
  'prompt-templates': contentStaffOnly(),
  'tip-categories': publicContent,
  'landing-cards': publicContent,
  testimonials: publicContent,
  faqs: publicContent,
  'tool-cards': publicContent,
  'price-plans': publicContent,
  plans: publicContent,
  upsells: publicContent,
  media: publicContent,
  // Students read only themselves and change their account only through the site; support finds them, an admin corrects them.
  students: only({ student: row('own', X, X, X), support: readOnly, admin: edits() }),
  'course-enrolments': progress,
  'topic-enrolments': progress,
  'lesson-enrolments': progress,
  'task-enrolments': progress,
  // Saved lessons: the student's own list, changed only through the site (app/bookmarks).
  'lesson-bookmarks': progress,
  'streak-days': progress,
  // The learning profile and plan: the site writes them as the student (app/plan); over REST a student only reads their own.
  'learning-plans': progress,
  'daily-task-attempts': progress,
  // Certificates are public only by their unguessable id on /certificate/{id}; over REST a list would enumerate them.
  certificates: only({ support: readOnly, admin: edits() }),
  'course-feedback': feedback,
  'lesson-feedback': feedback,
  'issue-reports': feedback,
  'message-reports': feedback,
  // The assistant's conversations are the student's own: no marketer or support reads them.
  'assistant-chats': only({ student: row('own', X, X, X), admin: edits() }),
  'feature-counters': billing,
  // A student's AI-tools videos: written and read only through the product API (as the student).
  'video-tasks': only({ admin: edits() }),
  // Raw records of visitors and students: reports read them through the server's own figures, never row by row.
  'learning-events': adminRecords,
  'funnel-sessions': adminRecords,
  'funnel-events': adminRecords,
  // Rollups are recomputed from events by the site's job; admins and marketers read them, nobody edits them.
  'funnel-rollups': only({ marketer: readOnly, admin: readOnly }),
  orders: only({ support: readOnly, admin: row(A, X, X, A) }),
  payments: billing,
  subscriptions: billing,
  // Cancellation flows' runs: the student reads their own; the server writes them (app/payments save offers).
  'cancellation-attempts': billing,
  // Saved cards: brand and last 4 digits (never the token) for support and admins; only the server writes them.
  'payment-methods': only({ support: readOnly, admin: row(A, X, X, A) }),
  // The providers' raw reports, the one-time codes and the mail: an admin's alone.
  'payment-events': adminRecords,
  'one-time-codes': adminRecords,
  'email-outbox': adminRecords,
  'rate-limit-hits': only({}),
  'job-leases': only({}),
  'work-items': only({}),
  // Staff accounts: an admin manages them; other staff edit their own and see colleagues' name and
  // email only (the admin's edit lock names who holds it).
  users: only({ marketer: row('colleagues', X, A, X), support: row('colleagues', X, A, X), admin: edits() }),
  'payload-locked-documents': adminState,
  'payload-preferences': only({ marketer: row('own', A, A, A), support: row('own', A, A, A), admin: edits() }),
  'payload-migrations': only({
    anonymous: row(N, N, N, N),
    student: row(N, N, N, N),
    marketer: row(N, N, N, N),
    support: row(N, N, N, N),
    admin: row(N, N, N, N),
  }),
}

/** Whose document is it, for collections whose documents belong to one account. */
const ownerOf: Record<string, (doc: Record<string, unknown>) => { collection: string; id: unknown }> = {
  students: (doc) => ({ collection: 'students', id: doc.id }),
  users: (doc) => ({ collection: 'users', id: doc.id }),
  'payload-preferences': (doc) => {
    const user = doc.user as { relationTo: string; value: unknown }
    return { collection: user.relationTo, id: user.value }
  },
  ...Object.fromEntries(
    [
      'course-enrolments',
      'topic-enrolments',
      'lesson-enrolments',
      'task-enrolments',
      'lesson-bookmarks',
      'streak-days',
      'learning-plans',
      'payments',
      'subscriptions',
      'cancellation-attempts',
      'assistant-chats',
      'feature-counters',
      'daily-task-attempts',
    ].map((slug) => [slug, (doc: Record<string, unknown>) => ({ collection: 'students', id: doc.student })]),
  ),
}

/** All a staff member sees of a colleague's account: no roles, no sessions (Payload leaves an empty list). */
const colleagueKeys = new Set(['id', 'name', 'email', 'createdAt', 'updatedAt', 'collection'])
const colleagueCard = (doc: Record<string, unknown>) =>
  Object.entries(doc).every(([key, value]) => colleagueKeys.has(key) || (key === 'sessions' && Array.isArray(value) && value.length === 0))

const principals = {} as Record<Who, Principal>
const nothing = 'where[id][equals]=0'
const isStaffPrincipal = (who: Who) => who === 'marketer' || who === 'support' || who === 'admin'

async function answer(path: string, who: Who, init: { method?: string; json?: unknown } = {}) {
  const response = await call(`/cms/api/${path}`, { token: principals[who].token, ...init })
  const text = await response.text()
  let body: { docs?: Array<Record<string, unknown>>; totalDocs?: number } = {}
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: the status says enough
  }
  return { status: response.status, docs: body.docs ?? [], totalDocs: body.totalDocs ?? 0 }
}

function refusedOrAbsent(status: number): Label | undefined {
  if (status === 401 || status === 403) return 'denied'
  if (status === 404) return 'absent'
  return undefined
}

/** Does `who` get drafts of `slug`? Asked only where the admin sees some (beforeAll makes them). */
async function seesDrafts(slug: string, who: Who): Promise<boolean> {
  const { totalDocs } = await answer(`${slug}?depth=0&limit=1&draft=true&where[_status][equals]=draft`, who)
  return totalDocs > 0
}

async function readLabel(slug: string, who: Who): Promise<Label | string> {
  const { status, docs } = await answer(`${slug}?depth=0&limit=100&draft=true`, who)
  const refused = refusedOrAbsent(status)
  if (refused) return refused
  if (status !== 200) return `status ${status}`
  if (who === 'admin') return 'allowed'
  const owner = ownerOf[slug]
  const me = principals[who]
  if (owner) {
    // Support reads every student's records by design; the table says who may.
    if (isStaffPrincipal(who) && owner({ id: 0, student: 0, user: { relationTo: 'users', value: 0 } }).collection === 'students')
      return 'allowed'
    const mine = (doc: Record<string, unknown>) => owner(doc).collection === me.collection && owner(doc).id === me.id
    if (docs.every(mine)) return 'own'
    return slug === 'users' && isStaffPrincipal(who) && docs.every((doc) => mine(doc) || colleagueCard(doc)) ? 'colleagues' : 'others'
  }
  if (draftableSlugs.has(slug)) {
    if (!(await seesDrafts(slug, who))) return 'published'
    return isStaffPrincipal(who) ? 'allowed' : 'drafts'
  }
  return isStaffPrincipal(who) ? 'allowed' : 'public'
}

async function versionsLabel(slug: string, who: Who): Promise<Label | string> {
  const { status, docs } = await answer(`${slug}/versions?depth=0&limit=100`, who)
  const refused = refusedOrAbsent(status)
  if (refused) return refused
  if (status !== 200) return `status ${status}`
  const drafts = docs.some((doc) => (doc.version as { _status?: string })._status === 'draft')
  return !isStaffPrincipal(who) && drafts ? 'drafts' : 'allowed'
}

async function writeLabel(path: string, who: Who, method: string, json?: unknown): Promise<Label | string> {
  const { status } = await answer(path, who, { method, json })
  // 400: access passed and the (empty) document failed validation.
  return refusedOrAbsent(status) ?? (status < 300 || status === 400 ? 'allowed' : `status ${status}`)
}

/**
 * One principal's five questions, asked together: the writes match nothing or are refused, so
 * none can change what a read beside it labels (a write that went through fails the row anyway).
 */
async function observe(slug: string, who: Who, withVersions: boolean): Promise<Row> {
  const [read, create, update, remove, versions] = (await Promise.all([
    readLabel(slug, who),
    writeLabel(slug, who, 'POST', {}),
    writeLabel(`${slug}?${nothing}`, who, 'PATCH', {}),
    writeLabel(`${slug}?${nothing}`, who, 'DELETE'),
    withVersions ? versionsLabel(slug, who) : undefined,
  ])) as Label[]
  return row(read!, create!, update!, remove!, versions)
}

async function staff(path: string, init: { method?: string; json?: unknown } = {}) {
  const response = await call(`/cms/api/${path}`, { token: await staffToken(), ...init })
  if (response.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as {
    doc: { id: number }
    docs: Array<{ id: number; email?: string; definition?: { id: string }; title?: string }>
  }
}

async function signUp() {
  const email = `matrix-${randomUUID()}@example.com`
  const password = 'Str0ng-Pass!'
  const response = await call('/api/auth/signup', { method: 'POST', json: { email, password }, browser: 'same-origin' })
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`)
  const body = (await response.json()) as { token: string; student: { id: number } }
  return { id: body.student.id, email, password, token: body.token }
}

const draftableSlugs = new Set(['courses', 'funnels', 'pages'])

beforeAll(async () => {
  const student = await signUp()
  principals.anonymous = {}
  principals.student = { token: student.token, collection: 'students', id: student.id }
  principals.admin = { token: await staffToken(), collection: 'users', id: 1 }
  for (const role of ['marketer', 'support'] as const) {
    const member = await staffMember(role)
    principals[role] = { token: member.token, collection: 'users', id: member.id }
  }
  // Something for the labels to find: a draft of each draftable collection, a lock, the student's enrolment, each staff member's preference.
  const course = await staff('courses?draft=true', { method: 'POST', json: { title: `Matrix draft ${randomUUID()}`, _status: 'draft' } })
  await staff('pages?draft=true', {
    method: 'POST',
    json: { title: 'Matrix draft page', slug: `matrix-${randomUUID().slice(0, 8)}`, _status: 'draft' },
  })
  const funnel = (await staff('funnels?limit=1&depth=0')).docs[0]!
  const funnelId = `matrix_${randomUUID().slice(0, 8).replaceAll('-', '')}`
  await staff('funnels?draft=true', {
    method: 'POST',
    json: { funnelId, title: `Matrix draft ${funnelId}`, definition: { ...funnel.definition, id: funnelId }, _status: 'draft' },
  })
  await staff('payload-locked-documents', {
    method: 'POST',
    json: { document: { relationTo: 'courses', value: course.doc.id }, user: { relationTo: 'users', value: 1 } },
  })
  for (const who of ['marketer', 'support'] as const) {
    const saved = await call(`/cms/api/payload-preferences/matrix-${who}`, {
      method: 'POST',
      token: principals[who].token,
      json: { value: { columns: [] } },
    })
    if (saved.status !== 200) throw new Error(`${who}'s preference answered ${saved.status}`)
  }
  const published = await staff('courses?where[_status][equals]=published&limit=1&depth=0')
  await call('/api/enrolments/course', { method: 'POST', token: student.token, json: { courseId: published.docs[0]!.id } })
})

/** Globals: what each principal gets for a read and for a save of the value it holds now. */
const globalMatrix: Record<string, { body: () => Promise<unknown>; expected: Record<Who, [number, number]> }> = {
  'site-settings': {
    body: async () => (await call('/cms/api/globals/site-settings', { token: principals.admin.token })).json(),
    expected: { anonymous: [200, 403], student: [200, 403], marketer: [200, 200], support: [200, 403], admin: [200, 200] },
  },
  // The /experiment split; the default, saved as it is, changes nothing visitors see.
  experiment: {
    body: async () => defaultExperiment,
    expected: { anonymous: [403, 403], student: [403, 403], marketer: [200, 200], support: [403, 403], admin: [200, 200] },
  },
  // No rules, saved as they are: an allowed write leaves every flag at its default.
  'feature-flags': {
    body: async () => ({ rules: [] }),
    expected: { anonymous: [403, 403], student: [403, 403], marketer: [200, 200], support: [403, 403], admin: [200, 200] },
  },
  // Written only by the server's hooks, read by nobody over REST.
  'content-version': {
    body: async () => ({ stamp: 'forged' }),
    expected: { anonymous: [403, 403], student: [403, 403], marketer: [403, 403], support: [403, 403], admin: [403, 403] },
  },
}

describe('the access matrix over HTTP', () => {
  it('has a row for every collection and every global the admin can see', async () => {
    const access = (await (await call('/cms/api/access', { token: await staffToken() })).json()) as { collections: object; globals: object }
    expect(Object.keys(access.collections).filter((slug) => !(slug in matrix))).toEqual([])
    expect(Object.keys(access.globals).filter((slug) => !(slug in globalMatrix))).toEqual([])
  })

  for (const [slug, expected] of Object.entries(matrix)) {
    it(slug, async () => {
      const withVersions = 'readVersions' in expected.admin
      // Everyone asks at once: no allowed write changes a document, so no answer depends on another.
      const observed = Object.fromEntries(await Promise.all(everyone.map(async (who) => [who, await observe(slug, who, withVersions)])))
      expect(observed).toEqual(expected)
    })
  }

  for (const [slug, { body, expected }] of Object.entries(globalMatrix)) {
    it(`${slug} (global)`, async () => {
      const observed: Record<string, [number, number]> = {}
      for (const who of everyone) {
        const read = await answer(`globals/${slug}`, who)
        const update = await answer(`globals/${slug}`, who, { method: 'POST', json: await body() })
        observed[who] = [read.status, update.status]
      }
      expect(observed).toEqual(expected)
    })
  }

  it("each role's admin menu starts at the dashboard and shows its job's items, never one it cannot read", async () => {
    const hiddenFromMenus = new Set([
      'payload-locked-documents',
      'payload-preferences',
      'payload-migrations',
      'rate-limit-hits',
      'job-leases',
      'work-items',
    ])
    for (const who of ['marketer', 'support', 'admin'] as const) {
      const html = await (await call('/admin', { token: principals[who].token })).text()
      const listed = (slug: string) => html.includes(`href="/admin/collections/${slug}"`)
      const shown = Object.keys(matrix).filter((slug) => !hiddenFromMenus.has(slug) && listed(slug))
      const unreadable = shown.filter((slug) => matrix[slug]![who].read === 'denied')
      expect({ who, unreadable }).toEqual({ who, unreadable: [] })
      expect({ who, shown: shown.sort() }).toEqual({
        who,
        shown: menuFor(who)
          .filter((slug) => slug in matrix)
          .sort(),
      })
      const globals = Object.keys(globalMatrix).filter((slug) => html.includes(`href="/admin/globals/${slug}"`))
      expect({ who, globals: globals.sort() }).toEqual({
        who,
        globals: menuFor(who)
          .filter((slug) => slug in globalMatrix)
          .sort(),
      })
      // The dashboard is the menu's first link, before any group.
      const menu = html.indexOf('class="nav__link menu-start__link" href="/admin"')
      expect({ who, dashboardFirst: menu >= 0 && menu < html.indexOf('href="/admin/collections/') }).toEqual({ who, dashboardFirst: true })
    }
  })

  it("a marketer's menu holds no billing, students' or system items, and support's no content or reports", async () => {
    const marketer = await (await call('/admin', { token: principals.marketer.token })).text()
    for (const slug of ['payment-methods', 'payment-events', 'funnel-rollups', 'users', 'email-outbox', 'students', 'orders', 'payments'])
      expect({ slug, listed: marketer.includes(`href="/admin/collections/${slug}"`) }).toEqual({ slug, listed: false })
    expect(marketer).toContain('href="/admin/globals/experiment"')
    expect(marketer).toContain('href="/admin/analytics"')
    const support = await (await call('/admin', { token: principals.support.token })).text()
    for (const href of [
      '/admin/collections/funnels',
      '/admin/collections/pages',
      '/admin/globals/experiment',
      '/admin/analytics',
      '/admin/collections/users',
    ])
      expect({ href, listed: support.includes(`href="${href}"`) }).toEqual({ href, listed: false })
    expect(support).toContain('href="/admin/collections/students"')
  })

  it('the funnel report (admin view and CSV): admins and marketers only', async () => {
    const csv = '/cms/api/analytics/funnel-report.csv?funnelId=challenge_100k'
    const observed: Record<string, [number, string | null]> = {}
    for (const who of everyone) {
      const response = await call(csv, { token: principals[who].token })
      observed[who] = [response.status, response.headers.get('content-type')]
    }
    expect(observed).toEqual({
      anonymous: [401, 'application/json'],
      student: [403, 'application/json'],
      marketer: [200, 'text/csv; charset=utf-8'],
      support: [403, 'application/json'],
      admin: [200, 'text/csv; charset=utf-8'],
    })
    // The view itself, signed out: no report, only the way to the admin's login (Next streams the
    // redirect into the page it has begun, so it may answer 200 with the redirect inside).
    const view = await call('/admin/analytics?funnelId=challenge_100k')
    const html = await view.text()
    expect(html).not.toContain('report-form')
    expect(html).not.toContain('Visitors started')
    expect(`${view.headers.get('location') ?? ''} ${html}`).toContain('/admin/login?redirect=%2Fadmin%2Fanalytics')
  })

  it("the studio's drop-off per screen: admins and marketers only, a bad question a 400", async () => {
    const url = '/cms/api/analytics/screen-drop-off?funnelId=challenge_100k&period=7d'
    const observed: Record<string, number> = {}
    for (const who of everyone) observed[who] = (await call(url, { token: principals[who].token })).status
    expect(observed).toEqual({ anonymous: 401, student: 403, marketer: 200, support: 403, admin: 200 })
    const bad = await call('/cms/api/analytics/screen-drop-off?funnelId=challenge_100k&period=forever', { token: principals.admin.token })
    expect(bad.status).toBe(400)
  })

  it('publishing a funnel draft as a test: admins and marketers only; a share out of range is a 400 and changes nothing', async () => {
    const observed: Record<string, number> = {}
    for (const who of everyone) {
      const json = { funnelId: 'challenge_100k', definition: {}, share: 0 }
      observed[who] = (
        await call('/cms/api/funnel-tests', { method: 'POST', token: principals[who].token, json, browser: 'same-origin' })
      ).status
    }
    expect(observed).toEqual({ anonymous: 401, student: 403, marketer: 400, support: 403, admin: 400 })
  })

  it("the experiment editor's verdict and standings: admins and marketers only, a bad period a 400", async () => {
    const observed: Record<string, number> = {}
    for (const who of everyone)
      observed[who] = (await call('/cms/api/analytics/experiment-standing?period=7d', { token: principals[who].token })).status
    expect(observed).toEqual({ anonymous: 401, student: 403, marketer: 200, support: 403, admin: 200 })
    const bad = await call('/cms/api/analytics/experiment-standing?period=forever', { token: principals.marketer.token })
    expect(bad.status).toBe(400)
  })

  it('the admin dashboard shows its figures to admins and marketers only: never to support, a student or a stranger', async () => {
    const observed: Record<string, boolean> = {}
    for (const who of everyone) {
      const html = await (await call('/admin', { token: principals[who].token })).text()
      observed[who] = html.includes('How are we doing') && html.includes('dashboard-kpi')
    }
    expect(observed).toEqual({ anonymous: false, student: false, marketer: true, support: false, admin: true })
  })

  it('feature-flags: a refused write changes no flag, and staff saves are validated', async () => {
    const forged = { rules: [{ key: 'payment_system', variants: [{ value: 'none', weight: 100 }] }] }
    for (const who of ['anonymous', 'student', 'support'] as const)
      expect((await answer('globals/feature-flags', who, { method: 'POST', json: forged })).status).toBe(403)
    const flags = (await (await call('/api/flags', { token: principals.student.token })).json()) as { data: { payment_system: string } }
    expect(flags.data.payment_system).not.toBe('none')
    // A value the flag cannot take is a 400 naming it, never stored.
    const invalid = { rules: [{ key: 'payment_system', variants: [{ value: 'paypal', weight: 100 }] }] }
    const refused = await call('/cms/api/globals/feature-flags', { method: 'POST', token: principals.marketer.token, json: invalid })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('is not one of its values: solidgate (Solidgate)')
  })

  it('no staff member but an admin gives themselves or anyone a role', async () => {
    for (const who of ['marketer', 'support'] as const) {
      const me = principals[who]
      await call(`/cms/api/users/${me.id}`, { method: 'PATCH', token: me.token, json: { roles: ['admin'] } })
      const after = (await (await call(`/cms/api/users/${me.id}?depth=0`, { token: principals.admin.token })).json()) as { roles: string[] }
      expect({ who, roles: after.roles }).toEqual({ who, roles: [who] })
      const create = await call('/cms/api/users', {
        method: 'POST',
        token: me.token,
        json: { email: `matrix-${randomUUID()}@example.com`, password: 'Staff!role-pass1', roles: ['admin'] },
      })
      expect({ who, status: create.status }).toEqual({ who, status: 403 })
    }
  })

  it("a colleague's roles, sessions and password reset stay hidden, also to a filter", async () => {
    for (const who of ['marketer', 'support'] as const) {
      // The admin signed in for this suite, so they have a session and roles to leak.
      const admin = (await (await call('/cms/api/users/1?depth=0', { token: principals[who].token })).json()) as Record<string, unknown>
      expect({ who, admin, card: colleagueCard(admin) }).toMatchObject({ who, card: true, admin: { id: 1, email: expect.any(String) } })
      for (const filter of ['where[roles][equals]=admin', 'where[sessions.id][exists]=true', 'where[resetPasswordToken][exists]=false']) {
        const response = await call(`/cms/api/users?depth=0&${filter}`, { token: principals[who].token })
        expect({ who, filter, status: response.status }).toEqual({ who, filter, status: 400 })
      }
    }
  })
})

describe('a student cannot take over the staff account that shares its id', () => {
  it('neither lists, reads nor changes it, and the staff password still works', async () => {
    let student = await signUp()
    // Ids are per collection: the twin is a staff account created with the student's id (the SQL
    // adapters take an id on create, cms/database-adapter.ts), one password hash on the host where
    // filling the ids in between took one per student the suite had signed up before.
    while ((await staff('users?sort=-id&limit=1&depth=0')).docs[0]!.id >= student.id) student = await signUp()
    const twin = { email: `twin-${randomUUID()}@example.com`, password: 'Mark3ter!pass' }
    expect((await staff('users', { method: 'POST', json: { ...twin, id: student.id, roles: ['marketer'] } })).doc.id).toBe(student.id)

    const list = await call('/cms/api/users?depth=0', { token: student.token })
    expect(list.status).toBe(403)
    expect(await list.text()).not.toContain(twin.email)
    expect((await call(`/cms/api/users/${student.id}`, { token: student.token })).status).toBe(403)
    const takeover = await call(`/cms/api/users/${student.id}`, {
      method: 'PATCH',
      token: student.token,
      json: { password: 'Hijacked!pass1' },
    })
    expect(takeover.status).toBe(403)

    const login = await call('/cms/api/users/login', { method: 'POST', json: twin })
    expect(login.status).toBe(200)
    const hijacked = await call('/cms/api/users/login', { method: 'POST', json: { email: twin.email, password: 'Hijacked!pass1' } })
    expect(hijacked.status).toBe(401)
  })
})

describe('login sessions stay with their account', () => {
  it('support reads a student but never their sessions, even as the staff account that shares the student’s id', async () => {
    let student = await signUp()
    while ((await staff('users?sort=-id&limit=1&depth=0')).docs[0]!.id >= student.id) student = await signUp()
    const twin = { email: `twin-support-${randomUUID()}@example.com`, password: 'Staff!role-pass1' }
    expect((await staff('users', { method: 'POST', json: { ...twin, id: student.id, roles: ['support'] } })).doc.id).toBe(student.id)
    const twinToken = ((await (await call('/cms/api/users/login', { method: 'POST', json: twin })).json()) as { token: string }).token

    const own = (await (await call(`/cms/api/students/${student.id}?depth=0`, { token: student.token })).json()) as { sessions?: unknown[] }
    expect(own.sessions?.length, 'the student sees their own sessions').toBeGreaterThan(0)
    const asSupport = await call(`/cms/api/students/${student.id}?depth=0`, { token: twinToken })
    expect(asSupport.status).toBe(200)
    const read = (await asSupport.json()) as { email?: string; sessions?: unknown }
    expect(read.email).toBe(student.email)
    expect(read.sessions ?? []).toEqual([])
    const listed = (await (await call(`/cms/api/students?where[id][equals]=${student.id}&depth=0`, { token: twinToken })).json()) as {
      docs: Array<{ sessions?: unknown }>
    }
    expect(listed.docs[0]?.sessions ?? []).toEqual([])
  })
})

describe('drafts and admin state stay with staff', () => {
  it('a student gets no draft from /versions, the list or the document, on any draftable collection', async () => {
    for (const slug of ['courses', 'funnels', 'pages']) {
      const versions = await call(`/cms/api/${slug}/versions?where[version._status][equals]=draft`, { token: principals.student.token })
      expect({ slug, status: versions.status }).toEqual({ slug, status: 403 })
      const anonymous = await call(`/cms/api/${slug}/versions?where[version._status][equals]=draft`)
      expect({ slug, status: anonymous.status }).toEqual({ slug, status: 403 })
    }
  })

  it('a student can neither forge an edit lock in the admin’s name nor clear the locks, which staff still use', async () => {
    const course = (await staff('courses?limit=1&depth=0')).docs[0]!
    const lock = { document: { relationTo: 'courses', value: course.id }, user: { relationTo: 'users', value: 1 } }
    expect((await call('/cms/api/payload-locked-documents', { method: 'POST', token: principals.student.token, json: lock })).status).toBe(
      403,
    )
    const locks = await call('/cms/api/payload-locked-documents?where[id][exists]=true', {
      method: 'DELETE',
      token: principals.student.token,
    })
    expect(locks.status).toBe(403)
    const created = await staff('payload-locked-documents', { method: 'POST', json: lock })
    expect((await staff(`payload-locked-documents/${created.doc.id}`, { method: 'DELETE' })).doc.id).toBe(created.doc.id)
  })

  it('preferences: a student keeps none, staff keep their own and see no one else’s', async () => {
    const key = `matrix-${randomUUID()}`
    const asStudent = await call(`/cms/api/payload-preferences/${key}`, {
      method: 'POST',
      token: principals.student.token,
      json: { value: { a: 1 } },
    })
    expect(asStudent.status).toBe(403)
    expect((await call(`/cms/api/payload-preferences/${key}`, { token: principals.student.token })).status).toBe(403)

    const marketerToken = (await staffMember('marketer')).token
    const saved = await call(`/cms/api/payload-preferences/${key}`, {
      method: 'POST',
      token: marketerToken,
      json: { value: { columns: [] } },
    })
    expect(saved.status).toBe(200)
    const seenByAdmin = await call(`/cms/api/payload-preferences?where[key][equals]=${key}`, { token: principals.admin.token })
    expect(((await seenByAdmin.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
})
