/**
 * The access matrix over real HTTP: every collection and the site-settings, experiment and feature-flags globals, asked by a
 * visitor, a student and the admin through Payload's REST API (/cms/api). Writes are bulk calls
 * whose `where` matches nothing, so an allowed write answers 200 and changes no document; a refused
 * one answers 403. Reads label what came back, so a student seeing a draft or another student's
 * document shows up as a different label, not a passing status code.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, staffToken } from './support'
import { defaultExperiment } from '@schemas/funnel/experiment'

type Who = 'anonymous' | 'student' | 'staff'
type Principal = { token?: string; collection?: 'students' | 'users'; id?: number }
/**
 * Reads: denied, absent (no such endpoint), own (only the caller's documents), published (no
 * drafts), public (anything), others/drafts (a leak), allowed (staff: whatever exists).
 * Writes and versions: denied, allowed, absent.
 */
type Label = 'denied' | 'absent' | 'own' | 'published' | 'public' | 'allowed' | 'others' | 'drafts'
type Row = { read: Label; create: Label; update: Label; delete: Label; readVersions?: Label }

const [X, A, N] = ['denied', 'allowed', 'absent'] as const
const row = (read: Label, create: Label, update: Label, remove: Label, readVersions?: Label): Row => ({
  read,
  create,
  update,
  delete: remove,
  ...(readVersions ? { readVersions } : {}),
})
const staffEdits = (versions = false) => row(A, A, A, A, versions ? A : undefined)
const publicContent = { anonymous: row('public', X, X, X), student: row('public', X, X, X), staff: staffEdits() }
const draftable = {
  anonymous: row('published', X, X, X, X),
  student: row('published', X, X, X, X),
  staff: staffEdits(true),
}
const staffOnly = { anonymous: row(X, X, X, X), student: row(X, X, X, X), staff: staffEdits() }
const progress = { anonymous: row(X, X, X, X), student: row('own', X, X, X), staff: staffEdits() }
const serverRecords = { anonymous: row(X, X, X, X), student: row(X, X, X, X), staff: row(A, X, X, A) }
const ownRecords = { anonymous: row(X, X, X, X), student: row('own', X, X, X), staff: row(A, X, X, A) }

