/**
 * Issue #47: the experiment editor's verdict covers the period the marketer picks, the dashboard's
 * choices (today, 7 or 30 days), 30 days unless asked; the route reads the period with zod and
 * answers anything else with a 400.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@cms/admin/experiment/experiment-standing-route'
import { getPayloadClient } from '@cms/get-payload'
import { site } from '../support/requests'
import { createStaff } from '../support/staff'

const dayMs = 86_400_000
const daysCovered = ({ from, to }: { from: string; to: string }) => (Date.parse(to) - Date.parse(from)) / dayMs + 1

describe("the experiment editor's verdict period", () => {
  let payload: Payload
  let token: string
  const ask = (query: string) =>
    GET(new Request(`${site}/cms/api/analytics/experiment-standing${query}`, { headers: { Authorization: `JWT ${token}` } }))

  beforeAll(async () => {
    payload = await getPayloadClient()
    const marketer = await createStaff(payload, 'marketer')
    ;({ token } = (await payload.login({ collection: 'users', data: { email: marketer.email, password: 'Str0ng!password' } })) as {
      token: string
    })
  })

  it('covers the period asked for, and the last 30 days when none is', async () => {
    const covered: Record<string, [unknown, number]> = {}
    for (const query of ['', '?period=today', '?period=7d', '?period=30d']) {
      const response = await ask(query)
      expect(response.status, query).toBe(200)
      const body = (await response.json()) as { period: string; from: string; to: string }
      covered[query || 'none'] = [body.period, daysCovered(body)]
    }
    expect(covered).toEqual({
      none: ['30d', 30],
      '?period=today': ['today', 1],
      '?period=7d': ['7d', 7],
      '?period=30d': ['30d', 30],
    })
  })

  it('answers a period it does not offer with a 400 in words', async () => {
    for (const query of ['?period=forever', '?period=', '?period=90d']) {
      const response = await ask(query)
      expect(response.status, query).toBe(400)
      expect(await response.text(), query).toContain('Ask for today, 7d or 30d.')
    }
  })
})
