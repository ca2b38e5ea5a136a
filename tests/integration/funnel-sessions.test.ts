import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { submitFunnelForm } from '../../app/funnel/server/funnel-form.server'
import { loadFunnelPage } from '../../app/funnel/server/funnel-page.server'
import { receiveSessionSave } from '../../app/funnel/server/session-api.server'
import { getPayloadClient } from '@cms/get-payload'
import { createFunnel, funnelDefinition } from '../support/funnels'
import { get, postForm, postJson, withCookies } from '../support/requests'
import { createStaff } from '../support/staff'

const funnelId = 'session_funnel'
const path = `/onboarding/${funnelId}`
const input = { funnelId, mode: 'onboarding' as const, preview: false }
const plans = { trial: 'a1b2c3d4-0000-4000-8000-000000000001', month: 'a1b2c3d4-0000-4000-8000-000000000002' }

/** email → goal → recap → paywall, priced from two plans of its own set. */
async function setUp(payload: Payload) {
  const base = funnelDefinition(funnelId)
  const email = { id: 'email', type: 'Email', title: 'Your email?' }
  await createFunnel(payload, { ...base, settings: { paywall: { planSet: 'session-test' } }, screens: [email, ...base.screens] })
  for (const [order, planId] of [plans.trial, plans.month].entries()) {
    await payload.create({
      collection: 'plans',
      data: {
        planId,
        name: order ? '4-week plan' : '1-week trial',
        set: 'session-test',
        firstPeriod: { value: order ? 4 : 1, unit: 'W' },
        renewalPeriod: { value: 4, unit: 'W' },
        prices: [
          { currency: 'USD', firstPeriodCents: 699 + order * 1300, renewalCents: 2999 },
          { currency: 'GBP', firstPeriodCents: 599 + order * 1000, renewalCents: 2399 },
        ],
        order: order + 1,
      },
    })
  }
}

/** A tap as the browser posts it; returns the response and the cookies it leaves. */
async function tap(cookie: string, fields: Record<string, string>, query = '') {
  const result = await submitFunnelForm(postForm(path, fields, { cookie, query }), input, fields as never, 'integration-tap')
  const response = result instanceof Response ? result : undefined
  const init = result instanceof Response ? undefined : (result as { init: ResponseInit | null }).init
  const headers = response?.headers ?? new Headers(init?.headers)
  return { response, result, cookie: withCookies(cookie, headers) }
}

async function page(cookie: string, query = '') {
  return (await loadFunnelPage(get(path, { cookie, query }), input)).page
}

