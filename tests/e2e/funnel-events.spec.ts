import { expect, test } from './test'
import { advance, continueButton, openFunnel } from './support/funnel'

const batchOf = (ids: string[]) => ({
  events: ids.map((id, index) => ({
    id,
    name: 'screen.presented',
    funnelId: 'challenge_100k',
    screenId: `screen${index}`,
    screenIndex: index,
    screenType: 'SingleOption',
    occurredAt: new Date().toISOString(),
  })),
})

test('the same event batch sent twice is stored once', async ({ request, baseURL }) => {
  // The visitor cookie of a funnel page the server rendered: a cookie-less batch counts nothing.
  expect((await request.get('/onboarding/challenge_100k')).status()).toBe(200)
  const batch = batchOf([crypto.randomUUID(), crypto.randomUUID()])
  const headers = { origin: baseURL! }
  const first = await request.post('/api/funnel-events', { data: batch, headers })
  expect(first.status()).toBe(200)
  expect(await first.json()).toEqual({ stored: 2, duplicates: 0 })
  const again = await request.post('/api/funnel-events', { data: batch, headers })
  expect(await again.json()).toEqual({ stored: 0, duplicates: 2 })
})

test('a bad batch is a 400 with the API error shape; another site gets 403', async ({ request, baseURL }) => {
  const bad = await request.post('/api/funnel-events', { data: { events: [{ name: 'screen.presented' }] }, headers: { origin: baseURL! } })
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toEqual({ error: { title: 'Invalid events', message: expect.stringContaining('events.0') } })
  const crossSite = await request.post('/api/funnel-events', {
    data: batchOf([crypto.randomUUID()]),
    headers: { origin: 'https://evil.example' },
  })
  expect(crossSite.status()).toBe(403)
})

test('the player reports started and each screen, with the experiment variant', async ({ page }) => {
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/funnel-events') && request.method() === 'POST')
  await openFunnel(page, '/experiment/challenge_100k_v2')
  await advance(page, () => continueButton(page).click())
  const request = await reported
  const { events } = request.postDataJSON() as { events: Record<string, unknown>[] }
  expect(events).toContainEqual(
    expect.objectContaining({ name: 'funnel.started', funnelId: 'challenge_100k_v2', variant: 'challenge_100k_v2' }),
  )
  expect(events).toContainEqual(
    expect.objectContaining({
      name: 'screen.presented',
      screenId: 'screen0',
      screenIndex: 0,
      screenType: 'Info',
      variant: 'challenge_100k_v2',
    }),
  )
  expect((await request.response())?.status()).toBe(200)
})