/** Expected outcomes. Every collection the admin's /cms/api/access lists must appear here (it omits rate-limit-hits). */
const matrix: Record<string, Record<Who, Row>> = {
  courses: draftable,
  funnels: draftable,
  pages: draftable,
  topics: staffOnly,
  lessons: staffOnly,
  tasks: staffOnly,
  // The daily task's rubric is for the judge: students get today's task only through /api/daily-task.
  'daily-tasks': { anonymous: row(X, X, X, X, X), student: row(X, X, X, X, X), staff: staffEdits(true) },
  tips: publicContent,
  'tip-categories': publicContent,
  'landing-cards': publicContent,
  testimonials: publicContent,
  faqs: publicContent,
  'tool-cards': publicContent,
  'price-plans': publicContent,
  plans: publicContent,
  upsells: publicContent,
  media: publicContent,
  // Students read only themselves and change their account only through the site.
  students: { anonymous: row(X, X, X, X), student: row('own', X, X, X), staff: staffEdits() },
  'course-enrolments': progress,
  'topic-enrolments': progress,
  'lesson-enrolments': progress,
  'task-enrolments': progress,
  'streak-days': progress,
  // The learning profile and plan: the site writes them as the student (app/plan); over REST a student only reads their own.
  'learning-plans': progress,
  'daily-task-attempts': progress,
  // Certificates are public only by their unguessable id on /certificate/{id}; over REST a list would enumerate them.
  certificates: staffOnly,
  // Feedback and reports: a student sends them only through the product API (Local API as the
  // student), never over REST, and reads none back; staff read and triage (update), an admin deletes.
  'course-feedback': { anonymous: row(X, X, X, X), student: row(X, X, X, X), staff: row(A, X, A, A) },
  'lesson-feedback': { anonymous: row(X, X, X, X), student: row(X, X, X, X), staff: row(A, X, A, A) },
  'issue-reports': { anonymous: row(X, X, X, X), student: row(X, X, X, X), staff: row(A, X, A, A) },
  'message-reports': { anonymous: row(X, X, X, X), student: row(X, X, X, X), staff: row(A, X, A, A) },
  // The assistant: a student reads their own chats and prompt counter; only the site writes them.
  'assistant-chats': progress,
  'feature-counters': ownRecords,
  // A student's AI-tools videos: written and read only through the product API (as the student).
  'video-tasks': { anonymous: row(X, X, X, X), student: row(X, X, X, X), staff: staffEdits() },
  'learning-events': serverRecords,
  'funnel-sessions': serverRecords,
  'funnel-events': serverRecords,
  // Rollups are recomputed from events by the site's job; staff read them, nobody edits them.
  'funnel-rollups': { anonymous: row(X, X, X, X), student: row(X, X, X, X), staff: row(A, X, X, X) },
  orders: serverRecords,
  // Billing: a student reads their own payments and subscriptions; only the server writes them.
  payments: ownRecords,
  subscriptions: ownRecords,
  // Saved cards: staff see the last 4 digits (never the token); only the server writes them.
  'payment-methods': serverRecords,
  'payment-events': serverRecords,
  'one-time-codes': serverRecords,
  'email-outbox': serverRecords,
  'rate-limit-hits': { anonymous: row(X, X, X, X), student: row(X, X, X, X), staff: row(X, X, X, X) },
  'job-leases': { anonymous: row(X, X, X, X), student: row(X, X, X, X), staff: row(X, X, X, X) },
  users: staffOnly,
  'payload-locked-documents': staffOnly,
  'payload-preferences': staffOnly,
  'payload-migrations': { anonymous: row(N, N, N, N), student: row(N, N, N, N), staff: row(N, N, N, N) },
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
      'streak-days',
      'learning-plans',
      'payments',
      'subscriptions',
      'assistant-chats',
      'feature-counters',
      'daily-task-attempts',
    ].map((slug) => [slug, (doc: Record<string, unknown>) => ({ collection: 'students', id: doc.student })]),
  ),
}

const principals = {} as Record<Who, Principal>
const nothing = 'where[id][equals]=0'

async function answer(path: string, who: Who, init: { method?: string; json?: unknown } = {}) {
  const response = await call(`/cms/api/${path}`, { token: principals[who].token, ...init })
  const text = await response.text()
  let body: { docs?: Array<Record<string, unknown>> } = {}
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: the status says enough
  }
  return { status: response.status, docs: body.docs ?? [] }
}

function refusedOrAbsent(status: number): Label | undefined {
  if (status === 401 || status === 403) return 'denied'
  if (status === 404) return 'absent'
  return undefined
}

async function readLabel(slug: string, who: Who): Promise<Label | string> {
  const { status, docs } = await answer(`${slug}?depth=0&limit=100&draft=true`, who)
  const refused = refusedOrAbsent(status)
  if (refused) return refused
  if (status !== 200) return `status ${status}`
  if (who === 'staff') return 'allowed'
  const owner = ownerOf[slug]
  const me = principals[who]
  if (owner) return docs.every((doc) => owner(doc).collection === me.collection && owner(doc).id === me.id) ? 'own' : 'others'
  if (docs.some((doc) => '_status' in doc)) return docs.some((doc) => doc._status !== 'published') ? 'drafts' : 'published'
  return 'public'
}

async function versionsLabel(slug: string, who: Who): Promise<Label | string> {
  const { status, docs } = await answer(`${slug}/versions?depth=0&limit=100`, who)
  const refused = refusedOrAbsent(status)
  if (refused) return refused
  if (status !== 200) return `status ${status}`
  const drafts = docs.some((doc) => (doc.version as { _status?: string })._status === 'draft')
  return who !== 'staff' && drafts ? 'drafts' : 'allowed'
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
  return (await response.json()) as { doc: { id: number }; docs: Array<{ id: number; email?: string }> }
}

