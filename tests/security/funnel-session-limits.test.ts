/**
 * Visitors behind one address (a carrier, a school, an office) all get through the funnel; rows are
 * written only once someone answers, a client that mints sessions is stopped per cookie, and a
 * session cannot be frozen with a future clock.
 */
import { describe, expect, it } from 'vitest'
import { call, newClientIp } from './support'

const funnelId = 'challenge_v1'
const page = `/onboarding/${funnelId}`
const firstAnswer = { screenId: 'FirstScreen', event: 'answer.select:chatgpt' }
const answered = {
  FirstScreen: { step: 1, screenId: 'FirstScreen', question: 'Have you ever used AI?', data: { id: 'chatgpt', value: 'ChatGPT' } },
}
const saveBody = (savedAt: string, touched = true) => ({
  funnelId,
  state: touched
    ? { funnelId, version: 1, screenId: 'SocialProofScreen', history: ['FirstScreen'], answers: answered, drafts: {}, savedAt }
    : { funnelId, version: 1, screenId: 'FirstScreen', history: [], answers: {}, drafts: {}, savedAt },
})

/** The Cookie header after a response, keeping what it did not replace. */
function withCookies(cookie: string, response: Response): string {
  const jar = new Map(cookie ? cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const) : [])
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!
    jar.set(pair.slice(0, pair.indexOf('=')), pair)
  }
  return [...jar.values()].join('; ')
}

const shownScreen = (html: string) => /name="screenId" value="([^"]+)"/.exec(html)?.[1]

/** One visitor without cookies: screen 1, the first answer as a plain form post, then the page again. */
async function visit(ip: string): Promise<{ first?: string; second?: string; answer: number }> {
  const landing = await call(page, { ip })
  const first = shownScreen(await landing.text())
  let cookie = withCookies('', landing)
  const answer = await call(page, { method: 'POST', body: new URLSearchParams(firstAnswer), ip, cookie, browser: 'same-origin' })
  cookie = withCookies(cookie, answer)
  const next = await call(page, { ip, cookie })
  return { first, second: shownScreen(await next.text()), answer: answer.status }
}

describe('funnel sessions', () => {
  it('lets 300 new visitors from one address see screen 1 and reach screen 2', async () => {
    const ip = newClientIp()
    const visits: Awaited<ReturnType<typeof visit>>[] = []
    // Ten at a time: an ad burst, not one visitor after another.
    for (let batch = 0; batch < 30; batch++) visits.push(...(await Promise.all(Array.from({ length: 10 }, () => visit(ip)))))
    expect(visits.filter((one) => one.first !== 'FirstScreen')).toEqual([])
    expect(visits.filter((one) => one.answer !== 303 || one.second !== 'SocialProofScreen')).toEqual([])
  }, 120_000)

  it('keeps no session for a visitor who has not answered yet', async () => {
    const untouched = await call('/api/funnel-session', { method: 'POST', json: saveBody(new Date().toISOString(), false) })
    expect(untouched.status).toBe(200)
    expect(await untouched.json()).toEqual({ saved: false })
    expect(untouched.headers.getSetCookie().some((line) => line.startsWith('funnel_session='))).toBe(false)
  })

  it('stops one visitor cookie minting sessions, with a page written for a person', async () => {
    const ip = newClientIp()
    const landing = await call(page, { ip })
    const visitorCookie = withCookies('', landing)
    const statuses: number[] = []
    // The session cookie is dropped every time, so each answer asks for a new row.
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (
          await call('/api/funnel-session', {
            method: 'POST',
            json: saveBody(new Date().toISOString()),
            ip,
            cookie: visitorCookie,
            browser: 'same-origin',
          })
        ).status,
      )
    }
    expect(statuses).toEqual(Array(10).fill(200))
    const refused = await call(page, {
      method: 'POST',
      body: new URLSearchParams(firstAnswer),
      ip,
      cookie: visitorCookie,
      browser: 'same-origin',
    })
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter > 0 && retryAfter <= 60 * 60, `Retry-After ${retryAfter}`).toBe(true)
    const html = await refused.text()
    expect(html).toContain('A short pause, please')
    expect(html).toContain('Try again')
    expect(html).not.toContain('Error 429')
    // A new visitor on the same address is not affected.
    expect((await visit(ip)).second).toBe('SocialProofScreen')
  })

  it('does not let a save from the year 9999 block the saves that follow', async () => {
    const first = await call('/api/funnel-session', { method: 'POST', json: saveBody('9999-12-31T23:59:59.000Z') })
    expect(first.status).toBe(200)
    const cookie = withCookies('', first)
    const next = await call('/api/funnel-session', {
      method: 'POST',
      json: saveBody(new Date().toISOString()),
      cookie,
      browser: 'same-origin',
    })
    expect(next.status).toBe(200)
    expect(await next.json()).toEqual({ saved: true })
  })
})
