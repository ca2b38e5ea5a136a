/**
 * Unsigned webhook bodies come from anyone: 200 of them, 60 KB each, leave one small counted record
 * per provider and reason, not 200 rows; one address sending many is told to slow down.
 */
import { describe, expect, it } from 'vitest'
import { call, newClientIp, staffToken } from './support'

type Event = { id: number; type: string; reason: string; eventKey: string; body: { refused: number; samples: { raw: string }[] } }

async function unverifiedRows(): Promise<Event[]> {
  const response = await call('/cms/api/payment-events?where[type][equals]=unverified&limit=100&depth=0', { token: await staffToken() })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: Event[] }).docs
}

const refusedCount = (rows: Event[]) => rows.reduce((sum, row) => sum + row.body.refused, 0)

const unsigned = (ip = newClientIp()) =>
  call('/api/payments/solidgate/webhook', {
    method: 'POST',
    ip,
    headers: { 'Content-Type': 'application/json', merchant: 'wh_pk_forged', signature: 'AAAA' },
    body: JSON.stringify({ order: { order_id: 'x', status: 'approved' }, padding: 'p'.repeat(60_000) }),
  })

describe('unverified payment webhooks', () => {
  it('leave a bounded record: 200 bad bodies are counted in a row or two, with a few short samples', async () => {
    const before = await unverifiedRows()
    const statuses: number[] = []
    for (let round = 0; round < 20; round += 1) {
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => unsigned()))).map((response) => response.status))
    }
    expect(statuses.every((status) => status === 401)).toBe(true)
    const after = await unverifiedRows()
    // A day boundary during the run may add one row per reason.
    expect(after.length - before.length).toBeLessThanOrEqual(2)
    expect(refusedCount(after) - refusedCount(before)).toBe(200)
    for (const row of after) {
      expect(row.body.samples.length).toBeLessThanOrEqual(3)
      expect(JSON.stringify(row.body).length).toBeLessThan(8 * 1024)
    }
  })

  it('answers 429 and records nothing once one address has sent 30 in a minute', async () => {
    const ip = newClientIp()
    for (let sent = 0; sent < 30; sent += 1) expect((await unsigned(ip)).status).toBe(401)
    const before = refusedCount(await unverifiedRows())
    const limited = await unsigned(ip)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refusedCount(await unverifiedRows())).toBe(before)
  })
})