describe('funnel sessions: progress kept on the server, owned by a cookie', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await getPayloadClient()
    await setUp(payload)
  })

  it('refuses an invalid email with a message, keeps what was typed, then moves on with a valid one', async () => {
    const refused = await tap('', { screenId: 'email', event: 'nav.next', email: 'not-an-email' })
    expect(refused.result).toMatchObject({
      data: { error: expect.stringMatching(/valid email/), screenId: 'email' },
      init: { status: 400 },
    })
    expect((await page(refused.cookie)).frame).toMatchObject({ screen: { id: 'email' }, inputValue: 'not-an-email' })

    const accepted = await tap(refused.cookie, { screenId: 'email', event: 'nav.next', email: ' Ana@Example.com ' })
    expect(accepted.response?.status).toBe(303)
    expect((await page(accepted.cookie)).frame.screen.id).toBe('goal')
  })

  it('creates the session on the first tap, renders where it is, and recalls the answer on a dependent screen', async () => {
    const first = await tap('', { screenId: 'email', event: 'nav.next', email: 'ben@example.com' })
    expect(first.cookie).toMatch(/user_uuid=.*funnel_session=|funnel_session=.*user_uuid=/)
    const second = await tap(first.cookie, { screenId: 'goal', event: 'answer.select:learn' })
    expect(second.response?.headers.get('Location')).toBe(`http://localhost:3000${path}`)

    const shown = await page(second.cookie)
    expect(shown.frame).toMatchObject({ screen: { id: 'recap' }, canGoBack: true, view: { recalled: { label: 'Learn AI' } } })
    const { docs } = await payload.find({ collection: 'funnel-sessions', where: { email: { equals: 'ben@example.com' } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      funnelId,
      funnelVersion: 1,
      email: 'ben@example.com',
      answers: [
        { step: 1, question: 'Your email?', data: { value: 'ben@example.com' } },
        { step: 2, question: 'What is your main goal?', data: { id: 'learn', value: 'Learn AI' } },
      ],
      state: { screenId: 'recap', history: ['email', 'goal'] },
    })

    // Another browser starts afresh, and a forged session cookie is ignored.
    expect((await page('')).frame.screen.id).toBe('email')
    expect((await page('funnel_session=eyJzZXNzaW9uX2Z1bm5lbCI6IjEifQ%3D%3D')).frame.screen.id).toBe('email')
  })

  it('prices the paywall in the visitor’s currency with the middle plan first, and checkout stores a pending order', async () => {
    let { cookie } = await tap('', { screenId: 'email', event: 'nav.next', email: 'cleo@example.com' })
    ;({ cookie } = await tap(cookie, { screenId: 'goal', event: 'answer.select:earn' }))
    ;({ cookie } = await tap(cookie, { screenId: 'recap', event: 'nav.next' }))
    const paywall = await page(cookie, '?country=GB')
    expect(paywall.frame.screen.id).toBe('paywall')
    expect(paywall.paywalls.paywall).toMatchObject({
      defaultPlanIndex: 1,
      plans: [
        { id: plans.trial, currency: 'GBP', firstPriceCents: 599 },
        { id: plans.month, currency: 'GBP', firstPriceCents: 1599 },
      ],
    })

    const checkout = await tap(cookie, { screenId: 'paywall', event: 'paywall.checkout', planId: plans.month }, '?country=GB')
    expect(checkout.response?.status).toBe(303)
    expect(checkout.response?.headers.get('X-Remix-Reload-Document')).toBe('true')
    const orderId = /^\/payment\?order=(\w+)$/.exec(checkout.response?.headers.get('Location') ?? '')?.[1]
    expect(orderId).toBeDefined()
    const order = await payload.findByID({ collection: 'orders', id: orderId!, depth: 1 })
    expect(order).toMatchObject({ planId: plans.month, priceCents: 1599, currency: 'GBP', status: 'pending', email: 'cleo@example.com' })
    expect(order.funnelSession).toMatchObject({ funnelId, completedAt: expect.any(String) })
  })

  it('accepts progress saved by the browser only when it fits the funnel, and never goes backwards', async () => {
    const state = (screenId: string, savedAt: string, history = ['email']) => ({
      funnelId,
      version: 1,
      screenId,
      history,
      answers: { email: { step: 1, screenId: 'email', question: 'Your email?', data: { value: 'dan@example.com' } } },
      drafts: {},
      email: 'dan@example.com',
      savedAt,
    })
    const save = (body: unknown, cookie = '') => receiveSessionSave(postJson('/api/funnel-session', body, { cookie }), 'integration-save')

    const first = await save({ funnelId, state: state('goal', '2025-01-15T10:00:05.000Z') })
    expect(await first.json()).toEqual({ saved: true })
    const cookie = withCookies('', first.headers)
    const stale = await save({ funnelId, state: state('email', '2025-01-15T10:00:01.000Z', []) }, cookie)
    expect(await stale.json()).toEqual({ saved: false })
    expect((await page(cookie)).frame.screen.id).toBe('goal')

    const impossible = await save({ funnelId, state: state('paywall', '2025-01-15T10:00:09.000Z') }, cookie)
    expect(impossible.status).toBe(400)
    expect(await impossible.json()).toEqual({ error: { title: 'Invalid progress', message: expect.any(String) } })
    expect((await save({ funnelId: 'no_such_funnel', state: state('goal', '2025-01-15T10:00:09.000Z') })).status).toBe(404)
  })

  it('recovers a session saved with a future time before saves were bounded by the server clock', async () => {
    const state = (screenId: string, savedAt: string) => ({
      funnelId,
      version: 1,
      screenId,
      history: ['email'],
      answers: { email: { step: 1, screenId: 'email', question: 'Your email?', data: { value: 'eve@example.com' } } },
      drafts: {},
      email: 'eve@example.com',
      savedAt,
    })
    const save = (body: unknown, cookie = '') => receiveSessionSave(postJson('/api/funnel-session', body, { cookie }), 'integration-future')
    const first = await save({ funnelId, state: state('goal', new Date(Date.now() - 60_000).toISOString()) })
    const cookie = withCookies('', first.headers)
    // What an unbounded save from a clock in the year 9999 left in the database.
    const { docs } = await payload.find({ collection: 'funnel-sessions', where: { email: { equals: 'eve@example.com' } }, depth: 0 })
    await payload.update({
      collection: 'funnel-sessions',
      id: docs[0]!.id,
      data: { state: { ...state('goal', '9999-12-31T23:59:59.000Z') } },
      depth: 0,
    })

    const next = await save({ funnelId, state: state('goal', new Date().toISOString()) }, cookie)
    expect(await next.json()).toEqual({ saved: true })
  })

  it('lets an admin read sessions (their answers hold emails) and support orders; marketers neither; writes through the API are refused', async () => {
    for (const collection of ['funnel-sessions', 'orders'] as const) {
      await expect(payload.find({ collection, overrideAccess: false }), collection).rejects.toThrow()
    }
    const marketer = await createStaff(payload, 'marketer')
    for (const collection of ['funnel-sessions', 'orders'] as const) {
      await expect(payload.find({ collection, overrideAccess: false, user: marketer }), collection).rejects.toThrow()
    }
    const support = await createStaff(payload, 'support')
    await expect(payload.find({ collection: 'funnel-sessions', overrideAccess: false, user: support })).rejects.toThrow()
    await payload.find({ collection: 'orders', overrideAccess: false, user: support })
    const admin = await createStaff(payload, 'admin')
    const sessions = await payload.find({ collection: 'funnel-sessions', overrideAccess: false, user: admin })
    expect(sessions.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'funnel-sessions',
        data: { visitorId: 'v', funnelId, funnelVersion: 1, state: {} },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow()
  })

  it('moves a visitor without JavaScript past a loader, which only a browser can wait for', async () => {
    const base = funnelDefinition('loader_funnel')
    const loader = { id: 'building', type: 'Loader', loadingText: 'Building your plan' }
    await createFunnel(payload, { ...base, screens: [base.screens[0]!, loader, base.screens[2]!] })
    const loaderInput = { funnelId: 'loader_funnel', mode: 'onboarding' as const, preview: false }
    const fields = { screenId: 'goal', event: 'answer.select:earn' }
    const result = await submitFunnelForm(postForm('/onboarding/loader_funnel', fields), loaderInput, fields, 'integration-loader')
    const cookie = withCookies('', (result as Response).headers)
    const shown = await loadFunnelPage(get('/onboarding/loader_funnel', { cookie }), loaderInput)
    expect(shown.page.frame.screen.id).toBe('paywall')
  })
})
