/**
 * New visitors' pages from memory (host/page-cache.ts), attacked over HTTP: no visitor ever gets
 * another's id, cookie or nonce; anyone with state gets their own render; and a marketer's edit
 * reaches the next visitor within 5 s — also on a second host process sharing the database.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../../host/cms-host'
import { spawnHost, waitForHealth } from './host'
import { base, call, staffToken } from './support'

const funnel = '/onboarding/challenge_v2'
const visitorIdOf = (setCookie: string | null) => /user_uuid=([^;]+)/.exec(setCookie ?? '')?.[1]
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
const pageVisitorId = (html: string) => /\\"visitorId\\",\\"([0-9a-f-]{36})\\"/.exec(html)?.[1]

async function newVisit(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  return { response, html: await response.text() }
}

describe('the page cache', () => {
  it('gives every new visitor their own id, cookie, nonce and time on a shared page', async () => {
    await newVisit(`${base}${funnel}`)
    const [first, second] = await Promise.all([newVisit(`${base}${funnel}`), newVisit(`${base}${funnel}`)])
    for (const visit of [first, second]) {
      expect(visit.response.status).toBe(200)
      expect(visit.response.headers.get('x-page-cache')).toBe('hit')
      expect(visit.response.headers.get('cache-control')).toBe('private, no-store')
      const nonce = nonceOf(visit.response)!
      for (const tag of visit.html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`)
    }
    const ids = [first, second].map((visit) => pageVisitorId(visit.html))
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[0]).not.toBe(ids[1])
    // The cookie keeps the id the page was given (signed: the id is inside, base64-encoded JSON).
    for (const [index, visit] of [first, second].entries()) {
      const cookie = decodeURIComponent(visitorIdOf(visit.response.headers.get('set-cookie'))!)
      expect(Buffer.from(cookie.split('.')[0]!, 'base64').toString()).toBe(JSON.stringify(ids[index]))
    }
    expect(second.html).not.toContain(ids[0])
    expect(second.html).not.toContain(nonceOf(first.response))
  })

  it('serves one page to every ad click: ad parameters change nothing on it', async () => {
    const plain = await newVisit(`${base}${funnel}`)
    const clicked = await newVisit(`${base}${funnel}?utm_source=fb&utm_campaign=spring&fbclid=IwAR${Date.now()}`)
    expect(clicked.response.headers.get('x-page-cache')).toBe('hit')
    const normalise = (visit: { html: string; response: Response }) =>
      visit.html
        .replaceAll(nonceOf(visit.response)!, 'NONCE')
        .replaceAll(pageVisitorId(visit.html)!, 'ID')
        .replace(/\\"now\\",\\"[^\\]+\\"/, 'NOW')
    expect(normalise(clicked)).toBe(normalise(plain))
    expect(clicked.html).toContain(`action="${funnel}"`)
  })

  it('renders for anyone with state, and for what the cache does not know', async () => {
    const returning = await newVisit(`${base}${funnel}`)
    const cookie = returning.response.headers.get('set-cookie')!.split(';')[0]!
    const again = await newVisit(`${base}${funnel}`, { cookie })
    expect(again.response.headers.get('x-page-cache')).toBeNull()
    expect(pageVisitorId(again.html)).toBe(pageVisitorId(returning.html))
    expect(again.response.headers.get('set-cookie')).toBeNull()

    for (const url of [`${funnel}?country=DE`, `${funnel}?preview=1`, '/onboarding/no_such_funnel', '/auth/signin']) {
      const response = await fetch(`${base}${url}`)
      expect(response.headers.get('x-page-cache'), url).toBeNull()
    }
    const bearer = await fetch(`${base}${funnel}`, { headers: { authorization: 'Bearer not-a-token' } })
    expect(bearer.headers.get('x-page-cache')).toBeNull()
  })
})

describe('a marketer’s edit with two host processes on one database', () => {
  let second: ChildProcess | undefined
  let dataDir: string | undefined
  afterAll(() => {
    second?.kill('SIGTERM')
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('reaches the next visitor of the other process within 5 seconds', { timeout: 240_000 }, async () => {
    const port = await freePort()
    const otherBase = `http://localhost:${port}`
    dataDir = mkdtempSync(path.join(tmpdir(), 'security-second-'))
    second = spawnHost({ port, dataDir, databaseUri: inject('databaseUri'), env: { RENEWALS_EVERY_MINUTES: '0' }, stdio: 'ignore' })
    await waitForHealth(otherBase, second, 180_000)

    const page = '/onboarding/challenge_v1'
    const token = await staffToken()
    const found = await call('/cms/api/funnels?where[funnelId][equals]=challenge_v1&depth=0', { token })
    const doc = ((await found.json()) as { docs: { id: number; definition: { screens: { title?: string }[] } }[] }).docs[0]!
    // Both processes have the page in memory before the edit.
    for (const host of [base, otherBase]) await newVisit(`${host}${page}`)
    expect((await newVisit(`${otherBase}${page}`)).response.headers.get('x-page-cache')).toBe('hit')

    const title = `Edited on the first process ${Date.now()}`
    const definition = structuredClone(doc.definition)
    definition.screens[0]!.title = title
    const saved = await call(`/cms/api/funnels/${doc.id}`, {
      method: 'PATCH',
      token,
      browser: 'same-origin',
      json: { definition, _status: 'published' },
    })
    expect(saved.status).toBe(200)
    const savedAt = Date.now()

    let seenAfter: number | undefined
    while (Date.now() - savedAt < 5000) {
      if ((await newVisit(`${otherBase}${page}`)).html.includes(title)) {
        seenAfter = Date.now() - savedAt
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(seenAfter, 'the edit never reached the second process').toBeDefined()
    expect((await newVisit(`${base}${page}`)).html).toContain(title)
  })
})
