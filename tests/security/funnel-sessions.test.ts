/** Anonymous visitors cannot fill the sessions table, nor freeze a session with a future clock. */
import { describe, expect, it } from 'vitest'
import { call, newClientIp } from './support'

const funnelId = 'challenge_v1'
const saveBody = (savedAt: string) => ({
  funnelId,
  state: { funnelId, version: 1, screenId: 'intro', history: [], answers: {}, drafts: {}, savedAt },
})

async function firstScreenId(): Promise<string> {
  const html = await (await call(`/onboarding/${funnelId}`)).text()
  return /name="screenId" value="([^"]+)"/.exec(html)?.[1] ?? 'intro'
}

describe('funnel sessions', () => {
  it('limits how many new sessions one address can create', async () => {
    const ip = newClientIp()
    const screenId = await firstScreenId()
    const body = { ...saveBody(new Date().toISOString()), state: { ...saveBody(new Date().toISOString()).state, screenId } }
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await call('/api/funnel-session', { method: 'POST', json: body, ip })).status)
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true)
    // Another address is not affected.
    expect((await call('/api/funnel-session', { method: 'POST', json: body })).status).toBe(200)
  })

  it('does not let a save from the year 9999 block the saves that follow', async () => {
    const screenId = await firstScreenId()
    const at = (savedAt: string, screen = screenId) => ({ ...saveBody(savedAt), state: { ...saveBody(savedAt).state, screenId: screen } })
    const first = await call('/api/funnel-session', { method: 'POST', json: at('9999-12-31T23:59:59.000Z') })
    expect(first.status).toBe(200)
    const cookie = (first.headers.getSetCookie() ?? []).map((line) => line.split(';')[0]).join('; ')
    const next = await call('/api/funnel-session', { method: 'POST', json: at(new Date().toISOString()), cookie, browser: 'same-origin' })
    expect(next.status).toBe(200)
    expect(await next.json()).toEqual({ saved: true })
  })
})