async function signUp() {
  const email = `matrix-${randomUUID()}@example.com`
  const password = 'Str0ng-Pass!'
  const response = await call('/api/auth/signup', { method: 'POST', json: { email, password }, browser: 'same-origin' })
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`)
  const body = (await response.json()) as { token: string; student: { id: number } }
  return { id: body.student.id, email, password, token: body.token }
}

beforeAll(async () => {
  const student = await signUp()
  principals.anonymous = {}
  principals.student = { token: student.token, collection: 'students', id: student.id }
  principals.staff = { token: await staffToken(), collection: 'users', id: 1 }
  // Something for the labels to find: a draft, a lock, a second staff account, the student's enrolment.
  const course = await staff('courses?draft=true', { method: 'POST', json: { title: `Matrix draft ${randomUUID()}`, _status: 'draft' } })
  await staff('payload-locked-documents', {
    method: 'POST',
    json: { document: { relationTo: 'courses', value: course.doc.id }, user: { relationTo: 'users', value: 1 } },
  })
  await staff('users', {
    method: 'POST',
    json: { email: `matrix-${randomUUID()}@example.com`, password: 'Mark3ter!pass', roles: ['marketer'] },
  })
  const published = await staff('courses?where[_status][equals]=published&limit=1&depth=0')
  await call('/api/enrolments/course', { method: 'POST', token: student.token, json: { courseId: published.docs[0]!.id } })
})

describe('the access matrix over HTTP', () => {
  it('lists every collection the admin can see', async () => {
    const access = (await (await call('/cms/api/access', { token: await staffToken() })).json()) as { collections: object }
    expect(Object.keys(access.collections).filter((slug) => !(slug in matrix))).toEqual([])
  })

  for (const [slug, expected] of Object.entries(matrix)) {
    it(slug, async () => {
      const withVersions = 'readVersions' in expected.staff
      // The three principals ask at once: no allowed write changes a document, so no answer depends on another.
      const observed = Object.fromEntries(
        await Promise.all((['anonymous', 'student', 'staff'] as const).map(async (who) => [who, await observe(slug, who, withVersions)])),
      )
      expect(observed).toEqual(expected)
    })
  }

  it('site-settings (global): everyone reads, only staff update', async () => {
    const observed: Record<string, [number, number]> = {}
    for (const who of ['anonymous', 'student', 'staff'] as const) {
      const read = await answer('globals/site-settings', who)
      const current = await call('/cms/api/globals/site-settings', { token: principals.staff.token })
      const update = await answer('globals/site-settings', who, { method: 'POST', json: await current.json() })
      observed[who] = [read.status, update.status]
    }
    expect(observed).toEqual({ anonymous: [200, 403], student: [200, 403], staff: [200, 200] })
  })

  it('experiment (global): only staff read or change the /experiment split', async () => {
    const observed: Record<string, [number, number]> = {}
    for (const who of ['anonymous', 'student', 'staff'] as const) {
      const read = await answer('globals/experiment', who)
      // The default split, saved as it is: an allowed write changes nothing visitors see.
      const update = await answer('globals/experiment', who, { method: 'POST', json: defaultExperiment })
      observed[who] = [read.status, update.status]
    }
    expect(observed).toEqual({ anonymous: [403, 403], student: [403, 403], staff: [200, 200] })
  })

  it('the funnel report (admin view and CSV): staff only', async () => {
    const csv = '/cms/api/analytics/funnel-report.csv?funnelId=challenge_100k'
    const observed: Record<string, [number, string | null]> = {}
    for (const who of ['anonymous', 'student', 'staff'] as const) {
      const response = await call(csv, { token: principals[who].token })
      observed[who] = [response.status, response.headers.get('content-type')]
    }
    expect(observed).toEqual({
      anonymous: [401, 'application/json'],
      student: [403, 'application/json'],
      staff: [200, 'text/csv; charset=utf-8'],
    })
    // The view itself, signed out: no report, only the way to the admin's login (Next streams the
    // redirect into the page it has begun, so it may answer 200 with the redirect inside).
    const view = await call('/admin/analytics?funnelId=challenge_100k')
    const html = await view.text()
    expect(html).not.toContain('report-form')
    expect(html).not.toContain('Visitors started')
    expect(`${view.headers.get('location') ?? ''} ${html}`).toContain('/admin/login?redirect=%2Fadmin%2Fanalytics')
  })

  it("the studio's drop-off per screen: staff only, a bad question a 400", async () => {
    const url = '/cms/api/analytics/screen-drop-off?funnelId=challenge_100k&period=7d'
    const observed: Record<string, number> = {}
    for (const who of ['anonymous', 'student', 'staff'] as const) observed[who] = (await call(url, { token: principals[who].token })).status
    expect(observed).toEqual({ anonymous: 401, student: 403, staff: 200 })
    const bad = await call('/cms/api/analytics/screen-drop-off?funnelId=challenge_100k&period=forever', { token: principals.staff.token })
    expect(bad.status).toBe(400)
  })

  it('the admin dashboard shows its figures to staff only: never to a student or a stranger', async () => {
    const observed: Record<string, boolean> = {}
    for (const who of ['anonymous', 'student', 'staff'] as const) {
      const html = await (await call('/admin', { token: principals[who].token })).text()
      observed[who] = html.includes('How are we doing') && html.includes('dashboard-kpi')
    }
    expect(observed).toEqual({ anonymous: false, student: false, staff: true })
  })

  it('feature-flags (global): only staff read or change the rules; a refused write changes no flag', async () => {
    const observed: Record<string, [number, number]> = {}
    for (const who of ['anonymous', 'student', 'staff'] as const) {
      const read = await answer('globals/feature-flags', who)
      // No rules, saved as they are: an allowed write leaves every flag at its default.
      const update = await answer('globals/feature-flags', who, { method: 'POST', json: { rules: [] } })
      observed[who] = [read.status, update.status]
    }
    expect(observed).toEqual({ anonymous: [403, 403], student: [403, 403], staff: [200, 200] })

    const forged = { rules: [{ key: 'payment_system', variants: [{ value: 'none', weight: 100 }] }] }
    for (const who of ['anonymous', 'student'] as const)
      expect((await answer('globals/feature-flags', who, { method: 'POST', json: forged })).status).toBe(403)
    const flags = (await (await call('/api/flags', { token: principals.student.token })).json()) as { data: { payment_system: string } }
    expect(flags.data.payment_system).not.toBe('none')
    // Staff saves are validated: a value the flag cannot take is a 400 naming it, never stored.
    const invalid = { rules: [{ key: 'payment_system', variants: [{ value: 'paypal', weight: 100 }] }] }
    const refused = await call('/cms/api/globals/feature-flags', { method: 'POST', token: principals.staff.token, json: invalid })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('is not one of its values: solidgate (Solidgate)')
  })

  it('content-version (global): written only by the server’s hooks, read by nobody over REST', async () => {
    const observed: Record<string, [number, number]> = {}
    for (const who of ['anonymous', 'student', 'staff'] as const) {
      const read = await answer('globals/content-version', who)
      const update = await answer('globals/content-version', who, { method: 'POST', json: { stamp: 'forged' } })
      observed[who] = [read.status, update.status]
    }
    expect(observed).toEqual({ anonymous: [403, 403], student: [403, 403], staff: [403, 403] })
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

    const marketer = { email: `prefs-${randomUUID()}@example.com`, password: 'Mark3ter!pass' }
    await staff('users', { method: 'POST', json: { ...marketer, roles: ['marketer'] } })
    const marketerToken = ((await (await call('/cms/api/users/login', { method: 'POST', json: marketer })).json()) as { token: string })
      .token
    const saved = await call(`/cms/api/payload-preferences/${key}`, {
      method: 'POST',
      token: marketerToken,
      json: { value: { columns: [] } },
    })
    expect(saved.status).toBe(200)
    const seenByAdmin = await call(`/cms/api/payload-preferences?where[key][equals]=${key}`, { token: principals.staff.token })
    expect(((await seenByAdmin.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
})
